//! Autosave and preferences in `localStorage`.
//!
//! The game in progress is kept as a save ([`crate::app::saved::Save`]: its game link and the
//! players' names), read back through the same validating decoder as any link. Keys carry the
//! path of this copy of the game ([`key`]), so two copies on one site (`/a/` and `/b/`) keep
//! their own games. Storage may be missing (private mode, turned off) or full: writes report
//! it ([`StoreError`]) so that the page can say the game is no longer being saved, and a value
//! is only ever removed once its copy is safe ([`set_aside`]).

use web_sys::Storage;

/// The game in progress (a [`crate::app::saved::Save`]).
pub const GAME: &str = "sternhalma.game";
/// A saved game that a link replaced at start-up, kept so that it can be reopened.
pub const PREVIOUS: &str = "sternhalma.game.previous";
/// A saved value that could not be read, set aside for inspection.
pub const CORRUPT: &str = "sternhalma.game.corrupt";
/// Where builds before saves had versions kept the players' names (one per seat, separated by
/// [`LEGACY_NAME_SEPARATOR`]); read only with a save of theirs.
pub const LEGACY_NAMES: &str = "sternhalma.names";
/// Separates the names under [`LEGACY_NAMES`] (the ASCII unit separator).
pub const LEGACY_NAME_SEPARATOR: char = '\u{1f}';
/// The language the player chose with the switch (a [`crate::app::i18n::Lang::tag`]); when
/// nothing is saved the browser's language is used. A preference of the player, shared by
/// every copy of the game on the site.
pub const LANG_KEY: &str = "sternhalma.lang";

/// Why a value was not stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// No storage (private mode, turned off, or not allowed).
    Unavailable,
    /// The browser refused the value (storage full).
    Refused,
}

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
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

/// `base` scoped to this copy of the game (e.g. `sternhalma.game@/a/`).
pub fn key(base: &str) -> String {
    let mut key = String::from(base);
    key.push('@');
    key.push_str(&scope());
    key
}

/// The value stored under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`.
///
/// # Errors
///
/// [`StoreError`] when there is no storage or it refuses the value.
pub fn save(key: &str, value: &str) -> Result<(), StoreError> {
    let storage = storage().ok_or(StoreError::Unavailable)?;
    if storage.get_item(key).ok().flatten().as_deref() == Some(value) {
        return Ok(());
    }
    storage
        .set_item(key, value)
        .map_err(|_| StoreError::Refused)
}

/// Removes `key`.
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Moves `value`, found under `from` and unreadable, to the scoped [`CORRUPT`] key. The value
/// is removed from `from` only once its copy is stored: when the copy fails (storage full), it
/// stays where it is and `false` is returned (the caller must then not write over it).
pub fn set_aside(from: &str, value: &str) -> bool {
    if save(&key(CORRUPT), value).is_err() {
        return false;
    }
    remove(from);
    true
}

/// The names kept under [`LEGACY_NAMES`].
pub fn legacy_names() -> Vec<String> {
    load(LEGACY_NAMES)
        .map(|s| s.split(LEGACY_NAME_SEPARATOR).map(str::to_owned).collect())
        .unwrap_or_default()
}
