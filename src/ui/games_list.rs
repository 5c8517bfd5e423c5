//! "Your games" (`#games-list`): every game kept on this copy, with players, date, moves and
//! state ([`crate::app::games::view::rows`]); a game opens to play on or look back, is renamed,
//! saved as a file, or deleted (and the deletion undone); a game file opens into the list.
//!
//! The list is a screen of the page's second module ([`crate::app::screens::Screen::Games`]):
//! it works on the games in storage through a handle of its own, as another tab of the page
//! would (the page's saves already reconcile with changes made elsewhere, see
//! [`crate::app::games`]), and answers the page with the key of a game to open, which the page
//! opens after keeping what is on screen.
//!
//! A file whose import would remove finished games to make room is not imported until the
//! player agrees: the list asks, naming the games (`#import-evicts li`), with
//! `#import-confirm` and `#import-cancel`. A file over the size limit is refused before it is
//! loaded.
//!
//! The DOM: `#games-list li[data-game]` (a stable id), with `data-moves` and `data-finished`.

use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::app::games::export::check_size;
use crate::app::games::view::{list_markup, removal_lines, rows, GameRow};
use crate::app::games::{Deleted, GameId, Games, ImportError, ImportPlan};
use crate::app::i18n::{Lang, K};
use crate::ui::context::use_lang;
use crate::ui::dialog::Dialog;
use crate::ui::storage::{self, LocalStore};

/// The list's handle on the games in storage.
type List = Rc<std::cell::RefCell<Games<LocalStore>>>;

/// Properties of [`GamesList`].
#[derive(Properties, PartialEq)]
pub struct GamesListProps {
    /// The game on screen, when it is kept (marked in the list, never removed to make room).
    pub current: Option<GameId>,
    /// Closes the list.
    pub on_close: Callback<()>,
    /// Opens the game of this key (the page keeps what is on screen first).
    pub on_open: Callback<String>,
}

/// What the list says about the last thing done in it.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    Nothing,
    Deleted,
    Imported {
        already: bool,
        /// The text after the game's link did not read and was left out.
        dropped: bool,
        /// Finished games removed to make room (as the player agreed).
        removed: usize,
    },
    ImportFailed,
    TooLarge,
    /// Importing the file `text` would remove the finished games `plan` names: asks first.
    Confirm {
        plan: Rc<ImportPlan>,
        text: Rc<str>,
    },
}

/// What the list says of a file that did not import.
fn import_failed(e: ImportError) -> Said {
    match e {
        ImportError::TooLong => Said::TooLarge,
        _ => Said::ImportFailed,
    }
}

/// Plans the import of the file `text`: imports it when no game would be removed for it,
/// else asks the player.
fn plan_import(list: &List, text: Rc<str>) -> Said {
    let planned = list.borrow().plan_import(&text, crate::ui::hooks::now());
    match planned {
        Ok(plan) if plan.already().is_none() && !plan.evicts().is_empty() => Said::Confirm {
            plan: Rc::new(plan),
            text,
        },
        Ok(plan) => carry_out(list, &text, &plan, false),
        Err(e) => import_failed(e),
    }
}

/// Imports `plan` of the file `text`, `agreed`: the player agreed to remove the games it names.
/// When more would go now (another tab kept games since), the player is asked again.
fn carry_out(list: &List, text: &Rc<str>, plan: &ImportPlan, agreed: bool) -> Said {
    let outcome = list.borrow_mut().import(plan, agreed);
    match outcome {
        Ok(imported) => Said::Imported {
            already: imported.already,
            dropped: imported.dropped.is_some(),
            removed: imported.removed.len(),
        },
        Err(ImportError::WouldRemove) => {
            let planned = list.borrow().plan_import(text, crate::ui::hooks::now());
            match planned {
                Ok(plan) => Said::Confirm {
                    plan: Rc::new(plan),
                    text: text.clone(),
                },
                Err(e) => import_failed(e),
            }
        }
        Err(e) => import_failed(e),
    }
}

/// Hands `text` to the browser as a download named `name`.
fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let anchor = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = anchor {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The list's rows as they are now.
fn rows_now(list: &List, current: Option<&GameId>, lang: Lang) -> Vec<GameRow> {
    let listed = list.borrow().list();
    rows(&listed, lang, current.map(GameId::as_str))
}

/// The games list (see the module documentation).
#[component]
pub fn GamesList(props: &GamesListProps) -> Html {
    let lang = use_lang();
    let t = |k: K| lang.t(k);
    let list: List = {
        let current = props.current.clone();
        (*use_memo((), move |_| {
            let mut games = crate::ui::hooks::stored_games();
            // The game on screen is this list's "tab" game: never removed to make room.
            if let Some(id) = &current {
                let _ = games.resume(id);
            }
            Rc::new(std::cell::RefCell::new(games))
        }))
        .clone()
    };
    // Bumped to read the list again after a change here or in another tab.
    let version = use_state(|| 0u32);
    let renaming = use_state_eq(|| None::<(String, String)>);
    let deleted = use_mut_ref(|| None::<Deleted>);
    let said = use_state_eq(|| Said::Nothing);
    // Another tab's writes show up here too, and the page's own saves of its game.
    {
        let version = version.clone();
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|w| {
                [storage::GAMES_WRITTEN, "storage"].map(|name| {
                    let version = version.clone();
                    gloo_events::EventListener::new(&w, name, move |_| version.set(*version + 1))
                })
            });
            move || drop(listeners)
        });
    }
    // The title field of a row being renamed takes focus.
    use_effect_with((*renaming).clone(), |renaming| {
        if renaming.is_some() {
            if let Some(input) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| {
                    d.query_selector("#games-list input.title-input")
                        .ok()
                        .flatten()
                })
                .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                let _ = input.focus();
            }
        }
        || ()
    });
    let current = props.current.clone();
    let rows = rows_now(&list, current.as_ref(), lang);
    let refresh = {
        let version = version.clone();
        move || version.set(*version + 1)
    };

    // One handler for every button of the list (`data-act`, `data-key`).
    let on_list = {
        let (list, current, on_open) = (list.clone(), current.clone(), props.on_open.clone());
        let (deleted, said, renaming, refresh) = (
            deleted.clone(),
            said.clone(),
            renaming.clone(),
            refresh.clone(),
        );
        Callback::from(move |e: MouseEvent| {
            let Some(button) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("button[data-act]").ok().flatten())
            else {
                return;
            };
            let act = button.get_attribute("data-act").unwrap_or_default();
            let key = button.get_attribute("data-key").unwrap_or_default();
            match act.as_str() {
                "open" => on_open.emit(key),
                "rename" => {
                    let title = rows_now(&list, current.as_ref(), lang)
                        .into_iter()
                        .find(|r| r.id.as_deref() == Some(key.as_str()))
                        .map(|r| r.title)
                        .unwrap_or_default();
                    renaming.set(Some((key, title)));
                }
                "save-title" => {
                    let title = button
                        .closest("li")
                        .ok()
                        .flatten()
                        .and_then(|li| li.query_selector("input.title-input").ok().flatten())
                        .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
                        .map(|i| i.value())
                        .unwrap_or_default();
                    if let Ok(id) = key.parse::<GameId>() {
                        let _ = list.borrow_mut().rename(&id, Some(&title), None);
                    }
                    renaming.set(None);
                    refresh();
                }
                "export" => {
                    if let Ok(file) = list.borrow().export_entry(&key) {
                        download(&file.file_name, &file.text);
                    }
                }
                "delete" => {
                    if let Ok(d) = list.borrow_mut().delete(&key) {
                        *deleted.borrow_mut() = Some(d);
                        said.set(Said::Deleted);
                        refresh();
                    }
                }
                _ => {}
            }
        })
    };
    let undo_delete = {
        let (list, deleted, said, refresh) =
            (list.clone(), deleted.clone(), said.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(d) = deleted.borrow_mut().take() else {
                return;
            };
            let now = crate::ui::hooks::now();
            if list.borrow_mut().restore(&d, now).is_err() {
                *deleted.borrow_mut() = Some(d);
                return;
            }
            said.set(Said::Nothing);
            refresh();
        })
    };
    let import = {
        let (list, said, refresh) = (list.clone(), said.clone(), refresh.clone());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            // Refused by its size, before it is loaded.
            if let Err(e) = check_size(file.size() as u64) {
                said.set(import_failed(e));
                input.set_value("");
                return;
            }
            let Ok(reader) = web_sys::FileReader::new() else {
                return;
            };
            let (list, said, refresh, read) =
                (list.clone(), said.clone(), refresh.clone(), reader.clone());
            gloo_events::EventListener::once(&reader, "load", move |_| {
                let text = read
                    .result()
                    .ok()
                    .and_then(|r| r.as_string())
                    .unwrap_or_default();
                said.set(plan_import(&list, Rc::from(text)));
                refresh();
            })
            .forget();
            let _ = reader.read_as_text(&file);
            input.set_value("");
        })
    };
    let confirm_import = {
        let (list, said, refresh) = (list.clone(), said.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            if let Said::Confirm { plan, text } = &*said {
                said.set(carry_out(&list, text, plan, true));
                refresh();
            }
        })
    };
    let cancel_import = {
        let said = said.clone();
        Callback::from(move |_: MouseEvent| said.set(Said::Nothing))
    };
    let message = match &*said {
        Said::Nothing => html! {},
        Said::Deleted => html! {
            <p class="list-note" role="status">
                { t(K::GameDeleted) }{ " " }
                <button type="button" id="undo-delete" onclick={undo_delete}>{ t(K::Undo) }</button>
            </p>
        },
        Said::Imported {
            already,
            dropped,
            removed,
        } => html! {
            <p class="list-note" role="status">
                { t(if *already { K::GameAlreadyKept } else { K::GameImported }) }
                if *dropped {
                    { " " }{ t(K::ImportLeftOut) }
                }
                if *removed > 0 {
                    { " " }{ lang.fill(K::GamesRemoved, &[("n", &removed.to_string())]) }
                }
            </p>
        },
        Said::ImportFailed => html! {
            <p class="list-note error" role="alert">{ t(K::ImportFailed) }</p>
        },
        Said::TooLarge => html! {
            <p class="list-note error" role="alert">{ t(K::ImportTooLarge) }</p>
        },
        Said::Confirm { plan, .. } => html! {
            <div class="list-note import-confirm" role="alert">
                <p>{ t(K::ImportWouldRemove) }</p>
                <ul id="import-evicts">
                    { for removal_lines(plan.evicts(), lang).into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ul>
                if plan.dropped().is_some() {
                    <p>{ t(K::ImportLeftOut) }</p>
                }
                <div class="buttons">
                    <button type="button" id="import-confirm" onclick={confirm_import}>{ t(K::ImportAndRemove) }</button>
                    <button type="button" id="import-cancel" onclick={cancel_import}>{ t(K::Cancel) }</button>
                </div>
            </div>
        },
    };
    let renamed = renaming
        .as_ref()
        .map(|(id, title)| (id.as_str(), title.as_str()));
    let markup = AttrValue::from(list_markup(&rows, lang, renamed));
    html! {
        <Dialog id="games-dialog" labelled_by="games-title" on_close={props.on_close.clone()} class={classes!("games")}>
            <h2 id="games-title">{ t(K::YourGames) }</h2>
            <p class="intro">{ t(K::YourGamesIntro) }</p>
            { message }
            if rows.is_empty() {
                <p class="muted">{ t(K::NoGamesKept) }</p>
            }
            <ul id="games-list" class="games-list" onclick={on_list}>
                { Html::from_html_unchecked(markup) }
            </ul>
            <div class="buttons">
                <label class="import button-like">
                    { t(K::ImportGame) }
                    <input type="file" id="import-game" accept=".txt,text/plain" onchange={import} />
                </label>
            </div>
        </Dialog>
    }
}
