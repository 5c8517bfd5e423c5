//! The messages (`#messages`): what happened that the player should know, each dismissable;
//! errors are alerts. Messages about the game as it was go by themselves with the next move
//! (`Notice::lasts`).

use yew::prelude::*;

use crate::app::games::StoreError;
use crate::app::i18n::K;
use crate::app::state::{Action, LineEdit, Notice};
use crate::app::view::message_text;
use crate::ui::context::{dispatcher, use_game, use_lang};

/// Properties of [`Messages`].
#[derive(Properties, PartialEq)]
pub struct MessagesProps {
    /// Opens the games list (from a message about storage: the way out is deleting games).
    pub on_your_games: Callback<()>,
}

/// The pending messages, oldest first.
#[component]
pub fn Messages(props: &MessagesProps) -> Html {
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! { <section id="messages" class="messages" aria-live="polite" /> };
    };
    let t = |k: K| lang.t(k);
    let messages = game.messages().iter().map(|m| {
        let error = m.notice.is_error();
        let text = message_text(&game, lang, &m.notice);
        let action = match &m.notice {
            Notice::LinesEdited(edit) if *edit != LineEdit::Restored => html! {
                <button id="undo-edit" type="button"
                        onclick={dispatcher(&game, Action::UndoEdit)}>{ t(K::Undo) }</button>
            },
            Notice::NotSaved(StoreError::Refused) | Notice::OldSavesInPlace(_) | Notice::KeptAsCopy => html! {
                <button type="button" class="open-games"
                        onclick={props.on_your_games.reform(|_: MouseEvent| ())}>{ t(K::YourGames) }</button>
            },
            Notice::GameReplaced => html! {
                <button id="restore-game" type="button"
                        onclick={dispatcher(&game, Action::RestorePrevious)}>{ t(K::RestoreGame) }</button>
            },
            _ => html! {},
        };
        html! {
            <div key={m.id} class={classes!("message", error.then_some("error"))}
                 role={if error { "alert" } else { "status" }}>
                if let Notice::Shared(_, link) = &m.notice {
                    <div class="shared">
                        <p id="share-feedback">{ text }</p>
                        { crate::ui::share::link_field(lang, link) }
                    </div>
                } else {
                    <span>{ text }</span>
                }
                { action }
                <button type="button" class="dismiss" onclick={dispatcher(&game, Action::Dismiss(m.id))}
                        aria-label={t(K::Dismiss)}>{ "×" }</button>
            </div>
        }
    });
    html! {
        <section id="messages" class="messages" aria-live="polite">{ for messages }</section>
    }
}
