//! The analysis board and the review compiled to wasm and run in Node.js: what a moves-to-finish
//! estimate costs, how soon an analysis gives its first result (the worker's own time, without
//! the message round trip), and what a full review of a two- and a six-player game costs at
//! the review's node budgets (`ui::ai::review_nodes`). Figures are reported, never asserted.
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
use sternhalma::ui::ai::review_nodes;
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

fn now() -> f64 {
    js_sys::Date::now()
}

/// A level-3 self-play game (20 nodes per ms of its budget): positions and moves.
fn game(players: Players, max_plies: usize) -> (Vec<Position>, Vec<Option<Move>>) {
    let mut pos = Position::start(Options::with_players(players)).unwrap();
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    let mut keys = vec![ai::position_key(&pos)];
    while !pos.is_over() && moves.len() < max_plies {
        let mut limits = Level::GOOD.node_limits(20);
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
            let t = now();
            let mut a = Analyser::new(p, &positions[..i], AnalysisLimits::default());
            assert!(a.step(&now).is_some());
            let took = now() - t;
            sum += took;
            worst = worst.max(took);
            count += 1;
        }
        console_log!(
            "wasm, {n} players: first analysis result {:.0} ms on average, {:.0} ms at worst ({count} positions)",
            sum / f64::from(count.max(1)),
            worst
        );
        // Moves to finish of every seat at every position (the race graph).
        let t = now();
        let mut estimates = 0;
        for p in &positions {
            for army in p.seating().used().iter() {
                let s = race::solve(p, army);
                assert!(s.moves >= race::lower_bound(p, army));
                estimates += 1;
            }
        }
        let took = now() - t;
        console_log!(
            "wasm, {n} players: {estimates} estimates over {} positions, {:.1} ms per estimate, {:.0} ms per position",
            positions.len(),
            took / f64::from(estimates),
            took / positions.len() as f64
        );
        // A full review at the review's budget.
        let nodes = review_nodes(n);
        let t = now();
        let mut judged = 0;
        let mut lost = vec![Vec::new(); n];
        for (i, m) in moves.iter().enumerate() {
            let Some(m) = m else { continue };
            let j = analysis::judge(&positions[i], &positions[..i], *m, nodes, &now).unwrap();
            lost[positions[i].to_move().index()].push(j.lost);
            judged += 1;
        }
        let took = now() - t;
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
            "wasm, {n} players: review of {judged} moves at {nodes} nodes each in {:.1} s ({:.0} ms per move); accuracy per seat {}",
            took / 1e3,
            took / f64::from(judged.max(1)),
            accuracy.join(" ")
        );
    }
}
