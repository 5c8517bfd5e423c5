//! The new-game screen: players, seats (human / computer, name, colour), board size, every rule
//! option with its default preselected and a one-line explanation, and who starts.
//!
//! The screen edits a [`GameConfig`] in local state; "Start game" hands it to the app, which
//! dispatches `Action::NewGame` with a random number for the coin toss.

use yew::prelude::*;

use crate::app::i18n::{Lang, K};
use crate::app::state::{GameConfig, SeatKind};
use crate::engine::{
    AntiSpoiling, BoardSize, End, Options, Players, Resting, Scoring, Seat, Unused,
};
use crate::ui::board_view::swatch;

/// Properties of [`NewGameScreen`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The language.
    pub lang: Lang,
    /// Where the form starts (the last setup).
    pub config: GameConfig,
    /// Start a game with this setup.
    pub on_start: Callback<GameConfig>,
    /// Close without starting.
    pub on_cancel: Callback<()>,
}

/// One choice of a radio group: value, label, explanation.
type Choice<T> = (T, K, K);

/// One choice of a radio group, ready to render.
struct RadioRow {
    checked: bool,
    default: bool,
    label: K,
    help: K,
    pick: Callback<Event>,
}

/// A radio group with its legend; one explanation for the whole group when
/// every choice has the same one.
fn radio_group(lang: Lang, name: &'static str, legend: K, rows: Vec<RadioRow>) -> Html {
    let shared_help = rows
        .windows(2)
        .all(|w| w[0].help == w[1].help)
        .then(|| rows[0].help);
    html! {
        <fieldset class="option" id={format!("opt-{name}")}>
            <legend>{ lang.t(legend) }</legend>
            if let Some(help) = shared_help {
                <p class="help group-help">{ lang.t(help) }</p>
            }
            { for rows.into_iter().map(|row| html! {
                <label class="choice">
                    <input type="radio" name={name} checked={row.checked} onchange={row.pick} />
                    <span class="label">
                        { lang.t(row.label) }
                        if row.default { <em class="default">{ " (" }{ lang.t(K::Default) }{ ")" }</em> }
                    </span>
                    if shared_help.is_none() {
                        <span class="help">{ lang.t(row.help) }</span>
                    }
                </label>
            }) }
        </fieldset>
    }
}

/// The new-game dialog.
#[component]
pub fn NewGameScreen(props: &NewGameProps) -> Html {
    let config = use_state(|| props.config.clone());
    let lang = props.lang;
    let t = |k: K| lang.t(k);
    let defaults = Options::default();

    // A callback that edits the config.
    let edit = {
        let config = config.clone();
        move |f: fn(&mut GameConfig, String)| {
            let config = config.clone();
            Callback::from(move |v: String| {
                let mut c = (*config).clone();
                f(&mut c, v);
                config.set(c);
            })
        }
    };
    let set = {
        let config = config.clone();
        move |f: Box<dyn Fn(&mut GameConfig)>| {
            let config = config.clone();
            Callback::from(move |_: Event| {
                let mut c = (*config).clone();
                f(&mut c);
                config.set(c);
            })
        }
    };

    /// A radio group; generic only in this thin wrapper, so that the markup
    /// ([`radio_group`]) is compiled once rather than once per option type.
    fn radios<T: Copy + PartialEq + 'static>(
        lang: Lang,
        name: &'static str,
        legend: K,
        choices: &[Choice<T>],
        current: T,
        default: T,
        pick: impl Fn(T) -> Callback<Event>,
    ) -> Html {
        let rows: Vec<RadioRow> = choices
            .iter()
            .map(|&(value, label, help)| RadioRow {
                checked: value == current,
                default: value == default,
                label,
                help,
                pick: pick(value),
            })
            .collect();
        radio_group(lang, name, legend, rows)
    }

    let c = (*config).clone();
    let o = c.options;

    let players = html! {
        <fieldset class="option inline" id="opt-players">
            <legend>{ t(K::Players) }</legend>
            { for [Players::Two, Players::Three, Players::Four, Players::Six].into_iter().map(|p| {
                let onchange = set(Box::new(move |c: &mut GameConfig| c.set_players(p)));
                html! {
                    <label class="choice-inline">
                        <input type="radio" name="players" value={p.count().to_string()}
                               checked={o.players == p} {onchange} />
                        { p.count() }
                    </label>
                }
            }) }
        </fieldset>
    };

    let seats = c.seats.iter().enumerate().map(|(i, s)| {
        let n = (i + 1).to_string();
        let on_name = {
            let config = config.clone();
            Callback::from(move |e: InputEvent| {
                let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                let mut c = (*config).clone();
                if let Some(s) = c.seats.get_mut(i) {
                    s.name = v.chars().take(24).collect();
                }
                config.set(c);
            })
        };
        let on_kind = {
            let config = config.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut c = (*config).clone();
                if let Some(s) = c.seats.get_mut(i) {
                    s.kind = match v.parse::<u8>() {
                        Ok(level @ 1..=4) => SeatKind::Computer { level },
                        _ => SeatKind::Human,
                    };
                }
                config.set(c);
            })
        };
        let on_colour = {
            let config = config.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut c = (*config).clone();
                if let Ok(colour) = v.parse::<u8>() {
                    c.set_colour(i, colour);
                }
                config.set(c);
            })
        };
        let level = match s.kind {
            SeatKind::Computer { level } => level,
            SeatKind::Human => 0,
        };
        let placeholder = lang.fill(K::DefaultName, &[("n", &n)]);
        html! {
            <li class="seat" data-seat={i.to_string()}>
                { swatch(s.colour) }
                <span class="seat-name">{ lang.fill(K::Seat, &[("n", &n)]) }</span>
                <label>
                    <span class="visually-hidden">{ t(K::Name) }</span>
                    <input type="text" class="name" value={s.name.clone()} {placeholder}
                           maxlength="24" oninput={on_name} aria-label={t(K::Name)} />
                </label>
                <label>
                    <span class="visually-hidden">{ t(K::Human) }{ " / " }{ t(K::Computer) }</span>
                    <select class="kind" onchange={on_kind}
                            aria-label={format!("{} / {}", t(K::Human), t(K::Computer))}>
                        <option value="0" selected={level == 0}>{ t(K::Human) }</option>
                        { for (1..=4u8).map(|l| html! {
                            <option value={l.to_string()} selected={level == l}>
                                { format!("{} · {} {l}", t(K::Computer), t(K::Level)) }
                            </option>
                        }) }
                    </select>
                </label>
                <label>
                    <span class="visually-hidden">{ t(K::Colour) }</span>
                    <select class="colour" onchange={on_colour} aria-label={t(K::Colour)}>
                        { for (0..6u8).map(|col| html! {
                            <option value={col.to_string()} selected={s.colour == col}>{ lang.colour(col) }</option>
                        }) }
                    </select>
                </label>
            </li>
        }
    });

    let size = radios(
        lang,
        "size",
        K::Board,
        &[
            (BoardSize::Four, K::Size4, K::SizeHelp),
            (BoardSize::Five, K::Size5, K::SizeHelp),
            (BoardSize::Six, K::Size6, K::SizeHelp),
        ],
        o.size,
        defaults.size,
        |v| set(Box::new(move |c: &mut GameConfig| c.options.size = v)),
    );
    let multi_ok = matches!(o.players, Players::Two | Players::Three);
    let teams_ok = o.players == Players::Six;
    let checkbox =
        |id: &'static str, label: K, help: K, checked: bool, enabled: bool, on: Callback<Event>| {
            html! {
                <div class="option checkbox" id={format!("opt-{id}")}>
                    <label class="choice">
                        <input type="checkbox" {checked} disabled={!enabled} onchange={on} />
                        <span class="label">{ t(label) }</span>
                        <span class="help">{ t(help) }</span>
                    </label>
                </div>
            }
        };
    let multiple_sets = checkbox(
        "multiple-sets",
        K::MultipleSets,
        K::MultipleSetsHelp,
        o.multiple_sets,
        multi_ok,
        set(Box::new(|c: &mut GameConfig| {
            c.options.multiple_sets = !c.options.multiple_sets;
            c.recolour();
        })),
    );
    let teams = checkbox(
        "teams",
        K::Teams,
        K::TeamsHelp,
        o.teams,
        teams_ok,
        set(Box::new(|c: &mut GameConfig| {
            c.options.teams = !c.options.teams
        })),
    );
    let unused = radios(
        lang,
        "unused",
        K::Unused,
        &[
            (Unused::Empty, K::UnusedEmpty, K::UnusedEmptyHelp),
            (Unused::Filled, K::UnusedFilled, K::UnusedFilledHelp),
        ],
        o.unused,
        defaults.unused,
        |v| set(Box::new(move |c: &mut GameConfig| c.options.unused = v)),
    );
    let resting = radios(
        lang,
        "resting",
        K::Resting,
        &[
            (
                Resting::PassThrough,
                K::RestPassThrough,
                K::RestPassThroughHelp,
            ),
            (Resting::Anywhere, K::RestAnywhere, K::RestAnywhereHelp),
            (Resting::Bga, K::RestBga, K::RestBgaHelp),
        ],
        o.resting,
        defaults.resting,
        |v| set(Box::new(move |c: &mut GameConfig| c.options.resting = v)),
    );
    let lock_in = checkbox(
        "lock-in",
        K::LockIn,
        K::LockInHelp,
        o.lock_in,
        true,
        set(Box::new(|c: &mut GameConfig| {
            c.options.lock_in = !c.options.lock_in
        })),
    );
    let spoiling = radios(
        lang,
        "anti-spoiling",
        K::AntiSpoiling,
        &[
            (AntiSpoiling::Swap, K::SpoilSwap, K::SpoilSwapHelp),
            (AntiSpoiling::FillAvailable, K::SpoilFill, K::SpoilFillHelp),
            (AntiSpoiling::None, K::SpoilNone, K::SpoilNoneHelp),
        ],
        o.anti_spoiling,
        defaults.anti_spoiling,
        |v| {
            set(Box::new(move |c: &mut GameConfig| {
                c.options.anti_spoiling = v
            }))
        },
    );
    let end = radios(
        lang,
        "end",
        K::End,
        &[
            (End::FirstFinisher, K::EndFirst, K::EndFirstHelp),
            (End::PlayOn, K::EndPlayOn, K::EndPlayOnHelp),
        ],
        o.end,
        defaults.end,
        |v| set(Box::new(move |c: &mut GameConfig| c.options.end = v)),
    );
    let scoring = radios(
        lang,
        "scoring",
        K::Scoring,
        &[
            (
                Scoring::Standard,
                K::ScoringStandard,
                K::ScoringStandardHelp,
            ),
            (Scoring::Bga, K::ScoringBga, K::ScoringBgaHelp),
        ],
        o.scoring,
        defaults.scoring,
        |v| set(Box::new(move |c: &mut GameConfig| c.options.scoring = v)),
    );

    let on_first = edit(|c, v| c.first = v.parse::<u8>().ok().and_then(Seat::new));
    let on_first = on_first.reform(|e: Event| {
        e.target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value()
    });
    let first_value = c
        .first
        .map_or("toss".to_string(), |s| s.index().to_string());
    let who_starts = html! {
        <div class="option" id="opt-first">
            <label>
                <span class="label">{ t(K::WhoStarts) }</span>{ " " }
                <select id="first" onchange={on_first}>
                    <option value="toss" selected={first_value == "toss"}>
                        { t(K::CoinTossOption) }{ " (" }{ t(K::Default) }{ ")" }
                    </option>
                    { for (0..o.players.count()).map(|i| {
                        let s = &c.seats[i.min(c.seats.len().saturating_sub(1))];
                        let name = if s.name.trim().is_empty() {
                            lang.fill(K::DefaultName, &[("n", &(i + 1).to_string())])
                        } else {
                            s.name.clone()
                        };
                        let label = lang.fill(K::PlayerLabel, &[("name", &name), ("colour", lang.colour(s.colour))]);
                        html! { <option value={i.to_string()} selected={first_value == i.to_string()}>{ label }</option> }
                    }) }
                </select>
            </label>
        </div>
    };

    let error = c.validate().err().map(|e| lang.options_error(e));
    let on_start = {
        let on_start = props.on_start.clone();
        let c = c.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if c.validate().is_ok() {
                on_start.emit(c.clone());
            }
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let onkeydown = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                on_cancel.emit(());
            }
        })
    };

    html! {
        <div class="overlay" {onkeydown}>
            <form id="new-game-dialog" class="dialog panel" role="dialog" aria-modal="true"
                  aria-labelledby="new-game-title" onsubmit={on_start}>
                <h2 id="new-game-title">{ t(K::NewGameTitle) }</h2>
                { players }
                <ul class="seats">{ for seats }</ul>
                { who_starts }
                { size }
                { multiple_sets }
                { teams }
                { unused }
                { resting }
                { spoiling }
                { lock_in }
                { end }
                { scoring }
                if let Some(e) = error {
                    <p class="error" role="alert">{ e }</p>
                }
                <div class="buttons sticky">
                    <button type="submit" id="start-game" class="primary" disabled={error.is_some()}>{ t(K::StartGame) }</button>
                    <button type="button" id="cancel-new-game" onclick={on_cancel}>{ t(K::Cancel) }</button>
                </div>
            </form>
        </div>
    }
}
