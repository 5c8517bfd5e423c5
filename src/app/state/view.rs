//! What the screen says about the state: seat labels, the status line, messages, the move list,
//! the live region's announcement, the progress panel and the screen-reader text of each hole.

use crate::app::games::StoreError;
use crate::app::i18n::{player_name, player_title, Lang, K};
use crate::app::seats::Colour;
use crate::app::state::{Destination, LineEdit, Mode, Notice, ShareOutcome, UiState};
use crate::app::tree::NodeId;
use crate::engine::{Cell, Options, Ply, Scoring, Seat, Status, Triangle};

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

impl UiState {
    /// The marker shape (`0..6`) of each army, by its start triangle, so that every army on the
    /// board can be told apart without colour: a seat's main army (the one it has without
    /// multiple sets) wears the marker of the seat's colour; with multiple sets, the other
    /// armies take the shapes that no seat's colour uses, in turn order.
    pub fn army_markers(&self) -> [u8; 6] {
        let options = *self.position().options();
        let seating = options.seating();
        let single = Options {
            multiple_sets: false,
            ..options
        }
        .seating();
        let colours: Vec<u8> = seating
            .seats()
            .map(|s| self.seat(s).colour.index() as u8)
            .collect();
        let mut spare = (0..6u8).filter(|m| !colours.contains(m));
        let mut markers = [0u8; 6];
        for t in Triangle::ALL {
            markers[t.index()] = t.index() as u8;
        }
        for (s, &colour) in seating.seats().zip(&colours) {
            for t in seating.armies(s).iter() {
                markers[t.index()] = if single.armies(s).contains(t) {
                    colour
                } else {
                    spare.next().unwrap_or(colour)
                };
            }
        }
        markers
    }

    /// "Anna (blue)": a seat's name and colour, as sentences say it.
    pub fn seat_label(&self, lang: Lang, seat: Seat) -> String {
        let setup = self.seat(seat);
        let name = player_name(lang, seat.index(), &setup.name, setup.kind);
        lang.fill(
            K::PlayerLabel,
            &[("name", &name), ("colour", lang.colour(setup.colour))],
        )
    }

    /// "Computer 2 · level 3 (orange)": a seat's name and colour where the seats are listed,
    /// a computer seat's with its level.
    pub fn seat_title(&self, lang: Lang, seat: Seat) -> String {
        let setup = self.seat(seat);
        let name = player_title(lang, seat.index(), &setup.name, setup.kind);
        lang.fill(
            K::PlayerLabel,
            &[("name", &name), ("colour", lang.colour(setup.colour))],
        )
    }

    /// The `#status` text: whose turn, or the result.
    pub fn status_text(&self, lang: Lang) -> String {
        match self.game().status() {
            Status::Ongoing { to_move } => {
                let player = self.seat_label(lang, to_move);
                if self.seat(to_move).is_computer() && self.mode == Mode::Playing {
                    lang.fill(K::Thinking, &[("player", &player)])
                } else {
                    lang.fill(K::ToMove, &[("player", &player)])
                }
            }
            Status::Finished { ranking } => {
                let winners = ranking.winners();
                let seating = self.position().seating();
                match winners.as_slice() {
                    [w] => lang.fill(K::Wins, &[("player", &self.seat_label(lang, *w))]),
                    [a, b] if seating.partner(*a) == Some(*b) => lang.fill(
                        K::TeamWins,
                        &[
                            ("player", &self.seat_label(lang, *a)),
                            ("partner", &self.seat_label(lang, *b)),
                        ],
                    ),
                    ws => {
                        let names: Vec<String> =
                            ws.iter().map(|&w| self.seat_label(lang, w)).collect();
                        lang.fill(K::SharedWin, &[("players", &names.join(", "))])
                    }
                }
            }
        }
    }

    /// The text of a message.
    pub fn message_text(&self, lang: Lang, notice: &Notice) -> String {
        match notice {
            Notice::CoinToss(s) => {
                lang.fill(K::CoinToss, &[("player", &self.seat_label(lang, *s))])
            }
            Notice::Starts(s) => {
                lang.fill(K::ChosenStart, &[("player", &self.seat_label(lang, *s))])
            }
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

    /// The rows of the move list with indices in `range`: the main line with its variations
    /// inline ([`crate::app::tree::Tree::rows`]); indices past the last row are left out.
    pub fn move_rows(&self, lang: Lang, range: std::ops::Range<usize>) -> Vec<MoveRow> {
        let start = self.tree.start();
        self.tree
            .rows(range)
            .into_iter()
            .map(|r| {
                let (text, pass) = match r.ply {
                    Ply::Move(m) => (start.move_name(m), false),
                    Ply::Pass => (lang.t(K::Pass).to_string(), true),
                };
                MoveRow {
                    node: r.node,
                    ply: r.number,
                    seat: r.seat,
                    colour: self.seat(r.seat).colour,
                    text,
                    pass,
                    played: r.played,
                    on_line: r.on_line,
                    current: r.current,
                    main: r.main,
                    nesting: r.nesting,
                    opens: r.opens,
                    closes: r.closes,
                    judgement: if r.on_line {
                        self.analysis
                            .judgement_at(self.game(), r.number)
                            .map(|j| j.verdict)
                    } else {
                        None
                    },
                }
            })
            .collect()
    }

    /// How many rows the move list has.
    pub fn move_row_count(&self) -> usize {
        self.tree.row_count()
    }

    /// The row of the cursor in the move list (`None` at the start).
    pub fn cursor_row(&self) -> Option<usize> {
        self.tree.row_of(self.tree.cursor())
    }

    /// What the live region announces: the last ply before the cursor, then the status.
    pub fn announcement(&self, lang: Lang) -> String {
        let cursor = self.game().cursor();
        let mut parts = Vec::new();
        if cursor > 0 {
            // Passes right before the cursor, then the move before them.
            let mut i = cursor;
            let mut passes = Vec::new();
            while i > 0 {
                i -= 1;
                let before = self
                    .game()
                    .position_at(i)
                    .unwrap_or_else(|| self.game().start());
                match self.game().plies().get(i) {
                    Some(Ply::Pass) => passes.push(before.to_move()),
                    Some(Ply::Move(m)) => {
                        parts.push(lang.fill(
                            K::LastMove,
                            &[
                                ("player", &self.seat_label(lang, before.to_move())),
                                ("move", &before.move_name(*m)),
                            ],
                        ));
                        break;
                    }
                    None => break,
                }
            }
            for s in passes.into_iter().rev() {
                parts.push(lang.fill(K::Passes, &[("player", &self.seat_label(lang, s))]));
            }
        }
        // The review's verdict of that move, and the analysis's lead, once known.
        if let Some(j) = self.analysis.judgement_at(self.game(), cursor) {
            if let Some((before, m)) = cursor
                .checked_sub(1)
                .and_then(|i| crate::app::analysis::move_at(self.game(), i))
            {
                parts.push(lang.fill(
                    K::Judged,
                    &[
                        ("move", &before.move_name(m)),
                        ("verdict", lang.verdict(j.verdict)),
                        ("n", &crate::app::analysis::tenths(j.lost)),
                    ],
                ));
            }
        }
        if let Some(report) = self.to_analyse().and_then(|p| self.analysis.report(p)) {
            parts.push(self.lead_text(lang, &report.lead, true));
        }
        parts.push(self.status_text(lang));
        // A hint is said, not only drawn.
        if let Some(m) = self.hint() {
            parts.push(lang.fill(K::HintShown, &[("move", &self.position().move_name(m))]));
        }
        parts.join(". ")
    }

    /// Who leads the race, and by how many moves, from every seat's lead (in whole moves when
    /// `whole`: what the live region says, which must not change with every iteration).
    pub fn lead_text(&self, lang: Lang, lead: &[f64], whole: bool) -> String {
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
                    crate::app::analysis::tenths(l)
                };
                lang.fill(
                    K::SeatLeads,
                    &[("name", &self.seat_label(lang, seat)), ("n", &n)],
                )
            }
            _ => lang.t(K::EvenRace).to_string(),
        }
    }

    /// Each seat's progress, in seat order.
    pub fn progress(&self, lang: Lang) -> Vec<ProgressRow> {
        let position = self.position();
        let seating = position.seating();
        let finished = position.finished();
        let ranking = match self.game().status() {
            Status::Finished { ranking } => Some(ranking),
            Status::Ongoing { .. } => None,
        };
        let bga = position.options().scoring == Scoring::Bga;
        seating
            .seats()
            .map(|seat| {
                let (home, total) = position.pegs_home(seat);
                ProgressRow {
                    seat,
                    label: self.seat_title(lang, seat),
                    colour: self.seat(seat).colour,
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

    /// The screen-reader text of a hole.
    pub fn describe_cell(&self, lang: Lang, cell: Cell, dests: &[Destination]) -> String {
        let position = self.position();
        let geo = position.geometry();
        let mut parts = vec![geo.name(cell).to_string()];
        if let Some(army) = position.army_at(cell) {
            match position.seating().owner(army) {
                Some(seat) => parts.push(lang.fill(
                    K::PegOf,
                    &[
                        ("colour", lang.colour(self.seat(seat).colour)),
                        ("player", &self.seat_label(lang, seat)),
                    ],
                )),
                None => parts.push(lang.t(K::InertPeg).to_string()),
            }
        } else if position.inert().contains(cell) {
            parts.push(lang.t(K::InertPeg).to_string());
        } else {
            parts.push(lang.t(K::Empty).to_string());
        }
        if self.selected == Some(cell) {
            parts.push(lang.t(K::Selected).to_string());
        }
        if let Some(d) = dests.iter().find(|d| d.cell == cell) {
            parts.push(
                lang.t(if d.hop { K::DestHop } else { K::DestStep })
                    .to_string(),
            );
        }
        if self
            .game()
            .last_move()
            .is_some_and(|m| m.from == cell || m.to == cell)
        {
            parts.push(lang.t(K::LastMoveMark).to_string());
        }
        if self.hint.is_some_and(|m| m.from == cell || m.to == cell) {
            parts.push(lang.t(K::HintMark).to_string());
        }
        parts.join(", ")
    }
}

/// A line of the result card: a seat's place and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    /// The seat.
    pub seat: Seat,
    /// Its final place (1 = winner).
    pub place: u8,
    /// Name and colour.
    pub label: String,
    /// The seat's colour.
    pub colour: Colour,
    /// BGA score and its maximum, with that scoring.
    pub score: Option<(i32, i32)>,
    /// Moves the seat played (passes not counted).
    pub moves: usize,
    /// `(pegs in their goal, pegs)`.
    pub home: (usize, usize),
}

impl UiState {
    /// The header's turn line: the number of the turn about to be played ("Turn 41"), at the
    /// end how many were ("80 turns"), or in a review the position shown ("After turn 5 of
    /// 84", "Start position"), with the same numbers as the move list. A turn is a ply (a
    /// move or a forced pass); the result card counts each seat's moves, which add up with
    /// the passes to the turns.
    pub fn move_line(&self, lang: Lang) -> String {
        let game = self.game();
        let total = game.plies().len().to_string();
        match self.mode() {
            Mode::Playing | Mode::Welcome | Mode::NewGame if self.position().is_over() => {
                self.turns_text(lang)
            }
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
    pub fn turns_text(&self, lang: Lang) -> String {
        match self.game().cursor() {
            1 => lang.t(K::OneTurn).to_string(),
            n => lang.fill(K::TurnsPlayed, &[("n", &n.to_string())]),
        }
    }

    /// The result card of a finished game: every seat, best place first.
    pub fn result_rows(&self, lang: Lang) -> Vec<ResultRow> {
        let Status::Finished { ranking } = self.game().status() else {
            return Vec::new();
        };
        let position = self.position();
        let bga = position.options().scoring == Scoring::Bga;
        let mut moves = [0usize; 6];
        let game = self.game();
        for (i, ply) in game.plies().iter().take(game.cursor()).enumerate() {
            if let (Ply::Move(_), Some(before)) = (ply, game.position_at(i)) {
                moves[before.to_move().index()] += 1;
            }
        }
        ranking
            .in_order()
            .into_iter()
            .map(|seat| ResultRow {
                seat,
                place: ranking.place(seat).unwrap_or(0),
                label: self.seat_title(lang, seat),
                colour: self.seat(seat).colour,
                score: bga.then(|| (position.score(seat), position.max_score(seat))),
                moves: moves[seat.index()],
                home: position.pegs_home(seat),
            })
            .collect()
    }
}

/// A row of the move list: a ply of the main line or of a variation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// Its node (`GotoNode(node)` shows the position after it).
    pub node: NodeId,
    /// 1-based ply number (the plies from the start to it).
    pub ply: usize,
    /// Who played it.
    pub seat: Seat,
    /// That seat's colour.
    pub colour: Colour,
    /// The move in the engine's notation, or "pass".
    pub text: String,
    /// Whether it is a pass.
    pub pass: bool,
    /// Whether it is on the line on screen at or before the cursor (else it can be redone, or
    /// is on another line).
    pub played: bool,
    /// Whether it is on the line on screen.
    pub on_line: bool,
    /// Whether it is the position shown.
    pub current: bool,
    /// Whether it is on the main line.
    pub main: bool,
    /// How deep in variations it is (0: the main line).
    pub nesting: usize,
    /// Whether a variation opens with it.
    pub opens: bool,
    /// How many variations end with it.
    pub closes: usize,
    /// Its verdict, once the review has judged it (rows of the line on screen).
    pub judgement: Option<crate::ai::analysis::Verdict>,
}

/// A seat's progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressRow {
    /// The seat.
    pub seat: Seat,
    /// Name and colour.
    pub label: String,
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

#[cfg(test)]
mod tests {
    use crate::app::i18n::Lang;
    use crate::app::link::LinkError;
    use crate::app::state::testing::play_first_legal;
    use crate::app::state::*;
    use crate::engine::{Options, Players, Triangle};

    #[test]
    fn texts_name_the_player_and_the_result() {
        let mut s = UiState::default();
        assert_eq!(s.status_text(Lang::En), "Player 1 (blue) to move");
        let m = play_first_legal(&mut s);
        let a = s.announcement(Lang::En);
        assert!(a.starts_with("Last move: Player 1 (blue) "), "{a}");
        assert!(a.contains(&s.game().start().move_name(m)));
        let d = s.describe_cell(Lang::En, m.to, &[]);
        assert!(
            d.contains("blue peg of Player 1 (blue)") && d.contains("last move"),
            "{d}"
        );
    }

    #[test]
    fn turns_and_moves_are_counted_the_same_way_everywhere() {
        use crate::app::link::{decode, Link};
        use crate::app::tree::Tree;
        // Seat 0 is one step (e8-d4) from filling its goal.
        let Ok(Link::Position(start)) = decode("t1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0") else {
            panic!("the position reads");
        };
        let mut s = UiState::default();
        let seats = default_seats(start.options());
        assert!(s.apply(Action::load(Tree::new(*start), seats)));
        assert_eq!(s.move_line(Lang::En), "Turn 1");
        // Away and back, then home: five turns, three of them seat 0's.
        let play = |s: &mut UiState, m: &str| {
            let m = s.position().parse_move(m).unwrap();
            assert!(s.apply(Action::Cell(m.from)) && s.apply(Action::Cell(m.to)));
        };
        for m in ["e8-e9", "k1-j1", "e9-e8", "j1-k1"] {
            play(&mut s, m);
        }
        assert_eq!(s.move_line(Lang::En), "Turn 5");
        assert_eq!(s.move_line(Lang::Da), "Tur 5");
        play(&mut s, "e8-d4");
        assert!(s.position().is_over());
        assert_eq!(s.move_line(Lang::En), "5 turns");
        let rows = s.result_rows(Lang::En);
        let moves: Vec<usize> = rows.iter().map(|r| r.moves).collect();
        assert_eq!(moves, [3, 2]);
        assert_eq!(moves.iter().sum::<usize>(), s.move_row_count());
        assert_eq!(s.turns_text(Lang::Bg), "5 хода");
        // A review counts in turns too, as the move list numbers them.
        assert!(s.apply(Action::Goto(2)));
        assert_eq!(s.move_line(Lang::En), "After turn 2 of 5");
    }

    #[test]
    fn link_notices_are_translated_when_shown() {
        let s = UiState::default();
        let broken = Notice::BrokenLink(LinkError::Truncated);
        assert_eq!(
            s.message_text(Lang::En, &broken),
            "This link is broken: the link is cut short"
        );
        assert_eq!(
            s.message_text(Lang::Da, &broken),
            "Dette link virker ikke: linket er afkortet"
        );
        let saved = Notice::SavedGameUnreadable(LinkError::NotALink);
        assert!(s
            .message_text(Lang::En, &saved)
            .starts_with("A kept game could not be read (not a sternhalma link)"));
        assert!(s
            .message_text(Lang::Bg, &saved)
            .starts_with("Запазена игра"));
    }

    #[test]
    fn every_army_in_play_has_its_own_marker() {
        for (players, multi) in [
            (Players::Two, false),
            (Players::Two, true),
            (Players::Three, true),
            (Players::Four, false),
            (Players::Six, false),
        ] {
            let mut c = GameConfig::default();
            c.set_players(players);
            c.options.multiple_sets = multi;
            c.recolour();
            let mut state = UiState::default();
            assert!(state.apply(Action::NewGame {
                config: c.clone(),
                random: 1,
            }));
            let position = state.position();
            let seating = position.seating();
            let markers = state.army_markers();
            let used: Vec<Triangle> = seating.used().iter().collect();
            let mut shapes: Vec<u8> = used.iter().map(|t| markers[t.index()]).collect();
            shapes.sort_unstable();
            shapes.dedup();
            assert_eq!(
                shapes.len(),
                used.len(),
                "{players:?} multi {multi}: {markers:?}"
            );
            // Each seat's main army wears the seat colour's marker.
            let single = Options {
                multiple_sets: false,
                ..*position.options()
            }
            .seating();
            for s in seating.seats() {
                for t in single.armies(s).iter() {
                    assert_eq!(
                        usize::from(markers[t.index()]),
                        state.seat(s).colour.index()
                    );
                }
            }
        }
    }
}
