//! Every user-visible string in English, Danish and Bulgarian (the languages of the rule sheets).
//!
//! Strings are looked up by key ([`K`]) and language ([`Lang`]); `{name}` placeholders are filled
//! by [`Lang::fill`]. The table is one `match`, so a key without all three texts does not compile;
//! the tests check that no text is empty and that all three use the same placeholders.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::i18n::{Lang, K};
//!
//! assert_eq!(Lang::from_tag("da-DK"), Lang::Da);
//! assert_eq!(Lang::En.t(K::Undo), "Undo");
//! assert_eq!(Lang::En.fill(K::ToMove, &[("player", "Ann")]), "Ann to move");
//! ```

use crate::app::link::LinkError;
use crate::engine::{OptionsError, PositionError, Seat, Triangle};

/// A language of the user interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Danish.
    Da,
    /// Bulgarian.
    Bg,
}

impl Lang {
    /// All languages, in the order of the switch.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Da, Lang::Bg];

    /// The language for a BCP 47 tag such as `navigator.language` (`da-DK`, `bg`, `en-GB`);
    /// English for anything else.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "da" | "nb" | "no" | "nn" => Lang::Da,
            "bg" => Lang::Bg,
            _ => Lang::En,
        }
    }

    /// The tag for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Da => "da",
            Lang::Bg => "bg",
        }
    }

    /// The language's own name, for the switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Da => "Dansk",
            Lang::Bg => "Български",
        }
    }

    /// The text of `key`.
    pub fn t(self, key: K) -> &'static str {
        let (text, ends) = match self {
            Lang::En => (texts::EN, &texts::EN_ENDS),
            Lang::Da => (texts::DA, &texts::DA_ENDS),
            Lang::Bg => (texts::BG, &texts::BG_ENDS),
        };
        let i = key as usize;
        let start = if i == 0 { 0 } else { ends[i - 1] };
        text.get(usize::from(start)..usize::from(ends[i]))
            .unwrap_or("")
    }

    /// The text of `key` with each `{name}` replaced by its value.
    pub fn fill(self, key: K, args: &[(&str, &str)]) -> String {
        let mut out = self.t(key).to_string();
        for (name, value) in args {
            out = out.replace(&format!("{{{name}}}"), value);
        }
        out
    }

    /// The language saved under `tag` ([`Lang::tag`]), if it is one of ours.
    pub fn from_saved(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == tag.trim())
    }

    /// Why the options do not go together, as a sentence.
    pub fn options_error(self, e: OptionsError) -> &'static str {
        self.t(match e {
            OptionsError::MultipleSets => K::ErrMultipleSets,
            OptionsError::Teams => K::ErrTeams,
            OptionsError::BgaPlayOn => K::ErrBgaPlayOn,
            OptionsError::Pegs15 => K::ErrPegs15,
        })
    }

    /// Where triangle `t` is on the board ("top", "lower left", …).
    pub fn triangle(self, t: Triangle) -> &'static str {
        self.t(match t.index() {
            0 => K::Triangle0,
            1 => K::Triangle1,
            2 => K::Triangle2,
            3 => K::Triangle3,
            4 => K::Triangle4,
            _ => K::Triangle5,
        })
    }

    /// An army (the pegs that start in triangle `t`) as links and messages name it.
    pub fn army(self, t: Triangle) -> String {
        self.fill(K::Army, &[("n", &t.index().to_string())])
    }

    /// Why a position is not valid, in lower case without a full stop (as after a colon);
    /// `army` names an army (e.g. [`Lang::army`], or with its player in the editor).
    pub fn position_error(self, e: &PositionError, army: &dyn Fn(Triangle) -> String) -> String {
        let seat = |s: Seat| (s.index() + 1).to_string();
        match *e {
            PositionError::Options(o) => clause(self.options_error(o)),
            PositionError::OffBoard(t) => self.fill(K::PosOffBoard, &[("army", &army(t))]),
            PositionError::ArmyNotInGame(t) => {
                self.fill(K::PosArmyNotInGame, &[("army", &army(t))])
            }
            PositionError::PegCount(t) => self.fill(K::PosPegCount, &[("army", &army(t))]),
            PositionError::Overlap(_) => self.t(K::PosOverlap).to_string(),
            PositionError::OnInertPeg(_) => self.t(K::PosOnInertPeg).to_string(),
            PositionError::SideToMove(s) => self.fill(K::PosSideToMove, &[("n", &seat(s))]),
            PositionError::SideToMoveFinished(s) => {
                self.fill(K::PosSideToMoveFinished, &[("n", &seat(s))])
            }
            PositionError::Finished(s) => self.fill(K::PosFinished, &[("n", &seat(s))]),
            PositionError::NotHome(s) => self.fill(K::PosNotHome, &[("n", &seat(s))]),
        }
    }

    /// Why a link cannot be read, in lower case without a full stop (it follows
    /// "This link is broken: "). The English texts keep the key words of
    /// [`LinkError`]'s `Display`.
    pub fn link_error(self, e: &LinkError) -> String {
        match *e {
            LinkError::Empty => self.t(K::LinkEmpty).to_string(),
            LinkError::TooLong => self.t(K::LinkTooLong).to_string(),
            LinkError::NotALink => self.t(K::LinkNotALink).to_string(),
            LinkError::UnknownKind => self.t(K::LinkUnknownKind).to_string(),
            LinkError::FutureVersion { .. } => self.t(K::LinkFutureVersion).to_string(),
            LinkError::BadChar { index } => {
                self.fill(K::LinkBadChar, &[("n", &(index + 1).to_string())])
            }
            LinkError::Truncated => self.t(K::LinkTruncated).to_string(),
            LinkError::TrailingData => self.t(K::LinkTrailingData).to_string(),
            LinkError::UnknownOption => self.t(K::LinkUnknownOption).to_string(),
            LinkError::Options(o) => self.fill(
                K::LinkOptions,
                &[("detail", &clause(self.options_error(o)))],
            ),
            LinkError::BadSeat => self.t(K::LinkBadSeat).to_string(),
            LinkError::BadPeg => self.t(K::LinkBadPeg).to_string(),
            LinkError::Position(p) => self.fill(
                K::LinkPosition,
                &[("detail", &self.position_error(&p, &|t| self.army(t)))],
            ),
            LinkError::Notation(_) => self.t(K::LinkNotation).to_string(),
            LinkError::TooManyMoves => self.t(K::LinkTooManyMoves).to_string(),
            LinkError::IllegalMove { number } => {
                self.fill(K::LinkIllegalMove, &[("n", &number.to_string())])
            }
            LinkError::Cursor { cursor, moves } => self.fill(
                K::LinkCursor,
                &[
                    ("cursor", &cursor.to_string()),
                    ("moves", &moves.to_string()),
                ],
            ),
        }
    }

    /// The name of palette colour `i` (`0..6`, [`crate::app::palette::LIGHT`]).
    pub fn colour(self, i: u8) -> &'static str {
        self.t(match i % 6 {
            0 => K::Colour0,
            1 => K::Colour1,
            2 => K::Colour2,
            3 => K::Colour3,
            4 => K::Colour4,
            _ => K::Colour5,
        })
    }
}

/// `sentence` as a clause: first letter in lower case, no full stop.
fn clause(sentence: &str) -> String {
    let s = sentence.trim().trim_end_matches('.');
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => std::iter::once(change_case(c, false))
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

/// `clause` as a sentence: first letter in upper case (the rest as it is).
pub fn sentence(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(c) => std::iter::once(change_case(c, true)).chain(chars).collect(),
        None => String::new(),
    }
}

/// `c` in upper (`upper`) or lower case, for the scripts of the interface's
/// languages: ASCII, Latin-1 letters (Danish æ ø å) and Cyrillic; anything
/// else stays as it is. (`char::to_uppercase` would bring the whole Unicode
/// case tables, about 22 KB, into the wasm bundle.)
fn change_case(c: char, upper: bool) -> char {
    let code = u32::from(c);
    // (first upper-case code point, last, distance to the lower-case one)
    const RANGES: [(u32, u32, u32); 4] = [
        (0x41, 0x5A, 0x20),   // A-Z
        (0xC0, 0xDE, 0x20),   // À-Þ (× is not a letter)
        (0x400, 0x40F, 0x50), // Ѐ-Џ
        (0x410, 0x42F, 0x20), // А-Я
    ];
    for (first, last, distance) in RANGES {
        let (from, to) = if upper {
            (first + distance, last + distance)
        } else {
            (first, last)
        };
        if (from..=to).contains(&code) && code != 0xD7 && code != 0xF7 {
            let mapped = if upper {
                code - distance
            } else {
                code + distance
            };
            return char::from_u32(mapped).unwrap_or(c);
        }
    }
    c
}

/// The end of each text in a language's concatenated texts, from their lengths.
const fn ends<const N: usize>(lengths: [usize; N]) -> [u16; N] {
    let mut out = [0u16; N];
    let mut end = 0;
    let mut i = 0;
    while i < N {
        end += lengths[i];
        assert!(
            end <= u16::MAX as usize,
            "a language's texts must fit in 64 KB"
        );
        out[i] = end as u16;
        i += 1;
    }
    out
}

// Each language's texts are one string, cut at the ends computed at compile time: two bytes per
// text instead of a pointer and a length, which keeps the wasm bundle smaller.
macro_rules! strings {
    ($($key:ident => [$en:literal, $da:literal, $bg:literal $(,)?],)*) => {
        /// A user-visible string.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum K { $($key),* }

        impl K {
            /// Every key.
            pub const ALL: &'static [K] = &[$(K::$key),*];
        }

        mod texts {
            pub const EN: &str = concat!($($en),*);
            pub const DA: &str = concat!($($da),*);
            pub const BG: &str = concat!($($bg),*);
            pub const EN_ENDS: [u16; super::K::ALL.len()] = super::ends([$($en.len()),*]);
            pub const DA_ENDS: [u16; super::K::ALL.len()] = super::ends([$($da.len()),*]);
            pub const BG_ENDS: [u16; super::K::ALL.len()] = super::ends([$($bg.len()),*]);
        }
    };
}

strings! {
    Title => ["Sternhalma", "Kinaskak", "Китайска дама"],
    Subtitle => ["Chinese Checkers", "Sternhalma", "Щернхалма"],
    Language => ["Language", "Sprog", "Език"],
    BoardLabel => ["Sternhalma board", "Kinaskak-bræt", "Дъска за китайска дама"],
    KeyboardHelp => [
        "Board: arrow keys move, N and P jump to your next and previous peg that can move, Enter or Space selects and plays, Escape cancels.",
        "Bræt: piletaster flytter, N og P springer til din næste og forrige brik, der kan flytte, Enter eller mellemrum vælger og spiller, Escape annullerer.",
        "Дъска: стрелките местят, N и P скачат към следващия и предишния ви пул, който може да се мести, Enter или интервал избира и играе, Escape отменя.",
    ],
    // players and status
    PlayerLabel => ["{name} ({colour})", "{name} ({colour})", "{name} ({colour})"],
    DefaultName => ["Player {n}", "Spiller {n}", "Играч {n}"],
    ComputerName => ["Computer {n}", "Computer {n}", "Компютър {n}"],
    ToMove => ["{player} to move", "{player} er i trækket", "{player} е на ход"],
    Thinking => ["{player} is thinking…", "{player} tænker…", "{player} мисли…"],
    Wins => ["{player} wins!", "{player} vinder!", "{player} печели!"],
    TeamWins => ["{player} and {partner} win!", "{player} og {partner} vinder!", "{player} и {partner} печелят!"],
    SharedWin => ["Shared win: {players}", "Delt sejr: {players}", "Споделена победа: {players}"],
    GameOver => ["Game over", "Spillet er slut", "Играта свърши"],
    Place => ["Place {n}", "{n}. plads", "{n}. място"],
    MoveNumber => ["Move {n}", "Træk {n}", "Ход {n}"],
    LastMove => ["Last move: {player} {move}", "Sidste træk: {player} {move}", "Последен ход: {player} {move}"],
    Passes => ["{player} cannot move and passes", "{player} kan ikke flytte og melder pas", "{player} няма ход и пропуска"],
    Pass => ["pass", "pas", "пас"],
    Moves => ["Moves", "Træk", "Ходове"],
    NoMovesYet => ["No moves yet", "Ingen træk endnu", "Още няма ходове"],
    Progress => ["Progress", "Fremskridt", "Напредък"],
    PegsHome => ["{home} of {total} home", "{home} af {total} hjemme", "{home} от {total} у дома"],
    Score => ["Score {n}", "Point {n}", "Точки {n}"],
    Team => ["Team {n}", "Hold {n}", "Отбор {n}"],
    // controls
    Undo => ["Undo", "Fortryd", "Отмени"],
    Redo => ["Redo", "Gentag", "Върни"],
    Restart => ["Restart", "Start forfra", "Отначало"],
    NewGame => ["New game", "Nyt spil", "Нова игра"],
    Hint => ["Hint", "Tip", "Подсказка"],
    HintShown => ["Hint: {move}", "Tip: {move}", "Подсказка: {move}"],
    Replay => ["Replay", "Genafspil", "Преглед"],
    First => ["First", "Første", "Първи"],
    Previous => ["Previous", "Forrige", "Предишен"],
    Next => ["Next", "Næste", "Следващ"],
    Last => ["Last", "Sidste", "Последен"],
    BackToGame => ["Back to the game", "Tilbage til spillet", "Обратно към играта"],
    Dismiss => ["Dismiss", "Luk", "Затвори"],
    Controls => ["Game controls", "Spilknapper", "Управление на играта"],
    EditPosition => ["Edit position", "Rediger stilling", "Редактирай позицията"],
    // board description for screen readers
    Empty => ["empty", "tom", "празно"],
    PegOf => ["{colour} peg of {player}", "{colour} brik, {player}", "{colour} пул на {player}"],
    InertPeg => ["inert peg", "fast brik", "неподвижен пул"],
    Selected => ["selected", "valgt", "избран"],
    DestStep => ["legal destination, step", "lovligt felt, skridt", "възможен ход, стъпка"],
    DestHop => ["legal destination, hop", "lovligt felt, hop", "възможен ход, скок"],
    LastMoveMark => ["last move", "sidste træk", "последен ход"],
    HintMark => ["hint", "tip", "подсказка"],
    // colours (src/app/palette.rs)
    Colour0 => ["orange", "orange", "оранжев"],
    Colour1 => ["mint", "mintgrøn", "ментовозелен"],
    Colour2 => ["pink", "lyserød", "розов"],
    Colour3 => ["blue", "blå", "син"],
    Colour4 => ["dark green", "mørkegrøn", "тъмнозелен"],
    Colour5 => ["plum", "blommefarvet", "сливов"],
    // messages
    CoinToss => ["Coin toss: {player} starts", "Plat eller krone: {player} starter", "Жребий: {player} започва"],
    ChosenStart => ["{player} starts", "{player} starter", "{player} започва"],
    BrokenLink => ["This link is broken: {detail}", "Dette link virker ikke: {detail}", "Тази връзка е повредена: {detail}"],
    ComputerError => ["The computer could not move: {detail}", "Computeren kunne ikke flytte: {detail}", "Компютърът не можа да играе: {detail}"],
    // new-game screen
    NewGameTitle => ["New game", "Nyt spil", "Нова игра"],
    Players => ["Players", "Spillere", "Играчи"],
    Seat => ["Seat {n}", "Plads {n}", "Място {n}"],
    Human => ["Human", "Menneske", "Човек"],
    Computer => ["Computer", "Computer", "Компютър"],
    Level => ["Level", "Niveau", "Ниво"],
    Name => ["Name", "Navn", "Име"],
    Colour => ["Colour", "Farve", "Цвят"],
    Board => ["Board", "Bræt", "Дъска"],
    Size4 => ["121 holes, 10 pegs each (standard)", "121 huller, 10 brikker hver (standard)", "121 дупки, по 10 пула (стандарт)"],
    Size5 => ["181 holes, 15 pegs each", "181 huller, 15 brikker hver", "181 дупки, по 15 пула"],
    Size6 => ["253 holes, 21 pegs each", "253 huller, 21 brikker hver", "253 дупки, по 21 пула"],
    SizeHelp => [
        "Bigger triangles make a longer game; the rules stay the same.",
        "Større trekanter giver et længere spil; reglerne er de samme.",
        "По-големите триъгълници правят играта по-дълга; правилата са същите.",
    ],
    MultipleSets => ["Multiple sets", "Flere sæt", "Няколко комплекта"],
    MultipleSetsHelp => [
        "2 players control three sets each, 3 players two sets each; move one peg of any of your sets.",
        "2 spillere har tre sæt hver, 3 spillere to sæt hver; flyt én brik fra et af dine sæt.",
        "2 играчи имат по три комплекта, 3 играчи по два; местиш един пул от който и да е твой комплект.",
    ],
    Teams => ["Teams of two", "Hold af to", "Отбори по двама"],
    TeamsHelp => [
        "6 players in three teams; partners sit opposite; a team finishes when both partners have.",
        "6 spillere i tre hold; makkerne sidder over for hinanden; et hold er færdigt, når begge er.",
        "6 играчи в три отбора; партньорите са един срещу друг; отборът завършва, когато и двамата завършат.",
    ],
    Unused => ["Unused triangles", "Ubrugte trekanter", "Неизползвани триъгълници"],
    UnusedEmpty => ["Empty", "Tomme", "Празни"],
    UnusedEmptyHelp => [
        "Left empty: pegs may hop through them and rest there.",
        "Står tomme: brikker må hoppe igennem og blive stående der.",
        "Остават празни: пуловете могат да скачат през тях и да спират там.",
    ],
    UnusedFilled => ["Filled", "Fyldte", "Запълнени"],
    UnusedFilledHelp => [
        "Filled with pegs that never move (classic rule); they can be hopped over.",
        "Fyldt med brikker, der aldrig flytter (klassisk regel); de kan overspringes.",
        "Запълнени с пулове, които не се местят (класическо правило); може да се прескачат.",
    ],
    Resting => ["Other players' triangles", "Andres trekanter", "Чужди триъгълници"],
    RestAnywhere => ["Rest anywhere", "Stop hvor som helst", "Спиране навсякъде"],
    RestAnywhereHelp => [
        "A move may end in any triangle.",
        "Et træk må ende i enhver trekant.",
        "Ходът може да завърши във всеки триъгълник.",
    ],
    RestPassThrough => ["Pass through only", "Kun igennem", "Само преминаване"],
    RestPassThroughHelp => [
        "Hop through another player's start or goal, but do not stop there (Masters Games).",
        "Hop gennem en andens start- eller måltrekant, men stop ikke der (Masters Games).",
        "Скачай през чужд начален или целеви триъгълник, но не спирай там (Masters Games).",
    ],
    RestBga => ["Own triangles only", "Kun egne trekanter", "Само свои триъгълници"],
    RestBgaHelp => [
        "A move may end only in your own start and goal triangles: never in another player's, nor in an unused one (Board Game Arena).",
        "Stop kun i din egen start- og måltrekant, heller ikke i ubrugte (Board Game Arena).",
        "Спирай само в своя начален и целеви триъгълник, не и в неизползваните (Board Game Arena).",
    ],
    LockIn => ["Goal lock-in", "Fastlåst i målet", "Заключване в целта"],
    LockInHelp => [
        "A peg that starts its move in its goal must stay inside the goal (both rule sheets play so; turn it off only to explore).",
        "En brik, der starter i sit mål, skal blive i målet (sådan spiller begge regelsæt; slå det kun fra for at udforske).",
        "Пул, който тръгва от целта си, трябва да остане в нея (така играят и двата правилника; изключете го само за проба).",
    ],
    LockInOn => ["From the start of a move", "Fra trækkets start", "От началото на хода"],
    LockInStrict => ["From the first landing", "Fra første landing", "От първото кацане"],
    LockInStrictHelp => [
        "A peg is locked in its goal as soon as it lands there, even in the middle of a chain of hops: the rest of the chain stays inside (JumpStar, Ludii).",
        "En brik er låst i sit mål, så snart den lander der, også midt i en kæde af hop: resten af kæden bliver i målet (JumpStar, Ludii).",
        "Пулът се заключва в целта си веднага щом кацне там, дори по средата на верига от скокове: останалата част от веригата остава вътре (JumpStar, Ludii).",
    ],
    LockInOff => ["Off", "Slået fra", "Изключено"],
    AntiSpoiling => ["Blocked goal", "Blokeret mål", "Блокирана цел"],
    SpoilNone => ["Strict", "Streng", "Строго"],
    SpoilNoneHelp => [
        "You win only by filling your goal with your own pegs.",
        "Du vinder kun ved at fylde målet med dine egne brikker.",
        "Печелиш само като запълниш целта със свои пулове.",
    ],
    SpoilFill => ["Fill what is available", "Fyld det ledige", "Запълни свободното"],
    SpoilFillHelp => [
        "Your goal counts as full when every hole is taken and at least one by your own peg.",
        "Målet er fyldt, når alle huller er optaget og mindst ét af din egen brik.",
        "Целта е пълна, когато всички дупки са заети и поне една от твой пул.",
    ],
    SpoilSwap => ["Masters swap", "Masters-bytte", "Размяна на Мастърс"],
    SpoilSwapHelp => [
        "Landing on a goal hole held by another player's peg swaps the two pegs (James Masters, 2002).",
        "At lande på et målhul med en andens brik bytter de to brikker (James Masters, 2002).",
        "Кацане в целева дупка с чужд пул разменя двата пула (Джеймс Мастърс, 2002).",
    ],
    End => ["End of the game", "Spillets slutning", "Край на играта"],
    EndFirst => ["First finisher wins", "Den første vinder", "Първият печели"],
    EndFirstHelp => [
        "The game ends when the first player (or team) is home.",
        "Spillet slutter, når den første spiller (eller hold) er hjemme.",
        "Играта свършва, когато първият играч (или отбор) се прибере.",
    ],
    EndPlayOn => ["Play on for places", "Spil videre om pladserne", "Игра за местата"],
    EndPlayOnHelp => [
        "The others play on for 2nd, 3rd … place.",
        "De andre spiller videre om 2., 3. … plads.",
        "Останалите продължават за 2., 3. … място.",
    ],
    Scoring => ["Scoring", "Pointtælling", "Точкуване"],
    ScoringStandard => ["Places", "Placeringer", "Места"],
    ScoringStandardHelp => [
        "Places by finishing order.",
        "Placering efter rækkefølgen, man bliver færdig i.",
        "Места по реда на завършване.",
    ],
    ScoringBga => ["Points (Board Game Arena)", "Point (Board Game Arena)", "Точки (Board Game Arena)"],
    ScoringBgaHelp => [
        "A point per row a peg moves towards its goal; all pegs home (120 points for a set of ten) wins at once, the others rank by points.",
        "Et point pr. række en brik rykker mod målet; alle brikker hjemme (120 point for et sæt på ti) vinder straks, resten rangeres efter point.",
        "Точка за всеки ред към целта; всички пулове у дома (120 точки за комплект от десет) печелят веднага, другите се класират по точки.",
    ],
    WhoStarts => ["Who starts", "Hvem starter", "Кой започва"],
    CoinTossOption => ["Coin toss", "Plat eller krone", "Жребий"],
    Default => ["default", "standard", "по подразбиране"],
    OnByDefault => ["on by default", "slået til som standard", "включено по подразбиране"],
    StartGame => ["Start game", "Start spillet", "Започни играта"],
    Cancel => ["Cancel", "Annuller", "Отказ"],
    ErrMultipleSets => [
        "Multiple sets need 2 or 3 players.",
        "Flere sæt kræver 2 eller 3 spillere.",
        "Няколко комплекта изискват 2 или 3 играчи.",
    ],
    ErrTeams => ["Teams need 6 players.", "Hold kræver 6 spillere.", "Отборите изискват 6 играчи."],
    ErrBgaPlayOn => [
        "Points scoring ends at the first finisher: it cannot play on.",
        "Pointtælling slutter ved den første: man kan ikke spille videre.",
        "Точкуването свършва при първия завършил: не може да се продължи.",
    ],
    // the 15-peg two-player game; a finished player whose pegs are not home
    Pegs15 => ["15 pegs each (two players)", "15 brikker hver (to spillere)", "По 15 пула (двама играчи)"],
    Pegs15Help => [
        "Each side starts in its corner and the row of five in front of it, and must fill the opposite 15 holes.",
        "Hver side starter i sin spids og rækken af fem foran den og skal fylde de 15 huller overfor.",
        "Всяка страна започва в своя връх и реда от пет дупки пред него и трябва да запълни отсрещните 15 дупки.",
    ],
    ErrPegs15 => [
        "15 pegs need two players with one set each on the standard board.",
        "15 brikker kræver to spillere med ét sæt hver på standardbrættet.",
        "15 пула изискват двама играчи с по един комплект на стандартната дъска.",
    ],
    PosNotHome => [
        "finished player {n} is not home",
        "den færdige spiller {n} er ikke hjemme",
        "завършилият играч {n} не е у дома",
    ],
    // sharing
    ShareLabel => ["Share", "Del", "Споделяне"],
    ShareGame => ["Share game", "Del spillet", "Сподели играта"],
    SharePosition => ["Share position", "Del stillingen", "Сподели позицията"],
    ShareTitleGame => ["Sternhalma game", "Kinaskak-spil", "Игра на китайска дама"],
    ShareTitlePosition => ["Sternhalma position", "Kinaskak-stilling", "Позиция от китайска дама"],
    LinkShared => ["Link shared", "Link delt", "Връзката е споделена"],
    LinkCopied => ["Link copied", "Link kopieret", "Връзката е копирана"],
    CopyLinkBelow => ["Copy the link below", "Kopiér linket herunder", "Копирай връзката по-долу"],
    NotShared => ["Not shared", "Ikke delt", "Не е споделено"],
    LinkLabel => ["Link", "Link", "Връзка"],
    // links and autosave
    SavedGameUnreadable => [
        "The saved game could not be read ({detail}); it was set aside.",
        "Det gemte spil kunne ikke læses ({detail}); det er lagt til side.",
        "Запазената игра не можа да се прочете ({detail}); тя е оставена настрана.",
    ],
    SavedGameKept => [
        "This link opened another game. Your saved game is kept.",
        "Linket åbnede et andet spil. Dit gemte spil er bevaret.",
        "Връзката отвори друга игра. Запазената ти игра е съхранена.",
    ],
    OpenSavedGame => ["Open saved game instead", "Åbn det gemte spil i stedet", "Отвори запазената игра"],
    NewerSave => [
        "A game saved by a newer version of Sternhalma is kept as it is, so this game is not being saved. Reload the page to get the newer version.",
        "Et spil gemt med en nyere version af Kinaskak bevares som det er, så dette spil bliver ikke gemt. Genindlæs siden for at få den nyere version.",
        "Игра, запазена от по-нова версия на Китайска дама, е оставена непроменена, затова тази игра не се запазва. Презаредете страницата, за да получите новата версия.",
    ],
    NotSaved => [
        "This game is not being saved: the browser's storage is full or turned off.",
        "Dette spil bliver ikke gemt: browserens lager er fuldt eller slået fra.",
        "Тази игра не се запазва: хранилището на браузъра е пълно или изключено.",
    ],
    GameTooLong => [
        "This game has reached {n} moves, the most a game can hold. Start a new game, or edit the position to play on from it.",
        "Spillet har nået {n} træk, det højeste et spil kan rumme. Start et nyt spil, eller rediger stillingen for at spille videre fra den.",
        "Играта достигна {n} хода — най-много, колкото една игра побира. Започнете нова игра или редактирайте позицията, за да продължите от нея.",
    ],
    GameReplaced => [
        "A new game has started. The previous one is kept until you start another:",
        "Et nyt spil er startet. Det forrige gemmes, indtil du starter endnu et:",
        "Започна нова игра. Предишната се пази, докато не започнете друга:",
    ],
    RestoreGame => ["Bring it back", "Hent det tilbage", "Върни я"],
    // reviewing the game (a click in the move list, or Replay)
    ReviewPosition => ["After move {n} of {total}", "Efter træk {n} af {total}", "След ход {n} от {total}"],
    ReviewStart => ["Start position ({total} moves)", "Startstilling ({total} træk)", "Начална позиция ({total} хода)"],
    ReviewNote => [
        "Reviewing: the board shows an earlier position and every move is kept.",
        "Gennemsyn: brættet viser en tidligere stilling, og alle træk bevares.",
        "Преглед: дъската показва по-ранна позиция и всички ходове се пазят.",
    ],
    ContinueHere => ["Continue from here", "Fortsæt herfra", "Продължи оттук"],
    // the end of a game
    ResultMoves => ["{n} moves", "{n} træk", "{n} хода"],
    ResultOneMove => ["1 move", "1 træk", "1 ход"],
    ResultPoints => ["{n} points", "{n} point", "{n} точки"],
    PlayAgain => ["Play again", "Spil igen", "Играй пак"],
    Close => ["Close", "Luk", "Затвори"],
    // the first visit
    WelcomeTitle => ["Welcome to Sternhalma", "Velkommen til Kinaskak", "Добре дошли в Китайска дама"],
    WelcomeIntro => [
        "Race your ten pegs across the star into the opposite corner, hopping over any peg in your way.",
        "Flyt dine ti brikker over stjernen til det modsatte hjørne, og spring over de brikker, der står i vejen.",
        "Прекарайте десетте си пула през звездата до отсрещния ъгъл, като прескачате всеки пул по пътя.",
    ],
    PlayComputer => ["Play the computer", "Spil mod computeren", "Играй срещу компютъра"],
    Level1Desc => [
        "Level 1 · Beginner: plays fast and makes friendly mistakes.",
        "Niveau 1 · Begynder: spiller hurtigt og laver venlige fejl.",
        "Ниво 1 · Начинаещ: играе бързо и прави добронамерени грешки.",
    ],
    Level2Desc => [
        "Level 2 · Casual: looks two moves ahead, now and then misses a ladder.",
        "Niveau 2 · Let: ser to træk frem og overser af og til en stige.",
        "Ниво 2 · Лесно: гледа два хода напред и понякога пропуска стълба.",
    ],
    Level3Desc => [
        "Level 3 · Club player: builds ladders and blocks yours.",
        "Niveau 3 · Klubspiller: bygger stiger og blokerer dine.",
        "Ниво 3 · Клубен играч: строи стълби и блокира вашите.",
    ],
    Level4Desc => [
        "Level 4 · Strong: searches deepest; the one that gives hints.",
        "Niveau 4 · Stærk: regner dybest; det er den, der giver tips.",
        "Ниво 4 · Силен: пресмята най-дълбоко; той дава подсказките.",
    ],
    PassAndPlay => ["Pass and play", "Skiftes ved skærmen", "Игра на един екран"],
    PassAndPlayDesc => [
        "Two players at this screen, taking turns. Send a move by link to play at a distance.",
        "To spillere ved denne skærm, der skiftes. Send et træk som link for at spille på afstand.",
        "Двама играчи на този екран, на ред. Изпратете ход с връзка, за да играете от разстояние.",
    ],
    MoreOptions => ["More players and rules…", "Flere spillere og regler…", "Още играчи и правила…"],
    // how to play
    HowToPlay => ["How to play", "Sådan spiller du", "Как се играе"],
    HowToRules => [
        "Move your ten pegs from your home corner into the opposite corner; the first to fill it wins.\nA turn moves one peg: one step to a neighbouring empty hole, or a chain of hops.\nA hop jumps over one neighbouring peg (any colour) into the empty hole right behind it; you may stop after any hop.\nNothing is captured. Pegs in their goal stay in it.\nA peg of another player sitting in your goal can be swapped out when you move onto it.",
        "Flyt dine ti brikker fra dit hjørne til det modsatte; den første, der fylder det, vinder.\nEt træk flytter én brik: ét skridt til et tomt nabohul eller en række spring.\nEt spring går over én nabobrik (af enhver farve) til det tomme hul lige bagved; du kan stoppe efter hvert spring.\nIntet bliver slået. Brikker i deres mål bliver der.\nEn anden spillers brik i dit mål kan byttes ud, når du flytter ind på den.",
        "Преместете десетте си пула от своя ъгъл в отсрещния; печели първият, който го запълни.\nХодът мести един пул: една стъпка до съседна празна дупка или поредица от скокове.\nСкокът прескача един съседен пул (от всеки цвят) в празната дупка точно зад него; можете да спрете след всеки скок.\nНищо не се взема. Пуловете в целта си остават там.\nЧужд пул в вашата цел може да бъде разменен, когато стъпите на него.",
    ],
    HowToColours => ["What the board shows", "Det viser brættet", "Какво показва дъската"],
    HowToSelected => ["ring: the peg you picked", "ring: den brik, du har valgt", "пръстен: избраният пул"],
    HowToStep => ["green dot: one step", "grøn prik: ét skridt", "зелена точка: една стъпка"],
    HowToHop => [
        "purple diamond: hops (pointing at it shows the path; on a touch screen the first tap shows it, the second plays)",
        "lilla rombe: spring (peger du på den, vises vejen; på en berøringsskærm viser første tryk den, andet tryk spiller)",
        "лилав ромб: скокове (посочването показва пътя; на сензорен екран първото докосване го показва, второто играе)",
    ],
    HowToLastMove => ["pale holes: the last move", "blege huller: det sidste træk", "бледи дупки: последният ход"],
    HowToHint => ["dotted rings: the hint", "stiplede ringe: tippet", "пунктирани пръстени: подсказката"],
    HowToKeys => ["Keys", "Taster", "Клавиши"],
    HowToKeyList => [
        "Arrows: move around the board · N / P: next / previous peg that can move · Enter or Space: pick and play · Escape: cancel",
        "Piletaster: flyt rundt på brættet · N / P: næste / forrige brik, der kan flytte · Enter eller mellemrum: vælg og spil · Escape: fortryd",
        "Стрелки: движение по дъската · N / P: следващ / предишен пул с ход · Enter или интервал: избор и ход · Escape: отказ",
    ],
    // playing at a distance
    SendMove => ["Send your move", "Send dit træk", "Изпрати хода си"],
    SendMoveTitle => ["Your move in Sternhalma", "Dit træk i Kinaskak", "Ваш ход в Китайска дама"],
    GameCodeCopied => [
        "Game code copied. This copy is a file, so its links open only here: paste the code after # in the address of any online copy of Sternhalma.",
        "Spilkoden er kopieret. Denne kopi er en fil, så dens links virker kun her: indsæt koden efter # i adressen på en online Kinaskak.",
        "Кодът на играта е копиран. Това копие е файл и връзките му работят само тук: поставете кода след # в адреса на онлайн копие на Китайска дама.",
    ],
    CopyGameCodeBelow => [
        "This copy is a file, so its links open only here. Copy the game code below and paste it after # in the address of any online copy of Sternhalma.",
        "Denne kopi er en fil, så dens links virker kun her. Kopiér spilkoden herunder, og indsæt den efter # i adressen på en online Kinaskak.",
        "Това копие е файл и връзките му работят само тук. Копирайте кода по-долу и го поставете след # в адреса на онлайн копие на Китайска дама.",
    ],
    // why a link cannot be read (after "This link is broken: ")
    LinkEmpty => ["the link is empty", "linket er tomt", "връзката е празна"],
    LinkTooLong => ["the link is too long", "linket er for langt", "връзката е твърде дълга"],
    LinkNotALink => ["not a sternhalma link", "ikke et kinaskak-link", "не е връзка към китайска дама"],
    LinkUnknownKind => [
        "unknown kind of link (made by a newer version?)",
        "ukendt slags link (lavet med en nyere version?)",
        "непознат вид връзка (от по-нова версия?)",
    ],
    LinkFutureVersion => [
        "the link was made by a newer version of the game",
        "linket er lavet med en nyere version af spillet",
        "връзката е създадена от по-нова версия на играта",
    ],
    LinkBadChar => ["bad character at position {n}", "ugyldigt tegn på plads {n}", "невалиден знак на позиция {n}"],
    LinkTruncated => ["the link is cut short", "linket er afkortet", "връзката е непълна"],
    LinkTrailingData => [
        "unexpected data at the end of the link",
        "uventede data i slutningen af linket",
        "неочаквани данни в края на връзката",
    ],
    LinkUnknownOption => ["unknown rule option", "ukendt regel", "непознато правило"],
    LinkOptions => ["the rules do not go together: {detail}", "reglerne passer ikke sammen: {detail}", "правилата са несъвместими: {detail}"],
    LinkBadSeat => ["invalid player", "ugyldig spiller", "невалиден играч"],
    LinkBadPeg => ["peg of an army that does not play", "brik fra et sæt, der ikke er med", "пул от комплект, който не играе"],
    LinkPosition => ["invalid position: {detail}", "ugyldig stilling: {detail}", "невалидна позиция: {detail}"],
    LinkNotation => ["unreadable position text", "stillingsteksten kan ikke læses", "записът на позицията не може да се прочете"],
    LinkTooManyMoves => ["too many moves", "for mange træk", "твърде много ходове"],
    LinkIllegalMove => ["illegal move at move {n}", "ulovligt træk nr. {n}", "недопустим ход № {n}"],
    LinkCursor => [
        "current move {cursor} is beyond the {moves} moves recorded",
        "det aktuelle træk {cursor} ligger efter de {moves} gemte træk",
        "текущият ход {cursor} е след записаните ходове ({moves})",
    ],
    // why a position is not valid (editor status, and after "invalid position: ")
    Army => ["army {n}", "sæt {n}", "комплект {n}"],
    PosOffBoard => ["{army} has a peg off the board", "{army} har en brik uden for brættet", "{army} има пул извън дъската"],
    PosArmyNotInGame => ["{army} does not play", "{army} er ikke med i spillet", "{army} не участва в играта"],
    PosPegCount => [
        "{army} has the wrong number of pegs",
        "{army} har forkert antal brikker",
        "{army} има грешен брой пулове",
    ],
    PosOverlap => ["two pegs on one hole", "to brikker i samme hul", "два пула в една дупка"],
    PosOnInertPeg => ["peg on a hole of an inert peg", "brik i et hul med en fast brik", "пул в дупка на неподвижен пул"],
    PosSideToMove => [
        "player {n} to move is not in the game",
        "spiller {n} i trækket er ikke med i spillet",
        "играч {n} е на ход, но не участва в играта",
    ],
    PosSideToMoveFinished => [
        "player {n} to move has already finished",
        "spiller {n} i trækket er allerede færdig",
        "играч {n} е на ход, но вече е завършил",
    ],
    PosFinished => [
        "finished player {n} is not in the game",
        "den færdige spiller {n} er ikke med i spillet",
        "завършилият играч {n} не участва в играта",
    ],
    // position editor
    EditorLabel => ["Position editor", "Stillingseditor", "Редактор на позиции"],
    EditorBoardLabel => ["Position editor board", "Stillingseditorens bræt", "Дъска на редактора на позиции"],
    EditorHelp => [
        "Click a hole to place a peg of the chosen army; click it again to remove it.",
        "Klik på et hul for at sætte en brik fra det valgte sæt; klik igen for at fjerne den.",
        "Щракни върху дупка, за да сложиш пул от избрания комплект; щракни отново, за да го махнеш.",
    ],
    EditorPegs => ["Pegs", "Brikker", "Пулове"],
    EditorArmy => ["Player {n} ({army})", "Spiller {n} ({army})", "Играч {n} ({army})"],
    Triangle0 => ["top", "øverst", "горе"],
    Triangle1 => ["upper right", "øverst til højre", "горе вдясно"],
    Triangle2 => ["lower right", "nederst til højre", "долу вдясно"],
    Triangle3 => ["bottom", "nederst", "долу"],
    Triangle4 => ["lower left", "nederst til venstre", "долу вляво"],
    Triangle5 => ["upper left", "øverst til venstre", "горе вляво"],
    EditorRemove => ["Remove", "Fjern", "Махни"],
    EditorToMove => ["To move", "I trækket", "На ход"],
    Holes => ["{n} holes", "{n} huller", "{n} дупки"],
    EditorInert => [
        "Inert pegs in the unused triangles",
        "Faste brikker i de ubrugte trekanter",
        "Неподвижни пулове в неизползваните триъгълници",
    ],
    ValidPosition => ["Valid position", "Gyldig stilling", "Валидна позиция"],
    Notation => ["Notation", "Notation", "Запис"],
    PlayFromHere => ["Play from here", "Spil herfra", "Играй оттук"],
    ShareAsLink => ["Share as link", "Del som link", "Сподели като връзка"],
    StartPosition => ["Start position", "Startstilling", "Начална позиция"],
    Clear => ["Clear", "Ryd", "Изчисти"],
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<String> {
        let mut out: Vec<String> = s
            .split('{')
            .skip(1)
            .filter_map(|p| p.split_once('}').map(|(n, _)| n.to_string()))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn every_key_has_three_translations_with_the_same_placeholders() {
        for &k in K::ALL {
            let en = Lang::En.t(k);
            for lang in Lang::ALL {
                let s = lang.t(k);
                assert!(!s.trim().is_empty(), "{k:?} is empty in {lang:?}");
                assert_eq!(
                    placeholders(s),
                    placeholders(en),
                    "{k:?} placeholders in {lang:?}"
                );
            }
        }
    }

    #[test]
    fn danish_and_bulgarian_are_translated() {
        // A few strings may legitimately coincide (e.g. "Computer"), but most must differ.
        let same_da = K::ALL
            .iter()
            .filter(|&&k| Lang::Da.t(k) == Lang::En.t(k))
            .count();
        let same_bg = K::ALL
            .iter()
            .filter(|&&k| Lang::Bg.t(k) == Lang::En.t(k))
            .count();
        assert!(
            same_da * 6 < K::ALL.len(),
            "{same_da} Danish strings equal the English"
        );
        assert!(
            same_bg * 10 < K::ALL.len(),
            "{same_bg} Bulgarian strings equal the English"
        );
    }

    #[test]
    fn language_from_browser_tag() {
        assert_eq!(Lang::from_tag("bg-BG"), Lang::Bg);
        assert_eq!(Lang::from_tag("DA"), Lang::Da);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    fn every_link_error() -> Vec<LinkError> {
        use crate::engine::{CellName, ParseSetupError, SetupField, SetupReason};
        let t = Triangle::new(3).unwrap();
        let s = Seat::new(1).unwrap();
        let positions = [
            PositionError::Options(OptionsError::Teams),
            PositionError::OffBoard(t),
            PositionError::ArmyNotInGame(t),
            PositionError::PegCount(t),
            PositionError::Overlap(CellName { row: 1, column: 2 }),
            PositionError::OnInertPeg(CellName { row: 1, column: 2 }),
            PositionError::SideToMove(s),
            PositionError::SideToMoveFinished(s),
            PositionError::Finished(s),
            PositionError::NotHome(s),
        ];
        let mut all = vec![
            LinkError::Empty,
            LinkError::TooLong,
            LinkError::NotALink,
            LinkError::UnknownKind,
            LinkError::FutureVersion {
                kind: 'g',
                version: 9,
            },
            LinkError::BadChar { index: 3 },
            LinkError::Truncated,
            LinkError::TrailingData,
            LinkError::UnknownOption,
            LinkError::Options(OptionsError::MultipleSets),
            LinkError::Options(OptionsError::BgaPlayOn),
            LinkError::Options(OptionsError::Pegs15),
            LinkError::BadSeat,
            LinkError::BadPeg,
            LinkError::Notation(ParseSetupError {
                field: SetupField::Turn,
                reason: SetupReason::BadSeat,
            }),
            LinkError::TooManyMoves,
            LinkError::IllegalMove { number: 7 },
            LinkError::Cursor {
                cursor: 9,
                moves: 4,
            },
        ];
        all.extend(positions.map(LinkError::Position));
        all
    }

    #[test]
    fn link_and_position_errors_are_translated() {
        for e in every_link_error() {
            let en = Lang::En.link_error(&e);
            for lang in Lang::ALL {
                let s = lang.link_error(&e);
                assert!(
                    !s.trim().is_empty() && !s.contains('{'),
                    "{e:?} in {lang:?}: {s}"
                );
                assert!(!s.ends_with('.'), "{e:?} in {lang:?} is a clause: {s}");
                if lang != Lang::En {
                    assert_ne!(s, en, "{e:?} is not translated to {lang:?}");
                }
            }
        }
    }

    #[test]
    fn english_link_errors_keep_the_words_of_the_library() {
        // The end-to-end tests and users' bug reports match these words of `LinkError`'s Display.
        let en = |e: LinkError| Lang::En.link_error(&e);
        assert!(en(LinkError::NotALink).contains("not a sternhalma link"));
        assert!(en(LinkError::FutureVersion {
            kind: 'g',
            version: 9
        })
        .contains("newer version"));
        assert!(en(LinkError::Truncated).contains("cut short"));
        assert!(en(LinkError::TrailingData).contains("unexpected data"));
        assert!(en(LinkError::IllegalMove { number: 3 }).contains("illegal move at move 3"));
        assert_eq!(
            en(LinkError::BadChar { index: 0 }),
            "bad character at position 1"
        );
        let count = LinkError::Position(PositionError::PegCount(Triangle::new(3).unwrap()));
        assert_eq!(
            en(count),
            "invalid position: army 3 has the wrong number of pegs"
        );
        assert_eq!(
            Lang::Bg.link_error(&LinkError::Options(OptionsError::Teams)),
            "правилата са несъвместими: отборите изискват 6 играчи"
        );
        assert_eq!(sentence("комплект 3 има"), "Комплект 3 има");
    }

    #[test]
    fn saved_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_saved(lang.tag()), Some(lang));
        }
        assert_eq!(Lang::from_saved("fr"), None);
        assert_eq!(Lang::from_saved(""), None);
    }

    #[test]
    fn fill_replaces_every_placeholder() {
        let s = Lang::Bg.fill(K::PegsHome, &[("home", "3"), ("total", "10")]);
        assert_eq!(s, "3 от 10 у дома");
        assert!(!Lang::Da
            .fill(K::TeamWins, &[("player", "A"), ("partner", "B")])
            .contains('{'));
    }

    #[test]
    fn case_changes_agree_with_unicode_for_our_scripts() {
        let letters = ('\u{20}'..='\u{24F}').chain('\u{400}'..='\u{45F}');
        for c in letters {
            let lower: Vec<char> = c.to_lowercase().collect();
            let upper: Vec<char> = c.to_uppercase().collect();
            let in_scope = |m: char| {
                m.is_ascii()
                    || ('\u{C0}'..='\u{FE}').contains(&m)
                    || ('\u{400}'..='\u{45F}').contains(&m)
            };
            if lower.len() == 1 && in_scope(c) && in_scope(lower[0]) {
                assert_eq!(change_case(c, false), lower[0], "{c:?}");
            }
            if upper.len() == 1 && in_scope(c) && in_scope(upper[0]) {
                assert_eq!(change_case(c, true), upper[0], "{c:?}");
            }
        }
        // Every first letter of every text changes case as Unicode says.
        for &key in K::ALL {
            for lang in Lang::ALL {
                if let Some(c) = lang.t(key).chars().next() {
                    assert_eq!(
                        change_case(c, true).to_string(),
                        c.to_uppercase().to_string()
                    );
                    assert_eq!(
                        change_case(c, false).to_string(),
                        c.to_lowercase().to_string()
                    );
                }
            }
        }
    }
}
