//! The analysis board and the review, natively (`cargo bench --bench analysis`; figures, never
//! asserted): what a moves-to-finish estimate costs, how close it comes to the moves the
//! armies really needed in level-5 self-play, how soon an analysis gives its first result,
//! and what a full review of a game costs at the review's node budgets
//! (`ui::workers::review_nodes`, mirrored here). The same in wasm: `tests/analysis_wasm.rs`.
//!
//! Times are processor time of the benchmark's thread where Linux gives it. `--quick`: fewer
//! games. The last section measures the lead itself: how well the headline (the race lead now)
//! and the best move's lead predict the race at the end of the game, and how much the best
//! move's lead changes from one iteration to the next.

use std::time::Instant;

use sternhalma::ai::analysis::{self, Analyser, AnalysisLimits, Verdict};
use sternhalma::ai::{self, race, Level};
use sternhalma::engine::{Move, Options, Players, Position, Seat};

/// The review's node budget per move (as `ui::workers::review_nodes`, which is wasm-only).
fn review_nodes(players: usize) -> u64 {
    match players {
        2 => 60_000,
        3 | 4 => 40_000,
        _ => 20_000,
    }
}

/// A self-play game of `level` at `nodes_per_ms` of its budget: the positions and the moves
/// (`None`: a pass), to the end or `max_plies`.
fn self_play(
    options: Options,
    first: Seat,
    level: Level,
    nodes_per_ms: u64,
    max_plies: usize,
) -> (Vec<Position>, Vec<Option<Move>>) {
    let mut pos = Position::start_with_first(options, first).expect("valid options");
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    let mut keys = vec![ai::position_key(&pos)];
    while !pos.is_over() && moves.len() < max_plies {
        let mut limits = level.node_limits(nodes_per_ms);
        limits.stall = ai::stall_turns(&positions[..positions.len() - 1], &pos);
        let m = ai::search(&pos, &keys, limits, &|| 0.0).best;
        match m {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
        moves.push(m);
        keys.push(ai::position_key(&pos));
        positions.push(pos.clone());
    }
    (positions, moves)
}

/// A start of measurement: processor time of this thread where Linux tells it (on a machine
/// shared with other jobs the wall clock runs several times faster than the work), else the
/// wall clock.
#[derive(Clone, Copy)]
struct Start(Instant, Option<f64>);

impl Start {
    fn now() -> Start {
        Start(Instant::now(), thread_ms())
    }
}

/// Milliseconds of processor time of this thread (`/proc/thread-self/schedstat`).
fn thread_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e6)
}

/// Milliseconds since `t`: processor time where measured, else wall clock.
fn ms(t: Start) -> f64 {
    match (t.1, thread_ms()) {
        (Some(a), Some(b)) => b - a,
        _ => t.0.elapsed().as_secs_f64() * 1e3,
    }
}

/// Estimates against the moves the winner really needed: at every position before its
/// finish, its real own moves to go.
fn accuracy_against_self_play(quick: bool) {
    println!(
        "\n## moves to finish against level-5 self-play (two players: the winner's real moves)"
    );
    let options = Options::default();
    let games = if quick { 1 } else { 4 };
    // By real moves to go: (count, sum of estimate − real, sum of |estimate − real|).
    let buckets = [(1, 2), (3, 5), (6, 10), (11, 20), (21, 30), (31, 60)];
    let mut stats = vec![(0u32, 0i64, 0i64); buckets.len()];
    let mut start_pairs = Vec::new();
    // From one position to the next: |drop − 1| of the mover's figure, |change| of the others'.
    let (mut mover, mut others) = ((0.0, 0u32), (0.0, 0u32));
    for g in 0..games {
        let first = Seat::new((g % 2) as u8).expect("two seats");
        let nodes = if g < 2 {
            ai::browser_nodes_per_ms(Players::Two)
        } else {
            50
        };
        let t = Start::now();
        let (positions, moves) = self_play(options, first, Level::STRONG, nodes, 400);
        println!(
            "game {g}: {} plies ({nodes} nodes/ms, {:.0} s)",
            moves.len(),
            ms(t) / 1e3
        );
        for w in positions.windows(2) {
            let before = race::all_seats(&w[0]);
            let after = race::all_seats(&w[1]);
            for s in 0..before.len() {
                let drop = before[s] - after[s];
                if s == w[0].to_move().index() {
                    mover = (mover.0 + (drop - 1.0).abs(), mover.1 + 1);
                } else {
                    others = (others.0 + drop.abs(), others.1 + 1);
                }
            }
        }
        for seat in options.seating().seats() {
            // The seat's real moves to go at each position: its moves until it finished.
            let finished_at = positions.iter().position(|p| p.finished().contains(seat));
            let Some(end) = finished_at else {
                continue;
            };
            for (i, p) in positions[..end].iter().enumerate() {
                let real = (i..end)
                    .filter(|&k| positions[k].to_move() == seat && moves[k].is_some())
                    .count() as i64;
                let est = i64::from(race::seat_moves(p, seat));
                if i == 0 {
                    start_pairs.push((est, real));
                }
                if let Some(b) = buckets
                    .iter()
                    .position(|&(lo, hi)| (lo..=hi).contains(&real))
                {
                    stats[b].0 += 1;
                    stats[b].1 += est - real;
                    stats[b].2 += (est - real).abs();
                }
            }
        }
    }
    println!("start: (estimate, real moves) of the winner of each game: {start_pairs:?}");
    println!(
        "from one position to the next: the mover's figure drops by 1 ± {:.2} (mean |drop − 1|), the other's changes by {:.2} (mean |change|)",
        mover.0 / f64::from(mover.1.max(1)),
        others.0 / f64::from(others.1.max(1))
    );
    println!("| real moves to go | positions | mean estimate − real | mean |estimate − real| |");
    println!("|---|---|---|---|");
    for (b, &(lo, hi)) in buckets.iter().enumerate() {
        let (n, bias, abs) = stats[b];
        if n > 0 {
            println!(
                "| {lo}–{hi} | {n} | {:+.1} | {:.1} |",
                bias as f64 / f64::from(n),
                abs as f64 / f64::from(n)
            );
        }
    }
}

/// Pearson's correlation of the pairs (NaN without spread).
fn correlation(pairs: &[(f64, f64)]) -> f64 {
    let n = pairs.len() as f64;
    let (mx, my) = pairs
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x / n, b + y / n));
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for &(x, y) in pairs {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) * (x - mx);
        syy += (y - my) * (y - my);
    }
    sxy / (sxx * syy).sqrt()
}

/// The lead against the race at the end of the game: games of levels 4 and 5 (each seat's
/// level from the game's number, the first four plies random), analysed every third ply at
/// 2 000 000 nodes. For each position: the headline (the side to move's race lead now), the
/// race lead at the end of the best line alone (how the best move's lead was measured before)
/// and the best move's lead, at the last iteration, with their mean change from one iteration to
/// the next, and the side's lead at the end of the game (`race::lead` when the game is over). By
/// the side's moves to finish.
fn lead_against_the_end(quick: bool) {
    println!("\n## the lead against the race at the end of the game (two players)");
    let games = if quick { 2 } else { 8 };
    // (moves to finish, headline, the best line's end, best move's lead, mean changes of the
    // two, game and seat)
    let mut rows: Vec<(f64, f64, f64, f64, [f64; 2], usize)> = Vec::new();
    let mut ends: Vec<Vec<f64>> = Vec::new();
    for g in 0..games {
        let t = Start::now();
        let levels = [
            Level::new(4 + (g % 2) as u8),
            Level::new(4 + (g / 2 % 2) as u8),
        ]
        .map(|l| l.expect("a level"));
        let mut pos = Position::start(Options::default()).expect("the start");
        let mut positions = vec![pos.clone()];
        let mut keys = vec![ai::position_key(&pos)];
        let mut rng = 0x9e37_79b9_7f4a_7c15_u64.wrapping_mul(g as u64 + 1);
        while !pos.is_over() && positions.len() <= 400 {
            let ply = positions.len() - 1;
            let me = pos.to_move().index();
            if ply % 3 == 2 {
                let limits = AnalysisLimits {
                    lines: 3,
                    max_depth: 30,
                    max_nodes: 2_000_000,
                };
                let mut a = Analyser::new(&pos, &positions[..ply], limits);
                let end_of = |moves: &[Move]| {
                    let mut p = pos.clone();
                    for &m in moves {
                        p.play_unchecked(m);
                    }
                    race::lead(&p, &race::all_seats(&p))[me]
                };
                let (mut last, mut change, mut n) = (None, [0.0; 2], 0.0);
                while let Some(x) = a.step(&|| 0.0) {
                    let now = x.lines.first().map(|l| (end_of(&l.moves), l.lead));
                    if let (Some((_, Some(before))), Some(now)) = (&last, now) {
                        let before: (f64, f64) = *before;
                        change[0] += f64::abs(now.0 - before.0);
                        change[1] += f64::abs(now.1 - before.1);
                        n += 1.0;
                    }
                    last = Some((x, now));
                }
                if let Some((x, Some((end, best)))) = last {
                    let change = change.map(|c| if n > 0.0 { c / n } else { 0.0 });
                    rows.push((x.finish[me], x.lead[me], end, best, change, g * 2 + me));
                }
            }
            let m = if ply < 4 {
                rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let legal = pos.legal_move_list();
                legal.get((rng >> 33) as usize % legal.len()).copied()
            } else {
                let mut limits = levels[me].node_limits(ai::browser_nodes_per_ms(Players::Two));
                limits.stall = ai::stall_turns(&positions[..ply], &pos);
                ai::search(&pos, &keys, limits, &|| 0.0).best
            };
            match m {
                Some(m) => pos.play_unchecked(m),
                None => pos.pass_unchecked(),
            };
            keys.push(ai::position_key(&pos));
            positions.push(pos.clone());
        }
        ends.push(race::lead(&pos, &race::all_seats(&pos)));
        println!(
            "game {g}: levels {} and {}, {} plies, the lead at the end {:?} ({:.0} s)",
            levels[0],
            levels[1],
            positions.len() - 1,
            ends[g],
            ms(t) / 1e3
        );
    }
    println!("| moves to finish | positions | correlation with the end: headline / best line's end / best move | mean |error|: the same | change per iteration: best line's end / best move |");
    println!("|---|---|---|---|---|");
    for (lo, hi) in [
        (0.0, 5.0),
        (5.1, 10.0),
        (10.1, 20.0),
        (20.1, 30.0),
        (30.1, 99.0),
    ] {
        let bin: Vec<_> = rows.iter().filter(|r| (lo..=hi).contains(&r.0)).collect();
        if bin.len() < 3 {
            continue;
        }
        let at_end = |r: &&(f64, f64, f64, f64, [f64; 2], usize)| ends[r.5 / 2][r.5 % 2];
        let head: Vec<_> = bin.iter().map(|r| (r.1, at_end(r))).collect();
        let line_end: Vec<_> = bin.iter().map(|r| (r.2, at_end(r))).collect();
        let best: Vec<_> = bin.iter().map(|r| (r.3, at_end(r))).collect();
        let n = bin.len() as f64;
        let error = |v: &[(f64, f64)]| v.iter().map(|(a, b)| (a - b).abs()).sum::<f64>() / n;
        let change = |k: usize| bin.iter().map(|r| r.4[k]).sum::<f64>() / n;
        println!(
            "| {lo}–{hi} | {} | {:.2} / {:.2} / {:.2} | {:.2} / {:.2} / {:.2} | {:.2} / {:.2} |",
            bin.len(),
            correlation(&head),
            correlation(&line_end),
            correlation(&best),
            error(&head),
            error(&line_end),
            error(&best),
            change(0),
            change(1)
        );
    }
}

/// Milliseconds per estimate (uncached) over the positions of a game, every seat.
fn estimate_cost(players: Players, positions: &[Position]) {
    let t = Start::now();
    let mut n = 0;
    let mut found = 0;
    for p in positions {
        for army in p.seating().used().iter() {
            let s = race::solve(p, army);
            n += 1;
            found += usize::from(s.found);
        }
    }
    let total = ms(t);
    println!(
        "{} players: {n} estimates over {} positions, {:.2} ms per estimate, {:.1} ms per position (all seats); {} gave up boxed in",
        players.count(),
        positions.len(),
        total / n as f64,
        total / positions.len() as f64,
        n - found
    );
}

/// The first iteration of an analysis after a position change, at a few positions.
fn first_result(players: Players, positions: &[Position]) {
    let mut worst: f64 = 0.0;
    let mut sum = 0.0;
    let mut n = 0;
    for (i, p) in positions.iter().enumerate().step_by(10) {
        if p.is_over() {
            continue;
        }
        let t = Start::now();
        let mut a = Analyser::new(p, &positions[..i], AnalysisLimits::default());
        let first = a.step(&|| 0.0);
        let took = ms(t);
        assert!(first.is_some());
        worst = worst.max(took);
        sum += took;
        n += 1;
    }
    println!(
        "{} players: first analysis result in {:.0} ms on average, {:.0} ms at worst ({n} positions)",
        players.count(),
        sum / f64::from(n.max(1)),
        worst
    );
}

/// Judges every move of a game at the review's node budget.
fn review(name: &str, positions: &[Position], moves: &[Option<Move>]) {
    let players = positions[0].seating().seat_count();
    let nodes = review_nodes(players);
    let t = Start::now();
    let mut lost: Vec<Vec<f64>> = vec![Vec::new(); players];
    let mut verdicts = vec![[0u32; 5]; players];
    let mut judged = 0;
    let (mut used, mut depth) = (0, 0);
    for (i, m) in moves.iter().enumerate() {
        let Some(m) = m else {
            continue;
        };
        let pos = &positions[i];
        let j =
            analysis::judge(pos, &positions[..i], *m, nodes, &|| 0.0).expect("a move of the game");
        let s = pos.to_move().index();
        lost[s].push(j.lost);
        verdicts[s][j.verdict as usize] += 1;
        judged += 1;
        used += j.nodes;
        depth += j.depth;
    }
    let total = ms(t);
    println!(
        "{name}: {judged} moves judged at {nodes} nodes each in {:.1} s ({:.0} ms per move; {:.0} nodes and depth {:.1} on average)",
        total / 1e3,
        total / f64::from(judged.max(1)),
        used as f64 / f64::from(judged.max(1)),
        f64::from(depth) / f64::from(judged.max(1))
    );
    for s in 0..players {
        let n = lost[s].len().max(1) as f64;
        let share = |lo: f64, hi: f64| {
            100.0 * lost[s].iter().filter(|&&l| l >= lo && l < hi).count() as f64 / n
        };
        println!(
            "  seat {s}: mean moves lost {:.2}; lost 0: {:.0}%, <0.5: {:.0}%, <1: {:.0}%, <1.5: {:.0}%, <2: {:.0}%, <3: {:.0}%, 3+: {:.0}%",
            lost[s].iter().sum::<f64>() / n,
            share(0.0, 1e-9),
            share(1e-9, 0.5),
            share(0.5, 1.0),
            share(1.0, 1.5),
            share(1.5, 2.0),
            share(2.0, 3.0),
            share(3.0, f64::INFINITY)
        );
        println!(
            "  seat {s}: accuracy {:.0}, verdicts {}",
            analysis::accuracy(lost[s].iter().copied()).unwrap_or(0.0),
            Verdict::ALL
                .iter()
                .map(|v| format!("{} {}", v.name(), verdicts[s][*v as usize]))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
}

/// A game of two different players: `strong` in seat 0, `weak` (a level with its noise) in
/// the other seats.
fn mixed_game(options: Options, strong: Level, weak: Level) -> (Vec<Position>, Vec<Option<Move>>) {
    let mut pos = Position::start(options).expect("valid options");
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    let mut keys = vec![ai::position_key(&pos)];
    while !pos.is_over() && moves.len() < 400 {
        let level = if pos.to_move() == Seat::FIRST {
            strong
        } else {
            weak
        };
        let mut limits = level.node_limits(50);
        limits.seed = moves.len() as u64;
        limits.stall = ai::stall_turns(&positions[..positions.len() - 1], &pos);
        let m = ai::search(&pos, &keys, limits, &|| 0.0).best;
        match m {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
        moves.push(m);
        keys.push(ai::position_key(&pos));
        positions.push(pos.clone());
    }
    (positions, moves)
}

/// A game of seeded random moves (a third of them greedy, so that it ends).
fn random_game() -> (Vec<Position>, Vec<Option<Move>>) {
    let mut rng = sternhalma::tools::SplitMix64::new(5);
    let mut pos = Position::start(Options::default()).expect("valid options");
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    while !pos.is_over() && moves.len() < 120 {
        let legal = pos.legal_move_list();
        let m = if legal.is_empty() {
            None
        } else if rng.below(3) == 0 {
            ai::greedy_move(&pos, rng.next_u64())
        } else {
            Some(legal[rng.below(legal.len())])
        };
        match m {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
        moves.push(m);
        positions.push(pos.clone());
    }
    (positions, moves)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    println!("# analysis and review, natively");
    let (two, two_moves) = self_play(Options::default(), Seat::FIRST, Level::CLUB, 50, 300);
    let (six, six_moves) = self_play(
        Options::with_players(Players::Six),
        Seat::FIRST,
        Level::CLUB,
        50,
        600,
    );
    println!(
        "games: two players {} plies, six players {} plies (level 3, 50 nodes/ms)",
        two_moves.len(),
        six_moves.len()
    );
    println!("\n## moves to finish: cost (uncached)");
    estimate_cost(Players::Two, &two);
    estimate_cost(Players::Six, &six);
    println!("\n## first analysis result after a position change");
    first_result(Players::Two, &two);
    first_result(Players::Six, &six);
    println!("\n## full review at the review's node budgets");
    review("two players, level 3 self-play", &two, &two_moves);
    review("six players, level 3 self-play", &six, &six_moves);
    for weak in [Level::BEGINNER, Level::CASUAL] {
        let (mixed, mixed_moves) = mixed_game(Options::default(), Level::STRONG, weak);
        review(
            &format!("two players, level 5 (seat 0) against level {weak}"),
            &mixed,
            &mixed_moves,
        );
    }
    let (random, random_moves) = random_game();
    review("two players, random moves", &random, &random_moves);
    accuracy_against_self_play(quick);
    lead_against_the_end(quick);
}
