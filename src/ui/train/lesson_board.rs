//! The lesson's board: the game's [`BoardView`] fed with a [`LessonBoard`] (what the pure
//! [`crate::train::lesson::Exercise`] shows), reporting what the learner does as lesson
//! [`Input`]s. A function, not a component of its own: the board component is the game's.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::view::LessonBoard;
use crate::train::lesson::Input;
use crate::ui::board_view::BoardView;

/// The lesson's board: `board` drawn, what the learner does sent to `on_input`; `epoch`
/// changes when another lesson (or the same again) starts.
pub fn lesson_board(
    board: LessonBoard,
    on_input: &Callback<Input>,
    epoch: u32,
    lang: Lang,
) -> Html {
    let b = board;
    let labels: Rc<[AttrValue]> = b.labels.into_iter().map(AttrValue::from).collect();
    html! {
        <BoardView size={b.size} pegs_option={b.pegs_option} pegs={Rc::<[_]>::from(b.pegs)}
                   triangle_colours={b.triangle_colours} selected={b.selected}
                   dests={Rc::<[_]>::from(b.dests)} last_move={Rc::<[_]>::from(b.last_move)}
                   arrow={b.arrow} {labels} movable={Rc::<[_]>::from(b.movable)}
                   label={AttrValue::from(lang.t(K::LessonBoardLabel))}
                   zoom_reset_label={AttrValue::from(lang.t(K::ZoomReset))}
                   on_cell={on_input.reform(Input::Cell)} on_drag_start={on_input.reform(Input::Select)}
                   on_drop={on_input.reform(|(from, to)| Input::Drop(from, to))}
                   on_cancel={on_input.reform(|()| Input::Cancel)} game={epoch} />
    }
}
