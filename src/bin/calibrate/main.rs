//! The calibration of moves to finish against real play.
//!
//! ```text
//! calibrate play --players 2|3|4|6 --games G [--seed S] [--from K] > games.txt
//! calibrate report [--fit] [--svg FILE] games.txt …
//! calibrate floor --players N [--positions P] [--continuations K] [--seed S] [--jitter PCT] [--stage S] games.txt …
//! calibrate floor --summary [--games games.txt] floor-output.txt …
//! ```
//!
//! `play` (`games.rs`): games of the strongest level against itself, at the node budget the
//! browser's worker searches (reproducible), played on until every seat has finished
//! (`end-playon`), so that every seat's moves to finish are known. Each game opens with one
//! random forward move per seat (seeded), then the level plays. One game link per line on the
//! standard output; `--from K` starts at game K of the seed (to split a long run).
//!
//! `report` (`report.rs`): for every position of the games and every seat not yet home, the
//! estimate of `ai::race::finish` against the seat's own moves still played in that game: bias
//! and mean absolute error by stage (the thirds of the seat's own moves), the change after the
//! seat's own move and after another seat's move, and how often the estimate is under the
//! proven lower bound (never, by construction). With `--fit` it also prints the least-squares
//! fit that the calibrated model's coefficients come from, cross-validated by game
//! (`docs/ai.md`); `--svg` writes the calibration plot (`plot.rs`).
//!
//! `floor` (`floor.rs`): the noise floor of any estimate. Positions of the games are played to
//! the end again, several times each, by the same level with other seeds: how far each seat's
//! moves to finish scatter around their mean is an error no estimate of the position can
//! avoid; the calibrated estimate's error against the same continuations beside it.

#[cfg(not(target_arch = "wasm32"))]
mod floor;
#[cfg(not(target_arch = "wasm32"))]
mod games;
#[cfg(not(target_arch = "wasm32"))]
mod plot;
#[cfg(not(target_arch = "wasm32"))]
mod report;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") => games::play(&args[1..]),
        Some("report") => report::report(&args[1..]),
        Some("floor") => floor::floor(&args[1..]),
        _ => fail("usage: calibrate play --players N --games G [--seed S] [--from K] | calibrate report [--fit] [--svg FILE] FILE… | calibrate floor --players N [--positions P] [--continuations K] [--seed S] [--jitter PCT] [--stage S] FILE… | calibrate floor --summary [--games FILE] FILE…"),
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

/// Ends the program with a message on the standard error.
#[cfg(not(target_arch = "wasm32"))]
fn fail(message: &str) -> ! {
    eprintln!("calibrate: {message}");
    std::process::exit(2)
}

/// The number after `flag`, or `default` without the flag.
#[cfg(not(target_arch = "wasm32"))]
fn number(args: &[String], flag: &str, default: u64) -> u64 {
    match args.iter().position(|a| a == flag) {
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| fail(&format!("{flag} needs a number"))),
        None => default,
    }
}

/// The arguments that are no flag and no flag's value: the files to read.
#[cfg(not(target_arch = "wasm32"))]
fn files(args: &[String], flags_with_values: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip = false;
    for a in args {
        if skip {
            skip = false;
        } else if flags_with_values.contains(&a.as_str()) {
            skip = true;
        } else if !a.starts_with("--") {
            out.push(a.clone());
        }
    }
    out
}

/// The mean of `v` (NaN when empty).
#[cfg(not(target_arch = "wasm32"))]
fn mean(v: impl Iterator<Item = f64>) -> f64 {
    let (s, n) = v.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    if n == 0 {
        f64::NAN
    } else {
        s / n as f64
    }
}
