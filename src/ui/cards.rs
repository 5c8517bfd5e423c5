//! The cards over the board: the first visit's welcome (a one-tap start against the computer or
//! at one screen), how to play, and the result of a finished game.

use yew::prelude::*;

use crate::ai::Level;
use crate::app::i18n::{Lang, K};
use crate::app::state::{Action, UiState};
use crate::app::view::welcome::LEVEL_CHOICES;
use crate::app::view::{result_rows, status_text, turns_text};
use crate::ui::board_view::swatch;
use crate::ui::context::GameHandle;
use crate::ui::dialog::Dialog;

/// Properties of the cards: what opens the how-to card.
#[derive(Properties, PartialEq)]
pub struct CardProps {
    /// Opens the how-to-play card.
    #[prop_or_default]
    pub on_how_to: Callback<()>,
}

/// The first visit: play the computer (one tap per level, each described in a line), pass and
/// play, how to play, or every option. The page's HTML holds a static copy of it in every
/// language, shown until this one takes over ([`crate::app::skeleton`]): a change here is
/// made there too.
#[component]
pub fn Welcome(props: &CardProps) -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let t = |k: K| lang.t(k);
    let Some(state) = handle else {
        return html! {};
    };
    let warm = crate::ui::screens::host::warm_on_intent(crate::app::screens::Screen::Puzzles {
        wanted: None,
    });
    let act = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let on_close = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Action::CloseNewGame))
    };
    let how_to = {
        let on_how_to = props.on_how_to.clone();
        Callback::from(move |_: MouseEvent| on_how_to.emit(()))
    };
    html! {
        <Dialog id="welcome" labelled_by="welcome-title" {on_close} class={classes!("welcome")} at_once=true>
            <h2 id="welcome-title">{ t(K::WelcomeTitle) }</h2>
            <p class="intro">{ t(K::WelcomeIntro) }</p>
            <h3>{ t(K::PlayComputer) }</h3>
            <div class="choices" role="group" aria-label={t(K::PlayComputer)}>
                { for LEVEL_CHOICES.iter().map(|&(level, desc)| html! {
                    <button type="button" id={format!("play-level-{}", level.number())} class="choice-button"
                            onclick={act(Action::QuickStart(Some(level)))}
                            autofocus={level == Level::CASUAL}>
                        { t(desc) }
                    </button>
                }) }
            </div>
            <h3>{ t(K::PassAndPlay) }</h3>
            <button type="button" id="pass-and-play" class="choice-button" onclick={act(Action::QuickStart(None))}>
                { t(K::PassAndPlayDesc) }
            </button>
            <div class="buttons">
                <button type="button" id="welcome-learn" onclick={act(Action::Lessons(true))}>{ t(K::LessonsTitle) }</button>
                <button type="button" id="welcome-how-to" onclick={how_to}>{ t(K::HowToPlay) }</button>
                <button type="button" id="welcome-options" onclick={act(Action::OpenNewGame)}>{ t(K::MoreOptions) }</button>
                <button type="button" id="welcome-puzzles" onpointerenter={warm.reform(|_| ())}
                        onfocus={warm.reform(|_| ())} onpointerdown={warm.reform(|_| ())}
                        onclick={act(Action::Puzzles(true))}>{ t(K::Puzzles) }</button>
            </div>
        </Dialog>
    }
}

/// Properties of [`HowTo`].
#[derive(Properties, PartialEq)]
pub struct HowToProps {
    /// Closes the card.
    pub on_close: Callback<()>,
}

/// How to play: the rules in five lines, what the board's marks mean, how moves are named
/// (holes, `-`, `x`, the review's marks), the keys.
#[component]
pub fn HowTo(props: &HowToProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let t = |k: K| lang.t(k);
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let marks = [
        ("selected", K::HowToSelected),
        ("step", K::HowToStep),
        ("hop", K::HowToHop),
        ("last-move", K::HowToLastMove),
        ("hint", K::HowToHint),
    ];
    html! {
        <Dialog id="how-to-card" labelled_by="how-to-title" on_close={props.on_close.clone()} class={classes!("how-to")}>
            <h2 id="how-to-title">{ t(K::HowToPlay) }</h2>
            <ol class="rules">
                { for t(K::HowToRules).lines().map(|line| html! { <li>{ line }</li> }) }
            </ol>
            <h3>{ t(K::HowToColours) }</h3>
            <ul class="legend">
                { for marks.iter().map(|&(class, k)| html! {
                    <li><svg class={classes!("legend-mark", class)} viewBox="-0.5 -0.5 1 1" aria-hidden="true">
                        if class == "last-move" {
                            <polyline class="path" points="-0.5,0.5 0,0" />
                        }
                        <circle class="pit" r="0.22" />
                        <circle class="ring" r="0.4" />
                        if class == "hop" {
                            <rect class="dot" x="-0.11" y="-0.11" width="0.22" height="0.22" transform="rotate(45)" />
                        } else {
                            <circle class="dot" r="0.11" />
                        }
                    </svg>{ t(k) }</li>
                }) }
            </ul>
            <h3>{ t(K::HowToNames) }</h3>
            <ul id="how-to-names" class="names">
                { for t(K::HowToNameList).lines().map(|line| html! { <li>{ line }</li> }) }
            </ul>
            <h3 class="keys">{ t(K::HowToKeys) }</h3>
            <p class="keys">{ t(K::HowToKeyList) }</p>
            <div class="buttons">
                <button type="button" id="how-to-close" class="primary" onclick={close}>{ t(K::Close) }</button>
            </div>
        </Dialog>
    }
}

/// Properties of [`ResultCard`].
#[derive(Properties, PartialEq)]
pub struct ResultProps {
    /// Shares the finished game (its link).
    pub on_share: Callback<()>,
}

/// The result of a finished game: places, points where scored, moves; Play again, Replay and
/// Share.
#[component]
pub fn ResultCard(props: &ResultProps) -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let t = |k: K| lang.t(k);
    let Some(state) = handle else {
        return html! {};
    };
    let rows = result_rows(&state, lang);
    let act = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let play_again = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(again(&state)))
    };
    // After a win over the computer: the same game one level up.
    let next_level = state.next_level().map(|config| {
        let top = config
            .seats
            .iter()
            .filter_map(|s| s.level())
            .map(|l| l.number())
            .max()
            .unwrap_or_default();
        let state = state.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            state.dispatch(Action::NewGame {
                config: config.clone(),
                random: 0,
            })
        });
        html! {
            <button type="button" id="next-level" class="primary" {onclick}>
                { lang.fill(K::NextLevel, &[("n", &top.to_string())]) }
            </button>
        }
    });
    let share = {
        let on_share = props.on_share.clone();
        Callback::from(move |_: MouseEvent| on_share.emit(()))
    };
    let on_close = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Action::CloseResult))
    };
    html! {
        <Dialog id="result" labelled_by="result-title" {on_close} class={classes!("result")}>
            <h2 id="result-title">{ t(K::GameOver) }</h2>
            <p class="status-line">{ status_text(&state, lang) }<span class="turns">{ " · " }{ turns_text(&state, lang) }</span></p>
            <ol class="places">
                { for rows.iter().map(|r| html! {
                    <li data-seat={r.seat.index().to_string()} data-place={r.place.to_string()}>
                        <strong class="place">{ lang.fill(K::Place, &[("n", &r.place.to_string())]) }</strong>
                        { swatch(r.colour) }
                        <span class="who">{ r.label.clone() }</span>
                        <span class="detail">
                            { lang.fill(K::PegsHome, &[("home", &r.home.0.to_string()), ("total", &r.home.1.to_string())]) }
                            { " · " }
                            if r.moves == 1 {
                                { t(K::ResultOneMove) }
                            } else {
                                { lang.fill(K::ResultMoves, &[("n", &r.moves.to_string())]) }
                            }
                            if let Some((score, max)) = r.score {
                                { " · " }{ lang.fill(K::ResultPoints, &[("n", &format!("{score}/{max}"))]) }
                            }
                        </span>
                    </li>
                }) }
            </ol>
            <div class="buttons">
                { next_level.unwrap_or_default() }
                <button type="button" id="play-again" class={classes!(state.next_level().is_none().then_some("primary"))} onclick={play_again} autofocus=true>{ t(K::PlayAgain) }</button>
                <button type="button" id="result-replay" onclick={act(Action::Replay(true))}>{ t(K::Replay) }</button>
                <button type="button" id="result-share" onclick={share}>{ t(K::ShareGame) }</button>
                <button type="button" id="result-close" onclick={act(Action::CloseResult)}>{ t(K::Close) }</button>
            </div>
        </Dialog>
    }
}

/// The same game again: the same rules and players, a coin toss for who starts.
fn again(state: &UiState) -> Action {
    let mut config = state.config().clone();
    config.first = None;
    Action::NewGame {
        config,
        random: crate::ui::context::random_u64(),
    }
}
