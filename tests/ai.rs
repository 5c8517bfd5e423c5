//! Tests of the computer opponent (fixed depths and node budgets only: no
//! wall-clock assertions). Run: `cargo test --release --test ai`.

use std::cell::Cell as StdCell;

mod common;

use common::bench::playout;
use common::worker_move;
use sternhalma::ai::wire::RequestError;
use sternhalma::ai::{self, Level, Limits, Sampling};
use sternhalma::engine::{
    AntiSpoiling, BoardSize, End, Geometry, Options, Players, Position, Resting, Scoring, Seat,
    Setup, Triangle, Unused,
};
use sternhalma::tools::SplitMix64;

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
            size: BoardSize::Five,
            ..d
        },
        Options {
            size: BoardSize::Six,
            players: Players::Three,
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
            players: Players::Four,
            unused: Unused::Filled,
            ..d
        },
        Options {
            resting: Resting::Anywhere,
            ..d
        },
        Options {
            resting: Resting::Bga,
            players: Players::Three,
            ..d
        },
        Options {
            anti_spoiling: AntiSpoiling::None,
            ..d
        },
        Options {
            anti_spoiling: AntiSpoiling::FillAvailable,
            players: Players::Four,
            ..d
        },
        Options {
            scoring: Scoring::Bga,
            ..d
        },
        Options {
            end: End::PlayOn,
            players: Players::Three,
            ..d
        },
    ]
}

/// A clock that advances 40 ms per reading.
fn ticking() -> impl Fn() -> f64 {
    let t = StdCell::new(0.0);
    move || {
        t.set(t.get() + 40.0);
        t.get()
    }
}

#[test]
fn legal_moves_in_varied_positions() {
    let mut rng = SplitMix64::new(7);
    for options in option_sets() {
        let start = Position::start(options).expect("valid options");
        for plies in [0, 9, 40, 120] {
            let mut pos = start.clone();
            playout(&mut pos, plies, &mut rng);
            if pos.is_over() {
                assert_eq!(ai::search(&pos, &[], Limits::depth(2), &|| 0.0).best, None);
                continue;
            }
            let info = ai::search(&pos, &[], Limits::nodes(3_000), &|| 0.0);
            match info.best {
                Some(m) => assert!(pos.is_legal(m), "{options:?} {pos}: illegal {m:?}"),
                None => assert!(pos.must_pass(), "{options:?} {pos}: no move but not a pass"),
            }
            for level in [Level::BEGINNER, Level::STRONGEST] {
                let m = ai::choose_move(&pos, &[], level, &ticking());
                assert_eq!(m.is_some(), !pos.must_pass());
                assert!(m.is_none_or(|m| pos.is_legal(m)));
            }
            if let Some(m) = ai::greedy_move(&pos, 3) {
                assert!(pos.is_legal(m));
            }
        }
    }
}

#[test]
fn fixed_limits_are_reproducible() {
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let a = ai::search(&pos, &[], Limits::nodes(5_000), &|| 0.0);
    let b = ai::search(&pos, &[], Limits::nodes(5_000), &|| 0.0);
    assert_eq!(a.best, b.best);
    assert_eq!(a.nodes, b.nodes);
    // With three players a depth counts our own moves: three plies are two of them.
    let d = ai::search(&pos, &[], Limits::depth(3), &|| 0.0);
    assert_eq!(d.depth, 2);
    let two = Position::start(Options::default()).unwrap();
    assert_eq!(ai::search(&two, &[], Limits::depth(3), &|| 0.0).depth, 3);
}

#[test]
fn levels() {
    assert_eq!(Level::new(0), None);
    assert_eq!(Level::new(7), None);
    for (i, level) in Level::ALL.into_iter().enumerate() {
        assert_eq!(Level::new(i as u8 + 1), Some(level));
        assert_eq!(level.get(), i as u8 + 1);
        assert_eq!(level.to_string(), (i + 1).to_string());
    }
    let budgets: Vec<f64> = Level::ALL.iter().map(|l| l.budget_ms()).collect();
    // Budgets and depth caps never shrink going up (levels 3 and 4 share a budget: level 4's
    // mistakes are fewer).
    assert!(budgets.windows(2).all(|w| w[0] <= w[1]));
    let depths: Vec<u32> = Level::ALL.iter().map(|l| l.max_depth()).collect();
    assert!(depths.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(Level::STRONGEST, *Level::ALL.last().unwrap());
    assert_eq!(Level::STRONGEST.budget_ms(), 1000.0);
    assert_eq!(
        Level::ALL.map(Level::name),
        ["beginner", "casual", "club", "advanced", "strong", "master"]
    );
    assert!(Level::ALL.iter().all(|l| l.number() == l.get()));
    // A clock that jumps past the budget stops the search with a legal move.
    let pos = Position::start(Options::default()).unwrap();
    let t = StdCell::new(0.0);
    let clock = || {
        t.set(t.get() + 400.0);
        t.get()
    };
    let m = ai::choose_move(&pos, &[], Level::STRONGEST, &clock).unwrap();
    assert!(pos.is_legal(m));
}

/// A two-player position where the full search's move at depth 1 is a hop chain of at least
/// three hops (it ends six holes or more from where it starts), found by a fixed playout.
fn long_ladder() -> (Position, sternhalma::engine::Move) {
    let mut rng = SplitMix64::new(5);
    for _ in 0..200 {
        let mut pos = Position::start(Options::default()).unwrap();
        playout(&mut pos, 16 + rng.below(30), &mut rng);
        if pos.is_over() {
            continue;
        }
        let m = ai::search(&pos, &[], Limits::depth(1), &|| 0.0)
            .best
            .unwrap();
        let geo = pos.geometry();
        if m.is_hop() && geo.hex(m.from).distance(geo.hex(m.to)) >= 6 {
            return (pos, m);
        }
    }
    panic!("no position with a long ladder");
}

#[test]
fn the_beginner_misses_some_long_ladders_but_not_all() {
    let (pos, ladder) = long_ladder();
    let mut seen = 0;
    for seed in 0..40 {
        let limits = Limits {
            seed,
            ..Level::BEGINNER.node_limits(20)
        };
        let m = ai::search(&pos, &[], limits, &|| 0.0).best.unwrap();
        assert!(pos.is_legal(m));
        // The same seed, the same choice.
        assert_eq!(ai::search(&pos, &[], limits, &|| 0.0).best, Some(m));
        seen += usize::from(m == ladder);
    }
    // Seen with a chance of at most 35% for each hop beyond the first.
    assert!(
        seen > 0 && seen < 20,
        "the ladder was played {seen} times of 40"
    );
    // Without mistakes, one ply sees it every time.
    let full = Limits {
        seed: 3,
        ..Limits::depth(1)
    };
    assert_eq!(ai::search(&pos, &[], full, &|| 0.0).best, Some(ladder));
}

/// The solo race position: the other army idles in a side triangle.
fn solo_start() -> Position {
    let mut setup = Setup::start(Options::default());
    setup.armies[Triangle::TOP] = Geometry::get(BoardSize::Four).triangle(Triangle::LOWER_RIGHT);
    setup.validate().unwrap()
}

#[test]
fn solo_race_finishes_quickly_without_being_told() {
    // A normal search: it sees in the game's history that the other army passes.
    let mut pos = solo_start();
    let mut history = vec![ai::position_key(&pos)];
    let mut moves = 0;
    while !pos.is_over() {
        let m = ai::search(&pos, &history, Limits::nodes(20_000), &|| 0.0)
            .best
            .expect("a move");
        pos.play(m).unwrap();
        history.push(ai::position_key(&pos));
        moves += 1;
        if !pos.is_over() {
            pos.pass_unchecked();
            history.push(ai::position_key(&pos));
        }
        assert!(moves <= 36, "solo race too slow");
    }
    assert!(pos.is_seat_home(Seat::FIRST));
    eprintln!("solo race: {moves} moves");
}

fn play_game(options: Options, ai_seat: Seat, nodes: u64, max_plies: usize) -> Position {
    let mut pos = Position::start(options).unwrap();
    let mut history = vec![ai::position_key(&pos)];
    let mut plies = 0;
    while !pos.is_over() && plies < max_plies {
        let m = if pos.to_move() == ai_seat {
            ai::search(&pos, &history, Limits::nodes(nodes), &|| 0.0).best
        } else {
            ai::greedy_move(&pos, plies as u64)
        };
        play_or_pass(&mut pos, m, &mut history);
        plies += 1;
    }
    pos
}

#[test]
fn beats_greedy_from_both_seats() {
    for seat in [0, 1] {
        let seat = Seat::new(seat).unwrap();
        let pos = play_game(Options::default(), seat, 4_000, 400);
        assert!(pos.is_over(), "game not finished");
        assert_eq!(pos.ranking().place(seat), Some(1), "lost from seat {seat}");
    }
}

#[test]
fn three_players_finish() {
    let pos = play_game(
        Options::with_players(Players::Three),
        Seat::FIRST,
        1_500,
        900,
    );
    assert!(pos.is_over(), "game not finished");
    assert_eq!(pos.ranking().place(Seat::FIRST), Some(1));
}

#[test]
fn never_recreates_a_position_of_the_game() {
    let mut rng = SplitMix64::new(11);
    for options in [Options::default(), Options::with_players(Players::Three)] {
        let mut pos = Position::start(options).unwrap();
        playout(&mut pos, 30, &mut rng);
        let moves = pos.legal_move_list();
        // Every child but the worst-looking one is "already seen".
        let keep = *moves.last().unwrap();
        let history: Vec<u64> = moves
            .iter()
            .filter(|&&m| m != keep)
            .map(|&m| {
                let mut p = pos.clone();
                p.play(m).unwrap();
                ai::position_key(&p)
            })
            .collect();
        for limits in [Limits::depth(1), Limits::depth(3), Limits::nodes(5_000)] {
            assert_eq!(ai::search(&pos, &history, limits, &|| 0.0).best, Some(keep));
        }
    }
}

#[test]
fn self_play_never_repeats_a_position() {
    // Two AIs against each other: no position occurs three times.
    let mut pos = Position::start(Options::default()).unwrap();
    let mut history = vec![ai::position_key(&pos)];
    while !pos.is_over() && history.len() < 300 {
        let m = ai::search(&pos, &history, Limits::nodes(1_500), &|| 0.0)
            .best
            .unwrap();
        pos.play(m).unwrap();
        let k = ai::position_key(&pos);
        assert!(
            !history.contains(&k),
            "position repeated at ply {}",
            history.len()
        );
        history.push(k);
    }
    assert!(pos.is_over(), "self-play did not finish");
}

#[test]
fn the_worker_answers_a_move_request_or_says_why_not() {
    let clock = ticking();
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let text = pos.to_string();
    let history = vec![text.clone(), "garbage".to_string()];
    for level in Level::ALL {
        let answer = worker_move(&text, level.get(), &history, &clock).expect("a move");
        assert!(pos.is_legal(answer), "{answer:?} is not legal");
    }
    let refused = |position: &str, level: u8| worker_move(position, level, &[], &clock);
    assert_eq!(refused(&text, 0), Err(RequestError::BadLevel));
    assert_eq!(refused(&text, 7), Err(RequestError::BadLevel));
    assert_eq!(
        refused("", 2),
        Err(RequestError::Malformed),
        "no position: no request"
    );
    assert_eq!(refused("p2/0:a1/0", 2), Err(RequestError::InvalidPosition));
    assert_eq!(
        refused(&"x".repeat(100_000), 2),
        Err(RequestError::BadPosition)
    );
    assert_eq!(refused("p7/zz", 2), Err(RequestError::BadPosition));
}

#[test]
fn wins_under_rule_variants() {
    let d = Options::default();
    for options in [
        Options {
            anti_spoiling: AntiSpoiling::None,
            ..d
        },
        Options {
            anti_spoiling: AntiSpoiling::FillAvailable,
            ..d
        },
        Options {
            resting: Resting::Bga,
            ..d
        },
        Options {
            resting: Resting::Anywhere,
            ..d
        },
        Options {
            size: BoardSize::Five,
            ..d
        },
        Options {
            multiple_sets: true,
            ..d
        },
        Options {
            scoring: Scoring::Bga,
            ..d
        },
    ] {
        let pos = play_game(options, Seat::new(1).unwrap(), 2_000, 600);
        assert!(pos.is_over(), "{options:?}: game not finished");
        assert_eq!(
            pos.ranking().place(Seat::new(1).unwrap()),
            Some(1),
            "{options:?}: lost"
        );
    }
}

/// Plays a game of computers only (every seat at `level` with `nodes_per_ms`
/// nodes per millisecond of its budget; the mistakes' seed and a history of the
/// last `history_cap` positions as in the browser). Returns the final
/// position and the plies played (at most `max_plies`).
fn self_play(
    options: Options,
    level: Level,
    nodes_per_ms: u64,
    history_cap: usize,
    max_plies: usize,
) -> (Position, usize) {
    let mut pos = Position::start(options).unwrap();
    let mut history = vec![ai::position_key(&pos)];
    let mut earlier: Vec<Position> = Vec::new();
    let mut plies = 0;
    while !pos.is_over() && plies < max_plies {
        let recent = &history[history.len().saturating_sub(history_cap)..];
        let mut limits = level.node_limits(nodes_per_ms);
        limits.seed = ai::position_key(&pos) ^ recent.len() as u64;
        limits.stall = ai::stall_turns(&earlier[earlier.len().saturating_sub(history_cap)..], &pos);
        let m = ai::search(&pos, recent, limits, &|| 0.0).best;
        earlier.push(pos.clone());
        play_or_pass(&mut pos, m, &mut history);
        plies += 1;
    }
    (pos, plies)
}

#[test]
fn computer_only_games_finish() {
    let d = Options::default();
    let six_teams = Options {
        players: Players::Six,
        teams: true,
        ..d
    };
    let games = [
        // The reported hang: level 2, teams, the browser's 16 positions of history.
        (
            "6 players teams, short history",
            six_teams,
            Level::CASUAL,
            16,
        ),
        ("6 players teams", six_teams, Level::CASUAL, 240),
        ("6 players teams level 1", six_teams, Level::BEGINNER, 240),
        (
            "6 players",
            Options::with_players(Players::Six),
            Level::CASUAL,
            240,
        ),
        (
            "4 players",
            Options::with_players(Players::Four),
            Level::CASUAL,
            240,
        ),
        (
            "3 players multiple sets",
            Options {
                players: Players::Three,
                multiple_sets: true,
                ..d
            },
            Level::CASUAL,
            240,
        ),
        // Each side parked a peg in the other's goal and waited for ever.
        (
            "2 players multiple sets",
            Options {
                multiple_sets: true,
                ..d
            },
            Level::CASUAL,
            240,
        ),
        (
            "2 players filled triangles BGA resting",
            Options {
                unused: Unused::Filled,
                resting: Resting::Bga,
                ..d
            },
            Level::BEGINNER,
            240,
        ),
        // Two armies of 21 jammed in the middle of the big board shuffled sideways for ever.
        (
            "253 holes, 2 players",
            Options {
                size: BoardSize::Six,
                ..d
            },
            Level::CASUAL,
            240,
        ),
        (
            "4 players fill what is available",
            Options {
                players: Players::Four,
                anti_spoiling: AntiSpoiling::FillAvailable,
                ..d
            },
            Level::CASUAL,
            240,
        ),
    ];
    for (name, options, level, history_cap) in games {
        let (pos, plies) = self_play(options, level, 4, history_cap, 1_000);
        assert!(
            pos.is_over(),
            "{name}: not finished after {plies} plies: {pos}"
        );
        eprintln!("{name}: finished in {plies} plies");
    }
}

#[test]
fn every_level_finishes_with_two_and_six_players() {
    for options in [Options::default(), Options::with_players(Players::Six)] {
        for level in Level::ALL {
            let (pos, plies) = self_play(options, level, 2, 240, 1_200);
            assert!(
                pos.is_over(),
                "level {level}, {} players: not finished after {plies} plies: {pos}",
                options.players.count()
            );
        }
    }
}

/// Plays `m`, or passes when the player had no move, and records the new position's key.
fn play_or_pass(pos: &mut Position, m: Option<sternhalma::engine::Move>, history: &mut Vec<u64>) {
    match m {
        Some(m) => pos.play(m).unwrap(),
        None => pos.pass().unwrap(),
    };
    history.push(ai::position_key(pos));
}

#[test]
fn stall_turns_count_own_turns_without_progress() {
    let start = Position::start(Options::default()).unwrap();
    let seat = start.to_move();
    assert_eq!(ai::stall_turns(&[], &start), 0);
    // The same position earlier: one turn without progress.
    assert_eq!(ai::stall_turns(std::slice::from_ref(&start), &start), 1);
    // Both sides advance: the mover has gained ground since the start.
    let mut later = start.clone();
    for _ in 0..2 {
        let m = ai::greedy_move(&later, 1).unwrap();
        later.play(m).unwrap();
    }
    assert_eq!(later.to_move(), seat);
    assert!(ai::rows_to_go(&later, seat) < ai::rows_to_go(&start, seat));
    let mut between = start.clone();
    between.play(ai::greedy_move(&between, 1).unwrap()).unwrap();
    assert_eq!(
        ai::stall_turns(&[start.clone(), between.clone()], &later),
        0
    );
    // Positions of the other side do not count; equal ones of the mover do.
    assert_eq!(
        ai::stall_turns(&[start, later.clone(), between, later.clone()], &later),
        2
    );
}

#[test]
fn stall_count_is_not_reset_by_shuffling() {
    // Our peg goes d3-c2 (a row deeper into the goal) and back, the opponent n1-n2 and back:
    // gaining the row back each time is no progress past the best state reached.
    let mut pos = "p2/0:c1.d2.n1.n3.o1-3.p1-2.q1/3:a1.b1.c3.d1.d3.e5-7.f5.f7/0"
        .parse::<Setup>()
        .unwrap()
        .validate()
        .unwrap();
    let mut earlier = Vec::new();
    let mut counts = Vec::new();
    for (ours, theirs) in [("d3-c2", "n1-n2"), ("c2-d3", "n2-n1")]
        .into_iter()
        .cycle()
        .take(6)
    {
        counts.push(ai::stall_turns(&earlier, &pos));
        for m in [ours, theirs] {
            earlier.push(pos.clone());
            let m = pos.parse_move(m).unwrap();
            pos.play(m).unwrap();
        }
    }
    counts.push(ai::stall_turns(&earlier, &pos));
    assert_eq!(counts, [0, 0, 1, 2, 3, 4, 5]);
}

/// A position of `players` after `plies` plies of greedy play (seeded ties).
fn greedy_game(players: Players, plies: usize) -> Position {
    let mut pos = Position::start(Options::with_players(players)).unwrap();
    for i in 0..plies {
        match ai::greedy_move(&pos, i as u64) {
            Some(m) => pos.play(m).unwrap(),
            None => pos.pass().unwrap(),
        };
    }
    pos
}

/// Level 6's limits at `nodes_per_ms` with the alpha-beta search and its samples against two
/// or more moving opponents (as level 6 played there before the tree search).
fn sampling_master(nodes_per_ms: Option<u64>) -> Limits {
    let mut limits = match nodes_per_ms {
        Some(n) => Level::MASTER.node_limits(n),
        None => Level::MASTER.limits(),
    };
    let sample = Sampling::Best {
        moves: 3,
        rounds: 4,
    };
    limits.styles.many.sampling = sample;
    limits.styles.crowd.sampling = sample;
    limits
}

#[test]
fn many_player_sampling_spends_the_second_half_of_the_budget() {
    // A sampling style against two or more opponents that move searches with half its budget,
    // then samples the search's best moves with the rest: a legal move, the budget kept to
    // within one sample, the same move for the same limits, and now and then another move than
    // the search alone plays.
    let mut changed = 0;
    for (players, plies) in [6, 30, 60, 90, 120, 150]
        .map(|p| (Players::Six, p))
        .into_iter()
        .chain([(Players::Three, 9), (Players::Three, 45)])
    {
        let pos = greedy_game(players, plies);
        let limits = sampling_master(Some(20));
        let a = ai::search(&pos, &[], limits, &|| 0.0);
        let m = a.best.expect("a move");
        assert!(pos.is_legal(m), "{players:?} after {plies} plies: {m:?}");
        assert!(
            a.nodes >= limits.max_nodes * 9 / 10 && a.nodes <= limits.max_nodes + 200,
            "{players:?} after {plies} plies: {} nodes of {}",
            a.nodes,
            limits.max_nodes
        );
        assert_eq!(ai::search(&pos, &[], limits, &|| 0.0).best, a.best);
        let mut alone = limits;
        alone.styles.many.sampling = Sampling::Off;
        alone.styles.crowd.sampling = Sampling::Off;
        changed += usize::from(ai::search(&pos, &[], alone, &|| 0.0).best != a.best);
    }
    assert!(changed > 0, "sampling never changed the search's move");
}

#[test]
fn sampling_stops_on_time() {
    // With the browser's time budget (no node budget) the samples and the tree search watch the
    // clock.
    let pos = greedy_game(Players::Six, 40);
    let clock = StdCell::new(0.0);
    let tick = || {
        clock.set(clock.get() + 0.05);
        clock.get()
    };
    for limits in [sampling_master(None), Level::MASTER.limits()] {
        let info = ai::search(&pos, &[], limits, &tick);
        assert!(info.best.is_some_and(|m| pos.is_legal(m)));
        assert!(
            info.elapsed_ms <= Level::MASTER.budget_ms() + 1.0,
            "{info:?}"
        );
    }
}
