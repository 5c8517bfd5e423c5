//! The board as static markup, for the page to show while the game's code loads.
//!
//! `scripts/postbuild.mjs` puts [`page`] into `index.html` (and the single file), so that the
//! first paint already shows the board instead of a blank page. The game removes it when it
//! starts (`ui::start`) and renders the real board in the same place: the skeleton uses the
//! page's grid (`main.app`, `.board-area`, `.side`) and the board's own layout, outline and
//! `viewBox`, so nothing moves when the game takes over. None of it matches the board's DOM
//! contract (no `svg.board`, no `data-cell`, no `g.peg`, no `#welcome`), so nothing that waits
//! for the game's board mistakes the skeleton for it.
//!
//! What it shows depends on what the page will open, which a small inline script at its start
//! ([`script`]) decides before the first paint:
//!
//! - **a first visit** (no fragment in the address, no game of this browser in storage, so the
//!   page opens a new game, [`crate::app::games::open`]): the start position of that new game,
//!   its coloured triangles and pegs drawn as the game's board draws them, and the welcome card
//!   in the page's language, its buttons disabled until the game or the early board takes
//!   over. The script says so on the root element: `data-boot="en"` (or `da`, `bg`), and the
//!   stylesheet shows what is marked `first-visit` for that language only;
//! - **anything else** (a link, a saved game, storage that cannot be read, no JavaScript): the
//!   empty board, 121 pits, so that no other position is ever shown before the game's own.
//!
//! The early module (`app::early`, `ui::early`) may take this board before the game
//! does: it draws into the two empty layers `g.early-under` (under the pits) and `g.early-over`
//! (over everything), marks the board `data-early` (the stylesheet then hides what is marked
//! `first-visit` in it), and enables the welcome card's choices.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::skeleton;
//!
//! let html = skeleton::page();
//! assert!(html.starts_with("<script>"));
//! assert!(html.contains(r#"<main id="boot""#));
//! assert_eq!(html.matches(r#"<circle class="pit""#).count(), 121);
//! assert_eq!(html.matches(r#"<g class="skeleton-peg "#).count(), 20);
//! ```

mod welcome;

use welcome::FIRST_VISIT;

use crate::app::games::migrate::{GAME, NAMES, NOTICED};
use crate::app::games::GAMES;
use crate::app::i18n::{Lang, K};
use crate::app::layout::{
    svg_number, svg_points, triangle_corners, Layout, Point, PIT_RADIUS, STAR_MARGIN, STAR_SHADOWS,
    VIEW_MARGIN, WOOD,
};
use crate::app::markup::Markup;
use crate::app::palette::MARKERS;
use crate::app::pegs::pegs;
use crate::app::seats::Colour;
use crate::app::state::UiState;
use crate::app::view::BoardModel;
use crate::engine::{Areas, BoardSize, Geometry, Pegs, Triangle};

/// The id of the skeleton's root element, which the game removes when it starts.
pub const ROOT_ID: &str = "boot";

/// The key of this tab's game in `sessionStorage` (`ui::storage::TAB_GAME`, scoped).
const TAB_GAME: &str = "sternhalma.tab";
/// The player's language in `localStorage` (`ui::storage::LANG_KEY`).
const LANG_KEY: &str = "sternhalma.lang";

/// What a page with nothing to come back to opens: a new game, in its start position.
fn start_board() -> BoardModel {
    let state = UiState::opening(None, Vec::new());
    BoardModel::of(&state, Lang::En, &pegs(state.game()))
}

/// The page's skeleton: the [`script`] that decides what it shows, then the grid of the game
/// page with the board in it (and the page's heading, for screen readers), and the welcome
/// card in every language.
pub fn page() -> String {
    let cards: String = Lang::ALL.into_iter().map(welcome::card).collect();
    format!(
        r#"<script>{}</script><main id="{ROOT_ID}" class="app" aria-busy="true"><div class="board-area">{}</div><aside class="side"><h1 class="visually-hidden">Sternhalma</h1><p class="visually-hidden" role="status">Sternhalma <strong>…</strong></p>{waits}</aside>{cards}</main>"#,
        script(),
        board(&start_board()),
        waits = waits(),
    )
}

/// What the early board shows while a computer's turn waits for the game's module, in every
/// language (`.early-wait`, shown in the page's language while `#boot[data-early-wait]`).
fn waits() -> String {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let mut m = Markup::default();
            m.element(
                "p",
                &[("class", "early-wait muted"), ("lang", lang.tag())],
                lang.t(K::ScreenLoading),
            );
            m.finish()
        })
        .collect()
}

/// The inline script at the start of the skeleton. When this browser keeps no game (none in
/// `localStorage`, none of this tab in `sessionStorage`) it sets `data-fresh` on the root
/// element to the language the page will choose (the player's saved choice, else the
/// browser's: `ui::hooks::preferred_lang`; the early board, `app::early`, may then draw a
/// link's game); if the address has no fragment either (a first visit), `data-boot` too.
/// Storage that cannot be read marks nothing. The page's Content-Security-Policy allows it by
/// its hash (`scripts/postbuild.mjs`).
pub fn script() -> String {
    let keys = [GAMES, GAME, NAMES, NOTICED]
        .map(|k| format!("'{k}'"))
        .join(",");
    let lang = |tags: &[&str], lang: Lang| {
        let tags = tags.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>();
        format!("[{}].includes(t)?'{}'", tags.join(","), lang.tag())
    };
    let saved = Lang::ALL.map(|l| format!("'{}'", l.tag())).join(",");
    format!(
        concat!(
            "(()=>{{try{{",
            "const kept=(s,keys)=>{{for(let i=0;i<s.length;i++)if(keys.some(k=>s.key(i).startsWith(k)))return true;return false}};",
            "if(kept(localStorage,[{keys}])||kept(sessionStorage,['{tab}']))return;",
            "const s=(localStorage.getItem('{lang_key}')??'').trim();",
            "const t=([{saved}].includes(s)?s:navigator.language??'').split(/[-_]/)[0].toLowerCase();",
            "const d=document.documentElement.dataset;d.fresh={da}:{bg}:'en';",
            "if(location.hash.length<2)d.boot=d.fresh}}catch{{}}}})();"
        ),
        keys = keys,
        tab = TAB_GAME,
        lang_key = LANG_KEY,
        saved = saved,
        da = lang(&["da", "nb", "no", "nn"], Lang::Da),
        bg = lang(&["bg"], Lang::Bg),
    )
}

/// The board of `start`: the star, its shadow and one pit per hole, drawn exactly where the
/// game's board draws them; over them, marked `first-visit`, the start position's coloured
/// triangles and pegs.
pub fn board(start: &BoardModel) -> String {
    let layout = Layout::default();
    let side = start.size.side();
    let star = svg_points(&layout.star_outline(side, STAR_MARGIN));
    let geometry = Geometry::get(start.size);
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
            r#"<defs>{wood}{gradients}</defs>{shadows}<polygon class="star" points="{star}"/>"#,
            r#"<g class="{first}">{triangles}</g><g class="early-under"></g>{pits}<g class="{first}">{pegs}</g><g class="early-over"></g></svg>"#
        ),
        view_box = layout.view_box_attr(side, VIEW_MARGIN),
        wood = wood,
        gradients = gradients(start),
        shadows = shadows,
        star = star,
        first = FIRST_VISIT,
        triangles = triangles(start),
        pits = pits,
        pegs = peg_marks(start),
    )
}

/// The start areas in their seats' colours (`ui::board_view`'s background).
fn triangles(start: &BoardModel) -> String {
    triangle_marks(start.size, start.pegs_option, start.triangle_colours)
}

/// The start areas of a board of `size` with `pegs` pegs per army, each in its colour
/// (`None`: unused), as the board's background draws them.
pub(crate) fn triangle_marks(size: BoardSize, pegs: Pegs, colours: [Option<Colour>; 6]) -> String {
    let layout = Layout::default();
    let geometry = Geometry::get(size);
    let areas = Areas::get(size, pegs);
    Triangle::ALL
        .iter()
        .map(|&t| {
            let corners = triangle_corners(geometry, areas.point(t));
            let points = svg_points(&layout.triangle_outline(corners, 0.42));
            let class = match colours[t.index()] {
                Some(c) => format!("colour-{}", c.index()),
                None => "unused".to_owned(),
            };
            format!(r#"<polygon class="triangle {class}" points="{points}"/>"#)
        })
        .collect()
}

/// The gradients that give the pegs of each colour on the board their depth (the board's
/// `peg-N`).
fn gradients(start: &BoardModel) -> String {
    let used: Vec<usize> = start
        .pegs
        .iter()
        .filter_map(|p| p.colour.map(|c| c.index()))
        .collect();
    peg_gradients(used, "peg")
}

/// The gradient of each colour of `used` (indices, in any order, repeated or not), with the ids
/// `{prefix}-N`.
pub(crate) fn peg_gradients(mut used: Vec<usize>, prefix: &str) -> String {
    used.sort_unstable();
    used.dedup();
    used.iter()
        .map(|i| {
            format!(
                concat!(
                    r#"<radialGradient id="{prefix}-{i}" cx="35%" cy="30%" r="75%">"#,
                    r#"<stop offset="0%" style="stop-color: color-mix(in srgb, var(--army-{i}) 45%, white)"/>"#,
                    r#"<stop offset="65%" style="stop-color: var(--army-{i})"/>"#,
                    r#"<stop offset="100%" style="stop-color: color-mix(in srgb, var(--army-{i}) 60%, black)"/>"#,
                    "</radialGradient>"
                ),
                prefix = prefix,
                i = i
            )
        })
        .collect()
}

/// The pegs (`skeleton-peg colour-N`), drawn as the board's `g.peg` draws them: shadow, body,
/// marker, shine.
fn peg_marks(start: &BoardModel) -> String {
    let layout = Layout::default();
    let geometry = Geometry::get(start.size);
    start
        .pegs
        .iter()
        .map(|peg| {
            let at = layout.point(geometry.hex(peg.cell));
            peg_mark(at, peg.colour, peg.marker, "skeleton-peg", "peg", "")
        })
        .collect()
}

/// The SVG transform that puts a hole's marks (or a peg) at `at`.
pub(crate) fn translate(at: Point) -> String {
    format!("translate({} {})", svg_number(at.x), svg_number(at.y))
}

/// A peg at `at` of `colour` (`None`: inert) with `marker`, drawn as the board's `g.peg` draws
/// it (shadow, body, marker, shine), of class `class` (and `colour-N` or `inert`), its body
/// filled with the gradient `{gradient}-N`; `attrs` (` name="value"`…) go on its group.
pub(crate) fn peg_mark(
    at: Point,
    colour: Option<Colour>,
    marker: u8,
    class: &str,
    gradient: &str,
    attrs: &str,
) -> String {
    let at = translate(at);
    let shadow = r#"<ellipse class="shadow" cx="0.05" cy="0.09" rx="0.39" ry="0.351"/>"#;
    match colour {
        Some(c) => format!(
            concat!(
                r#"<g class="{class} colour-{i}" transform="{at}"{attrs}>{shadow}"#,
                r#"<circle class="body" r="0.39" fill="url(#{gradient}-{i})"/>"#,
                r#"<path class="marker" d="{marker}" fill-rule="evenodd"/>"#,
                r#"<ellipse class="shine" cx="-0.12" cy="-0.15" rx="0.13" ry="0.08"/></g>"#
            ),
            class = class,
            i = c.index(),
            at = at,
            attrs = attrs,
            shadow = shadow,
            gradient = gradient,
            marker = MARKERS[usize::from(marker) % MARKERS.len()].path,
        ),
        None => format!(
            r#"<g class="{class} inert" transform="{at}"{attrs}>{shadow}<circle class="body" r="0.39"/></g>"#
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_pit_per_hole_and_one_peg_per_peg_of_the_start() {
        let start = start_board();
        assert_eq!(start.size, BoardSize::default());
        let html = board(&start);
        assert_eq!(
            html.matches("<circle class=\"pit\"").count(),
            start.size.holes()
        );
        assert_eq!(
            html.matches("<g class=\"skeleton-peg ").count(),
            start.pegs.len()
        );
        assert_eq!(html.matches("<polygon class=\"triangle ").count(), 6);
    }

    #[test]
    fn pits_and_pegs_sit_on_the_holes_and_inside_the_view_box() {
        let layout = Layout::default();
        let start = start_board();
        let geometry = Geometry::get(start.size);
        let html = board(&start);
        let (x, y, w, h) = layout.view_box(start.size.side(), VIEW_MARGIN);
        let inside = |p: Point| p.x > x && p.x < x + w && p.y > y && p.y < y + h;
        for cell in geometry.cells() {
            let p = layout.point(geometry.hex(cell));
            let circle = format!(r#"cx="{}" cy="{}""#, svg_number(p.x), svg_number(p.y));
            assert!(html.contains(&circle), "{circle}");
            assert!(inside(p));
        }
        for peg in &start.pegs {
            let p = layout.point(geometry.hex(peg.cell));
            let colour = peg.colour.map(|c| c.index()).unwrap_or(9);
            let at = format!(
                r#"colour-{colour}" transform="translate({} {})""#,
                svg_number(p.x),
                svg_number(p.y)
            );
            assert!(html.contains(&at), "{at}");
        }
    }

    #[test]
    fn the_start_is_marked_first_visit_and_the_cards_come_in_every_language() {
        let html = page();
        // The triangles, the pegs and a card per language.
        assert_eq!(html.matches(&format!("class=\"{FIRST_VISIT}\"")).count(), 2);
        for lang in Lang::ALL {
            assert!(html.contains(&format!(r#"{FIRST_VISIT}" lang="{}""#, lang.tag())));
        }
        assert!(!html.contains("data-player") && !html.contains("data-cell"));
    }

    #[test]
    fn the_page_is_well_formed_enough_to_parse() {
        // Every element opened is closed (or self-closing), so the HTML parser keeps the
        // skeleton inside <main> whatever follows it.
        let html = page();
        for tag in [
            "main",
            "h1",
            "div",
            "aside",
            "svg",
            "defs",
            "radialGradient",
            "g",
            "dialog",
            "button",
            "script",
        ] {
            assert_eq!(
                html.matches(&format!("<{tag} ")).count()
                    + html.matches(&format!("<{tag}>")).count(),
                html.matches(&format!("</{tag}>")).count(),
                "{tag}"
            );
        }
        assert!(!script().contains("</"), "the script cannot end early");
    }

    #[test]
    fn the_script_names_every_key_of_a_kept_game() {
        let s = script();
        for key in [GAMES, GAME, NAMES, NOTICED, TAB_GAME, LANG_KEY] {
            assert!(s.contains(&format!("'{key}'")), "{key}: {s}");
        }
    }
}
