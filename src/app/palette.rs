//! The army markers: the shape drawn on each peg (and on a goal, with multiple sets), so that
//! colour is never the only cue. The colours themselves live in the stylesheet
//! (`--army-0` … `--army-5`); `tests/palette.rs` checks both with colour science (every pair of
//! colours apart for every kind of colour vision, every marker visible on its peg, no two
//! markers the same shape turned).

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
/// blindness have the most different ones.
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
