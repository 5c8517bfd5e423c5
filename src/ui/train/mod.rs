//! The screens of "Learn to play": the lessons' dialog ([`lessons`]) and its board
//! ([`lesson_board`]).

pub mod lesson_board;
pub mod lessons;
