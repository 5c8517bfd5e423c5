//! The early board in the page (`src/bin/early.rs`, a wasm module of its own, with no Yew): it
//! makes the skeleton's board playable while the game's module loads ([`crate::app::early`]
//! decides what it shows and plays; this is the DOM around it).
//!
//! - It does nothing when the game has already started (no `#boot`), or when the browser keeps
//!   a game (no `data-fresh` on the root element, [`crate::app::skeleton::script`]).
//! - On a first visit (`data-boot`), it enables the choices of the skeleton's welcome card; a
//!   choice starts that game on the board.
//! - With a link it draws the link's game, when [`EarlyBoard::open`] takes it.
//! - A click or tap on the board goes to [`EarlyBoard::click`]; each move played, and the
//!   game a choice starts, replace the address's fragment with the game's link, which the game's
//!   module opens when it starts (it removes the skeleton, and these listeners with it).
//!
//! Its DOM, for tests and the start-up benchmark: `html[data-early="parsing"]` while it waits
//! for the page to be parsed; `#boot[data-early]`, `on` once it has taken
//! the board, `idle` when it leaves it to the game; the board `svg.skeleton[data-early]`, its
//! pegs `g.early-peg` (`movable`, `selected`; `data-hole`, the cell's index), the
//! destinations `g.early-hole.move-dest`; the card's choices enabled, the card `data-early`;
//! `#boot[data-early-wait]` while a computer's turn waits for the game's module (the page's
//! "Loading…", `.early-wait`, shows).

use std::cell::{Cell as Slot, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, MouseEvent};

use crate::app::early::{Clicked, EarlyBoard};
use crate::app::layout::{client_to_view, Layout, Point, VIEW_MARGIN};
use crate::app::skeleton::ROOT_ID;
use crate::app::view::welcome::LEVEL_CHOICES;
use crate::engine::{BoardSize, Cell, Geometry};

/// The early board's state and its place in the page.
struct Early {
    board: Option<EarlyBoard>,
    root: Element,
    svg: Element,
    under: Element,
    over: Element,
}

type Shared = Rc<RefCell<Early>>;

/// Takes the skeleton's board, if the page allows it (see the module's documentation), as soon
/// as the page's HTML is read (the module loads from the page's head).
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.ready_state() != "loading" {
        take(&document);
        return;
    }
    // The document is `interactive` as soon as it is parsed, before the page's deferred
    // scripts run (`DOMContentLoaded` waits for them, the game's module among them). The
    // state changes again (`complete`): the listener takes the board once, and stays callable.
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("data-early", "parsing");
    }
    let document_ = document.clone();
    let taken = Slot::new(false);
    let read = Closure::<dyn Fn()>::new(move || {
        if !taken.replace(true) {
            if let Some(html) = document_.document_element() {
                let _ = html.remove_attribute("data-early");
            }
            take(&document_);
        }
    });
    let _ = document
        .add_event_listener_with_callback("readystatechange", read.as_ref().unchecked_ref());
    read.forget();
}

/// Takes the skeleton's board, now that the page's HTML is read.
fn take(document: &Document) {
    let (Some(root), Some(html)) = (
        document.get_element_by_id(ROOT_ID),
        document.document_element(),
    ) else {
        return;
    };
    // Whether it took the board: `on`, or `idle` (the game's module will draw it).
    let _ = root.set_attribute("data-early", "idle");
    if !html.has_attribute("data-fresh") {
        return;
    }
    let find = |selector: &str| root.query_selector(selector).ok().flatten();
    let (Some(svg), Some(under), Some(over)) = (
        find("svg.skeleton"),
        find("g.early-under"),
        find("g.early-over"),
    ) else {
        return;
    };
    let early: Shared = Rc::new(RefCell::new(Early {
        board: None,
        root: root.clone(),
        svg,
        under,
        over,
    }));
    if let Some(lang) = html.get_attribute("data-boot") {
        let Some(card) = find(&format!("dialog.first-visit[lang=\"{lang}\"]")) else {
            return;
        };
        if !offer_choices(&card, &early) {
            return;
        }
    } else {
        let hash = document.location().and_then(|l| l.hash().ok());
        let Some(board) = hash.as_deref().and_then(EarlyBoard::open) else {
            return;
        };
        early.borrow_mut().board = Some(board);
        draw(&early.borrow());
    }
    listen_to_the_board(&early);
    let _ = root.set_attribute("data-early", "on");
}

/// Enables the welcome card's choices (the computer's levels, then playing with friends): a
/// choice closes the card and starts its game on the board. Whether the card has them.
fn offer_choices(card: &Element, early: &Shared) -> bool {
    let Ok(buttons) = card.query_selector_all("button.choice-button") else {
        return false;
    };
    if buttons.length() != LEVEL_CHOICES.len() as u32 + 1 {
        return false;
    }
    for i in 0..buttons.length() {
        if let Some(b) = buttons.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            let _ = b.remove_attribute("disabled");
        }
    }
    let _ = card.remove_attribute("aria-busy");
    let _ = card.set_attribute("data-early", "");
    let early = Rc::clone(early);
    let card_ = card.clone();
    let on_click = Closure::<dyn Fn(MouseEvent)>::new(move |e: MouseEvent| {
        let Some(button) = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("button.choice-button").ok().flatten())
        else {
            return;
        };
        let index = (0..buttons.length()).find(|&i| {
            buttons
                .item(i)
                .is_some_and(|n| n.is_same_node(Some(button.as_ref())))
        });
        let Some(index) = index else {
            return;
        };
        let level = LEVEL_CHOICES.get(index as usize).map(|(level, _)| *level);
        let board = EarlyBoard::quick_start(level);
        write_address(&board);
        let _ = card_.remove_attribute("open");
        if let Ok(Some(root)) = card_.closest("#boot") {
            let _ = root.set_attribute("data-early-chosen", "");
        }
        let mut state = early.borrow_mut();
        state.board = Some(board);
        draw(&state);
    });
    let _ = card.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    // The listener lives as long as the card, which the game's module removes.
    on_click.forget();
    true
}

/// Clicks and taps on the board go to the early board's game.
fn listen_to_the_board(early: &Shared) {
    let svg = early.borrow().svg.clone();
    let early = Rc::clone(early);
    let on_click = Closure::<dyn Fn(MouseEvent)>::new(move |e: MouseEvent| {
        let mut state = early.borrow_mut();
        let Some(cell) = cell_at(&state.svg, &e) else {
            return;
        };
        let Some(board) = state.board.as_mut() else {
            return;
        };
        let clicked = board.click(cell);
        if clicked == Clicked::Played {
            write_address(board);
        }
        if clicked != Clicked::Nothing {
            draw(&state);
        }
    });
    let _ = svg.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();
}

/// The hole nearest the pointer of `e`, if it is on the board.
fn cell_at(svg: &Element, e: &MouseEvent) -> Option<Cell> {
    let rect = svg.get_bounding_client_rect();
    let layout = Layout::default();
    let size = BoardSize::default();
    let view_box = layout.view_box(size.side(), VIEW_MARGIN);
    let at = Point {
        x: f64::from(e.client_x()) - rect.left(),
        y: f64::from(e.client_y()) - rect.top(),
    };
    let p = client_to_view(view_box, rect.width(), rect.height(), at)?;
    let hex = layout.hex_at(p);
    let cell = Geometry::get(size).cell_at(hex)?;
    // Within a hole's reach of its centre (the game's board snaps taps as far).
    (layout.point(hex).distance(p) <= 0.5 * layout.spacing).then_some(cell)
}

/// Draws the early board's game into the skeleton's layers.
fn draw(state: &Early) {
    let Some(board) = &state.board else {
        return;
    };
    let (under, over) = board.markup();
    state.under.set_inner_html(&under);
    state.over.set_inner_html(&over);
    let _ = state.svg.set_attribute("data-early", "");
    // A computer's turn waits for the game's module: the page says it is loading.
    let waits = !board.live() && !board.game().position().is_over();
    let _ = if waits {
        state.root.set_attribute("data-early-wait", "")
    } else {
        state.root.remove_attribute("data-early-wait")
    };
}

/// Puts the game's link in the address, in place of the page's entry.
fn write_address(board: &EarlyBoard) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(history) = window.history() {
        let url = format!("#{}", board.link());
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// What the early board hands over to the game's module as it takes over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Handover {
    /// The peg it had picked up.
    pub picked: Option<Cell>,
    /// Whether a choice of the welcome card started the game.
    pub chosen: bool,
}

thread_local! {
    /// What the early board handed over, until the game's first state takes it.
    static HANDOVER: Slot<Handover> = const {
        Slot::new(Handover {
            picked: None,
            chosen: false,
        })
    };
}

/// Notes what the early board hands over (the peg it has picked up, whether a welcome choice
/// started the game), for the game's module, which calls this just before it removes the
/// skeleton (`ui::start`).
pub fn note_handover(document: &Document) {
    let picked = document
        .query_selector("#boot .early-peg.selected")
        .ok()
        .flatten()
        .and_then(|peg| peg.get_attribute("data-hole"))
        .and_then(|hole| hole.parse::<u8>().ok())
        .map(Cell::new);
    let chosen = document
        .query_selector("#boot[data-early-chosen]")
        .ok()
        .flatten()
        .is_some();
    HANDOVER.with(|h| h.set(Handover { picked, chosen }));
}

/// What the early board handed over (once): the game's first state picks the peg up again,
/// and says who starts a game the welcome card started.
pub fn take_handover() -> Handover {
    HANDOVER.with(Slot::take)
}
