//! `perft`: counts move-generation leaves for Sternhalma positions.
//!
//! Run `perft --help` for the flags. Exit status: 0 on success, 1 on a bad
//! position, 2 on bad arguments.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use sternhalma::engine::perft::{divide, perft};
use sternhalma::engine::{Options, ParseSetupError, Position, PositionError, Seat, Setup};
use sternhalma::tools::{FlagError, RuleFlags};

/// The deepest search accepted: far beyond what finishes (depth 8 of the standard start is
/// already about 10^11 leaves), small enough to reject typing mistakes at once.
const MAX_DEPTH: u32 = 100;

fn help() -> String {
    format!(
        "\
perft - count Sternhalma move-generation leaves

USAGE:
    perft [FLAGS]                       perft of a start position
    perft --position TEXT [FLAGS]       perft of a position (docs/notation.md)
    perft --stdin [FLAGS]               one position per line on stdin

FLAGS:
    --depth D            plies to search (default 1, at most {MAX_DEPTH})
    --divide             print the count below each first move
    --time               also print the elapsed time to stderr
    --stdin              read positions (one per line; blank lines and lines
                         starting with # are skipped) and print one count per
                         line: the legal move count, or perft at --depth if
                         given. A bad line prints `error: <why>`.
    --position TEXT      position notation, e.g.
                         p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0
    --first N            seat to move first in a start position (default 0)
    -h, --help           this help

RULE FLAGS (the same in every tool; defaults = the game's defaults). With
--position or --stdin, --options replaces the options written in the text and
the other rule flags override single options:
{}
Moves are distinct from-to pairs (swaps also by the displaced peg's hole). A
seat without a legal move passes: that node has one child. A finished game
has none.
",
        RuleFlags::help()
    )
}

#[derive(Debug)]
enum CliError {
    UnknownFlag(String),
    MissingValue(&'static str),
    BadValue(&'static str, String),
    TooDeep(String),
    Rule(FlagError),
    Parse(ParseSetupError),
    Position(PositionError),
    NotUtf8(usize),
    Io(io::Error),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::UnknownFlag(s) => write!(f, "unknown argument {s:?} (see --help)"),
            CliError::MissingValue(s) => write!(f, "{s} needs a value"),
            CliError::BadValue(s, v) => write!(f, "invalid value {v:?} for {s}"),
            CliError::TooDeep(v) => write!(f, "--depth {v} is too deep (at most {MAX_DEPTH})"),
            CliError::Rule(e) => write!(f, "{e}"),
            CliError::Parse(e) => write!(f, "bad position: {e}"),
            CliError::Position(e) => write!(f, "invalid position: {e}"),
            CliError::NotUtf8(line) => write!(f, "line {line} is not valid UTF-8"),
            CliError::Io(e) => write!(f, "i/o error: {e}"),
        }
    }
}

struct Args {
    depth: Option<u32>,
    divide: bool,
    time: bool,
    stdin: bool,
    position: Option<String>,
    first: u8,
    rules: RuleFlags,
    help: bool,
}

fn parse_depth(v: String) -> Result<u32, CliError> {
    match v.parse::<u64>() {
        Ok(d) if d <= u64::from(MAX_DEPTH) => Ok(d as u32),
        Ok(_) => Err(CliError::TooDeep(v)),
        Err(_) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => {
            Err(CliError::TooDeep(v))
        }
        Err(_) => Err(CliError::BadValue("--depth", v)),
    }
}

fn parse_args(args: &[String]) -> Result<Args, CliError> {
    let mut a = Args {
        depth: None,
        divide: false,
        time: false,
        stdin: false,
        position: None,
        first: 0,
        rules: RuleFlags::default(),
        help: false,
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut used = 1;
        let mut value = |name: &'static str| -> Result<String, CliError> {
            match inline.clone() {
                Some(v) => Ok(v),
                None => {
                    used = 2;
                    args.get(i + 1).cloned().ok_or(CliError::MissingValue(name))
                }
            }
        };
        match flag {
            "-h" | "--help" => a.help = true,
            "--divide" => a.divide = true,
            "--time" => a.time = true,
            "--stdin" => a.stdin = true,
            "--depth" => a.depth = Some(parse_depth(value("--depth")?)?),
            "--position" => a.position = Some(value("--position")?),
            "--first" => {
                let v = value("--first")?;
                a.first = v.parse().map_err(|_| CliError::BadValue("--first", v))?;
            }
            _ => match a.rules.parse(&args[i..]).map_err(CliError::Rule)? {
                0 => return Err(CliError::UnknownFlag(arg.clone())),
                n => used = n,
            },
        }
        i += used;
    }
    Ok(a)
}

fn position_from_text(text: &str, rules: &RuleFlags) -> Result<Position, CliError> {
    let mut setup: Setup = text.parse().map_err(CliError::Parse)?;
    rules.apply(&mut setup.options);
    setup.validate().map_err(CliError::Position)
}

fn run(args: &Args) -> Result<(), CliError> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if args.stdin {
        let mut failed = None;
        let mut input = io::stdin().lock();
        let mut bytes = Vec::new();
        let mut number = 0;
        loop {
            bytes.clear();
            number += 1;
            if input.read_until(b'\n', &mut bytes).map_err(CliError::Io)? == 0 {
                break;
            }
            // A line that is not UTF-8 is one bad line, not the end of the run.
            let line = match std::str::from_utf8(&bytes) {
                Ok(line) => line,
                Err(_) => {
                    let e = CliError::NotUtf8(number);
                    writeln!(out, "error: {e}").map_err(CliError::Io)?;
                    failed = Some(e);
                    continue;
                }
            };
            let text = line.trim();
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            match position_from_text(text, &args.rules) {
                Ok(mut pos) => {
                    let n = match args.depth {
                        Some(d) => perft(&mut pos, d),
                        None => pos.count_moves() as u64,
                    };
                    writeln!(out, "{n}").map_err(CliError::Io)?;
                }
                Err(e) => {
                    writeln!(out, "error: {e}").map_err(CliError::Io)?;
                    failed = Some(e);
                }
            }
        }
        return failed.map_or(Ok(()), Err);
    }
    let mut pos = match &args.position {
        Some(text) => position_from_text(text, &args.rules)?,
        None => {
            let mut options = Options::default();
            args.rules.apply(&mut options);
            let first = Seat::new(args.first)
                .ok_or(CliError::BadValue("--first", args.first.to_string()))?;
            Position::start_with_first(options, first).map_err(CliError::Position)?
        }
    };
    let depth = args.depth.unwrap_or(1);
    let t = Instant::now();
    let total = if args.divide {
        let split = divide(&mut pos, depth);
        if split.is_empty() {
            // depth 0 (the position itself: 1), a forced pass or the end of the game
            perft(&mut pos, depth)
        } else {
            for (m, n) in &split {
                writeln!(out, "{} {n}", pos.move_name(*m)).map_err(CliError::Io)?;
            }
            split.iter().map(|&(_, n)| n).sum()
        }
    } else {
        perft(&mut pos, depth)
    };
    if args.divide {
        writeln!(out, "total {total}").map_err(CliError::Io)?;
    } else {
        writeln!(out, "{total}").map_err(CliError::Io)?;
    }
    if args.time {
        eprintln!("{:.3} s", t.elapsed().as_secs_f64());
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let args = match parse_args(&args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("perft: {e}");
            return ExitCode::from(2);
        }
    };
    if args.help {
        print!("{}", help());
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("perft: {e}");
            ExitCode::from(1)
        }
    }
}
