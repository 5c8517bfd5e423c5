//! The beam search over an army's own moves behind [`super::army_moves`] (see the module docs
//! of [`super`]).

use crate::engine::{
    AntiSpoiling, Areas, Cell, CellSet, End, Move, MoveList, Position, Scoring, Seat, SeatList,
    Setup, Triangle,
};

use super::tables::{tables, Tables};
use super::{basic_bound, lower_bound, Solution};

/// States kept per layer of the beam search.
pub const BEAM: usize = 14;

/// Layers searched at most, per peg of the army (a crossing takes about three moves a peg).
const LAYERS_PER_PEG: usize = 8;

/// Layers without a better state after which the search gives up (the army is boxed in).
const STALL: usize = 6;

/// One row to go, in score units.
const ROW: i32 = 8;

/// Score per row a peg lags behind the army's mean (beyond [`SLACK`] rows).
const STRAGGLE: i32 = ROW / 4;

/// Rows behind the mean before a peg counts as lagging.
const SLACK: i32 = 3;

/// Score per row the best hop chain of the next move gains.
const NEXT_HOP: i32 = ROW * 3 / 4;

/// The army alone (see the module docs).
pub(super) struct Model {
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
    pub(super) fn new(pos: &Position, army: Triangle) -> Option<Model> {
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

    /// Whether one move finishes the army, as the position stands or in the model.
    pub(super) fn finishes_now(&self) -> bool {
        self.finishes_in_one(&self.real) || self.finishes_in_one(&self.start)
    }

    pub(super) fn search(&self, beam: usize) -> Solution {
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
            let mut next = Vec::with_capacity(beam);
            let mut layer_best = i32::MAX;
            for &(score, _, i, m) in &children {
                if next.len() == beam {
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
