//! Keeping the address and the autosave in step with the game on screen: a pure machine, the
//! browser as its executor.
//!
//! [`LinkSync`] remembers what it last wrote; its methods say what to do through a [`SyncIo`]
//! (the browser implements it over `history` and `localStorage`; tests record the calls) and
//! return the actions to dispatch:
//!
//! - [`LinkSync::start`] carries out the start-up decision ([`crate::app::startup::decide`]):
//!   sets an unreadable save aside, keeps a saved game that a link replaced (the player may open
//!   it: [`Notice::SavedGameKept`]), protects a newer version's save;
//! - [`LinkSync::on_game`], after every change of the game: a [`GameWriter`] follows it, writing
//!   each move once, and the fragment and the autosave get its link. Moves, undo and redo
//!   *replace* the history entry; another game (another start, moves that replace recorded ones,
//!   a restart) *pushes* one, so that Back returns to the previous game. Each entry keeps the
//!   players' names in its state, so Back and Forward bring them back too;
//! - [`LinkSync::on_url`], when the address changed under the page (a pasted link, Back,
//!   Forward): its game is loaded; a bad link leaves the game as it was, says what is wrong and
//!   puts the fragment back;
//! - [`LinkSync::open_saved`]: the kept saved game, on the player's request.
//!
//! Saving fails visibly: when storage is full or turned off, [`Action::SaveStatus`] says so
//! once, and again when saving works again.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::state::default_seats;
//! use sternhalma::app::sync::{LinkSync, SyncIo};
//! use sternhalma::engine::{Game, Options, Position};
//!
//! #[derive(Default)]
//! struct Io { fragment: String, saved: Option<String> }
//! impl SyncIo for Io {
//!     fn set_fragment(&mut self, link: &str, _push: bool, _names: &[String]) {
//!         self.fragment = link.to_string();
//!     }
//!     fn entry_names(&self) -> Vec<String> { Vec::new() }
//!     fn save(&mut self, text: &str) -> bool { self.saved = Some(text.to_string()); true }
//!     fn set_aside(&mut self) -> bool { true }
//!     fn keep_previous(&mut self, _text: &str) -> bool { true }
//!     fn remove_previous(&mut self) {}
//! }
//!
//! let seats = default_seats(&Options::default());
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! let (mut sync, mut io) = (LinkSync::default(), Io::default());
//! game.play(game.position().legal_move_list()[0]).unwrap();
//! assert!(sync.on_game(&mut io, &game, &seats).is_empty());
//! assert!(io.fragment.starts_with("g2."));
//! assert!(io.saved.unwrap().contains(&io.fragment));
//! ```

use crate::app::link::{decode, GameWriter, LinkError};
use crate::app::saved::Save;
use crate::app::seats::{give_names, names, SeatSetup};
use crate::app::startup::StartUp;
use crate::app::state::{Action, Notice};
use crate::app::tree::Tree;
use crate::engine::Game;

/// What the machine asks of the browser.
pub trait SyncIo {
    /// Writes the address's fragment: in a new history entry (`push`) or in place of the
    /// current one; `names` go into the entry's state.
    fn set_fragment(&mut self, link: &str, push: bool, names: &[String]);
    /// The names kept in the current history entry's state (empty when there are none).
    fn entry_names(&self) -> Vec<String>;
    /// Stores the autosave's text; `false` when it could not be stored.
    fn save(&mut self, text: &str) -> bool;
    /// Copies the unreadable save aside, then removes it; `false` (and nothing removed) when
    /// the copy could not be stored.
    fn set_aside(&mut self) -> bool;
    /// Keeps the text of the saved game that a link replaced; `false` when it could not.
    fn keep_previous(&mut self, text: &str) -> bool;
    /// Forgets the kept saved game (it was opened).
    fn remove_previous(&mut self);
}

/// What the synchroniser remembers (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinkSync {
    /// Follows the game on screen.
    writer: Option<GameWriter>,
    /// The fragment as last written or read (to ignore our own changes).
    fragment: String,
    /// The next game change comes from the address: replace, never push.
    from_url: bool,
    /// Never write the autosave (a newer version's save is kept, or an unreadable one could
    /// not be set aside).
    protect: bool,
    /// The last save failed.
    failing: bool,
}

impl LinkSync {
    /// Carries out what the start-up decision asks of the storage.
    pub fn start(&mut self, io: &mut impl SyncIo, startup: &StartUp) -> Vec<Action> {
        let mut actions = Vec::new();
        self.writer = startup.open.as_ref().map(|l| l.writer().clone());
        self.from_url = true;
        self.protect = startup.protect_save;
        if startup.set_aside && !io.set_aside() {
            // Its copy did not fit: it stays, and nothing is saved over it.
            self.protect = true;
            actions.push(Action::SaveStatus(false));
        }
        if let Some(kept) = &startup.keep_previous {
            if io.keep_previous(kept) {
                actions.push(Action::Message(Notice::SavedGameKept(kept.clone())));
            } else {
                // The saved game could not be copied: keep it where it is.
                self.protect = true;
                actions.push(Action::SaveStatus(false));
            }
        }
        actions
    }

    /// The game on screen changed (or may have): writes its link to the fragment and the
    /// autosave.
    pub fn on_game(
        &mut self,
        io: &mut impl SyncIo,
        game: &Game,
        seats: &[SeatSetup],
    ) -> Vec<Action> {
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
        if self.protect {
            return Vec::new();
        }
        let failing = !io.save(&Save { link, names }.to_text());
        if failing == self.failing {
            return Vec::new();
        }
        self.failing = failing;
        vec![Action::SaveStatus(!failing)]
    }

    /// The address's fragment is now `fragment` (a pasted link, Back or Forward), with
    /// `seats` on screen. Call [`LinkSync::on_game`] with the game on screen first, so that
    /// nothing it has not written yet is lost.
    pub fn on_url(
        &mut self,
        io: &mut impl SyncIo,
        fragment: &str,
        seats: &[SeatSetup],
    ) -> Vec<Action> {
        if fragment == self.fragment {
            return Vec::new();
        }
        if fragment.trim().is_empty() {
            let link = self.fragment.clone();
            io.set_fragment(&link, false, &names(seats));
            return Vec::new();
        }
        match decode(fragment) {
            Ok(link) => {
                let mut link = link.into_game_link(Vec::new());
                // Back and Forward bring the names of their entry; a pasted link that continues
                // the game on screen (the other player's answer) keeps its players; another has
                // none.
                let continues = self
                    .writer
                    .as_ref()
                    .is_some_and(|w| link.game.extends(w.game()));
                let names = if continues {
                    names(seats)
                } else {
                    io.entry_names()
                };
                give_names(&mut link.seats, &names);
                let (game, seats_of_link, writer) = link.into_parts();
                let canonical = writer.link();
                if canonical == self.link() {
                    // The game on screen, written another way: put its own link back.
                    if fragment != canonical {
                        io.set_fragment(&canonical, false, &self::names(seats));
                    }
                    self.fragment = canonical;
                    return Vec::new();
                }
                self.fragment = fragment.to_owned();
                self.from_url = true;
                self.writer = Some(writer);
                vec![Action::LoadGame(
                    Box::new(Tree::from_game(game)),
                    seats_of_link,
                )]
            }
            Err(e) => {
                let link = self.fragment.clone();
                io.set_fragment(&link, false, &names(seats));
                vec![Action::Message(Notice::BrokenLink(e))]
            }
        }
    }

    /// Opens the saved game a link replaced (`text`, as it was stored), with its names.
    pub fn open_saved(&mut self, io: &mut impl SyncIo, text: &str) -> Vec<Action> {
        let opened = Save::parse(text, &[])
            .map_err(|_| LinkError::NotALink)
            .and_then(|save| decode(&save.link).map(|link| (link, save.names)));
        match opened {
            Ok((link, names)) => {
                let mut link = link.into_game_link(Vec::new());
                give_names(&mut link.seats, &names);
                io.remove_previous();
                let (game, seats, writer) = link.into_parts();
                self.writer = Some(writer);
                vec![
                    Action::Dismissed(Notice::SavedGameKept(text.to_owned())),
                    Action::LoadGame(Box::new(Tree::from_game(game)), seats),
                ]
            }
            Err(e) => vec![
                Action::Dismissed(Notice::SavedGameKept(text.to_owned())),
                Action::Message(Notice::SavedGameUnreadable(e)),
            ],
        }
    }

    /// The link of the game as last written (empty before anything was written).
    pub fn link(&self) -> String {
        self.writer
            .as_ref()
            .map(GameWriter::link)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::link::encode_game;
    use crate::app::startup::{decide, Stored};
    use crate::app::state::default_seats;
    use crate::engine::{Options, Position};

    /// The browser as the tests see it: what was written, and whether storage works.
    #[derive(Default)]
    struct Io {
        fragment: String,
        pushes: usize,
        entry: Vec<String>,
        saved: Option<String>,
        full: bool,
        set_aside: bool,
        previous: Option<String>,
    }

    impl SyncIo for Io {
        fn set_fragment(&mut self, link: &str, push: bool, names: &[String]) {
            self.fragment = link.to_owned();
            self.pushes += usize::from(push);
            self.entry = names.to_vec();
        }
        fn entry_names(&self) -> Vec<String> {
            self.entry.clone()
        }
        fn save(&mut self, text: &str) -> bool {
            if !self.full {
                self.saved = Some(text.to_owned());
            }
            !self.full
        }
        fn set_aside(&mut self) -> bool {
            self.set_aside = !self.full;
            !self.full
        }
        fn keep_previous(&mut self, text: &str) -> bool {
            if !self.full {
                self.previous = Some(text.to_owned());
            }
            !self.full
        }
        fn remove_previous(&mut self) {
            self.previous = None;
        }
    }

    fn game(moves: usize) -> Game {
        let mut g = Game::new(Position::start(Options::default()).unwrap());
        for _ in 0..moves {
            g.play(g.position().legal_move_list()[0]).unwrap();
        }
        g
    }

    fn seats() -> Vec<SeatSetup> {
        default_seats(&Options::default())
    }

    fn named(names: &[&str]) -> Vec<SeatSetup> {
        let mut s = seats();
        give_names(
            &mut s,
            &names.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
        );
        s
    }

    #[test]
    fn moves_replace_the_entry_and_another_game_pushes_one() {
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        for n in 0..4 {
            assert!(sync.on_game(&mut io, &game(n), &seats()).is_empty());
        }
        assert_eq!(io.pushes, 0);
        assert_eq!(io.fragment, encode_game(&game(3), &seats()));
        // Undo replaces too.
        let mut undone = game(3);
        undone.undo();
        sync.on_game(&mut io, &undone, &seats());
        assert_eq!(
            (io.pushes, io.fragment.clone()),
            (0, encode_game(&undone, &seats()))
        );
        // A restart (the same start, no moves) is another game: a new entry.
        sync.on_game(&mut io, &game(0), &seats());
        assert_eq!(io.pushes, 1);
        // The autosave holds the link and the names.
        let save = Save::parse(io.saved.as_deref().unwrap(), &[]).unwrap();
        assert_eq!(save.link, io.fragment);
    }

    #[test]
    fn names_go_into_the_entry_and_the_save() {
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        sync.on_game(&mut io, &game(1), &seats());
        // A rename changes neither the link nor the entry count, but the entry's names.
        sync.on_game(&mut io, &game(1), &named(&["Ann", "Bo"]));
        assert_eq!(io.entry, ["Ann", "Bo"]);
        assert_eq!(io.pushes, 0);
        let save = Save::parse(io.saved.as_deref().unwrap(), &[]).unwrap();
        assert_eq!(save.names, ["Ann", "Bo"]);
    }

    #[test]
    fn a_failing_save_is_said_once_and_its_recovery_too() {
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        io.full = true;
        assert_eq!(
            sync.on_game(&mut io, &game(1), &seats()),
            [Action::SaveStatus(false)]
        );
        assert!(sync.on_game(&mut io, &game(2), &seats()).is_empty());
        io.full = false;
        assert_eq!(
            sync.on_game(&mut io, &game(3), &seats()),
            [Action::SaveStatus(true)]
        );
    }

    #[test]
    fn a_pasted_link_loads_its_game_and_a_bad_one_is_put_back() {
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        sync.on_game(&mut io, &game(2), &named(&["Ann", "Bo"]));
        let own = io.fragment.clone();
        // Our own fragment: nothing to do.
        assert!(sync.on_url(&mut io, &own, &seats()).is_empty());
        // A broken link: the message, and the fragment back.
        let actions = sync.on_url(&mut io, "g2.@@", &seats());
        assert!(matches!(
            actions[..],
            [Action::Message(Notice::BrokenLink(_))]
        ));
        assert_eq!(io.fragment, own);
        // The other player's answer continues the game: it keeps the names on screen.
        let answer = encode_game(&game(3), &seats());
        let actions = sync.on_url(&mut io, &answer, &named(&["Ann", "Bo"]));
        let Action::LoadGame(g, s) = &actions[0] else {
            panic!("{actions:?}")
        };
        assert_eq!(g.line(), &game(3));
        assert_eq!(names(s), ["Ann", "Bo"]);
        // The next change of the game comes from the address: no new entry.
        sync.on_game(&mut io, &game(3), s);
        assert_eq!(io.pushes, 0);
        // Another game through Back: the names of its entry.
        io.entry = vec!["Cy".into(), "Di".into()];
        let mut other = Game::new(Position::start(Options::default()).unwrap());
        other.play(other.position().legal_move_list()[1]).unwrap();
        let back = encode_game(&other, &seats());
        io.fragment = back.clone();
        let actions = sync.on_url(&mut io, &back, &seats());
        let Action::LoadGame(_, s) = &actions[0] else {
            panic!("{actions:?}")
        };
        assert_eq!(names(s), ["Cy", "Di"]);
        // An empty fragment: ours is put back.
        sync.on_game(&mut io, &other, s);
        let own = io.fragment.clone();
        io.fragment.clear();
        assert!(sync.on_url(&mut io, "", &seats()).is_empty());
        assert_eq!(io.fragment, own);
    }

    #[test]
    fn the_game_on_screen_written_another_way_gets_its_own_link_back() {
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        sync.on_game(&mut io, &game(2), &seats());
        let own = io.fragment.clone();
        let spaced = format!("%20{own}");
        assert!(sync.on_url(&mut io, &spaced, &seats()).is_empty());
        assert_eq!(io.fragment, own);
    }

    #[test]
    fn start_up_sets_aside_keeps_and_protects() {
        let save = Save {
            link: encode_game(&game(3), &seats()),
            names: vec!["Ann".into()],
        }
        .to_text();
        let mut other = Game::new(Position::start(Options::default()).unwrap());
        other.play(other.position().legal_move_list()[1]).unwrap();
        let link = encode_game(&other, &seats());
        let startup = decide(
            &link,
            Stored {
                save: Some(&save),
                legacy_names: &[],
            },
        );
        // The saved game the link replaced is kept, and the player told.
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        let actions = sync.start(&mut io, &startup);
        assert_eq!(io.previous.as_deref(), Some(save.as_str()));
        assert_eq!(
            actions,
            [Action::Message(Notice::SavedGameKept(save.clone()))]
        );
        // Opening it loads it with its names and forgets the copy.
        let actions = sync.open_saved(&mut io, &save);
        assert!(
            matches!(&actions[1], Action::LoadGame(g, s) if g.line() == &game(3) && s[0].name == "Ann")
        );
        assert_eq!(io.previous, None);
        // A full storage: it stays where it is, nothing is saved over it, and the player told.
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        io.full = true;
        assert_eq!(sync.start(&mut io, &startup), [Action::SaveStatus(false)]);
        assert!(sync.on_game(&mut io, &other, &seats()).is_empty());
        assert_eq!(io.saved, None);
        // An unreadable save that cannot be set aside is protected too.
        let broken = decide(
            "",
            Stored {
                save: Some("g2.@@"),
                legacy_names: &[],
            },
        );
        let (mut sync, mut io) = (LinkSync::default(), Io::default());
        io.full = true;
        assert_eq!(sync.start(&mut io, &broken), [Action::SaveStatus(false)]);
        assert!(!io.set_aside);
        io.full = false;
        sync.on_game(&mut io, &other, &seats());
        assert_eq!(io.saved, None, "the unreadable save is not written over");
    }
}
