//! Links (`app::link`): round trips of random games and positions, every truncation and
//! thousands of mutations of valid links (a typed error or a valid game, never a panic),
//! lengths, versions, and links written by hand from `docs/links.md`.

use sternhalma::ai::Level;
use sternhalma::app::link::{
    decode, encode_game, encode_position, encode_text, sorted_moves, Link, LinkError, GAME_VERSION,
};
use sternhalma::app::seats::{default_seats, Colour, SeatKind, SeatSetup};
use sternhalma::engine::{
    BoardSize, ByTriangle, CellSet, Game, Geometry, LockIn, Move, Options, OptionsError, Pegs,
    Players, Position, Resting, Seat, Setup, Triangle, Unused,
};

mod common;

use common::Rng;

/// Random options that go together (board sizes weighted towards the standard one, whose
/// games are faster).
fn random_options(rng: &mut Rng) -> Options {
    let options = common::random_options(rng);
    if rng.chance(70) {
        Options {
            size: BoardSize::Four,
            ..options
        }
    } else {
        options
    }
}

fn random_seats(rng: &mut Rng, options: &Options) -> Vec<SeatSetup> {
    let mut seats = default_seats(options);
    for s in &mut seats {
        if rng.chance(40) {
            s.kind = SeatKind::from_number(1 + rng.below(15) as u8);
        }
        s.colour = Colour::new(rng.below(6) as u8).unwrap();
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
        for _ in 0..start.army(t).len() {
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
            assert!(link.is_whole(), "{text}: {:?}", link.salvaged);
            assert_eq!(&link.game, game, "{text}");
            let kinds = |s: &[SeatSetup]| s.iter().map(|s| (s.kind, s.colour)).collect::<Vec<_>>();
            assert_eq!(kinds(&link.seats), kinds(seats), "{text}");
        }
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn random_games_round_trip() {
    let mut rng = Rng::new(1);
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
    let mut rng = Rng::new(2);
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
    let mut rng = Rng::new(3);
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

/// The recorded moves of `game`, undone ones too.
fn recorded(game: &Game) -> Vec<Move> {
    let mut all = game.clone();
    while all.redo() {}
    all.moves()
}

#[test]
fn every_truncation_is_an_error_or_the_moves_before_the_cut() {
    let mut rng = Rng::new(4);
    let mut salvaged = 0;
    for link in sample_links(&mut rng, 20) {
        let whole = match decode(&link) {
            Ok(Link::Game(l)) => Some(l.game),
            _ => None,
        };
        for cut in 0..link.len() {
            let prefix = &link[..cut];
            let result = check_no_panic(prefix);
            if link.starts_with('t') {
                continue;
            }
            match (decode(prefix), &whole) {
                // A game cut in its moves opens with the moves before the cut, and says so.
                (Ok(Link::Game(l)), Some(whole)) => {
                    let s = l
                        .salvaged
                        .unwrap_or_else(|| panic!("prefix {prefix:?} of {link} decodes whole"));
                    assert_eq!(s.reason, LinkError::Truncated, "{prefix:?}");
                    assert_eq!(s.recorded, recorded(whole).len());
                    assert!(s.kept < s.recorded);
                    assert_eq!(recorded(&l.game), recorded(whole)[..s.kept], "{prefix:?}");
                    assert!(l.game.cursor() <= whole.cursor());
                    salvaged += 1;
                }
                (Ok(other), _) => panic!("prefix {prefix:?} of {link} decodes: {other:?}"),
                (Err(_), _) => assert!(result.is_err()),
            }
        }
    }
    assert!(salvaged > 100, "{salvaged} cuts in the moves");
    assert_eq!(decode(""), Err(LinkError::Empty));
    assert_eq!(decode("#"), Err(LinkError::Empty));
    assert_eq!(decode("g1"), Err(LinkError::NotALink));
    assert_eq!(decode("g1."), Err(LinkError::Truncated));
}

#[test]
fn a_link_damaged_in_its_moves_opens_the_moves_before_the_damage() {
    let mut rng = Rng::new(11);
    let (mut illegal, mut bad_char) = (0, 0);
    for _ in 0..200 {
        let game = random_game(&mut rng, 60);
        let moves = recorded(&game);
        if moves.len() < 8 {
            continue;
        }
        let seats = default_seats(game.start().options());
        let link = encode_game(&game, &seats);
        let segment = link.rfind('.').unwrap() + 1;
        // A character of the moves changed into one outside the link alphabet: the moves
        // before that character are opened, whatever they are.
        let at = segment + rng.below(link.len() - segment);
        let damaged = format!("{}~{}", &link[..at], &link[at + 1..]);
        let Ok(Link::Game(l)) = decode(&damaged) else {
            panic!("{damaged} does not open");
        };
        let s = l.salvaged.expect("it says what was dropped");
        assert_eq!(s.reason, LinkError::BadChar { index: at }, "{damaged}");
        assert_eq!(recorded(&l.game), moves[..s.kept]);
        // Each move takes at most 15 bits: no more than three moves share a character.
        assert!((at - segment) * 6 / 15 <= s.kept, "{damaged}: {s:?}");
        bad_char += 1;
        // A character changed into another of the alphabet: the moves before the first one
        // that is not legal any more are opened (the changed bits may still read as legal
        // moves of their own).
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut bytes = link.clone().into_bytes();
        let c = bytes[at];
        bytes[at] =
            alphabet[(alphabet.iter().position(|&x| x == c).unwrap() + 1 + rng.below(63)) % 64];
        let changed = String::from_utf8(bytes).unwrap();
        match decode(&changed) {
            Ok(Link::Game(l)) => {
                // (Moves read wrongly may also take more bits than are left.)
                if let Some(s) = l.salvaged {
                    match s.reason {
                        LinkError::IllegalMove { number } => {
                            assert_eq!(number, s.kept + 1);
                            illegal += 1;
                        }
                        e => assert_eq!(e, LinkError::Truncated, "{changed}"),
                    }
                }
                let kept = recorded(&l.game);
                let same = kept.iter().zip(&moves).take_while(|(a, b)| a == b).count();
                // Every move written wholly before the changed character is read as it was.
                assert!(
                    same >= ((at - segment) * 6 / 15).min(moves.len()),
                    "{changed}"
                );
            }
            Ok(other) => panic!("{changed}: {other:?}"),
            // (Only padding bits changed past the last move.)
            Err(e) => assert_eq!(e, LinkError::TrailingData, "{changed}"),
        }
    }
    assert!(
        bad_char > 50 && illegal > 10,
        "{bad_char} bad characters, {illegal} illegal moves"
    );
}

#[test]
fn random_mutations_never_panic() {
    const CHARS: &[u8] =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~/:%# \xc3\xa9";
    let mut rng = Rng::new(5);
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
    let mut rng = Rng::new(6);
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
    let mut rng = Rng::new(7);
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
        decode("p3.AAAA"),
        Err(LinkError::FutureVersion {
            kind: 'p',
            version: 3
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
    assert!(decode("g3.x")
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

/// The occupancy bits of a position body (one per hole) and the army bits (rank among the two
/// armies in play, one bit each), as `docs/links.md` describes.
fn body_bits(pos: &Position) -> (String, String) {
    let mut occupancy = String::new();
    let mut owners = String::new();
    for c in pos.geometry().cells() {
        let army = pos.army_at(c);
        occupancy.push(if army.is_some() { '1' } else { '0' });
        if let Some(t) = army {
            // armies in play in triangle order: 0 (top) → 0, 3 (bottom) → 1
            owners.push(if t == Triangle::TOP { '0' } else { '1' });
        }
    }
    (occupancy, owners)
}

#[test]
fn links_written_by_hand_from_the_documentation() {
    // The two-player start, bottom (seat 0) to move. Version 2: the options are the list of
    // options away from their defaults: none, so just the end mark `00000 0`.
    let start = Position::start(Options::default()).unwrap();
    let (occupancy, owners) = body_bits(&start);
    let body = format!("000 000 000 {occupancy} {owners}");
    let link = bits_to_link("p2.", &format!("000000 {body}"));
    assert_eq!(link, encode_position(&start));
    assert!(matches!(decode(&link), Ok(Link::Position(p)) if *p == start));
    // Version 1 wrote the default options as 14 zero bits; such links still open.
    let v1 = bits_to_link("p1.", &format!("{} {body}", "0".repeat(14)));
    assert!(matches!(decode(&v1), Ok(Link::Position(p)) if *p == start));

    // The 15-peg game: option 10 (pegs) with value 1, written as `var` numbers: id + 1 = 11
    // (`01011 0`), value 1 (`00001 0`), then the end mark.
    let fifteen = Options {
        pegs: Pegs::Fifteen,
        ..Options::default()
    };
    let start15 = Position::start(fifteen).unwrap();
    let (occupancy, owners) = body_bits(&start15);
    let options15 = "010110 000010 000000";
    let link = bits_to_link(
        "p2.",
        &format!("{options15} 000 000 000 {occupancy} {owners}"),
    );
    assert_eq!(link, encode_position(&start15));
    assert!(matches!(decode(&link), Ok(Link::Position(p)) if *p == start15));
    // Options in a text form the engine reads: `p2.pegs15`.
    assert_eq!(start15.options().to_string(), "p2.pegs15");

    // Strict lock-in: option 6 (lock-in) with value 2: id + 1 = 7 (`00111 0`), value 2
    // (`00010 0`), then the end mark. Version 1 links cannot hold it (one bit: off or on).
    let strict = Options {
        lock_in: LockIn::Strict,
        ..Options::default()
    };
    let start_strict = Position::start(strict).unwrap();
    let (occupancy, owners) = body_bits(&start_strict);
    let link = bits_to_link(
        "p2.",
        &format!("001110 000100 000000 000 000 000 {occupancy} {owners}"),
    );
    assert_eq!(link, encode_position(&start_strict));
    assert!(matches!(decode(&link), Ok(Link::Position(p)) if *p == start_strict));
    assert_eq!(start_strict.options().to_string(), "p2.lock-strict");

    // A game: default options, two humans in their default colours (4 + 3 zero bits each),
    // standard start with seat 0, one move recorded and played: the move with index 5 among
    // the 14 sorted legal moves (4 bits).
    let moves = sorted_moves(&start);
    assert_eq!(moves.len(), 14);
    let rest = |moves: &str, cursor: &str, index: &str| {
        format!("0000000 0000000 0 000 {moves} 0 {cursor} 0 {index}")
    };
    let mut game = Game::new(start.clone());
    game.play(moves[5]).unwrap();
    let humans = default_seats(&Options::default());
    // Version 1 wrote this game as 14 zero option bits, then seats, start, counts and the move.
    let v1 = format!("{} {}", "0".repeat(14), rest("00001", "00001", "0101"));
    assert_decodes_to(&bits_to_link("g1.", &v1), &game, &humans);

    // Version 2: the head with the options list (`000000`: none away from the defaults), then
    // a segment of its own for the moves, each one as its peg's rank among the ten pegs of
    // seat 0 (4 bits) and its rank among that peg's sorted legal moves.
    let m = moves[5];
    let pegs: Vec<_> = start.seat_pegs(Seat::FIRST).iter().collect();
    let peg = pegs.iter().position(|&c| c == m.from).unwrap();
    let of_peg: Vec<_> = moves.iter().filter(|x| x.from == m.from).copied().collect();
    let dest = of_peg.iter().position(|&x| x == m).unwrap();
    let dest_bits = match of_peg.len() {
        1 => String::new(),
        n => format!(
            "{dest:0w$b}",
            w = (usize::BITS - (n - 1).leading_zeros()) as usize
        ),
    };
    let head = "000000 0000000 0000000 0 000 00001 0 00001 0";
    let g2 = format!(
        "{}.{}",
        bits_to_link("g2.", head),
        bits_to_link("", &format!("{peg:04b} {dest_bits}"))
    );
    assert_eq!(g2, encode_game(&game, &humans));
    assert_decodes_to(&g2, &game, &humans);
    // A peg rank past the ten pegs, and a move rank past the peg's moves, are illegal moves:
    // the game opens at its start, and says why its one move was dropped.
    let salvaged = |text: &str| match decode(text) {
        Ok(Link::Game(l)) => {
            assert_eq!(l.game.plies().len(), 0, "{text}");
            l.salvaged.map(|s| (s.kept, s.recorded, s.reason))
        }
        other => panic!("{text}: {other:?}"),
    };
    let bad = format!(
        "{}.{}",
        bits_to_link("g2.", head),
        bits_to_link("", &format!("1010 {dest_bits}"))
    );
    let illegal = Some((0, 1, LinkError::IllegalMove { number: 1 }));
    assert_eq!(salvaged(&bad), illegal);
    if of_peg.len() < 1 << dest_bits.len() {
        let past = format!("{:0w$b}", of_peg.len(), w = dest_bits.len());
        let bad = format!(
            "{}.{}",
            bits_to_link("g2.", head),
            bits_to_link("", &format!("{peg:04b} {past}"))
        );
        assert_eq!(salvaged(&bad), illegal);
    }
    // Without its moves segment the link is cut short (its move is dropped); a cursor past
    // the moves is wrong.
    assert_eq!(
        salvaged(&bits_to_link("g2.", head)),
        Some((0, 1, LinkError::Truncated))
    );
    let past = "000000 0000000 0000000 0 000 00001 0 00010 0";
    assert_eq!(
        decode(&format!("{}.", bits_to_link("g2.", past))),
        Err(LinkError::Cursor {
            cursor: 2,
            moves: 1
        })
    );

    // Version 1: index 14 of 14 moves is illegal move 1; cursor 2 of 1 move is out of range.
    let options = "0".repeat(14);
    let bad = format!("{options} {}", rest("00001", "00001", "1110"));
    assert_eq!(salvaged(&bits_to_link("g1.", &bad)), illegal);
    let bad = format!("{options} {}", rest("00001", "00010", "0101"));
    assert_eq!(
        decode(&bits_to_link("g1.", &bad)),
        Err(LinkError::Cursor {
            cursor: 2,
            moves: 1
        })
    );
    // Version 1: board size code 3 does not exist; teams with two players do not go together.
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
    // Version 2: an option id this build does not know (a newer build's option), a value
    // it does not know, an option twice, options out of order, a default written out:
    // unknown option. Teams with two players, 15 pegs with three: options that do not go
    // together.
    let tail = "0".repeat(40);
    for options in [
        "011000 000010 000000",               // id 11
        "111101 000010 000010 000000",        // id 61
        "010110 000100 000000",               // pegs = 2
        "000110 000010 000110 000010 000000", // multiple sets twice
        "001000 000010 000110 000010 000000", // teams, then multiple sets
        "001000 000000 000000",               // teams = off, the default
    ] {
        assert_eq!(
            decode(&bits_to_link("g2.", &format!("{options} {tail}"))),
            Err(LinkError::UnknownOption),
            "{options}"
        );
    }
    assert_eq!(
        decode(&bits_to_link(
            "g2.",
            &format!("001000 000010 000000 {tail}")
        )),
        Err(LinkError::Options(OptionsError::Teams))
    );
    assert_eq!(
        decode(&bits_to_link(
            "g2.",
            &format!("000010 000010 010110 000010 000000 {tail}")
        )),
        Err(LinkError::Options(OptionsError::Pegs15))
    );
    // A character outside the alphabet, and a character too many.
    let good = encode_game(&game, &humans);
    assert_eq!(
        decode(&format!("{good}~")),
        Err(LinkError::BadChar { index: good.len() })
    );
    assert_eq!(decode(&format!("{good}A")), Err(LinkError::TrailingData));
    // A position with a peg missing is reported by the engine.
    let (occupancy, owners) = body_bits(&start);
    let mut short = occupancy.into_bytes();
    let first = short.iter().position(|&b| b == b'1').unwrap();
    short[first] = b'0';
    let body = format!(
        "000000 000 000 000 {} {}",
        String::from_utf8(short).unwrap(),
        &owners[1..]
    );
    let err = decode(&bits_to_link("p2.", &body)).unwrap_err();
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
    let text15 = "t1.p2.pegs15/0:a1.b1-2.c1-3.d1-4.e5-9/3:m5-9.n1-4.o1-3.p1-2.q1/0";
    assert!(matches!(decode(text15), Ok(Link::Position(p)) if *p == start15));
}

#[test]
fn the_documented_examples_decode() {
    let start = Position::start(Options::default()).unwrap();
    let humans = default_seats(&Options::default());
    // The first version's new game keeps opening.
    assert_decodes_to("g1.AAAAAAAA", &Game::new(start.clone()), &humans);
    let mut game = Game::new(start.clone());
    let mut rng = Rng::new(8);
    for _ in 0..10 {
        let list = game.position().legal_move_list();
        game.play(list[rng.below(list.len())]).unwrap();
    }
    game.undo();
    let mut seats = humans.clone();
    seats[1].kind = SeatKind::Computer(Level::CLUB);
    let six = Options {
        players: Players::Six,
        teams: true,
        ..Options::default()
    };
    let filled = Options {
        unused: Unused::Filled,
        ..Options::default()
    };
    let fifteen = Options {
        pegs: Pegs::Fifteen,
        ..Options::default()
    };
    let multi = Options {
        multiple_sets: true,
        ..Options::default()
    };
    let examples = [
        encode_position(&start),
        encode_position(&Position::start(filled).unwrap()),
        encode_position(&Position::start(fifteen).unwrap()),
        encode_position(&Position::start(six).unwrap()),
        encode_game(&Game::new(start.clone()), &humans),
        encode_game(&game, &seats),
        encode_position(game.position()),
        encode_text(game.position()),
    ];
    let documented = [
        "p2.AAH_gAAAAAAAAAAAAAAAA_8AP_",
        "p2.KCAAH_gAAAAAAAAAAAAAAAA_8AP_",
        "p2.WCAAH_h8AAAAAAAAAAAAAHw_8AAf_8",
        "p2.CGICAAH_-D-B8BwCAIBwHwP4P_8AAAAC20km2km0mmKRKSJKSRJJtttts",
        "g2.AAAAAA.",
        "g2.AAYAUS.S5VwAxLUBMA",
        "p2.AIHzhgAAAAAAAAAAAEAAw84AP_",
        "t1.p2/0:a1.b1-2.c1-2.d2-4.e5-6/3:l5.m8-9.n1-4.o3.p1-2/1",
    ];
    assert_eq!(examples, documented.map(String::from));
    // The same game as written when there were four levels and when there were five: its
    // "level 3" is the level that plays like it now, with two seats level 5 of four levels'
    // (the search of five-level 4) and level 4 of five levels'.
    let mut old_seats = seats.clone();
    old_seats[1].kind = SeatKind::Computer(Level::STRONG);
    assert_decodes_to("g2.AAGAUS.S5VwAxLUBMA", &game, &old_seats);
    old_seats[1].kind = SeatKind::Computer(Level::ADVANCED);
    assert_decodes_to("g2.AAOAUS.S5VwAxLUBMA", &game, &old_seats);
    for (e, expected) in documented.iter().zip([
        Position::start(Options::default()).unwrap(),
        Position::start(filled).unwrap(),
        Position::start(fifteen).unwrap(),
        Position::start(six).unwrap(),
    ]) {
        assert!(
            matches!(decode(e), Ok(Link::Position(p)) if *p == expected),
            "{e}"
        );
    }
    assert_decodes_to(documented[5], &game, &seats);
    assert_eq!(encode_position(&Position::start(multi).unwrap()).len(), 58);
}

/// A readable position with more passes in a row than a position link holds is refused, not
/// opened as a position its own link would write otherwise; seven still open and come back.
#[test]
fn passes_beyond_what_a_link_holds_are_refused() {
    let text = |passes: u8| format!("t1.p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0.p{passes}");
    assert_eq!(
        decode(&text(8)),
        Err(LinkError::TooManyPasses { passes: 8 })
    );
    let Ok(Link::Position(p)) = decode(&text(7)) else {
        panic!("seven passes read")
    };
    assert_eq!(p.passes(), 7);
    let Ok(Link::Position(back)) = decode(&encode_position(&p)) else {
        panic!("its link reads")
    };
    assert_eq!(back, p);
}

/// A version number of any length is a newer build's, never "not a link".
#[test]
fn long_version_numbers_are_newer_versions() {
    assert_eq!(
        decode("g10000.AAAAAAAA"),
        Err(LinkError::FutureVersion {
            kind: 'g',
            version: 10000
        })
    );
    assert!(matches!(
        decode("g99999999999999999999.AA"),
        Err(LinkError::FutureVersion { kind: 'g', .. })
    ));
}

#[test]
fn a_puzzle_link_names_its_puzzle_and_no_other_link_reads_as_one() {
    use sternhalma::app::link::puzzle::{puzzle_link, write_puzzle_link};
    let id = puzzle_link(" #q1.k2p ").expect("a puzzle link");
    assert_eq!(id.as_str(), "k2p");
    assert_eq!(write_puzzle_link(&id), "q1.k2p");
    for bad in ["q1.", "q1.K2", "q2.k2", "#q1.abcdefghijklm", "q1.a b"] {
        assert_eq!(puzzle_link(bad), None, "{bad}");
    }
    // Game and position links, of every kind and version, stay what they were.
    let mut rng = Rng::new(9);
    for link in sample_links(&mut rng, 20).into_iter().chain([
        "g1.AAAAAAAA".to_owned(),
        "p2.AAH_gAAAAAAAAAAAAAAAA_8AP_".to_owned(),
    ]) {
        assert_eq!(puzzle_link(&link), None, "{link}");
        assert!(decode(&link).is_ok(), "{link}");
    }
    // A puzzle link is not a game's: the game links' codec says it does not know its kind.
    assert!(decode("q1.k2p").is_err());
}

/// Lesson links (`l1.<id>`): every lesson round trips, any case and a leading `#` read, other
/// texts name no lesson, and a tab opened on a lesson link opens the player's last game (the
/// lesson names none) with no broken-link notice.
#[test]
fn lesson_links_name_a_lesson_and_open_the_last_game() {
    use sternhalma::app::games::{open, Games, How, MemoryStore, StartNotice, Time};
    use sternhalma::app::link::{decode_lesson, encode_lesson, is_lesson_link};
    use sternhalma::train::lesson::LessonId;

    for &id in LessonId::ALL {
        let link = encode_lesson(id);
        assert_eq!(link, format!("l1.{}", id.as_str()));
        assert_eq!(decode_lesson(&link), Some(id));
        assert_eq!(
            decode_lesson(&format!("#{}", link.to_uppercase())),
            Some(id)
        );
        assert!(is_lesson_link(&link));
    }
    assert_eq!(decode_lesson("#l1.chain"), Some(LessonId::Chain));
    for text in [
        "",
        "#",
        "l1.",
        "l1.nope",
        "l2.chain",
        "g2.AAAAAA.",
        "t1.p2",
        "l.chain",
        "lx.step",
    ] {
        assert_eq!(decode_lesson(text), None, "{text}");
    }
    assert!(is_lesson_link("#l2.someday"));
    assert!(!is_lesson_link("#g2.AAAAAA."));

    let store = MemoryStore::new();
    let seats = default_seats(&Options::default());
    let mut game = Game::new(Position::start(Options::default()).unwrap());
    game.play(game.position().legal_move_list()[0]).unwrap();
    let mut tab = Games::new(store.clone(), "/", 1);
    open(&mut tab, &encode_game(&game, &seats), None, Time(10));
    let mut fresh = Games::new(store, "/", 2);
    let opening = open(&mut fresh, "#l1.chain", None, Time(20));
    assert_eq!(opening.game.unwrap().how, How::Latest);
    assert!(!opening
        .notices
        .iter()
        .any(|n| matches!(n, StartNotice::BrokenLink(_))));
}
