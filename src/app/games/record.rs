//! One kept game: a [`Record`], a header of `Key: value` lines that the games list shows, then
//! the game itself (its link, and any further text the game keeps).
//!
//! ```text
//! Sternhalma game 1
//! Id: dnpl4n6ozb79
//! Revision: 2
//! Created: 2025-03-01T18:22:05.123Z
//! Updated: 2025-03-01T18:22:05.123Z
//! Title: Evening game
//! Player 1: Ann (human)
//! Player 2: (computer level 3 of 6)
//! Rules: p2
//! Moves: 4
//! Result: unfinished
//!
//! g2.AAOAII.CkZQ
//! ```
//!
//! The first line names the format and its version ([`FORMAT`]): a record of a later version
//! is reported ([`RecordError::Newer`]) and never written over. Keys this version does not
//! know are skipped, so a later version may add some. `Id`, `Revision` and `Source` belong to
//! the copy in storage; an exported file ([`crate::app::games::export`]) leaves them out. An
//! empty title or name means the default one (the page shows "Ann v Bo", "Player 2").
//!
//! `Result` is `unfinished`, `unreadable` (the body is a stored text that cannot be read,
//! kept as it was), or the places, best first, of every player by number:
//! `1st player 2, 2nd player 1` (team partners share a place).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{GameId, Header, Player, Progress, Record, Time};
//! use sternhalma::ai::Level;
//! use sternhalma::app::state::SeatKind;
//!
//! let record = Record {
//!     header: Header {
//!         id: Some("abc123".parse().unwrap()),
//!         revision: 1,
//!         created: Time(1_740_853_325_123),
//!         updated: Time(1_740_853_325_123),
//!         players: vec![
//!             Player { name: "Ann".into(), kind: SeatKind::Human },
//!             Player { name: String::new(), kind: SeatKind::Computer(Level::CLUB) },
//!         ],
//!         rules: "p2".into(),
//!         moves: 0,
//!         ..Header::default()
//!     },
//!     body: "g2.AAGAUS.".into(),
//! };
//! let text = record.to_text();
//! assert!(text.contains("\nPlayer 2: (computer level 3 of 6)\n"));
//! assert_eq!(Record::parse(&text), Ok(record));
//! ```

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::app::saved::MAX_NAME;
use crate::app::seats::{old_level, Ladder, SeatKind};
use crate::tools::SplitMix64;

use super::time::Time;

/// The record format this build writes and reads.
pub const FORMAT: u32 = 1;
/// The first line of a record, before its format version.
pub const MAGIC: &str = "Sternhalma game";
/// The longest title kept, in characters.
pub const MAX_TITLE: usize = 60;
/// The most places a result lists (six players).
const MAX_PLAYERS: usize = 6;

/// A game's stable name in storage: 1 to 16 characters `0-9 a-z`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(String);

impl GameId {
    /// The length of every fresh id ([`GameId::random`]).
    pub const FRESH_LEN: usize = 12;

    /// A fresh id from the generator: twelve characters, 62 random bits.
    pub fn random(rng: &mut SplitMix64) -> GameId {
        let mut n = rng.next_u64() >> 2;
        let mut id = [b'0'; GameId::FRESH_LEN];
        for c in id.iter_mut().rev() {
            *c = b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize];
            n /= 36;
        }
        GameId(id.iter().map(|&b| char::from(b)).collect())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A text that is not a [`GameId`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BadGameId;

impl fmt::Display for BadGameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a game id")
    }
}

impl Error for BadGameId {}

impl FromStr for GameId {
    type Err = BadGameId;

    fn from_str(s: &str) -> Result<GameId, BadGameId> {
        let ok = (1..=16).contains(&s.len())
            && s.bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase());
        ok.then(|| GameId(s.to_owned())).ok_or(BadGameId)
    }
}

/// One player of a game, as the list shows them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// The name (empty: the default name).
    pub name: String,
    /// Human or computer.
    pub kind: SeatKind,
}

/// Where a game stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Progress {
    /// The game goes on.
    #[default]
    Unfinished,
    /// The game is over.
    Finished {
        /// The place of each player (1 = first), in player order.
        places: Vec<u8>,
    },
    /// The body is a stored text that cannot be read as a game (kept as it was found).
    Unreadable,
}

impl Progress {
    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        matches!(self, Progress::Finished { .. })
    }
}

/// What the list shows of a game: every line of a record before its body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// The game's id (`None` in an exported file).
    pub id: Option<GameId>,
    /// Counts the writes of this record: each write stores the next number (0 in a file).
    pub revision: u64,
    /// When the game was first kept.
    pub created: Time,
    /// When it was last played.
    pub updated: Time,
    /// The title the player gave it (empty: the default title).
    pub title: String,
    /// The players, in seat order.
    pub players: Vec<Player>,
    /// The rules, in the notation's options form (`p2`, `p6.teams`; `docs/notation.md`).
    pub rules: String,
    /// Moves played.
    pub moves: usize,
    /// Where the game stands.
    pub progress: Progress,
    /// The storage key an old save was moved from into the list, if it was.
    pub source: Option<String>,
}

/// A kept game: its header and its body (the game's link on the first line, then any further
/// text the game keeps; for an unreadable entry, the text as it was found).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// What the list shows.
    pub header: Header,
    /// The game.
    pub body: String,
}

/// Why a text is not a record this build can read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordError {
    /// It does not start with the record's first line.
    NotARecord,
    /// Written in a later format (its version): kept as it is, never written over.
    Newer(u32),
    /// A line of the header that cannot be read (its key).
    BadField(&'static str),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotARecord => f.write_str("not a kept game"),
            RecordError::Newer(v) => {
                write!(f, "kept by a newer version of the game (format {v})")
            }
            RecordError::BadField(key) => write!(f, "unreadable {key} line"),
        }
    }
}

impl Error for RecordError {}

/// Whether `c` is a bidirectional control: an embedding, override or isolate (U+202A–U+202E,
/// U+2066–U+2069) or a directional mark (U+200E, U+200F, U+061C). In a name or a title they
/// would reorder what the games list shows around them (U+202E shows `Ann\u{202e}3pm.exe` as
/// `Annexe.mp3`).
pub fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{061c}'
    )
}

/// `text` on one line: control characters and bidirectional controls ([`is_bidi_control`])
/// dropped, spaces trimmed, at most `max` characters.
pub fn clean(text: &str, max: usize) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && !is_bidi_control(c))
        .collect::<String>()
        .trim()
        .chars()
        .take(max)
        .collect()
}

/// A name as kept ([`MAX_NAME`] characters, one line).
pub fn clean_name(name: &str) -> String {
    clean(name, MAX_NAME)
}

fn kind_text(kind: SeatKind) -> String {
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
enum Written {
    Now(SeatKind),
    Old(Ladder, u8),
}

impl Written {
    fn at(self, seats: usize) -> SeatKind {
        match self {
            Written::Now(kind) => kind,
            Written::Old(ladder, n) => SeatKind::Computer(old_level(ladder, n, seats)),
        }
    }
}

fn parse_kind(text: &str) -> Option<Written> {
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
fn player_text(player: &Player) -> String {
    let name = clean_name(&player.name);
    let kind = kind_text(player.kind);
    if name.is_empty() {
        format!("({kind})")
    } else {
        format!("{name} ({kind})")
    }
}

fn parse_player(text: &str) -> Option<(String, Written)> {
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

fn progress_text(progress: &Progress) -> String {
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

fn parse_progress(text: &str) -> Option<Progress> {
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

/// The header lines as read, before they are checked against each other.
#[derive(Default)]
struct Fields {
    id: Option<GameId>,
    revision: Option<u64>,
    created: Option<Time>,
    updated: Option<Time>,
    title: String,
    players: Vec<Option<(String, Written)>>,
    rules: String,
    moves: Option<usize>,
    progress: Option<Progress>,
    source: Option<String>,
}

/// A header as read from a text: what it says, and where the body starts.
pub(crate) struct ReadHeader {
    pub id: Option<GameId>,
    pub revision: Option<u64>,
    pub created: Option<Time>,
    pub updated: Option<Time>,
    pub title: String,
    pub players: Vec<Player>,
    pub rules: String,
    pub moves: Option<usize>,
    pub progress: Option<Progress>,
    pub source: Option<String>,
    /// Byte offset of the body in the text.
    pub body: usize,
}

/// Reads the first line and the header of `text` (a stored record or an exported file).
pub(crate) fn read_header(text: &str) -> Result<ReadHeader, RecordError> {
    let mut lines = text.split_inclusive('\n');
    let first = lines.next().ok_or(RecordError::NotARecord)?;
    let version = first
        .trim()
        .strip_prefix(MAGIC)
        .map(str::trim)
        .and_then(|v| v.parse::<u32>().ok())
        .filter(|&v| v > 0)
        .ok_or(RecordError::NotARecord)?;
    if version > FORMAT {
        return Err(RecordError::Newer(version));
    }
    let mut offset = first.len();
    let mut f = Fields::default();
    for line in lines {
        offset += line.len();
        let line = line.trim_end_matches(['\n', '\r']);
        if line.trim().is_empty() {
            break;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(RecordError::BadField("header"));
        };
        let value = value.trim();
        let key = key.trim();
        match key {
            "Id" => f.id = Some(value.parse().map_err(|_| RecordError::BadField("Id"))?),
            "Revision" => {
                f.revision = Some(
                    value
                        .parse()
                        .map_err(|_| RecordError::BadField("Revision"))?,
                );
            }
            "Created" => {
                f.created = Some(
                    value
                        .parse()
                        .map_err(|_| RecordError::BadField("Created"))?,
                );
            }
            "Updated" => {
                f.updated = Some(
                    value
                        .parse()
                        .map_err(|_| RecordError::BadField("Updated"))?,
                );
            }
            "Title" => f.title = clean(value, MAX_TITLE),
            "Rules" => f.rules = clean(value, 200),
            "Moves" => f.moves = Some(value.parse().map_err(|_| RecordError::BadField("Moves"))?),
            "Result" => {
                f.progress = Some(parse_progress(value).ok_or(RecordError::BadField("Result"))?);
            }
            "Source" => f.source = Some(clean(value, 1000)),
            _ => {
                if let Some(n) = key.strip_prefix("Player ") {
                    let n: usize = n
                        .trim()
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_PLAYERS).contains(n))
                        .ok_or(RecordError::BadField("Player"))?;
                    if f.players.len() < n {
                        f.players.resize(n, None);
                    }
                    let player = parse_player(value).ok_or(RecordError::BadField("Player"))?;
                    if f.players[n - 1].replace(player).is_some() {
                        return Err(RecordError::BadField("Player"));
                    }
                }
                // Keys of later versions are skipped.
            }
        }
    }
    let written: Option<Vec<(String, Written)>> = f.players.into_iter().collect();
    let written = written.ok_or(RecordError::BadField("Player"))?;
    let seats = written.len();
    let players: Vec<Player> = written
        .into_iter()
        .map(|(name, kind)| Player {
            name,
            kind: kind.at(seats),
        })
        .collect();
    if let Some(Progress::Finished { places }) = &f.progress {
        if places.len() != players.len() {
            return Err(RecordError::BadField("Result"));
        }
    }
    Ok(ReadHeader {
        id: f.id,
        revision: f.revision,
        created: f.created,
        updated: f.updated,
        title: f.title,
        players,
        rules: f.rules,
        moves: f.moves,
        progress: f.progress,
        source: f.source,
        body: offset.min(text.len()),
    })
}

impl Header {
    /// Reads the header of a stored record (its body is not looked at). Missing lines take
    /// their defaults (revision 0, times 1970, no moves, unfinished).
    ///
    /// # Errors
    ///
    /// [`RecordError`]: not a record, a later format, or a line that cannot be read.
    pub fn parse(text: &str) -> Result<Header, RecordError> {
        read_header(text).map(|h| h.into_header(Time(0)).0)
    }

    /// The header lines (the first line included, the blank line after them not). `stored`:
    /// with the lines that belong to the copy in storage (id, revision, source).
    pub(crate) fn write(&self, out: &mut String, stored: bool) {
        use std::fmt::Write;
        let _ = writeln!(out, "{MAGIC} {FORMAT}");
        if stored {
            if let Some(id) = &self.id {
                let _ = writeln!(out, "Id: {id}");
            }
            let _ = writeln!(out, "Revision: {}", self.revision);
        }
        let _ = writeln!(out, "Created: {}", self.created);
        let _ = writeln!(out, "Updated: {}", self.updated);
        let title = clean(&self.title, MAX_TITLE);
        if !title.is_empty() {
            let _ = writeln!(out, "Title: {title}");
        }
        for (i, p) in self.players.iter().take(MAX_PLAYERS).enumerate() {
            let _ = writeln!(out, "Player {}: {}", i + 1, player_text(p));
        }
        let rules = clean(&self.rules, 200);
        if !rules.is_empty() {
            let _ = writeln!(out, "Rules: {rules}");
        }
        let _ = writeln!(out, "Moves: {}", self.moves);
        let mut progress = self.progress.clone();
        if let Progress::Finished { places } = &progress {
            if places.len() != self.players.len().min(MAX_PLAYERS) || places.contains(&0) {
                // A result that does not fit the players is not written as one.
                progress = Progress::Unfinished;
            }
        }
        let _ = writeln!(out, "Result: {}", progress_text(&progress));
        if stored {
            if let Some(source) = &self.source {
                let _ = writeln!(out, "Source: {}", clean(source, 1000));
            }
        }
    }
}

impl ReadHeader {
    /// The header, times missing taken as `default_time`, and the body's offset.
    pub(crate) fn into_header(self, default_time: Time) -> (Header, usize) {
        let created = self.created.or(self.updated).unwrap_or(default_time);
        (
            Header {
                id: self.id,
                revision: self.revision.unwrap_or(0),
                created,
                updated: self.updated.unwrap_or(created),
                title: self.title,
                players: self.players,
                rules: self.rules,
                moves: self.moves.unwrap_or(0),
                progress: self.progress.unwrap_or_default(),
                source: self.source,
            },
            self.body,
        )
    }
}

impl Record {
    /// The stored text: the header, a blank line, the body.
    pub fn to_text(&self) -> String {
        let mut out = String::with_capacity(300 + self.body.len());
        self.header.write(&mut out, true);
        out.push('\n');
        out.push_str(&self.body);
        out
    }

    /// Reads a stored record.
    ///
    /// # Errors
    ///
    /// [`RecordError`]: not a record, a later format, or a header line that cannot be read.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let (header, body) = read_header(text)?.into_header(Time(0));
        Ok(Record {
            header,
            body: text[body..].to_owned(),
        })
    }

    /// The game's link: the body's first line (empty for an unreadable entry).
    pub fn link(&self) -> &str {
        if self.header.progress == Progress::Unreadable {
            return "";
        }
        self.body
            .split('\n')
            .next()
            .unwrap_or_default()
            .trim_end_matches('\r')
    }

    /// What the game keeps besides its link: the body after its first line.
    pub fn extra(&self) -> &str {
        if self.header.progress == Progress::Unreadable {
            return "";
        }
        self.body.split_once('\n').map_or("", |(_, rest)| rest)
    }

    /// The body of a game: its link, then (on the lines after it) its further text.
    pub fn game_body(link: &str, extra: &str) -> String {
        let link = link.trim();
        if extra.is_empty() {
            link.to_owned()
        } else {
            format!("{link}\n{extra}")
        }
    }
}

#[cfg(test)]
mod tests;
