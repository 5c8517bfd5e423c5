//! The fields every link version writes the same way: seats (kind and colour), a game's start,
//! a position's pegs and turn, the canonical order of moves, and the cursor of a game.

use crate::app::link::bits::{width, BitReader, BitWriter};
use crate::app::link::writer::seat_codes;
use crate::app::link::LinkError;
use crate::app::seats::{default_colour, SeatKind, SeatSetup};
use crate::engine::{
    ByTriangle, Cell, CellSet, Game, Geometry, Move, Options, Ply, Position, PositionError, Seat,
    SeatList, Setup, Triangle,
};

pub(super) fn put_seats(w: &mut BitWriter, options: &Options, seats: &[SeatSetup]) {
    for (seat, (kind, colour)) in options.players.seats().zip(seat_codes(options, seats)) {
        w.put(u32::from(kind.code()), 4);
        // the colour as an offset from the seat's default colour: 0 for the usual colours
        let default = default_colour(options, seat);
        w.put(u32::from(colour.offset_from(default)), 3);
    }
}

pub(super) fn get_seats(r: &mut BitReader, options: &Options) -> Result<Vec<SeatSetup>, LinkError> {
    let mut seats = Vec::new();
    for seat in options.players.seats() {
        let kind = SeatKind::from_code(r.get(4)? as u8, options.players.count());
        let offset = r.get(3)? as u8;
        if offset >= 6 {
            return Err(LinkError::BadSeat);
        }
        let colour = default_colour(options, seat).plus(offset);
        seats.push(SeatSetup {
            kind,
            name: String::new(),
            colour,
        });
    }
    Ok(seats)
}

pub(super) fn get_seat(r: &mut BitReader) -> Result<Seat, LinkError> {
    let v = r.get(3)?;
    Seat::new(v as u8).ok_or(LinkError::BadSeat)
}

/// The armies in play, in triangle order.
pub(super) fn used_armies(options: &Options) -> Vec<Triangle> {
    options.seating().used().iter().collect()
}

/// Everything of a position but its options.
pub(super) fn put_position_body(w: &mut BitWriter, pos: &Position) {
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
pub(super) fn get_start(r: &mut BitReader, options: Options) -> Result<Position, LinkError> {
    if r.flag()? {
        get_position_body(r, options)
    } else {
        let first = get_seat(r)?;
        Position::start_with_first(options, first).map_err(LinkError::Position)
    }
}

pub(super) fn get_position_body(
    r: &mut BitReader,
    options: Options,
) -> Result<Position, LinkError> {
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
pub(super) fn sorted_moves_from(pos: &Position, from: Cell) -> Vec<Move> {
    sorted(pos.moves_from(from).into_vec())
}

pub(super) fn sorted(mut moves: Vec<Move>) -> Vec<Move> {
    crate::sort::heap_sort_by(&mut moves, Move::cmp);
    moves.dedup();
    moves
}

/// Puts the cursor of a replayed game just after its move number `cursor` (and the forced
/// passes after it).
pub(super) fn goto_move(game: &mut Game, cursor: usize, moves: usize) -> Result<(), LinkError> {
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
