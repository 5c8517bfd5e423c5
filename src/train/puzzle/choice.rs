//! Which puzzle comes: the puzzle of the day (from the date alone, offline), the theme filter
//! and the next puzzle near the player's rating.

use crate::train::puzzle::progress::Progress;
use crate::train::puzzle::{Puzzle, PuzzleId, Theme};

/// A calendar day (proleptic Gregorian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
}

impl Day {
    /// Days since 1970-01-01 (negative before).
    pub fn number(self) -> i64 {
        // Howard Hinnant's days_from_civil.
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }
}

/// A 64-bit mix (splitmix64's finaliser): neighbouring days land far apart.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The puzzle of `day`: the same on every copy with the same set, whatever the set's order.
pub fn of_the_day(day: Day, set: &[Puzzle]) -> Option<&Puzzle> {
    let mut ids: Vec<&Puzzle> = set.iter().collect();
    crate::sort::heap_sort_by(&mut ids, |a, b| a.id.cmp(&b.id));
    ids.dedup_by(|a, b| a.id == b.id);
    if ids.is_empty() {
        return None;
    }
    // Two's complement keeps days before 1970 distinct.
    let n = mix(day.number() as u64) % ids.len() as u64;
    ids.get(usize::try_from(n).ok()?).copied()
}

/// Whether `puzzle` passes the theme filter (`None`: every theme).
pub fn shows(puzzle: &Puzzle, theme: Option<Theme>) -> bool {
    theme.is_none_or(|t| puzzle.themes.contains(&t))
}

/// The next puzzle: of the filter's theme, not `current`, not solved yet (one never tried
/// before one tried and failed), the nearest in rating to the player's; ties go to the
/// smaller id. `None` when every such puzzle is solved.
pub fn next<'a>(
    set: &'a [Puzzle],
    theme: Option<Theme>,
    progress: &Progress,
    current: Option<&PuzzleId>,
) -> Option<&'a Puzzle> {
    let me = progress.player.rating;
    set.iter()
        .filter(|p| shows(p, theme) && Some(&p.id) != current && !progress.solved(&p.id))
        .min_by(|a, b| {
            let key = |p: &Puzzle| {
                (
                    progress.was_tried(&p.id),
                    (progress.rating_of(p).rating - me).abs(),
                )
            };
            let (ta, da) = key(a);
            let (tb, db) = key(b);
            ta.cmp(&tb)
                .then(da.total_cmp(&db))
                .then_with(|| a.id.cmp(&b.id))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Position};

    fn puzzle(id: &str, rating: u32, theme: Theme) -> Puzzle {
        let position = Position::start(Options::default()).unwrap();
        let first = position.legal_move_list()[0];
        Puzzle {
            id: id.parse().unwrap(),
            position,
            solution: vec![first],
            themes: vec![theme],
            rating,
            also: Vec::new(),
        }
    }

    #[test]
    fn day_numbers_are_the_calendars() {
        let d = |year, month, day| Day { year, month, day }.number();
        assert_eq!(d(1970, 1, 1), 0);
        assert_eq!(d(2000, 3, 1), 11_017);
        assert_eq!(d(2026, 12, 6), 20_793);
        assert_eq!(d(1969, 12, 31), -1);
        assert_eq!(d(2024, 3, 1) - d(2024, 2, 28), 2, "a leap year");
    }

    #[test]
    fn the_puzzle_of_the_day_depends_on_the_date_and_the_set_only() {
        let set: Vec<Puzzle> = (0..40)
            .map(|i| puzzle(&format!("p{i}"), 1500, Theme::Ladder))
            .collect();
        let day = Day {
            year: 2026,
            month: 12,
            day: 6,
        };
        let today = of_the_day(day, &set).unwrap();
        let mut reversed = set.clone();
        reversed.reverse();
        assert_eq!(of_the_day(day, &reversed).unwrap().id, today.id);
        let days: std::collections::BTreeSet<&str> = (1..=28)
            .map(|d| of_the_day(Day { day: d, ..day }, &set).unwrap().id.as_str())
            .collect();
        assert!(days.len() > 10, "the days spread over the set: {days:?}");
        assert_eq!(of_the_day(day, &[]), None);
    }

    #[test]
    fn the_next_puzzle_is_near_the_players_rating_of_the_theme_and_not_solved() {
        let set = vec![
            puzzle("a", 1200, Theme::Ladder),
            puzzle("b", 1550, Theme::Ladder),
            puzzle("c", 1480, Theme::Block),
            puzzle("d", 1900, Theme::Ladder),
        ];
        let mut progress = Progress::default();
        assert_eq!(next(&set, None, &progress, None).unwrap().id.as_str(), "c");
        assert_eq!(
            next(&set, Some(Theme::Ladder), &progress, None)
                .unwrap()
                .id
                .as_str(),
            "b"
        );
        let b = &set[1];
        assert_eq!(
            next(&set, Some(Theme::Ladder), &progress, Some(&b.id))
                .unwrap()
                .id
                .as_str(),
            "a"
        );
        progress.record(b, true);
        assert_ne!(
            next(&set, Some(Theme::Ladder), &progress, None)
                .unwrap()
                .id
                .as_str(),
            "b"
        );
        assert_eq!(next(&set, Some(Theme::Swap), &progress, None), None);
    }
}
