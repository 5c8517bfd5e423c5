//! Readable position links (`t1.`): a position in the engine's notation, percent-escapes
//! allowed.

use crate::app::link::{LinkError, MAX_PASSES};
use crate::engine::{Position, PositionError, Setup};

pub(super) fn decode_text_v1(payload: &[u8], offset: usize) -> Result<Position, LinkError> {
    let text = percent_decode(payload, offset)?;
    let setup: Setup = text.parse().map_err(LinkError::Notation)?;
    // Position links hold up to seven passes in a row (three bits): a position with more
    // could not be written back as it was read.
    if setup.passes > MAX_PASSES {
        return Err(LinkError::TooManyPasses {
            passes: setup.passes,
        });
    }
    setup.validate().map_err(|e| match e {
        PositionError::Options(e) => LinkError::Options(e),
        e => LinkError::Position(e),
    })
}

/// Undoes the percent-encoding a browser may apply to a hand-typed fragment.
pub(super) fn percent_decode(payload: &[u8], offset: usize) -> Result<String, LinkError> {
    let mut out = Vec::with_capacity(payload.len());
    let mut i = 0;
    while i < payload.len() {
        let b = payload[i];
        if b == b'%' {
            let hex = |j: usize| {
                payload
                    .get(j)
                    .and_then(|&h| char::from(h).to_digit(16))
                    .ok_or(LinkError::BadChar { index: offset + i })
            };
            out.push((hex(i + 1)? * 16 + hex(i + 2)?) as u8);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|e| LinkError::BadChar {
        index: offset + e.utf8_error().valid_up_to(),
    })
}
