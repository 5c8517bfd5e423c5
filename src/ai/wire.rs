//! The messages between the page and the computer's Web Worker, as plain
//! text (one `postMessage` string each way), so that neither side needs a
//! serialisation library in its wasm.
//!
//! A request is `sternhalma-ai/1`, then the request id, the level, the
//! position and any history positions, one per line (positions are in the
//! engine's notation, which has no line breaks). An answer is the id, then
//! `ok` and the move text, or `error` and the error text. A request of
//! another version (`sternhalma-ai/2`, from a page of another release while
//! the service worker updates) gets an error answer at once, not silence.
//!
//! ```
//! use sternhalma::ai::wire::{Answer, Request};
//!
//! let request = Request { id: 7, level: 3, position: "p2/0:a1/3:q1/0".into(), history: vec![] };
//! assert_eq!(Request::decode(&request.encode()), Ok(request));
//!
//! let answer = Answer { id: 7, result: Ok("n2-m2".into()) };
//! assert_eq!(Answer::decode(&answer.encode()), Some(answer));
//! ```

use std::fmt;

/// The first line of every request: the protocol and its version.
pub const MAGIC: &str = "sternhalma-ai/1";

/// The worker's first message: it is listening.
pub const READY: &str = "ready";

/// A request to think about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Chosen by the page; the answer carries it back.
    pub id: u64,
    /// The level, `1..=6`.
    pub level: u8,
    /// The position, in engine notation.
    pub position: String,
    /// Earlier positions of the game (notation), for repetition avoidance.
    pub history: Vec<String>,
}

/// Why a request text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// The first line is not a request of this protocol.
    NotARequest,
    /// A request of another version of the protocol (a page and a worker of different
    /// releases, during an update).
    OtherVersion {
        /// The id, when it could be read (the answer goes back to it).
        id: Option<u64>,
    },
    /// The id, level or position line is missing or not a number.
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

impl std::error::Error for WireError {}

/// Lines of `text` may not break the framing: a line break becomes a space.
fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains(['\n', '\r']) {
        text.replace(['\n', '\r'], " ").into()
    } else {
        text.into()
    }
}

impl Request {
    /// The message text.
    pub fn encode(&self) -> String {
        let mut out = format!(
            "{MAGIC}\n{}\n{}\n{}",
            self.id,
            self.level,
            one_line(&self.position)
        );
        for h in &self.history {
            out.push('\n');
            out.push_str(&one_line(h));
        }
        out
    }

    /// Reads a message text.
    pub fn decode(text: &str) -> Result<Request, WireError> {
        let mut lines = text.split('\n');
        let first = lines.next().unwrap_or("");
        let id = lines.next().and_then(|l| l.parse().ok());
        if first != MAGIC {
            return Err(match first.strip_prefix("sternhalma-ai/") {
                Some(_) => WireError::OtherVersion { id },
                None => WireError::NotARequest,
            });
        }
        let malformed = WireError::Malformed { id };
        let id = id.ok_or(malformed.clone())?;
        let level = lines
            .next()
            .and_then(|l| l.parse().ok())
            .ok_or(malformed.clone())?;
        let position = lines.next().ok_or(malformed)?.to_owned();
        Ok(Request {
            id,
            level,
            position,
            history: lines.map(str::to_owned).collect(),
        })
    }
}

/// The worker's answer to one request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The request's id.
    pub id: u64,
    /// The move (engine move notation), or why there is none.
    pub result: Result<String, String>,
}

impl Answer {
    /// The message text.
    pub fn encode(&self) -> String {
        match &self.result {
            Ok(m) => format!("{}\nok\n{}", self.id, one_line(m)),
            Err(e) => format!("{}\nerror\n{}", self.id, one_line(e)),
        }
    }

    /// Reads a message text (`None`: not an answer).
    pub fn decode(text: &str) -> Option<Answer> {
        let mut parts = text.splitn(3, '\n');
        let id = parts.next()?.parse().ok()?;
        let kind = parts.next()?;
        let body = parts.next()?.to_owned();
        let result = match kind {
            "ok" => Ok(body),
            "error" => Err(body),
            _ => return None,
        };
        Some(Answer { id, result })
    }
}

/// The worker's side: the answer text to a request text, thought out with
/// [`answer`](crate::ai::answer) (`None` for a message that is no request,
/// or one whose id cannot be read).
pub fn respond(text: &str, clock: &dyn Fn() -> f64) -> Option<String> {
    let answer = match Request::decode(text) {
        Ok(r) => Answer {
            id: r.id,
            result: crate::ai::answer(&r.position, r.level, &r.history, clock),
        },
        Err(
            e @ (WireError::Malformed { id: Some(id) } | WireError::OtherVersion { id: Some(id) }),
        ) => Answer {
            id,
            result: Err(e.to_string()),
        },
        Err(_) => return None,
    };
    Some(answer.encode())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip_with_history() {
        let r = Request {
            id: u64::MAX,
            level: 4,
            position: "p2/0:a1.b1-2/3:q1/1".into(),
            history: vec!["p2/0:a1/3:q1/0".into(), "p2/0:b1/3:q1/1".into()],
        };
        assert_eq!(Request::decode(&r.encode()), Ok(r));
    }

    #[test]
    fn line_breaks_cannot_forge_fields() {
        let r = Request {
            id: 1,
            level: 2,
            position: "p2\n9\n9".into(),
            history: vec!["a\nb".into()],
        };
        let back = Request::decode(&r.encode()).unwrap();
        assert_eq!(back.position, "p2 9 9");
        assert_eq!(back.history, ["a b"]);
        let a = Answer {
            id: 3,
            result: Err("two\nlines".into()),
        };
        assert_eq!(
            Answer::decode(&a.encode()).unwrap().result,
            Err("two lines".into())
        );
    }

    #[test]
    fn bad_requests_are_typed_errors() {
        assert_eq!(Request::decode(""), Err(WireError::NotARequest));
        assert_eq!(
            Request::decode("sternhalma-ai/2\n4\n2\np"),
            Err(WireError::OtherVersion { id: Some(4) })
        );
        assert_eq!(
            Request::decode("hello\n1\n2\np"),
            Err(WireError::NotARequest)
        );
        assert_eq!(
            Request::decode(&format!("{MAGIC}\nx")),
            Err(WireError::Malformed { id: None })
        );
        assert_eq!(
            Request::decode(&format!("{MAGIC}\n5\nlevel\np")),
            Err(WireError::Malformed { id: Some(5) })
        );
        assert_eq!(
            Request::decode(&format!("{MAGIC}\n5\n300\np")),
            Err(WireError::Malformed { id: Some(5) })
        );
        assert_eq!(
            Request::decode(&format!("{MAGIC}\n5\n3")),
            Err(WireError::Malformed { id: Some(5) })
        );
    }

    #[test]
    fn answers_round_trip_and_reject_junk() {
        for a in [
            Answer {
                id: 0,
                result: Ok("n2-m2".into()),
            },
            Answer {
                id: 9,
                result: Err(String::new()),
            },
        ] {
            assert_eq!(Answer::decode(&a.encode()), Some(a));
        }
        for junk in ["", READY, "1", "1\nok", "x\nok\nm", "1\nmaybe\nm"] {
            assert_eq!(Answer::decode(junk), None, "{junk:?}");
        }
    }

    #[test]
    fn the_worker_answers_requests_with_moves_or_errors() {
        use crate::engine::{Options, Position};
        let pos = Position::start(Options::default()).unwrap();
        let request = Request {
            id: 42,
            level: 1,
            position: pos.to_string(),
            history: vec![],
        };
        let clock = std::cell::Cell::new(0.0);
        let tick = || {
            clock.set(clock.get() + 1.0);
            clock.get()
        };
        let answer = Answer::decode(&respond(&request.encode(), &tick).unwrap()).unwrap();
        assert_eq!(answer.id, 42);
        let text = answer.result.unwrap();
        assert!(
            pos.legal_move_list()
                .iter()
                .any(|&m| pos.move_name(m) == text),
            "{text}"
        );

        let bad = Request {
            position: "nonsense".into(),
            ..request
        };
        let answer = Answer::decode(&respond(&bad.encode(), &tick).unwrap()).unwrap();
        assert!(answer.result.is_err());
        let answer = Answer::decode(&respond(&format!("{MAGIC}\n8\nx\n"), &tick).unwrap());
        assert_eq!(answer.map(|a| (a.id, a.result.is_err())), Some((8, true)));
        assert_eq!(respond("ready", &tick), None);
        // Another version of the protocol: an error, at once, when the id can be read.
        let other =
            Answer::decode(&respond("sternhalma-ai/2\n9\nwhatever", &tick).unwrap()).unwrap();
        assert_eq!(other.id, 9);
        assert!(other.result.unwrap_err().contains("different versions"));
        assert_eq!(respond("sternhalma-ai/2", &tick), None);
        assert_eq!(respond(&format!("{MAGIC}\nx"), &tick), None);
    }
}
