//! The registry of games: one line per game, behind its Cargo feature. Everything a caller does
//! (the CLI, the WebAssembly bindings, the tests) goes through here to the game named in the
//! request; what each game implements is [`crate::core::Game`], and what is written once on top of
//! it (replay, the explain loop, sessions) is in `src/core/game/`.

use crate::core::document::{self, Fail, Glue, Key, Problem, Source};
use crate::core::error::check_len;
pub use crate::core::game::OptionSpec;
pub use crate::core::game::{
    Description, Explanation, ExplanationOf, GameRules, ImportedRecord, Judgement, LegalMove,
    Session,
};
pub use crate::core::request::{
    OptionValue, PieceInfo, PositionInfo, Request, RequestOptions, MAX_MOVE, MAX_MOVES,
    MAX_POSITION, MAX_RECORD,
};
use crate::core::Game;
use crate::core::{Error, Lang};
use crate::wire::Own;

/// The default perft budget of `game`: its description's `perft_budget`; for `chess`, chess's.
pub fn perft_budget(game: &str) -> u64 {
    match describe(game) {
        Ok(d) => d.perft_budget,
        #[cfg(any(feature = "all-games", feature = "chess"))]
        Err(_) if game.trim().eq_ignore_ascii_case("chess") => crate::chess::PERFT_BUDGET,
        Err(_) => 0,
    }
}

/// The error of a perft that ran out of its budget of leaf nodes.
pub fn perft_over_budget(budget: u64) -> Error {
    Error::perft_over_budget(budget)
}

/// A game of the registry: a [`Game`] whose answers the bindings write ([`crate::wire`]) and that
/// reads its moves and squares in documents ([`Glue`]).
pub trait RegisteredGame: Game<Details: Own> + Glue {}

impl<G: Game<Details: Own> + Glue> RegisteredGame for G {}

/// Something to do with one game's type, whichever the request names ([`GameKind::visit`]).
pub trait GameVisitor {
    type Out;
    fn visit<G: RegisteredGame>(self) -> Self::Out;
}

/// Something to do with a session, whichever its game ([`AnySession::visit`]).
pub trait SessionVisitor {
    type Out;
    fn visit<G: RegisteredGame>(self, session: &mut Session<G>) -> Self::Out;
}

/// The registry: for each game, its variant name, its name in requests (also its Cargo feature)
/// and the type that implements [`Game`]. A game is built with the feature `all-games` or its own;
/// a game left out of a build is refused with `game-not-built`.
macro_rules! registry {
    ($($variant:ident $module:ident $name:literal => $ty:ty;)*) => {
        /// Every game the engine knows (built into this package or not).
        pub const GAMES: &[&str] = &[$($name),*];

        /// The games of this build, at least one.
        const BUILT: &[&str] = &[$(#[cfg(any(feature = "all-games", feature = $name))] $name,)*];
        const _: () = assert!(!BUILT.is_empty(), "enable at least one game's Cargo feature");

        /// The games this build of the engine holds.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum GameKind {
            $(#[cfg(any(feature = "all-games", feature = $name))] $variant,)*
        }

        impl GameKind {
            /// The game of `name`; a game the engine knows but this build leaves out is
            /// `GameNotBuilt`.
            pub fn from_name(name: &str) -> Result<GameKind, Error> {
                match name.trim().to_ascii_lowercase().as_str() {
                    $(
                        #[cfg(any(feature = "all-games", feature = $name))]
                        $name => Ok(GameKind::$variant),
                        #[cfg(not(any(feature = "all-games", feature = $name)))]
                        $name => Err(Error::GameNotBuilt { game: $name }),
                    )*
                    _ => Err(Error::UnknownGame {
                        name: name.chars().take(32).collect(),
                        known: GAMES,
                    }),
                }
            }

            /// Calls `v` with the game's type.
            pub fn visit<V: GameVisitor>(self, v: V) -> V::Out {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] GameKind::$variant => v.visit::<$ty>(),)*
                }
            }

            /// Every game of this build.
            pub fn all() -> Vec<GameKind> {
                vec![$(#[cfg(any(feature = "all-games", feature = $name))] GameKind::$variant,)*]
            }
        }

        /// A verdict of any game, in the one shape ([`Judgement`]).
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug)]
        pub enum AnyJudgement {
            $(#[cfg(any(feature = "all-games", feature = $name))] $variant(Judgement<<$ty as Game>::Details>),)*
        }

        impl AnyJudgement {
            pub fn legal(&self) -> bool {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] AnyJudgement::$variant(v) => v.legal,)*
                }
            }

            pub fn rule(&self) -> Option<&'static str> {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] AnyJudgement::$variant(v) => v.rule,)*
                }
            }

            pub fn message(&self) -> &str {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] AnyJudgement::$variant(v) => &v.message,)*
                }
            }

            /// The squares to highlight: the move's own, then those the reason involves.
            pub fn squares(&self) -> &[std::borrow::Cow<'static, str>] {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] AnyJudgement::$variant(v) => &v.squares,)*
                }
            }
        }

        /// Written as the game's judgement is.
        impl serde::Serialize for AnyJudgement {
            fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] AnyJudgement::$variant(v) => v.serialize(out),)*
                }
            }
        }

        /// A chapter of a document read in game `kind` and replayed, its tries judged, with the
        /// problems found (`(line, column, message)`).
        fn chapter_of(
            kind: GameKind,
            source: &Source,
            lang: Lang,
        ) -> Result<(Chapter, Vec<(usize, usize, String)>), Fail> {
            match kind {
                $(#[cfg(any(feature = "all-games", feature = $name))]
                GameKind::$variant => {
                    let draft = document::draft::<$ty>(source, <$ty as Game>::SPACED_MOVES, lang)?;
                    let (chapter, problems) = document::resolve::<$ty>(draft, lang)?;
                    Ok((chapter.map(AnyJudgement::$variant), problems))
                })*
            }
        }

        /// An explanation of any game, its rows in the one shape ([`ExplanationOf`]).
        #[derive(Clone, Debug)]
        pub enum AnyExplanation {
            $(#[cfg(any(feature = "all-games", feature = $name))] $variant(ExplanationOf<$ty>),)*
        }

        /// A game with state across calls, of any game.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug)]
        pub enum AnySession {
            $(#[cfg(any(feature = "all-games", feature = $name))] $variant(Session<$ty>),)*
        }

        impl AnySession {
            /// Opens the request's game and replays its history.
            pub fn open(req: &Request) -> Result<AnySession, Error> {
                match GameKind::from_name(&req.game)? {
                    $(#[cfg(any(feature = "all-games", feature = $name))]
                    GameKind::$variant => Ok(AnySession::$variant(Session::open(req)?)),)*
                }
            }

            /// Calls `v` with the session.
            pub fn visit<V: SessionVisitor>(&mut self, v: V) -> V::Out {
                match self {
                    $(#[cfg(any(feature = "all-games", feature = $name))] AnySession::$variant(s) => v.visit(s),)*
                }
            }
        }

        /// May `mv` be played after the request's moves? The verdict of the game the request
        /// names, in the one shape (the game's own [`GameRules::validate_move`] gives its type).
        pub fn validate_move(req: &Request, mv: &str) -> Result<AnyJudgement, Error> {
            check_len(mv, MAX_MOVE, "the move")?;
            match kind(req)? {
                $(#[cfg(any(feature = "all-games", feature = $name))]
                GameKind::$variant => Ok(AnyJudgement::$variant(<$ty>::validate_move(req, mv)?)),)*
            }
        }

        /// Every move of the request's history with its verdict, and how the game stands, in the
        /// game the request names (the game's own [`GameRules::explain`] gives its type).
        pub fn explain(req: &Request) -> Result<AnyExplanation, Error> {
            match kind(req)? {
                $(#[cfg(any(feature = "all-games", feature = $name))]
                GameKind::$variant => Ok(AnyExplanation::$variant(<$ty>::explain(req)?)),)*
            }
        }
    };
}

// The games are listed once, in `with_games!` (src/lib.rs).
with_games!(registry);

/// The game a request names (built into this package), its sizes checked.
pub fn kind(req: &Request) -> Result<GameKind, Error> {
    let kind = GameKind::from_name(&req.game)?;
    req.check_sizes()?;
    Ok(kind)
}

struct LegalMoves<'a>(&'a Request);
impl GameVisitor for LegalMoves<'_> {
    type Out = Result<Vec<String>, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        <G as GameRules>::legal_moves(self.0)
    }
}

/// The legal moves of the side to move after the request's moves.
pub fn legal_moves(req: &Request) -> Result<Vec<String>, Error> {
    kind(req)?.visit(LegalMoves(req))
}

struct ParsePosition<'a>(&'a str);
impl GameVisitor for ParsePosition<'_> {
    type Out = Result<PositionInfo, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        G::read_position(self.0)
    }
}

/// Reads a position text and writes it back with its pieces.
pub fn parse_position(game: &str, text: &str) -> Result<PositionInfo, Error> {
    check_len(text, MAX_POSITION, "the position text")?;
    GameKind::from_name(game)?.visit(ParsePosition(text))
}

struct ImportRecord<'a>(&'a str, Lang);
impl GameVisitor for ImportRecord<'_> {
    type Out = Result<ImportedRecord, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        G::read_record(self.0, self.1)
    }
}

/// Reads a game record in any format the game reads (its description's `records`: Gravon's
/// StraDoS2 XML for Stratego; PGN, DhtmlXQ, UCCI, FEN and moves, move lists for Xiangqi; PGN for
/// Bogenschach) into a position and moves; errors in English ([`import_record_in`]).
pub fn import_record(game: &str, text: &str) -> Result<ImportedRecord, Error> {
    import_record_in(game, text, Lang::En)
}

/// [`import_record`] whose `bad-record` errors are written in `lang`.
pub fn import_record_in(game: &str, text: &str, lang: Lang) -> Result<ImportedRecord, Error> {
    check_len(text, MAX_RECORD, "the game record")?;
    GameKind::from_name(game)?.visit(ImportRecord(text, lang))
}

/// How [`export_record`] writes a record.
#[derive(Clone, Debug, Default)]
pub struct ExportOptions {
    /// The move notation, where the format lets the game choose (Xiangqi's PGN: `iccs` by
    /// default, `wxf`, `chinese`, `chinese-traditional`).
    pub notation: Option<String>,
    /// Adds the engine's verdicts as comments: the arbiter's report of the record (`explain` in
    /// `report` mode), each rule event after the move it falls on (a repetition, a perpetual check
    /// or chase, the ruling that a side must vary, a refused move played on, the end of the
    /// game), and how the game stands where a move no piece can make cuts the report short.
    pub verdicts: bool,
    /// The language of the verdicts.
    pub lang: Lang,
}

struct ExportRecord<'a>(&'a ImportedRecord, &'a str, &'a ExportOptions);
impl GameVisitor for ExportRecord<'_> {
    type Out = Result<String, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        let (record, format, opts) = (self.0, self.1, self.2);
        if !opts.verdicts {
            return G::write_record(record, format, opts.notation.as_deref());
        }
        // An arbiter's report: every recorded move judged, a refused one played on where the
        // board allows it, each rule event on the move it falls on.
        let req = Request {
            game: G::NAME.to_string(),
            position: Some(record.position.clone()),
            moves: record.moves.clone(),
            lang: opts.lang,
            mode: Some(crate::core::game::Mode::Report.id().into()),
            ..Request::default()
        };
        let mut req = req;
        // The moves the verdicts name, in the record's notation where the game has that option.
        if let Some(n) = &opts.notation {
            if G::OPTIONS
                .iter()
                .any(|o| o.name == "notation" && o.choices.contains(&n.as_str()))
            {
                req.options.set("notation", OptionValue::Text(n.clone()));
            }
        }
        let explanation = <G as GameRules>::explain(&req)?;
        let mut with = record.clone();
        let mut ended = false;
        for row in &explanation.rows {
            let after = row.ply.map_or(0, |p| p + 1);
            // a refused move the board cannot play on: the report stops at it, its verdict says why
            if !row.legal && !row.events.iter().any(|e| e.kind == "violation") {
                ended = true;
                with.comments.push(crate::core::game::RecordComment {
                    after,
                    text: format!("arbiter: {} {}", row.label, row.message),
                });
            }
            for event in &row.events {
                ended |= event.kind == "end";
                with.comments.push(crate::core::game::RecordComment {
                    after,
                    text: verdict_comment(&row.label, event),
                });
            }
        }
        // How the game stands where no event said it: a report cut short by a move that cannot be
        // read, or a game over before the first move.
        use crate::core::game::Standing;
        let result = &explanation.result;
        if !ended && (result.over() || result.reason() == Some("record-error")) {
            if let Some(text) = result.message() {
                with.comments.push(crate::core::game::RecordComment {
                    after: explanation.rows.len(),
                    text: format!("arbiter: {text}"),
                });
            }
        }
        with.comments.sort_by_key(|c| c.after);
        G::write_record(&with, format, opts.notation.as_deref())
    }
}

/// A rule event of the report as a record's comment: `arbiter: ` and the event's message (a
/// refused move's with its label first, as the move table writes it).
fn verdict_comment(label: &str, event: &crate::core::game::Event) -> String {
    if event.kind == "violation" {
        format!("arbiter: {label} {}", event.message)
    } else {
        format!("arbiter: {}", event.message)
    }
}

/// Writes a record of `game` in `format` (one of its description's `recordsWritten`): the
/// record's position, moves, tags, comments and result, with the engine's verdicts as comments
/// when asked.
pub fn export_record(
    game: &str,
    format: &str,
    record: &ImportedRecord,
    opts: &ExportOptions,
) -> Result<String, Error> {
    GameKind::from_name(game)?.visit(ExportRecord(record, format, opts))
}

struct NewRecord<'a>(&'a str, Vec<String>);
impl GameVisitor for NewRecord<'_> {
    type Out = Result<ImportedRecord, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        let req = Request {
            game: G::NAME.to_string(),
            position: Some(self.0.to_string()),
            ..Request::default()
        };
        let start = <G as GameRules>::explain(&req)?.start;
        let mut record = ImportedRecord::new(G::NAME, "", start);
        record.moves = self.1;
        Ok(record)
    }
}

/// A record of `game` holding `position` (blank: the game's start, read as `explain` reads it)
/// and `moves`, nothing else said yet (`format` empty): what [`export_record`] writes for a game
/// that was not read from a record (the JS `exportRecord` of a board's position and moves).
pub fn new_record(game: &str, position: &str, moves: Vec<String>) -> Result<ImportedRecord, Error> {
    check_len(position, MAX_POSITION, "the position text")?;
    GameKind::from_name(game)?.visit(NewRecord(position, moves))
}

struct Perft<'a>(&'a str, u32, u64);
impl GameVisitor for Perft<'_> {
    type Out = Result<u64, Error>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        G::perft(self.0, self.1, self.2)
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` from `position` (blank: the start), the
/// standard check of a move generator against other engines; at most [`perft_budget`] of them.
/// Besides the games, `chess`.
pub fn perft(game: &str, position: &str, depth: u32) -> Result<u64, Error> {
    perft_within(game, position, depth, perft_budget(game))
}

/// The deepest `perft` any caller may ask for: each ply is a frame of the native stack, so a depth
/// without a bound could overflow it whatever the budget; deeper is refused with `bad-request`.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// [`perft`] that counts at most `budget` leaf nodes and refuses with `budget-exceeded` beyond.
/// A depth over [`MAX_PERFT_DEPTH`] is refused with `bad-request`.
#[cfg_attr(
    not(any(feature = "all-games", feature = "chess")),
    allow(unused_variables)
)]
pub fn perft_within(game: &str, position: &str, depth: u32, budget: u64) -> Result<u64, Error> {
    if depth > MAX_PERFT_DEPTH {
        return Err(Error::BadRequest {
            field: "depth",
            reason: format!("{depth} is deeper than {MAX_PERFT_DEPTH}, the deepest perft counted"),
        });
    }
    check_len(position, MAX_POSITION, "the position text")?;
    #[cfg(not(any(feature = "all-games", feature = "chess")))]
    if game.trim().eq_ignore_ascii_case("chess") {
        return Err(Error::GameNotBuilt { game: "chess" });
    }
    #[cfg(any(feature = "all-games", feature = "chess"))]
    if game.trim().eq_ignore_ascii_case("chess") {
        let pos = match position.trim() {
            "" => crate::chess::Position::start(),
            fen => crate::chess::Position::from_fen(fen)?,
        };
        return crate::chess::perft_within(&pos, depth, budget).ok_or(perft_over_budget(budget));
    }
    GameKind::from_name(game)?.visit(Perft(position, depth, budget))
}

struct Options;
impl GameVisitor for Options {
    type Out = &'static [OptionSpec];
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        G::OPTIONS
    }
}

/// The options `game` reads (none for a game this build does not hold).
pub fn option_specs(game: &str) -> &'static [OptionSpec] {
    GameKind::from_name(game).map_or(&[], |k| k.visit(Options))
}

struct Describe;
impl GameVisitor for Describe {
    type Out = Description;
    fn visit<G: RegisteredGame>(self) -> Description {
        G::describe()
    }
}

/// The description of a game (board, regions, pieces, rulesets, options, notations).
pub fn describe(game: &str) -> Result<Description, Error> {
    Ok(GameKind::from_name(game)?.visit(Describe))
}

/// The descriptions of every game of this build.
pub fn describe_all() -> Vec<Description> {
    GameKind::all()
        .into_iter()
        .map(|k| k.visit(Describe))
        .collect()
}

/// Whether a game's move strings contain spaces (a Bogenschach turn is `@e5 Nf3`), so that lists
/// of them are separated by `;` rather than by spaces.
pub fn turns_have_spaces(game: &str) -> bool {
    GameKind::from_name(game).is_ok_and(|k| k.visit(SpacedMoves))
}

struct SpacedMoves;
impl GameVisitor for SpacedMoves {
    type Out = bool;
    fn visit<G: RegisteredGame>(self) -> bool {
        G::SPACED_MOVES
    }
}

/// Splits a list of moves written as one string: by `;`, `,` and line breaks, and also by spaces
/// for games whose moves have none.
pub fn split_moves(game: &str, text: &str) -> Vec<String> {
    crate::core::request::split_moves(turns_have_spaces(game), text)
}

/// A chapter of a document, each try with the engine's verdict.
pub type Chapter = document::Chapter<AnyJudgement>;
/// A document read ([`read_document`]): its chapters and the problems found in them.
pub type Document = document::Document<AnyJudgement>;

/// Reads an annotated example document (docs/documents.md; also an earlier `key: value` example
/// file, as one chapter): each chapter replayed in its game and each try judged by the engine, in
/// `lang`. A try the engine judges otherwise than its author wrote is a [`Problem`]; a document
/// that cannot be read (a syntax fault, an unknown command or game, a move the position does not
/// allow ...) is `bad-document` with the line, column and chapter, in `lang`.
///
/// ```
/// use arbiter::api;
/// use arbiter::core::Lang;
///
/// let text = r#"[Game "stratego"]
/// [Position "10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"]
/// [Title "The chase along a row"]
/// [Title.de "Verfolgung entlang einer Reihe"]
///
/// {Red's Colonel chases Blue's Major.}
/// 1. B2-B3 B4-C4 2. B3-C3 {[%cal RC3C4] [%csl YC4]} C4-D4 3. C3-D3 D4-C4
/// 4. D3-C3 C4-B4 {[%try C3-B3 refused more-squares] [%try C3-C4 legal]} *
/// "#;
/// let doc = api::read_document(text, Lang::En)?;
/// let chapter = &doc.chapters[0];
/// assert_eq!((chapter.game, chapter.moves.len()), ("stratego", 8));
/// assert_eq!(chapter.title.get(Lang::De), Some("Verfolgung entlang einer Reihe"));
/// let last = chapter.annotations.last().unwrap();
/// assert_eq!(last.after, 8);
/// assert_eq!(last.tries[0].verdict.rule(), Some("more-squares"));
/// assert!(doc.problems.is_empty());
///
/// // a move the position does not allow: bad-document, with its place
/// let err = api::read_document("[Game \"stratego\"]\n1. B2-B3", Lang::En).unwrap_err();
/// assert_eq!(err.code(), "bad-document");
/// # Ok::<(), arbiter::core::Error>(())
/// ```
pub fn read_document(text: &str, lang: Lang) -> Result<Document, Error> {
    check_len(text, MAX_RECORD, "the document")?;
    let sources = document::sources(text, lang)?;
    let mut doc = Document {
        chapters: Vec::with_capacity(sources.len()),
        problems: Vec::new(),
    };
    for (i, source) in sources.iter().enumerate() {
        let Some((name, place)) = source.game() else {
            let games = crate::core::i18n::join(GAMES, ", ");
            return Err(Fail::new(Key::NoGame, source.start(), &[&games], lang).into_error(i, lang));
        };
        let kind =
            GameKind::from_name(&document::game_name(name, &tag_names())).map_err(|e| match e {
                Error::UnknownGame { .. } => {
                    let games = crate::core::i18n::join(GAMES, ", ");
                    Fail::new(
                        Key::UnknownGame,
                        place,
                        &[&document::quoted(name), &games],
                        lang,
                    )
                    .into_error(i, lang)
                }
                other => other,
            })?;
        let (chapter, problems) =
            chapter_of(kind, source, lang).map_err(|f| f.into_error(i, lang))?;
        doc.problems
            .extend(problems.into_iter().map(|(line, column, message)| Problem {
                chapter: i,
                line,
                column,
                message,
            }));
        doc.chapters.push(chapter);
    }
    Ok(doc)
}

/// Each game's name and the other names a `Game` tag may give it ([`document::Glue::TAG_NAMES`]).
fn tag_names() -> Vec<(&'static str, &'static [&'static str])> {
    struct Names;
    impl GameVisitor for Names {
        type Out = (&'static str, &'static [&'static str]);
        fn visit<G: RegisteredGame>(self) -> Self::Out {
            (G::NAME, <G as document::Glue>::TAG_NAMES)
        }
    }
    GAMES
        .iter()
        .filter_map(|g| GameKind::from_name(g).ok())
        .map(|k| k.visit(Names))
        .collect()
}

struct WriteChapter<'a, V>(&'a document::Chapter<V>);
impl<V> GameVisitor for WriteChapter<'_, V> {
    type Out = String;
    fn visit<G: RegisteredGame>(self) -> String {
        document::write_chapter::<G, V>(self.0)
    }
}

/// Writes chapters as a document's text ([`read_document`] reads it back to the same chapters:
/// position, moves, tags, titles, texts, comments, shapes, tries; the verdicts are the engine's,
/// judged again when read). A chapter of a game this build does not hold is refused.
///
/// ```
/// use arbiter::api;
/// use arbiter::core::Lang;
///
/// let doc = api::read_document("game: stratego\nposition: 10/10/10/10/10/10/10/10/1O8/10 r\n\
///     moves: B2-B3\nvary: A10-A9\ntitle.en: One step\n", Lang::En)?;
/// let text = api::write_document(&doc.chapters)?;
/// assert!(text.starts_with("[Game \"stratego\"]"), "{text}");
/// let again = api::read_document(&text, Lang::En)?;
/// assert_eq!(again.chapters[0].written(), doc.chapters[0].written());
/// # Ok::<(), arbiter::core::Error>(())
/// ```
pub fn write_document<V>(chapters: &[document::Chapter<V>]) -> Result<String, Error> {
    let mut out = String::new();
    for (i, c) in chapters.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&GameKind::from_name(c.game)?.visit(WriteChapter(c)));
    }
    Ok(out)
}
