//! The board of the game on screen: draws [`BoardModel::of`] the state with the board component
//! and dispatches what the player does on it.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::pegs::PegTracker;
use crate::app::state::Action;
use crate::app::view::BoardModel;
use crate::ui::board_view::{AnimationView, BoardView};
use crate::ui::context::{dispatch_with, use_game, use_lang};

/// Properties of [`GameBoard`].
#[derive(Properties, PartialEq)]
pub struct GameBoardProps {
    /// Whether the board shows its coordinates (the player's setting).
    #[prop_or_default]
    pub coordinates: bool,
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
                   preview={Rc::<[_]>::from(model.preview)} coordinates={props.coordinates}
                   zoom_reset_label={AttrValue::from(lang.t(K::ZoomReset))}
                   label={AttrValue::from(lang.t(K::BoardLabel))} movable={Rc::<[_]>::from(model.movable)}
                   on_cell={dispatch_with(&game, Action::Cell)} on_drag_start={dispatch_with(&game, Action::Select)}
                   on_drop={dispatch_with(&game, |(from, to)| Action::Drop { from, to })}
                   on_cancel={dispatch_with(&game, |()| Action::Cancel)} game={game.epoch()} />
    }
}
