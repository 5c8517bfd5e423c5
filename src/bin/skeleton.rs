//! Prints the page's skeleton (the empty board, see `sternhalma::app::skeleton`) for
//! `scripts/postbuild.mjs` to put into the page.
//!
//!     cargo run --bin skeleton

fn main() {
    print!(
        "{}",
        sternhalma::app::skeleton::page(sternhalma::engine::BoardSize::default())
    );
}
