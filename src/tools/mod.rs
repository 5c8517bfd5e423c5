//! What the library's binaries and its own modules share that is not the rules: reading rule
//! options from command-line arguments ([`RuleFlags`], used by `perft` and `arena`) and a
//! seeded generator ([`SplitMix64`], used by `ai`, `app`, the binaries, the tests and the
//! benchmarks).
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

mod flags;
mod rng;

pub use flags::{FlagError, RuleFlags};
pub use rng::SplitMix64;
