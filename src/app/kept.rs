//! What a kept game stores besides its link: the rest of its game tree and the review on
//! screen, so that every line played and the position shown survive a reload.
//!
//! A kept game's link (`g2.…`) holds the line of the game as it stands: the line on screen, its
//! cursor where the game is (where a review returns to). After it, the record keeps these
//! lines, each written only when it says something the link does not:
//!
//! ```text
//! main: <game link>       the main line, when it is not the link's line
//! tree: <tree text>       the variations, the cursor and the lines last seen (docs/tree.md)
//! review: <line>@<ply>    a review is open, and returns to this node of the tree
//! ```
//!
//! Reading checks that the tree holds the link's game where it says it does; a tree that does
//! not (a record edited by hand, a bug) is left out and the game opens from its link alone
//! ([`KeptError`]) — never a panic, never a game lost.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::kept::{read, Written};
//! use sternhalma::app::tree::Tree;
//! use sternhalma::engine::{Options, Position};
//!
//! let mut tree = Tree::new(Position::start(Options::default()).unwrap());
//! let moves = tree.position().legal_move_list();
//! tree.play(moves[0]).unwrap();
//! tree.undo();
//! tree.play(moves[1]).unwrap(); // a variation
//! let mut written = Written::default();
//! let extra = written.extra(&tree, None);
//! let opened = read(tree.line().clone(), &extra).unwrap();
//! assert_eq!(opened.tree, tree);
//! assert_eq!(opened.review, None);
//! ```

use std::error::Error;
use std::fmt;

use crate::app::link::{decode, GameWriter, Link, LinkError};
use crate::app::tree::{NodeId, Tree, TreeTextError, TreeWriter};
use crate::engine::Game;

/// A kept game's tree as read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// The tree, its cursor on the position that was on screen.
    pub tree: Tree,
    /// Where the review that was open returns to.
    pub review: Option<NodeId>,
}

/// Why the tree of a kept game was left out (the game opens from its link).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptError {
    /// The main line's link does not read.
    Main(LinkError),
    /// The tree text does not read against the main line.
    Tree(TreeTextError),
    /// A line that is not `main:`, `tree:` or `review:`, or one of them twice.
    Syntax,
    /// The tree does not hold the link's game where it says.
    Mismatch,
}

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptError::Main(e) => write!(f, "the main line does not read: {e}"),
            KeptError::Tree(e) => write!(f, "the variations do not read: {e}"),
            KeptError::Syntax => f.write_str("not a kept game tree"),
            KeptError::Mismatch => f.write_str("the variations are not of this game"),
        }
    }
}

impl Error for KeptError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            KeptError::Main(e) => Some(e),
            KeptError::Tree(e) => Some(e),
            _ => None,
        }
    }
}

/// Writes the text after a kept game's link as the tree changes, each part written once and
/// followed from then on (the main line's link and the tree text are appended to, not
/// re-encoded).
#[derive(Clone, Debug, Default)]
pub struct Written {
    main: Option<GameWriter>,
    tree: Option<TreeWriter>,
}

impl Written {
    /// The text to keep after the link of `tree`'s line (the tree as it stands for saving:
    /// its cursor where the game is), with the cursor of the review on screen at `shown`
    /// (`None`: no review).
    pub fn extra(&mut self, tree: &Tree, shown: Option<&Tree>) -> String {
        let mut out = String::new();
        let on_screen = shown.unwrap_or(tree);
        if on_screen.variations() > 0 {
            let main = on_screen.main_line();
            let writer = match self.main.as_mut() {
                Some(w) => {
                    w.sync(main, &[]);
                    w
                }
                None => self.main.insert(GameWriter::new(main, &[])),
            };
            out.push_str("main: ");
            out.push_str(&writer.link());
            out.push('\n');
        } else {
            self.main = None;
        }
        if on_screen.variations() > 0 || shown.is_some() {
            let writer = match self.tree.as_mut() {
                Some(w) => {
                    w.sync(on_screen);
                    w
                }
                None => self.tree.insert(TreeWriter::new(on_screen)),
            };
            out.push_str("tree: ");
            out.push_str(&writer.text());
            out.push('\n');
        } else {
            self.tree = None;
        }
        if let Some(key) = shown.and_then(|_| on_screen.node_key(tree.cursor())) {
            out.push_str("review: ");
            out.push_str(&key);
            out.push('\n');
        }
        out
    }
}

/// The tree of a kept game whose link's game is `game`, from the text kept after the link
/// (`extra`; empty for a game of one line, or a record written before trees were kept).
///
/// # Errors
///
/// [`KeptError`]: the caller opens `game` alone ([`Tree::from_game`]).
pub fn read(game: Game, extra: &str) -> Result<Opened, KeptError> {
    let (mut main, mut text, mut review) = (None, None, None);
    for line in extra.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (key, value) = line.split_once(':').ok_or(KeptError::Syntax)?;
        let slot = match key.trim() {
            "main" => &mut main,
            "tree" => &mut text,
            "review" => &mut review,
            _ => return Err(KeptError::Syntax),
        };
        if slot.replace(value.trim()).is_some() {
            return Err(KeptError::Syntax);
        }
    }
    let Some(text) = text else {
        if main.is_some() || review.is_some() {
            return Err(KeptError::Syntax);
        }
        return Ok(Opened {
            tree: Tree::from_game(game),
            review: None,
        });
    };
    let main_game = match main {
        Some(link) => match decode(link).map_err(KeptError::Main)? {
            Link::Game(l) => l.game,
            Link::Position(_) => return Err(KeptError::Syntax),
        },
        None => game.clone(),
    };
    if main_game.start() != game.start() {
        return Err(KeptError::Mismatch);
    }
    let tree = Tree::from_text(main_game, text).map_err(KeptError::Tree)?;
    let back_to = match review {
        Some(key) => Some(tree.node_of_key(key).ok_or(KeptError::Mismatch)?),
        None => None,
    };
    // The link's game is the tree's line where the game is.
    let mut at_game = tree.clone();
    if let Some(node) = back_to {
        at_game.goto(node).map_err(|_| KeptError::Mismatch)?;
    }
    if at_game.line() != &game {
        return Err(KeptError::Mismatch);
    }
    Ok(Opened {
        tree,
        review: back_to,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Position};

    fn branching() -> Tree {
        let mut tree = Tree::new(Position::start(Options::default()).unwrap());
        for _ in 0..6 {
            let m = tree.position().legal_move_list()[0];
            tree.play(m).unwrap();
        }
        tree.undo();
        tree.undo();
        let m = tree.position().legal_move_list()[2];
        tree.play(m).unwrap();
        tree
    }

    #[test]
    fn a_game_of_one_line_keeps_nothing_more() {
        let mut tree = Tree::new(Position::start(Options::default()).unwrap());
        tree.play(tree.position().legal_move_list()[0]).unwrap();
        assert_eq!(Written::default().extra(&tree, None), "");
        let opened = read(tree.line().clone(), "").unwrap();
        assert_eq!(opened.tree, tree);
    }

    #[test]
    fn variations_and_a_review_come_back() {
        let tree = branching();
        // A review of move 2 of the variation's line, returning to the variation's end.
        let mut shown = tree.clone();
        shown.goto(shown.line_node(2).unwrap()).unwrap();
        let mut written = Written::default();
        let extra = written.extra(&tree, Some(&shown));
        assert!(extra.contains("main: g2."), "{extra}");
        assert!(extra.contains("review: "), "{extra}");
        let opened = read(tree.line().clone(), &extra).unwrap();
        assert_eq!(opened.tree, shown);
        let back = opened.review.unwrap();
        assert_eq!(back.ply(), tree.cursor().ply());
        let mut at = opened.tree.clone();
        at.goto(back).unwrap();
        assert_eq!(at.line(), tree.line());
    }

    #[test]
    fn a_tree_that_is_not_the_links_is_left_out() {
        let tree = branching();
        let extra = Written::default().extra(&tree, None);
        let mut other = Tree::new(Position::start(Options::default()).unwrap());
        other.play(other.position().legal_move_list()[5]).unwrap();
        assert_eq!(read(other.line().clone(), &extra), Err(KeptError::Mismatch));
        for junk in [
            "tree: v1;0@1;nonsense",
            "tree: v9;0@0",
            "main: g2.@@\ntree: v1;0@0",
            "what: ever",
            "tree: v1;0@0\ntree: v1;0@0",
            "review: 0@1",
        ] {
            assert!(read(tree.line().clone(), junk).is_err(), "{junk}");
        }
    }
}
