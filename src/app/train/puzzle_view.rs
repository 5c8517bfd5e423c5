//! What the puzzles dialog shows of its state, as text ([`PuzzleView::of`]): the player's
//! rating and its last change, the loading state, what the puzzle on screen asks and how it
//! went, and the puzzles from the player's games. A pure function, tested natively; the dialog
//! (`ui::train::puzzles`) only draws it. Its controls are markup text ([`Markup`]), lighter in
//! the page's code than a tree of elements: each button says what it does in `data-act`
//! ([`input_of`] reads it), so one handler serves them all.

use crate::app::i18n::{Lang, K};
use crate::app::markup::Markup;
use crate::app::train::puzzle_run::RunState;
use crate::app::train::puzzle_screen::{PuzzleInput, PuzzleScreen};
use crate::train::puzzle::choice::Day;
use crate::train::puzzle::Theme;

/// A rating as the player reads it: a whole number (no float formatting in the page's code).
fn whole(x: f64) -> i64 {
    x.round() as i64
}

/// The text of a theme's name.
pub fn theme_key(theme: Theme) -> K {
    match theme {
        Theme::LongestChain => K::PuzzleThemeChain,
        Theme::Finish => K::PuzzleThemeFinish,
        Theme::Ladder => K::PuzzleThemeLadder,
        Theme::Block => K::PuzzleThemeBlock,
        Theme::Straggler => K::PuzzleThemeStraggler,
        Theme::Swap => K::PuzzleThemeSwap,
    }
}

/// The puzzle on screen, as the dialog shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownPuzzle {
    /// Its id (`data-puzzle`).
    pub id: String,
    /// `solving`, `solved` or `failed` (`data-state`).
    pub state: &'static str,
    /// Its themes' names, space-separated (`data-theme`).
    pub themes: String,
    /// What it asks, or how it went.
    pub status: String,
    /// Whether a hint may be asked for.
    pub can_hint: bool,
}

/// What the puzzles dialog shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    /// The player's rating, and its last change (`#puzzle-rating`).
    pub rating: String,
    /// Loading, or why there is no set.
    pub note: Option<String>,
    /// The puzzle on screen.
    pub puzzle: Option<ShownPuzzle>,
    /// The puzzles from the player's games: id and whether solved.
    pub own: Vec<(String, bool)>,
}

impl PuzzleView {
    /// What `screen` shows, in `lang`.
    pub fn of(screen: &PuzzleScreen, lang: Lang) -> PuzzleView {
        let progress = screen.progress();
        let n = whole(progress.player.rating).to_string();
        let rating = lang.fill(K::PuzzleRating, &[("n", &n)]);
        let rating = match screen.change() {
            Some(c) => {
                let d = whole(c.after) - whole(c.before);
                let change = if d >= 0 {
                    format!("+{d}")
                } else {
                    format!("−{}", -d)
                };
                lang.fill(
                    K::PuzzleRatingChange,
                    &[("n", &rating), ("change", &change)],
                )
            }
            None => rating,
        };
        let note = if screen.loading() {
            Some(lang.t(K::PuzzleLoading).to_owned())
        } else if screen.unavailable() {
            Some(lang.t(K::PuzzleUnavailable).to_owned())
        } else if screen.all_solved() {
            Some(lang.t(K::PuzzleAllSolved).to_owned())
        } else {
            screen
                .missing()
                .map(|id| lang.fill(K::PuzzleMissing, &[("id", id.as_str())]))
        };
        let puzzle = screen.run().map(|run| {
            let p = run.puzzle();
            let board = screen.board();
            let colour = lang.colour(board.seat(p.position.to_move()).colour);
            let status = match run.state() {
                RunState::Solving if run.played().is_empty() => lang.fill(
                    K::PuzzleFind,
                    &[
                        ("id", p.id.as_str()),
                        ("rating", &whole(progress.rating_of(p).rating).to_string()),
                        ("colour", colour),
                    ],
                ),
                RunState::Solving => lang.t(K::PuzzleRight).to_owned(),
                RunState::Solved => lang.t(K::PuzzleSolved).to_owned(),
                RunState::Failed => lang.t(K::PuzzleFailed).to_owned(),
            };
            let themes: Vec<&str> = p.themes.iter().map(|t| t.name()).collect();
            ShownPuzzle {
                id: p.id.to_string(),
                state: run.state().name(),
                themes: themes.join(" "),
                status,
                can_hint: run.state() == RunState::Solving && !screen.reply_waiting(),
            }
        });
        let own = progress
            .own
            .iter()
            .rev()
            .map(|p| (p.id.to_string(), progress.solved(&p.id)))
            .collect();
        PuzzleView {
            rating,
            note,
            puzzle,
            own,
        }
    }
}

/// The theme filter and the buttons that choose a puzzle. The same for a language (no theme is
/// marked chosen: the `<select>` keeps the player's choice itself).
pub fn choice_markup(lang: Lang) -> String {
    let mut m = Markup::default();
    m.open("div", &[("class", "buttons puzzle-choice")])
        .open("label", &[]);
    m.text(lang.t(K::PuzzleTheme)).text(" ");
    m.open("select", &[("id", "puzzle-theme")]);
    m.element("option", &[("value", "")], lang.t(K::PuzzleAllThemes));
    for t in Theme::ALL {
        m.element("option", &[("value", t.name())], lang.t(theme_key(t)));
    }
    m.close("select").close("label");
    for (id, key) in [
        ("puzzle-of-the-day", K::PuzzleOfTheDay),
        ("puzzle-next", K::PuzzleNext),
    ] {
        m.element(
            "button",
            &[("type", "button"), ("id", id), ("data-act", id)],
            lang.t(key),
        );
    }
    m.close("div");
    m.finish()
}

/// The puzzle's buttons: a hint, and a retry once failed.
pub fn actions_markup(puzzle: &ShownPuzzle, lang: Lang) -> String {
    let mut m = Markup::default();
    m.open("div", &[("class", "buttons")]);
    let mut hint = vec![
        ("type", "button"),
        ("id", "puzzle-hint"),
        ("data-act", "hint"),
    ];
    if !puzzle.can_hint {
        hint.push(("disabled", ""));
    }
    m.element("button", &hint, lang.t(K::Hint));
    if puzzle.state == RunState::Failed.name() {
        let retry = [
            ("type", "button"),
            ("id", "puzzle-retry"),
            ("data-act", "retry"),
        ];
        m.element("button", &retry, lang.t(K::LearnRetry));
    }
    m.close("div");
    m.finish()
}

/// "From your games": a button per puzzle, the newest first.
pub fn own_markup(view: &PuzzleView, lang: Lang) -> String {
    let mut m = Markup::default();
    m.element("h3", &[], lang.t(K::PuzzleFromGames));
    if view.own.is_empty() {
        m.element("p", &[("class", "muted")], lang.t(K::PuzzleNoOwn));
        return m.finish();
    }
    m.open("ul", &[("class", "own-puzzles")]);
    for (id, solved) in &view.own {
        let solved = if *solved { "true" } else { "false" };
        m.open("li", &[("data-puzzle", id), ("data-solved", solved)]);
        let act = format!("open:{id}");
        m.element("button", &[("type", "button"), ("data-act", &act)], id);
        m.close("li");
    }
    m.close("ul");
    m.finish()
}

/// What a button's `data-act` asks for (`today`: the puzzle of the day's date).
pub fn input_of(act: &str, today: Day) -> Option<PuzzleInput> {
    match act {
        "puzzle-of-the-day" => Some(PuzzleInput::OfTheDay(today)),
        "puzzle-next" => Some(PuzzleInput::Next),
        "hint" => Some(PuzzleInput::Hint),
        "retry" => Some(PuzzleInput::Retry),
        _ => act
            .strip_prefix("open:")
            .and_then(|id| id.parse().ok())
            .map(PuzzleInput::Open),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::puzzle::progress::Progress;

    #[test]
    fn the_view_says_loading_then_the_puzzle_and_the_rating() {
        let screen = PuzzleScreen::new(Progress::default(), None);
        let v = PuzzleView::of(&screen, Lang::En);
        assert_eq!(v.rating, "Your puzzle rating: 1500");
        assert_eq!(v.note.as_deref(), Some("Loading the puzzles…"));
        assert!(v.puzzle.is_none() && v.own.is_empty());
        for t in Theme::ALL {
            assert!(!Lang::En.t(theme_key(t)).is_empty());
        }
        assert!(own_markup(&v, Lang::En).contains("Learn from your mistakes"));
        let choice = choice_markup(Lang::En);
        assert!(
            choice.contains(r#"<option value="ladder">Ladder</option>"#),
            "{choice}"
        );
    }

    #[test]
    fn every_button_says_what_it_does() {
        let day = Day {
            year: 2026,
            month: 12,
            day: 6,
        };
        let choice = choice_markup(Lang::Da);
        for act in ["puzzle-of-the-day", "puzzle-next"] {
            assert!(choice.contains(&format!(r#"data-act="{act}""#)));
            assert!(input_of(act, day).is_some());
        }
        assert_eq!(input_of("hint", day), Some(PuzzleInput::Hint));
        assert_eq!(input_of("retry", day), Some(PuzzleInput::Retry));
        assert_eq!(
            input_of("open:y3", day),
            Some(PuzzleInput::Open("y3".parse().unwrap()))
        );
        assert_eq!(input_of("open:Y!", day), None);
        assert_eq!(input_of("", day), None);
        let shown = ShownPuzzle {
            id: "a1".into(),
            state: "failed",
            themes: "ladder".into(),
            status: String::new(),
            can_hint: false,
        };
        let actions = actions_markup(&shown, Lang::En);
        assert!(
            actions.contains(r#"data-act="hint" disabled="""#),
            "{actions}"
        );
        assert!(actions.contains(r#"id="puzzle-retry""#), "{actions}");
    }
}
