//! The three More-Squares examples of seed 000 (German federation page, "Mehr-Feld-Regel"), row by
//! row: moves, Two-Squares runs and counts, the chase marking ("ununterbr. Verfolg. >2 Felder"),
//! which moves the exception allows, and the moves the rules forbid.

mod common;
use common::*;

/// One row of the seed's table: label, move, run kind ("start" = "Beginn", "continue" =
/// "Fortsetzung"), the run's two squares, its count, whether the row is marked MFR.
type SeedRow = (
    &'static str,
    &'static str,
    &'static str,
    [&'static str; 2],
    u32,
    bool,
);

fn assert_table(example: &str, table: &[SeedRow]) -> arbiter::stratego::api::Explanation {
    let ex = Example::read(example);
    let x = explain(&ex.request());
    assert!(
        x.rows.len() >= table.len(),
        "{example}: {} rows",
        x.rows.len()
    );
    for (row, &(label, mv, kind, between, count, marked)) in x.rows.iter().zip(table) {
        let at = format!("{example} {label}");
        assert_eq!(row.label, label, "{at}");
        assert_eq!(row.facts.text, mv, "{at}");
        assert!(row.legal, "{at}: {:?}", row.message);
        let run = row.details.two_squares.as_ref().expect("a run");
        assert_eq!(run.run.kind, kind, "{at}: {}", run.text);
        // The seed writes a run's squares sometimes in the first move's order, sometimes in the
        // current move's (Example 1, 3b); compare them as a pair.
        let mut got = [run.run.from.name(), run.run.to.name()];
        let mut want = between.map(String::from);
        got.sort();
        want.sort();
        assert_eq!(got, want, "{at}: {}", run.text);
        assert_eq!(run.run.count, count, "{at}");
        assert_eq!(run.run.limit, 5, "{at}");
        let chase = row.details.more_squares.as_ref().is_some_and(|c| c.chase);
        assert_eq!(chase, marked, "{at}: {:?}", row.details.more_squares);
    }
    x
}

#[test]
fn example_1_table() {
    let x = assert_table(
        "stratego/more-squares-1.txt",
        &[
            ("1a", "B2-B3", "start", ["B2", "B3"], 1, false),
            ("1b", "B4-C4", "start", ["B4", "C4"], 1, false),
            ("2a", "B3-C3", "start", ["B3", "C3"], 1, false),
            ("2b", "C4-D4", "start", ["C4", "D4"], 1, false),
            ("3a", "C3-D3", "start", ["C3", "D3"], 1, true),
            ("3b", "D4-C4", "continue", ["D4", "C4"], 2, false),
            ("4a", "D3-C3", "continue", ["D3", "C3"], 2, true),
            ("4b", "C4-B4", "start", ["B4", "C4"], 1, false),
        ],
    );
    // 4a: the board after it stood after 2a; the exception (back to C3, left on 3a) allows it.
    let c = x.rows[6].details.more_squares.as_ref().unwrap();
    assert!(c.chasing_move && c.exception);
    assert_eq!(c.repeated.as_ref().unwrap().label, "2a");
}

#[test]
fn example_1_colonel_may_not_chase_on_b3_after_4b() {
    let ex = Example::read("stratego/more-squares-1.txt");
    assert_eq!(ex.get("forbidden"), "C3-B3");
    let v = validate(&ex.request(), "C3-B3");
    assert!(!v.legal);
    assert_eq!(v.rule, Some("more-squares"));
    assert_eq!(v.citation.unwrap().rule, "ISF 11");
    let earlier = v.details.earlier.as_ref().unwrap();
    assert_eq!(
        (earlier.label.as_str(), earlier.text.as_str()),
        ("1a", "B2-B3")
    );
    // The message says why: the repeated board, the move that produced it, why no exception.
    for part in [
        "1a (B2-B3)",
        "exception does not apply",
        "came from D3, not B3",
        "ISF 11",
    ] {
        assert!(v.message.contains(part), "{:?} lacks {part:?}", v.message);
    }
    let de = validate_de(&ex.request(), "C3-B3");
    assert!(
        de.message.contains("Mehr-Feld-Regel") && de.message.contains("1a (B2-B3)"),
        "{}",
        de.message
    );
    // Attacking on C4 instead is allowed (the seed: "Er darf zwar den Major auf C4 angreifen").
    assert!(validate(&ex.request(), "C3-C4").legal);
}

#[test]
fn example_2_table() {
    let x = assert_table(
        "stratego/more-squares-2.txt",
        &[
            ("1a", "C2-B2", "start", ["C2", "B2"], 1, false),
            ("1b", "B3-A3", "start", ["B3", "A3"], 1, false),
            ("2a", "B2-A2", "start", ["B2", "A2"], 1, false),
            ("2b", "A3-B3", "continue", ["B3", "A3"], 2, false),
            ("3a", "A2-B2", "continue", ["B2", "A2"], 2, false),
            ("3b", "B3-A3", "continue", ["B3", "A3"], 3, false),
            ("4a", "B2-A2", "continue", ["B2", "A2"], 3, false),
            ("4b", "A3-B3", "continue", ["B3", "A3"], 4, false),
            ("5a", "A2-B2", "continue", ["B2", "A2"], 4, false),
            ("5b", "B3-A3", "continue", ["B3", "A3"], 5, false),
            ("6a", "B2-A2", "continue", ["B2", "A2"], 5, false),
            ("6b", "A3-A4", "start", ["A3", "A4"], 1, false),
            // The seed writes "Beginn zw. A3-A4" for 7a and 8a; the moves are A2-A3 and A3-B3.
            ("7a", "A2-A3", "start", ["A2", "A3"], 1, true),
            ("7b", "A4-B4", "start", ["A4", "B4"], 1, false),
            ("8a", "A3-B3", "start", ["A3", "B3"], 1, true),
            ("8b", "B4-A4", "continue", ["A4", "B4"], 2, false),
            ("9a", "B3-A3", "continue", ["A3", "B3"], 2, true),
        ],
    );
    // 9a repeats the board after 7a; the exception allows it, so the Major is lost.
    let c = x.rows[16].details.more_squares.as_ref().unwrap();
    assert!(c.chasing_move && c.exception);
    assert_eq!(c.repeated.as_ref().unwrap().label, "7a");
    // 3a..6a repeat boards too, each allowed by the exception.
    for row in &x.rows[4..=10] {
        if row.side == arbiter::stratego::Side::Red.id() {
            assert!(
                row.details.more_squares.as_ref().unwrap().exception,
                "{}",
                row.label
            );
        }
    }
}

#[test]
fn example_2_majors_sixth_move_between_a3_and_b3_is_refused() {
    let ex = Example::read("stratego/more-squares-2.txt");
    assert_eq!(ex.get("forbidden"), "after 6a: A3-B3");
    let mut req = ex.request();
    req.moves.truncate(11); // up to and including 6a
    let v = validate(&req, "A3-B3");
    assert!(!v.legal);
    assert_eq!(v.rule, Some("two-squares"));
    assert_eq!(v.label, "6b");
    for part in ["6th move", "B3 and A3", "allows 5", "ISF 10"] {
        assert!(v.message.contains(part), "{:?} lacks {part:?}", v.message);
    }
    // With the modern limit of 3 the Major would have had to stop after 3 moves.
    req.options
        .set("twoSquaresLimit", arbiter::api::OptionValue::Whole(3));
    req.moves.truncate(7); // up to 4a: the Major has moved three times between A3 and B3
    let v = validate(&req, "A3-B3");
    assert_eq!(v.rule, Some("two-squares"));
    assert!(v.message.contains("allows 3"), "{}", v.message);
}

#[test]
fn example_3_table() {
    let x = assert_table(
        "stratego/more-squares-3.txt",
        &[
            ("1a", "B2-A2", "start", ["B2", "A2"], 1, false),
            ("1b", "A3-B3", "start", ["A3", "B3"], 1, false),
            ("2a", "A2-B2", "continue", ["B2", "A2"], 2, false),
            ("2b", "B3-A3", "continue", ["B3", "A3"], 2, false),
            ("3a", "B2-A2", "continue", ["B2", "A2"], 3, false),
            ("3b", "A3-B3", "continue", ["B3", "A3"], 3, false),
            ("4a", "A2-B2", "continue", ["B2", "A2"], 4, false),
            ("4b", "B3-A3", "continue", ["B3", "A3"], 4, false),
            ("5a", "B2-A2", "continue", ["B2", "A2"], 5, false),
            ("5b", "A3-B3", "continue", ["B3", "A3"], 5, false),
            ("6a", "F2-E2", "start", ["F2", "E2"], 1, true),
            ("6b", "E3-F3", "start", ["E3", "F3"], 1, false),
        ],
    );
    // 6a threatens a piece that has not evaded yet: the chase goes on, but it is no chasing move.
    let c = x.rows[10].details.more_squares.as_ref().unwrap();
    assert!(!c.chasing_move);
    // After five threats each side, the left Colonel may not go on (ISF 10).
    let mut req = Example::read("stratego/more-squares-3.txt").request();
    req.moves.truncate(10);
    assert_eq!(validate(&req, "A2-B2").rule, Some("two-squares"));
}

#[test]
fn example_3_played_on_follows_the_rule_not_the_closing_sentence() {
    // The right Colonel chases five times, the left one five more; then, by the rule's letter, the
    // right Colonel may chase once more, because that board has not stood before.
    let ex = Example::read("stratego/more-squares-3.txt");
    let mut req = ex.request();
    let more = "E2-F2 F3-E3 F2-E2 E3-F3 E2-F2 F3-E3 F2-E2 E3-F3 \
                A2-B2 B3-A3 B2-A2 A3-B3 A2-B2 B3-A3 B2-A2 A3-B3 A2-B2 B3-A3";
    req.moves.extend(more.split_whitespace().map(String::from));
    let x = explain(&req);
    assert_eq!(
        x.rows.len(),
        30,
        "{:?}",
        x.rows.last().map(|r| (&r.label, &r.message))
    );
    assert!(x.rows.iter().all(|r| r.legal));
    // The right Colonel's sixth move in a row would break ISF 10; it is the left Colonel's turn.
    let mut req5 = req.clone();
    req5.moves.truncate(20);
    assert_eq!(validate(&req5, "E2-F2").rule, Some("two-squares"));
    let v = validate(&req, "E2-F2");
    assert!(v.legal, "{}", v.message);
    let c = v.details.more_squares.unwrap();
    assert!(c.chasing_move && c.repeated.is_none());
}
