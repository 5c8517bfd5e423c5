//! The new-game screen: players, board size, seats (human / computer, name, colour) and who
//! starts first; every other rule option under "More rules" (open when one of them differs
//! from its default), each with its default preselected and a one-line explanation. The form
//! starts from the last game's setup and lists what differs from the defaults, with "Reset to
//! defaults".
//!
//! The rule options are drawn from the pure table of `app::rules_table` (legends, labels,
//! explanations, which choices are possible); a click goes through
//! [`rules_table::choose`]. The screen edits a [`GameConfig`] in local state; "Start game"
//! hands it to the app, which dispatches `Action::NewGame` with a random number for the coin
//! toss.

use yew::prelude::*;

use crate::ai::Level;
use crate::app::i18n::{Lang, K};
use crate::app::rules_table::{self, Row, Widget};
use crate::app::seats::{clip_name, Colour, SeatKind};
use crate::app::state::{kind_text, GameConfig};
use crate::engine::{OptionId, Seat};
use crate::ui::board_view::swatch;
use crate::ui::dialog::Dialog;

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

/// One rule option of the table, as a radio group, a row of small radio buttons or a
/// checkbox; `pick` makes the callback that picks a value code.
fn rule_option(lang: Lang, row: &Row, pick: &dyn Fn(u8) -> Callback<Event>) -> Html {
    let t = |k: K| lang.t(k);
    let id = format!("opt-{}", row.dom);
    // (Plain strings: cheaper in the bundle than building class lists.)
    let changed = changed(row);
    let class = |plain: &'static str, marked: &'static str| if changed { marked } else { plain };
    match row.widget {
        Widget::Inline => html! {
            <fieldset class={class("option inline", "option inline changed")} {id}>
                <legend>{ t(row.legend) }</legend>
                { for row.choices.iter().map(|c| html! {
                    <label class="choice-inline">
                        <input type="radio" name={row.dom} value={c.word} checked={c.checked}
                               disabled={!c.enabled} onchange={pick(c.code)} />
                        { c.label.map_or(c.word, t) }
                    </label>
                }) }
            </fieldset>
        },
        Widget::Checkbox { .. } => {
            let (checked, enabled, help, toggle) =
                row.checkbox().unwrap_or((false, false, None, 0));
            html! {
                <div class={class("option checkbox", "option checkbox changed")} {id}>
                    <label class="choice">
                        <input type="checkbox" {checked} disabled={!enabled} onchange={pick(toggle)} />
                        <span class="label">
                            { t(row.legend) }
                            if row.on_by_default() { <em class="default">{ " (" }{ t(K::OnByDefault) }{ ")" }</em> }
                        </span>
                        if let Some(help) = help {
                            <span class="help">{ t(help) }</span>
                        }
                    </label>
                </div>
            }
        }
        Widget::Radios => html! {
            <fieldset class={class("option", "option changed")} {id}>
                <legend>{ t(row.legend) }</legend>
                if let Some(help) = row.group_help {
                    <p class="help group-help">{ t(help) }</p>
                }
                { for row.choices.iter().map(|c| html! {
                    <label class="choice">
                        <input type="radio" name={row.dom} checked={c.checked}
                               disabled={!c.enabled} onchange={pick(c.code)} />
                        <span class="label">
                            { c.label.map_or(c.word, t) }
                            if c.default { <em class="default">{ " (" }{ t(K::Default) }{ ")" }</em> }
                        </span>
                        if let Some(help) = c.help {
                            <span class="help">{ t(help) }</span>
                        }
                    </label>
                }) }
            </fieldset>
        },
    }
}

/// Whether the option has another value than its default.
fn changed(row: &Row) -> bool {
    row.choices.iter().any(|c| c.checked && !c.default)
}

/// The new-game dialog.
#[component]
pub fn NewGameScreen(props: &NewGameProps) -> Html {
    let config = use_state(|| props.config.clone());
    // "More rules" opens by itself only when the form comes up with one of them changed; after
    // that it stays as the player leaves it.
    let more_open = use_state(|| {
        rules_table::rows(&props.config.options)
            .iter()
            .any(|r| !matches!(r.id, OptionId::Players | OptionId::Size) && changed(r))
    });
    let lang = props.lang;
    let t = |k: K| lang.t(k);

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
    // Picks value `code` of rule option `id`: the table says what else changes; seats follow
    // a new seating (their number and default colours) and who starts stays a seat.
    let pick = |id: OptionId| {
        let config = config.clone();
        move |code: u8| {
            let config = config.clone();
            Callback::from(move |_: Event| {
                let mut c = (*config).clone();
                let before = c.options.seating();
                c.options = rules_table::choose(&c.options, id, code);
                if c.options.seating() != before {
                    c.recolour();
                }
                if c.first
                    .is_some_and(|f| f.index() >= c.options.players.count())
                {
                    c.first = None;
                }
                config.set(c);
            })
        }
    };

    let c = (*config).clone();
    let o = c.options;
    let rows = rules_table::rows(&o);
    let option = |row: &Row| rule_option(lang, row, &pick(row.id));
    // What most games choose first: the players and the board; the rest under "More rules".
    let (common, more): (Vec<&Row>, Vec<&Row>) = rows
        .iter()
        .partition(|r| matches!(r.id, OptionId::Players | OptionId::Size));
    let more_changed = more.iter().filter(|r| changed(r)).count();
    let common: Html = common.into_iter().map(option).collect();
    let more: Html = more.into_iter().map(option).collect();
    let differences = c.differences();
    let on_reset = {
        let config = config.clone();
        Callback::from(move |_: MouseEvent| {
            let mut c = (*config).clone();
            c.reset();
            config.set(c);
        })
    };
    let changes = (!differences.is_empty()).then(|| {
        let list: Vec<String> = differences.iter().map(|d| d.text(lang)).collect();
        html! {
            <div id="config-changes" class="changes" role="status">
                <p><strong>{ t(K::ChangedFromDefaults) }</strong>{ " " }{ list.join(" · ") }</p>
                <button type="button" id="reset-defaults" onclick={on_reset}>{ t(K::ResetDefaults) }</button>
            </div>
        }
    });

    let seats = c.seats.iter().enumerate().map(|(i, s)| {
        let n = (i + 1).to_string();
        let on_name = {
            let config = config.clone();
            Callback::from(move |e: InputEvent| {
                let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                let mut c = (*config).clone();
                if let Some(s) = c.seats.get_mut(i) {
                    s.name = clip_name(&v);
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
                    s.kind = v
                        .parse::<u8>()
                        .ok()
                        .and_then(Level::new)
                        .map_or(SeatKind::Human, SeatKind::Computer);
                }
                config.set(c);
            })
        };
        let on_colour = {
            let config = config.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut c = (*config).clone();
                if let Some(colour) = v.parse::<u8>().ok().and_then(Colour::new) {
                    c.set_colour(i, colour);
                }
                config.set(c);
            })
        };
        let level = s.kind.number();
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
                        { for Level::ALL.iter().map(|l| html! {
                            <option value={l.number().to_string()} selected={level == l.number()}>
                                { kind_text(SeatKind::Computer(*l), lang) }
                            </option>
                        }) }
                    </select>
                </label>
                <label>
                    <span class="visually-hidden">{ t(K::Colour) }</span>
                    <select class="colour" onchange={on_colour} aria-label={t(K::Colour)}>
                        { for Colour::ALL.iter().map(|&col| html! {
                            <option value={col.index().to_string()} selected={s.colour == col}>{ lang.colour(col) }</option>
                        }) }
                    </select>
                </label>
            </li>
        }
    });

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
                        let label = lang.with_colour(&name, s.colour);
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

    // A modal dialog: the keyboard stays inside, Escape cancels, focus returns to the opener.
    html! {
        <Dialog id="new-game-box" labelled_by="new-game-title" on_close={props.on_cancel.clone()} close_button={false}>
            <form id="new-game-dialog" onsubmit={on_start}>
                <h2 id="new-game-title">{ t(K::NewGameTitle) }</h2>
                { for changes }
                { common }
                <ul class="seats">{ for seats }</ul>
                { who_starts }
                <details id="more-rules" class="more-rules" open={*more_open}>
                    <summary>
                        { t(K::MoreRules) }
                        if more_changed > 0 {
                            <span class="changed-count">{ " · " }{ lang.fill(K::ChangedCount, &[("n", &more_changed.to_string())]) }</span>
                        }
                    </summary>
                    { more }
                </details>
                if let Some(e) = error {
                    <p class="error" role="alert">{ e }</p>
                }
                <div class="buttons sticky">
                    <button type="submit" id="start-game" class="primary" disabled={error.is_some()}>{ t(K::StartGame) }</button>
                    <button type="button" id="cancel-new-game" onclick={on_cancel}>{ t(K::Cancel) }</button>
                </div>
            </form>
        </Dialog>
    }
}
