//! The welcome card as static markup: what the page's welcome card (`ui::cards::Welcome`) draws, in one language,
//! with every button disabled and the card busy (`aria-busy`) until the game takes over. It has
//! none of the card's ids (`#welcome`, `#play-level-2`, …): nothing that waits for the game's
//! card mistakes it for that one.

use crate::app::i18n::{Lang, K};
use crate::app::markup::Markup;
use crate::app::view::welcome::LEVEL_CHOICES;

/// The class that marks everything of the skeleton shown on a first visit only.
pub(super) const FIRST_VISIT: &str = "first-visit";

/// The welcome card in `lang`: drawn open, not modal, where the game's card opens
/// (`dialog.dialog[open]:not(:modal)` in the stylesheet), shown when the page says the first
/// visit is in `lang` (`data-boot` on the root element).
pub fn card(lang: Lang) -> String {
    let t = |k: K| lang.t(k);
    let title = format!("boot-welcome-{}", lang.tag());
    let class = format!("dialog panel welcome {FIRST_VISIT}");
    let mut m = Markup::default();
    m.open(
        "dialog",
        &[
            ("class", &class),
            ("lang", lang.tag()),
            ("aria-labelledby", &title),
            ("aria-busy", "true"),
            ("open", ""),
        ],
    );
    m.element("h2", &[("id", &title)], t(K::WelcomeTitle));
    m.element("p", &[("class", "intro")], t(K::WelcomeIntro));
    m.element("h3", &[], t(K::PlayComputer));
    m.open(
        "div",
        &[
            ("class", "choices"),
            ("role", "group"),
            ("aria-label", t(K::PlayComputer)),
        ],
    );
    for (_, desc) in LEVEL_CHOICES {
        m.element("button", &choice(), t(desc));
    }
    m.close("div");
    m.element("h3", &[], t(K::PassAndPlay));
    m.element("button", &choice(), t(K::PassAndPlayDesc));
    m.open("div", &[("class", "buttons")]);
    for key in [K::LessonsTitle, K::HowToPlay, K::MoreOptions, K::Puzzles] {
        m.element("button", &[("type", "button"), ("disabled", "")], t(key));
    }
    m.close("div");
    m.element(
        "button",
        &[
            ("type", "button"),
            ("class", "dialog-close"),
            ("aria-label", t(K::Close)),
            ("disabled", ""),
        ],
        "×",
    );
    m.close("dialog");
    m.finish()
}

/// The attributes of a choice's button.
fn choice() -> [(&'static str, &'static str); 3] {
    [
        ("type", "button"),
        ("class", "choice-button"),
        ("disabled", ""),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_of_the_card_in_its_language_and_every_button_disabled() {
        for lang in Lang::ALL {
            let html = card(lang);
            assert!(html.contains(&format!(r#"lang="{}""#, lang.tag())));
            let mut title = String::new();
            crate::app::markup::escape(lang.t(K::WelcomeTitle), &mut title);
            assert!(html.contains(&title), "{html}");
            assert_eq!(html.matches("<button").count(), 12);
            assert_eq!(html.matches(r#"disabled="""#).count(), 12);
            assert!(!html.contains(r#"id="welcome""#));
        }
    }
}
