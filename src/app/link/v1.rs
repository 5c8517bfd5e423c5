//! Version 1 links (`g1.`, `p1.`): the options in 14 fixed bits, and each move of a game as
//! its index among all the legal moves of its position. Still read, never written.

use crate::app::link::bits::{width, BitReader};
use crate::app::link::fields::{get_seats, get_start, goto_move, sorted_moves};
use crate::app::link::writer::GameWriter;
use crate::app::link::{GameLink, LinkError, MAX_MOVES};
use crate::engine::{
    AntiSpoiling, BoardSize, End, Game, LockIn, Options, Pegs, Players, Resting, Scoring, Unused,
};

/// Reads the options of version 1 links: 14 bits, fixed fields (see `docs/links.md`).
pub(super) fn get_options_v1(r: &mut BitReader) -> Result<Options, LinkError> {
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
    let lock_in = if r.flag()? { LockIn::Off } else { LockIn::On };
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

/// `g1.`: fixed option bits, and each move as its index among the position's sorted legal moves.
pub(super) fn decode_game_v1(payload: &[u8], offset: usize) -> Result<GameLink, LinkError> {
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
