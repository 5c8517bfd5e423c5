//! The texts of the side panel, the result card and the board's labels.

use crate::ai::Level;
use crate::app::i18n::Lang;
use crate::app::link::LinkError;
use crate::app::state::testing::play_first_legal;
use crate::app::state::testing::{cell, one_step_from_a_win};
use crate::app::state::*;
use crate::app::tree::Tree;
use crate::app::view::*;
use crate::engine::{
    AntiSpoiling, End, Game, Move, Options, Players, Position, Resting, Seat, Triangle, Unused,
};

#[test]
fn texts_name_the_player_and_the_result() {
    let mut s = UiState::default();
    assert_eq!(status_text(&s, Lang::En), "Player 1 (blue) to move");
    let m = play_first_legal(&mut s);
    let a = announcement(&s, Lang::En);
    assert!(a.starts_with("Last move: Player 1 (blue) "), "{a}");
    assert!(a.contains(&s.game().start().move_name(m)));
    let d = describe_cell(&s, Lang::En, m.to, &[]);
    assert!(
        d.contains("blue peg of Player 1 (blue)") && d.contains("last move"),
        "{d}"
    );
}

#[test]
fn turns_and_moves_are_counted_the_same_way_everywhere() {
    use crate::app::link::{decode, Link};
    use crate::app::tree::Tree;
    // Seat 0 is one step (e8-d4) from filling its goal.
    let Ok(Link::Position(start)) = decode("t1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0") else {
        panic!("the position reads");
    };
    let mut s = UiState::default();
    let seats = default_seats(start.options());
    assert!(s.apply(Action::load(Tree::new(*start), seats)));
    assert_eq!(move_line(&s, Lang::En), "Turn 1");
    // Away and back, then home: five turns, three of them seat 0's.
    let play = |s: &mut UiState, m: &str| {
        let m = s.position().parse_move(m).unwrap();
        assert!(s.apply(Action::Cell(m.from)) && s.apply(Action::Cell(m.to)));
    };
    for m in ["e8-e9", "k1-j1", "e9-e8", "j1-k1"] {
        play(&mut s, m);
    }
    assert_eq!(move_line(&s, Lang::En), "Turn 5");
    assert_eq!(move_line(&s, Lang::Da), "Tur 5");
    play(&mut s, "e8-d4");
    assert!(s.position().is_over());
    assert_eq!(move_line(&s, Lang::En), "5 turns");
    let rows = result_rows(&s, Lang::En);
    let moves: Vec<usize> = rows.iter().map(|r| r.moves).collect();
    assert_eq!(moves, [3, 2]);
    assert_eq!(moves.iter().sum::<usize>(), move_row_count(&s));
    assert_eq!(turns_text(&s, Lang::Bg), "5 хода");
    // A review counts in turns too, as the move list numbers them.
    assert!(s.apply(Action::Goto(2)));
    assert_eq!(move_line(&s, Lang::En), "After turn 2 of 5");
}

#[test]
fn link_notices_are_translated_when_shown() {
    let s = UiState::default();
    let broken = Notice::BrokenLink(LinkError::Truncated);
    assert_eq!(
        message_text(&s, Lang::En, &broken),
        "This link is broken: the link is cut short"
    );
    assert_eq!(
        message_text(&s, Lang::Da, &broken),
        "Dette link virker ikke: linket er afkortet"
    );
    let saved = Notice::SavedGameUnreadable(LinkError::NotALink);
    assert!(message_text(&s, Lang::En, &saved)
        .starts_with("A kept game could not be read (not a sternhalma link)"));
    assert!(message_text(&s, Lang::Bg, &saved).starts_with("Запазена игра"));
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
        let markers = army_markers(&state);
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
                assert_eq!(
                    usize::from(markers[t.index()]),
                    state.seat(s).colour.index()
                );
            }
        }
    }
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
    assert!(s.apply(Action::load(Tree::from_game(game), Vec::new())));
    assert_eq!(s.seats().len(), 6);
    assert_eq!(progress(&s, Lang::Da).len(), 6);
    assert_eq!(progress(&s, Lang::En)[4].team, Some(2));
    // A compact row shows the name and tells screen readers the colour: together, the label.
    for lang in [Lang::En, Lang::Da, Lang::Bg] {
        for row in progress(&s, lang) {
            assert_eq!(format!("{}{}", row.name, row.colour_aside), row.label);
            assert!(!row.colour_aside.trim().is_empty());
        }
    }
    let m = s.position().legal_move_list()[0];
    let mut elsewhere = s.tree().clone();
    elsewhere.play(m).unwrap();
    assert!(!s.apply(Action::Hint {
        node: elsewhere.cursor(),
        hint: m
    }));
    assert!(!s.apply(Action::Hint {
        node: s.tree().cursor(),
        hint: Move::step(m.to, m.from)
    }));
    assert!(s.apply(Action::Hint {
        node: s.tree().cursor(),
        hint: m
    }));
    assert_eq!(s.hint(), Some(m));
    // Drawn as its path too, as any move shown is.
    assert_eq!(Some(s.preview_path()), s.position().path(m));
    assert!(announcement(&s, Lang::En).ends_with(&format!("Hint: {}", s.position().move_name(m))));
    assert!(describe_cell(&s, Lang::En, m.from, &[]).contains("hint"));
    assert!(s.apply(Action::Cancel));
    assert_eq!(s.hint(), None);
    assert!(s.preview_path().is_empty());
}

#[test]
fn a_full_game_reaches_a_winner() {
    let (mut s, outside, last) = one_step_from_a_win();
    assert!(s.apply(Action::Cell(outside)));
    assert!(s.destinations().iter().any(|d| d.cell == last));
    assert!(s.apply(Action::Cell(last)));
    assert!(s.position().is_over());
    let text = status_text(&s, Lang::En);
    assert!(text.ends_with("wins!"), "{text}");
    assert!(!s.apply(Action::Cell(cell(&s, "e5"))));
    assert!(progress(&s, Lang::En).iter().any(|p| p.place == Some(1)));
    // The result card: the winner first, with the move that won.
    assert!(s.shows_result());
    let rows = result_rows(&s, Lang::En);
    assert_eq!((rows[0].seat, rows[0].place), (Seat::FIRST, 1));
    assert_eq!((rows[0].moves, rows[0].home), (1, (10, 10)));
    assert_eq!(rows[1].place, 2);
    assert!(s.apply(Action::CloseResult));
    assert!(!s.shows_result());
    assert!(!s.apply(Action::CloseResult));
}

#[test]
fn a_win_over_the_computer_offers_the_next_level_and_names_the_level() {
    let (mut s, from, to) = one_step_from_a_win();
    let mut seats = s.seats().to_vec();
    seats[1].kind = SeatKind::Computer(Level::CLUB);
    let tree = s.tree().clone();
    assert!(s.apply(Action::load(tree.clone(), seats.clone())));
    assert_eq!(
        seat_title(&s, Lang::En, Seat::new(1).unwrap()),
        "Computer 2 · level 3 (orange)"
    );
    assert_eq!(s.next_level(), None, "not over yet");
    assert!(s.apply(Action::Cell(from)));
    assert!(s.apply(Action::Cell(to)));
    let next = s.next_level().expect("a person beat level 3");
    assert_eq!(next.seats[1].kind, SeatKind::Computer(Level::ADVANCED));
    assert_eq!(next.first, Some(Seat::FIRST));
    assert!(result_rows(&s, Lang::En)
        .iter()
        .any(|r| r.label.contains("level 3")));
    assert!(s.apply(Action::NewGame {
        config: next,
        random: 0
    }));
    assert_eq!(s.seat(Seat::new(1).unwrap()).level(), Some(Level::ADVANCED));
    // At the top level there is no next one; a computer's win offers none either.
    seats[1].kind = SeatKind::Computer(Level::STRONGEST);
    assert!(s.apply(Action::load(tree.clone(), seats.clone())));
    assert!(s.apply(Action::Cell(from)));
    assert!(s.apply(Action::Cell(to)));
    assert_eq!(s.next_level(), None);
    seats[0].kind = SeatKind::Computer(Level::CASUAL);
    seats[1].kind = SeatKind::Human;
    assert!(s.apply(Action::load(tree, seats)));
    let (node, _, _) = s.computer_turn().expect("the computer's turn");
    let m = s
        .position()
        .parse_move(&format!(
            "{}-{}",
            s.position().geometry().name(from),
            s.position().geometry().name(to)
        ))
        .unwrap();
    assert!(s.apply(Action::ComputerMove { node, chosen: m }));
    assert!(s.position().is_over());
    assert_eq!(s.next_level(), None, "the computer won");
}
