//! The page's second wasm module (built by Trunk with `data-bin="screens"
//! data-type="worker"`, loaded by the page after the board): the screens the first screen does
//! not need (the lessons, the puzzles, the new-game form, the games list and the position
//! editor). It exports `open`, `lang`, `warm` and `close` to the page; see
//! `sternhalma::ui::screens`.

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Shows the screen `request` names in `root`, in the language tagged `lang`; `on_done` is
    /// called when it is done (with its answer's text, if it has one). Whether the request
    /// names a screen.
    #[wasm_bindgen]
    pub fn open(
        root: web_sys::Element,
        request: &str,
        lang: &str,
        on_done: js_sys::Function,
    ) -> bool {
        sternhalma::ui::screens::serve::open(root, request, lang, on_done)
    }

    /// Readies the screen `request` names before it is asked for.
    #[wasm_bindgen]
    pub fn warm(request: &str) {
        sternhalma::ui::screens::serve::warm(request);
    }

    /// Draws the screen on show in the language tagged `lang`, keeping its state.
    #[wasm_bindgen]
    pub fn lang(lang: &str) {
        sternhalma::ui::screens::serve::set_lang(lang);
    }

    /// Takes the screen on show off the page.
    #[wasm_bindgen]
    pub fn close() {
        sternhalma::ui::screens::serve::close();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // The screens' dialogs give the focus back to what had it, as the page's do.
    sternhalma::ui::dialog::track_focus();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the screens module runs in the browser (built by trunk)");
}
