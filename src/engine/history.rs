//! [`History`]: a list that grows at its end and whose clones share their storage.
//!
//! A game keeps one entry per ply (its plies, the position after each), and the user interface
//! keeps a copy of the game in every state it renders. With a plain `Vec` every copy would copy
//! the whole game, so the cost of a move would grow with the game's length. A `History` stores
//! its items in frozen chunks of [`CHUNK`] items behind reference counts, plus a short open tail:
//! a clone costs two reference-count increments, a push copies at most the open tail (when it is
//! shared), and reading an item is two index operations.
//!
//! # Examples
//!
//! ```
//! use sternhalma::engine::History;
//!
//! let mut a: History<u32> = (0..100).collect();
//! let b = a.clone();
//! a.truncate(40);
//! a.push(7);
//! assert_eq!((a.len(), a[40], a.get(41)), (41, 7, None));
//! assert_eq!(b.len(), 100, "a clone keeps its own items");
//! assert_eq!(a.common_prefix_len(&b), 40);
//! assert!(a.iter().take(3).eq([0, 1, 2].iter()));
//! ```

use std::fmt;
use std::ops::Index;
use std::rc::Rc;

/// Items per frozen chunk.
pub const CHUNK: usize = 32;

/// A list that grows at its end and whose clones share their storage (see the module
/// documentation).
pub struct History<T> {
    /// Full chunks of exactly [`CHUNK`] items each.
    chunks: Rc<Vec<Rc<[T]>>>,
    /// The items after the chunks (fewer than [`CHUNK`]).
    tail: Rc<Vec<T>>,
}

impl<T> Clone for History<T> {
    fn clone(&self) -> Self {
        History {
            chunks: Rc::clone(&self.chunks),
            tail: Rc::clone(&self.tail),
        }
    }
}

impl<T> Default for History<T> {
    fn default() -> Self {
        History {
            chunks: Rc::new(Vec::new()),
            tail: Rc::new(Vec::new()),
        }
    }
}

impl<T> History<T> {
    /// An empty list.
    pub fn new() -> History<T> {
        History::default()
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.chunks.len() * CHUNK + self.tail.len()
    }

    /// Whether there are no items.
    pub fn is_empty(&self) -> bool {
        self.chunks.is_empty() && self.tail.is_empty()
    }

    /// The item at `i`.
    pub fn get(&self, i: usize) -> Option<&T> {
        match self.chunks.get(i / CHUNK) {
            Some(chunk) => chunk.get(i % CHUNK),
            None => self.tail.get(i - self.chunks.len() * CHUNK),
        }
    }

    /// The last item.
    pub fn last(&self) -> Option<&T> {
        self.tail
            .last()
            .or_else(|| self.chunks.last().and_then(|c| c.last()))
    }

    /// The items in order.
    pub fn iter(&self) -> Iter<'_, T> {
        self.iter_from(0)
    }

    /// The items from index `start` on (nothing when `start` is past the end), without walking
    /// the ones before it.
    pub fn iter_from(&self, start: usize) -> Iter<'_, T> {
        Iter {
            history: self,
            next: start,
            end: self.len().max(start),
        }
    }
}

/// The items of a [`History`] in order ([`History::iter`]).
#[derive(Clone, Debug)]
pub struct Iter<'a, T> {
    history: &'a History<T>,
    next: usize,
    end: usize,
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        if self.next >= self.end {
            return None;
        }
        self.next += 1;
        self.history.get(self.next - 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.end - self.next;
        (n, Some(n))
    }
}

impl<T> DoubleEndedIterator for Iter<'_, T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.next >= self.end {
            return None;
        }
        self.end -= 1;
        self.history.get(self.end)
    }
}

impl<T> ExactSizeIterator for Iter<'_, T> {}

impl<T: Clone> History<T> {
    /// Appends `item`.
    pub fn push(&mut self, item: T) {
        let tail = Rc::make_mut(&mut self.tail);
        tail.push(item);
        if tail.len() == CHUNK {
            let full: Rc<[T]> = std::mem::take(tail).into();
            Rc::make_mut(&mut self.chunks).push(full);
        }
    }

    /// Keeps the first `len` items (nothing happens when there are fewer).
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len() {
            return;
        }
        let keep = len / CHUNK;
        if keep < self.chunks.len() {
            let open = self.chunks[keep][..len % CHUNK].to_vec();
            Rc::make_mut(&mut self.chunks).truncate(keep);
            self.tail = Rc::new(open);
        } else {
            Rc::make_mut(&mut self.tail).truncate(len - keep * CHUNK);
        }
    }
}

impl<T: PartialEq> History<T> {
    /// How many leading items `self` and `other` have in common. Chunks that two lists share
    /// (one is a clone of the other, or of a common ancestor) are compared by address, so
    /// comparing two versions of one game costs about one chunk, not the whole game.
    pub fn common_prefix_len(&self, other: &History<T>) -> usize {
        let mut n = 0;
        for (a, b) in self.chunks.iter().zip(other.chunks.iter()) {
            if Rc::ptr_eq(a, b) || a[..] == b[..] {
                n += CHUNK;
            } else {
                break;
            }
        }
        n + self
            .iter_from(n)
            .zip(other.iter_from(n))
            .take_while(|(a, b)| a == b)
            .count()
    }
}

impl<T> Index<usize> for History<T> {
    type Output = T;

    /// # Panics
    ///
    /// If `i` is out of bounds, like a slice.
    fn index(&self, i: usize) -> &T {
        match self.get(i) {
            Some(item) => item,
            None => panic!("index {i} out of bounds for a history of {}", self.len()),
        }
    }
}

impl<T: PartialEq> PartialEq for History<T> {
    fn eq(&self, other: &History<T>) -> bool {
        self.len() == other.len() && self.common_prefix_len(other) == self.len()
    }
}

impl<T: Eq> Eq for History<T> {}

impl<T: PartialEq> PartialEq<[T]> for History<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<T: PartialEq, const N: usize> PartialEq<[T; N]> for History<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        *self == other[..]
    }
}

impl<T: fmt::Debug> fmt::Debug for History<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Clone> FromIterator<T> for History<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut h = History::new();
        h.extend(items);
        h
    }
}

impl<T: Clone> Extend<T> for History<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every operation against a `Vec` doing the same, over lengths around chunk borders.
    #[test]
    fn behaves_like_a_vec() {
        let mut h: History<usize> = History::new();
        let mut v: Vec<usize> = Vec::new();
        let mut copies: Vec<(History<usize>, Vec<usize>)> = Vec::new();
        let mut x = 12345u64;
        for step in 0..3000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            match (x >> 33) % 7 {
                0 => {
                    let n = (x >> 40) as usize % (v.len() + 3);
                    h.truncate(n);
                    v.truncate(n);
                }
                1 => copies.push((h.clone(), v.clone())),
                _ => {
                    h.push(step);
                    v.push(step);
                }
            }
            assert_eq!(h.len(), v.len());
            assert_eq!(h.is_empty(), v.is_empty());
            assert_eq!(h.last(), v.last());
            assert!(h.iter().eq(v.iter()));
            let from = (x >> 20) as usize % (v.len() + 2);
            assert!(h.iter_from(from).eq(v.iter().skip(from)));
            assert_eq!(h.get(from), v.get(from));
        }
        for (h2, v2) in &copies {
            assert!(h2.iter().eq(v2.iter()), "a clone never changes");
            let common = v.iter().zip(v2).take_while(|(a, b)| a == b).count();
            assert_eq!(h.common_prefix_len(h2), common);
            assert_eq!(h == *h2, v == *v2);
        }
        assert!(copies.len() > 100);
    }

    #[test]
    fn clones_share_frozen_chunks() {
        let a: History<u8> = (0..100).collect();
        let mut b = a.clone();
        b.push(1);
        assert!(Rc::ptr_eq(&a.chunks[0], &b.chunks[0]));
        assert_eq!(a.len(), 100);
        assert_eq!(b.len(), 101);
        // Equal contents in separately built lists compare equal too.
        let c: History<u8> = (0..100).collect();
        assert_eq!(a, c);
        assert_eq!(a.common_prefix_len(&c), 100);
    }
}
