//! The command line: every game's options are taken as `--option NAME=VALUE`, checked against the
//! game's description, and listed in the help with the game's perft limits.

use arbiter::api;
use std::process::{Command, Output};

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("the arbiter binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn the_help_lists_each_games_options_rulesets_and_perft_limits() {
    let help = stdout(&arbiter(&["--help"]));
    for d in api::describe_all() {
        assert!(
            help.contains(&format!("  {}", d.name)),
            "{}: {help}",
            d.name
        );
        for r in &d.rulesets {
            assert!(help.contains(&format!("--rules {}", r.id)), "{}", r.id);
        }
        for o in &d.options {
            assert!(
                help.contains(&format!("--option {}=", o.name)),
                "{}",
                o.name
            );
        }
        if d.perft {
            let line = format!(
                "perft: budget {} leaf nodes, depth {} from the start",
                d.perft_budget, d.perft_max_depth
            );
            assert!(help.contains(&line), "{line}");
        }
    }
}

#[test]
fn an_option_changes_the_answer() {
    let game = ["explain", "--game", "xiangqi", "--moves", "h2e2"];
    let wxf = arbiter(&game);
    assert!(wxf.status.success(), "{}", stderr(&wxf));
    assert!(stdout(&wxf).contains("C2=5"), "{}", stdout(&wxf));
    let iccs = arbiter(&[&game[..], &["--option", "notation=iccs"]].concat());
    assert!(iccs.status.success(), "{}", stderr(&iccs));
    assert!(stdout(&iccs).contains(" h2e2 "), "{}", stdout(&iccs));
    assert!(!stdout(&iccs).contains("C2=5"), "{}", stdout(&iccs));
}

#[test]
fn options_are_checked_against_the_games_description() {
    let refused = |args: &[&str], says: &str| {
        let o = arbiter(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    };
    let specs: Vec<_> = api::option_specs("xiangqi")
        .iter()
        .map(|o| o.name)
        .collect();
    refused(
        &["legal", "--game", "xiangqi", "--option", "limit=3"],
        &format!(
            "not an option (the options of xiangqi: {})",
            specs.join(", ")
        ),
    );
    refused(
        &["legal", "--game", "bogenschach", "--option", "limit=3"],
        "bogenschach has no options",
    );
    refused(
        &[
            "legal",
            "--game",
            "stratego",
            "--option",
            "moreSquares=maybe",
        ],
        "is not true or false",
    );
    refused(
        &["legal", "--game", "stratego", "--option", "twoSquaresLimit"],
        "expected NAME=VALUE",
    );
    refused(
        &["legal", "--game", "xiangqi", "--option", "notation=fen"],
        "is not one of wxf, iccs",
    );
    // In the description's names, but out of the game's range: the game refuses it.
    refused(
        &[
            "legal",
            "--game",
            "xiangqi",
            "--option",
            "repetitionCount=11",
        ],
        "[bad-option]",
    );
    let ok = arbiter(&[
        "legal",
        "--option",
        "twoSquaresLimit=3",
        "--option",
        "moreSquares=false",
    ]);
    assert!(ok.status.success(), "{}", stderr(&ok));
}

#[test]
fn perft_takes_the_games_budget_by_default() {
    for d in api::describe_all().into_iter().filter(|d| d.perft) {
        let depth = d.perft_max_depth.to_string();
        let o = arbiter(&["perft", d.name, "", &depth]);
        assert!(o.status.success(), "{}: {}", d.name, stderr(&o));
        let deeper = (d.perft_max_depth + 1).to_string();
        let o = arbiter(&["perft", d.name, "", &deeper]);
        assert_eq!(o.status.code(), Some(2), "{}", d.name);
        assert!(stderr(&o).contains("budget-exceeded"), "{}", stderr(&o));
    }
}
