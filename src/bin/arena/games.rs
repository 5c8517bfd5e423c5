//! The arena's games: level against level (or baseline) at a table, and one army alone.

use sternhalma::ai::{self, Level};
use sternhalma::engine::{Move, Options, Position, Seat, Setup, Triangle};
use sternhalma::tools::SplitMix64;

use crate::native::{fail, pick, Config, Stats, Turn};

pub(crate) fn solo(cfg: &Config) {
    let options = Options::default();
    let mut setup = Setup::start(options);
    let geo = sternhalma::engine::Geometry::get(options.size);
    // The idle army waits in a side triangle and always passes.
    setup.armies[Triangle::TOP] = geo.triangle(Triangle::LOWER_RIGHT);
    let mut pos = setup.validate().unwrap_or_else(|e| fail(&e.to_string()));
    let mut stats = Stats::default();
    let mut moves = 0;
    let mut history = vec![ai::position_key(&pos)];
    let mut earlier: Vec<Position> = Vec::new();
    while !pos.is_over() && moves < 200 {
        // The search is not told: it sees the other army pass in the game's history.
        let turn = Turn {
            seed: cfg.seed ^ moves,
            stall: ai::stall_turns(&earlier, &pos),
            tune: cfg.tune[0],
        };
        let Some(m) = pick(cfg.a, &pos, &history, cfg, turn, &mut stats) else {
            break;
        };
        if cfg.verbose {
            println!(
                "{:3} {} (rows to go {})",
                moves + 1,
                pos.move_name(m),
                ai::rows_to_go(&pos, Seat::FIRST)
            );
        }
        earlier.push(pos.clone());
        pos.play_unchecked(m);
        moves += 1;
        history.push(ai::position_key(&pos));
        if !pos.is_over() {
            earlier.push(pos.clone());
            pos.pass_unchecked();
            history.push(ai::position_key(&pos));
        }
    }
    println!(
        "solo {}: {} moves, home {} ({:.0} ms/move, {:.1} avg depth, {:.0} knodes/s)",
        cfg.a,
        moves,
        pos.is_seat_home(Seat::FIRST),
        stats.ms / stats.moves.max(1) as f64,
        stats.depth as f64 / stats.moves.max(1) as f64,
        stats.nodes as f64 / stats.ms.max(1e-9)
    );
}

pub(crate) fn matches(cfg: &Config) {
    let options = cfg.options;
    let n = cfg.options.players.count();
    let mut unfinished: Vec<String> = Vec::new();
    let (mut a_wins, mut b_wins, mut adjudicated, mut total_plies) =
        (0usize, 0usize, 0usize, 0usize);
    let mut sa = Stats::default();
    let mut sb = Stats::default();
    // Per game, A's longest run of turns without a new best (ai::stall_turns).
    let mut a_runs: Vec<u32> = Vec::new();
    let (mut pairs, mut pair_score, mut margin) = (0.0, 0.0, 0.0);
    // The sum of A's places: finished seats in finishing order, then the others by rows to go.
    let mut a_places = 0usize;
    for g in 0..cfg.games {
        let mut a_run = 0;
        let a_seat = Seat::new((g % n) as u8).unwrap_or(Seat::FIRST);
        let mut pos = Position::start(options).unwrap_or_else(|e| fail(&e.to_string()));
        let mut history = vec![ai::position_key(&pos)];
        // Earlier positions, for the computer's stall count (as in the browser).
        let mut earlier: Vec<Position> = Vec::new();
        let mut plies = 0;
        // FNV-1a over the game's moves (a pass as 255 255) and the nodes searched.
        let mut move_hash: u64 = 0xcbf2_9ce4_8422_2325;
        let nodes_before = sa.nodes + sb.nodes;
        let game_seed = cfg.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ g as u64;
        // The same random opening for each rotation of the seats.
        let mut rng =
            SplitMix64::new(cfg.seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (g / n) as u64);
        for _ in 0..cfg.opening {
            let moves = pos.legal_move_list();
            let mut forward: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let t = pos.army_at(m.from).unwrap_or(Triangle::TOP);
                    pos.geometry().progress(t, m.to) > pos.geometry().progress(t, m.from)
                })
                .collect();
            if forward.is_empty() {
                forward = moves.into_vec();
            }
            if forward.is_empty() || pos.is_over() {
                break;
            }
            earlier.push(pos.clone());
            pos.play_unchecked(forward[rng.below(forward.len())]);
            plies += 1;
            history.push(ai::position_key(&pos));
        }
        while !pos.is_over() && plies < cfg.max_plies {
            let seat = pos.to_move();
            let (bot, st) = if seat == a_seat {
                (cfg.a, &mut sa)
            } else {
                (cfg.b, &mut sb)
            };
            let (seed, hist) = if cfg.ui_history > 0 {
                let h =
                    &history[history.len().saturating_sub(cfg.ui_history + 1)..history.len() - 1];
                (ai::position_key(&pos) ^ h.len() as u64, h)
            } else {
                (game_seed ^ (plies as u64) << 20, &history[..])
            };
            let stall = ai::stall_turns(&earlier, &pos);
            if seat == a_seat {
                a_run = a_run.max(stall);
            }
            earlier.push(pos.clone());
            let tune = cfg.tune[usize::from(seat != a_seat)];
            let turn = Turn { seed, stall, tune };
            let played = pick(bot, &pos, hist, cfg, turn, st);
            let bytes = played.map_or([255, 255], |m| [m.from.to_u8(), m.to.to_u8()]);
            for b in bytes {
                move_hash = (move_hash ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
            }
            match played {
                Some(m) => {
                    if cfg.trace {
                        let togo: Vec<i32> = pos
                            .seating()
                            .seats()
                            .map(|s| ai::rows_to_go(&pos, s))
                            .collect();
                        println!(
                            "  {plies:3} seat {seat} {bot}: {} {togo:?} {pos}",
                            pos.move_name(m)
                        );
                    }
                    pos.play_unchecked(m);
                }
                None => {
                    pos.pass_unchecked();
                }
            }
            plies += 1;
            history.push(ai::position_key(&pos));
        }
        total_plies += plies;
        a_runs.push(a_run);
        if !pos.is_over() {
            let outside: Vec<String> = pos
                .seating()
                .seats()
                .map(|s| {
                    let out: usize = pos
                        .seating()
                        .armies(s)
                        .iter()
                        .map(|t| (pos.army(t) - pos.goal_area(t)).len())
                        .sum();
                    let done = if pos.finished().contains(s) { "*" } else { "" };
                    format!("{s}:{out}{done}")
                })
                .collect();
            unfinished.push(format!(
                "game {g}: unfinished after {plies} plies, pegs outside goal [{}]\n    {pos}",
                outside.join(" ")
            ));
        }
        // A's pairwise placements against each B seat: above it 1, level 0.5.
        let key = |s: Seat| {
            let place = if pos.is_over() {
                pos.ranking().place(s).unwrap_or(99)
            } else {
                99
            };
            (place, ai::rows_to_go(&pos, s))
        };
        let others: Vec<Seat> = pos.seating().seats().filter(|&s| s != a_seat).collect();
        let standing = |s: Seat| {
            let place = if pos.finished().contains(s) {
                pos.ranking().place(s).unwrap_or(99)
            } else {
                99
            };
            (place, ai::rows_to_go(&pos, s))
        };
        a_places += 1 + others
            .iter()
            .filter(|&&s| standing(s) < standing(a_seat))
            .count();
        margin += others
            .iter()
            .map(|&s| f64::from(ai::rows_to_go(&pos, s)))
            .sum::<f64>()
            / others.len().max(1) as f64
            - f64::from(ai::rows_to_go(&pos, a_seat));
        for s in pos.seating().seats().filter(|&s| s != a_seat) {
            pairs += 1.0;
            pair_score += match key(a_seat).cmp(&key(s)) {
                std::cmp::Ordering::Less => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Greater => 0.0,
            };
        }
        let a_won = if pos.is_over() {
            pos.ranking().place(a_seat) == Some(1)
        } else {
            adjudicated += 1;
            let mine = ai::rows_to_go(&pos, a_seat);
            pos.seating()
                .seats()
                .filter(|&s| s != a_seat)
                .all(|s| ai::rows_to_go(&pos, s) > mine)
        };
        if cfg.moves {
            println!(
                "moves game={g} plies={plies} hash={move_hash:016x} nodes={}",
                sa.nodes + sb.nodes - nodes_before
            );
        }
        if cfg.results {
            // Per seat: who played it, its place (0 in an unfinished game) and rows to go.
            let seats: Vec<String> = pos
                .seating()
                .seats()
                .map(|s| {
                    let bot = if s == a_seat { cfg.a } else { cfg.b };
                    let place = if pos.is_over() {
                        pos.ranking().place(s).unwrap_or(0)
                    } else {
                        0
                    };
                    format!("{bot}/{place}/{}", ai::rows_to_go(&pos, s))
                })
                .collect();
            println!(
                "result game={g} plies={plies} over={} {}",
                u8::from(pos.is_over()),
                seats.join(" ")
            );
        }
        if a_won {
            a_wins += 1;
        } else {
            b_wins += 1;
        }
        if cfg.verbose {
            let togo: Vec<i32> = pos
                .seating()
                .seats()
                .map(|s| ai::rows_to_go(&pos, s))
                .collect();
            println!(
                "game {g}: A seat {a_seat} {} after {plies} plies{} rows to go {togo:?}",
                if a_won { "wins" } else { "loses" },
                if pos.is_over() { "" } else { " (adjudicated)" }
            );
        }
    }
    let games = cfg.games.max(1) as f64;
    if cfg.time {
        println!("budgets: each level's time x {}", cfg.scale);
    } else {
        let k = cfg
            .nodes
            .unwrap_or(ai::browser_nodes_per_ms(cfg.options.players));
        println!(
            "budgets: {k} nodes per ms of each level's time (L{}: {} nodes)",
            Level::STRONGEST,
            Level::STRONGEST.node_limits(k).max_nodes
        );
    }
    println!(
        "{} players: A={} vs B={} | {} games | A wins {} ({:.0}%), B wins {} | adjudicated {} | avg {:.1} plies ({:.1} moves per seat)",
        n,
        cfg.a,
        cfg.b,
        cfg.games,
        a_wins,
        100.0 * a_wins as f64 / games,
        b_wins,
        adjudicated,
        total_plies as f64 / games,
        total_plies as f64 / games / n as f64
    );
    println!(
        "A's pairwise score against the B seats (above 1, level 0.5; unfinished seats by rows to go): {:.1}%",
        100.0 * pair_score / f64::max(pairs, 1.0)
    );
    println!(
        "A's average place: {:.2} (finished seats in finishing order, the others by rows to go)",
        a_places as f64 / games
    );
    println!(
        "A's margin: the B seats' rows to go at the end, on average, minus A's: {:.1}",
        margin / games
    );
    println!(
        "A's longest run of turns without a new best: {}; games with a run of {} or more: {}",
        a_runs.iter().max().unwrap_or(&0),
        ai::STALL_TURNS,
        a_runs.iter().filter(|&&r| r >= ai::STALL_TURNS).count()
    );
    println!("unfinished games: {}", unfinished.len());
    for u in &unfinished {
        println!("  {u}");
    }
    for (name, s) in [("A", &sa), ("B", &sb)] {
        if s.moves > 0 {
            println!(
                "  {name}: {:.1} ms/move, avg depth {:.2}, {:.0} knodes/s",
                s.ms / s.moves as f64,
                s.depth as f64 / s.moves as f64,
                s.nodes as f64 / s.ms.max(1e-9)
            );
        }
    }
}
