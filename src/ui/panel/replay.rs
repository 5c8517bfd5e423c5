//! The replay bar: in a review, the position shown and the buttons to step through the game,
//! go back to it or continue from here; after a finished game, "Replay".

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::state::{Action, Mode};
use crate::ui::context::{dispatcher, use_game, use_lang};

/// The replay bar (shown in a review, and under a finished game).
#[component]
pub fn ReplayBar() -> Html {
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! {};
    };
    let t = |k: K| lang.t(k);
    let mode = game.mode();
    let replaying = matches!(mode, Mode::Replay { .. });
    let finished = game.position().is_over();
    let after_the_end = finished && mode == Mode::Playing;
    if !(replaying || after_the_end) {
        return html! {};
    }
    let g = game.game();
    let total = g.plies().len();
    let cursor = g.cursor();
    let button = |key: K, action: Action, enabled: bool, id: &'static str| {
        html! {
            <button {id} type="button" onclick={dispatcher::<MouseEvent>(&game, action)}
                    disabled={!enabled}>{ t(key) }</button>
        }
    };
    html! {
        <section class="panel replay" aria-label={t(K::Replay)}>
            if replaying {
                <p class="note">{ t(K::ReviewNote) }</p>
                <p id="replay-position">{ game.move_line(lang) }</p>
                <div class="buttons">
                    { button(K::First, Action::Goto(0), g.can_undo(), "replay-first") }
                    { button(K::Previous, Action::Goto(g.undo_target().unwrap_or(0)), g.can_undo(), "replay-prev") }
                    { button(K::Next, Action::Goto(cursor + 1), cursor < total, "replay-next") }
                    { button(K::Last, Action::Goto(total), cursor < total, "replay-last") }
                </div>
                <div class="buttons">
                    { button(K::BackToGame, Action::Replay(false), true, "replay-exit") }
                    { button(K::ContinueHere, Action::ContinueHere, !finished, "replay-continue") }
                </div>
            } else {
                { button(K::Replay, Action::Replay(true), total > 0, "replay") }
            }
        </section>
    }
}
