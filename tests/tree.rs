//! The game tree (`app::tree`): playing, variations, stepping, promoting, deleting and taking
//! edits back, the materialised line, the move list's rows and the text form, on real games.

mod common;

use std::collections::HashSet;

use common::{fresh, position, Rng};
use sternhalma::app::link::{decode, Link};
use sternhalma::app::tree::{
    NodeId, Played, Tree, TreeError, TreeTextError, TreeWriter, MAX_TREE_MOVES,
};
use sternhalma::engine::{
    BoardSize, Game, Move, Options, PlayError, Players, Ply, Position, Scoring,
};

/// Seat 0 is stuck from the start (its goal full and locked, q1 boxed in): the start passes,
/// and seat 0 passes again after each move of seat 1.
const PASSING: &str = "p2.spoil-none/0:a1.i1-5.o1.o3.p1-2/3:b1-2.c1-3.d1-4.q1/0";
/// Seat 0 finishes with `e5-d1`, which ends the game.
const FINISH3: &str = "p3/1:e10-13.f10-12.g10-11.h10/3:a1.b1-2.c1-3.d2-4.e5/5:e1-4.f1-3.g1-2.h1/0";

fn standard() -> Position {
    Position::start(Options::default()).expect("valid options")
}

fn mv(tree: &Tree, text: &str) -> Move {
    tree.position().parse_move(text).expect("a legal move")
}

fn legal(tree: &Tree, i: usize) -> Move {
    let list = tree.position().legal_move_list();
    list[i % list.len()]
}

/// The moves of a game's plies.
fn moves_of(plies: impl IntoIterator<Item = Ply>) -> Vec<Move> {
    plies
        .into_iter()
        .filter_map(|p| match p {
            Ply::Move(m) => Some(m),
            Ply::Pass => None,
        })
        .collect()
}

/// Every node of the tree, as the plies from the start to it.
fn node_set(tree: &Tree) -> HashSet<Vec<Ply>> {
    let mut out = HashSet::new();
    let mut stack = vec![(tree.root(), Vec::new())];
    while let Some((id, plies)) = stack.pop() {
        for child in tree.children(id).expect("a node") {
            let mut p = plies.clone();
            p.push(tree.ply(child).expect("a node").expect("not the root"));
            stack.push((child, p));
        }
        out.insert(plies);
    }
    out
}

/// The first children from the root.
fn main_nodes(tree: &Tree) -> Vec<NodeId> {
    let mut out = vec![tree.root()];
    while let Some(&c) = tree.children(*out.last().unwrap()).unwrap().first() {
        out.push(c);
    }
    out
}

/// Everything the tree promises, checked through its public face.
fn check(tree: &Tree) {
    let line = tree.line();
    let n = line.plies().len();
    // The line on screen is a path of the tree, from the root to a leaf.
    assert_eq!(tree.line_node(0), Some(tree.root()));
    for i in 1..=n {
        let node = tree.line_node(i).expect("a node of the line");
        assert_eq!(tree.parent(node), Ok(tree.line_node(i - 1)));
        assert_eq!(tree.ply(node), Ok(Some(line.plies()[i - 1])));
        assert!(tree.is_on_line(node));
        assert_eq!(node.ply(), i);
    }
    assert_eq!(tree.line_node(n + 1), None);
    assert_eq!(tree.line_node(n), Some(tree.line_end()));
    assert_eq!(tree.children(tree.line_end()), Ok(vec![]));
    assert_eq!(tree.line_node(line.cursor()), Some(tree.cursor()));
    // The materialised game is the line replayed, with its cursor.
    let mut replayed = Game::replay(tree.start().clone(), moves_of(line.plies().iter().copied()))
        .expect("the line replays");
    replayed.goto(line.cursor()).expect("a recorded ply");
    assert_eq!(&replayed, line);
    // The main line: the first children, as a game, its cursor on the last main-line node
    // on the way to the cursor.
    let main = main_nodes(tree);
    let main_plies: Vec<Ply> = main[1..]
        .iter()
        .map(|&id| tree.ply(id).unwrap().unwrap())
        .collect();
    assert_eq!(tree.main_line().plies(), &main_plies[..]);
    assert!(main.iter().all(|&id| tree.is_main(id)));
    let last_main = (0..=line.cursor())
        .take_while(|&i| tree.is_main(tree.line_node(i).unwrap()))
        .last()
        .unwrap();
    let mut replayed = Game::replay(tree.start().clone(), moves_of(main_plies)).unwrap();
    replayed.goto(last_main).unwrap();
    assert_eq!(&replayed, tree.main_line());
    // Children: distinct plies, each child's parent is the node.
    let mut nodes = 0;
    let mut moves = 0;
    let mut variations = 0;
    let mut stack = vec![tree.root()];
    while let Some(id) = stack.pop() {
        nodes += 1;
        let children = tree.children(id).unwrap();
        let plies: HashSet<Ply> = children
            .iter()
            .map(|&c| tree.ply(c).unwrap().unwrap())
            .collect();
        assert_eq!(plies.len(), children.len(), "children have distinct plies");
        variations += children.len().saturating_sub(1);
        for &c in &children {
            assert_eq!(tree.parent(c), Ok(Some(id)));
            moves += usize::from(matches!(tree.ply(c), Ok(Some(Ply::Move(_)))));
        }
        stack.extend(children);
    }
    assert_eq!(tree.moves(), moves);
    assert_eq!(tree.variations(), variations);
    // The rows: every node once (the root has none), brackets balanced, nesting as they say.
    let rows = tree.rows(0..usize::MAX);
    assert_eq!(rows.len(), nodes - 1);
    assert_eq!(tree.row_count(), rows.len());
    let mut seen = HashSet::new();
    let mut open = 0;
    for (i, row) in rows.iter().enumerate() {
        assert!(seen.insert(row.node), "a node shows once");
        assert_eq!(tree.row_of(row.node), Some(i));
        assert_eq!(row.number, row.node.ply());
        assert_eq!(tree.ply(row.node), Ok(Some(row.ply)));
        assert_eq!(row.main, tree.is_main(row.node));
        assert_eq!(row.on_line, tree.is_on_line(row.node));
        assert_eq!(row.current, row.node == tree.cursor());
        assert_eq!(row.played, row.on_line && row.number <= line.cursor());
        assert_eq!(row.main, row.nesting == 0);
        if row.opens {
            open += 1;
            // A variation opens with a child that is not the first of its parent.
            let parent = tree.parent(row.node).unwrap().unwrap();
            assert_ne!(tree.children(parent).unwrap()[0], row.node);
        }
        assert_eq!(row.nesting, open);
        assert!(row.closes <= open);
        open -= row.closes;
        // A row is the main continuation of the row before, or the first of a variation,
        // or goes on after the variations that closed.
        if i > 0 && !row.opens && rows[i - 1].closes == 0 {
            assert_eq!(tree.parent(row.node), Ok(Some(rows[i - 1].node)));
        }
    }
    assert_eq!(open, 0);
    assert_eq!(tree.row_of(tree.root()), None);
    let (a, b) = (rows.len() / 3, rows.len() / 3 + 5);
    assert_eq!(tree.rows(a..b), rows[a..b.min(rows.len())]);
    // The text form reads back as the same tree.
    let text = tree.to_text();
    let back = Tree::from_text(tree.main_line().clone(), &text).expect("the text reads back");
    assert_eq!(&back, tree);
    assert_eq!(back.to_text(), text);
    assert_eq!(back.line(), tree.line());
    assert_eq!(back.main_line(), tree.main_line());
}

#[test]
fn a_move_at_an_earlier_position_starts_a_variation() {
    let mut tree = Tree::new(standard());
    let a = legal(&tree, 0);
    tree.play(a).unwrap();
    let b = legal(&tree, 0);
    tree.play(b).unwrap();
    let main_end = tree.cursor();
    assert!(tree.undo() && tree.undo());
    let c = legal(&tree, 5);
    assert_eq!(tree.play(c), Ok(Played::Added));
    check(&tree);
    // Nothing was thrown away.
    assert!(tree.contains(main_end));
    assert_eq!(
        moves_of(tree.main_line().plies().iter().copied()),
        vec![a, b]
    );
    assert_eq!(tree.line().moves(), vec![c]);
    assert_eq!(tree.children(tree.root()).unwrap().len(), 2);
    assert!(!tree.is_main(tree.cursor()));
    assert_eq!(tree.moves(), 3);
    assert_eq!(tree.variations(), 1);
    // The main line keeps its cursor where the line on screen leaves it.
    assert_eq!(tree.main_line().cursor(), 0);
}

#[test]
fn a_recorded_move_is_followed_into_whichever_child_has_it() {
    let mut tree = Tree::new(standard());
    let (a, c) = (legal(&tree, 0), legal(&tree, 5));
    tree.play(a).unwrap();
    let b = legal(&tree, 2);
    tree.play(b).unwrap();
    tree.first();
    tree.play(c).unwrap();
    let var = tree.cursor();
    let before = node_set(&tree);
    // At the root again: the first move follows the main line, the other the variation.
    tree.first();
    assert_eq!(tree.play(a), Ok(Played::Followed));
    assert!(tree.is_main(tree.cursor()));
    assert_eq!(tree.line().moves(), vec![a]);
    assert_eq!(tree.line().plies().len(), 2, "the line goes on to b");
    tree.first();
    assert_eq!(tree.play(c), Ok(Played::Followed));
    assert_eq!(tree.cursor(), var);
    assert_eq!(node_set(&tree), before, "following adds nothing");
    check(&tree);
}

#[test]
fn undo_then_redo_come_back_along_the_line_last_seen() {
    let mut tree = Tree::new(standard());
    for i in 0..4 {
        tree.play(legal(&tree, i)).unwrap();
    }
    let main_line = tree.line().clone();
    tree.undo();
    tree.undo();
    // A variation of two moves after the second move.
    tree.play(legal(&tree, 7)).unwrap();
    tree.play(legal(&tree, 3)).unwrap();
    let var_end = tree.cursor();
    let var_line = tree.line().clone();
    // Back over the branch point and forward again: into the variation, where we were.
    for _ in 0..3 {
        assert!(tree.undo());
    }
    assert_eq!(tree.line(), &{
        let mut g = var_line.clone();
        g.goto(1).unwrap();
        g
    });
    while tree.redo() {}
    assert_eq!(tree.cursor(), var_end);
    // Going to the main line's end, back over the branch and forward: the main line.
    let end = *main_nodes(&tree).last().unwrap();
    assert_eq!(tree.goto(end), Ok(true));
    assert_eq!(tree.line(), &main_line);
    tree.first();
    assert!(tree.last());
    assert_eq!(tree.cursor(), end);
    assert!(!tree.last() && !tree.redo());
    assert!(tree.first() && !tree.first() && !tree.undo());
    // Into the variation's middle: the line on screen goes on to its end.
    let mid = tree.parent(var_end).unwrap().unwrap();
    tree.goto(mid).unwrap();
    assert_eq!(tree.line_end(), var_end);
    assert_eq!(tree.goto(mid), Ok(false));
    check(&tree);
}

#[test]
fn forced_passes_are_recorded_as_the_engine_records_them() {
    let mut tree = Tree::new(position(PASSING));
    // The start passes at once: the cursor is after the pass.
    assert_eq!(tree.line().plies(), &[Ply::Pass]);
    assert_eq!(tree.cursor().ply(), 1);
    let m = mv(&tree, "i5-i6");
    tree.play(m).unwrap();
    assert_eq!(tree.line().plies(), &[Ply::Pass, Ply::Move(m), Ply::Pass]);
    assert_eq!(tree.cursor().ply(), 3);
    assert!(tree.undo());
    assert_eq!(tree.cursor().ply(), 1);
    assert!(!tree.undo());
    // Going to a move goes on over its passes; going to the root, over the start's pass.
    let after = tree.line_node(2).unwrap();
    tree.goto(after).unwrap();
    assert_eq!(tree.cursor().ply(), 3);
    tree.goto(tree.root()).unwrap();
    assert_eq!(tree.cursor().ply(), 1);
    let other = fresh(&tree, 0);
    tree.play(other).unwrap();
    assert_eq!(tree.line().plies().len(), 3);
    check(&tree);
    // Deleting a pass deletes the move it follows; the start's pass cannot go.
    let pass = tree.line_node(3).unwrap();
    assert!(tree.delete(pass).unwrap().is_some());
    assert_eq!(tree.line().plies(), &[Ply::Pass, Ply::Move(m), Ply::Pass]);
    assert_eq!(tree.cursor().ply(), 1, "the cursor goes to the node before");
    check(&tree);
    let start_pass = tree.line_node(1).unwrap();
    assert_eq!(tree.delete(start_pass), Err(TreeError::Root));
    assert_eq!(tree.delete(tree.root()), Err(TreeError::Root));
}

#[test]
fn the_engine_refuses_what_it_refuses() {
    let mut tree = Tree::new(standard());
    let m = legal(&tree, 0);
    let illegal = Move::step(m.to, m.from);
    let before = tree.clone();
    assert_eq!(tree.play(illegal), Err(TreeError::Play(PlayError::Illegal)));
    assert_eq!(tree, before);
    // After the end of a game no move is played.
    let mut tree = Tree::new(position(FINISH3));
    tree.play(mv(&tree, "e5-d1")).unwrap();
    assert!(tree.position().is_over());
    let any = Move::step(m.from, m.to);
    assert!(matches!(tree.play(any), Err(TreeError::Play(_))));
    check(&tree);
}

#[test]
fn bad_node_ids_are_errors_never_panics() {
    let mut tree = Tree::new(standard());
    tree.play(legal(&tree, 0)).unwrap();
    tree.undo();
    tree.play(legal(&tree, 1)).unwrap();
    let var = tree.cursor();
    let edit = tree.promote(var).unwrap().expect("a variation");
    // Ids from before an edit name nothing: the nodes were numbered again.
    assert!(!tree.contains(var));
    assert_eq!(tree.goto(var), Err(TreeError::NoSuchNode));
    assert_eq!(tree.delete(var), Err(TreeError::NoSuchNode));
    assert_eq!(tree.promote(var), Err(TreeError::NoSuchNode));
    assert_eq!(tree.children(var), Err(TreeError::NoSuchNode));
    assert_eq!(tree.parent(var), Err(TreeError::NoSuchNode));
    assert_eq!(tree.ply(var), Err(TreeError::NoSuchNode));
    assert_eq!(tree.row_of(var), None);
    // A deleted node's id names nothing either.
    let mut other = tree.clone();
    let gone = other.line_end();
    other.delete(gone).unwrap();
    assert_eq!(other.goto(gone), Err(TreeError::NoSuchNode));
    assert_eq!(
        TreeError::NoSuchNode.to_string(),
        "no such move in the game tree"
    );
    tree.restore(&edit).unwrap();
    check(&tree);
}

#[test]
fn promote_makes_the_line_main_at_every_branch_above() {
    let mut tree = Tree::new(standard());
    for i in 0..5 {
        tree.play(legal(&tree, i)).unwrap();
    }
    let old_main = tree.line().moves();
    // A variation at ply 1, and inside it a variation at its second move.
    tree.goto(tree.line_node(1).unwrap()).unwrap();
    tree.play(fresh(&tree, 10)).unwrap();
    for i in 0..2 {
        tree.play(legal(&tree, 11 + i)).unwrap();
    }
    tree.undo();
    tree.play(fresh(&tree, 20)).unwrap();
    tree.play(legal(&tree, 21)).unwrap();
    let line = tree.line().clone();
    let cursor = tree.cursor();
    assert_eq!(
        tree.row_of(cursor).map(|r| tree.rows(r..r + 1)[0].nesting),
        Some(2)
    );
    let before = tree.clone();
    let nodes = node_set(&tree);
    let edit = tree.promote(tree.line_end()).unwrap().expect("not main");
    check(&tree);
    // The line on screen is the main line now; nothing else changed but the order.
    assert_eq!(tree.main_line(), tree.line());
    assert_eq!(tree.line(), &line);
    assert_eq!(node_set(&tree), nodes);
    assert!(tree.is_main(tree.cursor()));
    assert!(tree.rows(0..usize::MAX).iter().filter(|r| r.main).count() == line.plies().len());
    // The old main line is the second child of the first move.
    let second = tree.children(tree.line_node(1).unwrap()).unwrap()[1];
    tree.goto(second).unwrap();
    tree.last();
    assert_eq!(tree.line().moves(), old_main);
    // Promoting the main line does nothing; taking the edit back restores everything.
    assert_eq!(tree.promote(tree.root()), Ok(None));
    let again = tree.restore(&edit).expect("the nodes did not change");
    assert_eq!(tree, before);
    assert_eq!(tree.line(), before.line());
    check(&tree);
    // ... and the edit can be made again.
    tree.restore(&again).unwrap();
    assert_eq!(tree.main_line().plies(), line.plies());
    check(&tree);
}

#[test]
fn delete_removes_a_node_and_what_follows_and_can_be_taken_back() {
    let mut tree = Tree::new(standard());
    for i in 0..4 {
        tree.play(legal(&tree, i)).unwrap();
    }
    tree.goto(tree.line_node(2).unwrap()).unwrap();
    tree.play(fresh(&tree, 9)).unwrap();
    tree.play(legal(&tree, 9)).unwrap();
    let var_first = tree.line_node(3).unwrap();
    let before = tree.clone();
    let nodes = node_set(&tree);
    // Deleting the variation on screen: the cursor goes to the node before it.
    let edit = tree.delete(var_first).unwrap().expect("deleted");
    check(&tree);
    assert_eq!(tree.cursor().ply(), 2);
    assert_eq!(tree.variations(), 0);
    assert_eq!(node_set(&tree).len(), nodes.len() - 2);
    assert!(node_set(&tree).is_subset(&nodes));
    // The line on screen goes on along the main line from there.
    assert_eq!(tree.line().plies().len(), 4);
    tree.restore(&edit).unwrap();
    assert_eq!(tree, before);
    check(&tree);
    // Deleting the main line's continuation there: the variation takes its place.
    let main3 = main_nodes(&tree)[3];
    let var_moves = tree.line().moves();
    let edit = tree.delete(main3).unwrap().unwrap();
    check(&tree);
    assert_eq!(tree.main_line().moves(), var_moves);
    assert_eq!(tree.line(), tree.main_line());
    assert_eq!(tree.cursor().ply(), 4, "the cursor was not in what went");
    // A node was added since: the edit no longer applies; moving the cursor does not matter.
    let mut moved = tree.clone();
    moved.first();
    assert!(moved.restore(&edit).is_ok());
    tree.play(legal(&tree, 0)).unwrap();
    assert_eq!(tree.restore(&edit), Err(TreeError::Outdated));
    check(&tree);
}

#[test]
fn the_text_keeps_variations_cursor_and_line() {
    let mut tree = Tree::new(standard());
    for i in 0..6 {
        tree.play(legal(&tree, i)).unwrap();
    }
    tree.goto(tree.line_node(2).unwrap()).unwrap();
    tree.play(fresh(&tree, 4)).unwrap();
    tree.play(legal(&tree, 4)).unwrap();
    tree.play(legal(&tree, 4)).unwrap();
    tree.undo();
    tree.undo();
    tree.play(fresh(&tree, 8)).unwrap();
    tree.undo();
    // The cursor is in the variation, the line on screen goes on into its inner variation.
    let text = tree.to_text();
    assert!(text.starts_with("v1;1@3;0@2*:"), "{text}");
    assert!(text.contains(";1@3*:"), "{text}");
    let back = Tree::from_text(tree.main_line().clone(), &text).unwrap();
    assert_eq!(back, tree);
    assert_eq!(back.cursor().ply(), 3);
    assert_eq!(back.line(), tree.line());
    assert_eq!(back.line_end().ply(), 4);
    check(&back);
    // A save without a tree: the game's line, its cursor and the moves to redo.
    let mut game = Game::new(standard());
    for i in 0..3 {
        game.play(game.position().legal_move_list()[i]).unwrap();
    }
    game.undo();
    let bare = Tree::from_game(game.clone());
    assert_eq!(bare.line(), &game);
    assert_eq!(bare.main_line(), &game);
    assert_eq!(bare.to_text(), "v1;0@2");
    assert!(bare.can_redo());
    check(&bare);
}

#[test]
fn wrong_texts_say_what_is_wrong() {
    let mut tree = Tree::new(standard());
    for i in 0..4 {
        tree.play(legal(&tree, i)).unwrap();
    }
    let main = tree.main_line().clone();
    let at2 = main.position_at(2).unwrap();
    let other = at2
        .legal_move_list()
        .iter()
        .copied()
        .find(|&m| Ply::Move(m) != main.plies()[2])
        .unwrap();
    let name = at2.move_name(other);
    let recorded = at2.move_name(moves_of(main.plies().iter().copied())[2]);
    let read = |t: &str| Tree::from_text(main.clone(), t).map(|_| ());
    assert_eq!(read(&format!("v1;1@3;0@2*:{name}")), Ok(()));
    for (text, error) in [
        ("", TreeTextError::NotATree),
        ("g2.AAAA", TreeTextError::NotATree),
        ("v0;0@0", TreeTextError::NotATree),
        ("v2;0@0", TreeTextError::FutureVersion(2)),
        ("v1", TreeTextError::Syntax { field: 1 }),
        ("v1;0@01", TreeTextError::Syntax { field: 1 }),
        ("v1;0@9", TreeTextError::Cursor),
        ("v1;1@3", TreeTextError::Cursor),
        ("v1;0@0;0@2", TreeTextError::Syntax { field: 2 }),
        ("v1;0@0;0@2:", TreeTextError::Syntax { field: 2 }),
        (
            &format!("v1;0@0;1@2:{name}"),
            TreeTextError::Parent { variation: 1 },
        ),
        (
            &format!("v1;0@0;0@4:{name}"),
            TreeTextError::BranchPoint { variation: 1 },
        ),
        (
            &format!("v1;0@0;0@2:{recorded}"),
            TreeTextError::Duplicate { variation: 1 },
        ),
        (
            &format!("v1;0@0;0@2:{name};0@2:{name}"),
            TreeTextError::Duplicate { variation: 2 },
        ),
        (
            &format!("v1;0@0;0@2:{name},a1-a2"),
            TreeTextError::IllegalMove {
                variation: 1,
                number: 2,
            },
        ),
        (
            &format!("v1;0@0;0@2:{name},,"),
            TreeTextError::Syntax { field: 2 },
        ),
        // The cursor in the variation, but its node remembers the main line.
        (&format!("v1;1@3;0@2:{name}"), TreeTextError::Cursor),
    ] {
        assert_eq!(read(text), Err(error), "{text:?}");
    }
    // Two variations remembered at one node.
    let third = at2
        .legal_move_list()
        .iter()
        .copied()
        .find(|&m| Ply::Move(m) != main.plies()[2] && m != other)
        .unwrap();
    let third = at2.move_name(third);
    assert_eq!(
        read(&format!("v1;0@0;0@2*:{name};0@2*:{third}")),
        Err(TreeTextError::Memory { variation: 2 })
    );
    assert_eq!(
        read(&"x".repeat(sternhalma::app::tree::MAX_TEXT + 1)),
        Err(TreeTextError::TooLong)
    );
    assert_eq!(
        TreeTextError::IllegalMove {
            variation: 2,
            number: 3
        }
        .to_string(),
        "illegal move 3 in variation 2"
    );
}

/// Texts of a few trees, corrupted a thousand ways: reading never panics, and what reads is a
/// sound tree whose text reads back as itself.
#[test]
fn corrupted_texts_never_panic() {
    let mut rng = Rng::new(77);
    let mut accepted = 0;
    let mut total = 0;
    for seed in 0..6u64 {
        let tree = random_tree(seed, 40);
        let text = tree.to_text();
        let main = tree.main_line().clone();
        let alphabet = b"v0123456789@;:,*-xabcdenopq";
        for _ in 0..700 {
            let mut bytes = text.as_bytes().to_vec();
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(bytes.len() + 1);
                match rng.below(5) {
                    0 if i < bytes.len() => {
                        bytes.remove(i);
                    }
                    1 => bytes.insert(i, alphabet[rng.below(alphabet.len())]),
                    2 if i < bytes.len() => bytes[i] = alphabet[rng.below(alphabet.len())],
                    3 => bytes.truncate(i),
                    _ if i < bytes.len() => bytes[i] = rng.below(256) as u8,
                    _ => {}
                }
            }
            let corrupted = String::from_utf8_lossy(&bytes);
            total += 1;
            if let Ok(back) = Tree::from_text(main.clone(), &corrupted) {
                accepted += 1;
                check(&back);
            }
        }
    }
    assert!(total >= 4000);
    assert!(accepted > 0 && accepted < total, "{accepted} of {total}");
}

/// A tree grown by random operations.
fn random_tree(seed: u64, ops: usize) -> Tree {
    let mut rng = Rng::new(seed);
    let mut tree = Tree::new(standard());
    for _ in 0..ops {
        match rng.below(4) {
            0 | 1 => {
                let _ = tree.play(legal(&tree, rng.below(100)));
            }
            2 => {
                tree.undo();
            }
            _ => {
                let rows = tree.rows(0..usize::MAX);
                if !rows.is_empty() {
                    tree.goto(rows[rng.below(rows.len())].node).unwrap();
                }
            }
        }
    }
    tree
}

/// Random operations on real games, with every invariant checked after each.
#[test]
fn random_operations_keep_every_promise() {
    let six = Options {
        size: BoardSize::Five,
        ..Options::with_players(Players::Six)
    };
    let three = Options {
        scoring: Scoring::Bga,
        ..Options::with_players(Players::Three)
    };
    let starts = [
        standard(),
        Position::start(six).unwrap(),
        Position::start(three).unwrap(),
        position(PASSING),
        position(FINISH3),
    ];
    let mut seen = Seen::default();
    for (k, start) in starts.iter().enumerate() {
        for seed in 0..4u64 {
            random_run(start.clone(), 1000 * k as u64 + seed, 120, &mut seen);
        }
    }
    // The runs did what they are for.
    assert!(seen.variations > 50, "{seen:?}");
    assert!(
        seen.promotes > 20 && seen.deletes > 10 && seen.restores > 5,
        "{seen:?}"
    );
    assert!(seen.nested > 0 && seen.passes > 0, "{seen:?}");
}

/// What the random runs went through.
#[derive(Debug, Default)]
struct Seen {
    variations: usize,
    promotes: usize,
    deletes: usize,
    restores: usize,
    nested: usize,
    passes: usize,
}

fn random_run(start: Position, seed: u64, steps: usize, seen: &mut Seen) {
    let mut rng = Rng::new(seed);
    let mut tree = Tree::new(start);
    let mut writer = TreeWriter::new(&tree);
    let mut edits = Vec::new();
    for _ in 0..steps {
        let before = tree.clone();
        let nodes = node_set(&tree);
        let rows = tree.rows(0..usize::MAX);
        let node = if rows.is_empty() || rng.chance(10) {
            tree.root()
        } else {
            rows[rng.below(rows.len())].node
        };
        let mut deleted = false;
        match rng.below(20) {
            0..=6 => {
                if !tree.position().legal_move_list().is_empty() {
                    let m = legal(&tree, rng.below(1000));
                    let known = tree
                        .children(tree.cursor())
                        .unwrap()
                        .iter()
                        .any(|&c| tree.ply(c) == Ok(Some(Ply::Move(m))));
                    let fork = !tree.children(tree.cursor()).unwrap().is_empty();
                    match tree.play(m) {
                        Ok(played) => {
                            seen.variations += usize::from(fork && played == Played::Added);
                            assert_eq!(played == Played::Followed, known);
                            assert_eq!(tree.line().last_move(), Some(m));
                        }
                        Err(e) => assert!(matches!(e, TreeError::Play(_)), "{e}"),
                    }
                }
            }
            7 | 8 => {
                tree.goto(node).unwrap();
                assert!(tree.line().cursor() >= node.ply());
            }
            9 | 10 => {
                let can = tree.can_undo();
                assert_eq!(tree.undo(), can);
            }
            11 | 12 => {
                let can = tree.can_redo();
                assert_eq!(tree.redo(), can);
                // Undo after redo comes back.
                if can {
                    let here = tree.cursor();
                    tree.undo();
                    tree.redo();
                    assert_eq!(tree.cursor(), here);
                }
            }
            13 => {
                tree.first();
            }
            14 => {
                tree.last();
            }
            15 | 16 => {
                let line = tree.line().clone();
                if let Some(edit) = tree.promote(node).unwrap() {
                    seen.promotes += 1;
                    assert_eq!(tree.line(), &line, "promoting keeps the line on screen");
                    edits.push(edit);
                }
            }
            17 => match tree.delete(node) {
                Ok(Some(edit)) => {
                    seen.deletes += 1;
                    deleted = true;
                    edits.push(edit);
                }
                Ok(None) => unreachable!("delete always deletes"),
                Err(e) => assert_eq!(e, TreeError::Root),
            },
            18 => {
                if let Some(edit) = edits.pop() {
                    match tree.restore(&edit) {
                        Ok(_) => seen.restores += 1,
                        Err(e) => assert_eq!(e, TreeError::Outdated),
                    }
                }
            }
            _ => {
                let text = tree.to_text();
                tree = Tree::from_text(tree.main_line().clone(), &text).unwrap();
                assert_eq!(tree, before);
            }
        }
        let after = node_set(&tree);
        if deleted {
            assert!(after.is_subset(&nodes) && after.len() < nodes.len());
        } else {
            assert!(nodes.is_subset(&after), "no node lost");
        }
        check(&tree);
        let rows = tree.rows(0..usize::MAX);
        seen.nested += usize::from(rows.iter().any(|r| r.nesting > 1));
        seen.passes += usize::from(rows.iter().any(|r| r.ply == Ply::Pass && r.nesting > 0));
        writer.sync(&tree);
        assert_eq!(writer.text(), tree.to_text(), "the writer follows the tree");
    }
}

#[test]
fn the_longest_game_is_a_tree_too() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/longest-game-but-one.txt"
    ))
    .unwrap();
    let Ok(Link::Game(link)) = decode(&text) else {
        panic!("the fixture decodes")
    };
    let game = link.game;
    assert_eq!(game.moves_recorded(), Game::MAX_MOVES - 1);
    let mut tree = Tree::from_game(game.clone());
    let n = game.plies().len();
    // One more move fits; the next is refused by the engine, as in a game.
    tree.play(legal(&tree, 0)).unwrap();
    let m = legal(&tree, 0);
    assert_eq!(tree.play(m), Err(TreeError::Play(PlayError::TooLong)));
    // A variation near the start and one near the end; switching between them.
    tree.goto(tree.line_node(10).unwrap()).unwrap();
    tree.play(fresh(&tree, 3)).unwrap();
    let early = tree.cursor();
    tree.goto(tree.line_node(5).unwrap()).unwrap();
    tree.last();
    assert_eq!(tree.cursor().ply(), 11);
    let late = main_nodes(&tree)[n - 10];
    tree.goto(late).unwrap();
    tree.play(fresh(&tree, 4)).unwrap();
    assert_eq!(tree.line().plies().len(), n - 9);
    tree.goto(early).unwrap();
    assert_eq!(tree.line().plies().len(), 11);
    assert_eq!(tree.main_line().plies().len(), n + 1);
    assert!(tree.row_count() == n + 1 + 2);
    // Promoting the early variation swaps 30,000 plies into a variation, and back.
    let edit = tree.promote(early).unwrap().unwrap();
    assert_eq!(tree.main_line().plies().len(), 11);
    let text = tree.to_text();
    let back = Tree::from_text(tree.main_line().clone(), &text).unwrap();
    assert_eq!(back, tree);
    tree.restore(&edit).unwrap();
    assert_eq!(tree.main_line().plies().len(), n + 1);
    assert!(tree.moves() <= MAX_TREE_MOVES);
    let rows = tree.rows(n - 12..n - 6);
    assert_eq!(rows.len(), 6);
    assert!(rows.iter().any(|r| r.nesting == 1));
}

/// Every tree the model lets grow has a text the reader takes: the most moves, each as long as
/// a move name can be on the largest board, and the most variation heads fit in `MAX_TEXT`.
#[test]
fn the_largest_tree_fits_in_the_longest_text() {
    use sternhalma::app::tree::{MAX_TEXT, MAX_VARIATIONS};
    use sternhalma::engine::Geometry;
    let geo = Geometry::get(BoardSize::Six);
    let name = geo
        .cells()
        .map(|c| geo.name(c).to_string().len())
        .max()
        .unwrap();
    // `a-bxc` and a comma.
    let per_move = 3 * name + 3;
    // A line's ply numbers: each move followed by at most five forced passes.
    let ply_digits = (6 * Game::MAX_MOVES + 5).to_string().len();
    let line_digits = MAX_VARIATIONS.to_string().len();
    // `;<line>@<ply>*:`
    let head = 4 + line_digits + ply_digits;
    let cursor = 4 + line_digits + ply_digits;
    assert!(per_move * MAX_TREE_MOVES + head * MAX_VARIATIONS + cursor <= MAX_TEXT);
}

#[test]
fn node_keys_find_the_same_node_in_a_tree_read_back() {
    let mut tree = Tree::new(Position::start(Options::default()).unwrap());
    for _ in 0..4 {
        let m = tree.position().legal_move_list()[0];
        tree.play(m).unwrap();
    }
    tree.undo();
    tree.undo();
    let m = tree.position().legal_move_list()[3];
    tree.play(m).unwrap();
    let node = tree.cursor();
    let key = tree.node_key(node).unwrap();
    let back = Tree::from_text(tree.main_line().clone(), &tree.to_text()).unwrap();
    let found = back.node_of_key(&key).unwrap();
    assert_eq!(back.ply(found), tree.ply(node));
    assert_eq!(found.ply(), node.ply());
    assert_eq!(back.node_of_key("9@1"), None);
    assert_eq!(back.node_of_key("x"), None);
    assert_eq!(back.node_of_key("0@99"), None);
}
