//! Static evaluation: the race to fill the goal.
//!
//! Per army, every hole has a *distance* `d` to the goal: the rows left to
//! the goal's far tip plus a *lateral* term (how far the hole lies outside
//! the cone that leads straight into the goal; a peg in a side triangle
//! must come back sideways). The army's cost is
//!
//! - `Σ d − (Σ d over the goal holes)`: the rows still to go (0 when home;
//!   120 from the standard start — the BGA score in reverse);
//! - a straggler term: each peg more than [`STRAGGLE_SLACK`] rows behind the
//!   army's mean costs extra per row (isolated back pegs are slow: nothing
//!   to hop over);
//! - a home-triangle term: once the army is past half-way, every peg still
//!   in its start triangle costs more and more;
//! - an entry term for the last few pegs outside the goal: the detour
//!   (hex distance minus the rows it gains) to the nearest goal hole they can
//!   fill, so that moves inside the goal bring a free hole to them;
//! - a small ladder bonus: forward hops available right now.
//!
//! The same tables measure move gains (for ordering, pruning and the
//! greedy baseline). Blocked goal holes need no special case: under
//! *fill what is available* the deepest holes held by others are simply
//! unreachable, and under the Masters swap the swap moves reduce `Σ d`.

use std::sync::OnceLock;

use crate::engine::{
    AntiSpoiling, BoardSize, Cell, CellSet, Direction, Geometry, Position, Triangle,
};

/// One row of progress, in evaluation units.
pub const ROW: i32 = 16;
/// Rows behind the army's mean before a peg counts as a straggler.
pub const STRAGGLE_SLACK: i32 = 3;
/// The entry term applies when at most this many pegs of an army are outside its goal.
const ENTRY_PEGS: usize = 3;
/// Cost per hole of detour from a last peg to the nearest goal hole it can fill.
const ENTRY_WEIGHT: i32 = ROW / 2;

/// The holes `army` must fill: every lookup of a goal area in the computer opponent goes
/// through here (and [`home_cells`]).
pub(crate) fn goal_cells(pos: &Position, army: Triangle) -> CellSet {
    goal_area(pos.geometry(), army)
}

/// The holes `army` starts from.
pub(crate) fn home_cells(pos: &Position, army: Triangle) -> CellSet {
    pos.geometry().triangle(army)
}

/// [`goal_cells`] from the geometry alone (for the per-size tables).
fn goal_area(geo: &Geometry, army: Triangle) -> CellSet {
    geo.triangle(army.opposite())
}

/// Per-size tables.
pub(crate) struct Tables {
    /// `dist[army][cell]`: rows to the goal tip plus lateral excess.
    pub dist: [[u8; 256]; 6],
    /// Σ `dist` over the goal holes (the cost of a home army).
    pub home: [i32; 6],
    /// Σ `dist` over the start holes.
    pub start: [i32; 6],
    /// Forward hops: `(over, land)` per army and cell, `u8::MAX` padded.
    pub fwd: [[[[u8; 2]; 2]; 256]; 6],
}

pub(crate) fn tables(size: BoardSize) -> &'static Tables {
    static T: [OnceLock<Box<Tables>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = match size {
        BoardSize::Four => 0,
        BoardSize::Five => 1,
        BoardSize::Six => 2,
    };
    T[i].get_or_init(|| build(Geometry::get(size)))
}

fn build(geo: &Geometry) -> Box<Tables> {
    let mut t = Box::new(Tables {
        dist: [[0; 256]; 6],
        home: [0; 6],
        start: [0; 6],
        fwd: [[[[u8::MAX; 2]; 2]; 256]; 6],
    });
    for army in Triangle::ALL {
        let goal: Vec<Cell> = geo.triangle(army.opposite()).iter().collect();
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
            let d = (apex - p).max(0) + lateral;
            t.dist[army.index()][c.index()] = d.min(255) as u8;
            let mut k = 0;
            for dir in Direction::ALL {
                if let Some((over, land)) = geo.jump(c, dir) {
                    if geo.progress(army, land) > p && k < 2 {
                        t.fwd[army.index()][c.index()][k] = [over.to_u8(), land.to_u8()];
                        k += 1;
                    }
                }
            }
        }
        let a = army.index();
        t.home[a] = geo
            .triangle(army.opposite())
            .iter()
            .map(|c| i32::from(t.dist[a][c.index()]))
            .sum();
        t.start[a] = geo
            .triangle(army)
            .iter()
            .map(|c| i32::from(t.dist[a][c.index()]))
            .sum();
    }
    t
}

impl Tables {
    /// The distance of `c` for `army`.
    #[inline]
    pub fn d(&self, army: Triangle, c: Cell) -> i32 {
        i32::from(self.dist[army.index()][c.index()])
    }

    /// Rows still to go for `army` (0 when home).
    pub fn remaining(&self, army: Triangle, pegs: CellSet) -> i32 {
        pegs.iter().map(|c| self.d(army, c)).sum::<i32>() - self.home[army.index()]
    }

    /// The cost of an army in evaluation units (lower is better).
    pub fn army_cost(
        &self,
        geo: &Geometry,
        army: Triangle,
        pegs: CellSet,
        occupied: CellSet,
        race: bool,
        blockers_hurt: bool,
    ) -> i32 {
        let a = army.index();
        let n = pegs.len() as i32;
        if n == 0 {
            return 0;
        }
        let mut sum = 0;
        let mut ladders = 0;
        for c in pegs {
            sum += self.d(army, c);
            for [over, land] in self.fwd[a][c.index()] {
                if land != u8::MAX
                    && occupied.contains(Cell::new(over))
                    && !occupied.contains(Cell::new(land))
                {
                    ladders += 1;
                }
            }
        }
        let rem = sum - self.home[a];
        let mut cost = rem * ROW;
        // Stragglers: pegs far behind the army's mean (d measured from the goal).
        let limit = sum / n + STRAGGLE_SLACK;
        let mut straggle = 0;
        for c in pegs {
            straggle += (self.d(army, c) - limit).max(0);
        }
        if !race {
            cost += straggle * (ROW / 2);
        }
        // Pegs still at home once the army is past half-way.
        let total = self.start[a] - self.home[a];
        let at_home = (pegs & geo.triangle(army)).len() as i32;
        if at_home > 0 && rem * 3 < total * 2 {
            // Bounded: trapping an enemy peg at home must not look like a win.
            cost += at_home * ROW * ((total * 2 - rem * 3) * 6 / total).min(6);
        }
        // Late in the race, another army's peg in our goal must leave (or be
        // swapped out) before we can finish, unless blockers count as filled
        // holes. (Not earlier: it would reward keeping pegs at home to block.)
        if blockers_hurt {
            let blockers = (occupied - pegs) & geo.triangle(army.opposite());
            let late = (40 - rem).max(0);
            for b in blockers {
                // A blocker walled in by pegs can neither leave nor be
                // swapped out from outside: keep a hole open next to it.
                let walled = (geo.neighbor_set(b) & geo.all()).is_subset(occupied);
                cost += late * ROW / if walled { 3 } else { 8 };
            }
        }
        // The last pegs outside: the detour from each to the nearest goal
        // hole it can fill (beyond the rows it already counts). Rewards
        // the moves inside the goal that bring a free hole to the waiting
        // peg, and the sideways steps towards it.
        let goal = geo.triangle(army.opposite());
        let outside = pegs - goal;
        // (Only without blockers: swap wars over a blocked goal have their own term.)
        if !outside.is_empty()
            && outside.len() <= ENTRY_PEGS
            && ((occupied - pegs) & goal).is_empty()
        {
            let targets = goal - if blockers_hurt { pegs } else { occupied };
            let mut detour = 0;
            for p in outside {
                let hp = geo.hex(p);
                let dp = self.d(army, p);
                let best = targets
                    .iter()
                    .map(|t| i32::from(hp.distance(geo.hex(t))) - (dp - self.d(army, t)))
                    .min();
                detour += best.unwrap_or(0).max(0);
            }
            cost += detour * ENTRY_WEIGHT;
        }
        cost - ladders * 2
    }
}

/// Evaluation of `pos` for `me` (and its partner): the best opponent's
/// cost minus our cost. `exclude` lists opponents whose place is already
/// decided (finished before the search started).
pub(crate) fn evaluate(pos: &Position, mine: [bool; 6], exclude: [bool; 6], race: bool) -> i32 {
    let geo = pos.geometry();
    let t = tables(pos.options().size);
    let seating = pos.seating();
    let occ = pos.occupied();
    let hurt = pos.options().anti_spoiling != AntiSpoiling::FillAvailable;
    let mut my_cost = 0;
    let mut best_opp = i32::MAX;
    let mut team_cost = [0i32; 6];
    for seat in seating.seats() {
        let mut c = 0;
        // Blockers count against our own armies only: charging them to an
        // opponent would reward parking a peg in its goal, and two sides
        // that each hold a peg in the other's goal would wait forever.
        let hurt = hurt && mine[seat.index()];
        for army in seating.armies(seat).iter() {
            c += t.army_cost(geo, army, pos.army(army), occ, race, hurt);
        }
        team_cost[seat.index()] = c;
    }
    for seat in seating.seats() {
        let i = seat.index();
        if mine[i] {
            my_cost += team_cost[i];
        } else if !exclude[i] {
            // A team is as fast as its slower partner.
            let c = match seating.partner(seat) {
                Some(p) => team_cost[i] + team_cost[p.index()],
                None => team_cost[i],
            };
            best_opp = best_opp.min(c);
        }
    }
    if best_opp == i32::MAX {
        best_opp = 0;
    }
    best_opp - my_cost
}
