//! "Learn from your mistakes": after a review, the board goes to each of the player's mistakes
//! and blunders in turn (the position before the move); the player tries a move there, it goes
//! into the game tree like any move (a variation), and the engine judges it: as good as its own
//! best (within [`GOOD_BELOW`](crate::ai::analysis::GOOD_BELOW) moves), or not.
//!
//! Whose mistakes: the seats played by people at this device, or every seat when the game had
//! none (a game of the computer's, or one opened from a link).

use crate::ai::analysis::Verdict;
use crate::app::analysis::{move_at, Analysis};
use crate::app::tree::{NodeId, Tree};
use crate::engine::{Move, Ply, Position, Seat};

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
    /// The move tried loses this many moves against the engine's best.
    NotGood(Move, f64),
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
            let verdict = analysis.judgement(before, played)?.verdict;
            (verdict >= Verdict::Mistake).then(|| {
                Some(Mistake {
                    parent: tree.line_node(i)?,
                    before: before.clone(),
                    played,
                    seat,
                    verdict,
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
        Some(j) => Attempt::NotGood(m, j.lost),
    }
}
