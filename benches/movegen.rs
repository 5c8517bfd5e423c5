//! Move-generation benchmark (`cargo bench --bench movegen`): legal moves
//! generated per second over 1000 seeded random mid-game positions (two and
//! six players, default rules). No external harness: `std::time::Instant` and
//! `std::hint::black_box` via `bench::run` (`tests/common/bench.rs`).

use std::time::Instant;

use sternhalma::engine::{Options, Players};

#[path = "../tests/common/bench.rs"]
#[allow(dead_code)]
mod bench;

fn measure(name: &str, texts: &[String]) {
    let positions = match bench::parse_positions(texts) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{name}: {e}");
            std::process::exit(1);
        }
    };
    let origin = Instant::now();
    let mut clock = || origin.elapsed().as_secs_f64() * 1000.0;
    // warm up, then size the run to about one second
    let probe = bench::run(&positions, 5, &mut clock);
    let per_iter = (probe.millis / 5.0).max(1e-3);
    let iterations = ((1000.0 / per_iter) as u32).clamp(5, 100_000);
    let mut best = f64::MAX;
    let mut report = probe;
    for _ in 0..3 {
        let r = bench::run(&positions, iterations, &mut clock);
        if r.millis < best {
            best = r.millis;
            report = r;
        }
    }
    println!(
        "{name:>10}: {:>5} positions, {:>6.1} moves/position, {:>8.2} M moves/s ({} iterations, {:.1} ms)",
        report.positions,
        report.moves as f64 / (report.positions as f64 * f64::from(report.iterations)),
        report.moves_per_second / 1e6,
        report.iterations,
        report.millis,
    );
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` does not: then
    // run a tiny smoke version only.
    let full = std::env::args().any(|a| a == "--bench");
    let n = if full { 1000 } else { 20 };
    let two = bench::positions(Options::with_players(Players::Two), n, bench::SEED);
    let six = bench::positions(Options::with_players(Players::Six), n, bench::SEED ^ 6);
    if !full {
        let positions = bench::parse_positions(&two).expect("bench positions parse");
        let mut t = 0.0;
        let mut clock = || {
            t += 1.0;
            t
        };
        let r = bench::run(&positions, 1, &mut clock);
        assert!(r.moves > 0);
        return;
    }
    measure("2 players", &two);
    measure("6 players", &six);
    let mut all = two;
    all.extend(six);
    measure("both", &all);
}
