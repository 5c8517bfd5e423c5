//! The arena's baselines besides the levels and `ai::greedy_move`: a random player, the
//! independent-style greedy (`tip`) and the spoiler.

use sternhalma::ai;
use sternhalma::engine::{Move, Position};
use sternhalma::tools::SplitMix64;

/// How many pegs the [`spoiler_move`] keeps in its start area.
pub const SPOILER_PEGS: usize = 2;

/// A uniformly random legal move (`None`: pass).
pub fn random_move(pos: &Position, seed: u64) -> Option<Move> {
    let moves = pos.legal_move_list();
    let mut rng = SplitMix64::new(seed ^ ai::position_key(pos));
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

/// The independent-style greedy: among the legal moves, those that most reduce the moving
/// peg's hex distance to the far tip of its army's goal (the goal hole farthest along the
/// army's way), one of them at random. Nothing else: no lookahead, no rows, no spoiling.
pub fn tip_move(pos: &Position, seed: u64) -> Option<Move> {
    let geo = pos.geometry();
    let moves = pos.legal_move_list();
    let mut best: Vec<Move> = Vec::new();
    let mut best_gain = i32::MIN;
    for &m in moves.iter() {
        let Some(army) = pos.army_at(m.from) else {
            continue;
        };
        let goal = pos.goal_area(army);
        let Some(tip) = goal.iter().max_by_key(|&c| geo.progress(army, c)) else {
            continue;
        };
        let d = |c| i32::from(geo.hex(c).distance(geo.hex(tip)));
        let gain = d(m.from) - d(m.to);
        if gain > best_gain {
            best_gain = gain;
            best.clear();
        }
        if gain == best_gain {
            best.push(m);
        }
    }
    let mut rng = SplitMix64::new(seed ^ ai::position_key(pos).rotate_left(17));
    (!best.is_empty()).then(|| best[rng.below(best.len())])
}

/// A spoiling baseline: `ai::greedy_move`, except that each army leaves its last
/// [`SPOILER_PEGS`] pegs where they stand in its start area (an opponent's goal in two-player
/// games: its back holes are the hardest to free), and brings a peg back into that area when
/// one was swapped out. It moves a kept peg only when nothing else is legal. `None` when the
/// side to move must pass.
pub fn spoiler_move(pos: &Position, seed: u64) -> Option<Move> {
    ai::greedy_move_by(pos, seed, |army, m| {
        let home = pos.start_area(army);
        let kept = (pos.army(army) & home).len();
        match (home.contains(m.from), home.contains(m.to)) {
            (true, _) if kept <= SPOILER_PEGS => -1,
            (false, true) if kept < SPOILER_PEGS => 1,
            _ => 0,
        }
    })
}

#[cfg(test)]
mod tests {
    use sternhalma::engine::Setup;

    #[test]
    fn the_spoiler_keeps_its_last_two_pegs_at_home() {
        // Seat 1 (army 0) has two pegs left at home, c1 and d2, in seat 0's goal: they stay.
        let text = "p2/0:c1.d2.n1.n3.o1-3.p1-2.q1/3:a1.b1.c3.d1.d3.e5-7.f5.f7/1";
        let pos = text.parse::<Setup>().unwrap().validate().unwrap();
        let m = super::spoiler_move(&pos, 0).unwrap();
        assert!(m.from != pos.geometry().parse_cell("c1").unwrap());
        assert!(m.from != pos.geometry().parse_cell("d2").unwrap());
    }
}
