//! The position editor: the "Edit position" entry on the page ([`EditorEntry`]) and its dialog
//! ([`EditorScreen`]), which lives in the page's second module
//! ([`crate::app::screens::Screen::Editor`]): set up any position (puzzles, teaching
//! positions), then play it or share it as a link. Its state is the pure machine
//! [`crate::app::editor::Editor`], held by the dialog while it is open; this component turns
//! clicks and choices into [`EditorInput`]s and draws the card. The engine validates the draft
//! as it changes; its message says what is wrong (e.g. an army without exactly one peg per hole
//! of its triangle). "Play from here" answers the page with the position's link, which loads it
//! as a new game (with its own history entry); "Share as link" hands out a position link.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::editor::{Brush, Editor, EditorInput, EditorStart};
use crate::app::i18n::{sentence, Lang, K};
use crate::app::link::{encode_position, encode_text};
use crate::app::seats::Colour;
use crate::app::state::{Action, ShareOutcome};
use crate::engine::{BoardSize, Players, Seat, Triangle, Unused};
use crate::ui::board_view::{swatch, BoardView, PegView};
use crate::ui::context::GameHandle;
use crate::ui::dialog::Dialog;
use crate::ui::share::share;
use crate::ui::url::url_for;

/// The "Edit position" entry (the dialog opens over the board, see [`EditorScreen`]).
#[component]
pub fn EditorEntry() -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let Some(state) = handle else {
        return html! {};
    };
    let open = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::OpenEditor))
    };
    html! {
        <section class="panel editor-entry">
            <button id="edit-position" type="button" onclick={open}>
                { lang.t(K::EditPosition) }
            </button>
        </section>
    }
}

/// Properties of [`EditorScreen`].
#[derive(Properties, PartialEq)]
pub struct EditorScreenProps {
    /// Where the editor opens.
    pub start: Box<EditorStart>,
    /// Closes the editor (Cancel, Escape).
    pub on_close: Callback<()>,
    /// "Play from here": the drafted position's link.
    pub on_play: Callback<String>,
}

/// The position editor's dialog, on its own draft.
#[component]
pub fn EditorScreen(props: &EditorScreenProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let t = |k: K| lang.t(k);
    let machine = {
        let position = props.start.position.clone();
        use_state(move || Editor::open(&position))
    };
    // How the last "Share as link" went, and the link it handed out.
    let shared = use_state(|| None::<(ShareOutcome, String)>);
    // Every edit goes through the machine.
    let input = {
        let machine = machine.clone();
        move |i: EditorInput| {
            let mut next = (*machine).clone();
            if next.apply(i) {
                machine.set(next);
            }
        }
    };
    let on = |i: EditorInput| {
        let input = input.clone();
        Callback::from(move |_: MouseEvent| input(i))
    };
    let setup = machine.setup();
    let options = setup.options;
    let seating = options.seating();
    let seats = machine.seats(&props.start.seats);
    let colour_of = |t: Triangle| machine.colour(t, &seats);
    let brush_v = machine.brush();
    let validated = machine.validated();
    let pegs: Vec<PegView> = machine.pegs(&seats);
    let mut triangle_colours = [None; 6];
    for t in Triangle::ALL {
        triangle_colours[t.index()] = colour_of(t);
    }
    let on_cell = {
        let input = input.clone();
        Callback::from(move |cell| input(EditorInput::Cell(cell)))
    };
    let brush_button = |b: Brush, label: String, colour: Option<Colour>| {
        let id = match b {
            Brush::Army(t) => format!("brush-{}", t.index()),
            Brush::Remove => "brush-remove".to_owned(),
        };
        html! {
            <button {id} type="button" onclick={on(EditorInput::Brush(b))} aria-pressed={(b == brush_v).to_string()}
                    class={classes!((b == brush_v).then_some("pressed"))}>
                if let Some(c) = colour { { swatch(c) } }
                { label }
            </button>
        }
    };
    // An army with its player and where it starts ("Player 2 (top)"), for the brushes and the
    // engine's errors.
    let army_label = |t: Triangle| {
        let seat = seating.owner(t).map_or(0, |s| s.index() + 1);
        lang.fill(
            K::EditorArmy,
            &[("n", &seat.to_string()), ("army", lang.triangle(t))],
        )
    };
    let brushes = machine
        .armies()
        .into_iter()
        .map(|t| brush_button(Brush::Army(t), army_label(t), colour_of(t)));
    // A choice of a select, read as an input.
    let on_select = |read: fn(&str) -> Option<EditorInput>| {
        let input = input.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(i) = read(&v) {
                input(i);
            }
        })
    };
    let to_move_select = html! {
        <label>
            { t(K::EditorToMove) }{ ": " }
            <select id="editor-to-move"
                    onchange={on_select(|v| v.parse::<u8>().ok().and_then(Seat::new).map(EditorInput::ToMove))}>
                { for seating.seats().map(|s| html! {
                    <option value={s.index().to_string()} selected={s == setup.to_move}>
                        { lang.fill(K::DefaultName, &[("n", &(s.index() + 1).to_string())]) }
                    </option>
                }) }
            </select>
        </label>
    };
    let layout_selects = html! {
        <>
        <label>
            { t(K::Players) }{ ": " }
            <select id="editor-players"
                    onchange={on_select(|v| v.parse().ok().and_then(Players::from_count).map(EditorInput::Players))}>
                { for [2usize, 3, 4, 6].into_iter().map(|n| html! {
                    <option value={n.to_string()} selected={options.players.count() == n}>
                        { n.to_string() }
                    </option>
                }) }
            </select>
        </label>
        <label>
            { t(K::Board) }{ ": " }
            <select id="editor-size"
                    onchange={on_select(|v| v.parse().ok().and_then(BoardSize::from_side).map(EditorInput::Size))}>
                { for BoardSize::ALL.into_iter().map(|b| html! {
                    <option value={b.side().to_string()} selected={options.size == b}>
                        { lang.fill(K::Holes, &[("n", &b.holes().to_string())]) }
                    </option>
                }) }
            </select>
        </label>
        </>
    };
    let inert_toggle = if seating.unused().is_empty() {
        html! {}
    } else {
        html! {
            <label class="choice-inline">
                <input id="editor-inert" type="checkbox" checked={options.unused == Unused::Filled}
                       onclick={on(EditorInput::ToggleInert)} />
                { t(K::EditorInert) }
            </label>
        }
    };

    let (status, valid) = match &validated {
        Ok(_) => (
            html! { <p id="editor-status" class="note">{ t(K::ValidPosition) }</p> },
            true,
        ),
        Err(e) => (
            html! {
                <p id="editor-status" class="error" role="alert">
                    { sentence(&lang.position_error(e, &army_label)) }
                </p>
            },
            false,
        ),
    };
    let play = {
        let position = validated.clone().ok();
        let on_play = props.on_play.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = &position {
                on_play.emit(encode_position(p));
            }
        })
    };
    let share_link = {
        let position = validated.clone().ok();
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = &position {
                let url = url_for(&encode_position(p));
                let shown = url.clone();
                let shared = shared.clone();
                share(
                    &url,
                    lang.t(K::ShareTitlePosition),
                    Callback::from(move |o| shared.set(Some((o, shown.clone())))),
                );
            }
        })
    };
    // Cancel, and Escape (the dialog's `cancel`).
    let on_close = props.on_close.clone();
    let close = on_close.reform(|_: MouseEvent| ());
    let readable = validated.as_ref().ok().map(encode_text);
    let start = on(EditorInput::Start);
    let clear = on(EditorInput::Clear);

    html! {
        <Dialog id="position-editor-dialog" labelled_by="position-editor-title" {on_close}
                class={classes!("editor")} close_button={false}>
            <div id="position-editor" role="group" aria-label={t(K::EditorLabel)}>
                <h2 id="position-editor-title">{ t(K::EditPosition) }</h2>
                <p class="note">{ t(K::EditorHelp) }</p>
                <div class="buttons" role="toolbar" aria-label={t(K::EditorPegs)}>
                    { for brushes }
                    { brush_button(Brush::Remove, t(K::EditorRemove).to_owned(), None) }
                </div>
                <div class="editor-board">
                    <BoardView size={options.size} pegs_option={options.pegs} pegs={Rc::<[PegView]>::from(pegs)}
                               {triangle_colours} {on_cell}
                               label={AttrValue::from(t(K::EditorBoardLabel))} />
                </div>
                <div class="buttons">
                    { layout_selects }
                    { to_move_select }
                    { inert_toggle }
                </div>
                { status }
                if let Some(text) = readable {
                    <p class="note">
                        { t(K::Notation) }{ ": " }<code id="editor-notation">{ text }</code>
                    </p>
                }
                <div class="buttons">
                    <button id="editor-play" type="button" onclick={play} disabled={!valid}>
                        { t(K::PlayFromHere) }
                    </button>
                    <button id="editor-share" type="button" onclick={share_link} disabled={!valid}>
                        { t(K::ShareAsLink) }
                    </button>
                    <button id="editor-start" type="button" onclick={start}>
                        { t(K::StartPosition) }
                    </button>
                    <button id="editor-clear" type="button" onclick={clear}>{ t(K::Clear) }</button>
                    <button id="editor-close" type="button" onclick={close}>{ t(K::Cancel) }</button>
                </div>
                if let Some((outcome, url)) = (*shared).clone() {
                    <p id="editor-share-feedback" class="note" role="status">
                        { outcome.text(lang) }
                    </p>
                    <input id="editor-share-url" type="text" readonly=true value={url}
                           aria-label={t(K::LinkLabel)} style="width: 100%" />
                }
            </div>
        </Dialog>
    }
}
