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

use crate::engine::{AntiSpoiling, Areas, Cell, CellSet, Direction, Position, Seat, Triangle};

/// One row of progress, in evaluation units.
pub const ROW: i32 = 16;
/// Rows behind the army's mean before a peg counts as a straggler.
pub const STRAGGLE_SLACK: i32 = 3;
/// The entry term applies when at most this many pegs of an army are outside its goal.
const ENTRY_PEGS: usize = 3;
/// Cost per hole of detour from a last peg to the nearest goal hole it can fill.
const ENTRY_WEIGHT: i32 = ROW / 2;

/// The holes `army` must fill (the engine's goal area: the opposite triangle, or 15 holes in
/// the 15-peg game): every lookup of a goal area in the computer opponent goes through here
/// (and [`home_cells`]).
pub(crate) fn goal_cells(pos: &Position, army: Triangle) -> CellSet {
    pos.goal_area(army)
}

/// The holes `army` starts from (the engine's start area).
pub(crate) fn home_cells(pos: &Position, army: Triangle) -> CellSet {
    pos.start_area(army)
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

/// The tables of `pos`'s board: one set per layout of the start and goal areas (the engine's
/// [`Areas`]: board size and the areas' shape).
pub(crate) fn tables(pos: &Position) -> &'static Tables {
    static T: [OnceLock<Box<Tables>>; Areas::COUNT] = [const { OnceLock::new() }; Areas::COUNT];
    T[pos.areas().key()].get_or_init(|| build(pos))
}

fn build(pos: &Position) -> Box<Tables> {
    let geo = pos.geometry();
    let mut t = Box::new(Tables {
        dist: [[0; 256]; 6],
        home: [0; 6],
        start: [0; 6],
        fwd: [[[[u8::MAX; 2]; 2]; 256]; 6],
    });
    for army in Triangle::ALL {
        let goal: Vec<Cell> = goal_cells(pos, army).iter().collect();
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
        t.home[a] = goal_cells(pos, army)
            .iter()
            .map(|c| i32::from(t.dist[a][c.index()]))
            .sum();
        t.start[a] = home_cells(pos, army)
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

    /// How far the `planned` pegs of `army` lag, in rows beyond [`STRAGGLE_SLACK`] behind the
    /// army's mean distance (`sum` over its `n` pegs).
    fn straggle(&self, army: Triangle, planned: CellSet, sum: i32, n: i32) -> i32 {
        let limit = sum / n + STRAGGLE_SLACK;
        planned
            .iter()
            .map(|c| (self.d(army, c) - limit).max(0))
            .sum()
    }

    /// The cost of an army in evaluation units (lower is better).
    pub fn army_cost(&self, pos: &Position, army: Triangle, view: &View) -> i32 {
        let geo = pos.geometry();
        let pegs = pos.army(army);
        let occupied = pos.occupied();
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
        // The planning terms below (stragglers, pegs left at home) describe how an army is
        // shaped. An opponent's pegs standing in our goal are our blockers: they cost us
        // (below), and must never count for us as a weakness of the opponent, or freeing the
        // goal by a swap would look like a loss.
        let planned = if view.own {
            pegs
        } else {
            pegs - view.our_goals
        };
        // Stragglers: pegs far behind the army's mean (d measured from the goal).
        if !view.race {
            cost += self.straggle(army, planned, sum, n) * view.straggle;
        }
        // Pegs still at home once the army is past half-way.
        let total = self.start[a] - self.home[a];
        let at_home = (planned & home_cells(pos, army)).len() as i32;
        if at_home > 0 && rem * 3 < total * 2 {
            // Bounded: trapping an enemy peg at home must not look like a win.
            cost += at_home * ROW * ((total * 2 - rem * 3) * 6 / total).min(6);
        }
        let goal = goal_cells(pos, army);
        let blockers = (occupied - pegs) & goal;
        // Late in the race, another army's peg in our goal must leave (or be
        // swapped out) before we can finish, unless blockers count as filled
        // holes. (Not earlier: it would reward keeping pegs at home to block.)
        if view.own && view.blockers_hurt {
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
        // peg, and the sideways steps towards it. A blocker's hole can be
        // filled by a swap where swaps are the rule.
        cost += self.entry_detour(pos, army, view.blockers_hurt, view.swaps) * view.entry;
        cost - ladders * 2
    }

    /// The last pegs' detour, in holes: for each peg of `army` outside its goal once at most
    /// [`ENTRY_PEGS`] are, the hex distance to the nearest goal hole it can fill beyond the rows
    /// it gains there (0 while another army's peg blocks the goal, unless `swaps`). A hole
    /// another army's peg holds can be filled only where blockers do not hurt (`blockers_hurt`
    /// false: *fill what is available* counts them filled).
    pub fn entry_detour(
        &self,
        pos: &Position,
        army: Triangle,
        blockers_hurt: bool,
        swaps: bool,
    ) -> i32 {
        let geo = pos.geometry();
        let pegs = pos.army(army);
        let occupied = pos.occupied();
        let goal = goal_cells(pos, army);
        let blockers = (occupied - pegs) & goal;
        let outside = pegs - goal;
        if outside.is_empty() || outside.len() > ENTRY_PEGS || !(blockers.is_empty() || swaps) {
            return 0;
        }
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
        detour
    }
}

/// How [`Tables::army_cost`] looks at an army.
pub(crate) struct View {
    /// The race is on (the armies have passed each other): no straggler term.
    pub race: bool,
    /// An army of the searching side (or its partner).
    pub own: bool,
    /// Other armies' pegs in the goal keep it from finishing (not under *fill what is
    /// available*).
    pub blockers_hurt: bool,
    /// The Masters swap is the rule: a blocker's hole can be entered.
    pub swaps: bool,
    /// The goal holes of the searching side's armies.
    pub our_goals: CellSet,
    /// Cost per row a straggler lags.
    pub straggle: i32,
    /// Cost per hole of a last peg's detour to the goal.
    pub entry: i32,
}

/// How much the searching side's own planning terms weigh (a level that forgets a straggler or
/// plays its endgame slowly weighs them less); the opponents' always weigh in full.
#[derive(Clone, Copy)]
pub(crate) struct Weights {
    /// Cost per row a straggler lags.
    pub straggle: i32,
    /// Cost per hole of a last peg's detour to the goal.
    pub entry: i32,
    /// Weight, %, of our lead over the best opponent while we are ahead (many players).
    pub ahead: i32,
}

impl Weights {
    /// The full weights.
    pub const FULL: Weights = Weights {
        straggle: ROW / 2,
        entry: ENTRY_WEIGHT,
        ahead: 0,
    };
}

/// The searching side: whose armies are ours, and which opponents no longer count.
#[derive(Clone, Copy)]
pub(crate) struct Side {
    /// Seats of the searching side (the seat to move at the root and its partner).
    pub mine: [bool; 6],
    /// Opponents whose place is already decided (finished before the search started).
    pub exclude: [bool; 6],
    /// The goal holes of our armies.
    pub our_goals: CellSet,
    /// Our planning terms' weights.
    pub weights: Weights,
}

impl Side {
    pub fn new(pos: &Position, mine: [bool; 6], exclude: [bool; 6], weights: Weights) -> Side {
        let seating = pos.seating();
        let mut our_goals = CellSet::EMPTY;
        for seat in seating.seats().filter(|s| mine[s.index()]) {
            for army in seating.armies(seat).iter() {
                our_goals |= goal_cells(pos, army);
            }
        }
        Side {
            mine,
            exclude,
            our_goals,
            weights,
        }
    }
}

/// Evaluation of `pos` for `side`: the best opponent's cost minus our cost.
pub(crate) fn evaluate(pos: &Position, t: &Tables, side: &Side, race: bool) -> i32 {
    let (best_opp, mine) = costs(pos, t, side, race);
    best_opp - mine
}

/// Evaluation with two or more opponents: our own cost (negated), and, while the leading
/// opponent is ahead of us, how far ahead it is. Slowing an opponent down mostly helps the
/// others, and seats that all blocked the leader took a third longer to finish; a seat that
/// leads only races.
pub(crate) fn evaluate_many(pos: &Position, t: &Tables, side: &Side) -> i32 {
    let (best_opp, mine) = costs(pos, t, side, false);
    let d = best_opp - mine;
    -mine + d.min(0) + d.max(0) * side.weights.ahead / 100
}

/// The best (team of) opponent's cost and ours.
fn costs(pos: &Position, t: &Tables, side: &Side, race: bool) -> (i32, i32) {
    let seating = pos.seating();
    let mut my_cost = 0;
    let mut best_opp = i32::MAX;
    let mut team_cost = [0i32; 6];
    for seat in seating.seats() {
        team_cost[seat.index()] = seat_cost(pos, t, side, seat, race);
    }
    for seat in seating.seats() {
        let i = seat.index();
        if side.mine[i] {
            my_cost += team_cost[i];
        } else if !side.exclude[i] {
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
    (best_opp, my_cost)
}

/// The cost of every army of `seat`.
fn seat_cost(pos: &Position, t: &Tables, side: &Side, seat: Seat, race: bool) -> i32 {
    let anti = pos.options().anti_spoiling;
    // Blockers count against our own armies only: charging them to an
    // opponent would reward parking a peg in its goal, and two sides
    // that each hold a peg in the other's goal would wait forever.
    let own = side.mine[seat.index()];
    let weights = if own { side.weights } else { Weights::FULL };
    let view = View {
        race,
        own,
        straggle: weights.straggle,
        entry: weights.entry,
        blockers_hurt: anti != AntiSpoiling::FillAvailable,
        swaps: anti == AntiSpoiling::Swap,
        our_goals: side.our_goals,
    };
    pos.seating()
        .armies(seat)
        .iter()
        .map(|army| t.army_cost(pos, army, &view))
        .sum()
}

/// Every seat's cost as that seat's own side counts it (full weights, blockers in its own goal
/// against it), in seat order: the Monte Carlo tree search's per-seat race with fewer than six
/// players (`ai::mcts`).
pub(crate) fn seat_costs(pos: &Position, t: &Tables) -> [i32; 6] {
    let seating = pos.seating();
    let (blockers_hurt, swaps) = blocker_rules(pos);
    let mut costs = [0; 6];
    for seat in seating.seats() {
        let mut goals = CellSet::EMPTY;
        for army in seating.armies(seat).iter() {
            goals |= goal_cells(pos, army);
        }
        let view = View {
            race: false,
            own: true,
            straggle: Weights::FULL.straggle,
            entry: Weights::FULL.entry,
            blockers_hurt,
            swaps,
            our_goals: goals,
        };
        costs[seat.index()] = seating
            .armies(seat)
            .iter()
            .map(|army| t.army_cost(pos, army, &view))
            .sum();
    }
    costs
}

/// Rows to go (with the last pegs' detour) within which a seat's race counts its stragglers.
pub(crate) const LATE_ROWS: i32 = 40;

/// Every seat's race, in evaluation units and seat order: its rows to go and its last pegs'
/// detour into the goal, and once that is within [`LATE_ROWS`] of home its stragglers, without
/// [`seat_costs`]' other planning terms. The Monte Carlo tree search's per-seat race with six
/// players (`ai::mcts`): on the way a straggler among six armies always finds pegs to hop over;
/// near the goal the armies have passed each other and a peg left behind walks in alone.
pub(crate) fn seat_races(pos: &Position, t: &Tables) -> [i32; 6] {
    let seating = pos.seating();
    let (blockers_hurt, swaps) = blocker_rules(pos);
    let mut races = [0; 6];
    for seat in seating.seats() {
        let armies = seating.armies(seat);
        let race: i32 = armies
            .iter()
            .map(|army| {
                t.remaining(army, pos.army(army)) * ROW
                    + t.entry_detour(pos, army, blockers_hurt, swaps) * Weights::FULL.entry
            })
            .sum();
        let straggle = if race <= LATE_ROWS * ROW {
            armies
                .iter()
                .map(|army| {
                    let pegs = pos.army(army);
                    let sum = pegs.iter().map(|c| t.d(army, c)).sum();
                    match pegs.len() as i32 {
                        0 => 0,
                        n => t.straggle(army, pegs, sum, n) * Weights::FULL.straggle,
                    }
                })
                .sum()
        } else {
            0
        };
        races[seat.index()] = race + straggle;
    }
    races
}

/// Whether other armies' pegs in a goal keep it from finishing, and whether a swap can enter
/// their holes, under `pos`'s rules.
pub(crate) fn blocker_rules(pos: &Position) -> (bool, bool) {
    let anti = pos.options().anti_spoiling;
    (
        anti != AntiSpoiling::FillAvailable,
        anti == AntiSpoiling::Swap,
    )
}
