<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>IronDragonBots</name>
    <message>
        <source>starts from {city}: {trip}</source>
        <translation>beginnt in {city}: {trip}</translation>
    </message>
    <message>
        <source>the train</source>
        <translation>dem Zug</translation>
    </message>
    <message>
        <source>a city to turn at</source>
        <translation>einer Stadt zum Umkehren</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>{good} → {city}, {payout} GP</source>
        <translation>{good} → {city}, {payout} GP</translation>
    </message>
    <message>
        <source>towards {places}</source>
        <translation>in Richtung {places}</translation>
    </message>
    <message>
        <source>for {deliveries}</source>
        <translation>für {deliveries}</translation>
    </message>
    <message>
        <source>to pick up {goods}</source>
        <translation>um {goods} zu laden</translation>
    </message>
    <message>
        <source>to deliver {deliveries}</source>
        <translation>um zu liefern: {deliveries}</translation>
    </message>
    <message>
        <source>heading for {city} {goal}</source>
        <translation>unterwegs nach {city}, {goal}</translation>
    </message>
    <message>
        <source>for {city}, {payout} GP</source>
        <translation>für {city}, {payout} GP</translation>
    </message>
    <message>
        <source>for a demand in hand</source>
        <translation>für einen Auftrag auf der Hand</translation>
    </message>
    <message>
        <source>no trip in this hand is worth making</source>
        <translation>mit diesen Karten lohnt sich keine Fahrt</translation>
    </message>
    <message>
        <source>a fresh hand promises more</source>
        <translation>neue Karten versprechen mehr</translation>
    </message>
    <message>
        <source>a faster train pays for itself</source>
        <translation>ein schnellerer Zug macht sich bezahlt</translation>
    </message>
    <message>
        <source>a Troll cannot build on the surface</source>
        <translation>ein Troll kann an der Oberfläche nicht bauen</translation>
    </message>
    <message>
        <source>keeping the {cash} GP it needs to win</source>
        <translation>behält die {cash} GP, die zum Sieg nötig sind</translation>
    </message>
    <message>
        <source>no delivery in its hand is worth building for yet</source>
        <translation>noch lohnt kein Auftrag auf der Hand den Bau</translation>
    </message>
    <message>
        <source>its track already reaches {cities}</source>
        <translation>die eigene Strecke erreicht schon {cities}</translation>
    </message>
    <message>
        <source>keeping its {cash} GP: the track to {city} costs {cost} GP</source>
        <translation>behält seine {cash} GP: die Strecke nach {city} kostet {cost} GP</translation>
    </message>
    <message numerus="yes">
        <source>%n more turn(s)</source>
        <translation>
            <numerusform>noch %n Spielzug</numerusform>
            <numerusform>noch %n Spielzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n section(s) ({cost} GP) (takes|take) {more}.</source>
        <translation>
            <numerusform>Der übrige %n Abschnitt ({cost} GP) braucht {more}.</numerusform>
            <numerusform>Die übrigen %n Abschnitte ({cost} GP) brauchen {more}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No trip in hand can be made and paid for now. {gap}</source>
        <translation>Mit diesen Karten ist jetzt keine bezahlbare Fahrt machbar. {gap}</translation>
    </message>
    <message>
        <source>, {cost} GP of track</source>
        <translation>, {cost} GP Strecke</translation>
    </message>
    <message>
        <source>, no new track</source>
        <translation>, keine neue Strecke</translation>
    </message>
    <message numerus="yes">
        <source>{payout} GP in %n turn(s){track} ({per_turn} GP a turn)</source>
        <translation>
            <numerusform>{payout} GP in %n Spielzug{track} ({per_turn} GP pro Spielzug)</numerusform>
            <numerusform>{payout} GP in %n Spielzügen{track} ({per_turn} GP pro Spielzug)</numerusform>
        </translation>
    </message>
    <message>
        <source>{good} from {source} to {city} ({payout} GP)</source>
        <translation>{good} von {source} nach {city} ({payout} GP)</translation>
    </message>
    <message>
        <source>{good} to {city} ({payout} GP)</source>
        <translation>{good} nach {city} ({payout} GP)</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>The measuring baseline: the best single delivery by payout per turn (it discards only a hand with which it can do nothing at all or only gamble its last money on the event deck, and spends as it goes even when it could win).</source>
        <translation>Der Maßstab zum Messen: die beste einzelne Lieferung nach Auszahlung pro Spielzug (legt nur Karten ab, mit denen er gar nichts anfangen kann oder nur sein letztes Geld auf den Ereignisstapel setzen würde, und gibt aus, was er hat, auch wenn er gewinnen könnte).</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>One delivery at a time, and not always the best one.</source>
        <translation>Eine Lieferung nach der anderen, und nicht immer die beste.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Carries two loads at once and discards hands it can do nothing with.</source>
        <translation>Fährt zwei Ladungen auf einmal und legt Karten ab, mit denen er nichts anfangen kann.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Plans two or three deliveries with their track, judges the trip after, discards hands worth less than a fresh one, buys faster locos as early as it pays, and near victory takes the trips that bring in the missing money soonest.</source>
        <translation>Plant zwei oder drei Lieferungen mit ihrer Strecke, bedenkt die Fahrt danach, legt Karten ab, die weniger wert sind als neue, kauft schnellere Loks, sobald es sich lohnt, und nimmt kurz vor dem Sieg die Fahrten, die das fehlende Geld am schnellsten bringen.</translation>
    </message>
</context>
<context>
    <name>IronDragonRules</name>
    <message>
        <source>the rules edition must be a whole number, not {value}</source>
        <translation>die Regelausgabe muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>rules edition {number} is unknown to this program (it plays editions {known})</source>
        <translation>die Regelausgabe {number} kennt dieses Programm nicht (es spielt die Ausgaben {known})</translation>
    </message>
    <message>
        <source>{who} draws the event {event} (no effect in the opening).</source>
        <translation>{who} zieht das Ereignis {event} (in der Eröffnung ohne Wirkung).</translation>
    </message>
    <message>
        <source>EVENT: {event} ({who} drew it). {text}</source>
        <translation>EREIGNIS: {event} ({who} hat es gezogen). {text}</translation>
    </message>
    <message>
        <source>From now on all money is public.</source>
        <translation>Von jetzt an ist alles Geld offen.</translation>
    </message>
    <message>
        <source>{event} is over (X5).</source>
        <translation>{event} ist vorbei (X5).</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) of track across {rivers} washed away.</source>
        <translation>
            <numerusform>%n Streckenabschnitt über {rivers} weggespült.</numerusform>
            <numerusform>%n Streckenabschnitte über {rivers} weggespült.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) of track to or from {terrain} mileposts erased.</source>
        <translation>
            <numerusform>%n Streckenabschnitt zu oder von Meilensteinen im Gelände {terrain} gelöscht.</numerusform>
            <numerusform>%n Streckenabschnitte zu oder von Meilensteinen im Gelände {terrain} gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s train is stranded where it stands.</source>
        <translation>Der Zug von {who} bleibt stehen, wo er ist.</translation>
    </message>
    <message>
        <source>{who}&apos;s train goes back to {place}.</source>
        <translation>Der Zug von {who} kehrt zurück nach {place}.</translation>
    </message>
    <message>
        <source>{who} already loses their next turn (lost turns do not add up, T3).</source>
        <translation>{who} setzt schon den nächsten Spielzug aus (ausgesetzte Spielzüge zählen nicht zusammen, T3).</translation>
    </message>
    <message>
        <source>{who} loses the rest of this turn and their next turn.</source>
        <translation>{who} verliert den Rest dieses Spielzugs und setzt den nächsten aus.</translation>
    </message>
    <message>
        <source>{who} loses their next turn.</source>
        <translation>{who} setzt den nächsten Spielzug aus.</translation>
    </message>
    <message>
        <source>{who} loses all their loads ({goods}).</source>
        <translation>{who} verliert alle Ladungen ({goods}).</translation>
    </message>
    <message>
        <source>{who} loses their {good}.</source>
        <translation>{who} verliert die Ladung {good}.</translation>
    </message>
    <message>
        <source>{who} must choose a load to lose.</source>
        <translation>{who} muss eine Ladung wählen, die verloren geht.</translation>
    </message>
    <message>
        <source>{who}&apos;s {ship} is driven into the port of {port}.</source>
        <translation>Die {ship} von {who} wird in den Hafen von {port} getrieben.</translation>
    </message>
    <message>
        <source>{who} pays {amount} GP tax.</source>
        <translation>{who} zahlt {amount} GP Steuer.</translation>
    </message>
    <message>
        <source>{event} is over.</source>
        <translation>{event} ist vorbei.</translation>
    </message>
    <message>
        <source>{event}: no train moves onto {terrain} mileposts now (E7).</source>
        <translation>{event}: Jetzt fährt kein Zug auf Meilensteine im Gelände {terrain} (E7).</translation>
    </message>
    <message>
        <source>{event}: no train moves off {terrain} mileposts now (E7).</source>
        <translation>{event}: Jetzt fährt kein Zug von Meilensteinen im Gelände {terrain} herunter (E7).</translation>
    </message>
    <message>
        <source>{event}: no train moves into or in {country} now (E7).</source>
        <translation>{event}: Jetzt fährt kein Zug nach {country} hinein oder darin (E7).</translation>
    </message>
    <message>
        <source>{event}: no train moves out of or in {country} now (E7).</source>
        <translation>{event}: Jetzt fährt kein Zug aus {country} heraus oder darin (E7).</translation>
    </message>
    <message>
        <source>{event}: no loads may be picked up here now (E8).</source>
        <translation>{event}: Hier darf jetzt nichts geladen werden (E8).</translation>
    </message>
    <message>
        <source>{event}: no loads may be delivered here now (E8).</source>
        <translation>{event}: Hier darf jetzt nichts abgeliefert werden (E8).</translation>
    </message>
    <message>
        <source>{event}: no track may be built to or from {terrain} mileposts now (E8).</source>
        <translation>{event}: Zu oder von Meilensteinen im Gelände {terrain} darf jetzt keine Strecke gebaut werden (E8).</translation>
    </message>
    <message>
        <source>{event}: the bridges over the {river} are washed away; they may be rebuilt once the card is discarded (E4).</source>
        <translation>{event}: Die Brücken über den {river} sind weggespült; sie dürfen erst wieder gebaut werden, wenn die Karte abgelegt ist (E4).</translation>
    </message>
    <message>
        <source>{event}: no track may be built in its area now (E8).</source>
        <translation>{event}: In seinem Gebiet darf jetzt keine Strecke gebaut werden (E8).</translation>
    </message>
    <message>
        <source>{event}: you drew it and may not build now (E8).</source>
        <translation>{event}: Du hast es gezogen und darfst jetzt nicht bauen (E8).</translation>
    </message>
    <message>
        <source>{event}: no player may exchange foremen now (E8).</source>
        <translation>{event}: Jetzt darf niemand den Foreman wechseln (E8).</translation>
    </message>
    <message>
        <source>{event}: no player may upgrade now (E8).</source>
        <translation>{event}: Jetzt darf niemand seine Lok aufwerten (E8).</translation>
    </message>
    <message>
        <source>{event}: nobody may build track now (E8).</source>
        <translation>{event}: Jetzt darf niemand Strecke bauen (E8).</translation>
    </message>
    <message>
        <source>{event}: no boarding now (E8).</source>
        <translation>{event}: Jetzt geht niemand an Bord (E8).</translation>
    </message>
    <message>
        <source>{event}: no landing now (E8).</source>
        <translation>{event}: Jetzt legt kein Schiff an (E8).</translation>
    </message>
    <message>
        <source>{event}: no sailing now (E8).</source>
        <translation>{event}: Jetzt segelt kein Schiff (E8).</translation>
    </message>
    <message>
        <source>First choose which load {event} takes: {goods} (E6).</source>
        <translation>Wähle zuerst, welche Ladung {event} nimmt: {goods} (E6).</translation>
    </message>
    <message>
        <source>No event is taking a load from you (E6).</source>
        <translation>Kein Ereignis nimmt dir eine Ladung (E6).</translation>
    </message>
    <message>
        <source>Choose one of the loads you carried when {event} was drawn: {goods} (E6).</source>
        <translation>Wähle eine der Ladungen, die du hattest, als {event} gezogen wurde: {goods} (E6).</translation>
    </message>
    <message>
        <source>{who} loses their {good} ({event}).</source>
        <translation>{who} verliert die Ladung {good} ({event}).</translation>
    </message>
    <message>
        <source>New game: {names}; {first} goes first.</source>
        <translation>Neues Spiel: {names}; {first} beginnt.</translation>
    </message>
    <message>
        <source>it was saved under rules edition 1, and since then the map has changed: Piggnytz is a small city (B8)</source>
        <translation>es wurde unter der Regelausgabe 1 gespeichert, und seitdem hat sich die Karte geändert: Piggnytz ist eine kleine Stadt (B8)</translation>
    </message>
    <message>
        <source>this game is for the map {saved}, not {map}</source>
        <translation>dieses Spiel ist für die Karte {saved}, nicht {map}</translation>
    </message>
    <message>
        <source>players must be a list of names</source>
        <translation>players muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <source>colors must be one number per player</source>
        <translation>colors muss eine Zahl je Spieler sein</translation>
    </message>
    <message>
        <source>the seed must be a whole number</source>
        <translation>der Startwert (seed) muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>the save does not say which rules edition it is played under</source>
        <translation>der Spielstand sagt nicht, unter welcher Regelausgabe er gespielt wird</translation>
    </message>
    <message>
        <source>Foreman draft</source>
        <translation>Foreman-Auswahl</translation>
    </message>
    <message>
        <source>Opening turn {turn}</source>
        <translation>Eröffnung, Spielzug {turn}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>drafting</source>
        <translation>wählt den Foreman</translation>
    </message>
    <message>
        <source>building</source>
        <translation>baut</translation>
    </message>
    <message>
        <source>operating</source>
        <translation>im Betrieb</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Action {n} of {total} · {round}</source>
        <translation>Aktion {n} von {total} · {round}</translation>
    </message>
    <message>
        <source>Trains move in the operating part of a turn (T1).</source>
        <translation>Züge fahren im Betriebsteil eines Spielzugs (T1).</translation>
    </message>
    <message>
        <source>Place your train on a city first (O5).</source>
        <translation>Setze zuerst deinen Zug auf eine Stadt (O5).</translation>
    </message>
    <message>
        <source>You discarded your hand instead of this turn (T2).</source>
        <translation>Du hast statt dieses Spielzugs deine Karten abgelegt (T2).</translation>
    </message>
    <message>
        <source>Your train is already on the board (O5).</source>
        <translation>Dein Zug steht schon auf dem Spielbrett (O5).</translation>
    </message>
    <message>
        <source>A train starts on a city milepost (small, medium or major) (O5).</source>
        <translation>Ein Zug beginnt auf dem Meilenstein einer Stadt (klein, mittel oder groß) (O5).</translation>
    </message>
    <message>
        <source>{who} places their train at {city}.</source>
        <translation>{who} setzt den Zug nach {city}.</translation>
    </message>
    <message>
        <source>{event}: no train crosses the magic link between {a} and {b} now; it still counts for winning (M7).</source>
        <translation>{event}: Jetzt fährt kein Zug über die magische Verbindung zwischen {a} und {b}; für den Sieg zählt sie weiter (M7).</translation>
    </message>
    <message>
        <source>Your train is on a ship: sail instead (P2).</source>
        <translation>Dein Zug ist auf einem Schiff: segle stattdessen (P2).</translation>
    </message>
    <message>
        <source>A move starts where the train stands (M1).</source>
        <translation>Eine Fahrt beginnt dort, wo der Zug steht (M1).</translation>
    </message>
    <message>
        <source>There is no track from {a} to {b} (M1).</source>
        <translation>Von {a} nach {b} führt keine Strecke (M1).</translation>
    </message>
    <message>
        <source>A train may reverse only at a city or a port (M3).</source>
        <translation>Ein Zug darf nur in einer Stadt oder einem Hafen umkehren (M3).</translation>
    </message>
    <message>
        <source>Your {loco} has no movement left to reach {milepost} (M1).</source>
        <translation>Deine {loco} hat keine Bewegungspunkte mehr, um {milepost} zu erreichen (M1).</translation>
    </message>
    <message>
        <source>Using {owner}&apos;s track costs {fee} GP, which you do not have (M5).</source>
        <translation>Die Strecke von {owner} zu benutzen kostet {fee} GP, die du nicht hast (M5).</translation>
    </message>
    <message>
        <source>Moving in the Underground costs a {bribe} GP bribe, which you do not have (M6).</source>
        <translation>Fahren im Untergrund kostet {bribe} GP Bestechungsgeld, die du nicht hast (M6).</translation>
    </message>
    <message>
        <source>That path leaves the map (M1).</source>
        <translation>Dieser Weg verlässt die Karte (M1).</translation>
    </message>
    <message>
        <source>Move at least one milepost (M1).</source>
        <translation>Fahre mindestens einen Meilenstein (M1).</translation>
    </message>
    <message>
        <source>{who} pays {owner} {fee} GP to use their track.</source>
        <translation>{who} zahlt {owner} {fee} GP für die Benutzung der Strecke.</translation>
    </message>
    <message>
        <source>{who} pays the Underground bribe.</source>
        <translation>{who} zahlt das Bestechungsgeld für den Untergrund.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n milepost(s) {where}.</source>
        <translation>
            <numerusform>{who} fährt %n Meilenstein {where}.</numerusform>
            <numerusform>{who} fährt %n Meilensteine {where}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loads are picked up in a city that supplies them (M8).</source>
        <translation>Geladen wird in einer Stadt, die die Ware anbietet (M8).</translation>
    </message>
    <message>
        <source>{city} does not supply {good} (M8).</source>
        <translation>{city} bietet {good} nicht an (M8).</translation>
    </message>
    <message>
        <source>Every {good} chip is on a train (C2).</source>
        <translation>Jeder Frachtchip {good} liegt auf einem Zug (C2).</translation>
    </message>
    <message>
        <source>Your {loco} carries {loads} loads and is full (M8).</source>
        <translation>Deine {loco} fasst {loads} Ladungen und ist voll (M8).</translation>
    </message>
    <message>
        <source>{who} picks up {good} at {city}.</source>
        <translation>{who} lädt {good} in {city}.</translation>
    </message>
    <message>
        <source>Loads are dropped in a city (M8).</source>
        <translation>Abgeladen wird in einer Stadt (M8).</translation>
    </message>
    <message>
        <source>{who} drops {good} at {city} (no payout).</source>
        <translation>{who} lädt {good} in {city} ab (ohne Auszahlung).</translation>
    </message>
    <message>
        <source>You carry no {good} ({rule}).</source>
        <translation>Du hast keine Ladung {good} ({rule}).</translation>
    </message>
    <message>
        <source>That demand card is not in your hand (M9).</source>
        <translation>Diese Auftragskarte hast du nicht auf der Hand (M9).</translation>
    </message>
    <message>
        <source>That card has no such demand (M9).</source>
        <translation>Diese Karte hat keinen solchen Auftrag (M9).</translation>
    </message>
    <message>
        <source>{good} for this demand goes to {city} (M9).</source>
        <translation>{good} für diesen Auftrag geht nach {city} (M9).</translation>
    </message>
    <message>
        <source>{who} delivers {good} to {city} for {payout} GP.</source>
        <translation>{who} liefert {good} nach {city} für {payout} GP.</translation>
    </message>
    <message>
        <source>{who} is done operating and may build.</source>
        <translation>{who} ist mit dem Betrieb fertig und darf bauen.</translation>
    </message>
    <message>
        <source>Your train has stopped for this turn (P1).</source>
        <translation>Dein Zug steht für diesen Spielzug still (P1).</translation>
    </message>
    <message>
        <source>The foreman draft is over (S4).</source>
        <translation>Die Foreman-Auswahl ist vorbei (S4).</translation>
    </message>
    <message>
        <source>In this deal you must keep one of your foreman cards (S4).</source>
        <translation>In dieser Runde musst du eine deiner Foreman-Karten behalten (S4).</translation>
    </message>
    <message>
        <source>Yours are the last cards left in this deal (nobody else kept one): keep one, so the draft ends (S4).</source>
        <translation>Deine Karten sind die letzten dieser Runde (niemand sonst hat eine behalten): Behalte eine, damit die Auswahl endet (S4).</translation>
    </message>
    <message>
        <source>Foreman card {card} was not dealt to you (S4).</source>
        <translation>Die Foreman-Karte {card} wurde dir nicht ausgeteilt (S4).</translation>
    </message>
    <message>
        <source>{who} keeps {foreman} ({kind}).</source>
        <translation>{who} behält {foreman} ({kind}).</translation>
    </message>
    <message>
        <source>{who} keeps no foreman for now.</source>
        <translation>{who} behält vorerst keinen Foreman.</translation>
    </message>
    <message>
        <source>The foreman cards are dealt again to the players without one.</source>
        <translation>Die Foreman-Karten werden an die Spieler ohne Foreman neu verteilt.</translation>
    </message>
    <message>
        <source>Every player has a foreman. The opening: three building turns.</source>
        <translation>Jeder Spieler hat einen Foreman. Die Eröffnung: drei Baurunden.</translation>
    </message>
    <message>
        <source>After upgrading more than one level this turn nothing else may be spent (F3).</source>
        <translation>Nach dem Aufwerten um mehr als eine Stufe darf in diesem Spielzug nichts anderes mehr ausgegeben werden (F3).</translation>
    </message>
    <message>
        <source>Track is built in the building phase (after operating) (T1).</source>
        <translation>Strecke wird in der Bauphase gebaut (nach dem Betrieb) (T1).</translation>
    </message>
    <message>
        <source>Draw at least one section (B1).</source>
        <translation>Zeichne mindestens einen Streckenabschnitt (B1).</translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n section(s) for {cost} GP.</source>
        <translation>
            <numerusform>{who} baut %n Streckenabschnitt für {cost} GP.</numerusform>
            <numerusform>{who} baut %n Streckenabschnitte für {cost} GP.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one change of foreman per turn (F2).</source>
        <translation>Nur ein Foreman-Wechsel pro Spielzug (F2).</translation>
    </message>
    <message>
        <source>The top card of the deck comes as it is; a card is named only when picking one (F2).</source>
        <translation>Die oberste Karte des Stapels kommt, wie sie ist; eine Karte wird nur genannt, wenn man sie aussucht (F2).</translation>
    </message>
    <message>
        <source>The top card of the discard pile comes as it is; a card is named only when picking one (F2).</source>
        <translation>Die oberste Karte des Ablagestapels kommt, wie sie ist; eine Karte wird nur genannt, wenn man sie aussucht (F2).</translation>
    </message>
    <message>
        <source>The foreman deck and discard pile are both empty (F2).</source>
        <translation>Foreman-Stapel und Ablagestapel sind beide leer (F2).</translation>
    </message>
    <message>
        <source>The foreman discard pile is empty (F2).</source>
        <translation>Der Foreman-Ablagestapel ist leer (F2).</translation>
    </message>
    <message>
        <source>Pick a foreman card from the deck or the discard pile (F2).</source>
        <translation>Suche eine Foreman-Karte aus dem Stapel oder dem Ablagestapel aus (F2).</translation>
    </message>
    <message>
        <source>Take the top card of the deck or the discard pile, or pick one (F2).</source>
        <translation>Nimm die oberste Karte des Stapels oder des Ablagestapels, oder suche eine aus (F2).</translation>
    </message>
    <message numerus="yes">
        <source>That costs {cost} GP; only %n GP of the building limit (is|are) left (B2).</source>
        <translation>
            <numerusform>Das kostet {cost} GP; von der Ausgabegrenze ist nur noch %n GP übrig (B2).</numerusform>
            <numerusform>Das kostet {cost} GP; von der Ausgabegrenze sind nur noch %n GP übrig (B2).</numerusform>
        </translation>
    </message>
    <message>
        <source>That costs {cost} GP and you have {cash} GP: no credit (B3).</source>
        <translation>Das kostet {cost} GP, und du hast {cash} GP: Kredit gibt es nicht (B3).</translation>
    </message>
    <message>
        <source>{who} changes foreman for {cost} GP: now {foreman} ({kind}).</source>
        <translation>{who} wechselt den Foreman für {cost} GP: jetzt {foreman} ({kind}).</translation>
    </message>
    <message>
        <source>There is no loco called {loco} (F3).</source>
        <translation>Es gibt keine Lok namens {loco} (F3).</translation>
    </message>
    <message>
        <source>The {new} is not a higher level than your {old} (F3).</source>
        <translation>Die {new} hat keine höhere Stufe als deine {old} (F3).</translation>
    </message>
    <message numerus="yes">
        <source>At most %n level(s) of upgrade in one turn (F3).</source>
        <translation>
            <numerusform>Höchstens %n Stufe Aufwertung pro Spielzug (F3).</numerusform>
            <numerusform>Höchstens %n Stufen Aufwertung pro Spielzug (F3).</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one level in one turn only if nothing else is spent (F3).</source>
        <translation>Mehr als eine Stufe in einem Spielzug nur, wenn sonst nichts ausgegeben wird (F3).</translation>
    </message>
    <message>
        <source>Every {loco} is taken (F3).</source>
        <translation>Jede {loco} ist vergeben (F3).</translation>
    </message>
    <message>
        <source>In this game (rules edition 1) the last load picked up is the one dropped; none is chosen (F3).</source>
        <translation>In diesem Spiel (Regelausgabe 1) wird die zuletzt geladene Ladung abgeladen; gewählt wird keine (F3).</translation>
    </message>
    <message>
        <source>All your loads fit on the {loco}: there is nothing to drop (F3).</source>
        <translation>Alle deine Ladungen passen auf die {loco}: Es gibt nichts abzuladen (F3).</translation>
    </message>
    <message>
        <source>The {loco} has room for {room} of your {loads} loads: drop some in a city first (F3).</source>
        <translation>Die {loco} hat Platz für {room} deiner {loads} Ladungen: Lade zuerst in einer Stadt etwas ab (F3).</translation>
    </message>
    <message>
        <source>The {loco} carries {room} loads: choose which of yours to drop: {goods} (F3).</source>
        <translation>Die {loco} fasst {room} Ladungen: Wähle, welche du abladen willst: {goods} (F3).</translation>
    </message>
    <message>
        <source>You carry no {good} to drop (F3).</source>
        <translation>Du hast keine Ladung {good} zum Abladen (F3).</translation>
    </message>
    <message>
        <source>{who} upgrades to the {loco} for {cost} GP.</source>
        <translation>{who} wertet für {cost} GP auf die {loco} auf.</translation>
    </message>
    <message>
        <source>{who} has room for {room} loads and drops {good}.</source>
        <translation>{who} hat Platz für {room} Ladungen und lädt {good} ab.</translation>
    </message>
    <message>
        <source>The hand is discarded at the start of a turn, instead of the turn (T2).</source>
        <translation>Die Karten werden zu Beginn eines Spielzugs abgelegt, statt des Spielzugs (T2).</translation>
    </message>
    <message>
        <source>You have already done something this turn; discarding replaces the whole turn (T2).</source>
        <translation>Du hast in diesem Spielzug schon etwas getan; das Ablegen ersetzt den ganzen Spielzug (T2).</translation>
    </message>
    <message>
        <source>{who} discards their hand and draws three new demand cards.</source>
        <translation>{who} legt die Karten ab und zieht drei neue Auftragskarten.</translation>
    </message>
    <message>
        <source>Finish operating first (end your movement), then build (T1).</source>
        <translation>Beende zuerst den Betrieb (deine Fahrt), dann baue (T1).</translation>
    </message>
    <message>
        <source>There is no turn to end now (T1).</source>
        <translation>Jetzt gibt es keinen Spielzug zu beenden (T1).</translation>
    </message>
    <message>
        <source>{who} builds nothing.</source>
        <translation>{who} baut nichts.</translation>
    </message>
    <message>
        <source>{who} has linked {majors} major cities with {cash} GP or more: the round is played out (V2).</source>
        <translation>{who} hat {majors} Großstädte verbunden und {cash} GP oder mehr: Die Runde wird zu Ende gespielt (V2).</translation>
    </message>
    <message>
        <source>{who} loses this turn.</source>
        <translation>{who} setzt diesen Spielzug aus.</translation>
    </message>
    <message>
        <source>{who}&apos;s turn.</source>
        <translation>{who} ist am Zug.</translation>
    </message>
    <message>
        <source>Opening turn {turn}.</source>
        <translation>Eröffnung, Spielzug {turn}.</translation>
    </message>
    <message>
        <source>The opening is over: place your trains and run them (O5).</source>
        <translation>Die Eröffnung ist vorbei: Setzt eure Züge ein und fahrt los (O5).</translation>
    </message>
    <message>
        <source>{who} wins with {cash} GP and {majors} major cities linked!</source>
        <translation>{who} gewinnt mit {cash} GP und {majors} verbundenen Großstädten!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>{names} tie with {cash} GP: play goes on to {target} GP.</source>
        <translation>{names} liegen mit {cash} GP gleichauf: Es wird bis {target} GP weitergespielt.</translation>
    </message>
    <message>
        <source>Iron Dragon is for {fewest} to {most} players, not {count}.</source>
        <translation>Iron Dragon ist für {fewest} bis {most} Spieler, nicht {count}.</translation>
    </message>
    <message>
        <source>Every player needs a name of their own.</source>
        <translation>Jeder Spieler braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Ships are drawn, boarded and sailed in the operating part of a turn (P1).</source>
        <translation>Schiffe werden im Betriebsteil eines Spielzugs gezogen, bestiegen und gesegelt (P1).</translation>
    </message>
    <message>
        <source>the {ship} (fee {fee} GP, {speed} sea points)</source>
        <translation>die {ship} (Gebühr {fee} GP, {speed} Seepunkte)</translation>
    </message>
    <message>
        <source>Ships are drawn at a port milepost (P1).</source>
        <translation>Schiffe werden an einem Hafen-Meilenstein gezogen (P1).</translation>
    </message>
    <message>
        <source>Board one of the ships drawn, or refuse them, first (P1).</source>
        <translation>Geh zuerst an Bord eines der gezogenen Schiffe, oder lehne sie ab (P1).</translation>
    </message>
    <message>
        <source>At most one ship draw per port in a turn (P1).</source>
        <translation>Höchstens ein Schiffsziehen pro Hafen in einem Spielzug (P1).</translation>
    </message>
    <message>
        <source>Every ship card is in use (C5).</source>
        <translation>Jede Schiffskarte ist in Gebrauch (C5).</translation>
    </message>
    <message>
        <source>{who} draws {ships} at the port of {port}.</source>
        <translation>{who} zieht im Hafen von {port}: {ships}.</translation>
    </message>
    <message>
        <source>Your train is on a ship already (P1).</source>
        <translation>Dein Zug ist schon auf einem Schiff (P1).</translation>
    </message>
    <message>
        <source>Draw a ship at this port first; a ship refused or left behind cannot be claimed later (P1).</source>
        <translation>Ziehe zuerst in diesem Hafen ein Schiff; ein abgelehntes oder zurückgelassenes Schiff kann man später nicht mehr nehmen (P1).</translation>
    </message>
    <message>
        <source>The {ship} is not among the ships you drew (P1).</source>
        <translation>Die {ship} ist nicht unter den Schiffen, die du gezogen hast (P1).</translation>
    </message>
    <message>
        <source>The {ship} costs {fee} GP to board and you have {cash} GP: no credit (P1).</source>
        <translation>An Bord der {ship} zu gehen kostet {fee} GP, und du hast {cash} GP: Kredit gibt es nicht (P1).</translation>
    </message>
    <message>
        <source>{who} boards the {ship} for {fee} GP; it sails next turn.</source>
        <translation>{who} geht für {fee} GP an Bord der {ship}; sie segelt im nächsten Spielzug.</translation>
    </message>
    <message>
        <source>{who} boards the {ship} free of charge; it sails next turn.</source>
        <translation>{who} geht kostenlos an Bord der {ship}; sie segelt im nächsten Spielzug.</translation>
    </message>
    <message numerus="yes">
        <source>{ships} (goes|go) to the discard pile.</source>
        <translation>
            <numerusform>{ships} kommt auf den Ablagestapel.</numerusform>
            <numerusform>{ships} kommen auf den Ablagestapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no ship offer to refuse (P1).</source>
        <translation>Es gibt kein Schiffsangebot abzulehnen (P1).</translation>
    </message>
    <message numerus="yes">
        <source>{who} refuses {ships}; (it goes|they go) to the discard pile.</source>
        <translation>
            <numerusform>{who} lehnt {ships} ab; es kommt auf den Ablagestapel.</numerusform>
            <numerusform>{who} lehnt {ships} ab; sie kommen auf den Ablagestapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your train is not on a ship: draw and board one at a port (P1).</source>
        <translation>Dein Zug ist auf keinem Schiff: Ziehe in einem Hafen eines und geh an Bord (P1).</translation>
    </message>
    <message>
        <source>Your ship does not sail again this turn (it sails the turn after boarding) (P2).</source>
        <translation>Dein Schiff segelt in diesem Spielzug nicht mehr (es segelt im Spielzug nach dem An-Bord-Gehen) (P2).</translation>
    </message>
    <message>
        <source>Sail at least one sea point (P2).</source>
        <translation>Segle mindestens einen Seepunkt (P2).</translation>
    </message>
    <message>
        <source>A voyage starts where the ship is (P2).</source>
        <translation>Eine Fahrt beginnt dort, wo das Schiff ist (P2).</translation>
    </message>
    <message>
        <source>Reaching a port ends the ship&apos;s movement (P3).</source>
        <translation>Wer einen Hafen erreicht, beendet die Fahrt des Schiffs (P3).</translation>
    </message>
    <message>
        <source>From this port the ship puts out onto one of its sea points, not {milepost} (P2).</source>
        <translation>Aus diesem Hafen läuft das Schiff auf einen seiner Seepunkte aus, nicht nach {milepost} (P2).</translation>
    </message>
    <message>
        <source>{milepost} is not next to {other} (P2).</source>
        <translation>{milepost} liegt nicht neben {other} (P2).</translation>
    </message>
    <message>
        <source>A ship sails from sea point to sea point and lands only at a port, not {milepost} (P2).</source>
        <translation>Ein Schiff segelt von Seepunkt zu Seepunkt und legt nur in einem Hafen an, nicht in {milepost} (P2).</translation>
    </message>
    <message>
        <source>The {ship} sails {speed} sea points a turn and has none left to reach {milepost} (P2).</source>
        <translation>Die {ship} segelt {speed} Seepunkte pro Spielzug und hat keine mehr übrig, um {milepost} zu erreichen (P2).</translation>
    </message>
    <message>
        <source>That voyage leaves the map (P2).</source>
        <translation>Diese Fahrt verlässt die Karte (P2).</translation>
    </message>
    <message numerus="yes">
        <source>{who} sails the {ship} %n sea point(s) ({left} left this turn).</source>
        <translation>
            <numerusform>{who} segelt die {ship} %n Seepunkt weit (noch {left} in diesem Spielzug).</numerusform>
            <numerusform>{who} segelt die {ship} %n Seepunkte weit (noch {left} in diesem Spielzug).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} sails the {ship} %n sea point(s) and lands at the port of {port}; the train moves on next turn.</source>
        <translation>
            <numerusform>{who} segelt die {ship} %n Seepunkt weit und legt im Hafen von {port} an; der Zug fährt im nächsten Spielzug weiter.</numerusform>
            <numerusform>{who} segelt die {ship} %n Seepunkte weit und legt im Hafen von {port} an; der Zug fährt im nächsten Spielzug weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>the open sea</source>
        <translation>die offene See</translation>
    </message>
    <message>
        <source>open country (Underground)</source>
        <translation>freies Land (Untergrund)</translation>
    </message>
    <message>
        <source>open country</source>
        <translation>freies Land</translation>
    </message>
    <message numerus="yes">
        <source>%n sea point(s) off {city}</source>
        <translation>
            <numerusform>%n Seepunkt vor {city}</numerusform>
            <numerusform>%n Seepunkte vor {city}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n milepost(s) from {city} (Underground)</source>
        <translation>
            <numerusform>%n Meilenstein von {city} entfernt (Untergrund)</numerusform>
            <numerusform>%n Meilensteine von {city} entfernt (Untergrund)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n milepost(s) from {city}</source>
        <translation>
            <numerusform>%n Meilenstein von {city} entfernt</numerusform>
            <numerusform>%n Meilensteine von {city} entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>to {city}</source>
        <translation>nach {city}</translation>
    </message>
    <message>
        <source>and stops {place}</source>
        <translation>und hält {place}</translation>
    </message>
    <message>
        <source>{count} {good}</source>
        <translation>{count} {good}</translation>
    </message>
    <message>
        <source>{goods} and {good}</source>
        <translation>{goods} und {good}</translation>
    </message>
    <message>
        <source>the port {place}</source>
        <translation>der Hafen {place}</translation>
    </message>
    <message>
        <source>Ale</source>
        <translation>Bier</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstungen</translation>
    </message>
    <message>
        <source>Arms</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Cattle</source>
        <translation>Vieh</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>Dragons</source>
        <translation>Drachen</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fisch</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Früchte</translation>
    </message>
    <message>
        <source>Furs</source>
        <translation>Pelze</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Edelsteine</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Hops</source>
        <translation>Hopfen</translation>
    </message>
    <message>
        <source>Iron</source>
        <translation>Eisen</translation>
    </message>
    <message>
        <source>Ivory</source>
        <translation>Elfenbein</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation>Schmuck</translation>
    </message>
    <message>
        <source>Lumber</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Pilgrims</source>
        <translation>Pilger</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Pfeifentabak</translation>
    </message>
    <message>
        <source>Potions</source>
        <translation>Zaubertränke</translation>
    </message>
    <message>
        <source>Sheep</source>
        <translation>Schafe</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Zauberschriftrollen</translation>
    </message>
    <message>
        <source>Spice</source>
        <translation>Gewürze</translation>
    </message>
    <message>
        <source>Steel</source>
        <translation>Stahl</translation>
    </message>
    <message>
        <source>Wands</source>
        <translation>Zauberstäbe</translation>
    </message>
    <message>
        <source>Wheat</source>
        <translation>Weizen</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>Catman</source>
        <translation>Katzenmensch</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Zwerg</translation>
    </message>
    <message>
        <source>Elf/Half-Elf</source>
        <translation>Elf/Halbelf</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Orc</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Troll</translation>
    </message>
    <message>
        <source>Wee Folk</source>
        <translation>Wee Folk</translation>
    </message>
    <message>
        <source>Sea point</source>
        <translation>Seepunkt</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <source>Alpine</source>
        <translation>Hochgebirge</translation>
    </message>
    <message>
        <source>Volcano</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>Underground rock</source>
        <translation>Untergrund-Fels</translation>
    </message>
    <message>
        <source>Tunnel entrance</source>
        <translation>Tunneleingang</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Small city</source>
        <translation>Kleine Stadt</translation>
    </message>
    <message>
        <source>Medium city</source>
        <translation>Mittlere Stadt</translation>
    </message>
    <message>
        <source>Major city</source>
        <translation>Großstadt</translation>
    </message>
    <message>
        <source>Lake (no milepost)</source>
        <translation>See (kein Meilenstein)</translation>
    </message>
    <message>
        <source>Land without a milepost</source>
        <translation>Land ohne Meilenstein</translation>
    </message>
    <message>
        <source>Milepost</source>
        <translation>Meilenstein</translation>
    </message>
    <message>
        <source>GP to build to it</source>
        <translation>GP, um dorthin zu bauen</translation>
    </message>
    <message>
        <source>Crossing a river</source>
        <translation>Fluss überqueren</translation>
    </message>
    <message>
        <source>Crossing an ocean inlet</source>
        <translation>Meeresbucht überqueren</translation>
    </message>
    <message>
        <source>Loco</source>
        <translation>Lok</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Half rate</source>
        <translation>Halbe Geschwindigkeit</translation>
    </message>
    <message>
        <source>Loads</source>
        <translation>Ladungen</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Fee (GP)</source>
        <translation>Gebühr (GP)</translation>
    </message>
    <message>
        <source>Speed (sea points)</source>
        <translation>Tempo (Seepunkte)</translation>
    </message>
    <message>
        <source>Foreman</source>
        <translation>Foreman</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>What he does</source>
        <translation>Was er tut</translation>
    </message>
    <message>
        <source>once, when drawn</source>
        <translation>einmal, beim Ziehen</translation>
    </message>
    <message>
        <source>until the drawer&apos;s next turn ends</source>
        <translation>bis zum Ende des nächsten Spielzugs dessen, der sie zog</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>für den Rest des Spiels</translation>
    </message>
    <message>
        <source>rulebook deck</source>
        <translation>Stapel des Regelhefts</translation>
    </message>
    <message>
        <source>classic deck</source>
        <translation>klassischer Stapel</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was es bewirkt</translation>
    </message>
    <message>
        <source>an Iron Dragon saved game</source>
        <translation>ein Spielstand von Iron Dragon</translation>
    </message>
    <message>
        <source>map must be a map id, not {value}</source>
        <translation>map muss eine Karten-ID sein, nicht {value}</translation>
    </message>
    <message>
        <source>players must be a list of {fewest} to 6 names, not {value}</source>
        <translation>players muss eine Liste von {fewest} bis 6 Namen sein, nicht {value}</translation>
    </message>
    <message>
        <source>player {n} needs a name of 1 to {most} characters, not {value}</source>
        <translation>Spieler {n} braucht einen Namen aus 1 bis {most} Zeichen, nicht {value}</translation>
    </message>
    <message>
        <source>colors must be one number per player, not {value}</source>
        <translation>colors muss eine Zahl je Spieler sein, nicht {value}</translation>
    </message>
    <message>
        <source>a colour must be a number from 0 to {most}, not {value}</source>
        <translation>eine Farbe muss eine Zahl von 0 bis {most} sein, nicht {value}</translation>
    </message>
    <message>
        <source>the seed must be a whole number, not {value}</source>
        <translation>der Startwert (seed) muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>options must be a table of rule options, not {value}</source>
        <translation>options muss eine Tabelle von Regeloptionen sein, nicht {value}</translation>
    </message>
    <message>
        <source>rule options: {error}</source>
        <translation>Regeloptionen: {error}</translation>
    </message>
    <message>
        <source>saved game version {version} cannot be read; this program reads versions {versions}</source>
        <translation>die Spielstand-Version {version} kann nicht gelesen werden; dieses Programm liest die Versionen {versions}</translation>
    </message>
    <message>
        <source>a version-1 save names no rules edition, but this one has &apos;rules&apos;</source>
        <translation>ein Spielstand der Version 1 nennt keine Regelausgabe, aber dieser hat &apos;rules&apos;</translation>
    </message>
    <message>
        <source>missing field &apos;rules&apos; (the rules edition the game is played under)</source>
        <translation>das Feld &apos;rules&apos; fehlt (die Regelausgabe, unter der das Spiel gespielt wird)</translation>
    </message>
</context>
<context>
    <name>IronDragonTable</name>
    <message>
        <source>No legal way to build there from the start of this stroke.</source>
        <translation>Vom Anfang dieses Strichs führt kein erlaubter Weg dorthin.</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) pending ({cost} GP): Enter builds, Backspace takes one back, Esc drops them.</source>
        <translation>
            <numerusform>%n Abschnitt vorgemerkt ({cost} GP): Enter baut, Rücktaste nimmt einen zurück, Esc verwirft sie.</numerusform>
            <numerusform>%n Abschnitte vorgemerkt ({cost} GP): Enter baut, Rücktaste nimmt einen zurück, Esc verwirft sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) not kept: {reason}</source>
        <translation>
            <numerusform>%n Abschnitt nicht behalten: {reason}</numerusform>
            <numerusform>%n Abschnitte nicht behalten: {reason}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) kept ({cost} GP)</source>
        <translation>
            <numerusform>%n Abschnitt behalten ({cost} GP)</numerusform>
            <numerusform>%n Abschnitte behalten ({cost} GP)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) kept from {place} ({cost} GP)</source>
        <translation>
            <numerusform>%n Abschnitt ab {place} behalten ({cost} GP)</numerusform>
            <numerusform>%n Abschnitte ab {place} behalten ({cost} GP)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) kept starting {place} ({cost} GP)</source>
        <translation>
            <numerusform>%n Abschnitt behalten, beginnend {place} ({cost} GP)</numerusform>
            <numerusform>%n Abschnitte behalten, beginnend {place} ({cost} GP)</numerusform>
        </translation>
    </message>
    <message>
        <source>{kept}; {dropped} not kept: {reason}</source>
        <translation>{kept}; {dropped} nicht behalten: {reason}</translation>
    </message>
    <message>
        <source>No pending section to take back.</source>
        <translation>Kein vorgemerkter Abschnitt zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Past this turn&apos;s budget.</source>
        <translation>Über dem Budget dieses Spielzugs.</translation>
    </message>
    <message>
        <source>{linked} of 8 major cities</source>
        <translation>{linked} von 8 Großstädten</translation>
    </message>
    <message>
        <source>{amount} GP</source>
        <translation>{amount} GP</translation>
    </message>
    <message>
        <source>loads {goods}</source>
        <translation>Ladungen {goods}</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>{board}: the final position ({who} wins)</source>
        <translation>{board}: die Endstellung ({who} gewinnt)</translation>
    </message>
    <message>
        <source>{board}: after all {total} actions ({round})</source>
        <translation>{board}: nach allen {total} Aktionen ({round})</translation>
    </message>
    <message>
        <source>{board}: after action {n} of {total} ({round})</source>
        <translation>{board}: nach Aktion {n} von {total} ({round})</translation>
    </message>
    <message>
        <source>UNDERGROUND</source>
        <translation>UNTERGRUND</translation>
    </message>
    <message>
        <source>{tunnel} tunnel</source>
        <translation>TUNNEL {tunnel}</translation>
    </message>
    <message>
        <source>TERRAIN KEY</source>
        <translation>GELÄNDE</translation>
    </message>
    <message>
        <source>GOODS</source>
        <translation>WAREN</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>verboten</translation>
    </message>
    <message>
        <source>River crossing</source>
        <translation>Fluss überqueren</translation>
    </message>
    <message>
        <source>+{amount} GP</source>
        <translation>+{amount} GP</translation>
    </message>
    <message>
        <source>Ocean inlet</source>
        <translation>Meeresbucht</translation>
    </message>
    <message>
        <source>Lose {good}</source>
        <translation>{good} verlieren</translation>
    </message>
    <message>
        <source>An event takes one of your loads</source>
        <translation>Ein Ereignis nimmt dir eine Ladung</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Spielzug beenden</translation>
    </message>
    <message>
        <source>Done building: the next player&apos;s turn</source>
        <translation>Fertig gebaut: der nächste Spieler ist am Zug</translation>
    </message>
    <message>
        <source>Build the pending track (Enter) or drop it (Esc) first</source>
        <translation>Baue zuerst die vorgemerkte Strecke (Enter) oder verwirf sie (Esc)</translation>
    </message>
    <message>
        <source>Discard hand</source>
        <translation>Karten ablegen</translation>
    </message>
    <message>
        <source>Instead of building (O4)</source>
        <translation>Statt zu bauen (O4)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last action this turn (Ctrl+Z); not past a card draw</source>
        <translation>Nimm deine letzte Aktion dieses Spielzugs zurück (Strg+Z); nicht über ein Kartenziehen hinweg</translation>
    </message>
    <message>
        <source>Suggest a plan</source>
        <translation>Plan vorschlagen</translation>
    </message>
    <message>
        <source>The three best trips for your cards, their track and the train&apos;s way (Ctrl+I)</source>
        <translation>Die drei besten Fahrten für deine Karten, ihre Strecke und der Weg des Zugs (Strg+I)</translation>
    </message>
    <message>
        <source>Build ({cost} GP)</source>
        <translation>Bauen ({cost} GP)</translation>
    </message>
    <message numerus="yes">
        <source>Build the %n pending section(s), {cost} GP (Enter)</source>
        <translation>
            <numerusform>Den %n vorgemerkten Abschnitt bauen, {cost} GP (Enter)</numerusform>
            <numerusform>Die %n vorgemerkten Abschnitte bauen, {cost} GP (Enter)</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back one</source>
        <translation>Einen zurück</translation>
    </message>
    <message>
        <source>Take back the last pending section (Backspace)</source>
        <translation>Den letzten vorgemerkten Abschnitt zurücknehmen (Rücktaste)</translation>
    </message>
    <message>
        <source>Drop all</source>
        <translation>Alle verwerfen</translation>
    </message>
    <message>
        <source>Drop all the pending sections (Esc)</source>
        <translation>Alle vorgemerkten Abschnitte verwerfen (Esc)</translation>
    </message>
    <message>
        <source>End operations</source>
        <translation>Betrieb beenden</translation>
    </message>
    <message>
        <source>Done moving and delivering: on to building</source>
        <translation>Fertig mit Fahren und Liefern: weiter zum Bauen</translation>
    </message>
    <message>
        <source>Instead of this turn (T2)</source>
        <translation>Statt dieses Spielzugs (T2)</translation>
    </message>
    <message>
        <source>Draw a ship</source>
        <translation>Schiff ziehen</translation>
    </message>
    <message>
        <source>Hire a ship at this port (P1)</source>
        <translation>In diesem Hafen ein Schiff anheuern (P1)</translation>
    </message>
    <message>
        <source>Board {ship}</source>
        <translation>An Bord: {ship}</translation>
    </message>
    <message>
        <source>{fee} GP, {speed} sea points</source>
        <translation>{fee} GP, {speed} Seepunkte</translation>
    </message>
    <message>
        <source>Refuse the ship</source>
        <translation>Schiff ablehnen</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Pick up {good}</source>
        <translation>{good} laden</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Abladen</translation>
    </message>
    <message>
        <source>Drop {good} (no payout, M8)</source>
        <translation>{good} abladen (ohne Auszahlung, M8)</translation>
    </message>
    <message>
        <source>Nothing of this can be done now</source>
        <translation>Davon ist jetzt nichts möglich</translation>
    </message>
    <message>
        <source>{loco}: speed {speed}, {loads} loads</source>
        <translation>{loco}: Tempo {speed}, {loads} Ladungen</translation>
    </message>
    <message>
        <source>{loco} (drop a load)</source>
        <translation>{loco} (eine Ladung abladen)</translation>
    </message>
    <message>
        <source>Upgrade loco</source>
        <translation>Lok aufwerten</translation>
    </message>
    <message>
        <source>The {loco} has fewer load spaces.
Which load do you drop?</source>
        <translation>Die {loco} hat weniger Ladeplätze.
Welche Ladung lädst du ab?</translation>
    </message>
    <message>
        <source>Top of the foreman deck ({cost} GP)</source>
        <translation>Oberste Karte des Foreman-Stapels ({cost} GP)</translation>
    </message>
    <message>
        <source>Top of the discard pile ({cost} GP)</source>
        <translation>Oberste Karte des Ablagestapels ({cost} GP)</translation>
    </message>
    <message>
        <source>Pick {foreman} ({kind}) ({cost} GP)</source>
        <translation>{foreman} aussuchen ({kind}) ({cost} GP)</translation>
    </message>
    <message>
        <source>Change foreman</source>
        <translation>Neuer Foreman</translation>
    </message>
    <message>
        <source>The ship cannot sail there.</source>
        <translation>Dorthin kann das Schiff nicht segeln.</translation>
    </message>
    <message numerus="yes">
        <source>Sail %n sea point(s). Click again (or Enter) to sail.</source>
        <translation>
            <numerusform>%n Seepunkt segeln. Zum Segeln noch einmal klicken (oder Enter).</numerusform>
            <numerusform>%n Seepunkte segeln. Zum Segeln noch einmal klicken (oder Enter).</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan track to a city</source>
        <translation>Strecke zu einer Stadt planen</translation>
    </message>
    <message>
        <source>Move to a city</source>
        <translation>Zu einer Stadt fahren</translation>
    </message>
    <message>
        <source>City:</source>
        <translation>Stadt:</translation>
    </message>
    <message>
        <source>{city} has no port the ship can reach.</source>
        <translation>{city} hat keinen Hafen, den das Schiff erreichen kann.</translation>
    </message>
    <message numerus="yes">
        <source>Sail %n sea point(s) to {city}. Enter to sail.</source>
        <translation>
            <numerusform>%n Seepunkt nach {city} segeln. Enter zum Segeln.</numerusform>
            <numerusform>%n Seepunkte nach {city} segeln. Enter zum Segeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nirgends</translation>
    </message>
    <message>
        <source>from {places}</source>
        <translation>aus {places}</translation>
    </message>
    <message>
        <source>{good} to {city} pays {payout} GP.
Picked up at (mileposts from your train, as the crow flies): {places}.
Hover to see them on the board.</source>
        <translation>{good} nach {city} bringt {payout} GP.
Zu laden in (Meilensteine von deinem Zug, Luftlinie): {places}.
Zeig mit der Maus darauf, um sie auf dem Spielbrett zu sehen.</translation>
    </message>
    <message>
        <source>Demand card {number}: one of its three demands may be delivered</source>
        <translation>Auftragskarte {number}: einer ihrer drei Aufträge kann geliefert werden</translation>
    </message>
    <message>
        <source>Deliver {good} here for the payout (M9)</source>
        <translation>{good} hier für die Auszahlung liefern (M9)</translation>
    </message>
    <message>
        <source>Deliver</source>
        <translation>Abliefern</translation>
    </message>
    <message>
        <source>Load {good} here (M8)</source>
        <translation>{good} hier laden (M8)</translation>
    </message>
    <message>
        <source>{who}&apos;s demand cards</source>
        <translation>Auftragskarten von {who}</translation>
    </message>
    <message>
        <source>No demand cards.</source>
        <translation>Keine Auftragskarten.</translation>
    </message>
    <message>
        <source>Cannot build on the surface at all.</source>
        <translation>Kann an der Oberfläche gar nicht bauen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose your foreman&lt;/b&gt;&lt;br&gt;&lt;small&gt;Keep one of the cards dealt to you, or none and take your chance in the next deal (S4). A foreman makes some building cheaper.&lt;/small&gt;</source>
        <translation>&lt;b&gt;Wähle deinen Foreman&lt;/b&gt;&lt;br&gt;&lt;small&gt;Behalte eine der Karten, die du bekommen hast, oder keine und versuche dein Glück in der nächsten Runde (S4). Ein Foreman macht manches Bauen billiger.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Keep {foreman}, {kind}: {ability}</source>
        <translation>{foreman} behalten, {kind}: {ability}</translation>
    </message>
    <message>
        <source>Keep {foreman}</source>
        <translation>{foreman} behalten</translation>
    </message>
    <message>
        <source>Keep none and wait for the next deal</source>
        <translation>Keinen behalten, auf die nächste Runde warten</translation>
    </message>
    <message>
        <source>Give the cards back; you get others in the next deal</source>
        <translation>Gib die Karten zurück; in der nächsten Runde bekommst du andere</translation>
    </message>
    <message>
        <source>Your demand cards: choose a foreman that suits them</source>
        <translation>Deine Auftragskarten: Wähle einen Foreman, der zu ihnen passt</translation>
    </message>
    <message>
        <source>Money is private until the War Tax: the table stays hidden until the next player is at the screen.</source>
        <translation>Bis zur War Tax ist das Geld geheim: Der Tisch bleibt verdeckt, bis der nächste Spieler am Bildschirm ist.</translation>
    </message>
    <message>
        <source>Click again (or Enter)</source>
        <translation>Noch einmal klicken (oder Enter)</translation>
    </message>
    <message>
        <source>Shift+click again (or Enter)</source>
        <translation>Noch einmal Umschalt+Klick (oder Enter)</translation>
    </message>
    <message>
        <source>Shift+click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <source>click</source>
        <translation>Klick</translation>
    </message>
    <message numerus="yes">
        <source>%n more turn(s)</source>
        <translation>
            <numerusform>noch %n Spielzug</numerusform>
            <numerusform>noch %n Spielzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dest} is %n milepost(s) away</source>
        <translation>
            <numerusform>{dest} ist %n Meilenstein entfernt</numerusform>
            <numerusform>{dest} ist %n Meilensteine entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n milepost(s)</source>
        <translation>
            <numerusform>%n Meilenstein fahren</numerusform>
            <numerusform>%n Meilensteine fahren</numerusform>
        </translation>
    </message>
    <message>
        <source>to go</source>
        <translation>zum Fahren</translation>
    </message>
    <message>
        <source>{away}: this turn the train gets to {short} short of it, {at}{paid}; {more}.</source>
        <translation>{away}: In diesem Spielzug kommt der Zug bis {short} davor, {at}{paid}; {more}.</translation>
    </message>
    <message numerus="yes">
        <source>%n milepost(s)</source>
        <translation>
            <numerusform>%n Meilenstein</numerusform>
            <numerusform>%n Meilensteine</numerusform>
        </translation>
    </message>
    <message>
        <source>to go as far as {city}</source>
        <translation>um bis {city} zu fahren</translation>
    </message>
    <message>
        <source>to go that far</source>
        <translation>um so weit zu fahren</translation>
    </message>
    <message>
        <source>Release {go}.</source>
        <translation>Loslassen {go}.</translation>
    </message>
    <message>
        <source>{how} {go}.</source>
        <translation>{how} {go}.</translation>
    </message>
    <message>
        <source>{away}: your train has no movement left this turn; {more}.</source>
        <translation>{away}: Dein Zug hat in diesem Spielzug keine Bewegungspunkte mehr; {more}.</translation>
    </message>
    <message numerus="yes">
        <source>%n milepost(s) shorter</source>
        <translation>
            <numerusform>%n Meilenstein kürzer</numerusform>
            <numerusform>%n Meilensteine kürzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n milepost(s) longer</source>
        <translation>
            <numerusform>%n Meilenstein länger</numerusform>
            <numerusform>%n Meilensteine länger</numerusform>
        </translation>
    </message>
    <message>
        <source>over {whose} track for {fee} GP</source>
        <translation>über die Strecke {whose} für {fee} GP</translation>
    </message>
    <message>
        <source>without fees</source>
        <translation>ohne Gebühren</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) sooner</source>
        <translation>
            <numerusform>%n Spielzug früher</numerusform>
            <numerusform>%n Spielzüge früher</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} {how}{turns}: {key}.</source>
        <translation>{length} {how}{turns}: {key}.</translation>
    </message>
    <message>
        <source>{who}&apos;s</source>
        <translation>von {who}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>{fee} GP each to {names} for their track</source>
        <translation>je {fee} GP an {names} für die Strecke</translation>
    </message>
    <message>
        <source>{bribe} GP Underground bribe</source>
        <translation>{bribe} GP Bestechungsgeld für den Untergrund</translation>
    </message>
    <message>
        <source>at {city}</source>
        <translation>in {city}</translation>
    </message>
    <message>
        <source>Players in turn order (clockwise)</source>
        <translation>Spieler in Zugreihenfolge (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purpur</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Hand-over screen between people (money stays private, S6)</source>
        <translation>Übergabebildschirm zwischen Personen (das Geld bleibt geheim, S6)</translation>
    </message>
    <message>
        <source>Hides the table until the next person clicks; turn it off for an open game</source>
        <translation>Verdeckt den Tisch, bis die nächste Person klickt; für ein offenes Spiel ausschalten</translation>
    </message>
    <message>
        <source>Rulebook: 20 event cards</source>
        <translation>Regelheft: 20 Ereigniskarten</translation>
    </message>
    <message>
        <source>Classic: 26 event cards</source>
        <translation>Klassisch: 26 Ereigniskarten</translation>
    </message>
    <message>
        <source>Until the drawer&apos;s next turn ends, like other events (FAQ)</source>
        <translation>Bis zum Ende des nächsten Spielzugs dessen, der sie zog, wie andere Ereignisse (FAQ)</translation>
    </message>
    <message>
        <source>Until the next Wizard&apos;s Strike (tournament)</source>
        <translation>Bis zum nächsten Wizards Strike (Turnier)</translation>
    </message>
    <message>
        <source>For the rest of the game (the card&apos;s text)</source>
        <translation>Für den Rest des Spiels (der Text der Karte)</translation>
    </message>
    <message>
        <source> GP</source>
        <translation> GP</translation>
    </message>
    <message>
        <source>Foreman draft</source>
        <translation>Foreman-Auswahl</translation>
    </message>
    <message>
        <source>Opening: building</source>
        <translation>Eröffnung: Bauen</translation>
    </message>
    <message>
        <source>Operating</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bauphase</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Keep one of the foreman cards dealt to you.</source>
        <translation>Behalte eine der Foreman-Karten, die du bekommen hast.</translation>
    </message>
    <message>
        <source>Drag from a major city or your track to build; Build or Enter builds it (up to {limit} GP).</source>
        <translation>Ziehe von einer Großstadt oder deiner Strecke aus, um zu bauen; Bauen oder Enter baut (bis {limit} GP).</translation>
    </message>
    <message>
        <source>Click a city to place your train.</source>
        <translation>Klicke eine Stadt an, um deinen Zug einzusetzen.</translation>
    </message>
    <message numerus="yes">
        <source>Click where to go (%n milepost(s) left), click again to move.</source>
        <translation>
            <numerusform>Klicke das Ziel an (noch %n Meilenstein), noch einmal klicken zum Fahren.</numerusform>
            <numerusform>Klicke das Ziel an (noch %n Meilensteine), noch einmal klicken zum Fahren.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} wins!</source>
        <translation>{who} gewinnt!</translation>
    </message>
    <message>
        <source>Opening turn {turn} of {turns}</source>
        <translation>Eröffnung, Spielzug {turn} von {turns}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>{who} is thinking…</source>
        <translation>{who} denkt nach…</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>für den Rest des Spiels</translation>
    </message>
    <message>
        <source>until the end of {who}&apos;s next turn</source>
        <translation>bis zum Ende des nächsten Spielzugs von {who}</translation>
    </message>
    <message>
        <source>&lt;b&gt;In effect&lt;/b&gt; (hatched on the board)</source>
        <translation>&lt;b&gt;In Kraft&lt;/b&gt; (auf dem Spielbrett schraffiert)</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Suggested plans</source>
        <translation>Vorgeschlagene Pläne</translation>
    </message>
    <message>
        <source>{who}&apos;s turn: pass the mouse to {who}.</source>
        <translation>{who} ist am Zug: Gib die Maus an {who} weiter.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Wait: {who} is playing.</source>
        <translation>Warte: {who} spielt.</translation>
    </message>
    <message>
        <source>{who} must click to show the table first.</source>
        <translation>{who} muss zuerst klicken, um den Tisch aufzudecken.</translation>
    </message>
    <message>
        <source>Nothing to undo this turn (not past a card draw).</source>
        <translation>In diesem Spielzug gibt es nichts zurückzunehmen (nicht über ein Kartenziehen hinweg).</translation>
    </message>
    <message>
        <source>{cost} GP · {left} GP left</source>
        <translation>{cost} GP · noch {left} GP</translation>
    </message>
    <message>
        <source>The plans are being worked out.</source>
        <translation>Die Pläne werden ausgearbeitet.</translation>
    </message>
    <message>
        <source>The plans were for another turn: ask again (Ctrl+I).</source>
        <translation>Die Pläne waren für einen anderen Spielzug: Frag noch einmal (Strg+I).</translation>
    </message>
    <message>
        <source>No plan: {error}</source>
        <translation>Kein Plan: {error}</translation>
    </message>
    <message>
        <source>The game moved on while the plans were worked out: ask again (Ctrl+I).</source>
        <translation>Das Spiel ging weiter, während die Pläne ausgearbeitet wurden: Frag noch einmal (Strg+I).</translation>
    </message>
    <message>
        <source>Track is drawn in the building phase: end operations first.</source>
        <translation>Strecke wird in der Bauphase gezeichnet: Beende zuerst den Betrieb.</translation>
    </message>
    <message>
        <source>{added} of the plan&apos;s sections pending ({cost} GP). Enter builds them, Esc drops them.</source>
        <translation>{added} Abschnitte des Plans vorgemerkt ({cost} GP). Enter baut sie, Esc verwirft sie.</translation>
    </message>
    <message>
        <source>Then: {reason}</source>
        <translation>Dann: {reason}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message numerus="yes">
        <source>loses %n turn(s)</source>
        <translation>
            <numerusform>setzt %n Spielzug aus</numerusform>
            <numerusform>setzt %n Spielzüge aus</numerusform>
        </translation>
    </message>
    <message>
        <source>{linked} of {of} major cities</source>
        <translation>{linked} von {of} Großstädten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{who}: {cash}, {loco}, foreman {foreman}; {where}; carrying {loads}; {linked} of the {need} major cities needed to win linked (V1).</source>
        <translation>{who}: {cash}, {loco}, Foreman {foreman}; {where}; lädt {loads}; {linked} der {need} zum Sieg nötigen Großstädte verbunden (V1).</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Major cities</source>
        <translation>Großstädte</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Lieferungen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Spielzüge</translation>
    </message>
    <message>
        <source>{who} (winner)</source>
        <translation>{who} (Sieger)</translation>
    </message>
    <message>
        <source>{linked} of {of}</source>
        <translation>{linked} von {of}</translation>
    </message>
    <message>
        <source>{deliveries} ({paid} GP)</source>
        <translation>{deliveries} ({paid} GP)</translation>
    </message>
    <message>
        <source>{rounds}; {need} major cities and {cash} GP were needed to win.</source>
        <translation>{rounds}; zum Sieg waren {need} Großstädte und {cash} GP nötig.</translation>
    </message>
    <message>
        <source>The same players and rules, new cards (a new seed)</source>
        <translation>Dieselben Spieler und Regeln, neue Karten (ein neuer Startwert)</translation>
    </message>
    <message>
        <source>Nothing to build: draw track first.</source>
        <translation>Nichts zu bauen: Zeichne zuerst Strecke.</translation>
    </message>
    <message>
        <source>That milepost</source>
        <translation>Dieser Meilenstein</translation>
    </message>
    <message>
        <source>No track leads there.</source>
        <translation>Dorthin führt keine Strecke.</translation>
    </message>
    <message>
        <source>No track leads to {place}.</source>
        <translation>Nach {place} führt keine Strecke.</translation>
    </message>
    <message>
        <source>Click a destination first.</source>
        <translation>Klicke zuerst ein Ziel an.</translation>
    </message>
    <message>
        <source>Your train is at {city}.</source>
        <translation>Dein Zug ist in {city}.</translation>
    </message>
    <message>
        <source>Your track already reaches {city}.</source>
        <translation>Deine Strecke erreicht {city} schon.</translation>
    </message>
    <message>
        <source>No track can be built towards {city}.</source>
        <translation>In Richtung {city} kann keine Strecke gebaut werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) pending towards {city} ({cost} GP of {total} GP)</source>
        <translation>
            <numerusform>%n Abschnitt in Richtung {city} vorgemerkt ({cost} GP von {total} GP)</numerusform>
            <numerusform>%n Abschnitte in Richtung {city} vorgemerkt ({cost} GP von {total} GP)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) of it pending ({cost} GP)</source>
        <translation>
            <numerusform>%n Abschnitt davon vorgemerkt ({cost} GP)</numerusform>
            <numerusform>%n Abschnitte davon vorgemerkt ({cost} GP)</numerusform>
        </translation>
    </message>
    <message>
        <source>{words}. Enter builds them.</source>
        <translation>{words}. Enter baut sie.</translation>
    </message>
    <message>
        <source>{words}; then: {reason}</source>
        <translation>{words}; dann: {reason}</translation>
    </message>
    <message>
        <source>Enter builds them.</source>
        <translation>Enter baut sie.</translation>
    </message>
    <message>
        <source>Put this turn&apos;s part (1 of {turns}) in the crayon</source>
        <translation>Den Teil dieses Spielzugs (1 von {turns}) vormerken</translation>
    </message>
    <message>
        <source>Put this turn&apos;s track in the crayon</source>
        <translation>Die Strecke dieses Spielzugs vormerken</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <source>{sections}, {now} now</source>
        <translation>{sections}, {now} jetzt</translation>
    </message>
    <message>
        <source>track {cost} GP ({sections})</source>
        <translation>Strecke {cost} GP ({sections})</translation>
    </message>
    <message>
        <source>no track to build</source>
        <translation>keine Strecke zu bauen</translation>
    </message>
    <message numerus="yes">
        <source>{payout} GP in %n turn(s)</source>
        <translation>
            <numerusform>{payout} GP in %n Spielzug</numerusform>
            <numerusform>{payout} GP in %n Spielzügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Join your track</source>
        <translation>Verbinde deine Strecke</translation>
    </message>
    <message>
        <source>(on the train)</source>
        <translation>(auf dem Zug)</translation>
    </message>
    <message>
        <source>Stops: {stops}</source>
        <translation>Halte: {stops}</translation>
    </message>
    <message>
        <source>Adds the sections that can be built now as pending track; Enter builds them, Esc drops them</source>
        <translation>Merkt die Abschnitte vor, die jetzt gebaut werden können; Enter baut sie, Esc verwirft sie</translation>
    </message>
    <message>
        <source>Track is drawn in the building phase</source>
        <translation>Strecke wird in der Bauphase gezeichnet</translation>
    </message>
    <message>
        <source>Game &gt; Suggest a plan (Ctrl+I) shows the three best trips for your cards here.</source>
        <translation>Spiel &gt; Plan vorschlagen (Strg+I) zeigt hier die drei besten Fahrten für deine Karten.</translation>
    </message>
    <message>
        <source>Working out plans for {who}…</source>
        <translation>Pläne für {who} werden ausgearbeitet…</translation>
    </message>
    <message>
        <source>No plan found for {who} now (the draft, or no trip can be made).</source>
        <translation>Für {who} jetzt kein Plan gefunden (die Foreman-Auswahl, oder keine Fahrt ist machbar).</translation>
    </message>
    <message>
        <source>Plans for &lt;b&gt;{who}&lt;/b&gt; (worked out in {seconds} s): click one to see its track (thin dark dashes) and its stops, numbered, on the board.</source>
        <translation>Pläne für &lt;b&gt;{who}&lt;/b&gt; (ausgearbeitet in {seconds} s): Klicke einen an, um seine Strecke (dünne dunkle Striche) und seine Halte, nummeriert, auf dem Spielbrett zu sehen.</translation>
    </message>
    <message>
        <source>not on the board yet</source>
        <translation>noch nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source>at sea on the {ship}, {place}</source>
        <translation>auf See mit der {ship}, {place}</translation>
    </message>
    <message>
        <source>{place} with the {ship}</source>
        <translation>{place} mit der {ship}</translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation>Geld geheim</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s)</source>
        <translation>
            <numerusform>Nach %n Runde</numerusform>
            <numerusform>Nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>the opening</source>
        <translation>die Eröffnung</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>{names}: {when}, {who} to play</source>
        <translation>{names}: {when}, {who} ist am Zug</translation>
    </message>
    <message>
        <source>Plans are for the turns of the game</source>
        <translation>Pläne gibt es für die Spielzüge des Spiels</translation>
    </message>
    <message>
        <source>Each player&apos;s cash and major cities linked, turn by turn; click to go there</source>
        <translation>Bargeld und verbundene Großstädte jedes Spielers, Spielzug für Spielzug; klicke, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>No turns played yet.</source>
        <translation>Noch keine Spielzüge gespielt.</translation>
    </message>
    <message>
        <source>Cash (GP)</source>
        <translation>Bargeld (GP)</translation>
    </message>
    <message>
        <source>Money stays private until the War Tax is drawn.</source>
        <translation>Das Geld bleibt geheim, bis die War Tax gezogen wird.</translation>
    </message>
    <message>
        <source>Major cities linked</source>
        <translation>Verbundene Großstädte</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>no foreman</source>
        <translation>kein Foreman</translation>
    </message>
    <message>
        <source>{where} · loads: {loads} · major cities linked: {linked} of {of}</source>
        <translation>{where} · Ladungen: {loads} · verbundene Großstädte: {linked} von {of}</translation>
    </message>
    <message>
        <source>Money stays private until the War Tax: only what every player could see is shown.</source>
        <translation>Bis zur War Tax ist das Geld geheim: Gezeigt wird nur, was jeder Spieler sehen konnte.</translation>
    </message>
    <message>
        <source>In effect (shaded): {events}</source>
        <translation>In Kraft (schattiert): {events}</translation>
    </message>
    <message>
        <source>the search stopped ({code})</source>
        <translation>die Suche brach ab ({code})</translation>
    </message>
    <message>
        <source>the search gave an answer that cannot be read: {error}</source>
        <translation>die Suche gab eine unlesbare Antwort: {error}</translation>
    </message>
    <message>
        <source>the search could not be started: {error}</source>
        <translation>die Suche konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Practice building&lt;/b&gt;&lt;br&gt;&lt;small&gt;Drag from a major city or your track. Shift+drag follows the cheapest path.&lt;/small&gt;</source>
        <translation>&lt;b&gt;Bauen üben&lt;/b&gt;&lt;br&gt;&lt;small&gt;Ziehe von einer Großstadt oder deiner Strecke aus. Umschalt+Ziehen folgt dem billigsten Weg.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>No foreman</source>
        <translation>Kein Foreman</translation>
    </message>
    <message>
        <source>The foreman changes what building costs (rule F1)</source>
        <translation>Der Foreman ändert, was das Bauen kostet (Regel F1)</translation>
    </message>
    <message>
        <source>Foreman</source>
        <translation>Foreman</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Turn limits (20 GP, 2 out of major cities)</source>
        <translation>Grenzen pro Spielzug (20 GP, 2 aus Großstädten)</translation>
    </message>
    <message>
        <source>Rules B2 and B5: each turn at most 20 GP and two sections out of major cities. Off: draw the whole network in one go.</source>
        <translation>Regeln B2 und B5: pro Spielzug höchstens 20 GP und zwei Abschnitte aus Großstädten heraus. Aus: das ganze Netz in einem Zug zeichnen.</translation>
    </message>
    <message>
        <source>Auto-route</source>
        <translation>Automatischer Weg</translation>
    </message>
    <message>
        <source>Strokes follow the cheapest legal path to the pointer (or hold Shift)</source>
        <translation>Striche folgen dem billigsten erlaubten Weg zum Mauszeiger (oder Umschalt halten)</translation>
    </message>
    <message>
        <source>End turn: build pending track</source>
        <translation>Spielzug beenden: vorgemerkte Strecke bauen</translation>
    </message>
    <message>
        <source>Commit the pending sections (Enter)</source>
        <translation>Die vorgemerkten Abschnitte bauen (Enter)</translation>
    </message>
    <message>
        <source>Take back last section</source>
        <translation>Letzten Abschnitt zurücknehmen</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <source>Drop pending track</source>
        <translation>Vorgemerkte Strecke verwerfen</translation>
    </message>
    <message>
        <source>Show the best network found</source>
        <translation>Das beste gefundene Netz zeigen</translation>
    </message>
    <message>
        <source>The cheapest network linking 7 of the 8 major cities that the planner found</source>
        <translation>Das billigste Netz, das 7 der 8 Großstädte verbindet, das der Planer gefunden hat</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu anfangen</translation>
    </message>
    <message>
        <source>Working out the best network; the board stays yours meanwhile</source>
        <translation>Das beste Netz wird ausgearbeitet; das Spielbrett bleibt solange deins</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop working out the best network</source>
        <translation>Das Ausarbeiten des besten Netzes abbrechen</translation>
    </message>
    <message>
        <source>Stopped working out the best network.</source>
        <translation>Das Ausarbeiten des besten Netzes wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The best network could not be worked out: {reason}</source>
        <translation>Das beste Netz konnte nicht ausgearbeitet werden: {reason}</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>, {left} GP left this turn</source>
        <translation>, noch {left} GP in diesem Spielzug</translation>
    </message>
    <message numerus="yes">
        <source>Pending: {cost} GP in %n section(s){left}</source>
        <translation>
            <numerusform>Vorgemerkt: {cost} GP in %n Abschnitt{left}</numerusform>
            <numerusform>Vorgemerkt: {cost} GP in %n Abschnitten{left}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sections built: {sections} in %n turn(s)</source>
        <translation>
            <numerusform>Gebaute Abschnitte: {sections} in %n Spielzug</numerusform>
            <numerusform>Gebaute Abschnitte: {sections} in %n Spielzügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Spent: &lt;b&gt;{spent} GP&lt;/b&gt; of {budget}</source>
        <translation>Ausgegeben: &lt;b&gt;{spent} GP&lt;/b&gt; von {budget}</translation>
    </message>
    <message>
        <source>Major cities linked: &lt;b&gt;{linked} of 8&lt;/b&gt;</source>
        <translation>Verbundene Großstädte: &lt;b&gt;{linked} von 8&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Link 7 of the 8 major cities to be scored ({linked} so far).</source>
        <translation>Verbinde 7 der 8 Großstädte, um gewertet zu werden (bisher {linked}).</translation>
    </message>
    <message>
        <source>working out the best network…</source>
        <translation>das beste Netz wird ausgearbeitet…</translation>
    </message>
    <message>
        <source>best network not worked out</source>
        <translation>bestes Netz nicht ausgearbeitet</translation>
    </message>
    <message>
        <source>Your network {cost} GP; {later}</source>
        <translation>Dein Netz {cost} GP; {later}</translation>
    </message>
    <message>
        <source>Your network {cost} GP, best found {best} GP.</source>
        <translation>Dein Netz {cost} GP, das beste gefundene {best} GP.</translation>
    </message>
    <message>
        <source>A short guided game: the goal, building, moving, delivering, winning</source>
        <translation>Ein kurzes geführtes Spiel: das Ziel, Bauen, Fahren, Liefern, Gewinnen</translation>
    </message>
    <message>
        <source>{who}&apos;s train</source>
        <translation>Zug von {who}</translation>
    </message>
    <message>
        <source>A train</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>no loads</source>
        <translation>keine Ladungen</translation>
    </message>
</context>
<context>
    <name>IronDragonTools</name>
    <message>
        <source>irondragon best-network: {error}</source>
        <translation>irondragon best-network: {error}</translation>
    </message>
    <message>
        <source>Best network found{foreman}: {cost} GP, {sections} sections, linking {cities}</source>
        <translation>Bestes gefundenes Netz{foreman}: {cost} GP, {sections} Abschnitte, verbindet {cities}</translation>
    </message>
    <message>
        <source>the foreman draft</source>
        <translation>die Foreman-Auswahl</translation>
    </message>
    <message>
        <source>opening turn {turn}</source>
        <translation>Eröffnung, Spielzug {turn}</translation>
    </message>
    <message>
        <source>the game is over after round {round}</source>
        <translation>das Spiel ist nach Runde {round} zu Ende</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>Runde {round}, {phase}</translation>
    </message>
    <message>
        <source>{actions} actions replayed; {when}.</source>
        <translation>{actions} Aktionen nachgespielt; {when}.</translation>
    </message>
    <message>
        <source>To act: {who}.</source>
        <translation>Am Zug: {who}.</translation>
    </message>
    <message>
        <source>Winner: {who}.</source>
        <translation>Sieger: {who}.</translation>
    </message>
    <message>
        <source>No winner yet (target {cash} GP).</source>
        <translation>Noch kein Sieger (Ziel {cash} GP).</translation>
    </message>
    <message>
        <source>Map {name} (id {id}), {edition}</source>
        <translation>Karte {name} (ID {id}), {edition}</translation>
    </message>
    <message>
        <source>Folder: {folder}</source>
        <translation>Ordner: {folder}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Mileposts per terrain</source>
        <translation>Meilensteine je Gelände</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>{lake} ({cells} cells)</source>
        <translation>{lake} ({cells} Felder)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>sea channel points (off the lattice): {count}</source>
        <translation>Seepunkte in Kanälen (außerhalb des Gitters): {count}</translation>
    </message>
    <message>
        <source>land cells without a milepost: {count}; lakes: {lakes}</source>
        <translation>Landfelder ohne Meilenstein: {count}; Seen: {lakes}</translation>
    </message>
    <message>
        <source>Reachability (possible track, tunnels included)</source>
        <translation>Erreichbarkeit (mögliche Strecke, Tunnel eingeschlossen)</translation>
    </message>
    <message>
        <source>mileposts</source>
        <translation>Meilensteine</translation>
    </message>
    <message>
        <source>land mileposts</source>
        <translation>Land-Meilensteine</translation>
    </message>
    <message>
        <source>main landmass</source>
        <translation>Hauptlandmasse</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>land components</source>
        <translation>Landteile</translation>
    </message>
    <message>
        <source>sea points</source>
        <translation>Seepunkte</translation>
    </message>
    <message>
        <source>sea basins</source>
        <translation>Meeresbecken</translation>
    </message>
    <message>
        <source>max distance to the coast</source>
        <translation>größte Entfernung zur Küste</translation>
    </message>
    <message>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>major</source>
        <translation>groß</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>supplying nothing: {cities}</source>
        <translation>bieten nichts an: {cities}</translation>
    </message>
    <message>
        <source>never demanded: {cities}</source>
        <translation>nie verlangt: {cities}</translation>
    </message>
    <message>
        <source>ports: {total} ({majors} inside major cities; serving no city: {ports})</source>
        <translation>Häfen: {total} ({majors} in Großstädten; ohne Stadt: {ports})</translation>
    </message>
    <message>
        <source>ports: {total} ({majors} inside major cities)</source>
        <translation>Häfen: {total} ({majors} in Großstädten)</translation>
    </message>
    <message>
        <source>total river crossings</source>
        <translation>Flussüberquerungen gesamt</translation>
    </message>
    <message>
        <source>ocean inlet crossings</source>
        <translation>Überquerungen von Meeresbuchten</translation>
    </message>
    <message>
        <source>impassable pairs</source>
        <translation>unpassierbare Paare</translation>
    </message>
    <message>
        <source>Water crossings</source>
        <translation>Wasserüberquerungen</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>crossings</source>
        <translation>Überquerungen</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>surface|underground</source>
        <translation>Oberfläche|Untergrund</translation>
    </message>
    <message>
        <source>Tunnels: none</source>
        <translation>Tunnel: keine</translation>
    </message>
    <message>
        <source>Magic links</source>
        <translation>Magische Verbindungen</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Magic links: none</source>
        <translation>Magische Verbindungen: keine</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <source>load chips</source>
        <translation>Frachtchips</translation>
    </message>
    <message>
        <source>demand cards</source>
        <translation>Auftragskarten</translation>
    </message>
    <message>
        <source>demands</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>payouts (GP)</source>
        <translation>Auszahlungen (GP)</translation>
    </message>
    <message>
        <source>{least}..{most}, mean {mean}</source>
        <translation>{least}..{most}, Mittel {mean}</translation>
    </message>
    <message>
        <source>events: {deck}</source>
        <translation>Ereignisse: {deck}</translation>
    </message>
    <message>
        <source>loco types</source>
        <translation>Lok-Typen</translation>
    </message>
    <message>
        <source>loco cards</source>
        <translation>Lokomotivkarten</translation>
    </message>
    <message>
        <source>ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>foremen</source>
        <translation>Foremen</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Spielmaterial</translation>
    </message>
    <message>
        <source>{who}: {cash} GP, {loco}, foreman {foreman}</source>
        <translation>{who}: {cash} GP, {loco}, Foreman {foreman}</translation>
    </message>
    <message>
        <source>train at {place} on the {ship}</source>
        <translation>Zug in {place} auf der {ship}</translation>
    </message>
    <message>
        <source>train at {place}</source>
        <translation>Zug in {place}</translation>
    </message>
    <message>
        <source>loads: {goods}</source>
        <translation>Ladungen: {goods}</translation>
    </message>
    <message>
        <source>major cities connected ({count}): {cities}</source>
        <translation>verbundene Großstädte ({count}): {cities}</translation>
    </message>
    <message>
        <source>{good} to {city} {payout} GP</source>
        <translation>{good} nach {city} {payout} GP</translation>
    </message>
    <message>
        <source>Events in effect: {events}</source>
        <translation>Ereignisse in Kraft: {events}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is neither a city nor a milepost id (like s:12,30) of this map</source>
        <translation>&apos;{name}&apos; ist weder eine Stadt noch ein Meilenstein (wie s:12,30) dieser Karte</translation>
    </message>
    <message>
        <source>unknown foreman &apos;{kind}&apos;; choose one of {kinds}</source>
        <translation>unbekannter Foreman &apos;{kind}&apos;; wähle einen aus {kinds}</translation>
    </message>
    <message>
        <source> with an {kind} foreman</source>
        <translation> mit einem Foreman ({kind})</translation>
    </message>
    <message>
        <source> with a {kind} foreman</source>
        <translation> mit einem Foreman ({kind})</translation>
    </message>
    <message>
        <source>irondragon route: {error}</source>
        <translation>irondragon route: {error}</translation>
    </message>
    <message>
        <source>irondragon route: no track can join {a} and {b}</source>
        <translation>irondragon route: keine Strecke kann {a} und {b} verbinden</translation>
    </message>
    <message>
        <source>Cheapest build from {a} to {b}{foreman}: {cost} GP, {sections} sections</source>
        <translation>Billigster Bau von {a} nach {b}{foreman}: {cost} GP, {sections} Abschnitte</translation>
    </message>
    <message>
        <source>Fewest sections: {sections} sections for {cost} GP</source>
        <translation>Wenigste Abschnitte: {sections} Abschnitte für {cost} GP</translation>
    </message>
</context>
<context>
    <name>IronDragonTrack</name>
    <message>
        <source>Section {n}: {a}-{b} is not on this map (B1).</source>
        <translation>Abschnitt {n}: {a}-{b} liegt nicht auf dieser Karte (B1).</translation>
    </message>
    <message>
        <source>Section {n} ({a} to {b}): {reason}</source>
        <translation>Abschnitt {n} ({a} nach {b}): {reason}</translation>
    </message>
    <message>
        <source>{milepost} is not next to {other}: track runs between neighbouring mileposts (B1).</source>
        <translation>{milepost} liegt nicht neben {other}: Strecke verläuft zwischen benachbarten Meilensteinen (B1).</translation>
    </message>
    <message>
        <source>That water cannot be crossed by track (B6).</source>
        <translation>Dieses Wasser kann keine Strecke überqueren (B6).</translation>
    </message>
    <message>
        <source>{city}&apos;s red area already links its mileposts for everyone (B6).</source>
        <translation>Der rote Bereich von {city} verbindet seine Meilensteine schon für alle (B6).</translation>
    </message>
    <message>
        <source>There is already track between these mileposts (one section per pair) (B7).</source>
        <translation>Zwischen diesen Meilensteinen liegt schon eine Strecke (ein Abschnitt pro Paar) (B7).</translation>
    </message>
    <message>
        <source>Your foreman</source>
        <translation>Dein Foreman</translation>
    </message>
    <message>
        <source>{foreman} (Troll) may build only in the Underground (F1).</source>
        <translation>{foreman} (Troll) darf nur im Untergrund bauen (F1).</translation>
    </message>
    <message>
        <source>Only {exits} sections out of major cities per turn (B5).</source>
        <translation>Nur {exits} Streckenabschnitte aus Großstädten heraus pro Spielzug (B5).</translation>
    </message>
    <message numerus="yes">
        <source>This section costs {cost} GP; only %n GP of the {limit} GP building limit (is|are) left this turn (B2).</source>
        <translation>
            <numerusform>Dieser Abschnitt kostet {cost} GP; von der Ausgabegrenze von {limit} GP ist in diesem Spielzug nur noch %n GP übrig (B2).</numerusform>
            <numerusform>Dieser Abschnitt kostet {cost} GP; von der Ausgabegrenze von {limit} GP sind in diesem Spielzug nur noch %n GP übrig (B2).</numerusform>
        </translation>
    </message>
    <message>
        <source>This section costs {cost} GP and you have {cash} GP left: no credit (B3).</source>
        <translation>Dieser Abschnitt kostet {cost} GP, und du hast noch {cash} GP: Kredit gibt es nicht (B3).</translation>
    </message>
    <message>
        <source>This section was erased by an event; its owner has the right to rebuild it first (B15).</source>
        <translation>Dieser Abschnitt wurde durch ein Ereignis gelöscht; sein Besitzer darf ihn zuerst wieder bauen (B15).</translation>
    </message>
    <message>
        <source>{place} already has track from {players} players ({rule}).</source>
        <translation>{place} hat schon Strecken von {players} Spielern ({rule}).</translation>
    </message>
    <message>
        <source>You already have {sections} sections into {place} (B10).</source>
        <translation>Du hast schon {sections} Streckenabschnitte hierher gebaut: {place} (B10).</translation>
    </message>
    <message>
        <source>Track cannot be built to or from a sea point (B6).</source>
        <translation>Zu oder von einem Seepunkt kann keine Strecke gebaut werden (B6).</translation>
    </message>
    <message>
        <source>A section must start at a major city or on your own track (B4).</source>
        <translation>Ein Streckenabschnitt muss an einer Großstadt oder an deiner eigenen Strecke beginnen (B4).</translation>
    </message>
    <message>
        <source>Your track from {place}</source>
        <translation>Deine Strecke ab {place}</translation>
    </message>
    <message>
        <source>Your track there</source>
        <translation>Deine Strecke dort</translation>
    </message>
    <message>
        <source>your line at {place}</source>
        <translation>deiner Linie bei {place}</translation>
    </message>
    <message>
        <source>the line your train is on</source>
        <translation>der Linie, auf der dein Zug steht</translation>
    </message>
    <message>
        <source>{piece} is not joined to {line}, and no track can be built between them now.</source>
        <translation>{piece} ist nicht mit {line} verbunden, und dazwischen kann jetzt keine Strecke gebaut werden.</translation>
    </message>
    <message numerus="yes">
        <source>{piece} stops %n milepost(s) short of {line}: build the gap between {far} and {near} ({cost} GP).</source>
        <translation>
            <numerusform>{piece} endet %n Meilenstein vor {line}: Baue die Lücke zwischen {far} und {near} ({cost} GP).</numerusform>
            <numerusform>{piece} endet %n Meilensteine vor {line}: Baue die Lücke zwischen {far} und {near} ({cost} GP).</numerusform>
        </translation>
    </message>
    <message>
        <source>{tunnel} entrance</source>
        <translation>Eingang {tunnel}</translation>
    </message>
    <message>
        <source>milepost {milepost}</source>
        <translation>Meilenstein {milepost}</translation>
    </message>
    <message>
        <source>the {tunnel} tunnel</source>
        <translation>Tunnel {tunnel}</translation>
    </message>
    <message>
        <source>Would leave no way into {place} for a {nth} player (B11).</source>
        <translation>Ließe keinen Weg mehr hinein für einen {nth} Spieler: {place} (B11).</translation>
    </message>
    <message>
        <source>Would leave no way out of {city} for another player (B12).</source>
        <translation>Ließe einem anderen Spieler keinen Weg mehr aus {city} heraus (B12).</translation>
    </message>
    <message>
        <source>Would leave another player no way to build to a tunnel entrance (the Underground) (B13).</source>
        <translation>Ließe einem anderen Spieler keinen Weg mehr, zu einem Tunneleingang zu bauen (in den Untergrund) (B13).</translation>
    </message>
    <message>
        <source>The port of {city}</source>
        <translation>Der Hafen von {city}</translation>
    </message>
    <message>
        <source>The port at {milepost}</source>
        <translation>Der Hafen bei {milepost}</translation>
    </message>
    <message>
        <source>The {tunnel} tunnel entrance</source>
        <translation>Der Tunneleingang {tunnel}</translation>
    </message>
    <message>
        <source>this foreman</source>
        <translation>diesem Foreman</translation>
    </message>
    <message>
        <source>a foreman who builds only in the Underground</source>
        <translation>einem Foreman, der nur im Untergrund baut</translation>
    </message>
    <message>
        <source>No network can link {majors} major cities with {who}.</source>
        <translation>Kein Netz kann {majors} Großstädte mit {who} verbinden.</translation>
    </message>
    <message>
        <source>{linked} of {needed} major cities linked; your network so far {cost} GP, {sections} sections.</source>
        <translation>{linked} von {needed} Großstädten verbunden; dein Netz bisher {cost} GP, {sections} Abschnitte.</translation>
    </message>
    <message>
        <source>Your network {cost} GP; no network was found to compare it with.</source>
        <translation>Dein Netz {cost} GP; zum Vergleich wurde kein Netz gefunden.</translation>
    </message>
    <message>
        <source>{more} GP more</source>
        <translation>{more} GP mehr</translation>
    </message>
    <message>
        <source>as cheap as the best found</source>
        <translation>so billig wie das beste gefundene</translation>
    </message>
    <message>
        <source>{less} GP cheaper than the planner found</source>
        <translation>{less} GP billiger, als der Planer fand</translation>
    </message>
    <message>
        <source>Your network {cost} GP, best found {best} GP ({verdict}).</source>
        <translation>Dein Netz {cost} GP, das beste gefundene {best} GP ({verdict}).</translation>
    </message>
    <message>
        <source>Nothing to build: draw track first.</source>
        <translation>Nichts zu bauen: Zeichne zuerst Strecke.</translation>
    </message>
</context>
</TS>
