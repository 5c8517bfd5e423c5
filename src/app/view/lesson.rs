//! What the lessons' dialog shows ("Learn to play"): each lesson's title and text, the reason a
//! move is wrong, the lesson's lines (goal, moves against par, stars, the note) and its board
//! ([`LessonView::of`]), built from the pure [`Exercise`] and the page's language.

use crate::app::i18n::{Lang, K};
use crate::app::seats::default_seats;
use crate::app::state::Destination;
use crate::app::view::PegView;
use crate::engine::{BoardSize, Cell, CellSet, Pegs, Triangle};
use crate::train::lesson::{Exercise, Goal, LessonId, Note, Reason};

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
    /// Whether the note tells of a wrong or refused move.
    pub wrong: bool,
    /// The board.
    pub board: LessonBoard,
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
            wrong: matches!(ex.note(), Some(Note::Wrong(_) | Note::Refused(_))),
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
                let colour = colour_of(t);
                pegs.push(PegView {
                    id: cell.index() as u16,
                    cell,
                    colour,
                    marker: colour.map_or(0, |c| c.index() as u8),
                    seat: seating.owner(t),
                });
            }
        }
        for cell in position.inert() {
            pegs.push(PegView {
                id: 300 + cell.index() as u16,
                cell,
                colour: None,
                marker: 0,
                seat: None,
            });
        }
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
