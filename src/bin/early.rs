//! The page's early module (built by Trunk with `data-bin="early" data-type="worker"`, loaded
//! by the page's HTML beside the game's own module): the rules engine and the early board, no
//! Yew, a fraction of the game's size, so that the board takes its first moves while the game's
//! module loads. See `sternhalma::app::early` and `sternhalma::ui::early`.

#[cfg(target_arch = "wasm32")]
fn main() {
    sternhalma::ui::early::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the early module runs in the browser (built by trunk)");
}
