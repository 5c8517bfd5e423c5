use super::*;
use crate::engine::{Options, Players};

fn tick() -> impl Fn() -> f64 {
    let clock = std::cell::Cell::new(0.0);
    move || {
        clock.set(clock.get() + 1.0);
        clock.get()
    }
}

#[test]
fn requests_round_trip() {
    for body in [
        Body::Move { level: 4 },
        Body::Analyse {
            lines: 3,
            max_depth: 12,
            max_nodes: 1_000_000,
        },
        Body::Review {
            max_nodes: 40_000,
            played: "d3-e5".into(),
        },
        Body::Race,
    ] {
        let r = Request {
            id: u64::MAX,
            body,
            position: "p2/0:a1.b1-2/3:q1/1".into(),
            history: vec!["p2/0:a1/3:q1/0".into(), "p2/0:b1/3:q1/1".into()],
        };
        assert_eq!(Request::decode(&r.encode()), Ok(r));
    }
    let stop = Request {
        id: 3,
        body: Body::Stop,
        position: String::new(),
        history: vec![],
    };
    assert_eq!(Request::decode(&stop.encode()), Ok(stop));
}

#[test]
fn line_breaks_cannot_forge_fields() {
    let r = Request {
        id: 1,
        body: Body::Review {
            max_nodes: 5,
            played: "a b\nc".into(),
        },
        position: "p2\n9\n9".into(),
        history: vec!["a\nb".into()],
    };
    let back = Request::decode(&r.encode()).unwrap();
    assert_eq!(back.position, "p2 9 9");
    assert_eq!(back.history, ["a b"]);
    assert_eq!(
        back.body,
        Body::Review {
            max_nodes: 5,
            played: "a_b_c".into()
        }
    );
    let a = Answer {
        id: 3,
        reply: Ok(Reply::Move("two\nlines".into())),
    };
    assert_eq!(
        Answer::decode(&a.encode()).unwrap().reply,
        Ok(Reply::Move("two lines".into()))
    );
}

#[test]
fn bad_requests_are_typed_errors() {
    assert_eq!(Request::decode(""), Err(WireError::NotARequest));
    assert_eq!(
        Request::decode("sternhalma-ai/1\n4\n2\np"),
        Err(WireError::OtherVersion { id: Some(4) })
    );
    assert_eq!(
        Request::decode("hello\n1\n2\np"),
        Err(WireError::NotARequest)
    );
    for (text, id) in [
        (format!("{MAGIC}\nx"), None),
        (format!("{MAGIC}\n5\nmove level\np"), Some(5)),
        (format!("{MAGIC}\n5\nmove 300\np"), Some(5)),
        (format!("{MAGIC}\n5\nmove 3"), Some(5)),
        (format!("{MAGIC}\n5\nmove 3 4\np"), Some(5)),
        (format!("{MAGIC}\n5\nanalyse 3 4\np"), Some(5)),
        (format!("{MAGIC}\n5\nreview 3\np"), Some(5)),
        (format!("{MAGIC}\n5\nthink 3\np"), Some(5)),
        (format!("{MAGIC}\n5"), Some(5)),
    ] {
        assert_eq!(
            Request::decode(&text),
            Err(WireError::Malformed { id }),
            "{text:?}"
        );
    }
}

#[test]
fn answers_round_trip_and_reject_junk() {
    let line = LineText {
        lead: -1.25,
        value: 96,
        moves: vec!["n2-m2".into(), "d3xb1".into()],
    };
    let report = Report {
        status: Turn::Playing,
        depth: 4,
        nodes: 12_345,
        done: false,
        finish: vec![27, 30],
        lead: vec![3.5, -3.5],
        lines: vec![
            line.clone(),
            LineText {
                moves: vec![],
                ..line.clone()
            },
        ],
    };
    for reply in [
        Ok(Reply::Move("n2-m2".into())),
        Ok(Reply::Started),
        Ok(Reply::Analysis(report.clone())),
        Ok(Reply::Analysis(Report {
            status: Turn::Over,
            lines: vec![],
            ..report
        })),
        Ok(Reply::Judgement(JudgementText {
            verdict: Verdict::Mistake,
            lost: 2.5,
            depth: 3,
            nodes: 9,
            best: line.clone(),
            played: line.clone(),
        })),
        Ok(Reply::Race(RaceText {
            finish: vec![3, 0, 12],
            lead: vec![-8.667, 8.667, -9.333],
        })),
        Err(RequestError::MustPass),
    ] {
        let a = Answer { id: 9, reply };
        assert_eq!(Answer::decode(&a.encode()), Some(a));
    }
    for junk in ["", READY, "x\nmove\nm", "1\nmaybe\nm"] {
        assert_eq!(Answer::decode(junk), None, "{junk:?}");
    }
    assert_eq!(Answer::read(READY), Err(None));
    assert_eq!(Answer::read("1\nmove"), Err(Some((1, AiError::BadAnswer))));
    assert_eq!(
        Answer::read("1\nanalysis\nstatus playing\ndepth x"),
        Err(Some((1, AiError::BadAnswer)))
    );
    // An older worker's error (an English text, no code): another build.
    let old =
        "4\nerror\nthe page and the computer opponent are of different versions: reload the page";
    assert_eq!(Answer::read(old), Err(Some((4, AiError::ProtocolMismatch))));
}

#[test]
fn engine_errors_have_codes_and_page_errors_say_what_failed() {
    for e in RequestError::ALL {
        assert_eq!(RequestError::from_code(e.code()), Some(e));
        let text = e.to_string();
        assert!(
            text.chars().next().is_some_and(char::is_lowercase),
            "{text}"
        );
    }
    assert_eq!(
        AiError::from(RequestError::OtherVersion),
        AiError::ProtocolMismatch
    );
    assert_eq!(
        AiError::from(RequestError::GameOver),
        AiError::Engine(RequestError::GameOver)
    );
    for e in [
        AiError::WorkerFailed,
        AiError::TimedOut,
        AiError::ProtocolMismatch,
        AiError::BadAnswer,
        AiError::Engine(RequestError::BadMove),
    ] {
        assert!(!e.to_string().is_empty());
    }
}

fn request(id: u64, body: Body, position: &Position) -> String {
    Request {
        id,
        body,
        position: position.to_string(),
        history: vec![],
    }
    .encode()
}

#[test]
fn the_worker_answers_moves_and_typed_errors() {
    let pos = Position::start(Options::default()).unwrap();
    let clock = tick();
    let answer =
        Answer::decode(&respond(&request(42, Body::Move { level: 1 }, &pos), &clock).unwrap())
            .unwrap();
    assert_eq!(answer.id, 42);
    let Ok(Reply::Move(text)) = answer.reply else {
        panic!("{answer:?}");
    };
    assert!(pos.parse_move(&text).is_ok(), "{text}");
    let err = |text: &str| {
        Answer::decode(&respond(text, &clock).unwrap())
            .unwrap()
            .reply
    };
    let bad_position = Request {
        id: 1,
        body: Body::Move { level: 2 },
        position: "nonsense".into(),
        history: vec![],
    };
    assert_eq!(err(&bad_position.encode()), Err(RequestError::BadPosition));
    let invalid = Request {
        position: "p2/0:a1/3:q1/0".into(),
        ..bad_position.clone()
    };
    assert_eq!(err(&invalid.encode()), Err(RequestError::InvalidPosition));
    assert_eq!(
        err(&request(2, Body::Move { level: 7 }, &pos)),
        Err(RequestError::BadLevel)
    );
    assert_eq!(
        err(&format!("{MAGIC}\n8\nmove x\n")),
        Err(RequestError::Malformed)
    );
    assert_eq!(
        err("sternhalma-ai/1\n9\n4\nwhatever"),
        Err(RequestError::OtherVersion)
    );
    assert_eq!(respond(READY, &clock), None);
    assert_eq!(respond("sternhalma-ai/1", &clock), None);
    assert_eq!(respond(&format!("{MAGIC}\nx"), &clock), None);
    // A finished game.
    let over = Setup {
        finished: Default::default(),
        ..Position::start(Options::default()).unwrap().to_setup()
    };
    let mut setup = over;
    let geo = pos.geometry();
    setup.armies[crate::engine::Triangle::TOP] = pos.goal_area(crate::engine::Triangle::TOP);
    setup.armies[crate::engine::Triangle::BOTTOM] =
        geo.triangle(crate::engine::Triangle::LOWER_RIGHT);
    let over = setup.validate().unwrap();
    assert!(over.is_over());
    assert_eq!(
        err(&request(3, Body::Move { level: 2 }, &over)),
        Err(RequestError::GameOver)
    );
}

#[test]
fn the_worker_reviews_a_move() {
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let m = pos.legal_move_list()[0];
    let clock = tick();
    let body = Body::Review {
        max_nodes: 2_000,
        played: pos.move_name(m),
    };
    let a = Answer::decode(&respond(&request(5, body, &pos), &clock).unwrap()).unwrap();
    let Ok(Reply::Judgement(j)) = a.reply else {
        panic!("{a:?}");
    };
    assert_eq!(j.played.resolve(&pos).unwrap()[0], m);
    assert!(j.best.resolve(&pos).is_some());
    assert!(j.lost >= 0.0);
    let body = Body::Review {
        max_nodes: 2_000,
        played: "q1-q2".into(),
    };
    let a = Answer::decode(&respond(&request(6, body, &pos), &clock).unwrap()).unwrap();
    assert_eq!(a.reply, Err(RequestError::BadMove));
    // Race figures: every seat's, with the leads.
    let a = Answer::decode(&respond(&request(7, Body::Race, &pos), &clock).unwrap()).unwrap();
    let Ok(Reply::Race(r)) = a.reply else {
        panic!("{a:?}");
    };
    assert_eq!(r.finish, crate::ai::race::all_seats(&pos));
    assert_eq!(r.lead, crate::ai::race::lead(&pos, &r.finish));
}

#[test]
fn the_worker_streams_an_analysis_job() {
    let pos = Position::start(Options::default()).unwrap();
    let clock = tick();
    let body = Body::Analyse {
        lines: 2,
        max_depth: 3,
        max_nodes: 1_000_000,
    };
    let Received::Analyse { started, mut job } = receive(&request(11, body.clone(), &pos), &clock)
    else {
        panic!("not an analysis");
    };
    assert_eq!(
        Answer::decode(&started),
        Some(Answer {
            id: 11,
            reply: Ok(Reply::Started)
        })
    );
    assert_eq!(job.id(), 11);
    let mut depths = Vec::new();
    while let Some((text, more)) = job.step(&clock) {
        let a = Answer::decode(&text).unwrap();
        let Ok(Reply::Analysis(r)) = a.reply else {
            panic!("{a:?}");
        };
        assert_eq!(r.done, !more);
        assert_eq!(r.lines.len(), 2);
        for l in &r.lines {
            assert!(l.resolve(&pos).is_some());
        }
        depths.push(r.depth);
    }
    assert_eq!(depths, [1, 2, 3]);
    assert!(matches!(
        receive(&format!("{MAGIC}\n11\nstop"), &clock),
        Received::Stop(11)
    ));
    // A bad position is answered at once.
    let bad = Request {
        id: 12,
        body,
        position: "p2".into(),
        history: vec![],
    };
    let Received::Answer(text) = receive(&bad.encode(), &clock) else {
        panic!("an answer");
    };
    assert_eq!(
        Answer::decode(&text).unwrap().reply,
        Err(RequestError::BadPosition)
    );
}
