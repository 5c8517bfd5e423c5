//! A hint: the strongest level's suggestion for the position on the board.

use yew::prelude::*;

use crate::ai::wire::AiError;
use crate::app::seats::STRONGEST;
use crate::app::state::{Action, Notice};
use crate::app::tree::NodeId;
use crate::engine::Move;
use crate::ui::computer;
use crate::ui::context::GameHandle;

/// What the hint button needs: whether a hint is being thought about, and how to ask for one.
#[derive(Clone, PartialEq)]
pub struct Hint {
    /// A hint was asked for and has not come yet.
    pub pending: bool,
    /// Asks for a hint for the position shown.
    pub request: Callback<()>,
}

/// Asks the strongest level for the position at the cursor when [`Hint::request`] is called;
/// its answer becomes [`Action::Hint`] (ignored by the reducer if the position has changed).
#[hook]
pub fn use_hint(game: &GameHandle) -> Hint {
    let asked = use_state_eq(|| None::<NodeId>);
    {
        let game = game.clone();
        let asked = asked.clone();
        use_effect_with((game.epoch(), *asked), move |(_, req)| {
            let ticket = req.map(|node| {
                let position = game.position().clone();
                let history = computer::history(game.game());
                let asked = asked.clone();
                let done = Callback::from(move |answer: Result<Move, AiError>| {
                    asked.set(None);
                    game.dispatch(match answer {
                        Ok(hint) => Action::Hint { node, hint },
                        Err(e) => Action::Message(Notice::ComputerError(e)),
                    })
                });
                computer::request(&position, STRONGEST, history, done)
            });
            move || drop(ticket)
        });
    }
    let request = {
        let asked = asked.clone();
        let cursor = game.tree().cursor();
        Callback::from(move |_| asked.set(Some(cursor)))
    };
    Hint {
        pending: asked.is_some(),
        request,
    }
}
