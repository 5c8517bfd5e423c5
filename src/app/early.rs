//! The early board: the page's skeleton board made playable while the game's own module loads.
//!
//! A first visit downloads the game's module (the whole page: panels, analysis, dialogs) before
//! the board could take a click. The early module (`src/bin/early.rs`, `ui::early`) is the
//! rules engine and this machine, a fraction of that size: it draws what the game will open in
//! the skeleton's board ([`crate::app::skeleton`]) and plays the moves of the people at the
//! table, writing each one into the address. When the game's module starts, it removes the
//! skeleton and opens the address, as it opens any link, so the game goes on where the early
//! board left it.
//!
//! It takes the board only where it draws exactly what the game will show (a test compares it
//! with [`crate::app::view::BoardModel`]):
//!
//! - a page with no game of this browser kept (the page says so, `data-fresh`, see
//!   [`crate::app::skeleton::script`]), since a kept game may open in a review or continue
//!   another line;
//! - on a first visit without a link, once a choice of the welcome card starts a game
//!   ([`EarlyBoard::quick_start`], what the card's `Action::QuickStart` starts);
//! - with a game or position link ([`EarlyBoard::open`]) of the standard board, without
//!   multiple sets (whose goal marks it does not draw); it plays on only at the end of the
//!   link's moves (elsewhere a move would start a variation, which only the game's tree keeps).
//!
//! Everything else (a computer's turn, the keyboard, dragging, the animation of a move) waits
//! for the game's module.

use crate::ai::Level;
use crate::app::layout::Layout;
use crate::app::link::{decode, fragment_link, is_lesson_link, GameLink, GameWriter};
use crate::app::markup::Markup;
use crate::app::pegs::pegs;
use crate::app::seats::{default_seats, fit_seats, Colour, SeatKind, SeatSetup};
use crate::app::select::{click, Click};
use crate::app::skeleton::{peg_gradients, peg_mark, translate, triangle_marks};
use crate::app::view::board::markers_of;
use crate::engine::{BoardSize, Cell, CellSet, Game, Options, Position, Seat, Triangle};

/// The id prefix of the early board's peg gradients (the skeleton's own are `peg-N`).
const GRADIENT: &str = "early-peg";

/// The early board's game, its seats and the peg picked up.
#[derive(Clone, Debug)]
pub struct EarlyBoard {
    game: Game,
    seats: Vec<SeatSetup>,
    writer: GameWriter,
    selected: Option<Cell>,
}

/// A peg as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PegMark {
    /// Its hole.
    pub cell: Cell,
    /// Its seat's colour, `None` for an inert peg.
    pub colour: Option<Colour>,
    /// Its marker shape.
    pub marker: u8,
}

/// What a click on the early board did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clicked {
    /// Nothing changed.
    Nothing,
    /// The selection changed.
    Selection,
    /// A move was played: the address must follow ([`EarlyBoard::link`]).
    Played,
}

impl EarlyBoard {
    /// The board a page with no kept game opens at the address's `fragment` (with or without
    /// `#`), when the early board draws it as the game will: a game or position link of the
    /// standard board, read whole, without multiple sets. `None` for anything else (no link,
    /// a lesson link, a broken one, other boards), which the game's module opens itself.
    pub fn open(fragment: &str) -> Option<EarlyBoard> {
        let text = fragment_link(fragment).ok()?;
        if text.is_empty() || is_lesson_link(text) {
            return None;
        }
        // As the page opens a link (`app::games::open`): a position gets the default seats.
        let link: GameLink = decode(text).ok()?.into_game_link(Vec::new());
        let options = link.game.start().options();
        if !link.is_whole() || options.size != BoardSize::default() || options.multiple_sets {
            return None;
        }
        let writer = link.writer().clone();
        let (game, seats, _) = link.into_parts();
        Some(EarlyBoard {
            game,
            seats,
            writer,
            selected: None,
        })
    }

    /// The game a choice of the welcome card starts: the standard game, the first seat to
    /// move, against the computer at `level` (the second seat) or, for `None`, two people.
    pub fn quick_start(level: Option<Level>) -> EarlyBoard {
        let options = Options::default();
        let mut seats = default_seats(&options);
        if let (Some(level), Some(seat)) = (level, seats.get_mut(1)) {
            seat.kind = SeatKind::Computer(level);
        }
        let seats = fit_seats(&options, seats);
        let start = Position::start_with_first(options, Seat::FIRST)
            .or_else(|_| Position::start(options))
            .expect("the standard game has a start");
        let game = Game::new(start);
        let writer = GameWriter::new(&game, &seats);
        EarlyBoard {
            game,
            seats,
            writer,
            selected: None,
        }
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    /// The address's fragment for the game (without `#`), as the game writes it.
    pub fn link(&self) -> String {
        self.writer.link()
    }

    /// Whether the board takes a move now: the game goes on, at the end of its moves, and a
    /// person is to move.
    pub fn live(&self) -> bool {
        let position = self.game.position();
        !position.is_over()
            && !self.game.can_redo()
            && !self
                .seats
                .get(position.to_move().index())
                .is_some_and(SeatSetup::is_computer)
    }

    /// The pegs that may be picked up (the side to move's pegs with a legal move), when live.
    pub fn movable(&self) -> Vec<Cell> {
        if !self.live() {
            return Vec::new();
        }
        let from: CellSet = self
            .game
            .position()
            .legal_move_list()
            .iter()
            .map(|m| m.from)
            .collect();
        from.iter().collect()
    }

    /// The peg picked up.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// Where the peg picked up may go, each with whether it is a hop.
    pub fn destinations(&self) -> Vec<(Cell, bool)> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut dests: Vec<(Cell, bool)> = Vec::new();
        for m in self.game.position().moves_from(from).iter() {
            if !dests.iter().any(|(c, _)| *c == m.to) {
                dests.push((m.to, m.is_hop()));
            }
        }
        dests
    }

    /// A click (or tap) on the hole `cell`: picks a peg up, puts it down, or plays, as the
    /// game's board does ([`crate::app::select::click`]).
    pub fn click(&mut self, cell: Cell) -> Clicked {
        if !self.live() {
            return Clicked::Nothing;
        }
        match click(self.game.position(), self.selected, cell) {
            Click::Select(c) => {
                self.selected = Some(c);
                Clicked::Selection
            }
            Click::Deselect if self.selected.is_some() => {
                self.selected = None;
                Clicked::Selection
            }
            Click::Play(m) => {
                if self.game.play(m).is_err() {
                    return Clicked::Nothing;
                }
                self.writer.sync(&self.game, &self.seats);
                self.selected = None;
                Clicked::Played
            }
            Click::Deselect | Click::Ignore => Clicked::Nothing,
        }
    }

    /// The colour a seat wears.
    fn colour_of(&self, seat: Seat) -> Colour {
        self.seats
            .get(seat.index())
            .map(|s| s.colour)
            .unwrap_or_else(|| SeatSetup::default_for(self.game.position().options(), seat).colour)
    }

    /// The colour of each start area (the seat starting there), `None` for unused ones.
    pub fn triangles(&self) -> [Option<Colour>; 6] {
        let seating = self.game.position().seating();
        let mut colours = [None; 6];
        for t in Triangle::ALL {
            colours[t.index()] = seating.owner(t).map(|s| self.colour_of(s));
        }
        colours
    }

    /// The pegs, each with its colour (`None`: inert) and marker, as the game's board draws them.
    pub fn pegs(&self) -> Vec<PegMark> {
        let position = self.game.position();
        let seating = position.seating();
        let markers = markers_of(position.options(), |s| self.colour_of(s));
        pegs(&self.game)
            .iter()
            .map(|p| PegMark {
                cell: p.cell,
                colour: p
                    .army
                    .and_then(|t| seating.owner(t))
                    .map(|s| self.colour_of(s)),
                marker: p.army.map_or(0, |t| markers[t.index()]),
            })
            .collect()
    }

    /// What the board shows, as SVG markup for the skeleton's two layers: under the pits (the
    /// start areas in their seats' colours) and over them (the gradients, the selection and
    /// the destinations' marks, the pegs). The pegs that may be picked up are `movable`, the
    /// one picked up `selected`; every peg and destination names its hole (`data-hole`, the
    /// cell's index).
    pub fn markup(&self) -> (String, String) {
        let options = self.game.position().options();
        let under = triangle_marks(options.size, options.pegs, self.triangles());
        let pegs = self.pegs();
        let used = pegs
            .iter()
            .filter_map(|p| p.colour.map(|c| c.index()))
            .collect();
        let mut over = format!("<defs>{}</defs>", peg_gradients(used, GRADIENT));
        let layout = Layout::default();
        let geometry = self.game.position().geometry();

        let mut marks = Markup::default();
        if let Some(cell) = self.selected {
            let at = layout.point(geometry.hex(cell));
            marks.open(
                "g",
                &[
                    ("class", "early-hole selected"),
                    ("transform", &translate(at)),
                ],
            );
            marks.element("circle", &[("class", "mark"), ("r", "0.45")], "");
            marks.element("circle", &[("class", "ring"), ("r", "0.45")], "");
            marks.close("g");
        }
        for (cell, hop) in self.destinations() {
            let at = layout.point(geometry.hex(cell));
            let class = if hop {
                "early-hole move-dest hop"
            } else {
                "early-hole move-dest step"
            };
            let hole = cell.index().to_string();
            marks.open(
                "g",
                &[
                    ("class", class),
                    ("transform", &translate(at)),
                    ("data-hole", &hole),
                ],
            );
            marks.element("circle", &[("class", "mark"), ("r", "0.45")], "");
            if hop {
                marks.element(
                    "rect",
                    &[
                        ("class", "dest-mark"),
                        ("x", "-0.11"),
                        ("y", "-0.11"),
                        ("width", "0.22"),
                        ("height", "0.22"),
                        ("transform", "rotate(45)"),
                    ],
                    "",
                );
            } else {
                marks.element("circle", &[("class", "dest-mark"), ("r", "0.11")], "");
            }
            marks.element("circle", &[("class", "ring"), ("r", "0.45")], "");
            marks.close("g");
        }
        over.push_str(&marks.finish());
        let movable = self.movable();
        for peg in &pegs {
            let class = if self.selected == Some(peg.cell) {
                "early-peg movable selected"
            } else if movable.contains(&peg.cell) {
                "early-peg movable"
            } else {
                "early-peg"
            };
            let attrs = format!(r#" data-hole="{}""#, peg.cell.index());
            over.push_str(&peg_mark(
                layout.point(geometry.hex(peg.cell)),
                peg.colour,
                peg.marker,
                class,
                GRADIENT,
                &attrs,
            ));
        }
        (under, over)
    }
}

#[cfg(test)]
mod tests;
