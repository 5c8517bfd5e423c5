//! The calibration plot of `calibrate report --svg`.

use crate::report::Sample;

/// The calibration plot: for each player count, the mean of the moves still played against
/// the estimate (in bins of two moves, with at least 20 samples), over the diagonal of a
/// perfect estimate.
pub fn plot(samples: &[Sample], estimates: &[f64]) -> String {
    const SIZE: f64 = 420.0;
    const MARGIN: f64 = 50.0;
    const MAX: f64 = 60.0;
    let x = |v: f64| MARGIN + v / MAX * SIZE;
    let y = |v: f64| MARGIN + SIZE - v / MAX * SIZE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {w}\" width=\"{w}\" height=\"{w}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
        w = SIZE + 2.0 * MARGIN
    );
    svg += &format!(
        "<text x=\"{}\" y=\"24\" text-anchor=\"middle\" font-size=\"14\">Moves to finish: estimate against the moves played</text>\n",
        MARGIN + SIZE / 2.0
    );
    for t in (0..=60).step_by(10) {
        let v = f64::from(t);
        svg += &format!(
            "<line x1=\"{a}\" y1=\"{b}\" x2=\"{c}\" y2=\"{b}\" stroke=\"#ddd\"/><line x1=\"{d}\" y1=\"{e}\" x2=\"{d}\" y2=\"{f}\" stroke=\"#ddd\"/>\n<text x=\"{g}\" y=\"{h}\" text-anchor=\"end\">{t}</text><text x=\"{d}\" y=\"{i}\" text-anchor=\"middle\">{t}</text>\n",
            a = x(0.0),
            b = y(v),
            c = x(MAX),
            d = x(v),
            e = y(0.0),
            f = y(MAX),
            g = x(0.0) - 6.0,
            h = y(v) + 4.0,
            i = y(0.0) + 18.0
        );
    }
    svg += &format!(
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#888\" stroke-dasharray=\"4 4\"/>\n",
        x(0.0),
        y(0.0),
        x(MAX),
        y(MAX)
    );
    svg += &format!(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">estimated moves to finish</text>\n<text transform=\"translate(16 {}) rotate(-90)\" text-anchor=\"middle\">moves the seat still played (mean)</text>\n",
        MARGIN + SIZE / 2.0,
        MARGIN + SIZE + 38.0,
        MARGIN + SIZE / 2.0
    );
    let colours = ["#1f6fd1", "#d9480f", "#2b8a3e", "#862e9c"];
    let mut counts: Vec<usize> = samples.iter().map(|s| s.players).collect();
    counts.sort_unstable();
    counts.dedup();
    for (k, &n) in counts.iter().enumerate() {
        let colour = colours[k % colours.len()];
        let mut bins = vec![(0.0, 0.0, 0usize); 31];
        for (s, &e) in samples.iter().zip(estimates) {
            if s.players == n {
                let b = ((e / 2.0).round() as usize).min(30);
                bins[b].0 += e;
                bins[b].1 += s.actual();
                bins[b].2 += 1;
            }
        }
        let points: Vec<String> = bins
            .iter()
            .filter(|b| b.2 >= 20)
            .map(|b| format!("{:.1},{:.1}", x(b.0 / b.2 as f64), y(b.1 / b.2 as f64)))
            .collect();
        svg += &format!(
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>\n",
            points.join(" ")
        );
        svg += &format!(
            "<text x=\"{}\" y=\"{}\" fill=\"{colour}\">{n} players</text>\n",
            x(2.0),
            y(MAX - 4.0 - 4.0 * k as f64)
        );
    }
    svg + "</svg>\n"
}
