//! Stable peg identities: which physical peg stands where after the moves of a game, so that the
//! board can key each peg's DOM node by its identity and a moved peg slides instead of being
//! recreated (a swapped peg slides back too).
//!
//! Identities are numbered from the start position (armies in triangle order, cells in index
//! order, then the inert pegs) and followed through every move up to the game's cursor.

use crate::engine::{Cell, Game, Ply, Position, Triangle};

/// A peg on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peg {
    /// Stable identity within the game.
    pub id: u16,
    /// Where it stands.
    pub cell: Cell,
    /// Its army (home triangle), `None` for an inert peg.
    pub army: Option<Triangle>,
}

fn initial(position: &Position) -> [Option<u16>; 256] {
    let mut ids = [None; 256];
    let mut next = 0u16;
    for t in Triangle::ALL {
        for c in position.army(t) {
            ids[c.index()] = Some(next);
            next += 1;
        }
    }
    for c in position.inert() {
        ids[c.index()] = Some(next);
        next += 1;
    }
    ids
}

/// The pegs of `game` at its cursor, with identities followed from the start.
pub fn pegs(game: &Game) -> Vec<Peg> {
    let mut ids = initial(game.start());
    for ply in game.plies().iter().take(game.cursor()) {
        if let Ply::Move(m) = ply {
            let mover = ids[m.from.index()].take();
            let displaced = ids[m.to.index()].take();
            ids[m.to.index()] = mover;
            if let (Some(back), Some(d)) = (m.swap_back(), displaced) {
                ids[back.index()] = Some(d);
            }
        }
    }
    let position = game.position();
    let mut out = Vec::with_capacity(position.occupied().len());
    let mut spare = 1000u16;
    let mut fresh = || {
        spare += 1;
        spare
    };
    for t in Triangle::ALL {
        for cell in position.army(t) {
            // Always true for a consistent game; a fresh id keeps the view alive otherwise.
            let id = ids[cell.index()].unwrap_or_else(&mut fresh);
            out.push(Peg {
                id,
                cell,
                army: Some(t),
            });
        }
    }
    for cell in position.inert() {
        let id = ids[cell.index()].unwrap_or_else(&mut fresh);
        out.push(Peg {
            id,
            cell,
            army: None,
        });
    }
    crate::sort::heap_sort_by_key(&mut out, |p| p.id);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Players, Unused};

    #[test]
    fn identities_follow_moves_and_stay_unique() {
        let options = Options {
            players: Players::Four,
            unused: Unused::Filled,
            ..Options::default()
        };
        let mut game = Game::new(Position::start(options).unwrap());
        let before = pegs(&game);
        let m = game.position().legal_move_list()[0];
        let id = before.iter().find(|p| p.cell == m.from).unwrap().id;
        game.play(m).unwrap();
        let after = pegs(&game);
        assert_eq!(after.iter().find(|p| p.cell == m.to).unwrap().id, id);
        let mut ids: Vec<u16> = after.iter().map(|p| p.id).collect();
        ids.dedup();
        assert_eq!(ids.len(), before.len());
        assert!(ids.iter().all(|&i| i < 1000));
        game.undo();
        assert_eq!(pegs(&game), before);
    }
}
