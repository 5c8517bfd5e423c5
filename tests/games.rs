//! "Your games" (`app::games`) over an in-memory store: old saves of every earlier build move
//! into the list (`tests/fixtures/saves/`), two tabs never overwrite each other's games (also
//! under random interleavings), full and missing storage say so, the limits remove only old
//! finished games, files round-trip, and the start-up decision opens the right game.
//!
//! A fixture (`tests/fixtures/saves/*.store`) is what a browser's storage held: `scope PATH`
//! (the copy's path), then `key K` / `value V` pairs (in V, `\u{..}` is a character, `\n` a line
//! break, `\\` a backslash), then what the list must hold after moving them:
//! `expect game from=KEY moves=N names=A|B result=unfinished|finished`,
//! `expect unreadable from=KEY` (kept as an entry, verbatim), `expect newer at=KEY` (left
//! untouched) and `expect untouched at=KEY` (another copy's, not in this list).

use std::collections::BTreeMap;

use sternhalma::app::games::export::{check_size, read_file, MAX_FILE};
use sternhalma::app::games::migrate::{Fate, NOTICED};
use sternhalma::app::games::{
    open, Capacity, CopyReason, Draft, Entry, Found, GameId, Games, Header, How, ImportError,
    Imported, MemoryStore, OldNotice, Progress, Record, Restored, SaveKind, StartNotice, Store,
    StoreError, Time,
};
use sternhalma::app::kept::{self, KeptError, Written};
use sternhalma::app::link::{decode, encode_game, GameLink};
use sternhalma::app::saved::Save;
use sternhalma::app::state::{default_seats, SeatKind, SeatSetup};
use sternhalma::app::tree::Tree;
use sternhalma::engine::{Game, Options, Players, Position};
use sternhalma::tools::SplitMix64;

// ---------------------------------------------------------------------------------------------
// Helpers

fn random_game(options: Options, moves: usize, seed: u64) -> Game {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::new(Position::start(options).unwrap());
    for _ in 0..moves {
        if !play_random(&mut game, &mut rng) {
            break;
        }
    }
    game
}

fn play_random(game: &mut Game, rng: &mut SplitMix64) -> bool {
    let list = game.position().legal_move_list();
    if game.position().is_over() || list.is_empty() {
        return false;
    }
    game.play(list[rng.below(list.len())]).is_ok()
}

fn named(options: &Options, names: &[&str]) -> Vec<SeatSetup> {
    let mut seats = default_seats(options);
    for (seat, name) in seats.iter_mut().zip(names) {
        seat.name = name.to_string();
    }
    seats
}

fn draft(game: &Game, seats: &[SeatSetup]) -> Draft {
    Draft::new(game, seats, encode_game(game, seats))
}

fn link_game(link: &str) -> GameLink {
    decode(link).unwrap().into_game_link(Vec::new())
}

fn names_of(header: &Header) -> Vec<String> {
    header.players.iter().map(|p| p.name.clone()).collect()
}

/// Every kept game's body by id.
fn bodies(store: &MemoryStore, scope: &str) -> BTreeMap<GameId, String> {
    let games = Games::new(store.clone(), scope, 0);
    games
        .list()
        .into_iter()
        .filter_map(|l| Some((l.id()?, games.read(&l.id()?).ok()?.body)))
        .collect()
}

/// Imports `text` as a player who agrees to no game being removed.
fn import(games: &mut Games<MemoryStore>, text: &str, now: Time) -> Result<Imported, ImportError> {
    let plan = games.plan_import(text, now)?;
    games.import(&plan, false)
}

/// What a kept game keeps after its link when it has a variation: `game` with another move
/// after its first `ply` moves, `ply` before its cursor (the game's line stays the main line,
/// its cursor where the game is).
fn tree_extra(game: &Game, ply: usize, pick: usize) -> String {
    let mut tree = Tree::from_game(game.clone());
    let at = tree.cursor();
    tree.goto(tree.line_node(ply).unwrap()).unwrap();
    let moves = tree.position().legal_move_list();
    for i in 0..moves.len() {
        tree.play(moves[(pick + i) % moves.len()]).unwrap();
        if tree.variations() > 0 {
            break;
        }
        tree.undo();
    }
    assert_eq!(tree.variations(), 1);
    tree.goto(at).unwrap();
    let extra = Written::default().extra(&tree, None);
    assert!(kept::read(game.clone(), &extra).is_ok(), "{extra}");
    extra
}

/// Two human players, Ann and Bo.
fn ann_and_bo() -> Vec<SeatSetup> {
    named(&Options::default(), &["Ann", "Bo"])
}

// ---------------------------------------------------------------------------------------------
// Old saves

struct Fixture {
    name: String,
    scope: String,
    values: Vec<(String, String)>,
    expects: Vec<Vec<(String, String)>>,
}

fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
            }
            other => panic!("bad escape {other:?}"),
        }
    }
    out
}

fn fixtures() -> Vec<Fixture> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/saves");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut f = Fixture {
                name: path.file_name().unwrap().to_string_lossy().into_owned(),
                scope: String::new(),
                values: Vec::new(),
                expects: Vec::new(),
            };
            for line in text.lines().filter(|l| !l.starts_with("//")) {
                let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
                match word {
                    "scope" => f.scope = rest.to_owned(),
                    "key" => f.values.push((rest.to_owned(), String::new())),
                    "value" => f.values.last_mut().unwrap().1 = unescape(rest),
                    "expect" => {
                        let mut fields = rest.split(' ');
                        let mut expect =
                            vec![("kind".to_owned(), fields.next().unwrap().to_owned())];
                        for field in fields {
                            let (k, v) = field.split_once('=').unwrap();
                            expect.push((k.to_owned(), v.to_owned()));
                        }
                        f.expects.push(expect);
                    }
                    _ => panic!("{}: {line}", f.name),
                }
            }
            f
        })
        .collect()
}

fn field<'a>(expect: &'a [(String, String)], key: &str) -> &'a str {
    expect
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no {key}"))
}

#[test]
fn there_are_fixtures_of_every_format_ever_written() {
    let fixtures = fixtures();
    assert!(fixtures.len() >= 8);
    let values: Vec<&str> = fixtures
        .iter()
        .flat_map(|f| f.values.iter().map(|(_, v)| v.as_str()))
        .collect();
    let keys: Vec<&str> = fixtures
        .iter()
        .flat_map(|f| f.values.iter().map(|(k, _)| k.as_str()))
        .collect();
    for key in [
        "sternhalma.game",
        "sternhalma.names",
        "sternhalma.game.previous",
        "sternhalma.game.corrupt",
        "sternhalma.game@/",
        "sternhalma.game.previous@/",
        "sternhalma.game.corrupt@/",
    ] {
        assert!(keys.contains(&key), "{key}");
    }
    for start in ["g1.", "s1\u{1e}g2.", "s2\u{1e}", "s1\u{1e}g3."] {
        assert!(values.iter().any(|v| v.starts_with(start)), "{start}");
    }
}

#[test]
fn every_old_save_opens_in_the_list_with_its_moves_and_names() {
    for f in fixtures() {
        let store = MemoryStore::new();
        for (k, v) in &f.values {
            store.set(k, v).unwrap();
        }
        let mut games = Games::new(store.clone(), &f.scope, 1);
        let migration = games.migrate(Time(1_000_000));
        let list = games.list();
        let mut expected_entries = 0;
        for expect in &f.expects {
            let what = format!("{}: {expect:?}", f.name);
            match field(expect, "kind") {
                "game" => {
                    expected_entries += 1;
                    let from = field(expect, "from");
                    let listed = list
                        .iter()
                        .find(|l| {
                            l.header()
                                .is_some_and(|h| h.source.as_deref() == Some(from))
                        })
                        .unwrap_or_else(|| panic!("{what}: not listed"));
                    let header = listed.header().unwrap();
                    let moves: usize = field(expect, "moves").parse().unwrap();
                    assert_eq!(header.moves, moves, "{what}");
                    let mut names: Vec<String> = field(expect, "names")
                        .split('|')
                        .map(str::to_owned)
                        .collect();
                    names.resize(header.players.len(), String::new());
                    assert_eq!(names_of(header), names, "{what}");
                    let finished = field(expect, "result") == "finished";
                    assert_eq!(header.progress.is_finished(), finished, "{what}");
                    // It opens: its link decodes to a game with those moves.
                    let id = listed.id().unwrap();
                    let record = games.resume(&id).unwrap();
                    let game = link_game(record.link()).game;
                    assert_eq!(game.moves_played(), moves, "{what}");
                    // The same game as the old value held.
                    let old = f.values.iter().find(|(k, _)| k == from).unwrap();
                    let save = Save::parse(&old.1, &[]).unwrap();
                    assert_eq!(game, link_game(&save.link).game, "{what}");
                    assert_eq!(store.get(from), None, "{what}: the old key stays");
                }
                "unreadable" => {
                    expected_entries += 1;
                    let from = field(expect, "from");
                    let listed = list
                        .iter()
                        .find(|l| {
                            l.header()
                                .is_some_and(|h| h.source.as_deref() == Some(from))
                        })
                        .unwrap_or_else(|| panic!("{what}: not listed"));
                    assert_eq!(listed.header().unwrap().progress, Progress::Unreadable);
                    let old = &f.values.iter().find(|(k, _)| k == from).unwrap().1;
                    assert_eq!(
                        &games.read(&listed.id().unwrap()).unwrap().body,
                        old,
                        "{what}"
                    );
                    assert_eq!(store.get(from), None, "{what}");
                }
                "newer" => {
                    expected_entries += 1;
                    let at = field(expect, "at");
                    let old = &f.values.iter().find(|(k, _)| k == at).unwrap().1;
                    assert_eq!(store.get(at).as_ref(), Some(old), "{what}: touched");
                    assert!(list
                        .iter()
                        .any(|l| l.key == at && l.entry == Entry::Old(Found::Newer)));
                    assert!(migration.notices.contains(&OldNotice::Newer), "{what}");
                }
                "untouched" => {
                    let at = field(expect, "at");
                    let old = &f.values.iter().find(|(k, _)| k == at).unwrap().1;
                    assert_eq!(store.get(at).as_ref(), Some(old), "{what}");
                    assert!(list.iter().all(|l| l.key != at), "{what}");
                }
                other => panic!("{what}: {other}"),
            }
        }
        assert_eq!(list.len(), expected_entries, "{}: {list:#?}", f.name);
        // Idempotent: a second run adds nothing, tells nothing, and the list is as it was.
        let mut again = Games::new(store.clone(), &f.scope, 2);
        let second = again.migrate(Time(2_000_000));
        assert!(second.notices.is_empty(), "{}: {second:?}", f.name);
        assert!(
            second.items.iter().all(|m| m.fate == Fate::Untouched),
            "{}: {second:?}",
            f.name
        );
        assert_eq!(again.list(), list, "{}", f.name);
    }
}

#[test]
fn the_bare_address_opens_the_game_the_old_autosave_held() {
    for f in fixtures() {
        let autosave = f.values.iter().find(|(k, v)| {
            (k == "sternhalma.game" || k == &format!("sternhalma.game@{}", f.scope))
                && Save::parse(v, &[]).is_ok_and(|s| decode(&s.link).is_ok())
        });
        let Some((_, text)) = autosave else { continue };
        let store = MemoryStore::new();
        for (k, v) in &f.values {
            store.set(k, v).unwrap();
        }
        let mut tab = Games::new(store.clone(), &f.scope, 1);
        let opening = open(&mut tab, "", None, Time(5_000_000));
        let opened = opening.game.unwrap_or_else(|| panic!("{}", f.name));
        assert_eq!(opened.how, How::Latest, "{}", f.name);
        // The scoped autosave is the newest; the unscoped one only where there is no other.
        let save = Save::parse(text, &[]).unwrap();
        let scoped = f
            .values
            .iter()
            .find(|(k, _)| k == &format!("sternhalma.game@{}", f.scope));
        let expected = match scoped {
            Some((_, t)) => Save::parse(t, &[]).unwrap().link,
            None => save.link,
        };
        assert_eq!(opened.link.game, link_game(&expected).game, "{}", f.name);
    }
}

#[test]
fn a_game_held_by_a_kept_game_is_not_added_again_but_gives_it_its_names() {
    let store = MemoryStore::new();
    let options = Options::default();
    let game = random_game(options, 10, 1);
    let link = encode_game(&game, &default_seats(&options));
    // Kept without names; the old unscoped save of the same game had them.
    let mut games = Games::new(store.clone(), "/", 1);
    let id = games
        .save(&draft(&game, &default_seats(&options)), Time(1))
        .unwrap()
        .id
        .unwrap();
    store.set("sternhalma.game", &link).unwrap();
    store.set("sternhalma.names", "Ann\u{1f}Bo").unwrap();
    let migration = games.migrate(Time(2));
    assert_eq!(migration.items[0].fate, Fate::AlreadyKept(id.clone()));
    assert_eq!(names_of(&games.read(&id).unwrap().header), ["Ann", "Bo"]);
    assert_eq!(store.get("sternhalma.names"), None);
    // Other names: another game is kept (nothing is lost).
    store.set("sternhalma.game", &link).unwrap();
    store.set("sternhalma.names", "Cy\u{1f}Di").unwrap();
    assert!(matches!(
        games.migrate(Time(3)).items[0].fate,
        Fate::Moved(_)
    ));
    assert_eq!(games.list().len(), 2);
}

#[test]
fn old_bare_links_of_every_version_move_in() {
    let options = Options::default();
    let game = random_game(options, 6, 2);
    let pos = game.position().clone();
    for link in [
        "g1.AAAAAQAA".to_owned(),
        encode_game(&game, &default_seats(&options)),
        "p1.AACB_4AAAAAAAAAAAAAAAAP_AD_w".to_owned(),
        sternhalma::app::link::encode_position(&pos),
        sternhalma::app::link::encode_text(&pos),
    ] {
        let store = MemoryStore::new();
        store.set("sternhalma.game@/", &link).unwrap();
        let mut games = Games::new(store.clone(), "/", 1);
        let migration = games.migrate(Time(7));
        assert!(matches!(migration.items[0].fate, Fate::Moved(_)), "{link}");
        let header = games.list()[0].header().cloned().unwrap();
        let expected = link_game(&link).game;
        assert_eq!(header.moves, expected.moves_played(), "{link}");
        let record = games.read(&games.list()[0].id().unwrap()).unwrap();
        assert_eq!(link_game(record.link()).game, expected, "{link}");
    }
}

// ---------------------------------------------------------------------------------------------
// Full storage and the unreadable save that cannot be set aside

#[test]
fn an_unreadable_save_too_big_to_copy_is_kept_where_it_is_and_told_once() {
    // `localStorage['sternhalma.game@/'] = 'x'.repeat(3_000_000)` in a browser that holds 5
    // million units.
    let store = MemoryStore::new();
    store.set_capacity(Some(5_000_000));
    let junk = "x".repeat(3_000_000);
    store.set("sternhalma.game@/", &junk).unwrap();

    let mut tab = Games::new(store.clone(), "/", 1);
    let opening = open(&mut tab, "", None, Time(10));
    assert_eq!(
        opening.notices,
        [StartNotice::Old(OldNotice::KeptInPlace {
            unreadable: true,
            why: StoreError::Refused
        })]
    );
    assert_eq!(opening.game, None);
    assert_eq!(store.get("sternhalma.game@/").as_ref(), Some(&junk));
    // The list shows it, where it is.
    let list = tab.list();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].key, "sternhalma.game@/");
    assert_eq!(list[0].entry, Entry::Old(Found::Unreadable));
    // It can be kept elsewhere as a file before it is deleted.
    assert_eq!(tab.export_entry("sternhalma.game@/").unwrap().text, junk);
    assert!(tab.export_entry("sternhalma.lang").is_err());
    // Games are saved all the same: they have keys of their own.
    let game = random_game(Options::default(), 3, 3);
    let saved = tab.save(&draft(&game, &ann_and_bo()), Time(11)).unwrap();
    assert_eq!(saved.kind, SaveKind::New);

    // The next visit says nothing more.
    let mut next = Games::new(store.clone(), "/", 2);
    let opening = open(&mut next, "", None, Time(20));
    assert!(opening.notices.is_empty(), "{:?}", opening.notices);
    assert_eq!(opening.game.unwrap().link.game, game);

    // Once there is room, it moves into the list, kept as it was, told once.
    store.set_capacity(None);
    let mut later = Games::new(store.clone(), "/", 3);
    let opening = open(&mut later, "", None, Time(30));
    assert_eq!(
        opening.notices,
        [StartNotice::Old(OldNotice::UnreadableListed)]
    );
    assert_eq!(store.get("sternhalma.game@/"), None);
    assert_eq!(store.get(&format!("{NOTICED}@/")), None);
    let kept: Vec<Record> = later
        .list()
        .iter()
        .filter_map(|l| later.read(&l.id()?).ok())
        .filter(|r| r.header.progress == Progress::Unreadable)
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].body, junk);
    let mut last = Games::new(store.clone(), "/", 4);
    assert!(open(&mut last, "", None, Time(40)).notices.is_empty());
}

#[test]
fn a_full_storage_leaves_old_saves_where_they_are_and_opens_the_old_autosave() {
    let store = MemoryStore::new();
    let options = Options::default();
    let game = random_game(options, 20, 5);
    let save = Save {
        link: encode_game(&game, &default_seats(&options)),
        names: vec!["Ann".into(), "Bo".into()],
    }
    .to_text();
    store.set("sternhalma.game@/", &save).unwrap();
    store.set_capacity(Some(store.used()));
    let mut tab = Games::new(store.clone(), "/", 1);
    let opening = open(&mut tab, "", None, Time(1));
    assert_eq!(
        opening.notices,
        [StartNotice::Old(OldNotice::KeptInPlace {
            unreadable: false,
            why: StoreError::Refused
        })]
    );
    let opened = opening.game.unwrap();
    assert_eq!(
        opened.how,
        How::OldSave {
            key: "sternhalma.game@/".into()
        }
    );
    assert_eq!(opened.link.game, game);
    assert_eq!(opened.link.seats[1].name, "Bo");
    assert_eq!(store.get("sternhalma.game@/").as_ref(), Some(&save));
    // Its file reads elsewhere as the same game, with its names.
    let file = tab.export_entry("sternhalma.game@/").unwrap();
    let mut elsewhere = Games::new(MemoryStore::new(), "/", 9);
    let imported = import(&mut elsewhere, &file.text, Time(1)).unwrap();
    let record = elsewhere.read(&imported.id).unwrap();
    assert_eq!(link_game(record.link()).game, game);
    assert_eq!(names_of(&record.header), ["Ann", "Bo"]);
    // Playing on: not saved, and said so; the old save stays as it was.
    let mut played = game.clone();
    play_random(&mut played, &mut SplitMix64::new(1));
    assert_eq!(
        tab.save(&draft(&played, &opened.link.seats), Time(2)),
        Err(StoreError::Refused)
    );
    assert_eq!(store.get("sternhalma.game@/").as_ref(), Some(&save));
    // Room again: the tab's game is kept, and the old save, which it holds, goes.
    store.set_capacity(None);
    let saved = tab
        .save(&draft(&played, &opened.link.seats), Time(3))
        .unwrap();
    let mut next = Games::new(store.clone(), "/", 2);
    let migration = next.migrate(Time(4));
    assert_eq!(
        migration.items[0].fate,
        Fate::AlreadyKept(saved.id.unwrap())
    );
    assert_eq!(store.get("sternhalma.game@/"), None);
    assert_eq!(next.list().len(), 1);
}

#[test]
fn no_storage_says_so_and_keeps_nothing() {
    let store = MemoryStore::new();
    store.set_available(false);
    let mut tab = Games::new(store.clone(), "/", 1);
    let game = random_game(Options::default(), 2, 1);
    let link = encode_game(&game, &ann_and_bo());
    let opening = open(&mut tab, &link, None, Time(1));
    assert_eq!(
        opening.notices,
        [StartNotice::NotSaved(StoreError::Unavailable)]
    );
    assert_eq!(opening.game.unwrap().link.game, game);
    assert_eq!(
        tab.save(&draft(&game, &ann_and_bo()), Time(2)),
        Err(StoreError::Unavailable)
    );
    assert!(tab.list().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Two tabs

#[test]
fn two_tabs_playing_two_links_both_keep_their_games() {
    let store = MemoryStore::new();
    let options = Options::default();
    let seats = default_seats(&options);
    let game_a = random_game(options, 4, 10);
    let game_b = random_game(options, 6, 11);
    let mut a = Games::new(store.clone(), "/", 1);
    let mut b = Games::new(store.clone(), "/", 2);
    let opened_a = open(&mut a, &encode_game(&game_a, &seats), None, Time(1));
    let opened_b = open(&mut b, &encode_game(&game_b, &seats), None, Time(2));
    assert_eq!(opened_a.game.unwrap().how, How::LinkNew);
    assert_eq!(opened_b.game.unwrap().how, How::LinkNew);
    // A move in A.
    let mut played = game_a.clone();
    play_random(&mut played, &mut SplitMix64::new(3));
    assert_eq!(
        a.save(&draft(&played, &seats), Time(3)).unwrap().kind,
        SaveKind::Updated
    );
    // B is closed; a new tab at the bare address opens the game played last, and B's game is
    // in the list.
    let mut c = Games::new(store.clone(), "/", 3);
    let opening = open(&mut c, "", None, Time(4));
    let opened = opening.game.unwrap();
    assert_eq!((opened.how, opened.link.game), (How::Latest, played));
    let kept: Vec<Game> = c
        .list()
        .iter()
        .map(|l| link_game(c.read(&l.id().unwrap()).unwrap().link()).game)
        .collect();
    assert_eq!(kept.len(), 2);
    assert!(kept.contains(&game_b));
}

#[test]
fn a_tab_whose_game_was_played_elsewhere_keeps_its_own_as_a_copy() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let game = random_game(Options::default(), 5, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let id = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    // A duplicated tab: the same game id (sessionStorage is copied with the tab).
    let mut b = Games::new(store.clone(), "/", 2);
    let opened = open(&mut b, "", Some(id.as_str()), Time(2)).game.unwrap();
    assert_eq!(opened.how, How::Tab);
    let (mut in_a, mut in_b) = (game.clone(), game.clone());
    play_random(&mut in_b, &mut SplitMix64::new(5));
    play_random(&mut in_a, &mut SplitMix64::new(6));
    assert_ne!(in_a, in_b);
    assert_eq!(
        b.save(&draft(&in_b, &seats), Time(3)).unwrap().kind,
        SaveKind::Updated
    );
    let saved = a.save(&draft(&in_a, &seats), Time(4)).unwrap();
    assert_eq!(
        saved.kind,
        SaveKind::Copy {
            of: id.clone(),
            why: CopyReason::Changed
        }
    );
    let copy = saved.id.unwrap();
    assert_ne!(copy, id);
    assert_eq!(a.tab_game(), Some(&copy));
    // Both games kept, each as its tab left it; the tabs go on each with its own.
    assert_eq!(link_game(a.read(&id).unwrap().link()).game, in_b);
    assert_eq!(link_game(a.read(&copy).unwrap().link()).game, in_a);
    play_random(&mut in_a, &mut SplitMix64::new(7));
    assert_eq!(
        a.save(&draft(&in_a, &seats), Time(5)).unwrap().kind,
        SaveKind::Updated
    );
    assert_eq!(
        b.save(&draft(&in_b, &seats), Time(6)).unwrap().kind,
        SaveKind::Unchanged
    );
}

#[test]
fn a_tab_with_nothing_new_writes_nothing_whatever_happened_elsewhere() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let game = random_game(Options::default(), 5, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let id = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    let mut b = Games::new(store.clone(), "/", 2);
    b.resume(&id).unwrap();
    let mut further = game.clone();
    play_random(&mut further, &mut SplitMix64::new(1));
    b.save(&draft(&further, &seats), Time(2)).unwrap();
    // Leaving the page writes what is on screen: A has nothing new.
    let saved = a.save(&draft(&game, &seats), Time(3)).unwrap();
    assert_eq!(saved.kind, SaveKind::Unchanged);
    assert_eq!(a.list().len(), 1);
}

#[test]
fn a_rename_elsewhere_is_taken_in_not_copied() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let mut game = random_game(Options::default(), 5, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let id = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    let mut list_tab = Games::new(store.clone(), "/", 2);
    list_tab
        .rename(
            &id,
            Some("Sunday game"),
            Some(&["Ann".into(), "Robert".into()]),
        )
        .unwrap();
    play_random(&mut game, &mut SplitMix64::new(2));
    let saved = a.save(&draft(&game, &seats), Time(3)).unwrap();
    assert_eq!(saved.kind, SaveKind::Updated);
    assert_eq!(saved.names, Some(vec!["Ann".into(), "Robert".into()]));
    let record = a.read(&id).unwrap();
    assert_eq!(record.header.title, "Sunday game");
    assert_eq!(names_of(&record.header), ["Ann", "Robert"]);
    assert_eq!(link_game(record.link()).game, game);
    // Both tabs rename at once, each another player: both names are kept.
    list_tab
        .rename(&id, None, Some(&["Ann".into(), "Rob".into()]))
        .unwrap();
    let mut renamed = named(&Options::default(), &["Anna", "Robert"]);
    let saved = a.save(&draft(&game, &renamed), Time(4)).unwrap();
    assert_eq!(saved.names, Some(vec!["Anna".into(), "Rob".into()]));
    // The same player: the name given in this tab wins (the later one).
    list_tab
        .rename(&id, None, Some(&["Annie".into(), "Rob".into()]))
        .unwrap();
    renamed[0].name = "Ana".into();
    renamed[1].name = "Rob".into();
    let saved = a.save(&draft(&game, &renamed), Time(5)).unwrap();
    assert_eq!(saved.names, None);
    assert_eq!(names_of(&a.read(&id).unwrap().header), ["Ana", "Rob"]);
    assert_eq!(a.list().len(), 1);
}

#[test]
fn a_game_deleted_elsewhere_is_kept_again_as_a_copy_and_the_delete_undone() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let mut game = random_game(Options::default(), 5, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let id = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    let mut b = Games::new(store.clone(), "/", 2);
    let deleted = b.delete(&b.key(&id)).unwrap();
    assert!(b.list().is_empty());
    play_random(&mut game, &mut SplitMix64::new(3));
    let saved = a.save(&draft(&game, &seats), Time(2)).unwrap();
    assert_eq!(
        saved.kind,
        SaveKind::Copy {
            of: id.clone(),
            why: CopyReason::Deleted
        }
    );
    assert_eq!(b.restore(&deleted, Time(3)).unwrap(), Restored::InPlace);
    assert_eq!(b.list().len(), 2);
    // Undo after its key was taken again: back as a game of its own.
    let deleted = b.delete(&b.key(&id)).unwrap();
    store
        .set(&b.key(&id), "Sternhalma game 1\n\ng2.AAAAAA.")
        .unwrap();
    assert!(matches!(
        b.restore(&deleted, Time(4)).unwrap(),
        Restored::AsNew(_)
    ));
    assert_eq!(b.list().len(), 3);
}

#[test]
fn deleting_this_tabs_game_and_undoing_it_resumes_it() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let mut game = random_game(Options::default(), 5, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let id = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    let deleted = a.delete(&a.key(&id)).unwrap();
    assert_eq!(a.tab_game(), None);
    assert_eq!(
        a.delete(&a.key(&id)),
        Err(sternhalma::app::games::GamesError::NotFound)
    );
    assert_eq!(
        a.delete("sternhalma.lang"),
        Err(sternhalma::app::games::GamesError::NotFound)
    );
    a.restore(&deleted, Time(2)).unwrap();
    assert_eq!(a.tab_game(), Some(&id));
    play_random(&mut game, &mut SplitMix64::new(1));
    assert_eq!(
        a.save(&draft(&game, &seats), Time(3)).unwrap().kind,
        SaveKind::Updated
    );
}

#[test]
fn a_record_of_a_newer_format_is_listed_and_never_written_over() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let game = random_game(Options::default(), 3, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let id = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    let newer = "Sternhalma game 2\nId: x\n\nwhatever";
    store.set(&a.key(&id), newer).unwrap();
    let list = a.list();
    assert_eq!(
        list[0].entry,
        Entry::Unreadable(sternhalma::app::games::RecordError::Newer(2))
    );
    let mut played = game.clone();
    play_random(&mut played, &mut SplitMix64::new(1));
    let saved = a.save(&draft(&played, &seats), Time(2)).unwrap();
    assert!(matches!(
        saved.kind,
        SaveKind::Copy {
            why: CopyReason::Changed,
            ..
        }
    ));
    assert_eq!(store.get(&a.key(&id)).as_deref(), Some(newer));
}

// ---------------------------------------------------------------------------------------------
// Capacity

/// A finished game: 299 moves of two players, the first one home (`tests/links/v1.links`).
fn finished_game() -> Game {
    let v1 = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/links/v1.links"))
        .unwrap();
    let link = v1
        .lines()
        .find(|l| l.starts_with("link g1.AACHgF0l"))
        .unwrap()
        .trim_start_matches("link ");
    let game = link_game(link).game;
    assert!(game.position().is_over());
    game
}

#[test]
fn past_the_limits_the_oldest_finished_games_go_and_never_an_unfinished_one() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let limits = Capacity {
        finished: 2,
        units: 1_000_000,
    };
    let mut tab = Games::new(store.clone(), "/", 1).with_limits(limits);
    let finished = finished_game();
    let draft_f = draft(&finished, &seats);
    let mut ids = Vec::new();
    for i in 0..3u64 {
        tab.start_new();
        // Three finished games told apart by their further text.
        let d = draft_f.clone().with_extra(format!("game {i}"));
        let saved = tab.save(&d, Time(10 + i)).unwrap();
        ids.push(saved.id.clone().unwrap());
        if i < 2 {
            assert!(saved.removed.is_empty());
        } else {
            assert_eq!(saved.removed.len(), 1);
            assert_eq!(saved.removed[0].id.as_ref(), Some(&ids[0]));
        }
    }
    assert_eq!(tab.list().len(), 2);
    // Unfinished games are kept whatever they take.
    let mut tab = Games::new(store.clone(), "/", 2).with_limits(Capacity {
        finished: 0,
        units: 1,
    });
    for i in 0..3 {
        tab.start_new();
        let game = random_game(Options::default(), 3 + i, i as u64);
        let saved = tab
            .save(&draft(&game, &seats), Time(100 + i as u64))
            .unwrap();
        // The finished ones go first, oldest first; this tab's own game never.
        assert!(saved.removed.iter().all(|h| h.progress.is_finished()));
    }
    let list = tab.list();
    assert_eq!(list.len(), 3);
    assert!(list
        .iter()
        .all(|l| !l.header().unwrap().progress.is_finished()));
}

// ---------------------------------------------------------------------------------------------
// Start-up with links

#[test]
fn a_link_that_continues_a_kept_game_resumes_it_with_its_names() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let game = random_game(Options::default(), 6, 1);
    let mut home = Games::new(store.clone(), "/", 1);
    let id = home
        .save(&draft(&game, &seats), Time(1))
        .unwrap()
        .id
        .unwrap();
    // The other player's answer, sent back by link (names are not in links).
    let mut answer = game.clone();
    play_random(&mut answer, &mut SplitMix64::new(2));
    let link = encode_game(&answer, &default_seats(&Options::default()));
    let mut tab = Games::new(store.clone(), "/", 2);
    let opening = open(&mut tab, &format!("#{link}"), None, Time(2));
    let opened = opening.game.unwrap();
    assert_eq!(opened.how, How::LinkResumed);
    assert_eq!(opened.id.as_ref(), Some(&id));
    assert_eq!(opened.link.seats[0].name, "Ann");
    assert_eq!(opening.saved.unwrap().kind, SaveKind::Updated);
    assert_eq!(link_game(tab.read(&id).unwrap().link()).game, answer);
    // The same link again: the same game, nothing written.
    let mut again = Games::new(store.clone(), "/", 3);
    let opening = open(&mut again, &link, None, Time(3));
    assert_eq!(opening.game.unwrap().id, Some(id.clone()));
    assert_eq!(opening.saved, None);
    // An older link of the game: another game (the kept one is further on).
    let older = encode_game(&random_game(Options::default(), 3, 1), &seats);
    let mut old = Games::new(store.clone(), "/", 4);
    let opening = open(&mut old, &older, None, Time(4));
    assert_eq!(opening.game.unwrap().how, How::LinkNew);
    assert_eq!(old.list().len(), 2);
    // ... and opened twice, it is the same new game.
    let mut twice = Games::new(store.clone(), "/", 5);
    assert_eq!(
        open(&mut twice, &older, None, Time(5)).game.unwrap().how,
        How::LinkResumed
    );
    assert_eq!(twice.list().len(), 2);
}

#[test]
fn a_link_never_resumes_a_game_over_moves_undone_there() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let mut game = random_game(Options::default(), 8, 1);
    game.undo();
    game.undo();
    let mut home = Games::new(store.clone(), "/", 1);
    let id = home
        .save(&draft(&game, &seats), Time(1))
        .unwrap()
        .id
        .unwrap();
    let kept = home.read(&id).unwrap().body;
    // Goes on from the current move, not from the two undone ones.
    let mut redone = game.clone();
    redone.redo();
    let undone_move = redone.last_move().unwrap();
    let mut other = game.clone();
    let m = *other
        .position()
        .legal_move_list()
        .iter()
        .find(|&&m| m != undone_move)
        .unwrap();
    other.play(m).unwrap();
    let mut rng = SplitMix64::new(4);
    let mut tab = Games::new(store.clone(), "/", 2);
    let opening = open(&mut tab, &encode_game(&other, &seats), None, Time(2));
    assert_eq!(opening.game.unwrap().how, How::LinkNew);
    assert_eq!(tab.read(&id).unwrap().body, kept);
    // One that holds them (the moves redone, and one more) resumes it.
    let mut further = game.clone();
    further.redo();
    further.redo();
    play_random(&mut further, &mut rng);
    let mut tab = Games::new(store.clone(), "/", 3);
    let opening = open(&mut tab, &encode_game(&further, &seats), None, Time(3));
    assert_eq!(opening.game.unwrap().id, Some(id));
}

#[test]
fn a_link_prefers_this_tabs_game_and_a_new_link_without_moves_waits_for_one() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let game = random_game(Options::default(), 4, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    let first = a.save(&draft(&game, &seats), Time(1)).unwrap().id.unwrap();
    a.start_new();
    let second = a.save(&draft(&game, &seats), Time(2)).unwrap().id.unwrap();
    let link = encode_game(&game, &seats);
    let mut tab = Games::new(store.clone(), "/", 2);
    let opened = open(&mut tab, &link, Some(first.as_str()), Time(3))
        .game
        .unwrap();
    assert_eq!(opened.id, Some(first));
    let mut tab = Games::new(store.clone(), "/", 3);
    let opened = open(&mut tab, &link, Some(second.as_str()), Time(3))
        .game
        .unwrap();
    assert_eq!(opened.id, Some(second));
    // A new game's link: nothing kept until its first move.
    let fresh = encode_game(
        &Game::new(Position::start(Options::default()).unwrap()),
        &seats,
    );
    let mut tab = Games::new(store.clone(), "/", 4);
    let opening = open(&mut tab, &fresh, None, Time(4));
    assert_eq!(opening.saved.unwrap().kind, SaveKind::Empty);
    assert_eq!(opening.game.unwrap().id, None);
    assert_eq!(tab.list().len(), 2);
}

#[test]
fn a_broken_link_says_so_and_the_bare_address_opens() {
    let store = MemoryStore::new();
    let game = random_game(Options::default(), 4, 1);
    let mut a = Games::new(store.clone(), "/", 1);
    a.save(&draft(&game, &ann_and_bo()), Time(1)).unwrap();
    let mut tab = Games::new(store.clone(), "/", 2);
    let opening = open(&mut tab, "#g2.@@@", Some("not an id!"), Time(2));
    assert!(matches!(opening.notices[..], [StartNotice::BrokenLink(_)]));
    let opened = opening.game.unwrap();
    assert_eq!((opened.how, opened.link.game), (How::Latest, game));
    assert_eq!(opened.link.seats[1].name, "Bo");
}

#[test]
fn the_bare_address_skips_finished_games_and_a_reload_keeps_the_tabs_own() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let mut a = Games::new(store.clone(), "/", 1);
    let unfinished = random_game(Options::default(), 4, 1);
    a.save(&draft(&unfinished, &seats), Time(1)).unwrap();
    a.start_new();
    let finished = finished_game();
    let id = a
        .save(&draft(&finished, &seats), Time(2))
        .unwrap()
        .id
        .unwrap();
    let mut fresh = Games::new(store.clone(), "/", 2);
    assert_eq!(
        open(&mut fresh, "", None, Time(3)).game.unwrap().link.game,
        unfinished
    );
    let mut reload = Games::new(store.clone(), "/", 3);
    let opened = open(&mut reload, "", Some(id.as_str()), Time(3))
        .game
        .unwrap();
    assert_eq!((opened.how, opened.link.game), (How::Tab, finished));
    // Nothing unfinished: a new game.
    let mut only_finished = Games::new(MemoryStore::new(), "/", 4);
    only_finished
        .save(&draft(&finished_game(), &seats), Time(1))
        .unwrap();
    assert_eq!(open(&mut only_finished, "", None, Time(2)).game, None);
}

#[test]
fn copies_of_the_game_at_other_paths_keep_their_own_games() {
    let store = MemoryStore::new();
    let seats = ann_and_bo();
    let mut a = Games::new(store.clone(), "/a/", 1);
    let mut b = Games::new(store.clone(), "/a/b/", 2);
    a.save(
        &draft(&random_game(Options::default(), 2, 1), &seats),
        Time(1),
    )
    .unwrap();
    b.save(
        &draft(&random_game(Options::default(), 3, 2), &seats),
        Time(2),
    )
    .unwrap();
    assert_eq!(a.list().len(), 1);
    assert_eq!(b.list().len(), 1);
    assert_ne!(a.list()[0].key, b.list()[0].key);
}

// ---------------------------------------------------------------------------------------------
// Files

#[test]
fn an_exported_game_imports_exactly() {
    let mut rng = SplitMix64::new(99);
    let choices = [
        Options::default(),
        Options::with_players(Players::Three),
        Options::with_players(Players::Six),
        "p2.pegs15".parse().unwrap(),
        "p6.teams.n5".parse().unwrap(),
    ];
    for round in 0..30u64 {
        let options = choices[rng.below(choices.len())];
        let mut game = random_game(options, rng.below(60), round);
        if rng.below(3) == 0 {
            game.undo();
        }
        let mut seats = default_seats(&options);
        for (i, seat) in seats.iter_mut().enumerate() {
            if rng.below(2) == 0 {
                seat.name = ["Ann", "Bo (2)", "Ça va", "", "名前"][i % 5].into();
            }
            if rng.below(3) == 0 {
                seat.kind = SeatKind::from_number(1 + rng.below(4) as u8);
            }
        }
        // Nothing after the link, a tree with a variation, blank lines (which read as no tree).
        let extra = match rng.below(3) {
            0 => String::new(),
            1 if game.cursor() > 0 => tree_extra(&game, rng.below(game.cursor()), rng.below(10)),
            _ => "\n\n".to_owned(),
        };
        let store = MemoryStore::new();
        let mut games = Games::new(store, "/", round);
        let id = games
            .save(
                &draft(&game, &seats).with_extra(extra.clone()),
                Time(round * 1000 + 7),
            )
            .unwrap()
            .id
            .unwrap();
        if round % 2 == 0 {
            games.rename(&id, Some("Round ✦ game"), None).unwrap();
        }
        let kept = games.read(&id).unwrap();
        let file = games.export(&id).unwrap();
        assert!(file.file_name.ends_with(".txt"));
        assert!(file.text.starts_with("Sternhalma game 1\n"));
        assert!(!file.text.contains("Id:") && !file.text.contains("Revision:"));

        let mut elsewhere = Games::new(MemoryStore::new(), "/other/", round + 1);
        let imported = import(&mut elsewhere, &file.text, Time(1)).unwrap();
        assert!(!imported.already);
        let back = elsewhere.read(&imported.id).unwrap();
        assert_eq!(back.body, kept.body, "round {round}");
        assert_eq!(back.extra(), extra);
        let mut expected = kept.header.clone();
        expected.id = Some(imported.id.clone());
        expected.revision = 1;
        assert_eq!(back.header, expected, "round {round}");
        assert_eq!(link_game(back.link()).game, game);
        // Again: already there. With Windows line ends: the same game.
        assert!(import(&mut elsewhere, &file.text, Time(2)).unwrap().already);
        let crlf = file.text.replace('\n', "\r\n");
        let read = read_file(&crlf, Time(3)).unwrap();
        assert_eq!(read.record.body, kept.body);
        assert_eq!(read.dropped, None);
    }
}

#[test]
fn a_game_code_or_an_address_imports_too() {
    let game = random_game(Options::default(), 9, 4);
    let link = encode_game(&game, &ann_and_bo());
    for text in [
        link.clone(),
        format!("  #{link}\n"),
        format!("https://example.org/sternhalma/#{link}"),
    ] {
        let mut games = Games::new(MemoryStore::new(), "/", 1);
        let imported = import(&mut games, &text, Time(5)).unwrap();
        let record = games.read(&imported.id).unwrap();
        assert_eq!(link_game(record.link()).game, game, "{text}");
        assert_eq!(record.header.created, Time(5));
    }
}

#[test]
fn importing_never_panics_and_says_what_is_wrong() {
    let game = random_game(Options::default(), 30, 4);
    let mut games = Games::new(MemoryStore::new(), "/", 1);
    let id = games
        .save(&draft(&game, &ann_and_bo()), Time(1))
        .unwrap()
        .id
        .unwrap();
    let text = games.export(&id).unwrap().text;
    let mut target = Games::new(MemoryStore::new(), "/", 2);
    assert!(matches!(
        import(&mut target, "", Time(1)),
        Err(ImportError::Link(_))
    ));
    assert!(matches!(
        import(&mut target, "Sternhalma game 7\n\ng2.AAAAAA.", Time(1)),
        Err(ImportError::NotAGame(
            sternhalma::app::games::RecordError::Newer(7)
        ))
    ));
    assert_eq!(
        import(&mut target, &"x".repeat(2_000_000), Time(1)),
        Err(ImportError::TooLong)
    );
    let mut rng = SplitMix64::new(5);
    let bytes: Vec<char> = text.chars().collect();
    let mut failures = 0;
    for _ in 0..2000 {
        let mut mutated = bytes.clone();
        for _ in 0..1 + rng.below(3) {
            if mutated.is_empty() {
                break;
            }
            let i = rng.below(mutated.len());
            match rng.below(3) {
                0 => {
                    mutated.remove(i);
                }
                1 => mutated[i] = ['\n', ':', 'x', '(', '7', '\u{1e}', 'é'][rng.below(7)],
                _ => mutated.truncate(i),
            }
        }
        let mutated: String = mutated.into_iter().collect();
        match import(&mut target, &mutated, Time(2)) {
            Ok(imported) => {
                // What is kept reads back as a game.
                let record = target.read(&imported.id).unwrap();
                assert!(decode(record.link()).is_ok());
            }
            Err(_) => failures += 1,
        }
    }
    assert!(failures > 100, "most mutations break the file: {failures}");
}

/// A store with 30 finished games (told apart by their further text), kept at times 100 to
/// 129; their ids, oldest first.
fn thirty_finished() -> (MemoryStore, Vec<GameId>) {
    let store = MemoryStore::new();
    let finished = draft(&finished_game(), &ann_and_bo());
    let mut tab = Games::new(store.clone(), "/", 1);
    let ids = (0..30u64)
        .map(|i| {
            tab.start_new();
            let d = finished.clone().with_extra(format!("game {i}"));
            tab.save(&d, Time(100 + i)).unwrap().id.unwrap()
        })
        .collect();
    (store, ids)
}

#[test]
fn an_import_that_would_remove_finished_games_asks_first() {
    let (store, ids) = thirty_finished();
    let game = finished_game();
    let link = encode_game(&game, &ann_and_bo());
    let file = format!("Sternhalma game 1\n\n{link}\n{}", tree_extra(&game, 10, 1));
    // Room for 28 finished games: the file's and the 27 latest.
    let limits = Capacity {
        finished: 28,
        units: 1_000_000,
    };
    let mut games = Games::new(store.clone(), "/", 2).with_limits(limits);
    let before = store.snapshot();
    let plan = games.plan_import(&file, Time(500)).unwrap();
    assert_eq!(store.snapshot(), before, "a plan writes nothing");
    assert_eq!(plan.already(), None);
    assert_eq!(plan.dropped(), None);
    let named: Vec<GameId> = plan
        .evicts()
        .iter()
        .map(|h| h.id.clone().unwrap())
        .collect();
    assert_eq!(named, ids[..3]);
    let first = &plan.evicts()[0];
    assert_eq!(
        (first.updated, names_of(first)),
        (Time(100), vec!["Ann".into(), "Bo".into()])
    );
    // The player does not agree: nothing is written, nothing removed.
    assert_eq!(games.import(&plan, false), Err(ImportError::WouldRemove));
    assert_eq!(store.snapshot(), before);

    // Another tab keeps one more finished game: four would go now, one of them never shown.
    let mut other = Games::new(store.clone(), "/", 3);
    let d = draft(&game, &ann_and_bo()).with_extra("game 30".into());
    let latest = other.save(&d, Time(200)).unwrap().id.unwrap();
    let before = store.snapshot();
    assert_eq!(games.import(&plan, true), Err(ImportError::WouldRemove));
    assert_eq!(store.snapshot(), before);

    // Asked again, the player agrees: exactly the games named go, and the result says which.
    let plan = games.plan_import(&file, Time(500)).unwrap();
    let named: Vec<GameId> = plan
        .evicts()
        .iter()
        .map(|h| h.id.clone().unwrap())
        .collect();
    assert_eq!(named, ids[..4]);
    let imported = games.import(&plan, true).unwrap();
    assert!(!imported.already);
    assert_eq!(imported.removed, plan.evicts());
    let kept = bodies(&store, "/");
    assert_eq!(kept.len(), 28);
    assert!(ids[4..]
        .iter()
        .chain([&latest])
        .all(|id| kept.contains_key(id)));
    assert_eq!(kept[&imported.id], plan.record().body);
    assert_eq!(games.read(&imported.id).unwrap().link(), link);
    // Again: kept already, nothing to remove, nothing written.
    let plan = games.plan_import(&file, Time(600)).unwrap();
    assert_eq!(plan.already(), Some(&imported.id));
    assert!(plan.evicts().is_empty());
    let before = store.snapshot();
    assert!(games.import(&plan, false).unwrap().already);
    assert_eq!(store.snapshot(), before);
}

#[test]
fn text_after_the_link_that_does_not_read_is_left_out_and_removes_nothing() {
    // A valid link, then a junk tree line: 990,091 bytes, under the file limit but with the
    // 30 finished games past the storage limit, had it been kept.
    let (store, ids) = thirty_finished();
    let link = encode_game(&finished_game(), &ann_and_bo());
    let mut file = format!("Sternhalma game 1\nTitle: Big\n\n{link}\ntree: v1;0@0");
    while file.len() < 990_090 {
        file.push_str(";junk");
    }
    file.truncate(990_090);
    file.push('\n');
    assert_eq!(file.len(), 990_091);
    let mut games = Games::new(store.clone(), "/", 2);
    let plan = games.plan_import(&file, Time(500)).unwrap();
    assert!(matches!(plan.dropped(), Some(KeptError::Tree(_))));
    assert!(plan.evicts().is_empty());
    assert_eq!(plan.record().body, link);
    let imported = games.import(&plan, false).unwrap();
    assert!(imported.removed.is_empty());
    assert_eq!(imported.dropped, plan.dropped());
    let kept = bodies(&store, "/");
    assert_eq!(kept.len(), 31);
    assert!(ids.iter().all(|id| kept.contains_key(id)));
    let record = games.read(&imported.id).unwrap();
    assert_eq!(
        (record.body.as_str(), record.header.title.as_str()),
        (link.as_str(), "Big")
    );
    assert!(store.used() < 100_000, "{}", store.used());
    // Every other way the text after the link can fail to read: left out, said, the game kept.
    for junk in [
        "hello",
        "tree: v9;0@0",
        "main: g2.@@\ntree: v1;0@0",
        "tree: v1;0@0\ntree: v1;0@0",
        "review: 0@1",
        "what: ever",
    ] {
        let read = read_file(&format!("{link}\n{junk}\n"), Time(1)).unwrap();
        assert!(read.dropped.is_some(), "{junk}");
        assert_eq!(read.record.body, link, "{junk}");
    }
}

#[test]
fn a_file_over_the_size_limit_is_refused_before_it_is_read() {
    assert_eq!(check_size(MAX_FILE as u64), Ok(()));
    assert_eq!(check_size(MAX_FILE as u64 + 1), Err(ImportError::TooLong));
    let store = MemoryStore::new();
    let games = Games::new(store.clone(), "/", 1);
    // A good game padded past the limit: refused whole, though it reads at the limit.
    let link = encode_game(&random_game(Options::default(), 9, 4), &ann_and_bo());
    let mut file = format!("{link}\n");
    file.push_str(&"\n".repeat(MAX_FILE + 1 - file.len()));
    assert_eq!(games.plan_import(&file, Time(1)), Err(ImportError::TooLong));
    file.pop();
    assert!(games.plan_import(&file, Time(1)).is_ok());
    // Nothing of it is looked at: not even its first line, that of a newer version.
    let newer = format!("Sternhalma game 7\n{}", " ".repeat(MAX_FILE));
    assert_eq!(read_file(&newer, Time(1)), Err(ImportError::TooLong));
    assert!(store.snapshot().is_empty());
}

#[test]
fn import_export_import_is_a_fixed_point_whatever_the_line_ends() {
    let game = random_game(Options::default(), 20, 3);
    let link = encode_game(&game, &ann_and_bo());
    let tree = tree_extra(&game, 5, 2);
    let header = "Sternhalma game 1\nTitle: Evening\nPlayer 1: Ann (human)\nPlayer 2: Bo (human)\n";
    let whole = format!("{header}\n{link}\n{tree}");
    let mut texts = Vec::new();
    for end in ["\n", "\r\n", "\r"] {
        let file = whole.replace('\n', end);
        // The last line end lost, or a lone `\r` in its place.
        let cut = file.trim_end_matches(['\r', '\n']).to_owned();
        texts.push(format!("{cut}\r"));
        texts.push(cut);
        texts.push(file);
        texts.push(format!("{link}{end}"));
        texts.push(format!("{link}{end}{}", tree.replace('\n', end)));
    }
    texts.push(format!("{link}\n{}\r", tree.trim_end()));
    for text in &texts {
        let mut a = Games::new(MemoryStore::new(), "/", 1);
        let first = import(&mut a, text, Time(7)).unwrap();
        assert_eq!(first.dropped, None, "{text:?}");
        let kept = a.read(&first.id).unwrap();
        assert_eq!(kept.link(), link, "{text:?}");
        if text.contains("tree:") {
            // (Less the file's last line end, where it had none.)
            assert_eq!(kept.extra().trim_end(), tree.trim_end(), "{text:?}");
        }
        let exported = a.export(&first.id).unwrap().text;
        let mut b = Games::new(MemoryStore::new(), "/", 2);
        let second = import(&mut b, &exported, Time(8)).unwrap();
        let again = b.read(&second.id).unwrap();
        assert_eq!(again.body, kept.body, "{text:?}");
        assert_eq!(
            Header {
                id: None,
                ..again.header
            },
            Header {
                id: None,
                ..kept.header
            },
            "{text:?}"
        );
        assert_eq!(b.export(&second.id).unwrap().text, exported, "{text:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Random interleavings of two tabs

/// One tab of the property test: its handle, the game on its screen, and what it last knew of
/// its record (the body as last read or written).
struct Tab {
    games: Games<MemoryStore>,
    screen: Option<(Game, Vec<SeatSetup>)>,
    seen: Option<(GameId, String)>,
    deleted: Vec<sternhalma::app::games::Deleted>,
}

/// Interleavings tried, 120 steps each (`GAMES_ROUNDS=n` asks for another number).
fn rounds() -> u64 {
    std::env::var("GAMES_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(24)
}

/// The body each kept game must have: the last write anyone made to it.
type Ledger = BTreeMap<GameId, String>;

fn check(store: &MemoryStore, ledger: &Ledger, step: &str) {
    assert_eq!(&bodies(store, "/"), ledger, "{step}");
}

#[test]
fn random_interleavings_of_two_tabs_never_lose_a_game() {
    for seed in 0..rounds() {
        let store = MemoryStore::new();
        let mut rng = SplitMix64::new(seed);
        let limits = Capacity {
            finished: 3,
            units: 1_000_000,
        };
        let mut tabs: Vec<Tab> = (0..2)
            .map(|i| Tab {
                games: Games::new(store.clone(), "/", seed * 10 + i).with_limits(limits),
                screen: None,
                seen: None,
                deleted: Vec::new(),
            })
            .collect();
        let mut ledger = Ledger::new();
        let finished = encode_game(&finished_game(), &ann_and_bo());
        let variations: Vec<String> = (0..8)
            .map(|i| tree_extra(&finished_game(), 40 * i, i))
            .collect();
        for step in 0..120 {
            // Now and then storage is full, or back to normal.
            match rng.below(20) {
                0 => store.set_capacity(Some(store.used() + rng.below(600))),
                1 => store.set_capacity(None),
                _ => {}
            }
            let t = rng.below(2);
            let now = Time(step as u64 * 10 + t as u64);
            let op = rng.below(10);
            let tab = &mut tabs[t];
            let what = format!("seed {seed} step {step} tab {t} op {op}");
            match op {
                // Play a move (a new game when there is none or it is over).
                0..=3 => {
                    let (game, seats) = tab.screen.get_or_insert_with(|| {
                        (
                            Game::new(Position::start(Options::default()).unwrap()),
                            ann_and_bo(),
                        )
                    });
                    if !play_random(game, &mut rng) {
                        tab.games.start_new();
                        *game = random_game(Options::default(), 1, rng.next_u64());
                    }
                    let d = draft(game, seats);
                    save_and_note(tab, &d, now, &mut ledger, &what);
                }
                // Undo, and save.
                4 => {
                    if let Some((game, seats)) = &mut tab.screen {
                        game.undo();
                        let d = draft(game, seats);
                        save_and_note(tab, &d, now, &mut ledger, &what);
                    }
                }
                // A new game, or a finished one (from a file).
                5 => {
                    tab.games.start_new();
                    tab.seen = None;
                    if rng.below(2) == 0 {
                        let game = random_game(Options::default(), 2, rng.next_u64());
                        let d = draft(&game, &ann_and_bo());
                        tab.screen = Some((game, ann_and_bo()));
                        save_and_note(tab, &d, now, &mut ledger, &what);
                    } else {
                        // Told apart by their variations.
                        let file = format!(
                            "Sternhalma game 1\n\n{}\n{}",
                            finished,
                            variations[rng.below(variations.len())]
                        );
                        let plan = tab.games.plan_import(&file, now).unwrap();
                        let named: Vec<&GameId> =
                            plan.evicts().iter().filter_map(|h| h.id.as_ref()).collect();
                        assert!(plan.evicts().iter().all(|h| h.progress.is_finished()));
                        // The player agrees to the removals, or not.
                        let agree = rng.below(2) == 0;
                        match tab.games.import(&plan, agree) {
                            Ok(imported) => {
                                assert!(agree || imported.removed.is_empty(), "{what}");
                                for gone in &imported.removed {
                                    assert!(gone.progress.is_finished(), "{what}");
                                    let id = gone.id.as_ref().unwrap();
                                    assert!(named.contains(&id), "{what}");
                                    ledger.remove(id);
                                }
                                let body = tab.games.read(&imported.id).unwrap().body;
                                ledger.insert(imported.id, body);
                            }
                            Err(ImportError::WouldRemove) => {
                                assert!(!agree && !named.is_empty(), "{what}");
                            }
                            Err(_) => {}
                        }
                    }
                }
                // Resume a game of the list.
                6 => {
                    let ids: Vec<GameId> = tab.games.list().iter().filter_map(|l| l.id()).collect();
                    if !ids.is_empty() {
                        let id = ids[rng.below(ids.len())].clone();
                        let record = tab.games.resume(&id).unwrap();
                        let mut link = link_game(record.link());
                        for (s, p) in link.seats.iter_mut().zip(&record.header.players) {
                            s.name = p.name.clone();
                        }
                        tab.screen = Some((link.game, link.seats));
                        tab.seen = Some((id, record.body));
                    }
                }
                // Rename a game.
                7 => {
                    let ids: Vec<GameId> = tab.games.list().iter().filter_map(|l| l.id()).collect();
                    if !ids.is_empty() {
                        let id = &ids[rng.below(ids.len())];
                        let names = [format!("N{step}"), "Bo".to_owned()];
                        let _ = tab.games.rename(id, Some("renamed"), Some(&names));
                    }
                }
                // Delete a game, or undo a delete.
                8 => {
                    let ids: Vec<GameId> = tab.games.list().iter().filter_map(|l| l.id()).collect();
                    if rng.below(2) == 0 && !ids.is_empty() {
                        let id = ids[rng.below(ids.len())].clone();
                        let key = tab.games.key(&id);
                        tab.deleted.push(tab.games.delete(&key).unwrap());
                        ledger.remove(&id);
                    } else if let Some(deleted) = tab.deleted.pop() {
                        let body = Record::parse(&deleted.values[0].1).unwrap().body;
                        let key = deleted.values[0].0.clone();
                        let id = match tab.games.restore(&deleted, now) {
                            Ok(Restored::InPlace) => Some(
                                tab.games
                                    .list()
                                    .iter()
                                    .find(|l| l.key == key)
                                    .and_then(|l| l.id())
                                    .unwrap(),
                            ),
                            Ok(Restored::AsNew(id)) => Some(id),
                            Err(_) => {
                                tab.deleted.push(deleted);
                                None
                            }
                        };
                        if let Some(id) = id {
                            if tab.games.tab_game() == Some(&id) {
                                tab.seen = Some((id.clone(), body.clone()));
                            }
                            ledger.insert(id, body);
                        }
                    }
                }
                // Reload: the tab opens again with its game id.
                _ => {
                    let id = tab.games.tab_game().map(|id| id.to_string());
                    let mut games =
                        Games::new(store.clone(), "/", rng.next_u64()).with_limits(limits);
                    let opening = open(&mut games, "", id.as_deref(), now);
                    assert!(opening.saved.is_none(), "{what}");
                    tab.games = games;
                    tab.screen = opening.game.map(|o| (o.link.game, o.link.seats));
                    tab.seen = tab
                        .games
                        .tab_game()
                        .map(|id| (id.clone(), tab.games.read(id).unwrap().body));
                }
            }
            check(&store, &ledger, &what);
        }
    }
}

/// Saves `draft` in `tab` and notes in the ledger what it wrote; checks that a write to an
/// existing game went over what the tab had seen of it (never over another tab's moves).
fn save_and_note(tab: &mut Tab, draft: &Draft, now: Time, ledger: &mut Ledger, what: &str) {
    let body = Record::game_body(&draft.link, &draft.extra);
    let before = ledger.clone();
    match tab.games.save(draft, now) {
        Ok(saved) => {
            for gone in &saved.removed {
                assert!(
                    gone.progress.is_finished(),
                    "{what}: removed an unfinished game"
                );
                ledger.remove(gone.id.as_ref().unwrap());
            }
            match &saved.kind {
                SaveKind::Empty => assert!(saved.id.is_none()),
                SaveKind::Unchanged => {
                    let id = saved.id.clone().unwrap();
                    if before.get(&id) == Some(&body) {
                        tab.seen = Some((id, body));
                    }
                }
                SaveKind::Updated => {
                    let id = saved.id.clone().unwrap();
                    let (seen_id, seen) = tab.seen.clone().expect("an update has a base");
                    assert_eq!(seen_id, id, "{what}");
                    let stored = before.get(&id).expect("updated a kept game");
                    assert!(
                        stored == &seen || stored == &body,
                        "{what}: wrote over moves made elsewhere"
                    );
                    ledger.insert(id.clone(), body.clone());
                    tab.seen = Some((id, body));
                }
                SaveKind::New | SaveKind::Copy { .. } => {
                    let id = saved.id.clone().unwrap();
                    assert!(
                        !before.contains_key(&id),
                        "{what}: a new game's id was taken"
                    );
                    ledger.insert(id.clone(), body.clone());
                    tab.seen = Some((id, body));
                }
            }
        }
        Err(StoreError::Refused) => {}
        Err(e) => panic!("{what}: {e}"),
    }
}
