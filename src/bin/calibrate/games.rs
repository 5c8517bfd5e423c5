//! The games: `calibrate play`, the strongest level's move in a game, reading game links, and
//! each seat's own moves over a game.

use std::io::{BufRead, Write};

use sternhalma::ai::{self, race, Level, Limits};
use sternhalma::app::link::{self, Link};
use sternhalma::app::seats::default_seats;
use sternhalma::engine::{End, Game, Move, Options, Players, Ply, Position, Seat};
use sternhalma::tools::SplitMix64;

use crate::{fail, number};

/// The beam of the race solver that finishes the last seat's game.
const TAIL_BEAM: usize = 200;

/// The `--players` flag (2 by default).
pub fn players(args: &[String]) -> Players {
    match number(args, "--players", 2) {
        2 => Players::Two,
        3 => Players::Three,
        4 => Players::Four,
        6 => Players::Six,
        n => fail(&format!("{n} players: 2, 3, 4 or 6")),
    }
}

/// The strongest level's node limits at the browser worker's budget (`ai::browser_nodes_per_ms`).
pub fn strongest_limits(players: Players) -> Limits {
    Level::STRONGEST.node_limits(ai::browser_nodes_per_ms(players))
}

pub fn play(args: &[String]) {
    let players = players(args);
    let games = number(args, "--games", 20);
    let seed = number(args, "--seed", 1);
    let from = number(args, "--from", 0);
    let mut options = Options::with_players(players);
    options.end = End::PlayOn;
    let seats = default_seats(&options);
    let out = std::io::stdout();
    for g in from..from + games {
        let game = self_play(options, seed, g);
        let mut out = out.lock();
        let _ = writeln!(out, "{}", link::encode_game(&game, &seats));
        let _ = out.flush();
    }
}

/// One game of the strongest level against itself, after a random forward move per seat.
fn self_play(options: Options, seed: u64, g: u64) -> Game {
    let start = Position::start(options).unwrap_or_else(|e| fail(&e.to_string()));
    let mut game = Game::new(start);
    let n = options.players.count();
    let mut rng = SplitMix64::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ g);
    let limits = strongest_limits(options.players);
    while !game.position().is_over() && game.plies().len() < max_plies(n) {
        let m = if game.plies().len() < n {
            ai::random_forward_move(game.position(), &mut rng)
        } else {
            let mut limits = limits;
            limits.seed = seed ^ (g << 32) ^ game.cursor() as u64;
            level_move(&game, limits)
        };
        play_move(&mut game, m);
    }
    game
}

/// The plies after which a game of `n` seats is stopped.
pub fn max_plies(n: usize) -> usize {
    250 * n
}

/// Plays `m` at the game's cursor; a seat to move always has a move.
pub fn play_move(game: &mut Game, m: Option<Move>) {
    match m {
        Some(m) => {
            if game.play(m).is_err() {
                fail("the search chose an illegal move");
            }
        }
        None => fail("a seat to move has no move"),
    }
}

/// The move of a search with `limits` at the game's cursor, with the game's earlier positions
/// as its history (repetitions and stalls).
pub fn level_move(game: &Game, mut limits: Limits) -> Option<Move> {
    let pos = game.position();
    let earlier: Vec<Position> = (0..game.cursor())
        .filter_map(|i| game.position_at(i).cloned())
        .collect();
    let keys: Vec<u64> = earlier.iter().map(ai::position_key).collect();
    limits.stall = ai::stall_turns(&earlier, pos);
    ai::search(pos, &keys, limits, &|| 0.0).best
}

/// The whole games of the game links in `files`, one a line.
pub fn read_games(files: &[String]) -> Vec<Game> {
    let mut games = Vec::new();
    for file in files {
        let f = std::fs::File::open(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
        for line in std::io::BufReader::new(f).lines() {
            let line = line.unwrap_or_else(|e| fail(&format!("{file}: {e}")));
            if line.trim().is_empty() {
                continue;
            }
            match link::decode(line.trim()) {
                Ok(Link::Game(g)) if g.is_whole() => games.push(g.into_parts().0),
                _ => fail(&format!("{file}: not a whole game link: {line}")),
            }
        }
    }
    games
}

/// Each seat's own moves in the game (up to its last ply) before each ply, and in all: a seat
/// still playing at the end (the last one) finishes alone, the rest of its moves the race
/// solver's line with a wide beam.
pub fn own_moves(game: &Game) -> (Vec<Vec<u32>>, Vec<u32>) {
    let n = game.start().options().players.count();
    let plies = game.plies().len();
    let mut played = vec![vec![0u32; n]; plies + 1];
    for (i, ply) in game.plies().iter().enumerate() {
        played[i + 1] = played[i].clone();
        if let Ply::Move(_) = ply {
            let seat = game
                .position_at(i)
                .map(|p| p.to_move())
                .unwrap_or(Seat::FIRST);
            played[i + 1][seat.index()] += 1;
        }
    }
    let end = game.position_at(plies).unwrap_or(game.start());
    let total: Vec<u32> = (0..n)
        .map(|s| {
            let seat = Seat::new(s as u8).unwrap_or(Seat::FIRST);
            let tail: u32 = if end.finished().contains(seat) {
                0
            } else {
                end.seating()
                    .armies(seat)
                    .iter()
                    .map(|a| race::solve_with(end, a, TAIL_BEAM).moves)
                    .sum()
            };
            played[plies][s] + tail
        })
        .collect();
    (played, total)
}
