//! The game's client logic that needs no browser: where holes are drawn, how clicks on the
//! board turn into selections and moves, the screen's state and reducer, keyboard navigation,
//! stable peg identities and the translated strings. Everything here is pure and tested
//! natively; the Yew components in `ui` only render it and carry out its side effects.

pub mod analysis;
pub mod early;
pub mod editor;
pub mod games;
pub mod gesture;
pub mod i18n;
pub mod kept;
pub mod layout;
pub mod link;
pub mod listview;
pub mod markup;
pub mod nav;
pub mod palette;
pub mod pegs;
pub mod rules_table;
pub mod saved;
pub mod screens;
pub mod search_workers;
pub mod seats;
pub mod select;
pub mod skeleton;
pub mod sound;
pub mod state;
pub mod sync;
pub mod train;
pub mod tree;
pub mod view;
