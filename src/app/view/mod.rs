//! What the components show, built from the screen's state: plain data and text, never state.
//!
//! Every function here reads a [`UiState`](crate::app::state::UiState) (and the page's
//! language) and returns what a component draws: the board ([`BoardModel::of`]), the side
//! panel's texts and rows ([`panel`], [`moves`]), the result card ([`result`]), the analysis
//! panel ([`analysis`]), the game review's figures ([`review`]), the learning box
//! ([`learn`]) and the lessons' screen ([`lesson`]). The state and its reducer (`app::state`) know nothing of them.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::i18n::Lang;
//! use sternhalma::app::state::UiState;
//! use sternhalma::app::view::status_text;
//!
//! let state = UiState::default();
//! assert_eq!(status_text(&state, Lang::En), "Player 1 (blue) to move");
//! ```

pub mod analysis;
pub mod board;
pub mod coordinates;
pub mod learn;
pub mod lesson;
pub mod moves;
pub mod panel;
pub mod result;
pub mod review;
pub mod welcome;

pub use analysis::{
    analysis_graph_markup, analysis_markup, analysis_report, BestLine, BestMove, ReportView,
};
pub use board::{
    army_markers, describe_cell, AnimationView, BoardModel, GoalMark, PegView, RoundTrace,
};
pub use learn::{learn_view, LearnView};
pub use lesson::{
    buttons_markup, lesson_text, lesson_title, path_markup, path_page_markup, reason_text,
    star_marks, LessonBoard, LessonView,
};
pub use moves::{cursor_row, move_row_count, move_rows, MoveRow};
pub use panel::{
    announcement, lead_text, message_text, move_line, progress, seat_label, seat_title,
    status_text, turns_text, ProgressRow,
};
pub use result::{result_rows, ResultRow};
pub use review::{review_text, verdict_mark};

#[cfg(test)]
mod tests;
