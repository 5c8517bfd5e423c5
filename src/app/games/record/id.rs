//! A kept game's stable name in storage ([`GameId`]).

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::tools::SplitMix64;

/// A game's stable name in storage: 1 to 16 characters `0-9 a-z`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(pub(super) String);

impl GameId {
    /// The length of every fresh id ([`GameId::random`]).
    pub const FRESH_LEN: usize = 12;

    /// A fresh id from the generator: twelve characters, 62 random bits.
    pub fn random(rng: &mut SplitMix64) -> GameId {
        let mut n = rng.next_u64() >> 2;
        let mut id = [b'0'; GameId::FRESH_LEN];
        for c in id.iter_mut().rev() {
            *c = b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize];
            n /= 36;
        }
        GameId(id.iter().map(|&b| char::from(b)).collect())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A text that is not a [`GameId`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BadGameId;

impl fmt::Display for BadGameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a game id")
    }
}

impl Error for BadGameId {}

impl FromStr for GameId {
    type Err = BadGameId;

    fn from_str(s: &str) -> Result<GameId, BadGameId> {
        let ok = (1..=16).contains(&s.len())
            && s.bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase());
        ok.then(|| GameId(s.to_owned())).ok_or(BadGameId)
    }
}
