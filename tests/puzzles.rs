//! The committed puzzle set (`assets/puzzles.txt`) and its generator (`docs/puzzles.md`).
//!
//! The re-check of every puzzle runs the analysis at the documented budget for each of the
//! player's moves: about a quarter of a second each in a release build, far longer unoptimised,
//! so it runs in release builds only (`scripts/test.sh` runs it so). It recomputes the margins
//! with the analysis itself (`ai::analysis::analyse`), not with the generator's code.

use std::collections::{HashMap, HashSet};

use sternhalma::ai::analysis::{analyse, AnalysisLimits, Turn, GOOD_BELOW};
use sternhalma::engine::{Move, Position};
use sternhalma::train::puzzle::criteria::{LINES, MARGIN, MAX_MOVES, NODES};
use sternhalma::train::puzzle::mine::{generate, id_of, refresh};
use sternhalma::train::puzzle::themes::{self, blocks, ladder, longest_chain, straggler, swap};
use sternhalma::train::puzzle::{Puzzle, Theme};

const SET: &str = include_str!("../assets/puzzles.txt");

fn set() -> Vec<Puzzle> {
    SET.lines()
        .enumerate()
        .map(|(i, l)| Puzzle::from_line(l).unwrap_or_else(|e| panic!("line {}: {e}", i + 1)))
        .collect()
}

#[test]
fn every_line_reads_back_and_ids_are_unique_and_stable() {
    let set = set();
    let mut ids = HashSet::new();
    for (p, line) in set.iter().zip(SET.lines()) {
        assert_eq!(p.to_line(), line, "a line reads back as it was written");
        assert!(ids.insert(p.id.clone()), "{} twice", p.id);
        assert_eq!(p.id, id_of(&p.position, &p.solution), "{}: its id", p.id);
        let mine = p.players_moves();
        assert!((1..=MAX_MOVES).contains(&mine.len()), "{}: {mine:?}", p.id);
        // The solution ends with the player's move.
        assert_eq!(mine.last(), Some(&(p.solution.len() - 1)), "{}", p.id);
        assert!(!p.themes.is_empty(), "{}", p.id);
        assert!((800..=2400).contains(&p.rating), "{}: {}", p.id, p.rating);
    }
}

#[test]
fn the_set_has_every_theme_and_player_count() {
    let set = set();
    assert!(set.len() >= 500, "{} puzzles", set.len());
    for t in Theme::ALL {
        assert!(set.iter().any(|p| p.themes.contains(&t)), "no {t:?}");
    }
    let mut players: HashMap<usize, usize> = HashMap::new();
    for p in &set {
        *players
            .entry(p.position.options().players.count())
            .or_default() += 1;
    }
    for n in [2, 3, 4, 6] {
        assert!(
            players.get(&n).is_some_and(|&c| c >= 20),
            "{n} players: {players:?}"
        );
    }
}

/// Where a re-check of one of the player's moves fails.
fn recheck_move(
    pos: &Position,
    history: &[Position],
    m: Move,
    last: bool,
    also: &[Move],
) -> Result<(), String> {
    let limits = AnalysisLimits {
        lines: LINES,
        max_depth: AnalysisLimits::default().max_depth,
        max_nodes: NODES,
    };
    let a = analyse(pos, history, limits, &|| 0.0);
    if a.status != Turn::Playing || a.lines.len() < 2 {
        return Err(format!(
            "no choice: {:?}, {} lines",
            a.status,
            a.lines.len()
        ));
    }
    let best = &a.lines[0];
    if best.moves[0] != m {
        return Err(format!("the best is {}", pos.move_name(best.moves[0])));
    }
    // The moves as good as the best (within GOOD_BELOW), then the first that is not.
    let equal: Vec<Move> = a.lines[1..]
        .iter()
        .take_while(|l| best.lead - l.lead < GOOD_BELOW)
        .map(|l| l.moves[0])
        .collect();
    if !last && !equal.is_empty() {
        return Err(format!("{} moves as good", equal.len()));
    }
    if last && equal != also {
        return Err(format!("as good: {equal:?}, the puzzle says {also:?}"));
    }
    let Some(next) = a.lines.get(1 + equal.len()) else {
        return Err("no move ranked below the best".into());
    };
    let margin = best.lead - next.lead;
    if margin < MARGIN {
        return Err(format!("margin {margin:.3}"));
    }
    Ok(())
}

/// The re-check of one puzzle: each move legal, each of the player's moves the best by the
/// margin, the themes as the rules find them. The failures, one a line.
fn recheck(p: &Puzzle) -> Vec<String> {
    let mut failures = Vec::new();
    let mine = p.players_moves();
    let mut pos = p.position.clone();
    let mut history = Vec::new();
    for (i, &m) in p.solution.iter().enumerate() {
        if !pos.is_legal(m) {
            failures.push(format!("{} move {}: not legal", p.id, i + 1));
            return failures;
        }
        if mine.contains(&i) {
            let last = Some(&i) == mine.last();
            if let Err(e) = recheck_move(&pos, &history, m, last, &p.also) {
                failures.push(format!("{} move {}: {e}", p.id, i + 1));
            }
        }
        history.push(pos.clone());
        if pos.play(m).is_err() {
            failures.push(format!("{} move {}: not played", p.id, i + 1));
            return failures;
        }
    }
    if themes::themes(&p.position, &p.solution) != p.themes {
        failures.push(format!("{}: its themes", p.id));
    }
    failures
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release builds only (see the module docs)")]
fn every_players_move_beats_the_second_best_by_the_margin() {
    let set = set();
    // The puzzles are independent: a thread per core re-checks every n-th one.
    let n = std::thread::available_parallelism().map_or(1, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..n)
            .map(|k| {
                let set = &set;
                scope.spawn(move || {
                    set.iter()
                        .skip(k)
                        .step_by(n)
                        .flat_map(recheck)
                        .collect::<Vec<String>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release builds only (see the module docs)")]
fn the_generator_gives_the_same_puzzles_for_a_seed() {
    let lines = |seed| -> Vec<String> {
        generate(seed, 3, &mut |_| {})
            .iter()
            .map(Puzzle::to_line)
            .collect()
    };
    let a = lines(7);
    assert_eq!(a.len(), 3);
    assert_eq!(a, lines(7));
    assert_ne!(a, lines(8));
}

/// The committed set is what the generator makes of each of its puzzles today
/// (`puzzles --refresh` leaves it as it is): a sample, one puzzle of each player count.
#[test]
#[cfg_attr(debug_assertions, ignore = "release builds only (see the module docs)")]
fn the_set_is_renewed_as_it_stands() {
    let set = set();
    for players in [2, 3, 4, 6] {
        let p = set
            .iter()
            .find(|p| p.position.seating().seat_count() == players)
            .unwrap();
        assert_eq!(
            refresh(p).map(|r| r.to_line()),
            Some(p.to_line()),
            "{}",
            p.id
        );
    }
}

/// A position of the notation and a move named in it.
fn example(setup: &str, name: &str) -> (Position, Move) {
    let pos = Position::from_setup(&setup.parse().unwrap()).unwrap();
    let m = pos.parse_move(name).unwrap();
    (pos, m)
}

const P4: &str = "p4/0:g6.g8.i9.j3-4.j6.l8.n2.p2.q1/1:e6.f5.h3.i1.i6.i8.j1.k3.l6.m1/3:b1-2.d3.e5.g9.i5.j2.k6.m5.p1/4:e13.f11.g4.g7.i7.j5.j8.k2.k8-9/3";
const P6: &str = "p6/0:c1-3.d3-4.e6.f5.f7.j5.p1/1:e11-12.f12.g11.h7-8.h10.i4.k6-7/2:g2.g4.g7.j4.j8-9.l11.m7.m12-13/3:f9.g9.h9.i9.l9.m5.n1-2.o2-3/4:e7.h2.i5.k4.l2-3.m1.m3.m6.m8/5:e1.f1.f3.f8.g5.h1.h4.i1.k10.m10/4";

#[test]
fn a_swap_and_the_longest_chain() {
    // Four players, seat 3 to move: i6-i2xk2 hops to the goal hole k2 and swaps the peg there.
    let (pos, m) = example(P4, "i6-i2xk2");
    assert!(m.is_swap() && swap(&pos, m));
    assert!(longest_chain(&pos, m));
    assert_eq!(
        themes::themes(&pos, &[m]),
        [Theme::LongestChain, Theme::Swap]
    );
    // The same hop without the swap is no swap; a step is no chain.
    let (_, plain) = example(P4, "i6-i2");
    assert!(!swap(&pos, plain));
    // Under "fill what is available" the same hop into the spoilt goal does not bring the army
    // home: the rule is not used yet.
    let fill = P4.replacen("p4/", "p4.spoil-fill/", 1);
    let (pos_fill, hop) = example(&fill, "i6-i2");
    assert!(!swap(&pos_fill, hop));
    let step = pos.legal_move_list().iter().copied().find(|m| m.is_step());
    assert!(!longest_chain(&pos, step.unwrap()));
}

#[test]
fn a_ladder_and_a_straggler() {
    // Six players, seat 4 to move: e12-i6 hops down a line of pegs two holes apart, with the
    // army's rearmost peg.
    let (pos, m) = example(P6, "e12-i6");
    assert!(ladder(&pos, m) && straggler(&pos, m) && longest_chain(&pos, m));
    assert!(!blocks(&pos, m));
    // Another peg's step is neither.
    let step = pos
        .legal_move_list()
        .iter()
        .copied()
        .find(|o| o.is_step() && o.from != m.from)
        .unwrap();
    assert!(!ladder(&pos, step) && !straggler(&pos, step));
}

#[test]
fn a_finish_and_a_block() {
    // Two players, seat 0 to move: e7-d2 fills the goal.
    let (pos, m) = example(
        "p2/0:l7.m7.n1.n3-4.o2-3.p1-2.q1/3:a1.b1-2.c1-3.d1.d3-4.e7/0",
        "e7-d2",
    );
    assert_eq!(themes::themes(&pos, &[m]), [Theme::Finish]);
    // Four players, seat 3 to move: after h3-g4 the leading opponent's best next move leaves it
    // a move or more further from finishing.
    let (pos, m) = example(
        "p4/0:e7.g3.g6.g8.i9.j3-4.j6.l8.p2/1:e6.e9.f9.h2-3.i6.i8.k3.l6.m1/3:b1-2.d3.g5.g9.j2.k6.m5.o3.p1/4:e13.f11.g7.i4.i7.j8.k8.l2.m2.m9/3",
        "h3-g4",
    );
    assert!(blocks(&pos, m));
    assert_eq!(themes::themes(&pos, &[m]), [Theme::Block]);
}
