//! What the learning box (`#learn-box`) says while the player learns from a mistake: a text
//! that gives the answer away step by step ([`crate::app::analysis::learn::Help`]) — never the
//! best move before the board shows it — and the state it is in (`data-attempt`).

use crate::app::analysis::learn::{Attempt, Help};
use crate::app::i18n::{Lang, Tenths, K};
use crate::app::state::UiState;
use crate::app::view::panel::seat_label;

/// The learning box's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnView {
    /// What it says.
    pub text: String,
    /// Its state (`data-attempt`: `find`, `same`, `checking`, `good`, `not-good`, `away`).
    pub state: &'static str,
    /// Whether it offers to try again (`#learn-retry`): not at the mistake's position.
    pub retry: bool,
    /// Whether the board is elsewhere (the retry button then says "back to the mistake").
    pub away: bool,
}

/// The learning box of `state` in `lang`, while learning runs.
pub fn learn_view(state: &UiState, lang: Lang) -> Option<LearnView> {
    let (learn, at) = state.learning()?;
    let mistake = learn.current()?;
    let help = state.learn_help().map(|(_, h)| h);
    let before = &mistake.before;
    // What the board shows of the answer, in words: nothing before it shows it.
    let shown = |text: String| match help {
        Some(Help::Piece(_)) => format!("{text} {}", lang.t(K::LearnPieceShown)),
        Some(Help::Move(m)) => format!(
            "{text} {}",
            lang.fill(K::LearnMoveShown, &[("move", &before.move_name(m))])
        ),
        Some(Help::Erred) | None => text,
    };
    let (text, name) = match at {
        Attempt::Find => (
            shown(lang.fill(
                K::LearnFind,
                &[
                    ("name", &seat_label(state, lang, mistake.seat)),
                    ("n", &(learn.index + 1).to_string()),
                    ("total", &learn.items.len().to_string()),
                ],
            )),
            "find",
        ),
        Attempt::Same => (shown(lang.t(K::LearnSame).to_string()), "same"),
        Attempt::Checking(m) => (
            lang.fill(K::LearnChecking, &[("move", &before.move_name(m))]),
            "checking",
        ),
        Attempt::Good(m) => (
            lang.fill(K::LearnGood, &[("move", &before.move_name(m))]),
            "good",
        ),
        Attempt::NotGood { lost, .. } => (
            shown(lang.fill(
                K::LearnNotGood,
                &[("n", &lang.decimal(Tenths::unsigned(lost)))],
            )),
            "not-good",
        ),
        Attempt::Away => (lang.t(K::LearnAway).to_string(), "away"),
    };
    Some(LearnView {
        text,
        state: name,
        retry: at != Attempt::Find,
        away: at == Attempt::Away,
    })
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use crate::ai::analysis::{Analysis, Judgement, Line, Turn, Verdict};
    use crate::app::analysis::{move_at, Review};
    use crate::app::i18n::Lang;
    use crate::app::pegs::pegs;
    use crate::app::state::testing::play_first_legal;
    use crate::app::state::{Action, AnalysisAction, UiState};
    use crate::app::view::{analysis_markup, analysis_report, learn_view, BoardModel};
    use crate::engine::Move;

    fn judgement(verdict: Verdict, lost: f64, best: Move) -> Rc<Judgement> {
        let line = |moves| Line {
            moves,
            lead: 0.0,
            value: 0,
        };
        Rc::new(Judgement {
            best: line(vec![best]),
            played: line(Vec::new()),
            lost,
            verdict,
            depth: 1,
            nodes: 1,
        })
    }

    /// Whether `text` names a hole (a letter and a number, as `e7`).
    fn names_a_hole(text: &str) -> bool {
        let b = text.as_bytes();
        b.windows(2).enumerate().any(|(i, w)| {
            (b'a'..=b'q').contains(&w[0])
                && w[1].is_ascii_digit()
                && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
        })
    }

    #[test]
    fn the_learning_box_names_no_move_until_the_board_shows_it() {
        let mut s = UiState::default();
        for _ in 0..2 {
            play_first_legal(&mut s);
        }
        assert!(s.apply(Action::Analysis(AnalysisAction::Review(Review::Running))));
        let (before, played) = move_at(s.tree().main_line(), 0)
            .map(|(p, m)| (p.clone(), m))
            .unwrap();
        let moves = before.legal_move_list();
        let best = *moves
            .iter()
            .rev()
            .find(|&&m| m.from != played.from)
            .unwrap();
        let judge = |s: &mut UiState, m: Move, verdict: Verdict, lost: f64| {
            let action =
                AnalysisAction::Judged(Box::new(before.clone()), m, judgement(verdict, lost, best));
            assert!(s.apply(Action::Analysis(action)));
        };
        judge(&mut s, played, Verdict::Blunder, 3.2);
        let (b1, m1) = move_at(s.tree().main_line(), 1)
            .map(|(p, m)| (p.clone(), m))
            .unwrap();
        let action = AnalysisAction::Judged(Box::new(b1), m1, judgement(Verdict::Best, 0.0, m1));
        assert!(s.apply(Action::Analysis(action)));
        assert!(s.apply(Action::Analysis(AnalysisAction::Learn)));
        let model = |s: &UiState| BoardModel::of(s, Lang::En, &pegs(s.game()));
        let view = learn_view(&s, Lang::En).unwrap();
        assert_eq!(view.state, "find");
        assert!(!names_a_hole(&view.text), "{}", view.text);
        assert_eq!(model(&s).erred, Some(played.from), "the peg that erred");
        let label = &model(&s).labels[played.from.index()];
        assert!(label.ends_with("the peg that erred"), "{label}");
        assert_eq!(model(&s).hint_peg, None);
        // The analysis, turned on, does not give the answer away: no best move, no arrow.
        assert!(s.apply(Action::Analysis(AnalysisAction::Engine(true))));
        let report = Analysis {
            status: Turn::Playing,
            depth: 3,
            nodes: 10,
            done: true,
            finish: vec![30.0, 30.0],
            lead: vec![0.5, -0.5],
            lines: vec![Line {
                moves: vec![best],
                lead: 0.5,
                value: 0,
            }],
        };
        let at = s.position().clone();
        assert!(s.apply(Action::Analysis(AnalysisAction::Analysed(Rc::new((
            at, report
        ))))));
        let shown = analysis_report(&s, Lang::En).unwrap();
        assert!(shown.moves.is_empty() && shown.line.is_empty());
        assert!(analysis_markup(&s, Lang::En).contains("answer-hidden"));
        assert_eq!(model(&s).arrow, None);
        assert!(s.apply(Action::Analysis(AnalysisAction::Engine(false))));
        let wrong: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| m != played && m.from != best.from)
            .take(3)
            .collect();
        for (n, &m) in wrong.iter().enumerate() {
            assert!(s.apply(Action::Analysis(AnalysisAction::LearnRetry)) || n == 0);
            assert!(s.apply(Action::Drop {
                from: m.from,
                to: m.to
            }));
            judge(&mut s, m, Verdict::Mistake, 1.5);
            let view = learn_view(&s, Lang::En).unwrap();
            assert_eq!(view.state, "not-good");
            let board = model(&s);
            match n {
                0 => {
                    assert!(!names_a_hole(&view.text), "{}", view.text);
                    assert!(view.text.contains("1.5 moves"), "{}", view.text);
                    assert_eq!(board.hint_peg, None);
                }
                1 => {
                    assert!(!names_a_hole(&view.text), "{}", view.text);
                    assert!(view.text.contains("peg to move is marked"), "{}", view.text);
                    assert_eq!(board.hint_peg, Some(best.from));
                    assert_ne!(board.arrow, Some((best.from, best.to)));
                }
                _ => {
                    assert!(view.text.contains(&before.move_name(best)), "{}", view.text);
                    assert_eq!(board.hint_peg, Some(best.from));
                    assert_eq!(board.arrow, Some((best.from, best.to)));
                }
            }
        }
    }
}
