//! The module's side (see [`super`]): [`open`] reads the page's request and mounts the screen's
//! own Yew app; [`set_lang`] follows the page's language; [`close`] takes it down; [`warm`]
//! readies a screen before it is asked for.
//! `src/bin/screens.rs` exports them to the page.

use std::cell::{Cell, RefCell};

use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::app::i18n::Lang;
use crate::app::screens::Screen;
use crate::app::state::GameConfig;
use crate::ui::editor::EditorScreen;
use crate::ui::games_list::GamesList;
use crate::ui::new_game::NewGameScreen;
use crate::ui::texts;
use crate::ui::train::lessons::Lessons;
use crate::ui::train::puzzles::Puzzles;

thread_local! {
    /// The screen on show, if any, and what it was drawn with.
    static OPEN: RefCell<Option<(yew::AppHandle<ScreenApp>, ScreenAppProps)>> = const { RefCell::new(None) };
    /// Counts [`open`] and [`close`] calls: a screen whose texts arrive after a later call is
    /// not mounted.
    static EPOCH: Cell<u32> = const { Cell::new(0) };
}

/// Properties of [`ScreenApp`].
#[derive(Properties, PartialEq, Clone)]
pub struct ScreenAppProps {
    /// The screen.
    pub screen: Screen,
    /// The page's language.
    pub lang: Lang,
    /// Asks the page to close the screen.
    pub on_close: Callback<()>,
    /// Hands the page the screen's answer (the new-game form's setup, the editor's position,
    /// the key of a game to open), which closes it.
    pub on_answer: Callback<String>,
}

/// A screen of the module, in the page's language.
#[component]
pub fn ScreenApp(props: &ScreenAppProps) -> Html {
    let on_close = props.on_close.clone();
    let lang = props.lang;
    html! {
        <ContextProvider<Lang> context={lang}>
            {
                match &props.screen {
                    Screen::Lessons { start } => html! { <Lessons start={*start} {on_close} /> },
                    Screen::Puzzles { wanted } => html! { <Puzzles wanted={wanted.clone()} {on_close} /> },
                    Screen::NewGame { config } => html! {
                        <NewGameScreen {lang} config={config.clone()} on_cancel={on_close}
                                       on_start={props.on_answer.reform(|config: GameConfig| config.to_text())} />
                    },
                    Screen::Games { current } => html! {
                        <GamesList current={current.clone()} {on_close} on_open={props.on_answer.clone()} />
                    },
                    Screen::Editor { start } => html! {
                        <EditorScreen start={start.clone()} {on_close} on_play={props.on_answer.clone()} />
                    },
                }
            }
        </ContextProvider<Lang>>
    }
}

/// Runs `then` once `lang`'s texts are there: at once when the page has them, else after
/// loading them (without its file a screen shows in English, as the page would).
fn with_texts(lang: Lang, then: impl FnOnce() + 'static) {
    if texts::install_inline(lang) {
        then();
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            texts::load(lang).await;
            then();
        });
    }
}

/// Mounts the screen `request` names ([`Screen::read`]) in `root`, in the language `lang`
/// (its tag), once that language's texts are there; `on_done` is called when the screen is
/// done: without an argument when it asks to close, with its answer's text when it has one.
/// Whether the request names a screen (nothing is mounted if it does not). Any screen already
/// open is closed first.
pub fn open(root: web_sys::Element, request: &str, lang: &str, on_done: js_sys::Function) -> bool {
    close();
    let Some(screen) = Screen::read(request) else {
        return false;
    };
    let lang = Lang::from_tag(lang);
    let epoch = EPOCH.with(Cell::get);
    let on_answer = {
        let on_done = on_done.clone();
        Callback::from(move |answer: String| {
            let _ = on_done.call1(&JsValue::NULL, &JsValue::from_str(&answer));
        })
    };
    let on_close = Callback::from(move |()| {
        let _ = on_done.call0(&JsValue::NULL);
    });
    let mount = move || {
        if EPOCH.with(Cell::get) != epoch {
            return;
        }
        let props = ScreenAppProps {
            screen,
            lang,
            on_close,
            on_answer,
        };
        let app = yew::Renderer::<ScreenApp>::with_root_and_props(root, props.clone()).render();
        OPEN.with(|open| *open.borrow_mut() = Some((app, props)));
    };
    with_texts(lang, mount);
    true
}

/// Starts what the screen `request` names will need, before it is asked for: the puzzles read
/// their set (kept for the page's life). Nothing for other screens.
pub fn warm(request: &str) {
    if let Some(Screen::Puzzles { .. }) = Screen::read(request) {
        wasm_bindgen_futures::spawn_local(async {
            let _ = crate::ui::train::set::load().await;
        });
    }
}

/// Draws the screen on show, if any, in the language tagged `lang` (once its texts are
/// there), keeping what the player did on it.
pub fn set_lang(lang: &str) {
    let lang = Lang::from_tag(lang);
    let redraw = move || {
        OPEN.with(|open| {
            if let Some((app, props)) = open.borrow_mut().as_mut() {
                if props.lang != lang {
                    props.lang = lang;
                    app.update(props.clone());
                }
            }
        });
    };
    with_texts(lang, redraw);
}

/// Takes the screen on show, if any, off the page.
pub fn close() {
    EPOCH.with(|e| e.set(e.get().wrapping_add(1)));
    if let Some((app, _)) = OPEN.with(|open| open.borrow_mut().take()) {
        app.destroy();
    }
}
