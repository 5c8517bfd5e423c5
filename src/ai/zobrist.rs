//! Zobrist hashing of positions, computed from the engine's public API.
//!
//! A key is the XOR of one random number per (army, hole) holding a peg of
//! that army, plus one per seat to move. Positions that differ only in the
//! pass counter or the finishing list (both follow from the pegs in every
//! case that matters to the search) share a key.

use std::sync::OnceLock;

use crate::engine::{Cell, Move, Position, Seat, Triangle};

/// The random numbers: `pegs[army][cell]` and `side[seat]`.
pub(crate) struct Keys {
    pegs: [[u64; 256]; 6],
    side: [u64; 6],
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) fn keys() -> &'static Keys {
    static KEYS: OnceLock<Box<Keys>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut s = 0x5354_4552_4e48_414c_u64;
        let mut k = Box::new(Keys {
            pegs: [[0; 256]; 6],
            side: [0; 6],
        });
        for army in k.pegs.iter_mut() {
            for v in army.iter_mut() {
                *v = splitmix(&mut s);
            }
        }
        for v in k.side.iter_mut() {
            *v = splitmix(&mut s);
        }
        k
    })
}

impl Keys {
    #[inline]
    pub(crate) fn peg(&self, army: Triangle, c: Cell) -> u64 {
        self.pegs[army.index()][c.index()]
    }

    #[inline]
    pub(crate) fn side(&self, seat: Seat) -> u64 {
        self.side[seat.index()]
    }

    /// The key of a position, from scratch.
    pub(crate) fn position(&self, pos: &Position) -> u64 {
        let mut h = self.side(pos.to_move());
        for t in Triangle::ALL {
            for c in pos.army(t) {
                h ^= self.peg(t, c);
            }
        }
        h
    }

    /// The change of the peg part of the key made by `m` in `pos` (before
    /// the move is played).
    #[inline]
    pub(crate) fn move_delta(&self, pos: &Position, m: Move) -> u64 {
        let mut h = 0;
        if let Some(a) = pos.army_at(m.from) {
            h ^= self.peg(a, m.from) ^ self.peg(a, m.to);
        }
        if let Some(back) = m.swap_back() {
            if let Some(o) = pos.army_at(m.to) {
                h ^= self.peg(o, m.to) ^ self.peg(o, back);
            }
        }
        h
    }
}

/// The Zobrist key of a position (pegs of every army and the seat to
/// move). Use it to pass the game history to [`choose_move`](super::choose_move).
pub fn position_key(pos: &Position) -> u64 {
    keys().position(pos)
}
