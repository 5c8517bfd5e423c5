//! [`Setup`] (unvalidated) and [`Position`] (validated): pegs, side to move,
//! legal move generation, play and undo.
//!
//! # Move generation
//!
//! For each peg of the seat to move (every army of the seat):
//!
//! - **steps**: each adjacent empty hole;
//! - **hops**: a depth-first search over landing holes. From a hole `c`, a hop
//!   in direction `d` goes over the adjacent hole (which must hold a peg, any
//!   colour, inert pegs included; the moving peg's start hole is empty during
//!   its own chain) into the hole beyond (which must be empty and not yet
//!   reached). Every reached hole except the start is a destination; each
//!   destination is one move however many paths lead to it.
//! - **goal lock-in** (option): a peg that starts in its army's goal only
//!   lands (steps and every hop) inside that goal.
//! - **resting** (option): the final hole must be allowed for the seat (see
//!   [`Resting`](super::Resting)); intermediate landings are not restricted.
//! - **Masters swap** (option, see [`MoveKind::StepSwap`] and
//!   [`MoveKind::HopSwap`]): when a step, or a hop from any reached hole `c`
//!   (the start included), would land on a hole of the mover's goal that
//!   holds a peg of another seat, the mover may swap: its peg takes that
//!   hole, the other peg goes to the take-off hole (the start for a step,
//!   `c` for a hop), and the move ends there. Under lock-in `c` itself must
//!   be in the goal when the peg started there. A swap is a separate move
//!   from every other; two swaps into the same hole from different take-off
//!   holes are different moves.
//!
//! Nothing allocates: the occupancy and the masks are [`CellSet`]s, the
//! neighbour and jump tables are flat arrays, and moves go into a reusable
//! [`MoveList`].

use std::error::Error;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

use super::areas::Areas;
use super::cell::{Cell, CellSet};
use super::geometry::{CellName, Geometry};
use super::moves::{Move, MoveKind, MoveList, Ply};
use super::options::{AntiSpoiling, End, Options, OptionsError, Resting, Scoring, Unused};
use super::player::{ByTriangle, Seat, Seating, Triangle, TriangleSet};

/// A short ordered list of distinct seats (at most 6), e.g. the finishing order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatList {
    seats: [Option<Seat>; 6],
    len: u8,
}

impl SeatList {
    /// The empty list.
    pub const fn new() -> SeatList {
        SeatList {
            seats: [None; 6],
            len: 0,
        }
    }

    /// Appends `seat` if it is not in the list yet; returns whether it was added.
    pub fn push(&mut self, seat: Seat) -> bool {
        if self.contains(seat) || self.len as usize >= 6 {
            return false;
        }
        self.seats[self.len as usize] = Some(seat);
        self.len += 1;
        true
    }

    /// Whether `seat` is in the list.
    pub fn contains(&self, seat: Seat) -> bool {
        self.iter().any(|s| s == seat)
    }

    /// Number of seats.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the list is empty.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The 0-based position of `seat` in the list.
    pub fn position(&self, seat: Seat) -> Option<usize> {
        self.iter().position(|s| s == seat)
    }

    /// The seats in order.
    pub fn iter(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats[..self.len as usize].iter().flatten().copied()
    }

    /// The seats as a `Vec`.
    pub fn to_vec(&self) -> Vec<Seat> {
        self.iter().collect()
    }

    fn truncate(&mut self, len: u8) {
        while self.len > len {
            self.len -= 1;
            self.seats[self.len as usize] = None;
        }
    }
}

impl FromIterator<Seat> for SeatList {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatList {
        let mut l = SeatList::new();
        for s in iter {
            l.push(s);
        }
        l
    }
}

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

    /// Checks the setup and builds the position.
    ///
    /// # Errors
    ///
    /// See [`PositionError`].
    pub fn validate(&self) -> Result<Position, PositionError> {
        Position::from_setup(self)
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

    /// Checks a setup and builds the position. Seats that are home but not
    /// listed as finished are appended to the finishing order in seat order
    /// (0, 1, 2, …, whoever is to move). A listed seat must be home, except
    /// with fill what is available, where finishing is permanent although
    /// blockers may leave: each of its armies must keep an own peg in its
    /// goal (finished seats never move).
    ///
    /// # Errors
    ///
    /// [`PositionError`] lists every reason.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let options = setup.options;
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
            let pegs = setup.armies[t];
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
        if !seating.has_seat(setup.to_move) {
            return Err(PositionError::SideToMove(setup.to_move));
        }
        for s in setup.finished.iter() {
            if !seating.has_seat(s) {
                return Err(PositionError::Finished(s));
            }
        }
        let rest = rest_tables(&options);
        let mut pos = Position {
            geo,
            areas,
            options,
            seating,
            armies: setup.armies,
            inert,
            occupied,
            board: [0; 256],
            rest,
            to_move: setup.to_move,
            passes: setup.passes,
            finished: setup.finished,
            over: false,
        };
        for c in occupied {
            pos.board[c.index()] = 1;
        }
        if let Some(s) = setup.finished.iter().find(|&s| !pos.stays_finished(s)) {
            return Err(PositionError::NotHome(s));
        }
        pos.update_finished(Seat::FIRST);
        pos.over = pos.compute_over();
        if !pos.over && pos.finished.contains(pos.to_move) {
            return Err(PositionError::SideToMoveFinished(pos.to_move));
        }
        Ok(pos)
    }

    /// The setup of this position (validating it gives the position back).
    pub fn to_setup(&self) -> Setup {
        Setup {
            options: self.options,
            armies: self.armies,
            to_move: self.to_move,
            passes: self.passes,
            finished: self.finished,
        }
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

    /// Fills `moves` with every legal move of the seat to move (nothing when
    /// the game is over).
    pub fn legal_moves(&self, moves: &mut MoveList) {
        self.generate(None, false, moves);
    }

    /// Whether the seat to move has a legal move (stops at the first peg
    /// that has one; `false` when the game is over).
    pub fn has_legal_move(&self) -> bool {
        let mut moves = MoveList::new();
        self.generate(None, true, &mut moves);
        !moves.is_empty()
    }

    /// The legal moves as a new list.
    pub fn legal_move_list(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves
    }

    /// Number of legal moves.
    pub fn count_moves(&self) -> usize {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// The legal moves of the peg on `from` (empty unless it belongs to the
    /// seat to move and the game goes on).
    pub fn moves_from(&self, from: Cell) -> MoveList {
        let mut moves = MoveList::new();
        self.moves_from_into(from, &mut moves);
        moves
    }

    /// Like [`moves_from`](Position::moves_from), into a reusable list.
    pub fn moves_from_into(&self, from: Cell, moves: &mut MoveList) {
        self.generate(Some(from), false, moves);
    }

    /// The generator: every peg of the seat to move, or only the peg on
    /// `only`; with `first`, it stops after the first peg that has moves.
    fn generate(&self, only: Option<Cell>, first: bool, moves: &mut MoveList) {
        moves.clear();
        if self.over {
            return;
        }
        let seat = self.to_move;
        let geo = self.geo;
        let empty = geo.all() - self.occupied;
        let rest = &self.rest.bytes[seat.index()];
        let swap_on = self.options.anti_spoiling == AntiSpoiling::Swap;
        let others = if swap_on {
            self.occupied - self.inert - self.seat_pegs(seat)
        } else {
            CellSet::EMPTY
        };
        let mut scratch = Scratch::new(geo, &self.board);
        // (Read once: in wasm, reading it through `self` in the loop made generation ~30% slower.)
        let areas = self.areas;
        for army in self.seating.armies(seat).iter() {
            let goal = areas.goal(army);
            let swap = goal & others;
            let pegs = match only {
                Some(c) => self.armies[army] & CellSet::from_cell(c),
                None => self.armies[army],
            };
            for c in swap {
                scratch.state[c.index()] |= SWAP_TARGET;
            }
            for from in pegs {
                if self.options.lock_in && goal.contains(from) {
                    let rest = self.rest.sets[seat.index()];
                    gen_locked_peg(
                        geo,
                        from,
                        self.occupied,
                        empty & goal,
                        rest,
                        swap,
                        &mut scratch,
                        moves,
                    );
                } else if swap.is_empty() {
                    gen_peg::<false>(geo, from, rest, &mut scratch, moves);
                } else {
                    gen_peg::<true>(geo, from, rest, &mut scratch, moves);
                }
                if first && !moves.is_empty() {
                    return;
                }
            }
            for c in swap {
                scratch.state[c.index()] &= !SWAP_TARGET;
            }
        }
    }

    /// Whether `m` is legal here (same generator as [`legal_moves`](Position::legal_moves)).
    pub fn is_legal(&self, m: Move) -> bool {
        self.moves_from(m.from).contains(&m)
    }

    /// Whether the seat to move has no legal move and must pass (the game
    /// not being over).
    pub fn must_pass(&self) -> bool {
        !self.over && !self.has_legal_move()
    }

    /// The hop path of a legal move for animation: the holes the peg visits,
    /// start and end included (a shortest chain for hops; for a hop swap the
    /// chain to the take-off hole, then the swap hole). `None` if `m` is not
    /// legal.
    pub fn path(&self, m: Move) -> Option<Vec<Cell>> {
        if !self.is_legal(m) {
            return None;
        }
        let target = match m.kind {
            MoveKind::Step | MoveKind::StepSwap => return Some(vec![m.from, m.to]),
            MoveKind::Hop => m.to,
            MoveKind::HopSwap { back } => back,
        };
        let army = self.army_at(m.from)?;
        let goal = self.areas.goal(army);
        let land_ok = if self.options.lock_in && goal.contains(m.from) {
            goal
        } else {
            self.geo.all()
        };
        let occ = self.occupied.without(m.from);
        let mut avail = (self.geo.all() - self.occupied) & land_ok;
        let mut parent = [u8::MAX; 256];
        let mut queue = vec![m.from.to_u8()];
        let mut head = 0;
        let mut found = target == m.from;
        while head < queue.len() && !found {
            let c = Cell::new(queue[head]);
            head += 1;
            for &[over, land] in self.geo.raw_jumps(c) {
                if occ.contains(Cell::new(over)) && avail.contains(Cell::new(land)) {
                    avail.remove(Cell::new(land));
                    parent[land as usize] = c.to_u8();
                    queue.push(land);
                    if land == target.to_u8() {
                        found = true;
                        break;
                    }
                }
            }
        }
        if !found {
            return None;
        }
        let mut path = vec![target];
        let mut c = target;
        while c != m.from {
            c = Cell::new(parent[c.index()]);
            path.push(c);
        }
        path.reverse();
        if matches!(m.kind, MoveKind::HopSwap { .. }) {
            path.push(m.to);
        }
        Some(path)
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
    fn stays_finished(&self, seat: Seat) -> bool {
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

/// Bit `c` of `set` as 0 or 1.
#[inline(always)]
fn bit(set: &CellSet, c: u8) -> u64 {
    (set.0[(c >> 6) as usize] >> (c & 63)) & 1
}

/// Where each seat may end a move under one set of options, as cell sets
/// and as bytes (1 = allowed) indexed by cell; built once per option set.
#[derive(Debug)]
struct RestTables {
    sets: [CellSet; 6],
    bytes: [[u8; 256]; 6],
}

type RestKey = (
    super::options::BoardSize,
    super::options::Pegs,
    Resting,
    super::player::Players,
    bool,
);

/// The resting tables of `options` (computed on first use, then shared).
fn rest_tables(options: &Options) -> &'static RestTables {
    static CACHE: Mutex<Vec<(RestKey, &'static RestTables)>> = Mutex::new(Vec::new());
    let key = (
        options.size,
        options.pegs,
        options.resting,
        options.players,
        options.multiple_sets,
    );
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, t)) = cache.iter().find(|(k, _)| *k == key) {
        return t;
    }
    let geo = Geometry::get(options.size);
    let areas = Areas::of(options);
    let seating = options.seating();
    let mut t = RestTables {
        sets: [CellSet::EMPTY; 6],
        bytes: [[0; 256]; 6],
    };
    for seat in seating.seats() {
        let own = seating.own_triangles(seat);
        let others = seating
            .seats()
            .filter(|&s| s != seat)
            .fold(TriangleSet::EMPTY, |a, s| a.union(seating.own_triangles(s)));
        let forbidden = match options.resting {
            Resting::Anywhere => TriangleSet::EMPTY,
            Resting::PassThrough => others,
            Resting::Bga => TriangleSet::ALL,
        };
        let area = |set: TriangleSet| set.iter().fold(CellSet::EMPTY, |s, p| s | areas.point(p));
        let forbidden_cells = area(forbidden) - area(own);
        let ok = geo.all() - forbidden_cells;
        t.sets[seat.index()] = ok;
        for c in ok {
            t.bytes[seat.index()][c.index()] = 1;
        }
    }
    let t: &'static RestTables = Box::leak(Box::new(t));
    cache.push((key, t));
    t
}

/// `Scratch::state` bit: an empty hole not yet reached by the current peg.
const FREE: u8 = 1;
/// `Scratch::state` bit: a goal hole of the current army held by another
/// seat's peg (a Masters swap target).
const SWAP_TARGET: u8 = 2;

/// Per-call scratch space of the generator, as byte arrays indexed by cell
/// (index 255, the "no cell" marker of the tables, is never set):
/// `occ[c]` is `FREE | SWAP_TARGET` when `c` holds a peg (the moving peg's own
/// start is cleared during its search), `state[c]` holds the `FREE` and
/// `SWAP_TARGET` bits, and `stack` lists the holes reached by the current peg
/// in breadth-first order, its start first.
///
/// A hop from `c` over `o` onto `l` is then `occ[o] & state[l]`: bit 0 says a
/// new hole is reached, bit 1 that a swap is possible.
struct Scratch {
    stack: [u8; 256],
    occ: [u8; 256],
    state: [u8; 256],
}

impl Scratch {
    fn new(geo: &Geometry, board: &[u8; 256]) -> Scratch {
        let on = geo.on_board_bytes();
        Scratch {
            stack: [0; 256],
            occ: std::array::from_fn(|i| board[i] * (FREE | SWAP_TARGET)),
            state: std::array::from_fn(|i| on[i] & !board[i] & FREE),
        }
    }
}

/// Generates the moves of the peg on `from` (not locked in its goal).
///
/// `rest`: 1 on the holes where a move may end; `SWAP`: whether the army
/// has Masters swap targets (marked in `scratch.state`).
///
/// Branch-free per direction: a candidate move is always written to the next
/// slot of the list and kept only if legal. Steps and the first hops share
/// one pass over the six directions. The hop search is breadth first over
/// `scratch.stack`; a hole is appended (and loses its `FREE` bit) exactly
/// when a hop first reaches it. Each hole is appended at most once: at most
/// 253 entries, and at most 6 steps + 252 hops per peg (swaps are pushed
/// separately). The marks are undone at the end, from the list.
#[inline]
fn gen_peg<const SWAP: bool>(
    geo: &Geometry,
    from: Cell,
    rest: &[u8; 256],
    scratch: &mut Scratch,
    moves: &mut MoveList,
) {
    let mut out = moves.slots();
    let Scratch { stack, occ, state } = scratch;
    occ[from.index()] = 0;
    stack[0] = from.to_u8();
    let mut len = 1usize;
    let mut seen = 0u8;
    let near = geo.raw_neighbors(from);
    let far = geo.raw_jumps(from);
    for d in 0..6 {
        let (n, land) = (near[d], far[d][1]);
        let free = state[n as usize] & FREE & rest[n as usize];
        out.write_if(
            Move {
                from,
                to: Cell::new(n),
                kind: MoveKind::Step,
            },
            u64::from(free),
        );
        let h = occ[n as usize] & state[land as usize];
        state[land as usize] ^= h & FREE;
        stack[len & 255] = land;
        len += usize::from(h & FREE);
        if SWAP {
            seen |= state[n as usize] | h;
        }
    }
    let mut i = 1usize;
    while i < len {
        let c = stack[i & 255];
        i += 1;
        for &[over, land] in geo.raw_jumps(Cell::new(c)) {
            let h = occ[over as usize] & state[land as usize];
            state[land as usize] ^= h & FREE;
            stack[len & 255] = land;
            len += usize::from(h & FREE);
            if SWAP {
                seen |= h;
            }
        }
    }
    let len = len.min(256);
    for &to in &stack[1..len] {
        state[to as usize] |= FREE;
        out.write_if(
            Move {
                from,
                to: Cell::new(to),
                kind: MoveKind::Hop,
            },
            u64::from(rest[to as usize]),
        );
    }
    let kept = out.kept;
    moves.commit(kept);
    if SWAP && seen & SWAP_TARGET != 0 {
        for &n in near {
            if state[n as usize] & SWAP_TARGET != 0 {
                moves.push(Move {
                    from,
                    to: Cell::new(n),
                    kind: MoveKind::StepSwap,
                });
            }
        }
        for &c in &stack[..len] {
            for &[over, land] in geo.raw_jumps(Cell::new(c)) {
                if occ[over as usize] & state[land as usize] & SWAP_TARGET != 0 {
                    let kind = MoveKind::HopSwap { back: Cell::new(c) };
                    moves.push(Move {
                        from,
                        to: Cell::new(land),
                        kind,
                    });
                }
            }
        }
    }
    occ[from.index()] = FREE | SWAP_TARGET;
}

/// Generates the moves of the peg on `from`, which starts in its goal under
/// lock-in: it may only land on `avail` (the empty holes of the goal).
#[allow(clippy::too_many_arguments)]
fn gen_locked_peg(
    geo: &Geometry,
    from: Cell,
    occupied: CellSet,
    avail: CellSet,
    rest: CellSet,
    swap: CellSet,
    scratch: &mut Scratch,
    moves: &mut MoveList,
) {
    let occ = occupied.without(from);
    let step_ok = avail & rest;
    for &n in geo.raw_neighbors(from) {
        if bit(&step_ok, n) != 0 {
            moves.push(Move {
                from,
                to: Cell::new(n),
                kind: MoveKind::Step,
            });
        }
    }
    let stack = &mut scratch.stack;
    let mut left = avail;
    stack[0] = from.to_u8();
    let mut len = 1usize;
    let mut i = 0usize;
    while i < len && i < 256 {
        let c = stack[i];
        i += 1;
        for &[over, land] in geo.raw_jumps(Cell::new(c)) {
            if bit(&occ, over) & bit(&left, land) != 0 {
                left.remove(Cell::new(land));
                if let Some(slot) = stack.get_mut(len) {
                    *slot = land;
                    len += 1;
                }
            }
        }
    }
    for &to in &stack[1..len] {
        if bit(&rest, to) != 0 {
            moves.push(Move {
                from,
                to: Cell::new(to),
                kind: MoveKind::Hop,
            });
        }
    }
    for to in geo.neighbor_set(from) & swap {
        moves.push(Move {
            from,
            to,
            kind: MoveKind::StepSwap,
        });
    }
    for &c in &stack[..len] {
        for &[over, land] in geo.raw_jumps(Cell::new(c)) {
            if bit(&occ, over) & bit(&swap, land) != 0 {
                let kind = MoveKind::HopSwap { back: Cell::new(c) };
                moves.push(Move {
                    from,
                    to: Cell::new(land),
                    kind,
                });
            }
        }
    }
}
