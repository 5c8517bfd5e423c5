//! Version 1 links (`g1.`, `p1.`): the options in 14 fixed bits, and each move of a game as
//! its index among all the legal moves of its position. Still read, never written.

use crate::app::link::bits::{width, BitReader};
use crate::app::link::fields::{get_seats, get_start, goto_move, sorted_moves};
use crate::app::link::writer::GameWriter;
use crate::app::link::{GameLink, LinkError, Salvage, MAX_MOVES};
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
/// Moves that break off (cut short, a character outside the alphabet, an illegal move) leave
/// the game with the moves before them ([`GameLink::salvaged`]).
pub(super) fn decode_game_v1(payload: &[u8], offset: usize) -> Result<GameLink, LinkError> {
    let (mut r, bad) = BitReader::readable(payload, offset);
    // Before the moves, a bad character is what is wrong (as when it was read first).
    let head = |e: LinkError| bad.unwrap_or(e);
    let options = get_options_v1(&mut r).map_err(head)?;
    let seats = get_seats(&mut r, &options).map_err(head)?;
    let start = get_start(&mut r, options).map_err(head)?;
    let moves = r.var(4).map_err(head)? as usize;
    let cursor = r.var(4).map_err(head)? as usize;
    if moves > MAX_MOVES {
        return Err(head(LinkError::TooManyMoves));
    }
    if cursor > moves {
        return Err(head(LinkError::Cursor { cursor, moves }));
    }
    let mut game = Game::new(start);
    let mut salvaged = None;
    for number in 1..=moves {
        let illegal = LinkError::IllegalMove { number };
        let list = sorted_moves(game.position());
        let read = match r.get(width(list.len())) {
            _ if list.is_empty() => Err(illegal),
            Ok(index) => list.get(index as usize).copied().ok_or(illegal),
            Err(e) => Err(bad.filter(|_| e == LinkError::Truncated).unwrap_or(e)),
        };
        // `m` comes from the legal moves: no need to generate them again.
        match read.and_then(|m| game.play_unchecked(m).map_err(|_| illegal)) {
            Ok(_) => {}
            Err(reason) => {
                salvaged = Some(Salvage {
                    kept: number - 1,
                    recorded: moves,
                    reason,
                });
                break;
            }
        }
    }
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
    // Links of this version are written again in the newest one.
    let writer = Box::new(GameWriter::new(&game, &seats));
    Ok(GameLink {
        game,
        seats,
        writer,
        salvaged,
    })
}
