//! The judgements of moves on crafted positions (`ai::analysis::judge`): a move that is clearly
//! best, good, an inaccuracy, a mistake and a blunder, each with the moves it loses (in the
//! calibrated unit of `ai::race::finish`) inside the band of its verdict as docs/ai.md documents
//! the thresholds. Node budgets only (20 000 nodes a judgement), no clock.

mod common;

use common::position;
use sternhalma::ai::analysis::{judge, Judgement, Verdict, BLUNDER_FROM, GOOD_BELOW, MISTAKE_FROM};
use sternhalma::ai::race;
use sternhalma::engine::Position;

/// Seat 0 (army 3, heading up) in a two-player middle game: k9-e9 hops three times up the
/// board, six rows forward.
const MIDDLE: &str = "p2/0:b1-2.g3.i9.j3.j5.j8.k5.l10.m10/3:e7.f5.f7-8.g8.h8.i1.k9.p1-2/0";
/// Seat 0 finishes with e7-d3.
const FINISH_IN_ONE: &str = "p2/0:l5.l7-9.m10.n4.o1-2.p2.q1/3:a1.b1-2.c1-3.d1-2.d4.e7/0";

fn judged(pos: &Position, name: &str) -> Judgement {
    let m = pos.parse_move(name).unwrap();
    judge(pos, &[], m, 20_000, &|| 0.0).unwrap()
}

/// The band of moves lost that makes each verdict (a thrown finish aside).
fn band(v: Verdict) -> (f64, f64) {
    match v {
        Verdict::Best => (0.0, 0.0),
        Verdict::Good => (0.0, GOOD_BELOW),
        Verdict::Inaccuracy => (GOOD_BELOW, MISTAKE_FROM),
        Verdict::Mistake => (MISTAKE_FROM, BLUNDER_FROM),
        Verdict::Blunder => (BLUNDER_FROM, f64::INFINITY),
    }
}

fn in_band(j: &Judgement) -> bool {
    let (low, high) = band(j.verdict);
    match j.verdict {
        Verdict::Best => j.lost == 0.0,
        Verdict::Good => j.lost > low && j.lost < high,
        _ => j.lost >= low && j.lost < high,
    }
}

#[test]
fn the_thresholds_are_the_documented_ones() {
    assert_eq!((GOOD_BELOW, MISTAKE_FROM, BLUNDER_FROM), (0.5, 1.5, 3.0));
    for (lost, v) in [
        (0.0, Verdict::Best),
        (0.49, Verdict::Good),
        (0.5, Verdict::Inaccuracy),
        (1.49, Verdict::Inaccuracy),
        (1.5, Verdict::Mistake),
        (2.99, Verdict::Mistake),
        (3.0, Verdict::Blunder),
    ] {
        assert_eq!(Verdict::of(lost), v, "{lost}");
    }
}

/// Every verdict on one position, each move's loss inside its verdict's band; the long hop
/// chain is best, a step of the same peg a mistake, a step back a mistake, a hop back a
/// blunder.
#[test]
fn each_verdict_on_a_crafted_middle_game() {
    let pos = position(MIDDLE);
    let me = pos.to_move();
    for (name, verdict) in [
        ("k9-e9", Verdict::Best),
        ("f7-d2", Verdict::Good),
        ("e7-d3", Verdict::Inaccuracy),
        ("k9-k10", Verdict::Mistake),
        ("e7-f6", Verdict::Mistake),
        ("g8-k8", Verdict::Blunder),
    ] {
        let j = judged(&pos, name);
        assert_eq!(j.verdict, verdict, "{name}: {j:?}");
        assert!(in_band(&j), "{name}: {} moves lost", j.lost);
        assert_eq!(j.verdict.as_good_as_best(), verdict <= Verdict::Good);
        // The best move is the long hop chain, whatever was played.
        assert_eq!(pos.move_name(j.best.moves[0]), "k9-e9", "{name}");
    }
    // The unit is the calibrated moves to finish: the hop chain brings seat 0 two moves
    // nearer its finish than the step back does, and the judgement's loss is of that order.
    let after = |name: &str| {
        let mut q = pos.clone();
        q.play(q.parse_move(name).unwrap()).unwrap();
        race::finish(&q, me)
    };
    let gap = after("e7-f6") - after("k9-e9");
    let lost = judged(&pos, "e7-f6").lost;
    assert!((2.0..=3.5).contains(&gap), "{gap}");
    assert!(
        (lost - gap).abs() <= 1.0,
        "lost {lost}, calibrated gap {gap}"
    );
}

/// A finish in one is best; leaving it is a blunder even where the lead lost at the lines' ends
/// is under [`BLUNDER_FROM`] (the finish comes later, the race measured at the end is close).
#[test]
fn leaving_a_finish_in_one_is_a_blunder_whatever_the_loss() {
    let pos = position(FINISH_IN_ONE);
    let j = judged(&pos, "e7-d3");
    assert_eq!((j.verdict, j.lost), (Verdict::Best, 0.0));
    for name in ["c3-d3", "e7-e6", "e7-f6"] {
        let j = judged(&pos, name);
        assert_eq!(j.verdict, Verdict::Blunder, "{name}: {j:?}");
        assert!(j.lost > 0.0 && j.lost < BLUNDER_FROM, "{name}: {}", j.lost);
        assert_eq!(pos.move_name(j.best.moves[0]), "e7-d3");
    }
}
