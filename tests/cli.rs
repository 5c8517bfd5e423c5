//! The command-line tools as a user runs them: `perft` (depth limits, `--divide`, `--stdin`
//! with bad lines, rule flags and `--options`) and `arena` (the same rule flags).

use std::io::Write;
use std::process::{Command, Output, Stdio};

const START2: &str = "p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0";
const START15: &str = "p2.pegs15/0:a1.b1-2.c1-3.d1-4.e5-9/3:m5-9.n1-4.o1-3.p1-2.q1/0";

fn run(bin: &str, args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(bin)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tool runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("input written");
    child.wait_with_output().expect("the tool ends")
}

fn perft(args: &[&str]) -> Output {
    run(env!("CARGO_BIN_EXE_perft"), args, b"")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn absurd_depths_are_refused_with_a_message() {
    for depth in ["4000000000", "100000000", "99999999999999999999999"] {
        let o = perft(&["--depth", depth]);
        assert_eq!(o.status.code(), Some(2), "--depth {depth}");
        assert_eq!(
            stderr(&o).trim(),
            format!("perft: --depth {depth} is too deep (at most 100)")
        );
    }
    assert_eq!(perft(&["--depth", "-1"]).status.code(), Some(2));
    // The deepest accepted depth is no problem where the game is over.
    let over = "p2/0:n1-4.o1-3.p1-2.q1/3:a1.b1-2.c1-3.d1-4/1";
    let o = perft(&["--position", over, "--depth", "100"]);
    assert_eq!(stdout(&o), "0\n");
}

#[test]
fn depth_zero_counts_the_position_with_or_without_divide() {
    assert_eq!(stdout(&perft(&["--depth", "0"])), "1\n");
    assert_eq!(stdout(&perft(&["--depth", "0", "--divide"])), "total 1\n");
    let o = perft(&["--position", START2, "--depth", "2", "--divide"]);
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 15);
    assert!(text.ends_with("total 196\n"), "{text}");
}

#[test]
fn stdin_reports_each_bad_line_and_goes_on() {
    let mut input = Vec::new();
    input.extend_from_slice(format!("{START2}\n").as_bytes());
    input.extend_from_slice(b"p2/0:\xff\xfe/0\n");
    input.extend_from_slice(b"# a comment\n\n");
    input.extend_from_slice(b"p2/0:a1/0\n");
    input.extend_from_slice(format!("{START15}\n").as_bytes());
    let o = run(env!("CARGO_BIN_EXE_perft"), &["--stdin"], &input);
    assert_eq!(
        stdout(&o),
        "14\n\
         error: line 2 is not valid UTF-8\n\
         error: invalid position: army 0 has the wrong number of pegs\n\
         22\n"
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn rule_flags_and_options_text_agree() {
    let reference = ["--depth", "3"];
    let counts = |rules: &[&str]| {
        let args: Vec<&str> = reference.iter().chain(rules).copied().collect();
        let o = perft(&args);
        assert!(o.status.success(), "{rules:?}: {}", stderr(&o));
        stdout(&o)
    };
    let a = counts(&["--options", "p3.n5"]);
    assert_eq!(a, counts(&["--players", "3", "--size", "5"]));
    assert_eq!(a, counts(&["--p3", "--n5"]));
    assert_eq!(a, counts(&["--players=3", "--size=5"]));
    assert_ne!(a, counts(&["--players", "3"]));
    // flags override --options, whatever the order
    assert_eq!(a, counts(&["--options", "p3.n6", "--size", "5"]));
    assert_eq!(a, counts(&["--n5", "--options", "p2.n4", "--p3"]));
    let o = perft(&["--position", START2, "--options", "p2.pegs15"]);
    assert_eq!(
        stderr(&o).trim(),
        "perft: invalid position: army 0 has the wrong number of pegs"
    );
    assert_eq!(stdout(&perft(&["--pegs", "15"])), "22\n");
    assert_eq!(stdout(&perft(&["--position", START15])), "22\n");
    assert_eq!(
        stdout(&perft(&["--options", "p2.pegs15.filled", "--depth", "2"])),
        "324\n"
    );
    let o = perft(&["--pegs", "15", "--players", "3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("15 pegs need two players"),
        "{}",
        stderr(&o)
    );
    let o = perft(&["--resting", "nowhere"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("one of: pass|any|bga"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&perft(&["--help"])).contains("--pegs triangle|15"));
}

#[test]
fn arena_reads_the_same_rule_flags() {
    let arena = |args: &[&str]| run(env!("CARGO_BIN_EXE_arena"), args, b"");
    let o = arena(&[
        "--games",
        "0",
        "--options",
        "p3.rest-any",
        "--resting",
        "bga",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).lines().any(|l| l.starts_with("3 players:")),
        "{}",
        stdout(&o)
    );
    let o = arena(&["--games", "0", "--players", "6", "--teams", "--filled"]);
    assert!(
        stdout(&o).lines().any(|l| l.starts_with("6 players:")),
        "{}",
        stdout(&o)
    );
    let o = arena(&["--games", "0", "--pegs", "15", "--players", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("15 pegs need two players"),
        "{}",
        stderr(&o)
    );
    let o = arena(&["--games", "0", "--resting", "nowhere"]);
    assert_eq!(o.status.code(), Some(2));
}
