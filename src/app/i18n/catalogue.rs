//! The catalogue: every user-visible text in English, Danish and Bulgarian, by key ([`K`]).
//! The table is one macro call, so a key without all three texts does not compile; the tests
//! check that no text is empty and that all three use the same placeholders.

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

        pub(super) mod texts {
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
    ZoomReset => ["Show the whole board", "Vis hele brættet", "Покажи цялата дъска"],
    KeyboardHelp => [
        "Board: arrow keys move, N and P jump to your next and previous peg that can move, Enter or Space selects and plays, Escape cancels. A turns the analysis on and off; R replays the round.",
        "Bræt: piletaster flytter, N og P springer til din næste og forrige brik, der kan flytte, Enter eller mellemrum vælger og spiller, Escape annullerer. A slår analysen til og fra; R afspiller runden igen.",
        "Дъска: стрелките местят, N и P скачат към следващия и предишния ви пул, който може да се мести, Enter или интервал избира и играе, Escape отменя. A включва и изключва анализа; R повтаря рунда.",
    ],
    // players and status
    PlayerLabel => ["{name} ({colour})", "{name} ({colour})", "{name} ({colour})"],
    DefaultName => ["Player {n}", "Spiller {n}", "Играч {n}"],
    ComputerName => ["Computer {n}", "Computer {n}", "Компютър {n}"],
    WithLevel => ["{name} · level {level}", "{name} · niveau {level}", "{name} · ниво {level}"],
    ToMove => ["{player} to move", "{player} er i trækket", "{player} е на ход"],
    Thinking => ["{player} is thinking…", "{player} tænker…", "{player} мисли…"],
    Wins => ["{player} wins!", "{player} vinder!", "{player} печели!"],
    TeamWins => ["{player} and {partner} win!", "{player} og {partner} vinder!", "{player} и {partner} печелят!"],
    SharedWin => ["Shared win: {players}", "Delt sejr: {players}", "Споделена победа: {players}"],
    GameOver => ["Game over", "Spillet er slut", "Играта свърши"],
    Place => ["Place {n}", "{n}. plads", "{n}. място"],
    // counting: a turn is a ply (a move or a pass, numbered as in the move list); a seat's
    // moves are its turns that were not passes
    MoveNumber => ["Turn {n}", "Tur {n}", "Ход {n}"],
    TurnsPlayed => ["{n} turns", "{n} ture", "{n} хода"],
    OneTurn => ["1 turn", "1 tur", "1 ход"],
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
    Sound => ["Sound", "Lyd", "Звук"],
    Coordinates => ["Coordinates", "Koordinater", "Координати"],
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
    DestHop => ["legal destination, hop", "lovligt felt, spring", "възможен ход, скок"],
    LastMoveMark => ["last move", "sidste træk", "последен ход"],
    HintMark => ["hint", "tip", "подсказка"],
    ErredMark => ["the peg that erred", "brikken, der fejlede", "пулът, който сгреши"],
    HintPegMark => ["the peg to move", "brikken, der skal flyttes", "пулът за местене"],
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
    ComputerFailedToStart => [
        "The computer opponent failed to start. The board still plays; reload the page to try again.",
        "Computermodstanderen kunne ikke starte. Brættet virker stadig; genindlæs siden for at prøve igen.",
        "Компютърният противник не успя да се стартира. Дъската продължава да работи; презаредете страницата, за да опитате отново.",
    ],
    ComputerTimedOut => [
        "The computer did not answer in time.",
        "Computeren svarede ikke i tide.",
        "Компютърът не отговори навреме.",
    ],
    ComputerOtherVersion => [
        "The page and the computer opponent are of different versions: reload the page.",
        "Siden og computermodstanderen er af forskellige versioner: genindlæs siden.",
        "Страницата и компютърният противник са от различни версии: презаредете страницата.",
    ],
    ComputerBadAnswer => [
        "The computer's answer could not be read.",
        "Computerens svar kunne ikke læses.",
        "Отговорът на компютъра не можа да се прочете.",
    ],
    ComputerRefused => [
        "The computer could not think about this position.",
        "Computeren kunne ikke tænke over denne stilling.",
        "Компютърът не можа да обмисли тази позиция.",
    ],
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
    Size4 => ["121 holes, 10 pegs each", "121 huller, 10 brikker hver", "121 дупки, по 10 пула"],
    Size5 => ["Larger board: 181 holes, 15 pegs each", "Større bræt: 181 huller, 15 brikker hver", "По-голяма дъска: 181 дупки, по 15 пула"],
    Size6 => ["Largest board: 253 holes, 21 pegs each", "Største bræt: 253 huller, 21 brikker hver", "Най-голяма дъска: 253 дупки, по 21 пула"],
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
    // what the new-game form keeps from the last game, and the rules not everyone needs
    ChangedFromDefaults => ["Not the defaults:", "Ikke standard:", "Различно от подразбиращото се:"],
    ResetDefaults => ["Reset to defaults", "Nulstil til standard", "Върни по подразбиране"],
    MoreRules => ["More rules", "Flere regler", "Още правила"],
    ChangedCount => ["{n} changed", "{n} ændret", "{n} променени"],
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
    Pegs15 => [
        "15 pegs each on the 121-hole board (two players)",
        "15 brikker hver på brættet med 121 huller (to spillere)",
        "По 15 пула на дъската със 121 дупки (двама играчи)",
    ],
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
        "A kept game could not be read ({detail}); it stays in Your games as it is.",
        "Et gemt spil kunne ikke læses ({detail}); det bliver i Dine spil, som det er.",
        "Запазена игра не можа да се прочете ({detail}); тя остава в „Твоите игри“ непроменена.",
    ],
    NewerSave => [
        "A game saved by a newer version of Sternhalma is kept as it is. Reload the page to get the newer version.",
        "Et spil gemt med en nyere version af Kinaskak bevares, som det er. Genindlæs siden for at få den nyere version.",
        "Игра, запазена от по-нова версия на Китайска дама, е оставена непроменена. Презаредете страницата, за да получите новата версия.",
    ],
    NotSaved => [
        "This game is not being saved: the browser's storage is turned off.",
        "Dette spil bliver ikke gemt: browserens lager er slået fra.",
        "Тази игра не се запазва: хранилището на браузъра е изключено.",
    ],
    StorageFull => [
        "This game is not being saved: the browser's storage is full. Delete old games in Your games to make room.",
        "Dette spil bliver ikke gemt: browserens lager er fuldt. Slet gamle spil i Dine spil for at gøre plads.",
        "Тази игра не се запазва: хранилището на браузъра е пълно. Изтрийте стари игри в „Твоите игри“, за да освободите място.",
    ],
    OldSavesInPlace => [
        "The browser's storage is full: your games from an earlier version are kept where they are. Delete old games in Your games to make room.",
        "Browserens lager er fuldt: dine spil fra en tidligere version bliver, hvor de er. Slet gamle spil i Dine spil for at gøre plads.",
        "Хранилището на браузъра е пълно: игрите ти от по-стара версия остават, където са. Изтрийте стари игри в „Твоите игри“, за да освободите място.",
    ],
    UnreadableKept => [
        "A saved game that cannot be read is kept in Your games as it was.",
        "Et gemt spil, der ikke kan læses, er bevaret i Dine spil, som det var.",
        "Запазена игра, която не може да се прочете, е съхранена в „Твоите игри“ такава, каквато беше.",
    ],
    KeptAsCopy => [
        "This game was also played in another tab: your moves are kept as a separate game in Your games.",
        "Dette spil blev også spillet i en anden fane: dine træk er gemt som et særskilt spil i Dine spil.",
        "Тази игра е играна и в друг раздел: ходовете ти са запазени като отделна игра в „Твоите игри“.",
    ],
    GamesRemoved => [
        "To make room, the {n} oldest finished games were removed from Your games.",
        "For at gøre plads er de {n} ældste afsluttede spil fjernet fra Dine spil.",
        "За да се освободи място, {n}-те най-стари завършени игри са премахнати от „Твоите игри“.",
    ],
    TreeUnreadable => [
        "This game's variations could not be read; its moves are kept.",
        "Dette spils varianter kunne ikke læses; dets træk er bevaret.",
        "Вариантите на тази игра не можаха да се прочетат; ходовете ѝ са запазени.",
    ],
    GameGone => [
        "That game is no longer kept (it was deleted in another tab).",
        "Det spil er ikke gemt længere (det blev slettet i en anden fane).",
        "Тази игра вече не е запазена (изтрита е в друг раздел).",
    ],
    YourGames => ["Your games", "Dine spil", "Твоите игри"],
    YourGamesIntro => [
        "Every game played here is kept in this browser. Open one to play on or look back, or save it as a file.",
        "Alle spil, der spilles her, gemmes i denne browser. Åbn et for at spille videre eller se tilbage, eller gem det som en fil.",
        "Всяка игра, изиграна тук, се пази в този браузър. Отвори някоя, за да продължиш или да я прегледаш, или я запази като файл.",
    ],
    Versus => [" v ", " mod ", " срещу "],
    GameOn => ["In progress", "I gang", "В ход"],
    GameWonBy => ["Won by {players}", "Vundet af {players}", "Спечелена от {players}"],
    GameUnreadableShort => ["Cannot be read", "Kan ikke læses", "Не може да се прочете"],
    OldSave => ["Saved by an earlier version", "Gemt af en tidligere version", "Запазена от по-стара версия"],
    NewerEntry => ["Saved by a newer version", "Gemt af en nyere version", "Запазена от по-нова версия"],
    OpenGame => ["Open", "Åbn", "Отвори"],
    RenameGame => ["Rename", "Omdøb", "Преименувай"],
    ExportGame => ["Save as file", "Gem som fil", "Запази като файл"],
    DeleteGame => ["Delete", "Slet", "Изтрий"],
    ImportGame => ["Open a game file", "Åbn en spilfil", "Отвори файл с игра"],
    GameTitle => ["Title", "Titel", "Заглавие"],
    OnScreen => ["on screen", "på skærmen", "на екрана"],
    GameDeleted => ["Game deleted.", "Spillet er slettet.", "Играта е изтрита."],
    GameImported => ["The game from the file is now in Your games.", "Spillet fra filen er nu i Dine spil.", "Играта от файла вече е в „Твоите игри“."],
    GameAlreadyKept => ["This game is kept already.", "Dette spil er allerede gemt.", "Тази игра вече е запазена."],
    ImportFailed => [
        "This file could not be opened: it is not a Sternhalma game file, or it was damaged.",
        "Filen kunne ikke åbnes: den er ikke en Kinaskak-spilfil, eller den er beskadiget.",
        "Файлът не можа да се отвори: не е файл с игра на Китайска дама или е повреден.",
    ],
    ImportTooLarge => [
        "This file is too large to be a Sternhalma game file.",
        "Filen er for stor til at være en Kinaskak-spilfil.",
        "Файлът е твърде голям, за да е файл с игра на Китайска дама.",
    ],
    ImportLeftOut => [
        "The rest of the file after the game could not be read and was left out.",
        "Resten af filen efter spillet kunne ikke læses og blev udeladt.",
        "Останалото от файла след играта не можа да се прочете и беше пропуснато.",
    ],
    ImportWouldRemove => [
        "To make room for the game from this file, these finished games would be removed from Your games:",
        "For at gøre plads til spillet fra filen ville disse afsluttede spil blive fjernet fra Dine spil:",
        "За да има място за играта от файла, тези завършени игри ще бъдат премахнати от „Твоите игри“:",
    ],
    ImportAndRemove => ["Import and remove these", "Importér og fjern disse", "Импортирай и премахни тези"],
    MovesCount => ["{n} moves", "{n} træk", "{n} хода"],
    NoGamesKept => ["No games kept yet: a game is kept from its first move.", "Ingen spil gemt endnu: et spil gemmes fra dets første træk.", "Още няма запазени игри: играта се пази от първия ѝ ход."],
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
    LinePromoted => [
        "This line is now the main line.",
        "Denne variant er nu hovedvarianten.",
        "Този вариант вече е основният.",
    ],
    LineDeleted => [
        "The moves from there on are deleted.",
        "Trækkene derfra og frem er slettet.",
        "Ходовете оттам нататък са изтрити.",
    ],
    LineRestored => ["The moves are back.", "Trækkene er tilbage.", "Ходовете са върнати."],
    // reviewing the game (a click in the move list, or Replay)
    ReviewPosition => ["After turn {n} of {total}", "Efter tur {n} af {total}", "След ход {n} от {total}"],
    ReviewStart => ["Start position ({total} turns)", "Startstilling ({total} ture)", "Начална позиция ({total} хода)"],
    ReviewNote => [
        "Reviewing: the board shows an earlier position and every move is kept.",
        "Gennemsyn: brættet viser en tidligere stilling, og alle træk bevares.",
        "Преглед: дъската показва по-ранна позиция и всички ходове се пазят.",
    ],
    ContinueHere => ["Continue from here", "Fortsæt herfra", "Продължи оттук"],
    ReviewNote2 => [
        "A move played here goes into a variation; the game's moves stay.",
        "Et træk her bliver en variant; spillets træk bliver.",
        "Ход, изигран тук, става вариант; ходовете на играта остават.",
    ],
    PlayReplay => ["Play", "Afspil", "Пусни"],
    PauseReplay => ["Pause", "Pause", "Пауза"],
    ReplaySpeed => ["Speed", "Hastighed", "Скорост"],
    SpeedSlow => ["Slow", "Langsom", "Бавно"],
    SpeedNormal => ["Normal", "Normal", "Нормално"],
    SpeedFast => ["Fast", "Hurtig", "Бързо"],
    MakeMainLine => ["Make main line", "Gør til hovedvariant", "Направи основен"],
    DeleteFromHere => ["Delete from here", "Slet herfra", "Изтрий оттук"],
    // the end of a game
    ResultMoves => ["{n} moves", "{n} træk", "{n} хода"],
    ResultOneMove => ["1 move", "1 træk", "1 ход"],
    ResultPoints => ["{n} points", "{n} point", "{n} точки"],
    PlayAgain => ["Play again", "Spil igen", "Играй пак"],
    NextLevel => ["Play level {n}", "Spil niveau {n}", "Играй ниво {n}"],
    ReplayRound => ["Replay the round", "Afspil runden igen", "Повтори рунда"],
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
        "Level 1 · Beginner: looks only at its own move, overlooks long ladders and leaves pegs behind.",
        "Niveau 1 · Begynder: ser kun på sit eget træk, overser lange stiger og glemmer brikker bagude.",
        "Ниво 1 · Начинаещ: гледа само своя ход, пропуска дълги стълби и забравя изостанали пулове.",
    ],
    Level2Desc => [
        "Level 2 · Casual: now and then thinks about your answer; misses long ladders.",
        "Niveau 2 · Let: tænker af og til over dit svar; overser lange stiger.",
        "Ниво 2 · Лесно: понякога мисли за вашия отговор; пропуска дълги стълби.",
    ],
    Level3Desc => [
        "Level 3 · Club player: weighs your answer to its move and sometimes plans its next; misses long ladders.",
        "Niveau 3 · Klubspiller: tænker over dit svar på sit træk og planlægger af og til sit næste; overser lange stiger.",
        "Ниво 3 · Клубен играч: обмисля отговора ви на хода си и понякога планира следващия; пропуска дълги стълби.",
    ],
    Level4Desc => [
        "Level 4 · Advanced: plans its next move in every other turn and misses a long ladder now and then.",
        "Niveau 4 · Øvet: planlægger sit næste træk hver anden gang og overser nu og da en lang stige.",
        "Ниво 4 · Напреднал: планира следващия си ход през ход и от време на време пропуска дълга стълба.",
    ],
    Level5Desc => [
        "Level 5 · Strong: plans two moves of its own, now and then three, and weighs your answer to each.",
        "Niveau 5 · Stærk: planlægger to egne træk, nu og da tre, og tænker over dit svar på hvert af dem.",
        "Ниво 5 · Силен: планира два свои хода, понякога три, и обмисля отговора ви на всеки от тях.",
    ],
    Level6Desc => [
        "Level 6 · Master: searches as deep as a second allows; the one that gives hints.",
        "Niveau 6 · Mester: regner så dybt, som et sekund tillader; det er den, der giver tips.",
        "Ниво 6 · Майстор: пресмята толкова дълбоко, колкото позволява секунда; той дава подсказките.",
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
        "Преместете десетте си пула от своя ъгъл в отсрещния; печели първият, който го запълни.\nХодът мести един пул: една стъпка до съседна празна дупка или поредица от скокове.\nСкокът прескача един съседен пул (от всеки цвят) в празната дупка точно зад него; можете да спрете след всеки скок.\nНищо не се взема. Пуловете в целта си остават там.\nЧужд пул във вашата цел може да бъде разменен, когато стъпите на него.",
    ],
    HowToColours => ["What the board shows", "Det viser brættet", "Какво показва дъската"],
    HowToSelected => ["ring: the peg you picked", "ring: den brik, du har valgt", "пръстен: избраният пул"],
    HowToStep => ["green dot: one step", "grøn prik: ét skridt", "зелена точка: една стъпка"],
    HowToHop => [
        "purple diamond: hops (pointing at it shows the path; a tap plays it and the peg follows the path)",
        "lilla rombe: spring (peger du på den, vises vejen; et tryk spiller det, og brikken følger vejen)",
        "лилав ромб: скокове (посочването показва пътя; докосване го играе и пулът минава по пътя)",
    ],
    HowToLastMove => [
        "yellow rings joined by a line: the last move, from where it started to where it ended",
        "gule ringe forbundet af en linje: det sidste træk, fra hvor det startede til hvor det endte",
        "жълти пръстени, свързани с линия: последният ход, откъдето е тръгнал докъдето е стигнал",
    ],
    HowToHint => ["dotted rings: the hint", "stiplede ringe: tippet", "пунктирани пръстени: подсказката"],
    HowToNames => ["Move names", "Trækkenes navne", "Имена на ходовете"],
    HowToNameList => [
        "A hole is named by its row, a letter from a at the top, and its place in the row, counted from 1 at the left: a1 is the top tip, e1–e13 the widest row. The Coordinates button shows them along the board.\nA move names the hole it starts from and the hole it ends on: n2-m2 is a step, d4-f6 may be a chain of hops (pointing at a move's name draws its whole path on the board).\nx marks a swap, where the other player's peg goes back to where yours came from: e6xd1, or g6-e6xc2 after hops.\nMarks after a move in a reviewed game: ?! an inaccuracy, ? a mistake, ?? a blunder.",
        "Et hul hedder sin række, et bogstav fra a øverst, og sin plads i rækken, talt fra 1 til venstre: a1 er den øverste spids, e1–e13 den bredeste række. Knappen Koordinater viser dem langs brættet.\nEt træk nævner hullet, det starter i, og hullet, det ender i: n2-m2 er et skridt, d4-f6 kan være en række spring (peger du på et træks navn, tegnes hele dets vej på brættet).\nx betyder et bytte, hvor den anden spillers brik går tilbage, hvor din kom fra: e6xd1, eller g6-e6xc2 efter spring.\nTegn efter et træk i et gennemgået spil: ?! en unøjagtighed, ? en fejl, ?? en bommert.",
        "Дупката се назовава с реда си, буква от a най-горе, и мястото си в реда, броено от 1 отляво: a1 е горният връх, e1–e13 е най-широкият ред. Бутонът „Координати“ ги показва около дъската.\nХодът назовава дупката, от която тръгва, и дупката, в която спира: n2-m2 е стъпка, d4-f6 може да е поредица от скокове (посочването на името на хода рисува целия му път на дъската).\nx отбелязва размяна, при която пулът на другия играч отива там, откъдето е дошъл вашият: e6xd1 или g6-e6xc2 след скокове.\nЗнаци след ход в прегледана игра: ?! неточност, ? грешка, ?? груба грешка.",
    ],
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
    LinkTooManyPasses => [
        "{n} passes in a row: a link holds at most 7",
        "{n} pas i træk: et link rummer højst 7",
        "{n} пропускания подред: връзката побира най-много 7",
    ],
    LinkIllegalMove => ["illegal move at move {n}", "ulovligt træk nr. {n}", "недопустим ход № {n}"],
    LinkCursor => [
        "current move {cursor} is beyond the {moves} moves recorded",
        "det aktuelle træk {cursor} ligger efter de {moves} gemte træk",
        "текущият ход {cursor} е след записаните ходове ({moves})",
    ],
    // a link read only in part
    LinkSalvaged => [
        "Only part of this link could be read ({detail}): the game opens with {kept} of its {recorded} moves.",
        "Kun en del af dette link kunne læses ({detail}): spillet åbner med {kept} af dets {recorded} træk.",
        "Само част от тази връзка можа да се прочете ({detail}): играта се отваря с {kept} от нейните {recorded} хода.",
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
    // analysis board and game review
    Analyse => ["Analyse", "Analysér", "Анализирай"],
    AnalysisHeading => ["Analysis", "Analyse", "Анализ"],
    AnalysisThinking => ["Thinking…", "Tænker …", "Мисли…"],
    AnalysisDepth => ["Depth {n}", "Dybde {n}", "Дълбочина {n}"],
    MovesToFinish => ["Moves to finish", "Træk til mål", "Ходове до финала"],
    SeatLeads => ["{name} leads by {n} moves", "{name} fører med {n} træk", "{name} води с {n} хода"],
    EvenRace => ["An even race", "Et lige løb", "Равна надпревара"],
    BestMoves => ["Best moves, with the lead at the end of their line", "Bedste træk med forspringet ved slutningen af deres linje", "Най-добри ходове с преднината в края на линията им"],
    BestLine => ["Best line: {line}", "Bedste linje: {line}", "Най-добра линия: {line}"],
    PlayMove => ["Play {move}", "Spil {move}", "Изиграй {move}"],
    ShowMove => ["Show {move} on the board (a second click plays it)", "Vis {move} på brættet (et klik mere spiller det)", "Покажи {move} на дъската (второ щракване го изиграва)"],
    LeadLeft => ["lead {n}", "forspring {n}", "преднина {n}"],
    BestMove => ["Best move", "Bedste træk", "Най-добър ход"],
    FullAnalysis => ["Full analysis", "Hele analysen", "Целият анализ"],
    RaceGraph => ["The race: moves to finish, round by round", "Løbet: træk til mål, runde for runde", "Надпревара: ходове до финала, рунд след рунд"],
    RaceGraphRounds => ["rounds", "runder", "рундове"],
    RaceGraphMoves => ["moves to finish", "træk til mål", "ходове до финала"],
    RaceGraphExplained => ["Each line is a player's estimated moves to finish, once a round, at its turn: lower is better. The vertical line marks the position on the board; click the graph to go to a round.", "Hver linje er en spillers anslåede træk til mål, én gang pr. runde, når det er dens tur: lavere er bedre. Den lodrette linje viser stillingen på brættet; klik på grafen for at gå til en runde.", "Всяка линия е оценката на играча за ходовете до финала, веднъж на рунд, когато е на ход: по-ниско е по-добре. Вертикалната линия отбелязва позицията на дъската; щракнете графиката, за да отидете на рунд."],
    ReviewGame => ["Review the game", "Gennemgå spillet", "Прегледай играта"],
    PauseReview => ["Pause the review", "Sæt gennemgangen på pause", "Спри прегледа"],
    ResumeReview => ["Resume the review", "Fortsæt gennemgangen", "Продължи прегледа"],
    ReviewProgress => ["Reviewed {done} of {total} moves", "{done} af {total} træk gennemgået", "Прегледани {done} от {total} хода"],
    ReviewDone => ["Review done", "Gennemgangen er færdig", "Прегледът е готов"],
    Accuracy => ["Accuracy {n}", "Præcision {n}", "Точност {n}"],
    AccuracyExplained => ["Accuracy: the mean over a player's moves of 100 × 2^−(moves lost): 100 for the best move, 50 for a move that loses one, 25 for two.", "Præcision: gennemsnittet over en spillers træk af 100 × 2^−(tabte træk): 100 for det bedste træk, 50 for et træk, der taber ét, 25 for to.", "Точност: средното по ходовете на играча на 100 × 2^−(загубени ходове): 100 за най-добрия ход, 50 за ход, който губи един, 25 за два."],
    MovesLost => ["{n} moves lost", "{n} træk tabt", "{n} загубени хода"],
    Costliest => ["Costliest moves", "Dyreste træk", "Най-скъпи ходове"],
    CostlyMove => ["Go to {move} ({verdict}, {n} moves lost)", "Gå til {move} ({verdict}, {n} træk tabt)", "Към {move} ({verdict}, {n} загубени хода)"],
    VerdictBest => ["Best", "Bedst", "Най-добър"],
    VerdictGood => ["Good", "Godt", "Добър"],
    VerdictInaccuracy => ["Inaccuracy", "Unøjagtighed", "Неточност"],
    VerdictMistake => ["Mistake", "Fejl", "Грешка"],
    VerdictBlunder => ["Blunder", "Bommert", "Груба грешка"],
    Judged => ["{move}: {verdict}, {n} moves lost", "{move}: {verdict}, {n} træk tabt", "{move}: {verdict}, {n} загубени хода"],
    LearnFromMistakes => ["Learn from your mistakes", "Lær af dine fejl", "Учи се от грешките си"],
    AnswerHidden => ["The best moves are hidden while you look for a better move", "De bedste træk er skjult, mens du leder efter et bedre træk", "Най-добрите ходове са скрити, докато търсите по-добър ход"],
    NoMistakes => ["No mistakes or blunders to learn from", "Ingen fejl eller bommerter at lære af", "Няма грешки, от които да се учите"],
    LearnFind => ["{name} made a mistake here ({n} of {total}); the peg that moved is marked. Find a better move", "{name} lavede en fejl her ({n} af {total}); brikken, der flyttede, er markeret. Find et bedre træk", "{name} сгреши тук ({n} от {total}); пулът, който се премести, е отбелязан. Намерете по-добър ход"],
    LearnChecking => ["Checking {move}…", "Tjekker {move} …", "Проверка на {move}…"],
    LearnGood => ["{move} is as good as the computer's best move", "{move} er lige så godt som computerens bedste træk", "{move} е толкова добър, колкото най-добрия ход на компютъра"],
    LearnNotGood => ["That loses {n} moves against the computer's best: try again.", "Det taber {n} træk mod computerens bedste: prøv igen.", "Това губи {n} хода спрямо най-добрия ход на компютъра: опитайте отново."],
    LearnPieceShown => ["The peg to move is marked.", "Brikken, der skal flyttes, er markeret.", "Пулът, който трябва да се премести, е отбелязан."],
    LearnMoveShown => ["The best move is shown: {move}.", "Det bedste træk er vist: {move}.", "Най-добрият ход е показан: {move}."],
    LearnSame => ["That is the move that was played: try another", "Det er det træk, der blev spillet: prøv et andet", "Това е изиграният ход: опитайте друг"],
    LearnAway => ["Back to the mistake", "Tilbage til fejlen", "Обратно към грешката"],
    LearnNext => ["Next mistake", "Næste fejl", "Следваща грешка"],
    LearnRetry => ["Try again", "Prøv igen", "Опитай отново"],
    LearnStop => ["Stop learning", "Stop med at lære", "Спри ученето"],
    // the Danish and Bulgarian texts are files of their own (`texts.rs`)
    TextsUnavailable => [
        "The texts in {language} could not be loaded, so the game stays in this language. Try again when you are online.",
        "Teksterne på {language} kunne ikke hentes, så spillet bliver på dette sprog. Prøv igen, når du er online.",
        "Текстовете на {language} не можаха да се заредят и играта остава на този език. Опитайте отново, когато сте онлайн.",
    ],
    // the puzzles (`src/app/train/puzzle_screen.rs`)
    Puzzles => ["Puzzles", "Opgaver", "Задачи"],
    PuzzleRating => ["Your puzzle rating: {n}", "Din opgaverating: {n}", "Вашият рейтинг в задачите: {n}"],
    PuzzleRatingChange => ["{n} ({change})", "{n} ({change})", "{n} ({change})"],
    PuzzleLoading => ["Loading the puzzles…", "Henter opgaverne …", "Зареждане на задачите…"],
    PuzzleUnavailable => ["The puzzles could not be loaded. Try again when you are online.", "Opgaverne kunne ikke hentes. Prøv igen, når du er online.", "Задачите не можаха да се заредят. Опитайте отново, когато сте онлайн."],
    PuzzleOfTheDay => ["Puzzle of the day", "Dagens opgave", "Задача на деня"],
    PuzzleNext => ["Next puzzle", "Næste opgave", "Следваща задача"],
    PuzzleTheme => ["Theme", "Tema", "Тема"],
    PuzzleAllThemes => ["All themes", "Alle temaer", "Всички теми"],
    PuzzleThemeChain => ["Longest chain", "Længste kæde", "Най-дълга верига"],
    PuzzleThemeFinish => ["Finish", "Afslutning", "Финал"],
    PuzzleThemeLadder => ["Ladder", "Stige", "Стълба"],
    PuzzleThemeBlock => ["Block", "Blokering", "Блокиране"],
    PuzzleThemeStraggler => ["Straggler", "Efternøler", "Изоставащ пул"],
    PuzzleThemeSwap => ["Swap", "Bytte", "Размяна"],
    PuzzleFind => ["Puzzle {id} ({rating}): find the best move for {colour}.", "Opgave {id} ({rating}): find det bedste træk for {colour}.", "Задача {id} ({rating}): намерете най-добрия ход за {colour}."],
    PuzzleRight => ["Right! Keep going.", "Rigtigt! Fortsæt.", "Правилно! Продължете."],
    PuzzleSolved => ["Solved!", "Løst!", "Решена!"],
    PuzzleFailed => ["That is not the best move.", "Det er ikke det bedste træk.", "Това не е най-добрият ход."],
    PuzzleFromGames => ["From your games", "Fra dine spil", "От вашите игри"],
    PuzzleNoOwn => ["None yet: review a game and press “Learn from your mistakes”.", "Ingen endnu: gennemgå et spil og tryk på “Lær af dine fejl”.", "Още няма: прегледайте игра и натиснете „Учи се от грешките си“."],
}
