//! Annotated example documents (docs/documents.md): each construct of the format read into the
//! answer agreed in docs/api.md ("Documents"), each kind of mistake refused with `bad-document`
//! naming its line, column and chapter, in the reader's language, and the earlier `key: value`
//! example files read as documents of one chapter.

use arbiter::api::{self, Document};
use arbiter::core::document::{Color, Expect};
use arbiter::core::{Error, Lang};

fn read(text: &str) -> Document {
    api::read_document(text, Lang::En).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The `bad-document` error of `text` in `lang`: (line, column, chapter, message).
fn refused_in(text: &str, lang: Lang) -> (usize, usize, usize, String) {
    match api::read_document(text, lang) {
        Err(e @ Error::BadDocument { .. }) => {
            let Error::BadDocument {
                line,
                column,
                chapter,
                ..
            } = e
            else {
                unreachable!()
            };
            (line, column, chapter, e.to_string())
        }
        other => panic!("expected bad-document for {text:?}, got {other:?}"),
    }
}

fn refused(text: &str) -> (usize, usize, usize, String) {
    refused_in(text, Lang::En)
}

const EX1: &str = "10/10/10/10/10/1b8/bj2b5/10/1O8/10 r";

/// The seed's first More-Squares example, with every construct of the format.
fn example_1() -> String {
    format!(
        r#"[Game "stratego"]
[Rules "isf"]
[Position "{EX1}"]
[Title "More-Squares Rule, example 1"]
[Title.de "Mehr-Feld-Regel, Beispiel 1"]
[Title.zh "多格规则，例 1"]
[Title.zh.hant "多格規則，例 1"]
[Source "seed 000, BEISPIEL 1; ISF 11"]
[Quiz "yes"]

{{Red's Colonel chases
Blue's Major.

A second paragraph.}}
{{[%lang de] Der rote Oberst verfolgt den blauen Major.}}
1. B2-B3 B4-C4 2. B3-C3 {{The chase begins. [%cal RC3C4,Gb2b3] [%csl YB4,yc4]}}
{{[%lang zh-Hant] 追擊開始。}} C4-D4 3. C3-D3 D4-C4 {{[%lbl Bd4:A,Rc3:12]}}
4. D3-C3 C4-B4 {{[%try C3-B3 refused more-squares] [%try C3-C4 legal]}} *
"#
    )
}

#[test]
fn a_chapter_with_every_construct() {
    let doc = read(&example_1());
    assert!(doc.problems.is_empty(), "{:?}", doc.problems);
    let [c] = doc.chapters.as_slice() else {
        panic!("one chapter")
    };
    assert_eq!(c.game, "stratego");
    assert_eq!(c.rules.as_deref(), Some("isf"));
    assert_eq!(c.position, EX1);
    assert_eq!(
        c.moves,
        ["B2-B3", "B4-C4", "B3-C3", "C4-D4", "C3-D3", "D4-C4", "D3-C3", "C4-B4"]
    );
    assert!(c.quiz);
    assert_eq!(
        c.tags,
        [(
            "Source".to_string(),
            "seed 000, BEISPIEL 1; ISF 11".to_string()
        )]
    );
    assert_eq!(c.title.get(Lang::En), Some("More-Squares Rule, example 1"));
    assert_eq!(c.title.get(Lang::De), Some("Mehr-Feld-Regel, Beispiel 1"));
    assert_eq!(c.title.get(Lang::ZhHans), Some("多格规则，例 1"));
    assert_eq!(c.title.get(Lang::ZhHant), Some("多格規則，例 1"));
    // several lines run together; a blank line starts a paragraph
    assert_eq!(
        c.text.get(Lang::En),
        Some("Red's Colonel chases Blue's Major.\n\nA second paragraph.")
    );
    assert_eq!(
        c.text.get(Lang::De),
        Some("Der rote Oberst verfolgt den blauen Major.")
    );
    let afters: Vec<usize> = c.annotations.iter().map(|a| a.after).collect();
    assert_eq!(afters, [3, 6, 8]);
    let a = &c.annotations[0];
    assert_eq!(a.comment.get(Lang::En), Some("The chase begins."));
    assert_eq!(a.comment.get(Lang::ZhHant), Some("追擊開始。"));
    assert_eq!(a.comment.get(Lang::De), None);
    let arrows: Vec<_> = a
        .arrows
        .iter()
        .map(|x| (x.from.as_str(), x.to.as_str(), x.color))
        .collect();
    assert_eq!(
        arrows,
        [("C3", "C4", Color::Red), ("B2", "B3", Color::Green)]
    );
    let marks: Vec<_> = a
        .squares
        .iter()
        .map(|m| (m.square.as_str(), m.color))
        .collect();
    assert_eq!(marks, [("B4", Color::Yellow), ("C4", Color::Yellow)]);
    let labels: Vec<_> = c.annotations[1]
        .labels
        .iter()
        .map(|l| (l.square.as_str(), l.text.as_str(), l.color))
        .collect();
    assert_eq!(labels, [("D4", "A", Color::Blue), ("C3", "12", Color::Red)]);
    let tries = &c.annotations[2].tries;
    assert_eq!(tries.len(), 2);
    assert_eq!(
        (
            tries[0].mv.as_str(),
            tries[0].expect,
            tries[0].rule.as_deref()
        ),
        ("C3-B3", Expect::Refused, Some("more-squares"))
    );
    assert!(!tries[0].verdict.legal());
    assert_eq!(tries[0].verdict.rule(), Some("more-squares"));
    assert!(tries[0].verdict.message().contains("ISF 11"));
    assert_eq!(tries[0].line, 18);
    assert_eq!(
        (tries[1].expect, tries[1].verdict.legal()),
        (Expect::Legal, true)
    );
}

#[test]
fn verdicts_and_problems_are_in_the_asked_language() {
    let text = example_1().replace("refused more-squares", "legal");
    let de = api::read_document(&text, Lang::De).unwrap();
    let try_ = &de.chapters[0].annotations[2].tries[0];
    assert!(
        try_.verdict.message().contains("Mehr-Feld-Regel"),
        "{}",
        try_.verdict.message()
    );
    assert_eq!(de.problems.len(), 1);
    assert!(
        de.problems[0].message.contains("C3-B3"),
        "{}",
        de.problems[0].message
    );
    assert!(
        de.problems[0].message.contains("erlaubt"),
        "{}",
        de.problems[0].message
    );
}

#[test]
fn a_try_judged_otherwise_is_a_problem_with_its_place() {
    let text = format!(
        "[Game \"stratego\"]\n[Position \"{EX1}\"]\n\n1. B2-B3 B4-C4 2. B3-C3 C4-D4 3. C3-D3 D4-C4 4. D3-C3 C4-B4\n\
         {{[%try C3-B3 legal]}}\n{{[%try C3-C4 refused]}} {{[%try C3-B3 refused two-squares]}}\n\
         {{[%try C3-B3 refused more-squares]}} *\n\n\
         [Game \"stratego\"]\n[Position \"{EX1}\"]\n{{[%try B2-B3 refused]}} *"
    );
    let doc = read(&text);
    let got: Vec<_> = doc
        .problems
        .iter()
        .map(|p| (p.chapter, p.line, p.column))
        .collect();
    assert_eq!(got, [(0, 5, 1), (0, 6, 1), (0, 6, 24), (1, 11, 1)]);
    assert!(doc.problems[0].message.contains("written as legal"));
    assert!(doc.problems[0].message.contains("ISF 11"));
    assert!(doc.problems[1].message.contains("engine allows it"));
    assert!(doc.problems[2].message.contains("two-squares"));
    assert!(doc.problems[2].message.contains("more-squares"));
    // each try keeps its verdict all the same
    let tries = &doc.chapters[0].annotations[0].tries;
    assert_eq!(tries.len(), 4);
    assert_eq!(tries[3].verdict.rule(), Some("more-squares"));
}

#[test]
fn several_chapters_of_several_games() {
    let text = "[Game \"xiangqi\"]\n\
                1. h2e2 h9g7 {[%cal Rh0g2] [%csl Gg2]} 2. 马二进三 R9=8 *\n\n\
                [Game \"Chinese Chess\"]\n[Title.zh \"开局\"]\n1. h2e2 h9g7 *\n\n\
                [Game \"bogenschach\"]\n1. @- e4 {[%shot e7]} Nf6 2. {[%shot f6]} d4 *";
    let doc = read(text);
    assert_eq!(doc.chapters.len(), 3);
    let x = &doc.chapters[0];
    assert_eq!(x.game, "xiangqi");
    assert_eq!(x.moves, ["h2e2", "h9g7", "马二进三", "R9=8"]);
    assert_eq!(x.annotations[0].after, 2);
    assert_eq!(x.annotations[0].arrows[0].from, "h0");
    assert_eq!(x.annotations[0].squares[0].square, "g2");
    assert_eq!(doc.chapters[1].game, "xiangqi");
    assert_eq!(doc.chapters[1].title.get(Lang::ZhHans), Some("开局"));
    let b = &doc.chapters[2];
    assert_eq!(b.game, "bogenschach");
    assert_eq!(b.moves, ["@- e4", "@e7 Nf6", "@f6 d4"]);
    assert_eq!(b.rules, None);
}

#[test]
fn bogenschach_turns_as_two_tokens_or_with_the_shot_before_and_the_shoot_out_tag() {
    let one = read("[Game \"bogenschach\"]\n1. @- e4 @e7 Nf6 2. @f6 d4 *");
    let two = read("[Game \"bogenschach\"]\n1. e4 {[%shot e7]} Nf6 2. {[%shot f6]} d4 *");
    assert_eq!(one.chapters[0].moves, two.chapters[0].moves);
    let tries = read(
        "[Game \"bogenschach\"]\n[FEN \"4k3/8/8/8/4n3/8/8/4RK2 w - - 0 1\"]\n\
         {[%try \"@e4 Rxe8\" refused king-capture]} *",
    );
    let t = &tries.chapters[0].annotations[0].tries[0];
    assert_eq!(
        (t.mv.as_str(), t.verdict.rule()),
        ("@e4 Rxe8", Some("king-capture"))
    );
    assert!(tries.problems.is_empty());
    // fifteen rounds of Knight moves, no shot hitting: the shoot-out decides
    let moves = "Nf3 Nf6 Ng1 Ng8 ".repeat(7) + "Nf3 Nf6 ";
    let shoot_out = read(&format!(
        "[Game \"bogenschach\"]\n[ShootOut \"Black\"]\n{moves}*"
    ));
    let c = &shoot_out.chapters[0];
    assert_eq!(c.moves.last().map(String::as_str), Some("shoot-out: black"));
    assert!(c.tags.is_empty());
}

#[test]
fn every_mistake_names_its_line_column_and_chapter() {
    let ok = format!("[Game \"stratego\"]\n[Position \"{EX1}\"]\n1. B2-B3 *\n\n");
    let cases: &[(&str, (usize, usize), &str)] = &[
        (
            "[Game \"stratego\"]\n1. B2-B3 *",
            (2, 4),
            "the move \"B2-B3\" cannot be",
        ),
        ("[Game \"go\"]\n*", (1, 1), "unknown game \"go\""),
        ("[Event \"x\"]\n*", (1, 1), "names no game"),
        (
            "[Game \"stratego\"]\n[Ti-tle \"x\"]\n*",
            (2, 1),
            "\"Ti-tle\" is no tag name",
        ),
        (
            "[Game \"stratego\"]\n[Title.fr \"x\"]\n*",
            (2, 1),
            "unknown language \"Title.fr\"",
        ),
        (
            "[Game \"stratego\"]\n[Lang \"fr\"]\n*",
            (2, 1),
            "unknown language \"fr\"",
        ),
        (
            "[Game \"stratego\"]\n  {[%lang xx] hi} *",
            (2, 3),
            "unknown language \"xx\"",
        ),
        (
            "[Game \"stratego\"]\n{[%clk 0:01:00]} *",
            (2, 1),
            "unknown command [%clk]",
        ),
        (
            "[Game \"stratego\"]\n{[%csl GK11]} *",
            (2, 1),
            "\"K11\" is not a square",
        ),
        (
            "[Game \"stratego\"]\n{[%cal Xa1a2]} *",
            (2, 1),
            "unknown colour \"X\"",
        ),
        (
            "[Game \"stratego\"]\n{[%lbl Ga1:ABCD]} *",
            (2, 1),
            "\"ABCD\" is longer than 3",
        ),
        (
            "[Game \"stratego\"]\n{[%cal Ga1]} *",
            (2, 1),
            "[%cal Ga1] cannot be read",
        ),
        (
            "[Game \"stratego\"]\n{[%try B2-B3 maybe]} *",
            (2, 1),
            "[%try B2-B3 maybe] cannot be read",
        ),
        (
            "[Game \"stratego\"]\n[Quiz \"perhaps\"]\n*",
            (2, 1),
            "Quiz is yes or no",
        ),
        (
            "[Game \"stratego\"]\n[Rules \"chess\"]\n*",
            (2, 1),
            "cannot be set up",
        ),
        (
            "[Game \"stratego\"]\n[Position \"11/10 r\"]\n*",
            (2, 1),
            "cannot be set up",
        ),
        (
            "[Game \"stratego\"]\n1. hello *",
            (2, 4),
            "\"hello\" cannot be read",
        ),
        (
            "[Game \"stratego\"]\n{[%try hello legal]} *",
            (2, 1),
            "the try \"hello\" cannot be read",
        ),
        ("[Game \"stratego\"]\n{ never closed", (2, 1), "not closed"),
        (
            "[Game \"bogenschach\"]\n1. @e4 @e5 e4 *",
            (2, 8),
            "second shot",
        ),
        ("[Game \"bogenschach\"]\n1. e4 @e5", (2, 7), "no end"),
        (
            "[Game \"bogenschach\"]\n1. e4 * e5",
            (2, 9),
            "after the chapter's result",
        ),
    ];
    for &(bad, (line, column), says) in cases {
        // the bad chapter second: its chapter is 1, its lines 5 further down
        let text = format!("{ok}{bad}");
        let (l, c, ch, message) = refused(&text);
        assert_eq!((l, c, ch), (line + 4, column, 1), "{bad:?}: {message}");
        assert!(
            message.contains(says),
            "{bad:?}: {message:?} lacks {says:?}"
        );
        assert!(
            message.starts_with(&format!(
                "document, chapter 2, line {}, column {column}: ",
                line + 4
            )),
            "{message}"
        );
    }
}

#[test]
fn an_impossible_move_in_the_reader_language() {
    let text = format!("[Game \"stratego\"]\n[Position \"{EX1}\"]\n1. B2-B3 B4-C4 2. B3-A4 *");
    let (line, column, chapter, en) = refused(&text);
    assert_eq!((line, column, chapter), (3, 19, 0));
    assert!(en.contains("\"B3-A4\""), "{en}");
    let mut said = vec![en];
    for lang in [Lang::De, Lang::ZhHans, Lang::ZhHant] {
        let (.., m) = refused_in(&text, lang);
        assert!(m.contains("B3-A4"), "{m}");
        assert!(!said.contains(&m), "{lang:?}: {m}");
        said.push(m);
    }
    assert!(
        said[1].starts_with("Dokument, Kapitel 1, Zeile 3, Spalte 19: der Zug"),
        "{}",
        said[1]
    );
    assert!(
        said[2].starts_with("文档，第 1 章，第 3 行第 19 列："),
        "{}",
        said[2]
    );
    assert!(
        said[3].starts_with("文件，第 1 章，第 3 行第 19 欄："),
        "{}",
        said[3]
    );
}

/// Every message of the reader exists in every language: each mistake's message differs by
/// language, and the Chinese ones are in Chinese.
#[test]
fn every_mistake_is_said_in_every_language() {
    let bad = [
        "",
        "[Game \"go\"]\n*",
        "[Event \"x\"]\n*",
        "[Game \"stratego\"]\n[Ti-tle \"x\"]\n*",
        "[Game \"stratego\"]\n[Lang \"fr\"]\n*",
        "[Game \"stratego\"]\n{[%clk 0:01:00]} *",
        "[Game \"stratego\"]\n{[%csl GK11]} *",
        "[Game \"stratego\"]\n{[%cal Xa1a2]} *",
        "[Game \"stratego\"]\n{[%lbl Ga1:ABCD]} *",
        "[Game \"stratego\"]\n{[%cal Ga1]} *",
        "[Game \"stratego\"]\n{[%try B2-B3 maybe]} *",
        "[Game \"stratego\"]\n[Quiz \"perhaps\"]\n*",
        "[Game \"stratego\"]\n1. hello *",
        "[Game \"stratego\"]\n1. B2-B3 *",
        "[Game \"stratego\"]\n{[%try hello legal]} *",
        "[Game \"bogenschach\"]\n1. @e4 @e5 e4 *",
        "[Game \"bogenschach\"]\n1. e4 @e5",
        "[Game \"bogenschach\"]\n1. e4 * e5",
        "game: stratego\nmoves B2-B3\n",
        "game: stratego\nforbidden: after 9z: B2-B3\n",
    ];
    for text in bad {
        let said: Vec<String> = Lang::ALL.iter().map(|&l| refused_in(text, l).3).collect();
        for (i, a) in said.iter().enumerate() {
            for b in &said[i + 1..] {
                assert_ne!(a, b, "{text:?}");
            }
        }
        for zh in &said[2..] {
            let fault = zh.split_once('：').map_or("", |(_, f)| f);
            assert!(
                fault
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{text:?}: {zh}"
            );
        }
    }
}

#[test]
fn binary_and_oversized_documents_are_refused() {
    let (line, column, chapter, m) = refused("[Game \"stratego\"]\n\0\0\0");
    assert_eq!((line, column, chapter), (2, 1, 0));
    assert!(m.contains("binary"), "{m}");
    let big = "{".to_string() + &"x".repeat(10_000_000) + "}";
    let e = api::read_document(&big, Lang::En).unwrap_err();
    assert_eq!(e.code(), "input-too-large");
    let (.., m) = refused("   \n ");
    assert!(m.contains("no chapter"), "{m}");
}

#[test]
fn an_earlier_example_file_is_one_chapter() {
    let text = "# A note\n# on two lines\nid: ex\ngame: stratego\nrules: isf\n\
                position: 10/10/10/10/10/10/bb8/j9/10/O9 r\n\
                moves: A1-A2 A3-B3 A2-B2 B3-A3\n\
                forbidden: after 1a: A3-B3\nforbidden: after 0: A1-B1 => two-squares\n\
                vary: B2-C2\nexpect.over: false\n\
                title.en: T\ntitle.zh.hant: 標題\ntext.de: Erster Satz.\n";
    let doc = read(text);
    let c = &doc.chapters[0];
    assert_eq!(c.moves.len(), 4);
    assert_eq!(c.title.get(Lang::ZhHant), Some("標題"));
    assert_eq!(c.text.get(Lang::De), Some("Erster Satz."));
    assert_eq!(
        c.tags,
        [
            ("Note".to_string(), "A note on two lines".to_string()),
            ("Id".to_string(), "ex".to_string()),
            ("Expect.over".to_string(), "false".to_string()),
        ]
    );
    let tries: Vec<_> = c
        .annotations
        .iter()
        .flat_map(|a| {
            a.tries
                .iter()
                .map(move |t| (a.after, t.mv.as_str(), t.expect, t.rule.as_deref()))
        })
        .collect();
    assert_eq!(
        tries,
        [
            (0, "A1-B1", Expect::Refused, Some("two-squares")),
            (1, "A3-B3", Expect::Refused, None),
            (4, "B2-C2", Expect::Legal, None),
        ]
    );
    // the first try's verdict differs from what was written (A1-B1 is legal): a problem on line 9
    assert!(
        doc.problems.iter().any(|p| p.line == 9),
        "{:?}",
        doc.problems
    );
    let (line, _, _, m) = refused("game: stratego\nforbidden: after 9z: B2-B3\n");
    assert_eq!(line, 2);
    assert!(m.contains("after \"9z\""), "{m}");
    let (line, ..) = refused("game: stratego\nmoves B2-B3\n");
    assert_eq!(line, 2);
}

/// Every shipped example file reads as a document: its moves replay, and each try the file
/// writes (`forbidden`, `vary`) stands after the moves it names.
#[test]
fn every_shipped_example_file_reads() {
    let root = format!("{}/www/examples", env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for dir in ["stratego", "xiangqi", "xiangqi/axf", "bogenschach"] {
        for f in std::fs::read_dir(format!("{root}/{dir}"))
            .unwrap()
            .flatten()
        {
            let p = f.path();
            if p.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap();
            let doc = api::read_document(&text, Lang::En)
                .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            let c = &doc.chapters[0];
            let written = text
                .lines()
                .filter(|l| l.starts_with("forbidden:") || l.starts_with("vary:"))
                .count();
            let tries: usize = c.annotations.iter().map(|a| a.tries.len()).sum();
            assert_eq!(tries, written, "{}", p.display());
            assert!(c.title.get(Lang::En).is_some(), "{}", p.display());
            seen += 1;
        }
    }
    assert!(seen > 100, "{seen} files");
}

/// The example files of `www/examples/`, as (path of the `.txt`, its text).
fn example_files() -> Vec<(std::path::PathBuf, String)> {
    let root = format!("{}/www/examples", env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["stratego", "xiangqi", "xiangqi/axf", "bogenschach"] {
        for f in std::fs::read_dir(format!("{root}/{dir}"))
            .unwrap()
            .flatten()
        {
            let p = f.path();
            if p.extension().is_some_and(|e| e == "txt") {
                let text = std::fs::read_to_string(&p).unwrap();
                out.push((p, text));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn a_written_document_reads_back_to_the_same_chapters() {
    let text = format!(
        "{}\n[Game \"xiangqi\"]\n[Rules \"axf\"]\n[Lang \"de\"]\n{{Eröffnung. [%lbl Gh2:1]}}\n\
         1. h2e2 h9g7 {{[%cal Rh0g2] [%try h0g2 legal] [%try h0h2 refused]}} 2. 马二进三 R9=8 *\n\n\
         [Game \"bogenschach\"]\n[FEN \"4k3/8/8/8/4n3/8/8/4RK2 w - - 0 1\"]\n[Event \"x \\\"y\\\"\"]\n\
         {{[%try \"@e4 Rxe8\" refused king-capture]}} 1. @e4 Kg2 @- Kd7 {{zwei\n\nAbsätze}} *\n",
        example_1()
    );
    let doc = read(&text);
    assert_eq!(doc.chapters.len(), 3);
    let written = api::write_document(&doc.chapters).unwrap();
    let again = read(&written);
    assert_eq!(again.chapters.len(), 3);
    for (a, b) in doc.chapters.iter().zip(&again.chapters) {
        assert_eq!(a.written(), b.written(), "{written}");
    }
    assert_eq!(again.problems.len(), doc.problems.len());
    // and the text written again is the same text
    assert_eq!(api::write_document(&again.chapters).unwrap(), written);
}

/// Each shipped example file has its document beside it (`.pgn`), first written by the converter, which
/// reads back to the same chapter: position, moves, title and text per language, tries, tags. The
/// document may say more than the `.txt` can (a comment, arrows, marked squares and labels per move):
/// those are set aside before the two chapters are compared.
#[test]
fn every_example_file_has_its_converted_document() {
    let files = example_files();
    assert!(files.len() > 100);
    for (path, text) in files {
        let from_txt = read(&text);
        let pgn_path = path.with_extension("pgn");
        let pgn = std::fs::read_to_string(&pgn_path).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (run arbiter document convert --in-place)",
                pgn_path.display()
            )
        });
        let from_pgn = read(&pgn);
        assert_eq!(from_pgn.chapters.len(), 1);
        let mut plain = from_pgn.chapters[0].written();
        for a in &mut plain.annotations {
            a.comment = Default::default();
            a.arrows.clear();
            a.squares.clear();
            a.labels.clear();
        }
        plain.annotations.retain(|a| !a.tries.is_empty());
        assert_eq!(
            plain,
            from_txt.chapters[0].written(),
            "{}",
            pgn_path.display()
        );
        assert_eq!(
            from_pgn.problems.len(),
            from_txt.problems.len(),
            "{}",
            pgn_path.display()
        );
    }
}

fn arbiter(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("the arbiter binary runs")
}

/// A fresh folder `name` with example 1 as `good.pgn`, and as `problem.pgn` with a try whose
/// verdict the author has wrong.
fn good_and_problem(name: &str) -> (std::path::PathBuf, std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.pgn");
    std::fs::write(&good, example_1()).unwrap();
    let problem = dir.join("problem.pgn");
    std::fs::write(
        &problem,
        example_1().replace("C3-C4 legal", "C3-C4 refused"),
    )
    .unwrap();
    (dir, good, problem)
}

#[test]
fn the_cli_checks_documents_and_converts_example_files() {
    let (dir, good, problem) = good_and_problem("arbiter-documents");
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Game \"stratego\"]\n\n{[%csl GZ9]} *\n").unwrap();
    let s = |p: &std::path::Path| p.to_string_lossy().to_string();

    let out = arbiter(&["document", "check", &s(&good)]);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("1 files, 1 chapters, 0 problems, 0 errors")
    );

    let out = arbiter(&["document", "check", &s(&good), &s(&problem), &s(&bad)]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(&format!(
            "{}:18:16: problem (chapter 1): the try \"C3-C4\"",
            s(&problem)
        )),
        "{stdout}"
    );
    assert!(stdout.contains(&format!("{}:3:1: error [bad-document]: document, chapter 1, line 3, column 1: \"Z9\" is not a square", s(&bad))), "{stdout}");
    assert!(
        stdout.contains("3 files, 2 chapters, 1 problems, 1 errors"),
        "{stdout}"
    );

    let out = arbiter(&["document", "check", "--lang", "de", &s(&bad)]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("ist kein Feld dieses Bretts"));
    let out = arbiter(&["document", "check", &s(&dir.join("missing.pgn"))]);
    assert_eq!(out.status.code(), Some(2));

    // an earlier example file converted: on standard output, then beside it
    let txt = dir.join("ex.txt");
    std::fs::write(
        &txt,
        "# note\ngame: stratego\nposition: 10/10/10/10/10/1b8/bj2b5/10/1O8/10 r\nmoves: B2-B3\n\
         forbidden: after 0: B2-A2\ntitle.en: T\ntitle.de: Titel\ntext.en: Line.\n",
    )
    .unwrap();
    let out = arbiter(&["document", "convert", &s(&txt)]);
    assert_eq!(out.status.code(), Some(0));
    let pgn = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(pgn.starts_with("[Game \"stratego\"]\n[Position \"10/10/10/10/10/1b8/bj2b5/10/1O8/10 r\"]\n[Title \"T\"]\n[Title.de \"Titel\"]\n[Note \"note\"]\n\n{Line.} {[%try B2-A2 refused]} 1. B2-B3 *\n"), "{pgn}");
    let out = arbiter(&["document", "convert", "--in-place", &s(&txt)]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(dir.join("ex.pgn")).unwrap(), pgn);
    let out = arbiter(&["document", "convert", &s(&bad)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad-document"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `arbiter document read-ahead`: the engine's reading without the tries' verdicts (each try's
/// move, expectation and rule kept), with the engine's version and the document's file name;
/// beside the document with `--in-place`; a document with a problem or an error refused.
#[test]
fn the_cli_reads_a_document_ahead() {
    let (dir, good, problem) = good_and_problem("arbiter-read-ahead");
    let s = |p: &std::path::Path| p.to_string_lossy().to_string();

    let out = arbiter(&["document", "read-ahead", &s(&good)]);
    assert_eq!(out.status.code(), Some(0));
    let json = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        json.starts_with(&format!(
            "{{\"arbiterDocument\":1,\"engine\":\"{}\",\"source\":\"good.pgn\",\"chapters\":[{{\"game\":\"stratego\"",
            env!("CARGO_PKG_VERSION")
        )),
        "{json}"
    );
    let doc = api::read_document(&example_1(), Lang::En).unwrap();
    let tries: Vec<_> = doc.chapters[0]
        .annotations
        .iter()
        .flat_map(|a| &a.tries)
        .collect();
    assert!(!tries.is_empty());
    for t in &tries {
        let written = format!("{{\"move\":\"{}\",\"expect\":\"{}\"", t.mv, t.expect.id());
        assert!(json.contains(&written), "{written} in {json}");
    }
    assert!(!json.contains("\"verdict\""), "no verdict: {json}");
    assert!(json.trim_end().ends_with("],\"problems\":[]}"), "{json}");

    let out = arbiter(&["document", "read-ahead", "--in-place", &s(&good)]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(dir.join("good.read.json")).unwrap(),
        json.trim_end()
    );

    let out = arbiter(&["document", "read-ahead", &s(&problem)]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the try \"C3-C4\"") && err.contains("document check"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
