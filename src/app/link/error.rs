//! Why a text is not a valid link: [`LinkError`].

use std::error::Error;
use std::fmt;

use crate::engine::{OptionsError, ParseSetupError, PositionError};

/// Why a text is not a valid link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkError {
    /// Nothing after the `#`.
    Empty,
    /// Longer than [`MAX_LEN`](crate::app::link::MAX_LEN).
    TooLong,
    /// No `<kind><version>.` header: not a link of this game.
    NotALink,
    /// A kind of link this build does not know.
    UnknownKind,
    /// A version newer than this build reads.
    FutureVersion {
        /// The kind letter (`g`, `p`, `t`).
        kind: char,
        /// The version in the link.
        version: u32,
    },
    /// A character outside the link alphabet, at this byte offset of the link.
    BadChar {
        /// Byte offset (the leading `#` not counted).
        index: usize,
    },
    /// The link ends too early.
    Truncated,
    /// Characters (or non-zero padding bits) after the end of the data.
    TrailingData,
    /// An option or value code that means nothing (e.g. from a newer build), or options
    /// written twice, out of order or at their defaults.
    UnknownOption,
    /// Options that do not go together.
    Options(OptionsError),
    /// A seat number or seat kind that cannot be.
    BadSeat,
    /// A peg given to an army that does not play.
    BadPeg,
    /// The pegs and turn do not make a valid position.
    Position(PositionError),
    /// A readable position that cannot be parsed.
    Notation(ParseSetupError),
    /// A readable position with more passes in a row than a position link holds.
    TooManyPasses {
        /// The passes it says.
        passes: u8,
    },
    /// More than [`MAX_MOVES`](crate::app::link::MAX_MOVES) moves.
    TooManyMoves,
    /// The move with this 1-based number is not legal where it is played.
    IllegalMove {
        /// 1-based move number.
        number: usize,
    },
    /// The current move lies beyond the recorded moves.
    Cursor {
        /// The cursor in the link (moves played).
        cursor: usize,
        /// The moves recorded.
        moves: usize,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => f.write_str("the link is empty"),
            LinkError::TooLong => f.write_str("the link is too long"),
            LinkError::NotALink => f.write_str("not a sternhalma link"),
            LinkError::UnknownKind => {
                f.write_str("unknown kind of link (made by a newer version?)")
            }
            LinkError::FutureVersion { kind, version } => {
                write!(
                    f,
                    "link made by a newer version of the game ({kind}{version})"
                )
            }
            LinkError::BadChar { index } => write!(f, "bad character at position {}", index + 1),
            LinkError::Truncated => f.write_str("the link is cut short"),
            LinkError::TrailingData => f.write_str("unexpected data at the end of the link"),
            LinkError::UnknownOption => f.write_str("unknown rule option"),
            LinkError::Options(e) => write!(f, "invalid options: {e}"),
            LinkError::BadSeat => f.write_str("invalid seat"),
            LinkError::BadPeg => f.write_str("peg of an army that does not play"),
            LinkError::Position(e) => write!(f, "invalid position: {e}"),
            LinkError::Notation(e) => write!(f, "unreadable position: {e}"),
            LinkError::TooManyMoves => f.write_str("too many moves"),
            LinkError::TooManyPasses { passes } => {
                write!(f, "{passes} passes in a row: a link holds at most 7")
            }
            LinkError::IllegalMove { number } => write!(f, "illegal move at move {number}"),
            LinkError::Cursor { cursor, moves } => {
                write!(
                    f,
                    "current move {cursor} is beyond the {moves} moves recorded"
                )
            }
        }
    }
}

impl Error for LinkError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            LinkError::Options(e) => Some(e),
            LinkError::Position(e) => Some(e),
            LinkError::Notation(e) => Some(e),
            _ => None,
        }
    }
}
