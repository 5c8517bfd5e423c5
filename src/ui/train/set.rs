//! Loading the puzzle set when the puzzles open ([`crate::train::puzzle::set::read_set`] reads
//! it). The build names the set's file of this very build to the page
//! (`window.sternhalmaPuzzles`, its URL: `scripts/postbuild.mjs`), and the single-file copy
//! carries it inline (`window.sternhalmaPuzzlesInline`, its text). The set read is kept for
//! the page's life.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::train::puzzle::set::read_set;
use crate::train::puzzle::Puzzle;

thread_local! {
    static SET: RefCell<Option<Rc<[Puzzle]>>> = const { RefCell::new(None) };
}

/// `window[name]` as text, if it is text.
fn global(name: &str) -> Option<String> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .ok()?
        .as_string()
}

/// The text at `url`.
async fn fetch(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let value = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = value.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The set: from memory, from the page, or fetched. `None` when it cannot be had (offline
/// before the service worker kept it, a build without it).
pub async fn load() -> Option<Rc<[Puzzle]>> {
    if let Some(set) = SET.with(|s| s.borrow().clone()) {
        return Some(set);
    }
    let text = match global("sternhalmaPuzzlesInline") {
        Some(text) => text,
        None => fetch(&global("sternhalmaPuzzles")?).await?,
    };
    let set: Rc<[Puzzle]> = read_set(&text).into();
    if set.is_empty() {
        return None;
    }
    SET.with(|s| *s.borrow_mut() = Some(set.clone()));
    Some(set)
}
