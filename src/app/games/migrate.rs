//! Old saves move into the games list: every value an earlier build wrote becomes a kept
//! game, and nothing a player saved is lost.
//!
//! | key (earlier builds) | holds |
//! |---|---|
//! | `sternhalma.game@<path>` | the autosave: an `s1` save ([`crate::app::saved`]), or a bare link |
//! | `sternhalma.game.previous@<path>` | a saved game a link replaced (the same forms) |
//! | `sternhalma.game.corrupt@<path>` | a value that could not be read, set aside |
//! | `sternhalma.game` | the autosave of builds before keys had a path: a bare link (`g1`, …) |
//! | `sternhalma.names` | its players' names, separated by U+001F |
//! | `sternhalma.game.previous`, `sternhalma.game.corrupt` | as above, before keys had a path |
//!
//! [`Games::migrate`] reads each of them: a game (its link decodes) becomes a record with its
//! names; a value that cannot be read becomes an *unreadable entry* that keeps the text as it
//! was (it shows in the list, and only the player deletes it); a save of a newer version (`s2…`,
//! or a link of a newer version) is left untouched and reported. Each value is copied first and
//! removed from its old key only once its copy is stored: when storage is full the old key stays
//! and the list shows it where it is ([`super::Entry::Old`]). Migration is idempotent: a game
//! that a kept game already holds (the same start and every recorded move) and an unreadable
//! text already kept are not added again (their old keys are removed).
//!
//! Each fact is told once: values moved are gone from their old keys; values left in place are
//! remembered (key, length and a hash) under `sternhalma.noticed@<path>`, and told again only
//! when they change. The old autosave gets the newest time of the values moved, so the bare
//! address opens the game it opened before.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{Games, MemoryStore, Progress, Store, Time};
//!
//! let store = MemoryStore::new();
//! // A game saved by the first builds (a bare version 1 link), and its players' names.
//! store.set("sternhalma.game", "g1.AAAAAQAA").unwrap();
//! store.set("sternhalma.names", "Ann\u{1f}Bo").unwrap();
//! store.set("sternhalma.game.corrupt@/", "not a game").unwrap();
//! let mut games = Games::new(store.clone(), "/", 1);
//! let migration = games.migrate(Time(1_000));
//! assert_eq!(migration.items.len(), 2);
//! assert_eq!(store.get("sternhalma.game"), None);
//! let list = games.list();
//! let headers: Vec<_> = list.iter().filter_map(|l| l.header()).collect();
//! // The game with its names, and the unreadable text kept as an entry of the list.
//! assert!(headers.iter().any(|h| h.players.len() == 2 && h.players[1].name == "Bo"));
//! assert!(headers.iter().any(|h| h.progress == Progress::Unreadable));
//! // Running it again adds nothing.
//! assert!(games.migrate(Time(2_000)).items.is_empty());
//! assert_eq!(games.list().len(), 2);
//! ```

use crate::app::link::{decode, is_future, GameLink};
use crate::app::saved::{Save, SaveError};
use crate::engine::Game;

use super::record::{Header, Progress, Record};
use super::save::Draft;
use super::store::{scoped, Store, StoreError};
use super::{Entry, GameId, Games, GamesError, Listed, Time};

/// The autosave's key (scoped, and before keys had a path, bare).
pub const GAME: &str = "sternhalma.game";
/// A saved game a link replaced.
pub const PREVIOUS: &str = "sternhalma.game.previous";
/// A value that could not be read, set aside.
pub const CORRUPT: &str = "sternhalma.game.corrupt";
/// The names of the unscoped autosave's players, separated by [`NAMES_SEPARATOR`].
pub const NAMES: &str = "sternhalma.names";
/// Separates the names under [`NAMES`].
pub const NAMES_SEPARATOR: char = '\u{1f}';
/// What was told of the old saves left in place (scoped).
pub const NOTICED: &str = "sternhalma.noticed";

/// One key an earlier build wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OldKey {
    pub key: String,
    /// The key of its players' names, if they were kept apart.
    pub names: Option<&'static str>,
    /// Whether the page opened it at start-up (the autosave).
    pub autosave: bool,
}

/// The keys earlier builds wrote for the copy at `scope`, the most recent kind first.
pub(crate) fn old_keys(scope: &str) -> [OldKey; 6] {
    let old = |key: String, names, autosave| OldKey {
        key,
        names,
        autosave,
    };
    [
        old(scoped(GAME, scope), None, true),
        old(scoped(PREVIOUS, scope), None, false),
        old(scoped(CORRUPT, scope), None, false),
        old(GAME.to_owned(), Some(NAMES), true),
        old(PREVIOUS.to_owned(), None, false),
        old(CORRUPT.to_owned(), None, false),
    ]
}

/// What an old value is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A game: what the list shows of it (no id: not a kept record).
    Game(Header),
    /// A text that cannot be read as a game.
    Unreadable,
    /// A save of a newer version.
    Newer,
}

/// What became of an old value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Moved into the list: a kept record now, the old key removed.
    Moved(GameId),
    /// The list already held it: the old key removed.
    AlreadyKept(GameId),
    /// Could not be copied: left where it is, nothing written over it.
    InPlace(StoreError),
    /// A newer version's: left untouched.
    Untouched,
}

/// One old value met by a migration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Migrated {
    /// Where it was.
    pub key: String,
    /// What it is.
    pub found: Found,
    /// What became of it.
    pub fate: Fate,
}

/// What to tell the player after a migration (each once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OldNotice {
    /// Saves that could not be read are in the games list as unreadable entries, kept as
    /// they were.
    UnreadableListed,
    /// Old saves could not be moved into the games list and are kept where they are (not set
    /// aside, nothing written over them): storage is full; deleting games in the list makes
    /// room. `unreadable`: one of them cannot be read.
    KeptInPlace {
        /// One of them cannot be read.
        unreadable: bool,
        /// Why they could not be moved.
        why: StoreError,
    },
    /// A save of a newer version of the game is kept as it is; this version does not open it.
    Newer,
}

/// What a migration did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Migration {
    /// Every old value met, and its fate.
    pub items: Vec<Migrated>,
    /// What to tell the player (not told before).
    pub notices: Vec<OldNotice>,
}

/// An old value, read.
pub(crate) enum Classified {
    /// A game: its link as stored, and the game with its names.
    Game(String, Box<GameLink>),
    Unreadable,
    Newer,
}

/// Reads an old value (`None`: empty). `names` are the names kept apart (for a bare link).
pub(crate) fn classify(text: &str, names: &[String]) -> Option<Classified> {
    if text.trim().is_empty() {
        return None;
    }
    Some(match Save::parse(text, names) {
        Err(SaveError::FutureVersion(_)) => Classified::Newer,
        Err(SaveError::Malformed) => Classified::Unreadable,
        Ok(save) if is_future(&save.link) => Classified::Newer,
        Ok(save) => match decode(&save.link) {
            Ok(link) => {
                let mut link = link.into_game_link(Vec::new());
                for (seat, name) in link.seats.iter_mut().zip(&save.names) {
                    seat.name = super::record::clean_name(name);
                }
                Classified::Game(save.link, Box::new(link))
            }
            Err(_) => Classified::Unreadable,
        },
    })
}

/// The names under `key`, if any.
fn names_under<S: Store>(store: &S, key: Option<&str>) -> Vec<String> {
    key.and_then(|k| store.get(k))
        .map(|s| s.split(NAMES_SEPARATOR).map(str::to_owned).collect())
        .unwrap_or_default()
}

/// What the list shows of an old game found under `key`.
fn header_of(link: &str, game: &GameLink, key: &str, time: Time) -> Header {
    let draft = Draft::new(&game.game, &game.seats, link.to_owned());
    Header {
        id: None,
        revision: 1,
        created: time,
        updated: time,
        title: String::new(),
        players: draft.players,
        rules: draft.rules,
        moves: draft.moves,
        progress: draft.progress,
        source: Some(key.to_owned()),
    }
}

/// A record for an old value found under `key`: a game, or an unreadable entry keeping it.
fn record_of(text: &str, found: &Classified, key: &str, time: Time) -> Record {
    match found {
        Classified::Game(link, game) => Record {
            header: header_of(link, game, key, time),
            body: Record::game_body(link, ""),
        },
        Classified::Unreadable | Classified::Newer => Record {
            header: Header {
                created: time,
                updated: time,
                revision: 1,
                progress: Progress::Unreadable,
                source: Some(key.to_owned()),
                ..Header::default()
            },
            body: text.to_owned(),
        },
    }
}

/// Whether `kept` holds `old`: the same start and every move recorded in `old`.
pub(crate) fn holds(kept: &Game, old: &Game) -> bool {
    kept.start() == old.start() && kept.plies().common_prefix_len(old.plies()) == old.plies().len()
}

/// The old values still in place, as list entries.
pub(crate) fn in_place<S: Store>(store: &S, scope: &str) -> Vec<Listed> {
    old_keys(scope)
        .into_iter()
        .filter_map(|old| {
            let text = store.get(&old.key)?;
            let names = names_under(store, old.names);
            let found = match classify(&text, &names)? {
                Classified::Game(link, game) => {
                    Found::Game(header_of(&link, &game, &old.key, Time(0)))
                }
                Classified::Unreadable => Found::Unreadable,
                Classified::Newer => Found::Newer,
            };
            Some(Listed {
                units: super::store::units(&old.key) + super::store::units(&text),
                key: old.key,
                entry: Entry::Old(found),
            })
        })
        .collect()
}

/// The record an old value under `old` would move into the list as, if it holds a game.
pub(crate) fn old_record<S: Store>(store: &S, old: &OldKey, text: &str) -> Option<Record> {
    match classify(text, &names_under(store, old.names))? {
        found @ Classified::Game(..) => Some(record_of(text, &found, &old.key, Time(0))),
        _ => None,
    }
}

/// The old autosave still in place, if it holds a game: its key and the game (what an
/// earlier build would have opened).
pub(crate) fn old_autosave<S: Store>(store: &S, scope: &str) -> Option<(String, GameLink)> {
    old_keys(scope)
        .into_iter()
        .filter(|o| o.autosave)
        .find_map(|old| {
            let text = store.get(&old.key)?;
            match classify(&text, &names_under(store, old.names))? {
                Classified::Game(_, game) => Some((old.key, *game)),
                _ => None,
            }
        })
}

/// Keeps `text`, found under `key` (with the names under `names`, for a bare link), as a
/// record of its own: a game, or an unreadable entry.
pub(crate) fn keep_value<S: Store>(
    games: &mut Games<S>,
    key: &str,
    text: &str,
    names: Option<&str>,
    now: Time,
) -> Result<GameId, GamesError> {
    let names: Vec<String> = names
        .map(|n| n.split(NAMES_SEPARATOR).map(str::to_owned).collect())
        .unwrap_or_default();
    let found = classify(text, &names).unwrap_or(Classified::Unreadable);
    let mut record = record_of(text, &found, key, now);
    let id = games.fresh_id();
    record.header.id = Some(id.clone());
    games.put(&id, &record, false).map_err(GamesError::Store)?;
    Ok(id)
}

/// FNV-1a, 64 bits: tells a value left in place from a changed one.
fn fingerprint(key: &str, text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{key}\t{}\t{hash:016x}", text.len())
}

/// The games of this copy, read once for a migration (with their decoded games, as needed).
struct Kept {
    records: Vec<(GameId, Record, Option<Option<Game>>)>,
}

impl Kept {
    fn read<S: Store>(games: &Games<S>) -> Kept {
        let records = games
            .game_keys()
            .into_iter()
            .filter_map(|(id, key)| {
                let record = Record::parse(&games.store.get(&key)?).ok()?;
                Some((id, record, None))
            })
            .collect();
        Kept { records }
    }

    /// A kept game that holds `game` (rules `rules`) with its players' `names`, and whether the
    /// kept game has no names yet and takes these.
    fn holding(&mut self, game: &Game, rules: &str, names: &[String]) -> Option<(GameId, bool)> {
        let unnamed = |names: &[String]| names.iter().all(String::is_empty);
        for (id, record, decoded) in &mut self.records {
            if record.header.progress == Progress::Unreadable || record.header.rules != rules {
                continue;
            }
            let kept_names: Vec<String> = record
                .header
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect();
            let fill = unnamed(&kept_names) && !unnamed(names);
            if !(fill || unnamed(names) || kept_names == names) {
                continue;
            }
            let kept = decoded.get_or_insert_with(|| {
                decode(record.link())
                    .ok()
                    .map(|l| l.into_game_link(Vec::new()).game)
            });
            if kept.as_ref().is_some_and(|k| holds(k, game)) {
                return Some((id.clone(), fill));
            }
        }
        None
    }

    /// An unreadable entry keeping `text`.
    fn keeping(&self, text: &str) -> Option<GameId> {
        self.records
            .iter()
            .find(|(_, r, _)| r.header.progress == Progress::Unreadable && r.body == text)
            .map(|(id, _, _)| id.clone())
    }
}

/// An old value left where it is.
struct Left {
    fingerprint: String,
    newer: bool,
    unreadable: bool,
    why: StoreError,
}

impl<S: Store> Games<S> {
    /// Moves the saves of earlier builds into the list (see the module documentation).
    /// `now` is the caller's clock: the games moved are dated just before it.
    pub fn migrate(&mut self, now: Time) -> Migration {
        let mut migration = Migration::default();
        let mut kept: Option<Kept> = None;
        let mut left = Vec::new();
        for (i, old) in old_keys(&self.scope).into_iter().enumerate() {
            let Some(text) = self.store.get(&old.key) else {
                continue;
            };
            let names = names_under(&self.store, old.names);
            let Some(found) = classify(&text, &names) else {
                continue;
            };
            let time = Time(now.0.saturating_sub(i as u64));
            let kept = kept.get_or_insert_with(|| Kept::read(self));
            let mut record = record_of(&text, &found, &old.key, time);
            let (shown, already) = match &found {
                Classified::Game(_, game) => {
                    let rules = game.game.start().options().to_string();
                    let names: Vec<String> = game.seats.iter().map(|s| s.name.clone()).collect();
                    let already = kept.holding(&game.game, &rules, &names);
                    (Found::Game(record.header.clone()), already)
                }
                Classified::Unreadable => {
                    (Found::Unreadable, kept.keeping(&text).map(|id| (id, false)))
                }
                Classified::Newer => (Found::Newer, None),
            };
            let fate = match (&found, already) {
                (Classified::Newer, _) => Some(Fate::Untouched),
                (_, Some((id, false))) => Some(Fate::AlreadyKept(id)),
                (_, Some((id, true))) => {
                    // The kept game had no names: it takes the old save's.
                    let names: Vec<String> = record
                        .header
                        .players
                        .iter()
                        .map(|p| p.name.clone())
                        .collect();
                    match self.rename(&id, None, Some(&names)) {
                        Ok(renamed) => {
                            if let Some(entry) = kept.records.iter_mut().find(|(k, _, _)| k == &id)
                            {
                                entry.1 = renamed;
                            }
                            Some(Fate::AlreadyKept(id))
                        }
                        Err(GamesError::Store(e)) => Some(Fate::InPlace(e)),
                        // Gone since it was read: kept anew below.
                        Err(_) => None,
                    }
                }
                (_, None) => None,
            };
            let fate = fate.unwrap_or_else(|| {
                let id = self.fresh_id();
                record.header.id = Some(id.clone());
                match self.put(&id, &record, false) {
                    Ok(_) => {
                        kept.records.push((id.clone(), record, None));
                        Fate::Moved(id)
                    }
                    Err(e) => Fate::InPlace(e),
                }
            });
            match fate {
                Fate::Moved(_) | Fate::AlreadyKept(_) => {
                    // Copied: the old key goes (and the names kept apart with it).
                    self.store.remove(&old.key);
                    if let Some(names) = old.names {
                        self.store.remove(names);
                    }
                }
                Fate::InPlace(why) => left.push(Left {
                    fingerprint: fingerprint(&old.key, &text),
                    newer: false,
                    unreadable: shown == Found::Unreadable,
                    why,
                }),
                Fate::Untouched => left.push(Left {
                    fingerprint: fingerprint(&old.key, &text),
                    newer: true,
                    unreadable: false,
                    why: StoreError::Refused,
                }),
            }
            if matches!(fate, Fate::Moved(_)) && shown == Found::Unreadable {
                push_once(&mut migration.notices, OldNotice::UnreadableListed);
            }
            migration.items.push(Migrated {
                key: old.key,
                found: shown,
                fate,
            });
        }
        self.tell(&left, &mut migration.notices);
        migration
    }

    /// Adds the notices of the values left in place that were not told before, and remembers
    /// what was told.
    fn tell(&mut self, left: &[Left], notices: &mut Vec<OldNotice>) {
        let key = scoped(NOTICED, &self.scope);
        let told = self.store.get(&key).unwrap_or_default();
        let told: Vec<&str> = told.lines().collect();
        for l in left
            .iter()
            .filter(|l| !told.contains(&l.fingerprint.as_str()))
        {
            if l.newer {
                push_once(notices, OldNotice::Newer);
                continue;
            }
            let earlier = notices.iter_mut().find_map(|n| match n {
                OldNotice::KeptInPlace { unreadable, .. } => Some(unreadable),
                _ => None,
            });
            match earlier {
                Some(unreadable) => *unreadable |= l.unreadable,
                None => notices.push(OldNotice::KeptInPlace {
                    unreadable: l.unreadable,
                    why: l.why,
                }),
            }
        }
        let now: Vec<&str> = left.iter().map(|l| l.fingerprint.as_str()).collect();
        if now != told {
            if now.is_empty() {
                self.store.remove(&key);
            } else {
                // If even this does not fit, the notice comes again: it is still true.
                let _ = self.store.set(&key, &now.join("\n"));
            }
        }
    }
}

fn push_once(notices: &mut Vec<OldNotice>, notice: OldNotice) {
    if !notices.contains(&notice) {
        notices.push(notice);
    }
}
