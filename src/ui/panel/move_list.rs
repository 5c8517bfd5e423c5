//! The move list (`#move-list li[data-ply]`), virtualised: only the rows in view are in the
//! page ([`crate::app::listview`]).

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::analysis::Verdict;
use crate::app::analysis::Review;
use crate::app::i18n::K;
use crate::app::listview::{Span, Viewport, ROW_PX};
use crate::app::state::{Action, Preview};
use crate::app::view::{cursor_row, move_row_count, move_rows};
use crate::ui::board_view::swatch;
use crate::ui::context::{dispatcher, use_game, use_lang};
use crate::ui::panel::analysis::{preview_callbacks, verdict_mark};

/// The move list (`#move-list li[data-ply]`): the line on screen and every variation, inline
/// and indented (`data-variation` on a variation's rows). Only the rows in view are in the
/// page, so a game of thousands of moves costs no more to show than a short one. Clicking a row
/// goes to the position after that ply; the current one is kept in view. Pointing at or
/// focusing a move's row draws the move on the board (`polyline.preview-path`).
#[component]
pub fn MoveList() -> Html {
    let handle = use_game();
    let lang = use_lang();
    let scroller = use_node_ref();
    let view = use_state_eq(|| Viewport::UNMEASURED);
    let (cursor, len, variations) = handle.as_ref().map_or((None, 0, false), |h| {
        (
            cursor_row(h),
            move_row_count(h),
            // One column too once moves are judged: their marks need the room.
            h.tree().variations() > 0 || h.analysis().review() != Review::Off,
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
    // Keep the current row in view whenever it or the rows around it change (a move, undo,
    // redo, a step of the review, a click, a jump into a variation, a game loaded), and when
    // the rows are laid out in another number of columns. The list is measured here, after the
    // render: its box may show less than its share of the window, and the last measure may
    // predate the rows now in it. The row goes into the part of the box in sight; what holds
    // the list scrolls only when the list cannot do it alone.
    {
        let scroller = scroller.clone();
        let view = view.clone();
        use_effect_with(
            (cursor, len, view_now.columns()),
            move |&(cursor, len, _)| {
                if let Some(e) = scroller.cast::<web_sys::Element>() {
                    let now = Viewport {
                        one_column: variations,
                        ..viewport_of(&e)
                    };
                    let origin = e.get_bounding_client_rect().top() + f64::from(e.client_top());
                    let holder = Holder::of(&e);
                    let sight = holder.as_ref().map_or_else(
                        || Span::new(0.0, now.shown(len).len()),
                        |(_, view)| view.shifted(-origin),
                    );
                    let reveal = now.reveal_in(cursor, len, sight);
                    if let Some(t) = reveal.list {
                        e.set_scroll_top(t as i32);
                    }
                    if let Some((holder, _)) = holder {
                        holder.scroll_by(whole(reveal.outer));
                    }
                    // The scroll event that may follow measures the list again.
                    view.set(viewport_of(&e));
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
    let new_game = state.overlay().is_new_game();
    let rows = move_rows(&state, lang, range);
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
                    // Pointed at or focused, a move's row draws the move on the board.
                    let (enter, leave) = if r.pass {
                        (Callback::noop(), Callback::noop())
                    } else {
                        preview_callbacks(&state, Preview::Node(r.node))
                    };
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
                            <button type="button" {onclick} disabled={new_game}
                                    aria-current={if r.current { "step" } else { "false" }}
                                    onpointerenter={enter.reform(|_: PointerEvent| ())} onfocus={enter.reform(|_: FocusEvent| ())}
                                    onpointerleave={leave.reform(|_: PointerEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}>
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

/// The move list's viewport as the browser has it now (its visible height in whole pixels,
/// so that a row revealed at its bottom is not cut by a fraction of one).
fn viewport_of(element: &web_sys::Element) -> Viewport {
    let rect = element.get_bounding_client_rect();
    Viewport {
        top: f64::from(element.scroll_top()),
        width: f64::from(element.client_width()),
        height: f64::from(element.client_height()).min(rect.height().floor()),
        window_height: web_sys::window()
            .and_then(|w| w.inner_height().ok())
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0),
        one_column: false,
    }
}

/// What brings the list into sight where that keeps the board where it is: the side panel when
/// it scrolls on its own (side by side), the window while the player looks at the list (on a
/// phone the page scrolls; at least half of the list's box is in the window).
enum Holder {
    Side(web_sys::Element),
    Window(web_sys::Window),
}

impl Holder {
    /// The holder of `list`, if one may scroll, and its view in the window's coordinates.
    fn of(list: &web_sys::Element) -> Option<(Holder, Span)> {
        let side = list.closest(".side").ok().flatten()?;
        if side.scroll_height() > side.client_height() {
            let top = side.get_bounding_client_rect().top() + f64::from(side.client_top());
            let view = Span::new(top, top + f64::from(side.client_height()));
            return Some((Holder::Side(side), view));
        }
        let window = web_sys::window()?;
        let height = window
            .document()
            .and_then(|d| d.document_element())
            .map_or(0.0, |e| f64::from(e.client_height()));
        let view = Span::new(0.0, height);
        let rect = list.get_bounding_client_rect();
        let list = Span::new(rect.top(), rect.bottom());
        (!list.is_empty() && view.overlap(list) * 2.0 >= list.len())
            .then_some((Holder::Window(window), view))
    }

    /// Scrolls it `by` pixels down (up when negative).
    fn scroll_by(&self, by: i32) {
        if by == 0 {
            return;
        }
        match self {
            Holder::Side(side) => side.set_scroll_top(side.scroll_top() + by),
            Holder::Window(window) => window.scroll_by_with_x_and_y(0.0, f64::from(by)),
        }
    }
}

/// A scroll in whole pixels that goes at least `by`.
fn whole(by: f64) -> i32 {
    (if by > 0.0 { by.ceil() } else { by.floor() }) as i32
}
