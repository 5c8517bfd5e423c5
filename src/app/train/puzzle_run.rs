//! A puzzle being solved ([`PuzzleRun`]): the player's moves checked against the solution,
//! the engine's replies played from it, a hint, a retry.
//!
//! A move equal to the solution's is right, and so, at the player's last move, is one of the
//! moves as good as it ([`Puzzle::also`]). A wrong move fails the puzzle: it is not played,
//! and the puzzle can be tried again from its start. Asking for a hint shows the solution's
//! move; an attempt helped by a hint counts as failed for the ratings.

use crate::engine::{Move, Position};
use crate::train::puzzle::Puzzle;

/// Where the attempt stands (`data-state` of `#puzzle`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunState {
    /// The player's move is awaited.
    Solving,
    /// Every move of the solution was found.
    Solved,
    /// A wrong move was tried.
    Failed,
}

impl RunState {
    /// The state's name in the DOM.
    pub fn name(self) -> &'static str {
        match self {
            RunState::Solving => "solving",
            RunState::Solved => "solved",
            RunState::Failed => "failed",
        }
    }
}

/// What a move of the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Right; the engine replied and the next move is awaited.
    Right,
    /// Right, and the puzzle is solved.
    Solved,
    /// Wrong: the puzzle is failed.
    Wrong,
    /// Not the time for a move (the puzzle is over).
    Ignored,
}

/// A puzzle being solved.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    /// The index in the solution of the next move to play.
    step: usize,
    position: Position,
    state: RunState,
    /// The last move played (the player's, or the engine's reply), for the board to show.
    last: Option<Move>,
    /// The wrong move tried, while failed.
    wrong: Option<Move>,
    /// Whether a hint was asked for since the start.
    helped: bool,
    /// Whether this attempt's result has been handed out ([`PuzzleRun::take_result`]).
    reported: bool,
}

impl PuzzleRun {
    /// The puzzle at its start.
    pub fn new(puzzle: Puzzle) -> PuzzleRun {
        let position = puzzle.position.clone();
        PuzzleRun {
            puzzle,
            step: 0,
            position,
            state: RunState::Solving,
            last: None,
            wrong: None,
            helped: false,
            reported: false,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position on the puzzle's board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Where the attempt stands.
    pub fn state(&self) -> RunState {
        self.state
    }

    /// The last move played on the puzzle's board.
    pub fn last_move(&self) -> Option<Move> {
        self.last
    }

    /// The wrong move tried, while failed.
    pub fn wrong_move(&self) -> Option<Move> {
        self.wrong
    }

    /// The moves played on the puzzle's board since its start (the player's and the replies).
    pub fn played(&self) -> &[Move] {
        &self.puzzle.solution[..self.step]
    }

    /// Whether a hint helped this attempt.
    pub fn helped(&self) -> bool {
        self.helped
    }

    /// Whether the move at `step` is the player's last one of the solution.
    fn is_last_players(&self) -> bool {
        self.puzzle.players_moves().last() == Some(&self.step)
    }

    /// The player plays `m`.
    pub fn play(&mut self, m: Move) -> Answer {
        if self.state != RunState::Solving {
            return Answer::Ignored;
        }
        let Some(&expected) = self.puzzle.solution.get(self.step) else {
            return Answer::Ignored;
        };
        let last = self.is_last_players();
        let same = |a: &Move| a.from == m.from && a.to == m.to;
        let right = same(&expected) || (last && self.puzzle.also.iter().any(same));
        if !right {
            self.state = RunState::Failed;
            self.wrong = Some(m);
            return Answer::Wrong;
        }
        if self.position.play(m).is_err() {
            self.state = RunState::Failed;
            self.wrong = Some(m);
            return Answer::Wrong;
        }
        self.last = Some(m);
        self.step += 1;
        if last {
            self.state = RunState::Solved;
            return Answer::Solved;
        }
        // The engine's replies, up to the player's next move.
        let me = self.puzzle.position.to_move();
        while let Some(&reply) = self.puzzle.solution.get(self.step) {
            if self.position.to_move() == me || self.position.play(reply).is_err() {
                break;
            }
            self.last = Some(reply);
            self.step += 1;
        }
        Answer::Right
    }

    /// The solution's next move (a hint); the attempt counts as failed from then on.
    pub fn hint(&mut self) -> Option<Move> {
        if self.state != RunState::Solving {
            return None;
        }
        self.helped = true;
        self.puzzle.solution.get(self.step).copied()
    }

    /// The puzzle from its start again.
    pub fn retry(&mut self) {
        let reported = self.reported;
        let helped = self.helped;
        *self = PuzzleRun::new(self.puzzle.clone());
        self.reported = reported;
        self.helped = helped;
    }

    /// The result of the attempt once it is over, handed out once per puzzle opened:
    /// `Some(true)` solved without a hint, `Some(false)` failed or helped.
    pub fn take_result(&mut self) -> Option<bool> {
        if self.reported || self.state == RunState::Solving {
            return None;
        }
        self.reported = true;
        Some(self.state == RunState::Solved && !self.helped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;
    use crate::train::puzzle::Theme;

    /// A two-move puzzle from the start: the player's move, a reply, the player's last move
    /// (with another as good).
    fn puzzle() -> Puzzle {
        let position = Position::start(Options::default()).unwrap();
        let mut after = position.clone();
        let first = position.legal_move_list()[0];
        after.play(first).unwrap();
        let reply = after.legal_move_list()[0];
        after.play(reply).unwrap();
        let last = after.legal_move_list();
        Puzzle {
            id: "t1".parse().unwrap(),
            position,
            solution: vec![first, reply, last[0]],
            themes: vec![Theme::Ladder],
            rating: 1500,
            also: vec![last[1]],
        }
    }

    #[test]
    fn the_solution_solves_with_the_engines_reply_played() {
        let p = puzzle();
        let mut run = PuzzleRun::new(p.clone());
        assert_eq!(run.state(), RunState::Solving);
        assert_eq!(run.play(p.solution[0]), Answer::Right);
        assert_eq!(run.last_move(), Some(p.solution[1]), "the reply is shown");
        assert_eq!(run.take_result(), None);
        assert_eq!(
            run.play(p.also[0]),
            Answer::Solved,
            "as good as the last move"
        );
        assert_eq!(run.state().name(), "solved");
        assert_eq!(run.take_result(), Some(true));
        assert_eq!(run.take_result(), None, "once");
        assert_eq!(run.play(p.solution[0]), Answer::Ignored);
    }

    #[test]
    fn a_wrong_move_fails_and_a_retry_starts_over_unrated() {
        let p = puzzle();
        let mut run = PuzzleRun::new(p.clone());
        // `also` is right only at the last move.
        assert_eq!(run.play(p.also[0]), Answer::Wrong);
        assert_eq!(run.state(), RunState::Failed);
        assert_eq!(run.position(), &p.position, "the wrong move is not played");
        assert_eq!(run.take_result(), Some(false));
        run.retry();
        assert_eq!(run.state(), RunState::Solving);
        assert_eq!(run.wrong_move(), None);
        run.play(p.solution[0]);
        assert_eq!(run.play(p.solution[2]), Answer::Solved);
        assert_eq!(run.take_result(), None, "a retry is not rated again");
    }

    #[test]
    fn a_hint_shows_the_solutions_move_and_counts_as_failed() {
        let p = puzzle();
        let mut run = PuzzleRun::new(p.clone());
        assert_eq!(run.hint(), Some(p.solution[0]));
        run.play(p.solution[0]);
        assert_eq!(run.hint(), Some(p.solution[2]));
        run.play(p.solution[2]);
        assert_eq!(run.state(), RunState::Solved);
        assert_eq!(run.take_result(), Some(false));
    }
}
