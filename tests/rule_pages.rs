//! The rule pages' example documents (www/rules/*.html, `<arbiter-board example="...">`): every
//! document a page shows, and the annotated document beside each `key: value` example it shows, reads
//! without error or problem (every try's expected verdict is the engine's); the pages of the rule
//! examples comment each example move by move, in English, German and Chinese (both scripts), with
//! arrows; and each of those pages ends with a quiz ("Test yourself") of at least five questions drawn
//! from its examples.

use std::path::{Path, PathBuf};

use arbiter::api::{self, Document};
use arbiter::core::Lang;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The `example="..."` files a page shows, resolved from www/rules/, and whether the board is a quiz.
fn examples(page: &str) -> Vec<(PathBuf, bool)> {
    let html = std::fs::read_to_string(root().join("www/rules").join(page)).unwrap();
    let mut found = Vec::new();
    for tag in html.split("<arbiter-board").skip(1) {
        let tag = &tag[..tag.find('>').unwrap()];
        let Some(at) = tag.find("example=\"") else {
            continue;
        };
        let rest = &tag[at + 9..];
        let file = &rest[..rest.find('"').unwrap()];
        let quiz = tag
            .split_whitespace()
            .any(|a| a == "quiz" || a.starts_with("quiz="));
        found.push((root().join("www/rules").join(file), quiz));
    }
    found
}

/// The document at `path` (a `.txt` example stands for its `.pgn` beside it), read in `lang`, with no
/// problem.
fn document(path: &Path, lang: Lang) -> Document {
    let pgn = path.with_extension("pgn");
    let text = std::fs::read_to_string(&pgn).unwrap_or_else(|e| panic!("{}: {e}", pgn.display()));
    let doc = api::read_document(&text, lang).unwrap_or_else(|e| panic!("{}: {e}", pgn.display()));
    assert!(
        doc.problems.is_empty(),
        "{}: {:?}",
        pgn.display(),
        doc.problems
    );
    doc
}

/// The pages whose examples are commented move by move and that end with a quiz.
const PAGES: [&str; 4] = [
    "more-squares.html",
    "two-squares.html",
    "bogenschach.html",
    "xiangqi.html",
];

#[test]
fn every_document_of_every_rule_page_reads_without_a_problem() {
    let mut pages = 0;
    for entry in std::fs::read_dir(root().join("www/rules")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if !name.ends_with(".html") {
            continue;
        }
        pages += 1;
        for (path, _) in examples(&name) {
            for lang in [Lang::En, Lang::De] {
                assert!(
                    !document(&path, lang).chapters.is_empty(),
                    "{}",
                    path.display()
                );
            }
        }
    }
    assert!(pages >= PAGES.len());
}

#[test]
fn each_rule_page_ends_with_a_quiz_of_at_least_five_questions() {
    for page in PAGES {
        let html = std::fs::read_to_string(root().join("www/rules").join(page)).unwrap();
        let quizzes: Vec<_> = examples(page).into_iter().filter(|(_, q)| *q).collect();
        assert_eq!(quizzes.len(), 1, "{page}: one quiz board");
        let (path, _) = &quizzes[0];
        let section = html.rfind("<section").unwrap();
        let last = &html[section..];
        assert!(
            last.contains("id=\"test-yourself\""),
            "{page}: the quiz is the last section"
        );
        assert!(
            last.contains("Test yourself") && last.contains("Testen Sie sich"),
            "{page}"
        );
        let doc = document(path, Lang::En);
        assert!(
            doc.chapters.iter().all(|c| c.quiz),
            "{page}: every chapter is a quiz"
        );
        let questions: usize = doc
            .chapters
            .iter()
            .flat_map(|c| &c.annotations)
            .map(|a| a.tries.len())
            .sum();
        assert!(questions >= 5, "{page}: {questions} questions");
        // drawn from the page's examples: each chapter starts from a position one of them shows
        let shown: Vec<String> = examples(page)
            .into_iter()
            .filter(|(_, q)| !q)
            .map(|(p, _)| document(&p, Lang::En).chapters[0].position.clone())
            .collect();
        for c in &doc.chapters {
            assert!(
                shown.contains(&c.position),
                "{page}: {} is no example's",
                c.position
            );
        }
    }
}

/// Each example's comments stand at least at every other move (at five moves or more of a long
/// example whose rounds repeat, such as fifteen quiet rounds), and at least one move is drawn with
/// an arrow or a marked square.
#[test]
fn the_rule_examples_are_commented_move_by_move_with_arrows() {
    for page in PAGES {
        for (path, quiz) in examples(page) {
            if quiz {
                continue;
            }
            let doc = document(&path, Lang::En);
            let c = &doc.chapters[0];
            let commented: Vec<usize> = c
                .annotations
                .iter()
                .filter(|a| a.comment.get(Lang::En).is_some() && a.comment.get(Lang::De).is_some())
                .map(|a| a.after)
                .collect();
            assert!(
                2 * commented.len() >= c.moves.len().min(10),
                "{}: {} of {} moves commented",
                path.display(),
                commented.len(),
                c.moves.len()
            );
            let shapes = c
                .annotations
                .iter()
                .filter(|a| !a.arrows.is_empty() || !a.squares.is_empty())
                .count();
            assert!(shapes > 0, "{}: no arrow or marked square", path.display());
        }
    }
}

/// A Chinese reader of the rule pages reads each move's comment in Chinese, in simplified and in
/// traditional characters: every comment an example carries in English it carries in both scripts,
/// each in its own characters.
#[test]
fn the_rule_examples_are_commented_in_chinese_at_every_commented_move() {
    const HANS: &str = "红车马将击没现这说对时从两会过还";
    const HANT: &str = "紅車馬將擊沒現這說對時從兩會過還";
    for page in PAGES {
        let mut moves = 0;
        for (path, quiz) in examples(page) {
            if quiz {
                continue;
            }
            let doc = document(&path, Lang::En);
            for a in doc.chapters[0].annotations.iter().filter(|a| a.after > 0) {
                let Some(en) = a.comment.get(Lang::En) else {
                    continue;
                };
                for (lang, other) in [(Lang::ZhHans, HANT), (Lang::ZhHant, HANS)] {
                    let zh = a.comment.get(lang).unwrap_or_else(|| {
                        panic!(
                            "{}: no {lang:?} comment after move {}: {en}",
                            path.display(),
                            a.after
                        )
                    });
                    assert!(
                        zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                        "{}: {zh}",
                        path.display()
                    );
                    assert!(
                        !zh.chars().any(|c| other.contains(c)),
                        "{}: {lang:?} written in the other script: {zh}",
                        path.display()
                    );
                }
                moves += 1;
            }
        }
        assert!(moves >= 5, "{page}: {moves} moves commented in Chinese");
    }
}
