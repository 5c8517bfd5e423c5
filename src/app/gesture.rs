//! The board's gestures as a pure state machine: presses, drags, drops, taps, clicks, hovering,
//! two-finger zoom and the keyboard cursor.
//!
//! The board view only turns DOM events into the inputs below (pointer positions in the board's
//! units, through [`crate::app::layout::client_to_view`] with [`Gesture::view_box`]), keeps one
//! [`Gesture`], reports the [`BoardEvent`]s the transitions return and draws what the state says
//! ([`Gesture::ghost`], [`Gesture::hop_path`], [`Gesture::view_box`], [`Gesture::cursor`]). Every
//! transition takes the state and an input and returns the next state and what the board
//! reports, so that every gesture can be tested without a browser.
//!
//! - A press on a peg that can move becomes a drag once the pointer has moved
//!   [`DRAG_THRESHOLD`] hole spacings (for a finger or a pen also [`TOUCH_DRAG_PX`] CSS pixels);
//!   the dragged peg follows the pointer (under a finger or a pen it is lifted [`LIFT_PX`] above
//!   it), the hole it would drop on is marked, and a release there drops it. The click the
//!   browser sends after a drag's release is swallowed; a cancelled pointer ends the drag
//!   without a drop.
//! - A click (a tap) goes to the hole it is meant for ([`tap_target`]: the nearest hole where it
//!   does something, within [`snap_radius`]); a drop snaps the same way.
//! - A move is two taps or clicks: the peg, then its destination (the peg slides along its
//!   path as it plays). A mouse or a pen also shows a hop's path while hovering.
//! - After a finger selects a peg whose destinations would be targets smaller than
//!   [`MIN_TARGET_PX`], the view zooms towards the peg and its destinations
//!   ([`Gesture::follow_selection`], [`reach`]); when the selection goes, the view goes back.
//! - A second finger on the board, while the first is not dragging, turns the gesture into a
//!   pinch: the two fingers zoom and pan the view ([`Zoom::pinched`]). Any other second pointer is
//!   ignored.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::gesture::{BoardEvent, Gesture, Offer, Pointer, PointerKind};
//! use sternhalma::app::layout::Layout;
//! use sternhalma::engine::{BoardSize, Geometry};
//!
//! let geometry = Geometry::get(BoardSize::Four);
//! let n2 = geometry.parse_cell("n2").unwrap();
//! let offer = Offer { geometry, movable: &[n2], dests: &[], selected: None };
//! // A tap on n2 with a finger, holes 24 CSS px apart: down, up, then the browser's click.
//! let at = Layout::default().point(geometry.hex(n2));
//! let finger = Pointer { id: 7, kind: PointerKind::Finger, at, scale: 24.0 };
//! let (g, _) = Gesture::default().down(finger, true, &offer);
//! let (g, _) = g.up(finger, &offer);
//! let (_, event) = g.click(None, &offer);
//! assert_eq!(event, Some(BoardEvent::Cell(n2)));
//! ```

use crate::app::layout::{Layout, Point, ViewBox, Zoom};

mod input;
mod reach;
use crate::app::nav::{self, Arrow};
use crate::app::select::{snap_radius, tap_target};
use crate::app::state::Destination;
use crate::engine::Cell;
pub use input::{
    BoardEvent, Ghost, Offer, Pointer, PointerKind, DRAG_THRESHOLD, LIFT_PX, TOUCH_DRAG_PX,
};
pub use reach::{reach, MIN_TARGET_PX};

/// A pointer pressed on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    id: i32,
    kind: PointerKind,
    /// The peg pressed, when it may be picked up.
    peg: Option<Cell>,
    /// Where the press started and where the pointer is now.
    start: Point,
    at: Point,
    /// CSS pixels per hole spacing at the last event.
    scale: f64,
    dragging: bool,
}

/// Where the last press ended: where its click is meant to land (the click's own position may
/// be moved by the browser towards something clickable).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Release {
    at: Point,
    scale: f64,
    kind: PointerKind,
}

/// Two fingers zooming: their ids, where they started and are now (in the unzoomed view's
/// units, [`Zoom::to_whole`]), and the view when they started.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pinch {
    ids: [i32; 2],
    start: [Point; 2],
    now: [Point; 2],
    zoom: Zoom,
}

/// The board's gesture state. See the [module documentation](self).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Gesture {
    press: Option<Press>,
    release: Option<Release>,
    /// The kind of the last press.
    kind: PointerKind,
    /// The next click is a drag's (or a pinch's) release: swallow it.
    suppress_click: bool,
    /// The view to go back to when the selection that zoomed in ([`Gesture::follow_selection`])
    /// goes.
    unzoom_to: Option<Zoom>,
    /// The selection the view last followed ([`Gesture::follow_selection`]).
    follows: Option<Cell>,
    /// The hop destination under a hovering mouse or pen, or under keyboard focus.
    hover: Option<Cell>,
    pinch: Option<Pinch>,
    zoom: Zoom,
    /// The keyboard cursor (where it was put), and whether the keyboard is in use.
    cursor: Option<Cell>,
    keyboard: bool,
}

impl Gesture {
    // ---- what the board draws -------------------------------------------------------------

    /// The dragged peg, if a drag is on.
    pub fn ghost(&self, offer: &Offer) -> Option<Ghost> {
        let p = self.press.filter(|p| p.dragging)?;
        let from = p.peg?;
        let scale = p.scale;
        let lifted = p.kind.snaps();
        let at = if lifted {
            Point {
                x: p.at.x,
                y: p.at.y - LIFT_PX / scale,
            }
        } else {
            p.at
        };
        Some(Ghost {
            from,
            at,
            pointer: p.at,
            lifted,
            drop: offer.drop_at(p.at, snap_radius(scale, p.kind.snaps())),
        })
    }

    /// The hop destination whose path shows: the one hovered or focused.
    pub fn hop_path<'a>(&self, offer: &Offer<'a>) -> Option<&'a Destination> {
        let cell = self.hover?;
        offer
            .dests
            .iter()
            .find(|d| d.cell == cell && d.hop && d.path.len() >= 2)
    }

    /// The view of the board (zoom and pan).
    pub fn zoom(&self) -> Zoom {
        self.zoom
    }

    /// The SVG's view box: the whole board's, zoomed (and kept on the board, should the board
    /// have changed size since).
    pub fn view_box(&self, offer: &Offer) -> ViewBox {
        let full = offer.full_view();
        self.zoom.clamped(full).view_box(full)
    }

    /// The keyboard cursor's hole: where keys put it, else the selection, else the movable
    /// peg nearest the centre ([`nav::start_cell`]).
    pub fn cursor(&self, offer: &Offer) -> Cell {
        self.cursor
            .filter(|&c| offer.geometry.contains(c))
            .unwrap_or_else(|| {
                nav::start_cell(
                    offer.geometry,
                    offer.selected,
                    offer.movable.iter().copied(),
                )
            })
    }

    /// Whether the keyboard cursor shows (only while the keyboard is in use).
    pub fn shows_cursor(&self) -> bool {
        self.keyboard
    }

    /// The selection the view has followed since it last changed (the board says so, for
    /// whoever waits for the view to settle).
    pub fn follows(&self) -> Option<Cell> {
        self.follows
    }

    /// Whether a peg is being dragged (the page must not scroll).
    pub fn dragging(&self) -> bool {
        self.press.is_some_and(|p| p.dragging)
    }

    /// Whether two fingers are zooming.
    pub fn pinching(&self) -> bool {
        self.pinch.is_some()
    }

    /// Whether the board must be drawn anew to go from this state to `next`.
    pub fn redraws(&self, next: &Gesture, offer: &Offer) -> bool {
        let drawn = |g: &Gesture| {
            (
                g.ghost(offer),
                g.hop_path(offer).map(|d| d.cell),
                g.zoom,
                g.follows,
                g.cursor(offer),
                g.shows_cursor(),
            )
        };
        drawn(self) != drawn(next)
    }

    /// Whether the pointer `id` is pressed on the board (its moves matter).
    pub fn tracks(&self, id: i32) -> bool {
        self.press.is_some_and(|p| p.id == id) || self.pinch.is_some_and(|p| p.ids.contains(&id))
    }

    // ---- pointer transitions --------------------------------------------------------------

    /// A pointer is pressed (`primary`: the main button, or a finger or pen touching).
    pub fn down(&self, p: Pointer, primary: bool, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let mut g = self.clone();
        // The view as drawn ([`Gesture::view_box`]), which `p` was read in.
        let full = offer.full_view();
        let zoom = self.zoom.clamped(full);
        g.zoom = zoom;
        if let Some(pinch) = self.pinch {
            if !pinch.ids.contains(&p.id) {
                // A third finger: the two zooming keep zooming.
                return (g, None);
            }
        }
        if let Some(first) = self.press.filter(|f| f.id != p.id) {
            if first.kind == PointerKind::Finger && p.kind == PointerKind::Finger && !first.dragging
            {
                // Two fingers: zoom and pan, the first press is no tap or drag any more.
                let pts = [zoom.to_whole(full, first.at), zoom.to_whole(full, p.at)];
                // The fingers take the view over: it stays where they leave it.
                g.unzoom_to = None;
                g.press = None;
                g.release = None;
                g.pinch = Some(Pinch {
                    ids: [first.id, p.id],
                    start: pts,
                    now: pts,
                    zoom,
                });
            }
            // Any other second pointer does not disturb the first.
            return (g, None);
        }
        // A new gesture: a stale "swallow the next click" must not survive it, and the
        // keyboard cursor hides (the keyboard then starts again from the selection, or the
        // side to move's pegs).
        g.pinch = None;
        g.suppress_click = false;
        g.release = None;
        g.keyboard = false;
        g.cursor = None;
        g.kind = p.kind;
        let peg = if primary { peg_at(p, offer) } else { None };
        g.press = Some(Press {
            id: p.id,
            kind: p.kind,
            peg,
            start: p.at,
            at: p.at,
            scale: p.scale,
            dragging: false,
        });
        (g, None)
    }

    /// A pointer moves (pressed or hovering).
    pub fn moved(&self, p: Pointer, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let mut g = self.clone();
        if let Some(mut pinch) = self.pinch {
            if let Some(i) = pinch.ids.iter().position(|&id| id == p.id) {
                let full = offer.full_view();
                // (The fingers' points are read with the view they were drawn in.)
                pinch.now[i] = self.zoom.to_whole(full, p.at);
                g.zoom = pinch.zoom.pinched(full, pinch.start, pinch.now);
                g.pinch = Some(pinch);
            }
            return (g, None);
        }
        let Some(mut press) = self.press.filter(|q| q.id == p.id) else {
            return (g, None);
        };
        press.at = p.at;
        press.scale = p.scale;
        let mut event = None;
        if let Some(peg) = press.peg {
            if !press.dragging && press.start.distance(p.at) > drag_threshold(p.kind, p.scale) {
                press.dragging = true;
                event = Some(BoardEvent::DragStart(peg));
            }
        }
        g.press = Some(press);
        (g, event)
    }

    /// A pointer is released.
    pub fn up(&self, p: Pointer, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let mut g = self.clone();
        if let Some(pinch) = self.pinch {
            if pinch.ids.contains(&p.id) {
                // The zoom stays; the fingers' lifting is no tap.
                g.pinch = None;
                g.suppress_click = true;
            }
            return (g, None);
        }
        let Some(press) = self.press.filter(|q| q.id == p.id) else {
            return (g, None);
        };
        g.press = None;
        g.release = Some(Release {
            at: p.at,
            scale: p.scale,
            kind: p.kind,
        });
        if !press.dragging {
            return (g, None);
        }
        // The click that follows the release (if any) is the drag's own.
        g.suppress_click = true;
        g.release = None;
        let radius = snap_radius(p.scale, p.kind.snaps());
        let event = press
            .peg
            .zip(offer.drop_at(p.at, radius))
            .map(|(from, to)| BoardEvent::Drop { from, to });
        (g, event)
    }

    /// A pointer is cancelled (the browser took it over, e.g. for a system gesture): a drag
    /// ends without a drop, a pinch ends where it is.
    pub fn cancel(&self, id: i32) -> (Gesture, Option<BoardEvent>) {
        let mut g = self.clone();
        if self.pinch.is_some_and(|pinch| pinch.ids.contains(&id)) {
            g.pinch = None;
            g.suppress_click = true;
        } else if let Some(press) = self.press.filter(|q| q.id == id) {
            g.press = None;
            g.release = None;
            g.suppress_click = press.dragging;
        }
        (g, None)
    }

    /// The browser's click (after a press and release, or from assistive technology):
    /// `target` is the hole or peg the DOM says was clicked, used when no press preceded it.
    pub fn click(&self, target: Option<Cell>, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let mut g = self.clone();
        let release = g.release.take();
        if std::mem::take(&mut g.suppress_click) {
            return (g, None);
        }
        let cell = match release {
            Some(r) => {
                let candidates = offer
                    .dests
                    .iter()
                    .map(|d| d.cell)
                    .chain(offer.movable.iter().copied())
                    .chain(offer.selected);
                let radius = snap_radius(r.scale, r.kind.snaps());
                let layout = Layout::default();
                tap_target(offer.geometry, &layout, r.at, candidates, radius)
            }
            None => target,
        };
        let Some(cell) = cell else {
            return (g, None);
        };
        (g, Some(BoardEvent::Cell(cell)))
    }

    /// A mouse or a pen hovers over `cell` (`None`: over no hole): a hop destination there shows
    /// its path. A finger does not hover.
    pub fn hover(&self, kind: PointerKind, cell: Option<Cell>, offer: &Offer) -> Gesture {
        let mut g = self.clone();
        if kind != PointerKind::Finger {
            g.hover = cell.filter(|&c| offer.is_hop(c));
        }
        g
    }

    /// Back to the whole board.
    pub fn reset_zoom(&self) -> Gesture {
        let mut g = self.clone();
        g.zoom = Zoom::default();
        g.pinch = None;
        g.unzoom_to = None;
        g
    }

    /// The selection changed (`offer` has the new selection and its destinations), the board
    /// drawn whole at `px_per_spacing` CSS pixels per hole spacing. After a finger's tap, when
    /// the selection's targets would be smaller than [`MIN_TARGET_PX`] and the view is not
    /// zoomed in enough already, the view zooms towards the selected peg and its destinations
    /// ([`reach`]); when the selection goes (the move is played, or the peg put down), the view
    /// goes back to what it was. A pinch or the zoom's reset in between leaves the view to the
    /// player, and a drag (which selects its peg) never moves the board under it.
    pub fn follow_selection(&self, offer: &Offer, px_per_spacing: f64) -> Gesture {
        let mut g = self.clone();
        g.follows = offer.selected;
        if self.dragging() || self.pinching() {
            // (A drag selects its peg: the board stays still under it.)
            return g;
        }
        let finger = self.kind == PointerKind::Finger;
        match reach(offer, px_per_spacing).filter(|_| finger) {
            // (Zoomed for another peg before: framed anew for this one.)
            Some(zoom) if self.unzoom_to.is_some() || zoom.scale > self.zoom.scale => {
                g.unzoom_to.get_or_insert(self.zoom);
                g.zoom = zoom;
            }
            // The player's own zoom is as close already.
            Some(_) => {}
            None => {
                if let Some(back) = g.unzoom_to.take() {
                    g.zoom = back;
                }
            }
        }
        g
    }

    // ---- keyboard -------------------------------------------------------------------------

    /// Another game on the board: the keyboard cursor starts again from its pegs
    /// ([`Gesture::cursor`]); the zoom and the keyboard's use stay.
    pub fn new_game(&self) -> Gesture {
        let mut g = self.clone();
        g.cursor = None;
        g.hover = None;
        g
    }

    /// The hole `cell` got keyboard focus (`from_keyboard`: by Tab, not by a pointer). The
    /// cursor stays there, except on the tab stop while no peg can move (a card over the board,
    /// the computer's turn): that hole (the centre) is the tab stop only for want of a peg, and
    /// the cursor goes on following the pegs.
    pub fn focus(&self, cell: Cell, from_keyboard: bool, offer: &Offer) -> Gesture {
        let mut g = self.hover(PointerKind::Mouse, Some(cell), offer);
        let placeholder =
            self.cursor.is_none() && offer.movable.is_empty() && cell == self.cursor(offer);
        if !placeholder {
            g.cursor = Some(cell);
        }
        g.keyboard |= from_keyboard;
        g
    }

    /// A key pressed while the board has focus: `key` and `code` of the DOM event, `plain`
    /// when no Ctrl, Alt or Meta is held. `None` when the key is not the board's. Arrows move
    /// the cursor, N and P jump between the pegs that can move ([`nav::peg_jump`]), Enter and
    /// Space activate the cursor's hole, Escape cancels.
    pub fn key(
        &self,
        key: &str,
        code: &str,
        plain: bool,
        offer: &Offer,
    ) -> Option<(Gesture, Option<BoardEvent>)> {
        let current = self.cursor(offer);
        let movable = offer.movable.iter().copied();
        let target = match (Arrow::from_key(key), nav::peg_jump(key, code)) {
            (Some(arrow), _) => Some(nav::step(offer.geometry, current, arrow)),
            (None, Some(forward)) if plain => {
                nav::next_peg(offer.geometry, current, movable, forward)
            }
            _ => None,
        };
        let mut g = self.clone();
        let event = if let Some(next) = target {
            g.cursor = Some(next);
            g.hover = Some(next).filter(|&c| offer.is_hop(c));
            None
        } else if key == "Enter" || key == " " || key == "Spacebar" {
            g.cursor = Some(current);
            Some(BoardEvent::Cell(current))
        } else if key == "Escape" || key == "Esc" {
            Some(BoardEvent::Cancel)
        } else {
            return None;
        };
        g.keyboard = true;
        Some((g, event))
    }

    /// Escape pressed outside the board (focus elsewhere on the page): cancels a selection.
    pub fn escape(&self, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let event = offer.selected.map(|_| BoardEvent::Cancel);
        (self.clone(), event)
    }
}

/// The peg that may be picked up under a press at `p`: the hole under it, or the nearest
/// movable peg within the snap radius.
fn peg_at(p: Pointer, offer: &Offer) -> Option<Cell> {
    let radius = snap_radius(p.scale, p.kind.snaps());
    let movable = offer.movable.iter().copied();
    tap_target(offer.geometry, &Layout::default(), p.at, movable, radius)
        .filter(|c| offer.movable.contains(c))
}

/// How far (in hole spacings) a press must move to become a drag.
fn drag_threshold(kind: PointerKind, scale: f64) -> f64 {
    if kind.snaps() && scale > 0.0 {
        DRAG_THRESHOLD.max(TOUCH_DRAG_PX / scale)
    } else {
        DRAG_THRESHOLD
    }
}

#[cfg(test)]
mod tests;
