//! The position editor as a pure machine: a draft [`Setup`] and the brush a click paints with,
//! changed by [`EditorInput`]s; what the dialog draws of it is read from it
//! ([`Editor::pegs`], [`Editor::validated`]). The component (`ui::editor`) only turns clicks
//! and choices into inputs and draws the machine's state, so that every edit is tested
//! natively.
//!
//! Clicking a hole puts a peg of the chosen army there, or takes it away when the hole already
//! holds one of that army ([`Brush::Remove`] takes away any peg); a hole of an inert peg (the
//! rule option that fills the unused triangles) takes no click. Another number of players or
//! board size starts from that start position, with the new-game screen's rule for the options
//! that no longer fit.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::editor::{Brush, Editor, EditorInput};
//! use sternhalma::engine::{Options, Position, Triangle};
//!
//! let start = Position::start(Options::default()).unwrap();
//! let mut editor = Editor::open(&start);
//! assert!(editor.validated().is_ok());
//! let a1 = start.geometry().parse_cell("a1").unwrap();
//! // The first army's brush takes its own peg away: the army is one peg short.
//! assert_eq!(editor.brush(), Brush::Army(Triangle::TOP));
//! assert!(editor.apply(EditorInput::Cell(a1)));
//! assert!(editor.validated().is_err());
//! assert!(editor.apply(EditorInput::Cell(a1)));
//! assert!(editor.validated().is_ok());
//! ```

use crate::app::link::{decode, Link};
use crate::app::pegs::PegView;
use crate::app::rules_table;
use crate::app::seats::{default_seats, Colour, SeatSetup};
use crate::engine::{
    BoardSize, ByTriangle, Cell, CellSet, OptionId, Options, Players, Position, PositionError,
    RuleChoice, Seat, SeatList, Setup, Triangle, Unused,
};

/// Where the editor opens: the position on screen and the game's players (their colours
/// paint the armies). The dialog lives in the page's second module (the screen `Editor` of
/// `app::screens`), which answers "Play from here" with the drafted
/// position's link ([`EditorStart::play`] reads it back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorStart {
    /// The position the draft starts from.
    pub position: Position,
    /// The players of the game on screen.
    pub seats: Vec<SeatSetup>,
}

impl EditorStart {
    /// The game the editor's answer starts: the position its link names, with this game's
    /// players when they are as many, else default ones; `None` when the answer is not a
    /// position link.
    pub fn play(&self, answer: &str) -> Option<(Position, Vec<SeatSetup>)> {
        match decode(answer).ok()? {
            Link::Position(p) => {
                let seats = seats_for(p.options(), &self.seats);
                Some((*p, seats))
            }
            Link::Game(_) => None,
        }
    }
}

/// The players of a game with `options`: `game`'s seats when they are as many, else default
/// ones.
pub fn seats_for(options: &Options, game: &[SeatSetup]) -> Vec<SeatSetup> {
    if game.len() == options.players.count() {
        game.to_vec()
    } else {
        default_seats(options)
    }
}

/// What a click on a hole does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Put (or take back) a peg of this army.
    Army(Triangle),
    /// Take away any peg.
    Remove,
}

/// An edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorInput {
    /// A click on a hole: paint it with the brush.
    Cell(Cell),
    /// Choose the brush.
    Brush(Brush),
    /// Who moves first from the position.
    ToMove(Seat),
    /// Another number of players: its start position.
    Players(Players),
    /// Another board: its start position.
    Size(BoardSize),
    /// Fill the unused triangles with inert pegs, or empty them.
    ToggleInert,
    /// Back to the start position (the side to move stays).
    Start,
    /// Every peg taken away.
    Clear,
}

/// The editor's state: the draft and the brush.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    draft: Setup,
    brush: Option<Brush>,
}

impl Editor {
    /// The editor opened on `position`: its pegs and side to move, no passes, nobody finished.
    pub fn open(position: &Position) -> Editor {
        let mut draft = position.to_setup();
        draft.passes = 0;
        draft.finished = SeatList::new();
        Editor { draft, brush: None }
    }

    /// The draft.
    pub fn setup(&self) -> &Setup {
        &self.draft
    }

    /// The armies in play, in seat order of their triangles.
    pub fn armies(&self) -> Vec<Triangle> {
        self.draft.options.seating().used().iter().collect()
    }

    /// The brush a click paints with: the one chosen, else the first army's.
    pub fn brush(&self) -> Brush {
        self.brush.unwrap_or_else(|| {
            self.armies()
                .first()
                .map_or(Brush::Remove, |&t| Brush::Army(t))
        })
    }

    /// The holes of the inert pegs (they take no click).
    pub fn inert(&self) -> CellSet {
        Position::start(self.draft.options)
            .map(|p| p.inert())
            .unwrap_or_default()
    }

    /// The position the draft makes, or what is wrong with it.
    pub fn validated(&self) -> Result<Position, PositionError> {
        self.draft.validate()
    }

    /// The players of a game from the draft: `game`'s seats when they are as many, else
    /// default ones.
    pub fn seats(&self, game: &[SeatSetup]) -> Vec<SeatSetup> {
        seats_for(&self.draft.options, game)
    }

    /// The colour of the army starting at `t` with `seats`, `None` for an unused triangle.
    pub fn colour(&self, t: Triangle, seats: &[SeatSetup]) -> Option<Colour> {
        self.draft.options.seating().owner(t).map(|s| {
            seats
                .get(s.index())
                .map_or(Colour::of_triangle(t), |x| x.colour)
        })
    }

    /// Every peg the board draws: each army's in its seat's colour, then the inert ones.
    pub fn pegs(&self, seats: &[SeatSetup]) -> Vec<PegView> {
        let seating = self.draft.options.seating();
        let mut pegs = Vec::new();
        for t in self.armies() {
            let colour = self.colour(t, seats);
            for cell in self.draft.armies[t] {
                pegs.push(PegView::on(cell, colour, seating.owner(t)));
            }
        }
        pegs.extend(self.inert().into_iter().map(PegView::inert_on));
        pegs
    }

    /// Carries out `input`; returns whether the editor changed.
    pub fn apply(&mut self, input: EditorInput) -> bool {
        let before = self.clone();
        match input {
            EditorInput::Cell(cell) if !self.inert().contains(cell) => {
                let brush = self.brush();
                paint(&mut self.draft.armies, brush, cell);
            }
            EditorInput::Cell(_) => {}
            EditorInput::Brush(brush) => self.brush = Some(brush),
            EditorInput::ToMove(seat) => {
                if self.draft.options.seating().seats().any(|s| s == seat) {
                    self.draft.to_move = seat;
                }
            }
            EditorInput::Players(players) => {
                self.relayout(OptionId::Players, players.code());
            }
            EditorInput::Size(size) => self.relayout(OptionId::Size, size.code()),
            EditorInput::ToggleInert => {
                self.draft.options.unused = match self.draft.options.unused {
                    Unused::Filled => Unused::Empty,
                    _ => Unused::Filled,
                };
            }
            EditorInput::Start => {
                let to_move = self.draft.to_move;
                self.draft = Setup::start(self.draft.options);
                self.draft.to_move = to_move;
            }
            EditorInput::Clear => self.draft.armies = ByTriangle::default(),
        }
        *self != before
    }

    /// The start position of the options with `id` set to `code` (options that no longer fit
    /// back to their defaults, as on the new-game screen), the brush back to the first army's.
    fn relayout(&mut self, id: OptionId, code: u8) {
        let options = rules_table::choose(&self.draft.options, id, code);
        if options != self.draft.options && options.validate().is_ok() {
            self.draft = Setup::start(options);
            self.brush = None;
        }
    }
}

/// Applies a click on `cell` with `brush` to `armies`.
fn paint(armies: &mut ByTriangle<CellSet>, brush: Brush, cell: Cell) {
    match brush {
        Brush::Army(t) if armies[t].contains(cell) => {
            armies[t].remove(cell);
        }
        Brush::Army(t) => {
            for a in Triangle::ALL {
                armies[a].remove(cell);
            }
            armies[t].insert(cell);
        }
        Brush::Remove => {
            for a in Triangle::ALL {
                armies[a].remove(cell);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(options: Options) -> (Editor, Position) {
        let position = Position::start(options).unwrap();
        (Editor::open(&position), position)
    }

    fn cell(p: &Position, name: &str) -> Cell {
        p.geometry().parse_cell(name).unwrap()
    }

    #[test]
    fn a_brush_puts_a_peg_moves_it_from_another_army_or_takes_it_back() {
        let (mut e, p) = start(Options::default());
        let (n2, a1, e5) = (cell(&p, "n2"), cell(&p, "a1"), cell(&p, "e5"));
        let [bottom, top] = [Triangle::BOTTOM, Triangle::TOP];
        assert!(e.apply(EditorInput::Brush(Brush::Army(top))));
        // Another army's hole: the peg changes army.
        assert!(e.apply(EditorInput::Cell(n2)));
        assert!(e.setup().armies[top].contains(n2) && !e.setup().armies[bottom].contains(n2));
        // Its own: taken back.
        assert!(e.apply(EditorInput::Cell(a1)));
        assert!(!e.setup().armies[top].contains(a1));
        // Remove takes any peg; an empty hole stays empty.
        assert!(e.apply(EditorInput::Brush(Brush::Remove)));
        assert!(e.apply(EditorInput::Cell(n2)));
        assert!(!e.apply(EditorInput::Cell(e5)));
        assert!(e.validated().is_err());
        // Start: the start position, the side to move kept.
        assert!(e.apply(EditorInput::ToMove(Seat::new(1).unwrap())));
        assert!(e.apply(EditorInput::Start));
        assert_eq!(e.setup().to_move, Seat::new(1).unwrap());
        assert!(e.validated().is_ok());
        assert!(e.apply(EditorInput::Clear));
        assert!(e.pegs(&[]).is_empty());
        // A seat not at the table is no side to move.
        assert!(!e.apply(EditorInput::ToMove(Seat::new(4).unwrap())));
    }

    #[test]
    fn another_layout_starts_from_its_start_position_with_the_first_brush() {
        let (mut e, _) = start(Options::default());
        assert!(e.apply(EditorInput::Brush(Brush::Remove)));
        assert!(e.apply(EditorInput::Players(Players::Six)));
        assert_eq!(e.armies().len(), 6);
        assert_eq!(e.brush(), Brush::Army(e.armies()[0]));
        assert_eq!(e.seats(&default_seats(&Options::default())).len(), 6);
        assert_eq!(e.pegs(&[]).len(), 60);
        assert!(!e.apply(EditorInput::Players(Players::Six)), "no change");
        assert!(e.apply(EditorInput::Size(BoardSize::Five)));
        assert!(e.validated().is_ok());
        assert_eq!(e.pegs(&[]).len(), 6 * 15);
    }

    #[test]
    fn inert_pegs_fill_the_unused_triangles_and_take_no_click() {
        // Two players leave four triangles unused.
        let (mut e, _) = start(Options::default());
        assert!(e.inert().is_empty());
        assert!(e.apply(EditorInput::ToggleInert));
        let inert = e.inert();
        assert_eq!(inert.len(), 40);
        let hole = inert.iter().next().unwrap();
        assert!(!e.apply(EditorInput::Cell(hole)));
        assert_eq!(e.pegs(&[]).iter().filter(|p| p.seat.is_none()).count(), 40);
        assert!(e.validated().is_ok());
        assert!(e.apply(EditorInput::ToggleInert));
        assert!(e.inert().is_empty());
    }

    #[test]
    fn play_reads_the_answer_with_the_game_s_players_when_they_fit() {
        use crate::app::link::encode_position;
        use crate::engine::Players;
        let two = Position::start(Options::default()).unwrap();
        let mut seats = default_seats(two.options());
        seats[1].name = "Ada".into();
        let start = EditorStart {
            position: two.clone(),
            seats: seats.clone(),
        };
        // As many players: the game's own.
        let mut drafted = Editor::open(&two);
        assert!(drafted.apply(EditorInput::ToMove(Seat::new(1).unwrap())));
        let p = drafted.validated().unwrap();
        assert_eq!(start.play(&encode_position(&p)), Some((p, seats)));
        // Another number of players: default ones.
        assert!(drafted.apply(EditorInput::Players(Players::Three)));
        let p = drafted.validated().unwrap();
        let three = default_seats(p.options());
        assert_eq!(start.play(&encode_position(&p)), Some((p, three)));
        // Anything but a position link: nothing to play.
        assert_eq!(start.play(""), None);
        assert_eq!(start.play("p2.!!"), None);
        assert_eq!(
            start.play("g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM"),
            None
        );
    }
}
