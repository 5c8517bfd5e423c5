//! Links: a game or a position written into the URL fragment, and read back.
//!
//! Pure code, no web dependencies: the browser side (`ui::url`, `ui::storage`, `ui::share`)
//! only moves these strings around. The format is documented in `docs/links.md`.
//!
//! A link is `<kind><version>.<payload>`:
//!
//! - `g2.` — a **game**: rule options, who plays each seat, the start (the standard start with
//!   its first seat, or any position), every recorded move (undone ones included, so redo
//!   survives) and how many of them are played (the cursor).
//! - `p2.` — a **position**: rule options, the pegs of every army, the side to move, passes and
//!   the seats that have finished.
//! - `t1.` — a position in the engine's readable notation (`docs/notation.md`), for links made
//!   by hand, e.g. `t1.p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0`.
//!
//! The `g` and `p` payloads are one bit stream written six bits per base64url character
//! (`A–Z a–z 0–9 - _`), most significant bit first, padded with zero bits to a whole
//! character. Each move is its index in the position's legal moves sorted by
//! `(from, to, kind)`, written with just enough bits for that list (`⌈log₂ n⌉`), so a typical
//! move costs one character or less.
//!
//! The rule options are written as the list of options that differ from their defaults, each
//! as its [`OptionId`] and value code (`put_options_v2` / `get_options_v2`), so a new option
//! needs no new version: a link without it means its default. Version 1 links (`g1.`, `p1.`)
//! wrote the options in 14 fixed bits; they are still read (`get_options_v1`), never written.
//!
//! The version number selects the decoder: a later format gets a new number and the decoders
//! of today stay, so links made today keep opening. A number above the newest this build knows
//! is reported as [`LinkError::FutureVersion`].
//!
//! Decoding never panics: every way a link can be wrong is a [`LinkError`].
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::link::{decode, encode_game, encode_position, Link};
//! use sternhalma::app::state::default_seats;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! let m = game.position().legal_move_list()[0];
//! game.play(m).unwrap();
//! let text = encode_game(&game, &default_seats(&Options::default()));
//! match decode(&text).unwrap() {
//!     Link::Game(link) => assert_eq!(link.game, game),
//!     Link::Position(_) => unreachable!(),
//! }
//! let start = encode_position(game.start());
//! assert!(start.len() < 40);
//! assert!(decode("#g9.AAAA").is_err());
//! ```

use std::error::Error;
use std::fmt;

use crate::app::state::{default_colour, SeatKind, SeatSetup};
use crate::engine::{
    AntiSpoiling, BoardSize, ByTriangle, CellSet, End, Game, Geometry, Move, OptionId, Options,
    OptionsError, ParseSetupError, Pegs, Players, Ply, Position, PositionError, Resting, Scoring,
    Seat, SeatList, Setup, Triangle, Unused,
};

/// Newest version of game links this build writes and reads.
pub const GAME_VERSION: u32 = 2;
/// Newest version of position links this build writes and reads.
pub const POSITION_VERSION: u32 = 2;
/// Newest version of readable (notation) position links.
pub const TEXT_VERSION: u32 = 1;
/// Longest link accepted, in bytes (the leading `#` not counted): room for the longest game
/// ([`MAX_MOVES`] moves of at most 15 bits each, see `docs/links.md`) and its head.
pub const MAX_LEN: usize = 80_000;
/// Most moves a game link may hold: the most a game holds ([`Game::MAX_MOVES`]), so every game
/// the engine lets grow can be written and read back.
pub const MAX_MOVES: usize = Game::MAX_MOVES;
/// Highest computer level a seat can have in a link.
pub const MAX_LEVEL: u8 = 15;

/// A game read from a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// The game, with its start, every recorded move and its cursor.
    pub game: Game,
    /// Who plays each seat (kind and colour; names are not in links).
    pub seats: Vec<SeatSetup>,
    /// The game as this build writes it, ready to follow its next moves.
    writer: Box<GameWriter>,
}

impl GameLink {
    /// A writer holding this game, ready to follow its next moves ([`GameWriter::sync`]).
    /// (Built while the link was read: no move is written again.)
    pub fn writer(&self) -> &GameWriter {
        &self.writer
    }

    /// The game, its seats and its writer.
    pub fn into_parts(self) -> (Game, Vec<SeatSetup>, GameWriter) {
        (self.game, self.seats, *self.writer)
    }
}

/// What a link holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// A game in progress (`g` links).
    Game(GameLink),
    /// A bare position (`p` and `t` links): a new game starts there.
    Position(Box<Position>),
}

impl Link {
    /// The game to load as a [`GameLink`]: a game link as it is, a position link as a new game
    /// from that position, with `seats` fitted to its options.
    pub fn into_game_link(self, seats: Vec<SeatSetup>) -> GameLink {
        match self {
            Link::Game(l) => l,
            Link::Position(p) => {
                let game = Game::new(*p);
                let seats = crate::app::state::fit_seats(game.position().options(), seats);
                let writer = Box::new(GameWriter::new(&game, &seats));
                GameLink {
                    game,
                    seats,
                    writer,
                }
            }
        }
    }
}

/// Why a text is not a valid link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkError {
    /// Nothing after the `#`.
    Empty,
    /// Longer than [`MAX_LEN`].
    TooLong,
    /// No `<kind><version>.` header: not a link of this game.
    NotALink,
    /// A kind of link this build does not know.
    UnknownKind,
    /// A version newer than this build reads.
    FutureVersion {
        /// The kind letter (`g`, `p`, `t`).
        kind: char,
        /// The version in the link.
        version: u32,
    },
    /// A character outside the link alphabet, at this byte offset of the link.
    BadChar {
        /// Byte offset (the leading `#` not counted).
        index: usize,
    },
    /// The link ends too early.
    Truncated,
    /// Characters (or non-zero padding bits) after the end of the data.
    TrailingData,
    /// An option or value code that means nothing (e.g. from a newer build), or options
    /// written twice, out of order or at their defaults.
    UnknownOption,
    /// Options that do not go together.
    Options(OptionsError),
    /// A seat number or seat kind that cannot be.
    BadSeat,
    /// A peg given to an army that does not play.
    BadPeg,
    /// The pegs and turn do not make a valid position.
    Position(PositionError),
    /// A readable position that cannot be parsed.
    Notation(ParseSetupError),
    /// More than [`MAX_MOVES`] moves.
    TooManyMoves,
    /// The move with this 1-based number is not legal where it is played.
    IllegalMove {
        /// 1-based move number.
        number: usize,
    },
    /// The current move lies beyond the recorded moves.
    Cursor {
        /// The cursor in the link (moves played).
        cursor: usize,
        /// The moves recorded.
        moves: usize,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => f.write_str("the link is empty"),
            LinkError::TooLong => f.write_str("the link is too long"),
            LinkError::NotALink => f.write_str("not a sternhalma link"),
            LinkError::UnknownKind => {
                f.write_str("unknown kind of link (made by a newer version?)")
            }
            LinkError::FutureVersion { kind, version } => {
                write!(
                    f,
                    "link made by a newer version of the game ({kind}{version})"
                )
            }
            LinkError::BadChar { index } => write!(f, "bad character at position {}", index + 1),
            LinkError::Truncated => f.write_str("the link is cut short"),
            LinkError::TrailingData => f.write_str("unexpected data at the end of the link"),
            LinkError::UnknownOption => f.write_str("unknown rule option"),
            LinkError::Options(e) => write!(f, "invalid options: {e}"),
            LinkError::BadSeat => f.write_str("invalid seat"),
            LinkError::BadPeg => f.write_str("peg of an army that does not play"),
            LinkError::Position(e) => write!(f, "invalid position: {e}"),
            LinkError::Notation(e) => write!(f, "unreadable position: {e}"),
            LinkError::TooManyMoves => f.write_str("too many moves"),
            LinkError::IllegalMove { number } => write!(f, "illegal move at move {number}"),
            LinkError::Cursor { cursor, moves } => {
                write!(
                    f,
                    "current move {cursor} is beyond the {moves} moves recorded"
                )
            }
        }
    }
}

impl Error for LinkError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            LinkError::Options(e) => Some(e),
            LinkError::Position(e) => Some(e),
            LinkError::Notation(e) => Some(e),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Bit streams over base64url

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn sextet(b: u8) -> Option<u8> {
    match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

/// Writes bits, most significant first, six per character.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct BitWriter {
    out: String,
    acc: u32,
    len: u32,
}

impl BitWriter {
    /// Appends the low `bits` bits of `value` (`bits <= 24`).
    fn put(&mut self, value: u32, bits: u32) {
        debug_assert!(bits <= 24 && (bits == 24 || value < (1 << bits)));
        for i in (0..bits).rev() {
            self.acc = (self.acc << 1) | ((value >> i) & 1);
            self.len += 1;
            if self.len == 6 {
                self.out.push(char::from(ALPHABET[self.acc as usize]));
                self.acc = 0;
                self.len = 0;
            }
        }
    }

    fn flag(&mut self, b: bool) {
        self.put(u32::from(b), 1);
    }

    /// A number in groups of five bits, lowest group first, each followed by a "more" bit.
    fn var(&mut self, mut v: u32) {
        loop {
            let more = v >= 32;
            self.put(v & 31, 5);
            self.flag(more);
            v >>= 5;
            if !more {
                return;
            }
        }
    }

    fn finish(mut self) -> String {
        if self.len > 0 {
            let pad = 6 - self.len;
            self.put(0, pad);
        }
        self.out
    }

    /// Bits written so far.
    fn bits(&self) -> usize {
        self.out.len() * 6 + self.len as usize
    }

    /// Keeps the first `bits` bits.
    fn truncate(&mut self, bits: usize) {
        if bits >= self.bits() {
            return;
        }
        let (chars, rest) = (bits / 6, (bits % 6) as u32);
        let partial = match self.out.as_bytes().get(chars) {
            Some(&b) => u32::from(sextet(b).unwrap_or(0)),
            None => self.acc << (6 - self.len),
        };
        self.out.truncate(chars);
        self.acc = if rest == 0 { 0 } else { partial >> (6 - rest) };
        self.len = rest;
    }

    /// Appends the text [`finish`](BitWriter::finish) would return, without finishing.
    fn render_into(&self, out: &mut String) {
        out.push_str(&self.out);
        if self.len > 0 {
            out.push(char::from(ALPHABET[(self.acc << (6 - self.len)) as usize]));
        }
    }
}

/// The moves of a game link written so far, with where each one starts, so that moves can be
/// taken back from the end and new ones appended without writing the others again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct MoveBits {
    bits: BitWriter,
    /// `starts[i]`: the bit where move `i` starts.
    starts: Vec<u32>,
}

impl MoveBits {
    fn len(&self) -> usize {
        self.starts.len()
    }

    fn truncate(&mut self, moves: usize) {
        if let Some(&start) = self.starts.get(moves) {
            self.bits.truncate(start as usize);
            self.starts.truncate(moves);
        }
    }

    /// Appends move `m` played in `pos`, as [`move_code`] writes it.
    fn push(&mut self, pos: &Position, m: Move) {
        let ((peg, pegs), (dest, dests)) = move_code(pos, m);
        self.push_code(peg, pegs, dest, dests);
    }

    /// Appends a move by its code (see [`move_code`]).
    fn push_code(&mut self, peg: usize, pegs: usize, dest: usize, dests: usize) {
        debug_assert!(
            pegs <= MAX_PEGS && dests <= MAX_PEG_MOVES,
            "a move fits in 15 bits"
        );
        self.starts.push(self.bits.bits() as u32);
        self.bits.put(peg as u32, width(pegs));
        self.bits.put(dest as u32, width(dests));
    }
}

/// Reads what [`BitWriter`] wrote.
struct BitReader {
    data: Vec<u8>,
    pos: usize,
}

impl BitReader {
    /// `offset` is the byte offset of `payload` in the link, for error positions.
    fn new(payload: &[u8], offset: usize) -> Result<BitReader, LinkError> {
        let data = payload
            .iter()
            .enumerate()
            .map(|(i, &b)| sextet(b).ok_or(LinkError::BadChar { index: offset + i }))
            .collect::<Result<Vec<u8>, LinkError>>()?;
        Ok(BitReader { data, pos: 0 })
    }

    fn get(&mut self, bits: u32) -> Result<u32, LinkError> {
        let mut v = 0u32;
        for _ in 0..bits {
            let byte = *self.data.get(self.pos / 6).ok_or(LinkError::Truncated)?;
            let bit = (byte >> (5 - self.pos % 6)) & 1;
            v = (v << 1) | u32::from(bit);
            self.pos += 1;
        }
        Ok(v)
    }

    fn flag(&mut self) -> Result<bool, LinkError> {
        Ok(self.get(1)? == 1)
    }

    fn var(&mut self, max_groups: u32) -> Result<u32, LinkError> {
        let mut v = 0u32;
        for g in 0..max_groups {
            v |= self.get(5)? << (5 * g);
            if !self.flag()? {
                return Ok(v);
            }
        }
        Err(LinkError::TooManyMoves)
    }

    /// Checks that only zero padding (less than one character) is left.
    fn finish(mut self) -> Result<(), LinkError> {
        let left = self.data.len() * 6 - self.pos;
        if left >= 6 || self.get(left as u32)? != 0 {
            return Err(LinkError::TrailingData);
        }
        Ok(())
    }
}

/// Most pegs a seat moves: three armies of 21 (multiple sets on the largest board).
const MAX_PEGS: usize = 63;
/// More legal moves than one peg can have: every other hole of the largest board (252) by a
/// step or hops, plus hop swaps onto the holes of a goal (21) from at most six take-off holes.
const MAX_PEG_MOVES: usize = 512;

/// Bits needed to write a number in `0..n`.
fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

// ---------------------------------------------------------------------------------------------
// Options, seats, positions

/// Writes the options (version 2): every option that differs from its default as its id and
/// value code (`var` numbers, id + 1 so that 0 can end the list), in id order, then 0. A new
/// option needs no new link version: links without it mean its default.
fn put_options_v2(w: &mut BitWriter, o: &Options) {
    for id in OptionId::ALL {
        let code = o.code(id);
        if code != 0 {
            w.var(id as u32 + 1);
            w.var(u32::from(code));
        }
    }
    w.var(0);
}

/// Reads what [`put_options_v2`] wrote. An unknown option or value, an option written twice,
/// out of order or at its default is [`LinkError::UnknownOption`].
fn get_options_v2(r: &mut BitReader) -> Result<Options, LinkError> {
    let number = |r: &mut BitReader| {
        r.var(2).map_err(|e| match e {
            LinkError::TooManyMoves => LinkError::UnknownOption,
            e => e,
        })
    };
    let mut options = Options::default();
    let mut next_id = 0;
    loop {
        let id = number(r)?;
        if id == 0 {
            break;
        }
        let id = id - 1;
        let option = OptionId::from_id(id)
            .filter(|_| id >= next_id)
            .ok_or(LinkError::UnknownOption)?;
        let code = u8::try_from(number(r)?).map_err(|_| LinkError::UnknownOption)?;
        if code == 0 || !options.set_code(option, code) {
            return Err(LinkError::UnknownOption);
        }
        next_id = id + 1;
    }
    options.validate().map_err(LinkError::Options)?;
    Ok(options)
}

/// Reads the options of version 1 links: 14 bits, fixed fields (see `docs/links.md`).
fn get_options_v1(r: &mut BitReader) -> Result<Options, LinkError> {
    let size = match r.get(2)? {
        0 => BoardSize::Four,
        1 => BoardSize::Five,
        2 => BoardSize::Six,
        _ => return Err(LinkError::UnknownOption),
    };
    let players = match r.get(2)? {
        0 => Players::Two,
        1 => Players::Three,
        2 => Players::Four,
        _ => Players::Six,
    };
    let multiple_sets = r.flag()?;
    let teams = r.flag()?;
    let unused = if r.flag()? {
        Unused::Filled
    } else {
        Unused::Empty
    };
    let resting = match r.get(2)? {
        0 => Resting::PassThrough,
        1 => Resting::Anywhere,
        2 => Resting::Bga,
        _ => return Err(LinkError::UnknownOption),
    };
    let lock_in = if r.flag()? {
        crate::engine::LockIn::Off
    } else {
        crate::engine::LockIn::On
    };
    let anti_spoiling = match r.get(2)? {
        0 => AntiSpoiling::Swap,
        1 => AntiSpoiling::None,
        2 => AntiSpoiling::FillAvailable,
        _ => return Err(LinkError::UnknownOption),
    };
    let end = if r.flag()? {
        End::PlayOn
    } else {
        End::FirstFinisher
    };
    let scoring = if r.flag()? {
        Scoring::Bga
    } else {
        Scoring::Standard
    };
    let options = Options {
        size,
        players,
        multiple_sets,
        teams,
        unused,
        resting,
        lock_in,
        anti_spoiling,
        end,
        scoring,
        pegs: Pegs::Triangle,
    };
    options.validate().map_err(LinkError::Options)?;
    Ok(options)
}

fn put_seats(w: &mut BitWriter, options: &Options, seats: &[SeatSetup]) {
    for (seat, (kind, colour)) in options.players.seats().zip(seat_codes(options, seats)) {
        match kind {
            SeatKind::Human => w.put(0, 4),
            SeatKind::Computer { level } => w.put(u32::from(level), 4),
        }
        // the colour as an offset from the seat's default colour: 0 for the usual colours
        let default = default_colour(options, seat);
        w.put(u32::from((colour + 6 - default) % 6), 3);
    }
}

fn get_seats(r: &mut BitReader, options: &Options) -> Result<Vec<SeatSetup>, LinkError> {
    let mut seats = Vec::new();
    for seat in options.players.seats() {
        let kind = match r.get(4)? {
            0 => SeatKind::Human,
            level => SeatKind::Computer { level: level as u8 },
        };
        let offset = r.get(3)? as u8;
        if offset >= 6 {
            return Err(LinkError::BadSeat);
        }
        let colour = (default_colour(options, seat) + offset) % 6;
        seats.push(SeatSetup {
            kind,
            name: String::new(),
            colour,
        });
    }
    Ok(seats)
}

fn get_seat(r: &mut BitReader) -> Result<Seat, LinkError> {
    let v = r.get(3)?;
    Seat::new(v as u8).ok_or(LinkError::BadSeat)
}

/// The armies in play, in triangle order.
fn used_armies(options: &Options) -> Vec<Triangle> {
    options.seating().used().iter().collect()
}

/// Everything of a position but its options.
fn put_position_body(w: &mut BitWriter, pos: &Position) {
    let options = pos.options();
    w.put(pos.to_move().index() as u32, 3);
    w.put(u32::from(pos.passes().min(7)), 3);
    let finished = pos.finished();
    w.put(finished.len() as u32, 3);
    for s in finished.iter() {
        w.put(s.index() as u32, 3);
    }
    let geo = pos.geometry();
    let armies = used_armies(options);
    let occupied = armies.iter().fold(CellSet::EMPTY, |s, &t| s | pos.army(t));
    for c in geo.cells() {
        w.flag(occupied.contains(c));
    }
    let bits = width(armies.len());
    for c in occupied.iter() {
        let i = armies
            .iter()
            .position(|&t| pos.army(t).contains(c))
            .unwrap_or(0);
        w.put(i as u32, bits);
    }
}

/// A game's start: a flag, then either a whole position or the seat that moves first from the
/// options' start position.
fn get_start(r: &mut BitReader, options: Options) -> Result<Position, LinkError> {
    if r.flag()? {
        get_position_body(r, options)
    } else {
        let first = get_seat(r)?;
        Position::start_with_first(options, first).map_err(LinkError::Position)
    }
}

fn get_position_body(r: &mut BitReader, options: Options) -> Result<Position, LinkError> {
    let to_move = get_seat(r)?;
    let passes = r.get(3)? as u8;
    let count = r.get(3)?;
    let mut finished = SeatList::new();
    for _ in 0..count {
        if !finished.push(get_seat(r)?) {
            return Err(LinkError::BadSeat);
        }
    }
    let geo = Geometry::get(options.size);
    let mut occupied = Vec::new();
    for c in geo.cells() {
        if r.flag()? {
            occupied.push(c);
        }
    }
    let armies_in_play = used_armies(&options);
    let bits = width(armies_in_play.len());
    let mut armies = ByTriangle::<CellSet>::default();
    for c in occupied {
        let i = r.get(bits)? as usize;
        let t = *armies_in_play.get(i).ok_or(LinkError::BadPeg)?;
        armies[t].insert(c);
    }
    let setup = Setup {
        options,
        armies,
        to_move,
        passes,
        finished,
    };
    setup.validate().map_err(|e| match e {
        PositionError::Options(e) => LinkError::Options(e),
        e => LinkError::Position(e),
    })
}

/// The legal moves of `pos` in the canonical link order: sorted by `(from, to, kind)`.
pub fn sorted_moves(pos: &Position) -> Vec<Move> {
    sorted(pos.legal_move_list().into_vec())
}

/// The legal moves of the peg on `from` in the canonical link order.
fn sorted_moves_from(pos: &Position, from: crate::engine::Cell) -> Vec<Move> {
    sorted(pos.moves_from(from).into_vec())
}

fn sorted(mut moves: Vec<Move>) -> Vec<Move> {
    crate::sort::heap_sort_by(&mut moves, Move::cmp);
    moves.dedup();
    moves
}

/// How a `g2` link writes move `m` of `pos`: `((peg, pegs), (dest, dests))`: the moving peg's
/// rank among the `pegs` pegs of the seat to move (hole order), and the move's rank among the
/// `dests` legal moves of that peg (link order). Reading a move back then needs the moves of
/// one peg only, not of the whole seat.
fn move_code(pos: &Position, m: Move) -> ((usize, usize), (usize, usize)) {
    let pegs = pos.seat_pegs(pos.to_move());
    let peg = pegs.iter().take_while(|&c| c < m.from).count();
    let dests = sorted_moves_from(pos, m.from);
    let dest = dests.binary_search(&m).unwrap_or_else(|_| {
        debug_assert!(false, "a recorded move is legal");
        0
    });
    ((peg, pegs.len()), (dest, dests.len()))
}

// ---------------------------------------------------------------------------------------------
// Public codec

/// The game link of `game` (without `#`): options, seats, start, every recorded move and the
/// cursor. To follow a game as it goes, keep a [`GameWriter`] instead: it writes each move once.
pub fn encode_game(game: &Game, seats: &[SeatSetup]) -> String {
    GameWriter::new(game, seats).link()
}

/// Writes the game link of a game as it goes: each move is written once, when it is first seen
/// ([`GameWriter::sync`]); undo, redo and moves after an undo change only the end of the link.
///
/// # Examples
///
/// ```
/// use sternhalma::app::link::{encode_game, GameWriter};
/// use sternhalma::app::state::default_seats;
/// use sternhalma::engine::{Game, Options, Position};
///
/// let seats = default_seats(&Options::default());
/// let mut game = Game::new(Position::start(Options::default()).unwrap());
/// let mut writer = GameWriter::new(&game, &seats);
/// for _ in 0..3 {
///     let m = game.position().legal_move_list()[0];
///     game.play(m).unwrap();
///     assert!(writer.sync(&game, &seats).continues);
/// }
/// game.undo();
/// writer.sync(&game, &seats);
/// assert_eq!(writer.link(), encode_game(&game, &seats));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameWriter {
    /// The game as written.
    game: Game,
    /// Kind and colour of each seat as written (names are not in links).
    seats: Vec<(SeatKind, u8)>,
    /// Options, seats and start.
    head: BitWriter,
    /// Every recorded move.
    moves: MoveBits,
}

/// What [`GameWriter::sync`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SyncReport {
    /// The game continues the one written before (same start, and the moves played now but
    /// the last one were recorded there: a move, undo, redo or going to another move); else it
    /// is another game (a new game, a restart, moves that replace recorded ones).
    pub continues: bool,
}

/// Options, seats and start of a game link.
fn put_head(start: &Position, seats: &[SeatSetup]) -> BitWriter {
    let options = *start.options();
    let mut head = BitWriter::default();
    put_options_v2(&mut head, &options);
    put_seats(&mut head, &options, seats);
    let standard = Setup::start_with_first(options, start.to_move()) == start.to_setup();
    head.flag(!standard);
    if standard {
        head.put(start.to_move().index() as u32, 3);
    } else {
        put_position_body(&mut head, start);
    }
    head
}

impl GameWriter {
    /// A writer holding `game` with `seats`.
    pub fn new(game: &Game, seats: &[SeatSetup]) -> GameWriter {
        let start = game.start();
        let mut writer = GameWriter {
            game: game.clone(),
            seats: seat_codes(start.options(), seats),
            head: put_head(start, seats),
            moves: MoveBits::default(),
        };
        writer.append(game, 0);
        writer
    }

    /// Follows `game` (played by `seats`): writes the moves it has that the written game does
    /// not, takes back the ones it no longer has, and notes its cursor. A game with another
    /// start is written afresh; other seats rewrite only the head.
    pub fn sync(&mut self, game: &Game, seats: &[SeatSetup]) -> SyncReport {
        if game.start() != self.game.start() {
            *self = GameWriter::new(game, seats);
            return SyncReport { continues: false };
        }
        let codes = seat_codes(game.start().options(), seats);
        if codes != self.seats {
            self.head = put_head(game.start(), seats);
            self.seats = codes;
        }
        let common = self.game.plies().common_prefix_len(game.plies());
        let common_moves = game.moves_before(common).unwrap_or(0);
        let report = SyncReport {
            continues: continues(&self.game, game, common_moves),
        };
        self.moves.truncate(common_moves);
        self.append(game, common);
        self.game = game.clone();
        report
    }

    /// Writes the moves of `game` from ply `from` on.
    fn append(&mut self, game: &Game, from: usize) {
        for (i, ply) in game.plies().iter_from(from).enumerate() {
            if let (Ply::Move(m), Some(pos)) = (ply, game.position_at(from + i)) {
                self.moves.push(pos, *m);
            }
        }
    }

    /// The game as written.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The link (without `#`).
    pub fn link(&self) -> String {
        let mut head = self.head.clone();
        head.var(self.moves.len() as u32);
        head.var(self.game.moves_played() as u32);
        let mut out = format!("g{GAME_VERSION}.");
        head.render_into(&mut out);
        out.push('.');
        self.moves.bits.render_into(&mut out);
        out
    }
}

/// Whether `new` continues `old` (see [`SyncReport::continues`]), given that they share their
/// start and their first `common` moves.
fn continues(old: &Game, new: &Game, common: usize) -> bool {
    (new.moves_recorded() > 0 || old.moves_recorded() == 0)
        && common >= new.moves_played().saturating_sub(1)
}

/// Kind and colour of each seat, as a link writes them.
fn seat_codes(options: &Options, seats: &[SeatSetup]) -> Vec<(SeatKind, u8)> {
    options
        .players
        .seats()
        .map(|seat| {
            let setup = seats
                .get(seat.index())
                .cloned()
                .unwrap_or_else(|| SeatSetup::default_for(options, seat));
            let kind = match setup.kind {
                SeatKind::Computer { level } => SeatKind::Computer {
                    level: level.clamp(1, MAX_LEVEL),
                },
                SeatKind::Human => SeatKind::Human,
            };
            (kind, setup.colour % 6)
        })
        .collect()
}

/// The position link of `pos` (without `#`).
pub fn encode_position(pos: &Position) -> String {
    let mut w = BitWriter::default();
    put_options_v2(&mut w, pos.options());
    put_position_body(&mut w, pos);
    format!("p{POSITION_VERSION}.{}", w.finish())
}

/// The readable position link of `pos` (without `#`), in the engine's notation.
pub fn encode_text(pos: &Position) -> String {
    format!("t{TEXT_VERSION}.{}", pos.to_setup())
}

/// Reads a link (with or without the leading `#`; surrounding whitespace ignored).
///
/// # Errors
///
/// [`LinkError`] says what is wrong; decoding never panics.
pub fn decode(text: &str) -> Result<Link, LinkError> {
    // A browser may hand over a fragment with percent-escapes (`#%20g2.…` for a pasted link
    // with a leading space): undo them first, then trim.
    let unescaped;
    let text = if text.contains('%') {
        unescaped = percent_decode(text.as_bytes(), 0)?;
        unescaped.as_str()
    } else {
        text
    };
    let (kind, version, dot, text) = header(text)?;
    let bytes = text.as_bytes();
    let payload = &bytes[dot + 1..];
    let offset = dot + 1;
    // Each version keeps its decoder: links made by any earlier build keep opening. Version 2
    // writes the options as a list of what differs from the defaults (version 1: fixed bits),
    // and a game's moves peg by peg (version 1: by their index among all legal moves).
    let options: OptionsReader = if version == 1 {
        get_options_v1
    } else {
        get_options_v2
    };
    match kind {
        b'g' if version == 1 => decode_game_v1(payload, offset).map(Link::Game),
        b'g' => decode_game_v2(payload, offset).map(Link::Game),
        b'p' => decode_position(payload, offset, options).map(|p| Link::Position(Box::new(p))),
        _ => decode_text_v1(payload, offset).map(|p| Link::Position(Box::new(p))),
    }
}

/// Whether `text` is a link made by a newer version of the game (read from its header alone).
pub fn is_future(text: &str) -> bool {
    matches!(header(text), Err(LinkError::FutureVersion { .. }))
}

/// Reads the `<kind><version>.` header: the kind letter, the version, the index of the dot and
/// the link without surrounding space and `#`.
fn header(text: &str) -> Result<(u8, u32, usize, &str), LinkError> {
    let text = text.trim();
    let text = text.strip_prefix('#').unwrap_or(text);
    if text.is_empty() {
        return Err(LinkError::Empty);
    }
    if text.len() > MAX_LEN {
        return Err(LinkError::TooLong);
    }
    let bytes = text.as_bytes();
    let dot = match bytes.iter().position(|&b| b == b'.') {
        Some(dot) if dot > 0 => dot,
        _ => return Err(LinkError::NotALink),
    };
    let (kind, digits) = (bytes[0], &bytes[1..dot]);
    if !kind.is_ascii_lowercase()
        || digits.is_empty()
        || digits.len() > 4
        || !digits.iter().all(u8::is_ascii_digit)
        || digits[0] == b'0'
    {
        return Err(LinkError::NotALink);
    }
    let version = digits
        .iter()
        .fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
    let newest = match kind {
        b'g' => GAME_VERSION,
        b'p' => POSITION_VERSION,
        b't' => TEXT_VERSION,
        _ => return Err(LinkError::UnknownKind),
    };
    if version > newest {
        return Err(LinkError::FutureVersion {
            kind: char::from(kind),
            version,
        });
    }
    Ok((kind, version, dot, text))
}

/// Reads the options field of one link version.
type OptionsReader = fn(&mut BitReader) -> Result<Options, LinkError>;

fn decode_position(
    payload: &[u8],
    offset: usize,
    get_options: OptionsReader,
) -> Result<Position, LinkError> {
    let mut r = BitReader::new(payload, offset)?;
    let options = get_options(&mut r)?;
    let pos = get_position_body(&mut r, options)?;
    r.finish()?;
    Ok(pos)
}

/// `g1.`: fixed option bits, and each move as its index among the position's sorted legal moves.
fn decode_game_v1(payload: &[u8], offset: usize) -> Result<GameLink, LinkError> {
    let mut r = BitReader::new(payload, offset)?;
    let options = get_options_v1(&mut r)?;
    let seats = get_seats(&mut r, &options)?;
    let start = get_start(&mut r, options)?;
    let moves = r.var(4)? as usize;
    let cursor = r.var(4)? as usize;
    if moves > MAX_MOVES {
        return Err(LinkError::TooManyMoves);
    }
    if cursor > moves {
        return Err(LinkError::Cursor { cursor, moves });
    }
    let mut game = Game::new(start);
    for number in 1..=moves {
        let list = sorted_moves(game.position());
        if list.is_empty() {
            return Err(LinkError::IllegalMove { number });
        }
        let index = r.get(width(list.len()))? as usize;
        let m = *list.get(index).ok_or(LinkError::IllegalMove { number })?;
        // `m` comes from the legal moves: no need to generate them again.
        game.play_unchecked(m)
            .map_err(|_| LinkError::IllegalMove { number })?;
    }
    r.finish()?;
    goto_move(&mut game, cursor, moves)?;
    // Links of this version are written again in the newest one.
    let writer = Box::new(GameWriter::new(&game, &seats));
    Ok(GameLink {
        game,
        seats,
        writer,
    })
}

/// Puts the cursor of a replayed game just after its move number `cursor` (and the forced
/// passes after it).
fn goto_move(game: &mut Game, cursor: usize, moves: usize) -> Result<(), LinkError> {
    let plies = game.plies();
    let ply = plies
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p, Ply::Move(_)))
        .nth(cursor)
        .map_or(plies.len(), |(i, _)| i);
    game.goto(ply)
        .map_err(|_| LinkError::Cursor { cursor, moves })
}

/// `g2.<head>.<moves>`: the head (the options as a list of what differs from the defaults,
/// then seats, start and the counts as in `g1`); the moves in a segment of their own, each as
/// its peg's rank among the pegs of the seat to move and its rank among that peg's legal moves
/// ([`move_code`]).
fn decode_game_v2(payload: &[u8], offset: usize) -> Result<GameLink, LinkError> {
    // (Without the moves segment, what is wrong in the head is said first.)
    let dot = payload.iter().position(|&b| b == b'.');
    let mut r = BitReader::new(&payload[..dot.unwrap_or(payload.len())], offset)?;
    let options = get_options_v2(&mut r)?;
    let seats = get_seats(&mut r, &options)?;
    let start = get_start(&mut r, options)?;
    let moves = r.var(4)? as usize;
    let cursor = r.var(4)? as usize;
    r.finish()?;
    if moves > MAX_MOVES {
        return Err(LinkError::TooManyMoves);
    }
    if cursor > moves {
        return Err(LinkError::Cursor { cursor, moves });
    }
    let dot = dot.ok_or(LinkError::Truncated)?;
    let mut r = BitReader::new(&payload[dot + 1..], offset + dot + 1)?;
    let mut game = Game::new(start);
    // The writer of this game: the head written again, the moves as they are read.
    let mut writer = Box::new(GameWriter::new(&game, &seats));
    for number in 1..=moves {
        let illegal = LinkError::IllegalMove { number };
        let position = game.position();
        let pegs = position.seat_pegs(position.to_move());
        let rank = r.get(width(pegs.len()))? as usize;
        let from = pegs.iter().nth(rank).ok_or(illegal)?;
        let list = sorted_moves_from(position, from);
        let index = r.get(width(list.len()))? as usize;
        let m = *list.get(index).ok_or(illegal)?;
        writer.moves.push_code(rank, pegs.len(), index, list.len());
        game.play_unchecked(m).map_err(|_| illegal)?;
    }
    r.finish()?;
    goto_move(&mut game, cursor, moves)?;
    writer.game = game.clone();
    Ok(GameLink {
        game,
        seats,
        writer,
    })
}

fn decode_text_v1(payload: &[u8], offset: usize) -> Result<Position, LinkError> {
    let text = percent_decode(payload, offset)?;
    let setup: Setup = text.parse().map_err(LinkError::Notation)?;
    setup.validate().map_err(|e| match e {
        PositionError::Options(e) => LinkError::Options(e),
        e => LinkError::Position(e),
    })
}

/// Undoes the percent-encoding a browser may apply to a hand-typed fragment.
fn percent_decode(payload: &[u8], offset: usize) -> Result<String, LinkError> {
    let mut out = Vec::with_capacity(payload.len());
    let mut i = 0;
    while i < payload.len() {
        let b = payload[i];
        if b == b'%' {
            let hex = |j: usize| {
                payload
                    .get(j)
                    .and_then(|&h| char::from(h).to_digit(16))
                    .ok_or(LinkError::BadChar { index: offset + i })
            };
            out.push((hex(i + 1)? * 16 + hex(i + 2)?) as u8);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|e| LinkError::BadChar {
        index: offset + e.utf8_error().valid_up_to(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The longest game fits in the longest link: each move takes at most
    /// `width(MAX_PEGS) + width(MAX_PEG_MOVES)` = 15 bits, and the head (options, seats, a
    /// custom start on the largest board, counts) well under 400 characters.
    #[test]
    fn the_longest_game_fits_in_a_link() {
        let bits = width(MAX_PEGS) + width(MAX_PEG_MOVES);
        assert_eq!(bits, 15);
        assert!(MAX_MOVES * bits as usize / 6 + 400 <= MAX_LEN);
    }
}
