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
//! `--a`/`--b`: a level `1`..`6`, `old1`..`old4` (the four levels as they were before there
//! were five), `random`, `greedy`, `tip` (the independent-style greedy) or `spoiler` (greedy that
//! keeps its last two pegs in its start area). Player A takes one seat
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
//! `--endgame`: the endgames of `ai::endgame::SUITE` against spoilers: own
//! moves to finish, against each position's bound.

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
    use sternhalma::engine::{Move, Options, Players, Position, Seat, Setup, Triangle};
    use sternhalma::tools::RuleFlags;
    use sternhalma::tools::SplitMix64;

    #[derive(Clone, Copy, Debug)]
    enum Bot {
        /// A uniformly random legal move.
        Random,
        Greedy,
        /// The independent-style greedy: the move that most reduces the moving peg's hex
        /// distance to the far tip of its goal, ties broken at random.
        Tip,
        Spoiler,
        Level(Level),
        /// Level 1–4 as they were before there were five (`old1` … `old4`).
        Old(u8),
    }

    impl std::fmt::Display for Bot {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            match self {
                Bot::Random => f.write_str("random"),
                Bot::Greedy => f.write_str("greedy"),
                Bot::Tip => f.write_str("tip"),
                Bot::Spoiler => f.write_str("spoiler"),
                Bot::Level(l) => write!(f, "L{l}"),
                Bot::Old(n) => write!(f, "old{n}"),
            }
        }
    }

    fn parse_bot(s: &str) -> Bot {
        match s {
            "random" => return Bot::Random,
            "greedy" => return Bot::Greedy,
            "tip" => return Bot::Tip,
            "old1" => return Bot::Old(1),
            "old2" => return Bot::Old(2),
            "old3" => return Bot::Old(3),
            "old4" => return Bot::Old(4),
            "spoiler" => return Bot::Spoiler,
            _ => {}
        }
        match s.parse::<u8>().ok().and_then(Level::new) {
            Some(l) => Bot::Level(l),
            None => fail(&format!(
                "bad player {s:?}: a level, old1..old4, random, greedy, tip or spoiler"
            )),
        }
    }

    /// `key=value,...` over the default style (the full search).
    fn parse_style(text: &str) -> ai::Style {
        let mut style = ai::Style::default();
        for kv in text.split(',').filter(|s| !s.is_empty()) {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            let v: u8 = v
                .parse()
                .unwrap_or_else(|_| fail(&format!("--a-style: {kv:?} needs a number")));
            match k {
                "rounds" => style.rounds = v,
                "straggle" => style.straggle = v,
                "entry" => style.entry = v,
                "sight" => style.sight = v,
                "notice" => style.notice = v,
                "discount" => style.discount = v,
                "own" => style.own_depth = v,
                "lapse" => style.lapse = v,
                "ahead" => style.ahead = v,
                "reply" => style.reply = v,
                "sample" => style.sample = v,
                "sample_rounds" => style.sample_rounds = v,
                "sample_share" => style.sample_share = v,
                "plan" => style.plan = v,
                _ => fail(&format!("--a-style: unknown key {k:?}")),
            }
        }
        style
    }

    fn fail(msg: &str) -> ! {
        eprintln!("arena: {msg}");
        std::process::exit(2)
    }

    struct Config {
        a: Bot,
        b: Bot,
        games: usize,
        seed: u64,
        options: Options,
        max_plies: usize,
        nodes: Option<u64>,
        /// Time budgets instead of nodes (`--time`, `--scale`).
        time: bool,
        scale: f64,
        solo: bool,
        verbose: bool,
        trace: bool,
        opening: usize,
        /// Like the browser: only the last N positions as history, and the
        /// noise seed of `ai::choose_move` (0: the whole game history).
        ui_history: usize,
        /// Print one `result` line per game (for `scripts/ladder.mjs`).
        results: bool,
        /// Print one `moves` line per game: a hash of its move list and the nodes searched
        /// (`--moves`: two runs that print the same played the same games).
        moves: bool,
        /// Changes to player A's and player B's searches (`--a-style`, `--b-nodes` …).
        tune: [Tune; 2],
    }

    /// Changes to a level's search, for experiments: `--a-style key=value,…` (over the full
    /// search's style), `--a-crowd-style key=value,…` (the same on a crowded board only, over
    /// `--a-style`), `--a-nodes N` (a move), `--a-depth D`; the same with `--b-`.
    #[derive(Clone, Copy, Default)]
    struct Tune {
        style: Option<ai::Style>,
        crowd: Option<ai::Style>,
        nodes: Option<u64>,
        depth: Option<u32>,
    }

    #[derive(Default)]
    struct Stats {
        nodes: u64,
        ms: f64,
        moves: u64,
        depth: u64,
    }

    /// How a level searches this turn (see `ai::Limits`).
    struct Turn {
        seed: u64,
        stall: u32,
        /// Changes to the level's search.
        tune: Tune,
    }

    fn pick(
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
            Bot::Random => random_move(pos, seed),
            Bot::Greedy => ai::greedy_move(pos, seed),
            Bot::Tip => tip_move(pos, seed),
            Bot::Spoiler => ai::spoiler_move(pos, seed),
            Bot::Level(_) | Bot::Old(_) => {
                let mut limits = bot_limits(bot, cfg, pos.options().players);
                limits.seed = seed;
                limits.stall = stall;
                limits.style = tune.style.unwrap_or(limits.style);
                limits.style_many = tune.style.unwrap_or(limits.style_many);
                limits.style_crowd = tune.crowd.or(tune.style).unwrap_or(limits.style_crowd);
                limits.max_nodes = tune.nodes.unwrap_or(limits.max_nodes);
                limits.max_depth = tune.depth.unwrap_or(limits.max_depth);
                let clock = || t0.elapsed().as_secs_f64() * 1000.0;
                let info = ai::search(pos, history, limits, &clock);
                stats.nodes += info.nodes;
                stats.depth += u64::from(info.depth);
                info.best
            }
        };
        stats.ms += t0.elapsed().as_secs_f64() * 1000.0;
        stats.moves += 1;
        m
    }

    /// A uniformly random legal move (`None`: pass).
    fn random_move(pos: &Position, seed: u64) -> Option<Move> {
        let moves = pos.legal_move_list();
        let mut rng = SplitMix64::new(seed ^ ai::position_key(pos));
        (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
    }

    /// The independent-style greedy: among the legal moves, those that most reduce the moving
    /// peg's hex distance to the far tip of its army's goal (the goal hole farthest along the
    /// army's way), one of them at random. Nothing else: no lookahead, no rows, no spoiling.
    fn tip_move(pos: &Position, seed: u64) -> Option<Move> {
        let geo = pos.geometry();
        let moves = pos.legal_move_list();
        let mut best: Vec<Move> = Vec::new();
        let mut best_gain = i32::MIN;
        for &m in moves.iter() {
            let Some(army) = pos.army_at(m.from) else {
                continue;
            };
            let goal = pos.goal_area(army);
            let Some(tip) = goal.iter().max_by_key(|&c| geo.progress(army, c)) else {
                continue;
            };
            let d = |c| i32::from(geo.hex(c).distance(geo.hex(tip)));
            let gain = d(m.from) - d(m.to);
            if gain > best_gain {
                best_gain = gain;
                best.clear();
            }
            if gain == best_gain {
                best.push(m);
            }
        }
        let mut rng = SplitMix64::new(seed ^ ai::position_key(pos).rotate_left(17));
        (!best.is_empty()).then(|| best[rng.below(best.len())])
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
                "--a-style" => cfg.tune[0].style = Some(parse_style(&val(i))),
                "--b-style" => cfg.tune[1].style = Some(parse_style(&val(i))),
                "--a-crowd-style" => cfg.tune[0].crowd = Some(parse_style(&val(i))),
                "--b-crowd-style" => cfg.tune[1].crowd = Some(parse_style(&val(i))),
                "--a-nodes" => cfg.tune[0].nodes = Some(num(i)),
                "--b-nodes" => cfg.tune[1].nodes = Some(num(i)),
                "--a-depth" => cfg.tune[0].depth = Some(num(i) as u32),
                "--b-depth" => cfg.tune[1].depth = Some(num(i) as u32),
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
            solo(&cfg);
        } else {
            matches(&cfg);
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

    /// The limits of a level, or of an old level: budgets 100, 250, 500 and 1000 ms, depth caps
    /// 1, 2, 3 and none, root noise 40 and 8 for the first two, the search of three or more
    /// players as it was (greedy replies at every own move, no discount).
    fn bot_limits(bot: Bot, cfg: &Config, players: Players) -> Limits {
        let n = match bot {
            Bot::Old(n) => usize::from(n.clamp(1, 4)) - 1,
            Bot::Level(l) => return level_limits(l, cfg, players),
            _ => return Limits::nodes(1),
        };
        let budget = [100.0, 250.0, 500.0, 1000.0][n];
        let style = ai::Style {
            discount: 100,
            rounds: 0,
            ..ai::Style::FULL
        };
        let mut limits = Limits {
            max_depth: [1, 2, 3, 60][n],
            noise: [40, 8, 0, 0][n],
            style,
            style_many: style,
            style_crowd: style,
            ..Limits::nodes(u64::MAX)
        };
        if cfg.time {
            limits.time_ms = budget * cfg.scale;
        } else {
            limits.max_nodes =
                budget as u64 * cfg.nodes.unwrap_or(ai::browser_nodes_per_ms(players));
        }
        limits
    }

    /// Plays every endgame of `ai::endgame::SUITE` with player A (a level) against spoilers.
    fn endgame_suite(cfg: &Config) {
        let Bot::Level(l) = cfg.a else {
            fail("--endgame needs a level for --a")
        };
        let (mut total, mut unfinished) = (0, 0);
        for case in ai::endgame::SUITE {
            let start = case
                .start()
                .unwrap_or_else(|| fail(&format!("bad suite position {}", case.position)));
            let t0 = Instant::now();
            let limits = level_limits(l, cfg, start.options().players);
            let played = ai::endgame::play(&start, limits, case.max_moves.max(60));
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
            ai::endgame::SUITE.len()
        );
    }

    fn solo(cfg: &Config) {
        let options = Options::default();
        let mut setup = Setup::start(options);
        let geo = sternhalma::engine::Geometry::get(options.size);
        // The idle army waits in a side triangle and always passes.
        setup.armies[Triangle::TOP] = geo.triangle(Triangle::LOWER_RIGHT);
        let mut pos = setup.validate().unwrap_or_else(|e| fail(&e.to_string()));
        let mut stats = Stats::default();
        let mut moves = 0;
        let mut history = vec![ai::position_key(&pos)];
        let mut earlier: Vec<Position> = Vec::new();
        while !pos.is_over() && moves < 200 {
            // The search is not told: it sees the other army pass in the game's history.
            let turn = Turn {
                seed: cfg.seed ^ moves,
                stall: ai::stall_turns(&earlier, &pos),
                tune: cfg.tune[0],
            };
            let Some(m) = pick(cfg.a, &pos, &history, cfg, turn, &mut stats) else {
                break;
            };
            if cfg.verbose {
                println!(
                    "{:3} {} (rows to go {})",
                    moves + 1,
                    pos.move_name(m),
                    ai::rows_to_go(&pos, Seat::FIRST)
                );
            }
            earlier.push(pos.clone());
            pos.play_unchecked(m);
            moves += 1;
            history.push(ai::position_key(&pos));
            if !pos.is_over() {
                earlier.push(pos.clone());
                pos.pass_unchecked();
                history.push(ai::position_key(&pos));
            }
        }
        println!(
            "solo {}: {} moves, home {} ({:.0} ms/move, {:.1} avg depth, {:.0} knodes/s)",
            cfg.a,
            moves,
            pos.is_seat_home(Seat::FIRST),
            stats.ms / stats.moves.max(1) as f64,
            stats.depth as f64 / stats.moves.max(1) as f64,
            stats.nodes as f64 / stats.ms.max(1e-9)
        );
    }

    fn matches(cfg: &Config) {
        let options = cfg.options;
        let n = cfg.options.players.count();
        let mut unfinished: Vec<String> = Vec::new();
        let (mut a_wins, mut b_wins, mut adjudicated, mut total_plies) =
            (0usize, 0usize, 0usize, 0usize);
        let mut sa = Stats::default();
        let mut sb = Stats::default();
        // Per game, A's longest run of turns without a new best (ai::stall_turns).
        let mut a_runs: Vec<u32> = Vec::new();
        let (mut pairs, mut pair_score, mut margin) = (0.0, 0.0, 0.0);
        for g in 0..cfg.games {
            let mut a_run = 0;
            let a_seat = Seat::new((g % n) as u8).unwrap_or(Seat::FIRST);
            let mut pos = Position::start(options).unwrap_or_else(|e| fail(&e.to_string()));
            let mut history = vec![ai::position_key(&pos)];
            // Earlier positions, for the computer's stall count (as in the browser).
            let mut earlier: Vec<Position> = Vec::new();
            let mut plies = 0;
            // FNV-1a over the game's moves (a pass as 255 255) and the nodes searched.
            let mut move_hash: u64 = 0xcbf2_9ce4_8422_2325;
            let nodes_before = sa.nodes + sb.nodes;
            let game_seed = cfg.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ g as u64;
            // The same random opening for each rotation of the seats.
            let mut rng =
                SplitMix64::new(cfg.seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (g / n) as u64);
            for _ in 0..cfg.opening {
                let moves = pos.legal_move_list();
                let mut forward: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let t = pos.army_at(m.from).unwrap_or(Triangle::TOP);
                        pos.geometry().progress(t, m.to) > pos.geometry().progress(t, m.from)
                    })
                    .collect();
                if forward.is_empty() {
                    forward = moves.into_vec();
                }
                if forward.is_empty() || pos.is_over() {
                    break;
                }
                earlier.push(pos.clone());
                pos.play_unchecked(forward[rng.below(forward.len())]);
                plies += 1;
                history.push(ai::position_key(&pos));
            }
            while !pos.is_over() && plies < cfg.max_plies {
                let seat = pos.to_move();
                let (bot, st) = if seat == a_seat {
                    (cfg.a, &mut sa)
                } else {
                    (cfg.b, &mut sb)
                };
                let (seed, hist) = if cfg.ui_history > 0 {
                    let h = &history
                        [history.len().saturating_sub(cfg.ui_history + 1)..history.len() - 1];
                    (ai::position_key(&pos) ^ h.len() as u64, h)
                } else {
                    (game_seed ^ (plies as u64) << 20, &history[..])
                };
                let stall = ai::stall_turns(&earlier, &pos);
                if seat == a_seat {
                    a_run = a_run.max(stall);
                }
                earlier.push(pos.clone());
                let tune = cfg.tune[usize::from(seat != a_seat)];
                let turn = Turn { seed, stall, tune };
                let played = pick(bot, &pos, hist, cfg, turn, st);
                let bytes = played.map_or([255, 255], |m| [m.from.to_u8(), m.to.to_u8()]);
                for b in bytes {
                    move_hash = (move_hash ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
                }
                match played {
                    Some(m) => {
                        if cfg.trace {
                            let togo: Vec<i32> = pos
                                .seating()
                                .seats()
                                .map(|s| ai::rows_to_go(&pos, s))
                                .collect();
                            println!(
                                "  {plies:3} seat {seat} {bot}: {} {togo:?} {pos}",
                                pos.move_name(m)
                            );
                        }
                        pos.play_unchecked(m);
                    }
                    None => {
                        pos.pass_unchecked();
                    }
                }
                plies += 1;
                history.push(ai::position_key(&pos));
            }
            total_plies += plies;
            a_runs.push(a_run);
            if !pos.is_over() {
                let outside: Vec<String> = pos
                    .seating()
                    .seats()
                    .map(|s| {
                        let out: usize = pos
                            .seating()
                            .armies(s)
                            .iter()
                            .map(|t| (pos.army(t) - pos.goal_area(t)).len())
                            .sum();
                        let done = if pos.finished().contains(s) { "*" } else { "" };
                        format!("{s}:{out}{done}")
                    })
                    .collect();
                unfinished.push(format!(
                    "game {g}: unfinished after {plies} plies, pegs outside goal [{}]\n    {pos}",
                    outside.join(" ")
                ));
            }
            // A's pairwise placements against each B seat: above it 1, level 0.5.
            let key = |s: Seat| {
                let place = if pos.is_over() {
                    pos.ranking().place(s).unwrap_or(99)
                } else {
                    99
                };
                (place, ai::rows_to_go(&pos, s))
            };
            let others: Vec<Seat> = pos.seating().seats().filter(|&s| s != a_seat).collect();
            margin += others
                .iter()
                .map(|&s| f64::from(ai::rows_to_go(&pos, s)))
                .sum::<f64>()
                / others.len().max(1) as f64
                - f64::from(ai::rows_to_go(&pos, a_seat));
            for s in pos.seating().seats().filter(|&s| s != a_seat) {
                pairs += 1.0;
                pair_score += match key(a_seat).cmp(&key(s)) {
                    std::cmp::Ordering::Less => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Greater => 0.0,
                };
            }
            let a_won = if pos.is_over() {
                pos.ranking().place(a_seat) == Some(1)
            } else {
                adjudicated += 1;
                let mine = ai::rows_to_go(&pos, a_seat);
                pos.seating()
                    .seats()
                    .filter(|&s| s != a_seat)
                    .all(|s| ai::rows_to_go(&pos, s) > mine)
            };
            if cfg.moves {
                println!(
                    "moves game={g} plies={plies} hash={move_hash:016x} nodes={}",
                    sa.nodes + sb.nodes - nodes_before
                );
            }
            if cfg.results {
                // Per seat: who played it, its place (0 in an unfinished game) and rows to go.
                let seats: Vec<String> = pos
                    .seating()
                    .seats()
                    .map(|s| {
                        let bot = if s == a_seat { cfg.a } else { cfg.b };
                        let place = if pos.is_over() {
                            pos.ranking().place(s).unwrap_or(0)
                        } else {
                            0
                        };
                        format!("{bot}/{place}/{}", ai::rows_to_go(&pos, s))
                    })
                    .collect();
                println!(
                    "result game={g} plies={plies} over={} {}",
                    u8::from(pos.is_over()),
                    seats.join(" ")
                );
            }
            if a_won {
                a_wins += 1;
            } else {
                b_wins += 1;
            }
            if cfg.verbose {
                let togo: Vec<i32> = pos
                    .seating()
                    .seats()
                    .map(|s| ai::rows_to_go(&pos, s))
                    .collect();
                println!(
                    "game {g}: A seat {a_seat} {} after {plies} plies{} rows to go {togo:?}",
                    if a_won { "wins" } else { "loses" },
                    if pos.is_over() { "" } else { " (adjudicated)" }
                );
            }
        }
        let games = cfg.games.max(1) as f64;
        if cfg.time {
            println!("budgets: each level's time x {}", cfg.scale);
        } else {
            let k = cfg
                .nodes
                .unwrap_or(ai::browser_nodes_per_ms(cfg.options.players));
            println!(
                "budgets: {k} nodes per ms of each level's time (L{}: {} nodes)",
                Level::STRONGEST,
                Level::STRONGEST.node_limits(k).max_nodes
            );
        }
        println!(
            "{} players: A={} vs B={} | {} games | A wins {} ({:.0}%), B wins {} | adjudicated {} | avg {:.1} plies ({:.1} moves per seat)",
            n,
            cfg.a,
            cfg.b,
            cfg.games,
            a_wins,
            100.0 * a_wins as f64 / games,
            b_wins,
            adjudicated,
            total_plies as f64 / games,
            total_plies as f64 / games / n as f64
        );
        println!(
            "A's pairwise score against the B seats (above 1, level 0.5; unfinished seats by rows to go): {:.1}%",
            100.0 * pair_score / f64::max(pairs, 1.0)
        );
        println!(
            "A's margin: the B seats' rows to go at the end, on average, minus A's: {:.1}",
            margin / games
        );
        println!(
            "A's longest run of turns without a new best: {}; games with a run of {} or more: {}",
            a_runs.iter().max().unwrap_or(&0),
            ai::STALL_TURNS,
            a_runs.iter().filter(|&&r| r >= ai::STALL_TURNS).count()
        );
        println!("unfinished games: {}", unfinished.len());
        for u in &unfinished {
            println!("  {u}");
        }
        for (name, s) in [("A", &sa), ("B", &sb)] {
            if s.moves > 0 {
                println!(
                    "  {name}: {:.1} ms/move, avg depth {:.2}, {:.0} knodes/s",
                    s.ms / s.moves as f64,
                    s.depth as f64 / s.moves as f64,
                    s.nodes as f64 / s.ms.max(1e-9)
                );
            }
        }
    }
}
