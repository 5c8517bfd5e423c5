//! Strict lock-in against the default reading, over random positions (pegs dropped on random
//! holes, random options): every strict move is a default move, and a default move that strict
//! lock-in refuses is a hop chain (or a hop swap from the end of one) whose every path lands in
//! the mover's goal and then leaves it. The paths are enumerated here one by one, every simple
//! chain of hops, independently of the generator: a strict hop is also checked to have a path
//! that stays inside once it has entered.

use std::collections::{BTreeMap, BTreeSet};

mod common;

use common::Rng;
use sternhalma::engine::{
    ByTriangle, Cell, CellSet, Direction, Geometry, LockIn, Move, MoveKind, Options, Position,
    Seat, Setup, Triangle,
};

/// A random position of `options`: every peg of every army dropped on a random free hole.
fn random_position(rng: &mut Rng, options: Options) -> Option<Position> {
    let geo = Geometry::get(options.size);
    let start = Position::start(options).ok()?;
    let mut free: Vec<Cell> = (geo.all() - start.inert()).iter().collect();
    let mut armies = ByTriangle::<CellSet>::default();
    for t in Triangle::ALL {
        for _ in 0..start.army(t).len() {
            let i = rng.below(free.len());
            armies[t].insert(free.swap_remove(i));
        }
    }
    let to_move = Seat::new(rng.below(options.players.count()) as u8)?;
    let setup = Setup {
        options,
        armies,
        to_move,
        passes: 0,
        finished: Default::default(),
    };
    setup.validate().ok()
}

/// How the chains to a hole go: some chain never leaves the goal once it has landed in it
/// (`stays`), some chain lands in the goal and later outside it (`leaves`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Paths {
    stays: bool,
    leaves: bool,
}

/// Every simple hop chain of the peg on `from` (no hole landed on twice, never back on
/// `from`, whose hole is empty during its own move), with how it treats `goal`; `None` when
/// there are more than `budget` chains.
fn chains(
    pos: &Position,
    from: Cell,
    goal: CellSet,
    budget: usize,
) -> Option<BTreeMap<Cell, Paths>> {
    struct Walk<'a> {
        pos: &'a Position,
        from: Cell,
        goal: CellSet,
        out: BTreeMap<Cell, Paths>,
        left: usize,
    }
    fn go(w: &mut Walk, c: Cell, path: &mut Vec<Cell>, entered: bool, left_goal: bool) -> bool {
        for d in Direction::ALL {
            let Some((over, land)) = w.pos.geometry().jump(c, d) else {
                continue;
            };
            let full = |x: Cell| x != w.from && w.pos.occupied().contains(x);
            if !full(over) || full(land) || land == w.from || path.contains(&land) {
                continue;
            }
            if w.left == 0 {
                return false;
            }
            w.left -= 1;
            let inside = w.goal.contains(land);
            let leaves = left_goal || (entered && !inside);
            let paths = w.out.entry(land).or_default();
            if leaves {
                paths.leaves = true;
            } else {
                paths.stays = true;
            }
            path.push(land);
            let ok = go(w, land, path, entered || inside, leaves);
            path.pop();
            if !ok {
                return false;
            }
        }
        true
    }
    let mut w = Walk {
        pos,
        from,
        goal,
        out: BTreeMap::new(),
        left: budget,
    };
    go(&mut w, from, &mut vec![from], false, false).then_some(w.out)
}

/// The position with lock-in `lock_in` and the same pegs and turn.
fn with_lock_in(pos: &Position, lock_in: LockIn) -> Position {
    let mut setup = pos.to_setup();
    setup.options.lock_in = lock_in;
    setup.validate().expect("lock-in goes with every option")
}

#[derive(Debug, Default)]
struct Seen {
    pegs: usize,
    pegs_outside: usize,
    too_many_chains: usize,
    refused_hops: usize,
    refused_swaps: usize,
    checked_strict_chains: usize,
}

fn check(pos: &Position, seen: &mut Seen) {
    let default = with_lock_in(pos, LockIn::On);
    let strict = with_lock_in(pos, LockIn::Strict);
    let seat = pos.to_move();
    for army in pos.seating().armies(seat).iter() {
        let goal = pos.goal_area(army);
        for from in pos.army(army) {
            seen.pegs += 1;
            let d: BTreeSet<Move> = default.moves_from(from).iter().copied().collect();
            let s: BTreeSet<Move> = strict.moves_from(from).iter().copied().collect();
            assert!(
                s.is_subset(&d),
                "{pos}: strict moves of {from:?} not default"
            );
            if goal.contains(from) {
                // Locked from the start in both readings.
                assert_eq!(s, d, "{pos}: a peg starting in its goal");
                continue;
            }
            seen.pegs_outside += 1;
            let Some(paths) = chains(pos, from, goal, 200_000) else {
                seen.too_many_chains += 1;
                continue;
            };
            // The hole a move's chain ends on: the destination of a hop, the take-off hole
            // of a hop swap (a swap lands in the goal); none for steps.
            let end_of_chain = |m: &Move| match m.kind {
                MoveKind::Hop => Some(m.to),
                MoveKind::HopSwap { back } if back != m.from => Some(back),
                _ => None,
            };
            for m in d.difference(&s) {
                let end = end_of_chain(m)
                    .unwrap_or_else(|| panic!("{pos}: strict refuses {m:?}, not a chain"));
                let p = paths.get(&end).copied().unwrap_or_default();
                assert!(
                    p.leaves && !p.stays,
                    "{pos}: strict refuses {m:?}, whose chains are {p:?}"
                );
                match m.kind {
                    MoveKind::Hop => seen.refused_hops += 1,
                    _ => seen.refused_swaps += 1,
                }
            }
            for m in &s {
                if let Some(end) = end_of_chain(m) {
                    let p = paths.get(&end).copied().unwrap_or_default();
                    assert!(
                        p.stays,
                        "{pos}: strict allows {m:?}, whose chains are {p:?}"
                    );
                    seen.checked_strict_chains += 1;
                }
            }
        }
    }
}

#[test]
fn strict_refuses_exactly_the_chains_that_leave_the_goal() {
    let mut rng = Rng::new(0x0571_21C7);
    let mut seen = Seen::default();
    let positions = if cfg!(debug_assertions) { 1500 } else { 6000 };
    let mut made = 0;
    while made < positions {
        let mut options = common::random_options(&mut rng);
        options.lock_in = LockIn::Strict;
        if options.validate().is_err() {
            continue;
        }
        let Some(pos) = random_position(&mut rng, options) else {
            continue;
        };
        if pos.is_over() {
            continue;
        }
        made += 1;
        check(&pos, &mut seen);
    }
    eprintln!("{seen:?}");
    // The test means something only if strict lock-in refused many moves, swaps included,
    // and almost every peg's chains could be listed.
    assert!(seen.refused_hops * 10 >= positions, "{seen:?}");
    assert!(seen.refused_swaps >= 3, "{seen:?}");
    assert!(seen.too_many_chains * 50 <= seen.pegs_outside, "{seen:?}");
}

#[test]
fn strict_lock_in_names_and_links() {
    // The notation token, the command-line word and the link code of the new value.
    let o: Options = "p2.lock-strict".parse().unwrap();
    assert_eq!(o.lock_in, LockIn::Strict);
    assert_eq!(o.to_string(), "p2.lock-strict");
    let rule = sternhalma::engine::OptionId::LockIn.rule();
    assert_eq!(rule.code_of_word("strict"), Some(2));
    assert_eq!(o.code(sternhalma::engine::OptionId::LockIn), 2);
    let mut flags = sternhalma::tools::RuleFlags::default();
    let args: Vec<String> = ["--lock-in", "strict"].map(String::from).into();
    assert_eq!(flags.parse(&args), Ok(2));
    assert_eq!(flags.options(), o);
    let mut flags = sternhalma::tools::RuleFlags::default();
    assert_eq!(flags.parse(&["--lock-strict".to_string()]), Ok(1));
    assert_eq!(flags.options(), o);
}
