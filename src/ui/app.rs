//! The root component: the state of [`crate::app::state`] in a reducer, provided to every
//! component below as the [`GameHandle`] context (and the language as [`Lang`]); it composes
//! the board, the side panel and the cards, and runs the side effects as hooks
//! ([`crate::ui::hooks`]): the computer's turn, hints, the page's language, the address and the
//! autosave. It holds no state of its own: which card is open is the state's
//! ([`crate::app::state::Overlay`]).

use std::rc::Rc;

use yew::prelude::*;

use crate::app::editor::EditorStart;
use crate::app::i18n::{Lang, K};
use crate::app::link::decode_lesson;
use crate::app::screens::Screen;
use crate::app::state::{Action, GameConfig, Mode, Notice, Overlay, UiState};
use crate::app::tree::Tree;
use crate::app::view::analysis_report;
use crate::ui::cards::{HowTo, ResultCard, Welcome};
use crate::ui::context::{dispatch_with, random_u64, GameHandle};
use crate::ui::game_board::GameBoard;
use crate::ui::hooks::{
    use_analysis, use_autoplay, use_computer_turn, use_hint, use_language, use_link_sync,
    use_page_language, use_review_keys, use_switch, Boot, Sync, COORDINATES_KEY,
};
use crate::ui::panel::{
    AnalysisPanel, AnalysisStrip, Head, Messages, MoveList, Progress, ReplayBar,
};
use crate::ui::screens::host::{preload_when_idle, ScreenHost};
use crate::ui::share::{share_now, What};
use crate::ui::train::own::use_own_puzzles;
use crate::ui::url::BrowserPage;

/// Plays the position the editor answers with (a position link) as a new game, and closes the
/// editor.
fn play_edited(game: &GameHandle, start: &EditorStart) -> Callback<String> {
    let (game, start) = (game.clone(), start.clone());
    Callback::from(move |answer: String| {
        if let Some((position, seats)) = start.play(&answer) {
            game.dispatch(Action::load(Tree::new(position), seats));
        }
        game.dispatch(Action::CloseEditor);
    })
}

/// Opens the game the games list answers with (its key), after keeping what is on screen, and
/// closes the list.
fn open_listed(game: &GameHandle, sync: &Sync) -> Callback<String> {
    let (game, sync) = (game.clone(), sync.clone());
    Callback::from(move |key: String| {
        let now = crate::ui::hooks::now();
        let first = sync.borrow_mut().on_game(&mut BrowserPage, &game, now);
        let then = sync.borrow_mut().resume(&mut BrowserPage, &key);
        for a in first.into_iter().chain(then) {
            game.dispatch(a);
        }
        game.dispatch(Action::Games(false));
    })
}

/// The whole game page.
#[component]
pub fn App() -> Html {
    // The game of the link or the games list from the first render on (`use_link_sync` then
    // keeps the address and the list in step with it).
    let boot = use_memo((), |_| Boot::open());
    let game: GameHandle = {
        let boot = boot.clone();
        use_reducer(move || {
            let mut state = UiState::opening(boot.start.game.clone(), boot.start.notices.clone());
            if boot.puzzle.is_some() {
                state.apply(Action::Puzzles(true));
            }
            // A lesson link opens the lessons on that lesson.
            if let Some(lesson) = decode_lesson(&crate::ui::url::fragment()) {
                state.apply(Action::OpenLesson(lesson));
            }
            // What the early board hands over: a game the welcome card started says who
            // starts (until its first move), and the peg it had picked up stays in hand.
            let early = crate::ui::early::take_handover();
            if early.chosen && state.game().moves_played() == 0 {
                let first = state.position().to_move();
                state.apply(Action::Message(Notice::Starts(first)));
            }
            if let Some(cell) = early.picked {
                if state.selected().is_none() && state.human_to_move() {
                    state.apply(Action::Cell(cell));
                }
            }
            state
        })
    };
    let (lang, set_lang) = use_language(&game);
    use_page_language(lang);
    use_computer_turn(&game);
    use_autoplay(&game);
    use_review_keys(&game);
    use_analysis(&game);
    use_own_puzzles(&game);
    let hint = use_hint(&game);
    let (sound, on_sound) = crate::ui::sound::use_sound(&game);
    let (coordinates, on_coordinates) = use_switch(COORDINATES_KEY);
    use_link_sync(&game, boot.sync.clone());
    let show_games = dispatch_with(&game, Action::Games);
    let show_how_to = dispatch_with(&game, Action::HowTo);
    let show_lessons = dispatch_with(&game, Action::Lessons);
    // The screens of the second module load once the board is up.
    use_effect_with((), |_| preload_when_idle());
    let share = |what: What| {
        let game = game.clone();
        Callback::from(move |()| share_now(&game, lang, what))
    };

    let overlay = game.overlay();
    // The game on screen as the games list opened (a save while it is open does not open the
    // list anew).
    let listed_current = {
        let current = game.kept_as().cloned();
        use_memo(matches!(overlay, Overlay::Games(_)), move |_| current)
    };
    let finished = game.position().is_over();
    // The engine's report, made once for the analysis panel and the phone's strip.
    let report = analysis_report(&game, lang).map(Rc::new);
    html! {
        <ContextProvider<GameHandle> context={game.clone()}>
        <ContextProvider<Lang> context={lang}>
        <main class={classes!("app", finished.then_some("game-over"), matches!(game.mode(), Mode::Replay { .. }).then_some("reviewing"))}
              data-thinking={game.computer_turn().is_some().to_string()}>
            <div class="board-area"><GameBoard {coordinates} /></div>
            <aside class="side">
                <AnalysisStrip report={report.clone()} />
                <Head on_lang={set_lang} on_how_to={show_how_to.reform(|()| true)} {hint}
                      on_send_move={share(What::Move)} on_your_games={show_games.reform(|()| true)}
                      {sound} {on_sound} {coordinates} {on_coordinates} />
                <Messages on_your_games={show_games.reform(|()| true)} />
                <ReplayBar />
                <Progress />
                <section class="panel moves">
                    <h2>{ lang.t(K::Moves) }</h2>
                    <MoveList />
                </section>
                <AnalysisPanel {report} />
                <section id="extension-slot" class="extension-slot">
                    <crate::ui::share::ShareButtons />
                    <crate::ui::editor::EditorEntry />
                </section>
                <p class="help muted keys">{ lang.t(K::KeyboardHelp) }</p>
            </aside>
            if overlay.is_new_game() {
                <ScreenHost screen={Screen::NewGame { config: game.config().clone() }}
                            on_answer={dispatch_with(&game, |text: String| match GameConfig::from_text(&text) {
                                Ok(config) => Action::NewGame { config, random: random_u64() },
                                Err(_) => Action::CloseNewGame,
                            })}
                            on_close={dispatch_with(&game, |()| Action::CloseNewGame)} />
            }
            if let Some(start) = overlay.editor() {
                <ScreenHost screen={Screen::Editor { start: Box::new(start.clone()) }}
                            on_answer={play_edited(&game, start)}
                            on_close={dispatch_with(&game, |()| Action::CloseEditor)} />
            }
            if *overlay == Overlay::Welcome {
                <Welcome on_how_to={show_how_to.reform(|()| true)} />
            }
            if game.shows_result() {
                <ResultCard on_share={share(What::Game)} />
            }
            if matches!(overlay, Overlay::HowTo(_)) {
                <HowTo on_close={show_how_to.reform(|()| false)} />
            }
            if matches!(overlay, Overlay::Puzzles(_)) {
                <ScreenHost screen={Screen::Puzzles { wanted: boot.puzzle.clone() }}
                            on_close={dispatch_with(&game, |()| Action::Puzzles(false))} />
            }
            if matches!(overlay, Overlay::Lessons(_)) {
                // A lesson link pasted while the page is open starts the dialog anew on it.
                <ScreenHost key={game.lesson_asks()}
                            screen={Screen::Lessons { start: game.lesson_asked() }}
                            on_close={show_lessons.reform(|()| false)} />
            }
            if matches!(overlay, Overlay::Games(_)) {
                <ScreenHost screen={Screen::Games { current: (*listed_current).clone() }}
                            on_answer={open_listed(&game, &boot.sync)}
                            on_close={show_games.reform(|()| false)} />
            }
        </main>
        </ContextProvider<Lang>>
        </ContextProvider<GameHandle>>
    }
}
