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
