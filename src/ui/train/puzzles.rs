//! The puzzles dialog (`#puzzles-dialog`): the player's rating (`#puzzle-rating`), the theme
//! filter, the puzzle of the day and the next puzzle, the puzzle on screen (`#puzzle`, with
//! `data-puzzle`, `data-state` and `data-theme`) on its own board, a hint and a retry, and the
//! puzzles from the player's games. Its state is the pure machine
//! [`crate::app::train::puzzle_screen`]; this component loads the set when it opens, keeps the
//! progress in localStorage (`sternhalma.puzzles`) and shows the engine's replies after a
//! pause. [`use_own_puzzles`] keeps the mistakes "Learn from your mistakes" goes through.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::train::own::own_puzzles;
use crate::app::train::puzzle_screen::{PuzzleInput, PuzzleScreen};
use crate::app::train::puzzle_view::{theme_key, PuzzleView};
use crate::train::puzzle::choice::Day;
use crate::train::puzzle::progress::Progress;
use crate::train::puzzle::{PuzzleId, Theme};
use crate::ui::context::{use_lang, GameHandle};
use crate::ui::dialog::Dialog;
use crate::ui::storage;
use crate::ui::train::puzzle_board::PuzzleBoard;
use crate::ui::train::set;

/// Where the player's puzzle progress is kept ([`Progress::to_text`]).
pub const PUZZLES_KEY: &str = "sternhalma.puzzles";
/// How long a move shows on the board before the engine's reply comes, in milliseconds.
const REPLY_MS: u32 = 700;

impl Reducible for PuzzleScreen {
    type Action = PuzzleInput;

    fn reduce(self: Rc<Self>, input: PuzzleInput) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.apply(input) {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// The player's puzzle progress as kept (a fresh one when there is none, or it does not read).
pub fn kept_progress() -> Progress {
    Progress::from_text(&storage::load(PUZZLES_KEY).unwrap_or_default())
}

/// "Learn from your mistakes" feeds "From your games": when learning starts, the mistakes it
/// goes through are kept as puzzles ([`own_puzzles`]).
#[hook]
pub fn use_own_puzzles(game: &GameHandle) {
    let items = game.learning().map(|(learn, _)| learn.items.clone());
    use_effect_with(items, |items| {
        if let Some(items) = items {
            let mut progress = kept_progress();
            if own_puzzles(&mut progress, items) > 0 {
                let _ = storage::save(PUZZLES_KEY, &progress.to_text());
            }
        }
    });
}

/// Today, on the player's clock.
fn today() -> Day {
    let now = js_sys::Date::new_0();
    Day {
        year: now.get_full_year() as i32,
        month: now.get_month() + 1,
        day: now.get_date(),
    }
}

/// Properties of [`Puzzles`].
#[derive(Properties, PartialEq)]
pub struct PuzzlesProps {
    /// The puzzle to open first (a link's).
    #[prop_or_default]
    pub wanted: Option<PuzzleId>,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The puzzles dialog (see the module documentation).
#[component]
pub fn Puzzles(props: &PuzzlesProps) -> Html {
    let lang = use_lang();
    let screen = {
        let wanted = props.wanted.clone();
        use_reducer(move || PuzzleScreen::new(kept_progress(), wanted))
    };
    {
        let screen = screen.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                screen.dispatch(PuzzleInput::Loaded(set::load().await));
            });
        });
    }
    {
        let text = screen.progress().to_text();
        use_effect_with(text, |text| {
            if storage::load(PUZZLES_KEY).as_deref() != Some(text.as_str()) {
                let _ = storage::save(PUZZLES_KEY, text);
            }
        });
    }
    {
        let waiting = screen.reply_waiting();
        let screen = screen.clone();
        let shown = screen.board().tree().line().moves().len();
        use_effect_with((waiting, shown, screen.seq()), move |&(waiting, ..)| {
            let timer = waiting
                .then(|| Timeout::new(REPLY_MS, move || screen.dispatch(PuzzleInput::CatchUp)));
            move || drop(timer)
        });
    }
    let view = PuzzleView::of(&screen, lang);
    let t = |k: K| lang.t(k);
    let send = |input: PuzzleInput| {
        let screen = screen.clone();
        Callback::from(move |_: MouseEvent| screen.dispatch(input.clone()))
    };
    let on_input = {
        let screen = screen.clone();
        Callback::from(move |input| screen.dispatch(input))
    };
    let on_theme = {
        let screen = screen.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            screen.dispatch(PuzzleInput::Theme(Theme::from_name(&v)));
        })
    };
    let ready = !screen.loading() && !screen.unavailable();
    let theme = screen.theme();
    html! {
        <Dialog id="puzzles-dialog" labelled_by="puzzles-title" on_close={props.on_close.clone()} class={classes!("puzzles")}>
            <h2 id="puzzles-title">{ t(K::Puzzles) }</h2>
            <p id="puzzle-rating">{ view.rating }</p>
            if let Some(note) = view.note {
                <p class="note" role="status" aria-busy={screen.loading().then_some("true")}>{ note }</p>
            }
            if ready {
                <div class="buttons puzzle-choice">
                    <label>
                        { t(K::PuzzleTheme) }{ " " }
                        <select id="puzzle-theme" onchange={on_theme}>
                            <option value="" selected={theme.is_none()}>{ t(K::PuzzleAllThemes) }</option>
                            { for Theme::ALL.iter().map(|&th| html! {
                                <option value={th.name()} selected={theme == Some(th)}>{ t(theme_key(th)) }</option>
                            }) }
                        </select>
                    </label>
                    <button type="button" id="puzzle-of-the-day" onclick={send(PuzzleInput::OfTheDay(today()))}>{ t(K::PuzzleOfTheDay) }</button>
                    <button type="button" id="puzzle-next" onclick={send(PuzzleInput::Next)}>{ t(K::PuzzleNext) }</button>
                </div>
            }
            if let Some(p) = view.puzzle {
                <section id="puzzle" data-puzzle={p.id} data-state={p.state} data-theme={p.themes}>
                    <p class="puzzle-status" role="status">{ p.status }</p>
                    <div class="puzzle-board">
                        <PuzzleBoard board={screen.board_rc()} seq={screen.seq()} {on_input} />
                    </div>
                    <div class="buttons">
                        <button type="button" id="puzzle-hint" disabled={!p.can_hint}
                                onclick={send(PuzzleInput::Hint)}>{ t(K::Hint) }</button>
                        if p.state == "failed" {
                            <button type="button" id="puzzle-retry" onclick={send(PuzzleInput::Retry)}>{ t(K::LearnRetry) }</button>
                        }
                    </div>
                </section>
            }
            <h3>{ t(K::PuzzleFromGames) }</h3>
            if view.own.is_empty() {
                <p class="muted">{ t(K::PuzzleNoOwn) }</p>
            } else {
                <ul class="own-puzzles">
                    { for view.own.into_iter().map(|(id, solved)| {
                        let open = id.parse().map(PuzzleInput::Open);
                        html! {
                            <li data-puzzle={id.clone()} data-solved={solved.to_string()}>
                                if let Ok(open) = open {
                                    <button type="button" onclick={send(open)}>{ id }</button>
                                }
                            </li>
                        }
                    }) }
                </ul>
            }
        </Dialog>
    }
}
