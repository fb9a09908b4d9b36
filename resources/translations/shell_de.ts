<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>window size, the last players&apos; names, the folders last used</source>
        <translation>Fenstergröße, die Namen der letzten Spieler, die zuletzt benutzten Ordner</translation>
    </message>
    <message>
        <source>Autosaved game</source>
        <translation>Automatisch gespeicherte Partie</translation>
    </message>
    <message>
        <source>{file}, written after every action; the tutorial&apos;s game and the branches played on from a history beside it</source>
        <translation>{file}, nach jeder Aktion geschrieben; daneben die Partie der Einführung und die aus dem Verlauf weitergespielten Abzweigungen</translation>
    </message>
    <message>
        <source>Practice boards and saved games</source>
        <translation>Übungsbretter und gespeicherte Partien</translation>
    </message>
    <message>
        <source>wherever you save them; this folder first</source>
        <translation>wo immer du sie speicherst; zuerst in diesem Ordner</translation>
    </message>
    <message>
        <source>Map: {map}.</source>
        <translation>Karte: {map}.</translation>
    </message>
    <message>
        <source>Licence: {licence} (the LICENSE and NOTICE files that come with it).</source>
        <translation>Lizenz: {licence} (die beiliegenden Dateien LICENSE und NOTICE).</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Deine Dateien</translation>
    </message>
    <message>
        <source>About Iron Dragon Qt</source>
        <translation>Über Iron Dragon Qt</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer des Programms zeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente fehlen: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (zur Wahl stehen %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger Wert für %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit dem Argument %s erlaubt</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s sein</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s wird gebraucht</translation>
    </message>
    <message>
        <source>--install-desktop is for Linux desktops (XDG); on Windows and macOS start the app from its folder or make a shortcut to irondragon-gui.</source>
        <translation>--install-desktop ist für Linux-Desktops (XDG); unter Windows und macOS starte die App aus ihrem Ordner oder lege eine Verknüpfung zu irondragon-gui an.</translation>
    </message>
    <message>
        <source>the desktop entry could not be removed: {error}</source>
        <translation>der Menüeintrag konnte nicht entfernt werden: {error}</translation>
    </message>
    <message>
        <source>the desktop entry could not be installed: {error}</source>
        <translation>der Menüeintrag konnte nicht eingerichtet werden: {error}</translation>
    </message>
    <message>
        <source>nothing to remove in {folder}</source>
        <translation>nichts zu entfernen in {folder}</translation>
    </message>
    <message>
        <source>--at needs --save SAVE (the game to draw)</source>
        <translation>--at braucht --save SPIELSTAND (die Partie, die gezeichnet wird)</translation>
    </message>
    <message>
        <source>cannot load the map: {error}</source>
        <translation>die Karte kann nicht geladen werden: {error}</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message>
        <source>which game (default {game}; the games: {games})</source>
        <translation>welches Spiel (Vorgabe {game}; die Spiele: {games})</translation>
    </message>
    <message>
        <source>build with this foreman: catman, dwarf, elf, human, troll…</source>
        <translation>mit diesem Vorarbeiter bauen: catman, dwarf, elf, human, troll…</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>das Ergebnis als JSON ausgeben</translation>
    </message>
    <message>
        <source>Iron Dragon Qt, the crayon-rail game.</source>
        <translation>Iron Dragon Qt, das Eisenbahnspiel mit Wachsmalstiften.</translation>
    </message>
    <message>
        <source>map folder (default: the bundled Iron Dragon map)</source>
        <translation>Kartenordner (Vorgabe: die mitgelieferte Karte von Iron Dragon)</translation>
    </message>
    <message>
        <source>add the game to your desktop&apos;s menu (Linux: desktop entry and icon in ~/.local/share)</source>
        <translation>das Spiel ins Menü deines Desktops aufnehmen (Linux: Menüeintrag und Symbol in ~/.local/share)</translation>
    </message>
    <message>
        <source>remove that menu entry and icon again</source>
        <translation>diesen Menüeintrag und das Symbol wieder entfernen</translation>
    </message>
    <message>
        <source>open the game window (the default)</source>
        <translation>das Spielfenster öffnen (die Vorgabe)</translation>
    </message>
    <message>
        <source>Open the game window: play against people or computer players, practise building, review saved games. This is what irondragon does with no command.</source>
        <translation>Das Spielfenster öffnen: gegen Menschen oder Computerspieler spielen, Bauen üben, gespeicherte Partien durchsehen. Das tut irondragon ohne Befehl.</translation>
    </message>
    <message>
        <source>draw the whole board, or a game on it, to a PNG or SVG file, without a window</source>
        <translation>den ganzen Spielplan oder eine Partie darauf ohne Fenster in eine PNG- oder SVG-Datei zeichnen</translation>
    </message>
    <message>
        <source>Draw the whole board to a PNG or SVG file without a window; with --save, a saved game on it: every player&apos;s track, trains and loads, and a legend.</source>
        <translation>Den ganzen Spielplan ohne Fenster in eine PNG- oder SVG-Datei zeichnen; mit --save eine gespeicherte Partie darauf: die Strecken, Züge und Ladungen aller Spieler und eine Legende.</translation>
    </message>
    <message>
        <source>output file: .png or .svg</source>
        <translation>Ausgabedatei: .png oder .svg</translation>
    </message>
    <message>
        <source>picture width in pixels (default 3840)</source>
        <translation>Bildbreite in Pixeln (Vorgabe 3840)</translation>
    </message>
    <message>
        <source>draw this saved game: every player&apos;s track, trains and loads, and a legend (--game SAVE, as before, still works)</source>
        <translation>diese gespeicherte Partie zeichnen: die Strecken, Züge und Ladungen aller Spieler und eine Legende (--game SPIELSTAND geht wie bisher)</translation>
    </message>
    <message>
        <source>with --save: the position after this many actions (default: the end)</source>
        <translation>mit --save: die Stellung nach so vielen Aktionen (Vorgabe: das Ende)</translation>
    </message>
    <message>
        <source>validate a map folder and print its statistics</source>
        <translation>einen Kartenordner prüfen und seine Kennzahlen ausgeben</translation>
    </message>
    <message>
        <source>Load a map folder, check it and print its statistics; exit status 1 if the checks found errors, 2 if the map cannot be loaded.</source>
        <translation>Einen Kartenordner laden, prüfen und seine Kennzahlen ausgeben; Rückgabewert 1, wenn die Prüfung Fehler fand, 2, wenn die Karte nicht geladen werden kann.</translation>
    </message>
    <message>
        <source>map folder</source>
        <translation>Kartenordner</translation>
    </message>
    <message>
        <source>print the report as JSON</source>
        <translation>den Bericht als JSON ausgeben</translation>
    </message>
    <message>
        <source>the cheapest build between two cities or mileposts (empty board)</source>
        <translation>der billigste Bau zwischen zwei Städten oder Meilensteinen (leerer Spielplan)</translation>
    </message>
    <message>
        <source>The cheapest track to build between two cities or mileposts on an empty board, and the build with the fewest sections.</source>
        <translation>Die billigste Strecke zwischen zwei Städten oder Meilensteinen auf einem leeren Spielplan und der Bau mit den wenigsten Abschnitten.</translation>
    </message>
    <message>
        <source>a city name or a milepost id such as s:12,30</source>
        <translation>ein Stadtname oder eine Meilenstein-ID wie s:12,30</translation>
    </message>
    <message>
        <source>a city name or a milepost id</source>
        <translation>ein Stadtname oder eine Meilenstein-ID</translation>
    </message>
    <message>
        <source>the cheapest network found linking 7 of the 8 major cities</source>
        <translation>das billigste gefundene Netz, das 7 der 8 Großstädte verbindet</translation>
    </message>
    <message>
        <source>Search for the cheapest network linking 7 of the 8 major cities on an empty board (practice mode&apos;s yardstick).</source>
        <translation>Das billigste Netz suchen, das auf einem leeren Spielplan 7 der 8 Großstädte verbindet (der Maßstab des Übungsmodus).</translation>
    </message>
    <message>
        <source>replay a saved game without a window and print where it stands</source>
        <translation>eine gespeicherte Partie ohne Fenster nachspielen und ihren Stand ausgeben</translation>
    </message>
    <message>
        <source>Replay a saved game by the rules, without a window, and print its log and where it stands: each player&apos;s money, loco, foreman, loads and cards.</source>
        <translation>Eine gespeicherte Partie nach den Regeln ohne Fenster nachspielen und ihr Protokoll und ihren Stand ausgeben: Geld, Lok, Vorarbeiter, Ladungen und Karten jedes Spielers.</translation>
    </message>
    <message>
        <source>a saved game (.json)</source>
        <translation>eine gespeicherte Partie (.json)</translation>
    </message>
    <message>
        <source>only the final state, not the game&apos;s log</source>
        <translation>nur den Endstand, nicht das Protokoll der Partie</translation>
    </message>
    <message>
        <source>computer players play headless games; prints their figures</source>
        <translation>Computerspieler spielen Partien ohne Fenster; gibt ihre Kennzahlen aus</translation>
    </message>
    <message>
        <source>Computer players play games without a window; prints per level their wins, turns to victory, deliveries and decision times. Seats are rotated from game to game.</source>
        <translation>Computerspieler spielen Partien ohne Fenster; gibt je Stufe ihre Siege, Züge bis zum Sieg, Lieferungen und Bedenkzeiten aus. Die Plätze wechseln von Partie zu Partie.</translation>
    </message>
    <message>
        <source>levels by seat, e.g. hard,baseline,baseline,baseline (baseline, easy, standard, hard, any case; greedy is the baseline too; one for solo games)</source>
        <translation>Stufen nach Platz, z. B. hard,baseline,baseline,baseline (baseline, easy, standard, hard, in beliebiger Schreibung; greedy ist ebenfalls baseline; eine für Solopartien)</translation>
    </message>
    <message>
        <source>how many games (default 20)</source>
        <translation>wie viele Partien (Vorgabe 20)</translation>
    </message>
    <message>
        <source>the first game&apos;s seed; game k uses seed + k</source>
        <translation>der Startwert der ersten Partie; Partie k nimmt Startwert + k</translation>
    </message>
    <message>
        <source>stop a game after this many rounds (default 150)</source>
        <translation>eine Partie nach so vielen Runden abbrechen (Vorgabe 150)</translation>
    </message>
    <message>
        <source>a rule option, e.g. events_off=true (repeatable)</source>
        <translation>eine Regeloption, z. B. events_off=true (mehrfach möglich)</translation>
    </message>
    <message>
        <source>games played side by side (default 1)</source>
        <translation>gleichzeitig gespielte Partien (Vorgabe 1)</translation>
    </message>
    <message>
        <source>save every game there, to replay in the app</source>
        <translation>jede Partie dort speichern, um sie in der App nachzuspielen</translation>
    </message>
    <message>
        <source>print the figures as JSON</source>
        <translation>die Kennzahlen als JSON ausgeben</translation>
    </message>
    <message>
        <source>play the games on a dask.distributed cluster: a scheduler&apos;s address, or local for a LocalCluster of --processes workers (pip install irondragon_qt[cluster])</source>
        <translation>die Partien auf einem dask.distributed-Cluster spielen: die Adresse eines Schedulers, oder local für einen LocalCluster mit --processes Workern (pip install irondragon_qt[cluster])</translation>
    </message>
    <message>
        <source>--install-desktop and --uninstall-desktop take no command</source>
        <translation>--install-desktop und --uninstall-desktop nehmen keinen Befehl</translation>
    </message>
    <message>
        <source>{game} has no table in this version: it cannot be played or drawn in the window; replay, map-check and simulate take --game {key}</source>
        <translation>{game} hat in dieser Version keinen Spieltisch: es kann im Fenster weder gespielt noch gezeichnet werden; replay, map-check und simulate nehmen --game {key}</translation>
    </message>
    <message>
        <source>{game} has no {command} command</source>
        <translation>{game} hat keinen Befehl {command}</translation>
    </message>
    <message>
        <source>--dask needs dask.distributed: pip install &apos;irondragon_qt[cluster]&apos; (or pip install &apos;dask[distributed]&apos;)</source>
        <translation>--dask braucht dask.distributed: pip install &apos;irondragon_qt[cluster]&apos; (oder pip install &apos;dask[distributed]&apos;)</translation>
    </message>
    <message>
        <source>--players takes 1 to {most} of {levels} (not {unknown})</source>
        <translation>--players nimmt 1 bis {most} von {levels} (nicht {unknown})</translation>
    </message>
    <message>
        <source>--players takes 1 to {most} of {levels}</source>
        <translation>--players nimmt 1 bis {most} von {levels}</translation>
    </message>
    <message>
        <source>no dask scheduler answers at {address}: {error}</source>
        <translation>unter {address} antwortet kein dask-Scheduler: {error}</translation>
    </message>
    <message>
        <source>no X11 display was found (QT_QPA_PLATFORM is xcb and DISPLAY is not set)</source>
        <translation>es wurde kein X11-Display gefunden (QT_QPA_PLATFORM ist xcb und DISPLAY ist nicht gesetzt)</translation>
    </message>
    <message>
        <source>no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set)</source>
        <translation>es wurde kein Display gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt)</translation>
    </message>
    <message>
        <source>The window needs {libraries}, which is not installed.</source>
        <translation>Das Fenster braucht {libraries}, das nicht installiert ist.</translation>
    </message>
    <message>
        <source>The window needs {libraries}, which are not installed.</source>
        <translation>Das Fenster braucht {libraries}, die nicht installiert sind.</translation>
    </message>
    <message>
        <source>the game window cannot open: {problem}.{libraries} Start it from a desktop session (X11 or Wayland) that has the libraries every Qt 6 program needs: on Debian/Ubuntu `sudo apt install {debian}`, on Fedora `sudo dnf install {fedora}`. Without a display, `irondragon export` (the board as PNG or SVG), `map-check`, `route` and `replay` still work.</source>
        <translation>das Spielfenster kann nicht öffnen: {problem}.{libraries} Starte es aus einer Desktop-Sitzung (X11 oder Wayland) mit den Bibliotheken, die jedes Qt-6-Programm braucht: unter Debian/Ubuntu `sudo apt install {debian}`, unter Fedora `sudo dnf install {fedora}`. Ohne Display gehen `irondragon export` (der Spielplan als PNG oder SVG), `map-check`, `route` und `replay` weiterhin.</translation>
    </message>
    <message>
        <source>no display could be opened (Qt could not connect to display{where})</source>
        <translation>kein Display konnte geöffnet werden (Qt konnte sich nicht mit dem Display{where} verbinden)</translation>
    </message>
    <message>
        <source>Qt could not load its platform plugin {names}</source>
        <translation>Qt konnte sein Plattform-Plugin {names} nicht laden</translation>
    </message>
    <message>
        <source>Qt could not load its platform plugins {names}</source>
        <translation>Qt konnte seine Plattform-Plugins {names} nicht laden</translation>
    </message>
    <message>
        <source>Qt found no platform plugin that could start</source>
        <translation>Qt fand kein Plattform-Plugin, das starten konnte</translation>
    </message>
    <message>
        <source>Qt could not start its platform plugin ({error})</source>
        <translation>Qt konnte sein Plattform-Plugin nicht starten ({error})</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>The computer player could not decide ({error}); it is paused.</source>
        <extracomment>at instant speed ``act`` may skip the table&apos;s refresh and the save: they catch up every INSTANT_REFRESH_MS, when the computer players&apos; turn passes, on a pause and on ``stop`` what the game&apos;s computer players remember between decisions, to and from its save (None: nothing)</extracomment>
        <translation>Der Computerspieler konnte sich nicht entscheiden ({error}); er pausiert.</translation>
    </message>
    <message>
        <source>The game refused the computer player&apos;s action: {error}</source>
        <translation>Das Spiel hat die Aktion des Computerspielers abgelehnt: {error}</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>removed %n file(s) from {folder}</source>
        <translation>
            <numerusform>%n Datei aus {folder} entfernt</numerusform>
            <numerusform>%n Dateien aus {folder} entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>installed the menu entry {file}
  starts: {command}
  icon and metadata: %n file(s) under {folder}</source>
        <translation>
            <numerusform>Menüeintrag {file} eingerichtet
  startet: {command}
  Symbol und Metadaten: %n Datei unter {folder}</numerusform>
            <numerusform>Menüeintrag {file} eingerichtet
  startet: {command}
  Symbol und Metadaten: %n Dateien unter {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--at must be between 0 and {total}: the game has %n action(s)</source>
        <translation>
            <numerusform>--at muss zwischen 0 und {total} liegen: die Partie hat %n Aktion</numerusform>
            <numerusform>--at muss zwischen 0 und {total} liegen: die Partie hat %n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop the %n section(s) built on this practice board? They have not been saved (File &gt; Save practice board).</source>
        <translation>
            <numerusform>Den %n auf diesem Übungsbrett gebauten Abschnitt verwerfen? Er wurde nicht gespeichert (Datei &gt; Übungsbrett speichern).</numerusform>
            <numerusform>Die %n auf diesem Übungsbrett gebauten Abschnitte verwerfen? Sie wurden nicht gespeichert (Datei &gt; Übungsbrett speichern).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>cannot export to &apos;{file}&apos;: the file name must end in .png or .svg</source>
        <translation>kann nicht nach „{file}“ exportieren: der Dateiname muss auf .png oder .svg enden</translation>
    </message>
    <message>
        <source>width must be between 100 and {most} pixels, not {width}</source>
        <translation>die Breite muss zwischen 100 und {most} Pixeln liegen, nicht {width}</translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: it is a folder</source>
        <translation>kann nicht nach „{file}“ exportieren: das ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: the folder {folder} does not exist</source>
        <translation>kann nicht nach „{file}“ exportieren: den Ordner {folder} gibt es nicht</translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: the file cannot be written</source>
        <translation>kann nicht nach „{file}“ exportieren: die Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: {error}</source>
        <translation>kann nicht nach „{file}“ exportieren: {error}</translation>
    </message>
    <message>
        <source>could not write {file}: {error}</source>
        <translation>{file} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>cannot read the game: {error}</source>
        <translation>die Partie kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Export a picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>The whole board</source>
        <translation>Den ganzen Spielplan</translation>
    </message>
    <message>
        <source>What the window shows now</source>
        <translation>Was das Fenster gerade zeigt</translation>
    </message>
    <message>
        <source>The board, the Underground and the terrain key</source>
        <translation>Den Spielplan, die Unterwelt und die Geländelegende</translation>
    </message>
    <message>
        <source>Only the part of the board in the window, at any width</source>
        <translation>Nur den Teil des Spielplans im Fenster, in beliebiger Breite</translation>
    </message>
    <message>
        <source>With the game: every player&apos;s track, trains and loads, and a legend</source>
        <translation>Mit der Partie: Strecken, Züge und Ladungen aller Spieler und eine Legende</translation>
    </message>
    <message>
        <source>No game is on the board</source>
        <translation>Auf dem Spielplan liegt keine Partie</translation>
    </message>
    <message>
        <source>The picture&apos;s width in pixels (the height follows)</source>
        <translation>Die Breite des Bildes in Pixeln (die Höhe ergibt sich daraus)</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>A .png picture or an .svg drawing</source>
        <translation>Ein .png-Bild oder eine .svg-Zeichnung</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Wähle eine Datei für den Export.</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Spielplan exportieren</translation>
    </message>
    <message>
        <source>The board could not be exported.

{error}</source>
        <translation>Der Spielplan konnte nicht exportiert werden.

{error}</translation>
    </message>
    <message>
        <source>Exporting {file}…</source>
        <translation>{file} wird exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export abgebrochen: es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Exported {file}</source>
        <translation>{file} exportiert</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>eine benannte Pipe</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>{what}, not a file</source>
        <translation>{what}, keine Datei</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>{token} is not a number</source>
        <translation>{token} ist keine Zahl</translation>
    </message>
    <message>
        <source>the key {key} appears twice</source>
        <translation>der Schlüssel {key} kommt zweimal vor</translation>
    </message>
    <message>
        <source>actions must be a list</source>
        <translation>die Aktionen müssen eine Liste sein</translation>
    </message>
    <message>
        <source>action {number}: {error}</source>
        <translation>Aktion {number}: {error}</translation>
    </message>
    <message>
        <source>action {number} ({kind}) is not legal: {reason}</source>
        <translation>Aktion {number} ({kind}) ist nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>a list of {count}</source>
        <translation>eine Liste mit {count}</translation>
    </message>
    <message>
        <source>a table of {count}</source>
        <translation>eine Tabelle mit {count}</translation>
    </message>
    <message>
        <source>a number too long to show</source>
        <translation>eine zu lange Zahl</translation>
    </message>
    <message>
        <source>a {kind}</source>
        <translation>ein {kind}</translation>
    </message>
    <message>
        <source>object</source>
        <comment>a JSON value</comment>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>list</source>
        <comment>a JSON value</comment>
        <translation>Liste</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a JSON value</comment>
        <translation>Text</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a JSON value</comment>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>true/false</source>
        <comment>a JSON value</comment>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>the number {token} is not a whole number</source>
        <translation>die Zahl {token} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{file}: cannot be saved, it could not be loaded again ({error})</source>
        <translation>{file}: kann nicht gespeichert werden, es ließe sich nicht wieder laden ({error})</translation>
    </message>
    <message>
        <source>{file}: cannot be written ({error})</source>
        <translation>{file}: kann nicht geschrieben werden ({error})</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>too big to be a saved game (over {limit} bytes)</source>
        <translation>zu groß für einen Spielstand (über {limit} Bytes)</translation>
    </message>
    <message>
        <source>empty, not a saved game</source>
        <translation>leer, kein Spielstand</translation>
    </message>
    <message>
        <source>too many lists and tables to be a saved game ({count}; at most {limit})</source>
        <translation>zu viele Listen und Tabellen für einen Spielstand ({count}; höchstens {limit})</translation>
    </message>
    <message>
        <source>too many values to be a saved game (up to {count}; at most {limit})</source>
        <translation>zu viele Werte für einen Spielstand (bis zu {count}; höchstens {limit})</translation>
    </message>
    <message>
        <source>not a saved game (not UTF-8 text)</source>
        <translation>kein Spielstand (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>damaged or cut short, not valid JSON ({error} at line {line}, column {column})</source>
        <translation>beschädigt oder abgeschnitten, kein gültiges JSON ({error} in Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>damaged, nested too deeply to be a saved game</source>
        <translation>beschädigt, zu tief verschachtelt für einen Spielstand</translation>
    </message>
    <message>
        <source>damaged ({error})</source>
        <translation>beschädigt ({error})</translation>
    </message>
    <message>
        <source>not a saved game (a JSON {kind}, not an object)</source>
        <translation>kein Spielstand (JSON: {kind}, kein Objekt)</translation>
    </message>
    <message>
        <source>a number {count} digits long</source>
        <translation>eine Zahl mit {count} Ziffern</translation>
    </message>
    <message>
        <source>not {kind} (format {found}, expected {expected})</source>
        <translation>nicht {kind} (Format {found}, erwartet {expected})</translation>
    </message>
    <message>
        <source>unknown field {field}</source>
        <translation>unbekanntes Feld {field}</translation>
    </message>
    <message>
        <source>missing field {field}</source>
        <translation>fehlendes Feld {field}</translation>
    </message>
    <message>
        <source>actions must be a list, not {value}</source>
        <translation>die Aktionen müssen eine Liste sein, nicht {value}</translation>
    </message>
    <message>
        <source>{count} actions: more than any game has (at most {limit})</source>
        <translation>{count} Aktionen: mehr als jedes Spiel hat (höchstens {limit})</translation>
    </message>
    <message>
        <source>memory: the computer players of {kind} remember nothing between decisions</source>
        <translation>memory: die Computerspieler von {kind} merken sich nichts zwischen ihren Entscheidungen</translation>
    </message>
    <message>
        <source>the memory of seat {seat} ({kind}): {error}</source>
        <translation>das Gedächtnis von Platz {seat} ({kind}): {error}</translation>
    </message>
    <message>
        <source>cannot be replayed: {error}</source>
        <translation>kann nicht nachgespielt werden: {error}</translation>
    </message>
    <message>
        <source>cannot be replayed: the game cannot be set up ({error})</source>
        <translation>kann nicht nachgespielt werden: das Spiel lässt sich nicht aufbauen ({error})</translation>
    </message>
    <message>
        <source>action {number} cannot be replayed ({error})</source>
        <translation>Aktion {number} kann nicht nachgespielt werden ({error})</translation>
    </message>
    <message>
        <source>an action must be a table</source>
        <translation>eine Aktion muss eine Tabelle sein</translation>
    </message>
    <message>
        <source>unknown action type {kind}</source>
        <translation>unbekannte Aktionsart {kind}</translation>
    </message>
    <message>
        <source>{kind} has unknown fields: {fields}</source>
        <translation>{kind} hat unbekannte Felder: {fields}</translation>
    </message>
    <message>
        <source>{name} must be a whole number from {least} to {most}, not {value}</source>
        <translation>{name} muss eine ganze Zahl von {least} bis {most} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be {what}, not {value}</source>
        <translation>{name} muss {what} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be true or false, not {value}</source>
        <translation>{name} muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be a [column, row] pair of whole numbers, not {value}</source>
        <translation>{name} muss ein Paar [Spalte, Zeile] ganzer Zahlen sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be a list of {least} to {most} [column, row] pairs</source>
        <translation>{name} muss eine Liste von {least} bis {most} Paaren [Spalte, Zeile] sein</translation>
    </message>
    <message>
        <source>{name} must hold [column, row] pairs of whole numbers, not {value}</source>
        <translation>{name} muss Paare [Spalte, Zeile] ganzer Zahlen enthalten, nicht {value}</translation>
    </message>
    <message>
        <source>memory must be a table of computer seats and what each remembers</source>
        <translation>memory muss eine Tabelle der Computerplätze sein und dessen, was sich jeder merkt</translation>
    </message>
    <message>
        <source>memory must name a seat by its number, not {key}</source>
        <translation>memory muss einen Platz mit seiner Nummer nennen, nicht {key}</translation>
    </message>
    <message>
        <source>memory names seat {seat}, but the game has {count}</source>
        <translation>memory nennt Platz {seat}, aber das Spiel hat {count}</translation>
    </message>
    <message>
        <source>memory names seat {seat}, which a person plays</source>
        <translation>memory nennt Platz {seat}, den ein Mensch spielt</translation>
    </message>
    <message>
        <source>the memory of seat {seat} must be a table</source>
        <translation>das Gedächtnis von Platz {seat} muss eine Tabelle sein</translation>
    </message>
    <message>
        <source>notes must be a table of log lines and what was said of them</source>
        <translation>notes muss eine Tabelle von Protokollzeilen sein und dessen, was zu ihnen gesagt wurde</translation>
    </message>
    <message>
        <source>{count} notes: more than any game has (at most {limit})</source>
        <translation>{count} Notizen: mehr als jedes Spiel hat (höchstens {limit})</translation>
    </message>
    <message>
        <source>a note must name a line of the log by its number, not {key}</source>
        <translation>eine Notiz muss eine Protokollzeile mit ihrer Nummer nennen, nicht {key}</translation>
    </message>
    <message>
        <source>the note on log line {key} must be one line of at most {limit} characters</source>
        <translation>die Notiz zu Protokollzeile {key} muss eine Zeile von höchstens {limit} Zeichen sein</translation>
    </message>
    <message>
        <source>a saved game must be a table</source>
        <translation>ein Spielstand muss eine Tabelle sein</translation>
    </message>
    <message>
        <source>not a saved game of {title} (format {found})</source>
        <translation>kein Spielstand von {title} (Format {found})</translation>
    </message>
    <message>
        <source>unknown save version {found}</source>
        <translation>unbekannte Spielstandversion {found}</translation>
    </message>
    <message>
        <source>unknown rules edition {found}</source>
        <translation>unbekannte Regelausgabe {found}</translation>
    </message>
    <message>
        <source>this game is for the board {found}, not {board}</source>
        <translation>diese Partie ist für den Spielplan {found}, nicht {board}</translation>
    </message>
    <message>
        <source>players must be a list of {least} to {most} names</source>
        <translation>players muss eine Liste von {least} bis {most} Namen sein</translation>
    </message>
    <message>
        <source>the seed must be a whole number from 0 to 2**63</source>
        <translation>der Startwert (seed) muss eine ganze Zahl von 0 bis 2**63 sein</translation>
    </message>
    <message>
        <source>seats must name who plays each of the {count} seats</source>
        <translation>seats muss nennen, wer jeden der {count} Plätze spielt</translation>
    </message>
    <message>
        <source>seat {seat} is played by {kind}: not one of {kinds}</source>
        <translation>Platz {seat} spielt {kind}: nicht einer von {kinds}</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn, not {other}&apos;s.</source>
        <translation>{player} ist am Zug, nicht {other}.</translation>
    </message>
    <message>
        <source>{action} is not an action of this game.</source>
        <translation>{action} ist keine Aktion dieses Spiels.</translation>
    </message>
</context>
<context>
    <name>HandOver</name>
    <message>
        <source>&lt;h2&gt;{name}&apos;s turn&lt;/h2&gt;Pass the mouse to {name}; click when ready.</source>
        <translation>&lt;h2&gt;{name} ist am Zug&lt;/h2&gt;Gib die Maus an {name} weiter; klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>I am {name}: show my table</source>
        <translation>Ich bin {name}: meinen Tisch zeigen</translation>
    </message>
    <message>
        <source>Shows the table with what only you may see (Enter or Space)</source>
        <translation>Zeigt den Tisch mit dem, was nur du sehen darfst (Eingabe oder Leertaste)</translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation>Ich bin {name}: meinen Zug zeigen</translation>
    </message>
    <message>
        <source>Shows the turn with what only you may see (Enter or Space)</source>
        <translation>Zeigt den Zug mit dem, was nur du sehen darfst (Eingabe oder Leertaste)</translation>
    </message>
</context>
<context>
    <name>HelpDesk</name>
    <message>
        <source>&lt;i&gt;Rule: {rules}&lt;/i&gt; · press F1 to read it</source>
        <translation>&lt;i&gt;Regel: {rules}&lt;/i&gt; · F1 drücken, um sie zu lesen</translation>
    </message>
    <message>
        <source>Open the rules at the rule that refused this (F1)</source>
        <translation>Die Regeln bei der Regel öffnen, die das nicht zuließ (F1)</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Why? {rule}</source>
        <translation>Warum? {rule}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>{message} (rule: {rules})</source>
        <translation>{message} (Regel: {rules})</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F), e.g. river, ferry, foreman</source>
        <translation>Regeln durchsuchen (Strg+F), z. B. river, ferry, foreman</translation>
    </message>
    <message>
        <source>Every word must appear, or the rules&apos; word for it (a ferry is a ship, an engine a loco); Enter goes to the next place it is found</source>
        <translation>Jedes Wort muss vorkommen, oder das Wort der Regeln dafür (a ferry is a ship, an engine a loco); die Eingabetaste springt zur nächsten Fundstelle</translation>
    </message>
    <message>
        <source>Go to a part of the rules</source>
        <translation>Zu einem Teil der Regeln springen</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Nichts gefunden</translation>
    </message>
    <message>
        <source>Elsewhere in the window</source>
        <translation>Sonst im Fenster</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(ohne Beschreibung)</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Auf dem Spielplan</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Show the &amp;history</source>
        <translation>&amp;Verlauf zeigen</translation>
    </message>
    <message>
        <source>Look back through the game being played, move by move</source>
        <translation>Die laufende Partie Schritt für Schritt zurückverfolgen</translation>
    </message>
    <message>
        <source>&amp;Review a saved game…</source>
        <translation>Gespeicherte Partie &amp;durchsehen…</translation>
    </message>
    <message>
        <source>Open a saved game read-only and look through it</source>
        <translation>Eine gespeicherte Partie nur zum Lesen öffnen und durchsehen</translation>
    </message>
    <message>
        <source>&amp;Play on from here</source>
        <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game from this moment, saved on its own; the original game is not touched</source>
        <translation>Eine neue Partie von diesem Moment an beginnen, für sich gespeichert; die ursprüngliche Partie bleibt unberührt</translation>
    </message>
    <message>
        <source>&amp;Close the history</source>
        <translation>Verlauf &amp;schließen</translation>
    </message>
    <message>
        <source>Back to the board as it was</source>
        <translation>Zurück zum Spielplan, wie er war</translation>
    </message>
    <message>
        <source>No game is being played: Game &gt; History &gt; Review a saved game opens one from a file.</source>
        <translation>Es wird keine Partie gespielt: Spiel &gt; Verlauf &gt; Gespeicherte Partie durchsehen öffnet eine aus einer Datei.</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeicherte Partie durchsehen</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This game cannot be opened.

{error}</source>
        <translation>Diese Partie kann nicht geöffnet werden.

{error}</translation>
    </message>
    <message>
        <source>This game cannot be looked through.

{error}</source>
        <translation>Diese Partie kann nicht durchgesehen werden.

{error}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress: only what every player could see</source>
        <translation>läuft noch: nur was alle Spieler sehen konnten</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; · {title}</source>
        <translation>&lt;b&gt;Verlauf&lt;/b&gt; · {title}</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>This game is not finished: the branch deals the same cards the game itself would, so what you see in it is still to come at the table.

Play on from here?</source>
        <translation>Diese Partie ist nicht beendet: die Abzweigung teilt dieselben Karten aus wie die Partie selbst, was du darin siehst, kommt also am Tisch erst noch.

Von hier weiterspielen?</translation>
    </message>
    <message>
        <source>The branch could not be saved.

{error}</source>
        <translation>Die Abzweigung konnte nicht gespeichert werden.

{error}</translation>
    </message>
    <message>
        <source>Playing on from action {action} in a branch saved as {file}; the original game is untouched.</source>
        <translation>Ab Aktion {action} wird in einer Abzweigung weitergespielt, gespeichert als {file}; die ursprüngliche Partie bleibt unberührt.</translation>
    </message>
    <message>
        <source>Go to the &amp;start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation>Zum Anfang der Partie</translation>
    </message>
    <message>
        <source>Back a &amp;round</source>
        <translation>Eine &amp;Runde zurück</translation>
    </message>
    <message>
        <source>Back to the start of the round</source>
        <translation>Zurück zum Anfang der Runde</translation>
    </message>
    <message>
        <source>&amp;Back an action</source>
        <translation>Eine Aktion &amp;zurück</translation>
    </message>
    <message>
        <source>Back one action</source>
        <translation>Eine Aktion zurück</translation>
    </message>
    <message>
        <source>&amp;Forward an action</source>
        <translation>Eine Aktion v&amp;or</translation>
    </message>
    <message>
        <source>Forward one action</source>
        <translation>Eine Aktion vor</translation>
    </message>
    <message>
        <source>Forward a ro&amp;und</source>
        <translation>Eine R&amp;unde vor</translation>
    </message>
    <message>
        <source>Forward to the next round</source>
        <translation>Vor zur nächsten Runde</translation>
    </message>
    <message>
        <source>Go to the &amp;end</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Go to the end of the game</source>
        <translation>Zum Ende der Partie</translation>
    </message>
    <message>
        <source>Drag to any moment of the game</source>
        <translation>Ziehen, um zu einem beliebigen Moment der Partie zu gehen</translation>
    </message>
    <message>
        <source>The game log: black up to the moment shown; click a line to go there</source>
        <translation>Das Protokoll der Partie: schwarz bis zum gezeigten Moment; eine Zeile anklicken, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Go to action {action}</source>
        <translation>Zu Aktion {action} gehen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Drag from a major city to draw track; Enter builds it. Wheel to zoom, right-drag to pan, 0 to fit.</source>
        <translation>Von einer Großstadt aus ziehen, um eine Strecke zu zeichnen; die Eingabetaste baut sie. Mausrad zum Zoomen, mit der rechten Taste ziehen zum Verschieben, 0 zum Einpassen.</translation>
    </message>
    <message>
        <source>Game &gt; New game… starts a game. Wheel to zoom, right-drag to pan, 0 to fit.</source>
        <translation>Spiel &gt; Neue Partie… beginnt eine Partie. Mausrad zum Zoomen, mit der rechten Taste ziehen zum Verschieben, 0 zum Einpassen.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Game log and plans</source>
        <translation>Spielprotokoll und Pläne</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: {error}</source>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Die letzte Partie fortsetzen</translation>
    </message>
    <message>
        <source>This game cannot be opened.

{error}</source>
        <translation>Diese Partie kann nicht geöffnet werden.

{error}</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partien (*.json)</translation>
    </message>
    <message>
        <source>The game was not saved.

{error}</source>
        <translation>Die Partie wurde nicht gespeichert.

{error}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent} %</translation>
    </message>
    <message>
        <source>Everything that has happened in this game; double-click a line to look back there (View &gt; Game log and plans, Ctrl+L)</source>
        <translation>Alles, was in dieser Partie geschehen ist; eine Zeile doppelt anklicken, um dorthin zurückzublicken (Ansicht &gt; Spielprotokoll und Pläne, Strg+L)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save a picture of the board, or of the game on it, as PNG or SVG</source>
        <translation>Ein Bild des Spielplans oder der Partie darauf als PNG oder SVG speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Start a game for {least} to {most} players, people or computer players</source>
        <translation>Eine Partie für {least} bis {most} Spieler beginnen, Menschen oder Computerspieler</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last action this turn</source>
        <translation>Deine letzte Aktion in diesem Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Do again what was just taken back, if it is still allowed</source>
        <translation>Das eben Zurückgenommene noch einmal tun, wenn es noch erlaubt ist</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Load a saved game (it is replayed from its log)</source>
        <translation>Eine gespeicherte Partie laden (sie wird aus ihrem Protokoll nachgespielt)</translation>
    </message>
    <message>
        <source>&amp;Go to a city…</source>
        <translation>Zu einer Stadt &amp;gehen…</translation>
    </message>
    <message>
        <source>By keyboard: place the train at, move it to, or plan track to a city</source>
        <translation>Mit der Tastatur: den Zug in eine Stadt stellen, dorthin fahren oder eine Strecke dorthin planen</translation>
    </message>
    <message>
        <source>&amp;Practice building</source>
        <translation>Bauen &amp;üben</translation>
    </message>
    <message>
        <source>Leave the game (it stays saved) and practise building</source>
        <translation>Die Partie verlassen (sie bleibt gespeichert) und das Bauen üben</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>Spielplan ins &amp;Fenster einpassen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber Iron Dragon Qt</translation>
    </message>
    <message>
        <source>Hide the table (money is private) until the next player clicks; off for open games</source>
        <translation>Den Tisch verdecken (Geld ist geheim), bis der nächste Spieler klickt; aus für offene Partien</translation>
    </message>
    <message>
        <source>Games ({games}) and practice boards</source>
        <translation>Partien ({games}) und Übungsbretter</translation>
    </message>
    <message>
        <source>Games ({games})</source>
        <translation>Partien ({games})</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>{file} cannot be opened.

{error}</source>
        <translation>{file} kann nicht geöffnet werden.

{error}</translation>
    </message>
    <message>
        <source>{file} cannot be opened.

It is neither a saved game ({games}) nor a practice board of {game} (its format, at the top of the file, is not {formats}).</source>
        <translation>{file} kann nicht geöffnet werden.

Es ist weder eine gespeicherte Partie ({games}) noch ein Übungsbrett von {game} (sein Format, oben in der Datei, ist nicht {formats}).</translation>
    </message>
    <message>
        <source>{file} cannot be opened.

It is not a saved game of {games} (its format, at the top of the file, is not {formats}).</source>
        <translation>{file} kann nicht geöffnet werden.

Es ist keine gespeicherte Partie von {games} (sein Format, oben in der Datei, ist nicht {formats}).</translation>
    </message>
    <message>
        <source>&amp;New practice board</source>
        <translation>&amp;Neues Übungsbrett</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved game or a practice board (whichever the file is)</source>
        <translation>Eine gespeicherte Partie oder ein Übungsbrett öffnen (je nachdem, was die Datei ist)</translation>
    </message>
    <message>
        <source>&amp;Save practice board…</source>
        <translation>Übungsbrett &amp;speichern…</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Partie speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save this game to a file of your choice</source>
        <translation>Diese Partie in eine Datei deiner Wahl speichern</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>{file}  (game)</source>
        <translation>{file}  (Partie)</translation>
    </message>
    <message>
        <source>{file}  (practice board)</source>
        <translation>{file}  (Übungsbrett)</translation>
    </message>
    <message>
        <source>No files yet</source>
        <translation>Noch keine Dateien</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>{file} is no longer there.</source>
        <translation>{file} ist nicht mehr da.</translation>
    </message>
    <message>
        <source>&amp;Suggest a plan</source>
        <translation>&amp;Plan vorschlagen</translation>
    </message>
    <message>
        <source>The three best trips for your cards, with their track and the train&apos;s way</source>
        <translation>Die drei besten Fahrten für deine Karten, mit ihren Strecken und dem Weg des Zuges</translation>
    </message>
    <message>
        <source>&amp;Discard hand</source>
        <translation>&amp;Karten ablegen</translation>
    </message>
    <message>
        <source>Instead of this turn: three new demand cards (T2)</source>
        <translation>Statt dieses Zuges: drei neue Auftragskarten (T2)</translation>
    </message>
    <message>
        <source>&amp;Hand-over screen between players</source>
        <translation>Übergabe&amp;bildschirm zwischen Spielern</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>Computerspieler &amp;anhalten</translation>
    </message>
    <message>
        <source>Stop the computer players after their current action</source>
        <translation>Die Computerspieler nach ihrer laufenden Aktion anhalten</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;speed</source>
        <translation>Tempo der &amp;Computerspieler</translation>
    </message>
    <message>
        <source>How fast a computer player&apos;s track and train are shown</source>
        <translation>Wie schnell Strecke und Zug eines Computerspielers gezeigt werden</translation>
    </message>
    <message>
        <source>Game &amp;log and plans</source>
        <translation>Spiel&amp;protokoll und Pläne</translation>
    </message>
    <message>
        <source>Show or hide the game log and the suggested plans</source>
        <translation>Das Spielprotokoll und die vorgeschlagenen Pläne zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>Partie &amp;speichern</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <source>Nothing to undo this turn (not past a card draw)</source>
        <translation>In diesem Zug gibt es nichts zurückzunehmen (nicht über ein Kartenziehen hinweg)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Plans are for the turns of the game</source>
        <translation>Pläne gibt es für die Züge der Partie</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>Gespeicherte Partie fortse&amp;tzen…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>The rules of the game, searchable, beside the board</source>
        <translation>Die Spielregeln, durchsuchbar, neben dem Spielplan</translation>
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation>Regeln &amp;durchsuchen</translation>
    </message>
    <message>
        <source>The rules beside the board, with the cursor in their search box</source>
        <translation>Die Regeln neben dem Spielplan, mit dem Cursor in ihrem Suchfeld</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key the game answers to</source>
        <translation>Jede Taste, auf die das Spiel reagiert</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The language of the window&apos;s words</source>
        <translation>Die Sprache der Wörter im Fenster</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>The language the system asks for: {language}</source>
        <translation>Die Sprache, die das System vorgibt: {language}</translation>
    </message>
    <message>
        <source>&amp;Tutorial: your first game…</source>
        <translation>&amp;Einführung: deine erste Partie…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Another game opens in a window of its own, with its own board</source>
        <translation>Ein anderes Spiel öffnet sich in einem eigenen Fenster, mit seinem eigenen Spielplan</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game</source>
        <translation>Derselbe Startwert und dieselben Züge ergeben dieselbe Partie</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Hand-over screen between people</source>
        <translation>Übergabebildschirm zwischen Menschen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Crayon</source>
        <translation>Stiftfarbe</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player</source>
        <translation>Ein Mensch an diesem Bildschirm oder ein Computerspieler</translation>
    </message>
    <message>
        <source>A person at this screen</source>
        <translation>Ein Mensch an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player of a level</source>
        <translation>Ein Mensch an diesem Bildschirm oder ein Computerspieler einer Stufe</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <source>Two players have the same crayon colour.</source>
        <translation>Zwei Spieler haben dieselbe Stiftfarbe.</translation>
    </message>
    <message>
        <source>The seed is a whole number (or leave it empty).</source>
        <translation>Der Startwert ist eine ganze Zahl (oder lass das Feld leer).</translation>
    </message>
    <message>
        <source>{help}
(Rule {rule})</source>
        <translation>{help}
(Regel {rule})</translation>
    </message>
</context>
<context>
    <name>PracticeFiles</name>
    <message>
        <source>Save practice board</source>
        <translation>Übungsbrett speichern</translation>
    </message>
    <message>
        <source>Practice boards (*.json)</source>
        <translation>Übungsbretter (*.json)</translation>
    </message>
    <message>
        <source>The practice board was not saved.

{error}</source>
        <translation>Das Übungsbrett wurde nicht gespeichert.

{error}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>Open practice board</source>
        <translation>Übungsbrett öffnen</translation>
    </message>
    <message>
        <source>This practice board cannot be opened.

{error}</source>
        <translation>Dieses Übungsbrett kann nicht geöffnet werden.

{error}</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>New practice board</source>
        <translation>Neues Übungsbrett</translation>
    </message>
</context>
<context>
    <name>Registry</name>
    <message>
        <source>no game called {game}: the games are {games}</source>
        <translation>kein Spiel namens {game}: die Spiele sind {games}</translation>
    </message>
    <message>
        <source>not a saved game of any game here (format {format})</source>
        <translation>keine gespeicherte Partie eines Spiels hier (Format {format})</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} gewinnen!</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names} gewinnt!</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>The same players and rules, a new seed</source>
        <translation>Dieselben Spieler und Regeln, ein neuer Startwert</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Choose players and rules</source>
        <translation>Spieler und Regeln wählen</translation>
    </message>
    <message>
        <source>Look back through the game</source>
        <translation>Die Partie zurückverfolgen</translation>
    </message>
    <message>
        <source>Replay the game step by step</source>
        <translation>Die Partie Schritt für Schritt nachspielen</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>options must be a table of rule options</source>
        <translation>die Optionen müssen eine Tabelle von Regeloptionen sein</translation>
    </message>
    <message>
        <source>unknown rule option {option}</source>
        <translation>unbekannte Regeloption {option}</translation>
    </message>
    <message>
        <source>rule option {option} must be true or false, not {value}</source>
        <translation>die Regeloption {option} muss true oder false sein, nicht {value}</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Go on with {games}</source>
        <translation>Weiterspielen: {games}</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>; oder </translation>
    </message>
    <message>
        <source>No unfinished game is saved.</source>
        <translation>Es ist keine unbeendete Partie gespeichert.</translation>
    </message>
    <message>
        <source>Put the saved game aside?</source>
        <translation>Die gespeicherte Partie beiseitelegen?</translation>
    </message>
    <message>
        <source>An unfinished game of {game} is saved:
{summary}

Starting another game keeps it as {file} in the same folder (replacing the one kept there before). Go on?</source>
        <translation>Eine unbeendete Partie von {game} ist gespeichert:
{summary}

Eine neue Partie legt sie als {file} im selben Ordner ab (anstelle der dort zuvor abgelegten). Weiter?</translation>
    </message>
    <message>
        <source>The last game could not be kept as {file}: {error}</source>
        <translation>Die letzte Partie konnte nicht als {file} abgelegt werden: {error}</translation>
    </message>
    <message>
        <source>Continue a game?</source>
        <translation>Eine Partie fortsetzen?</translation>
    </message>
    <message>
        <source>These games were saved unfinished:{games}

Continue one?</source>
        <translation>Diese Partien wurden unbeendet gespeichert:{games}

Eine davon fortsetzen?</translation>
    </message>
    <message>
        <source>This game was saved unfinished:{games}

Continue it?</source>
        <translation>Diese Partie wurde unbeendet gespeichert:{games}

Sie fortsetzen?</translation>
    </message>
    <message>
        <source>Continue {game}</source>
        <translation>{game} fortsetzen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>New to {game}?</source>
        <translation>Neu bei {game}?</translation>
    </message>
    <message>
        <source>A short guided first game shows you how to play: about ten minutes, and you make every move.

Start the tutorial? (It is always under Help.)</source>
        <translation>Eine kurze, angeleitete erste Partie zeigt dir, wie man spielt: etwa zehn Minuten, und du machst jeden Zug selbst.

Die Einführung beginnen? (Sie steht immer im Menü Hilfe.)</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>You left the tutorial at step {step} of {steps}. Pick up where you left off?</source>
        <translation>Du hast die Einführung bei Schritt {step} von {steps} verlassen. Dort weitermachen?</translation>
    </message>
    <message>
        <source>Pick up where I left off</source>
        <translation>Dort weitermachen, wo ich war</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>The tutorial&apos;s game could not be read ({error}); it starts again.</source>
        <translation>Die Partie der Einführung konnte nicht gelesen werden ({error}); sie beginnt von vorn.</translation>
    </message>
    <message>
        <source>The tutorial&apos;s game cannot be saved: {error}</source>
        <translation>Die Partie der Einführung kann nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Tutorial left: Help &gt; Tutorial picks it up where you were.</source>
        <translation>Einführung verlassen: Hilfe &gt; Einführung macht dort weiter, wo du warst.</translation>
    </message>
    <message>
        <source>Tutorial finished. Play on, or start a game with Game &gt; New game.</source>
        <translation>Einführung beendet. Spiel weiter, oder beginne eine Partie mit Spiel &gt; Neue Partie.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Start this step again</source>
        <translation>Diesen Schritt neu beginnen</translation>
    </message>
    <message>
        <source>Take the game back to where this step began</source>
        <translation>Die Partie dorthin zurücksetzen, wo dieser Schritt begann</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Einführung verlassen</translation>
    </message>
    <message>
        <source>Stop here; Help &gt; Tutorial picks it up where you were</source>
        <translation>Hier aufhören; Hilfe &gt; Einführung macht dort weiter, wo du warst</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Schritt {step} von {steps}</translation>
    </message>
    <message>
        <source>Read the rule: {rule}</source>
        <translation>Die Regel lesen: {rule}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschließen</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>or</source>
        <translation>oder</translation>
    </message>
</context>
</TS>
