use super::*;
use crate::app::games::MemoryStore;
use crate::app::link::encode_game;
use crate::app::state::{default_seats, Mode, Overlay};
use crate::engine::{Options, Position};

/// The page as the tests see it.
#[derive(Default)]
struct Page {
    fragment: String,
    pushes: usize,
    entry: Vec<String>,
    tab: Option<String>,
}

impl PageIo for Page {
    fn set_fragment(&mut self, link: &str, push: bool, names: &[String]) {
        self.fragment = link.to_owned();
        self.pushes += usize::from(push);
        self.entry = names.to_vec();
    }
    fn entry_names(&self) -> Vec<String> {
        self.entry.clone()
    }
    fn set_tab_game(&mut self, id: Option<&str>) {
        self.tab = id.map(str::to_owned);
    }
}

/// A tab: the machine, the page, and the state on screen.
struct Tab {
    sync: LinkSync<MemoryStore>,
    page: Page,
    state: UiState,
    /// What the page said when it opened.
    said: Vec<Notice>,
}

thread_local! {
    /// One clock for every tab of a test.
    static CLOCK: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
}

fn now() -> Time {
    CLOCK.with(|c| {
        c.set(c.get() + 1);
        Time(c.get())
    })
}

impl Tab {
    fn open(store: &MemoryStore, fragment: &str, tab: Option<&str>, seed: u64) -> Tab {
        let mut page = Page {
            fragment: fragment.to_owned(),
            tab: tab.map(str::to_owned),
            ..Page::default()
        };
        let games = Games::new(store.clone(), "/", seed);
        let (sync, start) = LinkSync::open(games, &mut page, fragment, tab, now());
        let said = start.notices.clone();
        let mut state = UiState::opening(start.game, start.notices);
        // A first visit's welcome: two players at this screen.
        if *state.overlay() == Overlay::Welcome {
            state.apply(Action::QuickStart(None));
        }
        let mut tab = Tab {
            sync,
            page,
            state,
            said,
        };
        tab.sync();
        tab
    }

    fn act(&mut self, action: Action) -> bool {
        let changed = self.state.apply(action);
        self.sync();
        changed
    }

    fn sync(&mut self) {
        let actions = self.sync.on_game(&mut self.page, &self.state, now());
        for a in actions {
            self.state.apply(a);
        }
    }

    fn play(&mut self, k: usize) {
        let m = self.state.position().legal_move_list()[k];
        self.state.apply(Action::Cell(m.from));
        self.state.apply(Action::Cell(m.to));
        self.sync();
    }

    fn paste(&mut self, link: &str) {
        self.page.fragment = link.to_owned();
        let actions = self.sync.on_url(&mut self.page, link, &self.state, now());
        for a in actions {
            self.state.apply(a);
        }
        self.sync();
    }
}

fn game(moves: usize) -> Game {
    let mut g = Game::new(Position::start(Options::default()).unwrap());
    for _ in 0..moves {
        g.play(g.position().legal_move_list()[0]).unwrap();
    }
    g
}

#[test]
fn moves_replace_the_entry_and_the_record_follows() {
    let store = MemoryStore::new();
    let mut tab = Tab::open(&store, "", None, 1);
    for _ in 0..3 {
        tab.play(0);
    }
    assert_eq!(tab.page.pushes, 0);
    assert_eq!(tab.page.fragment, encode_game(&game(3), tab.state.seats()));
    let id = tab.state.kept_as().unwrap().to_owned();
    assert_eq!(tab.page.tab.as_deref(), Some(id.as_str()));
    assert_eq!(tab.sync.games().list().len(), 1);
    // A restart is another game: a new history entry, and a new record from its first move.
    tab.act(Action::Restart);
    assert_eq!(tab.page.pushes, 1);
    tab.play(1);
    assert_ne!(tab.state.kept_as(), Some(&id));
    assert_eq!(tab.sync.games().list().len(), 2);
    // Undo of the restart brings the first game back, into its own record.
    tab.act(Action::Undo);
    tab.act(Action::Undo);
    assert_eq!(tab.state.kept_as(), Some(&id));
    tab.play(2);
    assert_eq!(tab.sync.games().list().len(), 2);
}

#[test]
fn a_reload_brings_back_the_tree_and_the_review() {
    let store = MemoryStore::new();
    let mut tab = Tab::open(&store, "", None, 1);
    for _ in 0..6 {
        tab.play(0);
    }
    tab.act(Action::Goto(3));
    tab.play(2); // a variation tried in the review
    let shown = tab.state.tree().clone();
    let fragment = tab.page.fragment.clone();
    let id = tab.page.tab.clone();
    // The reload: the same address and the same tab.
    let again = Tab::open(&store, &fragment, id.as_deref(), 2);
    assert_eq!(again.state.tree(), &shown);
    assert!(matches!(again.state.mode(), Mode::Replay { .. }));
    assert_eq!(again.state.kept_as(), tab.state.kept_as());
    assert_eq!(again.sync.games().list().len(), 1);
    // The bare address in the same tab too.
    let bare = Tab::open(&store, "", id.as_deref(), 3);
    assert_eq!(bare.state.tree(), &shown);
}

#[test]
fn two_tabs_keep_two_games() {
    let store = MemoryStore::new();
    let mut a = Tab::open(&store, "g2.AAAAAA.", None, 1);
    let mut b = Tab::open(
        &store,
        &encode_game(&game(2), &default_seats(&Options::default())),
        None,
        2,
    );
    a.play(0);
    b.play(1);
    a.play(0);
    assert_eq!(a.sync.games().list().len(), 2);
    // B is gone; a new tab at the bare address opens the last game played; B's game is kept.
    let c = Tab::open(&store, "", None, 3);
    assert_eq!(c.state.kept_as(), a.state.kept_as());
    assert_eq!(c.sync.games().list().len(), 2);
}

#[test]
fn a_pasted_link_opens_its_game_and_a_bad_one_is_put_back() {
    let store = MemoryStore::new();
    let mut tab = Tab::open(&store, "", None, 1);
    tab.play(0);
    tab.play(0);
    let own = tab.page.fragment.clone();
    tab.paste("g2.@@");
    assert!(tab
        .state
        .messages()
        .iter()
        .any(|m| matches!(m.notice, Notice::BrokenLink(_))));
    assert_eq!(tab.page.fragment, own);
    // The other player's answer continues the kept game: the same record.
    let id = tab.state.kept_as().unwrap().to_owned();
    let answer = encode_game(&game(3), &default_seats(&Options::default()));
    tab.paste(&answer);
    assert_eq!(tab.state.game().moves(), game(3).moves());
    assert_eq!(tab.state.kept_as(), Some(&id));
    // Another game's link: a game of its own in the list.
    let mut other = Game::new(Position::start(Options::default()).unwrap());
    other.play(other.position().legal_move_list()[5]).unwrap();
    tab.paste(&encode_game(&other, &default_seats(&Options::default())));
    assert_eq!(tab.state.game().moves(), other.moves());
    assert_eq!(tab.sync.games().list().len(), 2);
}

#[test]
fn a_fragment_with_two_hashes_is_no_link() {
    let store = MemoryStore::new();
    let link = encode_game(&game(2), &default_seats(&Options::default()));
    let tab = Tab::open(&store, &format!("##{link}"), None, 1);
    assert!(tab.said.contains(&Notice::BrokenLink(LinkError::NotALink)));
    assert_eq!(tab.state.game().moves(), Vec::new());
    // One `#` is the address's own.
    let tab = Tab::open(&store, &format!("#{link}"), None, 2);
    assert_eq!(tab.state.game().moves(), game(2).moves());
}

#[test]
fn a_full_storage_is_said_once_and_its_recovery_too() {
    let store = MemoryStore::new();
    let mut tab = Tab::open(&store, "", None, 1);
    tab.play(0);
    store.set_capacity(Some(10));
    tab.play(0);
    let full = |t: &Tab| {
        t.state
            .messages()
            .iter()
            .filter(|m| m.notice == Notice::NotSaved(StoreError::Refused))
            .count()
    };
    assert_eq!(full(&tab), 1);
    tab.play(0);
    assert_eq!(full(&tab), 1, "said once");
    store.set_capacity(None);
    tab.play(0);
    assert_eq!(full(&tab), 0, "gone once saving works");
}

#[test]
fn a_lesson_link_opens_the_lessons_over_the_game_and_puts_its_link_back() {
    let store = MemoryStore::new();
    let mut tab = Tab::open(&store, "", None, 1);
    tab.play(0);
    let own = tab.page.fragment.clone();
    let moves = tab.state.game().moves();
    tab.paste("l1.chain");
    assert!(matches!(tab.state.overlay(), Overlay::Lessons(_)));
    // On that lesson; another link asks anew.
    assert_eq!(tab.state.lesson_asked().map(|l| l.as_str()), Some("chain"));
    let first = tab.state.lesson_asks();
    tab.paste("l1.hop");
    assert_eq!(tab.state.lesson_asked().map(|l| l.as_str()), Some("hop"));
    assert_eq!(tab.state.lesson_asks(), first + 1);
    assert_eq!(tab.page.fragment, own);
    assert_eq!(tab.state.game().moves(), moves);
    assert!(tab.state.messages().is_empty());
    // A fresh tab on a lesson link opens the game played last, with nothing said.
    let other = Tab::open(&store, "#l1.chain", None, 2);
    assert_eq!(other.state.game().moves(), moves);
    assert!(other.said.is_empty());
}
