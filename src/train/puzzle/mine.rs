//! Mining puzzles from engine games ([`generate`], the generator `src/bin/puzzles.rs`),
//! deterministic for a seed: the same seed and count give the same puzzles, in the same order.
//!
//! Games are played under the rule variants of [`VARIANTS`] in turn, by the computer's levels
//! (a level drawn per seat from [`LEVELS`], each move within its node budget, [`ai::play_nodes`]),
//! after one random forward move per seat for variety. Candidates are the positions of those
//! games: one in [`EVERY`] at random, and every position where the side to move can use the
//! anti-spoiling rule (a swap, or a fill past a spoiler) or is within [`NEAR_FINISH`] moves of
//! finishing (so that the rarer themes are found). From each candidate [`criteria::solve`]
//! looks for a solution of one to three moves of the player (as many as stand out); a
//! solution that has no theme ([`themes::themes`]) is dropped, as is a position already used.

use std::collections::HashSet;

use super::criteria::{self, Solved};
use super::{difficulty, themes, Puzzle, PuzzleId};
use crate::ai::{self, race, Level};
use crate::engine::{AntiSpoiling, Move, Options, Position};
use crate::tools::SplitMix64;

/// The rule variants games are played under, in turn: every player count with the default
/// rules, the 15-peg game, the board of 181 holes, and the other anti-spoiling rules ("fill what
/// is available" and none).
pub const VARIANTS: [&str; 10] = [
    "p2",
    "p2.n5",
    "p3",
    "p4",
    "p6",
    "p2.pegs15",
    "p2.spoil-fill",
    "p3.spoil-fill",
    "p4.spoil-none",
    "p6.spoil-fill",
];

/// The levels that play the games (one drawn per seat and game).
pub const LEVELS: [Level; 3] = [Level::CLUB, Level::ADVANCED, Level::STRONG];

/// One position in this many is a candidate at random.
pub const EVERY: usize = 6;

/// A side to move this close to finishing (its moves to finish, [`race::finish`]) is always a
/// candidate.
pub const NEAR_FINISH: f64 = 6.0;

/// Plies per seat after which a game is given up.
const MAX_PLIES_PER_SEAT: usize = 200;

/// `count` puzzles mined from engine games seeded by `seed`. `progress` hears of each puzzle
/// found (its index) and each game played.
pub fn generate(seed: u64, count: usize, progress: &mut dyn FnMut(Event)) -> Vec<Puzzle> {
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut rng = SplitMix64::new(seed ^ 0x5EED_9A2E_1E5C_0DE5);
    let mut game = 0u64;
    while found.len() < count {
        let Some(options) = variant(game) else {
            break;
        };
        mine_game(options, &mut rng, count, &mut found, &mut seen, progress);
        progress(Event::Game(game));
        game += 1;
    }
    found
}

/// What [`generate`] reports as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game was played and mined (its index).
    Game(u64),
    /// A puzzle was found (its index in the set).
    Puzzle(usize),
}

/// The options of game `g`.
fn variant(g: u64) -> Option<Options> {
    VARIANTS[(g % VARIANTS.len() as u64) as usize].parse().ok()
}

/// Plays one game and mines its positions.
fn mine_game(
    options: Options,
    rng: &mut SplitMix64,
    count: usize,
    found: &mut Vec<Puzzle>,
    seen: &mut HashSet<String>,
    progress: &mut dyn FnMut(Event),
) {
    let Ok(mut pos) = Position::start(options) else {
        return;
    };
    let n = options.players.count();
    let levels: Vec<Level> = (0..n).map(|_| LEVELS[rng.below(LEVELS.len())]).collect();
    let mut earlier: Vec<Position> = Vec::new();
    let mut ply = 0;
    while !pos.is_over() && ply < MAX_PLIES_PER_SEAT * n && found.len() < count {
        if ply >= n && candidate(&pos, rng) {
            if let Some(p) = puzzle(&pos, criteria::MAX_MOVES, seen) {
                found.push(p);
                progress(Event::Puzzle(found.len() - 1));
            }
        }
        let m = if ply < n {
            ai::random_forward_move(&pos, rng)
        } else {
            ai::play_nodes(&pos, &earlier, levels[pos.to_move().index()])
        };
        earlier.push(pos.clone());
        let played = match m {
            Some(m) => pos.play(m).is_ok(),
            None => pos.pass().is_ok(),
        };
        if !played {
            return;
        }
        ply += 1;
    }
}

/// Whether `pos` is mined: one in [`EVERY`] at random, and every position where the side to
/// move can use the anti-spoiling rule or is near its finish.
fn candidate(pos: &Position, rng: &mut SplitMix64) -> bool {
    let drawn = rng.below(EVERY) == 0;
    if drawn || pos.must_pass() {
        return drawn;
    }
    let me = pos.to_move();
    let anti = match pos.options().anti_spoiling {
        AntiSpoiling::None => false,
        _ => pos.legal_move_list().iter().any(|&m| themes::swap(pos, m)),
    };
    anti || race::finish(pos, me) <= NEAR_FINISH
}

/// The puzzle from `pos` with at most `most` moves of the player, if it is one, has a theme and
/// its position is new (`seen`: the positions used, in the notation).
fn puzzle(pos: &Position, most: usize, seen: &mut HashSet<String>) -> Option<Puzzle> {
    let key = pos.to_setup().to_string();
    if seen.contains(&key) {
        return None;
    }
    let Solved {
        solution,
        also,
        margins,
    } = criteria::solve(pos, most)?;
    let themes = themes::themes(pos, &solution);
    if themes.is_empty() {
        return None;
    }
    seen.insert(key);
    let margin = margins.iter().copied().fold(f64::INFINITY, f64::min);
    let rating = difficulty::starting_rating(pos, &solution, margins.len(), margin);
    Some(Puzzle {
        id: id_of(pos, &solution),
        position: pos.clone(),
        solution,
        themes,
        rating,
        also,
    })
}

/// `old` as the generator makes it today, from its position: the same solution (so the same
/// id) with today's equal last moves, themes and starting rating; `None` when the criteria no
/// longer give that solution or it has no theme left (the puzzle is retired). After a change of
/// the analysis or of the moves to finish, `puzzles --refresh` renews the set with it.
pub fn refresh(old: &Puzzle) -> Option<Puzzle> {
    let mut seen = HashSet::new();
    let new = puzzle(&old.position, criteria::MAX_MOVES, &mut seen)?;
    (new.solution == old.solution).then_some(new)
}

/// A puzzle's id: eight base-36 digits of a hash (FNV-1a, 64 bits) of its position and
/// solution in the set's notation.
pub fn id_of(pos: &Position, solution: &[Move]) -> PuzzleId {
    let mut text = pos.to_setup().to_string();
    let mut p = pos.clone();
    for &m in solution {
        text.push(' ');
        text.push_str(&p.move_name(m));
        if p.play(m).is_err() {
            break;
        }
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let mut digits = String::new();
    for _ in 0..8 {
        let d = (h % 36) as u32;
        h /= 36;
        digits.push(char::from_digit(d, 36).unwrap_or('0'));
    }
    // Eight lowercase letters and digits always make an id.
    digits.parse().unwrap_or_else(|_| unreachable_id())
}

/// The id of nothing (never reached: [`id_of`]'s digits always read).
fn unreachable_id() -> PuzzleId {
    PuzzleId(String::from("0"))
}
