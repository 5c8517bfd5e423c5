//! The address's fragment in the browser, and [`BrowserPage`], through which the pure
//! synchroniser ([`crate::app::sync::LinkSync`], driven by `ui::hooks::use_link_sync`) writes
//! the history and this tab's game id.
//!
//! Each history entry keeps the players' names in its state (one text, the names separated by
//! U+001F), so Back and Forward bring them back with their game.

use wasm_bindgen::JsValue;

use crate::app::sync::PageIo;
use crate::ui::storage;

/// The fragment of the page's address as the browser has it, `#` included (empty when there is
/// none); [`crate::app::link::fragment_link`] reads the link in it.
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
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

/// The page as the synchroniser sees it: the history's entries and this tab's game id.
#[derive(Clone, Copy, Debug, Default)]
pub struct BrowserPage;

impl PageIo for BrowserPage {
    fn set_fragment(&mut self, link: &str, push: bool, names: &[String]) {
        let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
            return;
        };
        let url = format!("#{link}");
        let separator = storage::NAME_SEPARATOR.to_string();
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
                s.split(storage::NAME_SEPARATOR)
                    .map(crate::app::seats::clip_name)
                    .collect()
            })
            .unwrap_or_default()
    }

    fn set_tab_game(&mut self, id: Option<&str>) {
        storage::set_tab_game(id);
    }
}
