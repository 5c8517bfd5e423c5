//! The address's fragment and the autosave in the browser: what the page opens with
//! ([`read_opening`]), and [`BrowserIo`], through which the pure synchroniser
//! ([`crate::app::sync::LinkSync`], driven by `ui::hooks::use_link_sync`) writes the history and
//! the storage.
//!
//! Each history entry keeps the players' names in its state (one text, the names separated by
//! U+001F), so Back and Forward bring them back with their game.

use wasm_bindgen::JsValue;

use crate::app::startup::{decide, StartUp, Stored};
use crate::app::sync::SyncIo;
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

/// The browser side of the synchroniser: the history's entries and the stored values of this
/// copy of the game.
pub struct BrowserIo<'a> {
    /// What the page opened with (the key and text of the save it read, to set it aside).
    pub opening: &'a Opening,
}

impl SyncIo for BrowserIo<'_> {
    fn set_fragment(&mut self, link: &str, push: bool, names: &[String]) {
        let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
            return;
        };
        let url = format!("#{link}");
        let separator = storage::LEGACY_NAME_SEPARATOR.to_string();
        let state = JsValue::from_str(&names.join(&separator));
        let _ = if push {
            history.push_state_with_url(&state, "", Some(&url))
        } else {
            history.replace_state_with_url(&state, "", Some(&url))
        };
    }

    fn entry_names(&self) -> Vec<String> {
        web_sys::window()
            .and_then(|w| w.history().ok())
            .and_then(|h| h.state().ok())
            .and_then(|s| s.as_string())
            .map(|s| {
                s.split(storage::LEGACY_NAME_SEPARATOR)
                    .map(crate::app::seats::clip_name)
                    .collect()
            })
            .unwrap_or_default()
    }

    fn save(&mut self, text: &str) -> bool {
        storage::save(&storage::key(storage::GAME), text).is_ok()
    }

    fn set_aside(&mut self) -> bool {
        match &self.opening.save {
            Some((key, text)) => storage::set_aside(key, text),
            None => true,
        }
    }

    fn keep_previous(&mut self, text: &str) -> bool {
        storage::save(&storage::key(storage::PREVIOUS), text).is_ok()
    }

    fn remove_previous(&mut self) {
        storage::remove(&storage::key(storage::PREVIOUS));
    }
}
