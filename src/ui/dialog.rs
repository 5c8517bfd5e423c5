//! Modal dialogs that behave as a keyboard and a screen reader expect: focus moves into the
//! dialog when it opens, Tab and Shift+Tab stay inside it, Escape closes it, and focus goes back
//! to where it was when the dialog closes.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};
use yew::prelude::*;

/// What can take focus inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
                         select:not([disabled]), textarea:not([disabled]), \
                         [tabindex]:not([tabindex=\"-1\"])";

/// Properties of [`Dialog`].
#[derive(Properties, PartialEq)]
pub struct DialogProps {
    /// The dialog's element id.
    pub id: AttrValue,
    /// The id of the element that names the dialog (its heading).
    pub labelled_by: AttrValue,
    /// Escape (and whatever else closes it from outside).
    pub on_close: Callback<()>,
    /// Extra classes of the dialog's box.
    #[prop_or_default]
    pub class: Classes,
    /// The content.
    pub children: Html,
}

fn focusable(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .collect()
}

fn active_element() -> Option<HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<HtmlElement>()
        .ok()
}

/// A modal dialog over the page (see the module documentation).
#[component]
pub fn Dialog(props: &DialogProps) -> Html {
    let node = use_node_ref();
    // Focus: into the dialog on open, back to the opener on close.
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            let opener = active_element();
            if let Some(root) = node.cast::<Element>() {
                let autofocus = root
                    .query_selector("[autofocus]")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok());
                if let Some(first) = autofocus.or_else(|| focusable(&root).into_iter().next()) {
                    let _ = first.focus();
                }
            }
            move || {
                if let Some(opener) = opener {
                    let _ = opener.focus();
                }
            }
        });
    }
    // Tab stays inside; Escape closes. Listened for on the document, so that a key pressed
    // while focus is nowhere (after a click on the backdrop) still works.
    {
        let node = node.clone();
        let on_close = props.on_close.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .and_then(|w| w.document())
                .map(|document| {
                    let options = EventListenerOptions::enable_prevent_default();
                    EventListener::new_with_options(&document, "keydown", options, move |e| {
                        let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                            return;
                        };
                        let Some(root) = node.cast::<Element>() else {
                            return;
                        };
                        match e.key().as_str() {
                            "Escape" | "Esc" => {
                                e.prevent_default();
                                on_close.emit(());
                            }
                            "Tab" => {
                                let items = focusable(&root);
                                let (Some(first), Some(last)) = (items.first(), items.last())
                                else {
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
                            _ => {}
                        }
                    })
                });
            move || drop(listener)
        });
    }
    html! {
        <div class="overlay">
            <section id={props.id.clone()} ref={node} class={classes!("dialog", "panel", props.class.clone())}
                     role="dialog" aria-modal="true" aria-labelledby={props.labelled_by.clone()}>
                { props.children.clone() }
            </section>
        </div>
    }
}
