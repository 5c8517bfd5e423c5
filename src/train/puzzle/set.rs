//! The committed set as one text ([`read_set`]): a puzzle a line ([`Puzzle::from_line`]).

use crate::train::puzzle::Puzzle;

/// The puzzles of a set's text. Blank lines and lines starting with `#` are skipped, and so is
/// a line that does not read (a set made by a newer build may hold what this one does not
/// know).
pub fn read_set(text: &str) -> Vec<Puzzle> {
    text.lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| Puzzle::from_line(l).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_set_reads_whole() {
        let text = include_str!("../../../assets/puzzles.txt");
        let lines = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
        let set = read_set(text);
        assert_eq!(set.len(), lines.count());
        assert!(!set.is_empty());
        assert!(read_set("# a comment\n\nnot a puzzle\n").is_empty());
    }
}
