//! `puzzles`: the committed puzzle set, and the generator that mines new ones.
//!
//! ```text
//! puzzles --list [--file PATH]          the set, one puzzle a line: id, position, solution,
//!                                       themes (tab-separated)
//! puzzles --generate --seed S --count N  mines N puzzles from engine games seeded by S; writes
//!                                       them as lines of the set file (docs/puzzles.md)
//! puzzles --refresh                      the committed set as the generator makes each puzzle
//!                                       today (`mine::refresh`), in order, without the retired
//! ```
//!
//! `--list` reads `assets/puzzles.txt` as built into the program, or `--file PATH`. The
//! generator is deterministic: the same seed and count give the same bytes. It reports its
//! progress and run time on the standard error. Exit status: 0 on success, 1 on a set that does
//! not read, 2 on bad arguments.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::Write;
    use std::process::ExitCode;
    use std::time::Instant;

    use sternhalma::train::puzzle::mine::{generate, refresh, Event};
    use sternhalma::train::puzzle::Puzzle;

    /// The committed set.
    const SET: &str = include_str!("../../assets/puzzles.txt");

    const USAGE: &str =
        "usage: puzzles --list [--file PATH] | puzzles --generate --seed S --count N | puzzles --refresh";

    fn value<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
        let i = args.iter().position(|a| a == flag)?;
        args.get(i + 1).map(String::as_str)
    }

    fn number(args: &[String], flag: &str) -> Result<u64, String> {
        value(args, flag)
            .ok_or_else(|| format!("{flag} needs a number"))?
            .parse()
            .map_err(|_| format!("{flag} needs a number"))
    }

    pub fn main() -> ExitCode {
        let args: Vec<String> = std::env::args().skip(1).collect();
        if args.iter().any(|a| a == "--list") {
            list(&args)
        } else if args.iter().any(|a| a == "--refresh") {
            renew()
        } else if args.iter().any(|a| a == "--generate") {
            match (number(&args, "--seed"), number(&args, "--count")) {
                (Ok(seed), Ok(count)) => mine(seed, count as usize),
                (Err(e), _) | (_, Err(e)) => {
                    eprintln!("puzzles: {e}\n{USAGE}");
                    ExitCode::from(2)
                }
            }
        } else {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }

    fn list(args: &[String]) -> ExitCode {
        let text = match value(args, "--file") {
            Some(path) => match std::fs::read_to_string(path) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("puzzles: {path}: {e}");
                    return ExitCode::from(2);
                }
            },
            None => SET.to_owned(),
        };
        let out = std::io::stdout();
        let mut out = out.lock();
        for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.is_empty()) {
            match Puzzle::from_line(line) {
                Ok(p) => {
                    let line = p.to_line();
                    let fields: Vec<&str> = line.split('\t').take(4).collect();
                    let _ = writeln!(out, "{}", fields.join("\t"));
                }
                Err(e) => {
                    eprintln!("puzzles: line {}: {e}", i + 1);
                    return ExitCode::from(1);
                }
            }
        }
        ExitCode::SUCCESS
    }

    /// Writes the committed set renewed (`mine::refresh`), one thread per core; says on the
    /// standard error which puzzles changed and which were retired.
    fn renew() -> ExitCode {
        let start = Instant::now();
        let mut set = Vec::new();
        for (i, line) in SET.lines().enumerate().filter(|(_, l)| !l.is_empty()) {
            match Puzzle::from_line(line) {
                Ok(p) => set.push(p),
                Err(e) => {
                    eprintln!("puzzles: line {}: {e}", i + 1);
                    return ExitCode::from(1);
                }
            }
        }
        let n = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut renewed: Vec<Option<Puzzle>> = vec![None; set.len()];
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..n)
                .map(|k| {
                    let set = &set;
                    scope.spawn(move || {
                        (k..set.len())
                            .step_by(n)
                            .map(|i| (i, refresh(&set[i])))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                for (i, p) in h.join().unwrap_or_default() {
                    renewed[i] = p;
                }
            }
        });
        let out = std::io::stdout();
        let mut out = out.lock();
        let (mut changed, mut retired) = (0, 0);
        for (old, new) in set.iter().zip(&renewed) {
            match new {
                Some(p) => {
                    if p.to_line() != old.to_line() {
                        changed += 1;
                        eprintln!("puzzles: {} renewed", p.id);
                    }
                    let _ = writeln!(out, "{}", p.to_line());
                }
                None => {
                    retired += 1;
                    eprintln!("puzzles: {} retired", old.id);
                }
            }
        }
        eprintln!(
            "puzzles: {} puzzles, {changed} renewed, {retired} retired, in {:.1} s",
            set.len(),
            start.elapsed().as_secs_f64()
        );
        ExitCode::SUCCESS
    }

    fn mine(seed: u64, count: usize) -> ExitCode {
        let start = Instant::now();
        let mut games = 0;
        let set = generate(seed, count, &mut |e| match e {
            Event::Game(_) => games += 1,
            Event::Puzzle(i) => eprintln!(
                "puzzles: {} of {count} after {games} games, {:.1} s",
                i + 1,
                start.elapsed().as_secs_f64()
            ),
        });
        let out = std::io::stdout();
        let mut out = out.lock();
        for p in &set {
            let _ = writeln!(out, "{}", p.to_line());
        }
        eprintln!(
            "puzzles: seed {seed}: {} puzzles from {games} games in {:.1} s",
            set.len(),
            start.elapsed().as_secs_f64()
        );
        ExitCode::SUCCESS
    }
}
