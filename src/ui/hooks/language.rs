//! The page's language: chosen on an earlier visit, else the browser's; and the page's `lang`
//! attribute and title in it.

use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::ui::storage;

/// The language chosen on an earlier visit, else the browser's.
fn initial_lang() -> Lang {
    storage::load(storage::LANG_KEY)
        .and_then(|tag| Lang::from_saved(&tag))
        .or_else(|| {
            web_sys::window()
                .and_then(|w| w.navigator().language())
                .map(|l| Lang::from_tag(&l))
        })
        .unwrap_or_default()
}

/// The language, and a callback that switches to another one and remembers it (a preference:
/// if it cannot be stored, the browser's language is used next time).
#[hook]
pub fn use_language() -> (Lang, Callback<Lang>) {
    let lang = use_state_eq(initial_lang);
    let choose = {
        let lang = lang.clone();
        Callback::from(move |chosen: Lang| {
            let _ = storage::save(storage::LANG_KEY, chosen.tag());
            lang.set(chosen);
        })
    };
    (*lang, choose)
}

/// Keeps the page's `lang` attribute and the tab's title in `lang`. Written only when they
/// change: a new `lang` on the root element restyles the whole page.
#[hook]
pub fn use_page_language(lang: Lang) {
    use_effect_with(lang, |lang| {
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(root) = document
            .as_ref()
            .and_then(|d| d.document_element())
            .filter(|root| root.get_attribute("lang").as_deref() != Some(lang.tag()))
        {
            let _ = root.set_attribute("lang", lang.tag());
        }
        if let Some(d) = document {
            let title = format!("{} — {}", lang.t(K::Title), lang.t(K::Subtitle));
            if d.title() != title {
                d.set_title(&title);
            }
        }
        || ()
    });
}
