//! The Web Worker entry of the computer opponent (built by Trunk with
//! `data-bin="worker" data-type="worker"`); see `sternhalma::ui::ai`.

#[cfg(target_arch = "wasm32")]
fn main() {
    sternhalma::ui::ai::serve();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the computer opponent's worker runs in the browser (built by trunk)");
}
