//! The puzzle's board: the game's board component ([`board_html`]) drawing the puzzles
//! dialog's board state ([`crate::app::train::puzzle_screen::PuzzleScreen::board`]), what the
//! player does on it sent to the dialog as [`PuzzleInput`]s. A function, not a component of
//! its own: the dialog renders it, which keeps the page's code smaller.

use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::pegs::PegTracker;
use crate::app::state::UiState;
use crate::app::train::puzzle_screen::PuzzleInput;
use crate::app::view::BoardModel;
use crate::ui::game_board::{board_html, BoardCallbacks};

/// The board of `board` (`seq` changes with each puzzle opened or retried; `tracker` follows
/// its pegs' identities), reporting to `on_input`.
pub fn puzzle_board(
    board: &UiState,
    seq: u32,
    tracker: &mut PegTracker,
    on_input: &Callback<PuzzleInput>,
    lang: Lang,
) -> Html {
    let pegs = tracker.pegs(board.game());
    let model = BoardModel::of(board, lang, &pegs);
    let on = BoardCallbacks {
        on_cell: on_input.reform(PuzzleInput::Cell),
        on_drag_start: on_input.reform(PuzzleInput::Select),
        on_drop: on_input.reform(|(from, to)| PuzzleInput::Drop(from, to)),
        on_cancel: on_input.reform(|()| PuzzleInput::Cancel),
    };
    board_html(model, lang, K::Puzzles, false, seq, on)
}
