//! Xiangqi's message catalogue, English and German (the German piece names follow the AXF rulings' German excerpt:
//! Feldherr, Leibwächter, Elefant, Pferd, Wagen, Kanone, Soldat). Messages name the squares in
//! ICCS and the pieces, and say the rule in our own words (docs/rules/xiangqi.md).

use super::chase::{Checker, ClassKind, Classification, Reason, Threat};
use super::movegen::{Fault, MovementFault, Outcome};
use super::piece::{Kind, Side};
use super::position::square_text;
use super::repetition::{CycleVerdict, Violation};
use crate::core::i18n::{fill, fill_into, fill_with, join_into, push_number};
use crate::core::{Citation, Lang, Square};
use std::borrow::Cow;

pub fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    use Kind::*;
    match (lang, kind) {
        (Lang::En, General) => "General",
        (Lang::En, Advisor) => "Advisor",
        (Lang::En, Elephant) => "Elephant",
        (Lang::En, Horse) => "Horse",
        (Lang::En, Chariot) => "Chariot",
        (Lang::En, Cannon) => "Cannon",
        (Lang::En, Soldier) => "Soldier",
        (Lang::De, General) => "Feldherr",
        (Lang::De, Advisor) => "Leibwächter",
        (Lang::De, Elephant) => "Elefant",
        (Lang::De, Horse) => "Pferd",
        (Lang::De, Chariot) => "Wagen",
        (Lang::De, Cannon) => "Kanone",
        (Lang::De, Soldier) => "Soldat",
    }
}

pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::Red) => "Red",
        (Lang::En, Side::Black) => "Black",
        (Lang::De, Side::Red) => "Rot",
        (Lang::De, Side::Black) => "Schwarz",
    }
}

/// The citation of a refusal: which part of the rules it rests on.
pub fn citation(fault: Fault) -> Citation {
    let source = "docs/rules/xiangqi.md, \"Board and moves\" (AXF rules, standard movement)";
    let (rule, title) = match fault {
        Fault::FlyingGeneral => ("AXF", "The Generals may not face each other"),
        Fault::SelfCheck => ("AXF", "No move may leave one's own General in check"),
        Fault::GameOver => ("AXF", "A player with no legal move loses"),
        _ => ("AXF", "Movement of the pieces"),
    };
    Citation {
        rule,
        title,
        source,
    }
}

/// A square's ICCS name (static text on the board: no text made per square named).
fn sq(s: Square) -> Cow<'static, str> {
    square_text(s)
}

/// Why a move is illegal. `kind` is the moving piece's kind (if any), `mover` the side to move.
/// Each message is a template of [`fill`]: {0} the piece, {1} and {2} the squares from and to, {3}
/// the mover, {4} the other side, {5} a square or count the fault names.
pub fn fault_message(
    lang: Lang,
    fault: Fault,
    kind: Option<Kind>,
    mover: Side,
    from: Square,
    to: Square,
) -> String {
    use MovementFault::*;
    let k = kind.map(|k| kind_name(lang, k)).unwrap_or("?");
    let (f, t) = (sq(from), sq(to));
    let mut extra = Cow::Borrowed("");
    let template = match fault {
        Fault::NoPiece => lang.pick("There is no piece on {1}.", "Auf {1} steht keine Figur."),
        Fault::NotYourPiece => lang.pick(
            "The piece on {1} belongs to {4}; it is {3}'s turn.",
            "Die Figur auf {1} gehört {4}; {3} ist am Zug.",
        ),
        Fault::NullMove => lang.pick("A move must leave {1}.", "Ein Zug muss {1} verlassen."),
        Fault::OwnPiece => lang.pick(
            "{2} holds one of {3}'s own pieces.",
            "Auf {2} steht eine eigene Figur von {3}.",
        ),
        Fault::FlyingGeneral => lang.pick(
            "{0} {1}-{2} would leave the two Generals facing each other on an open file (flying general).",
            "{0} {1}-{2} ließe die beiden Feldherren auf offener Linie einander gegenüberstehen.",
        ),
        Fault::SelfCheck => lang.pick(
            "{0} {1}-{2} would leave {3}'s own General in check.",
            "{0} {1}-{2} ließe den eigenen Feldherrn von {3} im Schach.",
        ),
        Fault::GameOver => lang.pick(
            "The game is over: the side to move has no legal move.",
            "Die Partie ist beendet: die Seite am Zug hat keinen legalen Zug.",
        ),
        Fault::Movement(m) => match m {
            LeavesPalace => lang.pick(
                "The {0} may not leave the palace ({2} is outside it).",
                "{0} darf den Palast nicht verlassen ({2} liegt außerhalb).",
            ),
            GeneralStep => lang.pick(
                "The General moves one point along a file or rank; {1}-{2} is not such a step.",
                "Der Feldherr zieht einen Punkt gerade; {1}-{2} ist kein solcher Schritt.",
            ),
            AdvisorStep => lang.pick(
                "The Advisor moves one point diagonally; {1}-{2} is not such a step.",
                "Der Leibwächter zieht einen Punkt diagonal; {1}-{2} ist kein solcher Schritt.",
            ),
            ElephantShape => lang.pick(
                "The Elephant moves exactly two points diagonally; {1}-{2} is not such a move.",
                "Der Elefant zieht genau zwei Punkte diagonal; {1}-{2} ist kein solcher Zug.",
            ),
            ElephantRiver => lang.pick(
                "The Elephant may not cross the river ({2} is on the other side).",
                "Der Elefant darf den Fluss nicht überqueren ({2} liegt jenseits).",
            ),
            ElephantEye(e) => {
                extra = sq(e);
                lang.pick(
                    "The Elephant's eye {5} is blocked, so it cannot reach {2}.",
                    "Das Elefantenauge {5} ist verstellt, also erreicht er {2} nicht.",
                )
            }
            HorseShape => lang.pick(
                "The Horse moves one point straight, then one diagonally outward; {1}-{2} is not such a move.",
                "Das Pferd zieht einen Punkt gerade, dann einen diagonal nach außen; {1}-{2} ist kein solcher Zug.",
            ),
            HorseLeg(l) => {
                extra = sq(l);
                lang.pick(
                    "The Horse's leg {5} is blocked, so it cannot reach {2}.",
                    "Das Pferdebein {5} ist verstellt, also erreicht es {2} nicht.",
                )
            }
            NotStraight => lang.pick(
                "The {0} moves along a file or rank; {1}-{2} is neither.",
                "{0} zieht auf einer Linie oder Reihe; {1}-{2} ist keines von beiden.",
            ),
            Blocked(b) => {
                extra = sq(b);
                lang.pick(
                    "The piece on {5} stands in the way from {1} to {2}.",
                    "Die Figur auf {5} steht zwischen {1} und {2} im Weg.",
                )
            }
            CannonScreens { screens } => {
                extra = match screens {
                    0 => lang.pick("is none", "steht keine").into(),
                    1 => lang.pick("is one", "steht eine").into(),
                    n => {
                        let mut s = String::from(lang.pick("are ", "stehen "));
                        push_number(&mut s, n as u64);
                        s.into()
                    }
                };
                lang.pick(
                    "A Cannon captures by jumping exactly one piece (the screen); between {1} and {2} there {5}.",
                    "Die Kanone schlägt, indem sie genau eine Figur (die Schanze) überspringt; zwischen {1} und {2} {5}.",
                )
            }
            SoldierBackward => lang.pick(
                "A Soldier never moves backward ({1}-{2}).",
                "Ein Soldat zieht nie zurück ({1}-{2}).",
            ),
            SoldierSideways => lang.pick(
                "A Soldier moves sideways only after crossing the river; on {1} it has not.",
                "Ein Soldat zieht erst nach dem Überqueren des Flusses seitwärts; auf {1} hat er ihn nicht überquert.",
            ),
            SoldierShape => lang.pick(
                "A Soldier moves one point; {1}-{2} is not such a step.",
                "Ein Soldat zieht einen Punkt; {1}-{2} ist kein solcher Schritt.",
            ),
        },
    };
    let (me, other) = (side_name(lang, mover), side_name(lang, mover.other()));
    fill(template, &[k, &f, &t, me, other, &extra])
}

/// A legal move, said in one sentence.
pub fn legal_message(
    lang: Lang,
    kind: Kind,
    from: Square,
    to: Square,
    check: bool,
    captured: Option<Kind>,
) -> String {
    let (f, t) = (sq(from), sq(to));
    let (template, c) = match captured {
        None => (
            lang.pick("Legal: {0} {1}-{2}.", "Erlaubt: {0} {1}-{2}."),
            "",
        ),
        Some(c) => (
            lang.pick(
                "Legal: {0} {1}-{2} captures the {3} (x).",
                "Erlaubt: {0} {1}-{2} schlägt: {3}.",
            ),
            kind_name(lang, c),
        ),
    };
    let mut s = fill(template, &[kind_name(lang, kind), &f, &t, c]);
    if check {
        s.push_str(lang.pick(" It gives check (将).", " Es gibt Schach (将)."));
    }
    s
}

/// How the game ended.
pub fn outcome_message(lang: Lang, outcome: Outcome) -> String {
    let (template, loser) = match outcome {
        Outcome::Checkmate { loser } => (
            lang.pick("{0} is checkmated and loses.", "{0} ist matt und verliert."),
            loser,
        ),
        Outcome::Stalemate { loser } => (
            lang.pick(
                "{0} has no legal move (stalemate) and loses.",
                "{0} hat keinen legalen Zug (Patt) und verliert.",
            ),
            loser,
        ),
    };
    fill(template, &[side_name(lang, loser)])
}

/// The citation of a repetition verdict.
pub fn repetition_citation() -> Citation {
    Citation {
        rule: "AXF",
        title: "Perpetual check and perpetual chase",
        source: "docs/rules/xiangqi.md, \"Repetition\" (AXF rulings on perpetual chase, German excerpt \"Auszüge aus dem Regelwerk des AXF\")",
    }
}

/// What a threat is and why it is, or is not, a chase, appended to `out`.
fn push_threat(out: &mut String, lang: Lang, t: &Threat) {
    let attacker = kind_name(lang, t.attacker_kind);
    let target = kind_name(lang, t.target_kind);
    let (a, b) = (sq(t.from), sq(t.square));
    // The reason's template: {0} the square (or the answered threat) it names, {1} the attacker.
    let mut named = Cow::Borrowed("");
    let why = match t.reason {
        Reason::LowerValue => lang.pick(
            "a piece of lower value attacks it, protected or not",
            "ein geringerwertiger Stein greift an, gedeckt oder nicht",
        ),
        Reason::Unprotected => lang.pick("nothing protects it", "nichts deckt ihn"),
        Reason::FakeRoot {
            protector,
            flying: true,
        } => {
            named = sq(protector);
            lang.pick(
                "its only protector, on {0}, could not recapture without leaving the two Generals facing each other (fake root)",
                "sein einziger Deckungsstein auf {0} könnte nicht zurückschlagen, ohne dass die Feldherren einander gegenüberstünden (Scheindeckung)",
            )
        }
        Reason::FakeRoot {
            protector,
            flying: false,
        } => {
            named = sq(protector);
            lang.pick(
                "its only protector on {0} is pinned and could not recapture (fake root)",
                "sein einziger Deckungsstein auf {0} ist gefesselt und könnte nicht zurückschlagen (Scheindeckung)",
            )
        }
        Reason::CannotCaptureBack => lang.pick(
            "a piece of its own kind attacks it and it cannot capture back",
            "ein gleichartiger Stein greift ihn an, und er kann nicht zurückschlagen",
        ),
        Reason::RealRoot { protector } => {
            named = sq(protector);
            lang.pick(
                "not a chase: the piece on {0} protects it (real root)",
                "keine Verfolgung: der Stein auf {0} deckt ihn (echte Deckung)",
            )
        }
        Reason::ExcludedAttacker => lang.pick(
            "not a chase: attacks by the General or a Soldier do not count",
            "keine Verfolgung: Angriffe von Feldherr und Soldat zählen nicht",
        ),
        Reason::UncrossedSoldier => lang.pick(
            "not a chase: a Soldier that has not crossed the river may be attacked",
            "keine Verfolgung: der Soldat ist noch nicht über den Fluss",
        ),
        Reason::MutualOffer => lang.pick(
            "not a chase: both can capture each other (a mutual offer)",
            "keine Verfolgung: beide können einander schlagen (Opferangebot)",
        ),
        Reason::StandingAnswer { defended, kind } => {
            named = Cow::Owned(if kind == Kind::General {
                fill(
                    lang.pick(
                        "the check on the General on {0}",
                        "das Schach gegen den Feldherrn auf {0}",
                    ),
                    &[&sq(defended)],
                )
            } else {
                fill(
                    lang.pick("the chase of the {1} on {0}", "den Angriff auf {1} auf {0}"),
                    &[&sq(defended), kind_name(lang, kind)],
                )
            });
            lang.pick(
                "not a chase: the {1} did not move and already attacked it; this move took away its protection only while answering {0} (AXF rule 19)",
                "keine Verfolgung: {1} hat nicht gezogen und griff schon an; dieser Zug hat die Deckung nur beseitigt, weil er {0} abwehrt (AXF-Regel 19)",
            )
        }
    };
    let standing = match (lang, t.subverted && t.reason.is_chase()) {
        (_, false) => "",
        (Lang::En, true) => " (the attack stood before; this move took away the protection)",
        (Lang::De, true) => " (der Angriff bestand schon; dieser Zug hat die Deckung beseitigt)",
    };
    // {4}, the reason, written in its place
    fill_with(
        out,
        lang.pick(
            "the {0} on {1} attacks the {2} on {3}: {4}{5}",
            "{0} auf {1} greift {2} auf {3} an: {4}{5}",
        ),
        &mut |out, i| match i {
            0 => out.push_str(attacker),
            1 => out.push_str(&a),
            2 => out.push_str(target),
            3 => out.push_str(&b),
            4 => fill_into(out, why, &[&named, attacker]),
            5 => out.push_str(standing),
            _ => {}
        },
    );
}

/// What gives check: the checking piece, and for a Cannon the screen it checks through; appended
/// to `out`.
fn push_checker(out: &mut String, lang: Lang, c: &Checker) {
    let piece = kind_name(lang, c.kind);
    let at = sq(c.square);
    let standing = match (lang, c.discovered) {
        (_, false) => "",
        (Lang::En, true) => ", which did not move,",
        (Lang::De, true) => " (nicht gezogen)",
    };
    let (template, owner, kind, screen) = match c.screen {
        None => (
            lang.pick(
                "the {0} on {1}{2} gives check",
                "{0} auf {1}{2} gibt Schach",
            ),
            "",
            "",
            Cow::Borrowed(""),
        ),
        Some((s, k, owner)) => (
            lang.pick(
                "the {0} on {1}{2} gives check through the {3} {4} on {5} (its screen, 炮架)",
                "{0} auf {1}{2} gibt Schach über {4} ({3}) auf {5} als Schanze (炮架)",
            ),
            side_name(lang, owner),
            kind_name(lang, k),
            sq(s),
        ),
    };
    fill_into(out, template, &[piece, &at, standing, owner, kind, &screen]);
}

/// What a move attacks anew and why each target is, or is not, chased; a fixed text (`Idle (闲).`)
/// when there is nothing to say about it.
pub fn classification_text(lang: Lang, class: &Classification) -> Cow<'static, str> {
    let whole = match (lang, class.kind) {
        (Lang::En, ClassKind::Check) => "Check (将).",
        (Lang::De, ClassKind::Check) => "Schach (将).",
        (Lang::En, ClassKind::Chase) => "Chase (捉).",
        (Lang::De, ClassKind::Chase) => "Verfolgung (捉).",
        (Lang::En, ClassKind::Idle) => "Idle (闲).",
        (Lang::De, ClassKind::Idle) => "Leerzug (闲).",
    };
    let head = whole.strip_suffix('.').unwrap_or(whole);
    if class.checkers.is_empty() && class.chased.is_empty() && class.notes.is_empty() {
        return Cow::Borrowed(whole);
    }
    // `head: part; part; ...`, each part written into the one text: the checkers, a double check,
    // then each threat (the chases, then those that are none)
    let mut out = String::with_capacity(256);
    out.push_str(head);
    out.push_str(": ");
    let mut first = true;
    let mut next = |out: &mut String| {
        if !std::mem::replace(&mut first, false) {
            out.push_str("; ");
        }
    };
    for c in &class.checkers {
        next(&mut out);
        push_checker(&mut out, lang, c);
    }
    if class.checkers.len() > 1 {
        next(&mut out);
        out.push_str(lang.pick("a double check (双将)", "Doppelschach (双将)"));
    }
    for t in class.chased.iter().chain(class.notes.iter()) {
        next(&mut out);
        push_threat(&mut out, lang, t);
    }
    out.push('.');
    Cow::Owned(out)
}

fn push_violation(out: &mut String, lang: Lang, side: Side, v: &Violation) {
    let template = match v {
        Violation::PerpetualCheck => lang.pick("{0} checks perpetually", "{0} gibt Dauerschach"),
        Violation::PerpetualChase(_) => lang.pick("{0} chases perpetually", "{0} verfolgt dauernd"),
        Violation::None => lang.pick(
            "{0} neither checks nor chases perpetually",
            "{0} gibt weder Dauerschach noch verfolgt dauernd",
        ),
    };
    fill_into(out, template, &[side_name(lang, side)]);
}

/// The verdict on a repetition, for the move of `mover` that completes it. `chased` holds the
/// pieces the violator chased throughout (square after the move, kind, owner); `n` is how often
/// the position has now occurred.
pub fn repetition_text(
    lang: Lang,
    cycle: &[String],
    v: &CycleVerdict,
    mover: Side,
    chased: &[(Square, Kind, Side)],
    n: usize,
) -> String {
    let (template, loser, rule) = match v.loser {
        Some(l) if l == mover => (
            lang.pick(
                "Refused: this move makes the position occur for the {0} time; in the cycle {1}, {2}{3}. {4} violates the AXF rule on {5} and must vary.",
                "Abgelehnt: Mit diesem Zug steht die Stellung zum {0}. Mal; im Zyklus {1}: {2}{3}. {4} verstößt gegen die AXF-Regel über {5} und muss abweichen.",
            ),
            side_name(lang, l),
            if matches!(v.of(l), Violation::PerpetualCheck) {
                lang.pick("perpetual check", "Dauerschach")
            } else {
                lang.pick("perpetual chase", "Dauerverfolgung")
            },
        ),
        Some(l) => (
            lang.pick(
                "The position occurs for the {0} time; in the cycle {1}, {2}{3}. {4} violates the AXF rules and must now vary.",
                "Die Stellung steht zum {0}. Mal; im Zyklus {1}: {2}{3}. {4} verstößt gegen die AXF-Regeln und muss nun abweichen.",
            ),
            side_name(lang, l),
            "",
        ),
        None => (
            lang.pick(
                "The position occurs for the {0} time; in the cycle {1}, {2}: a draw may be claimed.",
                "Die Stellung steht zum {0}. Mal; im Zyklus {1}: {2}: Remis kann beansprucht werden.",
            ),
            "",
            "",
        ),
    };
    // each argument written in its place: {0} how often (English "the third time", German "zum
    // 3. Mal"), {1} the cycle's moves, {2} each side's conduct, {3} the pieces chased throughout,
    // {4} the violator, {5} the rule
    let cycle_len: usize = cycle.iter().map(|m| m.len() + 2).sum();
    let mut out = String::with_capacity(template.len() + cycle_len + 160);
    fill_with(&mut out, template, &mut |out, i| match i {
        0 => match (lang, n) {
            (Lang::En, 2) => out.push_str("second"),
            (Lang::En, 3) => out.push_str("third"),
            (Lang::En, 4) => out.push_str("fourth"),
            (Lang::En, 5) => out.push_str("fifth"),
            (Lang::En, _) => {
                push_number(out, n as u64);
                out.push_str("th");
            }
            (Lang::De, _) => push_number(out, n as u64),
        },
        1 => join_into(out, cycle, ", "),
        2 => {
            push_violation(out, lang, Side::Red, &v.red);
            out.push_str("; ");
            push_violation(out, lang, Side::Black, &v.black);
        }
        3 if !chased.is_empty() => fill_with(
            out,
            lang.pick(" (chased throughout: {0})", " (dauernd verfolgt: {0})"),
            &mut |out, i| {
                if i != 0 {
                    return;
                }
                for (k, &(s, kind, owner)) in chased.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    fill_into(
                        out,
                        lang.pick("the {0} {1} on {2}", "{1} ({0}) auf {2}"),
                        &[side_name(lang, owner), kind_name(lang, kind), &sq(s)],
                    );
                }
            },
        ),
        4 => out.push_str(loser),
        5 => out.push_str(rule),
        _ => {}
    });
    out
}

/// The messages of Xiangqi's record readers (`src/xiangqi/records.rs`); the shared reader's are in
/// `src/core/movetext.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKey {
    /// {0}: the word after `position`.
    UcciPosition,
    /// {0}: the limit.
    TooManyMoves,
    /// {0}: the square, {1}: the side to move.
    NoPieceToMove,
    /// {0}: the entry's name.
    DhtmlUnclosed,
    DhtmlBinit,
    DhtmlMovelist,
    /// {0}: the move's number.
    DhtmlMove,
}

/// The template of a record reader's message in `lang` ({0}, {1}: see [`RecordKey`]).
pub fn record_text(lang: Lang, key: RecordKey) -> &'static str {
    use RecordKey::*;
    match (lang, key) {
        (Lang::De, UcciPosition) => "nach \"position\" steht \"startpos\" oder \"fen\", nicht \"{0}\"",
        (_, UcciPosition) => "\"position\" is followed by \"startpos\" or \"fen\", not \"{0}\"",
        (Lang::De, TooManyMoves) => "mehr als {0} Züge",
        (_, TooManyMoves) => "more than {0} moves",
        (Lang::De, NoPieceToMove) => "auf {0} steht keine Figur von {1}, der am Zug ist",
        (_, NoPieceToMove) => "{0} holds no piece of {1}, whose move it is",
        (Lang::De, DhtmlUnclosed) => "der Eintrag [DhtmlXQ_{0}] wird nicht mit [/DhtmlXQ_{0}] geschlossen",
        (_, DhtmlUnclosed) => "the entry [DhtmlXQ_{0}] is not closed by [/DhtmlXQ_{0}]",
        (Lang::De, DhtmlBinit) => "binit hat 64 Ziffern: für jede der 32 Figuren zwei (Spalte 0-8, Reihe 0-9 von Schwarz aus) oder 99",
        (_, DhtmlBinit) => "binit has 64 digits: two for each of the 32 pieces (file 0-8, row 0-9 from Black's side) or 99",
        (Lang::De, DhtmlMovelist) => "movelist besteht aus Zügen von je vier Ziffern (Spalte und Reihe von Start- und Zielfeld)",
        (_, DhtmlMovelist) => "movelist is moves of four digits each (file and row of the start and the end square)",
        (Lang::De, DhtmlMove) => "Zug {0} der movelist nennt ein Feld außerhalb des Bretts",
        (_, DhtmlMove) => "move {0} of movelist names a square off the board",
    }
}
