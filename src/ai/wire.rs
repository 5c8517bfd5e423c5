//! The messages between the page and the computer's Web Workers, as plain text (one
//! `postMessage` string each way), so that neither side needs a serialisation library in its
//! wasm. The same build serves the computer's moves and hints in one worker and the analysis
//! board and review in another (`ui::workers`, `ui::worker`).
//!
//! **Requests** ([`Request`]): the line [`MAGIC`] (`sternhalma-ai/2`), the request id, the
//! kind and its parameters on one line, then the position and the game's earlier positions,
//! one per line (positions are in the engine's notation, which has no line breaks):
//!
//! | kind line | asks for | answers |
//! |---|---|---|
//! | `move <level>` | the computer's move at level 1–6 | one `move` |
//! | `analyse <lines> <max depth> <max nodes>` | an analysis ([`crate::ai::analysis`]) | `started`, then an `analysis` after each iteration, the last marked done |
//! | `review <max nodes> <move>` | the judgement of a move played | one `judgement` |
//! | `race` | every seat's moves to finish and lead (the race graph) | one `race` |
//! | `stop` (no position) | the end of the running analysis | none |
//!
//! A new `analyse` replaces the running one; the worker notices it (and `stop`) between
//! iterations.
//!
//! **Answers** ([`Answer`]): the id, the kind, and its lines: `move` and the move text;
//! `analysis` and `status`, `depth`, `nodes`, `done`, `finish`, `lead` and `line` lines;
//! `judgement` and `verdict`, `lost`, `depth`, `nodes`, `best` and `played` lines; `race` and
//! `finish` and `lead` lines; `error` and
//! an [`RequestError`] code (then an English line for readers of another build). A `line` is its
//! lead, its value and its moves. A request of another version (`sternhalma-ai/1` from a page of
//! an older release while the service worker updates) gets an `other-version` error at once, not
//! silence; an error code this build does not know comes from another build: the page reads it
//! as [`AiError::ProtocolMismatch`].
//!
//! ```
//! use sternhalma::ai::wire::{Answer, Body, Reply, Request};
//!
//! let request = Request {
//!     id: 7,
//!     body: Body::Move { level: 3 },
//!     position: "p2/0:a1/3:q1/0".into(),
//!     history: vec![],
//! };
//! assert_eq!(Request::decode(&request.encode()), Ok(request));
//!
//! let answer = Answer { id: 7, reply: Ok(Reply::Move("n2-m2".into())) };
//! assert_eq!(Answer::decode(&answer.encode()), Some(answer));
//! ```

use std::error::Error;
use std::fmt;

use crate::ai::analysis::{self, Analyser, Analysis, AnalysisLimits, Judgement, Turn, Verdict};
use crate::ai::Level;
use crate::engine::{Move, Position, Setup};

/// The first line of every request: the protocol and its version.
pub const MAGIC: &str = "sternhalma-ai/2";

/// The worker's first message: it is listening.
pub const READY: &str = "ready";

/// Longest position text read (the engine's own limit).
const MAX_POSITION: usize = 4096;

/// Earlier positions of a request read at most (the last ones).
const MAX_HISTORY: usize = 1024;

/// Nodes an analysis or a review may ask for at most.
pub const MAX_NODES: u64 = 50_000_000;

/// A request to a worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Chosen by the page; the answers carry it back.
    pub id: u64,
    /// What is asked.
    pub body: Body,
    /// The position, in engine notation (empty for [`Body::Stop`]).
    pub position: String,
    /// Earlier positions of the game (notation, oldest first), for repetitions, passes and the
    /// stall count.
    pub history: Vec<String>,
}

/// What a request asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// The computer's move at `level` (`1..=6`).
    Move {
        /// The level.
        level: u8,
    },
    /// An analysis, streamed iteration by iteration.
    Analyse {
        /// Best moves to show (`1..=5`).
        lines: u8,
        /// The deepest iteration.
        max_depth: u32,
        /// Nodes for the whole analysis.
        max_nodes: u64,
    },
    /// The judgement of the move `played` (move notation) in the position.
    Review {
        /// Nodes for the judgement.
        max_nodes: u64,
        /// The move played.
        played: String,
    },
    /// Every seat's moves to finish and lead in the position ([`crate::ai::race`]), no search.
    Race,
    /// Stop the running analysis (of this id).
    Stop,
}

/// Why a request text could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WireError {
    /// The first line is not a request of this protocol.
    NotARequest,
    /// A request of another version of the protocol (a page and a worker of different
    /// releases, during an update).
    OtherVersion {
        /// The id, when it could be read (the answer goes back to it).
        id: Option<u64>,
    },
    /// The id, kind, parameters or position line is missing or unreadable.
    Malformed {
        /// The id, when it could be read (the answer goes back to it).
        id: Option<u64>,
    },
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::NotARequest => f.write_str("not a request of the computer opponent"),
            WireError::OtherVersion { .. } => f.write_str(
                "the page and the computer opponent are of different versions: reload the page",
            ),
            WireError::Malformed { .. } => f.write_str("malformed request"),
        }
    }
}

impl Error for WireError {}

/// Why the engine refused a request (the `error` answer's code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RequestError {
    /// The position text cannot be read.
    BadPosition,
    /// The position text is readable but not a position of the game.
    InvalidPosition,
    /// The level is not 1 to 6.
    BadLevel,
    /// The move to review is not a legal move of the position.
    BadMove,
    /// The game is over.
    GameOver,
    /// The side to move has no legal move and must pass.
    MustPass,
    /// The request could not be read.
    Malformed,
    /// The request is of another version of the protocol.
    OtherVersion,
}

impl RequestError {
    /// Every error.
    pub const ALL: [RequestError; 8] = [
        RequestError::BadPosition,
        RequestError::InvalidPosition,
        RequestError::BadLevel,
        RequestError::BadMove,
        RequestError::GameOver,
        RequestError::MustPass,
        RequestError::Malformed,
        RequestError::OtherVersion,
    ];

    /// The code on the wire.
    pub fn code(self) -> &'static str {
        match self {
            RequestError::BadPosition => "bad-position",
            RequestError::InvalidPosition => "invalid-position",
            RequestError::BadLevel => "bad-level",
            RequestError::BadMove => "bad-move",
            RequestError::GameOver => "game-over",
            RequestError::MustPass => "must-pass",
            RequestError::Malformed => "malformed",
            RequestError::OtherVersion => "other-version",
        }
    }

    /// The error of a code.
    pub fn from_code(code: &str) -> Option<RequestError> {
        RequestError::ALL.into_iter().find(|e| e.code() == code)
    }
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RequestError::BadPosition => "the position cannot be read",
            RequestError::InvalidPosition => "not a position of the game",
            RequestError::BadLevel => "the level must be 1 to 6",
            RequestError::BadMove => "not a legal move of the position",
            RequestError::GameOver => "the game is over",
            RequestError::MustPass => "the side to move must pass",
            RequestError::Malformed => "malformed request",
            RequestError::OtherVersion => {
                "the page and the computer opponent are of different versions: reload the page"
            }
        })
    }
}

impl Error for RequestError {}

/// Why the page got no answer from a worker: what the page shows, through its catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AiError {
    /// The worker could not be started, or its script or wasm failed to load, or it crashed.
    WorkerFailed,
    /// The worker gave no answer in time.
    TimedOut,
    /// The worker is of another build (a page and a worker of different releases).
    ProtocolMismatch,
    /// The worker's answer cannot be read.
    BadAnswer,
    /// The engine refused the request.
    Engine(RequestError),
}

impl fmt::Display for AiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiError::WorkerFailed => f.write_str("the computer opponent failed to start"),
            AiError::TimedOut => f.write_str("the computer did not answer in time"),
            AiError::ProtocolMismatch => f.write_str(
                "the page and the computer opponent are of different versions: reload the page",
            ),
            AiError::BadAnswer => f.write_str("the computer's answer cannot be read"),
            AiError::Engine(e) => e.fmt(f),
        }
    }
}

impl Error for AiError {}

impl From<RequestError> for AiError {
    /// An engine error as the page sees it: another version is a protocol mismatch.
    fn from(e: RequestError) -> AiError {
        match e {
            RequestError::OtherVersion => AiError::ProtocolMismatch,
            e => AiError::Engine(e),
        }
    }
}

/// Lines of `text` may not break the framing: a line break becomes a space.
fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains(['\n', '\r']) {
        text.replace(['\n', '\r'], " ").into()
    } else {
        text.into()
    }
}

/// A word of a parameter line (no spaces or line breaks).
fn word(text: &str) -> String {
    one_line(text).replace(' ', "_")
}

impl Request {
    /// The message text.
    pub fn encode(&self) -> String {
        let kind = match &self.body {
            Body::Move { level } => format!("move {level}"),
            Body::Analyse {
                lines,
                max_depth,
                max_nodes,
            } => format!("analyse {lines} {max_depth} {max_nodes}"),
            Body::Review { max_nodes, played } => format!("review {max_nodes} {}", word(played)),
            Body::Race => "race".to_owned(),
            Body::Stop => return format!("{MAGIC}\n{}\nstop", self.id),
        };
        let mut out = format!("{MAGIC}\n{}\n{kind}\n{}", self.id, one_line(&self.position));
        for h in &self.history {
            out.push('\n');
            out.push_str(&one_line(h));
        }
        out
    }

    /// Reads a message text.
    ///
    /// # Errors
    ///
    /// [`WireError`]: not a request, another version, or malformed.
    pub fn decode(text: &str) -> Result<Request, WireError> {
        let mut lines = text.lines();
        let magic = lines.next().unwrap_or("");
        let other = magic != MAGIC;
        if other && !magic.starts_with("sternhalma-ai/") {
            return Err(WireError::NotARequest);
        }
        let id = lines.next().and_then(|l| l.trim().parse::<u64>().ok());
        if other {
            return Err(WireError::OtherVersion { id });
        }
        let Some(id) = id else {
            return Err(WireError::Malformed { id: None });
        };
        let bad = WireError::Malformed { id: Some(id) };
        let kind = lines.next().ok_or(bad)?;
        let mut words = kind.split(' ');
        let number = |w: Option<&str>| w.and_then(|w| w.parse::<u64>().ok()).ok_or(bad);
        let body = match words.next() {
            Some("move") => Body::Move {
                level: u8::try_from(number(words.next())?).map_err(|_| bad)?,
            },
            Some("analyse") => Body::Analyse {
                lines: u8::try_from(number(words.next())?).map_err(|_| bad)?,
                max_depth: u32::try_from(number(words.next())?).map_err(|_| bad)?,
                max_nodes: number(words.next())?,
            },
            Some("review") => Body::Review {
                max_nodes: number(words.next())?,
                played: words.next().ok_or(bad)?.to_owned(),
            },
            Some("race") => Body::Race,
            Some("stop") => {
                return Ok(Request {
                    id,
                    body: Body::Stop,
                    position: String::new(),
                    history: Vec::new(),
                })
            }
            _ => return Err(bad),
        };
        if words.next().is_some() {
            return Err(bad);
        }
        let position = lines.next().ok_or(bad)?.to_owned();
        Ok(Request {
            id,
            body,
            position,
            history: lines.map(str::to_owned).collect(),
        })
    }
}

/// A line of an analysis on the wire: the lead, the value and the moves (move notation,
/// from the position analysed; [`LineText::resolve`] reads them back).
#[derive(Clone, Debug, PartialEq)]
pub struct LineText {
    /// The lead in moves it leaves for the side that plays it.
    pub lead: f64,
    /// The search's value of the first move.
    pub value: i32,
    /// The moves, in move notation.
    pub moves: Vec<String>,
}

impl LineText {
    /// The line of `line` from `pos`, the moves named in turn.
    pub fn of(line: &analysis::Line, pos: &Position) -> LineText {
        let mut p = pos.clone();
        let moves = line
            .moves
            .iter()
            .map(|&m| {
                let name = p.move_name(m);
                p.play_unchecked(m);
                name
            })
            .collect();
        LineText {
            lead: line.lead,
            value: line.value,
            moves,
        }
    }

    /// The moves read in turn from `pos` (`None` if one is not legal there).
    pub fn resolve(&self, pos: &Position) -> Option<Vec<Move>> {
        let mut p = pos.clone();
        self.moves
            .iter()
            .map(|text| {
                let m = p.parse_move(text).ok()?;
                p.play_unchecked(m);
                Some(m)
            })
            .collect()
    }

    fn encode(&self, tag: &str) -> String {
        let mut out = format!("{tag} {} {}", self.lead, self.value);
        for m in &self.moves {
            out.push(' ');
            out.push_str(&word(m));
        }
        out
    }

    fn decode(words: &[&str]) -> Option<LineText> {
        let (lead, rest) = words.split_first()?;
        let (value, moves) = rest.split_first()?;
        Some(LineText {
            lead: finite(lead)?,
            value: value.parse().ok()?,
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        })
    }
}

fn finite(text: &str) -> Option<f64> {
    text.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// One iteration of an analysis on the wire ([`Analysis`] with the moves named).
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Whether the side to move has a choice.
    pub status: Turn,
    /// The iteration's depth.
    pub depth: u32,
    /// Nodes so far.
    pub nodes: u64,
    /// No deeper iteration follows.
    pub done: bool,
    /// Every seat's moves to finish, in seat order.
    pub finish: Vec<u32>,
    /// Every seat's lead in moves, in seat order.
    pub lead: Vec<f64>,
    /// The best moves, best first.
    pub lines: Vec<LineText>,
}

impl Report {
    /// The report of `a`, an analysis of `pos`.
    pub fn of(a: &Analysis, pos: &Position) -> Report {
        Report {
            status: a.status,
            depth: a.depth,
            nodes: a.nodes,
            done: a.done,
            finish: a.finish.clone(),
            lead: a.lead.clone(),
            lines: a.lines.iter().map(|l| LineText::of(l, pos)).collect(),
        }
    }
}

/// A judgement on the wire ([`Judgement`] with the moves named).
#[derive(Clone, Debug, PartialEq)]
pub struct JudgementText {
    /// The verdict.
    pub verdict: Verdict,
    /// Moves lost.
    pub lost: f64,
    /// The depth of the comparison.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The engine's best move and its line.
    pub best: LineText,
    /// The move played and its line.
    pub played: LineText,
}

impl JudgementText {
    /// The text of `j`, a judgement in `pos`.
    pub fn of(j: &Judgement, pos: &Position) -> JudgementText {
        JudgementText {
            verdict: j.verdict,
            lost: j.lost,
            depth: j.depth,
            nodes: j.nodes,
            best: LineText::of(&j.best, pos),
            played: LineText::of(&j.played, pos),
        }
    }
}

/// Every seat's moves to finish and lead in a position (a point of the race graph).
#[derive(Clone, Debug, PartialEq)]
pub struct RaceText {
    /// Every seat's moves to finish, in seat order.
    pub finish: Vec<u32>,
    /// Every seat's lead in moves, in seat order.
    pub lead: Vec<f64>,
}

/// What a worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The computer's move (move notation).
    Move(String),
    /// An analysis request was taken up (sent before the first iteration, so that the page
    /// knows the worker is listening).
    Started,
    /// An iteration of an analysis.
    Analysis(Report),
    /// A judgement.
    Judgement(JudgementText),
    /// Moves to finish and leads.
    Race(RaceText),
}

/// An answer of a worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The id of the request.
    pub id: u64,
    /// The reply, or why there is none.
    pub reply: Result<Reply, RequestError>,
}

fn status_word(s: Turn) -> &'static str {
    match s {
        Turn::Playing => "playing",
        Turn::MustPass => "pass",
        Turn::Over => "over",
    }
}

fn join<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Answer {
    /// The message text.
    pub fn encode(&self) -> String {
        let id = self.id;
        match &self.reply {
            Ok(Reply::Move(m)) => format!("{id}\nmove\n{}", one_line(m)),
            Ok(Reply::Started) => format!("{id}\nstarted"),
            Ok(Reply::Analysis(r)) => {
                let mut out = format!(
                    "{id}\nanalysis\nstatus {}\ndepth {}\nnodes {}\ndone {}\nfinish {}\nlead {}",
                    status_word(r.status),
                    r.depth,
                    r.nodes,
                    u8::from(r.done),
                    join(&r.finish),
                    join(&r.lead)
                );
                for l in &r.lines {
                    out.push('\n');
                    out.push_str(&l.encode("line"));
                }
                out
            }
            Ok(Reply::Judgement(j)) => format!(
                "{id}\njudgement\nverdict {}\nlost {}\ndepth {}\nnodes {}\n{}\n{}",
                j.verdict.name(),
                j.lost,
                j.depth,
                j.nodes,
                j.best.encode("best"),
                j.played.encode("played")
            ),
            Ok(Reply::Race(r)) => format!(
                "{id}\nrace\nfinish {}\nlead {}",
                join(&r.finish),
                join(&r.lead)
            ),
            Err(e) => format!("{id}\nerror\n{}\n{e}", e.code()),
        }
    }

    /// Reads a message text: `None` when it is not an answer at all, an [`AiError`] when it
    /// is one that cannot be read (another build's, or damaged).
    pub fn decode(text: &str) -> Option<Answer> {
        Answer::read(text).ok()
    }

    /// Reads a message text like [`Answer::decode`], telling why an answer is unreadable:
    /// `Err(None)` for a message that is no answer (no id), `Err(Some((id, error)))` for an
    /// answer to `id` that this build cannot read — an error code it does not know means a
    /// worker of another build ([`AiError::ProtocolMismatch`]), anything else
    /// [`AiError::BadAnswer`].
    pub fn read(text: &str) -> Result<Answer, Option<(u64, AiError)>> {
        let mut lines = text.lines();
        let id: u64 = lines.next().and_then(|l| l.parse().ok()).ok_or(None)?;
        let bad = Some((id, AiError::BadAnswer));
        let kind = lines.next().ok_or(bad)?;
        let reply = match kind {
            "move" => Ok(Reply::Move(lines.next().ok_or(bad)?.to_owned())),
            "started" => Ok(Reply::Started),
            "error" => {
                let code = lines.next().unwrap_or("");
                Err(RequestError::from_code(code).ok_or(Some((id, AiError::ProtocolMismatch)))?)
            }
            "analysis" => Ok(Reply::Analysis(read_report(lines).ok_or(bad)?)),
            "judgement" => Ok(Reply::Judgement(read_judgement(lines).ok_or(bad)?)),
            "race" => Ok(Reply::Race(read_race(lines).ok_or(bad)?)),
            _ => return Err(bad),
        };
        Ok(Answer { id, reply })
    }
}

/// The words of every `tag …` line, in order.
fn fields<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<(&'a str, Vec<&'a str>)> {
    lines
        .map(|l| {
            let mut w = l.split(' ').filter(|w| !w.is_empty());
            (w.next().unwrap_or(""), w.collect())
        })
        .collect()
}

fn one<'a>(fields: &'a [(&str, Vec<&str>)], tag: &str) -> Option<&'a [&'a str]> {
    let mut it = fields.iter().filter(|f| f.0 == tag);
    let f = it.next()?;
    it.next().is_none().then_some(f.1.as_slice())
}

fn single<T: std::str::FromStr>(fields: &[(&str, Vec<&str>)], tag: &str) -> Option<T> {
    match one(fields, tag)? {
        [w] => w.parse().ok(),
        _ => None,
    }
}

fn read_report<'a>(lines: impl Iterator<Item = &'a str>) -> Option<Report> {
    let f = fields(lines);
    let status = match single::<String>(&f, "status")?.as_str() {
        "playing" => Turn::Playing,
        "pass" => Turn::MustPass,
        "over" => Turn::Over,
        _ => return None,
    };
    let done = match single::<u8>(&f, "done")? {
        0 => false,
        1 => true,
        _ => return None,
    };
    let finish = one(&f, "finish")?
        .iter()
        .map(|w| w.parse().ok())
        .collect::<Option<Vec<u32>>>()?;
    let lead = one(&f, "lead")?
        .iter()
        .map(|w| finite(w))
        .collect::<Option<Vec<f64>>>()?;
    let lines = f
        .iter()
        .filter(|x| x.0 == "line")
        .map(|x| LineText::decode(&x.1))
        .collect::<Option<Vec<_>>>()?;
    if f.iter().any(|x| {
        !matches!(
            x.0,
            "status" | "depth" | "nodes" | "done" | "finish" | "lead" | "line"
        )
    }) {
        return None;
    }
    Some(Report {
        status,
        depth: single(&f, "depth")?,
        nodes: single(&f, "nodes")?,
        done,
        finish,
        lead,
        lines,
    })
}

fn read_race<'a>(lines: impl Iterator<Item = &'a str>) -> Option<RaceText> {
    let f = fields(lines);
    if f.len() != 2 {
        return None;
    }
    Some(RaceText {
        finish: one(&f, "finish")?
            .iter()
            .map(|w| w.parse().ok())
            .collect::<Option<Vec<u32>>>()?,
        lead: one(&f, "lead")?
            .iter()
            .map(|w| finite(w))
            .collect::<Option<Vec<f64>>>()?,
    })
}

fn read_judgement<'a>(lines: impl Iterator<Item = &'a str>) -> Option<JudgementText> {
    let f = fields(lines);
    Some(JudgementText {
        verdict: Verdict::from_name(&single::<String>(&f, "verdict")?)?,
        lost: finite(one(&f, "lost")?.first()?)?,
        depth: single(&f, "depth")?,
        nodes: single(&f, "nodes")?,
        best: LineText::decode(one(&f, "best")?)?,
        played: LineText::decode(one(&f, "played")?)?,
    })
}

/// The position of a request and its earlier positions (the last [`MAX_HISTORY`] readable
/// ones, oldest first).
fn read_position(request: &Request) -> Result<(Position, Vec<Position>), RequestError> {
    if request.position.len() > MAX_POSITION {
        return Err(RequestError::BadPosition);
    }
    let setup: Setup = request
        .position
        .parse()
        .map_err(|_| RequestError::BadPosition)?;
    let pos = setup
        .validate()
        .map_err(|_| RequestError::InvalidPosition)?;
    let mut earlier: Vec<Position> = request
        .history
        .iter()
        .rev()
        .take(MAX_HISTORY)
        .filter(|t| t.len() <= MAX_POSITION)
        .filter_map(|t| t.parse::<Setup>().ok()?.validate().ok())
        .collect();
    earlier.reverse();
    Ok((pos, earlier))
}

/// A position where the side to move has a choice (else the error).
fn playable(pos: &Position) -> Result<(), RequestError> {
    if pos.is_over() {
        Err(RequestError::GameOver)
    } else if pos.must_pass() {
        Err(RequestError::MustPass)
    } else {
        Ok(())
    }
}

/// A running analysis in a worker: [`AnalysisJob::step`] between yields to the event loop.
#[derive(Debug)]
pub struct AnalysisJob {
    id: u64,
    pos: Position,
    analyser: Analyser,
}

impl AnalysisJob {
    /// The id of the request.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Runs the next iteration: the answer text, and whether more will follow (`None` when
    /// the analysis is done).
    pub fn step(&mut self, clock: &dyn Fn() -> f64) -> Option<(String, bool)> {
        let a = self.analyser.step(clock)?;
        let more = !a.done;
        let answer = Answer {
            id: self.id,
            reply: Ok(Reply::Analysis(Report::of(&a, &self.pos))),
        };
        Some((answer.encode(), more))
    }
}

/// What a worker does with a message ([`receive`]).
#[derive(Debug)]
pub enum Received {
    /// Post this answer.
    Answer(String),
    /// Post `started`, then run the analysis (it replaces a running one).
    Analyse {
        /// The `started` answer.
        started: String,
        /// The analysis.
        job: Box<AnalysisJob>,
    },
    /// Stop the analysis of this id, if it is the one running.
    Stop(u64),
    /// Not a request (nothing to answer).
    Nothing,
}

/// The worker's side: what to do with a message text. Moves, judgements and race figures are
/// computed here
/// (the judgement's search is bounded by its node budget); an analysis is handed back as a job
/// to step.
pub fn receive(text: &str, clock: &dyn Fn() -> f64) -> Received {
    let request = match Request::decode(text) {
        Ok(r) => r,
        Err(WireError::Malformed { id: Some(id) }) => {
            return Received::Answer(error(id, RequestError::Malformed))
        }
        Err(WireError::OtherVersion { id: Some(id) }) => {
            return Received::Answer(error(id, RequestError::OtherVersion))
        }
        Err(_) => return Received::Nothing,
    };
    let id = request.id;
    let answer =
        |reply: Result<Reply, RequestError>| Received::Answer(Answer { id, reply }.encode());
    match &request.body {
        Body::Stop => Received::Stop(id),
        Body::Move { level } => answer(think(&request, *level, clock)),
        Body::Review { max_nodes, played } => answer(review(&request, *max_nodes, played, clock)),
        Body::Race => answer(read_position(&request).map(|(pos, _)| {
            let finish = crate::ai::race::all_seats(&pos);
            Reply::Race(RaceText {
                lead: crate::ai::race::lead(&pos, &finish),
                finish,
            })
        })),
        Body::Analyse {
            lines,
            max_depth,
            max_nodes,
        } => match read_position(&request) {
            Err(e) => answer(Err(e)),
            Ok((pos, history)) => {
                let limits = AnalysisLimits {
                    lines: usize::from(*lines).clamp(1, analysis::MAX_LINES),
                    max_depth: (*max_depth).clamp(1, 60),
                    max_nodes: (*max_nodes).clamp(1, MAX_NODES),
                };
                Received::Analyse {
                    started: Answer {
                        id,
                        reply: Ok(Reply::Started),
                    }
                    .encode(),
                    job: Box::new(AnalysisJob {
                        id,
                        analyser: Analyser::new(&pos, &history, limits),
                        pos,
                    }),
                }
            }
        },
    }
}

fn error(id: u64, e: RequestError) -> String {
    Answer { id, reply: Err(e) }.encode()
}

/// The computer's move for a request (its level's search, [`crate::ai::play`]), the request's
/// positions read once.
fn think(request: &Request, level: u8, clock: &dyn Fn() -> f64) -> Result<Reply, RequestError> {
    let level = Level::new(level).ok_or(RequestError::BadLevel)?;
    let (pos, earlier) = read_position(request)?;
    playable(&pos)?;
    crate::ai::play(&pos, &earlier, level, clock)
        .map(|m| Reply::Move(pos.move_name(m)))
        .ok_or(RequestError::MustPass)
}

/// The judgement of a move for a request.
fn review(
    request: &Request,
    max_nodes: u64,
    played: &str,
    clock: &dyn Fn() -> f64,
) -> Result<Reply, RequestError> {
    let (pos, history) = read_position(request)?;
    playable(&pos)?;
    let m = pos.parse_move(played).map_err(|_| RequestError::BadMove)?;
    let j =
        analysis::judge(&pos, &history, m, max_nodes.clamp(1, MAX_NODES), clock).map_err(|e| {
            match e {
                analysis::ReviewError::GameOver => RequestError::GameOver,
                analysis::ReviewError::MustPass => RequestError::MustPass,
                analysis::ReviewError::IllegalMove => RequestError::BadMove,
            }
        })?;
    Ok(Reply::Judgement(JudgementText::of(&j, &pos)))
}

/// The worker's answer to a request text that is answered at once (a move, a judgement or
/// race figures),
/// or to a malformed or other-version request; `None` for messages that are no request, for
/// `stop`, and for `analyse` (see [`receive`]).
pub fn respond(text: &str, clock: &dyn Fn() -> f64) -> Option<String> {
    match receive(text, clock) {
        Received::Answer(a) => Some(a),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
