//! The "Search workers" setting: how many of the computer's workers search one of its moves
//! together (a level-6 move at three or more players, split into shares, `ai::shares`), and
//! how many moves the game review judges at once.
//! "Auto" leaves one core of the machine for the page.

use crate::ai::shares::MAX_SHARES;

/// The player's choice of search workers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SearchWorkers {
    /// One fewer than the machine's cores (at least one, at most [`MAX_SHARES`]).
    #[default]
    Auto,
    /// This many (1 to [`MAX_SHARES`]).
    Exactly(u8),
}

impl SearchWorkers {
    /// The choices offered, in order.
    pub const CHOICES: [SearchWorkers; 5] = [
        SearchWorkers::Auto,
        SearchWorkers::Exactly(1),
        SearchWorkers::Exactly(2),
        SearchWorkers::Exactly(4),
        SearchWorkers::Exactly(8),
    ];

    /// The text it is stored as (`auto`, or the number).
    pub fn tag(self) -> String {
        match self {
            SearchWorkers::Auto => "auto".to_owned(),
            SearchWorkers::Exactly(n) => n.to_string(),
        }
    }

    /// The choice stored as `tag` (`None`: not one of [`SearchWorkers::CHOICES`]).
    pub fn from_tag(tag: &str) -> Option<SearchWorkers> {
        SearchWorkers::CHOICES.into_iter().find(|c| c.tag() == tag)
    }

    /// The workers to use on a machine with `cores` logical processors
    /// (`navigator.hardwareConcurrency`; `None` when the browser does not say).
    pub fn count(self, cores: Option<u32>) -> u8 {
        match self {
            SearchWorkers::Auto => {
                let spare = cores.unwrap_or(1).saturating_sub(1);
                spare.clamp(1, u32::from(MAX_SHARES)) as u8
            }
            SearchWorkers::Exactly(n) => n.clamp(1, MAX_SHARES),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SearchWorkers;

    #[test]
    fn auto_leaves_one_core_for_the_page_within_one_to_eight() {
        let auto = SearchWorkers::Auto;
        assert_eq!(auto.count(None), 1);
        assert_eq!(auto.count(Some(1)), 1);
        assert_eq!(auto.count(Some(2)), 1);
        assert_eq!(auto.count(Some(4)), 3);
        assert_eq!(auto.count(Some(9)), 8);
        assert_eq!(auto.count(Some(64)), 8);
        assert_eq!(SearchWorkers::Exactly(2).count(Some(2)), 2);
        assert_eq!(SearchWorkers::Exactly(8).count(Some(2)), 8);
    }

    #[test]
    fn every_choice_is_read_back_from_its_tag() {
        for c in SearchWorkers::CHOICES {
            assert_eq!(SearchWorkers::from_tag(&c.tag()), Some(c));
        }
        assert_eq!(SearchWorkers::from_tag("3"), None);
        assert_eq!(SearchWorkers::from_tag(""), None);
    }
}
