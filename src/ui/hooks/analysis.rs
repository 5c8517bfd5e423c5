//! The analysis board's side effects: the worker analyses the position on screen while the
//! engine is on (restarted when the position changes, stopped when it is turned off), gives
//! the race graph's moves to finish position by position, and judges the moves the review and
//! "Learn from your mistakes" ask for — one request at a time, each answer dispatched.

use std::rc::Rc;

use yew::prelude::*;

use crate::ai::analysis::{Analysis, AnalysisLimits, Judgement, Race};
use crate::ai::wire::AiError;
use crate::app::analysis::{move_at, Review};
use crate::app::state::{Action, AnalysisAction, Notice};
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
    // The next move to judge (the request is made in the effect: its history is only
    // written when the move changes).
    {
        let game = game.clone();
        let key = game.to_judge().and_then(|(line, i)| {
            let (before, m) = move_at(line, i)?;
            Some((before.clone(), m))
        });
        let players = game.game().start().options().players.count();
        use_effect_with(key, move |key| {
            let ticket = key.clone().and_then(|(before, m)| {
                let (line, i) = game.to_judge()?;
                let history = computer::history_before(line, i);
                let position = before.clone();
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
                Some(workers::review(position, history, m, nodes, done))
            });
            move || drop(ticket)
        });
    }
}
