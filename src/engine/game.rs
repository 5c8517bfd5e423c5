//! [`Game`]: a start position and its history (moves and forced passes)
//! with undo/redo; [`Status`] and [`Ranking`] at the end.

use std::error::Error;
use std::fmt;

use super::history::History;
use super::moves::{Move, Ply};
use super::outcome::Status;
use super::player::{Seat, Triangle};
use super::position::{PlayError, Position};

/// A game: the start position, the plies played, and a cursor for
/// undo/redo. Forced passes are recorded automatically after each move.
///
/// The history is kept in [`History`] lists, so cloning a game costs the
/// same whatever its length, and playing a move in a clone copies at most
/// a few plies. A game holds at most [`Game::MAX_MOVES`] moves.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{Game, Options, Position, Status};
///
/// let mut game = Game::new(Position::start(Options::default()).unwrap());
/// let m = game.position().legal_move_list()[3];
/// game.play(m).unwrap();
/// assert_eq!(game.last_move(), Some(m));
/// game.undo();
/// assert_eq!(game.cursor(), 0);
/// game.redo();
/// assert!(matches!(game.status(), Status::Ongoing { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// `positions[i]`: the position after `i` plies (`plies.len() + 1` of them).
    positions: History<Position>,
    plies: History<Ply>,
    /// `move_counts[i]`: the moves (not passes) among the first `i` plies.
    move_counts: History<u32>,
    cursor: usize,
}

impl Game {
    /// The most moves a game holds (forced passes not counted). Links and
    /// saved games hold every game the engine lets grow to this length.
    pub const MAX_MOVES: usize = 30_000;

    /// A new game from `start` (passes are played at once if the seat to
    /// move has no move).
    pub fn new(start: Position) -> Game {
        let mut g = Game {
            positions: std::iter::once(start).collect(),
            plies: History::new(),
            move_counts: std::iter::once(0).collect(),
            cursor: 0,
        };
        g.auto_pass();
        g
    }

    /// A game replaying `moves` from `start` (passes are inserted).
    ///
    /// # Errors
    ///
    /// The index of the first move that cannot be played, and why.
    pub fn replay(
        start: Position,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, (usize, PlayError)> {
        let mut g = Game::new(start);
        for (i, m) in moves.into_iter().enumerate() {
            g.play(m).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    fn auto_pass(&mut self) {
        loop {
            let pos = self.position();
            if !pos.must_pass() {
                return;
            }
            let mut next = pos.clone();
            next.pass_unchecked();
            self.push(Ply::Pass, next);
        }
    }

    fn push(&mut self, ply: Ply, pos: Position) {
        let moves = self.move_counts[self.cursor] + u32::from(matches!(ply, Ply::Move(_)));
        self.plies.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.move_counts.truncate(self.cursor + 1);
        self.plies.push(ply);
        self.positions.push(pos);
        self.move_counts.push(moves);
        self.cursor += 1;
    }

    /// Plays a legal move at the cursor (dropping any redo history), then
    /// any forced passes.
    ///
    /// # Errors
    ///
    /// [`PlayError`] if the move is not legal here, the game is over, or the
    /// game already holds [`Game::MAX_MOVES`] moves.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        let mut next = self.position().clone();
        next.play(m)?;
        self.push_move(m, next)
    }

    /// Plays `m`, a move taken from the legal moves of the position at the
    /// cursor, without checking it again (for replaying trusted records,
    /// such as moves a link decoder picked from the legal move list). An
    /// illegal move leaves the game inconsistent (but never panics).
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game is over, [`PlayError::TooLong`]
    /// when the game already holds [`Game::MAX_MOVES`] moves.
    pub fn play_unchecked(&mut self, m: Move) -> Result<(), PlayError> {
        if self.position().is_over() {
            return Err(PlayError::GameOver);
        }
        let mut next = self.position().clone();
        next.play_unchecked(m);
        self.push_move(m, next)
    }

    fn push_move(&mut self, m: Move, next: Position) -> Result<(), PlayError> {
        if self.moves_played() >= Game::MAX_MOVES {
            return Err(PlayError::TooLong);
        }
        self.push(Ply::Move(m), next);
        self.auto_pass();
        Ok(())
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position at the cursor.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The position after `ply` plies, if recorded.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Every recorded ply (including undone ones that can be redone).
    pub fn plies(&self) -> &History<Ply> {
        &self.plies
    }

    /// The moves up to the cursor (passes left out): what a URL needs.
    pub fn moves(&self) -> Vec<Move> {
        self.plies
            .iter()
            .take(self.cursor)
            .filter_map(|p| match p {
                Ply::Move(m) => Some(*m),
                Ply::Pass => None,
            })
            .collect()
    }

    /// Number of moves (passes not counted) among the first `ply` plies;
    /// `None` past the recorded plies.
    pub fn moves_before(&self, ply: usize) -> Option<usize> {
        self.move_counts.get(ply).map(|&n| n as usize)
    }

    /// Number of moves (passes not counted) played up to the cursor.
    pub fn moves_played(&self) -> usize {
        self.move_counts[self.cursor] as usize
    }

    /// Number of moves recorded (undone ones included, passes not counted).
    pub fn moves_recorded(&self) -> usize {
        self.move_counts.last().map_or(0, |&n| n as usize)
    }

    /// Whether this game goes on from `old`: the same start, and every ply played in `old`
    /// (up to its cursor) recorded here too.
    pub fn extends(&self, old: &Game) -> bool {
        self.start() == old.start() && self.plies.common_prefix_len(&old.plies) >= old.cursor
    }

    /// Number of plies played up to the current position.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whether [`undo`](Game::undo) would do something.
    pub fn can_undo(&self) -> bool {
        self.moves_played() > 0
    }

    /// Whether [`redo`](Game::redo) would do something.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.plies.len()
    }

    /// Where [`undo`](Game::undo) puts the cursor: just before the last move
    /// before the cursor (`None` when there is none).
    pub fn undo_target(&self) -> Option<usize> {
        if !self.can_undo() {
            return None;
        }
        let mut i = self.cursor - 1;
        while i > 0 && self.plies[i] == Ply::Pass {
            i -= 1;
        }
        Some(i)
    }

    /// Steps back over the last move (and the forced passes after it) to the
    /// previous position where a seat had a choice. Returns whether it moved.
    pub fn undo(&mut self) -> bool {
        match self.undo_target() {
            Some(i) => {
                self.cursor = i;
                true
            }
            None => false,
        }
    }

    /// Replays the next move (and the forced passes after it). Returns
    /// whether it moved.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        self.skip_passes();
        true
    }

    /// Moves the cursor over the forced passes that follow it: a seat with
    /// no legal move never stays on move.
    fn skip_passes(&mut self) {
        while self.cursor < self.plies.len() && self.plies[self.cursor] == Ply::Pass {
            self.cursor += 1;
        }
    }

    /// Moves the cursor to just after `ply` plies, and on over the forced
    /// passes that follow (as undo and redo do: the seat to move at the
    /// cursor always has a move, unless the game is over).
    ///
    /// # Errors
    ///
    /// [`GotoError`] if fewer plies are recorded.
    pub fn goto(&mut self, ply: usize) -> Result<(), GotoError> {
        if ply > self.plies.len() {
            return Err(GotoError);
        }
        self.cursor = ply;
        self.skip_passes();
        Ok(())
    }

    /// Whether the game goes on; the ranking when it is over.
    pub fn status(&self) -> Status {
        self.position().status()
    }

    /// Seats that finished, in order, at the cursor.
    pub fn finishing_order(&self) -> Vec<Seat> {
        self.position().finished().to_vec()
    }

    /// BGA scores of every seat at the cursor.
    pub fn scores(&self) -> Vec<i32> {
        let pos = self.position();
        pos.seating().seats().map(|s| pos.score(s)).collect()
    }

    /// Whether the army starting in `t` is home at the cursor.
    pub fn is_home(&self, t: Triangle) -> bool {
        self.position().is_home(t)
    }

    /// `(pegs in their goal, pegs)` for `seat` at the cursor.
    pub fn pegs_home(&self, seat: Seat) -> (usize, usize) {
        self.position().pegs_home(seat)
    }

    /// The last move before the cursor (passes skipped).
    pub fn last_move(&self) -> Option<Move> {
        let i = self.undo_target()?;
        match self.plies[i] {
            Ply::Move(m) => Some(m),
            Ply::Pass => None,
        }
    }
}

/// [`Game::goto`] past the recorded plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GotoError;

impl fmt::Display for GotoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no such ply")
    }
}

impl Error for GotoError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;

    fn pos(text: &str) -> Position {
        text.parse::<Setup>().unwrap().validate().unwrap()
    }

    const FINISH3: &str =
        "p3/1:e10-13.f10-12.g10-11.h10/3:a1.b1-2.c1-3.d2-4.e5/5:e1-4.f1-3.g1-2.h1/0";

    #[test]
    fn forced_passes_are_recorded_and_skipped_by_undo() {
        // seat 0 is stuck (goal full and locked, q1 boxed in), seat 1 is free
        let start = pos("p2.spoil-none/0:a1.i1-5.o1.o3.p1-2/3:b1-2.c1-3.d1-4.q1/0");
        assert!(start.must_pass());
        let mut game = Game::new(start);
        assert_eq!(game.plies(), &[Ply::Pass]);
        assert_eq!(game.position().to_move(), Seat::new(1).unwrap());
        assert!(!game.can_undo());
        let m = game.position().parse_move("i5-i6").unwrap();
        game.play(m).unwrap();
        assert_eq!(game.plies(), &[Ply::Pass, Ply::Move(m), Ply::Pass]);
        assert_eq!(game.cursor(), 3);
        assert_eq!(game.last_move(), Some(m));
        assert!(game.undo());
        assert_eq!(game.cursor(), 1);
        assert!(!game.undo());
        assert!(game.redo());
        assert_eq!(game.cursor(), 3);
        assert!(!game.redo());
        assert_eq!(game.goto(2), Ok(()));
        assert_eq!(game.goto(4), Err(GotoError));
        // playing after going back drops the redo tail
        game.goto(1).unwrap();
        let m2 = game.position().parse_move("i1-h2").unwrap();
        game.play(m2).unwrap();
        assert_eq!(game.moves(), vec![m2]);
        assert_eq!(game.plies().len(), 3);
        assert_eq!(
            game.play(Move::step(m.from, m.from)),
            Err(PlayError::Illegal)
        );
    }

    #[test]
    fn first_finisher_ends_the_game() {
        let mut game = Game::new(pos(FINISH3));
        let m = game.position().parse_move("e5-d1").unwrap();
        game.play(m).unwrap();
        let Status::Finished { ranking } = game.status() else {
            panic!("game goes on")
        };
        assert_eq!(ranking.place(Seat::new(0).unwrap()), Some(1));
        assert_eq!(ranking.place(Seat::new(1).unwrap()), Some(2));
        assert_eq!(ranking.place(Seat::new(2).unwrap()), Some(2));
        assert_eq!(ranking.place(Seat::new(3).unwrap()), None);
        assert_eq!(ranking.winners(), vec![Seat::new(0).unwrap()]);
        assert_eq!(game.finishing_order(), vec![Seat::new(0).unwrap()]);
        assert_eq!(game.scores()[0], 120);
        assert_eq!(game.position().max_score(Seat::new(0).unwrap()), 120);
        assert_eq!(game.pegs_home(Seat::new(0).unwrap()), (10, 10));
        assert!(game.is_home(Triangle::BOTTOM));
        assert!(game.position().legal_move_list().is_empty());
        assert!(game.play(m).is_err());
    }

    #[test]
    fn play_on_and_teams_continue() {
        let text = FINISH3.replacen("p3", "p3.end-playon", 1);
        let mut game = Game::new(pos(&text));
        game.play(game.position().parse_move("e5-d1").unwrap())
            .unwrap();
        assert_eq!(
            game.status(),
            Status::Ongoing {
                to_move: Seat::new(1).unwrap()
            }
        );
        // seat 0 is skipped from now on
        let m = game.position().legal_move_list()[0];
        game.play(m).unwrap();
        assert_eq!(game.position().to_move(), Seat::new(2).unwrap());
        let m = game.position().legal_move_list()[0];
        game.play(m).unwrap();
        assert_eq!(game.position().to_move(), Seat::new(1).unwrap());

        let six = "p6.teams/0:i5.n1-4.o1-3.p1-2/1:e10-13.f10-12.g10-11.h10/2:j10.k10-11.l10-12.m10-13/3:a1.b1-2.c1-3.d2-4.e5/4:j1.k1-2.l1-3.m1-4/5:e1-4.f1-3.g1-2.h1/0";
        let mut game = Game::new(pos(six));
        game.play(game.position().parse_move("e5-d1").unwrap())
            .unwrap();
        assert_eq!(
            game.status(),
            Status::Ongoing {
                to_move: Seat::new(1).unwrap()
            }
        );
        let mut p = game.position().clone();
        // the partner finishing completes the team: game over, partners share 1st
        let mut s = p.to_setup();
        s.armies[Triangle::TOP] = p.geometry().triangle(Triangle::BOTTOM);
        s.to_move = Seat::new(1).unwrap();
        p = s.validate().unwrap();
        let Status::Finished { ranking } = p.status() else {
            panic!("team complete")
        };
        for seat in 0..6 {
            let expected = if seat % 3 == 0 { 1 } else { 2 };
            assert_eq!(ranking.place(Seat::new(seat).unwrap()), Some(expected));
        }
    }

    #[test]
    fn bga_scoring_ranks_the_others_by_score() {
        let text = FINISH3.replacen("p3", "p3.score-bga", 1);
        let mut game = Game::new(pos(&text));
        assert_eq!(game.scores(), vec![120 - 1, 0, 0]);
        // seat 0 wastes a move, seat 1 advances one row, seat 2 goes back one
        for m in ["e5-f5", "e4-f4"] {
            game.play(game.position().parse_move(m).unwrap()).unwrap();
        }
        let p = game.position();
        let back = p
            .legal_move_list()
            .iter()
            .copied()
            .find(|m| {
                p.geometry().progress(Triangle::UPPER_RIGHT, m.to)
                    < p.geometry().progress(Triangle::UPPER_RIGHT, m.from)
            })
            .unwrap_or(p.legal_move_list()[0]);
        game.play(back).unwrap();
        game.play(game.position().parse_move("f5-e5").unwrap())
            .unwrap();
        assert!(matches!(game.status(), Status::Ongoing { .. }));
        let to_goal = game.position().parse_move("e5-d1");
        assert!(to_goal.is_err(), "e5 is empty now");
        let scores = game.scores();
        assert_eq!(scores[1], 1);
        // finish: seat 1 moves, seat 2 moves, seat 0 enters d1
        let m = game.position().legal_move_list()[0];
        game.play(m).unwrap();
        let m = game.position().legal_move_list()[0];
        game.play(m).unwrap();
        game.play(game.position().parse_move("e5-d1").unwrap())
            .unwrap();
        let Status::Finished { ranking } = game.status() else {
            panic!("over")
        };
        let s = game.scores();
        assert_eq!(s[0], 120);
        assert_eq!(ranking.place(Seat::new(0).unwrap()), Some(1));
        let (p1, p2) = (
            ranking.place(Seat::new(1).unwrap()).unwrap(),
            ranking.place(Seat::new(2).unwrap()).unwrap(),
        );
        assert_eq!(p1 < p2, s[1] > s[2]);
        assert_eq!(p1 == p2, s[1] == s[2]);
    }

    #[test]
    fn all_passing_ends_the_game() {
        let p = pos("p2.spoil-none/0:a1.n1-4.o1-3.p1-2/3:b1-2.c1-3.d1-4.q1/0");
        let game = Game::new(p);
        assert_eq!(game.plies(), &[Ply::Pass, Ply::Pass]);
        let Status::Finished { ranking } = game.status() else {
            panic!("over")
        };
        assert_eq!(ranking.place(Seat::new(0).unwrap()), Some(1));
        assert_eq!(ranking.place(Seat::new(1).unwrap()), Some(1));
    }
}
