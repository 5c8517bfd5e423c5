//! What the page opens with: a pure decision from the address's fragment and the saved game.
//!
//! [`decide`] reads the fragment and the stored save ([`crate::app::saved`]) and says which game
//! to show (with its seats and names), what to tell the player, and what to do with the stored
//! values. The browser side (`ui::url`) only gathers the inputs and carries the decision out, so
//! every case is tested natively:
//!
//! - A link in the fragment takes precedence. If it holds the saved game, or continues it (the
//!   other player's answer to a move sent by link), the save's names come with it; a link of
//!   another game opens with default names, and the saved game is kept to be reopened ("Open
//!   saved game instead").
//! - Without a fragment, or with one that cannot be read, the saved game opens (and a broken
//!   link says what is wrong).
//! - A save that cannot be read is set aside with a notice; a save written by a newer version is
//!   left as it is, reported, and never written over.
//! - Each text is decoded at most once, and a save that is the link itself is not decoded at all.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::link::encode_game;
//! use sternhalma::app::saved::Save;
//! use sternhalma::app::startup::{decide, Stored};
//! use sternhalma::app::state::default_seats;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let seats = default_seats(&Options::default());
//! let start = Position::start(Options::default()).unwrap();
//! let mut game = Game::new(start.clone());
//! game.play(start.legal_move_list()[0]).unwrap();
//! let saved_link = encode_game(&game, &seats);
//! let save = Save { link: saved_link.clone(), names: vec!["Ann".into(), "Bo".into()] };
//! let text = save.to_text();
//! let stored = Stored { save: Some(&text), legacy_names: &[] };
//! // The bare address: the saved game, with its names.
//! let opened = decide("", stored);
//! assert_eq!(opened.open.unwrap().seats[0].name, "Ann");
//! // The same game's link: its names too.
//! assert_eq!(decide(&saved_link, stored).open.unwrap().seats[1].name, "Bo");
//! // The other player's answer (the same game, one move on): its names too.
//! let mut answer = game.clone();
//! answer.play(answer.position().legal_move_list()[0]).unwrap();
//! assert_eq!(decide(&encode_game(&answer, &seats), stored).open.unwrap().seats[0].name, "Ann");
//! // Another game's link: default names, and the saved game is kept.
//! let mut other = Game::new(start.clone());
//! other.play(start.legal_move_list()[1]).unwrap();
//! let other = decide(&encode_game(&other, &seats), stored);
//! assert_eq!(other.open.unwrap().seats[0].name, "");
//! assert_eq!(other.keep_previous.as_deref(), Some(text.as_str()));
//! ```

use crate::app::link::{decode, is_future, GameLink, LinkError};
use crate::app::saved::{Save, SaveError};
use crate::app::seats::give_names;
use crate::app::state::Notice;

/// What is stored for this copy of the game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stored<'a> {
    /// The saved game's stored text, if any.
    pub save: Option<&'a str>,
    /// The names kept apart by builds without save versions (for a save that is a bare link).
    pub legacy_names: &'a [String],
}

/// The decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartUp {
    /// The game to show (seats with their names), with its link writer; `None`: a new game.
    pub open: Option<GameLink>,
    /// Messages for the player.
    pub notices: Vec<Notice>,
    /// The save cannot be read: move it out of the way before anything is saved.
    pub set_aside: bool,
    /// The save holds another game than the link: keep this text to reopen it.
    pub keep_previous: Option<String>,
    /// The save was written by a newer version: leave it as it is, save nothing over it.
    pub protect_save: bool,
}

/// What became of the save.
enum SaveState {
    None,
    /// Read; the link not decoded yet.
    Read(Save),
    Newer,
    Unreadable(LinkError),
}

/// Decides what the page opens with (see the module documentation). `fragment` is the
/// address's fragment, with or without `#` (percent-escapes allowed).
pub fn decide(fragment: &str, stored: Stored<'_>) -> StartUp {
    let mut start = StartUp {
        open: None,
        notices: Vec::new(),
        set_aside: false,
        keep_previous: None,
        protect_save: false,
    };
    let raw = stored.save.filter(|s| !s.trim().is_empty());
    let mut save = match raw.map(|text| Save::parse(text, stored.legacy_names)) {
        None => SaveState::None,
        Some(Ok(save)) if is_future(&save.link) => SaveState::Newer,
        Some(Ok(save)) => SaveState::Read(save),
        Some(Err(SaveError::FutureVersion(_))) => SaveState::Newer,
        Some(Err(SaveError::Malformed)) => SaveState::Unreadable(LinkError::NotALink),
    };
    let link_text = fragment.trim();
    let link_text = link_text.strip_prefix('#').unwrap_or(link_text).trim();
    if !link_text.is_empty() {
        match decode(link_text) {
            Ok(link) => {
                let mut opened = link.into_game_link(Vec::new());
                if let SaveState::Read(s) = &save {
                    let same = s.link == link_text
                        || s.link == opened.writer().link()
                        || continues_save(&opened, &s.link);
                    if same {
                        give_names(&mut opened.seats, &s.names);
                    } else if let Some(text) = raw {
                        // Kept as it is, to be opened if the player asks for it.
                        start.keep_previous = Some(text.to_owned());
                    }
                    save = SaveState::None;
                }
                start.open = Some(opened);
            }
            Err(e) => start.notices.push(Notice::BrokenLink(e)),
        }
    }
    if let SaveState::Read(s) = save {
        save = match decode(&s.link) {
            Ok(link) => {
                let mut opened = link.into_game_link(Vec::new());
                give_names(&mut opened.seats, &s.names);
                start.open = Some(opened);
                SaveState::None
            }
            Err(e) => SaveState::Unreadable(e),
        };
    }
    match save {
        SaveState::Newer => {
            start.protect_save = true;
            start.notices.push(Notice::NewerSave);
        }
        SaveState::Unreadable(e) => {
            start.set_aside = true;
            start.notices.push(Notice::SavedGameUnreadable(e));
        }
        SaveState::None | SaveState::Read(_) => {}
    }
    start
}

/// Whether the game of `link` continues the saved game of `saved_link`: the same start, and
/// every move played in the save is among the link's (the other player's answer to a move sent
/// by link, say). Its players are the save's, with their names.
fn continues_save(link: &GameLink, saved_link: &str) -> bool {
    let Ok(saved) = decode(saved_link) else {
        return false;
    };
    link.game.extends(&saved.into_game_link(Vec::new()).game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::link::encode_game;
    use crate::app::state::default_seats;
    use crate::engine::{Game, Options, Position};

    fn game(moves: usize) -> Game {
        let mut g = Game::new(Position::start(Options::default()).unwrap());
        for _ in 0..moves {
            let m = g.position().legal_move_list()[0];
            g.play(m).unwrap();
        }
        g
    }

    fn save_of(g: &Game, names: &[&str]) -> String {
        Save {
            link: encode_game(g, &default_seats(&Options::default())),
            names: names.iter().map(|n| n.to_string()).collect(),
        }
        .to_text()
    }

    fn stored(save: &str) -> Stored<'_> {
        Stored {
            save: Some(save),
            legacy_names: &[],
        }
    }

    fn names(start: &StartUp) -> Vec<String> {
        start
            .open
            .as_ref()
            .map(|l| l.seats.iter().map(|s| s.name.clone()).collect())
            .unwrap_or_default()
    }

    #[test]
    fn nothing_stored_and_no_link_is_a_new_game() {
        let start = decide("", Stored::default());
        assert_eq!(start.open, None);
        assert!(start.notices.is_empty());
        assert!(!start.set_aside && !start.protect_save);
    }

    #[test]
    fn the_saved_game_opens_with_its_names_with_or_without_its_link() {
        let g = game(3);
        let text = save_of(&g, &["Ann", "Bo"]);
        let link = encode_game(&g, &default_seats(&Options::default()));
        for fragment in [String::new(), format!("#{link}"), format!("%20{link}")] {
            let start = decide(&fragment, stored(&text));
            assert_eq!(start.open.as_ref().unwrap().game, g, "{fragment}");
            assert_eq!(names(&start), ["Ann", "Bo"], "{fragment}");
            assert_eq!(start.keep_previous, None);
            assert!(start.notices.is_empty());
        }
    }

    /// A game that parts from [`game`] at its first move.
    fn other_game() -> Game {
        let mut g = Game::new(Position::start(Options::default()).unwrap());
        let m = g.position().legal_move_list()[1];
        g.play(m).unwrap();
        g
    }

    #[test]
    fn another_games_link_opens_with_default_names_and_keeps_the_save() {
        let text = save_of(&game(3), &["Ann", "Bo"]);
        let other = encode_game(&other_game(), &default_seats(&Options::default()));
        let start = decide(&other, stored(&text));
        assert_eq!(start.open.as_ref().unwrap().game, other_game());
        assert_eq!(names(&start), ["", ""]);
        assert_eq!(start.keep_previous.as_deref(), Some(text.as_str()));
        // A link in a browser with nothing saved: default names.
        assert_eq!(names(&decide(&other, Stored::default())), ["", ""]);
    }

    #[test]
    fn a_save_of_an_older_build_is_a_bare_link_with_names_kept_apart() {
        let legacy = ["Cy".to_string(), "Di".to_string()];
        let g = game(2);
        let current = encode_game(&g, &default_seats(&Options::default()));
        // A new game as the first link version wrote it, and a game of this version.
        for (text, expected) in [("g1.AAAAAAAA", game(0)), (current.as_str(), g)] {
            let start = decide(
                "",
                Stored {
                    save: Some(text),
                    legacy_names: &legacy,
                },
            );
            assert_eq!(names(&start), ["Cy", "Di"], "{text}");
            assert_eq!(start.open.unwrap().game, expected);
        }
    }

    #[test]
    fn an_answer_sent_by_link_continues_the_saved_game_with_its_names() {
        let text = save_of(&game(3), &["Ann", "Bo"]);
        // The other player's answer: the same game, one move further.
        let answer = encode_game(&game(4), &default_seats(&Options::default()));
        let start = decide(&answer, stored(&text));
        assert_eq!(start.open.as_ref().unwrap().game, game(4));
        assert_eq!(names(&start), ["Ann", "Bo"]);
        assert_eq!(start.keep_previous, None);
        // An older link of the game (the save is further on) keeps the save to reopen.
        let older = encode_game(&game(2), &default_seats(&Options::default()));
        let start = decide(&older, stored(&text));
        assert_eq!(start.keep_previous.as_deref(), Some(text.as_str()));
    }

    #[test]
    fn a_broken_link_says_so_and_opens_the_saved_game() {
        let g = game(1);
        let text = save_of(&g, &["Ann"]);
        let start = decide("#g2.@@@", stored(&text));
        assert!(matches!(start.notices[..], [Notice::BrokenLink(_)]));
        assert_eq!(start.open.unwrap().game, g);
    }

    #[test]
    fn an_unreadable_save_is_set_aside_and_a_newer_one_protected() {
        for junk in ["g2.@@", "s1\u{1e}nonsense\u{1e}", "s\u{1e}x"] {
            let start = decide("", stored(junk));
            assert!(start.set_aside, "{junk}");
            assert!(matches!(
                start.notices[..],
                [Notice::SavedGameUnreadable(_)]
            ));
            assert_eq!(start.open, None);
        }
        for newer in ["s2\u{1e}g9.AA.\u{1e}", "s1\u{1e}g9.AAA.\u{1e}Ann"] {
            let start = decide("", stored(newer));
            assert!(start.protect_save && !start.set_aside, "{newer}");
            assert_eq!(start.notices, [Notice::NewerSave]);
            // A link still opens; the newer save stays protected.
            let link = encode_game(&game(1), &default_seats(&Options::default()));
            let start = decide(&link, stored(newer));
            assert!(start.protect_save);
            assert_eq!(start.open.unwrap().game, game(1));
        }
    }
}
