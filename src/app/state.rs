//! The state of the game screen and its pure reducer.
//!
//! [`UiState`] holds the game ([`Game`]: start position, plies, cursor), who sits where
//! ([`SeatSetup`]: human or computer, name, colour), the selection, the screen mode, a hint,
//! the animation of the last move and the pending messages. [`UiState::apply`] carries out an
//! [`Action`]; it never panics, and an action that does not fit the state (an illegal move, a
//! computer answer for a position that is gone, a ply that does not exist) leaves the state as
//! it was and returns `false`.
//!
//! Everything the side effects need is read from the state: [`UiState::computer_turn`] says
//! when a computer seat must think (the UI calls the AI in an effect and dispatches
//! [`Action::ComputerMove`] with the ply index it asked for), and [`UiState::game`] /
//! [`UiState::seats`] give the game and seats to save or share. [`Action::LoadGame`] loads a game
//! from a link or the store.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::state::{Action, UiState};
//!
//! let mut state = UiState::default();
//! let g = state.game().position().geometry();
//! let peg = g.parse_cell("n2").unwrap();
//! let dest = g.parse_cell("m6").unwrap();
//! assert!(state.apply(Action::Cell(peg)));
//! assert_eq!(state.selected(), Some(peg));
//! assert!(state.apply(Action::Cell(dest)));
//! assert_eq!(state.game().plies().len(), 1);
//! assert!(state.apply(Action::Undo));
//! assert!(!state.apply(Action::Undo));
//! ```

use crate::app::i18n::{Lang, K};
use crate::app::link::LinkError;
use crate::app::select::{click, Click};
use crate::engine::{
    Cell, Game, Move, Options, OptionsError, Ply, Position, Scoring, Seat, Status, Triangle,
};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The computer, at a level `1..=4`.
    Computer {
        /// Strength, 1 (weakest) to 4.
        level: u8,
    },
}

/// One seat's setup.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeatSetup {
    /// Human or computer.
    pub kind: SeatKind,
    /// The player's name; empty means the default ("Player 2").
    pub name: String,
    /// Palette colour `0..6` (also picks the marker shape); distinct per seat.
    pub colour: u8,
}

impl SeatSetup {
    /// A human seat with the default name and colour for `seat` under `options`.
    pub fn default_for(options: &Options, seat: Seat) -> SeatSetup {
        SeatSetup {
            kind: SeatKind::Human,
            name: String::new(),
            colour: default_colour(options, seat),
        }
    }

    /// Whether the computer plays this seat.
    pub fn is_computer(&self) -> bool {
        matches!(self.kind, SeatKind::Computer { .. })
    }
}

/// The default colour of `seat`: that of its first army's home triangle.
pub fn default_colour(options: &Options, seat: Seat) -> u8 {
    let armies = options.seating().armies(seat);
    // Seat 0's first army is the bottom triangle: take the armies in seating order, i.e. the
    // triangle the seat owns that comes first after 3 (the bottom) going clockwise.
    (0..6u8)
        .map(|i| Triangle::wrapping(3 + i))
        .find(|&t| armies.contains(t))
        .map_or(seat.index() as u8 % 6, |t| t.index() as u8)
}

/// Default seats for `options`.
pub fn default_seats(options: &Options) -> Vec<SeatSetup> {
    options
        .players
        .seats()
        .map(|s| SeatSetup::default_for(options, s))
        .collect()
}

/// Makes `seats` fit `options`: one entry per seat, colours in range and distinct.
pub fn fit_seats(options: &Options, mut seats: Vec<SeatSetup>) -> Vec<SeatSetup> {
    let n = options.players.count();
    seats.truncate(n);
    while seats.len() < n {
        let seat = Seat::new(seats.len() as u8).unwrap_or(Seat::FIRST);
        seats.push(SeatSetup::default_for(options, seat));
    }
    let mut used = [false; 6];
    let ok = seats.iter().all(|s| {
        let fresh = s.colour < 6 && !used[s.colour as usize];
        if fresh {
            used[s.colour as usize] = true;
        }
        fresh
    });
    if !ok {
        for (i, s) in seats.iter_mut().enumerate() {
            s.colour = default_colour(options, Seat::new(i as u8).unwrap_or(Seat::FIRST));
        }
    }
    for s in &mut seats {
        if let SeatKind::Computer { level } = &mut s.kind {
            *level = (*level).clamp(1, 4);
        }
        s.name = s.name.chars().take(24).collect();
    }
    seats
}

/// What the new-game screen asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// The rule options.
    pub options: Options,
    /// One entry per seat.
    pub seats: Vec<SeatSetup>,
    /// Who starts: `None` for a coin toss.
    pub first: Option<Seat>,
}

impl Default for GameConfig {
    fn default() -> Self {
        let options = Options::default();
        GameConfig {
            seats: default_seats(&options),
            options,
            first: None,
        }
    }
}

impl GameConfig {
    /// Changes the number of players, keeping what still fits (names, kinds) and switching
    /// off the options that no longer go together.
    pub fn set_players(&mut self, players: crate::engine::Players) {
        self.options.players = players;
        if !matches!(
            players,
            crate::engine::Players::Two | crate::engine::Players::Three
        ) {
            self.options.multiple_sets = false;
        }
        if players != crate::engine::Players::Six {
            self.options.teams = false;
        }
        self.recolour();
        if self.first.is_some_and(|f| f.index() >= players.count()) {
            self.first = None;
        }
    }

    /// Gives every seat its default colour (after the seating changed), keeping names and kinds.
    pub fn recolour(&mut self) {
        let seats = std::mem::take(&mut self.seats);
        let mut seats = fit_seats(&self.options, seats);
        for (i, s) in seats.iter_mut().enumerate() {
            s.colour = default_colour(&self.options, Seat::new(i as u8).unwrap_or(Seat::FIRST));
        }
        self.seats = seats;
    }

    /// Gives `seat` colour `colour`; a seat that had it takes the old colour of `seat`.
    pub fn set_colour(&mut self, seat: usize, colour: u8) {
        if seat >= self.seats.len() || colour >= 6 {
            return;
        }
        let old = self.seats[seat].colour;
        for s in &mut self.seats {
            if s.colour == colour {
                s.colour = old;
            }
        }
        self.seats[seat].colour = colour;
    }

    /// Checks the options.
    ///
    /// # Errors
    ///
    /// The engine's [`OptionsError`].
    pub fn validate(&self) -> Result<(), OptionsError> {
        self.options.validate()
    }
}

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The coin toss picked this seat to start.
    CoinToss(Seat),
    /// This seat was chosen to start.
    Starts(Seat),
    /// A link could not be read.
    BrokenLink(LinkError),
    /// The autosaved game could not be read and was set aside.
    SavedGameUnreadable(LinkError),
    /// The computer opponent failed.
    ComputerError(String),
    /// Any other text (already translated by whoever sends it).
    Text(String),
}

/// A pending message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Identity, for [`Action::Dismiss`].
    pub id: u32,
    /// What it says.
    pub notice: Notice,
}

/// What the screen shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The game, playable.
    Playing,
    /// The new-game screen (over the current game).
    NewGame,
    /// Browsing the game's plies; the board does not take moves.
    Replay {
        /// The cursor to return to.
        back_to: usize,
    },
}

/// The move to animate: the holes its peg visits, for the game cursor reached by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    /// Increases with every animated move (a key for the view).
    pub seq: u32,
    /// The game's cursor right after the move (and its forced passes).
    pub cursor: usize,
    /// The holes the peg visits, start and end included.
    pub path: Vec<Cell>,
}

/// Everything the user can do (and what side effects report back).
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A hole was activated (click, tap, Enter/Space): select, reselect, deselect or play.
    Cell(Cell),
    /// Select this peg if it may move (the start of a drag); never deselects.
    Select(Cell),
    /// A peg was dragged from `from` and dropped on `to`.
    Drop {
        /// Where the drag started.
        from: Cell,
        /// The hole under the pointer when it was released.
        to: Cell,
    },
    /// Clear the selection and the hint (Escape).
    Cancel,
    /// Take back the last move (and a computer's answer to it).
    Undo,
    /// Replay the next undone move.
    Redo,
    /// Start the same game again from its start position.
    Restart,
    /// Open the new-game screen.
    OpenNewGame,
    /// Close the new-game screen without starting.
    CloseNewGame,
    /// Start a new game; `random` decides the coin toss when `config.first` is `None`.
    NewGame {
        /// The setup.
        config: GameConfig,
        /// A random number from the UI (the reducer stays pure).
        random: u64,
    },
    /// Move the game's cursor to just after `ply` plies (replay, or a click in the move list).
    Goto(usize),
    /// Enter (`true`) or leave (`false`) the replay.
    Replay(bool),
    /// The computer's answer for the position after `ply_index` plies.
    ComputerMove {
        /// The game cursor the request was made for.
        ply_index: usize,
        /// The move in the engine's notation.
        move_text: String,
    },
    /// A hint (the strongest level's move) for the position after `ply_index` plies.
    Hint {
        /// The game cursor the request was made for.
        ply_index: usize,
        /// The move in the engine's notation.
        move_text: String,
    },
    /// Load a game (from a link or the store) with its seats.
    LoadGame(Box<Game>, Vec<SeatSetup>),
    /// Show a message.
    Message(Notice),
    /// Hide the message with this id.
    Dismiss(u32),
}

/// The state of the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct UiState {
    game: Game,
    seats: Vec<SeatSetup>,
    config: GameConfig,
    selected: Option<Cell>,
    mode: Mode,
    hint: Option<Move>,
    animation: Option<Animation>,
    messages: Vec<Message>,
    next_message: u32,
    epoch: u32,
}

impl Default for UiState {
    /// A two-player human game with the default rules, seat 0 (bottom) to move.
    fn default() -> Self {
        UiState::new(GameConfig::default())
    }
}

/// At most this many messages are kept (the oldest go first).
const MAX_MESSAGES: usize = 4;

impl UiState {
    /// A new game from `config` with seat `config.first` (or seat 0) to move.
    pub fn new(config: GameConfig) -> UiState {
        let config = if config.validate().is_ok() {
            config
        } else {
            GameConfig::default()
        };
        let first = config.first.unwrap_or(Seat::FIRST);
        let start = Position::start_with_first(config.options, first)
            .or_else(|_| Position::start(config.options))
            .or_else(|_| Position::start(Options::default()))
            .expect("the default options are valid (engine-tested)");
        let game = Game::new(start);
        let seats = fit_seats(game.position().options(), config.seats.clone());
        UiState {
            game,
            seats,
            config,
            selected: None,
            mode: Mode::Playing,
            hint: None,
            animation: None,
            messages: Vec::new(),
            next_message: 1,
            epoch: 0,
        }
    }

    // ---- reading -------------------------------------------------------------------------

    /// The game (for saving and sharing).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seats (for saving and sharing).
    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    /// The setup the new-game screen starts from (the last one used).
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The selected peg.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// What the screen shows.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The hint on the board.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// The move to animate, when the cursor is still right after it.
    pub fn animation(&self) -> Option<&Animation> {
        self.animation
            .as_ref()
            .filter(|a| a.cursor == self.game.cursor())
    }

    /// Pending messages, oldest first.
    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    /// The setup of `seat` (a default one for a seat outside the list).
    pub fn seat(&self, seat: Seat) -> SeatSetup {
        self.seats
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| SeatSetup::default_for(self.position().options(), seat))
    }

    /// The marker shape (`0..6`) of each army, by its start triangle, so that every army on the
    /// board can be told apart without colour: a seat's main army (the one it has without
    /// multiple sets) wears the marker of the seat's colour; with multiple sets, the other
    /// armies take the shapes that no seat's colour uses, in turn order.
    pub fn army_markers(&self) -> [u8; 6] {
        let options = *self.position().options();
        let seating = options.seating();
        let single = Options {
            multiple_sets: false,
            ..options
        }
        .seating();
        let colours: Vec<u8> = seating.seats().map(|s| self.seat(s).colour).collect();
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

    /// Whether the board takes moves from people now (playing, game on, a human to move).
    pub fn human_to_move(&self) -> bool {
        self.mode == Mode::Playing
            && !self.position().is_over()
            && !self.seat(self.position().to_move()).is_computer()
    }

    /// Changes whenever another game replaces the current one (new game, restart, load), so that
    /// side effects keyed on the ply index also notice a new game at the same ply.
    pub fn epoch(&self) -> u32 {
        self.epoch
    }

    /// When a computer seat must move now: `(ply index, seat, level)`.
    pub fn computer_turn(&self) -> Option<(usize, Seat, u8)> {
        if self.mode != Mode::Playing || self.position().is_over() {
            return None;
        }
        let seat = self.position().to_move();
        match self.seat(seat).kind {
            SeatKind::Computer { level } => Some((self.game.cursor(), seat, level)),
            SeatKind::Human => None,
        }
    }

    /// The selected peg's legal destinations: `(hole, by hops, path)`.
    pub fn destinations(&self) -> Vec<Destination> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let position = self.position();
        position
            .moves_from(from)
            .iter()
            .map(|&m| Destination {
                cell: m.to,
                hop: m.is_hop(),
                path: if m.is_hop() {
                    position.path(m).unwrap_or_default()
                } else {
                    vec![m.from, m.to]
                },
            })
            .collect()
    }

    /// The holes of the last move (start and end), if any before the cursor.
    pub fn last_move_cells(&self) -> Vec<Cell> {
        self.game
            .last_move()
            .map(|m| vec![m.from, m.to])
            .unwrap_or_default()
    }

    // ---- acting --------------------------------------------------------------------------

    /// Carries out `action`; returns whether the state changed.
    pub fn apply(&mut self, action: Action) -> bool {
        match action {
            Action::Cell(cell) => self.cell(cell),
            Action::Select(cell) => {
                if self.human_to_move()
                    && self
                        .position()
                        .seat_pegs(self.position().to_move())
                        .contains(cell)
                    && self.selected != Some(cell)
                {
                    self.selected = Some(cell);
                    true
                } else {
                    false
                }
            }
            Action::Drop { from, to } => self.drop(from, to),
            Action::Cancel => {
                let changed = self.selected.is_some() || self.hint.is_some();
                self.selected = None;
                self.hint = None;
                changed
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Restart => {
                if self.game.plies().is_empty() && self.mode == Mode::Playing {
                    return false;
                }
                self.game = Game::new(self.game.start().clone());
                self.mode = Mode::Playing;
                self.clear_transient();
                self.epoch = self.epoch.wrapping_add(1);
                true
            }
            Action::OpenNewGame => {
                if self.mode == Mode::NewGame {
                    return false;
                }
                self.leave_replay();
                self.mode = Mode::NewGame;
                self.selected = None;
                true
            }
            Action::CloseNewGame => {
                if self.mode != Mode::NewGame {
                    return false;
                }
                self.mode = Mode::Playing;
                true
            }
            Action::NewGame { config, random } => self.new_game(config, random),
            Action::Goto(ply) => self.goto(ply),
            Action::Replay(on) => {
                match (on, self.mode) {
                    (true, Mode::Playing) => {
                        self.mode = Mode::Replay {
                            back_to: self.game.cursor(),
                        };
                        self.selected = None;
                        self.hint = None;
                    }
                    (false, Mode::Replay { .. }) => self.leave_replay(),
                    _ => return false,
                }
                true
            }
            Action::ComputerMove {
                ply_index,
                move_text,
            } => {
                if self.computer_turn().map(|(p, _, _)| p) != Some(ply_index) {
                    return false;
                }
                match self.position().parse_move(move_text.trim()) {
                    Ok(m) => self.play(m),
                    Err(e) => {
                        self.push(Notice::ComputerError(format!("{move_text}: {e}")));
                        true
                    }
                }
            }
            Action::Hint {
                ply_index,
                move_text,
            } => {
                if ply_index != self.game.cursor() || !self.human_to_move() {
                    return false;
                }
                match self.position().parse_move(move_text.trim()) {
                    Ok(m) => {
                        self.hint = Some(m);
                        true
                    }
                    Err(_) => false,
                }
            }
            Action::LoadGame(game, seats) => {
                self.seats = fit_seats(game.position().options(), seats);
                self.config = GameConfig {
                    options: *game.position().options(),
                    seats: self.seats.clone(),
                    // The next new game defaults to a coin toss again.
                    first: None,
                };
                self.game = *game;
                self.mode = Mode::Playing;
                self.clear_transient();
                self.epoch = self.epoch.wrapping_add(1);
                true
            }
            Action::Message(notice) => {
                self.push(notice);
                true
            }
            Action::Dismiss(id) => {
                let before = self.messages.len();
                self.messages.retain(|m| m.id != id);
                before != self.messages.len()
            }
        }
    }

    fn clear_transient(&mut self) {
        self.selected = None;
        self.hint = None;
        self.animation = None;
    }

    fn push(&mut self, notice: Notice) {
        self.messages.push(Message {
            id: self.next_message,
            notice,
        });
        self.next_message = self.next_message.wrapping_add(1);
        if self.messages.len() > MAX_MESSAGES {
            self.messages.remove(0);
        }
    }

    fn leave_replay(&mut self) {
        if let Mode::Replay { back_to } = self.mode {
            // back_to is always recorded; goto cannot fail for it.
            let _ = self.game.goto(back_to.min(self.game.plies().len()));
            self.mode = Mode::Playing;
            self.animation = None;
        }
    }

    fn cell(&mut self, cell: Cell) -> bool {
        if !self.human_to_move() {
            return false;
        }
        match click(self.position(), self.selected, cell) {
            Click::Select(c) => {
                self.selected = Some(c);
                true
            }
            Click::Deselect => {
                self.selected = None;
                true
            }
            Click::Play(m) => self.play(m),
            Click::Ignore => false,
        }
    }

    fn drop(&mut self, from: Cell, to: Cell) -> bool {
        if !self.human_to_move()
            || !self
                .position()
                .seat_pegs(self.position().to_move())
                .contains(from)
        {
            return false;
        }
        if let Some(m) = self
            .position()
            .moves_from(from)
            .iter()
            .find(|m| m.to == to)
            .copied()
        {
            return self.play(m);
        }
        let changed = self.selected != Some(from);
        self.selected = Some(from);
        changed
    }

    fn play(&mut self, m: Move) -> bool {
        let path = self
            .position()
            .path(m)
            .unwrap_or_else(|| vec![m.from, m.to]);
        if self.game.play(m).is_err() {
            return false;
        }
        self.selected = None;
        self.hint = None;
        self.animate(path);
        true
    }

    fn animate(&mut self, path: Vec<Cell>) {
        let seq = self.animation.as_ref().map_or(1, |a| a.seq.wrapping_add(1));
        self.animation = Some(Animation {
            seq,
            cursor: self.game.cursor(),
            path,
        });
    }

    fn undo(&mut self) -> bool {
        if self.mode != Mode::Playing || !self.game.undo() {
            return false;
        }
        // Also take back the computers' answers, back to a human's turn (if any human plays).
        let any_human = self.seats.iter().any(|s| !s.is_computer());
        while any_human && self.seat(self.position().to_move()).is_computer() && self.game.undo() {}
        self.clear_transient();
        true
    }

    fn redo(&mut self) -> bool {
        if self.mode != Mode::Playing || !self.game.can_redo() {
            return false;
        }
        let path = self.next_ply_path();
        if !self.game.redo() {
            return false;
        }
        self.arrive(path);
        true
    }

    /// The hop path of the ply after the cursor, when it is a move (to animate a step forward).
    fn next_ply_path(&self) -> Option<Vec<Cell>> {
        match self.game.plies().get(self.game.cursor()) {
            Some(Ply::Move(m)) => self.position().path(*m),
            _ => None,
        }
    }

    /// After the cursor moved: no selection or hint; animate along `path`, if any.
    fn arrive(&mut self, path: Option<Vec<Cell>>) {
        self.selected = None;
        self.hint = None;
        match path {
            Some(p) => self.animate(p),
            None => self.animation = None,
        }
    }

    fn goto(&mut self, ply: usize) -> bool {
        if self.mode == Mode::NewGame || ply > self.game.plies().len() || ply == self.game.cursor()
        {
            return false;
        }
        let path = if ply == self.game.cursor() + 1 {
            self.next_ply_path()
        } else {
            None
        };
        if self.game.goto(ply).is_err() {
            return false;
        }
        self.arrive(path);
        true
    }

    fn new_game(&mut self, config: GameConfig, random: u64) -> bool {
        if config.validate().is_err() {
            return false;
        }
        let first = config
            .first
            .unwrap_or_else(|| config.options.players.toss(random));
        let Ok(start) = Position::start_with_first(config.options, first) else {
            return false;
        };
        self.seats = fit_seats(&config.options, config.seats.clone());
        self.game = Game::new(start);
        self.config = config.clone();
        self.mode = Mode::Playing;
        self.clear_transient();
        self.epoch = self.epoch.wrapping_add(1);
        self.messages.clear();
        self.push(if config.first.is_some() {
            Notice::Starts(first)
        } else {
            Notice::CoinToss(first)
        });
        true
    }
}

/// A legal destination of the selected peg.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Destination {
    /// The hole.
    pub cell: Cell,
    /// Reached by hops (else a step).
    pub hop: bool,
    /// The holes the peg visits (start and end included).
    pub path: Vec<Cell>,
}

// ---- text for the screen -------------------------------------------------------------------

impl UiState {
    /// "Anna (blue)": a seat's name and colour.
    pub fn seat_label(&self, lang: Lang, seat: Seat) -> String {
        let setup = self.seat(seat);
        let n = (seat.index() + 1).to_string();
        let name = if !setup.name.trim().is_empty() {
            setup.name.trim().to_string()
        } else if setup.is_computer() {
            lang.fill(K::ComputerName, &[("n", &n)])
        } else {
            lang.fill(K::DefaultName, &[("n", &n)])
        };
        lang.fill(
            K::PlayerLabel,
            &[("name", &name), ("colour", lang.colour(setup.colour))],
        )
    }

    /// The `#status` text: whose turn, or the result.
    pub fn status_text(&self, lang: Lang) -> String {
        match self.game.status() {
            Status::Ongoing { to_move } => {
                let player = self.seat_label(lang, to_move);
                if self.seat(to_move).is_computer() && self.mode == Mode::Playing {
                    lang.fill(K::Thinking, &[("player", &player)])
                } else {
                    lang.fill(K::ToMove, &[("player", &player)])
                }
            }
            Status::Finished { ranking } => {
                let winners = ranking.winners();
                let seating = self.position().seating();
                match winners.as_slice() {
                    [w] => lang.fill(K::Wins, &[("player", &self.seat_label(lang, *w))]),
                    [a, b] if seating.partner(*a) == Some(*b) => lang.fill(
                        K::TeamWins,
                        &[
                            ("player", &self.seat_label(lang, *a)),
                            ("partner", &self.seat_label(lang, *b)),
                        ],
                    ),
                    ws => {
                        let names: Vec<String> =
                            ws.iter().map(|&w| self.seat_label(lang, w)).collect();
                        lang.fill(K::SharedWin, &[("players", &names.join(", "))])
                    }
                }
            }
        }
    }

    /// The text of a message.
    pub fn message_text(&self, lang: Lang, notice: &Notice) -> String {
        match notice {
            Notice::CoinToss(s) => {
                lang.fill(K::CoinToss, &[("player", &self.seat_label(lang, *s))])
            }
            Notice::Starts(s) => {
                lang.fill(K::ChosenStart, &[("player", &self.seat_label(lang, *s))])
            }
            Notice::BrokenLink(e) => lang.fill(K::BrokenLink, &[("detail", &lang.link_error(e))]),
            Notice::SavedGameUnreadable(e) => {
                lang.fill(K::SavedGameUnreadable, &[("detail", &lang.link_error(e))])
            }
            Notice::ComputerError(d) => lang.fill(K::ComputerError, &[("detail", d)]),
            Notice::Text(t) => t.clone(),
        }
    }

    /// Every recorded ply as a row of the move list.
    pub fn move_rows(&self, lang: Lang) -> Vec<MoveRow> {
        self.game
            .plies()
            .iter()
            .enumerate()
            .map(|(i, ply)| {
                let before = self
                    .game
                    .position_at(i)
                    .unwrap_or_else(|| self.game.start());
                let seat = before.to_move();
                let (text, pass) = match ply {
                    Ply::Move(m) => (before.move_name(*m), false),
                    Ply::Pass => (lang.t(K::Pass).to_string(), true),
                };
                MoveRow {
                    ply: i + 1,
                    seat,
                    colour: self.seat(seat).colour,
                    text,
                    pass,
                    played: i < self.game.cursor(),
                }
            })
            .collect()
    }

    /// What the live region announces: the last ply before the cursor, then the status.
    pub fn announcement(&self, lang: Lang) -> String {
        let cursor = self.game.cursor();
        let mut parts = Vec::new();
        if cursor > 0 {
            // Passes right before the cursor, then the move before them.
            let mut i = cursor;
            let mut passes = Vec::new();
            while i > 0 {
                i -= 1;
                let before = self
                    .game
                    .position_at(i)
                    .unwrap_or_else(|| self.game.start());
                match self.game.plies().get(i) {
                    Some(Ply::Pass) => passes.push(before.to_move()),
                    Some(Ply::Move(m)) => {
                        parts.push(lang.fill(
                            K::LastMove,
                            &[
                                ("player", &self.seat_label(lang, before.to_move())),
                                ("move", &before.move_name(*m)),
                            ],
                        ));
                        break;
                    }
                    None => break,
                }
            }
            for s in passes.into_iter().rev() {
                parts.push(lang.fill(K::Passes, &[("player", &self.seat_label(lang, s))]));
            }
        }
        parts.push(self.status_text(lang));
        parts.join(". ")
    }

    /// Each seat's progress, in seat order.
    pub fn progress(&self, lang: Lang) -> Vec<ProgressRow> {
        let position = self.position();
        let seating = position.seating();
        let finished = position.finished();
        let ranking = match self.game.status() {
            Status::Finished { ranking } => Some(ranking),
            Status::Ongoing { .. } => None,
        };
        let bga = position.options().scoring == Scoring::Bga;
        seating
            .seats()
            .map(|seat| {
                let (home, total) = position.pegs_home(seat);
                ProgressRow {
                    seat,
                    label: self.seat_label(lang, seat),
                    colour: self.seat(seat).colour,
                    home,
                    total,
                    score: bga.then(|| (position.score(seat), position.max_score(seat))),
                    place: ranking.and_then(|r| r.place(seat)),
                    finished: finished.contains(seat),
                    team: seating
                        .partner(seat)
                        .map(|p| seat.index().min(p.index()) + 1),
                    to_move: ranking.is_none() && position.to_move() == seat,
                }
            })
            .collect()
    }

    /// The screen-reader text of a hole.
    pub fn describe_cell(&self, lang: Lang, cell: Cell, dests: &[Destination]) -> String {
        let position = self.position();
        let geo = position.geometry();
        let mut parts = vec![geo.name(cell).to_string()];
        if let Some(army) = position.army_at(cell) {
            match position.seating().owner(army) {
                Some(seat) => parts.push(lang.fill(
                    K::PegOf,
                    &[
                        ("colour", lang.colour(self.seat(seat).colour)),
                        ("player", &self.seat_label(lang, seat)),
                    ],
                )),
                None => parts.push(lang.t(K::InertPeg).to_string()),
            }
        } else if position.inert().contains(cell) {
            parts.push(lang.t(K::InertPeg).to_string());
        } else {
            parts.push(lang.t(K::Empty).to_string());
        }
        if self.selected == Some(cell) {
            parts.push(lang.t(K::Selected).to_string());
        }
        if let Some(d) = dests.iter().find(|d| d.cell == cell) {
            parts.push(
                lang.t(if d.hop { K::DestHop } else { K::DestStep })
                    .to_string(),
            );
        }
        if self
            .game
            .last_move()
            .is_some_and(|m| m.from == cell || m.to == cell)
        {
            parts.push(lang.t(K::LastMoveMark).to_string());
        }
        if self.hint.is_some_and(|m| m.from == cell || m.to == cell) {
            parts.push(lang.t(K::HintMark).to_string());
        }
        parts.join(", ")
    }
}

/// A row of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// 1-based ply number (`Goto(ply)` shows the position after it).
    pub ply: usize,
    /// Who played it.
    pub seat: Seat,
    /// That seat's colour.
    pub colour: u8,
    /// The move in the engine's notation, or "pass".
    pub text: String,
    /// Whether it is a pass.
    pub pass: bool,
    /// Whether it is before the cursor (else it can be redone).
    pub played: bool,
}

/// A seat's progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressRow {
    /// The seat.
    pub seat: Seat,
    /// Name and colour.
    pub label: String,
    /// Palette colour.
    pub colour: u8,
    /// Pegs in their goal.
    pub home: usize,
    /// Pegs.
    pub total: usize,
    /// BGA score and its maximum, with that scoring.
    pub score: Option<(i32, i32)>,
    /// Final place, once the game is over.
    pub place: Option<u8>,
    /// Whether the seat has finished.
    pub finished: bool,
    /// Team number (1-based), in team play.
    pub team: Option<usize>,
    /// Whether it is this seat's turn.
    pub to_move: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AntiSpoiling, End, Players, Resting, Unused};

    fn cell(state: &UiState, name: &str) -> Cell {
        state.position().geometry().parse_cell(name).unwrap()
    }

    fn play_first_legal(state: &mut UiState) -> Move {
        let m = state.position().legal_move_list()[0];
        assert!(state.apply(Action::Cell(m.from)));
        assert!(state.apply(Action::Cell(m.to)));
        m
    }

    #[test]
    fn select_reselect_deselect_and_play() {
        let mut s = UiState::default();
        let a = cell(&s, "n2");
        let b = cell(&s, "n3");
        assert!(s.apply(Action::Cell(a)));
        assert_eq!(s.selected(), Some(a));
        let dests = s.destinations();
        assert_eq!(dests.len(), s.position().moves_from(a).len());
        assert!(s.apply(Action::Cell(b)));
        assert_eq!(s.selected(), Some(b));
        assert!(s.apply(Action::Cell(b)));
        assert_eq!(s.selected(), None);
        // An opponent peg or an empty hole with nothing selected does nothing.
        assert!(!s.apply(Action::Cell(cell(&s, "a1"))));
        assert!(!s.apply(Action::Cell(cell(&s, "i5"))));
        let m = play_first_legal(&mut s);
        assert_eq!(s.game().last_move(), Some(m));
        assert_eq!(s.last_move_cells(), vec![m.from, m.to]);
        assert!(s.animation().is_some());
        assert_eq!(s.position().to_move(), Seat::new(1).unwrap());
    }

    #[test]
    fn every_destination_is_a_legal_move_and_hops_have_paths() {
        let mut s = UiState::default();
        for _ in 0..6 {
            play_first_legal(&mut s);
        }
        for from in s.position().seat_pegs(s.position().to_move()) {
            s.apply(Action::Select(from));
            for d in s.destinations() {
                assert!(s
                    .position()
                    .moves_from(from)
                    .iter()
                    .any(|m| m.to == d.cell && m.is_hop() == d.hop));
                assert_eq!(d.path.first(), Some(&from));
                assert_eq!(d.path.last(), Some(&d.cell));
            }
        }
    }

    #[test]
    fn drop_plays_a_legal_move_and_ignores_an_illegal_one() {
        let mut s = UiState::default();
        let from = cell(&s, "n2");
        let far = cell(&s, "e5");
        assert!(s.apply(Action::Drop { from, to: far }));
        assert_eq!(s.selected(), Some(from));
        assert!(s.game().plies().is_empty());
        let to = s.position().moves_from(from)[0].to;
        assert!(s.apply(Action::Drop { from, to }));
        assert_eq!(s.game().plies().len(), 1);
        // Dragging an opponent's peg, or a peg of the side that just moved, does nothing.
        assert!(!s.apply(Action::Drop { from: to, to: from }));
    }

    #[test]
    fn undo_redo_to_the_start_and_back() {
        let mut s = UiState::default();
        let moves: Vec<Move> = (0..5).map(|_| play_first_legal(&mut s)).collect();
        for _ in 0..5 {
            assert!(s.apply(Action::Undo));
        }
        assert!(!s.apply(Action::Undo));
        assert_eq!(s.game().cursor(), 0);
        for m in &moves {
            assert!(s.apply(Action::Redo));
            assert_eq!(s.game().last_move(), Some(*m));
        }
        assert!(!s.apply(Action::Redo));
        assert!(s.apply(Action::Restart));
        assert!(s.game().plies().is_empty());
        assert!(!s.apply(Action::Restart));
    }

    #[test]
    fn computer_answers_for_stale_plies_are_ignored() {
        let options = Options::default();
        let mut seats = default_seats(&options);
        seats[1].kind = SeatKind::Computer { level: 2 };
        let mut s = UiState::new(GameConfig {
            options,
            seats,
            first: None,
        });
        assert_eq!(s.computer_turn(), None);
        play_first_legal(&mut s);
        let (ply, seat, level) = s.computer_turn().unwrap();
        assert_eq!((ply, seat.index(), level), (1, 1, 2));
        // Humans cannot move for the computer.
        let theirs = s.position().seat_pegs(seat).first().unwrap();
        assert!(!s.apply(Action::Cell(theirs)));
        let m = s.position().legal_move_list()[0];
        let text = s.position().move_name(m);
        assert!(!s.apply(Action::ComputerMove {
            ply_index: 0,
            move_text: text.clone()
        }));
        assert!(s.apply(Action::ComputerMove {
            ply_index: 1,
            move_text: "zz9-a1".into()
        }));
        assert_eq!(s.messages().len(), 1);
        assert!(s.apply(Action::ComputerMove {
            ply_index: 1,
            move_text: text.clone()
        }));
        assert_eq!(s.game().cursor(), 2);
        assert!(!s.apply(Action::ComputerMove {
            ply_index: 1,
            move_text: text
        }));
        // Undo takes back the computer's answer and the human's move.
        assert!(s.apply(Action::Undo));
        assert_eq!(s.game().cursor(), 0);
        let id = s.messages()[0].id;
        assert!(s.apply(Action::Dismiss(id)));
        assert!(s.messages().is_empty());
    }

    #[test]
    fn new_game_with_coin_toss_and_chosen_start() {
        let mut s = UiState::default();
        let mut config = GameConfig::default();
        config.set_players(Players::Three);
        config.options.multiple_sets = true;
        assert!(s.apply(Action::OpenNewGame));
        assert_eq!(s.mode(), Mode::NewGame);
        assert!(s.apply(Action::NewGame {
            config: config.clone(),
            random: 7
        }));
        assert_eq!(s.position().to_move().index(), 1);
        assert_eq!(
            s.messages()[0].notice,
            Notice::CoinToss(Seat::new(1).unwrap())
        );
        assert_eq!(s.seats().len(), 3);
        assert_eq!(s.position().occupied().len(), 60);
        config.first = Some(Seat::new(2).unwrap());
        assert!(s.apply(Action::NewGame {
            config: config.clone(),
            random: 0
        }));
        assert_eq!(s.position().to_move().index(), 2);
        // Invalid combinations are refused.
        config.options.teams = true;
        assert!(!s.apply(Action::NewGame { config, random: 0 }));
    }

    #[test]
    fn set_players_keeps_options_valid_and_colours_distinct() {
        let mut c = GameConfig::default();
        for players in [
            Players::Six,
            Players::Four,
            Players::Three,
            Players::Two,
            Players::Six,
        ] {
            c.options.multiple_sets = true;
            c.options.teams = true;
            c.set_players(players);
            assert!(c.validate().is_ok() || players == Players::Six);
            c.options.multiple_sets = false;
            assert!(c.validate().is_ok(), "{players:?}");
            let mut colours: Vec<u8> = c.seats.iter().map(|s| s.colour).collect();
            colours.sort();
            colours.dedup();
            assert_eq!(colours.len(), players.count());
        }
        c.set_colour(0, c.seats[1].colour);
        assert_ne!(c.seats[0].colour, c.seats[1].colour);
        assert_eq!(
            c.seats[0].colour,
            default_colour(&c.options, Seat::new(1).unwrap())
        );
    }

    #[test]
    fn replay_goes_through_the_plies_and_returns() {
        let mut s = UiState::default();
        for _ in 0..4 {
            play_first_legal(&mut s);
        }
        assert!(s.apply(Action::Replay(true)));
        assert!(s.apply(Action::Goto(0)));
        assert!(
            !s.apply(Action::Cell(cell(&s, "n2"))),
            "no moves during replay"
        );
        assert!(!s.apply(Action::Undo));
        assert!(s.apply(Action::Goto(1)));
        assert!(s.animation().is_some());
        assert!(!s.apply(Action::Goto(99)));
        assert!(s.apply(Action::Replay(false)));
        assert_eq!(s.game().cursor(), 4);
        assert_eq!(s.move_rows(Lang::En).len(), 4);
    }

    #[test]
    fn load_game_and_hint() {
        let options = Options {
            players: Players::Six,
            teams: true,
            unused: Unused::Filled,
            resting: Resting::Anywhere,
            anti_spoiling: AntiSpoiling::FillAvailable,
            end: End::PlayOn,
            ..Options::default()
        };
        let game = Game::new(Position::start(options).unwrap());
        let mut s = UiState::default();
        assert!(s.apply(Action::LoadGame(Box::new(game), Vec::new())));
        assert_eq!(s.seats().len(), 6);
        assert_eq!(s.progress(Lang::Da).len(), 6);
        assert_eq!(s.progress(Lang::En)[4].team, Some(2));
        let m = s.position().legal_move_list()[0];
        let text = s.position().move_name(m);
        assert!(!s.apply(Action::Hint {
            ply_index: 3,
            move_text: text.clone()
        }));
        assert!(s.apply(Action::Hint {
            ply_index: 0,
            move_text: text
        }));
        assert_eq!(s.hint(), Some(m));
        assert!(s.describe_cell(Lang::En, m.from, &[]).contains("hint"));
        assert!(s.apply(Action::Cancel));
        assert_eq!(s.hint(), None);
    }

    #[test]
    fn texts_name_the_player_and_the_result() {
        let mut s = UiState::default();
        assert_eq!(s.status_text(Lang::En), "Player 1 (blue) to move");
        let m = play_first_legal(&mut s);
        let a = s.announcement(Lang::En);
        assert!(a.starts_with("Last move: Player 1 (blue) "), "{a}");
        assert!(a.contains(&s.game().start().move_name(m)));
        let d = s.describe_cell(Lang::En, m.to, &[]);
        assert!(
            d.contains("blue peg of Player 1 (blue)") && d.contains("last move"),
            "{d}"
        );
    }

    #[test]
    fn link_notices_are_translated_when_shown() {
        let s = UiState::default();
        let broken = Notice::BrokenLink(LinkError::Truncated);
        assert_eq!(
            s.message_text(Lang::En, &broken),
            "This link is broken: the link is cut short"
        );
        assert_eq!(
            s.message_text(Lang::Da, &broken),
            "Dette link virker ikke: linket er afkortet"
        );
        let saved = Notice::SavedGameUnreadable(LinkError::NotALink);
        assert!(s
            .message_text(Lang::En, &saved)
            .starts_with("The saved game could not be read (not a sternhalma link)"));
        assert!(s
            .message_text(Lang::Bg, &saved)
            .starts_with("Запазената игра"));
    }

    /// A game one step from the end: seat 0 has nine pegs home and the tenth next to the
    /// last goal hole. Playing that step through the reducer ends the game with seat 0 winning.
    #[test]
    fn a_full_game_reaches_a_winner() {
        let options = Options::default();
        let start = Position::start(options).unwrap();
        let geo = start.geometry();
        let goal = geo.triangle(Triangle::TOP);
        let last = goal.iter().last().unwrap();
        let outside = geo.neighbors(last).find(|&c| !goal.contains(c)).unwrap();
        let mut setup = start.to_setup();
        setup.armies[Triangle::BOTTOM] = goal.without(last).with(outside);
        // Seat 1's army somewhere in the middle, out of the way.
        let middle: Vec<Cell> = geo.cells().filter(|&c| geo.row(c) == 10).take(10).collect();
        let mut theirs = crate::engine::CellSet::EMPTY;
        for &c in &middle {
            theirs.insert(c);
        }
        let mut row = 11;
        while theirs.len() < 10 {
            for c in geo.cells().filter(|&c| geo.row(c) == row) {
                if theirs.len() < 10 {
                    theirs.insert(c);
                }
            }
            row += 1;
        }
        setup.armies[Triangle::TOP] = theirs;
        let position = Position::from_setup(&setup).unwrap();
        let mut s = UiState::default();
        assert!(s.apply(Action::LoadGame(
            Box::new(Game::new(position)),
            default_seats(&options)
        )));
        assert!(s.apply(Action::Cell(outside)));
        assert!(s.destinations().iter().any(|d| d.cell == last));
        assert!(s.apply(Action::Cell(last)));
        assert!(s.position().is_over());
        let text = s.status_text(Lang::En);
        assert!(text.ends_with("wins!"), "{text}");
        assert!(!s.apply(Action::Cell(cell(&s, "e5"))));
        assert!(s.progress(Lang::En).iter().any(|p| p.place == Some(1)));
    }

    #[test]
    fn every_army_in_play_has_its_own_marker() {
        for (players, multi) in [
            (Players::Two, false),
            (Players::Two, true),
            (Players::Three, true),
            (Players::Four, false),
            (Players::Six, false),
        ] {
            let mut c = GameConfig::default();
            c.set_players(players);
            c.options.multiple_sets = multi;
            c.recolour();
            let mut state = UiState::default();
            assert!(state.apply(Action::NewGame {
                config: c.clone(),
                random: 1,
            }));
            let position = state.position();
            let seating = position.seating();
            let markers = state.army_markers();
            let used: Vec<Triangle> = seating.used().iter().collect();
            let mut shapes: Vec<u8> = used.iter().map(|t| markers[t.index()]).collect();
            shapes.sort_unstable();
            shapes.dedup();
            assert_eq!(
                shapes.len(),
                used.len(),
                "{players:?} multi {multi}: {markers:?}"
            );
            // Each seat's main army wears the seat colour's marker.
            let single = Options {
                multiple_sets: false,
                ..*position.options()
            }
            .seating();
            for s in seating.seats() {
                for t in single.armies(s).iter() {
                    assert_eq!(markers[t.index()], state.seat(s).colour);
                }
            }
        }
    }
}
