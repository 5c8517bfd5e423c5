//! The modelled replies against the search they model.

use crate::ai::{greedy_move, search, Limits, Style};
use crate::engine::{Options, Players, Position, Seat};

use super::super::eval::{self, Side};
use super::*;

/// A searcher at `pos` for the seat that moved last (so the seat to move is an opponent whose
/// replies are modelled), with two-move plans of `plan` candidates.
fn searcher<'a>(pos: &Position, plan: u8, clock: &'a dyn Fn() -> f64) -> Searcher<'a> {
    let n = pos.seating().seat_count();
    let seat = Seat::new(((pos.to_move().index() + n - 1) % n) as u8).unwrap();
    let mut root = Root::new(pos, &[], &Limits::depth(1)).expect("a move");
    root.seat = seat;
    root.mine = [false; 6];
    root.mine[seat.index()] = true;
    root.passive = [false; 6];
    root.race = false;
    root.model = true;
    let style = Style {
        plan,
        ..Style::FULL
    };
    let budget = Budget {
        max_nodes: u64::MAX,
        time_ms: f64::INFINITY,
    };
    Searcher::new(&root, &style, budget, true, clock, 0.0)
}

#[test]
fn a_two_move_plan_is_the_move_of_a_search_two_own_moves_deep() {
    // With every move a candidate, the planned reply is what the seat's own search plays when
    // it plans two of its moves against the others' greediest replies (old level 3's search),
    // in positions of three-player games; the cache answers the second call; a plan of one
    // candidate is the one-move evaluation's choice.
    let clock = || 0.0;
    let full = Limits::depth(3);
    let mut compared = 0;
    for seed in 0..3u64 {
        let mut pos = Position::start(Options::with_players(Players::Three)).unwrap();
        for ply in 0..60u64 {
            if ply % 7 == 3 && !pos.is_over() {
                let seat = pos.to_move();
                let mut theirs = [false; 6];
                theirs[seat.index()] = true;
                let side = Side::new(&pos, theirs, [false; 6], eval::Weights::FULL);
                let mut s = searcher(&pos, 200, &clock);
                let planned = s.plan_reply(seat, side);
                let nodes = s.nodes;
                assert_eq!(s.plan_reply(seat, side), planned, "{pos}");
                assert_eq!(s.nodes, nodes, "the cache answers again");
                assert_eq!(s.pos, pos, "the position is restored");
                let searched = search(&pos, &[], full, &clock).best;
                assert_eq!(planned, searched, "seed {seed}, ply {ply}: {pos}");
                let mut one = searcher(&pos, 1, &clock);
                assert_eq!(one.plan_reply(seat, side), one.eval_reply(seat, side));
                compared += 1;
            }
            match greedy_move(&pos, seed * 1000 + ply) {
                Some(m) => pos.play(m).unwrap(),
                None => pos.pass().unwrap(),
            };
        }
    }
    assert!(compared >= 24);
}
