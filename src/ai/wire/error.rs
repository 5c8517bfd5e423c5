//! The protocol's errors: why a request text is refused ([`WireError`]), the engine's refusals
//! with their codes on the wire ([`RequestError`]), and why the page got no answer
//! ([`AiError`], what the page shows).

use std::error::Error;
use std::fmt;

/// Why a request text gives no request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WireError {
    /// The first line is not a request of this protocol (nothing is answered).
    NotARequest,
    /// A request that is refused: of another version, malformed, or naming a position, level
    /// or move that is none.
    Refused {
        /// The id, when it could be read (the refusal goes back to it; without one, nothing
        /// is answered).
        id: Option<u64>,
        /// Why.
        error: RequestError,
    },
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::NotARequest => f.write_str("not a request of the computer opponent"),
            WireError::Refused { error, .. } => error.fmt(f),
        }
    }
}

impl Error for WireError {}

/// Why the engine refused a request (the `error` answer's code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RequestError {
    /// The position text cannot be read.
    BadPosition,
    /// The position text is readable but not a position of the game.
    InvalidPosition,
    /// The level is not 1 to 6.
    BadLevel,
    /// The move to review is not a legal move of the position.
    BadMove,
    /// The game is over.
    GameOver,
    /// The side to move has no legal move and must pass.
    MustPass,
    /// The request could not be read.
    Malformed,
    /// The request is of another version of the protocol.
    OtherVersion,
}

impl RequestError {
    /// Every error.
    pub const ALL: [RequestError; 8] = [
        RequestError::BadPosition,
        RequestError::InvalidPosition,
        RequestError::BadLevel,
        RequestError::BadMove,
        RequestError::GameOver,
        RequestError::MustPass,
        RequestError::Malformed,
        RequestError::OtherVersion,
    ];

    /// The code on the wire.
    pub fn code(self) -> &'static str {
        match self {
            RequestError::BadPosition => "bad-position",
            RequestError::InvalidPosition => "invalid-position",
            RequestError::BadLevel => "bad-level",
            RequestError::BadMove => "bad-move",
            RequestError::GameOver => "game-over",
            RequestError::MustPass => "must-pass",
            RequestError::Malformed => "malformed",
            RequestError::OtherVersion => "other-version",
        }
    }

    /// The error of a code.
    pub fn from_code(code: &str) -> Option<RequestError> {
        RequestError::ALL.into_iter().find(|e| e.code() == code)
    }
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RequestError::BadPosition => "the position cannot be read",
            RequestError::InvalidPosition => "not a position of the game",
            RequestError::BadLevel => "the level must be 1 to 6",
            RequestError::BadMove => "not a legal move of the position",
            RequestError::GameOver => "the game is over",
            RequestError::MustPass => "the side to move must pass",
            RequestError::Malformed => "malformed request",
            RequestError::OtherVersion => {
                "the page and the computer opponent are of different versions: reload the page"
            }
        })
    }
}

impl Error for RequestError {}

/// Why the page got no answer from a worker: what the page shows, through its catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AiError {
    /// The worker could not be started, or its script or wasm failed to load, or it crashed.
    WorkerFailed,
    /// The worker gave no answer in time.
    TimedOut,
    /// The worker is of another build (a page and a worker of different releases).
    ProtocolMismatch,
    /// The worker's answer cannot be read (or names a move that is not legal where it should
    /// be).
    BadAnswer,
    /// The engine refused the request.
    Engine(RequestError),
}

impl fmt::Display for AiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiError::WorkerFailed => f.write_str("the computer opponent failed to start"),
            AiError::TimedOut => f.write_str("the computer did not answer in time"),
            AiError::ProtocolMismatch => f.write_str(
                "the page and the computer opponent are of different versions: reload the page",
            ),
            AiError::BadAnswer => f.write_str("the computer's answer cannot be read"),
            AiError::Engine(e) => e.fmt(f),
        }
    }
}

impl Error for AiError {}

impl From<RequestError> for AiError {
    /// An engine error as the page sees it: another version is a protocol mismatch.
    fn from(e: RequestError) -> AiError {
        match e {
            RequestError::OtherVersion => AiError::ProtocolMismatch,
            e => AiError::Engine(e),
        }
    }
}
