//! The level table of `docs/ai.md` ("Levels") against the code: every row's number, name,
//! budget, depth and three styles must be `Level::ALL`'s, so that the documentation cannot drift
//! from `src/ai/level.rs` silently. Run: `cargo test --test level_table`.

use sternhalma::ai::{Level, Reply, Sampling, Style};

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

/// Every field of a style as `(key, value)`, the keys and values the table writes:
/// `own` and `rounds` a number (or `none`), `reply` `greediest` or `preferred`, `sample` `off`
/// or `MOVESxROUNDS`.
fn fields(style: &Style) -> Vec<(&'static str, String)> {
    let number = |n: Option<u8>| n.map_or("none".to_owned(), |n| n.to_string());
    vec![
        ("lapse", style.mistakes.lapse.to_string()),
        ("sight", style.mistakes.sight.to_string()),
        ("notice", style.mistakes.notice.to_string()),
        ("straggle", style.straggle.to_string()),
        ("entry", style.entry.to_string()),
        ("ahead", style.ahead.to_string()),
        ("own", number(style.own_depth)),
        ("rounds", number(style.rounds)),
        ("discount", style.discount.to_string()),
        (
            "reply",
            match style.reply {
                Reply::Greediest => "greediest",
                Reply::Preferred => "preferred",
            }
            .to_owned(),
        ),
        ("plan", style.plan.to_string()),
        (
            "sample",
            match style.sampling {
                Sampling::Off => "off".to_owned(),
                Sampling::Best { moves, rounds } => format!("{moves}x{rounds}"),
                Sampling::Tree => "tree".to_owned(),
            },
        ),
    ]
}

/// A style cell: `—` (the full search), or `key=value,…` in backticks, the keys of [`fields`]
/// that differ from [`Style::FULL`]; the fields the cell names, the others at the full search's.
fn style(cell: &str) -> Vec<(&'static str, String)> {
    let mut style = fields(&Style::FULL);
    if cell == "—" {
        return style;
    }
    let inner = cell
        .strip_prefix('`')
        .and_then(|c| c.strip_suffix('`'))
        .unwrap_or_else(|| panic!("a style in backticks, or —: {cell:?}"));
    for kv in inner.split(',') {
        let (key, value) = kv
            .split_once('=')
            .unwrap_or_else(|| panic!("key=value: {kv:?}"));
        let field = style
            .iter_mut()
            .find(|f| f.0 == key)
            .unwrap_or_else(|| panic!("unknown style key {key:?}"));
        assert_ne!(
            field.1, value,
            "{key}={value} is the full search's: leave it out"
        );
        field.1 = value.to_owned();
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
        let styles = level.styles();
        assert_eq!(
            style(&row[4]),
            fields(&styles.one),
            "level {n}: one opponent"
        );
        assert_eq!(
            style(&row[5]),
            fields(&styles.many),
            "level {n}: two opponents"
        );
        assert_eq!(
            style(&row[6]),
            fields(&styles.crowd),
            "level {n}: three or more"
        );
    }
}
