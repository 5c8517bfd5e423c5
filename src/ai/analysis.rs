//! The analysis board and the game review: the engine's own search, deeper and deeper, with
//! the best moves and the lead in moves each leaves, and judgements of the moves played.
//!
//! - [`Analyser`]: iterative deepening of one position. Each [`Analyser::step`] runs one
//!   iteration and gives an [`Analysis`]: depth, nodes, the best moves ranked ([`LINES`] by
//!   default), each with its line (principal variation) and the lead it leaves in moves for
//!   the side that plays it, and every seat's moves to finish ([`race`]) and lead now.
//! - [`analyse`]: the same to the limits, the last iteration only.
//! - [`judge`]: a move played, against the engine's best: moves lost and a [`Verdict`];
//!   [`accuracy`] over a seat's moves; [`Judgement::as_good_as_best`] checks a try.
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
//! use sternhalma::ai::analysis::{analyse, judge, AnalysisLimits, Status, Verdict};
//! use sternhalma::engine::{Options, Position};
//!
//! let pos = Position::start(Options::default()).unwrap();
//! let limits = AnalysisLimits { max_depth: 2, ..AnalysisLimits::default() };
//! let a = analyse(&pos, &[], limits, &|| 0.0);
//! assert_eq!((a.status, a.depth, a.lines.len()), (Status::Playing, 2, 3));
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

use std::error::Error;
use std::fmt;

use crate::engine::{Move, Position, Seat};

use super::{greedy_move, position_key, race, search, stall_turns, Level, Limits, Style};

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

/// A search to `depth` that plays as the strongest level does (its style on a crowded board
/// too), without its time budget: the analysis and the review judge with the search that plays
/// and hints. They rank moves by the search's values, so the level's sampling of its best moves
/// (which spends a budget and gives no values) is left out, and so are its opponents' two-move
/// plans with three players (about 2 000 nodes per root move from the second iteration on:
/// more than a review's judgement has, `docs/ai.md`).
fn strongest(depth: u32) -> Limits {
    let level = Level::STRONGEST.limits();
    Limits {
        max_depth: depth,
        time_ms: f64::INFINITY,
        style_many: Style {
            sample: 0,
            plan: 0,
            ..level.style_many
        },
        style_crowd: Style {
            sample: 0,
            ..level.style_crowd
        },
        ..level
    }
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

/// Whether the side to move has a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
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
    pub status: Status,
    /// The iteration's depth (see [`AnalysisLimits::max_depth`]); 0 without lines.
    pub depth: u32,
    /// Nodes searched so far by the analysis.
    pub nodes: u64,
    /// The best moves, best first.
    pub lines: Vec<Line>,
    /// Every seat's moves to finish in the position ([`race::all_seats`]).
    pub finish: Vec<u32>,
    /// Every seat's lead in moves in the position ([`race::lead`]).
    pub lead: Vec<f64>,
    /// No deeper iteration follows (the limits are reached, or the search has nothing more to
    /// say: a single legal move, a decided game).
    pub done: bool,
}

/// A candidate of an iteration: its line, the position at the line's end and the one a ply
/// before it (`None` for a line of one move).
#[derive(Clone, Debug)]
struct Followed {
    moves: Vec<Move>,
    end: Position,
    before: Option<Position>,
    value: i32,
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
    finish: Option<Vec<u32>>,
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
            Status::Over
        } else if self.pos.must_pass() {
            Status::MustPass
        } else {
            Status::Playing
        };
        if status != Status::Playing {
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
                |s| finish.get(s.index()).map_or(0, |&f| f as i32),
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

/// How the best line's lead is measured ([`lines_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Measure {
    /// The race lead at the best line's end: exact within [`EXACT`] moves of finishing, and
    /// all a judgement needs (it counts only the difference to the move played).
    End,
    /// The mean, over every line whose value is not decided, of the race leads at its last two
    /// positions, each brought to the best line by the value it gives up. One line's end is a
    /// noisy measure in the opening and the middle game: a peg that was a rung of a ladder
    /// moves away, or the beam finds another plan. Six measures of the same quantity predict the
    /// race better and change half as much from one iteration to the next (docs/ai.md).
    Mean,
}

/// Moves to finish of the side to move from which the best line's lead is measured at its end
/// alone ([`Measure::End`]): there the estimate is exact (docs/ai.md, "How close").
const EXACT: u32 = 6;

/// The lead of the side to move of `pos` measured on `f` ([`Measure::Mean`]'s terms, without
/// the value it gives up): the mean of the leads at the line's last two positions.
fn lead_on(f: &Followed, pos: &Position, near: &[bool; 6]) -> f64 {
    let end = lead_after(&f.end, pos, near);
    match &f.before {
        Some(before) => (end + lead_after(before, pos, near)) / 2.0,
        None => end,
    }
}

/// How a search's values and the race at the lines' ends turn into moves.
#[derive(Clone, Copy, Debug)]
struct Scale {
    /// Value units per move.
    move_value: i32,
    /// A line's loss against the best is also measured by the race at the lines' ends, and the
    /// smaller of the two counts.
    race_check: bool,
}

impl Scale {
    /// The scale of a search that takes `step` plies per own move. With modelled replies (two
    /// or more opponents that move) the search's score counts our own rows twice while we trail
    /// the leading opponent (our cost, and the leader's lead) and, at the strongest level's
    /// crowded-board style, while we lead too: a move is worth twice [`MOVE_VALUE`]. Its
    /// planning terms (stragglers, pegs left at home) are charged at every move until the peg
    /// moves, so against a line that brings the straggler a good hop elsewhere lost "moves" it
    /// does not lose in the race: a loss counts only as far as the race at the lines' ends, or
    /// the ground our armies gave up by them (a hop back along a ladder the race can climb
    /// again), agrees.
    fn of(step: u32) -> Scale {
        if step >= 2 {
            Scale {
                move_value: 2 * MOVE_VALUE,
                race_check: true,
            }
        } else {
            Scale {
                move_value: MOVE_VALUE,
                race_check: false,
            }
        }
    }

    /// The value `from − to` in moves.
    fn moves(self, from: i32, to: i32) -> f64 {
        f64::from(from - to) / f64::from(self.move_value)
    }
}

/// Rows of ground a move is worth where a loss is checked against the ground given up
/// ([`Scale::race_check`]): as [`MOVE_VALUE`] counts it.
const ROWS_PER_MOVE: i32 = 3;

/// Rows to go of the side to move of `pos` (and its partner) at `end`.
fn rows_of(end: &Position, pos: &Position) -> i32 {
    let root = pos.to_move();
    let partner = pos.seating().partner(root);
    super::rows_to_go(end, root) + partner.map_or(0, |p| super::rows_to_go(end, p))
}

/// The lines of the candidates `followed` (best value first) of moves in `pos`, with their
/// leads; `near`: the seats measured at the lines' ends ([`near_seats`]); `measure`: how the
/// best line's lead is found; `scale`: how values and races become moves.
fn lines_of(
    followed: &[Followed],
    pos: &Position,
    near: &[bool; 6],
    measure: Measure,
    scale: Scale,
) -> Vec<Line> {
    let Some(top) = followed.first() else {
        return Vec::new();
    };
    // The race measure of each undecided line where it is needed: every line for the mean or
    // the race check, else the best line only.
    let race: Vec<Option<f64>> = followed
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let needed = i == 0 || measure == Measure::Mean || scale.race_check;
            (needed && !decided(g.value)).then(|| match measure {
                Measure::Mean => lead_on(g, pos, near),
                Measure::End => lead_after(&g.end, pos, near),
            })
        })
        .collect();
    let mut lines: Vec<Line> = Vec::with_capacity(followed.len());
    for (i, f) in followed.iter().enumerate() {
        let above = lines.last().map_or(f64::INFINITY, |l| l.lead);
        let lead = match lines.first() {
            None if measure == Measure::Mean && !decided(f.value) => {
                let (sum, n) = followed
                    .iter()
                    .zip(&race)
                    .filter_map(|(g, r)| r.map(|r| r + scale.moves(f.value, g.value)))
                    .fold((0.0, 0.0), |(s, n), x| (s + x, n + 1.0));
                sum / n
            }
            None => lead_after(&f.end, pos, near),
            Some(best) if !decided(top.value) && !decided(f.value) => {
                let mut lost = scale.moves(top.value, f.value);
                if let (true, Some(a), Some(b)) = (scale.race_check, race[0], race[i]) {
                    let ground = f64::from(rows_of(&f.end, pos) - rows_of(&top.end, pos))
                        / f64::from(ROWS_PER_MOVE);
                    lost = lost.min((a - b).max(ground).max(0.0));
                }
                (best.lead - lost).min(above)
            }
            Some(_) => lead_after(&f.end, pos, near).min(above),
        };
        lines.push(Line {
            moves: f.moves.clone(),
            lead: (lead * 1000.0).round() / 1000.0,
            value: f.value,
        });
    }
    lines
}

/// Opponents whose moves to finish are within this many moves of the leading opponent's are
/// measured again at the end of a line (the analysis board); the others cannot take the lead
/// in a line.
const NEAR: i32 = 1;

/// The same for a judgement, which does not measure the position itself: opponents within
/// this many rows to go of the leading opponent's (about two moves of ground).
const NEAR_ROWS: i32 = 6;

/// The seats measured at the end of a line from `pos`: the side to move and its partner, and
/// the opponent units (seats or teams) whose `figure` is within `margin` of the leading
/// opponent unit's.
fn near_seats(pos: &Position, figure: impl Fn(Seat) -> i32, margin: i32) -> [bool; 6] {
    let root = pos.to_move();
    let seating = pos.seating();
    let ours = |s: Seat| s == root || Some(s) == seating.partner(root);
    let unit = |s: Seat| {
        seating
            .partner(s)
            .map_or(figure(s), |p| figure(s).max(figure(p)))
    };
    let leader = seating
        .seats()
        .filter(|&s| !ours(s) && !pos.finished().contains(s))
        .map(unit)
        .min()
        .unwrap_or(0);
    let mut near = [false; 6];
    for s in seating.seats() {
        near[s.index()] = ours(s) || unit(s) <= leader.saturating_add(margin);
    }
    near
}

/// The lead in moves of the side to move of `pos` at `end`, a position after a line from
/// `pos`: the seats marked in `near` are measured at `end`; the others count as far behind.
fn lead_after(end: &Position, pos: &Position, near: &[bool; 6]) -> f64 {
    let root = pos.to_move();
    let seating = pos.seating();
    let ours = |s: Seat| s == root || Some(s) == seating.partner(root);
    let mut now: Vec<u32> = seating
        .seats()
        .map(|s| {
            if near[s.index()] {
                race::seat_moves(end, s)
            } else {
                u32::from(u16::MAX)
            }
        })
        .collect();
    // Every opponent near the lead finished inside the line: the race goes on against the
    // others (the lead is the next place's, as in `race::lead`), so they are measured too.
    let rivals_home = seating
        .seats()
        .filter(|&s| near[s.index()] && !ours(s))
        .all(|s| now[s.index()] == 0);
    if rivals_home {
        for s in seating.seats().filter(|&s| !near[s.index()]) {
            now[s.index()] = race::seat_moves(end, s);
        }
    }
    race::lead(end, &now)
        .get(root.index())
        .copied()
        .unwrap_or(0.0)
}

fn decided(value: i32) -> bool {
    value.abs() >= DECIDED
}

/// Plays `m` in `pos`, then the engine's choices with `plies` of search depth in all (an own
/// move takes `step` plies); `nodes` grows by the nodes searched, at most `budget` in all.
fn follow(
    pos: &Position,
    history: &[Position],
    m: Move,
    (plies, step): (u32, u32),
    (nodes, budget): (&mut u64, u64),
    clock: &dyn Fn() -> f64,
) -> Followed {
    let root = pos.to_move();
    let partner = pos.seating().partner(root);
    let ours = |s: Seat| s == root || Some(s) == partner;
    let mut earlier = history.to_vec();
    let mut keys: Vec<u64> = earlier.iter().map(position_key).collect();
    let mut p = pos.clone();
    let mut moves = Vec::new();
    // (`earlier`'s last position is the one before the line's end once it has two moves.)
    let play = |p: &mut Position, earlier: &mut Vec<Position>, keys: &mut Vec<u64>, m: Move| {
        earlier.push(p.clone());
        keys.push(position_key(p));
        p.play_unchecked(m);
    };
    play(&mut p, &mut earlier, &mut keys, m);
    moves.push(m);
    // With two sides: an even number of plies (both sides move as often).
    let length = (plies + plies % 2) as usize;
    // Search depth left for the side's own next move (plies).
    let mut left = plies.saturating_sub(step);
    let mut value = None;
    for _ in 0..256 {
        if p.is_over() || p.finished().contains(root) {
            if value.is_none() {
                // A finish inside the line: decided, sooner is better.
                let v = DECIDED + 1000 - moves.len() as i32;
                value = Some(if p.finished().contains(root) { v } else { -v });
            }
            break;
        }
        let side = p.to_move();
        if step == 1 && moves.len() >= length && value.is_some() {
            break;
        }
        let reply = if step == 2 && side != root {
            // Modelled replies (and a partner, whom the search lets pass) play greedily.
            greedy_move(&p, 0)
        } else {
            if step == 2 && left == 0 && value.is_some() {
                break;
            }
            let legal = p.legal_move_list();
            if legal.len() == 1 {
                // (The search does not score a forced move.)
                legal.first().copied()
            } else {
                let depth = if step == 1 {
                    plies.saturating_sub(moves.len() as u32).max(1)
                } else {
                    left.max(1)
                };
                let limits = Limits {
                    stall: stall_turns(&earlier, &p),
                    max_nodes: budget.saturating_sub(*nodes).max(1),
                    ..strongest(depth)
                };
                let info = search(&p, &keys, limits, clock);
                *nodes += info.nodes;
                if value.is_none() {
                    value = Some(if ours(side) { info.score } else { -info.score });
                }
                if step == 2 && left == 0 {
                    // (This search only valued the move.)
                    break;
                }
                info.best
            }
        };
        if step == 2 && side == root {
            left = left.saturating_sub(step);
        }
        match reply {
            Some(r) => {
                moves.push(r);
                play(&mut p, &mut earlier, &mut keys, r);
            }
            // A side that must pass: the line ends (a line is moves only).
            None => break,
        }
    }
    let before = (moves.len() >= 2)
        .then(|| earlier.last().cloned())
        .flatten();
    Followed {
        moves,
        end: p,
        before,
        value: value.unwrap_or(0),
    }
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
            status: Status::Over,
            depth: 0,
            nodes: 0,
            lead: race::lead(pos, &finish),
            finish,
            lines: Vec::new(),
            done: true,
        }
    })
}

/// How a move compares with the engine's best, by the moves it loses ([`Verdict::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Loses nothing: the engine's choice, or as good by its search.
    Best,
    /// Loses less than [`GOOD_BELOW`] moves.
    Good,
    /// Loses less than [`MISTAKE_FROM`] moves.
    Inaccuracy,
    /// Loses less than [`BLUNDER_FROM`] moves.
    Mistake,
    /// Loses [`BLUNDER_FROM`] moves or more, or throws away a finish the engine had in sight
    /// (missing a finish in one, for instance).
    Blunder,
}

/// Moves lost below which a move is [`Verdict::Good`] (and a try as good as the best).
pub const GOOD_BELOW: f64 = 0.5;
/// Moves lost from which a move is a [`Verdict::Mistake`].
pub const MISTAKE_FROM: f64 = 1.5;
/// Moves lost from which a move is a [`Verdict::Blunder`].
pub const BLUNDER_FROM: f64 = 3.0;

impl Verdict {
    /// Every verdict, best first.
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The verdict of a move that loses `lost` moves (no finish thrown away).
    ///
    /// ```
    /// use sternhalma::ai::analysis::Verdict;
    ///
    /// assert_eq!(Verdict::of(0.0), Verdict::Best);
    /// assert_eq!(Verdict::of(0.25), Verdict::Good);
    /// assert_eq!(Verdict::of(1.0), Verdict::Inaccuracy);
    /// assert_eq!(Verdict::of(2.0), Verdict::Mistake);
    /// assert_eq!(Verdict::of(3.0), Verdict::Blunder);
    /// ```
    pub fn of(lost: f64) -> Verdict {
        if lost <= 0.0 {
            Verdict::Best
        } else if lost < GOOD_BELOW {
            Verdict::Good
        } else if lost < MISTAKE_FROM {
            Verdict::Inaccuracy
        } else if lost < BLUNDER_FROM {
            Verdict::Mistake
        } else {
            Verdict::Blunder
        }
    }

    /// A short English name (`best`, `good`, `inaccuracy`, `mistake`, `blunder`), also the
    /// word of the worker's protocol.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The verdict named `name` ([`Verdict::name`]).
    pub fn from_name(name: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.name() == name)
    }
}

/// A move played, judged against the engine's best.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The engine's best move, its line and the lead it leaves.
    pub best: Line,
    /// The move played, its line (the engine's choices after it) and the lead it leaves.
    pub played: Line,
    /// Moves lost: the best move's lead minus the played move's, at least 0.
    pub lost: f64,
    /// The verdict.
    pub verdict: Verdict,
    /// The depth of the comparison (see [`AnalysisLimits::max_depth`]).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

impl Judgement {
    /// Whether the move is as good as the engine's best, within [`GOOD_BELOW`] moves (the
    /// check of a try in "learn from your mistakes").
    pub fn as_good_as_best(&self) -> bool {
        self.verdict <= Verdict::Good
    }
}

/// Why a move cannot be judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReviewError {
    /// The game is over: there is no move to judge.
    GameOver,
    /// The side to move must pass.
    MustPass,
    /// The move is not legal in the position.
    IllegalMove,
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ReviewError::GameOver => "the game is over",
            ReviewError::MustPass => "the side to move must pass",
            ReviewError::IllegalMove => "the move is not legal here",
        })
    }
}

impl Error for ReviewError {}

/// Judges `played` in `pos` (the game's earlier positions in `history`, oldest first): the
/// engine's best move by an analysis of one line within `max_nodes` (iterations that fit),
/// the played move followed at the same depth, the moves lost (see the module docs for how
/// leads are found) and the verdict: by [`Verdict::of`], except that a move that gives up a
/// finish the best move's line reaches (a value the search sees as decided) is a blunder.
///
/// # Errors
///
/// [`ReviewError`] when the game is over, the side must pass or the move is not legal.
pub fn judge(
    pos: &Position,
    history: &[Position],
    played: Move,
    max_nodes: u64,
    clock: &dyn Fn() -> f64,
) -> Result<Judgement, ReviewError> {
    if pos.is_over() {
        return Err(ReviewError::GameOver);
    }
    if pos.must_pass() {
        return Err(ReviewError::MustPass);
    }
    if !pos.is_legal(played) {
        return Err(ReviewError::IllegalMove);
    }
    let limits = AnalysisLimits {
        lines: 1,
        max_depth: AnalysisLimits::default().max_depth,
        max_nodes,
    };
    let mut a = Analyser::new(pos, history, limits);
    a.measure = false;
    while a.step(clock).is_some() {}
    let (analysis, followed) = match a.last.clone() {
        Some(last) => last,
        None => return Err(ReviewError::GameOver),
    };
    let depth = analysis.depth;
    let Some(best) = followed.first().cloned() else {
        return Err(ReviewError::MustPass);
    };
    let mut nodes = a.nodes;
    let other = if best.moves.first() == Some(&played) {
        best.clone()
    } else {
        follow(
            pos,
            history,
            played,
            (depth * a.step, a.step),
            (&mut nodes, u64::MAX),
            clock,
        )
    };
    let mut both = vec![best.clone(), other.clone()];
    // The better valued first, as lines are ranked.
    let swapped = other.value > best.value;
    if swapped {
        both.reverse();
    }
    let near = near_seats(pos, |s| super::rows_to_go(pos, s), NEAR_ROWS);
    let lines = lines_of(&both, pos, &near, Measure::End, Scale::of(a.step));
    let (best_line, played_line) = if swapped {
        (lines[1].clone(), lines[0].clone())
    } else {
        (lines[0].clone(), lines[1].clone())
    };
    let lost = ((best_line.lead - played_line.lead).max(0.0) * 1000.0).round() / 1000.0;
    let thrown = best.value >= DECIDED && other.value < DECIDED;
    let verdict = if thrown {
        Verdict::Blunder
    } else {
        Verdict::of(lost)
    };
    Ok(Judgement {
        best: best_line,
        played: played_line,
        lost,
        verdict,
        depth,
        nodes,
    })
}

/// A seat's accuracy over its moves, from the moves each lost: every move scores
/// `100 × 2^(−lost)` (100 for no move lost, 71 for half a move, 50 for one, 25 for two: each
/// move lost halves it) and the accuracy is their mean; `None` without moves.
///
/// ```
/// use sternhalma::ai::analysis::accuracy;
///
/// assert_eq!(accuracy([0.0, 0.0]), Some(100.0));
/// assert_eq!(accuracy([0.0, 1.0]), Some(75.0));
/// assert_eq!(accuracy([]), None);
/// ```
pub fn accuracy(lost: impl IntoIterator<Item = f64>) -> Option<f64> {
    let (sum, n) = lost.into_iter().fold((0.0, 0u32), |(s, n), l| {
        (s + 100.0 * (-l.max(0.0)).exp2(), n + 1)
    });
    (n > 0).then(|| sum / f64::from(n))
}
