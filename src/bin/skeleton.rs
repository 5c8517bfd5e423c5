//! Prints the page's skeleton (the board and the welcome card shown while the code loads, and
//! the inline script that decides what of it shows, see `sternhalma::app::skeleton`) for
//! `scripts/postbuild.mjs` to put into the page.
//!
//!     cargo run --bin skeleton

fn main() {
    print!("{}", sternhalma::app::skeleton::page());
}
