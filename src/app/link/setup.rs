//! A new game's setup as text: the rule options, who plays each seat in which colour, who
//! starts, and the seats' names. The page hands the new-game form (in the screens' module, see
//! `app::screens`) its starting setup this way and gets the chosen one back: the options and
//! seats in the bits game links use (`docs/links.md`), then one line per seat's name.
//!
//! `s1.<options, seats, who starts>` `\n` name of seat 1 `\n` name of seat 2 …

use crate::app::link::bits::{BitReader, BitWriter};
use crate::app::link::fields::{get_seats, put_seats};
use crate::app::link::v2::{get_options_v2, put_options_v2};
use crate::app::link::LinkError;
use crate::app::seats::{clip_name, fit_seats, SeatSetup};
use crate::engine::{Options, Seat};

/// The version of setup texts this build writes and reads.
pub const SETUP_VERSION: u32 = 1;

/// The text of a setup: `options`, `seats` (their kinds, colours and names) and who starts
/// (`None`: a coin toss).
pub fn encode_setup(options: &Options, seats: &[SeatSetup], first: Option<Seat>) -> String {
    let mut w = BitWriter::default();
    put_options_v2(&mut w, options);
    put_seats(&mut w, options, seats);
    w.put(first.map_or(0, |s| s.index() as u32 + 1), 3);
    let mut text = format!("s{SETUP_VERSION}.{}", w.finish());
    for seat in seats {
        text.push('\n');
        text.push_str(&seat.name);
    }
    text
}

/// The setup a text names: options, seats (one per seat of the options' players, names
/// clipped as the form clips them) and who starts.
///
/// # Errors
///
/// [`LinkError`]: not a setup text, or one whose options, seats or first seat do not read.
pub fn decode_setup(text: &str) -> Result<(Options, Vec<SeatSetup>, Option<Seat>), LinkError> {
    let mut lines = text.split('\n');
    let head = lines.next().unwrap_or_default().trim();
    let prefix = format!("s{SETUP_VERSION}.");
    let payload = head.strip_prefix(&prefix).ok_or(LinkError::NotALink)?;
    let mut r = BitReader::new(payload.as_bytes(), prefix.len())?;
    let options = get_options_v2(&mut r)?;
    let mut seats = get_seats(&mut r, &options)?;
    let first = match r.get(3)? {
        0 => None,
        n => Some(
            Seat::new(n as u8 - 1)
                .filter(|s| s.index() < options.players.count())
                .ok_or(LinkError::BadSeat)?,
        ),
    };
    for (seat, name) in seats.iter_mut().zip(lines) {
        seat.name = clip_name(name.trim_end_matches('\r'));
    }
    Ok((options, fit_seats(&options, seats), first))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::seats::{default_seats, SeatKind};
    use crate::engine::Players;

    #[test]
    fn a_setup_reads_back_with_its_names_and_first_seat() {
        let options = Options {
            players: Players::Three,
            ..Options::default()
        };
        let mut seats = default_seats(&options);
        seats[1].kind = SeatKind::Computer(Level::ALL[3]);
        seats[1].name = "Ada Lovelace".into();
        seats[2].name = "Björk\tø".into();
        let (a, b) = (seats[0].colour, seats[2].colour);
        seats[0].colour = b;
        seats[2].colour = a;
        for first in [None, Some(Seat::new(2).unwrap())] {
            let text = encode_setup(&options, &seats, first);
            assert!(text.starts_with("s1."), "{text}");
            let (o, s, f) = decode_setup(&text).unwrap();
            assert_eq!((o, f), (options, first));
            assert_eq!(s, seats);
        }
    }

    #[test]
    fn other_texts_are_refused() {
        for text in ["", "s1", "s1.", "s2.AAAA", "g2.AAYAJCJC", "s1.!!!!"] {
            assert!(decode_setup(text).is_err(), "{text:?}");
        }
        // A first seat beyond the players is refused.
        let options = Options::default();
        let mut w = BitWriter::default();
        put_options_v2(&mut w, &options);
        put_seats(
            &mut w,
            &options,
            &crate::app::seats::default_seats(&options),
        );
        w.put(5, 3);
        assert_eq!(
            decode_setup(&format!("s1.{}", w.finish())),
            Err(LinkError::BadSeat)
        );
    }
}
