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

use crate::app::seats::SeatKind;

use super::time::Time;

mod clean;
mod id;
mod values;

pub use clean::{clean, clean_name, is_bidi_control};
pub use id::{BadGameId, GameId};
use values::{parse_player, parse_progress, player_text, progress_text, Written};
#[cfg(test)]
use {
    crate::tools::SplitMix64,
    values::{kind_text, parse_kind},
};

/// The record format this build writes and reads.
pub const FORMAT: u32 = 1;
/// The first line of a record, before its format version.
pub const MAGIC: &str = "Sternhalma game";
/// The longest title kept, in characters.
pub const MAX_TITLE: usize = 60;
/// The most places a result lists (six players).
const MAX_PLAYERS: usize = 6;

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
