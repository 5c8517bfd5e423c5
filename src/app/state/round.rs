//! The round on screen: every move since the seat to move last moved (the other seats' answers
//! to it), so that a player at a table of six can follow what happened between two turns, and
//! its replay ([`Action::ReplayRound`](crate::app::state::Action::ReplayRound)).

use crate::app::seats::Colour;
use crate::app::state::ui_state::{Mode, UiState};
use crate::engine::{Cell, Ply, Seat};

/// A move of the round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundMove {
    /// Who played it.
    pub seat: Seat,
    /// That seat's colour.
    pub colour: Colour,
    /// Every hole its peg visited, start and end included.
    pub path: Vec<Cell>,
    /// How many moves of the round came after it (0: the newest).
    pub age: usize,
    /// The ply index of the move in the line on screen.
    pub ply: usize,
}

impl UiState {
    /// The moves since the seat to move last moved, oldest first: at most one a seat of the
    /// others (with two players, the last move). Passes are not moves and are skipped.
    pub fn round(&self) -> Vec<RoundMove> {
        let game = self.game();
        let to_move = self.position().to_move();
        let others = self.position().seating().seats().count().saturating_sub(1);
        let mut moves = Vec::new();
        for i in (0..game.cursor()).rev() {
            if moves.len() >= others {
                break;
            }
            let (Some(Ply::Move(m)), Some(before)) = (game.plies().get(i), game.position_at(i))
            else {
                continue;
            };
            let seat = before.to_move();
            if seat == to_move {
                break;
            }
            moves.push(RoundMove {
                seat,
                colour: self.seat(seat).colour,
                path: before.path(*m).unwrap_or_else(|| vec![m.from, m.to]),
                age: moves.len(),
                ply: i,
            });
        }
        moves.reverse();
        moves
    }

    /// Replays the round: a review from the position before its first move, playing by
    /// itself; at the game's own position it gives the game back.
    pub(super) fn replay_round(&mut self) -> bool {
        let Some(first) = self.round().first().map(|m| m.ply) else {
            return false;
        };
        if !self.playing() {
            return false;
        }
        self.mode = Mode::Replay {
            back_to: self.tree.cursor(),
            autoplay: true,
            learn: None,
        };
        self.selected = None;
        self.hint = None;
        if !self.goto_ply(first) {
            self.mode = Mode::Playing;
            return false;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::Level;
    use crate::app::state::{Action, GameConfig, Mode, SeatKind, UiState};
    use crate::engine::{Players, Seat};

    /// Six seats, seat 0 a person and the others the computer, after `rounds` rounds.
    fn six(rounds: usize) -> UiState {
        let mut config = GameConfig::default();
        config.set_players(Players::Six);
        config.first = Some(Seat::FIRST);
        for seat in &mut config.seats[1..] {
            seat.kind = SeatKind::Computer(Level::CASUAL);
        }
        let mut s = UiState::new(config);
        for _ in 0..rounds * 6 {
            let m = s.position().legal_move_list()[0];
            match s.computer_turn() {
                Some((node, _, _)) => {
                    assert!(s.apply(Action::ComputerMove { node, chosen: m }));
                }
                None => assert!(s.apply(Action::Drop {
                    from: m.from,
                    to: m.to
                })),
            }
        }
        s
    }

    #[test]
    fn the_round_is_every_move_since_the_players_own_newest_last() {
        let s = six(2);
        assert_eq!(s.position().to_move(), Seat::FIRST);
        let round = s.round();
        assert_eq!(round.len(), 5, "the five computers' answers");
        let seats: Vec<usize> = round.iter().map(|m| m.seat.index()).collect();
        assert_eq!(seats, [1, 2, 3, 4, 5]);
        let ages: Vec<usize> = round.iter().map(|m| m.age).collect();
        assert_eq!(ages, [4, 3, 2, 1, 0]);
        assert_eq!(round[4].path, s.last_move_path());
        assert!(round.iter().all(|m| m.path.len() >= 2));
        // At the very start there is no round; after the first move of the game, one move.
        assert!(six(0).round().is_empty());
    }

    #[test]
    fn replaying_the_round_plays_it_again_and_gives_the_game_back() {
        let mut s = six(2);
        let game = s.tree().cursor();
        assert!(s.apply(Action::ReplayRound));
        assert!(matches!(s.mode(), Mode::Replay { .. }));
        assert_eq!(s.game().cursor(), 7, "before the round's first move");
        assert!(s.autoplay().is_some());
        let mut steps = 0;
        while s.apply(Action::AutoplayStep) {
            steps += 1;
            assert!(steps <= 5);
        }
        assert_eq!(steps, 5);
        assert_eq!(s.tree().cursor(), game);
        assert_eq!(*s.mode(), Mode::Playing, "the game again");
        assert!(
            !six(0).clone().apply(Action::ReplayRound),
            "no round to replay"
        );
    }
}
