//! The race's distance tables, per layout of the areas.

use std::sync::OnceLock;

use crate::engine::{Areas, Cell, Hex, Position, Triangle};

/// Per layout of the areas: `dist[army][cell]`, the rows from the hole to the far tip of the
/// army's goal plus the lateral detour (how far the hole lies outside the cone that leads
/// into the goal), and `home[army]`, its sum over the goal holes (the value of a home army).
pub(super) struct Tables {
    pub(super) dist: [[u8; 256]; 6],
    pub(super) home: [i32; 6],
    /// `canon[army][cell]`: the hole turned with the board so that the army's start is the
    /// top triangle. Ties are broken by it, so that armies in the same situation get the same
    /// figure (every army at the start, both seats of a mirrored position).
    pub(super) canon: [[u8; 256]; 6],
}

pub(super) fn tables(pos: &Position) -> &'static Tables {
    static T: [OnceLock<Box<Tables>>; Areas::COUNT] = [const { OnceLock::new() }; Areas::COUNT];
    T[pos.areas().key()].get_or_init(|| build(pos.areas()))
}

fn build(areas: &Areas) -> Box<Tables> {
    let geo = areas.geometry();
    let mut t = Box::new(Tables {
        dist: [[0; 256]; 6],
        home: [0; 6],
        canon: [[0; 256]; 6],
    });
    for army in Triangle::ALL {
        let a = army.index();
        let goal: Vec<Cell> = areas.goal(army).iter().collect();
        let apex = goal
            .iter()
            .map(|&g| geo.progress(army, g))
            .max()
            .unwrap_or(0);
        for c in geo.cells() {
            let p = geo.progress(army, c);
            let lateral = goal
                .iter()
                .map(|&g| i32::from(geo.hex(c).distance(geo.hex(g))) - (geo.progress(army, g) - p))
                .min()
                .unwrap_or(0)
                .max(0);
            t.dist[a][c.index()] = ((apex - p).max(0) + lateral).min(255) as u8;
        }
        t.home[a] = goal.iter().map(|g| i32::from(t.dist[a][g.index()])).sum();
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
