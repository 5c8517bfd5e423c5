//! The lessons of "Learn to play": a path of short interactive lessons, each a position, a goal,
//! a par in moves and a text in the game's three languages, scored with 0–3 stars.
