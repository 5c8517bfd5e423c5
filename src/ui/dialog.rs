//! Modal dialogs: the browser's own `<dialog>`, opened with `showModal()`, so that the page
//! behind is inert, Tab stays inside, Escape asks to close (the `cancel` event, handed to
//! `on_close`) and focus goes to the dialog's `autofocus` element (else its first control) —
//! and back to where it was when the dialog closes. A dialog has a close (×) button unless it
//! is a form with a Cancel button of its own.
//!
//! Opening is an effect, which Yew may run a turn after drawing the dialog (it yields to the
//! browser every 16 ms, and a first render takes longer): the dialog says `data-ready="true"`
//! once it is modal and listening (what tests wait for before pressing keys). A dialog that
//! must show with the frame that draws it (`at_once`: the welcome card, which comes up with
//! the board) is drawn open, non-modal, where the modal one will stand, and takes clicks from
//! that frame on.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement, KeyboardEvent};
use yew::prelude::*;

use crate::app::i18n::K;
use crate::ui::context::use_lang;

/// Properties of [`Dialog`].
#[derive(Properties, PartialEq)]
pub struct DialogProps {
    /// The dialog's element id.
    pub id: AttrValue,
    /// The id of the element that names the dialog (its heading).
    pub labelled_by: AttrValue,
    /// Escape, the close button (and whatever else closes it from outside).
    pub on_close: Callback<()>,
    /// Extra classes of the dialog's box.
    #[prop_or_default]
    pub class: Classes,
    /// Whether it has a close (×) button (a form with its own Cancel button has none).
    #[prop_or(true)]
    pub close_button: bool,
    /// Shown with the frame that draws it (the welcome card, there with the board): drawn open,
    /// then made modal by the effect, where it already stands. Otherwise it shows once modal.
    #[prop_or(false)]
    pub at_once: bool,
    /// The content.
    pub children: Html,
}

/// What can take focus inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
                         select:not([disabled]), textarea:not([disabled]), \
                         [tabindex]:not([tabindex=\"-1\"])";

fn focusable(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .collect()
}

/// Tab from the last control goes to the first, Shift+Tab from the first to the last, and Tab
/// with focus outside the dialog (nowhere, after a click on the backdrop) comes back into it:
/// focus never leaves the dialog for the browser's own controls.
fn wrap_tab(root: &Element, e: &KeyboardEvent) {
    let items = focusable(root);
    let (Some(first), Some(last)) = (items.first(), items.last()) else {
        return;
    };
    let active = active_element();
    let inside = active
        .as_ref()
        .is_some_and(|a| root.contains(Some(a.unchecked_ref())));
    let at = |x: &HtmlElement| active.as_ref() == Some(x);
    if e.shift_key() && (at(first) || !inside) {
        e.prevent_default();
        let _ = last.focus();
    } else if !e.shift_key() && (at(last) || !inside) {
        e.prevent_default();
        let _ = first.focus();
    }
}

/// Focus back to `opener` when the dialog closes. What opened it may not take focus yet (a
/// button disabled while the dialog was open is enabled by the render that follows, and the
/// renderer yields to the browser between its tasks when the processor is busy), so it is tried
/// again after each turn of the event loop, for up to `FOCUS_TRIES` turns, while nothing else has
/// taken the focus. With nothing to go back to (a card that came up with the page), or an opener
/// that never takes it, focus goes to the board, where the game is played with the keyboard.
fn give_focus_back(opener: Option<HtmlElement>) {
    let Some(opener) = opener else {
        // After the render that follows, when the board's tab stop is most often on the side
        // to move's pegs already; when it is still on the centre (no peg could move under the
        // card), the cursor and the focus go to the pegs once they can move (`Gesture::focus`).
        gloo_timers::callback::Timeout::new(0, || {
            if active_element().is_none() {
                focus_board();
            }
        })
        .forget();
        return;
    };
    retry_focus(opener, FOCUS_TRIES);
}

/// How many turns of the event loop (about 16 ms each) an opener has to become focusable.
const FOCUS_TRIES: u32 = 30;

fn retry_focus(opener: HtmlElement, tries: u32) {
    let _ = opener.focus();
    if active_element().as_ref() == Some(&opener) {
        return;
    }
    gloo_timers::callback::Timeout::new(16, move || {
        let nowhere = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .is_none_or(|a| a.tag_name() == "BODY");
        if !nowhere {
            return;
        }
        // (An opener gone from the page meanwhile leaves the focus to the board.)
        if tries > 0 && opener.is_connected() {
            retry_focus(opener, tries - 1);
        } else {
            focus_board();
        }
    })
    .forget();
}

/// Focus to the board's tab stop (its keyboard cursor).
fn focus_board() {
    if let Some(board) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(".board-area [tabindex=\"0\"]")
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok())
    {
        let _ = board.focus();
    }
}

fn active_element() -> Option<HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<HtmlElement>()
        .ok()
        .filter(|e| e.tag_name() != "BODY")
}

thread_local! {
    /// The element that last took focus, and the listener that follows it.
    static LAST_FOCUS: std::cell::RefCell<(Option<HtmlElement>, Option<EventListener>)> =
        const { std::cell::RefCell::new((None, None)) };
}

/// Follows which element of the page last took focus, so that a dialog opened by a control
/// that the same click disables (New game, while its form is open) still gives focus back to
/// it. Called once when the game starts.
pub fn track_focus() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let listener = EventListener::new(&document, "focusin", |e| {
        let target = e.target().and_then(|t| t.dyn_into::<HtmlElement>().ok());
        LAST_FOCUS.with(|f| f.borrow_mut().0 = target);
    });
    LAST_FOCUS.with(|f| f.borrow_mut().1 = Some(listener));
}

/// What had focus last: the focused element, else the one that had it before it lost it.
fn opener_now() -> Option<HtmlElement> {
    active_element().or_else(|| LAST_FOCUS.with(|f| f.borrow().0.clone()))
}

/// A modal dialog over the page (see the module documentation).
#[component]
pub fn Dialog(props: &DialogProps) -> Html {
    let lang = use_lang();
    let node = use_node_ref();
    // What had focus when the dialog was asked for, taken while drawing it: by the time its
    // effect runs, what opened it may be disabled and have lost focus.
    let opener = use_mut_ref(opener_now);
    {
        let node = node.clone();
        let on_close = props.on_close.clone();
        use_effect_with((), move |_| {
            let opener = opener.borrow_mut().take();
            let listeners = node.cast::<HtmlDialogElement>().map(|dialog| {
                if dialog.open() {
                    // Drawn open (`at_once`): made modal where it stands.
                    dialog.close();
                }
                let _ = dialog.show_modal();
                let _ = dialog.set_attribute("data-ready", "true");
                let options = EventListenerOptions::enable_prevent_default();
                // Escape: the page decides (the dialog stays until it is no longer drawn).
                let cancel =
                    EventListener::new_with_options(&dialog, "cancel", options, move |e| {
                        e.prevent_default();
                        on_close.emit(());
                    });
                let root: Element = dialog.clone().into();
                let tab = web_sys::window()
                    .and_then(|w| w.document())
                    .map(|document| {
                        EventListener::new_with_options(&document, "keydown", options, move |e| {
                            if let Some(e) =
                                e.dyn_ref::<KeyboardEvent>().filter(|e| e.key() == "Tab")
                            {
                                wrap_tab(&root, e);
                            }
                        })
                    });
                (cancel, tab)
            });
            let shown = node.cast::<HtmlDialogElement>();
            move || {
                drop(listeners);
                // Not modal any more first: the page behind is inert while it is, and focus
                // could not go back there.
                if let Some(dialog) = shown {
                    dialog.close();
                }
                give_focus_back(opener);
            }
        });
    }
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <dialog id={props.id.clone()} ref={node} class={classes!("dialog", "panel", props.class.clone())}
                aria-labelledby={props.labelled_by.clone()} open={props.at_once}>
            { props.children.clone() }
            if props.close_button {
                <button type="button" class="dialog-close" onclick={close} aria-label={lang.t(K::Close)}>
                    { "×" }
                </button>
            }
        </dialog>
    }
}
