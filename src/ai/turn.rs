//! A turn of the search ([`search`]): the root's moves, the level's mistakes around a pure
//! search (`search/`), then, for a level that samples, its best moves sampled with the second
//! half of the budget (`search/playout.rs`).

use crate::engine::Position;

use super::limits::{Limits, SearchInfo, MAX_PLY};
use super::mcts;
use super::mistakes;
use super::search::{Budget, Root, Searcher, WIN};
use super::shares::{RootStats, Share};
use super::style::Sampling;

/// Searches `pos` for its side to move. `history` holds the keys
/// ([`position_key`](super::position_key)) of earlier positions of the game.
pub fn search(
    pos: &Position,
    history: &[u64],
    limits: Limits,
    clock: &dyn Fn() -> f64,
) -> SearchInfo {
    search_share(pos, history, limits, Share::WHOLE, clock).0
}

/// [`search`]'s `share` (the tree search's draws seeded by it, [`Share::seed`]), with the
/// root's statistics when the tree search chose the move (`None` for every other search, which
/// the share does not change). Share 0 of any count searches as [`search`] does.
pub fn search_share(
    pos: &Position,
    history: &[u64],
    limits: Limits,
    share: Share,
    clock: &dyn Fn() -> f64,
) -> (SearchInfo, Option<RootStats>) {
    let start = clock();
    let mut info = SearchInfo {
        best: None,
        score: 0,
        depth: 0,
        nodes: 0,
        elapsed_ms: 0.0,
        race: false,
    };
    let Some(mut root) = Root::new(pos, history, &limits) else {
        return (info, None);
    };
    let style = limits.styles.at(root.model, root.movers);
    // A level that misses ladders: long hop chains it does not see this turn.
    mistakes::overlook(&mut root, style.mistakes, limits.seed);
    info.race = root.race;
    let full = Budget::of(&limits);
    // The tree search takes the whole budget (many players, a budget to spend).
    if style.sampling == Sampling::Tree
        && root.model
        && root.moves.len() > 1
        && (limits.max_nodes != u64::MAX || limits.time_ms.is_finite())
    {
        let found = mcts::search(&root, full, share.seed(limits.seed), clock, start);
        info.best = found.best;
        info.nodes = found.nodes;
        info.elapsed_ms = clock() - start;
        return (info, Some(found.stats()));
    }
    let small = limits.max_nodes < 50_000 || limits.max_depth <= 2;
    let mut s = Searcher::new(&root, &style, full, small, clock, start);
    let mut order = s.root_order(&root.moves);
    info.best = Some(order[0].1);
    if order.len() == 1 {
        info.elapsed_ms = clock() - start;
        return (info, None);
    }
    // With modelled replies a style may spend the second half of its budget sampling the
    // search's best few moves.
    let sampling = match style.sampling {
        Sampling::Best { moves, rounds }
            if root.model
                && moves > 1
                && rounds > 0
                && (limits.max_nodes != u64::MAX || limits.time_ms.is_finite()) =>
        {
            s.budget = full.half();
            Some((moves, rounds))
        }
        _ => None,
    };
    // Modelled replies take no depth: a depth counts our own moves, half the plies of a
    // two-sided search (so the levels' depth caps keep their own-move horizons).
    let max_depth = if root.model {
        match style.own_depth {
            None => limits.max_depth.div_ceil(2),
            Some(own) => limits.max_depth.min(u32::from(own)),
        }
    } else {
        limits.max_depth
    };
    // A lapse: this turn the level does not look as far ahead as it can.
    let max_depth = if mistakes::lapse(style.mistakes, limits.seed, root.hash, order[0].1) {
        max_depth.saturating_sub(1)
    } else {
        max_depth
    };
    let found = s.deepen(&mut order, max_depth.clamp(1, MAX_PLY as u32 - 4), full);
    if let Some(best) = found.best {
        info.best = Some(best);
        info.score = found.score;
    }
    info.depth = found.depth;
    if let Some((moves, rounds)) = sampling {
        if info.score.abs() < WIN / 2 {
            s.budget = full;
            s.stopped = false;
            if let Some(i) = order.iter().position(|e| Some(e.1) == info.best) {
                order[..=i].rotate_right(1);
            }
            info.best = Some(s.sample_root(&order, moves.into(), rounds, limits.seed));
        }
    }
    info.nodes = s.nodes;
    info.elapsed_ms = clock() - start;
    (info, None)
}
