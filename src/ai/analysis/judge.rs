//! Judgements of played moves against the engine's best, and accuracy.

use std::error::Error;
use std::fmt;

use crate::ai::rows_to_go;
use crate::engine::{Move, Position};

use super::lead::NEAR_ROWS;
use super::{
    follow, lines_of, near_seats, Analyser, AnalysisLimits, Line, Measure, Scale, DECIDED,
};

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

impl Verdict {
    /// Whether a move judged so is as good as the engine's best, within [`GOOD_BELOW`] moves
    /// (the check of a try in "learn from your mistakes").
    pub fn as_good_as_best(self) -> bool {
        self <= Verdict::Good
    }
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
    let near = near_seats(pos, |s| f64::from(rows_to_go(pos, s)), NEAR_ROWS);
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
