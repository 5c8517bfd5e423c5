//! The analysis board's panel: the engine's switch (`#analyse`) and what it says (`#analysis`:
//! moves to finish, the lead, the best moves with the lead each leaves, the best line), the
//! race graph (`#race-graph`), the game review (`#review-game`, `#review-progress`, accuracy per
//! seat) and "Learn from your mistakes"; and on a phone the same report in a line under the
//! board (`#analysis-strip`). Everything shown is read from the state, the report made once per
//! render for both; the worker is driven by `ui::hooks::analysis`.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::analysis::costly_target;
use crate::app::analysis::graph;
use crate::app::analysis::reveal::{Reveal, Shown};
use crate::app::analysis::Review;
use crate::app::i18n::{Lang, K};
use crate::app::state::{Action, AnalysisAction, Preview};
use crate::app::view::{analysis_graph_markup, review_text, BestLine, BestMove, ReportView};
use crate::engine::{Move, Position};
use crate::ui::context::{dispatcher, use_game, use_lang, GameHandle};

pub use crate::app::view::verdict_mark;

fn analysis_action(a: AnalysisAction) -> Action {
    Action::Analysis(a)
}

/// Properties of [`AnalysisPanel`] and [`AnalysisStrip`].
#[derive(Properties, PartialEq)]
pub struct ReportProps {
    /// The engine's report on the position on screen while the analysis is on
    /// ([`crate::app::view::analysis_report`]).
    pub report: Option<Rc<ReportView>>,
}

/// The analysis panel (see the module documentation).
#[component]
pub fn AnalysisPanel(props: &ReportProps) -> Html {
    let (game, lang) = (use_game(), use_lang());
    let reveal = use_mut_ref(Reveal::default);
    let report = props.report.as_deref();
    let shown = game.as_ref().map(|g| Shown {
        engine: g.analysis().is_on(),
        // An iteration's report, not the placeholder while the first one is searched.
        report: report.is_some_and(|r| r.depth > 0),
        review: g.analysis().review() != Review::Off,
        reviewed: g.analysis().reviewed(g.tree().main_line()),
        learn: g.learning().is_some(),
    });
    let panel = use_node_ref();
    // After a render that shows something new: what the player just asked for, brought into
    // view once — where that cannot take the board away (the side panel scrolls on its own),
    // or while the player still looks at this panel (on a phone the page scrolls).
    {
        let panel = panel.clone();
        use_effect_with(shown, move |&shown| {
            if let Some(now) = shown {
                let (next, part) = reveal.borrow().step(now);
                *reveal.borrow_mut() = next;
                let target = part.and_then(|p| element_by_id(p.id()));
                if let Some(e) = target.filter(|_| looked_at(&panel)) {
                    let options = web_sys::ScrollIntoViewOptions::new();
                    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    e.scroll_into_view_with_scroll_into_view_options(&options);
                }
            }
        });
    }
    let Some(game) = game else {
        return html! {};
    };
    let analysis = game.analysis();
    let on = analysis.is_on();
    let review = analysis.review();
    let toggle = dispatcher::<MouseEvent>(&game, analysis_action(AnalysisAction::Engine(!on)));
    let line = game.tree().main_line();
    let done = shown.is_some_and(|s| s.reviewed);
    let (key, next) = match review {
        Review::Running => (K::PauseReview, Review::Paused),
        Review::Paused => (K::ResumeReview, Review::Running),
        Review::Off => (K::ReviewGame, Review::Running),
    };
    let on_review = dispatcher::<MouseEvent>(&game, analysis_action(AnalysisAction::Review(next)));
    let (can_learn, nothing_to_learn) = if done && game.learning().is_none() {
        let any = game.has_mistakes_to_learn();
        (any, !any)
    } else {
        (false, false)
    };
    let report = report.map(|r| report_view(&game, r));
    let graph = AttrValue::from(analysis_graph_markup(&game, lang));
    // A block of its own: its text does not change as the player goes from one costly move
    // to the next, so a focused button in it stays in the page.
    let figures = AttrValue::from(review_text(&game, lang));
    let onclick = {
        let game = game.clone();
        Callback::from(move |e: MouseEvent| on_display_click(&game, &e))
    };

    html! {
        <section id="analysis-panel" class="panel analysis-panel" aria-labelledby="analysis-heading" ref={panel}>
            <h2 id="analysis-heading">{ lang.t(K::AnalysisHeading) }</h2>
            <div class="analysis-buttons">
                <button type="button" id="analyse" onclick={toggle} aria-pressed={on.to_string()}
                        aria-keyshortcuts="A" title={format!("{} (A)", lang.t(K::Analyse))}>
                    { lang.t(K::Analyse) }
                </button>
                <button type="button" id="review-game" onclick={on_review} disabled={done || line.plies().is_empty()}
                        aria-pressed={(review == Review::Running).to_string()}>
                    { lang.t(if done { K::ReviewDone } else { key }) }
                </button>
                if can_learn {
                    <button type="button" id="learn-mistakes" onclick={dispatcher::<MouseEvent>(&game, analysis_action(AnalysisAction::Learn))}>
                        { lang.t(K::LearnFromMistakes) }
                    </button>
                }
                if nothing_to_learn {
                    <span id="no-mistakes" class="muted no-mistakes">{ lang.t(K::NoMistakes) }</span>
                }
            </div>
            // Right under its button: the engine's report above would push it down as it grows.
            { learn_view(&game, lang) }
            <div class="analysis-view" {onclick}>
                { for report }
                { Html::from_html_unchecked(graph) }
                { Html::from_html_unchecked(figures) }
            </div>
        </section>
    }
}

/// Whether scrolling the panel's parts into view keeps the board where it is: the side panel
/// is a scroller of its own (side by side), or the panel is at least partly in the window.
fn looked_at(panel: &NodeRef) -> bool {
    let Some(section) = panel.cast::<web_sys::Element>() else {
        return false;
    };
    let side = section.parent_element();
    if side.is_some_and(|s| s.scroll_height() > s.client_height()) {
        return true;
    }
    let r = section.get_bounding_client_rect();
    let height = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    r.bottom() > 0.0 && r.top() < height
}

/// The page's element with this id.
fn element_by_id(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}

/// The analysis in a line under the board, for a phone (`#analysis-strip`, `data-move`: the
/// best move): the best move and the report's headline — who leads, by how many moves — in
/// sight with the board's arrow, and the way to the full panel. Drawn while the analysis is on;
/// the style sheet shows it only where the side panel goes under the board.
#[component]
pub fn AnalysisStrip(props: &ReportProps) -> Html {
    let (game, lang) = (use_game(), use_lang());
    let (Some(r), Some(game)) = (props.report.as_deref(), game) else {
        return html! {};
    };
    let first = r.moves.first();
    let best = first.map(|b| b.name.clone());
    let to_panel = Callback::from(|_: MouseEvent| {
        if let Some(panel) = element_by_id("analysis-panel") {
            panel.scroll_into_view_with_bool(true);
        }
    });
    html! {
        <div id="analysis-strip" class="analysis-strip" role="group"
             aria-label={lang.t(K::AnalysisHeading)} data-move={best.clone()}>
            if let Some(b) = first {
                <span class="best">
                    <span class="muted">{ lang.t(K::BestMove) }</span>{ " " }
                    // As in the panel: a click shows the move on the board, the next plays it.
                    if b.playable {
                        <button type="button" class={classes!("move", b.picked.then_some("picked"))}
                                data-play={b.name.clone()} aria-label={b.play_label.clone()}
                                onclick={dispatcher::<MouseEvent>(&game, Action::BestMove(b.mv))}>
                            { if b.picked { b.play_label.clone() } else { b.name.clone() } }
                        </button>
                    } else {
                        <strong class="move">{ b.name.clone() }</strong>
                    }
                </span>
            }
            <span class="headline">{ r.headline.clone() }</span>
            <button type="button" class="to-panel" onclick={to_panel}>{ lang.t(K::FullAnalysis) }</button>
        </div>
    }
}

/// The engine's report (`#analysis`): its text as markup, its best moves as elements whose
/// buttons keep the focus while the iterations come in. A best move's button shows the move
/// while pointed at or focused; a click plays it in a review, and in live play shows it first
/// (the button then says "Play …") and plays it on the second click.
fn report_view(game: &GameHandle, r: &ReportView) -> Html {
    let raw = |m: &crate::app::markup::Markup| {
        Html::from_html_unchecked(AttrValue::from(m.as_str().to_owned()))
    };
    let any = !r.moves.is_empty() || r.pending > 0;
    let pending = (0..r.pending).map(|_| {
        html! { <li class="pending" aria-hidden="true"><span class="move">{ "\u{a0}" }</span></li> }
    });
    let rows = r.moves.iter().cloned().map(|b| {
        let play = if b.playable {
            b.name.clone()
        } else {
            String::new()
        };
        let rest = rest_view(game, &b);
        let shown = Preview::Here(vec![b.mv]);
        let (enter, leave) = preview_callbacks(game, shown);
        html! {
            <li data-move={b.name.clone()} data-lead={b.lead.clone()} data-play={play}
                class={classes!(b.picked.then_some("picked"))}>
                if b.playable {
                    <button type="button" class="move" data-play={b.name.clone()} aria-label={b.play_label.clone()}
                            onclick={dispatcher::<MouseEvent>(game, Action::BestMove(b.mv))}
                            onpointerenter={enter.reform(|_: PointerEvent| ())} onfocus={enter.reform(|_: FocusEvent| ())}
                            onpointerleave={leave.reform(|_: PointerEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}>
                        { if b.picked { b.play_label } else { b.name } }
                    </button>
                } else {
                    <span class="move" onpointerenter={enter.reform(|_: PointerEvent| ())}
                          onpointerleave={leave.reform(|_: PointerEvent| ())}>{ b.name }</span>
                }
                <span class="lead" title={b.title}>{ b.shown }</span>
                <span class="line muted">{ rest }</span>
            </li>
        }
    });
    html! {
        <div id="analysis" class="analysis" data-depth={r.depth.to_string()}
             data-lead={r.lead.clone()} data-done={r.done.map(|d| d.to_string())} aria-busy={r.done.is_none().then_some("true")}>
            { raw(&r.head) }
            if any {
                <h3>{ r.best_heading }</h3>
                <ol class="best-moves">{ for pending }{ for rows }</ol>
            }
            if let Some(line) = &r.best_line {
                { best_line_view(game, line, &r.line) }
            }
        </div>
    }
}

/// "Best line: …", each name showing the line up to it on the board while pointed at or
/// focused (a tab stop: the names are elements that stay from one iteration to the next).
fn best_line_view(game: &GameHandle, b: &BestLine, line: &[Move]) -> Html {
    let names = b.names.iter().enumerate().map(|(i, name)| {
        let shown = Preview::Here(line.get(..=i).map(<[Move]>::to_vec).unwrap_or_default());
        let (enter, leave) = preview_callbacks(game, shown);
        html! {
            <>
                { if i > 0 { " " } else { "" } }
                <span class="move-name" data-preview={(i + 1).to_string()} tabindex="0"
                      onpointerenter={enter.reform(|_: PointerEvent| ())} onfocus={enter.reform(|_: FocusEvent| ())}
                      onpointerleave={leave.reform(|_: PointerEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}>
                    { name.clone() }
                </span>
            </>
        }
    });
    html! {
        <p class="best-line muted">
            if b.names.is_empty() { { "\u{a0}" } }
            { b.before.clone() }{ for names }{ b.after.clone() }
        </p>
    }
}

/// The rest of a best move's line, each name showing its move on the board while pointed at.
fn rest_view(game: &GameHandle, b: &BestMove) -> Html {
    let names = b.rest.split(' ').filter(|n| !n.is_empty());
    names
        .enumerate()
        .map(|(i, name)| {
            let line = b.line.get(..i + 2).map(<[Move]>::to_vec).unwrap_or_default();
            let (enter, leave) = preview_callbacks(game, Preview::Here(line));
            html! {
                <>
                    { if i > 0 { " " } else { "" } }
                    <span class="move-name" tabindex="0" onpointerenter={enter.reform(|_: PointerEvent| ())}
                          onfocus={enter.reform(|_: FocusEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}
                          onpointerleave={leave.reform(|_: PointerEvent| ())}>{ name.to_owned() }</span>
                </>
            }
        })
        .collect()
}

/// What shows `shown` on the board (the pointer or the focus comes), and what takes it away.
pub(crate) fn preview_callbacks(game: &GameHandle, shown: Preview) -> (Callback<()>, Callback<()>) {
    let (on, off) = (game.clone(), game.clone());
    (
        Callback::from(move |()| on.dispatch(Action::Preview(Some(shown.clone())))),
        Callback::from(move |()| off.dispatch(Action::Preview(None))),
    )
}

/// A click in the panel's display: the race graph goes to the round under the pointer, a
/// costly move of the review to the position before it (a best move's button dispatches its
/// own action).
fn on_display_click(game: &GameHandle, e: &MouseEvent) {
    let Some(target) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if let Some(button) = target.closest(".costly button[data-ply]").ok().flatten() {
        let ply = button
            .get_attribute("data-ply")
            .and_then(|p| p.parse().ok());
        if let Some(node) = ply.and_then(|p| costly_target(game.tree(), p)) {
            game.dispatch(Action::GotoNode(node));
        }
        return;
    }
    let Some(svg) = target.closest("#race-graph").ok().flatten() else {
        return;
    };
    let rect = svg.get_bounding_client_rect();
    if rect.width() <= 0.0 {
        return;
    }
    let fraction = (f64::from(e.client_x()) - rect.left()) / rect.width();
    let ply = graph::ply_at(fraction, game.game());
    if let Some(node) = game.tree().line_node(ply) {
        game.dispatch(Action::GotoNode(node));
    }
}

/// The learning box (`#learn-box`): [`crate::app::view::learn_view`] and its buttons.
fn learn_view(game: &GameHandle, lang: Lang) -> Html {
    let Some(view) = crate::app::view::learn_view(game, lang) else {
        return html! {};
    };
    // Every move the text names (a legal move of the mistake's position) shows on the board
    // while pointed at.
    let text = match game.learning().and_then(|(learn, _)| learn.current()) {
        Some(mistake) => {
            let moves = mistake.before.legal_move_list();
            with_move_names(game, &view.text, &mistake.before, &moves)
        }
        None => html! { { view.text.clone() } },
    };
    html! {
        <div id="learn-box" class="learn" data-attempt={view.state} role="status">
            <p>{ text }</p>
            <div class="buttons">
                if view.retry {
                    <button type="button" id="learn-retry" onclick={dispatcher::<MouseEvent>(game, analysis_action(AnalysisAction::LearnRetry))}>
                        { lang.t(if view.away { K::LearnAway } else { K::LearnRetry }) }
                    </button>
                }
                <button type="button" id="learn-next" onclick={dispatcher::<MouseEvent>(game, analysis_action(AnalysisAction::LearnNext))}>
                    { lang.t(K::LearnNext) }
                </button>
                <button type="button" id="learn-stop" onclick={dispatcher::<MouseEvent>(game, analysis_action(AnalysisAction::LearnStop))}>
                    { lang.t(K::LearnStop) }
                </button>
            </div>
        </div>
    }
}

/// `text` with the names of `moves` (played at `before`) as elements that show their move on
/// the board while pointed at.
fn with_move_names(game: &GameHandle, text: &str, before: &Position, moves: &[Move]) -> Html {
    let names: Vec<(String, Move)> = moves.iter().map(|&m| (before.move_name(m), m)).collect();
    let mut parts = Vec::new();
    let mut rest = text;
    loop {
        let next = names
            .iter()
            .filter_map(|(n, m)| rest.find(n.as_str()).map(|i| (i, n, *m)))
            .min_by_key(|&(i, _, _)| i);
        let Some((i, n, m)) = next else {
            parts.push(html! { { rest.to_owned() } });
            break;
        };
        let (enter, leave) = preview_callbacks(game, Preview::Learn(m));
        parts.push(html! { { rest[..i].to_owned() } });
        parts.push(html! {
            <span class="move-name" onpointerenter={enter.reform(|_: PointerEvent| ())}
                  onpointerleave={leave.reform(|_: PointerEvent| ())}>{ n.clone() }</span>
        });
        rest = &rest[i + n.len()..];
    }
    parts.into_iter().collect()
}
