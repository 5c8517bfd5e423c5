//! [`RuleFlags`]: rule options from command-line arguments, read the same way
//! by every tool (`perft`, `arena`) from the one option table
//! ([`RULE_OPTIONS`]).
//!
//! - `--options TEXT`: options in the notation's syntax (`p3.rest-any`);
//! - `--FLAG VALUE` (or `--FLAG=VALUE`) for each option: `--resting any`,
//!   `--pegs 15`, `--players 3`;
//! - `--TOKEN`: any token of the notation as a switch (`--rest-any`,
//!   `--pegs15`, `--teams`), and the table's other switches (`--play-on`);
//!   a flag that is also a switch (`--teams`, `--sets`) takes a value only
//!   when the next argument is one of its words;
//! - `--unrestricted`: resting anywhere, no lock-in, no anti-spoiling (the
//!   conditions of the published reference perft numbers).
//!
//! Flags override `--options`, which overrides whatever the options are
//! applied to (e.g. a position's own options), whatever the order of the
//! arguments.

use std::error::Error;
use std::fmt;

use crate::engine::{OptionId, Options, ParseOptionsError, RuleOption, RULE_OPTIONS};

/// Rule options given on a command line.
///
/// # Examples
///
/// ```
/// use sternhalma::tools::RuleFlags;
///
/// let args: Vec<String> = ["--options", "p3.rest-any", "--players", "2", "--pegs15"]
///     .map(String::from)
///     .into();
/// let mut flags = RuleFlags::default();
/// let mut i = 0;
/// while i < args.len() {
///     i += flags.parse(&args[i..]).unwrap();
/// }
/// let o = flags.options();
/// assert_eq!(o.to_string(), "p2.pegs15.rest-any");
/// assert_eq!(flags.parse(&["--depth".to_string()]), Ok(0));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleFlags {
    base: Option<Options>,
    codes: [Option<u8>; OptionId::ALL.len()],
}

/// A rule flag that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FlagError {
    /// The flag needs a value and none follows.
    MissingValue(String),
    /// The value is none of the option's words.
    BadValue {
        /// The flag as given.
        flag: String,
        /// The value as given.
        value: String,
    },
    /// The text of `--options` cannot be read.
    Options(ParseOptionsError),
}

impl fmt::Display for FlagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FlagError::MissingValue(flag) => write!(f, "{flag} needs a value"),
            FlagError::BadValue { flag, value } => {
                write!(f, "invalid value {value:?} for {flag}")?;
                if let Some(r) = option_of_flag(flag.trim_start_matches('-')) {
                    write!(f, " (one of: {})", words(r))?;
                }
                Ok(())
            }
            FlagError::Options(e) => write!(f, "--options: {e}"),
        }
    }
}

impl Error for FlagError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            FlagError::Options(e) => Some(e),
            _ => None,
        }
    }
}

fn option_of_flag(name: &str) -> Option<&'static RuleOption> {
    RULE_OPTIONS.iter().find(|r| r.flags.contains(&name))
}

/// The option value a switch sets (`rest-any`, `play-on`).
fn switch(name: &str) -> Option<(OptionId, u8)> {
    RULE_OPTIONS.iter().find_map(|r| {
        r.values
            .iter()
            .position(|v| (!v.token.is_empty() && v.token == name) || v.switches.contains(&name))
            .map(|i| (r.id, i as u8))
    })
}

/// The canonical words of an option's values, `a|b|c`.
fn words(r: &RuleOption) -> String {
    r.values
        .iter()
        .filter_map(|v| v.words.first().copied())
        .collect::<Vec<_>>()
        .join("|")
}

impl RuleFlags {
    /// Reads one rule flag at the start of `args` (`args[0]` is the flag);
    /// returns how many arguments it used, 0 when `args[0]` is not a rule
    /// flag.
    ///
    /// # Errors
    ///
    /// [`FlagError`] when a rule flag lacks its value or has a wrong one.
    pub fn parse(&mut self, args: &[String]) -> Result<usize, FlagError> {
        let Some(arg) = args.first() else {
            return Ok(0);
        };
        let Some(body) = arg.strip_prefix("--") else {
            return Ok(0);
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let value = |i: usize| -> Result<&str, FlagError> {
            match inline {
                Some(v) => Ok(v),
                None => args
                    .get(i)
                    .map(String::as_str)
                    .ok_or_else(|| FlagError::MissingValue(format!("--{name}"))),
            }
        };
        let used = usize::from(inline.is_none()) + 1;
        if name == "options" {
            let text = value(1)?;
            self.base = Some(text.parse().map_err(FlagError::Options)?);
            return Ok(used);
        }
        if name == "unrestricted" && inline.is_none() {
            let free = Options::unrestricted(Default::default());
            for id in [OptionId::Resting, OptionId::LockIn, OptionId::AntiSpoiling] {
                self.codes[id as usize] = Some(free.code(id));
            }
            return Ok(1);
        }
        let as_switch = switch(name);
        if let Some(r) = option_of_flag(name) {
            // A flag that is also a switch takes the next argument only if it is a value.
            if let (Some(sw), None) = (as_switch, inline) {
                match args.get(1).and_then(|w| r.code_of_word(w)) {
                    Some(code) => {
                        self.codes[r.id as usize] = Some(code);
                        return Ok(2);
                    }
                    None => {
                        self.codes[sw.0 as usize] = Some(sw.1);
                        return Ok(1);
                    }
                }
            }
            let word = value(1)?;
            let code = r.code_of_word(word).ok_or_else(|| FlagError::BadValue {
                flag: format!("--{name}"),
                value: word.to_string(),
            })?;
            self.codes[r.id as usize] = Some(code);
            return Ok(used);
        }
        match (as_switch, inline) {
            (Some((id, code)), None) => {
                self.codes[id as usize] = Some(code);
                Ok(1)
            }
            _ => Ok(0),
        }
    }

    /// Applies the flags to `options`: `--options` replaces them, then each
    /// option given by a flag is set.
    pub fn apply(&self, options: &mut Options) {
        if let Some(base) = self.base {
            *options = base;
        }
        for id in OptionId::ALL {
            if let Some(code) = self.codes[id as usize] {
                options.set_code(id, code);
            }
        }
    }

    /// The default options with the flags applied.
    pub fn options(&self) -> Options {
        let mut o = Options::default();
        self.apply(&mut o);
        o
    }

    /// The help text of the rule flags, from the option table (lines
    /// indented by four spaces).
    pub fn help() -> String {
        let mut out = String::new();
        let line = |out: &mut String, left: &str, right: &str| {
            out.push_str(&format!("    {left:<28} {right}\n"));
        };
        line(
            &mut out,
            "--options TEXT",
            "the options in the notation's syntax, e.g. p3.rest-any",
        );
        for r in &RULE_OPTIONS {
            let default = r.values[0].words.first().copied().unwrap_or("");
            line(
                &mut out,
                &format!("--{} {}", r.flag(), words(r)),
                &format!("{} (default {default})", r.about),
            );
        }
        let tokens: Vec<String> = RULE_OPTIONS
            .iter()
            .flat_map(|r| r.values.iter().skip(1).map(|v| format!("--{}", v.token)))
            .collect();
        line(
            &mut out,
            "--TOKEN",
            "any token of the option syntax as a switch:",
        );
        for chunk in tokens.chunks(6) {
            line(&mut out, "", &chunk.join(" "));
        }
        line(
            &mut out,
            "--unrestricted",
            "--resting any --lock-in off --anti-spoil none",
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AntiSpoiling, BoardSize, End, Pegs, Players, Resting, Scoring};

    fn read(args: &[&str]) -> Result<RuleFlags, FlagError> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut flags = RuleFlags::default();
        let mut i = 0;
        while i < args.len() {
            match flags.parse(&args[i..])? {
                0 => panic!("{} is not a rule flag", args[i]),
                n => i += n,
            }
        }
        Ok(flags)
    }

    #[test]
    fn every_value_by_flag_word_and_by_switch() {
        for r in &RULE_OPTIONS {
            for (code, v) in r.values.iter().enumerate() {
                for w in v.words {
                    let o = read(&[&format!("--{}", r.flag()), w]).unwrap().options();
                    assert_eq!(o.code(r.id), code as u8, "--{} {w}", r.flag());
                    let o = read(&[&format!("--{}={w}", r.flag())]).unwrap().options();
                    assert_eq!(o.code(r.id), code as u8);
                }
                for s in v
                    .switches
                    .iter()
                    .chain([&v.token])
                    .filter(|s| !s.is_empty())
                {
                    let o = read(&[&format!("--{s}")]).unwrap().options();
                    assert_eq!(o.code(r.id), code as u8, "--{s}");
                }
            }
        }
    }

    #[test]
    fn spellings_of_both_tools() {
        let o = read(&["--players", "3", "--resting", "anywhere", "--anti", "fill"])
            .unwrap()
            .options();
        assert_eq!(
            (o.players, o.resting, o.anti_spoiling),
            (
                Players::Three,
                Resting::Anywhere,
                AntiSpoiling::FillAvailable
            )
        );
        let o = read(&[
            "--resting",
            "any",
            "--anti-spoil",
            "none",
            "--end",
            "play-on",
        ])
        .unwrap()
        .options();
        assert_eq!(
            (o.resting, o.anti_spoiling, o.end),
            (Resting::Anywhere, AntiSpoiling::None, End::PlayOn)
        );
        let o = read(&["--sets", "--teams", "--filled", "--play-on"])
            .unwrap()
            .options();
        assert!(o.multiple_sets && o.teams && o.end == End::PlayOn);
        let o = read(&["--sets", "single", "--teams", "off", "--bga-scoring"])
            .unwrap()
            .options();
        assert!(!o.multiple_sets && !o.teams && o.scoring == Scoring::Bga);
        let o = read(&["--pegs", "15", "--size", "4"]).unwrap().options();
        assert_eq!((o.pegs, o.size), (Pegs::Fifteen, BoardSize::Four));
        let o = read(&["--unrestricted"]).unwrap().options();
        assert_eq!(o, Options::unrestricted(Players::Two));
    }

    #[test]
    fn flags_override_options_whatever_the_order() {
        let f = read(&["--resting", "bga", "--options", "p3.rest-any.filled"]).unwrap();
        assert_eq!(f.options().to_string(), "p3.filled.rest-bga");
        // applied to other options, --options replaces them
        let mut o: Options = "p6.teams".parse().unwrap();
        f.apply(&mut o);
        assert_eq!(o.to_string(), "p3.filled.rest-bga");
        // without --options only the flags given change
        let mut o: Options = "p6.teams".parse().unwrap();
        read(&["--lock-off"]).unwrap().apply(&mut o);
        assert_eq!(o.to_string(), "p6.teams.lock-off");
    }

    #[test]
    fn errors_and_other_arguments() {
        assert_eq!(
            read(&["--resting"]).unwrap_err(),
            FlagError::MissingValue("--resting".into())
        );
        let e = read(&["--resting", "somewhere"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid value \"somewhere\" for --resting (one of: pass|any|bga)"
        );
        assert_eq!(
            read(&["--options", "p2.p3"]).unwrap_err(),
            FlagError::Options(ParseOptionsError::DuplicateOption)
        );
        let mut f = RuleFlags::default();
        for other in ["--depth", "-h", "depth", "--rest-any=1", "--unknown"] {
            assert_eq!(f.parse(&[other.to_string()]), Ok(0), "{other}");
        }
        assert_eq!(f, RuleFlags::default());
        assert!(RuleFlags::help().contains("--pegs triangle|15"));
        assert!(RuleFlags::help().contains("--pegs15"));
    }
}
