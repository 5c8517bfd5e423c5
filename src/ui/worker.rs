//! The computer's Web Worker, its own side (`src/bin/worker.rs` runs [`serve`]): it answers
//! moves, hints, judgements and race points at once, and runs an analysis one iteration at a
//! time with a yield to its event loop between iterations, so that a new request or `stop` is
//! read between two iterations. The requests and answers are [`crate::ai::wire`]'s (read and
//! handled by [`wire::receive`]); the page's side is [`crate::ui::workers`].

use std::cell::{Cell, RefCell};

use gloo_events::EventListener;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::ai::wire::{self, AnalysisJob, Received};

thread_local! {
    /// The worker's running analysis.
    static JOB: RefCell<Option<Box<AnalysisJob>>> = const { RefCell::new(None) };
    /// The callback that runs the next iteration (made once, scheduled with `setTimeout`).
    static TICK: RefCell<Option<Closure<dyn FnMut()>>> = const { RefCell::new(None) };
    /// An iteration is scheduled.
    static SCHEDULED: Cell<bool> = const { Cell::new(false) };
}

fn post(scope: &DedicatedWorkerGlobalScope, text: &str) {
    let _ = scope.post_message(&JsValue::from_str(text));
}

/// Runs the next iteration after the worker's event loop has had its turn (a zero timeout:
/// messages that arrived meanwhile — a new request, `stop` — are handled first).
fn schedule() {
    if SCHEDULED.with(|s| s.replace(true)) {
        return;
    }
    TICK.with(|t| {
        if let Some(tick) = t.borrow().as_ref() {
            let set = js_sys::Reflect::get(&js_sys::global(), &"setTimeout".into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
            if let Some(set) = set {
                let _ = set.call2(&JsValue::NULL, tick.as_ref(), &JsValue::from(0));
            }
        }
    });
}

/// One iteration of the running analysis, posted; the next is scheduled.
fn step(scope: &DedicatedWorkerGlobalScope) {
    SCHEDULED.with(|s| s.set(false));
    let Some(mut job) = JOB.with(|j| j.borrow_mut().take()) else {
        return;
    };
    let clock = || js_sys::Date::now();
    if let Some((answer, more)) = job.step(&clock) {
        post(scope, &answer.encode(job.position()));
        if more {
            // (No message can arrive during the iteration: the job is still the current one.)
            JOB.with(|j| *j.borrow_mut() = Some(job));
            schedule();
        }
    }
}

/// The worker's side (`src/bin/worker.rs`): answers moves and judgements at once, runs an
/// analysis one iteration at a time with a yield to the event loop between iterations, after
/// telling the page it listens ([`wire::READY`]).
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let ticker = scope.clone();
    TICK.with(|t| *t.borrow_mut() = Some(Closure::new(move || step(&ticker))));
    let replies = scope.clone();
    let listener = EventListener::new(&scope, "message", move |e| {
        let Some(text) = e
            .dyn_ref::<MessageEvent>()
            .and_then(|e| e.data().as_string())
        else {
            return;
        };
        let clock = || js_sys::Date::now();
        match wire::receive(&text, &clock) {
            Received::Answer(a) => post(&replies, &a),
            Received::Analyse { started, job } => {
                post(&replies, &started);
                JOB.with(|j| *j.borrow_mut() = Some(job));
                schedule();
            }
            Received::Stop(id) => JOB.with(|j| {
                let mut j = j.borrow_mut();
                if j.as_ref().is_some_and(|job| job.id() == id) {
                    *j = None;
                }
            }),
            Received::Nothing => {}
        }
    });
    // The worker listens for as long as it lives.
    listener.forget();
    post(&scope, wire::READY);
}
