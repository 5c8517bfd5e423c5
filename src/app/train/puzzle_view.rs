//! What the puzzles dialog shows of its state, as text ([`PuzzleView::of`]): the player's
//! rating and its last change, the loading state, what the puzzle on screen asks and how it
//! went, and the puzzles from the player's games. A pure function, tested natively; the dialog
//! (`ui::train::puzzles`) only draws it.

use crate::app::i18n::{Lang, K};
use crate::app::train::puzzle_run::RunState;
use crate::app::train::puzzle_screen::PuzzleScreen;
use crate::train::puzzle::Theme;

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
    pub note: Option<&'static str>,
    /// The puzzle on screen.
    pub puzzle: Option<ShownPuzzle>,
    /// The puzzles from the player's games: id and whether solved.
    pub own: Vec<(String, bool)>,
}

impl PuzzleView {
    /// What `screen` shows, in `lang`.
    pub fn of(screen: &PuzzleScreen, lang: Lang) -> PuzzleView {
        let progress = screen.progress();
        let n = format!("{:.0}", progress.player.rating);
        let rating = lang.fill(K::PuzzleRating, &[("n", &n)]);
        let rating = match screen.change() {
            Some(c) => {
                let d = (c.after - c.before).round();
                let change = if d >= 0.0 {
                    format!("+{d:.0}")
                } else {
                    format!("−{:.0}", -d)
                };
                lang.fill(
                    K::PuzzleRatingChange,
                    &[("n", &rating), ("change", &change)],
                )
            }
            None => rating,
        };
        let note = if screen.loading() {
            Some(lang.t(K::PuzzleLoading))
        } else if screen.unavailable() {
            Some(lang.t(K::PuzzleUnavailable))
        } else {
            None
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
                        ("rating", &format!("{:.0}", progress.rating_of(p).rating)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::puzzle::progress::Progress;

    #[test]
    fn the_view_says_loading_then_the_puzzle_and_the_rating() {
        let screen = PuzzleScreen::new(Progress::default(), None);
        let v = PuzzleView::of(&screen, Lang::En);
        assert_eq!(v.rating, "Your puzzle rating: 1500");
        assert_eq!(v.note, Some("Loading the puzzles…"));
        assert!(v.puzzle.is_none() && v.own.is_empty());
        for t in Theme::ALL {
            assert!(!Lang::En.t(theme_key(t)).is_empty());
        }
    }
}
