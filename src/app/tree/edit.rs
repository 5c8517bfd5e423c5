//! Edits of the tree: make a line the main line, delete a node and what follows it, and take
//! either back.
//!
//! Both edits keep every line a chain of first children: promoting swaps the tail of a line
//! with the variation taking its place, and deleting a line's continuation makes the node's
//! first variation its continuation. Lines are then numbered again in the order the text form
//! writes them (every variation after the line it leaves), so node ids change: an edit gives
//! the tree a new numbering stamp.

use std::cell::OnceCell;
use std::rc::Rc;

use super::{At, Line, Piece, Tree, TreeError, ROOT};
use crate::engine::{History, Ply};

/// What [`Tree::restore`] needs to take an edit back: the tree before it, and the tree it made
/// (the edit applies only while the tree's nodes are still those).
///
/// # Examples
///
/// ```
/// use sternhalma::app::tree::Tree;
/// use sternhalma::engine::{Options, Position};
///
/// let mut tree = Tree::new(Position::start(Options::default()).unwrap());
/// let moves = tree.position().legal_move_list();
/// tree.play(moves[0]).unwrap();
/// tree.undo();
/// tree.play(moves[1]).unwrap();
/// let before = tree.clone();
/// // The variation becomes the main line; then it is taken back.
/// let edit = tree.promote(tree.cursor()).unwrap().expect("a variation");
/// assert_eq!(tree.main_line().moves(), vec![moves[1]]);
/// tree.restore(&edit).unwrap();
/// assert_eq!(tree, before);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    before: Box<Tree>,
    after: Rc<Vec<Line>>,
}

impl Tree {
    /// Makes the line through `id` the main line: at every node above `id` where the path
    /// from the start takes another child than the first, that child becomes the first (the
    /// others keep their order after it). The line on screen and the cursor stay on the same
    /// nodes. Returns the [`Edit`] to take it back, or `None` when `id` is on the main line.
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`].
    pub fn promote(&mut self, id: super::NodeId) -> Result<Option<Edit>, TreeError> {
        let at = self.at(id)?;
        if at.line == 0 {
            return Ok(None);
        }
        let before = self.clone();
        let mut tracked = [self.leaf(), self.cursor_at()];
        let lines = Rc::make_mut(&mut self.lines);
        let mut l = at.line;
        for _ in 0..lines.len() {
            let Some(p) = lines.get(l as usize).and_then(|line| line.parent) else {
                break;
            };
            swap_tail(lines, p, l, &mut tracked);
            l = p;
        }
        let map = renumber(lines);
        let [leaf, cursor] = tracked.map(|t| remap(&map, t));
        let path = self.path_to(leaf);
        Ok(Some(self.finish(before, path, cursor.depth)))
    }

    /// Deletes the node `id` and everything after it. A forced pass goes with the move before
    /// it (the engine records it after that move). When the cursor is in what is deleted, it
    /// goes to the node before `id`; when the line on screen loses nodes, it continues from
    /// there by the remembered children. Returns the [`Edit`] to take it back.
    ///
    /// # Errors
    ///
    /// [`TreeError::NoSuchNode`], [`TreeError::Root`] for the start position (or the forced
    /// passes right after it).
    pub fn delete(&mut self, id: super::NodeId) -> Result<Option<Edit>, TreeError> {
        let mut at = self.at(id)?;
        for _ in 0..=at.depth {
            if !matches!(self.rec_of(at).map(|r| r.ply), Some(Ply::Pass)) {
                break;
            }
            at = self.parent_of(at).ok_or(TreeError::Root)?;
        }
        let Some(parent) = self.parent_of(at).filter(|_| at != ROOT) else {
            return Err(TreeError::Root);
        };
        let before = self.clone();
        let on_line = self.on_path(at);
        let cursor = self.cursor_at();
        let cursor = if on_line && cursor.depth >= at.depth {
            parent
        } else {
            cursor
        };
        let mut tracked = [self.leaf(), cursor];
        let lines = Rc::make_mut(&mut self.lines);
        let l = at.line;
        if l != 0 && at.depth == lines[l as usize].base + 1 {
            // The first node of a variation: the variation goes.
            remove_var(lines, parent.line, parent.depth, l);
        } else {
            let line = &mut lines[l as usize];
            let keep = (at.depth - line.base - 1) as usize;
            let gone = line
                .plies
                .iter_from(keep)
                .filter(|r| matches!(r.ply, Ply::Move(_)))
                .count();
            line.plies.truncate(keep);
            line.moves -= gone as u32;
            if line.forks.iter().any(|f| f.depth >= at.depth) {
                Rc::make_mut(&mut line.forks).retain(|f| f.depth < at.depth);
            }
            if line.fork(parent.depth).is_some() {
                merge_first(lines, l, parent.depth, &mut tracked);
            }
        }
        let map = renumber(lines);
        let [leaf, cursor] = tracked.map(|t| remap(&map, t));
        let path = if on_line {
            let mut path = self.path_to(cursor);
            self.extend_path(&mut path);
            path
        } else {
            self.path_to(leaf)
        };
        Ok(Some(self.finish(before, path, cursor.depth)))
    }

    /// Takes an edit back: the tree becomes exactly what it was before the edit (nodes,
    /// remembered children, line on screen, cursor). Returns the edit that does it again.
    ///
    /// # Errors
    ///
    /// [`TreeError::Outdated`] when the tree's nodes are no longer those the edit left (a node
    /// was added or another edit made since; moving the cursor does not matter).
    pub fn restore(&mut self, edit: &Edit) -> Result<Edit, TreeError> {
        if !same_nodes(&self.lines, &edit.after) {
            return Err(TreeError::Outdated);
        }
        let again = Edit {
            before: Box::new(self.clone()),
            after: Rc::clone(&edit.before.lines),
        };
        let shape = self.shapes.max(edit.before.shapes).wrapping_add(1);
        *self = (*edit.before).clone();
        self.shape = shape;
        self.shapes = shape;
        Ok(again)
    }

    /// After an edit of the lines: the new numbering stamp, the line on screen `path` with the
    /// cursor at `cursor`, the games built again from the plies they keep.
    fn finish(&mut self, before: Tree, path: Vec<Piece>, cursor: u32) -> Edit {
        self.shapes = self.shapes.wrapping_add(1);
        self.shape = self.shapes;
        self.remember(&path);
        self.moves = self.lines.iter().map(|l| l.moves as usize).sum();
        self.rows = OnceCell::new();
        let main_path = [self.main_piece()];
        let old_main = before.main_line();
        let line = self.materialize(
            &path,
            &[
                (&before.line, self.shared_plies(&before.line, &path)),
                (old_main, self.shared_plies(old_main, &path)),
            ],
        );
        self.main = if path.len() == 1 {
            None
        } else {
            Some(self.materialize(
                &main_path,
                &[
                    (old_main, self.shared_plies(old_main, &main_path)),
                    (&line, self.shared_plies(&line, &main_path)),
                ],
            ))
        };
        self.line = line;
        let _ = self.line.goto(cursor as usize);
        self.path = Rc::new(path);
        self.sync_main();
        Edit {
            before: Box::new(before),
            after: Rc::clone(&self.lines),
        }
    }
}

/// Whether two versions of a tree have the same nodes (remembered children aside).
fn same_nodes(a: &Rc<Vec<Line>>, b: &Rc<Vec<Line>>) -> bool {
    Rc::ptr_eq(a, b)
        || (a.len() == b.len()
            && a.iter().zip(b.iter()).all(|(x, y)| {
                x.parent == y.parent
                    && x.base == y.base
                    && x.plies == y.plies
                    && x.forks.len() == y.forks.len()
                    && x.forks
                        .iter()
                        .zip(y.forks.iter())
                        .all(|(f, g)| f.depth == g.depth && f.vars == g.vars)
            }))
}

/// Promotes variation `v` over the continuation of line `p` at the node `v` leaves: `p` takes
/// the plies (and forks, and the variations leaving them) of `v`, `v` those of `p` after that
/// node, and `v` becomes the first variation there. `tracked` nodes follow their plies.
fn swap_tail(lines: &mut [Line], p: u32, v: u32, tracked: &mut [At]) {
    let (pi, vi) = (p as usize, v as usize);
    let b = lines[vi].base;
    let keep = (b - lines[pi].base) as usize;
    let tail: History<super::Rec> = lines[pi].plies.iter_from(keep).copied().collect();
    let tail_moves = count_moves(&tail);
    let var = std::mem::take(&mut lines[vi].plies);
    let var_moves = lines[vi].moves;
    let head = &mut lines[pi].plies;
    head.truncate(keep);
    head.extend(var.iter().copied());
    lines[pi].moves = lines[pi].moves - tail_moves + var_moves;
    lines[vi].plies = tail;
    lines[vi].moves = tail_moves;
    // Forks below the node go with their plies.
    let var_forks = std::mem::take(&mut lines[vi].forks);
    let p_forks = Rc::make_mut(&mut lines[pi].forks);
    let split = p_forks.partition_point(|f| f.depth <= b);
    let deeper = p_forks.split_off(split);
    p_forks.extend(var_forks.iter().cloned());
    if let Some(f) = p_forks.iter_mut().find(|f| f.depth == b) {
        if let Some(j) = f.vars.iter().position(|&x| x == v) {
            f.vars.remove(j);
            f.vars.insert(0, v);
            let j = j as u32 + 1;
            f.memory = match f.memory {
                m if m == j => 0,
                0 => 1,
                m if m < j => m + 1,
                m => m,
            };
        }
    }
    lines[vi].forks = Rc::new(deeper);
    for line in lines.iter_mut() {
        match line.parent {
            Some(x) if x == p && line.base > b => line.parent = Some(v),
            Some(x) if x == v => line.parent = Some(p),
            _ => {}
        }
    }
    for t in tracked {
        if t.line == p && t.depth > b {
            t.line = v;
        } else if t.line == v {
            t.line = p;
        }
    }
}

/// Removes variation `v` from the fork of line `p` at `depth` (its own variations become
/// unreachable: [`renumber`] drops them).
fn remove_var(lines: &mut [Line], p: u32, depth: u32, v: u32) {
    let forks = Rc::make_mut(&mut lines[p as usize].forks);
    let Some(i) = forks.iter().position(|f| f.depth == depth) else {
        return;
    };
    let f = &mut forks[i];
    if let Some(j) = f.vars.iter().position(|&x| x == v) {
        f.vars.remove(j);
        let j = j as u32 + 1;
        f.memory = match f.memory {
            m if m == j => 0,
            m if m > j => m - 1,
            m => m,
        };
    }
    if f.vars.is_empty() {
        forks.remove(i);
    }
}

/// Line `l` now ends at `depth`, where variations leave it: the first of them becomes its
/// continuation (its plies, forks and variations join `l`).
fn merge_first(lines: &mut [Line], l: u32, depth: u32, tracked: &mut [At]) {
    let li = l as usize;
    let forks = Rc::make_mut(&mut lines[li].forks);
    let Some(i) = forks.iter().position(|f| f.depth == depth) else {
        return;
    };
    let f = &mut forks[i];
    if f.vars.is_empty() {
        forks.remove(i);
        return;
    }
    let u = f.vars.remove(0);
    f.memory = f.memory.saturating_sub(1);
    if f.vars.is_empty() {
        forks.remove(i);
    }
    let ui = u as usize;
    let plies = std::mem::take(&mut lines[ui].plies);
    let u_forks = std::mem::take(&mut lines[ui].forks);
    let u_moves = std::mem::take(&mut lines[ui].moves);
    let line = &mut lines[li];
    line.plies.extend(plies.iter().copied());
    line.moves += u_moves;
    if !u_forks.is_empty() {
        Rc::make_mut(&mut line.forks).extend(u_forks.iter().cloned());
    }
    for line in lines.iter_mut() {
        if line.parent == Some(u) {
            line.parent = Some(l);
        }
    }
    for t in tracked {
        if t.line == u {
            t.line = l;
        }
    }
}

fn count_moves(plies: &History<super::Rec>) -> u32 {
    plies
        .iter()
        .filter(|r| matches!(r.ply, Ply::Move(_)))
        .count() as u32
}

/// Numbers the lines reachable from the main line again, each variation after the line it
/// leaves (depth first, forks in depth order, variations in their order), and drops the
/// others. Returns the new number of each old line (`u32::MAX`: dropped).
fn renumber(lines: &mut Vec<Line>) -> Vec<u32> {
    let mut map = vec![u32::MAX; lines.len()];
    let mut order = Vec::with_capacity(lines.len());
    let mut stack = vec![0u32];
    while let Some(l) = stack.pop() {
        let Some(slot) = map.get_mut(l as usize).filter(|m| **m == u32::MAX) else {
            continue;
        };
        *slot = order.len() as u32;
        order.push(l);
        let kids: Vec<u32> = lines[l as usize]
            .forks
            .iter()
            .flat_map(|f| f.vars.iter().copied())
            .collect();
        stack.extend(kids.into_iter().rev());
    }
    if order.len() == lines.len() && order.iter().enumerate().all(|(i, &l)| i as u32 == l) {
        return map;
    }
    let mut old: Vec<Option<Line>> = std::mem::take(lines).into_iter().map(Some).collect();
    for &l in &order {
        let Some(mut line) = old.get_mut(l as usize).and_then(Option::take) else {
            continue;
        };
        line.parent = line.parent.map(|p| map[p as usize]);
        if !line.forks.is_empty() {
            for f in Rc::make_mut(&mut line.forks) {
                for v in &mut f.vars {
                    *v = map[*v as usize];
                }
            }
        }
        lines.push(line);
    }
    map
}

fn remap(map: &[u32], at: At) -> At {
    At {
        line: map.get(at.line as usize).copied().unwrap_or(0),
        depth: at.depth,
    }
}
