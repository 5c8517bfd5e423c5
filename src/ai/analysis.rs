//! The analysis board and the game review: the engine's own search, deeper and deeper, with
//! the best moves and the lead in moves each leaves, and judgements of the moves played.
//!
//! - [`Analyser`]: iterative deepening of one position. Each [`Analyser::step`] runs one
//!   iteration and gives an [`Analysis`]: depth, nodes, the best moves ranked ([`LINES`] by
//!   default), each with its line (principal variation) and the lead it leaves in moves for
//!   the side that plays it, and every seat's moves to finish ([`race`]) and lead now.
//! - [`analyse`]: the same to the limits, the last iteration only.
//! - [`judge`]: a move played, against the engine's best: moves lost and a [`Verdict`];
//!   [`accuracy`] over a seat's moves; [`Verdict::as_good_as_best`] checks a try.
//!
//! **The search** is [`search`], the one the computer plays and hints with, with the strongest
//! level's styles at every player count: the best move is its choice at the iteration's depth, the
//! second its choice without the first ([`Limits::exclude`]), and so on. Each candidate is then
//! *followed*: the move, and the engine's choices after it at the remaining depth — with two
//! players each side's search in turn, to an even number of plies so that both sides have moved as
//! often; with three or more (whose search plans its own moves against modelled replies) the other
//! seats reply with their greediest move ([`greedy_move`]), and the line ends when the side is to
//! move again after its last planned move. The first search after the move gives the move's *value*
//! (the search's score for the side that plays it, 16 per row), so that every candidate, and a move
//! played, is valued by searches of the same depth.
//!
//! **Search and race combine** so that the ranking and the leads agree: the moves are ranked
//! by value; the best move's lead is measured by the race lead ([`race::lead`]) for the side
//! that plays it at the end of the lines (perfect race moves keep a lead, so the end of a line
//! measures the move): the mean over the lines of the leads at each line's last two positions,
//! each line's brought to the best by the value it gives up — or, within a few moves of the
//! finish, where the estimate is exact, the lead at the best line's end. Every other move's
//! lead is the best's minus the value it gives up, at [`MOVE_VALUE`] search units per move.
//! Where a value is decided (a finish the search sees), the lead at the line's end is used
//! instead, never above the lead of the move ranked above. With two or more opponents that
//! move, the search's score counts our own rows twice (our cost, and the leader's lead), so a
//! move is worth twice [`MOVE_VALUE`] there, and a loss counts only as far as the race at the
//! lines' ends, or the ground given up by them, agrees: the score charges a straggler at every
//! move until it leaves, which a good hop elsewhere does not lose in the race.
//!
//! # Examples
//!
//! ```
//! use sternhalma::ai::analysis::{analyse, judge, AnalysisLimits, Turn, Verdict};
//! use sternhalma::engine::{Options, Position};
//!
//! let pos = Position::start(Options::default()).unwrap();
//! let limits = AnalysisLimits { max_depth: 2, ..AnalysisLimits::default() };
//! let a = analyse(&pos, &[], limits, &|| 0.0);
//! assert_eq!((a.status, a.depth, a.lines.len()), (Turn::Playing, 2, 3));
//! assert!(a.lines.windows(2).all(|w| w[0].lead >= w[1].lead));
//! assert!(pos.is_legal(a.lines[0].moves[0]));
//!
//! // A move judged against the engine's best (found within 20 000 nodes) …
//! let j = judge(&pos, &[], pos.legal_move_list()[0], 20_000, &|| 0.0).unwrap();
//! assert!(j.lost >= 0.0);
//! // … and that best move judged: it loses nothing.
//! let best = judge(&pos, &[], j.best.moves[0], 20_000, &|| 0.0).unwrap();
//! assert_eq!((best.verdict, best.lost), (Verdict::Best, 0.0));
//! ```

use crate::engine::{Move, Position, Seat};

use super::{position_key, race, search, stall_turns, Level, Limits};

mod follow;
mod judge;
mod lead;

use follow::{follow, Followed};
pub use judge::{
    accuracy, judge, Judgement, ReviewError, Verdict, BLUNDER_FROM, GOOD_BELOW, MISTAKE_FROM,
};
use lead::{lines_of, near_seats, Measure, Scale, EXACT, NEAR};

/// Lines (best moves) an analysis shows by default.
pub const LINES: usize = 3;

/// Lines an analysis can show at most ([`Limits::exclude`] leaves out four moves).
pub const MAX_LINES: usize = 5;

/// Search units (16 per row) worth one move: three rows, about the ground an army gains per
/// move in level-4 games (its 120 rows in 40 to 50 moves). See `docs/ai.md`.
pub const MOVE_VALUE: i32 = 48;

/// Values from here on are decided: the search sees a finish (its scores near a decided game
/// are about ±10 000 000).
const DECIDED: i32 = 5_000_000;

/// A search to `depth` that plays as the strongest level does, without its time budget, sampling
/// and plans ([`Level::valued_limits`]): the analysis and the review judge with the search that
/// plays and hints.
fn strongest(depth: u32) -> Limits {
    Level::STRONGEST.valued_limits(depth)
}

/// How far an analysis goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisLimits {
    /// Best moves to show, `1..=`[`MAX_LINES`].
    pub lines: usize,
    /// The deepest iteration: plies with two players, own moves with three or more (whose
    /// search models the others' replies).
    pub max_depth: u32,
    /// Nodes for the whole analysis, every iteration and line included: an iteration that
    /// goes over it is not shown.
    pub max_nodes: u64,
}

impl Default for AnalysisLimits {
    /// Three lines, as deep as four million nodes go (about 20 s in the browser).
    fn default() -> AnalysisLimits {
        AnalysisLimits {
            lines: LINES,
            max_depth: 30,
            max_nodes: 4_000_000,
        }
    }
}

/// What the side to move can do: play, pass, or nothing (the game is over).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The side to move has legal moves.
    Playing,
    /// The side to move has no legal move and must pass.
    MustPass,
    /// The game is over.
    Over,
}

/// A move and how the game goes on from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The move, then the engine's choices after it (shorter where the game ends or a side
    /// must pass).
    pub moves: Vec<Move>,
    /// The lead in moves the move leaves for the side that plays it (see the module docs).
    pub lead: f64,
    /// The move's value: the search's score for the side that plays it, after the move (16
    /// per row; beyond ±5 000 000 a finish is in sight).
    pub value: i32,
}

/// One iteration of an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Whether the side to move has a choice (no lines otherwise).
    pub status: Turn,
    /// The iteration's depth (see [`AnalysisLimits::max_depth`]); 0 without lines.
    pub depth: u32,
    /// Nodes searched so far by the analysis.
    pub nodes: u64,
    /// The best moves, best first.
    pub lines: Vec<Line>,
    /// Every seat's moves to finish in the position ([`race::all_seats`]).
    pub finish: Vec<f64>,
    /// Every seat's lead in moves: the side to move's is its best line's lead
    /// (`lines[0].lead`, what the headline says), the others' are measured against it by
    /// [`race::lead`]; without lines, every seat's lead in the position.
    pub lead: Vec<f64>,
    /// No deeper iteration follows (the limits are reached, or the search has nothing more to
    /// say: a single legal move, a decided game).
    pub done: bool,
}

/// Every seat's moves to finish and lead in moves at a position: a point of the race graph,
/// no search.
#[derive(Clone, Debug, PartialEq)]
pub struct Race {
    /// Every seat's moves to finish, in seat order ([`race::all_seats`]).
    pub finish: Vec<f64>,
    /// Every seat's lead in moves, in seat order ([`race::lead`]).
    pub lead: Vec<f64>,
}

impl Race {
    /// The figures of `pos`.
    pub fn of(pos: &Position) -> Race {
        let finish = race::all_seats(pos);
        Race {
            lead: race::lead(pos, &finish),
            finish,
        }
    }
}

/// An analysis in progress: call [`Analyser::step`] until it gives `None`.
#[derive(Clone, Debug)]
pub struct Analyser {
    pos: Position,
    /// Earlier positions of the game, oldest first.
    history: Vec<Position>,
    keys: Vec<u64>,
    limits: AnalysisLimits,
    /// Search depth per iteration: 2 plies (one own move) when the search models replies.
    step: u32,
    depth: u32,
    nodes: u64,
    last: Option<(Analysis, Vec<Followed>)>,
    finished: bool,
    /// Every seat's moves to finish in the position (measured at the first step), `None`
    /// while not measured; not measured at all for a judgement.
    finish: Option<Vec<f64>>,
    /// Measure moves to finish and leads at every iteration (the analysis board).
    measure: bool,
    /// Nodes of every iteration so far.
    iterations: Vec<u64>,
}

impl Analyser {
    /// An analysis of `pos`; `history` holds the game's earlier positions (oldest first; the
    /// last few hundred are enough) for repetitions, passes and the stall count, as the
    /// computer's own moves use them.
    pub fn new(pos: &Position, history: &[Position], limits: AnalysisLimits) -> Analyser {
        let seating = pos.seating();
        let root = pos.to_move();
        let moving = seating
            .seats()
            .filter(|&s| s != root && Some(s) != seating.partner(root))
            .filter(|&s| !pos.finished().contains(s))
            .count();
        Analyser {
            pos: pos.clone(),
            history: history.to_vec(),
            keys: history.iter().map(position_key).collect(),
            limits: AnalysisLimits {
                lines: limits.lines.clamp(1, MAX_LINES),
                max_depth: limits.max_depth.max(1),
                ..limits
            },
            step: if moving >= 2 { 2 } else { 1 },
            depth: 0,
            nodes: 0,
            last: None,
            finished: false,
            finish: None,
            measure: true,
            iterations: Vec::new(),
        }
    }

    /// The position analysed.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Runs the next iteration and gives its result; `None` once the analysis is done (the
    /// last result had [`Analysis::done`] set). `clock`: milliseconds, for the search.
    pub fn step(&mut self, clock: &dyn Fn() -> f64) -> Option<Analysis> {
        if self.finished {
            return None;
        }
        let finish = if self.measure {
            self.finish
                .get_or_insert_with(|| race::all_seats(&self.pos))
                .clone()
        } else {
            Vec::new()
        };
        let lead = if self.measure {
            race::lead(&self.pos, &finish)
        } else {
            Vec::new()
        };
        let status = if self.pos.is_over() {
            Turn::Over
        } else if self.pos.must_pass() {
            Turn::MustPass
        } else {
            Turn::Playing
        };
        if status != Turn::Playing {
            self.finished = true;
            return Some(Analysis {
                status,
                depth: 0,
                nodes: 0,
                lines: Vec::new(),
                finish,
                lead,
                done: true,
            });
        }
        // An iteration costs a few times the one before (at least three): one that would not
        // fit in the nodes left is not started.
        if let [.., before, last] = self.iterations[..] {
            let growth = (last / before.max(1)).max(3);
            if self.nodes.saturating_add(last.saturating_mul(growth)) > self.limits.max_nodes {
                return self.finish_with_last();
            }
        }
        let start_nodes = self.nodes;
        self.depth += 1;
        let plies = self.depth * self.step;
        let mut followed: Vec<Followed> = Vec::new();
        let mut exclude = [None; 4];
        let mut early = false;
        for r in 0..self.limits.lines {
            let left = self.limits.max_nodes.saturating_sub(self.nodes).max(1);
            let limits = Limits {
                exclude,
                stall: stall_turns(&self.history, &self.pos),
                max_nodes: left,
                ..strongest(plies)
            };
            let info = search(&self.pos, &self.keys, limits, clock);
            self.nodes += info.nodes;
            let Some(m) = info.best else {
                break;
            };
            // The best move's search stopped short of the depth by itself (a single legal
            // move, or a decided game): deeper iterations would say the same.
            if r == 0 && info.depth < self.depth && info.nodes.saturating_mul(3) <= left {
                early = true;
            }
            followed.push(self.follow(m, plies, clock));
            if let Some(slot) = exclude.get_mut(r) {
                *slot = Some(m);
            }
        }
        // Best value first; the search's order breaks ties (a stable sort).
        followed.sort_by_key(|f| std::cmp::Reverse(f.value));
        let lines = if self.measure {
            let near = near_seats(
                &self.pos,
                |s| finish.get(s.index()).map_or(0.0, |&f| f),
                NEAR,
            );
            let root = self.pos.to_move().index();
            let exact = finish.get(root).is_some_and(|&f| f <= EXACT);
            let measure = if exact { Measure::End } else { Measure::Mean };
            lines_of(&followed, &self.pos, &near, measure, Scale::of(self.step))
        } else {
            Vec::new()
        };
        let over_budget = self.nodes >= self.limits.max_nodes;
        // One lead: the side to move's is its best line's, the others' follow from it.
        let lead = match lines.first() {
            Some(best) => lead::with_best(&self.pos, &finish, best.lead),
            None => lead,
        };
        let analysis = Analysis {
            status,
            depth: self.depth,
            nodes: self.nodes,
            lines,
            finish,
            lead,
            done: over_budget || early || self.depth >= self.limits.max_depth,
        };
        self.finished = analysis.done;
        if over_budget && self.last.is_some() {
            // The iteration ran out of nodes: the previous one stands (now the last).
            return self.finish_with_last();
        }
        self.iterations.push(self.nodes - start_nodes);
        self.last = Some((analysis.clone(), followed));
        Some(analysis)
    }

    /// The last iteration again, now marked done (`None` without one).
    fn finish_with_last(&mut self) -> Option<Analysis> {
        self.finished = true;
        let (last, _) = self.last.as_mut()?;
        last.done = true;
        last.nodes = self.nodes;
        Some(last.clone())
    }

    /// Follows move `m` of the side to move (see the module docs) with `plies` of depth.
    fn follow(&mut self, m: Move, plies: u32, clock: &dyn Fn() -> f64) -> Followed {
        let budget = self.limits.max_nodes.saturating_sub(self.nodes).max(1);
        let mut nodes = 0;
        let f = follow(
            &self.pos,
            &self.history,
            m,
            (plies, self.step),
            (&mut nodes, budget),
            clock,
        );
        self.nodes += nodes;
        f
    }
}
fn decided(value: i32) -> bool {
    value.abs() >= DECIDED
}
/// The lead in moves of `seat` in `pos` (every seat's moves to finish measured there).
pub fn lead_at(pos: &Position, seat: Seat) -> f64 {
    let finish = race::all_seats(pos);
    race::lead(pos, &finish)
        .get(seat.index())
        .copied()
        .unwrap_or(0.0)
}

/// Analyses `pos` to `limits` and gives the last iteration (see [`Analyser`]).
pub fn analyse(
    pos: &Position,
    history: &[Position],
    limits: AnalysisLimits,
    clock: &dyn Fn() -> f64,
) -> Analysis {
    let mut a = Analyser::new(pos, history, limits);
    let mut last = None;
    while let Some(x) = a.step(clock) {
        last = Some(x);
    }
    last.unwrap_or_else(|| {
        // (The first step always gives a result.)
        let finish = race::all_seats(pos);
        Analysis {
            status: Turn::Over,
            depth: 0,
            nodes: 0,
            lead: race::lead(pos, &finish),
            finish,
            lines: Vec::new(),
            done: true,
        }
    })
}
