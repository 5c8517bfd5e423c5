//! Writing game links as a game goes: [`GameWriter`] writes each move once.

use crate::app::link::bits::BitWriter;
use crate::app::link::fields::{put_position_body, put_seats};
use crate::app::link::v2::{put_options_v2, MoveBits};
use crate::app::link::GAME_VERSION;
use crate::app::seats::{Colour, SeatKind, SeatSetup};
use crate::engine::{Game, Options, Ply, Position, Setup};

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
/// use sternhalma::app::seats::default_seats;
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
    pub(super) game: Game,
    /// Kind and colour of each seat as written (names are not in links).
    seats: Vec<(SeatKind, Colour)>,
    /// Options, seats and start.
    head: BitWriter,
    /// Every recorded move.
    pub(super) moves: MoveBits,
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
pub(super) fn put_head(start: &Position, seats: &[SeatSetup]) -> BitWriter {
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
    pub(super) fn append(&mut self, game: &Game, from: usize) {
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
pub(super) fn continues(old: &Game, new: &Game, common: usize) -> bool {
    (new.moves_recorded() > 0 || old.moves_recorded() == 0)
        && common >= new.moves_played().saturating_sub(1)
}

/// Kind and colour of each seat, as a link writes them.
pub(super) fn seat_codes(options: &Options, seats: &[SeatSetup]) -> Vec<(SeatKind, Colour)> {
    options
        .players
        .seats()
        .map(|seat| {
            let setup = seats
                .get(seat.index())
                .cloned()
                .unwrap_or_else(|| SeatSetup::default_for(options, seat));
            (setup.kind, setup.colour)
        })
        .collect()
}
