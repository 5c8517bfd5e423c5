use super::graph::{ply_at, RaceGraph, BOTTOM, LEFT, RIGHT, TOP, WIDTH};
use super::learn::{attempt, mistakes, Attempt, Mistake};
use super::*;
use crate::ai::analysis::Line;
use crate::ai::analysis::Verdict;
use crate::app::tree::Tree;
use crate::engine::{Options, Position};

fn game_of(n: usize) -> Game {
    let mut game = Game::new(Position::start(Options::default()).unwrap());
    for _ in 0..n {
        let m = game.position().legal_move_list()[0];
        game.play(m).unwrap();
    }
    game
}

fn judge_all(a: &mut Analysis, game: &Game, verdict: impl Fn(usize) -> (Verdict, f64)) {
    for i in 0..game.plies().len() {
        let (p, m) = move_at(game, i).unwrap();
        let (v, lost) = verdict(i);
        a.judged(p.clone(), m, judged(v, lost));
    }
}

#[test]
fn the_race_graph_asks_for_each_position_of_the_line_once_and_only_while_on() {
    let game = game_of(6);
    let mut a = Analysis::default();
    assert_eq!(a.next_race(&game), None, "off: nothing asked");
    a.set_on(true);
    for i in 0..=6 {
        assert_eq!(a.next_race(&game), Some(i));
        // Seat 0 gains a move with each of its own, seat 1 stands still; each seat's figure
        // jumps by 5 at the other's turn, which the graph must not show.
        let own = (i as f64 / 2.0).ceil();
        let jump = if i % 2 == 1 { 5.0 } else { 0.0 };
        a.raced(
            game.position_at(i).unwrap().clone(),
            Race {
                finish: vec![40.0 - own + jump, 40.0 + jump],
                lead: vec![0.0, 0.0],
            },
        );
    }
    assert_eq!(a.next_race(&game), None);
    let g = RaceGraph::of(&game, &a);
    assert_eq!(g.known, 7);
    let points = |s: usize| -> Vec<(i32, i32)> {
        g.lines[s]
            .points
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    };
    // One point a round per seat, at its own turn: rounds 0, 1, 2 and 3 for seat 0 (the line
    // ends at its turn), 0.5, 1.5 and 2.5 for seat 1.
    assert_eq!(points(0).len(), 4);
    assert_eq!(points(1).len(), 3, "{:?}", points(1));
    assert_eq!(g.lines[0].last, Some(37.0));
    assert_eq!(g.lines[1].last, Some(45.0));
    // No zig-zag: seat 0 goes down the graph (y grows) at every point, seat 1 stays level.
    let ys: Vec<i32> = points(0).iter().map(|p| p.1).collect();
    assert!(ys.windows(2).all(|w| w[1] > w[0]), "{ys:?}");
    let flat: Vec<i32> = points(1).iter().map(|p| p.1).collect();
    assert!(flat.windows(2).all(|w| w[0] == w[1]), "{flat:?}");
    assert_eq!(
        g.cursor_x,
        points(0).last().unwrap().0,
        "the cursor at the end of the line"
    );
    assert!(ys.iter().all(|&y| (TOP..=BOTTOM).contains(&y)));
    // Axes: moves up to the next ten above the highest figure, rounds to at least ten.
    assert_eq!(g.top, 50);
    assert_eq!(g.rounds, 10);
    assert_eq!(g.y_ticks.first().map(|t| t.0), Some(BOTTOM));
    assert_eq!(g.x_ticks.first().map(|t| t.0), Some(LEFT));
    assert!(g.x_ticks.iter().all(|t| t.0 <= WIDTH));
}

#[test]
fn the_race_graph_draws_measured_rounds_only() {
    let game = game_of(6);
    let mut a = Analysis::default();
    a.set_on(true);
    let race = |v: f64| Race {
        finish: vec![v, v],
        lead: vec![0.0, 0.0],
    };
    // The start and the position on screen (the line's end) have figures, the rounds between
    // not yet: no segment may stand for them.
    a.raced(game.position_at(0).unwrap().clone(), race(40.0));
    a.raced(game.position_at(6).unwrap().clone(), race(30.0));
    let g = RaceGraph::of(&game, &a);
    assert_eq!(g.known, 2);
    assert_eq!(g.lines[0].points.split(' ').count(), 1, "{:?}", g.lines[0]);
    assert_eq!(g.lines[0].last, Some(40.0));
    assert_eq!(
        g.lines[1].points, "",
        "seat 1 has not had its turn in the measured rounds"
    );
    // Filled in order, the gap closes and the lines reach the position on screen.
    for i in 1..6 {
        a.raced(game.position_at(i).unwrap().clone(), race(40.0 - i as f64));
    }
    let g = RaceGraph::of(&game, &a);
    assert_eq!(g.known, 7);
    assert_eq!(g.lines[0].points.split(' ').count(), 4, "rounds 0 to 3");
    assert_eq!(g.lines[0].last, Some(30.0));
    assert_eq!(g.lines[1].points.split(' ').count(), 3, "rounds 0.5 to 2.5");
}

#[test]
fn an_analysis_report_is_a_point_of_the_graph_and_is_only_shown_for_its_position() {
    let game = game_of(1);
    let mut a = Analysis::default();
    let report = engine::Analysis {
        status: crate::ai::analysis::Turn::Playing,
        depth: 3,
        nodes: 100,
        done: false,
        finish: vec![29.0, 30.0],
        lead: vec![-0.5, 0.5],
        lines: vec![Line {
            lead: 0.5,
            value: 0,
            moves: vec![game.position().legal_move_list()[0]],
        }],
    };
    a.analysed(Rc::new((game.position().clone(), report.clone())));
    assert_eq!(a.report(game.position()), Some(&report));
    assert_eq!(a.report(game.start()), None);
    assert_eq!(a.race(game.position()).unwrap().finish, [29.0, 30.0]);
}

#[test]
fn the_review_judges_every_move_in_order_pauses_and_resumes() {
    let game = game_of(4);
    let mut a = Analysis::default();
    assert_eq!(a.next_to_judge(&game), None);
    a.set_review(Review::Running);
    assert_eq!(a.progress(&game), (0, 4));
    let (p, m) = move_at(&game, 0).unwrap();
    a.judged(p.clone(), m, judged(Verdict::Best, 0.0));
    assert_eq!(a.next_to_judge(&game), Some(1));
    a.set_review(Review::Paused);
    assert_eq!(a.next_to_judge(&game), None);
    a.set_review(Review::Running);
    assert_eq!(a.next_to_judge(&game), Some(1));
    assert_eq!(a.progress(&game), (1, 4));
    assert!(!a.reviewed(&game));
    judge_all(&mut a, &game, |_| (Verdict::Best, 0.0));
    assert!(a.reviewed(&game));
    assert_eq!(a.next_to_judge(&game), None);
    assert_eq!(a.judgement_at(&game, 1).unwrap().verdict, Verdict::Best);
    assert_eq!(a.judgement_at(&game, 0), None, "the start has no move");
}

#[test]
fn accuracy_and_counts_are_per_seat() {
    let game = game_of(4);
    let mut a = Analysis::default();
    // Seat 0 plays plies 0 and 2, seat 1 plies 1 and 3.
    judge_all(&mut a, &game, |i| match i {
        0 => (Verdict::Best, 0.0),
        2 => (Verdict::Inaccuracy, 1.0),
        _ => (Verdict::Blunder, 4.0),
    });
    let r = a.seat_reviews(&game);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0].accuracy, Some(75.0));
    assert_eq!(r[0].counts, [1, 0, 1, 0, 0]);
    assert_eq!(r[1].counts, [0, 0, 0, 0, 2]);
    assert!(r[1].accuracy.unwrap() < 10.0);
}

#[test]
fn a_click_on_the_graph_goes_to_the_first_ply_of_a_round_and_never_past_the_line() {
    let game = game_of(10);
    let at = |x: i32| f64::from(x) / f64::from(WIDTH);
    // Ten rounds on the axis (the line has five): each round is a tenth of the plot.
    let round = f64::from(RIGHT - LEFT) / 10.0;
    assert_eq!(ply_at(at(LEFT), &game), 0);
    assert_eq!(ply_at(at(LEFT + (2.0 * round) as i32), &game), 4);
    assert_eq!(ply_at(at(LEFT + (2.4 * round) as i32), &game), 4);
    assert_eq!(ply_at(at(RIGHT), &game), 10, "never past the line");
    assert_eq!(ply_at(-1.0, &game), 0);
    assert_eq!(ply_at(f64::NAN, &game), 0);
    assert_eq!(ply_at(0.5, &game_of(0)), 0);
}

#[test]
fn learning_goes_to_the_mistakes_of_the_players_and_judges_a_try() {
    let game = game_of(4);
    let mut a = Analysis::default();
    judge_all(&mut a, &game, |i| match i {
        1 => (Verdict::Mistake, 2.0),
        2 => (Verdict::Blunder, 3.5),
        _ => (Verdict::Good, 0.2),
    });
    let mut tree = Tree::from_game(game.clone());
    // Seat 0's only: ply 2.
    let mine = mistakes(&tree, &a, &[true, false]);
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].verdict, Verdict::Blunder);
    // Nobody's at this device: everyone's.
    let all = mistakes(&tree, &a, &[false, false]);
    assert_eq!(all.len(), 2);
    let mistake = &all[0];
    assert_eq!(attempt(mistake, &tree, &a), Attempt::Away);
    tree.goto(mistake.parent).unwrap();
    assert_eq!(attempt(mistake, &tree, &a), Attempt::Find);
    // The move played there: the same mistake.
    tree.play(mistake.played).unwrap();
    assert_eq!(attempt(mistake, &tree, &a), Attempt::Same);
    // Another move: judged by the engine, then good or not.
    tree.goto(mistake.parent).unwrap();
    let other = mistake
        .before
        .legal_move_list()
        .iter()
        .copied()
        .find(|&m| m != mistake.played)
        .unwrap();
    tree.play(other).unwrap();
    assert_eq!(attempt(mistake, &tree, &a), Attempt::Checking(other));
    a.judged(
        mistake.before.clone(),
        other,
        judged(Verdict::Inaccuracy, 1.0),
    );
    assert_eq!(
        attempt(mistake, &tree, &a),
        Attempt::NotGood {
            tried: other,
            lost: 1.0,
            wrong: 1
        }
    );
    a.judged(mistake.before.clone(), other, judged(Verdict::Good, 0.25));
    assert_eq!(attempt(mistake, &tree, &a), Attempt::Good(other));
    // The try is a variation: the game's moves are all still there.
    assert_eq!(tree.main_line().plies().len(), 4);
}

#[test]
fn the_review_sums_the_moves_each_seat_lost_and_lists_its_three_costliest() {
    let game = game_of(10);
    let mut a = Analysis::default();
    // Seat 0 plays the even plies, seat 1 the odd ones.
    let lost = [0.0, 0.25, 1.0, 0.0, 3.5, 0.0, 1.0, 0.0, 2.0, 0.0];
    judge_all(&mut a, &game, |i| (Verdict::of(lost[i]), lost[i]));
    let r = a.seat_reviews(&game);
    assert_eq!(r[0].lost, 7.5);
    assert_eq!(r[1].lost, 0.25);
    let plies: Vec<usize> = r[0].costliest.iter().map(|c| c.ply).collect();
    assert_eq!(
        plies,
        [4, 8, 2],
        "the costliest first, the earlier between equals"
    );
    assert_eq!(r[0].costliest[0].verdict, Verdict::Blunder);
    assert_eq!(r[0].costliest[0].lost, 3.5);
    assert_eq!(r[0].costliest[0].played, move_at(&game, 4).unwrap().1);
    assert_eq!(r[1].costliest.len(), 1, "only moves that lost something");
    // A click on one goes to the position before it, on the main line.
    let mut tree = Tree::from_game(game.clone());
    let node = costly_target(&tree, 4).unwrap();
    tree.goto(node).unwrap();
    assert_eq!(tree.position(), game.position_at(4).unwrap());
    assert_eq!(costly_target(&tree, 11), None, "never past the line");
    // Even with a variation on screen.
    tree.goto(costly_target(&tree, 2).unwrap()).unwrap();
    let other = tree.position().legal_move_list()[1];
    tree.play(other).unwrap();
    let node = costly_target(&tree, 4).unwrap();
    assert!(tree.is_main(node));
    tree.goto(node).unwrap();
    assert_eq!(tree.position(), game.position_at(4).unwrap());
}

/// The answer is given away step by step: the peg that erred first, how much worse a try is,
/// after two different wrong tries the best move's peg, after three the best move.
#[test]
fn learning_gives_the_answer_away_one_wrong_try_at_a_time() {
    use super::learn::{help, wrong_tries, Help};
    let game = game_of(4);
    let mut a = Analysis::default();
    judge_all(&mut a, &game, |i| match i {
        2 => (Verdict::Blunder, 3.5),
        _ => (Verdict::Best, 0.0),
    });
    let mut tree = Tree::from_game(game.clone());
    let mistake = mistakes(&tree, &a, &[false, false])[0].clone();
    // The stand-in judgement has no line: the best move is the first legal one not played.
    let mistake = Mistake {
        best: mistake
            .before
            .legal_move_list()
            .into_iter()
            .find(|&m| m != mistake.played),
        ..mistake
    };
    let best = mistake.best.unwrap();
    assert_eq!(mistake.erred(), mistake.played.from);
    tree.goto(mistake.parent).unwrap();
    let at = |tree: &Tree, a: &Analysis| attempt(&mistake, tree, a);
    assert_eq!(help(&mistake, at(&tree, &a), &tree, &a), Some(Help::Erred));
    let wrong: Vec<Move> = mistake
        .before
        .legal_move_list()
        .into_iter()
        .filter(|&m| m != mistake.played && m != best && m.from != best.from)
        .take(3)
        .collect();
    let expected = [Help::Erred, Help::Piece(best.from), Help::Move(best)];
    for (n, (&m, want)) in wrong.iter().zip(expected).enumerate() {
        tree.goto(mistake.parent).unwrap();
        tree.play(m).unwrap();
        assert_eq!(at(&tree, &a), Attempt::Checking(m));
        a.judged(mistake.before.clone(), m, judged(Verdict::Mistake, 2.0));
        assert_eq!(
            at(&tree, &a),
            Attempt::NotGood {
                tried: m,
                lost: 2.0,
                wrong: n + 1
            }
        );
        assert_eq!(help(&mistake, at(&tree, &a), &tree, &a), Some(want));
        // Trying the same wrong move again is not another wrong try.
        tree.goto(mistake.parent).unwrap();
        tree.play(m).unwrap();
        assert_eq!(wrong_tries(&mistake, &tree, &a), n + 1);
        // Back at the mistake the help stays.
        tree.goto(mistake.parent).unwrap();
        assert_eq!(help(&mistake, Attempt::Find, &tree, &a), Some(want));
    }
    // The best move: good, and nothing more to show.
    tree.play(best).unwrap();
    a.judged(mistake.before.clone(), best, judged(Verdict::Best, 0.0));
    assert_eq!(at(&tree, &a), Attempt::Good(best));
    assert_eq!(help(&mistake, at(&tree, &a), &tree, &a), None);
}
