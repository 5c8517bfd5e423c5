//! The welcome card's choices (the first visit's card, `ui::cards` in the page, and
//! its static copy in the page's HTML, `app::skeleton`): one button per level of the
//! computer, each described in a line.

use crate::ai::Level;
use crate::app::i18n::K;

/// The levels offered on the welcome card, in order, with the line that describes each.
pub const LEVEL_CHOICES: [(Level, K); 6] = [
    (Level::BEGINNER, K::Level1Desc),
    (Level::CASUAL, K::Level2Desc),
    (Level::CLUB, K::Level3Desc),
    (Level::ADVANCED, K::Level4Desc),
    (Level::STRONG, K::Level5Desc),
    (Level::MASTER, K::Level6Desc),
];
