//! Moves shown on the board before they are played: the move whose name the pointer or the
//! focus is on ([`Preview`], [`Action::Preview`]) and the best move picked in live play
//! ([`Action::BestMove`]: the first click shows it, a second one plays it). The board draws the
//! path of either ([`UiState::preview_path`]) as `polyline.preview-path`.

use crate::app::state::action::Action;
use crate::app::state::ui_state::{Mode, UiState};
use crate::app::tree::NodeId;
use crate::engine::{Cell, Move, Ply, Position};

/// A move named on the screen, to draw on the board while it is pointed at or focused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preview {
    /// The move into this node of the tree (a row of the move list).
    Node(NodeId),
    /// The last of these moves, played one after the other from the position on screen: a best
    /// move or the hint (a line of one), a move of the best line (the line up to it).
    Here(Vec<Move>),
    /// A move at the position before the mistake the learning box is about.
    Learn(Move),
}

/// A preview resolved against the state it was asked in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// What was pointed at.
    pub(super) what: Preview,
    /// Every hole the move's peg visits, start and end included.
    pub(super) path: Vec<Cell>,
    /// The position on screen it was made for (`None`: a move list row, which stays true
    /// wherever the cursor goes).
    pub(super) at: Option<NodeId>,
}

/// Every hole `m` visits from `before` (start and end included), if it is legal there.
fn path_of(before: &Position, m: Move) -> Option<Vec<Cell>> {
    before.path(m)
}

impl UiState {
    /// The path of the move to show on the board: the one pointed at, else the best move picked
    /// in live play, else the hint (its rings mark where it starts and ends, its path how it
    /// gets there); empty for none.
    pub fn preview_path(&self) -> Vec<Cell> {
        let cursor = self.tree.cursor();
        if let Some(s) = self
            .preview
            .as_ref()
            .filter(|s| s.at.is_none_or(|n| n == cursor))
        {
            return s.path.clone();
        }
        self.picked()
            .or_else(|| self.hint())
            .and_then(|m| path_of(self.position(), m))
            .unwrap_or_default()
    }

    /// What is pointed at, while its path is drawn.
    pub fn preview(&self) -> Option<&Preview> {
        let cursor = self.tree.cursor();
        self.preview
            .as_ref()
            .filter(|s| s.at.is_none_or(|n| n == cursor))
            .map(|s| &s.what)
    }

    /// The best move picked in live play (shown, to be played by a second click), while the
    /// position it was picked in is on screen.
    pub fn picked(&self) -> Option<Move> {
        self.picked
            .filter(|&(node, _)| node == self.tree.cursor() && self.mode == Mode::Playing)
            .map(|(_, m)| m)
    }

    /// [`Action::Preview`]: draws `what` (or nothing).
    pub(super) fn set_preview(&mut self, what: Option<Preview>) -> bool {
        let Some(what) = what else {
            return self.preview.take().is_some();
        };
        let cursor = self.tree.cursor();
        let resolved = match &what {
            Preview::Node(node) => self.node_path(*node).map(|p| (p, None)),
            Preview::Here(moves) => line_path(self.position(), moves).map(|p| (p, Some(cursor))),
            Preview::Learn(m) => self
                .learning()
                .and_then(|(l, _)| l.current())
                .and_then(|mistake| path_of(&mistake.before, *m))
                .map(|p| (p, Some(cursor))),
        };
        let Some((path, at)) = resolved else {
            return false;
        };
        let shown = Shown { what, path, at };
        if self.preview.as_ref() == Some(&shown) {
            return false;
        }
        self.preview = Some(shown);
        true
    }

    /// [`Action::BestMove`]: in live play the first click picks `m` (its path drawn), a second
    /// click on it plays it; in a review it plays at once (into the tree).
    pub(super) fn best_move(&mut self, m: Move) -> bool {
        if !self.human_to_move() || !self.position().legal_move_list().contains(&m) {
            return false;
        }
        if self.mode == Mode::Playing && self.picked() != Some(m) {
            self.picked = Some((self.tree.cursor(), m));
            return true;
        }
        self.picked = None;
        self.apply(Action::Drop {
            from: m.from,
            to: m.to,
        })
    }

    /// The path of the move into `node`, from the position before it.
    fn node_path(&self, node: NodeId) -> Option<Vec<Cell>> {
        let Ok(Some(Ply::Move(m))) = self.tree.ply(node) else {
            return None;
        };
        let parent = self.tree.parent(node).ok()??;
        let mut tree = self.tree.clone();
        tree.goto(parent).ok()?;
        path_of(tree.position(), m)
    }
}

/// The path of the last of `moves`, played one after the other from `from`.
fn line_path(from: &Position, moves: &[Move]) -> Option<Vec<Cell>> {
    let (&last, before) = moves.split_last()?;
    let mut position = from.clone();
    for &m in before {
        position.play(m).ok()?;
    }
    path_of(&position, last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::state::testing::play_first_legal;

    /// A game with a hop chain (a move through more than two holes) to play: the state, the
    /// move and its path.
    fn before_a_hop_chain() -> (UiState, Move, Vec<Cell>) {
        let mut s = UiState::default();
        for _ in 0..40 {
            let position = s.position().clone();
            let chain = position
                .legal_move_list()
                .iter()
                .filter_map(|&m| Some((m, position.path(m)?)))
                .find(|(_, p)| p.len() > 2);
            if let Some((m, path)) = chain {
                return (s, m, path);
            }
            play_first_legal(&mut s);
        }
        panic!("no hop chain in 40 moves");
    }

    #[test]
    fn a_move_list_row_draws_its_move_through_every_hole_wherever_the_cursor_is() {
        let (mut s, m, path) = before_a_hop_chain();
        assert!(s.apply(Action::Drop {
            from: m.from,
            to: m.to
        }));
        let node = s.tree().cursor();
        assert!(s.preview_path().is_empty());
        assert!(s.apply(Action::Preview(Some(Preview::Node(node)))));
        assert_eq!(s.preview_path(), path);
        assert_eq!(s.preview(), Some(&Preview::Node(node)));
        // Pointing at it again changes nothing; another position on screen keeps it.
        assert!(!s.apply(Action::Preview(Some(Preview::Node(node)))));
        assert!(s.apply(Action::Goto(0)));
        assert_eq!(s.preview_path(), path);
        // The pointer leaves: nothing is drawn.
        assert!(s.apply(Action::Preview(None)));
        assert!(s.preview_path().is_empty());
        assert!(!s.apply(Action::Preview(None)));
        // The root has no move to draw.
        let root = s.tree().root();
        assert!(!s.apply(Action::Preview(Some(Preview::Node(root)))));
    }

    #[test]
    fn a_line_draws_its_last_move_from_the_position_after_the_others_until_the_position_changes() {
        let (s0, m, path) = before_a_hop_chain();
        // A line of one: the move itself.
        let mut s = s0.clone();
        assert!(s.apply(Action::Preview(Some(Preview::Here(vec![m])))));
        assert_eq!(s.preview_path(), path);
        // A line of two: the second move, from the position after the first.
        let mut after = s0.position().clone();
        after.play(m).unwrap();
        let reply = after.legal_move_list()[0];
        let reply_path = after.path(reply).unwrap();
        assert!(s.apply(Action::Preview(Some(Preview::Here(vec![m, reply])))));
        assert_eq!(s.preview_path(), reply_path);
        // Not a line of this position: nothing.
        assert!(!s.apply(Action::Preview(Some(Preview::Here(vec![reply])))));
        assert!(!s.apply(Action::Preview(Some(Preview::Here(Vec::new())))));
        // Another position on screen: the line is not drawn there.
        play_first_legal(&mut s);
        assert!(s.preview_path().is_empty());
        assert_eq!(s.preview(), None);
    }

    #[test]
    fn in_live_play_a_best_move_is_shown_first_and_played_by_a_second_click() {
        let (mut s, m, path) = before_a_hop_chain();
        let plies = s.game().plies().len();
        assert!(s.apply(Action::BestMove(m)));
        assert_eq!(s.game().plies().len(), plies, "not played yet");
        assert_eq!(s.picked(), Some(m));
        assert_eq!(s.preview_path(), path);
        // Another best move picked instead; Escape forgets it.
        let other = s
            .position()
            .legal_move_list()
            .iter()
            .copied()
            .find(|&o| o != m)
            .unwrap();
        assert!(s.apply(Action::BestMove(other)));
        assert_eq!(s.picked(), Some(other));
        assert!(s.apply(Action::Cancel));
        assert_eq!(s.picked(), None);
        assert!(s.preview_path().is_empty());
        // Picked again, then played by the second click.
        assert!(s.apply(Action::BestMove(m)));
        assert!(s.apply(Action::BestMove(m)));
        assert_eq!(s.game().plies().len(), plies + 1);
        assert_eq!(s.game().last_move(), Some(m));
        assert_eq!(s.picked(), None);
        // A move that is not legal here does nothing.
        assert!(!s.apply(Action::BestMove(m)));
    }

    #[test]
    fn in_a_review_a_best_move_is_played_at_once() {
        let mut s = UiState::default();
        play_first_legal(&mut s);
        play_first_legal(&mut s);
        assert!(s.apply(Action::Goto(1)));
        assert!(s.review_from().is_some());
        let m = s.position().legal_move_list()[1];
        assert!(s.apply(Action::BestMove(m)));
        assert_eq!(s.game().cursor(), 2);
        assert_eq!(s.game().last_move(), Some(m));
        assert_eq!(s.picked(), None);
    }

    #[test]
    fn the_learning_box_draws_a_move_of_the_position_before_the_mistake_only_while_learning() {
        let (mut s, m, _) = before_a_hop_chain();
        assert!(!s.apply(Action::Preview(Some(Preview::Learn(m)))));
    }
}
