//! Triangles (the six points of the star, one army each), seats (players),
//! and how armies are dealt to seats.

use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the six points of the star; also names the army (peg colour) that
/// starts there.
///
/// Numbered clockwise on screen from the top (pointy-top layout, `y` down),
/// for a board of triangle side `n`:
///
/// | index | name | region |
/// |---|---|---|
/// | 0 | [`TOP`](Triangle::TOP) | `r ≤ −(n+1)` |
/// | 1 | [`UPPER_RIGHT`](Triangle::UPPER_RIGHT) | `q ≥ n+1` |
/// | 2 | [`LOWER_RIGHT`](Triangle::LOWER_RIGHT) | `s ≤ −(n+1)` |
/// | 3 | [`BOTTOM`](Triangle::BOTTOM) | `r ≥ n+1` |
/// | 4 | [`LOWER_LEFT`](Triangle::LOWER_LEFT) | `q ≤ −(n+1)` |
/// | 5 | [`UPPER_LEFT`](Triangle::UPPER_LEFT) | `s ≥ n+1` |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Triangle(u8);

impl Triangle {
    /// Triangle 0, `r ≤ −(n+1)`.
    pub const TOP: Triangle = Triangle(0);
    /// Triangle 1, `q ≥ n+1`.
    pub const UPPER_RIGHT: Triangle = Triangle(1);
    /// Triangle 2, `s ≤ −(n+1)`.
    pub const LOWER_RIGHT: Triangle = Triangle(2);
    /// Triangle 3, `r ≥ n+1`.
    pub const BOTTOM: Triangle = Triangle(3);
    /// Triangle 4, `q ≤ −(n+1)`.
    pub const LOWER_LEFT: Triangle = Triangle(4);
    /// Triangle 5, `s ≥ n+1`.
    pub const UPPER_LEFT: Triangle = Triangle(5);

    /// All six, in index order.
    pub const ALL: [Triangle; 6] = [
        Triangle(0),
        Triangle(1),
        Triangle(2),
        Triangle(3),
        Triangle(4),
        Triangle(5),
    ];

    /// The triangle with index `i` (`0..6`), or `None`.
    pub const fn new(i: u8) -> Option<Triangle> {
        if i < 6 {
            Some(Triangle(i))
        } else {
            None
        }
    }

    /// The triangle with index `i % 6`.
    pub const fn wrapping(i: u8) -> Triangle {
        Triangle(i % 6)
    }

    /// The index `0..6`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The opposite point, `(t + 3) % 6`: the goal of the army starting here.
    pub const fn opposite(self) -> Triangle {
        Triangle((self.0 + 3) % 6)
    }
}

impl fmt::Display for Triangle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A set of triangles (6-bit mask).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TriangleSet(u8);

impl TriangleSet {
    /// No triangle.
    pub const EMPTY: TriangleSet = TriangleSet(0);
    /// All six.
    pub const ALL: TriangleSet = TriangleSet(0x3f);

    /// Whether `t` is in the set.
    pub const fn contains(self, t: Triangle) -> bool {
        self.0 & (1 << t.0) != 0
    }

    /// The set with `t` added.
    #[must_use]
    pub const fn with(self, t: Triangle) -> TriangleSet {
        TriangleSet(self.0 | (1 << t.0))
    }

    /// Number of triangles.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The union.
    #[must_use]
    pub const fn union(self, o: TriangleSet) -> TriangleSet {
        TriangleSet(self.0 | o.0)
    }

    /// The raw 6-bit mask (bit `i` = triangle `i`).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The triangles in index order.
    pub fn iter(self) -> impl Iterator<Item = Triangle> + Clone {
        Triangle::ALL.into_iter().filter(move |&t| self.contains(t))
    }

    /// The opposite of every triangle in the set.
    #[must_use]
    pub fn opposites(self) -> TriangleSet {
        self.iter()
            .fold(TriangleSet::EMPTY, |s, t| s.with(t.opposite()))
    }
}

impl FromIterator<Triangle> for TriangleSet {
    fn from_iter<I: IntoIterator<Item = Triangle>>(iter: I) -> Self {
        iter.into_iter().fold(TriangleSet::EMPTY, TriangleSet::with)
    }
}

/// A value per triangle (per army), indexable by [`Triangle`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByTriangle<T>(pub [T; 6]);

impl<T> Index<Triangle> for ByTriangle<T> {
    type Output = T;
    fn index(&self, t: Triangle) -> &T {
        &self.0[t.index()]
    }
}

impl<T> IndexMut<Triangle> for ByTriangle<T> {
    fn index_mut(&mut self, t: Triangle) -> &mut T {
        &mut self.0[t.index()]
    }
}

/// A player: the 0-based seat index. Turns go in seat order (clockwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(u8);

impl Seat {
    /// The seat with index `i` (`0..6`), or `None`.
    pub const fn new(i: u8) -> Option<Seat> {
        if i < 6 {
            Some(Seat(i))
        } else {
            None
        }
    }

    /// Seat 0.
    pub const FIRST: Seat = Seat(0);

    /// The index (`0..6`).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Number of players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Players {
    /// Two players, opposite triangles.
    #[default]
    Two,
    /// Three players, every other triangle.
    Three,
    /// Four players, two pairs of opposite triangles.
    Four,
    /// Six players.
    Six,
}

impl Players {
    /// The number of seats.
    pub const fn count(self) -> usize {
        match self {
            Players::Two => 2,
            Players::Three => 3,
            Players::Four => 4,
            Players::Six => 6,
        }
    }

    /// `Players` for a count of 2, 3, 4 or 6.
    pub const fn from_count(n: usize) -> Option<Players> {
        match n {
            2 => Some(Players::Two),
            3 => Some(Players::Three),
            4 => Some(Players::Four),
            6 => Some(Players::Six),
            _ => None,
        }
    }

    /// The seats `0..count`.
    pub fn seats(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.count() as u8).map(Seat)
    }

    /// Coin toss: the starting seat picked from a random number supplied by
    /// the caller (`random % count`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sternhalma::engine::{Players, Seat};
    ///
    /// assert_eq!(Players::Three.toss(7), Seat::new(1).unwrap());
    /// ```
    pub const fn toss(self, random: u64) -> Seat {
        Seat((random % self.count() as u64) as u8)
    }
}

/// Which seat owns which army, derived from the options
/// ([`Options::seating`](super::Options::seating)).
///
/// - 2 players: seat 0 → 3 (bottom), seat 1 → 0 (top); with multiple sets
///   seat 0 → {3, 5, 1}, seat 1 → {0, 2, 4}.
/// - 3 players: seat i → (3 + 2i) % 6, i.e. 3, 5, 1; with multiple sets
///   seat i also owns the opposite triangle.
/// - 4 players: 3, 4, 0, 1 (2 and 5 unused).
/// - 6 players: seat i → (3 + i) % 6; with teams, partners are i and i + 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    owner: [u8; 6],
    armies: [TriangleSet; 6],
    seats: u8,
    teams: bool,
}

impl Seating {
    pub(crate) fn new(players: Players, multiple_sets: bool, teams: bool) -> Seating {
        let mut s = Seating {
            owner: [u8::MAX; 6],
            armies: [TriangleSet::EMPTY; 6],
            seats: players.count() as u8,
            teams,
        };
        let mut give = |seat: u8, t: u8| {
            s.owner[t as usize] = seat;
            s.armies[seat as usize] = s.armies[seat as usize].with(Triangle(t));
        };
        match (players, multiple_sets) {
            (Players::Two, false) => {
                give(0, 3);
                give(1, 0);
            }
            (Players::Two, true) => {
                for t in [3, 5, 1] {
                    give(0, t);
                }
                for t in [0, 2, 4] {
                    give(1, t);
                }
            }
            (Players::Three, multi) => {
                for i in 0..3u8 {
                    let t = (3 + 2 * i) % 6;
                    give(i, t);
                    if multi {
                        give(i, (t + 3) % 6);
                    }
                }
            }
            (Players::Four, _) => {
                for (i, t) in [3u8, 4, 0, 1].into_iter().enumerate() {
                    give(i as u8, t);
                }
            }
            (Players::Six, _) => {
                for i in 0..6u8 {
                    give(i, (3 + i) % 6);
                }
            }
        }
        s
    }

    /// Number of seats.
    pub const fn seat_count(&self) -> usize {
        self.seats as usize
    }

    /// The seats in turn order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.seats).map(Seat)
    }

    /// Whether `seat` plays in this game.
    pub const fn has_seat(&self, seat: Seat) -> bool {
        seat.0 < self.seats
    }

    /// The seat owning the army starting in `t`, if the army plays.
    pub const fn owner(&self, t: Triangle) -> Option<Seat> {
        let o = self.owner[t.0 as usize];
        if o == u8::MAX {
            None
        } else {
            Some(Seat(o))
        }
    }

    /// The armies (home triangles) of `seat`; empty for a seat not in the game.
    pub const fn armies(&self, seat: Seat) -> TriangleSet {
        if seat.0 < 6 {
            self.armies[seat.0 as usize]
        } else {
            TriangleSet::EMPTY
        }
    }

    /// Every army in play.
    pub fn used(&self) -> TriangleSet {
        self.armies
            .iter()
            .fold(TriangleSet::EMPTY, |a, &b| a.union(b))
    }

    /// The triangles that are neither a start nor a goal of any army (filled
    /// with inert pegs when [`Unused::Filled`](super::Unused::Filled)).
    pub fn unused(&self) -> TriangleSet {
        let used = self.used();
        let touched = used.union(used.opposites());
        TriangleSet(TriangleSet::ALL.0 & !touched.0)
    }

    /// The start and goal triangles of `seat`'s armies.
    pub fn own_triangles(&self, seat: Seat) -> TriangleSet {
        let a = self.armies(seat);
        a.union(a.opposites())
    }

    /// Whether six-player team play is on.
    pub const fn teams(&self) -> bool {
        self.teams
    }

    /// The partner of `seat` in team play (`seat + 3`), else `None`.
    pub const fn partner(&self, seat: Seat) -> Option<Seat> {
        if self.teams && seat.0 < 6 {
            Some(Seat((seat.0 + 3) % 6))
        } else {
            None
        }
    }

    /// The next seat after `seat` in turn order (wrapping).
    pub const fn next(&self, seat: Seat) -> Seat {
        Seat((seat.0 + 1) % self.seats)
    }
}

/// A short ordered list of distinct seats (at most 6), e.g. the finishing order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatList {
    seats: [Option<Seat>; 6],
    len: u8,
}

impl SeatList {
    /// The empty list.
    pub const fn new() -> SeatList {
        SeatList {
            seats: [None; 6],
            len: 0,
        }
    }

    /// Appends `seat` if it is not in the list yet; returns whether it was added.
    pub fn push(&mut self, seat: Seat) -> bool {
        if self.contains(seat) || self.len as usize >= 6 {
            return false;
        }
        self.seats[self.len as usize] = Some(seat);
        self.len += 1;
        true
    }

    /// Whether `seat` is in the list.
    pub fn contains(&self, seat: Seat) -> bool {
        self.iter().any(|s| s == seat)
    }

    /// Number of seats.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the list is empty.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The 0-based position of `seat` in the list.
    pub fn position(&self, seat: Seat) -> Option<usize> {
        self.iter().position(|s| s == seat)
    }

    /// The seats in order.
    pub fn iter(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats[..self.len as usize].iter().flatten().copied()
    }

    /// The seats as a `Vec`.
    pub fn to_vec(&self) -> Vec<Seat> {
        self.iter().collect()
    }

    /// Keeps the first `len` seats.
    pub(super) fn truncate(&mut self, len: u8) {
        while self.len > len {
            self.len -= 1;
            self.seats[self.len as usize] = None;
        }
    }
}

impl FromIterator<Seat> for SeatList {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatList {
        let mut l = SeatList::new();
        for s in iter {
            l.push(s);
        }
        l
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seatings() {
        let s = Seating::new(Players::Four, false, false);
        assert_eq!(s.unused(), TriangleSet(0b100100));
        let s = Seating::new(Players::Three, false, false);
        assert_eq!(s.owner(Triangle(5)), Some(Seat(1)));
        assert!(s.unused().is_empty());
        let s = Seating::new(Players::Two, true, false);
        assert_eq!(s.armies(Seat(1)), TriangleSet(0b010101));
        let s = Seating::new(Players::Two, false, false);
        assert_eq!(s.unused().len(), 4);
    }
}
