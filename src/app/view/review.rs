//! The game review's figures (`#review`), as markup text: the progress, and per seat
//! (`.accuracy-list li[data-seat]`) its accuracy, its verdicts, the moves it lost over the game
//! (`[data-lost]`) and its costliest moves (`.costly button[data-ply]`, `data-cost`: a click goes to the
//! position before the move, [`crate::app::analysis::costly_target`]). Nothing here depends on
//! the position on screen, so the text stays the same — and a focused button stays in the
//! page — while the player goes from one costly move to another.

use crate::ai::analysis::Verdict;
use crate::app::analysis::tenths;
use crate::app::i18n::{Lang, Tenths, K};
use crate::app::markup::Markup;
use crate::app::state::UiState;
use crate::app::view::analysis::{colour_of, swatch};
use crate::app::view::panel::seat_label;

/// The move list's mark of a verdict (as chess players write them): `?!`, `?`, `??`, nothing
/// for a good or best move.
pub fn verdict_mark(v: Verdict) -> &'static str {
    match v {
        Verdict::Best | Verdict::Good => "",
        Verdict::Inaccuracy => "?!",
        Verdict::Mistake => "?",
        Verdict::Blunder => "??",
    }
}

/// The review's figures as one text, while a review is asked for (empty otherwise).
pub fn review_text(state: &UiState, lang: Lang) -> String {
    let mut m = Markup::default();
    if state.analysis().review() != crate::app::analysis::Review::Off {
        review_markup(state, &mut m, lang);
    }
    m.finish()
}

/// Writes the review's figures (see the module documentation) into `m`.
pub(super) fn review_markup(state: &UiState, m: &mut Markup, lang: Lang) {
    // The review is of the game: its main line, whatever line is on screen.
    let line = state.tree().main_line();
    let (done, total) = state.analysis().progress(line);
    let text = lang.fill(
        K::ReviewProgress,
        &[("done", &done.to_string()), ("total", &total.to_string())],
    );
    let width = format!("width:{}%", (done * 100).checked_div(total).unwrap_or(0));
    m.open("div", &[("id", "review"), ("class", "review")]);
    m.open(
        "div",
        &[
            ("id", "review-progress"),
            ("class", "review-progress"),
            ("role", "progressbar"),
            ("aria-valuemin", "0"),
            ("aria-valuemax", &total.to_string()),
            ("aria-valuenow", &done.to_string()),
            ("aria-valuetext", &text),
            ("aria-label", lang.t(K::ReviewGame)),
        ],
    );
    m.open("div", &[("class", "bar"), ("style", &width)])
        .close("div");
    m.close("div");
    m.element("p", &[("class", "muted")], &text);
    let explained = lang.t(K::AccuracyExplained);
    m.open("ul", &[("class", "accuracy-list")]);
    for r in state.analysis().seat_reviews(line) {
        let accuracy = r.accuracy.map(|a| (a.round() as i64).to_string());
        let seat = r.seat.index().to_string();
        let lost = tenths(r.lost);
        let lost_shown = lang.decimal(Tenths::unsigned(r.lost));
        let mut attributes = vec![("data-seat", seat.as_str())];
        if let Some(a) = &accuracy {
            attributes.push(("data-accuracy", a));
        }
        m.open("li", &attributes);
        swatch(m, colour_of(state, r.seat));
        m.element(
            "span",
            &[("class", "who")],
            &seat_label(state, lang, r.seat),
        );
        if let Some(a) = &accuracy {
            m.element(
                "strong",
                &[("class", "accuracy")],
                &lang.fill(K::Accuracy, &[("n", a)]),
            );
            m.element(
                "span",
                &[("class", "lost"), ("data-lost", &lost)],
                &lang.fill(K::MovesLost, &[("n", &lost_shown)]),
            );
        }
        let counts: Vec<String> = Verdict::ALL
            .iter()
            .zip(r.counts)
            .filter(|(v, n)| **v >= Verdict::Inaccuracy && *n > 0)
            .map(|(v, n)| format!("{}: {n}", lang.verdict(*v)))
            .collect();
        m.element("span", &[("class", "counts muted")], &counts.join(" · "));
        if !r.costliest.is_empty() {
            let heading = lang.t(K::Costliest);
            m.open("ol", &[("class", "costly"), ("aria-label", heading)]);
            for c in &r.costliest {
                let name = line
                    .position_at(c.ply)
                    .map(|p| p.move_name(c.played))
                    .unwrap_or_default();
                let n = tenths(c.lost);
                let shown = lang.decimal(Tenths::unsigned(c.lost));
                let label = lang.fill(
                    K::CostlyMove,
                    &[
                        ("move", &name),
                        ("verdict", lang.verdict(c.verdict)),
                        ("n", &shown),
                    ],
                );
                let ply = c.ply.to_string();
                m.open("li", &[]);
                m.open(
                    "button",
                    &[
                        ("type", "button"),
                        ("data-ply", &ply),
                        ("data-cost", &n),
                        ("data-judgement", c.verdict.name()),
                        // The accessible name is the text shown; the title describes it.
                        ("title", &label),
                    ],
                );
                m.element("span", &[("class", "move")], &name);
                let mark = verdict_mark(c.verdict);
                if !mark.is_empty() {
                    let class = format!("judgement {}", c.verdict.name());
                    m.element("span", &[("class", &class)], mark);
                }
                m.element("span", &[("class", "n")], &format!("−{shown}"));
                m.close("button");
                m.close("li");
            }
            m.close("ol");
        }
        m.close("li");
    }
    m.close("ul");
    m.element("p", &[("class", "accuracy-explained muted")], explained);
    m.close("div");
}
