<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window size, the last players&apos; names, the folders last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}, written after every action; the tutorial&apos;s game and the branches played on from a history beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice boards and saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wherever you save them; this folder first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map: {map}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: {licence} (the LICENSE and NOTICE files that come with it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Iron Dragon Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--install-desktop is for Linux desktops (XDG); on Windows and macOS start the app from its folder or make a shortcut to irondragon-gui.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the desktop entry could not be removed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the desktop entry could not be installed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to remove in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at needs --save SAVE (the game to draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot load the map: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which game (default {game}; the games: {games})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build with this foreman: catman, dwarf, elf, human, troll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron Dragon Qt, the crayon-rail game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map folder (default: the bundled Iron Dragon map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the game to your desktop&apos;s menu (Linux: desktop entry and icon in ~/.local/share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove that menu entry and icon again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the game window (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the game window: play against people or computer players, practise building, review saved games. This is what irondragon does with no command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw the whole board, or a game on it, to a PNG or SVG file, without a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the whole board to a PNG or SVG file without a window; with --save, a saved game on it: every player&apos;s track, trains and loads, and a legend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output file: .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picture width in pixels (default 3840)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw this saved game: every player&apos;s track, trains and loads, and a legend (--game SAVE, as before, still works)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --save: the position after this many actions (default: the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate a map folder and print its statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a map folder, check it and print its statistics; exit status 1 if the checks found errors, 2 if the map cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the report as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cheapest build between two cities or mileposts (empty board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest track to build between two cities or mileposts on an empty board, and the build with the fewest sections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a city name or a milepost id such as s:12,30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a city name or a milepost id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cheapest network found linking 7 of the 8 major cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search for the cheapest network linking 7 of the 8 major cities on an empty board (practice mode&apos;s yardstick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay a saved game without a window and print where it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved game by the rules, without a window, and print its log and where it stands: each player&apos;s money, loco, foreman, loads and cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a saved game (.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the final state, not the game&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer players play headless games; prints their figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players play games without a window; prints per level their wins, turns to victory, deliveries and decision times. Seats are rotated from game to game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>levels by seat, e.g. hard,baseline,baseline,baseline (baseline, easy, standard, hard, any case; greedy is the baseline too; one for solo games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many games (default 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first game&apos;s seed; game k uses seed + k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop a game after this many rounds (default 150)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rule option, e.g. events_off=true (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games played side by side (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save every game there, to replay in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the figures as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play the games on a dask.distributed cluster: a scheduler&apos;s address, or local for a LocalCluster of --processes workers (pip install irondragon_qt[cluster])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--install-desktop and --uninstall-desktop take no command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no table in this version: it cannot be played or drawn in the window; replay, map-check and simulate take --game {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no {command} command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dask needs dask.distributed: pip install &apos;irondragon_qt[cluster]&apos; (or pip install &apos;dask[distributed]&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--players takes 1 to {most} of {levels} (not {unknown})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--players takes 1 to {most} of {levels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dask scheduler answers at {address}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>cannot export to &apos;{file}&apos;: the file name must end in .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>width must be between 100 and {most} pixels, not {width}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: the folder {folder} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: the file cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export to &apos;{file}&apos;: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write {file}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the game: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at must be between 0 and {total}: the game has %n action(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the window shows now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board, the Underground and the terrain key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the part of the board in the window, at any width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the game: every player&apos;s track, trains and loads, and a legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture&apos;s width in pixels (the height follows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .png picture or an .svg drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board could not be exported.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{token} is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key {key} appears twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOver</name>
    <message>
        <source>&lt;h2&gt;{name}&apos;s turn&lt;/h2&gt;Pass the mouse to {name}; click when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the table with what only you may see (Enter or Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the turn with what only you may see (Enter or Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDesk</name>
    <message>
        <source>&lt;i&gt;Rule: {rules}&lt;/i&gt; · press F1 to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rules at the rule that refused this (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why? {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message} (rule: {rules})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F), e.g. river, ferry, foreman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word must appear, or the rules&apos; word for it (a ferry is a ship, an engine a loco); Enter goes to the next place it is found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to a part of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elsewhere in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look back through the game being played, move by move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game read-only and look through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from this moment, saved on its own; the original game is not touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the board as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played: Game &gt; History &gt; Review a saved game opens one from a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be looked through.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress: only what every player could see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; · {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not finished: the branch deals the same cards the game itself would, so what you see in it is still to come at the table.

Play on from here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The branch could not be saved.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on from action {action} in a branch saved as {file}; the original game is untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the &amp;start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back a &amp;round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward a ro&amp;und</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward to the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the &amp;end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any moment of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game log: black up to the moment shown; click a line to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to action {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from a major city to draw track; Enter builds it. Wheel to zoom, right-drag to pan, 0 to fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &gt; New game… starts a game. Wheel to zoom, right-drag to pan, 0 to fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log and plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved automatically: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that has happened in this game; double-click a line to look back there (View &gt; Game log and plans, Ctrl+L)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the board, or of the game on it, as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Start a game for {least} to {most} players, people or computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last action this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do again what was just taken back, if it is still allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a saved game (it is replayed from its log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to a city…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By keyboard: place the train at, move it to, or plan track to a city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practice building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game (it stays saved) and practise building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the table (money is private) until the next player clicks; off for open games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games ({games}) and practice boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games ({games})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened.

It is neither a saved game ({games}) nor a practice board of {game} (its format, at the top of the file, is not {formats}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened.

It is not a saved game of {games} (its format, at the top of the file, is not {formats}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New practice board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game or a practice board (whichever the file is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save practice board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to a file of your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}  (game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}  (practice board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No files yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suggest a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three best trips for your cards, with their track and the train&apos;s way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of this turn: three new demand cards (T2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand-over screen between players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the computer players after their current action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast a computer player&apos;s track and train are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;log and plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the game log and the suggested plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo this turn (not past a card draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans are for the turns of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the game, searchable, beside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules beside the board, with the cursor in their search box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key the game answers to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window&apos;s words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language the system asks for: {language}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tutorial: your first game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another game opens in a window of its own, with its own board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-over screen between people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crayon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player of a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same crayon colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is a whole number (or leave it empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{help}
(Rule {rule})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeFiles</name>
    <message>
        <source>Save practice board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice boards (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practice board was not saved.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open practice board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This practice board cannot be opened.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New practice board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Registry</name>
    <message>
        <source>no game called {game}: the games are {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a saved game of any game here (format {format})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players and rules, a new seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose players and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look back through the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game step by step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>options must be a table of rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule option {option}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule option {option} must be true or false, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Go on with {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unfinished game is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the saved game aside?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game of {game} is saved:
{summary}

Starting another game keeps it as {file} in the same folder (replacing the one kept there before). Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game could not be kept as {file}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These games were saved unfinished:{games}

Continue one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved unfinished:{games}

Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>New to {game}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short guided first game shows you how to play: about ten minutes, and you make every move.

Start the tutorial? (It is always under Help.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left the tutorial at step {step} of {steps}. Pick up where you left off?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up where I left off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutorial&apos;s game could not be read ({error}); it starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutorial&apos;s game cannot be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tutorial left: Help &gt; Tutorial picks it up where you were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tutorial finished. Play on, or start a game with Game &gt; New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this step again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the game back to where this step began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop here; Help &gt; Tutorial picks it up where you were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rule: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
