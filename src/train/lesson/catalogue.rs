//! The catalogue of lessons: each lesson's position (`docs/notation.md`), goal and par, from the
//! first step to the solo crossing (`docs/lessons.md` lists them). The learner is the bottom
//! army (seat 0, army 3), heading for the top triangle; unless a lesson needs them elsewhere,
//! the other army's pegs fill the lower left triangle, where no hop over its edge lands on a
//! free hole: a wall that neither helps nor hinders.

use super::{Goal, Lesson, LessonId};

/// The solo crossing's 27 moves (found by the race solver with a wide beam; Bell proved 27 the
/// least a lone army needs).
const CROSSING: &str = "n4-m8 p2-l7 o1-k7 k7-j7 q1-i7 o3-k7 n3-h7 h7-g7 p1-f7 n1-h7 m8-m7 o2-e8 \
                        j7-d3 d3-c2 l7-b1 n2-d3 m7-l7 d3-d2 l7-d1 k7-j7 j7-d3 g7-a1 i7-c3 h7-g7 \
                        g7-c1 f7-b2 e8-d4";

/// The lesson `id`.
pub(super) fn lesson(id: LessonId) -> Lesson {
    use LessonId as L;
    let (position, par) = match id {
        L::Step => ("p2/0:j1.k1-2.l1-3.m1-4/3:a1.b1-2.c1-3.d1-3.e8/0", 1),
        L::Hop => ("p2/0:e8.k1-2.l1-3.m1-4/3:a1.b1-2.c1-3.d1-3.f7/0", 1),
        L::Chain => ("p2/0:e8.g6.i4.k1-2.l1-3.m1-2/3:a1.b1-2.c1-3.d1-3.j4/0", 1),
        L::Mixed => ("p2/0:e8.g6.i4.k1-2.l1-3.m1-2/3:a1.b1.c1-3.d1-3.e9.j4/0", 2),
        L::Goal => ("p2/0:j1.k1-2.l1-3.m1-4/3:a1.b2.c1-3.d1-4.e6/0", 2),
        L::Sides => (
            "p2.rest-bga/0:e5.f3.g2.k1-2.l1-3.m1-2/3:a1.b1-2.c1-3.d2-4.h2/0",
            1,
        ),
        L::Ladder => ("p2/0:e8.i4.k1-2.l1-3.m1-3/3:a1.b1-2.c1-3.d1-2.e7.g6/0", 3),
        L::TheirLadder => ("p2/0:e8.g6.i4.k4.k1-2.l1-3.m1/3:a1.b1-2.c1-3.d1-3.l5/0", 2),
        L::Straggler => ("p2/0:e8.i4.k1-2.l1-3.m1-3/3:a1.b1-2.c1-3.d1-2.g6.j4/0", 4),
        L::Corners => ("p2/0:j1.k1-2.l1-3.m1-4/3:b1-2.c1-3.d2-4.e6.e7/0", 3),
        L::Finish2 => ("p2/0:e8.f7.f8.k1-2.l1-3.m1-2/3:a1.b1-2.c1-3.d1-3.g7/0", 2),
        L::Finish3 => (
            "p2/0:e6.e7.f6.k1-2.l1-3.m1-2/3:a1.b1-2.c1-3.d1-2.f7.f8/0",
            3,
        ),
        L::Swap => ("p2/0:d4.k1-2.l1-3.m1-4/3:a1.b1-2.c1-3.d1-2.e7.e9/0", 2),
        L::Fill => (
            "p2.spoil-fill/0:b1.k1-2.l1-3.m1-4/3:a1.b2.c1-3.d1-3.e7.e9/0",
            1,
        ),
        L::Crossing => ("p2/0:j1.k1-2.l1-3.m1-4/3:n1-4.o1-3.p1-2.q1/0", 27),
    };
    let mut lesson = Lesson::from_text(id, position, Goal::Home, par);
    if id == L::Crossing {
        lesson.pass = Some(35);
        let mut pos = lesson.position.clone();
        let geo = pos.geometry();
        for name in CROSSING.split_whitespace() {
            let (from, to) = name.split_once('-').unwrap_or_default();
            let cell = |c: &str| geo.parse_cell(c).ok();
            let m = cell(from)
                .zip(cell(to))
                .and_then(|(f, t)| pos.moves_from(f).iter().copied().find(|m| m.to == t))
                .unwrap_or_else(|| panic!("the crossing's line: {name} is not legal"));
            pos = super::advance(&pos, m, lesson.learner());
            lesson.line.push(m);
        }
    }
    lesson
}
