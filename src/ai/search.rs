//! The search.
//!
//! - **Two players**: negamax alpha-beta with principal variation search,
//!   iterative deepening, a transposition table (Zobrist keys), TT move →
//!   killers → forward gain + history ordering, and forward pruning of moves
//!   that go back more than one row (never at the root).
//! - **Three or more players** (two or more opponents that still move): a
//!   search of our own moves in which every opponent answers, in turn, with
//!   its greediest move (most ground gained, rearmost peg on ties; with
//!   [`Style::reply`], the move its own evaluation likes best), scored
//!   by our own cost, plus the leading opponent's lead while it is ahead of
//!   us (and with [`Style::ahead`], our lead while we are ahead).
//!   Best-Reply Search (Schadd & Winands 2011), used before, let one
//!   opponent reply per layer: half the depth went to replies and four of
//!   five opponents stood still in the tree. Scoring every seat's lead at
//!   all times rewarded blocking: computer seats that all did so took a
//!   third longer to finish. A depth counts our own moves; a leaf is scored
//!   before the replies, like its siblings. Partners (team play) are allies
//!   and pass in the tree.
//! - **Sampling** (a style's [`Style::sample`], level 6 with three or more players): with modelled
//!   replies and a budget, the search spends half of it, then Monte Carlo samples of its best
//!   few moves, the whole table racing a few rounds on, choose among them (`playout.rs`).
//! - **Race**: when no peg of ours can interact with an opponent peg any
//!   more (the armies have passed each other, or the opponents have
//!   finished or pass), the opponents cannot change
//!   our fastest finish: the search only plays our own moves (opponents
//!   pass), i.e. a single-agent search that minimises the moves to fill the
//!   goal (a finished army scores a win minus the plies it took).
//!
//! Repetitions (against the game history and the current line) are scored
//! as bad for the side that repeats; at the root a move that recreates a
//! position of the game is never played while another move exists.

use crate::engine::{Move, MoveList, Position, Seat, Triangle, Undo};

use super::eval::{self, goal_cells, home_cells, Side, Tables, ROW};
use super::limits::MAX_PLY;
pub use super::limits::{Limits, SearchInfo, Style, STALL_TURNS};
use super::zobrist::{keys, Keys};

mod playout;
mod replies;
#[cfg(test)]
mod tests;

pub(crate) const INF: i32 = 1_000_000_000;
pub(crate) const WIN: i32 = 10_000_000;
const REP: i32 = 4 * ROW;
/// Moves searched per node of the race search (best forward gains first).
const RACE_WIDTH: usize = 10;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i8,
    flag: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

struct Searcher<'a> {
    pos: Position,
    root: Seat,
    mine: [bool; 6],
    /// Opponents that pass in the tree (finished, or passing in the game).
    passive: [bool; 6],
    /// [`Searcher::opponents_done`] at the root.
    done_at_root: i32,
    race: bool,
    /// Opponents reply with their greediest move (no branching in their layers).
    model: bool,
    /// With modelled replies: the weight, %, of a line's continuation ([`Style::discount`]).
    gamma: i64,
    /// With modelled replies: the reply rounds below the root (0: all; [`Style::rounds`]).
    rounds: usize,
    /// With modelled replies by evaluation ([`Style::reply`]): each opponent's own view.
    sides: [Option<Side>; 6],
    /// Replies by the opponents' own evaluation ([`Style::reply`] 1).
    eval_replies: bool,
    /// The first round of replies by two-move plans of this many candidates ([`Style::plan`]).
    plan: usize,
    /// Planned replies found, by position key (the first round recurs every iteration).
    plans: std::collections::HashMap<u64, Option<Move>>,
    scratch: MoveList,
    keys: &'static Keys,
    tables: &'static Tables,
    side: Side,
    hash: u64,
    tt: Vec<Entry>,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    history: Vec<i32>,
    path: Vec<u64>,
    game: Vec<u64>,
    nodes: u64,
    limits: Limits,
    clock: &'a dyn Fn() -> f64,
    start: f64,
    stopped: bool,
    lists: Vec<MoveList>,
    scored: Vec<Vec<(i32, Seat, Move)>>,
    stack: Vec<(Undo, u64)>,
}

/// Searches `pos` for its side to move. `history` holds the keys
/// ([`position_key`](super::position_key)) of earlier positions of the game.
pub fn search(
    pos: &Position,
    history: &[u64],
    limits: Limits,
    clock: &dyn Fn() -> f64,
) -> SearchInfo {
    let start = clock();
    let mut info = SearchInfo {
        best: None,
        score: 0,
        depth: 0,
        nodes: 0,
        elapsed_ms: 0.0,
        race: false,
    };
    if pos.is_over() {
        return info;
    }
    let mut root_moves = pos.legal_move_list();
    root_moves.retain(|m| !limits.exclude.contains(&Some(*m)));
    if root_moves.is_empty() {
        return info;
    }
    let root = pos.to_move();
    let seating = *pos.seating();
    let mut mine = [false; 6];
    mine[root.index()] = true;
    if let Some(p) = seating.partner(root) {
        mine[p.index()] = true;
    }
    let mut exclude = [false; 6];
    for s in pos.finished().iter() {
        exclude[s.index()] = true;
    }
    let k = keys();
    let mut game: Vec<u64> = history.to_vec();
    game.sort_unstable();
    // Never recreate a position of the game while another move exists.
    let fresh: Vec<Move> = root_moves
        .iter()
        .copied()
        .filter(|&m| {
            let h = k.position(pos) ^ k.move_delta(pos, m);
            let mut p = pos.clone();
            p.play_unchecked(m);
            let h = h ^ k.side(root) ^ k.side(p.to_move());
            game.binary_search(&h).is_err()
        })
        .collect();
    if !fresh.is_empty() && fresh.len() < root_moves.len() {
        let keep = fresh;
        root_moves.retain(|m| keep.contains(m));
    }
    // Opponents that no longer move: finished ones (the others play on), and those that
    // passed on their last turn (nothing left to move, or parked): they pass in the tree.
    let mut passive = exclude;
    for s in seating.seats().filter(|s| !mine[s.index()] && *s != root) {
        let passed = k.position(pos) ^ k.side(root) ^ k.side(s);
        if game.binary_search(&passed).is_ok() {
            passive[s.index()] = true;
        }
    }
    let movers = seating
        .seats()
        .filter(|s| !mine[s.index()] && !passive[s.index()])
        .count();
    let race = limits.solo || disengaged(pos, &mine, &passive);

    // Two or more opponents that move: they are modelled (greedy replies), not searched (in a
    // race nobody replies).
    let model = !race && movers > 1;
    let style = match (model, movers) {
        (false, _) => limits.style,
        (true, 2) => limits.style_many,
        (true, _) => limits.style_crowd,
    };
    let gamma = (2..movers).fold(100, |g, _| g * i64::from(style.discount) / 100);
    let rounds = if movers >= 3 {
        usize::from(style.rounds)
    } else {
        0
    };
    let tt_bits = if limits.max_nodes < 50_000 || limits.max_depth <= 2 {
        14
    } else {
        18
    };
    let mut s = Searcher {
        pos: pos.clone(),
        root,
        mine,
        passive,
        done_at_root: 0,
        race,
        model,
        gamma,
        rounds,
        sides: std::array::from_fn(|i| {
            let seat = Seat::new(i as u8)?;
            let viewed = style.reply == 1 || style.plan > 0;
            (model && viewed && i < seating.seat_count() && !mine[i]).then(|| {
                let mut theirs = [false; 6];
                theirs[i] = true;
                if let Some(p) = seating.partner(seat) {
                    theirs[p.index()] = true;
                }
                Side::new(pos, theirs, exclude, eval::Weights::FULL)
            })
        }),
        eval_replies: style.reply == 1,
        plan: usize::from(style.plan),
        plans: std::collections::HashMap::new(),
        scratch: MoveList::new(),
        keys: k,
        tables: eval::tables(pos),
        side: Side::new(pos, mine, exclude, style.weights()),
        hash: k.position(pos),
        tt: vec![Entry::default(); 1 << tt_bits],
        killers: [[None; 2]; MAX_PLY + 1],
        history: vec![0; 256 * 256],
        path: Vec::with_capacity(MAX_PLY + 8),
        game,
        nodes: 0,
        limits,
        clock,
        start,
        stopped: false,
        lists: (0..=MAX_PLY).map(|_| MoveList::new()).collect(),
        scored: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        stack: Vec::with_capacity(256),
    };
    s.done_at_root = s.opponents_done();
    // Swaps made entirely inside our goal only shuffle the blocker.
    if root_moves.iter().any(|&m| !s.idle_swap(root, m)) {
        root_moves.retain(|&m| !s.idle_swap(root, m));
    }
    // Stuck for a while: gain ground, even at a price.
    if limits.stall >= STALL_TURNS && root_moves.iter().any(|&m| s.rows_gained(root, m) > 0) {
        root_moves.retain(|&m| s.rows_gained(root, m) > 0);
    }
    // A level that misses ladders: long hop chains it does not see this turn.
    if style.notice < 100 {
        let geo = pos.geometry();
        let seen = |m: &Move| {
            // Hops in the chain, at least: each covers two holes.
            let hops = u32::from(geo.hex(m.from).distance(geo.hex(m.to))).div_ceil(2);
            let beyond = hops.saturating_sub(u32::from(style.sight));
            // The chance in ten-thousandths (integers: the same in wasm and natively).
            let chance = (0..beyond).fold(10_000u64, |c, _| c * u64::from(style.notice) / 100);
            !m.is_hop() || mix(limits.seed ^ s.hash, m) % 10_000 < chance
        };
        if root_moves.iter().any(seen) {
            root_moves.retain(|m| seen(m));
        }
    }
    info.race = race;
    // Root move order: by gain first.
    let mut order: Vec<(i32, Move)> = root_moves
        .iter()
        .map(|&m| (s.order_score(m, None, 0, root), m))
        .collect();
    order.sort_by_key(|e| std::cmp::Reverse(e.0));
    info.best = Some(order[0].1);
    if order.len() == 1 {
        info.elapsed_ms = clock() - start;
        return info;
    }
    // With modelled replies a style may spend the second half of its budget sampling the
    // search's best few moves (`playout.rs`).
    let sampled = s.model
        && style.sample > 1
        && style.sample_rounds > 0
        && (limits.max_nodes != u64::MAX || limits.time_ms.is_finite());
    if sampled {
        // The search's share of the budget (half by default, exactly).
        let search = u64::from(100 - style.sample_share.min(90));
        let nodes = u128::from(limits.max_nodes) * u128::from(search) / 100;
        s.limits.max_nodes = u64::try_from(nodes).unwrap_or(u64::MAX);
        s.limits.time_ms = limits.time_ms * (search as f64 / 100.0);
    }
    // Modelled replies take no depth: a depth counts our own moves, half the plies of a
    // two-sided search (so the levels' depth caps keep their own-move horizons).
    let max_depth = if s.model {
        match style.own_depth {
            0 => limits.max_depth.div_ceil(2),
            own => limits.max_depth.min(u32::from(own)),
        }
    } else {
        limits.max_depth
    };
    // A lapse: this turn the level does not look as far ahead as it can.
    let lapse = style.lapse > 0
        && mix(limits.seed ^ s.hash.rotate_left(32), &order[0].1) % 100 < u64::from(style.lapse);
    let max_depth = if lapse {
        max_depth.saturating_sub(1)
    } else {
        max_depth
    };
    let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 4);
    for depth in 1..=max_depth {
        let (best, score, complete) = s.root_search(depth as i32, &mut order);
        if let Some(b) = best {
            if complete || s.limits.noise == 0 {
                info.best = Some(b);
                info.score = score;
            }
        }
        if !complete {
            break;
        }
        info.depth = depth;
        let elapsed = clock() - start;
        if elapsed * 2.5 > limits.time_ms || score.abs() > WIN / 2 || s.nodes * 3 > limits.max_nodes
        {
            break;
        }
    }
    if sampled && info.score.abs() < WIN / 2 {
        s.limits = limits;
        s.stopped = false;
        if let Some(i) = order.iter().position(|e| Some(e.1) == info.best) {
            order[..=i].rotate_right(1);
        }
        info.best = Some(s.sample_root(&order, style.sample.into(), style.sample_rounds));
    }
    info.nodes = s.nodes;
    info.elapsed_ms = clock() - start;
    info
}

/// A pseudo-random number from `seed` and a move.
fn mix(seed: u64, m: &Move) -> u64 {
    let mut x = seed
        ^ (u64::from(m.from.to_u8()) << 8 | u64::from(m.to.to_u8()))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 29;
    x
}

/// Whether no peg of ours can meet a moving opponent peg again: along each
/// of our armies' axes every peg of an opponent that still moves is at least
/// two rows behind our rearmost peg, and such opponent armies run the
/// opposite way (two-player geometry). Then only our own moves matter.
fn disengaged(pos: &Position, mine: &[bool; 6], passive: &[bool; 6]) -> bool {
    let geo = pos.geometry();
    let seating = pos.seating();
    let mut opp = Vec::new();
    let mut ours = Vec::new();
    for t in Triangle::ALL {
        let Some(owner) = seating.owner(t) else {
            continue;
        };
        if mine[owner.index()] {
            ours.push(t);
        } else if !passive[owner.index()] {
            opp.push(t);
        }
    }
    if opp.is_empty() {
        return true;
    }
    for &t in &ours {
        let pegs = pos.army(t);
        if pegs.is_subset(goal_cells(pos, t)) {
            continue;
        }
        let back = pegs.iter().map(|c| geo.progress(t, c)).min().unwrap_or(0);
        for &o in &opp {
            // Only armies heading the opposite way separate for good.
            if o.opposite() != t {
                return false;
            }
            let front = pos
                .army(o)
                .iter()
                .map(|c| geo.progress(t, c))
                .max()
                .unwrap_or(0);
            if front + 2 > back {
                return false;
            }
        }
    }
    true
}

impl Searcher<'_> {
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.limits.max_nodes
            || self.nodes & 255 == 0 && (self.clock)() - self.start >= self.limits.time_ms
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn make(&mut self, m: Move) -> (Undo, u64) {
        let saved = self.hash;
        let before = self.pos.to_move();
        self.hash ^= self.keys.move_delta(&self.pos, m);
        let u = self.pos.play_unchecked(m);
        self.hash ^= self.keys.side(before) ^ self.keys.side(self.pos.to_move());
        (u, saved)
    }

    fn pass(&mut self) -> (Undo, u64) {
        let saved = self.hash;
        let before = self.pos.to_move();
        let u = self.pos.pass_unchecked();
        self.hash ^= self.keys.side(before) ^ self.keys.side(self.pos.to_move());
        (u, saved)
    }

    fn unmake(&mut self, (u, saved): (Undo, u64)) {
        self.pos.undo(u);
        self.hash = saved;
    }

    /// Passes until `seat` is to move (or the game ends); returns how many
    /// passes were pushed on the undo stack.
    fn pass_to(&mut self, seat: Seat) -> usize {
        let mut n = 0;
        while n < 6 && !self.pos.is_over() && self.pos.to_move() != seat {
            let u = self.pass();
            self.stack.push(u);
            n += 1;
        }
        n
    }

    /// Plays `m`, or passes without one, onto the undo stack.
    fn push_move(&mut self, m: Option<Move>) {
        let u = match m {
            Some(m) => self.make(m),
            None => self.pass(),
        };
        self.stack.push(u);
    }

    fn unpass(&mut self, n: usize) {
        for _ in 0..n {
            if let Some(u) = self.stack.pop() {
                self.unmake(u);
            }
        }
    }

    fn army_of(&self, seat: Seat, m: Move) -> Triangle {
        self.pos
            .seating()
            .armies(seat)
            .iter()
            .find(|&t| self.pos.army(t).contains(m.from))
            .unwrap_or(Triangle::TOP)
    }

    /// Rows gained by `m` of `seat` (distance table, lateral included).
    fn rows_gained(&self, seat: Seat, m: Move) -> i32 {
        let army = self.army_of(seat, m);
        self.tables.d(army, m.from) - self.tables.d(army, m.to)
    }

    /// [`Searcher::rows_gained`], plus one for leaving home.
    fn gain(&self, seat: Seat, m: Move) -> i32 {
        let army = self.army_of(seat, m);
        let home = home_cells(&self.pos, army);
        self.rows_gained(seat, m) + i32::from(home.contains(m.from) && !home.contains(m.to))
    }

    /// A swap made inside our goal keeps the blocker in the goal: it only
    /// shuffles pegs (and invites endless swapping). Skipped while any other
    /// move exists.
    fn idle_swap(&self, seat: Seat, m: Move) -> bool {
        match m.swap_back() {
            Some(back) => {
                let goal = goal_cells(&self.pos, self.army_of(seat, m));
                // Pushing the blocker towards the goal's mouth (our peg goes
                // deeper) is progress: the blocker must leave eventually.
                goal.contains(m.from) && goal.contains(back) && self.gain(seat, m) <= 0
            }
            None => false,
        }
    }

    fn order_score(&self, m: Move, tt: Option<Move>, ply: usize, seat: Seat) -> i32 {
        if Some(m) == tt {
            return INF;
        }
        let mut s = self.gain(seat, m) * 4096;
        if self.killers[ply.min(MAX_PLY)].contains(&Some(m)) {
            s += 3000;
        }
        s + self.history[m.from.index() * 256 + m.to.index()].min(4000)
    }

    /// Seats (teams count once) of the opponents whose place is decided:
    /// every partner finished.
    fn opponents_done(&self) -> i32 {
        let pos = &self.pos;
        let seating = pos.seating();
        let finished = pos.finished();
        seating
            .seats()
            .filter(|&s| {
                !self.mine[s.index()]
                    && finished.contains(s)
                    && seating
                        .partner(s)
                        .is_none_or(|p| p > s && finished.contains(p))
            })
            .count() as i32
    }

    /// The value of a decided position for the searching seat, `None` while
    /// it is open. Finishing always beats not finishing (whatever place is
    /// left: places taken before the search are nobody's fault), and sooner
    /// beats later; each opponent that finishes first in the tree costs a
    /// place. In team play our own finish while the partner still plays is
    /// worth a quarter win plus the evaluation of the partner's race.
    fn terminal(&self, ply: usize) -> Option<i32> {
        let pos = &self.pos;
        let finished = pos.finished();
        let ply = ply as i32;
        if finished.contains(self.root) {
            let partner = pos.seating().partner(self.root);
            if partner.is_none_or(|p| finished.contains(p)) {
                let lost = (self.opponents_done() - self.done_at_root).max(0);
                return Some(WIN - ply - lost * (WIN / 16));
            }
            if !pos.is_over() {
                return Some(WIN / 4 - ply + self.static_eval());
            }
        }
        if pos.is_over() {
            let seats = pos.seating().seat_count() as i32;
            let place = i32::from(pos.ranking().place(self.root).unwrap_or(seats as u8));
            return Some(if place == 1 {
                WIN - ply
            } else {
                -WIN + ply + (seats - place) * (WIN / 16)
            });
        }
        None
    }

    fn static_eval(&self) -> i32 {
        if self.model {
            eval::evaluate_many(&self.pos, self.tables, &self.side)
        } else {
            eval::evaluate(&self.pos, self.tables, &self.side, self.race)
        }
    }

    fn tt_probe(&self) -> Option<Entry> {
        let e = self.tt[(self.hash as usize) & (self.tt.len() - 1)];
        (e.key == self.hash && e.flag != 0).then_some(e)
    }

    fn tt_store(&mut self, depth: i32, score: i32, flag: u8, mv: Option<Move>) {
        let i = (self.hash as usize) & (self.tt.len() - 1);
        let e = &mut self.tt[i];
        if e.key != self.hash || depth as i8 >= e.depth || flag == EXACT {
            *e = Entry {
                key: self.hash,
                mv: mv.or(if e.key == self.hash { e.mv } else { None }),
                score,
                depth: depth as i8,
                flag,
            };
        }
    }

    fn root_search(&mut self, depth: i32, order: &mut [(i32, Move)]) -> (Option<Move>, i32, bool) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best: Option<Move> = None;
        let mut best_score = -INF;
        self.path.clear();
        self.path.push(self.hash);
        let noise = self.limits.noise;
        #[allow(clippy::needless_range_loop)]
        for i in 0..order.len() {
            let m = order[i].1;
            let u = self.make(m);
            let v = if noise > 0 || i == 0 {
                self.child(depth - 1, alpha, beta, 1)
            } else {
                let v = self.child(depth - 1, alpha, alpha + 1, 1);
                if v > alpha && !self.stopped {
                    self.child(depth - 1, alpha, beta, 1)
                } else {
                    v
                }
            };
            self.unmake(u);
            if self.stopped {
                return (best, best_score, false);
            }
            let v = v + if noise > 0 { self.noise(m) } else { 0 };
            order[i].0 = v;
            if v > best_score {
                best_score = v;
                best = Some(m);
                if noise == 0 {
                    alpha = alpha.max(v);
                }
            }
        }
        // Stable sort: best first, the rest by this iteration's scores.
        order.sort_by_key(|e| std::cmp::Reverse(e.0));
        if let Some(b) = best {
            self.tt_store(depth, best_score, EXACT, Some(b));
        }
        (best, best_score, true)
    }

    fn noise(&self, m: Move) -> i32 {
        let x = mix(self.limits.seed ^ self.hash, &m);
        let n = self.limits.noise as u64;
        (x % (2 * n + 1)) as i32 - self.limits.noise
    }

    /// The value for the searching side of the position after one of its
    /// moves: the opponents' best-reply layer (negated), or in race mode our
    /// next turn directly (the opponents pass).
    fn child(&mut self, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.race {
            let n = self.pass_to(self.root);
            let v = self.node(depth, alpha, beta, ply, true);
            self.unpass(n);
            v
        } else if self.model {
            if depth <= 0 {
                // A leaf: every sibling is evaluated before the same replies.
                return self.node(depth, alpha, beta, ply, true);
            }
            let gamma = self.gamma;
            // With a discount, the line's value mixes the evaluation now (before the replies,
            // like a leaf) with the best continuation's: plans whose gains come later count less.
            let now = if gamma < 100 && self.terminal(ply).is_none() {
                Some(i64::from(self.static_eval()) * (100 - gamma))
            } else {
                None
            };
            let rounds = self.rounds;
            let n = if rounds == 0 || ply <= rounds {
                self.greedy_round(ply)
            } else {
                self.pass_to(self.root)
            };
            let v = match now {
                None => self.node(depth, alpha, beta, ply, true),
                Some(now) => {
                    let inner = |x: i32| {
                        ((i64::from(x) * 100 - now).div_euclid(gamma.max(1)))
                            .clamp(-i64::from(INF), i64::from(INF)) as i32
                    };
                    let v = self.node(depth, inner(alpha), inner(beta) + 1, ply, true);
                    ((now + i64::from(v) * gamma) / 100) as i32
                }
            };
            self.unpass(n);
            v
        } else {
            -self.node(depth, -beta, -alpha, ply, false)
        }
    }

    /// Negamax node. `max`: the searching seat to move; otherwise a
    /// Best-Reply layer of the opponents. Returns the value for the side
    /// of this layer.
    fn node(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize, max: bool) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let sign = if max { 1 } else { -1 };
        if let Some(t) = self.terminal(ply) {
            return sign * t;
        }
        // Repetition: bad for whoever moved into it.
        if self.path[..self.path.len().saturating_sub(1)].contains(&self.hash)
            || self.game.binary_search(&self.hash).is_ok()
        {
            let e = sign * self.static_eval();
            let last_mover_is_us = if self.race { true } else { !max };
            let toward_root = if last_mover_is_us { -REP } else { REP };
            return e + sign * toward_root;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return sign * self.static_eval();
        }
        let alpha0 = alpha;
        let mut tt_move = None;
        if let Some(e) = self.tt_probe() {
            tt_move = e.mv;
            if i32::from(e.depth) >= depth {
                let s = e.score;
                match e.flag {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // Collect the moves of this layer.
        let mut list = std::mem::take(&mut self.scored[ply]);
        list.clear();
        let mut ml = std::mem::take(&mut self.lists[ply]);
        if max {
            self.pos.legal_moves(&mut ml);
            let seat = self.root;
            let floor = if self.race { 0 } else { -1 };
            for &m in ml.iter() {
                let g = self.gain(seat, m);
                if (g < floor || self.idle_swap(seat, m)) && Some(m) != tt_move {
                    continue;
                }
                list.push((self.order_score(m, tt_move, ply, seat), seat, m));
            }
            if list.is_empty() {
                for &m in ml.iter() {
                    list.push((self.order_score(m, tt_move, ply, seat), seat, m));
                }
            }
        } else {
            // The opponents that move, in turn order (on the stack: this is every node).
            let mut seats = [Seat::FIRST; 6];
            let mut count = 0;
            let first = self.pos.to_move();
            let n = self.pos.seating().seat_count();
            for i in 0..n {
                let s = Seat::new(((first.index() + i) % n) as u8).unwrap_or(first);
                if !self.mine[s.index()]
                    && !self.passive[s.index()]
                    && !self.pos.finished().contains(s)
                {
                    seats[count] = s;
                    count += 1;
                }
            }
            for &seat in &seats[..count] {
                let n = self.pass_to(seat);
                if self.pos.to_move() == seat && !self.pos.is_over() {
                    self.pos.legal_moves(&mut ml);
                    let before = list.len();
                    for &m in ml.iter() {
                        let g = self.gain(seat, m);
                        if (g < -1 || self.idle_swap(seat, m)) && Some(m) != tt_move {
                            continue;
                        }
                        list.push((self.order_score(m, tt_move, ply, seat), seat, m));
                    }
                    if list.len() == before {
                        for &m in ml.iter() {
                            list.push((self.order_score(m, tt_move, ply, seat), seat, m));
                        }
                    }
                }
                self.unpass(n);
            }
        }
        self.lists[ply] = ml;
        if list.is_empty() {
            // Nobody in this layer can move: pass on to the other layer.
            self.scored[ply] = list;
            let v = if max {
                let u = self.pass();
                let v = self.child(depth - 1, alpha, beta, ply + 1);
                self.unmake(u);
                v
            } else {
                let n = self.pass_to(self.root);
                let v = -self.node(depth - 1, -beta, -alpha, ply + 1, true);
                self.unpass(n);
                v
            };
            return v;
        }
        list.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
        if self.race && list.len() > RACE_WIDTH {
            list.truncate(RACE_WIDTH);
        }
        let mut best = -INF;
        let mut best_move = None;
        self.path.push(self.hash);
        #[allow(clippy::needless_range_loop)]
        for i in 0..list.len() {
            let (_, seat, m) = list[i];
            let mut n = 0;
            if !max {
                n = self.pass_to(seat);
            }
            let u = self.make(m);
            let k = if max { 0 } else { self.pass_to(self.root) };
            // Late move reduction for quiet late moves at depth ≥ 3.
            let reduce = if depth >= 3 && i >= 6 && list[i].0 < 4096 {
                1
            } else {
                0
            };
            let v = if max {
                if i == 0 {
                    self.child(depth - 1, alpha, beta, ply + 1)
                } else {
                    let mut v = self.child(depth - 1 - reduce, alpha, alpha + 1, ply + 1);
                    if v > alpha && reduce > 0 && !self.stopped {
                        v = self.child(depth - 1, alpha, alpha + 1, ply + 1);
                    }
                    if v > alpha && v < beta && !self.stopped {
                        v = self.child(depth - 1, alpha, beta, ply + 1);
                    }
                    v
                }
            } else if i == 0 {
                -self.node(depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                let mut v = -self.node(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, true);
                if v > alpha && reduce > 0 && !self.stopped {
                    v = -self.node(depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = -self.node(depth - 1, -beta, -alpha, ply + 1, true);
                }
                v
            };
            self.unpass(k);
            self.unmake(u);
            self.unpass(n);
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(m);
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                if m.is_step() || self.gain(seat, m) <= 1 {
                    let k = &mut self.killers[ply.min(MAX_PLY)];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                }
                let h = &mut self.history[m.from.index() * 256 + m.to.index()];
                *h += depth * depth;
                break;
            }
        }
        self.path.pop();
        self.scored[ply] = list;
        if self.stopped {
            return best.max(-INF + 1);
        }
        let flag = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.tt_store(depth, best, flag, best_move);
        best
    }
}
