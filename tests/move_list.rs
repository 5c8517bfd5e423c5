//! The move list keeps the current row in view (`app::listview` on the rows of `app::tree`):
//! in long games with variations, nested ones among them, whatever moves the cursor — a step
//! either way, the start and the end, a jump to any row, new moves starting a variation — and
//! whatever the list's box shows, from a row to its whole share of the window.

mod common;

use common::{fresh, Rng};
use sternhalma::app::link::{decode, Link};
use sternhalma::app::listview::{Span, Viewport, GAP_PX, ROW_PX};
use sternhalma::app::tree::{NodeId, Tree};

/// The fixture `name`'s game as a tree, its cursor at the end (as a link opens it).
fn fixture(name: &str) -> Tree {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let Ok(Link::Game(link)) = decode(text.trim()) else {
        panic!("{name} holds a game link")
    };
    Tree::from_game(link.game)
}

/// Every node but the root, in row order.
fn nodes(tree: &Tree) -> Vec<NodeId> {
    tree.rows(0..usize::MAX).iter().map(|r| r.node).collect()
}

/// A move list as the page has it: its box measured, scrolled where the last reveal left it,
/// maybe in a holder that scrolls (the side panel, or the window).
struct List {
    view: Viewport,
    holder: Option<Holder>,
    /// Cursor moves followed.
    steps: usize,
}

/// What holds the list and scrolls: the list's box sits `at` px down its content, and it shows
/// `len` px of it from `top`.
#[derive(Clone, Copy, Debug)]
struct Holder {
    at: f64,
    len: f64,
    top: f64,
}

impl Holder {
    /// What it shows, in the coordinates of the list's box.
    fn sight(self) -> Span {
        Span::new(self.top - self.at, self.top - self.at + self.len)
    }
}

impl List {
    /// A list `height` px high (0: not measured yet) and `width` px wide in a window `window`
    /// px high, in `holder` if any.
    fn new(width: f64, height: f64, window: f64, holder: Option<Holder>) -> List {
        List {
            view: Viewport {
                top: 0.0,
                width,
                height,
                window_height: window,
                one_column: false,
            },
            holder,
            steps: 0,
        }
    }

    /// Follows the cursor of `tree` as the component does after a render, the browser keeping
    /// the scroll within the list, then checks that its row is whole in the box, rendered, and
    /// in the holder's sight; and that the holder scrolled only where the list could not show
    /// the row in the part of its box in sight.
    fn follow(&mut self, tree: &Tree, what: &str) {
        let view = Viewport {
            one_column: tree.variations() > 0,
            ..self.view
        };
        let (row, n) = (tree.row_of(tree.cursor()), tree.row_count());
        // The box as the page lays it out: its rows, up to 40% of the window or what it was
        // measured to show; a row every 36 px, 32 px high.
        let content = view.lines(n) as f64 * ROW_PX - GAP_PX;
        let cap = if view.height > 0.0 {
            view.height
        } else {
            0.4 * view.window_height
        };
        let visible = content.min(cap).max(0.0);
        let max = (content - visible).max(0.0);
        let (top, outer) = match self.holder {
            None => (view.reveal(row, n), 0.0),
            Some(h) => {
                let r = view.reveal_in(row, n, h.sight());
                (r.list, r.outer)
            }
        };
        if let Some(top) = top {
            assert!(top >= 0.0, "{what}: scrolled to {top}");
            // Past the end by less than a pixel at most (the box's height in whole pixels).
            assert!(top < max + 1.0, "{what}: scrolled to {top} of 0 to {max}");
            self.view.top = top.min(max);
        }
        let seen_before = self
            .holder
            .map(|h| h.sight().overlap(Span::new(0.0, visible)));
        if let Some(h) = self.holder.as_mut() {
            h.top += outer;
        }
        self.steps += 1;
        let view = Viewport {
            top: self.view.top,
            ..view
        };
        let Some(row) = row else {
            assert_eq!(view.top, 0.0, "{what}: the start shows the list's top");
            return;
        };
        // (Up to float rounding: a box of 337.6 px scrolled to its end.)
        let start = (row / view.columns()) as f64 * ROW_PX;
        let (start, end) = (start - view.top, start - view.top + ROW_PX - GAP_PX);
        assert!(
            start >= 0.0 && end <= visible + 1e-6,
            "{what}: row {row} of {n} at {start} to {end} in a box showing 0 to {visible}"
        );
        if let Some(h) = self.holder {
            let sight = h.sight();
            assert!(
                sight.contains(Span::new(start, end)),
                "{what}: row {row} at {start} to {end}, the holder shows {sight:?}"
            );
            // A row's height of the box in sight: the list did what it could first.
            if seen_before.is_some_and(|seen| seen >= ROW_PX - GAP_PX) && outer != 0.0 {
                assert!(
                    view.top == 0.0 || view.top >= max.floor(),
                    "{what}: the holder scrolled {outer} with the list at {} of 0 to {max}",
                    view.top
                );
            }
        }
        assert!(
            view.window(n).0.contains(&row),
            "{what}: row {row} is rendered"
        );
        let drawn = tree.rows(row..row + 1);
        assert!(drawn[0].current, "{what}: the row revealed is the cursor's");
        assert_eq!(drawn[0].node, tree.cursor());
    }
}

/// The boxes a list may have: unmeasured, a phone's (844 px high) and a laptop's (768 px)
/// share of the window, a box squeezed by the page, a box of one row; narrow (one column) and
/// wide (two); on its own, or in a holder showing 744 px with the box 563 px down it — the
/// box's top rows below the fold, its bottom rows above the top, or all of it out of sight.
fn lists() -> Vec<List> {
    let mut out = Vec::new();
    for width in [126.0, 300.0] {
        for (height, window) in [
            (0.0, 768.0),
            (0.0, 844.0),
            (337.0, 844.0),
            (307.0, 768.0),
            (180.0, 768.0),
            (36.0, 844.0),
        ] {
            // (The list is measured before it is revealed in a holder: in whole pixels.)
            let holders: &[Option<f64>] = if height > 0.0 {
                &[None, Some(0.0), Some(700.0), Some(2000.0)]
            } else {
                &[None]
            };
            for &top in holders {
                let holder = top.map(|top| Holder {
                    at: 563.0,
                    len: 744.0,
                    top,
                });
                out.push(List::new(width, height, window, holder));
            }
        }
    }
    out
}

/// Walks a game's tree the ways a player does, and has every list follow each step.
fn walk(mut tree: Tree, seed: u64) {
    let mut lists = lists();
    let mut rng = Rng::new(seed);
    let follow = |lists: &mut Vec<List>, tree: &Tree, what: &str| {
        for list in lists.iter_mut() {
            list.follow(tree, what);
        }
    };
    let n = tree.line().plies().len();
    follow(&mut lists, &tree, "the game loaded at its end");
    // Home, then step through the first moves (→).
    tree.first();
    follow(&mut lists, &tree, "Home");
    for i in 0..20 {
        tree.redo();
        follow(&mut lists, &tree, &format!("→ {i}"));
    }
    // A click on a row in the middle, then a variation of eight moves there.
    let middle = tree.line_node(n / 2).unwrap();
    tree.goto(middle).unwrap();
    follow(&mut lists, &tree, "a click in the middle");
    for i in 0..8 {
        tree.play(fresh(&tree, i + 1)).unwrap();
        follow(&mut lists, &tree, &format!("a variation's move {i}"));
    }
    let end_of_variation = tree.cursor();
    // Back out of it and into the main line before it (←), and forward again (→).
    for i in 0..12 {
        tree.undo();
        follow(&mut lists, &tree, &format!("← {i}"));
    }
    for i in 0..12 {
        tree.redo();
        follow(&mut lists, &tree, &format!("→ back {i}"));
    }
    // A variation of the variation, then one more of the main line earlier on.
    let inside = tree
        .parent(tree.parent(end_of_variation).unwrap().unwrap())
        .unwrap()
        .unwrap();
    tree.goto(inside).unwrap();
    follow(&mut lists, &tree, "a click inside the variation");
    for i in 0..3 {
        tree.play(fresh(&tree, i + 2)).unwrap();
        follow(&mut lists, &tree, &format!("a nested variation's move {i}"));
    }
    tree.goto(tree.line_node(n / 4).unwrap()).unwrap();
    tree.play(fresh(&tree, 5)).unwrap();
    follow(&mut lists, &tree, "a second variation");
    assert!(tree.variations() >= 3);
    tree.last();
    follow(&mut lists, &tree, "End");
    tree.first();
    follow(&mut lists, &tree, "Home again");
    // The main line's end (as learning goes to a mistake, anywhere).
    tree.goto(nodes(&tree)[..].last().copied().unwrap())
        .unwrap();
    follow(&mut lists, &tree, "the last row");
    // Jumps to any row, steps either way, each after the player scrolled the list anywhere.
    let all = nodes(&tree);
    for i in 0..300 {
        let what = match rng.below(4) {
            0 => {
                tree.undo();
                "←"
            }
            1 => {
                tree.redo();
                "→"
            }
            _ => {
                tree.goto(all[rng.below(all.len())]).unwrap();
                "a click"
            }
        };
        if rng.chance(30) {
            // The player scrolled the list anywhere it goes.
            for list in lists.iter_mut() {
                let view = Viewport {
                    one_column: true,
                    ..list.view
                };
                let n = tree.row_count();
                let max = view.lines(n) as f64 * ROW_PX - GAP_PX - view.shown(n).len();
                list.view.top = rng.below(max.max(0.0) as usize + 1) as f64;
                // And the panel around it anywhere from its top to well past the list.
                if let Some(h) = list.holder.as_mut() {
                    h.top = rng.below(2000) as f64;
                }
            }
        }
        follow(&mut lists, &tree, &format!("{what} {i}"));
    }
    for list in &lists {
        assert!(list.steps > 350);
    }
}

#[test]
fn a_hundred_move_game_with_variations_keeps_the_current_row_in_view() {
    walk(fixture("long-game-p2-100.txt"), 1);
}

#[test]
fn a_two_thousand_move_game_with_variations_keeps_the_current_row_in_view() {
    walk(fixture("long-game-2000.txt"), 2);
}

#[test]
fn a_six_player_game_with_variations_keeps_the_current_row_in_view() {
    walk(fixture("long-game-p6-100.txt"), 3);
}

#[test]
fn the_side_panel_scrolls_only_for_what_the_list_cannot_show() {
    // Side by side at 1366×768: a 100-move game in two columns, the list's box 307 px high.
    let list = Viewport {
        top: 0.0,
        width: 300.0,
        height: 307.0,
        window_height: 768.0,
        one_column: false,
    };
    // Opened at its end, the box's top 181 px above the panel's fold: the list scrolls to its
    // end, and the panel the 126 px more that show its last row.
    let r = list.reveal_in(Some(99), 100, Span::new(-563.0, 181.0));
    assert_eq!(r.list, Some(50.0 * ROW_PX - GAP_PX - 307.0));
    assert_eq!(r.outer, 126.0);
    // The panel scrolled down to the race graph, the box's last 109 px in sight: a click on the
    // graph at move 30 brings row 30 there, and the panel (with the graph) stays put.
    let at_end = Viewport {
        top: r.list.unwrap(),
        ..list
    };
    let sight = Span::new(198.0, 942.0);
    let r = at_end.reveal_in(Some(29), 100, sight);
    assert_eq!(r.outer, 0.0);
    let row = at_end.row_span(29).shifted(-r.list.unwrap());
    assert!(sight.contains(row), "{row:?}");
    // Out of sight altogether (the panel scrolled far past it): the panel brings it back.
    let r = at_end.reveal_in(Some(29), 100, Span::new(2000.0, 2744.0));
    assert!(r.outer < -1000.0);
    // The start: the list at its top, the panel where it is.
    let r = at_end.reveal_in(None, 100, sight);
    assert_eq!((r.list, r.outer), (Some(0.0), 0.0));
}
