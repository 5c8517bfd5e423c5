use super::*;

fn hexes(radius: i8) -> impl Iterator<Item = Hex> {
    (-radius..=radius).flat_map(move |q| (-radius..=radius).map(move |r| Hex::new(q, r)))
}

#[test]
fn neighbours_are_one_spacing_apart() {
    let layout = Layout {
        spacing: 3.0,
        origin: Point { x: 5.0, y: -2.0 },
    };
    let deltas = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    for h in hexes(6) {
        for (dq, dr) in deltas {
            let d = layout
                .point(h)
                .distance(layout.point(Hex::new(h.q + dq, h.r + dr)));
            assert!((d - 3.0).abs() < 1e-9, "{h:?} + ({dq},{dr}) is {d} away");
        }
    }
}

#[test]
fn translation_equivariance() {
    // Moving a hex by (dq, dr) moves its point by the same vector wherever it starts.
    let layout = Layout {
        spacing: 2.5,
        origin: Point { x: -1.0, y: 4.0 },
    };
    for (dq, dr) in [(1, 0), (0, 1), (-2, 3), (4, -4)] {
        let base = layout.point(Hex::new(0, 0));
        let moved = layout.point(Hex::new(dq, dr));
        let (vx, vy) = (moved.x - base.x, moved.y - base.y);
        for h in hexes(5) {
            let a = layout.point(h);
            let b = layout.point(Hex::new(h.q + dq, h.r + dr));
            assert!((b.x - a.x - vx).abs() < 1e-9 && (b.y - a.y - vy).abs() < 1e-9);
        }
    }
}

#[test]
fn client_points_map_to_view_units_with_letterboxing() {
    let vb = (-10.0, -5.0, 20.0, 10.0);
    // Same aspect: corners map to corners.
    let p = client_to_view(vb, 200.0, 100.0, Point { x: 200.0, y: 100.0 }).unwrap();
    assert!((p.x - 10.0).abs() < 1e-9 && (p.y - 5.0).abs() < 1e-9);
    // A taller box letterboxes vertically: the centre stays the centre.
    let c = client_to_view(vb, 200.0, 300.0, Point { x: 100.0, y: 150.0 }).unwrap();
    assert!(c.x.abs() < 1e-9 && c.y.abs() < 1e-9);
    let top = client_to_view(vb, 200.0, 300.0, Point { x: 0.0, y: 100.0 }).unwrap();
    assert!((top.x + 10.0).abs() < 1e-9 && (top.y + 5.0).abs() < 1e-9);
    assert!(client_to_view(vb, 0.0, 10.0, Point { x: 0.0, y: 0.0 }).is_none());
}

#[test]
fn rows_grow_downwards() {
    let layout = Layout::default();
    assert!(layout.point(Hex::new(4, -8)).y < layout.point(Hex::new(0, 0)).y);
    assert!(layout.point(Hex::new(-4, 8)).y > layout.point(Hex::new(0, 0)).y);
    assert!(layout.point(Hex::new(8, -4)).x > 0.0);
}

#[test]
fn hex_at_inverts_point_even_off_centre() {
    let layout = Layout {
        spacing: 1.7,
        origin: Point { x: 10.0, y: 3.0 },
    };
    for h in hexes(8) {
        let p = layout.point(h);
        assert_eq!(layout.hex_at(p), h);
        // Anywhere within 0.45 spacing of a centre still finds that hole.
        for (dx, dy) in [(0.4, 0.0), (-0.3, 0.3), (0.0, -0.44), (0.2, 0.38)] {
            let q = Point {
                x: p.x + dx * layout.spacing,
                y: p.y + dy * layout.spacing,
            };
            assert_eq!(layout.hex_at(q), h, "{h:?} offset ({dx},{dy})");
        }
    }
}

#[test]
fn view_box_contains_every_hole_of_each_board() {
    let layout = Layout::default();
    for side in [4i8, 5, 6] {
        let (x, y, w, h) = layout.view_box(side, 0.5);
        let n = i16::from(side);
        for hex in hexes(2 * side) {
            let (q, r) = (i16::from(hex.q), i16::from(hex.r));
            let s = -q - r;
            let on_board = q.max(r).max(s) <= n || q.min(r).min(s) >= -n;
            if on_board && q.abs().max(r.abs()).max(s.abs()) <= 2 * n {
                let p = layout.point(hex);
                assert!(p.x >= x + 0.49 && p.x <= x + w - 0.49, "{hex:?} x");
                assert!(p.y >= y + 0.49 && p.y <= y + h - 0.49, "{hex:?} y");
            }
        }
    }
}

#[test]
fn star_outline_is_symmetric_and_surrounds_the_tips() {
    let layout = Layout::default();
    let outline = layout.star_outline(4, 0.5);
    assert_eq!(outline.len(), 12);
    let tip_distance = outline[0].distance(Point { x: 0.0, y: 0.0 });
    for (i, p) in outline.iter().enumerate() {
        let d = p.distance(Point { x: 0.0, y: 0.0 });
        if i % 2 == 0 {
            assert!((d - tip_distance).abs() < 1e-9);
            // The top tip hole is 8 rows up; the outline is one spacing beyond it.
            assert!((d - (8.0 * ROW_HEIGHT + 1.0)).abs() < 1e-9);
        } else {
            assert!(d < tip_distance);
        }
    }
}

#[test]
fn svg_numbers_are_three_decimal_roundings() {
    for i in -20_000..20_000 {
        let v = f64::from(i) * 0.000_731 - 0.2;
        let text = svg_number(v);
        let parsed: f64 = text.parse().unwrap();
        assert!((parsed - v).abs() <= 0.000_500_001, "{v} → {text}");
        assert!(text != "-0", "{v} → {text}");
        if let Some((_, decimals)) = text.split_once('.') {
            assert!((1..=3).contains(&decimals.len()), "{v} → {text}");
            assert!(!decimals.ends_with('0'), "{v} → {text}");
        }
        // Away from rounding ties, the same digits as float formatting.
        if ((v * 1000.0).fract().abs() - 0.5).abs() > 1e-6 {
            let std = format!("{v:.3}");
            let std = std.trim_end_matches('0').trim_end_matches('.');
            let std = if std == "-0" { "0" } else { std };
            assert_eq!(text, std, "{v}");
        }
    }
}

const FULL: ViewBox = (-9.0, -10.0, 18.0, 20.0);

fn close(a: Point, b: Point) -> bool {
    a.distance(b) < 1e-9
}

#[test]
fn a_pinch_zooms_about_its_centre() {
    // Fingers spreading about any point keep the board point under it where it is, from
    // any view.
    let start = Zoom {
        scale: 1.5,
        pan: Point { x: 1.0, y: -2.0 },
    };
    for (cx, cy) in [(0.0, 0.0), (2.0, -3.0), (-4.0, 5.5)] {
        let c = Point { x: cx, y: cy };
        let pair = |d: f64| {
            [
                Point {
                    x: cx - d * 0.6,
                    y: cy - d * 0.8,
                },
                Point {
                    x: cx + d * 0.6,
                    y: cy + d * 0.8,
                },
            ]
        };
        let before = start.from_whole(FULL, c);
        let zoom = start.pinched(FULL, pair(1.0), pair(1.6));
        assert!((zoom.scale - 2.4).abs() < 1e-9, "{zoom:?}");
        assert!(
            close(zoom.from_whole(FULL, c), before),
            "about ({cx}, {cy}): {zoom:?}"
        );
    }
}

#[test]
fn a_pinch_moving_pans_the_board_with_the_fingers() {
    let start = Zoom {
        scale: 2.0,
        pan: Point { x: 0.0, y: 0.0 },
    };
    let from = [Point { x: -1.0, y: 0.0 }, Point { x: 1.0, y: 0.0 }];
    let to = from.map(|p| Point {
        x: p.x + 2.0,
        y: p.y - 1.0,
    });
    let zoom = start.pinched(FULL, from, to);
    assert_eq!(zoom.scale, 2.0);
    // The board point that was under the left finger is under it again.
    assert!(close(
        zoom.from_whole(FULL, to[0]),
        start.from_whole(FULL, from[0])
    ));
}

#[test]
fn the_view_never_leaves_the_board() {
    for scale in [0.2, 1.0, 1.7, 3.0, 9.0] {
        for (px, py) in [(0.0, 0.0), (50.0, 0.0), (-50.0, 40.0), (3.0, -2.0)] {
            let zoom = Zoom {
                scale,
                pan: Point { x: px, y: py },
            }
            .clamped(FULL);
            assert!((1.0..=MAX_ZOOM).contains(&zoom.scale));
            let (x, y, w, h) = zoom.view_box(FULL);
            let (fx, fy, fw, fh) = FULL;
            assert!(x >= fx - 1e-9 && x + w <= fx + fw + 1e-9, "{zoom:?}");
            assert!(y >= fy - 1e-9 && y + h <= fy + fh + 1e-9, "{zoom:?}");
            assert!((w / h - fw / fh).abs() < 1e-9, "the same shape");
        }
    }
    // Unzoomed, nothing moves; a pinch closing below the whole board comes back to it.
    let pinched_in = Zoom::default().pinched(
        FULL,
        [Point { x: -2.0, y: 0.0 }, Point { x: 2.0, y: 0.0 }],
        [Point { x: 5.0, y: 3.0 }, Point { x: 6.0, y: 3.0 }],
    );
    assert_eq!(pinched_in, Zoom::default());
    assert!(!pinched_in.is_zoomed());
    let nan = Zoom {
        scale: f64::NAN,
        pan: Point {
            x: f64::INFINITY,
            y: f64::NAN,
        },
    };
    assert_eq!(nan.clamped(FULL), Zoom::default());
    // Fingers on one point cannot scale.
    let same = [Point { x: 1.0, y: 1.0 }; 2];
    assert_eq!(Zoom::default().pinched(FULL, same, same).scale, 1.0);
}

#[test]
fn zoomed_points_map_both_ways_and_reset_shows_the_whole_board() {
    let zoom = Zoom {
        scale: 2.5,
        pan: Point { x: -1.5, y: 3.0 },
    };
    for p in [Point { x: 0.0, y: 0.0 }, Point { x: 4.0, y: -7.0 }] {
        assert!(close(zoom.from_whole(FULL, zoom.to_whole(FULL, p)), p));
    }
    // The zoomed view box's corners are the whole view box's corners, seen zoomed.
    let (x, y, w, h) = zoom.view_box(FULL);
    let corner = zoom.to_whole(FULL, Point { x: x + w, y: y + h });
    assert!(close(
        corner,
        Point {
            x: FULL.0 + FULL.2,
            y: FULL.1 + FULL.3
        }
    ));
    assert!(zoom.is_zoomed());
    assert_eq!(Zoom::default().view_box(FULL), FULL);
}
