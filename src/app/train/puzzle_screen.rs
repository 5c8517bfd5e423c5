//! The puzzles dialog's state ([`PuzzleScreen`]): the set (once loaded), the player's progress,
//! the theme filter, the puzzle on screen ([`PuzzleRun`]) and its board.
//!
//! The board is a [`UiState`] of its own, every seat a person's, showing the puzzle's
//! position: the game's board component draws it ([`crate::app::view::BoardModel::of`]) and
//! its click machine selects pegs and finds moves. A move the board would play is first
//! checked against the solution: a right one is played (and animated), a wrong one is not.
//! The engine's replies follow on the board one at a time ([`PuzzleInput::CatchUp`], which the
//! page sends once the move before has been seen).

use std::rc::Rc;

use crate::app::select::{click, Click};
use crate::app::state::{default_seats, Action, GameConfig, UiState};
use crate::app::train::puzzle_run::{Answer, PuzzleRun, RunState};
use crate::app::tree::Tree;
use crate::engine::{Cell, Move};
use crate::train::puzzle::choice::{next, of_the_day, Day};
use crate::train::puzzle::progress::{Change, Progress};
use crate::train::puzzle::{Puzzle, PuzzleId, Theme};

/// What the player (or the page) does in the puzzles dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleInput {
    /// The set came (`None`: it could not be loaded).
    Loaded(Option<Rc<[Puzzle]>>),
    /// Open this puzzle (of the set or of the player's games).
    Open(PuzzleId),
    /// Open the puzzle of this day.
    OfTheDay(Day),
    /// Open the next puzzle near the player's rating.
    Next,
    /// Filter by this theme (`None`: every theme).
    Theme(Option<Theme>),
    /// A hole of the puzzle's board was activated.
    Cell(Cell),
    /// A peg of the puzzle's board was picked up (a drag's start).
    Select(Cell),
    /// A peg was dragged from a hole and dropped on another.
    Drop(Cell, Cell),
    /// Escape: the selection goes.
    Cancel,
    /// Show the solution's next move.
    Hint,
    /// The puzzle from its start again.
    Retry,
    /// Show the next reply of the engine on the board.
    CatchUp,
}

/// The puzzles dialog's state.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleScreen {
    /// The set; `None` while it loads.
    set: Option<Rc<[Puzzle]>>,
    /// Whether loading the set failed.
    unavailable: bool,
    /// The player's progress.
    progress: Progress,
    /// The theme filter.
    theme: Option<Theme>,
    /// The puzzle on screen.
    run: Option<PuzzleRun>,
    /// The puzzle's board.
    board: Rc<UiState>,
    /// Changes with each puzzle opened or retried.
    seq: u32,
    /// A puzzle asked for before the set came (a link's).
    wanted: Option<PuzzleId>,
    /// The player's rating change of the last rated attempt.
    change: Option<Change>,
    /// "Next puzzle" found none: every puzzle of the filter is solved.
    all_solved: bool,
    /// The puzzle a link asked for is not in the set (retired, `puzzles --refresh`): another
    /// shows, and the dialog says so until the next puzzle.
    missing: Option<PuzzleId>,
}

impl PuzzleScreen {
    /// The dialog as it opens, with the player's `progress`, on puzzle `wanted` (a link's)
    /// once the set is there.
    pub fn new(progress: Progress, wanted: Option<PuzzleId>) -> PuzzleScreen {
        PuzzleScreen {
            set: None,
            unavailable: false,
            progress,
            theme: None,
            run: None,
            board: Rc::default(),
            seq: 0,
            wanted,
            change: None,
            all_solved: false,
            missing: None,
        }
    }

    /// Whether the set is still loading.
    pub fn loading(&self) -> bool {
        self.set.is_none() && !self.unavailable
    }

    /// Whether the set could not be loaded.
    pub fn unavailable(&self) -> bool {
        self.unavailable
    }

    /// The player's progress.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The theme filter.
    pub fn theme(&self) -> Option<Theme> {
        self.theme
    }

    /// The puzzle on screen.
    pub fn run(&self) -> Option<&PuzzleRun> {
        self.run.as_ref()
    }

    /// The puzzle's board.
    pub fn board(&self) -> &UiState {
        &self.board
    }

    /// Changes with each puzzle opened or retried (the board's cursor starts again).
    pub fn seq(&self) -> u32 {
        self.seq
    }

    /// The player's rating change of the last rated attempt.
    pub fn change(&self) -> Option<Change> {
        self.change
    }

    /// Whether an engine's reply waits to be shown on the board.
    pub fn reply_waiting(&self) -> bool {
        self.run
            .as_ref()
            .is_some_and(|r| self.board.tree().line().moves().len() < r.played().len())
    }

    /// The puzzles of the set.
    pub fn set(&self) -> &[Puzzle] {
        self.set.as_deref().unwrap_or(&[])
    }

    /// Applies `input`; whether anything changed.
    pub fn apply(&mut self, input: PuzzleInput) -> bool {
        match input {
            PuzzleInput::Loaded(set) => {
                self.unavailable = set.is_none();
                self.set = set;
                let wanted = self.wanted.take();
                match wanted {
                    Some(id) if self.open(&id) => {}
                    wanted => {
                        self.next_puzzle();
                        // (Only a set that loaded can say a puzzle is not in it.)
                        self.missing = wanted.filter(|_| self.set.is_some());
                    }
                }
                true
            }
            PuzzleInput::Open(id) => self.open(&id),
            PuzzleInput::OfTheDay(day) => {
                let Some(p) = of_the_day(day, self.set()).cloned() else {
                    return false;
                };
                self.start(p);
                true
            }
            PuzzleInput::Next => self.next_puzzle(),
            PuzzleInput::Theme(theme) => {
                self.theme = theme;
                self.all_solved = false;
                let shown = self
                    .run
                    .as_ref()
                    .is_some_and(|r| crate::train::puzzle::choice::shows(r.puzzle(), theme));
                if !shown {
                    self.next_puzzle();
                }
                true
            }
            PuzzleInput::Cell(cell) => {
                let selected = self.board.selected();
                self.board_move(
                    click(self.board.position(), selected, cell),
                    Action::Cell(cell),
                )
            }
            PuzzleInput::Select(cell) => {
                self.playable() && Rc::make_mut(&mut self.board).apply(Action::Select(cell))
            }
            PuzzleInput::Drop(from, to) => self.board_move(
                click(self.board.position(), Some(from), to),
                Action::Drop { from, to },
            ),
            PuzzleInput::Cancel => Rc::make_mut(&mut self.board).apply(Action::Cancel),
            PuzzleInput::Hint => {
                let Some(m) = self.run.as_mut().and_then(PuzzleRun::hint) else {
                    return false;
                };
                let node = self.board.tree().cursor();
                Rc::make_mut(&mut self.board).apply(Action::Hint { node, hint: m });
                true
            }
            PuzzleInput::Retry => {
                let Some(run) = self.run.as_mut() else {
                    return false;
                };
                run.retry();
                self.board = Rc::new(board_of(run.puzzle()));
                self.seq += 1;
                true
            }
            PuzzleInput::CatchUp => self.catch_up(),
        }
    }

    /// Whether the player may move now: a puzzle is being solved and no reply waits.
    fn playable(&self) -> bool {
        self.run
            .as_ref()
            .is_some_and(|r| r.state() == RunState::Solving)
            && !self.reply_waiting()
    }

    /// A click or drop on the board: a move is checked against the solution first.
    fn board_move(&mut self, what: Click, action: Action) -> bool {
        if !self.playable() {
            return false;
        }
        let Click::Play(m) = what else {
            return Rc::make_mut(&mut self.board).apply(action);
        };
        let Some(run) = self.run.as_mut() else {
            return false;
        };
        let answer = run.play(m);
        if answer == Answer::Wrong {
            Rc::make_mut(&mut self.board).apply(Action::Cancel);
        } else {
            Rc::make_mut(&mut self.board).apply(action);
        }
        self.settle();
        true
    }

    /// Rates an attempt that has just ended (a puzzle of the set; one of the player's games is
    /// only marked solved).
    fn settle(&mut self) {
        let Some(run) = self.run.as_mut() else {
            return;
        };
        let Some(won) = run.take_result() else {
            return;
        };
        let puzzle = run.puzzle().clone();
        if !self.set().iter().any(|p| p.id == puzzle.id) {
            // A puzzle from the player's games: kept as solved, not rated.
            if won {
                self.progress.mark_solved(&puzzle);
            }
        } else if let Some(change) = self.progress.record(&puzzle, won) {
            self.change = Some(change);
        }
    }

    /// Plays the engine's next reply on the board.
    fn catch_up(&mut self) -> bool {
        let Some(run) = &self.run else {
            return false;
        };
        let shown = self.board.tree().line().moves().len();
        let Some(&m) = run.played().get(shown) else {
            return false;
        };
        play_on(Rc::make_mut(&mut self.board), m)
    }

    /// Opens puzzle `id` of the set or of the player's games.
    fn open(&mut self, id: &PuzzleId) -> bool {
        let found = self
            .set()
            .iter()
            .chain(&self.progress.own)
            .find(|p| &p.id == id)
            .cloned();
        match found {
            Some(p) => {
                self.start(p);
                true
            }
            None => false,
        }
    }

    /// Opens the next puzzle near the player's rating (none left: says so).
    fn next_puzzle(&mut self) -> bool {
        let current = self.run.as_ref().map(|r| r.puzzle().id.clone());
        let found = next(self.set(), self.theme, &self.progress, current.as_ref()).cloned();
        match found {
            Some(p) => {
                self.start(p);
                true
            }
            None => {
                let changed = !self.all_solved;
                self.all_solved = self.set.is_some();
                changed && self.all_solved
            }
        }
    }

    /// Whether "Next puzzle" found every puzzle of the filter solved.
    pub fn all_solved(&self) -> bool {
        self.all_solved
    }

    /// The puzzle a link asked for that is not in the set (another shows in its place).
    pub fn missing(&self) -> Option<&PuzzleId> {
        self.missing.as_ref()
    }

    fn start(&mut self, puzzle: Puzzle) {
        self.all_solved = false;
        self.missing = None;
        self.board = Rc::new(board_of(&puzzle));
        self.seq += 1;
        self.run = Some(PuzzleRun::new(puzzle));
    }
}

/// A board showing `puzzle`'s start, every seat a person's.
fn board_of(puzzle: &Puzzle) -> UiState {
    let options = *puzzle.position.options();
    let seats = default_seats(&options);
    let mut board = UiState::new(GameConfig {
        options,
        seats: seats.clone(),
        first: None,
    });
    board.apply(Action::load(Tree::new(puzzle.position.clone()), seats));
    board
}

/// Plays `m` on `board` as two clicks (the peg, then its destination).
fn play_on(board: &mut UiState, m: Move) -> bool {
    board.apply(Action::Cancel);
    board.apply(Action::Cell(m.from));
    board.apply(Action::Cell(m.to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Position};

    fn set() -> Rc<[Puzzle]> {
        let position = Position::start(Options::default()).unwrap();
        let mut after = position.clone();
        let first = position.legal_move_list()[0];
        after.play(first).unwrap();
        let reply = after.legal_move_list()[0];
        after.play(reply).unwrap();
        let last = after.legal_move_list()[0];
        let p = Puzzle {
            id: "a1".parse().unwrap(),
            position,
            solution: vec![first, reply, last],
            themes: vec![Theme::Ladder],
            rating: 1500,
            also: Vec::new(),
        };
        let q = Puzzle {
            id: "b2".parse().unwrap(),
            rating: 1600,
            themes: vec![Theme::Block],
            ..p.clone()
        };
        Rc::from(vec![p, q])
    }

    #[test]
    fn a_link_s_puzzle_opens_when_the_set_comes_and_is_solved_on_the_board() {
        let mut s = PuzzleScreen::new(Progress::default(), Some("a1".parse().unwrap()));
        assert!(s.loading());
        s.apply(PuzzleInput::Loaded(Some(set())));
        let p = s.run().unwrap().puzzle().clone();
        assert_eq!(p.id.as_str(), "a1");
        s.apply(PuzzleInput::Cell(p.solution[0].from));
        s.apply(PuzzleInput::Cell(p.solution[0].to));
        assert_eq!(s.run().unwrap().state(), RunState::Solving);
        assert!(s.reply_waiting());
        // No move while the reply waits.
        assert!(!s.apply(PuzzleInput::Cell(p.solution[2].from)));
        assert!(s.apply(PuzzleInput::CatchUp));
        assert!(!s.reply_waiting());
        assert_eq!(s.board().game().last_move(), Some(p.solution[1]));
        s.apply(PuzzleInput::Drop(p.solution[2].from, p.solution[2].to));
        assert_eq!(s.run().unwrap().state(), RunState::Solved);
        let change = s.change().unwrap();
        assert!(change.after > change.before);
        assert!(s.progress().solved(&p.id));
        // Next: the other puzzle (this one is solved).
        s.apply(PuzzleInput::Next);
        assert_eq!(s.run().unwrap().puzzle().id.as_str(), "b2");
        // The ladders: the only one is solved, and the dialog says so.
        assert!(!s.all_solved());
        s.apply(PuzzleInput::Theme(Some(Theme::Ladder)));
        assert!(s.all_solved());
        let said = crate::app::train::puzzle_view::PuzzleView::of(&s, crate::app::i18n::Lang::En);
        assert_eq!(
            said.note.as_deref(),
            Some("Every puzzle of this theme is solved: choose another theme.")
        );
        // Any theme: the unsolved one again.
        s.apply(PuzzleInput::Theme(None));
        assert!(!s.all_solved());
    }

    #[test]
    fn a_wrong_move_is_not_played_and_fails_the_puzzle() {
        let mut s = PuzzleScreen::new(Progress::default(), None);
        s.apply(PuzzleInput::Loaded(Some(set())));
        s.apply(PuzzleInput::Theme(Some(Theme::Block)));
        let p = s.run().unwrap().puzzle().clone();
        assert_eq!(p.id.as_str(), "b2");
        let wrong = p
            .position
            .legal_move_list()
            .into_iter()
            .find(|m| m.from != p.solution[0].from)
            .unwrap();
        s.apply(PuzzleInput::Cell(wrong.from));
        s.apply(PuzzleInput::Cell(wrong.to));
        assert_eq!(s.run().unwrap().state(), RunState::Failed);
        assert!(s.board().game().last_move().is_none());
        assert!(s.change().unwrap().after < 1500.0);
        s.apply(PuzzleInput::Retry);
        assert_eq!(s.run().unwrap().state(), RunState::Solving);
        assert!(s.apply(PuzzleInput::Hint));
        assert_eq!(s.board().hint(), Some(p.solution[0]));
    }

    #[test]
    fn a_link_to_a_puzzle_no_longer_in_the_set_shows_another_and_says_so() {
        let gone: PuzzleId = "zz9zz9zz".parse().unwrap();
        let mut s = PuzzleScreen::new(Progress::default(), Some(gone.clone()));
        s.apply(PuzzleInput::Loaded(Some(set())));
        assert!(s.run().is_some(), "another puzzle shows");
        assert_eq!(s.missing(), Some(&gone));
        let said = crate::app::train::puzzle_view::PuzzleView::of(&s, crate::app::i18n::Lang::En);
        assert_eq!(
            said.note,
            Some("Puzzle zz9zz9zz is no longer in the set: here is another.".to_owned())
        );
        // The next puzzle: the note goes.
        s.apply(PuzzleInput::Next);
        assert_eq!(s.missing(), None);
        // A link to a puzzle of the set says nothing of the kind.
        let mut s = PuzzleScreen::new(Progress::default(), Some(set()[1].id.clone()));
        s.apply(PuzzleInput::Loaded(Some(set())));
        assert_eq!(s.run().unwrap().puzzle().id, set()[1].id);
        assert_eq!(s.missing(), None);
    }

    #[test]
    fn a_set_that_did_not_load_says_so() {
        let mut s = PuzzleScreen::new(Progress::default(), None);
        s.apply(PuzzleInput::Loaded(None));
        assert!(s.unavailable() && !s.loading() && s.run().is_none());
    }
}
