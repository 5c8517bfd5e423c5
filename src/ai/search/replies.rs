//! The opponents' modelled replies with many players: every opponent in turn plays its
//! greediest move, or (with [`Reply::Preferred`](crate::ai::Reply::Preferred)) the move its own
//! evaluation likes best, one move ahead; with [`Style::plan`](crate::ai::Style::plan), the
//! first round after our move is each opponent's best two-move plan.

use std::collections::HashMap;

use crate::engine::{Move, MoveList, Seat};

use super::super::eval::{self, Side};
use super::super::style::{Reply, Style};
use super::{Root, Searcher};

/// How the modelled opponents of a many-player search reply, and what the search makes of it.
pub(super) struct Replies {
    /// The weight, %, of a line's continuation ([`Style::discount`] to the power of the moving
    /// opponents beyond two).
    pub gamma: i64,
    /// The reply rounds below the root (0: all, [`Style::rounds`] `None`).
    pub rounds: usize,
    /// With replies by evaluation or plans: each opponent's own view.
    pub sides: [Option<Side>; 6],
    /// How the opponents reply ([`Style::reply`]).
    pub reply: Reply,
    /// The first round of replies by two-move plans of this many candidates ([`Style::plan`]).
    pub plan: usize,
    /// Planned replies found, by position key (the first round recurs every iteration).
    pub plans: HashMap<u64, Option<Move>>,
}

impl Replies {
    /// The replies of `style` at `root`.
    pub fn new(root: &Root, style: &Style) -> Replies {
        let pos = &root.pos;
        let seating = *pos.seating();
        Replies {
            gamma: (2..root.movers).fold(100, |g, _| g * i64::from(style.discount) / 100),
            rounds: if root.movers >= 3 {
                style.rounds.map_or(0, usize::from)
            } else {
                0
            },
            sides: std::array::from_fn(|i| {
                let seat = Seat::new(i as u8)?;
                let viewed = style.reply == Reply::Preferred || style.plan > 0;
                (root.model && viewed && i < seating.seat_count() && !root.mine[i]).then(|| {
                    let mut theirs = [false; 6];
                    theirs[i] = true;
                    if let Some(p) = seating.partner(seat) {
                        theirs[p.index()] = true;
                    }
                    Side::new(pos, theirs, root.finished, eval::Weights::FULL)
                })
            }),
            reply: style.reply,
            plan: usize::from(style.plan),
            plans: HashMap::new(),
        }
    }
}

impl Searcher<'_> {
    /// Every opponent, in turn until the searching seat is to move, plays its modelled reply
    /// (partners and passive seats pass); `ply` is the ply after our move. Returns how many
    /// plies were pushed on the undo stack.
    pub(super) fn greedy_round(&mut self, ply: usize) -> usize {
        let mut n = 0;
        while n < 6 && !self.pos.is_over() && self.pos.to_move() != self.root {
            let seat = self.pos.to_move();
            let reply = if self.mine[seat.index()] || self.passive[seat.index()] {
                None
            } else {
                match self.replies.sides[seat.index()] {
                    Some(side) if self.replies.plan > 0 && ply == 1 => self.plan_reply(seat, side),
                    Some(side) if self.replies.reply == Reply::Preferred => {
                        self.eval_reply(seat, side)
                    }
                    _ => self.greedy_reply(seat),
                }
            };
            self.push_move(reply);
            n += 1;
        }
        n
    }

    /// The move of `seat` that its own evaluation likes best, one move ahead (like a shallow
    /// search), with the ground it gains.
    pub(super) fn eval_reply(&mut self, seat: Seat, side: Side) -> Option<Move> {
        let mut ml = std::mem::take(&mut self.scratch);
        self.pos.legal_moves(&mut ml);
        let best = self.best_by_eval(seat, &side, &ml);
        self.scratch = ml;
        best.map(|b| b.1)
    }

    /// `side`'s evaluation after `seat` plays `m`, and the ground it gains; `None` for a
    /// move that goes back more than a row (never modelled). Counts a node.
    fn eval_after(&mut self, seat: Seat, side: &Side, m: Move) -> Option<(i32, i32)> {
        let g = self.rows_gained(seat, m);
        if g < -1 {
            return None;
        }
        self.nodes += 1;
        let u = self.pos.play_unchecked(m);
        let v = eval::evaluate_many(&self.pos, self.tables, side);
        self.pos.undo(u);
        Some((v, g))
    }

    /// The best of `ml` for `seat` by [`Searcher::eval_after`] (ties: the most ground).
    fn best_by_eval(
        &mut self,
        seat: Seat,
        side: &Side,
        ml: &MoveList,
    ) -> Option<((i32, i32), Move)> {
        let mut best: Option<((i32, i32), Move)> = None;
        for &m in ml.iter() {
            if let Some(key) = self.eval_after(seat, side, m) {
                if best.is_none_or(|b| key > b.0) {
                    best = Some((key, m));
                }
            }
        }
        best
    }

    /// The first move of `seat`'s best two-move plan: its [`Replies::plan`] best moves by
    /// its own evaluation, each followed by the other seats' greediest replies and its best
    /// second move by the same evaluation. Found once per position (every iteration of the
    /// search meets the same first round again).
    pub(super) fn plan_reply(&mut self, seat: Seat, side: Side) -> Option<Move> {
        if let Some(&m) = self.replies.plans.get(&self.hash) {
            return m;
        }
        let key = self.hash;
        let mut ml = MoveList::new();
        self.pos.legal_moves(&mut ml);
        let mut first: Vec<((i32, i32), Move)> = ml
            .iter()
            .filter_map(|&m| Some((self.eval_after(seat, &side, m)?, m)))
            .collect();
        first.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
        first.truncate(self.replies.plan);
        let mut best: Option<((i32, i32, i32), Move)> = None;
        let mut second = MoveList::new();
        for &((v1, g1), m) in &first {
            let u = self.pos.play_unchecked(m);
            let mut undo = Vec::with_capacity(6);
            while undo.len() < 6 && !self.pos.is_over() && self.pos.to_move() != seat {
                let other = self.pos.to_move();
                let reply = if self.passive[other.index()] {
                    None
                } else {
                    self.nodes += 1;
                    self.greedy_reply(other)
                };
                undo.push(match reply {
                    Some(r) => self.pos.play_unchecked(r),
                    None => self.pos.pass_unchecked(),
                });
            }
            let v2 = if self.pos.is_over() || self.pos.to_move() != seat {
                v1
            } else {
                self.pos.legal_moves(&mut second);
                self.best_by_eval(seat, &side, &second)
                    .map_or(v1, |b| b.0 .0)
            };
            while let Some(u) = undo.pop() {
                self.pos.undo(u);
            }
            self.pos.undo(u);
            let k = (v2, v1, g1);
            if best.is_none_or(|b| k > b.0) {
                best = Some((k, m));
            }
        }
        let m = best.map(|b| b.1);
        self.replies.plans.insert(key, m);
        m
    }

    /// The move of `seat` that gains the most ground (the rearmost peg on ties).
    fn greedy_reply(&mut self, seat: Seat) -> Option<Move> {
        let mut ml = std::mem::take(&mut self.scratch);
        self.pos.legal_moves(&mut ml);
        let mut best: Option<((i32, i32), Move)> = None;
        for &m in ml.iter() {
            let army = super::root::army_of(&self.pos, seat, m);
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
