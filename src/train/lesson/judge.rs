//! Why a move is wrong in a lesson ([`Reason`]): a move played that can no longer meet the
//! lesson's par ([`judge_move`]), or a move the rules refuse although the learner tried it
//! ([`judge_attempt`]).

use crate::engine::{Cell, LockIn, Move, Position, Resting, Setup, Triangle};

/// A short reason why a move is wrong, shown to the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The peg could go further with hops (a longer chain, or a hop instead of a step).
    HopFurther,
    /// The move goes away from the goal.
    Away,
    /// A peg is left behind: the rearmost peg should come on.
    Straggler,
    /// The peg stops in the goal's near holes while far ones are still empty.
    FarCorners,
    /// A peg that begins its move in the goal stays in the goal (goal lock-in).
    GoalStays,
    /// A move may pass through another player's triangle but not stop there (resting rule).
    NoRest,
    /// There is a shorter way.
    Slower,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 7] = [
        Reason::HopFurther,
        Reason::Away,
        Reason::Straggler,
        Reason::FarCorners,
        Reason::GoalStays,
        Reason::NoRest,
        Reason::Slower,
    ];

    /// A stable name (`hop-further`, `away`, …), for the page's markup and its tests.
    pub fn id(self) -> &'static str {
        match self {
            Reason::HopFurther => "hop-further",
            Reason::Away => "away",
            Reason::Straggler => "straggler",
            Reason::FarCorners => "far-corners",
            Reason::GoalStays => "goal-stays",
            Reason::NoRest => "no-rest",
            Reason::Slower => "slower",
        }
    }
}

/// How far `c` is along `army`'s way (rows towards its goal).
fn progress(pos: &Position, army: Triangle, c: Cell) -> i32 {
    pos.geometry().progress(army, c)
}

/// Why `m`, played by `army` in `pos`, is wrong, given that it is (the lesson's par cannot be
/// met after it): the first that applies of going away from the goal, a peg that could hop
/// further, a peg left behind, the goal's near holes filled first, or a shorter way.
pub fn judge_move(pos: &Position, army: Triangle, m: Move) -> Reason {
    let p = |c| progress(pos, army, c);
    if p(m.to) < p(m.from) {
        return Reason::Away;
    }
    let further = pos
        .moves_from(m.from)
        .iter()
        .any(|o| o.is_hop() && p(o.to) > p(m.to));
    if further {
        return Reason::HopFurther;
    }
    let goal = pos.goal_area(army);
    let outside = pos.army(army) - goal;
    if let Some(rear) = outside.iter().min_by_key(|&c| p(c)) {
        if rear != m.from && p(m.from) - p(rear) >= 3 {
            return Reason::Straggler;
        }
    }
    if goal.contains(m.to) {
        let empty = goal - pos.occupied();
        if empty.iter().any(|c| c != m.to && p(c) > p(m.to)) {
            return Reason::FarCorners;
        }
    }
    Reason::Slower
}

/// Why the rules refuse the move of the peg on `from` to `to` in `pos` that the learner tried,
/// when a rule option is why: the goal lock-in or the resting rule. `None` when the move is
/// legal, or illegal for another reason.
pub fn judge_attempt(pos: &Position, from: Cell, to: Cell) -> Option<Reason> {
    let legal = |p: &Position| p.moves_from(from).iter().any(|m| m.to == to);
    if legal(pos) {
        return None;
    }
    let under = |change: fn(&mut Setup)| {
        let mut setup = pos.to_setup();
        change(&mut setup);
        setup.validate().ok().is_some_and(|p| legal(&p))
    };
    if under(|s| s.options.lock_in = LockIn::Off) {
        Some(Reason::GoalStays)
    } else if under(|s| s.options.resting = Resting::Anywhere) {
        Some(Reason::NoRest)
    } else {
        None
    }
}
