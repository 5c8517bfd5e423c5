//! The messages as text, one `postMessage` string each way (see the format in
//! [`crate::ai::wire`]): the syntax is read here, and every position, level and move is
//! checked once, while decoding — a move against the position the message is about — so that
//! what comes out is typed or a typed error, whatever the text.

use std::fmt::{self, Write};
use std::str::FromStr;

use super::{AiError, Answer, Body, Pace, Reply, Request, RequestError, WireError, MAGIC};
use crate::ai::analysis::{Analysis, AnalysisLimits, Judgement, Line, Race, Turn, Verdict};
use crate::ai::shares::{RootMove, RootStats, Share};
use crate::ai::Level;
use crate::engine::{Move, Position, Setup};

/// Longest position text read (the engine's own limit).
const MAX_POSITION: usize = 4096;

/// Earlier positions of a request read at most (the last ones).
const MAX_HISTORY: usize = 1024;

impl Request {
    /// The message text.
    pub fn encode(&self) -> String {
        let mut out = format!("{MAGIC}\n{}\n", self.id);
        let (position, history): (&Position, &[Position]) = match &self.body {
            Body::Move {
                position,
                history,
                level,
                pace,
                share,
            } => {
                let _ = write!(out, "move {}", level.get());
                if *pace == Pace::Nodes {
                    out.push_str(" nodes");
                }
                if *share != Share::WHOLE {
                    let _ = write!(out, " share {} {}", share.index(), share.of());
                }
                (position, history)
            }
            Body::Analyse {
                position,
                history,
                limits,
            } => {
                let _ = write!(
                    out,
                    "analyse {} {} {}",
                    limits.lines, limits.max_depth, limits.max_nodes
                );
                (position, history)
            }
            Body::Review {
                position,
                history,
                played,
                max_nodes,
            } => {
                let _ = write!(out, "review {max_nodes} {}", position.move_name(*played));
                (position, history)
            }
            Body::Race { position } => {
                out.push_str("race");
                (position, &[])
            }
            Body::Stop => {
                out.push_str("stop");
                return out;
            }
        };
        for p in std::iter::once(position).chain(history) {
            let _ = write!(out, "\n{p}");
        }
        out
    }

    /// Reads a message text: its syntax, then its level, position and move, each checked (the
    /// move to review against the position). Earlier positions that cannot be read are left
    /// out (only the last [`MAX_HISTORY`] are read).
    ///
    /// # Errors
    ///
    /// [`WireError::NotARequest`] for a text that is no request of this protocol, else
    /// [`WireError::Refused`] with the id when it can be read: a request of another version
    /// ([`RequestError::OtherVersion`]), one that cannot be read ([`RequestError::Malformed`]),
    /// or the refusal of its level, position or move.
    pub fn decode(text: &str) -> Result<Request, WireError> {
        let mut lines = text.lines();
        let magic = lines.next().unwrap_or("");
        let other = magic != MAGIC;
        if other && !magic.starts_with("sternhalma-ai/") {
            return Err(WireError::NotARequest);
        }
        let id = lines.next().and_then(|l| l.trim().parse::<u64>().ok());
        let refuse = |error| WireError::Refused { id, error };
        if other {
            return Err(refuse(RequestError::OtherVersion));
        }
        let Some(id) = id else {
            return Err(refuse(RequestError::Malformed));
        };
        let kind = lines
            .next()
            .and_then(Kind::read)
            .ok_or(refuse(RequestError::Malformed))?;
        if let Kind::Stop = kind {
            return Ok(Request {
                id,
                body: Body::Stop,
            });
        }
        let level = match kind {
            Kind::Move(n, _, _) => Some(Level::new(n).ok_or(refuse(RequestError::BadLevel))?),
            _ => None,
        };
        let position =
            read_position(lines.next().ok_or(refuse(RequestError::Malformed))?).map_err(refuse)?;
        let body = match (kind, level) {
            (Kind::Move(_, pace, share), Some(level)) => Body::Move {
                history: read_history(lines),
                position,
                level,
                pace,
                share,
            },
            (Kind::Analyse(limits), _) => Body::Analyse {
                history: read_history(lines),
                position,
                limits,
            },
            (Kind::Review(max_nodes, name), _) => Body::Review {
                played: resolve(&position, name).map_err(refuse)?,
                history: read_history(lines),
                position,
                max_nodes,
            },
            (Kind::Race, _) => Body::Race { position },
            _ => return Err(refuse(RequestError::Malformed)),
        };
        Ok(Request { id, body })
    }
}

/// A request's kind line, its syntax read.
enum Kind<'a> {
    Move(u8, Pace, Share),
    Analyse(AnalysisLimits),
    Review(u64, &'a str),
    Race,
    Stop,
}

impl<'a> Kind<'a> {
    fn read(line: &'a str) -> Option<Kind<'a>> {
        let mut words = line.split(' ');
        let kind = match words.next()? {
            "move" => {
                let level = number(words.next()?)?;
                let mut next = words.next();
                let pace = if next == Some("nodes") {
                    next = words.next();
                    Pace::Nodes
                } else {
                    Pace::Clock
                };
                let share = match next {
                    None => Share::WHOLE,
                    Some("share") => Share::new(number(words.next()?)?, number(words.next()?)?)?,
                    Some(_) => return None,
                };
                Kind::Move(level, pace, share)
            }
            "analyse" => Kind::Analyse(AnalysisLimits {
                lines: number(words.next()?)?,
                max_depth: number(words.next()?)?,
                max_nodes: number(words.next()?)?,
            }),
            "review" => Kind::Review(number(words.next()?)?, words.next()?),
            "race" => Kind::Race,
            "stop" => Kind::Stop,
            _ => return None,
        };
        words.next().is_none().then_some(kind)
    }
}

/// The position of a line of text.
fn read_position(text: &str) -> Result<Position, RequestError> {
    if text.len() > MAX_POSITION {
        return Err(RequestError::BadPosition);
    }
    let setup: Setup = text.parse().map_err(|_| RequestError::BadPosition)?;
    setup.validate().map_err(|_| RequestError::InvalidPosition)
}

/// The last [`MAX_HISTORY`] readable positions of the remaining lines, oldest first.
fn read_history<'a>(lines: impl DoubleEndedIterator<Item = &'a str>) -> Vec<Position> {
    let mut earlier: Vec<Position> = lines
        .rev()
        .take(MAX_HISTORY)
        .filter_map(|t| read_position(t).ok())
        .collect();
    earlier.reverse();
    earlier
}

/// The legal move of `pos` that `name` names; where there is none, why (the game is over, the
/// side must pass, or the move is not legal).
fn resolve(pos: &Position, name: &str) -> Result<Move, RequestError> {
    pos.parse_move(name).map_err(|_| {
        if pos.is_over() {
            RequestError::GameOver
        } else if pos.must_pass() {
            RequestError::MustPass
        } else {
            RequestError::BadMove
        }
    })
}

/// A number of the wire: readable, and finite for a float.
trait Number: FromStr + fmt::Display {
    fn sane(&self) -> bool {
        true
    }
}

impl Number for u8 {}
impl Number for u32 {}
impl Number for u64 {}
impl Number for i32 {}
impl Number for usize {}
impl Number for f64 {
    fn sane(&self) -> bool {
        self.is_finite()
    }
}

fn number<T: Number>(word: &str) -> Option<T> {
    word.parse().ok().filter(T::sane)
}

impl Answer {
    /// The message text; `about` is the position of the request answered, whose geometry names
    /// the moves (for an answer to a request that could not be read, see [`Answer::refusal`]).
    pub fn encode(&self, about: &Position) -> String {
        let mut out = format!("{}\n", self.id);
        match &self.reply {
            Ok(Reply::Move(m)) => {
                let _ = write!(out, "move\n{}", about.move_name(*m));
            }
            Ok(Reply::Tree { best, root }) => {
                let _ = write!(
                    out,
                    "tree\n{}\nnodes {}",
                    about.move_name(*best),
                    root.nodes
                );
                for m in &root.moves {
                    let _ = write!(
                        out,
                        "\nroot {} {} {} {} {}",
                        about.move_name(m.mv),
                        m.visits,
                        m.sum,
                        m.gain,
                        u8::from(m.win)
                    );
                }
            }
            Ok(Reply::Started) => out.push_str("started"),
            Ok(Reply::Analysis(a)) => {
                let _ = write!(
                    out,
                    "analysis\nstatus {}\ndepth {}\nnodes {}\ndone {}",
                    status_word(a.status),
                    a.depth,
                    a.nodes,
                    u8::from(a.done)
                );
                put_list(&mut out, "finish", &a.finish);
                put_list(&mut out, "lead", &a.lead);
                for line in &a.lines {
                    put_line(&mut out, "line", line, about);
                }
            }
            Ok(Reply::Judgement(j)) => {
                let _ = write!(
                    out,
                    "judgement\nverdict {}\nlost {}\ndepth {}\nnodes {}",
                    j.verdict.name(),
                    j.lost,
                    j.depth,
                    j.nodes
                );
                put_line(&mut out, "best", &j.best, about);
                put_line(&mut out, "played", &j.played, about);
            }
            Ok(Reply::Race(r)) => {
                out.push_str("race");
                put_list(&mut out, "finish", &r.finish);
                put_list(&mut out, "lead", &r.lead);
            }
            Err(e) => {
                let _ = write!(out, "error\n{}\n{e}", e.code());
            }
        }
        out
    }

    /// The text of the refusal `error` of request `id` (that needs no position: the answer to a
    /// request that could not be read).
    pub fn refusal(id: u64, error: RequestError) -> String {
        format!("{id}\nerror\n{}\n{error}", error.code())
    }

    /// The id of an answer text (`None`: the text is no answer, e.g. [`super::READY`]).
    pub fn id_of(text: &str) -> Option<u64> {
        text.lines().next()?.parse().ok()
    }

    /// Reads an answer text, its moves against `about`, the position of the request answered.
    ///
    /// # Errors
    ///
    /// [`AiError::ProtocolMismatch`] for an error code this build does not know (a worker of
    /// another build), else [`AiError::BadAnswer`]: no id, an unknown kind, a field missing or
    /// unreadable, or a move that is not legal where it is played (or no `about` to read
    /// moves against).
    pub fn decode(text: &str, about: Option<&Position>) -> Result<Answer, AiError> {
        let mut lines = text.lines();
        let bad = AiError::BadAnswer;
        let id: u64 = lines.next().and_then(|l| l.parse().ok()).ok_or(bad)?;
        let reply = match lines.next().ok_or(bad)? {
            "move" => {
                let name = lines.next().ok_or(bad)?;
                Ok(Reply::Move(
                    about.ok_or(bad)?.parse_move(name).map_err(|_| bad)?,
                ))
            }
            "tree" => {
                let about = about.ok_or(bad)?;
                let best = about
                    .parse_move(lines.next().ok_or(bad)?)
                    .map_err(|_| bad)?;
                let root = read_root(&fields(lines), about).ok_or(bad)?;
                Ok(Reply::Tree { best, root })
            }
            "started" => Ok(Reply::Started),
            "error" => {
                let code = lines.next().unwrap_or("");
                Err(RequestError::from_code(code).ok_or(AiError::ProtocolMismatch)?)
            }
            "analysis" => Ok(Reply::Analysis(
                read_analysis(&fields(lines), about).ok_or(bad)?,
            )),
            "judgement" => Ok(Reply::Judgement(
                read_judgement(&fields(lines), about).ok_or(bad)?,
            )),
            "race" => Ok(Reply::Race(read_race(&fields(lines)).ok_or(bad)?)),
            _ => return Err(bad),
        };
        Ok(Answer { id, reply })
    }
}

fn status_word(s: Turn) -> &'static str {
    match s {
        Turn::Playing => "playing",
        Turn::MustPass => "pass",
        Turn::Over => "over",
    }
}

/// Writes the line `tag x y …`.
fn put_list<T: fmt::Display>(out: &mut String, tag: &str, items: &[T]) {
    let _ = write!(out, "\n{tag}");
    for x in items {
        let _ = write!(out, " {x}");
    }
}

/// Writes the line `tag lead value move …`, the moves named with `about`'s geometry.
fn put_line(out: &mut String, tag: &str, line: &Line, about: &Position) {
    let _ = write!(out, "\n{tag} {} {}", line.lead, line.value);
    for &m in &line.moves {
        let _ = write!(out, " {}", about.move_name(m));
    }
}

/// The tag and words of every line, in order.
type Fields<'a> = Vec<(&'a str, Vec<&'a str>)>;

fn fields<'a>(lines: impl Iterator<Item = &'a str>) -> Fields<'a> {
    lines
        .map(|l| {
            let mut w = l.split(' ').filter(|w| !w.is_empty());
            (w.next().unwrap_or(""), w.collect())
        })
        .collect()
}

/// The words of the one line tagged `tag`.
fn one<'a>(fields: &'a Fields<'_>, tag: &str) -> Option<&'a [&'a str]> {
    let mut it = fields.iter().filter(|f| f.0 == tag);
    let f = it.next()?;
    it.next().is_none().then_some(f.1.as_slice())
}

/// The number of the one line `tag n`.
fn single<T: Number>(fields: &Fields<'_>, tag: &str) -> Option<T> {
    match one(fields, tag)? {
        [w] => number(w),
        _ => None,
    }
}

/// The numbers of the one line `tag x y …`.
fn list<T: Number>(fields: &Fields<'_>, tag: &str) -> Option<Vec<T>> {
    one(fields, tag)?.iter().map(|w| number(w)).collect()
}

/// Only these tags.
fn only(fields: &Fields<'_>, tags: &[&str]) -> bool {
    fields.iter().all(|f| tags.contains(&f.0))
}

/// A line `lead value move …`, its moves read in turn from `about`.
fn read_line(words: &[&str], about: Option<&Position>) -> Option<Line> {
    let (lead, rest) = words.split_first()?;
    let (value, names) = rest.split_first()?;
    let mut moves = Vec::new();
    if !names.is_empty() {
        let mut pos = about?.clone();
        for name in names {
            let m = pos.parse_move(name).ok()?;
            moves.push(m);
            pos.play_unchecked(m);
        }
    }
    Some(Line {
        moves,
        lead: number(lead)?,
        value: number(value)?,
    })
}

fn read_root(f: &Fields<'_>, about: &Position) -> Option<RootStats> {
    only(f, &["nodes", "root"]).then_some(())?;
    let moves = f
        .iter()
        .filter(|x| x.0 == "root")
        .map(|x| match x.1.as_slice() {
            [name, visits, sum, gain, win] => Some(RootMove {
                mv: about.parse_move(name).ok()?,
                visits: number(visits)?,
                sum: number(sum)?,
                gain: number(gain)?,
                win: match *win {
                    "0" => false,
                    "1" => true,
                    _ => return None,
                },
            }),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(RootStats {
        moves,
        nodes: single(f, "nodes")?,
    })
}

fn read_race(f: &Fields<'_>) -> Option<Race> {
    only(f, &["finish", "lead"]).then_some(())?;
    Some(Race {
        finish: list(f, "finish")?,
        lead: list(f, "lead")?,
    })
}

fn read_analysis(f: &Fields<'_>, about: Option<&Position>) -> Option<Analysis> {
    let tags = ["status", "depth", "nodes", "done", "finish", "lead", "line"];
    only(f, &tags).then_some(())?;
    let status = match one(f, "status")? {
        ["playing"] => Turn::Playing,
        ["pass"] => Turn::MustPass,
        ["over"] => Turn::Over,
        _ => return None,
    };
    let done = match single::<u8>(f, "done")? {
        0 => false,
        1 => true,
        _ => return None,
    };
    let lines = f
        .iter()
        .filter(|x| x.0 == "line")
        .map(|x| read_line(&x.1, about))
        .collect::<Option<Vec<_>>>()?;
    Some(Analysis {
        status,
        depth: single(f, "depth")?,
        nodes: single(f, "nodes")?,
        lines,
        finish: list(f, "finish")?,
        lead: list(f, "lead")?,
        done,
    })
}

fn read_judgement(f: &Fields<'_>, about: Option<&Position>) -> Option<Judgement> {
    let tags = ["verdict", "lost", "depth", "nodes", "best", "played"];
    only(f, &tags).then_some(())?;
    let verdict = match one(f, "verdict")? {
        [name] => Verdict::from_name(name)?,
        _ => return None,
    };
    Some(Judgement {
        best: read_line(one(f, "best")?, about)?,
        played: read_line(one(f, "played")?, about)?,
        // (Moves lost are never negative.)
        lost: single(f, "lost").filter(|x: &f64| *x >= 0.0)?,
        verdict,
        depth: single(f, "depth")?,
        nodes: single(f, "nodes")?,
    })
}
