//! [`Areas`]: the holes of each army's start and goal under one set of
//! options. Every rule that speaks of an army's home or goal triangle
//! (resting, goal lock-in, Masters swap, fill what is available, finishing,
//! BGA scoring, ranking) reads them here.
//!
//! Normally the area of a point of the star is its triangle. In the 15-peg
//! two-player game ([`Pegs::Fifteen`]) the two armies' points, 0 (top) and 3
//! (bottom), also take in the row of holes in front of them (`e5`–`e9` and
//! `m5`–`m9` on the standard board): a triangle one row bigger. The other
//! points keep their triangles (they can hold inert pegs).

use std::sync::OnceLock;

use super::cell::CellSet;
use super::geometry::Geometry;
use super::option_values::{BoardSize, Pegs};
use super::options::Options;
use super::player::{ByTriangle, Triangle};

/// The start and goal holes of every army under one set of options.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{Areas, Options, Pegs, Triangle};
///
/// let standard = Areas::of(&Options::default());
/// assert_eq!(standard.start(Triangle::BOTTOM).len(), 10);
/// let fifteen = Areas::of(&Options { pegs: Pegs::Fifteen, ..Options::default() });
/// assert_eq!(fifteen.start(Triangle::BOTTOM).len(), 15);
/// assert_eq!(fifteen.goal(Triangle::BOTTOM), fifteen.start(Triangle::TOP));
/// let e7 = fifteen.geometry().parse_cell("e7").unwrap();
/// assert!(fifteen.goal(Triangle::BOTTOM).contains(e7));
/// assert!(!standard.goal(Triangle::BOTTOM).contains(e7));
/// ```
#[derive(Debug)]
pub struct Areas {
    geo: &'static Geometry,
    pegs: Pegs,
    points: ByTriangle<CellSet>,
    home_progress: ByTriangle<i32>,
}

static AREAS: [OnceLock<Areas>; Areas::COUNT] = [const { OnceLock::new() }; Areas::COUNT];

impl Areas {
    /// Number of distinct area layouts (see [`key`](Areas::key)).
    pub const COUNT: usize = 6;

    /// The areas of board `size` with `pegs`, built on first use.
    pub fn get(size: BoardSize, pegs: Pegs) -> &'static Areas {
        let key = Areas::key_of(size, pegs);
        AREAS[key].get_or_init(|| Areas::build(size, pegs))
    }

    /// The areas of `options` (only the board size and the pegs matter).
    pub fn of(options: &Options) -> &'static Areas {
        Areas::get(options.size, options.pegs)
    }

    fn key_of(size: BoardSize, pegs: Pegs) -> usize {
        let s = match size {
            BoardSize::Four => 0,
            BoardSize::Five => 1,
            BoardSize::Six => 2,
        };
        let p = match pegs {
            Pegs::Triangle => 0,
            Pegs::Fifteen => 1,
        };
        s * 2 + p
    }

    fn build(size: BoardSize, pegs: Pegs) -> Areas {
        let geo = Geometry::get(size);
        let n = i32::from(size.side());
        let mut points = ByTriangle::default();
        for t in Triangle::ALL {
            let big = pegs == Pegs::Fifteen && matches!(t, Triangle::TOP | Triangle::BOTTOM);
            points[t] = if big {
                // the triangle one row bigger: its own holes and the row of
                // the central hexagon in front of it
                geo.cells()
                    .filter(|&c| {
                        geo.progress(t, c) <= -n && geo.triangle_of(c).is_none_or(|u| u == t)
                    })
                    .collect()
            } else {
                geo.triangle(t)
            };
        }
        let mut home_progress = ByTriangle::default();
        for t in Triangle::ALL {
            home_progress[t] = points[t].iter().map(|c| geo.progress(t, c)).sum();
        }
        Areas {
            geo,
            pegs,
            points,
            home_progress,
        }
    }

    /// A small number per layout, `0..Areas::COUNT`, for tables cached per layout.
    pub fn key(&self) -> usize {
        Areas::key_of(self.geo.size(), self.pegs)
    }

    /// The board.
    pub fn geometry(&self) -> &'static Geometry {
        self.geo
    }

    /// The area of point `t` of the star: the start of the army of `t` and
    /// the goal of the army opposite.
    pub fn point(&self, t: Triangle) -> CellSet {
        self.points[t]
    }

    /// Where the army starting in `army` starts.
    pub fn start(&self, army: Triangle) -> CellSet {
        self.points[army]
    }

    /// The goal of the army starting in `army`.
    pub fn goal(&self, army: Triangle) -> CellSet {
        self.points[army.opposite()]
    }

    /// The number of pegs of the army starting in `army` (one per hole of
    /// its start).
    pub fn pegs(&self, army: Triangle) -> usize {
        self.points[army].len()
    }

    /// Sum of [`Geometry::progress`] of `army` over its start: BGA scores
    /// count from there.
    pub fn home_progress(&self, army: Triangle) -> i32 {
        self.home_progress[army]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_areas_are_the_triangles() {
        for size in BoardSize::ALL {
            let a = Areas::get(size, Pegs::Triangle);
            let g = Geometry::get(size);
            for t in Triangle::ALL {
                assert_eq!(a.start(t), g.triangle(t));
                assert_eq!(a.goal(t), g.triangle(t.opposite()));
                assert_eq!(a.pegs(t), size.triangle_len());
                assert_eq!(a.home_progress(t), g.home_progress(t));
            }
        }
    }

    #[test]
    fn fifteen_hole_areas() {
        let a = Areas::get(BoardSize::Four, Pegs::Fifteen);
        let g = a.geometry();
        let names = |s: CellSet| s.iter().map(|c| g.name(c).to_string()).collect::<Vec<_>>();
        assert_eq!(
            names(a.start(Triangle::TOP)),
            [
                "a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4", "e5", "e6", "e7", "e8",
                "e9"
            ]
        );
        assert_eq!(
            names(a.start(Triangle::BOTTOM)),
            [
                "m5", "m6", "m7", "m8", "m9", "n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2",
                "q1"
            ]
        );
        for t in [Triangle::UPPER_RIGHT, Triangle::LOWER_LEFT] {
            assert_eq!(a.point(t), g.triangle(t));
        }
        // symmetric: the goal's progress sum is minus the start's (BGA maximum 160)
        let goal: i32 = a
            .goal(Triangle::BOTTOM)
            .iter()
            .map(|c| g.progress(Triangle::BOTTOM, c))
            .sum();
        assert_eq!(goal, -a.home_progress(Triangle::BOTTOM));
        assert_eq!(-2 * a.home_progress(Triangle::BOTTOM), 160);
        let keys: Vec<usize> = BoardSize::ALL
            .into_iter()
            .flat_map(|s| [Pegs::Triangle, Pegs::Fifteen].map(|p| Areas::get(s, p).key()))
            .collect();
        assert_eq!(keys, [0, 1, 2, 3, 4, 5]);
    }
}
