//! The address and the games list kept in step with the game: the executor of
//! [`crate::app::sync::LinkSync`].

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::app::games::{Games, Time};
use crate::app::link::puzzle::puzzle_link;
use crate::app::state::{Action, UiState};
use crate::app::sync::{LinkSync, Start};
use crate::train::puzzle::PuzzleId;
use crate::ui::context::GameHandle;
use crate::ui::storage::{self, LocalStore};
use crate::ui::url::{fragment, BrowserPage};

/// The synchroniser of this page, shared by the hook and the games list.
pub type Sync = Rc<RefCell<LinkSync<LocalStore>>>;

/// A handle on this copy's games in the browser's storage, with ids of its own (random bits and
/// the time): the page's, and the games list's in the screens' module.
pub fn stored_games() -> Games<LocalStore> {
    let seed = (js_sys::Math::random() * 4_294_967_296.0) as u64 ^ now().0;
    Games::new(LocalStore, &storage::scope(), seed)
}

/// The page's clock, as the games list keeps time.
pub fn now() -> Time {
    Time(js_sys::Date::now().max(0.0) as u64)
}

/// What the page opened with: the synchroniser, and the game and notices to show first.
pub struct Boot {
    /// The synchroniser.
    pub sync: Sync,
    /// What to show.
    pub start: Start,
    /// The puzzle a puzzle link names (`#q1.…`): the puzzles open on it, over the last game.
    pub puzzle: Option<PuzzleId>,
}

impl Boot {
    /// Opens the page: the fragment, this tab's game id and the games list decide what shows
    /// ([`LinkSync::open`]). Called once, before the first render.
    pub fn open() -> Boot {
        let games = stored_games();
        let tab = storage::tab_game();
        let link = fragment();
        let puzzle = puzzle_link(&link);
        // A puzzle link opens the game a page without a link opens.
        let link = if puzzle.is_some() { "" } else { &link };
        let (sync, start) = LinkSync::open(games, &mut BrowserPage, link, tab.as_deref(), now());
        Boot {
            sync: Rc::new(RefCell::new(sync)),
            start,
            puzzle,
        }
    }
}

/// Says on the page's root element whether a write is waiting (`data-sync="pending"`) or the
/// address and the games list hold the game on screen (`"idle"`): what tests wait for.
fn mark(state: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-sync", state);
    }
}

/// What waits to be written, and the timer that writes it: writing waits for the task after
/// the render, so a move is on the screen before the address and the list follow (several
/// changes in one task are written once). Leaving the page writes at once.
#[derive(Default)]
struct Pending {
    next: Option<UiState>,
    timer: Option<Timeout>,
    /// The state on screen as last rendered (the listeners outlive the render they were made
    /// in).
    latest: Option<UiState>,
}

fn run(game: &GameHandle, actions: Vec<Action>) {
    for action in actions {
        game.dispatch(action);
    }
}

/// Writes what is waiting to be written, if anything.
fn flush(sync: &Sync, pending: &Rc<RefCell<Pending>>, game: &GameHandle) {
    let next = {
        let mut p = pending.borrow_mut();
        p.timer = None;
        p.next.take()
    };
    if let Some(state) = next {
        let actions = sync.borrow_mut().on_game(&mut BrowserPage, &state, now());
        run(game, actions);
        // The games list, if open, shows what was written.
        if let (Some(window), Ok(event)) = (
            web_sys::window(),
            web_sys::Event::new(crate::ui::storage::GAMES_WRITTEN),
        ) {
            let _ = window.dispatch_event(&event);
        }
    }
    mark("idle");
}

/// Keeps the fragment and the games list in step with `game` (see [`crate::app::sync`]).
#[hook]
pub fn use_link_sync(game: &GameHandle, sync: Sync) {
    let pending = use_mut_ref(Pending::default);
    {
        let (pending, game, sync) = (pending.clone(), game.clone(), sync.clone());
        // What is saved: the tree, the review on it, the players and the game's id.
        let saved = (
            game.tree().clone(),
            game.review_from(),
            game.seats().to_vec(),
            game.kept_as().cloned(),
        );
        let state = (*game).clone();
        use_effect_with(saved, move |_| {
            let mut p = pending.borrow_mut();
            p.latest = Some(state.clone());
            p.next = Some(state);
            if p.timer.is_none() {
                mark("pending");
                let (pending, game, sync) = (pending.clone(), game.clone(), sync.clone());
                p.timer = Some(Timeout::new(0, move || flush(&sync, &pending, &game)));
            }
            || ()
        });
    }
    // Leaving the page (closing, reloading, another app in front) writes at once; a pasted
    // link, Back or Forward opens the game of the address.
    {
        let (pending, game) = (pending.clone(), game.clone());
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|window| {
                let on = |target: &web_sys::EventTarget, event: &'static str, url: bool| {
                    let (pending, game, sync) = (pending.clone(), game.clone(), sync.clone());
                    EventListener::new(target, event, move |_| {
                        flush(&sync, &pending, &game);
                        // A puzzle link pasted or gone back to: the page opens again on it
                        // (`Boot::open`), the game written first.
                        if url && puzzle_link(&fragment()).is_some() {
                            if let Some(window) = web_sys::window() {
                                let _ = window.location().reload();
                            }
                            return;
                        }
                        let latest = pending.borrow().latest.clone();
                        if let (true, Some(state)) = (url, latest) {
                            let actions = sync.borrow_mut().on_url(
                                &mut BrowserPage,
                                &fragment(),
                                &state,
                                now(),
                            );
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
}
