//! Links (`app::link`): round trips of random games and positions, every truncation and
//! thousands of mutations of valid links (a typed error or a valid game, never a panic),
//! lengths, versions, and links written by hand from `docs/links.md`.

use sternhalma::app::link::{
    decode, encode_game, encode_position, encode_text, sorted_moves, Link, LinkError, GAME_VERSION,
};
use sternhalma::app::state::{default_seats, SeatKind, SeatSetup};
use sternhalma::engine::{
    AntiSpoiling, BoardSize, ByTriangle, CellSet, End, Game, Geometry, Options, Players, Position,
    Resting, Scoring, Seat, Setup, Triangle, Unused,
};

/// SplitMix64: small, seeded, good enough for tests.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Random options that go together (board sizes weighted towards the standard one).
fn random_options(rng: &mut Rng) -> Options {
    loop {
        let o = Options {
            size: if rng.chance(70) {
                BoardSize::Four
            } else {
                rng.pick(&BoardSize::ALL)
            },
            players: rng.pick(&[Players::Two, Players::Three, Players::Four, Players::Six]),
            multiple_sets: rng.chance(25),
            teams: rng.chance(30),
            unused: rng.pick(&[Unused::Empty, Unused::Filled]),
            resting: rng.pick(&[Resting::Anywhere, Resting::PassThrough, Resting::Bga]),
            lock_in: rng.chance(80),
            anti_spoiling: rng.pick(&[
                AntiSpoiling::None,
                AntiSpoiling::FillAvailable,
                AntiSpoiling::Swap,
            ]),
            end: rng.pick(&[End::FirstFinisher, End::PlayOn]),
            scoring: rng.pick(&[Scoring::Standard, Scoring::Bga]),
            ..Options::default()
        };
        if o.validate().is_ok() {
            return o;
        }
    }
}

fn random_seats(rng: &mut Rng, options: &Options) -> Vec<SeatSetup> {
    let mut seats = default_seats(options);
    for s in &mut seats {
        if rng.chance(40) {
            s.kind = SeatKind::Computer {
                level: 1 + rng.below(15) as u8,
            };
        }
        s.colour = rng.below(6) as u8;
    }
    seats
}

/// A random position: every peg of every army dropped on a random free hole.
fn random_position(rng: &mut Rng, options: Options) -> Option<Position> {
    let geo = Geometry::get(options.size);
    let start = Position::start(options).ok()?;
    let mut free: Vec<_> = (geo.all() - start.inert()).iter().collect();
    let mut armies = ByTriangle::<CellSet>::default();
    for t in Triangle::ALL {
        if start.army(t).is_empty() {
            continue;
        }
        for _ in 0..options.size.triangle_len() {
            let i = rng.below(free.len());
            armies[t].insert(free.swap_remove(i));
        }
    }
    let seats = options.players.count();
    let to_move = Seat::new(rng.below(seats) as u8)?;
    let setup = Setup {
        options,
        armies,
        to_move,
        passes: 0,
        finished: Default::default(),
    };
    setup.validate().ok()
}

/// A random game: a random start (usually the standard one), a random playout, some undos.
fn random_game(rng: &mut Rng, max_moves: usize) -> Game {
    let options = random_options(rng);
    let start = if rng.chance(20) {
        random_position(rng, options)
    } else {
        let first = Seat::new(rng.below(options.players.count()) as u8).unwrap();
        Position::start_with_first(options, first).ok()
    };
    let start = start.unwrap_or_else(|| Position::start(options).unwrap());
    let mut game = Game::new(start);
    let n = rng.below(max_moves + 1);
    for _ in 0..n {
        let moves = game.position().legal_move_list();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.play(m).unwrap();
    }
    for _ in 0..rng.below(4) {
        game.undo();
    }
    game
}

fn assert_decodes_to(text: &str, game: &Game, seats: &[SeatSetup]) {
    match decode(text) {
        Ok(Link::Game(link)) => {
            assert_eq!(&link.game, game, "{text}");
            let kinds = |s: &[SeatSetup]| s.iter().map(|s| (s.kind, s.colour)).collect::<Vec<_>>();
            assert_eq!(kinds(&link.seats), kinds(seats), "{text}");
        }
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn random_games_round_trip() {
    let mut rng = Rng(1);
    for _ in 0..300 {
        let game = random_game(&mut rng, 120);
        let seats = random_seats(&mut rng, game.start().options());
        let text = encode_game(&game, &seats);
        assert!(text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
        assert_decodes_to(&text, &game, &seats);
        assert_decodes_to(&format!("#{text}"), &game, &seats);
        // The position at the cursor as a position link, compact and readable.
        let pos = game.position();
        for t in [encode_position(pos), encode_text(pos)] {
            match decode(&t) {
                Ok(Link::Position(p)) => assert_eq!(&*p, pos, "{t}"),
                other => panic!("{t}: {other:?}"),
            }
        }
    }
}

#[test]
fn undo_and_redo_history_survive() {
    let mut rng = Rng(2);
    let mut game = Game::new(Position::start(Options::default()).unwrap());
    for _ in 0..30 {
        let moves = game.position().legal_move_list();
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    for _ in 0..7 {
        game.undo();
    }
    let text = encode_game(&game, &default_seats(&Options::default()));
    let Ok(Link::Game(mut link)) = decode(&text) else {
        panic!("{text}")
    };
    assert_eq!(link.game.cursor(), 23);
    assert_eq!(link.game.plies().len(), 30);
    for _ in 0..7 {
        assert!(link.game.redo());
        assert!(game.redo());
        assert_eq!(link.game.position(), game.position());
    }
    assert!(!link.game.redo());
}

#[test]
fn random_positions_round_trip() {
    let mut rng = Rng(3);
    let mut done = 0;
    while done < 300 {
        let options = random_options(&mut rng);
        let Some(pos) = random_position(&mut rng, options) else {
            continue;
        };
        for t in [encode_position(&pos), encode_text(&pos)] {
            match decode(&t) {
                Ok(Link::Position(p)) => assert_eq!(*p, pos, "{t}"),
                other => panic!("{t}: {other:?}"),
            }
        }
        done += 1;
    }
}

/// Decodes `text`; a valid result must encode and decode to itself again.
fn check_no_panic(text: &str) -> Result<(), LinkError> {
    match decode(text)? {
        Link::Game(link) => {
            let again = encode_game(&link.game, &link.seats);
            assert_decodes_to(&again, &link.game, &link.seats);
        }
        Link::Position(p) => {
            let again = encode_position(&p);
            assert!(matches!(decode(&again), Ok(Link::Position(q)) if q == p));
        }
    }
    Ok(())
}

fn sample_links(rng: &mut Rng, n: usize) -> Vec<String> {
    let mut links = Vec::new();
    for _ in 0..n {
        let game = random_game(rng, 60);
        links.push(encode_game(
            &game,
            &random_seats(rng, game.start().options()),
        ));
        links.push(encode_position(game.position()));
    }
    links.push(encode_text(&Position::start(Options::default()).unwrap()));
    links
}

#[test]
fn every_truncation_is_an_error() {
    let mut rng = Rng(4);
    for link in sample_links(&mut rng, 20) {
        for cut in 0..link.len() {
            let prefix = &link[..cut];
            let result = check_no_panic(prefix);
            if !link.starts_with('t') {
                assert!(result.is_err(), "prefix {prefix:?} of {link} decodes");
            }
        }
    }
    assert_eq!(decode(""), Err(LinkError::Empty));
    assert_eq!(decode("#"), Err(LinkError::Empty));
    assert_eq!(decode("g1"), Err(LinkError::NotALink));
    assert_eq!(decode("g1."), Err(LinkError::Truncated));
}

#[test]
fn random_mutations_never_panic() {
    const CHARS: &[u8] =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~/:%# \xc3\xa9";
    let mut rng = Rng(5);
    let links = sample_links(&mut rng, 25);
    let (mut ok, mut errors) = (0, std::collections::BTreeMap::new());
    for i in 0..6000 {
        let mut bytes = links[i % links.len()].clone().into_bytes();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(bytes.len() + 1);
            match rng.below(3) {
                0 if at < bytes.len() => bytes[at] = rng.pick(CHARS),
                1 => bytes.insert(at, rng.pick(CHARS)),
                _ if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => {}
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        match check_no_panic(&text) {
            Ok(()) => ok += 1,
            Err(e) => {
                assert!(!e.to_string().is_empty());
                let name = format!("{e:?}");
                let name = name.split([' ', '(']).next().unwrap_or_default().to_owned();
                *errors.entry(name).or_insert(0) += 1;
            }
        }
    }
    eprintln!("mutations: {ok} still valid, errors {errors:?}");
    assert!(
        errors.len() >= 5,
        "many kinds of errors are reported: {errors:?}"
    );
}

#[test]
fn two_player_start_position_is_short() {
    let pos = Position::start(Options::default()).unwrap();
    let link = encode_position(&pos);
    assert!(link.len() < 40, "{link} has {} chars", link.len());
    let game = encode_game(&Game::new(pos.clone()), &default_seats(&Options::default()));
    assert!(game.len() < 20, "{game}");
    // Any two-player position, whatever the options, stays short on the standard board.
    let mut rng = Rng(6);
    for _ in 0..50 {
        let options = Options {
            players: Players::Two,
            size: BoardSize::Four,
            ..random_options(&mut rng)
        };
        if let Some(p) = random_position(&mut rng, options) {
            assert!(encode_position(&p).len() < 100);
        }
    }
}

/// Plays up to `moves` random moves with the given options; returns the number of moves played
/// and the link lengths before and after.
fn link_lengths(rng: &mut Rng, options: Options, moves: usize) -> (usize, usize, usize) {
    let mut game = Game::new(Position::start(options).unwrap());
    let seats = default_seats(&options);
    let before = encode_game(&game, &seats).len();
    let mut n = 0;
    while n < moves {
        let list = game.position().legal_move_list();
        if list.is_empty() {
            break;
        }
        game.play(list[rng.below(list.len())]).unwrap();
        n += 1;
    }
    (n, before, encode_game(&game, &seats).len())
}

#[test]
fn game_links_grow_by_at_most_two_chars_per_move() {
    let mut rng = Rng(7);
    let cases = [
        Options::default(),
        Options {
            players: Players::Three,
            multiple_sets: true,
            ..Options::default()
        },
        Options {
            players: Players::Six,
            ..Options::default()
        },
        Options {
            size: BoardSize::Six,
            players: Players::Six,
            ..Options::default()
        },
        Options {
            players: Players::Two,
            multiple_sets: true,
            resting: Resting::Anywhere,
            ..Options::default()
        },
    ];
    for options in cases {
        let (n, before, after) = link_lengths(&mut rng, options, 400);
        let per_move = (after - before) as f64 / n as f64;
        eprintln!("{options:?}: {n} moves, {before} → {after} chars, {per_move:.2} per move");
        assert!(per_move <= 2.0, "{per_move} chars per move");
    }
}

#[test]
fn future_versions_and_kinds_are_told_apart() {
    let next = GAME_VERSION + 1;
    assert_eq!(
        decode(&format!("#g{next}.AAAAAAAA")),
        Err(LinkError::FutureVersion {
            kind: 'g',
            version: next
        })
    );
    assert_eq!(
        decode("p2.AAAA"),
        Err(LinkError::FutureVersion {
            kind: 'p',
            version: 2
        })
    );
    assert_eq!(
        decode("t9.p2/0:a1/0"),
        Err(LinkError::FutureVersion {
            kind: 't',
            version: 9
        })
    );
    assert_eq!(decode("z1.AAAA"), Err(LinkError::UnknownKind));
    assert_eq!(decode("g0.AAAA"), Err(LinkError::NotALink));
    assert_eq!(decode("hello"), Err(LinkError::NotALink));
    assert!(decode("g2.x")
        .unwrap_err()
        .to_string()
        .contains("newer version"));
}

/// Writes bits MSB first into base64url, as `docs/links.md` describes (independent of the
/// codec's own writer).
fn bits_to_link(prefix: &str, bits: &str) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits: String = bits.chars().filter(|c| *c == '0' || *c == '1').collect();
    while bits.len() % 6 != 0 {
        bits.push('0');
    }
    let chars: String = (0..bits.len() / 6)
        .map(|i| char::from(A[usize::from_str_radix(&bits[6 * i..6 * i + 6], 2).unwrap()]))
        .collect();
    format!("{prefix}{chars}")
}

#[test]
fn links_written_by_hand_from_the_documentation() {
    // The two-player start, bottom (seat 0) to move: default options are 14 zero bits.
    let geo = Geometry::get(BoardSize::Four);
    let start = Position::start(Options::default()).unwrap();
    let mut occupancy = String::new();
    let mut owners = String::new();
    for c in geo.cells() {
        let army = start.army_at(c);
        occupancy.push(if army.is_some() { '1' } else { '0' });
        if let Some(t) = army {
            // armies in play in triangle order: 0 (top) → 0, 3 (bottom) → 1
            owners.push(if t == Triangle::TOP { '0' } else { '1' });
        }
    }
    let body = format!("{} 000 000 000 {occupancy} {owners}", "0".repeat(14));
    let link = bits_to_link("p1.", &body);
    assert_eq!(link, encode_position(&start));
    assert!(matches!(decode(&link), Ok(Link::Position(p)) if *p == start));

    // A game: default options, two humans in their default colours (4 + 3 zero bits each),
    // standard start with seat 0, one move recorded and played: the move with index 5 among the 14 sorted legal moves (4 bits).
    let moves = sorted_moves(&start);
    assert_eq!(moves.len(), 14);
    let game_bits = format!(
        "{} 0000000 0000000 0 000 00001 0 00001 0 0101",
        "0".repeat(14)
    );
    let link = bits_to_link("g1.", &game_bits);
    let mut game = Game::new(start.clone());
    game.play(moves[5]).unwrap();
    assert_eq!(
        link,
        encode_game(&game, &default_seats(&Options::default()))
    );
    assert_decodes_to(&link, &game, &default_seats(&Options::default()));

    // Index 14 of 14 moves: illegal move 1. Cursor 2 of 1 move: out of range.
    let bad = format!(
        "{} 0000000 0000000 0 000 00001 0 00001 0 1110",
        "0".repeat(14)
    );
    assert_eq!(
        decode(&bits_to_link("g1.", &bad)),
        Err(LinkError::IllegalMove { number: 1 })
    );
    let bad = format!(
        "{} 0000000 0000000 0 000 00001 0 00010 0 0101",
        "0".repeat(14)
    );
    assert_eq!(
        decode(&bits_to_link("g1.", &bad)),
        Err(LinkError::Cursor {
            cursor: 2,
            moves: 1
        })
    );
    // Board size code 3 does not exist; teams with two players do not go together.
    let bad = format!("11{}", "0".repeat(40));
    assert_eq!(
        decode(&bits_to_link("g1.", &bad)),
        Err(LinkError::UnknownOption)
    );
    let bad = format!("000001{}", "0".repeat(40));
    assert!(matches!(
        decode(&bits_to_link("g1.", &bad)),
        Err(LinkError::Options(_))
    ));
    // A character outside the alphabet, and a character too many.
    let good = encode_game(&game, &default_seats(&Options::default()));
    assert_eq!(
        decode(&format!("{good}~")),
        Err(LinkError::BadChar { index: good.len() })
    );
    assert_eq!(decode(&format!("{good}A")), Err(LinkError::TrailingData));
    // A position with a peg missing is reported by the engine.
    let mut short = occupancy.clone().into_bytes();
    let first = short.iter().position(|&b| b == b'1').unwrap();
    short[first] = b'0';
    let body = format!(
        "{} 000 000 000 {} {}",
        "0".repeat(14),
        String::from_utf8(short).unwrap(),
        &owners[1..]
    );
    let err = decode(&bits_to_link("p1.", &body)).unwrap_err();
    assert!(matches!(err, LinkError::Position(_)), "{err:?}");
    assert!(err.to_string().contains("wrong number of pegs"), "{err}");

    // The readable form, percent-encoded as a browser may send it.
    let text = "t1.p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0";
    assert!(matches!(decode(text), Ok(Link::Position(p)) if *p == start));
    let spaced = "t1.p2/0:a1.b1-2.c1-3.d1-4/3:%20n1-4.o1-3.p1-2.q1/1";
    assert!(matches!(decode(spaced), Ok(Link::Position(p)) if p.to_move().index() == 1));
    assert!(matches!(
        decode("t1.p2/0:a1/0"),
        Err(LinkError::Position(_))
    ));
    assert!(matches!(
        decode("t1.p2/0:zz/0"),
        Err(LinkError::Notation(_))
    ));
}

#[test]
fn the_documented_examples_decode() {
    let start = Position::start(Options::default()).unwrap();
    let humans = default_seats(&Options::default());
    assert_eq!(encode_position(&start), "p1.AAAB_4AAAAAAAAAAAAAAAAP_AD_w");
    assert_eq!(
        encode_game(&Game::new(start.clone()), &humans),
        "g1.AAAAAAAA"
    );
    let mut game = Game::new(start.clone());
    let mut rng = Rng(8);
    for _ in 0..10 {
        let list = game.position().legal_move_list();
        game.play(list[rng.below(list.len())]).unwrap();
    }
    game.undo();
    let mut seats = humans.clone();
    seats[1].kind = SeatKind::Computer { level: 3 };
    assert_eq!(encode_game(&game, &seats), "g1.AAABgFEl09sjA6Jg");
    assert_decodes_to("#g1.AAABgFEl09sjA6Jg", &game, &seats);
    assert_eq!(
        encode_position(game.position()),
        "p1.AACB7wIAAQAAAAAAAACAAIH3AD_w"
    );
    assert_eq!(
        encode_text(game.position()),
        "t1.p2/0:a1.b1-2.c1.c3.d1-3.e6.f10/3:l4.m8.n2-4.o1-2.p1-2.q1/1"
    );
    let six = Options {
        players: Players::Six,
        teams: true,
        ..Options::default()
    };
    assert_eq!(
        encode_position(&Position::start(six).unwrap()),
        "p1.NAAB__g_gfAcAgCAcB8D-D__AAAAAttJJtpJtJpikSkiSkkSSbbbbb"
    );
    let filled = Options {
        unused: Unused::Filled,
        ..Options::default()
    };
    assert_eq!(
        encode_position(&Position::start(filled).unwrap()),
        "p1.AgAB_4AAAAAAAAAAAAAAAAP_AD_w"
    );
    let multi = Options {
        multiple_sets: true,
        ..Options::default()
    };
    assert_eq!(encode_position(&Position::start(multi).unwrap()).len(), 57);
}
