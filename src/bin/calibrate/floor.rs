//! `calibrate floor`: the noise floor of moves to finish.
//!
//! The same position leads to different numbers of moves in different games of the same level:
//! no estimate of the position can predict which. Positions are drawn from the games read
//! (seeded; in equal numbers from the three stages, the third of its own moves the seat to move
//! is in; after the random opening; every seat still playing), and each is played to the end
//! again `--continuations` times by the strongest level at the browser worker's node budget, as
//! `calibrate play` plays, each continuation with its own search seeds (a seed per ply, as
//! `play` draws them). `--jitter P` also draws each move's node budget uniformly within ±P% of
//! the worker's (a machine a little faster or slower): the level's two-player search uses no
//! seed, so its continuations differ only so. `--stage S` draws the positions of one stage only
//! (`--positions` of them), and `--summary FILE…` takes the positions listed by several runs
//! (of one player count, split by stage or seed to keep each run short) together; `--games
//! FILE` with it estimates their seats again (after a change of the model).
//!
//! Per stage (each seat counted in its own third of the moves of the game the position was
//! drawn from), over the seats still playing: the **floor**, each seat's mean absolute
//! deviation of its moves to finish from the mean of its continuations (the error of the best
//! estimate that knows only the position, measured with that mean; it reads about
//! √((K−1)/K) low with K continuations, so the figure scaled up by √(K/(K−1)) is given too),
//! their standard deviation, and the calibrated estimate's (`ai::race::finish`) mean absolute
//! error against the same continuations and its bias against their mean. Then, against the
//! moves the seat needed in the game the position was drawn from, the continuations' mean (a
//! played-out estimate: the strongest level's own replays) and the calibrated estimate, each
//! as a mean absolute error. Intervals are 95% (Student's t over the positions: a position's
//! seats move together).

use sternhalma::ai::race;
use sternhalma::engine::{Game, Seat};
use sternhalma::tools::SplitMix64;

use crate::games::{level_move, max_plies, own_moves, play_move, read_games, strongest_limits};
use crate::{fail, files, mean, number};

/// One seat at one drawn position: its estimate and the moves it needed in each continuation.
struct Seated {
    /// The drawn position (its index).
    position: usize,
    /// The third of its own moves the seat is in, in the game the position comes from.
    stage: usize,
    estimate: f64,
    needed: Vec<f64>,
    /// The moves it needed in the game the position was drawn from.
    game: f64,
}

impl Seated {
    fn centre(&self) -> f64 {
        mean(self.needed.iter().copied())
    }
    /// The mean absolute deviation from the continuations' mean.
    fn deviation(&self) -> f64 {
        let c = self.centre();
        mean(self.needed.iter().map(|x| (x - c).abs()))
    }
    /// The variance of the continuations (unbiased).
    fn variance(&self) -> f64 {
        let c = self.centre();
        let k = self.needed.len() as f64;
        self.needed.iter().map(|x| (x - c) * (x - c)).sum::<f64>() / (k - 1.0).max(1.0)
    }
    /// The estimate's mean absolute error against the continuations.
    fn error(&self) -> f64 {
        mean(self.needed.iter().map(|x| (self.estimate - x).abs()))
    }
}

pub fn floor(args: &[String]) {
    if args.iter().any(|a| a == "--summary") {
        let games = args.iter().position(|a| a == "--games").map(|i| {
            let file = args.get(i + 1).cloned();
            read_games(&[file.unwrap_or_else(|| fail("--games needs a file"))])
        });
        return summarise(&files(args, &["--games"]), games.as_deref());
    }
    let players = crate::games::players(args);
    let n = players.count();
    let k = number(args, "--continuations", 5).max(2) as usize;
    let seed = number(args, "--seed", 1);
    let jitter = number(args, "--jitter", 0).min(90);
    let only = args
        .iter()
        .any(|a| a == "--stage")
        .then(|| number(args, "--stage", 0) as usize);
    let positions = number(args, "--positions", 30) as usize;
    let per_stage = if only.is_some() {
        positions
    } else {
        positions.div_ceil(3)
    };
    let files = files(
        args,
        &[
            "--players",
            "--positions",
            "--continuations",
            "--seed",
            "--jitter",
            "--stage",
        ],
    );
    let games: Vec<Game> = read_games(&files)
        .into_iter()
        .filter(|g| g.start().seating().seat_count() == n)
        .collect();
    if games.is_empty() {
        fail(&format!("no game of {n} players in the files"));
    }
    let mut rng = SplitMix64::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ n as u64);
    let drawn = draw(&games, per_stage, only, &mut rng);
    println!(
        "{n} players: {} positions ({per_stage} a stage{}) of {} games, {k} continuations each, seed {seed}, node budget ±{jitter}%",
        drawn.len(),
        only.map(|s| format!(", stage {s} only")).unwrap_or_default(),
        games.len()
    );
    println!("\nposition: game, ply, stage of the seat to move; per seat: the estimate, the moves needed in each continuation, in the game drawn from, and the seat's stage there");
    let base = strongest_limits(players);
    let mut seated = Vec::new();
    for (p, &(g, ply)) in drawn.iter().enumerate() {
        let game = &games[g];
        let (played, total) = own_moves(game);
        let Some(pos) = game.position_at(ply) else {
            continue;
        };
        let mut needed = vec![Vec::new(); n];
        for c in 0..k {
            let mut run = game.clone();
            if run.goto(ply).is_err() {
                fail("a drawn ply is outside its game");
            }
            let mut stream = SplitMix64::new(rng.next_u64() ^ ((p as u64) << 20) ^ c as u64);
            let seeds = stream.next_u64();
            while !run.position().is_over() && run.plies().len() < max_plies(n) {
                let mut limits = base;
                limits.seed = seeds ^ run.cursor() as u64;
                if jitter > 0 {
                    let pct = 100 - jitter + stream.below(2 * jitter as usize + 1) as u64;
                    limits.max_nodes = (base.max_nodes * pct / 100).max(1);
                }
                let m = level_move(&run, limits);
                play_move(&mut run, m);
            }
            let (_, all) = own_moves(&run);
            for (s, need) in needed.iter_mut().enumerate() {
                need.push(f64::from(all[s] - played[ply][s]));
            }
        }
        let mut line = format!(
            "{g} {ply} {}:",
            stage(
                played[ply][pos.to_move().index()],
                total[pos.to_move().index()]
            )
        );
        for (s, need) in needed.into_iter().enumerate() {
            let seat = Seat::new(s as u8).unwrap_or(Seat::FIRST);
            let estimate = race::finish(pos, seat);
            let list: Vec<String> = need.iter().map(|x| format!("{x}")).collect();
            let own = total[s] - played[ply][s];
            let st = stage(played[ply][s], total[s]);
            line += &format!(
                "  {estimate:.1} [{}] (game {own}, stage {st})",
                list.join(" ")
            );
            seated.push(Seated {
                position: p,
                stage: st,
                estimate,
                needed: need,
                game: f64::from(own),
            });
        }
        println!("{line}");
    }
    summary(n, k, &seated);
}

/// The table of the positions listed in earlier outputs of `calibrate floor` (runs split by
/// `--stage` or `--seed` to keep each short), taken together: one player count and one number
/// of continuations. With the `games` the positions were drawn from, each seat is estimated
/// again (the model as it is now).
fn summarise(files: &[String], games: Option<&[Game]>) {
    let mut seated = Vec::new();
    let (mut n, mut k) = (0, 0);
    for file in files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
        for line in text.lines() {
            let Some((head, seats)) = line.split_once(":  ") else {
                continue;
            };
            if head.split(' ').count() != 3 {
                continue;
            }
            let position = seated.last().map_or(0, |s: &Seated| s.position + 1);
            let at: Vec<usize> = head
                .split(' ')
                .take(2)
                .filter_map(|x| x.parse().ok())
                .collect();
            let pos = games.and_then(|g| g.get(*at.first()?)?.position_at(*at.get(1)?));
            if games.is_some() && pos.is_none() {
                fail(&format!("{file}: no such position in the games: {head}"));
            }
            let mut count = 0;
            for (index, seat) in seats.split("  ").enumerate() {
                let parse = || -> Option<Seated> {
                    let (estimate, rest) = seat.trim().split_once(" [")?;
                    let (list, rest) = rest.split_once("] (game ")?;
                    let (game, rest) = rest.split_once(", ")?;
                    let stage = rest.split_once("stage ")?.1.trim_end_matches(')');
                    Some(Seated {
                        position,
                        stage: stage.parse().ok()?,
                        estimate: estimate.parse().ok()?,
                        needed: list
                            .split(' ')
                            .map(|x| x.parse().ok())
                            .collect::<Option<_>>()?,
                        game: game.parse().ok()?,
                    })
                };
                let mut s = parse().unwrap_or_else(|| fail(&format!("{file}: cannot read {line}")));
                if let (Some(pos), Some(seat)) = (pos, Seat::new(index as u8)) {
                    s.estimate = race::finish(pos, seat);
                }
                k = s.needed.len();
                seated.push(s);
                count += 1;
            }
            n = count;
        }
    }
    println!(
        "{} positions from {}",
        seated.last().map_or(0, |s| s.position + 1),
        files.join(", ")
    );
    summary(n, k, &seated);
}

/// 0, 1 or 2: the third of a seat's `total` own moves that `played` falls in.
fn stage(played: u32, total: u32) -> usize {
    ((3 * played / total.max(1)) as usize).min(2)
}

/// `per_stage` positions of each stage, (game, ply), drawn without repeats from the plies after
/// the random opening where every seat still plays.
fn draw(
    games: &[Game],
    per_stage: usize,
    only: Option<usize>,
    rng: &mut SplitMix64,
) -> Vec<(usize, usize)> {
    let mut candidates = vec![Vec::new(); 3];
    for (g, game) in games.iter().enumerate() {
        let n = game.start().seating().seat_count();
        let (played, total) = own_moves(game);
        for ply in n..game.plies().len() {
            let Some(pos) = game.position_at(ply) else {
                continue;
            };
            if pos.is_over() || (0..n).any(|s| played[ply][s] >= total[s]) {
                continue;
            }
            if !pos.finished().is_empty() {
                continue;
            }
            let s = pos.to_move().index();
            candidates[stage(played[ply][s], total[s])].push((g, ply));
        }
    }
    let mut drawn = Vec::new();
    for (st, mut pool) in candidates.into_iter().enumerate() {
        if only.is_some_and(|o| o != st) {
            continue;
        }
        for _ in 0..per_stage.min(pool.len()) {
            let i = rng.below(pool.len());
            drawn.push(pool.swap_remove(i));
        }
    }
    drawn
}

/// The mean of `v` and the half-width of its 95% interval (Student's t: few positions).
fn interval(v: &[f64]) -> (f64, f64) {
    const T: [f64; 10] = [12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23];
    let m = mean(v.iter().copied());
    let n = v.len();
    if n < 2 {
        return (m, f64::NAN);
    }
    let var = v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1) as f64;
    let t = match n - 1 {
        df @ 1..=10 => T[df - 1],
        11..=20 => 2.13,
        21..=40 => 2.05,
        _ => 1.96,
    };
    (m, t * (var / n as f64).sqrt())
}

fn summary(n: usize, k: usize, seated: &[Seated]) {
    let scale = (k as f64 / (k as f64 - 1.0)).sqrt();
    println!();
    println!("| players | stage | positions (seats) | floor | floor × √(K/(K−1)) | standard deviation | estimate: mean abs. error | estimate − floor | estimate's bias | against the game: replays' mean | against the game: estimate |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for st in 0..3 {
        let of: Vec<&Seated> = seated.iter().filter(|s| s.stage == st).collect();
        let mut positions: Vec<usize> = of.iter().map(|s| s.position).collect();
        positions.dedup();
        // Per position: the mean over its seats in this stage.
        let per = |f: &dyn Fn(&Seated) -> f64| -> Vec<f64> {
            positions
                .iter()
                .map(|&p| mean(of.iter().filter(|s| s.position == p).map(|s| f(s))))
                .collect()
        };
        let (floor, floor_pm) = interval(&per(&|s| s.deviation()));
        let (error, error_pm) = interval(&per(&|s| s.error()));
        let (gap, gap_pm) = interval(&per(&|s| s.error() - s.deviation()));
        let (bias, bias_pm) = interval(&per(&|s| s.estimate - s.centre()));
        let (replayed, replayed_pm) = interval(&per(&|s| (s.centre() - s.game).abs()));
        let (estimated, estimated_pm) = interval(&per(&|s| (s.estimate - s.game).abs()));
        let sd = mean(of.iter().map(|s| s.variance())).sqrt();
        let name = ["first third", "middle third", "last third"][st];
        println!(
            "| {n} | {name} | {} ({}) | {floor:.2} ± {floor_pm:.2} | {:.2} | {sd:.2} | {error:.2} ± {error_pm:.2} | {gap:+.2} ± {gap_pm:.2} | {bias:+.2} ± {bias_pm:.2} | {replayed:.2} ± {replayed_pm:.2} | {estimated:.2} ± {estimated_pm:.2} |",
            positions.len(),
            of.len(),
            floor * scale,
        );
    }
}
