//! How a game stands and ends: [`Status`] (going on, or over with its
//! [`Ranking`]), the places, and the Board Game Arena score of each seat
//! (`docs/rules-engine.md`, "End of the game and ranking", "BGA score").

use super::option_values::Scoring;
use super::player::Seat;
use super::position::Position;

/// Whether the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The game goes on.
    Ongoing {
        /// The seat to move.
        to_move: Seat,
    },
    /// The game is over.
    Finished {
        /// The final places.
        ranking: Ranking,
    },
}

/// Final places: 1-based, shared on ties, per seat. Team partners share
/// their team's place.
///
/// Ranking rules (see `docs/rules-engine.md`): seats (teams) that completed
/// come first in completion order; the others share the next place, except
/// with BGA scoring, where they are ranked by score (equal scores share).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ranking {
    places: [u8; 6],
    seats: u8,
}

impl Ranking {
    /// The place of `seat` (1 = winner), `None` if it is not in the game.
    pub fn place(&self, seat: Seat) -> Option<u8> {
        (seat.index() < self.seats as usize).then(|| self.places[seat.index()])
    }

    /// The seats with place 1.
    pub fn winners(&self) -> Vec<Seat> {
        self.in_order()
            .into_iter()
            .filter(|&s| self.place(s) == Some(1))
            .collect()
    }

    /// All seats, best place first (seat order within a place).
    pub fn in_order(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = (0..self.seats).filter_map(Seat::new).collect();
        crate::sort::heap_sort_by_key(&mut seats, |s| (self.places[s.index()], s.index()));
        seats
    }
}

impl Position {
    /// Whether the game goes on, and the ranking when it is over.
    pub fn status(&self) -> Status {
        if !self.is_over() {
            return Status::Ongoing {
                to_move: self.to_move(),
            };
        }
        Status::Finished {
            ranking: self.ranking(),
        }
    }

    /// The ranking as it stands (meaningful once the game is over).
    pub fn ranking(&self) -> Ranking {
        let seating = self.seating();
        let mut places = [0u8; 6];
        // completion index of each unit (team completes with its second partner)
        let completion = |u: Seat| -> Option<usize> {
            let a = self.finished().position(u)?;
            match seating.partner(u) {
                Some(p) => Some(a.max(self.finished().position(p)?)),
                None => Some(a),
            }
        };
        let score =
            |u: Seat| -> i32 { self.score(u) + seating.partner(u).map_or(0, |p| self.score(p)) };
        let mut done: Vec<(usize, Seat)> = self
            .units()
            .filter_map(|u| completion(u).map(|i| (i, u)))
            .collect();
        crate::sort::heap_sort_by_key(&mut done, |&(i, u)| (i, u.index()));
        let rest: Vec<Seat> = self.units().filter(|&u| completion(u).is_none()).collect();
        let mut unit_place = [0u8; 6];
        for (i, &(_, u)) in done.iter().enumerate() {
            unit_place[u.index()] = i as u8 + 1;
        }
        let base = done.len() as u8 + 1;
        for &u in &rest {
            unit_place[u.index()] = if self.options().scoring == Scoring::Bga {
                base + rest.iter().filter(|&&o| score(o) > score(u)).count() as u8
            } else {
                base
            };
        }
        for s in seating.seats() {
            let unit = match seating.partner(s) {
                Some(p) if p < s => p,
                _ => s,
            };
            places[s.index()] = unit_place[unit.index()];
        }
        Ranking {
            places,
            seats: seating.seat_count() as u8,
        }
    }

    /// BGA score of `seat`: rows advanced towards the goal by all its pegs
    /// since the start (0 at the start, 120 with 10 pegs home).
    pub fn score(&self, seat: Seat) -> i32 {
        let geo = self.geometry();
        let areas = self.areas();
        self.seating()
            .armies(seat)
            .iter()
            .map(|t| {
                self.army(t).iter().map(|c| geo.progress(t, c)).sum::<i32>()
                    - areas.home_progress(t)
            })
            .sum()
    }

    /// The score of `seat` with every army home (120 for one 10-peg army,
    /// 160 in the 15-peg game).
    pub fn max_score(&self, seat: Seat) -> i32 {
        let areas = self.areas();
        self.seating()
            .armies(seat)
            .iter()
            .map(|t| -2 * areas.home_progress(t))
            .sum()
    }

    /// `(pegs in their goal, pegs)` over every army of `seat`.
    pub fn pegs_home(&self, seat: Seat) -> (usize, usize) {
        self.seating()
            .armies(seat)
            .iter()
            .fold((0, 0), |(h, n), t| {
                let pegs = self.army(t);
                (h + (pegs & self.goal_area(t)).len(), n + pegs.len())
            })
    }
}
