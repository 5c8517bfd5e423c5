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
//! - the hovered (or keyboard-focused) hop destination's path is a `<polyline class="hop-path">`;
//! - the `<svg class="board">` has `data-animating="true"` while a move animates.
//!
//! Keyboard: the board is one Tab stop (roving `tabindex` on the cursor hole); arrow keys move
//! the cursor ([`crate::app::nav`]), Enter/Space activates the hole, Escape cancels.

use std::cell::Cell as StdCell;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::layout::{
    client_to_view, svg_number, svg_points, Layout, Point, PIT_RADIUS, STAR_MARGIN, STAR_SHADOWS,
    VIEW_MARGIN, WOOD,
};
use crate::app::nav::{self, Arrow};
use crate::app::state::Destination;
use crate::engine::{Areas, BoardSize, Cell, CellSet, Geometry, Hex, Pegs, Seat, Triangle};

// Sizes in the markup are in hole spacings: a hole's pit has radius 0.24, its ring (and hit
// area) 0.45, a peg 0.39.
/// A drag starts after the pointer moved this far (in hole spacings).
const DRAG_THRESHOLD: f64 = 0.3;
/// The longest a move animation may take, and the time per hop.
const ANIMATION_MS: u32 = 800;
const STEP_MS: u32 = 170;

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
    pub pegs_option: Pegs,
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
    /// The pegs that may be picked up (the side to move's), for the cursor's start and drags.
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
}

/// The six-pointed star board as one SVG.
#[component]
pub fn BoardView(props: &BoardProps) -> Html {
    let geometry = Geometry::get(props.size);
    let layout = Layout::default();
    let side = props.size.side();
    let view_box_t = layout.view_box(side, VIEW_MARGIN);
    let view_box = layout.view_box_attr(side, VIEW_MARGIN);

    let svg_ref = use_node_ref();
    let hover = use_state_eq(|| None::<Cell>);
    let cursor = use_state_eq(|| None::<Cell>);
    let focus_pending = use_mut_ref(|| false);
    let drag = use_mut_ref(Drag::default);
    let drag_at = use_state_eq(|| None::<(Cell, (i64, i64))>);
    // (seq, index into the path) of the running animation.
    let anim_step = use_state_eq(|| (0u32, 0usize));
    let anim_gen = use_mut_ref(|| Rc::new(StdCell::new(0u32)));

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
            let target = match (Arrow::from_key(&key), nav::peg_jump(&key)) {
                (Some(arrow), _) => Some(nav::step(geometry, current, arrow)),
                (None, Some(forward)) if plain => {
                    nav::next_peg(geometry, current, movable.iter().copied(), forward)
                }
                _ => None,
            };
            if let Some(next) = target {
                e.prevent_default();
                *cursor_live.borrow_mut() = next;
                *focus_pending.borrow_mut() = true;
                cursor.set(Some(next));
                // Focus at once too (the effect repeats it after the render).
                focus_hole(&svg_ref, geometry, next);
            } else if key == "Enter" || key == " " || key == "Spacebar" {
                e.prevent_default();
                on_cell.emit(current);
            } else if key == "Escape" || key == "Esc" {
                e.prevent_default();
                on_cancel.emit(());
            }
        })
    };

    // ---- drag and drop ---------------------------------------------------------------------
    let to_view = {
        let svg_ref = svg_ref.clone();
        move |client_x: f64, client_y: f64| -> Option<Point> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let rect = svg.get_bounding_client_rect();
            client_to_view(
                view_box_t,
                rect.width(),
                rect.height(),
                Point {
                    x: client_x - rect.left(),
                    y: client_y - rect.top(),
                },
            )
        }
    };
    let onpointermove = {
        let drag = drag.clone();
        let drag_at = drag_at.clone();
        let on_drag_start = props.on_drag_start.clone();
        let to_view = to_view.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let Some(from) = d.from else { return };
            if e.pointer_id() != d.pointer {
                return;
            }
            let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
            let (Some(p), Some(p0)) = (to_view(x, y), to_view(d.start.0, d.start.1)) else {
                return;
            };
            if !d.dragging && p.distance(p0) > DRAG_THRESHOLD {
                d.dragging = true;
                // Capture only now: a plain click must still reach the peg it pressed.
                if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                    let _ = svg.set_pointer_capture(e.pointer_id());
                }
                on_drag_start.emit(from);
            }
            if d.dragging {
                e.prevent_default();
                drag_at.set(Some((from, ((p.x * 1000.0) as i64, (p.y * 1000.0) as i64))));
            }
        })
    };
    let end_drag = {
        let drag = drag.clone();
        let drag_at = drag_at.clone();
        let on_drop = props.on_drop.clone();
        let to_view = to_view.clone();
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
                drag_at.set(None);
                if drop {
                    if let Some(p) = to_view(f64::from(e.client_x()), f64::from(e.client_y())) {
                        let hex = layout.hex_at(p);
                        if let Some(to) = geometry.cell_at(hex) {
                            if layout.point(hex).distance(p) < 0.6 {
                                on_drop.emit((from, to));
                            }
                        }
                    }
                }
            }
        }
    };
    let onpointerup = {
        let end_drag = end_drag.clone();
        Callback::from(move |e: PointerEvent| end_drag(e, true))
    };
    let onpointercancel = Callback::from(move |e: PointerEvent| end_drag(e, false));
    // Holes and pegs are found from the event's target (`data-cell`), so that one handler on
    // the board serves them all instead of a handful of listeners per hole.
    let cell_at = move |e: &Event, selector: &str| -> Option<Cell> {
        let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
        cell_of(geometry, &target, selector)
    };
    // A click right after a drag is the drag's own release: swallow it.
    let onclick = {
        let drag = drag.clone();
        let on_cell = props.on_cell.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(cell) = cell_at(&e, "[data-cell]") else {
                return;
            };
            if !std::mem::take(&mut drag.borrow_mut().suppress_click) {
                on_cell.emit(cell);
            }
        })
    };

    // Every press starts a new gesture: a stale "swallow the next click" must not survive it.
    // A press on a movable peg may become a drag.
    let onpointerdown = {
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            if d.from.is_none() {
                d.suppress_click = false;
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
                };
            }
        })
    };
    // Only a hop destination under the pointer (or keyboard focus) changes the drawing (its
    // path shows): other holes leave `hover` at `None`, so moving across the board does not
    // re-render it.
    let hop_at = {
        let dests = props.dests.clone();
        move |cell: Option<Cell>| cell.filter(|&c| dests.iter().any(|d| d.cell == c && d.hop))
    };
    // pointerover/out bubble (Yew delegates events), unlike pointerenter/leave.
    let onpointerover = {
        let hover = hover.clone();
        let hop_at = hop_at.clone();
        Callback::from(move |e: PointerEvent| hover.set(hop_at(cell_at(&e, "g.hole"))))
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
        Callback::from(move |e: FocusEvent| {
            if let Some(cell) = cell_at(&e, "g.hole") {
                cursor.set(Some(cell));
                hover.set(hop_at(Some(cell)));
            }
        })
    };

    // ---- drawing ---------------------------------------------------------------------------
    let star = svg_points(&layout.star_outline(side, STAR_MARGIN));
    let areas = Areas::get(props.size, props.pegs_option);
    let triangles = Triangle::ALL.iter().map(|&t| {
        let corners = triangle_corners(geometry, areas.point(t));
        let pts = svg_points(&layout.triangle_outline(corners, 0.42));
        let class = match props.triangle_colours[t.index()] {
            Some(c) => classes!("triangle", format!("colour-{c}")),
            None => classes!("triangle", "unused"),
        };
        html! { <polygon {class} points={pts} /> }
    });

    let goal_marks = props.goal_marks.iter().map(|&(goal, colour, shape)| {
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

    let dest_of = |c: Cell| props.dests.iter().find(|d| d.cell == c);
    let holes = geometry.cells().map(|cell| {
        let hex = geometry.hex(cell);
        let p = layout.point(hex);
        let name = geometry.name(cell).to_string();
        let mut class = classes!("hole");
        if props.selected == Some(cell) {
            class.push("selected");
        }
        match dest_of(cell) {
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
        if cursor.is_some() && cell == cursor_cell {
            class.push("cursor");
        }
        let label = props
            .labels
            .get(cell.index())
            .cloned()
            .unwrap_or_else(|| AttrValue::from(name.clone()));
        let tabindex = if cell == cursor_cell { "0" } else { "-1" };
        let is_dest = dest_of(cell);
        // The ring only where it can show: selection, destinations, the keyboard cursor.
        let ring = props.selected == Some(cell) || is_dest.is_some() || cell == cursor_cell;
        let at = format!("translate({} {})", svg_number(p.x), svg_number(p.y));
        html! {
            <g key={name.clone()} {class} data-q={hex.q.to_string()} data-r={hex.r.to_string()}
               data-cell={name} role="button" {tabindex} aria-label={label} transform={at}>
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

    let hop_path = (*hover)
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

    let pegs = props.pegs.iter().map(|peg| {
        let cell = peg.cell;
        let name = geometry.name(cell).to_string();
        let mut p = layout.point(geometry.hex(cell));
        let mut class = classes!("peg");
        let mut style = String::new();
        if let Some((end, at, ms)) = animating {
            if end == cell {
                p = layout.point(geometry.hex(at));
                class.push("moving");
                style = format!("transition-duration: {ms}ms; ");
            }
        }
        if let Some((from, (x, y))) = *drag_at {
            if from == cell {
                p = Point {
                    x: x as f64 / 1000.0,
                    y: y as f64 / 1000.0,
                };
                class.push("dragging");
            }
        }
        style.push_str(&format!(
            "transform: translate({}px, {}px)",
            svg_number(p.x),
            svg_number(p.y)
        ));
        match (peg.colour, peg.seat) {
            (Some(colour), Some(seat)) => {
                if props.movable.contains(&cell) {
                    class.push("movable");
                }
                class.push(format!("colour-{colour}"));
                html! {
                    <g key={peg.id} {class} data-player={seat.index().to_string()}
                       data-colour={colour.to_string()} data-marker={peg.marker.to_string()}
                       data-cell={name} {style} aria-hidden="true">
                        <ellipse class="shadow" cx="0.05" cy="0.09" rx="0.39" ry="0.351" />
                        <circle class="body" r="0.39" fill={format!("url(#peg-{colour})")} />
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

    let animating_attr = if animating.is_some() { "true" } else { "false" };
    html! {
        <svg class="board" viewBox={view_box} xmlns="http://www.w3.org/2000/svg" ref={svg_ref}
             role="group" aria-label={props.label.clone()} data-animating={animating_attr}
             {onkeydown} {onclick} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}
             {onpointerover} {onpointerout} {onfocusin}>
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
            <g class="holes">{ for holes }</g>
            <g class="pegs">{ for pegs }</g>
            { for hop_path }
        </svg>
    }
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

/// The outline of marker `shape` (`0..6`), about 0.3 across, centred on the origin.
fn marker_path(shape: u8) -> &'static str {
    match shape {
        0 => "M0,-0.15 L0.15,0 L0,0.15 L-0.15,0 Z",              // diamond
        1 => "M-0.12,-0.12 H0.12 V0.12 H-0.12 Z",                 // square
        2 => "M0,-0.16 L0.14,0.1 L-0.14,0.1 Z",                    // triangle
        3 => "M-0.05,-0.16 H0.05 V-0.05 H0.16 V0.05 H0.05 V0.16 H-0.05 V0.05 H-0.16 V-0.05 H-0.05 Z", // plus
        4 => "M0,0.16 L0.14,-0.1 L-0.14,-0.1 Z",                   // inverted triangle
        _ => "M-0.15,0 A0.15,0.15 0 1,0 0.15,0 A0.15,0.15 0 1,0 -0.15,0 M-0.07,0 A0.07,0.07 0 1,1 0.07,0 A0.07,0.07 0 1,1 -0.07,0 Z", // ring
    }
}

/// The marker of colour `colour` as a small standalone SVG (for the side panel).
pub fn swatch(colour: u8) -> Html {
    html! {
        <svg class={classes!("swatch", format!("colour-{colour}"))} viewBox="-0.45 -0.45 0.9 0.9" aria-hidden="true">
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
    crate::engine::sort::heap_sort_by(&mut sorted, |a, b| dist(b).total_cmp(&dist(a)));
    [sorted[0], sorted[1], sorted[2]]
}
