//! The cards and dialogs over the board ([`Overlay`]): at most one is open, and it changes only
//! through actions. The welcome holds the game until it closes; the result card opens when the
//! game comes to its end in play (`UiState::settle_result`); how to play, the games list, the lessons, the
//! new-game form and the position editor open over the board, the welcome or the result card
//! and give back what they were opened over when they close.

use crate::app::editor::EditorStart;
use crate::app::state::ui_state::{Mode, UiState};

/// The card or dialog over the board (at most one is open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// No card: the board.
    Board,
    /// The first visit's welcome: how to start (the game waits behind it).
    Welcome,
    /// The result of the finished game (shown while the game, not a review, is on screen).
    Result,
    /// The new-game form (the game waits behind it).
    NewGame(Under),
    /// How to play.
    HowTo(Under),
    /// The games kept on this copy ("Your games").
    Games(Under),
    /// The lessons ("Learn to play"); the lesson being played is the dialog's own state.
    Lessons(Under),
    /// The position editor (in the page's second module), with where it opened.
    Editor(Box<EditorStart>, Under),
    /// The puzzles (their own board and state live in `app::train::puzzle_screen`).
    Puzzles(Under),
}

/// What a card was opened over, given back when it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Under {
    /// The board.
    Board,
    /// The welcome.
    Welcome,
    /// The result card.
    Result,
}

impl From<Under> for Overlay {
    fn from(under: Under) -> Overlay {
        match under {
            Under::Board => Overlay::Board,
            Under::Welcome => Overlay::Welcome,
            Under::Result => Overlay::Result,
        }
    }
}

impl Overlay {
    /// What a card opened now goes over (a card open now is replaced by it).
    fn under(&self) -> Under {
        match self {
            Overlay::Board => Under::Board,
            Overlay::Welcome => Under::Welcome,
            Overlay::Result => Under::Result,
            Overlay::NewGame(u)
            | Overlay::HowTo(u)
            | Overlay::Games(u)
            | Overlay::Lessons(u)
            | Overlay::Puzzles(u)
            | Overlay::Editor(_, u) => *u,
        }
    }

    /// The same card over `under` instead.
    fn over(self, under: Under) -> Overlay {
        match self {
            Overlay::Board | Overlay::Welcome | Overlay::Result => under.into(),
            Overlay::NewGame(_) => Overlay::NewGame(under),
            Overlay::HowTo(_) => Overlay::HowTo(under),
            Overlay::Games(_) => Overlay::Games(under),
            Overlay::Lessons(_) => Overlay::Lessons(under),
            Overlay::Editor(e, _) => Overlay::Editor(e, under),
            Overlay::Puzzles(_) => Overlay::Puzzles(under),
        }
    }

    /// Whether the game waits behind it: the welcome (or a card over it) and the new-game form.
    pub fn holds_the_game(&self) -> bool {
        matches!(self, Overlay::NewGame(_)) || self.under() == Under::Welcome
    }

    /// Whether it is the new-game form.
    pub fn is_new_game(&self) -> bool {
        matches!(self, Overlay::NewGame(_))
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&EditorStart> {
        match self {
            Overlay::Editor(e, _) => Some(e),
            _ => None,
        }
    }
}

impl UiState {
    /// The card or dialog over the board.
    pub fn overlay(&self) -> &Overlay {
        &self.overlay
    }

    /// Whether the result card shows: the game's end is on screen (not a review) and the card
    /// is open.
    pub fn shows_result(&self) -> bool {
        self.overlay == Overlay::Result && self.mode == Mode::Playing
    }

    /// Opens the new-game form (over the result card, or in place of the welcome).
    pub(super) fn open_new_game(&mut self) -> bool {
        if self.overlay.is_new_game() {
            return false;
        }
        self.leave_replay();
        let under = match self.overlay.under() {
            Under::Welcome => Under::Board,
            u => u,
        };
        self.overlay = Overlay::NewGame(under);
        self.selected = None;
        true
    }

    /// Closes the new-game form or the welcome.
    pub(super) fn close_new_game(&mut self) -> bool {
        match &self.overlay {
            Overlay::NewGame(under) => self.overlay = (*under).into(),
            Overlay::Welcome => self.overlay = Overlay::Board,
            _ => return false,
        }
        true
    }

    /// Opens (`true`) or closes how to play.
    pub(super) fn show_how_to(&mut self, open: bool) -> bool {
        self.show_card(open, Overlay::HowTo)
    }

    /// Opens (`true`) or closes the games list.
    pub(super) fn show_games(&mut self, open: bool) -> bool {
        self.show_card(open, Overlay::Games)
    }

    /// Opens (`true`) or closes the puzzles.
    pub(super) fn show_puzzles(&mut self, open: bool) -> bool {
        self.show_card(open, Overlay::Puzzles)
    }

    /// Opens (`true`) or closes the lessons.
    pub(super) fn show_lessons(&mut self, open: bool) -> bool {
        self.show_card(open, Overlay::Lessons)
    }

    fn show_card(&mut self, open: bool, card: fn(Under) -> Overlay) -> bool {
        let shown =
            std::mem::discriminant(&self.overlay) == std::mem::discriminant(&card(Under::Board));
        match (open, shown) {
            (true, false) => self.overlay = card(self.overlay.under()),
            (false, true) => self.overlay = self.overlay.under().into(),
            _ => return false,
        }
        true
    }

    /// Opens the position editor on the position on screen.
    pub(super) fn open_editor(&mut self) -> bool {
        if self.overlay.editor().is_some() {
            return false;
        }
        let start = EditorStart {
            position: self.position().clone(),
            seats: self.seats().to_vec(),
        };
        self.overlay = Overlay::Editor(Box::new(start), self.overlay.under());
        true
    }

    /// Closes the position editor.
    pub(super) fn close_editor(&mut self) -> bool {
        if self.overlay.editor().is_none() {
            return false;
        }
        self.overlay = self.overlay.under().into();
        true
    }

    /// Closes the result card.
    pub(super) fn close_result(&mut self) -> bool {
        if !self.shows_result() {
            return false;
        }
        self.overlay = Overlay::Board;
        true
    }

    /// Another game replaced the one played: the welcome and the new-game form close, a card
    /// opened over them stays over the board, and the result card goes (the new game's end
    /// opens its own, [`UiState::settle_result`]).
    pub(super) fn overlay_for_another_game(&mut self) {
        self.overlay = match std::mem::replace(&mut self.overlay, Overlay::Board) {
            Overlay::NewGame(_) => Overlay::Board,
            other => other.over(Under::Board),
        };
    }

    /// The result card after an action: it opens when the game comes to its end in play (a
    /// move, a redo, continuing from a finished position, another game that is over) and goes
    /// when the game is not over any more. A review hides it without closing it, so that "Back
    /// to the game" shows it again; once closed, it stays closed at that end. `before` is
    /// [`UiState::ending`] before the action, `continued`: the action continued the game from a
    /// review's position. Returns whether the overlay changed.
    pub(super) fn settle_result(&mut self, before: Ending, continued: bool) -> bool {
        if self.mode != Mode::Playing {
            return false;
        }
        let over = self.position().is_over();
        let arrived = over
            && (before.epoch != self.epoch
                || continued
                || (!before.reviewing && !before.over_in_play));
        let under = self.overlay.under();
        let next = if !over && under == Under::Result {
            self.overlay.clone().over(Under::Board)
        } else if arrived && under == Under::Board {
            self.overlay.clone().over(Under::Result)
        } else {
            return false;
        };
        let changed = next != self.overlay;
        self.overlay = next;
        changed
    }

    /// Where the game stands, for [`UiState::settle_result`] to compare after an action.
    pub(super) fn ending(&self) -> Ending {
        Ending {
            epoch: self.epoch,
            reviewing: self.mode != Mode::Playing,
            over_in_play: self.mode == Mode::Playing && self.position().is_over(),
        }
    }
}

/// Where the game stands before an action ([`UiState::ending`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Ending {
    epoch: u32,
    reviewing: bool,
    over_in_play: bool,
}
