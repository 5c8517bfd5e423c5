//! Autosave: the game in progress is kept in `localStorage` as a game link (the same text as
//! the URL fragment, see `docs/links.md`), so it reads back through the same validating decoder
//! as any link. Storage may be missing (private mode, disabled) or full: every call here fails
//! quietly, and a value that does not decode is set aside, never trusted.

use web_sys::Storage;

/// The game in progress.
pub const GAME_KEY: &str = "sternhalma.game";
/// A saved game that a link replaced at start-up, kept so that it can be reopened.
pub const PREVIOUS_KEY: &str = "sternhalma.game.previous";
/// A saved value that could not be read, set aside for inspection.
pub const CORRUPT_KEY: &str = "sternhalma.game.corrupt";
/// The players' names of the game in progress (links do not carry names), one per seat,
/// separated by [`NAME_SEPARATOR`].
pub const NAMES_KEY: &str = "sternhalma.names";
/// The language the player chose with the switch (a [`crate::app::i18n::Lang::tag`]); when
/// nothing is saved the browser's language is used.
pub const LANG_KEY: &str = "sternhalma.lang";
/// Separates the names under [`NAMES_KEY`] (the ASCII unit separator).
pub const NAME_SEPARATOR: char = '\u{1f}';

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The value stored under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; returns whether it was stored.
pub fn save(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes `key`.
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Moves a value that could not be read out of the way (to [`CORRUPT_KEY`]).
pub fn set_aside(key: &str, value: &str) {
    save(CORRUPT_KEY, value);
    remove(key);
}

/// Saves the names of the seats.
pub fn save_names(names: &[String]) {
    let joined = names.join(&NAME_SEPARATOR.to_string());
    if load(NAMES_KEY).as_deref() != Some(joined.as_str()) {
        save(NAMES_KEY, &joined);
    }
}

/// The saved names of the seats (empty strings for default names).
pub fn load_names() -> Vec<String> {
    load(NAMES_KEY)
        .map(|s| {
            s.split(NAME_SEPARATOR)
                .map(|n| n.chars().take(24).collect())
                .collect()
        })
        .unwrap_or_default()
}
