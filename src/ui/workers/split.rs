//! A move searched by several computer workers at once: the same position to each with its
//! share, their answers gathered ([`crate::ai::wire::gather`]) into the one move the page gets.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::Callback;

use super::pool::{self, Role, Waiter};
use crate::ai::shares::{Share, MAX_SHARES};
use crate::ai::wire::gather::{Gathered, Gathering};
use crate::ai::wire::{AiError, Body, Reply, Request};
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

/// The shares' answers so far ([`Gathering`]), who waits for the move, and the timer of the
/// grace the shares still out are given.
struct Split {
    gathering: Gathering,
    done: Option<Callback<Result<Move, AiError>>>,
    timer: Option<Timeout>,
}

/// Sends the move request `move_of(share)` for each of `n` shares with request `id`, share `k`
/// to computer worker `k`; `done` gets the gathered move once every share has answered, failed
/// or timed out — or, once one share has answered, when the others' grace is over
/// ([`Gathering`]): their workers, still busy with the move, are replaced.
pub(super) fn ask(
    id: u64,
    move_of: impl Fn(Share) -> Body,
    n: u8,
    done: Callback<Result<Move, AiError>>,
) {
    let state = Rc::new(RefCell::new(Split {
        gathering: Gathering::new(usize::from(n), js_sys::Date::now()),
        done: Some(done),
        timer: None,
    }));
    for k in 0..n {
        let body = move_of(Share::new(k, n).unwrap_or(Share::WHOLE));
        let state = state.clone();
        let answered = Callback::from(move |reply: Result<Reply, AiError>| {
            let now = js_sys::Date::now();
            let step = state
                .borrow_mut()
                .gathering
                .answer(usize::from(k), reply, now);
            settle(id, &state, step, now);
        });
        pool::ask(
            Role::Computer(k),
            Request { id, body },
            Waiter::Share(answered),
        );
    }
}

/// Acts on what the gathering said: the move to the page (the shares still out dropped and
/// their workers replaced), or the grace's timer set.
fn settle(id: u64, state: &Rc<RefCell<Split>>, step: Gathered, now: f64) {
    match step {
        Gathered::Done(chosen) => {
            let (done, missing) = {
                let mut s = state.borrow_mut();
                s.timer = None;
                (s.done.take(), s.gathering.missing())
            };
            for k in missing {
                let role = Role::Computer(u8::try_from(k).unwrap_or(0));
                if pool::forget(role, id) {
                    pool::restart(role);
                }
            }
            // (Outside the borrow: the page may ask again at once.)
            if let Some(done) = done {
                done.emit(chosen);
            }
        }
        Gathered::Wait(Some(deadline)) if state.borrow().timer.is_none() => {
            let later = state.clone();
            let wait = (deadline - now).clamp(0.0, f64::from(u32::MAX)) as u32;
            let timer = Timeout::new(wait, move || {
                let now = js_sys::Date::now();
                let step = {
                    let mut s = later.borrow_mut();
                    // (This timer is running: it is not dropped from inside itself.)
                    if let Some(t) = s.timer.take() {
                        let _ = t.forget();
                    }
                    // A move cancelled meanwhile (its ticket dropped) has no share left waiting.
                    let cancelled = !s.gathering.missing().into_iter().any(|k| {
                        pool::is_pending(Role::Computer(u8::try_from(k).unwrap_or(0)), id)
                    });
                    if cancelled {
                        s.done = None;
                        return;
                    }
                    s.gathering.expire(now)
                };
                settle(id, &later, step, now);
            });
            state.borrow_mut().timer = Some(timer);
        }
        Gathered::Wait(_) | Gathered::Over => {}
    }
}
