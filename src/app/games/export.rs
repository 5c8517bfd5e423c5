//! Games as files: a kept game written out as a readable text ([`Games::export`]), and such a
//! text read back as a kept game ([`Games::import`]).
//!
//! The file is the record's header without what belongs to one device's storage (id,
//! revision, source), a blank line, and the game: its link, then any further text the game
//! keeps, then a final line break.
//!
//! ```text
//! Sternhalma game 1
//! Created: 2025-03-01T18:22:05.123Z
//! Updated: 2025-03-01T18:22:05.123Z
//! Title: Evening game
//! Player 1: Ann (human)
//! Player 2: (computer level 3)
//! Rules: p2
//! Moves: 4
//! Result: unfinished
//!
//! g2.AAGAII.CkZQ
//! ```
//!
//! Reading a file checks the game through the link decoder ([`crate::app::link::decode`]):
//! the link is the game, and the rules, moves and result are read from it, not from the header
//! (which is for people to read); the title, the players' names and the dates come from the
//! header. A file that is just a link (a game code) reads too. Reading never panics: every way
//! a file can be wrong is an [`ImportError`]. A file of a game already kept is not added again.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{Draft, Games, MemoryStore, Time};
//! use sternhalma::app::link::encode_game;
//! use sternhalma::app::state::default_seats;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let mut games = Games::new(MemoryStore::new(), "/", 1);
//! let seats = default_seats(&Options::default());
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! game.play(game.position().legal_move_list()[0]).unwrap();
//! let id = games.save(&Draft::new(&game, &seats, encode_game(&game, &seats)), Time(1)).unwrap().id.unwrap();
//! let file = games.export(&id).unwrap();
//! assert!(file.file_name.starts_with("sternhalma-1970-01-01"));
//!
//! // Read in another browser: the same game.
//! let mut elsewhere = Games::new(MemoryStore::new(), "/", 2);
//! let imported = elsewhere.import(&file.text, Time(5)).unwrap();
//! assert_eq!(elsewhere.read(&imported.id).unwrap().body, games.read(&id).unwrap().body);
//! assert!(elsewhere.import("Sternhalma game 1\n\ng2.nonsense", Time(6)).is_err());
//! ```

use std::error::Error;
use std::fmt;

use crate::app::link::{decode, GameLink, LinkError};

use super::record::{read_header, Header, Progress, Record, RecordError, MAGIC};
use super::save::Draft;
use super::store::{Store, StoreError};
use super::{migrate, Entry, GameId, Games, GamesError, Time};

/// The longest file read, in bytes: the longest link and room for the game's further text.
pub const MAX_FILE: usize = 1_000_000;

/// A game as a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// A name for the file: `sternhalma-<date>-<title or players>.txt`.
    pub file_name: String,
    /// Its text.
    pub text: String,
}

/// A file read into the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    /// The kept game.
    pub id: GameId,
    /// The list already held this game (nothing was added).
    pub already: bool,
    /// Finished games removed to stay within the limits (tell the player which).
    pub removed: Vec<Header>,
}

/// Why a file is not read as a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImportError {
    /// Longer than [`MAX_FILE`].
    TooLong,
    /// Not a game file, or one of a newer version, or with a header line that cannot be read.
    NotAGame(RecordError),
    /// Its game does not read (the link decoder's error).
    Link(LinkError),
    /// The storage did not take it.
    Store(StoreError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::TooLong => f.write_str("the file is too long"),
            ImportError::NotAGame(e) => write!(f, "not a game file: {e}"),
            ImportError::Link(e) => write!(f, "the game does not read: {e}"),
            ImportError::Store(e) => write!(f, "not saved: {e}"),
        }
    }
}

impl Error for ImportError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            ImportError::TooLong => None,
            ImportError::NotAGame(e) => Some(e),
            ImportError::Link(e) => Some(e),
            ImportError::Store(e) => Some(e),
        }
    }
}

/// A name for a file: lowercase ASCII letters and digits, words joined by `-`.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
        if out.len() >= 40 {
            break;
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// `record` as a file.
pub fn export_record(record: &Record) -> Export {
    let mut text = String::with_capacity(300 + record.body.len());
    record.header.write(&mut text, false);
    text.push('\n');
    text.push_str(&record.body);
    text.push('\n');
    let h = &record.header;
    let named: Vec<&str> = h
        .players
        .iter()
        .map(|p| p.name.as_str())
        .filter(|n| !n.is_empty())
        .collect();
    let about = if h.title.is_empty() {
        slug(&named.join(" v "))
    } else {
        slug(&h.title)
    };
    let date = h.updated.to_string();
    let date = date.get(..10).unwrap_or("");
    let file_name = if about.is_empty() {
        format!("sternhalma-{date}.txt")
    } else {
        format!("sternhalma-{date}-{about}.txt")
    };
    Export { file_name, text }
}

/// Reads a file (see the module documentation): the record to keep (without an id) and its
/// game. Dates missing in the file are `now`.
///
/// # Errors
///
/// [`ImportError`] (never [`ImportError::Store`]).
pub fn read_file(text: &str, now: Time) -> Result<(Record, GameLink), ImportError> {
    if text.len() > MAX_FILE {
        return Err(ImportError::TooLong);
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = text.replace("\r\n", "\n");
    let (header, body) = if text.trim_start().starts_with(MAGIC) {
        let read = read_header(text.trim_start()).map_err(ImportError::NotAGame)?;
        let (header, offset) = read.into_header(now);
        let body = &text.trim_start()[offset..];
        (header, body.strip_suffix('\n').unwrap_or(body).to_owned())
    } else {
        // Just a game code or a link.
        let header = Header {
            created: now,
            updated: now,
            ..Header::default()
        };
        (header, text.trim().to_owned())
    };
    let (link, extra) = body.split_once('\n').unwrap_or((&body, ""));
    // A whole address: the game is its fragment.
    let link = link.rsplit_once('#').map_or(link, |(_, f)| f).trim();
    let mut game = decode(link)
        .map_err(ImportError::Link)?
        .into_game_link(Vec::new());
    for (seat, player) in game.seats.iter_mut().zip(&header.players) {
        seat.name = player.name.clone();
    }
    let draft = Draft::new(&game.game, &game.seats, link.to_owned());
    let record = Record {
        header: Header {
            id: None,
            revision: 1,
            players: draft.players,
            rules: draft.rules,
            moves: draft.moves,
            progress: draft.progress,
            source: None,
            ..header
        },
        body: Record::game_body(link, extra),
    };
    Ok((record, game))
}

impl<S: Store> Games<S> {
    /// Game `id` as a file.
    ///
    /// # Errors
    ///
    /// [`GamesError::NotFound`], [`GamesError::Unreadable`].
    pub fn export(&self, id: &GameId) -> Result<Export, GamesError> {
        self.read(id).map(|r| export_record(&r))
    }

    /// The list entry under `key` as a file (see [`super::Listed::key`]): a kept game as
    /// [`Games::export`] writes it, an old save's game likewise, and a text that cannot be read
    /// (an unreadable entry, a newer version's record or save) as it is stored, so that it can
    /// be kept elsewhere before it is deleted.
    ///
    /// # Errors
    ///
    /// [`GamesError::NotFound`]: no entry of this copy under `key`.
    pub fn export_entry(&self, key: &str) -> Result<Export, GamesError> {
        let old = migrate::old_keys(&self.scope);
        let old = old.iter().find(|o| o.key == key);
        if self.id_of(key).is_none() && old.is_none() {
            return Err(GamesError::NotFound);
        }
        let text = self.store.get(key).ok_or(GamesError::NotFound)?;
        if let Ok(record) = Record::parse(&text) {
            if record.header.progress != Progress::Unreadable {
                return Ok(export_record(&record));
            }
        }
        if let Some(found) = old.and_then(|o| migrate::old_record(&self.store, o, &text)) {
            return Ok(export_record(&found));
        }
        Ok(Export {
            file_name: "sternhalma-unreadable.txt".into(),
            text: match Record::parse(&text) {
                Ok(record) => record.body,
                Err(_) => text,
            },
        })
    }

    /// Reads a file into the list (see the module documentation). The game is added as it is
    /// in the file; a game already kept is not added again.
    ///
    /// # Errors
    ///
    /// [`ImportError`]: the file does not read, or storage did not take it.
    pub fn import(&mut self, text: &str, now: Time) -> Result<Imported, ImportError> {
        let (mut record, _) = read_file(text, now)?;
        for listed in self.list() {
            let Some(id) = listed.id() else { continue };
            let Entry::Game(header) = &listed.entry else {
                continue;
            };
            if header.progress == Progress::Unreadable {
                continue;
            }
            if self.read(&id).is_ok_and(|r| r.body == record.body) {
                return Ok(Imported {
                    id,
                    already: true,
                    removed: Vec::new(),
                });
            }
        }
        let id = self.fresh_id();
        record.header.id = Some(id.clone());
        let removed = self.put(&id, &record, true).map_err(ImportError::Store)?;
        Ok(Imported {
            id,
            already: false,
            removed,
        })
    }
}
