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
//! - `q1.` — a **puzzle** of the set, by its id ([`puzzle`]).
//! - `t1.` — a position in the engine's readable notation (`docs/notation.md`), for links made
//!   by hand, e.g. `t1.p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0`.
//! - `l1.` — a **lesson** of "Learn to play" by its id (`l1.chain`): it opens the lessons over
//!   the player's last game and holds no game ([`decode_lesson`]).
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
//! Decoding never panics: every way a link can be wrong is a [`LinkError`]. A game link whose
//! head reads well but whose moves break off (cut short, a character changed, an illegal move)
//! opens with the moves before the break, and says what was dropped ([`GameLink::salvaged`]).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::link::{decode, encode_game, encode_position, Link};
//! use sternhalma::app::seats::default_seats;
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

mod bits;
mod error;
mod fields;
mod lesson;
pub mod puzzle;
mod setup;
mod text;
mod v1;
mod v2;
mod writer;

pub use error::LinkError;
pub use fields::sorted_moves;
pub use lesson::{decode_lesson, encode_lesson, is_lesson_link, LESSON_VERSION};
pub use setup::{decode_setup, encode_setup, SETUP_VERSION};
pub use writer::{encode_game, GameWriter, SyncReport};

use crate::app::seats::{fit_seats, SeatSetup};
use crate::engine::{Game, Options, Position};
use bits::{BitReader, BitWriter};
use fields::{get_position_body, put_position_body};
use v2::put_options_v2;

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
/// The most passes in a row a position link holds (three bits); a readable link with more is
/// refused ([`LinkError::TooManyPasses`]) rather than opened as a position it could not write
/// back. (In play, passes in a row stay below the number of seats.)
pub const MAX_PASSES: u8 = 7;
/// Highest computer level number a record can hold; a number above the strongest level reads
/// as the strongest ([`SeatKind::from_number`](crate::app::seats::SeatKind::from_number)). A
/// link holds a seat in four bits ([`SeatKind::code`](crate::app::seats::SeatKind::code)).
pub const MAX_LEVEL: u8 = 15;

/// A game read from a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// The game, with its start, every recorded move and its cursor.
    pub game: Game,
    /// Who plays each seat (kind and colour; names are not in links).
    pub seats: Vec<SeatSetup>,
    /// The game as this build writes it, ready to follow its next moves.
    pub(super) writer: Box<GameWriter>,
    /// When the link could be read only in part: what was kept and why the rest was not.
    pub salvaged: Option<Salvage>,
}

/// A game link read only in part: a move could not be read (the link was cut short in its
/// moves, a character of them was changed into one that is not in the link alphabet, or a move
/// is not legal where it is played). The game keeps the moves before it, and its cursor at most
/// the last of them. What is wrong before the moves (the rules, the seats, the start, the
/// counts) is an error, never salvaged.
///
/// ```
/// use sternhalma::app::link::{decode, encode_game, Link, LinkError};
/// use sternhalma::app::seats::default_seats;
/// use sternhalma::engine::{Game, Options, Position};
///
/// let mut game = Game::new(Position::start(Options::default()).unwrap());
/// for _ in 0..8 {
///     let m = game.position().legal_move_list()[0];
///     game.play(m).unwrap();
/// }
/// let link = encode_game(&game, &default_seats(&Options::default()));
/// let Ok(Link::Game(cut)) = decode(&link[..link.len() - 3]) else { panic!() };
/// let salvage = cut.salvaged.unwrap();
/// assert_eq!((salvage.recorded, salvage.reason), (8, LinkError::Truncated));
/// assert_eq!(cut.game.moves(), game.moves()[..salvage.kept]);
/// // The head cut short is an error.
/// assert_eq!(decode(&link[..6]).err(), Some(LinkError::Truncated));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Salvage {
    /// The moves read and kept.
    pub kept: usize,
    /// The moves the link says it holds.
    pub recorded: usize,
    /// Why the next move could not be read.
    pub reason: LinkError,
}

impl GameLink {
    /// A writer holding this game, ready to follow its next moves ([`GameWriter::sync`]).
    /// (Built while the link was read: no move is written again.)
    pub fn writer(&self) -> &GameWriter {
        &self.writer
    }

    /// Whether the link was read whole (nothing [salvaged](GameLink::salvaged)).
    pub fn is_whole(&self) -> bool {
        self.salvaged.is_none()
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
                let seats = fit_seats(game.position().options(), seats);
                let writer = Box::new(GameWriter::new(&game, &seats));
                GameLink {
                    game,
                    seats,
                    writer,
                    salvaged: None,
                }
            }
        }
    }
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
        unescaped = text::percent_decode(text.as_bytes(), 0)?;
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
        v1::get_options_v1
    } else {
        v2::get_options_v2
    };
    match kind {
        b'g' if version == 1 => v1::decode_game_v1(payload, offset).map(Link::Game),
        b'g' => v2::decode_game_v2(payload, offset).map(Link::Game),
        b'p' => decode_position(payload, offset, options).map(|p| Link::Position(Box::new(p))),
        _ => text::decode_text_v1(payload, offset).map(|p| Link::Position(Box::new(p))),
    }
}

/// The link an address's fragment holds: `hash` as the browser has it (`#g2.…`, or without
/// its `#`), one `#` taken off and the spaces around it. A fragment that starts with a second
/// `#` holds no link of this game ([`LinkError::NotALink`]).
///
/// ```
/// use sternhalma::app::link::{fragment_link, LinkError};
///
/// assert_eq!(fragment_link("#g2.AAAA."), Ok("g2.AAAA."));
/// assert_eq!(fragment_link(" g2.AAAA. "), Ok("g2.AAAA."));
/// assert_eq!(fragment_link("##g2.AAAA."), Err(LinkError::NotALink));
/// assert_eq!(fragment_link("#"), Ok(""));
/// ```
///
/// # Errors
///
/// [`LinkError::NotALink`] for a second `#`.
pub fn fragment_link(hash: &str) -> Result<&str, LinkError> {
    let text = hash.trim();
    let text = text.strip_prefix('#').unwrap_or(text).trim();
    if text.starts_with('#') {
        return Err(LinkError::NotALink);
    }
    Ok(text)
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
        || !digits.iter().all(u8::is_ascii_digit)
        || digits[0] == b'0'
    {
        return Err(LinkError::NotALink);
    }
    // A version of any length is a version: a long one is a newer build's (never ours).
    let version = digits.iter().fold(0u32, |v, &d| {
        v.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    });
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
