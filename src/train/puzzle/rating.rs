//! Glicko-2 ratings of the player and of the puzzles (`docs/puzzles.md`, "Ratings").
//!
//! Each attempt at a puzzle is a game between the player and the puzzle, in a rating period of
//! its own (as lichess rates its puzzles): solved, the player wins; failed, the puzzle wins.
//! Both ratings move, each against the other's rating before the attempt. The formulas and the
//! volatility's iteration are those of Glickman, "Example of the Glicko-2 system" (2013).

use std::f64::consts::PI;

/// The scale factor between the Glicko scale (1500-centred) and Glicko-2's.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change in a period.
pub const TAU: f64 = 0.5;
/// The convergence tolerance of the volatility's iteration.
const EPSILON: f64 = 0.000_001;
/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation.
pub const START_DEVIATION: f64 = 350.0;
/// A new puzzle's deviation (its starting rating comes from the set).
pub const PUZZLE_DEVIATION: f64 = 150.0;
/// A new volatility.
pub const START_VOLATILITY: f64 = 0.06;
/// The least deviation an attempt leaves: ratings keep moving after many attempts.
pub const MIN_DEVIATION: f64 = 45.0;

/// A Glicko-2 rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 is a new player's).
    pub rating: f64,
    /// The rating deviation: how uncertain the rating is.
    pub deviation: f64,
    /// The volatility: how erratic the results have been.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// One game of a rating period: the opponent's rating before it and the score (1 a win, 0 a
/// loss, 0.5 a draw).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    /// The opponent's rating before the period.
    pub opponent: Rating,
    /// The score, 0 to 1.
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// A puzzle's first rating, from its rating in the set.
    pub fn puzzle(rating: u32) -> Rating {
        Rating {
            rating: f64::from(rating),
            deviation: PUZZLE_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }

    /// The rating after a rating period with `games` (Glicko-2, steps 2 to 8, system constant
    /// [`TAU`]). With no game only the deviation grows.
    pub fn after(self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: phi_star * SCALE,
                ..self
            };
        }
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let g_j = g(phi_j);
            let e = expected(mu, mu_j, phi_j);
            inv_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (game.score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        let sigma = new_volatility(phi, sigma, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating {
            rating: mu * SCALE + 1500.0,
            deviation: phi * SCALE,
            volatility: sigma,
        }
    }

    /// The rating after one game against `opponent` with `score`, its deviation kept at
    /// [`MIN_DEVIATION`] or more.
    pub fn after_one(self, opponent: Rating, score: f64) -> Rating {
        let mut next = self.after(&[Game { opponent, score }]);
        next.deviation = next.deviation.max(MIN_DEVIATION);
        next
    }
}

/// Step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < 1000.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    let mut rounds = 0;
    while (big_b - big_a).abs() > EPSILON && rounds < 200 {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
        rounds += 1;
    }
    (big_a / 2.0).exp()
}

/// Both ratings after an attempt: the player's and the puzzle's, each against the other's
/// rating before it. `solved`: the player solved it (a win for the player).
pub fn attempt(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let score = if solved { 1.0 } else { 0.0 };
    (
        player.after_one(puzzle, score),
        puzzle.after_one(player, 1.0 - score),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let games = [
            Game {
                opponent: opp(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: opp(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: opp(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = player.after(&games);
        // The paper rounds its intermediate figures: 1464.06 there, 1464.05 unrounded.
        assert!(near(after.rating, 1464.06, 0.02), "{after:?}");
        assert!(near(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(near(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn one_attempt_moves_both_ratings_the_other_way() {
        // A new player (1500/350/0.06) solves a 1500/150/0.06 puzzle. By Glicko-2's formulas:
        // for the player g(φ_j) = 0.90291, E = 0.5, v = 4.90652, Δ = 2.21507, σ' = 0.06;
        // for the puzzle g(φ_j) = 0.66907, v = 8.93547, Δ = -2.98923.
        let player = Rating::default();
        let puzzle = Rating::puzzle(1500);
        let (p, z) = attempt(player, puzzle, true);
        assert!(near(p.rating, 1674.30, 0.01), "{p:?}");
        assert!(near(p.deviation, 258.98, 0.01), "{p:?}");
        assert!(near(p.volatility, 0.06, 0.00001), "{p:?}");
        assert!(near(z.rating, 1459.83, 0.01), "{z:?}");
        assert!(near(z.deviation, 144.43, 0.01), "{z:?}");
        // The puzzle moves less: it was rated with more certainty.
        assert!(1500.0 - z.rating < p.rating - 1500.0);
        let (p2, z2) = attempt(player, puzzle, false);
        assert!(
            near(p2.rating, 1500.0 - (p.rating - 1500.0), 0.01),
            "{p2:?}"
        );
        assert!(z2.rating > 1500.0);
    }

    #[test]
    fn no_game_only_widens_the_deviation_and_the_deviation_has_a_floor() {
        let r = Rating {
            rating: 1600.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let after = r.after(&[]);
        assert_eq!(after.rating, 1600.0);
        assert!(after.deviation > 50.0);
        let mut sure = Rating {
            rating: 1500.0,
            deviation: MIN_DEVIATION,
            volatility: 0.06,
        };
        for _ in 0..50 {
            sure = sure.after_one(Rating::puzzle(1500), 1.0);
        }
        assert!(sure.deviation >= MIN_DEVIATION);
        assert!(sure.rating.is_finite());
    }
}
