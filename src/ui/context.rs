//! What every component below the root reads: the game's reducer ([`GameHandle`], through
//! [`use_game`]) and the page's language ([`use_lang`]), and the few browser facts the pure
//! logic needs as plain values (a random number, the clock).
//!
//! A leaf of the `ui` layer: it depends on `app` only, and every other `ui` module may use it.
//!
//! ```ignore
//! let Some(game) = use_game() else { return html! {} };
//! let lang = use_lang();
//! game.dispatch(Action::Undo);
//! html! { <p>{ status_text(&game, lang) }</p> }
//! ```

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::Lang;
use crate::app::state::{Action, UiState};

impl Reducible for UiState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// The game's reducer: read the state through it and dispatch actions to it. Cloning it copies
/// a reference, never the state.
pub type GameHandle = UseReducerHandle<UiState>;

/// The game's reducer, provided by the root component (`None` outside it).
#[hook]
pub fn use_game() -> Option<GameHandle> {
    use_context::<GameHandle>()
}

/// The page's language.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// A callback that dispatches `action` (for buttons).
pub fn dispatcher<E: 'static>(game: &GameHandle, action: Action) -> Callback<E> {
    let game = game.clone();
    Callback::from(move |_: E| game.dispatch(action.clone()))
}

/// A callback that dispatches the action `f` makes of what it is called with.
pub fn dispatch_with<T: 'static>(game: &GameHandle, f: fn(T) -> Action) -> Callback<T> {
    let game = game.clone();
    Callback::from(move |x| game.dispatch(f(x)))
}

/// A random number (a new game's coin toss: the reducer stays pure).
pub fn random_u64() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// Milliseconds on the page's clock.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}
