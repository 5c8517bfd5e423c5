//! The keyboard's focus kept on a dialog's buttons drawn as markup text (`data-act`): such a
//! button is new markup whenever the text around it changes, so the button the player pressed
//! may be gone after the render its press caused, and the focus with it (to the page's body).
//! The dialog remembers what was pressed ([`KeptFocus::pressed`]); after the render the focus
//! goes back to the button of the same act, else to the first button that can be pressed.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the dialog needs: where its buttons are, and what was pressed last.
#[derive(Clone)]
pub struct KeptFocus {
    /// The element holding the buttons.
    pub root: NodeRef,
    pressed: Rc<RefCell<Option<String>>>,
}

impl KeptFocus {
    /// Remembers the button under `e` (its `data-act`), to focus it again after the render.
    pub fn pressed(&self, e: &Event) {
        let act = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("[data-act]").ok().flatten())
            .and_then(|b| b.get_attribute("data-act"));
        *self.pressed.borrow_mut() = act;
    }
}

/// Keeps the focus on the dialog's buttons across renders (see the module documentation).
#[hook]
pub fn use_kept_focus() -> KeptFocus {
    let kept = KeptFocus {
        root: use_node_ref(),
        pressed: use_mut_ref(|| None),
    };
    {
        let kept = kept.clone();
        use_effect(move || {
            if let Some(act) = kept.pressed.borrow_mut().take() {
                refocus(&kept.root, &act);
            }
        });
    }
    kept
}

/// Focuses the button of `act` in `root` (else its first enabled button) when the focus was
/// lost to the page (it is on no element, or on the body).
fn refocus(root: &NodeRef, act: &str) {
    let Some(root) = root.cast::<web_sys::Element>() else {
        return;
    };
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lost = document
        .active_element()
        .is_none_or(|a| document.body().is_some_and(|b| a == *b.as_ref()) || !a.is_connected());
    if !lost {
        return;
    }
    let enabled = ":not([disabled])";
    let target = root
        .query_selector(&format!("button[data-act=\"{act}\"]{enabled}"))
        .ok()
        .flatten()
        .or_else(|| {
            root.query_selector(&format!("button{enabled}"))
                .ok()
                .flatten()
        });
    if let Some(button) = target.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = button.focus();
    }
}
