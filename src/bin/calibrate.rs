//! The calibration of moves to finish against real play.
//!
//! ```text
//! calibrate play --players 2|3|6 --games G [--seed S] [--from K] > games.txt
//! calibrate report games.txt …
//! ```
//!
//! `play`: games of the strongest level against itself, at the node budget the browser's
//! worker searches (reproducible), played on until every seat has finished (`end-playon`), so
//! that every seat's moves to finish are known. Each game opens with one random forward move
//! per seat (seeded), then the level plays. One game link per line on the standard output;
//! `--from K` starts at game K of the seed (to split a long run).
//!
//! `report`: for every position of the games and every seat not yet home, the estimate of
//! `ai::race::finish` against the seat's own moves still played in that game: bias and mean
//! absolute error by stage (the thirds of the seat's own moves), the change after the seat's own
//! move and after another seat's move, and how often the estimate is under the proven lower
//! bound (never, by construction). With `--fit` it also prints the least-squares fit that the
//! calibrated model's coefficients come from (`docs/ai.md`).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::{BufRead, Write};

    use sternhalma::ai::{self, race, Level};
    use sternhalma::app::link::{self, Link};
    use sternhalma::app::seats::default_seats;
    use sternhalma::engine::{End, Game, Move, Options, Players, Ply, Position, Seat};
    use sternhalma::tools::SplitMix64;

    fn fail(message: &str) -> ! {
        eprintln!("calibrate: {message}");
        std::process::exit(2)
    }

    pub fn main() {
        let args: Vec<String> = std::env::args().skip(1).collect();
        match args.first().map(String::as_str) {
            Some("play") => play(&args[1..]),
            Some("report") => report(&args[1..]),
            _ => fail("usage: calibrate play --players N --games G [--seed S] [--from K] | calibrate report [--fit] FILE…"),
        }
    }

    fn number(args: &[String], flag: &str, default: u64) -> u64 {
        match args.iter().position(|a| a == flag) {
            Some(i) => args
                .get(i + 1)
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| fail(&format!("{flag} needs a number"))),
            None => default,
        }
    }

    fn play(args: &[String]) {
        let players = match number(args, "--players", 2) {
            2 => Players::Two,
            3 => Players::Three,
            4 => Players::Four,
            6 => Players::Six,
            n => fail(&format!("{n} players: 2, 3, 4 or 6")),
        };
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
        let limits = Level::STRONGEST.node_limits(ai::browser_nodes_per_ms(options.players));
        let max_plies = 250 * n;
        while !game.position().is_over() && game.plies().len() < max_plies {
            let pos = game.position().clone();
            let m = if game.plies().len() < n {
                random_forward(&pos, &mut rng)
            } else {
                let ply = game.cursor();
                let earlier: Vec<Position> = (0..ply)
                    .filter_map(|i| game.position_at(i).cloned())
                    .collect();
                let keys: Vec<u64> = earlier.iter().map(ai::position_key).collect();
                let mut limits = limits;
                limits.seed = seed ^ (g << 32) ^ ply as u64;
                limits.stall = ai::stall_turns(&earlier, &pos);
                ai::search(&pos, &keys, limits, &|| 0.0).best
            };
            match m {
                Some(m) => {
                    if game.play(m).is_err() {
                        fail("the search chose an illegal move");
                    }
                }
                None => fail("a seat to move has no move"),
            }
        }
        game
    }

    fn random_forward(pos: &Position, rng: &mut SplitMix64) -> Option<Move> {
        let moves = pos.legal_move_list();
        let forward: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| {
                pos.army_at(m.from).is_some_and(|t| {
                    pos.geometry().progress(t, m.to) > pos.geometry().progress(t, m.from)
                })
            })
            .collect();
        let pool = if forward.is_empty() {
            moves.into_vec()
        } else {
            forward
        };
        (!pool.is_empty()).then(|| pool[rng.below(pool.len())])
    }

    /// One seat's estimate at one position of a game, and what the game says.
    struct Sample {
        /// The game's index in the files read.
        game: usize,
        players: usize,
        /// The seat's own moves played before the position, and in the whole game.
        played: u32,
        total: u32,
        estimate: f64,
        bound: u32,
        /// The features the model is fitted on (`race::Features`).
        features: Vec<f64>,
    }

    impl Sample {
        fn actual(&self) -> f64 {
            f64::from(self.total - self.played)
        }
        /// 0, 1 or 2: the third of the seat's own moves the position falls in.
        fn stage(&self) -> usize {
            ((3 * self.played / self.total.max(1)) as usize).min(2)
        }
    }

    /// The beam of the race solver that finishes the last seat's game.
    const TAIL_BEAM: usize = 200;

    /// A change of a seat's estimate over one ply.
    struct Step {
        players: usize,
        own: bool,
        /// The samples before and after the ply.
        before: usize,
        after: usize,
    }

    fn read_games(files: &[String]) -> Vec<Game> {
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

    fn report(args: &[String]) {
        let fit_flag = args.iter().any(|a| a == "--fit");
        let svg = args.iter().position(|a| a == "--svg").map(|i| {
            args.get(i + 1)
                .cloned()
                .unwrap_or_else(|| fail("--svg needs a file"))
        });
        let files: Vec<String> = args
            .iter()
            .filter(|a| !a.starts_with("--") && Some(*a) != svg.as_ref())
            .cloned()
            .collect();
        let (samples, steps) = read_samples(&files);
        println!("{} samples", samples.len());
        let estimates: Vec<f64> = samples.iter().map(|s| s.estimate).collect();
        println!("\nThe estimate (`ai::race::finish`):");
        print_calibration(&samples, &steps, &estimates);
        if let Some(path) = &svg {
            std::fs::write(path, plot(&samples, &estimates))
                .unwrap_or_else(|e| fail(&format!("{path}: {e}")));
        }
        if fit_flag {
            let (estimates, coef) = cross_validate(&samples);
            println!("\nThe model fitted again, each game estimated by a fit without its fold ({FOLDS} folds of the games):");
            print_calibration(&samples, &steps, &estimates);
            println!("\nFitted on every game:");
            for (n, c) in &coef {
                let c: Vec<String> = c.iter().map(|x| format!("{x:.4}")).collect();
                println!("    // {n} players\n    [{}],", c.join(", "));
            }
        }
    }

    /// Folds of the games in the cross-validation of the fit.
    const FOLDS: usize = 5;

    /// Each sample estimated by the model fitted on the games of the other folds (game `g` is in
    /// fold `g % FOLDS`), and the coefficients fitted on every game.
    fn cross_validate(samples: &[Sample]) -> (Vec<f64>, Vec<(usize, Vec<f64>)>) {
        let mut estimates = vec![0.0; samples.len()];
        for fold in 0..FOLDS {
            let train: Vec<&Sample> = samples.iter().filter(|s| s.game % FOLDS != fold).collect();
            let coef = fit(&train);
            for (s, e) in samples.iter().zip(&mut estimates) {
                if s.game % FOLDS == fold {
                    *e = predict(&coef, s);
                }
            }
        }
        let all: Vec<&Sample> = samples.iter().collect();
        (estimates, fit(&all))
    }

    fn predict(coef: &[(usize, Vec<f64>)], s: &Sample) -> f64 {
        let c = coef
            .iter()
            .find(|(n, _)| *n == s.players)
            .map(|(_, c)| c.as_slice())
            .unwrap_or(&[]);
        let e: f64 = c.iter().zip(&s.features).map(|(a, b)| a * b).sum();
        e.max(f64::from(s.bound))
    }

    fn read_samples(files: &[String]) -> (Vec<Sample>, Vec<Step>) {
        let games = read_games(files);
        let mut samples = Vec::new();
        let mut steps = Vec::new();
        for (g, game) in games.iter().enumerate() {
            collect(g, game, &mut samples, &mut steps);
        }
        println!("{} games", games.len());
        (samples, steps)
    }

    /// Every seat's samples over the game's positions, and the changes from ply to ply.
    fn collect(g: usize, game: &Game, samples: &mut Vec<Sample>, steps: &mut Vec<Step>) {
        let n = game.start().options().players.count();
        let plies = game.plies().len();
        // Each seat's own moves played before each ply.
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
        // A seat still playing when the game ends (the last one) finishes alone: the rest of its
        // moves is the race solver's line, with a wide beam.
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
        let mut last: Vec<Option<usize>> = vec![None; n];
        for (i, played) in played.iter().enumerate() {
            let Some(pos) = game.position_at(i) else {
                break;
            };
            // The seat that moved to reach the position (none after a pass).
            let mover = i
                .checked_sub(1)
                .filter(|&b| matches!(game.plies().get(b), Some(Ply::Move(_))))
                .and_then(|b| game.position_at(b))
                .map(|p| p.to_move());
            for s in 0..n {
                let seat = Seat::new(s as u8).unwrap_or(Seat::FIRST);
                if pos.finished().contains(seat) || total[s] == played[s] {
                    last[s] = None;
                    continue;
                }
                let estimate = race::finish(pos, seat);
                if let (Some(before), Some(m)) = (last[s], mover) {
                    steps.push(Step {
                        players: n,
                        own: m == seat,
                        before,
                        after: samples.len(),
                    });
                }
                last[s] = Some(samples.len());
                samples.push(Sample {
                    game: g,
                    players: n,
                    played: played[s],
                    total: total[s],
                    estimate,
                    bound: race::seat_lower_bound(pos, seat),
                    features: race::Features::of(pos, seat).terms().to_vec(),
                });
            }
        }
    }

    fn mean(v: impl Iterator<Item = f64>) -> f64 {
        let (s, n) = v.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
        if n == 0 {
            f64::NAN
        } else {
            s / n as f64
        }
    }

    fn print_calibration(samples: &[Sample], steps: &[Step], estimates: &[f64]) {
        println!();
        println!("| players | stage | samples | bias | mean abs. error |");
        println!("|---|---|---|---|---|");
        let mut counts: Vec<usize> = samples.iter().map(|s| s.players).collect();
        counts.sort_unstable();
        counts.dedup();
        for &n in &counts {
            for stage in 0..3 {
                let of: Vec<(f64, &Sample)> = samples
                    .iter()
                    .zip(estimates)
                    .filter(|(s, _)| s.players == n && s.stage() == stage)
                    .map(|(s, &e)| (e, s))
                    .collect();
                let bias = mean(of.iter().map(|(e, s)| e - s.actual()));
                let mae = mean(of.iter().map(|(e, s)| (e - s.actual()).abs()));
                let name = ["first third", "middle third", "last third"][stage];
                println!("| {n} | {name} | {} | {bias:+.2} | {mae:.2} |", of.len());
            }
        }
        println!();
        println!("| players | after its own move: mean change | own: over 3 | own: rises over 1 | another's: over 2 |");
        println!("|---|---|---|---|---|");
        for &n in &counts {
            let own: Vec<f64> = steps
                .iter()
                .filter(|s| s.players == n && s.own)
                .map(|s| estimates[s.after] - estimates[s.before])
                .collect();
            let other: Vec<f64> = steps
                .iter()
                .filter(|s| s.players == n && !s.own)
                .map(|s| estimates[s.after] - estimates[s.before])
                .collect();
            let share = |v: &[f64], t: f64| {
                100.0 * v.iter().filter(|d| d.abs() > t).count() as f64 / v.len().max(1) as f64
            };
            let rises = own.iter().filter(|&&d| d > 1.0).count();
            println!(
                "| {n} | {:+.2} | {:.1}% | {rises} of {} | {:.1}% |",
                mean(own.iter().copied()),
                share(&own, 3.0),
                own.len(),
                share(&other, 2.0)
            );
        }
        let under = samples
            .iter()
            .zip(estimates)
            .filter(|(s, &e)| e < f64::from(s.bound))
            .count();
        println!();
        println!("estimates under the proven lower bound: {under}");
    }

    /// Least squares of the seat's moves still played on its features, per player count.
    fn fit(samples: &[&Sample]) -> Vec<(usize, Vec<f64>)> {
        let mut counts: Vec<usize> = samples.iter().map(|s| s.players).collect();
        counts.sort_unstable();
        counts.dedup();
        let mut out = Vec::new();
        for n in counts {
            let of: Vec<&Sample> = samples.iter().copied().filter(|s| s.players == n).collect();
            let k = of[0].features.len();
            let mut a = vec![vec![0.0; k + 1]; k];
            for s in &of {
                for (row, &fi) in a.iter_mut().zip(&s.features) {
                    for (cell, &fj) in row.iter_mut().zip(&s.features) {
                        *cell += fi * fj;
                    }
                    row[k] += fi * s.actual();
                }
            }
            out.push((n, solve(a)));
        }
        out
    }

    /// Gaussian elimination with partial pivoting of the augmented system `a`.
    fn solve(mut a: Vec<Vec<f64>>) -> Vec<f64> {
        let k = a.len();
        for c in 0..k {
            let p = (c..k)
                .max_by(|&x, &y| a[x][c].abs().total_cmp(&a[y][c].abs()))
                .unwrap_or(c);
            a.swap(c, p);
            if a[c][c].abs() < 1e-12 {
                continue;
            }
            let pivot = a[c].clone();
            for (r, row) in a.iter_mut().enumerate() {
                if r != c {
                    let f = row[c] / pivot[c];
                    for (x, p) in row.iter_mut().zip(&pivot).skip(c) {
                        *x -= f * p;
                    }
                }
            }
        }
        (0..k)
            .map(|i| {
                if a[i][i].abs() < 1e-12 {
                    0.0
                } else {
                    a[i][k] / a[i][i]
                }
            })
            .collect()
    }

    /// The calibration plot: for each player count, the mean of the moves still played against
    /// the estimate (in bins of two moves, with at least 20 samples), over the diagonal of a
    /// perfect estimate.
    fn plot(samples: &[Sample], estimates: &[f64]) -> String {
        const SIZE: f64 = 420.0;
        const MARGIN: f64 = 50.0;
        const MAX: f64 = 60.0;
        let x = |v: f64| MARGIN + v / MAX * SIZE;
        let y = |v: f64| MARGIN + SIZE - v / MAX * SIZE;
        let mut svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {w}\" width=\"{w}\" height=\"{w}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
            w = SIZE + 2.0 * MARGIN
        );
        svg += &format!(
            "<text x=\"{}\" y=\"24\" text-anchor=\"middle\" font-size=\"14\">Moves to finish: estimate against the moves played</text>\n",
            MARGIN + SIZE / 2.0
        );
        for t in (0..=60).step_by(10) {
            let v = f64::from(t);
            svg += &format!(
                "<line x1=\"{a}\" y1=\"{b}\" x2=\"{c}\" y2=\"{b}\" stroke=\"#ddd\"/><line x1=\"{d}\" y1=\"{e}\" x2=\"{d}\" y2=\"{f}\" stroke=\"#ddd\"/>\n<text x=\"{g}\" y=\"{h}\" text-anchor=\"end\">{t}</text><text x=\"{d}\" y=\"{i}\" text-anchor=\"middle\">{t}</text>\n",
                a = x(0.0),
                b = y(v),
                c = x(MAX),
                d = x(v),
                e = y(0.0),
                f = y(MAX),
                g = x(0.0) - 6.0,
                h = y(v) + 4.0,
                i = y(0.0) + 18.0
            );
        }
        svg += &format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#888\" stroke-dasharray=\"4 4\"/>\n",
            x(0.0),
            y(0.0),
            x(MAX),
            y(MAX)
        );
        svg += &format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">estimated moves to finish</text>\n<text transform=\"translate(16 {}) rotate(-90)\" text-anchor=\"middle\">moves the seat still played (mean)</text>\n",
            MARGIN + SIZE / 2.0,
            MARGIN + SIZE + 38.0,
            MARGIN + SIZE / 2.0
        );
        let colours = ["#1f6fd1", "#d9480f", "#2b8a3e", "#862e9c"];
        let mut counts: Vec<usize> = samples.iter().map(|s| s.players).collect();
        counts.sort_unstable();
        counts.dedup();
        for (k, &n) in counts.iter().enumerate() {
            let colour = colours[k % colours.len()];
            let mut bins = vec![(0.0, 0.0, 0usize); 31];
            for (s, &e) in samples.iter().zip(estimates) {
                if s.players == n {
                    let b = ((e / 2.0).round() as usize).min(30);
                    bins[b].0 += e;
                    bins[b].1 += s.actual();
                    bins[b].2 += 1;
                }
            }
            let points: Vec<String> = bins
                .iter()
                .filter(|b| b.2 >= 20)
                .map(|b| format!("{:.1},{:.1}", x(b.0 / b.2 as f64), y(b.1 / b.2 as f64)))
                .collect();
            svg += &format!(
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>\n",
                points.join(" ")
            );
            svg += &format!(
                "<text x=\"{}\" y=\"{}\" fill=\"{colour}\">{n} players</text>\n",
                x(2.0),
                y(MAX - 4.0 - 4.0 * k as f64)
            );
        }
        svg + "</svg>\n"
    }
}
