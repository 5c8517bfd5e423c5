//! Board layout: the only code that knows where a hole is drawn.
//!
//! Holes sit on a triangular lattice: the centres of pointy-top hexagons. With the distance
//! between neighbouring holes as the unit, the hole at axial `(q, r)` is drawn at
//!
//! ```text
//! x = q + r / 2
//! y = r · √3 / 2        (y grows downwards, as in SVG)
//! ```
//!
//! so that `r` grows from the top of the screen (triangle 0) to the bottom (triangle 3).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::layout::{Layout, Point};
//! use sternhalma::engine::Hex;
//!
//! let layout = Layout::default();
//! assert_eq!(layout.point(Hex::new(0, 0)), Point { x: 0.0, y: 0.0 });
//! let p = layout.point(Hex::new(1, 0));
//! assert!((p.x - 1.0).abs() < 1e-12 && p.y.abs() < 1e-12);
//! ```

use crate::engine::{CellSet, Geometry, Hex};

/// √3 / 2: the vertical distance between two rows of holes.
const ROW_HEIGHT: f64 = 0.866_025_403_784_438_6;

/// Wood around the outermost holes, in hole spacings: how far the star's outline is pushed out.
pub const STAR_MARGIN: f64 = 0.55;
/// Space around the star inside the SVG, in hole spacings (room for the board's shadow).
pub const VIEW_MARGIN: f64 = 1.0;
/// Radius of a hole's pit, in hole spacings (as written in the SVG).
pub const PIT_RADIUS: &str = "0.24";
/// The board's shadow: copies of the star's outline under it, with these classes and
/// offsets, far one first (no blur, which is slow to paint where the raster is software).
pub const STAR_SHADOWS: [(&str, &str); 2] = [
    ("star-shadow", "translate(0 0.32)"),
    ("star-shadow near", "translate(0 0.14)"),
];

/// A radial gradient of the board's SVG, as written in its `<defs>`.
#[derive(Clone, Copy, Debug)]
pub struct RadialGradient {
    /// The element's `id`, which fills refer to (`url(#id)`).
    pub id: &'static str,
    /// `cx` and `cy`.
    pub centre: (&'static str, &'static str),
    /// `r`.
    pub radius: &'static str,
    /// The stops: offset and colour.
    pub stops: &'static [(&'static str, &'static str)],
}

/// The wood of the star (`fill: url(#wood)`), drawn by the board and by the page's skeleton.
pub const WOOD: RadialGradient = RadialGradient {
    id: "wood",
    centre: ("50%", "45%"),
    radius: "60%",
    stops: &[
        ("0%", "var(--board-wood-light)"),
        ("100%", "var(--board-wood)"),
    ],
};

/// A point in SVG user units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Horizontal coordinate, growing to the right.
    pub x: f64,
    /// Vertical coordinate, growing downwards.
    pub y: f64,
}

impl Point {
    /// The point `t` of the way from `self` to `other`.
    pub fn lerp(self, other: Point, t: f64) -> Point {
        Point {
            x: self.x + (other.x - self.x) * t,
            y: self.y + (other.y - self.y) * t,
        }
    }

    /// Distance to `other`.
    pub fn distance(self, other: Point) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// Maps hexes to SVG points: a scale (the distance between neighbouring holes) and an origin
/// (where the centre hole is drawn).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Distance between the centres of neighbouring holes.
    pub spacing: f64,
    /// Where the centre hole `(0, 0)` is drawn.
    pub origin: Point,
}

impl Default for Layout {
    fn default() -> Self {
        Layout {
            spacing: 1.0,
            origin: Point { x: 0.0, y: 0.0 },
        }
    }
}

impl Layout {
    /// The centre of the hole at `hex`.
    pub fn point(&self, hex: Hex) -> Point {
        let q = f64::from(hex.q);
        let r = f64::from(hex.r);
        Point {
            x: self.origin.x + self.spacing * (q + r / 2.0),
            y: self.origin.y + self.spacing * r * ROW_HEIGHT,
        }
    }

    /// The hex whose hole centre is nearest to `p` (for drag and drop).
    pub fn hex_at(&self, p: Point) -> Hex {
        let y = (p.y - self.origin.y) / self.spacing;
        let x = (p.x - self.origin.x) / self.spacing;
        let r = y / ROW_HEIGHT;
        let q = x - r / 2.0;
        // Round in cube coordinates so that the result is the nearest lattice point.
        let s = -q - r;
        let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
        let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
        if dq > dr && dq > ds {
            rq = -rr - rs;
        } else if dr > ds {
            rr = -rq - rs;
        }
        Hex::new(clamp_i8(rq), clamp_i8(rr))
    }

    /// The SVG `viewBox` (min-x, min-y, width, height) showing a star board of triangle side
    /// `side` with a `margin` around it (in units of hole spacing).
    pub fn view_box(&self, side: i8, margin: f64) -> (f64, f64, f64, f64) {
        let n = i16::from(side);
        let tips = star_tips(n);
        let (mut min_x, mut min_y, mut max_x, mut max_y) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for tip in tips {
            let p = self.point(hex16(tip));
            min_x = min_x.min(p.x);
            min_y = min_y.min(p.y);
            max_x = max_x.max(p.x);
            max_y = max_y.max(p.y);
        }
        let m = margin * self.spacing;
        (
            min_x - m,
            min_y - m,
            max_x - min_x + 2.0 * m,
            max_y - min_y + 2.0 * m,
        )
    }

    /// [`Layout::view_box`] as the value of an SVG `viewBox` attribute.
    ///
    /// ```
    /// use sternhalma::app::layout::Layout;
    ///
    /// // The tips of the smallest star are 1.5 spacings to the sides and 2 rows up and down.
    /// assert_eq!(Layout::default().view_box_attr(1, 0.0), "-1.5 -1.732 3 3.464");
    /// ```
    pub fn view_box_attr(&self, side: i8, margin: f64) -> String {
        let (x, y, w, h) = self.view_box(side, margin);
        [x, y, w, h].map(svg_number).join(" ")
    }

    /// The outline of the star board (12 corners, clockwise from the top tip), pushed out by
    /// `margin` hole spacings so that the edge holes have wood around them.
    pub fn star_outline(&self, side: i8, margin: f64) -> Vec<Point> {
        let n = i16::from(side);
        // The concave corners of the star are the corners of the central hexagon; the one
        // after tip i (clockwise) is inner[i].
        let inner = [(n, -n), (n, 0), (0, n), (-n, n), (-n, 0), (0, -n)];
        let centre = self.point(Hex::new(0, 0));
        let m = margin * self.spacing;
        let mut out = Vec::with_capacity(12);
        for (tip, corner) in star_tips(n).into_iter().zip(inner) {
            // Offsetting the edges by m moves a 60° tip out along its bisector by m / sin 30°,
            // and a 240° concave corner out by m / sin 60°.
            out.push(push_out(self.point(hex16(tip)), centre, 2.0 * m));
            out.push(push_out(
                self.point(hex16(corner)),
                centre,
                2.0 * m / 3f64.sqrt(),
            ));
        }
        out
    }

    /// The polygon `corners` (hole centres of an equilateral triangle) pushed out by `margin`
    /// hole spacings: each corner moves away from the centroid by `2 · margin`.
    pub fn triangle_outline(&self, corners: [Hex; 3], margin: f64) -> [Point; 3] {
        let p = corners.map(|h| self.point(h));
        let centroid = Point {
            x: (p[0].x + p[1].x + p[2].x) / 3.0,
            y: (p[0].y + p[1].y + p[2].y) / 3.0,
        };
        p.map(|c| push_out(c, centroid, 2.0 * margin * self.spacing))
    }
}

/// Maps a point given in CSS pixels from the top-left corner of an SVG element of `box_w` ×
/// `box_h` pixels to the SVG's user units, for `view_box` (min-x, min-y, width, height) and the
/// default `preserveAspectRatio="xMidYMid meet"` (uniform scale, centred). `None` for an empty
/// box.
pub fn client_to_view(
    view_box: (f64, f64, f64, f64),
    box_w: f64,
    box_h: f64,
    p: Point,
) -> Option<Point> {
    let (vx, vy, vw, vh) = view_box;
    let scale = view_scale(view_box, box_w, box_h)?;
    let ox = (box_w - vw * scale) / 2.0;
    let oy = (box_h - vh * scale) / 2.0;
    Some(Point {
        x: vx + (p.x - ox) / scale,
        y: vy + (p.y - oy) / scale,
    })
}

/// CSS pixels per SVG user unit (per hole spacing on the board) for an SVG element of `box_w` ×
/// `box_h` pixels showing `view_box` with the default `preserveAspectRatio`. `None` for an empty
/// box.
pub fn view_scale(view_box: (f64, f64, f64, f64), box_w: f64, box_h: f64) -> Option<f64> {
    let (_, _, vw, vh) = view_box;
    if box_w <= 0.0 || box_h <= 0.0 || vw <= 0.0 || vh <= 0.0 {
        return None;
    }
    Some((box_w / vw).min(box_h / vh))
}

/// A view box: (min-x, min-y, width, height), in SVG user units.
pub type ViewBox = (f64, f64, f64, f64);

/// The most the board may be zoomed in (times the whole board's size).
pub const MAX_ZOOM: f64 = 4.0;

/// A zoomed view of the board: `scale` times larger than the whole board (at least 1), its
/// centre moved by `pan` (SVG user units) from the centre of the whole board's view box.
///
/// The board is zoomed by changing the SVG's `viewBox` ([`Zoom::view_box`]) and nothing else,
/// so that [`client_to_view`] with the zoomed view box maps a pointer to the hole under it as
/// without zoom. The view never leaves the whole board's view box ([`Zoom::clamped`]): the
/// board cannot be panned off the screen.
///
/// # Examples
///
/// ```
/// use sternhalma::app::layout::{Point, Zoom};
///
/// let full = (-10.0, -10.0, 20.0, 20.0);
/// assert_eq!(Zoom::default().view_box(full), full);
/// // Two fingers 2 units apart, 4 units apart a moment later, both about the point (5, 5):
/// let from = [Point { x: 4.0, y: 5.0 }, Point { x: 6.0, y: 5.0 }];
/// let to = [Point { x: 3.0, y: 5.0 }, Point { x: 7.0, y: 5.0 }];
/// let zoom = Zoom::default().pinched(full, from, to);
/// assert_eq!(zoom.scale, 2.0);
/// // The point under the fingers stays under them: (5, 5) is still drawn at the same place.
/// assert_eq!(zoom.from_whole(full, Point { x: 5.0, y: 5.0 }), Point { x: 5.0, y: 5.0 });
/// assert_eq!(zoom.view_box(full), (-2.5, -2.5, 10.0, 10.0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Zoom {
    /// How many times larger than the whole board, from 1 to [`MAX_ZOOM`].
    pub scale: f64,
    /// The view's centre, from the centre of the whole board's view box.
    pub pan: Point,
}

impl Default for Zoom {
    fn default() -> Self {
        Zoom {
            scale: 1.0,
            pan: Point { x: 0.0, y: 0.0 },
        }
    }
}

impl Zoom {
    /// Whether the view is zoomed in at all.
    pub fn is_zoomed(&self) -> bool {
        *self != Zoom::default()
    }

    /// The view box that shows this view of the board whose whole view box is `full`: the
    /// same shape, `scale` times smaller.
    pub fn view_box(&self, full: ViewBox) -> ViewBox {
        let (x, y, w, h) = full;
        let (vw, vh) = (w / self.scale, h / self.scale);
        // (Unzoomed, exactly `full`.)
        (
            x + (w - vw) / 2.0 + self.pan.x,
            y + (h - vh) / 2.0 + self.pan.y,
            vw,
            vh,
        )
    }

    /// The point of the whole (unzoomed) board's view drawn where this view draws the board
    /// point `p`: where `p` would be if the board were not zoomed.
    pub fn to_whole(&self, full: ViewBox, p: Point) -> Point {
        let c = centre(full);
        Point {
            x: c.x + (p.x - c.x - self.pan.x) * self.scale,
            y: c.y + (p.y - c.y - self.pan.y) * self.scale,
        }
    }

    /// The board point this view draws where the whole (unzoomed) view draws `u`: the inverse
    /// of [`Zoom::to_whole`].
    pub fn from_whole(&self, full: ViewBox, u: Point) -> Point {
        let c = centre(full);
        Point {
            x: c.x + self.pan.x + (u.x - c.x) / self.scale,
            y: c.y + self.pan.y + (u.y - c.y) / self.scale,
        }
    }

    /// The view after two fingers moved from `from` to `to` (both pairs of points given in the
    /// unzoomed view's units, [`Zoom::to_whole`]), starting from this view: scaled by how much
    /// farther apart the fingers are, and moved so that the board point that was under the
    /// middle of `from` is under the middle of `to` (as far as [`Zoom::clamped`] allows).
    pub fn pinched(&self, full: ViewBox, from: [Point; 2], to: [Point; 2]) -> Zoom {
        let (d0, d1) = (from[0].distance(from[1]), to[0].distance(to[1]));
        let scale = if d0 > 1e-6 && d1.is_finite() {
            self.scale * d1 / d0
        } else {
            self.scale
        };
        let scale = clamp_scale(scale);
        let anchor = self.from_whole(full, from[0].lerp(from[1], 0.5));
        let m = to[0].lerp(to[1], 0.5);
        let c = centre(full);
        let zoom = Zoom {
            scale,
            pan: Point {
                x: anchor.x - c.x - (m.x - c.x) / scale,
                y: anchor.y - c.y - (m.y - c.y) / scale,
            },
        };
        zoom.clamped(full)
    }

    /// This view with its scale between 1 and [`MAX_ZOOM`] and moved back inside `full`, the
    /// whole board's view box (so that the board stays on screen); not a number counts as no
    /// zoom.
    pub fn clamped(&self, full: ViewBox) -> Zoom {
        let scale = clamp_scale(self.scale);
        let (_, _, w, h) = full;
        let room = |size: f64| (size / 2.0 * (1.0 - 1.0 / scale)).max(0.0);
        // (`f64::clamp` would panic on a bound that is not a number, and bring the float
        // formatting of `core` into the wasm bundle for its message.)
        let fit = |v: f64, r: f64| {
            if v.is_finite() {
                v.max(-r).min(r)
            } else {
                0.0
            }
        };
        Zoom {
            scale,
            pan: Point {
                x: fit(self.pan.x, room(w)),
                y: fit(self.pan.y, room(h)),
            },
        }
    }
}

fn clamp_scale(s: f64) -> f64 {
    if s.is_finite() {
        s.clamp(1.0, MAX_ZOOM)
    } else {
        1.0
    }
}

fn centre((x, y, w, h): ViewBox) -> Point {
    Point {
        x: x + w / 2.0,
        y: y + h / 2.0,
    }
}

fn hex16((q, r): (i16, i16)) -> Hex {
    Hex::new(clamp_i8(f64::from(q)), clamp_i8(f64::from(r)))
}

/// The axial coordinates of the six star tips for triangle side `n`, in triangle order
/// (0 = top, then clockwise).
fn star_tips(n: i16) -> [(i16, i16); 6] {
    let t = 2 * n;
    [(n, -t), (t, -n), (n, n), (-n, t), (-t, n), (-n, -n)]
}

fn push_out(p: Point, centre: Point, by: f64) -> Point {
    let d = p.distance(centre);
    if d == 0.0 {
        return p;
    }
    Point {
        x: p.x + (p.x - centre.x) / d * by,
        y: p.y + (p.y - centre.y) / d * by,
    }
}

fn clamp_i8(v: f64) -> i8 {
    v.clamp(f64::from(i8::MIN), f64::from(i8::MAX)) as i8
}

/// The three corner holes of a triangle of holes (a point of the star, or its start area):
/// the holes farthest from its centroid.
pub fn triangle_corners(geometry: &Geometry, holes: CellSet) -> [Hex; 3] {
    let hexes: Vec<Hex> = holes.iter().map(|c| geometry.hex(c)).collect();
    let n = hexes.len() as f64;
    let (cq, cr) = hexes.iter().fold((0.0, 0.0), |(q, r), h| {
        (q + f64::from(h.q) / n, r + f64::from(h.r) / n)
    });
    let dist = |h: &Hex| {
        let (dq, dr) = (f64::from(h.q) - cq, f64::from(h.r) - cr);
        dq * dq + dq * dr + dr * dr
    };
    let mut sorted = hexes.clone();
    crate::sort::heap_sort_by(&mut sorted, |a, b| dist(b).total_cmp(&dist(a)));
    [sorted[0], sorted[1], sorted[2]]
}

/// `v` rounded to three decimals, without trailing zeros, for SVG
/// attributes: `1.5`, `-0.433`, `2`. Written with integer arithmetic, because
/// the float formatting of `core` would add about 11 KB to the wasm bundle.
///
/// ```
/// use sternhalma::app::layout::svg_number;
/// assert_eq!(svg_number(0.866_025), "0.866");
/// assert_eq!(svg_number(-1.5), "-1.5");
/// assert_eq!(svg_number(-0.0004), "0");
/// ```
pub fn svg_number(v: f64) -> String {
    let thousandths = (v * 1000.0).round() as i64;
    let (whole, frac) = (
        thousandths.unsigned_abs() / 1000,
        thousandths.unsigned_abs() % 1000,
    );
    let sign = if thousandths < 0 { "-" } else { "" };
    if frac == 0 {
        return format!("{sign}{whole}");
    }
    let digits = format!("{frac:03}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

/// `points` as the value of an SVG `points` attribute: `x,y` pairs separated by spaces.
///
/// ```
/// use sternhalma::app::layout::{svg_points, Point};
///
/// let points = [Point { x: 0.0, y: -1.5 }, Point { x: 0.25, y: 2.0 }];
/// assert_eq!(svg_points(&points), "0,-1.5 0.25,2");
/// ```
pub fn svg_points(points: &[Point]) -> String {
    let pairs: Vec<String> = points
        .iter()
        .map(|p| format!("{},{}", svg_number(p.x), svg_number(p.y)))
        .collect();
    pairs.join(" ")
}

#[cfg(test)]
mod tests;
