//! The Web Worker entry of the computer (built by Trunk with `data-bin="worker"
//! data-type="worker"`): the page starts two of them, one for the computer's moves and hints,
//! one for the analysis board and the review; see `sternhalma::ui::worker` (the page's side: `sternhalma::ui::workers`).

#[cfg(target_arch = "wasm32")]
fn main() {
    sternhalma::ui::worker::serve();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the computer's worker runs in the browser (built by trunk)");
}
