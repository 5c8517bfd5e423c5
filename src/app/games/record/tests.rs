use super::*;

fn finished(places: &[u8]) -> Progress {
    Progress::Finished {
        places: places.to_vec(),
    }
}

#[test]
fn results_read_back_with_shared_places() {
    for progress in [
        Progress::Unfinished,
        Progress::Unreadable,
        finished(&[2, 1]),
        finished(&[1, 3, 3, 1, 5, 5]),
    ] {
        let text = progress_text(&progress);
        assert_eq!(parse_progress(&text), Some(progress), "{text}");
    }
    assert_eq!(
        progress_text(&finished(&[2, 1])),
        "1st player 2, 2nd player 1"
    );
    for bad in [
        "",
        "won",
        "1st player 1, 1st player 1",
        "1st player 2",
        "0th player 1",
        "1st player 7",
    ] {
        assert_eq!(parse_progress(bad), None, "{bad}");
    }
}

#[test]
fn players_read_back_whatever_their_names() {
    for name in ["Ann", "", "Bo (x)", "(", "a)b", "  spaced  "] {
        for kind in [SeatKind::Human, SeatKind::Computer(crate::ai::Level::CLUB)] {
            let p = Player {
                name: name.into(),
                kind,
            };
            let (back, written) = parse_player(&player_text(&p)).unwrap();
            assert_eq!(back, name.trim(), "{name}");
            assert_eq!(written.at(2), kind);
        }
    }
    assert_eq!(parse_player("Ann (computer level 0)"), None);
    assert_eq!(parse_player("Ann"), None);
}

#[test]
fn headers_are_one_line_each_whatever_they_are_given() {
    let record = Record {
        header: Header {
            id: Some(GameId("x1".into())),
            title: "two\nlines\u{1e}".into(),
            players: vec![Player {
                name: "A\nB".into(),
                kind: SeatKind::Human,
            }],
            rules: "p2".into(),
            ..Header::default()
        },
        body: "g2.A.\nmore\n\ntext".into(),
    };
    let back = Record::parse(&record.to_text()).unwrap();
    assert_eq!(back.header.title, "twolines");
    assert_eq!(back.header.players[0].name, "AB");
    assert_eq!(back.body, record.body);
    assert_eq!(back.link(), "g2.A.");
    assert_eq!(back.extra(), "more\n\ntext");
}

#[test]
fn rejects_what_is_not_a_record_and_reports_later_formats() {
    assert_eq!(Record::parse(""), Err(RecordError::NotARecord));
    assert_eq!(Record::parse("g2.AAAA."), Err(RecordError::NotARecord));
    assert_eq!(
        Record::parse("Sternhalma game 2\nWhatever: x\n\nbody"),
        Err(RecordError::Newer(2))
    );
    assert_eq!(
        Record::parse("Sternhalma game 1\nMoves: many\n\n"),
        Err(RecordError::BadField("Moves"))
    );
    assert_eq!(
        Record::parse("Sternhalma game 1\nPlayer 2: (human)\n\n"),
        Err(RecordError::BadField("Player"))
    );
    // Unknown keys are skipped; a record may end without a body.
    let r = Record::parse("Sternhalma game 1\nLater: 3\nMoves: 4").unwrap();
    assert_eq!((r.header.moves, r.body.as_str()), (4, ""));
}

#[test]
fn ids_are_short_lowercase_and_fresh() {
    let mut rng = SplitMix64::new(7);
    let a = GameId::random(&mut rng);
    let b = GameId::random(&mut rng);
    assert_ne!(a, b);
    assert_eq!(a.as_str().parse::<GameId>(), Ok(a.clone()));
    assert_eq!(a.as_str().len(), 12);
    for bad in ["", "ABC", "a-b", "x".repeat(17).as_str(), "é"] {
        assert_eq!(bad.parse::<GameId>(), Err(BadGameId), "{bad}");
    }
}

#[test]
fn a_computer_seat_reads_in_the_levels_of_the_record_that_wrote_it() {
    use crate::ai::Level;
    use crate::app::seats::SeatKind;
    let at = |text: &str, seats| super::parse_kind(text).map(|w| w.at(seats));
    let computer = |level| Some(SeatKind::Computer(level));
    // Four levels: the old numbers, read as the levels that play like them.
    assert_eq!(at("computer level 4", 2), computer(Level::MASTER));
    assert_eq!(at("computer level 3", 2), computer(Level::STRONG));
    assert_eq!(at("computer level 9", 3), computer(Level::MASTER));
    assert_eq!(at("computer level 1", 2), computer(Level::BEGINNER));
    assert_eq!(at("computer level 1", 3), computer(Level::BEGINNER));
    assert_eq!(at("computer level 1", 4), computer(Level::CASUAL));
    // Five levels: with two seats 1 and 2 stay, 3 to 5 move up one; with three 1 to 4 stay
    // (the three-player levels moved up a step since); with more, all move up.
    assert_eq!(at("computer level 2 of 5", 2), computer(Level::CASUAL));
    assert_eq!(at("computer level 3 of 5", 2), computer(Level::ADVANCED));
    assert_eq!(at("computer level 4 of 5", 2), computer(Level::STRONG));
    assert_eq!(at("computer level 2 of 5", 6), computer(Level::CLUB));
    assert_eq!(at("computer level 2 of 5", 3), computer(Level::CASUAL));
    assert_eq!(at("computer level 5 of 5", 3), computer(Level::MASTER));
    assert_eq!(at("computer level 5 of 5", 4), computer(Level::MASTER));
    // Six levels: the number as it is, at every table.
    for level in Level::ALL {
        let kind = SeatKind::Computer(level);
        for seats in [2, 3, 6] {
            assert_eq!(at(&super::kind_text(kind), seats), Some(kind));
        }
    }
    assert_eq!(at("computer level 2 of 7", 2), None);
    assert_eq!(at("computer level 0", 2), None);
    assert_eq!(at("computer level 0 of 6", 2), None);
}

#[test]
fn a_record_of_five_levels_reads_its_levels_by_its_number_of_players() {
    use crate::ai::Level;
    use crate::app::seats::SeatKind;
    let text = |players: &[&str]| {
        let mut t = format!("{} {}\n", super::MAGIC, super::FORMAT);
        for (i, p) in players.iter().enumerate() {
            t.push_str(&format!("Player {}: {p}\n", i + 1));
        }
        t
    };
    let two = super::read_header(&text(&["Ann (human)", "(computer level 3 of 5)"])).unwrap();
    assert_eq!(two.players[1].kind, SeatKind::Computer(Level::ADVANCED));
    let three = super::read_header(&text(&[
        "Ann (human)",
        "(computer level 1 of 5)",
        "(computer level 3 of 5)",
    ]))
    .unwrap();
    assert_eq!(three.players[1].kind, SeatKind::Computer(Level::BEGINNER));
    assert_eq!(three.players[2].kind, SeatKind::Computer(Level::CLUB));
    let four = super::read_header(&text(&[
        "Ann (human)",
        "(computer level 1 of 5)",
        "(computer level 3 of 5)",
        "Bo (human)",
    ]))
    .unwrap();
    assert_eq!(four.players[1].kind, SeatKind::Computer(Level::CASUAL));
    assert_eq!(four.players[2].kind, SeatKind::Computer(Level::ADVANCED));
}

#[test]
fn an_unreadable_entry_keeps_its_moves_when_written_back() {
    let record = Record {
        header: Header {
            id: Some(GameId("x1".into())),
            revision: 3,
            moves: 17,
            progress: Progress::Unreadable,
            source: Some("sternhalma.game@/".into()),
            ..Header::default()
        },
        body: "not\na game".into(),
    };
    let text = record.to_text();
    assert!(text.contains("\nMoves: 17\nResult: unreadable\n"), "{text}");
    let back = Record::parse(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.to_text(), text);
}

#[test]
fn names_and_titles_lose_bidirectional_controls() {
    let controls = [
        '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}',
        '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{061c}',
    ];
    for c in controls {
        assert!(is_bidi_control(c), "{c:?}");
        assert_eq!(clean_name(&format!("Ann{c}3pm.exe")), "Ann3pm.exe", "{c:?}");
        assert_eq!(clean_name(&format!("{c} Bo {c}")), "Bo", "{c:?}");
    }
    // Letters of right-to-left scripts and the joiners stay.
    for kept in ["שלום", "مرحبا", "a\u{200d}b", "Ça va"] {
        assert_eq!(clean_name(kept), kept);
    }
    // A record read back shows no control, whatever its text holds.
    let record = Record {
        header: Header {
            title: "Evening \u{2067}game\u{2069}".into(),
            players: vec![Player {
                name: "Ann\u{202e}gnp.exe".into(),
                kind: SeatKind::Human,
            }],
            ..Header::default()
        },
        body: "g2.A.".into(),
    };
    let text = record.to_text();
    assert!(!text.chars().any(is_bidi_control), "{text:?}");
    let spoofed = text.replace("Ann", "Ann\u{202e}");
    let back = Record::parse(&spoofed).unwrap();
    assert_eq!(back.header.title, "Evening game");
    assert_eq!(back.header.players[0].name, "Anngnp.exe");
}
