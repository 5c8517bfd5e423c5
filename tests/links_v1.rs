//! Version 1 links keep opening exactly as they did: every link of the committed corpus
//! `tests/links/v1.links` (written by the build that introduced nothing newer than version 1)
//! decodes to the same start, plies, cursor, seats and position, or fails with the same error.

use std::fmt::Write as _;

use sternhalma::app::link::{decode, Link};
use sternhalma::app::seats::{SeatKind, SeatSetup};
use sternhalma::engine::{Game, Ply};

/// One corpus entry: the link and its expected lines (`key value`), in file order.
struct Entry {
    line: usize,
    link: String,
    expected: String,
}

fn corpus() -> Vec<Entry> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/links/v1.links");
    let text = std::fs::read_to_string(path).expect("the v1 link corpus is readable");
    let mut entries: Vec<Entry> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("//") {
            continue;
        }
        if let Some(link) = line.strip_prefix("link ") {
            entries.push(Entry {
                line: i + 1,
                link: link.to_string(),
                expected: String::new(),
            });
        } else if let Some(field) = line.strip_prefix("  ") {
            let entry = entries.last_mut().expect("a field follows a link line");
            writeln!(entry.expected, "{}", field.trim_end()).unwrap();
        } else {
            assert!(line.trim().is_empty(), "line {}: {line:?}", i + 1);
        }
    }
    entries
}

fn seats_text(seats: &[SeatSetup]) -> String {
    let seat = |s: &SeatSetup| match s.kind {
        SeatKind::Human => format!("human/{}", s.colour.index()),
        SeatKind::Computer(level) => format!("computer{}/{}", level.number(), s.colour.index()),
    };
    seats.iter().map(seat).collect::<Vec<_>>().join(" ")
}

fn plies_text(game: &Game) -> String {
    let ply = |(i, p): (usize, &Ply)| match p {
        Ply::Pass => "pass".to_string(),
        Ply::Move(m) => game
            .position_at(i)
            .map_or_else(|| "?".to_string(), |pos| pos.move_name(*m)),
    };
    game.plies()
        .iter()
        .enumerate()
        .map(ply)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What `link` decodes to, in the corpus' lines.
fn describe(link: &str) -> String {
    let mut out = String::new();
    match decode(link) {
        Ok(Link::Game(l)) => {
            let g = &l.game;
            writeln!(out, "start {}", g.start()).unwrap();
            writeln!(out, "plies {}", plies_text(g)).unwrap();
            writeln!(out, "cursor {}", g.cursor()).unwrap();
            writeln!(out, "seats {}", seats_text(&l.seats)).unwrap();
            writeln!(out, "position {}", g.position()).unwrap();
        }
        Ok(Link::Position(p)) => writeln!(out, "position {p}").unwrap(),
        Err(e) => writeln!(out, "error {e}").unwrap(),
    }
    // The corpus file has no trailing spaces (an empty ply list is `plies`).
    out.lines()
        .map(str::trim_end)
        .fold(String::new(), |s, l| s + l + "\n")
}

/// The corpus' expected lines with each computer level as a link is read today: the corpus was
/// written when there were four levels, and a link's old level reads as the level that plays
/// like it (`SeatKind::from_code`: 1 and 2 as levels 1 and 2, 3 as 4, 4 and above — a link holds
/// numbers up to 15, the screen always played them at the strongest level — as 5). Every other
/// field is compared as written.
fn levels_as_read(expected: &str) -> String {
    let seat = |word: &str| match word
        .strip_prefix("computer")
        .and_then(|rest| rest.split_once('/'))
        .and_then(|(level, colour)| Some((level.parse::<u8>().ok()?, colour)))
    {
        Some((level, colour)) => {
            format!(
                "computer{}/{colour}",
                SeatKind::from_code(level.min(4)).number()
            )
        }
        None => word.to_string(),
    };
    expected
        .lines()
        .map(|line| match line.strip_prefix("seats ") {
            Some(seats) => format!(
                "seats {}\n",
                seats.split(' ').map(seat).collect::<Vec<_>>().join(" ")
            ),
            None => format!("{line}\n"),
        })
        .collect()
}

#[test]
fn every_v1_link_decodes_as_it_did() {
    let entries = corpus();
    assert!(entries.len() >= 80, "{} links", entries.len());
    let games = entries
        .iter()
        .filter(|e| e.expected.contains("plies"))
        .count();
    let errors = entries
        .iter()
        .filter(|e| e.expected.starts_with("error"))
        .count();
    assert!(
        games >= 20 && errors >= 15,
        "{games} games, {errors} errors"
    );
    let mut failures = Vec::new();
    for e in &entries {
        let got = describe(&e.link);
        let expected = levels_as_read(&e.expected);
        if got != expected {
            failures.push(format!(
                "line {}: {:?}\nexpected:\n{}got:\n{got}",
                e.line, e.link, expected
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
