//! The board's click state machine: select, reselect, deselect, move.
//!
//! A pure function of the position, the current selection and the activated hole, so that it
//! can be tested without a DOM (the board view only reports which hole was activated).
//!
//! On a touch screen a finger is no precise pointer: [`tap_target`] says which hole a touch
//! is meant for, snapping to the nearest hole where the touch would do something (a
//! destination of the selected peg, a peg that can move) within a radius of at least
//! [`TOUCH_TARGET_PX`] / 2 ([`snap_radius`]).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::select::{click, Click};
//! use sternhalma::engine::{Options, Position};
//!
//! let position = Position::start(Options::default()).unwrap();
//! let g = position.geometry();
//! let peg = g.parse_cell("n2").unwrap(); // a front-row peg of seat 0 (bottom)
//! assert_eq!(click(&position, None, peg), Click::Select(peg));
//! assert_eq!(click(&position, Some(peg), peg), Click::Deselect);
//! let dest = g.parse_cell("m6").unwrap(); // one step up-left
//! match click(&position, Some(peg), dest) {
//!     Click::Play(m) => assert_eq!((m.from, m.to), (peg, dest)),
//!     other => panic!("expected a move, got {other:?}"),
//! }
//! ```

use crate::app::layout::{Layout, Point};
use crate::engine::{Cell, Geometry, Move, Position};

/// The smallest effective size of a touch target, in CSS pixels (the platforms' guidelines ask
/// for 44–48).
pub const TOUCH_TARGET_PX: f64 = 48.0;
/// A touch this close to a hole's centre (in hole spacings) means that very hole: it is not
/// snapped away to a neighbour. A pit has radius 0.24, a peg 0.39.
pub const EXACT_RADIUS: f64 = 0.3;
/// The snap radius of a mouse (which points precisely): a hole's own ring and a bit.
pub const MOUSE_RADIUS: f64 = 0.6;
/// The largest snap radius, in hole spacings (on a small screen and a big board).
pub const MAX_RADIUS: f64 = 1.5;

/// How far (in hole spacings) a touch or a drop may land from a hole and still snap to it,
/// when one hole spacing is `px_per_spacing` CSS pixels: for touch at least half of
/// [`TOUCH_TARGET_PX`], and never less than the hole's own ring.
///
/// ```
/// use sternhalma::app::select::snap_radius;
/// // A phone: holes 26 px apart.
/// assert!((snap_radius(26.0, true) * 26.0 - 24.0).abs() < 1e-9);
/// assert_eq!(snap_radius(26.0, false), 0.6);
/// ```
pub fn snap_radius(px_per_spacing: f64, touch: bool) -> f64 {
    if !touch || px_per_spacing.is_nan() || px_per_spacing <= 0.0 {
        return MOUSE_RADIUS;
    }
    (TOUCH_TARGET_PX / 2.0 / px_per_spacing).clamp(MOUSE_RADIUS, MAX_RADIUS)
}

/// The hole a touch at `p` (in the board's units, see [`Layout::point`]) is meant for.
///
/// - within [`EXACT_RADIUS`] of a hole's centre: that hole;
/// - else the nearest of `candidates` (the holes where a touch does something) within
///   `radius`; between two candidates the nearer one wins;
/// - else the hole under the touch (within half a spacing of its centre);
/// - else (off the board) `None`.
///
/// # Examples
///
/// ```
/// use sternhalma::app::layout::{Layout, Point};
/// use sternhalma::app::select::tap_target;
/// use sternhalma::engine::{BoardSize, Geometry};
///
/// let g = Geometry::get(BoardSize::Four);
/// let layout = Layout::default();
/// let m6 = g.parse_cell("m6").unwrap();
/// let at = layout.point(g.hex(m6));
/// // Half a spacing to the right of m6, halfway to m7, which is no candidate: m6.
/// let p = Point { x: at.x + 0.5, y: at.y };
/// assert_eq!(tap_target(g, &layout, p, [m6], 0.9), Some(m6));
/// ```
pub fn tap_target(
    geo: &Geometry,
    layout: &Layout,
    p: Point,
    candidates: impl IntoIterator<Item = Cell>,
    radius: f64,
) -> Option<Cell> {
    let under = geo.cell_at(layout.hex_at(p)).filter(|&c| {
        let d = layout.point(geo.hex(c)).distance(p) / layout.spacing;
        d <= 0.5 + 1e-9
    });
    if let Some(c) = under {
        if layout.point(geo.hex(c)).distance(p) <= EXACT_RADIUS * layout.spacing {
            return Some(c);
        }
    }
    let nearest = candidates
        .into_iter()
        .map(|c| (layout.point(geo.hex(c)).distance(p), c))
        .filter(|&(d, _)| d <= radius * layout.spacing)
        .min_by(|a, b| a.0.total_cmp(&b.0));
    nearest.map(|(_, c)| c).or(under)
}

/// The effective size of `cell` as a tap target, in hole spacings: the diameter of the largest
/// disc about its centre where every tap goes to `cell` ([`tap_target`] with `candidates` and
/// `radius`), measured on 16 rays in steps of 1/100 of a spacing. Multiply by the CSS pixels
/// per spacing for the size on screen.
///
/// ```
/// use sternhalma::app::layout::Layout;
/// use sternhalma::app::select::target_size;
/// use sternhalma::engine::{BoardSize, Geometry};
///
/// let g = Geometry::get(BoardSize::Four);
/// let (m6, m7) = (g.parse_cell("m6").unwrap(), g.parse_cell("m7").unwrap());
/// // Alone, a hole reaches as far as the snap radius.
/// assert!((target_size(g, &Layout::default(), m6, [m6], 0.9) - 1.4).abs() < 0.03);
/// // With a neighbouring candidate, halfway to it.
/// assert!((target_size(g, &Layout::default(), m6, [m6, m7], 0.9) - 1.0).abs() < 0.03);
/// ```
pub fn target_size(
    geo: &Geometry,
    layout: &Layout,
    cell: Cell,
    candidates: impl IntoIterator<Item = Cell> + Clone,
    radius: f64,
) -> f64 {
    const RAYS: usize = 16;
    const STEP: f64 = 0.01;
    let centre = layout.point(geo.hex(cell));
    let mut reach = 0.0;
    for step in 1..=400 {
        let r = f64::from(step) * STEP;
        let held = (0..RAYS).all(|k| {
            let a = std::f64::consts::TAU * k as f64 / RAYS as f64;
            let p = Point {
                x: centre.x + r * layout.spacing * a.cos(),
                y: centre.y + r * layout.spacing * a.sin(),
            };
            tap_target(geo, layout, p, candidates.clone(), radius) == Some(cell)
        });
        if !held {
            break;
        }
        reach = r;
    }
    2.0 * reach
}

/// What a click on a hole means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Select the peg on this hole (a peg of the side to move).
    Select(Cell),
    /// Clear the selection.
    Deselect,
    /// Play this move (the selected peg to the clicked destination).
    Play(Move),
    /// Nothing to do.
    Ignore,
}

/// Interprets a click on `cell` when `selected` is the current selection.
///
/// - a legal destination of the selected peg plays the move (when several hop paths or swap
///   variants reach it, the first generated one: the shortest path);
/// - a peg of the side to move selects it (clicking the selected peg again deselects);
/// - anything else clears the selection, or is ignored when nothing is selected.
///
/// Finished games ignore every click.
pub fn click(position: &Position, selected: Option<Cell>, cell: Cell) -> Click {
    if position.is_over() {
        return Click::Ignore;
    }
    if let Some(from) = selected {
        if from == cell {
            return Click::Deselect;
        }
        if let Some(m) = position.moves_from(from).iter().find(|m| m.to == cell) {
            return Click::Play(*m);
        }
    }
    if position.seat_pegs(position.to_move()).contains(cell) {
        return Click::Select(cell);
    }
    if selected.is_some() {
        Click::Deselect
    } else {
        Click::Ignore
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;

    #[test]
    fn opponent_pegs_and_empty_holes_do_not_select() {
        let position = Position::start(Options::default()).unwrap();
        let g = position.geometry();
        let theirs = position.seat_pegs(position.seating().next(position.to_move()));
        let opponent = theirs.first().unwrap();
        assert_eq!(click(&position, None, opponent), Click::Ignore);
        let empty = g.parse_cell("i5").unwrap();
        assert_eq!(click(&position, None, empty), Click::Ignore);
        let mine = position.seat_pegs(position.to_move()).first().unwrap();
        assert_eq!(click(&position, Some(mine), empty), Click::Deselect);
    }

    #[test]
    fn every_destination_click_plays_exactly_the_legal_moves() {
        let position = Position::start(Options::default()).unwrap();
        let g = position.geometry();
        for from in position.seat_pegs(position.to_move()) {
            let legal = position.moves_from(from);
            for to in g.cells() {
                match click(&position, Some(from), to) {
                    Click::Play(m) => {
                        assert!(position.is_legal(m));
                        assert_eq!((m.from, m.to), (from, to));
                    }
                    _ => assert!(legal.iter().all(|m| m.to != to) || to == from),
                }
            }
        }
    }

    fn near(g: &Geometry, from: &str, towards: &str, by: f64) -> Point {
        let layout = Layout::default();
        let a = layout.point(g.hex(g.parse_cell(from).unwrap()));
        let b = layout.point(g.hex(g.parse_cell(towards).unwrap()));
        a.lerp(b, by)
    }

    #[test]
    fn a_sloppy_tap_snaps_to_the_nearest_candidate() {
        let position = Position::start(Options::default()).unwrap();
        let g = position.geometry();
        let layout = Layout::default();
        let c = |n: &str| g.parse_cell(n).unwrap();
        // Phone: holes 26 px apart, a 48 px target.
        let radius = snap_radius(26.0, true);
        // m6 is a destination, its neighbour m7 is not: 13 px (half a spacing) and 14 px
        // towards m7 still mean m6.
        for by in [0.46, 0.5, 0.54] {
            let p = near(g, "m6", "m7", by);
            assert_eq!(tap_target(g, &layout, p, [c("m6")], radius), Some(c("m6")));
        }
        // Between two candidates the nearer wins.
        let p = near(g, "m6", "m7", 0.45);
        assert_eq!(
            tap_target(g, &layout, p, [c("m6"), c("m7")], radius),
            Some(c("m6"))
        );
        let p = near(g, "m6", "m7", 0.55);
        assert_eq!(
            tap_target(g, &layout, p, [c("m6"), c("m7")], radius),
            Some(c("m7"))
        );
        // The centre of a hole is that hole, candidate or not.
        let p = near(g, "m7", "m6", 0.2);
        assert_eq!(tap_target(g, &layout, p, [c("m6")], radius), Some(c("m7")));
        // Out of reach of every candidate: the hole under the touch.
        let p = near(g, "i5", "i6", 0.4);
        assert_eq!(tap_target(g, &layout, p, [c("m6")], radius), Some(c("i5")));
        // Off the board, far from everything: nothing.
        let p = Point { x: 40.0, y: 0.0 };
        assert_eq!(tap_target(g, &layout, p, [c("m6")], radius), None);
        // A mouse snaps only within a hole's ring.
        let p = near(g, "m6", "m7", 0.45);
        assert_eq!(
            tap_target(g, &layout, p, [c("i5")], snap_radius(26.0, false)),
            Some(c("m6"))
        );
    }

    #[test]
    fn snap_radius_gives_touch_targets_of_at_least_48_pixels() {
        for px in [10.0, 18.0, 26.0, 40.0, 80.0] {
            let r = snap_radius(px, true);
            assert!(
                r * px >= TOUCH_TARGET_PX / 2.0 - 1e-9 || r == MAX_RADIUS,
                "{px}"
            );
            assert!((MOUSE_RADIUS..=MAX_RADIUS).contains(&r));
        }
        assert_eq!(snap_radius(0.0, true), MOUSE_RADIUS);
        assert_eq!(snap_radius(f64::NAN, true), MOUSE_RADIUS);
    }

    #[test]
    fn another_own_peg_reselects() {
        let position = Position::start(Options::default()).unwrap();
        let mut mine = position.seat_pegs(position.to_move()).iter();
        let (a, b) = (mine.next().unwrap(), mine.next().unwrap());
        assert_eq!(click(&position, Some(a), b), Click::Select(b));
    }
}
