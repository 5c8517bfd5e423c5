//! The board's drawn pieces: the wood and the start areas, the holes, the pegs, the best move's
//! arrow, the coordinates, the zoom reset button, and the colour swatches the side panel shows.

use super::*;
use crate::app::layout::triangle_corners;
use crate::app::view::coordinates::{board_coordinates, Axis};

/// What does not change while playing: gradients, the wood, the coloured start areas (the
/// triangles, or the 15-hole areas of the 15-peg game) and, with multiple sets, the goals'
/// markers.
pub(super) fn background(
    size: BoardSize,
    pegs: PegsOption,
    triangle_colours: [Option<Colour>; 6],
    goal_marks: &[GoalMark],
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
            Some(c) => classes!("triangle", colour_class(c)),
            None => classes!("triangle", "unused"),
        };
        html! { <polygon {class} points={pts} /> }
    });
    let goal_marks = goal_marks.iter().map(|mark| {
        let (goal, shape) = (mark.goal, mark.marker);
        let cells = geometry.triangle(goal);
        let n = cells.len().max(1) as f64;
        let (x, y) = cells.iter().fold((0.0, 0.0), |(x, y), c| {
            let p = layout.point(geometry.hex(c));
            (x + p.x / n, y + p.y / n)
        });
        html! {
            <path class="goal-mark" d={marker_path(shape)} fill-rule="evenodd"
                  style={format!("fill: var(--army-{})", mark.colour.index())}
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
                <marker id="best-arrow-head" viewBox="0 0 10 10" refX="6" refY="5"
                        markerWidth="3" markerHeight="3" orient="auto">
                    <path class="best-arrow-head" d="M0,0L10,5L0,10Z" />
                </marker>
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
pub(super) struct HolesProps {
    pub(super) text: Rc<CellText>,
    pub(super) selected: Option<Cell>,
    pub(super) dests: Rc<[Destination]>,
    pub(super) last_move: Rc<[Cell]>,
    pub(super) hint: Option<(Cell, Cell)>,
    pub(super) erred: Option<Cell>,
    pub(super) hint_peg: Option<Cell>,
    /// The hole that takes keyboard focus (`tabindex="0"`).
    pub(super) focus: Cell,
    /// Whether `focus` shows as the keyboard cursor.
    pub(super) show_cursor: bool,
    pub(super) labels: Rc<[AttrValue]>,
}

/// Every hole with its highlights (`<g class="holes">`).
#[component]
pub(super) fn Holes(props: &HolesProps) -> Html {
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
        if props.erred == Some(cell) {
            class.push("erred");
        }
        if props.hint_peg == Some(cell) {
            class.push("hint-peg");
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
        // The ring only where it can show: selection, destinations, the keyboard cursor, the
        // pegs marked while learning.
        let marked = props.erred == Some(cell) || props.hint_peg == Some(cell);
        let ring = selected || is_dest.is_some() || focus || marked;
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
pub(super) struct PegsProps {
    pub(super) text: Rc<CellText>,
    pub(super) pegs: Rc<[PegView]>,
    pub(super) movable: Rc<[Cell]>,
    /// The animated peg: (its destination, where it is drawn now, ms per step).
    pub(super) animating: Option<(Cell, Cell, u32)>,
    pub(super) ghost: Option<Ghost>,
}

/// Every peg (`<g class="pegs">`).
#[component]
pub(super) fn Pegs(props: &PegsProps) -> Html {
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
            style = peg_style(g.at, g.lifted.then_some(LIFT_SCALE)).into();
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
                       data-colour={digit(colour.index())}
                       data-marker={digit(usize::from(peg.marker))}
                       data-cell={name} {style} aria-hidden="true">
                        <ellipse class="shadow" cx="0.05" cy="0.09" rx="0.39" ry="0.351" />
                        <circle class="body" r="0.39" fill={PEG_FILLS[colour.index()]} />
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
pub(super) const PEG_FILLS: [&str; 6] = [
    "url(#peg-0)",
    "url(#peg-1)",
    "url(#peg-2)",
    "url(#peg-3)",
    "url(#peg-4)",
    "url(#peg-5)",
];

/// The class of colour `c`.
pub(super) fn colour_class(c: Colour) -> &'static str {
    [
        "colour-0", "colour-1", "colour-2", "colour-3", "colour-4", "colour-5",
    ][c.index()]
}

/// A radial gradient giving the pegs of colour `i` their depth.
pub(super) fn gradient(i: usize) -> Html {
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
pub(super) fn marker(shape: u8) -> Html {
    html! { <path class="marker" d={marker_path(shape)} fill-rule="evenodd" /> }
}

/// The outline of marker `shape` (`0..6`, [`MARKERS`]), about 0.3 across, centred on the origin.
pub(super) fn marker_path(shape: u8) -> &'static str {
    MARKERS[usize::from(shape) % MARKERS.len()].path
}

/// The marker of colour `colour` as a small standalone SVG (for the side panel).
pub fn swatch(colour: Colour) -> Html {
    html! {
        <svg class={classes!("swatch", colour_class(colour))} viewBox="-0.45 -0.45 0.9 0.9" aria-hidden="true">
            <circle class="body" r="0.4" />
            { marker(colour.index() as u8) }
        </svg>
    }
}

/// The arrow from `from` to `to` (hole centres): a line with an arrowhead whose tip stops a
/// little short of the destination's centre.
pub(super) fn best_arrow(from: Point, to: Point) -> Html {
    let d = from.distance(to).max(1e-9);
    let start = from.lerp(to, 0.25 / d);
    let end = from.lerp(to, 1.0 - 0.2 / d);
    html! {
        <line class="best-arrow" x1={svg_number(start.x)} y1={svg_number(start.y)}
              x2={svg_number(end.x)} y2={svg_number(end.y)} marker-end="url(#best-arrow-head)" />
    }
}

/// The button that shows the whole board again, in the top right corner of the zoomed `view`,
/// the same size on screen whatever the zoom.
pub(super) fn zoom_reset_button(view: ViewBox, scale: f64, label: AttrValue) -> Html {
    let (x, y, w, _) = view;
    let inset = (ZOOM_RESET_RADIUS + 0.2) / scale;
    let transform = format!(
        "translate({} {}) scale({})",
        svg_number(x + w - inset),
        svg_number(y + inset),
        svg_number(1.0 / scale)
    );
    html! {
        <g class="zoom-reset" role="button" tabindex="0" aria-label={label} {transform}>
            <circle r={svg_number(ZOOM_RESET_RADIUS)} />
            <path d="M-0.42,-0.15V-0.42H-0.15M0.15,-0.42H0.42V-0.15M0.42,0.15V0.42H0.15M-0.15,0.42H-0.42V0.15" />
        </g>
    }
}

/// The row letters and column numbers along the board's edge
/// ([`crate::app::view::coordinates`]): hidden from screen readers (every hole says its name)
/// and letting clicks through.
pub(super) fn coordinates(size: BoardSize) -> Html {
    let labels = board_coordinates(size).into_iter().map(|l| {
        let class = match l.axis {
            Axis::Row => "row",
            Axis::Column => "column",
        };
        html! {
            <text {class} x={svg_number(l.at.x)} y={svg_number(l.at.y)}>{ l.text }</text>
        }
    });
    html! {
        <g class="coordinates" aria-hidden="true">{ for labels }</g>
    }
}
