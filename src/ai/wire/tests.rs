use super::*;
use crate::ai::analysis::{Line, Turn, Verdict};
use crate::ai::shares::{self, RootMove};
use crate::engine::{Options, Players, Setup, Triangle};
use crate::tools::SplitMix64;

fn tick() -> impl Fn() -> f64 {
    let clock = std::cell::Cell::new(0.0);
    move || {
        clock.set(clock.get() + 1.0);
        clock.get()
    }
}

/// Positions of seeded random games of every player count (a game's position and its earlier
/// positions, every few plies).
fn positions() -> Vec<(Position, Vec<Position>)> {
    let mut rng = SplitMix64::new(0x5EED);
    let mut out = Vec::new();
    for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
        let mut pos = Position::start(Options::with_players(players)).unwrap();
        let mut earlier = Vec::new();
        for ply in 0..60 {
            if ply % 7 == 0 {
                out.push((pos.clone(), earlier.clone()));
            }
            let moves = pos.legal_move_list();
            if moves.is_empty() {
                break;
            }
            earlier.push(pos.clone());
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    out
}

/// A line of up to `len` random legal moves from `pos`, played in turn.
fn random_line(pos: &Position, len: usize, rng: &mut SplitMix64) -> Line {
    let mut p = pos.clone();
    let mut moves = Vec::new();
    for _ in 0..len {
        let legal = p.legal_move_list();
        if legal.is_empty() || p.is_over() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        moves.push(m);
        p.play_unchecked(m);
    }
    Line {
        moves,
        lead: (rng.below(2001) as f64 - 1000.0) / 8.0,
        value: rng.below(1 << 20) as i32 - (1 << 19),
    }
}

#[test]
fn every_request_kind_round_trips_over_positions_of_seeded_games() {
    let mut rng = SplitMix64::new(1);
    for (position, history) in positions() {
        let played = position.legal_move_list()[rng.below(position.legal_move_list().len())];
        let level = Level::ALL[rng.below(6)];
        for body in [
            Body::Move {
                position: position.clone(),
                history: history.clone(),
                level,
                pace: Pace::Clock,
                share: Share::WHOLE,
            },
            Body::Move {
                position: position.clone(),
                history: history.clone(),
                level,
                pace: Pace::Nodes,
                share: Share::WHOLE,
            },
            Body::Analyse {
                position: position.clone(),
                history: history.clone(),
                limits: AnalysisLimits {
                    lines: 1 + rng.below(5),
                    max_depth: rng.below(60) as u32,
                    max_nodes: rng.next_u64(),
                },
            },
            Body::Review {
                position: position.clone(),
                history: history.clone(),
                played,
                max_nodes: rng.next_u64(),
            },
            Body::Race {
                position: position.clone(),
            },
            Body::Stop,
        ] {
            let r = Request {
                id: rng.next_u64(),
                body,
            };
            assert_eq!(Request::decode(&r.encode()), Ok(r));
        }
    }
}

#[test]
fn every_answer_kind_round_trips_over_positions_of_seeded_games() {
    let mut rng = SplitMix64::new(2);
    for (position, _) in positions() {
        let seats = position.options().players.count();
        let finish: Vec<f64> = (0..seats).map(|_| rng.below(800) as f64 / 10.0).collect();
        let lead: Vec<f64> = (0..seats).map(|_| rng.below(400) as f64 / 3.0).collect();
        let lines: Vec<Line> = (0..rng.below(6))
            .map(|i| random_line(&position, i * 3, &mut rng))
            .collect();
        let analysis = Analysis {
            status: Turn::Playing,
            depth: rng.below(30) as u32,
            nodes: rng.next_u64(),
            lines,
            finish: finish.clone(),
            lead: lead.clone(),
            done: rng.below(2) == 1,
        };
        let judgement = Judgement {
            best: random_line(&position, 6, &mut rng),
            played: random_line(&position, 1 + rng.below(6), &mut rng),
            lost: rng.below(100) as f64 / 7.0,
            verdict: Verdict::ALL[rng.below(5)],
            depth: 3,
            nodes: rng.next_u64(),
        };
        let mut replies = vec![
            Ok(Reply::Move(random_line(&position, 1, &mut rng).moves[0])),
            Ok(Reply::Started),
            Ok(Reply::Analysis(analysis.clone())),
            Ok(Reply::Analysis(Analysis {
                status: Turn::Over,
                lines: vec![],
                ..analysis
            })),
            Ok(Reply::Judgement(judgement)),
            Ok(Reply::Race(Race { finish, lead })),
        ];
        replies.extend(RequestError::ALL.map(Err));
        for reply in replies {
            let a = Answer {
                id: rng.next_u64(),
                reply,
            };
            let text = a.encode(&position);
            assert_eq!(Answer::id_of(&text), Some(a.id));
            assert_eq!(Answer::decode(&text, Some(&position)), Ok(a));
        }
    }
}

#[test]
fn the_handling_of_real_answers_round_trips() {
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let clock = tick();
    let m = pos.legal_move_list()[3];
    for body in [
        Body::Move {
            position: pos.clone(),
            history: vec![],
            level: Level::new(2).unwrap(),
            pace: Pace::Clock,
            share: Share::WHOLE,
        },
        Body::Review {
            position: pos.clone(),
            history: vec![],
            played: m,
            max_nodes: 2_000,
        },
        Body::Race {
            position: pos.clone(),
        },
    ] {
        let Handled::Answer(a) = handle(&Request { id: 4, body }, &clock) else {
            panic!("an answer");
        };
        assert!(a.reply.is_ok(), "{a:?}");
        assert_eq!(Answer::decode(&a.encode(&pos), Some(&pos)), Ok(a));
    }
}

#[test]
fn bad_requests_are_typed_errors() {
    let refused = |id, error| Err(WireError::Refused { id, error });
    assert_eq!(Request::decode(""), Err(WireError::NotARequest));
    assert_eq!(
        Request::decode("sternhalma-ai/2\n4\nmove 2\np"),
        refused(Some(4), RequestError::OtherVersion)
    );
    assert_eq!(
        Request::decode("hello\n1\n2\np"),
        Err(WireError::NotARequest)
    );
    let start = Position::start(Options::default()).unwrap();
    for (text, id) in [
        (format!("{MAGIC}\nx"), None),
        (format!("{MAGIC}\n5\nmove level\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nmove 300\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nmove 3"), Some(5)),
        (format!("{MAGIC}\n5\nmove 3 4\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nmove 3 nodes 4\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nanalyse 3 4\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nanalyse 3 4 NaN\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nreview 3\n{start}"), Some(5)),
        (format!("{MAGIC}\n5\nthink 3\n{start}"), Some(5)),
        (format!("{MAGIC}\n5"), Some(5)),
    ] {
        assert_eq!(
            Request::decode(&text),
            refused(id, RequestError::Malformed),
            "{text:?}"
        );
    }
    // The level, the position and the move are checked while decoding.
    for (text, error) in [
        (
            format!("{MAGIC}\n6\nmove 7\n{start}"),
            RequestError::BadLevel,
        ),
        (
            format!("{MAGIC}\n6\nmove 0\n{start}"),
            RequestError::BadLevel,
        ),
        (
            format!("{MAGIC}\n6\nmove 2\nnonsense"),
            RequestError::BadPosition,
        ),
        (
            format!("{MAGIC}\n6\nmove 2\n{}", "p".repeat(100_000)),
            RequestError::BadPosition,
        ),
        (
            format!("{MAGIC}\n6\nrace\np2/0:a1/3:q1/0"),
            RequestError::InvalidPosition,
        ),
        (
            format!("{MAGIC}\n6\nreview 10 q1-q2\n{start}"),
            RequestError::BadMove,
        ),
        (
            format!("{MAGIC}\n6\nreview 10 nonsense\n{start}"),
            RequestError::BadMove,
        ),
        (
            format!("{MAGIC}\n6\nreview 10 a1-b2\n{}", over()),
            RequestError::GameOver,
        ),
    ] {
        assert_eq!(Request::decode(&text), refused(Some(6), error), "{text:?}");
    }
    // Earlier positions that cannot be read are left out.
    let text = format!("{MAGIC}\n6\nmove 2\n{start}\ngarbage\n{start}");
    let Ok(Request {
        body: Body::Move { history, .. },
        ..
    }) = Request::decode(&text)
    else {
        panic!("a move request");
    };
    assert_eq!(history, [start]);
}

#[test]
fn hostile_texts_never_panic() {
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let m = pos.legal_move_list()[0];
    let request = Request {
        id: 3,
        body: Body::Review {
            position: pos.clone(),
            history: vec![pos.clone()],
            played: m,
            max_nodes: 10,
        },
    }
    .encode();
    let answer = Answer {
        id: 3,
        reply: Ok(Reply::Judgement(Judgement {
            best: Line {
                moves: vec![m],
                lead: 1.0,
                value: 3,
            },
            played: Line {
                moves: vec![m],
                lead: 1.0,
                value: 3,
            },
            lost: 0.0,
            verdict: Verdict::Best,
            depth: 1,
            nodes: 1,
        })),
    }
    .encode(&pos);
    // Every cut of a valid text, and the text with any one byte changed.
    for text in [&request, &answer] {
        let bytes = text.as_bytes();
        for i in 0..bytes.len() {
            let _ = Request::decode(&text[..i]);
            let _ = Answer::decode(&text[..i], Some(&pos));
            for b in [b'\n', b' ', b'x', b'9', b'-'] {
                let mut changed = bytes.to_vec();
                changed[i] = b;
                let changed = String::from_utf8_lossy(&changed);
                let _ = Request::decode(&changed);
                let _ = Answer::decode(&changed, Some(&pos));
            }
        }
    }
}

#[test]
fn answers_reject_junk() {
    let pos = Position::start(Options::default()).unwrap();
    for junk in ["", READY, "x\nmove\nm", "1\nmaybe\nm"] {
        assert_eq!(Answer::decode(junk, Some(&pos)), Err(AiError::BadAnswer));
    }
    assert_eq!(Answer::id_of(READY), None);
    assert_eq!(Answer::id_of("12\nstarted"), Some(12));
    for text in [
        "1\nmove",
        "1\nmove\nq1-q2",
        "1\nanalysis\nstatus playing\ndepth x",
        "1\nrace\nfinish 1 2\nlead 0 NaN",
        "1\nrace\nfinish 1 2\nlead 0 0\nextra 1",
        "1\njudgement\nverdict best\nlost -1\ndepth 1\nnodes 1\nbest 0 0\nplayed 0 0",
    ] {
        assert_eq!(
            Answer::decode(text, Some(&pos)),
            Err(AiError::BadAnswer),
            "{text:?}"
        );
    }
    // Moves cannot be read without the position of the request.
    let m = pos.legal_move_list()[0];
    let text = Answer {
        id: 1,
        reply: Ok(Reply::Move(m)),
    }
    .encode(&pos);
    assert_eq!(Answer::decode(&text, None), Err(AiError::BadAnswer));
    // A line's moves are read in turn: the same move twice is not legal the second time.
    let text = format!(
        "1\njudgement\nverdict best\nlost 0\ndepth 1\nnodes 1\nbest 0 0 {0} {0}\nplayed 0 0 {0}",
        pos.move_name(m)
    );
    assert_eq!(Answer::decode(&text, Some(&pos)), Err(AiError::BadAnswer));
    // An older worker's error (an English text, no code): another build.
    let old =
        "4\nerror\nthe page and the computer opponent are of different versions: reload the page";
    assert_eq!(Answer::decode(old, None), Err(AiError::ProtocolMismatch));
    assert_eq!(
        Answer::decode(&Answer::refusal(4, RequestError::Malformed), None),
        Ok(Answer {
            id: 4,
            reply: Err(RequestError::Malformed)
        })
    );
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

/// A finished game.
fn over() -> Position {
    let pos = Position::start(Options::default()).unwrap();
    let mut setup: Setup = pos.to_setup();
    setup.finished = Default::default();
    setup.armies[Triangle::TOP] = pos.goal_area(Triangle::TOP);
    setup.armies[Triangle::BOTTOM] = pos.geometry().triangle(Triangle::LOWER_RIGHT);
    let over = setup.validate().unwrap();
    assert!(over.is_over());
    over
}

#[test]
fn a_move_within_the_node_budget_does_not_depend_on_the_clock() {
    for (position, history) in positions().into_iter().step_by(5) {
        if position.is_over() || position.must_pass() {
            continue;
        }
        let level = Level::new(2).unwrap();
        let request = Request {
            id: 1,
            body: Body::Move {
                position: position.clone(),
                history: history.clone(),
                level,
                pace: Pace::Nodes,
                share: Share::WHOLE,
            },
        };
        let slow = answer_of(request.clone(), &tick());
        let stopped = answer_of(request, &|| 0.0);
        assert_eq!(slow, stopped);
        assert_eq!(
            slow.reply,
            Ok(Reply::Move(
                crate::ai::play_nodes(&position, &history, level).unwrap()
            ))
        );
    }
}

fn answer_of(request: Request, clock: &dyn Fn() -> f64) -> Answer {
    match handle(&request, clock) {
        Handled::Answer(a) => a,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_worker_answers_moves_and_typed_errors() {
    let pos = Position::start(Options::default()).unwrap();
    let clock = tick();
    let level = Level::new(1).unwrap();
    let request = |id, position: &Position| Request {
        id,
        body: Body::Move {
            position: position.clone(),
            history: vec![],
            level,
            pace: Pace::Clock,
            share: Share::WHOLE,
        },
    };
    let answer = answer_of(request(42, &pos), &clock);
    assert_eq!(answer.id, 42);
    let Ok(Reply::Move(m)) = answer.reply else {
        panic!("{answer:?}");
    };
    assert!(pos.is_legal(m));
    assert_eq!(
        answer_of(request(3, &over()), &clock).reply,
        Err(RequestError::GameOver)
    );
    // Texts: refusals while decoding are answered with their codes, at once.
    let err = |text: &str| {
        Answer::decode(&respond(text, &clock).unwrap(), Some(&pos))
            .unwrap()
            .reply
    };
    assert_eq!(
        err(&format!("{MAGIC}\n1\nmove 2\nnonsense")),
        Err(RequestError::BadPosition)
    );
    assert_eq!(
        err(&format!("{MAGIC}\n1\nmove 2\np2/0:a1/3:q1/0")),
        Err(RequestError::InvalidPosition)
    );
    assert_eq!(
        err(&format!("{MAGIC}\n2\nmove 7\n{pos}")),
        Err(RequestError::BadLevel)
    );
    assert_eq!(
        err(&format!("{MAGIC}\n8\nmove x\n")),
        Err(RequestError::Malformed)
    );
    assert_eq!(
        err("sternhalma-ai/2\n9\nmove 4\nwhatever"),
        Err(RequestError::OtherVersion)
    );
    assert_eq!(
        err("sternhalma-ai/1\n9\n4\nwhatever"),
        Err(RequestError::OtherVersion)
    );
    assert_eq!(respond(READY, &clock), None);
    assert_eq!(respond("sternhalma-ai/1", &clock), None);
    assert_eq!(respond(&format!("{MAGIC}\nx"), &clock), None);
}

#[test]
fn the_worker_reviews_a_move_and_gives_race_figures() {
    let pos = Position::start(Options::with_players(Players::Three)).unwrap();
    let m = pos.legal_move_list()[0];
    let clock = tick();
    let body = Body::Review {
        position: pos.clone(),
        history: vec![],
        played: m,
        max_nodes: 2_000,
    };
    let a = answer_of(Request { id: 5, body }, &clock);
    let Ok(Reply::Judgement(j)) = a.reply else {
        panic!("{a:?}");
    };
    assert_eq!(j.played.moves[0], m);
    assert!(pos.is_legal(j.best.moves[0]));
    assert!(j.lost >= 0.0);
    // Race figures: every seat's, with the leads.
    let body = Body::Race {
        position: pos.clone(),
    };
    let a = answer_of(Request { id: 7, body }, &clock);
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
        position: pos.clone(),
        history: vec![],
        limits: AnalysisLimits {
            lines: 2,
            max_depth: 3,
            max_nodes: 1_000_000,
        },
    };
    let Handled::Analyse { started, mut job } = handle(&Request { id: 11, body }, &clock) else {
        panic!("not an analysis");
    };
    assert_eq!(
        started,
        Answer {
            id: 11,
            reply: Ok(Reply::Started)
        }
    );
    assert_eq!((job.id(), job.position()), (11, &pos));
    let mut depths = Vec::new();
    while let Some((a, more)) = job.step(&clock) {
        let text = a.encode(job.position());
        assert_eq!(Answer::decode(&text, Some(&pos)).as_ref(), Ok(&a));
        let Ok(Reply::Analysis(r)) = a.reply else {
            panic!("{a:?}");
        };
        assert_eq!(r.done, !more);
        assert_eq!(r.lines.len(), 2);
        depths.push(r.depth);
    }
    assert_eq!(depths, [1, 2, 3]);
    let stop = Request {
        id: 11,
        body: Body::Stop,
    };
    assert!(matches!(
        receive(&stop.encode(), &clock),
        Received::Stop(11)
    ));
    // Through the text: `started`, then the job; a bad position is answered at once.
    let text = format!("{MAGIC}\n12\nanalyse 2 3 1000\n{pos}");
    let Received::Analyse { started, job } = receive(&text, &clock) else {
        panic!("an analysis");
    };
    assert_eq!(job.id(), 12);
    assert_eq!(Answer::id_of(&started), Some(12));
    let Received::Answer(text) = receive(&format!("{MAGIC}\n12\nanalyse 2 3 1000\np2"), &clock)
    else {
        panic!("an answer");
    };
    assert_eq!(
        Answer::decode(&text, None).unwrap().reply,
        Err(RequestError::BadPosition)
    );
}

#[test]
fn a_share_of_a_move_request_round_trips() {
    let mut rng = SplitMix64::new(3);
    for (position, history) in positions().into_iter().step_by(3) {
        for of in 2..=shares::MAX_SHARES {
            for pace in [Pace::Clock, Pace::Nodes] {
                let share = Share::new(rng.below(usize::from(of)) as u8, of).unwrap();
                let r = Request {
                    id: rng.next_u64(),
                    body: Body::Move {
                        position: position.clone(),
                        history: history.clone(),
                        level: Level::STRONGEST,
                        pace,
                        share,
                    },
                };
                let text = r.encode();
                assert!(text.contains(&format!(" share {} {of}", share.index())));
                assert_eq!(Request::decode(&text), Ok(r));
            }
        }
    }
    // The whole search is written as before, without a share.
    let (position, _) = positions().remove(0);
    let whole = Request {
        id: 1,
        body: Body::Move {
            position,
            history: vec![],
            level: Level::STRONGEST,
            pace: Pace::Nodes,
            share: Share::WHOLE,
        },
    };
    assert!(whole.encode().contains("\nmove 6 nodes\n"));
}

#[test]
fn a_share_outside_its_count_is_refused() {
    let start = Position::start(Options::default()).unwrap();
    for kind in [
        "move 6 share 2 2",
        "move 6 share 0 9",
        "move 6 share 0",
        "move 6 share 1 2 nodes",
        "move 6 nodes share -1 2",
    ] {
        assert_eq!(
            Request::decode(&format!("{MAGIC}\n5\n{kind}\n{start}")),
            Err(WireError::Refused {
                id: Some(5),
                error: RequestError::Malformed
            }),
            "{kind}"
        );
    }
}

#[test]
fn a_tree_answer_round_trips_with_its_root_over_positions_of_seeded_games() {
    let mut rng = SplitMix64::new(4);
    for (position, _) in positions() {
        let legal = position.legal_move_list();
        if legal.is_empty() {
            continue;
        }
        let moves: Vec<RootMove> = legal
            .iter()
            .map(|&mv| {
                let visits = rng.below(5000) as u32;
                RootMove {
                    mv,
                    visits,
                    // Any double survives the text exactly.
                    sum: f64::from(visits) * (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64,
                    gain: rng.below(9) as i32 - 3,
                    win: rng.below(50) == 0,
                }
            })
            .collect();
        let a = Answer {
            id: rng.next_u64(),
            reply: Ok(Reply::Tree {
                best: legal[rng.below(legal.len())],
                root: shares::RootStats {
                    moves,
                    nodes: rng.next_u64(),
                },
            }),
        };
        let text = a.encode(&position);
        assert_eq!(Answer::decode(&text, Some(&position)), Ok(a));
        // A root move that is not legal there is a bad answer.
        let broken = text.replacen("\nroot ", "\nroot zz9-zz8 ", 1);
        if broken != text {
            assert_eq!(
                Answer::decode(&broken, Some(&position)),
                Err(AiError::BadAnswer)
            );
        }
    }
}

#[test]
fn a_share_of_a_level_six_move_at_six_players_answers_its_tree() {
    let pos = Position::start(Options::with_players(Players::Six)).unwrap();
    let clock = tick();
    let mut roots = Vec::new();
    for k in 0..2 {
        let request = Request {
            id: 9,
            body: Body::Move {
                position: pos.clone(),
                history: vec![],
                level: Level::STRONGEST,
                pace: Pace::Nodes,
                share: Share::new(k, 2).unwrap(),
            },
        };
        let a = answer_of(request, &clock);
        assert_eq!(Answer::decode(&a.encode(&pos), Some(&pos)), Ok(a.clone()));
        let Ok(Reply::Tree { best, root }) = a.reply else {
            panic!("{a:?}");
        };
        // Share 0 is the whole search's move.
        if k == 0 {
            assert_eq!(
                Some(best),
                crate::ai::play_nodes(&pos, &[], Level::STRONGEST)
            );
        }
        assert_eq!(shares::merge(std::slice::from_ref(&root)), Some(best));
        roots.push(root);
    }
    assert!(pos.is_legal(shares::merge(&roots).unwrap()));
}

/// A tree search's answer whose root gave the first moves of `legal` these `visits` (each
/// worth half a point a visit), `legal[best]` its own choice.
fn tree_reply(legal: &[Move], best: usize, visits: &[u32]) -> Result<Reply, AiError> {
    Ok(Reply::Tree {
        best: legal[best],
        root: shares::RootStats {
            moves: legal
                .iter()
                .zip(visits)
                .map(|(&mv, &visits)| RootMove {
                    mv,
                    visits,
                    sum: f64::from(visits) / 2.0,
                    gain: 1,
                    win: false,
                })
                .collect(),
            nodes: 10,
        },
    })
}

#[test]
fn the_shares_answers_are_gathered_into_one_move() {
    let pos = Position::start(Options::with_players(Players::Six)).unwrap();
    let legal = pos.legal_move_list();
    let tree = |best: usize, visits: &[u32]| tree_reply(&legal, best, visits);
    // The roots are merged: alone each share would play its own move.
    let a = tree(0, &[30, 5, 25]);
    let b = tree(1, &[5, 30, 25]);
    assert_eq!(gather(&[a.clone(), b.clone()]), Ok(legal[2]));
    // A share that failed or timed out is left out: the others decide.
    let failed = Err(AiError::TimedOut);
    assert_eq!(gather(&[failed, b.clone()]), Ok(legal[1]));
    assert_eq!(gather(&[a, Err(AiError::WorkerFailed)]), Ok(legal[0]));
    // No root (no tree search): the first move.
    let plain = [Err(AiError::WorkerFailed), Ok(Reply::Move(legal[4]))];
    assert_eq!(gather(&plain), Ok(legal[4]));
    // Every share failed: the first error.
    let all = [Err(AiError::TimedOut), Err(AiError::WorkerFailed)];
    assert_eq!(gather(&all), Err(AiError::TimedOut));
    assert_eq!(gather(&[]), Err(AiError::BadAnswer));
    assert_eq!(gather(&[Ok(Reply::Started)]), Err(AiError::BadAnswer));
}

#[test]
fn a_share_that_hangs_holds_the_move_only_until_the_grace_after_the_first_tree() {
    use super::gather::{Gathered, Gathering, GRACE_MIN_MS};
    let pos = Position::start(Options::with_players(Players::Six)).unwrap();
    let legal = pos.legal_move_list();
    let tree = |visits: [u32; 3]| tree_reply(&legal, 0, &visits);
    // Every share in: the merged move at once, and nothing after.
    let mut g = Gathering::new(2, 0.0);
    assert_eq!(
        g.answer(1, tree([1, 9, 0]), 1000.0),
        Gathered::Wait(Some(1500.0))
    );
    assert_eq!(g.missing(), [0]);
    assert_eq!(
        g.answer(0, tree([2, 0, 5]), 1010.0),
        Gathered::Done(Ok(legal[1]))
    );
    assert_eq!(g.answer(0, tree([2, 0, 5]), 1020.0), Gathered::Over);
    assert_eq!(g.expire(5000.0), Gathered::Over);
    // Share 2 hangs: after half the first's time the move comes from the shares in.
    let mut g = Gathering::new(3, 100.0);
    assert_eq!(
        g.answer(0, tree([1, 9, 0]), 1100.0),
        Gathered::Wait(Some(1600.0))
    );
    assert_eq!(
        g.answer(1, tree([9, 0, 5]), 1105.0),
        Gathered::Wait(Some(1600.0))
    );
    assert_eq!(
        g.expire(1599.0),
        Gathered::Wait(Some(1600.0)),
        "not before the deadline"
    );
    assert_eq!(g.missing(), [2]);
    assert_eq!(g.expire(1600.0), Gathered::Done(Ok(legal[0])));
    assert_eq!(
        g.answer(2, tree([0, 0, 50]), 1700.0),
        Gathered::Over,
        "too late"
    );
    // A quick first answer still leaves the others the least grace.
    let mut g = Gathering::new(2, 0.0);
    assert_eq!(
        g.answer(0, tree([1, 0, 0]), 10.0),
        Gathered::Wait(Some(10.0 + GRACE_MIN_MS))
    );
    // Errors set no deadline: only a tree says the search ran its budget.
    let mut g = Gathering::new(2, 0.0);
    assert_eq!(
        g.answer(0, Err(AiError::WorkerFailed), 10.0),
        Gathered::Wait(None)
    );
    assert_eq!(g.expire(1e9), Gathered::Wait(None));
    assert_eq!(
        g.answer(1, tree([0, 3, 0]), 900.0),
        Gathered::Done(Ok(legal[1]))
    );
}
