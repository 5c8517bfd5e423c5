//! Merging the shares of a root-parallel search: pure, on made-up roots; and the shares of a
//! real search.

use super::{merge, nodes, splits, RootMove, RootStats, Share};
use crate::ai::{self, Level};
use crate::engine::{Move, Options, Players, Position};

fn moves(n: usize) -> Vec<Move> {
    let pos = Position::start(Options::default()).unwrap();
    pos.legal_move_list().into_iter().take(n).collect()
}

fn at(mv: Move, visits: u32, sum: f64, gain: i32) -> RootMove {
    RootMove {
        mv,
        visits,
        sum,
        gain,
        win: false,
    }
}

fn share(list: &[RootMove]) -> RootStats {
    RootStats {
        moves: list.to_vec(),
        nodes: 100,
    }
}

#[test]
fn the_visits_are_summed_over_the_shares() {
    let m = moves(3);
    // Alone, the first share would play m[0] and the second m[1]; together m[2] has most.
    let a = share(&[
        at(m[0], 50, 25.0, 1),
        at(m[1], 10, 5.0, 1),
        at(m[2], 40, 20.0, 1),
    ]);
    let b = share(&[
        at(m[0], 10, 5.0, 1),
        at(m[1], 50, 25.0, 1),
        at(m[2], 40, 20.0, 1),
    ]);
    assert_eq!(merge(std::slice::from_ref(&a)), Some(m[0]));
    assert_eq!(merge(std::slice::from_ref(&b)), Some(m[1]));
    assert_eq!(merge(&[a.clone(), b.clone()]), Some(m[2]));
    assert_eq!(nodes(&[a, b]), 200);
}

#[test]
fn ties_go_to_the_better_mean_then_the_gain_then_the_order() {
    let m = moves(3);
    // Equal visits: the better mean over both shares (m[1]: 0.6 against 0.55).
    let a = share(&[at(m[0], 20, 14.0, 3), at(m[1], 20, 10.0, 1)]);
    let b = share(&[at(m[0], 20, 8.0, 3), at(m[1], 20, 14.0, 1)]);
    assert_eq!(merge(&[a, b]), Some(m[1]));
    // Equal visits and means: the larger gain.
    let a = share(&[at(m[0], 20, 10.0, 1), at(m[1], 20, 10.0, 2)]);
    assert_eq!(merge(&[a.clone(), a]), Some(m[1]));
    // Equal in everything: the first in the root's order.
    let a = share(&[at(m[2], 20, 10.0, 2), at(m[0], 20, 10.0, 2)]);
    assert_eq!(merge(&[a.clone(), a]), Some(m[2]));
    // Unvisited moves rank below visited ones of equal visits… which no move has: none.
    let a = share(&[at(m[0], 0, 0.0, 5), at(m[1], 0, 0.0, 5)]);
    assert_eq!(merge(&[a]), Some(m[0]));
}

#[test]
fn a_proven_win_in_any_share_wins() {
    let m = moves(3);
    let a = share(&[at(m[0], 90, 60.0, 1), at(m[1], 1, 0.0, 1)]);
    let mut won = at(m[1], 1, 1.0, 1);
    won.win = true;
    let b = share(&[at(m[0], 90, 60.0, 1), won]);
    assert_eq!(merge(&[a.clone(), b.clone()]), Some(m[1]));
    assert_eq!(merge(&[b, a]), Some(m[1]));
}

#[test]
fn no_share_no_move() {
    assert_eq!(merge(&[]), None);
    assert_eq!(merge(&[RootStats::default()]), None);
}

#[test]
fn a_share_index_must_be_below_the_count() {
    assert_eq!(Share::new(0, 1), Some(Share::WHOLE));
    assert!(Share::new(1, 1).is_none());
    assert!(Share::new(0, 0).is_none());
    assert!(Share::new(7, 8).is_some());
    assert!(Share::new(8, 9).is_none());
    assert_eq!(Share::WHOLE.seed(42), 42);
    assert_ne!(Share::new(1, 2).unwrap().seed(42), 42);
}

#[test]
fn only_the_tree_levels_split_and_only_with_three_or_more() {
    let six = Position::start(Options::with_players(Players::Six)).unwrap();
    let two = Position::start(Options::default()).unwrap();
    assert!(splits(Level::STRONGEST, &six));
    assert!(!splits(Level::STRONGEST, &two));
    assert!(!splits(Level::STRONG, &six));
}

#[test]
fn the_shares_of_a_level_six_move_search_apart_and_merge_to_a_legal_move() {
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let whole = ai::play_nodes_share(&pos, &[], Level::STRONGEST, Share::WHOLE);
    // Share 0 of 1 is the whole search, its statistics choosing its move.
    assert_eq!(whole.best, ai::play_nodes(&pos, &[], Level::STRONGEST));
    let root = whole.root.clone().expect("a tree search");
    assert_eq!(merge(std::slice::from_ref(&root)), whole.best);
    assert_eq!(root.nodes, whole.nodes);
    // Share 0 of 2 searches as the whole; share 1 with another seed, the same budget.
    let first = ai::play_nodes_share(&pos, &[], Level::STRONGEST, Share::new(0, 2).unwrap());
    let second = ai::play_nodes_share(&pos, &[], Level::STRONGEST, Share::new(1, 2).unwrap());
    assert_eq!(first, whole);
    let other = second.root.expect("a tree search");
    assert_ne!(other.moves, root.moves);
    assert!(other.nodes.abs_diff(root.nodes) < root.nodes / 100);
    let both = merge(&[root, other]).unwrap();
    assert!(pos.is_legal(both));
}
