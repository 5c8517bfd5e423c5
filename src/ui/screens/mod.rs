//! The page's second wasm module: the screens that the first screen does not need ("Learn to
//! play", the puzzles, the new-game form, the games list and the position editor,
//! [`crate::app::screens::Screen`]) live in a module of their own
//! (`src/bin/screens.rs`), which the page loads when it is idle after the board is playable, or
//! when such a screen is asked for first.
//!
//! - [`host`] is the page's side: it loads the module (through `window.sternhalmaScreens`, which
//!   the start-up script defines, see `scripts/postbuild.mjs`), asks it for a screen, says so
//!   while the module loads, and closes the screen when the page's state does.
//! - [`serve`] is the module's side: it reads the request and mounts the screen's own Yew app
//!   in an element of its own under `<body>`, beside the game's (two Yew apps must not nest:
//!   each listens for events at its root).
//!
//! The two share nothing but the DOM, `localStorage` and the page's globals (the texts' files,
//! the puzzle set's URL): the request is a [`Screen`](crate::app::screens::Screen)'s text, and
//! the module calls back when its screen asks to close.

pub mod host;
pub mod serve;
