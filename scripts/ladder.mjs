#!/usr/bin/env node
// The rating ladder of the computer opponent: a round robin of the baselines and every level,
// played by `arena` at the browser's node budgets, rated by Elo with 95% intervals.
//
//   cargo build --profile bench --bin arena
//   nice -n 10 node scripts/ladder.mjs [--players 2,3,6] [--games 24] [--seed 1] [--jobs 1]
//       [--pool random,greedy,tip,spoiler,1,2,3,4,5,6] [--arena target/release/arena]
//       [--out target/ladder] [--boot 400] [--anchor tip] [-- more arena flags]
//
// Every pair of players meets in `--games` games per player count. With two players the seats
// alternate; with more, half the games put X in one seat against N-1 copies of Y and half the
// other way round (the lone seat rotates over the seats). A game ends at its first finisher (the
// default rules); the other seats are placed by rows still to go.
//
// Ratings come from pairwise placements: in every game, each pair of seats held by different
// players is one result (the better placed seat wins, equal rows to go are a draw), so one
// six-player game gives five results between its lone seat and the others. The ratings are the
// Bradley–Terry (Elo) fit of all results, with one virtual draw per pairing as a prior (it keeps
// a player that lost every game, like random, at a finite rating: its distance to the next one
// is a lower bound). 95% intervals: the 2.5th and 97.5th percentiles over `--boot` fits to the
// games resampled with replacement within each pairing (whole games, so the results of one game
// stay together). The anchor (`--anchor`, rated 0) is the independent-style greedy `tip`: random
// would be a poor one, as its rating is the prior's alone.
//
// Each arena run's output is kept under `--out/<N>p/` and reused when the script is run again
// with the same pool, games and seed (delete the directory after changing the program).

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const extra = args.includes("--") ? args.splice(args.indexOf("--")).slice(1) : [];
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const players = opt("--players", "2,3,6").split(",").map(Number);
const games = Number(opt("--games", "24"));
const seed = Number(opt("--seed", "1"));
const jobs = Math.max(1, Number(opt("--jobs", "1")));
const pool = opt("--pool", "random,greedy,tip,spoiler,1,2,3,4,5,6").split(",");
const arena = opt("--arena", "target/release/arena");
const out = opt("--out", "target/ladder");
const boot = Number(opt("--boot", "400"));
const anchor = opt("--anchor", "tip");

const name = (p) => (/^\d+$/.test(p) ? `L${p}` : p);

// --- Playing ---------------------------------------------------------------------------------

/** The arena runs of a player count: [a, b, games]. */
function runs(n) {
  const list = [];
  for (let i = 0; i < pool.length; i++) {
    for (let j = i + 1; j < pool.length; j++) {
      if (n === 2) {
        list.push([pool[i], pool[j], games]);
      } else {
        list.push([pool[i], pool[j], Math.ceil(games / 2)]);
        list.push([pool[j], pool[i], Math.ceil(games / 2)]);
      }
    }
  }
  return list;
}

function runArena(n, [a, b, g]) {
  const dir = join(out, `${n}p`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name(a)}-vs-${name(b)}-g${g}-s${seed}${extra.length ? "-" + extra.join("") : ""}.txt`);
  if (existsSync(file)) return Promise.resolve(readFileSync(file, "utf8"));
  const argv = ["--players", String(n), "--a", a, "--b", b, "--games", String(g), "--seed", String(seed), "--results", ...extra];
  return new Promise((resolve, reject) => {
    const child = spawn(arena, argv, { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (d) => (text += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`arena ${argv.join(" ")}: exit ${code}`));
      writeFileSync(file, text);
      process.stderr.write(`  ${n}p ${name(a)} vs ${name(b)}: ${text.split("\n").find((l) => l.includes(" vs B=")) ?? ""}\n`);
      resolve(text);
    });
  });
}

async function playAll(n) {
  const todo = runs(n);
  const texts = new Array(todo.length);
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const k = next++;
      texts[k] = await runArena(n, todo[k]);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return texts;
}

// --- Reading results ---------------------------------------------------------------------------

/** Games of one arena run: per game, its seats as {bot, place, togo}. */
function parseGames(text) {
  const list = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("result ")) continue;
    const fields = line.split(" ").slice(1);
    const over = fields.find((f) => f.startsWith("over=")) === "over=1";
    const seats = fields
      .filter((f) => f.includes("/"))
      .map((f) => {
        const [bot, place, togo] = f.split("/");
        return { bot: bot.replace(/^L/, ""), place: Number(place), togo: Number(togo) };
      });
    list.push({ over, seats });
  }
  return list;
}

/** Pairwise results of one game: [winner bot, loser bot, score of the first (1, 0.5)]. */
function pairwise(game) {
  const res = [];
  const key = (s) => [s.place === 0 ? 99 : s.place, s.togo];
  const s = game.seats;
  for (let i = 0; i < s.length; i++) {
    for (let j = i + 1; j < s.length; j++) {
      if (s[i].bot === s[j].bot) continue;
      const [pi, ti] = key(s[i]);
      const [pj, tj] = key(s[j]);
      const v = pi !== pj ? (pi < pj ? 1 : 0) : ti !== tj ? (ti < tj ? 1 : 0) : 0.5;
      res.push([s[i].bot, s[j].bot, v]);
    }
  }
  return res;
}

// --- Rating ----------------------------------------------------------------------------------

/** Bradley–Terry fit (minorisation–maximisation) of `wins[i][j]` (i's score against j). */
function fit(wins) {
  const k = pool.length;
  const n = wins.map((row, i) => row.map((w, j) => w + wins[j][i]));
  let gamma = new Array(k).fill(1);
  for (let iter = 0; iter < 2000; iter++) {
    const next = gamma.map((g, i) => {
      const w = wins[i].reduce((a, b) => a + b, 0);
      let d = 0;
      for (let j = 0; j < k; j++) if (j !== i && n[i][j] > 0) d += n[i][j] / (g + gamma[j]);
      return d > 0 ? w / d : g;
    });
    const a = Math.max(0, pool.indexOf(anchor));
    const norm = next[a];
    const delta = Math.max(...next.map((g, i) => Math.abs(Math.log(g / norm) - Math.log(gamma[i] / gamma[a]))));
    gamma = next.map((g) => g / norm);
    if (delta < 1e-9) break;
  }
  return gamma.map((g) => (400 * Math.log(g)) / Math.LN10);
}

/** Score matrix (with the prior) of a set of games: wins[i][j]. */
function scores(groups) {
  const idx = new Map(pool.map((p, i) => [p, i]));
  const k = pool.length;
  const wins = Array.from({ length: k }, () => new Array(k).fill(0));
  for (const group of groups) {
    for (const game of group) {
      for (const [a, b, v] of pairwise(game)) {
        const i = idx.get(a);
        const j = idx.get(b);
        wins[i][j] += v;
        wins[j][i] += 1 - v;
      }
    }
  }
  return wins;
}

function withPrior(wins) {
  return wins.map((row, i) => row.map((w, j) => (i === j ? 0 : w + 0.5)));
}

function rng(s) {
  let x = BigInt(s) + 0x9e3779b97f4a7c15n;
  return () => {
    x = (x + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
    return Number((z ^ (z >> 31n)) >> 11n) / 2 ** 53;
  };
}

const pct = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
};

function report(n, groups) {
  const wins = scores(groups);
  const elo = fit(withPrior(wins));
  const rand = rng(seed * 7919 + n);
  const samples = pool.map(() => []);
  const h2h = pool.map(() => pool.map(() => []));
  for (let b = 0; b < boot; b++) {
    const resampled = groups.map((g) => g.map(() => g[Math.floor(rand() * g.length)]));
    const w = scores(resampled);
    fit(withPrior(w)).forEach((e, i) => samples[i].push(e));
    for (let i = 0; i < pool.length; i++)
      for (let j = 0; j < pool.length; j++) {
        const t = w[i][j] + w[j][i];
        if (t > 0) h2h[i][j].push(w[i][j] / t);
      }
  }
  const all = groups.flat();
  const unfinished = all.filter((g) => !g.over).length;
  console.log(`\n## ${n} players: ${all.length} games (${unfinished} unfinished), ${games} per pairing, seed ${seed}\n`);
  console.log("| player | Elo | 95% interval | pairwise score |");
  console.log("|---|---|---|---|");
  const order = pool.map((_, i) => i).sort((a, b) => elo[a] - elo[b]);
  for (const i of order) {
    const w = wins[i].reduce((a, b) => a + b, 0);
    const t = wins[i].reduce((a, b, j) => a + b + wins[j][i], 0);
    console.log(
      `| ${name(pool[i])} | ${elo[i].toFixed(0)} | ${pct(samples[i], 0.025).toFixed(0)} … ${pct(samples[i], 0.975).toFixed(0)} | ${((100 * w) / Math.max(t, 1)).toFixed(0)}% |`,
    );
  }
  console.log("\nHead to head: the row's pairwise score against the column, % (95% interval)\n");
  console.log(`| | ${pool.map(name).join(" | ")} |`);
  console.log(`|---|${pool.map(() => "---").join("|")}|`);
  for (let i = 0; i < pool.length; i++) {
    const cells = pool.map((_, j) => {
      const t = wins[i][j] + wins[j][i];
      if (i === j || t === 0) return "";
      const v = (100 * wins[i][j]) / t;
      return `${v.toFixed(0)} (${(100 * pct(h2h[i][j], 0.025)).toFixed(0)}–${(100 * pct(h2h[i][j], 0.975)).toFixed(0)})`;
    });
    console.log(`| ${name(pool[i])} | ${cells.join(" | ")} |`);
  }
}

for (const n of players) {
  const todo = runs(n);
  const texts = await playAll(n);
  // One resampling group per pairing (both directions of a many-player pairing together).
  const byPair = new Map();
  todo.forEach(([a, b], k) => {
    const key = [a, b].sort().join("|");
    byPair.set(key, [...(byPair.get(key) ?? []), ...parseGames(texts[k])]);
  });
  report(n, [...byPair.values()]);
}
