//! The lessons' dialog ("Learn to play", [`crate::app::state::Overlay::Lessons`]): the path of
//! lessons (`#lessons`, each `li[data-lesson]` with `data-stars`) and the lesson being played
//! (`#lesson`): its text, goal, moves against par, stars, the note (a wrong move's reason, the
//! hint, done) and its own board, with "Hint", "Take back", "Try again" and "Next lesson". The
//! lesson is the pure [`Exercise`], held by this dialog; the stars earned are kept in
//! `localStorage` under [`storage::LESSONS_KEY`] ([`Progress`]'s text; a corrupt value is
//! ignored). Everything but the board and the note is markup text
//! ([`crate::app::markup`]) with one delegated click handler (`data-act`): far less code in
//! the page than trees of elements.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::view::{buttons_markup, path_page_markup, LessonView};
use crate::train::lesson::{Exercise, Input, Lesson, LessonId, Note, Progress};
use crate::ui::context::use_lang;
use crate::ui::dialog::Dialog;
use crate::ui::storage;
use crate::ui::train::lesson_board::lesson_board;

/// Properties of [`Lessons`].
#[derive(Properties, PartialEq)]
pub struct LessonsProps {
    /// The lesson to open at once (a lesson link), else the path.
    #[prop_or_default]
    pub start: Option<LessonId>,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The stored progress (nothing stored, or a corrupt value: none).
fn load_progress() -> Progress {
    Progress::read(&storage::load(storage::LESSONS_KEY).unwrap_or_default())
}

/// The button a click landed on: its `data-act` and `data-lesson`.
fn clicked(e: &MouseEvent) -> Option<(String, Option<LessonId>)> {
    let button = e
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest("button[data-act]")
        .ok()??;
    let lesson = button
        .get_attribute("data-lesson")
        .and_then(|l| l.parse().ok());
    Some((button.get_attribute("data-act")?, lesson))
}

/// The lessons' dialog.
#[component]
pub fn Lessons(props: &LessonsProps) -> Html {
    let lang = use_lang();
    let progress = use_state(load_progress);
    let exercise = use_state(|| props.start.map(|id| Exercise::new(Lesson::of(id))));
    let epoch = use_state(|| 0u32);
    // Every input goes through the machine; a lesson done records its stars.
    let on_input = {
        let (exercise, progress, epoch) = (exercise.clone(), progress.clone(), epoch.clone());
        Callback::from(move |input: Input| {
            let Some(mut ex) = (*exercise).clone() else {
                return;
            };
            if !ex.apply(input) {
                return;
            }
            if input == Input::Retry {
                epoch.set(epoch.wrapping_add(1));
            }
            if ex.done() {
                let mut p = (*progress).clone();
                if p.record(ex.lesson().id, ex.stars()) {
                    let _ = storage::save(storage::LESSONS_KEY, &p.to_string());
                    progress.set(p);
                }
            }
            exercise.set(Some(ex));
        })
    };
    let on_act = {
        let (exercise, epoch, on_input) = (exercise.clone(), epoch.clone(), on_input.clone());
        let (on_close, current) = (
            props.on_close.clone(),
            (*exercise).as_ref().map(|e| e.lesson().id),
        );
        Callback::from(move |e: MouseEvent| {
            let Some((act, lesson)) = clicked(&e) else {
                return;
            };
            let open = |id: LessonId| {
                exercise.set(Some(Exercise::new(Lesson::of(id))));
                epoch.set(epoch.wrapping_add(1));
            };
            match act.as_str() {
                "open" => lesson.into_iter().for_each(open),
                "next" => current.and_then(LessonId::next).into_iter().for_each(open),
                "hint" => on_input.emit(Input::Hint),
                "take-back" => on_input.emit(Input::TakeBack),
                "retry" => on_input.emit(Input::Retry),
                "all" => exercise.set(None),
                _ => on_close.emit(()),
            }
        })
    };
    let on_close = props.on_close.clone();
    let Some(ex) = (*exercise).clone() else {
        let page = AttrValue::from(path_page_markup(&progress, lang));
        let buttons = AttrValue::from(buttons_markup(&[("close", K::LessonClose, true)], lang));
        return html! {
            <Dialog id="lessons-dialog" labelled_by="lessons-title" {on_close} class={classes!("lessons")}>
                <section onclick={on_act}>
                    { Html::from_html_unchecked(page) }
                    { Html::from_html_unchecked(buttons) }
                </section>
            </Dialog>
        };
    };
    let id = ex.lesson().id;
    let view = LessonView::of(&ex, lang);
    let done = ex.done();
    let (kind, reason) = match ex.note() {
        Some(Note::Wrong(r)) => ("wrong", Some(r.id())),
        Some(Note::Refused(r)) => ("refused", Some(r.id())),
        Some(Note::Hint(_)) => ("hint", None),
        Some(Note::Done) => ("done", None),
        None => ("none", None),
    };
    let mut buttons = vec![
        ("hint", K::LessonHint, !done),
        ("take-back", K::LessonTakeBack, ex.can_take_back()),
        ("retry", K::LessonTryAgain, true),
    ];
    if done && id.next().is_some() {
        buttons.push(("next", K::LessonNext, true));
    }
    buttons.extend([("all", K::LessonAll, true), ("close", K::LessonClose, true)]);
    let head = AttrValue::from(view.head_markup(id));
    let buttons = AttrValue::from(buttons_markup(&buttons, lang));
    html! {
        <Dialog id="lessons-dialog" labelled_by="lesson-title" {on_close} class={classes!("lessons")}>
            <section id="lesson" data-lesson={id.as_str()} data-state={if done { "done" } else { "playing" }}
                     data-moves={ex.moves().to_string()} data-par={ex.lesson().par.to_string()}
                     data-stars={view.stars.to_string()} onclick={on_act}>
                { Html::from_html_unchecked(head) }
                <p id="lesson-note" role="status" aria-live="polite" data-kind={kind} data-reason={reason}>
                    { view.note.unwrap_or_default() }
                </p>
                <div class="lesson-board">{ lesson_board(view.board, &on_input, *epoch, lang) }</div>
                { Html::from_html_unchecked(buttons) }
            </section>
        </Dialog>
    }
}
