//! "From your games": a reviewed game's mistakes and blunders as puzzles, kept with the
//! player's puzzle progress ([`Progress::own`]).
//!
//! "Learn from your mistakes" runs in the page, the puzzles in the second module
//! ([`crate::app::screens`]): when learning starts, the page notes the mistakes as text
//! ([`pending_lines`]: a position link and the engine's best move there, a line each), and the
//! puzzles take them in when they open ([`own_puzzles`]).
//!
//! Such a puzzle is the position before the mistake, and its solution the engine's best move
//! there (the judgement's). Its theme is a rough one, from the move alone: a hop is a chain, a
//! step brings a peg on (straggler), a swap is a swap. It is not rated (its rating is the
//! player's when the puzzles take it in).

use crate::app::analysis::learn::Mistake;
use crate::app::link::{decode, encode_position, Link};
use crate::engine::MoveKind;
use crate::train::puzzle::progress::Progress;
use crate::train::puzzle::{Puzzle, Theme};

/// The page's note of `mistakes` that have a best move: a line each, the position link before
/// the mistake and the best move's name, separated by a space.
pub fn pending_lines(mistakes: &[Mistake]) -> String {
    mistakes
        .iter()
        .filter_map(|m| {
            let best = m.best?;
            Some(format!(
                "{} {}\n",
                encode_position(&m.before),
                m.before.move_name(best)
            ))
        })
        .collect()
}

/// Adds the mistakes noted in `pending` ([`pending_lines`]) to `progress` as puzzles; how many
/// were new. A line that does not read (a damaged note) is left out.
pub fn own_puzzles(progress: &mut Progress, pending: &str) -> usize {
    let mut added = 0;
    for line in pending.lines() {
        let Some((link, name)) = line.trim().split_once(' ') else {
            continue;
        };
        let Ok(Link::Position(before)) = decode(link) else {
            continue;
        };
        let Ok(best) = before.parse_move(name.trim()) else {
            continue;
        };
        let theme = match best.kind {
            MoveKind::Step => Theme::Straggler,
            MoveKind::Hop => Theme::LongestChain,
            MoveKind::StepSwap | MoveKind::HopSwap { .. } => Theme::Swap,
        };
        let puzzle = Puzzle {
            id: progress.next_own_id(),
            position: *before,
            solution: vec![best],
            themes: vec![theme],
            rating: progress.player.rating.round().clamp(0.0, 4000.0) as u32,
            also: Vec::new(),
        };
        if progress.add_own(puzzle) {
            added += 1;
        }
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::Verdict;
    use crate::app::tree::Tree;
    use crate::engine::{Options, Position};

    #[test]
    fn a_mistake_becomes_a_puzzle_once() {
        let before = Position::start(Options::default()).unwrap();
        let moves = before.legal_move_list();
        let tree = Tree::new(before.clone());
        let mistake = Mistake {
            parent: tree.cursor(),
            before: before.clone(),
            played: moves[0],
            seat: before.to_move(),
            verdict: Verdict::Blunder,
            best: Some(moves[1]),
        };
        let mut progress = Progress::default();
        let twice = pending_lines(&[mistake.clone(), mistake.clone()]);
        assert_eq!(twice.lines().count(), 2);
        assert_eq!(own_puzzles(&mut progress, &twice), 1);
        let p = &progress.own[0];
        assert_eq!((p.id.as_str(), p.solution.clone()), ("y1", vec![moves[1]]));
        assert_eq!(p.position, before);
        assert_eq!(Puzzle::from_line(&p.to_line()).as_ref(), Ok(p));
        let no_best = Mistake {
            best: None,
            ..mistake.clone()
        };
        assert_eq!(pending_lines(&[no_best]), "");
        // A damaged note is left out, line by line.
        let mut other = Progress::default();
        let damaged = format!("p2.!!! a1-b2\nnonsense\n{}", pending_lines(&[mistake]));
        assert_eq!(own_puzzles(&mut other, &damaged), 1);
    }
}
