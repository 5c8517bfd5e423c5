//! The head of the side panel: the title and the language switch, whose turn it is (or the
//! result), the move number, the live region that announces moves, and the toolbar.

use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::screens::Screen;
use crate::app::search_workers::SearchWorkers;
use crate::app::state::Action;
use crate::app::view::{announcement, move_line, status_text};
use crate::engine::Ply;
use crate::ui::board_view::swatch;
use crate::ui::context::{dispatcher, use_game, use_lang};
use crate::ui::hooks::{use_search_workers, Hint};
use crate::ui::screens::host::warm_on_intent;

/// Properties of [`Head`].
#[derive(Properties, PartialEq)]
pub struct HeadProps {
    /// Switches the page's language.
    pub on_lang: Callback<Lang>,
    /// Opens the how-to-play card.
    pub on_how_to: Callback<()>,
    /// The hint button's state and request.
    pub hint: Hint,
    /// Shares the game for the other player to answer ("Send your move").
    pub on_send_move: Callback<()>,
    /// Opens the games list.
    pub on_your_games: Callback<()>,
    /// Whether sound is on.
    #[prop_or_default]
    pub sound: bool,
    /// Turns sound on or off.
    #[prop_or_default]
    pub on_sound: Callback<()>,
    /// Whether the board shows its coordinates.
    #[prop_or_default]
    pub coordinates: bool,
    /// Shows or hides the board's coordinates.
    #[prop_or_default]
    pub on_coordinates: Callback<()>,
}

/// The language switch.
fn lang_switch(lang: Lang, on_lang: &Callback<Lang>) -> Html {
    let on_lang = on_lang.clone();
    let onchange = Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        on_lang.emit(Lang::from_tag(&v));
    });
    html! {
        <label class="lang">
            <span class="visually-hidden">{ lang.t(K::Language) }</span>
            <select id="lang" {onchange} aria-label={lang.t(K::Language)}>
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.tag()} selected={*l == lang}>{ l.native_name() }</option>
                }) }
            </select>
        </label>
    }
}

/// The head of the side panel (see the module documentation).
#[component]
pub fn Head(props: &HeadProps) -> Html {
    let (chosen, on_workers) = use_search_workers();
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! {};
    };
    let t = |k: K| lang.t(k);
    let warm_puzzles = warm_on_intent(Screen::Puzzles { wanted: None });
    let g = game.game();
    let position = game.position();
    let finished = position.is_over();
    let playing = game.playing();
    let to_move_colour = (!finished).then(|| game.seat(position.to_move()).colour);
    let last_pass = g.cursor() > 0 && matches!(g.plies().get(g.cursor() - 1), Some(Ply::Pass));
    // Play at a distance: after a move, the next player (at another screen) gets the game —
    // people only: the computer answers here.
    let send_move = playing
        && !finished
        && g.can_undo()
        && game.human_to_move()
        && game.seats().iter().all(|s| !s.is_computer());
    let button = |key: K, action: Action, enabled: bool, id: &'static str| {
        html! {
            <button {id} type="button" onclick={dispatcher::<MouseEvent>(&game, action)}
                    disabled={!enabled}>{ t(key) }</button>
        }
    };
    let on_hint = props.hint.request.reform(|_: MouseEvent| ());
    let on_how_to = props.on_how_to.reform(|_: MouseEvent| ());
    let on_send_move = props.on_send_move.reform(|_: MouseEvent| ());
    html! {
        <section class="panel head">
            <div class="title-row">
                <h1>{ t(K::Title) }<small>{ t(K::Subtitle) }</small></h1>
                { lang_switch(lang, &props.on_lang) }
            </div>
            <p id="status" class={classes!("status", finished.then_some("result"))}
               data-finished={finished.to_string()}>
                if let Some(c) = to_move_colour { { swatch(c) } }
                <span>{ status_text(&game, lang) }</span>
            </p>
            <p class="meta">
                <span id="move-number">{ move_line(&game, lang) }</span>
                if last_pass {
                    <span class="pass-note">{ " · " }{ t(K::Pass) }</span>
                }
            </p>
            <p id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true">
                { announcement(&game, lang) }
            </p>
            <div class="buttons" role="toolbar" aria-label={t(K::Controls)}>
                { button(K::Undo, Action::Undo, game.can_undo(), "undo") }
                { button(K::Redo, Action::Redo, playing && g.can_redo(), "redo") }
                { button(K::Restart, Action::Restart, playing && !g.plies().is_empty(), "restart") }
                { button(K::NewGame, Action::OpenNewGame, true, "new-game") }
                <button id="hint" type="button" onclick={on_hint} disabled={!game.human_to_move()}
                        data-pending={props.hint.pending.to_string()}>{ t(K::Hint) }</button>
                // The places and settings: smaller, so that the toolbar keeps to four rows.
                <button id="how-to" type="button" class="small" onclick={on_how_to}>{ t(K::HowToPlay) }</button>
                <button id="learn" type="button" class="small"
                        onclick={dispatcher::<MouseEvent>(&game, Action::Lessons(true))}>{ t(K::LessonsTitle) }</button>
                <button id="puzzles" type="button" class="small"
                        onpointerenter={warm_puzzles.reform(|_| ())} onfocus={warm_puzzles.reform(|_| ())}
                        onpointerdown={warm_puzzles.reform(|_| ())}
                        onclick={dispatcher::<MouseEvent>(&game, Action::Puzzles(true))}>{ t(K::Puzzles) }</button>
                <button id="your-games" type="button" class="small" onclick={props.on_your_games.reform(|_: MouseEvent| ())}>{ t(K::YourGames) }</button>
                <button id="sound" type="button" class="toggle small" aria-pressed={props.sound.to_string()}
                        onclick={props.on_sound.reform(|_: MouseEvent| ())}>{ t(K::Sound) }</button>
                <button id="coordinates" type="button" class="toggle small" aria-pressed={props.coordinates.to_string()}
                        onclick={props.on_coordinates.reform(|_: MouseEvent| ())}>{ t(K::Coordinates) }</button>
                { workers_select(lang, chosen, &on_workers) }
                if send_move {
                    <button id="send-move" type="button" onclick={on_send_move}>{ t(K::SendMove) }</button>
                }
            </div>
        </section>
    }
}

/// The "Search workers" setting: `#workers`, a `<select>` of Auto (one fewer than the
/// machine's cores), 1, 2, 4 and 8, its values the stored tags.
fn workers_select(lang: Lang, chosen: SearchWorkers, on: &Callback<SearchWorkers>) -> Html {
    let t = |k: K| lang.t(k);
    let onchange = on.reform(|e: Event| {
        let tag = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        SearchWorkers::from_tag(&tag).unwrap_or_default()
    });
    html! {
        <label class="small setting">{ t(K::SearchWorkers) }
            <select id="workers" {onchange}>
                { for SearchWorkers::CHOICES.iter().map(|&c| {
                    let name = match c {
                        SearchWorkers::Auto => t(K::WorkersAuto).to_owned(),
                        SearchWorkers::Exactly(n) => n.to_string(),
                    };
                    html! { <option value={c.tag()} selected={c == chosen}>{ name }</option> }
                }) }
            </select>
        </label>
    }
}
