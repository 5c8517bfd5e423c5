//! [`Setup`], an unvalidated position that anything can be written into, its
//! validation into a [`Position`] with the reasons it can fail
//! ([`PositionError`]), and the way back ([`Position::to_setup`]).
//!
//! # Examples
//!
//! ```
//! use sternhalma::engine::{Options, PositionError, Setup, Triangle};
//!
//! let mut setup = Setup::start(Options::default());
//! assert!(setup.validate().is_ok());
//! setup.armies[Triangle::TOP] = setup.armies[Triangle::BOTTOM];
//! assert!(matches!(setup.validate(), Err(PositionError::Overlap(_))));
//! ```

use std::error::Error;
use std::fmt;

use super::areas::Areas;
use super::cell::CellSet;
use super::geometry::{CellName, Geometry};
use super::option_values::Unused;
use super::options::{Options, OptionsError};
use super::player::{ByTriangle, Seat, SeatList, Triangle};
use super::position::Position;

/// An unvalidated position: anything can be written here; [`Setup::validate`]
/// (or [`Position::from_setup`]) checks it.
///
/// The pegs of each army are keyed by the army's home triangle; the army's
/// owner follows from the options' seating. Inert pegs are not listed: with
/// [`Unused::Filled`] they fill exactly the triangles that are nobody's start
/// or goal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Rule options.
    pub options: Options,
    /// Pegs of each army (by home triangle); empty for armies not in play.
    pub armies: ByTriangle<CellSet>,
    /// The seat to move.
    pub to_move: Seat,
    /// Consecutive passes just before this position.
    pub passes: u8,
    /// Seats that have finished, in finishing order.
    pub finished: SeatList,
}

impl Setup {
    /// The start position: every army in play on its start area, seat 0 to move.
    pub fn start(options: Options) -> Setup {
        Setup::start_with_first(options, Seat::FIRST)
    }

    /// The start position with `first` to move (e.g. from
    /// [`Players::toss`](super::Players::toss)).
    pub fn start_with_first(options: Options, first: Seat) -> Setup {
        let areas = Areas::of(&options);
        let seating = options.seating();
        let mut armies = ByTriangle::default();
        for t in seating.used().iter() {
            armies[t] = areas.start(t);
        }
        Setup {
            options,
            armies,
            to_move: first,
            passes: 0,
            finished: SeatList::new(),
        }
    }

    /// Checks the setup and builds the position. Seats that are home but not
    /// listed as finished are appended to the finishing order in seat order
    /// (0, 1, 2, …, whoever is to move). A listed seat must be home, except
    /// with fill what is available, where finishing is permanent although
    /// blockers may leave: each of its armies must keep an own peg in its
    /// goal (finished seats never move).
    ///
    /// # Errors
    ///
    /// [`PositionError`] lists every reason.
    pub fn validate(&self) -> Result<Position, PositionError> {
        let options = self.options;
        options.validate()?;
        let geo = Geometry::get(options.size);
        let areas = Areas::of(&options);
        let seating = options.seating();
        let inert = match options.unused {
            Unused::Empty => CellSet::EMPTY,
            Unused::Filled => seating
                .unused()
                .iter()
                .fold(CellSet::EMPTY, |s, t| s | areas.point(t)),
        };
        let mut occupied = inert;
        for t in Triangle::ALL {
            let pegs = self.armies[t];
            if seating.owner(t).is_none() {
                if !pegs.is_empty() {
                    return Err(PositionError::ArmyNotInGame(t));
                }
                continue;
            }
            if !pegs.is_subset(geo.all()) {
                return Err(PositionError::OffBoard(t));
            }
            if pegs.len() != areas.pegs(t) {
                return Err(PositionError::PegCount(t));
            }
            if let Some(c) = (pegs & inert).first() {
                return Err(PositionError::OnInertPeg(geo.name(c)));
            }
            if let Some(c) = (pegs & occupied).first() {
                return Err(PositionError::Overlap(geo.name(c)));
            }
            occupied |= pegs;
        }
        if !seating.has_seat(self.to_move) {
            return Err(PositionError::SideToMove(self.to_move));
        }
        for s in self.finished.iter() {
            if !seating.has_seat(s) {
                return Err(PositionError::Finished(s));
            }
        }
        let mut pos = Position::assemble(
            options,
            self.armies,
            inert,
            self.to_move,
            self.passes,
            self.finished,
        );
        if let Some(s) = self.finished.iter().find(|&s| !pos.stays_finished(s)) {
            return Err(PositionError::NotHome(s));
        }
        pos.record_home_seats();
        if !pos.is_over() && pos.finished().contains(pos.to_move()) {
            return Err(PositionError::SideToMoveFinished(pos.to_move()));
        }
        Ok(pos)
    }
}

impl Position {
    /// The start position of `options`, seat 0 to move.
    ///
    /// # Errors
    ///
    /// [`PositionError::Options`] if the options do not go together.
    pub fn start(options: Options) -> Result<Position, PositionError> {
        Setup::start(options).validate()
    }

    /// The start position of `options` with `first` to move.
    ///
    /// # Errors
    ///
    /// [`PositionError::Options`], or [`PositionError::SideToMove`] when
    /// `first` is not a seat of the game.
    pub fn start_with_first(options: Options, first: Seat) -> Result<Position, PositionError> {
        Setup::start_with_first(options, first).validate()
    }

    /// Checks a setup and builds the position: the same as
    /// [`Setup::validate`].
    ///
    /// # Errors
    ///
    /// [`PositionError`] lists every reason.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        setup.validate()
    }

    /// The setup of this position (validating it gives the position back).
    pub fn to_setup(&self) -> Setup {
        Setup {
            options: *self.options(),
            armies: *self.armies(),
            to_move: self.to_move(),
            passes: self.passes(),
            finished: *self.finished(),
        }
    }
}

/// Why a [`Setup`] is not a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    /// The options do not go together.
    Options(OptionsError),
    /// A peg of this army is on a hole that the board does not have.
    OffBoard(Triangle),
    /// This army has pegs but does not play with these options.
    ArmyNotInGame(Triangle),
    /// This army does not have exactly one peg per hole of its start area.
    PegCount(Triangle),
    /// Two pegs on this hole.
    Overlap(CellName),
    /// A peg on a hole of a filled unused triangle.
    OnInertPeg(CellName),
    /// The side to move is not a seat of this game.
    SideToMove(Seat),
    /// The side to move has finished, but the game goes on.
    SideToMoveFinished(Seat),
    /// The finishing order names a seat that is not in the game.
    Finished(Seat),
    /// The finishing order names a seat whose armies are not home (with
    /// fill what is available: an army without any own peg in its goal).
    NotHome(Seat),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Options(e) => write!(f, "invalid options: {e}"),
            PositionError::OffBoard(t) => write!(f, "army {t} has a peg off the board"),
            PositionError::ArmyNotInGame(t) => write!(f, "army {t} does not play"),
            PositionError::PegCount(t) => write!(f, "army {t} has the wrong number of pegs"),
            PositionError::Overlap(c) => write!(f, "two pegs on {c}"),
            PositionError::OnInertPeg(c) => write!(f, "peg on the inert peg on {c}"),
            PositionError::SideToMove(s) => write!(f, "seat {s} to move is not in the game"),
            PositionError::SideToMoveFinished(s) => write!(f, "seat {s} to move has finished"),
            PositionError::Finished(s) => write!(f, "finished seat {s} is not in the game"),
            PositionError::NotHome(s) => write!(f, "finished seat {s} is not home"),
        }
    }
}

impl Error for PositionError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            PositionError::Options(e) => Some(e),
            _ => None,
        }
    }
}

impl From<OptionsError> for PositionError {
    fn from(e: OptionsError) -> PositionError {
        PositionError::Options(e)
    }
}
