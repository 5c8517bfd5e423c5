//! Hexagonal coordinates: [`Hex`] (axial `q`, `r`; cube `s` computed) and
//! the six [`Direction`]s.
//!
//! Pointy-top layout, `y` growing downwards (screen coordinates):
//!
//! ```text
//!            NW (0,-1)   NE (+1,-1)
//!                  \     /
//!      W (-1,0) --  (q,r)  -- E (+1,0)
//!                  /     \
//!           SW (-1,+1)   SE (0,+1)
//! ```
//!
//! Directions are numbered counter-clockwise on screen starting east:
//! `0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE`, so `opposite(d) = (d + 3) % 6`.

use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

/// A hexagon in axial coordinates (`s = -q - r` is implied).
///
/// Arithmetic wraps on `i8` overflow; board hexes stay far from the limits.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{Direction, Hex};
///
/// let h = Hex::new(1, -2);
/// assert_eq!(h.s(), 1);
/// assert_eq!(h + Direction::E.delta(), Hex::new(2, -2));
/// assert_eq!(h.distance(Hex::ORIGIN), 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex {
    /// Axial column coordinate (grows to the east).
    pub q: i8,
    /// Axial row coordinate (grows downwards on screen).
    pub r: i8,
}

impl Hex {
    /// The centre of the board.
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// A hex from axial coordinates.
    pub const fn new(q: i8, r: i8) -> Hex {
        Hex { q, r }
    }

    /// The third cube coordinate, `-q - r`.
    pub const fn s(self) -> i8 {
        0i8.wrapping_sub(self.q).wrapping_sub(self.r)
    }

    /// The adjacent hex in direction `d`.
    pub fn neighbor(self, d: Direction) -> Hex {
        self + d.delta()
    }

    /// Number of steps between two hexes.
    pub fn distance(self, other: Hex) -> u8 {
        let d = self - other;
        let (q, r, s) = (d.q.unsigned_abs(), d.r.unsigned_abs(), d.s().unsigned_abs());
        q.max(r).max(s)
    }
}

impl Add for Hex {
    type Output = Hex;
    fn add(self, o: Hex) -> Hex {
        Hex::new(self.q.wrapping_add(o.q), self.r.wrapping_add(o.r))
    }
}

impl Sub for Hex {
    type Output = Hex;
    fn sub(self, o: Hex) -> Hex {
        Hex::new(self.q.wrapping_sub(o.q), self.r.wrapping_sub(o.r))
    }
}

impl Neg for Hex {
    type Output = Hex;
    fn neg(self) -> Hex {
        Hex::new(self.q.wrapping_neg(), self.r.wrapping_neg())
    }
}

impl Mul<i8> for Hex {
    type Output = Hex;
    fn mul(self, k: i8) -> Hex {
        Hex::new(self.q.wrapping_mul(k), self.r.wrapping_mul(k))
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.q, self.r, self.s())
    }
}

/// One of the six directions between adjacent hexes (see the module diagram).
///
/// # Examples
///
/// ```
/// use sternhalma::engine::Direction;
///
/// assert_eq!(Direction::NE.opposite(), Direction::SW);
/// assert_eq!(Direction::ALL.len(), 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Direction(u8);

impl Direction {
    /// East, `(+1, 0)`.
    pub const E: Direction = Direction(0);
    /// North-east, `(+1, -1)`.
    pub const NE: Direction = Direction(1);
    /// North-west, `(0, -1)`.
    pub const NW: Direction = Direction(2);
    /// West, `(-1, 0)`.
    pub const W: Direction = Direction(3);
    /// South-west, `(-1, +1)`.
    pub const SW: Direction = Direction(4);
    /// South-east, `(0, +1)`.
    pub const SE: Direction = Direction(5);

    /// All six directions in index order.
    pub const ALL: [Direction; 6] = [
        Direction::E,
        Direction::NE,
        Direction::NW,
        Direction::W,
        Direction::SW,
        Direction::SE,
    ];

    const DELTAS: [Hex; 6] = [
        Hex::new(1, 0),
        Hex::new(1, -1),
        Hex::new(0, -1),
        Hex::new(-1, 0),
        Hex::new(-1, 1),
        Hex::new(0, 1),
    ];

    /// The direction with index `i` (`0..6`), or `None`.
    pub const fn new(i: u8) -> Option<Direction> {
        if i < 6 {
            Some(Direction(i))
        } else {
            None
        }
    }

    /// The index `0..6` (E, NE, NW, W, SW, SE).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The axial offset of one step in this direction.
    pub const fn delta(self) -> Hex {
        Direction::DELTAS[self.0 as usize]
    }

    /// The reverse direction.
    pub const fn opposite(self) -> Direction {
        Direction((self.0 + 3) % 6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_deltas_cancel() {
        for d in Direction::ALL {
            assert_eq!(d.delta() + d.opposite().delta(), Hex::ORIGIN);
            assert_eq!(d.delta().s() + d.delta().q + d.delta().r, 0);
            assert_eq!(d.delta().distance(Hex::ORIGIN), 1);
        }
    }
}
