//! The lessons' dialog ("Learn to play", [`crate::app::state::Overlay::Lessons`]): the path of
//! lessons (`#lessons`, each `li[data-lesson]` with `data-stars`) and the lesson being played
//! (`#lesson`): its text, goal, moves against par, stars, the note (a wrong move's reason, the
//! hint, done) and its own board, with "Hint", "Take back", "Try again" and "Next lesson". The
//! lesson is the pure [`Exercise`], held by this dialog; the stars earned are kept in
//! `localStorage` under [`storage::LESSONS_KEY`] ([`Progress`]'s text; a corrupt value is
//! ignored).

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::K;
use crate::app::view::{lesson_title, LessonView};
use crate::train::lesson::{Exercise, Input, Lesson, LessonId, Note, Progress};
use crate::ui::context::use_lang;
use crate::ui::dialog::Dialog;
use crate::ui::storage;
use crate::ui::train::lesson_board::LessonBoardView;

/// Properties of [`Lessons`].
#[derive(Properties, PartialEq)]
pub struct LessonsProps {
    /// The lesson to open at once (a lesson link), else the path.
    #[prop_or_default]
    pub start: Option<LessonId>,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The stars as text: filled and empty.
fn star_marks(n: u8) -> String {
    (0..3).map(|i| if i < n { '★' } else { '☆' }).collect()
}

/// The stored progress (nothing stored, or a corrupt value: none).
fn load_progress() -> Progress {
    Progress::read(&storage::load(storage::LESSONS_KEY).unwrap_or_default())
}

/// The lessons' dialog.
#[component]
pub fn Lessons(props: &LessonsProps) -> Html {
    let lang = use_lang();
    let t = |k: K| lang.t(k);
    let progress = use_state(load_progress);
    let exercise = use_state(|| props.start.map(|id| Exercise::new(Lesson::of(id))));
    let epoch = use_state(|| 0u32);
    let open = {
        let (exercise, epoch) = (exercise.clone(), epoch.clone());
        move |id: LessonId| {
            let (exercise, epoch) = (exercise.clone(), epoch.clone());
            Callback::from(move |_: MouseEvent| {
                exercise.set(Some(Exercise::new(Lesson::of(id))));
                epoch.set(epoch.wrapping_add(1));
            })
        }
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let Some(ex) = (*exercise).clone() else {
        let items = LessonId::ALL.iter().map(|&id| {
            let stars = progress.stars(id);
            let stars_text = lang.fill(K::LessonStarsOf, &[("n", &stars.to_string())]);
            html! {
                <li data-lesson={id.as_str()} data-stars={stars.to_string()}>
                    <button type="button" id={format!("lesson-{id}")} onclick={open(id)}>
                        <span class="lesson-number">{ format!("{}.", id.number()) }</span>
                        <span class="lesson-name">{ t(lesson_title(id)) }</span>
                        <span class="lesson-stars" aria-hidden="true">{ star_marks(stars) }</span>
                        <span class="visually-hidden">{ format!(" ({stars_text})") }</span>
                    </button>
                </li>
            }
        });
        return html! {
            <Dialog id="lessons-dialog" labelled_by="lessons-title" on_close={props.on_close.clone()}
                    class={classes!("lessons")}>
                <h2 id="lessons-title">{ t(K::LessonsTitle) }</h2>
                <p class="intro">{ t(K::LessonsIntro) }</p>
                <ol id="lessons" class="lesson-path">{ for items }</ol>
                <div class="buttons">
                    <button type="button" id="lessons-close" onclick={close}>{ t(K::LessonClose) }</button>
                </div>
            </Dialog>
        };
    };
    // Every input goes through the machine; a lesson done records its stars.
    let on_input = {
        let (exercise, progress) = (exercise.clone(), progress.clone());
        Callback::from(move |input: Input| {
            let Some(mut ex) = (*exercise).clone() else {
                return;
            };
            if !ex.apply(input) {
                return;
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
    let press = |input: Input| on_input.reform(move |_: MouseEvent| input);
    let id = ex.lesson().id;
    let view = LessonView::of(&ex, lang);
    let done = ex.done();
    let note_kind = match ex.note() {
        Some(Note::Wrong(_)) => "wrong",
        Some(Note::Refused(_)) => "refused",
        Some(Note::Hint(_)) => "hint",
        Some(Note::Done) => "done",
        None => "none",
    };
    let reason = match ex.note() {
        Some(Note::Wrong(r) | Note::Refused(r)) => Some(r.id()),
        _ => None,
    };
    let all = {
        let exercise = exercise.clone();
        Callback::from(move |_: MouseEvent| exercise.set(None))
    };
    let retry = {
        let (on_input, epoch) = (on_input.clone(), epoch.clone());
        Callback::from(move |_: MouseEvent| {
            on_input.emit(Input::Retry);
            epoch.set(epoch.wrapping_add(1));
        })
    };
    html! {
        <Dialog id="lessons-dialog" labelled_by="lesson-title" on_close={props.on_close.clone()}
                class={classes!("lessons", "lesson-open")}>
            <section id="lesson" data-lesson={id.as_str()} data-state={if done { "done" } else { "playing" }}
                     data-moves={ex.moves().to_string()} data-par={ex.lesson().par.to_string()}
                     data-stars={view.stars.to_string()}>
                <h2 id="lesson-title">{ format!("{}. {}", id.number(), view.title) }</h2>
                <p class="lesson-text">{ view.text }</p>
                <p id="lesson-goal">{ view.goal.clone() }</p>
                <p class="lesson-score">
                    <span id="lesson-moves">{ view.moves.clone() }</span>{ " · " }
                    <span id="lesson-stars" aria-label={view.stars_text.clone()} role="img">{ star_marks(view.stars) }</span>
                </p>
                <p id="lesson-note" role="status" aria-live="polite" data-kind={note_kind}
                   data-reason={reason} class={classes!(view.wrong.then_some("wrong"))}>
                    { view.note.clone().unwrap_or_default() }
                </p>
                <div class="lesson-board">
                    <LessonBoardView board={Rc::new(view.board)} on_input={on_input.clone()} epoch={*epoch} />
                </div>
                <div class="buttons">
                    <button type="button" id="lesson-hint" onclick={press(Input::Hint)} disabled={done}>{ t(K::LessonHint) }</button>
                    <button type="button" id="lesson-take-back" onclick={press(Input::TakeBack)}
                            disabled={!ex.can_take_back()}>{ t(K::LessonTakeBack) }</button>
                    <button type="button" id="lesson-retry" onclick={retry}>{ t(K::LessonTryAgain) }</button>
                    if let (true, Some(next)) = (done, id.next()) {
                        <button type="button" id="lesson-next" class="primary" onclick={open(next)}>{ t(K::LessonNext) }</button>
                    }
                    <button type="button" id="lesson-all" onclick={all}>{ t(K::LessonAll) }</button>
                    <button type="button" id="lessons-close" onclick={close}>{ t(K::LessonClose) }</button>
                </div>
            </section>
        </Dialog>
    }
}
