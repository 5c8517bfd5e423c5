//! What the board shows of the screen's state: the pegs with their colours and markers, the
//! start areas' colours, the goals' markers, the selection and its destinations, the last move,
//! the hint, the move to animate, the move whose name is pointed at, the pegs that may be picked up and every hole's spoken label.
//!
//! A pure function of [`UiState`] ([`BoardModel::of`]), tested natively: the board component
//! (`ui::board_view`) only draws it.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::view::BoardModel;
//! use sternhalma::app::i18n::Lang;
//! use sternhalma::app::pegs::pegs;
//! use sternhalma::app::state::{Action, UiState};
//!
//! let mut state = UiState::default();
//! let peg = state.position().geometry().parse_cell("n2").unwrap();
//! state.apply(Action::Cell(peg));
//! let model = BoardModel::of(&state, Lang::En, &pegs(state.game()));
//! assert_eq!(model.pegs.len(), 20);
//! assert_eq!(model.selected, Some(peg));
//! assert!(!model.dests.is_empty());
//! assert!(model.labels[peg.index()].contains("selected"));
//! ```

use crate::app::i18n::{Lang, K};
use crate::app::pegs::Peg;
pub use crate::app::pegs::PegView;
use crate::app::seats::Colour;
use crate::app::state::{Destination, UiState};
use crate::app::view::panel::seat_label;
use crate::engine::{BoardSize, Cell, CellSet, Options, Pegs, Seat, Triangle};

/// A goal that shows whose army is coming (with multiple sets, where a player's armies head for
/// different goals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GoalMark {
    /// The goal.
    pub goal: Triangle,
    /// The colour of the army heading there.
    pub colour: Colour,
    /// Its marker shape.
    pub marker: u8,
}

/// The move being animated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnimationView {
    /// Changes with every new move.
    pub seq: u32,
    /// The holes the peg visits, start and end included.
    pub path: Vec<Cell>,
}

/// A move of the round, drawn as its path in its seat's colour, fainter with age.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundTrace {
    /// The colour of the seat that played it.
    pub colour: Colour,
    /// Every hole its peg visited.
    pub path: Vec<Cell>,
    /// How many moves of the round came after it (1: the one before the last move).
    pub age: usize,
}

/// Everything the board draws.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// The board's size.
    pub size: BoardSize,
    /// Pegs per army (the 15-peg game colours larger start areas).
    pub pegs_option: Pegs,
    /// Every peg.
    pub pegs: Vec<PegView>,
    /// The colour of each triangle (the seat starting there), `None` for unused ones.
    pub triangle_colours: [Option<Colour>; 6],
    /// Goals that show whose army is coming (only with multiple sets).
    pub goal_marks: Vec<GoalMark>,
    /// The selected peg.
    pub selected: Option<Cell>,
    /// Its legal destinations.
    pub dests: Vec<Destination>,
    /// The holes of the last move (start and end).
    pub last_move: Vec<Cell>,
    /// The whole path of the last move (every hole its peg visited), for a move (not a pass)
    /// right before the position shown.
    pub last_path: Vec<Cell>,
    /// The round before the last move: the other moves since the seat to move last moved,
    /// oldest first (the last move is [`BoardModel::last_path`]).
    pub round: Vec<RoundTrace>,
    /// A hint: (from, to).
    pub hint: Option<(Cell, Cell)>,
    /// The arrow: the hint, else the analysis's best move (from, to).
    pub arrow: Option<(Cell, Cell)>,
    /// While learning from a mistake: the hole the peg that erred started from.
    pub erred: Option<Cell>,
    /// While learning, once shown: the hole of the best move's peg.
    pub hint_peg: Option<Cell>,
    /// The move to animate.
    pub animation: Option<AnimationView>,
    /// The path of the move whose name is pointed at or focused, or of the best move picked in
    /// live play ([`UiState::preview_path`]); empty for none.
    pub preview: Vec<Cell>,
    /// The pegs that may be picked up: the side to move's pegs with a legal move, when a person
    /// is to move.
    pub movable: Vec<Cell>,
    /// The spoken label of every hole, by cell index.
    pub labels: Vec<String>,
}

impl BoardModel {
    /// What the board shows of `state`, with `pegs` (the pegs' identities,
    /// [`crate::app::pegs::pegs`] of the state's game) and labels in `lang`.
    pub fn of(state: &UiState, lang: Lang, pegs: &[Peg]) -> BoardModel {
        let position = state.position();
        let options = position.options();
        let seating = position.seating();
        let markers = army_markers(state);
        let colour_of = |s: Seat| state.seat(s).colour;
        let pegs = pegs
            .iter()
            .map(|p| {
                let seat = p.army.and_then(|t| seating.owner(t));
                PegView {
                    id: p.id,
                    cell: p.cell,
                    colour: seat.map(colour_of),
                    marker: p.army.map_or(0, |t| markers[t.index()]),
                    seat,
                }
            })
            .collect();
        let goal_marks = if options.multiple_sets {
            seating
                .used()
                .iter()
                .filter_map(|t| {
                    Some(GoalMark {
                        goal: t.opposite(),
                        colour: colour_of(seating.owner(t)?),
                        marker: markers[t.index()],
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut triangle_colours = [None; 6];
        for t in Triangle::ALL {
            triangle_colours[t.index()] = seating.owner(t).map(colour_of);
        }
        let dests = state.destinations();
        let mut labels: Vec<String> = position
            .geometry()
            .cells()
            .map(|c| describe_cell(state, lang, c, &dests))
            .collect();
        // While learning from a mistake: the pegs marked, in words too.
        let learn = state.learn_help();
        let erred = learn.map(|(c, _)| c);
        let hint_peg = learn.and_then(|(_, h)| h.piece());
        for (cell, key) in [(erred, K::ErredMark), (hint_peg, K::HintPegMark)] {
            if let Some(label) = cell.and_then(|c| labels.get_mut(c.index())) {
                label.push_str(", ");
                label.push_str(lang.t(key));
            }
        }
        let movable = if state.human_to_move() {
            let can_move: CellSet = position.legal_move_list().iter().map(|m| m.from).collect();
            can_move.iter().collect()
        } else {
            Vec::new()
        };
        BoardModel {
            size: options.size,
            pegs_option: options.pegs,
            pegs,
            triangle_colours,
            goal_marks,
            selected: state.selected(),
            dests,
            last_move: state.last_move_cells(),
            last_path: state.last_move_path(),
            round: state
                .round()
                .into_iter()
                .filter(|m| m.age > 0)
                .map(|m| RoundTrace {
                    colour: m.colour,
                    path: m.path,
                    age: m.age,
                })
                .collect(),
            hint: state.hint().map(|m| (m.from, m.to)),
            arrow: state.arrow().map(|m| (m.from, m.to)),
            erred,
            hint_peg,
            animation: state.animation().map(|a| AnimationView {
                seq: a.seq,
                path: a.path.clone(),
            }),
            preview: state.preview_path(),
            movable,
            labels,
        }
    }
}

/// The marker shape (`0..6`) of each army, by its start triangle, so that every army on the
/// board can be told apart without colour: a seat's main army (the one it has without
/// multiple sets) wears the marker of the seat's colour; with multiple sets, the other
/// armies take the shapes that no seat's colour uses, in turn order.
pub fn army_markers(state: &UiState) -> [u8; 6] {
    let options = *state.position().options();
    markers_of(&options, |s| state.seat(s).colour)
}

/// [`army_markers`] for a game of `options` whose seats wear the colours `colour_of` gives.
pub fn markers_of(options: &Options, colour_of: impl Fn(Seat) -> Colour) -> [u8; 6] {
    let seating = options.seating();
    let single = Options {
        multiple_sets: false,
        ..*options
    }
    .seating();
    let colours: Vec<u8> = seating
        .seats()
        .map(|s| colour_of(s).index() as u8)
        .collect();
    let mut spare = (0..6u8).filter(|m| !colours.contains(m));
    let mut markers = [0u8; 6];
    for t in Triangle::ALL {
        markers[t.index()] = t.index() as u8;
    }
    for (s, &colour) in seating.seats().zip(&colours) {
        for t in seating.armies(s).iter() {
            markers[t.index()] = if single.armies(s).contains(t) {
                colour
            } else {
                spare.next().unwrap_or(colour)
            };
        }
    }
    markers
}

/// The screen-reader text of a hole.
pub fn describe_cell(state: &UiState, lang: Lang, cell: Cell, dests: &[Destination]) -> String {
    let position = state.position();
    let geo = position.geometry();
    let mut parts = vec![geo.name(cell).to_string()];
    if let Some(army) = position.army_at(cell) {
        match position.seating().owner(army) {
            Some(seat) => parts.push(lang.fill(
                K::PegOf,
                &[
                    ("colour", lang.colour(state.seat(seat).colour)),
                    ("player", &seat_label(state, lang, seat)),
                ],
            )),
            None => parts.push(lang.t(K::InertPeg).to_string()),
        }
    } else if position.inert().contains(cell) {
        parts.push(lang.t(K::InertPeg).to_string());
    } else {
        parts.push(lang.t(K::Empty).to_string());
    }
    if state.selected() == Some(cell) {
        parts.push(lang.t(K::Selected).to_string());
    }
    if let Some(d) = dests.iter().find(|d| d.cell == cell) {
        parts.push(
            lang.t(if d.hop { K::DestHop } else { K::DestStep })
                .to_string(),
        );
    }
    if state
        .game()
        .last_move()
        .is_some_and(|m| m.from == cell || m.to == cell)
    {
        parts.push(lang.t(K::LastMoveMark).to_string());
    }
    if state.hint().is_some_and(|m| m.from == cell || m.to == cell) {
        parts.push(lang.t(K::HintMark).to_string());
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::pegs::pegs;
    use crate::app::seats::SeatKind;
    use crate::app::state::{default_seats, Action, GameConfig};
    use crate::app::tree::Tree;
    use crate::engine::{Options, Players, Position, Unused};

    fn model(state: &UiState) -> BoardModel {
        BoardModel::of(state, Lang::En, &pegs(state.game()))
    }

    #[test]
    fn pegs_wear_their_seats_colours_and_inert_pegs_none() {
        let options = Options {
            players: Players::Four,
            unused: Unused::Filled,
            ..Options::default()
        };
        let mut state = UiState::default();
        let tree = Tree::new(Position::start(options).unwrap());
        state.apply(Action::load(tree, default_seats(&options)));
        let m = model(&state);
        assert_eq!(m.pegs.len(), 60);
        let inert = m.pegs.iter().filter(|p| p.seat.is_none()).count();
        assert_eq!(inert, 20);
        for p in m.pegs.iter().filter(|p| p.seat.is_some()) {
            assert_eq!(p.colour, Some(state.seat(p.seat.unwrap()).colour));
        }
        assert!(m
            .pegs
            .iter()
            .all(|p| p.seat.is_some() == p.colour.is_some()));
        assert_eq!(m.triangle_colours.iter().filter(|c| c.is_some()).count(), 4);
        assert!(m.goal_marks.is_empty());
    }

    #[test]
    fn multiple_sets_mark_every_goal_in_play() {
        let mut config = GameConfig::default();
        config.set_players(Players::Three);
        config.options.multiple_sets = true;
        let mut state = UiState::default();
        assert!(state.apply(Action::NewGame { config, random: 0 }));
        let m = model(&state);
        assert_eq!(m.goal_marks.len(), 6);
        // Every army's goal shows the marker of the army heading there.
        for mark in &m.goal_marks {
            let army = mark.goal.opposite();
            let peg = m
                .pegs
                .iter()
                .find(|p| state.position().army(army).contains(p.cell));
            assert_eq!(peg.map(|p| p.marker), Some(mark.marker));
        }
    }

    #[test]
    fn the_last_move_its_path_and_movable_pegs() {
        let mut state = UiState::default();
        let start = model(&state);
        assert!(start.last_move.is_empty() && start.last_path.is_empty());
        // Ten pegs of the bottom army can move at the start? Only those with a legal move.
        let movers: CellSet = state
            .position()
            .legal_move_list()
            .iter()
            .map(|m| m.from)
            .collect();
        assert_eq!(start.movable, movers.iter().collect::<Vec<_>>());
        let m = state.position().legal_move_list()[0];
        state.apply(Action::Cell(m.from));
        state.apply(Action::Cell(m.to));
        let after = model(&state);
        assert_eq!(after.last_move, vec![m.from, m.to]);
        assert_eq!(after.last_path.first(), Some(&m.from));
        assert_eq!(after.last_path.last(), Some(&m.to));
        assert!(after.animation.is_some());
        assert!(after.labels[m.to.index()].contains("last move"));
    }

    #[test]
    fn nothing_is_movable_on_the_computers_turn() {
        let options = Options::default();
        let mut seats = default_seats(&options);
        seats[0].kind = SeatKind::Computer(Level::CLUB);
        let state = UiState::new(GameConfig {
            options,
            seats,
            first: None,
        });
        assert!(model(&state).movable.is_empty());
    }
}
