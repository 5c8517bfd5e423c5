//! Links keep opening exactly as they did: every link of the committed corpora decodes to the
//! same start, plies, cursor, seats and position, or fails with the same error.
//! `tests/links/v1.links` was written by the build that introduced nothing newer than version 1
//! (four computer levels), `tests/links/v2-five-levels.links` by the last build with five
//! levels. Their levels read as the levels that play like them.

use std::fmt::Write as _;

use sternhalma::app::link::{decode, Link};
use sternhalma::app::seats::{Ladder, SeatKind, SeatSetup};
use sternhalma::engine::{Game, Ply};

/// One corpus entry: the link and its expected lines (`key value`), in file order.
struct Entry {
    line: usize,
    link: String,
    expected: String,
}

fn corpus(name: &str) -> Vec<Entry> {
    let path = format!("{}/tests/links/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("the link corpus is readable");
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

/// The level an old link's `level` reads as today at a table of `seats` seats (written out here
/// rather than taken from `seats::old_level`, so that a change of either is seen).
fn reads_as(ladder: Ladder, level: u8, seats: usize) -> u8 {
    let table: &[u8] = match (ladder, seats) {
        (Ladder::Four, 2) => &[1, 2, 5, 6],
        (Ladder::Four, 3) => &[1, 2, 4, 6],
        (Ladder::Four, _) => &[2, 3, 5, 6],
        (Ladder::Five, 2) => &[1, 2, 4, 5, 6],
        (Ladder::Five, 3) => &[1, 2, 3, 4, 6],
        (Ladder::Five, _) => &[2, 3, 4, 5, 6],
    };
    table.get(usize::from(level) - 1).copied().unwrap_or(6)
}

/// The corpus' expected lines with each computer level as a link is read today: the corpus was
/// written with the levels of `ladder`, and a link's old level reads as the level that plays
/// like it at its table (`seats::old_level`: of four levels, 1 and 2 as five-level 1 and 2, 3 as
/// five-level 4, 4 and above — a link holds numbers up to 15, the screen always played them at
/// the strongest level — as five-level 5; of five, with two seats 1 2 4 5 6, with three 1 2 3 4
/// 6, with more 2 to 6).
/// Every other field is compared as written.
fn levels_as_read(expected: &str, ladder: Ladder) -> String {
    let seat = |word: &str, seats: usize| match word
        .strip_prefix("computer")
        .and_then(|rest| rest.split_once('/'))
        .and_then(|(level, colour)| Some((level.parse::<u8>().ok()?, colour)))
    {
        Some((level, colour)) => {
            format!("computer{}/{colour}", reads_as(ladder, level, seats))
        }
        None => word.to_string(),
    };
    expected
        .lines()
        .map(|line| match line.strip_prefix("seats ") {
            Some(seats) => format!(
                "seats {}\n",
                seats
                    .split(' ')
                    .map(|word| seat(word, seats.split(' ').count()))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            None => format!("{line}\n"),
        })
        .collect()
}

/// The corpus entries of `name` whose decoding differs from what they decoded to.
fn failures(name: &str, entries: &[Entry], ladder: Ladder) -> Vec<String> {
    let mut failures = Vec::new();
    for e in entries {
        let got = describe(&e.link);
        let expected = levels_as_read(&e.expected, ladder);
        if got != expected {
            failures.push(format!(
                "{name} line {}: {:?}\nexpected:\n{}got:\n{got}",
                e.line, e.link, expected
            ));
        }
    }
    failures
}

#[test]
fn every_v1_link_decodes_as_it_did() {
    let entries = corpus("v1.links");
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
    let failures = failures("v1.links", &entries, Ladder::Four);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_five_level_link_decodes_as_it_did() {
    let entries = corpus("v2-five-levels.links");
    // Every level of five at two seats and at more, and the tables of every player count.
    let all = entries
        .iter()
        .map(|e| e.expected.as_str())
        .collect::<String>();
    for level in 1..=5 {
        assert!(all.contains(&format!("computer{level}/")), "level {level}");
    }
    for table in [
        "start p2/",
        "start p3/",
        "start p4/",
        "start p6/",
        "start p6.teams",
        "p2.multi",
    ] {
        assert!(all.contains(table), "{table}");
    }
    let failures = failures("v2-five-levels.links", &entries, Ladder::Five);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
