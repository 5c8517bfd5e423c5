//! Messages for the player ([`Notice`], kept as [`Message`]s) and how sharing went.

use crate::ai::wire::AiError;
use crate::app::games::StoreError;
use crate::app::i18n::Lang;
use crate::app::link::{LinkError, Salvage};
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
    /// A link was read only in part: the game opened with the moves before the first one that
    /// could not be read.
    LinkSalvaged(Salvage),
    /// A kept game could not be read (it stays in the games list).
    SavedGameUnreadable(LinkError),
    /// The computer opponent failed.
    ComputerError(AiError),
    /// A game saved by a newer version of the game is kept as it is.
    NewerSave,
    /// The texts of this language could not be loaded (offline before they were kept, or a
    /// damaged file): the page stays in its language.
    TextsUnavailable(Lang),
    /// The game is not being saved: storage is full (the way out: delete old games in the
    /// games list) or turned off.
    NotSaved(StoreError),
    /// Old saves could not be moved into the games list and are kept where they are.
    OldSavesInPlace(StoreError),
    /// An unreadable saved value is kept in the games list as it was.
    UnreadableKept,
    /// The game was changed in another tab: this tab's moves are kept as a separate game.
    KeptAsCopy,
    /// This many of the oldest finished games were removed to make room.
    GamesRemoved(usize),
    /// The kept game's variations could not be read (its moves are kept).
    TreeUnreadable,
    /// A game chosen in the list is no longer kept.
    GameGone,
    /// The game holds the most moves a game may hold ([`Game::MAX_MOVES`]).
    GameTooLong,
    /// The tree's lines were changed ([`crate::app::state::Action::UndoEdit`] takes it back).
    LinesEdited(LineEdit),
    /// A new game (or a restart) replaced a game with moves; [`Action::RestorePrevious`] brings
    /// it back.
    GameReplaced,
    /// How sharing a link went, and the link (or, from a copy opened as a file, the game code).
    Shared(ShareOutcome, String),
}

/// How long a message stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lasts {
    /// Until a person plays the next move, or another game replaces this one: it is about the
    /// game as it was (who starts, the game a restart replaced, a link shared of the position
    /// before, an edit of the lines to take back).
    UntilNextMove,
    /// Until the player dismisses it (or what it says is settled): errors, and what the player
    /// has to act on.
    UntilDismissed,
}

impl Notice {
    /// How long the message stays.
    ///
    /// ```
    /// use sternhalma::app::state::{Lasts, Notice};
    /// use sternhalma::engine::Seat;
    ///
    /// assert_eq!(Notice::Starts(Seat::FIRST).lasts(), Lasts::UntilNextMove);
    /// assert_eq!(Notice::GameTooLong.lasts(), Lasts::UntilDismissed);
    /// ```
    pub fn lasts(&self) -> Lasts {
        match self {
            Notice::CoinToss(_)
            | Notice::Starts(_)
            | Notice::GameReplaced
            | Notice::Shared(..)
            | Notice::LinesEdited(_) => Lasts::UntilNextMove,
            _ => Lasts::UntilDismissed,
        }
    }

    /// Whether it tells of something that went wrong (shown as an alert).
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Notice::BrokenLink(_) | Notice::ComputerError(_) | Notice::LinkSalvaged(_)
        )
    }
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
