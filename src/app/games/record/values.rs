//! The values of a record's `Player` and `Result` lines as text, written and read: a seat's
//! kind (levels of older ladders read as the levels that play like them) and the places.

use crate::app::seats::{old_level, Ladder, SeatKind};

use super::clean::clean_name;
use super::{Player, Progress, MAX_PLAYERS};

pub(super) fn kind_text(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => "human".into(),
        // (With "of 6": a level of six; "of 5" or nothing: one of the older ladders.)
        SeatKind::Computer(level) => format!(
            "computer level {} of {}",
            level.number(),
            crate::ai::Level::ALL.len()
        ),
    }
}

/// A seat's kind as a record writes it; a level of an older ladder means a level that depends
/// on the table, known once every player is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Written {
    Now(SeatKind),
    Old(Ladder, u8),
}

impl Written {
    pub(super) fn at(self, seats: usize) -> SeatKind {
        match self {
            Written::Now(kind) => kind,
            Written::Old(ladder, n) => SeatKind::Computer(old_level(ladder, n, seats)),
        }
    }
}

pub(super) fn parse_kind(text: &str) -> Option<Written> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("human") {
        return Some(Written::Now(SeatKind::Human));
    }
    let rest = text.strip_prefix("computer level ")?.trim();
    let (level, ladder) = match rest.split_once(" of ") {
        Some((level, of)) => (level, Some(of.trim())),
        None => (rest, None),
    };
    let level = level.trim().parse::<u8>().ok()?;
    if !(1..=crate::app::link::MAX_LEVEL).contains(&level) {
        return None;
    }
    let now = crate::ai::Level::ALL.len().to_string();
    match ladder {
        // A level of the ladder `kind_text` writes.
        Some(of) if of == now => Some(Written::Now(SeatKind::from_number(level))),
        // A record written when there were five levels, or four (read as the levels that play
        // like them; past the last, the strongest, as they always were).
        Some("5") => Some(Written::Old(Ladder::Five, level)),
        Some(_) => None,
        None => Some(Written::Old(Ladder::Four, level)),
    }
}

/// `Ann (human)`, `(computer level 3 of 6)`.
pub(super) fn player_text(player: &Player) -> String {
    let name = clean_name(&player.name);
    let kind = kind_text(player.kind);
    if name.is_empty() {
        format!("({kind})")
    } else {
        format!("{name} ({kind})")
    }
}

pub(super) fn parse_player(text: &str) -> Option<(String, Written)> {
    let text = text.trim().strip_suffix(')')?;
    let open = text.rfind('(')?;
    let kind = parse_kind(&text[open + 1..])?;
    Some((clean_name(&text[..open]), kind))
}

fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    }
}

pub(super) fn progress_text(progress: &Progress) -> String {
    match progress {
        Progress::Unfinished => "unfinished".into(),
        Progress::Unreadable => "unreadable".into(),
        Progress::Finished { places } => {
            let mut order: Vec<usize> = (0..places.len()).collect();
            crate::sort::heap_sort_by_key(&mut order, |&i| (places[i], i));
            let parts: Vec<String> = order
                .iter()
                .map(|&i| format!("{}{} player {}", places[i], ordinal(places[i]), i + 1))
                .collect();
            parts.join(", ")
        }
    }
}

pub(super) fn parse_progress(text: &str) -> Option<Progress> {
    let text = text.trim();
    match text {
        "unfinished" => return Some(Progress::Unfinished),
        "unreadable" => return Some(Progress::Unreadable),
        _ => {}
    }
    let mut places = [0u8; MAX_PLAYERS];
    let mut count = 0;
    for part in text.split(',') {
        let (place, player) = part.trim().split_once(" player ")?;
        let digits = place.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let place: u8 = digits.parse().ok()?;
        let player: usize = player.trim().parse().ok()?;
        let slot = places.get_mut(player.checked_sub(1)?)?;
        if *slot != 0 || !(1..=MAX_PLAYERS as u8).contains(&place) {
            return None;
        }
        *slot = place;
        count += 1;
    }
    // Every player from 1 to `count` has a place.
    if places[..count].contains(&0) {
        return None;
    }
    Some(Progress::Finished {
        places: places[..count].to_vec(),
    })
}
