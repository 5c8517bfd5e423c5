//! What the engine has told the analysis board: the latest analysis of the position on
//! screen, every seat's moves to finish at the positions of the line (the race graph), and the
//! judgements of moves (the game review, and the tries of "Learn from your mistakes").
//!
//! Results are keyed by position (and a judgement by the position and the move), not by the
//! game tree's nodes: they stay true through edits of the lines, a reload or a transposition,
//! and a move judged once is never asked for again. The worker computes; this module only
//! keeps what it said and answers what to ask next ([`Analysis::next_to_judge`],
//! [`Analysis::next_race`]) — the hooks of `ui::hooks::analysis` send the requests.
//!
//! # Examples
//!
//! ```
//! use sternhalma::ai::analysis::Race;
//! use sternhalma::app::analysis::{Analysis, Review};
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! let m = game.position().legal_move_list()[0];
//! game.play(m).unwrap();
//! let mut a = Analysis::default();
//! a.set_on(true);
//! // The race graph's first point is the start position.
//! assert_eq!(a.next_race(&game), Some(0));
//! a.raced(game.start().clone(), Race { finish: vec![30.0, 30.0], lead: vec![0.0, 0.0] });
//! assert_eq!(a.next_race(&game), Some(1));
//! // A review judges the line's moves in order.
//! a.set_review(Review::Running);
//! assert_eq!(a.next_to_judge(&game), Some(0));
//! ```

pub mod graph;
pub mod learn;
pub mod reveal;

use std::collections::HashMap;
use std::rc::Rc;

use crate::ai::analysis::{self as engine, accuracy, Judgement, Race};
use crate::app::i18n::Tenths;
use crate::app::tree::{NodeId, Tree};
use crate::engine::{Game, Move, Ply, Position, Seat};

/// Whether the game review runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Review {
    /// Not asked for.
    #[default]
    Off,
    /// Judging the line's moves one after the other.
    Running,
    /// Stopped by the player; it resumes where it stopped.
    Paused,
}

/// A seat's figures of the review: its accuracy, how many of its moves got each verdict, the
/// moves it lost over the game and its costliest moves — what explains a result that the
/// accuracy alone does not (one blunder of five moves weighs as much as many small losses).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatReview {
    /// The seat.
    pub seat: Seat,
    /// Its accuracy (0–100, see [`accuracy`]); `None` before any move of it is judged.
    pub accuracy: Option<f64>,
    /// Its judged moves by verdict, in the order of [`engine::Verdict::ALL`].
    pub counts: [usize; 5],
    /// The moves it lost over the game: the sum of its judgements' [`Judgement::lost`].
    pub lost: f64,
    /// Its [`COSTLIEST`] costliest moves (those that lost something), the costliest first
    /// (the earlier first between equals).
    pub costliest: Vec<Costly>,
}

/// How many of a seat's costliest moves the review lists.
pub const COSTLIEST: usize = 3;

/// A move that lost moves, as the review lists it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Costly {
    /// The index of the move in the line's plies: also the ply number of the position before
    /// it, where a click on it goes ([`costly_target`]).
    pub ply: usize,
    /// The move.
    pub played: Move,
    /// Its verdict.
    pub verdict: engine::Verdict,
    /// The moves it lost.
    pub lost: f64,
}

/// What the engine said (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    on: bool,
    report: Option<Rc<(Position, engine::Analysis)>>,
    races: Rc<HashMap<Position, Race>>,
    judged: Rc<HashMap<(Position, Move), Rc<Judgement>>>,
    review: Review,
}

impl Analysis {
    /// Whether the analysis board's engine is on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Turns the engine on or off (what it found is kept).
    pub fn set_on(&mut self, on: bool) {
        self.on = on;
    }

    /// The game review's state.
    pub fn review(&self) -> Review {
        self.review
    }

    /// Starts, pauses or resumes the game review.
    pub fn set_review(&mut self, review: Review) {
        self.review = review;
    }

    /// Keeps an iteration's report of a position (replacing the previous report); its moves
    /// to finish become a point of the race graph.
    pub fn analysed(&mut self, report: Rc<(Position, engine::Analysis)>) {
        let (pos, a) = &*report;
        if !a.finish.is_empty() {
            let race = Race {
                finish: a.finish.clone(),
                lead: a.lead.clone(),
            };
            Rc::make_mut(&mut self.races).insert(pos.clone(), race);
        }
        self.report = Some(report);
    }

    /// Keeps every seat's moves to finish at `pos`.
    pub fn raced(&mut self, pos: Position, race: Race) {
        Rc::make_mut(&mut self.races).insert(pos, race);
    }

    /// Keeps the judgement of `m` played in `before`.
    pub fn judged(&mut self, before: Position, m: Move, judged: Rc<Judgement>) {
        Rc::make_mut(&mut self.judged).insert((before, m), judged);
    }

    /// The latest report, if it is of `pos`.
    pub fn report(&self, pos: &Position) -> Option<&engine::Analysis> {
        self.report
            .as_deref()
            .filter(|(p, _)| p == pos)
            .map(|(_, r)| r)
    }

    /// Moves to finish and leads at `pos`, once known.
    pub fn race(&self, pos: &Position) -> Option<&Race> {
        self.races.get(pos)
    }

    /// The judgement of `m` played in `before`, once known.
    pub fn judgement(&self, before: &Position, m: Move) -> Option<&Judgement> {
        if self.judged.is_empty() {
            return None;
        }
        self.judged.get(&(before.clone(), m)).map(Rc::as_ref)
    }

    /// The judgement of the ply that leads to ply number `ply` of `line` (`ply` ≥ 1), if it is a
    /// move and judged.
    pub fn judgement_at(&self, line: &Game, ply: usize) -> Option<&Judgement> {
        let i = ply.checked_sub(1)?;
        let (before, m) = move_at(line, i)?;
        self.judgement(before, m)
    }

    /// While the engine is on or a review is asked for: the first ply number of `line` (0:
    /// the start) whose position has no moves to finish yet.
    pub fn next_race(&self, line: &Game) -> Option<usize> {
        if !self.on && self.review == Review::Off {
            return None;
        }
        (0..=line.plies().len()).find(|&i| {
            line.position_at(i)
                .is_some_and(|p| !self.races.contains_key(p))
        })
    }

    /// While the review runs: the index in `line`'s plies of the first move not judged yet.
    pub fn next_to_judge(&self, line: &Game) -> Option<usize> {
        self.to_judge(line, 1).first().copied()
    }

    /// While the review runs: the indices in `line`'s plies of the first `n` moves not judged
    /// yet, in order (the judgements that may be asked at once).
    pub fn to_judge(&self, line: &Game, n: usize) -> Vec<usize> {
        if self.review != Review::Running {
            return Vec::new();
        }
        (0..line.plies().len())
            .filter(|&i| {
                move_at(line, i).is_some_and(|(p, m)| !self.judged.contains_key(&(p.clone(), m)))
            })
            .take(n)
            .collect()
    }

    /// The review's progress over `line`: moves judged, and moves in it.
    pub fn progress(&self, line: &Game) -> (usize, usize) {
        let mut done = 0;
        let mut total = 0;
        for i in 0..line.plies().len() {
            if let Some((p, m)) = move_at(line, i) {
                total += 1;
                if self.judged.contains_key(&(p.clone(), m)) {
                    done += 1;
                }
            }
        }
        (done, total)
    }

    /// Whether every move of `line` is judged (and there is one).
    pub fn reviewed(&self, line: &Game) -> bool {
        // (Without a review nothing is judged: no pass over a long game.)
        if self.review == Review::Off || self.judged.is_empty() {
            return false;
        }
        let (done, total) = self.progress(line);
        total > 0 && done == total
    }

    /// Every seat's review over `line`.
    pub fn seat_reviews(&self, line: &Game) -> Vec<SeatReview> {
        let seats = line.start().options().players.count();
        let mut lost: Vec<Vec<f64>> = vec![Vec::new(); seats];
        let mut counts = vec![[0usize; 5]; seats];
        let mut costly: Vec<Vec<Costly>> = vec![Vec::new(); seats];
        for i in 0..line.plies().len() {
            let Some((p, m)) = move_at(line, i) else {
                continue;
            };
            let Some(j) = self.judged.get(&(p.clone(), m)) else {
                continue;
            };
            let s = p.to_move().index();
            if s < seats {
                lost[s].push(j.lost);
                counts[s][j.verdict as usize] += 1;
                if j.lost > 0.0 {
                    costly[s].push(Costly {
                        ply: i,
                        played: m,
                        verdict: j.verdict,
                        lost: j.lost,
                    });
                }
            }
        }
        (0..seats)
            .filter_map(|s| Seat::new(s as u8))
            .map(|seat| {
                let s = seat.index();
                let mut costliest = std::mem::take(&mut costly[s]);
                // Stable: the earlier first between equals.
                costliest.sort_by(|a, b| b.lost.total_cmp(&a.lost));
                costliest.truncate(COSTLIEST);
                SeatReview {
                    seat,
                    accuracy: accuracy(lost[s].iter().copied()),
                    counts: counts[s],
                    lost: lost[s].iter().map(|l| l.max(0.0)).sum(),
                    costliest,
                }
            })
            .collect()
    }
}

/// Where a click on a costly move of the review ([`Costly::ply`]) goes: the node of
/// `tree`'s main line before that move (the review is of the main line), `None` past it.
pub fn costly_target(tree: &Tree, ply: usize) -> Option<NodeId> {
    let mut node = tree.root();
    for _ in 0..ply {
        node = tree
            .children(node)
            .ok()?
            .into_iter()
            .find(|&c| tree.is_main(c))?;
    }
    Some(node)
}

/// `x` with one decimal and its sign (`+1.5`, `-0.5`, `0.0`) for a `data-*` attribute: a
/// point in every language (the player's texts go through [`Lang::decimal`]).
///
/// ```
/// use sternhalma::app::analysis::signed_tenths;
///
/// assert_eq!(signed_tenths(1.46), "+1.5");
/// assert_eq!(signed_tenths(-0.04), "0.0");
/// assert_eq!(signed_tenths(-12.0), "-12.0");
/// ```
///
/// [`Lang::decimal`]: crate::app::i18n::Lang::decimal
pub fn signed_tenths(x: f64) -> String {
    Tenths::signed(x).data()
}

/// `x` (at least 0) with one decimal for a `data-*` attribute, as [`signed_tenths`].
pub fn tenths(x: f64) -> String {
    Tenths::unsigned(x).data()
}

/// The position before ply `i` of `line` and the move played there (`None` for a pass).
pub fn move_at(line: &Game, i: usize) -> Option<(&Position, Move)> {
    match line.plies().get(i)? {
        Ply::Move(m) => Some((line.position_at(i)?, *m)),
        Ply::Pass => None,
    }
}

/// A judgement of `verdict` and `lost` moves, without lines (the tests' stand-in for the
/// worker's).
#[cfg(test)]
pub(crate) fn judged(verdict: engine::Verdict, lost: f64) -> Rc<Judgement> {
    let line = engine::Line {
        moves: Vec::new(),
        lead: 0.0,
        value: 0,
    };
    Rc::new(Judgement {
        best: line.clone(),
        played: line,
        lost,
        verdict,
        depth: 1,
        nodes: 1,
    })
}

#[cfg(test)]
mod tests;
