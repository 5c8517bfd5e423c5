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
use crate::ui::train::focus::use_kept_focus;
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

/// The dialog's state: the stars earned, the lesson being played (none: the path) and a
/// counter that changes when a lesson starts (again).
#[derive(Clone, PartialEq)]
struct Desk {
    progress: Progress,
    exercise: Option<Exercise>,
    epoch: u32,
}

impl Desk {
    /// Starts lesson `id`.
    fn open(&self, id: LessonId) -> Desk {
        Desk {
            exercise: Some(Exercise::new(Lesson::of(id))),
            epoch: self.epoch.wrapping_add(1),
            ..self.clone()
        }
    }

    /// After `input` in the lesson (`None`: nothing changed); a lesson done records its stars
    /// (and stores them).
    fn input(&self, input: Input) -> Option<Desk> {
        let mut desk = self.clone();
        let ex = desk.exercise.as_mut()?;
        if !ex.apply(input) {
            return None;
        }
        if input == Input::Retry {
            desk.epoch = desk.epoch.wrapping_add(1);
        }
        if ex.done() && desk.progress.record(ex.lesson().id, ex.stars()) {
            let _ = storage::save(storage::LESSONS_KEY, &desk.progress.to_string());
        }
        Some(desk)
    }
}

/// The lessons' dialog.
#[component]
pub fn Lessons(props: &LessonsProps) -> Html {
    let lang = use_lang();
    let desk = use_state(|| Desk {
        progress: load_progress(),
        exercise: props.start.map(|id| Exercise::new(Lesson::of(id))),
        epoch: 0,
    });
    let on_input = {
        let desk = desk.clone();
        Callback::from(move |input: Input| {
            if let Some(next) = desk.input(input) {
                desk.set(next);
            }
        })
    };
    let focus = use_kept_focus();
    let on_act = {
        let (desk, on_close, focus) = (desk.clone(), props.on_close.clone(), focus.clone());
        Callback::from(move |e: MouseEvent| {
            let Some((act, lesson)) = clicked(&e) else {
                return;
            };
            focus.pressed(&e);
            let current = desk.exercise.as_ref().map(|e| e.lesson().id);
            let next = match act.as_str() {
                "open" => lesson.map(|id| desk.open(id)),
                "next" => current.and_then(LessonId::next).map(|id| desk.open(id)),
                "hint" => desk.input(Input::Hint),
                "take-back" => desk.input(Input::TakeBack),
                "retry" => desk.input(Input::Retry),
                "all" => Some(Desk {
                    exercise: None,
                    ..(*desk).clone()
                }),
                _ => {
                    on_close.emit(());
                    None
                }
            };
            if let Some(next) = next {
                desk.set(next);
            }
        })
    };
    let on_close = props.on_close.clone();
    let Some(ex) = desk.exercise.clone() else {
        let page = AttrValue::from(path_page_markup(&desk.progress, lang));
        let buttons = AttrValue::from(buttons_markup(&[("close", K::LessonClose, true)], lang));
        return html! {
            <Dialog id="lessons-dialog" labelled_by="lessons-title" {on_close} class={classes!("lessons")}>
                <section onclick={on_act} ref={focus.root.clone()}>
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
                     data-stars={view.stars.to_string()} onclick={on_act} ref={focus.root.clone()}>
                { Html::from_html_unchecked(head) }
                <p id="lesson-note" role="status" aria-live="polite" data-kind={kind} data-reason={reason}>
                    { view.note.unwrap_or_default() }
                </p>
                <div class="lesson-board">{ lesson_board(view.board, &on_input, desk.epoch, lang) }</div>
                { Html::from_html_unchecked(buttons) }
            </section>
        </Dialog>
    }
}
