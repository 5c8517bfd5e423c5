//! "Your games" (`#games-list`): every game kept on this copy, with players, date, moves and
//! state ([`crate::app::games_view::rows`]); a game opens to play on or look back, is renamed,
//! saved as a file, or deleted (and the deletion undone); a game file opens into the list.
//!
//! The DOM: `#games-list li[data-game]` (a stable id), with `data-moves` and `data-finished`.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::app::games::{Deleted, GameId};
use crate::app::games_view::{list_markup, rows, GameRow};
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
    Imported { already: bool },
    ImportFailed,
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
    rows(&list, lang, game.kept_as())
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
                let now = crate::ui::hooks::now();
                let outcome = sync.borrow_mut().games_mut().import(&text, now);
                said.set(match outcome {
                    Ok(imported) => Said::Imported {
                        already: imported.already,
                    },
                    Err(_) => Said::ImportFailed,
                });
                refresh();
            })
            .forget();
            let _ = reader.read_as_text(&file);
            input.set_value("");
        })
    };
    let message = match &*said {
        Said::Nothing => html! {},
        Said::Deleted => html! {
            <p class="list-note" role="status">
                { t(K::GameDeleted) }{ " " }
                <button type="button" id="undo-delete" onclick={undo_delete}>{ t(K::Undo) }</button>
            </p>
        },
        Said::Imported { already } => html! {
            <p class="list-note" role="status">
                { t(if *already { K::GameAlreadyKept } else { K::GameImported }) }
            </p>
        },
        Said::ImportFailed => html! {
            <p class="list-note error" role="alert">{ t(K::ImportFailed) }</p>
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
