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
//! - A finger cannot hover: its first tap on a hop destination shows the hop's path (the
//!   destination is *armed*), the second plays it. A mouse or a pen plays at once, and shows the
//!   path while hovering.
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

use crate::app::layout::{Layout, Point, ViewBox, Zoom, VIEW_MARGIN};
use crate::app::nav::{self, Arrow};
use crate::app::select::{snap_radius, tap_target};
use crate::app::state::Destination;
use crate::engine::{Cell, Geometry};

/// A drag starts after the pointer moved this far from where it was pressed, in hole
/// spacings …
pub const DRAG_THRESHOLD: f64 = 0.3;
/// … and, for a finger or a pen, at least this many CSS pixels (a tap may wobble).
pub const TOUCH_DRAG_PX: f64 = 10.0;
/// A peg dragged by a finger or a pen is drawn this many CSS pixels above it.
pub const LIFT_PX: f64 = 48.0;

/// What presses the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PointerKind {
    /// A mouse (or anything unknown): points precisely and hovers.
    #[default]
    Mouse,
    /// A pen: hovers, but its taps snap like a finger's.
    Pen,
    /// A finger: no hovering, and taps and drops snap.
    Finger,
}

impl PointerKind {
    /// The kind of a DOM `PointerEvent.pointerType`.
    ///
    /// ```
    /// use sternhalma::app::gesture::PointerKind;
    /// assert_eq!(PointerKind::from_dom("touch"), PointerKind::Finger);
    /// assert_eq!(PointerKind::from_dom(""), PointerKind::Mouse);
    /// ```
    pub fn from_dom(pointer_type: &str) -> PointerKind {
        match pointer_type {
            "touch" => PointerKind::Finger,
            "pen" => PointerKind::Pen,
            _ => PointerKind::Mouse,
        }
    }

    /// Whether its taps and drops snap to the hole meant, and a dragged peg is lifted above it.
    pub fn snaps(self) -> bool {
        self != PointerKind::Mouse
    }
}

/// What the board offers now: its props.
#[derive(Clone, Copy, Debug)]
pub struct Offer<'a> {
    /// The board's holes.
    pub geometry: &'a Geometry,
    /// The pegs that may be picked up.
    pub movable: &'a [Cell],
    /// The selected peg's legal destinations.
    pub dests: &'a [Destination],
    /// The selected peg.
    pub selected: Option<Cell>,
}

impl Offer<'_> {
    /// The view box of the whole board.
    pub fn full_view(&self) -> ViewBox {
        Layout::default().view_box(self.geometry.size().side(), VIEW_MARGIN)
    }

    fn dest(&self, cell: Cell) -> Option<&Destination> {
        self.dests.iter().find(|d| d.cell == cell)
    }

    fn is_hop(&self, cell: Cell) -> bool {
        self.dest(cell).is_some_and(|d| d.hop)
    }

    /// The destination a peg dropped at `p` lands on, snapping within `radius` hole spacings.
    fn drop_at(&self, p: Point, radius: f64) -> Option<Cell> {
        let dests = self.dests.iter().map(|d| d.cell);
        tap_target(self.geometry, &Layout::default(), p, dests, radius)
            .filter(|&c| self.dest(c).is_some())
    }
}

/// A pointer event, in the board's units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pointer {
    /// The DOM's `pointerId`.
    pub id: i32,
    /// What it is.
    pub kind: PointerKind,
    /// Where it is: the board's point under it (SVG user units of the view as
    /// [`Gesture::view_box`] shows it).
    pub at: Point,
    /// CSS pixels per hole spacing, as the board is drawn now (zoom included).
    pub scale: f64,
}

/// What the board reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// A hole was activated (click, tap, Enter or Space).
    Cell(Cell),
    /// A drag started on the peg on this hole.
    DragStart(Cell),
    /// A dragged peg was dropped on a destination.
    Drop {
        /// Where the peg was.
        from: Cell,
        /// The destination it was dropped on.
        to: Cell,
    },
    /// Escape: cancel the selection.
    Cancel,
}

/// A peg being dragged, as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    /// The peg's hole.
    pub from: Cell,
    /// Where the peg is drawn.
    pub at: Point,
    /// Where the pointer is.
    pub pointer: Point,
    /// Drawn lifted above a finger (or a pen), and larger.
    pub lifted: bool,
    /// The destination it would drop on (the board marks it).
    pub drop: Option<Cell>,
}

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

/// A hop destination tapped once by a finger, with the selection it was tapped for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Armed {
    selected: Option<Cell>,
    cell: Cell,
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
    armed: Option<Armed>,
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

    /// The hop destination whose path shows: the one a finger tapped once (for the current
    /// selection), else the one hovered or focused.
    pub fn hop_path<'a>(&self, offer: &Offer<'a>) -> Option<&'a Destination> {
        let cell = self.armed_cell(offer).or(self.hover)?;
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
        self.keyboard && self.cursor.is_some()
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

    fn armed_cell(&self, offer: &Offer) -> Option<Cell> {
        self.armed
            .filter(|a| a.selected == offer.selected && offer.is_hop(a.cell))
            .map(|a| a.cell)
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
        // keyboard cursor hides.
        g.pinch = None;
        g.suppress_click = false;
        g.release = None;
        g.keyboard = false;
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
                g.armed = None;
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
        let (cell, kind) = match release {
            Some(r) => {
                let candidates = offer
                    .dests
                    .iter()
                    .map(|d| d.cell)
                    .chain(offer.movable.iter().copied())
                    .chain(offer.selected);
                let radius = snap_radius(r.scale, r.kind.snaps());
                let layout = Layout::default();
                (
                    tap_target(offer.geometry, &layout, r.at, candidates, radius),
                    r.kind,
                )
            }
            None => (target, self.kind),
        };
        let Some(cell) = cell else {
            return (g, None);
        };
        if kind == PointerKind::Finger && offer.is_hop(cell) && self.armed_cell(offer) != Some(cell)
        {
            g.armed = Some(Armed {
                selected: offer.selected,
                cell,
            });
            return (g, None);
        }
        g.armed = None;
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
        g
    }

    // ---- keyboard -------------------------------------------------------------------------

    /// The hole `cell` got keyboard focus (`from_keyboard`: by Tab, not by a pointer).
    pub fn focus(&self, cell: Cell, from_keyboard: bool, offer: &Offer) -> Gesture {
        let mut g = self.hover(PointerKind::Mouse, Some(cell), offer);
        g.cursor = Some(cell);
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
            g.armed = None;
            g.cursor = Some(current);
            Some(BoardEvent::Cell(current))
        } else if key == "Escape" || key == "Esc" {
            g.armed = None;
            Some(BoardEvent::Cancel)
        } else {
            return None;
        };
        g.keyboard = true;
        Some((g, event))
    }

    /// Escape pressed outside the board (focus elsewhere on the page): cancels a selection.
    pub fn escape(&self, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let mut g = self.clone();
        g.armed = None;
        let event = offer.selected.map(|_| BoardEvent::Cancel);
        (g, event)
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
mod tests {
    use super::*;
    use crate::app::layout::client_to_view;
    use crate::app::select::MOUSE_RADIUS;
    use crate::engine::{BoardSize, Options, Position};

    /// A phone: holes 23.5 CSS px apart.
    const PHONE: f64 = 23.5;
    /// A laptop: holes 60 CSS px apart.
    const LAPTOP: f64 = 60.0;

    fn geo() -> &'static Geometry {
        Geometry::get(BoardSize::Four)
    }

    fn cell(name: &str) -> Cell {
        geo().parse_cell(name).unwrap()
    }

    fn point(name: &str) -> Point {
        Layout::default().point(geo().hex(cell(name)))
    }

    /// `px` CSS pixels from the centre of `from` towards the centre of `towards`, at `scale`.
    fn towards(from: &str, to: &str, px: f64, scale: f64) -> Point {
        let (a, b) = (point(from), point(to));
        a.lerp(b, px / scale / a.distance(b))
    }

    fn dest(cell: Cell, hop: bool) -> Destination {
        Destination {
            cell,
            hop,
            path: vec![cell, cell],
        }
    }

    /// The start position's board, seat 0 to move: its movable pegs, and with `selected` the
    /// peg's real destinations.
    struct Board {
        movable: Vec<Cell>,
        dests: Vec<Destination>,
        selected: Option<Cell>,
    }

    impl Board {
        fn start(selected: Option<&str>) -> Board {
            let position = Position::start(Options::default()).unwrap();
            let mut movable: Vec<Cell> =
                position.legal_move_list().iter().map(|m| m.from).collect();
            movable.dedup();
            let selected = selected.map(cell);
            let dests = selected
                .map(|from| {
                    position
                        .moves_from(from)
                        .iter()
                        .map(|&m| Destination {
                            cell: m.to,
                            hop: m.is_hop(),
                            path: position.path(m).unwrap(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            Board {
                movable,
                dests,
                selected,
            }
        }

        fn offer(&self) -> Offer<'_> {
            Offer {
                geometry: geo(),
                movable: &self.movable,
                dests: &self.dests,
                selected: self.selected,
            }
        }

        fn hop(&self) -> Cell {
            self.dests.iter().find(|d| d.hop).unwrap().cell
        }

        fn step(&self) -> Cell {
            self.dests.iter().find(|d| !d.hop).unwrap().cell
        }
    }

    fn pointer(id: i32, kind: PointerKind, at: Point, scale: f64) -> Pointer {
        Pointer {
            id,
            kind,
            at,
            scale,
        }
    }

    fn finger(id: i32, at: Point) -> Pointer {
        pointer(id, PointerKind::Finger, at, PHONE)
    }

    fn mouse(at: Point) -> Pointer {
        pointer(1, PointerKind::Mouse, at, LAPTOP)
    }

    /// Down, up and the browser's click at `p`.
    fn tap(g: &Gesture, p: Pointer, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
        let (g, e) = g.down(p, true, offer);
        assert_eq!(e, None);
        let (g, e) = g.up(p, offer);
        assert_eq!(e, None);
        g.click(None, offer)
    }

    /// Presses `p` and moves it to `to` in `steps` moves; returns the state and every event.
    fn drag(
        g: &Gesture,
        p: Pointer,
        to: Point,
        steps: u32,
        offer: &Offer,
    ) -> (Gesture, Vec<BoardEvent>) {
        let (mut g, _) = g.down(p, true, offer);
        let mut events = Vec::new();
        for i in 1..=steps {
            let at = p.at.lerp(to, f64::from(i) / f64::from(steps));
            let (next, e) = g.moved(Pointer { at, ..p }, offer);
            g = next;
            events.extend(e);
        }
        (g, events)
    }

    /// Moves finger `id` to `whole` (a point of the unzoomed view), read as the board reads
    /// it: through the view drawn at that moment.
    fn finger_to(g: &Gesture, id: i32, whole: Point, offer: &Offer) -> Gesture {
        let at = g.zoom().from_whole(offer.full_view(), whole);
        let (g, e) = g.moved(finger(id, at), offer);
        assert_eq!(e, None);
        g
    }

    #[test]
    fn a_mouse_click_selects_and_a_tap_too() {
        let board = Board::start(None);
        let offer = board.offer();
        let (_, e) = tap(&Gesture::default(), mouse(point("n2")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n2"))));
        let (_, e) = tap(&Gesture::default(), finger(3, point("n3")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
    }

    #[test]
    fn the_mouse_drag_threshold_is_three_tenths_of_a_spacing() {
        let board = Board::start(None);
        let offer = board.offer();
        let n2 = point("n2");
        for scale in [20.0, LAPTOP, 120.0] {
            let p = pointer(1, PointerKind::Mouse, n2, scale);
            let near = Point {
                x: n2.x + 0.29,
                ..n2
            };
            let (g, events) = drag(&Gesture::default(), p, near, 3, &offer);
            assert_eq!(events, [], "{scale}");
            assert!(!g.dragging() && g.ghost(&offer).is_none());
            let far = Point {
                x: n2.x + 0.31,
                ..n2
            };
            let (g, events) = g.moved(Pointer { at: far, ..p }, &offer);
            assert_eq!(events, Some(BoardEvent::DragStart(cell("n2"))), "{scale}");
            assert!(g.dragging());
            // Only once.
            let (_, again) = g.moved(Pointer { at: n2, ..p }, &offer);
            assert_eq!(again, None);
        }
    }

    #[test]
    fn a_finger_drag_starts_after_ten_css_pixels_or_three_tenths_of_a_spacing() {
        let board = Board::start(None);
        let offer = board.offer();
        let n2 = point("n2");
        // On a phone 10 px are more than 0.3 spacings: 9 px is a wobbling tap, 11 px a drag.
        let p = finger(5, n2);
        let (g, events) = drag(
            &Gesture::default(),
            p,
            towards("n2", "i5", 9.0, PHONE),
            4,
            &offer,
        );
        assert_eq!(events, []);
        let (_, e) = g.up(
            Pointer {
                at: towards("n2", "i5", 9.0, PHONE),
                ..p
            },
            &offer,
        );
        assert_eq!(e, None);
        let (_, events) = drag(
            &Gesture::default(),
            p,
            towards("n2", "i5", 11.0, PHONE),
            4,
            &offer,
        );
        assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
        // Holes 60 px apart: 0.3 spacings are 18 px.
        let p = pointer(5, PointerKind::Finger, n2, LAPTOP);
        let (_, events) = drag(
            &Gesture::default(),
            p,
            towards("n2", "i5", 17.0, LAPTOP),
            4,
            &offer,
        );
        assert_eq!(events, []);
        let (_, events) = drag(
            &Gesture::default(),
            p,
            towards("n2", "i5", 19.0, LAPTOP),
            4,
            &offer,
        );
        assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
        // A pen counts as a finger here.
        let p = pointer(9, PointerKind::Pen, n2, PHONE);
        let (_, events) = drag(
            &Gesture::default(),
            p,
            towards("n2", "i5", 9.0, PHONE),
            4,
            &offer,
        );
        assert_eq!(events, []);
    }

    #[test]
    fn a_press_off_a_movable_peg_never_drags() {
        let board = Board::start(None);
        let offer = board.offer();
        // i5 is an empty hole, e5 a peg of the side not to move.
        for from in ["i5", "e5", "q1"] {
            let p = mouse(point(from));
            let (g, events) = drag(&Gesture::default(), p, point("i6"), 5, &offer);
            assert_eq!(events, [], "{from}");
            assert_eq!(
                g.up(
                    Pointer {
                        at: point("i6"),
                        ..p
                    },
                    &offer
                )
                .1,
                None
            );
        }
        // The back-row peg q1 cannot move at the start; n2 with a right button does not drag.
        let p = mouse(point("n2"));
        let (g, _) = Gesture::default().down(p, false, &offer);
        let (_, e) = g.moved(
            Pointer {
                at: point("i5"),
                ..p
            },
            &offer,
        );
        assert_eq!(e, None);
    }

    #[test]
    fn the_click_after_a_drag_is_swallowed_but_a_stale_one_does_not_survive_the_next_press() {
        let board = Board::start(Some("n2"));
        let offer = board.offer();
        let to = point(&geo().name(board.step()).to_string());
        let p = mouse(point("n2"));
        let (g, events) = drag(&Gesture::default(), p, to, 6, &offer);
        assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
        let (g, e) = g.up(Pointer { at: to, ..p }, &offer);
        assert_eq!(
            e,
            Some(BoardEvent::Drop {
                from: cell("n2"),
                to: board.step()
            })
        );
        assert!(g.ghost(&offer).is_none());
        // The browser's click on the release: swallowed.
        let (after, e) = g.click(Some(board.step()), &offer);
        assert_eq!(e, None);
        // The next click is a click again.
        let (_, e) = tap(&after, mouse(point("n3")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
        // A drag released where no click follows: the next press starts afresh, its click counts.
        let (_, e) = tap(&g, mouse(point("n3")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
    }

    #[test]
    fn a_fingers_first_tap_on_a_hop_arms_it_and_the_second_plays_it() {
        let board = Board::start(Some("o2"));
        let offer = board.offer();
        let hop = board.hop();
        let at = Layout::default().point(geo().hex(hop));
        let (g, e) = tap(&Gesture::default(), finger(2, at), &offer);
        assert_eq!(e, None, "the first tap only shows the path");
        let path = g.hop_path(&offer).expect("the hop's path shows");
        assert_eq!(path.cell, hop);
        assert_eq!((path.path[0], path.path.last()), (cell("o2"), Some(&hop)));
        let (g, e) = tap(&g, finger(3, at), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(hop)));
        assert!(g.hop_path(&offer).is_none());
        // A step plays at the first tap.
        let steps = Board::start(Some("n2"));
        let step = Layout::default().point(geo().hex(steps.step()));
        let (_, e) = tap(&Gesture::default(), finger(2, step), &steps.offer());
        assert_eq!(e, Some(BoardEvent::Cell(steps.step())));
        // An armed hop, then a tap elsewhere: disarmed.
        let (g, _) = tap(&Gesture::default(), finger(2, at), &offer);
        let (g, e) = tap(&g, finger(4, point("n3")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
        assert!(g.hop_path(&offer).is_none());
    }

    #[test]
    fn arming_is_forgotten_when_the_selection_changes() {
        // Two pegs that (say) both hop to x: armed for a, not for b.
        let x = cell("k5");
        let movable = [cell("n2"), cell("n3")];
        let dests = [dest(x, true)];
        let for_a = Offer {
            geometry: geo(),
            movable: &movable,
            dests: &dests,
            selected: Some(movable[0]),
        };
        let for_b = Offer {
            selected: Some(movable[1]),
            ..for_a
        };
        let at = point("k5");
        let (g, e) = tap(&Gesture::default(), finger(1, at), &for_a);
        assert_eq!(e, None);
        assert!(g.hop_path(&for_a).is_some());
        assert!(g.hop_path(&for_b).is_none(), "another selection: no path");
        let (g, e) = tap(&g, finger(1, at), &for_b);
        assert_eq!(e, None, "armed anew for b");
        let (_, e) = tap(&g, finger(1, at), &for_b);
        assert_eq!(e, Some(BoardEvent::Cell(x)));
        // A destination that is no hop any more is not armed either.
        let steps = [dest(x, false)];
        let (g, _) = tap(&Gesture::default(), finger(1, at), &for_a);
        let as_step = Offer {
            dests: &steps,
            ..for_a
        };
        assert!(g.hop_path(&as_step).is_none());
        // Escape and a drag forget it too.
        let (g2, _) = g.escape(&for_a);
        assert!(g2.hop_path(&for_a).is_none());
        let (g3, events) = drag(&g, finger(2, point("n2")), point("i5"), 5, &for_a);
        assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
        assert!(g3.hop_path(&for_a).is_none());
    }

    #[test]
    fn a_pen_or_a_mouse_plays_a_hop_at_the_first_click() {
        let board = Board::start(Some("o2"));
        let offer = board.offer();
        let at = Layout::default().point(geo().hex(board.hop()));
        let pen = pointer(4, PointerKind::Pen, at, PHONE);
        assert_eq!(
            tap(&Gesture::default(), pen, &offer).1,
            Some(BoardEvent::Cell(board.hop()))
        );
        assert_eq!(
            tap(&Gesture::default(), mouse(at), &offer).1,
            Some(BoardEvent::Cell(board.hop()))
        );
        // Hovering shows the path; a finger does not hover.
        let g = Gesture::default().hover(PointerKind::Mouse, Some(board.hop()), &offer);
        assert_eq!(g.hop_path(&offer).map(|d| d.cell), Some(board.hop()));
        let g = g.hover(PointerKind::Mouse, Some(cell("m7")), &offer);
        assert!(g.hop_path(&offer).is_none(), "no destination there");
        let g = Gesture::default().hover(PointerKind::Finger, Some(board.hop()), &offer);
        assert!(g.hop_path(&offer).is_none());
    }

    #[test]
    fn a_tap_snaps_to_the_nearest_hole_where_it_does_something() {
        // n2 selected: its destinations m6 and m7 and the movable pegs are candidates; m8, next
        // to n3, is an empty hole where a tap does nothing.
        let board = Board::start(Some("n2"));
        let offer = board.offer();
        assert!(!board.dests.iter().any(|d| d.cell == cell("m8")));
        let tapped = |at: Point| tap(&Gesture::default(), finger(1, at), &offer).1;
        for px in [12.0, 13.0, 14.0] {
            let at = towards("n3", "m8", px, PHONE);
            assert_eq!(
                tapped(at),
                Some(BoardEvent::Cell(cell("n3"))),
                "{px} px off n3"
            );
        }
        // 13 px from the destination m6 towards the centre: m6.
        let at = towards("m6", "i5", 13.0, PHONE);
        assert_eq!(tapped(at), Some(BoardEvent::Cell(cell("m6"))));
        // Between two candidates, the nearer (n2 and n3 are both movable pegs).
        let a = towards("n2", "n3", 11.0, PHONE);
        let b = towards("n2", "n3", 12.6, PHONE);
        assert_eq!(tapped(a), Some(BoardEvent::Cell(cell("n2"))));
        assert_eq!(tapped(b), Some(BoardEvent::Cell(cell("n3"))));
        // A hole's centre means that hole, candidate or not.
        assert_eq!(tapped(point("i5")), Some(BoardEvent::Cell(cell("i5"))));
        assert_eq!(
            tapped(towards("m8", "n3", 5.0, PHONE)),
            Some(BoardEvent::Cell(cell("m8")))
        );
        // Far off the board: nothing.
        assert_eq!(tapped(Point { x: 30.0, y: 0.0 }), None);
        // A mouse snaps only within a hole's ring and a bit: 0.65 spacings from n3 towards m8
        // is m8 for a mouse, n3 for a finger.
        let near = towards("n3", "m8", 0.65 * LAPTOP, LAPTOP);
        const { assert!(MOUSE_RADIUS < 0.65) };
        let (_, e) = tap(&Gesture::default(), mouse(near), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("m8"))));
        assert_eq!(tapped(near), Some(BoardEvent::Cell(cell("n3"))));
    }

    #[test]
    fn a_click_without_a_press_goes_to_the_hole_the_dom_names() {
        let board = Board::start(None);
        let offer = board.offer();
        let (_, e) = Gesture::default().click(Some(cell("n2")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n2"))));
        assert_eq!(Gesture::default().click(None, &offer).1, None);
    }

    #[test]
    fn a_drop_snaps_like_a_tap_and_the_lifted_peg_is_drawn_above_the_finger() {
        let board = Board::start(Some("n2"));
        let offer = board.offer();
        let step = geo().name(board.step()).to_string();
        // A finger stops 13 px short of the destination, towards n2.
        let end = towards(&step, "n2", 13.0, PHONE);
        let p = finger(8, point("n2"));
        let (g, events) = drag(&Gesture::default(), p, end, 8, &offer);
        assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
        let ghost = g.ghost(&offer).unwrap();
        assert_eq!(ghost.from, cell("n2"));
        assert!(ghost.lifted);
        assert_eq!(ghost.pointer, end);
        assert!((ghost.pointer.y - ghost.at.y - LIFT_PX / PHONE).abs() < 1e-9);
        assert_eq!(ghost.at.x, end.x);
        assert_eq!(ghost.drop, Some(board.step()), "the destination is marked");
        let (g, e) = g.up(Pointer { at: end, ..p }, &offer);
        assert_eq!(
            e,
            Some(BoardEvent::Drop {
                from: cell("n2"),
                to: board.step()
            })
        );
        assert!(g.ghost(&offer).is_none());
        // A mouse drags the peg under it, unlifted.
        let m = mouse(point("n2"));
        let (g, _) = drag(&Gesture::default(), m, point("i5"), 4, &offer);
        let ghost = g.ghost(&offer).unwrap();
        assert!(!ghost.lifted);
        assert_eq!(ghost.at, point("i5"));
        // Far from every destination: nothing marked, no drop.
        assert_eq!(ghost.drop, None);
        assert_eq!(
            g.up(
                Pointer {
                    at: point("i5"),
                    ..m
                },
                &offer
            )
            .1,
            None
        );
        // On a hole that is no destination: no drop either.
        let (g, _) = drag(&Gesture::default(), m, point("n3"), 4, &offer);
        assert_eq!(g.ghost(&offer).unwrap().drop, None);
        assert_eq!(
            g.up(
                Pointer {
                    at: point("n3"),
                    ..m
                },
                &offer
            )
            .1,
            None
        );
    }

    #[test]
    fn a_cancelled_pointer_ends_a_drag_without_a_drop() {
        let board = Board::start(Some("n2"));
        let offer = board.offer();
        let to = Layout::default().point(geo().hex(board.step()));
        let p = finger(4, point("n2"));
        let (g, _) = drag(&Gesture::default(), p, to, 5, &offer);
        assert!(g.ghost(&offer).is_some());
        let (g, e) = g.cancel(4);
        assert_eq!(e, None);
        assert!(g.ghost(&offer).is_none() && !g.dragging());
        // The pointer's release, should it still come, drops nothing.
        assert_eq!(g.up(Pointer { at: to, ..p }, &offer).1, None);
        // Another pointer's cancel changes nothing.
        let (g, _) = drag(&Gesture::default(), p, to, 5, &offer);
        assert_eq!(g.cancel(5).0, g);
    }

    #[test]
    fn a_second_pointer_does_not_disturb_the_first() {
        let board = Board::start(Some("n2"));
        let offer = board.offer();
        let to = Layout::default().point(geo().hex(board.step()));
        let drop = Some(BoardEvent::Drop {
            from: cell("n2"),
            to: board.step(),
        });
        // A dragging finger, then a second finger that presses, moves and lifts.
        let first = finger(1, point("n2"));
        let (g, _) = drag(&Gesture::default(), first, to, 5, &offer);
        let ghost = g.ghost(&offer);
        let second = finger(2, point("n3"));
        let (g2, e) = g.down(second, true, &offer);
        assert_eq!(e, None);
        let (g2, e) = g2.moved(
            Pointer {
                at: point("i5"),
                ..second
            },
            &offer,
        );
        assert_eq!(e, None);
        let (g2, e) = g2.up(
            Pointer {
                at: point("i5"),
                ..second
            },
            &offer,
        );
        assert_eq!(e, None);
        assert_eq!(g2.ghost(&offer), ghost);
        assert!(!g2.pinching());
        assert_eq!(g2.up(Pointer { at: to, ..first }, &offer).1, drop);
        // A mouse drag and a finger.
        let m = mouse(point("n2"));
        let (g, _) = drag(&Gesture::default(), m, to, 5, &offer);
        let (g, _) = g.down(second, true, &offer);
        let (g, _) = g.moved(
            Pointer {
                at: point("n3"),
                ..second
            },
            &offer,
        );
        let (g, _) = g.cancel(2);
        assert_eq!(g.up(Pointer { at: to, ..m }, &offer).1, drop);
        // A pen pressing while a finger is down (not dragging) does not start a pinch.
        let (g, _) = Gesture::default().down(finger(1, point("n3")), true, &offer);
        let (g, _) = g.down(
            pointer(7, PointerKind::Pen, point("i5"), PHONE),
            true,
            &offer,
        );
        assert!(!g.pinching());
        let (g, _) = g.up(finger(1, point("n3")), &offer);
        assert_eq!(g.click(None, &offer).1, Some(BoardEvent::Cell(cell("n3"))));
    }

    #[test]
    fn two_fingers_zoom_about_their_centre_and_the_lifting_is_no_tap() {
        let board = Board::start(Some("n2"));
        let offer = board.offer();
        let full = offer.full_view();
        let centre = point("i5");
        let spread = |d: f64| {
            [
                Point {
                    x: centre.x - d,
                    y: centre.y,
                },
                Point {
                    x: centre.x + d,
                    y: centre.y,
                },
            ]
        };
        let [a, b] = spread(1.0);
        let (g, _) = Gesture::default().down(finger(1, a), true, &offer);
        let (g, _) = g.down(finger(2, b), true, &offer);
        assert!(g.pinching());
        // The fingers move apart to twice their distance, in steps: each step's points are
        // read in the view drawn at that moment (as the board reads them).
        let mut g = g;
        for i in 1..=4 {
            let [a, b] = spread(1.0 + f64::from(i) / 4.0);
            g = finger_to(&g, 1, a, &offer);
            g = finger_to(&g, 2, b, &offer);
        }
        let zoom = g.zoom();
        assert!((zoom.scale - 2.0).abs() < 1e-9, "{zoom:?}");
        // The board point under the fingers' centre stays there.
        let under = zoom.from_whole(full, centre);
        assert!(under.distance(centre) < 1e-9, "{under:?}");
        // Nothing was played or dragged, and the click after the lifting is swallowed.
        let (g, e) = g.up(finger(1, a), &offer);
        assert_eq!(e, None);
        let (g, e) = g.up(finger(2, b), &offer);
        assert_eq!(e, None);
        assert!(!g.pinching());
        assert_eq!(g.click(Some(cell("n2")), &offer).1, None);
        assert_eq!(g.zoom(), zoom, "the zoom stays");
        assert_eq!(g.view_box(&offer), zoom.view_box(full));
        // Then a tap goes through.
        let (_, e) = tap(&g, finger(3, point("n3")), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
        // Reset: the whole board.
        assert_eq!(g.reset_zoom().zoom(), Zoom::default());
        assert_eq!(g.reset_zoom().view_box(&offer), full);
    }

    #[test]
    fn two_fingers_moving_together_pan_and_a_third_is_ignored() {
        let board = Board::start(None);
        let offer = board.offer();
        let full = offer.full_view();
        // Zoomed in twice about the centre first.
        let mut g = Gesture::default();
        let (a, b) = (Point { x: -1.0, y: 0.0 }, Point { x: 1.0, y: 0.0 });
        g = g.down(finger(1, a), true, &offer).0;
        g = g.down(finger(2, b), true, &offer).0;
        g = finger_to(&g, 1, Point { x: -2.0, y: 0.0 }, &offer);
        g = finger_to(&g, 2, Point { x: 2.0, y: 0.0 }, &offer);
        let zoomed = g.zoom();
        // A third finger changes nothing.
        let (g3, _) = g.down(finger(3, point("n2")), true, &offer);
        let (g3, _) = g3.moved(finger(3, point("i5")), &offer);
        assert_eq!(g3.zoom(), zoomed);
        // Both fingers move 1 unit right (in the whole view): the board follows them.
        g = finger_to(&g, 1, Point { x: -1.0, y: 0.0 }, &offer);
        g = finger_to(&g, 2, Point { x: 3.0, y: 0.0 }, &offer);
        let panned = g.zoom();
        assert!((panned.scale - zoomed.scale).abs() < 1e-9);
        assert!(
            (panned.pan.x - (zoomed.pan.x - 0.5)).abs() < 1e-9,
            "{panned:?}"
        );
        // Far off: the view stops at the board's edge.
        g = finger_to(&g, 1, Point { x: 60.0, y: 0.0 }, &offer);
        g = finger_to(&g, 2, Point { x: 64.0, y: 0.0 }, &offer);
        let (x, _, w, _) = g.view_box(&offer);
        assert!(
            (x - full.0).abs() < 1e-9 && w < full.2,
            "the view's left edge is the board's"
        );
    }

    #[test]
    fn a_zoomed_view_stays_on_a_smaller_board() {
        // Panned to the edge of the biggest board, then the board shrinks (a new game).
        let big = Offer {
            geometry: Geometry::get(BoardSize::Six),
            movable: &[],
            dests: &[],
            selected: None,
        };
        let small = Offer {
            geometry: geo(),
            ..big
        };
        let full = big.full_view();
        let g = Gesture {
            zoom: Zoom {
                scale: 2.0,
                pan: Point { x: 100.0, y: 100.0 },
            }
            .clamped(full),
            ..Gesture::default()
        };
        let (bx, by, bw, bh) = g.view_box(&big);
        assert!(
            (bx + bw - (full.0 + full.2)).abs() < 1e-9
                && (by + bh - (full.1 + full.3)).abs() < 1e-9
        );
        let inner = small.full_view();
        let (x, y, w, h) = g.view_box(&small);
        assert!(x >= inner.0 - 1e-9 && x + w <= inner.0 + inner.2 + 1e-9);
        assert!(y >= inner.1 - 1e-9 && y + h <= inner.1 + inner.3 + 1e-9);
        // The next press reads the view as drawn, and keeps it.
        let (g, _) = g.down(finger(1, point("i5")), true, &small);
        assert_eq!(g.zoom().view_box(inner), (x, y, w, h));
    }

    #[test]
    fn a_tap_on_a_zoomed_board_lands_on_the_hole_under_it() {
        let board = Board::start(None);
        let offer = board.offer();
        let full = offer.full_view();
        let zoom = Zoom {
            scale: 3.0,
            pan: Point { x: 1.5, y: 5.0 },
        }
        .clamped(full);
        // The board's box on screen: 390 × 452 CSS px.
        let (w, h) = (390.0, 452.0);
        let view = zoom.view_box(full);
        let base = crate::app::layout::view_scale(full, w, h).unwrap();
        let scale = crate::app::layout::view_scale(view, w, h).unwrap();
        assert!((scale - 3.0 * base).abs() < 1e-9);
        for name in ["n2", "n3", "m6"] {
            // Where the hole is drawn on screen, and back.
            let p = point(name);
            let (vx, vy, vw, vh) = view;
            let ox = (w - vw * scale) / 2.0;
            let oy = (h - vh * scale) / 2.0;
            let client = Point {
                x: ox + (p.x - vx) * scale,
                y: oy + (p.y - vy) * scale,
            };
            let at = client_to_view(view, w, h, client).unwrap();
            assert!(at.distance(p) < 1e-9);
            let g = Gesture {
                zoom,
                ..Gesture::default()
            };
            let (_, e) = tap(&g, pointer(1, PointerKind::Finger, at, scale), &offer);
            assert_eq!(e, Some(BoardEvent::Cell(cell(name))), "{name}");
        }
    }

    #[test]
    fn keys_move_the_cursor_activate_and_cancel() {
        let board = Board::start(Some("o2"));
        let offer = board.offer();
        let g = Gesture::default();
        assert_eq!(
            g.cursor(&offer),
            cell("o2"),
            "the cursor starts on the selection"
        );
        assert!(!g.shows_cursor());
        let (g, e) = g.key("ArrowLeft", "ArrowLeft", true, &offer).unwrap();
        assert_eq!(e, None);
        let left = nav::step(geo(), cell("o2"), Arrow::Left);
        assert_eq!(g.cursor(&offer), left);
        assert!(g.shows_cursor());
        let (g, e) = g.key("Enter", "Enter", true, &offer).unwrap();
        assert_eq!(e, Some(BoardEvent::Cell(left)));
        let (g, e) = g.key("Escape", "Escape", true, &offer).unwrap();
        assert_eq!(e, Some(BoardEvent::Cancel));
        assert!(g.key("x", "KeyX", true, &offer).is_none());
        // N with Ctrl is the browser's.
        assert!(g.key("n", "KeyN", false, &offer).is_none());
        let (g, _) = g.key("n", "KeyN", true, &offer).unwrap();
        assert!(board.movable.contains(&g.cursor(&offer)));
        // A pointer press hides the cursor; focus by Tab shows it again.
        let (g, _) = g.down(mouse(point("i5")), true, &offer);
        assert!(!g.shows_cursor());
        let g = g.focus(cell("i5"), true, &offer);
        assert!(g.shows_cursor());
        assert_eq!(g.cursor(&offer), cell("i5"));
        // Focus on a hop destination shows its path.
        let g = g.focus(board.hop(), false, &offer);
        assert_eq!(g.hop_path(&offer).map(|d| d.cell), Some(board.hop()));
    }

    #[test]
    fn escape_outside_the_board_cancels_only_a_selection() {
        let selected = Board::start(Some("n2"));
        let (_, e) = Gesture::default().escape(&selected.offer());
        assert_eq!(e, Some(BoardEvent::Cancel));
        let none = Board::start(None);
        assert_eq!(Gesture::default().escape(&none.offer()).1, None);
    }
}
