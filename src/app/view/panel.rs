//! What the side panel says about the state: seat labels, the status line, messages, the live
//! region's announcement, who leads the race, the progress panel and the header's turn line.

use crate::app::games::StoreError;
use crate::app::i18n::{player_name, player_title, Lang, Tenths, K};
use crate::app::seats::Colour;
use crate::app::state::{LineEdit, Mode, Notice, ShareOutcome, UiState};
use crate::engine::{Ply, Scoring, Seat, Status};

// ---- text for the screen -------------------------------------------------------------------

impl ShareOutcome {
    /// What to tell the player.
    pub fn text(self, lang: Lang) -> &'static str {
        lang.t(match self {
            ShareOutcome::Shared => K::LinkShared,
            ShareOutcome::Copied => K::LinkCopied,
            ShareOutcome::Manual => K::CopyLinkBelow,
            ShareOutcome::Cancelled => K::NotShared,
            ShareOutcome::CodeCopied => K::GameCodeCopied,
            ShareOutcome::CodeManual => K::CopyGameCodeBelow,
        })
    }
}

/// "Anna (blue)": a seat's name and colour, as sentences say it.
pub fn seat_label(state: &UiState, lang: Lang, seat: Seat) -> String {
    let setup = state.seat(seat);
    lang.with_colour(
        &player_name(lang, seat.index(), &setup.name, setup.kind),
        setup.colour,
    )
}

/// "Computer 2 · level 3 (orange)": a seat's name and colour where the seats are listed,
/// a computer seat's with its level.
pub fn seat_title(state: &UiState, lang: Lang, seat: Seat) -> String {
    let setup = state.seat(seat);
    lang.with_colour(
        &player_title(lang, seat.index(), &setup.name, setup.kind),
        setup.colour,
    )
}

/// The `#status` text: whose turn, or the result.
pub fn status_text(state: &UiState, lang: Lang) -> String {
    match state.game().status() {
        Status::Ongoing { to_move } => {
            let player = seat_label(state, lang, to_move);
            if state.seat(to_move).is_computer() && state.playing() {
                lang.fill(K::Thinking, &[("player", &player)])
            } else {
                lang.fill(K::ToMove, &[("player", &player)])
            }
        }
        Status::Finished { ranking } => {
            let winners = ranking.winners();
            let seating = state.position().seating();
            match winners.as_slice() {
                [w] => lang.fill(K::Wins, &[("player", &seat_label(state, lang, *w))]),
                [a, b] if seating.partner(*a) == Some(*b) => lang.fill(
                    K::TeamWins,
                    &[
                        ("player", &seat_label(state, lang, *a)),
                        ("partner", &seat_label(state, lang, *b)),
                    ],
                ),
                ws => {
                    let names: Vec<String> =
                        ws.iter().map(|&w| seat_label(state, lang, w)).collect();
                    lang.fill(K::SharedWin, &[("players", &names.join(", "))])
                }
            }
        }
    }
}

/// The text of a message.
pub fn message_text(state: &UiState, lang: Lang, notice: &Notice) -> String {
    match notice {
        Notice::CoinToss(s) => lang.fill(K::CoinToss, &[("player", &seat_label(state, lang, *s))]),
        Notice::Starts(s) => lang.fill(K::ChosenStart, &[("player", &seat_label(state, lang, *s))]),
        Notice::BrokenLink(e) => lang.fill(K::BrokenLink, &[("detail", &lang.link_error(e))]),
        Notice::LinkSalvaged(s) => lang.fill(
            K::LinkSalvaged,
            &[
                ("detail", &lang.link_error(&s.reason)),
                ("kept", &s.kept.to_string()),
                ("recorded", &s.recorded.to_string()),
            ],
        ),
        Notice::SavedGameUnreadable(e) => {
            lang.fill(K::SavedGameUnreadable, &[("detail", &lang.link_error(e))])
        }
        Notice::ComputerError(e) => lang.computer_error(*e).to_string(),
        Notice::NewerSave => lang.t(K::NewerSave).to_string(),
        Notice::TextsUnavailable(other) => {
            lang.fill(K::TextsUnavailable, &[("language", other.native_name())])
        }
        Notice::NotSaved(StoreError::Refused) => lang.t(K::StorageFull).to_string(),
        Notice::NotSaved(StoreError::Unavailable) => lang.t(K::NotSaved).to_string(),
        Notice::OldSavesInPlace(_) => lang.t(K::OldSavesInPlace).to_string(),
        Notice::UnreadableKept => lang.t(K::UnreadableKept).to_string(),
        Notice::KeptAsCopy => lang.t(K::KeptAsCopy).to_string(),
        Notice::GamesRemoved(n) => lang.fill(K::GamesRemoved, &[("n", &n.to_string())]),
        Notice::TreeUnreadable => lang.t(K::TreeUnreadable).to_string(),
        Notice::GameGone => lang.t(K::GameGone).to_string(),
        Notice::GameTooLong => lang.fill(
            K::GameTooLong,
            &[("n", &crate::engine::Game::MAX_MOVES.to_string())],
        ),
        Notice::GameReplaced => lang.t(K::GameReplaced).to_string(),
        Notice::LinesEdited(edit) => lang
            .t(match edit {
                LineEdit::Promoted => K::LinePromoted,
                LineEdit::Deleted => K::LineDeleted,
                LineEdit::Restored => K::LineRestored,
            })
            .to_string(),
        Notice::Shared(outcome, _) => outcome.text(lang).to_string(),
    }
}

/// What the live region announces: the last ply before the cursor, then the status.
pub fn announcement(state: &UiState, lang: Lang) -> String {
    let cursor = state.game().cursor();
    let mut parts = Vec::new();
    if cursor > 0 {
        // Passes right before the cursor, then the move before them.
        let mut i = cursor;
        let mut passes = Vec::new();
        while i > 0 {
            i -= 1;
            let before = state
                .game()
                .position_at(i)
                .unwrap_or_else(|| state.game().start());
            match state.game().plies().get(i) {
                Some(Ply::Pass) => passes.push(before.to_move()),
                Some(Ply::Move(m)) => {
                    parts.push(lang.fill(
                        K::LastMove,
                        &[
                            ("player", &seat_label(state, lang, before.to_move())),
                            ("move", &before.move_name(*m)),
                        ],
                    ));
                    break;
                }
                None => break,
            }
        }
        for s in passes.into_iter().rev() {
            parts.push(lang.fill(K::Passes, &[("player", &seat_label(state, lang, s))]));
        }
    }
    // The review's verdict of that move, and the analysis's lead, once known.
    if let Some(j) = state.analysis().judgement_at(state.game(), cursor) {
        if let Some((before, m)) = cursor
            .checked_sub(1)
            .and_then(|i| crate::app::analysis::move_at(state.game(), i))
        {
            parts.push(lang.fill(
                K::Judged,
                &[
                    ("move", &before.move_name(m)),
                    ("verdict", lang.verdict(j.verdict)),
                    ("n", &lang.decimal(Tenths::unsigned(j.lost))),
                ],
            ));
        }
    }
    if let Some(report) = state.to_analyse().and_then(|p| state.analysis().report(p)) {
        parts.push(lead_text(state, lang, &report.lead, true));
    }
    parts.push(status_text(state, lang));
    // A hint is said, not only drawn.
    if let Some(m) = state.hint() {
        parts.push(lang.fill(K::HintShown, &[("move", &state.position().move_name(m))]));
    }
    parts.join(". ")
}

/// Who leads the race, and by how many moves, from every seat's lead (in whole moves when
/// `whole`: what the live region says, which must not change with every iteration).
pub fn lead_text(state: &UiState, lang: Lang, lead: &[f64], whole: bool) -> String {
    let best = lead
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .and_then(|(i, &l)| Some((Seat::new(u8::try_from(i).ok()?)?, l)));
    match best {
        Some((seat, l)) if l >= if whole { 0.5 } else { 0.05 } => {
            let n = if whole {
                (l.round() as i64).to_string()
            } else {
                lang.decimal(Tenths::unsigned(l))
            };
            lang.fill(
                K::SeatLeads,
                &[("name", &seat_label(state, lang, seat)), ("n", &n)],
            )
        }
        _ => lang.t(K::EvenRace).to_string(),
    }
}

/// Each seat's progress, in seat order.
pub fn progress(state: &UiState, lang: Lang) -> Vec<ProgressRow> {
    let position = state.position();
    let seating = position.seating();
    let finished = position.finished();
    let ranking = match state.game().status() {
        Status::Finished { ranking } => Some(ranking),
        Status::Ongoing { .. } => None,
    };
    let bga = position.options().scoring == Scoring::Bga;
    seating
        .seats()
        .map(|seat| {
            let (home, total) = position.pegs_home(seat);
            let setup = state.seat(seat);
            ProgressRow {
                seat,
                label: seat_title(state, lang, seat),
                name: player_title(lang, seat.index(), &setup.name, setup.kind),
                colour_aside: lang.colour_aside(setup.colour),
                colour: setup.colour,
                home,
                total,
                score: bga.then(|| (position.score(seat), position.max_score(seat))),
                place: ranking.and_then(|r| r.place(seat)),
                finished: finished.contains(seat),
                team: seating
                    .partner(seat)
                    .map(|p| seat.index().min(p.index()) + 1),
                to_move: ranking.is_none() && position.to_move() == seat,
            }
        })
        .collect()
}

/// The header's turn line: the number of the turn about to be played ("Turn 41"), at the
/// end how many were ("80 turns"), or in a review the position shown ("After turn 5 of
/// 84", "Start position"), with the same numbers as the move list. A turn is a ply (a
/// move or a forced pass); the result card counts each seat's moves, which add up with
/// the passes to the turns.
pub fn move_line(state: &UiState, lang: Lang) -> String {
    let game = state.game();
    let total = game.plies().len().to_string();
    match state.mode() {
        Mode::Playing if state.position().is_over() => turns_text(state, lang),
        Mode::Replay { .. } if game.cursor() == 0 => {
            lang.fill(K::ReviewStart, &[("total", &total)])
        }
        Mode::Replay { .. } => lang.fill(
            K::ReviewPosition,
            &[("n", &game.cursor().to_string()), ("total", &total)],
        ),
        _ => lang.fill(K::MoveNumber, &[("n", &(game.cursor() + 1).to_string())]),
    }
}

/// How many turns were played to the position shown: "80 turns".
pub fn turns_text(state: &UiState, lang: Lang) -> String {
    match state.game().cursor() {
        1 => lang.t(K::OneTurn).to_string(),
        n => lang.fill(K::TurnsPlayed, &[("n", &n.to_string())]),
    }
}

/// A seat's progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressRow {
    /// The seat.
    pub seat: Seat,
    /// Name and colour ("Computer 2 · level 3 (orange)").
    pub label: String,
    /// The name alone ("Computer 2 · level 3"): the label is the name and then the
    /// colour's aside (" (orange)"), which a compact row only tells screen readers.
    pub name: String,
    /// The label less the name.
    pub colour_aside: String,
    /// The seat's colour.
    pub colour: Colour,
    /// Pegs in their goal.
    pub home: usize,
    /// Pegs.
    pub total: usize,
    /// BGA score and its maximum, with that scoring.
    pub score: Option<(i32, i32)>,
    /// Final place, once the game is over.
    pub place: Option<u8>,
    /// Whether the seat has finished.
    pub finished: bool,
    /// Team number (1-based), in team play.
    pub team: Option<usize>,
    /// Whether it is this seat's turn.
    pub to_move: bool,
}
