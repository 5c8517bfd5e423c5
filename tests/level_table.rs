//! The level table of `docs/ai.md` ("Levels") against the code: every row's number, name,
//! budget, depth and three styles must be `Level::ALL`'s, so that the documentation cannot drift
//! from `src/ai/level.rs` silently. Run: `cargo test --test level_table`.

use sternhalma::ai::{Level, Style};

const DOC: &str = include_str!("../docs/ai.md");

/// The rows of the first table under the heading `## Levels`, each as its cells (trimmed).
fn level_rows() -> Vec<Vec<String>> {
    let section = DOC
        .split("\n## Levels\n")
        .nth(1)
        .expect("docs/ai.md has a section \"## Levels\"");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut lines = section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'));
    let header = lines.next().expect("the level table's header");
    assert_eq!(
        cells(header),
        [
            "level",
            "name",
            "budget (ms)",
            "depth",
            "one opponent",
            "two opponents",
            "three or more"
        ],
        "the level table's columns"
    );
    lines.skip(1).map(cells).collect()
}

fn cells(line: &str) -> Vec<String> {
    line.trim()
        .trim_matches('|')
        .split('|')
        .map(|c| c.trim().to_owned())
        .collect()
}

/// A style cell: `—` (the full search), or `key=value,…` over [`Style::FULL`] in backticks, with
/// the keys of the arena's `--a-style`.
fn style(cell: &str) -> Style {
    let mut style = Style::FULL;
    if cell == "—" {
        return style;
    }
    let mut seen = Vec::new();
    let text = cell
        .strip_prefix('`')
        .and_then(|c| c.strip_suffix('`'))
        .unwrap_or_else(|| panic!("a style in backticks, or —: {cell:?}"));
    for kv in text.split(',') {
        let (key, value) = kv
            .split_once('=')
            .unwrap_or_else(|| panic!("key=value: {kv:?}"));
        let value: u8 = value.parse().unwrap_or_else(|_| panic!("a number: {kv:?}"));
        let field = match key {
            "rounds" => &mut style.rounds,
            "straggle" => &mut style.straggle,
            "entry" => &mut style.entry,
            "sight" => &mut style.sight,
            "notice" => &mut style.notice,
            "discount" => &mut style.discount,
            "own" => &mut style.own_depth,
            "lapse" => &mut style.lapse,
            "ahead" => &mut style.ahead,
            "reply" => &mut style.reply,
            "sample" => &mut style.sample,
            "sample_rounds" => &mut style.sample_rounds,
            "sample_share" => &mut style.sample_share,
            "plan" => &mut style.plan,
            _ => panic!("unknown style key {key:?}"),
        };
        assert!(!seen.contains(&key), "{key} written twice in {cell:?}");
        assert_ne!(
            *field, value,
            "{key}={value} is the full search's: leave it out"
        );
        seen.push(key);
        *field = value;
    }
    style
}

#[test]
fn the_level_table_in_docs_ai_md_is_the_code() {
    let rows = level_rows();
    assert_eq!(rows.len(), Level::ALL.len(), "one row per level");
    for (row, level) in rows.iter().zip(Level::ALL) {
        let n = level.number();
        assert_eq!(row.len(), 7, "level {n}: seven cells");
        assert_eq!(row[0], n.to_string(), "level {n}: the rows in order");
        assert_eq!(row[1], level.name(), "level {n}: name");
        assert_eq!(
            row[2].parse::<f64>().ok(),
            Some(level.budget_ms()),
            "level {n}: budget"
        );
        assert_eq!(
            row[3].parse::<u32>().ok(),
            Some(level.max_depth()),
            "level {n}: depth"
        );
        assert_eq!(style(&row[4]), level.style(), "level {n}: one opponent");
        assert_eq!(
            style(&row[5]),
            level.style_many(),
            "level {n}: two opponents"
        );
        assert_eq!(
            style(&row[6]),
            level.style_crowd(),
            "level {n}: three or more"
        );
    }
}
