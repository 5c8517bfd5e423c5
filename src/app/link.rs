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
/// Longest link accepted, in bytes (the leading `#` not counted).
pub const MAX_LEN: usize = 65_536;
/// Most moves a game link may hold.
pub const MAX_MOVES: usize = 20_000;
/// Highest computer level a seat can have in a link.
pub const MAX_LEVEL: u8 = 15;

/// A game read from a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// The game, with its start, every recorded move and its cursor.
    pub game: Game,
    /// Who plays each seat (kind and colour; names are not in links).
    pub seats: Vec<SeatSetup>,
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
    /// The game to load: a game link as it is, a position link as a new game from that position
    /// (with `seats` for who plays).
    pub fn into_game(self, seats: Vec<SeatSetup>) -> (Game, Vec<SeatSetup>) {
        match self {
            Link::Game(l) => (l.game, l.seats),
            Link::Position(p) => (Game::new(*p), seats),
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
#[derive(Default)]
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
    let lock_in = !r.flag()?;
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
    for seat in options.players.seats() {
        let setup = seats
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| SeatSetup::default_for(options, seat));
        match setup.kind {
            SeatKind::Human => w.put(0, 4),
            SeatKind::Computer { level } => w.put(u32::from(level.clamp(1, MAX_LEVEL)), 4),
        }
        // the colour as an offset from the seat's default colour: 0 for the usual colours
        let default = default_colour(options, seat);
        w.put(u32::from((setup.colour % 6 + 6 - default) % 6), 3);
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
    let mut moves = pos.legal_move_list().into_vec();
    crate::engine::sort::heap_sort_by(&mut moves, Move::cmp);
    moves.dedup();
    moves
}

// ---------------------------------------------------------------------------------------------
// Public codec

/// The game link of `game` (without `#`): options, seats, start, every recorded move and the
/// cursor.
pub fn encode_game(game: &Game, seats: &[SeatSetup]) -> String {
    let start = game.start();
    let options = *start.options();
    let mut w = BitWriter::default();
    put_options_v2(&mut w, &options);
    put_seats(&mut w, &options, seats);
    let standard = Setup::start_with_first(options, start.to_move()) == start.to_setup();
    w.flag(!standard);
    if standard {
        w.put(start.to_move().index() as u32, 3);
    } else {
        put_position_body(&mut w, start);
    }
    let plies = game.plies();
    let moves = plies.iter().filter(|p| matches!(p, Ply::Move(_))).count();
    let cursor = plies[..game.cursor()]
        .iter()
        .filter(|p| matches!(p, Ply::Move(_)))
        .count();
    w.var(moves as u32);
    w.var(cursor as u32);
    for (i, ply) in plies.iter().enumerate() {
        let (Ply::Move(m), Some(pos)) = (ply, game.position_at(i)) else {
            continue;
        };
        let list = sorted_moves(pos);
        let index = list.binary_search(m).unwrap_or_else(|_| {
            debug_assert!(false, "a recorded move is legal");
            0
        });
        w.put(index as u32, width(list.len()));
    }
    format!("g{GAME_VERSION}.{}", w.finish())
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
    let payload = &bytes[dot + 1..];
    let offset = dot + 1;
    // Versions 1 and 2 differ only in how the options are written. A later version adds its
    // arms here and keeps these.
    let options: OptionsReader = if version == 1 {
        get_options_v1
    } else {
        get_options_v2
    };
    match kind {
        b'g' => decode_game(payload, offset, options).map(Link::Game),
        b'p' => decode_position(payload, offset, options).map(|p| Link::Position(Box::new(p))),
        _ => decode_text_v1(payload, offset).map(|p| Link::Position(Box::new(p))),
    }
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

fn decode_game(
    payload: &[u8],
    offset: usize,
    get_options: OptionsReader,
) -> Result<GameLink, LinkError> {
    let mut r = BitReader::new(payload, offset)?;
    let options = get_options(&mut r)?;
    let seats = get_seats(&mut r, &options)?;
    let start = if r.flag()? {
        get_position_body(&mut r, options)?
    } else {
        let first = get_seat(&mut r)?;
        Position::start_with_first(options, first).map_err(LinkError::Position)?
    };
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
        game.play(m)
            .map_err(|_| LinkError::IllegalMove { number })?;
    }
    r.finish()?;
    let plies = game.plies();
    let ply = plies
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p, Ply::Move(_)))
        .nth(cursor)
        .map_or(plies.len(), |(i, _)| i);
    game.goto(ply)
        .map_err(|_| LinkError::Cursor { cursor, moves })?;
    Ok(GameLink { game, seats })
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
