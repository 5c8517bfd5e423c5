//! [`Move`] (small and `Copy`), [`MoveKind`] and the reusable [`MoveList`].
//!
//! Generation itself lives in `position.rs` (one source of truth for legality).

use std::fmt;
use std::ops::Deref;

use super::cell::Cell;

/// How a move gets from its start to its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    /// A step into an adjacent empty hole.
    Step,
    /// A chain of one or more hops ending on an empty hole.
    Hop,
    /// A step onto an adjacent goal hole held by another seat's peg, which
    /// goes to the start hole (Masters swap).
    StepSwap,
    /// A hop chain whose last hop lands on a goal hole held by another seat's
    /// peg: the mover takes the hole and the other peg goes to `back`, the
    /// take-off hole of that last hop (Masters swap).
    HopSwap {
        /// The take-off hole of the last hop, where the displaced peg goes.
        back: Cell,
    },
}

/// A move: one peg from `from` to `to`.
///
/// Moves are identified by `(from, to)` plus, for swaps, the hole the
/// displaced peg goes to. Build them from a position's move list (or parse
/// them with [`MoveNotation`](super::MoveNotation)); a hand-made `Move` is
/// only played after [`Position::is_legal`](super::Position::is_legal) agrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The hole the peg leaves.
    pub from: Cell,
    /// The hole the peg ends on.
    pub to: Cell,
    /// Step, hop chain or swap.
    pub kind: MoveKind,
}

impl Move {
    /// A step.
    pub const fn step(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Step,
        }
    }

    /// A hop chain.
    pub const fn hop(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Hop,
        }
    }

    /// Whether the peg moves by a step (plain or swap).
    pub const fn is_step(self) -> bool {
        matches!(self.kind, MoveKind::Step | MoveKind::StepSwap)
    }

    /// Whether the peg moves by hops (plain or swap).
    pub const fn is_hop(self) -> bool {
        matches!(self.kind, MoveKind::Hop | MoveKind::HopSwap { .. })
    }

    /// Whether the move swaps with another seat's peg.
    pub const fn is_swap(self) -> bool {
        matches!(self.kind, MoveKind::StepSwap | MoveKind::HopSwap { .. })
    }

    /// For a swap, the hole the displaced peg goes to.
    pub const fn swap_back(self) -> Option<Cell> {
        match self.kind {
            MoveKind::StepSwap => Some(self.from),
            MoveKind::HopSwap { back } => Some(back),
            _ => None,
        }
    }
}

/// A reusable list of moves. Generation clears and refills it without
/// allocating once it has grown to the size it needs.
///
/// Dereferences to `[Move]`.
#[derive(Clone, Default)]
pub struct MoveList {
    /// Storage; only `buf[..len]` are moves, the rest is scratch room that
    /// generation writes to without branching.
    buf: Vec<Move>,
    len: usize,
}

/// Writes moves into reserved room without a branch per move: each
/// candidate is written to the next slot and kept only if legal.
///
/// The writer sees a window of [`SLOTS`] entries past the end of the list
/// and counts the moves kept; the caller keeps at most `SLOTS - 1` moves per
/// writer (the index is masked, so more would overwrite, never panic).
pub(crate) struct SlotWriter<'a> {
    window: &'a mut [Move; SLOTS],
    pub(crate) kept: usize,
}

/// Size of a [`SlotWriter`] window.
pub(crate) const SLOTS: usize = 512;

impl SlotWriter<'_> {
    /// Writes `m` in the next slot and keeps it if `keep` is 1 (0 or 1 only).
    #[inline(always)]
    pub(crate) fn write_if(&mut self, m: Move, keep: u64) {
        self.window[self.kept & (SLOTS - 1)] = m;
        self.kept += keep as usize;
    }
}

const FILLER: Move = Move::step(Cell::new(0), Cell::new(0));

impl MoveList {
    /// An empty list with room for typical positions.
    pub fn new() -> MoveList {
        MoveList {
            buf: vec![FILLER; 512],
            len: 0,
        }
    }

    /// Removes every move (keeps the capacity).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// A writer for the next moves (branch-free writes, see [`SlotWriter`]);
    /// then call [`commit`](MoveList::commit) with the number kept.
    #[inline]
    pub(crate) fn slots(&mut self) -> SlotWriter<'_> {
        if self.buf.len() < self.len + SLOTS {
            self.buf.resize(self.len + SLOTS, FILLER);
        }
        let window = &mut self.buf[self.len..self.len + SLOTS];
        let Ok(window) = <&mut [Move; SLOTS]>::try_from(window) else {
            unreachable!("the window has SLOTS entries")
        };
        SlotWriter { window, kept: 0 }
    }

    /// Adds the `kept` moves written through [`slots`](MoveList::slots).
    #[inline]
    pub(crate) fn commit(&mut self, kept: usize) {
        self.len = (self.len + kept.min(SLOTS)).min(self.buf.len());
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, m: Move) {
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = m;
        } else {
            self.buf.push(m);
        }
        self.len += 1;
    }

    /// Keeps only the moves satisfying `f`.
    pub fn retain(&mut self, mut f: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let m = self.buf[i];
            if f(&m) {
                self.buf[kept] = m;
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.buf[..self.len]
    }

    /// The moves as a `Vec`.
    pub fn into_vec(mut self) -> Vec<Move> {
        self.buf.truncate(self.len);
        self.buf
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl PartialEq for MoveList {
    fn eq(&self, o: &MoveList) -> bool {
        self.as_slice() == o.as_slice()
    }
}

impl Eq for MoveList {}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::vec::IntoIter<Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl FromIterator<Move> for MoveList {
    fn from_iter<I: IntoIterator<Item = Move>>(iter: I) -> MoveList {
        let mut l = MoveList::new();
        for m in iter {
            l.push(m);
        }
        l
    }
}

/// A turn: a move, or a pass when the seat to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ply {
    /// A move.
    Move(Move),
    /// A forced pass.
    Pass,
}
