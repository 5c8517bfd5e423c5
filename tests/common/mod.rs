//! Helpers shared by the integration tests (`mod common;` in each test file).

#![allow(dead_code)]

pub mod bench;

use std::collections::BTreeSet;

use sternhalma::ai::wire::{self, Answer, Reply, RequestError};
use sternhalma::app::tree::Tree;
use sternhalma::engine::{
    AntiSpoiling, Cell, CellSet, Direction, LockIn, Move, MoveKind, OptionId, Options, Pegs, Ply,
    Position, Resting, Seat, Setup, Triangle, TriangleSet, RULE_OPTIONS,
};
use sternhalma::tools::SplitMix64;

/// A seeded random source for tests.
pub struct Rng(SplitMix64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed))
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }

    /// One of `items` (not empty).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// `true` with `percent` % probability.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Random options that go together, over every rule option of the engine's table (a new
/// option is covered without touching this): a random value for each option, then random
/// options put back to their defaults until the whole goes together.
pub fn random_options(rng: &mut Rng) -> Options {
    let mut o = Options::default();
    for r in &RULE_OPTIONS {
        o.set_code(r.id, rng.below(r.values.len()) as u8);
    }
    while o.validate().is_err() {
        let changed: Vec<OptionId> = OptionId::ALL
            .into_iter()
            .filter(|&id| id != OptionId::Players && o.code(id) != 0)
            .collect();
        o.set_code(rng.pick(&changed), 0);
    }
    o
}

/// The position a text names (panics with the reason if it is not one).
pub fn position(text: &str) -> Position {
    let setup: Setup = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    setup.validate().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The start area of the army of point `t`, from the rule text: its triangle; in the 15-peg
/// game (armies 0 and 3) also the holes of the central hexagon next to the triangle.
pub fn naive_area(pos: &Position, t: Triangle) -> CellSet {
    let geo = pos.geometry();
    let triangle = geo.triangle(t);
    if pos.options().pegs != Pegs::Fifteen || !matches!(t, Triangle::TOP | Triangle::BOTTOM) {
        return triangle;
    }
    let front = geo.cells().filter(|&c| {
        geo.triangle_of(c).is_none() && geo.neighbors(c).any(|n| triangle.contains(n))
    });
    triangle | front.collect()
}

/// The rule text, implemented naively: every hop path by depth-first search.
pub fn naive_moves(pos: &Position) -> BTreeSet<Move> {
    let mut out = BTreeSet::new();
    if pos.is_over() {
        return out;
    }
    let geo = pos.geometry();
    let o = pos.options();
    let seat = pos.to_move();
    let seating = pos.seating();
    let own_tris = seating.own_triangles(seat);
    let others: Vec<Seat> = seating.seats().filter(|&s| s != seat).collect();
    let in_area = |tris: TriangleSet, c: Cell| tris.iter().any(|t| naive_area(pos, t).contains(c));
    let rest_ok = |c: Cell| -> bool {
        if in_area(own_tris, c) {
            return true;
        }
        match o.resting {
            Resting::Anywhere => true,
            Resting::Bga => !in_area(TriangleSet::ALL, c),
            Resting::PassThrough => !others.iter().any(|&s| in_area(seating.own_triangles(s), c)),
        }
    };
    let mine = pos.seat_pegs(seat);
    for army in seating.armies(seat).iter() {
        let goal = naive_area(pos, army.opposite());
        for from in pos.army(army) {
            // Lock-in, as the rule text says it: a peg that begins its move in its goal is
            // locked from the start; with strict lock-in a chain is also locked from its
            // first landing in the goal. A locked peg lands only in the goal.
            let locked = o.lock_in != LockIn::Off && goal.contains(from);
            let strict = o.lock_in == LockIn::Strict;
            let can_land = |locked: bool, c: Cell| !locked || goal.contains(c);
            let empty = |c: Cell| c == from || !pos.occupied().contains(c);
            let other_in_goal = |c: Cell| {
                goal.contains(c)
                    && pos.occupied().contains(c)
                    && !mine.contains(c)
                    && !pos.inert().contains(c)
            };
            let swap = o.anti_spoiling == AntiSpoiling::Swap;
            for d in Direction::ALL {
                if let Some(n) = geo.neighbor(from, d) {
                    if !pos.occupied().contains(n) && can_land(locked, n) && rest_ok(n) {
                        out.insert(Move {
                            from,
                            to: n,
                            kind: MoveKind::Step,
                        });
                    }
                    if swap && other_in_goal(n) {
                        out.insert(Move {
                            from,
                            to: n,
                            kind: MoveKind::StepSwap,
                        });
                    }
                }
            }
            // Depth-first over landing holes. Every hole reachable by some
            // chain is reachable by a chain without repeats, so one visit per
            // hole finds every destination (and every take-off hole of a swap).
            // Whether a chain is locked at a hole depends on the hole only (locked
            // from the start, or under strict lock-in exactly at holes of the goal,
            // since a locked chain never leaves it), so one visit still suffices.
            let mut path = vec![from];
            #[allow(clippy::too_many_arguments)]
            fn dfs(
                pos: &Position,
                path: &mut Vec<Cell>,
                c: Cell,
                locked: bool,
                strict: bool,
                goal: CellSet,
                from: Cell,
                out: &mut BTreeSet<Move>,
                can_land: &dyn Fn(bool, Cell) -> bool,
                empty: &dyn Fn(Cell) -> bool,
                rest_ok: &dyn Fn(Cell) -> bool,
                other_in_goal: &dyn Fn(Cell) -> bool,
                swap: bool,
            ) {
                let geo = pos.geometry();
                for d in Direction::ALL {
                    let Some((over, land)) = geo.jump(c, d) else {
                        continue;
                    };
                    let over_full = over != from && pos.occupied().contains(over);
                    if !over_full {
                        continue;
                    }
                    if swap && other_in_goal(land) {
                        out.insert(Move {
                            from,
                            to: land,
                            kind: MoveKind::HopSwap { back: c },
                        });
                    }
                    if land == from
                        || path.contains(&land)
                        || !empty(land)
                        || pos.occupied().contains(land)
                    {
                        continue;
                    }
                    if !can_land(locked, land) {
                        continue;
                    }
                    if rest_ok(land) {
                        out.insert(Move {
                            from,
                            to: land,
                            kind: MoveKind::Hop,
                        });
                    }
                    // `path` keeps every hole visited so far (not only the
                    // current chain): each hole is expanded once.
                    path.push(land);
                    dfs(
                        pos,
                        path,
                        land,
                        locked || (strict && goal.contains(land)),
                        strict,
                        goal,
                        from,
                        out,
                        can_land,
                        empty,
                        rest_ok,
                        other_in_goal,
                        swap,
                    );
                }
            }
            dfs(
                pos,
                &mut path,
                from,
                locked,
                strict,
                goal,
                from,
                &mut out,
                &can_land,
                &empty,
                &rest_ok,
                &other_in_goal,
                swap,
            );
        }
    }
    out
}

/// Perft with [`naive_moves`] (and the engine's play, pass and end of game): an independent
/// count of the leaves `depth` plies below `pos`.
pub fn naive_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.is_over() {
        return 0;
    }
    let moves = naive_moves(pos);
    if moves.is_empty() {
        let mut next = pos.clone();
        next.pass().expect("a seat without moves passes");
        return naive_perft(&next, depth - 1);
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play(m).expect("the naive move is legal");
            naive_perft(&next, depth - 1)
        })
        .sum()
}

/// The `i`-th of the legal moves at the cursor that no child of the cursor has.
pub fn fresh(tree: &Tree, i: usize) -> Move {
    let known: Vec<Option<Ply>> = tree
        .children(tree.cursor())
        .unwrap()
        .iter()
        .map(|&c| tree.ply(c).unwrap())
        .collect();
    let list: Vec<Move> = tree
        .position()
        .legal_move_list()
        .iter()
        .copied()
        .filter(|&m| !known.contains(&Some(Ply::Move(m))))
        .collect();
    list[i % list.len()]
}

/// The worker's whole answer to a move request at `level` for `position` after `history` (the
/// request text read, the search, the answer written and read back against the position), the
/// texts as the page sends them: the move, or why there is none.
pub fn worker_move(
    position: &str,
    level: u8,
    history: &[String],
    clock: &dyn Fn() -> f64,
) -> Result<Move, RequestError> {
    let mut text = format!("{}\n1\nmove {level}\n{position}", wire::MAGIC);
    for h in history {
        text.push('\n');
        text.push_str(h);
    }
    let answer = wire::respond(&text, clock).ok_or(RequestError::Malformed)?;
    let about = position
        .parse::<Setup>()
        .ok()
        .and_then(|s| s.validate().ok());
    match Answer::decode(&answer, about.as_ref())
        .map_err(|_| RequestError::Malformed)?
        .reply
    {
        Ok(Reply::Move(m) | Reply::Tree { best: m, .. }) => Ok(m),
        Ok(_) => Err(RequestError::Malformed),
        Err(e) => Err(e),
    }
}
