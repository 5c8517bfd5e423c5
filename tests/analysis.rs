//! Moves to finish, the lead in moves, the analysis board and the review (`ai::race`,
//! `ai::analysis`): fixed depths and node budgets only, no wall-clock assertions.
//! Faster with `cargo test --release --test analysis`.

mod common;

use common::{position, random_options, Rng};
use sternhalma::ai::analysis::{self, analyse, judge, AnalysisLimits, ReviewError, Turn, Verdict};
use sternhalma::ai::{self, race};
use sternhalma::engine::{
    AntiSpoiling, BoardSize, End, Move, Options, Pegs, Players, Position, Resting, Scoring, Seat,
    Triangle, Unused,
};

/// A seat's position would be finished by one of the army's moves (the seat to move set to
/// its owner): checked by the engine alone.
fn finishes_in_one(pos: &Position, army: Triangle) -> bool {
    let Some(owner) = pos.seating().owner(army) else {
        return false;
    };
    let mut setup = pos.to_setup();
    setup.to_move = owner;
    setup.passes = 0;
    setup.options.end = End::PlayOn;
    setup.options.scoring = Scoring::Standard;
    let Ok(p) = setup.validate() else {
        return false;
    };
    p.legal_move_list()
        .iter()
        .filter(|m| p.army(army).contains(m.from))
        .any(|&m| {
            let mut q = p.clone();
            q.play_unchecked(m);
            q.is_home(army)
        })
}

/// The bound the module documents, computed here from its definition.
fn documented_bound(pos: &Position, army: Triangle) -> u32 {
    let owner = pos.seating().owner(army).unwrap();
    if pos.finished().contains(owner) || pos.is_home(army) {
        return 0;
    }
    let goal = pos.goal_area(army);
    let n = match pos.options().anti_spoiling {
        AntiSpoiling::FillAvailable => (goal - pos.occupied()).len(),
        AntiSpoiling::None | AntiSpoiling::Swap => (pos.army(army) - goal).len(),
    } as u32;
    n.max(1)
}

/// Positions reached by seeded play from random rule options: greedy moves (which bring armies
/// to their goals) mixed with random ones, every position of the games kept with a chance.
/// One game in six is on a larger board (slow to measure: 15 or 21 pegs an army).
fn reachable_positions(seed: u64, games: usize, keep_percent: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for g in 0..games {
        let mut options = random_options(&mut rng);
        if g % 6 != 5 {
            options.size = BoardSize::Four;
        }
        let mut pos = Position::start(options).unwrap();
        let greedy = 60 + rng.below(40);
        for ply in 0..400 {
            if pos.is_over() {
                out.push(pos.clone());
                break;
            }
            if rng.chance(keep_percent) {
                out.push(pos.clone());
            }
            let moves = pos.legal_move_list();
            if moves.is_empty() {
                pos.pass_unchecked();
                continue;
            }
            let m = if rng.chance(greedy) {
                ai::greedy_move(&pos, (g * 1000 + ply) as u64).unwrap()
            } else {
                rng.pick(&moves)
            };
            pos.play_unchecked(m);
        }
    }
    out
}

#[test]
fn the_two_player_start_takes_27_to_33_moves() {
    let pos = Position::start(Options::default()).unwrap();
    for seat in pos.seating().seats() {
        let moves = race::seat_moves(&pos, seat);
        assert!((27..=33).contains(&moves), "seat {seat}: {moves}");
    }
}

#[test]
fn a_finish_in_one_is_one_move_and_a_finished_seat_needs_none() {
    // Seat 0 (army 3) finishes with e7-d3.
    let pos = position("p2/0:l5.l7-9.m10.n4.o1-2.p2.q1/3:a1.b1-2.c1-3.d1-2.d4.e7/0");
    assert_eq!(race::army_moves(&pos, Triangle::BOTTOM), 1);
    assert_eq!(race::seat_moves(&pos, Seat::FIRST), 1);
    assert_eq!(race::lower_bound(&pos, Triangle::BOTTOM), 1);
    let mut after = pos.clone();
    after.play(pos.parse_move("e7-d3").unwrap()).unwrap();
    assert!(after.is_over());
    assert_eq!(race::seat_moves(&after, Seat::FIRST), 0);
    // The loser still has its moves to go (the winner's pegs are lifted out of the way).
    let loser = race::seat_moves(&after, Seat::new(1).unwrap());
    assert!(loser >= race::seat_lower_bound(&after, Seat::new(1).unwrap()));
    assert!(loser >= 2, "{loser}");
    // Without e7, two moves at least.
    let mut other = pos.clone();
    other.play(pos.parse_move("e7-e6").unwrap()).unwrap();
    other.pass_unchecked();
    assert!(race::army_moves(&other, Triangle::BOTTOM) >= 1);
}

#[test]
fn finishes_in_one_anywhere_count_one_move() {
    // Greedy self-play to the end at every player count: every position where an army can
    // finish with one move says 1.
    let mut checked = 0;
    for options in [
        Options::default(),
        Options::with_players(Players::Three),
        Options::with_players(Players::Six),
        Options {
            pegs: Pegs::Fifteen,
            ..Options::default()
        },
        Options {
            anti_spoiling: AntiSpoiling::FillAvailable,
            ..Options::default()
        },
        Options {
            players: Players::Three,
            multiple_sets: true,
            ..Options::default()
        },
    ] {
        let mut pos = Position::start(options).unwrap();
        for ply in 0..600 {
            if pos.is_over() {
                break;
            }
            for army in pos.seating().used().iter() {
                if finishes_in_one(&pos, army) {
                    assert_eq!(race::army_moves(&pos, army), 1, "{pos} army {army}");
                    checked += 1;
                }
            }
            match ai::greedy_move(&pos, ply) {
                Some(m) => pos.play_unchecked(m),
                None => pos.pass_unchecked(),
            };
        }
    }
    assert!(checked >= 6, "{checked}");
}

#[test]
fn estimates_never_go_below_the_proven_bound() {
    // Every player count and rule option (random options), positions from the opening to the
    // end: 0 exactly when settled, 1 for a finish in one, never below the bound.
    let positions = reachable_positions(11, 18, 3);
    assert!(positions.len() >= 60, "{}", positions.len());
    let mut seen_counts = std::collections::BTreeSet::new();
    for pos in &positions {
        for army in pos.seating().used().iter() {
            let moves = race::army_moves(pos, army);
            let bound = race::lower_bound(pos, army);
            let documented = documented_bound(pos, army);
            assert!(
                bound >= documented,
                "{pos} army {army}: {bound} < {documented}"
            );
            assert!(moves >= bound, "{pos} army {army}: {moves} < {bound}");
            let owner = pos.seating().owner(army).unwrap();
            let settled = pos.finished().contains(owner) || pos.is_home(army);
            assert_eq!(moves == 0, settled, "{pos} army {army}");
            if !settled && finishes_in_one(pos, army) {
                assert_eq!(moves, 1, "{pos} army {army}");
            }
            seen_counts.insert(moves);
        }
        for s in pos.seating().seats() {
            let sum: u32 = pos
                .seating()
                .armies(s)
                .iter()
                .map(|a| race::army_moves(pos, a))
                .sum();
            let expected = if pos.finished().contains(s) { 0 } else { sum };
            assert_eq!(race::seat_moves(pos, s), expected);
            // The calibrated estimate never goes under the proven bound.
            let finish = race::finish(pos, s);
            assert!(finish >= f64::from(race::seat_lower_bound(pos, s)), "{pos}");
            assert_eq!(finish == 0.0, expected == 0, "{pos}");
        }
    }
    // (The sample covers openings, middles and endings.)
    assert!(seen_counts.len() >= 12, "{seen_counts:?}");
}

#[test]
fn solutions_are_legal_moves_that_bring_the_army_home() {
    let positions = reachable_positions(5, 8, 2);
    let mut found = 0;
    for pos in &positions {
        for army in pos.seating().used().iter() {
            let s = race::solve(pos, army);
            assert_eq!(s.moves, race::army_moves(pos, army));
            if s.moves == 0 || !s.found {
                continue;
            }
            found += 1;
            assert_eq!(s.states.len(), s.line.len(), "{pos}");
            for (i, (state, &m)) in s.states.iter().zip(&s.line).enumerate() {
                assert!(state.is_legal(m), "{pos} army {army}: move {i}");
                let mut after = state.clone();
                after.play_unchecked(m);
                match s.states.get(i + 1) {
                    Some(next) => assert_eq!(after.army(army), next.army(army)),
                    None => assert!(after.is_home(army), "{pos} army {army}"),
                }
            }
            // Under the Masters swap and without anti-spoiling a peg outside needs a move.
            if pos.options().anti_spoiling != AntiSpoiling::FillAvailable {
                let outside = (pos.army(army) - pos.goal_area(army)).len() as u32;
                assert!(s.moves >= outside);
            }
        }
    }
    assert!(found >= 20, "{found}");
    eprintln!("{} positions, {found} solutions replayed", positions.len());
}

#[test]
fn leads_follow_the_turn_and_the_best_opponent() {
    let pos = Position::start(Options::default()).unwrap();
    assert_eq!(race::lead(&pos, &[30.0, 30.0]), [0.5, -0.5]);
    assert_eq!(race::lead(&pos, &[25.0, 30.0]), [5.5, -5.5]);
    let second = Position::start_with_first(Options::default(), Seat::new(1).unwrap()).unwrap();
    assert_eq!(race::lead(&second, &[30.0, 30.0]), [-0.5, 0.5]);
    // Three players, seat 0 to move: times 20, 21 + 1/3, 22 + 2/3.
    let three = Position::start(Options::with_players(Players::Three)).unwrap();
    let lead = race::lead(&three, &[20.0, 21.0, 22.0]);
    assert_eq!(lead, [1.333, -1.333, -2.667]);
    // Teams: a team is as fast as its slower partner.
    let teams = Options {
        players: Players::Six,
        teams: true,
        ..Options::default()
    };
    let pos = Position::start(teams).unwrap();
    let seating = pos.seating();
    let mut finish = vec![30.0; 6];
    finish[0] = 10.0;
    let p0 = seating.partner(Seat::FIRST).unwrap();
    finish[p0.index()] = 12.0;
    let lead = race::lead(&pos, &finish);
    assert_eq!(lead[0], lead[p0.index()]);
    assert!(lead[0] > 15.0, "{lead:?}");
    // Antisymmetric with two players, whatever the figures.
    let mut rng = Rng::new(3);
    for pos in reachable_positions(9, 3, 5) {
        if pos.seating().seat_count() != 2 {
            continue;
        }
        let f = [rng.below(400) as f64 / 10.0, rng.below(400) as f64 / 10.0];
        let l = race::lead(&pos, &f);
        assert_eq!(l[0], -l[1], "{pos}");
    }
}

fn option_sets() -> Vec<Options> {
    let d = Options::default();
    vec![
        d,
        Options::with_players(Players::Three),
        Options::with_players(Players::Four),
        Options::with_players(Players::Six),
        Options {
            players: Players::Six,
            teams: true,
            ..d
        },
        Options {
            multiple_sets: true,
            ..d
        },
        Options {
            players: Players::Three,
            multiple_sets: true,
            ..d
        },
        Options {
            pegs: Pegs::Fifteen,
            ..d
        },
        Options {
            size: BoardSize::Five,
            ..d
        },
        Options {
            players: Players::Four,
            unused: Unused::Filled,
            resting: Resting::Bga,
            ..d
        },
        Options {
            scoring: Scoring::Bga,
            ..d
        },
        Options {
            anti_spoiling: AntiSpoiling::None,
            ..d
        },
        Options {
            anti_spoiling: AntiSpoiling::FillAvailable,
            players: Players::Three,
            end: End::PlayOn,
            ..d
        },
    ]
}

/// Replays a line from `pos`: every move legal in turn.
fn replay(pos: &Position, moves: &[Move]) -> Position {
    let mut p = pos.clone();
    for &m in moves {
        assert!(p.is_legal(m), "{p}: {}", p.move_name(m));
        p.play_unchecked(m);
    }
    p
}

#[test]
fn analyses_rank_legal_lines_at_every_player_count_and_rule() {
    let mut rng = Rng::new(21);
    for options in option_sets() {
        let mut pos = Position::start(options).unwrap();
        let mut history = Vec::new();
        for ply in 0..(20 + rng.below(30)) {
            if pos.is_over() {
                break;
            }
            history.push(pos.clone());
            match ai::greedy_move(&pos, ply as u64) {
                Some(m) => pos.play_unchecked(m),
                None => pos.pass_unchecked(),
            };
        }
        let limits = AnalysisLimits {
            lines: 3,
            max_depth: 2,
            max_nodes: 200_000,
        };
        let a = analyse(&pos, &history, limits, &|| 0.0);
        let seats = pos.seating().seat_count();
        assert_eq!(a.finish.len(), seats, "{options}");
        assert_eq!(a.lead.len(), seats);
        assert_eq!(a.finish, race::all_seats(&pos));
        if pos.is_over() {
            assert_eq!(a.status, Turn::Over);
            continue;
        }
        assert_eq!(a.status, Turn::Playing, "{pos}");
        assert!(a.done);
        assert!((1..=2).contains(&a.depth), "{options}: {}", a.depth);
        assert!(!a.lines.is_empty() && a.lines.len() <= 3);
        let legal = pos.legal_move_list().len();
        assert_eq!(a.lines.len(), legal.min(3), "{pos}");
        for (i, line) in a.lines.iter().enumerate() {
            replay(&pos, &line.moves);
            // Distinct first moves, leads and values in rank order.
            for other in &a.lines[i + 1..] {
                assert_ne!(line.moves[0], other.moves[0]);
                assert!(line.lead >= other.lead, "{options}: {:?}", a.lines);
                assert!(line.value >= other.value);
            }
        }
    }
}

/// The best move's lead, as documented: far from the finish, the mean over the lines of the
/// leads at each line's last two positions, each brought to the best by the value it gives up;
/// within six moves of the finish, the lead at the best line's end.
#[test]
fn the_best_moves_lead_is_measured_at_the_ends_of_the_lines() {
    let lead = |p: &Position, seat: Seat| race::lead(p, &race::all_seats(p))[seat.index()];
    let mut pos = Position::start(Options::default()).unwrap();
    let mut history = Vec::new();
    let (mut far, mut near) = (0, 0);
    for ply in 0..200u64 {
        if pos.is_over() {
            break;
        }
        if ply % 7 == 3 {
            let limits = AnalysisLimits {
                lines: 3,
                max_depth: 3,
                max_nodes: 2_000_000,
            };
            let a = analyse(&pos, &history, limits, &|| 0.0);
            let me = pos.to_move();
            let ends: Vec<(f64, f64)> = a
                .lines
                .iter()
                .map(|l| {
                    let mut p = pos.clone();
                    let mut leads = Vec::new();
                    for m in l.moves.iter() {
                        p.play_unchecked(*m);
                        leads.push(lead(&p, me));
                    }
                    let end = *leads.last().unwrap();
                    let before = if leads.len() >= 2 {
                        leads[leads.len() - 2]
                    } else {
                        end
                    };
                    (end, before)
                })
                .collect();
            let best = &a.lines[0];
            let undecided = a.lines.iter().all(|l| l.value.abs() < 5_000_000);
            if a.finish[me.index()] <= 6.0 {
                assert!(
                    (best.lead - ends[0].0).abs() < 0.002,
                    "{pos}: {:?}",
                    a.lines
                );
                near += 1;
            } else if undecided {
                let mean = a
                    .lines
                    .iter()
                    .zip(&ends)
                    .map(|(l, &(end, before))| {
                        (end + before) / 2.0 + f64::from(best.value - l.value) / 48.0
                    })
                    .sum::<f64>()
                    / a.lines.len() as f64;
                assert!(
                    (best.lead - mean).abs() < 0.002,
                    "{pos}: {} against {mean}",
                    best.lead
                );
                far += 1;
            }
        }
        history.push(pos.clone());
        match ai::greedy_move(&pos, ply) {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
    }
    assert!(far >= 5 && near >= 1, "far {far}, near {near}");
}

/// With six players a line can bring the opponents near the lead home: the race then goes on
/// against the others, and the leads stay within the moves the seats still need. (Those others
/// were once counted as never finishing: the best line showed a lead of 65 532 moves.)
#[test]
fn a_line_in_which_the_leaders_finish_measures_the_race_that_goes_on() {
    let mut pos = Position::start(Options::with_players(Players::Six)).unwrap();
    let mut history: Vec<Position> = Vec::new();
    let mut keys = Vec::new();
    let level = ai::Level::new(3).unwrap();
    let mut checked = 0;
    while !pos.is_over() && history.len() < 600 {
        let finish = race::all_seats(&pos);
        let me = pos.to_move().index();
        let leader = (0..finish.len())
            .filter(|&s| s != me && !pos.finished().contains(Seat::new(s as u8).unwrap()))
            .map(|s| finish[s])
            .fold(f64::INFINITY, f64::min);
        // A rival one or two moves from home, the side to move further behind.
        if (1.0..=2.5).contains(&leader) && finish[me] > leader + 1.0 && history.len() % 2 == 0 {
            let limits = AnalysisLimits {
                lines: 3,
                max_depth: 3,
                max_nodes: 400_000,
            };
            let a = analyse(&pos, &history, limits, &|| 0.0);
            let bound = finish.iter().copied().fold(0.0, f64::max) + 2.0;
            for line in &a.lines {
                assert!(
                    line.lead.abs() <= bound,
                    "{pos}: {:?} (figures {finish:?})",
                    a.lines
                );
            }
            checked += 1;
        }
        history.push(pos.clone());
        keys.push(ai::position_key(&pos));
        let mut limits = level.node_limits(ai::browser_nodes_per_ms(Players::Six));
        limits.stall = ai::stall_turns(&history[..history.len() - 1], &pos);
        match ai::search(&pos, &keys, limits, &|| 0.0).best {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
    }
    assert!(
        checked >= 3,
        "only {checked} positions with a rival about to finish"
    );
}

#[test]
fn an_analysis_streams_deeper_iterations_until_its_limits() {
    let pos = position("p2/0:b1-2.g3.i9.j3.j5.j8.k5.l10.m10/3:e7.f5.f7-8.g8.h8.i1.k9.p1-2/0");
    let limits = AnalysisLimits {
        lines: 2,
        max_depth: 3,
        max_nodes: u64::MAX,
    };
    let mut a = analysis::Analyser::new(&pos, &[], limits);
    let mut depths = Vec::new();
    let mut nodes = 0;
    while let Some(x) = a.step(&|| 0.0) {
        assert!(x.nodes >= nodes);
        nodes = x.nodes;
        depths.push(x.depth);
        assert_eq!(x.done, x.depth == 3);
        assert_eq!(x.lines.len(), 2);
    }
    assert_eq!(depths, [1, 2, 3]);
    // A node cap: the last iteration that fits, marked done.
    let capped = analyse(
        &pos,
        &[],
        AnalysisLimits {
            max_nodes: 5_000,
            ..limits
        },
        &|| 0.0,
    );
    assert!(capped.done);
    assert!(capped.depth < 3, "{}", capped.depth);
    assert!(!capped.lines.is_empty());
}

#[test]
fn finished_games_and_passes_give_a_status_not_lines() {
    let pos = position("p2/0:l5.l7-9.m10.n4.o1-2.p2.q1/3:a1.b1-2.c1-3.d1-2.d4.e7/0");
    let mut over = pos.clone();
    over.play(pos.parse_move("e7-d3").unwrap()).unwrap();
    let a = analyse(
        &over,
        std::slice::from_ref(&pos),
        AnalysisLimits::default(),
        &|| 0.0,
    );
    assert_eq!((a.status, a.lines.len(), a.done), (Turn::Over, 0, true));
    assert_eq!(a.finish[0], 0.0);
    assert!(a.lead[0] > 0.0, "{:?}", a.lead);
    assert_eq!(
        judge(&over, &[], pos.parse_move("e7-d3").unwrap(), 1000, &|| 0.0),
        Err(ReviewError::GameOver)
    );
    // Seat 0's army 0 is boxed in on a1 and its goal is full (no anti-spoiling): it must pass.
    let pass = position("p2.spoil-none/0:a1.n1-4.o1-3.p1-2/3:b1-2.c1-3.d1-4.q1/0");
    assert!(pass.must_pass());
    let a = analyse(&pass, &[], AnalysisLimits::default(), &|| 0.0);
    assert_eq!((a.status, a.lines.len()), (Turn::MustPass, 0));
    assert_eq!(a.finish.len(), 2);
    let any = pos.legal_move_list()[0];
    assert_eq!(
        judge(&pass, &[], any, 1000, &|| 0.0),
        Err(ReviewError::MustPass)
    );
    assert_eq!(
        judge(&pos, &[], Move::step(any.to, any.from), 1000, &|| 0.0),
        Err(ReviewError::IllegalMove)
    );
}

#[test]
fn missing_a_finish_in_one_is_a_blunder_and_the_finish_is_best() {
    let pos = position("p2/0:l5.l7-9.m10.n4.o1-2.p2.q1/3:a1.b1-2.c1-3.d1-2.d4.e7/0");
    let finish = pos.parse_move("e7-d3").unwrap();
    let j = judge(&pos, &[], finish, 20_000, &|| 0.0).unwrap();
    assert_eq!(j.verdict, Verdict::Best);
    assert_eq!(j.lost, 0.0);
    assert_eq!(j.best.moves[0], finish);
    for m in pos
        .legal_move_list()
        .iter()
        .filter(|&&m| m != finish)
        .take(4)
    {
        let j = judge(&pos, &[], *m, 20_000, &|| 0.0).unwrap();
        assert_eq!(j.verdict, Verdict::Blunder, "{}", pos.move_name(*m));
        assert!(!j.verdict.as_good_as_best());
    }
}

#[test]
fn the_engines_own_choice_is_best() {
    for options in [
        Options::default(),
        Options::with_players(Players::Three),
        Options::with_players(Players::Six),
    ] {
        let mut pos = Position::start(options).unwrap();
        let mut history = Vec::new();
        for ply in 0..24 {
            history.push(pos.clone());
            pos.play_unchecked(ai::greedy_move(&pos, ply).unwrap());
        }
        let a = analyse(
            &pos,
            &history,
            AnalysisLimits {
                lines: 1,
                max_depth: 30,
                max_nodes: 20_000,
            },
            &|| 0.0,
        );
        let best = a.lines[0].moves[0];
        let j = judge(&pos, &history, best, 20_000, &|| 0.0).unwrap();
        assert_eq!((j.verdict, j.lost), (Verdict::Best, 0.0), "{options}");
        assert!(j.verdict.as_good_as_best());
        assert_eq!(j.best.moves, j.played.moves);
    }
}

#[test]
fn a_step_back_when_a_long_hop_exists_is_at_least_an_inaccuracy() {
    // Seat 0 (army 3, heading up) can hop six rows forward; e7-f6 steps back.
    let pos = position("p2/0:b1-2.g3.i9.j3.j5.j8.k5.l10.m10/3:e7.f5.f7-8.g8.h8.i1.k9.p1-2/0");
    let back = pos.parse_move("e7-f6").unwrap();
    let j = judge(&pos, &[], back, 40_000, &|| 0.0).unwrap();
    assert!(j.verdict >= Verdict::Inaccuracy, "{j:?}");
    assert!(j.lost >= 1.0);
    assert!(!j.verdict.as_good_as_best());
    assert!(j.best.lead > j.played.lead);
}

/// Six players: a long hop while a straggler waits at home is no mistake (the search charges the
/// straggler at every move until it leaves, which the race does not lose), but a step back is.
/// Positions of a level-3 self-play game, where the review once called these six-row hops
/// blunders of five and seven moves.
#[test]
fn six_players_a_good_hop_that_leaves_a_straggler_is_no_mistake() {
    for (text, hop) in [
        ("p6/0:c1.e9.f6.g8.j8.l4.n1.n3-4.o2/1:f8.g7.h3.h6.h8.i8.j9.k2.m1.m7/2:e4.f5.g2.g6.g9.j2.k7.l5.l12.m12/3:b2.c2.d4.e6.i5.j7.l7-9.p1/4:e8.e10.f11.h4.i6.j5.k4.k8-9.l1/5:e7.f4.g5.j4.j6.j10.k5.l10.m6.m10/5", "k7-i1"),
        ("p6/0:c1.e9.f6.g8.j8.l4.n1.n4.o2.p1/1:f8.g7.h3.h6.h8.i8.j9.k2-3.m1/2:e4.f5.g2.g6.g9.i1.j2.l5.l12.m12/3:b2.c2.d4.e6.i5.j7.k7.l8-9.n3/4:e8.e10.f11.h4.i6.j5.k6.k8-9.l1/5:e7.f4.g5.j4.j6.j10.l10.m6.m9-10/5", "l5-f2"),
    ] {
        let pos = position(text);
        let me = pos.to_move();
        let m = pos.parse_move(hop).unwrap();
        let j = judge(&pos, &[], m, 20_000, &|| 0.0).unwrap();
        assert!(j.verdict <= Verdict::Inaccuracy, "{hop}: {j:?}");
        // The move that goes back the most.
        let back = pos
            .legal_move_list()
            .iter()
            .copied()
            .max_by_key(|&b| {
                let mut q = pos.clone();
                q.play_unchecked(b);
                ai::rows_to_go(&q, me)
            })
            .unwrap();
        let j = judge(&pos, &[], back, 20_000, &|| 0.0).unwrap();
        assert!(j.verdict >= Verdict::Inaccuracy, "{}: {j:?}", pos.move_name(back));
    }
}

#[test]
fn verdicts_and_accuracy_follow_the_documented_thresholds() {
    assert_eq!(Verdict::of(0.0), Verdict::Best);
    assert_eq!(Verdict::of(analysis::GOOD_BELOW - 0.01), Verdict::Good);
    assert_eq!(Verdict::of(analysis::GOOD_BELOW), Verdict::Inaccuracy);
    assert_eq!(Verdict::of(analysis::MISTAKE_FROM), Verdict::Mistake);
    assert_eq!(Verdict::of(analysis::BLUNDER_FROM), Verdict::Blunder);
    for v in Verdict::ALL {
        assert_eq!(Verdict::from_name(v.name()), Some(v));
    }
    assert_eq!(
        analysis::accuracy([0.5]).map(|a| (a * 10.0).round()),
        Some(707.0)
    );
    assert_eq!(analysis::accuracy([2.0, 0.0]), Some(62.5));
}

#[test]
fn the_analysis_searches_as_the_strongest_level_plays_at_every_player_count() {
    // Hints are the strongest level's move; the analysis's best move must be the same search's
    // choice at the same depth (on a crowded board: its crowded-board style, not another; with
    // no budget to spend, the level does not sample its best moves).
    for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
        let mut pos = Position::start(Options::with_players(players)).unwrap();
        let mut history = Vec::new();
        for ply in 0..18 {
            history.push(pos.clone());
            pos.play_unchecked(ai::greedy_move(&pos, ply).unwrap());
        }
        let depth = 2;
        let a = analyse(
            &pos,
            &history,
            AnalysisLimits {
                lines: 1,
                max_depth: depth,
                max_nodes: u64::MAX,
            },
            &|| 0.0,
        );
        let keys: Vec<u64> = history.iter().map(ai::position_key).collect();
        let plies = if players == Players::Two {
            depth
        } else {
            2 * depth
        };
        let limits = ai::Limits {
            max_depth: plies,
            max_nodes: u64::MAX,
            time_ms: f64::INFINITY,
            stall: ai::stall_turns(&history, &pos),
            ..ai::Level::STRONGEST.limits()
        };
        let played = ai::search(&pos, &keys, limits, &|| 0.0).best;
        assert_eq!(Some(a.lines[0].moves[0]), played, "{players:?}");
    }
}

/// One lead: the side to move's lead in an analysis is its best line's (what the headline says
/// is what the first best move says), and with two players the other side's is its opposite —
/// at the start, in a middle game and near the end, at two and three players.
#[test]
fn the_headline_lead_is_the_best_moves_lead() {
    let texts = [
        "p2/0:b1-2.g3.i9.j3.j5.j8.k5.l10.m10/3:e7.f5.f7-8.g8.h8.i1.k9.p1-2/0",
        "p2/0:l5.l7-9.m10.n4.o1-2.p2.q1/3:a1.b1-2.c1-3.d1-2.d4.e7/0",
    ];
    let mut positions: Vec<Position> = texts.iter().map(|t| position(t)).collect();
    positions.push(Position::start(Options::default()).unwrap());
    positions.push(Position::start(Options::with_players(Players::Three)).unwrap());
    for pos in &positions {
        let limits = AnalysisLimits {
            lines: 3,
            max_depth: 2,
            max_nodes: 400_000,
        };
        let a = analyse(pos, &[], limits, &|| 0.0);
        let root = pos.to_move().index();
        let best = a.lines[0].lead;
        assert_eq!(a.lead[root], best, "{pos}: {:?} / {:?}", a.lead, a.lines);
        if pos.seating().seat_count() == 2 {
            assert_eq!(a.lead[1 - root], -best, "{pos}: {:?}", a.lead);
        }
        // The other seats are measured against the same race.
        assert!(a.lead.iter().all(|l| l.is_finite()), "{pos}: {:?}", a.lead);
    }
}
