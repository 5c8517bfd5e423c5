//! A Yew app that draws the standard board's 121 holes as SVG circles, and nothing else: what
//! any Yew page drawing a board costs to start, for the start-up benchmark to compare the
//! game with (scripts/bench-start.mjs).

use yew::prelude::*;

/// The 121 holes of the star (side 4), in axial coordinates: the hexagon of radius 4 and its
/// six triangles.
fn holes() -> Vec<(i32, i32)> {
    let mut holes = Vec::new();
    for q in -8..=8i32 {
        for r in -8..=8i32 {
            let s = -q - r;
            let inside = |a: i32, b: i32, c: i32| a <= 4 && b <= 4 && c <= 4;
            let star = (q.abs() <= 4 && r.abs() <= 4 && s.abs() <= 4)
                || (inside(q, r, s) && q.min(r).min(s) >= -8)
                || (inside(-q, -r, -s) && (-q).min(-r).min(-s) >= -8);
            if star {
                holes.push((q, r));
            }
        }
    }
    holes
}

#[component]
fn App() -> Html {
    let circles = holes().into_iter().map(|(q, r)| {
        let x = f64::from(q) + f64::from(r) / 2.0;
        let y = f64::from(r) * 0.866;
        html! { <circle class="hole" cx={x.to_string()} cy={y.to_string()} r="0.35" /> }
    });
    html! {
        <svg class="board" viewBox="-9 -8 18 16" width="600" height="540">{ for circles }</svg>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
