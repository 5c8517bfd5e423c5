//! The review panel: in a review (a replay, or a click in the move list), the position shown,
//! the buttons that step through the line on screen (also ← → Home End, `ui::hooks`), the
//! replay playing by itself with its speed, going back to the game or continuing from here,
//! and the tree's edits (make main line, delete from here); under a finished game, "Replay".

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::state::{Action, Mode, Speed};
use crate::app::view::move_line;
use crate::ui::context::{dispatcher, use_game, use_lang};

/// The review panel (shown in a review, and under a finished game).
#[component]
pub fn ReplayBar() -> Html {
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! {};
    };
    let t = |k: K| lang.t(k);
    let mode = game.mode();
    let replaying = matches!(mode, Mode::Replay { .. });
    let finished = game.position().is_over();
    let after_the_end = finished && game.playing();
    let g = game.game();
    if !(replaying || after_the_end) {
        // A game played on in a variation: it can become the main line from the game too.
        let node = game.tree().cursor();
        if game.tree().is_main(node) {
            return html! {};
        }
        return html! {
            <section class="panel replay" aria-label={t(K::MakeMainLine)}>
                <div class="buttons">
                    <button id="make-main-line" type="button"
                            onclick={dispatcher::<MouseEvent>(&game, Action::Promote(node))}>{ t(K::MakeMainLine) }</button>
                </div>
            </section>
        };
    }
    let total = g.plies().len();
    let cursor = g.cursor();
    let tree = game.tree();
    let node = tree.cursor();
    let button = |key: K, action: Action, enabled: bool, id: &'static str| {
        html! {
            <button {id} type="button" onclick={dispatcher::<MouseEvent>(&game, action)}
                    disabled={!enabled}>{ t(key) }</button>
        }
    };
    // A step through the line: a sign on the button, its name for screen readers and as a tip.
    let step = |key: K, sign: &'static str, action: Action, enabled: bool, id: &'static str| {
        html! {
            <button {id} type="button" class="step" onclick={dispatcher::<MouseEvent>(&game, action)}
                    disabled={!enabled} aria-label={t(key)} title={t(key)}>{ sign }</button>
        }
    };
    if !replaying {
        return html! {
            <section class="panel replay" aria-label={t(K::Replay)}>
                { button(K::Replay, Action::Replay(true), total > 0, "replay") }
            </section>
        };
    }
    let playing = game.autoplay().is_some();
    let on_speed = {
        let game = game.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(speed) = Speed::ALL.into_iter().find(|s| speed_value(*s) == v) {
                game.dispatch(Action::Speed(speed));
            }
        })
    };
    let speed_name = |s: Speed| {
        t(match s {
            Speed::Slow => K::SpeedSlow,
            Speed::Normal => K::SpeedNormal,
            Speed::Fast => K::SpeedFast,
        })
    };
    html! {
        <section class="panel replay" aria-label={t(K::Replay)} data-autoplay={playing.to_string()}>
            <p id="replay-position">{ move_line(&game, lang) }</p>
            <p class="note">{ t(K::ReviewNote2) }</p>
            <div class="buttons">
                { step(K::First, "«", Action::Goto(0), g.can_undo(), "replay-first") }
                { step(K::Previous, "‹", Action::Goto(g.undo_target().unwrap_or(0)), g.can_undo(), "replay-prev") }
                { step(K::Next, "›", Action::Goto(cursor + 1), cursor < total, "replay-next") }
                { step(K::Last, "»", Action::Goto(total), cursor < total, "replay-last") }
                if playing {
                    { button(K::PauseReplay, Action::Autoplay(false), true, "replay-play") }
                } else {
                    { button(K::PlayReplay, Action::Autoplay(true), total > 0, "replay-play") }
                }
                <label class="speed">
                    <span class="visually-hidden">{ t(K::ReplaySpeed) }</span>
                    <select id="replay-speed" onchange={on_speed} title={t(K::ReplaySpeed)}>
                        { for Speed::ALL.iter().map(|&s| html! {
                            <option value={speed_value(s)} selected={s == game.speed()}>{ speed_name(s) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="buttons">
                <button id="replay-exit" type="button" class="primary"
                        onclick={dispatcher::<MouseEvent>(&game, Action::Replay(false))}>{ t(K::BackToGame) }</button>
                { button(K::ContinueHere, Action::ContinueHere, !finished, "replay-continue") }
            </div>
            <div class="buttons">
                { button(K::MakeMainLine, Action::Promote(node), !tree.is_main(node), "make-main-line") }
                { button(K::DeleteFromHere, Action::DeleteFrom(node), node != tree.root(), "delete-from-here") }
            </div>
        </section>
    }
}

/// A speed's value in the speed list.
fn speed_value(speed: Speed) -> &'static str {
    match speed {
        Speed::Slow => "slow",
        Speed::Normal => "normal",
        Speed::Fast => "fast",
    }
}
