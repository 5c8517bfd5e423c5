//! What the command-line tools, the benchmarks and the tests share that is
//! not the rules: reading rule options from command-line arguments
//! ([`RuleFlags`], used by `perft` and `arena`), a seeded generator
//! ([`SplitMix64`]), and the benchmark helpers ([`bench`]: random playouts,
//! a move-generation benchmark with a caller-supplied clock, for native and
//! wasm runs alike).
//!
//! # Examples
//!
//! ```
//! use sternhalma::tools::RuleFlags;
//!
//! let mut flags = RuleFlags::default();
//! assert_eq!(flags.parse(&["--rest-any".to_string()]), Ok(1));
//! assert_eq!(flags.options().to_string(), "p2.rest-any");
//! ```

pub mod bench;
mod flags;
mod rng;

pub use flags::{FlagError, RuleFlags};
pub use rng::SplitMix64;
