//! The board: a controlled SVG component with no game logic inside.
//!
//! It receives the pegs, the selection, the legal destinations (with their hop paths), the last
//! move, a hint and the move to animate, and reports what the user did: a hole activated (click,
//! tap, Enter/Space), a drag started and a peg dropped, Escape. The DOM contract the tests rely
//! on:
//!
//! - every hole is a `<g class="hole">` with `data-q`, `data-r` (axial coordinates),
//!   `data-cell` (the cell's name, e.g. `e5`) and an `aria-label` (name, what stands there,
//!   "legal destination" …);
//! - every peg is a `<g class="peg">` with `data-player` (0-based seat), `data-cell` (its hole;
//!   already the destination while a move animates), `data-colour` and `data-marker`; inert pegs have
//!   `class="peg inert"` and no `data-player`;
//! - highlights are classes on the hole: `selected`, `move-dest` plus `step` or `hop`,
//!   `last-move`, `hint`, `cursor` (the keyboard cursor);
//! - the hovered (or keyboard-focused, or once tapped) hop destination's path is a
//!   `<polyline class="hop-path">`;
//! - while a peg is dragged it has the class `dragging` (on a touch screen also `lifted`: drawn
//!   larger, above the finger) and a `<circle class="drop-target">` marks where it would land;
//! - the `<svg class="board">` has `data-animating="true"` while a move animates.
//!
//! Touch: a tap (finger or pen) goes to the hole it is meant for ([`tap_target`]: the nearest
//! hole where it does something, within a radius that makes every target at least 48 px); a
//! finger's first tap on a hop destination shows the hop's path, a second tap plays it. A drop
//! snaps the same way. Mouse clicks play at once, and a mouse or pen hovering shows the path.
//!
//! Keyboard: the board is one Tab stop (roving `tabindex` on the cursor hole); arrow keys move
//! the cursor ([`crate::app::nav`]), N and P jump between the pegs that can move, Enter/Space
//! activates the hole, Escape cancels. The cursor (`cursor`) shows only while the keyboard is in
//! use: a pointer press hides it, a key press shows it again.
//!
//! Rendering is split so that what did not change is not rebuilt: the wood, triangles and
//! gradients (made once per board and seating), the holes (`Holes`) and the pegs (`Pegs`,
//! components with their own props) are apart, so an animation step or a drag redraws only the
//! pegs, and hovering only the hop path. The strings of every hole (name, coordinates, position) are made once per board
//! size (`CellText`).

use std::cell::Cell as StdCell;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::layout::{
    client_to_view, svg_number, svg_points, view_scale, Layout, Point, PIT_RADIUS, STAR_MARGIN,
    STAR_SHADOWS, VIEW_MARGIN, WOOD,
};
use crate::app::nav::{self, Arrow};
use crate::app::palette::MARKERS;
use crate::app::select::{snap_radius, tap_target};
use crate::app::state::Destination;
use crate::engine::Pegs as PegsOption;
use crate::engine::{Areas, BoardSize, Cell, CellSet, Geometry, Hex, Seat, Triangle};

// Sizes in the markup are in hole spacings: a hole's pit has radius 0.24, its ring (and hit
// area) 0.45, a peg 0.39.
/// A drag starts after the pointer moved this far (in hole spacings) …
const DRAG_THRESHOLD: f64 = 0.3;
/// … and, for a finger, this many CSS pixels (a tap may wobble).
const TOUCH_DRAG_PX: f64 = 10.0;
/// A peg dragged by a finger is drawn this many CSS pixels above it, and this much larger.
const LIFT_PX: f64 = 48.0;
const LIFT_SCALE: &str = "1.35";
/// The longest a move animation may take, and the time per hop.
const ANIMATION_MS: u32 = 800;
const STEP_MS: u32 = 170;
/// `data-player`, `data-colour` and `data-marker` values.
const DIGITS: [&str; 6] = ["0", "1", "2", "3", "4", "5"];

/// A peg as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PegView {
    /// Stable identity, so that a moved peg keeps its DOM node and slides.
    pub id: u16,
    /// Where it stands.
    pub cell: Cell,
    /// Palette colour `0..6`, `None` for an inert peg.
    pub colour: Option<u8>,
    /// Marker shape `0..6` (the colour's own, or its army's with multiple sets).
    pub marker: u8,
    /// The seat that plays it, or `None` for an inert peg.
    pub seat: Option<Seat>,
}

/// The move being animated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnimationView {
    /// Changes with every new move.
    pub seq: u32,
    /// The holes the peg visits, start and end included.
    pub path: Rc<[Cell]>,
}

/// Properties of [`BoardView`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// Board size.
    pub size: BoardSize,
    /// Pegs per army: in the 15-peg game the two armies' coloured start and goal areas take in
    /// the row in front of their triangles.
    #[prop_or_default]
    pub pegs_option: PegsOption,
    /// Every peg on the board.
    pub pegs: Rc<[PegView]>,
    /// The colour of each triangle (the seat starting there), `None` for unused ones.
    #[prop_or_default]
    pub triangle_colours: [Option<u8>; 6],
    /// The selected peg's hole.
    #[prop_or_default]
    pub selected: Option<Cell>,
    /// Legal destinations of the selected peg.
    #[prop_or_default]
    pub dests: Rc<[Destination]>,
    /// Holes of the last move.
    #[prop_or_default]
    pub last_move: Rc<[Cell]>,
    /// A suggested move (from, to).
    #[prop_or_default]
    pub hint: Option<(Cell, Cell)>,
    /// The move to animate.
    #[prop_or_default]
    pub animation: Option<AnimationView>,
    /// Armies whose goal shows their marker (with multiple sets, where a player's armies head
    /// for different goals): (goal triangle, colour, marker).
    #[prop_or_default]
    pub goal_marks: Rc<[(Triangle, u8, u8)]>,
    /// Accessible label of each hole, by cell index.
    #[prop_or_default]
    pub labels: Rc<[AttrValue]>,
    /// Accessible label of the board.
    #[prop_or_default]
    pub label: AttrValue,
    /// The pegs that may be picked up: the side to move's that have a legal move (the class
    /// `movable`; where the cursor starts, what N and P visit, what a drag may lift).
    #[prop_or_default]
    pub movable: Rc<[Cell]>,
    /// Called with the hole that was activated.
    pub on_cell: Callback<Cell>,
    /// A drag started on this peg.
    #[prop_or_default]
    pub on_drag_start: Callback<Cell>,
    /// A peg was dropped: (from, to).
    #[prop_or_default]
    pub on_drop: Callback<(Cell, Cell)>,
    /// Escape.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
}

#[derive(Default)]
struct Drag {
    from: Option<Cell>,
    pointer: i32,
    start: (f64, f64),
    dragging: bool,
    suppress_click: bool,
    /// Whether the press was a finger or a pen (else a mouse): taps and drops snap.
    touch: bool,
    /// Whether it was a finger (which cannot hover): a hop needs a second tap.
    finger: bool,
    /// Where the last press ended (client pixels): where a tap landed. (The click's own
    /// position may be moved by the browser towards something clickable.)
    released: Option<(f64, f64)>,
}

/// A peg being dragged, in thousandths of a hole spacing (so that it compares exactly).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ghost {
    from: Cell,
    /// Where the peg is drawn.
    at: (i64, i64),
    /// Where the pointer is.
    pointer: (i64, i64),
    /// Drawn lifted above a finger.
    lifted: bool,
    /// How far a drop snaps ([`snap_radius`]).
    radius: (i64, i64),
}

fn milli(p: Point) -> (i64, i64) {
    ((p.x * 1000.0).round() as i64, (p.y * 1000.0).round() as i64)
}

fn unmilli((x, y): (i64, i64)) -> Point {
    Point {
        x: x as f64 / 1000.0,
        y: y as f64 / 1000.0,
    }
}

/// The strings of every hole of a board size, made once: name, axial coordinates, the hole's
/// `transform` and a peg's `style` there.
#[derive(Debug)]
struct CellText {
    size: BoardSize,
    name: Vec<AttrValue>,
    q: Vec<AttrValue>,
    r: Vec<AttrValue>,
    at: Vec<AttrValue>,
    peg_at: Vec<AttrValue>,
}

impl PartialEq for CellText {
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
    }
}

impl CellText {
    fn new(size: BoardSize) -> CellText {
        let geometry = Geometry::get(size);
        let layout = Layout::default();
        let mut t = CellText {
            size,
            name: Vec::new(),
            q: Vec::new(),
            r: Vec::new(),
            at: Vec::new(),
            peg_at: Vec::new(),
        };
        for cell in geometry.cells() {
            let hex = geometry.hex(cell);
            let p = layout.point(hex);
            t.name.push(geometry.name(cell).to_string().into());
            t.q.push(hex.q.to_string().into());
            t.r.push(hex.r.to_string().into());
            t.at.push(format!("translate({} {})", svg_number(p.x), svg_number(p.y)).into());
            t.peg_at.push(peg_style(p, None).into());
        }
        t
    }
}

/// A peg's `style` at `p` (with a scale when lifted).
fn peg_style(p: Point, scale: Option<&str>) -> String {
    let mut s = format!(
        "transform: translate({}px, {}px)",
        svg_number(p.x),
        svg_number(p.y)
    );
    if let Some(k) = scale {
        s.push_str(" scale(");
        s.push_str(k);
        s.push(')');
    }
    s
}

/// The six-pointed star board as one SVG.
#[component]
pub fn BoardView(props: &BoardProps) -> Html {
    let geometry = Geometry::get(props.size);
    let layout = Layout::default();
    let side = props.size.side();
    let view_box_t = layout.view_box(side, VIEW_MARGIN);
    let view_box = layout.view_box_attr(side, VIEW_MARGIN);
    let text = use_memo(props.size, |&size| CellText::new(size));
    let background = use_memo(
        (
            props.size,
            props.pegs_option,
            props.triangle_colours,
            props.goal_marks.clone(),
        ),
        |(size, pegs, colours, marks)| background(*size, *pegs, *colours, marks),
    );

    let svg_ref = use_node_ref();
    let hover = use_state_eq(|| None::<Cell>);
    // A hop destination tapped once (its path shows; a second tap plays it), with the
    // selection it was tapped for.
    let armed = use_state_eq(|| None::<(Option<Cell>, Cell)>);
    let cursor = use_state_eq(|| None::<Cell>);
    // Whether the keyboard is in use (the cursor shows).
    let keyboard = use_state_eq(|| false);
    let focus_pending = use_mut_ref(|| false);
    let drag = use_mut_ref(Drag::default);
    let ghost = use_state_eq(|| None::<Ghost>);
    // (seq, index into the path) of the running animation.
    let anim_step = use_state_eq(|| (0u32, 0usize));
    let anim_gen = use_mut_ref(|| Rc::new(StdCell::new(0u32)));
    // The latest destinations, for handlers that run before the next render.
    let dests_live = use_mut_ref(|| props.dests.clone());
    *dests_live.borrow_mut() = props.dests.clone();

    // ---- animation: step the moved peg along its path with timers -------------------------
    {
        let anim_step = anim_step.clone();
        let anim_gen = anim_gen.clone();
        use_effect_with(props.animation.clone(), move |animation| {
            let gen = anim_gen.borrow().clone();
            gen.set(gen.get().wrapping_add(1));
            let my_gen = gen.get();
            if let Some(a) = animation.clone() {
                let hops = a.path.len().saturating_sub(1).max(1);
                let per = (ANIMATION_MS / hops as u32).min(STEP_MS);
                // A new move starts at step 0 without a render of its own (see `animating`).
                yew::platform::spawn_local(async move {
                    yew::platform::time::sleep(Duration::from_millis(20)).await;
                    for i in 1..a.path.len() {
                        if gen.get() != my_gen {
                            return;
                        }
                        anim_step.set((a.seq, i));
                        yew::platform::time::sleep(Duration::from_millis(u64::from(per))).await;
                    }
                });
            }
            || ()
        });
    }
    let animating: Option<(Cell, Cell, u32)> = props.animation.as_ref().and_then(|a| {
        let end = *a.path.last()?;
        let idx = if anim_step.0 == a.seq { anim_step.1 } else { 0 };
        let hops = a.path.len().saturating_sub(1).max(1) as u32;
        (idx + 1 < a.path.len()).then(|| (end, a.path[idx], (ANIMATION_MS / hops).min(STEP_MS)))
    });

    // ---- keyboard cursor -------------------------------------------------------------------
    let cursor_cell = cursor.filter(|c| geometry.contains(*c)).unwrap_or_else(|| {
        nav::start_cell(geometry, props.selected, props.movable.iter().copied())
    });
    {
        let svg_ref = svg_ref.clone();
        let focus_pending = focus_pending.clone();
        use_effect_with(cursor_cell, move |cell| {
            if std::mem::take(&mut *focus_pending.borrow_mut()) {
                focus_hole(&svg_ref, geometry, *cell);
            }
            || ()
        });
    }
    // The handler reads the cursor from here, so that keys pressed faster than Yew re-renders
    // still move from the latest hole.
    let cursor_live = use_mut_ref(|| cursor_cell);
    *cursor_live.borrow_mut() = cursor_cell;
    let onkeydown = {
        let cursor = cursor.clone();
        let keyboard = keyboard.clone();
        let armed = armed.clone();
        let focus_pending = focus_pending.clone();
        let on_cell = props.on_cell.clone();
        let on_cancel = props.on_cancel.clone();
        let cursor_live = cursor_live.clone();
        let movable = props.movable.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            let current = *cursor_live.borrow();
            let plain = !(e.ctrl_key() || e.alt_key() || e.meta_key());
            let target = match (Arrow::from_key(&key), nav::peg_jump(&key, &e.code())) {
                (Some(arrow), _) => Some(nav::step(geometry, current, arrow)),
                (None, Some(forward)) if plain => {
                    nav::next_peg(geometry, current, movable.iter().copied(), forward)
                }
                _ => None,
            };
            let handled = if let Some(next) = target {
                *cursor_live.borrow_mut() = next;
                *focus_pending.borrow_mut() = true;
                cursor.set(Some(next));
                // Focus at once too (the effect repeats it after the render).
                focus_hole(&svg_ref, geometry, next);
                true
            } else if key == "Enter" || key == " " || key == "Spacebar" {
                armed.set(None);
                on_cell.emit(current);
                true
            } else if key == "Escape" || key == "Esc" {
                armed.set(None);
                on_cancel.emit(());
                true
            } else {
                false
            };
            if handled {
                e.prevent_default();
                keyboard.set(true);
            }
        })
    };

    // ---- pointer: taps, clicks, drag and drop ----------------------------------------------
    // (a point in the board's units, CSS pixels per hole spacing) for a pointer position.
    let to_view = {
        let svg_ref = svg_ref.clone();
        move |client_x: f64, client_y: f64| -> Option<(Point, f64)> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let rect = svg.get_bounding_client_rect();
            let (w, h) = (rect.width(), rect.height());
            let p = client_to_view(
                view_box_t,
                w,
                h,
                Point {
                    x: client_x - rect.left(),
                    y: client_y - rect.top(),
                },
            )?;
            Some((p, view_scale(view_box_t, w, h)? / layout.spacing))
        }
    };
    // Where a dragged peg would drop with the pointer at `p`, snapping within `radius`.
    let drop_target = {
        let dests_live = dests_live.clone();
        move |p: Point, radius: f64| -> Option<Cell> {
            let dests = dests_live.borrow().clone();
            tap_target(geometry, &layout, p, dests.iter().map(|d| d.cell), radius)
        }
    };
    let onpointermove = {
        let drag = drag.clone();
        let ghost = ghost.clone();
        let on_drag_start = props.on_drag_start.clone();
        let to_view = to_view.clone();
        let svg_ref = svg_ref.clone();
        let armed = armed.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let Some(from) = d.from else { return };
            if e.pointer_id() != d.pointer {
                return;
            }
            let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
            let Some((p, scale)) = to_view(x, y) else {
                return;
            };
            // (Where the press was matters only until the drag starts.)
            let moved_enough = || {
                let threshold = if d.touch {
                    DRAG_THRESHOLD.max(TOUCH_DRAG_PX / scale)
                } else {
                    DRAG_THRESHOLD
                };
                to_view(d.start.0, d.start.1).is_some_and(|(p0, _)| p.distance(p0) > threshold)
            };
            if !d.dragging && moved_enough() {
                d.dragging = true;
                // Capture only now: a plain click must still reach the peg it pressed.
                if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                    let _ = svg.set_pointer_capture(e.pointer_id());
                }
                armed.set(None);
                on_drag_start.emit(from);
            }
            if d.dragging {
                e.prevent_default();
                let at = if d.touch {
                    Point {
                        x: p.x,
                        y: p.y - LIFT_PX / scale,
                    }
                } else {
                    p
                };
                let radius = snap_radius(scale, d.touch);
                ghost.set(Some(Ghost {
                    from,
                    at: milli(at),
                    pointer: milli(p),
                    lifted: d.touch,
                    radius: milli(Point { x: radius, y: 0.0 }),
                }));
            }
        })
    };
    let end_drag = {
        let drag = drag.clone();
        let ghost = ghost.clone();
        let on_drop = props.on_drop.clone();
        let to_view = to_view.clone();
        let drop_target = drop_target.clone();
        move |e: PointerEvent, drop: bool| {
            let mut d = drag.borrow_mut();
            let Some(from) = d.from else { return };
            if e.pointer_id() != d.pointer {
                return;
            }
            d.from = None;
            if d.dragging {
                d.dragging = false;
                // The click that follows the release (if any) must not count as a click.
                d.suppress_click = true;
                ghost.set(None);
                if drop {
                    let at = to_view(f64::from(e.client_x()), f64::from(e.client_y()));
                    let snap = |(p, scale)| drop_target(p, snap_radius(scale, d.touch));
                    if let Some(to) = at.and_then(snap) {
                        on_drop.emit((from, to));
                    }
                }
            }
        }
    };
    let onpointerup = {
        let end_drag = end_drag.clone();
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            drag.borrow_mut().released = Some((f64::from(e.client_x()), f64::from(e.client_y())));
            end_drag(e, true)
        })
    };
    let onpointercancel = Callback::from(move |e: PointerEvent| end_drag(e, false));
    // Holes and pegs are found from the event's target (`data-cell`), so that one handler on
    // the board serves them all instead of a handful of listeners per hole.
    let cell_at = move |e: &Event, selector: &str| -> Option<Cell> {
        let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
        cell_of(geometry, &target, selector)
    };
    let armed_now = armed
        .filter(|&(sel, c)| {
            sel == props.selected && props.dests.iter().any(|d| d.cell == c && d.hop)
        })
        .map(|(_, c)| c);
    // A click right after a drag is the drag's own release: swallow it. A mouse click goes to
    // the hole clicked; a tap to the hole it is meant for, and a first tap on a hop destination
    // only shows the hop.
    let onclick = {
        let drag = drag.clone();
        let on_cell = props.on_cell.clone();
        let armed = armed.clone();
        let to_view = to_view.clone();
        let (selected, movable) = (props.selected, props.movable.clone());
        let dests_live = dests_live.clone();
        Callback::from(move |e: MouseEvent| {
            let (suppress, touch, finger, released) = {
                let mut d = drag.borrow_mut();
                (
                    std::mem::take(&mut d.suppress_click),
                    d.touch,
                    d.finger,
                    d.released.take(),
                )
            };
            if suppress {
                return;
            }
            let dests = dests_live.borrow().clone();
            let cell = if touch {
                let (x, y) = released.unwrap_or((f64::from(e.client_x()), f64::from(e.client_y())));
                to_view(x, y).and_then(|(p, scale)| {
                    let candidates = dests
                        .iter()
                        .map(|d| d.cell)
                        .chain(movable.iter().copied())
                        .chain(selected);
                    tap_target(geometry, &layout, p, candidates, snap_radius(scale, true))
                })
            } else {
                cell_at(&e, "[data-cell]")
            };
            let Some(cell) = cell else { return };
            let hop = dests.iter().any(|d| d.cell == cell && d.hop);
            if finger && hop && armed_now != Some(cell) {
                armed.set(Some((selected, cell)));
                return;
            }
            armed.set(None);
            on_cell.emit(cell);
        })
    };

    // Every press starts a new gesture: a stale "swallow the next click" must not survive it,
    // and the keyboard cursor hides. A press on a movable peg may become a drag.
    let onpointerdown = {
        let drag = drag.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |e: PointerEvent| {
            keyboard.set(false);
            let kind = e.pointer_type();
            let (touch, finger) = (kind != "mouse", kind == "touch");
            if touch {
                // No emulated mouse events: a finger does not focus (and so redraw) the hole
                // under it, which would cost the tap its click.
                e.prevent_default();
            }
            let mut d = drag.borrow_mut();
            if d.from.is_none() {
                d.suppress_click = false;
                d.touch = touch;
                d.finger = finger;
                d.released = None;
            }
            if e.button() != 0 {
                return;
            }
            if let Some(cell) = cell_at(&e, "g.peg.movable") {
                *d = Drag {
                    from: Some(cell),
                    pointer: e.pointer_id(),
                    start: (f64::from(e.client_x()), f64::from(e.client_y())),
                    dragging: false,
                    suppress_click: false,
                    touch,
                    finger,
                    released: None,
                };
            }
        })
    };
    // Only a hop destination under a mouse or pen (or keyboard focus) changes the drawing (its
    // path shows): other holes leave `hover` at `None`, so moving across the board does not
    // re-render it. A finger shows the path by a first tap instead.
    let hop_at = {
        let dests = props.dests.clone();
        move |cell: Option<Cell>| cell.filter(|&c| dests.iter().any(|d| d.cell == c && d.hop))
    };
    // pointerover/out bubble (Yew delegates events), unlike pointerenter/leave.
    let onpointerover = {
        let hover = hover.clone();
        let hop_at = hop_at.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() != "touch" {
                hover.set(hop_at(cell_at(&e, "g.hole")));
            }
        })
    };
    let onpointerout = {
        let hover = hover.clone();
        let hop_at = hop_at.clone();
        Callback::from(move |e: PointerEvent| {
            let next = e
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| cell_of(geometry, &t, "g.hole"));
            hover.set(hop_at(next));
        })
    };
    let onfocusin = {
        let cursor = cursor.clone();
        let hover = hover.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |e: FocusEvent| {
            if let Some(cell) = cell_at(&e, "g.hole") {
                cursor.set(Some(cell));
                hover.set(hop_at(Some(cell)));
                // Focus from the keyboard (Tab) shows the cursor; from a pointer it does not.
                let from_keyboard = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|t| t.matches(":focus-visible").unwrap_or(false));
                if from_keyboard {
                    keyboard.set(true);
                }
            }
        })
    };

    // ---- drawing ---------------------------------------------------------------------------
    let hop_path = armed_now
        .or(*hover)
        .and_then(|h| {
            props
                .dests
                .iter()
                .find(|d| d.cell == h && d.hop && d.path.len() >= 2)
        })
        .map(|d| {
            let pts: Vec<Point> = d
                .path
                .iter()
                .map(|&c| layout.point(geometry.hex(c)))
                .collect();
            html! { <polyline class="hop-path" points={svg_points(&pts)} /> }
        });
    // Where the dragged peg would land.
    let drop_mark = ghost.and_then(|g| {
        let to = drop_target(unmilli(g.pointer), unmilli(g.radius).x)?;
        Some(html! {
            <circle class="drop-target" r="0.5" transform={text.at[to.index()].clone()} />
        })
    });

    let animating_attr = if animating.is_some() { "true" } else { "false" };
    html! {
        <svg class="board" viewBox={view_box} xmlns="http://www.w3.org/2000/svg" ref={svg_ref}
             role="group" aria-label={props.label.clone()} data-animating={animating_attr}
             {onkeydown} {onclick} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}
             {onpointerover} {onpointerout} {onfocusin}>
            // (Every child keeps its place whether it is drawn or not: Yew matches unkeyed
            // children from the end, so a path or a mark appearing among flattened children
            // would rebuild every hole and peg.)
            { (*background).clone() }
            <Holes text={text.clone()} selected={props.selected} dests={props.dests.clone()}
                   last_move={props.last_move.clone()} hint={props.hint} focus={cursor_cell}
                   show_cursor={*keyboard && cursor.is_some()} labels={props.labels.clone()} />
            { drop_mark.unwrap_or_default() }
            <Pegs text={text.clone()} pegs={props.pegs.clone()} movable={props.movable.clone()}
                  {animating} ghost={*ghost} />
            { hop_path.unwrap_or_default() }
        </svg>
    }
}

/// What does not change while playing: gradients, the wood, the coloured start areas (the
/// triangles, or the 15-hole areas of the 15-peg game) and, with multiple sets, the goals'
/// markers.
fn background(
    size: BoardSize,
    pegs: PegsOption,
    triangle_colours: [Option<u8>; 6],
    goal_marks: &[(Triangle, u8, u8)],
) -> Html {
    let geometry = Geometry::get(size);
    let areas = Areas::get(size, pegs);
    let layout = Layout::default();
    let side = size.side();
    let star = svg_points(&layout.star_outline(side, STAR_MARGIN));
    let triangles = Triangle::ALL.iter().map(|&t| {
        let corners = triangle_corners(geometry, areas.point(t));
        let pts = svg_points(&layout.triangle_outline(corners, 0.42));
        let class = match triangle_colours[t.index()] {
            Some(c) => classes!("triangle", format!("colour-{c}")),
            None => classes!("triangle", "unused"),
        };
        html! { <polygon {class} points={pts} /> }
    });
    let goal_marks = goal_marks.iter().map(|&(goal, colour, shape)| {
        let cells = geometry.triangle(goal);
        let n = cells.len().max(1) as f64;
        let (x, y) = cells.iter().fold((0.0, 0.0), |(x, y), c| {
            let p = layout.point(geometry.hex(c));
            (x + p.x / n, y + p.y / n)
        });
        html! {
            <path class="goal-mark" d={marker_path(shape)} fill-rule="evenodd"
                  style={format!("fill: var(--army-{colour})")}
                  transform={format!("translate({} {}) scale(4)", svg_number(x), svg_number(y))} />
        }
    });
    html! {
        <>
            <defs>
                { for (0..6).map(gradient) }
                <radialGradient id="peg-inert" cx="35%" cy="30%" r="75%">
                    <stop offset="0%" style="stop-color: #d8d8d8" />
                    <stop offset="100%" style="stop-color: var(--inert)" />
                </radialGradient>
                <radialGradient id={WOOD.id} cx={WOOD.centre.0} cy={WOOD.centre.1} r={WOOD.radius}>
                    { for WOOD.stops.iter().map(|&(offset, colour)| html! {
                        <stop {offset} style={format!("stop-color: {colour}")} />
                    }) }
                </radialGradient>
            </defs>
            { for STAR_SHADOWS.iter().map(|&(class, transform)| html! {
                <polygon {class} points={star.clone()} {transform} />
            }) }
            <polygon class="star" points={star} />
            { for triangles }
            { for goal_marks }
        </>
    }
}

/// Properties of [`Holes`].
#[derive(Properties, PartialEq)]
struct HolesProps {
    text: Rc<CellText>,
    selected: Option<Cell>,
    dests: Rc<[Destination]>,
    last_move: Rc<[Cell]>,
    hint: Option<(Cell, Cell)>,
    /// The hole that takes keyboard focus (`tabindex="0"`).
    focus: Cell,
    /// Whether `focus` shows as the keyboard cursor.
    show_cursor: bool,
    labels: Rc<[AttrValue]>,
}

/// Every hole with its highlights (`<g class="holes">`).
#[component]
fn Holes(props: &HolesProps) -> Html {
    let text = &props.text;
    let geometry = Geometry::get(text.size);
    let dest_of = |c: Cell| props.dests.iter().find(|d| d.cell == c);
    let holes = geometry.cells().map(|cell| {
        let i = cell.index();
        let is_dest = dest_of(cell);
        let selected = props.selected == Some(cell);
        let focus = cell == props.focus;
        let mut class = Classes::from("hole");
        if selected {
            class.push("selected");
        }
        match is_dest {
            Some(d) if d.hop => class.push("move-dest hop"),
            Some(_) => class.push("move-dest step"),
            None => {}
        }
        if props.last_move.contains(&cell) {
            class.push("last-move");
        }
        if props.hint.is_some_and(|(a, b)| a == cell || b == cell) {
            class.push("hint");
        }
        if props.show_cursor && focus {
            class.push("cursor");
        }
        let label = props
            .labels
            .get(i)
            .cloned()
            .unwrap_or_else(|| text.name[i].clone());
        let tabindex = if focus { "0" } else { "-1" };
        // The ring only where it can show: selection, destinations, the keyboard cursor.
        let ring = selected || is_dest.is_some() || focus;
        html! {
            <g key={i} {class} data-q={text.q[i].clone()} data-r={text.r[i].clone()}
               data-cell={text.name[i].clone()} role="button" {tabindex} aria-label={label}
               transform={text.at[i].clone()}>
                // The mark is also the hole's hit area.
                <circle class="mark" r="0.45" />
                <circle class="pit" r={PIT_RADIUS} />
                if let Some(d) = is_dest {
                    if d.hop {
                        <rect class="dest-mark" x="-0.11" y="-0.11" width="0.22" height="0.22"
                              transform="rotate(45)" />
                    } else {
                        <circle class="dest-mark" r="0.11" />
                    }
                }
                if ring {
                    <circle class="ring" r="0.45" />
                }
            </g>
        }
    });
    html! { <g class="holes">{ for holes }</g> }
}

/// Properties of [`Pegs`].
#[derive(Properties, PartialEq)]
struct PegsProps {
    text: Rc<CellText>,
    pegs: Rc<[PegView]>,
    movable: Rc<[Cell]>,
    /// The animated peg: (its destination, where it is drawn now, ms per step).
    animating: Option<(Cell, Cell, u32)>,
    ghost: Option<Ghost>,
}

/// Every peg (`<g class="pegs">`).
#[component]
fn Pegs(props: &PegsProps) -> Html {
    let text = &props.text;
    let geometry = Geometry::get(text.size);
    let layout = Layout::default();
    let pegs = props.pegs.iter().map(|peg| {
        let cell = peg.cell;
        let i = cell.index();
        let name = text.name[i].clone();
        let mut class = Classes::from("peg");
        let mut style = text.peg_at[i].clone();
        if let Some((end, at, ms)) = props.animating {
            if end == cell {
                class.push("moving");
                let p = layout.point(geometry.hex(at));
                style = format!("transition-duration: {ms}ms; {}", peg_style(p, None)).into();
            }
        }
        if let Some(g) = props.ghost.filter(|g| g.from == cell) {
            class.push("dragging");
            if g.lifted {
                class.push("lifted");
            }
            style = peg_style(unmilli(g.at), g.lifted.then_some(LIFT_SCALE)).into();
        }
        match (peg.colour, peg.seat) {
            (Some(colour), Some(seat)) => {
                if props.movable.contains(&cell) {
                    class.push("movable");
                }
                class.push(colour_class(colour));
                let digit = |n: usize| DIGITS[n % 6];
                html! {
                    <g key={peg.id} {class} data-player={digit(seat.index())}
                       data-colour={digit(usize::from(colour))}
                       data-marker={digit(usize::from(peg.marker))}
                       data-cell={name} {style} aria-hidden="true">
                        <ellipse class="shadow" cx="0.05" cy="0.09" rx="0.39" ry="0.351" />
                        <circle class="body" r="0.39" fill={PEG_FILLS[usize::from(colour) % 6]} />
                        { marker(peg.marker) }
                        <ellipse class="shine" cx="-0.12" cy="-0.15" rx="0.13" ry="0.08" />
                    </g>
                }
            }
            _ => html! {
                <g key={peg.id} class="peg inert" data-cell={name} {style} aria-hidden="true">
                    <ellipse class="shadow" cx="0.05" cy="0.09" rx="0.39" ry="0.351" />
                    <circle class="body" r="0.39" fill="url(#peg-inert)" />
                </g>
            },
        }
    });
    html! { <g class="pegs">{ for pegs }</g> }
}

/// `fill` of a peg of each colour (its gradient).
const PEG_FILLS: [&str; 6] = [
    "url(#peg-0)",
    "url(#peg-1)",
    "url(#peg-2)",
    "url(#peg-3)",
    "url(#peg-4)",
    "url(#peg-5)",
];

/// The class of colour `c`.
fn colour_class(c: u8) -> &'static str {
    [
        "colour-0", "colour-1", "colour-2", "colour-3", "colour-4", "colour-5",
    ][usize::from(c) % 6]
}

/// The cell named by `data-cell` on `target` or its closest ancestor matching `selector`.
fn cell_of(geometry: &Geometry, target: &web_sys::Element, selector: &str) -> Option<Cell> {
    let name = target.closest(selector).ok()??.get_attribute("data-cell")?;
    geometry.parse_cell(&name).ok()
}

/// Moves keyboard focus to the hole `cell`.
fn focus_hole(svg_ref: &NodeRef, geometry: &Geometry, cell: Cell) {
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

/// A radial gradient giving the pegs of colour `i` their depth.
fn gradient(i: usize) -> Html {
    html! {
        <radialGradient id={format!("peg-{i}")} cx="35%" cy="30%" r="75%">
            <stop offset="0%" style={format!("stop-color: color-mix(in srgb, var(--army-{i}) 45%, white)")} />
            <stop offset="65%" style={format!("stop-color: var(--army-{i})")} />
            <stop offset="100%" style={format!("stop-color: color-mix(in srgb, var(--army-{i}) 60%, black)")} />
        </radialGradient>
    }
}

/// A small shape on each peg, distinct per colour (per army with multiple sets), so colours
/// are never the only cue.
fn marker(shape: u8) -> Html {
    html! { <path class="marker" d={marker_path(shape)} fill-rule="evenodd" /> }
}

/// The outline of marker `shape` (`0..6`, [`MARKERS`]), about 0.3 across, centred on the origin.
fn marker_path(shape: u8) -> &'static str {
    MARKERS[usize::from(shape) % MARKERS.len()].path
}

/// The marker of colour `colour` as a small standalone SVG (for the side panel).
pub fn swatch(colour: u8) -> Html {
    html! {
        <svg class={classes!("swatch", colour_class(colour))} viewBox="-0.45 -0.45 0.9 0.9" aria-hidden="true">
            <circle class="body" r="0.4" />
            { marker(colour) }
        </svg>
    }
}

/// The three corner holes of a triangle of holes (a point of the star, or its start area):
/// the holes farthest from its centroid.
fn triangle_corners(geometry: &Geometry, holes: CellSet) -> [Hex; 3] {
    let hexes: Vec<Hex> = holes.iter().map(|c| geometry.hex(c)).collect();
    let n = hexes.len() as f64;
    let (cq, cr) = hexes.iter().fold((0.0, 0.0), |(q, r), h| {
        (q + f64::from(h.q) / n, r + f64::from(h.r) / n)
    });
    let dist = |h: &Hex| {
        let (dq, dr) = (f64::from(h.q) - cq, f64::from(h.r) - cr);
        dq * dq + dq * dr + dr * dr
    };
    let mut sorted = hexes.clone();
    crate::sort::heap_sort_by(&mut sorted, |a, b| dist(b).total_cmp(&dist(a)));
    [sorted[0], sorted[1], sorted[2]]
}
