#!/usr/bin/env python3
"""Writes www/rules/axf.html, the AXF rulebook page, from the diagram files in www/examples/xiangqi/axf/ and the
template scripts/axf-page.html, then rewrites the rule pages' tables of contents (scripts/rule-toc.py).

Run from anywhere: `python3 scripts/axf-page.py`. Run it again after adding, renaming or removing a diagram file:
each file becomes a board in its rule's section (a rule needs its statement in RULES below), a file whose move
text was corrected needs its CORRECTIONS paragraph, one whose board shows the rule's verdict but not all that the
rulebook says of the diagram its NOT_SHOWN paragraph, and a diagram that becomes live leaves NOT_LIVE (an entry all
of whose diagrams have files is dropped, with a note; one that is only partly live is an error: split it).
Every numbered diagram (1-104) must be either a file or in NOT_LIVE, never both.

The rule statements are ours (en, de), each citing the AXF rule number; the rulebook's own text is not copied.
"""
import html, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "www", "examples", "xiangqi", "axf")
TEMPLATE = os.path.join(ROOT, "scripts", "axf-page.html")
OUT = os.path.join(ROOT, "www", "rules", "axf.html")
DIAGRAMS = 104  # the rulebook's numbered diagrams; the appendix's two examples are unnumbered

# Each rule with a board: (title en, title de, statement en, statement de), in our own words.
RULES = {
 6: ("Perpetual check is forbidden", "Dauerschach ist verboten",
     "A side that gives check with every move of a repeating cycle checks perpetually and must vary, or loses. It makes no difference whether one piece gives all the checks or several take turns.",
     "Wer in einem sich wiederholenden Zyklus mit jedem Zug Schach bietet, gibt Dauerschach und muss abweichen, sonst verliert er. Ob eine Figur alle Schachs gibt oder mehrere abwechselnd, ist gleich."),
 7: ("Check answered by check", "Schach gegen Schach",
     "When both sides check on every move, each answering the other's check with a check of its own, neither is the only one checking perpetually: if nobody varies, the game is drawn.",
     "Bieten beide Seiten mit jedem Zug Schach, indem jede das Schach des Gegners mit eigenem Schach beantwortet, gibt keine allein Dauerschach: Weicht niemand ab, ist die Partie remis."),
 12: ("Checks mixed with chases", "Schach gemischt mit Verfolgung",
     "A cycle in which a side checks on some moves and chases on the others, for example one or several checks and then an attack on an unprotected piece, is neither perpetual check nor perpetual chase. If nobody varies, the game is drawn.",
     "Bietet eine Seite im Zyklus mal Schach und verfolgt mal, etwa ein oder mehrere Schachs und dann ein Angriff auf einen ungedeckten Stein, ist das weder Dauerschach noch Dauerverfolgung. Weicht niemand ab, ist die Partie remis."),
 13: ("A check and an idle move", "Ein Schach und ein Leerzug",
     "Checking on every other move only, with an idle move or a mere threat (to check and then win a piece) in between, is allowed: the repetition is a draw.",
     "Nur jeden zweiten Zug Schach zu bieten, dazwischen ein Leerzug oder eine bloße Drohung (Schach und dann Figurengewinn), ist erlaubt: Die Wiederholung ist remis."),
 15: ("Cannons may not chase a Chariot", "Kanonen dürfen keinen Wagen verfolgen",
     "A Cannon is worth less than a Chariot, so one or two Cannons that keep attacking a Chariot chase it, even when the Chariot is protected and even when its flights attack other pieces. The Cannon side must vary.",
     "Eine Kanone ist weniger wert als ein Wagen; eine oder zwei Kanonen, die einen Wagen immer wieder angreifen, verfolgen ihn, auch wenn er gedeckt ist und auch wenn er beim Ausweichen andere Steine angreift. Die Kanonenseite muss abweichen."),
 17: ("A Chariot may attack a protected Cannon", "Ein Wagen darf eine gedeckte Kanone angreifen",
     "A Chariot that keeps attacking a Cannon protected by another piece does not chase it (taking it would cost the Chariot); this holds even if the Cannon is protected on only some of its squares. Draw.",
     "Ein Wagen, der eine gedeckte Kanone immer wieder angreift, verfolgt sie nicht (das Schlagen kostete den Wagen), auch wenn die Kanone nur auf einigen ihrer Punkte gedeckt ist. Remis."),
 18: ("A Chariot may not chase an unprotected Cannon", "Ein Wagen darf keine ungedeckte Kanone verfolgen",
     "A Chariot may not keep attacking an unprotected Cannon. What the Cannon does in reply (threatening mate, checking, chasing back once, or attacking other pieces in turn) does not excuse the Chariot.",
     "Ein Wagen darf eine ungedeckte Kanone nicht immer wieder angreifen. Was die Kanone antwortet (Matt drohen, Schach bieten, einmal zurück verfolgen oder nacheinander andere Steine angreifen), entschuldigt den Wagen nicht."),
 19: ("A Chariot pinned by a Horse", "Ein vom Pferd gefesselter Wagen",
     "A Chariot that cannot move because an enemy Horse pins it (moving would let the Horse check) may not be attacked again and again, whether or not that Horse is protected. The pinned Chariot's own attack on the Horse is not a chase, since the Chariot never moves: the attacking side must vary.",
     "Ein Wagen, der nicht ziehen kann, weil ein gegnerisches Pferd ihn fesselt (zöge er, böte das Pferd Schach), darf nicht immer wieder angegriffen werden, ob das Pferd gedeckt ist oder nicht. Der Angriff des gefesselten Wagens auf das Pferd ist keine Verfolgung, denn der Wagen zieht nie: Die angreifende Seite muss abweichen."),
 23: ("A Chariot may not chase a Horse", "Ein Wagen darf kein Pferd verfolgen",
     "If a Chariot keeps attacking an unprotected Horse and the Horse answers with only one chase, one check, or a check and a chase, the Chariot's side must vary.",
     "Greift ein Wagen ein ungedecktes Pferd immer wieder an und antwortet das Pferd nur mit einer Verfolgung, einem Schach oder einem Schach und einer Verfolgung, muss die Wagenseite abweichen."),
 24: ("Chasing a piece of the same kind", "Verfolgung eines gleichartigen Steins",
     "When a Chariot attacks a Chariot, a Cannon a Cannon or a Horse a Horse, and the attacked piece could take the attacker in return, the attack is an offer to exchange and the repetition is a draw. When the attacked piece cannot take back (a Horse whose way is blocked, a Cannon without a screen or tied to its General), the attacker may not keep attacking it: that is a chase, and its side must vary.",
     "Greift ein Wagen einen Wagen, eine Kanone eine Kanone oder ein Pferd ein Pferd an und könnte der angegriffene Stein den Angreifer seinerseits schlagen, ist der Angriff ein Tauschangebot und die Wiederholung remis. Kann der angegriffene Stein nicht zurückschlagen (ein Pferd mit verstelltem Weg, eine Kanone ohne Sprungstein oder an ihren Feldherrn gebunden), darf der Angreifer ihn nicht immer wieder angreifen: Das ist Verfolgung, und seine Seite muss abweichen."),
 26: ("The screen moves, the Cannon chases", "Die Schanze zieht, die Kanone verfolgt",
     "A Cannon that keeps attacking a Chariot chases it even if neither the Cannon nor the Chariot moves and only the screen between them comes and goes, and whether or not the Chariot is protected.",
     "Eine Kanone, die einen Wagen immer wieder angreift, verfolgt ihn, auch wenn weder Kanone noch Wagen ziehen und nur die Schanze dazwischen kommt und geht, und ob der Wagen gedeckt ist oder nicht."),
 27: ("A Chariot tied to its line", "Ein an seine Linie gebundener Wagen",
     "A Chariot that a Cannon ties to a line (leaving it would expose its General) cannot capture back, so the other side's Chariot attacking it again and again chases it; its own moves along the line are not chases.",
     "Ein Wagen, den eine Kanone an eine Linie bindet (verließe er sie, stünde sein Feldherr im Schach), kann nicht zurückschlagen; der gegnerische Wagen, der ihn immer wieder angreift, verfolgt ihn. Seine eigenen Züge entlang der Linie sind keine Verfolgung."),
 28: ("The General may chase", "Der Feldherr darf verfolgen",
     "The General may keep attacking an enemy piece, alone or together with another piece: that is no violation, and the repetition is a draw.",
     "Der Feldherr darf einen gegnerischen Stein immer wieder angreifen, allein oder mit einem anderen Stein: kein Verstoß, die Wiederholung ist remis."),
 29: ("A Pawn may chase", "Ein Soldat darf verfolgen",
     "Attacks by a Pawn (Soldier) are not chases: a Pawn across the river may attack the same piece on every move, alone or taking turns with other Pawns, and the side with the Pawns need not vary. If nobody varies, the game is drawn.",
     "Angriffe eines Soldaten sind keine Verfolgung: Ein Soldat jenseits des Flusses darf denselben Stein mit jedem Zug angreifen, allein oder abwechselnd mit anderen Soldaten, und seine Seite muss nicht abweichen. Weicht niemand ab, ist die Partie remis."),
 32: ("Two targets are no perpetual chase", "Zwei Ziele sind keine Dauerverfolgung",
     "Attacking two or more pieces in turn, with one piece or with two, is not a perpetual chase. A piece that chases the same piece on every move still violates the rules.",
     "Abwechselnd zwei oder mehr Steine anzugreifen, mit einem Stein oder mit zweien, ist keine Dauerverfolgung. Wer mit jedem Zug denselben Stein verfolgt, verstößt weiterhin."),
 33: ("Two pieces may not take turns chasing one", "Zwei Steine dürfen nicht abwechselnd einen verfolgen",
     "Two or more pieces that take turns attacking the same piece chase it perpetually between them, even though no single piece attacks on every move. The chasing side must vary.",
     "Zwei oder mehr Steine, die abwechselnd denselben Stein angreifen, verfolgen ihn gemeinsam dauernd, auch wenn kein einzelner Stein mit jedem Zug angreift. Die verfolgende Seite muss abweichen."),
 35: ("Attacking a protected piece", "Angriff auf einen gedeckten Stein",
     "Attacking a protected piece, even with two or more pieces, is not a chase: if nobody varies, the game is drawn.",
     "Einen gedeckten Stein anzugreifen, auch mit zwei oder mehr Steinen, ist keine Verfolgung: Weicht niemand ab, ist die Partie remis."),
 36: ("An offer to exchange does not excuse a chase", "Ein Tauschangebot entschuldigt keine Verfolgung",
     "A move that chases is still a chase when it also offers to exchange pieces, on some moves of the cycle or on all of them.",
     "Ein Zug, der verfolgt, bleibt Verfolgung, auch wenn er zugleich einen Tausch anbietet, in einigen oder allen Zügen des Zyklus."),
 38: ("Threatening check", "Schach drohen",
     "Threatening again and again to check and then win material is not a violation: the repetition is a draw.",
     "Immer wieder zu drohen, Schach zu bieten und dann Material zu gewinnen, ist kein Verstoß: Die Wiederholung ist remis."),
 39: ("Blocking", "Sperren",
     "Blocking the opponent's threat again and again is allowed: the repetition is a draw.",
     "Die Drohung des Gegners immer wieder zu sperren, ist erlaubt: Die Wiederholung ist remis."),
 40: ("Offering a piece", "Einen Stein anbieten",
     "Offering a piece again and again, for an exchange or as a sacrifice, is allowed: the repetition is a draw.",
     "Immer wieder einen Stein anzubieten, zum Tausch oder als Opfer, ist erlaubt: Die Wiederholung ist remis."),
}
RULES.update({
 9: ("Threatening mate is allowed", "Mattdrohen ist erlaubt",
     "Threatening mate on every move is not perpetual check as long as the moves themselves do not give check. If the other side can only parry the threat, or only step its General aside, and nobody varies, the game is drawn.",
     "Mit jedem Zug Matt zu drohen, ist kein Dauerschach, solange die Züge selbst kein Schach bieten. Kann die andere Seite die Drohung nur abwehren oder ihren Feldherrn nur ausweichen lassen und weicht niemand ab, ist die Partie remis."),
 10: ("A mate threat answered by a mate threat", "Mattdrohung gegen Mattdrohung",
     "When one side threatens mate with every move and the other side answers every threat by parrying it and threatening mate in return, neither side is at fault: if nobody varies, the game is drawn.",
     "Droht eine Seite mit jedem Zug Matt und wehrt die andere jede Drohung ab, indem sie ihrerseits Matt droht, verstößt keine Seite gegen die Regeln: Weicht niemand ab, ist die Partie remis."),
 16: ("One or two Cannons against two Chariots", "Eine oder zwei Kanonen gegen zwei Wagen",
     "A Cannon that attacks two Chariots in turn, or two Cannons that take turns attacking two Chariots, do not chase perpetually: no Chariot is attacked on every move. If nobody varies, the game is drawn.",
     "Eine Kanone, die abwechselnd zwei Wagen angreift, oder zwei Kanonen, die abwechselnd zwei Wagen angreifen, verfolgen nicht dauernd: Kein Wagen wird mit jedem Zug angegriffen. Weicht niemand ab, ist die Partie remis."),
 25: ("A Cannon chases through its screens", "Eine Kanone verfolgt über ihre Schanzen",
     "A Cannon that keeps attacking an unprotected Horse, Advisor, Elephant or a Pawn that has crossed the river chases it, even when neither the Cannon nor its target moves and only the pieces serving as its screen come and go. A Pawn that has not crossed the river may be chased so.",
     "Eine Kanone, die ein ungedecktes Pferd, einen ungedeckten Leibwächter oder Elefanten oder einen Soldaten jenseits des Flusses immer wieder angreift, verfolgt ihn, auch wenn weder die Kanone noch ihr Ziel zieht und nur die Steine kommen und gehen, die ihr als Schanze dienen. Einen Soldaten diesseits des Flusses darf sie so verfolgen."),
 "appendix": ("taking away protection, and a piece that stays", "Deckung entziehen, und ein Stein, der bleibt",
     "Two examples follow rule 40. A Chariot that stands still and attacks an enemy piece chases it when its own side's other moves keep taking away that piece's protection: that side must vary. And an attack on a piece that neither flees nor seeks protection is no chase.",
     "Nach Regel 40 folgen zwei Beispiele. Ein Wagen, der stillsteht und einen gegnerischen Stein angreift, verfolgt ihn, wenn die anderen Züge seiner Seite diesem Stein immer wieder die Deckung entziehen: Diese Seite muss abweichen. Und der Angriff auf einen Stein, der weder flieht noch Deckung sucht, ist keine Verfolgung."),
})
# Published lines read with one corrected character: said on the page as well as in the file.
# A board that shows the rule's verdict but not everything the rulebook's text says of the diagram: what is missing
# and why, as the page's "Not shown" paragraph (en, de), keyed by file id like CORRECTIONS.
NOT_SHOWN = {
 "axf-18-d38": ("The AXF explanation calls the Cannon's two moves a check and a chase. No position lets this Cannon check: moving sideways between the c- and h-files it is never in line with Red's General, and the only check its move could uncover (a Horse whose leg it stood on, next to the c-file point it leaves) would leave Red's Chariot, which moves sideways on another rank, without a legal answer. On the board the Cannon's move to c6 is idle instead; the published moves are played unchanged, and the verdict, Red must vary, is the rule's: by rule 18 nothing the Cannon does in reply excuses the Chariot.",
                "Die AXF-Erklärung nennt die beiden Kanonenzüge ein Schach und eine Verfolgung. Keine Stellung lässt diese Kanone Schach bieten: Seitwärts zwischen c- und h-Linie ziehend, steht sie nie in einer Linie mit dem roten Feldherrn, und das einzige Schach, das ihr Zug aufdecken könnte (ein Pferd, auf dessen Bein sie stand, neben dem Punkt der c-Linie, den sie verlässt), ließe dem roten Wagen, der auf einer anderen Reihe seitwärts zieht, keinen legalen Zug. Auf dem Brett ist der Kanonenzug nach c6 daher ein Leerzug; die veröffentlichten Züge werden unverändert gespielt, und das Urteil, Rot muss abweichen, ist das der Regel: Nach Regel 18 entschuldigt nichts, was die Kanone antwortet, den Wagen."),
}

CORRECTIONS = {
 "axf-26-d61": ("Diagram 61 is published with M5+3 as Red's first Elephant move; an Elephant that goes forward from e2 could not then play M3+5, so the board plays M5-3 (E5-3 in WXF, one character changed), with which every Elephant move of the line is legal.",
                "Diagramm 61 ist mit M5+3 als erstem Zug des roten Elefanten veröffentlicht; ein Elefant, der von e2 vorwärts zieht, könnte danach nicht M3+5 spielen, daher spielt das Brett M5-3 (E5-3 in WXF, ein Zeichen geändert), womit jeder Elefantenzug der Zugfolge legal ist."),
 "axf-32-d77": ("Diagram 77 is published with R8=2 as Red's last move, but the Chariot stands on file 7 then; the board plays R7=2 (one character changed), without which the line never repeats.",
                "Diagramm 77 ist mit R8=2 als letztem roten Zug veröffentlicht, der Wagen steht dann aber auf Linie 7; das Brett spielt R7=2 (ein Zeichen geändert), ohne das sich die Zugfolge nie wiederholt."),
 "axf-9-d9": ("Diagram 9 is published with two of Black's moves in capitals, as if Red's (C8=5 and C5=8), so that Red would move twice in a row; the board reads them as Black's moves c8=5 and c5=8.",
               "Diagramm 9 ist mit zwei schwarzen Zügen in Großbuchstaben veröffentlicht, als wären es rote (C8=5 und C5=8), sodass Rot zweimal hintereinander zöge; das Brett liest sie als die schwarzen Züge c8=5 und c5=8."),
 "axf-25-d56": ("Diagram 56 is published with c8=5 as Black's fourth move, where the second pass of the cycle otherwise repeats the first move for move (as diagram 59's text does); with c8=5 the line that repeats is one in which Black no longer chases, against the rule it illustrates. The board plays c8=7 (one character changed), the move of the first pass; taking the Cannon back to the e-file is then Black's allowed way to vary.",
                "Diagramm 56 ist mit c8=5 als viertem schwarzem Zug veröffentlicht, während der zweite Durchlauf des Zyklus sonst Zug für Zug den ersten wiederholt (wie der Text von Diagramm 59); mit c8=5 wiederholt sich eine Folge, in der Schwarz nicht mehr verfolgt, entgegen der Regel, die sie zeigen soll. Das Brett spielt c8=7 (ein Zeichen geändert), den Zug des ersten Durchlaufs; die Kanone auf die e-Linie zurückzuziehen, ist dann der erlaubte Ausweg für Schwarz."),
 "axf-25-d57": ("Diagram 57 is published with two impossible moves: a second c9=6 when Black's Cannon stands on file 8, and A5+5, an Advisor step along its own file. The board plays c8=6 and A5+4 (one character changed in each), the only readings on which the moves are legal and the line returns.",
                "Diagramm 57 ist mit zwei unmöglichen Zügen veröffentlicht: ein zweites c9=6, wenn die schwarze Kanone auf Linie 8 steht, und A5+5, ein Leibwächterschritt entlang seiner eigenen Linie. Das Brett spielt c8=6 und A5+4 (je ein Zeichen geändert), die einzigen Lesarten, bei denen die Züge legal sind und die Folge zurückkehrt."),
 "axf-36-d92": ("Diagram 92 is published in two versions. The fuller one (clubxiangqi.com) has Black's Chariot play r4=5 from the d-file while it stands on the f-file; the shorter one (wxf.org) drops two moves and has R5=5. In the fuller one every pass but the second repeats the first, and the explanation says Red offers the exchange on every move: the board reads Black's second move r5=6 as r5=4 (one character changed, as in the fourth pass), which gives exactly that.",
                "Diagramm 92 ist in zwei Fassungen veröffentlicht. Die vollständigere (clubxiangqi.com) lässt den schwarzen Wagen r4=5 von der d-Linie ziehen, während er auf der f-Linie steht; die kürzere (wxf.org) lässt zwei Züge aus und hat R5=5. In der vollständigeren wiederholt jeder Durchlauf außer dem zweiten den ersten, und die Erklärung sagt, Rot biete mit jedem Zug den Tausch an: Das Brett liest den zweiten schwarzen Zug r5=6 als r5=4 (ein Zeichen geändert, wie im vierten Durchlauf), was genau das ergibt."),
 "axf-40-d103": ("Diagram 103 is published with r4-3 as Black's third move, which never brings the Chariot back; the board plays r4+3 (one character changed), which repeats the diagram's position.",
                 "Diagramm 103 ist mit r4-3 als drittem schwarzem Zug veröffentlicht, der den Wagen nie zurückbringt; das Brett spielt r4+3 (ein Zeichen geändert), womit sich die Stellung des Diagramms wiederholt."),
}

# Every numbered diagram that is not a board, with the reason: (diagrams, label en, label de, reason en, reason de).
NOT_LIVE = [
 ([5, 11, 12, 17, 42, 43, 44, 45, 46, 47, 48, 71, 72, 73, 74, 75, 83, 84, 85, 94, 95, 96],
  "Rule 8, diagram 5; rule 11, diagrams 11-12; rule 14, diagram 17; rules 20-22, diagrams 42-48; rules 30-31, diagrams 71-75; rule 34, diagrams 83-85; rule 37, diagrams 94-96",
  "Regel 8, Diagramm 5; Regel 11, Diagramme 11-12; Regel 14, Diagramm 17; Regeln 20-22, Diagramme 42-48; Regeln 30-31, Diagramme 71-75; Regel 34, Diagramme 83-85; Regel 37, Diagramme 94-96",
  "their move text is not in any copy of the rulebook we could reach.",
  "ihre Züge stehen in keiner Kopie des Regelbuchs, die uns zugänglich war."),
 ([24, 25], "Rule 15, diagrams 24-25", "Regel 15, Diagramme 24-25",
  "the copy of the page we could reach breaks off after diagram 23.",
  "die uns zugängliche Kopie der Seite bricht nach Diagramm 23 ab."),
 ([8], "Rule 9, diagram 8", "Regel 9, Diagramm 8",
  "the only copy we found (clubxiangqi.com rules/d6to9.htm) gives six moves, C7=3 c3=7 C3=7 C7=2 C3=8 c2=8, with no sign that they repeat and no explanation, and two of them are impossible: C7=2 would be a second Red move in a row, and C3=8 moves a Red Cannon from the g-file, where none stands then. Read with one character changed in each (c7=2, C7=8), the six moves are legal and a closing pair of our own (C8=7 c8=3) brings the position back, but a computer search (not exhaustive: Cannons on any rank, up to two more pieces) found no board on which every Red move then threatens mate and every Black move parries it: at most two Red moves threaten mate in one, and where all four threaten mate within two moves, Black's Cannon moves leave Red a forced mate. A reading in which Black's Cannon follows Red's from file to file, as in diagram 9 (C7=3 c3=7 C3=7 c7=3 C7=8 c3=2), changes five characters in the last three moves, so that half the line would be ours; even so the search found no board on which it shows every Red move threatening mate and every Black move parrying (at best three of Red's four moves threaten).",
  "die einzige Kopie, die wir fanden (clubxiangqi.com rules/d6to9.htm), nennt sechs Züge, C7=3 c3=7 C3=7 C7=2 C3=8 c2=8, ohne Zeichen einer Wiederholung und ohne Erklärung, und zwei davon sind unmöglich: C7=2 wäre ein zweiter roter Zug hintereinander, und C3=8 zieht eine rote Kanone von der g-Linie, wo keine steht. Mit je einem geänderten Zeichen (c7=2, C7=8) sind die sechs Züge legal, und ein eigenes abschließendes Zugpaar (C8=7 c8=3) bringt die Stellung zurück; eine Computersuche (nicht erschöpfend: Kanonen auf beliebigen Reihen, bis zu zwei weitere Steine) fand aber kein Brett, auf dem dann jeder rote Zug Matt droht und jeder schwarze Zug die Drohung abwehrt: Höchstens zwei rote Züge drohen Matt in einem Zug, und wo alle vier binnen zwei Zügen Matt drohen, lassen die schwarzen Kanonenzüge Rot ein erzwungenes Matt. Eine Lesart, in der die schwarze Kanone der roten von Linie zu Linie folgt wie in Diagramm 9 (C7=3 c3=7 C3=7 c7=3 C7=8 c3=2), ändert fünf Zeichen in den letzten drei Zügen, sodass die halbe Zugfolge unsere wäre; selbst dann fand die Suche kein Brett, auf dem sie jeden roten Zug Matt drohen und jeden schwarzen Zug abwehren lässt (bestenfalls drohen drei der vier roten Züge)."),
]


def rule_key(r):
    return (1, 0) if r == "appendix" else (0, r)


def parse(f):
    m = re.match(r"axf-(\d+|appendix)-d(\d+)\.txt$", f)
    if not m:
        sys.exit(f"{DIR}/{f}: the name is not axf-RULE-dDIAGRAM.txt")
    rule = m.group(1)
    return (int(rule) if rule.isdigit() else rule), int(m.group(2))


def not_live(files):
    """NOT_LIVE without the entries whose diagrams all have files; fails on a diagram missing or listed twice."""
    live = {parse(f)[1] for f in files if not f.startswith("axf-appendix")}
    out, listed = [], set()
    for entry in NOT_LIVE:
        diagrams = set(entry[0])
        if diagrams <= live:
            print(f"note: {entry[1]} is live now; its NOT_LIVE entry is left out (delete it)")
            continue
        if diagrams & live:
            sys.exit(f"NOT_LIVE entry {entry[1]}: diagrams {sorted(diagrams & live)} are live now, "
                     "the others not; split the entry")
        twice = diagrams & listed
        if twice:
            sys.exit(f"NOT_LIVE lists diagrams {sorted(twice)} twice")
        listed |= diagrams
        out.append(entry)
    missing = set(range(1, DIAGRAMS + 1)) - live - listed
    if missing:
        sys.exit(f"diagrams {sorted(missing)} are neither a file in {DIR} nor in NOT_LIVE")
    return out


def main():
    files = sorted((f for f in os.listdir(DIR) if f.endswith(".txt")),
                   key=lambda f: (rule_key(parse(f)[0]), parse(f)[1]))
    by_rule = {}
    for f in files:
        rule, diag = parse(f)
        by_rule.setdefault(rule, []).append((diag, f))
    missing = set(by_rule) - set(RULES)
    if missing:
        sys.exit(f"no statement in RULES for rule(s) {sorted(missing, key=rule_key)}")
    for name, table in (("CORRECTIONS", CORRECTIONS), ("NOT_SHOWN", NOT_SHOWN)):
        unknown = set(table) - {f[:-4] for f in files}
        if unknown:
            sys.exit(f"{name} names {sorted(unknown)}, which have no file")
    secs = []
    for rule in sorted(by_rule, key=rule_key):
        en_t, de_t, en, de = RULES[rule]
        boards = "\n".join(f'      <arbiter-board id="{f[:-4]}" example="../examples/xiangqi/axf/{f[:-4]}.pgn" step="end" show-text></arbiter-board>'
                           for _, f in by_rule[rule])
        notes = "".join(
            f'\n      <p data-lang="en"><strong>Correction.</strong> {html.escape(CORRECTIONS[f[:-4]][0])}</p>'
            f'\n      <p data-lang="de" lang="de" hidden><strong>Berichtigung.</strong> {html.escape(CORRECTIONS[f[:-4]][1])}</p>'
            for _, f in by_rule[rule] if f[:-4] in CORRECTIONS) + "".join(
            f'\n      <p data-lang="en"><strong>Not shown.</strong> {html.escape(NOT_SHOWN[f[:-4]][0])}</p>'
            f'\n      <p data-lang="de" lang="de" hidden><strong>Nicht gezeigt.</strong> {html.escape(NOT_SHOWN[f[:-4]][1])}</p>'
            for _, f in by_rule[rule] if f[:-4] in NOT_SHOWN)
        if rule == "appendix":
            h_en, h_de = f"The AXF appendix: {en_t}", f"Der AXF-Anhang: {de_t}"
            c_en, c_de = "AXF rulebook, appendix after rule 40; two examples", "AXF-Regelbuch, Anhang nach Regel 40; zwei Beispiele"
            sid = "appendix"
        else:
            diags = ", ".join(str(d) for d, _ in by_rule[rule])
            dw = "diagram" if len(by_rule[rule]) == 1 else "diagrams"
            dwd = "Diagramm" if len(by_rule[rule]) == 1 else "Diagramme"
            h_en, h_de = f"AXF rule {rule}: {en_t}", f"AXF-Regel {rule}: {de_t}"
            c_en, c_de = f"AXF rule {rule}; {dw} {diags}", f"AXF-Regel {rule}; {dwd} {diags}"
            sid = f"rule-{rule}"
        secs.append(
            f'    <section class="example ruling" id="{sid}">\n'
            f'      <h2 data-lang="en">{html.escape(h_en)}</h2>\n'
            f'      <h2 data-lang="de" lang="de" hidden>{html.escape(h_de)}</h2>\n'
            f'      <p data-lang="en">{html.escape(en)} <span class="cite">({c_en})</span></p>\n'
            f'      <p data-lang="de" lang="de" hidden>{html.escape(de)} <span class="cite">({c_de})</span></p>{notes}\n'
            f'{boards}\n'
            f'    </section>')
    rest = not_live(files)
    items_en = "\n".join(f"          <li><strong>{html.escape(a)}</strong>: {html.escape(b)}</li>" for _, a, _, b, _ in rest)
    items_de = "\n".join(f"          <li><strong>{html.escape(a)}</strong>: {html.escape(b)}</li>" for _, _, a, _, b in rest)
    secs.append(
        '    <section class="rule" id="not-live">\n'
        '      <h2 data-lang="en">Diagrams not shown here, and why</h2>\n'
        '      <h2 data-lang="de" lang="de" hidden>Diagramme, die hier fehlen, und warum</h2>\n'
        '      <div data-lang="en">\n'
        f'        <p>The rulebook has {DIAGRAMS} numbered diagrams. Every one that is not a board above is listed here with the reason.</p>\n'
        f'        <ul>\n{items_en}\n        </ul>\n'
        '      </div>\n'
        '      <div data-lang="de" lang="de" hidden>\n'
        f'        <p>Das Regelbuch hat {DIAGRAMS} nummerierte Diagramme. Jedes, das oben kein Brett ist, steht hier mit dem Grund.</p>\n'
        f'        <ul>\n{items_de}\n        </ul>\n'
        '      </div>\n'
        '    </section>')
    numbered = [f for f in files if not f.startswith("axf-appendix")]
    rules = [r for r in by_rule if r != "appendix"]
    tpl = open(TEMPLATE, encoding="utf-8").read()
    out = (tpl.replace("@@SECTIONS@@", "\n\n".join(secs)).replace("@@COUNT@@", str(len(numbered)))
           .replace("@@RULES@@", str(len(rules))))
    open(OUT, "w", encoding="utf-8").write(out)
    print(f"{os.path.relpath(OUT, ROOT)}: {len(numbered)} of {DIAGRAMS} diagrams live, {len(rules)} rules, "
          f"{len(files) - len(numbered)} appendix examples")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "rule-toc.py")], cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
