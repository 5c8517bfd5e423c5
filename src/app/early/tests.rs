use super::*;
use crate::app::games::{Games, MemoryStore, Time};
use crate::app::i18n::Lang;
use crate::app::link::{encode_game, encode_position};
use crate::app::state::{Action, UiState};
use crate::app::sync::{LinkSync, PageIo};
use crate::app::view::welcome::LEVEL_CHOICES;
use crate::app::view::BoardModel;
use crate::engine::{Players, Ply};
use crate::tools::SplitMix64;

/// A page that keeps nothing.
struct Page;

impl PageIo for Page {
    fn set_fragment(&mut self, _: &str, _: bool, _: &[String]) {}
    fn entry_names(&self) -> Vec<String> {
        Vec::new()
    }
    fn set_tab_game(&mut self, _: Option<&str>) {}
}

/// The state the game's module opens at `fragment` in a browser that keeps no game.
fn game_opens(fragment: &str) -> UiState {
    let games = Games::new(MemoryStore::default(), "/", 1);
    let (_, start) = LinkSync::open(games, &mut Page, fragment, None, Time(1));
    UiState::opening(start.game, start.notices)
}

/// The early board shows what the game's board shows of `state`: the game, the seats' colours
/// on the start areas and the pegs, and (when it is live) the pegs that may be picked up, the
/// selection and its destinations.
fn assert_same_board(early: &EarlyBoard, state: &UiState) {
    assert_eq!(early.game(), state.game());
    let model = BoardModel::of(state, Lang::En, &pegs(state.game()));
    assert_eq!(early.triangles(), model.triangle_colours);
    let drawn: Vec<PegMark> = model
        .pegs
        .iter()
        .map(|p| PegMark {
            cell: p.cell,
            colour: p.colour,
            marker: p.marker,
        })
        .collect();
    assert_eq!(early.pegs(), drawn);
    if early.live() {
        assert_eq!(early.movable(), model.movable);
        assert_eq!(early.selected(), model.selected);
        // (Two chains of hops may end on the same hole: one mark.)
        let mut dests: Vec<(Cell, bool)> = Vec::new();
        for d in &model.dests {
            if !dests.iter().any(|(c, _)| *c == d.cell) {
                dests.push((d.cell, d.hop));
            }
        }
        assert_eq!(early.destinations(), dests);
    } else {
        assert!(early.movable().is_empty());
    }
}

/// A game of `players` after `plies` random moves (seeded), with `seats`.
fn played(players: Players, plies: usize, seed: u64) -> Game {
    let options = Options {
        players,
        ..Options::default()
    };
    let mut game = Game::new(Position::start(options).unwrap());
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        let moves = game.position().legal_move_list();
        if moves.is_empty() || game.position().is_over() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game
}

#[test]
fn a_choice_of_the_welcome_card_starts_the_game_the_card_starts() {
    let choices = std::iter::once(None).chain(LEVEL_CHOICES.iter().map(|(l, _)| Some(*l)));
    for level in choices {
        let mut state = UiState::opening(None, Vec::new());
        assert!(state.apply(Action::QuickStart(level)));
        let early = EarlyBoard::quick_start(level);
        assert_eq!(early.seats(), state.seats(), "{level:?}");
        assert!(early.live());
        assert_same_board(&early, &state);
        // Its link opens that game again, as the game's module opens it.
        let opened = game_opens(&format!("#{}", early.link()));
        assert_eq!(opened.seats(), state.seats());
        assert_same_board(&early, &opened);
    }
}

#[test]
fn links_show_what_the_game_opens() {
    let mut fragments = vec![
        // docs/links.md's example game, after 14 moves.
        "#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM".to_owned(),
        "t1.p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0".to_owned(),
    ];
    for (players, plies, seed) in [
        (Players::Two, 0, 1),
        (Players::Two, 31, 2),
        (Players::Three, 40, 3),
        (Players::Four, 25, 4),
        (Players::Six, 61, 5),
    ] {
        let game = played(players, plies, seed);
        let options = *game.start().options();
        fragments.push(encode_game(&game, &default_seats(&options)));
        fragments.push(encode_position(game.position()));
        // Against the computer (its turn or the person's), and with the last moves undone.
        let mut seats = default_seats(&options);
        seats[1].kind = SeatKind::Computer(Level::CASUAL);
        fragments.push(encode_game(&game, &seats));
        let mut undone = game.clone();
        let _ = undone.undo();
        let _ = undone.undo();
        fragments.push(encode_game(&undone, &default_seats(&options)));
    }
    for fragment in &fragments {
        let early = EarlyBoard::open(fragment).unwrap_or_else(|| panic!("{fragment}"));
        assert_same_board(&early, &game_opens(fragment));
    }
}

#[test]
fn what_it_does_not_draw_is_left_to_the_game() {
    let multiple = Options {
        players: Players::Two,
        multiple_sets: true,
        ..Options::default()
    };
    let game = Game::new(Position::start(multiple).unwrap());
    let whole = encode_game(
        &played(Players::Two, 12, 9),
        &default_seats(&Options::default()),
    );
    let cut = &whole[..whole.len() - 2];
    for fragment in [
        "",
        "#",
        "#l1.chain",
        "#q1.AAAA",
        "#g9.AAAA",
        "#not a link",
        "##g2.AAAA",
        cut,
        &encode_game(&game, &default_seats(&multiple)),
    ] {
        assert!(EarlyBoard::open(fragment).is_none(), "{fragment}");
    }
}

#[test]
fn clicks_play_as_the_game_plays_them() {
    for (players, seed) in [(Players::Two, 11), (Players::Three, 12), (Players::Six, 13)] {
        let game = played(players, 6, seed);
        let link = encode_game(&game, &default_seats(game.start().options()));
        let mut early = EarlyBoard::open(&link).unwrap();
        let mut state = game_opens(&link);
        let mut rng = SplitMix64::new(seed);
        let cells = game.position().geometry().cells().count();
        let mut played = 0;
        for _ in 0..1500 {
            // Mostly the side to move's pegs and where they may go, so that moves get played.
            let cell = match (early.destinations().as_slice(), rng.below(3)) {
                (dests @ [_, ..], 0) => dests[rng.below(dests.len())].0,
                _ if rng.below(2) == 0 && !early.movable().is_empty() => {
                    early.movable()[rng.below(early.movable().len())]
                }
                _ => Cell::new(rng.below(cells) as u8),
            };
            let clicked = early.click(cell);
            let changed = state.apply(Action::Cell(cell));
            assert_eq!(clicked != Clicked::Nothing, changed, "{cell:?}");
            assert_same_board(&early, &state);
            if clicked == Clicked::Played {
                played += 1;
                assert!(matches!(state.game().plies().last(), Some(Ply::Move(_))));
                // The address the early board writes opens the game where it is.
                assert_same_board(&early, &game_opens(&early.link()));
            }
        }
        assert!(played > 20, "{players:?}: {played} moves");
    }
}

#[test]
fn the_computer_turn_and_the_end_wait_for_the_game() {
    let mut early = EarlyBoard::quick_start(Some(Level::BEGINNER));
    let m = early.game().position().legal_move_list()[0];
    assert_eq!(early.click(m.from), Clicked::Selection);
    assert_eq!(early.click(m.to), Clicked::Played);
    // The computer is to move: nothing to pick up, no click does anything.
    assert!(!early.live() && early.movable().is_empty());
    for cell in early.game().position().geometry().cells() {
        assert_eq!(early.click(cell), Clicked::Nothing);
    }
    let (_, over) = early.markup();
    assert!(!over.contains("movable"));
    assert_eq!(over.matches(r#"<g class="early-peg "#).count(), 20);
}

#[test]
fn the_markup_marks_the_selection_and_its_destinations() {
    let mut early = EarlyBoard::quick_start(None);
    let (under, over) = early.markup();
    assert_eq!(under.matches("<polygon class=\"triangle ").count(), 6);
    assert_eq!(
        over.matches("early-peg movable").count(),
        early.movable().len()
    );
    let from = early.movable()[0];
    early.click(from);
    let (_, over) = early.markup();
    assert_eq!(over.matches("early-hole selected").count(), 1);
    assert_eq!(
        over.matches("early-hole move-dest").count(),
        early.destinations().len()
    );
    assert!(over.contains(r#"class="early-peg movable selected colour-"#));
    assert!(over.contains(&format!(r#"data-hole="{}""#, from.index())));
    // None of the game board's DOM contract (tests wait on it).
    assert!(!over.contains("data-cell") && !over.contains("class=\"peg"));
}
