//! The game's sounds, decided without a browser: what sounds, and when, as the state changes.
//! The page only plays the notes ([`crate::ui::sound`], Web Audio: nothing to download), and
//! only when the player turned sound on.
//!
//! A step sounds once as the peg arrives; a chain of hops sounds at each landing, in time with
//! the board's animation of the move ([`step_ms`]); the move that ends the game is followed by
//! a short tune. Loading or starting a game, undo, and going back in a review sound nothing.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::sound::{cues, Heard, Sound};
//! use sternhalma::app::state::{Action, UiState};
//!
//! let mut state = UiState::default();
//! let heard = Heard::of(&state);
//! let g = state.position().geometry();
//! let (from, to) = (g.parse_cell("n2").unwrap(), g.parse_cell("m6").unwrap());
//! state.apply(Action::Cell(from));
//! state.apply(Action::Cell(to));
//! let (heard, sounds) = cues(heard, &state);
//! assert_eq!(sounds.len(), 1);
//! assert_eq!(sounds[0].sound, Sound::Step);
//! // Heard once: the same state sounds nothing again.
//! assert!(cues(heard, &state).1.is_empty());
//! ```

use crate::app::state::UiState;

/// The longest the board's animation of a move takes, in milliseconds.
pub const ANIMATION_MS: u32 = 800;
/// The longest one step (or hop) of that animation takes.
pub const STEP_MS: u32 = 170;
/// How long after the move starts its peg leaves (the board draws it at the start first).
pub const START_MS: u32 = 20;

/// Milliseconds per step or hop of a move whose path visits `holes` holes (start and end
/// included): the whole move within [`ANIMATION_MS`], no step longer than [`STEP_MS`].
///
/// ```
/// use sternhalma::app::sound::step_ms;
///
/// assert_eq!(step_ms(2), 170);
/// assert_eq!(step_ms(11), 80);
/// ```
pub fn step_ms(holes: usize) -> u32 {
    let steps = holes.saturating_sub(1).max(1) as u32;
    (ANIMATION_MS / steps).min(STEP_MS)
}

/// A sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A peg steps to a neighbouring hole.
    Step,
    /// A peg lands after a hop.
    Hop,
    /// The game is over.
    Finish,
}

/// One note: its pitch, when it starts after the sound's start, how long it lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    /// Pitch in hertz.
    pub hz: u16,
    /// Start, in milliseconds after the sound's.
    pub after_ms: u16,
    /// Length in milliseconds (it fades out over it).
    pub ms: u16,
}

impl Sound {
    /// The notes it is made of: a low knock for a step, a higher click for a hop, a rising
    /// four-note tune for the end.
    pub fn notes(self) -> &'static [Note] {
        const fn n(hz: u16, after_ms: u16, ms: u16) -> Note {
            Note { hz, after_ms, ms }
        }
        const STEP: [Note; 1] = [n(330, 0, 70)];
        const HOP: [Note; 1] = [n(660, 0, 55)];
        const FINISH: [Note; 4] = [
            n(523, 0, 140),
            n(659, 120, 140),
            n(784, 240, 140),
            n(1047, 360, 320),
        ];
        match self {
            Sound::Step => &STEP,
            Sound::Hop => &HOP,
            Sound::Finish => &FINISH,
        }
    }
}

/// A sound to play, this many milliseconds from now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cue {
    /// What sounds.
    pub sound: Sound,
    /// When, in milliseconds from now.
    pub at_ms: u32,
}

/// What was last heard of the state: which move, in which game, and whether it was over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    epoch: u32,
    /// The animation sequence number of the last move heard.
    seq: Option<u32>,
    over: bool,
}

impl Heard {
    /// `state` as heard already: nothing of it sounds (the page's start, a game loaded).
    pub fn of(state: &UiState) -> Heard {
        Heard {
            epoch: state.epoch(),
            seq: state.animation().map(|a| a.seq),
            over: state.position().is_over(),
        }
    }
}

/// What sounds now that the state is `state`, `last` being what was heard before, and what is
/// heard now. Another game than the last one heard (a new game, a restart, a game loaded)
/// sounds nothing; a move that was not heard yet sounds at each hole its peg reaches; the move
/// that ends the game is followed by [`Sound::Finish`].
pub fn cues(last: Heard, state: &UiState) -> (Heard, Vec<Cue>) {
    let now = Heard::of(state);
    if now.epoch != last.epoch {
        return (now, Vec::new());
    }
    let mut out = Vec::new();
    let mut end = 0;
    if let Some(a) = state.animation().filter(|a| Some(a.seq) != last.seq) {
        let geometry = state.position().geometry();
        let per = step_ms(a.path.len());
        for (i, hop) in a.path.windows(2).enumerate() {
            let step = geometry.neighbors(hop[0]).any(|c| c == hop[1]);
            end = START_MS + per * (i as u32 + 1);
            out.push(Cue {
                sound: if step { Sound::Step } else { Sound::Hop },
                at_ms: end,
            });
        }
    }
    if now.over && !last.over {
        out.push(Cue {
            sound: Sound::Finish,
            at_ms: end + 150,
        });
    }
    (now, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::link::{decode, Link};
    use crate::app::seats::default_seats;
    use crate::app::state::Action;
    use crate::app::tree::Tree;

    fn play(state: &mut UiState, text: &str) {
        let m = state.position().parse_move(text).unwrap();
        assert!(state.apply(Action::Cell(m.from)) && state.apply(Action::Cell(m.to)));
    }

    /// A game loaded from the readable position `text`.
    fn loaded(text: &str) -> UiState {
        let Ok(Link::Position(p)) = decode(text) else {
            panic!("{text}");
        };
        let mut s = UiState::default();
        let seats = default_seats(p.options());
        assert!(s.apply(Action::load(Tree::new(*p), seats)));
        s
    }

    #[test]
    fn a_step_knocks_once_and_a_chain_of_hops_clicks_at_every_landing() {
        let mut s = UiState::default();
        let heard = Heard::of(&s);
        play(&mut s, "n2-m6");
        let (mut heard, step) = cues(heard, &s);
        assert_eq!(
            step,
            [Cue {
                sound: Sound::Step,
                at_ms: START_MS + STEP_MS
            }]
        );
        // Play on until the side to move has a chain of two hops.
        let chain = loop {
            let position = s.position();
            let chain = position.legal_move_list().into_iter().find(|&m| {
                position.path(m).is_some_and(|p| {
                    p.len() == 3 && !position.geometry().neighbors(p[0]).any(|c| c == p[1])
                })
            });
            if let Some(m) = chain {
                break m;
            }
            let m = position.legal_move_list()[0];
            assert!(s.apply(Action::Cell(m.from)) && s.apply(Action::Cell(m.to)));
            heard = cues(heard, &s).0;
            assert!(s.game().plies().len() < 40, "no chain of hops came up");
        };
        assert!(s.apply(Action::Cell(chain.from)) && s.apply(Action::Cell(chain.to)));
        let (heard, hops) = cues(heard, &s);
        let per = step_ms(3);
        assert_eq!(
            hops,
            [
                Cue {
                    sound: Sound::Hop,
                    at_ms: START_MS + per
                },
                Cue {
                    sound: Sound::Hop,
                    at_ms: START_MS + 2 * per
                }
            ]
        );
        // Undo sounds nothing; a redo plays the move again.
        assert!(s.apply(Action::Undo));
        let (heard, undone) = cues(heard, &s);
        assert!(undone.is_empty());
        assert!(s.apply(Action::Redo));
        assert_eq!(cues(heard, &s).1.len(), 2);
    }

    #[test]
    fn the_move_that_ends_the_game_is_followed_by_the_tune() {
        // Seat 0 is one step (e8-d4) from filling its goal.
        let mut s = loaded("t1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0");
        let heard = Heard::of(&s);
        play(&mut s, "e8-d4");
        let (heard, sounds) = cues(heard, &s);
        let end = START_MS + STEP_MS;
        assert_eq!(
            sounds,
            [
                Cue {
                    sound: Sound::Step,
                    at_ms: end
                },
                Cue {
                    sound: Sound::Finish,
                    at_ms: end + 150
                }
            ]
        );
        // Once.
        assert!(cues(heard, &s).1.is_empty());
        assert_eq!(Sound::Finish.notes().len(), 4);
    }

    #[test]
    fn another_game_sounds_nothing() {
        let mut s = UiState::default();
        let heard = Heard::of(&s);
        play(&mut s, "n2-m6");
        let (heard, _) = cues(heard, &s);
        // A finished game loaded, a restart: silence, and the next move sounds again.
        let finished = {
            let mut f = loaded("t1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0");
            play(&mut f, "e8-d4");
            f
        };
        let game = finished.tree().clone();
        assert!(s.apply(Action::load(
            game,
            default_seats(finished.position().options())
        )));
        let (heard, loaded_sounds) = cues(heard, &s);
        assert!(loaded_sounds.is_empty());
        assert!(s.apply(Action::Restart));
        let (heard, restarted) = cues(heard, &s);
        assert!(restarted.is_empty());
        play(&mut s, "e8-e9");
        assert_eq!(cues(heard, &s).1.len(), 1);
    }
}
