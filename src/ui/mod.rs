//! The Yew user interface (wasm32 only). Components render the state kept by the pure logic of
//! [`crate::app`] and the [`crate::engine`]; side effects (storage, URL, timers) live here.

pub mod app;
pub mod board_view;
pub mod cards;
pub mod computer;
pub mod context;
pub mod dialog;
pub mod early;
pub mod editor;
pub mod game_board;
pub mod games_list;
pub mod hooks;
pub mod new_game;
pub mod panel;
pub mod screens;
pub mod share;
pub mod sound;
pub mod storage;
pub mod texts;
pub mod train;
pub mod url;
pub mod worker;
pub mod workers;

/// The id of the game's root element (a child of `<body>`, `display: contents`).
pub const GAME_ROOT_ID: &str = "game";

/// Mounts the game on the page's `<body>`, in place of the board the page shows while the
/// code loads ([`crate::app::skeleton`]) — once the texts of the player's language are there
/// (English is in the bundle; another language's file is loaded first, and if it cannot be,
/// the game starts in English and says so).
pub fn start() {
    dialog::track_focus();
    workers::set_pace(storage::pace());
    workers::set_workers(storage::search_workers().count(storage::cores()));
    let lang = hooks::preferred_lang();
    if texts::install_inline(lang) {
        render();
    } else {
        yew::platform::spawn_local(async move {
            texts::load(lang).await;
            render();
        });
    }
}

/// Removes the page's skeleton and renders the game: Yew's first render runs at the end of this
/// task's microtasks, before the browser paints again, so no frame shows the page without a
/// board (nor, on a first visit, without the start position's pegs and the welcome card).
fn render() {
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(document) = &document {
        early::note_handover(document);
    }
    if let Some(skeleton) = document
        .as_ref()
        .and_then(|d| d.get_element_by_id(crate::app::skeleton::ROOT_ID))
    {
        skeleton.remove();
    }
    // The game's own root, beside the second module's (`screens::host::ROOT_ID`): two Yew
    // apps must not nest, as each listens for events at its root.
    let root = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        let root = d.create_element("div").ok()?;
        root.set_id(GAME_ROOT_ID);
        d.body()?.append_child(&root).ok()?;
        Some(root)
    });
    match root {
        Some(root) => {
            yew::Renderer::<app::App>::with_root(root).render();
        }
        None => {
            yew::Renderer::<app::App>::new().render();
        }
    }
}
