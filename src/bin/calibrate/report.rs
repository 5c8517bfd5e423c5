//! `calibrate report`: the calibrated estimate against the moves the seats really played, and
//! the least-squares fit of its coefficients.

use sternhalma::ai::race;
use sternhalma::engine::{Game, Ply, Seat};

use crate::games::{own_moves, read_games};
use crate::{fail, mean, plot};

/// One seat's estimate at one position of a game, and what the game says.
pub struct Sample {
    /// The game's index in the files read.
    game: usize,
    pub players: usize,
    /// The seat's own moves played before the position, and in the whole game.
    played: u32,
    total: u32,
    estimate: f64,
    bound: u32,
    /// The features the model is fitted on (`race::Features`).
    features: Vec<f64>,
}

impl Sample {
    pub fn actual(&self) -> f64 {
        f64::from(self.total - self.played)
    }
    /// 0, 1 or 2: the third of the seat's own moves the position falls in.
    fn stage(&self) -> usize {
        ((3 * self.played / self.total.max(1)) as usize).min(2)
    }
}

/// A change of a seat's estimate over one ply.
struct Step {
    players: usize,
    own: bool,
    /// The samples before and after the ply.
    before: usize,
    after: usize,
}

pub fn report(args: &[String]) {
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
        std::fs::write(path, plot::plot(&samples, &estimates))
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
    let (played, total) = own_moves(game);
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
