//! Every user-visible string in English, Danish and Bulgarian (the languages of the rule sheets).
//!
//! Strings are looked up by key ([`K`], the catalogue in `catalogue.rs`) and language
//! ([`Lang`]); `{name}` placeholders are filled by [`Lang::fill`]. The names of the game's
//! things (triangles, armies, colours) and what is wrong with a link, a position or a choice of
//! options are composed in `names.rs`. The wasm bundle carries the English texts only: the
//! others come as files of their own ([`files`]).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::i18n::{Lang, K};
//!
//! assert_eq!(Lang::from_tag("da-DK"), Lang::Da);
//! assert_eq!(Lang::En.t(K::Undo), "Undo");
//! assert_eq!(Lang::En.fill(K::ToMove, &[("player", "Ann")]), "Ann to move");
//! ```

mod catalogue;
mod decimal;
pub mod files;
mod names;

pub use catalogue::K;
pub use decimal::Tenths;
pub use names::{player_name, player_title, sentence};

/// A language of the user interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Danish.
    Da,
    /// Bulgarian.
    Bg,
}

impl Lang {
    /// All languages, in the order of the switch.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Da, Lang::Bg];

    /// The language for a BCP 47 tag such as `navigator.language` (`da-DK`, `bg`, `en-GB`);
    /// English for anything else.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "da" | "nb" | "no" | "nn" => Lang::Da,
            "bg" => Lang::Bg,
            _ => Lang::En,
        }
    }

    /// The tag for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Da => "da",
            Lang::Bg => "bg",
        }
    }

    /// The language's own name, for the switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Da => "Dansk",
            Lang::Bg => "Български",
        }
    }

    /// The text of `key` (in the wasm bundle: English until this language's file is
    /// installed, see [`files`]).
    pub fn t(self, key: K) -> &'static str {
        let (text, ends) = files::table(self);
        files::cut(text, ends, key)
    }

    /// The text of `key` with each `{name}` replaced by its value.
    pub fn fill(self, key: K, args: &[(&str, &str)]) -> String {
        let mut out = self.t(key).to_string();
        for (name, value) in args {
            out = out.replace(&format!("{{{name}}}"), value);
        }
        out
    }

    /// The language saved under `tag` ([`Lang::tag`]), if it is one of ours.
    pub fn from_saved(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == tag.trim())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<String> {
        let mut out: Vec<String> = s
            .split('{')
            .skip(1)
            .filter_map(|p| p.split_once('}').map(|(n, _)| n.to_string()))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn every_key_has_three_translations_with_the_same_placeholders() {
        for &k in K::ALL {
            let en = Lang::En.t(k);
            for lang in Lang::ALL {
                let s = lang.t(k);
                assert!(!s.trim().is_empty(), "{k:?} is empty in {lang:?}");
                assert_eq!(
                    placeholders(s),
                    placeholders(en),
                    "{k:?} placeholders in {lang:?}"
                );
            }
        }
    }

    #[test]
    fn danish_and_bulgarian_are_translated() {
        // A few strings may legitimately coincide (e.g. "Computer"), but most must differ.
        let same_da = K::ALL
            .iter()
            .filter(|&&k| Lang::Da.t(k) == Lang::En.t(k))
            .count();
        let same_bg = K::ALL
            .iter()
            .filter(|&&k| Lang::Bg.t(k) == Lang::En.t(k))
            .count();
        assert!(
            same_da * 6 < K::ALL.len(),
            "{same_da} Danish strings equal the English"
        );
        assert!(
            same_bg * 10 < K::ALL.len(),
            "{same_bg} Bulgarian strings equal the English"
        );
    }

    #[test]
    fn language_from_browser_tag() {
        assert_eq!(Lang::from_tag("bg-BG"), Lang::Bg);
        assert_eq!(Lang::from_tag("DA"), Lang::Da);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    #[test]
    fn saved_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_saved(lang.tag()), Some(lang));
        }
        assert_eq!(Lang::from_saved("fr"), None);
        assert_eq!(Lang::from_saved(""), None);
    }

    #[test]
    fn fill_replaces_every_placeholder() {
        let s = Lang::Bg.fill(K::PegsHome, &[("home", "3"), ("total", "10")]);
        assert_eq!(s, "3 от 10 у дома");
        assert!(!Lang::Da
            .fill(K::TeamWins, &[("player", "A"), ("partner", "B")])
            .contains('{'));
    }
}
