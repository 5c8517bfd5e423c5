//! Independent baselines that no level models: the two-move racer (`racer2`), the ladder
//! builder (`hopper`) and the blocker. Each measures ground as `tip_move` does: a peg's hex
//! distance to the far tip of its army's goal (the goal holes are exactly the holes within
//! three of the tip, so the sum over an army is least when the goal is full).

use sternhalma::ai;
use sternhalma::engine::{Move, MoveKind, Position, Seat};
use sternhalma::tools::SplitMix64;

/// The hex distance of every peg of `seat` to its goal's far tip, summed.
fn tip_sum(pos: &Position, seat: Seat) -> i32 {
    let geo = pos.geometry();
    pos.seating()
        .armies(seat)
        .iter()
        .map(|army| {
            let goal = pos.goal_area(army);
            let Some(tip) = goal.iter().max_by_key(|&c| geo.progress(army, c)) else {
                return 0;
            };
            pos.army(army)
                .iter()
                .map(|c| i32::from(geo.hex(c).distance(geo.hex(tip))))
                .sum::<i32>()
        })
        .sum()
}

/// How much `m` shortens the moving peg's distance to its goal's tip.
fn tip_gain(pos: &Position, m: Move) -> i32 {
    let geo = pos.geometry();
    let Some(army) = pos.army_at(m.from) else {
        return i32::MIN / 2;
    };
    let Some(tip) = pos
        .goal_area(army)
        .iter()
        .max_by_key(|&c| geo.progress(army, c))
    else {
        return 0;
    };
    let d = |c| i32::from(geo.hex(c).distance(geo.hex(tip)));
    d(m.from) - d(m.to)
}

/// Passes until `seat` is to move again (the others stand still); `false` when the game ended.
fn pass_to(pos: &mut Position, seat: Seat) -> bool {
    for _ in 0..6 {
        if pos.is_over() {
            return false;
        }
        if pos.to_move() == seat {
            return true;
        }
        pos.pass_unchecked();
    }
    pos.to_move() == seat && !pos.is_over()
}

/// One of `best` at random (the seed and the position), `None` when empty.
fn draw(pos: &Position, seed: u64, best: &[Move]) -> Option<Move> {
    let mut rng = SplitMix64::new(seed ^ ai::position_key(pos).rotate_left(29));
    (!best.is_empty()).then(|| best[rng.below(best.len())])
}

/// The two-move racer: for each legal move, its best follow-up move of its own (the others
/// stand still); the pair that leaves the least distance to the goal's tip over all its pegs,
/// its first move played. Ties at random. It never looks at the opponents' moves.
pub fn racer2_move(pos: &Position, seed: u64) -> Option<Move> {
    let seat = pos.to_move();
    let moves = pos.legal_move_list();
    let mut best: Vec<Move> = Vec::new();
    let mut best_key = (i32::MAX, i32::MAX);
    for &m in moves.iter() {
        let mut p = pos.clone();
        p.play_unchecked(m);
        let after_one = tip_sum(&p, seat);
        let after_two = if !p.finished().contains(seat) && pass_to(&mut p, seat) {
            p.legal_move_list()
                .iter()
                .map(|&n| {
                    let u = p.play_unchecked(n);
                    let s = tip_sum(&p, seat);
                    p.undo(u);
                    s
                })
                .min()
                .unwrap_or(after_one)
        } else {
            after_one
        };
        // The pair first, then the better first move (a finish now beats one later).
        let key = (after_two, after_one);
        if key < best_key {
            best_key = key;
            best.clear();
        }
        if key == best_key {
            best.push(m);
        }
    }
    draw(pos, seed, &best)
}

/// The hops of `m`'s shortest chain (0 for a step).
fn hops(pos: &Position, m: Move) -> usize {
    match m.kind {
        MoveKind::Step | MoveKind::StepSwap => 0,
        MoveKind::Hop | MoveKind::HopSwap { .. } => {
            pos.path(m).map_or(1, |p| p.len().saturating_sub(1)).max(1)
        }
    }
}

/// The ladder builder: among the moves that gain ground, the one with the longest hop chain,
/// ties by ground gained, then at random; with none that gains, the move that loses least.
pub fn hopper_move(pos: &Position, seed: u64) -> Option<Move> {
    let moves = pos.legal_move_list();
    let mut best: Vec<Move> = Vec::new();
    let mut best_key = (false, 0usize, i32::MIN);
    for &m in moves.iter() {
        let gain = tip_gain(pos, m);
        let key = if gain > 0 {
            (true, hops(pos, m), gain)
        } else {
            (false, 0, gain)
        };
        if key > best_key || best.is_empty() {
            best_key = key;
            best.clear();
        }
        if key == best_key {
            best.push(m);
        }
    }
    draw(pos, seed, &best)
}

/// The blocker: greedy (`ai::greedy_move`), except that when an opponent leads (the fewest rows
/// to go, fewer than ours) and one of our moves can park a peg on a hole where one of the
/// leader's forward hops would land, giving up at most a row, it parks there (the hole of the
/// leader's longest such hop first).
pub fn blocker_move(pos: &Position, seed: u64) -> Option<Move> {
    let seat = pos.to_move();
    let greedy = ai::greedy_move(pos, seed);
    let mine = ai::rows_to_go(pos, seat);
    let leader = pos
        .seating()
        .seats()
        .filter(|&s| s != seat && Some(s) != pos.seating().partner(seat))
        .filter(|&s| !pos.finished().contains(s))
        .min_by_key(|&s| (ai::rows_to_go(pos, s), s.index()))?;
    if ai::rows_to_go(pos, leader) >= mine {
        return greedy;
    }
    // The leader's forward hops and their landing holes, as if it were to move now.
    let mut p = pos.clone();
    if !pass_to(&mut p, leader) {
        return greedy;
    }
    let geo = pos.geometry();
    let mut landings: Vec<(i32, sternhalma::engine::Cell)> = p
        .legal_move_list()
        .iter()
        .filter(|m| matches!(m.kind, MoveKind::Hop))
        .filter_map(|m| {
            let army = p.army_at(m.from)?;
            let gain = geo.progress(army, m.to) - geo.progress(army, m.from);
            (gain >= 2).then_some((gain, m.to))
        })
        .collect();
    landings.sort_by_key(|&(gain, c)| (std::cmp::Reverse(gain), c.to_u8()));
    let moves = pos.legal_move_list();
    for (_, hole) in landings {
        let block: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| m.to == hole)
            .filter(|m| {
                pos.army_at(m.from)
                    .is_some_and(|army| geo.progress(army, m.to) - geo.progress(army, m.from) >= -1)
            })
            .collect();
        if !block.is_empty() {
            return draw(pos, seed, &block);
        }
    }
    greedy
}

#[cfg(test)]
mod tests {
    use sternhalma::engine::{Options, Players, Position};

    /// Plays `bot` for every seat until the game ends or `plies` run out; the plies played.
    fn self_play(
        players: Players,
        plies: usize,
        bot: fn(&Position, u64) -> Option<super::Move>,
    ) -> (Position, usize) {
        let mut pos = Position::start(Options::with_players(players)).unwrap();
        let mut n = 0;
        while !pos.is_over() && n < plies {
            match bot(&pos, n as u64) {
                Some(m) => {
                    assert!(pos.is_legal(m));
                    pos.play_unchecked(m);
                }
                None => {
                    pos.pass_unchecked();
                }
            }
            n += 1;
        }
        (pos, n)
    }

    #[test]
    fn the_independent_seats_play_legal_moves_and_race_home() {
        for bot in [super::racer2_move, super::hopper_move] {
            let (pos, _) = self_play(Players::Two, 400, bot);
            assert!(pos.is_over());
        }
        let (_, n) = self_play(Players::Three, 30, super::blocker_move);
        assert_eq!(n, 30);
    }
}
