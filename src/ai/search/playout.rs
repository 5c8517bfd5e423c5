//! Monte Carlo sampling of the search's best moves with many players
//! ([`Sampling::Best`](crate::ai::Sampling::Best)).
//!
//! The search spends the first half of the budget; then its best few root moves (its choice
//! first) are sampled with UCB1 (Auer et al. 2002) for the rest. A sample plays the move, then
//! every seat, ours too, races for
//! `rounds` rounds with a noisy greedy policy
//! (the move that gains the most ground, ties at random, now and then a random move that does
//! not go back), and the position reached is scored by the search's evaluation. The move with
//! the best mean is played. The search plans our own moves and models one round of replies; the
//! samples see what the whole table's racing does to each candidate a few rounds on: who gets
//! to hop over whom, whose ladder closes. Sturtevant (2008) found sampling of this kind
//! stronger than paranoid and max-n search in three- to six-player Chinese Checkers; here
//! sampling alone (the first iteration's ten best moves) beat greedy seats as well but lost to
//! searching ones (`docs/journal.md`).

use crate::engine::Move;
use crate::tools::SplitMix64;

use super::super::eval::ROW;
use super::Searcher;

/// The exploration constant of UCB1, in evaluation units.
const EXPLORE: f64 = 2.5 * ROW as f64;
/// The chance, in 1/256, that a racing seat plays a random forward move instead of its
/// greediest one.
const EPSILON: u64 = 20;
/// What a racing ply is charged against the node budget: it generates every move of the seat
/// and weighs each, about three search nodes' work (natively 0.70 M plies/s against 1.96 M
/// nodes/s), so that a node budget stays a time budget.
const PLY_COST: u64 = 3;
/// A decided position's value in a sample: a finish outweighs any open position.
const DECIDED: i32 = 60 * ROW;

impl Searcher<'_> {
    /// Samples the first `width` moves of `order` (sorted best first) with `rounds` rounds of
    /// racing each until the budget runs out (the samples drawn from `seed`); the move with the
    /// best mean.
    pub(crate) fn sample_root(
        &mut self,
        order: &[(i32, Move)],
        width: usize,
        rounds: u8,
        seed: u64,
    ) -> Move {
        let arms: Vec<Move> = order.iter().take(width).map(|e| e.1).collect();
        let mut sum = vec![0.0f64; arms.len()];
        let mut visits = vec![0u32; arms.len()];
        let mut rng = SplitMix64::new(seed ^ self.hash ^ 0x5851_F42D_4C95_7F2D);
        let mut total = 0u32;
        loop {
            let i = if (total as usize) < arms.len() {
                total as usize
            } else {
                let ln = f64::from(total).ln();
                let ucb = |k: usize| {
                    let n = f64::from(visits[k]);
                    sum[k] / n + EXPLORE * (ln / n).sqrt()
                };
                (0..arms.len())
                    .max_by(|&a, &b| ucb(a).total_cmp(&ucb(b)))
                    .unwrap_or(0)
            };
            let Some(v) = self.sample(arms[i], rounds, &mut rng) else {
                break;
            };
            sum[i] += f64::from(v);
            visits[i] += 1;
            total += 1;
        }
        let mean = |k: usize| {
            if visits[k] == 0 {
                f64::NEG_INFINITY
            } else {
                sum[k] / f64::from(visits[k])
            }
        };
        // Ties (no samples at all, say) go to the search's choice, the first.
        let best = (1..arms.len()).fold(0, |b, k| if mean(k) > mean(b) { k } else { b });
        arms[best]
    }

    /// One sample: `m`, then `rounds` rounds of racing; `None` when the budget has run out (it
    /// is checked before each sample, which may go over it by one sample's plies).
    fn sample(&mut self, m: Move, rounds: u8, rng: &mut SplitMix64) -> Option<i32> {
        if self.stopped
            || self.nodes >= self.budget.max_nodes
            || (self.clock)() - self.start >= self.budget.time_ms
        {
            self.stopped = true;
            return None;
        }
        self.nodes += 1;
        let depth = self.stack.len();
        self.push_move(Some(m));
        let mut turns = 0;
        let value = loop {
            if let Some(t) = self.terminal(self.stack.len() - depth) {
                break t.clamp(-DECIDED, DECIDED);
            }
            let seat = self.pos.to_move();
            if seat == self.root {
                turns += 1;
                if turns > rounds {
                    break self.static_eval();
                }
            }
            self.nodes += PLY_COST;
            let mv = if self.passive[seat.index()] || self.pos.finished().contains(seat) {
                None
            } else {
                self.racing_move(rng)
            };
            self.push_move(mv);
        };
        let n = self.stack.len() - depth;
        self.unpass(n);
        Some(value)
    }

    /// The side to move's move in a sample: its greediest (ties at random), or now and then a
    /// random move that does not go back.
    fn racing_move(&mut self, rng: &mut SplitMix64) -> Option<Move> {
        let seat = self.pos.to_move();
        let mut ml = std::mem::take(&mut self.scratch);
        self.pos.legal_moves(&mut ml);
        let explore = rng.next_u64() % 256 < EPSILON;
        let mut best: Option<(i32, u64, Move)> = None;
        let mut forward = 0u64;
        let mut pick = None;
        for &m in ml.iter() {
            let g = self.rows_gained(seat, m);
            if explore {
                // Reservoir sampling over the moves that do not go back.
                if g >= 0 {
                    forward += 1;
                    if rng.next_u64() % forward == 0 {
                        pick = Some(m);
                    }
                }
                continue;
            }
            let key = (g, rng.next_u64());
            if best.is_none_or(|b| key > (b.0, b.1)) {
                best = Some((key.0, key.1, m));
            }
        }
        let mv = if explore {
            pick.or_else(|| ml.first().copied())
        } else {
            best.map(|b| b.2)
        };
        self.scratch = ml;
        mv
    }
}
