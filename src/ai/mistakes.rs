//! A level's human mistakes ([`Mistakes`]), applied around the search: long hop chains it
//! overlooks at the root, and lapses, turns it looks one iteration less far ahead. Both are
//! drawn from the turn's seed and the position with integer arithmetic, so a turn plays the
//! same natively and in wasm.

use crate::engine::Move;

use super::search::Root;
use super::style::Mistakes;

/// Leaves out of `root` the hop chains the level does not see this turn: each hop beyond
/// [`Mistakes::sight`] is seen with [`Mistakes::notice`]%; when it would see none of the moves
/// left, it sees them all.
pub(crate) fn overlook(root: &mut Root, mistakes: Mistakes, seed: u64) {
    if mistakes.notice >= 100 {
        return;
    }
    let geo = root.pos.geometry();
    let seed = seed ^ root.hash;
    let hidden = |m: &Move| {
        // Hops in the chain, at least: each covers two holes.
        let hops = u32::from(geo.hex(m.from).distance(geo.hex(m.to))).div_ceil(2);
        let beyond = hops.saturating_sub(u32::from(mistakes.sight));
        // The chance in ten-thousandths.
        let chance = (0..beyond).fold(10_000u64, |c, _| c * u64::from(mistakes.notice) / 100);
        m.is_hop() && mix(seed, m) % 10_000 >= chance
    };
    root.overlook(hidden);
}

/// Whether this turn is a lapse ([`Mistakes::lapse`]%), drawn from the seed, the position's
/// key and `first`, the move the search would try first.
pub(crate) fn lapse(mistakes: Mistakes, seed: u64, hash: u64, first: Move) -> bool {
    mistakes.lapse > 0 && mix(seed ^ hash.rotate_left(32), &first) % 100 < u64::from(mistakes.lapse)
}

/// A pseudo-random number from `seed` and a move.
fn mix(seed: u64, m: &Move) -> u64 {
    let mut x = seed
        ^ (u64::from(m.from.to_u8()) << 8 | u64::from(m.to.to_u8()))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 29;
    x
}
