//! The one place where the game screen asks the computer opponent for a move (a computer seat's
//! turn, or a hint).
//!
//! The AI bridge (`ui/ai.rs`, a Web Worker) provides
//! `think(AiRequest { position, level, history }, done) -> AiTicket`; this module adds the
//! level clamp and a minimum display delay.

use yew::Callback;

use crate::engine::Position;

/// The strongest level (used for hints).
pub const STRONGEST: u8 = 4;

/// Answers are shown no sooner than this after the request (milliseconds), so
/// that quick computer moves stay visible.
pub const MIN_VISIBLE_MS: f64 = 400.0;

/// An outstanding request; dropping it ignores the answer.
pub struct Ticket {
    _inner: crate::ui::ai::AiTicket,
    alive: std::rc::Rc<std::cell::Cell<bool>>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.alive.set(false);
    }
}

/// Asks for a move of the side to move in `position` at `level` (`1..=4`); `history` holds the
/// recent position texts (repetition avoidance). `done` gets the move in the engine's notation
/// or an error text.
pub fn request(
    position: &Position,
    level: u8,
    history: Vec<String>,
    done: Callback<Result<String, String>>,
) -> Ticket {
    let request = crate::ui::ai::AiRequest {
        position: position.to_string(),
        level: level.clamp(1, 4),
        history,
    };
    let alive = std::rc::Rc::new(std::cell::Cell::new(true));
    let t0 = js_sys::Date::now();
    let delayed = {
        let alive = alive.clone();
        Callback::from(move |answer: Result<String, String>| {
            let wait = MIN_VISIBLE_MS - (js_sys::Date::now() - t0);
            if wait <= 0.0 {
                done.emit(answer);
                return;
            }
            let (alive, done) = (alive.clone(), done.clone());
            let later = wasm_bindgen::closure::Closure::once_into_js(move || {
                if alive.get() {
                    done.emit(answer);
                }
            });
            let timer = web_sys::window().map(|w| {
                use wasm_bindgen::JsCast;
                w.set_timeout_with_callback_and_timeout_and_arguments_0(
                    later.unchecked_ref(),
                    wait.ceil() as i32,
                )
            });
            let _ = timer;
        })
    };
    Ticket {
        _inner: crate::ui::ai::think(request, delayed),
        alive,
    }
}
