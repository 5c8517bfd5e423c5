//! The stars earned, per lesson ([`Progress`]), and their stored text: `id:stars` pairs
//! separated by commas (`step:3,hop:2`). Reading is lenient: an unknown id or a bad pair is
//! skipped, so a corrupt value loses nothing but itself.

use std::fmt;

use super::LessonId;

/// The best stars earned in each lesson (0 for a lesson not done).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress([u8; LessonId::COUNT]);

impl Default for Progress {
    fn default() -> Progress {
        Progress([0; LessonId::COUNT])
    }
}

impl Progress {
    /// The best stars of `id` (0–3).
    pub fn stars(&self, id: LessonId) -> u8 {
        self.0[id.index()]
    }

    /// Records `stars` earned in `id`: keeps the best. Returns whether it changed.
    pub fn record(&mut self, id: LessonId, stars: u8) -> bool {
        let stars = stars.min(3);
        if stars <= self.stars(id) {
            return false;
        }
        self.0[id.index()] = stars;
        true
    }

    /// The first lesson with fewer than three stars (the first lesson when all have three).
    pub fn next_to_learn(&self) -> LessonId {
        LessonId::ALL
            .iter()
            .copied()
            .find(|&l| self.stars(l) < 3)
            .unwrap_or(LessonId::ALL[0])
    }

    /// Reads the stored text (never fails: what cannot be read is skipped).
    pub fn read(text: &str) -> Progress {
        let mut p = Progress::default();
        for pair in text.split(',') {
            let Some((id, stars)) = pair.trim().split_once(':') else {
                continue;
            };
            if let (Ok(id), Ok(stars)) = (id.parse::<LessonId>(), stars.parse::<u8>()) {
                if (1..=3).contains(&stars) {
                    p.record(id, stars);
                }
            }
        }
        p
    }
}

impl fmt::Display for Progress {
    /// The stored text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for &id in LessonId::ALL {
            let stars = self.stars(id);
            if stars > 0 {
                if !first {
                    f.write_str(",")?;
                }
                first = false;
                write!(f, "{id}:{stars}")?;
            }
        }
        Ok(())
    }
}
