//! Markup as text, for the parts of the page that are lists of plain rows (the games list): a
//! row of text costs far less code in the page's wasm as one string than as a tree of virtual
//! DOM nodes, and one delegated handler serves every button of the list.
//!
//! Everything that is not markup goes through [`Markup::text`] or an attribute, which escape
//! it: a player's name can never become markup.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::markup::Markup;
//!
//! let mut m = Markup::default();
//! m.open("li", &[("data-game", "ab\"c"), ("class", "kept-game")]);
//! m.text("<Ann & Bo>");
//! m.close("li");
//! assert_eq!(
//!     m.finish(),
//!     r#"<li data-game="ab&quot;c" class="kept-game">&lt;Ann &amp; Bo&gt;</li>"#
//! );
//! ```

/// Markup being written (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup(String);

/// `text` with `&`, `<`, `>`, `"` and `'` escaped (for text and for attribute values).
pub fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

impl Markup {
    /// Opens element `tag` (a name of ours, never user text) with `attributes` (names of ours,
    /// values escaped).
    pub fn open(&mut self, tag: &str, attributes: &[(&str, &str)]) -> &mut Markup {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attributes {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            escape(value, &mut self.0);
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    /// Closes element `tag`.
    pub fn close(&mut self, tag: &str) -> &mut Markup {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, text: &str) -> &mut Markup {
        escape(text, &mut self.0);
        self
    }

    /// A whole element holding `text`.
    pub fn element(&mut self, tag: &str, attributes: &[(&str, &str)], text: &str) -> &mut Markup {
        self.open(tag, attributes).text(text).close(tag)
    }

    /// Markup written by another [`Markup`] (so escaped as this one's).
    pub fn append(&mut self, other: &Markup) -> &mut Markup {
        self.0.push_str(&other.0);
        self
    }

    /// The markup written.
    pub fn finish(self) -> String {
        self.0
    }

    /// The markup written so far.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_given_becomes_markup() {
        for hostile in [
            "<script>alert(1)</script>",
            "\" onclick=\"alert(1)",
            "' onmouseover='x",
            "&lt;already escaped&gt;",
        ] {
            let mut m = Markup::default();
            m.element("span", &[("title", hostile)], hostile);
            let out = m.finish();
            let inner = out
                .strip_prefix("<span title=\"")
                .and_then(|s| s.strip_suffix("</span>"))
                .unwrap();
            let (value, text) = inner.split_once("\">").unwrap();
            for part in [value, text] {
                assert!(!part.contains(['<', '>', '"', '\'']), "{out}");
            }
        }
    }
}
