//! The analysis board's side effects: the worker analyses the position on screen while the
//! engine is on (restarted when the position changes, stopped when it is turned off), gives
//! the race graph's moves to finish position by position, and judges the moves the review and
//! "Learn from your mistakes" ask for — the review's next moves on every judge at once
//! (`workers::judges`), each answer dispatched.

use std::rc::Rc;

use yew::prelude::*;

use crate::ai::analysis::{Analysis, AnalysisLimits, Judgement, Race};
use crate::ai::wire::AiError;
use crate::app::analysis::{move_at, Review};
use crate::app::state::{Action, AnalysisAction, Notice};
use crate::engine::{Move, Position};
use crate::ui::computer;
use crate::ui::context::GameHandle;
use crate::ui::workers;

fn send(game: &GameHandle, a: AnalysisAction) {
    game.dispatch(Action::Analysis(a));
}

/// Drives the worker for the analysis board (see the module documentation).
#[hook]
pub fn use_analysis(game: &GameHandle) {
    // The running analysis of the position on screen.
    {
        let game = game.clone();
        use_effect_with(game.to_analyse().cloned(), move |target| {
            let ticket = target.clone().map(|pos| {
                let history = computer::history(game.game());
                let limits = AnalysisLimits::default();
                let analysed = pos.clone();
                let on_update = Callback::from(move |r: Result<Analysis, AiError>| match r {
                    Ok(report) => send(
                        &game,
                        AnalysisAction::Analysed(Rc::new((pos.clone(), report))),
                    ),
                    Err(e) => {
                        send(&game, AnalysisAction::Engine(false));
                        game.dispatch(Action::Message(Notice::ComputerError(e)));
                    }
                });
                workers::analyse(analysed, history, limits, on_update)
            });
            move || drop(ticket)
        });
    }
    // The race graph's next point.
    {
        let game = game.clone();
        let target = game
            .to_race()
            .and_then(|ply| game.game().position_at(ply).cloned());
        use_effect_with(target, move |target| {
            let ticket = target.clone().map(|pos| {
                let raced = pos.clone();
                let done = Callback::from(move |r: Result<Race, AiError>| match r {
                    Ok(r) => send(&game, AnalysisAction::Raced(Box::new(pos.clone()), r)),
                    Err(e) => {
                        send(&game, AnalysisAction::Engine(false));
                        send(&game, AnalysisAction::Review(Review::Paused));
                        game.dispatch(Action::Message(Notice::ComputerError(e)));
                    }
                });
                workers::race(raced, done)
            });
            move || drop(ticket)
        });
    }
    // The next moves to judge, one per judge (`workers::judges`). The requests are kept
    // across renders, by the move they judge: an answer only adds the next move's request,
    // and a request is dropped (its answer ignored) once its move is no longer wanted.
    {
        let game = game.clone();
        let judges = usize::from(workers::judges());
        let keys: Vec<(Position, Move)> = game
            .to_judge(judges)
            .into_iter()
            .filter_map(|(line, i)| {
                let (before, m) = move_at(line, i)?;
                Some((before.clone(), m))
            })
            .collect();
        // (Dropped with the hook's state: leaving the page drops the requests.)
        let asked = use_mut_ref(Vec::<((Position, Move), workers::ReviewTicket)>::new);
        let players = game.game().start().options().players.count();
        use_effect_with(keys, move |keys| {
            let mut asked = asked.borrow_mut();
            asked.retain(|(key, _)| keys.contains(key));
            for (line, i) in game.to_judge(judges) {
                let Some((before, m)) = move_at(line, i) else {
                    continue;
                };
                let key = (before.clone(), m);
                if !keys.contains(&key) || asked.iter().any(|(k, _)| *k == key) {
                    continue;
                }
                let busy: Vec<u8> = asked.iter().map(|(_, t)| t.judge()).collect();
                let Some(judge) = (0..workers::judges()).find(|j| !busy.contains(j)) else {
                    break;
                };
                let history = computer::history_before(line, i);
                let before = before.clone();
                let game = game.clone();
                let done = Callback::from(move |r: Result<Judgement, AiError>| match r {
                    Ok(j) => send(
                        &game,
                        AnalysisAction::Judged(Box::new(before.clone()), m, Rc::new(j)),
                    ),
                    Err(e) => {
                        send(&game, AnalysisAction::Review(Review::Paused));
                        game.dispatch(Action::Message(Notice::ComputerError(e)));
                    }
                });
                let nodes = workers::review_nodes(players);
                let ticket = workers::review(judge, key.0.clone(), history, m, nodes, done);
                asked.push((key, ticket));
            }
        });
    }
}
