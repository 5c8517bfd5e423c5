//! The root component's side effects, one hook each: they read the game's state and carry out
//! what it asks for (the computer's turn, a hint, the page's language, the address and the
//! autosave, the settings kept in storage), dispatching what comes back.

mod analysis;
mod computer_turn;
mod hint;
mod language;
mod link_sync;
mod review;
mod setting;

pub use analysis::use_analysis;
pub use computer_turn::use_computer_turn;
pub use hint::{use_hint, Hint};
pub use language::{preferred_lang, use_language, use_page_language};
pub use link_sync::{now, stored_games, use_link_sync, Boot, Sync};
pub use review::{use_autoplay, use_review_keys};
pub use setting::{use_search_workers, use_switch, COORDINATES_KEY};
