//! The per-move work of the page, shared by the native benchmark (`benches/per_move.rs`) and
//! its wasm twin (`tests/wasm_bench.rs`): the seeded long games of the fixtures, and one move
//! by clicks timed part by part with a caller-supplied clock (milliseconds).

#![allow(dead_code)]

use sternhalma::app::games::{Games, MemoryStore, Store, Time};
use sternhalma::app::i18n::Lang;
use sternhalma::app::link::encode_game;
use sternhalma::app::pegs::PegTracker;
use sternhalma::app::state::{default_seats, Action, Mode, UiState};
use sternhalma::app::sync::{LinkSync, PageIo};
use sternhalma::app::view::{
    announcement, cursor_row, move_row_count, move_rows, progress, status_text, BoardModel,
};
use sternhalma::engine::{Game, Options, Players, Position};
use sternhalma::tools::SplitMix64;

/// The player counts measured, and the seeds of their long games.
pub const PLAYERS: [(Players, u64); 4] = [
    (Players::Two, 2),
    (Players::Three, 3),
    (Players::Four, 4),
    (Players::Six, 6),
];
/// Moves of a long game.
pub const LONG: usize = 20_000;
/// Moves of a short one: the long game's first moves.
pub const SHORT: usize = 100;

/// The fixture of the game of `players` with `moves` moves (`tests/fixtures/`).
pub fn fixture_name(players: Players, moves: usize) -> String {
    format!("long-game-p{}-{moves}.txt", players.count())
}

/// A random game of `moves` moves (passes not counted) under `options`, that never ends: a move
/// that would end it is replaced by another one.
pub fn random_game(options: Options, moves: usize, seed: u64) -> Game {
    let mut game = Game::new(Position::start(options).expect("valid options"));
    let mut rng = SplitMix64::new(seed);
    while game.moves_played() < moves {
        let mut list = game.position().legal_move_list().into_vec();
        assert!(!list.is_empty(), "the seat to move has a move");
        loop {
            let m = list.swap_remove(rng.below(list.len()));
            game.play(m).expect("a legal move");
            if !game.position().is_over() || list.is_empty() {
                break;
            }
            game.undo();
        }
        assert!(!game.position().is_over(), "a random game that goes on");
    }
    game
}

/// The links of the fixtures of `players`: the first [`SHORT`] moves of the long game, and
/// the long game.
pub fn fixture_links(players: Players, seed: u64) -> [(usize, String); 2] {
    let options = Options::with_players(players);
    let game = random_game(options, LONG, seed);
    let seats = default_seats(&options);
    let mut short = Game::new(game.start().clone());
    for m in game.moves().into_iter().take(SHORT) {
        short.play(m).expect("a legal move");
    }
    [
        (SHORT, encode_game(&short, &seats)),
        (LONG, encode_game(&game, &seats)),
    ]
}

/// The page as the synchroniser sees it: the address's fragment only.
#[derive(Default)]
struct Page {
    fragment: String,
}

impl PageIo for Page {
    fn set_fragment(&mut self, link: &str, _push: bool, _names: &[String]) {
        link.clone_into(&mut self.fragment);
    }
    fn entry_names(&self) -> Vec<String> {
        Vec::new()
    }
    fn set_tab_game(&mut self, _id: Option<&str>) {}
}

/// Milliseconds of each part of every move played.
#[derive(Default)]
pub struct Parts {
    /// Selecting the peg and playing the move ([`UiState::apply`]).
    pub reducer: Vec<f64>,
    /// The pegs' identities and [`BoardModel::of`].
    pub board: Vec<f64>,
    /// The side panel's text: status, progress, the move list's rows in view, the
    /// announcement.
    pub panel: Vec<f64>,
    /// [`LinkSync::on_game`]: the link, the record's text and its write into storage.
    pub sync: Vec<f64>,
    /// The longest value in storage after the moves (the record), in bytes.
    pub record: usize,
}

/// The median of `xs`.
pub fn median(xs: &[f64]) -> f64 {
    let mut s = xs.to_vec();
    s.sort_by(f64::total_cmp);
    s.get(s.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or(f64::NAN)
}

/// Opens `link` as the page does (through the games list, into the screen's state, the record
/// written) and plays `moves` moves by clicks (moves that do not end the game), timing each
/// part of each move with `clock` (milliseconds).
pub fn play(link: &str, moves: usize, clock: &mut dyn FnMut() -> f64) -> Parts {
    let store = MemoryStore::new();
    let mut page = Page {
        fragment: link.to_owned(),
    };
    let games = Games::new(store.clone(), "/", 1);
    let (mut sync, start) = LinkSync::open(games, &mut page, link, None, Time(1));
    let mut state = UiState::opening(start.game, start.notices);
    assert_eq!(*state.mode(), Mode::Playing, "the game opens to be played");
    let mut tracker = PegTracker::default();
    let mut now = 2;
    let mut follow = |state: &mut UiState, sync: &mut LinkSync<MemoryStore>, page: &mut Page| {
        now += 1;
        for a in sync.on_game(page, state, Time(now)) {
            state.apply(a);
        }
    };
    // The page after opening: the board drawn, the record written.
    let _ = BoardModel::of(&state, Lang::En, &tracker.pegs(state.game()));
    follow(&mut state, &mut sync, &mut page);
    let mut parts = Parts::default();
    let mut k = 0usize;
    for _ in 0..moves {
        let list = state.position().legal_move_list();
        assert!(!list.is_empty(), "the seat to move has a move");
        k = k.wrapping_mul(31).wrapping_add(7);
        let m = (0..list.len())
            .map(|i| list[(k + i) % list.len()])
            .find(|&m| {
                let mut p = state.position().clone();
                p.play(m).is_ok() && !p.is_over()
            })
            .unwrap_or(list[k % list.len()]);
        let t = clock();
        state.apply(Action::Cell(m.from));
        state.apply(Action::Cell(m.to));
        let t1 = clock();
        let pegs = tracker.pegs(state.game());
        std::hint::black_box(BoardModel::of(&state, Lang::En, &pegs));
        let t2 = clock();
        let rows = move_row_count(&state);
        let first = cursor_row(&state).unwrap_or(0).saturating_sub(27);
        std::hint::black_box((
            status_text(&state, Lang::En),
            progress(&state, Lang::En),
            move_rows(&state, Lang::En, first..(first + 28).min(rows)),
            announcement(&state, Lang::En),
        ));
        let t3 = clock();
        follow(&mut state, &mut sync, &mut page);
        let t4 = clock();
        parts.reducer.push(t1 - t);
        parts.board.push(t2 - t1);
        parts.panel.push(t3 - t2);
        parts.sync.push(t4 - t3);
    }
    parts.record = store
        .keys("")
        .iter()
        .filter_map(|k| store.get(k))
        .map(|v| v.len())
        .max()
        .unwrap_or(0);
    parts
}
