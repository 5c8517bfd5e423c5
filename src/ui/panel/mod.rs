//! The side panel, one component per part: the head (title, language, status, the toolbar),
//! the messages, the replay bar, each seat's progress, the move list and the analysis (with its
//! strip under the board on a phone). Each reads the game
//! through [`crate::ui::context::use_game`] and dispatches actions; none holds game state.

pub mod analysis;
mod head;
mod messages;
mod move_list;
mod progress;
mod replay;

pub use analysis::{AnalysisPanel, AnalysisStrip};
pub use head::Head;
pub use messages::Messages;
pub use move_list::MoveList;
pub use progress::Progress;
pub use replay::ReplayBar;
