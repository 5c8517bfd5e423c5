//! The endgame suite: the strongest level brings its last pegs home against spoilers that keep their pegs
//! in its goal, within each position's bound of own moves. Node budgets only (reproducible).

// The suite and its spoilers live in the lab (the `arena` binary), not in the library.
#[allow(dead_code)]
#[path = "../src/bin/arena/bots.rs"]
mod bots;
#[path = "../src/bin/arena/endgame.rs"]
mod endgame;

use endgame::SUITE;
use sternhalma::ai::{self, Level, Limits};
use sternhalma::engine::{Position, Setup};

/// The strongest level with 20 000 nodes a move (the browser's worker searches about ten times more).
fn limits() -> Limits {
    Level::STRONGEST.node_limits(20)
}

#[test]
fn the_strongest_level_finishes_every_endgame_of_the_suite_within_its_bound() {
    let mut failures = Vec::new();
    for case in SUITE {
        let start = case.start().expect("the suite's positions are valid");
        let seat = start.to_move();
        assert!(
            !start.finished().contains(seat),
            "{}: already finished",
            case.name
        );
        let played = endgame::play(&start, limits(), case.max_moves);
        eprintln!(
            "{}: {} moves (bound {}), finished {}",
            case.name, played.moves, case.max_moves, played.finished
        );
        if !played.finished {
            failures.push(format!(
                "{}: not home after {} moves: {}",
                case.name, played.moves, played.end
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

fn parse(text: &str) -> Position {
    text.parse::<Setup>().unwrap().validate().unwrap()
}

#[test]
fn swaps_out_a_blocker_instead_of_shuffling_inside_the_goal() {
    // Reported from a game: `d3-c2` or `b1-c2` inside the goal, with `e5xc1` and `f5xd2` legal.
    let pos = parse(SUITE[0].position);
    for limits in [Limits::depth(1), Limits::depth(3), limits()] {
        let m = ai::search(&pos, &[], limits, &|| 0.0).best.unwrap();
        let name = pos.move_name(m);
        assert!(m.swap_back().is_some(), "{limits:?}: {name} is no swap");
    }
}
