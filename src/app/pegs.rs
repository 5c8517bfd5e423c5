//! Stable peg identities: which physical peg stands where after the moves of a game, so that the
//! board can key each peg's DOM node by its identity and a moved peg slides instead of being
//! recreated (a swapped peg slides back too).
//!
//! Identities are numbered from the start position (armies in triangle order, cells in index
//! order, then the inert pegs) and followed through every move up to the game's cursor:
//! [`pegs`] replays the whole game, [`PegTracker`] follows a game as it changes (a move, an
//! undo, a jump in the move list) at the cost of the plies that changed, so that a move in a
//! game of thousands costs what it costs in a new one.

use crate::app::seats::Colour;
use crate::engine::{Cell, Game, Ply, Position, Seat, Triangle};

/// A peg as the board draws it (in the board model of the views, and in the position
/// editor's draft).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PegView {
    /// Stable identity, so that a moved peg keeps its DOM node and slides.
    pub id: u16,
    /// Where it stands.
    pub cell: Cell,
    /// Its seat's colour, `None` for an inert peg.
    pub colour: Option<Colour>,
    /// Marker shape `0..6` (the colour's own, or its army's with multiple sets).
    pub marker: u8,
    /// The seat that plays it, or `None` for an inert peg.
    pub seat: Option<Seat>,
}

/// Where a board has no game to follow (the position editor, a lesson's position), a peg's
/// identity is its cell: an army's peg its cell's index, an inert peg 300 more.
const INERT_IDS: u16 = 300;

impl PegView {
    /// An army's peg on `cell`, identified by the cell, in `colour` and played by `seat`.
    pub fn on(cell: Cell, colour: Option<Colour>, seat: Option<Seat>) -> PegView {
        PegView {
            id: cell.index() as u16,
            cell,
            colour,
            marker: colour.map_or(0, |c| c.index() as u8),
            seat,
        }
    }

    /// An inert peg on `cell`, identified by the cell.
    pub fn inert_on(cell: Cell) -> PegView {
        PegView {
            id: INERT_IDS + cell.index() as u16,
            cell,
            colour: None,
            marker: 0,
            seat: None,
        }
    }
}

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

type Ids = [Option<u16>; 256];

/// Moves the identities across `m` (played, or taken back when `back`).
fn follow(ids: &mut Ids, ply: &Ply, back: bool) {
    let Ply::Move(m) = ply else { return };
    if back {
        let mover = ids[m.to.index()].take();
        if let Some(hole) = m.swap_back() {
            ids[m.to.index()] = ids[hole.index()].take();
        }
        ids[m.from.index()] = mover;
    } else {
        let mover = ids[m.from.index()].take();
        let displaced = ids[m.to.index()].take();
        ids[m.to.index()] = mover;
        if let (Some(hole), Some(d)) = (m.swap_back(), displaced) {
            ids[hole.index()] = Some(d);
        }
    }
}

/// The pegs of `position` with the identities `ids`, by identity.
fn collect(position: &Position, ids: &Ids) -> Vec<Peg> {
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

/// The pegs of `game` at its cursor, with identities followed from the start.
pub fn pegs(game: &Game) -> Vec<Peg> {
    let mut ids = initial(game.start());
    for ply in game.plies().iter().take(game.cursor()) {
        follow(&mut ids, ply, false);
    }
    collect(game.position(), &ids)
}

/// Follows the pegs' identities of a game as it changes: [`PegTracker::pegs`] takes back the
/// plies of the game it saw last that the new one does not share, and plays the new one's, so
/// a move, an undo or a step in the move list costs one ply whatever the game's length (another
/// game, or another start, is replayed from its start).
///
/// ```
/// use sternhalma::app::pegs::{pegs, PegTracker};
/// use sternhalma::engine::{Game, Options, Position};
///
/// let mut game = Game::new(Position::start(Options::default()).unwrap());
/// let mut tracker = PegTracker::default();
/// for _ in 0..5 {
///     let m = game.position().legal_move_list()[0];
///     game.play(m).unwrap();
///     assert_eq!(tracker.pegs(&game), pegs(&game));
/// }
/// game.undo();
/// assert_eq!(tracker.pegs(&game), pegs(&game));
/// ```
#[derive(Clone, Debug, Default)]
pub struct PegTracker {
    /// The game last seen and its identities at its cursor.
    seen: Option<(Game, Ids)>,
}

impl PegTracker {
    /// The pegs of `game` at its cursor (as [`pegs`] gives them).
    pub fn pegs(&mut self, game: &Game) -> Vec<Peg> {
        let ids = match self.seen.take() {
            Some((old, mut ids)) if old.start() == game.start() => {
                let common = old
                    .plies()
                    .common_prefix_len(game.plies())
                    .min(old.cursor())
                    .min(game.cursor());
                for i in (common..old.cursor()).rev() {
                    if let Some(ply) = old.plies().get(i) {
                        follow(&mut ids, ply, true);
                    }
                }
                for ply in game.plies().iter_from(common).take(game.cursor() - common) {
                    follow(&mut ids, ply, false);
                }
                ids
            }
            _ => {
                let mut ids = initial(game.start());
                for ply in game.plies().iter().take(game.cursor()) {
                    follow(&mut ids, ply, false);
                }
                ids
            }
        };
        let out = collect(game.position(), &ids);
        self.seen = Some((game.clone(), ids));
        out
    }
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

    /// The tracker agrees with a replay through moves, swaps, undos, redos and jumps of a
    /// six-player game.
    #[test]
    fn the_tracker_agrees_with_a_replay() {
        let options = Options {
            players: Players::Six,
            ..Options::default()
        };
        let mut game = Game::new(Position::start(options).unwrap());
        let mut tracker = PegTracker::default();
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for step in 0..400 {
            match next() % 10 {
                0 => {
                    game.undo();
                }
                1 => {
                    game.redo();
                }
                2 => {
                    let ply = next() % (game.plies().len() + 1);
                    let _ = game.goto(ply);
                }
                _ => {
                    let moves = game.position().legal_move_list();
                    if moves.is_empty() || game.position().is_over() {
                        continue;
                    }
                    let m = moves[next() % moves.len()];
                    game.play(m).unwrap();
                }
            }
            assert_eq!(tracker.pegs(&game), pegs(&game), "step {step}");
        }
        // Another game altogether is replayed from its start.
        let other = Game::new(Position::start(Options::default()).unwrap());
        assert_eq!(tracker.pegs(&other), pegs(&other));
    }
}
