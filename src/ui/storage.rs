//! The browser's storage: the games list's [`Store`] over `localStorage`, this tab's game id in
//! `sessionStorage`, and the player's preferences.
//!
//! Keys carry the path of this copy of the game (`<base>@<path>`, see [`scope`]), so two copies
//! on one site (`/a/` and `/b/`) keep their own games. Storage may be missing (private mode,
//! turned off) or full: writes say so ([`StoreError`]) so that the page can tell the player.

use web_sys::Storage;

use crate::ai::wire::Pace;

use crate::app::games::{Store, StoreError};
use crate::app::search_workers::SearchWorkers;

/// The language the player chose with the switch (a [`crate::app::i18n::Lang::tag`]); when
/// nothing is saved the browser's language is used. A preference of the player, shared by
/// every copy of the game on the site.
pub const LANG_KEY: &str = "sternhalma.lang";
/// The stars earned in the lessons ([`crate::train::lesson::Progress`]'s text), shared by every
/// copy of the game on the site.
pub const LESSONS_KEY: &str = "sternhalma.lessons";
/// A setting for tests, not players: `nodes` makes the computer search its level's node budget
/// instead of its time ([`Pace::Nodes`]), so that its moves do not depend on the machine's
/// speed. Read once, as the page starts ([`pace`]).
pub const PACE_KEY: &str = "sternhalma.test.pace";
/// The player's "Search workers" setting ([`SearchWorkers::tag`]; nothing: "Auto"), shared by
/// every copy of the game on the site.
pub const WORKERS_KEY: &str = "sternhalma.workers";
/// This tab's game in the games list (in `sessionStorage`, scoped: a reload opens it again).
pub const TAB_GAME: &str = "sternhalma.tab";
/// The event the page sends on `window` once it has written its game to the games list: the
/// list, drawn by the screens' module, reads itself again (storage's own `storage` event only
/// tells other tabs).
pub const GAMES_WRITTEN: &str = "sternhalma-games-written";
/// Separates the players' names in a history entry's state (the ASCII unit separator, as the
/// first saves wrote names).
pub const NAME_SEPARATOR: char = '\u{1f}';

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn session() -> Option<Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The path of this copy of the game: the page's path up to its last `/` (`/a/` for
/// `/a/index.html`).
pub fn scope() -> String {
    let path = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    match path.rfind('/') {
        Some(i) => path[..=i].to_owned(),
        None => "/".to_owned(),
    }
}

/// `base` scoped to this copy of the game (e.g. `sternhalma.tab@/a/`).
pub fn key(base: &str) -> String {
    format!("{base}@{}", scope())
}

/// A preference stored under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// What bounds the computer's moves: [`Pace::Nodes`] when [`PACE_KEY`] says `nodes`, else the
/// levels' time.
pub fn pace() -> Pace {
    match load(PACE_KEY).as_deref() {
        Some("nodes") => Pace::Nodes,
        _ => Pace::Clock,
    }
}

/// The "Search workers" setting stored under [`WORKERS_KEY`] ("Auto" when none or unreadable).
pub fn search_workers() -> SearchWorkers {
    load(WORKERS_KEY)
        .and_then(|t| SearchWorkers::from_tag(&t))
        .unwrap_or_default()
}

/// The machine's logical processors as the browser says (`navigator.hardwareConcurrency`).
pub fn cores() -> Option<u32> {
    let n = web_sys::window()?.navigator().hardware_concurrency();
    (n.is_finite() && n >= 1.0).then_some(n as u32)
}

/// Stores a preference.
///
/// # Errors
///
/// [`StoreError`] when there is no storage or it refuses the value.
pub fn save(key: &str, value: &str) -> Result<(), StoreError> {
    LocalStore.set(key, value)
}

/// Forgets what is stored under `key` (nothing when there is no storage).
pub fn remove(key: &str) {
    if let Some(local) = local() {
        let _ = local.remove_item(key);
    }
}

/// This tab's game id, kept across reloads of the tab.
pub fn tab_game() -> Option<String> {
    session()?.get_item(&key(TAB_GAME)).ok().flatten()
}

/// Remembers this tab's game id (or forgets it).
pub fn set_tab_game(id: Option<&str>) {
    if let Some(s) = session() {
        let _ = match id {
            Some(id) => s.set_item(&key(TAB_GAME), id),
            None => s.remove_item(&key(TAB_GAME)),
        };
    }
}

/// The games list's storage: `localStorage`.
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalStore;

impl Store for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        local()?.get_item(key).ok().flatten()
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let storage = local().ok_or(StoreError::Unavailable)?;
        if storage.get_item(key).ok().flatten().as_deref() == Some(value) {
            return Ok(());
        }
        storage
            .set_item(key, value)
            .map_err(|_| StoreError::Refused)
    }

    fn remove(&self, key: &str) {
        if let Some(s) = local() {
            let _ = s.remove_item(key);
        }
    }

    fn keys(&self, prefix: &str) -> Vec<String> {
        let Some(s) = local() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| s.key(i).ok().flatten())
            .filter(|k| k.starts_with(prefix))
            .collect()
    }
}
