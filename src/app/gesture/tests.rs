use super::*;
use crate::app::layout::client_to_view;
use crate::app::select::MOUSE_RADIUS;
use crate::engine::{BoardSize, Geometry, Options, Position};

/// A phone: holes 23.5 CSS px apart.
const PHONE: f64 = 23.5;
/// A laptop: holes 60 CSS px apart.
const LAPTOP: f64 = 60.0;

fn geo() -> &'static Geometry {
    Geometry::get(BoardSize::Four)
}

fn cell(name: &str) -> Cell {
    geo().parse_cell(name).unwrap()
}

fn point(name: &str) -> Point {
    Layout::default().point(geo().hex(cell(name)))
}

/// `px` CSS pixels from the centre of `from` towards the centre of `towards`, at `scale`.
fn towards(from: &str, to: &str, px: f64, scale: f64) -> Point {
    let (a, b) = (point(from), point(to));
    a.lerp(b, px / scale / a.distance(b))
}

/// The start position's board, seat 0 to move: its movable pegs, and with `selected` the
/// peg's real destinations.
struct Board {
    movable: Vec<Cell>,
    dests: Vec<Destination>,
    selected: Option<Cell>,
}

impl Board {
    fn start(selected: Option<&str>) -> Board {
        let position = Position::start(Options::default()).unwrap();
        let mut movable: Vec<Cell> = position.legal_move_list().iter().map(|m| m.from).collect();
        movable.dedup();
        let selected = selected.map(cell);
        let dests = selected
            .map(|from| {
                position
                    .moves_from(from)
                    .iter()
                    .map(|&m| Destination {
                        cell: m.to,
                        hop: m.is_hop(),
                        path: position.path(m).unwrap(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        Board {
            movable,
            dests,
            selected,
        }
    }

    fn offer(&self) -> Offer<'_> {
        Offer {
            geometry: geo(),
            movable: &self.movable,
            dests: &self.dests,
            selected: self.selected,
        }
    }

    fn start_cell(&self) -> Cell {
        nav::start_cell(geo(), self.selected, self.movable.iter().copied())
    }

    fn hop(&self) -> Cell {
        self.dests.iter().find(|d| d.hop).unwrap().cell
    }

    fn step(&self) -> Cell {
        self.dests.iter().find(|d| !d.hop).unwrap().cell
    }
}

fn pointer(id: i32, kind: PointerKind, at: Point, scale: f64) -> Pointer {
    Pointer {
        id,
        kind,
        at,
        scale,
    }
}

fn finger(id: i32, at: Point) -> Pointer {
    pointer(id, PointerKind::Finger, at, PHONE)
}

fn mouse(at: Point) -> Pointer {
    pointer(1, PointerKind::Mouse, at, LAPTOP)
}

/// Down, up and the browser's click at `p`.
fn tap(g: &Gesture, p: Pointer, offer: &Offer) -> (Gesture, Option<BoardEvent>) {
    let (g, e) = g.down(p, true, offer);
    assert_eq!(e, None);
    let (g, e) = g.up(p, offer);
    assert_eq!(e, None);
    g.click(None, offer)
}

/// Presses `p` and moves it to `to` in `steps` moves; returns the state and every event.
fn drag(
    g: &Gesture,
    p: Pointer,
    to: Point,
    steps: u32,
    offer: &Offer,
) -> (Gesture, Vec<BoardEvent>) {
    let (mut g, _) = g.down(p, true, offer);
    let mut events = Vec::new();
    for i in 1..=steps {
        let at = p.at.lerp(to, f64::from(i) / f64::from(steps));
        let (next, e) = g.moved(Pointer { at, ..p }, offer);
        g = next;
        events.extend(e);
    }
    (g, events)
}

/// Moves finger `id` to `whole` (a point of the unzoomed view), read as the board reads
/// it: through the view drawn at that moment.
fn finger_to(g: &Gesture, id: i32, whole: Point, offer: &Offer) -> Gesture {
    let at = g.zoom().from_whole(offer.full_view(), whole);
    let (g, e) = g.moved(finger(id, at), offer);
    assert_eq!(e, None);
    g
}

#[test]
fn a_mouse_click_selects_and_a_tap_too() {
    let board = Board::start(None);
    let offer = board.offer();
    let (_, e) = tap(&Gesture::default(), mouse(point("n2")), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("n2"))));
    let (_, e) = tap(&Gesture::default(), finger(3, point("n3")), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
}

#[test]
fn the_mouse_drag_threshold_is_three_tenths_of_a_spacing() {
    let board = Board::start(None);
    let offer = board.offer();
    let n2 = point("n2");
    for scale in [20.0, LAPTOP, 120.0] {
        let p = pointer(1, PointerKind::Mouse, n2, scale);
        let near = Point {
            x: n2.x + 0.29,
            ..n2
        };
        let (g, events) = drag(&Gesture::default(), p, near, 3, &offer);
        assert_eq!(events, [], "{scale}");
        assert!(!g.dragging() && g.ghost(&offer).is_none());
        let far = Point {
            x: n2.x + 0.31,
            ..n2
        };
        let (g, events) = g.moved(Pointer { at: far, ..p }, &offer);
        assert_eq!(events, Some(BoardEvent::DragStart(cell("n2"))), "{scale}");
        assert!(g.dragging());
        // Only once.
        let (_, again) = g.moved(Pointer { at: n2, ..p }, &offer);
        assert_eq!(again, None);
    }
}

#[test]
fn a_finger_drag_starts_after_ten_css_pixels_or_three_tenths_of_a_spacing() {
    let board = Board::start(None);
    let offer = board.offer();
    let n2 = point("n2");
    // On a phone 10 px are more than 0.3 spacings: 9 px is a wobbling tap, 11 px a drag.
    let p = finger(5, n2);
    let (g, events) = drag(
        &Gesture::default(),
        p,
        towards("n2", "i5", 9.0, PHONE),
        4,
        &offer,
    );
    assert_eq!(events, []);
    let (_, e) = g.up(
        Pointer {
            at: towards("n2", "i5", 9.0, PHONE),
            ..p
        },
        &offer,
    );
    assert_eq!(e, None);
    let (_, events) = drag(
        &Gesture::default(),
        p,
        towards("n2", "i5", 11.0, PHONE),
        4,
        &offer,
    );
    assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
    // Holes 60 px apart: 0.3 spacings are 18 px.
    let p = pointer(5, PointerKind::Finger, n2, LAPTOP);
    let (_, events) = drag(
        &Gesture::default(),
        p,
        towards("n2", "i5", 17.0, LAPTOP),
        4,
        &offer,
    );
    assert_eq!(events, []);
    let (_, events) = drag(
        &Gesture::default(),
        p,
        towards("n2", "i5", 19.0, LAPTOP),
        4,
        &offer,
    );
    assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
    // A pen counts as a finger here.
    let p = pointer(9, PointerKind::Pen, n2, PHONE);
    let (_, events) = drag(
        &Gesture::default(),
        p,
        towards("n2", "i5", 9.0, PHONE),
        4,
        &offer,
    );
    assert_eq!(events, []);
}

#[test]
fn a_press_off_a_movable_peg_never_drags() {
    let board = Board::start(None);
    let offer = board.offer();
    // i5 is an empty hole, e5 a peg of the side not to move.
    for from in ["i5", "e5", "q1"] {
        let p = mouse(point(from));
        let (g, events) = drag(&Gesture::default(), p, point("i6"), 5, &offer);
        assert_eq!(events, [], "{from}");
        assert_eq!(
            g.up(
                Pointer {
                    at: point("i6"),
                    ..p
                },
                &offer
            )
            .1,
            None
        );
    }
    // The back-row peg q1 cannot move at the start; n2 with a right button does not drag.
    let p = mouse(point("n2"));
    let (g, _) = Gesture::default().down(p, false, &offer);
    let (_, e) = g.moved(
        Pointer {
            at: point("i5"),
            ..p
        },
        &offer,
    );
    assert_eq!(e, None);
}

#[test]
fn the_click_after_a_drag_is_swallowed_but_a_stale_one_does_not_survive_the_next_press() {
    let board = Board::start(Some("n2"));
    let offer = board.offer();
    let to = point(&geo().name(board.step()).to_string());
    let p = mouse(point("n2"));
    let (g, events) = drag(&Gesture::default(), p, to, 6, &offer);
    assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
    let (g, e) = g.up(Pointer { at: to, ..p }, &offer);
    assert_eq!(
        e,
        Some(BoardEvent::Drop {
            from: cell("n2"),
            to: board.step()
        })
    );
    assert!(g.ghost(&offer).is_none());
    // The browser's click on the release: swallowed.
    let (after, e) = g.click(Some(board.step()), &offer);
    assert_eq!(e, None);
    // The next click is a click again.
    let (_, e) = tap(&after, mouse(point("n3")), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
    // A drag released where no click follows: the next press starts afresh, its click counts.
    let (_, e) = tap(&g, mouse(point("n3")), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
}

#[test]
fn a_move_is_two_taps_of_a_finger_hop_or_step() {
    for (peg, hop) in [("o2", true), ("n2", false)] {
        let board = Board::start(None);
        let at = point(peg);
        let (g, e) = tap(&Gesture::default(), finger(2, at), &board.offer());
        assert_eq!(
            e,
            Some(BoardEvent::Cell(cell(peg))),
            "the first tap selects"
        );
        let selected = Board::start(Some(peg));
        let offer = selected.offer();
        let to = if hop { selected.hop() } else { selected.step() };
        let (g, e) = tap(
            &g,
            finger(3, Layout::default().point(geo().hex(to))),
            &offer,
        );
        assert_eq!(e, Some(BoardEvent::Cell(to)), "the second plays");
        assert!(g.hop_path(&offer).is_none(), "a finger shows no hover path");
    }
}

#[test]
fn a_fingers_selection_zooms_towards_its_destinations_and_back_when_it_goes() {
    let none = Board::start(None);
    let o2 = Board::start(Some("o2"));
    // (A phone: holes 23.5 px apart drawn whole.)
    let (g, _) = tap(&Gesture::default(), finger(1, point("o2")), &none.offer());
    let zoomed = g.follow_selection(&o2.offer(), PHONE);
    assert!(
        zoomed.zoom().scale * PHONE >= MIN_TARGET_PX,
        "{:?}",
        zoomed.zoom()
    );
    let shown = zoomed.view_box(&o2.offer());
    for d in &o2.dests {
        let p = Layout::default().point(geo().hex(d.cell));
        assert!(
            p.x > shown.0 && p.x < shown.0 + shown.2 && p.y > shown.1 && p.y < shown.1 + shown.3
        );
    }
    // Another peg: framed anew; no selection: the whole board again.
    let n2 = Board::start(Some("n2"));
    let again = zoomed.follow_selection(&n2.offer(), PHONE);
    assert!(again.zoom().is_zoomed());
    let back = again.follow_selection(&none.offer(), PHONE);
    assert_eq!(back.zoom(), Zoom::default());
    // A mouse, or a laptop's large holes: no zoom.
    let (m, _) = tap(&Gesture::default(), mouse(point("o2")), &none.offer());
    assert!(!m.follow_selection(&o2.offer(), PHONE).zoom().is_zoomed());
    assert!(!g.follow_selection(&o2.offer(), LAPTOP).zoom().is_zoomed());
    // Two fingers take the view over: it stays where they leave it.
    let (p, _) = zoomed.down(finger(5, point("a1")), true, &o2.offer());
    let (p, _) = p.down(finger(6, point("e5")), true, &o2.offer());
    let (p, _) = p.up(finger(5, point("a1")), &o2.offer());
    let (p, _) = p.up(finger(6, point("e5")), &o2.offer());
    let kept = p.zoom();
    assert_eq!(p.follow_selection(&none.offer(), PHONE).zoom(), kept);
}

#[test]
fn a_pen_or_a_mouse_plays_a_hop_at_the_first_click() {
    let board = Board::start(Some("o2"));
    let offer = board.offer();
    let at = Layout::default().point(geo().hex(board.hop()));
    let pen = pointer(4, PointerKind::Pen, at, PHONE);
    assert_eq!(
        tap(&Gesture::default(), pen, &offer).1,
        Some(BoardEvent::Cell(board.hop()))
    );
    assert_eq!(
        tap(&Gesture::default(), mouse(at), &offer).1,
        Some(BoardEvent::Cell(board.hop()))
    );
    // Hovering shows the path; a finger does not hover.
    let g = Gesture::default().hover(PointerKind::Mouse, Some(board.hop()), &offer);
    assert_eq!(g.hop_path(&offer).map(|d| d.cell), Some(board.hop()));
    let g = g.hover(PointerKind::Mouse, Some(cell("m7")), &offer);
    assert!(g.hop_path(&offer).is_none(), "no destination there");
    let g = Gesture::default().hover(PointerKind::Finger, Some(board.hop()), &offer);
    assert!(g.hop_path(&offer).is_none());
}

#[test]
fn a_tap_snaps_to_the_nearest_hole_where_it_does_something() {
    // n2 selected: its destinations m6 and m7 and the movable pegs are candidates; m8, next
    // to n3, is an empty hole where a tap does nothing.
    let board = Board::start(Some("n2"));
    let offer = board.offer();
    assert!(!board.dests.iter().any(|d| d.cell == cell("m8")));
    let tapped = |at: Point| tap(&Gesture::default(), finger(1, at), &offer).1;
    for px in [12.0, 13.0, 14.0] {
        let at = towards("n3", "m8", px, PHONE);
        assert_eq!(
            tapped(at),
            Some(BoardEvent::Cell(cell("n3"))),
            "{px} px off n3"
        );
    }
    // 13 px from the destination m6 towards the centre: m6.
    let at = towards("m6", "i5", 13.0, PHONE);
    assert_eq!(tapped(at), Some(BoardEvent::Cell(cell("m6"))));
    // Between two candidates, the nearer (n2 and n3 are both movable pegs).
    let a = towards("n2", "n3", 11.0, PHONE);
    let b = towards("n2", "n3", 12.6, PHONE);
    assert_eq!(tapped(a), Some(BoardEvent::Cell(cell("n2"))));
    assert_eq!(tapped(b), Some(BoardEvent::Cell(cell("n3"))));
    // A hole's centre means that hole, candidate or not.
    assert_eq!(tapped(point("i5")), Some(BoardEvent::Cell(cell("i5"))));
    assert_eq!(
        tapped(towards("m8", "n3", 5.0, PHONE)),
        Some(BoardEvent::Cell(cell("m8")))
    );
    // Far off the board: nothing.
    assert_eq!(tapped(Point { x: 30.0, y: 0.0 }), None);
    // A mouse snaps only within a hole's ring and a bit: 0.65 spacings from n3 towards m8
    // is m8 for a mouse, n3 for a finger.
    let near = towards("n3", "m8", 0.65 * LAPTOP, LAPTOP);
    const { assert!(MOUSE_RADIUS < 0.65) };
    let (_, e) = tap(&Gesture::default(), mouse(near), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("m8"))));
    assert_eq!(tapped(near), Some(BoardEvent::Cell(cell("n3"))));
}

#[test]
fn a_click_without_a_press_goes_to_the_hole_the_dom_names() {
    let board = Board::start(None);
    let offer = board.offer();
    let (_, e) = Gesture::default().click(Some(cell("n2")), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("n2"))));
    assert_eq!(Gesture::default().click(None, &offer).1, None);
}

#[test]
fn a_drop_snaps_like_a_tap_and_the_lifted_peg_is_drawn_above_the_finger() {
    let board = Board::start(Some("n2"));
    let offer = board.offer();
    let step = geo().name(board.step()).to_string();
    // A finger stops 13 px short of the destination, towards n2.
    let end = towards(&step, "n2", 13.0, PHONE);
    let p = finger(8, point("n2"));
    let (g, events) = drag(&Gesture::default(), p, end, 8, &offer);
    assert_eq!(events, [BoardEvent::DragStart(cell("n2"))]);
    let ghost = g.ghost(&offer).unwrap();
    assert_eq!(ghost.from, cell("n2"));
    assert!(ghost.lifted);
    assert_eq!(ghost.pointer, end);
    assert!((ghost.pointer.y - ghost.at.y - LIFT_PX / PHONE).abs() < 1e-9);
    assert_eq!(ghost.at.x, end.x);
    assert_eq!(ghost.drop, Some(board.step()), "the destination is marked");
    let (g, e) = g.up(Pointer { at: end, ..p }, &offer);
    assert_eq!(
        e,
        Some(BoardEvent::Drop {
            from: cell("n2"),
            to: board.step()
        })
    );
    assert!(g.ghost(&offer).is_none());
    // A mouse drags the peg under it, unlifted.
    let m = mouse(point("n2"));
    let (g, _) = drag(&Gesture::default(), m, point("i5"), 4, &offer);
    let ghost = g.ghost(&offer).unwrap();
    assert!(!ghost.lifted);
    assert_eq!(ghost.at, point("i5"));
    // Far from every destination: nothing marked, no drop.
    assert_eq!(ghost.drop, None);
    assert_eq!(
        g.up(
            Pointer {
                at: point("i5"),
                ..m
            },
            &offer
        )
        .1,
        None
    );
    // On a hole that is no destination: no drop either.
    let (g, _) = drag(&Gesture::default(), m, point("n3"), 4, &offer);
    assert_eq!(g.ghost(&offer).unwrap().drop, None);
    assert_eq!(
        g.up(
            Pointer {
                at: point("n3"),
                ..m
            },
            &offer
        )
        .1,
        None
    );
}

#[test]
fn a_cancelled_pointer_ends_a_drag_without_a_drop() {
    let board = Board::start(Some("n2"));
    let offer = board.offer();
    let to = Layout::default().point(geo().hex(board.step()));
    let p = finger(4, point("n2"));
    let (g, _) = drag(&Gesture::default(), p, to, 5, &offer);
    assert!(g.ghost(&offer).is_some());
    let (g, e) = g.cancel(4);
    assert_eq!(e, None);
    assert!(g.ghost(&offer).is_none() && !g.dragging());
    // The pointer's release, should it still come, drops nothing.
    assert_eq!(g.up(Pointer { at: to, ..p }, &offer).1, None);
    // Another pointer's cancel changes nothing.
    let (g, _) = drag(&Gesture::default(), p, to, 5, &offer);
    assert_eq!(g.cancel(5).0, g);
}

#[test]
fn a_second_pointer_does_not_disturb_the_first() {
    let board = Board::start(Some("n2"));
    let offer = board.offer();
    let to = Layout::default().point(geo().hex(board.step()));
    let drop = Some(BoardEvent::Drop {
        from: cell("n2"),
        to: board.step(),
    });
    // A dragging finger, then a second finger that presses, moves and lifts.
    let first = finger(1, point("n2"));
    let (g, _) = drag(&Gesture::default(), first, to, 5, &offer);
    let ghost = g.ghost(&offer);
    let second = finger(2, point("n3"));
    let (g2, e) = g.down(second, true, &offer);
    assert_eq!(e, None);
    let (g2, e) = g2.moved(
        Pointer {
            at: point("i5"),
            ..second
        },
        &offer,
    );
    assert_eq!(e, None);
    let (g2, e) = g2.up(
        Pointer {
            at: point("i5"),
            ..second
        },
        &offer,
    );
    assert_eq!(e, None);
    assert_eq!(g2.ghost(&offer), ghost);
    assert!(!g2.pinching());
    assert_eq!(g2.up(Pointer { at: to, ..first }, &offer).1, drop);
    // A mouse drag and a finger.
    let m = mouse(point("n2"));
    let (g, _) = drag(&Gesture::default(), m, to, 5, &offer);
    let (g, _) = g.down(second, true, &offer);
    let (g, _) = g.moved(
        Pointer {
            at: point("n3"),
            ..second
        },
        &offer,
    );
    let (g, _) = g.cancel(2);
    assert_eq!(g.up(Pointer { at: to, ..m }, &offer).1, drop);
    // A pen pressing while a finger is down (not dragging) does not start a pinch.
    let (g, _) = Gesture::default().down(finger(1, point("n3")), true, &offer);
    let (g, _) = g.down(
        pointer(7, PointerKind::Pen, point("i5"), PHONE),
        true,
        &offer,
    );
    assert!(!g.pinching());
    let (g, _) = g.up(finger(1, point("n3")), &offer);
    assert_eq!(g.click(None, &offer).1, Some(BoardEvent::Cell(cell("n3"))));
}

#[test]
fn two_fingers_zoom_about_their_centre_and_the_lifting_is_no_tap() {
    let board = Board::start(Some("n2"));
    let offer = board.offer();
    let full = offer.full_view();
    let centre = point("i5");
    let spread = |d: f64| {
        [
            Point {
                x: centre.x - d,
                y: centre.y,
            },
            Point {
                x: centre.x + d,
                y: centre.y,
            },
        ]
    };
    let [a, b] = spread(1.0);
    let (g, _) = Gesture::default().down(finger(1, a), true, &offer);
    let (g, _) = g.down(finger(2, b), true, &offer);
    assert!(g.pinching());
    // The fingers move apart to twice their distance, in steps: each step's points are
    // read in the view drawn at that moment (as the board reads them).
    let mut g = g;
    for i in 1..=4 {
        let [a, b] = spread(1.0 + f64::from(i) / 4.0);
        g = finger_to(&g, 1, a, &offer);
        g = finger_to(&g, 2, b, &offer);
    }
    let zoom = g.zoom();
    assert!((zoom.scale - 2.0).abs() < 1e-9, "{zoom:?}");
    // The board point under the fingers' centre stays there.
    let under = zoom.from_whole(full, centre);
    assert!(under.distance(centre) < 1e-9, "{under:?}");
    // Nothing was played or dragged, and the click after the lifting is swallowed.
    let (g, e) = g.up(finger(1, a), &offer);
    assert_eq!(e, None);
    let (g, e) = g.up(finger(2, b), &offer);
    assert_eq!(e, None);
    assert!(!g.pinching());
    assert_eq!(g.click(Some(cell("n2")), &offer).1, None);
    assert_eq!(g.zoom(), zoom, "the zoom stays");
    assert_eq!(g.view_box(&offer), zoom.view_box(full));
    // Then a tap goes through.
    let (_, e) = tap(&g, finger(3, point("n3")), &offer);
    assert_eq!(e, Some(BoardEvent::Cell(cell("n3"))));
    // Reset: the whole board.
    assert_eq!(g.reset_zoom().zoom(), Zoom::default());
    assert_eq!(g.reset_zoom().view_box(&offer), full);
}

#[test]
fn two_fingers_moving_together_pan_and_a_third_is_ignored() {
    let board = Board::start(None);
    let offer = board.offer();
    let full = offer.full_view();
    // Zoomed in twice about the centre first.
    let mut g = Gesture::default();
    let (a, b) = (Point { x: -1.0, y: 0.0 }, Point { x: 1.0, y: 0.0 });
    g = g.down(finger(1, a), true, &offer).0;
    g = g.down(finger(2, b), true, &offer).0;
    g = finger_to(&g, 1, Point { x: -2.0, y: 0.0 }, &offer);
    g = finger_to(&g, 2, Point { x: 2.0, y: 0.0 }, &offer);
    let zoomed = g.zoom();
    // A third finger changes nothing.
    let (g3, _) = g.down(finger(3, point("n2")), true, &offer);
    let (g3, _) = g3.moved(finger(3, point("i5")), &offer);
    assert_eq!(g3.zoom(), zoomed);
    // Both fingers move 1 unit right (in the whole view): the board follows them.
    g = finger_to(&g, 1, Point { x: -1.0, y: 0.0 }, &offer);
    g = finger_to(&g, 2, Point { x: 3.0, y: 0.0 }, &offer);
    let panned = g.zoom();
    assert!((panned.scale - zoomed.scale).abs() < 1e-9);
    assert!(
        (panned.pan.x - (zoomed.pan.x - 0.5)).abs() < 1e-9,
        "{panned:?}"
    );
    // Far off: the view stops at the board's edge.
    g = finger_to(&g, 1, Point { x: 60.0, y: 0.0 }, &offer);
    g = finger_to(&g, 2, Point { x: 64.0, y: 0.0 }, &offer);
    let (x, _, w, _) = g.view_box(&offer);
    assert!(
        (x - full.0).abs() < 1e-9 && w < full.2,
        "the view's left edge is the board's"
    );
}

#[test]
fn a_zoomed_view_stays_on_a_smaller_board() {
    // Panned to the edge of the biggest board, then the board shrinks (a new game).
    let big = Offer {
        geometry: Geometry::get(BoardSize::Six),
        movable: &[],
        dests: &[],
        selected: None,
    };
    let small = Offer {
        geometry: geo(),
        ..big
    };
    let full = big.full_view();
    let g = Gesture {
        zoom: Zoom {
            scale: 2.0,
            pan: Point { x: 100.0, y: 100.0 },
        }
        .clamped(full),
        ..Gesture::default()
    };
    let (bx, by, bw, bh) = g.view_box(&big);
    assert!(
        (bx + bw - (full.0 + full.2)).abs() < 1e-9 && (by + bh - (full.1 + full.3)).abs() < 1e-9
    );
    let inner = small.full_view();
    let (x, y, w, h) = g.view_box(&small);
    assert!(x >= inner.0 - 1e-9 && x + w <= inner.0 + inner.2 + 1e-9);
    assert!(y >= inner.1 - 1e-9 && y + h <= inner.1 + inner.3 + 1e-9);
    // The next press reads the view as drawn, and keeps it.
    let (g, _) = g.down(finger(1, point("i5")), true, &small);
    assert_eq!(g.zoom().view_box(inner), (x, y, w, h));
}

#[test]
fn a_tap_on_a_zoomed_board_lands_on_the_hole_under_it() {
    let board = Board::start(None);
    let offer = board.offer();
    let full = offer.full_view();
    let zoom = Zoom {
        scale: 3.0,
        pan: Point { x: 1.5, y: 5.0 },
    }
    .clamped(full);
    // The board's box on screen: 390 × 452 CSS px.
    let (w, h) = (390.0, 452.0);
    let view = zoom.view_box(full);
    let base = crate::app::layout::view_scale(full, w, h).unwrap();
    let scale = crate::app::layout::view_scale(view, w, h).unwrap();
    assert!((scale - 3.0 * base).abs() < 1e-9);
    for name in ["n2", "n3", "m6"] {
        // Where the hole is drawn on screen, and back.
        let p = point(name);
        let (vx, vy, vw, vh) = view;
        let ox = (w - vw * scale) / 2.0;
        let oy = (h - vh * scale) / 2.0;
        let client = Point {
            x: ox + (p.x - vx) * scale,
            y: oy + (p.y - vy) * scale,
        };
        let at = client_to_view(view, w, h, client).unwrap();
        assert!(at.distance(p) < 1e-9);
        let g = Gesture {
            zoom,
            ..Gesture::default()
        };
        let (_, e) = tap(&g, pointer(1, PointerKind::Finger, at, scale), &offer);
        assert_eq!(e, Some(BoardEvent::Cell(cell(name))), "{name}");
    }
}

#[test]
fn keys_move_the_cursor_activate_and_cancel() {
    let board = Board::start(Some("o2"));
    let offer = board.offer();
    let g = Gesture::default();
    assert_eq!(
        g.cursor(&offer),
        cell("o2"),
        "the cursor starts on the selection"
    );
    assert!(!g.shows_cursor());
    let (g, e) = g.key("ArrowLeft", "ArrowLeft", true, &offer).unwrap();
    assert_eq!(e, None);
    let left = nav::step(geo(), cell("o2"), Arrow::Left);
    assert_eq!(g.cursor(&offer), left);
    assert!(g.shows_cursor());
    let (g, e) = g.key("Enter", "Enter", true, &offer).unwrap();
    assert_eq!(e, Some(BoardEvent::Cell(left)));
    let (g, e) = g.key("Escape", "Escape", true, &offer).unwrap();
    assert_eq!(e, Some(BoardEvent::Cancel));
    assert!(g.key("x", "KeyX", true, &offer).is_none());
    // N with Ctrl is the browser's.
    assert!(g.key("n", "KeyN", false, &offer).is_none());
    let (g, _) = g.key("n", "KeyN", true, &offer).unwrap();
    assert!(board.movable.contains(&g.cursor(&offer)));
    // A pointer press hides the cursor; focus by Tab shows it again.
    let (g, _) = g.down(mouse(point("i5")), true, &offer);
    assert!(!g.shows_cursor());
    assert_eq!(
        g.cursor(&offer),
        cell("o2"),
        "the keyboard starts again from the selection"
    );
    let g = g.focus(cell("i5"), true, &offer);
    assert!(g.shows_cursor());
    assert_eq!(g.cursor(&offer), cell("i5"));
    // Focus on a hop destination shows its path.
    let g = g.focus(board.hop(), false, &offer);
    assert_eq!(g.hop_path(&offer).map(|d| d.cell), Some(board.hop()));
}

#[test]
fn focus_on_the_centre_while_nothing_can_move_leaves_the_cursor_to_the_pegs() {
    // A card over the board: no peg can move, the tab stop is the centre.
    let covered = Board {
        movable: Vec::new(),
        dests: Vec::new(),
        selected: None,
    };
    let g = Gesture::default().focus(cell("i5"), true, &covered.offer());
    assert_eq!(g.cursor(&covered.offer()), cell("i5"));
    assert!(g.shows_cursor(), "focus by the keyboard shows the cursor");
    // The card closes: the cursor is on the pegs, as if the focus had come now.
    let open = Board::start(None);
    let now = Gesture::default().focus(open.start_cell(), true, &open.offer());
    assert_eq!(g.cursor(&open.offer()), now.cursor(&open.offer()));
    assert_ne!(g.cursor(&open.offer()), cell("i5"));
    // Another hole focused meanwhile (a click) keeps the cursor there.
    let g = Gesture::default().focus(cell("i4"), false, &covered.offer());
    assert_eq!(g.cursor(&open.offer()), cell("i4"));
    // And so does the centre focused while pegs can move.
    let g = Gesture::default().focus(cell("i5"), true, &open.offer());
    assert_eq!(g.cursor(&open.offer()), cell("i5"));
}

#[test]
fn another_game_starts_the_cursor_again_from_its_pegs() {
    let board = Board::start(None);
    let offer = board.offer();
    let (g, _) = Gesture::default()
        .key("ArrowUp", "ArrowUp", true, &offer)
        .unwrap();
    let (g, _) = g.key("ArrowUp", "ArrowUp", true, &offer).unwrap();
    assert_ne!(g.cursor(&offer), board.start_cell());
    let g = g.new_game();
    assert_eq!(g.cursor(&offer), board.start_cell());
    assert!(g.shows_cursor(), "the keyboard is still in use");
}

#[test]
fn escape_outside_the_board_cancels_only_a_selection() {
    let selected = Board::start(Some("n2"));
    let (_, e) = Gesture::default().escape(&selected.offer());
    assert_eq!(e, Some(BoardEvent::Cancel));
    let none = Board::start(None);
    assert_eq!(Gesture::default().escape(&none.offer()).1, None);
}
