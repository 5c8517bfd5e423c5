//! The saved game: what the autosave keeps of the game in progress, as one text.
//!
//! A link holds the game (options, seats' kinds and colours, start, moves, cursor) but not what
//! belongs to the players at this device: their names. A save holds both, so reopening the page
//! brings back the game *and* its names, and a link opened elsewhere never takes names from a
//! save it does not belong to.
//!
//! ```text
//! s1 RS <game link> RS <name of seat 1> US <name of seat 2> …
//! ```
//!
//! (`RS` is U+001E, `US` U+001F; a name is at most [`MAX_NAME`] characters.) A save whose
//! version is above [`VERSION`] was written by a newer build: it is reported as such and never
//! overwritten ([`SaveError::FutureVersion`]). A value without the `s<n>` header is a save of the
//! builds before saves had versions: a bare game link, its names kept under a key of their own.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::saved::{Save, SaveError};
//!
//! let save = Save { link: "g2.AAAAAAAA.".into(), names: vec!["Ann".into(), String::new()] };
//! let text = save.to_text();
//! assert_eq!(Save::parse(&text, &[]), Ok(save));
//! assert_eq!(Save::parse("s9\u{1e}…", &[]), Err(SaveError::FutureVersion(9)));
//! // A save of an older build: a bare link, with the names it kept apart.
//! let old = Save::parse("g1.AAAAAAAA", &["Bo".to_string()]).unwrap();
//! assert_eq!(old.names, ["Bo"]);
//! ```

use std::error::Error;
use std::fmt;

/// The newest save format this build writes and reads.
pub const VERSION: u32 = 1;
pub use crate::app::seats::{clip_name, MAX_NAME};

const RECORD: char = '\u{1e}';
const UNIT: char = '\u{1f}';

/// A saved game: its link and the names of its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Save {
    /// The game link (without `#`), read with the link decoder like any link.
    pub link: String,
    /// One name per seat, in seat order (empty: the default name).
    pub names: Vec<String>,
}

/// Why a stored value is not a save this build can read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveError {
    /// Written by a newer build (its save version).
    FutureVersion(u32),
    /// Not a save: no header, fields missing.
    Malformed,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::FutureVersion(v) => {
                write!(f, "saved by a newer version of the game (save format {v})")
            }
            SaveError::Malformed => f.write_str("not a saved game"),
        }
    }
}

impl Error for SaveError {}

impl Save {
    /// The stored text.
    pub fn to_text(&self) -> String {
        let mut out = format!("s{VERSION}{RECORD}{}{RECORD}", self.link);
        for (i, name) in self.names.iter().enumerate() {
            if i > 0 {
                out.push(UNIT);
            }
            out.extend(
                clip_name(name)
                    .chars()
                    .filter(|&c| c != RECORD && c != UNIT),
            );
        }
        out
    }

    /// Reads a stored value. `legacy_names` are the names a build without save versions kept
    /// apart (used only for such a value: a bare link).
    ///
    /// # Errors
    ///
    /// [`SaveError`]: a newer build's save, or a value with a header but not a save. (Whether
    /// the link inside decodes is for the link decoder to say.)
    pub fn parse(text: &str, legacy_names: &[String]) -> Result<Save, SaveError> {
        let Some((head, rest)) = text.split_once(RECORD) else {
            // Before saves had a header: the bare link.
            return Ok(Save {
                link: text.trim().to_owned(),
                names: legacy_names.iter().map(|n| clip_name(n)).collect(),
            });
        };
        let version = head
            .strip_prefix('s')
            .filter(|d| !d.is_empty() && d.len() <= 4 && d.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|d| d.parse::<u32>().ok())
            .ok_or(SaveError::Malformed)?;
        if version > VERSION {
            return Err(SaveError::FutureVersion(version));
        }
        if version == 0 {
            return Err(SaveError::Malformed);
        }
        let (link, names) = rest.split_once(RECORD).ok_or(SaveError::Malformed)?;
        Ok(Save {
            link: link.trim().to_owned(),
            names: if names.is_empty() {
                Vec::new()
            } else {
                names.split(UNIT).map(clip_name).collect()
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_rejects() {
        for names in [
            vec![],
            vec![String::new(), "Å".into()],
            vec!["x".repeat(40)],
        ] {
            let save = Save {
                link: "g2.AA.".into(),
                names: names.clone(),
            };
            let back = Save::parse(&save.to_text(), &[]).unwrap();
            assert_eq!(back.link, save.link);
            let clipped: Vec<String> = names.iter().map(|n| clip_name(n)).collect();
            assert_eq!(back.names, clipped);
        }
        // Separators inside a name cannot break the record.
        let odd = Save {
            link: "g2.A.".into(),
            names: vec!["a\u{1e}b\u{1f}c".into(), "d".into()],
        };
        assert_eq!(
            Save::parse(&odd.to_text(), &[]).unwrap().names,
            ["abc", "d"]
        );
        assert_eq!(
            Save::parse("s2\u{1e}x\u{1e}", &[]),
            Err(SaveError::FutureVersion(2))
        );
        assert_eq!(
            Save::parse("s\u{1e}x\u{1e}", &[]),
            Err(SaveError::Malformed)
        );
        assert_eq!(
            Save::parse("s0\u{1e}x\u{1e}", &[]),
            Err(SaveError::Malformed)
        );
        assert_eq!(Save::parse("s1\u{1e}x", &[]), Err(SaveError::Malformed));
        assert_eq!(
            Save::parse("junk\u{1e}x\u{1e}", &[]),
            Err(SaveError::Malformed)
        );
        assert_eq!(
            Save::parse("s99999\u{1e}x\u{1e}", &[]),
            Err(SaveError::Malformed)
        );
    }
}
