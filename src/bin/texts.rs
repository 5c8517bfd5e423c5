//! Prints a language's texts file (see `sternhalma::app::i18n::files`) for
//! `scripts/postbuild.mjs` to put beside the page.
//!
//!     cargo run --bin texts -- da

use sternhalma::app::i18n::{files, Lang};

fn main() {
    let tag = std::env::args().nth(1).unwrap_or_default();
    match Lang::from_saved(&tag) {
        Some(lang) if lang != Lang::En => print!("{}", files::encode(lang)),
        _ => {
            eprintln!("usage: texts da|bg (English is compiled into the page)");
            std::process::exit(2);
        }
    }
}
