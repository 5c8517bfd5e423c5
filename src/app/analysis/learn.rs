//! "Learn from your mistakes": after a review, the board goes to each of the player's mistakes
//! and blunders in turn (the position before the move); the player tries a move there, it goes
//! into the game tree like any move (a variation), and the engine judges it: as good as its own
//! best (within [`GOOD_BELOW`](crate::ai::analysis::GOOD_BELOW) moves), or not.
//!
//! Whose mistakes: the seats played by people at this device, or every seat when the game had
//! none (a game of the computer's, or one opened from a link).
//!
//! The answer is given away step by step ([`Help::after`]): the peg that erred is marked from
//! the start; a wrong try is told only how many moves it loses; after two different wrong tries
//! the best move's peg is marked, after three the best move is shown. The wrong tries are the
//! different moves tried at the mistake's position that the engine judged worse than good (the
//! variations of the tree there), so the help is a function of the tree and the judgements.

use crate::ai::analysis::Verdict;
use crate::app::analysis::{move_at, Analysis};
use crate::app::tree::{NodeId, Tree};
use crate::engine::{Cell, Move, Ply, Position, Seat};

/// A mistake to learn from.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The node of the position before the move.
    pub parent: NodeId,
    /// That position.
    pub before: Position,
    /// The move played there.
    pub played: Move,
    /// Who played it.
    pub seat: Seat,
    /// Its verdict (a mistake or a blunder).
    pub verdict: Verdict,
    /// The engine's best move there, by the judgement of the move played.
    pub best: Option<Move>,
}

impl Mistake {
    /// The hole the peg that erred started from (marked on the board while learning).
    pub fn erred(&self) -> Cell {
        self.played.from
    }
}

/// The mistakes to go through, and the one on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Learn {
    /// The mistakes, in the order of the game.
    pub items: Vec<Mistake>,
    /// The one on screen.
    pub index: usize,
}

impl Learn {
    /// The mistake on screen.
    pub fn current(&self) -> Option<&Mistake> {
        self.items.get(self.index)
    }
}

/// Where the player is with the mistake on screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Attempt {
    /// At the position before the mistake: to find a better move.
    Find,
    /// The move tried is the mistake itself.
    Same,
    /// The move tried is being judged.
    Checking(Move),
    /// The move tried is as good as the engine's best.
    Good(Move),
    /// The move tried loses moves against the engine's best.
    NotGood {
        /// The move tried.
        tried: Move,
        /// The moves it loses.
        lost: f64,
        /// The different wrong moves tried at the mistake so far, this one included (1 for
        /// the first).
        wrong: usize,
    },
    /// The board shows another position.
    Away,
}

/// The mistakes and blunders of `line`'s moves (the line on screen of `tree`) by the seats for
/// which `mine` is true (every seat when it is true for none).
pub fn mistakes(tree: &Tree, analysis: &Analysis, mine: &[bool]) -> Vec<Mistake> {
    let line = tree.line();
    let anyone = !mine.iter().any(|&m| m);
    (0..line.plies().len())
        .filter_map(|i| {
            let (before, played) = move_at(line, i)?;
            let seat = before.to_move();
            if !anyone && !mine.get(seat.index()).copied().unwrap_or(false) {
                return None;
            }
            let judgement = analysis.judgement(before, played)?;
            let verdict = judgement.verdict;
            (verdict >= Verdict::Mistake).then(|| {
                Some(Mistake {
                    parent: tree.line_node(i)?,
                    before: before.clone(),
                    played,
                    seat,
                    verdict,
                    best: judgement.best.moves.first().copied(),
                })
            })?
        })
        .collect()
}

/// Where the player is with `mistake`, `tree`'s cursor where it is.
pub fn attempt(mistake: &Mistake, tree: &Tree, analysis: &Analysis) -> Attempt {
    let cursor = tree.cursor();
    if cursor == mistake.parent {
        return Attempt::Find;
    }
    if tree.parent(cursor).ok().flatten() != Some(mistake.parent) {
        return Attempt::Away;
    }
    let Ok(Some(Ply::Move(m))) = tree.ply(cursor) else {
        return Attempt::Away;
    };
    if m == mistake.played {
        return Attempt::Same;
    }
    match analysis.judgement(&mistake.before, m) {
        None => Attempt::Checking(m),
        Some(j) if j.verdict.as_good_as_best() => Attempt::Good(m),
        Some(j) => Attempt::NotGood {
            tried: m,
            lost: j.lost,
            wrong: wrong_tries(mistake, tree, analysis),
        },
    }
}

/// How much of the answer the board shows with a mistake (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Help {
    /// The peg that erred is marked ([`Mistake::erred`]), nothing of the best move.
    Erred,
    /// The best move's peg is marked too (at this hole).
    Piece(Cell),
    /// The best move is shown.
    Move(Move),
}

/// Wrong tries after which the best move's peg is marked.
pub const PIECE_AFTER: usize = 2;
/// Wrong tries after which the best move is shown.
pub const MOVE_AFTER: usize = 3;

impl Help {
    /// The help after `wrong` different wrong tries, `best` the engine's best move (without
    /// it, only the peg that erred).
    ///
    /// ```
    /// use sternhalma::app::analysis::learn::Help;
    /// use sternhalma::engine::{Options, Position};
    ///
    /// let best = Position::start(Options::default()).unwrap().legal_move_list()[0];
    /// assert_eq!(Help::after(0, Some(best)), Help::Erred);
    /// assert_eq!(Help::after(1, Some(best)), Help::Erred);
    /// assert_eq!(Help::after(2, Some(best)), Help::Piece(best.from));
    /// assert_eq!(Help::after(3, Some(best)), Help::Move(best));
    /// assert_eq!(Help::after(3, None), Help::Erred);
    /// ```
    pub fn after(wrong: usize, best: Option<Move>) -> Help {
        match best {
            Some(m) if wrong >= MOVE_AFTER => Help::Move(m),
            Some(m) if wrong >= PIECE_AFTER => Help::Piece(m.from),
            _ => Help::Erred,
        }
    }

    /// The hole of the best move's peg, once shown.
    pub fn piece(self) -> Option<Cell> {
        match self {
            Help::Erred => None,
            Help::Piece(c) => Some(c),
            Help::Move(m) => Some(m.from),
        }
    }

    /// The best move, once shown.
    pub fn best_move(self) -> Option<Move> {
        match self {
            Help::Move(m) => Some(m),
            _ => None,
        }
    }
}

/// The different moves tried at `mistake`'s position (its variations in `tree`, the move
/// played there aside) that the engine judged worse than good.
pub fn wrong_tries(mistake: &Mistake, tree: &Tree, analysis: &Analysis) -> usize {
    let Ok(children) = tree.children(mistake.parent) else {
        return 0;
    };
    children
        .into_iter()
        .filter_map(|c| match tree.ply(c) {
            Ok(Some(Ply::Move(m))) if m != mistake.played => Some(m),
            _ => None,
        })
        .filter(|&m| {
            analysis
                .judgement(&mistake.before, m)
                .is_some_and(|j| !j.verdict.as_good_as_best())
        })
        .count()
}

/// What the board shows with `mistake` while the player is at `at` with it: the help of the
/// wrong tries so far while looking for a move (the mistake's position or a try of it), none
/// once a good move is found or the board is elsewhere.
pub fn help(mistake: &Mistake, at: Attempt, tree: &Tree, analysis: &Analysis) -> Option<Help> {
    match at {
        Attempt::Good(_) | Attempt::Away => None,
        Attempt::Find | Attempt::Same | Attempt::Checking(_) | Attempt::NotGood { .. } => Some(
            Help::after(wrong_tries(mistake, tree, analysis), mistake.best),
        ),
    }
}
