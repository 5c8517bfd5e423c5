//! What the gesture machine reads and reports: pointers, the board's offer of pegs and holes,
//! board events and the ghost of a dragged peg.

use crate::app::layout::{Layout, Point, ViewBox, VIEW_MARGIN};
use crate::app::select::tap_target;
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

    pub(super) fn dest(&self, cell: Cell) -> Option<&Destination> {
        self.dests.iter().find(|d| d.cell == cell)
    }

    pub(super) fn is_hop(&self, cell: Cell) -> bool {
        self.dest(cell).is_some_and(|d| d.hop)
    }

    /// The destination a peg dropped at `p` lands on, snapping within `radius` hole spacings.
    pub(super) fn drop_at(&self, p: Point, radius: f64) -> Option<Cell> {
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
