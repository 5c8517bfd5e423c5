//! Property tests over seeded random playouts, for every option combination
//! family, board size and player count:
//!
//! - the generated moves are distinct, each is legal by `is_legal`, plays,
//!   and undo restores the position exactly;
//! - they are exactly the moves of an independent, naive generator written
//!   from the rule text (depth-first over hop paths, `tests/common`);
//! - `is_legal` accepts a random from/to/kind exactly when it is generated;
//! - peg counts are conserved and the pegs never overlap;
//! - animation paths are valid chains, locked ones inside the goal;
//! - position and move notation round-trip;
//! - the position parser never panics on random or mangled input.

use std::collections::BTreeSet;

mod common;

use sternhalma::engine::{
    AntiSpoiling, BoardSize, Cell, CellSet, Direction, Game, Move, MoveKind, MoveList, Options,
    Pegs, Players, Position, Resting, Setup, Status, Triangle,
};
use sternhalma::tools::SplitMix64;

fn check_invariants(pos: &Position) {
    let geo = pos.geometry();
    let mut all = pos.inert();
    for t in Triangle::ALL {
        let pegs = pos.army(t);
        assert_eq!(
            pos.start_area(t),
            common::naive_area(pos, t),
            "start area of {t}"
        );
        if pos.seating().owner(t).is_some() {
            assert_eq!(
                pegs.len(),
                common::naive_area(pos, t).len(),
                "army {t} count"
            );
        } else {
            assert!(pegs.is_empty());
        }
        assert!(!pegs.intersects(all), "overlap");
        assert!(pegs.is_subset(geo.all()));
        all |= pegs;
    }
    assert_eq!(all, pos.occupied());
}

fn check_path(pos: &Position, m: Move) {
    let geo = pos.geometry();
    let path = pos.path(m).expect("legal move has a path");
    assert_eq!(path.first(), Some(&m.from));
    assert_eq!(path.last(), Some(&m.to));
    if m.is_step() {
        assert_eq!(path.len(), 2);
        assert_eq!(geo.hex(m.from).distance(geo.hex(m.to)), 1);
        return;
    }
    let mut seen = CellSet::EMPTY;
    for w in path.windows(2) {
        let (a, b) = (geo.hex(w[0]), geo.hex(w[1]));
        assert_eq!(a.distance(b), 2, "hop length");
        let mid = Direction::ALL
            .into_iter()
            .find(|d| a + d.delta() * 2 == b)
            .and_then(|d| geo.neighbor(w[0], d))
            .expect("straight hop");
        assert!(
            pos.occupied().contains(mid) && mid != m.from,
            "hop over a peg"
        );
        assert!(seen.insert(w[0]), "no revisit");
    }
    if let MoveKind::HopSwap { back } = m.kind {
        assert_eq!(path[path.len() - 2], back);
    }
    // Lock-in: a locked chain lands only in the goal (from the start when the peg begins
    // there; with strict lock-in also from its first landing there).
    let army = pos.army_at(m.from).expect("a peg moves");
    let goal = pos.goal_area(army);
    let lock_in = pos.options().lock_in;
    let mut locked = lock_in.at_start() && goal.contains(m.from);
    for &c in &path[1..] {
        assert!(!locked || goal.contains(c), "{pos}: {m:?} leaves its goal");
        locked |= lock_in.in_chain() && goal.contains(c);
    }
}

fn random_move(rng: &mut SplitMix64, len: usize) -> Move {
    let c = |rng: &mut SplitMix64| Cell::new(rng.below(len + 3) as u8);
    let from = c(rng);
    let to = c(rng);
    let kind = match rng.below(4) {
        0 => MoveKind::Step,
        1 => MoveKind::Hop,
        2 => MoveKind::StepSwap,
        _ => MoveKind::HopSwap { back: c(rng) },
    };
    Move { from, to, kind }
}

#[derive(Default, Debug)]
struct Stats {
    swaps: usize,
    hop_swaps: usize,
    passes: usize,
    ends: usize,
    moves: usize,
}

fn playout(seed: u64, options: Options, plies: usize, deep_every: usize, stats: &mut Stats) {
    let mut rng = SplitMix64::new(seed);
    let first = options.players.toss(rng.next_u64());
    let mut pos = Position::start_with_first(options, first).expect("valid options");
    let mut moves = MoveList::new();
    for ply in 0..plies {
        check_invariants(&pos);
        pos.legal_moves(&mut moves);
        let set: BTreeSet<Move> = moves.iter().copied().collect();
        stats.moves += moves.len();
        stats.swaps += moves.iter().filter(|m| m.is_swap()).count();
        stats.hop_swaps += moves
            .iter()
            .filter(|m| matches!(m.kind, MoveKind::HopSwap { back } if back != m.from))
            .count();
        assert_eq!(set.len(), moves.len(), "duplicate moves in {pos}");
        let deep = ply % deep_every == 0;
        if deep {
            assert_eq!(
                set,
                common::naive_moves(&pos),
                "generator differs from the naive one in {pos}"
            );
            let text = pos.to_string();
            let back = text
                .parse::<Setup>()
                .expect("canonical text parses")
                .validate()
                .expect("valid");
            assert_eq!(back, pos, "{text}");
            assert_eq!(back.to_string(), text);
            for &m in moves.iter() {
                assert!(pos.is_legal(m));
                assert_eq!(
                    pos.parse_move(&pos.move_name(m)),
                    Ok(m),
                    "{}",
                    pos.move_name(m)
                );
                check_path(&pos, m);
                let mut p = pos.clone();
                let undo = p.play(m).expect("legal");
                check_invariants(&p);
                if let Some(back) = m.swap_back() {
                    assert!(p.occupied().contains(back));
                }
                p.undo(undo);
                assert_eq!(p, pos);
                assert_eq!(p.occupied(), pos.occupied());
            }
            for _ in 0..50 {
                let m = random_move(&mut rng, pos.geometry().len());
                assert_eq!(pos.is_legal(m), set.contains(&m), "{m:?} in {pos}");
            }
        }
        if pos.is_over() {
            stats.ends += 1;
            assert!(moves.is_empty());
            assert!(matches!(pos.status(), Status::Finished { .. }));
            return;
        }
        if moves.is_empty() {
            assert!(pos.must_pass());
            stats.passes += 1;
            let before = pos.clone();
            let undo = pos.pass().expect("pass");
            if deep {
                let mut p = pos.clone();
                p.undo(undo);
                assert_eq!(p, before);
            }
            continue;
        }
        assert!(pos.pass().is_err());
        // Mostly forward moves, so that games reach their goals and ends.
        let geo = pos.geometry();
        let gain = |m: &Move| {
            let t = pos.army_at(m.from).expect("own peg");
            geo.progress(t, m.to) - geo.progress(t, m.from)
        };
        let m = if rng.below(3) != 0 {
            let best = moves.iter().map(gain).max().unwrap_or(0);
            let top: Vec<Move> = moves.iter().filter(|m| gain(m) == best).copied().collect();
            top[rng.below(top.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        let before = pos.clone();
        let undo = pos.play(m).expect("generated move plays");
        let mut p = pos.clone();
        p.undo(undo);
        assert_eq!(p, before);
    }
}

#[test]
fn random_playouts_all_options() {
    let mut rng = SplitMix64::new(0xC0FFEE);
    let mut stats = Stats::default();
    // Long enough for armies to reach their goals (swaps, ends); a lighter
    // load in unoptimized builds.
    let (games, every) = if cfg!(debug_assertions) {
        (20, 12)
    } else {
        (80, 1)
    };
    let mut options_rng = common::Rng::new(0xC0FFEE);
    for i in 0..games {
        let options = common::random_options(&mut options_rng);
        playout(rng.next_u64(), options, 400, every + i % 4, &mut stats);
    }
    eprintln!("{stats:?}");
    assert!(
        stats.swaps > 0 && stats.hop_swaps > 0 && stats.ends > 0,
        "{stats:?}"
    );
}

#[test]
fn random_playouts_every_player_count_and_size() {
    let mut seed = 1;
    for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
        for size in BoardSize::ALL {
            for options in [
                Options {
                    size,
                    ..Options::with_players(players)
                },
                Options {
                    size,
                    ..Options::unrestricted(players)
                },
            ] {
                seed += 1;
                playout(seed, options, 60, 5, &mut Stats::default());
            }
        }
    }
}

#[test]
fn fifteen_peg_playouts_reach_the_end_under_every_rule() {
    let mut stats = Stats::default();
    let mut seed = 150;
    for anti_spoiling in [
        AntiSpoiling::Swap,
        AntiSpoiling::FillAvailable,
        AntiSpoiling::None,
    ] {
        for resting in [Resting::PassThrough, Resting::Anywhere, Resting::Bga] {
            let options = Options {
                pegs: Pegs::Fifteen,
                anti_spoiling,
                resting,
                unused: if seed % 2 == 0 {
                    sternhalma::engine::Unused::Filled
                } else {
                    sternhalma::engine::Unused::Empty
                },
                ..Options::default()
            };
            seed += 1;
            playout(seed, options, 500, 7, &mut stats);
        }
    }
    eprintln!("{stats:?}");
    assert!(stats.ends >= 3 && stats.swaps > 0, "{stats:?}");
}

#[test]
fn long_games_reach_the_end() {
    // Greedy playouts of the default 2-player game end (or pass out) and the
    // game record agrees with the position.
    let mut finished = 0;
    for seed in 0..6u64 {
        let mut rng = SplitMix64::new(seed);
        let options = Options {
            anti_spoiling: [
                AntiSpoiling::Swap,
                AntiSpoiling::FillAvailable,
                AntiSpoiling::None,
            ][seed as usize % 3],
            ..Options::default()
        };
        let mut game = Game::new(Position::start(options).unwrap());
        for _ in 0..3000 {
            let pos = game.position();
            if pos.is_over() {
                break;
            }
            let moves = pos.legal_move_list();
            let geo = pos.geometry();
            let gain = |m: &Move| {
                let t = pos.army_at(m.from).unwrap();
                geo.progress(t, m.to) - geo.progress(t, m.from)
            };
            let best = moves.iter().map(gain).max().unwrap();
            let top: Vec<Move> = moves.iter().filter(|m| gain(m) == best).copied().collect();
            let m = if rng.below(10) == 0 {
                moves[rng.below(moves.len())]
            } else {
                top[rng.below(top.len())]
            };
            game.play(m).unwrap();
        }
        if let Status::Finished { ranking } = game.status() {
            finished += 1;
            let winners = ranking.winners();
            assert!(!winners.is_empty());
            if !game.finishing_order().is_empty() {
                assert_eq!(winners[0], game.finishing_order()[0]);
            }
        }
        // replaying the recorded moves gives the same game
        let replay = Game::replay(game.start().clone(), game.moves()).unwrap();
        assert_eq!(replay.position(), game.position());
    }
    assert!(finished >= 3, "only {finished} of 6 greedy games finished");
}

#[test]
fn parser_never_panics() {
    let mut rng = SplitMix64::new(42);
    let alphabet: Vec<char> = "pnx0123456789abcdefghijklmnopqrstuvwyz-.:/ ~_,PXé\u{0}\n"
        .chars()
        .collect();
    let mut samples: Vec<String> = Vec::new();
    for options in [
        Options::default(),
        Options {
            size: BoardSize::Six,
            ..Options::with_players(Players::Six)
        },
        Options {
            multiple_sets: true,
            ..Options::with_players(Players::Three)
        },
    ] {
        let mut pos = Position::start(options).unwrap();
        common::bench::playout(&mut pos, 40, &mut rng);
        samples.push(pos.to_string());
    }
    for _ in 0..20_000 {
        let s: String = match rng.below(4) {
            0 => (0..rng.below(60))
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect(),
            1 => {
                let base = &samples[rng.below(samples.len())];
                let cut = rng.below(base.len() + 1);
                base[..cut].to_string()
            }
            _ => {
                let base: Vec<char> = samples[rng.below(samples.len())].chars().collect();
                let mut v = base.clone();
                for _ in 0..1 + rng.below(3) {
                    let i = rng.below(v.len());
                    match rng.below(3) {
                        0 => v[i] = alphabet[rng.below(alphabet.len())],
                        1 => {
                            v.remove(i);
                        }
                        _ => v.insert(i, alphabet[rng.below(alphabet.len())]),
                    }
                }
                v.into_iter().collect()
            }
        };
        if let Ok(setup) = s.parse::<Setup>() {
            // Whatever parses writes back canonically and parses to the same.
            let text = setup.to_string();
            assert_eq!(
                text.parse::<Setup>().as_ref(),
                Ok(&setup),
                "{s:?} -> {text:?}"
            );
            if let Ok(pos) = setup.validate() {
                let _ = pos.legal_move_list();
                let _ = pos.status();
            }
        }
        let pos = Position::start(Options::default()).unwrap();
        let _ = pos.parse_move(&s);
    }
}
