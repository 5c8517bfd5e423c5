//! Version 2 links (`g2.`, `p2.`): the options as the list of what differs from the defaults,
//! and a game's moves peg by peg, in a segment of their own that a writer appends to.

use crate::app::link::bits::{width, BitReader, BitWriter};
use crate::app::link::fields::{get_seats, get_start, goto_move, sorted_moves_from};
use crate::app::link::writer::GameWriter;
use crate::app::link::{GameLink, LinkError, Salvage, MAX_MOVES};
use crate::engine::{Game, Move, OptionId, Options, Position};

/// Most pegs a seat moves: three armies of 21 (multiple sets on the largest board).
pub(super) const MAX_PEGS: usize = 63;
/// More legal moves than one peg can have: every other hole of the largest board (252) by a
/// step or hops, plus hop swaps onto the holes of a goal (21) from at most six take-off holes.
pub(super) const MAX_PEG_MOVES: usize = 512;

/// Writes the options (version 2): every option that differs from its default as its id and
/// value code (`var` numbers, id + 1 so that 0 can end the list), in id order, then 0. A new
/// option needs no new link version: links without it mean its default.
pub(super) fn put_options_v2(w: &mut BitWriter, o: &Options) {
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
pub(super) fn get_options_v2(r: &mut BitReader) -> Result<Options, LinkError> {
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

/// The moves of a game link written so far, with where each one starts, so that moves can be
/// taken back from the end and new ones appended without writing the others again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct MoveBits {
    pub(super) bits: BitWriter,
    /// `starts[i]`: the bit where move `i` starts.
    starts: Vec<u32>,
}

impl MoveBits {
    pub(super) fn len(&self) -> usize {
        self.starts.len()
    }

    pub(super) fn truncate(&mut self, moves: usize) {
        if let Some(&start) = self.starts.get(moves) {
            self.bits.truncate(start as usize);
            self.starts.truncate(moves);
        }
    }

    /// Appends move `m` played in `pos`, as [`move_code`] writes it.
    pub(super) fn push(&mut self, pos: &Position, m: Move) {
        let ((peg, pegs), (dest, dests)) = move_code(pos, m);
        self.push_code(peg, pegs, dest, dests);
    }

    /// Appends a move by its code (see [`move_code`]).
    pub(super) fn push_code(&mut self, peg: usize, pegs: usize, dest: usize, dests: usize) {
        debug_assert!(
            pegs <= MAX_PEGS && dests <= MAX_PEG_MOVES,
            "a move fits in 15 bits"
        );
        self.starts.push(self.bits.bits() as u32);
        self.bits.put(peg as u32, width(pegs));
        self.bits.put(dest as u32, width(dests));
    }
}

/// How a `g2` link writes move `m` of `pos`: `((peg, pegs), (dest, dests))`: the moving peg's
/// rank among the `pegs` pegs of the seat to move (hole order), and the move's rank among the
/// `dests` legal moves of that peg (link order). Reading a move back then needs the moves of
/// one peg only, not of the whole seat.
pub(super) fn move_code(pos: &Position, m: Move) -> ((usize, usize), (usize, usize)) {
    let pegs = pos.seat_pegs(pos.to_move());
    let peg = pegs.iter().take_while(|&c| c < m.from).count();
    let dests = sorted_moves_from(pos, m.from);
    let dest = dests.binary_search(&m).unwrap_or_else(|_| {
        debug_assert!(false, "a recorded move is legal");
        0
    });
    ((peg, pegs.len()), (dest, dests.len()))
}

/// `g2.<head>.<moves>`: the head (the options as a list of what differs from the defaults,
/// then seats, start and the counts as in `g1`); the moves in a segment of their own, each as
/// its peg's rank among the pegs of the seat to move and its rank among that peg's legal moves
/// ([`move_code`]). Moves that break off (cut short, a character outside the alphabet, an
/// illegal move) leave the game with the moves before them ([`GameLink::salvaged`]); what is
/// wrong in the head is an error.
pub(super) fn decode_game_v2(payload: &[u8], offset: usize) -> Result<GameLink, LinkError> {
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
    // A link cut before its moves segment: the moves are all lost (with none, nothing is).
    let (mut r, bad) = match dot {
        Some(dot) => BitReader::readable(&payload[dot + 1..], offset + dot + 1),
        None if moves > 0 => BitReader::readable(&[], offset + payload.len()),
        None => return Err(LinkError::Truncated),
    };
    let mut game = Game::new(start);
    // The writer of this game: the head written again, the moves as they are read.
    let mut writer = Box::new(GameWriter::new(&game, &seats));
    let mut salvaged = None;
    for number in 1..=moves {
        match read_move(&mut r, &game, number, bad) {
            Ok((m, (rank, pegs), (index, dests))) => {
                writer.moves.push_code(rank, pegs, index, dests);
                if game.play_unchecked(m).is_ok() {
                    continue;
                }
                writer.moves.truncate(number - 1);
                salvaged = Some(LinkError::IllegalMove { number });
            }
            Err(reason) => salvaged = Some(reason),
        }
        break;
    }
    let salvaged = salvaged.map(|reason| Salvage {
        kept: game.moves_recorded(),
        recorded: moves,
        reason,
    });
    let kept = match salvaged {
        Some(s) => s.kept,
        None => {
            // All the moves were read: what follows them must be padding.
            if let Some(bad) = bad {
                return Err(bad);
            }
            r.finish()?;
            moves
        }
    };
    goto_move(&mut game, cursor.min(kept), kept)?;
    writer.game = game.clone();
    Ok(GameLink {
        game,
        seats,
        writer,
        salvaged,
    })
}

/// A move read from a link: the move, its peg's `(rank, pegs)`, its `(index, moves)`.
type ReadMove = (Move, (usize, usize), (usize, usize));

/// Reads move `number` of `game`'s link: the move, its peg's `(rank, pegs)` and its
/// `(index, moves)` among that peg's moves. Running out of data is the bad character `bad` that
/// ended it, if one did.
fn read_move(
    r: &mut BitReader,
    game: &Game,
    number: usize,
    bad: Option<LinkError>,
) -> Result<ReadMove, LinkError> {
    let cut = |e: LinkError| bad.filter(|_| e == LinkError::Truncated).unwrap_or(e);
    let illegal = LinkError::IllegalMove { number };
    let position = game.position();
    let pegs = position.seat_pegs(position.to_move());
    let rank = r.get(width(pegs.len())).map_err(cut)? as usize;
    let from = pegs.iter().nth(rank).ok_or(illegal)?;
    let list = sorted_moves_from(position, from);
    let index = r.get(width(list.len())).map_err(cut)? as usize;
    let m = *list.get(index).ok_or(illegal)?;
    Ok((m, (rank, pegs.len()), (index, list.len())))
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
        assert!(MAX_MOVES * bits as usize / 6 + 400 <= crate::app::link::MAX_LEN);
    }
}
