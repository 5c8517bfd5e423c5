//! Colour science for the palette's tests: sRGB, CIELAB, the CIEDE2000 colour difference,
//! WCAG contrast and simulated dichromacy (the matrices of Machado, Oliveira and Fernandes
//! 2009, severity 1).
#![allow(dead_code)]

/// A colour in sRGB, 8 bits per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// The army colours on the light board (`--army-0` … `--army-5` in `:root`): orange, mint,
/// pink, blue, forest green, plum (the names of `Lang::colour`).
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
