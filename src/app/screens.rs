//! The screens that live in the page's second wasm module (`src/bin/screens.rs`), loaded after
//! the board: which one to open, and how the page names it to that module.
//!
//! The page and the module are two programs that share no memory: the page asks for a screen
//! with a short text, and the module reads it back into a [`Screen`] before it draws anything.
//! The text is the screen's own link without its game (`l1.<lesson>`, `l1`, `q1.<puzzle>`, `q1`,
//! see `docs/links.md`), so a request reads exactly as the link that opens the same screen; the
//! new-game form's is the setup it starts from (`s1.…`, [`GameConfig::to_text`]), and it
//! answers with the setup chosen; the position editor's is the position link it opens on
//! (`p2.…`), a line break and the game's players as a setup, and it answers "Play from here"
//! with the drafted position's link. The games list's is `games`, with the id of the game on
//! screen after a space when it is kept (`games k3x9`), and it answers with the key of a game
//! to open.
//!
//! ```
//! use sternhalma::app::screens::Screen;
//!
//! let screen = Screen::Lessons { start: Some("chain".parse().unwrap()) };
//! assert_eq!(screen.request(), "l1.chain");
//! assert_eq!(Screen::read("l1.chain"), Some(screen));
//! assert_eq!(Screen::read("q1"), Some(Screen::Puzzles { wanted: None }));
//! assert_eq!(Screen::read("g2.AAAA"), None);
//! ```

use crate::app::editor::EditorStart;
use crate::app::games::GameId;
use crate::app::link::puzzle::{puzzle_link, write_puzzle_link, PUZZLE_VERSION};
use crate::app::link::{
    decode, decode_lesson, encode_lesson, encode_position, Link, LESSON_VERSION, SETUP_VERSION,
};
use crate::app::seats::fit_seats;
use crate::app::state::GameConfig;
use crate::train::lesson::LessonId;
use crate::train::puzzle::PuzzleId;

/// The games list's request.
const GAMES: &str = "games";

/// A screen of the second module, with what it opens on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// "Learn to play": the path, or a lesson at once.
    Lessons {
        /// The lesson to open at once (a lesson link's), else the path.
        start: Option<LessonId>,
    },
    /// The puzzles: the next one for the player's rating, or a given one.
    Puzzles {
        /// The puzzle to open first (a puzzle link's).
        wanted: Option<PuzzleId>,
    },
    /// The new-game form, starting from a setup (the last game's); it answers with the setup
    /// chosen ([`GameConfig::to_text`]).
    NewGame {
        /// Where the form starts.
        config: GameConfig,
    },
    /// "Your games", marking the game on screen; it answers with the key of a game to open.
    Games {
        /// The game on screen, when it is kept.
        current: Option<GameId>,
    },
    /// The position editor; it answers "Play from here" with the drafted position's link.
    Editor {
        /// Where it opens.
        start: Box<EditorStart>,
    },
}

impl Screen {
    /// The text that asks the module for this screen.
    pub fn request(&self) -> String {
        match self {
            Screen::Lessons { start: Some(id) } => encode_lesson(*id),
            Screen::Lessons { start: None } => format!("l{LESSON_VERSION}"),
            Screen::Puzzles { wanted: Some(id) } => write_puzzle_link(id),
            Screen::Puzzles { wanted: None } => format!("q{PUZZLE_VERSION}"),
            Screen::NewGame { config } => config.to_text(),
            Screen::Games { current: None } => GAMES.to_owned(),
            Screen::Games { current: Some(id) } => format!("{GAMES} {id}"),
            Screen::Editor { start } => {
                let players = GameConfig {
                    options: *start.position.options(),
                    seats: start.seats.clone(),
                    first: None,
                };
                format!(
                    "{}\n{}",
                    encode_position(&start.position),
                    players.to_text()
                )
            }
        }
    }

    /// The screen a request names (`None` for any other text: the module then opens nothing).
    pub fn read(request: &str) -> Option<Screen> {
        let text = request.trim();
        if text == format!("l{LESSON_VERSION}") {
            return Some(Screen::Lessons { start: None });
        }
        if text == format!("q{PUZZLE_VERSION}") {
            return Some(Screen::Puzzles { wanted: None });
        }
        if text == GAMES {
            return Some(Screen::Games { current: None });
        }
        if let Some(id) = text.strip_prefix(GAMES).and_then(|t| t.strip_prefix(' ')) {
            return id
                .parse()
                .ok()
                .map(|id| Screen::Games { current: Some(id) });
        }
        if text.starts_with(&format!("s{SETUP_VERSION}.")) {
            return GameConfig::from_text(text)
                .ok()
                .map(|config| Screen::NewGame { config });
        }
        if let Some((position, players)) = text.split_once('\n') {
            let (Ok(Link::Position(position)), Ok(players)) =
                (decode(position), GameConfig::from_text(players))
            else {
                return None;
            };
            let seats = fit_seats(position.options(), players.seats);
            let start = Box::new(EditorStart {
                position: *position,
                seats,
            });
            return Some(Screen::Editor { start });
        }
        if let Some(start) = decode_lesson(text) {
            return Some(Screen::Lessons { start: Some(start) });
        }
        puzzle_link(text).map(|id| Screen::Puzzles { wanted: Some(id) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_reads_back_from_its_request() {
        let mut screens = vec![
            Screen::Lessons { start: None },
            Screen::Puzzles { wanted: None },
            Screen::Puzzles {
                wanted: Some("a12".parse().unwrap()),
            },
        ];
        let mut config = GameConfig::default();
        config.seats[1].name = "Ada".into();
        config.first = Some(crate::engine::Seat::new(1).unwrap());
        screens.push(Screen::NewGame {
            config: config.clone(),
        });
        // The editor on a six-player position, and on a two-player one with named players.
        let six = crate::engine::Position::start(crate::engine::Options {
            players: crate::engine::Players::Six,
            ..crate::engine::Options::default()
        })
        .unwrap();
        screens.push(Screen::Editor {
            start: Box::new(EditorStart {
                seats: crate::app::seats::default_seats(six.options()),
                position: six,
            }),
        });
        let mut two = crate::engine::Position::start(crate::engine::Options::default()).unwrap();
        let m = two.legal_move_list()[0];
        two.play_unchecked(m);
        screens.push(Screen::Editor {
            start: Box::new(EditorStart {
                position: two,
                seats: config.seats.clone(),
            }),
        });
        screens.extend(
            LessonId::ALL
                .iter()
                .map(|&id| Screen::Lessons { start: Some(id) }),
        );
        for screen in screens {
            assert_eq!(Screen::read(&screen.request()), Some(screen.clone()));
        }
    }

    #[test]
    fn other_texts_name_no_screen() {
        for text in [
            "",
            "l",
            "l2",
            "l1.",
            "l1.nosuchlesson",
            "q2",
            "q1.A!",
            "g2.AAAA",
            "p1.x",
            "s1.",
            "s1.!!",
            "p2.\ns1.",
            "nothing\nat all",
            "games  k3x9",
            "games K!",
            "gamesk3x9",
        ] {
            assert_eq!(Screen::read(text), None, "{text:?}");
        }
    }
}
