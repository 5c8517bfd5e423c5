//! The board's coordinates, as the hole names count them ([`crate::engine::Geometry::name`]):
//! each row's letter at both ends of the row, and the column numbers (counted from the left of
//! each row, from 1) over the widest rows' holes where the board leaves them room — above the
//! top widest row and below the bottom one, left and right of the triangles (the triangles'
//! own holes stand over the middle columns). Labels never sit on a hole: each is at least
//! [`CLEARANCE`] from every hole's centre.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::view::coordinates::{board_coordinates, Axis};
//! use sternhalma::engine::BoardSize;
//!
//! let labels = board_coordinates(BoardSize::default());
//! // 17 rows, a letter at each end.
//! assert_eq!(labels.iter().filter(|l| l.axis == Axis::Row).count(), 34);
//! assert!(labels.iter().any(|l| l.axis == Axis::Column && l.text == "13"));
//! ```

use crate::app::layout::{Layout, Point};
use crate::engine::{BoardSize, Geometry};

/// How far a label stands from the hole it names, in hole spacings.
pub const OFFSET: f64 = 0.8;
/// The least distance from a label's centre to any hole's centre, in hole spacings (a hole's
/// ring has radius 0.45; a label's text is about 0.4 high).
pub const CLEARANCE: f64 = 0.7;

/// What a label names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    /// A row: its letter (`a` at the top).
    Row,
    /// A column: its number within the row, from the left.
    Column,
}

/// A coordinate drawn along the board's edge.
#[derive(Clone, Debug, PartialEq)]
pub struct CoordLabel {
    /// The letter or number.
    pub text: String,
    /// Its centre, in board units ([`Layout::default`]).
    pub at: Point,
    /// A row's letter or a column's number.
    pub axis: Axis,
}

/// Every coordinate label of a board of `size`: row letters first (top to bottom, left end
/// then right end), then column numbers (above the top widest row, then below the bottom one).
pub fn board_coordinates(size: BoardSize) -> Vec<CoordLabel> {
    let geo = Geometry::get(size);
    let layout = Layout::default();
    let at = |row: usize, column: usize| {
        geo.cell_at_row_col(row, column)
            .map(|c| layout.point(geo.hex(c)))
    };
    let holes: Vec<Point> = geo.cells().map(|c| layout.point(geo.hex(c))).collect();
    let clear = |p: Point| holes.iter().all(|h| h.distance(p) >= CLEARANCE);
    let mut labels = Vec::new();
    let rows = size.rows();
    for row in 0..rows {
        let len = geo.row_len(row);
        let (Some(left), Some(right)) = (at(row, 0), at(row, len.saturating_sub(1))) else {
            continue;
        };
        let letter = geo
            .name(geo.cell_at_row_col(row, 0).expect("the row's first hole"))
            .to_string()
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .to_owned();
        for x in [left.x - OFFSET, right.x + OFFSET] {
            labels.push(CoordLabel {
                text: letter.clone(),
                at: Point { x, y: left.y },
                axis: Axis::Row,
            });
        }
    }
    let widest = (0..rows).map(|r| geo.row_len(r)).max().unwrap_or(0);
    let wide_rows: Vec<usize> = (0..rows).filter(|&r| geo.row_len(r) == widest).collect();
    let ends = [
        (wide_rows.first().copied(), -OFFSET),
        (wide_rows.last().copied(), OFFSET),
    ];
    for (row, dy) in ends {
        let Some(row) = row else { continue };
        for column in 0..widest {
            let Some(hole) = at(row, column) else {
                continue;
            };
            let p = Point {
                x: hole.x,
                y: hole.y + dy,
            };
            if clear(p) {
                labels.push(CoordLabel {
                    text: (column + 1).to_string(),
                    at: p,
                    axis: Axis::Column,
                });
            }
        }
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_labelled_at_both_its_ends_and_no_label_is_on_a_hole() {
        for size in BoardSize::ALL {
            let geo = Geometry::get(size);
            let layout = Layout::default();
            let labels = board_coordinates(size);
            for row in 0..size.rows() {
                let letter = char::from(b'a' + row as u8).to_string();
                let ends: Vec<&CoordLabel> = labels
                    .iter()
                    .filter(|l| l.axis == Axis::Row && l.text == letter)
                    .collect();
                assert_eq!(ends.len(), 2, "row {letter} of {size:?}");
                let first = geo.cell_at_row_col(row, 0).unwrap();
                let y = layout.point(geo.hex(first)).y;
                assert!(ends.iter().all(|l| (l.at.y - y).abs() < 1e-9));
                assert!(ends[0].at.x < ends[1].at.x);
            }
            for l in &labels {
                for c in geo.cells() {
                    let d = layout.point(geo.hex(c)).distance(l.at);
                    assert!(
                        d >= CLEARANCE - 1e-9,
                        "{} at {:?} on {}",
                        l.text,
                        l.at,
                        geo.name(c)
                    );
                }
            }
        }
    }

    #[test]
    fn columns_are_numbered_once_each_side_over_the_widest_rows_where_there_is_room() {
        let geo = Geometry::get(BoardSize::Four);
        let layout = Layout::default();
        let labels = board_coordinates(BoardSize::Four);
        let columns: Vec<&CoordLabel> = labels.iter().filter(|l| l.axis == Axis::Column).collect();
        let above: Vec<&str> = columns
            .iter()
            .filter(|l| l.at.y < 0.0)
            .map(|l| l.text.as_str())
            .collect();
        let below: Vec<&str> = columns
            .iter()
            .filter(|l| l.at.y > 0.0)
            .map(|l| l.text.as_str())
            .collect();
        // Left and right of the triangles: e1–e4 and e10–e13 above, m1–m4 and m10–m13 below.
        let outer = ["1", "2", "3", "4", "10", "11", "12", "13"];
        assert_eq!(above, outer);
        assert_eq!(below, outer);
        // Each number stands right over (or under) the hole of its column.
        for l in &columns {
            let n: usize = l.text.parse().unwrap();
            let row = if l.at.y < 0.0 { 4 } else { 12 };
            let hole = geo.cell_at_row_col(row, n - 1).unwrap();
            let p = layout.point(geo.hex(hole));
            assert!((p.x - l.at.x).abs() < 1e-9 && ((p.y - l.at.y).abs() - OFFSET).abs() < 1e-9);
        }
    }
}
