//! The names of the game's things in each language (triangles, armies, colours) and what is
//! wrong with a link, a position or a choice of options, composed from the catalogue's texts.

use crate::ai::analysis::Verdict;
use crate::ai::wire::{AiError, RequestError};
use crate::app::i18n::{Lang, K};
use crate::app::link::LinkError;
use crate::app::seats::{Colour, SeatKind};
use crate::engine::{OptionsError, PositionError, Seat, Triangle};

impl Lang {
    /// A verdict of the game review, as a word.
    pub fn verdict(self, v: Verdict) -> &'static str {
        self.t(match v {
            Verdict::Best => K::VerdictBest,
            Verdict::Good => K::VerdictGood,
            Verdict::Inaccuracy => K::VerdictInaccuracy,
            Verdict::Mistake => K::VerdictMistake,
            Verdict::Blunder => K::VerdictBlunder,
        })
    }

    /// What went wrong with the computer opponent, as a sentence.
    pub fn computer_error(self, e: AiError) -> &'static str {
        self.t(match e {
            AiError::WorkerFailed => K::ComputerFailedToStart,
            AiError::TimedOut => K::ComputerTimedOut,
            AiError::ProtocolMismatch => K::ComputerOtherVersion,
            AiError::BadAnswer => K::ComputerBadAnswer,
            AiError::Engine(RequestError::OtherVersion) => K::ComputerOtherVersion,
            AiError::Engine(_) => K::ComputerRefused,
        })
    }

    /// Why the options do not go together, as a sentence.
    pub fn options_error(self, e: OptionsError) -> &'static str {
        self.t(match e {
            OptionsError::MultipleSets => K::ErrMultipleSets,
            OptionsError::Teams => K::ErrTeams,
            OptionsError::BgaPlayOn => K::ErrBgaPlayOn,
            OptionsError::Pegs15 => K::ErrPegs15,
        })
    }

    /// Where triangle `t` is on the board ("top", "lower left", …).
    pub fn triangle(self, t: Triangle) -> &'static str {
        self.t(match t.index() {
            0 => K::Triangle0,
            1 => K::Triangle1,
            2 => K::Triangle2,
            3 => K::Triangle3,
            4 => K::Triangle4,
            _ => K::Triangle5,
        })
    }

    /// An army (the pegs that start in triangle `t`) as links and messages name it.
    pub fn army(self, t: Triangle) -> String {
        self.fill(K::Army, &[("n", &t.index().to_string())])
    }

    /// Why a position is not valid, in lower case without a full stop (as after a colon);
    /// `army` names an army (e.g. [`Lang::army`], or with its player in the editor).
    pub fn position_error(self, e: &PositionError, army: &dyn Fn(Triangle) -> String) -> String {
        let seat = |s: Seat| (s.index() + 1).to_string();
        match *e {
            PositionError::Options(o) => clause(self.options_error(o)),
            PositionError::OffBoard(t) => self.fill(K::PosOffBoard, &[("army", &army(t))]),
            PositionError::ArmyNotInGame(t) => {
                self.fill(K::PosArmyNotInGame, &[("army", &army(t))])
            }
            PositionError::PegCount(t) => self.fill(K::PosPegCount, &[("army", &army(t))]),
            PositionError::Overlap(_) => self.t(K::PosOverlap).to_string(),
            PositionError::OnInertPeg(_) => self.t(K::PosOnInertPeg).to_string(),
            PositionError::SideToMove(s) => self.fill(K::PosSideToMove, &[("n", &seat(s))]),
            PositionError::SideToMoveFinished(s) => {
                self.fill(K::PosSideToMoveFinished, &[("n", &seat(s))])
            }
            PositionError::Finished(s) => self.fill(K::PosFinished, &[("n", &seat(s))]),
            PositionError::NotHome(s) => self.fill(K::PosNotHome, &[("n", &seat(s))]),
        }
    }

    /// Why a link cannot be read, in lower case without a full stop (it follows
    /// "This link is broken: "). The English texts keep the key words of
    /// [`LinkError`]'s `Display`.
    pub fn link_error(self, e: &LinkError) -> String {
        match *e {
            LinkError::Empty => self.t(K::LinkEmpty).to_string(),
            LinkError::TooLong => self.t(K::LinkTooLong).to_string(),
            LinkError::NotALink => self.t(K::LinkNotALink).to_string(),
            LinkError::UnknownKind => self.t(K::LinkUnknownKind).to_string(),
            LinkError::FutureVersion { .. } => self.t(K::LinkFutureVersion).to_string(),
            LinkError::BadChar { index } => {
                self.fill(K::LinkBadChar, &[("n", &(index + 1).to_string())])
            }
            LinkError::Truncated => self.t(K::LinkTruncated).to_string(),
            LinkError::TrailingData => self.t(K::LinkTrailingData).to_string(),
            LinkError::UnknownOption => self.t(K::LinkUnknownOption).to_string(),
            LinkError::Options(o) => self.fill(
                K::LinkOptions,
                &[("detail", &clause(self.options_error(o)))],
            ),
            LinkError::BadSeat => self.t(K::LinkBadSeat).to_string(),
            LinkError::BadPeg => self.t(K::LinkBadPeg).to_string(),
            LinkError::Position(p) => self.fill(
                K::LinkPosition,
                &[("detail", &self.position_error(&p, &|t| self.army(t)))],
            ),
            LinkError::Notation(_) => self.t(K::LinkNotation).to_string(),
            LinkError::TooManyMoves => self.t(K::LinkTooManyMoves).to_string(),
            LinkError::TooManyPasses { passes } => {
                self.fill(K::LinkTooManyPasses, &[("n", &passes.to_string())])
            }
            LinkError::IllegalMove { number } => {
                self.fill(K::LinkIllegalMove, &[("n", &number.to_string())])
            }
            LinkError::Cursor { cursor, moves } => self.fill(
                K::LinkCursor,
                &[
                    ("cursor", &cursor.to_string()),
                    ("moves", &moves.to_string()),
                ],
            ),
        }
    }

    /// The name of a colour.
    pub fn colour(self, colour: Colour) -> &'static str {
        self.t(match colour.index() {
            0 => K::Colour0,
            1 => K::Colour1,
            2 => K::Colour2,
            3 => K::Colour3,
            4 => K::Colour4,
            _ => K::Colour5,
        })
    }

    /// What follows a player's name to tell its colour: " (orange)".
    pub fn colour_aside(self, colour: Colour) -> String {
        self.fill(K::ColourAside, &[("colour", self.colour(colour))])
    }

    /// "Anna (blue)": a player's name and its colour, as sentences and lists say it.
    pub fn with_colour(self, name: &str, colour: Colour) -> String {
        format!("{name}{}", self.colour_aside(colour))
    }
}

/// `sentence` as a clause: first letter in lower case, no full stop.
pub(super) fn clause(sentence: &str) -> String {
    let s = sentence.trim().trim_end_matches('.');
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => std::iter::once(change_case(c, false))
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

/// `clause` as a sentence: first letter in upper case (the rest as it is).
pub fn sentence(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(c) => std::iter::once(change_case(c, true)).chain(chars).collect(),
        None => String::new(),
    }
}

/// `c` in upper (`upper`) or lower case, for the scripts of the interface's
/// languages: ASCII, Latin-1 letters (Danish æ ø å) and Cyrillic; anything
/// else stays as it is. (`char::to_uppercase` would bring the whole Unicode
/// case tables, about 22 KB, into the wasm bundle.)
fn change_case(c: char, upper: bool) -> char {
    let code = u32::from(c);
    // (first upper-case code point, last, distance to the lower-case one)
    const RANGES: [(u32, u32, u32); 4] = [
        (0x41, 0x5A, 0x20),   // A-Z
        (0xC0, 0xDE, 0x20),   // À-Þ (× is not a letter)
        (0x400, 0x40F, 0x50), // Ѐ-Џ
        (0x410, 0x42F, 0x20), // А-Я
    ];
    for (first, last, distance) in RANGES {
        let (from, to) = if upper {
            (first + distance, last + distance)
        } else {
            (first, last)
        };
        if (from..=to).contains(&code) && code != 0xD7 && code != 0xF7 {
            let mapped = if upper {
                code - distance
            } else {
                code + distance
            };
            return char::from_u32(mapped).unwrap_or(c);
        }
    }
    c
}

/// A player's name as sentences say it: the name given, else "Player 2" or "Computer 2".
///
/// ```
/// use sternhalma::ai::Level;
/// use sternhalma::app::i18n::{player_name, Lang};
/// use sternhalma::app::seats::SeatKind;
///
/// assert_eq!(player_name(Lang::En, 1, "", SeatKind::Computer(Level::CLUB)), "Computer 2");
/// assert_eq!(player_name(Lang::En, 0, " Anna ", SeatKind::Human), "Anna");
/// ```
pub fn player_name(lang: Lang, seat: usize, name: &str, kind: SeatKind) -> String {
    let n = (seat + 1).to_string();
    let given = name.trim();
    match kind {
        _ if !given.is_empty() => given.to_owned(),
        SeatKind::Human => lang.fill(K::DefaultName, &[("n", &n)]),
        SeatKind::Computer(_) => lang.fill(K::ComputerName, &[("n", &n)]),
    }
}

/// A player's name where the seat is listed (the seats, the result card, the games list): a
/// computer seat's with its level.
///
/// ```
/// use sternhalma::ai::Level;
/// use sternhalma::app::i18n::{player_title, Lang};
/// use sternhalma::app::seats::SeatKind;
///
/// assert_eq!(player_title(Lang::En, 1, "", SeatKind::Computer(Level::CLUB)), "Computer 2 · level 3");
/// assert_eq!(player_title(Lang::En, 0, "Anna", SeatKind::Human), "Anna");
/// ```
pub fn player_title(lang: Lang, seat: usize, name: &str, kind: SeatKind) -> String {
    let name = player_name(lang, seat, name, kind);
    match kind {
        SeatKind::Human => name,
        SeatKind::Computer(level) => {
            let level = level.number().to_string();
            lang.fill(K::WithLevel, &[("name", &name), ("level", &level)])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_link_error() -> Vec<LinkError> {
        use crate::engine::{CellName, ParseSetupError, SetupField, SetupReason};
        let t = Triangle::new(3).unwrap();
        let s = Seat::new(1).unwrap();
        let positions = [
            PositionError::Options(OptionsError::Teams),
            PositionError::OffBoard(t),
            PositionError::ArmyNotInGame(t),
            PositionError::PegCount(t),
            PositionError::Overlap(CellName { row: 1, column: 2 }),
            PositionError::OnInertPeg(CellName { row: 1, column: 2 }),
            PositionError::SideToMove(s),
            PositionError::SideToMoveFinished(s),
            PositionError::Finished(s),
            PositionError::NotHome(s),
        ];
        let mut all = vec![
            LinkError::Empty,
            LinkError::TooLong,
            LinkError::NotALink,
            LinkError::UnknownKind,
            LinkError::FutureVersion {
                kind: 'g',
                version: 9,
            },
            LinkError::BadChar { index: 3 },
            LinkError::Truncated,
            LinkError::TrailingData,
            LinkError::UnknownOption,
            LinkError::Options(OptionsError::MultipleSets),
            LinkError::Options(OptionsError::BgaPlayOn),
            LinkError::Options(OptionsError::Pegs15),
            LinkError::BadSeat,
            LinkError::BadPeg,
            LinkError::Notation(ParseSetupError {
                field: SetupField::Turn,
                reason: SetupReason::BadSeat,
            }),
            LinkError::TooManyMoves,
            LinkError::TooManyPasses { passes: 8 },
            LinkError::IllegalMove { number: 7 },
            LinkError::Cursor {
                cursor: 9,
                moves: 4,
            },
        ];
        all.extend(positions.map(LinkError::Position));
        all
    }

    #[test]
    fn link_and_position_errors_are_translated() {
        for e in every_link_error() {
            let en = Lang::En.link_error(&e);
            for lang in Lang::ALL {
                let s = lang.link_error(&e);
                assert!(
                    !s.trim().is_empty() && !s.contains('{'),
                    "{e:?} in {lang:?}: {s}"
                );
                assert!(!s.ends_with('.'), "{e:?} in {lang:?} is a clause: {s}");
                if lang != Lang::En {
                    assert_ne!(s, en, "{e:?} is not translated to {lang:?}");
                }
            }
        }
    }

    #[test]
    fn english_link_errors_keep_the_words_of_the_library() {
        // The end-to-end tests and users' bug reports match these words of `LinkError`'s Display.
        let en = |e: LinkError| Lang::En.link_error(&e);
        assert!(en(LinkError::NotALink).contains("not a sternhalma link"));
        assert!(en(LinkError::FutureVersion {
            kind: 'g',
            version: 9
        })
        .contains("newer version"));
        assert!(en(LinkError::Truncated).contains("cut short"));
        assert!(en(LinkError::TrailingData).contains("unexpected data"));
        assert!(en(LinkError::IllegalMove { number: 3 }).contains("illegal move at move 3"));
        assert_eq!(
            en(LinkError::BadChar { index: 0 }),
            "bad character at position 1"
        );
        let count = LinkError::Position(PositionError::PegCount(Triangle::new(3).unwrap()));
        assert_eq!(
            en(count),
            "invalid position: army 3 has the wrong number of pegs"
        );
        assert_eq!(
            Lang::Bg.link_error(&LinkError::Options(OptionsError::Teams)),
            "правилата са несъвместими: отборите изискват 6 играчи"
        );
        assert_eq!(sentence("комплект 3 има"), "Комплект 3 има");
    }

    #[test]
    fn case_changes_agree_with_unicode_for_our_scripts() {
        let letters = ('\u{20}'..='\u{24F}').chain('\u{400}'..='\u{45F}');
        for c in letters {
            let lower: Vec<char> = c.to_lowercase().collect();
            let upper: Vec<char> = c.to_uppercase().collect();
            let in_scope = |m: char| {
                m.is_ascii()
                    || ('\u{C0}'..='\u{FE}').contains(&m)
                    || ('\u{400}'..='\u{45F}').contains(&m)
            };
            if lower.len() == 1 && in_scope(c) && in_scope(lower[0]) {
                assert_eq!(change_case(c, false), lower[0], "{c:?}");
            }
            if upper.len() == 1 && in_scope(c) && in_scope(upper[0]) {
                assert_eq!(change_case(c, true), upper[0], "{c:?}");
            }
        }
        // Every first letter of every text changes case as Unicode says.
        for &key in K::ALL {
            for lang in Lang::ALL {
                if let Some(c) = lang.t(key).chars().next() {
                    assert_eq!(
                        change_case(c, true).to_string(),
                        c.to_uppercase().to_string()
                    );
                    assert_eq!(
                        change_case(c, false).to_string(),
                        c.to_lowercase().to_string()
                    );
                }
            }
        }
    }
}
