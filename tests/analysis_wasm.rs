//! The analysis board and the review compiled to wasm and run in Node.js: what a moves-to-finish
//! estimate costs, how soon an analysis gives its first result (the worker's own time, without
//! the message round trip), and what a full review of a two- and a six-player game costs at
//! the review's node budgets (`ui::workers::review_nodes`). Figures are reported, never asserted.
//! Built with the worker's profile (`wasm-release`: `opt-level = "z"`):
//!
//! ```sh
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!   cargo test --profile wasm-release --target wasm32-unknown-unknown --test analysis_wasm -- --nocapture
//! ```
#![cfg(target_arch = "wasm32")]

use sternhalma::ai::analysis::{self, Analyser, AnalysisLimits};
use sternhalma::ai::{self, race, Level};
use sternhalma::engine::{Move, Options, Players, Position};
use sternhalma::ui::workers::review_nodes;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

fn now() -> f64 {
    js_sys::Date::now()
}

/// Processor time of this Node.js process in milliseconds (`process.cpuUsage()`), or the wall
/// clock where there is none: on a machine shared with other jobs the wall clock runs several
/// times faster than the work.
fn cpu() -> f64 {
    let usage = js_sys::Reflect::get(&js_sys::global(), &"process".into())
        .and_then(|p| js_sys::Reflect::get(&p, &"cpuUsage".into()).map(|f| (p, f)))
        .ok()
        .and_then(|(p, f)| f.dyn_into::<js_sys::Function>().ok()?.call0(&p).ok());
    let field = |u: &wasm_bindgen::JsValue, k: &str| {
        js_sys::Reflect::get(u, &k.into())
            .ok()
            .and_then(|v| v.as_f64())
    };
    match usage {
        Some(u) => match (field(&u, "user"), field(&u, "system")) {
            (Some(a), Some(b)) => (a + b) / 1000.0,
            _ => now(),
        },
        None => now(),
    }
}

/// A level-3 self-play game (20 nodes per ms of its budget): positions and moves.
fn game(players: Players, max_plies: usize) -> (Vec<Position>, Vec<Option<Move>>) {
    let mut pos = Position::start(Options::with_players(players)).unwrap();
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    let mut keys = vec![ai::position_key(&pos)];
    while !pos.is_over() && moves.len() < max_plies {
        let mut limits = Level::CLUB.node_limits(20);
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

#[wasm_bindgen_test]
fn analysis_and_review_figures_in_wasm() {
    for (players, plies) in [(Players::Two, 300), (Players::Six, 600)] {
        let (positions, moves) = game(players, plies);
        let n = players.count();
        // The first analysis result at every tenth position (fresh positions: nothing cached).
        let (mut sum, mut worst, mut count) = (0.0f64, 0.0f64, 0);
        for (i, p) in positions.iter().enumerate().skip(5).step_by(10) {
            if p.is_over() {
                continue;
            }
            let t = cpu();
            let mut a = Analyser::new(p, &positions[..i], AnalysisLimits::default());
            assert!(a.step(&now).is_some());
            let took = cpu() - t;
            sum += took;
            worst = worst.max(took);
            count += 1;
        }
        console_log!(
            "wasm, {n} players: first analysis result {:.0} ms (processor time) on average, {:.0} ms at worst ({count} positions)",
            sum / f64::from(count.max(1)),
            worst
        );
        // Moves to finish of every seat at every position (the race graph).
        let (t, w) = (cpu(), now());
        let mut estimates = 0;
        for p in &positions {
            for army in p.seating().used().iter() {
                let s = race::solve(p, army);
                assert!(s.moves >= race::lower_bound(p, army));
                estimates += 1;
            }
        }
        let (took, wall) = (cpu() - t, now() - w);
        console_log!(
            "wasm, {n} players: {estimates} estimates over {} positions, {:.1} ms per estimate, {:.0} ms per position (processor time; wall clock {:.1} s in all)",
            positions.len(),
            took / f64::from(estimates),
            took / positions.len() as f64,
            wall / 1e3
        );
        // A full review at the review's budget.
        let nodes = review_nodes(n);
        let (t, w) = (cpu(), now());
        let mut judged = 0;
        let mut lost = vec![Vec::new(); n];
        for (i, m) in moves.iter().enumerate() {
            let Some(m) = m else { continue };
            let j = analysis::judge(&positions[i], &positions[..i], *m, nodes, &now).unwrap();
            lost[positions[i].to_move().index()].push(j.lost);
            judged += 1;
        }
        let (took, wall) = (cpu() - t, now() - w);
        let accuracy: Vec<String> = lost
            .iter()
            .map(|l| {
                format!(
                    "{:.0}",
                    analysis::accuracy(l.iter().copied()).unwrap_or(0.0)
                )
            })
            .collect();
        console_log!(
            "wasm, {n} players: review of {judged} moves at {nodes} nodes each in {:.1} s of processor time ({:.0} ms per move; wall clock {:.1} s); accuracy per seat {}",
            took / 1e3,
            took / f64::from(judged.max(1)),
            wall / 1e3,
            accuracy.join(" ")
        );
    }
}
