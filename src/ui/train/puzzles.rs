//! The puzzles dialog (`#puzzles-dialog`): the player's rating (`#puzzle-rating`), the theme
//! filter, the puzzle of the day and the next puzzle, the puzzle on screen (`#puzzle`, with
//! `data-puzzle`, `data-state` and `data-theme`) on its own board, a hint and a retry, and the
//! puzzles from the player's games. Its state is the pure machine
//! [`crate::app::train::puzzle_screen`]; this component loads the set when it opens, keeps the
//! progress in localStorage (`sternhalma.puzzles`) and shows the engine's replies after a
//! pause. It takes in the mistakes the page noted for "From your games" ([`crate::ui::train::own`]).

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::pegs::PegTracker;
use crate::app::train::own::own_puzzles;
use crate::app::train::puzzle_screen::{PuzzleInput, PuzzleScreen};
use crate::app::train::puzzle_view::{
    actions_markup, choice_markup, input_of, own_markup, PuzzleView,
};
use crate::train::puzzle::choice::Day;
use crate::train::puzzle::progress::Progress;
use crate::train::puzzle::{PuzzleId, Theme};
use crate::ui::context::use_lang;
use crate::ui::dialog::Dialog;
use crate::ui::storage;
use crate::ui::train::focus::use_kept_focus;
use crate::ui::train::own::OWN_KEY;
use crate::ui::train::puzzle_board::puzzle_board;
use crate::ui::train::set;

/// Where the player's puzzle progress is kept ([`Progress::to_text`]).
pub const PUZZLES_KEY: &str = "sternhalma.puzzles";
/// How long a move shows on the board before the engine's reply comes, in milliseconds.
const REPLY_MS: u32 = 700;

/// The player's puzzle progress as kept (a fresh one when there is none, or it does not read),
/// with the mistakes the page noted since ([`OWN_KEY`]) taken in as puzzles.
pub fn kept_progress() -> Progress {
    let mut progress = Progress::from_text(&storage::load(PUZZLES_KEY).unwrap_or_default());
    if let Some(pending) = storage::load(OWN_KEY) {
        own_puzzles(&mut progress, &pending);
        if storage::save(PUZZLES_KEY, &progress.to_text()).is_ok() {
            storage::remove(OWN_KEY);
        }
    }
    progress
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
    // The dialog's state, changed through `send` (a render follows each change).
    let state = {
        let wanted = props.wanted.clone();
        use_mut_ref(move || PuzzleScreen::new(kept_progress(), wanted))
    };
    let tracker = use_mut_ref(PegTracker::default);
    let update = use_force_update();
    let send: Callback<PuzzleInput> = {
        let state = state.clone();
        Callback::from(move |input| {
            let changed = state.borrow_mut().apply(input);
            if changed {
                update.force_update();
            }
        })
    };
    {
        let send = send.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                send.emit(PuzzleInput::Loaded(set::load().await));
            });
        });
    }
    let screen = state.borrow();
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
        let shown = screen.board().tree().line().moves().len();
        let send = send.clone();
        use_effect_with((waiting, shown, screen.seq()), move |&(waiting, ..)| {
            let timer =
                waiting.then(|| Timeout::new(REPLY_MS, move || send.emit(PuzzleInput::CatchUp)));
            move || drop(timer)
        });
    }
    let view = PuzzleView::of(&screen, lang);
    let raw = |text: String| Html::from_html_unchecked(AttrValue::from(text));
    // One handler for every button (`data-act`) and the theme filter.
    let focus = use_kept_focus();
    let onclick = {
        let (send, focus) = (send.clone(), focus.clone());
        Callback::from(move |e: MouseEvent| {
            focus.pressed(&e);
            let act = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|t| t.closest("[data-act]").ok().flatten())
                .and_then(|b| b.get_attribute("data-act"));
            if let Some(input) = act.and_then(|a| input_of(&a, today())) {
                send.emit(input);
            }
        })
    };
    let onchange = {
        let send = send.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                send.emit(PuzzleInput::Theme(Theme::from_name(&select.value())));
            }
        })
    };
    let ready = !screen.loading() && !screen.unavailable();
    html! {
        <Dialog id="puzzles-dialog" labelled_by="puzzles-title" on_close={props.on_close.clone()} class={classes!("puzzles")}>
            <div {onclick} {onchange} ref={focus.root.clone()}>
                <h2 id="puzzles-title">{ lang.t(K::Puzzles) }</h2>
                <p id="puzzle-rating">{ view.rating.clone() }</p>
                if let Some(note) = view.note.clone() {
                    <p class="note" role="status" aria-busy={screen.loading().then_some("true")}>{ note }</p>
                }
                if ready {
                    { raw(choice_markup(lang)) }
                }
                if let Some(p) = &view.puzzle {
                    <section id="puzzle" data-puzzle={p.id.clone()} data-state={p.state} data-theme={p.themes.clone()}>
                        <p class="puzzle-status" role="status">{ p.status.clone() }</p>
                        <div class="puzzle-board">
                            { puzzle_board(screen.board(), screen.seq(), &mut tracker.borrow_mut(), &send, lang) }
                        </div>
                        { raw(actions_markup(p, lang)) }
                    </section>
                }
                { raw(own_markup(&view, lang)) }
            </div>
        </Dialog>
    }
}
