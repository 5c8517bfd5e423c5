//! [`Geometry`]: the holes of a board of a given size, their names and the
//! precomputed neighbour and jump tables.

use std::error::Error;
use std::fmt;
use std::sync::OnceLock;

use super::cell::{Cell, CellSet};
use super::hex::{Direction, Hex};
use super::option_values::BoardSize;
use super::player::{ByTriangle, Triangle};

/// Marker for "no cell" in the tables. No geometry has 255 holes, so bit 255
/// of a [`CellSet`] of a position is never set.
pub(crate) const NONE: u8 = u8::MAX;

const SPAN: usize = 25; // q and r range over -12..=12 for the largest board

/// The board of one size: the list of holes and every table derived from it.
///
/// Obtain it with [`Geometry::get`]; it is built once per size.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{BoardSize, Direction, Geometry, Hex, Triangle};
///
/// let g = Geometry::get(BoardSize::Four);
/// assert_eq!(g.len(), 121);
/// let a1 = g.parse_cell("a1").unwrap();
/// assert_eq!(g.hex(a1), Hex::new(4, -8));
/// assert_eq!(g.triangle_of(a1), Some(Triangle::TOP));
/// assert_eq!(g.name(a1).to_string(), "a1");
/// let b2 = g.neighbor(a1, Direction::SE).unwrap();
/// assert_eq!(g.name(b2).to_string(), "b2");
/// ```
#[derive(Debug)]
pub struct Geometry {
    size: BoardSize,
    len: usize,
    hexes: [Hex; 256],
    lookup: [u8; SPAN * SPAN],
    neighbors: [[u8; 6]; 256],
    neighbor_sets: [CellSet; 256],
    on_board: [u8; 256],
    jumps: [[[u8; 2]; 6]; 256],
    triangle_of: [u8; 256],
    triangles: ByTriangle<CellSet>,
    all: CellSet,
    row_of: [u8; 256],
    col_of: [u8; 256],
    row_start: [u8; 26],
    row_len: [u8; 26],
    progress: ByTriangle<[i8; 256]>,
    home_progress: ByTriangle<i32>,
}

static GEOMETRIES: [OnceLock<Geometry>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

impl Geometry {
    /// The geometry of `size`, built on first use.
    pub fn get(size: BoardSize) -> &'static Geometry {
        let i = match size {
            BoardSize::Four => 0,
            BoardSize::Five => 1,
            BoardSize::Six => 2,
        };
        GEOMETRIES[i].get_or_init(|| Geometry::build(size))
    }

    fn on_board(n: i8, h: Hex) -> bool {
        let (q, r, s) = (h.q, h.r, h.s());
        q.max(r).max(s) <= n || q.min(r).min(s) >= -n
    }

    fn classify(n: i8, h: Hex) -> Option<Triangle> {
        let (q, r, s) = (h.q, h.r, h.s());
        let t = if r <= -(n + 1) {
            0
        } else if q > n {
            1
        } else if s <= -(n + 1) {
            2
        } else if r > n {
            3
        } else if q <= -(n + 1) {
            4
        } else if s > n {
            5
        } else {
            return None;
        };
        Triangle::new(t)
    }

    fn build(size: BoardSize) -> Geometry {
        let n = size.side();
        let mut g = Geometry {
            size,
            len: 0,
            hexes: [Hex::new(i8::MAX, i8::MAX); 256],
            lookup: [NONE; SPAN * SPAN],
            neighbors: [[NONE; 6]; 256],
            neighbor_sets: [CellSet::EMPTY; 256],
            on_board: [0; 256],
            jumps: [[[NONE; 2]; 6]; 256],
            triangle_of: [NONE; 256],
            triangles: ByTriangle::default(),
            all: CellSet::EMPTY,
            row_of: [NONE; 256],
            col_of: [NONE; 256],
            row_start: [0; 26],
            row_len: [0; 26],
            progress: ByTriangle([[0; 256]; 6]),
            home_progress: ByTriangle::default(),
        };
        let mut i = 0u8;
        for r in -2 * n..=2 * n {
            let row = (r + 2 * n) as usize;
            g.row_start[row] = i;
            for q in -2 * n..=2 * n {
                let h = Hex::new(q, r);
                if !Geometry::on_board(n, h) {
                    continue;
                }
                let c = Cell::new(i);
                g.hexes[i as usize] = h;
                g.lookup[Geometry::slot(h).unwrap_or(0)] = i;
                g.row_of[i as usize] = row as u8;
                g.col_of[i as usize] = g.row_len[row];
                g.row_len[row] += 1;
                g.all.insert(c);
                g.on_board[i as usize] = 1;
                if let Some(t) = Geometry::classify(n, h) {
                    g.triangle_of[i as usize] = t.index() as u8;
                    g.triangles[t].insert(c);
                }
                i += 1;
            }
        }
        g.len = i as usize;
        for c in 0..g.len {
            let h = g.hexes[c];
            for d in Direction::ALL {
                let one = g.cell_at(h + d.delta());
                let two = g.cell_at(h + d.delta() * 2);
                if let Some(one) = one {
                    g.neighbors[c][d.index()] = one.to_u8();
                    g.neighbor_sets[c].insert(one);
                    if let Some(two) = two {
                        g.jumps[c][d.index()] = [one.to_u8(), two.to_u8()];
                    }
                }
            }
            for t in Triangle::ALL {
                g.progress[t][c] = Geometry::axis(t, h);
            }
        }
        for t in Triangle::ALL {
            g.home_progress[t] = g.triangles[t]
                .iter()
                .map(|c| i32::from(g.progress[t][c.index()]))
                .sum();
        }
        g
    }

    /// Progress coordinate of `h` for the army starting in `t`: grows by one
    /// per row towards `t.opposite()`.
    fn axis(t: Triangle, h: Hex) -> i8 {
        match t.index() {
            0 => h.r,
            1 => -h.q,
            2 => h.s(),
            3 => -h.r,
            4 => h.q,
            _ => -h.s(),
        }
    }

    fn slot(h: Hex) -> Option<usize> {
        let q = usize::try_from(i32::from(h.q) + 12).ok()?;
        let r = usize::try_from(i32::from(h.r) + 12).ok()?;
        (q < SPAN && r < SPAN).then_some(q * SPAN + r)
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Number of holes (121, 181 or 253).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always `false`: a board has holes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `c` is a hole of this board.
    pub fn contains(&self, c: Cell) -> bool {
        c.index() < self.len
    }

    /// Every hole, in index order.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = Cell> + Clone {
        (0..self.len as u8).map(Cell::new)
    }

    /// The set of every hole.
    pub fn all(&self) -> CellSet {
        self.all
    }

    /// The coordinates of `c` (a far-away sentinel for a cell not on this board).
    pub fn hex(&self, c: Cell) -> Hex {
        self.hexes[c.index()]
    }

    /// The hole at `h`, if `h` is on the board.
    pub fn cell_at(&self, h: Hex) -> Option<Cell> {
        let i = *self.lookup.get(Geometry::slot(h)?)?;
        (i != NONE).then(|| Cell::new(i))
    }

    /// The triangle holding `c`, or `None` for the central hexagon (and for
    /// cells not on this board).
    pub fn triangle_of(&self, c: Cell) -> Option<Triangle> {
        Triangle::new(self.triangle_of[c.index()])
    }

    /// The holes of triangle `t`.
    pub fn triangle(&self, t: Triangle) -> CellSet {
        self.triangles[t]
    }

    /// The adjacent hole of `c` in direction `d`, if any.
    pub fn neighbor(&self, c: Cell, d: Direction) -> Option<Cell> {
        let n = self.neighbors[c.index()][d.index()];
        (n != NONE).then(|| Cell::new(n))
    }

    /// The neighbours of `c` (all directions that stay on the board).
    pub fn neighbors(&self, c: Cell) -> impl Iterator<Item = Cell> + '_ {
        Direction::ALL
            .into_iter()
            .filter_map(move |d| self.neighbor(c, d))
    }

    /// A hop from `c` in direction `d`: `(over, land)`, if both are holes.
    pub fn jump(&self, c: Cell, d: Direction) -> Option<(Cell, Cell)> {
        let [o, l] = self.jumps[c.index()][d.index()];
        (l != NONE).then(|| (Cell::new(o), Cell::new(l)))
    }

    /// The neighbours of `c` as a set (empty for a cell not on this board).
    #[inline]
    pub fn neighbor_set(&self, c: Cell) -> CellSet {
        self.neighbor_sets[c.index()]
    }

    /// 1 for each hole of the board, 0 elsewhere (indexed by cell).
    #[inline]
    pub(crate) fn on_board_bytes(&self) -> &[u8; 256] {
        &self.on_board
    }

    #[inline]
    pub(crate) fn raw_neighbors(&self, c: Cell) -> &[u8; 6] {
        &self.neighbors[c.index()]
    }

    /// `[over, land]` per direction, `NONE` (255) when off the board.
    #[inline]
    pub(crate) fn raw_jumps(&self, c: Cell) -> &[[u8; 2]; 6] {
        &self.jumps[c.index()]
    }

    /// The row of `c`, `0` (`a`) at the top.
    pub fn row(&self, c: Cell) -> usize {
        self.row_of[c.index()] as usize
    }

    /// The 0-based column of `c` within its row (from the left).
    pub fn column(&self, c: Cell) -> usize {
        self.col_of[c.index()] as usize
    }

    /// The cell at 0-based `row` and `column`, if any.
    pub fn cell_at_row_col(&self, row: usize, column: usize) -> Option<Cell> {
        if row >= self.size.rows() || column >= self.row_len[row] as usize {
            return None;
        }
        Some(Cell::new(self.row_start[row] + column as u8))
    }

    /// Number of holes in 0-based `row` (0 past the last row).
    pub fn row_len(&self, row: usize) -> usize {
        self.row_len.get(row).map_or(0, |&l| l as usize)
    }

    /// The name of `c`: row letter (`a` at the top) and 1-based column from
    /// the left, e.g. `a1`, `e13`, `q1`.
    pub fn name(&self, c: Cell) -> CellName {
        CellName {
            row: self.row_of[c.index()],
            column: self.col_of[c.index()].wrapping_add(1),
        }
    }

    /// Parses a cell name (case-insensitive, e.g. `"e13"`).
    ///
    /// # Errors
    ///
    /// [`CellError`] if the text is not a name or names no hole of this board.
    pub fn parse_cell(&self, s: &str) -> Result<Cell, CellError> {
        let name: CellName = s.parse()?;
        self.resolve(name)
    }

    /// The hole named `name` on this board.
    ///
    /// # Errors
    ///
    /// [`CellError::Row`] or [`CellError::Column`] when it names no hole.
    pub fn resolve(&self, name: CellName) -> Result<Cell, CellError> {
        let row = name.row as usize;
        if row >= self.size.rows() {
            return Err(CellError::Row);
        }
        if name.column == 0 || name.column > self.row_len[row] {
            return Err(CellError::Column);
        }
        Ok(Cell::new(self.row_start[row] + name.column - 1))
    }

    /// The row coordinate of `c` along the axis of the army starting in `t`:
    /// it grows by one per row towards the army's goal (BGA scoring).
    pub fn progress(&self, t: Triangle, c: Cell) -> i32 {
        i32::from(self.progress[t][c.index()])
    }

    /// Sum of [`progress`](Geometry::progress) over the home triangle of `t`.
    pub fn home_progress(&self, t: Triangle) -> i32 {
        self.home_progress[t]
    }
}

/// A syntactic cell name: row letter and 1-based column, not yet checked
/// against a board. `Display` writes it lowercase (`e13`).
///
/// # Examples
///
/// ```
/// use sternhalma::engine::CellName;
///
/// let n: CellName = "E13".parse().unwrap();
/// assert_eq!((n.row, n.column), (4, 13));
/// assert_eq!(n.to_string(), "e13");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellName {
    /// 0-based row, `a` = 0.
    pub row: u8,
    /// 1-based column.
    pub column: u8,
}

impl CellName {
    /// Parses a name at the start of `s`; returns it and the rest.
    pub(crate) fn parse_prefix(s: &str) -> Result<(CellName, &str), CellError> {
        let b = s.as_bytes();
        let letter = *b.first().ok_or(CellError::Syntax)?;
        if !letter.is_ascii_alphabetic() {
            return Err(CellError::Syntax);
        }
        let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            return Err(CellError::Syntax);
        }
        if digits > 3 {
            return Err(CellError::Column);
        }
        let column: u32 = s[1..1 + digits].parse().map_err(|_| CellError::Syntax)?;
        let column = u8::try_from(column).map_err(|_| CellError::Column)?;
        let row = letter.to_ascii_lowercase() - b'a';
        Ok((CellName { row, column }, &s[1 + digits..]))
    }
}

impl std::str::FromStr for CellName {
    type Err = CellError;
    fn from_str(s: &str) -> Result<CellName, CellError> {
        let (name, rest) = CellName::parse_prefix(s.trim())?;
        if rest.is_empty() {
            Ok(name)
        } else {
            Err(CellError::Syntax)
        }
    }
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a'.wrapping_add(self.row)),
            self.column
        )
    }
}

/// Why a text is not the name of a hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellError {
    /// Not a letter followed by digits.
    Syntax,
    /// No such row on this board.
    Row,
    /// No such column in that row.
    Column,
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CellError::Syntax => "invalid cell name",
            CellError::Row => "no such row",
            CellError::Column => "no such column",
        })
    }
}

impl Error for CellError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_triangles() {
        for (size, holes, tri) in [
            (BoardSize::Four, 121, 10),
            (BoardSize::Five, 181, 15),
            (BoardSize::Six, 253, 21),
        ] {
            let g = Geometry::get(size);
            assert_eq!(g.len(), holes);
            assert_eq!(g.all().len(), holes);
            assert_eq!(size.holes(), holes);
            for t in Triangle::ALL {
                assert_eq!(g.triangle(t).len(), tri);
                assert_eq!(size.triangle_len(), tri);
                assert!(!g
                    .triangle(t)
                    .intersects(g.triangle(t.opposite()).with(Cell::new(255))));
                assert_eq!(g.home_progress(t), g.home_progress(t.opposite()));
                let goal: i32 = g
                    .triangle(t.opposite())
                    .iter()
                    .map(|c| g.progress(t, c))
                    .sum();
                assert_eq!(goal, -g.home_progress(t));
            }
            let rows: usize = (0..size.rows()).map(|r| g.row_len(r)).sum();
            assert_eq!(rows, holes);
        }
    }

    #[test]
    fn neighbours_symmetric_and_names_round_trip() {
        for size in BoardSize::ALL {
            let g = Geometry::get(size);
            for c in g.cells() {
                assert_eq!(g.cell_at(g.hex(c)), Some(c));
                assert_eq!(g.parse_cell(&g.name(c).to_string()), Ok(c));
                for d in Direction::ALL {
                    if let Some(n) = g.neighbor(c, d) {
                        assert_eq!(g.neighbor(n, d.opposite()), Some(c));
                        assert_eq!(g.hex(n).distance(g.hex(c)), 1);
                    }
                    if let Some((o, l)) = g.jump(c, d) {
                        assert_eq!(g.neighbor(c, d), Some(o));
                        assert_eq!(g.neighbor(o, d), Some(l));
                    }
                }
            }
        }
    }

    #[test]
    fn names() {
        let g = Geometry::get(BoardSize::Four);
        let a1 = g.parse_cell("a1").unwrap();
        assert_eq!(a1, Cell::new(0));
        assert_eq!(g.triangle_of(a1), Some(Triangle::TOP));
        assert_eq!(g.row_len(4), 13);
        assert_eq!(g.parse_cell("Q1").unwrap(), Cell::new(120));
        assert_eq!(g.triangle_of(Cell::new(120)), Some(Triangle::BOTTOM));
        assert_eq!(g.parse_cell("e14"), Err(CellError::Column));
        assert_eq!(g.parse_cell("r1"), Err(CellError::Row));
        assert_eq!(g.parse_cell("a0"), Err(CellError::Column));
        assert_eq!(g.parse_cell("1a"), Err(CellError::Syntax));
        assert_eq!(g.parse_cell(""), Err(CellError::Syntax));
        assert_eq!(g.parse_cell("a1x"), Err(CellError::Syntax));
        let e = Geometry::get(BoardSize::Six);
        assert_eq!(e.name(Cell::new(252)).to_string(), "y1");
    }
}
