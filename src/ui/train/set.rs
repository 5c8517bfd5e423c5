//! Loading the puzzle set when the puzzles open ([`crate::train::puzzle::set::read_set`] reads
//! it). The build names the set's file of this very build to the page
//! (`window.sternhalmaPuzzles`, its URL: `scripts/postbuild.mjs`), and the single-file copy
//! carries it inline (`window.sternhalmaPuzzlesInline`, its text). The set read is kept for
//! the page's life; the screens' module's warm-up may read it before the puzzles open.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::train::puzzle::set::read_set;
use crate::train::puzzle::Puzzle;

thread_local! {
    static SET: RefCell<Option<Rc<[Puzzle]>>> = const { RefCell::new(None) };
    /// The set's fetch under way, shared by every load that asks meanwhile (a warm-up and the
    /// dialog's own load): one request, whoever asks first.
    static FETCH: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// `window[name]` as text, if it is text.
fn global(name: &str) -> Option<String> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .ok()?
        .as_string()
}

/// The text at `url`, through the fetch under way if there is one (each reader reads its own
/// copy of the response). A failed fetch is forgotten, so that the next load tries again.
async fn fetch(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let promise = FETCH.with(|f| {
        f.borrow_mut()
            .get_or_insert_with(|| window.fetch_with_str(url))
            .clone()
    });
    let forget = || FETCH.with(|f| *f.borrow_mut() = None);
    let response: Option<web_sys::Response> = JsFuture::from(promise)
        .await
        .ok()
        .and_then(|v| v.dyn_into().ok())
        .filter(|r: &web_sys::Response| r.ok());
    let Some(copy) = response.and_then(|r| r.clone().ok()) else {
        forget();
        return None;
    };
    JsFuture::from(copy.text().ok()?).await.ok()?.as_string()
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
    // Another load may have read the set while this one waited for the text.
    if let Some(set) = SET.with(|s| s.borrow().clone()) {
        return Some(set);
    }
    let set: Rc<[Puzzle]> = read_set(&text).into();
    if set.is_empty() {
        return None;
    }
    SET.with(|s| *s.borrow_mut() = Some(set.clone()));
    Some(set)
}
