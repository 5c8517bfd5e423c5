//! Keyboard navigation over the holes: arrow keys move a focus cursor in the natural direction.
//!
//! Left/Right follow the row (hex directions W/E). Up/Down go to the row above/below, choosing
//! between the two diagonal neighbours by the row's parity so that repeated presses go straight
//! up or down the screen (NE, NW, NE, … zig-zags around a vertical line), and Up then Down comes
//! back to the same hole. Where the preferred neighbour is off the board the other diagonal is
//! used; where both are off, the cursor jumps over the gap to the next hole along the direction
//! (e.g. between two star points) or stays.
//!
//! `n` and `p` jump to the next and previous peg of the side to move that has a legal move, in
//! reading order (top to bottom, left to right), wrapping around; on a keyboard that types no
//! Latin letters, the keys where N and P are ([`peg_jump`]).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::nav::{step, Arrow};
//! use sternhalma::engine::{BoardSize, Geometry};
//!
//! let g = Geometry::get(BoardSize::Four);
//! let e5 = g.parse_cell("e5").unwrap();
//! let up = step(g, e5, Arrow::Up);
//! assert_eq!(step(g, up, Arrow::Down), e5);
//! ```

use crate::engine::{Cell, Direction, Geometry, Hex};

/// An arrow key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom.
    Down,
    /// To the left.
    Left,
    /// To the right.
    Right,
}

impl Arrow {
    /// The arrow for a `KeyboardEvent.key` value.
    pub fn from_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowUp" | "Up" => Some(Arrow::Up),
            "ArrowDown" | "Down" => Some(Arrow::Down),
            "ArrowLeft" | "Left" => Some(Arrow::Left),
            "ArrowRight" | "Right" => Some(Arrow::Right),
            _ => None,
        }
    }
}

/// The hex directions to try for `arrow` from a hole on row `r`, preferred first.
fn directions(arrow: Arrow, r: i8) -> [Direction; 2] {
    let even = r.rem_euclid(2) == 0;
    match arrow {
        Arrow::Left => [Direction::W, Direction::W],
        Arrow::Right => [Direction::E, Direction::E],
        // NE moves half a spacing right, NW half left: alternate by row parity.
        Arrow::Up if even => [Direction::NE, Direction::NW],
        Arrow::Up => [Direction::NW, Direction::NE],
        // Down undoes Up: an odd row was reached by NE from an even one, so it goes SW.
        Arrow::Down if even => [Direction::SE, Direction::SW],
        Arrow::Down => [Direction::SW, Direction::SE],
    }
}

/// The hole the cursor moves to from `from` with `arrow` (`from` itself when there is none).
pub fn step(geo: &Geometry, from: Cell, arrow: Arrow) -> Cell {
    let hex = geo.hex(from);
    let dirs = directions(arrow, hex.r);
    for d in dirs {
        if let Some(c) = geo.neighbor(from, d) {
            return c;
        }
    }
    // Jump over a gap: keep going in the preferred direction (up to the board's width).
    let delta = dirs[0].delta();
    let mut h: Hex = hex;
    for _ in 0..(4 * geo.size().side() as usize + 2) {
        h = h + delta;
        if let Some(c) = geo.cell_at(h) {
            return c;
        }
    }
    from
}

/// Where the cursor starts: the selected hole, else the first peg of `own` nearest the centre,
/// else the centre.
pub fn start_cell(
    geo: &Geometry,
    selected: Option<Cell>,
    own: impl IntoIterator<Item = Cell>,
) -> Cell {
    if let Some(c) = selected {
        return c;
    }
    let centre = geo.cell_at(Hex::ORIGIN).unwrap_or(Cell::new(0));
    own.into_iter()
        .min_by_key(|&c| geo.hex(c).distance(Hex::ORIGIN))
        .unwrap_or(centre)
}

/// The reading-order key of a hole: row from the top, then position from the left (in half
/// spacings).
fn reading_key(geo: &Geometry, c: Cell) -> (i8, i16) {
    let h = geo.hex(c);
    (h.r, 2 * i16::from(h.q) + i16::from(h.r))
}

/// Whether a key jumps to the next peg (`Some(true)`: `n`) or the previous one (`Some(false)`:
/// `p`), from the event's `key` and `code`.
///
/// A layout that types Latin letters is read by `key` (so `n` is `n` on Dvorak or AZERTY too);
/// any other (Cyrillic, Greek, …) by `code`, the key's place on the keyboard: `KeyN` and
/// `KeyP`, where a US keyboard has N and P.
///
/// ```
/// use sternhalma::app::nav::peg_jump;
/// assert_eq!(peg_jump("n", "KeyN"), Some(true));
/// assert_eq!(peg_jump("п", "KeyP"), Some(false)); // Bulgarian phonetic layout
/// assert_eq!(peg_jump("b", "KeyN"), None); // Dvorak: this key types b
/// ```
pub fn peg_jump(key: &str, code: &str) -> Option<bool> {
    let latin = key.len() == 1 && key.bytes().all(|b| b.is_ascii_alphabetic());
    match (key, code) {
        ("n" | "N", _) => Some(true),
        ("p" | "P", _) => Some(false),
        (_, "KeyN") if !latin => Some(true),
        (_, "KeyP") if !latin => Some(false),
        _ => None,
    }
}

/// The peg of `own` that comes after `from` (`forward`) or before it in reading order, wrapping
/// around; `None` when `own` is empty. `from` need not hold a peg.
pub fn next_peg(
    geo: &Geometry,
    from: Cell,
    own: impl IntoIterator<Item = Cell>,
    forward: bool,
) -> Option<Cell> {
    let here = reading_key(geo, from);
    let keyed = own.into_iter().map(|c| (reading_key(geo, c), c));
    let (mut after, mut first) = (None::<((i8, i16), Cell)>, None::<((i8, i16), Cell)>);
    for (k, c) in keyed {
        // Order the pegs so that "after `from`" is simply "greater than `here`".
        let (k, here) = if forward {
            (k, here)
        } else {
            ((-k.0, -k.1), (-here.0, -here.1))
        };
        if k > here && after.is_none_or(|(a, _)| k < a) {
            after = Some((k, c));
        }
        if first.is_none_or(|(f, _)| k < f) {
            first = Some((k, c));
        }
    }
    after.or(first).map(|(_, c)| c)
}

/// The step through the line on screen a key asks for: ← the move before, → the next one,
/// Home the start, End the end.
pub fn review_step(key: &str, cursor: usize, before: Option<usize>, len: usize) -> Option<usize> {
    match key {
        "ArrowLeft" | "Left" => before,
        "ArrowRight" | "Right" => (cursor < len).then_some(cursor + 1),
        "Home" => (cursor > 0).then_some(0),
        "End" => (cursor < len).then_some(len),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::BoardSize;

    #[test]
    fn up_then_down_returns_and_left_then_right_returns() {
        for size in BoardSize::ALL {
            let g = Geometry::get(size);
            for c in g.cells() {
                let up = step(g, c, Arrow::Up);
                let preferred = directions(Arrow::Up, g.hex(c).r)[0];
                if g.neighbor(c, preferred) == Some(up) {
                    // A move up in the preferred diagonal is undone by Down.
                    assert_eq!(step(g, up, Arrow::Down), c, "{size:?} {}", g.name(c));
                }
                let right = step(g, c, Arrow::Right);
                if g.neighbor(c, Direction::E).is_some() {
                    assert_eq!(step(g, right, Arrow::Left), c);
                }
            }
        }
    }

    #[test]
    fn repeated_up_stays_in_a_column_and_reaches_the_top_tip() {
        let g = Geometry::get(BoardSize::Four);
        let bottom = g.cells().max_by_key(|&c| g.hex(c).r).unwrap();
        let mut c = bottom;
        let mut xs = Vec::new();
        for _ in 0..16 {
            c = step(g, c, Arrow::Up);
            let h = g.hex(c);
            xs.push(f64::from(h.q) + f64::from(h.r) / 2.0);
        }
        assert_eq!(g.name(c).to_string(), "a1");
        assert!(xs.iter().all(|x| x.abs() <= 0.5), "{xs:?}");
    }

    #[test]
    fn every_hole_is_reachable_from_the_centre() {
        let g = Geometry::get(BoardSize::Four);
        let start = g.cell_at(Hex::ORIGIN).unwrap();
        let mut seen = vec![start];
        let mut i = 0;
        while i < seen.len() {
            for a in [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right] {
                let n = step(g, seen[i], a);
                if !seen.contains(&n) {
                    seen.push(n);
                }
            }
            i += 1;
        }
        assert_eq!(seen.len(), g.len());
    }

    #[test]
    fn arrows_from_keys() {
        assert_eq!(Arrow::from_key("ArrowLeft"), Some(Arrow::Left));
        assert_eq!(Arrow::from_key("Enter"), None);
    }

    #[test]
    fn peg_jumps_visit_every_peg_in_reading_order_and_wrap() {
        let g = Geometry::get(BoardSize::Four);
        let own: Vec<Cell> = ["n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2", "q1"]
            .iter()
            .map(|n| g.parse_cell(n).unwrap())
            .collect();
        let centre = g.cell_at(Hex::ORIGIN).unwrap();
        // `own.len()` jumps from `from`: the holes visited and where they end.
        let walk = |from: Cell, forward: bool| {
            let mut c = from;
            let names: Vec<String> = (0..own.len())
                .map(|_| {
                    c = next_peg(g, c, own.iter().copied(), forward).unwrap();
                    g.name(c).to_string()
                })
                .collect();
            (c, names)
        };
        let (c, forward) = walk(centre, true);
        assert_eq!(
            forward,
            ["n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2", "q1"]
        );
        // Wraps to the first, and backwards retraces the same order.
        assert_eq!(next_peg(g, c, own.iter().copied(), true), Some(own[0]));
        let (_, back) = walk(c, false);
        assert_eq!(
            back,
            ["p2", "p1", "o3", "o2", "o1", "n4", "n3", "n2", "n1", "q1"]
        );
        assert_eq!(next_peg(g, centre, std::iter::empty(), true), None);
        assert_eq!(peg_jump("n", "KeyN"), Some(true));
        assert_eq!(peg_jump("P", "KeyP"), Some(false));
        assert_eq!(peg_jump("x", "KeyX"), None);
        // Cyrillic layouts: Bulgarian phonetic (KeyN types н, KeyP п), Russian (т, з).
        assert_eq!(peg_jump("н", "KeyN"), Some(true));
        assert_eq!(peg_jump("т", "KeyN"), Some(true));
        assert_eq!(peg_jump("П", "KeyP"), Some(false));
        assert_eq!(peg_jump("з", "KeyP"), Some(false));
        assert_eq!(peg_jump("н", "KeyY"), None);
        // A Latin layout is read by its letters.
        assert_eq!(peg_jump("n", "KeyL"), Some(true));
        assert_eq!(peg_jump("r", "KeyP"), None);
    }

    #[test]
    fn review_keys_step_through_the_line() {
        // Ten plies, the cursor after the fourth; the move before it ends at ply 3.
        assert_eq!(review_step("ArrowLeft", 4, Some(3), 10), Some(3));
        assert_eq!(review_step("ArrowRight", 4, Some(3), 10), Some(5));
        assert_eq!(review_step("Home", 4, Some(3), 10), Some(0));
        assert_eq!(review_step("End", 4, Some(3), 10), Some(10));
        // Nothing to step to at either end, and other keys are not ours.
        assert_eq!(review_step("ArrowLeft", 0, None, 10), None);
        assert_eq!(review_step("Home", 0, None, 10), None);
        assert_eq!(review_step("ArrowRight", 10, Some(9), 10), None);
        assert_eq!(review_step("End", 10, Some(9), 10), None);
        assert_eq!(review_step("a", 4, Some(3), 10), None);
    }
}
