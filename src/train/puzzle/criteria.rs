//! What makes a position a puzzle (`docs/puzzles.md`): the player's move is the best by a
//! margin in moves over the second best, by the analysis' own numbers ([`analyse`] at a fixed
//! node budget, [`Line::lead`] in moves).
//!
//! - [`Choice::of`] analyses one position of the player and gives its best line, the moves the
//!   engine rates as good as it (within [`GOOD_BELOW`]) and the margin of the best over the
//!   first move that is not;
//! - a move before the player's last must be [`Choice::unique`]: nothing within
//!   [`GOOD_BELOW`], the second best [`MARGIN`] moves or more behind;
//! - the last move must be [`Choice::clear`]: the moves as good as it are the puzzle's `also`,
//!   the next best is [`MARGIN`] moves or more behind.
//!
//! [`solve`] walks from a position: the best move, the engine's replies (the best line's own
//! continuation), the player's next best move, and so on, as long as each move stands out.

use crate::ai::analysis::{analyse, AnalysisLimits, Line, Turn, GOOD_BELOW};
use crate::engine::{Move, Position};

/// The least lead in moves by which the player's move beats the next best (one move: a
/// whole turn, twice [`GOOD_BELOW`], the judge's line between a good move and an
/// inaccuracy).
pub const MARGIN: f64 = 1.0;

/// The analysis' node budget per position of the player (documented in `docs/puzzles.md`).
pub const NODES: u64 = 120_000;

/// The lines the analysis ranks: the best, and two to tell "as good" from "second best".
pub const LINES: usize = 3;

/// The most moves of the player in a puzzle.
pub const MAX_MOVES: usize = 3;

/// The analysis a puzzle is judged by: [`LINES`] lines within [`NODES`] nodes.
pub fn limits() -> AnalysisLimits {
    AnalysisLimits {
        lines: LINES,
        max_depth: AnalysisLimits::default().max_depth,
        max_nodes: NODES,
    }
}

/// How the best move of a position stands against the others.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The best move and the engine's line after it.
    pub best: Line,
    /// Other moves within [`GOOD_BELOW`] moves of the best (as good as it).
    pub also: Vec<Move>,
    /// The best's lead minus the lead of the first move ranked below the equal ones.
    pub margin: f64,
}

impl Choice {
    /// The analysis of `pos` (`history`: the positions before it since the puzzle's start,
    /// oldest first). `None` when there is no choice to judge: the game is over, the side to
    /// move must pass or has a single move, or every ranked move is as good as the best.
    pub fn of(pos: &Position, history: &[Position]) -> Option<Choice> {
        let a = analyse(pos, history, limits(), &|| 0.0);
        if a.status != Turn::Playing {
            return None;
        }
        let best = a.lines.first()?.clone();
        let equal = a.lines[1..]
            .iter()
            .take_while(|l| best.lead - l.lead < GOOD_BELOW)
            .count();
        let next = a.lines.get(1 + equal)?;
        Some(Choice {
            also: a.lines[1..=equal].iter().map(|l| l.moves[0]).collect(),
            margin: best.lead - next.lead,
            best,
        })
    }

    /// The best move.
    pub fn first(&self) -> Move {
        self.best.moves[0]
    }

    /// Whether the best move is the only good one: no move as good, the next
    /// [`MARGIN`] moves or more behind (a move before the player's last).
    pub fn unique(&self) -> bool {
        self.also.is_empty() && self.clear()
    }

    /// Whether the best move and those as good beat the rest by [`MARGIN`] (the player's
    /// last move).
    pub fn clear(&self) -> bool {
        self.margin >= MARGIN
    }
}

/// A puzzle's solution found from a position ([`solve`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The player's moves and the engine's replies, the player's first and last.
    pub solution: Vec<Move>,
    /// Other last moves as good as the solution's.
    pub also: Vec<Move>,
    /// The margin of each of the player's moves, in moves.
    pub margins: Vec<f64>,
}

/// The puzzle from `pos` with at most `max_moves` (1 to [`MAX_MOVES`]) moves of the side to
/// move, or `None` when its first move does not stand out. Each move but the last is
/// [`Choice::unique`], the last [`Choice::clear`]; the replies are the best line's own moves
/// up to the player's next turn. The walk ends early where the line does not reach that turn
/// (the game ends, a seat must pass) or a move does not stand out.
pub fn solve(pos: &Position, max_moves: usize) -> Option<Solved> {
    let me = pos.to_move();
    let mut cur = pos.clone();
    let mut history: Vec<Position> = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let mut margins = Vec::new();
    // The length of `moves` up to the player's last unique move.
    let mut kept = 0;
    for k in 0..max_moves.clamp(1, MAX_MOVES) {
        let Some(choice) = Choice::of(&cur, &history) else {
            break;
        };
        let last = k + 1 == max_moves.clamp(1, MAX_MOVES);
        if !choice.unique() || last {
            if !choice.clear() {
                break;
            }
            moves.push(choice.first());
            margins.push(choice.margin);
            return Some(Solved {
                solution: moves,
                also: choice.also,
                margins,
            });
        }
        margins.push(choice.margin);
        let start = moves.len();
        // The move, then the line's replies until the player is to move again.
        for (i, &m) in choice.best.moves.iter().enumerate() {
            if i > 0 && cur.to_move() == me {
                break;
            }
            history.push(cur.clone());
            if cur.play(m).is_err() {
                break;
            }
            moves.push(m);
        }
        kept = start + 1;
        let reached = moves.len() > kept && cur.to_move() == me;
        if !reached || cur.is_over() || cur.must_pass() {
            break;
        }
    }
    if kept == 0 {
        return None;
    }
    moves.truncate(kept);
    margins.truncate(count_players_moves(pos, &moves));
    Some(Solved {
        solution: moves,
        also: Vec::new(),
        margins,
    })
}

/// The player's moves among `moves` played from `pos`.
fn count_players_moves(pos: &Position, moves: &[Move]) -> usize {
    let me = pos.to_move();
    let mut p = pos.clone();
    let mut n = 0;
    for &m in moves {
        if p.to_move() == me {
            n += 1;
        }
        if p.play(m).is_err() {
            break;
        }
    }
    n
}
