//! A list that shows only what is in view: which rows of the move list to put in the page for
//! a scroll offset, a width and a window height, and where to scroll to show a given row. Pure
//! arithmetic, so that the component (`ui::app`'s move list) never has to ask the browser for a
//! layout after a move.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::listview::Viewport;
//!
//! let view = Viewport { top: 0.0, width: 300.0, window_height: 800.0, one_column: false };
//! assert_eq!(view.columns(), 2);
//! // 20,000 plies: only the first rows are rendered; the others are padding.
//! let (plies, above, below) = view.window(20_000);
//! assert_eq!((plies.start, above), (0, 0));
//! assert!(plies.len() < 40 && below > 9_000);
//! // The last ply is out of view: scroll to it.
//! assert!(view.reveal(20_000, 20_000).unwrap() > 300_000.0);
//! ```

use std::ops::Range;

/// Height of a row of the move list, in CSS pixels (`styles/main.css`: `.move-list`).
pub const ROW_PX: f64 = 36.0;
/// Narrowest column of the move list plus the gap between columns, in CSS pixels: 140 px
/// holds a move's number, its army's mark and a name of up to eight characters (`e13-e12`,
/// `g6-e6xc2`) without cutting it.
pub const COLUMN_PX: f64 = 146.0;
/// Rows rendered above and below the visible ones.
pub const OVERSCAN_ROWS: usize = 4;

/// The tallest the move list grows, as a part of the window's height (`styles/main.css`:
/// `.move-scroll`'s `max-height: 40vh`).
pub const MAX_HEIGHT_VH: f64 = 0.4;

/// What of the move list is in view: its scroll offset, its width and the window's height.
/// The list's own height follows from them (its rows, up to [`MAX_HEIGHT_VH`]), so nothing
/// has to ask the browser for it after a move.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Viewport {
    /// The list's scroll offset.
    pub top: f64,
    /// The list's width.
    pub width: f64,
    /// The window's height (0 before anything is measured).
    pub window_height: f64,
    /// One row per line, whatever the width (a list with variations, whose rows of different
    /// depths do not share a line).
    pub one_column: bool,
}

impl Viewport {
    /// Columns of rows that fit the width.
    pub fn columns(self) -> usize {
        if self.one_column {
            1
        } else {
            (((self.width + 6.0) / COLUMN_PX) as usize).max(1)
        }
    }

    /// The height of a list of `rows` rows.
    pub fn height(self, rows: usize) -> f64 {
        let cap = if self.window_height > 0.0 {
            self.window_height * MAX_HEIGHT_VH
        } else {
            20.0 * ROW_PX
        };
        (rows as f64 * ROW_PX).min(cap)
    }

    /// The plies to render (by index) for a list of `n`, and the rows above and below them.
    pub fn window(self, n: usize) -> (Range<usize>, usize, usize) {
        let columns = self.columns();
        let rows = n.div_ceil(columns);
        let height = self.height(rows);
        let first = ((self.top / ROW_PX) as usize)
            .saturating_sub(OVERSCAN_ROWS)
            .min(rows);
        let last = (((self.top + height) / ROW_PX).ceil() as usize + OVERSCAN_ROWS).min(rows);
        (first * columns..(last * columns).min(n), first, rows - last)
    }

    /// The scroll offset that shows the row of ply `ply` (1-based) in a list of `n`, if it is
    /// not in view.
    pub fn reveal(self, ply: usize, n: usize) -> Option<f64> {
        let rows = n.div_ceil(self.columns());
        let height = self.height(rows);
        let top = (ply.saturating_sub(1) / self.columns()) as f64 * ROW_PX;
        let max = (rows as f64 * ROW_PX - height).max(0.0);
        let target = if top < self.top {
            top
        } else if top + ROW_PX > self.top + height {
            top + ROW_PX - height
        } else {
            return None;
        };
        Some(target.clamp(0.0, max))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_covers_the_view_and_the_padding_the_rest() {
        for n in [0usize, 1, 5, 37, 1000, 20_000] {
            for top in [0.0, 10.0, 3600.0, 1e9] {
                for width in [0.0, 126.0, 300.0, 500.0] {
                    let v = Viewport {
                        top,
                        width,
                        window_height: 768.0,
                        one_column: false,
                    };
                    let (range, above, below) = v.window(n);
                    let columns = v.columns();
                    let rows = n.div_ceil(columns);
                    assert!(range.end <= n);
                    assert_eq!(range.start, above * columns);
                    assert_eq!(range.len().div_ceil(columns) + above + below, rows);
                    assert!(
                        range.len()
                            <= (v.height(rows) / ROW_PX) as usize * columns
                                + (2 * OVERSCAN_ROWS + 2) * columns
                    );
                }
            }
        }
    }

    #[test]
    fn reveal_scrolls_only_when_needed_and_within_bounds() {
        let v = Viewport {
            top: 0.0,
            width: 126.0,
            window_height: 900.0,
            one_column: false,
        };
        // With variations, a wide list still has one row per line.
        let one = Viewport {
            width: 500.0,
            one_column: true,
            ..v
        };
        assert_eq!(one.columns(), 1);
        assert_eq!(one.window(10).0, 0..10);
        // 10 rows of 36 px fit in 360 px (under 40% of 900): nothing to scroll.
        assert_eq!(v.reveal(10, 10), None);
        // 100 rows: the list is 360 px high; row 100 needs scrolling to its bottom.
        let t = v.reveal(100, 100).unwrap();
        assert_eq!(t, 100.0 * ROW_PX - 360.0);
        let at = Viewport { top: t, ..v };
        assert_eq!(at.reveal(100, 100), None);
        // Back to the first row.
        assert_eq!(at.reveal(1, 100), Some(0.0));
    }
}
