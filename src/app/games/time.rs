//! [`Time`]: a moment as the caller's clock gives it (milliseconds since 1970-01-01 UTC),
//! written in records as an ISO 8601 date and time in UTC, `2025-03-01T18:22:05.123Z`.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::Time;
//!
//! let t = Time(1_740_853_325_123);
//! assert_eq!(t.to_string(), "2025-03-01T18:22:05.123Z");
//! assert_eq!("2025-03-01T18:22:05.123Z".parse(), Ok(t));
//! assert_eq!("2025-03-01T18:22Z".parse(), Ok(Time(1_740_853_320_000)));
//! assert!("2025-02-30T00:00Z".parse::<Time>().is_err());
//! ```

use std::error::Error;
use std::fmt;
use std::str::FromStr;

/// Milliseconds since 1970-01-01T00:00:00Z (the browser's `Date.now()`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Time(pub u64);

/// The last year written or read.
const LAST_YEAR: u64 = 9999;
const DAY_MS: u64 = 86_400_000;

fn leap(year: u64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn year_days(year: u64) -> u64 {
    if leap(year) {
        366
    } else {
        365
    }
}

fn month_days(year: u64, month: u64) -> u64 {
    match month {
        2 if leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The date of day `days` after 1970-01-01: `(year, month, day)`, months and days from 1
/// (the last day of [`LAST_YEAR`] for any later day).
fn date(mut days: u64) -> (u64, u64, u64) {
    let mut year = 1970;
    while days >= year_days(year) {
        if year == LAST_YEAR {
            return (LAST_YEAR, 12, 31);
        }
        days -= year_days(year);
        year += 1;
    }
    let mut month = 1;
    while days >= month_days(year, month) {
        days -= month_days(year, month);
        month += 1;
    }
    (year, month, days + 1)
}

/// Days from 1970-01-01 to the date, if it is one.
fn days(year: u64, month: u64, day: u64) -> Option<u64> {
    if !(1970..=LAST_YEAR).contains(&year)
        || !(1..=12).contains(&month)
        || day == 0
        || day > month_days(year, month)
    {
        return None;
    }
    let before_year: u64 = (1970..year).map(year_days).sum();
    let before_month: u64 = (1..month).map(|m| month_days(year, m)).sum();
    Some(before_year + before_month + day - 1)
}

impl fmt::Display for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = date(self.0 / DAY_MS);
        let ms = self.0 % DAY_MS;
        let (h, m, s, milli) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
        write!(
            f,
            "{year:04}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}.{milli:03}Z"
        )
    }
}

/// A text that is not a date and time `YYYY-MM-DDTHH:MM[:SS[.mmm]]Z` from 1970 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseTimeError;

impl fmt::Display for ParseTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a date and time")
    }
}

impl Error for ParseTimeError {}

/// Reads exactly `n` decimal digits at the front of `s`.
fn digits(s: &mut &[u8], n: usize) -> Result<u64, ParseTimeError> {
    let (head, rest) = s.split_at_checked(n).ok_or(ParseTimeError)?;
    if !head.iter().all(u8::is_ascii_digit) {
        return Err(ParseTimeError);
    }
    *s = rest;
    Ok(head.iter().fold(0, |v, &d| v * 10 + u64::from(d - b'0')))
}

/// Takes `b` at the front of `s`, if it is there.
fn take(s: &mut &[u8], b: u8) -> bool {
    match s.split_first() {
        Some((&first, rest)) if first == b => {
            *s = rest;
            true
        }
        _ => false,
    }
}

impl FromStr for Time {
    type Err = ParseTimeError;

    /// Reads `YYYY-MM-DDTHH:MM`, with optional seconds and milliseconds, and the final `Z`.
    fn from_str(text: &str) -> Result<Time, ParseTimeError> {
        let mut s = text.trim().as_bytes();
        let year = digits(&mut s, 4)?;
        let sep = |s: &mut &[u8], b| take(s, b).then_some(()).ok_or(ParseTimeError);
        sep(&mut s, b'-')?;
        let month = digits(&mut s, 2)?;
        sep(&mut s, b'-')?;
        let day = digits(&mut s, 2)?;
        sep(&mut s, b'T')?;
        let hour = digits(&mut s, 2)?;
        sep(&mut s, b':')?;
        let minute = digits(&mut s, 2)?;
        let second = if take(&mut s, b':') {
            digits(&mut s, 2)?
        } else {
            0
        };
        let milli = if take(&mut s, b'.') {
            digits(&mut s, 3)?
        } else {
            0
        };
        sep(&mut s, b'Z')?;
        if !s.is_empty() || hour > 23 || minute > 59 || second > 59 {
            return Err(ParseTimeError);
        }
        let days = days(year, month, day).ok_or(ParseTimeError)?;
        Ok(Time(
            days * DAY_MS + hour * 3_600_000 + minute * 60_000 + second * 1000 + milli,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_reads_back_dates_across_leap_years() {
        assert_eq!(Time(0).to_string(), "1970-01-01T00:00:00.000Z");
        // 2000-02-29 (a leap day of a century year divisible by 400), 2100-03-01.
        assert_eq!(
            "2000-02-29T23:59:59.999Z".parse::<Time>().unwrap().0,
            951_868_799_999
        );
        assert_eq!(
            Time(4_107_542_400_000).to_string(),
            "2100-03-01T00:00:00.000Z"
        );
        assert!("2100-02-29T00:00Z".parse::<Time>().is_err());
        let mut t = 0u64;
        while t < 253_402_300_800_000 {
            let time = Time(t);
            assert_eq!(time.to_string().parse(), Ok(time), "{t}");
            t = t * 3 + 12_345_677;
        }
    }

    #[test]
    fn rejects_what_is_not_a_time() {
        for bad in [
            "",
            "2025-03-01",
            "2025-03-01T18:22",
            "2025-3-01T18:22Z",
            "2025-03-01T24:00Z",
            "2025-03-01T18:60Z",
            "1969-12-31T23:59Z",
            "2025-03-01T18:22:05.12Z",
            "2025-03-01T18:22Zx",
            "２０２５-03-01T18:22Z",
        ] {
            assert_eq!(bad.parse::<Time>(), Err(ParseTimeError), "{bad}");
        }
        // A clock far in the future is written as the last day this format holds.
        assert!(Time(u64::MAX).to_string().starts_with("9999-12-31T"));
    }
}
