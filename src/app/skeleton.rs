//! The empty board as static markup, for the page to show while the game's code loads.
//!
//! `scripts/postbuild.mjs` puts [`page`] into `index.html` (and the single file), so that the
//! first paint already shows the board instead of a blank page. The game removes it when it
//! starts (`ui::start`) and renders the real board in the same place: the skeleton uses the
//! page's grid (`main.app`, `.board-area`, `.side`) and the board's own layout, outline and
//! `viewBox`, so nothing moves when the pegs appear. None of it matches the board's DOM
//! contract (no `svg.board`, no `data-cell`), so nothing that waits for the game's board
//! mistakes the skeleton for it.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::skeleton;
//! use sternhalma::engine::BoardSize;
//!
//! let html = skeleton::page(BoardSize::Four);
//! assert!(html.starts_with(r#"<main id="boot""#));
//! assert_eq!(html.matches(r#"<circle class="pit""#).count(), 121);
//! ```

use crate::app::layout::{
    svg_number, svg_points, Layout, PIT_RADIUS, STAR_MARGIN, STAR_SHADOWS, VIEW_MARGIN, WOOD,
};
use crate::engine::{BoardSize, Geometry};

/// The id of the skeleton's root element, which the game removes when it starts.
pub const ROOT_ID: &str = "boot";

/// The page's skeleton: the grid of the game page with the empty board of `size` in it.
pub fn page(size: BoardSize) -> String {
    format!(
        r#"<main id="{ROOT_ID}" class="app" aria-busy="true"><div class="board-area">{}</div><aside class="side"><p class="visually-hidden" role="status">Sternhalma <strong>…</strong></p></aside></main>"#,
        board(size)
    )
}

/// The empty board of `size`: the star, its shadow and one pit per hole, drawn exactly where
/// the game's board draws them.
pub fn board(size: BoardSize) -> String {
    let layout = Layout::default();
    let side = size.side();
    let star = svg_points(&layout.star_outline(side, STAR_MARGIN));
    let geometry = Geometry::get(size);
    let pits: String = geometry
        .cells()
        .map(|cell| {
            let p = layout.point(geometry.hex(cell));
            format!(
                r#"<circle class="pit" cx="{}" cy="{}" r="{PIT_RADIUS}"/>"#,
                svg_number(p.x),
                svg_number(p.y),
            )
        })
        .collect();
    let (cx, cy) = WOOD.centre;
    let stops: String = WOOD
        .stops
        .iter()
        .map(|(offset, colour)| {
            format!(r#"<stop offset="{offset}" style="stop-color: {colour}"/>"#)
        })
        .collect();
    let wood = format!(
        r#"<radialGradient id="{}" cx="{cx}" cy="{cy}" r="{}">{stops}</radialGradient>"#,
        WOOD.id, WOOD.radius
    );
    let shadows: String = STAR_SHADOWS
        .iter()
        .map(|(class, transform)| {
            format!(r#"<polygon class="{class}" points="{star}" transform="{transform}"/>"#)
        })
        .collect();
    format!(
        concat!(
            r#"<svg class="skeleton" viewBox="{view_box}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">"#,
            r#"<defs>{wood}</defs>{shadows}<polygon class="star" points="{star}"/>{pits}</svg>"#
        ),
        view_box = layout.view_box_attr(side, VIEW_MARGIN),
        wood = wood,
        shadows = shadows,
        star = star,
        pits = pits,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_pit_per_hole_on_every_board_size() {
        for size in BoardSize::ALL {
            let html = board(size);
            assert_eq!(
                html.matches("<circle").count(),
                size.holes(),
                "{size:?}: {html}"
            );
        }
    }

    #[test]
    fn pits_sit_on_the_holes_and_inside_the_view_box() {
        let layout = Layout::default();
        let geometry = Geometry::get(BoardSize::Four);
        let html = board(BoardSize::Four);
        let (x, y, w, h) = layout.view_box(4, VIEW_MARGIN);
        for cell in geometry.cells() {
            let p = layout.point(geometry.hex(cell));
            let circle = format!(r#"cx="{}" cy="{}""#, svg_number(p.x), svg_number(p.y));
            assert!(html.contains(&circle), "{circle}");
            assert!(p.x > x && p.x < x + w && p.y > y && p.y < y + h);
        }
    }

    #[test]
    fn the_page_is_well_formed_enough_to_parse() {
        // Every element opened is closed (or self-closing), so the HTML parser keeps the
        // skeleton inside <main> whatever follows it.
        let html = page(BoardSize::Four);
        for tag in ["main", "div", "aside", "svg", "defs", "radialGradient"] {
            assert_eq!(
                html.matches(&format!("<{tag} ")).count()
                    + html.matches(&format!("<{tag}>")).count(),
                html.matches(&format!("</{tag}>")).count(),
                "{tag}"
            );
        }
        assert_eq!(html.matches("<polygon").count(), 3);
        assert!(
            !html.contains("data-player"),
            "no pegs: the game's own links decide them"
        );
    }
}
