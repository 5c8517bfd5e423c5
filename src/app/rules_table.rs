//! The rule options of the new-game screen as a table: for every option of the engine
//! ([`RULE_OPTIONS`](crate::engine::RULE_OPTIONS)) its place on the screen, how it is shown
//! (a row of numbers, radio buttons or a checkbox), its legend, and the label and help text of
//! each value. [`rows`] turns the table and the options being edited into what the screen
//! draws, with which choices are possible; [`choose`] is what a click does. Pure and tested
//! natively; `ui::new_game` only renders the rows.
//!
//! Which combinations are allowed is never worked out here: a choice is possible when the
//! engine's [`Options::validate`] accepts the options it would give. The number of players
//! and the board size lead: they can always be picked, and picking one puts back to their
//! defaults the options that no longer fit (e.g. multiple sets when six players are picked).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::rules_table::{choose, rows};
//! use sternhalma::engine::{OptionId, Options, Pegs, Players};
//!
//! let fifteen = choose(&Options::default(), OptionId::Pegs, 1);
//! assert_eq!(fifteen.pegs, Pegs::Fifteen);
//! // three players do not go with 15 pegs: the pegs go back to the default
//! let three = choose(&fifteen, OptionId::Players, 1);
//! assert_eq!((three.players, three.pegs), (Players::Three, Pegs::Triangle));
//! // and with three players the 15-peg choice is not possible
//! let row = rows(&three).into_iter().find(|r| r.id == OptionId::Pegs).unwrap();
//! assert!(!row.choices[1].enabled);
//! ```

use crate::app::i18n::{Lang, K};
use crate::engine::{OptionId, Options};

/// How an option is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Widget {
    /// A row of small radio buttons labelled with the value's word (the number of players).
    Inline,
    /// A group of radio buttons with a label and a help text each.
    Radios,
    /// One checkbox, checked when the option has the value with code `on`; the legend is its
    /// label, the help of that value its help.
    Checkbox {
        /// The code of the checked value.
        on: u8,
    },
}

/// The texts of one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueText {
    /// The value's code (see [`OptionId`]).
    pub code: u8,
    /// Its label (`None`: the value's command-line word, e.g. `3` players).
    pub label: Option<K>,
    /// Its explanation.
    pub help: Option<K>,
}

/// How one option appears on the new-game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleText {
    /// The option.
    pub id: OptionId,
    /// Its element: `#opt-<dom>`, and the `name` of its radio buttons.
    pub dom: &'static str,
    /// The group's legend (a checkbox's label).
    pub legend: K,
    /// How it is shown.
    pub widget: Widget,
    /// Its values in screen order.
    pub values: &'static [ValueText],
}

const fn v(code: u8, label: K, help: K) -> ValueText {
    ValueText {
        code,
        label: Some(label),
        help: Some(help),
    }
}

const fn word(code: u8) -> ValueText {
    ValueText {
        code,
        label: None,
        help: None,
    }
}

/// Every rule option of the screen, in screen order. Adding an option to the engine means
/// adding its line here (a test checks that every option and value is here exactly once).
pub const RULE_TEXTS: [RuleText; 11] = [
    RuleText {
        id: OptionId::Players,
        dom: "players",
        legend: K::Players,
        widget: Widget::Inline,
        values: &[word(0), word(1), word(2), word(3)],
    },
    RuleText {
        id: OptionId::Size,
        dom: "size",
        legend: K::Board,
        widget: Widget::Radios,
        values: &[
            v(0, K::Size4, K::SizeHelp),
            v(1, K::Size5, K::SizeHelp),
            v(2, K::Size6, K::SizeHelp),
        ],
    },
    RuleText {
        id: OptionId::Pegs,
        dom: "pegs15",
        legend: K::Pegs15,
        widget: Widget::Checkbox { on: 1 },
        values: &[word(0), v(1, K::Pegs15, K::Pegs15Help)],
    },
    RuleText {
        id: OptionId::MultipleSets,
        dom: "multiple-sets",
        legend: K::MultipleSets,
        widget: Widget::Checkbox { on: 1 },
        values: &[word(0), v(1, K::MultipleSets, K::MultipleSetsHelp)],
    },
    RuleText {
        id: OptionId::Teams,
        dom: "teams",
        legend: K::Teams,
        widget: Widget::Checkbox { on: 1 },
        values: &[word(0), v(1, K::Teams, K::TeamsHelp)],
    },
    RuleText {
        id: OptionId::Unused,
        dom: "unused",
        legend: K::Unused,
        widget: Widget::Radios,
        values: &[
            v(0, K::UnusedEmpty, K::UnusedEmptyHelp),
            v(1, K::UnusedFilled, K::UnusedFilledHelp),
        ],
    },
    RuleText {
        id: OptionId::Resting,
        dom: "resting",
        legend: K::Resting,
        widget: Widget::Radios,
        values: &[
            v(0, K::RestPassThrough, K::RestPassThroughHelp),
            v(1, K::RestAnywhere, K::RestAnywhereHelp),
            v(2, K::RestBga, K::RestBgaHelp),
        ],
    },
    RuleText {
        id: OptionId::AntiSpoiling,
        dom: "anti-spoiling",
        legend: K::AntiSpoiling,
        widget: Widget::Radios,
        values: &[
            v(0, K::SpoilSwap, K::SpoilSwapHelp),
            v(2, K::SpoilFill, K::SpoilFillHelp),
            v(1, K::SpoilNone, K::SpoilNoneHelp),
        ],
    },
    RuleText {
        id: OptionId::LockIn,
        dom: "lock-in",
        legend: K::LockIn,
        widget: Widget::Radios,
        values: &[
            v(0, K::LockInOn, K::LockInHelp),
            v(2, K::LockInStrict, K::LockInStrictHelp),
            ValueText {
                code: 1,
                label: Some(K::LockInOff),
                help: None,
            },
        ],
    },
    RuleText {
        id: OptionId::End,
        dom: "end",
        legend: K::End,
        widget: Widget::Radios,
        values: &[
            v(0, K::EndFirst, K::EndFirstHelp),
            v(1, K::EndPlayOn, K::EndPlayOnHelp),
        ],
    },
    RuleText {
        id: OptionId::Scoring,
        dom: "scoring",
        legend: K::Scoring,
        widget: Widget::Radios,
        values: &[
            v(0, K::ScoringStandard, K::ScoringStandardHelp),
            v(1, K::ScoringBga, K::ScoringBgaHelp),
        ],
    },
];

/// Whether picking a value of `id` puts back the options that no longer fit, rather than
/// being impossible itself: the number of players and the board size.
pub fn leads(id: OptionId) -> bool {
    matches!(id, OptionId::Players | OptionId::Size)
}

/// Whether value `code` of `id` goes with the leading options of `options` (every other
/// option at its default).
fn fits_leaders(options: &Options, id: OptionId, code: u8) -> bool {
    let mut o = Options::default();
    for lead in OptionId::ALL.into_iter().filter(|&l| leads(l)) {
        o.set_code(lead, options.code(lead));
    }
    o.with_code(id, code).validate().is_ok()
}

/// The options after picking value `code` of option `id`: a leading option puts back to
/// their defaults the other options that no longer fit; any other choice is taken as it is
/// (the screen offers only possible ones).
pub fn choose(options: &Options, id: OptionId, code: u8) -> Options {
    let mut o = options.with_code(id, code);
    if leads(id) {
        for other in OptionId::ALL.into_iter().filter(|&x| !leads(x)) {
            let c = o.code(other);
            if c != 0 && !fits_leaders(&o, other, c) {
                o.set_code(other, 0);
            }
        }
    }
    o
}

/// Value `code` of option `id` in words, as the screen's list of what differs from the defaults
/// says it: a checkbox's label ("Multiple sets"), else "legend: value" ("Unused triangles:
/// Filled", "Players: 3").
///
/// ```
/// use sternhalma::app::i18n::Lang;
/// use sternhalma::app::rules_table::value_text;
/// use sternhalma::engine::OptionId;
///
/// assert_eq!(value_text(OptionId::Unused, 1, Lang::En), "Unused triangles: Filled");
/// assert_eq!(value_text(OptionId::Players, 1, Lang::En), "Players: 3");
/// assert_eq!(value_text(OptionId::MultipleSets, 1, Lang::Da), "Flere sæt");
/// ```
pub fn value_text(id: OptionId, code: u8, lang: Lang) -> String {
    let Some(t) = RULE_TEXTS.iter().find(|t| t.id == id) else {
        return String::new();
    };
    let legend = lang.t(t.legend);
    let value = t.values.iter().find(|v| v.code == code);
    match (t.widget, value.and_then(|v| v.label)) {
        (Widget::Checkbox { on }, _) if on == code => legend.to_string(),
        (_, Some(label)) if !matches!(t.widget, Widget::Checkbox { .. }) => {
            format!("{legend}: {}", lang.t(label))
        }
        _ => {
            let word = id
                .rule()
                .values
                .get(usize::from(code))
                .and_then(|w| w.words.first().copied())
                .unwrap_or("");
            format!("{legend}: {word}")
        }
    }
}

/// One value of a [`Row`], ready to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value's code.
    pub code: u8,
    /// Its label; `None`: show [`word`](Choice::word).
    pub label: Option<K>,
    /// The value's command-line word (`2`, `any`), also the `value` of an inline button.
    pub word: &'static str,
    /// Its explanation (`None` in a group with one explanation for all, see
    /// [`Row::group_help`]).
    pub help: Option<K>,
    /// Whether the options have this value.
    pub checked: bool,
    /// Whether it is the option's default.
    pub default: bool,
    /// Whether it can be picked: a leading option, or options that still go together.
    pub enabled: bool,
}

/// One option of the screen, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The option.
    pub id: OptionId,
    /// Its element id without `opt-`, and its radio buttons' name.
    pub dom: &'static str,
    /// The legend (a checkbox's label).
    pub legend: K,
    /// How it is shown.
    pub widget: Widget,
    /// One explanation for the whole group when every value has the same one.
    pub group_help: Option<K>,
    /// Its values in screen order.
    pub choices: Vec<Choice>,
}

impl Row {
    /// Whether this is a checkbox that is checked by default.
    pub fn on_by_default(&self) -> bool {
        matches!(self.widget, Widget::Checkbox { on: 0 })
    }

    /// For a checkbox: whether it is checked, whether it can be toggled, its help, and the
    /// code a toggle picks.
    pub fn checkbox(&self) -> Option<(bool, bool, Option<K>, u8)> {
        let Widget::Checkbox { on } = self.widget else {
            return None;
        };
        let checked = self.choices.iter().any(|c| c.checked && c.code == on);
        let other = self.choices.iter().find(|c| !c.checked)?;
        let help = self
            .choices
            .iter()
            .find(|c| c.code == on)
            .and_then(|c| c.help);
        Some((checked, other.enabled, help, other.code))
    }
}

/// The screen's rows for `options`.
pub fn rows(options: &Options) -> Vec<Row> {
    RULE_TEXTS
        .iter()
        .map(|t| {
            let current = options.code(t.id);
            let words = t.id.rule().values;
            let mut choices: Vec<Choice> = t
                .values
                .iter()
                .map(|v| Choice {
                    code: v.code,
                    label: v.label,
                    word: words
                        .get(usize::from(v.code))
                        .and_then(|w| w.words.first().copied())
                        .unwrap_or(""),
                    help: v.help,
                    checked: v.code == current,
                    default: v.code == 0,
                    enabled: leads(t.id)
                        || v.code == current
                        || options.with_code(t.id, v.code).validate().is_ok(),
                })
                .collect();
            let shared =
                t.widget == Widget::Radios && choices.windows(2).all(|w| w[0].help == w[1].help);
            let group_help = if shared {
                let help = choices.first().and_then(|c| c.help);
                for c in &mut choices {
                    c.help = None;
                }
                help
            } else {
                None
            };
            Row {
                id: t.id,
                dom: t.dom,
                legend: t.legend,
                widget: t.widget,
                group_help,
                choices,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{
        AntiSpoiling, BoardSize, End, LockIn, Pegs, Players, Resting, Scoring, RULE_OPTIONS,
    };

    #[test]
    fn every_option_and_value_is_on_the_screen_once() {
        let mut ids: Vec<OptionId> = RULE_TEXTS.iter().map(|t| t.id).collect();
        ids.sort();
        assert_eq!(ids, OptionId::ALL);
        for t in &RULE_TEXTS {
            let mut codes: Vec<u8> = t.values.iter().map(|v| v.code).collect();
            codes.sort();
            let all: Vec<u8> = (0..t.id.rule().values.len() as u8).collect();
            assert_eq!(codes, all, "{:?}", t.id);
            match t.widget {
                Widget::Checkbox { on } => {
                    assert_eq!(t.values.len(), 2);
                    let on = t.values.iter().find(|v| v.code == on).expect("on value");
                    assert!(on.help.is_some());
                }
                Widget::Radios => assert!(t.values.iter().all(|v| v.label.is_some())),
                Widget::Inline => assert!(t.values.iter().all(|v| v.label.is_none())),
            }
        }
        let mut doms: Vec<&str> = RULE_TEXTS.iter().map(|t| t.dom).collect();
        doms.sort();
        doms.dedup();
        assert_eq!(doms.len(), RULE_OPTIONS.len());
    }

    #[test]
    fn defaults_are_checked_and_marked() {
        for row in rows(&Options::default()) {
            let checked: Vec<&Choice> = row.choices.iter().filter(|c| c.checked).collect();
            assert_eq!(checked.len(), 1, "{:?}", row.id);
            assert!(checked[0].default);
            // with two players only teams (six players) cannot be picked
            let disabled: Vec<u8> = row
                .choices
                .iter()
                .filter(|c| !c.enabled)
                .map(|c| c.code)
                .collect();
            let expected: &[u8] = if row.id == OptionId::Teams { &[1] } else { &[] };
            assert_eq!(disabled, expected, "{:?}", row.id);
        }
        let size = rows(&Options::default()).remove(1);
        assert_eq!(size.group_help, Some(K::SizeHelp));
        assert!(size.choices.iter().all(|c| c.help.is_none()));
        let players = &rows(&Options::default())[0];
        let words: Vec<&str> = players.choices.iter().map(|c| c.word).collect();
        assert_eq!(words, ["2", "3", "4", "6"]);
    }

    #[test]
    fn a_choice_is_possible_exactly_when_the_engine_accepts_it() {
        // Every option set the screen can reach, from the default by clicks on enabled choices.
        let mut seen = std::collections::HashSet::from([Options::default()]);
        let mut queue = vec![Options::default()];
        while let Some(o) = queue.pop() {
            assert_eq!(o.validate(), Ok(()), "{o} reached");
            for row in rows(&o) {
                for c in &row.choices {
                    if !leads(row.id) {
                        assert_eq!(
                            c.enabled,
                            c.checked || o.with_code(row.id, c.code).validate().is_ok(),
                            "{o}: {:?} {}",
                            row.id,
                            c.code
                        );
                    }
                    let next = choose(&o, row.id, c.code);
                    if c.enabled && seen.insert(next) {
                        queue.push(next);
                    }
                }
            }
        }
        // ... is every valid option set
        let mut all = vec![Options::default()];
        for r in &RULE_OPTIONS {
            all = all
                .iter()
                .flat_map(|o| (0..r.values.len() as u8).map(move |c| o.with_code(r.id, c)))
                .collect();
        }
        let valid = all.iter().filter(|o| o.validate().is_ok()).count();
        assert_eq!(seen.len(), valid);
    }

    #[test]
    fn leading_options_put_back_what_no_longer_fits() {
        let fifteen = choose(&Options::default(), OptionId::Pegs, 1);
        assert_eq!(fifteen.pegs, Pegs::Fifteen);
        let row = |o: &Options, id| rows(o).into_iter().find(|r| r.id == id).unwrap();
        // with 15 pegs: no multiple sets, but the board size and players can be picked
        assert!(!row(&fifteen, OptionId::MultipleSets).checkbox().unwrap().1);
        assert!(row(&fifteen, OptionId::Size)
            .choices
            .iter()
            .all(|c| c.enabled));
        let bigger = choose(&fifteen, OptionId::Size, 1);
        assert_eq!(
            (bigger.size, bigger.pegs),
            (BoardSize::Five, Pegs::Triangle)
        );
        let six = choose(&fifteen, OptionId::Players, 3);
        assert_eq!((six.players, six.pegs), (Players::Six, Pegs::Triangle));
        // teams stay with six players, go with four
        let teams = choose(&six, OptionId::Teams, 1);
        assert!(teams.teams);
        assert!(!choose(&teams, OptionId::Players, 2).teams);
        assert!(choose(&teams, OptionId::Size, 2).teams);
        // other options are kept
        let o = Options {
            resting: Resting::Bga,
            anti_spoiling: AntiSpoiling::FillAvailable,
            multiple_sets: true,
            ..Options::default()
        };
        let three = choose(&o, OptionId::Players, 1);
        assert_eq!(
            (three.resting, three.anti_spoiling, three.multiple_sets),
            (Resting::Bga, AntiSpoiling::FillAvailable, true)
        );
        assert!(!choose(&three, OptionId::Players, 2).multiple_sets);
        // points scoring and play-on exclude each other
        let bga = choose(&Options::default(), OptionId::Scoring, 1);
        assert_eq!(bga.scoring, Scoring::Bga);
        let end = row(&bga, OptionId::End);
        assert!(!end.choices.iter().find(|c| c.code == 1).unwrap().enabled);
        assert_eq!(choose(&bga, OptionId::Players, 1).end, End::FirstFinisher);
    }

    #[test]
    fn checkboxes() {
        let row = |o: &Options, id| rows(o).into_iter().find(|r| r.id == id).unwrap();
        let sets = row(&Options::default(), OptionId::MultipleSets);
        assert_eq!(
            sets.checkbox(),
            Some((false, true, Some(K::MultipleSetsHelp), 1))
        );
        let multi = choose(&Options::default(), OptionId::MultipleSets, 1);
        assert_eq!(
            row(&multi, OptionId::MultipleSets).checkbox(),
            Some((true, true, Some(K::MultipleSetsHelp), 0))
        );
        let teams = row(&Options::default(), OptionId::Teams);
        assert_eq!(
            teams.checkbox(),
            Some((false, false, Some(K::TeamsHelp), 1))
        );
        assert_eq!(rows(&Options::default())[0].checkbox(), None);
    }

    #[test]
    fn lock_in_is_three_choices_the_default_first() {
        let row = |o: &Options| {
            rows(o)
                .into_iter()
                .find(|r| r.id == OptionId::LockIn)
                .unwrap()
        };
        let lock = row(&Options::default());
        assert_eq!(lock.widget, Widget::Radios);
        assert_eq!(lock.checkbox(), None);
        let codes: Vec<(u8, bool, bool)> = lock
            .choices
            .iter()
            .map(|c| (c.code, c.checked, c.enabled))
            .collect();
        assert_eq!(codes, [(0, true, true), (2, false, true), (1, false, true)]);
        assert_eq!(lock.choices[1].help, Some(K::LockInStrictHelp));
        let strict = choose(&Options::default(), OptionId::LockIn, 2);
        assert_eq!(strict.lock_in, LockIn::Strict);
        let checked: Vec<u8> = row(&strict)
            .choices
            .iter()
            .filter(|c| c.checked)
            .map(|c| c.code)
            .collect();
        assert_eq!(checked, [2]);
        // the strict reading goes with every other option: a leading choice keeps it
        let six = choose(&strict, OptionId::Players, 3);
        assert_eq!(six.lock_in, LockIn::Strict);
    }
}
