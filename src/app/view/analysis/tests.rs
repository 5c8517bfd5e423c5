//! The analysis panel's views, tested natively.

use std::rc::Rc;

use crate::ai::analysis::{Analysis, Line, Race, Turn, Verdict};
use crate::app::analysis::{judged, Review};
use crate::app::i18n::Lang;
use crate::app::state::testing::play_first_legal;
use crate::app::state::{Action, AnalysisAction, UiState};
use crate::app::view::{analysis_markup, analysis_report, announcement};

#[test]
fn the_display_shows_the_report_the_graph_and_the_review_with_names_escaped() {
    let mut s = UiState::default();
    let m = play_first_legal(&mut s);
    assert_eq!(analysis_markup(&s, Lang::En), "", "nothing while off");
    s.apply(Action::Rename(vec!["<b>Ann</b>".into(), "Bo".into()]));
    assert!(s.apply(Action::Analysis(AnalysisAction::Engine(true))));
    assert!(analysis_markup(&s, Lang::En).contains("aria-busy=\"true\""));
    let thinking = analysis_report(&s, Lang::En).unwrap();
    assert_eq!(thinking.headline, "Thinking…");
    assert!(thinking.moves.is_empty());
    let best = s.position().legal_move_list()[0];
    let name = s.position().move_name(best);
    let report = Analysis {
        status: Turn::Playing,
        depth: 4,
        nodes: 10,
        done: false,
        finish: vec![28.0, 29.0],
        lead: vec![0.5, -0.5],
        lines: vec![Line {
            lead: -0.5,
            value: 0,
            moves: vec![best],
        }],
    };
    let pos = s.position().clone();
    assert!(s.apply(Action::Analysis(AnalysisAction::Analysed(Rc::new((
        pos, report
    ))))));
    let html = analysis_markup(&s, Lang::En);
    assert!(
        html.contains(&format!("data-move=\"{name}\" data-lead=\"-0.5\"")),
        "{html}"
    );
    assert!(html.contains("data-finish=\"28.0\""), "{html}");
    assert!(html.contains("data-lead=\"-0.5\" data-done"), "{html}");
    // The report in a line (the phone's strip): the head's headline and the best move.
    let view = analysis_report(&s, Lang::En).unwrap();
    assert_eq!(view.headline, "<b>Ann</b> (blue) leads by 0.5 moves");
    assert!(
        html.contains("<strong>&lt;b&gt;Ann&lt;/b&gt; (blue) leads by 0.5 moves</strong>"),
        "{html}"
    );
    assert_eq!(view.moves[0].name, name);
    assert!(html.contains("id=\"race-graph\""), "{html}");
    assert!(html.contains("&lt;b&gt;Ann"), "the name, escaped: {html}");
    assert!(!html.contains("<b>"), "a name never becomes markup: {html}");
    // The review: progress over the line's moves, then accuracy.
    assert!(s.apply(Action::Analysis(AnalysisAction::Review(Review::Running))));
    let html = analysis_markup(&s, Lang::En);
    assert!(html.contains("aria-valuenow=\"0\""), "{html}");
    assert!(s.to_analyse().is_none(), "the review has the worker");
    assert!(html.contains("aria-valuemax=\"1\""), "{html}");
    let start = s.game().start().clone();
    assert!(s.apply(Action::Analysis(AnalysisAction::Judged(
        Box::new(start.clone()),
        m,
        judged(Verdict::Mistake, 2.0),
    ))));
    s.apply(Action::Analysis(AnalysisAction::Raced(
        Box::new(start),
        Race {
            finish: vec![30.0, 30.0],
            lead: vec![0.0, 0.0],
        },
    )));
    let html = analysis_markup(&s, Lang::En);
    assert!(html.contains("aria-valuenow=\"1\""), "{html}");
    // Each seat has one point (seat 0 at the start, seat 1 after the first move): lines of one
    // point, each drawn as a dot.
    assert_eq!(html.matches("class=\"seat-dot").count(), 2, "{html}");
    assert!(
        s.to_analyse().is_some(),
        "every move judged: the engine goes on"
    );
    assert!(html.contains("data-accuracy=\"25\""), "{html}");
    assert!(html.contains("Mistake: 1"), "{html}");
    assert!(announcement(&s, Lang::En).contains("Mistake, 2.0 moves lost"));
}

/// The best line's names are elements that say how much of the line leads to them; a best move
/// says "Show …" in live play until it is picked, then "Play …".
#[test]
fn the_best_line_names_each_move_and_a_best_move_is_shown_before_it_is_played() {
    let mut s = UiState::default();
    play_first_legal(&mut s);
    assert!(s.apply(Action::Analysis(AnalysisAction::Engine(true))));
    let best = s.position().legal_move_list()[0];
    let mut after = s.position().clone();
    after.play(best).unwrap();
    let reply = after.legal_move_list()[0];
    let report = Analysis {
        status: Turn::Playing,
        depth: 4,
        nodes: 10,
        done: false,
        finish: vec![28.0, 29.0],
        lead: vec![0.5, -0.5],
        lines: vec![Line {
            lead: -0.5,
            value: 0,
            moves: vec![best, reply],
        }],
    };
    let pos = s.position().clone();
    assert!(s.apply(Action::Analysis(AnalysisAction::Analysed(Rc::new((
        pos, report
    ))))));
    let (a, b) = (s.position().move_name(best), after.move_name(reply));
    let view = analysis_report(&s, Lang::En).unwrap();
    assert_eq!(view.line, vec![best, reply]);
    let line = view.best_line.as_ref().unwrap();
    assert_eq!(
        (line.before.as_str(), &line.names),
        ("Best line: ", &vec![a.clone(), b.clone()])
    );
    assert!(analysis_markup(&s, Lang::En).contains(&format!(
        "Best line: <span class=\"move-name\" data-preview=\"1\" tabindex=\"0\">{a}</span> \
         <span class=\"move-name\" data-preview=\"2\" tabindex=\"0\">{b}</span>"
    )));
    let row = &view.moves[0];
    assert_eq!((row.mv, row.picked), (best, false));
    assert!(row.play_label.starts_with(&format!("Show {a} ")));
    assert!(s.apply(Action::BestMove(best)));
    let row = analysis_report(&s, Lang::En).unwrap().moves[0].clone();
    assert!(row.picked);
    assert_eq!(row.play_label, format!("Play {a}"));
}

mod review_of_the_game {
    use crate::ai::analysis::Verdict;
    use crate::app::analysis::{judged, move_at, Review};
    use crate::app::i18n::Lang;
    use crate::app::state::testing::play_first_legal;
    use crate::app::state::{Action, AnalysisAction, UiState};
    use crate::app::view::analysis_markup;

    /// A move tried in a review (a variation on screen) does not change what the review is of:
    /// the game's main line.
    #[test]
    fn the_review_is_of_the_main_line_whatever_line_is_on_screen() {
        let mut s = UiState::default();
        for _ in 0..3 {
            play_first_legal(&mut s);
        }
        assert!(s.apply(Action::Analysis(AnalysisAction::Review(Review::Running))));
        let node = s.tree().line_node(1).unwrap();
        assert!(s.apply(Action::GotoNode(node)));
        let other = s.position().legal_move_list()[1];
        let (from, to) = (other.from, other.to);
        assert!(s.apply(Action::Drop { from, to }));
        assert_eq!(s.game().plies().len(), 2, "the variation is on screen");
        let html = analysis_markup(&s, Lang::En);
        assert!(html.contains("aria-valuemax=\"3\""), "{html}");
        let (line, i) = s.to_judge(1)[0];
        assert_eq!((line.plies().len(), i), (3, 0));
        let ahead: Vec<usize> = s.to_judge(8).iter().map(|&(_, i)| i).collect();
        assert_eq!(ahead, [0, 1, 2], "every move of the main line, in order");
    }

    /// The review asks its next moves ahead, one per judge: a judgement that arrives out of
    /// order takes its move off the list, and the list is always the first moves not judged.
    #[test]
    fn the_review_asks_the_first_moves_not_judged_whatever_order_they_come_back_in() {
        let mut s = UiState::default();
        for _ in 0..4 {
            play_first_legal(&mut s);
        }
        assert!(s.to_judge(4).is_empty(), "no review, nothing to judge");
        assert!(s.apply(Action::Analysis(AnalysisAction::Review(Review::Running))));
        let ahead = |s: &UiState, n: usize| -> Vec<usize> {
            s.to_judge(n).iter().map(|&(_, i)| i).collect()
        };
        assert_eq!(ahead(&s, 2), [0, 1]);
        let (before, m) = move_at(s.tree().main_line(), 1).unwrap();
        let action =
            AnalysisAction::Judged(Box::new(before.clone()), m, judged(Verdict::Good, 0.2));
        assert!(s.apply(Action::Analysis(action)));
        assert_eq!(ahead(&s, 2), [0, 2]);
        assert_eq!(ahead(&s, 8), [0, 2, 3]);
        assert_eq!(s.analysis().next_to_judge(s.tree().main_line()), Some(0));
    }

    /// A review with nothing worse than an inaccuracy has nothing to learn from (the panel
    /// says so instead of offering it); a mistake makes "Learn from your mistakes" go to it.
    #[test]
    fn learning_is_offered_only_when_there_is_a_mistake_to_go_to() {
        let mut s = UiState::default();
        for _ in 0..2 {
            play_first_legal(&mut s);
        }
        assert!(s.apply(Action::Analysis(AnalysisAction::Review(Review::Running))));
        let judge = |s: &mut UiState, i: usize, verdict: Verdict| {
            let (before, m) = move_at(s.tree().main_line(), i).unwrap();
            let judged = judged(verdict, 1.0);
            let action = AnalysisAction::Judged(Box::new(before.clone()), m, judged);
            s.apply(Action::Analysis(action))
        };
        assert!(judge(&mut s, 0, Verdict::Inaccuracy));
        assert!(judge(&mut s, 1, Verdict::Good));
        assert!(s.analysis().reviewed(s.tree().main_line()));
        assert!(!s.has_mistakes_to_learn());
        assert!(!s.apply(Action::Analysis(AnalysisAction::Learn)));
        assert!(s.learning().is_none());
        // The second move judged again, now a mistake.
        assert!(judge(&mut s, 1, Verdict::Mistake));
        assert!(s.has_mistakes_to_learn());
        assert!(s.apply(Action::Analysis(AnalysisAction::Learn)));
        assert!(s.learning().is_some());
        assert_eq!(s.game().cursor(), 1, "at the position before the mistake");
    }
}

#[test]
fn while_a_position_is_searched_the_report_keeps_the_shape_it_will_have() {
    let mut s = UiState::default();
    play_first_legal(&mut s);
    assert!(s.apply(Action::Analysis(AnalysisAction::Engine(true))));
    let shape = |html: &str| {
        [
            "<h3",
            "<li data-seat",
            "<li class=\"pending\"",
            "<li data-move",
            "best-line",
        ]
        .map(|part| html.matches(part).count())
    };
    let thinking = analysis_markup(&s, Lang::En);
    let legal = s.position().legal_move_list();
    let lines: Vec<Line> = legal
        .iter()
        .take(crate::ai::analysis::LINES)
        .map(|&m| Line {
            lead: 0.0,
            value: 0,
            moves: vec![m],
        })
        .collect();
    let report = Analysis {
        status: Turn::Playing,
        depth: 1,
        nodes: 10,
        done: false,
        finish: vec![28.0, 29.0],
        lead: vec![0.5, -0.5],
        lines,
    };
    let pos = s.position().clone();
    assert!(s.apply(Action::Analysis(AnalysisAction::Analysed(Rc::new((
        pos, report
    ))))));
    let answered = analysis_markup(&s, Lang::En);
    let [h3, seats, pending, rows, best_line] = shape(&thinking);
    assert_eq!(
        [h3, seats, pending + rows, best_line],
        {
            let [h3, seats, pending, rows, best_line] = shape(&answered);
            [h3, seats, pending + rows, best_line]
        },
        "{thinking}\n{answered}"
    );
    assert_eq!(
        (pending, rows),
        (crate::ai::analysis::LINES, 0),
        "{thinking}"
    );
    assert!(
        !thinking.contains("data-finish"),
        "no figure before it is known: {thinking}"
    );
}
