//! Moving through the tree: playing a move at the cursor (following a recorded one or adding a
//! variation), going to any node, undo, redo, the first and the last position of the line.

use std::cell::OnceCell;
use std::rc::Rc;

use super::{
    Fork, Line, NodeId, Piece, Played, Rec, Tree, TreeError, MAX_TREE_MOVES, MAX_VARIATIONS,
};
use crate::engine::{Move, Ply};

impl Tree {
    /// Plays `m` at the cursor: along the child that has it, if one does (the line on screen
    /// changes only if that child is not on it), else as a new child (the last one), with the
    /// forced passes after it. The cursor ends after the move and its passes.
    ///
    /// # Errors
    ///
    /// [`TreeError::Play`] when the engine refuses the move (illegal, game over, the line
    /// holds [`crate::engine::Game::MAX_MOVES`] moves), [`TreeError::Full`] when the tree is full.
    pub fn play(&mut self, m: Move) -> Result<Played, TreeError> {
        let at = self.cursor_at();
        if let Some(child) = self.child_with(at, Ply::Move(m)) {
            self.go(child);
            return Ok(Played::Followed);
        }
        let Some(line) = self.lines.get(at.line as usize) else {
            return Err(TreeError::NoSuchNode);
        };
        let extends = at.depth == line.end();
        let mut game = self.line.clone();
        game.play(m).map_err(TreeError::Play)?;
        if self.moves >= MAX_TREE_MOVES || (!extends && self.variations() >= MAX_VARIATIONS) {
            return Err(TreeError::Full);
        }
        let recs: Vec<Rec> = (at.depth as usize..game.plies().len())
            .filter_map(|i| {
                Some(Rec {
                    ply: *game.plies().get(i)?,
                    seat: game.position_at(i)?.to_move(),
                })
            })
            .collect();
        let old = std::mem::replace(&mut self.line, game);
        let was_main = self.path.len() == 1;
        let mut path = (*self.path).clone();
        let lines = Rc::make_mut(&mut self.lines);
        if extends {
            let line = &mut lines[at.line as usize];
            line.plies.extend(recs);
            line.moves += 1;
            if let Some(last) = path.last_mut() {
                last.end = line.end();
            }
        } else {
            let v = lines.len() as u32;
            let end = at.depth + recs.len() as u32;
            lines.push(Line {
                parent: Some(at.line),
                base: at.depth,
                plies: recs.into_iter().collect(),
                forks: Rc::default(),
                moves: 1,
            });
            let forks = Rc::make_mut(&mut lines[at.line as usize].forks);
            match forks.binary_search_by_key(&at.depth, |f| f.depth) {
                Ok(i) => {
                    forks[i].vars.push(v);
                    forks[i].memory = forks[i].vars.len() as u32;
                }
                Err(i) => forks.insert(
                    i,
                    Fork {
                        depth: at.depth,
                        vars: vec![v],
                        memory: 1,
                    },
                ),
            }
            let keep = path.iter().position(|p| at.depth <= p.end).unwrap_or(0);
            path.truncate(keep + 1);
            if let Some(p) = path.last_mut() {
                p.end = at.depth;
            }
            path.push(Piece { line: v, end });
            if was_main {
                self.main = Some(old);
            }
        }
        self.path = Rc::new(path);
        self.moves += 1;
        self.rows = OnceCell::new();
        self.sync_main();
        Ok(Played::Added)
    }

    /// Moves the cursor to `id` (on over the forced passes after it, as [`crate::engine::Game::goto`] does).
    /// A node off the line on screen makes its line the line on screen: the path to it,
    /// continued by the remembered children. Returns whether the cursor moved.
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn goto(&mut self, id: NodeId) -> Result<bool, TreeError> {
        let at = self.at(id)?;
        Ok(self.go(at))
    }

    /// Steps back along the line on screen over the last move (and the passes after it).
    /// Returns whether the cursor moved.
    pub fn undo(&mut self) -> bool {
        let moved = self.line.undo();
        self.sync_main();
        moved
    }

    /// Steps forward along the line on screen over the next move (and the passes after it).
    /// Returns whether the cursor moved.
    pub fn redo(&mut self) -> bool {
        let moved = self.line.redo();
        self.sync_main();
        moved
    }

    /// Goes to the start of the line on screen. Returns whether the cursor moved.
    pub fn first(&mut self) -> bool {
        self.goto_ply(0)
    }

    /// Goes to the end of the line on screen. Returns whether the cursor moved.
    pub fn last(&mut self) -> bool {
        self.goto_ply(self.line.plies().len())
    }

    pub(super) fn goto_ply(&mut self, ply: usize) -> bool {
        let before = self.line.cursor();
        let _ = self.line.goto(ply);
        self.sync_main();
        self.line.cursor() != before
    }
}
