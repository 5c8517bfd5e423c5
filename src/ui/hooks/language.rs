//! The page's language: chosen on an earlier visit, else the browser's; and the page's `lang`
//! attribute and title in it. A language other than English needs its texts file
//! ([`crate::ui::texts`]): the page switches once it is loaded, and says so if it cannot be.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::i18n::{files, Lang, K};
use crate::app::state::{Action, Notice};
use crate::ui::context::GameHandle;
use crate::ui::{storage, texts};

/// The language chosen on an earlier visit, else the browser's (whether or not its texts are
/// loaded yet).
pub fn preferred_lang() -> Lang {
    storage::load(storage::LANG_KEY)
        .and_then(|tag| Lang::from_saved(&tag))
        .or_else(|| {
            web_sys::window()
                .and_then(|w| w.navigator().language())
                .map(|l| Lang::from_tag(&l))
        })
        .unwrap_or_default()
}

/// Puts the language switch back on `lang` (a switch whose texts could not be loaded).
fn show_in_switch(lang: Lang) {
    if let Some(select) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("lang"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
    {
        select.set_value(lang.tag());
    }
}

/// The language, and a callback that switches to another one and remembers it (a preference:
/// if it cannot be stored, the browser's language is used next time). A language whose texts
/// are not loaded yet is loaded first; if that fails, the page stays in its language and a
/// message says why.
#[hook]
pub fn use_language(game: &GameHandle) -> (Lang, Callback<Lang>) {
    let lang = use_state_eq(|| {
        Some(preferred_lang())
            .filter(|&l| files::available(l))
            .unwrap_or_default()
    });
    // The latest choice: a slower load of an earlier one does not override it.
    let latest = use_mut_ref(|| 0u32);
    {
        let game = game.clone();
        use_effect_with((), move |()| {
            let wanted = preferred_lang();
            if !files::available(wanted) {
                game.dispatch(Action::Message(Notice::TextsUnavailable(wanted)));
            }
        });
    }
    let choose = {
        let (lang, game) = (lang.clone(), game.clone());
        Callback::from(move |chosen: Lang| {
            let choice = latest.borrow().wrapping_add(1);
            *latest.borrow_mut() = choice;
            let (lang, game, latest) = (lang.clone(), game.clone(), latest.clone());
            let current = *lang;
            let apply = move |loaded: bool| {
                if *latest.borrow() != choice {
                    return;
                }
                if loaded {
                    let _ = storage::save(storage::LANG_KEY, chosen.tag());
                    lang.set(chosen);
                } else {
                    show_in_switch(current);
                    game.dispatch(Action::Message(Notice::TextsUnavailable(chosen)));
                }
            };
            if files::available(chosen) {
                apply(true);
            } else {
                yew::platform::spawn_local(async move { apply(texts::load(chosen).await) });
            }
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
