//! Decimal numbers as the player reads them: one decimal, written with integers (no float
//! formatting in the bundle), with the language's decimal separator — a point in English, a
//! comma in Danish and Bulgarian ("2,5 træk"). The DOM's `data-*` attributes are for programs
//! and always keep the point ([`Tenths::data`]).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::i18n::{Lang, Tenths};
//!
//! assert_eq!(Tenths::signed(-0.46).data(), "-0.5");
//! assert_eq!(Lang::Da.decimal(Tenths::signed(2.5)), "+2,5");
//! assert_eq!(Lang::En.decimal(Tenths::unsigned(2.5)), "2.5");
//! ```

use super::Lang;

/// A number rounded to tenths, and whether its sign is written when it is positive (a lead:
/// `+1.5`) or not (a count: moves to finish, moves lost, never below 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tenths {
    tenths: i64,
    plus: bool,
}

impl Tenths {
    /// `x` to one decimal with its sign (`+1.5`, `-0.5`, `0.0`); not finite reads 0.
    pub fn signed(x: f64) -> Tenths {
        Tenths {
            tenths: round(x),
            plus: true,
        }
    }

    /// `x` to one decimal, at least 0, without a sign (`1.5`, `0.0`).
    pub fn unsigned(x: f64) -> Tenths {
        Tenths {
            tenths: round(x.max(0.0)),
            plus: false,
        }
    }

    /// The number for a `data-*` attribute: a point, whatever the language.
    pub fn data(self) -> String {
        self.write('.')
    }

    fn write(self, separator: char) -> String {
        let sign = match self.tenths.signum() {
            1 if self.plus => "+",
            -1 => "-",
            _ => "",
        };
        let a = self.tenths.unsigned_abs();
        format!("{sign}{}{separator}{}", a / 10, a % 10)
    }
}

fn round(x: f64) -> i64 {
    if x.is_finite() {
        (x * 10.0).round() as i64
    } else {
        0
    }
}

impl Lang {
    /// The separator between a number's whole part and its decimals.
    pub fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Da | Lang::Bg => ',',
        }
    }

    /// `n` as the player reads it in this language: every decimal number shown (leads, moves
    /// to finish, moves lost) is written here.
    pub fn decimal(self, n: Tenths) -> String {
        n.write(self.decimal_separator())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_writes_a_point() {
        assert_eq!(Lang::En.decimal(Tenths::signed(1.46)), "+1.5");
        assert_eq!(Lang::En.decimal(Tenths::signed(-0.5)), "-0.5");
        assert_eq!(Lang::En.decimal(Tenths::signed(-0.04)), "0.0");
        assert_eq!(Lang::En.decimal(Tenths::unsigned(23.0)), "23.0");
        assert_eq!(Lang::En.decimal(Tenths::unsigned(-3.0)), "0.0");
    }

    #[test]
    fn danish_and_bulgarian_write_a_comma() {
        for lang in [Lang::Da, Lang::Bg] {
            assert_eq!(lang.decimal(Tenths::unsigned(2.5)), "2,5");
            assert_eq!(lang.decimal(Tenths::signed(2.5)), "+2,5");
            assert_eq!(lang.decimal(Tenths::signed(-12.04)), "-12,0");
            assert_eq!(lang.decimal(Tenths::signed(f64::NAN)), "0,0");
        }
    }

    #[test]
    fn data_attributes_keep_the_point_in_every_language() {
        assert_eq!(Tenths::signed(-0.5).data(), "-0.5");
        assert_eq!(Tenths::signed(0.96).data(), "+1.0");
        assert_eq!(Tenths::unsigned(31.25).data(), "31.3");
    }

    #[test]
    fn the_texts_read_with_the_separator() {
        let n = Lang::Da.decimal(Tenths::unsigned(2.5));
        assert_eq!(
            Lang::Da.fill(
                crate::app::i18n::K::SeatLeads,
                &[("name", "Ann"), ("n", &n)]
            ),
            "Ann fører med 2,5 træk"
        );
    }
}
