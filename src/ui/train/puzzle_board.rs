//! The puzzle's board: the game's board component drawing the puzzles dialog's board state
//! ([`crate::app::train::puzzle_screen::PuzzleScreen::board`]), what the player does on it
//! sent to the dialog as [`PuzzleInput`]s.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::pegs::PegTracker;
use crate::app::state::UiState;
use crate::app::train::puzzle_screen::PuzzleInput;
use crate::app::view::BoardModel;
use crate::ui::board_view::{AnimationView, BoardView};
use crate::ui::context::use_lang;

/// Properties of [`PuzzleBoard`].
#[derive(Properties, PartialEq)]
pub struct PuzzleBoardProps {
    /// The board's state.
    pub board: Rc<UiState>,
    /// Changes with each puzzle opened or retried.
    pub seq: u32,
    /// What the player does.
    pub on_input: Callback<PuzzleInput>,
}

/// The puzzle's board.
#[component]
pub fn PuzzleBoard(props: &PuzzleBoardProps) -> Html {
    let lang = use_lang();
    let tracker = use_mut_ref(PegTracker::default);
    let board = &props.board;
    let pegs = tracker.borrow_mut().pegs(board.game());
    let model = BoardModel::of(board, lang, &pegs);
    let labels: Rc<[AttrValue]> = model.labels.into_iter().map(AttrValue::from).collect();
    let animation = model.animation.map(|a| AnimationView {
        seq: a.seq,
        path: a.path.into(),
    });
    let on = |f: fn(_) -> PuzzleInput| props.on_input.reform(f);
    html! {
        <BoardView size={model.size} pegs_option={model.pegs_option} pegs={Rc::<[_]>::from(model.pegs)}
                   triangle_colours={model.triangle_colours} goal_marks={Rc::<[_]>::from(model.goal_marks)}
                   selected={model.selected} dests={Rc::<[_]>::from(model.dests)}
                   last_move={Rc::<[_]>::from(model.last_move)} last_path={Rc::<[_]>::from(model.last_path)}
                   hint={model.hint} arrow={model.arrow} {animation} {labels}
                   zoom_reset_label={AttrValue::from(lang.t(K::ZoomReset))}
                   label={AttrValue::from(lang.t(K::Puzzles))} movable={Rc::<[_]>::from(model.movable)}
                   on_cell={on(PuzzleInput::Cell)} on_drag_start={on(PuzzleInput::Select)}
                   on_drop={props.on_input.reform(|(from, to)| PuzzleInput::Drop(from, to))}
                   on_cancel={props.on_input.reform(|()| PuzzleInput::Cancel)} game={props.seq} />
    }
}
