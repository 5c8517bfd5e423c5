//! The page's side of "From your games" ([`crate::app::train::own`]): when "Learn from your
//! mistakes" starts, the mistakes it goes through are noted in `localStorage` ([`OWN_KEY`]),
//! for the puzzles (in the second module) to take in when they open.

use yew::prelude::*;

use crate::app::train::own::pending_lines;
use crate::ui::context::GameHandle;
use crate::ui::storage;

/// Where the page notes mistakes for "From your games" ([`pending_lines`]' text) until the
/// puzzles take them in.
pub const OWN_KEY: &str = "sternhalma.puzzles.own";

/// Notes the mistakes "Learn from your mistakes" goes through, each once.
#[hook]
pub fn use_own_puzzles(game: &GameHandle) {
    // Learning starts, or goes through other mistakes (a new review): the mistakes' count and
    // the first one's node tell.
    let key = game
        .learning()
        .map(|(learn, _)| (learn.items.len(), learn.items.first().map(|m| m.parent)));
    let game = game.clone();
    use_effect_with(key, move |key| {
        if key.is_some() {
            if let Some((learn, _)) = game.learning() {
                let mut pending = storage::load(OWN_KEY).unwrap_or_default();
                let new: String = pending_lines(&learn.items)
                    .lines()
                    .filter(|line| !pending.lines().any(|kept| kept == *line))
                    .map(|line| format!("{line}\n"))
                    .collect();
                if !new.is_empty() {
                    pending.push_str(&new);
                    let _ = storage::save(OWN_KEY, &pending);
                }
            }
        }
    });
}
