//! The URL fragment and the autosave, kept in step with the game on screen.
//!
//! - **Start-up.** [`read_opening`] gathers the fragment and the stored save once, before the
//!   first render, and [`crate::app::startup::decide`] (pure, tested natively) says what opens:
//!   the app renders that game from its first frame, and [`LinkSync`] carries out the rest of
//!   the decision (setting aside an unreadable save, keeping a saved game a link replaced,
//!   protecting a newer version's save) on its first run.
//! - **Every change of the game** (move, undo, redo, new game, load): a [`GameWriter`] follows
//!   the game, writing each move once, and the fragment and the autosave get its link — in the
//!   task after the render, so that the move shows first (and at once when the page is left). Moves,
//!   undo and redo *replace* the history entry; a new game (another start, moves that replace
//!   recorded ones, a restart) *pushes* one, so Back returns to the previous game. Each entry
//!   keeps the players' names in its history state, so Back and Forward bring them back too.
//! - **`hashchange` / `popstate`** (a pasted link, Back, Forward): the fragment is read and its
//!   game loaded; a bad link leaves the current game as it was, shows what is wrong, and the
//!   fragment is put back to the current game.
//! - **Saving fails visibly:** when storage is full or turned off, a quiet notice says the game
//!   is not being saved (and goes once saving works again).

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::link::{decode, GameWriter};
use crate::app::saved::Save;
use crate::app::startup::{decide, StartUp, Stored};
use crate::app::state::{Action, Notice, SeatSetup};
use crate::engine::Game;
use crate::ui::app::GameHandle;
use crate::ui::storage;

/// The fragment of the page's address, without `#` (empty when there is none).
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.strip_prefix('#').unwrap_or(&h).to_owned())
        .unwrap_or_default()
}

/// The page's address with `link` as its fragment (what Share hands out).
pub fn url_for(link: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#{link}")
}

/// The names of `seats` as one text (the history state of an entry).
fn joined_names(seats: &[SeatSetup]) -> String {
    let mut out = String::new();
    for (i, seat) in seats.iter().enumerate() {
        if i > 0 {
            out.push(storage::LEGACY_NAME_SEPARATOR);
        }
        out.push_str(&seat.name);
    }
    out
}

fn set_fragment(link: &str, push: bool, names: &str) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    let url = format!("#{link}");
    let state = JsValue::from_str(names);
    let _ = if push {
        history.push_state_with_url(&state, "", Some(&url))
    } else {
        history.replace_state_with_url(&state, "", Some(&url))
    };
}

/// The names kept in the current history entry's state, if any.
fn entry_names() -> Vec<String> {
    web_sys::window()
        .and_then(|w| w.history().ok())
        .and_then(|h| h.state().ok())
        .and_then(|s| s.as_string())
        .map(|s| {
            s.split(storage::LEGACY_NAME_SEPARATOR)
                .map(crate::app::saved::clip_name)
                .collect()
        })
        .unwrap_or_default()
}

/// What the page opens with: the decision, and where the save it read came from.
#[derive(Debug, PartialEq)]
pub struct Opening {
    /// The decision ([`decide`]).
    pub startup: StartUp,
    /// The key the save was read from (this copy's key, or the key of builds before keys were
    /// scoped) and its text.
    pub save: Option<(String, String)>,
}

/// Reads the fragment and the stored save (this copy's, else one left by a build before keys
/// were scoped) and decides what to open. Called once, before the first render.
pub fn read_opening() -> Opening {
    let scoped = storage::key(storage::GAME);
    let (save, legacy_names) = match storage::load(&scoped) {
        Some(text) => (Some((scoped, text)), Vec::new()),
        None => match storage::load(storage::GAME) {
            Some(text) => (
                Some((storage::GAME.to_owned(), text)),
                storage::legacy_names(),
            ),
            None => (None, Vec::new()),
        },
    };
    let startup = decide(
        &fragment(),
        Stored {
            save: save.as_ref().map(|(_, text)| text.as_str()),
            legacy_names: &legacy_names,
        },
    );
    Opening { startup, save }
}

/// What the synchroniser remembers between renders.
#[derive(Default)]
struct Sync {
    started: bool,
    /// The game (and seats) to write next, and the timer that writes it: writing waits for the
    /// task after the render, so a move is on the screen before the address and the autosave
    /// follow (several changes in one task are written once). Leaving the page writes at once.
    next: Option<(Game, Vec<SeatSetup>)>,
    timer: Option<Timeout>,
    /// Follows the game on screen.
    writer: Option<GameWriter>,
    /// The fragment as last written or read (to ignore our own changes).
    fragment: String,
    /// The next game change comes from the URL: replace, never push.
    from_url: bool,
    /// Never write the autosave (a newer version's save is kept, or an unreadable one could
    /// not be set aside).
    protect: bool,
    /// The last save failed.
    failing: bool,
}

/// Writes the fragment and the autosave for `game`: a new game gets a history entry of its
/// own, a change within the same game replaces the entry.
fn write(sync: &mut Sync, game: &Game, seats: &[SeatSetup], handle: &GameHandle) {
    let continues = match sync.writer.as_mut() {
        Some(writer) => writer.sync(game, seats).continues,
        None => {
            sync.writer = Some(GameWriter::new(game, seats));
            true
        }
    };
    let Some(writer) = sync.writer.as_ref() else {
        return;
    };
    let link = writer.link();
    let push = !sync.from_url && !continues;
    sync.from_url = false;
    let names = joined_names(seats);
    if link != sync.fragment || push {
        set_fragment(&link, push, &names);
    } else if entry_names() != seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>() {
        set_fragment(&link, false, &names);
    }
    sync.fragment = link.clone();
    if sync.protect {
        return;
    }
    let save = Save {
        link,
        names: seats.iter().map(|s| s.name.clone()).collect(),
    };
    let failing = storage::save(&storage::key(storage::GAME), &save.to_text()).is_err();
    if failing != sync.failing {
        sync.failing = failing;
        handle.dispatch(Action::SaveStatus(!failing));
    }
}

/// Writes what is waiting to be written, if anything.
fn flush(sync: &Rc<RefCell<Sync>>, handle: &GameHandle) {
    let mut s = sync.borrow_mut();
    s.timer = None;
    if let Some((game, seats)) = s.next.take() {
        write(&mut s, &game, &seats, handle);
    }
}

/// Carries out what the start-up decision asks of the storage; returns the text of a saved
/// game the link replaced, to offer it.
fn start_up(sync: &mut Sync, opening: &Opening, handle: &GameHandle) -> Option<String> {
    let startup = &opening.startup;
    sync.writer = startup.open.as_ref().map(|l| l.writer().clone());
    sync.from_url = true;
    sync.protect = startup.protect_save;
    if startup.set_aside {
        if let Some((key, text)) = &opening.save {
            if !storage::set_aside(key, text) {
                // Its copy did not fit: it stays, and nothing is saved over it.
                sync.protect = true;
                handle.dispatch(Action::SaveStatus(false));
            }
        }
    }
    let kept = startup.keep_previous.clone()?;
    if storage::save(&storage::key(storage::PREVIOUS), &kept).is_err() {
        // The saved game could not be copied: keep it where it is.
        sync.protect = true;
        handle.dispatch(Action::SaveStatus(false));
    }
    Some(kept)
}

/// Keeps the URL fragment and the autosave in step with the game, and opens links (see the
/// module documentation). Renders the "saved game kept" notice when there is one.
#[derive(Properties, PartialEq)]
pub struct LinkSyncProps {
    /// What the page opened with.
    pub opening: Rc<Opening>,
}

/// See [`LinkSyncProps`] and the module documentation.
#[component]
pub fn LinkSync(props: &LinkSyncProps) -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let sync = use_mut_ref(Sync::default);
    let kept = use_state_eq(|| None::<String>);
    // The game as it stands (a review shows another position but saves the game's own).
    let game = handle
        .as_ref()
        .map(|h| (h.game_to_save(), h.seats().to_vec()));

    {
        let sync = sync.clone();
        let handle = handle.clone();
        let kept = kept.clone();
        let opening = props.opening.clone();
        use_effect_with(game, move |game| {
            if let (Some((game, seats)), Some(handle)) = (game.as_ref(), handle) {
                let mut s = sync.borrow_mut();
                if !s.started {
                    s.started = true;
                    if let Some(text) = start_up(&mut s, &opening, &handle) {
                        kept.set(Some(text));
                    }
                }
                s.next = Some((game.clone(), seats.clone()));
                if s.timer.is_none() {
                    let sync = sync.clone();
                    s.timer = Some(Timeout::new(0, move || flush(&sync, &handle)));
                }
            }
            || ()
        });
    }

    // Leaving the page (closing, reloading, another app in front) writes at once.
    {
        let sync = sync.clone();
        let handle = handle.clone();
        use_effect_with((), move |_| {
            let listeners = handle.zip(web_sys::window()).map(|(handle, window)| {
                let on = |target: &web_sys::EventTarget, event: &'static str| {
                    let (handle, sync) = (handle.clone(), sync.clone());
                    EventListener::new(target, event, move |_| flush(&sync, &handle))
                };
                let document = window.document().map(|d| on(&d, "visibilitychange"));
                (on(&window, "pagehide"), document)
            });
            move || drop(listeners)
        });
    }

    // A pasted link, Back or Forward.
    {
        let sync = sync.clone();
        let handle = handle.clone();
        use_effect_with((), move |_| {
            let listeners = handle.zip(web_sys::window()).map(|(handle, window)| {
                let on = |event: &'static str| {
                    let (handle, sync) = (handle.clone(), sync.clone());
                    EventListener::new(&window, event, move |_| on_url_change(&handle, &sync))
                };
                [on("popstate"), on("hashchange")]
            });
            move || drop(listeners)
        });
    }

    let Some(text) = (*kept).clone() else {
        return html! {};
    };
    let open_saved = {
        let kept = kept.clone();
        let handle = handle.clone();
        let sync = sync.clone();
        Callback::from(move |_: MouseEvent| {
            kept.set(None);
            let Some(handle) = &handle else { return };
            let opened = Save::parse(&text, &[])
                .map_err(|_| crate::app::link::LinkError::NotALink)
                .and_then(|save| decode(&save.link).map(|link| (link, save.names)));
            match opened {
                Ok((link, names)) => {
                    let mut link = link.into_game_link(Vec::new());
                    for (seat, name) in link.seats.iter_mut().zip(names) {
                        seat.name = name;
                    }
                    storage::remove(&storage::key(storage::PREVIOUS));
                    let (game, seats, writer) = link.into_parts();
                    {
                        let mut s = sync.borrow_mut();
                        s.writer = Some(writer);
                    }
                    handle.dispatch(Action::LoadGame(Box::new(game), seats));
                }
                Err(e) => handle.dispatch(Action::Message(Notice::SavedGameUnreadable(e))),
            }
        })
    };
    let dismiss = {
        let kept = kept.clone();
        Callback::from(move |_: MouseEvent| kept.set(None))
    };
    html! {
        <div id="saved-game-kept" class="message" role="status">
            <span>{ lang.t(K::SavedGameKept) }</span>
            <button id="open-saved" type="button" onclick={open_saved}>
                { lang.t(K::OpenSavedGame) }
            </button>
            <button type="button" class="dismiss" onclick={dismiss} aria-label={lang.t(K::Dismiss)}>
                { "×" }
            </button>
        </div>
    }
}

fn on_url_change(handle: &GameHandle, sync: &Rc<RefCell<Sync>>) {
    // What the game on screen has not written yet comes first.
    flush(sync, handle);
    let fragment = fragment();
    let mut s = sync.borrow_mut();
    if fragment == s.fragment || !s.started {
        return;
    }
    if fragment.trim().is_empty() {
        let link = s.fragment.clone();
        set_fragment(&link, false, &joined_names(handle.seats()));
        return;
    }
    match decode(&fragment) {
        Ok(link) => {
            let mut link = link.into_game_link(Vec::new());
            // Back and Forward bring the names of their entry; a pasted link that continues the
            // game on screen (the other player's answer) keeps its players; another has none.
            let names = match &s.writer {
                Some(w) if link.game.extends(w.game()) => {
                    handle.seats().iter().map(|s| s.name.clone()).collect()
                }
                _ => entry_names(),
            };
            for (seat, name) in link.seats.iter_mut().zip(names) {
                seat.name = name;
            }
            let (game, seats, writer) = link.into_parts();
            let canonical = writer.link();
            if canonical == s.writer.as_ref().map(GameWriter::link).unwrap_or_default() {
                // The game on screen, written another way: put its own link back.
                if fragment != canonical {
                    set_fragment(&canonical, false, &joined_names(handle.seats()));
                }
                s.fragment = canonical;
                return;
            }
            s.fragment = fragment;
            s.from_url = true;
            s.writer = Some(writer);
            drop(s);
            handle.dispatch(Action::LoadGame(Box::new(game), seats));
        }
        Err(e) => {
            let link = s.fragment.clone();
            set_fragment(&link, false, &joined_names(handle.seats()));
            drop(s);
            handle.dispatch(Action::Message(Notice::BrokenLink(e)));
        }
    }
}
