//! What the new-game screen asks for ([`GameConfig`]): the rules, who sits where, who starts.

use crate::app::seats::{default_colour, default_seats, fit_seats, Colour, SeatSetup};
use crate::engine::{Options, OptionsError, Players, Seat};

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
    pub fn set_players(&mut self, players: Players) {
        self.options.players = players;
        if !matches!(players, Players::Two | Players::Three) {
            self.options.multiple_sets = false;
        }
        if players != Players::Six {
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
    pub fn set_colour(&mut self, seat: usize, colour: Colour) {
        if seat >= self.seats.len() {
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

    use super::*;

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
            let mut colours: Vec<Colour> = c.seats.iter().map(|s| s.colour).collect();
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
