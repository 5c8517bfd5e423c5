//! Which part of the analysis panel to bring into view, and when: each part the player asked
//! for, once, when it first has something to show.
//!
//! On a laptop the side panel scrolls on its own and the analysis panel sits below the move
//! list, so what a click on "Analyse", "Review the game" or "Learn from your mistakes" brings
//! up is often below the panel's fold, and a review even pushes its own button down (the move
//! list takes one column for its marks). The panel asks [`Reveal::step`] after every render
//! and scrolls the part it names into view ("nearest": not at all when it is already seen).
//! A part is revealed once per request (a review twice: when it starts and when its accuracy
//! is in): the engine's report at every new position, or a review's progress, never scrolls
//! the panel away from where the player has put it since.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::analysis::reveal::{Part, Reveal, Shown};
//!
//! let off = Shown::default();
//! let asked = Shown { engine: true, ..off };
//! let answered = Shown { report: true, ..asked };
//! // The first render only records what is there (a reload with analysis on scrolls nothing).
//! let (r, part) = Reveal::default().step(answered);
//! assert_eq!(part, None);
//! // Turned on: shown once its first report has come.
//! let (r, _) = r.step(off);
//! let (r, part) = r.step(asked);
//! assert_eq!(part, None);
//! let (r, part) = r.step(answered);
//! assert_eq!(part, Some(Part::Report));
//! // A new position's report does not scroll again.
//! let (r, _) = r.step(asked);
//! assert_eq!(r.step(answered).1, None);
//! ```

/// What the panel shows now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The engine is on.
    pub engine: bool,
    /// The engine's report (`#analysis`) has its first iteration.
    pub report: bool,
    /// A review was asked for (running, paused or done).
    pub review: bool,
    /// The review has judged every move: its accuracy per seat is shown.
    pub reviewed: bool,
    /// "Learn from your mistakes" is going on (`#learn-box`).
    pub learn: bool,
}

/// A part of the panel to bring into view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The engine's report, `#analysis`.
    Report,
    /// The review's progress and accuracy, `#review` (around `#review-progress`): when the
    /// review starts and when it is done.
    Review,
    /// The box of "Learn from your mistakes", `#learn-box`.
    Learn,
}

impl Part {
    /// The element's id.
    pub fn id(self) -> &'static str {
        match self {
            Part::Report => "analysis",
            Part::Review => "review",
            Part::Learn => "learn-box",
        }
    }
}

/// What the panel showed at the last render, and whether the engine's report is still owed a
/// reveal (turned on, no report drawn yet).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reveal {
    last: Option<Shown>,
    report_owed: bool,
}

impl Reveal {
    /// After a render showing `now`: the new state and the part to bring into view, if any (the
    /// one asked for last when several appear at once: learning, then a review, then the
    /// report).
    pub fn step(self, now: Shown) -> (Reveal, Option<Part>) {
        let Some(last) = self.last else {
            return (
                Reveal {
                    last: Some(now),
                    report_owed: now.engine && !now.report,
                },
                None,
            );
        };
        let owed = now.engine && (self.report_owed || !last.engine);
        let part = if now.learn && !last.learn {
            Some(Part::Learn)
        } else if (now.review && !last.review) || (now.reviewed && !last.reviewed) {
            Some(Part::Review)
        } else if owed && now.report {
            Some(Part::Report)
        } else {
            None
        };
        let state = Reveal {
            last: Some(now),
            report_owed: owed && !now.report,
        };
        (state, part)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OFF: Shown = Shown {
        engine: false,
        report: false,
        review: false,
        reviewed: false,
        learn: false,
    };

    const N: Option<Part> = None;
    const REPORT: Option<Part> = Some(Part::Report);
    const REVIEW: Option<Part> = Some(Part::Review);
    const LEARN: Option<Part> = Some(Part::Learn);

    fn run(steps: &[Shown]) -> Vec<Option<Part>> {
        let mut r = Reveal::default();
        steps
            .iter()
            .map(|&s| {
                let (next, part) = r.step(s);
                r = next;
                part
            })
            .collect()
    }

    #[test]
    fn the_report_is_revealed_once_per_turning_on() {
        let on = Shown {
            engine: true,
            ..OFF
        };
        let shown = Shown { report: true, ..on };
        assert_eq!(
            run(&[OFF, on, on, shown, shown, on, shown, OFF, shown]),
            [N, N, N, REPORT, N, N, N, N, REPORT]
        );
    }

    #[test]
    fn a_report_there_at_once_is_revealed_at_once() {
        let shown = Shown {
            engine: true,
            report: true,
            ..OFF
        };
        assert_eq!(run(&[OFF, shown]), [N, REPORT]);
    }

    #[test]
    fn the_first_render_reveals_nothing_but_owes_a_missing_report() {
        let on = Shown {
            engine: true,
            ..OFF
        };
        let shown = Shown { report: true, ..on };
        assert_eq!(run(&[shown, on, shown]), [N, N, N]);
        assert_eq!(run(&[on, shown]), [N, REPORT]);
        let learning = Shown {
            review: true,
            learn: true,
            ..OFF
        };
        assert_eq!(run(&[learning]), [N]);
    }

    #[test]
    fn a_review_and_learning_are_revealed_when_asked_for() {
        let review = Shown {
            review: true,
            ..OFF
        };
        let learn = Shown {
            learn: true,
            ..review
        };
        assert_eq!(
            run(&[OFF, review, review, learn, learn, review, learn, OFF]),
            [N, REVIEW, N, LEARN, N, N, LEARN, N]
        );
    }

    #[test]
    fn a_review_is_revealed_again_when_it_is_done() {
        let running = Shown {
            review: true,
            ..OFF
        };
        let done = Shown {
            reviewed: true,
            ..running
        };
        assert_eq!(
            run(&[OFF, running, running, done, done, running, done]),
            [N, REVIEW, N, REVIEW, N, N, REVIEW]
        );
        // A review done at once (every move judged before): once.
        assert_eq!(run(&[OFF, done, done]), [N, REVIEW, N]);
    }

    #[test]
    fn learning_comes_before_a_review_and_the_report() {
        let all = Shown {
            engine: true,
            report: true,
            review: true,
            reviewed: false,
            learn: true,
        };
        assert_eq!(run(&[OFF, all]), [N, LEARN]);
        let both = Shown {
            learn: false,
            ..all
        };
        assert_eq!(run(&[OFF, both]), [N, REVIEW]);
    }

    #[test]
    fn a_report_owed_while_a_review_is_revealed_waits_for_the_next_render() {
        // Turned on with a review at once: the review now, the report when it comes.
        let asked = Shown {
            engine: true,
            review: true,
            ..OFF
        };
        let answered = Shown {
            report: true,
            ..asked
        };
        assert_eq!(run(&[OFF, asked, answered]), [N, REVIEW, REPORT]);
    }
}
