//! The board: a controlled SVG component with no game logic inside.
//!
//! It receives the pegs, the selection, the legal destinations (with their hop paths), the last
//! move, a hint, an arrow and the move to animate, and reports what the user did: a hole
//! activated (click, tap, Enter/Space), a drag started and a peg dropped, Escape. The DOM
//! contract the tests rely on:
//!
//! - every hole is a `<g class="hole">` with `data-q`, `data-r` (axial coordinates),
//!   `data-cell` (the cell's name, e.g. `e5`) and an `aria-label` (name, what stands there,
//!   "legal destination" …);
//! - every peg is a `<g class="peg">` with `data-player` (0-based seat), `data-cell` (its hole;
//!   already the destination while a move animates), `data-colour` and `data-marker`; inert pegs have
//!   `class="peg inert"` and no `data-player`;
//! - highlights are classes on the hole: `selected`, `move-dest` plus `step` or `hop`,
//!   `last-move`, `hint`, `cursor` (the keyboard cursor), and while learning from a mistake
//!   `erred` (where the peg that erred started) and `hint-peg` (the best move's peg, once shown);
//! - the other moves of the round before it are `<polyline class="round-path colour-N"
//!   data-age>` in their seats' colours, fainter with age, under it;
//! - the last move's whole path is a `<polyline class="last-path">` under the pegs (until the
//!   next move), an arrow from a peg to a destination (`arrow`, e.g. the engine's best move) a
//!   `<line class="best-arrow">` above them;
//! - the hovered (or keyboard-focused, or once tapped) hop destination's path is a
//!   `<polyline class="hop-path">`, above the pegs;
//! - a move shown before it is played (its name pointed at or focused in the side panel, or a
//!   best move picked) is a `<polyline class="preview-path">`, above the pegs, letting clicks
//!   through;
//! - with coordinates on, a `<g class="coordinates" aria-hidden="true">` holds the row letters
//!   (`text.row`) at both ends of every row and the column numbers (`text.column`) over the
//!   widest rows, off the holes, letting clicks through;
//! - while a peg is dragged it has the class `dragging` (on a touch screen also `lifted`: drawn
//!   larger, above the finger) and a `<circle class="drop-target">` marks where it would land;
//! - while the board is zoomed, a `<g class="zoom-reset" role="button">` shows it whole again;
//! - the `<svg class="board">` has `data-animating="true"` while a move animates, and
//!   `data-zoom` (the zoom factor, `1` when not zoomed), and `data-follows` (the selection whose
//!   view is settled: after a finger selects a peg, the view may zoom towards it).
//!
//! Every gesture is decided by the pure machine [`crate::app::gesture`]; this component only
//! turns DOM events into its inputs (client pixels to board units through
//! [`client_to_view`] with the machine's view box, so that zooming never moves a tap off its
//! hole), reports the events it returns and draws its state. Touch: a tap goes to the hole it
//! is meant for, a move is two taps (hops too), a finger's selection zooms the view until its
//! destinations are large enough targets, a drop snaps the same way; two fingers zoom and pan
//! the board. Mouse clicks
//! play at once, and a mouse or pen hovering shows the path.
//!
//! Keyboard: the board is one Tab stop (roving `tabindex` on the cursor hole); arrow keys move
//! the cursor ([`crate::app::nav`]), N and P jump between the pegs that can move, Enter/Space
//! activates the hole, Escape cancels — also when the focus is elsewhere on the page (not in a
//! dialog or a text field). The cursor (`cursor`) shows only while the keyboard is in use: a
//! pointer press hides it, a key press shows it again.
//!
//! Rendering is split so that what did not change is not rebuilt: the wood, triangles and
//! gradients (made once per board and seating), the holes (`Holes`) and the pegs (`Pegs`,
//! components with their own props) are apart, so an animation step or a drag redraws only the
//! pegs, and hovering only the hop path. The strings of every hole (name, coordinates,
//! position) are made once per board size (`CellText`).

mod machine;
mod pieces;

use machine::{
    busy, cell_at, cell_of, focus_hole, focused_hole, in_zoom_reset, use_gesture, Board, Machine,
};
pub use pieces::swatch;
use pieces::{background, best_arrow, coordinates, zoom_reset_button, Holes, Pegs};

use std::cell::Cell as StdCell;
use std::rc::Rc;
use std::time::Duration;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::gesture::{BoardEvent, Ghost, PointerKind};
use crate::app::layout::{
    svg_number, svg_points, view_scale, Layout, Point, ViewBox, PIT_RADIUS, STAR_MARGIN,
    STAR_SHADOWS, WOOD,
};
use crate::app::palette::MARKERS;
use crate::app::seats::Colour;
pub use crate::app::view::PegView;
use crate::app::view::{GoalMark, RoundTrace};
// The timing of a move's animation (its sounds keep time with it).
use crate::app::sound::{step_ms, START_MS};
use crate::app::state::Destination;
use crate::engine::Pegs as PegsOption;
use crate::engine::{Areas, BoardSize, Cell, Geometry, Triangle};

// Sizes in the markup are in hole spacings: a hole's pit has radius 0.24, its ring (and hit
// area) 0.45, a peg 0.39.
/// A peg dragged by a finger is drawn this much larger.
const LIFT_SCALE: &str = "1.35";
/// The zoom reset button's radius (in hole spacings of the whole board) and its label when the
/// board is given none.
const ZOOM_RESET_RADIUS: f64 = 0.8;
const ZOOM_RESET_LABEL: &str = "Show the whole board";
/// `data-player`, `data-colour` and `data-marker` values.
const DIGITS: [&str; 6] = ["0", "1", "2", "3", "4", "5"];

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
    pub triangle_colours: [Option<Colour>; 6],
    /// The selected peg's hole.
    #[prop_or_default]
    pub selected: Option<Cell>,
    /// Legal destinations of the selected peg.
    #[prop_or_default]
    pub dests: Rc<[Destination]>,
    /// Holes of the last move.
    #[prop_or_default]
    pub last_move: Rc<[Cell]>,
    /// The last move's whole path (start, each hole it hopped to, end), drawn as a line under
    /// the pegs; empty for none.
    #[prop_or_default]
    pub last_path: Rc<[Cell]>,
    /// The other moves of the round before the last move, oldest first: each drawn as its
    /// path in its seat's colour under the last move's, fainter with age.
    #[prop_or_default]
    pub round: Rc<[RoundTrace]>,
    /// A suggested move (from, to).
    #[prop_or_default]
    pub hint: Option<(Cell, Cell)>,
    /// An arrow from a peg to a destination (from, to), above the pegs: the engine's best move.
    #[prop_or_default]
    pub arrow: Option<(Cell, Cell)>,
    /// While learning from a mistake: the hole the peg that erred started from.
    #[prop_or_default]
    pub erred: Option<Cell>,
    /// While learning, once shown: the hole of the best move's peg.
    #[prop_or_default]
    pub hint_peg: Option<Cell>,
    /// The move to animate.
    #[prop_or_default]
    pub animation: Option<AnimationView>,
    /// A move shown before it is played (its name pointed at, or a best move picked): its
    /// path, drawn above the pegs; empty for none.
    #[prop_or_default]
    pub preview: Rc<[Cell]>,
    /// Whether the row letters and column numbers are drawn along the board's edge.
    #[prop_or_default]
    pub coordinates: bool,
    /// Armies whose goal shows their marker (with multiple sets, where a player's armies head
    /// for different goals).
    #[prop_or_default]
    pub goal_marks: Rc<[GoalMark]>,
    /// Accessible label of each hole, by cell index.
    #[prop_or_default]
    pub labels: Rc<[AttrValue]>,
    /// Accessible label of the board.
    #[prop_or_default]
    pub label: AttrValue,
    /// Accessible label of the button that shows the whole board again after zooming.
    #[prop_or_default]
    pub zoom_reset_label: AttrValue,
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
    /// Changes when another game replaces the one on the board (the keyboard cursor starts
    /// again from its pegs).
    #[prop_or_default]
    pub game: u32,
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
    let text = use_memo(props.size, |&size| CellText::new(size));
    let coordinate_labels = use_memo(props.size, |&size| coordinates(size));
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
    let (state, redraw) = use_gesture();
    let machine = Machine {
        state,
        redraw,
        board: Board {
            geometry,
            movable: props.movable.clone(),
            dests: props.dests.clone(),
            selected: props.selected,
        },
        on_cell: props.on_cell.clone(),
        on_drag_start: props.on_drag_start.clone(),
        on_drop: props.on_drop.clone(),
        on_cancel: props.on_cancel.clone(),
    };
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
                let per = step_ms(a.path.len());
                // A new move starts at step 0 without a render of its own (see `animating`).
                yew::platform::spawn_local(async move {
                    yew::platform::time::sleep(Duration::from_millis(u64::from(START_MS))).await;
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
        (idx + 1 < a.path.len()).then(|| (end, a.path[idx], step_ms(a.path.len())))
    });

    // ---- a finger's selection: the view zooms to make its targets large enough -------------
    {
        let machine = machine.clone();
        let svg_ref = svg_ref.clone();
        use_effect_with((props.selected, props.dests.clone()), move |_| {
            let offer = machine.board.offer();
            let px = svg_ref.cast::<web_sys::Element>().and_then(|svg| {
                let rect = svg.get_bounding_client_rect();
                view_scale(offer.full_view(), rect.width(), rect.height())
            });
            if let Some(px) = px {
                machine.run(|g, offer| (g.follow_selection(offer, px), None));
            }
            || ()
        });
    }

    // ---- Escape anywhere on the page cancels a selection ------------------------------------
    {
        let machine = machine.clone();
        use_effect_with(
            (props.selected, props.on_cancel.clone()),
            move |(selected, _)| {
                let document = web_sys::window().and_then(|w| w.document());
                let listener = document.filter(|_| selected.is_some()).map(|document| {
                    EventListener::new(&document.clone(), "keydown", move |e| {
                        let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                            return;
                        };
                        let escape = matches!(e.key().as_str(), "Escape" | "Esc");
                        let chord = e.ctrl_key() || e.alt_key() || e.meta_key();
                        // (The board's own keys, and a dialog's, have taken it already.)
                        if escape && !chord && !e.default_prevented() && !busy(&document) {
                            machine.run(|g, offer| g.escape(offer));
                        }
                    })
                });
                move || drop(listener)
            },
        );
    }

    // ---- keyboard ---------------------------------------------------------------------------
    let onkeydown = {
        let machine = machine.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let activate = matches!(e.key().as_str(), "Enter" | " " | "Spacebar");
            if activate && in_zoom_reset(&e) {
                e.prevent_default();
                machine.run(|g, _| (g.reset_zoom(), None));
                return;
            }
            let before = machine.now();
            let offer = machine.board.offer();
            let plain = !(e.ctrl_key() || e.alt_key() || e.meta_key());
            let Some(step) = before.key(&e.key(), &e.code(), plain, &offer) else {
                return;
            };
            e.prevent_default();
            let moved = step.0.cursor(&offer) != before.cursor(&offer);
            let cursor = step.0.cursor(&offer);
            machine.commit(step.0, step.1);
            if moved {
                focus_hole(&svg_ref, geometry, cursor);
            }
        })
    };

    // ---- pointer: taps, clicks, drag and drop, zoom ------------------------------------------
    let onpointerdown = {
        let machine = machine.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() != "mouse" {
                // No emulated mouse events: a finger does not focus (and so redraw) the hole
                // under it, which would cost the tap its click.
                e.prevent_default();
            }
            if let Some(p) = machine.pointer(&svg_ref, &e) {
                machine.run(|g, offer| g.down(p, e.button() == 0, offer));
            }
        })
    };
    let onpointermove = {
        let machine = machine.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            // Moves of pointers that pressed nothing (hovering) are not the machine's.
            if !machine.state.borrow().tracks(e.pointer_id()) {
                return;
            }
            if e.pointer_type() == "mouse" && e.buttons() == 0 {
                // Released where the board did not see it (outside, before a drag began).
                machine.run(|g, _| g.cancel(e.pointer_id()));
                return;
            }
            let Some(p) = machine.pointer(&svg_ref, &e) else {
                return;
            };
            if let Some(BoardEvent::DragStart(_)) = machine.run(|g, offer| g.moved(p, offer)) {
                // Capture only now: a plain click must still reach the peg it pressed.
                if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                    let _ = svg.set_pointer_capture(e.pointer_id());
                }
            }
            let g = machine.state.borrow();
            if g.dragging() || g.pinching() {
                e.prevent_default();
            }
        })
    };
    let onpointerup = {
        let machine = machine.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(p) = machine.pointer(&svg_ref, &e) {
                machine.run(|g, offer| g.up(p, offer));
            }
        })
    };
    let onpointercancel = {
        let machine = machine.clone();
        Callback::from(move |e: PointerEvent| {
            machine.run(|g, _| g.cancel(e.pointer_id()));
        })
    };
    // Holes and pegs are found from the event's target (`data-cell`), so that one handler on
    // the board serves them all instead of a handful of listeners per hole.
    let onclick = {
        let machine = machine.clone();
        Callback::from(move |e: MouseEvent| {
            if in_zoom_reset(&e) {
                machine.run(|g, _| (g.reset_zoom(), None));
            } else {
                let target = cell_at(geometry, &e, "[data-cell]");
                machine.run(|g, offer| g.click(target, offer));
            }
        })
    };
    // pointerover/out bubble (Yew delegates events), unlike pointerenter/leave. Only a hop
    // destination under a mouse or pen changes the drawing (its path shows).
    let onpointerover = {
        let machine = machine.clone();
        Callback::from(move |e: PointerEvent| {
            let kind = PointerKind::from_dom(&e.pointer_type());
            let cell = cell_at(geometry, &e, "g.hole");
            machine.run(|g, offer| (g.hover(kind, cell, offer), None));
        })
    };
    let onpointerout = {
        let machine = machine.clone();
        Callback::from(move |e: PointerEvent| {
            let kind = PointerKind::from_dom(&e.pointer_type());
            let next = e
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| cell_of(geometry, &t, "g.hole"));
            machine.run(|g, offer| (g.hover(kind, next, offer), None));
        })
    };
    let onfocusin = {
        let machine = machine.clone();
        Callback::from(move |e: FocusEvent| {
            if let Some(cell) = cell_at(geometry, &e, "g.hole") {
                // Focus from the keyboard (Tab) shows the cursor; from a pointer it does not.
                let from_keyboard = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|t| t.matches(":focus-visible").unwrap_or(false));
                machine.run(|g, offer| (g.focus(cell, from_keyboard, offer), None));
            }
        })
    };

    // ---- drawing ---------------------------------------------------------------------------
    let g = machine.now();
    let offer = machine.board.offer();

    // ---- another game: the cursor starts again from its pegs -----------------------------------
    {
        let machine = machine.clone();
        use_effect_with(props.game, move |_| {
            machine.run(|g, _| (g.new_game(), None));
        });
    }

    // ---- keyboard focus follows the cursor ---------------------------------------------------
    // (It moves without a key when the pegs that can move come after the focus: a card closed
    // over the board, the computer's move.)
    {
        let svg_ref = svg_ref.clone();
        use_effect_with(
            (g.cursor(&offer), g.shows_cursor()),
            move |&(cursor, keyboard)| {
                let focused = focused_hole(&svg_ref, geometry);
                if keyboard && focused.is_some_and(|c| c != cursor) {
                    focus_hole(&svg_ref, geometry, cursor);
                }
            },
        );
    }
    let view = g.view_box(&offer);
    let zoom = g.zoom();
    let at = |c: Cell| layout.point(geometry.hex(c));
    let polyline = |class: &'static str, cells: &[Cell]| {
        let pts: Vec<Point> = cells.iter().map(|&c| at(c)).collect();
        html! { <polyline {class} points={svg_points(&pts)} /> }
    };
    let hop_path = g.hop_path(&offer).map(|d| polyline("hop-path", &d.path));
    let preview = (props.preview.len() >= 2).then(|| polyline("preview-path", &props.preview));
    let coordinates = props.coordinates.then(|| (*coordinate_labels).clone());
    let last_path = (props.last_path.len() >= 2).then(|| polyline("last-path", &props.last_path));
    let round: Html = props
        .round
        .iter()
        .filter(|r| r.path.len() >= 2)
        .map(|r| {
            let pts: Vec<Point> = r.path.iter().map(|&c| at(c)).collect();
            let class = format!("round-path colour-{}", r.colour.index());
            // Fainter with age: the move before the last at 0.7, each older one less.
            let opacity = svg_number((0.8 - 0.12 * r.age as f64).max(0.25));
            html! {
                <polyline {class} points={svg_points(&pts)} data-age={r.age.to_string()} opacity={opacity} />
            }
        })
        .collect();
    let ghost = g.ghost(&offer);
    // Where the dragged peg would land.
    let drop_mark = ghost.and_then(|g| g.drop).map(|to| {
        html! { <circle class="drop-target" r="0.5" transform={text.at[to.index()].clone()} /> }
    });
    let arrow = props
        .arrow
        .filter(|&(from, to)| from != to)
        .map(|(from, to)| best_arrow(at(from), at(to)));
    let zoom_reset = zoom.is_zoomed().then(|| {
        let label = if props.zoom_reset_label.is_empty() {
            AttrValue::from(ZOOM_RESET_LABEL)
        } else {
            props.zoom_reset_label.clone()
        };
        zoom_reset_button(view, zoom.scale, label)
    });

    let animating_attr = if animating.is_some() { "true" } else { "false" };
    html! {
        <svg class="board" viewBox={view_box_attr(view)} xmlns="http://www.w3.org/2000/svg" ref={svg_ref}
             role="group" aria-label={props.label.clone()} data-animating={animating_attr}
             data-zoom={svg_number(zoom.scale)}
             data-follows={g.follows().map(|c| geometry.name(c).to_string()).unwrap_or_default()}
             {onkeydown} {onclick} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}
             {onpointerover} {onpointerout} {onfocusin}>
            // (Every child keeps its place whether it is drawn or not: Yew matches unkeyed
            // children from the end, so a path or a mark appearing among flattened children
            // would rebuild every hole and peg.)
            { (*background).clone() }
            { coordinates.unwrap_or_default() }
            <Holes text={text.clone()} selected={props.selected} dests={props.dests.clone()}
                   last_move={props.last_move.clone()} hint={props.hint} erred={props.erred} hint_peg={props.hint_peg} focus={g.cursor(&offer)}
                   show_cursor={g.shows_cursor()} labels={props.labels.clone()} />
            <g class="round">{ round }</g>
            { last_path.unwrap_or_default() }
            { drop_mark.unwrap_or_default() }
            <Pegs text={text.clone()} pegs={props.pegs.clone()} movable={props.movable.clone()}
                  {animating} {ghost} />
            { arrow.unwrap_or_default() }
            { preview.unwrap_or_default() }
            { hop_path.unwrap_or_default() }
            { zoom_reset.unwrap_or_default() }
        </svg>
    }
}

/// A view box as the value of an SVG `viewBox` attribute.
fn view_box_attr((x, y, w, h): ViewBox) -> String {
    [x, y, w, h].map(svg_number).join(" ")
}
