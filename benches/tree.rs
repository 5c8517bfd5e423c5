//! The game tree (`cargo bench --bench tree`): what the review board's tree costs natively with
//! the longest game (30,000 moves, `Game::MAX_MOVES`) as its main line, and with many
//! variations — building it, cloning it (every state of the user interface does), playing on
//! at the end of lines of any length, stepping, switching lines, editing, the move list's rows
//! and the text form — in milliseconds and in bytes of memory (resident memory growth).
//!
//! The main line is the fixture `tests/fixtures/longest-game-but-one.txt` (a seeded random
//! two-player game of 29,999 moves) and one more move.

use std::time::Instant;

use sternhalma::app::link::{decode, Link};
use sternhalma::app::tree::{Tree, TreeWriter};
use sternhalma::engine::{Game, Move, Ply};

/// The process's resident memory in bytes (Linux: `/proc/self/statm`, in pages of 4 KiB; 0
/// elsewhere). The crate forbids `unsafe`, so no counting allocator: memory is read from the
/// system, which sees growth only (freed memory is not returned at once).
fn live() -> usize {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<usize>().ok())
        .map_or(0, |pages| pages * 4096)
}

/// Milliseconds `f` takes, the best of `runs`.
fn best_ms<T>(runs: usize, mut f: impl FnMut() -> T) -> f64 {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f());
            t.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::MAX, f64::min)
}

/// Microseconds per call of `f` over `n` calls, the best of 3 rounds (after one call to warm
/// up).
fn each_us(n: usize, mut f: impl FnMut()) -> f64 {
    f();
    (0..3)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..n {
                f();
            }
            t.elapsed().as_secs_f64() * 1e6 / n as f64
        })
        .fold(f64::MAX, f64::min)
}

/// `value` and the memory building it took (resident memory growth).
fn measured<T>(build: impl FnOnce() -> T) -> (T, usize) {
    let before = live();
    let value = build();
    (value, live().saturating_sub(before))
}

/// A legal move at the cursor that no child of the cursor has (`None` when the game is over).
fn fresh(tree: &Tree, i: usize) -> Option<Move> {
    let children = tree.children(tree.cursor()).expect("the cursor is a node");
    let known: Vec<Option<Ply>> = children.iter().map(|&c| tree.ply(c).unwrap()).collect();
    let list: Vec<Move> = tree
        .position()
        .legal_move_list()
        .iter()
        .copied()
        .filter(|&m| !known.contains(&Some(Ply::Move(m))))
        .collect();
    (!list.is_empty()).then(|| list[i % list.len()])
}

/// Plays `count` new moves from the cursor (fewer if the game ends).
fn branch(tree: &mut Tree, count: usize, seed: usize) {
    for i in 0..count {
        let Some(m) = fresh(tree, seed + i) else {
            return;
        };
        tree.play(m).expect("a legal move");
    }
}

fn main() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/longest-game-but-one.txt"
    );
    let text = std::fs::read_to_string(path).expect("the fixture");
    let Ok(Link::Game(link)) = decode(&text) else {
        panic!("the fixture decodes")
    };
    let mut game = link.game;
    let m = game.position().legal_move_list()[0];
    game.play(m).expect("the last move fits");
    let n = game.plies().len();
    let moves: Vec<Move> = game.moves();
    println!(
        "main line: {} moves ({n} plies), two players, 121 holes",
        moves.len()
    );

    // Building, cloning, bytes.
    let (tree, bytes) = measured(|| Tree::from_game(game.clone()));
    let build = best_ms(5, || Tree::from_game(game.clone()));
    let clone_us = each_us(10_000, || {
        std::hint::black_box(tree.clone());
    });
    println!(
        "from_game: {build:.2} ms, {} KB for the tree's own records (the game's positions are shared) | clone {clone_us:.3} µs",
        bytes / 1024
    );

    // Playing on at the end of a line, at any length (a clone first, as the reducer does).
    for len in [1_000usize, 10_000, moves.len() - 1] {
        let g = Game::replay(game.start().clone(), moves[..len].iter().copied()).unwrap();
        let base = Tree::from_game(g);
        let next = moves[len];
        let mut extra = 0;
        let us = each_us(2_000, || {
            let mut t = base.clone();
            let before = live();
            t.play(next).unwrap();
            extra = live().saturating_sub(before);
            std::hint::black_box(t);
        });
        println!(
            "play at the end of a {len:>6}-move line (clone + play): {us:>6.2} µs, {extra} bytes"
        );
    }

    // Stepping along the line.
    let mut t = tree.clone();
    let step = each_us(20_000, || {
        t.undo();
        t.redo();
    }) / 2.0;
    println!("undo / redo: {step:.3} µs a step");

    // Variations near the start and near the end; switching between them.
    let mut t = tree.clone();
    t.goto(t.line_node(10).unwrap()).unwrap();
    branch(&mut t, 20, 1);
    let early = t.cursor();
    t.goto(t.line_node(5).unwrap()).unwrap();
    let late_at = tree.line_node(n - 30).unwrap();
    t.goto(late_at).unwrap();
    branch(&mut t, 20, 0);
    let late = t.cursor();
    let main_last = tree.line_end();
    let switch = |from, to| {
        let mut base = t.clone();
        base.goto(from).unwrap();
        best_ms(20, || {
            let mut x = base.clone();
            x.goto(to).unwrap();
            x
        })
    };
    println!(
        "switch lines: main end → variation at ply 10: {:.3} ms | variation at ply 10 → main end: {:.3} ms | variation at ply 10 → variation at ply {}: {:.3} ms | main end → variation at ply {}: {:.3} ms",
        switch(main_last, early),
        switch(early, main_last),
        n - 30,
        switch(early, late),
        n - 30,
        switch(main_last, late),
    );

    // Editing: promote the early variation (30,000 plies change lines), delete, take back.
    let promote = best_ms(5, || {
        let mut x = t.clone();
        x.promote(early).unwrap()
    });
    let mut x = t.clone();
    let edit = x.promote(early).unwrap().unwrap();
    let restore = best_ms(5, || {
        let mut y = x.clone();
        y.restore(&edit).unwrap()
    });
    let delete = best_ms(5, || {
        let mut y = t.clone();
        y.delete(t.line_node(11).unwrap()).unwrap()
    });
    println!(
        "promote a variation at ply 10: {promote:.2} ms | take it back: {restore:.3} ms | delete the main line after ply 10: {delete:.2} ms"
    );

    // Many variations: the most a tree holds, ten moves each, spread along the main line.
    let (many, bytes) = measured(|| {
        let mut t = tree.clone();
        let count = sternhalma::app::tree::MAX_VARIATIONS;
        for v in 0..count {
            t.goto(main_last).unwrap();
            t.goto(t.line_node(10 + v * (n - 40) / count).unwrap())
                .unwrap();
            branch(&mut t, 10, v);
        }
        t
    });
    let build_many = best_ms(1, || {
        let mut t = tree.clone();
        for v in 0..100 {
            t.goto(main_last).unwrap();
            t.goto(t.line_node(10 + v * 200).unwrap()).unwrap();
            branch(&mut t, 10, v);
        }
        t
    });
    println!(
        "{} variations of 10 moves: {} KB more than the bare main line | 100 of them built in {build_many:.1} ms",
        many.variations(),
        bytes / 1024
    );
    let rows = many.row_count();
    let index = best_ms(5, || {
        // The index is built on the first read after a change: a clone's is shared, so read a
        // tree that has just changed.
        let mut y = many.clone();
        branch(&mut y, 1, 0);
        y.rows(0..40)
    });
    let window = |start: usize| {
        each_us(2_000, || {
            std::hint::black_box(many.rows(start..start + 40));
        })
    };
    println!(
        "move list: {rows} rows | first read after a change (index + 40 rows): {index:.3} ms | 40 rows at the top {:.1} µs, middle {:.1} µs, bottom {:.1} µs | row of the cursor {:.2} µs",
        window(0),
        window(rows / 2),
        window(rows - 40),
        each_us(10_000, || {
            std::hint::black_box(many.row_of(many.cursor()));
        }),
    );

    // The text form: what a save adds to the main line's link.
    let text = many.to_text();
    let encode = best_ms(5, || many.to_text());
    let decode_ms = best_ms(3, || {
        Tree::from_text(many.main_line().clone(), &text).unwrap()
    });
    // The writer follows a tree back and forth between two versions of it.
    let follow = |a: &Tree, b: &Tree| {
        let mut w = TreeWriter::new(a);
        let mut flip = false;
        each_us(200, || {
            flip = !flip;
            w.sync(if flip { b } else { a });
        })
    };
    let mut on_main = many.clone();
    on_main.goto(main_last).unwrap();
    let mut after_main = on_main.clone();
    after_main.undo();
    let sync_main = follow(&on_main, &after_main);
    let mut in_var = many.clone();
    in_var.last();
    let mut longer = in_var.clone();
    branch(&mut longer, 1, 0);
    let sync_var = follow(&in_var, &longer);
    let writer = TreeWriter::new(&many);
    let render = each_us(200, || {
        std::hint::black_box(writer.text());
    });
    let bare = Tree::from_game(game.clone()).to_text();
    println!(
        "text: {} bytes for {} variations ({:.1} bytes a move; a bare game: {:?}) | write whole {encode:.2} ms | read {decode_ms:.1} ms | the writer follows a cursor move on the main line in {sync_main:.1} µs, a move in a variation in {sync_var:.1} µs, and renders the text in {render:.1} µs",
        text.len(),
        many.variations(),
        text.len() as f64 / (many.moves() - moves.len()) as f64,
        bare,
    );
}
