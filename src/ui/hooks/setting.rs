//! A setting that is on or off, remembered in `localStorage` like the sound and the language.

use yew::prelude::*;

use crate::ui::storage;

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
