//! [`Cell`]: a hole of a board, and [`CellSet`]: a 256-bit set of holes.

use std::fmt;
use std::iter::FusedIterator;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

/// A hole of a board: its index in the board's [`Geometry`](super::Geometry).
///
/// Holes are numbered row by row from the top (`r` ascending), and within a
/// row from the left (`q` ascending), so `Cell(0)` is the top tip `a1`. A
/// `Cell` only means something together with a geometry; methods that take a
/// cell outside their geometry document what they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell with the given index.
    pub const fn new(index: u8) -> Cell {
        Cell(index)
    }

    /// The index as `usize` (`0..256`).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The raw index.
    pub const fn to_u8(self) -> u8 {
        self.0
    }
}

impl From<Cell> for u8 {
    fn from(c: Cell) -> u8 {
        c.0
    }
}

impl From<Cell> for usize {
    fn from(c: Cell) -> usize {
        c.0 as usize
    }
}

/// A set of cells: a 256-bit bitset (`Copy`, 32 bytes).
///
/// `!set` complements over all 256 bits; intersect with
/// [`Geometry::all`](super::Geometry::all) to stay on a board.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{Cell, CellSet};
///
/// let a = CellSet::from_iter([Cell::new(1), Cell::new(200)]);
/// let b = CellSet::from_cell(Cell::new(200));
/// assert_eq!((a - b).len(), 1);
/// assert!((a & b).contains(Cell::new(200)));
/// assert_eq!(a.iter().collect::<Vec<_>>(), [Cell::new(1), Cell::new(200)]);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellSet(pub [u64; 4]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; 4]);
    /// All 256 bits.
    pub const FULL: CellSet = CellSet([u64::MAX; 4]);

    /// The set holding one cell.
    pub const fn from_cell(c: Cell) -> CellSet {
        let mut s = CellSet::EMPTY;
        s.0[(c.0 >> 6) as usize] = 1u64 << (c.0 & 63);
        s
    }

    /// Whether `c` is in the set.
    #[inline]
    pub const fn contains(self, c: Cell) -> bool {
        (self.0[(c.0 >> 6) as usize] >> (c.0 & 63)) & 1 != 0
    }

    /// Adds `c`; returns whether it was absent.
    #[inline]
    pub fn insert(&mut self, c: Cell) -> bool {
        let w = &mut self.0[(c.0 >> 6) as usize];
        let bit = 1u64 << (c.0 & 63);
        let absent = *w & bit == 0;
        *w |= bit;
        absent
    }

    /// Removes `c`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, c: Cell) -> bool {
        let w = &mut self.0[(c.0 >> 6) as usize];
        let bit = 1u64 << (c.0 & 63);
        let present = *w & bit != 0;
        *w &= !bit;
        present
    }

    /// Toggles `c`.
    #[inline]
    pub fn toggle(&mut self, c: Cell) {
        self.0[(c.0 >> 6) as usize] ^= 1u64 << (c.0 & 63);
    }

    /// The set with `c` added.
    #[must_use]
    pub const fn with(self, c: Cell) -> CellSet {
        let mut s = self;
        s.0[(c.0 >> 6) as usize] |= 1u64 << (c.0 & 63);
        s
    }

    /// The set with `c` removed.
    #[must_use]
    pub const fn without(self, c: Cell) -> CellSet {
        let mut s = self;
        s.0[(c.0 >> 6) as usize] &= !(1u64 << (c.0 & 63));
        s
    }

    /// Number of cells.
    pub const fn len(self) -> usize {
        (self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()) as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }

    /// Whether the sets share a cell.
    pub const fn intersects(self, o: CellSet) -> bool {
        (self.0[0] & o.0[0]) | (self.0[1] & o.0[1]) | (self.0[2] & o.0[2]) | (self.0[3] & o.0[3])
            != 0
    }

    /// Whether every cell of `self` is in `o`.
    pub const fn is_subset(self, o: CellSet) -> bool {
        (self.0[0] & !o.0[0])
            | (self.0[1] & !o.0[1])
            | (self.0[2] & !o.0[2])
            | (self.0[3] & !o.0[3])
            == 0
    }

    /// The smallest cell, if any.
    pub const fn first(self) -> Option<Cell> {
        let mut i = 0;
        while i < 4 {
            if self.0[i] != 0 {
                return Some(Cell((i as u32 * 64 + self.0[i].trailing_zeros()) as u8));
            }
            i += 1;
        }
        None
    }

    /// The cells in ascending order.
    pub const fn iter(self) -> CellSetIter {
        CellSetIter { set: self, word: 0 }
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|c| c.0)).finish()
    }
}

/// Iterator over a [`CellSet`] in ascending order.
#[derive(Clone, Debug)]
pub struct CellSetIter {
    set: CellSet,
    word: usize,
}

impl Iterator for CellSetIter {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.word < 4 {
            let w = self.set.0[self.word];
            if w != 0 {
                self.set.0[self.word] = w & (w - 1);
                return Some(Cell((self.word as u32 * 64 + w.trailing_zeros()) as u8));
            }
            self.word += 1;
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.set.0[self.word.min(4)..]
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum();
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellSetIter {}
impl FusedIterator for CellSetIter {}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;
    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        let mut s = CellSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl Extend<Cell> for CellSet {
    fn extend<I: IntoIterator<Item = Cell>>(&mut self, iter: I) {
        for c in iter {
            self.insert(c);
        }
    }
}

impl From<Cell> for CellSet {
    fn from(c: Cell) -> CellSet {
        CellSet::from_cell(c)
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for CellSet {
            type Output = CellSet;
            #[inline]
            fn $f(self, o: CellSet) -> CellSet {
                CellSet([
                    self.0[0] $op o.0[0],
                    self.0[1] $op o.0[1],
                    self.0[2] $op o.0[2],
                    self.0[3] $op o.0[3],
                ])
            }
        }
        impl $atr for CellSet {
            #[inline]
            fn $af(&mut self, o: CellSet) {
                *self = $tr::$f(*self, o);
            }
        }
    };
}

binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for CellSet {
    type Output = CellSet;
    /// Set difference.
    #[inline]
    fn sub(self, o: CellSet) -> CellSet {
        CellSet([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
            self.0[3] & !o.0[3],
        ])
    }
}

impl SubAssign for CellSet {
    #[inline]
    fn sub_assign(&mut self, o: CellSet) {
        *self = *self - o;
    }
}

impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_ops() {
        let mut s = CellSet::EMPTY;
        assert!(s.insert(Cell::new(0)));
        assert!(!s.insert(Cell::new(0)));
        assert!(s.insert(Cell::new(255)));
        assert!(s.insert(Cell::new(64)));
        assert_eq!(s.len(), 3);
        assert_eq!(s.first(), Some(Cell::new(0)));
        assert_eq!(s.iter().len(), 3);
        assert!(s.remove(Cell::new(0)));
        assert!(!s.contains(Cell::new(0)));
        assert_eq!(s.iter().map(Cell::to_u8).collect::<Vec<_>>(), [64, 255]);
        assert_eq!((!s).len(), 254);
        assert!(s.is_subset(CellSet::FULL));
        assert!(CellSet::EMPTY.is_empty());
    }
}
