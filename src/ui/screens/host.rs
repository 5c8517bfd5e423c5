//! The page's side of the second module (see [`super`]): [`ScreenHost`] shows a screen of it,
//! [`preload_when_idle`] fetches and starts the module before it is asked for, and
//! [`warm_on_intent`] readies a screen when the player points at its button.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::screens::Screen;
use crate::ui::context::use_lang;

/// The id of the element the module's screens are mounted in (a child of `<body>`, beside the
/// game's root).
pub const ROOT_ID: &str = "screens";

/// `window[name]` as a function.
fn global_function(name: &str) -> Option<js_sys::Function> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()
}

/// The module's exports, once it is loaded and started (the start-up script's
/// `window.sternhalmaScreens()`, which loads it once however often it is asked).
async fn module() -> Result<JsValue, JsValue> {
    let load = global_function("sternhalmaScreens")
        .ok_or_else(|| JsValue::from_str("this page has no screens module"))?;
    let promise: js_sys::Promise = load.call0(&JsValue::NULL)?.dyn_into()?;
    JsFuture::from(promise).await
}

/// `exports[name](args…)`.
fn call(exports: &JsValue, name: &str, args: &[&JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function =
        js_sys::Reflect::get(exports, &JsValue::from_str(name))?.dyn_into()?;
    let args: js_sys::Array = args.iter().copied().collect();
    f.apply(&JsValue::NULL, &args)
}

/// Starts loading the module once the page is idle (after the first screen is drawn and the
/// board answers), so that a screen of it opens at once when asked for.
pub fn preload_when_idle() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let load = Closure::once_into_js(|| {
        wasm_bindgen_futures::spawn_local(async {
            // A failure is said when a screen is asked for; the page goes on without it.
            let _ = module().await;
        });
    });
    let idle = js_sys::Reflect::get(&window, &JsValue::from_str("requestIdleCallback"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let _ = match idle {
        Some(idle) => {
            let options = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&options, &"timeout".into(), &JsValue::from_f64(3000.0));
            idle.call2(&window, &load, &options)
        }
        None => window
            .set_timeout_with_callback_and_timeout_and_arguments_0(load.unchecked_ref(), 1000)
            .map(JsValue::from),
    };
}

/// Readies `screen` before it is asked for (the player points at, focuses or presses its
/// button): loads the module, which starts what the screen will need (the puzzle set, read
/// once for the page's life), so that the screen opens at once on the click.
pub fn warm(screen: &Screen) {
    let request = screen.request();
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(exports) = module().await {
            let _ = call(&exports, "warm", &[&request.into()]);
        }
    });
}

/// What a button that opens `screen` does when the player means to press it (points at it,
/// focuses it, presses it): [`warm`]. Cheap when repeated: the module loads once, the puzzle
/// set is read once.
pub fn warm_on_intent(screen: Screen) -> Callback<()> {
    Callback::from(move |()| warm(&screen))
}

/// Properties of [`ScreenHost`].
#[derive(Properties, PartialEq)]
pub struct ScreenHostProps {
    /// The screen to show.
    pub screen: Screen,
    /// The screen asks to close (its close button, Escape), or it could not be loaded and the
    /// player closed the message.
    pub on_close: Callback<()>,
    /// The screen's answer (the new-game form's setup), which closes it.
    #[prop_or_default]
    pub on_answer: Callback<String>,
}

/// Where the module stands for this host.
#[derive(Clone, Copy, PartialEq)]
enum Phase {
    Loading,
    Open,
    Unavailable,
}

/// What an open screen holds on to until it closes.
struct Shown {
    /// The module's exports, once loaded.
    exports: Option<JsValue>,
    /// The element the screen is mounted in.
    root: web_sys::Element,
    /// The callback the module calls when the screen is done (kept alive while it is open).
    _on_done: Closure<dyn Fn(JsValue)>,
}

/// The element the screens are mounted in, made when first needed.
fn screens_root() -> Option<web_sys::Element> {
    let document = web_sys::window()?.document()?;
    if let Some(root) = document.get_element_by_id(ROOT_ID) {
        return Some(root);
    }
    let root = document.create_element("div").ok()?;
    root.set_id(ROOT_ID);
    document.body()?.append_child(&root).ok()?;
    Some(root)
}

/// Shows `screen` of the second module: "Loading…" while the module loads (a status, not a
/// dialog: the screen's own dialog takes the focus when it opens), a message with a close
/// button if it cannot be loaded. Unmounting the host closes the screen.
#[component]
pub fn ScreenHost(props: &ScreenHostProps) -> Html {
    let lang = use_lang();
    let phase = use_state(|| Phase::Loading);
    // The page's language as last drawn: the screen opens in it whenever the module comes,
    // and follows it while it is open (keeping what the player did on it).
    let current_lang = use_mut_ref(|| lang);
    *current_lang.borrow_mut() = lang;
    let open_shown = use_mut_ref(|| None::<Rc<RefCell<Shown>>>);
    {
        let open_shown = open_shown.clone();
        use_effect_with(lang, move |lang| {
            if let Some(shown) = open_shown.borrow().as_ref() {
                if let Some(exports) = &shown.borrow().exports {
                    let _ = call(exports, "lang", &[&lang.tag().into()]);
                }
            }
        });
    }
    {
        let phase = phase.clone();
        let (on_close, on_answer) = (props.on_close.clone(), props.on_answer.clone());
        use_effect_with(props.screen.clone(), move |screen| {
            let alive = Rc::new(Cell::new(true));
            // The module calls back inside its own event handling: the page acts on it a
            // moment later, once that handling is over.
            let closer = Closure::<dyn Fn(JsValue)>::new(move |answer: JsValue| {
                let (on_close, on_answer) = (on_close.clone(), on_answer.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match answer.as_string() {
                        Some(answer) => on_answer.emit(answer),
                        None => on_close.emit(()),
                    }
                });
            });
            let callback: JsValue = closer.as_ref().clone();
            let shown = screens_root().map(|root| {
                Rc::new(RefCell::new(Shown {
                    exports: None,
                    root,
                    _on_done: closer,
                }))
            });
            *open_shown.borrow_mut() = shown.clone();
            if let Some(shown) = shown.clone() {
                let (alive, request) = (alive.clone(), screen.request());
                phase.set(Phase::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    let opened = match module().await {
                        Ok(exports) if alive.get() => {
                            let tag = current_lang.borrow().tag();
                            let root = shown.borrow().root.clone();
                            let args = [&root.into(), &request.into(), &tag.into(), &callback];
                            // The module says whether the request named a screen it has.
                            let opened = call(&exports, "open", &args)
                                .is_ok_and(|named| named.as_bool() == Some(true));
                            shown.borrow_mut().exports = Some(exports);
                            opened
                        }
                        Ok(_) => return,
                        Err(_) => false,
                    };
                    if alive.get() {
                        phase.set(if opened {
                            Phase::Open
                        } else {
                            Phase::Unavailable
                        });
                    }
                });
            } else {
                phase.set(Phase::Unavailable);
            }
            move || {
                alive.set(false);
                if let Some(shown) = shown {
                    if let Some(exports) = &shown.borrow().exports {
                        let _ = call(exports, "close", &[]);
                    }
                }
            }
        });
    }
    let t = |k| lang.t(k);
    match *phase {
        Phase::Open => html! {},
        Phase::Loading => html! {
            <p class="screen-status" role="status" aria-live="polite">{ t(K::ScreenLoading) }</p>
        },
        Phase::Unavailable => {
            let close = props.on_close.reform(|_: MouseEvent| ());
            html! {
                <div class="screen-status message error" role="alert">
                    <p>{ t(K::ScreenUnavailable) }</p>
                    <button type="button" id="screen-close" onclick={close}>{ t(K::Close) }</button>
                </div>
            }
        }
    }
}
