//! A heapsort: the standard library's sorts are fast but each element type
//! they are used with adds several kilobytes of code to the wasm bundle; the
//! lists sorted outside the search (moves of one position, seats, pegs) are
//! short, and a heapsort costs a few hundred bytes per type.
//!
//! The sort is not stable: use it with keys that tell all elements apart
//! (or where the order of equal elements does not matter).
//!
//! A leaf of the crate (it uses nothing of it), used by the engine and the
//! client: `heap_sort_by_key(&mut v, |&x| std::cmp::Reverse(x))` sorts
//! largest first. Tested against the standard sort below.

use std::cmp::Ordering;

/// Sorts `v` in ascending order of `compare` (not stable), in place, in
/// O(n log n).
pub fn heap_sort_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let mut less = |a: &T, b: &T| compare(a, b) == Ordering::Less;
    // Build a max-heap, then move the maximum to the end, one at a time.
    for start in (0..v.len() / 2).rev() {
        sift_down(v, start, &mut less);
    }
    for end in (1..v.len()).rev() {
        v.swap(0, end);
        sift_down(&mut v[..end], 0, &mut less);
    }
}

/// Sorts `v` in ascending order of `key` (not stable); see [`heap_sort_by`].
pub fn heap_sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    heap_sort_by(v, |a, b| key(a).cmp(&key(b)));
}

fn sift_down<T>(v: &mut [T], mut node: usize, less: &mut impl FnMut(&T, &T) -> bool) {
    loop {
        let mut child = 2 * node + 1;
        if child >= v.len() {
            return;
        }
        if child + 1 < v.len() && less(&v[child], &v[child + 1]) {
            child += 1;
        }
        if !less(&v[node], &v[child]) {
            return;
        }
        v.swap(node, child);
        node = child;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift).
    fn numbers(seed: u64, n: usize, modulo: u64) -> Vec<u64> {
        let mut x = seed | 1;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % modulo
            })
            .collect()
    }

    #[test]
    fn agrees_with_the_standard_sort() {
        for n in 0..70 {
            for (seed, modulo) in [(1, 1000), (2, 3), (3, 1 << 40)] {
                let input = numbers(seed + n as u64, n, modulo);
                let mut expected = input.clone();
                expected.sort();
                let mut got = input.clone();
                heap_sort_by_key(&mut got, |&x| x);
                assert_eq!(got, expected, "n {n}, input {input:?}");
                let mut down = input.clone();
                heap_sort_by(&mut down, |a, b| b.cmp(a));
                expected.reverse();
                assert_eq!(down, expected);
            }
        }
    }

    #[test]
    fn sorts_by_a_key_of_pairs() {
        let mut v: Vec<(u8, char)> = vec![(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z'), (0, 'x')];
        heap_sort_by_key(&mut v, |&(k, c)| (k, c));
        assert_eq!(v, [(0, 'x'), (1, 'a'), (1, 'z'), (2, 'b'), (3, 'c')]);
    }
}
