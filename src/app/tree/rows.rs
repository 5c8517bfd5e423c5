//! The move list's view of the tree: the main line with its variations inline, as lichess shows
//! them. A variation opens after the move it replaces (in brackets, one level deeper), its own
//! variations inside it, and the line it left goes on after it:
//!
//! ```text
//! 1 a        main line
//! 2 b
//!   (2 x     a variation replacing b (nesting 1)
//!    3 y
//!     (3 z)  a variation of it replacing y (nesting 2)
//!   )
//!   (2 w)    another variation replacing b
//! 3 c
//! ```
//!
//! Rows are read by index range ([`Tree::rows`]) for a list that renders only the rows in
//! view. The index behind it holds, per line, the size of each block of variations, so a row
//! is found in O(log forks) per level of nesting, never by walking the rows before it. It is
//! built (in O(variations)) the first time rows are asked for after the tree's nodes change.

use std::ops::Range;
use std::rc::Rc;

use super::{At, Line, NodeId, Tree};
use crate::engine::{Ply, Seat};

/// A row of the move list: one ply of the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// The node (for [`Tree::goto`]).
    pub node: NodeId,
    /// Its ply number (1-based: the plies from the start to it).
    pub number: usize,
    /// The move or forced pass.
    pub ply: Ply,
    /// The seat that played it.
    pub seat: Seat,
    /// How deep in variations it is: 0 on the main line, 1 in a variation of it, and so on.
    pub nesting: usize,
    /// Whether it is on the main line.
    pub main: bool,
    /// Whether it is on the line on screen.
    pub on_line: bool,
    /// Whether it is on the line on screen at or before the cursor (played, not to be redone).
    pub played: bool,
    /// Whether it is the cursor.
    pub current: bool,
    /// Whether a variation opens with it (its first row: an opening bracket).
    pub opens: bool,
    /// How many variations end with it (closing brackets).
    pub closes: usize,
}

/// Where the rows of each line are.
#[derive(Debug)]
pub(super) struct Index {
    lines: Vec<LineRows>,
}

#[derive(Debug, Default)]
struct LineRows {
    /// The rows of the line and every variation inside it.
    size: usize,
    /// One per fork of the line, in order.
    blocks: Vec<Block>,
}

/// The variations leaving a line at one node, shown after the row of the node's first child.
#[derive(Debug)]
struct Block {
    /// The depth of the node they leave.
    depth: u32,
    /// The row (within the line's rows) where the block starts.
    start: usize,
    /// The block's rows.
    size: usize,
    /// The rows of every block up to this one, this one included.
    through: usize,
}

impl Index {
    fn build(lines: &[Line]) -> Index {
        let mut rows: Vec<LineRows> = Vec::new();
        rows.resize_with(lines.len(), LineRows::default);
        // A variation comes after the line it leaves: sizes are known from the last line up.
        for (l, line) in lines.iter().enumerate().rev() {
            let mut through = 0;
            let mut blocks = Vec::with_capacity(line.forks.len());
            for f in line.forks.iter() {
                let size: usize = f
                    .vars
                    .iter()
                    .map(|&v| rows.get(v as usize).map_or(0, |r| r.size))
                    .sum();
                let own = (f.depth + 1).saturating_sub(line.base) as usize;
                blocks.push(Block {
                    depth: f.depth,
                    start: own + through,
                    size,
                    through: through + size,
                });
                through += size;
            }
            rows[l] = LineRows {
                size: line.plies.len() + through,
                blocks,
            };
        }
        Index { lines: rows }
    }

    fn count(&self) -> usize {
        self.lines.first().map_or(0, |l| l.size)
    }

    fn size(&self, l: u32) -> usize {
        self.lines.get(l as usize).map_or(0, |r| r.size)
    }

    /// The node of row `r`, its nesting, whether a variation opens with it and how many close.
    fn locate(&self, lines: &[Line], mut r: usize) -> Option<(At, usize, bool, usize)> {
        let (mut l, mut nesting, mut opens, mut closes) = (0u32, 0usize, false, 0usize);
        for _ in 0..=lines.len() {
            let rows = self.lines.get(l as usize)?;
            let line = lines.get(l as usize)?;
            if r >= rows.size {
                return None;
            }
            if nesting > 0 && r + 1 == rows.size {
                closes += 1;
            }
            let i = rows.blocks.partition_point(|b| b.start <= r);
            let block = i.checked_sub(1).and_then(|i| rows.blocks.get(i));
            if let Some(b) = block.filter(|b| r < b.start + b.size) {
                let mut within = r - b.start;
                let vars = line.fork(b.depth).map_or(&[][..], |f| &f.vars[..]);
                let v = vars.iter().copied().find(|&v| {
                    let size = self.size(v);
                    if within < size {
                        true
                    } else {
                        within -= size;
                        false
                    }
                })?;
                l = v;
                nesting += 1;
                opens = within == 0;
                r = within;
                continue;
            }
            let before = block.map_or(0, |b| b.through);
            let depth = line.base + 1 + (r - before) as u32;
            return Some((At { line: l, depth }, nesting, opens, closes));
        }
        None
    }

    /// The row of node `at` (not the root).
    fn row_of(&self, lines: &[Line], at: At) -> Option<usize> {
        let line = lines.get(at.line as usize)?;
        let rows = self.lines.get(at.line as usize)?;
        let own = at.depth.checked_sub(line.base + 1)? as usize;
        let i = rows.blocks.partition_point(|b| b.depth + 1 < at.depth);
        let mut r = own + i.checked_sub(1).map_or(0, |i| rows.blocks[i].through);
        let mut l = at.line;
        for _ in 0..lines.len() {
            let line = lines.get(l as usize)?;
            let Some(p) = line.parent else {
                return Some(r);
            };
            let prows = self.lines.get(p as usize)?;
            let b = prows.blocks.iter().find(|b| b.depth == line.base)?;
            let vars = lines.get(p as usize)?.fork(line.base)?.vars.iter();
            let earlier: usize = vars.take_while(|&&v| v != l).map(|&v| self.size(v)).sum();
            r += b.start + earlier;
            l = p;
        }
        None
    }
}

impl Tree {
    fn index(&self) -> Rc<Index> {
        Rc::clone(self.rows.get_or_init(|| Rc::new(Index::build(&self.lines))))
    }

    /// The number of rows of the move list: every ply of the tree.
    pub fn row_count(&self) -> usize {
        self.index().count()
    }

    /// The rows with indices in `range` (indices past the last row are left out).
    ///
    /// # Examples
    ///
    /// ```
    /// use sternhalma::app::tree::Tree;
    /// use sternhalma::engine::{Options, Position};
    ///
    /// let mut tree = Tree::new(Position::start(Options::default()).unwrap());
    /// let moves = tree.position().legal_move_list();
    /// tree.play(moves[0]).unwrap();
    /// let reply = tree.position().legal_move_list()[0];
    /// tree.play(reply).unwrap();
    /// tree.undo();
    /// tree.undo();
    /// tree.play(moves[1]).unwrap(); // a variation replacing the first move
    /// let rows = tree.rows(0..10);
    /// assert_eq!(rows.len(), 3);
    /// // The first move, then the variation (in brackets), then the main line goes on.
    /// assert_eq!((rows[0].nesting, rows[0].main, rows[0].on_line), (0, true, false));
    /// assert_eq!((rows[1].nesting, rows[1].opens, rows[1].closes), (1, true, 1));
    /// assert!(rows[1].current);
    /// assert_eq!((rows[2].number, rows[2].nesting), (2, 0));
    /// assert_eq!(tree.row_of(tree.cursor()), Some(1));
    /// ```
    pub fn rows(&self, range: Range<usize>) -> Vec<Row> {
        let index = self.index();
        let end = range.end.min(index.count());
        let cursor = self.cursor_at();
        (range.start..end)
            .filter_map(|r| {
                let (at, nesting, opens, closes) = index.locate(&self.lines, r)?;
                let rec = self.rec_of(at)?;
                let on_line = self.on_path(at);
                Some(Row {
                    node: self.id(at),
                    number: at.depth as usize,
                    ply: rec.ply,
                    seat: rec.seat,
                    nesting,
                    main: at.line == 0,
                    on_line,
                    played: on_line && at.depth <= cursor.depth,
                    current: at == cursor,
                    opens,
                    closes,
                })
            })
            .collect()
    }

    /// The row of node `id` (`None` for the root, which has none, or a node of another tree).
    pub fn row_of(&self, id: NodeId) -> Option<usize> {
        let at = self.at(id).ok()?;
        self.index().row_of(&self.lines, at)
    }
}
