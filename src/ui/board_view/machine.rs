//! The board's glue between the DOM and the pure gesture machine ([`crate::app::gesture`]):
//! what the board offers to the handlers, the machine as they run it (its state, a redraw, the
//! events it reports), and the DOM reads the handlers need (the hole under an event, the
//! focused hole, whether a key belongs to a dialog or a text field).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::app::gesture::{BoardEvent, Gesture, Offer, Pointer, PointerKind};
use crate::app::layout::{client_to_view, view_scale, Point};
use crate::app::state::Destination;
use crate::engine::{Cell, Geometry};

/// What the board offers now, owned, for the handlers.
#[derive(Clone)]
pub(super) struct Board {
    pub(super) geometry: &'static Geometry,
    pub(super) movable: Rc<[Cell]>,
    pub(super) dests: Rc<[Destination]>,
    pub(super) selected: Option<Cell>,
}

impl Board {
    pub(super) fn offer(&self) -> Offer<'_> {
        Offer {
            geometry: self.geometry,
            movable: &self.movable,
            dests: &self.dests,
            selected: self.selected,
        }
    }
}

/// The gesture machine as the handlers use it: its state (read as it is now, since events may
/// come faster than Yew redraws), a redraw, what the board offers and where events go.
#[derive(Clone)]
pub(super) struct Machine {
    pub(super) state: Rc<RefCell<Gesture>>,
    pub(super) redraw: UseForceUpdateHandle,
    pub(super) board: Board,
    pub(super) on_cell: Callback<Cell>,
    pub(super) on_drag_start: Callback<Cell>,
    pub(super) on_drop: Callback<(Cell, Cell)>,
    pub(super) on_cancel: Callback<()>,
}

impl Machine {
    /// The machine's state now.
    pub(super) fn now(&self) -> Gesture {
        self.state.borrow().clone()
    }

    /// Runs one transition: keeps the new state, redraws if the drawing changed, reports the
    /// event.
    pub(super) fn run(
        &self,
        step: impl FnOnce(&Gesture, &Offer) -> (Gesture, Option<BoardEvent>),
    ) -> Option<BoardEvent> {
        let (next, event) = step(&self.state.borrow(), &self.board.offer());
        self.commit(next, event)
    }

    /// The second half of [`Machine::run`], apart so that it is not repeated for every
    /// transition: the report comes after the state is stored (reporting may redraw at once).
    pub(super) fn commit(&self, next: Gesture, event: Option<BoardEvent>) -> Option<BoardEvent> {
        let redraw = self.state.borrow().redraws(&next, &self.board.offer());
        *self.state.borrow_mut() = next;
        if redraw {
            self.redraw.force_update();
        }
        match event {
            Some(BoardEvent::Cell(c)) => self.on_cell.emit(c),
            Some(BoardEvent::DragStart(c)) => self.on_drag_start.emit(c),
            Some(BoardEvent::Drop { from, to }) => self.on_drop.emit((from, to)),
            Some(BoardEvent::Cancel) => self.on_cancel.emit(()),
            None => {}
        }
        event
    }

    /// A pointer event in board units, read with the machine's view box.
    pub(super) fn pointer(&self, svg: &NodeRef, e: &PointerEvent) -> Option<Pointer> {
        let svg = svg.cast::<web_sys::Element>()?;
        let rect = svg.get_bounding_client_rect();
        let (w, h) = (rect.width(), rect.height());
        let view = self.state.borrow().view_box(&self.board.offer());
        let client = Point {
            x: f64::from(e.client_x()) - rect.left(),
            y: f64::from(e.client_y()) - rect.top(),
        };
        Some(Pointer {
            id: e.pointer_id(),
            kind: PointerKind::from_dom(&e.pointer_type()),
            at: client_to_view(view, w, h, client)?,
            scale: view_scale(view, w, h)?,
        })
    }
}

/// The board's one piece of interaction state: a [`Gesture`], and a redraw for when what it
/// draws changes.
#[hook]
pub(super) fn use_gesture() -> (Rc<RefCell<Gesture>>, UseForceUpdateHandle) {
    (use_mut_ref(Gesture::default), use_force_update())
}

/// Whether `e` happened on the zoom reset button.
pub(super) fn in_zoom_reset(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(".zoom-reset").ok().flatten())
        .is_some()
}

/// Whether a key pressed now belongs to something other than the board: a dialog is open or a
/// text field has focus.
pub(super) fn busy(document: &web_sys::Document) -> bool {
    let modal = document
        .query_selector("[aria-modal=\"true\"], dialog[open], .overlay")
        .ok()
        .flatten()
        .is_some();
    let typing = document.active_element().is_some_and(|a| {
        matches!(a.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || a.dyn_ref::<web_sys::HtmlElement>()
                .is_some_and(|h| h.is_content_editable())
    });
    modal || typing
}

/// The cell named by `data-cell` on the target of `e`, or its closest ancestor matching
/// `selector`.
pub(super) fn cell_at(geometry: &Geometry, e: &Event, selector: &str) -> Option<Cell> {
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    cell_of(geometry, &target, selector)
}

/// The cell named by `data-cell` on `target` or its closest ancestor matching `selector`.
pub(super) fn cell_of(
    geometry: &Geometry,
    target: &web_sys::Element,
    selector: &str,
) -> Option<Cell> {
    let name = target.closest(selector).ok()??.get_attribute("data-cell")?;
    geometry.parse_cell(&name).ok()
}

/// The hole of the board that has keyboard focus, if one has.
pub(super) fn focused_hole(svg_ref: &NodeRef, geometry: &Geometry) -> Option<Cell> {
    let svg = svg_ref.cast::<web_sys::Element>()?;
    let active = web_sys::window()?.document()?.active_element()?;
    if !svg.contains(Some(active.unchecked_ref())) {
        return None;
    }
    cell_of(geometry, &active, "g.hole")
}

/// Moves keyboard focus to the hole `cell`.
pub(super) fn focus_hole(svg_ref: &NodeRef, geometry: &Geometry, cell: Cell) {
    let Some(svg) = svg_ref.cast::<web_sys::Element>() else {
        return;
    };
    let selector = format!("g.hole[data-cell=\"{}\"]", geometry.name(cell));
    if let Ok(Some(el)) = svg.query_selector(&selector) {
        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
            let _ = el.focus();
        }
    }
}
