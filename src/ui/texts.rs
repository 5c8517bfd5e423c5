//! Loading a language's texts file into the page ([`crate::app::i18n::files`] reads it).
//!
//! The build names the files of this very build to the page: `window.sternhalmaTexts` maps a
//! language's tag to its file's URL (`scripts/postbuild.mjs`), the start-up script may already
//! have started fetching the language it expects (`window.sternhalmaTextsFetch`, tag → a
//! promise of the text), and the single-file copy carries the texts inline
//! (`window.sternhalmaTextsInline`, tag → text). Whichever is there is used, in that order:
//! inline, started, fetched now.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::app::i18n::{files, Lang};

/// `window[global][lang]`, if there is one.
fn entry(global: &str, lang: Lang) -> Option<JsValue> {
    let window = web_sys::window()?;
    let map = js_sys::Reflect::get(&window, &JsValue::from_str(global)).ok()?;
    if !map.is_object() {
        return None;
    }
    let value = js_sys::Reflect::get(&map, &JsValue::from_str(lang.tag())).ok()?;
    (!value.is_undefined() && !value.is_null()).then_some(value)
}

/// Installs `lang`'s texts from the page itself (the single-file copy) without waiting: whether
/// they are available now.
pub fn install_inline(lang: Lang) -> bool {
    if files::available(lang) {
        return true;
    }
    entry("sternhalmaTextsInline", lang)
        .and_then(|v| v.as_string())
        .is_some_and(|text| files::install(lang, &text).is_ok())
}

/// The text a promise (of a fetch's text, or of a `Response`) resolves to.
async fn text_of(promise: js_sys::Promise) -> Option<String> {
    let value = JsFuture::from(promise).await.ok()?;
    if let Some(text) = value.as_string() {
        return Some(text);
    }
    let response: web_sys::Response = value.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Makes `lang`'s texts available: from the page, from the fetch the start-up script began, or
/// by fetching the build's file. Whether they are available afterwards.
pub async fn load(lang: Lang) -> bool {
    if install_inline(lang) {
        return true;
    }
    if let Some(started) = entry("sternhalmaTextsFetch", lang).and_then(|v| v.dyn_into().ok()) {
        if let Some(text) = text_of(started).await {
            if files::install(lang, &text).is_ok() {
                return true;
            }
        }
    }
    let Some(url) = entry("sternhalmaTexts", lang).and_then(|v| v.as_string()) else {
        return false;
    };
    let Some(window) = web_sys::window() else {
        return false;
    };
    match text_of(window.fetch_with_str(&url)).await {
        Some(text) => files::install(lang, &text).is_ok(),
        None => false,
    }
}
