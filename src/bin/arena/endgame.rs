//! A fixed suite of endgames against spoilers: positions where opponents' pegs stand in the
//! goal of the side to move, and the opponents keep them there ([`spoiler_move`]). The side to
//! move must bring its last pegs home (by swaps, or by filling what is available where that is
//! the rule) within a bounded number of its own moves. `arena --endgame` and `tests/endgame.rs`
//! play it.

use sternhalma::ai::{position_key, search, stall_turns, Limits};
use sternhalma::engine::{Position, Setup};

use crate::bots::spoiler_move;

/// One endgame of the suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Endgame {
    /// What the position shows.
    pub name: &'static str,
    /// The position (engine notation); the side to move is the one that must finish.
    pub position: &'static str,
    /// The most own moves it may take to finish.
    pub max_moves: u32,
}

/// The suite. The first position was reported from a game: a strong level shuffled inside its
/// goal (`d3-c2`) although the swaps `e5xc1` and `f5xd2` were legal.
pub const SUITE: &[Endgame] = &[
    Endgame {
        name: "two blockers at the goal's mouth",
        position: "p2/0:c1.d2.n1.n3.o1-3.p1-2.q1/3:a1.b1.c3.d1.d3.e5-7.f5.f7/0",
        max_moves: 9,
    },
    Endgame {
        name: "blockers on b1 and c3",
        position: "p2/0:b1.c3.n2-3.o1-3.p1-2.q1/3:b2.c2.d1-3.e5.e7.f6.f9.g5/0",
        max_moves: 13,
    },
    Endgame {
        name: "two blockers walled in at the back",
        position: "p2/0:m6-8.n1-4.o1.o3.q1/3:a1.b1-2.c2.d1-3.e9.p1-2/1",
        max_moves: 9,
    },
    Endgame {
        name: "a blocker on the goal's tip",
        position: "p2/0:l7.m5.m7-8.n3.o1-3.p1-2/3:a1.b1-2.c1-3.d3.e5.n4.q1/1",
        max_moves: 9,
    },
    Endgame {
        name: "blockers while the spoiler still races",
        position: "p2/0:c1.c3.j3.j8.k3.k5-6.k9.l6.n1/3:a1.b1-2.c2.d2.d4.e5.e7-9/0",
        max_moves: 7,
    },
    Endgame {
        name: "fill what is available",
        position: "p2.spoil-fill/0:c1.d2.n1.n3.o1-3.p1-2.q1/3:a1.b1.c3.d1.d3.e5-7.f5.f7/0",
        max_moves: 9,
    },
    Endgame {
        name: "six players, a blocker from the opposite seat",
        position: "p6.end-playon/0:c1.l5.m8.n4.o1-3.p1-2.q1/1:e10.j1.k1-2.l1-2.m1-4/2:e1-3.f1-3.g1-2.l10.m11\
                   /3:a1.b1-2.c2.d1-4.f9.i5/4:e11-13.f10-12.g10-11.k5.l3\
                   /5:i6.j10.k10-11.l7.l11-12.m10.m12-13/0",
        max_moves: 11,
    },
];

/// How an endgame of the suite went.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Own moves played.
    pub moves: u32,
    /// Whether the side finished.
    pub finished: bool,
    /// The last position.
    pub end: Position,
}

impl Endgame {
    /// The position to play from (`None` if the text does not read as a valid position).
    pub fn start(&self) -> Option<Position> {
        self.position.parse::<Setup>().ok()?.validate().ok()
    }
}

/// Plays `start` out: its side to move searches with `limits` (plus the stall count and the
/// history of the game so far, as in a game), every other seat plays [`spoiler_move`], until
/// the side has finished, the game is over, or the side has played `max_moves` moves.
pub fn play(start: &Position, limits: Limits, max_moves: u32) -> Played {
    let seat = start.to_move();
    let mut pos = start.clone();
    let mut earlier: Vec<Position> = Vec::new();
    let mut keys = vec![position_key(&pos)];
    let mut moves = 0;
    let mut plies = 0u64;
    while !pos.is_over() && !pos.finished().contains(seat) && moves < max_moves {
        let m = if pos.to_move() == seat {
            moves += 1;
            let limits = Limits {
                stall: stall_turns(&earlier, &pos),
                ..limits
            };
            search(&pos, &keys, limits, &|| 0.0).best
        } else {
            spoiler_move(&pos, plies)
        };
        earlier.push(pos.clone());
        match m {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
        keys.push(position_key(&pos));
        plies += 1;
    }
    Played {
        moves,
        finished: pos.finished().contains(seat),
        end: pos,
    }
}
