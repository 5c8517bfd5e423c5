//! "Your games" (`#games-list`): every game kept on this copy, with players, date, moves and
//! state ([`crate::app::games::view::rows`]); a game opens to play on or look back, is renamed,
//! saved as a file, or deleted (and the deletion undone); a game file opens into the list.
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
use crate::app::games::{Deleted, GameId, ImportError, ImportPlan};
use crate::app::i18n::{Lang, K};
use crate::ui::context::{use_game, use_lang};
use crate::ui::dialog::Dialog;
use crate::ui::hooks::Sync;
use crate::ui::url::BrowserPage;

/// Properties of [`GamesList`].
#[derive(Properties)]
pub struct GamesListProps {
    /// The page's synchroniser (it holds the games list).
    pub sync: Sync,
    /// Closes the list.
    pub on_close: Callback<()>,
}

impl PartialEq for GamesListProps {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.sync, &other.sync) && self.on_close == other.on_close
    }
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
fn plan_import(sync: &Sync, text: Rc<str>) -> Said {
    let planned = sync
        .borrow()
        .games()
        .plan_import(&text, crate::ui::hooks::now());
    match planned {
        Ok(plan) if plan.already().is_none() && !plan.evicts().is_empty() => Said::Confirm {
            plan: Rc::new(plan),
            text,
        },
        Ok(plan) => carry_out(sync, &text, &plan, false),
        Err(e) => import_failed(e),
    }
}

/// Imports `plan` of the file `text`, `agreed`: the player agreed to remove the games it names.
/// When more would go now (another tab kept games since), the player is asked again.
fn carry_out(sync: &Sync, text: &Rc<str>, plan: &ImportPlan, agreed: bool) -> Said {
    let outcome = sync.borrow_mut().games_mut().import(plan, agreed);
    match outcome {
        Ok(imported) => Said::Imported {
            already: imported.already,
            dropped: imported.dropped.is_some(),
            removed: imported.removed.len(),
        },
        Err(ImportError::WouldRemove) => {
            let planned = sync
                .borrow()
                .games()
                .plan_import(text, crate::ui::hooks::now());
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
fn rows_now(sync: &Sync, game: &crate::ui::context::GameHandle, lang: Lang) -> Vec<GameRow> {
    let list = sync.borrow().games().list();
    rows(&list, lang, game.kept_as().map(GameId::as_str))
}

/// The games list (see the module documentation).
#[component]
pub fn GamesList(props: &GamesListProps) -> Html {
    let (game, lang) = (use_game(), use_lang());
    let t = |k: K| lang.t(k);
    // Bumped to read the list again after a change here or in another tab.
    let version = use_state(|| 0u32);
    let renaming = use_state_eq(|| None::<(String, String)>);
    let deleted = use_mut_ref(|| None::<Deleted>);
    let said = use_state_eq(|| Said::Nothing);
    // Another tab's writes show up here too.
    {
        let version = version.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "storage", move |_| version.set(*version + 1))
            });
            move || drop(listener)
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
    let Some(game) = game else {
        return html! {};
    };
    let sync = props.sync.clone();
    let rows = rows_now(&sync, &game, lang);
    let refresh = {
        let version = version.clone();
        move || version.set(*version + 1)
    };

    // One handler for every button of the list (`data-act`, `data-key`).
    let on_list = {
        let (sync, game, on_close) = (sync.clone(), game.clone(), props.on_close.clone());
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
            let now = crate::ui::hooks::now();
            match act.as_str() {
                "open" => {
                    // What is on screen is written first.
                    let first = sync.borrow_mut().on_game(&mut BrowserPage, &game, now);
                    let then = sync.borrow_mut().resume(&mut BrowserPage, &key);
                    for a in first.into_iter().chain(then) {
                        game.dispatch(a);
                    }
                    on_close.emit(());
                }
                "rename" => {
                    let title = rows_now(&sync, &game, lang)
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
                        let _ = sync
                            .borrow_mut()
                            .games_mut()
                            .rename(&id, Some(&title), None);
                    }
                    renaming.set(None);
                    refresh();
                }
                "export" => {
                    if let Ok(file) = sync.borrow().games().export_entry(&key) {
                        download(&file.file_name, &file.text);
                    }
                }
                "delete" => {
                    if let Ok(d) = sync.borrow_mut().games_mut().delete(&key) {
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
        let (sync, deleted, said, refresh) =
            (sync.clone(), deleted.clone(), said.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(d) = deleted.borrow_mut().take() else {
                return;
            };
            let now = crate::ui::hooks::now();
            if sync.borrow_mut().games_mut().restore(&d, now).is_err() {
                *deleted.borrow_mut() = Some(d);
                return;
            }
            said.set(Said::Nothing);
            refresh();
        })
    };
    let import = {
        let (sync, said, refresh) = (sync.clone(), said.clone(), refresh.clone());
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
            let (sync, said, refresh, read) =
                (sync.clone(), said.clone(), refresh.clone(), reader.clone());
            gloo_events::EventListener::once(&reader, "load", move |_| {
                let text = read
                    .result()
                    .ok()
                    .and_then(|r| r.as_string())
                    .unwrap_or_default();
                said.set(plan_import(&sync, Rc::from(text)));
                refresh();
            })
            .forget();
            let _ = reader.read_as_text(&file);
            input.set_value("");
        })
    };
    let confirm_import = {
        let (sync, said, refresh) = (sync.clone(), said.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            if let Said::Confirm { plan, text } = &*said {
                said.set(carry_out(&sync, text, plan, true));
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
