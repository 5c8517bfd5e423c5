//! Lesson links: `l1.<lesson id>` (`docs/links.md`), e.g. `#l1.chain`. A lesson link opens the
//! lessons' dialog on that lesson over the player's last game; it holds no game of its own.

use crate::train::lesson::LessonId;

/// The version of lesson links this build writes and reads.
pub const LESSON_VERSION: u32 = 1;

/// The link of lesson `id` (without `#`).
pub fn encode_lesson(id: LessonId) -> String {
    format!("l{LESSON_VERSION}.{id}")
}

/// Whether `fragment` (with or without `#`) is a lesson link of any version, readable or not:
/// such a link names no game.
pub fn is_lesson_link(fragment: &str) -> bool {
    let text = fragment.trim();
    let text = text.strip_prefix('#').unwrap_or(text);
    text.strip_prefix(['l', 'L']).is_some_and(|rest| {
        rest.split_once('.')
            .is_some_and(|(v, _)| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// The lesson a lesson link names, in any case (`None` for any other text, an unknown lesson or version).
pub fn decode_lesson(fragment: &str) -> Option<LessonId> {
    let text = fragment.trim().to_ascii_lowercase();
    let text = text.strip_prefix('#').unwrap_or(&text);
    let id = text.strip_prefix(&format!("l{LESSON_VERSION}."))?;
    id.trim().parse().ok()
}
