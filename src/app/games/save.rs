//! Saving this tab's game ([`Games::save`]): what a tab writes, and what it does when its
//! game was changed elsewhere.
//!
//! A tab remembers its game's record as it last read or wrote it (its *base*). Saving reads the
//! record as stored now and compares:
//!
//! | stored now | the tab writes |
//! |---|---|
//! | as the base | its game over it, at the next revision ([`SaveKind::Updated`]) |
//! | the same game, only the title or names changed elsewhere | its game, with each name changed elsewhere unless this tab changed that one too ([`Saved::names`]) |
//! | already this tab's game | nothing ([`SaveKind::Unchanged`]) |
//! | another game (played on in another tab), gone (deleted) or unreadable | its game as a new record ([`SaveKind::Copy`]); the stored one stays as it is |
//!
//! A tab whose game did not change since its base writes nothing either, whatever happened
//! elsewhere. A game with no moves is kept from its first move ([`SaveKind::Empty`]) — unless it
//! starts from a position of its own (a position link, the editor), which is kept at once. After a
//! write, past the [`Capacity`](super::Capacity), the oldest finished games go ([`Saved::removed`]).

use crate::app::seats::{SeatKind, SeatSetup};
use crate::engine::{Game, Setup, Status};

use super::record::{clean_name, GameId, Header, Player, Progress, Record};
use super::store::{units, Store, StoreError};
use super::{Games, Time};

/// What a tab saves of its game: the game's link (and further text), and what the list shows
/// of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The players, in seat order.
    pub players: Vec<Player>,
    /// The rules in the notation's options form.
    pub rules: String,
    /// Moves played.
    pub moves: usize,
    /// Moves recorded (undone ones included): a game with none is not kept yet, unless it
    /// starts from a position of its own (`own_start`: a position link, the editor).
    pub recorded: usize,
    /// The game starts from a position other than the rules' start position.
    pub own_start: bool,
    /// Where the game stands.
    pub progress: Progress,
    /// The game's link.
    pub link: String,
    /// What the game keeps besides its link (stored after it, as it is).
    pub extra: String,
}

impl Draft {
    /// The draft of `game` played by `seats` (kinds and names), whose link is `link`.
    pub fn new(game: &Game, seats: &[SeatSetup], link: String) -> Draft {
        let options = *game.start().options();
        let players = options
            .players
            .seats()
            .map(|seat| match seats.get(seat.index()) {
                Some(s) => Player {
                    name: clean_name(&s.name),
                    kind: s.kind,
                },
                None => Player {
                    name: String::new(),
                    kind: SeatKind::Human,
                },
            })
            .collect();
        let progress = match game.status() {
            Status::Ongoing { .. } => Progress::Unfinished,
            Status::Finished { ranking } => Progress::Finished {
                places: options
                    .players
                    .seats()
                    .map(|s| ranking.place(s).unwrap_or(0))
                    .collect(),
            },
        };
        Draft {
            players,
            rules: options.to_string(),
            moves: game.moves_played(),
            recorded: game.moves_recorded(),
            own_start: Setup::start_with_first(options, game.start().to_move())
                != game.start().to_setup(),
            progress,
            link,
            extra: String::new(),
        }
    }

    /// The same draft keeping `extra` after the link.
    pub fn with_extra(mut self, extra: String) -> Draft {
        self.extra = extra;
        self
    }

    /// The record's body.
    pub(crate) fn body(&self) -> String {
        Record::game_body(&self.link, &self.extra)
    }

    fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }
}

fn names(record: &Record) -> Vec<String> {
    record
        .header
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

/// Why a tab kept its game as a new record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CopyReason {
    /// The game was played on elsewhere (another tab) since this tab last saved it.
    Changed,
    /// The game was deleted elsewhere.
    Deleted,
}

/// What a save did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveKind {
    /// A new record for a game not kept before.
    New,
    /// The tab's record, at its next revision.
    Updated,
    /// Nothing to write: stored as it is.
    Unchanged,
    /// Kept as a new record: the tab's game was changed elsewhere (tell the player: "this game
    /// was also played in another tab; yours is kept as a separate game").
    Copy {
        /// The record it was copied from, left as it was.
        of: GameId,
        /// Why.
        why: CopyReason,
    },
    /// A game without moves is not kept yet.
    Empty,
}

/// A save that went through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The tab's game now (`None` only for [`SaveKind::Empty`]): keep it in the tab's
    /// `sessionStorage`.
    pub id: Option<GameId>,
    /// What happened.
    pub kind: SaveKind,
    /// Finished games removed to stay within the limits (tell the player which).
    pub removed: Vec<Header>,
    /// The players' names as kept, when they differ from the draft's: renamed elsewhere
    /// (show these).
    pub names: Option<Vec<String>>,
}

impl<S: Store> Games<S> {
    /// Saves this tab's game (see the module documentation); `now` is the caller's clock.
    ///
    /// # Errors
    ///
    /// [`StoreError::Refused`]: storage is full, nothing was written or removed (offer the
    /// games list, to delete games); [`StoreError::Unavailable`]: there is no storage.
    pub fn save(&mut self, draft: &Draft, now: Time) -> Result<Saved, StoreError> {
        let body = draft.body();
        let Some((id, base)) = self
            .tab
            .clone()
            .and_then(|r| Some((r.header.id.clone()?, r)))
        else {
            if draft.recorded == 0 && !draft.own_start {
                return Ok(Saved {
                    id: None,
                    kind: SaveKind::Empty,
                    removed: Vec::new(),
                    names: None,
                });
            }
            return self.write_new(draft, body, None, now, SaveKind::New);
        };
        let stored = match self.store.get(&self.key(&id)).map(|t| Record::parse(&t)) {
            Some(Ok(stored)) => stored,
            gone => {
                let why = if gone.is_none() {
                    CopyReason::Deleted
                } else {
                    CopyReason::Changed
                };
                let kind = SaveKind::Copy { of: id, why };
                return self.write_new(draft, body, Some(&base), now, kind);
            }
        };
        let draft_names = draft.names();
        let unchanged_here = body == base.body && draft_names == names(&base);
        if stored.body != base.body && stored.body != body {
            // Played on elsewhere.
            if unchanged_here {
                // Nothing here that is not stored: nothing to write.
                return Ok(Saved {
                    id: Some(id),
                    kind: SaveKind::Unchanged,
                    removed: Vec::new(),
                    names: None,
                });
            }
            let kind = SaveKind::Copy {
                of: id,
                why: CopyReason::Changed,
            };
            return self.write_new(draft, body, Some(&base), now, kind);
        }
        // The same game: each name changed here wins, each changed elsewhere is taken in.
        let (base_names, stored_names) = (names(&base), names(&stored));
        let players: Vec<Player> = draft
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let here = &p.name;
                let name = match (base_names.get(i), stored_names.get(i)) {
                    (Some(base), Some(elsewhere)) if base == here => elsewhere.clone(),
                    _ => here.clone(),
                };
                Player { name, kind: p.kind }
            })
            .collect();
        let adopted = players
            .iter()
            .map(|p| &p.name)
            .ne(draft_names.iter())
            .then(|| players.iter().map(|p| p.name.clone()).collect());
        let same = stored.body == body
            && stored.header.players == players
            && stored.header.rules == draft.rules
            && stored.header.moves == draft.moves
            && stored.header.progress == draft.progress;
        let mut stored = stored;
        stored.header.id = Some(id.clone());
        if same {
            self.tab = Some(stored);
            return Ok(Saved {
                id: Some(id),
                kind: SaveKind::Unchanged,
                removed: Vec::new(),
                names: adopted,
            });
        }
        let record = Record {
            header: Header {
                id: Some(id.clone()),
                revision: stored.header.revision.saturating_add(1),
                updated: now,
                players,
                rules: draft.rules.clone(),
                moves: draft.moves,
                progress: draft.progress.clone(),
                ..stored.header
            },
            body,
        };
        let removed = self.put(&id, &record, true)?;
        self.tab = Some(record);
        Ok(Saved {
            id: Some(id),
            kind: SaveKind::Updated,
            removed,
            names: adopted,
        })
    }

    /// Keeps `draft` as a new record (a copy of `base`'s game keeps its title and date).
    fn write_new(
        &mut self,
        draft: &Draft,
        body: String,
        base: Option<&Record>,
        now: Time,
        kind: SaveKind,
    ) -> Result<Saved, StoreError> {
        let id = self.fresh_id();
        let record = Record {
            header: Header {
                id: Some(id.clone()),
                revision: 1,
                created: base.map_or(now, |b| b.header.created),
                updated: now,
                title: base.map(|b| b.header.title.clone()).unwrap_or_default(),
                players: draft.players.clone(),
                rules: draft.rules.clone(),
                moves: draft.moves,
                progress: draft.progress.clone(),
                source: None,
            },
            body,
        };
        let removed = self.put(&id, &record, true)?;
        self.tab = Some(record);
        Ok(Saved {
            id: Some(id),
            kind,
            removed,
            names: None,
        })
    }

    /// Writes `record` as game `id`; with `trim`, then keeps within the limits (returning
    /// the games removed). Only saves trim (the player is told which games went); an import
    /// removes only the games the player agreed to ([`super::export`]); a rename, an undo or
    /// moving old saves may pass the limits until the next save.
    pub(crate) fn put(
        &mut self,
        id: &GameId,
        record: &Record,
        trim: bool,
    ) -> Result<Vec<Header>, StoreError> {
        let key = self.key(id);
        let text = record.to_text();
        self.store.set(&key, &text)?;
        let size = units(&key) + units(&text);
        let finished = record.header.progress.is_finished();
        self.note(id, Some((size, finished, record.header.updated)));
        Ok(if trim { self.make_room(id) } else { Vec::new() })
    }
}
