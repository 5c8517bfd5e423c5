//! Each seat's progress (`#progress`): place, name and colour, team, pegs home, points; with
//! four seats or more each on one line, so that the move list stays in view (there the colour's
//! word is for screen readers only: the seat's marker shows it). With more than two
//! seats, "Replay the round" (`#replay-round`, or the key R) plays the moves since the seat to
//! move last moved again.

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::state::Action;
use crate::app::view::progress;
use crate::ui::board_view::swatch;
use crate::ui::context::{dispatcher, use_game, use_lang};

/// The progress panel.
#[component]
pub fn Progress() -> Html {
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! {};
    };
    let progress = progress(&game, lang);
    let many = progress.len() >= 4;
    let round = (progress.len() > 2 && game.playing() && game.round().len() > 1).then(|| {
        html! {
            <button type="button" id="replay-round" class="small"
                    onclick={dispatcher::<MouseEvent>(&game, Action::ReplayRound)}
                    aria-keyshortcuts="R">{ lang.t(K::ReplayRound) }</button>
        }
    });
    let rows = progress.into_iter().map(|p| {
        let class = classes!("progress-row", p.to_move.then_some("to-move"), p.finished.then_some("finished"));
        html! {
            <li {class} data-seat={p.seat.index().to_string()}>
                { swatch(p.colour) }
                <span class="who" title={p.label.clone()}>
                    if let Some(place) = p.place {
                        <strong class="place">{ lang.fill(K::Place, &[("n", &place.to_string())]) }{ " · " }</strong>
                    }
                    if many {
                        { p.name.clone() }<span class="visually-hidden">{ p.colour_aside.clone() }</span>
                    } else {
                        { p.label.clone() }
                    }
                    if let Some(team) = p.team {
                        <span class="team">{ " · " }{ lang.fill(K::Team, &[("n", &team.to_string())]) }</span>
                    }
                </span>
                if many {
                    <span class="home" title={lang.fill(K::PegsHome, &[("home", &p.home.to_string()), ("total", &p.total.to_string())])}>
                        { format!("{}/{}", p.home, p.total) }
                    </span>
                } else {
                    <span class="home">{ lang.fill(K::PegsHome, &[("home", &p.home.to_string()), ("total", &p.total.to_string())]) }</span>
                }
                if let Some((score, max)) = p.score {
                    <span class="score">{ lang.fill(K::Score, &[("n", &format!("{score}/{max}"))]) }</span>
                }
                <meter min="0" max={p.total.to_string()} value={p.home.to_string()} aria-hidden="true" />
            </li>
        }
    });
    html! {
        <section class="panel">
            <div class="panel-title">
                <h2>{ lang.t(K::Progress) }</h2>
                { round.unwrap_or_default() }
            </div>
            <ul id="progress" class={classes!("progress", many.then_some("compact"))}>{ for rows }</ul>
        </section>
    }
}
