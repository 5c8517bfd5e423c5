//! [`Position`]: a validated position (options, pegs, side to move, passes
//! and finishers), playing and taking back plies ([`PlayError`], [`Undo`]),
//! home and finishing, and the end of the game. A position comes from a
//! [`Setup`](super::Setup) (`setup.rs`); its legal moves from the generator
//! (`movegen.rs`).

use std::error::Error;
use std::fmt;
use std::hash::{Hash, Hasher};

use super::areas::Areas;
use super::cell::{Cell, CellSet};
use super::geometry::Geometry;
use super::moves::{Move, Ply};
use super::option_values::{AntiSpoiling, End, Scoring};
use super::options::Options;
use super::player::{ByTriangle, Seat, SeatList, Seating, Triangle};
use super::resting::{rest_tables, RestTables};

/// Why a move or pass cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayError {
    /// The move is not in the legal move list.
    Illegal,
    /// The game is over.
    GameOver,
    /// A pass is only allowed without any legal move.
    CannotPass,
    /// The game already holds the most moves a game may hold
    /// ([`Game::MAX_MOVES`](super::Game::MAX_MOVES)).
    TooLong,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayError::Illegal => "illegal move",
            PlayError::GameOver => "game is over",
            PlayError::CannotPass => "cannot pass with a legal move",
            PlayError::TooLong => "the game has reached its maximum length",
        })
    }
}

impl Error for PlayError {}

/// What [`Position::undo`] needs to take a ply back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Undo {
    ply: Ply,
    displaced: Option<Triangle>,
    to_move: Seat,
    passes: u8,
    finished_len: u8,
    over: bool,
}

impl Undo {
    /// The ply this undoes.
    pub fn ply(&self) -> Ply {
        self.ply
    }
}

/// A valid position: options, pegs, side to move, passes and finishers.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{MoveList, Options, Position};
///
/// let mut pos = Position::start(Options::default()).unwrap();
/// let mut moves = MoveList::new();
/// pos.legal_moves(&mut moves);
/// assert_eq!(moves.len(), 14);
/// let m = moves[0];
/// let before = pos.clone();
/// let undo = pos.play(m).unwrap();
/// pos.undo(undo);
/// assert_eq!(pos, before);
/// ```
#[derive(Clone)]
pub struct Position {
    geo: &'static Geometry,
    /// Start and goal areas of the armies.
    areas: &'static Areas,
    options: Options,
    seating: Seating,
    armies: ByTriangle<CellSet>,
    inert: CellSet,
    occupied: CellSet,
    /// `occupied` as one byte per cell (1 = peg), for the generator.
    board: [u8; 256],
    /// Where each seat may end a move (shared per option set).
    rest: &'static RestTables,
    to_move: Seat,
    passes: u8,
    finished: SeatList,
    over: bool,
}

impl fmt::Debug for Position {
    /// The position text (see `docs/notation.md`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        self.options == o.options
            && self.armies == o.armies
            && self.to_move == o.to_move
            && self.passes == o.passes
            && self.finished == o.finished
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.options.hash(h);
        self.armies.hash(h);
        self.to_move.hash(h);
        self.passes.hash(h);
        self.finished.hash(h);
    }
}

impl Position {
    /// The position of pegs and turn that [`Setup::validate`](super::Setup::validate)
    /// has checked so far (options, pegs, seats), before its finishing order is
    /// settled ([`record_home_seats`](Position::record_home_seats)).
    pub(super) fn assemble(
        options: Options,
        armies: ByTriangle<CellSet>,
        inert: CellSet,
        to_move: Seat,
        passes: u8,
        finished: SeatList,
    ) -> Position {
        let occupied = Triangle::ALL
            .into_iter()
            .fold(inert, |occ, t| occ | armies[t]);
        let mut pos = Position {
            geo: Geometry::get(options.size),
            areas: Areas::of(&options),
            options,
            seating: options.seating(),
            armies,
            inert,
            occupied,
            board: [0; 256],
            rest: rest_tables(&options),
            to_move,
            passes,
            finished,
            over: false,
        };
        for c in occupied {
            pos.board[c.index()] = 1;
        }
        pos
    }

    /// The board geometry.
    pub fn geometry(&self) -> &'static Geometry {
        self.geo
    }

    /// The start and goal areas of the armies.
    pub fn areas(&self) -> &'static Areas {
        self.areas
    }

    /// Where the army starting in `army` starts (its home triangle, or its
    /// 15 holes in the 15-peg game).
    pub fn start_area(&self, army: Triangle) -> CellSet {
        self.areas.start(army)
    }

    /// The goal of the army starting in `army`.
    pub fn goal_area(&self, army: Triangle) -> CellSet {
        self.areas.goal(army)
    }

    /// The rule options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Who owns which army.
    pub fn seating(&self) -> &Seating {
        &self.seating
    }

    /// The seat to move (when the game is over: the seat that would be next).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// Consecutive passes just before this position.
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// Seats that have finished, in order.
    pub fn finished(&self) -> &SeatList {
        &self.finished
    }

    /// Whether the game is over (no seat moves any more).
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The pegs of the army starting in `t` (empty if it does not play).
    pub fn army(&self, t: Triangle) -> CellSet {
        self.armies[t]
    }

    /// The pegs of every army.
    pub fn armies(&self) -> &ByTriangle<CellSet> {
        &self.armies
    }

    /// The inert pegs (filled unused triangles).
    pub fn inert(&self) -> CellSet {
        self.inert
    }

    /// Every occupied hole (armies and inert pegs).
    pub fn occupied(&self) -> CellSet {
        self.occupied
    }

    /// The pegs of every army of `seat`.
    pub fn seat_pegs(&self, seat: Seat) -> CellSet {
        self.seating
            .armies(seat)
            .iter()
            .fold(CellSet::EMPTY, |s, t| s | self.armies[t])
    }

    /// The army whose peg is on `c`, if any.
    pub fn army_at(&self, c: Cell) -> Option<Triangle> {
        Triangle::ALL
            .into_iter()
            .find(|&t| self.armies[t].contains(c))
    }

    /// The seat owning the peg on `c`, if any (inert pegs have none).
    pub fn owner_at(&self, c: Cell) -> Option<Seat> {
        self.army_at(c).and_then(|t| self.seating.owner(t))
    }

    /// The holes where a move of `seat` may end (resting rule).
    pub fn rest_allowed(&self, seat: Seat) -> CellSet {
        self.rest
            .sets
            .get(seat.index())
            .copied()
            .unwrap_or(CellSet::EMPTY)
    }

    /// The occupied holes as one byte per cell (1 = peg), for the generator.
    #[inline]
    pub(super) fn board(&self) -> &[u8; 256] {
        &self.board
    }

    /// Where each seat may end a move, for the generator.
    #[inline]
    pub(super) fn rest_tables(&self) -> &'static RestTables {
        self.rest
    }

    /// Plays a legal move.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game is over, [`PlayError::Illegal`]
    /// when `m` is not a legal move.
    pub fn play(&mut self, m: Move) -> Result<Undo, PlayError> {
        if self.over {
            return Err(PlayError::GameOver);
        }
        if !self.is_legal(m) {
            return Err(PlayError::Illegal);
        }
        Ok(self.play_unchecked(m))
    }

    /// Plays a move from [`legal_moves`](Position::legal_moves) without
    /// checking it. An illegal move leaves the position inconsistent (but
    /// never panics).
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        let mover = self.to_move;
        let mut undo = Undo {
            ply: Ply::Move(m),
            displaced: None,
            to_move: mover,
            passes: self.passes,
            finished_len: self.finished.len() as u8,
            over: self.over,
        };
        let army = self
            .seating
            .armies(mover)
            .iter()
            .find(|&t| self.armies[t].contains(m.from));
        if let Some(back) = m.swap_back() {
            if let Some(other) = self.army_at(m.to) {
                self.armies[other].remove(m.to);
                self.armies[other].insert(back);
                undo.displaced = Some(other);
            }
            self.set_hole(m.from, false);
            self.set_hole(back, true);
        } else {
            self.set_hole(m.from, false);
            self.set_hole(m.to, true);
        }
        if let Some(a) = army {
            self.armies[a].remove(m.from);
            self.armies[a].insert(m.to);
        }
        self.passes = 0;
        self.update_finished(mover);
        self.advance(mover);
        undo
    }

    /// Passes (only when the seat to move has no legal move).
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`], or [`PlayError::CannotPass`] when a legal
    /// move exists.
    pub fn pass(&mut self) -> Result<Undo, PlayError> {
        if self.over {
            return Err(PlayError::GameOver);
        }
        if !self.must_pass() {
            return Err(PlayError::CannotPass);
        }
        Ok(self.pass_unchecked())
    }

    /// Passes without checking that no move exists.
    pub fn pass_unchecked(&mut self) -> Undo {
        let mover = self.to_move;
        let undo = Undo {
            ply: Ply::Pass,
            displaced: None,
            to_move: mover,
            passes: self.passes,
            finished_len: self.finished.len() as u8,
            over: self.over,
        };
        self.passes = self.passes.saturating_add(1);
        self.advance(mover);
        undo
    }

    /// Plays a ply (move or pass), checked.
    ///
    /// # Errors
    ///
    /// As [`play`](Position::play) and [`pass`](Position::pass).
    pub fn play_ply(&mut self, ply: Ply) -> Result<Undo, PlayError> {
        match ply {
            Ply::Move(m) => self.play(m),
            Ply::Pass => self.pass(),
        }
    }

    /// Takes back the ply that returned `undo` (must be the last one played).
    pub fn undo(&mut self, undo: Undo) {
        if let Ply::Move(m) = undo.ply {
            let army = Triangle::ALL
                .into_iter()
                .find(|&t| self.armies[t].contains(m.to));
            if let Some(back) = m.swap_back() {
                self.set_hole(back, false);
                self.set_hole(m.from, true);
            } else {
                self.set_hole(m.to, false);
                self.set_hole(m.from, true);
            }
            if let Some(a) = army {
                self.armies[a].remove(m.to);
                self.armies[a].insert(m.from);
            }
            if let (Some(other), Some(back)) = (undo.displaced, m.swap_back()) {
                self.armies[other].remove(back);
                self.armies[other].insert(m.to);
            }
        }
        self.to_move = undo.to_move;
        self.passes = undo.passes;
        self.finished.truncate(undo.finished_len);
        self.over = undo.over;
    }

    #[inline]
    fn set_hole(&mut self, c: Cell, full: bool) {
        if full {
            self.occupied.insert(c);
        } else {
            self.occupied.remove(c);
        }
        self.board[c.index()] = u8::from(full);
    }

    /// Whether the army starting in `t` is home (by the anti-spoiling rule).
    pub fn is_home(&self, t: Triangle) -> bool {
        if self.seating.owner(t).is_none() {
            return false;
        }
        let goal = self.areas.goal(t);
        let own = self.armies[t];
        match self.options.anti_spoiling {
            AntiSpoiling::FillAvailable => goal.is_subset(self.occupied) && own.intersects(goal),
            AntiSpoiling::None | AntiSpoiling::Swap => goal.is_subset(own),
        }
    }

    /// Whether every army of `seat` is home.
    pub fn is_seat_home(&self, seat: Seat) -> bool {
        let armies = self.seating.armies(seat);
        !armies.is_empty() && armies.iter().all(|t| self.is_home(t))
    }

    /// Whether `seat` can be listed as finished here: it is home, or with
    /// fill what is available each of its armies still has an own peg in
    /// its goal (its blockers may have left since; its own pegs never move
    /// again).
    pub(super) fn stays_finished(&self, seat: Seat) -> bool {
        match self.options.anti_spoiling {
            AntiSpoiling::FillAvailable => {
                let armies = self.seating.armies(seat);
                !armies.is_empty()
                    && armies
                        .iter()
                        .all(|t| self.armies[t].intersects(self.areas.goal(t)))
            }
            AntiSpoiling::None | AntiSpoiling::Swap => self.is_seat_home(seat),
        }
    }

    /// Records the seats that are home when a setup is validated (in seat
    /// order from seat 0), and whether the game is over.
    pub(super) fn record_home_seats(&mut self) {
        self.update_finished(Seat::FIRST);
        self.over = self.compute_over();
    }

    /// Records newly home seats, `first` before the others (then in turn
    /// order after `first`): after a move `first` is the mover; when a
    /// setup is validated it is seat 0.
    fn update_finished(&mut self, first: Seat) {
        let n = self.seating.seat_count() as u8;
        for i in 0..n {
            let Some(seat) = Seat::new((first.index() as u8 + i) % n) else {
                continue;
            };
            if !self.finished.contains(seat) && self.is_seat_home(seat) {
                self.finished.push(seat);
            }
        }
    }

    fn advance(&mut self, mover: Seat) {
        self.over = self.compute_over();
        let mut s = mover;
        for _ in 0..self.seating.seat_count() {
            s = self.seating.next(s);
            if !self.finished.contains(s) {
                self.to_move = s;
                return;
            }
        }
    }

    /// Number of seats still playing.
    pub fn active_seats(&self) -> usize {
        self.seating.seat_count() - self.finished.len()
    }

    /// Whether a seat's unit (the seat, or its team) has completed.
    pub(crate) fn unit_complete(&self, seat: Seat) -> bool {
        self.finished.contains(seat)
            && self
                .seating
                .partner(seat)
                .is_none_or(|p| self.finished.contains(p))
    }

    /// The units (seats, or teams of two named by their lower seat).
    pub(crate) fn units(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seating
            .seats()
            .filter(|s| self.seating.partner(*s).is_none_or(|p| p > *s))
    }

    fn compute_over(&self) -> bool {
        let active = self.active_seats();
        if active == 0 || usize::from(self.passes) >= active {
            return true;
        }
        let units = self.units().count();
        let complete = self.units().filter(|&u| self.unit_complete(u)).count();
        if self.options.scoring == Scoring::Bga {
            return complete >= 1;
        }
        match self.options.end {
            End::FirstFinisher => complete >= 1,
            End::PlayOn => complete + 1 >= units,
        }
    }
}
