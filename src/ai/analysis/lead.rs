//! How much a line leads by, in moves: the measure at a line's end and the scale of a lead.

use crate::ai::{race, rows_to_go};
use crate::engine::{Position, Seat};

use super::{decided, Followed, Line, MOVE_VALUE};

/// How the best line's lead is measured ([`lines_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Measure {
    /// The race lead at the best line's end: exact within [`EXACT`] moves of finishing, and
    /// all a judgement needs (it counts only the difference to the move played).
    End,
    /// The mean, over every line whose value is not decided, of the race leads at its last two
    /// positions, each brought to the best line by the value it gives up. One line's end is a
    /// noisy measure in the opening and the middle game: a peg that was a rung of a ladder
    /// moves away, or the beam finds another plan. Six measures of the same quantity predict the
    /// race better and change half as much from one iteration to the next (docs/ai.md).
    Mean,
}

/// Moves to finish of the side to move from which the best line's lead is measured at its end
/// alone ([`Measure::End`]): there the estimate is exact (docs/ai.md, "Figures").
pub(super) const EXACT: f64 = 6.0;

/// The lead of the side to move of `pos` measured on `f` ([`Measure::Mean`]'s terms, without
/// the value it gives up): the mean of the leads at the line's last two positions.
fn lead_on(f: &Followed, pos: &Position, near: &[bool; 6]) -> f64 {
    let end = lead_after(&f.end, pos, near);
    match &f.before {
        Some(before) => (end + lead_after(before, pos, near)) / 2.0,
        None => end,
    }
}

/// How a search's values and the race at the lines' ends turn into moves.
#[derive(Clone, Copy, Debug)]
pub(super) struct Scale {
    /// Value units per move.
    pub(super) move_value: i32,
    /// A line's loss against the best is also measured by the race at the lines' ends, and the
    /// smaller of the two counts.
    pub(super) race_check: bool,
}

impl Scale {
    /// The scale of a search that takes `step` plies per own move. With modelled replies (two
    /// or more opponents that move) the search's score counts our own rows twice while we trail
    /// the leading opponent (our cost, and the leader's lead) and, at the strongest level's
    /// crowded-board style, while we lead too: a move is worth twice [`MOVE_VALUE`]. Its
    /// planning terms (stragglers, pegs left at home) are charged at every move until the peg
    /// moves, so against a line that brings the straggler a good hop elsewhere lost "moves" it
    /// does not lose in the race: a loss counts only as far as the race at the lines' ends, or
    /// the ground our armies gave up by them (a hop back along a ladder the race can climb
    /// again), agrees.
    pub(super) fn of(step: u32) -> Scale {
        if step >= 2 {
            Scale {
                move_value: 2 * MOVE_VALUE,
                race_check: true,
            }
        } else {
            Scale {
                move_value: MOVE_VALUE,
                race_check: false,
            }
        }
    }

    /// The value `from − to` in moves.
    fn moves(self, from: i32, to: i32) -> f64 {
        f64::from(from - to) / f64::from(self.move_value)
    }
}

/// Rows of ground a move is worth where a loss is checked against the ground given up
/// ([`Scale::race_check`]): as [`MOVE_VALUE`] counts it.
const ROWS_PER_MOVE: i32 = 3;

/// Rows to go of the side to move of `pos` (and its partner) at `end`.
fn rows_of(end: &Position, pos: &Position) -> i32 {
    let root = pos.to_move();
    let partner = pos.seating().partner(root);
    rows_to_go(end, root) + partner.map_or(0, |p| rows_to_go(end, p))
}

/// The lines of the candidates `followed` (best value first) of moves in `pos`, with their
/// leads; `near`: the seats measured at the lines' ends ([`near_seats`]); `measure`: how the
/// best line's lead is found; `scale`: how values and races become moves.
pub(super) fn lines_of(
    followed: &[Followed],
    pos: &Position,
    near: &[bool; 6],
    measure: Measure,
    scale: Scale,
) -> Vec<Line> {
    let Some(top) = followed.first() else {
        return Vec::new();
    };
    // The race measure of each undecided line where it is needed: every line for the mean or
    // the race check, else the best line only.
    let race: Vec<Option<f64>> = followed
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let needed = i == 0 || measure == Measure::Mean || scale.race_check;
            (needed && !decided(g.value)).then(|| match measure {
                Measure::Mean => lead_on(g, pos, near),
                Measure::End => lead_after(&g.end, pos, near),
            })
        })
        .collect();
    let mut lines: Vec<Line> = Vec::with_capacity(followed.len());
    for (i, f) in followed.iter().enumerate() {
        let above = lines.last().map_or(f64::INFINITY, |l| l.lead);
        let lead = match lines.first() {
            None if measure == Measure::Mean && !decided(f.value) => {
                let (sum, n) = followed
                    .iter()
                    .zip(&race)
                    .filter_map(|(g, r)| r.map(|r| r + scale.moves(f.value, g.value)))
                    .fold((0.0, 0.0), |(s, n), x| (s + x, n + 1.0));
                sum / n
            }
            None => lead_after(&f.end, pos, near),
            Some(best) if !decided(top.value) && !decided(f.value) => {
                let mut lost = scale.moves(top.value, f.value);
                if let (true, Some(a), Some(b)) = (scale.race_check, race[0], race[i]) {
                    let ground = f64::from(rows_of(&f.end, pos) - rows_of(&top.end, pos))
                        / f64::from(ROWS_PER_MOVE);
                    lost = lost.min((a - b).max(ground).max(0.0));
                }
                (best.lead - lost).min(above)
            }
            Some(_) => lead_after(&f.end, pos, near).min(above),
        };
        lines.push(Line {
            moves: f.moves.clone(),
            lead: (lead * 1000.0).round() / 1000.0,
            value: f.value,
        });
    }
    lines
}

/// Opponents whose moves to finish are within this many moves of the leading opponent's are
/// measured again at the end of a line (the analysis board); the others cannot take the lead
/// in a line.
pub(super) const NEAR: f64 = 1.0;

/// The same for a judgement, which does not measure the position itself: opponents within
/// this many rows to go of the leading opponent's (about two moves of ground).
pub(super) const NEAR_ROWS: f64 = 6.0;

/// The seats measured at the end of a line from `pos`: the side to move and its partner, and
/// the opponent units (seats or teams) whose `figure` is within `margin` of the leading
/// opponent unit's.
pub(super) fn near_seats(pos: &Position, figure: impl Fn(Seat) -> f64, margin: f64) -> [bool; 6] {
    let root = pos.to_move();
    let seating = pos.seating();
    let ours = |s: Seat| s == root || Some(s) == seating.partner(root);
    let unit = |s: Seat| {
        seating
            .partner(s)
            .map_or(figure(s), |p| figure(s).max(figure(p)))
    };
    let leader = seating
        .seats()
        .filter(|&s| !ours(s) && !pos.finished().contains(s))
        .map(unit)
        .fold(f64::INFINITY, f64::min);
    let leader = if leader.is_finite() { leader } else { 0.0 };
    let mut near = [false; 6];
    for s in seating.seats() {
        near[s.index()] = ours(s) || unit(s) <= leader + margin;
    }
    near
}

/// Moves to finish that stand for a seat not measured at a line's end.
const FAR_BEHIND: f64 = 65_535.0;

/// The lead in moves of the side to move of `pos` at `end`, a position after a line from
/// `pos`: the seats marked in `near` are measured at `end`; the others count as far behind.
fn lead_after(end: &Position, pos: &Position, near: &[bool; 6]) -> f64 {
    let root = pos.to_move();
    let seating = pos.seating();
    let ours = |s: Seat| s == root || Some(s) == seating.partner(root);
    let mut now: Vec<f64> = seating
        .seats()
        .map(|s| {
            if near[s.index()] {
                race::finish(end, s)
            } else {
                FAR_BEHIND
            }
        })
        .collect();
    // Every opponent near the lead finished inside the line: the race goes on against the
    // others (the lead is the next place's, as in `race::lead`), so they are measured too.
    let rivals_home = seating
        .seats()
        .filter(|&s| near[s.index()] && !ours(s))
        .all(|s| now[s.index()] == 0.0);
    if rivals_home {
        for s in seating.seats().filter(|&s| !near[s.index()]) {
            now[s.index()] = race::finish(end, s);
        }
    }
    race::lead(end, &now)
        .get(root.index())
        .copied()
        .unwrap_or(0.0)
}

/// Every seat's lead in `pos` when the side to move leads by `best` (its best line's lead): its
/// moves to finish in `finish` moved by the difference between `best` and its lead in the
/// position, then [`race::lead`], so that the side to move's lead is `best` and every other
/// seat's is measured against the same race.
pub(super) fn with_best(pos: &Position, finish: &[f64], best: f64) -> Vec<f64> {
    let root = pos.to_move().index();
    let now = race::lead(pos, finish);
    let Some(&lead) = now.get(root) else {
        return now;
    };
    let mut adjusted = finish.to_vec();
    if let Some(f) = adjusted.get_mut(root) {
        *f += lead - best;
    }
    let mut leads = race::lead(pos, &adjusted);
    if let Some(l) = leads.get_mut(root) {
        *l = best;
    }
    leads
}
