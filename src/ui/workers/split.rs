//! A move searched by several computer workers at once: the same position to each with its
//! share, their answers gathered ([`crate::ai::wire::gather`]) into the one move the page gets.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::Callback;

use super::pool::{self, Role, Waiter};
use crate::ai::shares::{Share, MAX_SHARES};
use crate::ai::wire::{self, AiError, Body, Reply, Request};
use crate::engine::Move;

thread_local! {
    /// How many computer workers search a split move ([`set_workers`]).
    static WORKERS: Cell<u8> = const { Cell::new(1) };
}

/// Lets `n` computer workers (1 to [`MAX_SHARES`]) search each move of a level that splits
/// its search (`ai::shares::splits`); from the next request on.
pub fn set_workers(n: u8) {
    WORKERS.with(|w| w.set(n.clamp(1, MAX_SHARES)));
}

/// How many computer workers search a split move.
pub fn workers() -> u8 {
    WORKERS.with(Cell::get)
}

/// The answers so far, one per share, and who waits for the move.
struct Gathering {
    answers: Vec<Option<Result<Reply, AiError>>>,
    done: Option<Callback<Result<Move, AiError>>>,
}

/// Sends the move request `move_of(share)` for each of `n` shares with request `id`, share `k`
/// to computer worker `k`; `done` gets the gathered move once every share has answered, failed
/// or timed out.
pub(super) fn ask(
    id: u64,
    move_of: impl Fn(Share) -> Body,
    n: u8,
    done: Callback<Result<Move, AiError>>,
) {
    let state = Rc::new(RefCell::new(Gathering {
        answers: vec![None; usize::from(n)],
        done: Some(done),
    }));
    for k in 0..n {
        let body = move_of(Share::new(k, n).unwrap_or(Share::WHOLE));
        let state = state.clone();
        let answered = Callback::from(move |reply: Result<Reply, AiError>| {
            let ready = {
                let mut s = state.borrow_mut();
                s.answers[usize::from(k)] = Some(reply);
                if s.answers.iter().all(Option::is_some) {
                    let answers: Vec<_> = s.answers.iter_mut().filter_map(Option::take).collect();
                    s.done.take().map(|d| (d, answers))
                } else {
                    None
                }
            };
            // (Outside the borrow: the page may ask again at once.)
            if let Some((done, answers)) = ready {
                done.emit(wire::gather(&answers));
            }
        });
        pool::ask(
            Role::Computer(k),
            Request { id, body },
            Waiter::Share(answered),
        );
    }
}
