//! The search of a prepared root ([`Root`]): it knows nothing of a level's mistakes (applied
//! around it, `ai::turn`), only the style's weights and its model of the opponents.
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
//! - **Sampling** (a style's [`Style::sampling`], level 6 with two or more opponents): with
//!   modelled replies and a budget, the search spends half of it, then Monte Carlo samples of
//!   its best few moves, the whole table racing a few rounds on, choose among them (`playout.rs`;
//!   `ai::turn` calls it).
//! - **Race**: when no peg of ours can interact with an opponent peg any
//!   more (the armies have passed each other, or the opponents have
//!   finished or pass), the opponents cannot change
//!   our fastest finish: the search only plays our own moves (opponents
//!   pass), i.e. a single-agent search that minimises the moves to fill the
//!   goal (a finished army scores a win minus the plies it took).
//!
//! Repetitions (against the game history and the current line) are scored
//! as bad for the side that repeats; at the root a move that recreates a
//! position of the game is never played while another move exists (`root.rs`).

use crate::engine::{Move, MoveList, Position, Seat, Undo};

use super::eval::{self, Side, Tables, ROW};
use super::limits::{Limits, MAX_PLY};
use super::style::Style;
use super::zobrist::{keys, Keys};

mod node;
mod playout;
mod replies;
pub(crate) mod root;
#[cfg(test)]
mod tests;

use replies::Replies;
pub(crate) use root::Root;

pub(crate) const INF: i32 = 1_000_000_000;
pub(crate) const WIN: i32 = 10_000_000;
const REP: i32 = 4 * ROW;
/// Moves searched per node of the race search (best forward gains first).
const RACE_WIDTH: usize = 10;

/// A transposition table entry.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i8,
    /// What the score is (`None`: an empty entry).
    bound: Option<Bound>,
}

/// What a stored score is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    /// The position's value.
    Exact,
    /// At least the value (a cut-off).
    Lower,
    /// At most the value (no move reached alpha).
    Upper,
}

/// How long a search may run: whichever limit comes first stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Budget {
    /// Nodes (`u64::MAX` for none).
    pub max_nodes: u64,
    /// Milliseconds of the injected clock (`f64::INFINITY` for none).
    pub time_ms: f64,
}

impl Budget {
    /// The budget of `limits`.
    pub fn of(limits: &Limits) -> Budget {
        Budget {
            max_nodes: limits.max_nodes,
            time_ms: limits.time_ms,
        }
    }

    /// Half of it, exactly.
    pub fn half(self) -> Budget {
        Budget {
            max_nodes: u64::try_from(u128::from(self.max_nodes) * 50 / 100).unwrap_or(u64::MAX),
            time_ms: self.time_ms * 0.5,
        }
    }
}

/// What one iterative deepening found.
pub(crate) struct Found {
    /// The best move of the last iteration that found one (`None`: none completed one).
    pub best: Option<Move>,
    /// Its score.
    pub score: i32,
    /// The last iteration completed.
    pub depth: u32,
}

/// The search of one root: alpha-beta with two players, own moves against modelled replies
/// with more, a single-agent search in a race.
pub(crate) struct Searcher<'a> {
    pos: Position,
    root: Seat,
    mine: [bool; 6],
    /// Opponents that pass in the tree (finished, or passing in the game).
    passive: [bool; 6],
    /// [`Searcher::opponents_done`] at the root.
    done_at_root: i32,
    race: bool,
    /// Opponents reply with a modelled move (no branching in their layers).
    model: bool,
    /// How the modelled opponents reply (used only with `model`).
    replies: Replies,
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
    /// Nodes visited.
    pub nodes: u64,
    /// What stops the search.
    pub budget: Budget,
    clock: &'a dyn Fn() -> f64,
    start: f64,
    /// Whether the budget ran out.
    pub stopped: bool,
    lists: Vec<MoveList>,
    scored: Vec<Vec<(i32, Seat, Move)>>,
    stack: Vec<(Undo, u64)>,
}

impl<'a> Searcher<'a> {
    /// The search of `root` in `style` (its weights and its model of the opponents) within
    /// `budget`, timed from `start`; `small`: a small transposition table.
    pub fn new(
        root: &Root,
        style: &Style,
        budget: Budget,
        small: bool,
        clock: &'a dyn Fn() -> f64,
        start: f64,
    ) -> Searcher<'a> {
        let pos = &root.pos;
        let model = root.model;
        let k = keys();
        let mut s = Searcher {
            pos: pos.clone(),
            root: root.seat,
            mine: root.mine,
            passive: root.passive,
            done_at_root: 0,
            race: root.race,
            model,
            replies: Replies::new(root, style),
            scratch: MoveList::new(),
            keys: k,
            tables: eval::tables(pos),
            side: Side::new(pos, root.mine, root.finished, style.weights()),
            hash: root.hash,
            tt: vec![Entry::default(); 1 << if small { 14 } else { 18 }],
            killers: [[None; 2]; MAX_PLY + 1],
            history: vec![0; 256 * 256],
            path: Vec::with_capacity(MAX_PLY + 8),
            game: root.game.clone(),
            nodes: 0,
            budget,
            clock,
            start,
            stopped: false,
            lists: (0..=MAX_PLY).map(|_| MoveList::new()).collect(),
            scored: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            stack: Vec::with_capacity(256),
        };
        s.done_at_root = s.opponents_done();
        s
    }

    /// The root moves, best gain first (ties in the order given): the first iteration's order.
    pub fn root_order(&self, moves: &[Move]) -> Vec<(i32, Move)> {
        let mut order: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| (self.order_score(m, None, 0, self.root), m))
            .collect();
        order.sort_by_key(|e| std::cmp::Reverse(e.0));
        order
    }

    /// Iterative deepening over `order` (sorted best first after each iteration) up to
    /// `max_depth`, within the budget; no next iteration once the time or the nodes spent
    /// suggest that it would not fit in `horizon`, or once the game's end is in sight.
    pub fn deepen(&mut self, order: &mut [(i32, Move)], max_depth: u32, horizon: Budget) -> Found {
        let mut found = Found {
            best: None,
            score: 0,
            depth: 0,
        };
        for depth in 1..=max_depth {
            let (best, score, complete) = self.root_search(depth as i32, order);
            if let Some(b) = best {
                found.best = Some(b);
                found.score = score;
            }
            if !complete {
                break;
            }
            found.depth = depth;
            let elapsed = (self.clock)() - self.start;
            if elapsed * 2.5 > horizon.time_ms
                || score.abs() > WIN / 2
                || self.nodes * 3 > horizon.max_nodes
            {
                break;
            }
        }
        found
    }
}

impl Searcher<'_> {
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.budget.max_nodes
            || self.nodes & 255 == 0 && (self.clock)() - self.start >= self.budget.time_ms
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

    /// Rows gained by `m` of `seat` here (distance table, lateral included).
    fn rows_gained(&self, seat: Seat, m: Move) -> i32 {
        root::rows_gained(&self.pos, self.tables, seat, m)
    }

    /// [`Searcher::rows_gained`], plus one for leaving home.
    fn gain(&self, seat: Seat, m: Move) -> i32 {
        root::gain(&self.pos, self.tables, seat, m)
    }

    /// A swap inside our goal that only shuffles the blocker ([`root::idle_swap`]).
    fn idle_swap(&self, seat: Seat, m: Move) -> bool {
        root::idle_swap(&self.pos, self.tables, seat, m)
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
        (e.key == self.hash && e.bound.is_some()).then_some(e)
    }

    fn tt_store(&mut self, depth: i32, score: i32, bound: Bound, mv: Option<Move>) {
        let i = (self.hash as usize) & (self.tt.len() - 1);
        let e = &mut self.tt[i];
        if e.key != self.hash || depth as i8 >= e.depth || bound == Bound::Exact {
            *e = Entry {
                key: self.hash,
                mv: mv.or(if e.key == self.hash { e.mv } else { None }),
                score,
                depth: depth as i8,
                bound: Some(bound),
            };
        }
    }
}
