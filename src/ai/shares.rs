//! Root-parallel tree search: one position searched as `n` independent shares (each its own
//! tree, its own seed, the same budget), their roots merged ([`merge`]). No memory is shared,
//! so the shares can run in separate Web Workers (`ui::workers`) or one after another (the
//! arena's `--a-shares`).
//!
//! A share answers its root's statistics ([`RootStats`]): every root move with its visits,
//! its summed value for the mover, its gain (the tree's prior) and whether it is a proven win.
//! [`merge`] sums the visits per move; the most visited wins, ties by the better mean, then by
//! the larger gain, then by the root's order (the order every share lists its moves in); a
//! proven win in any share wins outright. One share merged alone chooses what its tree chose.

use crate::engine::{Move, Position};

use super::{Level, Sampling};

/// Which share of a search: `index` of `of` (`0 ≤ index < of`). Share 0 searches with the
/// search's own seed, so that share 0 of 1 is the whole search ([`Share::WHOLE`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    index: u8,
    of: u8,
}

/// The most shares a search is split into.
pub const MAX_SHARES: u8 = 8;

impl Share {
    /// The whole search, not split.
    pub const WHOLE: Share = Share { index: 0, of: 1 };

    /// Share `index` of `of`; `None` unless `index < of ≤` [`MAX_SHARES`].
    pub fn new(index: u8, of: u8) -> Option<Share> {
        (index < of && of <= MAX_SHARES).then_some(Share { index, of })
    }

    /// Its index, from 0.
    pub fn index(self) -> u8 {
        self.index
    }

    /// How many shares the search has.
    pub fn of(self) -> u8 {
        self.of
    }

    /// The seed of this share's draws: `seed` itself for share 0, else varied by the index.
    pub fn seed(self, seed: u64) -> u64 {
        seed ^ u64::from(self.index).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// A root move as one share saw it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Iterations through it.
    pub visits: u32,
    /// Their values for the mover, summed (in `[0, visits]`).
    pub sum: f64,
    /// The ground it gains (rows; the tree's prior and the last tie-break but the order).
    pub gain: i32,
    /// Proven: the mover's side finishes first with it.
    pub win: bool,
}

impl RootMove {
    /// The mean value for the mover (`None` before any visit).
    pub fn mean(&self) -> Option<f64> {
        (self.visits > 0).then(|| self.sum / f64::from(self.visits))
    }
}

/// A share's root: its moves in the root's order (the same in every share of a search) and the
/// nodes it searched.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RootStats {
    /// The root's moves.
    pub moves: Vec<RootMove>,
    /// Nodes searched.
    pub nodes: u64,
}

/// What one share of a move's search found ([`crate::ai::play_share`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The move this share would play alone (`None`: the side must pass, or the game is over).
    pub best: Option<Move>,
    /// Nodes searched.
    pub nodes: u64,
    /// The root's statistics when the move was a tree search's (else `None`: the share's move
    /// is the whole search's).
    pub root: Option<RootStats>,
}

/// The move the shares choose together: a proven win of any share (the first in the root's
/// order), else the most visited move over all shares, ties by the better mean for the mover,
/// then the larger gain, then the earlier in the root's order. `None` when no share has a move.
pub fn merge(shares: &[RootStats]) -> Option<Move> {
    let mut all: Vec<RootMove> = Vec::new();
    for share in shares {
        for m in &share.moves {
            match all.iter_mut().find(|a| a.mv == m.mv) {
                Some(a) => {
                    a.visits += m.visits;
                    a.sum += m.sum;
                    a.win |= m.win;
                }
                None => all.push(*m),
            }
        }
    }
    if let Some(w) = all.iter().find(|m| m.win) {
        return Some(w.mv);
    }
    let key = |m: &RootMove| (m.visits, m.mean().unwrap_or(f64::NEG_INFINITY), m.gain);
    all.iter()
        .rev()
        .max_by(|a, b| {
            let (ka, kb) = (key(a), key(b));
            ka.0.cmp(&kb.0)
                .then(ka.1.total_cmp(&kb.1))
                .then(ka.2.cmp(&kb.2))
        })
        .map(|m| m.mv)
}

/// The nodes of every share together.
pub fn nodes(shares: &[RootStats]) -> u64 {
    shares.iter().map(|s| s.nodes).sum()
}

/// Whether `level`'s move in `pos` may be a tree search, and so worth splitting into shares:
/// three or more seats and a level whose style against two or more moving opponents samples
/// with the tree. (The worker decides for itself; a share of a search that turns out not to be
/// a tree search answers the same move as the whole search.)
pub fn splits(level: Level, pos: &Position) -> bool {
    let styles = level.limits().styles;
    pos.seating().seat_count() >= 3
        && (styles.many.sampling == Sampling::Tree || styles.crowd.sampling == Sampling::Tree)
}

#[cfg(test)]
mod tests;
