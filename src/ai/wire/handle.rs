//! The worker's handling of a request, typed in and typed out: the computer's move, or a
//! share of it ([`crate::ai::play_share`]), a judgement ([`analysis::judge`]) and race figures ([`Race::of`]) at
//! once; an analysis handed back as an [`AnalysisJob`] to step between yields to the worker's
//! event loop. No text here: the codec reads and writes the messages.

use super::{Answer, Body, Pace, Reply, Request, RequestError};
use crate::ai::analysis::{self, Analyser, AnalysisLimits, Race};
use crate::engine::Position;

/// Nodes an analysis or a review may ask for at most.
pub const MAX_NODES: u64 = 50_000_000;

/// The deepest analysis iteration that may be asked for.
pub const MAX_DEPTH: u32 = 60;

/// What the worker does with a request ([`handle`]).
#[derive(Debug)]
pub enum Handled {
    /// Post this answer.
    Answer(Answer),
    /// Post `started`, then run the analysis (it replaces a running one).
    Analyse {
        /// The `started` answer.
        started: Answer,
        /// The analysis.
        job: Box<AnalysisJob>,
    },
    /// Stop the analysis of this id, if it is the one running.
    Stop(u64),
}

/// The worker's answer to `request`: moves, judgements and race figures are computed here (a
/// judgement's search bounded by its node budget), an analysis is handed back as a job.
pub fn handle(request: &Request, clock: &dyn Fn() -> f64) -> Handled {
    let id = request.id;
    let answer = |reply: Result<Reply, RequestError>| Handled::Answer(Answer { id, reply });
    match &request.body {
        Body::Stop => Handled::Stop(id),
        Body::Move {
            position,
            history,
            level,
            pace,
            share,
        } => answer(playable(position).and_then(|()| {
            let played = match pace {
                Pace::Clock => crate::ai::play_share(position, history, *level, *share, clock),
                Pace::Nodes => crate::ai::play_nodes_share(position, history, *level, *share),
            };
            match (played.best, played.root) {
                (Some(best), Some(root)) => Ok(Reply::Tree { best, root }),
                (Some(m), None) => Ok(Reply::Move(m)),
                (None, _) => Err(RequestError::MustPass),
            }
        })),
        Body::Review {
            position,
            history,
            played,
            max_nodes,
        } => answer(
            analysis::judge(
                position,
                history,
                *played,
                (*max_nodes).clamp(1, MAX_NODES),
                clock,
            )
            .map(Reply::Judgement)
            .map_err(|e| match e {
                analysis::ReviewError::GameOver => RequestError::GameOver,
                analysis::ReviewError::MustPass => RequestError::MustPass,
                analysis::ReviewError::IllegalMove => RequestError::BadMove,
            }),
        ),
        Body::Race { position } => answer(Ok(Reply::Race(Race::of(position)))),
        Body::Analyse {
            position,
            history,
            limits,
        } => {
            let limits = AnalysisLimits {
                lines: limits.lines.clamp(1, analysis::MAX_LINES),
                max_depth: limits.max_depth.clamp(1, MAX_DEPTH),
                max_nodes: limits.max_nodes.clamp(1, MAX_NODES),
            };
            Handled::Analyse {
                started: Answer {
                    id,
                    reply: Ok(Reply::Started),
                },
                job: Box::new(AnalysisJob {
                    id,
                    analyser: Analyser::new(position, history, limits),
                    position: position.clone(),
                }),
            }
        }
    }
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
    position: Position,
    analyser: Analyser,
}

impl AnalysisJob {
    /// The id of the request.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The position analysed (its answers name their moves with it).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Runs the next iteration: its answer, and whether more will follow (`None` when the
    /// analysis is done).
    pub fn step(&mut self, clock: &dyn Fn() -> f64) -> Option<(Answer, bool)> {
        let a = self.analyser.step(clock)?;
        let more = !a.done;
        let answer = Answer {
            id: self.id,
            reply: Ok(Reply::Analysis(a)),
        };
        Some((answer, more))
    }
}
