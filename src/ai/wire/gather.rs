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
