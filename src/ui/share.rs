//! Sharing links: "Share game" (the whole game with its history), "Share position" (the
//! position on screen only) and "Send your move" (the game, for the other player to answer).
//!
//! Uses the Web Share API (`navigator.share`) where the browser has it, else the clipboard
//! (`navigator.clipboard.writeText`). Both are looked up at run time, so a browser without them
//! still gets the link. How it went is a message at the top of the side panel
//! ([`Notice::Shared`]), with the link in a read-only field. A copy of the game opened as a file
//! (`file://`) has links that open only there: it hands out the game code instead, to paste
//! after `#` in the address of any online copy.

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::link::{encode_game, encode_position};
use crate::app::state::{Action, Notice, ShareOutcome as Outcome};
use crate::ui::context::GameHandle;
use crate::ui::url::url_for;

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

/// What to share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// The game with its history.
    Game,
    /// The position on screen.
    Position,
    /// The game, after one's own move, for the other player to answer.
    Move,
}

/// Whether this copy of the game was opened as a file (`file://`).
fn from_file() -> bool {
    web_sys::window()
        .and_then(|w| w.location().protocol().ok())
        .is_some_and(|p| p == "file:")
}

/// Shares `what` of the game in `handle`; the outcome becomes a message.
pub fn share_now(handle: &GameHandle, lang: Lang, what: What) {
    let link = match what {
        What::Position => encode_position(handle.position()),
        What::Game | What::Move => encode_game(&handle.game_to_save(), handle.seats()),
    };
    let title = lang.t(match what {
        What::Position => K::ShareTitlePosition,
        What::Game => K::ShareTitleGame,
        What::Move => K::SendMoveTitle,
    });
    let report = {
        let handle = handle.clone();
        move |outcome: Outcome, text: String| {
            handle.dispatch(Action::Message(Notice::Shared(outcome, text)))
        }
    };
    if from_file() {
        // Its address would open only on this device: hand out the game code.
        let code = format!("#{link}");
        let shown = code.clone();
        copy(
            &code,
            Callback::from(move |o: Outcome| {
                let o = if o == Outcome::Copied {
                    Outcome::CodeCopied
                } else {
                    Outcome::CodeManual
                };
                report(o, shown.clone())
            }),
        );
        return;
    }
    let url = url_for(&link);
    let shown = url.clone();
    share(
        &url,
        title,
        Callback::from(move |o: Outcome| report(o, shown.clone())),
    );
}

/// The "Share game" and "Share position" buttons.
#[component]
pub fn ShareButtons() -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let Some(state) = handle else {
        return html! {};
    };
    let make = |what: What| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| share_now(&state, lang, what))
    };
    html! {
        <section class="panel share" aria-label={lang.t(K::ShareLabel)}>
            <div class="buttons">
                <button id="share-game" type="button" onclick={make(What::Game)}>
                    { lang.t(K::ShareGame) }
                </button>
                <button id="share-position" type="button" onclick={make(What::Position)}>
                    { lang.t(K::SharePosition) }
                </button>
            </div>
        </section>
    }
}

/// The link of a share message, in a read-only field that selects itself when focused.
pub fn link_field(lang: Lang, text: &str) -> Html {
    html! {
        <input id="share-url" type="text" readonly=true value={text.to_owned()}
               aria-label={lang.t(K::LinkLabel)}
               onfocus={Callback::from(|e: FocusEvent| {
                   if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                       input.select();
                   }
               })} />
    }
}
