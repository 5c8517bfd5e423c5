//! Names and titles as a record keeps them: one line, no control or bidirectional characters,
//! a bounded length.

use crate::app::saved::MAX_NAME;

/// Whether `c` is a bidirectional control: an embedding, override or isolate (U+202A–U+202E,
/// U+2066–U+2069) or a directional mark (U+200E, U+200F, U+061C). In a name or a title they
/// would reorder what the games list shows around them (U+202E shows `Ann\u{202e}3pm.exe` as
/// `Annexe.mp3`).
pub fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{061c}'
    )
}

/// `text` on one line: control characters and bidirectional controls ([`is_bidi_control`])
/// dropped, spaces trimmed, at most `max` characters.
pub fn clean(text: &str, max: usize) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && !is_bidi_control(c))
        .collect::<String>()
        .trim()
        .chars()
        .take(max)
        .collect()
}

/// A name as kept ([`MAX_NAME`] characters, one line).
pub fn clean_name(name: &str) -> String {
    clean(name, MAX_NAME)
}
