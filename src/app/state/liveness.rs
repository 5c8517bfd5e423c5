//! The reducer never leaves a game in which nobody can move: a property over random sequences
//! of navigation (the review's keys, clicks in the move list, undo and redo, the replay, edits
//! of the lines), moves of people and answers of the computer.

use crate::ai::Level;
use crate::app::nav::review_step;
use crate::app::state::{Action, AnalysisAction, GameConfig, Mode, Overlay, SeatKind, UiState};
use crate::app::tree::{NodeId, Tree};
use crate::engine::{Players, Seat};
use crate::tools::SplitMix64;

/// Whether someone can go on in `s`: the game is over, the computer is to move, a person is to
/// move in the game, or a review shows a position other than the game's own (and says "Back
/// to the game"). A card that holds the game (welcome, new game) closes back to one of those.
/// The result card shows only at the game's end.
fn live(s: &UiState) -> Result<(), String> {
    let over = s.position().is_over();
    if s.shows_result() && !over {
        return Err("the result card shows a game that goes on".into());
    }
    if s.overlay().holds_the_game() {
        return Ok(());
    }
    match s.mode() {
        Mode::Playing if over || s.computer_turn().is_some() => Ok(()),
        Mode::Playing => {
            let seat = s.seat(s.position().to_move());
            if seat.is_computer() {
                Err("the computer is to move in the game but is not asked".into())
            } else if !s.human_to_move() {
                Err("a person is to move in the game but the board takes no move".into())
            } else {
                Ok(())
            }
        }
        &Mode::Replay {
            back_to, ref learn, ..
        } => {
            if !s.tree().contains(back_to) {
                Err("the review returns to a node that is gone".into())
            } else if back_to == s.tree().cursor() && !over && learn.is_none() {
                Err("a review holds the game still at the game's own position".into())
            } else {
                Ok(())
            }
        }
    }
}

/// Whether every card over the board closes by its own action, back to the board (or, in a
/// review, to the result card it hides).
fn cards_close(s: &UiState) -> Result<(), String> {
    let mut closed = s.clone();
    for action in [
        Action::HowTo(false),
        Action::Games(false),
        Action::Lessons(false),
        Action::CloseEditor,
        Action::CloseNewGame,
        Action::CloseResult,
    ] {
        closed.apply(action);
    }
    match closed.overlay() {
        Overlay::Board => Ok(()),
        Overlay::Result if !closed.shows_result() => Ok(()),
        other => Err(format!("{other:?} does not close")),
    }
}

/// Every node of `tree`.
fn nodes(tree: &Tree) -> Vec<NodeId> {
    let mut all = vec![tree.root()];
    let mut i = 0;
    while i < all.len() {
        all.extend(tree.children(all[i]).unwrap_or_default());
        i += 1;
    }
    all
}

/// A random action of the kinds a person or the page dispatches.
fn random_action(s: &UiState, rng: &mut SplitMix64) -> Action {
    let game = s.game();
    let legal = s.position().legal_move_list();
    let any_node = |rng: &mut SplitMix64| {
        let all = nodes(s.tree());
        all[rng.below(all.len())]
    };
    match rng.below(21) {
        // The review's keys, as the page reads them.
        0..=3 => {
            let key = ["ArrowLeft", "ArrowRight", "Home", "End"][rng.below(4)];
            match review_step(key, game.cursor(), game.undo_target(), game.plies().len()) {
                Some(ply) => Action::Goto(ply),
                None => Action::Cancel,
            }
        }
        // A person's move, by two clicks or by a drag.
        4..=7 if !legal.is_empty() => {
            let m = legal[rng.below(legal.len())];
            match rng.below(3) {
                0 => Action::Drop {
                    from: m.from,
                    to: m.to,
                },
                1 => Action::Cell(m.from),
                _ => Action::Cell(m.to),
            }
        }
        // The computer's answer, for the position it was asked about (or a stale one).
        8 | 9 => match s.computer_turn() {
            Some((node, _, _)) if !legal.is_empty() => Action::ComputerMove {
                node,
                chosen: legal[rng.below(legal.len())],
            },
            _ => match legal.first() {
                Some(&m) => Action::ComputerMove {
                    node: any_node(rng),
                    chosen: m,
                },
                None => Action::Cancel,
            },
        },
        10 => Action::GotoNode(any_node(rng)),
        11 => Action::Undo,
        12 => Action::Redo,
        13 => match rng.below(3) {
            0 => Action::ReplayRound,
            n => Action::Replay(n == 1),
        },
        14 => Action::ContinueHere,
        15 => match rng.below(3) {
            0 => Action::Autoplay(true),
            1 => Action::Autoplay(false),
            _ => Action::AutoplayStep,
        },
        16 => match rng.below(3) {
            0 => Action::Promote(any_node(rng)),
            1 => Action::DeleteFrom(any_node(rng)),
            _ => Action::UndoEdit,
        },
        17 => match rng.below(4) {
            0 => Action::Restart,
            1 => Action::RestorePrevious,
            2 => Action::OpenNewGame,
            _ => Action::CloseNewGame,
        },
        // The cards over the board.
        19 => match rng.below(11) {
            8 => Action::QuickStart(None),
            9 => Action::Lessons(true),
            10 => Action::Lessons(false),
            0 => Action::HowTo(true),
            1 => Action::HowTo(false),
            2 => Action::Games(true),
            3 => Action::Games(false),
            4 => Action::OpenEditor,
            5 => Action::OpenEditor,
            6 => Action::CloseEditor,
            _ => Action::CloseResult,
        },
        18 => match rng.below(3) {
            0 => Action::Analysis(AnalysisAction::Learn),
            1 => Action::Analysis(AnalysisAction::LearnStop),
            _ => Action::CloseResult,
        },
        _ => {
            let m = legal.first().copied();
            match m {
                Some(m) => Action::Cell(m.from),
                None => Action::Redo,
            }
        }
    }
}

/// A game of `players` where the seats in `computers` are the computer's.
fn table(players: Players, computers: &[usize]) -> UiState {
    let mut config = GameConfig::default();
    config.set_players(players);
    config.first = Some(Seat::FIRST);
    for &i in computers {
        config.seats[i].kind = SeatKind::Computer(Level::CASUAL);
    }
    UiState::new(config)
}

#[test]
fn no_sequence_of_navigation_and_moves_leaves_a_game_nobody_can_move_in() {
    let tables: [(Players, &[usize]); 4] = [
        (Players::Two, &[1]),
        (Players::Two, &[]),
        (Players::Three, &[1, 2]),
        (Players::Six, &[1, 2, 3, 4, 5]),
    ];
    let mut rng = SplitMix64::new(41);
    let mut reviews_given_back = 0;
    for round in 0..120 {
        let (players, computers) = tables[round % tables.len()];
        // Every tenth game opens as a first visit does: with the welcome.
        let mut s = if round % 10 == 9 {
            UiState::opening(None, Vec::new())
        } else {
            table(players, computers)
        };
        let mut trail: Vec<Action> = Vec::new();
        for _ in 0..250 {
            let action = random_action(&s, &mut rng);
            let reviewing = matches!(s.mode(), Mode::Replay { .. });
            trail.push(action.clone());
            s.apply(action);
            if reviewing && *s.mode() == Mode::Playing {
                reviews_given_back += 1;
            }
            if let Err(why) = live(&s).and_then(|()| cards_close(&s)) {
                let tail = &trail[trail.len().saturating_sub(8)..];
                panic!("{why} (round {round}, the last actions: {tail:?})");
            }
        }
    }
    // The sequences do reach the reviews and leave them.
    assert!(reviews_given_back > 100, "{reviews_given_back}");
}

/// The path of the report: ←, → back at the game's own position, then a move: the move is the
/// game's, the computer answers it, and "Back to the game" has nothing to hide behind Redo.
#[test]
fn back_and_forward_then_a_move_is_the_games_move_and_the_computer_answers() {
    let mut s = table(Players::Two, &[1]);
    for _ in 0..3 {
        let m = s.position().legal_move_list()[0];
        assert!(s.apply(Action::Drop {
            from: m.from,
            to: m.to
        }));
        let (node, _, _) = s.computer_turn().expect("the computer's turn");
        let chosen = s.position().legal_move_list()[0];
        assert!(s.apply(Action::ComputerMove { node, chosen }));
    }
    let game = s.tree().cursor();
    let g = s.game();
    let back = review_step("ArrowLeft", g.cursor(), g.undo_target(), g.plies().len()).unwrap();
    assert!(s.apply(Action::Goto(back)));
    assert_eq!(*s.mode(), Mode::review(game));
    let g = s.game();
    let forward = review_step("ArrowRight", g.cursor(), g.undo_target(), g.plies().len());
    assert!(s.apply(Action::Goto(forward.unwrap())));
    assert_eq!(s.tree().cursor(), game);
    assert_eq!(*s.mode(), Mode::Playing, "back at the game's own position");
    let m = s.position().legal_move_list()[0];
    assert!(s.apply(Action::Drop {
        from: m.from,
        to: m.to
    }));
    assert!(s.computer_turn().is_some(), "the computer answers");
    assert!(!s.game().can_redo());
    assert_eq!(s.game_to_save().moves_played(), 7);
}
