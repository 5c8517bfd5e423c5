//! The game's entry point: in the browser it mounts the Yew app; natively it only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    sternhalma::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("sternhalma runs in the browser: build and serve it with scripts/play.sh");
}
