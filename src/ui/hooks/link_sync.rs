//! The address and the autosave kept in step with the game: the executor of
//! [`crate::app::sync::LinkSync`].

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::app::seats::SeatSetup;
use crate::app::state::Action;
use crate::app::sync::LinkSync;
use crate::engine::Game;
use crate::ui::context::GameHandle;
use crate::ui::url::{fragment, BrowserIo, Opening};

/// The machine and what waits to be written.
#[derive(Default)]
struct Executor {
    machine: LinkSync,
    started: bool,
    /// The game (and seats) to write next, and the timer that writes it: writing waits for the
    /// task after the render, so a move is on the screen before the address and the autosave
    /// follow (several changes in one task are written once). Leaving the page writes at once.
    next: Option<(Game, Vec<SeatSetup>)>,
    timer: Option<Timeout>,
    /// The seats on screen as last rendered (the listeners outlive the render they were made
    /// in).
    seats: Vec<SeatSetup>,
}

/// Says on the page's root element whether a write is waiting (`data-sync="pending"`) or the
/// address and the autosave hold the game on screen (`"idle"`): what tests wait for.
fn mark(state: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-sync", state);
    }
}

fn run(game: &GameHandle, actions: Vec<Action>) {
    for action in actions {
        game.dispatch(action);
    }
}

/// Writes what is waiting to be written, if anything.
fn flush(executor: &Rc<RefCell<Executor>>, game: &GameHandle, opening: &Opening) {
    let actions = {
        let mut e = executor.borrow_mut();
        e.timer = None;
        match e.next.take() {
            Some((g, seats)) => e.machine.on_game(&mut BrowserIo { opening }, &g, &seats),
            None => Vec::new(),
        }
    };
    run(game, actions);
    mark("idle");
}

/// Keeps the fragment and the autosave in step with `game` (see [`crate::app::sync`]); returns
/// the callback that opens the saved game a link replaced (the text of
/// [`crate::app::state::Notice::SavedGameKept`]).
#[hook]
pub fn use_link_sync(game: &GameHandle, opening: Rc<Opening>) -> Callback<String> {
    let executor = use_mut_ref(Executor::default);
    // The game as it stands (a review shows another position but saves the game's own).
    let to_save = (game.game_to_save(), game.seats().to_vec());
    {
        let (executor, game, opening) = (executor.clone(), game.clone(), opening.clone());
        use_effect_with(to_save, move |to_save| {
            let actions = {
                let mut e = executor.borrow_mut();
                let actions = if std::mem::replace(&mut e.started, true) {
                    Vec::new()
                } else {
                    e.machine
                        .start(&mut BrowserIo { opening: &opening }, &opening.startup)
                };
                e.seats = to_save.1.clone();
                e.next = Some(to_save.clone());
                if e.timer.is_none() {
                    mark("pending");
                    let (executor, game, opening) =
                        (executor.clone(), game.clone(), opening.clone());
                    e.timer = Some(Timeout::new(0, move || flush(&executor, &game, &opening)));
                }
                actions
            };
            run(&game, actions);
            || ()
        });
    }
    // Leaving the page (closing, reloading, another app in front) writes at once; a pasted
    // link, Back or Forward loads the game of the address.
    {
        let (executor, game, opening) = (executor.clone(), game.clone(), opening.clone());
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|window| {
                let on = |target: &web_sys::EventTarget, event: &'static str, url: bool| {
                    let (executor, game, opening) =
                        (executor.clone(), game.clone(), opening.clone());
                    EventListener::new(target, event, move |_| {
                        flush(&executor, &game, &opening);
                        if url && executor.borrow().started {
                            let actions: Vec<Action> = {
                                let mut e = executor.borrow_mut();
                                let seats = e.seats.clone();
                                e.machine.on_url(
                                    &mut BrowserIo { opening: &opening },
                                    &fragment(),
                                    &seats,
                                )
                            };
                            // A game from the address is written back once it is on screen.
                            if actions.iter().any(|a| matches!(a, Action::LoadGame(..))) {
                                mark("pending");
                            }
                            run(&game, actions);
                        }
                    })
                };
                let document = window.document().map(|d| on(&d, "visibilitychange", false));
                [
                    Some(on(&window, "pagehide", false)),
                    document,
                    Some(on(&window, "popstate", true)),
                    Some(on(&window, "hashchange", true)),
                ]
            });
            move || drop(listeners)
        });
    }
    let game = game.clone();
    Callback::from(move |text: String| {
        let actions = executor
            .borrow_mut()
            .machine
            .open_saved(&mut BrowserIo { opening: &opening }, &text);
        run(&game, actions);
    })
}
