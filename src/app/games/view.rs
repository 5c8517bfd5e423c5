//! What the games list ("Your games") shows of each entry: a pure function of the list
//! ([`crate::app::games::Games::list`]) and the language, tested natively; the component only
//! draws the rows and wires their buttons.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::{Draft, Games, MemoryStore, Time};
//! use sternhalma::app::games::view::rows;
//! use sternhalma::app::i18n::Lang;
//! use sternhalma::app::link::encode_game;
//! use sternhalma::app::state::default_seats;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let mut games = Games::new(MemoryStore::new(), "/", 1);
//! let seats = default_seats(&Options::default());
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! game.play(game.position().legal_move_list()[0]).unwrap();
//! let saved = games.save(&Draft::new(&game, &seats, encode_game(&game, &seats)), Time(0)).unwrap();
//! let id = saved.id.unwrap().as_str().to_owned();
//! let rows = rows(&games.list(), Lang::En, Some(&id));
//! assert_eq!(rows[0].moves, 1);
//! assert!(rows[0].current && rows[0].resumable && !rows[0].finished);
//! assert_eq!(rows[0].title, "Player 1 v Player 2");
//! ```

use crate::app::games::{Entry, Found, Header, Listed, Progress};
use crate::app::i18n::{player_title, Lang, K};
use crate::app::markup::Markup;

/// A row of the games list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Where it is stored (what delete and export take).
    pub key: String,
    /// The kept game's id (what resume and rename take), `None` for an old save not moved in.
    pub id: Option<String>,
    /// The title: the one given, else the players.
    pub title: String,
    /// The players, in seat order.
    pub players: String,
    /// When it was last played (`YYYY-MM-DD HH:MM`, UTC), empty when unknown.
    pub date: String,
    /// Moves played.
    pub moves: usize,
    /// Whether the game is over.
    pub finished: bool,
    /// Where it stands, said in words.
    pub state: String,
    /// Whether it is the game on screen.
    pub current: bool,
    /// Whether it can be opened (a readable kept game).
    pub resumable: bool,
}

/// A game's row from its header.
fn game_row(
    lang: Lang,
    key: &str,
    id: Option<String>,
    h: &Header,
    current: Option<&str>,
) -> GameRow {
    let names: Vec<String> = h
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| player_title(lang, i, &p.name, p.kind))
        .collect();
    let players = names.join(lang.t(K::Versus));
    let title = if h.title.trim().is_empty() {
        players.clone()
    } else {
        h.title.trim().to_owned()
    };
    let state = match &h.progress {
        Progress::Unfinished => lang.t(K::GameOn).to_owned(),
        Progress::Finished { places } => {
            let winners: Vec<&str> = places
                .iter()
                .zip(&names)
                .filter(|(&p, _)| p == 1)
                .map(|(_, n)| n.as_str())
                .collect();
            lang.fill(K::GameWonBy, &[("players", &winners.join(", "))])
        }
        Progress::Unreadable => lang.t(K::GameUnreadableShort).to_owned(),
    };
    // `2026-12-01T21:40:05.123Z` → `2026-12-01 21:40`.
    let stamp = h.updated.to_string();
    let date = stamp
        .get(..16)
        .map(|d| d.replace('T', " "))
        .unwrap_or_default();
    GameRow {
        key: key.to_owned(),
        current: id.as_deref().is_some_and(|i| Some(i) == current),
        resumable: id.is_some() && h.progress != Progress::Unreadable,
        id,
        title,
        players,
        date,
        moves: h.moves,
        finished: h.progress.is_finished(),
        state,
    }
}

/// The rows of `list` in `lang`; `current` is the id of the game on screen.
pub fn rows(list: &[Listed], lang: Lang, current: Option<&str>) -> Vec<GameRow> {
    list.iter()
        .map(|l| {
            let id = l.id().map(|i| i.as_str().to_owned());
            match &l.entry {
                Entry::Game(h) => game_row(lang, &l.key, id, h, current),
                Entry::Old(Found::Game(h)) => GameRow {
                    state: lang.t(K::OldSave).to_owned(),
                    resumable: false,
                    ..game_row(lang, &l.key, None, h, current)
                },
                Entry::Old(Found::Newer) => other_row(lang, l, K::NewerEntry),
                Entry::Old(Found::Unreadable) | Entry::Unreadable(_) => {
                    other_row(lang, l, K::GameUnreadableShort)
                }
            }
        })
        .collect()
}

/// A row for an entry that is not a game this build opens.
fn other_row(lang: Lang, l: &Listed, state: K) -> GameRow {
    GameRow {
        key: l.key.clone(),
        id: l.id().map(|i| i.as_str().to_owned()),
        title: lang.t(state).to_owned(),
        players: String::new(),
        date: String::new(),
        moves: 0,
        finished: false,
        state: lang.t(state).to_owned(),
        current: false,
        resumable: false,
    }
}

/// What the confirmation of an import says of each finished game it would remove
/// ([`crate::app::games::ImportPlan::evicts`]): its title, its players when the title is not
/// them, and when it was last played.
pub fn removal_lines(headers: &[Header], lang: Lang) -> Vec<String> {
    headers
        .iter()
        .map(|h| {
            let row = game_row(lang, "", None, h, None);
            let mut line = row.title.clone();
            for part in [&row.players, &row.date] {
                if !part.is_empty() && part != &row.title {
                    line.push_str(" · ");
                    line.push_str(part);
                }
            }
            line
        })
        .collect()
}

/// What a button of the list does (its `data-act`).
pub const ACTS: [&str; 5] = ["open", "rename", "save-title", "export", "delete"];

/// The list's rows as markup (`#games-list`'s content): each row a
/// `li[data-game][data-moves][data-finished]`, its buttons `button[data-act][data-key]` for the
/// list's one delegated handler ([`ACTS`]); the row being renamed (`renaming`: its id and the
/// title so far) holds a text field instead of its title.
pub fn list_markup(rows: &[GameRow], lang: Lang, renaming: Option<(&str, &str)>) -> String {
    let mut m = Markup::default();
    for r in rows {
        let game = r.id.as_deref().unwrap_or(&r.key);
        let moves = r.moves.to_string();
        let class = if r.current {
            "kept-game current"
        } else {
            "kept-game"
        };
        m.open(
            "li",
            &[
                ("data-game", game),
                ("data-moves", &moves),
                ("data-finished", if r.finished { "true" } else { "false" }),
                ("class", class),
            ],
        );
        m.open("div", &[("class", "what")]);
        match renaming.filter(|(id, _)| r.id.as_deref() == Some(*id)) {
            Some((_, title)) => {
                m.open("label", &[]);
                m.element(
                    "span",
                    &[("class", "visually-hidden")],
                    lang.t(K::GameTitle),
                );
                m.open(
                    "input",
                    &[
                        ("type", "text"),
                        ("class", "title-input"),
                        ("value", title),
                        ("maxlength", "60"),
                        ("aria-label", lang.t(K::GameTitle)),
                    ],
                );
                m.close("label");
            }
            None => {
                m.element("strong", &[("class", "title")], &r.title);
            }
        }
        let mut detail = String::new();
        if r.title != r.players && !r.players.is_empty() {
            detail.push_str(&r.players);
            detail.push_str(" · ");
        }
        if r.moves == 1 {
            detail.push_str(lang.t(K::ResultOneMove));
        } else {
            detail.push_str(&lang.fill(K::MovesCount, &[("n", &moves)]));
        }
        detail.push_str(" · ");
        detail.push_str(&r.state);
        if !r.date.is_empty() {
            detail.push_str(" · ");
            detail.push_str(&r.date);
        }
        if r.current {
            detail.push_str(" · ");
            detail.push_str(lang.t(K::OnScreen));
        }
        m.element("span", &[("class", "detail")], &detail);
        m.close("div");
        m.open("div", &[("class", "buttons")]);
        let button = |m: &mut Markup, act: &str, key: &str, label: K| {
            let class = format!("{act}-game");
            m.element(
                "button",
                &[
                    ("type", "button"),
                    ("class", &class),
                    ("data-act", act),
                    ("data-key", key),
                ],
                lang.t(label),
            );
        };
        if let Some(id) = r.id.as_deref().filter(|_| r.resumable) {
            if renaming.is_some_and(|(i, _)| i == id) {
                button(&mut m, "save-title", id, K::RenameGame);
            } else {
                if !r.current {
                    button(&mut m, "open", id, K::OpenGame);
                }
                button(&mut m, "rename", id, K::RenameGame);
            }
        }
        button(&mut m, "export", &r.key, K::ExportGame);
        if !r.current {
            button(&mut m, "delete", &r.key, K::DeleteGame);
        }
        m.close("div");
        m.close("li");
    }
    m.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::games::{Draft, Games, MemoryStore, Store, Time};
    use crate::app::link::encode_game;
    use crate::app::seats::{default_seats, SeatKind};
    use crate::engine::{Game, Options, Position};

    #[test]
    fn rows_name_the_players_the_state_and_the_game_on_screen() {
        let store = MemoryStore::new();
        let mut games = Games::new(store.clone(), "/", 1);
        let mut seats = default_seats(&Options::default());
        seats[0].name = "Ann".into();
        seats[1].kind = SeatKind::Computer(Level::CLUB);
        let mut game = Game::new(Position::start(Options::default()).unwrap());
        game.play(game.position().legal_move_list()[0]).unwrap();
        let saved = games
            .save(
                &Draft::new(&game, &seats, encode_game(&game, &seats)),
                Time(86_400_000),
            )
            .unwrap();
        let id = saved.id.unwrap().as_str().to_owned();
        // Something that is not a game, under a game's key.
        store
            .set("sternhalma.games.zzzzzzzzzzzz@/", "junk")
            .unwrap();
        let rows = rows(&games.list(), Lang::En, Some(&id));
        let row = rows
            .iter()
            .find(|r| r.id.as_deref() == Some(id.as_str()))
            .unwrap();
        assert_eq!(row.title, "Ann v Computer 2 · level 3");
        assert_eq!(row.date, "1970-01-02 00:00");
        assert_eq!(row.state, "In progress");
        assert!(row.current && row.resumable && !row.finished);
        let junk = rows.iter().find(|r| r.key.contains("zzzz")).unwrap();
        assert!(!junk.resumable && !junk.current);
        // In every language.
        for lang in Lang::ALL {
            assert!(self::rows(&games.list(), lang, None)
                .iter()
                .all(|r| !r.title.is_empty() && !r.state.is_empty()));
        }
    }

    #[test]
    fn an_import_names_each_game_it_would_remove_by_title_players_and_date() {
        let header = |title: &str, names: [&str; 2], day: u64| Header {
            title: title.into(),
            updated: Time(day * 86_400_000),
            players: names
                .iter()
                .map(|n| crate::app::games::Player {
                    name: (*n).into(),
                    kind: SeatKind::Human,
                })
                .collect(),
            progress: Progress::Finished { places: vec![1, 2] },
            ..Header::default()
        };
        let headers = [
            header("Evening game", ["Ann", "Bo"], 1),
            header("", ["Ann", ""], 2),
        ];
        assert_eq!(
            removal_lines(&headers, Lang::En),
            [
                "Evening game · Ann v Bo · 1970-01-02 00:00",
                "Ann v Player 2 · 1970-01-03 00:00",
            ]
        );
        assert_eq!(
            removal_lines(&headers, Lang::Da)[1],
            "Ann mod Spiller 2 · 1970-01-03 00:00"
        );
    }

    #[test]
    fn the_list_as_markup_escapes_what_players_typed() {
        let row = GameRow {
            key: "sternhalma.games.abc@/".into(),
            id: Some("abc".into()),
            title: "<b>Ann</b> & \"Bo\"".into(),
            players: "Ann v Bo".into(),
            date: "2026-12-01 10:00".into(),
            moves: 12,
            finished: false,
            state: "In progress".into(),
            current: false,
            resumable: true,
        };
        let html = list_markup(std::slice::from_ref(&row), Lang::En, None);
        assert!(html.contains(r#"data-game="abc" data-moves="12" data-finished="false""#));
        assert!(html.contains("&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Bo&quot;"));
        assert!(!html.contains("<b>"));
        for act in ["open", "rename", "export", "delete"] {
            assert!(html.contains(&format!(r#"data-act="{act}""#)), "{act}");
        }
        // Renaming: a text field with the title so far, and the button that keeps it.
        let html = list_markup(&[row], Lang::En, Some(("abc", "New \"title\"")));
        assert!(html.contains(r#"value="New &quot;title&quot;""#));
        assert!(html.contains(r#"data-act="save-title""#));
        assert!(!html.contains(r#"data-act="open""#));
    }
}
