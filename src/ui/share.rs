//! Sharing links: "Share game" (the whole game with its history) and "Share position" (the
//! position on screen only).
//!
//! Uses the Web Share API (`navigator.share`) where the browser has it, else the clipboard
//! (`navigator.clipboard.writeText`). Both are looked up at run time, so a browser without them
//! still gets the link: it is always shown in a read-only field next to the feedback.

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::link::{encode_game, encode_position};
use crate::ui::app::GameHandle;
use crate::ui::url::url_for;

/// How sharing went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Handed to the system's share sheet.
    Shared,
    /// Written to the clipboard.
    Copied,
    /// Neither worked: the user copies the link from the field.
    Manual,
    /// The user closed the share sheet.
    Cancelled,
}

impl Outcome {
    /// What to tell the user.
    pub fn text(self, lang: Lang) -> &'static str {
        lang.t(match self {
            Outcome::Shared => K::LinkShared,
            Outcome::Copied => K::LinkCopied,
            Outcome::Manual => K::CopyLinkBelow,
            Outcome::Cancelled => K::NotShared,
        })
    }
}

fn method(target: &JsValue, name: &str) -> Option<Function> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<Function>()
        .ok()
}

/// Calls `on_ok` or `on_err` when `promise` settles.
fn on_settle(
    promise: JsValue,
    on_ok: impl FnOnce() + 'static,
    on_err: impl FnOnce(JsValue) + 'static,
) {
    let Some(then) = method(&promise, "then") else {
        on_err(JsValue::UNDEFINED);
        return;
    };
    let ok = Closure::once_into_js(move |_: JsValue| on_ok());
    let err = Closure::once_into_js(on_err);
    let _ = then.call2(&promise, &ok, &err);
}

/// Copies `url` to the clipboard; reports [`Outcome::Copied`] or [`Outcome::Manual`].
pub fn copy(url: &str, done: Callback<Outcome>) {
    let clipboard = web_sys::window()
        .and_then(|w| Reflect::get(&w.navigator(), &JsValue::from_str("clipboard")).ok())
        .filter(|c| c.is_object());
    let promise = clipboard.and_then(|c| {
        let write = method(&c, "writeText")?;
        write.call1(&c, &JsValue::from_str(url)).ok()
    });
    match promise {
        Some(p) => {
            let failed = done.clone();
            on_settle(
                p,
                move || done.emit(Outcome::Copied),
                move |_| failed.emit(Outcome::Manual),
            );
        }
        None => done.emit(Outcome::Manual),
    }
}

/// Shares `url` with the Web Share API when there is one, else copies it.
pub fn share(url: &str, title: &str, done: Callback<Outcome>) {
    let navigator = web_sys::window().map(|w| JsValue::from(w.navigator()));
    let sheet = navigator
        .as_ref()
        .and_then(|n| Some((n, method(n, "share")?)));
    let Some((navigator, share)) = sheet else {
        copy(url, done);
        return;
    };
    let data = Object::new();
    let _ = Reflect::set(&data, &JsValue::from_str("url"), &JsValue::from_str(url));
    let _ = Reflect::set(
        &data,
        &JsValue::from_str("title"),
        &JsValue::from_str(title),
    );
    match share.call1(navigator, &data) {
        Ok(promise) => {
            let url = url.to_owned();
            let failed = done.clone();
            on_settle(
                promise,
                move || done.emit(Outcome::Shared),
                move |e| {
                    let name = Reflect::get(&e, &JsValue::from_str("name"))
                        .ok()
                        .and_then(|n| n.as_string());
                    if name.as_deref() == Some("AbortError") {
                        failed.emit(Outcome::Cancelled);
                    } else {
                        copy(&url, failed);
                    }
                },
            );
        }
        Err(_) => copy(url, done),
    }
}

/// The "Share game" and "Share position" buttons with their feedback and the link itself.
#[component]
pub fn ShareButtons() -> Html {
    let shared = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let result = use_state_eq(|| None::<(Outcome, String)>);
    let Some(state) = shared else {
        return html! {};
    };
    let make = |position_only: bool| {
        let state = state.clone();
        let result = result.clone();
        Callback::from(move |_: MouseEvent| {
            let link = if position_only {
                encode_position(state.position())
            } else {
                encode_game(state.game(), state.seats())
            };
            let url = url_for(&link);
            let shown = url.clone();
            let result = result.clone();
            let title = lang.t(if position_only {
                K::ShareTitlePosition
            } else {
                K::ShareTitleGame
            });
            share(
                &url,
                title,
                Callback::from(move |o| result.set(Some((o, shown.clone())))),
            );
        })
    };
    html! {
        <section class="panel share" aria-label={lang.t(K::ShareLabel)}>
            <div class="buttons">
                <button id="share-game" type="button" onclick={make(false)}>
                    { lang.t(K::ShareGame) }
                </button>
                <button id="share-position" type="button" onclick={make(true)}>
                    { lang.t(K::SharePosition) }
                </button>
            </div>
            if let Some((outcome, url)) = (*result).clone() {
                <p id="share-feedback" class="note" role="status">{ outcome.text(lang) }</p>
                <input id="share-url" type="text" readonly=true value={url}
                       aria-label={lang.t(K::LinkLabel)}
                       style="width: 100%" onfocus={Callback::from(|e: FocusEvent| {
                           if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                               input.select();
                           }
                       })} />
            }
        </section>
    }
}
