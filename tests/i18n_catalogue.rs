//! Every message of the engine exists in every language of the catalogue: each example file of each
//! game, and each move from each point of Xiangqi's start position, explained in English, German
//! and Chinese in simplified and traditional characters. What the answers say in words differs by
//! language (and nothing else does); the Chinese texts are written in Chinese, each in its script.

mod common;
use arbiter::api::{GameRules, Request};
use arbiter::bogenschach::api::Bogenschach;
use arbiter::core::{Game, Lang};
use arbiter::stratego::api::Stratego;
use arbiter::xiangqi::api::Xiangqi;
use common::Example;

/// The quoted texts of a value's `Debug` form, in order (strings, and the texts inside them).
fn texts(debug: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = debug.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    if let Some(e) = chars.next() {
                        s.push(e);
                    }
                }
                '"' => break,
                c => s.push(c),
            }
        }
        out.push(s);
    }
    out
}

/// Characters written only in simplified, and only in traditional, Chinese that our texts use.
const SIMPLIFIED_ONLY: &str = "将帅马车长闲这没对军过为们时会说骑门无战胜负红蓝";
const TRADITIONAL_ONLY: &str = "將帥馬車長閒這沒對軍過為們時會說騎無戰勝負紅藍";

/// Words of four or more Latin letters a Chinese text may hold: rule sources and record syntax.
const LATIN_KEPT: &[&str] = &["shoot", "white", "black", "Meuchelei"];

fn check_chinese(lang: Lang, text: &str, at: &str) {
    assert!(
        text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{at} {lang:?}: no Chinese in {text:?}"
    );
    for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
        assert!(
            word.len() < 4 || LATIN_KEPT.contains(&word),
            "{at} {lang:?}: {word:?} in {text:?}"
        );
    }
    let wrong = if lang == Lang::ZhHant {
        SIMPLIFIED_ONLY
    } else {
        TRADITIONAL_ONLY
    };
    assert!(
        !text.chars().any(|c| wrong.contains(c)),
        "{at} {lang:?}: a character of the other script in {text:?}"
    );
}

/// The answer's texts in each language: those the English and German answers word differently are
/// its words, each said in Chinese in both scripts.
fn compare(at: &str, answer: &dyn Fn(Lang) -> String) {
    let en = texts(&answer(Lang::En));
    let de = texts(&answer(Lang::De));
    assert_eq!(de.len(), en.len(), "{at} De: as many texts");
    let mut worded = 0;
    for lang in [Lang::ZhHans, Lang::ZhHant] {
        let zh = texts(&answer(lang));
        assert_eq!(zh.len(), en.len(), "{at} {lang:?}: as many texts");
        for ((e, d), z) in en.iter().zip(&de).zip(&zh) {
            if e == d {
                continue;
            }
            worded += 1;
            check_chinese(lang, z, at);
        }
    }
    assert!(worded > 0, "{at}: nothing said in words");
}

fn request(ex: &Example, lang: Lang) -> Request {
    let field = |k: &str| {
        ex.fields
            .iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.clone())
    };
    let moves = field("moves").unwrap_or_default();
    let game = field("game").unwrap_or_default();
    Request {
        moves: arbiter::api::split_moves(&game, &moves),
        game,
        rules: field("rules"),
        position: field("position"),
        lang,
        ..Request::default()
    }
}

fn example_files() -> Vec<String> {
    let root = format!("{}/www/examples", env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for game in ["stratego", "xiangqi", "xiangqi/axf", "bogenschach"] {
        let Ok(dir) = std::fs::read_dir(format!("{root}/{game}")) else {
            continue;
        };
        for f in dir.flatten() {
            let name = f.file_name().to_string_lossy().to_string();
            if name.ends_with(".txt") {
                out.push(format!("{game}/{name}"));
            }
        }
    }
    out.sort();
    out
}

fn explained<G: Game>(req: &Request, forbidden: Option<&str>) -> String
where
    G::Details: std::fmt::Debug,
{
    let x = G::explain(req);
    let v = forbidden.map(|mv| G::validate_move(req, mv));
    format!("{x:?} {v:?}")
}

#[test]
fn every_example_is_explained_in_every_language() {
    let files = example_files();
    assert!(files.len() > 30, "{} example files", files.len());
    for name in files {
        let ex = Example::read(&name);
        let game = ex
            .fields
            .iter()
            .find(|(k, _)| k == "game")
            .map(|(_, v)| v.clone());
        let forbidden = ex
            .fields
            .iter()
            .find(|(k, _)| k == "forbidden")
            .map(|(_, v)| v.clone());
        let f = forbidden.as_deref();
        compare(&name, &|lang| {
            let req = request(&ex, lang);
            match game.as_deref() {
                Some("xiangqi") => explained::<Xiangqi>(&req, f),
                Some("bogenschach") => explained::<Bogenschach>(&req, f),
                _ => explained::<Stratego>(&req, f),
            }
        });
    }
}

#[test]
fn every_move_from_xiangqis_start_is_judged_in_every_language() {
    let squares: Vec<String> = (0..9u8)
        .flat_map(|f| (0..10u8).map(move |r| format!("{}{r}", char::from(b'a' + f))))
        .collect();
    for from in &squares {
        let at = format!("xiangqi start, from {from}");
        compare(&at, &|lang| {
            let req = Request {
                game: "xiangqi".into(),
                lang,
                ..Request::default()
            };
            let all: Vec<String> = squares
                .iter()
                .map(|to| format!("{:?}", Xiangqi::validate_move(&req, &format!("{from}{to}"))))
                .collect();
            all.join(" ")
        });
    }
}

#[test]
fn the_tags_of_chinese_reach_its_two_scripts() {
    for (tag, lang) in [
        ("zh", Lang::ZhHans),
        ("zh-CN", Lang::ZhHans),
        ("zh-SG", Lang::ZhHans),
        ("zh-Hans", Lang::ZhHans),
        ("zh-TW", Lang::ZhHant),
        ("zh-HK", Lang::ZhHant),
        ("zh-MO", Lang::ZhHant),
        ("zh-Hant", Lang::ZhHant),
    ] {
        assert_eq!(Lang::from_tag(tag), lang, "{tag}");
    }
}

/// Characters of the record readers' messages written only in simplified, and only in
/// traditional, Chinese (beside [`SIMPLIFIED_ONLY`] and [`TRADITIONAL_ONLY`]).
const RECORD_SIMPLIFIED_ONLY: &str = "谱处结释读变码请应签称轮没盘条组数从侧个写国际头";
const RECORD_TRADITIONAL_ONLY: &str = "譜處結釋讀變碼請應籤稱輪沒盤條組數從側個寫國際頭";

/// Bad records of every format each game reads, and of none: each fault of the shared reader and
/// each of the games' own that a message words.
const BAD_RECORDS: &[(&str, &str)] = &[
    ("xiangqi", ""),
    ("xiangqi", "h2e2\0\0\0\0\0"),
    ("xiangqi", "<stratego><game></game></stratego>"),
    ("xiangqi", "[Event \"x\"]\n\n1. h2e2 {never closed\n h9g7"),
    ("xiangqi", "[Event \"x\"]\n\n1. h2e2 (h9g7\n"),
    ("xiangqi", "[Event \"x\"]\n\n1. h2e2 h9g7 )"),
    ("xiangqi", "[Event \"x\"]\n1. h2e2 h0g2"),
    ("xiangqi", "h2e2 h0g2"),
    ("xiangqi", "[Event \"x\"]\n[Site\n1. h2e2"),
    ("xiangqi", "1. h2e2 h9g7 \u{fffd}\u{fffd}\u{fffd}\u{fffd}"),
    ("xiangqi", "1. h2e2 h9g7 2. h0g2 }"),
    ("xiangqi", "position start moves h2e2"),
    (
        "xiangqi",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves a6a5",
    ),
    (
        "xiangqi",
        "[DhtmlXQ]\n[DhtmlXQ_binit]0010[/DhtmlXQ_binit]\n[/DhtmlXQ]",
    ),
    (
        "xiangqi",
        "[DhtmlXQ]\n[DhtmlXQ_movelist]774[/DhtmlXQ_movelist]\n[/DhtmlXQ]",
    ),
    (
        "xiangqi",
        "[DhtmlXQ]\n[DhtmlXQ_movelist]7797[/DhtmlXQ_movelist]\n[/DhtmlXQ]",
    ),
    ("xiangqi", "[DhtmlXQ]\n[DhtmlXQ_movelist]7747\n[/DhtmlXQ]"),
    (
        "xiangqi",
        "[DhtmlXQ]\n[DhtmlXQ_movelist]77477747[/DhtmlXQ_movelist]\n[/DhtmlXQ]",
    ),
    ("bogenschach", ""),
    ("bogenschach", "<stratego></stratego>"),
    ("bogenschach", "1. {[%shot e7]} e4 {[%shot e2] [%shot d2]}"),
    ("bogenschach", "[ShootOut \"red\"]\n1. e4 e5"),
    ("bogenschach", "1. e4 {unclosed"),
    ("bogenschach", "1. e4 =e5"),
];

#[test]
fn every_bad_record_is_refused_in_chinese_in_its_script() {
    for &(game, text) in BAD_RECORDS {
        let at = format!("{game} record {text:?}");
        let message = |lang| match arbiter::api::import_record_in(game, text, lang) {
            Err(e @ arbiter::core::Error::BadRecord { .. }) => e.to_string(),
            other => panic!("{at} {lang:?}: expected bad-record, got {other:?}"),
        };
        let en = message(Lang::En);
        // Latin words a Chinese message may hold: those of the record, the names of the formats,
        // UCCI's `startpos` and the code point U+FFFD; the English message's others are its words
        let quoted = format!("{text} pgn dhtmlxq ucci fen-moves move-list startpos U+FFFD");
        for (lang, script, wrong) in [
            (Lang::ZhHans, "棋谱", RECORD_TRADITIONAL_ONLY),
            (Lang::ZhHant, "棋譜", RECORD_SIMPLIFIED_ONLY),
        ] {
            let zh = message(lang);
            assert_ne!(zh, en, "{at} {lang:?}");
            check_chinese_record(lang, &zh, &quoted, &at);
            assert!(zh.contains(script), "{at} {lang:?}: no {script} in {zh:?}");
            assert!(
                !zh.chars().any(|c| wrong.contains(c)),
                "{at} {lang:?}: a character of the other script in {zh:?}"
            );
            // what follows the place (`第 1 行第 2 列：`) is the fault, in Chinese too
            let fault = zh.split_once("：").map_or("", |(_, f)| f);
            assert!(
                fault
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{at} {lang:?}: the fault is not in Chinese: {zh:?}"
            );
        }
    }
}

/// [`check_chinese`] for a record's message: a Latin word of four or more letters is one of
/// `quoted` (the record's own text and the names of formats), whatever its case, or one that
/// [`check_chinese`] lets a Chinese text hold.
fn check_chinese_record(lang: Lang, text: &str, quoted: &str, at: &str) {
    let quoted = quoted.to_ascii_lowercase();
    let own: Vec<&str> = quoted
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 4)
        .collect();
    let mut kept = String::new();
    for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
        if !own.contains(&word.to_ascii_lowercase().as_str()) {
            kept.push_str(word);
        }
        kept.push(' ');
    }
    let chinese: String = text.chars().filter(|c| !c.is_ascii_alphabetic()).collect();
    check_chinese(lang, &format!("{chinese} {kept}"), at);
}
