//! The tree: nodes in one arena, a node's children side by side, and the selection rule
//! (UCT over the mover's own value, Progressive History and a progressive bias from the
//! ground a move gains, with progressive widening over the children sorted by that gain).

use crate::ai::shares::RootMove;
use crate::engine::{Move, Seat};

use super::history::History;
use super::value::Values;

/// UCT's exploration constant (values are in `[0, 1]`).
const EXPLORE: f64 = 0.25;
/// Progressive History's weight.
const HISTORY: f64 = 3.0;
/// The progressive bias's weight per row gained (fades as `1 / (visits + 1)`).
const BIAS: f64 = 0.05;
/// Children open to selection: this many, plus the square root of the parent's visits.
const WIDEN: usize = 3;

/// A node: the position after its move.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    /// The move that led here (`None`: a pass).
    pub mv: Option<Move>,
    /// The ground it gained (rows; the prior).
    pub gain: i32,
    /// Iterations through this node.
    pub visits: u32,
    /// Their values, summed per seat.
    pub sum: [f64; 6],
    /// The first child in the arena.
    pub first: u32,
    /// The number of children (0 until expanded).
    pub len: u32,
    /// Whether the children are there.
    pub expanded: bool,
    /// Proven: the mover's side finished first with this move (the solver's certainty).
    pub win: bool,
}

impl Node {
    /// A node not yet visited nor expanded, reached by `mv` with `gain` rows.
    fn leaf(mv: Option<Move>, gain: i32) -> Node {
        Node {
            mv,
            gain,
            visits: 0,
            sum: [0.0; 6],
            first: 0,
            len: 0,
            expanded: false,
            win: false,
        }
    }
}

/// The search tree; node 0 is the root.
pub(crate) struct Tree {
    /// Every node.
    pub nodes: Vec<Node>,
}

impl Tree {
    /// A tree of one node, the root.
    pub fn new() -> Tree {
        Tree {
            nodes: vec![Node::leaf(None, 0)],
        }
    }

    /// Gives `parent` one child per `(move, gain)`, the largest gain first (ties in the order
    /// given).
    pub fn expand(&mut self, parent: usize, children: &mut [(Option<Move>, i32)]) {
        children.sort_by_key(|c| std::cmp::Reverse(c.1));
        let first = self.nodes.len() as u32;
        for &(mv, gain) in children.iter() {
            self.nodes.push(Node::leaf(mv, gain));
        }
        let p = &mut self.nodes[parent];
        p.first = first;
        p.len = children.len() as u32;
        p.expanded = true;
    }

    /// The children of `parent`, as arena indices.
    pub fn children(&self, parent: usize) -> std::ops::Range<usize> {
        let p = &self.nodes[parent];
        p.first as usize..(p.first + p.len) as usize
    }

    /// The child of `parent` (expanded, with children) that `seat`, to move there, tries next:
    /// a proven win; else the first unvisited child among those open; else the best score.
    pub fn select(&self, parent: usize, seat: Seat, history: &History) -> usize {
        let range = self.children(parent);
        if let Some(w) = range.clone().find(|&c| self.nodes[c].win) {
            return w;
        }
        let visits = self.nodes[parent].visits;
        let open = (WIDEN + f64::from(visits).sqrt() as usize).min(range.len());
        let open = range.start..range.start + open;
        if let Some(c) = open.clone().find(|&c| self.nodes[c].visits == 0) {
            return c;
        }
        let ln = f64::from(visits.max(1)).ln();
        let score = |c: usize| {
            let node = &self.nodes[c];
            let n = f64::from(node.visits);
            let q = node.sum[seat.index()] / n;
            let h = node
                .mv
                .and_then(|m| history.mean(seat, m))
                .map_or(0.0, f64::from);
            q + EXPLORE * (ln / n).sqrt()
                + HISTORY * h / (n * (1.0 - q) + 1.0)
                + BIAS * f64::from(node.gain) / (n + 1.0)
        };
        open.max_by(|&a, &b| score(a).total_cmp(&score(b)))
            .unwrap_or(range.start)
    }

    /// Adds `values` to every node of `path`.
    pub fn backup(&mut self, path: &[usize], values: &Values) {
        for &i in path {
            let node = &mut self.nodes[i];
            node.visits += 1;
            for (s, v) in node.sum.iter_mut().zip(values) {
                *s += f64::from(*v);
            }
        }
    }

    /// The root's choice: a proven win, else the most visited child (ties: the better mean for
    /// `seat`, then the larger gain).
    pub fn best(&self, seat: Seat) -> Option<Move> {
        let range = self.children(0);
        if let Some(w) = range.clone().find(|&c| self.nodes[c].win) {
            return self.nodes[w].mv;
        }
        let key = |c: usize| {
            let n = &self.nodes[c];
            let mean = if n.visits == 0 {
                f64::NEG_INFINITY
            } else {
                n.sum[seat.index()] / f64::from(n.visits)
            };
            (n.visits, mean, n.gain)
        };
        range
            .rev()
            .max_by(|&a, &b| {
                let (ka, kb) = (key(a), key(b));
                ka.0.cmp(&kb.0)
                    .then(ka.1.total_cmp(&kb.1))
                    .then(ka.2.cmp(&kb.2))
            })
            .and_then(|c| self.nodes[c].mv)
    }

    /// The root's moves as [`RootMove`]s in the root's order, valued for `seat` (the root's
    /// mover); a pass is left out.
    pub fn root_moves(&self, seat: Seat) -> Vec<RootMove> {
        self.children(0)
            .filter_map(|c| {
                let n = &self.nodes[c];
                Some(RootMove {
                    mv: n.mv?,
                    visits: n.visits,
                    sum: n.sum[seat.index()],
                    gain: n.gain,
                    win: n.win,
                })
            })
            .collect()
    }
}
