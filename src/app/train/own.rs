//! "From your games": a reviewed game's mistakes and blunders as puzzles ([`own_puzzles`]),
//! kept with the player's puzzle progress ([`Progress::own`]). "Learn from your mistakes" adds
//! them when it starts.
//!
//! Such a puzzle is the position before the mistake, and its solution the engine's best move
//! there (the judgement's). Its theme is a rough one, from the move alone: a hop is a chain, a
//! step brings a peg on (straggler), a swap is a swap. It is not rated (its rating is the player's at the time).

use crate::app::analysis::learn::Mistake;
use crate::engine::MoveKind;
use crate::train::puzzle::progress::Progress;
use crate::train::puzzle::{Puzzle, Theme};

/// Adds `mistakes` with a best move to `progress` as puzzles; how many were new.
pub fn own_puzzles(progress: &mut Progress, mistakes: &[Mistake]) -> usize {
    let mut added = 0;
    for m in mistakes {
        let Some(best) = m.best else { continue };
        let theme = match best.kind {
            MoveKind::Step => Theme::Straggler,
            MoveKind::Hop => Theme::LongestChain,
            MoveKind::StepSwap | MoveKind::HopSwap { .. } => Theme::Swap,
        };
        let puzzle = Puzzle {
            id: progress.next_own_id(),
            position: m.before.clone(),
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
        assert_eq!(
            own_puzzles(&mut progress, &[mistake.clone(), mistake.clone()]),
            1
        );
        let p = &progress.own[0];
        assert_eq!((p.id.as_str(), p.solution.clone()), ("y1", vec![moves[1]]));
        assert_eq!(Puzzle::from_line(&p.to_line()).as_ref(), Ok(p));
        let no_best = Mistake {
            best: None,
            ..mistake
        };
        assert_eq!(own_puzzles(&mut progress, &[no_best]), 0);
    }
}
