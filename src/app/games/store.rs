//! Where the games are kept: a key–value [`Store`] (the browser's `localStorage`, or a
//! [`MemoryStore`] in tests), and the keys of one copy of the game in it.
//!
//! Keys carry the path of the copy of the game they belong to (`<base>@<path>`, e.g.
//! `sternhalma.games.k3x9q2@/games/sternhalma/`), so two copies on one site keep their own games.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::games::store::{MemoryStore, Store, StoreError};
//!
//! let store = MemoryStore::new();
//! store.set("a@/", "one").unwrap();
//! assert_eq!(store.get("a@/").as_deref(), Some("one"));
//! // Told to be full at 8 units (keys and values, in UTF-16 code units as browsers count).
//! store.set_capacity(Some(8));
//! assert_eq!(store.set("b@/", "two"), Err(StoreError::Refused));
//! store.set_available(false);
//! assert_eq!(store.set("a@/", "x"), Err(StoreError::Unavailable));
//! assert_eq!(store.get("a@/"), None);
//! ```

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::error::Error;
use std::fmt;
use std::rc::Rc;

/// Why a value was not stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StoreError {
    /// No storage (private mode, turned off, or not allowed).
    Unavailable,
    /// The storage refused the value (it is full).
    Refused,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StoreError::Unavailable => "no storage",
            StoreError::Refused => "storage is full",
        })
    }
}

impl Error for StoreError {}

/// A key–value store of texts, shared by every tab of the site (like `localStorage`).
///
/// Each call is one step that no other tab interleaves with; nothing spans two calls, so the
/// games never depend on two calls seeing the same state.
pub trait Store {
    /// The value under `key`, if any (`None` too when there is no storage).
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`.
    ///
    /// # Errors
    ///
    /// [`StoreError`]: no storage, or the storage refuses the value (full).
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key` (nothing happens when it is not there).
    fn remove(&self, key: &str);
    /// Every key that starts with `prefix`, in any order.
    fn keys(&self, prefix: &str) -> Vec<String>;
}

/// `base` scoped to the copy of the game at `scope` (its path): `<base>@<scope>`.
pub fn scoped(base: &str, scope: &str) -> String {
    let mut key = String::with_capacity(base.len() + 1 + scope.len());
    key.push_str(base);
    key.push('@');
    key.push_str(scope);
    key
}

/// The size of a text as browsers count storage: UTF-16 code units.
pub fn units(text: &str) -> usize {
    text.encode_utf16().count()
}

#[derive(Debug, Default)]
struct Memory {
    values: BTreeMap<String, String>,
    /// Total of keys and values, in UTF-16 code units.
    used: usize,
    capacity: Option<usize>,
    unavailable: bool,
}

/// A [`Store`] in memory, for tests. Clones share the same values, as the tabs of one browser
/// share its storage. It can be told to be full at a size ([`MemoryStore::set_capacity`]: keys
/// and values counted in UTF-16 code units, as browsers count) or to have no storage at all
/// ([`MemoryStore::set_available`]).
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(Rc<RefCell<Memory>>);

impl MemoryStore {
    /// An empty store without a size limit.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// The store is full at `capacity` units (`None`: never full). Values already stored stay.
    pub fn set_capacity(&self, capacity: Option<usize>) {
        self.0.borrow_mut().capacity = capacity;
    }

    /// Whether there is storage at all: without, reads find nothing and writes fail.
    pub fn set_available(&self, available: bool) {
        self.0.borrow_mut().unavailable = !available;
    }

    /// The units in use (keys and values).
    pub fn used(&self) -> usize {
        self.0.borrow().used
    }

    /// Every key and value, in key order.
    pub fn snapshot(&self) -> Vec<(String, String)> {
        let memory = self.0.borrow();
        memory
            .values
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    }
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        let memory = self.0.borrow();
        if memory.unavailable {
            return None;
        }
        memory.values.get(key).cloned()
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let mut memory = self.0.borrow_mut();
        if memory.unavailable {
            return Err(StoreError::Unavailable);
        }
        let old = memory.values.get(key).map_or(0, |v| units(key) + units(v));
        let used = memory.used - old + units(key) + units(value);
        if memory.capacity.is_some_and(|c| used > c) {
            return Err(StoreError::Refused);
        }
        memory.used = used;
        memory.values.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&self, key: &str) {
        let mut memory = self.0.borrow_mut();
        if memory.unavailable {
            return;
        }
        if let Some(v) = memory.values.remove(key) {
            memory.used -= units(key) + units(&v);
        }
    }

    fn keys(&self, prefix: &str) -> Vec<String> {
        let memory = self.0.borrow();
        if memory.unavailable {
            return Vec::new();
        }
        memory
            .values
            .range(prefix.to_owned()..)
            .take_while(|(k, _)| k.starts_with(prefix))
            .map(|(k, _)| k.clone())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_what_it_holds_and_refuses_past_its_capacity() {
        let store = MemoryStore::new();
        store.set("k", "ab").unwrap();
        store.set("k", "abcd").unwrap();
        assert_eq!(store.used(), 5);
        store.set("é", "😀").unwrap(); // 1 + 2 units
        assert_eq!(store.used(), 8);
        store.set_capacity(Some(8));
        assert_eq!(store.set("x", ""), Err(StoreError::Refused));
        // Replacing a value by a shorter one fits.
        store.set("k", "a").unwrap();
        assert_eq!(store.used(), 5);
        store.remove("k");
        store.remove("missing");
        assert_eq!(store.used(), 3);
        assert_eq!(store.keys(""), ["é"]);
    }

    #[test]
    fn lists_keys_by_prefix_and_clones_share_values() {
        let a = MemoryStore::new();
        let b = a.clone();
        for k in ["g.1@/", "g.2@/", "h@/", "g@/"] {
            a.set(k, "v").unwrap();
        }
        let mut keys = b.keys("g.");
        keys.sort();
        assert_eq!(keys, ["g.1@/", "g.2@/"]);
        b.set_available(false);
        assert!(a.keys("").is_empty());
        a.remove("h@/");
        b.set_available(true);
        assert_eq!(a.get("h@/").as_deref(), Some("v"));
    }
}
