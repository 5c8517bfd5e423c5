//! [`UiState`]: the game, who plays it, the selection, the screen mode (the game or a review),
//! the card over the board, a hint, the animation of the last move and the pending messages — and what can be read from them. The reducer
//! that changes it is [`UiState::apply`] (`reducer.rs`); what the screen shows of it is built
//! in the views (`app/view/`).

use crate::ai::Level;
use crate::app::analysis::learn::Learn;
use crate::app::analysis::Analysis;
use crate::app::games::GameId;
use crate::app::seats::{fit_seats, SeatKind, SeatSetup};
use crate::app::state::action::{Action, Loaded};
use crate::app::state::config::GameConfig;
use crate::app::state::notice::{Message, Notice};
use crate::app::state::overlay::Overlay;
use crate::app::state::preview::Shown;
use crate::app::tree::{Edit, NodeId, Tree};
use crate::engine::{Cell, Game, Move, Options, Ply, Position, Seat};
use crate::train::lesson::LessonId;

/// What the board shows: the game, or a review of it.
#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    /// The game, playable.
    Playing,
    /// Reviewing the game (the replay, or a click in the move list): an analysis board. The
    /// computer does not play; a move played here goes into the game tree (a variation where
    /// it differs from the recorded one), so nothing recorded is lost. The player returns to
    /// the game ([`Action::Replay`]`(false)`) or continues from the position shown
    /// ([`Action::ContinueHere`]). A review that arrives at the game's own position (by any
    /// route) while the game goes on is the game again (`UiState::settle_review`).
    Replay {
        /// The node of the game to return to.
        back_to: NodeId,
        /// The replay plays the moves by itself (at [`UiState::speed`]).
        autoplay: bool,
        /// "Learn from your mistakes", while it runs (it keeps the review open).
        learn: Option<Learn>,
    },
}

impl Mode {
    /// A review that returns to `back_to`, standing still, not learning.
    pub fn review(back_to: NodeId) -> Mode {
        Mode::Replay {
            back_to,
            autoplay: false,
            learn: None,
        }
    }
}

/// How fast a replay plays the moves by itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Speed {
    /// Two seconds a move.
    Slow,
    /// A second a move.
    #[default]
    Normal,
    /// Under half a second a move.
    Fast,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// Milliseconds between two moves.
    pub const fn ms(self) -> u32 {
        match self {
            Speed::Slow => 2000,
            Speed::Normal => 1000,
            Speed::Fast => 450,
        }
    }
}

/// A game that a new game or a restart replaced, kept so that it can be brought back.
#[derive(Clone, Debug, PartialEq)]
pub struct Replaced {
    pub(super) tree: Tree,
    pub(super) kept_as: Option<GameId>,
    pub(super) seats: Vec<SeatSetup>,
    pub(super) config: GameConfig,
}

/// The move to animate: the holes its peg visits, for the game cursor reached by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    /// Increases with every animated move (a key for the view).
    pub seq: u32,
    /// The tree's cursor right after the move (and its forced passes).
    pub cursor: NodeId,
    /// The holes the peg visits, start and end included.
    pub path: Vec<Cell>,
}

/// The state of the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct UiState {
    /// Every line played, and the cursor.
    pub(super) tree: Tree,
    pub(super) seats: Vec<SeatSetup>,
    pub(super) config: GameConfig,
    pub(super) selected: Option<Cell>,
    pub(super) mode: Mode,
    /// The card or dialog over the board.
    pub(super) overlay: Overlay,
    pub(super) hint: Option<Move>,
    pub(super) animation: Option<Animation>,
    pub(super) messages: Vec<Message>,
    pub(super) next_message: u32,
    pub(super) epoch: u32,
    pub(super) previous: Option<Box<Replaced>>,
    /// The last change of the tree's lines (make main line, delete from here), to take back.
    pub(super) edit: Option<Box<Edit>>,
    /// The game's id in the games list (`None`: not kept yet).
    pub(super) kept_as: Option<GameId>,
    /// How fast a replay plays by itself (the last speed chosen, kept from one replay to the
    /// next).
    pub(super) speed: Speed,
    /// What the engine has told the analysis board.
    pub(super) analysis: Analysis,
    /// The move whose name is pointed at or focused, drawn on the board.
    pub(super) preview: Option<Shown>,
    /// The best move picked in live play (the position it was picked in, and the move).
    pub(super) picked: Option<(NodeId, Move)>,
    /// The lesson a link asked for, until the lessons are opened or closed otherwise.
    pub(super) lesson_asked: Option<LessonId>,
    /// How many times a link has asked for a lesson (the lessons' dialog starts anew on each).
    pub(super) lesson_asks: u32,
}

impl Default for UiState {
    /// A two-player human game with the default rules, seat 0 (bottom) to move.
    fn default() -> Self {
        UiState::new(GameConfig::default())
    }
}

/// At most this many messages are kept (the oldest go first).
pub(super) const MAX_MESSAGES: usize = 4;

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
        let tree = Tree::new(start);
        let seats = fit_seats(tree.position().options(), config.seats.clone());
        UiState {
            tree,
            seats,
            config,
            selected: None,
            mode: Mode::Playing,
            overlay: Overlay::Board,
            hint: None,
            animation: None,
            messages: Vec::new(),
            next_message: 1,
            epoch: 0,
            previous: None,
            edit: None,
            kept_as: None,
            speed: Speed::default(),
            analysis: Analysis::default(),
            preview: None,
            picked: None,
            lesson_asked: None,
            lesson_asks: 0,
        }
    }

    /// The state the page opens with: a game (from a link or the games list), or a new game,
    /// and the start-up's `notices`.
    pub fn opening(game: Option<Loaded>, notices: Vec<Notice>) -> UiState {
        let mut state = UiState::default();
        match game {
            Some(game) => {
                state.apply(Action::LoadGame(Box::new(game)));
            }
            // Nothing to come back to: a first visit, which says how to start.
            None => state.overlay = Overlay::Welcome,
        }
        for notice in notices {
            state.push(notice);
        }
        state
    }

    // ---- reading -------------------------------------------------------------------------

    /// The line on screen: every ply from the start to the end of the line, the cursor on the
    /// position shown.
    pub fn game(&self) -> &Game {
        self.tree.line()
    }

    /// The game tree: every line played.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The tree as it stands for saving and sharing: while a review shows another position,
    /// its cursor is where the review will return to (a link never opens in the middle of a
    /// review, where the computer would play at once).
    pub fn tree_to_save(&self) -> Tree {
        let mut tree = self.tree.clone();
        if let Mode::Replay { back_to, .. } = self.mode {
            let _ = tree.goto(back_to);
        }
        tree
    }

    /// The game a link shares: the line of [`UiState::tree_to_save`].
    pub fn game_to_save(&self) -> Game {
        self.tree_to_save().line().clone()
    }

    /// The game's id in the games list, once it is kept there.
    pub fn kept_as(&self) -> Option<&GameId> {
        self.kept_as.as_ref()
    }

    /// Whether the replay plays by itself, and how fast.
    pub fn autoplay(&self) -> Option<Speed> {
        matches!(self.mode, Mode::Replay { autoplay: true, .. }).then_some(self.speed)
    }

    /// The replay's speed.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// Where a review returns to, while one is open.
    pub fn review_from(&self) -> Option<NodeId> {
        match self.mode {
            Mode::Replay { back_to, .. } => Some(back_to),
            Mode::Playing => None,
        }
    }

    /// Whether [`Action::Undo`] does something: a move to take back, or (with none left) a
    /// replaced game to bring back.
    pub fn can_undo(&self) -> bool {
        self.playing() && (self.game().can_undo() || self.previous.is_some())
    }

    /// Whether the game itself is on screen and goes on from here: no review, and no card that
    /// holds the game (the welcome, the new-game form).
    pub fn playing(&self) -> bool {
        self.mode == Mode::Playing && !self.overlay.holds_the_game()
    }

    /// The game one level harder, offered after a person beat the computer: the same rules and
    /// players, every computer seat one level up (those at the top level stay), the winner
    /// starting. `None` unless the game is over, a person won, and some computer seat can go
    /// up.
    pub fn next_level(&self) -> Option<GameConfig> {
        let crate::engine::Status::Finished { ranking } = self.game().status() else {
            return None;
        };
        let winner = ranking
            .winners()
            .into_iter()
            .find(|&w| !self.seat(w).is_computer())?;
        let mut config = self.config.clone();
        config.seats = self.seats.clone();
        let mut raised = false;
        for seat in &mut config.seats {
            if let SeatKind::Computer(level) = seat.kind {
                if let Some(up) = Level::new(level.number() + 1) {
                    seat.kind = SeatKind::Computer(up);
                    raised = true;
                }
            }
        }
        config.first = Some(winner);
        raised.then_some(config)
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
        self.tree.position()
    }

    /// The selected peg.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// What the board shows: the game or a review.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The hint on the board.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// The lesson a link asked for ([`Action::OpenLesson`]), until the lessons are opened or
    /// closed otherwise.
    pub fn lesson_asked(&self) -> Option<LessonId> {
        self.lesson_asked
    }

    /// How many times a link has asked for a lesson.
    pub fn lesson_asks(&self) -> u32 {
        self.lesson_asks
    }

    /// The move to animate, when the cursor is still right after it.
    pub fn animation(&self) -> Option<&Animation> {
        self.animation
            .as_ref()
            .filter(|a| a.cursor == self.tree.cursor())
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

    /// Whether the board takes moves from people now: the game goes on, and a person is to
    /// move in it or a review shows it (where any seat's move may be tried).
    pub fn human_to_move(&self) -> bool {
        !self.position().is_over()
            && !self.overlay.holds_the_game()
            && match self.mode {
                Mode::Playing => !self.seat(self.position().to_move()).is_computer(),
                Mode::Replay { .. } => true,
            }
    }

    /// Changes whenever another game replaces the current one (new game, restart, load), so that
    /// side effects keyed on the ply index also notice a new game at the same ply.
    pub fn epoch(&self) -> u32 {
        self.epoch
    }

    /// When a computer seat must move now: `(the node it moves at, seat, level)`.
    pub fn computer_turn(&self) -> Option<(NodeId, Seat, Level)> {
        if !self.playing()
            || self.position().is_over()
            || self.game().moves_played() >= Game::MAX_MOVES
        {
            return None;
        }
        let seat = self.position().to_move();
        match self.seat(seat).kind {
            SeatKind::Computer(level) => Some((self.tree.cursor(), seat, level)),
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

    /// Every hole the peg of the last move visited (start and end included), if a move comes
    /// before the cursor.
    pub fn last_move_path(&self) -> Vec<Cell> {
        let game = self.game();
        let Some(i) = game.undo_target() else {
            return Vec::new();
        };
        match (game.plies().get(i), game.position_at(i)) {
            (Some(Ply::Move(m)), Some(before)) => {
                before.path(*m).unwrap_or_else(|| vec![m.from, m.to])
            }
            _ => Vec::new(),
        }
    }

    /// The holes of the last move (start and end), if any before the cursor.
    pub fn last_move_cells(&self) -> Vec<Cell> {
        self.game()
            .last_move()
            .map(|m| vec![m.from, m.to])
            .unwrap_or_default()
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
