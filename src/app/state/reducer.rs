//! [`UiState`] and its pure reducer ([`UiState::apply`]): the game, the selection, the screen
//! mode, hints, the animation of the last move and the pending messages.

use crate::app::link::LinkError;
use crate::app::select::{click, Click};
use crate::app::state::seats::{fit_seats, GameConfig, SeatKind, SeatSetup};
use crate::engine::{Cell, Game, Move, Options, PlayError, Ply, Position, Seat};

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
    /// A game saved by a newer version of the game is kept as it is; this game is not saved.
    NewerSave,
    /// The game is not being saved (the browser's storage is full or turned off).
    NotSaved,
    /// The game holds the most moves a game may hold ([`Game::MAX_MOVES`]).
    GameTooLong,
    /// A new game (or a restart) replaced a game with moves; [`Action::RestorePrevious`] brings
    /// it back.
    GameReplaced,
    /// How sharing a link went, and the link (or, from a copy opened as a file, the game code).
    Shared(ShareOutcome, String),
    /// Any other text (already translated by whoever sends it).
    Text(String),
}

/// How sharing went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareOutcome {
    /// Handed to the system's share sheet.
    Shared,
    /// Written to the clipboard.
    Copied,
    /// Neither worked: the user copies the link from the field.
    Manual,
    /// The user closed the share sheet.
    Cancelled,
    /// From a copy opened as a file (whose links open only there): the game code was copied.
    CodeCopied,
    /// From such a copy, the code could not be copied: the user copies it from the field.
    CodeManual,
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
    /// The first visit's welcome: how to start (over a new game).
    Welcome,
    /// The new-game screen (over the current game).
    NewGame,
    /// Reviewing the game's plies (the replay, or a click in the move list): the board does
    /// not take moves, the computer does not play, and every move stays recorded. The player
    /// returns to the game ([`Action::Replay`]`(false)`) or continues from the position shown
    /// ([`Action::ContinueHere`]).
    Replay {
        /// The cursor to return to.
        back_to: usize,
    },
}

/// A game that a new game or a restart replaced, kept so that it can be brought back.
#[derive(Clone, Debug, PartialEq)]
pub struct Replaced {
    game: Game,
    seats: Vec<SeatSetup>,
    config: GameConfig,
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
    /// Continue the game from the position under review (the moves after it stay recorded,
    /// to be redone, until another move is played).
    ContinueHere,
    /// Bring back the game a new game or a restart replaced.
    RestorePrevious,
    /// Close the result card of a finished game.
    CloseResult,
    /// Start at once from the welcome: against the computer at `level` (the player moves
    /// first, from the bottom), or two players at this screen (`None`).
    QuickStart(Option<u8>),
    /// Show a message.
    Message(Notice),
    /// Hide the message with this id.
    Dismiss(u32),
    /// Whether the autosave works: when it stops, a [`Notice::NotSaved`] says so (once); when
    /// it works again, the notice goes.
    SaveStatus(bool),
}

/// The state of the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct UiState {
    pub(super) game: Game,
    pub(super) seats: Vec<SeatSetup>,
    pub(super) config: GameConfig,
    pub(super) selected: Option<Cell>,
    pub(super) mode: Mode,
    pub(super) hint: Option<Move>,
    pub(super) animation: Option<Animation>,
    pub(super) messages: Vec<Message>,
    pub(super) next_message: u32,
    pub(super) epoch: u32,
    pub(super) previous: Option<Box<Replaced>>,
    pub(super) result_closed: bool,
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
            previous: None,
            result_closed: false,
        }
    }

    /// The state the page opens with: `game` (from a link or the saved game) with its seats,
    /// or a new game, and the start-up's `notices`.
    pub fn opening(game: Option<(Game, Vec<SeatSetup>)>, notices: Vec<Notice>) -> UiState {
        let mut state = UiState::default();
        match game {
            Some((game, seats)) => {
                state.apply(Action::LoadGame(Box::new(game), seats));
            }
            // Nothing to come back to: a first visit, which says how to start.
            None => state.mode = Mode::Welcome,
        }
        for notice in notices {
            state.push(notice);
        }
        state
    }

    // ---- reading -------------------------------------------------------------------------

    /// The game (for saving and sharing).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game as it stands for saving and sharing: while a review shows another position,
    /// the game is where the review will return to (a link never opens in the middle of a
    /// review, where the computer could play over recorded moves).
    pub fn game_to_save(&self) -> Game {
        let mut game = self.game.clone();
        if let Mode::Replay { back_to } = self.mode {
            let _ = game.goto(back_to);
        }
        game
    }

    /// Whether [`Action::Undo`] does something: a move to take back, or (with none left) a
    /// replaced game to bring back.
    pub fn can_undo(&self) -> bool {
        self.mode == Mode::Playing && (self.game.can_undo() || self.previous.is_some())
    }

    /// Whether the result card shows: the game is over, being played, and the card not closed.
    pub fn shows_result(&self) -> bool {
        self.mode == Mode::Playing && self.position().is_over() && !self.result_closed
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
        if self.mode != Mode::Playing
            || self.position().is_over()
            || self.game.moves_played() >= Game::MAX_MOVES
        {
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
                self.leave_replay();
                if self.keep_replaced() {
                    self.push(Notice::GameReplaced);
                }
                self.replace_game(Game::new(self.game.start().clone()));
                true
            }
            Action::ContinueHere => {
                if !matches!(self.mode, Mode::Replay { .. }) {
                    return false;
                }
                self.mode = Mode::Playing;
                self.animation = None;
                true
            }
            Action::RestorePrevious => {
                let Some(previous) = self.previous.take() else {
                    return false;
                };
                let Replaced {
                    game,
                    seats,
                    config,
                } = *previous;
                self.seats = seats;
                self.config = config;
                self.replace_game(game);
                self.messages.retain(|m| m.notice != Notice::GameReplaced);
                true
            }
            Action::CloseResult => {
                if !self.shows_result() {
                    return false;
                }
                self.result_closed = true;
                true
            }
            Action::QuickStart(level) => {
                let mut config = GameConfig::default();
                if let Some(level) = level {
                    config.seats[1].kind = SeatKind::Computer {
                        level: level.clamp(1, 4),
                    };
                }
                config.first = Some(Seat::FIRST);
                self.new_game(config, 0)
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
                if !matches!(self.mode, Mode::NewGame | Mode::Welcome) {
                    return false;
                }
                self.mode = Mode::Playing;
                true
            }
            Action::NewGame { config, random } => self.new_game(config, random),
            Action::Goto(ply) => {
                // From the game, going to another ply opens a review: nothing is played over
                // the moves after it unless the player continues from there.
                if self.mode == Mode::Playing && ply != self.game.cursor() {
                    self.enter_replay();
                    if !self.goto(ply) {
                        self.leave_replay();
                        return false;
                    }
                    return true;
                }
                self.goto(ply)
            }
            Action::Replay(on) => {
                match (on, self.mode) {
                    (true, Mode::Playing) => self.enter_replay(),
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
                self.replace_game(*game);
                true
            }
            Action::Message(notice) => {
                // One share result at a time: the newest replaces the last.
                if matches!(notice, Notice::Shared(..)) {
                    self.messages
                        .retain(|m| !matches!(m.notice, Notice::Shared(..)));
                }
                self.push(notice);
                true
            }
            Action::Dismiss(id) => {
                let before = self.messages.len();
                self.messages.retain(|m| m.id != id);
                before != self.messages.len()
            }
            Action::SaveStatus(works) => {
                let shown = self.messages.iter().any(|m| m.notice == Notice::NotSaved);
                match (works, shown) {
                    (false, false) => self.push(Notice::NotSaved),
                    (true, true) => self.messages.retain(|m| m.notice != Notice::NotSaved),
                    _ => return false,
                }
                true
            }
        }
    }

    fn clear_transient(&mut self) {
        self.selected = None;
        self.hint = None;
        self.animation = None;
        self.result_closed = false;
    }

    /// Keeps the game about to be replaced, when it has moves, to be brought back; returns
    /// whether it did.
    fn keep_replaced(&mut self) -> bool {
        self.messages.retain(|m| m.notice != Notice::GameReplaced);
        if self.game.plies().is_empty() {
            return false;
        }
        self.previous = Some(Box::new(Replaced {
            game: self.game_to_save(),
            seats: self.seats.clone(),
            config: self.config.clone(),
        }));
        true
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

    /// A review of the game from here, which comes back here.
    fn enter_replay(&mut self) {
        self.mode = Mode::Replay {
            back_to: self.game.cursor(),
        };
        self.selected = None;
        self.hint = None;
    }

    /// `game` in place of the game played: back to playing, nothing selected or pending, and a
    /// new epoch (answers asked for the old game are ignored).
    fn replace_game(&mut self, game: Game) {
        self.game = game;
        self.mode = Mode::Playing;
        self.clear_transient();
        self.epoch = self.epoch.wrapping_add(1);
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
        match self.game.play(m) {
            Ok(()) => {}
            Err(PlayError::TooLong) => {
                self.selected = None;
                if !self
                    .messages
                    .iter()
                    .any(|msg| msg.notice == Notice::GameTooLong)
                {
                    self.push(Notice::GameTooLong);
                }
                return true;
            }
            Err(_) => return false,
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
        if self.mode != Mode::Playing {
            return false;
        }
        if !self.game.undo() {
            // Nothing left to take back: undo the restart or new game that replaced a game.
            return self.apply(Action::RestorePrevious);
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
        let before = self.game.cursor();
        if self.mode == Mode::NewGame || ply > self.game.plies().len() || ply == before {
            return false;
        }
        // One move forward (and the forced passes after it) slides the peg along its path.
        let path =
            if ply > before && self.game.moves_before(ply) == Some(self.game.moves_played() + 1) {
                self.next_ply_path()
            } else {
                None
            };
        // The cursor never rests before a forced pass (the engine moves it past).
        if self.game.goto(ply).is_err() || self.game.cursor() == before {
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
        self.leave_replay();
        let replaced = self.keep_replaced();
        self.seats = fit_seats(&config.options, config.seats.clone());
        self.config = config.clone();
        self.replace_game(Game::new(start));
        self.messages.clear();
        if replaced {
            self.push(Notice::GameReplaced);
        }
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

#[cfg(test)]
mod tests {
    use crate::app::i18n::Lang;
    use crate::app::state::testing::{cell, play_first_legal};
    use crate::app::state::*;

    use crate::engine::{
        AntiSpoiling, Cell, End, Game, Move, Options, Players, Position, Resting, Seat, Triangle,
        Unused,
    };

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

    /// A two-player game, seat 1 played by the computer at level 2.
    fn against_the_computer() -> UiState {
        let options = Options::default();
        let mut seats = default_seats(&options);
        seats[1].kind = SeatKind::Computer { level: 2 };
        UiState::new(GameConfig {
            options,
            seats,
            first: None,
        })
    }

    #[test]
    fn computer_answers_for_stale_plies_are_ignored() {
        let mut s = against_the_computer();
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
        assert_eq!(s.move_rows(Lang::En, 0..99).len(), 4);
        assert_eq!(s.move_rows(Lang::En, 1..3)[0].ply, 2);
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
        assert!(s
            .announcement(Lang::En)
            .ends_with(&format!("Hint: {}", s.position().move_name(m))));
        assert!(s.describe_cell(Lang::En, m.from, &[]).contains("hint"));
        assert!(s.apply(Action::Cancel));
        assert_eq!(s.hint(), None);
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
        // The result card: the winner first, with the move that won.
        assert!(s.shows_result());
        let rows = s.result_rows(Lang::En);
        assert_eq!((rows[0].seat, rows[0].place), (Seat::FIRST, 1));
        assert_eq!((rows[0].moves, rows[0].home), (1, (10, 10)));
        assert_eq!(rows[1].place, 2);
        assert!(s.apply(Action::CloseResult));
        assert!(!s.shows_result());
        assert!(!s.apply(Action::CloseResult));
    }

    #[test]
    fn a_move_list_click_reviews_without_losing_moves() {
        let mut s = against_the_computer();
        play_first_legal(&mut s);
        let m = s.position().legal_move_list()[0];
        let text = s.position().move_name(m);
        assert!(s.apply(Action::ComputerMove {
            ply_index: 1,
            move_text: text
        }));
        play_first_legal(&mut s);
        let recorded = s.game().plies().len();
        // A click on move 1: a review at that position; the computer does not play there.
        assert!(s.apply(Action::Goto(1)));
        assert_eq!(s.mode(), Mode::Replay { back_to: 3 });
        assert_eq!(s.game().cursor(), 1);
        assert_eq!(s.computer_turn(), None);
        assert!(!s.apply(Action::Cell(cell(&s, "a1"))));
        // What is saved is the game where the review returns to.
        assert_eq!(s.game_to_save().cursor(), 3);
        assert_eq!(s.game().plies().len(), recorded);
        // Back to the game: every move still there.
        assert!(s.apply(Action::Replay(false)));
        assert_eq!(s.game().cursor(), 3);
        // Continuing from an earlier position keeps the later moves to redo.
        assert!(s.apply(Action::Goto(1)));
        assert!(s.apply(Action::ContinueHere));
        assert_eq!(s.mode(), Mode::Playing);
        assert_eq!(s.game().cursor(), 1);
        assert!(s.game().can_redo());
        assert!(
            s.computer_turn().is_some(),
            "continuing is the player's choice"
        );
    }

    #[test]
    fn restart_and_new_game_can_be_taken_back() {
        let mut s = UiState::default();
        let moves: Vec<Move> = (0..3).map(|_| play_first_legal(&mut s)).collect();
        let game = s.game().clone();
        assert!(s.apply(Action::Restart));
        assert!(s.game().plies().is_empty());
        assert!(s
            .messages()
            .iter()
            .any(|m| m.notice == Notice::GameReplaced));
        assert!(s.can_undo(), "undo brings the game back");
        assert!(s.apply(Action::Undo));
        assert_eq!(s.game(), &game);
        assert!(s
            .messages()
            .iter()
            .all(|m| m.notice != Notice::GameReplaced));
        assert_eq!(s.game().moves(), moves);
        // A new game: the same, through the message's button.
        let mut config = GameConfig::default();
        config.set_players(Players::Three);
        assert!(s.apply(Action::NewGame { config, random: 1 }));
        assert_eq!(s.seats().len(), 3);
        assert!(s
            .messages()
            .iter()
            .any(|m| m.notice == Notice::GameReplaced));
        assert!(s.apply(Action::RestorePrevious));
        assert_eq!(s.game(), &game);
        assert_eq!(s.seats().len(), 2);
        assert!(!s.apply(Action::RestorePrevious));
        // A game without moves is not kept.
        assert!(s.apply(Action::Restart));
        assert!(s.apply(Action::NewGame {
            config: GameConfig::default(),
            random: 0
        }));
        assert!(s
            .messages()
            .iter()
            .all(|m| m.notice != Notice::GameReplaced));
    }

    #[test]
    fn the_first_visit_starts_in_one_tap_and_a_finished_game_shows_its_result() {
        let mut s = UiState::opening(None, Vec::new());
        assert_eq!(s.mode(), Mode::Welcome);
        assert!(!s.human_to_move());
        assert!(s.apply(Action::QuickStart(Some(3))));
        assert_eq!(s.mode(), Mode::Playing);
        assert_eq!(s.seats()[1].kind, SeatKind::Computer { level: 3 });
        assert_eq!(s.position().to_move(), Seat::FIRST);
        assert!(s.human_to_move());
        let mut t = UiState::opening(None, Vec::new());
        assert!(t.apply(Action::QuickStart(None)));
        assert!(t.seats().iter().all(|s| !s.is_computer()));
        assert!(!t.shows_result());
    }
}
