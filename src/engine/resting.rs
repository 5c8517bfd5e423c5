//! The resting rule as tables: where each seat may end a move under one set
//! of options ([`Resting`](super::Resting)), built once per option set and
//! shared by every position that plays with it. The move generator reads
//! them for the final hole of every move; chains may pass anywhere.

use std::sync::Mutex;

use super::areas::Areas;
use super::cell::CellSet;
use super::geometry::Geometry;
use super::option_values::{BoardSize, Pegs, Resting};
use super::options::Options;
use super::player::{Players, TriangleSet};

/// Where each seat may end a move under one set of options, as cell sets
/// and as bytes (1 = allowed) indexed by cell; built once per option set.
#[derive(Debug)]
pub(super) struct RestTables {
    /// The holes each seat may end a move on.
    pub(super) sets: [CellSet; 6],
    /// The same as bytes indexed by cell (1 = allowed).
    pub(super) bytes: [[u8; 256]; 6],
}

type RestKey = (BoardSize, Pegs, Resting, Players, bool);

/// The resting tables of `options` (computed on first use, then shared).
pub(super) fn rest_tables(options: &Options) -> &'static RestTables {
    static CACHE: Mutex<Vec<(RestKey, &'static RestTables)>> = Mutex::new(Vec::new());
    let key = (
        options.size,
        options.pegs,
        options.resting,
        options.players,
        options.multiple_sets,
    );
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, t)) = cache.iter().find(|(k, _)| *k == key) {
        return t;
    }
    let geo = Geometry::get(options.size);
    let areas = Areas::of(options);
    let seating = options.seating();
    let mut t = RestTables {
        sets: [CellSet::EMPTY; 6],
        bytes: [[0; 256]; 6],
    };
    for seat in seating.seats() {
        let own = seating.own_triangles(seat);
        let others = seating
            .seats()
            .filter(|&s| s != seat)
            .fold(TriangleSet::EMPTY, |a, s| a.union(seating.own_triangles(s)));
        let forbidden = match options.resting {
            Resting::Anywhere => TriangleSet::EMPTY,
            Resting::PassThrough => others,
            Resting::Bga => TriangleSet::ALL,
        };
        let area = |set: TriangleSet| set.iter().fold(CellSet::EMPTY, |s, p| s | areas.point(p));
        let forbidden_cells = area(forbidden) - area(own);
        let ok = geo.all() - forbidden_cells;
        t.sets[seat.index()] = ok;
        for c in ok {
            t.bytes[seat.index()][c.index()] = 1;
        }
    }
    let t: &'static RestTables = Box::leak(Box::new(t));
    cache.push((key, t));
    t
}
