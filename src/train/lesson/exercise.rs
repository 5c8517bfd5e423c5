//! The lesson being played ([`Exercise`]): a pure machine fed with the learner's [`Input`]s (a
//! hole activated, a peg dragged and dropped, "Hint", "Take back", "Try again"). It keeps the
//! moves made, says why a move is wrong ([`Note::Wrong`]: the par cannot be met after it) or why
//! the rules refuse a move tried ([`Note::Refused`]), shows the engine's move on request and
//! counts the stars when the goal is met.

use crate::engine::{Cell, Move, Position};

use super::judge::{judge_attempt, judge_move, Reason};
use super::solve::{advance, hint, met, shortest, EXACT_DEPTH};
use super::Lesson;

/// What the learner does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A hole activated (click, tap, Enter): selects a peg, or plays the selected peg there.
    Cell(Cell),
    /// A drag started on this peg.
    Select(Cell),
    /// A peg dropped: (from, to).
    Drop(Cell, Cell),
    /// Escape: nothing selected.
    Cancel,
    /// Show the engine's move.
    Hint,
    /// Take the last move back.
    TakeBack,
    /// Start the lesson again.
    Retry,
}

/// What the lesson says about the last thing the learner did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The move just played cannot meet the par any more, and why.
    Wrong(Reason),
    /// The rules refuse the move tried, and which rule.
    Refused(Reason),
    /// The engine's move.
    Hint(Move),
    /// The goal is met.
    Done,
}

/// A move made in the lesson.
#[derive(Clone, Debug, PartialEq)]
struct Made {
    before: Position,
    mv: Move,
    wrong: bool,
}

/// The lesson being played.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    lesson: Lesson,
    position: Position,
    made: Vec<Made>,
    selected: Option<Cell>,
    note: Option<Note>,
}

impl Exercise {
    /// The lesson at its start.
    pub fn new(lesson: Lesson) -> Exercise {
        Exercise {
            position: lesson.position.clone(),
            lesson,
            made: Vec::new(),
            selected: None,
            note: None,
        }
    }

    /// The lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves made.
    pub fn moves(&self) -> u32 {
        self.made.len() as u32
    }

    /// The moves made, in order.
    pub fn line(&self) -> Vec<Move> {
        self.made.iter().map(|m| m.mv).collect()
    }

    /// The last move made.
    pub fn last_move(&self) -> Option<Move> {
        self.made.last().map(|m| m.mv)
    }

    /// The selected peg.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// The legal moves of the selected peg.
    pub fn destinations(&self) -> Vec<Move> {
        match self.selected {
            Some(c) if !self.done() => self.position.moves_from(c).to_vec(),
            _ => Vec::new(),
        }
    }

    /// What the lesson says now.
    pub fn note(&self) -> Option<Note> {
        self.note
    }

    /// Whether the goal is met.
    pub fn done(&self) -> bool {
        met(&self.position, self.lesson.goal, self.lesson.army())
    }

    /// The stars earned so far (0 until the goal is met).
    pub fn stars(&self) -> u8 {
        self.lesson.stars(self.moves(), self.done())
    }

    /// Whether a move can be taken back.
    pub fn can_take_back(&self) -> bool {
        !self.made.is_empty()
    }

    /// Applies an input; returns whether anything changed.
    pub fn apply(&mut self, input: Input) -> bool {
        match input {
            Input::Cell(c) => self.cell(c),
            Input::Select(c) => self.select(c),
            Input::Drop(from, to) => {
                self.selected = Some(from);
                self.to(to) || {
                    self.selected = None;
                    true
                }
            }
            Input::Cancel => self.selected.take().is_some(),
            Input::Hint => self.hint(),
            Input::TakeBack => self.take_back(),
            Input::Retry => {
                *self = Exercise::new(self.lesson.clone());
                true
            }
        }
    }

    fn movable(&self, c: Cell) -> bool {
        !self.done() && !self.position.moves_from(c).is_empty()
    }

    fn select(&mut self, c: Cell) -> bool {
        if !self.movable(c) || self.selected == Some(c) {
            return false;
        }
        self.selected = Some(c);
        true
    }

    fn cell(&mut self, c: Cell) -> bool {
        if self.done() {
            return false;
        }
        if self.selected == Some(c) {
            self.selected = None;
            return true;
        }
        if self.movable(c) {
            self.selected = Some(c);
            return true;
        }
        if self.selected.is_some() {
            self.to(c);
            self.selected = None;
            return true;
        }
        false
    }

    /// Plays the selected peg to `to`, or says why the rules refuse it.
    fn to(&mut self, to: Cell) -> bool {
        let Some(from) = self.selected.take() else {
            return false;
        };
        let moves = self.position.moves_from(from);
        match moves.iter().find(|m| m.to == to) {
            Some(&m) => {
                self.play(m);
                true
            }
            None => match judge_attempt(&self.position, from, to) {
                Some(reason) => {
                    self.note = Some(Note::Refused(reason));
                    true
                }
                None => false,
            },
        }
    }

    fn play(&mut self, m: Move) {
        let (army, goal, learner) = (self.lesson.army(), self.lesson.goal, self.lesson.learner());
        let next = advance(&self.position, m, learner);
        let astray = self.made.iter().any(|m| m.wrong);
        let made = self.moves() + 1;
        let wrong = !astray && !met(&next, goal, army) && self.lesson.par >= made && {
            let left = self.lesson.par - made;
            if left <= EXACT_DEPTH {
                shortest(&next, goal, army, left).is_none()
            } else {
                judge_move(&self.position, army, m) == Reason::Away
            }
        };
        self.note = if met(&next, goal, army) {
            Some(Note::Done)
        } else if wrong {
            Some(Note::Wrong(judge_move(&self.position, army, m)))
        } else {
            None
        };
        self.made.push(Made {
            before: std::mem::replace(&mut self.position, next),
            mv: m,
            wrong,
        });
    }

    fn take_back(&mut self) -> bool {
        match self.made.pop() {
            Some(made) => {
                self.position = made.before;
                self.selected = None;
                self.note = None;
                true
            }
            None => false,
        }
    }

    /// The engine's next move: the lesson's known line while the learner follows it, else
    /// the search's.
    pub fn hint_move(&self) -> Option<Move> {
        let line = &self.lesson.line;
        let k = self.made.len();
        if k < line.len() && self.made.iter().zip(line).all(|(m, l)| m.mv == *l) {
            return Some(line[k]);
        }
        hint(
            &self.position,
            self.lesson.goal,
            self.lesson.army(),
            EXACT_DEPTH,
        )
    }

    fn hint(&mut self) -> bool {
        if self.done() {
            return false;
        }
        match self.hint_move() {
            Some(m) => {
                self.note = Some(Note::Hint(m));
                self.selected = None;
                true
            }
            None => false,
        }
    }
}
