//! The root of a search: the moves the side to move may play and what the search must know
//! about the table (whose pegs are ours, which opponents still move, whether it is a race).

use crate::engine::{Move, Position, Seat, Triangle};

use super::super::eval::{goal_cells, home_cells, Tables};
use super::super::limits::{Limits, STALL_TURNS};
use super::super::zobrist::keys;

/// A prepared root: the position, the moves a search of it chooses from, and the table.
pub(crate) struct Root {
    /// The position searched.
    pub pos: Position,
    /// The seat to move.
    pub seat: Seat,
    /// Its Zobrist key.
    pub hash: u64,
    /// The moves to choose from, in the order of the legal move list.
    pub moves: Vec<Move>,
    /// Seats of the searching side (the seat to move and its partner).
    pub mine: [bool; 6],
    /// Seats finished before the search.
    pub finished: [bool; 6],
    /// Opponents that pass in the tree (finished, or passing in the game).
    pub passive: [bool; 6],
    /// Opponents that still move.
    pub movers: usize,
    /// Only our own moves matter: a single-agent race.
    pub race: bool,
    /// Two or more opponents that move: their replies are modelled, not searched.
    pub model: bool,
    /// The keys of the game's earlier positions, sorted.
    pub game: Vec<u64>,
}

impl Root {
    /// The root of `pos` after the positions whose keys are `history`, `None` when the game is
    /// over or no move is left (every legal move excluded by [`Limits::exclude`]). A move that
    /// recreates a position of the game is left out while another exists, and so are swaps
    /// that only shuffle a blocker inside our goal; after [`STALL_TURNS`] turns without
    /// progress only moves that gain ground are kept (when there are any).
    pub fn new(pos: &Position, history: &[u64], limits: &Limits) -> Option<Root> {
        if pos.is_over() {
            return None;
        }
        let mut moves: Vec<Move> = pos.legal_move_list().iter().copied().collect();
        moves.retain(|m| !limits.exclude.contains(&Some(*m)));
        if moves.is_empty() {
            return None;
        }
        let seat = pos.to_move();
        let seating = *pos.seating();
        let mut mine = [false; 6];
        mine[seat.index()] = true;
        if let Some(p) = seating.partner(seat) {
            mine[p.index()] = true;
        }
        let mut finished = [false; 6];
        for s in pos.finished().iter() {
            finished[s.index()] = true;
        }
        let k = keys();
        let hash = k.position(pos);
        let mut game: Vec<u64> = history.to_vec();
        game.sort_unstable();
        // Never recreate a position of the game while another move exists.
        let fresh: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let h = hash ^ k.move_delta(pos, m);
                let mut p = pos.clone();
                p.play_unchecked(m);
                let h = h ^ k.side(seat) ^ k.side(p.to_move());
                game.binary_search(&h).is_err()
            })
            .collect();
        if !fresh.is_empty() && fresh.len() < moves.len() {
            moves.retain(|m| fresh.contains(m));
        }
        // Opponents that no longer move: finished ones (the others play on), and those that
        // passed on their last turn (nothing left to move, or parked): they pass in the tree.
        let mut passive = finished;
        for s in seating.seats().filter(|s| !mine[s.index()] && *s != seat) {
            let passed = hash ^ k.side(seat) ^ k.side(s);
            if game.binary_search(&passed).is_ok() {
                passive[s.index()] = true;
            }
        }
        let movers = seating
            .seats()
            .filter(|s| !mine[s.index()] && !passive[s.index()])
            .count();
        let race = disengaged(pos, &mine, &passive);
        let tables = super::super::eval::tables(pos);
        // Swaps made entirely inside our goal only shuffle the blocker.
        if moves.iter().any(|&m| !idle_swap(pos, tables, seat, m)) {
            moves.retain(|&m| !idle_swap(pos, tables, seat, m));
        }
        // Stuck for a while: gain ground, even at a price.
        if limits.stall >= STALL_TURNS
            && moves.iter().any(|&m| rows_gained(pos, tables, seat, m) > 0)
        {
            moves.retain(|&m| rows_gained(pos, tables, seat, m) > 0);
        }
        Some(Root {
            pos: pos.clone(),
            seat,
            hash,
            moves,
            mine,
            finished,
            passive,
            movers,
            race,
            // Two or more opponents that move: they are modelled (greedy replies), not
            // searched (in a race nobody replies).
            model: !race && movers > 1,
            game,
        })
    }

    /// Leaves out the moves `hidden` says the side does not see, unless that leaves none.
    pub fn overlook(&mut self, hidden: impl Fn(&Move) -> bool) {
        if self.moves.iter().any(|m| !hidden(m)) {
            self.moves.retain(|m| !hidden(m));
        }
    }
}

/// The army of `seat` that `m` moves.
pub(super) fn army_of(pos: &Position, seat: Seat, m: Move) -> Triangle {
    pos.seating()
        .armies(seat)
        .iter()
        .find(|&t| pos.army(t).contains(m.from))
        .unwrap_or(Triangle::TOP)
}

/// Rows gained by `m` of `seat` (distance table, lateral included).
pub(crate) fn rows_gained(pos: &Position, tables: &Tables, seat: Seat, m: Move) -> i32 {
    let army = army_of(pos, seat, m);
    tables.d(army, m.from) - tables.d(army, m.to)
}

/// [`rows_gained`], plus one for leaving home.
pub(crate) fn gain(pos: &Position, tables: &Tables, seat: Seat, m: Move) -> i32 {
    let army = army_of(pos, seat, m);
    let home = home_cells(pos, army);
    rows_gained(pos, tables, seat, m) + i32::from(home.contains(m.from) && !home.contains(m.to))
}

/// A swap made inside our goal keeps the blocker in the goal: it only shuffles pegs (and
/// invites endless swapping). Skipped while any other move exists.
pub(super) fn idle_swap(pos: &Position, tables: &Tables, seat: Seat, m: Move) -> bool {
    match m.swap_back() {
        Some(back) => {
            let goal = goal_cells(pos, army_of(pos, seat, m));
            // Pushing the blocker towards the goal's mouth (our peg goes deeper) is progress:
            // the blocker must leave eventually.
            goal.contains(m.from) && goal.contains(back) && gain(pos, tables, seat, m) <= 0
        }
        None => false,
    }
}

/// Whether no peg of ours can meet a moving opponent peg again: along each
/// of our armies' axes every peg of an opponent that still moves is at least
/// two rows behind our rearmost peg, and such opponent armies run the
/// opposite way (two-player geometry). Then only our own moves matter.
fn disengaged(pos: &Position, mine: &[bool; 6], passive: &[bool; 6]) -> bool {
    let geo = pos.geometry();
    let seating = pos.seating();
    let mut opp = Vec::new();
    let mut ours = Vec::new();
    for t in Triangle::ALL {
        let Some(owner) = seating.owner(t) else {
            continue;
        };
        if mine[owner.index()] {
            ours.push(t);
        } else if !passive[owner.index()] {
            opp.push(t);
        }
    }
    if opp.is_empty() {
        return true;
    }
    for &t in &ours {
        let pegs = pos.army(t);
        if pegs.is_subset(goal_cells(pos, t)) {
            continue;
        }
        let back = pegs.iter().map(|c| geo.progress(t, c)).min().unwrap_or(0);
        for &o in &opp {
            // Only armies heading the opposite way separate for good.
            if o.opposite() != t {
                return false;
            }
            let front = pos
                .army(o)
                .iter()
                .map(|c| geo.progress(t, c))
                .max()
                .unwrap_or(0);
            if front + 2 > back {
                return false;
            }
        }
    }
    true
}
