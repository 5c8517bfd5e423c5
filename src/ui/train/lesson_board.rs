//! The lesson's board: the game's [`BoardView`] fed with a [`LessonBoard`] (what the pure
//! [`crate::train::lesson::Exercise`] shows), reporting what the learner does as lesson
//! [`Input`]s.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::view::LessonBoard;
use crate::train::lesson::Input;
use crate::ui::board_view::BoardView;
use crate::ui::context::use_lang;

/// Properties of [`LessonBoardView`].
#[derive(Properties, PartialEq)]
pub struct LessonBoardProps {
    /// What the board shows.
    pub board: Rc<LessonBoard>,
    /// What the learner does on it.
    pub on_input: Callback<Input>,
    /// Changes when another lesson (or the same again) starts.
    pub epoch: u32,
}

/// The lesson's board.
#[component]
pub fn LessonBoardView(props: &LessonBoardProps) -> Html {
    let lang = use_lang();
    let b = &props.board;
    let labels: Rc<[AttrValue]> = b.labels.iter().cloned().map(AttrValue::from).collect();
    let input = |f: fn(_) -> Input| props.on_input.reform(f);
    html! {
        <BoardView size={b.size} pegs_option={b.pegs_option} pegs={Rc::<[_]>::from(b.pegs.clone())}
                   triangle_colours={b.triangle_colours} selected={b.selected}
                   dests={Rc::<[_]>::from(b.dests.clone())} last_move={Rc::<[_]>::from(b.last_move.clone())}
                   arrow={b.arrow} {labels} movable={Rc::<[_]>::from(b.movable.clone())}
                   label={AttrValue::from(lang.t(K::LessonBoardLabel))}
                   zoom_reset_label={AttrValue::from(lang.t(K::ZoomReset))}
                   on_cell={input(Input::Cell)} on_drag_start={input(Input::Select)}
                   on_drop={props.on_input.reform(|(from, to)| Input::Drop(from, to))}
                   on_cancel={props.on_input.reform(|()| Input::Cancel)} game={props.epoch} />
    }
}
