//! Long games as links, committed under `tests/fixtures/` for the browser's tests and benchmark
//! (`tests/e2e/long-games.test.mjs`, `scripts/bench-browser.mjs`), which cannot make them.
//!
//! Each fixture is a seeded random game written by this build; this test plays the same game
//! again and checks that the file holds exactly its link, and that the link reads back as that
//! game. `STERNHALMA_WRITE_FIXTURES=1 cargo test --test long_games` rewrites the files.

use std::path::PathBuf;

use sternhalma::app::link::{decode, encode_game, Link};
use sternhalma::app::state::default_seats;
use sternhalma::engine::{BoardSize, Game, Options, Players, Position};
use sternhalma::tools::SplitMix64;

/// A random game of `moves` moves (passes not counted) under `options`, that never ends: a move
/// that would end it is replaced by another one.
fn random_game(options: Options, moves: usize, seed: u64) -> Game {
    let mut game = Game::new(Position::start(options).expect("valid options"));
    let mut rng = SplitMix64::new(seed);
    while game.moves_played() < moves {
        let mut list = game.position().legal_move_list().into_vec();
        assert!(!list.is_empty(), "the seat to move has a move");
        loop {
            let m = list.swap_remove(rng.below(list.len()));
            game.play(m).expect("a legal move");
            if !game.position().is_over() || list.is_empty() {
                break;
            }
            game.undo();
        }
        assert!(!game.position().is_over(), "a random game that goes on");
    }
    game
}

fn check(name: &str, game: &Game, options: &Options) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "fixtures", name]
        .iter()
        .collect();
    let link = encode_game(game, &default_seats(options));
    if std::env::var_os("STERNHALMA_WRITE_FIXTURES").is_some() {
        std::fs::write(&path, format!("{link}\n")).expect("fixture written");
    }
    let stored = std::fs::read_to_string(&path).expect("fixture present");
    assert_eq!(stored.trim(), link, "{name} holds this game's link");
    match decode(&link) {
        Ok(Link::Game(back)) => assert_eq!(back.game, *game, "{name}"),
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn long_game_fixtures_are_the_seeded_games() {
    let six = Options {
        size: BoardSize::Six,
        ..Options::with_players(Players::Six)
    };
    for (plies, name) in [
        (100, "long-game-100.txt"),
        (2_000, "long-game-2000.txt"),
        (20_000, "long-game-20000.txt"),
    ] {
        let game = random_game(six, plies, plies as u64);
        check(name, &game, &six);
    }
    // One move short of the longest game there can be.
    let two = Options::default();
    let game = random_game(two, Game::MAX_MOVES - 1, 5);
    check("longest-game-but-one.txt", &game, &two);
}

#[test]
fn the_longest_game_is_written_and_read_back_but_never_grows() {
    let options = Options::default();
    let mut game = random_game(options, Game::MAX_MOVES, 9);
    let link = encode_game(&game, &default_seats(&options));
    assert!(link.len() <= sternhalma::app::link::MAX_LEN);
    match decode(&link) {
        Ok(Link::Game(back)) => assert_eq!(back.game, game),
        other => panic!("{other:?}"),
    }
    let m = game.position().legal_move_list()[0];
    assert_eq!(
        game.play(m),
        Err(sternhalma::engine::PlayError::TooLong),
        "a game never grows past the length links hold"
    );
    // Undoing makes room again.
    assert!(game.undo());
    let m = game.position().legal_move_list()[0];
    assert_eq!(game.play(m), Ok(()));
}

/// The position of the browser's forced-pass test (`tests/e2e/long-games.test.mjs`): seat 1's
/// last peg (a1) is boxed in and its goal is full, so after `i5-i6` and `i6-i7` by seat 0 it must
/// pass each time.
#[test]
fn the_forced_pass_position_passes_after_each_move() {
    let setup: sternhalma::engine::Setup =
        "p2.spoil-none/0:a1.n1-4.o1-3.p1-2/3:b1-2.c1.c3.i1-5.q1/0"
            .parse()
            .expect("notation");
    let mut game = Game::new(setup.validate().expect("a position"));
    for m in ["i5-i6", "i6-i7"] {
        let m = game.position().parse_move(m).expect("legal");
        game.play(m).expect("legal");
    }
    let passes: Vec<bool> = game
        .plies()
        .iter()
        .map(|p| *p == sternhalma::engine::Ply::Pass)
        .collect();
    assert_eq!(passes, [false, true, false, true]);
    // Going to just after the first move puts the cursor after its forced pass.
    game.goto(1).expect("recorded");
    assert_eq!(game.cursor(), 2);
}
