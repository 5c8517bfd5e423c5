//! The computer opponent in the 15-peg two-player game: its race distance counts the 15-hole
//! goal, and its moves bring all 15 pegs home (node budgets only, no wall-clock assertions).

use sternhalma::ai::{self, Level};
use sternhalma::engine::{Options, Pegs, Position, Seat};

fn fifteen() -> Options {
    Options {
        pegs: Pegs::Fifteen,
        ..Options::default()
    }
}

#[test]
fn the_race_distance_is_measured_to_the_fifteen_hole_goal() {
    let start = Position::start(fifteen()).unwrap();
    // 15 pegs, each the same distance from home as its mirror: 160 rows (the BGA maximum).
    assert_eq!(ai::rows_to_go(&start, Seat::FIRST), 160);
    assert_eq!(ai::rows_to_go(&start, Seat::new(1).unwrap()), 160);
    // Both armies home (on each other's starts): nothing left to go.
    let mut setup = start.to_setup();
    setup.armies.0.swap(0, 3);
    let home = setup.validate().unwrap();
    assert!(home.is_over());
    assert_eq!(ai::rows_to_go(&home, Seat::FIRST), 0);
}

/// Plays a game between `a` (seat 0) and `b` (seat 1), `None` for the greedy baseline;
/// returns the final position and the number of plies.
fn play(a: Option<Level>, b: Option<Level>, plies: usize) -> (Position, usize) {
    let mut pos = Position::start(fifteen()).unwrap();
    let mut history = vec![ai::position_key(&pos)];
    let mut n = 0;
    while !pos.is_over() && n < plies {
        let level = if pos.to_move() == Seat::FIRST { a } else { b };
        let m = match level {
            None => ai::greedy_move(&pos, n as u64),
            Some(level) => {
                let mut limits = level.node_limits(5);
                limits.seed = n as u64;
                ai::search(&pos, &history, limits, &|| 0.0).best
            }
        };
        match m {
            Some(m) => pos.play(m).unwrap(),
            None => pos.pass().unwrap(),
        };
        history.push(ai::position_key(&pos));
        n += 1;
    }
    (pos, n)
}

#[test]
fn the_computer_brings_fifteen_pegs_home() {
    for (a, b) in [(None, None), (Some(Level::STRONG), None)] {
        let (pos, plies) = play(a, b, 400);
        assert!(
            pos.is_over(),
            "{a:?} vs {b:?}: unfinished after {plies} plies: {pos}"
        );
        let winner = pos.finished().iter().next().unwrap();
        for t in pos.seating().armies(winner).iter() {
            assert_eq!(pos.army(t), pos.goal_area(t), "{pos}");
            assert_eq!(pos.army(t).len(), 15);
        }
        if a.is_some() {
            assert_eq!(
                winner,
                Seat::FIRST,
                "the searching side beats greedy: {pos}"
            );
        }
    }
}
