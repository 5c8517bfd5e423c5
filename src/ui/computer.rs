//! The one place where the game screen asks the computer opponent for a move (a computer seat's
//! turn, or a hint).
//!
//! The AI bridge (`ui/workers`, a Web Worker) provides
//! `think(position, history, level, done) -> AiTicket`; this module adds a minimum display
//! delay.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::Callback;

use crate::ai::wire::AiError;
use crate::ai::Level;
use crate::engine::{Move, Position};

/// Answers are shown no sooner than this after the request (milliseconds), so
/// that quick computer moves stay visible.
pub const MIN_VISIBLE_MS: f64 = 400.0;

/// An outstanding request; dropping it ignores the answer (and cancels its display delay).
pub struct Ticket {
    _inner: crate::ui::workers::AiTicket,
    _delay: Rc<RefCell<Option<Timeout>>>,
}

/// Positions of the game sent with each request, for repetition avoidance: the last ones
/// before the cursor (a bounded number, so a request costs the same in a long game).
pub const HISTORY: usize = 240;

/// The positions of `game` before its cursor that a request sends (at most [`HISTORY`], oldest
/// first).
pub fn history(game: &crate::engine::Game) -> Vec<Position> {
    history_before(game, game.cursor())
}

/// The positions before ply number `ply` of `game` that [`history`] would give at it.
pub fn history_before(game: &crate::engine::Game, ply: usize) -> Vec<Position> {
    (ply.saturating_sub(HISTORY)..ply)
        .filter_map(|i| game.position_at(i).cloned())
        .collect()
}

/// Asks for a move of the side to move in `position` at `level`; `history` holds the
/// game's earlier positions ([`history`], repetition avoidance). `done` gets the move (a legal
/// move of `position`, read once as the answer is decoded) or the typed error.
pub fn request(
    position: &Position,
    level: Level,
    history: Vec<Position>,
    done: Callback<Result<Move, AiError>>,
) -> Ticket {
    let delay = Rc::new(RefCell::new(None::<Timeout>));
    let t0 = js_sys::Date::now();
    let delayed = {
        let delay = Rc::downgrade(&delay);
        Callback::from(move |answer: Result<Move, AiError>| {
            let wait = MIN_VISIBLE_MS - (js_sys::Date::now() - t0);
            if wait <= 0.0 {
                done.emit(answer);
                return;
            }
            // The timer lives in the ticket: dropping the ticket cancels it.
            if let Some(delay) = delay.upgrade() {
                let done = done.clone();
                let timer = Timeout::new(wait.ceil() as u32, move || done.emit(answer));
                *delay.borrow_mut() = Some(timer);
            }
        })
    };
    Ticket {
        _inner: crate::ui::workers::think(position.clone(), history, level, delayed),
        _delay: delay,
    }
}
