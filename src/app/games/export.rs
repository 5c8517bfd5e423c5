//! Games as files: a kept game written out as a readable text ([`Games::export`]), and such a
//! text read back as a kept game ([`Games::plan_import`], then [`Games::import`]).
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
//! Reading a file ([`read_file`]):
//!
//! - A file longer than [`MAX_FILE`] bytes is refused before it is read
//!   ([`ImportError::TooLong`]; [`check_size`] takes the size the browser reports, before the
//!   text is loaded at all).
//! - A line ends with `\n`, `\r\n` or a lone `\r`: each is read as `\n`, so the game kept
//!   is the same whichever editor last saved the file, and import → export → import gives back
//!   the same game and the same file.
//! - The game is checked through the link decoder ([`crate::app::link::decode`]): the link is
//!   the game, and the rules, moves and result are read from it, not from the header (which is
//!   for people to read); the title, the players' names and the dates come from the header.
//!   A file that is just a link (a game code) reads too.
//! - The text after the link is kept when it reads as the game's tree, as opening the game
//!   reads it ([`crate::app::kept::read`]). Otherwise it is left out and the game comes in from
//!   its link alone ([`ImportPlan::dropped`]: tell the player). A file the game wrote always
//!   reads whole; a damaged or edited one still brings its game, and nothing that would not
//!   open is stored.
//! - Reading never panics: every way a file can be wrong is an [`ImportError`].
//!
//! Importing is a plan, then its execution. [`Games::plan_import`] writes nothing: it says
//! whether the game is kept already and which finished games would have to go to stay within
//! the [`Capacity`](super::Capacity) ([`ImportPlan::evicts`]: show them to the player and ask).
//! [`Games::import`] carries a plan out, removing finished games only when the player agreed
//! (`allow_eviction`) and only games the plan named; otherwise it writes nothing
//! ([`ImportError::WouldRemove`]: plan again and ask). A game kept already is not added again.
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
//! // Read in another browser: the same game, and nothing to remove for it.
//! let mut elsewhere = Games::new(MemoryStore::new(), "/", 2);
//! let plan = elsewhere.plan_import(&file.text, Time(5)).unwrap();
//! assert!(plan.evicts().is_empty() && plan.already().is_none() && plan.dropped().is_none());
//! let imported = elsewhere.import(&plan, false).unwrap();
//! assert_eq!(elsewhere.read(&imported.id).unwrap().body, games.read(&id).unwrap().body);
//! assert!(elsewhere.plan_import("Sternhalma game 1\n\ng2.nonsense", Time(6)).is_err());
//! ```

use std::error::Error;
use std::fmt;

use crate::app::kept::{self, KeptError};
use crate::app::link::{decode, GameLink, LinkError};

use super::record::{read_header, GameId, Header, Progress, Record, RecordError, MAGIC};
use super::save::Draft;
use super::store::{units, Store, StoreError};
use super::{migrate, Entry, Games, GamesError, Time};

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
    /// Finished games removed to make room, as the player agreed (tell the player which).
    pub removed: Vec<Header>,
    /// Why the text after the link was left out, when it was (tell the player).
    pub dropped: Option<KeptError>,
}

/// A file as read ([`read_file`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileGame {
    /// The record to keep (without an id).
    pub record: Record,
    /// Its game.
    pub game: GameLink,
    /// Why the text after the link was left out, when it was: it does not read as the game's
    /// tree.
    pub dropped: Option<KeptError>,
}

/// What importing a file would do ([`Games::plan_import`]); nothing is written until it is
/// carried out ([`Games::import`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportPlan {
    record: Record,
    already: Option<GameId>,
    evicts: Vec<Header>,
    dropped: Option<KeptError>,
}

impl ImportPlan {
    /// The record that would be kept (without an id).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The kept game that is this file's game already, if one is: importing adds nothing.
    pub fn already(&self) -> Option<&GameId> {
        self.already.as_ref()
    }

    /// The finished games (their headers, with their ids) that would be removed to make room,
    /// oldest first: importing removes them only with the player's agreement.
    pub fn evicts(&self) -> &[Header] {
        &self.evicts
    }

    /// Why the text after the link is left out, when it is (tell the player).
    pub fn dropped(&self) -> Option<KeptError> {
        self.dropped
    }
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
    /// Finished games would have to be removed to make room, and the player did not agree to
    /// remove them (or more would go than the plan named): nothing was written.
    WouldRemove,
    /// The storage did not take it.
    Store(StoreError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::TooLong => f.write_str("the file is too long"),
            ImportError::NotAGame(e) => write!(f, "not a game file: {e}"),
            ImportError::Link(e) => write!(f, "the game does not read: {e}"),
            ImportError::WouldRemove => {
                f.write_str("finished games would be removed to make room, without agreement")
            }
            ImportError::Store(e) => write!(f, "not saved: {e}"),
        }
    }
}

impl Error for ImportError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            ImportError::TooLong | ImportError::WouldRemove => None,
            ImportError::NotAGame(e) => Some(e),
            ImportError::Link(e) => Some(e),
            ImportError::Store(e) => Some(e),
        }
    }
}

/// Whether a file of `bytes` bytes may be read: call it with the size the browser reports
/// (`File.size`) before loading the text.
///
/// # Errors
///
/// [`ImportError::TooLong`]: longer than [`MAX_FILE`].
pub fn check_size(bytes: u64) -> Result<(), ImportError> {
    if bytes > MAX_FILE as u64 {
        Err(ImportError::TooLong)
    } else {
        Ok(())
    }
}

/// `text` with every line end as `\n`: `\r\n` and a lone `\r` too.
fn unix_lines(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
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

/// Reads a file (see the module documentation): the record to keep (without an id), its
/// game, and why the text after the link was left out, if it was. Dates missing in the file
/// are `now`.
///
/// # Errors
///
/// [`ImportError::TooLong`] (before anything is read), [`ImportError::NotAGame`],
/// [`ImportError::Link`].
pub fn read_file(text: &str, now: Time) -> Result<FileGame, ImportError> {
    check_size(text.len() as u64)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = unix_lines(text);
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
    // The text after the link is kept as it is when it reads as the game's tree.
    let (extra, dropped) = match kept::read(game.game.clone(), extra) {
        Ok(_) => (extra, None),
        Err(e) => ("", Some(e)),
    };
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
    Ok(FileGame {
        record,
        game,
        dropped,
    })
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

    /// What importing the file `text` would do (see the module documentation); nothing is
    /// written. Dates missing in the file are `now`.
    ///
    /// # Errors
    ///
    /// [`ImportError`]: the file does not read (never [`ImportError::Store`] or
    /// [`ImportError::WouldRemove`]).
    pub fn plan_import(&self, text: &str, now: Time) -> Result<ImportPlan, ImportError> {
        let FileGame {
            record, dropped, ..
        } = read_file(text, now)?;
        let already = self.holding(&record.body);
        let evicts = match already {
            Some(_) => Vec::new(),
            None => self
                .import_victims(&record)
                .into_iter()
                .filter_map(|id| {
                    let text = self.store.get(&self.key(&id))?;
                    let header = Header::parse(&text).ok()?;
                    Some(Header {
                        id: Some(id),
                        ..header
                    })
                })
                .collect(),
        };
        Ok(ImportPlan {
            record,
            already,
            evicts,
            dropped,
        })
    }

    /// Carries out `plan` (see the module documentation): keeps its game, unless the list
    /// holds it already. When finished games have to go to make room, they are removed only
    /// with `allow_eviction` (the player agreed) and only if the plan named every one of them.
    ///
    /// # Errors
    ///
    /// [`ImportError::WouldRemove`]: games would go without agreement (nothing was written:
    /// plan again and ask); [`ImportError::Store`]: storage did not take the game (nothing
    /// was removed).
    pub fn import(
        &mut self,
        plan: &ImportPlan,
        allow_eviction: bool,
    ) -> Result<Imported, ImportError> {
        if let Some(id) = self.holding(&plan.record.body) {
            return Ok(Imported {
                id,
                already: true,
                removed: Vec::new(),
                dropped: plan.dropped,
            });
        }
        // Storage as it is now: another tab may have written since the plan.
        let victims = self.import_victims(&plan.record);
        let agreed = victims
            .iter()
            .all(|v| allow_eviction && plan.evicts.iter().any(|h| h.id.as_ref() == Some(v)));
        if !agreed {
            return Err(ImportError::WouldRemove);
        }
        let id = self.fresh_id();
        let mut record = plan.record.clone();
        record.header.id = Some(id.clone());
        self.put(&id, &record, false).map_err(ImportError::Store)?;
        let removed = self.remove_finished(&victims);
        Ok(Imported {
            id,
            already: false,
            removed,
            dropped: plan.dropped,
        })
    }

    /// The kept game whose body is `body`, if there is one.
    fn holding(&self, body: &str) -> Option<GameId> {
        self.list().into_iter().find_map(|listed| {
            let id = listed.id()?;
            let Entry::Game(header) = &listed.entry else {
                return None;
            };
            if header.progress == Progress::Unreadable {
                return None;
            }
            self.read(&id).is_ok_and(|r| r.body == body).then_some(id)
        })
    }

    /// The finished games that would go, as stored now, to keep `record` as a new game within
    /// the limits (never this tab's game).
    fn import_victims(&self, record: &Record) -> Vec<GameId> {
        // As it would be stored: under a fresh id (all are as long).
        let fresh: Option<GameId> = "0".repeat(GameId::FRESH_LEN).parse().ok();
        let key = fresh.as_ref().map_or(0, |id| units(&self.key(id)));
        let stored = Record {
            header: Header {
                id: fresh,
                ..record.header.clone()
            },
            body: String::new(),
        };
        let adding = (
            key + units(&stored.to_text()) + units(&record.body),
            record.header.progress.is_finished(),
        );
        let tab = self.tab_game();
        self.read_index().victims(self.limits, Some(adding), &[tab])
    }
}
