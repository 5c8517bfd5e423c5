//! Native match runner for the computer opponent.
//!
//! ```text
//! arena --a 6 --b greedy --games 20 --seed 1 --players 2 [--max-plies 600] [--nodes K | --time | --scale F]
//! arena --solo [--a 6] [--nodes K]
//! arena --endgame [--a 6] [--nodes K] [-v]
//! rule options, the same flags as perft's (`perft --help`): [--options p2.pegs15.rest-bga]
//!               [--players 2|3|4|6] [--size 4|5|6] [--pegs triangle|15] [--resting pass|any|bga]
//!               [--anti-spoil swap|none|fill] [--teams] [--multi] [--filled] [--end-playon] …
//! ```
//!
//! `--a`/`--b`: a level `1`..`6`, `random`, `greedy`, `tip` (the independent-style greedy) or
//! `spoiler` (greedy that keeps its last two pegs in its start area; `bots.rs`), or the
//! independent seats `racer2` (two own moves ahead), `hopper` (longest ladder) and `blocker`
//! (parks on the leader's landing holes; `independent.rs`); `ab6`: level 6 as it played against
//! two or more moving opponents before the tree search (a fixed opponent). Player A takes one seat
//! (rotating over the games: with 2 players A alternately starts and
//! follows), B all the others; seat 0 starts. `--nodes K`: node budgets of
//! K nodes per millisecond of each level's budget; the default is what the
//! browser's worker searches (`ai::browser_nodes_per_ms`), so results repeat
//! exactly. `--time`: each level's time budget instead; `--scale F`: the time
//! budgets multiplied by F. A game that
//! reaches `--max-plies` is adjudicated by the rows still to go and reported
//! as unfinished (with the pegs of each seat still outside their goals).
//! `--moves`: one line per game with a hash of its moves and the nodes searched.
//! `--solo`: one army alone (the other sits in a side triangle and always
//! passes; the search is not told): count the moves to bring all pegs home.
//! `--endgame`: the endgames of `endgame::SUITE` against spoilers: own
//! moves to finish, against each position's bound.
//!
//! The lab: this binary, its baselines (`bots.rs`) and the endgame suite (`endgame.rs`) are no
//! part of the library the page compiles.

#[cfg(not(target_arch = "wasm32"))]
mod bots;
#[cfg(not(target_arch = "wasm32"))]
mod endgame;
#[cfg(not(target_arch = "wasm32"))]
mod games;
#[cfg(not(target_arch = "wasm32"))]
mod independent;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::time::Instant;

    use sternhalma::ai::{self, Level, Limits};
    use sternhalma::engine::{Move, Options, Players, Position, Setup};

    use crate::{bots, endgame, games, independent};
    use sternhalma::tools::RuleFlags;

    #[derive(Clone, Copy, Debug)]
    pub(crate) enum Bot {
        /// A uniformly random legal move.
        Random,
        Greedy,
        /// The independent-style greedy: the move that most reduces the moving peg's hex
        /// distance to the far tip of its goal, ties broken at random.
        Tip,
        Spoiler,
        /// The two-move racer (`independent::racer2_move`).
        Racer2,
        /// The ladder builder (`independent::hopper_move`).
        Hopper,
        /// Greedy that parks on the leader's landing holes (`independent::blocker_move`).
        Blocker,
        Level(Level),
        /// Level 6 as it played against two or more opponents that move before the tree search
        /// (`ai::mcts`): the alpha-beta search with modelled replies, half its budget sampling
        /// its best three moves over four rounds. A fixed opponent for the arena.
        Ab6,
    }

    impl std::fmt::Display for Bot {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            match self {
                Bot::Random => f.write_str("random"),
                Bot::Greedy => f.write_str("greedy"),
                Bot::Tip => f.write_str("tip"),
                Bot::Spoiler => f.write_str("spoiler"),
                Bot::Racer2 => f.write_str("racer2"),
                Bot::Hopper => f.write_str("hopper"),
                Bot::Blocker => f.write_str("blocker"),
                Bot::Level(l) => write!(f, "L{l}"),
                Bot::Ab6 => f.write_str("ab6"),
            }
        }
    }

    fn parse_bot(s: &str) -> Bot {
        match s {
            "random" => return Bot::Random,
            "greedy" => return Bot::Greedy,
            "tip" => return Bot::Tip,
            "spoiler" => return Bot::Spoiler,
            "racer2" => return Bot::Racer2,
            "hopper" => return Bot::Hopper,
            "blocker" => return Bot::Blocker,
            "ab6" => return Bot::Ab6,
            _ => {}
        }
        match s.parse::<u8>().ok().and_then(Level::new) {
            Some(l) => Bot::Level(l),
            None => fail(&format!(
                "bad player {s:?}: a level, random, greedy, tip, spoiler, racer2, hopper, blocker or ab6"
            )),
        }
    }

    pub(crate) fn fail(msg: &str) -> ! {
        eprintln!("arena: {msg}");
        std::process::exit(2)
    }

    pub(crate) struct Config {
        pub(crate) a: Bot,
        pub(crate) b: Bot,
        pub(crate) games: usize,
        pub(crate) seed: u64,
        pub(crate) options: Options,
        pub(crate) max_plies: usize,
        pub(crate) nodes: Option<u64>,
        /// Time budgets instead of nodes (`--time`, `--scale`).
        pub(crate) time: bool,
        pub(crate) scale: f64,
        pub(crate) solo: bool,
        pub(crate) verbose: bool,
        pub(crate) trace: bool,
        pub(crate) opening: usize,
        /// Like the browser: only the last N positions as history, and the
        /// noise seed of `ai::choose_move` (0: the whole game history).
        pub(crate) ui_history: usize,
        /// Print one `result` line per game (for `scripts/ladder.mjs`).
        pub(crate) results: bool,
        /// Print one `moves` line per game: a hash of its move list and the nodes searched
        /// (`--moves`: two runs that print the same played the same games).
        pub(crate) moves: bool,
        /// Changes to player A's and player B's searches (`--a-nodes`, `--b-depth` …).
        pub(crate) tune: [Tune; 2],
    }

    /// Changes to a level's search, for experiments: `--a-nodes N` (a move), `--a-depth D`;
    /// the same with `--b-`. `--a-shares N`: A's tree searches as N root-parallel shares, each
    /// of A's budget, merged at the root (`ai::shares`), as N of the page's workers search.
    #[derive(Clone, Copy, Default)]
    pub(crate) struct Tune {
        pub(crate) nodes: Option<u64>,
        pub(crate) depth: Option<u32>,
        pub(crate) shares: Option<u8>,
    }

    #[derive(Default)]
    pub(crate) struct Stats {
        pub(crate) nodes: u64,
        pub(crate) ms: f64,
        pub(crate) moves: u64,
        pub(crate) depth: u64,
    }

    /// How a level searches this turn (see `ai::Limits`).
    pub(crate) struct Turn {
        pub(crate) seed: u64,
        pub(crate) stall: u32,
        /// Changes to the level's search.
        pub(crate) tune: Tune,
    }

    pub(crate) fn pick(
        bot: Bot,
        pos: &Position,
        history: &[u64],
        cfg: &Config,
        turn: Turn,
        stats: &mut Stats,
    ) -> Option<Move> {
        let Turn { seed, stall, tune } = turn;
        let t0 = Instant::now();
        let m = match bot {
            Bot::Random => bots::random_move(pos, seed),
            Bot::Greedy => ai::greedy_move(pos, seed),
            Bot::Tip => bots::tip_move(pos, seed),
            Bot::Spoiler => bots::spoiler_move(pos, seed),
            Bot::Racer2 => independent::racer2_move(pos, seed),
            Bot::Hopper => independent::hopper_move(pos, seed),
            Bot::Blocker => independent::blocker_move(pos, seed),
            Bot::Level(_) | Bot::Ab6 => {
                let l = match bot {
                    Bot::Level(l) => l,
                    _ => Level::STRONGEST,
                };
                let mut limits = level_limits(l, cfg, pos.options().players);
                if let Bot::Ab6 = bot {
                    let sample = ai::Sampling::Best {
                        moves: 3,
                        rounds: 4,
                    };
                    limits.styles.many.sampling = sample;
                    limits.styles.crowd.sampling = sample;
                }
                limits.seed = seed;
                limits.stall = stall;
                limits.max_nodes = tune.nodes.unwrap_or(limits.max_nodes);
                limits.max_depth = tune.depth.unwrap_or(limits.max_depth);
                let clock = || t0.elapsed().as_secs_f64() * 1000.0;
                let info = match tune.shares {
                    Some(n) if n > 1 => shared_search(pos, history, limits, n, &clock),
                    _ => ai::search(pos, history, limits, &clock),
                };
                stats.nodes += info.nodes;
                stats.depth += u64::from(info.depth);
                info.best
            }
        };
        stats.ms += t0.elapsed().as_secs_f64() * 1000.0;
        stats.moves += 1;
        m
    }

    /// The search as `n` shares one after another, merged when each was a tree search (else
    /// the first share's move, which every share would play); the nodes of all of them.
    fn shared_search(
        pos: &Position,
        history: &[u64],
        limits: Limits,
        n: u8,
        clock: &dyn Fn() -> f64,
    ) -> ai::SearchInfo {
        let mut first: Option<ai::SearchInfo> = None;
        let mut roots = Vec::new();
        let mut nodes = 0;
        for k in 0..n {
            let share = ai::Share::new(k, n).unwrap_or(ai::Share::WHOLE);
            let (info, root) = ai::search_share(pos, history, limits, share, clock);
            nodes += info.nodes;
            roots.push(root);
            first.get_or_insert(info);
        }
        let mut info = first.unwrap_or_else(|| ai::search(pos, history, limits, clock));
        info.nodes = nodes;
        if let Some(roots) = roots.into_iter().collect::<Option<Vec<_>>>() {
            info.best = ai::shares::merge(&roots).or(info.best);
        }
        info
    }

    pub fn main() {
        let mut cfg = Config {
            a: Bot::Level(Level::STRONGEST),
            b: Bot::Greedy,
            games: 20,
            seed: 1,
            options: Options::default(),
            max_plies: 0,
            nodes: None,
            time: false,
            scale: 1.0,
            solo: false,
            verbose: false,
            trace: false,
            opening: 4,
            ui_history: 0,
            results: false,
            moves: false,
            tune: [Tune::default(); 2],
        };
        let args: Vec<String> = std::env::args().skip(1).collect();
        let mut rules = RuleFlags::default();
        let mut analyze: Option<String> = None;
        let mut speed = false;
        let mut endgames = false;
        let mut i = 0;
        while i < args.len() {
            let val = |i: usize| {
                args.get(i + 1)
                    .cloned()
                    .unwrap_or_else(|| fail(&format!("{} needs a value", args[i])))
            };
            let num = |i: usize| {
                val(i)
                    .parse::<u64>()
                    .unwrap_or_else(|_| fail(&format!("{} needs a number", args[i])))
            };
            match args[i].as_str() {
                "--analyse" | "--analyze" => analyze = Some(val(i)),
                "--a" => cfg.a = parse_bot(&val(i)),
                "--b" => cfg.b = parse_bot(&val(i)),
                "--games" => cfg.games = num(i) as usize,
                "--seed" => cfg.seed = num(i),
                "--max-plies" => cfg.max_plies = num(i) as usize,
                "--opening" => cfg.opening = num(i) as usize,
                "--ui-history" => cfg.ui_history = num(i) as usize,
                "--a-nodes" => cfg.tune[0].nodes = Some(num(i)),
                "--b-nodes" => cfg.tune[1].nodes = Some(num(i)),
                "--a-depth" => cfg.tune[0].depth = Some(num(i) as u32),
                "--b-depth" => cfg.tune[1].depth = Some(num(i) as u32),
                "--a-shares" => {
                    let n = num(i);
                    if !(1..=u64::from(ai::shares::MAX_SHARES)).contains(&n) {
                        fail("--a-shares needs 1 to 8");
                    }
                    cfg.tune[0].shares = Some(n as u8)
                }
                "--nodes" => cfg.nodes = Some(num(i)),
                "--scale" => {
                    cfg.time = true;
                    cfg.scale = val(i)
                        .parse()
                        .unwrap_or_else(|_| fail("--scale needs a number"))
                }
                "--speed" => {
                    speed = true;
                    i += 1;
                    continue;
                }
                "--endgame" => {
                    endgames = true;
                    i += 1;
                    continue;
                }
                "--time" => {
                    cfg.time = true;
                    i += 1;
                    continue;
                }
                "--solo" => {
                    cfg.solo = true;
                    i += 1;
                    continue;
                }
                "--moves" => {
                    cfg.moves = true;
                    i += 1;
                    continue;
                }
                "--results" => {
                    cfg.results = true;
                    i += 1;
                    continue;
                }
                "--trace" => {
                    cfg.trace = true;
                    i += 1;
                    continue;
                }
                "-v" | "--verbose" => {
                    cfg.verbose = true;
                    i += 1;
                    continue;
                }
                other => match rules.parse(&args[i..]) {
                    Ok(0) => fail(&format!("unknown argument {other:?}")),
                    Ok(n) => {
                        i += n;
                        continue;
                    }
                    Err(e) => fail(&e.to_string()),
                },
            }
            i += 2;
        }
        rules.apply(&mut cfg.options);
        if let Err(e) = cfg.options.validate() {
            fail(&format!("options: {e}"));
        }
        if cfg.max_plies == 0 {
            cfg.max_plies = 150 * cfg.options.players.count();
        }
        if endgames {
            endgame_suite(&cfg);
        } else if speed {
            speed_test(&cfg);
        } else if let Some(text) = analyze {
            analyse(&text, &cfg);
        } else if cfg.solo {
            games::solo(&cfg);
        } else {
            games::matches(&cfg);
        }
    }

    /// Prints the search of one position (player A's limits) and each legal move's greedy gain.
    fn analyse(text: &str, cfg: &Config) {
        let setup: Setup = text.parse().unwrap_or_else(|e| fail(&format!("{e}")));
        let pos = setup.validate().unwrap_or_else(|e| fail(&e.to_string()));
        let mut stats = Stats::default();
        let t0 = Instant::now();
        for depth in 1..=8 {
            let clock = || t0.elapsed().as_secs_f64() * 1000.0;
            let info = ai::search(&pos, &[], Limits::depth(depth), &clock);
            println!(
                "depth {depth}: {} score {} nodes {} race {} ({:.0} ms)",
                info.best.map_or("-".into(), |m| pos.move_name(m)),
                info.score,
                info.nodes,
                info.race,
                clock()
            );
            if clock() > 3000.0 * cfg.scale {
                break;
            }
        }
        let turn = Turn {
            seed: cfg.seed,
            stall: 0,
            tune: cfg.tune[0],
        };
        let m = pick(cfg.a, &pos, &[], cfg, turn, &mut stats);
        println!(
            "{} plays {}",
            cfg.a,
            m.map_or("-".into(), |m| pos.move_name(m))
        );
    }

    /// The strongest level with its time budget (times `--scale`) on the start position and on
    /// mid-game positions (after 20 and 40 plies of L2 self-play) for 2, 3 and 6 players.
    fn speed_test(cfg: &Config) {
        for players in [Players::Two, Players::Three, Players::Six] {
            let mut pos = Position::start(Options::with_players(players))
                .unwrap_or_else(|e| fail(&e.to_string()));
            let mut history = vec![ai::position_key(&pos)];
            for plies in [0, 20, 40] {
                while history.len() <= plies && !pos.is_over() {
                    let m = ai::search(&pos, &history, Level::CASUAL.node_limits(20), &|| 0.0).best;
                    match m {
                        Some(m) => pos.play_unchecked(m),
                        None => pos.pass_unchecked(),
                    };
                    history.push(ai::position_key(&pos));
                }
                let t0 = Instant::now();
                let clock = || t0.elapsed().as_secs_f64() * 1000.0;
                let mut limits = Level::STRONGEST.limits();
                limits.time_ms *= cfg.scale;
                let info = ai::search(&pos, &history, limits, &clock);
                println!(
                    "{} players, ply {plies:2}: depth {:2} in {:.0} ms, {} nodes, {:.0} knodes/s, race {}",
                    players.count(),
                    info.depth,
                    info.elapsed_ms,
                    info.nodes,
                    info.nodes as f64 / info.elapsed_ms.max(1e-9),
                    info.race
                );
            }
        }
    }

    /// The limits of level `l` in this run with `players`: its node budget (by default the
    /// browser's), or its time budget × `--scale`.
    fn level_limits(l: Level, cfg: &Config, players: Players) -> Limits {
        if cfg.time {
            let mut x = l.limits();
            x.time_ms *= cfg.scale;
            return x;
        }
        l.node_limits(cfg.nodes.unwrap_or(ai::browser_nodes_per_ms(players)))
    }

    /// Plays every endgame of `endgame::SUITE` with player A (a level) against spoilers.
    fn endgame_suite(cfg: &Config) {
        let Bot::Level(l) = cfg.a else {
            fail("--endgame needs a level for --a")
        };
        let (mut total, mut unfinished) = (0, 0);
        for case in endgame::SUITE {
            let start = case
                .start()
                .unwrap_or_else(|| fail(&format!("bad suite position {}", case.position)));
            let t0 = Instant::now();
            let limits = level_limits(l, cfg, start.options().players);
            let played = endgame::play(&start, limits, case.max_moves.max(60));
            total += played.moves;
            if !played.finished {
                unfinished += 1;
            }
            println!(
                "{:40} {:3} moves (bound {:2}) {}{} ({:.1} s)",
                case.name,
                played.moves,
                case.max_moves,
                if played.finished {
                    "finished"
                } else {
                    "UNFINISHED"
                },
                if played.moves > case.max_moves {
                    " OVER THE BOUND"
                } else {
                    ""
                },
                t0.elapsed().as_secs_f64()
            );
            if cfg.verbose || !played.finished {
                println!("    {}", played.end);
            }
        }
        println!(
            "{} endgames: {total} moves, {unfinished} unfinished",
            endgame::SUITE.len()
        );
    }
}
