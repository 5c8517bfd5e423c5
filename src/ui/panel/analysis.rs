//! The analysis board's panel: the engine's switch (`#analyse`) and what it says (`#analysis`:
//! moves to finish, the lead, the best moves with the lead each leaves, the best line), the
//! race graph (`#race-graph`), the game review (`#review-game`, `#review-progress`, accuracy per
//! seat) and "Learn from your mistakes". Everything shown is read from the state; the worker is
//! driven by `ui::hooks::analysis`.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::analysis::Verdict;
use crate::app::analysis::graph::{self, RaceGraph};
use crate::app::analysis::learn::Attempt;
use crate::app::analysis::{signed_tenths, tenths, Review};
use crate::app::i18n::{Lang, K};
use crate::app::state::{Action, AnalysisAction};
use crate::ui::board_view::{colour_class, swatch};
use crate::ui::context::{dispatcher, use_game, use_lang, GameHandle};

/// The move list's mark of a verdict (as chess players write them).
pub fn verdict_mark(v: Verdict) -> &'static str {
    match v {
        Verdict::Best | Verdict::Good => "",
        Verdict::Inaccuracy => "?!",
        Verdict::Mistake => "?",
        Verdict::Blunder => "??",
    }
}

fn analysis_action(a: AnalysisAction) -> Action {
    Action::Analysis(a)
}

/// The analysis panel (see the module documentation).
#[component]
pub fn AnalysisPanel() -> Html {
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! {};
    };
    let analysis = game.analysis();
    let on = analysis.is_on();
    let review = analysis.review();
    let toggle = dispatcher::<MouseEvent>(&game, analysis_action(AnalysisAction::Engine(!on)));
    let review_button = {
        let (key, next) = match review {
            Review::Running => (K::PauseReview, Review::Paused),
            Review::Paused => (K::ResumeReview, Review::Running),
            Review::Off => (K::ReviewGame, Review::Running),
        };
        let onclick =
            dispatcher::<MouseEvent>(&game, analysis_action(AnalysisAction::Review(next)));
        let done = analysis.reviewed(game.game());
        html! {
            <button type="button" id="review-game" {onclick} disabled={done || game.game().plies().is_empty()}
                    aria-pressed={(review == Review::Running).to_string()}>
                { lang.t(if done { K::ReviewDone } else { key }) }
            </button>
        }
    };
    html! {
        <section class="panel analysis-panel" aria-labelledby="analysis-heading">
            <h2 id="analysis-heading">{ lang.t(K::AnalysisHeading) }</h2>
            <div class="analysis-buttons">
                <button type="button" id="analyse" onclick={toggle} aria-pressed={on.to_string()}
                        aria-keyshortcuts="A" title={format!("{} (A)", lang.t(K::Analyse))}>
                    { lang.t(K::Analyse) }
                </button>
                { review_button }
            </div>
            if on { { engine_view(&game, lang) } }
            if on || review != Review::Off { { race_graph(&game, lang) } }
            if review != Review::Off { { review_view(&game, lang) } }
            { learn_view(&game, lang) }
        </section>
    }
}

fn engine_view(game: &GameHandle, lang: Lang) -> Html {
    let pos = game.position();
    let Some(report) = game.analysis().report(pos) else {
        return html! {
            <div id="analysis" class="analysis" data-depth="0" aria-busy="true">
                <p class="muted">{ lang.t(K::AnalysisThinking) }</p>
            </div>
        };
    };
    let seats = report.finish.iter().enumerate().filter_map(|(i, &n)| {
        let seat = crate::engine::Seat::new(i as u8)?;
        let colour = game.seat(seat).colour;
        Some(html! {
            <li data-seat={i.to_string()} data-finish={n.to_string()}>
                { swatch(colour) }
                <span class="who">{ game.seat_label(lang, seat) }</span>
                <span class="n">{ n.to_string() }</span>
            </li>
        })
    });
    let rows = report.lines.iter().map(|line| {
        let name = line.moves.first().cloned().unwrap_or_default();
        let lead = signed_tenths(line.lead);
        let play = pos
            .parse_move(&name)
            .ok()
            .map(|m| dispatcher::<MouseEvent>(game, Action::Drop { from: m.from, to: m.to }));
        html! {
            <li data-move={name.clone()} data-lead={lead.clone()}>
                <button type="button" class="move" onclick={play} disabled={!game.human_to_move()}>
                    { name }
                </button>
                <span class="lead" title={lang.fill(K::LeadLeft, &[("n", &lead)])}>{ lead.clone() }</span>
                <span class="line muted">{ line.moves.iter().skip(1).take(6).cloned().collect::<Vec<_>>().join(" ") }</span>
            </li>
        }
    });
    let best_line = report.lines.first().map(|l| l.moves.join(" "));
    html! {
        <div id="analysis" class="analysis" data-depth={report.depth.to_string()} data-done={report.done.to_string()}>
            <p class="lead-text"><strong>{ game.lead_text(lang, &report.lead, false) }</strong>
               <span class="muted">{ " · " }{ lang.fill(K::AnalysisDepth, &[("n", &report.depth.to_string())]) }</span></p>
            <h3>{ lang.t(K::MovesToFinish) }</h3>
            <ul class="finish">{ for seats }</ul>
            if !report.lines.is_empty() {
                <h3>{ lang.t(K::BestMoves) }</h3>
                <ol class="best-moves">{ for rows }</ol>
            }
            if let Some(line) = best_line {
                <p class="best-line muted">{ lang.fill(K::BestLine, &[("line", &line)]) }</p>
            }
        </div>
    }
}

fn race_graph(game: &GameHandle, lang: Lang) -> Html {
    let line = game.game();
    let g = RaceGraph::of(line, game.analysis());
    let plies = g.plies;
    let onclick = {
        let game = game.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(svg) = e
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let rect = svg.get_bounding_client_rect();
            if rect.width() <= 0.0 {
                return;
            }
            let fraction = (f64::from(e.client_x()) - rect.left()) / rect.width();
            let ply = graph::ply_at(fraction, plies);
            if let Some(node) = game.tree().line_node(ply) {
                game.dispatch(Action::GotoNode(node));
            }
        })
    };
    let lines = g.lines.iter().map(|l| {
        let colour = game.seat(l.seat).colour;
        html! {
            <polyline class={classes!("seat-line", colour_class(colour))} data-seat={l.seat.index().to_string()}
                      points={l.points.clone()} />
        }
    });
    let view_box = format!("0 0 {} {}", graph::WIDTH, graph::HEIGHT);
    let x = g.cursor_x.to_string();
    html! {
        <figure class="race">
            <svg id="race-graph" class="race-graph" viewBox={view_box} preserveAspectRatio="none"
                 role="img" aria-label={lang.t(K::RaceGraph)} data-known={g.known.to_string()} {onclick}>
                <line class="cursor" x1={x.clone()} x2={x} y1="0" y2={graph::HEIGHT.to_string()} />
                { for lines }
            </svg>
            <figcaption class="muted">{ lang.t(K::RaceGraph) }</figcaption>
        </figure>
    }
}

fn review_view(game: &GameHandle, lang: Lang) -> Html {
    let line = game.game();
    let analysis = game.analysis();
    let (done, total) = analysis.progress(line);
    let text = lang.fill(
        K::ReviewProgress,
        &[("done", &done.to_string()), ("total", &total.to_string())],
    );
    let seats = analysis.seat_reviews(line).into_iter().map(|r| {
        let colour = game.seat(r.seat).colour;
        let accuracy = r
            .accuracy
            .map(|a| lang.fill(K::Accuracy, &[("n", &format!("{}", a.round() as i64))]));
        let counts = Verdict::ALL
            .iter()
            .zip(r.counts)
            .filter(|(v, n)| **v >= Verdict::Inaccuracy && *n > 0)
            .map(|(v, n)| format!("{n} {}", lang.verdict(*v)))
            .collect::<Vec<_>>()
            .join(" · ");
        html! {
            <li data-seat={r.seat.index().to_string()} data-accuracy={r.accuracy.map(|a| (a.round() as i64).to_string())}>
                { swatch(colour) }
                <span class="who">{ game.seat_label(lang, r.seat) }</span>
                if let Some(a) = accuracy { <strong class="accuracy">{ a }</strong> }
                <span class="counts muted">{ counts }</span>
            </li>
        }
    });
    let can_learn = done == total && total > 0 && game.learning().is_none();
    html! {
        <div class="review">
            <div id="review-progress" class="review-progress" role="progressbar" aria-valuemin="0"
                 aria-valuemax={total.to_string()} aria-valuenow={done.to_string()} aria-valuetext={text.clone()}
                 aria-label={lang.t(K::ReviewGame)}>
                <div class="bar" style={format!("width:{}%", (done * 100).checked_div(total).unwrap_or(0))}></div>
            </div>
            <p class="muted">{ text }</p>
            <ul class="accuracy-list">{ for seats }</ul>
            if can_learn {
                <button type="button" id="learn" onclick={dispatcher::<MouseEvent>(game, analysis_action(AnalysisAction::Learn))}>
                    { lang.t(K::LearnFromMistakes) }
                </button>
            }
        </div>
    }
}

fn learn_view(game: &GameHandle, lang: Lang) -> Html {
    let Some((learn, at)) = game.learning() else {
        return html! {};
    };
    let Some(mistake) = learn.current() else {
        return html! {};
    };
    let played = mistake.before.move_name(mistake.played);
    let name = |m| mistake.before.move_name(m);
    let (text, state) = match at {
        Attempt::Find => (
            lang.fill(
                K::LearnFind,
                &[
                    ("name", &game.seat_label(lang, mistake.seat)),
                    ("move", &played),
                    ("n", &(learn.index + 1).to_string()),
                    ("total", &learn.items.len().to_string()),
                ],
            ),
            "find",
        ),
        Attempt::Same => (lang.fill(K::LearnSame, &[("move", &played)]), "same"),
        Attempt::Checking(m) => (
            lang.fill(K::LearnChecking, &[("move", &name(m))]),
            "checking",
        ),
        Attempt::Good(m) => (lang.fill(K::LearnGood, &[("move", &name(m))]), "good"),
        Attempt::NotGood(m, lost) => {
            let best = game
                .analysis()
                .judgement(&mistake.before, m)
                .and_then(|j| j.best.first().cloned())
                .unwrap_or_default();
            (
                lang.fill(
                    K::LearnNotGood,
                    &[("move", &name(m)), ("n", &tenths(lost)), ("best", &best)],
                ),
                "not-good",
            )
        }
        Attempt::Away => (lang.t(K::LearnAway).to_string(), "away"),
    };
    let retry = !matches!(at, Attempt::Find);
    html! {
        <div id="learn-box" class="learn" data-attempt={state} role="status">
            <p>{ text }</p>
            <div class="buttons">
                if retry {
                    <button type="button" id="learn-retry" onclick={dispatcher::<MouseEvent>(game, analysis_action(AnalysisAction::LearnRetry))}>
                        { lang.t(if matches!(at, Attempt::Away) { K::LearnAway } else { K::LearnRetry }) }
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
