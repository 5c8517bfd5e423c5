//! The tree search's pieces: the backup, the playout policy, determinism, the solver.

use crate::engine::{Move, MoveList, Options, Players, Position, Seat};
use crate::tools::SplitMix64;

use super::super::eval;
use super::super::limits::Limits;
use super::super::search::{Budget, Root};
use super::history::History;
use super::tree::Tree;

fn start(players: Players) -> Position {
    Position::start(Options::with_players(players)).unwrap()
}

fn run(pos: &Position, nodes: u64, seed: u64) -> super::Found {
    let limits = Limits::nodes(nodes);
    let root = Root::new(pos, &[], &limits).unwrap();
    let budget = Budget {
        max_nodes: nodes,
        time_ms: f64::INFINITY,
    };
    super::search(&root, budget, seed, &|| 0.0, 0.0)
}

#[test]
fn the_backup_adds_one_value_per_seat_along_the_path() {
    let pos = start(Players::Three);
    let mut tree = Tree::new();
    let moves = pos.legal_move_list();
    let mut children: Vec<(Option<Move>, i32)> =
        moves.iter().take(3).map(|&m| (Some(m), 0)).collect();
    tree.expand(0, &mut children);
    let child = tree.children(0).start + 1;
    let v = [0.25, 0.5, 1.0, 0.0, 0.0, 0.0];
    tree.backup(&[0, child], &v);
    tree.backup(&[0], &v);
    assert_eq!(tree.nodes[0].visits, 2);
    assert_eq!(tree.nodes[child].visits, 1);
    assert_eq!(tree.nodes[child].sum[2], 1.0);
    assert_eq!(tree.nodes[0].sum[0], 0.5);
    assert_eq!(tree.nodes[child - 1].visits, 0);
    // Each seat chooses by its own value: seat 1 at the root prefers the child worth 1 to it.
    let other = child + 1;
    tree.backup(&[0, child - 1], &[0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
    tree.backup(&[0, other], &[1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    let history = History::new();
    assert_eq!(tree.select(0, Seat::new(1).unwrap(), &history), child - 1);
    assert_eq!(tree.select(0, Seat::FIRST, &history), other);
}

#[test]
fn the_playout_policy_draws_only_legal_moves_and_favours_ground() {
    let mut pos = start(Players::Six);
    let tables = eval::tables(&pos);
    let mut rng = SplitMix64::new(7);
    let mut gains = Vec::new();
    let mut moves = MoveList::new();
    let (mut forward, mut drawn) = (0, 0);
    for _ in 0..120 {
        if pos.is_over() {
            break;
        }
        pos.legal_moves(&mut moves);
        let seat = pos.to_move();
        match super::policy::draw(&pos, tables, &moves, &mut gains, &mut rng) {
            Some(m) => {
                assert!(pos.is_legal(m));
                drawn += 1;
                if super::policy::gain(&pos, tables, seat, m) > 0 {
                    forward += 1;
                }
                pos.play_unchecked(m);
            }
            None => {
                assert!(moves.is_empty());
                pos.pass_unchecked();
            }
        }
    }
    assert!(forward * 10 >= drawn * 8, "{forward} of {drawn} forward");
}

#[test]
fn the_search_is_deterministic_for_a_seed() {
    let pos = start(Players::Three);
    let a = run(&pos, 20_000, 5);
    let b = run(&pos, 20_000, 5);
    assert_eq!(a.best, b.best);
    assert_eq!(a.nodes, b.nodes);
    assert!(a.nodes >= 20_000);
    assert!(pos.is_legal(a.best.unwrap()));
}

#[test]
fn a_finish_in_one_is_played() {
    // Three players: seat 0 (army 0) has nine pegs home and its last peg one step from the
    // goal's last hole.
    let mut pos = start(Players::Three);
    let seat = pos.to_move();
    let mut setup = pos.to_setup();
    let army = pos.seating().armies(seat).iter().next().unwrap();
    let goal: Vec<_> = pos.goal_area(army).iter().collect();
    let geo = pos.geometry();
    // The goal's hole nearest the middle of the board: leave it free, a peg just outside.
    let mouth = *goal
        .iter()
        .min_by_key(|&&c| (geo.progress(army, c), c.to_u8()))
        .unwrap();
    let outside = geo
        .neighbors(mouth)
        .find(|&c| !goal.contains(&c) && !pos.occupied().contains(c))
        .unwrap();
    let mut pegs = crate::engine::CellSet::EMPTY;
    for &c in &goal {
        if c != mouth {
            pegs.insert(c);
        }
    }
    pegs.insert(outside);
    setup.armies[army] = pegs;
    pos = setup.validate().unwrap();
    let found = run(&pos, 5_000, 1);
    let m = found.best.unwrap();
    assert_eq!((m.from, m.to), (outside, mouth));
    // Found before any playout: one node per root move at most.
    assert!(found.nodes <= pos.legal_move_list().len() as u64);
}

#[test]
fn a_leader_is_worth_more_to_itself_than_to_the_others() {
    let pos = start(Players::Three);
    let v = super::value::Valuer::new(&pos).value(&pos);
    // At the start the first to move leads by its turn.
    assert!(v[0] > v[1] && v[1] > v[2], "{v:?}");
    assert!(v.iter().all(|&x| (0.0..=1.0).contains(&x)));
}

#[test]
fn a_search_merged_alone_chooses_its_own_move() {
    for (players, seed) in [(Players::Three, 1), (Players::Four, 2), (Players::Six, 3)] {
        let pos = start(players);
        for nodes in [3_000, 20_000] {
            let found = run(&pos, nodes, seed);
            assert_eq!(crate::ai::shares::merge(&[found.stats()]), found.best);
            let visits: u32 = found.root.iter().map(|m| m.visits).sum();
            assert!(visits > 0);
        }
    }
}

/// Pairs of moves of the side to move in a position some way into a game that leave it the
/// same rows to go but a different evaluation cost (its army shaped differently): the values
/// of the two positions for the mover.
fn same_rows_other_shape(players: Players, seed: u64) -> Vec<(f32, f32)> {
    let mut pos = start(players);
    let mut rng = SplitMix64::new(seed);
    for _ in 0..8 * pos.seating().seat_count() {
        let m = crate::ai::random_forward_move(&pos, &mut rng).unwrap();
        pos.play_unchecked(m);
    }
    let seat = pos.to_move();
    let tables = eval::tables(&pos);
    value_pairs(
        &pos,
        |p| {
            let rows = crate::ai::rows_to_go(p, seat);
            (rows, eval::seat_costs(p, tables)[seat.index()])
        },
        |a, b| a.0 == b.0 && a.1 != b.1,
    )
}

/// For the side to move in `pos`: the values for it of the positions after two of its moves
/// whose `key`s (taken of those positions) make a pair that `pair` keeps.
fn value_pairs(
    pos: &Position,
    key: impl Fn(&Position) -> (i32, i32),
    pair: impl Fn((i32, i32), (i32, i32)) -> bool,
) -> Vec<(f32, f32)> {
    let seat = pos.to_move();
    let valuer = super::value::Valuer::new(pos);
    let after: Vec<((i32, i32), f32)> = pos
        .legal_move_list()
        .iter()
        .map(|&m| {
            let mut p = pos.clone();
            p.play_unchecked(m);
            (key(&p), valuer.value(&p)[seat.index()])
        })
        .collect();
    let mut pairs = Vec::new();
    for (i, a) in after.iter().enumerate() {
        for b in &after[i + 1..] {
            if pair(a.0, b.0) {
                pairs.push((a.1, b.1));
            }
        }
    }
    pairs
}

#[test]
fn with_six_players_an_armys_shape_does_not_move_its_value() {
    // Six armies, in the middle of the game: the shape (stragglers, pegs at home) counts nothing.
    let six: Vec<(f32, f32)> = (1..=4)
        .flat_map(|seed| same_rows_other_shape(Players::Six, seed))
        .collect();
    assert!(six.len() >= 10, "only {} pairs", six.len());
    assert!(six.iter().all(|(a, b)| a == b), "{six:?}");
    // Three: it does, through the evaluation's planning terms.
    let three: Vec<(f32, f32)> = (1..=4)
        .flat_map(|seed| same_rows_other_shape(Players::Three, seed))
        .collect();
    assert!(three.iter().any(|(a, b)| a != b), "{three:?}");
}

/// A six-player game played on by random forward moves until the side to move is within
/// `rows` rows of home: of pairs of its moves that leave it the same rows to go and the same
/// last pegs' detour, the values of the two positions for it.
fn same_race_near_home(seed: u64, rows: i32) -> Vec<(f32, f32)> {
    let mut pos = start(Players::Six);
    let mut rng = SplitMix64::new(seed);
    for _ in 0..3_000 {
        let seat = pos.to_move();
        let left = crate::ai::rows_to_go(&pos, seat);
        if left > 4 && left <= rows && !pos.finished().contains(seat) {
            break;
        }
        let m = crate::ai::random_forward_move(&pos, &mut rng)
            .or_else(|| pos.legal_move_list().first().copied());
        match m {
            Some(m) => pos.play_unchecked(m),
            None => pos.pass_unchecked(),
        };
    }
    let seat = pos.to_move();
    assert!(crate::ai::rows_to_go(&pos, seat) <= rows, "seed {seed}");
    let tables = eval::tables(&pos);
    let army = pos.seating().armies(seat).iter().next().unwrap();
    let (blockers_hurt, swaps) = eval::blocker_rules(&pos);
    value_pairs(
        &pos,
        |p| {
            let detour = tables.entry_detour(p, army, blockers_hurt, swaps);
            (crate::ai::rows_to_go(p, seat), detour)
        },
        |a, b| a == b,
    )
}

#[test]
fn with_six_players_a_straggler_counts_near_home() {
    // Within `eval::LATE_ROWS` of home a peg left behind walks in alone: of two moves that
    // leave the same rows and detour, the one that leaves a straggler is worth less.
    let near: Vec<(f32, f32)> = (1..=6)
        .flat_map(|seed| same_race_near_home(seed, 30))
        .collect();
    assert!(near.len() >= 10, "only {} pairs", near.len());
    assert!(near.iter().any(|(a, b)| a != b), "{near:?}");
}
