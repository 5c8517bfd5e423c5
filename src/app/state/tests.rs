//! The reducer's tests: what each action does to the state.

use crate::ai::wire::AiError;
use crate::ai::Level;
use crate::app::state::testing::{cell, one_step_from_a_win, play_first_legal};
use crate::app::state::LineEdit;
use crate::app::state::*;

use crate::app::tree::Tree;
use crate::engine::{Game, Move, Options, Players, Ply, Position, Seat};

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
    seats[1].kind = SeatKind::Computer(Level::CASUAL);
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
    let (node, seat, level) = s.computer_turn().unwrap();
    assert_eq!((node.ply(), seat.index(), level), (1, 1, Level::CASUAL));
    let stale = s.tree().root();
    // Humans cannot move for the computer.
    let theirs = s.position().seat_pegs(seat).first().unwrap();
    assert!(!s.apply(Action::Cell(theirs)));
    let m = s.position().legal_move_list()[0];
    assert!(!s.apply(Action::ComputerMove {
        node: stale,
        chosen: m
    }));
    // A move that is not legal there: said, not played.
    let backwards = Move::step(m.to, m.from);
    assert!(s.apply(Action::ComputerMove {
        node,
        chosen: backwards
    }));
    assert_eq!(s.messages().len(), 1);
    assert_eq!(s.game().cursor(), 1);
    assert!(s.apply(Action::ComputerMove { node, chosen: m }));
    assert_eq!(s.game().cursor(), 2);
    assert!(!s.apply(Action::ComputerMove { node, chosen: m }));
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
    assert_eq!(*s.overlay(), Overlay::NewGame(Under::Board));
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
    // A replay starts at the first move.
    assert!(s.apply(Action::Replay(true)));
    assert_eq!(s.game().cursor(), 0);
    // In a review a move may be tried (see `a_move_tried_in_a_review_loses_nothing`); Undo
    // belongs to the game.
    assert!(!s.apply(Action::Undo));
    assert!(s.apply(Action::Goto(1)));
    assert!(s.animation().is_some());
    assert!(!s.apply(Action::Goto(99)));
    assert!(s.apply(Action::Replay(false)));
    assert_eq!(s.game().cursor(), 4);
    assert_eq!(s.tree().rows(0..99).len(), 4);
    assert_eq!(s.tree().rows(1..3)[0].number, 2);
}

#[test]
fn a_move_list_click_reviews_without_losing_moves() {
    let mut s = against_the_computer();
    play_first_legal(&mut s);
    let m = s.position().legal_move_list()[0];
    assert!(s.apply(Action::ComputerMove {
        node: s.tree().cursor(),
        chosen: m
    }));
    play_first_legal(&mut s);
    let recorded = s.game().plies().len();
    let game_node = s.tree().cursor();
    // A click on move 1: a review at that position; the computer does not play there.
    assert!(s.apply(Action::Goto(1)));
    assert_eq!(*s.mode(), Mode::review(game_node));
    assert_eq!(s.game().cursor(), 1);
    assert_eq!(s.computer_turn(), None);
    // What is saved is the game where the review returns to.
    assert_eq!(s.game_to_save().cursor(), 3);
    assert_eq!(s.game().plies().len(), recorded);
    // Back to the game: every move still there.
    assert!(s.apply(Action::Replay(false)));
    assert_eq!(s.game().cursor(), 3);
    // Continuing from an earlier position keeps the later moves to redo.
    assert!(s.apply(Action::Goto(1)));
    assert!(s.apply(Action::ContinueHere));
    assert_eq!(*s.mode(), Mode::Playing);
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
    assert_eq!(*s.overlay(), Overlay::Welcome);
    assert!(!s.human_to_move());
    assert!(s.apply(Action::QuickStart(Some(Level::CLUB))));
    assert_eq!(*s.mode(), Mode::Playing);
    assert_eq!(s.seats()[1].kind, SeatKind::Computer(Level::CLUB));
    assert_eq!(s.position().to_move(), Seat::FIRST);
    assert!(s.human_to_move());
    let mut t = UiState::opening(None, Vec::new());
    assert!(t.apply(Action::QuickStart(None)));
    assert!(t.seats().iter().all(|s| !s.is_computer()));
    assert!(!t.shows_result());
}

/// Every move recorded in `game` (undone ones too).
fn recorded(game: &Game) -> Vec<Move> {
    game.plies()
        .iter()
        .filter_map(|p| match p {
            Ply::Move(m) => Some(*m),
            Ply::Pass => None,
        })
        .collect()
}

/// Ten moves: the walkthrough of the review board.
fn ten_moves() -> (UiState, Vec<Move>) {
    let mut s = UiState::default();
    let moves = (0..10).map(|_| play_first_legal(&mut s)).collect();
    (s, moves)
}

#[test]
fn continuing_from_an_earlier_move_loses_nothing() {
    let (mut s, moves) = ten_moves();
    // Move 6, continue from here, play the move recorded there: it just steps forward.
    assert!(s.apply(Action::Goto(6)));
    assert!(s.apply(Action::ContinueHere));
    let m = moves[6];
    assert!(s.apply(Action::Cell(m.from)));
    assert!(s.apply(Action::Cell(m.to)));
    assert_eq!(s.tree().variations(), 0);
    assert_eq!(s.game().plies().len(), 10);
    assert_eq!(s.game().cursor(), 7);
    assert!(s.game().can_redo());
    // Another move there starts a variation; the ten moves stay on the main line.
    assert!(s.apply(Action::Undo));
    let other = s
        .position()
        .legal_move_list()
        .iter()
        .copied()
        .find(|&o| o != m)
        .unwrap();
    assert!(s.apply(Action::Cell(other.from)));
    assert!(s.apply(Action::Cell(other.to)));
    assert_eq!(s.tree().variations(), 1);
    assert_eq!(recorded(s.tree().main_line()), moves);
    assert_eq!(s.game().moves(), [&moves[..6], &[other]].concat());
    // Undo and Redo walk the line on screen, the variation.
    assert!(s.apply(Action::Undo));
    assert!(s.apply(Action::Redo));
    assert_eq!(s.game().last_move(), Some(other));
    // The move list shows both: ten main-line rows and one variation row.
    let rows = s.tree().rows(0..99);
    assert_eq!(rows.len(), 11);
    assert_eq!(rows.iter().filter(|r| !r.main).count(), 1);
    assert!(rows.iter().any(|r| r.current && !r.main && r.nesting == 1));
}

#[test]
fn a_move_tried_in_a_review_loses_nothing() {
    let (mut s, moves) = ten_moves();
    let game_node = s.tree().cursor();
    assert!(s.apply(Action::Goto(4)));
    assert_eq!(*s.mode(), Mode::review(game_node));
    // A try: a move of the side to move that differs from the recorded one.
    let recorded = moves[4];
    let other = s
        .position()
        .legal_move_list()
        .iter()
        .copied()
        .find(|&o| o != recorded)
        .unwrap();
    assert!(s.apply(Action::Cell(other.from)));
    assert!(s.apply(Action::Cell(other.to)));
    assert_eq!(
        s.computer_turn(),
        None,
        "the computer does not play in a review"
    );
    assert_eq!(s.tree().variations(), 1);
    // Back to the game: where it was, every move there.
    assert!(s.apply(Action::Replay(false)));
    assert_eq!(s.tree().cursor(), game_node);
    assert_eq!(s.game().moves(), moves);
    // What is saved and shared is the game where a review returns to.
    assert!(s.apply(Action::GotoNode(s.tree().rows(0..99)[5].node)));
    assert_eq!(s.game_to_save().moves(), moves);
}

#[test]
fn make_main_line_and_delete_from_here_can_be_taken_back() {
    let (mut s, moves) = ten_moves();
    let game_node = s.tree().cursor();
    assert!(s.apply(Action::Goto(8)));
    let other = s
        .position()
        .legal_move_list()
        .iter()
        .copied()
        .find(|&o| o != moves[8])
        .unwrap();
    assert!(s.apply(Action::Cell(other.from)));
    assert!(s.apply(Action::Cell(other.to)));
    let variation = s.tree().cursor();
    // Make it the main line: the review's way back stays on the same node.
    assert!(s.apply(Action::Promote(variation)));
    assert_eq!(
        recorded(s.tree().main_line()),
        [&moves[..8], &[other]].concat()
    );
    assert!(s
        .messages()
        .iter()
        .any(|m| m.notice == Notice::LinesEdited(LineEdit::Promoted)));
    let Mode::Replay { back_to, .. } = s.mode() else {
        panic!("still reviewing")
    };
    assert_eq!(back_to.ply(), game_node.ply());
    assert!(s.apply(Action::UndoEdit));
    assert_eq!(recorded(s.tree().main_line()), moves);
    assert!(s
        .messages()
        .iter()
        .all(|m| !matches!(m.notice, Notice::LinesEdited(_))));
    // Delete from move 9 of the main line: the game's own node goes, the review comes back to
    // where it is; Undo of the edit brings every move back.
    let ninth = s.tree().rows(0..99)[8].node;
    assert!(s.apply(Action::DeleteFrom(ninth)));
    // (The variation left at the deleted node goes on in its place.)
    assert_eq!(
        recorded(s.tree().main_line()),
        [&moves[..8], &[other]].concat()
    );
    assert_eq!(s.tree().variations(), 0);
    // The position shown is now the game's own: the review gave the game back.
    assert_eq!(*s.mode(), Mode::Playing);
    assert!(!s.apply(Action::Replay(false)));
    assert!(s.apply(Action::UndoEdit));
    assert_eq!(recorded(s.tree().main_line()), moves);
    assert!(!s.apply(Action::UndoEdit), "taken back once");
}

#[test]
fn a_replay_starts_at_the_first_move_and_plays_by_itself() {
    let (mut s, _) = ten_moves();
    assert!(s.apply(Action::Replay(true)));
    assert_eq!(s.game().cursor(), 0);
    assert_eq!(s.autoplay(), Some(Speed::Normal));
    assert!(s.apply(Action::Speed(Speed::Fast)));
    for n in 1..=10 {
        assert!(s.apply(Action::AutoplayStep));
        assert_eq!(s.game().cursor(), n);
        assert!(s.animation().is_some(), "each move slides");
    }
    // At the game's own position it stops and gives the game back.
    assert_eq!(s.autoplay(), None);
    assert_eq!(*s.mode(), Mode::Playing);
    assert!(!s.apply(Action::AutoplayStep));
    // Again, paused half-way: playing on starts from the first move when at the end of the
    // line; leaving the replay is back to the game's position.
    assert!(s.apply(Action::Replay(true)));
    assert!(s.apply(Action::AutoplayStep));
    assert!(s.apply(Action::Autoplay(false)));
    assert!(!s.apply(Action::AutoplayStep));
    assert_eq!(s.game().cursor(), 1);
    assert!(s.apply(Action::Replay(false)));
    assert_eq!(s.game().cursor(), 10);
    assert_eq!(s.autoplay(), None);
}

#[test]
fn a_finished_game_replays_to_its_end_and_stays_in_the_review() {
    let (mut s, from, to) = one_step_from_a_win();
    assert!(s.apply(Action::Cell(from)));
    assert!(s.apply(Action::Cell(to)));
    assert!(s.position().is_over());
    let end = s.game().cursor();
    assert!(s.apply(Action::Replay(true)));
    while s.apply(Action::AutoplayStep) {}
    assert_eq!(s.game().cursor(), end);
    assert!(
        matches!(s.mode(), Mode::Replay { .. }),
        "nobody moves there"
    );
    assert!(s.apply(Action::Autoplay(true)));
    assert_eq!(s.game().cursor(), 0);
}

/// A game opened where it is the computer's turn, with an undone move after the cursor: the
/// computer's move never throws the undone move away (the same move steps forward, another
/// one starts a variation).
#[test]
fn the_computer_playing_over_an_undone_move_keeps_it() {
    let mut game = Game::new(Position::start(Options::default()).unwrap());
    for _ in 0..3 {
        game.play(game.position().legal_move_list()[0]).unwrap();
    }
    game.undo();
    let undone = recorded(&game)[2];
    let mut seats = default_seats(&Options::default());
    seats[0].kind = SeatKind::Computer(Level::CASUAL);
    seats[1].kind = SeatKind::Computer(Level::CASUAL);
    let mut s = UiState::default();
    assert!(s.apply(Action::load(Tree::from_game(game), seats)));
    let (node, _, _) = s.computer_turn().unwrap();
    let other = s
        .position()
        .legal_move_list()
        .iter()
        .copied()
        .find(|&m| m != undone)
        .unwrap();
    assert!(s.apply(Action::ComputerMove {
        node,
        chosen: other,
    }));
    assert_eq!(
        recorded(s.tree().main_line())[2],
        undone,
        "the undone move stays"
    );
    assert_eq!(s.game().last_move(), Some(other));
}

#[test]
fn messages_about_the_game_before_go_with_the_next_move_and_errors_stay() {
    let notices =
        |s: &UiState| -> Vec<Notice> { s.messages().iter().map(|m| m.notice.clone()).collect() };
    let mut s = UiState::opening(None, Vec::new());
    assert!(s.apply(Action::QuickStart(None)));
    assert_eq!(notices(&s), [Notice::Starts(Seat::FIRST)]);
    s.apply(Action::Message(Notice::ComputerError(AiError::TimedOut)));
    s.apply(Action::Message(Notice::Shared(
        ShareOutcome::Copied,
        "#g2.x".into(),
    )));
    // The first move: who starts, and the link of the position before, are past.
    play_first_legal(&mut s);
    assert_eq!(notices(&s), [Notice::ComputerError(AiError::TimedOut)]);
    // A restart says only that the game it replaced can come back (and the error stays).
    play_first_legal(&mut s);
    assert!(s.apply(Action::Restart));
    assert_eq!(
        notices(&s),
        [
            Notice::ComputerError(AiError::TimedOut),
            Notice::GameReplaced
        ]
    );
    play_first_legal(&mut s);
    assert_eq!(notices(&s), [Notice::ComputerError(AiError::TimedOut)]);
    // ... and Undo still brings the game back once the message is gone.
    assert!(s.apply(Action::Undo));
    assert!(s.apply(Action::Undo));
    assert_eq!(s.game().moves_recorded(), 2);
    // A new game keeps the error and says who starts, once.
    let config = GameConfig {
        first: Some(Seat::FIRST),
        ..GameConfig::default()
    };
    assert!(s.apply(Action::NewGame { config, random: 0 }));
    assert_eq!(
        notices(&s),
        [
            Notice::ComputerError(AiError::TimedOut),
            Notice::GameReplaced,
            Notice::Starts(Seat::FIRST)
        ]
    );
    // The computer's moves do not take the messages away: the player has not seen them yet.
    let mut c = against_the_computer();
    let mut config = c.config().clone();
    config.first = Some(Seat::new(1).unwrap());
    assert!(c.apply(Action::NewGame { config, random: 0 }));
    let (node, _, _) = c.computer_turn().unwrap();
    let m = c.position().legal_move_list()[0];
    assert!(c.apply(Action::ComputerMove { node, chosen: m }));
    assert_eq!(notices(&c), [Notice::Starts(Seat::new(1).unwrap())]);
    play_first_legal(&mut c);
    assert!(c.messages().is_empty());
}

#[test]
fn an_edit_of_the_lines_can_be_taken_back_until_the_next_move() {
    let (mut s, _) = ten_moves();
    let node = s.tree().line_node(8).unwrap();
    assert!(s.apply(Action::DeleteFrom(node)));
    assert!(matches!(
        s.messages()[0].notice,
        Notice::LinesEdited(LineEdit::Deleted)
    ));
    play_first_legal(&mut s);
    assert!(s.messages().is_empty());
    assert!(!s.apply(Action::UndoEdit));
}

#[test]
fn how_to_and_the_games_list_open_over_the_welcome_and_give_it_back() {
    let mut s = UiState::opening(None, Vec::new());
    assert_eq!(*s.overlay(), Overlay::Welcome);
    assert!(s.apply(Action::HowTo(true)));
    assert_eq!(*s.overlay(), Overlay::HowTo(Under::Welcome));
    assert!(
        !s.human_to_move(),
        "the game still waits behind the welcome"
    );
    assert!(!s.apply(Action::HowTo(true)));
    assert!(s.apply(Action::HowTo(false)));
    assert_eq!(*s.overlay(), Overlay::Welcome);
    assert!(s.apply(Action::Games(true)));
    assert_eq!(*s.overlay(), Overlay::Games(Under::Welcome));
    assert!(s.apply(Action::Games(false)));
    assert_eq!(*s.overlay(), Overlay::Welcome);
    // "More options": the new-game form in place of the welcome, which it does not give back.
    assert!(s.apply(Action::OpenNewGame));
    assert_eq!(*s.overlay(), Overlay::NewGame(Under::Board));
    assert!(s.apply(Action::CloseNewGame));
    assert_eq!(*s.overlay(), Overlay::Board);
    assert!(s.human_to_move());
    assert!(!s.apply(Action::HowTo(false)));
    assert!(!s.apply(Action::CloseNewGame));
}

#[test]
fn the_result_card_opens_at_the_end_a_review_hides_it_and_once_closed_it_stays_closed() {
    let (mut s, from, to) = one_step_from_a_win();
    assert_eq!(*s.overlay(), Overlay::Board);
    assert!(s.apply(Action::Cell(from)) && s.apply(Action::Cell(to)));
    assert!(s.position().is_over());
    assert!(s.shows_result());
    // A review hides the card; back at the game, it shows again.
    assert!(s.apply(Action::Goto(0)));
    assert!(!s.shows_result());
    assert_eq!(*s.overlay(), Overlay::Result);
    assert!(s.apply(Action::Replay(false)));
    assert!(s.shows_result());
    // Closed, it stays closed through a review.
    assert!(s.apply(Action::CloseResult));
    assert!(!s.apply(Action::CloseResult));
    assert!(s.apply(Action::Goto(0)));
    assert!(s.apply(Action::Replay(false)));
    assert!(!s.shows_result());
    // The same end reached again (undo, redo) opens it again.
    assert!(s.apply(Action::Undo));
    assert_eq!(*s.overlay(), Overlay::Board);
    assert!(s.apply(Action::Redo));
    assert!(s.shows_result());
}

#[test]
fn a_game_that_ends_under_a_card_shows_its_result_when_the_card_closes() {
    let (mut s, from, to) = one_step_from_a_win();
    assert!(s.apply(Action::HowTo(true)));
    assert!(s.apply(Action::Cell(from)) && s.apply(Action::Cell(to)));
    assert_eq!(*s.overlay(), Overlay::HowTo(Under::Result));
    assert!(!s.shows_result());
    assert!(s.apply(Action::HowTo(false)));
    assert!(s.shows_result());
    // Another game under a card: the card stays, over the board.
    assert!(s.apply(Action::Games(true)));
    assert!(s.apply(Action::NewGame {
        config: GameConfig::default(),
        random: 3
    }));
    assert_eq!(*s.overlay(), Overlay::Games(Under::Board));
}

#[test]
fn the_editor_opens_on_the_position_on_screen_and_keeps_it_while_open() {
    let mut s = against_the_computer();
    play_first_legal(&mut s);
    assert!(!s.apply(Action::CloseEditor), "no editor open");
    assert!(s.apply(Action::OpenEditor));
    let opened = s.position().clone();
    assert!(s
        .overlay()
        .editor()
        .is_some_and(|e| e.position == opened && e.seats == s.seats()));
    assert!(!s.apply(Action::OpenEditor), "already open");
    // The game goes on behind it (the computer's move): the editor keeps where it opened.
    let (node, _, _) = s.computer_turn().unwrap();
    let m = s.position().legal_move_list()[0];
    assert!(s.apply(Action::ComputerMove { node, chosen: m }));
    assert_ne!(*s.position(), opened);
    assert!(s.overlay().editor().is_some_and(|e| e.position == opened));
    assert!(s.apply(Action::CloseEditor));
    assert_eq!(*s.overlay(), Overlay::Board);
    assert!(!s.apply(Action::CloseEditor));
    // It opens again on the position on screen.
    assert!(s.apply(Action::OpenEditor));
    assert!(s
        .overlay()
        .editor()
        .is_some_and(|e| e.position == *s.position()));
}

#[test]
fn the_lessons_open_over_the_welcome_and_the_board_and_give_them_back() {
    let mut s = UiState::opening(None, Vec::new());
    assert!(s.apply(Action::Lessons(true)));
    assert_eq!(*s.overlay(), Overlay::Lessons(Under::Welcome));
    assert!(!s.apply(Action::Lessons(true)));
    assert!(s.apply(Action::Lessons(false)));
    assert_eq!(*s.overlay(), Overlay::Welcome);
    assert!(s.apply(Action::CloseNewGame));
    let game = s.game().clone();
    assert!(s.apply(Action::Lessons(true)));
    assert_eq!(*s.overlay(), Overlay::Lessons(Under::Board));
    assert!(s.apply(Action::Lessons(false)));
    assert_eq!((s.overlay(), s.game()), (&Overlay::Board, &game));
}
