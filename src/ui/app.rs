//! The root component: the state of [`crate::app::state`] in a reducer, the board, the side
//! panel (status, controls, messages, progress, move list, replay) and the new-game screen.
//! Side effects (the computer's turn, timings, the page language) live in `use_effect_with`.
//!
//! How the other components (links and autosave, sharing, the position editor) reach the game:
//! - the reducer's handle is the [`GameHandle`] context (`use_context::<GameHandle>()`): it reads
//!   the state (`handle.game()`, `handle.seats()`) and dispatches actions
//!   (`handle.dispatch(Action::LoadGame(..))`); cloning it copies a reference, never the state;
//! - the language is the [`Lang`] context (`use_context::<Lang>()`);
//! - the side panel has an element `#extension-slot` ([`ExtensionSlot`]) where a Share button
//!   and an "Edit position" entry go;
//! - errors such as a broken link go to the message area `#messages` as
//!   [`Notice::BrokenLink`].

use std::rc::Rc;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::wire::AiError;
use crate::app::i18n::{Lang, K};
use crate::app::listview::{Viewport, ROW_PX};
use crate::app::pegs::pegs;
use crate::app::state::{Action, Mode, Notice, UiState};
use crate::engine::{Cell, CellSet, Ply, Triangle};
use crate::ui::board_view::{swatch, AnimationView, BoardView, PegView};
use crate::ui::computer;
use crate::ui::new_game::NewGameScreen;
use crate::ui::panels::{HowTo, ResultCard, Welcome};
use crate::ui::share::{share_now, What};
use crate::ui::storage;
use crate::ui::url::{read_opening, Opening};

impl Reducible for UiState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// The game's reducer: read the state through it and dispatch actions to it (provided as a
/// context to every component below [`App`]).
pub type GameHandle = UseReducerHandle<UiState>;

// The language of the page is a context too: `use_context::<Lang>()`.

/// The language chosen on an earlier visit, else the browser's.
fn initial_lang() -> Lang {
    storage::load(storage::LANG_KEY)
        .and_then(|tag| Lang::from_saved(&tag))
        .or_else(|| {
            web_sys::window()
                .and_then(|w| w.navigator().language())
                .map(|l| Lang::from_tag(&l))
        })
        .unwrap_or_default()
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Appends a select → render time to `window.__sternhalmaTimings` (an array of milliseconds).
fn record_timing(ms: f64) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let key = wasm_bindgen::JsValue::from_str("__sternhalmaTimings");
    let existing = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|v| v.dyn_into::<js_sys::Array>().ok());
    let array = match existing {
        Some(a) => a,
        None => {
            let a = js_sys::Array::new();
            let _ = js_sys::Reflect::set(&window, &key, &a);
            a
        }
    };
    array.push(&wasm_bindgen::JsValue::from_f64(ms));
}

/// The whole game page.
#[component]
pub fn App() -> Html {
    // The game of the link or the autosave from the first render on ([`LinkSync`] then keeps
    // the address and the autosave in step, and says what could not be read).
    let opening = use_memo((), |_| read_opening());
    let state = {
        let opening = opening.clone();
        use_reducer(move || {
            let startup = &opening.startup;
            let game = startup
                .open
                .as_ref()
                .map(|l| (l.game.clone(), l.seats.clone()));
            UiState::opening(game, startup.notices.clone())
        })
    };
    let lang = use_state_eq(initial_lang);
    let select_started = use_mut_ref(|| None::<f64>);
    let lang_v = *lang;
    let how_to = use_state_eq(|| false);
    let open_how_to = {
        let how_to = how_to.clone();
        Callback::from(move |_: ()| how_to.set(true))
    };
    let close_how_to = {
        let how_to = how_to.clone();
        Callback::from(move |_: ()| how_to.set(false))
    };

    let dispatch: Callback<Action> = {
        let state = state.clone();
        Callback::from(move |a: Action| state.dispatch(a))
    };

    // Page language. Written only when it changes: a new `lang` on the root element restyles
    // the whole page.
    use_effect_with(lang_v, |lang| {
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(root) = document
            .as_ref()
            .and_then(|d| d.document_element())
            .filter(|root| root.get_attribute("lang").as_deref() != Some(lang.tag()))
        {
            let _ = root.set_attribute("lang", lang.tag());
        }
        // The tab's title in the page's language.
        if let Some(d) = document {
            let title = format!("{} — {}", lang.t(K::Title), lang.t(K::Subtitle));
            if d.title() != title {
                d.set_title(&title);
            }
        }
        || ()
    });

    // Select → destinations rendered: the effect runs once the DOM has been patched.
    {
        let select_started = select_started.clone();
        use_effect_with(state.selected(), move |_| {
            if let Some(t0) = select_started.borrow_mut().take() {
                record_timing(now_ms() - t0);
            }
            || ()
        });
    }

    // A computer seat's turn: ask the computer (in its worker) and dispatch its answer.
    {
        let dispatch = dispatch.clone();
        let state = state.clone();
        use_effect_with((state.epoch(), state.computer_turn()), move |(_, turn)| {
            let ticket = turn.map(|(ply_index, _, level)| {
                let position = state.position().clone();
                let history = computer::history(state.game());
                let done = dispatch.reform(move |answer: Result<String, AiError>| match answer {
                    Ok(move_text) => Action::ComputerMove {
                        ply_index,
                        move_text,
                    },
                    Err(e) => Action::Message(Notice::ComputerError(e.to_string())),
                });
                computer::request(&position, level, history, done)
            });
            move || drop(ticket)
        });
    }

    // Hint: the strongest level's suggestion for the position at the cursor.
    let hint_requested = use_state_eq(|| None::<usize>);
    {
        let dispatch = dispatch.clone();
        let position = state.position().clone();
        let hint_requested = hint_requested.clone();
        use_effect_with((state.epoch(), *hint_requested), move |(_, req)| {
            let ticket = req.map(|ply_index| {
                let hint_requested = hint_requested.clone();
                let done = dispatch.reform(move |answer: Result<String, AiError>| {
                    hint_requested.set(None);
                    match answer {
                        Ok(move_text) => Action::Hint {
                            ply_index,
                            move_text,
                        },
                        Err(e) => Action::Message(Notice::ComputerError(e.to_string())),
                    }
                });
                computer::request(&position, computer::STRONGEST, Vec::new(), done)
            });
            move || drop(ticket)
        });
    }

    let position = state.position();
    let geometry = position.geometry();
    let seating = position.seating();

    // ---- board props -----------------------------------------------------------------------
    let markers = state.army_markers();
    // (Following the pegs' identities replays the game: once per game change, not per render.)
    let peg_ids = use_memo(state.game().clone(), pegs);
    let peg_views: Rc<[PegView]> = peg_ids
        .iter()
        .map(|p| {
            let seat = p.army.and_then(|t| seating.owner(t));
            PegView {
                id: p.id,
                cell: p.cell,
                colour: seat.map(|s| state.seat(s).colour),
                marker: p.army.map_or(0, |t| markers[t.index()]),
                seat,
            }
        })
        .collect();
    // With multiple sets a player's armies head for different goals: each goal shows whose
    // army is coming.
    let goal_marks: Rc<[(Triangle, u8, u8)]> = if position.options().multiple_sets {
        seating
            .used()
            .iter()
            .filter_map(|t| {
                let s = seating.owner(t)?;
                Some((t.opposite(), state.seat(s).colour, markers[t.index()]))
            })
            .collect()
    } else {
        Rc::new([])
    };
    let mut triangle_colours = [None; 6];
    for t in Triangle::ALL {
        triangle_colours[t.index()] = seating.owner(t).map(|s| state.seat(s).colour);
    }
    let dests_vec = state.destinations();
    let labels: Rc<[AttrValue]> = geometry
        .cells()
        .map(|c| AttrValue::from(state.describe_cell(lang_v, c, &dests_vec)))
        .collect();
    let dests: Rc<[_]> = dests_vec.into();
    let last_move: Rc<[Cell]> = state.last_move_cells().into();
    let animation = state.animation().map(|a| AnimationView {
        seq: a.seq,
        path: a.path.clone().into(),
    });
    // The pegs that can move: what the cursor, N/P, drags and taps go to.
    let movable: Rc<[Cell]> = if state.human_to_move() {
        let can_move: CellSet = position.legal_move_list().iter().map(|m| m.from).collect();
        can_move.iter().collect()
    } else {
        Rc::new([])
    };
    let on_cell = {
        let state = state.clone();
        let select_started = select_started.clone();
        Callback::from(move |c: Cell| {
            *select_started.borrow_mut() = Some(now_ms());
            state.dispatch(Action::Cell(c));
        })
    };
    let on_drag_start = dispatch.reform(Action::Select);
    let on_drop = dispatch.reform(|(from, to)| Action::Drop { from, to });
    let on_cancel = dispatch.reform(|_| Action::Cancel);

    // ---- side panel ------------------------------------------------------------------------
    let t = |k: K| lang_v.t(k);
    let game = state.game();
    let mode = state.mode();
    let finished = position.is_over();
    let replaying = matches!(mode, Mode::Replay { .. });
    let status = state.status_text(lang_v);
    let move_number = state.move_line(lang_v);
    let to_move_colour = (!finished).then(|| state.seat(position.to_move()).colour);

    let button = |key: K, action: Action, enabled: bool, id: &'static str| {
        let onclick = dispatch.reform(move |_: MouseEvent| action.clone());
        html! { <button {id} type="button" {onclick} disabled={!enabled}>{ t(key) }</button> }
    };
    let playing = mode == Mode::Playing;
    let hint_button = {
        let hint_requested = hint_requested.clone();
        let cursor = game.cursor();
        let onclick = Callback::from(move |_: MouseEvent| hint_requested.set(Some(cursor)));
        html! { <button id="hint" type="button" {onclick} disabled={!state.human_to_move()}>{ t(K::Hint) }</button> }
    };

    let lang_switch = {
        let lang = lang.clone();
        let onchange = Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let chosen = Lang::from_tag(&v);
            // A preference: if it cannot be stored, the browser's language is used next time.
            let _ = storage::save(storage::LANG_KEY, chosen.tag());
            lang.set(chosen);
        });
        html! {
            <label class="lang">
                <span class="visually-hidden">{ t(K::Language) }</span>
                <select id="lang" {onchange} aria-label={t(K::Language)}>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option value={l.tag()} selected={*l == lang_v}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
        }
    };

    let messages = state.messages().iter().map(|m| {
        let id = m.id;
        let onclick = dispatch.reform(move |_: MouseEvent| Action::Dismiss(id));
        let error = matches!(m.notice, Notice::BrokenLink(_) | Notice::ComputerError(_));
        let text = state.message_text(lang_v, &m.notice);
        html! {
            <div key={id} class={classes!("message", error.then_some("error"))} role={if error { "alert" } else { "status" }}>
                if let Notice::Shared(_, link) = &m.notice {
                    <div class="shared">
                        <p id="share-feedback">{ text }</p>
                        { crate::ui::share::link_field(lang_v, link) }
                    </div>
                } else {
                    <span>{ text }</span>
                }
                if m.notice == Notice::GameReplaced {
                    { button(K::RestoreGame, Action::RestorePrevious, true, "restore-game") }
                }
                <button type="button" class="dismiss" {onclick} aria-label={t(K::Dismiss)}>{ "×" }</button>
            </div>
        }
    });

    let progress = state.progress(lang_v).into_iter().map(|p| {
        let class = classes!("progress-row", p.to_move.then_some("to-move"), p.finished.then_some("finished"));
        html! {
            <li {class} data-seat={p.seat.index().to_string()}>
                { swatch(p.colour) }
                <span class="who">
                    if let Some(place) = p.place {
                        <strong class="place">{ lang_v.fill(K::Place, &[("n", &place.to_string())]) }{ " · " }</strong>
                    }
                    { p.label.clone() }
                    if let Some(team) = p.team {
                        <span class="team">{ " · " }{ lang_v.fill(K::Team, &[("n", &team.to_string())]) }</span>
                    }
                </span>
                <span class="home">{ lang_v.fill(K::PegsHome, &[("home", &p.home.to_string()), ("total", &p.total.to_string())]) }</span>
                if let Some((score, max)) = p.score {
                    <span class="score">{ lang_v.fill(K::Score, &[("n", &format!("{score}/{max}"))]) }</span>
                }
                <meter min="0" max={p.total.to_string()} value={p.home.to_string()} aria-hidden="true" />
            </li>
        }
    });

    let replay_bar = if replaying || (finished && playing) {
        let total = game.plies().len();
        let cursor = game.cursor();
        let finished_here = game.position().is_over();
        html! {
            <section class="panel replay" aria-label={t(K::Replay)}>
                if replaying {
                    <p class="note">{ t(K::ReviewNote) }</p>
                    <p id="replay-position">{ state.move_line(lang_v) }</p>
                    <div class="buttons">
                        { button(K::First, Action::Goto(0), game.can_undo(), "replay-first") }
                        { button(K::Previous, Action::Goto(game.undo_target().unwrap_or(0)), game.can_undo(), "replay-prev") }
                        { button(K::Next, Action::Goto(cursor + 1), cursor < total, "replay-next") }
                        { button(K::Last, Action::Goto(total), cursor < total, "replay-last") }
                    </div>
                    <div class="buttons">
                        { button(K::BackToGame, Action::Replay(false), true, "replay-exit") }
                        { button(K::ContinueHere, Action::ContinueHere, !finished_here, "replay-continue") }
                    </div>
                } else {
                    { button(K::Replay, Action::Replay(true), total > 0, "replay") }
                }
            </section>
        }
    } else {
        html! {}
    };

    let last_pass =
        game.cursor() > 0 && matches!(game.plies().get(game.cursor() - 1), Some(Ply::Pass));
    // Play at a distance: after a move, the next player (at another screen) gets the game.
    let send_move = playing && !finished && game.can_undo() && state.human_to_move();
    let on_send_move = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| share_now(&state, lang_v, What::Move))
    };
    let on_share_game = {
        let state = state.clone();
        Callback::from(move |_| share_now(&state, lang_v, What::Game))
    };

    html! {
        <ContextProvider<GameHandle> context={state.clone()}>
        <ContextProvider<Lang> context={lang_v}>
        <main class={classes!("app", finished.then_some("game-over"))}>
            <div class="board-area">
                <BoardView size={position.options().size} pegs_option={position.options().pegs} pegs={peg_views} {triangle_colours} {goal_marks}
                           selected={state.selected()} {dests} {last_move}
                           hint={state.hint().map(|m| (m.from, m.to))} {animation} {labels}
                           label={AttrValue::from(t(K::BoardLabel))} {movable}
                           {on_cell} {on_drag_start} {on_drop} {on_cancel} />
            </div>
            <aside class="side">
                <section class="panel head">
                    <div class="title-row">
                        <h1>{ t(K::Title) }<small>{ t(K::Subtitle) }</small></h1>
                        { lang_switch }
                    </div>
                    <p id="status" class={classes!("status", finished.then_some("result"))}
                       data-finished={finished.to_string()}>
                        if let Some(c) = to_move_colour { { swatch(c) } }
                        <span>{ status.clone() }</span>
                    </p>
                    <p class="meta">
                        <span id="move-number">{ move_number }</span>
                        if last_pass {
                            <span class="pass-note">{ " · " }{ t(K::Pass) }</span>
                        }
                    </p>
                    <p id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true">
                        { state.announcement(lang_v) }
                    </p>
                    <div class="buttons" role="toolbar" aria-label={t(K::Controls)}>
                        { button(K::Undo, Action::Undo, state.can_undo(), "undo") }
                        { button(K::Redo, Action::Redo, playing && game.can_redo(), "redo") }
                        { button(K::Restart, Action::Restart, playing && !game.plies().is_empty(), "restart") }
                        { button(K::NewGame, Action::OpenNewGame, mode != Mode::NewGame, "new-game") }
                        { hint_button }
                        <button id="how-to" type="button" onclick={open_how_to.reform(|_: MouseEvent| ())}>{ t(K::HowToPlay) }</button>
                        if send_move {
                            <button id="send-move" type="button" onclick={on_send_move}>{ t(K::SendMove) }</button>
                        }
                    </div>
                </section>
                <section id="messages" class="messages" aria-live="polite">{ for messages }</section>
                { replay_bar }
                <section class="panel">
                    <h2>{ t(K::Progress) }</h2>
                    <ul id="progress" class="progress">{ for progress }</ul>
                </section>
                <section class="panel moves">
                    <h2>{ t(K::Moves) }</h2>
                    <MoveList />
                </section>
                <ExtensionSlot opening={opening.clone()} />
                <p class="help muted">{ t(K::KeyboardHelp) }</p>
            </aside>
            if mode == Mode::NewGame {
                <NewGameScreen lang={lang_v} config={state.config().clone()}
                               on_start={dispatch.reform(|config| Action::NewGame { config, random: random_u64() })}
                               on_cancel={dispatch.reform(|_| Action::CloseNewGame)} />
            }
            if mode == Mode::Welcome && !*how_to {
                <Welcome on_how_to={open_how_to.clone()} />
            }
            if state.shows_result() && !*how_to {
                <ResultCard on_share={on_share_game} />
            }
            if *how_to {
                <HowTo on_close={close_how_to} />
            }
        </main>
        </ContextProvider<Lang>>
        </ContextProvider<GameHandle>>
    }
}

/// Properties of [`ExtensionSlot`].
#[derive(Properties, PartialEq)]
pub struct ExtensionSlotProps {
    /// What the page opened with (for the link and autosave sync).
    pub opening: Rc<Opening>,
}

/// The panel `#extension-slot` under the move list: link and autosave sync, the Share buttons
/// and the "Edit position" entry. Components placed here read the game and act on it through
/// `use_context::<GameHandle>()`.
#[component]
pub fn ExtensionSlot(props: &ExtensionSlotProps) -> Html {
    html! {
        <section id="extension-slot" class="extension-slot">
            <crate::ui::url::LinkSync opening={props.opening.clone()} />
            <crate::ui::share::ShareButtons />
            <crate::ui::editor::PositionEditor />
        </section>
    }
}

/// A random number for a new game (its coin toss).
pub(crate) fn random_u64() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// The game's plies (`#move-list li[data-ply]`): only the rows in view are in the page, so a
/// game of thousands of moves costs no more to show than a short one. Clicking a row goes to
/// the position after that ply; the current ply is kept in view.
#[component]
fn MoveList() -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let scroller = use_node_ref();
    let view = use_state_eq(Viewport::default);
    let cursor = handle.as_ref().map_or(0, |h| h.game().cursor());
    let len = handle.as_ref().map_or(0, |h| h.game().plies().len());

    // Measure once mounted and whenever the window changes size.
    {
        let scroller = scroller.clone();
        let view = view.clone();
        use_effect_with((), move |_| {
            let measure = move || {
                if let Some(e) = scroller.cast::<web_sys::Element>() {
                    view.set(viewport_of(&e));
                }
            };
            measure();
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "resize", move |_| measure()));
            move || drop(listener)
        });
    }
    // Keep the current ply in view when it changes (a move, undo, redo, replay). The viewport
    // is the one last measured: nothing here makes the browser lay the page out again.
    {
        let scroller = scroller.clone();
        let view = view.clone();
        use_effect_with((cursor, len), move |&(cursor, len)| {
            let v = *view;
            if let (Some(t), Some(e)) = (v.reveal(cursor, len), scroller.cast::<web_sys::Element>())
            {
                e.set_scroll_top(t as i32);
                // The scroll event that follows measures the list again.
                view.set(Viewport { top: t, ..v });
            }
            || ()
        });
    }

    let Some(state) = handle else {
        return html! {};
    };
    let onscroll = {
        let view = view.clone();
        Callback::from(move |e: Event| {
            if let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                view.set(viewport_of(&el));
            }
        })
    };
    let (range, above, below) = view.window(len);
    let mode = state.mode();
    let rows = state.move_rows(lang, range);
    // Whole pixels, written as integers (no float formatting in the bundle).
    let row = ROW_PX as usize;
    let style = format!(
        "padding-top:{}px;padding-bottom:{}px;grid-template-columns:repeat({},minmax(0,1fr))",
        above * row,
        below * row,
        view.columns()
    );
    if len == 0 {
        // The scroller is there from the start, so that it is measured when it mounts.
        return html! {
            <div class="move-scroll" ref={scroller} {onscroll}>
                <p class="muted">{ lang.t(K::NoMovesYet) }</p>
            </div>
        };
    }
    html! {
        <div class="move-scroll" ref={scroller} {onscroll}>
            <ol id="move-list" class="move-list" {style}>
                { for rows.into_iter().map(|r| {
                    let ply = r.ply;
                    let onclick = {
                        let state = state.clone();
                        Callback::from(move |_: MouseEvent| state.dispatch(Action::Goto(ply)))
                    };
                    let class = classes!(
                        "ply",
                        r.pass.then_some("pass"),
                        (!r.played).then_some("undone"),
                        (ply == cursor).then_some("current"),
                    );
                    html! {
                        <li key={ply} {class} data-ply={ply.to_string()}>
                            <button type="button" {onclick} disabled={mode == Mode::NewGame}
                                    aria-current={if ply == cursor { "step" } else { "false" }}>
                                <span class="n">{ format!("{ply}.") }</span>
                                { swatch(r.colour) }
                                <span class="text">{ r.text }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

/// The move list's viewport as the browser has it now.
fn viewport_of(element: &web_sys::Element) -> Viewport {
    Viewport {
        top: f64::from(element.scroll_top()),
        width: f64::from(element.client_width()),
        window_height: web_sys::window()
            .and_then(|w| w.inner_height().ok())
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0),
    }
}
