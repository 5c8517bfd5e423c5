//! The page's side of a split search: the move that the shares' answers choose together
//! ([`gather`]).

use super::{AiError, Reply};
use crate::ai::shares;
use crate::engine::Move;

/// The move of a search split into shares, from every share's answer (in share order): the
/// merged roots of the tree searches ([`shares::merge`]); a share that failed or timed out is
/// left out, the others decide. Answers without a root (a search that was no tree search
/// answers the same move in every share) give the first one's move. Every share failed: the
/// first share's error.
///
/// # Errors
///
/// The first answer's error when no answer has a move ([`AiError::BadAnswer`] when there is no
/// answer at all, or an answer is no move).
pub fn gather(answers: &[Result<Reply, AiError>]) -> Result<Move, AiError> {
    let roots: Vec<shares::RootStats> = answers
        .iter()
        .filter_map(|a| match a {
            Ok(Reply::Tree { root, .. }) => Some(root.clone()),
            _ => None,
        })
        .collect();
    if let Some(m) = shares::merge(&roots) {
        return Ok(m);
    }
    let mut first_error = None;
    for a in answers {
        match a {
            Ok(Reply::Move(m) | Reply::Tree { best: m, .. }) => return Ok(*m),
            Ok(_) => {
                first_error.get_or_insert(AiError::BadAnswer);
            }
            Err(e) => {
                first_error.get_or_insert(*e);
            }
        }
    }
    Err(first_error.unwrap_or(AiError::BadAnswer))
}

/// The least time the shares still out are given after the first tree answer, in ms.
pub const GRACE_MIN_MS: f64 = 250.0;

/// The shares of one split move as their answers come in: done when every share has answered,
/// or, once one share has answered with a tree, at a deadline for the rest — half the time the
/// first took, at least [`GRACE_MIN_MS`] — so that a share whose worker hangs or crawls does not
/// hold the move until its request times out. (The shares search the same budget, so healthy
/// ones answer within a few milliseconds of each other.)
#[derive(Clone, Debug)]
pub struct Gathering {
    answers: Vec<Option<Result<Reply, AiError>>>,
    asked_at: f64,
    deadline: Option<f64>,
    done: bool,
}

/// What a [`Gathering`] says after an answer or at its deadline.
#[derive(Clone, Debug, PartialEq)]
pub enum Gathered {
    /// Wait for more answers; when `Some`, until that time at the latest ([`Gathering::expire`]).
    Wait(Option<f64>),
    /// The move (or why there is none): [`gather`] over the answers in.
    Done(Result<Move, AiError>),
    /// The move was given already.
    Over,
}

impl Gathering {
    /// `shares` answers awaited, asked at `now` (ms).
    pub fn new(shares: usize, now: f64) -> Gathering {
        Gathering {
            answers: vec![None; shares.max(1)],
            asked_at: now,
            deadline: None,
            done: false,
        }
    }

    /// Share `k`'s answer, arrived at `now`.
    pub fn answer(&mut self, k: usize, reply: Result<Reply, AiError>, now: f64) -> Gathered {
        if self.done {
            return Gathered::Over;
        }
        let tree = matches!(reply, Ok(Reply::Tree { .. }));
        if let Some(slot) = self.answers.get_mut(k) {
            *slot = Some(reply);
        }
        if self.answers.iter().all(Option::is_some) {
            return self.finish();
        }
        if tree && self.deadline.is_none() {
            let took = (now - self.asked_at).max(0.0);
            self.deadline = Some(now + (took / 2.0).max(GRACE_MIN_MS));
        }
        Gathered::Wait(self.deadline)
    }

    /// The deadline has come (at `now`): the move from the answers in, if it has passed.
    pub fn expire(&mut self, now: f64) -> Gathered {
        match self.deadline {
            _ if self.done => Gathered::Over,
            Some(d) if now >= d => self.finish(),
            d => Gathered::Wait(d),
        }
    }

    /// The shares that have not answered (their workers are still busy with this move).
    pub fn missing(&self) -> Vec<usize> {
        (0..self.answers.len())
            .filter(|&k| self.answers[k].is_none())
            .collect()
    }

    fn finish(&mut self) -> Gathered {
        self.done = true;
        let answers: Vec<_> = self.answers.iter().flatten().cloned().collect();
        Gathered::Done(gather(&answers))
    }
}
