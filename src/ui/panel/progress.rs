//! Each seat's progress (`#progress`): place, name and colour, team, pegs home, points.

use yew::prelude::*;

use crate::app::i18n::K;
use crate::ui::board_view::swatch;
use crate::ui::context::{use_game, use_lang};

/// The progress panel.
#[component]
pub fn Progress() -> Html {
    let (Some(game), lang) = (use_game(), use_lang()) else {
        return html! {};
    };
    let rows = game.progress(lang).into_iter().map(|p| {
        let class = classes!("progress-row", p.to_move.then_some("to-move"), p.finished.then_some("finished"));
        html! {
            <li {class} data-seat={p.seat.index().to_string()}>
                { swatch(p.colour) }
                <span class="who">
                    if let Some(place) = p.place {
                        <strong class="place">{ lang.fill(K::Place, &[("n", &place.to_string())]) }{ " · " }</strong>
                    }
                    { p.label.clone() }
                    if let Some(team) = p.team {
                        <span class="team">{ " · " }{ lang.fill(K::Team, &[("n", &team.to_string())]) }</span>
                    }
                </span>
                <span class="home">{ lang.fill(K::PegsHome, &[("home", &p.home.to_string()), ("total", &p.total.to_string())]) }</span>
                if let Some((score, max)) = p.score {
                    <span class="score">{ lang.fill(K::Score, &[("n", &format!("{score}/{max}"))]) }</span>
                }
                <meter min="0" max={p.total.to_string()} value={p.home.to_string()} aria-hidden="true" />
            </li>
        }
    });
    html! {
        <section class="panel">
            <h2>{ lang.t(K::Progress) }</h2>
            <ul id="progress" class="progress">{ for rows }</ul>
        </section>
    }
}
