//! Everything the user can do, and what side effects report back: the reducer's input.

use std::rc::Rc;

use crate::ai::analysis::{Analysis, Judgement, Race};
use crate::ai::Level;
use crate::app::analysis::Review;
use crate::app::games::{GameId, StoreError};
use crate::app::seats::SeatSetup;
use crate::app::state::config::GameConfig;
use crate::app::state::notice::Notice;
use crate::app::state::preview::Preview;
use crate::app::state::ui_state::Speed;
use crate::app::tree::{NodeId, Tree};
use crate::engine::{Cell, Move, Position};
use crate::train::lesson::LessonId;

/// A game to load: its tree and seats, the id it is kept under in the games list, and the
/// review that was open in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    /// Every line of the game, the cursor on the position to show.
    pub tree: Tree,
    /// Who plays each seat.
    pub seats: Vec<SeatSetup>,
    /// Its id in the games list, when it is kept there.
    pub kept_as: Option<GameId>,
    /// The review to open: the node it returns to.
    pub review: Option<NodeId>,
}

impl Loaded {
    /// `tree` played by `seats`, not kept yet, no review.
    pub fn new(tree: Tree, seats: Vec<SeatSetup>) -> Loaded {
        Loaded {
            tree,
            seats,
            kept_as: None,
            review: None,
        }
    }
}

impl Action {
    /// [`Action::LoadGame`] of `tree` played by `seats` (not kept yet, no review).
    pub fn load(tree: Tree, seats: Vec<SeatSetup>) -> Action {
        Action::LoadGame(Box::new(Loaded::new(tree, seats)))
    }
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
    /// Close the new-game screen (or the welcome) without starting.
    CloseNewGame,
    /// Open (`true`) or close how to play.
    HowTo(bool),
    /// Open (`true`) or close the games list ("Your games").
    Games(bool),
    /// Open (`true`) or close the puzzles.
    Puzzles(bool),
    /// Open (`true`) or close the lessons ("Learn to play").
    Lessons(bool),
    /// Open the lessons on this lesson (a lesson's link).
    OpenLesson(LessonId),
    /// Open the position editor on the position on screen.
    OpenEditor,
    /// Close the position editor.
    CloseEditor,
    /// Start a new game; `random` decides the coin toss when `config.first` is `None`.
    NewGame {
        /// The setup.
        config: GameConfig,
        /// A random number from the UI (the reducer stays pure).
        random: u64,
    },
    /// Move the cursor to just after `ply` plies of the line on screen (the replay's buttons
    /// and keys); from the game, this opens a review.
    Goto(usize),
    /// Move the cursor to this node of any line (a click in the move list); from the game,
    /// this opens a review.
    GotoNode(NodeId),
    /// Make the line through this node the main line.
    Promote(NodeId),
    /// Delete this node and everything after it.
    DeleteFrom(NodeId),
    /// Take back the last [`Action::Promote`] or [`Action::DeleteFrom`].
    UndoEdit,
    /// Enter (`true`: from the start, playing by itself) or leave (`false`) the replay.
    Replay(bool),
    /// Replay the round: the moves since the seat to move last moved, playing by themselves
    /// from the position before them, back to the game.
    ReplayRound,
    /// Let the replay play by itself (`true`) or stop it.
    Autoplay(bool),
    /// How fast the replay plays by itself.
    Speed(Speed),
    /// The replay's next move, played by itself (from the timer of the page).
    AutoplayStep,
    /// The computer's answer for the position at `node`.
    ComputerMove {
        /// The tree's cursor the request was made for.
        node: NodeId,
        /// The move it chose (played only if it is legal there).
        chosen: Move,
    },
    /// A hint (the strongest level's move) for the position at `node`.
    Hint {
        /// The tree's cursor the request was made for.
        node: NodeId,
        /// The move suggested (shown only if it is legal there).
        hint: Move,
    },
    /// Load a game (from a link, the games list or the editor).
    LoadGame(Box<Loaded>),
    /// The games list keeps the game on screen under this id (`None`: not kept yet).
    KeptAs(Option<GameId>),
    /// Continue the game from the position under review (the computer plays there if it is
    /// its turn; what is recorded after it stays, and a move that differs starts a variation).
    ContinueHere,
    /// Bring back the game a new game or a restart replaced.
    RestorePrevious,
    /// Close the result card of a finished game.
    CloseResult,
    /// Start at once from the welcome: against the computer at `level` (the player moves
    /// first, from the bottom), or two players at this screen (`None`).
    QuickStart(Option<Level>),
    /// Show a message.
    Message(Notice),
    /// Hide the message with this id.
    Dismiss(u32),
    /// Hide the messages that say this (what a side effect settled).
    Dismissed(Notice),
    /// Whether saving works (`None`) or why not: when it stops, a [`Notice::NotSaved`] says so
    /// (once for each reason); when it works again, the notice goes.
    SaveStatus(Option<StoreError>),
    /// The players' names as the games list keeps them (renamed in the list, or in another
    /// tab).
    Rename(Vec<String>),
    /// The analysis board: the engine, its results, the game review and learning.
    Analysis(AnalysisAction),
    /// Draw this move on the board (its name is pointed at or focused), or nothing.
    Preview(Option<Preview>),
    /// A best move of the analysis was clicked: in live play the first click shows it, a
    /// second one plays it; in a review it is played (into the tree).
    BestMove(Move),
}

/// What the analysis board does (see [`crate::app::analysis`]).
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisAction {
    /// Turns the engine on or off.
    Engine(bool),
    /// An iteration's report of a position.
    Analysed(Rc<(Position, Analysis)>),
    /// Every seat's moves to finish at a position.
    Raced(Box<Position>, Race),
    /// A move played in a position, judged.
    Judged(Box<Position>, Move, Rc<Judgement>),
    /// Starts or resumes ([`Review::Running`]) or pauses the game review.
    Review(Review),
    /// Goes to the first of the player's mistakes ("Learn from your mistakes").
    Learn,
    /// Goes to the next mistake.
    LearnNext,
    /// Back to the position before the mistake, to try again.
    LearnRetry,
    /// Stops learning.
    LearnStop,
}
