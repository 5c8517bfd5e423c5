//! The module's side (see [`super`]): [`open`] reads the page's request and mounts the screen's
//! own Yew app; [`close`] takes it down. `src/bin/screens.rs` exports both to the page.

use std::cell::{Cell, RefCell};

use yew::prelude::*;

use crate::app::i18n::Lang;
use crate::app::screens::Screen;
use crate::ui::texts;
use crate::ui::train::lessons::Lessons;
use crate::ui::train::puzzles::Puzzles;

thread_local! {
    /// The screen on show, if any.
    static OPEN: RefCell<Option<yew::AppHandle<ScreenApp>>> = const { RefCell::new(None) };
    /// Counts [`open`] and [`close`] calls: a screen whose texts arrive after a later call is
    /// not mounted.
    static EPOCH: Cell<u32> = const { Cell::new(0) };
}

/// Properties of [`ScreenApp`].
#[derive(Properties, PartialEq)]
pub struct ScreenAppProps {
    /// The screen.
    pub screen: Screen,
    /// The page's language.
    pub lang: Lang,
    /// Asks the page to close the screen.
    pub on_close: Callback<()>,
}

/// A screen of the module, in the page's language.
#[component]
pub fn ScreenApp(props: &ScreenAppProps) -> Html {
    let on_close = props.on_close.clone();
    html! {
        <ContextProvider<Lang> context={props.lang}>
            {
                match &props.screen {
                    Screen::Lessons { start } => html! { <Lessons start={*start} {on_close} /> },
                    Screen::Puzzles { wanted } => html! { <Puzzles wanted={wanted.clone()} {on_close} /> },
                }
            }
        </ContextProvider<Lang>>
    }
}

/// Mounts the screen `request` names ([`Screen::read`]) in `root`, in the language `lang`
/// (its tag), once that language's texts are there; `on_close` is called when the screen asks
/// to close. Whether the request names a screen (nothing is mounted if it does not). Any
/// screen already open is closed first.
pub fn open(root: web_sys::Element, request: &str, lang: &str, on_close: js_sys::Function) -> bool {
    close();
    let Some(screen) = Screen::read(request) else {
        return false;
    };
    let lang = Lang::from_tag(lang);
    let epoch = EPOCH.with(Cell::get);
    let on_close = Callback::from(move |()| {
        let _ = on_close.call0(&wasm_bindgen::JsValue::NULL);
    });
    let mount = move || {
        if EPOCH.with(Cell::get) != epoch {
            return;
        }
        let props = ScreenAppProps {
            screen,
            lang,
            on_close,
        };
        let app = yew::Renderer::<ScreenApp>::with_root_and_props(root, props).render();
        OPEN.with(|open| *open.borrow_mut() = Some(app));
    };
    if texts::install_inline(lang) {
        mount();
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            // Without its file the screen shows in English, as the page would.
            texts::load(lang).await;
            mount();
        });
    }
    true
}

/// Takes the screen on show, if any, off the page.
pub fn close() {
    EPOCH.with(|e| e.set(e.get().wrapping_add(1)));
    if let Some(app) = OPEN.with(|open| open.borrow_mut().take()) {
        app.destroy();
    }
}
