//! Text notation for positions ([`Setup`]: `FromStr` + `Display`) and moves
//! ([`MoveNotation`]). The format is described in `docs/notation.md`.
//!
//! Position: `<options>/<army>:<cells>/…/<turn>`, e.g. the two-player start
//! `p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0`.
//!
//! Reading is lenient (case-insensitive, whitespace ignored, empty `.` items
//! skipped, armies in any order); writing is canonical (lowercase, defaults
//! omitted, armies and cells in index order, runs written as ranges).
//! Parsing only checks syntax and that cells exist on the board; whether the
//! setup is a legal position is [`Setup::validate`]'s job.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use super::cell::{Cell, CellSet};
use super::geometry::{CellError, CellName, Geometry};
use super::moves::{Move, MoveKind};
use super::options::{Options, ParseOptionsError};
use super::player::SeatList;
use super::player::{ByTriangle, Seat, Triangle};
use super::position::Position;
use super::setup::Setup;

/// Longest position text accepted, in bytes.
pub(crate) const MAX_LEN: usize = 4096;

/// Which part of a position text is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupField {
    /// The overall `/`-separated layout.
    Layout,
    /// The options field (first).
    Options,
    /// An army field, by its 0-based field number.
    Army(usize),
    /// The turn field (last).
    Turn,
}

impl fmt::Display for SetupField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupField::Layout => f.write_str("layout"),
            SetupField::Options => f.write_str("options"),
            SetupField::Army(i) => write!(f, "field {i}"),
            SetupField::Turn => f.write_str("turn"),
        }
    }
}

/// What is wrong in a field of a position text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupReason {
    /// Fewer than two `/`-separated fields.
    MissingField,
    /// Longer than 4096 bytes.
    TooLong,
    /// An option token that means nothing.
    UnknownOption,
    /// The same option given twice.
    DuplicateOption,
    /// No `p2`/`p3`/`p4`/`p6` token.
    MissingPlayers,
    /// An army field not starting with a triangle digit `0`–`5` and `:`.
    BadArmy,
    /// The same army twice.
    DuplicateArmy,
    /// A cell name that is not a hole of the board.
    Cell(CellError),
    /// A range `x1-4` that is malformed or runs backwards.
    BadRange,
    /// The same cell twice in one army.
    DuplicateCell,
    /// The seat to move is not a digit `0`–`5`.
    BadSeat,
    /// A bad `.p` (passes) item.
    BadPasses,
    /// A bad `.f` (finished seats) item.
    BadFinished,
    /// An unknown item in the turn field.
    UnknownTurnItem,
}

impl fmt::Display for SetupReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupReason::MissingField => f.write_str("missing field"),
            SetupReason::TooLong => f.write_str("text too long"),
            SetupReason::UnknownOption => f.write_str("unknown option"),
            SetupReason::DuplicateOption => f.write_str("option given twice"),
            SetupReason::MissingPlayers => f.write_str("number of players missing"),
            SetupReason::BadArmy => f.write_str("expected army digit and ':'"),
            SetupReason::DuplicateArmy => f.write_str("army given twice"),
            SetupReason::Cell(e) => write!(f, "{e}"),
            SetupReason::BadRange => f.write_str("invalid cell range"),
            SetupReason::DuplicateCell => f.write_str("cell given twice"),
            SetupReason::BadSeat => f.write_str("invalid seat to move"),
            SetupReason::BadPasses => f.write_str("invalid pass count"),
            SetupReason::BadFinished => f.write_str("invalid finished seats"),
            SetupReason::UnknownTurnItem => f.write_str("unknown turn item"),
        }
    }
}

/// A position text that cannot be read: where, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseSetupError {
    /// The field.
    pub field: SetupField,
    /// What is wrong.
    pub reason: SetupReason,
}

impl fmt::Display for ParseSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

impl Error for ParseSetupError {}

fn err(field: SetupField, reason: SetupReason) -> ParseSetupError {
    ParseSetupError { field, reason }
}

fn parse_options(text: &str) -> Result<Options, ParseSetupError> {
    text.parse().map_err(|e| {
        err(
            SetupField::Options,
            match e {
                ParseOptionsError::UnknownOption => SetupReason::UnknownOption,
                ParseOptionsError::DuplicateOption => SetupReason::DuplicateOption,
                ParseOptionsError::MissingPlayers => SetupReason::MissingPlayers,
            },
        )
    })
}

fn parse_cells(geo: &Geometry, text: &str, field: SetupField) -> Result<CellSet, ParseSetupError> {
    let e = |r| err(field, r);
    let mut set = CellSet::EMPTY;
    for tok in text.split('.').filter(|t| !t.is_empty()) {
        let (name, rest) = CellName::parse_prefix(tok).map_err(|c| e(SetupReason::Cell(c)))?;
        let last = if rest.is_empty() {
            name.column
        } else {
            let digits = rest.strip_prefix('-').ok_or(e(SetupReason::BadRange))?;
            if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(e(SetupReason::BadRange));
            }
            let n: u16 = digits.parse().map_err(|_| e(SetupReason::BadRange))?;
            let n = u8::try_from(n).map_err(|_| e(SetupReason::Cell(CellError::Column)))?;
            if n < name.column {
                return Err(e(SetupReason::BadRange));
            }
            n
        };
        for column in name.column..=last {
            let c = geo
                .resolve(CellName {
                    row: name.row,
                    column,
                })
                .map_err(|c| e(SetupReason::Cell(c)))?;
            if !set.insert(c) {
                return Err(e(SetupReason::DuplicateCell));
            }
        }
    }
    Ok(set)
}

fn write_cells(geo: &Geometry, set: CellSet, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let cells: Vec<Cell> = set.iter().collect();
    let mut i = 0;
    let mut first = true;
    while i < cells.len() {
        let start = cells[i];
        let mut j = i;
        while j + 1 < cells.len()
            && cells[j + 1].index() == cells[j].index() + 1
            && geo.row(cells[j + 1]) == geo.row(start)
        {
            j += 1;
        }
        if !first {
            f.write_str(".")?;
        }
        first = false;
        write!(f, "{}", geo.name(start))?;
        if j > i {
            write!(f, "-{}", geo.column(cells[j]) + 1)?;
        }
        i = j + 1;
    }
    Ok(())
}

fn parse_turn(text: &str) -> Result<(Seat, u8, SeatList), ParseSetupError> {
    let e = |r| err(SetupField::Turn, r);
    let mut items = text.split('.').filter(|t| !t.is_empty());
    let seat = items.next().ok_or(e(SetupReason::BadSeat))?;
    let seat = match seat.as_bytes() {
        [d @ b'0'..=b'5'] => Seat::new(d - b'0').ok_or(e(SetupReason::BadSeat))?,
        _ => return Err(e(SetupReason::BadSeat)),
    };
    let mut passes = None;
    let mut finished = None;
    for item in items {
        if let Some(n) = item.strip_prefix('p') {
            if passes.is_some()
                || n.is_empty()
                || n.len() > 3
                || !n.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(e(SetupReason::BadPasses));
            }
            passes = Some(n.parse::<u8>().map_err(|_| e(SetupReason::BadPasses))?);
        } else if let Some(list) = item.strip_prefix('f') {
            if finished.is_some() || list.is_empty() {
                return Err(e(SetupReason::BadFinished));
            }
            let mut l = SeatList::new();
            for b in list.bytes() {
                let s = match b {
                    b'0'..=b'5' => Seat::new(b - b'0'),
                    _ => None,
                };
                if !s.is_some_and(|s| l.push(s)) {
                    return Err(e(SetupReason::BadFinished));
                }
            }
            finished = Some(l);
        } else {
            return Err(e(SetupReason::UnknownTurnItem));
        }
    }
    Ok((seat, passes.unwrap_or(0), finished.unwrap_or_default()))
}

impl FromStr for Setup {
    type Err = ParseSetupError;

    /// Reads a position text (see `docs/notation.md`).
    ///
    /// # Examples
    ///
    /// ```
    /// use sternhalma::engine::{Options, Setup};
    ///
    /// let s: Setup = "P2 / 0:a1.b1-2.c1-3.d1-4 / 3:n1-4.o1-3.p1-2.q1 / 0".parse().unwrap();
    /// assert_eq!(s, Setup::start(Options::default()));
    /// assert_eq!(s.to_string(), "p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0");
    /// assert!("p2/0:a1/z9".parse::<Setup>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        if s.len() > MAX_LEN {
            return Err(err(SetupField::Layout, SetupReason::TooLong));
        }
        let text: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let fields: Vec<&str> = text.split('/').collect();
        if fields.len() < 2 {
            return Err(err(SetupField::Layout, SetupReason::MissingField));
        }
        let options = parse_options(fields[0])?;
        let geo = Geometry::get(options.size);
        let mut armies = ByTriangle::<CellSet>::default();
        let mut seen = [false; 6];
        for (i, field) in fields.iter().enumerate().take(fields.len() - 1).skip(1) {
            let f = SetupField::Army(i);
            let (label, cells) = field.split_once(':').ok_or(err(f, SetupReason::BadArmy))?;
            let t = match label.as_bytes() {
                [d @ b'0'..=b'5'] => Triangle::new(d - b'0').ok_or(err(f, SetupReason::BadArmy))?,
                _ => return Err(err(f, SetupReason::BadArmy)),
            };
            if std::mem::replace(&mut seen[t.index()], true) {
                return Err(err(f, SetupReason::DuplicateArmy));
            }
            armies[t] = parse_cells(geo, cells, f)?;
        }
        let (to_move, passes, finished) = parse_turn(fields[fields.len() - 1])?;
        Ok(Setup {
            options,
            armies,
            to_move,
            passes,
            finished,
        })
    }
}

impl fmt::Display for Setup {
    /// The canonical text: defaults omitted, armies in triangle order (every
    /// army of the seating, plus any other army that has pegs), cells in
    /// index order with runs in a row as ranges.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.options)?;
        let geo = Geometry::get(self.options.size);
        let used = self.options.seating().used();
        for t in Triangle::ALL {
            let pegs = self.armies[t];
            if pegs.is_empty() && !used.contains(t) {
                continue;
            }
            write!(f, "/{}:", t.index())?;
            // cells off this board cannot be named: leave them out
            write_cells(geo, pegs & geo.all(), f)?;
        }
        write!(f, "/{}", self.to_move)?;
        if self.passes > 0 {
            write!(f, ".p{}", self.passes)?;
        }
        if !self.finished.is_empty() {
            f.write_str(".f")?;
            for s in self.finished.iter() {
                write!(f, "{s}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// The position text of [`to_setup`](Position::to_setup).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

/// A move in text form, not yet checked against a position:
/// `from-to` (step or hop chain), `fromxto` (a swap whose displaced peg goes
/// to `from`: a step swap or a one-hop swap), `from-backxto` (a hop swap
/// whose displaced peg goes to `back`, the take-off hole of the last hop).
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{MoveNotation, Options, Position};
///
/// let pos = Position::start(Options::default()).unwrap();
/// let m = "N2-M6".parse::<MoveNotation>().unwrap().resolve(&pos).unwrap();
/// assert!(m.is_step());
/// assert_eq!(MoveNotation::from_move(pos.geometry(), m).to_string(), "n2-m6");
/// assert!("n2xm6".parse::<MoveNotation>().unwrap().resolve(&pos).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveNotation {
    /// Start hole.
    pub from: CellName,
    /// For a hop swap: the take-off hole of the last hop, when it differs from `from`.
    pub back: Option<CellName>,
    /// End hole.
    pub to: CellName,
    /// Whether the move is a swap.
    pub swap: bool,
}

impl MoveNotation {
    /// The canonical text form of a move on board `geo`.
    pub fn from_move(geo: &Geometry, m: Move) -> MoveNotation {
        let (swap, back) = match m.kind {
            MoveKind::Step | MoveKind::Hop => (false, None),
            MoveKind::StepSwap => (true, None),
            MoveKind::HopSwap { back } => (true, (back != m.from).then(|| geo.name(back))),
        };
        MoveNotation {
            from: geo.name(m.from),
            back,
            to: geo.name(m.to),
            swap,
        }
    }

    /// The legal move of `pos` this text names.
    ///
    /// # Errors
    ///
    /// [`MoveNotationError::Cell`] when a name is not a hole of the board,
    /// [`MoveNotationError::Illegal`] when no legal move matches.
    pub fn resolve(&self, pos: &Position) -> Result<Move, MoveNotationError> {
        let geo = pos.geometry();
        let from = geo.resolve(self.from).map_err(MoveNotationError::Cell)?;
        let to = geo.resolve(self.to).map_err(MoveNotationError::Cell)?;
        let back = match self.back {
            Some(b) => Some(geo.resolve(b).map_err(MoveNotationError::Cell)?),
            None => None,
        };
        pos.moves_from(from)
            .iter()
            .copied()
            .find(|m| {
                m.to == to
                    && m.is_swap() == self.swap
                    && (!self.swap || m.swap_back() == Some(back.unwrap_or(from)))
            })
            .ok_or(MoveNotationError::Illegal)
    }
}

impl FromStr for MoveNotation {
    type Err = MoveNotationError;

    fn from_str(s: &str) -> Result<MoveNotation, MoveNotationError> {
        if s.len() > 64 {
            return Err(MoveNotationError::Syntax);
        }
        let text: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let cell = |t| CellName::parse_prefix(t).map_err(|_| MoveNotationError::Syntax);
        let (from, rest) = cell(&text)?;
        let (sep, rest) = rest.split_at_checked(1).ok_or(MoveNotationError::Syntax)?;
        let (second, rest) = cell(rest)?;
        match (sep, rest) {
            ("-", "") => Ok(MoveNotation {
                from,
                back: None,
                to: second,
                swap: false,
            }),
            ("x", "") => Ok(MoveNotation {
                from,
                back: None,
                to: second,
                swap: true,
            }),
            ("-", r) => {
                let r = r.strip_prefix('x').ok_or(MoveNotationError::Syntax)?;
                let (to, tail) = cell(r)?;
                if !tail.is_empty() {
                    return Err(MoveNotationError::Syntax);
                }
                Ok(MoveNotation {
                    from,
                    back: Some(second),
                    to,
                    swap: true,
                })
            }
            _ => Err(MoveNotationError::Syntax),
        }
    }
}

impl fmt::Display for MoveNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.swap, self.back) {
            (false, _) => write!(f, "{}-{}", self.from, self.to),
            (true, None) => write!(f, "{}x{}", self.from, self.to),
            (true, Some(b)) => write!(f, "{}-{}x{}", self.from, b, self.to),
        }
    }
}

/// Why a move text names no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveNotationError {
    /// Not `a1-b2`, `a1xb2` or `a1-b2xc3`.
    Syntax,
    /// A name is not a hole of the board.
    Cell(CellError),
    /// No legal move matches.
    Illegal,
}

impl fmt::Display for MoveNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveNotationError::Syntax => f.write_str("invalid move syntax"),
            MoveNotationError::Cell(e) => write!(f, "{e}"),
            MoveNotationError::Illegal => f.write_str("illegal move"),
        }
    }
}

impl Error for MoveNotationError {}

impl Position {
    /// The text of a move on this board (`n2-m2`, `d4xm5`, …).
    pub fn move_name(&self, m: Move) -> String {
        MoveNotation::from_move(self.geometry(), m).to_string()
    }

    /// Reads a move text and finds the legal move it names.
    ///
    /// # Errors
    ///
    /// [`MoveNotationError`].
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveNotationError> {
        text.parse::<MoveNotation>()?.resolve(self)
    }
}
