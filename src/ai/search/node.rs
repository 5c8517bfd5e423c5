//! The tree: the root's iteration, the layers of our moves and the opponents' (searched with
//! two players, modelled with more, passing in a race), negamax with principal variation
//! search, a transposition table, killers, history and late move reductions.

use crate::engine::{Move, Seat};

use super::super::limits::MAX_PLY;
use super::{Bound, Searcher, INF, RACE_WIDTH, REP};

impl Searcher<'_> {
    pub(super) fn order_score(&self, m: Move, tt: Option<Move>, ply: usize, seat: Seat) -> i32 {
        if Some(m) == tt {
            return INF;
        }
        let mut s = self.gain(seat, m) * 4096;
        if self.killers[ply.min(MAX_PLY)].contains(&Some(m)) {
            s += 3000;
        }
        s + self.history[m.from.index() * 256 + m.to.index()].min(4000)
    }

    pub(super) fn root_search(
        &mut self,
        depth: i32,
        order: &mut [(i32, Move)],
    ) -> (Option<Move>, i32, bool) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best: Option<Move> = None;
        let mut best_score = -INF;
        self.path.clear();
        self.path.push(self.hash);
        #[allow(clippy::needless_range_loop)]
        for i in 0..order.len() {
            let m = order[i].1;
            let u = self.make(m);
            let v = if i == 0 {
                self.child(depth - 1, alpha, beta, 1)
            } else {
                let v = self.child(depth - 1, alpha, alpha + 1, 1);
                if v > alpha && !self.stopped {
                    self.child(depth - 1, alpha, beta, 1)
                } else {
                    v
                }
            };
            self.unmake(u);
            if self.stopped {
                return (best, best_score, false);
            }
            order[i].0 = v;
            if v > best_score {
                best_score = v;
                best = Some(m);
                alpha = alpha.max(v);
            }
        }
        // Stable sort: best first, the rest by this iteration's scores.
        order.sort_by_key(|e| std::cmp::Reverse(e.0));
        if let Some(b) = best {
            self.tt_store(depth, best_score, Bound::Exact, Some(b));
        }
        (best, best_score, true)
    }

    /// The value for the searching side of the position after one of its
    /// moves: the opponents' best-reply layer (negated), or in race mode our
    /// next turn directly (the opponents pass).
    fn child(&mut self, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.race {
            let n = self.pass_to(self.root);
            let v = self.node(depth, alpha, beta, ply, true);
            self.unpass(n);
            v
        } else if self.model {
            if depth <= 0 {
                // A leaf: every sibling is evaluated before the same replies.
                return self.node(depth, alpha, beta, ply, true);
            }
            let gamma = self.replies.gamma;
            // With a discount, the line's value mixes the evaluation now (before the replies,
            // like a leaf) with the best continuation's: plans whose gains come later count less.
            let now = if gamma < 100 && self.terminal(ply).is_none() {
                Some(i64::from(self.static_eval()) * (100 - gamma))
            } else {
                None
            };
            let rounds = self.replies.rounds;
            let n = if rounds == 0 || ply <= rounds {
                self.greedy_round(ply)
            } else {
                self.pass_to(self.root)
            };
            let v = match now {
                None => self.node(depth, alpha, beta, ply, true),
                Some(now) => {
                    let inner = |x: i32| {
                        ((i64::from(x) * 100 - now).div_euclid(gamma.max(1)))
                            .clamp(-i64::from(INF), i64::from(INF)) as i32
                    };
                    let v = self.node(depth, inner(alpha), inner(beta) + 1, ply, true);
                    ((now + i64::from(v) * gamma) / 100) as i32
                }
            };
            self.unpass(n);
            v
        } else {
            -self.node(depth, -beta, -alpha, ply, false)
        }
    }

    /// Negamax node. `max`: the searching seat to move; otherwise a
    /// Best-Reply layer of the opponents. Returns the value for the side
    /// of this layer.
    fn node(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize, max: bool) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let sign = if max { 1 } else { -1 };
        if let Some(t) = self.terminal(ply) {
            return sign * t;
        }
        // Repetition: bad for whoever moved into it.
        if self.path[..self.path.len().saturating_sub(1)].contains(&self.hash)
            || self.game.binary_search(&self.hash).is_ok()
        {
            let e = sign * self.static_eval();
            let last_mover_is_us = if self.race { true } else { !max };
            let toward_root = if last_mover_is_us { -REP } else { REP };
            return e + sign * toward_root;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return sign * self.static_eval();
        }
        let alpha0 = alpha;
        let mut tt_move = None;
        if let Some(e) = self.tt_probe() {
            tt_move = e.mv;
            if i32::from(e.depth) >= depth {
                let s = e.score;
                match e.bound {
                    Some(Bound::Exact) => return s,
                    Some(Bound::Lower) if s >= beta => return s,
                    Some(Bound::Upper) if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // Collect the moves of this layer.
        let mut list = std::mem::take(&mut self.scored[ply]);
        list.clear();
        let mut ml = std::mem::take(&mut self.lists[ply]);
        if max {
            self.pos.legal_moves(&mut ml);
            let seat = self.root;
            let floor = if self.race { 0 } else { -1 };
            for &m in ml.iter() {
                let g = self.gain(seat, m);
                if (g < floor || self.idle_swap(seat, m)) && Some(m) != tt_move {
                    continue;
                }
                list.push((self.order_score(m, tt_move, ply, seat), seat, m));
            }
            if list.is_empty() {
                for &m in ml.iter() {
                    list.push((self.order_score(m, tt_move, ply, seat), seat, m));
                }
            }
        } else {
            // The opponents that move, in turn order (on the stack: this is every node).
            let mut seats = [Seat::FIRST; 6];
            let mut count = 0;
            let first = self.pos.to_move();
            let n = self.pos.seating().seat_count();
            for i in 0..n {
                let s = Seat::new(((first.index() + i) % n) as u8).unwrap_or(first);
                if !self.mine[s.index()]
                    && !self.passive[s.index()]
                    && !self.pos.finished().contains(s)
                {
                    seats[count] = s;
                    count += 1;
                }
            }
            for &seat in &seats[..count] {
                let n = self.pass_to(seat);
                if self.pos.to_move() == seat && !self.pos.is_over() {
                    self.pos.legal_moves(&mut ml);
                    let before = list.len();
                    for &m in ml.iter() {
                        let g = self.gain(seat, m);
                        if (g < -1 || self.idle_swap(seat, m)) && Some(m) != tt_move {
                            continue;
                        }
                        list.push((self.order_score(m, tt_move, ply, seat), seat, m));
                    }
                    if list.len() == before {
                        for &m in ml.iter() {
                            list.push((self.order_score(m, tt_move, ply, seat), seat, m));
                        }
                    }
                }
                self.unpass(n);
            }
        }
        self.lists[ply] = ml;
        if list.is_empty() {
            // Nobody in this layer can move: pass on to the other layer.
            self.scored[ply] = list;
            let v = if max {
                let u = self.pass();
                let v = self.child(depth - 1, alpha, beta, ply + 1);
                self.unmake(u);
                v
            } else {
                let n = self.pass_to(self.root);
                let v = -self.node(depth - 1, -beta, -alpha, ply + 1, true);
                self.unpass(n);
                v
            };
            return v;
        }
        list.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
        if self.race && list.len() > RACE_WIDTH {
            list.truncate(RACE_WIDTH);
        }
        let mut best = -INF;
        let mut best_move = None;
        self.path.push(self.hash);
        #[allow(clippy::needless_range_loop)]
        for i in 0..list.len() {
            let (_, seat, m) = list[i];
            let mut n = 0;
            if !max {
                n = self.pass_to(seat);
            }
            let u = self.make(m);
            let k = if max { 0 } else { self.pass_to(self.root) };
            // Late move reduction for quiet late moves at depth ≥ 3.
            let reduce = if depth >= 3 && i >= 6 && list[i].0 < 4096 {
                1
            } else {
                0
            };
            let v = if max {
                if i == 0 {
                    self.child(depth - 1, alpha, beta, ply + 1)
                } else {
                    let mut v = self.child(depth - 1 - reduce, alpha, alpha + 1, ply + 1);
                    if v > alpha && reduce > 0 && !self.stopped {
                        v = self.child(depth - 1, alpha, alpha + 1, ply + 1);
                    }
                    if v > alpha && v < beta && !self.stopped {
                        v = self.child(depth - 1, alpha, beta, ply + 1);
                    }
                    v
                }
            } else if i == 0 {
                -self.node(depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                let mut v = -self.node(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, true);
                if v > alpha && reduce > 0 && !self.stopped {
                    v = -self.node(depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = -self.node(depth - 1, -beta, -alpha, ply + 1, true);
                }
                v
            };
            self.unpass(k);
            self.unmake(u);
            self.unpass(n);
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(m);
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                if m.is_step() || self.gain(seat, m) <= 1 {
                    let k = &mut self.killers[ply.min(MAX_PLY)];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                }
                let h = &mut self.history[m.from.index() * 256 + m.to.index()];
                *h += depth * depth;
                break;
            }
        }
        self.path.pop();
        self.scored[ply] = list;
        if self.stopped {
            return best.max(-INF + 1);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt_store(depth, best, bound, best_move);
        best
    }
}
