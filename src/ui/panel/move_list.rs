//! The move list (`#move-list li[data-ply]`), virtualised: only the rows in view are in the
//! page ([`crate::app::listview`]).

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::analysis::Verdict;
use crate::app::i18n::K;
use crate::app::listview::{Viewport, ROW_PX};
use crate::app::state::{Action, Mode};
use crate::ui::board_view::swatch;
use crate::ui::context::{dispatcher, use_game, use_lang};
use crate::ui::panel::analysis::verdict_mark;

/// The move list (`#move-list li[data-ply]`): the line on screen and every variation, inline
/// and indented (`data-variation` on a variation's rows). Only the rows in view are in the
/// page, so a game of thousands of moves costs no more to show than a short one. Clicking a row
/// goes to the position after that ply; the current one is kept in view.
#[component]
pub fn MoveList() -> Html {
    let handle = use_game();
    let lang = use_lang();
    let scroller = use_node_ref();
    let view = use_state_eq(Viewport::default);
    let (cursor, len, variations) = handle.as_ref().map_or((0, 0, false), |h| {
        (
            h.cursor_row().map_or(0, |r| r + 1),
            h.move_row_count(),
            h.tree().variations() > 0,
        )
    });
    let view_now = Viewport {
        one_column: variations,
        ..*view
    };

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
    // Keep the current row in view when it changes (a move, undo, redo, replay). The viewport
    // is the one last measured: nothing here makes the browser lay the page out again.
    {
        let scroller = scroller.clone();
        let view = view.clone();
        use_effect_with(
            (cursor, len, variations),
            move |&(cursor, len, one_column)| {
                let v = Viewport {
                    one_column,
                    ..*view
                };
                if let (Some(t), Some(e)) =
                    (v.reveal(cursor, len), scroller.cast::<web_sys::Element>())
                {
                    e.set_scroll_top(t as i32);
                    // The scroll event that follows measures the list again.
                    view.set(Viewport { top: t, ..*view });
                }
                || ()
            },
        );
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
    let (range, above, below) = view_now.window(len);
    let first = range.start;
    let mode = state.mode();
    let rows = state.move_rows(lang, range);
    // Whole pixels, written as integers (no float formatting in the bundle).
    let row = ROW_PX as usize;
    let style = format!(
        "padding-top:{}px;padding-bottom:{}px;grid-template-columns:repeat({},minmax(0,1fr))",
        above * row,
        below * row,
        view_now.columns()
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
                { for rows.into_iter().enumerate().map(|(i, r)| {
                    let ply = r.ply;
                    let onclick = dispatcher::<MouseEvent>(&state, Action::GotoNode(r.node));
                    let class = classes!(
                        "ply",
                        r.pass.then_some("pass"),
                        (r.on_line && !r.played).then_some("undone"),
                        (!r.on_line).then_some("off-line"),
                        (!r.main).then_some("variation"),
                        r.current.then_some("current"),
                    );
                    let nesting = (!r.main).then(|| r.nesting.to_string());
                    let indent = (!r.main).then(|| format!("--nesting:{}", r.nesting));
                    let closes = ")".repeat(r.closes);
                    html! {
                        <li key={first + i} {class} data-ply={ply.to_string()}
                            data-variation={nesting} style={indent}
                            data-judgement={r.judgement.map(|v| v.name())}>
                            <button type="button" {onclick} disabled={mode == Mode::NewGame}
                                    aria-current={if r.current { "step" } else { "false" }}>
                                if r.opens { <span class="bracket" aria-hidden="true">{ "(" }</span> }
                                <span class="n">{ format!("{ply}.") }</span>
                                { swatch(r.colour) }
                                <span class="text">{ r.text }</span>
                                if let Some(v) = r.judgement.filter(|v| *v >= Verdict::Inaccuracy) {
                                    <span class={classes!("judgement", v.name())} title={lang.verdict(v)}>
                                        { verdict_mark(v) }
                                    </span>
                                }
                                if !closes.is_empty() {
                                    <span class="bracket" aria-hidden="true">{ closes }</span>
                                }
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
        one_column: false,
    }
}
