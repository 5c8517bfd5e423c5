//! Position and move notation: examples from docs/notation.md, lenient
//! reading, canonical writing, typed errors.

mod common;

use sternhalma::engine::{
    BoardSize, CellError, MoveNotation, MoveNotationError, Options, ParseSetupError, Players,
    Position, PositionError, Seat, Setup, SetupField, SetupReason, Status, Triangle,
};

const START2: &str = "p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0";

fn err(field: SetupField, reason: SetupReason) -> ParseSetupError {
    ParseSetupError { field, reason }
}

#[test]
fn start_positions_round_trip() {
    assert_eq!(
        Position::start(Options::default()).unwrap().to_string(),
        START2
    );
    for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
        for size in BoardSize::ALL {
            for multi in [false, true] {
                let o = Options {
                    players,
                    size,
                    multiple_sets: multi,
                    ..Options::default()
                };
                let Ok(pos) = Position::start(o) else {
                    continue;
                };
                let text = pos.to_string();
                let setup: Setup = text.parse().unwrap();
                assert_eq!(setup, pos.to_setup());
                assert_eq!(setup.validate().unwrap(), pos);
            }
        }
    }
}

#[test]
fn documented_examples() {
    let six = "p6/0:a1.b1-2.c1-3.d1-4/1:e10-13.f10-12.g10-11.h10/2:j10.k10-11.l10-12.m10-13/3:n1-4.o1-3.p1-2.q1/4:j1.k1-2.l1-3.m1-4/5:e1-4.f1-3.g1-2.h1/0";
    assert_eq!(
        Position::start(Options::with_players(Players::Six))
            .unwrap()
            .to_string(),
        six
    );
    let all = "p3.n5.multi.filled.rest-bga.lock-off.spoil-fill.end-playon/0:a1.b1-2.c1-3.d1-4.e1-5/1:f12-16.g12-15.h12-14.i12-13.j12/2:l12.m12-13.n12-14.o12-15.p12-16/3:q1-5.r1-4.s1-3.t1-2.u1/4:l1.m1-2.n1-3.o1-4.p1-5/5:f1-5.g1-4.h1-3.i1-2.j1/2.p1.f1";
    let setup: Setup = all.parse().unwrap();
    assert_eq!(setup.to_string(), all);
    assert_eq!(setup.options.size, BoardSize::Five);
    assert_eq!(setup.to_move, Seat::new(2).unwrap());
    assert_eq!(setup.passes, 1);
    assert_eq!(setup.finished.to_vec(), vec![Seat::new(1).unwrap()]);
    // seat 1 is listed as finished, but its armies have never left home: not
    // a position a game can reach
    assert_eq!(
        setup.validate(),
        Err(PositionError::NotHome(Seat::new(1).unwrap()))
    );
}

#[test]
fn finished_seats_are_checked_against_the_board() {
    // Nobody has finished at the start.
    let claim = format!("{START2}.f1");
    assert_eq!(
        claim.parse::<Setup>().unwrap().validate(),
        Err(PositionError::NotHome(Seat::new(1).unwrap()))
    );
    assert_eq!(
        PositionError::NotHome(Seat::new(1).unwrap()).to_string(),
        "finished seat 1 is not home"
    );
    // A seat whose pegs fill its goal may be listed (and is, when it is not).
    let home = "p3.end-playon/1:e10-13.f10-12.g10-11.h10/3:a1.b1-2.c1-3.d1-4/5:e1-4.f1-3.g1-2.h1/1";
    assert_eq!(common::position(home).finished().to_vec(), [Seat::FIRST]);
    assert!(common::position(&format!("{home}.f0"))
        .finished()
        .contains(Seat::FIRST));
    // With fill what is available, finishing is permanent: a finished seat's
    // blockers may have left its goal since. Seat 0 (army 3) finished with
    // three blockers in its goal, which have left: still finished, as long as
    // an own peg is in the goal ...
    let left = "p3.spoil-fill.end-playon/1:e10-13.f10-12.g10-11.h10/3:a1.b1-2.c1-3.d1.e5-7/5:e1-4.f1-3.g1-2.h1/1.f0";
    assert_eq!(common::position(left).finished().to_vec(), [Seat::FIRST]);
    // ... but a seat without any own peg in its goal never finished.
    let never = "p3.spoil-fill.end-playon/1:a1.b1-2.c1-3.d1-4/3:h5.i1-9/5:e1-4.f1-3.g1-2.h1/1.f0";
    assert_eq!(
        never.parse::<Setup>().unwrap().validate(),
        Err(PositionError::NotHome(Seat::FIRST))
    );
}

#[test]
fn seats_found_home_are_ranked_in_seat_order() {
    // Seats 0 (army 3 on the top triangle) and 2 (army 0 on the bottom one)
    // are home but not listed: they finish in seat order, whoever is to move.
    let board =
        "p4/0:n1-4.o1-3.p1-2.q1/1:e10-13.f10-12.g10-11.h10/3:a1.b1-2.c1-3.d1-4/4:j1.k1-2.l1-3.m1-4";
    for to_move in 0..4 {
        let pos = common::position(&format!("{board}/{to_move}"));
        let two = Seat::new(2).unwrap();
        assert_eq!(
            pos.finished().to_vec(),
            [Seat::FIRST, two],
            "to move {to_move}"
        );
        assert!(pos.to_string().ends_with(".f02"), "{pos}");
        let Status::Finished { ranking } = pos.status() else {
            panic!("the first finisher has won")
        };
        assert_eq!(ranking.place(Seat::FIRST), Some(1));
        assert_eq!(ranking.place(two), Some(2));
    }
}

#[test]
fn position_errors_name_holes_in_notation() {
    let overlap = "p2/0:a1.b1-2.c1-3.d1-3.n1/3:n1-4.o1-3.p1-2.q1/0";
    let e = overlap.parse::<Setup>().unwrap().validate().unwrap_err();
    assert_eq!(e.to_string(), "two pegs on n1");
    let inert = "p2.filled/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.h1/0";
    let e = inert.parse::<Setup>().unwrap().validate().unwrap_err();
    assert_eq!(e.to_string(), "peg on the inert peg on h1");
}

#[test]
fn lenient_reading() {
    let messy = "  P2 / 3:N1-4 . O1-3 .. P1-2.Q1 / 0:a1.B1.b2.c1-3.D1-4 /0\n";
    let s: Setup = messy.parse().unwrap();
    assert_eq!(s.to_string(), START2);
    // single-cell ranges and out-of-order cells
    let s: Setup = "p2/0:d4.d1-3.a1-1.b2.b1.c1-3/3:q1.p1-2.o1-3.n1-4/0"
        .parse()
        .unwrap();
    assert_eq!(s.to_string(), START2);
    // defaults may be written out
    let s: Setup = "p2.n4.empty.rest-pass.lock-on.spoil-swap.end-first.score-std/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0"
        .parse()
        .unwrap();
    assert_eq!(s.to_string(), START2);
}

#[test]
fn parse_errors_are_typed() {
    let cases: &[(&str, ParseSetupError)] = &[
        ("", err(SetupField::Layout, SetupReason::MissingField)),
        ("p2", err(SetupField::Layout, SetupReason::MissingField)),
        ("/0", err(SetupField::Options, SetupReason::MissingPlayers)),
        ("p5/0", err(SetupField::Options, SetupReason::UnknownOption)),
        (
            "p2.p3/0",
            err(SetupField::Options, SetupReason::DuplicateOption),
        ),
        ("p2/x:a1/0", err(SetupField::Army(1), SetupReason::BadArmy)),
        ("p2/6:a1/0", err(SetupField::Army(1), SetupReason::BadArmy)),
        (
            "p2/0:a1/0:b1/0",
            err(SetupField::Army(2), SetupReason::DuplicateArmy),
        ),
        (
            "p2/0:a2/0",
            err(SetupField::Army(1), SetupReason::Cell(CellError::Column)),
        ),
        (
            "p2/0:r1/0",
            err(SetupField::Army(1), SetupReason::Cell(CellError::Row)),
        ),
        (
            "p2/0:11/0",
            err(SetupField::Army(1), SetupReason::Cell(CellError::Syntax)),
        ),
        (
            "p2/0:e5-3/0",
            err(SetupField::Army(1), SetupReason::BadRange),
        ),
        (
            "p2/0:e5-/0",
            err(SetupField::Army(1), SetupReason::BadRange),
        ),
        (
            "p2/0:e5-14/0",
            err(SetupField::Army(1), SetupReason::Cell(CellError::Column)),
        ),
        (
            "p2/0:a1.a1/0",
            err(SetupField::Army(1), SetupReason::DuplicateCell),
        ),
        ("p2/0:a1/7", err(SetupField::Turn, SetupReason::BadSeat)),
        ("p2/0:a1/", err(SetupField::Turn, SetupReason::BadSeat)),
        ("p2/0:a1/0.p", err(SetupField::Turn, SetupReason::BadPasses)),
        (
            "p2/0:a1/0.f00",
            err(SetupField::Turn, SetupReason::BadFinished),
        ),
        (
            "p2/0:a1/0.q1",
            err(SetupField::Turn, SetupReason::UnknownTurnItem),
        ),
    ];
    for (text, e) in cases {
        assert_eq!(text.parse::<Setup>(), Err(*e), "{text:?}");
        assert!(!e.to_string().is_empty());
    }
    assert_eq!(
        "p2/0:a2/0".parse::<Setup>().unwrap_err().to_string(),
        "field 1: no such column"
    );
}

#[test]
fn position_errors_are_separate_from_syntax() {
    let check = |text: &str, e: PositionError| {
        let setup: Setup = text.parse().unwrap_or_else(|p| panic!("{text}: {p}"));
        assert_eq!(setup.validate(), Err(e), "{text}");
    };
    // wrong peg count
    check(
        "p2/0:a1.b1-2.c1-3.d1-3/3:n1-4.o1-3.p1-2.q1/0",
        PositionError::PegCount(Triangle::TOP),
    );
    // army that does not play with 2 players
    check(
        "p2/0:a1.b1-2.c1-3.d1-4/1:e10/3:n1-4.o1-3.p1-2.q1/0",
        PositionError::ArmyNotInGame(Triangle::new(1).unwrap()),
    );
    // two pegs on one hole
    check(
        "p2/0:a1.b1-2.c1-3.d1-3.n1/3:n1-4.o1-3.p1-2.q1/0",
        PositionError::Overlap("n1".parse().unwrap()),
    );
    // side to move not in the game
    check(
        "p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/2",
        PositionError::SideToMove(Seat::new(2).unwrap()),
    );
    // teams need six players
    assert!(matches!(
        "p4.teams/0:a1/0".parse::<Setup>().unwrap().validate(),
        Err(PositionError::Options(_))
    ));
    // a peg on a filled unused triangle
    let text = "p2.filled/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.e1/0";
    let setup: Setup = text.parse().unwrap();
    assert!(matches!(
        setup.validate(),
        Err(PositionError::OnInertPeg(_))
    ));
    // a finisher outside the game
    check(
        "p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0.f5",
        PositionError::Finished(Seat::new(5).unwrap()),
    );
}

#[test]
fn moves() {
    let pos = Position::start(Options::default()).unwrap();
    for m in pos.legal_move_list().iter() {
        let name = pos.move_name(*m);
        let parsed: MoveNotation = name.parse().unwrap();
        assert_eq!(parsed.to_string(), name);
        assert_eq!(parsed.resolve(&pos), Ok(*m));
        assert_eq!(pos.parse_move(&name.to_uppercase()), Ok(*m));
    }
    assert_eq!(pos.parse_move("n1-m5").map(|m| m.is_step()), Ok(true));
    assert_eq!(pos.parse_move("o1 - m5").map(|m| m.is_hop()), Ok(true));
    assert_eq!(pos.parse_move("n1-m4"), Err(MoveNotationError::Illegal));
    assert_eq!(
        pos.parse_move("n1-z4"),
        Err(MoveNotationError::Cell(CellError::Row))
    );
    assert_eq!(pos.parse_move("n1m5"), Err(MoveNotationError::Syntax));
    assert_eq!(pos.parse_move("n1-m5-"), Err(MoveNotationError::Syntax));
    assert_eq!(pos.parse_move(""), Err(MoveNotationError::Syntax));
    // swap forms
    let swap: MoveNotation = "g6-e6xc2".parse().unwrap();
    assert!(swap.swap && swap.back.is_some());
    assert_eq!(swap.to_string(), "g6-e6xc2");
    let swap: MoveNotation = "E6XD1".parse().unwrap();
    assert_eq!(swap.to_string(), "e6xd1");
    // row x exists on the largest board: "x3xx5" is x3 swapping onto x5
    let m: MoveNotation = "x3xx5".parse().unwrap();
    assert_eq!(m.to_string(), "x3xx5");
    let pos: Position = "p2/0:a1.b1-2.c1-3.d1-4/3:f6.g6.n1-4.o1-3.p1/0"
        .parse::<Setup>()
        .unwrap()
        .validate()
        .unwrap();
    let m = pos.parse_move("g6-e6xc2").unwrap();
    assert_eq!(
        pos.path(m)
            .unwrap()
            .iter()
            .map(|&c| pos.geometry().name(c).to_string())
            .collect::<Vec<_>>(),
        ["g6", "e6", "c2"]
    );
    assert_eq!(pos.parse_move("g6xc2"), Err(MoveNotationError::Illegal));
}

#[test]
fn examples_in_docs_are_valid() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/notation.md")).unwrap();
    let mut n = 0;
    for line in doc
        .lines()
        .filter(|l| l.starts_with('p') && l.contains('/'))
    {
        assert_eq!(common::position(line).to_string(), line, "canonical");
        n += 1;
    }
    assert!(n >= 5);
}
