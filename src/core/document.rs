//! Annotated example documents (docs/documents.md): one or more chapters, each a position, moves,
//! what the author says about them in each language, arrows and marked squares, and moves for the
//! reader to try with the verdict the author expects. The syntax is PGN's, read by the shared
//! reader ([`crate::core::movetext`]); the earlier `key: value` example files are read as documents
//! of one chapter. This module knows no game: each game resolves its own move tokens and squares
//! ([`Glue`]), and [`resolve`] replays a chapter and judges its tries with the game's rules.

use crate::core::game::{judgement, Game, Judgement};
use crate::core::i18n::fill;
use crate::core::movetext::{self, Cursor, ItemKind, Movetext};
use crate::core::request::{Request, MAX_MOVES};
use crate::core::{Error, Lang};

/// A text in each language the author wrote it in (English, German, Chinese in simplified and in
/// traditional characters), in the order of [`Lang::ALL`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts(pub [Option<String>; 4]);

fn lang_index(lang: Lang) -> usize {
    lang.pick(0, 1, 2, 3)
}

impl Texts {
    /// The text in `lang`, if written.
    pub fn get(&self, lang: Lang) -> Option<&str> {
        self.0.get(lang_index(lang)).and_then(|t| t.as_deref())
    }

    /// Adds `text` in `lang`: a second text in one language is a further paragraph.
    pub fn add(&mut self, lang: Lang, text: &str) {
        if let Some(slot) = self.0.get_mut(lang_index(lang)) {
            match slot {
                Some(old) => {
                    old.push_str("\n\n");
                    old.push_str(text);
                }
                None => *slot = Some(text.to_string()),
            }
        }
    }

    /// Sets the text in `lang`, replacing any.
    pub fn set(&mut self, lang: Lang, text: &str) {
        if let Some(slot) = self.0.get_mut(lang_index(lang)) {
            *slot = Some(text.to_string());
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }

    /// The texts written, with their languages.
    pub fn iter(&self) -> impl Iterator<Item = (Lang, &str)> {
        Lang::ALL
            .into_iter()
            .zip(self.0.iter())
            .filter_map(|(l, t)| t.as_deref().map(|t| (l, t)))
    }
}

/// The colour of a shape: its first letter in the commands, its name in answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    Green,
    Red,
    Yellow,
    Blue,
}

impl Color {
    pub fn id(self) -> &'static str {
        match self {
            Color::Green => "green",
            Color::Red => "red",
            Color::Yellow => "yellow",
            Color::Blue => "blue",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Color::Green => 'G',
            Color::Red => 'R',
            Color::Yellow => 'Y',
            Color::Blue => 'B',
        }
    }

    fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'G' => Some(Color::Green),
            'R' => Some(Color::Red),
            'Y' => Some(Color::Yellow),
            'B' => Some(Color::Blue),
            _ => None,
        }
    }
}

/// An arrow from one square to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: String,
    pub to: String,
    pub color: Color,
}

/// A marked square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub square: String,
    pub color: Color,
}

/// A short text (at most [`MAX_LABEL`] characters) on a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub square: String,
    pub text: String,
    pub color: Color,
}

/// The most characters a label holds.
pub const MAX_LABEL: usize = 3;

/// The verdict the author expects of a try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Refused,
    Legal,
}

impl Expect {
    pub fn id(self) -> &'static str {
        match self {
            Expect::Refused => "refused",
            Expect::Legal => "legal",
        }
    }
}

/// A move for the reader to try, with the verdict the author expects (`rule`: the rule id that
/// refuses it, where the author names one) and the engine's verdict `V`; `line` and `column`
/// where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try<V> {
    pub mv: String,
    pub expect: Expect,
    pub rule: Option<String>,
    pub verdict: V,
    pub line: usize,
    pub column: usize,
}

/// What stands after `after` moves (0: before the first): a comment, shapes, tries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation<V> {
    pub after: usize,
    pub comment: Texts,
    pub arrows: Vec<Arrow>,
    pub squares: Vec<Mark>,
    pub labels: Vec<Label>,
    pub tries: Vec<Try<V>>,
}

impl<V> Annotation<V> {
    fn new(after: usize) -> Annotation<V> {
        Annotation {
            after,
            comment: Texts::default(),
            arrows: Vec::new(),
            squares: Vec::new(),
            labels: Vec::new(),
            tries: Vec::new(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.comment.is_empty()
            && self.arrows.is_empty()
            && self.squares.is_empty()
            && self.labels.is_empty()
            && self.tries.is_empty()
    }
}

/// One example: the game, its ruleset (`None`: the game's default), the start position (the
/// game's text of it), the moves (as the game's API reads them), the tags the format does not
/// read itself, the title and text per language, whether the board asks the tries as questions,
/// and the annotations, sorted by `after`. `V`: a try's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter<V> {
    pub game: &'static str,
    pub rules: Option<String>,
    pub position: String,
    pub moves: Vec<String>,
    pub tags: Vec<(String, String)>,
    pub title: Texts,
    pub text: Texts,
    pub quiz: bool,
    pub annotations: Vec<Annotation<V>>,
}

impl<V> Chapter<V> {
    /// The chapter with each try's verdict mapped by `f`.
    pub fn map<W>(self, mut f: impl FnMut(V) -> W) -> Chapter<W> {
        Chapter {
            game: self.game,
            rules: self.rules,
            position: self.position,
            moves: self.moves,
            tags: self.tags,
            title: self.title,
            text: self.text,
            quiz: self.quiz,
            annotations: self
                .annotations
                .into_iter()
                .map(|a| Annotation {
                    after: a.after,
                    comment: a.comment,
                    arrows: a.arrows,
                    squares: a.squares,
                    labels: a.labels,
                    tries: a
                        .tries
                        .into_iter()
                        .map(|t| Try {
                            mv: t.mv,
                            expect: t.expect,
                            rule: t.rule,
                            verdict: f(t.verdict),
                            line: t.line,
                            column: t.column,
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    /// What the author wrote, without the engine's verdicts and the places of the tries: two
    /// readings of one example (a document and the text written from it) give the same.
    pub fn written(&self) -> Chapter<()>
    where
        V: Clone,
    {
        let mut plain = self.clone().map(|_| ());
        for a in &mut plain.annotations {
            for t in &mut a.tries {
                t.line = 0;
                t.column = 0;
            }
        }
        plain
    }
}

/// A try the engine judges otherwise than its author wrote: an author's error, shown, not a
/// refusal of the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The chapter (0-based).
    pub chapter: usize,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A document read: its chapters and the problems found in them.
#[derive(Clone, Debug)]
pub struct Document<V> {
    pub chapters: Vec<Chapter<V>>,
    pub problems: Vec<Problem>,
}

/// What a game resolves itself in a document: its squares, and how its moves are written in move
/// text (each game implements it in its `document.rs`; the defaults suit a game whose move is one
/// token).
pub trait Glue {
    /// The comment commands the game reads before a move, besides the format's own.
    const COMMANDS: &'static [&'static str] = &[];

    /// The tag a writer gives the start position (`Position`; `FEN` where PGN tools read one).
    const POSITION_TAG: &'static str = "Position";

    /// Other names of the game in a `Game` tag, in lower case, as other programs write them.
    const TAG_NAMES: &'static [&'static str] = &[];

    /// The square `text` names (in either case), as the game's answers write it; `None` for no
    /// square of its board.
    fn square(text: &str) -> Option<String>;

    /// Takes a move token of the move text: `Ok(Some(move))` a move of the history (as the game's
    /// API reads it), `Ok(None)` a part of one kept in `pending` until the rest comes; `Err` why
    /// not, in `lang`.
    fn token(
        pending: &mut Option<String>,
        token: &str,
        lang: Lang,
    ) -> Result<Option<String>, String> {
        let _ = (pending, lang);
        Ok(Some(token.to_string()))
    }

    /// Takes the comment command `name` (one of [`Glue::COMMANDS`]) with its arguments.
    fn command(
        pending: &mut Option<String>,
        name: &str,
        args: &str,
        lang: Lang,
    ) -> Result<(), String> {
        let _ = (pending, name, args, lang);
        Ok(())
    }

    /// A tag the game reads itself (`name` in lower case): the entry it adds after the moves.
    fn tag(name: &str, value: &str) -> Option<String> {
        let _ = (name, value);
        None
    }

    /// A move of the history as move text: the comment commands written before it (none by
    /// default) and its token.
    fn write(mv: &str) -> (Option<String>, String) {
        (None, mv.to_string())
    }

    /// An entry after the moves that the game writes as a tag instead (Bogenschach's shoot-out).
    fn tag_of(mv: &str) -> Option<(&'static str, String)> {
        let _ = mv;
        None
    }
}

/// The messages of the document reader ({0}, {1} ...: the arguments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    NoChapter,
    NoGame,
    UnknownGame,
    BadTagName,
    BadLang,
    BadQuiz,
    UnknownCommand,
    BadSquare,
    BadColour,
    LongLabel,
    BadShape,
    BadTry,
    BadMove,
    Illegal,
    BadTryMove,
    MoveAfterResult,
    Unfinished,
    #[cfg(feature = "key-value")]
    BadLine,
    #[cfg(not(feature = "key-value"))]
    KeyValue,
    #[cfg(feature = "key-value")]
    BadAfter,
    BadSetup,
    TooManyMoves,
    ExpectedLegal,
    ExpectedRefused,
    OtherRule,
}

impl Key {
    /// The message template in `lang`.
    pub fn template(self, lang: Lang) -> &'static str {
        use Key::*;
        match self {
            NoChapter => lang.pick(
                "the document holds no chapter",
                "das Dokument enthält kein Kapitel",
                "文档中没有任何章节",
                "文件中沒有任何章節",
            ),
            NoGame => lang.pick(
                "the chapter names no game: add a tag [Game \"...\"] naming one of {0}",
                "das Kapitel nennt kein Spiel: ergänzen Sie ein Tag [Game \"...\"] mit einem von {0}",
                "本章没有指明棋种：请加上标签 [Game \"...\"]，棋种为 {0} 之一",
                "本章沒有指明棋種：請加上標籤 [Game \"...\"]，棋種為 {0} 之一",
            ),
            UnknownGame => lang.pick(
                "unknown game {0}: the games are {1}",
                "unbekanntes Spiel {0}: die Spiele sind {1}",
                "未知的棋种 {0}：可用的有 {1}",
                "未知的棋種 {0}：可用的有 {1}",
            ),
            BadTagName => lang.pick(
                "{0} is no tag name of this format: a tag name holds letters, digits and dots",
                "{0} ist kein Tag-Name dieses Formats: ein Tag-Name besteht aus Buchstaben, Ziffern und Punkten",
                "{0} 不是本格式的标签名：标签名只含字母、数字和点",
                "{0} 不是本格式的標籤名：標籤名只含字母、數字和點",
            ),
            BadLang => lang.pick(
                "unknown language {0}: write en, de, zh (or zh-Hans) or zh-Hant",
                "unbekannte Sprache {0}: schreiben Sie en, de, zh (oder zh-Hans) oder zh-Hant",
                "未知的语言 {0}：请写 en、de、zh（或 zh-Hans）或 zh-Hant",
                "未知的語言 {0}：請寫 en、de、zh（或 zh-Hans）或 zh-Hant",
            ),
            BadQuiz => lang.pick(
                "the tag Quiz is yes or no, not {0}",
                "das Tag Quiz ist yes oder no, nicht {0}",
                "标签 Quiz 的值是 yes 或 no，而不是 {0}",
                "標籤 Quiz 的值是 yes 或 no，而不是 {0}",
            ),
            UnknownCommand => lang.pick(
                "unknown command [%{0}]: the commands are lang, cal, csl, lbl, try{1}",
                "unbekannter Befehl [%{0}]: die Befehle sind lang, cal, csl, lbl, try{1}",
                "未知的命令 [%{0}]：可用的命令有 lang、cal、csl、lbl、try{1}",
                "未知的命令 [%{0}]：可用的命令有 lang、cal、csl、lbl、try{1}",
            ),
            BadSquare => lang.pick(
                "{0} is not a square of this board",
                "{0} ist kein Feld dieses Bretts",
                "{0} 不是本棋盘上的格子",
                "{0} 不是本棋盤上的格子",
            ),
            BadColour => lang.pick(
                "unknown colour {0}: G green, R red, Y yellow, B blue",
                "unbekannte Farbe {0}: G grün, R rot, Y gelb, B blau",
                "未知的颜色 {0}：G 绿、R 红、Y 黄、B 蓝",
                "未知的顏色 {0}：G 綠、R 紅、Y 黃、B 藍",
            ),
            LongLabel => lang.pick(
                "the label {0} is longer than 3 characters",
                "die Beschriftung {0} ist länger als 3 Zeichen",
                "标注 {0} 超过 3 个字符",
                "標注 {0} 超過 3 個字元",
            ),
            BadShape => lang.pick(
                "[%{0} {1}] cannot be read: write a colour letter and the squares, such as Gb2b3 (an arrow), Gb2 (a square), Gb2:A (a label)",
                "[%{0} {1}] ist nicht lesbar: schreiben Sie einen Farbbuchstaben und die Felder, etwa Gb2b3 (Pfeil), Gb2 (Feld), Gb2:A (Beschriftung)",
                "[%{0} {1}] 无法读取：请写颜色字母和格子，例如 Gb2b3（箭头）、Gb2（格子）、Gb2:A（标注）",
                "[%{0} {1}] 無法讀取：請寫顏色字母和格子，例如 Gb2b3（箭頭）、Gb2（格子）、Gb2:A（標注）",
            ),
            BadTry => lang.pick(
                "[%try {0}] cannot be read: write [%try MOVE refused RULE], [%try MOVE refused] or [%try MOVE legal]",
                "[%try {0}] ist nicht lesbar: schreiben Sie [%try ZUG refused REGEL], [%try ZUG refused] oder [%try ZUG legal]",
                "[%try {0}] 无法读取：请写 [%try 着法 refused 规则]、[%try 着法 refused] 或 [%try 着法 legal]",
                "[%try {0}] 無法讀取：請寫 [%try 著法 refused 規則]、[%try 著法 refused] 或 [%try 著法 legal]",
            ),
            BadMove => lang.pick(
                "the move {0} cannot be read: {1}",
                "der Zug {0} ist nicht lesbar: {1}",
                "着法 {0} 无法读取：{1}",
                "著法 {0} 無法讀取：{1}",
            ),
            Illegal => lang.pick(
                "the move {0} cannot be played here: {1}",
                "der Zug {0} ist hier nicht möglich: {1}",
                "着法 {0} 在此处不能走：{1}",
                "著法 {0} 在此處不能走：{1}",
            ),
            BadTryMove => lang.pick(
                "the try {0} cannot be read: {1}",
                "der Versuch {0} ist nicht lesbar: {1}",
                "试走的着法 {0} 无法读取：{1}",
                "試走的著法 {0} 無法讀取：{1}",
            ),
            MoveAfterResult => lang.pick(
                "the move {0} stands after the chapter's result: start a new chapter with a tag",
                "der Zug {0} steht nach dem Ergebnis des Kapitels: beginnen Sie ein neues Kapitel mit einem Tag",
                "着法 {0} 位于本章结果之后：请用标签开始新的一章",
                "著法 {0} 位於本章結果之後：請用標籤開始新的一章",
            ),
            Unfinished => lang.pick(
                "the move begun with {0} has no end",
                "der mit {0} begonnene Zug wird nicht beendet",
                "以 {0} 开始的着法没有完成",
                "以 {0} 開始的著法沒有完成",
            ),
            #[cfg(feature = "key-value")]
            BadLine => lang.pick(
                "{0} is no key: value line",
                "{0} ist keine Zeile key: value",
                "{0} 不是 key: value 形式的行",
                "{0} 不是 key: value 形式的行",
            ),
            #[cfg(not(feature = "key-value"))]
            KeyValue => lang.pick(
                "this is an earlier key: value example file, which this engine package does not read: the full package reads it, and the command arbiter document convert writes it as a document",
                "dies ist eine frühere Beispieldatei key: value, die dieses Engine-Paket nicht liest: das vollständige Paket liest sie, und der Befehl arbiter document convert schreibt sie als Dokument",
                "这是早期的 key: value 示例文件，本引擎包不读取它：完整的引擎包可以读取，命令 arbiter document convert 可把它写成文档",
                "這是早期的 key: value 範例檔案，本引擎套件不讀取它：完整的引擎套件可以讀取，命令 arbiter document convert 可把它寫成文件",
            ),
            #[cfg(feature = "key-value")]
            BadAfter => lang.pick(
                "after {0}: no move of the chapter has this label",
                "after {0}: kein Zug des Kapitels hat diese Bezeichnung",
                "after {0}：本章没有这个标号的着法",
                "after {0}：本章沒有這個標號的著法",
            ),
            BadSetup => lang.pick(
                "the chapter's game cannot be set up: {0}",
                "das Spiel des Kapitels lässt sich nicht aufstellen: {0}",
                "本章的棋局无法摆出：{0}",
                "本章的棋局無法擺出：{0}",
            ),
            TooManyMoves => lang.pick(
                "the chapter has more than {0} moves",
                "das Kapitel hat mehr als {0} Züge",
                "本章的着法超过 {0} 步",
                "本章的著法超過 {0} 步",
            ),
            ExpectedLegal => lang.pick(
                "the try {0} is written as legal, but the engine refuses it: {1}",
                "der Versuch {0} ist als erlaubt angegeben, doch die Engine lehnt ihn ab: {1}",
                "试走 {0} 被写为合法，但引擎判定不合法：{1}",
                "試走 {0} 被寫為合法，但引擎判定不合法：{1}",
            ),
            ExpectedRefused => lang.pick(
                "the try {0} is written as refused, but the engine allows it",
                "der Versuch {0} ist als abgelehnt angegeben, doch die Engine erlaubt ihn",
                "试走 {0} 被写为不合法，但引擎判定合法",
                "試走 {0} 被寫為不合法，但引擎判定合法",
            ),
            OtherRule => lang.pick(
                "the try {0} is written as refused by {1}, but the engine refuses it by {2}: {3}",
                "der Versuch {0} ist als nach {1} abgelehnt angegeben, doch die Engine lehnt ihn nach {2} ab: {3}",
                "试走 {0} 被写为依 {1} 不合法，但引擎依 {2} 判定不合法：{3}",
                "試走 {0} 被寫為依 {1} 不合法，但引擎依 {2} 判定不合法：{3}",
            ),
        }
    }
}

/// Why a chapter cannot be read, where: the message in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fail {
    pub line: usize,
    pub column: usize,
    pub reason: String,
}

impl Fail {
    /// The fault `key` with its arguments at `line`, `column`, in `lang`.
    pub fn new(key: Key, (line, column): Place, args: &[&str], lang: Lang) -> Fail {
        Fail {
            line,
            column,
            reason: fill(key.template(lang), args),
        }
    }

    /// The engine's error: `bad-document` in `chapter`.
    pub fn into_error(self, chapter: usize, lang: Lang) -> Error {
        Error::BadDocument {
            line: self.line,
            column: self.column,
            chapter,
            reason: self.reason,
            lang,
        }
    }
}

/// A 1-based line and column.
pub type Place = (usize, usize);

/// A chapter as written, before its game is known.
#[derive(Clone, Debug)]
pub enum Source {
    /// Tag pairs and move text; `start`: where the chapter begins.
    Pgn { text: Movetext, start: Place },
    /// An earlier `key: value` example file: its fields with their lines, and its `#` lines.
    #[cfg(feature = "key-value")]
    Fields {
        fields: Vec<(String, String, usize)>,
        notes: Vec<String>,
    },
}

impl Source {
    /// The game the chapter names, with where; `None` when it names none.
    pub fn game(&self) -> Option<(&str, Place)> {
        match self {
            Source::Pgn { text, .. } => text
                .tags
                .iter()
                .zip(&text.tag_places)
                .find(|((n, _), _)| n.eq_ignore_ascii_case("game"))
                .map(|((_, v), p)| (v.as_str(), *p)),
            #[cfg(feature = "key-value")]
            Source::Fields { fields, .. } => fields
                .iter()
                .find(|(k, ..)| k.eq_ignore_ascii_case("game"))
                .map(|(_, v, line)| (v.as_str(), (*line, 1))),
        }
    }

    /// Where the chapter begins.
    pub fn start(&self) -> Place {
        match self {
            Source::Pgn { start, .. } => *start,
            #[cfg(feature = "key-value")]
            Source::Fields { fields, .. } => fields.first().map_or((1, 1), |f| (f.2, 1)),
        }
    }
}

/// The game's name in a document's `Game` tag as the registry names it: in lower case, or the
/// game whose [`Glue::TAG_NAMES`] hold it (`known`: each game's name and its other names).
pub fn game_name(tag: &str, known: &[(&'static str, &'static [&'static str])]) -> String {
    let name = tag.trim().to_ascii_lowercase();
    known
        .iter()
        .find(|(_, others)| others.contains(&name.as_str()))
        .map_or(name, |(game, _)| (*game).to_string())
}

/// The language a document names (`en`, `de`, `zh`, `zh-Hans`, `zh-Hant`, `zh.hant`; any case).
pub fn doc_lang(tag: &str) -> Option<Lang> {
    match tag.trim().to_ascii_lowercase().replace('-', ".").as_str() {
        "en" => Some(Lang::En),
        "de" => Some(Lang::De),
        "zh" | "zh.hans" => Some(Lang::ZhHans),
        "zh.hant" => Some(Lang::ZhHant),
        _ => None,
    }
}

/// The suffix a tag or key gives `lang` (`de`, `zh`, `zh.hant`; empty for English).
pub fn lang_suffix(lang: Lang) -> &'static str {
    lang.pick("", "de", "zh", "zh.hant")
}

/// Whether `text` is an earlier `key: value` example file: its first line that is neither blank
/// nor a `#` comment is `key: value`, or there is a `#` comment before it.
fn is_fields(text: &str) -> bool {
    for line in text.lines() {
        let line = line.trim_start_matches('\u{feff}').trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with('#') {
            return true;
        }
        return line
            .split_once(':')
            .is_some_and(|(k, _)| key_shaped(k.trim()));
    }
    false
}

/// A key or tag name: a letter, then letters, digits and dots (`title.zh.hant`).
fn key_shaped(k: &str) -> bool {
    k.starts_with(|c: char| c.is_ascii_alphabetic())
        && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
}

/// The chapters of a document, as written: each a tag section with its move text, or, for an
/// earlier `key: value` file, the one chapter of its fields. Faults of the syntax are
/// `bad-document` in `lang`.
pub fn sources(text: &str, lang: Lang) -> Result<Vec<Source>, Error> {
    let fault = |f: movetext::Fault, chapter: usize| {
        let args: Vec<&str> = f.args.iter().map(String::as_str).collect();
        Error::BadDocument {
            line: f.line,
            column: f.column,
            chapter,
            reason: fill(f.kind.template(lang), &args),
            lang,
        }
    };
    movetext::check_text(text).map_err(|f| fault(f, 0))?;
    if is_fields(text) {
        #[cfg(feature = "key-value")]
        return fields(text, lang).map(|s| vec![s]);
        #[cfg(not(feature = "key-value"))]
        return Err(Fail::new(Key::KeyValue, (1, 1), &[], lang).into_error(0, lang));
    }
    let mut cur = Cursor::new(text);
    let mut out = Vec::new();
    loop {
        cur.skip_space();
        if cur.peek().is_none() {
            break;
        }
        let start = (cur.line, cur.column);
        let m = movetext::read_game(&mut cur).map_err(|f| fault(f, out.len()))?;
        out.push(Source::Pgn { text: m, start });
    }
    if out.is_empty() {
        return Err(Fail::new(Key::NoChapter, (1, 1), &[], lang).into_error(0, lang));
    }
    Ok(out)
}

/// An earlier `key: value` file's fields (`#` lines kept as notes).
#[cfg(feature = "key-value")]
fn fields(text: &str, lang: Lang) -> Result<Source, Error> {
    let mut fields = Vec::new();
    let mut notes = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_start_matches('\u{feff}').trim();
        if line.is_empty() {
            continue;
        }
        if let Some(note) = line.strip_prefix('#') {
            notes.push(note.trim().to_string());
            continue;
        }
        match line.split_once(':') {
            Some((k, v)) if key_shaped(k.trim()) => {
                fields.push((k.trim().to_string(), v.trim().to_string(), i + 1));
            }
            _ => {
                let shown =
                    crate::core::error::q(&line.chars().take(40).collect::<String>()).to_string();
                return Err(
                    Fail::new(Key::BadLine, (i + 1, 1), &[&shown], lang).into_error(0, lang)
                );
            }
        }
    }
    Ok(Source::Fields { fields, notes })
}

/// A chapter read by its game's [`Glue`], not yet replayed: the chapter (its `game` and
/// `position` still as written), where its parts are, and the tries placed after a move's label
/// (`after 6a:` of the earlier files), placed when the chapter is replayed.
#[derive(Clone, Debug)]
pub struct Draft {
    pub chapter: Chapter<()>,
    pub position: Option<(String, Place)>,
    pub rules_place: Place,
    pub move_places: Vec<Place>,
    #[cfg(feature = "key-value")]
    pub by_label: Vec<(String, Try<()>)>,
}

/// Caller text quoted for a message (at most 64 characters of it).
pub fn quoted(text: &str) -> String {
    crate::core::error::q(&text.chars().take(64).collect::<String>()).to_string()
}

/// Reads `source` as a chapter of the game whose [`Glue`] is `G` (`spaced`: its moves hold spaces).
pub fn draft<G: Glue>(source: &Source, spaced: bool, lang: Lang) -> Result<Draft, Fail> {
    #[cfg(not(feature = "key-value"))]
    let _ = spaced;
    match source {
        Source::Pgn { text, start } => draft_pgn::<G>(text, *start, lang),
        #[cfg(feature = "key-value")]
        Source::Fields { fields, notes } => draft_fields(fields, notes, spaced, lang),
    }
}

fn empty_chapter() -> Chapter<()> {
    Chapter {
        game: "",
        rules: None,
        position: String::new(),
        moves: Vec::new(),
        tags: Vec::new(),
        title: Texts::default(),
        text: Texts::default(),
        quiz: false,
        annotations: Vec::new(),
    }
}

/// The annotation after `after` moves (the last one, as they are made in order).
fn at(annotations: &mut Vec<Annotation<()>>, after: usize) -> &mut Annotation<()> {
    let fresh = annotations.last().is_none_or(|a| a.after != after);
    if fresh {
        annotations.push(Annotation::new(after));
    }
    let last = annotations.len() - 1;
    &mut annotations[last]
}

/// A comment's text without its commands, white space run together, a blank line kept as the
/// start of a paragraph (`\n\n`).
fn comment_text(comment: &str) -> String {
    let mut plain = String::new();
    let mut rest = comment;
    while let Some(open) = movetext::command_at(rest) {
        plain.push_str(rest.get(..open).unwrap_or(""));
        let body = rest.get(open..).unwrap_or("");
        rest = body
            .find(']')
            .map_or("", |end| body.get(end + 1..).unwrap_or(""));
    }
    plain.push_str(rest);
    paragraphs(&plain)
}

/// `text` with white space run together and blank lines as paragraph breaks (`\n\n`).
pub fn paragraphs(text: &str) -> String {
    let mut out = Vec::new();
    let mut para = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            if !para.is_empty() {
                out.push(crate::core::i18n::join(&para, " "));
                para.clear();
            }
            continue;
        }
        para.extend(line.split_whitespace());
    }
    if !para.is_empty() {
        out.push(crate::core::i18n::join(&para, " "));
    }
    crate::core::i18n::join(&out, "\n\n")
}

fn draft_pgn<G: Glue>(m: &Movetext, start: Place, lang: Lang) -> Result<Draft, Fail> {
    let mut d = Draft {
        chapter: empty_chapter(),
        position: None,
        rules_place: start,
        move_places: Vec::new(),
        #[cfg(feature = "key-value")]
        by_label: Vec::new(),
    };
    let c = &mut d.chapter;
    let mut chapter_lang = Lang::En;
    let mut tail = None;
    for ((name, value), &place) in m.tags.iter().zip(&m.tag_places) {
        if !key_shaped(name) {
            return Err(Fail::new(Key::BadTagName, place, &[&quoted(name)], lang));
        }
        let lower = name.to_ascii_lowercase();
        match lower.as_str() {
            "game" => {}
            "rules" => {
                c.rules = Some(value.trim().to_string()).filter(|r| !r.is_empty());
                d.rules_place = place;
            }
            "position" | "fen" => d.position = Some((value.trim().to_string(), place)),
            "quiz" => c.quiz = quiz(value, place, lang)?,
            "lang" => {
                chapter_lang = doc_lang(value)
                    .ok_or_else(|| Fail::new(Key::BadLang, place, &[&quoted(value)], lang))?
            }
            "title" => c.title.set(Lang::En, &paragraphs(value)),
            _ if lower.starts_with("title.") => {
                let l = doc_lang(lower.get(6..).unwrap_or(""))
                    .ok_or_else(|| Fail::new(Key::BadLang, place, &[&quoted(name)], lang))?;
                c.title.set(l, &paragraphs(value));
            }
            _ => match G::tag(&lower, value) {
                Some(mv) => tail = Some((mv, place)),
                None => c.tags.push((name.clone(), value.clone())),
            },
        }
    }
    let mut pending: Option<String> = None;
    let mut pending_place = start;
    let mut ended = false;
    for item in &m.items {
        let place = (item.line, item.column);
        match item.kind {
            ItemKind::Result => ended = true,
            ItemKind::Move => {
                if ended {
                    return Err(Fail::new(
                        Key::MoveAfterResult,
                        place,
                        &[&quoted(&item.text)],
                        lang,
                    ));
                }
                if pending.is_none() {
                    pending_place = place;
                }
                let mv = G::token(&mut pending, &item.text, lang).map_err(|why| {
                    Fail::new(Key::BadMove, place, &[&quoted(&item.text), &why], lang)
                })?;
                if let Some(mv) = mv {
                    if c.moves.len() >= MAX_MOVES {
                        return Err(Fail::new(
                            Key::TooManyMoves,
                            place,
                            &[&MAX_MOVES.to_string()],
                            lang,
                        ));
                    }
                    c.moves.push(mv);
                    d.move_places.push(pending_place);
                }
            }
            ItemKind::Comment => {
                let after = c.moves.len();
                let mut text_lang = chapter_lang;
                let mut note = Annotation::new(after);
                for (name, args) in movetext::commands(&item.text) {
                    match name {
                        "lang" => {
                            text_lang = doc_lang(args).ok_or_else(|| {
                                Fail::new(Key::BadLang, place, &[&quoted(args)], lang)
                            })?
                        }
                        "cal" | "csl" | "lbl" => shapes::<G>(&mut note, name, args, place, lang)?,
                        "try" => {
                            let t = read_try(args, place, lang)?;
                            note.tries.push(t);
                        }
                        _ if G::COMMANDS.contains(&name) => {
                            if pending.is_none() {
                                pending_place = place;
                            }
                            G::command(&mut pending, name, args, lang).map_err(|why| Fail {
                                line: place.0,
                                column: place.1,
                                reason: why,
                            })?
                        }
                        _ => {
                            let sep = lang.pick(", ", ", ", "、", "、");
                            let mut more = String::new();
                            for extra in G::COMMANDS {
                                more.push_str(sep);
                                more.push_str(extra);
                            }
                            return Err(Fail::new(
                                Key::UnknownCommand,
                                place,
                                &[name, &more],
                                lang,
                            ));
                        }
                    }
                }
                let text = comment_text(&item.text);
                if !text.is_empty() {
                    if after == 0 {
                        c.text.add(text_lang, &text);
                    } else {
                        note.comment.add(text_lang, &text);
                    }
                }
                if !note.is_empty() {
                    merge(&mut c.annotations, note);
                }
            }
        }
    }
    if let Some(p) = pending {
        return Err(Fail::new(
            Key::Unfinished,
            pending_place,
            &[&quoted(&p)],
            lang,
        ));
    }
    if let Some((mv, place)) = tail {
        // what stands after the last move stands after the entry the tag adds (the shoot-out's
        // result ends the game: nothing is tried between)
        let n = c.moves.len();
        for a in c.annotations.iter_mut().filter(|a| a.after == n) {
            a.after = n + 1;
        }
        c.moves.push(mv);
        d.move_places.push(place);
    }
    Ok(d)
}

/// Adds `note` to the annotations (after the same move as the last one: into it).
fn merge(annotations: &mut Vec<Annotation<()>>, note: Annotation<()>) {
    let a = at(annotations, note.after);
    for (l, t) in note.comment.iter() {
        a.comment.add(l, t);
    }
    a.arrows.extend(note.arrows);
    a.squares.extend(note.squares);
    a.labels.extend(note.labels);
    a.tries.extend(note.tries);
}

fn quiz(value: &str, place: Place, lang: Lang) -> Result<bool, Fail> {
    match value.trim().to_ascii_lowercase().as_str() {
        "yes" | "true" | "1" => Ok(true),
        "no" | "false" | "0" | "" => Ok(false),
        _ => Err(Fail::new(Key::BadQuiz, place, &[&quoted(value)], lang)),
    }
}

/// The shapes of a `[%cal ...]`, `[%csl ...]` or `[%lbl ...]` command, onto `note`.
fn shapes<G: Glue>(
    note: &mut Annotation<()>,
    name: &str,
    args: &str,
    place: Place,
    lang: Lang,
) -> Result<(), Fail> {
    let bad = || Fail::new(Key::BadShape, place, &[name, args], lang);
    let square = |text: &str| {
        G::square(text).ok_or_else(|| Fail::new(Key::BadSquare, place, &[&quoted(text)], lang))
    };
    for part in args
        .split([',', ' ', '\t', '\n', '\r'])
        .filter(|p| !p.is_empty())
    {
        let mut chars = part.chars();
        let letter = chars.next().ok_or_else(bad)?;
        let color = Color::from_letter(letter).ok_or_else(|| {
            Fail::new(Key::BadColour, place, &[&quoted(&letter.to_string())], lang)
        })?;
        let rest = chars.as_str();
        match name {
            "cal" => {
                // two squares, each a letter and digits: the second begins at the next letter
                let split = rest
                    .char_indices()
                    .skip(1)
                    .find(|(_, c)| c.is_ascii_alphabetic())
                    .map(|(i, _)| i)
                    .ok_or_else(bad)?;
                let (from, to) = (rest.get(..split), rest.get(split..));
                let (Some(from), Some(to)) = (from, to) else {
                    return Err(bad());
                };
                note.arrows.push(Arrow {
                    from: square(from)?,
                    to: square(to)?,
                    color,
                });
            }
            "csl" => note.squares.push(Mark {
                square: square(rest)?,
                color,
            }),
            _ => {
                let (sq, text) = rest.split_once(':').ok_or_else(bad)?;
                if text.is_empty() {
                    return Err(bad());
                }
                if text.chars().count() > MAX_LABEL {
                    return Err(Fail::new(Key::LongLabel, place, &[&quoted(text)], lang));
                }
                note.labels.push(Label {
                    square: square(sq)?,
                    text: text.to_string(),
                    color,
                });
            }
        }
    }
    Ok(())
}

/// A `[%try MOVE refused RULE]` (`MOVE` in double quotes when it holds a space).
fn read_try(args: &str, place: Place, lang: Lang) -> Result<Try<()>, Fail> {
    let bad = || Fail::new(Key::BadTry, place, &[args], lang);
    let args = args.trim();
    let (mv, rest) = match args.strip_prefix('"') {
        Some(q) => q.split_once('"').ok_or_else(bad)?,
        None => args.split_once(char::is_whitespace).unwrap_or((args, "")),
    };
    let mv = mv.trim();
    let words: Vec<&str> = rest.split_whitespace().collect();
    let (expect, rule) = match words.as_slice() {
        ["refused"] => (Expect::Refused, None),
        ["refused", rule] => (Expect::Refused, Some(rule.to_string())),
        ["legal"] => (Expect::Legal, None),
        _ => return Err(bad()),
    };
    if mv.is_empty() {
        return Err(bad());
    }
    Ok(Try {
        mv: mv.to_string(),
        expect,
        rule,
        verdict: (),
        line: place.0,
        column: place.1,
    })
}

/// The tag name an earlier file's key becomes: its first letter in capitals (`source`: `Source`).
#[cfg(feature = "key-value")]
fn tag_name(key: &str) -> String {
    let mut chars = key.chars();
    chars.next().map_or(String::new(), |c| {
        c.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// The tag an earlier file's `#` lines become.
#[cfg(feature = "key-value")]
pub const NOTE_TAG: &str = "Note";

#[cfg(feature = "key-value")]
fn draft_fields(
    fields: &[(String, String, usize)],
    notes: &[String],
    spaced: bool,
    lang: Lang,
) -> Result<Draft, Fail> {
    let mut d = Draft {
        chapter: empty_chapter(),
        position: None,
        rules_place: fields.first().map_or((1, 1), |f| (f.2, 1)),
        move_places: Vec::new(),
        #[cfg(feature = "key-value")]
        by_label: Vec::new(),
    };
    let c = &mut d.chapter;
    if !notes.is_empty() {
        c.tags
            .push((NOTE_TAG.to_string(), crate::core::i18n::join(notes, " ")));
    }
    let mut tries: Vec<(Option<String>, Try<()>)> = Vec::new();
    for (key, value, line) in fields {
        let place = (*line, 1);
        let lower = key.to_ascii_lowercase();
        match lower.as_str() {
            "game" => {}
            "rules" => {
                c.rules = Some(value.clone()).filter(|r| !r.is_empty());
                d.rules_place = place;
            }
            "position" => d.position = Some((value.clone(), place)),
            "moves" => {
                // a move's parts one space apart, as a document's move text gives them
                c.moves = crate::core::request::split_moves(spaced, value)
                    .iter()
                    .map(|m| one_spaced(m))
                    .collect();
                if c.moves.len() > MAX_MOVES {
                    return Err(Fail::new(
                        Key::TooManyMoves,
                        place,
                        &[&MAX_MOVES.to_string()],
                        lang,
                    ));
                }
                d.move_places = vec![place; c.moves.len()];
            }
            "forbidden" | "vary" => {
                let (after, rest) = match value.strip_prefix("after ") {
                    Some(r) => {
                        let (label, rest) = r.split_once(':').ok_or_else(|| {
                            Fail::new(Key::BadLine, place, &[&quoted(value)], lang)
                        })?;
                        (Some(label.trim().to_string()), rest)
                    }
                    None => (None, value.as_str()),
                };
                let (mv, rule) = match rest.split_once("=>") {
                    Some((mv, rule)) => (mv.trim(), Some(rule.trim().to_string())),
                    None => (rest.trim(), None),
                };
                let expect = if lower == "vary" {
                    Expect::Legal
                } else {
                    Expect::Refused
                };
                tries.push((
                    after,
                    Try {
                        mv: one_spaced(mv),
                        expect,
                        rule,
                        verdict: (),
                        line: place.0,
                        column: place.1,
                    },
                ));
            }
            "quiz" => c.quiz = quiz(value, place, lang)?,
            _ => {
                let (base, suffix) = lower.split_once('.').unwrap_or((lower.as_str(), ""));
                let texts = match base {
                    "title" => Some(&mut c.title),
                    "text" => Some(&mut c.text),
                    _ => None,
                };
                match texts {
                    Some(texts) => {
                        let l = if suffix.is_empty() {
                            Lang::En
                        } else {
                            doc_lang(suffix).ok_or_else(|| {
                                Fail::new(Key::BadLang, place, &[&quoted(key)], lang)
                            })?
                        };
                        texts.set(l, &paragraphs(value));
                    }
                    None => c.tags.push((tag_name(key), value.clone())),
                }
            }
        }
    }
    let n = c.moves.len();
    for (after, t) in tries {
        match after {
            None => merge(&mut c.annotations, with_try(n, t)),
            Some(label) => match label.parse::<usize>() {
                Ok(k) if k <= n => merge(&mut c.annotations, with_try(k, t)),
                _ => d.by_label.push((label, t)),
            },
        }
    }
    c.annotations.sort_by_key(|a| a.after);
    Ok(d)
}

/// `text`'s words one space apart.
#[cfg(feature = "key-value")]
fn one_spaced(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    crate::core::i18n::join(&words, " ")
}

#[cfg(feature = "key-value")]
fn with_try(after: usize, t: Try<()>) -> Annotation<()> {
    let mut a = Annotation::new(after);
    a.tries.push(t);
    a
}

/// The problems a chapter's replay found: `(line, column, message)`.
pub type Found = Vec<(usize, usize, String)>;

/// A chapter replayed in a game whose verdicts' details are `D`, and the problems found.
pub type Resolved<D> = (Chapter<Judgement<D>>, Found);

/// Replays a draft's moves in game `G` and judges each try in the position after its `after`
/// moves, in `lang`: the chapter with its verdicts, and the problems (tries the engine judges
/// otherwise than the author wrote: `(line, column, message)`). A move that cannot be read or
/// played, a position or ruleset the game does not have, a try that cannot be read, is a [`Fail`].
pub fn resolve<G: Game>(d: Draft, lang: Lang) -> Result<Resolved<G::Details>, Fail> {
    let Draft {
        chapter,
        position,
        rules_place,
        move_places,
        #[cfg(feature = "key-value")]
        mut by_label,
    } = d;
    let req = Request {
        game: G::NAME.to_string(),
        rules: chapter.rules.clone(),
        position: position.as_ref().map(|p| p.0.clone()),
        lang,
        ..Request::default()
    };
    let setup_place = match (&position, chapter.rules.is_some()) {
        (Some((_, p)), false) => *p,
        _ => rules_place,
    };
    let mut game = G::open(&req, req.position_text())
        .map_err(|e| Fail::new(Key::BadSetup, setup_place, &[&e.to_string()], lang))?;
    let mut problems = Vec::new();
    let start = game.start_text();
    let mut notes = chapter.annotations.into_iter().peekable();
    let mut out: Vec<Annotation<Judgement<G::Details>>> = Vec::new();
    let n = chapter.moves.len();
    for ply in 0..=n {
        // the annotation after `ply` moves, with the tries placed after the label of move `ply`
        #[cfg_attr(not(feature = "key-value"), allow(unused_mut))]
        let mut note = match notes.next_if(|a| a.after == ply) {
            Some(a) => a,
            None => Annotation::new(ply),
        };
        #[cfg(feature = "key-value")]
        if ply > 0 && !by_label.is_empty() {
            let label = out_label(&mut by_label, ply);
            note.tries.extend(label);
        }
        let mut judged = Vec::with_capacity(note.tries.len());
        for t in note.tries {
            let place = (t.line, t.column);
            let mv = game.read_candidate(&t.mv).map_err(|e| {
                Fail::new(
                    Key::BadTryMove,
                    place,
                    &[&quoted(&t.mv), &e.to_string()],
                    lang,
                )
            })?;
            let v = judgement(&game, &mv, lang).map_err(|e| {
                Fail::new(
                    Key::BadTryMove,
                    place,
                    &[&quoted(&t.mv), &e.to_string()],
                    lang,
                )
            })?;
            if let Some(problem) = mismatch(&t, &v, lang) {
                problems.push((t.line, t.column, problem));
            }
            judged.push(Try {
                mv: t.mv,
                expect: t.expect,
                rule: t.rule,
                verdict: v,
                line: t.line,
                column: t.column,
            });
        }
        let note = Annotation {
            after: note.after,
            comment: note.comment,
            arrows: note.arrows,
            squares: note.squares,
            labels: note.labels,
            tries: judged,
        };
        if !note.is_empty() {
            out.push(note);
        }
        let Some(text) = chapter.moves.get(ply) else {
            break;
        };
        let place = move_places.get(ply).copied().unwrap_or(rules_place);
        #[cfg(feature = "key-value")]
        {
            let label = game.label();
            for (l, _) in by_label.iter_mut() {
                if *l == label {
                    // the move's label: its tries go after it (marked by the ply, 1-based, then read)
                    *l = format!("\u{0}{}", ply + 1);
                }
            }
        }
        let mv = game
            .read_move(text)
            .map_err(|e| Fail::new(Key::BadMove, place, &[&quoted(text), &e.to_string()], lang))?;
        let played = game
            .play(&mv, ply + 1 == n)
            .map_err(|e| Fail::new(Key::Illegal, place, &[&quoted(text), &e.to_string()], lang))?;
        if let Err(refusal) = played {
            let why = judgement(&game, &mv, lang)
                .ok()
                .filter(|j| !j.legal)
                .map_or(refusal.reason, |j| j.message);
            return Err(Fail::new(Key::Illegal, place, &[&quoted(text), &why], lang));
        }
    }
    #[cfg(feature = "key-value")]
    if let Some((label, t)) = by_label.into_iter().next() {
        let shown = label.trim_start_matches('\u{0}');
        return Err(Fail::new(
            Key::BadAfter,
            (t.line, t.column),
            &[&quoted(shown)],
            lang,
        ));
    }
    Ok((
        Chapter {
            game: G::NAME,
            rules: chapter.rules,
            position: start,
            moves: chapter.moves,
            tags: chapter.tags,
            title: chapter.title,
            text: chapter.text,
            quiz: chapter.quiz,
            annotations: out,
        },
        problems,
    ))
}

/// The tries placed after move `ply` by its label (marked when the move was played), taken out of
/// `by_label`.
#[cfg(feature = "key-value")]
fn out_label(by_label: &mut Vec<(String, Try<()>)>, ply: usize) -> Vec<Try<()>> {
    let mark = format!("\u{0}{ply}");
    let mut taken = Vec::new();
    let mut i = 0;
    while i < by_label.len() {
        if by_label.get(i).is_some_and(|(l, _)| *l == mark) {
            taken.push(by_label.remove(i).1);
        } else {
            i += 1;
        }
    }
    taken
}

/// Why the engine's verdict `v` on a try is not the one its author wrote, if it is not.
fn mismatch<D>(t: &Try<()>, v: &Judgement<D>, lang: Lang) -> Option<String> {
    let mv = quoted(&t.mv);
    match (t.expect, v.legal) {
        (Expect::Legal, false) => Some(fill(Key::ExpectedLegal.template(lang), &[&mv, &v.message])),
        (Expect::Refused, true) => Some(fill(Key::ExpectedRefused.template(lang), &[&mv])),
        (Expect::Refused, false) => match (&t.rule, v.rule) {
            (Some(want), got) if Some(want.as_str()) != got => Some(fill(
                Key::OtherRule.template(lang),
                &[&mv, want, got.unwrap_or("-"), &v.message],
            )),
            _ => None,
        },
        (Expect::Legal, true) => None,
    }
}

/// A tag pair as written: `"` and `\` escaped, line breaks as spaces.
fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// A comment's text as written inside `{...}`: a paragraph break as a blank line; a `}` (which
/// PGN cannot escape inside a comment) as `)`.
fn comment_body(text: &str) -> String {
    text.replace('}', ")")
}

/// The comments of `texts`: English first without a language command, the others with theirs;
/// each word apart, so that lines wrap inside a comment, and [`BREAK`] between paragraphs.
fn push_texts(words: &mut Vec<String>, texts: &Texts) {
    for (lang, text) in texts.iter() {
        let mut first = match lang {
            Lang::En => "{".to_string(),
            _ => format!("{{[%lang {}] ", lang_tag(lang)),
        };
        let start = words.len();
        for para in text.split("\n\n") {
            if words.len() > start && para.split_whitespace().next().is_some() {
                words.push(BREAK.to_string());
            }
            for w in para.split_whitespace() {
                words.push(format!("{first}{}", comment_body(w)));
                first.clear();
            }
        }
        if words.len() > start {
            if let Some(last) = words.last_mut() {
                last.push('}');
            }
        }
    }
}

/// A paragraph break in the words a writer wraps into lines ([`movetext::wrap_words`]): a blank line.
const BREAK: &str = "\n";

/// The language as a document writes it.
fn lang_tag(lang: Lang) -> &'static str {
    lang.pick("en", "de", "zh", "zh-Hant")
}

/// The commands of an annotation's shapes and tries, as one comment (none when it has none).
fn commands_comment<V>(a: &Annotation<V>) -> Option<String> {
    let mut parts = Vec::new();
    if !a.arrows.is_empty() {
        let list: Vec<String> = a
            .arrows
            .iter()
            .map(|x| format!("{}{}{}", x.color.letter(), x.from, x.to))
            .collect();
        parts.push(format!("[%cal {}]", list.join(",")));
    }
    if !a.squares.is_empty() {
        let list: Vec<String> = a
            .squares
            .iter()
            .map(|m| format!("{}{}", m.color.letter(), m.square))
            .collect();
        parts.push(format!("[%csl {}]", list.join(",")));
    }
    if !a.labels.is_empty() {
        let list: Vec<String> = a
            .labels
            .iter()
            .map(|l| format!("{}{}:{}", l.color.letter(), l.square, l.text))
            .collect();
        parts.push(format!("[%lbl {}]", list.join(",")));
    }
    for t in &a.tries {
        let mv = if t.mv.contains(char::is_whitespace) {
            format!("\"{}\"", t.mv)
        } else {
            t.mv.clone()
        };
        let rule = t.rule.as_deref().map_or(String::new(), |r| format!(" {r}"));
        parts.push(format!("[%try {mv} {}{rule}]", t.expect.id()));
    }
    (!parts.is_empty()).then(|| format!("{{{}}}", parts.join(" ")))
}

/// Writes a chapter of game `G` as a document's text (tags, a blank line, the move text with its
/// comments, shapes and tries; lines up to 80 characters). Read again, it gives the same chapter.
pub fn write_chapter<G: Glue, V>(c: &Chapter<V>) -> String {
    let mut out = String::new();
    push_tag(&mut out, "Game", c.game);
    if let Some(rules) = &c.rules {
        push_tag(&mut out, "Rules", rules);
    }
    push_tag(&mut out, G::POSITION_TAG, &c.position);
    for (lang, title) in c.title.iter() {
        let name = match lang_suffix(lang) {
            "" => "Title".to_string(),
            suffix => format!("Title.{suffix}"),
        };
        push_tag(&mut out, &name, title);
    }
    if c.quiz {
        push_tag(&mut out, "Quiz", "yes");
    }
    for (name, value) in &c.tags {
        push_tag(&mut out, name, value);
    }
    let mut moves: &[String] = &c.moves;
    if let Some((last, rest)) = c.moves.split_last() {
        if let Some((name, value)) = G::tag_of(last) {
            push_tag(&mut out, name, &value);
            moves = rest;
        }
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    push_texts(&mut words, &c.text);
    let mut notes = c.annotations.iter().peekable();
    for ply in 0..=moves.len() {
        if let Some(a) = notes.next_if(|a| a.after == ply) {
            words.extend(commands_comment(a));
            push_texts(&mut words, &a.comment);
        }
        let Some(mv) = moves.get(ply) else { break };
        if ply % 2 == 0 {
            words.push(format!("{}.", ply / 2 + 1));
        }
        let (before, token) = G::write(mv);
        if let Some(before) = before {
            words.push(format!("{{{before}}}"));
        }
        words.push(token);
    }
    // annotations after the last move written (after a move the game writes as a tag)
    for a in notes {
        words.extend(commands_comment(a));
        push_texts(&mut words, &a.comment);
    }
    words.push("*".to_string());
    movetext::wrap_words(&mut out, words);
    out
}
