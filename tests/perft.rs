//! Perft fixtures: every `tests/perft/*.perft` file, one case per line
//! (`position ; depth ; expected`), checked against the move generator.

use std::fs;
use std::path::Path;

mod common;

use sternhalma::engine::perft::{divide, perft};
use sternhalma::engine::Setup;

struct Case {
    file: String,
    line: usize,
    text: String,
    depth: u32,
    expected: u64,
}

fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .expect("tests/perft exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no fixtures in {}", dir.display());
    let mut out = Vec::new();
    for path in files {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let body = fs::read_to_string(&path).expect("readable fixture");
        for (i, line) in body.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let parts: Vec<&str> = line.split(';').map(str::trim).collect();
            assert_eq!(
                parts.len(),
                3,
                "{name}:{}: expected `position ; depth ; count`",
                i + 1
            );
            out.push(Case {
                file: name.clone(),
                line: i + 1,
                text: parts[0].to_string(),
                depth: parts[1].parse().expect("depth"),
                expected: parts[2].parse().expect("count"),
            });
        }
    }
    out
}

#[test]
fn fixtures() {
    let cases = cases();
    assert!(cases.len() > 50);
    let mut failures = Vec::new();
    for c in &cases {
        let setup: Setup = c
            .text
            .parse()
            .unwrap_or_else(|e| panic!("{}:{}: {e}", c.file, c.line));
        let mut pos = setup
            .validate()
            .unwrap_or_else(|e| panic!("{}:{}: {e}", c.file, c.line));
        // The canonical writer gives the same position back.
        assert_eq!(
            pos.to_string().parse::<Setup>().ok(),
            Some(setup.clone()),
            "{}:{}",
            c.file,
            c.line
        );
        let got = perft(&mut pos, c.depth);
        if got != c.expected {
            failures.push(format!(
                "{}:{}: depth {} got {got}, expected {}",
                c.file, c.line, c.depth, c.expected
            ));
        }
        // perft leaves the position as it was
        assert_eq!(pos, setup.validate().unwrap());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn divide_sums_to_perft() {
    for c in cases().iter().filter(|c| c.depth == 2) {
        let mut pos = c.text.parse::<Setup>().unwrap().validate().unwrap();
        let split = divide(&mut pos, 2);
        if !split.is_empty() {
            assert_eq!(
                split.iter().map(|&(_, n)| n).sum::<u64>(),
                c.expected,
                "{}:{}",
                c.file,
                c.line
            );
            assert_eq!(split.len() as u64, perft(&mut pos, 1));
        }
    }
}

#[test]
fn the_naive_generator_agrees_with_every_small_fixture() {
    // Leaves above this budget take too long for the naive generator in a debug build.
    let budget = if cfg!(debug_assertions) {
        20_000
    } else {
        600_000
    };
    let mut checked = 0;
    for c in cases().iter().filter(|c| c.expected <= budget) {
        let pos = common::position(&c.text);
        assert_eq!(
            common::naive_perft(&pos, c.depth),
            c.expected,
            "{}:{}",
            c.file,
            c.line
        );
        checked += 1;
    }
    assert!(checked >= 30, "{checked} fixtures checked");
}
