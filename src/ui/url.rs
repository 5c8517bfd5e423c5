//! The URL fragment and the autosave, kept in step with the game on screen.
//!
//! [`LinkSync`] (rendered once, inside the app's contexts) does all of it:
//!
//! - **Start-up.** A link in the fragment takes precedence over the autosaved game. When both
//!   exist and hold different games, the saved one is kept under
//!   [`storage::PREVIOUS_KEY`] and a notice offers "Open saved game instead". A fragment that
//!   does not decode shows what is wrong and the saved game (if any) opens instead; a saved
//!   value that does not decode is set aside with a notice. Nothing panics. The app shows the
//!   chosen game from its first render ([`initial_game`]); [`LinkSync`] then acts on the same
//!   choice (notices, setting aside, writing the canonical link).
//! - **Every change of the game** (move, undo, redo, new game, load): the fragment is rewritten
//!   and the game autosaved. Moves, undo and redo *replace* the history entry (no flood of
//!   entries); a new game (another start, moves that do not continue the recorded ones, or a
//!   restart) *pushes* one, so Back returns to the previous game.
//! - **`hashchange` / `popstate`** (a pasted link, Back, Forward): the fragment is read and its
//!   game loaded; a bad link leaves the current game as it was, shows what is wrong, and the
//!   fragment is put back to the current game.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::link::{decode, encode_game, encode_position, Link, LinkError};
use crate::app::state::{fit_seats, Action, Notice, SeatSetup};
use crate::engine::{Game, Move, Ply};
use crate::ui::app::{Dispatch, Shared};
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

fn set_fragment(link: &str, push: bool) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    let url = format!("#{link}");
    let _ = if push {
        history.push_state_with_url(&JsValue::NULL, "", Some(&url))
    } else {
        history.replace_state_with_url(&JsValue::NULL, "", Some(&url))
    };
}

/// What the synchroniser remembers between renders.
#[derive(Default)]
struct Sync {
    started: bool,
    /// The fragment as last written or read (to ignore our own changes).
    fragment: String,
    /// The game on screen, as last written.
    shown: Option<Snapshot>,
    /// The next game change comes from the URL: replace, never push.
    from_url: bool,
}

/// The link and identity of a game as the synchroniser compares them.
#[derive(Clone, PartialEq)]
struct Snapshot {
    link: String,
    /// The start position (a position link).
    start: String,
    /// Every recorded move (undone ones included).
    recorded: Vec<Move>,
    /// How many of them are played.
    played: usize,
    names: Vec<String>,
}

impl Snapshot {
    /// Whether `self` continues the game `old`: same start, and every move played here but
    /// the last was recorded there (a move, undo, redo or goto). A game with nothing recorded
    /// after one with moves is a restart: a new game.
    fn continues(&self, old: &Snapshot) -> bool {
        self.start == old.start
            && (!self.recorded.is_empty() || old.recorded.is_empty())
            && old
                .recorded
                .starts_with(&self.recorded[..self.played.saturating_sub(1)])
    }
}

fn snapshot(game: &Game, seats: &[SeatSetup]) -> Snapshot {
    let recorded: Vec<Move> = game
        .plies()
        .iter()
        .filter_map(|p| match p {
            Ply::Move(m) => Some(*m),
            Ply::Pass => None,
        })
        .collect();
    Snapshot {
        link: encode_game(game, seats),
        start: encode_position(game.start()),
        played: game.moves().len(),
        recorded,
        names: seats.iter().map(|s| s.name.clone()).collect(),
    }
}

/// A link decoded into the game to load and its canonical link.
fn open(link: Link) -> (Game, Vec<SeatSetup>, String) {
    let (game, seats) = link.into_game(Vec::new());
    // The seats as the game on screen has them (a position link carries none), so that the
    // link compares equal to the one written for that game.
    let seats = fit_seats(game.position().options(), seats);
    let text = encode_game(&game, &seats);
    (game, seats, text)
}

/// Writes the fragment and the autosave for the game on screen: a new game gets a history
/// entry of its own, a change within the same game replaces the entry.
fn write(sync: &mut Sync, snap: &Snapshot) {
    let push = !sync.from_url && sync.shown.as_ref().is_some_and(|old| !snap.continues(old));
    sync.from_url = false;
    if fragment() != snap.link {
        set_fragment(&snap.link, push);
    }
    sync.fragment = snap.link.clone();
    sync.shown = Some(snap.clone());
    storage::save(storage::GAME_KEY, &snap.link);
    storage::save_names(&snap.names);
}

/// What the page opens at start-up: the link in the fragment, else the autosaved game.
struct StartUp {
    /// The game to show, with its seats and canonical link.
    game: Option<(Game, Vec<SeatSetup>, String)>,
    /// The autosave holds another game than the link: its text, to offer instead.
    kept: Option<String>,
    /// The autosave does not decode: its text and what is wrong.
    unreadable_save: Option<(String, LinkError)>,
    /// The fragment does not decode.
    broken_link: Option<LinkError>,
}

/// Reads the fragment and the autosave and decides what to open. No side effects: the app
/// calls it for its first render, [`LinkSync`] again to act on it.
fn read_start_up() -> StartUp {
    let mut start = StartUp {
        game: None,
        kept: None,
        unreadable_save: None,
        broken_link: None,
    };
    let saved = storage::load(storage::GAME_KEY).filter(|s| !s.trim().is_empty());
    let saved = saved.and_then(|text| match decode(&text) {
        Ok(link) => {
            let (game, mut seats, link) = open(link);
            // the names of the saved game's players (links do not carry them)
            for (seat, name) in seats.iter_mut().zip(storage::load_names()) {
                seat.name = name;
            }
            Some(((game, seats, link), text))
        }
        Err(e) => {
            start.unreadable_save = Some((text, e));
            None
        }
    });
    let fragment = fragment();
    if fragment.trim().is_empty() {
        start.game = saved.map(|(g, _)| g);
        return start;
    }
    match decode(&fragment) {
        Ok(link) => {
            let opened = open(link);
            if let Some(((_, _, saved_link), text)) = saved {
                if saved_link != opened.2 {
                    start.kept = Some(text);
                }
            }
            start.game = Some(opened);
        }
        Err(e) => {
            start.broken_link = Some(e);
            start.game = saved.map(|(g, _)| g);
        }
    }
    start
}

/// The game the page opens with (link, else autosave), for the app's first render, so that
/// a returning player or a link never shows the default game first.
pub fn initial_game() -> Option<(Game, Vec<SeatSetup>)> {
    read_start_up().game.map(|(game, seats, _)| (game, seats))
}

/// Start-up: picks the game to show (link, else autosave), sets aside what cannot be read,
/// keeps an autosaved game the link replaces, and says what went wrong. Returns the game.
fn start_up(
    dispatch: &Dispatch,
    kept: &UseStateHandle<Option<String>>,
) -> Option<(Game, Vec<SeatSetup>, String)> {
    let start = read_start_up();
    if let Some((text, e)) = start.unreadable_save {
        storage::set_aside(storage::GAME_KEY, &text);
        dispatch.emit(Action::Message(Notice::SavedGameUnreadable(e)));
    }
    if let Some(e) = start.broken_link {
        dispatch.emit(Action::Message(Notice::BrokenLink(e)));
    }
    if let Some(text) = start.kept {
        storage::save(storage::PREVIOUS_KEY, &text);
        kept.set(Some(text));
    }
    start.game
}

/// Keeps the URL fragment and the autosave in step with the game, and opens links (see the
/// module documentation). Renders the "saved game kept" notice when there is one.
#[component]
pub fn LinkSync() -> Html {
    let shared = use_context::<Shared>();
    let dispatch = use_context::<Dispatch>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let sync = use_mut_ref(Sync::default);
    let kept = use_state_eq(|| None::<String>);
    let game = shared
        .as_ref()
        .map(|s| (s.game().clone(), s.seats().to_vec()));
    let snap = use_memo(game, |g| {
        g.as_ref().map(|(game, seats)| snapshot(game, seats))
    });

    {
        let sync = sync.clone();
        let dispatch = dispatch.clone();
        let kept = kept.clone();
        use_effect_with(snap, move |snap| {
            if let (Some(snap), Some(dispatch)) = (snap.as_ref(), dispatch) {
                let mut s = sync.borrow_mut();
                let loaded = if s.started {
                    None
                } else {
                    s.started = true;
                    start_up(&dispatch, &kept)
                };
                match loaded {
                    Some((game, seats, link))
                        if link != snap.link
                            || !seats.iter().map(|s| &s.name).eq(snap.names.iter()) =>
                    {
                        s.from_url = true;
                        drop(s);
                        dispatch.emit(Action::LoadGame(Box::new(game), seats));
                    }
                    _ => {
                        s.from_url = s.from_url || loaded.is_some();
                        write(&mut s, snap);
                    }
                }
            }
            || ()
        });
    }

    // A pasted link, Back or Forward.
    {
        let sync = sync.clone();
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = dispatch.map(|dispatch| {
                let on_change = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
                    on_url_change(&dispatch, &sync);
                });
                let window = web_sys::window();
                if let Some(w) = &window {
                    let f = on_change.as_ref().unchecked_ref();
                    let _ = w.add_event_listener_with_callback("hashchange", f);
                    let _ = w.add_event_listener_with_callback("popstate", f);
                }
                (window, on_change)
            });
            move || {
                if let Some((Some(w), on_change)) = listener {
                    let f = on_change.as_ref().unchecked_ref();
                    let _ = w.remove_event_listener_with_callback("hashchange", f);
                    let _ = w.remove_event_listener_with_callback("popstate", f);
                }
            }
        });
    }

    let Some(text) = (*kept).clone() else {
        return html! {};
    };
    let open_saved = {
        let kept = kept.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            kept.set(None);
            if let (Ok(link), Some(dispatch)) = (decode(&text), &dispatch) {
                let (game, seats, _) = open(link);
                storage::remove(storage::PREVIOUS_KEY);
                dispatch.emit(Action::LoadGame(Box::new(game), seats));
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

fn on_url_change(dispatch: &Dispatch, sync: &Rc<RefCell<Sync>>) {
    let fragment = fragment();
    let mut s = sync.borrow_mut();
    if fragment == s.fragment || !s.started {
        return;
    }
    if fragment.trim().is_empty() {
        let link = s.shown.as_ref().map(|x| x.link.clone()).unwrap_or_default();
        set_fragment(&link, false);
        s.fragment = link;
        return;
    }
    match decode(&fragment) {
        Ok(link) => {
            let (game, seats, text) = open(link);
            s.fragment = fragment;
            if s.shown.as_ref().is_some_and(|x| x.link == text) {
                return;
            }
            s.from_url = true;
            drop(s);
            dispatch.emit(Action::LoadGame(Box::new(game), seats));
        }
        Err(e) => {
            let link = s.shown.as_ref().map(|x| x.link.clone()).unwrap_or_default();
            set_fragment(&link, false);
            s.fragment = link;
            drop(s);
            dispatch.emit(Action::Message(Notice::BrokenLink(e)));
        }
    }
}
