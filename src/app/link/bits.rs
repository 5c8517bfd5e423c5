//! Bit streams over base64url: six bits per character (`A–Z a–z 0–9 - _`), most significant
//! bit first, padded with zero bits to a whole character.

use crate::app::link::LinkError;

pub(super) const ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

pub(super) fn sextet(b: u8) -> Option<u8> {
    match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

/// Writes bits, most significant first, six per character.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct BitWriter {
    out: String,
    acc: u32,
    len: u32,
}

impl BitWriter {
    /// Appends the low `bits` bits of `value` (`bits <= 24`).
    pub(super) fn put(&mut self, value: u32, bits: u32) {
        debug_assert!(bits <= 24 && (bits == 24 || value < (1 << bits)));
        for i in (0..bits).rev() {
            self.acc = (self.acc << 1) | ((value >> i) & 1);
            self.len += 1;
            if self.len == 6 {
                self.out.push(char::from(ALPHABET[self.acc as usize]));
                self.acc = 0;
                self.len = 0;
            }
        }
    }

    pub(super) fn flag(&mut self, b: bool) {
        self.put(u32::from(b), 1);
    }

    /// A number in groups of five bits, lowest group first, each followed by a "more" bit.
    pub(super) fn var(&mut self, mut v: u32) {
        loop {
            let more = v >= 32;
            self.put(v & 31, 5);
            self.flag(more);
            v >>= 5;
            if !more {
                return;
            }
        }
    }

    pub(super) fn finish(mut self) -> String {
        if self.len > 0 {
            let pad = 6 - self.len;
            self.put(0, pad);
        }
        self.out
    }

    /// Bits written so far.
    pub(super) fn bits(&self) -> usize {
        self.out.len() * 6 + self.len as usize
    }

    /// Keeps the first `bits` bits.
    pub(super) fn truncate(&mut self, bits: usize) {
        if bits >= self.bits() {
            return;
        }
        let (chars, rest) = (bits / 6, (bits % 6) as u32);
        let partial = match self.out.as_bytes().get(chars) {
            Some(&b) => u32::from(sextet(b).unwrap_or(0)),
            None => self.acc << (6 - self.len),
        };
        self.out.truncate(chars);
        self.acc = if rest == 0 { 0 } else { partial >> (6 - rest) };
        self.len = rest;
    }

    /// Appends the text [`finish`](BitWriter::finish) would return, without finishing.
    pub(super) fn render_into(&self, out: &mut String) {
        out.push_str(&self.out);
        if self.len > 0 {
            out.push(char::from(ALPHABET[(self.acc << (6 - self.len)) as usize]));
        }
    }
}

/// Reads what [`BitWriter`] wrote.
pub(super) struct BitReader {
    data: Vec<u8>,
    pos: usize,
}

impl BitReader {
    /// `offset` is the byte offset of `payload` in the link, for error positions.
    pub(super) fn new(payload: &[u8], offset: usize) -> Result<BitReader, LinkError> {
        let data = payload
            .iter()
            .enumerate()
            .map(|(i, &b)| sextet(b).ok_or(LinkError::BadChar { index: offset + i }))
            .collect::<Result<Vec<u8>, LinkError>>()?;
        Ok(BitReader { data, pos: 0 })
    }

    /// Like [`BitReader::new`], but a character outside the alphabet ends the data instead of
    /// failing: the reader holds what comes before it, and the error is returned beside it (a
    /// link damaged in its moves still gives the moves before the damage).
    pub(super) fn readable(payload: &[u8], offset: usize) -> (BitReader, Option<LinkError>) {
        let cut = payload.iter().position(|&b| sextet(b).is_none());
        let data = payload[..cut.unwrap_or(payload.len())]
            .iter()
            .filter_map(|&b| sextet(b))
            .collect();
        let bad = cut.map(|i| LinkError::BadChar { index: offset + i });
        (BitReader { data, pos: 0 }, bad)
    }

    pub(super) fn get(&mut self, bits: u32) -> Result<u32, LinkError> {
        let mut v = 0u32;
        for _ in 0..bits {
            let byte = *self.data.get(self.pos / 6).ok_or(LinkError::Truncated)?;
            let bit = (byte >> (5 - self.pos % 6)) & 1;
            v = (v << 1) | u32::from(bit);
            self.pos += 1;
        }
        Ok(v)
    }

    pub(super) fn flag(&mut self) -> Result<bool, LinkError> {
        Ok(self.get(1)? == 1)
    }

    pub(super) fn var(&mut self, max_groups: u32) -> Result<u32, LinkError> {
        let mut v = 0u32;
        for g in 0..max_groups {
            v |= self.get(5)? << (5 * g);
            if !self.flag()? {
                return Ok(v);
            }
        }
        Err(LinkError::TooManyMoves)
    }

    /// Checks that only zero padding (less than one character) is left.
    pub(super) fn finish(mut self) -> Result<(), LinkError> {
        let left = self.data.len() * 6 - self.pos;
        if left >= 6 || self.get(left as u32)? != 0 {
            return Err(LinkError::TrailingData);
        }
        Ok(())
    }
}

/// Bits needed to write a number in `0..n`.
pub(super) fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}
