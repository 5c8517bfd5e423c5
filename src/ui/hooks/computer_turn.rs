//! A computer seat's turn: ask the computer (in its worker) and dispatch its answer.

use yew::prelude::*;

use crate::ai::wire::AiError;
use crate::app::state::{Action, Notice};
use crate::engine::Move;
use crate::ui::computer;
use crate::ui::context::GameHandle;

/// Whenever the state says a computer seat must move ([`crate::app::state::UiState::computer_turn`]),
/// asks the computer for that position and dispatches [`Action::ComputerMove`] with the ply it
/// asked for (the reducer ignores an answer for a position that is gone). A new game or another
/// turn drops the pending request.
#[hook]
pub fn use_computer_turn(game: &GameHandle) {
    let game = game.clone();
    use_effect_with((game.epoch(), game.computer_turn()), move |(_, turn)| {
        let ticket = turn.map(|(node, _, level)| {
            let position = game.position().clone();
            let history = computer::history(game.game());
            let dispatch = game.clone();
            let done = Callback::from(move |answer: Result<Move, AiError>| {
                dispatch.dispatch(match answer {
                    Ok(chosen) => Action::ComputerMove { node, chosen },
                    Err(e) => Action::Message(Notice::ComputerError(e)),
                })
            });
            computer::request(&position, level, history, done)
        });
        move || drop(ticket)
    });
}
