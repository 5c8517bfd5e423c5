//! The text form of a tree, for the autosave: what the main line's game link does not hold.
//!
//! A tree is stored as its main line (a [`Game`], written as a game link by
//! [`crate::app::link::GameWriter`], which appends each move) and this text: the variations,
//! the cursor and the remembered children.
//!
//! ```text
//! v1;<cursor>;<variation>;<variation>…
//! cursor    = <line>@<ply>                    the cursor's line and ply number
//! variation = <line>@<ply>[*]:<move>,<move>…  the line it leaves, the ply number of the node
//!                                             it leaves, * if that node remembers it, its moves
//! ```
//!
//! Line 0 is the main line, line `i` the `i`-th variation of the text; a variation leaves a
//! line that comes before it. Moves are in the engine's notation (`n2-m6`, `d4xm5`,
//! `docs/notation.md`); forced passes are not written (the engine plays them again). For
//! example `v1;1@3;0@2*:d4-e5,m6-l6;0@2:c1-d1` holds two variations replacing the third ply
//! of the main line, the first of them remembered, and the cursor on its second move.
//!
//! Reading replays every move through the engine (`Position::parse_move`, then
//! [`Game::play_unchecked`] of the legal move found), so a text is checked as a link is:
//! anything wrong is a [`TreeTextError`], never a panic. The writer ([`TreeWriter`]) keeps the
//! text of each variation and writes only what changed: a move on the main line writes no
//! variation again, a move in a variation appends to that variation only.

use std::cell::OnceCell;
use std::error::Error;
use std::fmt::{self, Write};
use std::rc::Rc;

use super::{At, Fork, Line, Rec, Tree, MAX_TREE_MOVES, MAX_VARIATIONS};
use crate::engine::{Game, History, MoveNotation, Ply, Position};

/// The newest version of the text form this build writes and reads.
pub const TEXT_VERSION: u32 = 1;

/// The longest text read, in bytes: room for every tree the model lets grow
/// ([`MAX_TREE_MOVES`] moves of at most 12 characters, [`MAX_VARIATIONS`] heads).
pub const MAX_TEXT: usize = 1_000_000;

/// Why a text is not a tree of this main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TreeTextError {
    /// No `v<version>` header.
    NotATree,
    /// Written by a newer build (its version).
    FutureVersion(u32),
    /// Longer than [`MAX_TEXT`].
    TooLong,
    /// A field (0: the header, 1: the cursor, `i + 1`: variation `i`) is not well formed.
    Syntax {
        /// The field's number.
        field: usize,
    },
    /// More than [`MAX_VARIATIONS`] variations.
    TooManyVariations,
    /// A variation leaves a line that does not come before it.
    Parent {
        /// The variation's number (1-based).
        variation: usize,
    },
    /// A variation leaves a node its line does not have (or the line's last node, which
    /// the line itself continues).
    BranchPoint {
        /// The variation's number (1-based).
        variation: usize,
    },
    /// A move that is not legal where it is played (or cannot be read).
    IllegalMove {
        /// The variation's number (1-based).
        variation: usize,
        /// The move's number within the variation (1-based).
        number: usize,
    },
    /// A variation's first move is recorded at that node already.
    Duplicate {
        /// The variation's number (1-based).
        variation: usize,
    },
    /// More than [`MAX_TREE_MOVES`] moves, or a line longer than [`Game::MAX_MOVES`].
    TooManyMoves,
    /// A second variation remembered at one node.
    Memory {
        /// The variation's number (1-based).
        variation: usize,
    },
    /// The cursor is not a node of the tree, rests before a forced pass, or is off the line
    /// its nodes remember.
    Cursor,
}

impl fmt::Display for TreeTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeTextError::NotATree => f.write_str("not a game tree"),
            TreeTextError::FutureVersion(v) => {
                write!(f, "game tree written by a newer version of the game (v{v})")
            }
            TreeTextError::TooLong => f.write_str("the game tree is too long"),
            TreeTextError::Syntax { field } => write!(f, "unreadable field {field}"),
            TreeTextError::TooManyVariations => f.write_str("too many variations"),
            TreeTextError::Parent { variation } => {
                write!(
                    f,
                    "variation {variation} leaves a line not written before it"
                )
            }
            TreeTextError::BranchPoint { variation } => {
                write!(
                    f,
                    "variation {variation} leaves a move its line does not have"
                )
            }
            TreeTextError::IllegalMove { variation, number } => {
                write!(f, "illegal move {number} in variation {variation}")
            }
            TreeTextError::Duplicate { variation } => {
                write!(f, "variation {variation} repeats a move recorded there")
            }
            TreeTextError::TooManyMoves => f.write_str("too many moves"),
            TreeTextError::Memory { variation } => {
                write!(
                    f,
                    "variation {variation} is the second one remembered there"
                )
            }
            TreeTextError::Cursor => f.write_str("the current move is not on its line"),
        }
    }
}

impl Error for TreeTextError {}

/// One variation as written.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Written {
    parent: u32,
    base: u32,
    plies: History<Rec>,
    /// Its moves, comma-separated.
    moves: String,
    /// `ends[i]`: the length of `moves` after ply `i`.
    ends: Vec<u32>,
}

impl Written {
    fn new(parent: u32, base: u32) -> Written {
        Written {
            parent,
            base,
            plies: History::new(),
            moves: String::new(),
            ends: Vec::new(),
        }
    }

    /// Follows `plies`: keeps the first plies they share, writes the rest.
    fn follow(&mut self, start: &Position, plies: &History<Rec>) {
        let shared = self.plies.common_prefix_len(plies);
        if shared < self.ends.len() {
            let len = shared.checked_sub(1).map_or(0, |i| self.ends[i]);
            self.moves.truncate(len as usize);
            self.ends.truncate(shared);
        }
        let geo = start.geometry();
        for rec in plies.iter_from(shared) {
            if let Ply::Move(m) = rec.ply {
                if !self.moves.is_empty() {
                    self.moves.push(',');
                }
                let _ = write!(self.moves, "{}", MoveNotation::from_move(geo, m));
            }
            self.ends.push(self.moves.len() as u32);
        }
        self.plies = plies.clone();
    }
}

/// Writes the text form of a tree as it changes: each variation's moves are written once and
/// kept ([`TreeWriter::sync`]).
///
/// # Examples
///
/// ```
/// use sternhalma::app::tree::{Tree, TreeWriter};
/// use sternhalma::engine::{Options, Position};
///
/// let mut tree = Tree::new(Position::start(Options::default()).unwrap());
/// let mut writer = TreeWriter::new(&tree);
/// for _ in 0..3 {
///     let m = tree.position().legal_move_list()[0];
///     tree.play(m).unwrap();
///     writer.sync(&tree);
/// }
/// tree.undo();
/// tree.play(tree.position().legal_move_list()[1]).unwrap();
/// writer.sync(&tree);
/// assert_eq!(writer.text(), tree.to_text());
/// let back = Tree::from_text(tree.main_line().clone(), &writer.text()).unwrap();
/// assert_eq!(back, tree);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreeWriter {
    start: Option<Position>,
    vars: Vec<Written>,
    /// Whether each variation is remembered by the node it leaves.
    marks: Vec<bool>,
    cursor: (u32, u32),
}

impl TreeWriter {
    /// A writer holding `tree`.
    pub fn new(tree: &Tree) -> TreeWriter {
        let mut w = TreeWriter::default();
        w.sync(tree);
        w
    }

    /// Follows `tree`: writes the moves its variations have that were not written, takes back
    /// the ones they no longer have, notes the cursor and remembered children. A tree with
    /// another start is written afresh.
    pub fn sync(&mut self, tree: &Tree) {
        let start = tree.start();
        if self.start.as_ref() != Some(start) {
            *self = TreeWriter {
                start: Some(start.clone()),
                ..TreeWriter::default()
            };
        }
        let lines = &tree.lines[..];
        let count = lines.len().saturating_sub(1);
        self.vars.truncate(count);
        self.marks.clear();
        for (i, line) in lines.iter().enumerate().skip(1) {
            let parent = line.parent.unwrap_or(0);
            match self.vars.get_mut(i - 1) {
                Some(w) if w.parent == parent && w.base == line.base => {
                    w.follow(start, &line.plies)
                }
                slot => {
                    let mut w = Written::new(parent, line.base);
                    w.follow(start, &line.plies);
                    match slot {
                        Some(old) => *old = w,
                        None => self.vars.push(w),
                    }
                }
            }
            let remembered = lines
                .get(parent as usize)
                .and_then(|p| p.fork(line.base))
                .and_then(|f| f.vars.get(f.memory.checked_sub(1)? as usize).copied());
            self.marks.push(remembered == Some(i as u32));
        }
        let at = tree.cursor_at();
        self.cursor = (at.line, at.depth);
    }

    /// The text.
    pub fn text(&self) -> String {
        let size: usize = self.vars.iter().map(|w| w.moves.len() + 16).sum();
        let mut out = String::with_capacity(size + 16);
        let _ = write!(out, "v{TEXT_VERSION};{}@{}", self.cursor.0, self.cursor.1);
        for (w, &mark) in self.vars.iter().zip(&self.marks) {
            let star = if mark { "*" } else { "" };
            let _ = write!(out, ";{}@{}{star}:{}", w.parent, w.base, w.moves);
        }
        out
    }
}

/// Reads `<line>@<ply>`.
fn node(text: &str) -> Option<(u32, u32)> {
    let (line, ply) = text.split_once('@')?;
    Some((number(line)?, number(ply)?))
}

/// A decimal number without leading zeros, at most 9 digits.
fn number(text: &str) -> Option<u32> {
    let ok = !text.is_empty()
        && text.len() <= 9
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    ok.then(|| text.parse().ok()).flatten()
}

/// One variation field: `(parent, base, remembered, moves)`.
fn variation(text: &str) -> Option<(u32, u32, bool, &str)> {
    let (head, moves) = text.split_once(':')?;
    let (head, star) = match head.strip_suffix('*') {
        Some(h) => (h, true),
        None => (head, false),
    };
    let (parent, base) = node(head)?;
    Some((parent, base, star, moves))
}

impl Tree {
    /// The text form of the tree (what the main line's link does not hold). To follow a tree
    /// as it changes, keep a [`TreeWriter`] instead: it writes each move once.
    pub fn to_text(&self) -> String {
        TreeWriter::new(self).text()
    }

    /// The tree whose main line is `main` (every ply recorded in it, undone ones included;
    /// its cursor does not matter) and whose variations, cursor and remembered children
    /// `text` holds. Every move is replayed through the engine.
    ///
    /// # Errors
    ///
    /// [`TreeTextError`] says what is wrong; reading never panics.
    pub fn from_text(main: Game, text: &str) -> Result<Tree, TreeTextError> {
        if text.len() > MAX_TEXT {
            return Err(TreeTextError::TooLong);
        }
        let mut fields = text.split(';');
        let version = fields
            .next()
            .and_then(|h| h.strip_prefix('v'))
            .and_then(number)
            .filter(|&v| v > 0)
            .ok_or(TreeTextError::NotATree)?;
        if version > TEXT_VERSION {
            return Err(TreeTextError::FutureVersion(version));
        }
        let cursor = fields
            .next()
            .and_then(node)
            .ok_or(TreeTextError::Syntax { field: 1 })?;
        let mut tree = Tree::from_game(main);
        let mut lines: Vec<Line> = tree.lines.to_vec();
        let mut games = vec![Replayed {
            game: tree.line.clone(),
            base: 0,
            moves_before: 0,
        }];
        let mut moves = tree.moves;
        for (i, field) in fields.enumerate() {
            let number = i + 1;
            if number > MAX_VARIATIONS {
                return Err(TreeTextError::TooManyVariations);
            }
            let (parent, base, star, text) =
                variation(field).ok_or(TreeTextError::Syntax { field: number + 1 })?;
            let (line, game) = read_variation(&lines, &games, number, parent, base, text)?;
            moves += line.moves as usize;
            if moves > MAX_TREE_MOVES {
                return Err(TreeTextError::TooManyMoves);
            }
            let forks = Rc::make_mut(&mut lines[parent as usize].forks);
            let fork = match forks.binary_search_by_key(&base, |f| f.depth) {
                Ok(k) => &mut forks[k],
                Err(k) => {
                    forks.insert(
                        k,
                        Fork {
                            depth: base,
                            vars: Vec::new(),
                            memory: 0,
                        },
                    );
                    &mut forks[k]
                }
            };
            fork.vars.push(number as u32);
            if star {
                if fork.memory != 0 {
                    return Err(TreeTextError::Memory { variation: number });
                }
                fork.memory = fork.vars.len() as u32;
            }
            lines.push(line);
            games.push(game);
        }
        tree.lines = Rc::new(lines);
        tree.moves = moves;
        tree.rows = OnceCell::new();
        drop(games);
        tree.place_cursor(cursor)?;
        Ok(tree)
    }

    /// Puts the cursor of a tree just read on `(line, depth)`, checking that the nodes on the
    /// way to it remember the way, and builds the line on screen (from the main line, which
    /// is the tree's line until then).
    fn place_cursor(&mut self, (line, depth): (u32, u32)) -> Result<(), TreeTextError> {
        let at = At { line, depth };
        if !self.exists(at) {
            return Err(TreeTextError::Cursor);
        }
        let mut path = self.path_to(at);
        if !self.memory_changes(&path).is_empty() {
            return Err(TreeTextError::Cursor);
        }
        self.extend_path(&mut path);
        let main = self.line.clone();
        let shared = super::path::divergence(&[self.main_piece()], &path);
        let mut game = self.materialize(&path, &[(&main, shared)]);
        if game.goto(depth as usize).is_err() || game.cursor() != depth as usize {
            return Err(TreeTextError::Cursor);
        }
        self.main = (path.len() > 1).then_some(main);
        self.line = game;
        self.path = Rc::new(path);
        self.sync_main();
        Ok(())
    }
}

/// A line as read: its plies replayed in a game that starts at the node it leaves.
struct Replayed {
    game: Game,
    /// The depth of the game's start.
    base: u32,
    /// The moves before the game's start.
    moves_before: usize,
}

impl Replayed {
    fn position_at(&self, depth: u32) -> Option<&Position> {
        self.game
            .position_at(depth.checked_sub(self.base)? as usize)
    }

    fn moves_at(&self, depth: u32) -> usize {
        let local = depth.saturating_sub(self.base) as usize;
        self.moves_before + self.game.moves_before(local).unwrap_or(0)
    }
}

/// Reads the moves of variation `number`, leaving line `parent` at depth `base`: the line and
/// its moves replayed from the node it leaves.
fn read_variation(
    lines: &[Line],
    games: &[Replayed],
    number: usize,
    parent: u32,
    base: u32,
    text: &str,
) -> Result<(Line, Replayed), TreeTextError> {
    let variation = number;
    let p = lines
        .get(parent as usize)
        .filter(|_| (parent as usize) < number)
        .ok_or(TreeTextError::Parent { variation })?;
    let on_parent = parent == 0 || base > p.base;
    if !on_parent || base >= p.end() {
        return Err(TreeTextError::BranchPoint { variation });
    }
    let from = games
        .get(parent as usize)
        .ok_or(TreeTextError::Parent { variation })?;
    let illegal = |number| TreeTextError::IllegalMove { variation, number };
    let start = from.position_at(base).ok_or(illegal(1))?;
    // A node before a forced pass has no move to play.
    if start.must_pass() {
        return Err(illegal(1));
    }
    let moves_before = from.moves_at(base);
    let mut game = Game::new(start.clone());
    if text.is_empty() {
        return Err(TreeTextError::Syntax { field: number + 1 });
    }
    for (j, word) in text.split(',').enumerate() {
        if word.is_empty() {
            return Err(TreeTextError::Syntax { field: number + 1 });
        }
        let m = game
            .position()
            .parse_move(word)
            .map_err(|_| illegal(j + 1))?;
        if j == 0 {
            let recorded = |l: &Line| l.rec(base + 1).is_some_and(|r| r.ply == Ply::Move(m));
            let fork = p.fork(base);
            let siblings = fork.map_or(&[][..], |f| &f.vars[..]);
            if recorded(p)
                || siblings
                    .iter()
                    .filter_map(|&v| lines.get(v as usize))
                    .any(recorded)
            {
                return Err(TreeTextError::Duplicate { variation });
            }
        }
        // `m` is a legal move of the position (parse_move found it among them).
        game.play_unchecked(m).map_err(|_| illegal(j + 1))?;
        // The line from the start holds at most as many moves as a game.
        if moves_before + game.moves_played() > Game::MAX_MOVES {
            return Err(TreeTextError::TooManyMoves);
        }
    }
    let plies: History<Rec> = game
        .plies()
        .iter()
        .enumerate()
        .filter_map(|(i, &ply)| {
            Some(Rec {
                ply,
                seat: game.position_at(i)?.to_move(),
            })
        })
        .collect();
    let moves = game.moves_played() as u32;
    let line = Line {
        parent: Some(parent),
        base,
        plies,
        forks: Rc::default(),
        moves,
    };
    let replayed = Replayed {
        game,
        base,
        moves_before,
    };
    Ok((line, replayed))
}
