//! The race's tables, per layout of the areas: the evaluation's distances (one source for the
//! search and the race) and the holes turned to a common orientation.

use std::sync::OnceLock;

use crate::ai::eval;
use crate::engine::{Areas, Hex, Position, Triangle};

/// Per layout of the areas.
pub(super) struct Tables {
    /// `dist[army][cell]`: the evaluation's rows from the hole to the far tip of the army's
    /// goal plus the lateral detour (how far the hole lies outside the cone that leads into
    /// the goal).
    pub(super) dist: &'static [[u8; 256]; 6],
    /// `home[army]`: `dist` summed over the goal holes (the value of a home army).
    pub(super) home: &'static [i32; 6],
    /// `canon[army][cell]`: the hole turned with the board so that the army's start is the
    /// top triangle. Ties are broken by it, so that armies in the same situation get the same
    /// figure (every army at the start, both seats of a mirrored position).
    pub(super) canon: [[u8; 256]; 6],
}

pub(super) fn tables(pos: &Position) -> &'static Tables {
    static T: [OnceLock<Box<Tables>>; Areas::COUNT] = [const { OnceLock::new() }; Areas::COUNT];
    T[pos.areas().key()].get_or_init(|| build(pos))
}

fn build(pos: &Position) -> Box<Tables> {
    let distances = eval::tables(pos);
    let geo = pos.geometry();
    let mut t = Box::new(Tables {
        dist: &distances.dist,
        home: &distances.home,
        canon: [[0; 256]; 6],
    });
    for army in Triangle::ALL {
        let a = army.index();
        for c in geo.cells() {
            // A sixth of a turn takes triangle k to k + 1: turn back `army` sixths.
            let mut h = geo.hex(c);
            for _ in 0..(6 - a) % 6 {
                h = Hex::new(-h.r, -h.s());
            }
            t.canon[a][c.index()] = geo.cell_at(h).unwrap_or(c).to_u8();
        }
    }
    t
}
