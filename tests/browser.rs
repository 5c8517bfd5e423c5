//! Component tests in a real browser (wasm-bindgen-test): mount the app, click a peg, see its
//! destinations; play a move; undo it.
//!
//! Run: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//! cargo test --target wasm32-unknown-unknown --test browser`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use sternhalma::engine::{Options, Position};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Waits until `holds` is true of the page (as [`until_eq`]).
async fn until(what: &str, holds: impl Fn() -> bool) {
    until_eq(what, holds, true).await;
}

/// Waits until `value` of the page is `expected`, and says what it last was if it never is: Yew
/// renders asynchronously, and its effects run after the render, so it checks again at every
/// turn of the event loop and fails after a few seconds' worth of turns. Every check waits so: Yew's scheduler may hand the page back to the browser between two
/// components' updates (after 16 ms of work, as on a busy machine), so one part of the page can
/// show a change a frame before another.
async fn until_eq<T: PartialEq + std::fmt::Debug>(what: &str, value: impl Fn() -> T, expected: T) {
    for _ in 0..2000 {
        if value() == expected {
            return;
        }
        yew::platform::time::sleep(Duration::from_millis(2)).await;
    }
    panic!("still waiting for {what}: {:?}, not {expected:?}", value());
}

async fn mount() -> web_sys::Element {
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<sternhalma::ui::app::App>::with_root(root.clone()).render();
    root
}

/// Whether the address and the autosave have caught up with the game on screen.
fn synced() -> bool {
    document()
        .document_element()
        .and_then(|e| e.get_attribute("data-sync"))
        .as_deref()
        == Some("idle")
}

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn click(root: &web_sys::Element, selector: &str) {
    let el = root
        .query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"));
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&event).unwrap();
}

/// One app per page: the URL / autosave sync of a second mounted app would load the first
/// one's game, so everything is checked on one mount.
#[wasm_bindgen_test]
async fn the_board_renders_selects_plays_and_undoes() {
    if let Some(storage) = web_sys::window().unwrap().local_storage().unwrap() {
        storage.clear().unwrap();
    }
    let root = mount().await;
    // Let start-up effects (link / autosave sync) finish.
    until("the start-up sync", synced).await;
    // A first visit: the welcome card offers the games; two players at this screen.
    assert_eq!(count(&root, "#welcome"), 1);
    click(&root, "#pass-and-play");
    until_eq("the welcome card to close", || count(&root, "#welcome"), 0).await;
    until_eq("the holes", || count(&root, "g.hole[data-q][data-r]"), 121).await;
    until_eq("the pegs", || count(&root, "g.peg[data-player]"), 20).await;
    until("a status line", || {
        root.query_selector("#status")
            .ok()
            .flatten()
            .and_then(|e| e.text_content())
            .is_some_and(|t| !t.is_empty())
    })
    .await;

    let position = Position::start(Options::default()).unwrap();
    let from = position.geometry().parse_cell("n2").unwrap();
    let moves = position.moves_from(from);

    click(&root, r#"g.peg[data-cell="n2"]"#);
    until_eq(
        "n2 selected",
        || count(&root, r#"g.hole.selected[data-cell="n2"]"#),
        1,
    )
    .await;
    until_eq("one hole selected", || count(&root, "g.hole.selected"), 1).await;
    until_eq(
        "n2's destinations",
        || count(&root, "g.hole.move-dest") as usize,
        moves.len(),
    )
    .await;
    for m in moves.iter() {
        let name = position.geometry().name(m.to);
        let kind = if m.is_step() { "step" } else { "hop" };
        let sel = format!(r#"g.hole.move-dest.{kind}[data-cell="{name}"]"#);
        assert_eq!(count(&root, &sel), 1, "{sel}");
    }

    // Play the first destination; the peg's data-cell is the destination at once.
    let to = position.geometry().name(moves[0].to).to_string();
    click(&root, &format!(r#"g.hole[data-cell="{to}"]"#));
    until_eq("the move in the list", || count(&root, "#move-list li"), 1).await;
    let moved = format!(r#"g.peg[data-player="0"][data-cell="{to}"]"#);
    until_eq("the peg on its destination", || count(&root, &moved), 1).await;
    until_eq(
        "the last move's holes",
        || count(&root, "g.hole.last-move"),
        2,
    )
    .await;
    until_eq(
        "no destinations left",
        || count(&root, "g.hole.move-dest"),
        0,
    )
    .await;

    click(&root, "#undo");
    until_eq(
        "the peg back on n2",
        || count(&root, r#"g.peg[data-player="0"][data-cell="n2"]"#),
        1,
    )
    .await;
    until_eq("no last move", || count(&root, "g.hole.last-move"), 0).await;
    // Taken back, not deleted: the move stays in the list for Redo.
    until_eq(
        "the undone move kept",
        || count(&root, "#move-list li.undone"),
        1,
    )
    .await;
    root.remove();
}
