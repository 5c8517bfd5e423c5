//! The lessons checked natively: every position legal, the engine's own line meets every par
//! (and no shorter line exists), the reasons fire where they should, stars and progress.

use super::*;
use crate::engine::Position;

fn cell(pos: &Position, name: &str) -> Cell {
    pos.geometry().parse_cell(name).unwrap()
}

/// Plays `from`→`to` by clicks.
fn click(ex: &mut Exercise, from: &str, to: &str) {
    let (f, t) = (cell(ex.position(), from), cell(ex.position(), to));
    ex.apply(Input::Cell(f));
    ex.apply(Input::Cell(t));
}

#[test]
fn at_least_fifteen_lessons_with_stable_ids() {
    assert!(LessonId::ALL.len() >= 15);
    for &id in LessonId::ALL {
        assert_eq!(id.as_str().parse::<LessonId>(), Ok(id));
    }
    assert_eq!("nope".parse::<LessonId>(), Err(UnknownLesson));
    assert_eq!(LessonId::Step.next(), Some(LessonId::Hop));
    assert_eq!(LessonId::Crossing.next(), None);
}

#[test]
fn every_position_is_legal_and_the_learner_is_to_move() {
    for lesson in Lesson::all() {
        let setup = lesson.position.to_setup();
        assert_eq!(
            setup.validate().as_ref(),
            Ok(&lesson.position),
            "{}",
            lesson.id
        );
        assert!(!lesson.position.is_over(), "{}", lesson.id);
        assert!(
            !met(&lesson.position, lesson.goal, lesson.army()),
            "{}",
            lesson.id
        );
        assert_eq!(
            lesson.army(),
            crate::engine::Triangle::ALL[3],
            "{}",
            lesson.id
        );
    }
}

#[test]
fn the_engines_own_line_meets_every_par() {
    for lesson in Lesson::all() {
        let mut ex = Exercise::new(lesson.clone());
        while !ex.done() {
            assert!(ex.moves() < lesson.par, "{}: over par", lesson.id);
            let m = ex
                .hint_move()
                .unwrap_or_else(|| panic!("{}: no hint", lesson.id));
            let name = ex.position().move_name(m);
            let (from, to) = (
                ex.position().geometry().name(m.from),
                ex.position().geometry().name(m.to),
            );
            ex.apply(Input::Drop(m.from, m.to));
            assert_eq!(
                ex.last_move(),
                Some(m),
                "{}: {name} ({from}-{to})",
                lesson.id
            );
            assert!(
                !matches!(ex.note(), Some(Note::Wrong(_))),
                "{}: {name}",
                lesson.id
            );
        }
        assert!(ex.moves() <= lesson.par, "{}", lesson.id);
        assert_eq!(ex.stars(), 3, "{}", lesson.id);
        assert_eq!(ex.note(), Some(Note::Done), "{}", lesson.id);
    }
}

#[test]
fn no_line_is_shorter_than_the_par() {
    for lesson in Lesson::all().filter(|l| l.par <= EXACT_DEPTH) {
        let line = shortest(&lesson.position, lesson.goal, lesson.army(), lesson.par);
        assert_eq!(
            line.map(|l| l.len() as u32),
            Some(lesson.par),
            "{}",
            lesson.id
        );
    }
}

#[test]
fn the_solo_crossing_is_27_legal_moves_that_end_home() {
    let lesson = Lesson::of(LessonId::Crossing);
    assert_eq!(
        (lesson.par, lesson.pass, lesson.line.len()),
        (27, Some(35), 27)
    );
    let mut pos = lesson.position.clone();
    for &m in &lesson.line {
        assert!(pos.is_legal(m));
        pos = advance(&pos, m, lesson.learner());
    }
    assert!(pos.is_home(lesson.army()));
    // Off the known line the hint is the beam search's, whose line brings the army home.
    let mut ex = Exercise::new(lesson);
    click(&mut ex, "n1", "m5");
    assert!(ex.hint_move().is_some());
}

#[test]
fn stars_as_lichess_counts_them() {
    // the solo crossing: 27, 30, 35
    let crossing = Lesson::of(LessonId::Crossing);
    let s = |m| crossing.stars(m, true);
    assert_eq!(
        [s(26), s(27), s(28), s(30), s(31), s(35), s(36)],
        [3, 3, 2, 2, 1, 1, 0]
    );
    assert_eq!(crossing.stars(20, false), 0);
    // par 1 and par 4: one move over gives two stars
    assert_eq!(
        [
            stars(1, 1, None, true),
            stars(2, 1, None, true),
            stars(3, 1, None, true)
        ],
        [3, 2, 1]
    );
    assert_eq!(
        [
            stars(4, 4, None, true),
            stars(5, 4, None, true),
            stars(6, 4, None, true)
        ],
        [3, 2, 1]
    );
    // par 16: two moves over
    assert_eq!(
        [stars(18, 16, None, true), stars(19, 16, None, true)],
        [2, 1]
    );
    assert_eq!(stars(1, 4, None, false), 0);
}

fn wrong_after(id: LessonId, from: &str, to: &str) -> Option<Note> {
    let mut ex = Exercise::new(Lesson::of(id));
    click(&mut ex, from, to);
    assert_eq!(ex.moves(), 1, "{id}: {from}-{to} not played");
    ex.note()
}

#[test]
fn a_wrong_move_gets_its_reason() {
    use Reason::*;
    assert_eq!(
        wrong_after(LessonId::Step, "e8", "f8"),
        Some(Note::Wrong(Away))
    );
    assert_eq!(
        wrong_after(LessonId::Chain, "j4", "h5"),
        Some(Note::Wrong(HopFurther))
    );
    assert_eq!(
        wrong_after(LessonId::Hop, "f7", "e7"),
        Some(Note::Wrong(HopFurther))
    );
    assert_eq!(
        wrong_after(LessonId::Straggler, "g6", "f7"),
        Some(Note::Wrong(Straggler))
    );
    assert_eq!(
        wrong_after(LessonId::Corners, "d2", "d1"),
        Some(Note::Wrong(FarCorners))
    );
    assert_eq!(
        wrong_after(LessonId::Finish2, "g7", "g8"),
        Some(Note::Wrong(HopFurther))
    );
    assert_eq!(
        wrong_after(LessonId::Corners, "e6", "e5"),
        Some(Note::Wrong(Slower))
    );
    // a right move says nothing
    assert_eq!(wrong_after(LessonId::Corners, "c1", "a1"), None);
}

#[test]
fn a_move_the_rules_refuse_says_which_rule() {
    // a peg in the goal stays in it
    let mut ex = Exercise::new(Lesson::of(LessonId::Goal));
    click(&mut ex, "d1", "e5");
    assert_eq!(ex.note(), Some(Note::Refused(Reason::GoalStays)));
    assert_eq!(ex.moves(), 0);
    // passing through a side triangle, not stopping in it
    let mut ex = Exercise::new(Lesson::of(LessonId::Sides));
    click(&mut ex, "h2", "f2");
    assert_eq!(ex.note(), Some(Note::Refused(Reason::NoRest)));
    assert_eq!(ex.moves(), 0);
}

#[test]
fn a_move_is_taken_back_and_a_lesson_tried_again() {
    let lesson = Lesson::of(LessonId::Chain);
    let mut ex = Exercise::new(lesson.clone());
    click(&mut ex, "j4", "h5");
    assert!(matches!(ex.note(), Some(Note::Wrong(_))));
    assert!(ex.apply(Input::TakeBack));
    assert_eq!(
        (ex.position(), ex.moves(), ex.note()),
        (&lesson.position, 0, None)
    );
    assert!(!ex.apply(Input::TakeBack));
    click(&mut ex, "j4", "d4");
    assert_eq!((ex.note(), ex.stars()), (Some(Note::Done), 3));
    // done: the board takes no more moves; try again starts over
    assert!(!ex.apply(Input::Cell(cell(&lesson.position, "d4"))));
    assert!(ex.apply(Input::Retry));
    assert_eq!(ex, Exercise::new(lesson));
}

#[test]
fn a_hint_shows_the_engines_move() {
    let mut ex = Exercise::new(Lesson::of(LessonId::Hop));
    assert!(ex.apply(Input::Hint));
    let Some(Note::Hint(m)) = ex.note() else {
        panic!("no hint")
    };
    assert_eq!(ex.position().move_name(m), "f7-d4");
}

#[test]
fn progress_keeps_the_best_stars_and_survives_its_text() {
    let mut p = Progress::default();
    assert_eq!(p.next_to_learn(), LessonId::Step);
    assert!(p.record(LessonId::Step, 2));
    assert!(p.record(LessonId::Step, 3));
    assert!(!p.record(LessonId::Step, 1));
    assert!(p.record(LessonId::Crossing, 1));
    assert_eq!(p.to_string(), "step:3,crossing:1");
    assert_eq!(Progress::read(&p.to_string()), p);
    assert_eq!(p.next_to_learn(), LessonId::Hop);
    // corrupt values are skipped
    let q = Progress::read("step:3,,hop:9,nope:2,chain:x,\u{0}:1,mixed");
    assert_eq!(q.to_string(), "step:3");
    assert_eq!(Progress::read("{garbage"), Progress::default());
}

#[test]
fn off_the_known_line_the_hints_bring_the_crossing_home() {
    let lesson = Lesson::of(LessonId::Crossing);
    let mut pos = lesson.position.clone();
    // A first move off the known line, then the hints (the move that goes furthest, then the
    // exact search for the last moves).
    pos = advance(&pos, pos.parse_move("n1-m5").unwrap(), lesson.learner());
    let mut moves = 1;
    while !pos.is_home(lesson.army()) {
        let m = hint(&pos, lesson.goal, lesson.army(), EXACT_DEPTH).expect("a hint");
        assert!(pos.is_legal(m));
        pos = advance(&pos, m, lesson.learner());
        moves += 1;
        assert!(moves <= 45, "the hints wander");
    }
    // The race solver (the computer's, in its worker) finds no line shorter than the stored
    // one at its own beam.
    let race = crate::ai::race::solve(&lesson.position, lesson.army());
    assert!(race.found && race.moves >= 27);
}
