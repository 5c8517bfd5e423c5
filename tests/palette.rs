//! The army colours and marker shapes checked with colour science: every pair of colours
//! stays apart for normal vision and the three kinds of dichromacy (CIEDE2000), the stylesheet
//! holds exactly these colours, text on its backgrounds is readable, each marker stands out
//! from its peg and no two markers are the same shape turned.

#[path = "palette/science.rs"]
mod science;

use science::*;
use sternhalma::app::palette::MARKERS;

fn lab(l: f64, a: f64, b: f64) -> Lab {
    Lab { l, a, b }
}

#[test]
fn ciede2000_matches_published_test_pairs() {
    // Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1
    // (pairs 1, 7, 17 and 25).
    let cases = [
        (
            lab(50.0, 2.6772, -79.7751),
            lab(50.0, 0.0, -82.7485),
            2.0425,
        ),
        (lab(50.0, 0.0, 0.0), lab(50.0, -1.0, 2.0), 2.3669),
        (lab(50.0, 2.5, 0.0), lab(73.0, 25.0, -18.0), 27.1492),
        (
            lab(60.2574, -34.0099, 36.2677),
            lab(60.4626, -34.1751, 39.4387),
            1.2644,
        ),
    ];
    for (x, y, want) in cases {
        let got = delta_e2000(x, y);
        assert!((got - want).abs() < 1e-4, "{got} for {want}");
        assert!((delta_e2000(y, x) - want).abs() < 1e-4);
    }
}

#[test]
fn lab_and_luminance_of_known_colours() {
    let white = Rgb(255, 255, 255).lab();
    assert!((white.l - 100.0).abs() < 0.01 && white.a.abs() < 0.01 && white.b.abs() < 0.01);
    let red = Rgb(255, 0, 0).lab();
    // sRGB red is L 53.24, a 80.09, b 67.20.
    assert!((red.l - 53.24).abs() < 0.05, "{red:?}");
    assert!(
        (red.a - 80.09).abs() < 0.1 && (red.b - 67.20).abs() < 0.1,
        "{red:?}"
    );
    assert!((contrast_ratio(Rgb(0, 0, 0), Rgb(255, 255, 255)) - 21.0).abs() < 1e-9);
    // WCAG's own example value: #777 on white is 4.48:1.
    assert!((contrast_ratio(Rgb(0x77, 0x77, 0x77), Rgb(255, 255, 255)) - 4.48).abs() < 0.01);
}

#[test]
fn simulations_keep_greys_and_merge_the_confusion_colours() {
    for v in Vision::ALL {
        let grey = Rgb(0x80, 0x80, 0x80);
        let d = delta_e2000(grey.simulate(v).lab(), grey.lab());
        assert!(d < 0.5, "{v:?} turns grey into something else ({d})");
    }
    // Red and green are confused by protanopes and deuteranopes, not by tritanopes;
    // blue and green-grey the other way round.
    let (red, green) = (Rgb(0xcc, 0x33, 0x11), Rgb(0x66, 0x66, 0x00));
    let d = |v: Vision, a: Rgb, b: Rgb| delta_e2000(a.simulate(v).lab(), b.simulate(v).lab());
    assert!(d(Vision::Deuteranopia, red, green) < d(Vision::Normal, red, green) / 2.0);
    assert!(d(Vision::Protanopia, red, green) < d(Vision::Normal, red, green) / 2.0);
    assert!(d(Vision::Tritanopia, red, green) > d(Vision::Normal, red, green) / 2.0);
}

/// The smallest difference between two colours of `palette` with `vision`.
fn closest(palette: &[Rgb; 6], vision: Vision) -> (f64, usize, usize) {
    let mut worst = (f64::MAX, 0, 0);
    for i in 0..6 {
        for j in i + 1..6 {
            let d = delta_e2000(
                palette[i].simulate(vision).lab(),
                palette[j].simulate(vision).lab(),
            );
            if d < worst.0 {
                worst = (d, i, j);
            }
        }
    }
    worst
}

#[test]
fn every_pair_of_army_colours_stays_apart_for_every_kind_of_vision() {
    for (scheme, palette) in [("light", &LIGHT), ("dark", &DARK)] {
        for v in Vision::ALL {
            let min = if v == Vision::Normal {
                MIN_DISTANCE
            } else {
                MIN_DISTANCE_CVD
            };
            let (d, i, j) = closest(palette, v);
            assert!(
                d >= min,
                "{scheme} colours {i} and {j} are {d:.1} apart with {v:?} (need {min})"
            );
        }
    }
}

#[test]
fn the_test_rejects_the_okabe_ito_colours_it_replaced() {
    let okabe_ito = [
        Rgb(0xd5, 0x5e, 0x00),
        Rgb(0xe6, 0x9f, 0x00),
        Rgb(0x00, 0x9e, 0x73),
        Rgb(0x00, 0x72, 0xb2),
        Rgb(0xcc, 0x79, 0xa7),
        Rgb(0x56, 0xb4, 0xe9),
    ];
    for v in [Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia] {
        let (d, i, j) = closest(&okabe_ito, v);
        assert!(d < MIN_DISTANCE_CVD - 3.0, "{v:?}: {i}-{j} {d}");
    }
}

#[test]
fn army_colours_stand_apart_from_inert_pegs() {
    // Inert pegs (filled unused triangles) are grey (`--inert`).
    let inert = Rgb(0x7d, 0x7d, 0x7d);
    for palette in [&LIGHT, &DARK] {
        for (i, c) in palette.iter().enumerate() {
            for v in Vision::ALL {
                let d = delta_e2000(c.simulate(v).lab(), inert.simulate(v).lab());
                assert!(
                    d >= MIN_DISTANCE_INERT,
                    "colour {i} vs inert, {v:?}: {d:.1}"
                );
            }
        }
    }
}

// ---- markers --------------------------------------------------------------------------

/// The subpaths of a marker's path (`M`, `L`, `H`, `V`, `Z`, absolute).
fn polygons(path: &str) -> Vec<Vec<(f64, f64)>> {
    let mut out: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut at = (0.0, 0.0);
    for token in path.split_whitespace() {
        let (command, args) = token.split_at(1);
        let nums: Vec<f64> = args
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        match command {
            "M" => {
                at = (nums[0], nums[1]);
                out.push(vec![at]);
                continue;
            }
            "L" => at = (nums[0], nums[1]),
            "H" => at.0 = nums[0],
            "V" => at.1 = nums[0],
            "Z" => continue,
            other => panic!("unexpected command {other} in {path}"),
        }
        out.last_mut().unwrap().push(at);
    }
    out
}

/// Whether `p` is inside the shape (even-odd rule).
fn inside(shape: &[Vec<(f64, f64)>], p: (f64, f64)) -> bool {
    let mut odd = false;
    for poly in shape {
        for k in 0..poly.len() {
            let (a, b) = (poly[k], poly[(k + 1) % poly.len()]);
            if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0) {
                odd = !odd;
            }
        }
    }
    odd
}

/// Intersection over union of `a` and `b` turned by `angle` degrees, sampled on a grid.
fn overlap(a: &[Vec<(f64, f64)>], b: &[Vec<(f64, f64)>], angle: f64) -> f64 {
    let (sin, cos) = angle.to_radians().sin_cos();
    let (mut both, mut either) = (0u32, 0u32);
    let n = 48;
    for i in 0..n {
        for j in 0..n {
            let p = (
                -0.2 + 0.4 * (f64::from(i) + 0.5) / f64::from(n),
                -0.2 + 0.4 * (f64::from(j) + 0.5) / f64::from(n),
            );
            let turned = (cos * p.0 + sin * p.1, -sin * p.0 + cos * p.1);
            let (ia, ib) = (inside(a, p), inside(b, turned));
            both += u32::from(ia && ib);
            either += u32::from(ia || ib);
        }
    }
    f64::from(both) / f64::from(either.max(1))
}

/// The largest overlap of `a` and `b` over all turns of `b` (in steps of 5°).
fn best_overlap(a: &str, b: &str) -> f64 {
    let (a, b) = (polygons(a), polygons(b));
    (0..72)
        .map(|k| overlap(&a, &b, f64::from(k) * 5.0))
        .fold(0.0, f64::max)
}

/// Overlap (intersection over union, best over all turns) of two different markers stays
/// below 0.75: a shape and the same shape turned overlap over 0.9, our most alike pair
/// (square and plus) 0.70.
#[test]
fn markers_differ_in_shape_not_only_in_orientation() {
    for (i, a) in MARKERS.iter().enumerate() {
        // Each covers a fair part of its box, so it can be seen on a peg.
        let area = overlap(&polygons(a.path), &polygons(a.path), 0.0);
        assert!(area > 0.99, "{} overlaps itself", a.name);
        for b in &MARKERS[i + 1..] {
            let o = best_overlap(a.path, b.path);
            assert!(
                o < 0.75,
                "{} and {} overlap {o:.2} when turned",
                a.name,
                b.name
            );
        }
    }
    // What the test guards against: a triangle and the same triangle upside down, a square
    // and a diamond (a square turned).
    let down = "M0,0.16 L0.15,-0.1 L-0.15,-0.1 Z";
    assert!(best_overlap(MARKERS[0].path, down) > 0.95);
    let diamond = "M0,-0.15 L0.15,0 L0,0.15 L-0.15,0 Z";
    assert!(best_overlap(MARKERS[3].path, diamond) > 0.9);
}

// ---- the stylesheet -------------------------------------------------------------------

const CSS: &str = include_str!("../styles/main.css");

/// Every declaration of the stylesheet: the preludes around it (selectors, at-rules; the
/// innermost last), the property and the value.
fn declarations(css: &str) -> Vec<(Vec<String>, String, String)> {
    let mut out = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut text = String::new();
    let mut chars = css.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '{' => stack.push(std::mem::take(&mut text).trim().to_string()),
            '}' | ';' => {
                let decl = std::mem::take(&mut text);
                if let Some((name, value)) = decl.trim().split_once(':') {
                    out.push((
                        stack.clone(),
                        name.trim().to_string(),
                        value.trim().to_string(),
                    ));
                }
                if c == '}' {
                    stack.pop();
                }
            }
            _ => text.push(c),
        }
    }
    out
}

/// The custom properties (`--name: value`) the stylesheet sets on the root for the light
/// and the dark scheme: a declaration belongs to the dark scheme when a rule or at-rule
/// around it mentions `dark` (`@media (prefers-color-scheme: dark)`, `[data-theme="dark"]`).
fn custom_properties(css: &str) -> [Vec<(String, String)>; 2] {
    let mut out = [Vec::new(), Vec::new()];
    for (preludes, name, value) in declarations(css) {
        let on_root = preludes.last().is_some_and(|s| s.starts_with(":root"));
        if let (Some(name), true) = (name.strip_prefix("--"), on_root) {
            let dark = preludes.iter().any(|s| s.contains("dark"));
            out[usize::from(dark)].push((name.to_string(), value));
        }
    }
    out
}

/// The colour the stylesheet gives `--name` in `scheme` (dark falls back to light).
fn var(vars: &[Vec<(String, String)>; 2], dark: bool, name: &str) -> Rgb {
    let find = |list: &Vec<(String, String)>| {
        list.iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let value = if dark { find(&vars[1]) } else { None }
        .or_else(|| find(&vars[0]))
        .unwrap_or_else(|| panic!("--{name} is not set"));
    Rgb::from_hex(&value).unwrap_or_else(|_| panic!("--{name}: {value} is not #rrggbb"))
}

#[test]
fn the_stylesheet_holds_exactly_these_army_colours() {
    let vars = custom_properties(CSS);
    for (scheme, palette) in [(0, &LIGHT), (1, &DARK)] {
        let army: Vec<&(String, String)> = vars[scheme]
            .iter()
            .filter(|(n, _)| n.starts_with("army-"))
            .collect();
        assert_eq!(army.len(), 6, "scheme {scheme}: {army:?}");
        for (i, colour) in palette.iter().enumerate() {
            let name = format!("army-{i}");
            let values: Vec<&String> = army
                .iter()
                .filter(|(n, _)| *n == name)
                .map(|(_, v)| v)
                .collect();
            assert_eq!(values, [&colour.hex()], "--{name} in scheme {scheme}");
        }
    }
    // The parser sees the scheme blocks at all: the page's own colours differ.
    assert_ne!(var(&vars, false, "bg"), var(&vars, true, "bg"));
}

#[test]
fn text_and_background_pairs_of_the_stylesheet_are_readable() {
    let vars = custom_properties(CSS);
    // (text, background) pairs the stylesheet uses for words.
    let pairs = [
        ("fg", "bg"),
        ("fg", "panel"),
        ("muted", "bg"),
        ("muted", "panel"),
        ("accent", "panel"),
        ("accent", "bg"),
        ("on-accent", "accent"),
    ];
    for dark in [false, true] {
        for (text, background) in pairs {
            let ratio = contrast_ratio(var(&vars, dark, text), var(&vars, dark, background));
            assert!(
                ratio >= 4.5,
                "--{text} on --{background} ({}): {ratio:.2}:1",
                if dark { "dark" } else { "light" }
            );
        }
    }
}

/// `rgba(r, g, b, a)` as a colour and an opacity.
fn rgba(text: &str) -> (Rgb, f64) {
    let inner = text
        .trim()
        .strip_prefix("rgba(")
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or_else(|| panic!("{text} is not rgba(…)"));
    let n: Vec<f64> = inner
        .split(',')
        .map(|x| x.trim().parse().unwrap())
        .collect();
    (Rgb(n[0] as u8, n[1] as u8, n[2] as u8), n[3])
}

#[test]
fn every_marker_stands_out_from_its_peg() {
    // The ink of a marker: `--marker` where a colour's rule sets it, else the default of
    // `var(--marker, …)` on the pegs and swatches.
    let decls = declarations(CSS);
    let uses: Vec<&(Vec<String>, String, String)> = decls
        .iter()
        .filter(|(p, n, _)| {
            n == "fill"
                && p.last()
                    .is_some_and(|s| s.ends_with(".marker") && !s.contains("goal"))
        })
        .collect();
    assert!(uses.len() >= 2, "pegs and swatches draw markers: {uses:?}");
    let mut default = None;
    for (_, _, value) in &uses {
        let fallback = value
            .strip_prefix("var(--marker,")
            .and_then(|v| v.strip_suffix(')'))
            .unwrap_or_else(|| panic!("marker fill {value} is not var(--marker, …)"));
        let ink = rgba(fallback);
        assert!(default.is_none_or(|d| d == ink), "one default ink");
        default = Some(ink);
    }
    let default = default.unwrap();
    let mut ink = [default; 6];
    for (preludes, name, value) in &decls {
        if name != "--marker" {
            continue;
        }
        let selectors = preludes.last().unwrap();
        for s in selectors.split(',') {
            let i: usize = s
                .trim()
                .strip_prefix(".colour-")
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("--marker is set on {s}, not on .colour-N"));
            ink[i] = rgba(value);
        }
    }
    for (scheme, palette) in [("light", &LIGHT), ("dark", &DARK)] {
        for (i, &c) in palette.iter().enumerate() {
            let (colour, alpha) = ink[i];
            let ratio = contrast_ratio(c, c.under(colour, alpha));
            // WCAG's minimum for graphics that carry meaning.
            assert!(ratio >= 3.0, "{scheme} colour {i}: marker at {ratio:.2}:1");
        }
    }
}
