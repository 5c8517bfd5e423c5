//! The Yew user interface (wasm32 only). Components render the state kept by the pure logic of
//! [`crate::app`] and the [`crate::engine`]; side effects (storage, URL, timers) live here.

pub mod ai;
pub mod app;
pub mod board_view;
pub mod computer;
pub mod context;
pub mod dialog;
pub mod editor;
pub mod game_board;
pub mod games_list;
pub mod hooks;
pub mod new_game;
pub mod panel;
pub mod panels;
pub mod share;
pub mod sound;
pub mod storage;
pub mod url;

/// Mounts the game on the page's `<body>`, in place of the board the page shows while the
/// code loads ([`crate::app::skeleton`]).
pub fn start() {
    if let Some(skeleton) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(crate::app::skeleton::ROOT_ID))
    {
        skeleton.remove();
    }
    dialog::track_focus();
    yew::Renderer::<app::App>::new().render();
}
