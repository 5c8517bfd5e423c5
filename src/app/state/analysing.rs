//! The analysis board in the game screen's state: the reducer's arm for
//! [`AnalysisAction`], and what the hooks read to know what to ask the worker next.

use crate::app::analysis::learn::{attempt, help, mistakes, Attempt, Help, Learn};
use crate::app::analysis::{Analysis, Review};
use crate::app::seats::SeatKind;
use crate::app::state::action::AnalysisAction;
use crate::app::state::ui_state::{Mode, UiState};
use crate::engine::{Cell, Game, Move, Position};

impl UiState {
    /// What the engine has told the analysis board.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// The mistakes being learnt from, and where the player is with the one on screen.
    pub fn learning(&self) -> Option<(&Learn, Attempt)> {
        let learn = self.learn()?;
        let at = learn
            .current()
            .map_or(Attempt::Away, |m| attempt(m, &self.tree, &self.analysis));
        Some((learn, at))
    }

    /// While the player looks for a better move than a mistake: the hole the peg that erred
    /// started from, and how much of the answer the board shows ([`help`]).
    pub fn learn_help(&self) -> Option<(Cell, Help)> {
        let (learn, at) = self.learning()?;
        let mistake = learn.current()?;
        Some((
            mistake.erred(),
            help(mistake, at, &self.tree, &self.analysis)?,
        ))
    }

    /// Whether "Learn from your mistakes" has something to go to: a mistake or blunder, judged,
    /// on the line on screen, by a seat played by people here (any seat when none is).
    pub fn has_mistakes_to_learn(&self) -> bool {
        !mistakes(&self.tree, &self.analysis, &self.people()).is_empty()
    }

    /// The position the engine should analyse: the one on screen, while the engine is on and
    /// the game screen shows (not over the new-game form), and no review has moves to judge.
    pub fn to_analyse(&self) -> Option<&Position> {
        let reviewing = self.analysis.review() == Review::Running
            && self.analysis.next_to_judge(self.tree.main_line()).is_some();
        (self.analysis.is_on() && !self.overlay.is_new_game() && !reviewing)
            .then(|| self.position())
    }

    /// The moves the engine should judge next, at most `n` (the judges that may work at once),
    /// each as a line and the index of the move in its plies: a try while learning (on the line
    /// on screen; alone), else the review's next moves not judged yet (the review judges the
    /// game: its main line), in order.
    pub fn to_judge(&self, n: usize) -> Vec<(&Game, usize)> {
        if let Some((_, Attempt::Checking(_))) = self.learning() {
            let game = self.game();
            return game
                .cursor()
                .checked_sub(1)
                .map(|i| (game, i))
                .into_iter()
                .collect();
        }
        let main = self.tree.main_line();
        self.analysis
            .to_judge(main, n)
            .into_iter()
            .map(|i| (main, i))
            .collect()
    }

    /// The ply of the line on screen whose position needs moves to finish for the race graph.
    pub fn to_race(&self) -> Option<usize> {
        self.analysis.next_race(self.game())
    }

    /// Whether the engine's best moves are kept from the screen: while learning, at the
    /// position of a mistake, until the learning help shows the move itself (the analysis would
    /// give the answer away).
    pub fn answer_hidden(&self) -> bool {
        matches!(self.learning(), Some((_, Attempt::Find)))
            && self.learn_help().and_then(|(_, h)| h.best_move()).is_none()
    }

    /// The arrow on the board: the hint, else the best move once learning shows it, else
    /// (engine on, the answer not hidden) the analysis's best move.
    pub fn arrow(&self) -> Option<Move> {
        let learnt = || self.learn_help().and_then(|(_, h)| h.best_move());
        self.hint.or_else(learnt).or_else(|| {
            if self.answer_hidden() {
                return None;
            }
            let pos = self.to_analyse()?;
            let report = self.analysis.report(pos)?;
            report.lines.first()?.moves.first().copied()
        })
    }

    /// Which seats are played by people at this device.
    fn people(&self) -> Vec<bool> {
        self.seats
            .iter()
            .map(|s| s.kind == SeatKind::Human)
            .collect()
    }

    /// Carries out an [`AnalysisAction`].
    pub(super) fn analysis_action(&mut self, action: AnalysisAction) -> bool {
        match action {
            AnalysisAction::Engine(on) => {
                let changed = self.analysis.is_on() != on;
                self.analysis.set_on(on);
                changed
            }
            AnalysisAction::Analysed(report) => {
                self.analysis.analysed(report);
                true
            }
            AnalysisAction::Raced(pos, race) => {
                self.analysis.raced(*pos, race);
                true
            }
            AnalysisAction::Judged(before, m, judged) => {
                if !before.legal_move_list().contains(&m) {
                    return false;
                }
                self.analysis.judged(*before, m, judged);
                true
            }
            AnalysisAction::Review(review) => self.set_review(review),
            AnalysisAction::Learn => self.learn_from(0),
            AnalysisAction::LearnNext => {
                let next = self.learn().map_or(0, |l| l.index + 1);
                self.learn_at(next)
            }
            AnalysisAction::LearnRetry => {
                let index = self.learn().map(|l| l.index);
                index.is_some_and(|i| self.learn_at(i))
            }
            AnalysisAction::LearnStop => self.learn_mut().and_then(Option::take).is_some(),
        }
    }

    fn set_review(&mut self, review: Review) -> bool {
        if self.overlay.is_new_game() || self.analysis.review() == review {
            return false;
        }
        self.analysis.set_review(review);
        true
    }

    /// Starts learning from the mistakes of the line on screen, at the `index`th.
    fn learn_from(&mut self, index: usize) -> bool {
        let items = mistakes(&self.tree, &self.analysis, &self.people());
        if items.is_empty() || self.overlay.is_new_game() {
            return false;
        }
        // Learning runs in a review of the game, which it keeps open until it stops.
        if self.mode == Mode::Playing {
            self.enter_replay();
        }
        if let Some(learning) = self.learn_mut() {
            *learning = Some(Learn { items, index: 0 });
        }
        self.learn_at(index)
    }

    /// Goes to the position before mistake `index` (past the last: learning ends).
    fn learn_at(&mut self, index: usize) -> bool {
        let Some(learning) = self.learn_mut() else {
            return false;
        };
        let Some(learn) = learning.as_mut() else {
            return false;
        };
        let Some(parent) = learn.items.get(index).map(|m| m.parent) else {
            *learning = None;
            return true;
        };
        learn.index = index;
        if self.tree.cursor() != parent {
            self.goto_node(parent);
        }
        true
    }

    /// Forgets what the analysis board found about the game replaced (the engine stays on or
    /// off) and any learning.
    pub(super) fn forget_analysis(&mut self) {
        let on = self.analysis.is_on();
        self.analysis = Analysis::default();
        self.analysis.set_on(on);
        if let Some(learning) = self.learn_mut() {
            *learning = None;
        }
    }

    /// The mistakes being learnt from, while learning runs.
    fn learn(&self) -> Option<&Learn> {
        match &self.mode {
            Mode::Replay { learn, .. } => learn.as_ref(),
            Mode::Playing => None,
        }
    }

    /// The learning of the review on screen (`None` without a review).
    fn learn_mut(&mut self) -> Option<&mut Option<Learn>> {
        match &mut self.mode {
            Mode::Replay { learn, .. } => Some(learn),
            Mode::Playing => None,
        }
    }
}
