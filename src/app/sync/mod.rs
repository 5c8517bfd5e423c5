//! Keeping the address and the games list in step with the game on screen: a pure machine, the
//! browser as its executor.
//!
//! [`LinkSync`] holds this tab's handle on the games list ([`crate::app::games::Games`], over
//! any [`Store`]) and remembers what it last wrote; it talks to the page through a [`PageIo`]
//! (the browser implements it over `history` and `sessionStorage`; tests record the calls) and
//! returns the actions to dispatch:
//!
//! - [`LinkSync::open`]: what the page opens with ([`crate::app::games::open`]: old saves
//!   moved into the list, then the link's game — resumed if it is, or continues, a kept game —
//!   or the tab's own game, or the last one played), with its tree and the review that was
//!   open, and what to tell the player;
//! - [`LinkSync::on_game`], after every change of the game: a [`GameWriter`] follows its line,
//!   writing each move once; the fragment gets its link and the games list its record (the
//!   link, and the rest of the tree: [`crate::app::kept`]). Moves, undo and redo *replace* the
//!   history entry; another game (another start, a restart) *pushes* one, so Back returns to
//!   the previous game; each entry keeps the players' names in its state. A game another tab
//!   changed meanwhile is kept as a separate game, never written over;
//! - [`LinkSync::on_url`], when the address changed under the page (a pasted link, Back,
//!   Forward): the kept game it is or continues, else a new game; a bad link leaves the game as
//!   it was, says what is wrong and puts the fragment back;
//! - [`LinkSync::resume`]: a game chosen in the list.
//!
//! Saving fails visibly and truthfully: storage full says so once (with the way out: delete
//! old games), no storage says so once, and both go when saving works again.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{Games, MemoryStore, Time};
//! use sternhalma::app::state::{Action, UiState};
//! use sternhalma::app::sync::{LinkSync, PageIo};
//!
//! #[derive(Default)]
//! struct Page { fragment: String, tab: Option<String> }
//! impl PageIo for Page {
//!     fn set_fragment(&mut self, link: &str, _push: bool, _names: &[String]) {
//!         self.fragment = link.to_string();
//!     }
//!     fn entry_names(&self) -> Vec<String> { Vec::new() }
//!     fn set_tab_game(&mut self, id: Option<&str>) { self.tab = id.map(str::to_string); }
//! }
//!
//! let store = MemoryStore::new();
//! let mut page = Page::default();
//! let (mut sync, start) = LinkSync::open(Games::new(store.clone(), "/", 1), &mut page, "", None, Time(1));
//! let mut state = UiState::opening(start.game, start.notices);
//! state.apply(Action::QuickStart(None)); // a first visit: two players at this screen
//! let m = state.position().legal_move_list()[0];
//! state.apply(Action::Cell(m.from));
//! state.apply(Action::Cell(m.to));
//! for action in sync.on_game(&mut page, &state, Time(2)) {
//!     state.apply(action);
//! }
//! assert!(page.fragment.starts_with("g2."));
//! assert!(state.kept_as().is_some(), "the game is in the list from its first move");
//! assert_eq!(page.tab.as_deref(), state.kept_as().map(|id| id.as_str()));
//! ```

use crate::app::games::{
    open, open_pasted, Draft, GameId, Games, How, OldNotice, Opened, Opening, SaveKind,
    StartNotice, Store, StoreError, Time,
};
use crate::app::kept::{self, Written};
use crate::app::link::{
    decode, decode_lesson, fragment_link, is_lesson_link, GameLink, GameWriter, Link, LinkError,
};
use crate::app::seats::{give_names, names};
use crate::app::state::{Action, Loaded, Notice, UiState};
use crate::app::tree::Tree;
use crate::engine::{Game, Ply};

/// What the machine asks of the page.
pub trait PageIo {
    /// Writes the address's fragment: in a new history entry (`push`) or in place of the
    /// current one; `names` go into the entry's state.
    fn set_fragment(&mut self, link: &str, push: bool, names: &[String]);
    /// The names kept in the current history entry's state (empty when there are none).
    fn entry_names(&self) -> Vec<String>;
    /// Remembers this tab's game across reloads (the tab's `sessionStorage`).
    fn set_tab_game(&mut self, id: Option<&str>);
}

/// What the page opens with.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    /// The game to show (`None`: a new game, the welcome of a first visit).
    pub game: Option<Loaded>,
    /// What to tell the player.
    pub notices: Vec<Notice>,
}

/// The synchroniser (see the module documentation).
pub struct LinkSync<S: Store> {
    games: Games<S>,
    /// Follows the line the fragment shares.
    writer: Option<GameWriter>,
    /// Follows what the record keeps after the link.
    kept: Written,
    /// The games-list id the last save went to.
    saved_as: Option<GameId>,
    /// The fragment as last written or read (to ignore our own changes).
    fragment: String,
    /// The next game change comes from the address: replace the entry, never push.
    from_url: bool,
    /// Why the last save failed, once said.
    failing: Option<StoreError>,
    /// An old autosave the page opened where it is (storage was too full to move it): its game
    /// is saved as a new record once there is room.
    old_save: bool,
}

impl<S: Store> LinkSync<S> {
    /// Opens the page (see [`crate::app::games::open`]): `fragment` is the address's, `tab` the
    /// game id this tab kept in its `sessionStorage`. Returns the machine and what to show.
    pub fn open(
        mut games: Games<S>,
        io: &mut impl PageIo,
        fragment: &str,
        tab: Option<&str>,
        now: Time,
    ) -> (LinkSync<S>, Start) {
        let opening = open(&mut games, fragment, tab, now);
        let mut sync = LinkSync {
            games,
            writer: None,
            kept: Written::default(),
            saved_as: None,
            fragment: String::new(),
            from_url: true,
            failing: None,
            old_save: false,
        };
        let start = sync.take(io, opening);
        (sync, start)
    }

    /// The games list (to show it, rename, delete, export, import).
    pub fn games(&self) -> &Games<S> {
        &self.games
    }

    /// The games list, to change it.
    pub fn games_mut(&mut self) -> &mut Games<S> {
        &mut self.games
    }

    /// What an opening of the games list says: the game to load and the notices.
    fn take(&mut self, io: &mut impl PageIo, opening: Opening) -> Start {
        let mut notices: Vec<Notice> = opening.notices.iter().filter_map(notice_of).collect();
        if let Some(saved) = &opening.saved {
            if !saved.removed.is_empty() {
                notices.push(Notice::GamesRemoved(saved.removed.len()));
            }
        }
        let game = opening.game.map(|opened| {
            self.old_save = matches!(opened.how, How::OldSave { .. });
            let loaded = Self::loaded(opened, &mut notices);
            self.writer = Some(GameWriter::new(&game_at_return(&loaded), &loaded.seats));
            self.saved_as = loaded.kept_as.clone();
            loaded
        });
        io.set_tab_game(self.games.tab_game().map(GameId::as_str));
        Start { game, notices }
    }

    /// The game an opening chose, as the screen loads it: its tree from what its record keeps,
    /// and the review that was open.
    fn loaded(opened: Opened, notices: &mut Vec<Notice>) -> Loaded {
        let Opened { link, id, kept, .. } = opened;
        // A link read in part opens with what could be read, and says what was dropped.
        if let Some(salvage) = link.salvaged {
            notices.push(Notice::LinkSalvaged(salvage));
        }
        let kept_as = id;
        let (game, seats, _) = link.into_parts();
        let (tree, review) = match kept {
            Some((record_link, extra)) => match tree_of(&game, &record_link, &extra) {
                Ok(opened) => (opened.tree, opened.review),
                Err(()) => {
                    notices.push(Notice::TreeUnreadable);
                    (Tree::from_game(game), None)
                }
            },
            None => (Tree::from_game(game), None),
        };
        Loaded {
            tree,
            seats,
            kept_as,
            review,
        }
    }

    /// The game on screen changed (or may have): writes its link to the fragment and its
    /// record to the games list.
    pub fn on_game(&mut self, io: &mut impl PageIo, state: &UiState, now: Time) -> Vec<Action> {
        let mut actions = Vec::new();
        let saved = state.tree_to_save();
        let game = saved.line();
        let seats = state.seats();
        let continues = match self.writer.as_mut() {
            Some(writer) => writer.sync(game, seats).continues,
            None => {
                self.writer = Some(GameWriter::new(game, seats));
                true
            }
        };
        let link = self.link();
        let push = !std::mem::take(&mut self.from_url) && !continues;
        let names = names(seats);
        if link != self.fragment || push || io.entry_names() != names {
            io.set_fragment(&link, push, &names);
        }
        self.fragment = link.clone();
        // The games list: the record of the game on screen (another game than the last one
        // saved starts a record of its own, from its first move).
        let kept_as = state.kept_as().cloned();
        if kept_as != self.saved_as {
            match &kept_as {
                Some(id) if self.games.resume(id).is_ok() => {}
                _ => self.games.start_new(),
            }
            self.kept = Written::default();
        }
        let shown = state.review_from().map(|_| state.tree());
        let extra = self.kept.extra(&saved, shown);
        let draft = Draft::new(game, seats, link).with_extra(extra);
        match self.games.save(&draft, now) {
            Ok(saved) => {
                let id = saved.id.clone();
                if let SaveKind::Copy { .. } = saved.kind {
                    actions.push(Action::Message(Notice::KeptAsCopy));
                }
                if !saved.removed.is_empty() {
                    actions.push(Action::Message(Notice::GamesRemoved(saved.removed.len())));
                }
                if let Some(names) = saved.names {
                    actions.push(Action::Rename(names));
                }
                if id != kept_as && saved.kind != SaveKind::Empty {
                    actions.push(Action::KeptAs(id.clone()));
                    io.set_tab_game(id.as_ref().map(GameId::as_str));
                }
                self.saved_as = if saved.kind == SaveKind::Empty {
                    kept_as
                } else {
                    id
                };
                if self.failing.take().is_some() {
                    actions.push(Action::SaveStatus(None));
                }
            }
            Err(e) => {
                self.saved_as = kept_as;
                if self.failing != Some(e) {
                    self.failing = Some(e);
                    actions.push(Action::SaveStatus(Some(e)));
                }
            }
        }
        actions
    }

    /// The address's fragment is now `fragment` (a pasted link, Back or Forward), with `state`
    /// on screen. Call [`LinkSync::on_game`] with the state on screen first, so that nothing
    /// it has not written yet is lost.
    pub fn on_url(
        &mut self,
        io: &mut impl PageIo,
        fragment: &str,
        state: &UiState,
        now: Time,
    ) -> Vec<Action> {
        let seats = state.seats();
        let Ok(fragment) = fragment_link(fragment) else {
            let link = self.fragment.clone();
            io.set_fragment(&link, false, &names(seats));
            return vec![Action::Message(Notice::BrokenLink(LinkError::NotALink))];
        };
        if fragment == self.fragment {
            return Vec::new();
        }
        if fragment.is_empty() {
            let link = self.fragment.clone();
            io.set_fragment(&link, false, &names(seats));
            return Vec::new();
        }
        // A lesson link opens the lessons over the game on screen, whose link goes back.
        if is_lesson_link(fragment) {
            let link = self.fragment.clone();
            io.set_fragment(&link, false, &names(seats));
            return vec![decode_lesson(fragment).map_or(Action::Lessons(true), Action::OpenLesson)];
        }
        // The game on screen, written another way: put its own link back.
        if let Ok(Link::Game(l)) = decode(fragment) {
            if l.writer().link() == self.link() {
                let canonical = self.link();
                if fragment != canonical {
                    io.set_fragment(&canonical, false, &names(seats));
                }
                self.fragment = canonical;
                return Vec::new();
            }
        }
        let tab = self.games.tab_game().map(|i| i.as_str().to_owned());
        match open_pasted(&mut self.games, fragment, tab.as_deref(), now) {
            Ok(opening) => {
                let entry = io.entry_names();
                let Start { game, notices } = self.take(io, opening);
                let mut actions: Vec<Action> = notices.into_iter().map(Action::Message).collect();
                if let Some(mut loaded) = game {
                    // A game not kept before: the names of its history entry (Back, Forward).
                    if loaded.kept_as.is_none() {
                        give_names(&mut loaded.seats, &entry);
                    }
                    self.fragment = fragment.to_owned();
                    self.from_url = true;
                    actions.push(Action::LoadGame(Box::new(loaded)));
                }
                actions
            }
            Err(e) => {
                let link = self.fragment.clone();
                io.set_fragment(&link, false, &names(seats));
                vec![Action::Message(Notice::BrokenLink(e))]
            }
        }
    }

    /// Opens game `id` of the list (after [`LinkSync::on_game`] of the game on screen).
    pub fn resume(&mut self, io: &mut impl PageIo, id: &str) -> Vec<Action> {
        let Ok(gid) = id.parse::<GameId>() else {
            return Vec::new();
        };
        let Ok(record) = self.games.resume(&gid) else {
            return vec![Action::Message(Notice::GameGone)];
        };
        let link = match decode(record.link()) {
            Ok(link) => link.into_game_link(Vec::new()),
            Err(e) => return vec![Action::Message(Notice::SavedGameUnreadable(e))],
        };
        let mut link: GameLink = link;
        let names: Vec<String> = record
            .header
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect();
        give_names(&mut link.seats, &names);
        let opened = Opened {
            link,
            id: Some(gid),
            how: How::Tab,
            kept: Some((record.link().to_owned(), record.extra().to_owned())),
        };
        let mut notices = Vec::new();
        let loaded = Self::loaded(opened, &mut notices);
        // Its own history entry: Back returns to the game that was on screen.
        self.writer = None;
        self.saved_as = loaded.kept_as.clone();
        self.kept = Written::default();
        io.set_tab_game(Some(id));
        let mut actions: Vec<Action> = notices.into_iter().map(Action::Message).collect();
        actions.push(Action::LoadGame(Box::new(loaded)));
        actions
    }

    /// The link of the game as last written (empty before anything was written).
    pub fn link(&self) -> String {
        self.writer
            .as_ref()
            .map(GameWriter::link)
            .unwrap_or_default()
    }

    /// Whether the page opened an old autosave that storage had no room to move into the list.
    pub fn opened_old_save(&self) -> bool {
        self.old_save
    }
}

/// The game a loaded tree shares by link: its line where a review would return to.
fn game_at_return(loaded: &Loaded) -> Game {
    let mut tree = loaded.tree.clone();
    if let Some(node) = loaded.review {
        let _ = tree.goto(node);
    }
    tree.line().clone()
}

/// The tree of a kept game opened as `game` (the link's game), from its record's own link and
/// what the record keeps after it: the record's tree when `game` is its game, or that tree with
/// the moves `game` goes on with (the other player's answer to a move sent by link).
fn tree_of(game: &Game, record_link: &str, extra: &str) -> Result<kept::Opened, ()> {
    if let Ok(opened) = kept::read(game.clone(), extra) {
        return Ok(opened);
    }
    let Ok(Link::Game(own)) = decode(record_link) else {
        return Err(());
    };
    let opened = kept::read(own.game, extra).map_err(|_| ())?;
    let mut tree = opened.tree;
    // Back to where the two part, then on with the link's moves.
    let mut at_game = tree.clone();
    if let Some(node) = opened.review {
        let _ = at_game.goto(node);
    }
    if !game.extends(at_game.line()) {
        return Err(());
    }
    tree = at_game;
    let _ = tree.goto(tree.root());
    for ply in game.plies().iter().take(game.cursor()) {
        if let Ply::Move(m) = ply {
            tree.play(*m).map_err(|_| ())?;
        }
    }
    Ok(kept::Opened { tree, review: None })
}

/// What a start-up notice of the games list tells the player.
fn notice_of(notice: &StartNotice) -> Option<Notice> {
    Some(match *notice {
        StartNotice::BrokenLink(e) => Notice::BrokenLink(e),
        StartNotice::GameUnreadable(e) => Notice::SavedGameUnreadable(e),
        StartNotice::Old(OldNotice::UnreadableListed) => Notice::UnreadableKept,
        StartNotice::Old(OldNotice::KeptInPlace { why, .. }) => Notice::OldSavesInPlace(why),
        StartNotice::Old(OldNotice::Newer) => Notice::NewerSave,
        StartNotice::NotSaved(e) => Notice::NotSaved(e),
    })
}

#[cfg(test)]
mod tests;
