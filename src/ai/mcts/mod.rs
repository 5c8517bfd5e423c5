//! A Monte Carlo tree search for three to six players ([`Sampling::Tree`](crate::ai::Sampling)):
//! max-n backups, no model of any opponent.
//!
//! Every seat in the tree picks its own move by its own value (max-n, Sturtevant 2008; the
//! values of partners are their side's): UCT with Progressive History (Nijssen & Winands 2011)
//! and a progressive bias from the ground a move gains (`tree.rs`). A leaf is played on for
//! [`ROUNDS`] rounds by every seat racing with a softmax over the ground gained (`policy.rs`),
//! then valued for every seat by its lead in moves (`value.rs`). A move that finishes first is
//! certain (the solver's win: always chosen, at the root at once). Budgets count nodes like the
//! alpha-beta search's (a step down the tree one, a playout ply or an expansion
//! [`PLY_COST`]), so that a node budget stays a time budget. The seed fixes every draw.

mod history;
mod policy;
#[cfg(test)]
mod tests;
mod tree;
mod value;

use crate::ai::shares::{RootMove, RootStats};
use crate::engine::{Move, MoveList, Position, Seat};
use crate::tools::SplitMix64;

use super::eval;
use super::search::{Budget, Root};

use history::History;
use tree::Tree;
use value::Valuer;

/// Rounds of racing after a leaf before it is valued.
pub(crate) const ROUNDS: usize = 2;
/// What a playout ply or an expansion is charged (a move generation and a gain per move:
/// about three alpha-beta nodes' work).
const PLY_COST: u64 = 3;
/// What valuing a leaf is charged (every seat's evaluation).
const VALUE_COST: u64 = 4;

/// What the tree search found.
pub(crate) struct Found {
    /// The move to play.
    pub best: Option<Move>,
    /// Nodes counted.
    pub nodes: u64,
    /// The root's moves as the search saw them (for merging shares, [`crate::ai::shares`]).
    pub root: Vec<RootMove>,
}

impl Found {
    /// The root's statistics.
    pub fn stats(&self) -> RootStats {
        RootStats {
            moves: self.root.clone(),
            nodes: self.nodes,
        }
    }
}

/// The search's state besides the tree.
struct Run<'a> {
    root: &'a Root,
    tables: &'static eval::Tables,
    valuer: Valuer,
    history: History,
    rng: SplitMix64,
    moves: MoveList,
    gains: Vec<i32>,
    nodes: u64,
}

/// Searches `root` within `budget` (timed on `clock` from `start`), the draws from `seed`.
pub(crate) fn search(
    root: &Root,
    budget: Budget,
    seed: u64,
    clock: &dyn Fn() -> f64,
    start: f64,
) -> Found {
    let mut run = Run {
        root,
        tables: eval::tables(&root.pos),
        valuer: Valuer::new(&root.pos),
        history: History::new(),
        rng: SplitMix64::new(seed ^ root.hash ^ 0x6A09_E667_F3BC_C909),
        moves: MoveList::new(),
        gains: Vec::new(),
        nodes: 0,
    };
    // A finish now is certain.
    for &m in &root.moves {
        let mut p = root.pos.clone();
        p.play_unchecked(m);
        run.nodes += 1;
        if wins(&root.pos, &p, root.seat) {
            let gain = policy::gain(&root.pos, run.tables, root.seat, m);
            return Found {
                best: Some(m),
                nodes: run.nodes,
                root: vec![RootMove {
                    mv: m,
                    visits: 0,
                    sum: 0.0,
                    gain,
                    win: true,
                }],
            };
        }
    }
    let mut tree = Tree::new();
    let mut children: Vec<(Option<Move>, i32)> = root
        .moves
        .iter()
        .map(|&m| (Some(m), policy::gain(&root.pos, run.tables, root.seat, m)))
        .collect();
    tree.expand(0, &mut children);
    let mut path = Vec::new();
    let mut played: Vec<(Seat, Move)> = Vec::new();
    while run.nodes < budget.max_nodes && clock() - start < budget.time_ms {
        run.iterate(&mut tree, &mut path, &mut played, &mut children);
    }
    Found {
        best: tree.best(root.seat).or(root.moves.first().copied()),
        nodes: run.nodes,
        root: tree.root_moves(root.seat),
    }
}

/// Whether `after` (a move of `seat`'s side from `before`) finished that side first among the
/// sides still racing in `before`.
fn wins(before: &Position, after: &Position, seat: Seat) -> bool {
    let seating = after.seating();
    let done = |p: &Position, s: Seat| {
        p.finished().contains(s) && seating.partner(s).is_none_or(|q| p.finished().contains(q))
    };
    done(after, seat)
        && !done(before, seat)
        && seating
            .seats()
            .filter(|&o| o != seat && Some(o) != seating.partner(seat))
            .all(|o| done(before, o) || !done(after, o))
}

impl Run<'_> {
    /// Whether `seat` passes in the tree and the playouts (finished, or passing in the game).
    fn passive(&self, pos: &Position, seat: Seat) -> bool {
        self.root.passive[seat.index()] || pos.finished().contains(seat)
    }

    /// The moves of the side to move in `pos` with their gains (a pass when it has none).
    fn children_of(&mut self, pos: &Position, out: &mut Vec<(Option<Move>, i32)>) {
        out.clear();
        let seat = pos.to_move();
        if !self.passive(pos, seat) {
            pos.legal_moves(&mut self.moves);
            out.extend(
                self.moves
                    .iter()
                    .map(|&m| (Some(m), policy::gain(pos, self.tables, seat, m))),
            );
        }
        if out.is_empty() {
            out.push((None, 0));
        }
    }

    /// One iteration: down the tree, one expansion, a playout, the backup.
    fn iterate(
        &mut self,
        tree: &mut Tree,
        path: &mut Vec<usize>,
        played: &mut Vec<(Seat, Move)>,
        children: &mut Vec<(Option<Move>, i32)>,
    ) {
        let mut pos = self.root.pos.clone();
        path.clear();
        played.clear();
        path.push(0);
        let mut node = 0;
        loop {
            if pos.is_over() {
                break;
            }
            if !tree.nodes[node].expanded {
                if tree.nodes[node].visits == 0 {
                    break;
                }
                self.children_of(&pos, children);
                self.nodes += PLY_COST;
                tree.expand(node, children);
            }
            let seat = pos.to_move();
            let child = tree.select(node, seat, &self.history);
            let fresh = tree.nodes[child].visits == 0;
            let before = fresh.then(|| pos.clone());
            match tree.nodes[child].mv {
                Some(m) => {
                    pos.play_unchecked(m);
                    played.push((seat, m));
                }
                None => {
                    pos.pass_unchecked();
                }
            }
            self.nodes += 1;
            if before.is_some_and(|b| wins(&b, &pos, seat)) {
                tree.nodes[child].win = true;
            }
            path.push(child);
            node = child;
        }
        self.playout(&mut pos, played);
        let values = self.valuer.value(&pos);
        self.nodes += VALUE_COST;
        tree.backup(path, &values);
        for &(seat, m) in played.iter() {
            self.history.record(seat, m, &values);
        }
    }

    /// [`ROUNDS`] rounds of every seat racing (`policy.rs`) from `pos`.
    fn playout(&mut self, pos: &mut Position, played: &mut Vec<(Seat, Move)>) {
        let plies = ROUNDS * pos.seating().seat_count();
        for _ in 0..plies {
            if pos.is_over() {
                break;
            }
            let seat = pos.to_move();
            let mv = if self.passive(pos, seat) {
                None
            } else {
                pos.legal_moves(&mut self.moves);
                self.nodes += PLY_COST;
                policy::draw(
                    pos,
                    self.tables,
                    &self.moves,
                    &mut self.gains,
                    &mut self.rng,
                )
            };
            match mv {
                Some(m) => {
                    pos.play_unchecked(m);
                    played.push((seat, m));
                }
                None => {
                    pos.pass_unchecked();
                }
            }
        }
    }
}
