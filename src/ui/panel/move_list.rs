//! The move list (`#move-list li[data-ply]`), virtualised: only the rows in view are in the
//! page ([`crate::app::listview`]).

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::listview::{Viewport, ROW_PX};
use crate::app::state::{Action, Mode};
use crate::ui::board_view::swatch;
use crate::ui::context::{use_game, use_lang};

/// The game's plies (`#move-list li[data-ply]`): only the rows in view are in the page, so a
/// game of thousands of moves costs no more to show than a short one. Clicking a row goes to
/// the position after that ply; the current ply is kept in view.
#[component]
pub fn MoveList() -> Html {
    let handle = use_game();
    let lang = use_lang();
    let scroller = use_node_ref();
    let view = use_state_eq(Viewport::default);
    let cursor = handle.as_ref().map_or(0, |h| h.game().cursor());
    let len = handle.as_ref().map_or(0, |h| h.game().plies().len());

    // Measure once mounted and whenever the window changes size.
    {
        let scroller = scroller.clone();
        let view = view.clone();
        use_effect_with((), move |_| {
            let measure = move || {
                if let Some(e) = scroller.cast::<web_sys::Element>() {
                    view.set(viewport_of(&e));
                }
            };
            measure();
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "resize", move |_| measure()));
            move || drop(listener)
        });
    }
    // Keep the current ply in view when it changes (a move, undo, redo, replay). The viewport
    // is the one last measured: nothing here makes the browser lay the page out again.
    {
        let scroller = scroller.clone();
        let view = view.clone();
        use_effect_with((cursor, len), move |&(cursor, len)| {
            let v = *view;
            if let (Some(t), Some(e)) = (v.reveal(cursor, len), scroller.cast::<web_sys::Element>())
            {
                e.set_scroll_top(t as i32);
                // The scroll event that follows measures the list again.
                view.set(Viewport { top: t, ..v });
            }
            || ()
        });
    }

    let Some(state) = handle else {
        return html! {};
    };
    let onscroll = {
        let view = view.clone();
        Callback::from(move |e: Event| {
            if let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                view.set(viewport_of(&el));
            }
        })
    };
    let (range, above, below) = view.window(len);
    let mode = state.mode();
    let rows = state.move_rows(lang, range);
    // Whole pixels, written as integers (no float formatting in the bundle).
    let row = ROW_PX as usize;
    let style = format!(
        "padding-top:{}px;padding-bottom:{}px;grid-template-columns:repeat({},minmax(0,1fr))",
        above * row,
        below * row,
        view.columns()
    );
    if len == 0 {
        // The scroller is there from the start, so that it is measured when it mounts.
        return html! {
            <div class="move-scroll" ref={scroller} {onscroll}>
                <p class="muted">{ lang.t(K::NoMovesYet) }</p>
            </div>
        };
    }
    html! {
        <div class="move-scroll" ref={scroller} {onscroll}>
            <ol id="move-list" class="move-list" {style}>
                { for rows.into_iter().map(|r| {
                    let ply = r.ply;
                    let onclick = {
                        let state = state.clone();
                        Callback::from(move |_: MouseEvent| state.dispatch(Action::Goto(ply)))
                    };
                    let class = classes!(
                        "ply",
                        r.pass.then_some("pass"),
                        (!r.played).then_some("undone"),
                        (ply == cursor).then_some("current"),
                    );
                    html! {
                        <li key={ply} {class} data-ply={ply.to_string()}>
                            <button type="button" {onclick} disabled={mode == Mode::NewGame}
                                    aria-current={if ply == cursor { "step" } else { "false" }}>
                                <span class="n">{ format!("{ply}.") }</span>
                                { swatch(r.colour) }
                                <span class="text">{ r.text }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

/// The move list's viewport as the browser has it now.
fn viewport_of(element: &web_sys::Element) -> Viewport {
    Viewport {
        top: f64::from(element.scroll_top()),
        width: f64::from(element.client_width()),
        window_height: web_sys::window()
            .and_then(|w| w.inner_height().ok())
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0),
    }
}
