//! The game tree of the review board: every line ever played from the start position, and a
//! cursor on one of them. Nothing is ever deleted by playing: a move played at an earlier
//! position starts a variation, and a move that is already recorded there is followed.
//!
//! - **Nodes.** The root is the start position; every other node is a ply (a move, or a forced
//!   pass recorded as the engine records it) and the position after it. A [`NodeId`] names a
//!   node; [`NodeId::ply`] is its ply number (the plies from the start to it). The children of
//!   a node are kept in order, the main continuation first; the **main line** follows the first
//!   child from the root.
//! - **The line on screen** is the path from the root to the cursor, continued past the cursor
//!   by each node's *remembered* child: the child through which the line on screen last passed
//!   (a node never visited remembers its first child). So Undo then Redo come back to where they
//!   were, and going back into a line and forward again follows the line last seen there.
//! - **The engine decides.** Moves are played through [`Game::play`] (one source of legality),
//!   forced passes are the ones the engine records, and the line on screen is materialised as
//!   a [`Game`] ([`Tree::line`]) with its cursor, for everything that reads a game today.
//! - **Costs.** Stepping along the line is O(1); playing on at the end of a line costs the
//!   same at any length; switching to another line replays only the plies after the point
//!   where it leaves the line on screen or the main line (the two materialised games share
//!   their storage, [`crate::engine::History`]). Cloning a tree is O(1).
//! - **Edits.** [`Tree::promote`] makes a node's line the main line, [`Tree::delete`] removes a
//!   node and everything after it; both return an [`Edit`] that [`Tree::restore`] takes back.
//! - The move list reads [`Tree::rows`] (the main line with its variations inline, by index
//!   range); the autosave stores the main line's link and [`Tree::to_text`] (the variations,
//!   the cursor and the remembered children), read back by [`Tree::from_text`].
//!
//! The model and its text form are documented in `docs/tree.md`.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::tree::{Played, Tree};
//! use sternhalma::engine::{Options, Position};
//!
//! let mut tree = Tree::new(Position::start(Options::default()).unwrap());
//! let first = tree.position().legal_move_list()[0];
//! let other = tree.position().legal_move_list()[1];
//! assert_eq!(tree.play(first), Ok(Played::Added));
//! assert!(tree.undo());
//! // A move at an earlier position starts a variation: the first move stays recorded.
//! assert_eq!(tree.play(other), Ok(Played::Added));
//! assert_eq!(tree.children(tree.root()).unwrap().len(), 2);
//! assert_eq!(tree.line().moves(), vec![other]);
//! // Playing a recorded move follows it.
//! tree.undo();
//! assert_eq!(tree.play(first), Ok(Played::Followed));
//! assert_eq!(tree.main_line().moves(), vec![first]);
//! ```

use std::cell::OnceCell;
use std::error::Error;
use std::fmt;
use std::rc::Rc;

use crate::engine::{Game, History, Move, PlayError, Ply, Position, Seat};

mod edit;
mod rows;
mod text;

pub use edit::Edit;
pub use rows::Row;
pub use text::{TreeTextError, TreeWriter, MAX_TEXT, TEXT_VERSION};

/// The most variations a tree holds (lines besides the main line). Playing a new variation
/// past it is [`TreeError::Full`]; the text form holds every tree the model lets grow.
pub const MAX_VARIATIONS: usize = 1_000;

/// The most moves a tree holds, over all its lines (forced passes not counted): room for the
/// longest game ([`Game::MAX_MOVES`]) and as many moves again in variations.
pub const MAX_TREE_MOVES: usize = 2 * Game::MAX_MOVES;

/// A node of a [`Tree`]: the root (the start position) or a ply and the position after it.
///
/// An id is valid in the tree that gave it until the next [`Tree::promote`], [`Tree::delete`]
/// or [`Tree::restore`] (which renumber nodes); playing and moving the cursor never change it.
/// Operations given an id that is not valid return [`TreeError::NoSuchNode`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeId {
    line: u32,
    depth: u32,
    shape: u32,
}

impl NodeId {
    /// The ply number of the node: how many plies lead from the start to it (0 for the root).
    /// It is the cursor of [`Tree::line`] when the tree's cursor is on this node.
    pub fn ply(self) -> usize {
        self.depth as usize
    }
}

/// What [`Tree::play`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Played {
    /// The move was new here: a node was added (with the forced passes after it).
    Added,
    /// The move was recorded here already: the cursor went along it.
    Followed,
}

/// Why a tree operation could not be carried out (the tree is left as it was).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TreeError {
    /// The id names no node of this tree (another tree's, or from before an edit).
    NoSuchNode,
    /// The engine refused the move.
    Play(PlayError),
    /// The tree holds [`MAX_TREE_MOVES`] moves or [`MAX_VARIATIONS`] variations.
    Full,
    /// The start position cannot be deleted.
    Root,
    /// The tree was changed since the edit, which no longer applies.
    Outdated,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode => f.write_str("no such move in the game tree"),
            TreeError::Play(e) => write!(f, "{e}"),
            TreeError::Full => f.write_str("the game tree holds all the moves it can"),
            TreeError::Root => f.write_str("the start position cannot be deleted"),
            TreeError::Outdated => f.write_str("the game tree has changed since"),
        }
    }
}

impl Error for TreeError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            TreeError::Play(e) => Some(e),
            _ => None,
        }
    }
}

/// A recorded ply and the seat that played it (a pass: the seat that passed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rec {
    ply: Ply,
    seat: Seat,
}

/// The variations that leave a line at one of its nodes, in order, and the child that node
/// remembers (0: the line's own next node, `i`: `vars[i - 1]`).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Fork {
    depth: u32,
    vars: Vec<u32>,
    memory: u32,
}

/// A chain of first children: the main line from the root, or a variation from the node it
/// leaves. Its nodes have the depths `base + 1 ..= end()` (and the main line has the root,
/// depth 0). The last node of a line has no children.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    /// The line this variation leaves (`None` for the main line).
    parent: Option<u32>,
    /// The depth of the node it leaves (0 for the main line).
    base: u32,
    plies: History<Rec>,
    /// Sorted by depth; one entry per node with variations.
    forks: Rc<Vec<Fork>>,
    /// Moves among `plies` (passes not counted).
    moves: u32,
}

impl Line {
    fn end(&self) -> u32 {
        self.base + self.plies.len() as u32
    }

    fn rec(&self, depth: u32) -> Option<&Rec> {
        let i = depth.checked_sub(self.base + 1)?;
        self.plies.get(i as usize)
    }

    fn fork(&self, depth: u32) -> Option<&Fork> {
        self.forks
            .binary_search_by_key(&depth, |f| f.depth)
            .ok()
            .and_then(|i| self.forks.get(i))
    }
}

/// A node as the tree stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct At {
    line: u32,
    depth: u32,
}

const ROOT: At = At { line: 0, depth: 0 };

/// A part of a path from the root: the nodes of `line` from where the previous part ended
/// (the root for the first) to depth `end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Piece {
    line: u32,
    end: u32,
}

/// The game tree (see the module documentation).
#[derive(Clone, Debug)]
pub struct Tree {
    /// Line 0 is the main line; a variation comes after the line it leaves.
    lines: Rc<Vec<Line>>,
    /// The line on screen, from the root to a leaf.
    path: Rc<Vec<Piece>>,
    /// The line on screen as a game, its cursor on the tree's cursor.
    line: Game,
    /// The main line as a game, when it is not the line on screen (then it is `line`).
    main: Option<Game>,
    /// Moves over all lines.
    moves: usize,
    /// Stamp of the node numbering (changes with every edit).
    shape: u32,
    /// The highest stamp this tree or any of its earlier versions had.
    shapes: u32,
    /// The move list's index, built when first asked for.
    rows: OnceCell<Rc<rows::Index>>,
}

impl PartialEq for Tree {
    /// The same start, nodes (in the same order), remembered children, line on screen and
    /// cursor. (Node ids are not compared: they are handles into one tree.)
    fn eq(&self, other: &Tree) -> bool {
        self.line.cursor() == other.line.cursor()
            && self.path == other.path
            && self.line.start() == other.line.start()
            && (Rc::ptr_eq(&self.lines, &other.lines) || self.lines == other.lines)
    }
}

impl Eq for Tree {}

impl Tree {
    /// A tree with no moves yet (the forced passes of the start, if any, are played).
    pub fn new(start: Position) -> Tree {
        Tree::from_game(Game::new(start))
    }

    /// A tree with one line: every ply recorded in `game` (undone ones included), the cursor on
    /// the game's cursor. This is how a game saved without a tree is read.
    pub fn from_game(game: Game) -> Tree {
        let plies: History<Rec> = game
            .plies()
            .iter()
            .enumerate()
            .map(|(i, &ply)| Rec {
                ply,
                seat: game.position_at(i).unwrap_or(game.start()).to_move(),
            })
            .collect();
        let moves = game.moves_recorded();
        let end = plies.len() as u32;
        Tree {
            lines: Rc::new(vec![Line {
                parent: None,
                base: 0,
                plies,
                forks: Rc::default(),
                moves: moves as u32,
            }]),
            path: Rc::new(vec![Piece { line: 0, end }]),
            line: game,
            main: None,
            moves,
            shape: 0,
            shapes: 0,
            rows: OnceCell::new(),
        }
    }

    // ---- reading ----------------------------------------------------------------------------

    /// The line on screen as a game: the plies from the start to the end of the line, its
    /// cursor on the tree's cursor. Board, status, progress and computer requests read it.
    pub fn line(&self) -> &Game {
        &self.line
    }

    /// The main line as a game, every ply of it recorded, its cursor on the last main-line
    /// node on the way from the start to the tree's cursor (the tree's cursor itself when it
    /// is on the main line). This is the game a link of the tree holds.
    pub fn main_line(&self) -> &Game {
        self.main.as_ref().unwrap_or(&self.line)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        self.line.start()
    }

    /// The position at the cursor.
    pub fn position(&self) -> &Position {
        self.line.position()
    }

    /// The root: the start position.
    pub fn root(&self) -> NodeId {
        self.id(ROOT)
    }

    /// The cursor.
    pub fn cursor(&self) -> NodeId {
        self.id(self.cursor_at())
    }

    /// The last node of the line on screen.
    pub fn line_end(&self) -> NodeId {
        self.id(self.leaf())
    }

    /// The node of the line on screen with ply number `ply` (`None` past its end).
    pub fn line_node(&self, ply: usize) -> Option<NodeId> {
        let depth = u32::try_from(ply).ok()?;
        self.path_node(depth).map(|at| self.id(at))
    }

    /// `id` as text: `<line>@<ply>`, the way the text form names nodes ([`Tree::to_text`]), so
    /// that a tree read back from its text ([`Tree::from_text`]) finds it again
    /// ([`Tree::node_of_key`]). `None` for an id of another tree.
    pub fn node_key(&self, id: NodeId) -> Option<String> {
        let at = self.at(id).ok()?;
        Some(format!("{}@{}", at.line, at.depth))
    }

    /// The node named `key` ([`Tree::node_key`]), if this tree has it.
    pub fn node_of_key(&self, key: &str) -> Option<NodeId> {
        let (line, depth) = key.trim().split_once('@')?;
        let at = At {
            line: line.parse().ok()?,
            depth: depth.parse().ok()?,
        };
        self.exists(at).then(|| self.id(at))
    }

    /// Whether `id` names a node of this tree.
    pub fn contains(&self, id: NodeId) -> bool {
        self.at(id).is_ok()
    }

    /// The ply that leads to `id` (`None` for the root).
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn ply(&self, id: NodeId) -> Result<Option<Ply>, TreeError> {
        let at = self.at(id)?;
        Ok(self.rec_of(at).map(|r| r.ply))
    }

    /// The seat that played the ply leading to `id` (`None` for the root).
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn seat(&self, id: NodeId) -> Result<Option<Seat>, TreeError> {
        let at = self.at(id)?;
        Ok(self.rec_of(at).map(|r| r.seat))
    }

    /// The node before `id` (`None` for the root).
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn parent(&self, id: NodeId) -> Result<Option<NodeId>, TreeError> {
        let at = self.at(id)?;
        Ok(self.parent_of(at).map(|p| self.id(p)))
    }

    /// The nodes after `id`, the main continuation first.
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn children(&self, id: NodeId) -> Result<Vec<NodeId>, TreeError> {
        let at = self.at(id)?;
        Ok(self
            .children_of(at)
            .into_iter()
            .map(|c| self.id(c))
            .collect())
    }

    /// Whether `id` is on the main line.
    pub fn is_main(&self, id: NodeId) -> bool {
        self.at(id).is_ok_and(|at| at.line == 0)
    }

    /// Whether `id` is on the line on screen.
    pub fn is_on_line(&self, id: NodeId) -> bool {
        self.at(id).is_ok_and(|at| self.on_path(at))
    }

    /// The number of variations (lines besides the main line).
    pub fn variations(&self) -> usize {
        self.lines.len() - 1
    }

    /// The moves recorded over all lines (forced passes not counted).
    pub fn moves(&self) -> usize {
        self.moves
    }

    /// Whether [`undo`](Tree::undo) would move the cursor.
    pub fn can_undo(&self) -> bool {
        self.line.can_undo()
    }

    /// Whether [`redo`](Tree::redo) would move the cursor.
    pub fn can_redo(&self) -> bool {
        self.line.can_redo()
    }

    // ---- moving ----------------------------------------------------------------------------

    /// Plays `m` at the cursor: along the child that has it, if one does (the line on screen
    /// changes only if that child is not on it), else as a new child (the last one), with the
    /// forced passes after it. The cursor ends after the move and its passes.
    ///
    /// # Errors
    ///
    /// [`TreeError::Play`] when the engine refuses the move (illegal, game over, the line
    /// holds [`Game::MAX_MOVES`] moves), [`TreeError::Full`] when the tree is full.
    pub fn play(&mut self, m: Move) -> Result<Played, TreeError> {
        let at = self.cursor_at();
        if let Some(child) = self.child_with(at, Ply::Move(m)) {
            self.go(child);
            return Ok(Played::Followed);
        }
        let Some(line) = self.lines.get(at.line as usize) else {
            return Err(TreeError::NoSuchNode);
        };
        let extends = at.depth == line.end();
        let mut game = self.line.clone();
        game.play(m).map_err(TreeError::Play)?;
        if self.moves >= MAX_TREE_MOVES || (!extends && self.variations() >= MAX_VARIATIONS) {
            return Err(TreeError::Full);
        }
        let recs: Vec<Rec> = (at.depth as usize..game.plies().len())
            .filter_map(|i| {
                Some(Rec {
                    ply: *game.plies().get(i)?,
                    seat: game.position_at(i)?.to_move(),
                })
            })
            .collect();
        let old = std::mem::replace(&mut self.line, game);
        let was_main = self.path.len() == 1;
        let mut path = (*self.path).clone();
        let lines = Rc::make_mut(&mut self.lines);
        if extends {
            let line = &mut lines[at.line as usize];
            line.plies.extend(recs);
            line.moves += 1;
            if let Some(last) = path.last_mut() {
                last.end = line.end();
            }
        } else {
            let v = lines.len() as u32;
            let end = at.depth + recs.len() as u32;
            lines.push(Line {
                parent: Some(at.line),
                base: at.depth,
                plies: recs.into_iter().collect(),
                forks: Rc::default(),
                moves: 1,
            });
            let forks = Rc::make_mut(&mut lines[at.line as usize].forks);
            match forks.binary_search_by_key(&at.depth, |f| f.depth) {
                Ok(i) => {
                    forks[i].vars.push(v);
                    forks[i].memory = forks[i].vars.len() as u32;
                }
                Err(i) => forks.insert(
                    i,
                    Fork {
                        depth: at.depth,
                        vars: vec![v],
                        memory: 1,
                    },
                ),
            }
            let keep = path.iter().position(|p| at.depth <= p.end).unwrap_or(0);
            path.truncate(keep + 1);
            if let Some(p) = path.last_mut() {
                p.end = at.depth;
            }
            path.push(Piece { line: v, end });
            if was_main {
                self.main = Some(old);
            }
        }
        self.path = Rc::new(path);
        self.moves += 1;
        self.rows = OnceCell::new();
        self.sync_main();
        Ok(Played::Added)
    }

    /// Moves the cursor to `id` (on over the forced passes after it, as [`Game::goto`] does).
    /// A node off the line on screen makes its line the line on screen: the path to it,
    /// continued by the remembered children. Returns whether the cursor moved.
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn goto(&mut self, id: NodeId) -> Result<bool, TreeError> {
        let at = self.at(id)?;
        Ok(self.go(at))
    }

    /// Steps back along the line on screen over the last move (and the passes after it).
    /// Returns whether the cursor moved.
    pub fn undo(&mut self) -> bool {
        let moved = self.line.undo();
        self.sync_main();
        moved
    }

    /// Steps forward along the line on screen over the next move (and the passes after it).
    /// Returns whether the cursor moved.
    pub fn redo(&mut self) -> bool {
        let moved = self.line.redo();
        self.sync_main();
        moved
    }

    /// Goes to the start of the line on screen. Returns whether the cursor moved.
    pub fn first(&mut self) -> bool {
        self.goto_ply(0)
    }

    /// Goes to the end of the line on screen. Returns whether the cursor moved.
    pub fn last(&mut self) -> bool {
        self.goto_ply(self.line.plies().len())
    }

    fn goto_ply(&mut self, ply: usize) -> bool {
        let before = self.line.cursor();
        let _ = self.line.goto(ply);
        self.sync_main();
        self.line.cursor() != before
    }

    // ---- internals --------------------------------------------------------------------------

    fn id(&self, at: At) -> NodeId {
        NodeId {
            line: at.line,
            depth: at.depth,
            shape: self.shape,
        }
    }

    fn at(&self, id: NodeId) -> Result<At, TreeError> {
        let at = At {
            line: id.line,
            depth: id.depth,
        };
        if id.shape == self.shape && self.exists(at) {
            Ok(at)
        } else {
            Err(TreeError::NoSuchNode)
        }
    }

    fn exists(&self, at: At) -> bool {
        at == ROOT
            || self
                .lines
                .get(at.line as usize)
                .is_some_and(|l| at.depth > l.base && at.depth <= l.end())
    }

    fn rec_of(&self, at: At) -> Option<&Rec> {
        self.lines.get(at.line as usize)?.rec(at.depth)
    }

    fn parent_of(&self, at: At) -> Option<At> {
        if at == ROOT {
            return None;
        }
        let line = self.lines.get(at.line as usize)?;
        match line.parent {
            Some(p) if at.depth == line.base + 1 => Some(At {
                line: p,
                depth: line.base,
            }),
            _ => Some(At {
                line: at.line,
                depth: at.depth.checked_sub(1)?,
            }),
        }
    }

    fn children_of(&self, at: At) -> Vec<At> {
        let Some(line) = self.lines.get(at.line as usize) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if at.depth < line.end() {
            out.push(At {
                line: at.line,
                depth: at.depth + 1,
            });
        }
        if let Some(f) = line.fork(at.depth) {
            out.extend(f.vars.iter().filter_map(|&v| {
                let var = self.lines.get(v as usize)?;
                Some(At {
                    line: v,
                    depth: var.base + 1,
                })
            }));
        }
        out
    }

    fn child_with(&self, at: At, ply: Ply) -> Option<At> {
        self.children_of(at)
            .into_iter()
            .find(|&c| self.rec_of(c).is_some_and(|r| r.ply == ply))
    }

    /// The node of the line on screen at `depth`.
    fn path_node(&self, depth: u32) -> Option<At> {
        self.path.iter().find(|p| depth <= p.end).map(|p| At {
            line: p.line,
            depth,
        })
    }

    fn cursor_at(&self) -> At {
        self.path_node(self.line.cursor() as u32).unwrap_or(ROOT)
    }

    fn leaf(&self) -> At {
        self.path.last().map_or(ROOT, |p| At {
            line: p.line,
            depth: p.end,
        })
    }

    fn on_path(&self, at: At) -> bool {
        let mut from = 0;
        for p in self.path.iter() {
            if p.line == at.line {
                return at.depth >= from && at.depth <= p.end;
            }
            from = p.end + 1;
        }
        false
    }

    /// The path from the root to `at`.
    fn path_to(&self, at: At) -> Vec<Piece> {
        let mut rev = vec![Piece {
            line: at.line,
            end: at.depth,
        }];
        let mut l = at.line;
        // A line leaves an earlier line: at most one step per line.
        for _ in 0..self.lines.len() {
            let Some(line) = self.lines.get(l as usize) else {
                break;
            };
            let Some(p) = line.parent.filter(|&p| p < l) else {
                break;
            };
            rev.push(Piece {
                line: p,
                end: line.base,
            });
            l = p;
        }
        rev.reverse();
        rev
    }

    /// Continues `path` past its last node by the remembered children, to a leaf.
    fn extend_path(&self, path: &mut Vec<Piece>) {
        for _ in 0..=self.lines.len() {
            let Some(last) = path.last_mut() else {
                return;
            };
            let Some(line) = self.lines.get(last.line as usize) else {
                return;
            };
            let from = line.forks.partition_point(|f| f.depth < last.end);
            let next = line.forks[from..].iter().find_map(|f| {
                let v = *f.vars.get(f.memory.checked_sub(1)? as usize)?;
                Some((f.depth, v, self.lines.get(v as usize)?.base + 1))
            });
            match next {
                Some((depth, v, first)) => {
                    last.end = depth;
                    path.push(Piece {
                        line: v,
                        end: first,
                    });
                }
                None => {
                    last.end = line.end();
                    return;
                }
            }
        }
    }

    /// Makes every node of `path` remember the child on `path`.
    fn remember(&mut self, path: &[Piece]) {
        let changes = self.memory_changes(path);
        if changes.is_empty() {
            return;
        }
        let lines = Rc::make_mut(&mut self.lines);
        for (l, k, want) in changes {
            if let Some(f) = lines
                .get_mut(l)
                .and_then(|l| Rc::make_mut(&mut l.forks).get_mut(k))
            {
                f.memory = want;
            }
        }
    }

    /// What [`remember`](Tree::remember) changes: `(line, fork index, memory)`.
    fn memory_changes(&self, path: &[Piece]) -> Vec<(usize, usize, u32)> {
        let mut changes = Vec::new();
        let mut from = 0;
        for (i, piece) in path.iter().enumerate() {
            let Some(line) = self.lines.get(piece.line as usize) else {
                break;
            };
            let next = path.get(i + 1).map(|n| n.line);
            let lo = line.forks.partition_point(|f| f.depth < from);
            for (k, f) in line.forks.iter().enumerate().skip(lo) {
                if f.depth > piece.end {
                    break;
                }
                // Past the path's end, a node remembers what it remembers.
                let want = match next {
                    _ if f.depth < piece.end => 0,
                    Some(v) => f
                        .vars
                        .iter()
                        .position(|&x| x == v)
                        .map_or(f.memory, |j| j as u32 + 1),
                    None => f.memory,
                };
                if want != f.memory {
                    changes.push((piece.line as usize, k, want));
                }
            }
            from = piece.end + 1;
        }
        changes
    }

    /// Goes to `at`, switching the line on screen if `at` is not on it.
    fn go(&mut self, at: At) -> bool {
        if self.on_path(at) {
            return self.goto_ply(at.depth as usize);
        }
        let mut path = self.path_to(at);
        self.extend_path(&mut path);
        self.remember(&path);
        let main_path = [self.main_piece()];
        let from_line = divergence(&self.path, &path);
        let from_main = divergence(&main_path, &path);
        let mut game = self.materialize(
            &path,
            &[(&self.line, from_line), (self.main_line(), from_main)],
        );
        let _ = game.goto(at.depth as usize);
        let old = std::mem::replace(&mut self.line, game);
        let (was_main, is_main) = (self.path.len() == 1, path.len() == 1);
        if is_main {
            self.main = None;
        } else if was_main {
            self.main = Some(old);
        }
        self.path = Rc::new(path);
        self.sync_main();
        true
    }

    fn main_piece(&self) -> Piece {
        Piece {
            line: 0,
            end: self.lines.first().map_or(0, Line::end),
        }
    }

    /// Puts the main line's cursor on the last main-line node before the tree's cursor.
    fn sync_main(&mut self) {
        let leave = self.path.first().map_or(0, |p| p.end) as usize;
        let target = self.line.cursor().min(leave);
        if let Some(main) = &mut self.main {
            if main.cursor() != target {
                let _ = main.goto(target);
            }
        }
    }

    /// The plies of `path` from depth `from` on (the ply leading to depth `from + 1` first).
    fn path_recs<'a>(&'a self, path: &'a [Piece], from: u32) -> impl Iterator<Item = &'a Rec> {
        let mut start = 0u32;
        path.iter().flat_map(move |p| {
            let first = start.max(from) + 1;
            start = p.end;
            let (skip, take) = match self.lines.get(p.line as usize) {
                Some(line) if p.end >= first => {
                    (first.saturating_sub(line.base + 1), p.end + 1 - first)
                }
                _ => (0, 0),
            };
            let plies = self.lines.get(p.line as usize).map(|l| &l.plies);
            plies
                .into_iter()
                .flat_map(move |h| h.iter_from(skip as usize).take(take as usize))
        })
    }

    /// The game of `path` (cursor anywhere), built from the candidate that shares the most
    /// plies with it: each candidate with the number of leading plies it shares.
    fn materialize(&self, path: &[Piece], candidates: &[(&Game, usize)]) -> Game {
        let n = path.last().map_or(0, |p| p.end) as usize;
        let Some(&(base, shared)) = candidates.iter().max_by_key(|c| c.1) else {
            return Game::new(self.start().clone());
        };
        let shared = shared.min(n);
        if shared == n && base.plies().len() == n {
            return base.clone();
        }
        // Cut the base at `cut` plies by playing the ply there again (playing drops what
        // followed); a path that ends inside the base is cut at its last move.
        let cut = if shared < n {
            Some(shared)
        } else {
            (0..n).rev().find(|&i| {
                matches!(
                    self.path_recs(path, i as u32).next().map(|r| r.ply),
                    Some(Ply::Move(_))
                )
            })
        };
        let Some(cut) = cut else {
            return Game::new(self.start().clone());
        };
        let mut game = base.clone();
        let _ = game.goto(cut);
        for rec in self.path_recs(path, cut as u32) {
            if let Ply::Move(m) = rec.ply {
                // Every move of the tree was played through the engine on this very line.
                let _ = game.play_unchecked(m);
            }
        }
        game
    }

    /// How many leading plies `game` shares with `path`.
    fn shared_plies(&self, game: &Game, path: &[Piece]) -> usize {
        game.plies()
            .iter()
            .zip(self.path_recs(path, 0))
            .take_while(|(a, b)| **a == b.ply)
            .count()
    }
}

/// The depth of the deepest node two paths of one tree share (= the plies they share).
fn divergence(a: &[Piece], b: &[Piece]) -> usize {
    let mut last_end = 0;
    for (pa, pb) in a.iter().zip(b) {
        if pa.line != pb.line {
            return last_end as usize;
        }
        if pa.end != pb.end {
            return pa.end.min(pb.end) as usize;
        }
        last_end = pa.end;
    }
    last_end as usize
}
