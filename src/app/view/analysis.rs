//! What the analysis panel shows, as markup text ([`crate::app::markup`]): the engine's report
//! (`#analysis`), the race graph (`#race-graph`) and the review's figures (`#review`, drawn by
//! [`super::review`]). They change with every iteration of the engine and
//! hold no control that takes focus, so they are drawn as strings (far less code in the page's
//! wasm than a tree of virtual nodes) — but for the best moves, whose buttons must keep the
//! keyboard's focus from one iteration to the next ([`ReportView`]: the page draws them as
//! elements). One delegated handler reads a click on a best move (`data-play`) or on the graph.

use crate::app::analysis::graph::{self, RaceGraph};
use crate::app::analysis::{signed_tenths, Review};
use crate::app::i18n::{Lang, Tenths, K};
use crate::app::markup::Markup;
use crate::app::palette::MARKERS;
use crate::app::state::UiState;
use crate::app::view::panel::{lead_text, seat_label};
use crate::engine::{Move, Position, Seat};

/// The engine's report as the panel draws it ([`analysis_report`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ReportView {
    /// The depth reached (0: no report yet).
    pub depth: u32,
    /// Whether the search has ended; `None` while there is no report yet (`aria-busy`).
    pub done: Option<bool>,
    /// The report in a line: who leads and by how many moves (or "thinking"), the head's
    /// first line and the phone's strip under the board.
    pub headline: String,
    /// The headline's lead for the side to move (signed, in tenths, as the best moves'
    /// leads): `None` before the first report.
    pub lead: Option<String>,
    /// The headline and every seat's moves to finish.
    pub head: Markup,
    /// The heading of the best moves.
    pub best_heading: &'static str,
    /// The best moves, the best first.
    pub moves: Vec<BestMove>,
    /// Rows kept for the best moves while the position's first report is searched (as many as
    /// it will show), so that the panel keeps its height and what is below it holds still.
    pub pending: usize,
    /// The best line as the panel writes it (`p.best-line`); `None` when there is none and
    /// none is to come.
    pub best_line: Option<BestLine>,
    /// The best line's moves, from the position on screen.
    pub line: Vec<Move>,
}

/// "Best line: …": the words around the line and its moves' names, each name drawn as an element
/// of its own (`span.move-name[data-preview]`, `data-preview` the number of the line's moves up
/// to it: [`ReportView::line`]`[..n]`) that shows its moves on the board while pointed at or
/// focused. No names while the first report is searched: the line's room is kept.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BestLine {
    /// The text before the names.
    pub before: String,
    /// The names of the line's moves.
    pub names: Vec<String>,
    /// The text after them.
    pub after: String,
}

impl BestLine {
    fn markup(&self, m: &mut Markup) {
        m.open("p", &[("class", "best-line muted")]);
        if self.names.is_empty() {
            m.text("\u{a0}");
        }
        m.text(&self.before);
        for (i, name) in self.names.iter().enumerate() {
            let n = (i + 1).to_string();
            m.text(if i > 0 { " " } else { "" });
            m.element(
                "span",
                &[
                    ("class", "move-name"),
                    ("data-preview", &n),
                    ("tabindex", "0"),
                ],
                name,
            );
        }
        m.text(&self.after).close("p");
    }
}

/// One of the engine's best moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestMove {
    /// Its name, as the move list writes it.
    pub name: String,
    /// The lead in moves it leaves for the side that plays it (signed, in tenths), for
    /// `data-lead`: with a point.
    pub lead: String,
    /// The same lead as the player reads it (the language's decimal separator).
    pub shown: String,
    /// What the lead means.
    pub title: String,
    /// The line's next moves.
    pub rest: String,
    /// The move.
    pub mv: Move,
    /// Its line as far as [`BestMove::rest`] names it, the move first.
    pub line: Vec<Move>,
    /// Whether the player on screen may play it (a person is to move).
    pub playable: bool,
    /// Picked in live play: shown on the board, its button now plays it.
    pub picked: bool,
    /// The label of its button: in live play "Show …" until it is picked, then "Play …".
    pub play_label: String,
}

/// The names of `moves`, a line played from `pos` (named with its geometry).
fn move_names<'a>(pos: &Position, moves: impl Iterator<Item = &'a Move>) -> Vec<String> {
    moves.map(|&m| pos.move_name(m)).collect()
}

/// A seat's colour swatch (as the side panel draws them elsewhere).
pub(super) fn swatch(m: &mut Markup, colour: usize) {
    let class = format!("swatch colour-{colour}");
    m.open(
        "svg",
        &[
            ("class", &class),
            ("viewBox", "-0.45 -0.45 0.9 0.9"),
            ("aria-hidden", "true"),
        ],
    );
    m.open("circle", &[("class", "body"), ("r", "0.4")])
        .close("circle");
    m.open(
        "path",
        &[
            ("class", "marker"),
            ("d", MARKERS[colour % MARKERS.len()].path),
            ("fill-rule", "evenodd"),
        ],
    )
    .close("path");
    m.close("svg");
}

pub(super) fn colour_of(state: &UiState, seat: Seat) -> usize {
    state.seat(seat).colour.index()
}

/// The analysis panel's display (see the module documentation): the engine's report while
/// it is on, the race graph while it is on or a review is asked for, the review's figures.
/// (The page draws the report's best moves as elements of their own: this is the whole
/// display as one text, as the tests read it.)
pub fn analysis_markup(state: &UiState, lang: Lang) -> String {
    let mut m = Markup::default();
    report_markup(state, &mut m, lang);
    rest_markup(state, &mut m, lang);
    m.finish()
}

/// The engine's report on the position on screen while the engine is on (`#analysis`):
/// its parts as the panel draws them, the best moves as rows of their own (their buttons
/// keep the keyboard's focus from one iteration to the next).
pub fn analysis_report(state: &UiState, lang: Lang) -> Option<ReportView> {
    if !state.analysis().is_on() {
        return None;
    }
    let pos = state.position();
    let mut head = Markup::default();
    let Some(report) = state.analysis().report(pos) else {
        return Some(pending_report(state, lang));
    };
    let depth = report.depth.to_string();
    let headline = lead_text(state, lang, &report.lead, false);
    let lead = report
        .lead
        .get(pos.to_move().index())
        .map(|&l| signed_tenths(l));
    head.open("p", &[("class", "lead-text")]);
    head.element("strong", &[], &headline);
    head.element(
        "span",
        &[("class", "muted")],
        &format!(" · {}", lang.fill(K::AnalysisDepth, &[("n", &depth)])),
    );
    head.close("p");
    finish_markup(state, &mut head, lang, Some(&report.finish));
    if state.answer_hidden() {
        head.element(
            "p",
            &[("class", "muted answer-hidden")],
            lang.t(K::AnswerHidden),
        );
        return Some(ReportView {
            depth: report.depth,
            done: Some(report.done),
            headline,
            lead,
            head,
            best_heading: lang.t(K::BestMoves),
            moves: Vec::new(),
            pending: 0,
            best_line: None,
            line: Vec::new(),
        });
    }
    let playable = state.human_to_move();
    let live = state.review_from().is_none();
    let moves = report
        .lines
        .iter()
        .filter_map(|line| {
            let names = move_names(pos, line.moves.iter().take(7));
            let name = names.first().cloned().unwrap_or_default();
            let shown = lang.decimal(Tenths::signed(line.lead));
            let mv = *line.moves.first()?;
            let picked = state.picked() == Some(mv);
            let key = if live && !picked {
                K::ShowMove
            } else {
                K::PlayMove
            };
            Some(BestMove {
                title: lang.fill(K::LeadLeft, &[("n", &shown)]),
                play_label: lang.fill(key, &[("move", &name)]),
                rest: names.get(1..).unwrap_or_default().join(" "),
                name,
                lead: signed_tenths(line.lead),
                shown,
                mv,
                line: line.moves.iter().take(7).copied().collect(),
                playable,
                picked,
            })
        })
        .collect();
    let line = report
        .lines
        .first()
        .map_or_else(Vec::new, |b| b.moves.clone());
    let best_line = (!line.is_empty()).then(|| {
        // "Best line: {line}".
        let text = lang.t(K::BestLine);
        let (before, after) = text.split_once("{line}").unwrap_or((text, ""));
        BestLine {
            before: before.to_owned(),
            names: move_names(pos, line.iter()),
            after: after.to_owned(),
        }
    });
    Some(ReportView {
        depth: report.depth,
        done: Some(report.done),
        headline,
        lead,
        head,
        best_heading: lang.t(K::BestMoves),
        moves,
        pending: 0,
        best_line,
        line,
    })
}

/// The report while the position's first iteration is searched: the same parts as a report,
/// their figures not known yet — each seat's moves to finish, a row for each best move to come
/// and the best line kept as room, so that nothing below the report moves when it comes.
fn pending_report(state: &UiState, lang: Lang) -> ReportView {
    let pos = state.position();
    let headline = lang.t(K::AnalysisThinking).to_string();
    let mut head = Markup::default();
    head.element("p", &[("class", "lead-text muted")], &headline);
    finish_markup(state, &mut head, lang, None);
    let mut legal = crate::engine::MoveList::new();
    pos.legal_moves(&mut legal);
    let rows = legal.len().min(crate::ai::analysis::LINES);
    ReportView {
        depth: 0,
        done: None,
        headline,
        lead: None,
        head,
        best_heading: lang.t(K::BestMoves),
        moves: Vec::new(),
        pending: rows,
        best_line: (rows > 0).then(BestLine::default),
        line: Vec::new(),
    }
}

/// "Moves to finish": each seat's figure (`data-finish`), or a dash while it is searched.
fn finish_markup(state: &UiState, head: &mut Markup, lang: Lang, finish: Option<&[f64]>) {
    head.element("h3", &[], lang.t(K::MovesToFinish));
    head.open("ul", &[("class", "finish")]);
    for i in 0..state.position().seating().seat_count() {
        let Some(seat) = u8::try_from(i).ok().and_then(Seat::new) else {
            continue;
        };
        let n = finish.and_then(|f| f.get(i)).copied();
        let index = i.to_string();
        let data = n.map(crate::app::analysis::tenths);
        let mut attributes = vec![("data-seat", index.as_str())];
        if let Some(data) = &data {
            attributes.push(("data-finish", data));
        }
        head.open("li", &attributes);
        swatch(head, colour_of(state, seat));
        head.element("span", &[("class", "who")], &seat_label(state, lang, seat));
        let shown = n.map_or_else(|| "–".to_string(), |n| lang.decimal(Tenths::unsigned(n)));
        head.element("span", &[("class", "n")], &shown);
        head.close("li");
    }
    head.close("ul");
}

fn report_markup(state: &UiState, m: &mut Markup, lang: Lang) {
    let Some(r) = analysis_report(state, lang) else {
        return;
    };
    let depth = r.depth.to_string();
    let mut attributes = vec![
        ("id", "analysis"),
        ("class", "analysis"),
        ("data-depth", depth.as_str()),
    ];
    if let Some(lead) = &r.lead {
        attributes.push(("data-lead", lead));
    }
    match r.done {
        None => attributes.push(("aria-busy", "true")),
        Some(done) => attributes.push(("data-done", if done { "true" } else { "false" })),
    }
    m.open("div", &attributes);
    m.append(&r.head);
    if !r.moves.is_empty() || r.pending > 0 {
        m.element("h3", &[], r.best_heading);
        m.open("ol", &[("class", "best-moves")]);
        for _ in 0..r.pending {
            m.open("li", &[("class", "pending"), ("aria-hidden", "true")]);
            m.element("span", &[("class", "move")], "\u{a0}");
            m.close("li");
        }
        for b in &r.moves {
            let play = if b.playable { b.name.as_str() } else { "" };
            m.open(
                "li",
                &[
                    ("data-move", &b.name),
                    ("data-lead", &b.lead),
                    ("data-play", play),
                ],
            );
            m.element("span", &[("class", "move")], &b.name);
            m.element("span", &[("class", "lead"), ("title", &b.title)], &b.shown);
            m.element("span", &[("class", "line muted")], &b.rest);
            m.close("li");
        }
        m.close("ol");
    }
    if let Some(b) = &r.best_line {
        b.markup(m);
    }
    m.close("div");
}

/// The race graph while the engine is on or a review is asked for, after the report (the
/// review's figures are [`super::review::review_text`]).
pub fn analysis_graph_markup(state: &UiState, lang: Lang) -> String {
    let mut m = Markup::default();
    if state.analysis().is_on() || state.analysis().review() != Review::Off {
        graph_markup(state, &mut m, lang);
    }
    m.finish()
}

fn rest_markup(state: &UiState, m: &mut Markup, lang: Lang) {
    if state.analysis().is_on() || state.analysis().review() != Review::Off {
        graph_markup(state, m, lang);
    }
    if state.analysis().review() != Review::Off {
        super::review::review_markup(state, m, lang);
    }
}

fn graph_markup(state: &UiState, m: &mut Markup, lang: Lang) {
    let g = RaceGraph::of(state.game(), state.analysis());
    let view_box = format!("0 0 {} {}", graph::WIDTH, graph::HEIGHT);
    let label = lang.t(K::RaceGraph);
    m.open("figure", &[("class", "race")]);
    m.open(
        "svg",
        &[
            ("id", "race-graph"),
            ("class", "race-graph"),
            ("viewBox", &view_box),
            ("role", "img"),
            ("aria-label", label),
            ("data-known", &g.known.to_string()),
            ("data-rounds", &g.rounds.to_string()),
        ],
    );
    let (left, right) = (graph::LEFT.to_string(), graph::RIGHT.to_string());
    let (top, bottom) = (graph::TOP.to_string(), graph::BOTTOM.to_string());
    m.open("g", &[("class", "axes")]);
    for (y, v) in &g.y_ticks {
        let y = y.to_string();
        m.open(
            "line",
            &[
                ("class", "grid"),
                ("x1", &left),
                ("x2", &right),
                ("y1", &y),
                ("y2", &y),
            ],
        )
        .close("line");
        let x = (graph::LEFT - 8).to_string();
        let ty = (y.parse::<i32>().unwrap_or(0) + 7).to_string();
        m.element(
            "text",
            &[("x", &x), ("y", &ty), ("text-anchor", "end")],
            &v.to_string(),
        );
    }
    for (x, r) in &g.x_ticks {
        let x = x.to_string();
        m.open(
            "line",
            &[
                ("class", "grid"),
                ("x1", &x),
                ("x2", &x),
                ("y1", &top),
                ("y2", &bottom),
            ],
        )
        .close("line");
        let ty = (graph::BOTTOM + 24).to_string();
        m.element(
            "text",
            &[("x", &x), ("y", &ty), ("text-anchor", "middle")],
            &r.to_string(),
        );
    }
    let mid_x = ((graph::LEFT + graph::RIGHT) / 2).to_string();
    let axis_y = (graph::HEIGHT - 6).to_string();
    m.element(
        "text",
        &[
            ("class", "axis-label"),
            ("x", &mid_x),
            ("y", &axis_y),
            ("text-anchor", "middle"),
        ],
        lang.t(K::RaceGraphRounds),
    );
    let mid_y = ((graph::TOP + graph::BOTTOM) / 2).to_string();
    m.element(
        "text",
        &[
            ("class", "axis-label"),
            ("transform", &format!("translate(20 {mid_y}) rotate(-90)")),
            ("text-anchor", "middle"),
        ],
        lang.t(K::RaceGraphMoves),
    );
    m.close("g");
    let x = g.cursor_x.to_string();
    m.open(
        "line",
        &[
            ("class", "cursor"),
            ("x1", &x),
            ("x2", &x),
            ("y1", &top),
            ("y2", &bottom),
        ],
    )
    .close("line");
    for l in &g.lines {
        let class = format!("seat-line colour-{}", colour_of(state, l.seat));
        m.open(
            "polyline",
            &[
                ("class", &class),
                ("data-seat", &l.seat.index().to_string()),
                ("points", &l.points),
            ],
        )
        .close("polyline");
        // The latest figure as a dot: a line of one point shows too.
        if let Some((x, y)) = l.points.rsplit(' ').next().and_then(|p| p.split_once(',')) {
            let class = format!("seat-dot colour-{}", colour_of(state, l.seat));
            m.open(
                "circle",
                &[("class", &class), ("cx", x), ("cy", y), ("r", "5")],
            )
            .close("circle");
        }
    }
    m.close("svg");
    m.element(
        "figcaption",
        &[("class", "muted")],
        lang.t(K::RaceGraphExplained),
    );
    m.close("figure");
}

#[cfg(test)]
mod tests;
