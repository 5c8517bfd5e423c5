//! A puzzle's link: `q1.<puzzle id>` (`docs/links.md`). It names a puzzle of the set; the page
//! opens the puzzles over the player's last game, on that puzzle.

use crate::train::puzzle::PuzzleId;

/// The puzzle link's version this build writes and reads.
pub const PUZZLE_VERSION: u32 = 1;

/// The puzzle a link (or a fragment, `#` and surrounding space allowed) names, if it is a
/// puzzle link.
///
/// ```
/// use sternhalma::app::link::puzzle::{puzzle_link, write_puzzle_link};
/// let id = puzzle_link("#q1.a12").unwrap();
/// assert_eq!(id.as_str(), "a12");
/// assert_eq!(write_puzzle_link(&id), "q1.a12");
/// assert_eq!(puzzle_link("#g2.AAAA"), None);
/// assert_eq!(puzzle_link("q1.A!"), None);
/// ```
pub fn puzzle_link(text: &str) -> Option<PuzzleId> {
    let text = text.trim();
    let text = text.strip_prefix('#').unwrap_or(text).trim();
    text.strip_prefix("q1.")?.parse().ok()
}

/// The link of puzzle `id`, without the `#`.
pub fn write_puzzle_link(id: &PuzzleId) -> String {
    format!("q{PUZZLE_VERSION}.{id}")
}
