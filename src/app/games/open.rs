//! What a tab opens with: a pure decision from the address's fragment, the tab's game id (kept
//! in its `sessionStorage`) and the kept games ([`open`]).
//!
//! 1. Old saves move into the list first ([`Games::migrate`]); what it has to tell comes along.
//! 2. **A link** in the fragment that is a kept game, or continues one
//!    ([`crate::engine::Game::extends`]: the other player's answer to a move sent by link),
//!    resumes that game with its players' names (this tab's own game first, then the one it
//!    continues furthest); a continuation is written into it at once. (A link that goes on from
//!    a kept game's current move but not from the moves undone there is another game: resuming
//!    would lose those moves.) Any other link adds a
//!    new game (once it has a move: [`crate::app::games::SaveKind::Empty`]). Nothing replaces
//!    another game.
//! 3. **The bare address** (or a lesson link, which names no game; or a link that does not
//!    read, which says what is wrong): the tab's
//!    own game (a reload), else an old autosave that storage was too full to move into the list
//!    (what earlier builds opened), else the most recently played unfinished game, else
//!    nothing (a new game).
//!
//! Each link is decoded once; a kept game is decoded only when it may be the one opened.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{open, How, Games, MemoryStore, Time};
//! use sternhalma::app::link::encode_game;
//! use sternhalma::app::state::default_seats;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let store = MemoryStore::new();
//! let seats = default_seats(&Options::default());
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! game.play(game.position().legal_move_list()[0]).unwrap();
//! let link = encode_game(&game, &seats);
//!
//! // A tab opens a link: a new game in the list.
//! let mut tab = Games::new(store.clone(), "/", 1);
//! let opening = open(&mut tab, &link, None, Time(10));
//! assert_eq!(opening.game.as_ref().unwrap().how, How::LinkNew);
//! let id = tab.tab_game().unwrap().to_string();
//! // Reloaded (same tab id), it is the same game.
//! let mut reloaded = Games::new(store.clone(), "/", 2);
//! let opening = open(&mut reloaded, "", Some(&id), Time(20));
//! assert_eq!(opening.game.unwrap().how, How::Tab);
//! // A new tab at the bare address: the last game played.
//! let mut other = Games::new(store, "/", 3);
//! assert_eq!(open(&mut other, "", None, Time(30)).game.unwrap().how, How::Latest);
//! ```

use crate::app::link::{decode, fragment_link, is_lesson_link, GameLink, LinkError};
use crate::app::seats::SeatSetup;

use super::migrate::{self, Migration, OldNotice};
use super::record::{GameId, Progress, Record};
use super::save::{Draft, Saved};
use super::store::{Store, StoreError};
use super::{Entry, Games, Time};

/// How the game opened came to be chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum How {
    /// The tab's own game (a reload).
    Tab,
    /// The most recently played unfinished game (a new tab at the bare address).
    Latest,
    /// An old autosave still under the key of an earlier build (storage was too full to move
    /// it into the list).
    OldSave {
        /// Its key.
        key: String,
    },
    /// The link is a kept game, or continues one.
    LinkResumed,
    /// The link is a game not kept before: added to the list (from its first move).
    LinkNew,
}

/// The game a tab opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// The game, its seats with their names, its link writer.
    pub link: GameLink,
    /// The kept game it is (`None`: not kept yet).
    pub id: Option<GameId>,
    /// Why this one.
    pub how: How,
    /// The kept record's own link and the text it keeps after it (its game tree), when the
    /// game is a kept one.
    pub kept: Option<(String, String)>,
}

/// What to tell the player at start-up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartNotice {
    /// The link in the address cannot be read.
    BrokenLink(LinkError),
    /// A kept game's link cannot be read any more (it stays in the list).
    GameUnreadable(LinkError),
    /// From moving old saves into the list.
    Old(OldNotice),
    /// The game of the link could not be kept: storage is full (offer the list) or missing.
    NotSaved(StoreError),
}

/// The decision, carried out on the store: what opens, what to tell, what was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The game to show (`None`: a new game).
    pub game: Option<Opened>,
    /// What to tell the player.
    pub notices: Vec<StartNotice>,
    /// What moving old saves did.
    pub migration: Migration,
    /// The save of the link's game, if one was written (a new game, or a continuation).
    pub saved: Option<Saved>,
}

/// `link`'s seats named as `record`'s players.
fn named(mut link: GameLink, record: &Record) -> GameLink {
    for (seat, player) in link.seats.iter_mut().zip(&record.header.players) {
        seat.name = player.name.clone();
    }
    link
}

fn draft_of(link: &GameLink, text: &str) -> Draft {
    Draft::new(&link.game, &link.seats, text.to_owned())
}

/// Decides what the tab opens and carries it out on `games` (see the module documentation).
/// `fragment` is the address's fragment (with or without `#`), `tab` the id this tab kept in
/// its `sessionStorage`, if any, and `now` the caller's clock. Afterwards
/// [`Games::tab_game`] is the tab's game, to keep in `sessionStorage`.
pub fn open<S: Store>(
    games: &mut Games<S>,
    fragment: &str,
    tab: Option<&str>,
    now: Time,
) -> Opening {
    let migration = games.migrate(now);
    let mut opening = Opening {
        game: None,
        notices: migration
            .notices
            .iter()
            .map(|&n| StartNotice::Old(n))
            .collect(),
        migration,
        saved: None,
    };
    let tab: Option<GameId> = tab.and_then(|t| t.trim().parse().ok());
    // A lesson link names no game: the tab opens as at the bare address.
    let text = fragment_link(fragment).map(|t| if is_lesson_link(t) { "" } else { t });
    if text != Ok("") {
        match text.and_then(decode) {
            Ok(link) => {
                let link = link.into_game_link(Vec::<SeatSetup>::new());
                open_link(
                    games,
                    &mut opening,
                    link,
                    text.unwrap_or_default(),
                    tab.as_ref(),
                    now,
                );
                return opening;
            }
            Err(e) => opening.notices.push(StartNotice::BrokenLink(e)),
        }
    }
    opening.game = open_bare(games, &mut opening.notices, tab.as_ref());
    opening
}

/// A kept, readable game's record and its decoded game.
fn decoded<S: Store>(
    games: &Games<S>,
    id: &GameId,
) -> Option<(Record, Result<GameLink, LinkError>)> {
    let record = games.read(id).ok()?;
    if record.header.progress == Progress::Unreadable {
        return None;
    }
    let link = decode(record.link()).map(|l| l.into_game_link(Vec::new()));
    Some((record, link))
}

/// The bare address: the tab's game, an old autosave in place, the latest unfinished game.
fn open_bare<S: Store>(
    games: &mut Games<S>,
    notices: &mut Vec<StartNotice>,
    tab: Option<&GameId>,
) -> Option<Opened> {
    games.start_new();
    if let Some(id) = tab {
        match decoded(games, id) {
            Some((record, Ok(link))) if games.resume(id).is_ok() => {
                return Some(Opened {
                    link: named(link, &record),
                    id: Some(id.clone()),
                    how: How::Tab,
                    kept: Some(kept_of(&record)),
                });
            }
            Some((_, Err(e))) => notices.push(StartNotice::GameUnreadable(e)),
            _ => {}
        }
    }
    if let Some((key, link)) = migrate::old_autosave(games.store(), games.scope()) {
        return Some(Opened {
            link,
            id: None,
            how: How::OldSave { key },
            kept: None,
        });
    }
    let unfinished: Vec<GameId> = games
        .list()
        .into_iter()
        .filter(|l| {
            l.header()
                .is_some_and(|h| h.progress == Progress::Unfinished)
        })
        .filter_map(|l| l.id())
        .filter(|id| Some(id) != tab)
        .collect();
    for id in unfinished {
        match decoded(games, &id) {
            Some((record, Ok(link))) if games.resume(&id).is_ok() => {
                return Some(Opened {
                    link: named(link, &record),
                    id: Some(id),
                    how: How::Latest,
                    kept: Some(kept_of(&record)),
                });
            }
            Some((_, Err(e))) if !notices.contains(&StartNotice::GameUnreadable(e)) => {
                notices.push(StartNotice::GameUnreadable(e));
            }
            _ => {}
        }
    }
    None
}

/// A link that reads: the kept game it is or continues, else a new game.
fn open_link<S: Store>(
    games: &mut Games<S>,
    opening: &mut Opening,
    link: GameLink,
    text: &str,
    tab: Option<&GameId>,
    now: Time,
) {
    let canonical = link.writer().link();
    let rules = link.game.start().options().to_string();
    let recorded = link.game.moves_recorded();
    // Candidates: readable kept games of these rules with no more moves than the link has
    // recorded; the tab's own game first.
    let mut candidates: Vec<(GameId, Record)> = Vec::new();
    for listed in games.list() {
        let (Some(id), Entry::Game(h)) = (listed.id(), &listed.entry) else {
            continue;
        };
        // (No move follows the end of a game: a finished game is continued only by itself.)
        let fits = match h.progress {
            Progress::Unreadable => false,
            Progress::Finished { .. } => h.moves == recorded,
            Progress::Unfinished => h.moves <= recorded,
        };
        if !fits || h.rules != rules {
            continue;
        }
        if let Ok(record) = games.read(&id) {
            candidates.push((id, record));
        }
    }
    if let Some(i) = candidates.iter().position(|(id, _)| Some(id) == tab) {
        let own = candidates.remove(i);
        candidates.insert(0, own);
    }
    let same = candidates
        .iter()
        .position(|(_, r)| r.link() == text || r.link() == canonical);
    let found = same.or_else(|| {
        // The continuation that goes furthest (ties: the tab's, then the latest played).
        let mut best: Option<(usize, usize)> = None;
        for (i, (_, record)) in candidates.iter().enumerate() {
            let Ok(kept) = decode(record.link()) else {
                continue;
            };
            let kept = kept.into_game_link(Vec::new()).game;
            // It goes on from the kept game and keeps every move recorded there (undone ones
            // too): resuming it loses none.
            let goes_on = link.game.extends(&kept) && migrate::holds(&link.game, &kept);
            if goes_on && best.is_none_or(|(_, c)| kept.cursor() > c) {
                best = Some((i, kept.cursor()));
            }
        }
        best.map(|(i, _)| i)
    });
    let Some(i) = found else {
        // Another game: a new one in the list.
        games.start_new();
        let draft = draft_of(&link, &canonical);
        let saved = games.save(&draft, now);
        let id = match saved {
            Ok(saved) => {
                let id = saved.id.clone();
                opening.saved = Some(saved);
                id
            }
            Err(e) => {
                opening.notices.push(StartNotice::NotSaved(e));
                None
            }
        };
        opening.game = Some(Opened {
            link,
            id,
            how: How::LinkNew,
            kept: None,
        });
        return;
    };
    let (id, record) = candidates.swap_remove(i);
    let link = named(link, &record);
    let kept = Some(kept_of(&record));
    if games.resume(&id).is_ok() && record.link() != text && record.link() != canonical {
        // The game goes on: kept at once.
        let mut draft = draft_of(&link, &canonical);
        draft.extra = record.extra().to_owned();
        match games.save(&draft, now) {
            Ok(saved) => {
                let id = saved.id.clone();
                opening.saved = Some(saved);
                opening.game = Some(Opened {
                    link,
                    id,
                    how: How::LinkResumed,
                    kept,
                });
                return;
            }
            Err(e) => opening.notices.push(StartNotice::NotSaved(e)),
        }
    }
    opening.game = Some(Opened {
        link,
        id: Some(id),
        how: How::LinkResumed,
        kept,
    });
}

/// A record's own link and what it keeps after it.
fn kept_of(record: &Record) -> (String, String) {
    (record.link().to_owned(), record.extra().to_owned())
}

/// A link put into the address while the page is open (pasted, or Back and Forward): the kept
/// game it is or continues, else a new game — as [`open`] does, without moving old saves or
/// falling back to the bare address.
///
/// # Errors
///
/// The link's [`LinkError`]: the game on screen stays.
pub fn open_pasted<S: Store>(
    games: &mut Games<S>,
    fragment: &str,
    tab: Option<&str>,
    now: Time,
) -> Result<Opening, LinkError> {
    let text = fragment_link(fragment)?;
    let link = decode(text)?.into_game_link(Vec::<SeatSetup>::new());
    let tab: Option<GameId> = tab.and_then(|t| t.trim().parse().ok());
    let mut opening = Opening {
        game: None,
        notices: Vec::new(),
        migration: Migration::default(),
        saved: None,
    };
    open_link(games, &mut opening, link, text, tab.as_ref(), now);
    Ok(opening)
}
