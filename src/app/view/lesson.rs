//! What the lessons' dialog shows ("Learn to play"): each lesson's title and text, the reason a
//! move is wrong, the lesson's lines (goal, moves against par, stars, the note) and its board
//! ([`LessonView::of`]), built from the pure [`Exercise`] and the page's language.

use crate::app::i18n::{Lang, K};
use crate::app::markup::Markup;
use crate::app::seats::default_seats;
use crate::app::state::Destination;
use crate::app::view::PegView;
use crate::engine::{BoardSize, Cell, CellSet, Pegs, Triangle};
use crate::train::lesson::{Exercise, Goal, LessonId, Note, Progress, Reason};

/// A lesson's title.
pub fn lesson_title(id: LessonId) -> K {
    use LessonId as L;
    match id {
        L::Step => K::LessonStepTitle,
        L::Hop => K::LessonHopTitle,
        L::Chain => K::LessonChainTitle,
        L::Mixed => K::LessonMixedTitle,
        L::Goal => K::LessonGoalTitle,
        L::Sides => K::LessonSidesTitle,
        L::Ladder => K::LessonLadderTitle,
        L::TheirLadder => K::LessonTheirLadderTitle,
        L::Straggler => K::LessonStragglerTitle,
        L::Corners => K::LessonCornersTitle,
        L::Finish2 => K::LessonFinish2Title,
        L::Finish3 => K::LessonFinish3Title,
        L::Swap => K::LessonSwapTitle,
        L::Fill => K::LessonFillTitle,
        L::Crossing => K::LessonCrossingTitle,
    }
}

/// A lesson's text: what it teaches and what to do.
pub fn lesson_text(id: LessonId) -> K {
    use LessonId as L;
    match id {
        L::Step => K::LessonStepText,
        L::Hop => K::LessonHopText,
        L::Chain => K::LessonChainText,
        L::Mixed => K::LessonMixedText,
        L::Goal => K::LessonGoalText,
        L::Sides => K::LessonSidesText,
        L::Ladder => K::LessonLadderText,
        L::TheirLadder => K::LessonTheirLadderText,
        L::Straggler => K::LessonStragglerText,
        L::Corners => K::LessonCornersText,
        L::Finish2 => K::LessonFinish2Text,
        L::Finish3 => K::LessonFinish3Text,
        L::Swap => K::LessonSwapText,
        L::Fill => K::LessonFillText,
        L::Crossing => K::LessonCrossingText,
    }
}

/// The words of a reason.
pub fn reason_text(r: Reason) -> K {
    match r {
        Reason::HopFurther => K::LessonWhyHopFurther,
        Reason::Away => K::LessonWhyAway,
        Reason::Straggler => K::LessonWhyStraggler,
        Reason::FarCorners => K::LessonWhyFarCorners,
        Reason::GoalStays => K::LessonWhyGoalStays,
        Reason::NoRest => K::LessonWhyNoRest,
        Reason::Slower => K::LessonWhySlower,
    }
}

/// The stars as text: filled and empty.
pub fn star_marks(n: u8) -> String {
    (0..3).map(|i| if i < n { '★' } else { '☆' }).collect()
}

/// The path of lessons as markup: each `li[data-lesson]` with `data-stars` and a button
/// (`data-act="open"`, `data-lesson`) that opens it (one delegated handler serves them all).
pub fn path_markup(progress: &Progress, lang: Lang) -> String {
    let mut m = Markup::default();
    for &id in LessonId::ALL {
        let stars = progress.stars(id);
        let n = stars.to_string();
        m.open("li", &[("data-lesson", id.as_str()), ("data-stars", &n)]);
        m.open(
            "button",
            &[
                ("type", "button"),
                ("id", &format!("lesson-{id}")),
                ("data-act", "open"),
                ("data-lesson", id.as_str()),
            ],
        );
        m.element(
            "span",
            &[("class", "lesson-number")],
            &format!("{}.", id.number()),
        );
        m.element(
            "span",
            &[("class", "lesson-name")],
            lang.t(lesson_title(id)),
        );
        m.element(
            "span",
            &[("class", "lesson-stars"), ("aria-hidden", "true")],
            &star_marks(stars),
        );
        let words = lang.fill(K::LessonStarsOf, &[("n", &n)]);
        m.element(
            "span",
            &[("class", "visually-hidden")],
            &format!(" ({words})"),
        );
        m.close("button").close("li");
    }
    m.finish()
}

/// The lessons' path with its heading and intro, as markup (`#lessons-title`, `#lessons`).
pub fn path_page_markup(progress: &Progress, lang: Lang) -> String {
    let mut m = Markup::default();
    m.element("h2", &[("id", "lessons-title")], lang.t(K::LessonsTitle));
    m.element("p", &[("class", "intro")], lang.t(K::LessonsIntro));
    m.open("ol", &[("id", "lessons"), ("class", "lesson-path")]);
    let mut m = m.finish();
    m.push_str(&path_markup(progress, lang));
    m.push_str("</ol>");
    m
}

/// A row of buttons as markup: (`id` and `data-act`, text, enabled).
pub fn buttons_markup(buttons: &[(&str, K, bool)], lang: Lang) -> String {
    let mut m = Markup::default();
    m.open("div", &[("class", "buttons")]);
    for &(act, key, enabled) in buttons {
        let id = format!("lesson-{act}");
        let mut attributes = vec![("type", "button"), ("id", id.as_str()), ("data-act", act)];
        if !enabled {
            attributes.push(("disabled", ""));
        }
        m.element("button", &attributes, lang.t(key));
    }
    m.close("div");
    m.finish()
}

/// What the lesson screen shows.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonView {
    /// The title.
    pub title: &'static str,
    /// The text.
    pub text: &'static str,
    /// The goal and its par.
    pub goal: String,
    /// The moves made against par.
    pub moves: String,
    /// The stars earned (0–3).
    pub stars: u8,
    /// The stars in words.
    pub stars_text: String,
    /// What the lesson says now (a reason, the hint, done), if anything.
    pub note: Option<String>,
    /// The board.
    pub board: LessonBoard,
}

impl LessonView {
    /// The lesson's heading, text, goal and score as markup (`#lesson-title`, `#lesson-goal`,
    /// `#lesson-moves`, `#lesson-stars`).
    pub fn head_markup(&self, id: LessonId) -> String {
        let mut m = Markup::default();
        m.element(
            "h2",
            &[("id", "lesson-title")],
            &format!("{}. {}", id.number(), self.title),
        );
        m.element("p", &[("class", "lesson-text")], self.text);
        m.element("p", &[("id", "lesson-goal")], &self.goal);
        m.open("p", &[("class", "lesson-score")]);
        m.element("span", &[("id", "lesson-moves")], &self.moves);
        m.text(" · ");
        m.element(
            "span",
            &[
                ("id", "lesson-stars"),
                ("role", "img"),
                ("aria-label", &self.stars_text),
            ],
            &star_marks(self.stars),
        );
        m.close("p");
        m.finish()
    }
}

/// What the lesson's board shows.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonBoard {
    /// The board's size.
    pub size: BoardSize,
    /// Pegs per army (the 15-peg game's areas).
    pub pegs_option: Pegs,
    /// Every peg (identities by hole).
    pub pegs: Vec<PegView>,
    /// Each triangle's colour (its army's seat), `None` for unused ones.
    pub triangle_colours: [Option<crate::app::seats::Colour>; 6],
    /// The selected peg.
    pub selected: Option<Cell>,
    /// The selected peg's destinations.
    pub dests: Vec<Destination>,
    /// The pegs that can move.
    pub movable: Vec<Cell>,
    /// The last move's holes.
    pub last_move: Vec<Cell>,
    /// The hint shown, as an arrow.
    pub arrow: Option<(Cell, Cell)>,
    /// The spoken label of every hole.
    pub labels: Vec<String>,
}

impl LessonView {
    /// What the screen shows of `ex` in `lang`.
    pub fn of(ex: &Exercise, lang: Lang) -> LessonView {
        let lesson = ex.lesson();
        let position = ex.position();
        let par = lesson.par.to_string();
        let goal = match lesson.goal {
            Goal::Home | Goal::Reach(_) if lesson.par == 1 => {
                lang.t(K::LessonGoalHomeOne).to_owned()
            }
            Goal::Home | Goal::Reach(_) => lang.fill(K::LessonGoalHome, &[("par", &par)]),
        };
        let moves = lang.fill(
            K::LessonMoves,
            &[("n", &ex.moves().to_string()), ("par", &par)],
        );
        let stars = ex.stars();
        let stars_text = lang.fill(K::LessonStarsOf, &[("n", &stars.to_string())]);
        let note = ex.note().map(|n| match n {
            Note::Wrong(r) | Note::Refused(r) => lang.t(reason_text(r)).to_owned(),
            Note::Hint(m) => lang.fill(K::LessonHintShown, &[("move", &position.move_name(m))]),
            Note::Done if ex.moves() == 1 => lang.t(K::LessonDoneOne).to_owned(),
            Note::Done => lang.fill(K::LessonDone, &[("n", &ex.moves().to_string())]),
        });
        LessonView {
            title: lang.t(lesson_title(lesson.id)),
            text: lang.t(lesson_text(lesson.id)),
            goal,
            moves,
            stars,
            stars_text,
            note,
            board: LessonBoard::of(ex, lang),
        }
    }
}

impl LessonBoard {
    /// The board of `ex`, labelled in `lang`.
    pub fn of(ex: &Exercise, lang: Lang) -> LessonBoard {
        let position = ex.position();
        let options = position.options();
        let seating = position.seating();
        let seats = default_seats(options);
        let colour_of = |t: Triangle| {
            seating
                .owner(t)
                .and_then(|s| seats.get(s.index()))
                .map(|s| s.colour)
        };
        let mut pegs = Vec::new();
        for t in Triangle::ALL {
            for cell in position.army(t) {
                pegs.push(PegView::on(cell, colour_of(t), seating.owner(t)));
            }
        }
        pegs.extend(position.inert().into_iter().map(PegView::inert_on));
        let mut triangle_colours = [None; 6];
        for t in Triangle::ALL {
            triangle_colours[t.index()] = colour_of(t);
        }
        let dests: Vec<Destination> = ex
            .destinations()
            .iter()
            .map(|&m| Destination {
                cell: m.to,
                hop: m.is_hop(),
                path: position.path(m).unwrap_or_else(|| vec![m.from, m.to]),
            })
            .collect();
        let movable: Vec<Cell> = if ex.done() {
            Vec::new()
        } else {
            let can: CellSet = position.legal_move_list().iter().map(|m| m.from).collect();
            can.iter().collect()
        };
        let arrow = match ex.note() {
            Some(Note::Hint(m)) => Some((m.from, m.to)),
            _ => None,
        };
        let last_move = ex.last_move().map_or(Vec::new(), |m| vec![m.from, m.to]);
        let learner = ex.lesson().army();
        let geo = position.geometry();
        let labels = geo
            .cells()
            .map(|c| {
                let mut parts = vec![geo.name(c).to_string()];
                parts.push(
                    match position.army_at(c) {
                        Some(t) if t == learner => lang.t(K::LessonYourPeg),
                        Some(_) => lang.t(K::LessonOtherPeg),
                        None if position.inert().contains(c) => lang.t(K::InertPeg),
                        None => lang.t(K::Empty),
                    }
                    .to_owned(),
                );
                if ex.selected() == Some(c) {
                    parts.push(lang.t(K::Selected).to_owned());
                }
                if let Some(d) = dests.iter().find(|d| d.cell == c) {
                    parts.push(
                        lang.t(if d.hop { K::DestHop } else { K::DestStep })
                            .to_owned(),
                    );
                }
                if arrow.is_some_and(|(f, t)| f == c || t == c) {
                    parts.push(lang.t(K::HintMark).to_owned());
                }
                parts.join(", ")
            })
            .collect();
        LessonBoard {
            size: options.size,
            pegs_option: options.pegs,
            pegs,
            triangle_colours,
            selected: ex.selected(),
            dests,
            movable,
            last_move,
            arrow,
            labels,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LessonView;
    use crate::app::i18n::Lang;
    use crate::train::lesson::{Exercise, Input, Lesson, LessonId};

    #[test]
    fn one_move_is_said_in_the_singular() {
        let mut ex = Exercise::new(Lesson::of(LessonId::Step));
        assert_eq!(
            LessonView::of(&ex, Lang::En).goal,
            "Goal: fill the top triangle in 1 move."
        );
        let m = ex.hint_move().expect("a hint");
        assert!(ex.apply(Input::Drop(m.from, m.to)));
        let view = LessonView::of(&ex, Lang::Bg);
        assert_eq!(view.note.as_deref(), Some("Готово с 1 ход."));
        let ex = Exercise::new(Lesson::of(LessonId::Mixed));
        assert!(LessonView::of(&ex, Lang::En).goal.ends_with("in 2 moves."));
    }
}
