//! Moves to finish: how many of its own moves an army still needs to fill its goal — the unit
//! the analysis board and the game review speak in — and the lead in moves that compares
//! the seats.
//!
//! **The model.** The army plays alone: the other seats pass and their pegs stand where they
//! are (hop supports and obstacles), with one exception: pegs of other armies standing in the
//! army's goal are taken to *leave*. At every step of the search they move out (the one
//! nearest the goal's mouth first) into the free holes of the army's start area (its far end
//! first) — where the opposite army is heading anyway; where that would bring their army
//! home and end the game, to the empty hole farthest from the army. A blocker that finds no
//! free hole stays, and then the rules apply to it: swapped out by the engine's swap moves
//! under the Masters swap, a filled hole under *fill what is available*, an obstacle under
//! *no anti-spoiling*. The moves are the engine's own, so every rule option (resting,
//! lock-in, filled triangles, the 15-peg game, multiple sets) applies unchanged. When every
//! other seat is home (the game would be over and nobody could move) one peg of a home army
//! is lifted out of its goal to the empty hole farthest from the army, so that the army can
//! still be measured.
//!
//! **The search.** A beam search over the army's own moves, one layer per move: every legal
//! move of every kept state is tried, and the [`BEAM`] most promising distinct results are
//! kept — fewest rows to go, a quarter row per row a peg lags more than three rows behind the
//! army's mean, and three quarters of a row per row the best hop chain of the *next* move
//! would gain (so that moves that build a ladder compete with moves that use one). Moves that
//! go back more than a row are not tried. The count is the depth of the first layer that holds
//! a finished army: a sequence of real moves, so never below the true optimum of the model;
//! exact when a finish in one exists (checked first, on the position as it stands, then on
//! the model). When six layers in a row bring no better state (the army is boxed in by pegs
//! that stand still here, as in a jammed six-player middle), the count is the moves to the
//! best state seen plus a quarter move per row still to go ([`Solution::found`] is `false`).
//!
//! **Lower bound** ([`lower_bound`], proven): with the Masters swap or no anti-spoiling every
//! peg of the army outside its goal must move at least once, and a move moves one peg of the
//! army, so the pegs outside are a bound. Under *fill what is available* every empty goal hole
//! must be filled, and a move fills at most one (blockers only ever leave in the model), so
//! the empty holes are a bound. An army that is not home needs at least one move, and at least
//! two when no single move finishes it (neither as the position stands nor in the model).
//!
//! A seat's figure is the sum over its armies (with multiple sets a turn moves one peg of one
//! army, so the armies' moves add up); a finished seat needs 0. Estimates are cached per
//! thread by position (the side to move does not matter). [`lead`] turns the figures into
//! each seat's lead in moves.
//!
//! # Examples
//!
//! ```
//! use sternhalma::ai::race;
//! use sternhalma::engine::{Options, Position, Seat};
//!
//! let pos = Position::start(Options::default()).unwrap();
//! let moves = race::seat_moves(&pos, Seat::FIRST);
//! assert!((27..=33).contains(&moves)); // the proven optimum of a solo crossing is 27
//! assert!(moves >= race::seat_lower_bound(&pos, Seat::FIRST));
//! assert_eq!(race::lead(&pos, &[30, 30]), [0.5, -0.5]);
//! ```

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use crate::engine::{
    AntiSpoiling, Areas, ByTriangle, Cell, CellSet, End, Hex, Move, MoveList, Options, Position,
    Scoring, Seat, SeatList, Setup, Triangle,
};

/// States kept per layer of the beam search.
pub const BEAM: usize = 14;

/// Layers searched at most, per peg of the army (a crossing takes about three moves a peg).
const LAYERS_PER_PEG: usize = 8;

/// Layers without a better state after which the search gives up (the army is boxed in).
const STALL: usize = 6;

/// Estimates kept in the per-thread cache before it is cleared.
const CACHE_LIMIT: usize = 8192;

/// One row to go, in score units.
const ROW: i32 = 8;

/// Score per row a peg lags behind the army's mean (beyond [`SLACK`] rows).
const STRAGGLE: i32 = ROW / 4;

/// Rows behind the mean before a peg counts as lagging.
const SLACK: i32 = 3;

/// Score per row the best hop chain of the next move gains.
const NEXT_HOP: i32 = ROW * 3 / 4;

/// The army's moves to finish (see the module docs): 0 when the army is home, its seat has
/// finished, or it is not in the game.
pub fn army_moves(pos: &Position, army: Triangle) -> u32 {
    if settled(pos, army) {
        return 0;
    }
    let key = Key {
        options: *pos.options(),
        army,
        armies: *pos.armies(),
    };
    if let Some(m) = CACHE.with(|c| c.borrow().get(&key).copied()) {
        return m;
    }
    let moves = solve(pos, army).moves;
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_LIMIT {
            c.clear();
        }
        c.insert(key, moves);
    });
    moves
}

/// The seat's moves to finish: the sum of [`army_moves`] over its armies (0 once finished).
pub fn seat_moves(pos: &Position, seat: Seat) -> u32 {
    if pos.finished().contains(seat) {
        return 0;
    }
    pos.seating()
        .armies(seat)
        .iter()
        .map(|a| army_moves(pos, a))
        .sum()
}

/// [`seat_moves`] of every seat, in seat order.
pub fn all_seats(pos: &Position) -> Vec<u32> {
    pos.seating().seats().map(|s| seat_moves(pos, s)).collect()
}

/// A proven lower bound of [`army_moves`] (see the module docs).
pub fn lower_bound(pos: &Position, army: Triangle) -> u32 {
    if settled(pos, army) {
        return 0;
    }
    let basic = basic_bound(pos, army);
    if basic >= 2 {
        return basic;
    }
    match Model::new(pos, army) {
        Some(m) if m.finishes_in_one(&m.real) || m.finishes_in_one(&m.start) => 1,
        _ => 2,
    }
}

/// The sum of [`lower_bound`] over the seat's armies (0 once finished).
pub fn seat_lower_bound(pos: &Position, seat: Seat) -> u32 {
    if pos.finished().contains(seat) {
        return 0;
    }
    pos.seating()
        .armies(seat)
        .iter()
        .map(|a| lower_bound(pos, a))
        .sum()
}

/// What the beam search found for one army.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The army's moves to finish ([`army_moves`]).
    pub moves: u32,
    /// The states the army moves through: `states[0]` is the position the search starts from
    /// (the army's seat to move, the blockers of its goal moved out), and `line[i]` is a legal
    /// move in `states[i]` that leads to `states[i + 1]` (after which leaving blockers move
    /// out again). Empty when the army needs no move.
    pub states: Vec<Position>,
    /// The moves found, one per turn of the army.
    pub line: Vec<Move>,
    /// Whether `line` brings the army home (`false`: the search gave up; see the module docs).
    pub found: bool,
}

/// The beam search behind [`army_moves`], uncached, with the line it found.
pub fn solve(pos: &Position, army: Triangle) -> Solution {
    let none = |found| Solution {
        moves: 0,
        states: Vec::new(),
        line: Vec::new(),
        found,
    };
    if settled(pos, army) {
        return none(true);
    }
    match Model::new(pos, army) {
        Some(model) => model.search(),
        // (A game position always has a model; be safe anyway.)
        None => Solution {
            moves: basic_bound(pos, army),
            ..none(false)
        },
    }
}

/// Whether the army needs no move: home, its seat finished, or not in the game.
fn settled(pos: &Position, army: Triangle) -> bool {
    match pos.seating().owner(army) {
        Some(owner) => pos.finished().contains(owner) || pos.is_home(army),
        None => true,
    }
}

/// The pegs outside the goal (the empty goal holes under *fill what is available*), at least 1.
fn basic_bound(pos: &Position, army: Triangle) -> u32 {
    let goal = pos.goal_area(army);
    let n = match pos.options().anti_spoiling {
        AntiSpoiling::FillAvailable => (goal - pos.occupied()).len(),
        AntiSpoiling::None | AntiSpoiling::Swap => (pos.army(army) - goal).len(),
    };
    n.max(1) as u32
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    options: Options,
    army: Triangle,
    armies: ByTriangle<CellSet>,
}

thread_local! {
    static CACHE: RefCell<HashMap<Key, u32>> = RefCell::new(HashMap::new());
}

/// Per layout of the areas: `dist[army][cell]`, the rows from the hole to the far tip of the
/// army's goal plus the lateral detour (how far the hole lies outside the cone that leads
/// into the goal), and `home[army]`, its sum over the goal holes (the value of a home army).
struct Tables {
    dist: [[u8; 256]; 6],
    home: [i32; 6],
    /// `canon[army][cell]`: the hole turned with the board so that the army's start is the
    /// top triangle. Ties are broken by it, so that armies in the same situation get the same
    /// figure (every army at the start, both seats of a mirrored position).
    canon: [[u8; 256]; 6],
}

fn tables(pos: &Position) -> &'static Tables {
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

/// The army alone (see the module docs).
struct Model {
    /// The first state of the search: the army's seat to move, blockers moved out.
    start: Position,
    /// The position as it stands, with the army's seat to move.
    real: Position,
    army: Triangle,
    seat: Seat,
    goal: CellSet,
    home_area: CellSet,
    fill_available: bool,
    tables: &'static Tables,
}

/// A candidate of a layer: score, tie-break, parent index, move.
type Child = (i32, u64, usize, Move);

impl Model {
    fn new(pos: &Position, army: Triangle) -> Option<Model> {
        let seat = pos.seating().owner(army)?;
        let mut setup = pos.to_setup();
        // Nobody's finish ends the model's game; the army's seat moves.
        setup.options.end = End::PlayOn;
        setup.options.scoring = Scoring::Standard;
        setup.to_move = seat;
        setup.passes = 0;
        setup.finished = SeatList::new();
        let mut model = Model {
            start: pos.clone(),
            real: pos.clone(),
            army,
            seat,
            goal: pos.goal_area(army),
            home_area: pos.start_area(army),
            fill_available: pos.options().anti_spoiling == AntiSpoiling::FillAvailable,
            tables: tables(pos),
        };
        model.real = model.settle(setup.clone(), false)?;
        model.start = model.settle(setup, true)?;
        Some(model)
    }

    /// The position of `setup`, with (`leave`) the blockers of the goal moved out, and a peg
    /// lifted out of a home army's goal while the game would be over.
    fn settle(&self, setup: Setup, leave: bool) -> Option<Position> {
        if leave {
            let mut moved = setup.clone();
            self.leave(&mut moved);
            if let Ok(p) = moved.validate() {
                if !p.is_over() {
                    return Some(p);
                }
            }
        }
        let mut setup = setup;
        for _ in 0..=6 {
            let p = setup.validate().ok()?;
            if !p.is_over() {
                return Some(p);
            }
            self.lift(&mut setup, &p)?;
        }
        None
    }

    /// Moves the blockers of the army's goal into the free holes of its start area, or, where
    /// that would bring the blocker's army home, to the empty hole farthest from the army.
    fn leave(&self, setup: &mut Setup) {
        let a = self.army.index();
        let d = |c: &Cell| self.tables.dist[a][c.index()];
        let mut occupied = CellSet::EMPTY;
        for t in Triangle::ALL {
            occupied |= setup.armies[t];
        }
        let ours = setup.armies[self.army];
        let mut blockers: Vec<Cell> = (self.goal & (occupied - ours)).iter().collect();
        if blockers.is_empty() {
            return;
        }
        // Blockers nearest the goal's mouth first; free holes at the far end first (popped).
        let canon = |c: &Cell| self.canon(*c);
        blockers.sort_by_key(|c| (std::cmp::Reverse(d(c)), canon(c)));
        let mut free: Vec<Cell> = (self.home_area - occupied).iter().collect();
        free.sort_by_key(|c| (d(c), canon(c)));
        let areas = Areas::of(&setup.options);
        let geo = areas.geometry();
        let near = ours | self.goal;
        for b in blockers {
            let Some(t) = Triangle::ALL
                .into_iter()
                .find(|&t| setup.armies[t].contains(b))
            else {
                continue;
            };
            let to = match free.last() {
                Some(&f) if !areas.goal(t).is_subset(setup.armies[t].without(b).with(f)) => {
                    free.pop();
                    f
                }
                _ => {
                    let empty = geo.all() - occupied - self.goal - self.home_area;
                    match self.farthest(geo, empty, near) {
                        Some(f) => f,
                        None => continue,
                    }
                }
            };
            setup.armies[t].remove(b);
            setup.armies[t].insert(to);
            occupied.remove(b);
            occupied.insert(to);
        }
    }

    /// Lifts a peg of another seat's home army out of its goal to the empty hole farthest
    /// from this army (`None`: there is no such peg or hole).
    fn lift(&self, setup: &mut Setup, p: &Position) -> Option<()> {
        let geo = p.geometry();
        let near = p.army(self.army) | self.goal;
        let (other, from) = Triangle::ALL
            .into_iter()
            .filter(|&t| p.seating().owner(t).is_some_and(|s| s != self.seat))
            .filter(|&t| p.is_home(t))
            .flat_map(|t| (p.army(t) & p.goal_area(t)).iter().map(move |c| (t, c)))
            .max_by_key(|&(_, c)| (distance_to(geo, c, near), self.canon(c)))?;
        let to = self.farthest(geo, geo.all() - p.occupied() - self.goal, near)?;
        setup.armies[other].remove(from);
        setup.armies[other].insert(to);
        Some(())
    }

    /// Whether the army with pegs `army` among `occupied` holes is home (the engine's rule).
    fn done(&self, army: CellSet, occupied: CellSet) -> bool {
        if self.fill_available {
            self.goal.is_subset(occupied) && army.intersects(self.goal)
        } else {
            self.goal.is_subset(army)
        }
    }

    /// A move of the army in `p` that brings it home.
    fn finishing_move(&self, p: &Position) -> Option<Move> {
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        let army = p.army(self.army);
        let occupied = p.occupied();
        moves.iter().copied().find(|&m| {
            army.contains(m.from) && {
                let (a, o) = after(army, occupied, m);
                self.done(a, o)
            }
        })
    }

    fn finishes_in_one(&self, p: &Position) -> bool {
        self.finishing_move(p).is_some()
    }

    /// The state after move `m` of the army in `p`.
    fn child(&self, p: &Position, m: Move) -> Option<Position> {
        let mut setup = p.to_setup();
        setup.finished = SeatList::new();
        if let Some(back) = m.swap_back() {
            if let Some(t) = Triangle::ALL
                .into_iter()
                .find(|&t| setup.armies[t].contains(m.to))
            {
                setup.armies[t].remove(m.to);
                setup.armies[t].insert(back);
            }
        }
        setup.armies[self.army].remove(m.from);
        setup.armies[self.army].insert(m.to);
        self.settle(setup, true)
    }

    fn search(&self) -> Solution {
        if let Some(m) = self.finishing_move(&self.real) {
            return Solution {
                moves: 1,
                states: vec![self.real.clone()],
                line: vec![m],
                found: true,
            };
        }
        let layers = LAYERS_PER_PEG * self.start.army(self.army).len().max(1);
        // The states of the layer, each with the index of its parent state in `all`.
        let mut all: Vec<(Position, usize, Option<Move>)> = vec![(self.start.clone(), 0, None)];
        let mut layer: Vec<usize> = vec![0];
        let mut moves = MoveList::new();
        let mut children: Vec<Child> = Vec::new();
        let mut chains: Vec<(Cell, i32, CellSet)> = Vec::new();
        // The best score seen, the layer it was seen at and its state.
        let mut best = (i32::MAX, 0usize, 0usize);
        let mut seen_states = std::collections::HashSet::new();
        for depth in 1..=layers {
            children.clear();
            seen_states.clear();
            for &i in &layer {
                let p = &all[i].0;
                p.legal_moves(&mut moves);
                let army = p.army(self.army);
                let occupied = p.occupied();
                if let Some(m) = moves.iter().copied().find(|&m| {
                    army.contains(m.from) && {
                        let (a, o) = after(army, occupied, m);
                        self.done(a, o)
                    }
                }) {
                    return Self::found(&all, i, m);
                }
                // Each peg's best hop chain here: a candidate recomputes only the pegs whose
                // chains looked at the holes its move changes.
                chains.clear();
                chains.extend(army.iter().map(|c| {
                    let (g, seen) = self.chain(c, occupied);
                    (c, g, seen)
                }));
                for &m in moves.iter().filter(|m| army.contains(m.from)) {
                    if self.d(m.to) > self.d(m.from) + 1 {
                        continue;
                    }
                    let (a, o) = after(army, occupied, m);
                    let key = hash(a, o);
                    if !seen_states.insert(key) {
                        continue;
                    }
                    let mut changed = CellSet::from_cell(m.from).with(m.to);
                    if let Some(back) = m.swap_back() {
                        changed.insert(back);
                    }
                    let mut next_hop = self.chain(m.to, o).0;
                    for &(c, g, seen) in &chains {
                        if c != m.from {
                            let g = if seen.intersects(changed) {
                                self.chain(c, o).0
                            } else {
                                g
                            };
                            next_hop = next_hop.max(g);
                        }
                    }
                    children.push((self.score(a) - next_hop * NEXT_HOP, self.tie(i, m), i, m));
                }
            }
            children.sort_unstable_by_key(|c| (c.0, c.1));
            let mut next = Vec::with_capacity(BEAM);
            let mut layer_best = i32::MAX;
            for &(score, _, i, m) in &children {
                if next.len() == BEAM {
                    break;
                }
                let Some(child) = self.child(&all[i].0, m) else {
                    continue;
                };
                layer_best = layer_best.min(score);
                all.push((child, i, Some(m)));
                next.push(all.len() - 1);
            }
            if next.is_empty() {
                break;
            }
            if layer_best < best.0 {
                best = (layer_best, depth, next[0]);
            } else if depth - best.1 >= STALL {
                break;
            }
            layer = next;
        }
        // No finish found: the moves to the best state seen, plus a rough figure for the rest.
        let (_, depth, state) = best;
        let pos = &all[state].0;
        let rows = (self.rows(pos.army(self.army)).max(0) as u32).div_ceil(4);
        let rest = rows.max(basic_bound(pos, self.army));
        let mut partial = Self::trace(&all, state);
        partial.moves = (depth as u32 + rest).max(lower_bound(&self.real, self.army));
        partial.found = false;
        partial
    }

    /// The solution ending with move `m` from state `i`.
    fn found(all: &[(Position, usize, Option<Move>)], i: usize, m: Move) -> Solution {
        let mut s = Self::trace(all, i);
        s.line.push(m);
        s.moves = s.line.len() as u32;
        s.found = true;
        s
    }

    /// The states and moves from the start to state `i`.
    fn trace(all: &[(Position, usize, Option<Move>)], mut i: usize) -> Solution {
        let mut states = vec![all[i].0.clone()];
        let mut line = Vec::new();
        while let (_, parent, Some(m)) = &all[i] {
            line.push(*m);
            i = *parent;
            states.push(all[i].0.clone());
        }
        states.reverse();
        line.reverse();
        Solution {
            moves: line.len() as u32,
            states,
            line,
            found: false,
        }
    }

    /// The hole of `holes` farthest from `near`.
    fn farthest(
        &self,
        geo: &crate::engine::Geometry,
        holes: CellSet,
        near: CellSet,
    ) -> Option<Cell> {
        holes
            .iter()
            .max_by_key(|&c| (distance_to(geo, c, near), self.canon(c)))
    }

    /// The hole in the army's own frame (see [`Tables`]).
    fn canon(&self, c: Cell) -> u8 {
        self.tables.canon[self.army.index()][c.index()]
    }

    /// Breaks ties between candidates the same way for every army: the parent's rank, then
    /// the move in the army's frame.
    fn tie(&self, parent: usize, m: Move) -> u64 {
        let back = m.swap_back().map_or(255, |b| self.canon(b));
        (parent as u64) << 24
            | u64::from(self.canon(m.from)) << 16
            | u64::from(self.canon(m.to)) << 8
            | u64::from(back)
    }

    fn d(&self, c: Cell) -> i32 {
        i32::from(self.tables.dist[self.army.index()][c.index()])
    }

    /// Rows to go (0 when the pegs fill the goal).
    fn rows(&self, army: CellSet) -> i32 {
        army.iter().map(|c| self.d(c)).sum::<i32>() - self.tables.home[self.army.index()]
    }

    /// The state's score without the next hop (lower is better): rows to go, and the rows
    /// pegs lag behind the army's mean.
    fn score(&self, army: CellSet) -> i32 {
        let sum: i32 = army.iter().map(|c| self.d(c)).sum();
        let limit = sum / (army.len() as i32).max(1) + SLACK;
        let lag: i32 = army.iter().map(|c| (self.d(c) - limit).max(0)).sum();
        (sum - self.tables.home[self.army.index()]) * ROW + lag * STRAGGLE
    }

    /// The most rows a hop chain of the peg on `c` gains among `occupied` holes (chains are
    /// followed through holes at most a row further back), and the holes whose occupancy
    /// that depends on.
    fn chain(&self, c: Cell, occupied: CellSet) -> (i32, CellSet) {
        let geo = self.start.geometry();
        let occupied = occupied.without(c);
        let d0 = self.d(c);
        let mut best = 0;
        let mut queue = [0u8; 64];
        let (mut head, mut tail) = (0, 1);
        queue[0] = c.to_u8();
        let mut reached = CellSet::from_cell(c);
        let mut looked = CellSet::EMPTY;
        while head < tail {
            let x = Cell::new(queue[head]);
            head += 1;
            for &[over, land] in geo.raw_jumps(x) {
                if land == u8::MAX {
                    continue;
                }
                let (over, land) = (Cell::new(over), Cell::new(land));
                let dl = self.d(land);
                if dl > d0 + 1 || reached.contains(land) {
                    continue;
                }
                looked.insert(over);
                if !occupied.contains(over) {
                    continue;
                }
                looked.insert(land);
                if occupied.contains(land) {
                    continue;
                }
                reached.insert(land);
                best = best.max(d0 - dl);
                if tail < queue.len() {
                    queue[tail] = land.to_u8();
                    tail += 1;
                }
            }
        }
        (best, looked)
    }
}

/// The army's pegs and the occupied holes after move `m` of the army (a swap sends the
/// blocker to the hole our peg came from for that step or hop).
fn after(army: CellSet, occupied: CellSet, m: Move) -> (CellSet, CellSet) {
    let a = army.without(m.from).with(m.to);
    let o = occupied.without(m.from).with(m.to);
    match m.swap_back() {
        Some(back) => (a, o.with(back)),
        None => (a, o),
    }
}

/// A hash of a state (the army's pegs and the occupied holes) to merge transpositions.
fn hash(a: CellSet, o: CellSet) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for w in a.0.iter().chain(o.0.iter()) {
        h = (h ^ w).wrapping_mul(0x1000_0000_01b3);
        h ^= h >> 29;
    }
    h
}

/// Hex distance from `c` to the nearest hole of `near` (0 when `near` is empty).
fn distance_to(geo: &crate::engine::Geometry, c: Cell, near: CellSet) -> u8 {
    near.iter()
        .map(|o| geo.hex(c).distance(geo.hex(o)))
        .min()
        .unwrap_or(0)
}

/// The lead in moves of every seat, in seat order.
///
/// `finish`: every seat's moves to finish ([`all_seats`]). A seat's finish *time* is its moves
/// to finish in rounds plus its place in the turn order as a fraction of a round: with `n`
/// seats, the `k`-th from the side to move (0 = the side to move) finishes at `moves + k / n`
/// (a finished seat has 0 moves to go). A team finishes at the later of its partners' times.
/// A seat's lead is the time of the earliest opponent unit (seat or team) that has not
/// finished — of any opponent unit when all have — minus its own unit's: positive when it is
/// ahead. With two players that is the opponent's moves to finish minus ours, plus half a move
/// for the side to move (minus half for the other): with equal counts the side to move leads
/// by 0.5, as it finishes first. Perfect race moves keep the lead: a move takes one off the
/// mover's count and hands the half move on.
///
/// ```
/// use sternhalma::ai::race;
/// use sternhalma::engine::{Options, Position};
///
/// let pos = Position::start(Options::default()).unwrap();
/// assert_eq!(race::lead(&pos, &[30, 30]), [0.5, -0.5]);
/// assert_eq!(race::lead(&pos, &[28, 30]), [2.5, -2.5]);
/// ```
pub fn lead(pos: &Position, finish: &[u32]) -> Vec<f64> {
    let seating = pos.seating();
    let n = seating.seat_count();
    let finished = pos.finished();
    let mut time = [0.0f64; 6];
    let mut s = pos.to_move();
    for k in 0..n {
        let moves = if finished.contains(s) {
            0
        } else {
            finish.get(s.index()).copied().unwrap_or(0)
        };
        time[s.index()] = f64::from(moves) + k as f64 / n as f64;
        s = seating.next(s);
    }
    let unit_time = |s: Seat| match seating.partner(s) {
        Some(p) => time[s.index()].max(time[p.index()]),
        None => time[s.index()],
    };
    let unit_done =
        |s: Seat| finished.contains(s) && seating.partner(s).is_none_or(|p| finished.contains(p));
    seating
        .seats()
        .map(|s| {
            let opponents = || {
                seating
                    .seats()
                    .filter(move |&o| o != s && Some(o) != seating.partner(s))
            };
            let racing = opponents().any(|o| !unit_done(o));
            let first = opponents()
                .filter(|&o| !racing || !unit_done(o))
                .map(unit_time)
                .fold(f64::INFINITY, f64::min);
            if first.is_finite() {
                ((first - unit_time(s)) * 1000.0).round() / 1000.0
            } else {
                0.0
            }
        })
        .collect()
}
