//! The opponents' modelled replies with many players: every opponent in turn plays its
//! greediest move, or (with [`Style::reply`](crate::ai::Style::reply)) the move its own
//! evaluation likes best, one move ahead.

use crate::engine::{Move, Seat};

use super::super::eval;
use super::Searcher;

impl Searcher<'_> {
    /// Every opponent, in turn until the searching seat is to move, plays the move that gains
    /// it the most ground (partners and passive seats pass); returns how many plies were
    /// pushed on the undo stack.
    pub(super) fn greedy_round(&mut self) -> usize {
        let mut n = 0;
        while n < 6 && !self.pos.is_over() && self.pos.to_move() != self.root {
            let seat = self.pos.to_move();
            let reply = if self.mine[seat.index()] || self.passive[seat.index()] {
                None
            } else {
                self.greedy_reply(seat)
            };
            self.push_move(reply);
            n += 1;
        }
        n
    }

    /// The move of `seat` that gains the most ground (the rearmost peg on ties).
    fn greedy_reply(&mut self, seat: Seat) -> Option<Move> {
        let mut ml = std::mem::take(&mut self.scratch);
        self.pos.legal_moves(&mut ml);
        if let Some(side) = self.sides[seat.index()] {
            // The move its own evaluation likes best (one move ahead, like a shallow search).
            let mut best: Option<((i32, i32), Move)> = None;
            for &m in ml.iter() {
                let g = self.rows_gained(seat, m);
                if g < -1 {
                    continue;
                }
                self.nodes += 1;
                let u = self.pos.play_unchecked(m);
                let v = eval::evaluate_many(&self.pos, self.tables, &side);
                self.pos.undo(u);
                let key = (v, g);
                if best.is_none_or(|b| key > b.0) {
                    best = Some((key, m));
                }
            }
            self.scratch = ml;
            return best.map(|b| b.1);
        }
        let mut best: Option<((i32, i32), Move)> = None;
        for &m in ml.iter() {
            let army = self.army_of(seat, m);
            let from = self.tables.d(army, m.from);
            let key = (from - self.tables.d(army, m.to), from);
            if best.is_none_or(|b| key > b.0) {
                best = Some((key, m));
            }
        }
        self.scratch = ml;
        best.map(|b| b.1)
    }
}
