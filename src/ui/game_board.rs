//! The board of the game on screen: draws [`BoardModel::of`] the state with the board component
//! and dispatches what the player does on it. [`board_html`] turns a [`BoardModel`] into the
//! board component, for this board and the puzzles' (`ui::train::puzzle_board`).

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::pegs::PegTracker;
use crate::app::state::Action;
use crate::app::view::BoardModel;
use crate::engine::Cell;
use crate::ui::board_view::{AnimationView, BoardView};
use crate::ui::context::{dispatch_with, use_game, use_lang};

/// Properties of [`GameBoard`].
#[derive(Properties, PartialEq)]
pub struct GameBoardProps {
    /// Whether the board shows its coordinates (the player's setting).
    #[prop_or_default]
    pub coordinates: bool,
}

/// What a board reports: a hole activated, a drag started, a drop, Escape.
pub struct BoardCallbacks {
    /// A hole was activated.
    pub on_cell: Callback<Cell>,
    /// A peg was picked up.
    pub on_drag_start: Callback<Cell>,
    /// A peg was dropped: from, to.
    pub on_drop: Callback<(Cell, Cell)>,
    /// Escape.
    pub on_cancel: Callback<()>,
}

/// The board component drawing `model` (`label`: the board's name; `game` changes when another
/// game or puzzle replaces the one on it).
pub fn board_html(
    model: BoardModel,
    lang: Lang,
    label: K,
    coordinates: bool,
    game: u32,
    on: BoardCallbacks,
) -> Html {
    let labels: Rc<[AttrValue]> = model.labels.into_iter().map(AttrValue::from).collect();
    let animation = model.animation.map(|a| AnimationView {
        seq: a.seq,
        path: a.path.into(),
    });
    html! {
        <BoardView size={model.size} pegs_option={model.pegs_option} pegs={Rc::<[_]>::from(model.pegs)}
                   triangle_colours={model.triangle_colours} goal_marks={Rc::<[_]>::from(model.goal_marks)}
                   selected={model.selected} dests={Rc::<[_]>::from(model.dests)}
                   last_move={Rc::<[_]>::from(model.last_move)} last_path={Rc::<[_]>::from(model.last_path)}
                   round={Rc::<[_]>::from(model.round)}
                   hint={model.hint} arrow={model.arrow} erred={model.erred} hint_peg={model.hint_peg}
                   {animation} {labels}
                   preview={Rc::<[_]>::from(model.preview)} {coordinates}
                   zoom_reset_label={AttrValue::from(lang.t(K::ZoomReset))}
                   label={AttrValue::from(lang.t(label))} movable={Rc::<[_]>::from(model.movable)}
                   on_cell={on.on_cell} on_drag_start={on.on_drag_start}
                   on_drop={on.on_drop} on_cancel={on.on_cancel} {game} />
    }
}

/// The game's board.
#[component]
pub fn GameBoard(props: &GameBoardProps) -> Html {
    let (game, lang) = (use_game(), use_lang());
    // Following the pegs' identities costs the plies that changed, not the game's length.
    let tracker = use_mut_ref(PegTracker::default);
    let Some(game) = game else {
        return html! {};
    };
    let pegs = tracker.borrow_mut().pegs(game.game());
    let model = BoardModel::of(&game, lang, &pegs);
    let on = BoardCallbacks {
        on_cell: dispatch_with(&game, Action::Cell),
        on_drag_start: dispatch_with(&game, Action::Select),
        on_drop: dispatch_with(&game, |(from, to)| Action::Drop { from, to }),
        on_cancel: dispatch_with(&game, |()| Action::Cancel),
    };
    board_html(
        model,
        lang,
        K::BoardLabel,
        props.coordinates,
        game.epoch(),
        on,
    )
}
