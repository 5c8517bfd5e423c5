//! `perft`: counts move-generation leaves for Sternhalma positions.
//!
//! Run `perft --help` for the flags. Exit status: 0 on success, 1 on a bad
//! position, 2 on bad arguments.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use sternhalma::engine::perft::{divide, perft};
use sternhalma::engine::{
    AntiSpoiling, BoardSize, End, Options, ParseSetupError, Players, Position, PositionError,
    Resting, Scoring, Seat, Setup, Unused,
};

const HELP: &str = "\
perft - count Sternhalma move-generation leaves

USAGE:
    perft [FLAGS]                       perft of a start position
    perft --position TEXT [FLAGS]       perft of a position (docs/notation.md)
    perft --stdin [FLAGS]               one position per line on stdin

FLAGS:
    --depth D            plies to search (default 1)
    --divide             print the count below each first move
    --time               also print the elapsed time to stderr
    --stdin              read positions (one per line; blank lines and lines
                         starting with # are skipped) and print one count per
                         line: the legal move count, or perft at --depth if
                         given. A bad line prints `error: <why>`.
    --position TEXT      position notation, e.g.
                         p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0
    -h, --help           this help

RULE FLAGS (defaults = the game's defaults; with --position or --stdin the
flags given override the options written in the text):
    --players 2|3|4|6    number of players (default 2)
    --size 4|5|6         triangle side: 121, 181 or 253 holes (default 4)
    --sets single|multi  multiple sets: 2 players x 3, 3 players x 2 (default single)
    --multi              same as --sets multi
    --teams              six players in three teams of two
    --unused empty|filled            unused triangles (default empty)
    --resting anywhere|pass-through|bga  where a move may end (default pass-through)
    --lock-in on|off     goal lock-in (default on)
    --anti-spoil none|fill|swap      anti-spoiling rule (default swap)
    --end first|play-on  end at the first finisher or play on (default first)
    --scoring standard|bga           scoring (default standard)
    --first N            seat to move first in a start position (default 0)
    --unrestricted       --resting anywhere --lock-in off --anti-spoil none
                         (the conditions of the published reference numbers)

Moves are distinct from-to pairs (swaps also by the displaced peg's hole). A
seat without a legal move passes: that node has one child. A finished game
has none.
";

#[derive(Debug)]
enum CliError {
    UnknownFlag(String),
    MissingValue(&'static str),
    BadValue(&'static str, String),
    Parse(ParseSetupError),
    Position(PositionError),
    Io(io::Error),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::UnknownFlag(s) => write!(f, "unknown argument {s:?} (see --help)"),
            CliError::MissingValue(s) => write!(f, "{s} needs a value"),
            CliError::BadValue(s, v) => write!(f, "invalid value {v:?} for {s}"),
            CliError::Parse(e) => write!(f, "bad position: {e}"),
            CliError::Position(e) => write!(f, "invalid position: {e}"),
            CliError::Io(e) => write!(f, "i/o error: {e}"),
        }
    }
}

/// Rule flags given on the command line (`None` = not given).
#[derive(Default)]
struct Overrides {
    players: Option<Players>,
    size: Option<BoardSize>,
    multi: Option<bool>,
    teams: Option<bool>,
    unused: Option<Unused>,
    resting: Option<Resting>,
    lock_in: Option<bool>,
    anti: Option<AntiSpoiling>,
    end: Option<End>,
    scoring: Option<Scoring>,
}

impl Overrides {
    fn apply(&self, o: &mut Options) {
        if let Some(v) = self.players {
            o.players = v;
        }
        if let Some(v) = self.size {
            o.size = v;
        }
        if let Some(v) = self.multi {
            o.multiple_sets = v;
        }
        if let Some(v) = self.teams {
            o.teams = v;
        }
        if let Some(v) = self.unused {
            o.unused = v;
        }
        if let Some(v) = self.resting {
            o.resting = v;
        }
        if let Some(v) = self.lock_in {
            o.lock_in = v;
        }
        if let Some(v) = self.anti {
            o.anti_spoiling = v;
        }
        if let Some(v) = self.end {
            o.end = v;
        }
        if let Some(v) = self.scoring {
            o.scoring = v;
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
    rules: Overrides,
    help: bool,
}

fn pick<T: Copy>(flag: &'static str, value: &str, table: &[(&str, T)]) -> Result<T, CliError> {
    table
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(value))
        .map(|&(_, v)| v)
        .ok_or_else(|| CliError::BadValue(flag, value.to_string()))
}

fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Args, CliError> {
    let mut a = Args {
        depth: None,
        divide: false,
        time: false,
        stdin: false,
        position: None,
        first: 0,
        rules: Overrides::default(),
        help: false,
    };
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &'static str| -> Result<String, CliError> {
            match inline.clone() {
                Some(v) => Ok(v),
                None => it.next().ok_or(CliError::MissingValue(name)),
            }
        };
        let r = &mut a.rules;
        match flag.as_str() {
            "-h" | "--help" => a.help = true,
            "--divide" => a.divide = true,
            "--time" => a.time = true,
            "--stdin" => a.stdin = true,
            "--teams" => r.teams = Some(true),
            "--multi" => r.multi = Some(true),
            "--unrestricted" => {
                r.resting = Some(Resting::Anywhere);
                r.lock_in = Some(false);
                r.anti = Some(AntiSpoiling::None);
            }
            "--depth" => {
                let v = value("--depth")?;
                a.depth = Some(v.parse().map_err(|_| CliError::BadValue("--depth", v))?);
            }
            "--position" => a.position = Some(value("--position")?),
            "--first" => {
                let v = value("--first")?;
                a.first = v.parse().map_err(|_| CliError::BadValue("--first", v))?;
            }
            "--players" => {
                let v = value("--players")?;
                let p = v.parse().ok().and_then(Players::from_count);
                r.players = Some(p.ok_or(CliError::BadValue("--players", v))?);
            }
            "--size" => {
                let v = value("--size")?;
                let s = v.parse().ok().and_then(BoardSize::from_side);
                r.size = Some(s.ok_or(CliError::BadValue("--size", v))?);
            }
            "--sets" => {
                let v = value("--sets")?;
                r.multi = Some(pick("--sets", &v, &[("single", false), ("multi", true)])?);
            }
            "--unused" => {
                let v = value("--unused")?;
                r.unused = Some(pick(
                    "--unused",
                    &v,
                    &[("empty", Unused::Empty), ("filled", Unused::Filled)],
                )?);
            }
            "--resting" => {
                let v = value("--resting")?;
                r.resting = Some(pick(
                    "--resting",
                    &v,
                    &[
                        ("anywhere", Resting::Anywhere),
                        ("pass-through", Resting::PassThrough),
                        ("bga", Resting::Bga),
                    ],
                )?);
            }
            "--lock-in" => {
                let v = value("--lock-in")?;
                r.lock_in = Some(pick("--lock-in", &v, &[("on", true), ("off", false)])?);
            }
            "--anti-spoil" => {
                let v = value("--anti-spoil")?;
                r.anti = Some(pick(
                    "--anti-spoil",
                    &v,
                    &[
                        ("none", AntiSpoiling::None),
                        ("fill", AntiSpoiling::FillAvailable),
                        ("swap", AntiSpoiling::Swap),
                    ],
                )?);
            }
            "--end" => {
                let v = value("--end")?;
                r.end = Some(pick(
                    "--end",
                    &v,
                    &[("first", End::FirstFinisher), ("play-on", End::PlayOn)],
                )?);
            }
            "--scoring" => {
                let v = value("--scoring")?;
                r.scoring = Some(pick(
                    "--scoring",
                    &v,
                    &[("standard", Scoring::Standard), ("bga", Scoring::Bga)],
                )?);
            }
            _ => return Err(CliError::UnknownFlag(arg)),
        }
    }
    Ok(a)
}

fn position_from_text(text: &str, rules: &Overrides) -> Result<Position, CliError> {
    let mut setup: Setup = text.parse().map_err(CliError::Parse)?;
    rules.apply(&mut setup.options);
    setup.validate().map_err(CliError::Position)
}

fn run(args: &Args) -> Result<(), CliError> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if args.stdin {
        let mut failed = None;
        for line in io::stdin().lock().lines() {
            let line = line.map_err(CliError::Io)?;
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
        if split.is_empty() && depth > 0 {
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
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("perft: {e}");
            return ExitCode::from(2);
        }
    };
    if args.help {
        print!("{HELP}");
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
