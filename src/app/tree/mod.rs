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

use crate::engine::{Game, History, PlayError, Ply, Position, Seat};

mod edit;
mod moving;
mod path;
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
}
