<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>&amp;About %s…</source>
        <translation>&amp;Acerca de %s…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>Open the &amp;log folder</source>
        <translation>Abrir la carpeta de &amp;registro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The log folder</source>
        <translation>La carpeta de registro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The log folder could not be made. It belongs here:
%1</source>
        <translation>No se pudo crear la carpeta de registro. Debería estar aquí:
%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The log folder could not be opened here. You find it at:
%1</source>
        <translation>No se pudo abrir aquí la carpeta de registro. Está en:
%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>Where the app writes down what went wrong, for a bug report</source>
        <translation>Donde el juego anota lo que salió mal, para informar de un error</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>About %s</source>
        <translation>Acerca de %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/about.py"/>
        <source>The licence text is not in this installation.</source>
        <translation>El texto de la licencia no está en esta instalación.</translation>
    </message>
</context>
<context>
    <name>ActionCardWidget</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Add an X-token: +1 strength</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Añadir una ficha de X: +1 de fuerza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>One X-token less</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Una ficha de X menos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>X-token action: this card moves to slot 1 and you gain 1 X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Acción de ficha de X: esta carta pasa a la casilla 1 y ganas 1 ficha de X</translation>
    </message>
</context>
<context>
    <name>ActionRow</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>%1  %2 %3</source>
        <translation>%1  %2 %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Constriction %1</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Constricción %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Key %1</source>
        <translation>Tecla %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Multiplier ×%1</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Multiplicador ×%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Use the action card in slot %d</source>
        <translation>Usar la carta de acción de la casilla %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>Venom %1</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Veneno %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>not possible now</source>
        <translation>no es posible ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>only the X-token action now</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ahora solo la acción de ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>strength %1</source>
        <translation>fuerza %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/action_row.py"/>
        <source>strength %1 (+%2 X)</source>
        <translation>fuerza %1 (+%2 X)</translation>
    </message>
</context>
<context>
    <name>AidWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 (%2 conservation points)</source>
        <translation>%1 (%2 puntos de conservación)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 (%2 with all your X-tokens)</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>%1 (%2 con todas tus fichas de X)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 (printed %2)</source>
        <translation>%1 (impreso %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 gets %n %2 tokens on the %3 card</source>
        <translation>
            <numerusform>%1 recibe %n ficha de %2 en la carta de %3</numerusform>
            <numerusform>%1 recibe %n fichas de %2 en la carta de %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1 gets a %2 token on the %3 card</source>
        <translation>%1 recibe una ficha de %2 en la carta de %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1's %2 costs %3 %4</source>
        <translation>%2 de %1 cuesta %3 %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1's %2 gives %3 %4</source>
        <translation>%2 de %1 da %3 %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: a conservation project (see the projects above)</source>
        <translation>%1: un Proyecto de Conservación (mira los proyectos de arriba)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: costs %2</source>
        <translation>%1: cuesta %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: now, for %2</source>
        <translation>%1: ahora, por %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: sponsor of level %2</source>
        <translation>%1: Patrocinador de nivel %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1: with one icon more, for %2</source>
        <translation>%1: con un icono más, por %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>%1; gives %2</source>
        <translation>%1; da %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Action cards: click them in the order you plan</source>
        <translation>Cartas de acción: haz clic en ellas en el orden que planeas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Animals</source>
        <translation>Animales</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: %1's %2 pays %3 %4</source>
        <translation>Ingresos de la Pausa: %2 de %1 paga %3 %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: %2 pays %3 %4</source>
        <translation>Ingresos de la Pausa: %2 paga %3 %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: a bonus under a project token gives %1 %2</source>
        <translation>Ingresos de la Pausa: una bonificación bajo una ficha de proyecto da %1 %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Break income: kiosks and the zoo map give %1 %2</source>
        <translation>Ingresos de la Pausa: los Quioscos y el mapa del zoo dan %1 %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Chance to draw at least one in the next</source>
        <translation>Probabilidad de robar al menos una en las siguientes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Click the action cards above to see their strength turn by turn.</source>
        <translation>Haz clic en las cartas de acción de arriba para ver su fuerza turno a turno.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Deck: %1 cards · unseen by you: %2 cards · discard pile: %3 cards</source>
        <translation>Mazo: %1 cartas · no vistas por ti: %2 cartas · pila de descartes: %3 cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Discard pile, newest first: %1</source>
        <translation>Pila de descartes, la más reciente primero: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Next break</source>
        <translation>Próxima Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Next break after this turn: %1</source>
        <translation>Pausa después de este turno: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Next break in %1 spaces: %2</source>
        <translation>Pausa dentro de %1 casillas: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>No cards in your hand.</source>
        <translation>No tienes cartas en la mano.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>None now, nor with one icon more.</source>
        <translation>Ninguno ahora, ni con un icono más.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Now: %1</source>
        <translation>Ahora: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Projects</source>
        <translation>Proyectos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Projects you could support</source>
        <translation>Proyectos que podrías apoyar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Shown to the player at the screen.</source>
        <translation>Se muestra al jugador que está ante la pantalla.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Sponsors</source>
        <translation>Patrocinadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>The break comes after the break token moves %1 more spaces.</source>
        <translation>La Pausa llega cuando la ficha de Pausa avance %1 casillas más.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>The break is due after this turn.</source>
        <translation>La Pausa toca tras este turno.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>The cards are counted for the player at the screen.</source>
        <translation>Las cartas se cuentan para el jugador que está ante la pantalla.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>The discard pile is empty.</source>
        <translation>La pila de descartes está vacía.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Turn %1: %2 in slot %3, strength %4</source>
        <translation>Turno %1: %2 en la casilla %3, fuerza %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Unseen</source>
        <translation>No vistas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Unseen cards by kind</source>
        <translation>Cartas no vistas por tipo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>Unseen: the zoo cards you cannot see now (the deck and the other players' hands). The deck's order is unknown to you, so each unseen card is counted as equally likely to come next: other players' hands may hold some of them.</source>
        <translation>No vistas: las cartas de Zoo que ahora no puedes ver (el mazo y las manos de los demás jugadores). No conoces el orden del mazo, así que cada carta no vista cuenta como igual de probable de salir la siguiente: las manos de los demás pueden tener algunas.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>Venom costs %1 %2: no Venom token was removed this turn</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Veneno cuesta %1 %2: no se retiró ninguna ficha de Veneno este turno</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You can support %n projects now: %1. Only the Association action does it.</source>
        <translation>
            <numerusform>Ahora puedes apoyar %n proyecto: %1. Solo la acción de Asociación lo hace.</numerusform>
            <numerusform>Ahora puedes apoyar %n proyectos: %1. Solo la acción de Asociación lo hace.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You can support a project now: %1. Only the Association action does it.</source>
        <translation>Ahora puedes apoyar un proyecto: %1. Solo la acción de Asociación lo hace.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You hold %1 X-tokens, the most there can be: an X-token you would gain is lost.</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Tienes %1 fichas de X, el máximo posible: una ficha de X que ganaras se pierde.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You said no to %n effects of yours this turn: %1. Undo takes them back.</source>
        <translation>
            <numerusform>Rechazaste %n efecto tuyo en este turno: %1. Deshacer lo recupera.</numerusform>
            <numerusform>Rechazaste %n efectos tuyos en este turno: %1. Deshacer los recupera.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>You said no to an effect of yours this turn: %1. Undo takes it back.</source>
        <translation>Rechazaste un efecto tuyo en este turno: %1. Deshacer lo recupera.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>an effect</source>
        <translation>un efecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/tracker.py"/>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>kiosks and the zoo map</source>
        <translation>los Quioscos y el mapa del zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/aid_words.py"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>…and an income effect that asks for your choice then.</source>
        <translation>…y un efecto de ingresos que pide entonces tu elección.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/planner.py"/>
        <source>…and income effects that ask for your choice then.</source>
        <translation>…y efectos de ingresos que piden entonces tu elección.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Something went wrong and the game has to close.</source>
        <translation>Algo salió mal y el juego tiene que cerrarse.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Something went wrong inside the game.</source>
        <translation>Algo salió mal dentro del juego.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>The details could not be written to a log file.</source>
        <translation>Los detalles no se pudieron escribir en un archivo de registro.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>The details were written to the log file in %1 (Help → Open the log folder): please add it if you report the problem.</source>
        <translation>Los detalles se escribieron en el archivo de registro de %1 (Ayuda → Abrir la carpeta de registro): adjúntalo si informas del problema.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Your game could not be saved automatically: save it with Game → Save as… to keep it.</source>
        <translation>Tu partida no se pudo guardar automáticamente: guárdala con Partida → Guardar como… para conservarla.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/app.py"/>
        <source>Your game was saved automatically after your last completed move: if something looks wrong, close the game and continue it from the start screen.</source>
        <translation>Tu partida se guardó automáticamente tras tu último movimiento completo: si algo parece ir mal, cierra el juego y continúa la partida desde la pantalla de inicio.</translation>
    </message>
</context>
<context>
    <name>BoardChoices</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_choices.py"/>
        <source>Click to choose: %1</source>
        <translation>Haz clic para elegir: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_choices.py"/>
        <source>Not now: %1</source>
        <translation>Ahora no: %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 (display folder %2)</source>
        <translation>%1 (posición %2 del Despliegue)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 (from your hand)</source>
        <translation>%1 (de tu mano)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1 — taken by %2</source>
        <translation>%1 — tomada por %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1: an Association action of strength %2 or more. It takes 1 worker, or 2 where one of yours already is; closed for a player with %3 there.</source>
        <translation>%1: una acción de Asociación de fuerza %2 o más. Requiere 1 Representante, o 2 donde ya haya uno tuyo; cerrada para un jugador con %3 allí.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1: animals with the %2 icon cost you %3 money less</source>
        <translation>%1: los animales con el icono de %2 te cuestan %3 de dinero menos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>%1: have %2 for %3</source>
        <translation>%1: ten %2 por %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Association tasks: strength needed, and workers</source>
        <translation>Tareas de Asociación: fuerza necesaria y Representantes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Bonus tiles on the conservation track (or 5 money instead)</source>
        <translation>Losetas de bonificación del marcador de conservación (o 5 de dinero en su lugar)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Conservation projects: what to have → conservation points</source>
        <translation>Proyectos de Conservación: qué tener → puntos de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Donation of %1: +1 conservation point; %2</source>
        <translation>Donación de %1: +1 punto de conservación; %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Donations (after a task, Association II): +1 conservation</source>
        <translation>Donaciones (tras una tarea, Asociación II): +1 de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Next: %1</source>
        <translation>Siguiente: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>On offer: partner zoos and universities</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Disponibles: Zoos colaboradores y Universidades</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Space %1: %2</source>
        <translation>Casilla %1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Space %1: all tiles taken</source>
        <translation>Casilla %1: todas las losetas tomadas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>University: %1</source>
        <translation>Universidad: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>Workers here: %1</source>
        <translation>Representantes aquí: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>a blocking token</source>
        <translation>una ficha de bloqueo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>blocked by the solo token</source>
        <translation>bloqueada por la ficha de solitario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>blocked in a 2-player game</source>
        <translation>bloqueada en una partida de 2 jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>full</source>
        <translation>llena</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>taken by %1</source>
        <translation>tomada por %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/board_view.py"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>BuildingPalette</name>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%1 cannot be built now: %2.</source>
        <translation>%1 no se puede construir ahora: %2.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>%n spaces</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>1 space</source>
        <translation>1 casilla</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>Cannot be built now: %1.</source>
        <translation>No se puede construir ahora: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>Drag onto the map, or click and move the mouse over the map. R / wheel / right click: turn · M: mirror · Esc: put back</source>
        <translation>Arrástralo al mapa, o haz clic y mueve el ratón sobre el mapa. R / rueda / clic derecho: girar · M: reflejar · Esc: devolver</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>costs %1</source>
        <translation>cuesta %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/building_palette.py"/>
        <source>it cannot be placed now</source>
        <translation>no se puede colocar ahora</translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>%1 of %2 chosen</source>
        <translation>%1 de %2 elegidas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>%1: click one again to put it back</source>
        <translation>%1: haz clic otra vez en una para devolverla</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>Click a card to choose it</source>
        <translation>Haz clic en una carta para elegirla</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>Keep these %1 cards</source>
        <translation>Quedarse estas %1 cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>Only %1: unselect one first.</source>
        <translation>Solo %1: quita una primero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_choice.py"/>
        <source>click one again to put it back</source>
        <translation>haz clic otra vez en una para devolverla</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_face.py"/>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
</context>
<context>
    <name>CardLegend</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 (size %2)</source>
        <translation>%1 (tamaño %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 partner zoos</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>%1 Zoos colaboradores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Icons: %1</source>
        <translation>Iconos: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Lives in %1</source>
        <translation>Vive en %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Needs %1</source>
        <translation>Necesita %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>a partner zoo of its continent</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>un Zoo colaborador de su continente</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>appeal at most %1</source>
        <translation>Atractivo como máximo %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>costs %1</source>
        <translation>cuesta %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>next to %1</source>
        <translation>junto a %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>reputation %1</source>
        <translation>Reputación %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>the upgraded action card</source>
        <translation>la carta de acción mejorada</translation>
    </message>
</context>
<context>
    <name>CardListView</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_views.py"/>
        <source>not playable</source>
        <translation>no jugable</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1 X</source>
        <translation>%1 X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Animal</source>
        <translation>Animal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Base project</source>
        <translation>Proyecto básico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Breeding program</source>
        <translation>Programa de cría</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Collection</source>
        <translation>Colección</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Conservation project</source>
        <translation>Proyecto de Conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Release into the wild</source>
        <translation>Liberación en la naturaleza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Sponsor</source>
        <translation>Patrocinador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>Unique</source>
        <translation>Único</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_painter.py"/>
        <source>or</source>
        <translation>o</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>; or </source>
        <translation>; o </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Adds to your zoo: {items}.</source>
        <translation>Añade a tu zoo: {items}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Conditions: {items}.</source>
        <translation>Condiciones: {items}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Each time you cover a border space with a placement bonus and take that bonus, also take for free one other placement bonus of your zoo that is still uncovered.</source>
        <translation>Cada vez que cubras una casilla del borde con bonificación de colocación y tomes esa bonificación, toma también gratis otra bonificación de colocación de tu zoo que siga sin cubrir.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: 1 conservation point for each animal category in which your zoo has more icons than the zoo of the player on your right (at most 4). Not used in solo games.</source>
        <translation>Puntuación final: 1 punto de conservación por cada categoría de animal en la que tu zoo tenga más iconos que el zoo del jugador de tu derecha (como máximo 4). No se usa en solitario.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: 1 conservation point for each of these that holds: each water space of your map touches one of your buildings; each rock space touches one of your buildings; each border building space is built on; each building space is built on.</source>
        <translation>Puntuación final: 1 punto de conservación por cada una de estas que se cumpla: cada casilla de agua de tu mapa toca uno de tus edificios; cada casilla de roca toca uno de tus edificios; cada casilla de construcción del borde está construida; cada casilla de construcción está construida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: {effects}.</source>
        <translation>Puntuación final: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Final scoring: {points} conservation points with at least {counts} {nouns}.</source>
        <translation>Puntuación final: {points} puntos de conservación con al menos {counts} {nouns}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>For every {icons} icon added to any zoo, yours too: {effects}.</source>
        <translation>Por cada icono de {icons} añadido a cualquier zoo, también el tuyo: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>For every {icons} icon added to your zoo: {effects}.</source>
        <translation>Por cada icono de {icons} añadido a tu zoo: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Income, at every break: {effects}.</source>
        <translation>Ingresos, en cada Pausa: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Large animals (size 4 or more) cost you {value} money less.</source>
        <translation>Los animales grandes (tamaño 4 o más) te cuestan {value} de dinero menos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Large animals you play may skip {value} of their conditions (you choose which).</source>
        <translation>Los animales grandes que juegues pueden saltarse {value} de sus condiciones (tú eliges cuáles).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Other players' Venom, Pilfering, Constriction and Hypnosis have no effect on you.</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>El Veneno, el Hurto, la Constricción y la Hipnosis de los demás jugadores no te afectan.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Rock and water requirements no longer apply to you.</source>
        <translation>Los requisitos de roca y agua ya no se te aplican.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Small animals (size 2 or less) cost you {value} money less.</source>
        <translation>Los animales pequeños (tamaño 2 o menos) te cuestan {value} de dinero menos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Solo game: instead of {original}, use {name}: {explanation}.</source>
        <translation>Partida en solitario: en lugar de {original}, usa {name}: {explanation}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Support: have at least {counts} {nouns} (left / middle / right space) for {rewards}.</source>
        <translation>Apoyo: ten al menos {counts} {nouns} (casilla izquierda / central / derecha) por {rewards}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Support: pick 1 animal of your zoo that shows the {icon} icon and set it free (release into the wild); its icons leave your zoo with it. Its standard enclosure size picks the space: {big} or more (left) / {mid} (middle) / {small} or less (right), for {rewards}.</source>
        <translation>Apoyo: elige 1 animal de tu zoo que muestre el icono de {icon} y libéralo (liberación en la naturaleza); sus iconos salen de tu zoo con él. El tamaño de su Recinto estándar elige la casilla: {big} o más (izquierda) / {mid} (central) / {small} o menos (derecha), por {rewards}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Support: your zoo needs 1 animal that shows the {icon} icon and a partner zoo on one of that animal's continents; then pick a space: {rewards}.</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Apoyo: tu zoo necesita 1 animal que muestre el icono de {icon} y un Zoo colaborador en uno de los continentes de ese animal; después elige una casilla: {rewards}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When an Animals action of yours plays small animals only, you may then play 1 more small animal from your hand at its normal cost; then you may add 1 small animal of the display to your hand, if one is there.</source>
        <translation>Cuando una acción de Animales tuya juegue solo animales pequeños, puedes jugar después 1 animal pequeño más de tu mano a su coste normal; después puedes añadir a tu mano 1 animal pequeño del Despliegue, si lo hay.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this animal: gain {items}.</source>
        <translation>Al jugar este animal: gana {items}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this card, put {value} of your tokens on it. Each of them can stand in for one icon of your choice when you support one of the base conservation projects (1 token per support at most); it is discarded then.</source>
        <translation>Al jugar esta carta, pon {value} de tus fichas sobre ella. Cada una puede sustituir a un icono a tu elección cuando apoyes uno de los Proyectos de Conservación básicos (como máximo 1 ficha por apoyo); entonces se descarta.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this card: choose small or large animals and mark your choice here. Turn over deck cards one by one until an animal of that kind appears; keep it in your hand and slide the other turned cards under the deck. From then on you may not play animals of the other kind, and each animal of the chosen kind that you play gives you 2 appeal (small) or 4 appeal (large).</source>
        <translation>Al jugar esta carta: elige animales pequeños o grandes y marca aquí tu elección. Voltea cartas del mazo una a una hasta que salga un animal de ese tipo; quédatelo en la mano y desliza las demás cartas volteadas bajo el mazo. A partir de entonces no puedes jugar animales del otro tipo, y cada animal del tipo elegido que juegues te da 2 de Atractivo (pequeño) o 4 de Atractivo (grande).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>When you play this card: {effects}.</source>
        <translation>Al jugar esta carta: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever a Build action of yours builds at least 1 building, you may also build 1 more building of a kind you just built (special enclosures excepted), paying the normal cost.</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Siempre que una acción de Construcción tuya construya al menos 1 edificio, puedes construir además 1 edificio más de un tipo que acabas de construir (salvo Recintos especiales), pagando el coste normal.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever you build, for each newly covered space that touches a rock space: {effects}.</source>
        <translation>Siempre que construyas, por cada casilla recién cubierta que toque una casilla de roca: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever you build, for each newly covered space that touches a water space: {effects}.</source>
        <translation>Siempre que construyas, por cada casilla recién cubierta que toque una casilla de agua: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever you support one of the release-into-the-wild projects, additionally: {effects}.</source>
        <translation>Siempre que apoyes uno de los proyectos de liberación en la naturaleza, además: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>Whenever your zoo gets its first icon of one {icons}: {effects}.</source>
        <translation>Siempre que tu zoo consiga su primer icono de un {icons}: {effects}.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>X = the number of {nouns}</source>
        <translation>X = el número de {nouns}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>X-token you hold|X-tokens you hold</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ficha de X que tienes|fichas de X que tienes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>You may cover rock and water spaces with buildings.</source>
        <translation>Puedes cubrir casillas de roca y de agua con edificios.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>You may support conservation projects with an Association action of strength {value} or more (instead of 5).</source>
        <translation>Puedes apoyar Proyectos de Conservación con una acción de Asociación de fuerza {value} o más (en lugar de 5).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>You may support each release-into-the-wild project several times.</source>
        <translation>Puedes apoyar varias veces cada proyecto de liberación en la naturaleza.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>a partner zoo on one of the animal's continents</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>un Zoo colaborador en uno de los continentes del animal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>animal category among your zoo's icons|different animal categories among your zoo's icons</source>
        <translation>categoría de animal entre los iconos de tu zoo|categorías de animal distintas entre los iconos de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>appeal {n} or less</source>
        <translation>Atractivo {n} o menos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>at least {n} of its spaces must lie on the border of the map</source>
        <translation>al menos {n} de sus casillas deben estar en el borde del mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>at least {n} partner zoos</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>al menos {n} Zoos colaboradores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>at least {n} {icon} icon|at least {n} {icon} icons</source>
        <translation>al menos {n} icono de {icon}|al menos {n} iconos de {icon}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>building touching this unique building (empty standard enclosures excluded)|buildings touching this unique building (empty standard enclosures excluded)</source>
        <translation>edificio que toque este edificio único (salvo Recintos estándar vacíos)|edificios que toquen este edificio único (salvo Recintos estándar vacíos)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>choose as many as {x} of your hand cards and sell them for 4 money apiece</source>
        <translation>elige hasta {x} cartas de tu mano y véndelas por 4 de dinero cada una</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>complete set of 6 unbuilt building spaces inside one connected unbuilt area|complete sets of 6 unbuilt building spaces, each inside one connected unbuilt area</source>
        <translation>grupo completo de 6 casillas de construcción sin construir dentro de una misma zona conectada sin construir|grupos completos de 6 casillas de construcción sin construir, cada uno dentro de una zona conectada sin construir</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>conservation project you supported|conservation projects you supported</source>
        <translation>Proyecto de Conservación que apoyaste|Proyectos de Conservación que apoyaste</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>continent among your zoo's icons|different continents among your zoo's icons</source>
        <translation>continente entre los iconos de tu zoo|continentes distintos entre los iconos de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>continent or animal category</source>
        <translation>continente o categoría de animal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>continent or animal category among your zoo's icons|different continents and animal categories among your zoo's icons</source>
        <translation>continente o categoría de animal entre los iconos de tu zoo|continentes y categorías de animal distintos entre los iconos de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each border building space of your map is built on</source>
        <translation>cada casilla de construcción del borde de tu mapa está construida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each building space of your map is built on</source>
        <translation>cada casilla de construcción de tu mapa está construida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each player ahead of you receives 1 Constriction token per track (appeal, conservation) on which they are ahead</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>cada jugador que vaya por delante de ti recibe 1 ficha de Constricción por cada marcador (Atractivo, conservación) en el que vaya por delante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each player with more appeal than you receives {x} Venom token|each player with more appeal than you receives {x} Venom tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>cada jugador con más Atractivo que tú recibe {x} ficha de Veneno|cada jugador con más Atractivo que tú recibe {x} fichas de Veneno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each rock space of your map touches one of your buildings</source>
        <translation>cada casilla de roca de tu mapa toca uno de tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>each water space of your map touches one of your buildings</source>
        <translation>cada casilla de agua de tu mapa toca uno de tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>every other player gains {what}</source>
        <translation>cada uno de los demás jugadores gana {what}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>every other player puts the top {n} deck cards into their hand</source>
        <translation>cada uno de los demás jugadores pone en su mano las {n} primeras cartas del mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 / 2 / 3 X-tokens when your zoo has at least 1 / 3 / 5 primate icons</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>gana 1 / 2 / 3 fichas de X cuando tu zoo tenga al menos 1 / 3 / 5 iconos de primate</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 X-token per bear icon in all zoos together, 3 at most</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>gana 1 ficha de X por cada icono de oso de todos los zoos juntos, como máximo 3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 appeal for each predator icon your zoo has</source>
        <translation>gana 1 de Atractivo por cada icono de depredador de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 1 appeal per {continent} icon in all zoos together, 8 at most</source>
        <translation>gana 1 de Atractivo por cada icono de {continent} de todos los zoos juntos, como máximo 8</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain 3 appeal for every petting zoo animal icon your zoo has</source>
        <translation>gana 3 de Atractivo por cada icono de animal de zoo de contacto de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain {what}</source>
        <translation>gana {what}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>gain {x} X-token|gain {x} X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>gana {x} ficha de X|gana {x} fichas de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>hire 1 association worker</source>
        <translation>contrata 1 Representante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>if a Large Bird Aviary fits in your zoo, you may build one for free</source>
        <translation>si cabe un gran aviario en tu zoo, puedes construir uno gratis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>if it cannot be placed, this card cannot be played</source>
        <translation>si no se puede colocar, esta carta no se puede jugar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>if the base project Primates is not in play, you may take it into your hand</source>
        <translation>si el proyecto básico Primates no está en juego, puedes tomarlo en tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>instead of an empty enclosure, this animal may join an occupied enclosure of a herbivore, size {x} or more</source>
        <translation>en lugar de un Recinto vacío, este animal puede unirse a un Recinto ocupado por un herbívoro, de tamaño {x} o más</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>it does not need to touch another building</source>
        <translation>no necesita tocar otro edificio</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>it has to touch at least {n} rock space|it has to touch at least {n} rock spaces</source>
        <translation>tiene que tocar al menos {n} casilla de roca|tiene que tocar al menos {n} casillas de roca</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>it has to touch at least {n} water space|it has to touch at least {n} water spaces</source>
        <translation>tiene que tocar al menos {n} casilla de agua|tiene que tocar al menos {n} casillas de agua</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>kiosk of your zoo|kiosks of your zoo</source>
        <translation>Quiosco de tu zoo|Quioscos de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>large animal (size 4 or more) of your zoo|large animals (size 4 or more) of your zoo</source>
        <translation>animal grande (tamaño 4 o más) de tu zoo|animales grandes (tamaño 4 o más) de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>look at 2 final scoring cards from the pile; keep one, discard the second</source>
        <translation>mira 2 cartas de puntuación final del mazo; quédate una y descarta la otra</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>look at the top {x} cards of the deck; keep {k} of them and discard the others</source>
        <translation>mira las {x} primeras cartas del mazo; quédate {k} y descarta las demás</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>middle</source>
        <translation>centro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>occupied standard enclosure of size 1|occupied standard enclosures of size 1</source>
        <translation>Recinto estándar ocupado de tamaño 1|Recintos estándar ocupados de tamaño 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may also carry out the {action} action</source>
        <translation>cuando termine esta acción, puedes hacer también la acción de {action}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may carry out the action of a card in slot 1 to {x} of the player highest on the appeal track (if that is not you)</source>
        <translation>cuando termine esta acción, puedes hacer la acción de una carta de las casillas 1 a {x} del jugador con más Atractivo (si no eres tú)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may move any action card to slot 1</source>
        <translation>cuando termine esta acción, puedes mover cualquier carta de acción a la casilla 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may move your {action} card to slot 1 or 5</source>
        <translation>cuando termine esta acción, puedes mover tu carta de {action} a la casilla 1 o 5</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once this action is over, you may take one further turn action with a different action card</source>
        <translation>cuando termine esta acción, puedes hacer otra acción de turno con una carta de acción distinta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>once: swap a display card for the next one from the deck, or discard a hand card and replace it from the deck|up to {x} times: swap a display card for the next one from the deck, or discard a hand card and replace it from the deck</source>
        <translation>una vez: cambia una carta del Despliegue por la siguiente del mazo, o descarta una carta de la mano y reemplázala desde el mazo|hasta {x} veces: cambia una carta del Despliegue por la siguiente del mazo, o descarta una carta de la mano y reemplázala desde el mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>pair made of one rock and one water icon of your zoo|pairs made of one rock and one water icon of your zoo</source>
        <translation>pareja de un icono de roca y uno de agua de tu zoo|parejas de un icono de roca y uno de agua de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>place the unique building {name} ({n} spaces) in your zoo for free, following the usual placement rules</source>
        <translation>coloca gratis en tu zoo el edificio único {name} ({n} casillas), con las reglas de colocación habituales</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>placement-bonus space neither covered nor touching your buildings|placement-bonus spaces neither covered nor touching your buildings</source>
        <translation>casilla de bonificación de colocación ni cubierta ni tocando tus edificios|casillas de bonificación de colocación ni cubiertas ni tocando tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>put a Multiplier token on your {action} action card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>pon una ficha de Multiplicador en tu carta de acción de {action}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>put the top card of the deck into your hand|put the top {n} cards of the deck into your hand</source>
        <translation>pon en tu mano la primera carta del mazo|pon en tu mano las {n} primeras cartas del mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>put the top card of the deck into your hand|put the top {x} cards of the deck into your hand</source>
        <translation>pon en tu mano la primera carta del mazo|pon en tu mano las {x} primeras cartas del mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>reputation {n} or more</source>
        <translation>Reputación {n} o más</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>reputation|reputation</source>
        <translation>Reputación|Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>rock or water icon of your zoo|rock and water icons of your zoo</source>
        <translation>icono de roca o agua de tu zoo|iconos de roca y agua de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>rock space touching none of your buildings|rock spaces touching none of your buildings</source>
        <translation>casilla de roca que no toca ninguno de tus edificios|casillas de roca que no tocan ninguno de tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>rock space touching one of your buildings|rock spaces touching your buildings</source>
        <translation>casilla de roca que toca uno de tus edificios|casillas de roca que tocan tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>shuffle the discard pile, then look at its top {x} cards; keep 1 and put the others back on the discard pile</source>
        <translation>baraja la pila de descartes y mira sus {x} primeras cartas; quédate 1 y devuelve las demás a la pila de descartes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>small animal (size 2 or less) of your zoo|small animals (size 2 or less) of your zoo</source>
        <translation>animal pequeño (tamaño 2 o menos) de tu zoo|animales pequeños (tamaño 2 o menos) de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>sponsor card of your zoo|sponsor cards of your zoo</source>
        <translation>carta de Patrocinador de tu zoo|cartas de Patrocinador de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>take 1 card into your hand, from the top of the deck or from the display within your reputation range|take {n} cards into your hand, each from the top of the deck or from the display within your reputation range</source>
        <translation>toma 1 carta en tu mano, de la parte superior del mazo o del Despliegue dentro de tu alcance de Reputación|toma {n} cartas en tu mano, cada una de la parte superior del mazo o del Despliegue dentro de tu alcance de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>take all sponsor cards of the display into your hand</source>
        <translation>toma en tu mano todas las cartas de Patrocinador del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>take any card of the display into your hand, even outside your reputation range|{x} times: take any card of the display into your hand, even outside your reputation range</source>
        <translation>toma en tu mano cualquier carta del Despliegue, incluso fuera de tu alcance de Reputación|{x} veces: toma en tu mano cualquier carta del Despliegue, incluso fuera de tu alcance de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the break token moves {x} spaces on and you gain {x} money</source>
        <translation>la ficha de Pausa avanza {x} casillas y ganas {x} de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the player highest on the appeal track and the player highest on the conservation track each hand you 5 money or 1 hand card picked blind, as each decides</source>
        <translation>el jugador con más Atractivo y el que tiene más conservación te dan cada uno 5 de dinero o 1 carta de su mano elegida a ciegas, según decida cada uno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the player highest on the appeal track hands you 5 money or 1 hand card picked blind, as that player decides</source>
        <translation>el jugador con más Atractivo te da 5 de dinero o 1 carta de su mano elegida a ciegas, según decida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: release an animal of enclosure size {count} for {gains}</source>
        <translation>la casilla {label}: libera un animal de Recinto de tamaño {count} por {gains}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: release an animal of enclosure size {count} or less for {gains}</source>
        <translation>la casilla {label}: libera un animal de Recinto de tamaño {count} o menos por {gains}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: release an animal of enclosure size {count} or more for {gains}</source>
        <translation>la casilla {label}: libera un animal de Recinto de tamaño {count} o más por {gains}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: {count} {nouns} for {gains}</source>
        <translation>la casilla {label}: {count} {nouns} por {gains}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>the space {label}: {gains}</source>
        <translation>la casilla {label}: {gains}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>turn over the top card of the deck; keep it if it is an animal card, else discard it|turn over the top {x} cards of the deck; keep 1 animal card among them and discard the others</source>
        <translation>voltea la primera carta del mazo; quédatela si es un animal, si no descártala|voltea las {x} primeras cartas del mazo; quédate 1 carta de animal entre ellas y descarta las demás</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>unbuilt border space touching one of your buildings|unbuilt border spaces touching your buildings</source>
        <translation>casilla del borde sin construir que toca uno de tus edificios|casillas del borde sin construir que tocan tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>unbuilt building space of your map|unbuilt building spaces of your map</source>
        <translation>casilla de construcción sin construir de tu mapa|casillas de construcción sin construir de tu mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>uncovered placement-bonus space touching one of your buildings|uncovered placement-bonus spaces touching your buildings</source>
        <translation>casilla de bonificación de colocación sin cubrir que toca uno de tus edificios|casillas de bonificación de colocación sin cubrir que tocan tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>university of yours|universities of yours</source>
        <translation>Universidad tuya|Universidades tuyas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>water space touching none of your buildings|water spaces touching none of your buildings</source>
        <translation>casilla de agua que no toca ninguno de tus edificios|casillas de agua que no tocan ninguno de tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>water space touching one of your buildings|water spaces touching your buildings</source>
        <translation>casilla de agua que toca uno de tus edificios|casillas de agua que tocan tus edificios</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you gain {x} money (a solo game has no break token to move)</source>
        <translation>ganas {x} de dinero (en solitario no hay ficha de Pausa que mover)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may place a kiosk or a pavilion for free|up to {x} times, place a kiosk or a pavilion for free</source>
        <translation>puedes colocar gratis un Quiosco o un Pabellón|hasta {x} veces, coloca gratis un Quiosco o un Pabellón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may place {building} for free (usual placement rules)</source>
        <translation>puedes colocar gratis {building} (reglas de colocación habituales)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may play 1 sponsor card from your hand and pay its level in money</source>
        <translation>puedes jugar 1 carta de Patrocinador de tu mano y pagar su nivel en dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may take 1 base conservation project that is not in play into your hand</source>
        <translation>puedes tomar en tu mano 1 Proyecto de Conservación básico que no esté en juego</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>you may tuck 1 of your hand cards beneath this card; it is worth 2 appeal|tuck as many as {x} of your hand cards beneath this card; each is worth 2 appeal</source>
        <translation>puedes meter 1 carta de tu mano bajo esta carta; vale 2 de Atractivo|mete hasta {x} cartas de tu mano bajo esta carta; cada una vale 2 de Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{action} action upgraded</source>
        <translation>acción de {action} mejorada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{count}→{conservation}</source>
        <translation>{count}→{conservation}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} for each {noun}</source>
        <translation>{gain} por cada {noun}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} for every {per} {nouns}</source>
        <translation>{gain} por cada {per} {nouns}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} if {condition}</source>
        <translation>{gain} si {condition}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} with at least {ns} {nouns} (only the highest step counts)</source>
        <translation>{gain} con al menos {ns} {nouns} (solo cuenta el escalón más alto)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{gain} with at least {n} {nouns}</source>
        <translation>{gain} con al menos {n} {nouns}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{icon} icon of your zoo|{icon} icons of your zoo</source>
        <translation>icono de {icon} de tu zoo|iconos de {icon} de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{name}: {explanation}</source>
        <translation>{name}: {explanation}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{side}: {gains}</source>
        <translation>{side}: {gains}</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{text} (at most {max} times)</source>
        <translation>{text} (como máximo {max} veces)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/card_words.py"/>
        <source>{text} At most {n} times in the game: put {n} of your tokens on this card and remove one each time.</source>
        <translation>{text} Como máximo {n} veces en la partida: pon {n} de tus fichas en esta carta y retira una cada vez.</translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Not playable now: %1</source>
        <translation>No jugable ahora: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Opens the rules at this ability</source>
        <translation>Abre las reglas de esta habilidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/cards/card_zoom.py"/>
        <source>Rules of %1 (F1)</source>
        <translation>Reglas de %1 (F1)</translation>
    </message>
    <message>
        <source>Rules of %1: press F1</source>
        <translation type="vanished">Reglas de %1: pulsa F1</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/charts_page.py"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/charts_page.py"/>
        <source>The game so far, %1 moves: what every player can see on the table.</source>
        <translation>La partida hasta ahora, %1 movimientos: lo que todos los jugadores pueden ver en la mesa.</translation>
    </message>
</context>
<context>
    <name>ChoiceWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (from the display folder %2, for %2 money)</source>
        <translation>%1 (de la posición %2 del Despliegue, por %2 de dinero)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (the bonus of the left-edge space you uncovered)</source>
        <translation>%1 (la bonificación de la casilla del borde izquierdo que destapaste)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (value %2)</source>
        <translation>%1 (valor %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (value %2) — %3</source>
        <translation>%1 (valor %2) — %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 (your uncovered left-edge bonus, again at the break)</source>
        <translation>%1 (tu bonificación destapada del borde izquierdo, de nuevo en la Pausa)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 area: remove its marker and choose a bonus</source>
        <translation>Zona de %1: retira su marcador y elige una bonificación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 at strength %2</source>
        <translation>%1 con fuerza %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 from the display (folder %2)</source>
        <translation>%1 del Despliegue (posición %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 pilfers: give a random hand card or %2 money</source>
        <translation>%1 hurta: da una carta al azar de tu mano o %2 de dinero</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 with %n X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>
            <numerusform>%1 usando %n ficha de X</numerusform>
            <numerusform>%1 usando %n fichas de X</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1 with %n X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>
            <numerusform>%1 usando %n ficha de X</numerusform>
            <numerusform>%1 usando %n fichas de X</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, for %2 money</source>
        <translation>%1, por %2 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, level %2</source>
        <translation>%1, nivel %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1, then discard %n</source>
        <translation>
            <numerusform>%1 y después descarta %n</numerusform>
            <numerusform>%1 y después descarta %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: 1 appeal per %2 icon in your zoo</source>
        <translation>%1: 1 de Atractivo por cada icono de %2 de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: appeal for the %2 icons in every zoo</source>
        <translation>%1: Atractivo por los iconos de %2 de todos los zoos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: appeal for the %2 icons in your zoo</source>
        <translation>%1: Atractivo por los iconos de %2 de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: take %2</source>
        <translation>%1: toma %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>%1: take every sponsor card of the display</source>
        <translation>%1: toma todas las cartas de Patrocinador del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A Constriction token on the %1 card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Una ficha de Constricción en la carta de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A Multiplier token on the %1 card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Una ficha de Multiplicador en la carta de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A Venom token on the %1 card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Una ficha de Veneno en la carta de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A free %1 again: your uncovered left-edge bonus space gives it at every break. Place it on the map</source>
        <translation>De nuevo %1 gratis: tu casilla de bonificación destapada del borde izquierdo lo da en cada Pausa. Colócalo en el mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A free %1: supporting the project uncovered the left-edge bonus space that gives it. Place it on the map</source>
        <translation>%1 gratis: apoyar el proyecto destapó la casilla de bonificación del borde izquierdo que lo da. Colócalo en el mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A free building</source>
        <translation>Un edificio gratis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>A token on the %1 card</source>
        <translation>Una ficha en la carta de %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Advance the break token %n and take %1 money</source>
        <translation>
            <numerusform>Avanza la ficha de Pausa %n casilla y toma %1 de dinero</numerusform>
            <numerusform>Avanza la ficha de Pausa %n casillas y toma %1 de dinero</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Advance the break token and take money</source>
        <translation>Avanza la ficha de Pausa y toma dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>An animal you discard may slide under your zoo map instead.</source>
        <translation>Un animal que descartes puede deslizarse bajo el mapa de tu zoo en su lugar.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>An extra action: %1</source>
        <translation>Una acción extra: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Animals II: gain %1 before playing animals?</source>
        <translation>Animales II: ¿ganar %1 antes de jugar animales?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Another association task</source>
        <translation>Otra tarea de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Another effect</source>
        <translation>Otro efecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Another placement bonus of your map</source>
        <translation>Otra bonificación de colocación de tu mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Anything else before your turn ends?</source>
        <translation>¿Algo más antes de que termine tu turno?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Archaeologist: take one more placement bonus</source>
        <translation>Arqueólogo: toma una bonificación de colocación más</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Association: choose a task</source>
        <translation>Asociación: elige una tarea</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Boost: move the %1 card</source>
        <translation>Impulso: mueve la carta de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Boost: put the %1 card into slot 1 or slot 5?</source>
        <translation>Impulso: ¿poner la carta de %1 en la casilla 1 o en la 5?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Boost: put the card into slot 1 or slot 5?</source>
        <translation>Impulso: ¿poner la carta en la casilla 1 o en la 5?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Break: discard down to %1 cards (%n to discard)</source>
        <translation>
            <numerusform>Pausa: descarta hasta quedarte con %1 cartas (%n por descartar)</numerusform>
            <numerusform>Pausa: descarta hasta quedarte con %1 cartas (%n por descartar)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build another building (up to size %n) on the map, or stop</source>
        <translation>
            <numerusform>Construye otro edificio (hasta tamaño %n) en el mapa, o para</numerusform>
            <numerusform>Construye otro edificio (hasta tamaño %n) en el mapa, o para</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build one more building of a kind you just built</source>
        <translation>Construye un edificio más de un tipo que acabas de construir</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build: choose a building up to size %n, then its place on the map</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>
            <numerusform>Construcción: elige un edificio de hasta tamaño %n y después su lugar en el mapa</numerusform>
            <numerusform>Construcción: elige un edificio de hasta tamaño %n y después su lugar en el mapa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Build: choose a building, then its place on the map</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Construcción: elige un edificio y después su lugar en el mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose a final scoring card to discard</source>
        <translation>Elige una carta de puntuación final para descartar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose a partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Elige un Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose a university</source>
        <translation>Elige una Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an action card</source>
        <translation>Elige una carta de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an action card to upgrade to side II</source>
        <translation>Elige una carta de acción para mejorarla a la cara II</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an enclosure for %1 (size %2): click a lit one on the map</source>
        <translation>Elige un Recinto para %1 (tamaño %2): haz clic en uno iluminado del mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose an enclosure: click a lit one on the map</source>
        <translation>Elige un Recinto: haz clic en uno iluminado del mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the animal to release into the wild</source>
        <translation>Elige el animal que liberar en la naturaleza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the bonus of conservation space %1</source>
        <translation>Elige la bonificación de la casilla de conservación %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the bonus of the conservation space</source>
        <translation>Elige la bonificación de la casilla de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the cards to keep</source>
        <translation>Elige las cartas que te quedas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose the left-edge token to place on the project (it uncovers that bonus)</source>
        <translation>Elige la ficha del borde izquierdo que pones en el proyecto (destapa esa bonificación)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Choose your zoo map: %1</source>
        <translation>Elige el mapa de tu zoo: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Clever twice: put action cards into slot 1</source>
        <translation>Astucia dos veces: pon cartas de acción en la casilla 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Clever: put an action card into slot 1</source>
        <translation>Astucia: pon una carta de acción en la casilla 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Clever: put an action card into slot 1?</source>
        <translation>Astucia: ¿poner una carta de acción en la casilla 1?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Click %n cards to discard them</source>
        <translation>
            <numerusform>Haz clic en %n carta para descartarla</numerusform>
            <numerusform>Haz clic en %n cartas para descartarlas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Click a card to discard it</source>
        <translation>
            <numerusform>Haz clic en una carta para descartarla</numerusform>
            <numerusform>Haz clic en una carta para descartarla</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Conservation 10: choose what comes first, the final scoring discard (every player, starting with you) or a conservation bonus</source>
        <translation>Conservación 10: elige qué va primero, el descarte de puntuación final (todos los jugadores, empezando por ti) o una bonificación de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Constriction: tokens for the players ahead of you</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Constricción: fichas para los jugadores que van por delante de ti</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard a card</source>
        <translation>Excavación: descarta una carta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard a card (%n left)</source>
        <translation>
            <numerusform>Excavación: descarta una carta (queda %n)</numerusform>
            <numerusform>Excavación: descarta una carta (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard a card and replace it</source>
        <translation>
            <numerusform>Excavación: descarta una carta y reemplázala</numerusform>
            <numerusform>Excavación: descarta una carta y reemplázala</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Digging: discard up to %n cards and replace them</source>
        <translation>
            <numerusform>Excavación: descarta hasta %n carta y reemplázala</numerusform>
            <numerusform>Excavación: descarta hasta %n cartas y reemplázalas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Discard %1</source>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Discard a card</source>
        <translation>Descartar una carta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Discard a card (%n left)</source>
        <translation>
            <numerusform>Descartar una carta (queda %n)</numerusform>
            <numerusform>Descartar una carta (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Display, folder %1</source>
        <translation>Despliegue, posición %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Donate %1 money for 1 conservation point</source>
        <translation>Donar %1 de dinero por 1 punto de conservación</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw %n card</source>
        <translation>
            <numerusform>Robar %n carta</numerusform>
            <numerusform>Robar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw %n cards</source>
        <translation>
            <numerusform>Robar %n carta</numerusform>
            <numerusform>Robar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw cards</source>
        <translation>Robar cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw cards or snap a card from the display</source>
        <translation>Robar cartas o atrapar una carta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Draw from the deck</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Engineer: build one more building of a kind you just built?</source>
        <translation>Ingeniero: ¿construir un edificio más de un tipo que acabas de construir?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Folder %1</source>
        <translation>Posición %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>From the display, folder %1</source>
        <translation>Del Despliegue, posición %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>From your hand</source>
        <translation>De tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Gain %1</source>
        <translation>Ganar %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Gain %1 first</source>
        <translation>Ganar primero %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Give %1 money</source>
        <translation>Dar %1 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Give a random hand card</source>
        <translation>Dar una carta al azar de la mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hire an association worker</source>
        <translation>Contratar un Representante</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hunter: reveal %n cards and keep 1 animal</source>
        <translation>
            <numerusform>Cazador: revela %n carta y quédate 1 animal</numerusform>
            <numerusform>Cazador: revela %n cartas y quédate 1 animal</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hypnosis: several players are tied for the most appeal; choose whom it targets</source>
        <translation>Hipnosis: varios jugadores empatan con más Atractivo; elige a quién afecta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hypnosis: use an action card of %1</source>
        <translation>Hipnosis: usa una carta de acción de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Hypnosis: use an action card of the leader on appeal</source>
        <translation>Hipnosis: usa una carta de acción del líder en Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Into %1</source>
        <translation>En %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Jumping: advance the break token %n and take as much money</source>
        <translation>
            <numerusform>Salto: avanza la ficha de Pausa %n casilla y toma otro tanto de dinero</numerusform>
            <numerusform>Salto: avanza la ficha de Pausa %n casillas y toma otro tanto de dinero</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Jumping: take %1 money</source>
        <translation>Salto: toma %1 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep %1</source>
        <translation>Quedarse %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep %1 of your %2 cards</source>
        <translation>Quédate %1 de tus %2 cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep a card</source>
        <translation>Quedarse una carta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep a card (%n to keep)</source>
        <translation>
            <numerusform>Quedarse una carta (%n por quedarse)</numerusform>
            <numerusform>Quedarse una carta (%n por quedarse)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Keep one of these final scoring cards</source>
        <translation>Quédate una de estas cartas de puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Left-edge slot %1 from the top: %2</source>
        <translation>Casilla %1 del borde izquierdo desde arriba: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Make your choice</source>
        <translation>Haz tu elección</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move %1 into %2</source>
        <translation>Mover %1 a %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move %1 into the new building</source>
        <translation>Mover %1 al edificio nuevo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move animals into %1?</source>
        <translation>¿Mover animales a %1?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move animals into the new building</source>
        <translation>Mover animales al edificio nuevo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Move animals into the new building?</source>
        <translation>¿Mover animales al edificio nuevo?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Multiplier: perform %1 again?</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Multiplicador: ¿hacer %1 otra vez?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Multiplier: perform the action again?</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Multiplicador: ¿hacer la acción otra vez?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>On the %1 card</source>
        <translation>En la carta de %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Perception: draw %n cards and keep %1</source>
        <translation>
            <numerusform>Percepción: roba %n carta y quédate %1</numerusform>
            <numerusform>Percepción: roba %n cartas y quédate %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Perform %1 again</source>
        <translation>Hacer %1 otra vez</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Perform the action again</source>
        <translation>Hacer la acción otra vez</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: give a random hand card or %1 money</source>
        <translation>Hurto: da una carta al azar de tu mano o %1 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: several players are tied for the most appeal; choose whom it targets</source>
        <translation>Hurto: varios jugadores empatan con más Atractivo; elige a quién afecta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: several players are tied for the most conservation points; choose whom it targets</source>
        <translation>Hurto: varios jugadores empatan con más puntos de conservación; elige a quién afecta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pilfering: take from the leader</source>
        <translation>Hurto: toma del líder</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1</source>
        <translation>Colocar %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 for free on the map…</source>
        <translation>Colocar %1 gratis en el mapa…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 on the map</source>
        <translation>Colocar %1 en el mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 on the map…</source>
        <translation>Colocar %1 en el mapa…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place %1 on the map… (%2 money)</source>
        <translation>Colocar %1 en el mapa… (%2 de dinero)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a Multiplier token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Colocar una ficha de Multiplicador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a Multiplier token on one of your action cards</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Coloca una ficha de Multiplicador en una de tus cartas de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a free %1</source>
        <translation>Colocar %1 gratis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place a free %1 on the map</source>
        <translation>Coloca %1 gratis en el mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Place the building on the map</source>
        <translation>Coloca el edificio en el mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play %1 and support it at %2</source>
        <translation>Jugar %1 y apoyarlo en %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play a sponsor card by paying its level</source>
        <translation>Jugar una carta de Patrocinador pagando su nivel</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play an animal</source>
        <translation>Jugar un animal</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play an animal (%n left)</source>
        <translation>
            <numerusform>Jugar un animal (queda %n)</numerusform>
            <numerusform>Jugar un animal (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Play another sponsor (levels up to %n left) or stop</source>
        <translation>
            <numerusform>Juega otro Patrocinador (queda hasta %n nivel) o para</numerusform>
            <numerusform>Juega otro Patrocinador (quedan hasta %n niveles) o para</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pouch: put a hand card under the animal for %1 appeal</source>
        <translation>
            <numerusform>Marsupio: pon una carta de la mano bajo el animal por %1 de Atractivo</numerusform>
            <numerusform>Marsupio: pon una carta de la mano bajo el animal por %1 de Atractivo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Pouch: put up to %n hand cards under the animal, %1 appeal each</source>
        <translation>
            <numerusform>Marsupio: pon hasta %n carta de la mano bajo el animal, %1 de Atractivo cada una</numerusform>
            <numerusform>Marsupio: pon hasta %n cartas de la mano bajo el animal, %1 de Atractivo cada una</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put %1 into slot %2</source>
        <translation>Poner %1 en la casilla %2</translation>
    </message>
    <message>
        <source>Put %1 into slot 1</source>
        <translation type="vanished">Poner %1 en la casilla 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put %1 under the animal for %2 appeal</source>
        <translation>Poner %1 bajo el animal por %2 de Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put a hand card under the animal for %1 appeal</source>
        <translation>Pon una carta de la mano bajo el animal por %1 de Atractivo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put a hand card under the animal for %1 appeal (%n left)</source>
        <translation>
            <numerusform>Pon una carta de la mano bajo el animal por %1 de Atractivo (queda %n)</numerusform>
            <numerusform>Pon una carta de la mano bajo el animal por %1 de Atractivo (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put the %1 card into slot 1</source>
        <translation>Poner la carta de %1 en la casilla 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Put the card into slot %1</source>
        <translation>Poner la carta en la casilla %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Refill the display first</source>
        <translation>Rellenar primero el Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Release %1 into the wild</source>
        <translation>Liberar %1 en la naturaleza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Remove a continent area marker</source>
        <translation>Retira un marcador de zona de continente</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Remove an area marker and choose a bonus</source>
        <translation>Retira un marcador de zona y elige una bonificación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Remove the %1 marker</source>
        <translation>Retirar el marcador de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Resistance: draw 2 final scoring cards and keep 1</source>
        <translation>Resistencia: roba 2 cartas de puntuación final y quédate 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Reveal cards until a sponsor and take it</source>
        <translation>Revela cartas hasta un Patrocinador y tómalo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Scavenging: shuffle the discard pile, reveal %n and keep %1</source>
        <translation>
            <numerusform>Carroñero: baraja la pila de descartes, revela %n y quédate %1</numerusform>
            <numerusform>Carroñero: baraja la pila de descartes, revela %n y quédate %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sell %1 for %2 money</source>
        <translation>Vender %1 por %2 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sell a hand card for %1 money</source>
        <translation>Vende una carta de la mano por %1 de dinero</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sell a hand card for %1 money (%n left)</source>
        <translation>
            <numerusform>Vende una carta de la mano por %1 de dinero (queda %n)</numerusform>
            <numerusform>Vende una carta de la mano por %1 de dinero (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Several effects are due at once: choose which comes first</source>
        <translation>Varios efectos tocan a la vez: elige cuál va primero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Several players are tied; choose whom the effect targets</source>
        <translation>Varios jugadores empatan; elige a quién afecta el efecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Skip</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Slide %1 under your zoo map</source>
        <translation>Deslizar %1 bajo el mapa de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Slide %1 under your zoo map?</source>
        <translation>¿Deslizar %1 bajo el mapa de tu zoo?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Slide the animal under your zoo map?</source>
        <translation>¿Deslizar el animal bajo el mapa de tu zoo?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snap a card from the display</source>
        <translation>Atrapar una carta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snap a display card</source>
        <translation>Atrapa una carta del Despliegue</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snap a display card (%n left)</source>
        <translation>
            <numerusform>Atrapa una carta del Despliegue (queda %n)</numerusform>
            <numerusform>Atrapa una carta del Despliegue (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snapping: take %n display card</source>
        <translation>
            <numerusform>Atrapar: toma %n carta del Despliegue</numerusform>
            <numerusform>Atrapar: toma %n cartas del Despliegue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Snapping: take %n display cards</source>
        <translation>
            <numerusform>Atrapar: toma %n carta del Despliegue</numerusform>
            <numerusform>Atrapar: toma %n cartas del Despliegue</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Special assignment: choose small or large animals</source>
        <translation>Encargo especial: elige animales pequeños o grandes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Special assignment: small or large animals</source>
        <translation>Encargo especial: animales pequeños o grandes</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play one sponsor card up to level %n, or advance the break token %1 and take %2 money</source>
        <translation>
            <numerusform>Patrocinadores: juega una carta de Patrocinador de hasta nivel %n, o avanza la ficha de Pausa %1 y toma %2 de dinero</numerusform>
            <numerusform>Patrocinadores: juega una carta de Patrocinador de hasta nivel %n, o avanza la ficha de Pausa %1 y toma %2 de dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play one sponsor card up to level %n, or take %1 money</source>
        <translation>
            <numerusform>Patrocinadores: juega una carta de Patrocinador de hasta nivel %n, o toma %1 de dinero</numerusform>
            <numerusform>Patrocinadores: juega una carta de Patrocinador de hasta nivel %n, o toma %1 de dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or advance the break token %1 and take %2 money</source>
        <translation>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o avanza la ficha de Pausa %1 y toma %2 de dinero</numerusform>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o avanza la ficha de Pausa %1 y toma %2 de dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or advance the break token and take money</source>
        <translation>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o avanza la ficha de Pausa y toma dinero</numerusform>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o avanza la ficha de Pausa y toma dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or take %1 money</source>
        <translation>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o toma %1 de dinero</numerusform>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o toma %1 de dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards up to level %n in total, or take money</source>
        <translation>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o toma dinero</numerusform>
            <numerusform>Patrocinadores: juega cartas de Patrocinador de hasta nivel %n en total, o toma dinero</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards, or advance the break token and take money</source>
        <translation>Patrocinadores: juega cartas de Patrocinador, o avanza la ficha de Pausa y toma dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sponsors: play sponsor cards, or take money</source>
        <translation>Patrocinadores: juega cartas de Patrocinador, o toma dinero</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sunbathing: sell a hand card for %1 money</source>
        <translation>
            <numerusform>Tomar el sol: vende una carta de la mano por %1 de dinero</numerusform>
            <numerusform>Tomar el sol: vende una carta de la mano por %1 de dinero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Sunbathing: sell up to %n hand cards for %1 money each</source>
        <translation>
            <numerusform>Tomar el sol: vende hasta %n carta de la mano por %1 de dinero cada una</numerusform>
            <numerusform>Tomar el sol: vende hasta %n cartas de la mano por %1 de dinero cada una</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Support %1 at %2</source>
        <translation>Apoyar %1 en %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Support a conservation project</source>
        <translation>Apoyar un Proyecto de Conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take %1</source>
        <translation>Tomar %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take %1 into your hand</source>
        <translation>Tomar %1 en tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take %1 money instead</source>
        <translation>Tomar %1 de dinero en su lugar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a base conservation project into your hand</source>
        <translation>Toma en tu mano un Proyecto de Conservación básico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a card from the deck or within your reputation range</source>
        <translation>Toma una carta del mazo o de tu alcance de Reputación</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a card from the deck or within your reputation range (%n left)</source>
        <translation>
            <numerusform>Toma una carta del mazo o de tu alcance de Reputación (queda %n)</numerusform>
            <numerusform>Toma una carta del mazo o de tu alcance de Reputación (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Tomar un Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take a university</source>
        <translation>Tomar una Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Take money instead</source>
        <translation>Tomar dinero en su lugar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Target %1</source>
        <translation>Afectar a %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The %1 area bonus</source>
        <translation>La bonificación de la zona de %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The %n cards you pick go to the discard pile.</source>
        <translation>
            <numerusform>La carta que elijas va a la pila de descartes.</numerusform>
            <numerusform>Las %n cartas que elijas van a la pila de descartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The bonus of conservation space %1</source>
        <translation>La bonificación de la casilla de conservación %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The card you pick goes to the discard pile.</source>
        <translation>
            <numerusform>La carta que elijas va a la pila de descartes.</numerusform>
            <numerusform>La carta que elijas va a la pila de descartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The card you pick is discarded and replaced from the deck: a display card by refilling the display, a hand card by drawing a card.</source>
        <translation>La carta que elijas se descarta y se reemplaza desde el mazo: una carta del Despliegue rellenando el Despliegue, una carta de la mano robando una carta.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The final scoring discard (every player, starting with you)</source>
        <translation>El descarte de puntuación final (todos los jugadores, empezando por ti)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The project's reward</source>
        <translation>La recompensa del proyecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The project's reward: %1</source>
        <translation>La recompensa del proyecto: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The university slot reward: %1</source>
        <translation>La recompensa de la casilla de Universidad: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The university slot reward: upgrade an action card</source>
        <translation>La recompensa de la casilla de Universidad: mejorar una carta de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>The university's %1</source>
        <translation>%1 de la Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>This choice</source>
        <translation>Esta elección</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>University: %1</source>
        <translation>Universidad: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>University: choose which comes first, the slot reward or the reputation</source>
        <translation>Universidad: elige qué va primero, la recompensa de la casilla o la Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Upgrade %1 to side II</source>
        <translation>Mejorar %1 a la cara II</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Upgrade an action card</source>
        <translation>Mejorar una carta de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Venom: tokens for the players ahead of you on appeal</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Veneno: fichas para los jugadores que te superan en Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>WAZA Small Animal Program: play one more small animal?</source>
        <translation>Programa de animales pequeños de la WAZA: ¿jugar un animal pequeño más?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>WAZA Small Animal Program: take a small animal from the display?</source>
        <translation>Programa de animales pequeños de la WAZA: ¿tomar un animal pequeño del Despliegue?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>X-token action with the %1 card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Acción de ficha de X con la carta de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>You may perform an extra action</source>
        <translation>Puedes hacer una acción extra</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>You may play a sponsor card by paying its level in money</source>
        <translation>Puedes jugar una carta de Patrocinador pagando su nivel en dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>You may take a base conservation project into your hand</source>
        <translation>Puedes tomar en tu mano un Proyecto de Conservación básico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>at the bottom</source>
        <translation>abajo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>at the top</source>
        <translation>arriba</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the bottom left</source>
        <translation>abajo a la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the bottom right</source>
        <translation>abajo a la derecha</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the middle</source>
        <translation>en el centro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the top left</source>
        <translation>arriba a la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>in the top right</source>
        <translation>arriba a la derecha</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>next to %1</source>
        <translation>junto a %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>next to rock</source>
        <translation>junto a roca</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>next to water</source>
        <translation>junto al agua</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>number %1 from the left</source>
        <translation>el número %1 desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>on the left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>on the right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>only %1 fit below the maximum of %2 while the Cards action is on side I</source>
        <translation>solo caben %1 por debajo del máximo de %2 mientras la acción de Cartas esté en la cara I</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>only %1 fit below the maximum of %2; %3 instead</source>
        <translation>solo caben %1 por debajo del máximo de %2; %3 en su lugar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>reputation is at its maximum of %1 while the Cards action is on side I: nothing gained</source>
        <translation>la Reputación está en su máximo de %1 mientras la acción de Cartas esté en la cara I: no se gana nada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>reputation is at its maximum of %1: %2 instead</source>
        <translation>la Reputación está en su máximo de %1: %2 en su lugar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>still empty</source>
        <translation>aún vacío</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the eighth from the left</source>
        <translation>el octavo desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the fifth from the left</source>
        <translation>el quinto desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the first from the left</source>
        <translation>el primero desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the fourth from the left</source>
        <translation>el cuarto desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the lit enclosure</source>
        <translation>el Recinto iluminado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the second from the left</source>
        <translation>el segundo desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the seventh from the left</source>
        <translation>el séptimo desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the sixth from the left</source>
        <translation>el sexto desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the space you choose</source>
        <translation>la casilla que elijas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>the third from the left</source>
        <translation>el tercero desde la izquierda</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/choice_words.py"/>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>%s is playing…</source>
        <translation>%s está jugando…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>Pick it up and move it over your zoo map: the places where it fits are lit. Click one to build there; R turns it, M mirrors it.</source>
        <translation>Cógelo y muévelo sobre el mapa de tu zoo: se iluminan los lugares donde cabe. Haz clic en uno para construir allí; R lo gira, M lo refleja.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>Skip (S)</source>
        <translation>Pasar (S)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>The cards to choose from are at the bottom of the window, where your action cards and hand usually are: click a card to pick it, then confirm with the button above the cards.</source>
        <translation>Las cartas entre las que elegir están en la parte inferior de la ventana, donde suelen estar tus cartas de acción y tu mano: haz clic en una carta para elegirla y confirma con el botón que hay encima de las cartas.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/decision_panel.py"/>
        <source>…and %n more: pick on the board.</source>
        <translation>
            <numerusform>…y %n más: elige en el tablero.</numerusform>
            <numerusform>…y %n más: elige en el tablero.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPile</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>Small</source>
        <translation>Pequeños</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>The deck</source>
        <translation>El mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/deck_pile.py"/>
        <source>The deck — click: %1</source>
        <translation>El mazo — clic: %1</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for %3 money</source>
        <translation>%1 construye %2 por %3 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for free</source>
        <translation>%1 construye %2 gratis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for free: an uncovered left-edge bonus, paid again at the break</source>
        <translation>%1 construye %2 gratis: una bonificación destapada del borde izquierdo, pagada de nuevo en la Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 builds %2 for free: the bonus of the left-edge space just uncovered</source>
        <translation>%1 construye %2 gratis: la bonificación de la casilla del borde izquierdo recién destapada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 chooses the zoo map %2</source>
        <translation>%1 elige el mapa de zoo %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 comes into the display</source>
        <translation>%1 entra en el Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards %2 from the display</source>
        <translation>%1 descarta %2 del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a card</source>
        <translation>%1 descarta una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a card from the deck</source>
        <translation>%1 descarta una carta del mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a final scoring card</source>
        <translation>%1 descarta una carta de puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 discards a revealed card</source>
        <translation>%1 descarta una carta revelada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 draws a card</source>
        <translation>%1 roba una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 gains %2</source>
        <translation>%1 gana %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 gets %n %2 tokens on the %3 card</source>
        <translation>
            <numerusform>%1 recibe %n fichas de %2 en la carta de %3</numerusform>
            <numerusform>%1 recibe %n fichas de %2 en la carta de %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 gets a %2 token on the %3 card</source>
        <translation>%1 recibe una ficha de %2 en la carta de %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 is discarded from the display</source>
        <translation>%1 se descarta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 keeps one of the revealed cards</source>
        <translation>%1 se queda una de las cartas reveladas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 loses %2</source>
        <translation>%1 pierde %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves</source>
        <translation>%1 se mueve</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves %2</source>
        <translation>%1 mueve %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves %2 into %3</source>
        <translation>%1 mueve %2 a %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves the %2 card to slot %3</source>
        <translation>%1 mueve la carta de %2 a la casilla %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 moves the break token to the end: a break follows</source>
        <translation>%1 mueve la ficha de Pausa al final: sigue una Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 pays %2</source>
        <translation>%1 paga %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places %n %2 tokens on the %3 card</source>
        <translation>
            <numerusform>%1 pone %n fichas de %2 en la carta de %3</numerusform>
            <numerusform>%1 pone %n fichas de %2 en la carta de %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places %n association workers on %2</source>
        <translation>
            <numerusform>%1 pone %n Representante en %2</numerusform>
            <numerusform>%1 pone %n Representantes en %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places a %2 token on the %3 card</source>
        <translation>%1 pone una ficha de %2 en la carta de %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places an area marker on %2</source>
        <translation>%1 pone un marcador de zona en %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 places an association worker on %2</source>
        <translation>%1 pone un Representante en %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the animal %2</source>
        <translation>%1 juega el animal %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the animal %2 for %3 money</source>
        <translation>%1 juega el animal %2 por %3 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the conservation project %2</source>
        <translation>%1 juega el Proyecto de Conservación %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the conservation project %2 from the display</source>
        <translation>%1 juega el Proyecto de Conservación %2 del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the sponsor %2</source>
        <translation>%1 juega el Patrocinador %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 plays the sponsor %2 from the display</source>
        <translation>%1 juega el Patrocinador %2 del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 puts a card from their hand aside</source>
        <translation>%1 aparta una carta de su mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 puts a card from their hand under an animal</source>
        <translation>%1 pone una carta de su mano bajo un animal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 released</source>
        <translation>%1 liberado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 releases %2 into the wild</source>
        <translation>%1 libera %2 en la naturaleza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 removes %2 from the zoo</source>
        <translation>%1 retira %2 del zoo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 removes %n %2 tokens from the %3 card</source>
        <translation>
            <numerusform>%1 retira %n fichas de %2 de la carta de %3</numerusform>
            <numerusform>%1 retira %n fichas de %2 de la carta de %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 removes a %2 token from the %3 card</source>
        <translation>%1 retira una ficha de %2 de la carta de %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 sets a card aside</source>
        <translation>%1 aparta una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 slides an animal under the zoo map</source>
        <translation>%1 desliza un animal bajo el mapa del zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 spends %2</source>
        <translation>%1 gasta %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 supports the conservation project %2</source>
        <translation>%1 apoya el Proyecto de Conservación %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 supports the conservation project %2 at the space %3</source>
        <translation>%1 apoya el Proyecto de Conservación %2 en la casilla %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes %2 from the display</source>
        <translation>%1 toma %2 del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes %2 from the display to play it</source>
        <translation>%1 toma %2 del Despliegue para jugarla</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes %2 out of the display</source>
        <translation>%1 saca %2 del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a bonus</source>
        <translation>%1 toma una bonificación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a card</source>
        <translation>%1 toma una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a random card from %2's hand</source>
        <translation>%1 toma una carta al azar de la mano de %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a random card from another player's hand</source>
        <translation>%1 toma una carta al azar de la mano de otro jugador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes a university: %2</source>
        <translation>%1 toma una Universidad: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the %2</source>
        <translation>%1 toma el %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the X-token action: +%n X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>
            <numerusform>%1 hace la acción de ficha de X: +%n ficha de X</numerusform>
            <numerusform>%1 hace la acción de ficha de X: +%n fichas de X</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the X-token action: +1 X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>%1 hace la acción de ficha de X: +1 ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the base project %2 into their hand</source>
        <translation>%1 toma en su mano el proyecto básico %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus of conservation space %2</source>
        <translation>%1 toma la bonificación de la casilla de conservación %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus of conservation space %2: an upgrade</source>
        <translation>%1 toma la bonificación de la casilla de conservación %2: una mejora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus tile of conservation space %2: %3</source>
        <translation>%1 toma la Loseta de bonificación de la casilla de conservación %2: %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 takes the bonus tile: %2</source>
        <translation>%1 toma la Loseta de bonificación: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 triggers the end of the game during the break</source>
        <translation>%1 desencadena el final de la partida durante la Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 triggers the end of the game: the final turns are played</source>
        <translation>%1 desencadena el final de la partida: se juegan los últimos turnos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1 upgrades the %2 action card to side II</source>
        <translation>%1 mejora la carta de acción de %2 a la cara II</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1's action cards, slots 1 to 5: %2</source>
        <translation>Cartas de acción de %1, casillas 1 a 5: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1: %2 lost at the maximum of %3</source>
        <translation>%1: %2 perdido en el máximo de %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>%1: %2, strength %3</source>
        <translation>%1: %2, fuerza %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>A break begins: players over their hand limit discard down to it</source>
        <translation>Empieza una Pausa: quien supere su límite de mano descarta hasta él</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Action cards of %1, slots 1 to 5: %2</source>
        <translation>Cartas de acción de %1, casillas 1 a 5: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Animals II at strength 5</source>
        <translation>Animales II con fuerza 5</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: Multiplier, Venom and Constriction tokens removed</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Pausa: se retiran las fichas de Multiplicador, Veneno y Constricción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: display folders 1 and 2 discarded, the display refilled</source>
        <translation>Pausa: se descartan las posiciones 1 y 2 del Despliegue y se rellena</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: income</source>
        <translation>Pausa: ingresos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: step %1</source>
        <translation>Pausa: paso %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Break: workers back; partner zoos and universities on offer again</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Pausa: vuelven los Representantes; Zoos colaboradores y Universidades disponibles de nuevo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Commercial Harbor</source>
        <translation>Puerto comercial</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Geographical Zoo</source>
        <translation>Zoo geográfico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Observation Tower</source>
        <translation>Torre de observación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Solo: %1 of %2 turns of this round played</source>
        <translation>Solitario: %1 de %2 turnos de esta ronda jugados</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Solo: a token blocks the donation space of %1 money</source>
        <translation>Solitario: una ficha bloquea la casilla de donación de %1 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Someone</source>
        <translation>Alguien</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Someone takes a card</source>
        <translation>Alguien toma una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Sponsors: money instead of a sponsor</source>
        <translation>Patrocinadores: dinero en lugar de un Patrocinador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The break is over: the break token is back at the start</source>
        <translation>La Pausa ha terminado: la ficha de Pausa vuelve al inicio</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The break token moves to %1 of %2</source>
        <translation>La ficha de Pausa avanza a %1 de %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The conservation project %1 leaves the row</source>
        <translation>El Proyecto de Conservación %1 sale de la fila</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The discard pile (%n cards) is shuffled</source>
        <translation>
            <numerusform>Se baraja la pila de descartes (%n carta)</numerusform>
            <numerusform>Se baraja la pila de descartes (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The discard pile (1 card) is shuffled</source>
        <translation>Se baraja la pila de descartes (1 carta)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The game is over. Winner: %1</source>
        <translation>La partida ha terminado. Ganador: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>The game is over. Winners: %1</source>
        <translation>
            <numerusform>La partida ha terminado. Ganador: %1</numerusform>
            <numerusform>La partida ha terminado. Ganadores: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>Turn %1: %2</source>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>WAZA special assignment</source>
        <translation>Encargo especial de la WAZA</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>X-token action</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>acción de ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>appeal income</source>
        <translation>ingresos por Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>association task</source>
        <translation>tarea de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>bonus tile</source>
        <translation>Loseta de bonificación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>bonus under a project token</source>
        <translation>bonificación bajo una ficha de proyecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>built %1</source>
        <translation>construyó %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>conservation project</source>
        <translation>Proyecto de Conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>conservation space %1</source>
        <translation>casilla de conservación %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>donation</source>
        <translation>donación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>end of the game</source>
        <translation>final de la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>every building space covered</source>
        <translation>todas las casillas de construcción cubiertas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>final scoring: %1</source>
        <translation>puntuación final: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>for strength</source>
        <translation>por fuerza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>fourth partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>cuarto Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>income</source>
        <translation>ingresos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>last area marker</source>
        <translation>último marcador de zona</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>last worker uncovered</source>
        <translation>último Representante destapado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>pavilion</source>
        <translation>Pabellón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>placement bonus</source>
        <translation>bonificación de colocación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>project from the display</source>
        <translation>proyecto del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>release project</source>
        <translation>proyecto de liberación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>reputation beyond 15</source>
        <translation>Reputación más allá de 15</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>reputation space %1</source>
        <translation>casilla de Reputación %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>second partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>segundo Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>second university</source>
        <translation>segunda Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>sponsor</source>
        <translation>Patrocinador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>third partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>tercer Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>third university</source>
        <translation>tercera Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>triggered the break</source>
        <translation>desencadenó la Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/event_words.py"/>
        <source>university</source>
        <translation>Universidad</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1 — or snap a card from the display</source>
        <translation>%1 — o atrapar una carta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1, and a donation</source>
        <translation>%1, y una donación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1, or %2 money</source>
        <translation>%1, o %2 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>%1, or %2 money and the break token</source>
        <translation>%1, o %2 de dinero y la ficha de Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a Constriction token takes 2 strength</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>una ficha de Constricción quita 2 de fuerza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a condition of the card is not met</source>
        <translation>no se cumple una condición de la carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a donation comes after a task of this action</source>
        <translation>una donación va después de una tarea de esta acción</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a sponsor up to level %n</source>
        <translation>
            <numerusform>un Patrocinador de hasta nivel %n</numerusform>
            <numerusform>un Patrocinador de hasta nivel %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a task worth up to %n</source>
        <translation>
            <numerusform>una tarea que valga hasta %n</numerusform>
            <numerusform>una tarea que valga hasta %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>a zoo has only one %1</source>
        <translation>un zoo solo tiene un %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>another player is deciding</source>
        <translation>otro jugador está decidiendo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>another player took it; it is on offer again after the break</source>
        <translation>otro jugador lo tomó; vuelve a estar disponible tras la Pausa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>buildings up to %n spaces in all</source>
        <translation>
            <numerusform>edificios de hasta %n casilla en total</numerusform>
            <numerusform>edificios de hasta %n casillas en total</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>costs %1 money, you have %2</source>
        <translation>cuesta %1 de dinero, tienes %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>discard %n</source>
        <translation>
            <numerusform>descartar %n</numerusform>
            <numerusform>descartar %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>draw %n card</source>
        <translation>
            <numerusform>robar %n carta</numerusform>
            <numerusform>robar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>draw %n cards</source>
        <translation>
            <numerusform>robar %n carta</numerusform>
            <numerusform>robar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>finish the current step first</source>
        <translation>termina primero el paso actual</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>folder %1 is outside your reputation range (1–%2)</source>
        <translation>la posición %1 está fuera de tu alcance de Reputación (1–%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>in slot %1: hypnosis reaches slots 1 to %2 only</source>
        <translation>en la posición %1: la hipnosis solo alcanza las posiciones 1 a %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>it is worth %1, this action has only %2 strength left</source>
        <translation>vale %1, a esta acción solo le quedan %2 de fuerza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>it takes %1 spaces, only %2 are left in this Build action</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ocupa %1 casillas, solo quedan %2 en esta acción de Construcción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>it takes %1 spaces, this Build action allows up to %2</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ocupa %1 casillas, esta acción de Construcción permite hasta %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>its token is on a project already</source>
        <translation>su ficha ya está en un proyecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs %1 %2 (you have %3)</source>
        <translation>necesita %1 %2 (tienes %3)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs %1 (you have %2)</source>
        <translation>necesita %1 (tienes %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs %1 partner zoos (you have %2)</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>necesita %1 Zoos colaboradores (tienes %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs a partner zoo on one of its continents</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>necesita un Zoo colaborador en uno de sus continentes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs reputation %1 (you have %2)</source>
        <translation>necesita Reputación %1 (tienes %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs strength %1, your card reaches %2</source>
        <translation>necesita fuerza %1, tu carta llega a %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>needs the %1 card on side II</source>
        <translation>necesita la carta de %1 por la cara II</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no animal at this strength</source>
        <translation>ningún animal con esta fuerza</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no animal in your hand or in reach can be played</source>
        <translation>no se puede jugar ningún animal de tu mano ni a tu alcance</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no association task can be done</source>
        <translation>no se puede hacer ninguna tarea de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no building fits anywhere in your zoo</source>
        <translation>ningún edificio cabe en ninguna parte de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no conservation token left to support a project</source>
        <translation>no queda ninguna ficha de conservación para apoyar un proyecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no enclosure in your zoo fits it</source>
        <translation>ningún Recinto de tu zoo le sirve</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no fitting %1 animal in your zoo</source>
        <translation>ningún animal de %1 adecuado en tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no free association worker</source>
        <translation>ningún Representante libre</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no free enclosure of size %1 or more fits it</source>
        <translation>ningún Recinto libre de tamaño %1 o más le sirve</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>no sponsor can be played (only the break money)</source>
        <translation>no se puede jugar ningún Patrocinador (solo el dinero de la Pausa)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>not available</source>
        <translation>no disponible</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>not one of the players tied for the lead that it may target</source>
        <translation>no es uno de los jugadores empatados en cabeza a los que puede afectar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>not possible now</source>
        <translation>no es posible ahora</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>one building up to size %n</source>
        <translation>
            <numerusform>un edificio de hasta tamaño %n</numerusform>
            <numerusform>un edificio de hasta tamaño %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>one donation per Association action</source>
        <translation>una donación por acción de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>only the X-token action is possible</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>solo es posible la acción de ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>only up to %1 appeal (you have %2)</source>
        <translation>solo hasta %1 de Atractivo (tienes %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>play %n animal</source>
        <translation>
            <numerusform>jugar %n animal</numerusform>
            <numerusform>jugar %n animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>play up to %n animals</source>
        <translation>
            <numerusform>jugar hasta %n animal</numerusform>
            <numerusform>jugar hasta %n animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>sponsors up to level %n in all</source>
        <translation>
            <numerusform>Patrocinadores de hasta nivel %n en total</numerusform>
            <numerusform>Patrocinadores de hasta nivel %n en total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>tasks worth up to %n in all</source>
        <translation>
            <numerusform>tareas que valgan hasta %n en total</numerusform>
            <numerusform>tareas que valgan hasta %n en total</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>that animal size is not allowed</source>
        <translation>ese tamaño de animal no está permitido</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>that space has a token on it already</source>
        <translation>esa casilla ya tiene una ficha</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>that task is full until the break</source>
        <translation>esa tarea está llena hasta la Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no partner zoo you could take</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>no hay ningún Zoo colaborador que puedas tomar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no place for it on your map</source>
        <translation>no hay sitio para él en tu mapa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no place for its building</source>
        <translation>no hay sitio para su edificio</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no place on your map where it may stand</source>
        <translation>no hay ningún lugar de tu mapa donde pueda estar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no project you could support now</source>
        <translation>no hay ningún proyecto que puedas apoyar ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no sponsor you could play with it</source>
        <translation>no hay ningún Patrocinador que puedas jugar con ella</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>there is no university you could take</source>
        <translation>no hay ninguna Universidad que puedas tomar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you already hold the most X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ya tienes el máximo de fichas de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you could not use it now</source>
        <translation>ahora no podrías usarlo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you did that task in this action already</source>
        <translation>ya hiciste esa tarea en esta acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1 partner zoos, the most a zoo may have</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>tienes %1 Zoos colaboradores, el máximo que puede tener un zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1 universities, the most a zoo may have</source>
        <translation>tienes %1 Universidades, el máximo que puede tener un zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1 workers, the most a zoo may have</source>
        <translation>tienes %1 Representantes, el máximo que puede tener un zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have %1, the most you may have</source>
        <translation>tienes %1, el máximo que puedes tener</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have already built one in this Build action</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ya construiste uno en esta acción de Construcción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have it already</source>
        <translation>ya lo tienes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have no action card left to upgrade</source>
        <translation>no te queda ninguna carta de acción que mejorar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have no card in your hand</source>
        <translation>no tienes ninguna carta en la mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have this partner zoo already</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>ya tienes este Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you have this university already</source>
        <translation>ya tienes esta Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/explain_words.py"/>
        <source>you support this project already</source>
        <translation>ya apoyas este proyecto</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>&amp;First-game guide</source>
        <translation>Guía de la &amp;primera partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>A few steps that point at the parts of the table; Help opens it too.</source>
        <translation>Unos pasos que señalan las partes de la mesa; Ayuda también la abre.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Animals, sponsors and projects you may play. Hover a card to read it; click it to play it when an action allows.</source>
        <translation>Animales, Patrocinadores y proyectos que puedes jugar. Pasa el ratón sobre una carta para leerla; haz clic para jugarla cuando una acción lo permita.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Build enclosures, kiosks and pavilions here; animals move into enclosures. Covered bonus spaces pay at once.</source>
        <translation>Construye aquí Recintos, Quioscos y Pabellones; los animales se instalan en los Recintos. Las casillas de bonificación cubiertas pagan al momento.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Each turn you use one of these five cards. A card's strength is its slot: the further right, the stronger. The used card goes back to slot 1. Click one to use it (F1 over a card explains it).</source>
        <translation>Cada turno usas una de estas cinco cartas. La fuerza de una carta es su casilla: cuanto más a la derecha, más fuerte. La carta usada vuelve a la casilla 1. Haz clic en una para usarla (F1 sobre una carta la explica).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Money, X-tokens, reputation and icons of every zoo. Points are appeal against conservation on the tracks at the top.</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Dinero, fichas de X, Reputación e iconos de cada zoo. Los puntos son el Atractivo frente a la conservación en los tracks de arriba.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Offer the first-game guide at start</source>
        <translation>Ofrecer la guía de la primera partida al empezar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Six open cards. Your reputation says how far along you may take them; each break the first two leave.</source>
        <translation>Seis cartas descubiertas. Tu Reputación dice hasta dónde puedes tomarlas; en cada Pausa salen las dos primeras.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>The display</source>
        <translation>El Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>The players' boards</source>
        <translation>Los tableros de los jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>When your action is done, end the turn here (or press Enter). Undo takes back a choice. Help → Rules has the rules in short.</source>
        <translation>Cuando termines tu acción, termina el turno aquí (o pulsa Intro). Deshacer anula una elección. Ayuda → Reglas tiene las reglas en breve.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Your action cards</source>
        <translation>Tus cartas de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Your zoo map</source>
        <translation>El mapa de tu zoo</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>The replay opens when the game is over: it would show every player's cards.</source>
        <translation>La repetición se abre cuando termina la partida: mostraría las cartas de todos los jugadores.</translation>
    </message>
</context>
<context>
    <name>GuideBubble</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Close the guide</source>
        <translation>Cerrar la guía</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/guide.py"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../arknova_desktop/ui/models.py"/>
        <source>Not playable now: %1</source>
        <translation>No jugable ahora: %1</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>%1: %2 of %3 games won (%4 %)</source>
        <translation>%1: %2 de %3 partidas ganadas (%4 %)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>%1: %2 victory points, %3 appeal, %4 conservation points; zoos: %5</source>
        <translation>%1: %2 puntos de victoria, %3 de Atractivo, %4 puntos de conservación; zoos: %5</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Any number of players</source>
        <translation>Cualquier número de jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Any outcome</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Any zoo map</source>
        <translation>Cualquier mapa de zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Averages per zoo map</source>
        <translation>Medias por mapa de zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Best solo games</source>
        <translation>Mejores partidas en solitario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Charts of this game…</source>
        <translation>Gráficos de esta partida…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Charts: %1</source>
        <translation>Gráficos: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>History of games</source>
        <translation>Historial de partidas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>No game played to the end yet.</source>
        <translation>Aún no se ha jugado ninguna partida hasta el final.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Replay this game…</source>
        <translation>Repetir esta partida…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Starting at %1 appeal: best %2 victory points; games: %3</source>
        <translation>Empezando con %1 de Atractivo: mejor %2 puntos de victoria; partidas: %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>The history cannot be read now (details in the log).</source>
        <translation>Ahora no se puede leer el historial (detalles en el registro).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>The history file was damaged: it was put aside as %1 and a new, empty history was started.</source>
        <translation>El archivo de historial estaba dañado: se apartó como %1 y se empezó un historial nuevo y vacío.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>This game cannot be replayed: its record is damaged or gone.</source>
        <translation>Esta partida no se puede repetir: su registro está dañado o ha desaparecido.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_view.py"/>
        <source>Win rates</source>
        <translation>Porcentajes de victoria</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Ended</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>Zoo maps</source>
        <translation>Mapas de zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/history_model.py"/>
        <source>won</source>
        <translation>ganada</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The game could not be added to the history: another copy of Ark Nova Desktop kept it busy. The game itself is saved.</source>
        <translation>La partida no se pudo añadir al historial: otra copia de Ark Nova Desktop lo tenía ocupado. La partida en sí está guardada.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The game could not be added to the history: its file cannot be written (details in the log). The game itself is saved.</source>
        <translation>La partida no se pudo añadir al historial: no se puede escribir su archivo (detalles en el registro). La partida en sí está guardada.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The game was added to the history (Game → History…).</source>
        <translation>La partida se añadió al historial (Partida → Historial…).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>The history file was damaged: it was put aside as %1 and a new history was started with this game.</source>
        <translation>El archivo de historial estaba dañado: se apartó como %1 y se empezó un historial nuevo con esta partida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>computer, %1</source>
        <translation>ordenador, %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>conceded</source>
        <translation>rendida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/history_words.py"/>
        <source>human</source>
        <translation>humano</translation>
    </message>
</context>
<context>
    <name>LeftEdgeStrip</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/left_edge.py"/>
        <source>%1 — uncovered when this token goes onto a project</source>
        <translation>%1 — se destapa cuando esta ficha va a un proyecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/left_edge.py"/>
        <source>Left edge, slot %1: %2</source>
        <translation>Borde izquierdo, casilla %1: %2</translation>
    </message>
</context>
<context>
    <name>LevelWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 (computer)</source>
        <translation>%1 (ordenador)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordenador, %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>%1 is thinking… %2 %</source>
        <translation>%1 está pensando… %2 %</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Easy: plays sensibly, makes human mistakes</source>
        <translation>Fácil: juega con sensatez, comete errores humanos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Hard: searches its turn deeper and thinks longer</source>
        <translation>Difícil: explora su turno más a fondo y piensa más tiempo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/level_words.py"/>
        <source>Medium: looks one turn ahead</source>
        <translation>Media: mira un turno por delante</translation>
    </message>
</context>
<context>
    <name>LoadDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Autosave</source>
        <translation>Autoguardado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Autosave of %1</source>
        <translation>Autoguardado de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Other file…</source>
        <translation>Otro archivo…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>This autosave cannot be opened. %1</source>
        <translation>Este autoguardado no se puede abrir. %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>abandoned, turn %d</source>
        <translation>abandonada, turno %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>conceded, turn %d</source>
        <translation>rendida, turno %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>turn %d</source>
        <translation>turno %d</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../arknova_desktop/ui/models.py"/>
        <source>An effect that fired by itself</source>
        <translation>Un efecto que se activó solo</translation>
    </message>
</context>
<context>
    <name>LogWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>%1 concedes the game</source>
        <translation>%1 se rinde</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>%1 takes back a choice</source>
        <translation>%1 deshace una elección</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/log_words.py"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>%s may take cards from folder 1 of the display</source>
        <translation>%s puede tomar cartas de la posición 1 del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>%s may take cards from folders 1 to %d of the display</source>
        <translation>%s puede tomar cartas de las posiciones 1 a %d del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>%s — new since your turn</source>
        <translation>%s — novedades desde tu turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>&lt;b&gt;%1&lt;/b&gt; can only be used for the X-token action right now%2. The card moves to slot 1 and you gain 1 X-token.</source>
        <translation>Ahora mismo &lt;b&gt;%1&lt;/b&gt; solo puede usarse para la acción de ficha de X%2. La carta pasa a la casilla 1 y ganas 1 ficha de X.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>&lt;b&gt;Since your last turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Desde tu último turno&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Ark Nova Desktop</source>
        <translation>Ark Nova Desktop</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Card tracker</source>
        <translation>Recuento</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Dismiss</source>
        <translation>Descartar aviso</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Display</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>End the turn, or take the only choice offered</source>
        <translation>Termina el turno o toma la única opción ofrecida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Hand of %s</source>
        <translation>Mano de %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Placing %1</source>
        <translation>Colocando %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Placing %1 — Esc puts it back</source>
        <translation>Colocando %1 — Esc lo devuelve</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Placing %1 — R turns, M mirrors, Esc puts back</source>
        <translation>Colocando %1 — R gira, M refleja, Esc lo devuelve</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Planner</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Quit without saving</source>
        <translation>Salir sin guardar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Take the X-token action with %1</source>
        <translation>Hacer la acción de ficha de X con %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>That is not one of the choices now.</source>
        <translation>Eso no es ninguna de las opciones de ahora.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>The game is not saved</source>
        <translation>La partida no está guardada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Welcome to Ark Nova Desktop</source>
        <translation>Bienvenido a Ark Nova Desktop</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Zoo cards</source>
        <translation>Cartas de Zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/main_window.py"/>
        <source>Zoo of %s</source>
        <translation>Zoo de %s</translation>
    </message>
</context>
<context>
    <name>MapButton</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Click to choose another zoo map</source>
        <translation>Haz clic para elegir otro mapa de zoo</translation>
    </message>
</context>
<context>
    <name>MapGallery</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Base game</source>
        <translation>Juego básico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Zoo Map Pack 1</source>
        <translation>Paquete de mapas de zoo 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/map_gallery.py"/>
        <source>Zoo maps</source>
        <translation>Mapas de zoo</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Concede…</source>
        <translation>&amp;Rendirse…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Replay this game…</source>
        <translation>Re&amp;petir esta partida…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>A&amp;bandon this game…</source>
        <translation>A&amp;bandonar esta partida…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Abandon the game</source>
        <translation>Abandonar la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>After your last choice, see the result and press End turn (Enter).</source>
        <translation>Tras tu última elección, mira el resultado y pulsa Terminar turno (Intro).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>As the system (%1)</source>
        <translation>Como el sistema (%1)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>At once</source>
        <translation>Al instante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Cards, markers and buildings move to their places; a click finishes it.</source>
        <translation>Las cartas, los marcadores y los edificios se mueven a su sitio; un clic lo termina.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Computer players' speed</source>
        <translation>Velocidad de los jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Concede the game</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Confirm the end of each turn</source>
        <translation>Confirmar el final de cada turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Dark table</source>
        <translation>Mesa oscura</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Does %1 give the game up? It ends now, and the solo game is lost.</source>
        <translation>¿%1 se rinde? La partida termina ahora y la partida en solitario se pierde.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Does %1 give the game up? It ends now: everyone is scored as the game stands, and the best of the other players wins.</source>
        <translation>¿%1 se rinde? La partida termina ahora: se puntúa a todos tal como está la partida y gana el mejor de los demás jugadores.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Leave this game unfinished for good? It is recorded as abandoned and no longer listed to continue.</source>
        <translation>¿Dejar esta partida sin terminar para siempre? Queda registrada como abandonada y ya no aparece para continuarla.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Light table</source>
        <translation>Mesa clara</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Motion is turned off for this run of the game.</source>
        <translation>El movimiento está desactivado en esta ejecución del juego.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Normal (1 second a step)</source>
        <translation>Normal (1 segundo por paso)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Save failed</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Saved to %s</source>
        <translation>Guardada en %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Show moves in motion</source>
        <translation>Mostrar los movimientos animados</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Slow (2 seconds a step)</source>
        <translation>Lenta (2 segundos por paso)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>Take back the last choice</source>
        <translation>Deshacer la última elección</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/menus.py"/>
        <source>The game speaks %1 from the next time it starts.</source>
        <translation>El juego usará el idioma «%1» la próxima vez que se inicie.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>“%1” cannot be opened. %2</source>
        <translation>No se puede abrir «%1». %2</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>%1 ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>%1 fichas de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 appeal</source>
        <translation>%1 de Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 association worker</source>
        <translation>%1 Representante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 association workers</source>
        <translation>%1 Representantes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 card</source>
        <translation>%1 carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 conservation point</source>
        <translation>%1 punto de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 conservation points</source>
        <translation>%1 puntos de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 icons</source>
        <translation>iconos de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 money</source>
        <translation>%1 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Zoo colaborador de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%1 reputation</source>
        <translation>%1 de Reputación</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n %1 icon</source>
        <translation>
            <numerusform>%n icono de %1</numerusform>
            <numerusform>%n iconos de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n %1 icons</source>
        <translation>
            <numerusform>%n icono de %1</numerusform>
            <numerusform>%n iconos de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n animal</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n animals</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n card under animals</source>
        <translation>
            <numerusform>%n carta bajo animales</numerusform>
            <numerusform>%n cartas bajo animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n cards under animals</source>
        <translation>
            <numerusform>%n carta bajo animales</numerusform>
            <numerusform>%n cartas bajo animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n kiosks</source>
        <translation>
            <numerusform>%n quioscos</numerusform>
            <numerusform>%n quioscos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n large bird aviaries</source>
        <translation>
            <numerusform>%n grandes aviarios</numerusform>
            <numerusform>%n grandes aviarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n pavilions</source>
        <translation>
            <numerusform>%n pabellones</numerusform>
            <numerusform>%n pabellones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n petting zoos</source>
        <translation>
            <numerusform>%n zoos de contacto</numerusform>
            <numerusform>%n zoos de contacto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n project supported</source>
        <translation>
            <numerusform>%n proyecto apoyado</numerusform>
            <numerusform>%n proyectos apoyados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n projects supported</source>
        <translation>
            <numerusform>%n proyecto apoyado</numerusform>
            <numerusform>%n proyectos apoyados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n reptile houses</source>
        <translation>
            <numerusform>%n reptilarios</numerusform>
            <numerusform>%n reptilarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>%n size-%1 enclosures</source>
        <translation>
            <numerusform>%n Recinto de tamaño %1</numerusform>
            <numerusform>%n Recintos de tamaño %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n sponsor</source>
        <translation>
            <numerusform>%n Patrocinador</numerusform>
            <numerusform>%n Patrocinadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%n sponsors</source>
        <translation>
            <numerusform>%n Patrocinador</numerusform>
            <numerusform>%n Patrocinadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>+1 reputation and a hand limit of 5</source>
        <translation>+1 de Reputación y un límite de mano de 5</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>1 science icon and +2 reputation</source>
        <translation>1 icono de ciencia y +2 de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>10 money</source>
        <translation>10 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>2 reputation</source>
        <translation>2 de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>2 science icons</source>
        <translation>2 iconos de ciencia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>3 X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>3 fichas de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>3 cards</source>
        <translation>3 cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Africa</source>
        <translation>África</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Americas</source>
        <translation>América</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Animals</source>
        <translation>Animales</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Asia</source>
        <translation>Asia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Assertion</source>
        <translation>Reafirmación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Association</source>
        <translation>Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Australia</source>
        <translation>Australia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Boost</source>
        <translation>Impulso</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Build</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Construcción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Clever</source>
        <translation>Astucia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Commercial Harbor</source>
        <translation>Puerto comercial</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Constriction</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Constricción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Determination</source>
        <translation>Determinación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Digging</source>
        <translation>Excavación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Dominance</source>
        <translation>Dominancia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Flock Animal</source>
        <translation>Animal gregario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Full-throated</source>
        <translation>A pleno pulmón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Geographical Zoo</source>
        <translation>Zoo geográfico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Hollywood Hills</source>
        <translation>Colinas de Hollywood</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Hunter</source>
        <translation>Cazador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Hypnosis</source>
        <translation>Hipnosis</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>II</source>
        <translation>II</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Ice Cream Parlors</source>
        <translation>Heladerías</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Iconic Animal</source>
        <translation>Animal icónico</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Inventive</source>
        <translation>Inventiva</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Jumping</source>
        <translation>Salto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Map %1</source>
        <translation>Mapa %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Map 0</source>
        <translation>Mapa 0</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Map A</source>
        <translation>Mapa A</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Multiplier</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Observation Tower</source>
        <translation>Torre de observación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Outdoor Areas</source>
        <translation>Zonas al aire libre</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Pack</source>
        <translation>Manada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Park Restaurant</source>
        <translation>Restaurante del parque</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Peacocking</source>
        <translation>Pavoneo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Perception</source>
        <translation>Percepción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Petting Zoo Animal</source>
        <translation>Animal de zoo de contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Pilfering</source>
        <translation>Hurto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Posturing</source>
        <translation>Exhibición</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Pouch</source>
        <translation>Marsupio</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Reputation</source>
        <translation>Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Rescue Station</source>
        <translation>Centro de rescate</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Research Institute</source>
        <translation>Instituto de investigación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Resistance</source>
        <translation>Resistencia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Scavenging</source>
        <translation>Carroñero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Silver Lake</source>
        <translation>Lago plateado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Snapping</source>
        <translation>Atrapar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sponsor Magnet</source>
        <translation>Imán de Patrocinadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sponsors</source>
        <translation>Patrocinadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sprint</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Sunbathing</source>
        <translation>Tomar el sol</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>University</source>
        <translation>Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>Venom</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Veneno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>fichas de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a Multiplier token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>una ficha de Multiplicador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a kiosk</source>
        <translation>un Quiosco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a large bird aviary</source>
        <translation>un gran aviario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>un Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a pavilion</source>
        <translation>un Pabellón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a petting zoo</source>
        <translation>un zoo de contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a reptile house</source>
        <translation>un reptilario</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a size-%1 enclosure</source>
        <translation>
            <numerusform>un Recinto de tamaño %1</numerusform>
            <numerusform>un Recinto de tamaño %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a size-3 enclosure</source>
        <translation>un Recinto de tamaño 3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a sponsor</source>
        <translation>un Patrocinador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>a university</source>
        <translation>una Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>appeal</source>
        <translation>Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>association task</source>
        <translation>tarea de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>association workers</source>
        <translation>Representantes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>bear</source>
        <translation>oso</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>bird</source>
        <translation>ave</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>build a free reptile house or large bird aviary</source>
        <translation>construir gratis un reptilario o un gran aviario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>build a free size-2 enclosure</source>
        <translation>construir gratis un Recinto de tamaño 2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>build a free size-3 enclosure</source>
        <translation>construir gratis un Recinto de tamaño 3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>conservation points</source>
        <translation>puntos de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>conservation project task</source>
        <translation>tarea de Proyecto de Conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>discard a card, and an animal may go under your zoo map</source>
        <translation>descartar una carta; un animal puede ir bajo el mapa de tu zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>herbivore</source>
        <translation>herbívoro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>hire an association worker</source>
        <translation>contratar un Representante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>kiosk</source>
        <translation>Quiosco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>large animals</source>
        <translation>animales grandes</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>large bird aviary</source>
        <translation>gran aviario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>money</source>
        <translation>dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>partner zoo task</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>tarea de Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>pavilion</source>
        <translation>Pabellón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>petting zoo</source>
        <translation>zoo de contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>petting zoo animal</source>
        <translation>animal de zoo de contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>place a Multiplier token on an action card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>poner una ficha de Multiplicador en una carta de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>play a sponsor card by paying its level</source>
        <translation>jugar una carta de Patrocinador pagando su nivel</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>predator</source>
        <translation>depredador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>primate</source>
        <translation>primate</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>put action cards into slot 1 twice (Clever)</source>
        <translation>poner dos veces cartas de acción en la casilla 1 (Astucia)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>put an action card into slot 1 (Clever)</source>
        <translation>poner una carta de acción en la casilla 1 (Astucia)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>put up to 2 hand cards under an animal, for appeal</source>
        <translation>poner hasta 2 cartas de la mano bajo un animal, por Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>remove a continent area marker, for a bonus</source>
        <translation>retirar un marcador de zona de continente, por una bonificación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reptile</source>
        <translation>reptil</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reptile house</source>
        <translation>reptilario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reputation</source>
        <translation>Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>reputation task</source>
        <translation>tarea de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>rock</source>
        <translation>roca</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>science</source>
        <translation>ciencia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>sea animal</source>
        <translation>animal marino</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>size-%1 enclosure</source>
        <translation>Recinto de tamaño %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>small animals</source>
        <translation>animales pequeños</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>snap a card from the display</source>
        <translation>atrapar una carta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take %1</source>
        <translation>tomar %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take 1 X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>tomar 1 ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take 3 X-tokens</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>tomar 3 fichas de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take 3 cards from the deck or within your reputation range</source>
        <translation>tomar 3 cartas del mazo o de tu alcance de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take a card from the deck or within your reputation range</source>
        <translation>tomar una carta del mazo o de tu alcance de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take a partner zoo</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>tomar un Zoo colaborador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>take a university</source>
        <translation>tomar una Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the kiosk</source>
        <translation>el Quiosco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the large bird aviary</source>
        <translation>el gran aviario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the pavilion</source>
        <translation>el Pabellón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the petting zoo</source>
        <translation>el zoo de contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the reptile house</source>
        <translation>el reptilario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>the size-%1 enclosure</source>
        <translation>el Recinto de tamaño %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>university task</source>
        <translation>tarea de Universidad</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>upgrade an action card</source>
        <translation>mejorar una carta de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/names.py"/>
        <source>water</source>
        <translation>agua</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/notice.py"/>
        <source>Before you end your turn</source>
        <translation>Antes de terminar tu turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/notice.py"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/notice.py"/>
        <source>Reminder</source>
        <translation>Recordatorio</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>%1 (%2), saved %3</source>
        <translation>%1 (%2), guardada %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>%1 choices made</source>
        <translation>%1 elecciones hechas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>1 choice made</source>
        <translation>1 elección hecha</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>A newer position of this game</source>
        <translation>Una posición más reciente de esta partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Already open</source>
        <translation>Ya está abierta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Continue the newer game</source>
        <translation>Continuar la partida más reciente</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Open as a separate game</source>
        <translation>Abrir como partida aparte</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Open in another window</source>
        <translation>Abierta en otra ventana</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>Play the file as a separate game</source>
        <translation>Jugar el archivo como partida aparte</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>This game is open in another window of Ark Nova. A game is played in one window at a time, so that neither overwrites the other's moves.

You can go on from this position as a separate game, or go back and play it in the other window.</source>
        <translation>Esta partida está abierta en otra ventana de Ark Nova. Una partida se juega en una sola ventana a la vez, para que ninguna sobrescriba los movimientos de la otra.

Puedes seguir desde esta posición como partida aparte, o volver y jugarla en la otra ventana.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>This game is the one open in this window.</source>
        <translation>Esta partida es la que está abierta en esta ventana.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>This game went on after this file was saved, and its newer position is kept in its autosave.

The file: %1.
The autosave: %2.

Playing the file as the same game would replace the newer position. Which do you want to play?</source>
        <translation>Esta partida siguió después de guardar este archivo, y su posición más reciente está en su autoguardado.

El archivo: %1.
El autoguardado: %2.

Jugar el archivo como la misma partida reemplazaría la posición más reciente. ¿Cuál quieres jugar?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>abandoned in turn %1</source>
        <translation>abandonada en el turno %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>conceded in turn %1</source>
        <translation>rendida en el turno %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/open_game.py"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>I am %s — show my cards  (Enter)</source>
        <translation>Soy %s — mostrar mis cartas  (Intro)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>Only %s should look now. Everyone else's cards stay hidden.</source>
        <translation>Ahora solo debe mirar %s. Las cartas de los demás siguen ocultas.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>Pass the screen to %s</source>
        <translation>Pasa la pantalla a %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/pass_screen.py"/>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>The turn being played</source>
        <translation>El turno en juego</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source> (next at %1)</source>
        <translation> (siguiente en %1)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 is deciding now</source>
        <translation>%1 está decidiendo ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 of %2 points now</source>
        <translation>%1 de %2 puntos ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1 with %2 X</source>
        <translation>%1 con %2 X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Action cards from slot 1 to slot 5 (II: upgraded side)</source>
        <translation>Cartas de acción de la casilla 1 a la 5 (II: cara mejorada)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Cards in hand: %1 (hand limit %2)</source>
        <translation>Cartas en la mano: %1 (límite de mano %2)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Click to see this zoo</source>
        <translation>Haz clic para ver este zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Conservation projects supported: %1</source>
        <translation>Proyectos de Conservación apoyados: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Final scoring:</source>
        <translation>Puntuación final:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>It is %1's turn</source>
        <translation>Es el turno de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Partner zoos and universities</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Zoos colaboradores y Universidades</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Partner zoos: %1</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Zoos colaboradores: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Plan your turns</source>
        <translation>Planifica tus turnos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>The Planner: action cards turn by turn, projects in reach, your hand's costs</source>
        <translation>La pestaña Plan: cartas de acción turno a turno, proyectos a tu alcance, costes de tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Universities: %1</source>
        <translation>Universidades: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Workers: %1 free of %2 hired</source>
        <translation>Representantes: %1 libres de %2 contratados</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>Your final scoring cards and what they give now</source>
        <translation>Tus cartas de puntuación final y lo que dan ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/player_boards.py"/>
        <source>count %3, %1 of %2 points now</source>
        <translation>cuenta %3, %1 de %2 puntos ahora</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1 — final scoring: %2</source>
        <translation>%1 — puntuación final: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>A new game from this position; this game stays as it is.</source>
        <translation>Una partida nueva desde esta posición; esta partida se queda como está.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Association board</source>
        <translation>Tablero de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Display</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Go to turn</source>
        <translation>Ir al turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Play on from here (new game)</source>
        <translation>Seguir jugando desde aquí (partida nueva)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Players' boards</source>
        <translation>Tableros de los jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step %1 of %2 — %3</source>
        <translation>Paso %1 de %2 — %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step %1 of %2 — %3 — %4 conceded the game here</source>
        <translation>Paso %1 de %2 — %3 — %4 se rindió aquí</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step %1 of %2 — %3 — next: %4</source>
        <translation>Paso %1 de %2 — %3 — siguiente: %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Step of the game</source>
        <translation>Paso de la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Steps, display, board, hands and zoo cards</source>
        <translation>Pasos, Despliegue, tablero, manos y cartas de Zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>The game is over at this step: there is nothing left to play. Go back a step or more to play on from there.</source>
        <translation>La partida ha terminado en este paso: no queda nada por jugar. Retrocede uno o más pasos para seguir jugando desde allí.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>The turn to go to, numbered as the table numbers it</source>
        <translation>El turno al que ir, numerado como en la mesa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Turn to go to</source>
        <translation>Turno al que ir</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Zoo cards</source>
        <translation>Cartas de Zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Zoo map</source>
        <translation>Mapa del zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>Zoo of %1</source>
        <translation>Zoo de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/replay.py"/>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>A standard enclosure next to the gate counts as 2 sizes bigger for everything: placing animals, releasing them, and so on.</source>
        <translation>Un Recinto estándar junto a la puerta cuenta como 2 tamaños mayor a todos los efectos: colocar animales, liberarlos, etc.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Action (an action): when the action is over, you may carry out the named action as well.</source>
        <translation>Acción (una acción): cuando termine la acción, puedes hacer también la acción indicada.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Appeal (0 to 113) is what your zoo draws: it pays money in every break, more the higher it is. Conservation points (0 to 41) come from projects, bonuses and some cards and never go down.

Each conservation space faces a group of appeal spaces; the lowest of them is the target of that conservation value. Your points are your appeal minus the target of your conservation, so the two markers moving towards each other is the whole race.

Reputation (0 to 15, start 1) sets how far along the display you may take cards, and pays one-time bonuses on spaces 5 and 8 and from 10 on. Above 9 it needs the Cards action on side II; beyond 15 each step gives 1 appeal.

Conservation spaces 2, 5, 8 and 10 give bonuses: an upgrade or a worker, money or a bonus tile, and at 10 everyone keeps only one of their two final scoring cards.</source>
        <translation>El Atractivo (0 a 113) es lo que atrae tu zoo: da dinero en cada Pausa, más cuanto más alto sea. Los puntos de conservación (0 a 41) vienen de proyectos, bonificaciones y algunas cartas y nunca bajan.

Cada casilla de conservación está frente a un grupo de casillas de Atractivo; la más baja de ellas es el objetivo de ese valor de conservación. Tus puntos son tu Atractivo menos el objetivo de tu conservación, así que toda la carrera consiste en que los dos marcadores avancen el uno hacia el otro.

La Reputación (0 a 15, empieza en 1) fija hasta dónde del Despliegue puedes tomar cartas, y da bonificaciones únicas en las casillas 5 y 8 y a partir de la 10. Por encima de 9 necesita la acción de Cartas por la cara II; más allá de 15 cada paso da 1 de Atractivo.

Las casillas de conservación 2, 5, 8 y 10 dan bonificaciones: una mejora o un Representante, dinero o una Loseta de bonificación, y en la 10 cada jugador se queda solo una de sus dos cartas de puntuación final.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Appeal, conservation and reputation</source>
        <translation>Atractivo, conservación y Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Assertion: you may take one base conservation project not in play into your hand.</source>
        <translation>Reafirmación: puedes tomar en tu mano un Proyecto de Conservación básico que no esté en juego.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Boost (an action): when the action is over, you may move that action card to slot 1 or to slot 5.</source>
        <translation>Impulso (una acción): cuando termine la acción, puedes mover esa carta de acción a la casilla 1 o a la casilla 5.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Breaks</source>
        <translation>Pausas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Clever: when the action is over, you may move any one of your action cards to slot 1.</source>
        <translation>Astucia: cuando termine la acción, puedes mover cualquiera de tus cartas de acción a la casilla 1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Constriction: each player ahead of you gets 1 Constriction token for each track (appeal, conservation) on which they lead you. The tokens go on their cards in slot 5, then 4; such a card is 2 weaker until it is used. The break removes them.

Interactive: only players with at least 5 appeal are reached; replaced in solo.</source>
        <translation>Constricción: cada jugador que vaya por delante de ti recibe 1 ficha de Constricción por cada marcador (Atractivo, conservación) en el que te supere. Las fichas van a sus cartas de la casilla 5, después de la 4; esa carta tiene 2 menos de fuerza hasta que se usa. La Pausa las retira.

Interactivo: solo afecta a jugadores con al menos 5 de Atractivo; en solitario se sustituye.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Determination: when the action is over, you may carry out one more action with another action card.</source>
        <translation>Determinación: cuando termine la acción, puedes hacer una acción más con otra carta de acción.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Digging X: up to X times, either discard a display card (the display is refilled) or discard a hand card and draw a replacement from the deck.</source>
        <translation>Excavación X: hasta X veces, descarta una carta del Despliegue (que se rellena) o descarta una carta de la mano y roba otra del mazo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Dominance: if the base project Primates is not in play, you may take it into your hand.</source>
        <translation>Dominancia: si el proyecto básico Primates no está en juego, puedes tomarlo en tu mano.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Each time a standard enclosure next to the tower turns to its occupied side, gain 2 appeal. Special enclosures do not count; the tower is no building.</source>
        <translation>Cada vez que un Recinto estándar junto a la torre pase a su lado ocupado, gana 2 de Atractivo. Los Recintos especiales no cuentan; la torre no es un edificio.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Each time you cover one of the three marked spaces, turn over deck cards until a sponsor comes, take it and discard the rest. With all three covered, every sponsor you play is 1 level cheaper.</source>
        <translation>Cada vez que cubras una de las tres casillas marcadas, voltea cartas del mazo hasta que salga un Patrocinador, tómalo y descarta el resto. Con las tres cubiertas, cada Patrocinador que juegues cuesta 1 nivel menos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>First the break token moves 2 spaces. Then draw cards from the deck and discard some:
- Side I: draw 1, 1, 2, 2, 3 at strength 1 to 5, discarding 1 at strengths 1, 3 and 5; at strength 5 you may instead take one display card within your reputation range (a snap).
- Side II: draw 1, 2, 2, 3, 4, discarding 1 at strengths 2, 4 and 5; draws may come from the display within your reputation range; from strength 3 a snap may replace the draw. Side II also lets reputation rise above 9.</source>
        <translation>Primero la ficha de Pausa avanza 2 casillas. Después roba cartas del mazo y descarta algunas:
- Cara I: roba 1, 1, 2, 2, 3 con fuerza 1 a 5, descartando 1 con fuerza 1, 3 y 5; con fuerza 5 puedes en su lugar tomar una carta del Despliegue dentro de tu alcance de Reputación (atrapar).
- Cara II: roba 1, 2, 2, 3, 4, descartando 1 con fuerza 2, 4 y 5; los robos pueden venir del Despliegue dentro de tu alcance de Reputación; desde fuerza 3 atrapar puede sustituir al robo. La cara II también deja que la Reputación suba por encima de 9.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Flock Animal X: instead of an empty enclosure, this animal may join an occupied enclosure of size X or more that holds a herbivore.</source>
        <translation>Animal gregario X: en lugar de un Recinto vacío, este animal puede unirse a un Recinto ocupado de tamaño X o más que tenga un herbívoro.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Full-throated: activate 1 association worker.</source>
        <translation>A pleno pulmón: activa 1 Representante.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Hunter X: turn over the top X cards of the deck, keep one animal among them and discard the rest. With Hunter 1 the card is kept only if it is an animal.</source>
        <translation>Cazador X: voltea las X primeras cartas del mazo, quédate un animal entre ellas y descarta el resto. Con Cazador 1 la carta solo se queda si es un animal.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Hypnosis X: when the action is over, you may carry out the action of one card in slot 1 to X of the player with the most appeal (not yourself), as if it were yours.

Interactive: only players with at least 5 appeal are reached; replaced in solo.</source>
        <translation>Hipnosis X: cuando termine la acción, puedes hacer la acción de una carta de las casillas 1 a X del jugador con más Atractivo (no tú), como si fuera tuya.

Interactivo: solo afecta a jugadores con al menos 5 de Atractivo; en solitario se sustituye.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Iconic Animal (a continent): gain 1 appeal for each icon of that continent in all zoos together, 8 at most.</source>
        <translation>Animal icónico (un continente): gana 1 de Atractivo por cada icono de ese continente de todos los zoos juntos, como máximo 8.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>In each break: 1 money per covered space next to the restaurant. Its left-edge bonus gives a Reptile House or Large Bird Aviary for free, even without Build II.</source>
        <translation>En cada Pausa: 1 de dinero por cada casilla cubierta junto al restaurante. Su bonificación del borde izquierdo da gratis un reptilario o un gran aviario, incluso sin Construcción II.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Instead of carrying out an action, move any one action card to slot 1 and take 1 X-token. Not allowed while you hold 5 X-tokens.</source>
        <translation>En lugar de hacer una acción, mueve cualquier carta de acción a la casilla 1 y toma 1 ficha de X. No se permite mientras tengas 5 fichas de X.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Inventive: gain X-tokens — one, or as many as the card says (some count bear or primate icons).</source>
        <translation>Inventiva: gana fichas de X — una, o tantas como diga la carta (algunas cuentan iconos de oso o de primate).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Jumping X: the break token moves X spaces and you gain X money. In a solo game only the money is paid.</source>
        <translation>Salto X: la ficha de Pausa avanza X casillas y ganas X de dinero. En solitario solo se paga el dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Multiplier (an action): put a Multiplier token on that action card. The next time you use the card you may carry out its action twice in a row at the same strength (an X-token boosts only one of the two). A token placed during that card's own action waits for its next use; unused tokens leave in the break.</source>
        <translation>Multiplicador (una acción): pon una ficha de Multiplicador en esa carta de acción. La próxima vez que uses la carta puedes hacer su acción dos veces seguidas con la misma fuerza (una ficha de X solo refuerza una de las dos). Una ficha colocada durante la propia acción de esa carta espera a su siguiente uso; las fichas sin usar se retiran en la Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>No ability: instead many placement bonuses of 2 money lie around the lake.</source>
        <translation>Sin habilidad: en su lugar hay muchas bonificaciones de colocación de 2 de dinero alrededor del lago.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Once a building stands next to the institute: each time you play an animal you may ignore one of its conditions (never a rock or water one).</source>
        <translation>En cuanto haya un edificio junto al instituto: cada vez que juegues un animal puedes ignorar una de sus condiciones (nunca una de roca o agua).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Once a building stands on the space next to the harbor: once in each of your turns you may discard 1 hand card for 3 money.</source>
        <translation>En cuanto haya un edificio en la casilla junto al puerto: una vez en cada uno de tus turnos puedes descartar 1 carta de la mano por 3 de dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Once every space with the kiosk mark is covered: each kiosk you have pays 1 more money in every break.</source>
        <translation>En cuanto estén cubiertas todas las casillas con la marca de Quiosco: cada Quiosco que tengas da 1 de dinero más en cada Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Pack: gain 1 appeal for each predator icon in your zoo, this one included.</source>
        <translation>Manada: gana 1 de Atractivo por cada icono de depredador de tu zoo, incluido este.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Peacocking: you may build a Large Bird Aviary for free, if it fits.</source>
        <translation>Pavoneo: puedes construir gratis un gran aviario, si cabe.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Perception X: look at the top X cards of the deck, keep 2, discard the rest.</source>
        <translation>Percepción X: mira las X primeras cartas del mazo, quédate 2 y descarta el resto.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Petting Zoo Animal: gain 3 appeal for each petting zoo animal icon in your zoo, this one included.</source>
        <translation>Animal de zoo de contacto: gana 3 de Atractivo por cada icono de animal de zoo de contacto de tu zoo, incluido este.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Pilfering 1: the player with the most appeal gives you 5 money or 1 hand card you take blind, as they choose. Pilfering 2: the same from the player with the most appeal and from the one with the most conservation points.

Interactive: only players with at least 5 appeal are reached; replaced in solo.</source>
        <translation>Hurto 1: el jugador con más Atractivo te da 5 de dinero o 1 carta de su mano que tomas a ciegas, según decida. Hurto 2: lo mismo del jugador con más Atractivo y del que tenga más puntos de conservación.

Interactivo: solo afecta a jugadores con al menos 5 de Atractivo; en solitario se sustituye.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Place buildings on your zoo map; each space costs 2 money. The first building touches the map's edge, each later one shares an edge with a building; rock and water can never be built on, and kiosks stand at least 3 spaces apart. Covering a space with a placement bonus gives it at once.

- Side I: one building of a size up to the strength: a kiosk, a pavilion, a standard enclosure of size 1 to 5 or the petting zoo.
- Side II: several different buildings, sizes adding up to the strength at most; the spaces with the Build II mark and the Reptile House and Large Bird Aviary become available.

Covering every buildable space of the map gives 7 appeal once.</source>
        <translation>Coloca edificios en el mapa de tu zoo; cada casilla cuesta 2 de dinero. El primer edificio toca el borde del mapa y cada uno posterior comparte un lado con un edificio; nunca se construye sobre roca ni agua, y los Quioscos están al menos a 3 casillas entre sí. Cubrir una casilla con bonificación de colocación la da al momento.

- Cara I: un edificio de tamaño hasta la fuerza: un Quiosco, un Pabellón, un Recinto estándar de tamaño 1 a 5 o el zoo de contacto.
- Cara II: varios edificios distintos, con tamaños que sumen como máximo la fuerza; quedan disponibles las casillas con la marca de Construcción II, el reptilario y el gran aviario.

Cubrir todas las casillas edificables del mapa da 7 de Atractivo una vez.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Play animal cards from your hand into free enclosures that fit them, paying their cost and meeting their conditions (icons in your zoo, reputation, rock or water nearby).

- Side I: no animal at strength 1; 1 animal at 2 to 4; 2 at 5.
- Side II: 1 animal at strength 1 and 2, 2 from strength 3; they may also come from the display within your reputation range (paying the folder's number on top); at strength 5 you first gain 1 reputation.

An animal's appeal, conservation and reputation come after its cost is paid; its ability follows. Each partner zoo of a continent the animal has makes it 3 money cheaper per icon.</source>
        <translation>Juega cartas de animal de tu mano en Recintos libres adecuados, pagando su coste y cumpliendo sus condiciones (iconos en tu zoo, Reputación, roca o agua cerca).

- Cara I: ningún animal con fuerza 1; 1 animal con 2 a 4; 2 con 5.
- Cara II: 1 animal con fuerza 1 y 2, 2 desde fuerza 3; también pueden venir del Despliegue dentro de tu alcance de Reputación (pagando además el número de la posición); con fuerza 5 ganas primero 1 de Reputación.

El Atractivo, la conservación y la Reputación de un animal llegan después de pagar su coste; su habilidad va a continuación. Cada Zoo colaborador de un continente del animal lo abarata 3 de dinero por icono.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Play one sponsor card of a level up to the strength (side I), or several whose levels add up to the strength plus 1 at most, from your hand or the display (side II). Sponsors bring icons, one-time gains, lasting effects and income.

Instead you may take the break alternative: move the break token as many spaces as the strength and gain that much money (side II: twice as much).</source>
        <translation>Juega una carta de Patrocinador de nivel hasta la fuerza (cara I), o varias cuyos niveles sumen como máximo la fuerza más 1, de tu mano o del Despliegue (cara II). Los Patrocinadores traen iconos, ganancias únicas, efectos permanentes e ingresos.

En su lugar puedes tomar la alternativa de la Pausa: mueve la ficha de Pausa tantas casillas como la fuerza y gana ese dinero (cara II: el doble).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Posturing X: up to X times, place a kiosk or a pavilion for free (the usual placement rules apply).</source>
        <translation>Exhibición X: hasta X veces, coloca gratis un Quiosco o un Pabellón (con las reglas de colocación habituales).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Pouch X: tuck up to X of your hand cards under this animal; each gives 2 appeal.</source>
        <translation>Marsupio X: mete hasta X cartas de tu mano bajo este animal; cada una da 2 de Atractivo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Resistance: draw 2 final scoring cards, keep one and discard the other.</source>
        <translation>Resistencia: roba 2 cartas de puntuación final, quédate una y descarta la otra.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Scavenging X: shuffle the discard pile, look at its top X cards, keep 1 and put the others back.</source>
        <translation>Carroñero X: baraja la pila de descartes, mira sus X primeras cartas, quédate 1 y devuelve las demás.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Send association workers to a task whose value is at most the strength: 2 reputation (value 2), a partner zoo (3), a university (4) or supporting a conservation project (5). A task you already have a worker on needs 2 workers.

- Side I: one task.
- Side II: several different tasks whose values add up to the strength at most, and one donation: pay the amount shown for 1 conservation point.

You hold at most 4 partner zoos (the 3rd and 4th need side II) and 3 universities of different kinds. Supporting a project takes a player token from your map's left edge and uncovers that space's bonus.</source>
        <translation>Envía Representantes a una tarea cuyo valor sea como máximo la fuerza: 2 de Reputación (valor 2), un Zoo colaborador (3), una Universidad (4) o apoyar un Proyecto de Conservación (5). Una tarea en la que ya tienes un Representante necesita 2.

- Cara I: una tarea.
- Cara II: varias tareas distintas cuyos valores sumen como máximo la fuerza, y una donación: paga la cantidad indicada por 1 punto de conservación.

Tienes como máximo 4 Zoos colaboradores (el 3.º y el 4.º necesitan la cara II) y 3 Universidades de tipos distintos. Apoyar un proyecto toma una ficha de jugador del borde izquierdo de tu mapa y destapa la bonificación de esa casilla.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Snapping X: X times, take any card of the display into your hand, whatever your reputation.</source>
        <translation>Atrapar X: X veces, toma en tu mano cualquier carta del Despliegue, sea cual sea tu Reputación.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Sponsor Magnet: take every sponsor card of the display into your hand.</source>
        <translation>Imán de Patrocinadores: toma en tu mano todas las cartas de Patrocinador del Despliegue.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Sprint X: draw X cards from the deck.</source>
        <translation>Carrera X: roba X cartas del mazo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Sunbathing X: sell up to X of your hand cards for 4 money each.</source>
        <translation>Tomar el sol X: vende hasta X cartas de tu mano por 4 de dinero cada una.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Animals action</source>
        <translation>La acción de Animales</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Association action</source>
        <translation>La acción de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Build action</source>
        <translation>La acción de Construcción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Cards action</source>
        <translation>La acción de Cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The Sponsors action</source>
        <translation>La acción de Patrocinadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The X-token action</source>
        <translation>La acción de ficha de X</translation>
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
        <translation>La ficha de Pausa avanza cada vez que alguien usa la acción de Cartas (2 casillas) y con algunas habilidades y Patrocinadores. El marcador tiene 9 casillas con 2 jugadores, 12 con 3 y 15 con 4. Quien lleva la ficha al final gana 1 ficha de X, y tras el turno de ese jugador hay una Pausa.

En una Pausa, en este orden:
- todos descartan hasta 3 cartas en la mano (5 con la Universidad de límite de mano);
- las fichas de Multiplicador, Veneno y Constricción salen de las cartas de acción;
- vuelven los Representantes; se reponen los Zoos colaboradores y las Universidades;
- se descartan las dos cartas de las posiciones 1 y 2 del Despliegue, las demás se desplazan y el Despliegue se rellena;
- ingresos: dinero por tu Atractivo, dinero de los Quioscos y cada ingreso recurrente;
- la ficha de Pausa vuelve a su inicio.

En solitario, en su lugar, marca el ritmo una loseta de siete fichas: las rondas duran 7, 6, 5, 4, 3 y 2 turnos, con una Pausa tras cada una salvo la última.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The end comes when a player's appeal marker reaches the area of their conservation marker (the two meet or pass each other). That player finishes the turn, then everyone else has exactly one more turn.

Then final scoring: effects that score at the end (some sponsors), and the final scoring card you kept, worth up to 4 conservation points. Your points are appeal minus the target of your conservation; the most points wins, and points may be negative. On a tie, whoever supported more conservation projects wins; after that the win is shared.

Solo: the game ends after the 27th turn and you win with 0 points or more.</source>
        <translation>El final llega cuando el marcador de Atractivo de un jugador alcanza la zona de su marcador de conservación (los dos se encuentran o se cruzan). Ese jugador termina el turno y después cada uno de los demás juega exactamente un turno más.

Después, la puntuación final: los efectos que puntúan al final (algunos Patrocinadores) y la carta de puntuación final que te quedaste, que vale hasta 4 puntos de conservación. Tus puntos son el Atractivo menos el objetivo de tu conservación; gana quien tenga más puntos, y los puntos pueden ser negativos. En caso de empate gana quien apoyó más Proyectos de Conservación; si persiste, la victoria se comparte.

Solitario: la partida termina tras el turno 27 y ganas con 0 puntos o más.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The end of the game and final scoring</source>
        <translation>El final de la partida y la puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The game</source>
        <translation>La partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The map for a first game: it starts with a kiosk and an empty size-3 enclosure beside it already built. No ability of its own.</source>
        <translation>El mapa para una primera partida: empieza con un Quiosco y, a su lado, un Recinto de tamaño 3 vacío ya construidos. Sin habilidad propia.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The map has five continent areas, each with a marker. When you play an animal into an enclosure touching the area of one of its continents, you may take that marker back and choose one of the bonuses shown; the last marker also gives 1 conservation point. Each area gives its bonus once.</source>
        <translation>El mapa tiene cinco zonas de continente, cada una con un marcador. Cuando juegues un animal en un Recinto que toque la zona de uno de sus continentes, puedes recuperar ese marcador y elegir una de las bonificaciones que muestra; el último marcador da además 1 punto de conservación. Cada zona da su bonificación una vez.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The plain base map: nothing built at the start and no ability of its own.</source>
        <translation>El mapa básico sin más: nada construido al empezar y sin habilidad propia.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>The rescue bonus gives Digging 1; an animal discarded with it may go under the top of your map into one of 3 free slots. From then on it counts as in your zoo for its icons and for cards that react to animals, but gives none of its own effects.</source>
        <translation>La bonificación de rescate da Excavación 1; un animal descartado con ella puede ir bajo la parte superior de tu mapa, en uno de 3 huecos libres. Desde entonces cuenta como parte de tu zoo por sus iconos y para las cartas que reaccionan a animales, pero no da ninguno de sus propios efectos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Venom X: each player with more appeal than you gets X Venom tokens on their action cards, from slot 1 on. Using a card with Venom removes its token; a player who ends a turn without removing one while some is left pays 2 money. The break removes all Venom.

Like every interactive effect it only reaches players with at least 5 appeal; in a solo game the card's solo stripe replaces it.</source>
        <translation>Veneno X: cada jugador con más Atractivo que tú recibe X fichas de Veneno en sus cartas de acción, desde la casilla 1. Usar una carta con Veneno retira su ficha; un jugador que termina un turno sin retirar ninguna mientras le quede alguna paga 2 de dinero. La Pausa retira todo el Veneno.

Como todo efecto interactivo, solo afecta a jugadores con al menos 5 de Atractivo; en solitario lo sustituye la franja de solitario de la carta.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>You build a zoo: enclosures and buildings on your map, animals in them, sponsors and conservation projects supported. On your turn you use exactly one of your five action cards (or take the X-token action instead).

The action cards lie in slots 1 to 5; a card's strength is the number of its slot. The card you use moves to slot 1 and the cards left of it shift one slot right, so a card you leave alone grows stronger.

- X-tokens: spend any number (you hold at most 5) to make the card that many slots stronger for this one use.
- Upgrades turn an action card to side II, which does more. There are four ways to upgrade: conservation space 2, reputation 5, a 2nd partner zoo and a 2nd university, so one card always stays on side I.
- An action may never be used to do nothing.</source>
        <translation>Construyes un zoo: Recintos y edificios en tu mapa, animales en ellos, Patrocinadores y Proyectos de Conservación apoyados. En tu turno usas exactamente una de tus cinco cartas de acción (o haces en su lugar la acción de ficha de X).

Las cartas de acción están en las casillas 1 a 5; la fuerza de una carta es el número de su casilla. La carta que usas pasa a la casilla 1 y las que estaban a su izquierda se desplazan una casilla a la derecha, así que una carta que no tocas se hace más fuerte.

- Fichas de X: gasta las que quieras (tienes como máximo 5) para que la carta sea esa cantidad de casillas más fuerte en este uso.
- Las mejoras pasan una carta de acción a la cara II, que hace más. Hay cuatro formas de mejorar: la casilla de conservación 2, la Reputación 5, un 2.º Zoo colaborador y una 2.ª Universidad, así que una carta siempre se queda en la cara I.
- Nunca se puede usar una acción para no hacer nada.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/rules_words.py"/>
        <source>Zoo maps</source>
        <translation>Mapas de zoo</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>No section mentions “%1”.</source>
        <translation>Ninguna sección menciona «%1».</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Rules text</source>
        <translation>Texto de las reglas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Search the rules (e.g. Venom, break, Build)</source>
        <translation>Buscar en las reglas (p. ej. Veneno, Pausa, Construcción)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/rules_dialog.py"/>
        <source>Sections of the rules</source>
        <translation>Secciones de las reglas</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/rules_help.py"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/rules_help.py"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/rules_help.py"/>
        <source>The rules in short; F1 opens them at what is under the mouse</source>
        <translation>Las reglas en breve; F1 las abre en lo que está bajo el ratón</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 appeal</source>
        <translation>%1 de Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 conservation points</source>
        <translation>%1 puntos de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 conservation projects supported</source>
        <translation>%1 Proyectos de Conservación apoyados</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1 victory points</source>
        <translation>%1 puntos de victoria</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>%1: %2 appeal (%3); %4 conservation points (%5); target number %6; %7 victory points.</source>
        <translation>%1: %2 de Atractivo (%3); %4 puntos de conservación (%5); número objetivo %6; %7 puntos de victoria.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>1 conservation project supported</source>
        <translation>1 Proyecto de Conservación apoyado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Conceded</source>
        <translation>Se rindió</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>During the game</source>
        <translation>Durante la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Final scoring cards</source>
        <translation>Cartas de puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Points by source</source>
        <translation>Puntos por origen</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Sponsors at the end of the game</source>
        <translation>Patrocinadores al final de la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Target number %1 for %2 conservation points: %3 appeal − %1 = %4 victory points</source>
        <translation>Número objetivo %1 para %2 puntos de conservación: %3 de Atractivo − %1 = %4 puntos de victoria</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>target %1</source>
        <translation>objetivo %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/score_chart.py"/>
        <source>victory points</source>
        <translation>puntos de victoria</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Every number</source>
        <translation>Todos los números</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Over the turns</source>
        <translation>A lo largo de los turnos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Points by source</source>
        <translation>Puntos por origen</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>The same players and zoo maps, newly shuffled</source>
        <translation>Los mismos jugadores y mapas de zoo, barajados de nuevo</translation>
    </message>
</context>
<context>
    <name>ScoringWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source> — conceded</source>
        <translation> — se rindió</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source> — winner</source>
        <translation> — ganador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 conceded the game and cannot win.</source>
        <translation>%1 se rindió y no puede ganar.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 gave the solo game up.</source>
        <translation>%1 abandonó la partida en solitario.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 gave the solo game up: it is lost.</source>
        <translation>%1 abandonó la partida en solitario: está perdida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 share the victory with %2 victory points each.</source>
        <translation>%1 comparten la victoria con %2 puntos de victoria cada uno.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 tied on %2 victory points; the most supported conservation projects (%3) decided.</source>
        <translation>%1 empataron a %2 puntos de victoria; decidió tener más Proyectos de Conservación apoyados (%3).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 tied on %2 victory points; the tie-break went to the most supported conservation projects (%3).</source>
        <translation>%1 empataron a %2 puntos de victoria; el desempate fue para quien apoyó más Proyectos de Conservación (%3).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 victory points.</source>
        <translation>%1 puntos de victoria.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 wins the solo game!</source>
        <translation>¡%1 gana la partida en solitario!</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>A shared win!</source>
        <translation>¡Una victoria compartida!</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Appeal during the game</source>
        <translation>Atractivo durante la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>At the end</source>
        <translation>Al final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Conservation points during the game</source>
        <translation>Puntos de conservación durante la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Everyone is scored as if the game had ended then, final scoring cards and end-of-game sponsors included.</source>
        <translation>Se puntúa a todos como si la partida hubiera terminado entonces, incluidas las cartas de puntuación final y los Patrocinadores de final de partida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Final scoring card %1</source>
        <translation>Carta de puntuación final %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Not this time</source>
        <translation>Esta vez no</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Not this time: the solo game is won with 0 or more victory points.</source>
        <translation>Esta vez no: la partida en solitario se gana con 0 o más puntos de victoria.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Points from</source>
        <translation>Puntos de</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Sponsor %1 at the end of the game</source>
        <translation>Patrocinador %1 al final de la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Sponsor %1 at the end of the game (%2 money, no points)</source>
        <translation>Patrocinador %1 al final de la partida (%2 de dinero, sin puntos)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Supported conservation projects (tie-break): %1</source>
        <translation>Proyectos de Conservación apoyados (desempate): %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Target number for %1 conservation points: %2</source>
        <translation>Número objetivo para %1 puntos de conservación: %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>The solo game is lost</source>
        <translation>La partida en solitario está perdida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>The solo game is won with 0 or more victory points.</source>
        <translation>La partida en solitario se gana con 0 o más puntos de victoria.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Victory points: %1 appeal − %2 target number = %3</source>
        <translation>Puntos de victoria: %1 de Atractivo − %2 de número objetivo = %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Winner: %1</source>
        <translation>Ganador: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>Winner: %1 (a shared win)</source>
        <translation>Ganador: %1 (victoria compartida)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>With %1 victory points.</source>
        <translation>Con %1 puntos de victoria.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>You win the solo game!</source>
        <translation>¡Ganas la partida en solitario!</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/scoring_dialog.py"/>
        <source>a card in the zoo</source>
        <translation>una carta del zoo</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/seat_card.py"/>
        <source>Seat %d</source>
        <translation>Puesto %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/seat_card.py"/>
        <source>Seat %d: zoo map</source>
        <translation>Puesto %d: mapa de zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/seat_card.py"/>
        <source>Seat %d: zoo map picture</source>
        <translation>Puesto %d: imagen del mapa de zoo</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>A computer player is deciding.</source>
        <translation>Un jugador del ordenador está decidiendo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Nothing to redo.</source>
        <translation>Nada que rehacer.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Nothing to take back yet.</source>
        <translation>Todavía no hay nada que deshacer.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>That is not one of the choices open now.</source>
        <translation>Eso no es ninguna de las opciones abiertas ahora.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The computer players had stopped working; they were restarted.</source>
        <translation>Los jugadores del ordenador habían dejado de funcionar; se han reiniciado.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The game could not be saved to %1: %2. Nothing was changed there, and the game goes on. Use Game → Save as… again to save it in another folder.</source>
        <translation>La partida no se pudo guardar en %1: %2. No se cambió nada allí y la partida sigue. Usa de nuevo Partida → Guardar como… para guardarla en otra carpeta.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The last choice revealed hidden cards (a card drawn or turned over): it stays.</source>
        <translation>La última elección reveló cartas ocultas (una carta robada o volteada): se queda.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>The next player has not sat down yet.</source>
        <translation>El siguiente jugador todavía no se ha sentado.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>This game could not be saved: %1. If you quit now, the moves since it was last saved are lost. Go back to the game and use Game → Save as… to keep it in another folder.</source>
        <translation>Esta partida no se pudo guardar: %1. Si sales ahora, se pierden los movimientos desde la última vez que se guardó. Vuelve a la partida y usa Partida → Guardar como… para conservarla en otra carpeta.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Your game could not be saved automatically: %1. The game goes on, and it is tried again after every move. To keep this game safe, use Game → Save as… to save it somewhere else.</source>
        <translation>Tu partida no se pudo guardar automáticamente: %1. La partida sigue y se vuelve a intentar tras cada movimiento. Para mantenerla a salvo, usa Partida → Guardar como… para guardarla en otro sitio.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Your turn has no choice to take back yet.</source>
        <translation>Tu turno todavía no tiene ninguna elección que deshacer.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>Your turn is complete: end it first, or undo.</source>
        <translation>Tu turno está completo: termínalo primero, o deshaz.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>the disk cannot be written to</source>
        <translation>no se puede escribir en el disco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>the system refused to write the file</source>
        <translation>el sistema se negó a escribir el archivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>this program may not write in the save folder</source>
        <translation>este programa no tiene permiso para escribir en la carpeta de partidas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/session_words.py"/>
        <source>where the save folder should be there is a file</source>
        <translation>donde debería estar la carpeta de partidas hay un archivo</translation>
    </message>
</context>
<context>
    <name>SettingsMenu</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>A short notice names the card, whose it is and what it gave.</source>
        <translation>Un aviso breve nombra la carta, de quién es y qué dio.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Before End turn, say what the turn leaves unused</source>
        <translation>Antes de Terminar turno, decir qué queda sin usar en el turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Mark those effects in the log</source>
        <translation>Marcar esos efectos en el registro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Only what is certain: X-tokens at the most, projects you can support now.</source>
        <translation>Solo lo seguro: fichas de X al máximo, proyectos que puedes apoyar ahora.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Remind me of effects that fire by themselves</source>
        <translation>Recordarme los efectos que se activan solos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/settings_menu.py"/>
        <source>Their lines in the log are in bold.</source>
        <translation>Sus líneas en el registro van en negrita.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
</context>
<context>
    <name>SizeSettings</name>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Larger table</source>
        <translation>Mesa más grande</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Normal text size</source>
        <translation>Tamaño de texto normal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Smaller table</source>
        <translation>Mesa más pequeña</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Table at the window's size</source>
        <translation>Mesa al tamaño de la ventana</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Table zoom</source>
        <translation>Tamaño de la mesa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/aids/size_settings.py"/>
        <source>The whole table larger or smaller; it never grows past the window.</source>
        <translation>Toda la mesa más grande o más pequeña; nunca crece más allá de la ventana.</translation>
    </message>
</context>
<context>
    <name>SpokenWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1, empty</source>
        <translation>%1, vacío</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1; …and %n more</source>
        <translation>
            <numerusform>%1; …y %n más</numerusform>
            <numerusform>%1; …y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%1; …and 1 more</source>
        <translation>
            <numerusform>%1; …y 1 más</numerusform>
            <numerusform>%1; …y 1 más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%n buildings: %1.</source>
        <translation>
            <numerusform>%n edificio: %1.</numerusform>
            <numerusform>%n edificios: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%n options: %1.</source>
        <translation>
            <numerusform>%n opción: %1.</numerusform>
            <numerusform>%n opciones: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>%n spaces are lit: a choice can be made there.</source>
        <translation>
            <numerusform>%n casilla iluminada: ahí se puede elegir.</numerusform>
            <numerusform>%n casillas iluminadas: ahí se puede elegir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>1 building: %1.</source>
        <translation>
            <numerusform>1 edificio: %1.</numerusform>
            <numerusform>1 edificio: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>1 option: %1.</source>
        <translation>
            <numerusform>1 opción: %1.</numerusform>
            <numerusform>1 opción: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>1 space is lit: a choice can be made there.</source>
        <translation>
            <numerusform>1 casilla iluminada: ahí se puede elegir.</numerusform>
            <numerusform>1 casilla iluminada: ahí se puede elegir.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Action cards</source>
        <translation>Cartas de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Association board</source>
        <translation>Tablero de Asociación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Association board. %1</source>
        <translation>Tablero de Asociación. %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Buildings to place</source>
        <translation>Edificios por colocar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Cards to choose from</source>
        <translation>Cartas entre las que elegir</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Carrying %1 over the map.</source>
        <translation>Llevando %1 sobre el mapa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Display</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Display, board, zoo cards, log and aids</source>
        <translation>Despliegue, tablero, cartas de Zoo, registro y ayudas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Hot-seat cover</source>
        <translation>Pantalla de cambio de jugador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Left edge of the zoo map</source>
        <translation>Borde izquierdo del mapa del zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Left edge of the zoo map. %1</source>
        <translation>Borde izquierdo del mapa del zoo. %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Nothing is built yet.</source>
        <translation>Aún no hay nada construido.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Nothing to decide at the screen now.</source>
        <translation>Ahora no hay nada que decidir en pantalla.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Open decision for %1: %2.</source>
        <translation>Decisión pendiente de %1: %2.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Options of the decision</source>
        <translation>Opciones de la decisión</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Players' boards</source>
        <translation>Tableros de los jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Score tracks</source>
        <translation>Marcadores de puntuación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Zoo cards</source>
        <translation>Cartas de Zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Zoo map</source>
        <translation>Mapa del zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/spoken_words.py"/>
        <source>Zoo of %1, %2.</source>
        <translation>Zoo de %1, %2.</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Advanced setup: choose 1 of 2 dealt maps (1–8)</source>
        <translation>Preparación avanzada: elegir 1 de 2 mapas repartidos (1–8)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Cannot delete the game</source>
        <translation>No se puede borrar la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Delete the unfinished game of %s (turn %s, last played %s)? It cannot be undone.</source>
        <translation>¿Borrar la partida sin terminar de %s (turno %s, jugada por última vez %s)? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Delete this game?</source>
        <translation>¿Borrar esta partida?</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Last played</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>New game — Ark Nova Desktop</source>
        <translation>Nueva partida — Ark Nova Desktop</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Player %d</source>
        <translation>Jugador %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>S&amp;eed</source>
        <translation>S&amp;emilla</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Seat %d: computer level</source>
        <translation>Puesto %d: nivel del ordenador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Seat %d: human or computer</source>
        <translation>Puesto %d: humano u ordenador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Seat %d: name</source>
        <translation>Puesto %d: nombre</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Solo &amp;difficulty</source>
        <translation>&amp;Dificultad en solitario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Start at %d appeal</source>
        <translation>Empezar con %d de Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>The same seed and setup deal the same cards</source>
        <translation>La misma semilla y preparación reparten las mismas cartas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>This game is open in another window of Ark Nova: close it there first.</source>
        <translation>Esta partida está abierta en otra ventana de Ark Nova: ciérrala allí primero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>Zoo maps</source>
        <translation>Mapas de zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>a copy of the game played on %1</source>
        <translation>una copia de la partida jugada el %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>from the save “%1” of %2</source>
        <translation>de la partida guardada «%1» del %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/start_dialog.py"/>
        <source>open in another window</source>
        <translation>abierta en otra ventana</translation>
    </message>
</context>
<context>
    <name>StatsCharts</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1 never used %2</source>
        <translation>%1 nunca usó %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1 used %2 %3 times, at strength %4</source>
        <translation>%1 usó %2 %3 veces, con fuerza %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2: %3 %4</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Actions used</source>
        <translation>Acciones usadas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Appeal</source>
        <translation>Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Cards played</source>
        <translation>Cartas jugadas</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Conservation points</source>
        <translation>Puntos de conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Icons in the zoo</source>
        <translation>Iconos en el zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Reputation</source>
        <translation>Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Times used</source>
        <translation>Veces usada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>at the end</source>
        <translation>al final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/stats_charts.py"/>
        <source>at the start of turn %1</source>
        <translation>al principio del turno %1</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Choose the card, space or button with the focus mark</source>
        <translation>Elegir la carta, casilla o botón con la marca de foco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Go back to the previous part of the table</source>
        <translation>Volver a la parte anterior de la mesa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Go to the next part of the table: action cards, hand, display, map, Board, the decision's options, the turn's buttons</source>
        <translation>Ir a la siguiente parte de la mesa: cartas de acción, mano, Despliegue, mapa, Tablero, opciones de la decisión, botones del turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Mirror the building being placed</source>
        <translation>Voltear en espejo el edificio que se está colocando</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Move the focus mark between cards, map spaces and Board spaces</source>
        <translation>Mover la marca de foco entre cartas, casillas del mapa y casillas del Tablero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>One X-token more or less on the action card with the focus mark</source>
        <translation>Una ficha de X más o menos en la carta de acción con la marca de foco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Put back the building being placed; close a large card</source>
        <translation>Devolver el edificio que se está colocando; cerrar una carta ampliada</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Show the card with the focus mark large</source>
        <translation>Mostrar ampliada la carta con la marca de foco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>The X-token action with the action card with the focus mark</source>
        <translation>La acción de ficha de X con la carta de acción con la marca de foco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/shortcuts_dialog.py"/>
        <source>Turn the building being placed</source>
        <translation>Girar el edificio que se está colocando</translation>
    </message>
</context>
<context>
    <name>TracksBar</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%1 point now</source>
        <translation>%1 punto ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%1 points now</source>
        <translation>%1 puntos ahora</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%d more spaces bring a break.</source>
        <translation>%d casillas más traen una Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: %s</source>
        <translation>%s: %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: appeal %d, target %d — %s</source>
        <translation>%s: Atractivo %d, objetivo %d — %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: conservation %d — target %d: the appeal where their markers meet.</source>
        <translation>%s: conservación %d — objetivo %d: el Atractivo donde se encuentran sus marcadores.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: conservation %d, target %d on the appeal track</source>
        <translation>%s: conservación %d, objetivo %d en el marcador de Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: reputation %d — %s</source>
        <translation>%s: Reputación %d — %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>%s: reputation %d — may take cards from %s of the display.</source>
        <translation>%s: Reputación %d — puede tomar cartas de %s del Despliegue.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>1 more space brings a break.</source>
        <translation>1 casilla más trae una Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Appeal</source>
        <translation>Atractivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break token: %d of %d</source>
        <translation>Ficha de Pausa: %d de %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break token: %d of %d — the token reached the end: a break follows this turn.</source>
        <translation>Ficha de Pausa: %d de %d — la ficha llegó al final: tras este turno hay una Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Break: %d of %d</source>
        <translation>Pausa: %d de %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Conservation</source>
        <translation>Conservación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>In a solo game only the solo tile ends the game.</source>
        <translation>En solitario solo la loseta de solitario termina la partida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Income in a break: %d money.</source>
        <translation>Ingresos en una Pausa: %d de dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Reputation</source>
        <translation>Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Reputation sets how far along the display a player may take cards.</source>
        <translation>La Reputación fija hasta dónde del Despliegue puede tomar cartas un jugador.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Reputation stops at %d until Cards is upgraded.</source>
        <translation>La Reputación se detiene en %d hasta que se mejore Cartas.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Solo tile</source>
        <translation>Loseta de solitario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Solo tile: round %d of %d, %d of %d turns of this round played.
%d turns left in the game; it ends with the last one.</source>
        <translation>Loseta de solitario: ronda %d de %d, %d de %d turnos de esta ronda jugados.
Quedan %d turnos en la partida; termina con el último.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Solo tile: turn %d of %d, round %d of %d</source>
        <translation>Loseta de solitario: turno %d de %d, ronda %d de %d</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>The target is the appeal a player needs for 0 victory points: there the appeal and conservation markers meet.</source>
        <translation>El objetivo es el Atractivo que un jugador necesita para 0 puntos de victoria: ahí se encuentran los marcadores de Atractivo y de conservación.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>Victory points are appeal minus the target number of the conservation points (the hollow flags below the track).</source>
        <translation>Los puntos de victoria son el Atractivo menos el número objetivo de los puntos de conservación (las banderas huecas bajo el marcador).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>When a player's appeal reaches their target, the markers meet and the end of the game is triggered.</source>
        <translation>Cuando el Atractivo de un jugador alcanza su objetivo, los marcadores se encuentran y se desencadena el final de la partida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>folder 1</source>
        <translation>posición 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/tracks_bar.py"/>
        <source>folders 1–%d</source>
        <translation>posiciones 1–%d</translation>
    </message>
</context>
<context>
    <name>TurnControls</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>%s conceded: the game is over.</source>
        <translation>%s se ha rendido: la partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>%s is playing…</source>
        <translation>%s está jugando…</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>%s to play</source>
        <translation>Juega %s</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>&amp;Move now</source>
        <translation>&amp;Mueve ya</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Computer thinking</source>
        <translation>El ordenador piensa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>End turn  ⏎</source>
        <translation>Terminar turno  ⏎</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Let the computer play the best move it has found so far (Alt+M)</source>
        <translation>Que el ordenador juegue el mejor movimiento que ha encontrado hasta ahora (Alt+M)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Make the choice you took back again (Ctrl+Shift+Z)</source>
        <translation>Volver a hacer la elección que deshiciste (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Move now</source>
        <translation>Mueve ya</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Pass the turn on (Enter)</source>
        <translation>Pasar el turno (Intro)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Show the computer players' moves at once</source>
        <translation>Mostrar al instante los movimientos de los jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Skip ▶▶</source>
        <translation>Saltar ▶▶</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Take back your last choice (Ctrl+Z)</source>
        <translation>Deshacer tu última elección (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>This game was abandoned.</source>
        <translation>Esta partida fue abandonada.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_controls.py"/>
        <source>Your turn is complete. Look at the result, then press End turn (Enter) — or Undo to change it.</source>
        <translation>Tu turno está completo. Mira el resultado y pulsa Terminar turno (Intro), o Deshacer para cambiarlo.</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 %2 money</source>
        <translation>%1 %2 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 (computer)</source>
        <translation>%1 (ordenador)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 (from the display)</source>
        <translation>%1 (del Despliegue)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 at strength %2</source>
        <translation>%1 con fuerza %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 at the maximum of %2: %3 not gained</source>
        <translation>%1 en el máximo de %2: %3 sin ganar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 triggered the end of the game during the break.</source>
        <translation>%1 desencadenó el final de la partida durante la Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 triggered the end of the game: the final turns are played.</source>
        <translation>%1 desencadenó el final de la partida: se juegan los últimos turnos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1 · Solo round %2 of %3</source>
        <translation>%1 · Ronda en solitario %2 de %3</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1, then %2</source>
        <translation>%1 y después %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break began after %1's turn.</source>
        <translation>Empezó una Pausa tras el turno de %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break followed %1's turn.</source>
        <translation>Tras el turno de %1 hubo una Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break happened.</source>
        <translation>Hubo una Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A break is under way.</source>
        <translation>Hay una Pausa en curso.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>A solo token now blocks the donation space of %1 money.</source>
        <translation>Una ficha de solitario bloquea ahora la casilla de donación de %1 de dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Break after turn %1</source>
        <translation>Pausa tras el turno %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for %2 money.</source>
        <translation>Construyó %1 por %2 de dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for free.</source>
        <translation>Construyó %1 gratis.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for free: an uncovered left-edge bonus, paid again at the break.</source>
        <translation>Construyó %1 gratis: una bonificación destapada del borde izquierdo, pagada de nuevo en la Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Built %1 for free: the bonus of the left-edge space just uncovered.</source>
        <translation>Construyó %1 gratis: la bonificación de la casilla del borde izquierdo recién destapada.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded %1 from the display.</source>
        <translation>Descartó %1 del Despliegue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded %n cards down to the hand limit.</source>
        <translation>
            <numerusform>Descartó %n carta hasta el límite de mano.</numerusform>
            <numerusform>Descartó %n cartas hasta el límite de mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded %n cards.</source>
        <translation>
            <numerusform>Descartó %n carta.</numerusform>
            <numerusform>Descartó %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded a card down to the hand limit.</source>
        <translation>Descartó una carta hasta el límite de mano.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Discarded a card.</source>
        <translation>Descartó una carta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Drew %n cards.</source>
        <translation>
            <numerusform>Robó %n carta.</numerusform>
            <numerusform>Robó %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Drew a card.</source>
        <translation>Robó una carta.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>During %1's turn:</source>
        <translation>Durante el turno de %1:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>During another player's turn:</source>
        <translation>Durante el turno de otro jugador:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>During the break:</source>
        <translation>Durante la Pausa:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>End of the game</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Final scoring after turn %1</source>
        <translation>Puntuación final tras el turno %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Game over after %n turns</source>
        <translation>
            <numerusform>Partida terminada tras %n turno</numerusform>
            <numerusform>Partida terminada tras %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Income paid so far: %1.</source>
        <translation>Ingresos pagados hasta ahora: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Income: %1.</source>
        <translation>Ingresos: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Made %n donations.</source>
        <translation>
            <numerusform>Hizo %n donación.</numerusform>
            <numerusform>Hizo %n donaciones.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Made a donation.</source>
        <translation>Hizo una donación.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Moved %1 into the new %2.</source>
        <translation>Movió %1 al nuevo %2.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Moved the break token to the end: a break follows.</source>
        <translation>Movió la ficha de Pausa al final: sigue una Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Net change: %1.</source>
        <translation>Cambio neto: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>New in the display: %1.</source>
        <translation>Nuevo en el Despliegue: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Nothing happened since your last turn.</source>
        <translation>No ha pasado nada desde tu último turno.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played and supported the conservation project %1 at the space %2.</source>
        <translation>Jugó y apoyó el Proyecto de Conservación %1 en la casilla %2.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played and supported the conservation project %1.</source>
        <translation>Jugó y apoyó el Proyecto de Conservación %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the animal %1 for %2 money.</source>
        <translation>Jugó el animal %1 por %2 de dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the animal %1.</source>
        <translation>Jugó el animal %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the conservation project %1.</source>
        <translation>Jugó el Proyecto de Conservación %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the sponsor %1 for %2 money.</source>
        <translation>Jugó el Patrocinador %1 por %2 de dinero.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Played the sponsor %1.</source>
        <translation>Jugó el Patrocinador %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Put %n cards from the hand under an animal.</source>
        <translation>
            <numerusform>Puso %n carta de la mano bajo un animal.</numerusform>
            <numerusform>Puso %n cartas de la mano bajo un animal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Put a card from the hand under an animal.</source>
        <translation>Puso una carta de la mano bajo un animal.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Released %1 into the wild.</source>
        <translation>Liberó %1 en la naturaleza.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Slid %n animals under the zoo map.</source>
        <translation>
            <numerusform>Deslizó %n animal bajo el mapa del zoo.</numerusform>
            <numerusform>Deslizó %n animales bajo el mapa del zoo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Slid an animal under the zoo map.</source>
        <translation>Deslizó un animal bajo el mapa del zoo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Still to come: everyone's income.</source>
        <translation>Aún falta: los ingresos de todos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Still to come: the rest of the income.</source>
        <translation>Aún falta: el resto de los ingresos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Supported the conservation project %1 at the space %2.</source>
        <translation>Apoyó el Proyecto de Conservación %1 en la casilla %2.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Supported the conservation project %1.</source>
        <translation>Apoyó el Proyecto de Conservación %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>The first two display cards left the display: %1.</source>
        <translation>Se descartaron las dos primeras cartas del Despliegue: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>The game is over. Winner: %1.</source>
        <translation>La partida ha terminado. Ganador: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took %1 from the display.</source>
        <translation>Tomó %1 del Despliegue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took %n random cards from other players' hands.</source>
        <translation>
            <numerusform>Tomó %n carta al azar de la mano de otros jugadores.</numerusform>
            <numerusform>Tomó %n cartas al azar de la mano de otros jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took a bonus tile.</source>
        <translation>Tomó una Loseta de bonificación.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took a random card from another player's hand.</source>
        <translation>Tomó una carta al azar de la mano de otro jugador.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took a university: %1.</source>
        <translation>Tomó una Universidad: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took an X-token instead of an action.</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Tomó una ficha de X en lugar de una acción.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took the %1.</source>
        <translation>Tomó el %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took the base project %1 into the hand.</source>
        <translation>Tomó en la mano el proyecto básico %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Took the bonus tile: %1.</source>
        <translation>Tomó la Loseta de bonificación: %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Triggered the end of the game.</source>
        <translation>Desencadenó el final de la partida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Turn %1:</source>
        <translation>Turno %1:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Upgraded the %1 action card.</source>
        <translation>Mejoró la carta de acción de %1.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>Whoever holds more cards than the hand limit discards down to it first. Still to come: two new display cards, then everyone's income.</source>
        <translation>Quien tenga más cartas que el límite de mano descarta primero hasta él. Aún falta: dos cartas nuevas en el Despliegue y después los ingresos de todos.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>reputation is at its maximum of %1 while the Cards action is on side I: %2 not gained</source>
        <translation>la Reputación está en su máximo de %1 mientras la acción de Cartas esté en la cara I: %2 sin ganar</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/turn_summary.py"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>WhyButton</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/why_dialog.py"/>
        <source>What the computer weighed for its move, and what it expected</source>
        <translation>Qué sopesó el ordenador para su movimiento y qué esperaba</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/why_dialog.py"/>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <location filename="../../arknova_desktop/ui/dialogs/why_dialog.py"/>
        <source>Why the computer played this way</source>
        <translation>Por qué el ordenador jugó así</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 (a break came: its income is in it)</source>
        <translation>%1 (llegó una Pausa: sus ingresos van incluidos)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 (another one)</source>
        <translation>%1 (otro)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 (elsewhere)</source>
        <translation>%1 (en otro sitio)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 had only one option at each step of this move: nothing to weigh.</source>
        <translation>%1 solo tenía una opción en cada paso de este movimiento: nada que sopesar.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1 in hand</source>
        <translation>%1 en la mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (%n tries in all).</source>
        <translation>
            <numerusform>%1: su elección salió la mejor en el %2 % de los repartos que probó de las cartas que no ve (%n prueba en total).</numerusform>
            <numerusform>%1: su elección salió la mejor en el %2 % de los repartos que probó de las cartas que no ve (%n pruebas en total).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1: its choice came out best in %2 % of the ways it tried of dealing the cards it cannot see (1 try in all).</source>
        <translation>
            <numerusform>%1: su elección salió la mejor en el %2 % de los repartos que probó de las cartas que no ve (1 prueba en total).</numerusform>
            <numerusform>%1: su elección salió la mejor en el %2 % de los repartos que probó de las cartas que no ve (1 prueba en total).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%1; …</source>
        <translation>%1; …</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n animals played</source>
        <translation>
            <numerusform>%n animal jugado</numerusform>
            <numerusform>%n animales jugados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n buildings built</source>
        <translation>
            <numerusform>%n edificio construido</numerusform>
            <numerusform>%n edificios construidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n buildings fewer</source>
        <translation>
            <numerusform>%n edificio menos</numerusform>
            <numerusform>%n edificios menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n cards fewer in its zoo</source>
        <translation>
            <numerusform>%n carta menos en su zoo</numerusform>
            <numerusform>%n cartas menos en su zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n cards played into its zoo</source>
        <translation>
            <numerusform>%n carta jugada en su zoo</numerusform>
            <numerusform>%n cartas jugadas en su zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>%n sponsors played</source>
        <translation>
            <numerusform>%n Patrocinador jugado</numerusform>
            <numerusform>%n Patrocinadores jugados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+%n partner zoos</source>
        <translation>
            <numerusform>+%n Zoo colaborador</numerusform>
            <numerusform>+%n Zoos colaboradores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+%n universities</source>
        <translation>
            <numerusform>+%n Universidad</numerusform>
            <numerusform>+%n Universidades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+1 partner zoo</source>
        <translation>
            <numerusform>+1 Zoo colaborador</numerusform>
            <numerusform>+1 Zoo colaborador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>+1 university</source>
        <translation>
            <numerusform>+1 Universidad</numerusform>
            <numerusform>+1 Universidad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 animal played</source>
        <translation>
            <numerusform>1 animal jugado</numerusform>
            <numerusform>1 animal jugado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 building built</source>
        <translation>
            <numerusform>1 edificio construido</numerusform>
            <numerusform>1 edificio construido</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 building fewer</source>
        <translation>
            <numerusform>1 edificio menos</numerusform>
            <numerusform>1 edificio menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 card fewer in its zoo</source>
        <translation>
            <numerusform>1 carta menos en su zoo</numerusform>
            <numerusform>1 carta menos en su zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 card played into its zoo</source>
        <translation>
            <numerusform>1 carta jugada en su zoo</numerusform>
            <numerusform>1 carta jugada en su zoo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>1 sponsor played</source>
        <translation>
            <numerusform>1 Patrocinador jugado</numerusform>
            <numerusform>1 Patrocinador jugado</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>A choice about a card you cannot see</source>
        <translation>Una elección sobre una carta que no puedes ver</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>A close call</source>
        <translation>Por los pelos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Also weighed:</source>
        <translation>También sopesó:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>An Easy computer does not always play its best: here it chose a weaker option.</source>
        <translation>Un ordenador Fácil no siempre juega lo mejor: aquí eligió una opción más débil.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Decision %1 — %2 options</source>
        <translation>Decisión %1 — %2 opciones</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Discard a card</source>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Discard a card from the display</source>
        <translation>Descartar una carta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Discard a final scoring card</source>
        <translation>Descartar una carta de puntuación final</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Expected gains:</source>
        <translation>Ganancia esperada:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Fairly sure</source>
        <translation>Bastante seguro</translation>
    </message>
    <message>
        <source>For each decision of the move: what the computer chose and the next best it weighed, what each would have gained, and how far behind its choice each was in estimated victory points.</source>
        <translation type="vanished">Para cada decisión del movimiento: qué eligió el ordenador y la siguiente mejor que sopesó, qué habría ganado cada una y a qué distancia quedó cada una de su elección en puntos de victoria estimados.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>For each decision of the move: what the computer chose and the next best it weighed, what each would have gained, and how far behind its choice each was in estimated victory points. The rest of a turn is what it expected when it chose: it weighs each later decision again, and may then play otherwise.</source>
        <translation>Para cada decisión del movimiento: qué eligió el ordenador y la siguiente mejor que sopesó, qué habría ganado cada una y a qué distancia quedó cada una de su elección en puntos de victoria estimados. El resto de un turno es lo que esperaba al elegir: sopesa de nuevo cada decisión posterior y puede jugar de otro modo.</translation>
    </message>
    <message>
        <source>Gains:</source>
        <translation type="vanished">Gana:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>It moved before it could tell how sure it was.</source>
        <translation>Movió antes de poder saber lo seguro que estaba.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Its choice:</source>
        <translation>Su elección:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Keep %n cards</source>
        <translation>
            <numerusform>Quedarse %n carta</numerusform>
            <numerusform>Quedarse %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Keep a card</source>
        <translation>
            <numerusform>Quedarse una carta</numerusform>
            <numerusform>Quedarse una carta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>No computer player has moved since your last turn.</source>
        <translation>Ningún jugador del ordenador ha movido desde tu último turno.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Not very sure</source>
        <translation>No muy seguro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Play a conservation project from its hand</source>
        <translation>Jugar un Proyecto de Conservación de su mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Play a sponsor from its hand</source>
        <translation>Jugar un Patrocinador de su mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Play an animal from its hand</source>
        <translation>Jugar un animal de su mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Put a card from its hand under an animal</source>
        <translation>Poner una carta de su mano bajo un animal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Sell a card from its hand</source>
        <translation>Vender una carta de su mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Slide an animal under its zoo map</source>
        <translation>Deslizar un animal bajo el mapa de su zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Take a card from the display</source>
        <translation>Tomar una carta del Despliegue</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Take a conservation project into its hand</source>
        <translation>Tomar un Proyecto de Conservación en su mano</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>The reasons are not kept for moves made before this game was opened: they are known only for the computer's moves since then.</source>
        <translation>Las razones no se guardan para los movimientos hechos antes de abrir esta partida: solo se conocen las de los movimientos del ordenador desde entonces.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it expected:</source>
        <translation>Luego esperaba:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through its next %2 turns in %n ways of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una durante sus %2 turnos siguientes en %n reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una durante sus %2 turnos siguientes en %n repartos de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through its next %2 turns in 1 way of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una durante sus %2 turnos siguientes en 1 reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una durante sus %2 turnos siguientes en 1 reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in %n ways of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una a través de los turnos de los demás jugadores hasta el final de su propio turno siguiente, en %n reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una a través de los turnos de los demás jugadores hasta el final de su propio turno siguiente, en %n repartos de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on through the other players' turns to the end of its own next turn, in 1 way of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una a través de los turnos de los demás jugadores hasta el final de su propio turno siguiente, en 1 reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una a través de los turnos de los demás jugadores hasta el final de su propio turno siguiente, en 1 reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of its next turn in %n ways of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de su turno siguiente en %n reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de su turno siguiente en %n repartos de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of its next turn in 1 way of dealing the cards it cannot see; the points above were counted there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de su turno siguiente en 1 reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de su turno siguiente en 1 reparto de las cartas que no ve; los puntos de arriba son de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of the game in %n ways of dealing the cards it cannot see; the points above are the final scores there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de la partida en %n reparto de las cartas que no ve; los puntos de arriba son las puntuaciones finales de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de la partida en %n repartos de las cartas que no ve; los puntos de arriba son las puntuaciones finales de ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Then it weighed its %1 best options again, each played on to the end of the game in 1 way of dealing the cards it cannot see; the points above are the final scores there.</source>
        <translation>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de la partida en 1 reparto de las cartas que no ve; los puntos de arriba son las puntuaciones finales de ahí.</numerusform>
            <numerusform>Luego volvió a sopesar sus %1 mejores opciones, jugando cada una hasta el final de la partida en 1 reparto de las cartas que no ve; los puntos de arriba son las puntuaciones finales de ahí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then:</source>
        <translation type="vanished">Después:</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Very sure</source>
        <translation>Muy seguro</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>Would have gained:</source>
        <translation>Habría ganado:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about %n points better</source>
        <translation>
            <numerusform>unos %n punto mejor</numerusform>
            <numerusform>unos %n puntos mejor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about %n points worse</source>
        <translation>
            <numerusform>unos %n punto peor</numerusform>
            <numerusform>unos %n puntos peor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about 1 point better</source>
        <translation>
            <numerusform>alrededor de 1 punto mejor</numerusform>
            <numerusform>alrededor de 1 punto mejor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about 1 point worse</source>
        <translation>
            <numerusform>alrededor de 1 punto peor</numerusform>
            <numerusform>alrededor de 1 punto peor</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>about as good</source>
        <translation>más o menos igual de bueno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>no change to its numbers</source>
        <translation>sin cambios en sus números</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/words/why_words.py"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
</context>
<context>
    <name>ZooCards</name>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_cards.py"/>
        <source>Cards in the zoo</source>
        <translation>Cartas del zoo</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>End of game: it scores when the game ends.</source>
        <translation>Final de partida: puntúa cuando termina la partida.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Gave so far: %1</source>
        <translation>Ha dado hasta ahora: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Income: it gives again in every break.</source>
        <translation>Ingresos: vuelve a dar en cada Pausa.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Lasting: it keeps acting while it is in the zoo.</source>
        <translation>Permanente: sigue actuando mientras está en el zoo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_cards.py"/>
        <source>Nothing in %1's zoo yet: its animals, sponsors and supported projects will be laid out here.</source>
        <translation>Aún no hay nada en el zoo de %1: aquí se mostrarán sus animales, Patrocinadores y proyectos apoyados.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Projects · %1</source>
        <translation>Proyectos · %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Rescued · %1</source>
        <translation>Rescatados · %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Rescued: under the zoo map, its icons count.</source>
        <translation>Rescatado: bajo el mapa del zoo; sus iconos cuentan.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Supported: %1</source>
        <translation>Apoyado: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>Under a Pouch animal, face down.</source>
        <translation>Bajo un animal con Marsupio, boca abajo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_cards.py"/>
        <source>Zoo of %1</source>
        <translation>Zoo de %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>end of game</source>
        <translation>final de partida</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>income</source>
        <translation>ingresos</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>lasting</source>
        <translation>permanente</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>other animals</source>
        <translation>otros animales</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>played</source>
        <translation>jugado</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/table/zoo_tableau.py"/>
        <source>supported</source>
        <translation>apoyado</translation>
    </message>
</context>
<context>
    <name>ZooMapScene</name>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>%1 (size %2)</source>
        <translation>%1 (tamaño %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>%n animals</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animales</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>1 X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>1 ficha de X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>1 rep.</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>1 rep.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>1 reputation</source>
        <translation>1 de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>10 money</source>
        <translation>10 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>2 money</source>
        <translation>2 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>2 rep.</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>2 rep.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>2 reputation</source>
        <translation>2 de Reputación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>5 money</source>
        <translation>5 de dinero</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Aviary</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Aviario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Build II space: only an upgraded Build action builds here</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Casilla de Construcción II: solo una acción de Construcción mejorada construye aquí</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Card</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Clever</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Astucia</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Clever: after the action, put any action card into slot 1</source>
        <translation>Astucia: tras la acción, pon cualquier carta de acción en la casilla 1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Commercial Harbor: once connected, sell 1 hand card for 3 money once per turn</source>
        <translation>Puerto comercial: una vez conectado, vende 1 carta de la mano por 3 de dinero una vez por turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Digging 1; an animal discarded may slide under the map (Rescue Station)</source>
        <translation>Excavación 1; un animal descartado puede deslizarse bajo el mapa (Centro de rescate)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Encl. %1</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Rec. %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Enclosure %1</source>
        <translation>Recinto %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Harbor</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Puerto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Hollywood</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Hollywood</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Hollywood Hills</source>
        <translation>Colinas de Hollywood</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Hollywood Hills: covering it reveals cards until a sponsor (taken)</source>
        <translation>Colinas de Hollywood: al cubrirla se revelan cartas hasta un Patrocinador (que se toma)</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Holly­wood Hills</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Colinas de Holly­wood</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>II</source>
        <translation>II</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Ice cream</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Helados</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Ice cream: with all of these covered, +1 money per kiosk in each break</source>
        <translation>Helados: con todas estas cubiertas, +1 de dinero por Quiosco en cada Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Inst.</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Inst.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Institute</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Instituto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Kiosk</source>
        <translation>Quiosco</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Large Bird Aviary</source>
        <translation>Gran aviario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Multi.</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Multi.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Multiplier</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>New since your last turn</source>
        <translation>Nuevo desde tu último turno</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>No zoo map chosen yet.</source>
        <translation>Aún no se ha elegido mapa de zoo.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Observation Tower</source>
        <translation>Torre de observación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Observation Tower: +2 appeal when a standard enclosure next to it is occupied</source>
        <translation>Torre de observación: +2 de Atractivo cuando se ocupa un Recinto estándar adyacente</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Outdoor</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Exterior</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Outdoor area</source>
        <translation>Zona al aire libre</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Outdoor area: a standard enclosure next to it counts 2 sizes larger</source>
        <translation>Zona al aire libre: un Recinto estándar adyacente cuenta como 2 tamaños mayor</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Park Restaurant: 1 money per covered space next to it in each break</source>
        <translation>Restaurante del parque: 1 de dinero por cada casilla cubierta adyacente en cada Pausa</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Pav.</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Pab.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Pavilion</source>
        <translation>Pabellón</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Pet. Zoo</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Zoo cont.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Petting</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Petting Zoo</source>
        <translation>Zoo de contacto</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Placement bonus: %1</source>
        <translation>Bonificación de colocación: %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Reptile House</source>
        <translation>Reptilario</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Reptiles</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Reptiles</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Rescue</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Rescate</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Research Institute</source>
        <translation>Instituto de investigación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Research Institute: once connected, animals may ignore 1 condition</source>
        <translation>Instituto de investigación: una vez conectado, los animales pueden ignorar 1 condición</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Restaurant</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Restaurante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Restau­rant</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Restau­rante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Size-%1 enclosure</source>
        <translation>Recinto de tamaño %1</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Sponsor</source>
        <translation>Patrocinador</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Tower</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Torre</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>Worker</source>
        <translatorcomment>Rótulo corto sobre una casilla del mapa: cuanto más breve, mejor.</translatorcomment>
        <translation>Repr.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>X-token</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>Ficha X</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>a bonus</source>
        <translation>una bonificación</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>an animal</source>
        <translation>un animal</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>hire an association worker</source>
        <translation>contratar un Representante</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>place a Multiplier token on an action card</source>
        <translatorcomment>Término de una sola fuente (no confirmado en reseñas de la edición española).</translatorcomment>
        <translation>poner una ficha de Multiplicador en una carta de acción</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>play a sponsor card by paying its level</source>
        <translation>jugar una carta de Patrocinador pagando su nivel</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>take a card from the deck or within reputation range</source>
        <translation>tomar una carta del mazo o de tu alcance de Reputación</translation>
    </message>
</context>
<context>
    <name>ZooMapView</name>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>%s cannot be built now.</source>
        <translation>%s no se puede construir ahora.</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>That placement is not allowed now (size or money).</source>
        <translation>Esa colocación no está permitida ahora (tamaño o dinero).</translation>
    </message>
    <message>
        <location filename="../../arknova_desktop/ui/map/map_view.py"/>
        <source>The animal cannot live there: choose a lit enclosure.</source>
        <translation>El animal no puede vivir allí: elige un Recinto iluminado.</translation>
    </message>
</context>
</TS>
