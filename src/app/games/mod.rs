//! "Your games": every game played at this device, kept in storage, listed, resumable,
//! renameable, deletable (undoably), exportable and importable — pure Rust over a
//! [`Store`], tested natively with a [`MemoryStore`]; the browser gives it `localStorage`.
//!
//! - **One key per game** ([`record`]): `sternhalma.games.<id>@<path>` holds a [`Record`] — a
//!   header the list shows (title, times, players, rules, moves, result) and the game's link.
//!   The list is read from the records themselves: there is no shared index that two tabs could
//!   write over each other.
//! - **Each tab plays its own game** ([`Games`] is one tab's handle): it knows its game's id
//!   and the record as it last read or wrote it. Every write stores the next revision; a tab
//!   that finds its game changed elsewhere since (another tab played it, or deleted it) does not
//!   write over it but keeps its game as a new record, and says so ([`save`]). A change of the
//!   title or names elsewhere is taken in, not copied.
//! - **Bounded** ([`Capacity`]): past [`Capacity::finished`] finished games or [`Capacity::units`] of
//!   storage, the oldest finished games go, and the save says which; an import first says which
//!   would go and removes them only if the player agrees ([`export`]). Unfinished games are
//!   never removed without the player: when storage is full, the save says so ([`StoreError`]).
//! - **Old saves** of every earlier build move into the list ([`migrate`]); the start-up
//!   decision ([`open()`]) says which game a tab opens; files ([`export`]) carry games out and in.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{Draft, Games, MemoryStore, SaveKind, Time};
//! use sternhalma::app::link::encode_game;
//! use sternhalma::app::state::default_seats;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let store = MemoryStore::new();
//! let seats = default_seats(&Options::default());
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! game.play(game.position().legal_move_list()[0]).unwrap();
//!
//! // Two tabs of one browser: the same game, then one of them plays on.
//! let mut a = Games::new(store.clone(), "/", 1);
//! let saved = a.save(&Draft::new(&game, &seats, encode_game(&game, &seats)), Time(1)).unwrap();
//! let id = saved.id.unwrap();
//! let mut b = Games::new(store.clone(), "/", 2);
//! b.resume(&id).unwrap();
//! game.play(game.position().legal_move_list()[0]).unwrap();
//! let draft = Draft::new(&game, &seats, encode_game(&game, &seats));
//! assert_eq!(b.save(&draft, Time(2)).unwrap().kind, SaveKind::Updated);
//! // Tab A's game is no longer what A last wrote: A keeps its own as a new game.
//! game.undo();
//! game.play(game.position().legal_move_list()[1]).unwrap();
//! let draft = Draft::new(&game, &seats, encode_game(&game, &seats));
//! assert!(matches!(a.save(&draft, Time(3)).unwrap().kind, SaveKind::Copy { .. }));
//! assert_eq!(a.list().len(), 2);
//! ```

pub mod edit;
pub mod export;
pub mod migrate;
pub mod open;
pub mod record;
pub mod save;
pub mod store;
pub mod time;
pub mod view;

use std::error::Error;
use std::fmt;

use crate::tools::SplitMix64;

pub use edit::{Deleted, Restored};
pub use export::{Export, FileGame, ImportError, ImportPlan, Imported};
pub use migrate::{Found, Migration, OldNotice};
pub use open::{open, open_pasted, How, Opened, Opening, StartNotice};
pub use record::{GameId, Header, Player, Progress, Record, RecordError};
pub use save::{CopyReason, Draft, SaveKind, Saved};
pub use store::{MemoryStore, Store, StoreError};
pub use time::Time;

/// The start of every game's key: `sternhalma.games.<id>@<path>`.
pub const GAMES: &str = "sternhalma.games.";

/// How much the games may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capacity {
    /// The most finished games kept: past it, the oldest finished games go.
    pub finished: usize,
    /// The most storage the games of this copy take, in UTF-16 code units (keys and values,
    /// as browsers count): past it, the oldest finished games go.
    pub units: usize,
}

impl Default for Capacity {
    /// 100 finished games and 1,000,000 units: a fifth of the 5 million most browsers give a
    /// site, room for thousands of games of a few hundred moves.
    fn default() -> Capacity {
        Capacity {
            finished: 100,
            units: 1_000_000,
        }
    }
}

/// Why a game cannot be read or changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GamesError {
    /// There is no such game (deleted, maybe in another tab).
    NotFound,
    /// The game's record cannot be read (written by a newer version, or damaged).
    Unreadable(RecordError),
    /// The entry holds no game to play: an unreadable value kept as it was found.
    NotAGame,
    /// The storage did not take the change.
    Store(StoreError),
}

impl fmt::Display for GamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamesError::NotFound => f.write_str("no such game"),
            GamesError::Unreadable(e) => write!(f, "the game cannot be read: {e}"),
            GamesError::NotAGame => f.write_str("an unreadable entry, not a game"),
            GamesError::Store(e) => write!(f, "not saved: {e}"),
        }
    }
}

impl Error for GamesError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            GamesError::NotFound | GamesError::NotAGame => None,
            GamesError::Unreadable(e) => Some(e),
            GamesError::Store(e) => Some(e),
        }
    }
}

/// One entry of the games list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Where it is stored.
    pub key: String,
    /// Its size in storage (key and value, UTF-16 code units).
    pub units: usize,
    /// What it is.
    pub entry: Entry,
}

/// What a list entry is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A kept game (an unreadable value kept as an entry has [`Progress::Unreadable`]).
    Game(Header),
    /// A record this build cannot read (a newer version's, left untouched, or damaged).
    Unreadable(RecordError),
    /// A value still under the key of an earlier build: an old save not moved into the list
    /// (storage was full), or a newer version's save (left untouched).
    Old(Found),
}

impl Listed {
    /// The kept game's id (for [`Entry::Game`] and [`Entry::Unreadable`] records).
    pub fn id(&self) -> Option<GameId> {
        let rest = self.key.strip_prefix(GAMES)?;
        rest.split_once('@')?.0.parse().ok()
    }

    /// The kept game's header, if it is one.
    pub fn header(&self) -> Option<&Header> {
        match &self.entry {
            Entry::Game(h) => Some(h),
            _ => None,
        }
    }
}

/// What the games of this copy take, as last seen: per record its id, size, whether it is
/// finished and when it was last played. Kept up to date by this tab's writes; read again from
/// storage before anything is removed.
#[derive(Clone, Debug, Default)]
struct Index {
    games: Vec<Indexed>,
}

impl Index {
    /// Whether the games pass `limits`.
    fn over(&self, limits: Capacity) -> bool {
        self.units() > limits.units || self.finished() > limits.finished
    }

    fn units(&self) -> usize {
        self.games.iter().map(|g| g.units).sum()
    }

    fn finished(&self) -> usize {
        self.games.iter().filter(|g| g.finished).count()
    }

    /// The finished games to remove, oldest first, for the games to fit `limits` once
    /// `adding` is written too (a record about to be kept: its units and whether it is
    /// finished; it is never removed). Never one of `spared`. When removing every finished game
    /// that may go is not enough, they are all named.
    fn victims(
        &self,
        limits: Capacity,
        adding: Option<(usize, bool)>,
        spared: &[Option<&GameId>],
    ) -> Vec<GameId> {
        let (add_units, add_finished) = adding.unwrap_or((0, false));
        let mut units = self.units() + add_units;
        let mut finished = self.finished() + usize::from(add_finished);
        let mut removable: Vec<&Indexed> = self
            .games
            .iter()
            .filter(|g| g.finished && !spared.contains(&Some(&g.id)))
            .collect();
        crate::sort::heap_sort_by_key(&mut removable, |g| (g.updated, g.id.clone()));
        let mut out = Vec::new();
        for g in removable {
            if units <= limits.units && finished <= limits.finished {
                break;
            }
            units -= g.units;
            finished -= 1;
            out.push(g.id.clone());
        }
        out
    }
}

#[derive(Clone, Debug)]
struct Indexed {
    id: GameId,
    units: usize,
    /// Finished (and so removable to make room).
    finished: bool,
    updated: Time,
}

/// One tab's handle on the games of one copy of the game (see the module documentation).
#[derive(Debug)]
pub struct Games<S> {
    store: S,
    scope: String,
    rng: SplitMix64,
    limits: Capacity,
    /// This tab's game as last read or written (`None`: its next save is a new game).
    tab: Option<Record>,
    /// `None` until first needed.
    index: Option<Index>,
}

impl<S: Store> Games<S> {
    /// A handle on the games of the copy at `scope` (its path, e.g. `/games/sternhalma/`).
    /// `seed` makes the ids of new games: give each tab its own (e.g. random bits and the
    /// time).
    pub fn new(store: S, scope: &str, seed: u64) -> Games<S> {
        Games {
            store,
            scope: scope.to_owned(),
            rng: SplitMix64::new(seed),
            limits: Capacity::default(),
            tab: None,
            index: None,
        }
    }

    /// The same handle with other limits.
    pub fn with_limits(mut self, limits: Capacity) -> Games<S> {
        self.limits = limits;
        self
    }

    /// The storage.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The copy's path.
    pub fn scope(&self) -> &str {
        &self.scope
    }

    /// The id of this tab's game, once it is kept (keep it in the tab's `sessionStorage`, so a
    /// reload opens it again).
    pub fn tab_game(&self) -> Option<&GameId> {
        self.tab.as_ref().and_then(|r| r.header.id.as_ref())
    }

    /// The key of game `id`.
    pub fn key(&self, id: &GameId) -> String {
        store::scoped(&format!("{GAMES}{id}"), &self.scope)
    }

    /// The id in `key` if it is the key of a game of this copy.
    fn id_of(&self, key: &str) -> Option<GameId> {
        let (id, scope) = key.strip_prefix(GAMES)?.split_once('@')?;
        (scope == self.scope).then(|| id.parse().ok())?
    }

    /// The keys of this copy's games.
    fn game_keys(&self) -> Vec<(GameId, String)> {
        self.store
            .keys(GAMES)
            .into_iter()
            .filter_map(|k| Some((self.id_of(&k)?, k)))
            .collect()
    }

    /// Every game of this copy: kept games last played first, then old saves not moved into
    /// the list yet, then records that cannot be read.
    pub fn list(&self) -> Vec<Listed> {
        let mut games = Vec::new();
        let mut unreadable = Vec::new();
        for (_, key) in self.game_keys() {
            let Some(text) = self.store.get(&key) else {
                continue;
            };
            let units = store::units(&key) + store::units(&text);
            match Header::parse(&text) {
                Ok(header) => games.push(Listed {
                    key,
                    units,
                    entry: Entry::Game(header),
                }),
                Err(e) => unreadable.push(Listed {
                    key,
                    units,
                    entry: Entry::Unreadable(e),
                }),
            }
        }
        crate::sort::heap_sort_by_key(&mut games, |l| {
            let updated = l.header().map_or(Time(0), |h| h.updated);
            (std::cmp::Reverse(updated), l.key.clone())
        });
        games.extend(migrate::in_place(&self.store, &self.scope));
        games.extend(unreadable);
        games
    }

    /// Game `id` as stored.
    ///
    /// # Errors
    ///
    /// [`GamesError::NotFound`], or [`GamesError::Unreadable`].
    pub fn read(&self, id: &GameId) -> Result<Record, GamesError> {
        let text = self.store.get(&self.key(id)).ok_or(GamesError::NotFound)?;
        Record::parse(&text).map_err(GamesError::Unreadable)
    }

    /// This tab plays game `id` from now on (resumed from the list, or reopened): its saves
    /// go to that record. Returns the record (decode its link to play it; its players' names
    /// are in its header).
    ///
    /// # Errors
    ///
    /// [`GamesError::NotFound`], or [`GamesError::Unreadable`] (also for an unreadable entry:
    /// there is no game to play).
    pub fn resume(&mut self, id: &GameId) -> Result<Record, GamesError> {
        let mut record = self.read(id)?;
        if record.header.progress == Progress::Unreadable {
            return Err(GamesError::NotAGame);
        }
        record.header.id = Some(id.clone());
        self.tab = Some(record.clone());
        Ok(record)
    }

    /// This tab starts another game: its next save keeps a new record (the game it played
    /// stays in the list as it was last saved).
    pub fn start_new(&mut self) {
        self.tab = None;
    }

    /// A fresh id, not used by any game of this copy.
    fn fresh_id(&mut self) -> GameId {
        loop {
            let id = GameId::random(&mut self.rng);
            if self.store.get(&self.key(&id)).is_none() {
                return id;
            }
        }
    }

    /// Every record's size and state as stored now.
    fn read_index(&self) -> Index {
        let mut index = Index::default();
        for (id, key) in self.game_keys() {
            let Some(text) = self.store.get(&key) else {
                continue;
            };
            let header = Header::parse(&text);
            index.games.push(Indexed {
                id,
                units: store::units(&key) + store::units(&text),
                finished: header.as_ref().is_ok_and(|h| h.progress.is_finished()),
                updated: header.map_or(Time(0), |h| h.updated),
            });
        }
        index
    }

    /// Reads every record's size and state again.
    fn reindex(&mut self) -> &mut Index {
        let index = self.read_index();
        self.index.insert(index)
    }

    /// Notes in the index that `id` now takes `units` (`None`: it is gone).
    fn note(&mut self, id: &GameId, entry: Option<(usize, bool, Time)>) {
        let Some(index) = self.index.as_mut() else {
            return;
        };
        index.games.retain(|g| &g.id != id);
        if let Some((units, finished, updated)) = entry {
            index.games.push(Indexed {
                id: id.clone(),
                units,
                finished,
                updated,
            });
        }
    }

    /// Removes the oldest finished games while the games pass the [`Capacity`] (never `keep`,
    /// never this tab's game, never an unfinished or unreadable one). Returns the headers of
    /// the games removed.
    fn make_room(&mut self, keep: &GameId) -> Vec<Header> {
        let limits = self.limits;
        if self.index.is_none() {
            self.reindex();
        }
        if !self.index.as_ref().is_some_and(|i| i.over(limits)) {
            return Vec::new();
        }
        // Over the limits as far as this tab knows: look at storage itself before removing.
        let tab = self.tab_game().cloned();
        let victims = self
            .reindex()
            .victims(limits, None, &[Some(keep), tab.as_ref()]);
        self.remove_finished(&victims)
    }

    /// Removes the games `ids` that are finished as stored now (another tab may have changed
    /// one). Returns the headers of the games removed.
    fn remove_finished(&mut self, ids: &[GameId]) -> Vec<Header> {
        let mut removed = Vec::new();
        for id in ids {
            let key = self.key(id);
            if let Some(header) = self
                .store
                .get(&key)
                .and_then(|t| Header::parse(&t).ok())
                .filter(|h| h.progress.is_finished())
            {
                self.store.remove(&key);
                self.note(id, None);
                removed.push(Header {
                    id: Some(id.clone()),
                    ..header
                });
            }
        }
        removed
    }
}
