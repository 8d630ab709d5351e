<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>&amp;About %s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>Open the &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The log folder could not be made. It belongs here:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The log folder could not be opened here. You find it at:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>Where the app writes down what went wrong, for a bug report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>About %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>Licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The licence text is not in this installation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionCardWidget</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Add an X-token: +1 strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>One X-token less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>X-token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>X-token action: this card moves to slot 1 and you gain 1 X-token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionRow</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>%1  %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Constriction %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Multiplier ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Use the action card in slot %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Venom %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>not possible now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>only the X-token action now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>strength %1 (+%2 X)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AidWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 (%2 conservation points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 (%2 with all your X-tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 (printed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 gets %n %2 tokens on the %3 card</source>
        <translation>
            <numerusform>%1 gets %n %2 token on the %3 card</numerusform>
            <numerusform>%1 gets %n %2 tokens on the %3 card</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 gets a %2 token on the %3 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1's %2 costs %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1's %2 gives %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: a conservation project (see the projects above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: costs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: now, for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: sponsor of level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: with one icon more, for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1; gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Action cards: click them in the order you plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: %1's %2 pays %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: %2 pays %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: a bonus under a project token gives %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: kiosks and the zoo map give %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Chance to draw at least one in the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Click the action cards above to see their strength turn by turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Deck: %1 cards · unseen by you: %2 cards · discard pile: %3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Discard pile, newest first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Next break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Next break after this turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Next break in %1 spaces: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>No cards in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>None now, nor with one icon more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Projects you could support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Shown to the player at the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Sponsors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>The break comes after the break token moves %1 more spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>The break is due after this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>The cards are counted for the player at the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Turn %1: %2 in slot %3, strength %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Unseen cards by kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Unseen: the zoo cards you cannot see now (the deck and the other players' hands). The deck's order is unknown to you, so each unseen card is counted as equally likely to come next: other players' hands may hold some of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Venom costs %1 %2: no Venom token was removed this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You can support %n projects now: %1. Only the Association action does it.</source>
        <translation>
            <numerusform>You can support %n project now: %1. Only the Association action does it.</numerusform>
            <numerusform>You can support %n projects now: %1. Only the Association action does it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You can support a project now: %1. Only the Association action does it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You hold %1 X-tokens, the most there can be: an X-token you would gain is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You said no to %n effects of yours this turn: %1. Undo takes them back.</source>
        <translation>
            <numerusform>You said no to %n effect of yours this turn: %1. Undo takes it back.</numerusform>
            <numerusform>You said no to %n effects of yours this turn: %1. Undo takes them back.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You said no to an effect of yours this turn: %1. Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>kiosks and the zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>…and an income effect that asks for your choice then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>…and income effects that ask for your choice then.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Something went wrong and the game has to close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Something went wrong inside the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>The details could not be written to a log file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>The details were written to the log file in %1 (Help → Open the log folder): please add it if you report the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Your game could not be saved automatically: save it with Game → Save as… to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Your game was saved automatically after your last completed move: if something looks wrong, close the game and continue it from the start screen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardChoices</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_choices.py"/>
        <source>Click to choose: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_choices.py"/>
        <source>Not now: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 (display folder %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 (from your hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 — taken by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1: an Association action of strength %2 or more. It takes 1 worker, or 2 where one of yours already is; closed for a player with %3 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1: animals with the %2 icon cost you %3 money less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1: have %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Association tasks: strength needed, and workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Bonus tiles on the conservation track (or 5 money instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Conservation projects: what to have → conservation points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Donation of %1: +1 conservation point; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Donations (after a task, Association II): +1 conservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>On offer: partner zoos and universities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Space %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Space %1: all tiles taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>University: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Workers here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>a blocking token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>blocked by the solo token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>blocked in a 2-player game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>×%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildingPalette</name>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%1 cannot be built now: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%1: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%n spaces</source>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>1 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>Cannot be built now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>Drag onto the map, or click and move the mouse over the map. R / wheel / right click: turn · M: mirror · Esc: put back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>costs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>it cannot be placed now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>%1 of %2 chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>%1: click one again to put it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>Click a card to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>Keep these %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>Only %1: unselect one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>click one again to put it back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_face.py"/>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardLegend</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 (size %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 partner zoos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Icons: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Lives in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>a partner zoo of its continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>appeal at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>costs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>next to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>reputation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>the upgraded action card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardListView</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_views.py"/>
        <source>not playable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1 X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Base project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Breeding program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Conservation project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Release into the wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Sponsor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>or</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>; or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Adds to your zoo: {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Conditions: {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Each time you cover a border space with a placement bonus and take that bonus, also take for free one other placement bonus of your zoo that is still uncovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: 1 conservation point for each animal category in which your zoo has more icons than the zoo of the player on your right (at most 4). Not used in solo games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: 1 conservation point for each of these that holds: each water space of your map touches one of your buildings; each rock space touches one of your buildings; each border building space is built on; each building space is built on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: {points} conservation points with at least {counts} {nouns}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>For every {icons} icon added to any zoo, yours too: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>For every {icons} icon added to your zoo: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Income, at every break: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Large animals (size 4 or more) cost you {value} money less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Large animals you play may skip {value} of their conditions (you choose which).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Other players' Venom, Pilfering, Constriction and Hypnosis have no effect on you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Rock and water requirements no longer apply to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Small animals (size 2 or less) cost you {value} money less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Solo game: instead of {original}, use {name}: {explanation}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Support: have at least {counts} {nouns} (left / middle / right space) for {rewards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Support: pick 1 animal of your zoo that shows the {icon} icon and set it free (release into the wild); its icons leave your zoo with it. Its standard enclosure size picks the space: {big} or more (left) / {mid} (middle) / {small} or less (right), for {rewards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Support: your zoo needs 1 animal that shows the {icon} icon and a partner zoo on one of that animal's continents; then pick a space: {rewards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When an Animals action of yours plays small animals only, you may then play 1 more small animal from your hand at its normal cost; then you may add 1 small animal of the display to your hand, if one is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this animal: gain {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this card, put {value} of your tokens on it. Each of them can stand in for one icon of your choice when you support one of the base conservation projects (1 token per support at most); it is discarded then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this card: choose small or large animals and mark your choice here. Turn over deck cards one by one until an animal of that kind appears; keep it in your hand and slide the other turned cards under the deck. From then on you may not play animals of the other kind, and each animal of the chosen kind that you play gives you 2 appeal (small) or 4 appeal (large).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this card: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever a Build action of yours builds at least 1 building, you may also build 1 more building of a kind you just built (special enclosures excepted), paying the normal cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever you build, for each newly covered space that touches a rock space: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever you build, for each newly covered space that touches a water space: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever you support one of the release-into-the-wild projects, additionally: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever your zoo gets its first icon of one {icons}: {effects}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>X = the number of {nouns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>X-token you hold|X-tokens you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>You may cover rock and water spaces with buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>You may support conservation projects with an Association action of strength {value} or more (instead of 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>You may support each release-into-the-wild project several times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>a partner zoo on one of the animal's continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>animal category among your zoo's icons|different animal categories among your zoo's icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>appeal {n} or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>at least {n} of its spaces must lie on the border of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>at least {n} partner zoos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>at least {n} {icon} icon|at least {n} {icon} icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>building touching this unique building (empty standard enclosures excluded)|buildings touching this unique building (empty standard enclosures excluded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>choose as many as {x} of your hand cards and sell them for 4 money apiece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>complete set of 6 unbuilt building spaces inside one connected unbuilt area|complete sets of 6 unbuilt building spaces, each inside one connected unbuilt area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>conservation project you supported|conservation projects you supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>continent among your zoo's icons|different continents among your zoo's icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>continent or animal category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>continent or animal category among your zoo's icons|different continents and animal categories among your zoo's icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each border building space of your map is built on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each building space of your map is built on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each player ahead of you receives 1 Constriction token per track (appeal, conservation) on which they are ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each player with more appeal than you receives {x} Venom token|each player with more appeal than you receives {x} Venom tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each rock space of your map touches one of your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each water space of your map touches one of your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>every other player gains {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>every other player puts the top {n} deck cards into their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 / 2 / 3 X-tokens when your zoo has at least 1 / 3 / 5 primate icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 X-token per bear icon in all zoos together, 3 at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 appeal for each predator icon your zoo has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 appeal per {continent} icon in all zoos together, 8 at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 3 appeal for every petting zoo animal icon your zoo has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain {x} X-token|gain {x} X-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>hire 1 association worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>if a Large Bird Aviary fits in your zoo, you may build one for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>if it cannot be placed, this card cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>if the base project Primates is not in play, you may take it into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>instead of an empty enclosure, this animal may join an occupied enclosure of a herbivore, size {x} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>it does not need to touch another building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>it has to touch at least {n} rock space|it has to touch at least {n} rock spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>it has to touch at least {n} water space|it has to touch at least {n} water spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>kiosk of your zoo|kiosks of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>large animal (size 4 or more) of your zoo|large animals (size 4 or more) of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>look at 2 final scoring cards from the pile; keep one, discard the second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>look at the top {x} cards of the deck; keep {k} of them and discard the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>occupied standard enclosure of size 1|occupied standard enclosures of size 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may also carry out the {action} action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may carry out the action of a card in slot 1 to {x} of the player highest on the appeal track (if that is not you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may move any action card to slot 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may move your {action} card to slot 1 or 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may take one further turn action with a different action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once: swap a display card for the next one from the deck, or discard a hand card and replace it from the deck|up to {x} times: swap a display card for the next one from the deck, or discard a hand card and replace it from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>pair made of one rock and one water icon of your zoo|pairs made of one rock and one water icon of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>place the unique building {name} ({n} spaces) in your zoo for free, following the usual placement rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>placement-bonus space neither covered nor touching your buildings|placement-bonus spaces neither covered nor touching your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>put a Multiplier token on your {action} action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>put the top card of the deck into your hand|put the top {n} cards of the deck into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>put the top card of the deck into your hand|put the top {x} cards of the deck into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>reputation {n} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>reputation|reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>rock or water icon of your zoo|rock and water icons of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>rock space touching none of your buildings|rock spaces touching none of your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>rock space touching one of your buildings|rock spaces touching your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>shuffle the discard pile, then look at its top {x} cards; keep 1 and put the others back on the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>small animal (size 2 or less) of your zoo|small animals (size 2 or less) of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>sponsor card of your zoo|sponsor cards of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>take 1 card into your hand, from the top of the deck or from the display within your reputation range|take {n} cards into your hand, each from the top of the deck or from the display within your reputation range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>take all sponsor cards of the display into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>take any card of the display into your hand, even outside your reputation range|{x} times: take any card of the display into your hand, even outside your reputation range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the break token moves {x} spaces on and you gain {x} money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the player highest on the appeal track and the player highest on the conservation track each hand you 5 money or 1 hand card picked blind, as each decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the player highest on the appeal track hands you 5 money or 1 hand card picked blind, as that player decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: release an animal of enclosure size {count} for {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: release an animal of enclosure size {count} or less for {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: release an animal of enclosure size {count} or more for {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: {count} {nouns} for {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>turn over the top card of the deck; keep it if it is an animal card, else discard it|turn over the top {x} cards of the deck; keep 1 animal card among them and discard the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>unbuilt border space touching one of your buildings|unbuilt border spaces touching your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>unbuilt building space of your map|unbuilt building spaces of your map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>uncovered placement-bonus space touching one of your buildings|uncovered placement-bonus spaces touching your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>university of yours|universities of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>water space touching none of your buildings|water spaces touching none of your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>water space touching one of your buildings|water spaces touching your buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you gain {x} money (a solo game has no break token to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may place a kiosk or a pavilion for free|up to {x} times, place a kiosk or a pavilion for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may place {building} for free (usual placement rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may play 1 sponsor card from your hand and pay its level in money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may take 1 base conservation project that is not in play into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may tuck 1 of your hand cards beneath this card; it is worth 2 appeal|tuck as many as {x} of your hand cards beneath this card; each is worth 2 appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{action} action upgraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{count}→{conservation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} for each {noun}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} for every {per} {nouns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} if {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} with at least {ns} {nouns} (only the highest step counts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} with at least {n} {nouns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{icon} icon of your zoo|{icon} icons of your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{name}: {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{side}: {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{text} (at most {max} times)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{text} At most {n} times in the game: put {n} of your tokens on this card and remove one each time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Not playable now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Opens the rules at this ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Rules of %1 (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/charts_page.py"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/charts_page.py"/>
        <source>The game so far, %1 moves: what every player can see on the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (from the display folder %2, for %2 money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (the bonus of the left-edge space you uncovered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (value %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (value %2) — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (your uncovered left-edge bonus, again at the break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 area: remove its marker and choose a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 at strength %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 from the display (folder %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 pilfers: give a random hand card or %2 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 with %n X-token</source>
        <translation>
            <numerusform>%1 with %n X-token</numerusform>
            <numerusform>%1 with %n X-token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 with %n X-tokens</source>
        <translation>
            <numerusform>%1 with %n X-token</numerusform>
            <numerusform>%1 with %n X-tokens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, for %2 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, then discard %n</source>
        <translation>
            <numerusform>%1, then discard %n</numerusform>
            <numerusform>%1, then discard %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: 1 appeal per %2 icon in your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: appeal for the %2 icons in every zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: appeal for the %2 icons in your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: take every sponsor card of the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A Constriction token on the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A Multiplier token on the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A Venom token on the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A free %1 again: your uncovered left-edge bonus space gives it at every break. Place it on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A free %1: supporting the project uncovered the left-edge bonus space that gives it. Place it on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A free building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A token on the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Advance the break token %n and take %1 money</source>
        <translation>
            <numerusform>Advance the break token %n and take %1 money</numerusform>
            <numerusform>Advance the break token %n and take %1 money</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Advance the break token and take money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>An animal you discard may slide under your zoo map instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>An extra action: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Animals II: gain %1 before playing animals?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Another association task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Another effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Another placement bonus of your map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Anything else before your turn ends?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Archaeologist: take one more placement bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Association: choose a task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Boost: move the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Boost: put the %1 card into slot 1 or slot 5?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Boost: put the card into slot 1 or slot 5?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Break: discard down to %1 cards (%n to discard)</source>
        <translation>
            <numerusform>Break: discard down to %1 cards (%n to discard)</numerusform>
            <numerusform>Break: discard down to %1 cards (%n to discard)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build another building (up to size %n) on the map, or stop</source>
        <translation>
            <numerusform>Build another building (up to size %n) on the map, or stop</numerusform>
            <numerusform>Build another building (up to size %n) on the map, or stop</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build one more building of a kind you just built</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build: choose a building up to size %n, then its place on the map</source>
        <translation>
            <numerusform>Build: choose a building up to size %n, then its place on the map</numerusform>
            <numerusform>Build: choose a building up to size %n, then its place on the map</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build: choose a building, then its place on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose a final scoring card to discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose a partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose a university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an action card to upgrade to side II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an enclosure for %1 (size %2): click a lit one on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an enclosure: click a lit one on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the animal to release into the wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the bonus of conservation space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the bonus of the conservation space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the cards to keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the left-edge token to place on the project (it uncovers that bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose your zoo map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Clever twice: put action cards into slot 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Clever: put an action card into slot 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Clever: put an action card into slot 1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Click %n cards to discard them</source>
        <translation>
            <numerusform>Click %n card to discard it</numerusform>
            <numerusform>Click %n cards to discard them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Click a card to discard it</source>
        <translation>
            <numerusform>Click a card to discard it</numerusform>
            <numerusform>Click a card to discard it</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Conservation 10: choose what comes first, the final scoring discard (every player, starting with you) or a conservation bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Constriction: tokens for the players ahead of you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard a card (%n left)</source>
        <translation>
            <numerusform>Digging: discard a card (%n left)</numerusform>
            <numerusform>Digging: discard a card (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard a card and replace it</source>
        <translation>
            <numerusform>Digging: discard a card and replace it</numerusform>
            <numerusform>Digging: discard a card and replace it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard up to %n cards and replace them</source>
        <translation>
            <numerusform>Digging: discard up to %n card and replace it</numerusform>
            <numerusform>Digging: discard up to %n cards and replace them</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Discard a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Discard a card (%n left)</source>
        <translation>
            <numerusform>Discard a card (%n left)</numerusform>
            <numerusform>Discard a card (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Display, folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Donate %1 money for 1 conservation point</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw %n card</source>
        <translation>
            <numerusform>Draw %n card</numerusform>
            <numerusform>Draw %n card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw %n cards</source>
        <translation>
            <numerusform>Draw %n card</numerusform>
            <numerusform>Draw %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw cards or snap a card from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Engineer: build one more building of a kind you just built?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>From the display, folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>From your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Gain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Gain %1 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Give %1 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Give a random hand card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hire an association worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hunter: reveal %n cards and keep 1 animal</source>
        <translation>
            <numerusform>Hunter: reveal %n card and keep 1 animal</numerusform>
            <numerusform>Hunter: reveal %n cards and keep 1 animal</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hypnosis: several players are tied for the most appeal; choose whom it targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hypnosis: use an action card of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hypnosis: use an action card of the leader on appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Jumping: advance the break token %n and take as much money</source>
        <translation>
            <numerusform>Jumping: advance the break token %n and take as much money</numerusform>
            <numerusform>Jumping: advance the break token %n and take as much money</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Jumping: take %1 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep %1 of your %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep a card (%n to keep)</source>
        <translation>
            <numerusform>Keep a card (%n to keep)</numerusform>
            <numerusform>Keep a card (%n to keep)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep one of these final scoring cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Left-edge slot %1 from the top: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Make your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move %1 into the new building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move animals into %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move animals into the new building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move animals into the new building?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Multiplier: perform %1 again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Multiplier: perform the action again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>On the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Perception: draw %n cards and keep %1</source>
        <translation>
            <numerusform>Perception: draw %n card and keep %1</numerusform>
            <numerusform>Perception: draw %n cards and keep %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Perform %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Perform the action again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: give a random hand card or %1 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: several players are tied for the most appeal; choose whom it targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: several players are tied for the most conservation points; choose whom it targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: take from the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 for free on the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 on the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 on the map… (%2 money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a Multiplier token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a Multiplier token on one of your action cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a free %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a free %1 on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place the building on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play %1 and support it at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play a sponsor card by paying its level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play an animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play an animal (%n left)</source>
        <translation>
            <numerusform>Play an animal (%n left)</numerusform>
            <numerusform>Play an animal (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play another sponsor (levels up to %n left) or stop</source>
        <translation>
            <numerusform>Play another sponsor (up to %n level left) or stop</numerusform>
            <numerusform>Play another sponsor (levels up to %n left) or stop</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pouch: put a hand card under the animal for %1 appeal</source>
        <translation>
            <numerusform>Pouch: put a hand card under the animal for %1 appeal</numerusform>
            <numerusform>Pouch: put a hand card under the animal for %1 appeal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pouch: put up to %n hand cards under the animal, %1 appeal each</source>
        <translation>
            <numerusform>Pouch: put up to %n hand card under the animal, %1 appeal each</numerusform>
            <numerusform>Pouch: put up to %n hand cards under the animal, %1 appeal each</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put %1 into slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put %1 under the animal for %2 appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put a hand card under the animal for %1 appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put a hand card under the animal for %1 appeal (%n left)</source>
        <translation>
            <numerusform>Put a hand card under the animal for %1 appeal (%n left)</numerusform>
            <numerusform>Put a hand card under the animal for %1 appeal (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put the %1 card into slot 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put the card into slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Refill the display first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Release %1 into the wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Remove a continent area marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Remove an area marker and choose a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Remove the %1 marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Resistance: draw 2 final scoring cards and keep 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Reveal cards until a sponsor and take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Scavenging: shuffle the discard pile, reveal %n and keep %1</source>
        <translation>
            <numerusform>Scavenging: shuffle the discard pile, reveal %n and keep %1</numerusform>
            <numerusform>Scavenging: shuffle the discard pile, reveal %n and keep %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sell %1 for %2 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sell a hand card for %1 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sell a hand card for %1 money (%n left)</source>
        <translation>
            <numerusform>Sell a hand card for %1 money (%n left)</numerusform>
            <numerusform>Sell a hand card for %1 money (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Several effects are due at once: choose which comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Several players are tied; choose whom the effect targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Slide %1 under your zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Slide %1 under your zoo map?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Slide the animal under your zoo map?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snap a card from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snap a display card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snap a display card (%n left)</source>
        <translation>
            <numerusform>Snap a display card (%n left)</numerusform>
            <numerusform>Snap a display card (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snapping: take %n display card</source>
        <translation>
            <numerusform>Snapping: take %n display card</numerusform>
            <numerusform>Snapping: take %n display card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snapping: take %n display cards</source>
        <translation>
            <numerusform>Snapping: take %n display card</numerusform>
            <numerusform>Snapping: take %n display cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Special assignment: choose small or large animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Special assignment: small or large animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play one sponsor card up to level %n, or advance the break token %1 and take %2 money</source>
        <translation>
            <numerusform>Sponsors: play one sponsor card up to level %n, or advance the break token %1 and take %2 money</numerusform>
            <numerusform>Sponsors: play one sponsor card up to level %n, or advance the break token %1 and take %2 money</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play one sponsor card up to level %n, or take %1 money</source>
        <translation>
            <numerusform>Sponsors: play one sponsor card up to level %n, or take %1 money</numerusform>
            <numerusform>Sponsors: play one sponsor card up to level %n, or take %1 money</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or advance the break token %1 and take %2 money</source>
        <translation>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or advance the break token %1 and take %2 money</numerusform>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or advance the break token %1 and take %2 money</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or advance the break token and take money</source>
        <translation>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or advance the break token and take money</numerusform>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or advance the break token and take money</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or take %1 money</source>
        <translation>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or take %1 money</numerusform>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or take %1 money</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or take money</source>
        <translation>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or take money</numerusform>
            <numerusform>Sponsors: play sponsor cards up to level %n in total, or take money</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards, or advance the break token and take money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards, or take money</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sunbathing: sell a hand card for %1 money</source>
        <translation>
            <numerusform>Sunbathing: sell a hand card for %1 money</numerusform>
            <numerusform>Sunbathing: sell a hand card for %1 money</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sunbathing: sell up to %n hand cards for %1 money each</source>
        <translation>
            <numerusform>Sunbathing: sell up to %n hand card for %1 money each</numerusform>
            <numerusform>Sunbathing: sell up to %n hand cards for %1 money each</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Support %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Support a conservation project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take %1 into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take %1 money instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a base conservation project into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a card from the deck or within your reputation range</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a card from the deck or within your reputation range (%n left)</source>
        <translation>
            <numerusform>Take a card from the deck or within your reputation range (%n left)</numerusform>
            <numerusform>Take a card from the deck or within your reputation range (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take money instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The %1 area bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The %n cards you pick go to the discard pile.</source>
        <translation>
            <numerusform>The %n card you pick goes to the discard pile.</numerusform>
            <numerusform>The %n cards you pick go to the discard pile.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The bonus of conservation space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The card you pick goes to the discard pile.</source>
        <translation>
            <numerusform>The card you pick goes to the discard pile.</numerusform>
            <numerusform>The card you pick goes to the discard pile.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The card you pick is discarded and replaced from the deck: a display card by refilling the display, a hand card by drawing a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The final scoring discard (every player, starting with you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The project's reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The project's reward: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The university slot reward: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The university slot reward: upgrade an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The university's %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>This choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>University: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>University: choose which comes first, the slot reward or the reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Upgrade %1 to side II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Upgrade an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Venom: tokens for the players ahead of you on appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>WAZA Small Animal Program: play one more small animal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>WAZA Small Animal Program: take a small animal from the display?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>X-token action with the %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>You may perform an extra action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>You may play a sponsor card by paying its level in money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>You may take a base conservation project into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>a hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the bottom left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the bottom right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the top left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the top right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>next to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>next to rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>next to water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>number %1 from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>only %1 fit below the maximum of %2 while the Cards action is on side I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>only %1 fit below the maximum of %2; %3 instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>reputation is at its maximum of %1 while the Cards action is on side I: nothing gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>reputation is at its maximum of %1: %2 instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>still empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the eighth from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the fifth from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the first from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the fourth from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the lit enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the second from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the seventh from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the sixth from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the space you choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the third from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>%s is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>Pick it up and move it over your zoo map: the places where it fits are lit. Click one to build there; R turns it, M mirrors it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>Skip (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>The cards to choose from are at the bottom of the window, where your action cards and hand usually are: click a card to pick it, then confirm with the button above the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>…and %n more: pick on the board.</source>
        <translation>
            <numerusform>…and %n more: pick on the board.</numerusform>
            <numerusform>…and %n more: pick on the board.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPile</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>The deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>The deck — click: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for %3 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for free: an uncovered left-edge bonus, paid again at the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for free: the bonus of the left-edge space just uncovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 chooses the zoo map %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 comes into the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards %2 from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a card from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a final scoring card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a revealed card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 gains %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 gets %n %2 tokens on the %3 card</source>
        <translation>
            <numerusform>%1 gets %n %2 token on the %3 card</numerusform>
            <numerusform>%1 gets %n %2 tokens on the %3 card</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 gets a %2 token on the %3 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 is discarded from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 keeps one of the revealed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 loses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves %2 into %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves the %2 card to slot %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves the break token to the end: a break follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 pays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places %n %2 tokens on the %3 card</source>
        <translation>
            <numerusform>%1 places %n %2 token on the %3 card</numerusform>
            <numerusform>%1 places %n %2 tokens on the %3 card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places %n association workers on %2</source>
        <translation>
            <numerusform>%1 places %n association worker on %2</numerusform>
            <numerusform>%1 places %n association workers on %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places a %2 token on the %3 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places an area marker on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places an association worker on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the animal %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the animal %2 for %3 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the conservation project %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the conservation project %2 from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the sponsor %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the sponsor %2 from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 puts a card from their hand aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 puts a card from their hand under an animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 releases %2 into the wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 removes %2 from the zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 removes %n %2 tokens from the %3 card</source>
        <translation>
            <numerusform>%1 removes %n %2 token from the %3 card</numerusform>
            <numerusform>%1 removes %n %2 tokens from the %3 card</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 removes a %2 token from the %3 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 sets a card aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 slides an animal under the zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 spends %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 supports the conservation project %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 supports the conservation project %2 at the space %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes %2 from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes %2 from the display to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes %2 out of the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a random card from %2's hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a random card from another player's hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a university: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the X-token action: +%n X-tokens</source>
        <translation>
            <numerusform>%1 takes the X-token action: +%n X-token</numerusform>
            <numerusform>%1 takes the X-token action: +%n X-tokens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the X-token action: +1 X-token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the base project %2 into their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus of conservation space %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus of conservation space %2: an upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus tile of conservation space %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus tile: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 triggers the end of the game during the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 triggers the end of the game: the final turns are played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 upgrades the %2 action card to side II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1's action cards, slots 1 to 5: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1: %2 lost at the maximum of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1: %2, strength %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>A break begins: players over their hand limit discard down to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Action cards of %1, slots 1 to 5: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Animals II at strength 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: Multiplier, Venom and Constriction tokens removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: display folders 1 and 2 discarded, the display refilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: workers back; partner zoos and universities on offer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Commercial Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Geographical Zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Observation Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Solo: %1 of %2 turns of this round played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Solo: a token blocks the donation space of %1 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Someone takes a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Sponsors: money instead of a sponsor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The break is over: the break token is back at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The break token moves to %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The conservation project %1 leaves the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The discard pile (%n cards) is shuffled</source>
        <translation>
            <numerusform>The discard pile (%n card) is shuffled</numerusform>
            <numerusform>The discard pile (%n cards) is shuffled</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The discard pile (1 card) is shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The game is over. Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The game is over. Winners: %1</source>
        <translation>
            <numerusform>The game is over. Winners: %1</numerusform>
            <numerusform>The game is over. Winners: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>WAZA special assignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>X-token action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>appeal income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>association task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>bonus tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>bonus under a project token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>built %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>conservation project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>conservation space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>donation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>every building space covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>final scoring: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>for strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>fourth partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>last area marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>last worker uncovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>placement bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>project from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>release project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>reputation beyond 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>reputation space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>second partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>second university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>sponsor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>third partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>third university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>triggered the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>university</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1 — or snap a card from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1, and a donation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1, or %2 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1, or %2 money and the break token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a Constriction token takes 2 strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a condition of the card is not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a donation comes after a task of this action</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a sponsor up to level %n</source>
        <translation>
            <numerusform>a sponsor up to level %n</numerusform>
            <numerusform>a sponsor up to level %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a task worth up to %n</source>
        <translation>
            <numerusform>a task worth up to %n</numerusform>
            <numerusform>a task worth up to %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a zoo has only one %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>another player is deciding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>another player took it; it is on offer again after the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>buildings up to %n spaces in all</source>
        <translation>
            <numerusform>buildings up to %n space in all</numerusform>
            <numerusform>buildings up to %n spaces in all</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>costs %1 money, you have %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>discard %n</source>
        <translation>
            <numerusform>discard %n</numerusform>
            <numerusform>discard %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>draw %n card</source>
        <translation>
            <numerusform>draw %n card</numerusform>
            <numerusform>draw %n card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>draw %n cards</source>
        <translation>
            <numerusform>draw %n card</numerusform>
            <numerusform>draw %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>finish the current step first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>folder %1 is outside your reputation range (1–%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>in slot %1: hypnosis reaches slots 1 to %2 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>it is worth %1, this action has only %2 strength left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>it takes %1 spaces, only %2 are left in this Build action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>it takes %1 spaces, this Build action allows up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>its token is on a project already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs %1 %2 (you have %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs %1 (you have %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs %1 partner zoos (you have %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs a partner zoo on one of its continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs reputation %1 (you have %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs strength %1, your card reaches %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs the %1 card on side II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no animal at this strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no animal in your hand or in reach can be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no association task can be done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no building fits anywhere in your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no conservation token left to support a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no enclosure in your zoo fits it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no fitting %1 animal in your zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no free association worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no free enclosure of size %1 or more fits it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no sponsor can be played (only the break money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>not one of the players tied for the lead that it may target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>not possible now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>one building up to size %n</source>
        <translation>
            <numerusform>one building up to size %n</numerusform>
            <numerusform>one building up to size %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>one donation per Association action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>only the X-token action is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>only up to %1 appeal (you have %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>play %n animal</source>
        <translation>
            <numerusform>play %n animal</numerusform>
            <numerusform>play %n animal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>play up to %n animals</source>
        <translation>
            <numerusform>play up to %n animal</numerusform>
            <numerusform>play up to %n animals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>sponsors up to level %n in all</source>
        <translation>
            <numerusform>sponsors up to level %n in all</numerusform>
            <numerusform>sponsors up to level %n in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>tasks worth up to %n in all</source>
        <translation>
            <numerusform>tasks worth up to %n in all</numerusform>
            <numerusform>tasks worth up to %n in all</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>that animal size is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>that space has a token on it already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>that task is full until the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no partner zoo you could take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no place for it on your map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no place for its building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no place on your map where it may stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no project you could support now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no sponsor you could play with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no university you could take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you already hold the most X-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you could not use it now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you did that task in this action already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1 partner zoos, the most a zoo may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1 universities, the most a zoo may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1 workers, the most a zoo may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1, the most you may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have already built one in this Build action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have it already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have no action card left to upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have no card in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have this partner zoo already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have this university already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you support this project already</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>&amp;First-game guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>A few steps that point at the parts of the table; Help opens it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Animals, sponsors and projects you may play. Hover a card to read it; click it to play it when an action allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Build enclosures, kiosks and pavilions here; animals move into enclosures. Covered bonus spaces pay at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Each turn you use one of these five cards. A card's strength is its slot: the further right, the stronger. The used card goes back to slot 1. Click one to use it (F1 over a card explains it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Money, X-tokens, reputation and icons of every zoo. Points are appeal against conservation on the tracks at the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Offer the first-game guide at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Six open cards. Your reputation says how far along you may take them; each break the first two leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>The display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>The players' boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>When your action is done, end the turn here (or press Enter). Undo takes back a choice. Help → Rules has the rules in short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Your action cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Your zoo map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>The replay opens when the game is over: it would show every player's cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideBubble</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Close the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../arknova_desktop/ui/models.py"/>
        <source>Not playable now: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>%1: %2 of %3 games won (%4 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>%1: %2 victory points, %3 appeal, %4 conservation points; zoos: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Any number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Any outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Any zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Averages per zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Best solo games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Charts of this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Charts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>History of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>No game played to the end yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Replay this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Starting at %1 appeal: best %2 victory points; games: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>The history cannot be read now (details in the log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>The history file was damaged: it was put aside as %1 and a new, empty history was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>This game cannot be replayed: its record is damaged or gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Win rates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Zoo maps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The game could not be added to the history: another copy of Ark Nova Desktop kept it busy. The game itself is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The game could not be added to the history: its file cannot be written (details in the log). The game itself is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The game was added to the history (Game → History…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The history file was damaged: it was put aside as %1 and a new history was started with this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>computer, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeftEdgeStrip</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/left_edge.py"/>
        <source>%1 — uncovered when this token goes onto a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/left_edge.py"/>
        <source>Left edge, slot %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 (computer, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 is thinking… %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Easy: plays sensibly, makes human mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Hard: searches its turn deeper and thinks longer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Medium: looks one turn ahead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Autosave of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Other file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>This autosave cannot be opened. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>abandoned, turn %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>conceded, turn %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>turn %d</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../arknova_desktop/ui/models.py"/>
        <source>An effect that fired by itself</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>%1 concedes the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>%1 takes back a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>%s may take cards from folder 1 of the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>%s may take cards from folders 1 to %d of the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>%s — new since your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>&lt;b&gt;%1&lt;/b&gt; can only be used for the X-token action right now%2. The card moves to slot 1 and you gain 1 X-token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>&lt;b&gt;Since your last turn&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Ark Nova Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Card tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>End the turn, or take the only choice offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Hand of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Placing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Placing %1 — Esc puts it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Placing %1 — R turns, M mirrors, Esc puts back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Quit without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Take the X-token action with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>That is not one of the choices now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>The game is not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Welcome to Ark Nova Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Zoo cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Zoo of %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapButton</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Click to choose another zoo map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapGallery</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Base game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Zoo Map Pack 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Zoo maps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Concede…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Open saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Replay this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>A&amp;bandon this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Abandon the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>After your last choice, see the result and press End turn (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>As the system (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>At once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Cards, markers and buildings move to their places; a click finishes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Computer players' speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Concede the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Confirm the end of each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Dark table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Does %1 give the game up? It ends now, and the solo game is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Does %1 give the game up? It ends now: everyone is scored as the game stands, and the best of the other players wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Leave this game unfinished for good? It is recorded as abandoned and no longer listed to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Light table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Motion is turned off for this run of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Normal (1 second a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Saved to %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Show moves in motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Slow (2 seconds a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Take back the last choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>The game speaks %1 from the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>“%1” cannot be opened. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 X-token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 X-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 association worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 association workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 conservation point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 conservation points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n %1 icon</source>
        <translation>
            <numerusform>%n %1 icon</numerusform>
            <numerusform>%n %1 icon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n %1 icons</source>
        <translation>
            <numerusform>%n %1 icon</numerusform>
            <numerusform>%n %1 icons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n animal</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n animals</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n card under animals</source>
        <translation>
            <numerusform>%n card under animals</numerusform>
            <numerusform>%n card under animals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n cards under animals</source>
        <translation>
            <numerusform>%n card under animals</numerusform>
            <numerusform>%n cards under animals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n kiosks</source>
        <translation>
            <numerusform>%n kiosk</numerusform>
            <numerusform>%n kiosks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n large bird aviaries</source>
        <translation>
            <numerusform>%n large bird aviary</numerusform>
            <numerusform>%n large bird aviaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n pavilions</source>
        <translation>
            <numerusform>%n pavilion</numerusform>
            <numerusform>%n pavilions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n petting zoos</source>
        <translation>
            <numerusform>%n petting zoo</numerusform>
            <numerusform>%n petting zoos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n project supported</source>
        <translation>
            <numerusform>%n project supported</numerusform>
            <numerusform>%n project supported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n projects supported</source>
        <translation>
            <numerusform>%n project supported</numerusform>
            <numerusform>%n projects supported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n reptile houses</source>
        <translation>
            <numerusform>%n reptile house</numerusform>
            <numerusform>%n reptile houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n size-%1 enclosures</source>
        <translation>
            <numerusform>%n size-%1 enclosure</numerusform>
            <numerusform>%n size-%1 enclosures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n sponsor</source>
        <translation>
            <numerusform>%n sponsor</numerusform>
            <numerusform>%n sponsor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n sponsors</source>
        <translation>
            <numerusform>%n sponsor</numerusform>
            <numerusform>%n sponsors</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>+1 reputation and a hand limit of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>1 science icon and +2 reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>10 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>2 reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>2 science icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>3 X-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Americas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Assertion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Association</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Australia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Clever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Commercial Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Constriction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Determination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Digging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Dominance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Flock Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Full-throated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Geographical Zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Hollywood Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Hunter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Hypnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Ice Cream Parlors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Iconic Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Inventive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Jumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Map %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Map 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Map A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Observation Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Outdoor Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Park Restaurant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Peacocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Perception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Petting Zoo Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Pilfering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Posturing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Pouch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Rescue Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Research Institute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Scavenging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Silver Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Snapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sponsor Magnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sponsors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sunbathing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>University</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Venom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>X-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a Multiplier token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a large bird aviary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a petting zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a reptile house</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a size-%1 enclosure</source>
        <translation>
            <numerusform>a size-%1 enclosure</numerusform>
            <numerusform>a size-%1 enclosure</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a size-3 enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a sponsor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>association task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>association workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>build a free reptile house or large bird aviary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>build a free size-2 enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>build a free size-3 enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>conservation points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>conservation project task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>discard a card, and an animal may go under your zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>herbivore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>hire an association worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>large animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>large bird aviary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>partner zoo task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>petting zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>petting zoo animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>place a Multiplier token on an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>play a sponsor card by paying its level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>predator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>primate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>put action cards into slot 1 twice (Clever)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>put an action card into slot 1 (Clever)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>put up to 2 hand cards under an animal, for appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>remove a continent area marker, for a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reptile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reptile house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reputation task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>science</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>sea animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>size-%1 enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>small animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>snap a card from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take 1 X-token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take 3 X-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take 3 cards from the deck or within your reputation range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take a card from the deck or within your reputation range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take a partner zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take a university</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the large bird aviary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the petting zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the reptile house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the size-%1 enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>university task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>upgrade an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/notice.py"/>
        <source>Before you end your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/notice.py"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/notice.py"/>
        <source>Reminder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>%1 (%2), saved %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>%1 choices made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>1 choice made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>A newer position of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Continue the newer game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Open as a separate game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Open in another window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Play the file as a separate game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>This game is open in another window of Ark Nova. A game is played in one window at a time, so that neither overwrites the other's moves.

You can go on from this position as a separate game, or go back and play it in the other window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>This game is the one open in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>This game went on after this file was saved, and its newer position is kept in its autosave.

The file: %1.
The autosave: %2.

Playing the file as the same game would replace the newer position. Which do you want to play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>abandoned in turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>conceded in turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>I am %s — show my cards  (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>Only %s should look now. Everyone else's cards stay hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>Pass the screen to %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>Since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>The turn being played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source> (next at %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 is deciding now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 of %2 points now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 with %2 X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Action cards from slot 1 to slot 5 (II: upgraded side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Cards in hand: %1 (hand limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Click to see this zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Conservation projects supported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Final scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>It is %1's turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Partner zoos and universities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Partner zoos: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Plan your turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>The Planner: action cards turn by turn, projects in reach, your hand's costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Universities: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Workers: %1 free of %2 hired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Your final scoring cards and what they give now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>count %3, %1 of %2 points now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1 — final scoring: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1. %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>A new game from this position; this game stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Association board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Go to turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Play on from here (new game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Players' boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step %1 of %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step %1 of %2 — %3 — %4 conceded the game here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step %1 of %2 — %3 — next: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Steps, display, board, hands and zoo cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>The game is over at this step: there is nothing left to play. Go back a step or more to play on from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>The turn to go to, numbered as the table numbers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Turn to go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Zoo cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Zoo of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>A standard enclosure next to the gate counts as 2 sizes bigger for everything: placing animals, releasing them, and so on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Action (an action): when the action is over, you may carry out the named action as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Appeal (0 to 113) is what your zoo draws: it pays money in every break, more the higher it is. Conservation points (0 to 41) come from projects, bonuses and some cards and never go down.

Each conservation space faces a group of appeal spaces; the lowest of them is the target of that conservation value. Your points are your appeal minus the target of your conservation, so the two markers moving towards each other is the whole race.

Reputation (0 to 15, start 1) sets how far along the display you may take cards, and pays one-time bonuses on spaces 5 and 8 and from 10 on. Above 9 it needs the Cards action on side II; beyond 15 each step gives 1 appeal.

Conservation spaces 2, 5, 8 and 10 give bonuses: an upgrade or a worker, money or a bonus tile, and at 10 everyone keeps only one of their two final scoring cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Appeal, conservation and reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Assertion: you may take one base conservation project not in play into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Boost (an action): when the action is over, you may move that action card to slot 1 or to slot 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Clever: when the action is over, you may move any one of your action cards to slot 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Constriction: each player ahead of you gets 1 Constriction token for each track (appeal, conservation) on which they lead you. The tokens go on their cards in slot 5, then 4; such a card is 2 weaker until it is used. The break removes them.

Interactive: only players with at least 5 appeal are reached; replaced in solo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Determination: when the action is over, you may carry out one more action with another action card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Digging X: up to X times, either discard a display card (the display is refilled) or discard a hand card and draw a replacement from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Dominance: if the base project Primates is not in play, you may take it into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Each time a standard enclosure next to the tower turns to its occupied side, gain 2 appeal. Special enclosures do not count; the tower is no building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Each time you cover one of the three marked spaces, turn over deck cards until a sponsor comes, take it and discard the rest. With all three covered, every sponsor you play is 1 level cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>First the break token moves 2 spaces. Then draw cards from the deck and discard some:
- Side I: draw 1, 1, 2, 2, 3 at strength 1 to 5, discarding 1 at strengths 1, 3 and 5; at strength 5 you may instead take one display card within your reputation range (a snap).
- Side II: draw 1, 2, 2, 3, 4, discarding 1 at strengths 2, 4 and 5; draws may come from the display within your reputation range; from strength 3 a snap may replace the draw. Side II also lets reputation rise above 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Flock Animal X: instead of an empty enclosure, this animal may join an occupied enclosure of size X or more that holds a herbivore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Full-throated: activate 1 association worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Hunter X: turn over the top X cards of the deck, keep one animal among them and discard the rest. With Hunter 1 the card is kept only if it is an animal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Hypnosis X: when the action is over, you may carry out the action of one card in slot 1 to X of the player with the most appeal (not yourself), as if it were yours.

Interactive: only players with at least 5 appeal are reached; replaced in solo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Iconic Animal (a continent): gain 1 appeal for each icon of that continent in all zoos together, 8 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>In each break: 1 money per covered space next to the restaurant. Its left-edge bonus gives a Reptile House or Large Bird Aviary for free, even without Build II.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Instead of carrying out an action, move any one action card to slot 1 and take 1 X-token. Not allowed while you hold 5 X-tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Inventive: gain X-tokens — one, or as many as the card says (some count bear or primate icons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Jumping X: the break token moves X spaces and you gain X money. In a solo game only the money is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Multiplier (an action): put a Multiplier token on that action card. The next time you use the card you may carry out its action twice in a row at the same strength (an X-token boosts only one of the two). A token placed during that card's own action waits for its next use; unused tokens leave in the break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>No ability: instead many placement bonuses of 2 money lie around the lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Once a building stands next to the institute: each time you play an animal you may ignore one of its conditions (never a rock or water one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Once a building stands on the space next to the harbor: once in each of your turns you may discard 1 hand card for 3 money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Once every space with the kiosk mark is covered: each kiosk you have pays 1 more money in every break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Pack: gain 1 appeal for each predator icon in your zoo, this one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Peacocking: you may build a Large Bird Aviary for free, if it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Perception X: look at the top X cards of the deck, keep 2, discard the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Petting Zoo Animal: gain 3 appeal for each petting zoo animal icon in your zoo, this one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Pilfering 1: the player with the most appeal gives you 5 money or 1 hand card you take blind, as they choose. Pilfering 2: the same from the player with the most appeal and from the one with the most conservation points.

Interactive: only players with at least 5 appeal are reached; replaced in solo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Place buildings on your zoo map; each space costs 2 money. The first building touches the map's edge, each later one shares an edge with a building; rock and water can never be built on, and kiosks stand at least 3 spaces apart. Covering a space with a placement bonus gives it at once.

- Side I: one building of a size up to the strength: a kiosk, a pavilion, a standard enclosure of size 1 to 5 or the petting zoo.
- Side II: several different buildings, sizes adding up to the strength at most; the spaces with the Build II mark and the Reptile House and Large Bird Aviary become available.

Covering every buildable space of the map gives 7 appeal once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Play animal cards from your hand into free enclosures that fit them, paying their cost and meeting their conditions (icons in your zoo, reputation, rock or water nearby).

- Side I: no animal at strength 1; 1 animal at 2 to 4; 2 at 5.
- Side II: 1 animal at strength 1 and 2, 2 from strength 3; they may also come from the display within your reputation range (paying the folder's number on top); at strength 5 you first gain 1 reputation.

An animal's appeal, conservation and reputation come after its cost is paid; its ability follows. Each partner zoo of a continent the animal has makes it 3 money cheaper per icon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Play one sponsor card of a level up to the strength (side I), or several whose levels add up to the strength plus 1 at most, from your hand or the display (side II). Sponsors bring icons, one-time gains, lasting effects and income.

Instead you may take the break alternative: move the break token as many spaces as the strength and gain that much money (side II: twice as much).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Posturing X: up to X times, place a kiosk or a pavilion for free (the usual placement rules apply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Pouch X: tuck up to X of your hand cards under this animal; each gives 2 appeal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Resistance: draw 2 final scoring cards, keep one and discard the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Scavenging X: shuffle the discard pile, look at its top X cards, keep 1 and put the others back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Send association workers to a task whose value is at most the strength: 2 reputation (value 2), a partner zoo (3), a university (4) or supporting a conservation project (5). A task you already have a worker on needs 2 workers.

- Side I: one task.
- Side II: several different tasks whose values add up to the strength at most, and one donation: pay the amount shown for 1 conservation point.

You hold at most 4 partner zoos (the 3rd and 4th need side II) and 3 universities of different kinds. Supporting a project takes a player token from your map's left edge and uncovers that space's bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Snapping X: X times, take any card of the display into your hand, whatever your reputation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Sponsor Magnet: take every sponsor card of the display into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Sprint X: draw X cards from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Sunbathing X: sell up to X of your hand cards for 4 money each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Animals action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Association action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Build action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Cards action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Sponsors action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The X-token action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The break token moves on each time someone uses the Cards action (2 spaces) and with some abilities and sponsors. The track is 9 spaces long with 2 players, 12 with 3 and 15 with 4. Whoever brings the token to the end gains 1 X-token, and a break follows that player's turn.

In a break, in this order:
- everyone discards down to 3 hand cards (5 with the hand-limit university);
- Multiplier, Venom and Constriction tokens leave the action cards;
- association workers come back; partner zoos and universities are refilled;
- the two cards of display folders 1 and 2 are discarded, the others slide down and the display is refilled;
- income: money for your appeal, kiosk money, and every recurring income;
- the break token goes back to its start.

In a solo game a tile of seven tokens sets the pace instead: the rounds last 7, 6, 5, 4, 3 and 2 turns, with a break after each but the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The end comes when a player's appeal marker reaches the area of their conservation marker (the two meet or pass each other). That player finishes the turn, then everyone else has exactly one more turn.

Then final scoring: effects that score at the end (some sponsors), and the final scoring card you kept, worth up to 4 conservation points. Your points are appeal minus the target of your conservation; the most points wins, and points may be negative. On a tie, whoever supported more conservation projects wins; after that the win is shared.

Solo: the game ends after the 27th turn and you win with 0 points or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The end of the game and final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The map for a first game: it starts with a kiosk and an empty size-3 enclosure beside it already built. No ability of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The map has five continent areas, each with a marker. When you play an animal into an enclosure touching the area of one of its continents, you may take that marker back and choose one of the bonuses shown; the last marker also gives 1 conservation point. Each area gives its bonus once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The plain base map: nothing built at the start and no ability of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The rescue bonus gives Digging 1; an animal discarded with it may go under the top of your map into one of 3 free slots. From then on it counts as in your zoo for its icons and for cards that react to animals, but gives none of its own effects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Venom X: each player with more appeal than you gets X Venom tokens on their action cards, from slot 1 on. Using a card with Venom removes its token; a player who ends a turn without removing one while some is left pays 2 money. The break removes all Venom.

Like every interactive effect it only reaches players with at least 5 appeal; in a solo game the card's solo stripe replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>You build a zoo: enclosures and buildings on your map, animals in them, sponsors and conservation projects supported. On your turn you use exactly one of your five action cards (or take the X-token action instead).

The action cards lie in slots 1 to 5; a card's strength is the number of its slot. The card you use moves to slot 1 and the cards left of it shift one slot right, so a card you leave alone grows stronger.

- X-tokens: spend any number (you hold at most 5) to make the card that many slots stronger for this one use.
- Upgrades turn an action card to side II, which does more. There are four ways to upgrade: conservation space 2, reputation 5, a 2nd partner zoo and a 2nd university, so one card always stays on side I.
- An action may never be used to do nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Zoo maps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>No section mentions “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Search the rules (e.g. Venom, break, Build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Sections of the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/rules_help.py"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/rules_help.py"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/rules_help.py"/>
        <source>The rules in short; F1 opens them at what is under the mouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 conservation points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 conservation projects supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1: %2 appeal (%3); %4 conservation points (%5); target number %6; %7 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>1 conservation project supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>During the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Final scoring cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Points by source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Sponsors at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Target number %1 for %2 conservation points: %3 appeal − %1 = %4 victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>victory points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Every number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Over the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Points by source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>The same players and zoo maps, newly shuffled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source> — conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source> — winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 conceded the game and cannot win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 gave the solo game up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 gave the solo game up: it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 share the victory with %2 victory points each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 tied on %2 victory points; the most supported conservation projects (%3) decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 tied on %2 victory points; the tie-break went to the most supported conservation projects (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 wins the solo game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>A shared win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Appeal during the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>At the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Conservation points during the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Everyone is scored as if the game had ended then, final scoring cards and end-of-game sponsors included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Final scoring card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Not this time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Not this time: the solo game is won with 0 or more victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Points from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Sponsor %1 at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Sponsor %1 at the end of the game (%2 money, no points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Supported conservation projects (tie-break): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Target number for %1 conservation points: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>The solo game is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>The solo game is won with 0 or more victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Victory points: %1 appeal − %2 target number = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Winner: %1 (a shared win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>With %1 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>You win the solo game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>a card in the zoo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/seat_card.py"/>
        <source>Seat %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/seat_card.py"/>
        <source>Seat %d: zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/seat_card.py"/>
        <source>Seat %d: zoo map picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>A computer player is deciding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Nothing to take back yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>That is not one of the choices open now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The computer players had stopped working; they were restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The game could not be saved to %1: %2. Nothing was changed there, and the game goes on. Use Game → Save as… again to save it in another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The last choice revealed hidden cards (a card drawn or turned over): it stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The next player has not sat down yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>This game could not be saved: %1. If you quit now, the moves since it was last saved are lost. Go back to the game and use Game → Save as… to keep it in another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Your game could not be saved automatically: %1. The game goes on, and it is tried again after every move. To keep this game safe, use Game → Save as… to save it somewhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Your turn has no choice to take back yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Your turn is complete: end it first, or undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>the disk cannot be written to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>the system refused to write the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>this program may not write in the save folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>where the save folder should be there is a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsMenu</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>A short notice names the card, whose it is and what it gave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Before End turn, say what the turn leaves unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Mark those effects in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Only what is certain: X-tokens at the most, projects you can support now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Remind me of effects that fire by themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Their lines in the log are in bold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>What they do</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SizeSettings</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Larger table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Normal text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Smaller table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Table at the window's size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Table zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>The whole table larger or smaller; it never grows past the window.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpokenWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1; …and %n more</source>
        <translation>
            <numerusform>%1; …and %n more</numerusform>
            <numerusform>%1; …and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1; …and 1 more</source>
        <translation>
            <numerusform>%1; …and 1 more</numerusform>
            <numerusform>%1; …and 1 more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%n buildings: %1.</source>
        <translation>
            <numerusform>%n building: %1.</numerusform>
            <numerusform>%n buildings: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%n options: %1.</source>
        <translation>
            <numerusform>%n option: %1.</numerusform>
            <numerusform>%n options: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%n spaces are lit: a choice can be made there.</source>
        <translation>
            <numerusform>%n space is lit: a choice can be made there.</numerusform>
            <numerusform>%n spaces are lit: a choice can be made there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>1 building: %1.</source>
        <translation>
            <numerusform>1 building: %1.</numerusform>
            <numerusform>1 building: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>1 option: %1.</source>
        <translation>
            <numerusform>1 option: %1.</numerusform>
            <numerusform>1 option: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>1 space is lit: a choice can be made there.</source>
        <translation>
            <numerusform>1 space is lit: a choice can be made there.</numerusform>
            <numerusform>1 space is lit: a choice can be made there.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Action cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Association board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Association board. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Buildings to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Cards to choose from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Carrying %1 over the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Display, board, zoo cards, log and aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Hot-seat cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Left edge of the zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Left edge of the zoo map. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Nothing is built yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Nothing to decide at the screen now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Open decision for %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Options of the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Players' boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Score tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Zoo cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Zoo of %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Advanced setup: choose 1 of 2 dealt maps (1–8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Cannot delete the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Delete the unfinished game of %s (turn %s, last played %s)? It cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>New game — Ark Nova Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Player %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>S&amp;eed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Seat %d: computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Seat %d: human or computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Seat %d: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Solo &amp;difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Start at %d appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>The same seed and setup deal the same cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>This game is open in another window of Ark Nova: close it there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Zoo maps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>a copy of the game played on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>from the save “%1” of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>open in another window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsCharts</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1 never used %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1 used %2 %3 times, at strength %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1, %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Actions used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Cards played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Conservation points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Icons in the zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Times used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>at the start of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Choose the card, space or button with the focus mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Go back to the previous part of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Go to the next part of the table: action cards, hand, display, map, Board, the decision's options, the turn's buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Mirror the building being placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Move the focus mark between cards, map spaces and Board spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>One X-token more or less on the action card with the focus mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Put back the building being placed; close a large card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Show the card with the focus mark large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>The X-token action with the action card with the focus mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Turn the building being placed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TracksBar</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%1 point now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%1 points now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%d more spaces bring a break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: appeal %d, target %d — %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: conservation %d — target %d: the appeal where their markers meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: conservation %d, target %d on the appeal track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: reputation %d — %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: reputation %d — may take cards from %s of the display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>1 more space brings a break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break token: %d of %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break token: %d of %d — the token reached the end: a break follows this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break: %d of %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Conservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>In a solo game only the solo tile ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Income in a break: %d money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Reputation sets how far along the display a player may take cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Reputation stops at %d until Cards is upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Solo tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Solo tile: round %d of %d, %d of %d turns of this round played.
%d turns left in the game; it ends with the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Solo tile: turn %d of %d, round %d of %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>The target is the appeal a player needs for 0 victory points: there the appeal and conservation markers meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Victory points are appeal minus the target number of the conservation points (the hollow flags below the track).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>When a player's appeal reaches their target, the markers meet and the end of the game is triggered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>folder 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>folders 1–%d</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnControls</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>%s conceded: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>%s is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>%s to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>&amp;Move now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Computer thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>End turn  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Let the computer play the best move it has found so far (Alt+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Make the choice you took back again (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Move now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Pass the turn on (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Show the computer players' moves at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Skip ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Take back your last choice (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>This game was abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Your turn is complete. Look at the result, then press End turn (Enter) — or Undo to change it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 %2 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 (from the display)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 at strength %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 at the maximum of %2: %3 not gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 triggered the end of the game during the break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 triggered the end of the game: the final turns are played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 · Solo round %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1, then %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break began after %1's turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break followed %1's turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A solo token now blocks the donation space of %1 money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Break after turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for %2 money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for free: an uncovered left-edge bonus, paid again at the break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for free: the bonus of the left-edge space just uncovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded %1 from the display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded %n cards down to the hand limit.</source>
        <translation>
            <numerusform>Discarded %n card down to the hand limit.</numerusform>
            <numerusform>Discarded %n cards down to the hand limit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded %n cards.</source>
        <translation>
            <numerusform>Discarded %n card.</numerusform>
            <numerusform>Discarded %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded a card down to the hand limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Drew %n cards.</source>
        <translation>
            <numerusform>Drew %n card.</numerusform>
            <numerusform>Drew %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>During %1's turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>During another player's turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>During the break:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Final scoring after turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Game over after %n turns</source>
        <translation>
            <numerusform>Game over after %n turn</numerusform>
            <numerusform>Game over after %n turns</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Income paid so far: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Income: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Made %n donations.</source>
        <translation>
            <numerusform>Made %n donation.</numerusform>
            <numerusform>Made %n donations.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Made a donation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Moved %1 into the new %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Moved the break token to the end: a break follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Net change: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>New in the display: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Nothing happened since your last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played and supported the conservation project %1 at the space %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played and supported the conservation project %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the animal %1 for %2 money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the animal %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the conservation project %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the sponsor %1 for %2 money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the sponsor %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Put %n cards from the hand under an animal.</source>
        <translation>
            <numerusform>Put %n card from the hand under an animal.</numerusform>
            <numerusform>Put %n cards from the hand under an animal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Put a card from the hand under an animal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Released %1 into the wild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Slid %n animals under the zoo map.</source>
        <translation>
            <numerusform>Slid %n animal under the zoo map.</numerusform>
            <numerusform>Slid %n animals under the zoo map.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Slid an animal under the zoo map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Still to come: everyone's income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Still to come: the rest of the income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Supported the conservation project %1 at the space %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Supported the conservation project %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>The first two display cards left the display: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>The game is over. Winner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took %1 from the display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took %n random cards from other players' hands.</source>
        <translation>
            <numerusform>Took %n random card from other players' hands.</numerusform>
            <numerusform>Took %n random cards from other players' hands.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took a bonus tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took a random card from another player's hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took a university: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took an X-token instead of an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took the base project %1 into the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took the bonus tile: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Triggered the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Turn %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Upgraded the %1 action card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Whoever holds more cards than the hand limit discards down to it first. Still to come: two new display cards, then everyone's income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>reputation is at its maximum of %1 while the Cards action is on side I: %2 not gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>the %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyButton</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/why_dialog.py"/>
        <source>What the computer weighed for its move, and what it expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/why_dialog.py"/>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/why_dialog.py"/>
        <source>Why the computer played this way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 (a break came: its income is in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 (another one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 (elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 had only one option at each step of this move: nothing to weigh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (%n tries in all).</source>
        <translation>
            <numerusform>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (%n try in all).</numerusform>
            <numerusform>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (%n tries in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (1 try in all).</source>
        <translation>
            <numerusform>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (1 try in all).</numerusform>
            <numerusform>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (1 try in all).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1; …</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n animals played</source>
        <translation>
            <numerusform>%n animal played</numerusform>
            <numerusform>%n animals played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n buildings built</source>
        <translation>
            <numerusform>%n building built</numerusform>
            <numerusform>%n buildings built</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n buildings fewer</source>
        <translation>
            <numerusform>%n building fewer</numerusform>
            <numerusform>%n buildings fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n cards fewer in its zoo</source>
        <translation>
            <numerusform>%n card fewer in its zoo</numerusform>
            <numerusform>%n cards fewer in its zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n cards played into its zoo</source>
        <translation>
            <numerusform>%n card played into its zoo</numerusform>
            <numerusform>%n cards played into its zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n sponsors played</source>
        <translation>
            <numerusform>%n sponsor played</numerusform>
            <numerusform>%n sponsors played</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+%n partner zoos</source>
        <translation>
            <numerusform>+%n partner zoo</numerusform>
            <numerusform>+%n partner zoos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+%n universities</source>
        <translation>
            <numerusform>+%n university</numerusform>
            <numerusform>+%n universities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+1 partner zoo</source>
        <translation>
            <numerusform>+1 partner zoo</numerusform>
            <numerusform>+1 partner zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+1 university</source>
        <translation>
            <numerusform>+1 university</numerusform>
            <numerusform>+1 university</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 animal played</source>
        <translation>
            <numerusform>1 animal played</numerusform>
            <numerusform>1 animal played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 building built</source>
        <translation>
            <numerusform>1 building built</numerusform>
            <numerusform>1 building built</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 building fewer</source>
        <translation>
            <numerusform>1 building fewer</numerusform>
            <numerusform>1 building fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 card fewer in its zoo</source>
        <translation>
            <numerusform>1 card fewer in its zoo</numerusform>
            <numerusform>1 card fewer in its zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 card played into its zoo</source>
        <translation>
            <numerusform>1 card played into its zoo</numerusform>
            <numerusform>1 card played into its zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 sponsor played</source>
        <translation>
            <numerusform>1 sponsor played</numerusform>
            <numerusform>1 sponsor played</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>A choice about a card you cannot see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>A close call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Also weighed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>An Easy computer does not always play its best: here it chose a weaker option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Decision %1 — %2 options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Discard a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Discard a card from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Discard a final scoring card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Expected gains:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Fairly sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>For each decision of the move: what the computer chose and the next best it weighed, what each would have gained, and how far behind its choice each was in estimated victory points. The rest of a turn is what it expected when it chose: it weighs each later decision again, and may then play otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>It moved before it could tell how sure it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Its choice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Keep %n cards</source>
        <translation>
            <numerusform>Keep %n card</numerusform>
            <numerusform>Keep %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Keep a card</source>
        <translation>
            <numerusform>Keep a card</numerusform>
            <numerusform>Keep a card</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>No computer player has moved since your last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Not very sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Play a conservation project from its hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Play a sponsor from its hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Play an animal from its hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Put a card from its hand under an animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Sell a card from its hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Slide an animal under its zoo map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Take a card from the display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Take a conservation project into its hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>The reasons are not kept for moves made before this game was opened: they are known only for the computer's moves since then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it expected:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through its next %2 turns in %n ways of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on through its next %2 turns in %n way of dealing the cards it cannot see; the points above were counted there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on through its next %2 turns in %n ways of dealing the cards it cannot see; the points above were counted there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through its next %2 turns in 1 way of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on through its next %2 turns in 1 way of dealing the cards it cannot see; the points above were counted there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on through its next %2 turns in 1 way of dealing the cards it cannot see; the points above were counted there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in %n ways of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in %n way of dealing the cards it cannot see; the points above were counted there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in %n ways of dealing the cards it cannot see; the points above were counted there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in 1 way of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in 1 way of dealing the cards it cannot see; the points above were counted there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in 1 way of dealing the cards it cannot see; the points above were counted there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of its next turn in %n ways of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of its next turn in %n way of dealing the cards it cannot see; the points above were counted there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of its next turn in %n ways of dealing the cards it cannot see; the points above were counted there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of its next turn in 1 way of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of its next turn in 1 way of dealing the cards it cannot see; the points above were counted there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of its next turn in 1 way of dealing the cards it cannot see; the points above were counted there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of the game in %n ways of dealing the cards it cannot see; the points above are the final scores there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of the game in %n way of dealing the cards it cannot see; the points above are the final scores there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of the game in %n ways of dealing the cards it cannot see; the points above are the final scores there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of the game in 1 way of dealing the cards it cannot see; the points above are the final scores there.</source>
        <translation>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of the game in 1 way of dealing the cards it cannot see; the points above are the final scores there.</numerusform>
            <numerusform>Then it weighed its %1 best options again, each played on to the end of the game in 1 way of dealing the cards it cannot see; the points above are the final scores there.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Very sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Would have gained:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about %n points better</source>
        <translation>
            <numerusform>about %n point better</numerusform>
            <numerusform>about %n points better</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about %n points worse</source>
        <translation>
            <numerusform>about %n point worse</numerusform>
            <numerusform>about %n points worse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about 1 point better</source>
        <translation>
            <numerusform>about 1 point better</numerusform>
            <numerusform>about 1 point better</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about 1 point worse</source>
        <translation>
            <numerusform>about 1 point worse</numerusform>
            <numerusform>about 1 point worse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about as good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>no change to its numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>−%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZooCards</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_cards.py"/>
        <source>Cards in the zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>End of game: it scores when the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Gave so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Income: it gives again in every break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Lasting: it keeps acting while it is in the zoo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_cards.py"/>
        <source>Nothing in %1's zoo yet: its animals, sponsors and supported projects will be laid out here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Projects · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Rescued · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Rescued: under the zoo map, its icons count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Supported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Under a Pouch animal, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_cards.py"/>
        <source>Zoo of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>end of game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>lasting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>other animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>supported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZooMapScene</name>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>%1 (size %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>%n animals</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animals</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>1 X-token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>1 rep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>1 reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>10 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>2 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>2 rep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>2 reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>5 money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Aviary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Build II space: only an upgraded Build action builds here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Clever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Clever: after the action, put any action card into slot 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Commercial Harbor: once connected, sell 1 hand card for 3 money once per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Digging 1; an animal discarded may slide under the map (Rescue Station)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Encl. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Enclosure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Hollywood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Hollywood Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Hollywood Hills: covering it reveals cards until a sponsor (taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Holly­wood Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Ice cream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Ice cream: with all of these covered, +1 money per kiosk in each break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Inst.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Institute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Large Bird Aviary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Multi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>New since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>No zoo map chosen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Observation Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Observation Tower: +2 appeal when a standard enclosure next to it is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Outdoor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Outdoor area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Outdoor area: a standard enclosure next to it counts 2 sizes larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Park Restaurant: 1 money per covered space next to it in each break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Pav.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Pet. Zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Petting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Petting Zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Placement bonus: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Reptile House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Reptiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Rescue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Research Institute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Research Institute: once connected, animals may ignore 1 condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Restaurant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Restau­rant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Size-%1 enclosure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Sponsor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>X-token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>an animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>hire an association worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>place a Multiplier token on an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>play a sponsor card by paying its level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>take a card from the deck or within reputation range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZooMapView</name>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>%s cannot be built now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>That placement is not allowed now (size or money).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>The animal cannot live there: choose a lit enclosure.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
