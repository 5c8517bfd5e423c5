//! The move generator: the legal moves of a [`Position`] (steps, hop
//! chains, Masters swaps, goal lock-in and the resting rules), whether a
//! move is legal, and the hop path of a move. Where a move may end comes
//! from the resting tables (`resting.rs`).
//!
//! # Move generation
//!
//! For each peg of the seat to move (every army of the seat):
//!
//! - **steps**: each adjacent empty hole;
//! - **hops**: a breadth-first search over landing holes. From a hole `c`, a hop
//!   in direction `d` goes over the adjacent hole (which must hold a peg, any
//!   colour, inert pegs included; the moving peg's start hole is empty during
//!   its own chain) into the hole beyond (which must be empty and not yet
//!   reached). Every reached hole except the start is a destination; each
//!   destination is one move however many paths lead to it.
//! - **goal lock-in** (option, [`LockIn`](super::LockIn)): a peg that
//!   starts in its army's goal only lands (steps and every hop) inside that
//!   goal; with strict lock-in a chain is also locked from its first landing
//!   in the goal: a hop from a hole of the goal lands only inside it. Whether
//!   a chain is locked at a hole thus depends on the hole alone, so one search
//!   with one visit per hole still finds every destination.
//! - **resting** (option): the final hole must be allowed for the seat (see
//!   [`Resting`](super::Resting)); intermediate landings are not restricted.
//! - **Masters swap** (option, see [`MoveKind::StepSwap`] and
//!   [`MoveKind::HopSwap`]): when a step, or a hop from any reached hole `c`
//!   (the start included), would land on a hole of the mover's goal that
//!   holds a peg of another seat, the mover may swap: its peg takes that
//!   hole, the other peg goes to the take-off hole (the start for a step,
//!   `c` for a hop), and the move ends there. `c` is a hole the peg's chain
//!   may reach under the lock-in rule (in the goal when the peg started
//!   there); the swap hole is in the goal. A swap is a separate move
//!   from every other; two swaps into the same hole from different take-off
//!   holes are different moves.
//!
//! Nothing allocates: the occupancy and the masks are [`CellSet`]s, the
//! neighbour and jump tables are flat arrays, and moves go into a reusable
//! [`MoveList`].

use super::cell::{Cell, CellSet};
use super::geometry::Geometry;
use super::moves::{Move, MoveKind, MoveList};
use super::option_values::AntiSpoiling;
use super::position::Position;

impl Position {
    /// Fills `moves` with every legal move of the seat to move (nothing when
    /// the game is over).
    pub fn legal_moves(&self, moves: &mut MoveList) {
        self.generate(None, false, moves);
    }

    /// Whether the seat to move has a legal move (stops at the first peg
    /// that has one; `false` when the game is over).
    pub fn has_legal_move(&self) -> bool {
        let mut moves = MoveList::new();
        self.generate(None, true, &mut moves);
        !moves.is_empty()
    }

    /// The legal moves as a new list.
    pub fn legal_move_list(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves
    }

    /// Number of legal moves.
    pub fn count_moves(&self) -> usize {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// The legal moves of the peg on `from` (empty unless it belongs to the
    /// seat to move and the game goes on).
    pub fn moves_from(&self, from: Cell) -> MoveList {
        let mut moves = MoveList::new();
        self.moves_from_into(from, &mut moves);
        moves
    }

    /// Like [`moves_from`](Position::moves_from), into a reusable list.
    pub fn moves_from_into(&self, from: Cell, moves: &mut MoveList) {
        self.generate(Some(from), false, moves);
    }

    /// The generator: every peg of the seat to move, or only the peg on
    /// `only`; with `first`, it stops after the first peg that has moves.
    fn generate(&self, only: Option<Cell>, first: bool, moves: &mut MoveList) {
        moves.clear();
        if self.is_over() {
            return;
        }
        let seat = self.to_move();
        let geo = self.geometry();
        let empty = geo.all() - self.occupied();
        let rest = &self.rest_tables().bytes[seat.index()];
        let swap_on = self.options().anti_spoiling == AntiSpoiling::Swap;
        let others = if swap_on {
            self.occupied() - self.inert() - self.seat_pegs(seat)
        } else {
            CellSet::EMPTY
        };
        let mut scratch = Scratch::new(geo, self.board());
        // (Read once: in wasm, reading it through `self` in the loop made generation ~30% slower.)
        let areas = self.areas();
        let lock_in = self.options().lock_in;
        let strict = lock_in.in_chain();
        for army in self.seating().armies(seat).iter() {
            let goal = areas.goal(army);
            let swap = goal & others;
            let pegs = match only {
                Some(c) => self.army(army) & CellSet::from_cell(c),
                None => self.army(army),
            };
            for c in swap {
                scratch.state[c.index()] |= SWAP_TARGET;
            }
            if strict {
                for c in goal {
                    scratch.state[c.index()] |= GOAL;
                }
            }
            for from in pegs {
                if lock_in.at_start() && goal.contains(from) {
                    let rest = self.rest_tables().sets[seat.index()];
                    gen_locked_peg(
                        geo,
                        from,
                        self.occupied(),
                        empty & goal,
                        rest,
                        swap,
                        &mut scratch,
                        moves,
                    );
                } else {
                    match (swap.is_empty(), strict) {
                        (true, false) => {
                            gen_peg::<false, false>(geo, from, rest, &mut scratch, moves)
                        }
                        (false, false) => {
                            gen_peg::<true, false>(geo, from, rest, &mut scratch, moves)
                        }
                        (true, true) => {
                            gen_peg::<false, true>(geo, from, rest, &mut scratch, moves)
                        }
                        (false, true) => {
                            gen_peg::<true, true>(geo, from, rest, &mut scratch, moves)
                        }
                    }
                }
                if first && !moves.is_empty() {
                    return;
                }
            }
            for c in swap {
                scratch.state[c.index()] &= !SWAP_TARGET;
            }
            if strict {
                for c in goal {
                    scratch.state[c.index()] &= !GOAL;
                }
            }
        }
    }

    /// Whether `m` is legal here (same generator as [`legal_moves`](Position::legal_moves)).
    pub fn is_legal(&self, m: Move) -> bool {
        self.moves_from(m.from).contains(&m)
    }

    /// Whether the seat to move has no legal move and must pass (the game
    /// not being over).
    pub fn must_pass(&self) -> bool {
        !self.is_over() && !self.has_legal_move()
    }

    /// The hop path of a legal move for animation: the holes the peg visits,
    /// start and end included (a shortest chain for hops; for a hop swap the
    /// chain to the take-off hole, then the swap hole). `None` if `m` is not
    /// legal.
    pub fn path(&self, m: Move) -> Option<Vec<Cell>> {
        if !self.is_legal(m) {
            return None;
        }
        let target = match m.kind {
            MoveKind::Step | MoveKind::StepSwap => return Some(vec![m.from, m.to]),
            MoveKind::Hop => m.to,
            MoveKind::HopSwap { back } => back,
        };
        let army = self.army_at(m.from)?;
        let goal = self.areas().goal(army);
        let lock_in = self.options().lock_in;
        let land_ok = if lock_in.at_start() && goal.contains(m.from) {
            goal
        } else {
            self.geometry().all()
        };
        let occ = self.occupied().without(m.from);
        let mut avail = (self.geometry().all() - self.occupied()) & land_ok;
        let mut parent = [u8::MAX; 256];
        let mut queue = vec![m.from.to_u8()];
        let mut head = 0;
        let mut found = target == m.from;
        while head < queue.len() && !found {
            let c = Cell::new(queue[head]);
            head += 1;
            // Strict lock-in: from a hole of the goal the chain stays inside.
            let next = if lock_in.in_chain() && goal.contains(c) {
                avail & goal
            } else {
                avail
            };
            for &[over, land] in self.geometry().raw_jumps(c) {
                if occ.contains(Cell::new(over)) && next.contains(Cell::new(land)) {
                    avail.remove(Cell::new(land));
                    parent[land as usize] = c.to_u8();
                    queue.push(land);
                    if land == target.to_u8() {
                        found = true;
                        break;
                    }
                }
            }
        }
        if !found {
            return None;
        }
        let mut path = vec![target];
        let mut c = target;
        while c != m.from {
            c = Cell::new(parent[c.index()]);
            path.push(c);
        }
        path.reverse();
        if matches!(m.kind, MoveKind::HopSwap { .. }) {
            path.push(m.to);
        }
        Some(path)
    }
}

/// Bit `c` of `set` as 0 or 1.
#[inline(always)]
fn bit(set: &CellSet, c: u8) -> u64 {
    (set.0[(c >> 6) as usize] >> (c & 63)) & 1
}

/// `Scratch::state` bit: an empty hole not yet reached by the current peg.
const FREE: u8 = 1;
/// `Scratch::state` bit: a goal hole of the current army held by another
/// seat's peg (a Masters swap target).
const SWAP_TARGET: u8 = 2;
/// `Scratch::state` bit: a hole of the current army's goal (set only under
/// strict lock-in).
const GOAL: u8 = 4;

/// Per-call scratch space of the generator, as byte arrays indexed by cell
/// (index 255, the "no cell" marker of the tables, is never set):
/// `occ[c]` is `FREE | SWAP_TARGET` when `c` holds a peg (the moving peg's own
/// start is cleared during its search), `state[c]` holds the `FREE`,
/// `SWAP_TARGET` and `GOAL` bits, and `stack` lists the holes reached by the
/// current peg in breadth-first order, its start first.
///
/// A hop from `c` over `o` onto `l` is then `occ[o] & state[l]`: bit 0 says a
/// new hole is reached, bit 1 that a swap is possible (`GOAL` is never in
/// `occ`).
struct Scratch {
    stack: [u8; 256],
    occ: [u8; 256],
    state: [u8; 256],
}

impl Scratch {
    fn new(geo: &Geometry, board: &[u8; 256]) -> Scratch {
        let on = geo.on_board_bytes();
        Scratch {
            stack: [0; 256],
            occ: std::array::from_fn(|i| board[i] * (FREE | SWAP_TARGET)),
            state: std::array::from_fn(|i| on[i] & !board[i] & FREE),
        }
    }
}

/// Generates the moves of the peg on `from` (not locked in its goal).
///
/// `rest`: 1 on the holes where a move may end; `SWAP`: whether the army
/// has Masters swap targets (marked in `scratch.state`); `STRICT`: strict
/// lock-in, the goal being marked `GOAL` in `scratch.state`: a hop from a
/// hole of the goal lands only inside it (the peg starts outside, so the
/// first hops are free; swap holes are in the goal).
///
/// Branch-free per direction: a candidate move is always written to the next
/// slot of the list and kept only if legal. Steps and the first hops share
/// one pass over the six directions. The hop search is breadth first over
/// `scratch.stack`; a hole is appended (and loses its `FREE` bit) exactly
/// when a hop first reaches it. Each hole is appended at most once: at most
/// 253 entries, and at most 6 steps + 252 hops per peg (swaps are pushed
/// separately). The marks are undone at the end, from the list.
#[inline]
fn gen_peg<const SWAP: bool, const STRICT: bool>(
    geo: &Geometry,
    from: Cell,
    rest: &[u8; 256],
    scratch: &mut Scratch,
    moves: &mut MoveList,
) {
    let mut out = moves.slots();
    let Scratch { stack, occ, state } = scratch;
    occ[from.index()] = 0;
    stack[0] = from.to_u8();
    let mut len = 1usize;
    let mut seen = 0u8;
    let near = geo.raw_neighbors(from);
    let far = geo.raw_jumps(from);
    for d in 0..6 {
        let (n, land) = (near[d], far[d][1]);
        let free = state[n as usize] & FREE & rest[n as usize];
        out.write_if(
            Move {
                from,
                to: Cell::new(n),
                kind: MoveKind::Step,
            },
            u64::from(free),
        );
        let h = occ[n as usize] & state[land as usize];
        state[land as usize] ^= h & FREE;
        stack[len & 255] = land;
        len += usize::from(h & FREE);
        if SWAP {
            seen |= state[n as usize] | h;
        }
    }
    let mut i = 1usize;
    while i < len {
        let c = stack[i & 255];
        i += 1;
        let inside = if STRICT { state[c as usize] & GOAL } else { 0 };
        for &[over, land] in geo.raw_jumps(Cell::new(c)) {
            let mut h = occ[over as usize] & state[land as usize];
            if STRICT {
                // 0xFF unless the hop would leave the goal from inside it.
                let leaves = (inside & !state[land as usize]) >> 2;
                h &= leaves.wrapping_sub(1);
            }
            state[land as usize] ^= h & FREE;
            stack[len & 255] = land;
            len += usize::from(h & FREE);
            if SWAP {
                seen |= h;
            }
        }
    }
    let len = len.min(256);
    for &to in &stack[1..len] {
        state[to as usize] |= FREE;
        out.write_if(
            Move {
                from,
                to: Cell::new(to),
                kind: MoveKind::Hop,
            },
            u64::from(rest[to as usize]),
        );
    }
    let kept = out.kept;
    moves.commit(kept);
    if SWAP && seen & SWAP_TARGET != 0 {
        for &n in near {
            if state[n as usize] & SWAP_TARGET != 0 {
                moves.push(Move {
                    from,
                    to: Cell::new(n),
                    kind: MoveKind::StepSwap,
                });
            }
        }
        for &c in &stack[..len] {
            for &[over, land] in geo.raw_jumps(Cell::new(c)) {
                if occ[over as usize] & state[land as usize] & SWAP_TARGET != 0 {
                    let kind = MoveKind::HopSwap { back: Cell::new(c) };
                    moves.push(Move {
                        from,
                        to: Cell::new(land),
                        kind,
                    });
                }
            }
        }
    }
    occ[from.index()] = FREE | SWAP_TARGET;
}

/// Generates the moves of the peg on `from`, which starts in its goal under
/// lock-in: it may only land on `avail` (the empty holes of the goal).
#[allow(clippy::too_many_arguments)]
fn gen_locked_peg(
    geo: &Geometry,
    from: Cell,
    occupied: CellSet,
    avail: CellSet,
    rest: CellSet,
    swap: CellSet,
    scratch: &mut Scratch,
    moves: &mut MoveList,
) {
    let occ = occupied.without(from);
    let step_ok = avail & rest;
    for &n in geo.raw_neighbors(from) {
        if bit(&step_ok, n) != 0 {
            moves.push(Move {
                from,
                to: Cell::new(n),
                kind: MoveKind::Step,
            });
        }
    }
    let stack = &mut scratch.stack;
    let mut left = avail;
    stack[0] = from.to_u8();
    let mut len = 1usize;
    let mut i = 0usize;
    while i < len && i < 256 {
        let c = stack[i];
        i += 1;
        for &[over, land] in geo.raw_jumps(Cell::new(c)) {
            if bit(&occ, over) & bit(&left, land) != 0 {
                left.remove(Cell::new(land));
                if let Some(slot) = stack.get_mut(len) {
                    *slot = land;
                    len += 1;
                }
            }
        }
    }
    for &to in &stack[1..len] {
        if bit(&rest, to) != 0 {
            moves.push(Move {
                from,
                to: Cell::new(to),
                kind: MoveKind::Hop,
            });
        }
    }
    for to in geo.neighbor_set(from) & swap {
        moves.push(Move {
            from,
            to,
            kind: MoveKind::StepSwap,
        });
    }
    for &c in &stack[..len] {
        for &[over, land] in geo.raw_jumps(Cell::new(c)) {
            if bit(&occ, over) & bit(&swap, land) != 0 {
                let kind = MoveKind::HopSwap { back: Cell::new(c) };
                moves.push(Move {
                    from,
                    to: Cell::new(land),
                    kind,
                });
            }
        }
    }
}
