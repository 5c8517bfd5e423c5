//! The one place where the game screen asks the computer opponent for a move (a computer seat's
//! turn, or a hint).
//!
//! The AI bridge (`ui/ai.rs`, a Web Worker, by the AI engineer) provides
//! `think(AiRequest { position, level, history }, done) -> AiTicket`. With [`AVAILABLE`] `false`
//! the new-game screen keeps computer seats disabled and the Hint button is hidden.

use yew::Callback;

use crate::engine::Position;

/// Whether the computer opponent is built in.
pub const AVAILABLE: bool = true;

/// The strongest level (used for hints).
pub const STRONGEST: u8 = 4;

/// An outstanding request; dropping it ignores the answer.
pub struct Ticket {
    _inner: crate::ui::ai::AiTicket,
}

/// Asks for a move of the side to move in `position` at `level` (`1..=4`); `history` holds the
/// recent position texts (repetition avoidance). `done` gets the move in the engine's notation
/// or an error text. Returns `None` when no computer opponent is available.
pub fn request(
    position: &Position,
    level: u8,
    history: Vec<String>,
    done: Callback<Result<String, String>>,
) -> Option<Ticket> {
    if !AVAILABLE {
        return None;
    }
    let request = crate::ui::ai::AiRequest {
        position: position.to_string(),
        level: level.clamp(1, 4),
        history,
    };
    Some(Ticket {
        _inner: crate::ui::ai::think(request, done),
    })
}
