//! The view a finger needs to play the selected peg: zoomed towards the peg and its
//! destinations when, drawn whole, they would be targets smaller than [`MIN_TARGET_PX`].
//!
//! A tap goes to the nearest hole where it does something ([`crate::app::select::tap_target`]),
//! so a destination's target reaches halfway to the next candidate: one hole spacing across
//! where candidates are neighbours. Holes [`MIN_TARGET_PX`] apart make every destination a
//! target of at least that size ([`crate::app::select::target_size`] measures it).

use crate::app::gesture::Offer;
use crate::app::layout::{Layout, Point, Zoom, MAX_ZOOM};

/// The smallest target a finger should have to hit, in CSS pixels (the platforms' guidelines
/// ask for 44–48).
pub const MIN_TARGET_PX: f64 = 44.0;

/// Room kept around the selection's holes in the zoomed view, in hole spacings.
const FRAME_MARGIN: f64 = 0.9;

/// A zoom that gains less than this is not worth moving the board for.
const MIN_GAIN: f64 = 1.1;

/// The view that shows the selected peg and every destination of it with holes at least
/// [`MIN_TARGET_PX`] apart, for a board drawn whole at `px_per_spacing` CSS pixels per hole
/// spacing; where they do not all fit at that size, the closest view that shows them all.
/// `None` when nothing is selected, the holes are far enough apart already, or the zoom would
/// gain too little.
///
/// ```
/// use sternhalma::app::gesture::{reach, Offer, MIN_TARGET_PX};
/// use sternhalma::app::state::UiState;
///
/// let mut state = UiState::default();
/// let n2 = state.position().geometry().parse_cell("n2").unwrap();
/// state.apply(sternhalma::app::state::Action::Cell(n2));
/// let dests = state.destinations();
/// let offer = Offer { geometry: state.position().geometry(), movable: &[], dests: &dests, selected: Some(n2) };
/// // A phone: holes 26 px apart, zoomed until they are 44 px apart.
/// let zoom = reach(&offer, 26.0).unwrap();
/// assert!(zoom.scale * 26.0 >= MIN_TARGET_PX);
/// // A laptop: holes 40 px apart would need little; 50 px apart need nothing.
/// assert!(reach(&offer, 50.0).is_none());
/// ```
pub fn reach(offer: &Offer, px_per_spacing: f64) -> Option<Zoom> {
    let selected = offer.selected?;
    if offer.dests.is_empty() || !px_per_spacing.is_finite() || px_per_spacing <= 0.0 {
        return None;
    }
    // (Aimed a little above the minimum, so that no target falls short of it by a rounding.)
    let wanted = (MIN_TARGET_PX + 2.0) / px_per_spacing;
    if wanted < MIN_GAIN {
        return None;
    }
    let layout = Layout::default();
    let points: Vec<Point> = std::iter::once(selected)
        .chain(offer.dests.iter().map(|d| d.cell))
        .map(|c| layout.point(offer.geometry.hex(c)))
        .collect();
    let margin = FRAME_MARGIN * layout.spacing;
    let (mut min, mut max) = (points[0], points[0]);
    for p in &points {
        min = Point {
            x: min.x.min(p.x),
            y: min.y.min(p.y),
        };
        max = Point {
            x: max.x.max(p.x),
            y: max.y.max(p.y),
        };
    }
    let (w, h) = (max.x - min.x + 2.0 * margin, max.y - min.y + 2.0 * margin);
    let full = offer.full_view();
    let fits = (full.2 / w).min(full.3 / h);
    let scale = wanted.min(fits).min(MAX_ZOOM);
    if scale < MIN_GAIN {
        return None;
    }
    let frame = min.lerp(max, 0.5);
    let centre = Point {
        x: full.0 + full.2 / 2.0,
        y: full.1 + full.3 / 2.0,
    };
    let zoom = Zoom {
        scale,
        pan: Point {
            x: frame.x - centre.x,
            y: frame.y - centre.y,
        },
    };
    Some(zoom.clamped(full))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::select::{snap_radius, target_size};
    use crate::app::state::{Action, UiState};
    use crate::engine::{Cell, Position};

    /// Every destination of every peg of the side to move in `state`: the zoom a phone gets
    /// (holes `px` apart drawn whole), and the smallest target in CSS pixels before and after.
    fn targets(state: &UiState, px: f64) -> (f64, f64, usize) {
        let pos: &Position = state.position();
        let geo = pos.geometry();
        let pegs: Vec<Cell> = pos.seat_pegs(pos.to_move()).iter().collect();
        let (mut before, mut after, mut zoomed) = (f64::MAX, f64::MAX, 0);
        for &peg in &pegs {
            let mut s = state.clone();
            if !s.apply(Action::Cell(peg)) || s.destinations().is_empty() {
                continue;
            }
            let dests = s.destinations();
            let offer = Offer {
                geometry: geo,
                movable: &pegs,
                dests: &dests,
                selected: Some(peg),
            };
            let zoom = reach(&offer, px);
            let view = offer.full_view();
            let scale = zoom.map_or(1.0, |z| z.scale);
            zoomed += usize::from(zoom.is_some());
            let shown = zoom.unwrap_or_default().view_box(view);
            for d in &dests {
                let candidates = dests
                    .iter()
                    .map(|d| d.cell)
                    .chain(pegs.iter().copied())
                    .chain([peg]);
                let at = Layout::default().point(geo.hex(d.cell));
                let inside = at.x >= shown.0
                    && at.x <= shown.0 + shown.2
                    && at.y >= shown.1
                    && at.y <= shown.1 + shown.3;
                assert!(inside, "every destination stays in view");
                let size = |k: f64| {
                    let radius = snap_radius(px * k, true);
                    target_size(geo, &Layout::default(), d.cell, candidates.clone(), radius)
                        * px
                        * k
                };
                before = before.min(size(1.0));
                after = after.min(size(scale));
            }
        }
        (before, after, zoomed)
    }

    #[test]
    fn on_a_phone_every_destination_of_the_start_becomes_a_44_px_target() {
        let state = UiState::default();
        let (before, after, zoomed) = targets(&state, 26.1);
        println!("# the start, holes 26.1 px apart: targets of {before:.1} px whole, {after:.1} px zoomed");
        assert!(before < 30.0, "{before}");
        assert!(after >= MIN_TARGET_PX - 0.5, "{after}");
        assert!(zoomed > 0);
    }

    #[test]
    fn on_a_laptop_the_board_stays_whole() {
        let state = UiState::default();
        let (_, _, zoomed) = targets(&state, 48.0);
        assert_eq!(zoomed, 0);
    }

    #[test]
    fn a_long_chain_of_hops_stays_in_view_with_the_closest_zoom_that_shows_it() {
        // The middle game of a two-player game: the side to move has hops across the board.
        let mut state = UiState::default();
        for _ in 0..24 {
            let m = *state
                .position()
                .legal_move_list()
                .iter()
                .max_by_key(|m| (m.is_hop(), m.to.index()))
                .unwrap();
            assert!(state.apply(Action::Drop {
                from: m.from,
                to: m.to
            }));
        }
        let (before, after, _) = targets(&state, 26.1);
        println!("# a middle game, holes 26.1 px apart: targets of {before:.1} px whole, {after:.1} px zoomed");
        assert!(after >= before, "{before} → {after}");
    }
}
