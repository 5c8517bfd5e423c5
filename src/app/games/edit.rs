//! Changing the list: renaming a game (its title, its players' names), deleting an entry and
//! putting it back.
//!
//! A rename writes the record's next revision; the tab playing that game takes the new names
//! in at its next save ([`Saved::names`](super::Saved::names)). A delete returns what it
//! removed ([`Deleted`]), so that Undo can put it back ([`Games::restore`]). Deleting this
//! tab's game leaves the tab without one (its next save keeps a new record), and putting it
//! back, if the tab has none since, resumes it; another tab that was playing it keeps it as a
//! new record at its next save, and says so.
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
//!
//! let renamed = games.rename(&id, Some("Sunday"), Some(&["Ann".into(), "Bo".into()])).unwrap();
//! assert_eq!(renamed.header.title, "Sunday");
//! let deleted = games.delete(&games.key(&id)).unwrap();
//! assert!(games.list().is_empty());
//! games.restore(&deleted, Time(2)).unwrap();
//! assert_eq!(games.read(&id).unwrap().header.players[1].name, "Bo");
//! ```

use super::migrate;
use super::record::{clean, clean_name, GameId, Record, MAX_TITLE};
use super::store::Store;
use super::{Games, GamesError, Time};

/// What a delete removed: every key and its value, to put back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    /// The keys removed and their values (an old save's names go with it).
    pub values: Vec<(String, String)>,
    /// Whether it was this tab's game.
    tab: bool,
}

/// What putting a deleted entry back did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Restored {
    /// Back where it was.
    InPlace,
    /// Its key was taken in the meantime: it is back as a game of its own with this id.
    AsNew(GameId),
}

impl<S: Store> Games<S> {
    /// Gives game `id` the title `title` and (in seat order) the players' names `names`;
    /// `None` leaves either as it is, an empty text means the default. Returns the record as
    /// written.
    ///
    /// # Errors
    ///
    /// [`GamesError`]: no such game, unreadable, or not written.
    pub fn rename(
        &mut self,
        id: &GameId,
        title: Option<&str>,
        names: Option<&[String]>,
    ) -> Result<Record, GamesError> {
        let mut record = self.read(id)?;
        if let Some(title) = title {
            record.header.title = clean(title, MAX_TITLE);
        }
        if let Some(names) = names {
            for (player, name) in record.header.players.iter_mut().zip(names) {
                player.name = clean_name(name);
            }
        }
        record.header.id = Some(id.clone());
        record.header.revision = record.header.revision.saturating_add(1);
        self.put(id, &record, false).map_err(GamesError::Store)?;
        Ok(record)
    }

    /// Deletes the list entry stored under `key` (a game's, or an old save's: see
    /// [`super::Listed::key`]). Returns what was removed, for [`Games::restore`].
    ///
    /// # Errors
    ///
    /// [`GamesError::NotFound`]: no entry of this copy under `key`.
    pub fn delete(&mut self, key: &str) -> Result<Deleted, GamesError> {
        let mut keys = vec![key.to_owned()];
        let id = self.id_of(key);
        if id.is_none() {
            let old = migrate::old_keys(&self.scope);
            let Some(old) = old.iter().find(|o| o.key == key) else {
                return Err(GamesError::NotFound);
            };
            keys.extend(old.names.map(str::to_owned));
        }
        let values: Vec<(String, String)> = keys
            .into_iter()
            .filter_map(|k| {
                let v = self.store.get(&k)?;
                Some((k, v))
            })
            .collect();
        if values.first().is_none_or(|(k, _)| k != key) {
            return Err(GamesError::NotFound);
        }
        for (k, _) in &values {
            self.store.remove(k);
        }
        let tab = id.is_some() && id.as_ref() == self.tab_game();
        if let Some(id) = &id {
            self.note(id, None);
        }
        if tab {
            self.start_new();
        }
        Ok(Deleted { values, tab })
    }

    /// Puts back what [`Games::delete`] removed. A game whose key was taken since comes back
    /// as a game of its own; so does an old save whose key an earlier build wrote again.
    ///
    /// # Errors
    ///
    /// [`GamesError::Store`]: storage did not take it (keep `deleted` to try again).
    pub fn restore(&mut self, deleted: &Deleted, now: Time) -> Result<Restored, GamesError> {
        let Some((key, text)) = deleted.values.first() else {
            return Err(GamesError::NotFound);
        };
        let free = self.store.get(key).is_none_or(|t| &t == text);
        if free {
            for (i, (k, v)) in deleted.values.iter().enumerate() {
                // An old save's names go back only where nothing was written since.
                if i == 0 || self.store.get(k).is_none() {
                    self.store.set(k, v).map_err(GamesError::Store)?;
                }
            }
            if let Some(id) = self.id_of(key) {
                self.index = None;
                if deleted.tab && self.tab.is_none() {
                    self.resume(&id).ok();
                }
            }
            return Ok(Restored::InPlace);
        }
        // Taken: kept as a game of its own.
        let id = match Record::parse(text) {
            Ok(mut record) => {
                let id = self.fresh_id();
                record.header.id = Some(id.clone());
                record.header.revision = 1;
                self.put(&id, &record, false).map_err(GamesError::Store)?;
                id
            }
            Err(_) => {
                let names = deleted.values.get(1).map(|(_, v)| v.as_str());
                migrate::keep_value(self, key, text, names, now)?
            }
        };
        if deleted.tab && self.tab.is_none() {
            self.resume(&id).ok();
        }
        Ok(Restored::AsNew(id))
    }
}
