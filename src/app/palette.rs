//! The army colours and marker shapes, and the colour science that checks them.
//!
//! One source of truth: the six colours of `styles/main.css` (`--army-0` … `--army-5`, light and
//! dark scheme) are written here, and a test reads the stylesheet and compares. The palette is
//! chosen so that every pair of colours stays apart for normal vision and for the three kinds
//! of dichromacy (simulated with the matrices of Machado, Oliveira and Fernandes 2009, severity
//! 1), measured as CIEDE2000 colour differences; each colour also carries its own marker shape,
//! so colour is never the only cue.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::palette::{delta_e2000, Rgb, Vision, LIGHT};
//!
//! let white = Rgb::from_hex("#ffffff").unwrap();
//! assert_eq!(white.hex(), "#ffffff");
//! // Every pair of army colours stays apart, even for a deuteranope.
//! let d = delta_e2000(
//!     LIGHT[0].simulate(Vision::Deuteranopia).lab(),
//!     LIGHT[1].simulate(Vision::Deuteranopia).lab(),
//! );
//! assert!(d > 10.0);
//! ```

/// A colour in sRGB, 8 bits per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// The army colours on the light board (`--army-0` … `--army-5` in `:root`): orange, mint,
/// pink, blue, forest green, plum (the names of [`crate::app::i18n::Lang::colour`]).
///
/// Lightness does much of the work: a dichromat sees roughly a blue–yellow axis and
/// lightness, so the colours that might merge (orange and green for a protanope, blue and plum
/// for a deuteranope, orange and pink for a tritanope) differ in lightness or on that axis.
pub const LIGHT: [Rgb; 6] = [
    Rgb(0xee, 0x77, 0x00),
    Rgb(0x33, 0xcc, 0x99),
    Rgb(0xee, 0xaa, 0xdd),
    Rgb(0x33, 0x77, 0xee),
    Rgb(0x22, 0x66, 0x22),
    Rgb(0x99, 0x33, 0x77),
];

/// The army colours on the dark board (`--army-*` under `prefers-color-scheme: dark`): the
/// same hues, the darker ones lifted so that they stand out from the dark wood.
pub const DARK: [Rgb; 6] = [
    Rgb(0xff, 0x88, 0x11),
    Rgb(0x33, 0xdd, 0xaa),
    Rgb(0xee, 0xaa, 0xdd),
    Rgb(0x44, 0x88, 0xff),
    Rgb(0x2f, 0x7a, 0x2f),
    Rgb(0xaa, 0x3f, 0x88),
];

/// The smallest CIEDE2000 difference between two army colours under each simulated
/// dichromacy (for comparison: the Okabe–Ito colours this palette replaced came down to 10.9
/// for a tritanope, 12.2 for a protanope and 12.5 for a deuteranope).
pub const MIN_DISTANCE_CVD: f64 = 16.0;
/// The smallest CIEDE2000 difference between an army colour and the grey of inert pegs under
/// each kind of vision (inert pegs also carry no marker).
pub const MIN_DISTANCE_INERT: f64 = 12.0;
/// The smallest CIEDE2000 difference between two army colours for normal vision.
pub const MIN_DISTANCE: f64 = 25.0;

/// A marker: the shape drawn on a peg (and on a goal, with multiple sets), so that colour is
/// never the only cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marker {
    /// What it is, for people.
    pub name: &'static str,
    /// Its outline as SVG path data, about 0.3 across and centred on the origin (a peg has
    /// radius 0.39). Only absolute `M`, `L`, `H`, `V` and `Z`, filled by the even-odd rule.
    pub path: &'static str,
}

/// The marker of each colour (by default marker `i` goes with colour `i`). Six silhouettes, no
/// two of which are the same shape turned: the colours closest for some kind of colour
/// blindness (see [`LIGHT`]) have the most different ones.
pub const MARKERS: [Marker; 6] = [
    Marker {
        name: "triangle",
        path: "M0,-0.16 L0.15,0.1 L-0.15,0.1 Z",
    },
    Marker {
        name: "star",
        path: "M0,-0.17 L0.042,-0.058 L0.162,-0.053 L0.068,0.022 L0.1,0.138 L0,0.072 \
               L-0.1,0.138 L-0.068,0.022 L-0.162,-0.053 L-0.042,-0.058 Z",
    },
    Marker {
        name: "bar",
        path: "M-0.16,-0.05 H0.16 V0.05 H-0.16 Z",
    },
    Marker {
        name: "square",
        path: "M-0.11,-0.11 H0.11 V0.11 H-0.11 Z",
    },
    Marker {
        name: "plus",
        path: "M-0.05,-0.16 H0.05 V-0.05 H0.16 V0.05 H0.05 V0.16 H-0.05 V0.05 H-0.16 V-0.05 \
               H-0.05 Z",
    },
    Marker {
        name: "ring",
        path: "M0,-0.15 L0.057,-0.139 L0.106,-0.106 L0.139,-0.057 L0.15,0 L0.139,0.057 \
               L0.106,0.106 L0.057,0.139 L0,0.15 L-0.057,0.139 L-0.106,0.106 L-0.139,0.057 \
               L-0.15,0 L-0.139,-0.057 L-0.106,-0.106 L-0.057,-0.139 Z \
               M0,-0.075 L0.029,-0.069 L0.053,-0.053 L0.069,-0.029 L0.075,0 L0.069,0.029 \
               L0.053,0.053 L0.029,0.069 L0,0.075 L-0.029,0.069 L-0.053,0.053 L-0.069,0.029 \
               L-0.075,0 L-0.069,-0.029 L-0.053,-0.053 L-0.029,-0.069 Z",
    },
];

/// A kind of colour vision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    /// Trichromatic vision.
    Normal,
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
    /// No short-wavelength (blue) cones.
    Tritanopia,
}

impl Vision {
    /// Every kind, normal vision first.
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// The simulation matrix on linear RGB (Machado et al. 2009, severity 1.0).
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Vision::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Vision::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }
}

/// A colour in CIELAB (D65 white).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lab {
    /// Lightness, 0 (black) to 100 (white).
    pub l: f64,
    /// Green (−) to red (+).
    pub a: f64,
    /// Blue (−) to yellow (+).
    pub b: f64,
}

/// A colour in linear-light sRGB, each channel in `0.0..=1.0`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Linear(pub [f64; 3]);

fn to_linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// An error reading a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourError {
    /// Not `#` and six hexadecimal digits.
    Syntax,
}

impl std::fmt::Display for ColourError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("expected a colour as # and six hexadecimal digits")
    }
}

impl std::error::Error for ColourError {}

impl Rgb {
    /// Reads `#rrggbb` (either case).
    ///
    /// # Errors
    ///
    /// [`ColourError::Syntax`] for anything else.
    pub fn from_hex(text: &str) -> Result<Rgb, ColourError> {
        let digits = text.strip_prefix('#').ok_or(ColourError::Syntax)?;
        if digits.len() != 6 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ColourError::Syntax);
        }
        let channel = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16);
        match (channel(0), channel(2), channel(4)) {
            (Ok(r), Ok(g), Ok(b)) => Ok(Rgb(r, g, b)),
            _ => Err(ColourError::Syntax),
        }
    }

    /// `#rrggbb` in lower case, as the stylesheet writes it.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// The colour in linear light.
    pub fn linear(self) -> Linear {
        Linear([to_linear(self.0), to_linear(self.1), to_linear(self.2)])
    }

    /// How the colour looks with `vision` (in linear light).
    pub fn simulate(self, vision: Vision) -> Linear {
        let m = vision.matrix();
        let c = self.linear().0;
        let row = |r: [f64; 3]| (r[0] * c[0] + r[1] * c[1] + r[2] * c[2]).clamp(0.0, 1.0);
        Linear([row(m[0]), row(m[1]), row(m[2])])
    }

    /// The colour in CIELAB.
    pub fn lab(self) -> Lab {
        self.linear().lab()
    }

    /// Relative luminance as WCAG 2 defines it (0 black … 1 white).
    pub fn luminance(self) -> f64 {
        let [r, g, b] = self.linear().0;
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// `a` painted with opacity `alpha` over `self`.
    pub fn under(self, a: Rgb, alpha: f64) -> Rgb {
        let mix = |bg: u8, fg: u8| {
            (f64::from(fg) * alpha + f64::from(bg) * (1.0 - alpha))
                .round()
                .clamp(0.0, 255.0) as u8
        };
        Rgb(mix(self.0, a.0), mix(self.1, a.1), mix(self.2, a.2))
    }
}

impl Linear {
    /// The colour in CIELAB (D65).
    pub fn lab(self) -> Lab {
        let [r, g, b] = self.0;
        let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
        let z = 0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b;
        let f = |t: f64| {
            const D: f64 = 6.0 / 29.0;
            if t > D * D * D {
                t.cbrt()
            } else {
                t / (3.0 * D * D) + 4.0 / 29.0
            }
        };
        let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
        Lab {
            l: 116.0 * fy - 16.0,
            a: 500.0 * (fx - fy),
            b: 200.0 * (fy - fz),
        }
    }
}

/// The WCAG 2 contrast ratio of two colours (1 to 21; text wants at least 4.5).
pub fn contrast_ratio(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (a.luminance(), b.luminance());
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The CIEDE2000 colour difference of two colours (about 1: just noticeable side by side;
/// above 10: clearly different colours).
pub fn delta_e2000(x: Lab, y: Lab) -> f64 {
    let deg = |r: f64| r.to_degrees();
    let rad = |d: f64| d.to_radians();
    let c1 = x.a.hypot(x.b);
    let c2 = y.a.hypot(y.b);
    let c_mean = (c1 + c2) / 2.0;
    let c7 = c_mean.powi(7);
    let g = 0.5 * (1.0 - (c7 / (c7 + 25f64.powi(7))).sqrt());
    let a1 = (1.0 + g) * x.a;
    let a2 = (1.0 + g) * y.a;
    let c1p = a1.hypot(x.b);
    let c2p = a2.hypot(y.b);
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            deg(b.atan2(a)).rem_euclid(360.0)
        }
    };
    let h1 = hue(x.b, a1);
    let h2 = hue(y.b, a2);
    let dl = y.l - x.l;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 - h1 > 180.0 {
        h2 - h1 - 360.0
    } else {
        h2 - h1 + 360.0
    };
    let dhh = 2.0 * (c1p * c2p).sqrt() * rad(dh / 2.0).sin();
    let l_mean = (x.l + y.l) / 2.0;
    let cp_mean = (c1p + c2p) / 2.0;
    let h_mean = if c1p * c2p == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * rad(h_mean - 30.0).cos()
        + 0.24 * rad(2.0 * h_mean).cos()
        + 0.32 * rad(3.0 * h_mean + 6.0).cos()
        - 0.20 * rad(4.0 * h_mean - 63.0).cos();
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let cp7 = cp_mean.powi(7);
    let rc = 2.0 * (cp7 / (cp7 + 25f64.powi(7))).sqrt();
    let l50 = (l_mean - 50.0).powi(2);
    let sl = 1.0 + 0.015 * l50 / (20.0 + l50).sqrt();
    let sc = 1.0 + 0.045 * cp_mean;
    let sh = 1.0 + 0.015 * cp_mean * t;
    let rt = -(2.0 * rad(d_theta)).sin() * rc;
    let (tl, tc, th) = (dl / sl, dc / sc, dhh / sh);
    (tl * tl + tc * tc + th * th + rt * tc * th).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

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
                if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0)
                {
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

    const CSS: &str = include_str!("../../styles/main.css");

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
}
