//! What the new-game screen asks for ([`GameConfig`]): the rules, who sits where, who starts.

use crate::app::i18n::{Lang, K};
use crate::app::link::{decode_setup, encode_setup, LinkError};
use crate::app::rules_table::value_text;
use crate::app::seats::{default_colour, default_seats, fit_seats, Colour, SeatKind, SeatSetup};
use crate::engine::{OptionId, Options, OptionsError, Players, Seat};

/// One way a [`GameConfig`] differs from the defaults (what the new-game screen lists, so that
/// the choices kept from the last game are not taken over unseen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difference {
    /// A rule option has this value code (not its default, 0).
    Rule(OptionId, u8),
    /// The seat is played by the computer (or, for the default computer seat, a person).
    Kind(Seat, SeatKind),
    /// The seat wears another colour than its start triangle's.
    Colour(Seat, Colour),
    /// This seat starts (the default: a coin toss).
    First(Seat),
}

impl Difference {
    /// In words: "Unused triangles: Filled", "Seat 2: Computer · Level 4", "Seat 1: orange",
    /// "Who starts: Seat 2".
    pub fn text(self, lang: Lang) -> String {
        let seat = |s: Seat| lang.fill(K::Seat, &[("n", &(s.index() + 1).to_string())]);
        match self {
            Difference::Rule(id, code) => value_text(id, code, lang),
            Difference::Kind(s, kind) => format!("{}: {}", seat(s), kind_text(kind, lang)),
            Difference::Colour(s, colour) => format!("{}: {}", seat(s), lang.colour(colour)),
            Difference::First(s) => format!("{}: {}", lang.t(K::WhoStarts), seat(s)),
        }
    }
}

/// "Human", "Computer · Level 4": who plays a seat, as the new-game screen names it.
pub fn kind_text(kind: SeatKind, lang: Lang) -> String {
    match kind {
        SeatKind::Human => lang.t(K::Human).to_string(),
        SeatKind::Computer(level) => format!(
            "{} · {} {}",
            lang.t(K::Computer),
            lang.t(K::Level),
            level.number()
        ),
    }
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
    /// The setup as text ([`crate::app::link::encode_setup`]): how the page hands it to the
    /// new-game form and gets it back.
    pub fn to_text(&self) -> String {
        encode_setup(&self.options, &self.seats, self.first)
    }

    /// The setup a text names ([`GameConfig::to_text`]).
    ///
    /// # Errors
    ///
    /// [`LinkError`] when the text is not a setup or does not read.
    pub fn from_text(text: &str) -> Result<GameConfig, LinkError> {
        let (options, seats, first) = decode_setup(text)?;
        Ok(GameConfig {
            options,
            seats,
            first,
        })
    }

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

    /// How this setup differs from the defaults, rules first (in option order), then the seats,
    /// then who starts. Names are not settings: they are never listed.
    ///
    /// ```
    /// use sternhalma::ai::Level;
    /// use sternhalma::app::seats::SeatKind;
    /// use sternhalma::app::state::{Difference, GameConfig};
    /// use sternhalma::engine::{OptionId, Pegs, Seat};
    ///
    /// let mut c = GameConfig::default();
    /// assert!(c.differences().is_empty());
    /// c.options.pegs = Pegs::Fifteen;
    /// c.seats[1].kind = SeatKind::Computer(Level::STRONG);
    /// c.seats[1].name = "Ada".into();
    /// let seat = Seat::new(1).unwrap();
    /// assert_eq!(
    ///     c.differences(),
    ///     [Difference::Rule(OptionId::Pegs, 1), Difference::Kind(seat, SeatKind::Computer(Level::STRONG))]
    /// );
    /// c.reset();
    /// assert!(c.differences().is_empty());
    /// assert_eq!(c.seats[1].name, "Ada");
    /// ```
    pub fn differences(&self) -> Vec<Difference> {
        let defaults = GameConfig::default();
        let mut out: Vec<Difference> = OptionId::ALL
            .into_iter()
            .filter(|&id| self.options.code(id) != 0)
            .map(|id| Difference::Rule(id, self.options.code(id)))
            .collect();
        for (i, s) in self.seats.iter().enumerate() {
            let Some(seat) = Seat::new(i as u8) else {
                continue;
            };
            let kind = defaults.seats.get(i).map_or(SeatKind::Human, |d| d.kind);
            if s.kind != kind {
                out.push(Difference::Kind(seat, s.kind));
            }
            if s.colour != default_colour(&self.options, seat) {
                out.push(Difference::Colour(seat, s.colour));
            }
        }
        out.extend(self.first.map(Difference::First));
        out
    }

    /// Back to the defaults: the default rules, people at every seat in their triangle's
    /// colour, a coin toss for who starts. The players' names stay.
    pub fn reset(&mut self) {
        let names: Vec<String> = self.seats.iter().map(|s| s.name.clone()).collect();
        *self = GameConfig::default();
        for (s, name) in self.seats.iter_mut().zip(names) {
            s.name = name;
        }
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

    #[test]
    fn the_differences_from_the_defaults_in_words() {
        use crate::ai::Level;
        use crate::engine::{Pegs, Scoring, Unused};
        let mut c = GameConfig::default();
        c.options.pegs = Pegs::Fifteen;
        c.options.unused = Unused::Filled;
        c.options.scoring = Scoring::Bga;
        c.seats[1].kind = SeatKind::Computer(Level::ADVANCED);
        c.set_colour(0, Colour::new(0).unwrap());
        c.first = Seat::new(1);
        let texts: Vec<String> = c
            .differences()
            .into_iter()
            .map(|d| d.text(Lang::En))
            .collect();
        assert_eq!(
            texts,
            [
                "Unused triangles: Filled",
                "Scoring: Points (Board Game Arena)",
                "15 pegs each on the 121-hole board (two players)",
                "Seat 1: orange",
                "Seat 2: Computer · Level 4",
                "Seat 2: blue",
                "Who starts: Seat 2",
            ]
        );
        assert_eq!(c.differences()[3].text(Lang::Bg), "Място 1: оранжев");
        c.reset();
        assert_eq!(c, GameConfig::default());
    }

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
