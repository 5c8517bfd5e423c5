//! The position editor: set up any position (puzzles, teaching positions), then play it or
//! share it as a link.
//!
//! Clicking a hole puts a peg of the chosen army there, or takes it away when the hole already
//! holds one of that army ("Remove" takes away any peg). Inert pegs are the rule option that
//! fills the unused triangles. The engine validates the draft as it changes
//! ([`Setup::validate`]); its message says what is wrong (e.g. an army without exactly one peg
//! per hole of its triangle). "Play from here" loads the position as a new game (with its own
//! history entry); "Share as link" hands out a position link.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::{sentence, Lang, K};
use crate::app::link::{encode_position, encode_text};
use crate::app::rules_table;
use crate::app::seats::Colour;
use crate::app::state::ShareOutcome as Outcome;
use crate::app::state::{default_seats, Action, SeatSetup};
use crate::app::tree::Tree;
use crate::engine::{
    BoardSize, ByTriangle, Cell, CellSet, OptionId, Players, Position, RuleChoice, Seat, SeatList,
    Setup, Triangle, Unused,
};
use crate::ui::board_view::{swatch, BoardView, PegView};
use crate::ui::context::GameHandle;
use crate::ui::dialog::Dialog;
use crate::ui::share::share;
use crate::ui::url::url_for;

/// What a click on a hole does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Brush {
    /// Put (or take back) a peg of this army.
    Army(Triangle),
    /// Take away any peg.
    Remove,
}

/// Applies a click on `cell` to `armies`.
fn paint(armies: &mut ByTriangle<CellSet>, brush: Brush, cell: Cell) {
    match brush {
        Brush::Army(t) if armies[t].contains(cell) => {
            armies[t].remove(cell);
        }
        Brush::Army(t) => {
            for a in Triangle::ALL {
                armies[a].remove(cell);
            }
            armies[t].insert(cell);
        }
        Brush::Remove => {
            for a in Triangle::ALL {
                armies[a].remove(cell);
            }
        }
    }
}

/// A setup to edit from `position`: its pegs and side to move, no passes, nobody finished.
fn draft_of(position: &Position) -> Setup {
    let mut setup = position.to_setup();
    setup.passes = 0;
    setup.finished = SeatList::new();
    setup
}

/// The "Edit position" entry and, when open, the editor dialog.
#[component]
pub fn PositionEditor() -> Html {
    let handle = use_context::<GameHandle>();
    let lang = use_context::<Lang>().unwrap_or_default();
    let t = |k: K| lang.t(k);
    let draft = use_state(|| None::<Setup>);
    let brush = use_state_eq(|| None::<Brush>);
    let feedback = use_state_eq(|| None::<(Outcome, String)>);
    let Some(state) = handle else {
        return html! {};
    };

    let open = {
        let draft = draft.clone();
        let state = state.clone();
        let feedback = feedback.clone();
        Callback::from(move |_: MouseEvent| {
            feedback.set(None);
            draft.set(Some(draft_of(state.position())));
        })
    };
    let entry = html! {
        <section class="panel editor-entry">
            <button id="edit-position" type="button" onclick={open}>{ t(K::EditPosition) }</button>
        </section>
    };
    let Some(setup) = (*draft).clone() else {
        // A fragment as with the editor open (below).
        return html! { <>{ entry }</> };
    };

    let options = setup.options;
    let seating = options.seating();
    let armies_in_play: Vec<Triangle> = seating.used().iter().collect();
    let brush_v = brush.unwrap_or(Brush::Army(armies_in_play[0]));
    // the players of the game on screen, or default ones when the editor changed their number
    let seats: Vec<SeatSetup> = if state.seats().len() == options.players.count() {
        state.seats().to_vec()
    } else {
        default_seats(&options)
    };
    let colour_of = |t: Triangle| {
        seating.owner(t).map(|s| {
            seats
                .get(s.index())
                .map_or(Colour::of_triangle(t), |x| x.colour)
        })
    };
    let inert = Position::start(options)
        .map(|p| p.inert())
        .unwrap_or_default();
    let validated = setup.validate();

    let mut pegs: Vec<PegView> = Vec::new();
    for &t in &armies_in_play {
        for cell in setup.armies[t] {
            let id = cell.index() as u16;
            pegs.push(PegView {
                id,
                cell,
                colour: colour_of(t),
                marker: colour_of(t).map_or(0, |c| c.index() as u8),
                seat: seating.owner(t),
            });
        }
    }
    for cell in inert {
        pegs.push(PegView {
            id: 300 + cell.index() as u16,
            cell,
            colour: None,
            marker: 0,
            seat: None,
        });
    }
    let mut triangle_colours = [None; 6];
    for t in Triangle::ALL {
        triangle_colours[t.index()] = colour_of(t);
    }

    let on_cell = {
        let draft = draft.clone();
        let setup = setup.clone();
        Callback::from(move |cell: Cell| {
            if inert.contains(cell) {
                return;
            }
            let mut next = setup.clone();
            paint(&mut next.armies, brush_v, cell);
            draft.set(Some(next));
        })
    };
    let set_draft = |f: Rc<dyn Fn(&mut Setup)>| {
        let draft = draft.clone();
        let setup = setup.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = setup.clone();
            f(&mut next);
            draft.set(Some(next));
        })
    };
    let brush_button = |b: Brush, label: String, colour: Option<Colour>| {
        let brush = brush.clone();
        let onclick = Callback::from(move |_: MouseEvent| brush.set(Some(b)));
        let id = match b {
            Brush::Army(t) => format!("brush-{}", t.index()),
            Brush::Remove => "brush-remove".to_owned(),
        };
        html! {
            <button {id} type="button" {onclick} aria-pressed={(b == brush_v).to_string()}
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
    let brushes = armies_in_play
        .iter()
        .map(|&t| brush_button(Brush::Army(t), army_label(t), colour_of(t)));

    let on_to_move = {
        let draft = draft.clone();
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(seat) = v.parse::<u8>().ok().and_then(Seat::new) {
                let mut next = setup.clone();
                next.to_move = seat;
                draft.set(Some(next));
            }
        })
    };
    let to_move_select = html! {
        <label>
            { t(K::EditorToMove) }{ ": " }
            <select id="editor-to-move" onchange={on_to_move}>
                { for seating.seats().map(|s| html! {
                    <option value={s.index().to_string()} selected={s == setup.to_move}>
                        { lang.fill(K::DefaultName, &[("n", &(s.index() + 1).to_string())]) }
                    </option>
                }) }
            </select>
        </label>
    };
    // Another number of players or board size: start from that start position.
    let on_layout = {
        let draft = draft.clone();
        let brush = brush.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            // the new-game screen's rule: options that no longer fit go back to their defaults
            let o = match v.split_once(':') {
                Some(("p", n)) => {
                    let Some(p) = n.parse().ok().and_then(Players::from_count) else {
                        return;
                    };
                    rules_table::choose(&options, OptionId::Players, p.code())
                }
                Some(("n", n)) => {
                    let Some(size) = n.parse().ok().and_then(BoardSize::from_side) else {
                        return;
                    };
                    rules_table::choose(&options, OptionId::Size, size.code())
                }
                _ => return,
            };
            if o.validate().is_ok() {
                brush.set(None);
                draft.set(Some(Setup::start(o)));
            }
        })
    };
    let layout_selects = html! {
        <>
        <label>
            { t(K::Players) }{ ": " }
            <select id="editor-players" onchange={on_layout.clone()}>
                { for [2usize, 3, 4, 6].into_iter().map(|n| html! {
                    <option value={format!("p:{n}")} selected={options.players.count() == n}>
                        { n.to_string() }
                    </option>
                }) }
            </select>
        </label>
        <label>
            { t(K::Board) }{ ": " }
            <select id="editor-size" onchange={on_layout}>
                { for BoardSize::ALL.into_iter().map(|b| html! {
                    <option value={format!("n:{}", b.side())} selected={options.size == b}>
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
        let filled = options.unused == Unused::Filled;
        html! {
            <label class="choice-inline">
                <input id="editor-inert" type="checkbox" checked={filled}
                       onclick={set_draft(Rc::new(move |s: &mut Setup| {
                           s.options.unused = if filled { Unused::Empty } else { Unused::Filled };
                       }))} />
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
        let draft = draft.clone();
        let position = validated.clone().ok();
        let seats = seats.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = &position {
                state.dispatch(Action::load(Tree::new(p.clone()), seats.clone()));
                draft.set(None);
            }
        })
    };
    let share_link = {
        let position = validated.clone().ok();
        let feedback = feedback.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = &position {
                let url = url_for(&encode_position(p));
                let shown = url.clone();
                let feedback = feedback.clone();
                share(
                    &url,
                    lang.t(K::ShareTitlePosition),
                    Callback::from(move |o| feedback.set(Some((o, shown.clone())))),
                );
            }
        })
    };
    // Cancel, and Escape (the dialog's `cancel`).
    let on_close = {
        let draft = draft.clone();
        Callback::from(move |()| draft.set(None))
    };
    let close = on_close.reform(|_: MouseEvent| ());
    let readable = validated.as_ref().ok().map(encode_text);
    let start = set_draft(Rc::new(move |s: &mut Setup| {
        let to_move = s.to_move;
        *s = Setup::start(s.options);
        s.to_move = to_move;
    }));
    let clear = set_draft(Rc::new(|s: &mut Setup| s.armies = ByTriangle::default()));

    // The entry last: Yew matches unkeyed children from the end, so the entry's button stays
    // the same element when the editor opens and closes (the focus goes back to it).
    html! {
        <>
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
                if let Some((outcome, url)) = (*feedback).clone() {
                    <p id="editor-share-feedback" class="note" role="status">
                        { outcome.text(lang) }
                    </p>
                    <input id="editor-share-url" type="text" readonly=true value={url}
                           aria-label={t(K::LinkLabel)} style="width: 100%" />
                }
            </div>
        </Dialog>
        { entry }
        </>
    }
}
