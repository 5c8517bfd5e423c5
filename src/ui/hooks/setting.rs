//! The toolbar's settings, remembered in `localStorage` like the sound and the language: a
//! setting that is on or off, and the search workers.

use yew::prelude::*;

use crate::app::search_workers::SearchWorkers;
use crate::ui::{storage, workers};

/// Whether the board shows its coordinates (`"on"`; anything else, or nothing, is off).
pub const COORDINATES_KEY: &str = "sternhalma.coordinates";

/// Whether the setting stored under `key` is on (off unless `"on"` is stored), and a callback
/// that turns it over and remembers it.
#[hook]
pub fn use_switch(key: &'static str) -> (bool, Callback<()>) {
    let on = use_state_eq(|| storage::load(key).as_deref() == Some("on"));
    let toggle = {
        let on = on.clone();
        Callback::from(move |()| {
            let turned_on = !*on;
            // A failing save only means the choice is not remembered.
            let _ = storage::save(key, if turned_on { "on" } else { "off" });
            on.set(turned_on);
        })
    };
    (*on, toggle)
}

/// The "Search workers" setting, and a callback that changes it: remembered, and the number of
/// computer workers set for the next move ([`workers::set_workers`]).
#[hook]
pub fn use_search_workers() -> (SearchWorkers, Callback<SearchWorkers>) {
    let chosen = use_state_eq(storage::search_workers);
    let choose = {
        let chosen = chosen.clone();
        Callback::from(move |c: SearchWorkers| {
            // A failing save only means the choice is not remembered.
            let _ = storage::save(storage::WORKERS_KEY, &c.tag());
            workers::set_workers(c.count(storage::cores()));
            chosen.set(c);
        })
    };
    (*chosen, choose)
}
