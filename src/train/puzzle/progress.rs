//! The player's puzzle progress ([`Progress`]): the player's rating, each puzzle tried (its
//! rating here and whether it was solved) and the puzzles made from the player's own games.
//! Kept as text (localStorage `sternhalma.puzzles`): [`Progress::to_text`],
//! [`Progress::from_text`].

use crate::train::puzzle::rating::{attempt, Rating};
use crate::train::puzzle::{Puzzle, PuzzleId};

/// The first line of the text.
const HEADER: &str = "sternhalma.puzzles 1";

/// A puzzle tried: its rating on this copy and whether it was ever solved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tried {
    /// The puzzle's rating after the player's rated attempt.
    pub rating: Rating,
    /// Whether the player solved it (on any attempt).
    pub solved: bool,
}

/// The player's progress with the puzzles.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Progress {
    /// The player's rating.
    pub player: Rating,
    /// The puzzles tried, each once, in the order first tried (a list, not a map: lighter in
    /// the page's code, and a player tries a few hundred at most).
    pub tried: Vec<(PuzzleId, Tried)>,
    /// Puzzles made from the player's reviewed games ("From your games"), the newest last.
    pub own: Vec<Puzzle>,
}

/// What an attempt changed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    /// The player's rating before.
    pub before: f64,
    /// The player's rating after.
    pub after: f64,
}

/// The most puzzles kept from the player's games (the oldest go first).
pub const MAX_OWN: usize = 60;

impl Progress {
    /// How `id` went, if it was tried.
    pub fn tried(&self, id: &PuzzleId) -> Option<&Tried> {
        self.tried.iter().find(|(i, _)| i == id).map(|(_, t)| t)
    }

    fn tried_mut(&mut self, id: &PuzzleId) -> Option<&mut Tried> {
        self.tried.iter_mut().find(|(i, _)| i == id).map(|(_, t)| t)
    }

    /// `puzzle`'s rating here: as the player's attempt left it, or its rating in the set.
    pub fn rating_of(&self, puzzle: &Puzzle) -> Rating {
        self.tried(&puzzle.id)
            .map_or_else(|| Rating::puzzle(puzzle.rating), |t| t.rating)
    }

    /// Whether `id` was solved.
    pub fn solved(&self, id: &PuzzleId) -> bool {
        self.tried(id).is_some_and(|t| t.solved)
    }

    /// Whether `id` was tried.
    pub fn was_tried(&self, id: &PuzzleId) -> bool {
        self.tried(id).is_some()
    }

    /// An attempt at `puzzle` ended, solved or not. Only the first attempt at a puzzle is
    /// rated (a later one only marks it solved): returns the player's rating change then.
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) -> Option<Change> {
        if let Some(t) = self.tried_mut(&puzzle.id) {
            t.solved |= solved;
            return None;
        }
        let before = self.player;
        let (player, rating) = attempt(before, self.rating_of(puzzle), solved);
        self.player = player;
        self.tried
            .push((puzzle.id.clone(), Tried { rating, solved }));
        Some(Change {
            before: before.rating,
            after: player.rating,
        })
    }

    /// Marks `puzzle` solved without rating the attempt (a puzzle from the player's games).
    pub fn mark_solved(&mut self, puzzle: &Puzzle) {
        let rating = self.rating_of(puzzle);
        match self.tried_mut(&puzzle.id) {
            Some(t) => t.solved = true,
            None => self.tried.push((
                puzzle.id.clone(),
                Tried {
                    rating,
                    solved: true,
                },
            )),
        }
    }

    /// Adds a puzzle from the player's games, unless one with the same position and first
    /// move is there; keeps the newest [`MAX_OWN`]. Returns whether it was added.
    pub fn add_own(&mut self, puzzle: Puzzle) -> bool {
        let same =
            |p: &Puzzle| p.position == puzzle.position && p.solution[0] == puzzle.solution[0];
        if self.own.iter().any(same) {
            return false;
        }
        self.own.push(puzzle);
        if self.own.len() > MAX_OWN {
            self.own.remove(0);
        }
        true
    }

    /// A fresh id for a puzzle from the player's games: `y` and a number not used yet.
    pub fn next_own_id(&self) -> PuzzleId {
        let n = self
            .own
            .iter()
            .filter_map(|p| p.id.as_str().strip_prefix('y')?.parse::<u64>().ok())
            .max()
            .map_or(1, |n| n + 1);
        format!("y{n}")
            .parse()
            .unwrap_or_else(|_| PuzzleId("y".to_owned()))
    }

    /// The progress as text: a header line, the player's rating, a line per puzzle tried and
    /// a line per puzzle from the player's games (the set's line after `own\t`).
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER}\n{}\n", rating_text("player", &self.player));
        for (id, t) in &self.tried {
            let solved = if t.solved { "solved" } else { "failed" };
            out.push_str(&format!(
                "{} {solved}\n",
                rating_text(&format!("tried {id}"), &t.rating)
            ));
        }
        for p in &self.own {
            out.push_str(&format!("own\t{}\n", p.to_line()));
        }
        out
    }

    /// The progress written by [`Progress::to_text`]. Text that is not such a record (no
    /// header, no player's rating) gives a fresh record; a damaged line is left out.
    pub fn from_text(text: &str) -> Progress {
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
            return Progress::default();
        }
        let player = lines.next().and_then(|l| {
            let rest = l.strip_prefix("player ")?;
            read_rating(&rest.split(' ').collect::<Vec<_>>())
        });
        let Some(player) = player else {
            return Progress::default();
        };
        let mut progress = Progress {
            player,
            ..Progress::default()
        };
        for line in lines {
            if let Some(rest) = line.strip_prefix("own\t") {
                if let Ok(p) = Puzzle::from_line(rest) {
                    progress.add_own(p);
                }
            } else if let Some(rest) = line.strip_prefix("tried ") {
                let words: Vec<&str> = rest.split(' ').collect();
                let [id, r, d, v, solved] = words[..] else {
                    continue;
                };
                let (Ok(id), Some(rating)) = (id.parse(), read_rating(&[r, d, v])) else {
                    continue;
                };
                let solved = match solved {
                    "solved" => true,
                    "failed" => false,
                    _ => continue,
                };
                if !progress.was_tried(&id) {
                    progress.tried.push((id, Tried { rating, solved }));
                }
            }
        }
        progress
    }
}

/// A rating's three numbers as whole numbers: the rating and the deviation in thousandths, the
/// volatility in millionths (the page's code carries no float formatting or parsing).
fn rating_text(head: &str, r: &Rating) -> String {
    let whole = |x: f64, scale: f64| (x * scale).round() as i64;
    format!(
        "{head} {} {} {}",
        whole(r.rating, 1e3),
        whole(r.deviation, 1e3),
        whole(r.volatility, 1e6)
    )
}

/// A rating from its three numbers ([`rating_text`]); `None` unless they are whole numbers in
/// range, the deviation and the volatility positive.
fn read_rating(words: &[&str]) -> Option<Rating> {
    let [r, d, v] = words else { return None };
    let number = |w: &str, scale: f64| Some(w.parse::<i64>().ok()? as f64 / scale);
    let (rating, deviation, volatility) = (number(r, 1e3)?, number(d, 1e3)?, number(v, 1e6)?);
    let ok = rating.is_finite()
        && (0.0..=10_000.0).contains(&rating)
        && deviation.is_finite()
        && deviation > 0.0
        && deviation <= 1_000.0
        && volatility.is_finite()
        && volatility > 0.0
        && volatility < 1.0;
    ok.then_some(Rating {
        rating,
        deviation,
        volatility,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Position};
    use crate::train::puzzle::Theme;

    fn puzzle(id: &str) -> Puzzle {
        let position = Position::start(Options::default()).unwrap();
        let first = position.legal_move_list()[0];
        Puzzle {
            id: id.parse().unwrap(),
            position,
            solution: vec![first],
            themes: vec![Theme::Ladder],
            rating: 1400,
            also: Vec::new(),
        }
    }

    #[test]
    fn progress_survives_a_save_and_a_reload() {
        let mut p = Progress::default();
        let change = p.record(&puzzle("a1"), true).unwrap();
        assert!(change.after > change.before);
        assert!(p.record(&puzzle("b2"), false).is_some());
        // A second attempt is not rated; solving it later marks it solved.
        assert_eq!(p.record(&puzzle("b2"), true), None);
        assert!(p.solved(&"b2".parse().unwrap()));
        let id = p.next_own_id();
        assert_eq!(id.as_str(), "y1");
        assert!(p.add_own(Puzzle { id, ..puzzle("x") }));
        let rating = p.player;
        p.mark_solved(&p.own[0].clone());
        assert!(p.solved(&"y1".parse().unwrap()));
        assert_eq!(p.player, rating, "not rated");
        assert!(!p.add_own(puzzle("zz")), "the same position and move twice");
        assert_eq!(p.next_own_id().as_str(), "y2");
        let text = p.to_text();
        let back = Progress::from_text(&text);
        let ids = |p: &Progress| p.tried.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&back), ids(&p));
        assert_eq!(back.own, p.own);
        assert!((back.player.rating - p.player.rating).abs() < 0.001);
        assert_eq!(back.to_text(), text);
    }

    #[test]
    fn corrupt_text_gives_a_fresh_record_and_bad_lines_are_left_out() {
        for bad in [
            "",
            "nonsense",
            "sternhalma.puzzles 1\nplayer x 1 1",
            "sternhalma.puzzles 1\nplayer 1500000 0 60000",
            "{\"a\":1}",
        ] {
            assert_eq!(Progress::from_text(bad), Progress::default(), "{bad}");
        }
        let mut p = Progress::default();
        p.record(&puzzle("a1"), true);
        let text = format!(
            "{}tried b2 NaN 1 60000 solved\ntried c3 1500000 100000 60000 maybe\ntried d4 1.5 100000 60000 solved\nown\tbroken\n",
            p.to_text()
        );
        let back = Progress::from_text(&text);
        assert_eq!(back.tried.len(), 1);
        assert!(back.own.is_empty());
    }
}
