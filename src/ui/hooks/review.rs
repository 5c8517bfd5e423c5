//! The review's keys and its replay playing by itself.

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::nav::review_step;
use crate::app::state::{Action, AnalysisAction};
use crate::ui::context::GameHandle;

/// While the replay plays by itself, its next move comes after the replay's speed in
/// milliseconds ([`Action::AutoplayStep`]).
#[hook]
pub fn use_autoplay(game: &GameHandle) {
    let game = game.clone();
    use_effect_with(
        (game.autoplay(), game.tree().cursor(), game.epoch()),
        move |(autoplay, _, _)| {
            let timer = autoplay
                .map(|speed| Timeout::new(speed.ms(), move || game.dispatch(Action::AutoplayStep)));
            move || drop(timer)
        },
    );
}

/// ← → Home End step through the line on screen, from anywhere on the page but the board
/// (whose arrow keys move its cursor), a text field, a list or a dialog: in a review, and from
/// the game (which opens one); A, from anywhere but a text field or a dialog, turns the
/// analysis on and off.
#[hook]
pub fn use_review_keys(game: &GameHandle) {
    let game = game.clone();
    // The listener reads the latest state through the handle's clone made at each render.
    let latest = use_mut_ref(|| game.clone());
    *latest.borrow_mut() = game;
    use_effect_with((), move |_| {
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .map(|document| {
                EventListener::new_with_options(
                    &document,
                    "keydown",
                    EventListenerOptions::enable_prevent_default(),
                    move |e| {
                        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                            return;
                        };
                        if e.ctrl_key() || e.alt_key() || e.meta_key() || e.default_prevented() {
                            return;
                        }
                        let within = |selector: &str| {
                            web_sys::window()
                                .and_then(|w| w.document())
                                .and_then(|d| d.active_element())
                                .is_some_and(|a| a.closest(selector).ok().flatten().is_some())
                        };
                        let open_dialog = web_sys::window()
                            .and_then(|w| w.document())
                            .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
                            .is_some();
                        if open_dialog || within("input, select, textarea, dialog") {
                            return;
                        }
                        let game = latest.borrow().clone();
                        // A turns the analysis on and off from anywhere, the board too (whose
                        // own keys leave it alone).
                        if matches!(e.key().as_str(), "a" | "A") || e.code() == "KeyA" {
                            e.prevent_default();
                            let on = !game.analysis().is_on();
                            game.dispatch(Action::Analysis(AnalysisAction::Engine(on)));
                            return;
                        }
                        // R replays the round, from anywhere too.
                        if matches!(e.key().as_str(), "r" | "R") || e.code() == "KeyR" {
                            e.prevent_default();
                            game.dispatch(Action::ReplayRound);
                            return;
                        }
                        // The board's arrow keys move its cursor.
                        if within("svg.board") {
                            return;
                        }
                        let g = game.game();
                        let step =
                            review_step(&e.key(), g.cursor(), g.undo_target(), g.plies().len());
                        if let Some(ply) = step {
                            e.prevent_default();
                            game.dispatch(Action::Goto(ply));
                        }
                    },
                )
            });
        move || drop(listener)
    });
}
