//! A list that shows only what is in view: which rows of the move list to put in the page for
//! a scroll offset, a width and a height, and where to scroll to show a given row — in the
//! list, and in whatever scrolls around the list. Pure arithmetic: the component (`ui::panel`'s
//! move list) measures the list once per change of its rows and asks this module the rest.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::listview::{Span, Viewport};
//!
//! let view = Viewport { top: 0.0, width: 300.0, height: 0.0, window_height: 800.0, one_column: false };
//! assert_eq!(view.columns(), 2);
//! // 20,000 plies: only the first rows are rendered; the others are padding.
//! let (plies, above, below) = view.window(20_000);
//! assert_eq!((plies.start, above), (0, 0));
//! assert!(plies.len() < 40 && below > 9_000);
//! // The last ply is out of view: scroll to it.
//! let top = view.reveal(Some(19_999), 20_000).unwrap();
//! assert!(top > 300_000.0);
//! // There, its row lies in the list's visible part.
//! let there = Viewport { top, ..view };
//! assert!(there.shown(20_000).contains(there.row_span(19_999)));
//! // A list whose box shows 100 px from y = 500 in a panel showing y = 0 to 550: the panel
//! // scrolls 50 px down to show the whole of a row at the box's bottom.
//! assert_eq!(Span::new(0.0, 550.0).nearest(Span::new(568.0, 600.0)), 50.0);
//! ```

use std::ops::Range;

/// Height of a row of the move list with the gap under it, in CSS pixels (`styles/main.css`:
/// `.move-list`, rows of 32 px and gaps of 4 px).
pub const ROW_PX: f64 = 36.0;
/// The gap between two rows of the move list, in CSS pixels (none after the last row).
pub const GAP_PX: f64 = 4.0;
/// Narrowest column of the move list plus the gap between columns, in CSS pixels: 140 px
/// holds a move's number, its army's mark and a name of up to eight characters (`e13-e12`,
/// `g6-e6xc2`) without cutting it.
pub const COLUMN_PX: f64 = 146.0;
/// Rows rendered above and below the visible ones.
pub const OVERSCAN_ROWS: usize = 4;

/// The tallest the move list grows, as a part of the window's height (`styles/main.css`:
/// `.move-scroll`'s `max-height: 40vh`).
pub const MAX_HEIGHT_VH: f64 = 0.4;

/// A stretch of one axis, in CSS pixels: from `start` down to `end`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Span {
    /// Where it starts (its top).
    pub start: f64,
    /// Where it ends (its bottom).
    pub end: f64,
}

impl Span {
    /// The span from `start` to `end`.
    pub const fn new(start: f64, end: f64) -> Span {
        Span { start, end }
    }

    /// The same span `by` pixels further down (up when negative).
    pub fn shifted(self, by: f64) -> Span {
        Span::new(self.start + by, self.end + by)
    }

    /// Its length.
    pub fn len(self) -> f64 {
        (self.end - self.start).max(0.0)
    }

    /// Whether it has no length.
    pub fn is_empty(self) -> bool {
        self.len() == 0.0
    }

    /// Whether `inner` lies wholly within it.
    pub fn contains(self, inner: Span) -> bool {
        inner.start >= self.start && inner.end <= self.end
    }

    /// How much of `other` it covers.
    pub fn overlap(self, other: Span) -> f64 {
        (self.end.min(other.end) - self.start.max(other.start)).max(0.0)
    }

    /// How far something showing this span must scroll (down when positive) to show `inner`
    /// whole, as little as possible: 0 when it already does; `inner`'s start when `inner` is
    /// the longer of the two.
    pub fn nearest(self, inner: Span) -> f64 {
        if inner.start < self.start || inner.len() > self.len() {
            inner.start - self.start
        } else if inner.end > self.end {
            inner.end - self.end
        } else {
            0.0
        }
    }
}

/// What of the move list is in view: its scroll offset, its width, its height as measured and
/// the window's height. Before the list is measured its height follows from its rows, up to
/// [`MAX_HEIGHT_VH`] of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Viewport {
    /// The list's scroll offset.
    pub top: f64,
    /// The list's width.
    pub width: f64,
    /// The height of the list's box, as measured (0 before it is): less than its rows' when
    /// the page gives it less room than [`MAX_HEIGHT_VH`].
    pub height: f64,
    /// The window's height (0 before anything is measured).
    pub window_height: f64,
    /// One row per line, whatever the width (a list with variations, whose rows of different
    /// depths do not share a line).
    pub one_column: bool,
}

impl Viewport {
    /// The list before it is measured: two columns wide, the width the side panel gives it
    /// from a phone's width up (26rem beside the board, the window's width under it), so that
    /// the list does not change its layout, and move what is under it, once measured. (A
    /// narrower list lays its rows out again when measured.)
    pub const UNMEASURED: Viewport = Viewport {
        top: 0.0,
        width: 2.0 * COLUMN_PX - 6.0,
        height: 0.0,
        window_height: 0.0,
        one_column: false,
    };

    /// Columns of rows that fit the width.
    pub fn columns(self) -> usize {
        if self.one_column {
            1
        } else {
            (((self.width + 6.0) / COLUMN_PX) as usize).max(1)
        }
    }

    /// The lines of a list of `n` rows (several rows share a line in columns).
    pub fn lines(self, n: usize) -> usize {
        n.div_ceil(self.columns())
    }

    /// The height of the list's rows: `lines` lines and the gaps between them.
    fn content(lines: usize) -> f64 {
        (lines as f64 * ROW_PX - GAP_PX).max(0.0)
    }

    /// The tallest the list's box is with `lines` lines: all of them, up to its share of the
    /// window.
    fn tallest(self, lines: usize) -> f64 {
        // In whole pixels: a row shown at the bottom is not cut by a fraction of one.
        let cap = if self.window_height > 0.0 {
            (self.window_height * MAX_HEIGHT_VH).floor()
        } else {
            20.0 * ROW_PX
        };
        Self::content(lines).min(cap)
    }

    /// The part of a list of `n` rows in its box, in the list's coordinates (0 at its first
    /// row): as measured, or as tall as it can be before it is.
    pub fn shown(self, n: usize) -> Span {
        let tallest = self.tallest(self.lines(n));
        let height = if self.height > 0.0 {
            self.height.min(tallest)
        } else {
            tallest
        };
        Span::new(self.top, self.top + height)
    }

    /// Where the row of index `row` is in the list's coordinates.
    pub fn row_span(self, row: usize) -> Span {
        let start = (row / self.columns()) as f64 * ROW_PX;
        Span::new(start, start + ROW_PX - GAP_PX)
    }

    /// The rows to render (by index) for a list of `n`, and the lines above and below them:
    /// enough for the tallest the box can be, whatever was measured.
    pub fn window(self, n: usize) -> (Range<usize>, usize, usize) {
        let columns = self.columns();
        let lines = self.lines(n);
        let height = self.tallest(lines).max(self.height);
        let first = ((self.top / ROW_PX) as usize)
            .saturating_sub(OVERSCAN_ROWS)
            .min(lines);
        let last = (((self.top + height) / ROW_PX).ceil() as usize + OVERSCAN_ROWS).min(lines);
        (
            first * columns..(last * columns).min(n),
            first,
            lines - last,
        )
    }

    /// The scroll offset that shows the whole of row `row` (0-based; `None`: the start, before
    /// any row, shown with the list at its top) in a list of `n` rows, if it is not in view:
    /// as little a scroll as does it, within the list's bounds.
    pub fn reveal(self, row: Option<usize>, n: usize) -> Option<f64> {
        let whole = Span::new(0.0, self.shown(n).len());
        self.reveal_in(row, n, whole).list
    }

    /// What to scroll to show row `row` (as for [`Viewport::reveal`]) whole in `sight`: the
    /// part of the page in sight, in the coordinates of the list's box (0 at its top; the side
    /// panel's view, or the window's). The list scrolls first, bringing the row into the part
    /// of its box in sight (its whole box when less than a row of it is); what holds the list
    /// scrolls only for what the list cannot do within its bounds — so what the player looks
    /// at beside the list stays where it is whenever it can.
    pub fn reveal_in(self, row: Option<usize>, n: usize, sight: Span) -> Reveal {
        let height = self.shown(n).len();
        let whole = Span::new(0.0, height);
        let seen = Span::new(sight.start.max(0.0), sight.end.min(height));
        let within = if seen.len() >= ROW_PX - GAP_PX {
            seen
        } else {
            whole
        };
        let Some(row) = row else {
            // The start: the list at its top, wherever it is.
            return Reveal {
                list: (self.top > 0.0).then_some(0.0),
                outer: 0.0,
            };
        };
        let target = self.row_span(row);
        let by = within.shifted(self.top).nearest(target);
        let max = (Self::content(self.lines(n)) - height).max(0.0);
        // Whole pixels (a scroll offset is one), rounded the way the list moves.
        let top = if by > 0.0 {
            (self.top + by).ceil()
        } else {
            (self.top + by).floor()
        };
        let top = top.clamp(0.0, max);
        Reveal {
            list: (top != self.top).then_some(top),
            outer: sight.nearest(target.shifted(-top)),
        }
    }
}

/// What to scroll to show a row of the list ([`Viewport::reveal_in`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reveal {
    /// The list's new scroll offset, when it changes.
    pub list: Option<f64>,
    /// How far what holds the list scrolls (down when positive; 0: not at all).
    pub outer: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmeasured_the_list_takes_the_columns_of_a_phone_and_of_the_side_panel() {
        assert_eq!(Viewport::UNMEASURED.columns(), 2);
        // The widths the side panel gives the list: a 390 px phone (its padding and the
        // panel's taken off), and 26rem beside the board.
        for width in [342.0, 376.0] {
            let measured = Viewport {
                width,
                ..Viewport::UNMEASURED
            };
            assert_eq!(
                measured.columns(),
                Viewport::UNMEASURED.columns(),
                "{width}"
            );
        }
    }

    #[test]
    fn the_window_covers_the_view_and_the_padding_the_rest() {
        for n in [0usize, 1, 5, 37, 1000, 20_000] {
            for top in [0.0, 10.0, 3600.0, 1e9] {
                for width in [0.0, 126.0, 300.0, 500.0] {
                    for height in [0.0, 100.0, 307.0, 2000.0] {
                        let v = Viewport {
                            top,
                            width,
                            height,
                            window_height: 768.0,
                            one_column: false,
                        };
                        let (range, above, below) = v.window(n);
                        let columns = v.columns();
                        let lines = v.lines(n);
                        assert!(range.end <= n);
                        assert_eq!(range.start, above * columns);
                        assert_eq!(range.len().div_ceil(columns) + above + below, lines);
                        let shown = v.shown(n);
                        // The tallest the box can be: its share of the window, or as measured.
                        let tallest = Viewport { height: 0.0, ..v }.shown(n).len().max(v.height);
                        assert!(
                            range.len()
                                <= (tallest / ROW_PX) as usize * columns
                                    + (2 * OVERSCAN_ROWS + 2) * columns
                        );
                        // Every row in the box's visible part is rendered.
                        if top < 1e9 {
                            for r in (0..n).filter(|&r| shown.overlap(v.row_span(r)) > 0.0) {
                                assert!(range.contains(&r), "row {r} of {n} at {v:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn reveal_scrolls_only_when_needed_and_within_bounds() {
        let v = Viewport {
            top: 0.0,
            width: 126.0,
            height: 0.0,
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
        assert_eq!(v.reveal(Some(9), 10), None);
        // 100 rows: the list is 360 px high; row 100 needs scrolling to the list's bottom.
        let t = v.reveal(Some(99), 100).unwrap();
        assert_eq!(t, 100.0 * ROW_PX - GAP_PX - 360.0);
        let at = Viewport { top: t, ..v };
        assert_eq!(at.reveal(Some(99), 100), None);
        // Back to the first row, and to the start.
        assert_eq!(at.reveal(Some(0), 100), Some(0.0));
        assert_eq!(at.reveal(None, 100), Some(0.0));
        assert_eq!(v.reveal(None, 100), None);
    }

    #[test]
    fn a_box_measured_smaller_than_its_share_of_the_window_is_scrolled_by_what_it_shows() {
        // The window would give the list 307 px; the page gives it 180.
        let v = Viewport {
            top: 0.0,
            width: 300.0,
            height: 180.0,
            window_height: 768.0,
            one_column: true,
        };
        assert_eq!(v.shown(100), Span::new(0.0, 180.0));
        // Row 6 (216 to 248) is past 180: the list scrolls until its bottom is at the box's.
        assert_eq!(v.reveal(Some(6), 100), Some(248.0 - 180.0));
        // Unmeasured, the same list would have thought row 6 in view.
        assert_eq!(Viewport { height: 0.0, ..v }.reveal(Some(6), 100), None);
    }

    #[test]
    fn nearest_scrolls_the_least_that_shows_the_whole_span() {
        let view = Span::new(100.0, 400.0);
        assert_eq!(view.nearest(Span::new(100.0, 132.0)), 0.0);
        assert_eq!(view.nearest(Span::new(368.0, 400.0)), 0.0);
        assert_eq!(view.nearest(Span::new(380.0, 412.0)), 12.0);
        assert_eq!(view.nearest(Span::new(90.0, 122.0)), -10.0);
        assert_eq!(view.nearest(Span::new(-500.0, -468.0)), -600.0);
        // Taller than the view: its start.
        assert_eq!(view.nearest(Span::new(150.0, 600.0)), 50.0);
        for by in [-1000.0, -12.5, 0.0, 7.0, 5000.0] {
            let row = Span::new(250.0, 282.0).shifted(by);
            assert!(view.shifted(view.nearest(row)).contains(row));
        }
    }
}
