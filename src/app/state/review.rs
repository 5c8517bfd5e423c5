//! The review: moving through the game's tree (the review's keys, clicks in the move list,
//! the replay playing by itself), editing its lines (make main line, delete from here, and
//! taking that back), and the rule that keeps every game live: a review that comes back to the
//! game's own position gives the game back ([`UiState::settle_review`]).

use crate::app::state::notice::{LineEdit, Notice};
use crate::app::state::ui_state::{Mode, Speed, UiState};
use crate::app::tree::{NodeId, Tree, TreeError};
use crate::engine::{Cell, Ply};

impl UiState {
    pub(super) fn continue_here(&mut self) -> bool {
        if !matches!(self.mode, Mode::Replay { .. }) {
            return false;
        }
        self.mode = Mode::Playing;
        self.animation = None;
        true
    }

    /// Goes to ply `ply` of the line on screen.
    pub(super) fn goto_ply(&mut self, ply: usize) -> bool {
        match self.tree.line_node(ply) {
            Some(node) => self.goto_node(node),
            None => false,
        }
    }

    /// From the game, going to another node opens a review: the computer does not play there
    /// unless the player continues from it. The game's own position is the game: going there
    /// from the game does nothing while it goes on, and opens a review of a finished game.
    pub(super) fn goto_node(&mut self, node: NodeId) -> bool {
        if self.overlay.is_new_game() || !self.tree.contains(node) {
            return false;
        }
        if self.playing() {
            if node == self.tree.cursor() && !self.position().is_over() {
                return false;
            }
            self.enter_replay();
            if node != self.tree.cursor() && !self.goto(node) {
                self.leave_replay();
                return false;
            }
            return true;
        }
        self.goto(node)
    }

    /// A review that shows the game's own position while the game goes on gives the game back:
    /// the computer plays there, and a move played there is the game's next move. Whatever way
    /// the review came back (→, End, a click in the move list, the replay playing by itself, a
    /// move that steps along the recorded line), the player is in the game, never in a review
    /// that holds the game still. Learning keeps its review until it stops. Returns whether
    /// the review closed.
    pub(super) fn settle_review(&mut self) -> bool {
        match self.mode {
            Mode::Replay {
                back_to,
                learn: None,
                ..
            } if back_to == self.tree.cursor() && !self.position().is_over() => {
                self.mode = Mode::Playing;
                true
            }
            _ => false,
        }
    }

    /// Makes the line through `node` the main line.
    pub(super) fn promote(&mut self, node: NodeId) -> bool {
        self.edit_lines(LineEdit::Promoted, |tree| tree.promote(node))
    }

    /// Removes `node` and everything after it.
    pub(super) fn delete_from(&mut self, node: NodeId) -> bool {
        self.edit_lines(LineEdit::Deleted, |tree| tree.delete(node))
    }

    /// Takes back the last promote or delete.
    pub(super) fn undo_edit(&mut self) -> bool {
        let Some(edit) = self.edit.take() else {
            return false;
        };
        let changed = self.edit_lines(LineEdit::Restored, |tree| tree.restore(&edit).map(Some));
        // (A restore is not itself taken back.)
        self.edit = None;
        self.messages
            .retain(|m| !matches!(m.notice, Notice::LinesEdited(_)));
        changed
    }

    /// Changes the tree's lines with `change`, keeps what takes it back, and keeps a review's
    /// way back on the node it was on (node ids change with the lines).
    pub(super) fn edit_lines(
        &mut self,
        what: LineEdit,
        change: impl FnOnce(&mut Tree) -> Result<Option<crate::app::tree::Edit>, TreeError>,
    ) -> bool {
        if self.overlay.is_new_game() {
            return false;
        }
        let back = self.review_from().map(|n| path_to(&self.tree, n));
        let before_cursor = self.tree.cursor();
        let Ok(Some(edit)) = change(&mut self.tree) else {
            return false;
        };
        if let (Mode::Replay { back_to, learn, .. }, Some(back)) = (&mut self.mode, back) {
            // (Node ids change with the lines: the mistakes' nodes with them.)
            *learn = None;
            // The way back is gone with a deleted line: the review returns to where it is.
            *back_to = follow(&self.tree, &back).unwrap_or(self.tree.cursor());
        }
        if what != LineEdit::Restored {
            self.edit = Some(Box::new(edit));
            self.messages
                .retain(|m| !matches!(m.notice, Notice::LinesEdited(_)));
            self.push(Notice::LinesEdited(what));
        }
        if self.tree.cursor() != before_cursor {
            self.selected = None;
            self.hint = None;
        }
        self.animation = None;
        true
    }

    /// A replay starts from the first move and plays by itself (it can be paused); leaving it
    /// goes back to the game.
    pub(super) fn replay(&mut self, on: bool) -> bool {
        match (on, &self.mode) {
            // (From the start of the game there is nothing to replay.)
            (true, Mode::Playing) if self.playing() && self.game().cursor() > 0 => {
                self.enter_replay();
                self.goto_ply(0);
                let go = self.game().can_redo();
                self.set_autoplay_flag(go);
            }
            (false, Mode::Replay { .. }) => self.leave_replay(),
            _ => return false,
        }
        true
    }

    /// Plays the replay by itself (from the start again when it is at the end of the line), or
    /// stops it.
    pub(super) fn set_autoplay(&mut self, on: bool) -> bool {
        match self.mode {
            Mode::Replay { autoplay, .. } if autoplay != on => {}
            _ => return false,
        }
        if on && !self.game().can_redo() {
            self.goto_ply(0);
        }
        let go = on && self.game().can_redo();
        self.set_autoplay_flag(go);
        true
    }

    pub(super) fn set_speed(&mut self, speed: Speed) -> bool {
        let changed = speed != self.speed;
        self.speed = speed;
        changed
    }

    /// The next move of the line on screen; at the end, the replay stops.
    pub(super) fn autoplay_step(&mut self) -> bool {
        if !matches!(self.mode, Mode::Replay { autoplay: true, .. }) {
            return false;
        }
        let next = self.game().cursor() + 1;
        if !self.goto_ply(next) {
            self.set_autoplay_flag(false);
            return true;
        }
        let go = self.game().can_redo();
        self.set_autoplay_flag(go);
        true
    }

    /// Lets the review's replay play by itself, or stops it.
    fn set_autoplay_flag(&mut self, on: bool) {
        if let Mode::Replay { autoplay, .. } = &mut self.mode {
            *autoplay = on;
        }
    }

    /// A review of the game from here, which comes back here.
    pub(super) fn enter_replay(&mut self) {
        self.mode = Mode::review(self.tree.cursor());
        self.selected = None;
        self.hint = None;
    }

    pub(super) fn leave_replay(&mut self) {
        if let Mode::Replay { back_to, .. } = self.mode {
            // back_to is kept on its node through edits (see `edit_lines`).
            let _ = self.tree.goto(back_to);
            self.mode = Mode::Playing;
            self.animation = None;
            self.selected = None;
            self.hint = None;
        }
    }

    /// The hop path of the ply after the cursor, when it is a move (to animate a step forward).
    pub(super) fn next_ply_path(&self) -> Option<Vec<Cell>> {
        let game = self.game();
        match game.plies().get(game.cursor()) {
            Some(Ply::Move(m)) => self.position().path(*m),
            _ => None,
        }
    }

    /// After the cursor moved: no selection or hint; animate along `path`, if any.
    pub(super) fn arrive(&mut self, path: Option<Vec<Cell>>) {
        self.selected = None;
        self.hint = None;
        match path {
            Some(p) => self.animate(p),
            None => self.animation = None,
        }
    }

    pub(super) fn goto(&mut self, node: NodeId) -> bool {
        let before = self.tree.cursor();
        if self.overlay.is_new_game() || node == before {
            return false;
        }
        // One move forward along the line (and the forced passes after it) slides the peg
        // along its path.
        let game = self.game();
        let ply = node.ply();
        let path = if self.tree.is_on_line(node)
            && ply > game.cursor()
            && game.moves_before(ply) == Some(game.moves_played() + 1)
        {
            self.next_ply_path()
        } else {
            None
        };
        // The cursor never rests before a forced pass (the tree moves it past).
        if !self.tree.goto(node).unwrap_or(false) || self.tree.cursor() == before {
            return false;
        }
        self.arrive(path);
        true
    }
}

/// The plies from the start to `node` (to find the same node again after the tree's lines were
/// renumbered).
fn path_to(tree: &Tree, node: NodeId) -> Vec<Ply> {
    let mut plies = Vec::with_capacity(node.ply());
    let mut at = Some(node);
    while let Some(n) = at {
        if let Ok(Some(ply)) = tree.ply(n) {
            plies.push(ply);
        }
        at = tree.parent(n).ok().flatten();
    }
    plies.reverse();
    plies
}

/// The node reached from the start by `plies`, if the tree still has it.
fn follow(tree: &Tree, plies: &[Ply]) -> Option<NodeId> {
    let mut at = tree.root();
    for &ply in plies {
        at = tree
            .children(at)
            .ok()?
            .into_iter()
            .find(|&c| tree.ply(c) == Ok(Some(ply)))?;
    }
    Some(at)
}
