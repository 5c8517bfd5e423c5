//! Who sits where: human or computer, name and colour of each seat.
//!
//! A seat's setup belongs to the game (links carry kinds and colours, saves add the names), so
//! this module sits below both the links and the screen's state.
//!
//! # Examples
//!
//! ```
//! use sternhalma::ai::Level;
//! use sternhalma::app::seats::{default_seats, fit_seats, Colour, SeatKind};
//! use sternhalma::engine::Options;
//!
//! let options = Options::default();
//! let mut seats = default_seats(&options);
//! assert_eq!(seats[0].colour, Colour::new(3).unwrap()); // the bottom triangle's colour
//! seats[1].kind = SeatKind::Computer(Level::CLUB);
//! seats[1].colour = seats[0].colour; // two seats may not share a colour …
//! let seats = fit_seats(&options, seats);
//! assert_ne!(seats[0].colour, seats[1].colour); // … so the defaults come back
//! assert!(seats[1].is_computer());
//! ```

use crate::ai::Level;
use crate::engine::{Options, Seat, Triangle};

/// The longest name kept, in characters.
pub const MAX_NAME: usize = 24;

/// The strongest level.
pub const STRONGEST: Level = Level::ALL[Level::ALL.len() - 1];

/// One of the six army colours (`--army-0` … `--army-5` in the stylesheet; its marker shape is
/// [`crate::app::palette::MARKERS`]`[colour.index()]`). By default an army wears the colour of
/// its start triangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Colour(u8);

impl Colour {
    /// How many colours there are.
    pub const COUNT: usize = 6;
    /// Every colour, in palette order.
    pub const ALL: [Colour; 6] = [
        Colour(0),
        Colour(1),
        Colour(2),
        Colour(3),
        Colour(4),
        Colour(5),
    ];

    /// Colour `i` (`0..6`), or `None`.
    pub const fn new(i: u8) -> Option<Colour> {
        if (i as usize) < Colour::COUNT {
            Some(Colour(i))
        } else {
            None
        }
    }

    /// The colour of triangle `t` (its index).
    pub const fn of_triangle(t: Triangle) -> Colour {
        Colour(t.index() as u8)
    }

    /// Its index in the palette, `0..6`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// How many places after `base` this colour comes, going round the palette (`0..6`): what
    /// a link writes, so that the usual colours cost nothing.
    pub const fn offset_from(self, base: Colour) -> u8 {
        (self.0 + 6 - base.0) % 6
    }

    /// The colour `offset` places after this one, going round the palette.
    pub const fn plus(self, offset: u8) -> Colour {
        Colour(((self.0 as u16 + offset as u16) % 6) as u8)
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The computer, at this level.
    Computer(Level),
}

impl SeatKind {
    /// The computer at level number `n`, as links and forms write it: `0` is a person; a number
    /// above the strongest level is the strongest (as the screen has always played it).
    pub fn from_number(n: u8) -> SeatKind {
        if n == 0 {
            SeatKind::Human
        } else {
            SeatKind::Computer(Level::new(n).unwrap_or(STRONGEST))
        }
    }

    /// The number [`SeatKind::from_number`] reads back: `0` for a person, else the level.
    pub fn number(self) -> u8 {
        match self {
            SeatKind::Human => 0,
            SeatKind::Computer(level) => level.number(),
        }
    }

    /// The seat's code in links and kept games: `0` for a person, the level plus
    /// [`LEVEL_CODE_BASE`] (`10..=15`) for the computer. Codes `1..=4` are what links held when
    /// there were four levels and `5..=9` what they held when there were five, read by
    /// [`SeatKind::from_code`] as the levels that play like them ([`old_level`]).
    pub fn code(self) -> u8 {
        match self {
            SeatKind::Human => 0,
            SeatKind::Computer(level) => level.number() + LEVEL_CODE_BASE,
        }
    }

    /// The seat of code `code` ([`SeatKind::code`]) at a table of `seats` seats (old codes
    /// mean different levels with two seats and with more: [`old_level`]); a code past every
    /// level is the strongest.
    pub fn from_code(code: u8, seats: usize) -> SeatKind {
        match code {
            0 => SeatKind::Human,
            1..=4 => SeatKind::Computer(old_level(Ladder::Four, code, seats)),
            5..=9 => SeatKind::Computer(old_level(Ladder::Five, code - 4, seats)),
            _ => SeatKind::Computer(Level::new(code - LEVEL_CODE_BASE).unwrap_or(STRONGEST)),
        }
    }
}

/// What a seat's code adds to its level's number (codes `1..=4` are the four levels of the
/// first links, `5..=9` the five levels of later ones).
pub const LEVEL_CODE_BASE: u8 = 9;

/// The levels that links and saves were written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ladder {
    /// Four levels (the first links and saves).
    Four,
    /// Five levels.
    Five,
}

/// The level that plays like level `n` of an older `ladder` at a table of `seats` seats
/// (measured in the arena, docs/journal.md); a number past the old ladder is the strongest.
///
/// Of four levels, 1 and 2 played as five-level 1 and 2, 3 with the search of five-level 4 and
/// 4 (the full search) as five-level 5. Of five levels, with two seats 1 and 2 are levels 1 and
/// 2, 3 (between the new 3 and 4) is level 4, 4 is level 5 and 5 level 6; with four or more
/// seats level `n` is level `n + 1` (level 1 is a new, weaker racer there); with three, where
/// levels 1–3 since play as 2–4 did and 4 as 5 with lapses, levels 1–4 keep their numbers and 5
/// is level 6.
///
/// ```
/// use sternhalma::ai::Level;
/// use sternhalma::app::seats::{old_level, Ladder};
///
/// assert_eq!(old_level(Ladder::Five, 2, 2), Level::CASUAL);
/// assert_eq!(old_level(Ladder::Five, 2, 3), Level::CASUAL);
/// assert_eq!(old_level(Ladder::Five, 2, 4), Level::CLUB);
/// assert_eq!(old_level(Ladder::Five, 5, 6), Level::MASTER);
/// assert_eq!(old_level(Ladder::Four, 3, 2), Level::STRONG);
/// ```
pub fn old_level(ladder: Ladder, n: u8, seats: usize) -> Level {
    let five = match ladder {
        Ladder::Five => n,
        Ladder::Four => match n {
            1 | 2 => n,
            3 => 4,
            _ => 5,
        },
    };
    let six = match (five, seats) {
        (1 | 2, 2) | (1..=4, 3) => five,
        (1..=5, _) => five + 1,
        _ => STRONGEST.number(),
    };
    Level::new(six).unwrap_or(STRONGEST)
}

/// One seat's setup.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeatSetup {
    /// Human or computer.
    pub kind: SeatKind,
    /// The player's name; empty means the default ("Player 2").
    pub name: String,
    /// The seat's colour (also picks its marker shape); distinct per seat.
    pub colour: Colour,
}

impl SeatSetup {
    /// A human seat with the default name and colour for `seat` under `options`.
    pub fn default_for(options: &Options, seat: Seat) -> SeatSetup {
        SeatSetup {
            kind: SeatKind::Human,
            name: String::new(),
            colour: default_colour(options, seat),
        }
    }

    /// Whether the computer plays this seat.
    pub fn is_computer(&self) -> bool {
        matches!(self.kind, SeatKind::Computer(_))
    }

    /// The computer's level, when the computer plays this seat.
    pub fn level(&self) -> Option<Level> {
        match self.kind {
            SeatKind::Computer(level) => Some(level),
            SeatKind::Human => None,
        }
    }
}

/// The default colour of `seat`: that of its first army's home triangle.
pub fn default_colour(options: &Options, seat: Seat) -> Colour {
    let armies = options.seating().armies(seat);
    // Seat 0's first army is the bottom triangle: take the armies in seating order, i.e. the
    // triangle the seat owns that comes first after 3 (the bottom) going clockwise.
    (0..6u8)
        .map(|i| Triangle::wrapping(3 + i))
        .find(|&t| armies.contains(t))
        .map_or(Colour(0).plus(seat.index() as u8), Colour::of_triangle)
}

/// Default seats for `options`.
pub fn default_seats(options: &Options) -> Vec<SeatSetup> {
    options
        .players
        .seats()
        .map(|s| SeatSetup::default_for(options, s))
        .collect()
}

/// `name` cut to [`MAX_NAME`] characters.
pub fn clip_name(name: &str) -> String {
    name.chars().take(MAX_NAME).collect()
}

/// Makes `seats` fit `options`: one entry per seat, colours distinct (else every seat gets its
/// default colour), names at most [`MAX_NAME`] characters.
pub fn fit_seats(options: &Options, mut seats: Vec<SeatSetup>) -> Vec<SeatSetup> {
    let n = options.players.count();
    seats.truncate(n);
    while seats.len() < n {
        let seat = Seat::new(seats.len() as u8).unwrap_or(Seat::FIRST);
        seats.push(SeatSetup::default_for(options, seat));
    }
    let mut used = [false; Colour::COUNT];
    let distinct = seats
        .iter()
        .all(|s| !std::mem::replace(&mut used[s.colour.index()], true));
    if !distinct {
        for (i, s) in seats.iter_mut().enumerate() {
            s.colour = default_colour(options, Seat::new(i as u8).unwrap_or(Seat::FIRST));
        }
    }
    for s in &mut seats {
        s.name = clip_name(&s.name);
    }
    seats
}

/// The names of `seats`, in seat order.
pub fn names(seats: &[SeatSetup]) -> Vec<String> {
    seats.iter().map(|s| s.name.clone()).collect()
}

/// Gives `seats` the `names` (as many as there are seats; longer names are clipped).
pub fn give_names(seats: &mut [SeatSetup], names: &[String]) {
    for (seat, name) in seats.iter_mut().zip(names) {
        seat.name = clip_name(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Players, Seat};

    #[test]
    fn colours_go_round_the_palette() {
        for a in Colour::ALL {
            for b in Colour::ALL {
                assert_eq!(b.plus(a.offset_from(b)), a);
            }
        }
        assert_eq!(Colour::new(6), None);
        assert_eq!(Colour::new(5).map(Colour::index), Some(5));
    }

    #[test]
    fn default_colours_are_the_start_triangles_and_distinct() {
        for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
            let options = Options {
                players,
                ..Options::default()
            };
            let seats = default_seats(&options);
            let mut colours: Vec<Colour> = seats.iter().map(|s| s.colour).collect();
            colours.sort();
            colours.dedup();
            assert_eq!(colours.len(), players.count());
            assert_eq!(fit_seats(&options, seats.clone()), seats);
        }
    }

    #[test]
    fn numbers_map_to_kinds() {
        assert_eq!(SeatKind::from_number(0), SeatKind::Human);
        assert_eq!(SeatKind::from_number(3), SeatKind::Computer(Level::CLUB));
        // Above the strongest level: the strongest, as the screen always played it.
        assert_eq!(SeatKind::from_number(15), SeatKind::Computer(STRONGEST));
        // Every seat's code reads back, at every table.
        for seats in [2, 3, 4, 6] {
            assert_eq!(
                SeatKind::from_code(SeatKind::Human.code(), seats),
                SeatKind::Human
            );
            for level in Level::ALL {
                let kind = SeatKind::Computer(level);
                assert!(kind.code() > 9 && kind.code() < 16, "{kind:?}");
                assert_eq!(SeatKind::from_code(kind.code(), seats), kind);
                assert_eq!(SeatKind::from_number(kind.number()), kind);
            }
        }
    }

    #[test]
    fn old_codes_read_as_the_levels_that_play_like_them() {
        let level = |code, seats| match SeatKind::from_code(code, seats) {
            SeatKind::Computer(l) => l.number(),
            SeatKind::Human => 0,
        };
        // Five levels (codes 5..=9): with two seats 1 2 4 5 6, with three 1 2 3 4 6, with more
        // 2 3 4 5 6.
        assert_eq!(
            (5..=9).map(|c| level(c, 2)).collect::<Vec<_>>(),
            [1, 2, 4, 5, 6]
        );
        assert_eq!(
            (5..=9).map(|c| level(c, 3)).collect::<Vec<_>>(),
            [1, 2, 3, 4, 6]
        );
        for seats in [4, 6] {
            assert_eq!(
                (5..=9).map(|c| level(c, seats)).collect::<Vec<_>>(),
                [2, 3, 4, 5, 6]
            );
        }
        // Four levels (codes 1..=4) played as five-level 1, 2, 4 and 5.
        assert_eq!(
            (1..=4).map(|c| level(c, 2)).collect::<Vec<_>>(),
            [1, 2, 5, 6]
        );
        assert_eq!(
            (1..=4).map(|c| level(c, 3)).collect::<Vec<_>>(),
            [1, 2, 4, 6]
        );
        assert_eq!(
            (1..=4).map(|c| level(c, 4)).collect::<Vec<_>>(),
            [2, 3, 5, 6]
        );
        // The old levels keep their order, and the strongest stays the strongest.
        for seats in [2, 3, 6] {
            for ladder in [Ladder::Four, Ladder::Five] {
                let n = if ladder == Ladder::Four { 4 } else { 5 };
                let all: Vec<Level> = (1..=n).map(|k| old_level(ladder, k, seats)).collect();
                assert!(all.windows(2).all(|w| w[0] < w[1]), "{all:?}");
                assert_eq!(all.last(), Some(&STRONGEST));
                assert_eq!(old_level(ladder, n + 3, seats), STRONGEST);
            }
        }
    }

    #[test]
    fn names_are_clipped_and_given_in_seat_order() {
        let options = Options::default();
        let mut seats = default_seats(&options);
        give_names(&mut seats, &["x".repeat(40), "Bo".into(), "extra".into()]);
        assert_eq!(seats[0].name.chars().count(), MAX_NAME);
        assert_eq!(names(&seats), [clip_name(&"x".repeat(40)), "Bo".into()]);
        let fitted = fit_seats(
            &options,
            vec![SeatSetup::default_for(&options, Seat::FIRST)],
        );
        assert_eq!(fitted.len(), 2);
    }
}
