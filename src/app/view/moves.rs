//! The move list's rows: the main line with its variations inline, and where the cursor is.

use crate::app::i18n::{Lang, K};
use crate::app::seats::Colour;
use crate::app::state::UiState;
use crate::app::tree::NodeId;
use crate::engine::{Ply, Seat};

/// The rows of the move list with indices in `range`: the main line with its variations
/// inline ([`crate::app::tree::Tree::rows`]); indices past the last row are left out.
pub fn move_rows(state: &UiState, lang: Lang, range: std::ops::Range<usize>) -> Vec<MoveRow> {
    let start = state.tree().start();
    state
        .tree()
        .rows(range)
        .into_iter()
        .map(|r| {
            let (text, pass) = match r.ply {
                Ply::Move(m) => (start.move_name(m), false),
                Ply::Pass => (lang.t(K::Pass).to_string(), true),
            };
            MoveRow {
                node: r.node,
                ply: r.number,
                seat: r.seat,
                colour: state.seat(r.seat).colour,
                text,
                pass,
                played: r.played,
                on_line: r.on_line,
                current: r.current,
                main: r.main,
                nesting: r.nesting,
                opens: r.opens,
                closes: r.closes,
                judgement: if r.on_line {
                    state
                        .analysis()
                        .judgement_at(state.game(), r.number)
                        .map(|j| j.verdict)
                } else {
                    None
                },
            }
        })
        .collect()
}

/// How many rows the move list has.
pub fn move_row_count(state: &UiState) -> usize {
    state.tree().row_count()
}

/// The row of the cursor in the move list (`None` at the start).
pub fn cursor_row(state: &UiState) -> Option<usize> {
    state.tree().row_of(state.tree().cursor())
}

/// A row of the move list: a ply of the main line or of a variation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// Its node (`GotoNode(node)` shows the position after it).
    pub node: NodeId,
    /// 1-based ply number (the plies from the start to it).
    pub ply: usize,
    /// Who played it.
    pub seat: Seat,
    /// That seat's colour.
    pub colour: Colour,
    /// The move in the engine's notation, or "pass".
    pub text: String,
    /// Whether it is a pass.
    pub pass: bool,
    /// Whether it is on the line on screen at or before the cursor (else it can be redone, or
    /// is on another line).
    pub played: bool,
    /// Whether it is on the line on screen.
    pub on_line: bool,
    /// Whether it is the position shown.
    pub current: bool,
    /// Whether it is on the main line.
    pub main: bool,
    /// How deep in variations it is (0: the main line).
    pub nesting: usize,
    /// Whether a variation opens with it.
    pub opens: bool,
    /// How many variations end with it.
    pub closes: usize,
    /// Its verdict, once the review has judged it (rows of the line on screen).
    pub judgement: Option<crate::ai::analysis::Verdict>,
}
