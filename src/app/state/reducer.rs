//! The pure reducer: [`UiState::apply`] carries out an [`Action`]. It never panics, and an
//! action that does not fit the state (an illegal move, a computer answer for a position that
//! is gone, a ply that does not exist) leaves the state as it was and returns `false`.

use crate::ai::wire::AiError;
use crate::ai::Level;
use crate::app::games::{GameId, StoreError};
use crate::app::seats::{fit_seats, SeatKind};
use crate::app::select::{click, Click};
use crate::app::state::action::{Action, Loaded};
use crate::app::state::config::GameConfig;
use crate::app::state::notice::{Lasts, Message, Notice};
use crate::app::state::ui_state::{Animation, Mode, Replaced, UiState, MAX_MESSAGES};
use crate::app::tree::{NodeId, Tree, TreeError};
use crate::engine::{Cell, Move, PlayError, Position, Seat};

impl UiState {
    /// Carries out `action`; returns whether the state changed.
    ///
    /// Whatever the action, the state it leaves is live: a review that arrives at the game's
    /// own position gives the game back ([`UiState::settle_review`]), so that no sequence of
    /// actions leaves a game in which nobody can move; the result card opens when the game comes
    /// to its end in play (`UiState::settle_result`).
    pub fn apply(&mut self, action: Action) -> bool {
        let before = self.ending();
        let continued = action == Action::ContinueHere;
        let changed = self.carry_out(action);
        let settled = self.settle_review();
        self.settle_result(before, continued) || settled || changed
    }

    fn carry_out(&mut self, action: Action) -> bool {
        match action {
            Action::Cell(cell) => self.cell(cell),
            Action::Select(cell) => self.select(cell),
            Action::Drop { from, to } => self.drop(from, to),
            Action::Cancel => self.cancel(),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Restart => self.restart(),
            Action::ContinueHere => self.continue_here(),
            Action::RestorePrevious => self.restore_previous(),
            Action::CloseResult => self.close_result(),
            Action::QuickStart(level) => self.quick_start(level),
            Action::OpenNewGame => self.open_new_game(),
            Action::CloseNewGame => self.close_new_game(),
            Action::HowTo(open) => self.show_how_to(open),
            Action::Games(open) => self.show_games(open),
            Action::Puzzles(open) => self.show_puzzles(open),
            Action::Lessons(open) => {
                self.lesson_asked = None;
                self.show_lessons(open)
            }
            Action::OpenLesson(id) => {
                self.lesson_asked = Some(id);
                self.lesson_asks = self.lesson_asks.wrapping_add(1);
                self.show_lessons(true);
                true
            }
            Action::OpenEditor => self.open_editor(),
            Action::CloseEditor => self.close_editor(),
            Action::NewGame { config, random } => self.new_game(config, random),
            Action::Goto(ply) => self.goto_ply(ply),
            Action::GotoNode(node) => self.goto_node(node),
            Action::Promote(node) => self.promote(node),
            Action::DeleteFrom(node) => self.delete_from(node),
            Action::UndoEdit => self.undo_edit(),
            Action::Replay(on) => self.replay(on),
            Action::ReplayRound => self.replay_round(),
            Action::Autoplay(on) => self.set_autoplay(on),
            Action::Speed(speed) => self.set_speed(speed),
            Action::AutoplayStep => self.autoplay_step(),
            Action::ComputerMove { node, chosen } => self.computer_move(node, chosen),
            Action::Hint { node, hint } => self.hint_move(node, hint),
            Action::LoadGame(game) => self.load_game(*game),
            Action::KeptAs(id) => self.kept(id),
            Action::Message(notice) => self.message(notice),
            Action::Dismiss(id) => self.dismiss(id),
            Action::Dismissed(notice) => self.dismissed(&notice),
            Action::SaveStatus(failure) => self.save_status(failure),
            Action::Rename(names) => self.rename(&names),
            Action::Analysis(a) => self.analysis_action(a),
            Action::Preview(what) => self.set_preview(what),
            Action::BestMove(m) => self.best_move(m),
        }
    }

    // ---- the actions, one method each ----------------------------------------------------

    /// Select `cell` if it holds a peg of the side to move (the start of a drag).
    fn select(&mut self, cell: Cell) -> bool {
        let own = self
            .position()
            .seat_pegs(self.position().to_move())
            .contains(cell);
        if !self.human_to_move() || !own || self.selected == Some(cell) {
            return false;
        }
        self.selected = Some(cell);
        true
    }

    fn cancel(&mut self) -> bool {
        let changed = self.selected.is_some() || self.hint.is_some() || self.picked().is_some();
        self.selected = None;
        self.hint = None;
        self.picked = None;
        changed
    }

    fn restart(&mut self) -> bool {
        if self.tree.moves() == 0 && self.playing() {
            return false;
        }
        self.leave_replay();
        let replaced = self.keep_replaced();
        self.replace_tree(Tree::new(self.tree.start().clone()));
        if replaced {
            self.push(Notice::GameReplaced);
        }
        true
    }

    fn restore_previous(&mut self) -> bool {
        let Some(previous) = self.previous.take() else {
            return false;
        };
        let Replaced {
            tree,
            kept_as,
            seats,
            config,
        } = *previous;
        self.seats = seats;
        self.config = config;
        self.replace_tree(tree);
        self.kept_as = kept_as;
        self.messages.retain(|m| m.notice != Notice::GameReplaced);
        true
    }

    fn quick_start(&mut self, level: Option<Level>) -> bool {
        let mut config = GameConfig::default();
        if let Some(level) = level {
            config.seats[1].kind = SeatKind::Computer(level);
        }
        config.first = Some(Seat::FIRST);
        self.new_game(config, 0)
    }

    fn computer_move(&mut self, node: NodeId, chosen: Move) -> bool {
        if self.computer_turn().map(|(n, _, _)| n) != Some(node) {
            return false;
        }
        if !self.position().legal_move_list().contains(&chosen) {
            self.push(Notice::ComputerError(AiError::BadAnswer));
            return true;
        }
        self.play(chosen)
    }

    fn hint_move(&mut self, node: NodeId, hint: Move) -> bool {
        if node != self.tree.cursor()
            || !self.human_to_move()
            || !self.position().legal_move_list().contains(&hint)
        {
            return false;
        }
        self.hint = Some(hint);
        true
    }

    fn load_game(&mut self, game: Loaded) -> bool {
        let Loaded {
            tree,
            seats,
            kept_as,
            review,
        } = game;
        self.seats = fit_seats(tree.position().options(), seats);
        self.config = GameConfig {
            options: *tree.position().options(),
            seats: self.seats.clone(),
            // The next new game defaults to a coin toss again.
            first: None,
        };
        self.replace_tree(tree);
        self.kept_as = kept_as;
        if let Some(back_to) = review.filter(|&n| self.tree.contains(n)) {
            self.mode = Mode::review(back_to);
        }
        true
    }

    fn kept(&mut self, id: Option<GameId>) -> bool {
        let changed = id != self.kept_as;
        self.kept_as = id;
        changed
    }

    fn message(&mut self, notice: Notice) -> bool {
        // One share result at a time: the newest replaces the last.
        if matches!(notice, Notice::Shared(..)) {
            self.messages
                .retain(|m| !matches!(m.notice, Notice::Shared(..)));
        }
        self.push(notice);
        true
    }

    fn dismiss(&mut self, id: u32) -> bool {
        let before = self.messages.len();
        self.messages.retain(|m| m.id != id);
        before != self.messages.len()
    }

    fn dismissed(&mut self, notice: &Notice) -> bool {
        let before = self.messages.len();
        self.messages.retain(|m| &m.notice != notice);
        before != self.messages.len()
    }

    /// Whether saving works: when it stops, a [`Notice::NotSaved`] says why (once); when it
    /// works again, the notice goes.
    fn save_status(&mut self, failure: Option<StoreError>) -> bool {
        let before = self.messages.len();
        self.messages
            .retain(|m| !matches!(m.notice, Notice::NotSaved(e) if Some(e) != failure));
        let shown = self
            .messages
            .iter()
            .any(|m| matches!(m.notice, Notice::NotSaved(_)));
        match failure {
            Some(e) if !shown => self.push(Notice::NotSaved(e)),
            _ => return self.messages.len() != before,
        }
        true
    }

    fn rename(&mut self, names: &[String]) -> bool {
        let before = self.seats.clone();
        crate::app::seats::give_names(&mut self.seats, names);
        self.config.seats = self.seats.clone();
        self.seats != before
    }

    // ---- shared steps --------------------------------------------------------------------

    fn clear_transient(&mut self) {
        self.selected = None;
        self.hint = None;
        self.animation = None;
        self.preview = None;
        self.picked = None;
    }

    /// Keeps the game about to be replaced, when it has moves, to be brought back; returns
    /// whether it did.
    fn keep_replaced(&mut self) -> bool {
        self.messages.retain(|m| m.notice != Notice::GameReplaced);
        if self.tree.moves() == 0 {
            return false;
        }
        self.previous = Some(Box::new(Replaced {
            tree: self.tree_to_save(),
            kept_as: self.kept_as.clone(),
            seats: self.seats.clone(),
            config: self.config.clone(),
        }));
        true
    }

    pub(super) fn push(&mut self, notice: Notice) {
        self.messages.push(Message {
            id: self.next_message,
            notice,
        });
        self.next_message = self.next_message.wrapping_add(1);
        if self.messages.len() > MAX_MESSAGES {
            self.messages.remove(0);
        }
    }

    /// `tree` in place of the game played: back to playing, nothing selected or pending, and a
    /// new epoch (answers asked for the old game are ignored).
    fn replace_tree(&mut self, tree: Tree) {
        self.tree = tree;
        // Another game: the games list keeps it under a new id (from its first move).
        self.kept_as = None;
        self.mode = Mode::Playing;
        self.overlay_for_another_game();
        self.clear_transient();
        self.expire();
        self.edit = None;
        self.forget_analysis();
        self.epoch = self.epoch.wrapping_add(1);
    }

    /// Drops the messages about the game as it was ([`Lasts::UntilNextMove`]): a person played
    /// on, or another game replaced it. The edit of the lines that a message offered to take
    /// back goes with it.
    fn expire(&mut self) {
        if self
            .messages
            .iter()
            .any(|m| matches!(m.notice, Notice::LinesEdited(_)))
        {
            self.edit = None;
        }
        self.messages
            .retain(|m| m.notice.lasts() != Lasts::UntilNextMove);
    }

    /// A person plays `m` (a click or a drop): the messages about the game before it go.
    fn person_plays(&mut self, m: Move) -> bool {
        let before = self.tree.cursor();
        let changed = self.play(m);
        if self.tree.cursor() != before {
            self.expire();
        }
        changed
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
            Click::Play(m) => self.person_plays(m),
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
            return self.person_plays(m);
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
        match self.tree.play(m) {
            Ok(_) => {}
            Err(TreeError::Play(PlayError::TooLong) | TreeError::Full) => {
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
        // A move tried in a replay stops it there.
        if let Mode::Replay { autoplay, .. } = &mut self.mode {
            *autoplay = false;
        }
        self.animate(path);
        true
    }

    pub(super) fn animate(&mut self, path: Vec<Cell>) {
        let seq = self.animation.as_ref().map_or(1, |a| a.seq.wrapping_add(1));
        self.animation = Some(Animation {
            seq,
            cursor: self.tree.cursor(),
            path,
        });
    }

    fn undo(&mut self) -> bool {
        if !self.playing() {
            return false;
        }
        if !self.tree.undo() {
            // Nothing left to take back: undo the restart or new game that replaced a game.
            return self.apply(Action::RestorePrevious);
        }
        // Also take back the computers' answers, back to a human's turn (if any human plays).
        let any_human = self.seats.iter().any(|s| !s.is_computer());
        while any_human && self.seat(self.position().to_move()).is_computer() && self.tree.undo() {}
        self.clear_transient();
        true
    }

    fn redo(&mut self) -> bool {
        if !self.playing() || !self.tree.can_redo() {
            return false;
        }
        let path = self.next_ply_path();
        if !self.tree.redo() {
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
        self.replace_tree(Tree::new(start));
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
