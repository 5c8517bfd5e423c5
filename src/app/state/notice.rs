//! Messages for the player ([`Notice`], kept as [`Message`]s) and how sharing went.

use crate::app::link::LinkError;
use crate::engine::Seat;

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The coin toss picked this seat to start.
    CoinToss(Seat),
    /// This seat was chosen to start.
    Starts(Seat),
    /// A link could not be read.
    BrokenLink(LinkError),
    /// The autosaved game could not be read and was set aside.
    SavedGameUnreadable(LinkError),
    /// The computer opponent failed.
    ComputerError(String),
    /// A game saved by a newer version of the game is kept as it is; this game is not saved.
    NewerSave,
    /// The game is not being saved (the browser's storage is full or turned off).
    NotSaved,
    /// The game holds the most moves a game may hold ([`Game::MAX_MOVES`]).
    GameTooLong,
    /// The tree's lines were changed ([`crate::app::state::Action::UndoEdit`] takes it back).
    LinesEdited(LineEdit),
    /// A new game (or a restart) replaced a game with moves; [`Action::RestorePrevious`] brings
    /// it back.
    GameReplaced,
    /// A link opened in place of the saved game, which is kept (its stored text) to be opened
    /// if the player asks for it.
    SavedGameKept(String),
    /// How sharing a link went, and the link (or, from a copy opened as a file, the game code).
    Shared(ShareOutcome, String),
}

/// A change of the game tree's lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEdit {
    /// A variation became the main line.
    Promoted,
    /// Moves were deleted.
    Deleted,
    /// The last change was taken back.
    Restored,
}

/// How sharing went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareOutcome {
    /// Handed to the system's share sheet.
    Shared,
    /// Written to the clipboard.
    Copied,
    /// Neither worked: the user copies the link from the field.
    Manual,
    /// The user closed the share sheet.
    Cancelled,
    /// From a copy opened as a file (whose links open only there): the game code was copied.
    CodeCopied,
    /// From such a copy, the code could not be copied: the user copies it from the field.
    CodeManual,
}

/// A pending message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Identity, for [`Action::Dismiss`].
    pub id: u32,
    /// What it says.
    pub notice: Notice,
}
