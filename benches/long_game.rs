//! Long games (`cargo bench --bench long_game`): what a game of 100, 2,000 and 20,000 plies
//! costs natively — reading its link, writing it whole, following one more move with a
//! [`GameWriter`], and cloning the game (what every state of the user interface does).
//!
//! The games are seeded random games of six players on the largest board (253 holes, 21 pegs
//! each): their positions have the most moves, so they are the slowest to replay. The same
//! figures in the browser come from `scripts/bench-browser.mjs` (`scripts/bench.sh`).

use std::time::Instant;

#[path = "../tests/common/bench.rs"]
#[allow(dead_code)]
mod bench;

use bench::random_plies;
use sternhalma::app::link::{decode, encode_game, GameWriter, Link};
use sternhalma::app::state::default_seats;
use sternhalma::engine::{BoardSize, Game, Options, Players, Ply, Position};
use sternhalma::tools::SplitMix64;

/// Milliseconds `f` takes, the best of `runs`.
fn best_ms<T>(runs: usize, mut f: impl FnMut() -> T) -> f64 {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f());
            t.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::MAX, f64::min)
}

fn main() {
    let options = Options {
        size: BoardSize::Six,
        ..Options::with_players(Players::Six)
    };
    let start = Position::start(options).expect("valid options");
    let seats = default_seats(&options);
    println!("six players, 253 holes, seeded random games (best of 3 runs)");
    for plies in [100usize, 2_000, 20_000] {
        let mut rng = SplitMix64::new(7);
        let moves: Vec<_> = random_plies(&start, plies, &mut rng)
            .into_iter()
            .filter_map(|p| match p {
                Ply::Move(m) => Some(m),
                Ply::Pass => None,
            })
            .collect();
        // The game without its last move, and with it.
        let last = *moves.last().expect("a random game has moves");
        let game = Game::replay(start.clone(), moves[..moves.len() - 1].iter().copied())
            .expect("legal moves");
        let link = encode_game(&game, &seats);
        let decode_ms = best_ms(3, || match decode(&link) {
            Ok(Link::Game(g)) => g,
            _ => panic!("the link decodes"),
        });
        let encode_ms = best_ms(3, || encode_game(&game, &seats));
        // One more move on the game, followed by a writer that has the game so far.
        let mut longer = game.clone();
        longer.play(last).expect("a legal move");
        let writer = GameWriter::new(&game, &seats);
        let append_ms = best_ms(3, || {
            let mut w = writer.clone();
            w.sync(&longer, &seats);
            w.link()
        });
        let clone_ms = best_ms(3, || game.clone());
        println!(
            "{plies:>6} plies: link {:>6} chars | decode {decode_ms:>8.2} ms | encode whole {encode_ms:>8.2} ms | one more move {append_ms:>6.3} ms | clone {clone_ms:.4} ms",
            link.len()
        );
    }
}
