//! "Your games" (`#games-list`): every game kept on this copy, with players, date, moves and
//! state ([`crate::app::games_view::rows`]); a game opens to play on or look back, is renamed,
//! saved as a file, or deleted (and the deletion undone); a game file opens into the list.
//!
//! The DOM: `#games-list li[data-game]` (a stable id), with `data-moves` and `data-finished`.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::app::games::{Deleted, GameId};
use crate::app::games_view::{rows, GameRow};
use crate::app::i18n::K;
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
    ImportFailed(String),
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
    let Some(game) = game else {
        return html! {};
    };
    let sync = props.sync.clone();
    let list = sync.borrow().games().list();
    let current = game.kept_as().map(str::to_owned);
    let rows: Vec<GameRow> = rows(&list, lang, current.as_deref());
    let refresh = {
        let version = version.clone();
        move || version.set(*version + 1)
    };

    let open = |id: String| {
        let (sync, game, on_close) = (sync.clone(), game.clone(), props.on_close.clone());
        Callback::from(move |_: MouseEvent| {
            // What is on screen is written first.
            let first = sync
                .borrow_mut()
                .on_game(&mut BrowserPage, &game, crate::ui::hooks::now());
            for a in first {
                game.dispatch(a);
            }
            let actions = sync.borrow_mut().resume(&mut BrowserPage, &id);
            for a in actions {
                game.dispatch(a);
            }
            on_close.emit(());
        })
    };
    let export = |key: String| {
        let sync = sync.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(file) = sync.borrow().games().export_entry(&key) {
                download(&file.file_name, &file.text);
            }
        })
    };
    let delete = |key: String| {
        let (sync, deleted, said, refresh) =
            (sync.clone(), deleted.clone(), said.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(d) = sync.borrow_mut().games_mut().delete(&key) {
                *deleted.borrow_mut() = Some(d);
                said.set(Said::Deleted);
                refresh();
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
    let start_rename = |id: String, title: String| {
        let renaming = renaming.clone();
        Callback::from(move |_: MouseEvent| renaming.set(Some((id.clone(), title.clone()))))
    };
    let on_title = {
        let renaming = renaming.clone();
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Some((id, _)) = (*renaming).clone() {
                renaming.set(Some((id, value)));
            }
        })
    };
    let save_title = {
        let (sync, renaming, refresh) = (sync.clone(), renaming.clone(), refresh.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some((id, title)) = (*renaming).clone() {
                if let Ok(id) = id.parse::<GameId>() {
                    let _ = sync
                        .borrow_mut()
                        .games_mut()
                        .rename(&id, Some(&title), None);
                }
            }
            renaming.set(None);
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
                    Err(e) => Said::ImportFailed(e.to_string()),
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
        Said::ImportFailed(detail) => html! {
            <p class="list-note error" role="alert">
                { lang.fill(K::ImportFailed, &[("detail", detail)]) }
            </p>
        },
    };
    let row = |r: &GameRow| {
        let game_id = r.id.clone().unwrap_or_else(|| r.key.clone());
        let editing = renaming
            .as_ref()
            .filter(|(id, _)| r.id.as_deref() == Some(id.as_str()))
            .map(|(_, title)| title.clone());
        html! {
            <li key={r.key.clone()} data-game={game_id} data-moves={r.moves.to_string()}
                data-finished={r.finished.to_string()}
                class={classes!("kept-game", r.current.then_some("current"))}>
                <div class="what">
                    if let Some(title) = editing {
                        <form class="rename" onsubmit={save_title.clone()}>
                            <label>
                                <span class="visually-hidden">{ t(K::GameTitle) }</span>
                                <input type="text" class="title-input" value={title} maxlength="60"
                                       oninput={on_title.clone()} aria-label={t(K::GameTitle)} />
                            </label>
                            <button type="submit">{ t(K::RenameGame) }</button>
                        </form>
                    } else {
                        <strong class="title">{ r.title.clone() }</strong>
                    }
                    <span class="detail">
                        if r.title != r.players && !r.players.is_empty() { { r.players.clone() }{ " · " } }
                        { lang.fill(K::MovesCount, &[("n", &r.moves.to_string())]) }
                        { " · " }{ r.state.clone() }
                        if !r.date.is_empty() { { " · " }<time>{ r.date.clone() }</time> }
                        if r.current { { " · " }<em>{ t(K::OnScreen) }</em> }
                    </span>
                </div>
                <div class="buttons">
                    if let (true, Some(id)) = (r.resumable && !r.current, r.id.clone()) {
                        <button type="button" class="open-game" onclick={open(id)}>{ t(K::OpenGame) }</button>
                    }
                    if let (true, Some(id)) = (r.resumable, r.id.clone()) {
                        <button type="button" class="rename-game" onclick={start_rename(id, r.title.clone())}>{ t(K::RenameGame) }</button>
                    }
                    <button type="button" class="export-game" onclick={export(r.key.clone())}>{ t(K::ExportGame) }</button>
                    if !r.current {
                        <button type="button" class="delete-game" onclick={delete(r.key.clone())}>{ t(K::DeleteGame) }</button>
                    }
                </div>
            </li>
        }
    };
    html! {
        <Dialog id="games-dialog" labelled_by="games-title" on_close={props.on_close.clone()} class={classes!("games")}>
            <h2 id="games-title">{ t(K::YourGames) }</h2>
            <p class="intro">{ t(K::YourGamesIntro) }</p>
            { message }
            if rows.is_empty() {
                <p class="muted">{ t(K::NoGamesKept) }</p>
            }
            <ul id="games-list" class="games-list">{ for rows.iter().map(row) }</ul>
            <div class="buttons">
                <label class="import button-like">
                    { t(K::ImportGame) }
                    <input type="file" id="import-game" accept=".txt,text/plain" onchange={import} />
                </label>
            </div>
        </Dialog>
    }
}
