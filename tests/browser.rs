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

/// Waits until `holds` is true of the page (Yew renders asynchronously, and its effects run
/// after the render): checks again at every turn of the event loop, and fails after a few
/// seconds' worth of turns.
async fn until(what: &str, holds: impl Fn() -> bool) {
    for _ in 0..2000 {
        if holds() {
            return;
        }
        yew::platform::time::sleep(Duration::from_millis(2)).await;
    }
    panic!("still waiting for {what}");
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
    until("the welcome card to close", || {
        count(&root, "#welcome") == 0
    })
    .await;
    assert_eq!(count(&root, "#welcome"), 0);
    assert_eq!(count(&root, "g.hole[data-q][data-r]"), 121);
    assert_eq!(count(&root, "g.peg[data-player]"), 20);
    let status = root
        .query_selector("#status")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(!status.is_empty());

    let position = Position::start(Options::default()).unwrap();
    let from = position.geometry().parse_cell("n2").unwrap();
    let moves = position.moves_from(from);

    click(&root, r#"g.peg[data-cell="n2"]"#);
    until("n2 selected", || count(&root, "g.hole.selected") == 1).await;
    assert_eq!(count(&root, r#"g.hole.selected[data-cell="n2"]"#), 1);
    assert_eq!(count(&root, "g.hole.move-dest") as usize, moves.len());
    for m in moves.iter() {
        let name = position.geometry().name(m.to);
        let kind = if m.is_step() { "step" } else { "hop" };
        let sel = format!(r#"g.hole.move-dest.{kind}[data-cell="{name}"]"#);
        assert_eq!(count(&root, &sel), 1, "{sel}");
    }

    // Play the first destination; the peg's data-cell is the destination at once.
    let to = position.geometry().name(moves[0].to).to_string();
    click(&root, &format!(r#"g.hole[data-cell="{to}"]"#));
    until("the move in the list", || {
        count(&root, "#move-list li") == 1
    })
    .await;
    assert_eq!(
        count(
            &root,
            &format!(r#"g.peg[data-player="0"][data-cell="{to}"]"#)
        ),
        1
    );
    assert_eq!(count(&root, "g.hole.last-move"), 2);
    assert_eq!(count(&root, "g.hole.move-dest"), 0);
    assert_eq!(count(&root, "#move-list li"), 1);

    click(&root, "#undo");
    until("the move taken back", || {
        count(&root, "g.hole.last-move") == 0
    })
    .await;
    assert_eq!(count(&root, r#"g.peg[data-player="0"][data-cell="n2"]"#), 1);
    assert_eq!(count(&root, "g.hole.last-move"), 0);
    root.remove();
}
