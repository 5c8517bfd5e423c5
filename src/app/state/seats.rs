//! Who sits where: human or computer, name and colour of each seat, and the setup the new-game
//! screen asks for ([`GameConfig`]).

use crate::engine::{Options, OptionsError, Seat, Triangle};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The computer, at a level `1..=4`.
    Computer {
        /// Strength, 1 (weakest) to 4.
        level: u8,
    },
}

/// One seat's setup.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeatSetup {
    /// Human or computer.
    pub kind: SeatKind,
    /// The player's name; empty means the default ("Player 2").
    pub name: String,
    /// Palette colour `0..6` (also picks the marker shape); distinct per seat.
    pub colour: u8,
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
        matches!(self.kind, SeatKind::Computer { .. })
    }
}

/// The default colour of `seat`: that of its first army's home triangle.
pub fn default_colour(options: &Options, seat: Seat) -> u8 {
    let armies = options.seating().armies(seat);
    // Seat 0's first army is the bottom triangle: take the armies in seating order, i.e. the
    // triangle the seat owns that comes first after 3 (the bottom) going clockwise.
    (0..6u8)
        .map(|i| Triangle::wrapping(3 + i))
        .find(|&t| armies.contains(t))
        .map_or(seat.index() as u8 % 6, |t| t.index() as u8)
}

/// Default seats for `options`.
pub fn default_seats(options: &Options) -> Vec<SeatSetup> {
    options
        .players
        .seats()
        .map(|s| SeatSetup::default_for(options, s))
        .collect()
}

/// Makes `seats` fit `options`: one entry per seat, colours in range and distinct.
pub fn fit_seats(options: &Options, mut seats: Vec<SeatSetup>) -> Vec<SeatSetup> {
    let n = options.players.count();
    seats.truncate(n);
    while seats.len() < n {
        let seat = Seat::new(seats.len() as u8).unwrap_or(Seat::FIRST);
        seats.push(SeatSetup::default_for(options, seat));
    }
    let mut used = [false; 6];
    let ok = seats.iter().all(|s| {
        let fresh = s.colour < 6 && !used[s.colour as usize];
        if fresh {
            used[s.colour as usize] = true;
        }
        fresh
    });
    if !ok {
        for (i, s) in seats.iter_mut().enumerate() {
            s.colour = default_colour(options, Seat::new(i as u8).unwrap_or(Seat::FIRST));
        }
    }
    for s in &mut seats {
        if let SeatKind::Computer { level } = &mut s.kind {
            *level = (*level).clamp(1, 4);
        }
        s.name = s.name.chars().take(24).collect();
    }
    seats
}

/// What the new-game screen asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// The rule options.
    pub options: Options,
    /// One entry per seat.
    pub seats: Vec<SeatSetup>,
    /// Who starts: `None` for a coin toss.
    pub first: Option<Seat>,
}

impl Default for GameConfig {
    fn default() -> Self {
        let options = Options::default();
        GameConfig {
            seats: default_seats(&options),
            options,
            first: None,
        }
    }
}

impl GameConfig {
    /// Changes the number of players, keeping what still fits (names, kinds) and switching
    /// off the options that no longer go together.
    pub fn set_players(&mut self, players: crate::engine::Players) {
        self.options.players = players;
        if !matches!(
            players,
            crate::engine::Players::Two | crate::engine::Players::Three
        ) {
            self.options.multiple_sets = false;
        }
        if players != crate::engine::Players::Six {
            self.options.teams = false;
        }
        self.recolour();
        if self.first.is_some_and(|f| f.index() >= players.count()) {
            self.first = None;
        }
    }

    /// Gives every seat its default colour (after the seating changed), keeping names and kinds.
    pub fn recolour(&mut self) {
        let seats = std::mem::take(&mut self.seats);
        let mut seats = fit_seats(&self.options, seats);
        for (i, s) in seats.iter_mut().enumerate() {
            s.colour = default_colour(&self.options, Seat::new(i as u8).unwrap_or(Seat::FIRST));
        }
        self.seats = seats;
    }

    /// Gives `seat` colour `colour`; a seat that had it takes the old colour of `seat`.
    pub fn set_colour(&mut self, seat: usize, colour: u8) {
        if seat >= self.seats.len() || colour >= 6 {
            return;
        }
        let old = self.seats[seat].colour;
        for s in &mut self.seats {
            if s.colour == colour {
                s.colour = old;
            }
        }
        self.seats[seat].colour = colour;
    }

    /// Checks the options.
    ///
    /// # Errors
    ///
    /// The engine's [`OptionsError`].
    pub fn validate(&self) -> Result<(), OptionsError> {
        self.options.validate()
    }
}

#[cfg(test)]
mod tests {

    use crate::app::state::*;

    use crate::engine::{Players, Seat};

    #[test]
    fn set_players_keeps_options_valid_and_colours_distinct() {
        let mut c = GameConfig::default();
        for players in [
            Players::Six,
            Players::Four,
            Players::Three,
            Players::Two,
            Players::Six,
        ] {
            c.options.multiple_sets = true;
            c.options.teams = true;
            c.set_players(players);
            assert!(c.validate().is_ok() || players == Players::Six);
            c.options.multiple_sets = false;
            assert!(c.validate().is_ok(), "{players:?}");
            let mut colours: Vec<u8> = c.seats.iter().map(|s| s.colour).collect();
            colours.sort();
            colours.dedup();
            assert_eq!(colours.len(), players.count());
        }
        c.set_colour(0, c.seats[1].colour);
        assert_ne!(c.seats[0].colour, c.seats[1].colour);
        assert_eq!(
            c.seats[0].colour,
            default_colour(&c.options, Seat::new(1).unwrap())
        );
    }
}
