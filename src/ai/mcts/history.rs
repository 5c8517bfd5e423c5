//! Progressive History (Nijssen & Winands 2011): the mean value a move (its holes, per seat)
//! has brought its seat wherever it was played in this search, tree and playouts alike. The
//! selection adds it to a child's score with a weight that fades as the child's own visits
//! come in, so that a move good elsewhere is tried early here.

use crate::engine::{Move, Seat};

use super::value::Values;

/// Per seat and (from, to): the values summed and the times played.
pub(crate) struct History {
    sum: Vec<f32>,
    count: Vec<u32>,
}

fn index(seat: Seat, m: Move) -> usize {
    (seat.index() << 16) | (usize::from(m.from.to_u8()) << 8) | usize::from(m.to.to_u8())
}

impl History {
    /// An empty table.
    pub fn new() -> History {
        History {
            sum: vec![0.0; 6 << 16],
            count: vec![0; 6 << 16],
        }
    }

    /// `m`, played by `seat`, ended in `values`.
    pub fn record(&mut self, seat: Seat, m: Move, values: &Values) {
        let i = index(seat, m);
        self.sum[i] += values[seat.index()];
        self.count[i] += 1;
    }

    /// The mean value of `m` for `seat` (`None`: never played).
    pub fn mean(&self, seat: Seat, m: Move) -> Option<f32> {
        let i = index(seat, m);
        (self.count[i] > 0).then(|| self.sum[i] / self.count[i] as f32)
    }
}
