//! The Danish and Bulgarian texts as files of their own: the page's first download carries the
//! English texts only, and the page loads another language's file when it is chosen (the
//! service worker keeps both for offline play).
//!
//! Natively every language is compiled in (tests, tools, the page's skeleton); the wasm bundle
//! holds English, and a language becomes available there once its file is [`install`]ed. Until
//! then, and if its file cannot be read, [`Lang::t`] gives the English text.
//!
//! A file ([`encode`]) is a header line, `sternhalma-texts 1 <tag> <count> <fingerprint>`, then
//! one text per line in the catalogue's order (`\` and line breaks escaped as `\\` and `\n`).
//! The fingerprint is a hash of the English texts: a file written for another version of the
//! catalogue is refused ([`TextsError`]), never shown with its texts against the wrong keys.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::i18n::{files, Lang, K};
//!
//! let file = files::encode(Lang::Da);
//! assert!(file.starts_with("sternhalma-texts 1 da "));
//! let table = files::parse(Lang::Da, &file).unwrap();
//! assert_eq!(table.get(K::Undo), Lang::Da.t(K::Undo));
//! assert!(files::parse(Lang::Bg, &file).is_err());
//! ```

use std::sync::OnceLock;

use super::catalogue::{texts, K};
use super::Lang;

/// The first words of every texts file.
const MAGIC: &str = "sternhalma-texts 1";

/// Why a texts file was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextsError {
    /// It does not start with a texts header.
    NotTexts,
    /// It holds another language's texts.
    OtherLanguage,
    /// It was written for another version of the catalogue (other keys or other English texts).
    OtherVersion,
    /// It holds fewer or more texts than its header says, or a text is empty.
    Damaged,
    /// A language's texts must fit in 64 KB (the ends are two bytes each).
    TooLong,
}

/// One language's texts: one string, cut at the ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    text: String,
    ends: Vec<u16>,
}

impl Table {
    /// The text of `key`.
    pub fn get(&self, key: K) -> &str {
        cut(&self.text, &self.ends, key)
    }
}

/// The text of `key` in a language's texts and ends.
pub(super) fn cut<'a>(text: &'a str, ends: &[u16], key: K) -> &'a str {
    let i = key as usize;
    let start = if i == 0 { 0 } else { ends[i - 1] };
    text.get(usize::from(start)..usize::from(ends[i]))
        .unwrap_or("")
}

/// The catalogue's texts in `lang` (compiled in), and their ends.
fn compiled(lang: Lang) -> (&'static str, &'static [u16]) {
    match lang {
        Lang::En => (texts::EN, &texts::EN_ENDS),
        Lang::Da => (texts::DA, &texts::DA_ENDS),
        Lang::Bg => (texts::BG, &texts::BG_ENDS),
    }
}

/// FNV-1a over the English texts and their ends: what a file's texts must be cut against.
fn fingerprint() -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    texts::EN.bytes().for_each(&mut eat);
    for end in texts::EN_ENDS {
        end.to_le_bytes().into_iter().for_each(&mut eat);
    }
    h
}

/// The texts file of `lang`, from the compiled-in catalogue (`cargo run --bin texts -- da`).
pub fn encode(lang: Lang) -> String {
    let (text, ends) = compiled(lang);
    let mut out = format!(
        "{MAGIC} {} {} {:016x}\n",
        lang.tag(),
        K::ALL.len(),
        fingerprint()
    );
    for &key in K::ALL {
        for c in cut(text, ends, key).chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                c => out.push(c),
            }
        }
        out.push('\n');
    }
    out
}

/// Reads the texts file of `lang`.
pub fn parse(lang: Lang, file: &str) -> Result<Table, TextsError> {
    let mut lines = file.split('\n');
    let header = lines.next().unwrap_or("");
    let rest = header.strip_prefix(MAGIC).ok_or(TextsError::NotTexts)?;
    let mut words = rest.split_ascii_whitespace();
    if words.next() != Some(lang.tag()) {
        return Err(TextsError::OtherLanguage);
    }
    let count = words.next().and_then(|w| w.parse::<usize>().ok());
    let print = words.next().and_then(|w| u64::from_str_radix(w, 16).ok());
    if count != Some(K::ALL.len()) || print != Some(fingerprint()) || words.next().is_some() {
        return Err(TextsError::OtherVersion);
    }
    let mut text = String::with_capacity(file.len());
    let mut ends = Vec::with_capacity(K::ALL.len());
    for _ in K::ALL {
        let line = lines.next().ok_or(TextsError::Damaged)?;
        if line.is_empty() {
            return Err(TextsError::Damaged);
        }
        let mut escaped = false;
        for c in line.chars() {
            if escaped {
                text.push(match c {
                    'n' => '\n',
                    '\\' => '\\',
                    _ => return Err(TextsError::Damaged),
                });
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else {
                text.push(c);
            }
        }
        if escaped {
            return Err(TextsError::Damaged);
        }
        ends.push(u16::try_from(text.len()).map_err(|_| TextsError::TooLong)?);
    }
    // What follows the last text: its line break (a file cut short has none), nothing else.
    if lines.next() != Some("") || lines.next().is_some() {
        return Err(TextsError::Damaged);
    }
    Ok(Table { text, ends })
}

/// The tables installed in this run, by language (English needs none).
fn slot(lang: Lang) -> Option<&'static OnceLock<Table>> {
    static DA: OnceLock<Table> = OnceLock::new();
    static BG: OnceLock<Table> = OnceLock::new();
    match lang {
        Lang::En => None,
        Lang::Da => Some(&DA),
        Lang::Bg => Some(&BG),
    }
}

/// Makes `lang`'s texts available from its file; a second file for the same language is read
/// and checked but the first one stays.
pub fn install(lang: Lang, file: &str) -> Result<(), TextsError> {
    let table = parse(lang, file)?;
    if let Some(slot) = slot(lang) {
        let _ = slot.set(table);
    }
    Ok(())
}

/// Whether `lang`'s texts are available: English and natively always, in the wasm bundle once
/// its file is installed.
pub fn available(lang: Lang) -> bool {
    !cfg!(target_arch = "wasm32") || slot(lang).is_none_or(|s| s.get().is_some())
}

/// The texts of `lang` and their ends as [`Lang::t`] reads them: compiled in natively; in the
/// wasm bundle English, or the installed file, or else English.
pub(super) fn table(lang: Lang) -> (&'static str, &'static [u16]) {
    if cfg!(target_arch = "wasm32") {
        match slot(lang).and_then(OnceLock::get) {
            Some(t) => (&t.text, &t.ends),
            None => compiled(Lang::En),
        }
    } else {
        compiled(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_survives_its_file() {
        for lang in Lang::ALL {
            let table = parse(lang, &encode(lang)).expect("its own file");
            for &k in K::ALL {
                assert_eq!(table.get(k), lang.t(k), "{lang:?} {k:?}");
            }
        }
    }

    #[test]
    fn escapes_round_trip() {
        let file = encode(Lang::Da);
        let (head, body) = file.split_once('\n').unwrap();
        // Put a backslash and a line break into the first text.
        let mut lines: Vec<String> = body.lines().map(str::to_owned).collect();
        lines[0] = format!("a\\\\b\\nc{}", lines[0]);
        let edited = format!("{head}\n{}\n", lines.join("\n"));
        let table = parse(Lang::Da, &edited).unwrap();
        assert!(table.get(K::ALL[0]).starts_with("a\\b\nc"));
    }

    #[test]
    fn damaged_or_foreign_files_are_refused() {
        let file = encode(Lang::Bg);
        assert_eq!(parse(Lang::Da, &file), Err(TextsError::OtherLanguage));
        assert_eq!(
            parse(Lang::Bg, "<!doctype html>"),
            Err(TextsError::NotTexts)
        );
        assert_eq!(parse(Lang::Bg, ""), Err(TextsError::NotTexts));
        let other = file.replacen(&format!(" {} ", K::ALL.len()), " 3 ", 1);
        assert_eq!(parse(Lang::Bg, &other), Err(TextsError::OtherVersion));
        let print = format!("{:016x}", fingerprint());
        let stale = file.replacen(&print, "0123456789abcdef", 1);
        assert_eq!(parse(Lang::Bg, &stale), Err(TextsError::OtherVersion));
        // Cut short, one text too many, an empty text, a stray escape.
        let short: String = file.lines().take(10).map(|l| format!("{l}\n")).collect();
        assert_eq!(parse(Lang::Bg, &short), Err(TextsError::Damaged));
        assert_eq!(
            parse(Lang::Bg, &format!("{file}extra\n")),
            Err(TextsError::Damaged)
        );
        let empty = file.replacen('\n', "\n\n", 2);
        assert_eq!(parse(Lang::Bg, &empty), Err(TextsError::Damaged));
        let (head, body) = file.split_once('\n').unwrap();
        assert_eq!(
            parse(Lang::Bg, &format!("{head}\n\\x{body}")),
            Err(TextsError::Damaged)
        );
        // Every prefix of a good file is refused without a panic.
        for cut in (0..file.len())
            .filter(|&i| file.is_char_boundary(i))
            .step_by(97)
        {
            assert!(parse(Lang::Bg, &file[..cut]).is_err());
        }
    }

    #[test]
    fn installing_keeps_the_first_good_file() {
        assert!(install(Lang::Da, "nonsense").is_err());
        assert!(install(Lang::Da, &encode(Lang::Da)).is_ok());
        assert!(available(Lang::Da) && available(Lang::En));
    }
}
