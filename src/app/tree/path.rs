//! The tree's storage addressed: node ids and their places in the lines, parents and children,
//! the path from the root to a node and the remembered children past it, and the line on screen
//! materialised as a [`Game`] from the path's plies.

use std::rc::Rc;

use super::{At, Line, NodeId, Piece, Rec, Tree, TreeError, ROOT};
use crate::engine::{Game, Ply};

impl Tree {
    pub(super) fn id(&self, at: At) -> NodeId {
        NodeId {
            line: at.line,
            depth: at.depth,
            shape: self.shape,
        }
    }

    pub(super) fn at(&self, id: NodeId) -> Result<At, TreeError> {
        let at = At {
            line: id.line,
            depth: id.depth,
        };
        if id.shape == self.shape && self.exists(at) {
            Ok(at)
        } else {
            Err(TreeError::NoSuchNode)
        }
    }

    pub(super) fn exists(&self, at: At) -> bool {
        at == ROOT
            || self
                .lines
                .get(at.line as usize)
                .is_some_and(|l| at.depth > l.base && at.depth <= l.end())
    }

    pub(super) fn rec_of(&self, at: At) -> Option<&Rec> {
        self.lines.get(at.line as usize)?.rec(at.depth)
    }

    pub(super) fn parent_of(&self, at: At) -> Option<At> {
        if at == ROOT {
            return None;
        }
        let line = self.lines.get(at.line as usize)?;
        match line.parent {
            Some(p) if at.depth == line.base + 1 => Some(At {
                line: p,
                depth: line.base,
            }),
            _ => Some(At {
                line: at.line,
                depth: at.depth.checked_sub(1)?,
            }),
        }
    }

    pub(super) fn children_of(&self, at: At) -> Vec<At> {
        let Some(line) = self.lines.get(at.line as usize) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if at.depth < line.end() {
            out.push(At {
                line: at.line,
                depth: at.depth + 1,
            });
        }
        if let Some(f) = line.fork(at.depth) {
            out.extend(f.vars.iter().filter_map(|&v| {
                let var = self.lines.get(v as usize)?;
                Some(At {
                    line: v,
                    depth: var.base + 1,
                })
            }));
        }
        out
    }

    pub(super) fn child_with(&self, at: At, ply: Ply) -> Option<At> {
        self.children_of(at)
            .into_iter()
            .find(|&c| self.rec_of(c).is_some_and(|r| r.ply == ply))
    }

    /// The node of the line on screen at `depth`.
    pub(super) fn path_node(&self, depth: u32) -> Option<At> {
        self.path.iter().find(|p| depth <= p.end).map(|p| At {
            line: p.line,
            depth,
        })
    }

    pub(super) fn cursor_at(&self) -> At {
        self.path_node(self.line.cursor() as u32).unwrap_or(ROOT)
    }

    pub(super) fn leaf(&self) -> At {
        self.path.last().map_or(ROOT, |p| At {
            line: p.line,
            depth: p.end,
        })
    }

    pub(super) fn on_path(&self, at: At) -> bool {
        let mut from = 0;
        for p in self.path.iter() {
            if p.line == at.line {
                return at.depth >= from && at.depth <= p.end;
            }
            from = p.end + 1;
        }
        false
    }

    /// The path from the root to `at`.
    pub(super) fn path_to(&self, at: At) -> Vec<Piece> {
        let mut rev = vec![Piece {
            line: at.line,
            end: at.depth,
        }];
        let mut l = at.line;
        // A line leaves an earlier line: at most one step per line.
        for _ in 0..self.lines.len() {
            let Some(line) = self.lines.get(l as usize) else {
                break;
            };
            let Some(p) = line.parent.filter(|&p| p < l) else {
                break;
            };
            rev.push(Piece {
                line: p,
                end: line.base,
            });
            l = p;
        }
        rev.reverse();
        rev
    }

    /// Continues `path` past its last node by the remembered children, to a leaf.
    pub(super) fn extend_path(&self, path: &mut Vec<Piece>) {
        for _ in 0..=self.lines.len() {
            let Some(last) = path.last_mut() else {
                return;
            };
            let Some(line) = self.lines.get(last.line as usize) else {
                return;
            };
            let from = line.forks.partition_point(|f| f.depth < last.end);
            let next = line.forks[from..].iter().find_map(|f| {
                let v = *f.vars.get(f.memory.checked_sub(1)? as usize)?;
                Some((f.depth, v, self.lines.get(v as usize)?.base + 1))
            });
            match next {
                Some((depth, v, first)) => {
                    last.end = depth;
                    path.push(Piece {
                        line: v,
                        end: first,
                    });
                }
                None => {
                    last.end = line.end();
                    return;
                }
            }
        }
    }

    /// Makes every node of `path` remember the child on `path`.
    pub(super) fn remember(&mut self, path: &[Piece]) {
        let changes = self.memory_changes(path);
        if changes.is_empty() {
            return;
        }
        let lines = Rc::make_mut(&mut self.lines);
        for (l, k, want) in changes {
            if let Some(f) = lines
                .get_mut(l)
                .and_then(|l| Rc::make_mut(&mut l.forks).get_mut(k))
            {
                f.memory = want;
            }
        }
    }

    /// What [`remember`](Tree::remember) changes: `(line, fork index, memory)`.
    pub(super) fn memory_changes(&self, path: &[Piece]) -> Vec<(usize, usize, u32)> {
        let mut changes = Vec::new();
        let mut from = 0;
        for (i, piece) in path.iter().enumerate() {
            let Some(line) = self.lines.get(piece.line as usize) else {
                break;
            };
            let next = path.get(i + 1).map(|n| n.line);
            let lo = line.forks.partition_point(|f| f.depth < from);
            for (k, f) in line.forks.iter().enumerate().skip(lo) {
                if f.depth > piece.end {
                    break;
                }
                // Past the path's end, a node remembers what it remembers.
                let want = match next {
                    _ if f.depth < piece.end => 0,
                    Some(v) => f
                        .vars
                        .iter()
                        .position(|&x| x == v)
                        .map_or(f.memory, |j| j as u32 + 1),
                    None => f.memory,
                };
                if want != f.memory {
                    changes.push((piece.line as usize, k, want));
                }
            }
            from = piece.end + 1;
        }
        changes
    }

    /// Goes to `at`, switching the line on screen if `at` is not on it.
    pub(super) fn go(&mut self, at: At) -> bool {
        if self.on_path(at) {
            return self.goto_ply(at.depth as usize);
        }
        let mut path = self.path_to(at);
        self.extend_path(&mut path);
        self.remember(&path);
        let main_path = [self.main_piece()];
        let from_line = divergence(&self.path, &path);
        let from_main = divergence(&main_path, &path);
        let mut game = self.materialize(
            &path,
            &[(&self.line, from_line), (self.main_line(), from_main)],
        );
        let _ = game.goto(at.depth as usize);
        let old = std::mem::replace(&mut self.line, game);
        let (was_main, is_main) = (self.path.len() == 1, path.len() == 1);
        if is_main {
            self.main = None;
        } else if was_main {
            self.main = Some(old);
        }
        self.path = Rc::new(path);
        self.sync_main();
        true
    }

    pub(super) fn main_piece(&self) -> Piece {
        Piece {
            line: 0,
            end: self.lines.first().map_or(0, Line::end),
        }
    }

    /// Puts the main line's cursor on the last main-line node before the tree's cursor.
    pub(super) fn sync_main(&mut self) {
        let leave = self.path.first().map_or(0, |p| p.end) as usize;
        let target = self.line.cursor().min(leave);
        if let Some(main) = &mut self.main {
            if main.cursor() != target {
                let _ = main.goto(target);
            }
        }
    }

    /// The plies of `path` from depth `from` on (the ply leading to depth `from + 1` first).
    pub(super) fn path_recs<'a>(
        &'a self,
        path: &'a [Piece],
        from: u32,
    ) -> impl Iterator<Item = &'a Rec> {
        let mut start = 0u32;
        path.iter().flat_map(move |p| {
            let first = start.max(from) + 1;
            start = p.end;
            let (skip, take) = match self.lines.get(p.line as usize) {
                Some(line) if p.end >= first => {
                    (first.saturating_sub(line.base + 1), p.end + 1 - first)
                }
                _ => (0, 0),
            };
            let plies = self.lines.get(p.line as usize).map(|l| &l.plies);
            plies
                .into_iter()
                .flat_map(move |h| h.iter_from(skip as usize).take(take as usize))
        })
    }

    /// The game of `path` (cursor anywhere), built from the candidate that shares the most
    /// plies with it: each candidate with the number of leading plies it shares.
    pub(super) fn materialize(&self, path: &[Piece], candidates: &[(&Game, usize)]) -> Game {
        let n = path.last().map_or(0, |p| p.end) as usize;
        let Some(&(base, shared)) = candidates.iter().max_by_key(|c| c.1) else {
            return Game::new(self.start().clone());
        };
        let shared = shared.min(n);
        if shared == n && base.plies().len() == n {
            return base.clone();
        }
        // Cut the base at `cut` plies by playing the ply there again (playing drops what
        // followed); a path that ends inside the base is cut at its last move.
        let cut = if shared < n {
            Some(shared)
        } else {
            (0..n).rev().find(|&i| {
                matches!(
                    self.path_recs(path, i as u32).next().map(|r| r.ply),
                    Some(Ply::Move(_))
                )
            })
        };
        let Some(cut) = cut else {
            return Game::new(self.start().clone());
        };
        let mut game = base.clone();
        let _ = game.goto(cut);
        for rec in self.path_recs(path, cut as u32) {
            if let Ply::Move(m) = rec.ply {
                // Every move of the tree was played through the engine on this very line.
                let _ = game.play_unchecked(m);
            }
        }
        game
    }

    /// How many leading plies `game` shares with `path`.
    pub(super) fn shared_plies(&self, game: &Game, path: &[Piece]) -> usize {
        game.plies()
            .iter()
            .zip(self.path_recs(path, 0))
            .take_while(|(a, b)| **a == b.ply)
            .count()
    }
}

/// The depth of the deepest node two paths of one tree share (= the plies they share).
pub(super) fn divergence(a: &[Piece], b: &[Piece]) -> usize {
    let mut last_end = 0;
    for (pa, pb) in a.iter().zip(b) {
        if pa.line != pb.line {
            return last_end as usize;
        }
        if pa.end != pb.end {
            return pa.end.min(pb.end) as usize;
        }
        last_end = pa.end;
    }
    last_end as usize
}
