<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>RoewBots</name>
    <message>
        <source>keeps {card}</source>
        <translation>behält {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>hoped-for points: {figures}</source>
        <translation>erhoffte Punkte: {figures}</translation>
    </message>
    <message>
        <source>passes in the auction</source>
        <translation>passt in der Auktion</translation>
    </message>
    <message>
        <source>never bids</source>
        <translation>bietet nie</translation>
    </message>
    <message>
        <source>bids {amount} to play first</source>
        <translation>bietet {amount}, um als Erster zu spielen</translation>
    </message>
    <message>
        <source>a contested delivery worth {worth} points</source>
        <translation>eine umkämpfte Lieferung, {worth} Punkte wert</translation>
    </message>
    <message>
        <source>going first is worth {worth}, {amount} costs {price}</source>
        <translation>als Erster zu spielen ist {worth} wert, {amount} kosten {price}</translation>
    </message>
    <message>
        <source>plays a Rail Inspector on {victim}&apos;s delivery</source>
        <translation>spielt einen Bahninspektor gegen die Lieferung von {victim}</translation>
    </message>
    <message>
        <source>it would bring {points} points</source>
        <translation>sie brächte {points} Punkte</translation>
    </message>
    <message>
        <source>lets {victim}&apos;s delivery go</source>
        <translation>lässt die Lieferung von {victim} zu</translation>
    </message>
    <message>
        <source>it brings {points} points</source>
        <translation>sie bringt {points} Punkte</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>its choice was refused</source>
        <translation>seine Wahl wurde abgelehnt</translation>
    </message>
    <message>
        <source>nothing is worth its price</source>
        <translation>nichts ist seinen Preis wert</translation>
    </message>
    <message>
        <source>delivers {colour} from {start} to {end}</source>
        <translation>liefert einen Würfel in {colour} von {start} nach {end}</translation>
    </message>
    <message>
        <source>{own} own of {count} links, worth {worth}</source>
        <translation>{own} eigene von {count} Verbindungen, {worth} wert</translation>
    </message>
    <message>
        <source>builds {links}</source>
        <translation>baut {links}</translation>
    </message>
    <message>
        <source>worth {worth} for {cost}</source>
        <translation>{worth} wert für {cost}</translation>
    </message>
    <message>
        <source>{figures}; then {worth}</source>
        <translation>{figures}; danach {worth}</translation>
    </message>
    <message>
        <source>upgrades its engine to level {level}</source>
        <translation>verbessert seine Lok auf Stufe {level}</translation>
    </message>
    <message>
        <source>takes {card}</source>
        <translation>nimmt {card}</translation>
    </message>
    <message>
        <source>worth {worth}</source>
        <translation>{worth} wert</translation>
    </message>
    <message>
        <source>urbanizes {town} into a {colour} city</source>
        <translation>macht {town} zur Stadt der Farbe {colour}</translation>
    </message>
    <message numerus="yes">
        <source>delivers {colour} over %n links</source>
        <translation>
            <numerusform>liefert einen Würfel in {colour} über %n Verbindung</numerusform>
            <numerusform>liefert einen Würfel in {colour} über %n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} own points</source>
        <translation>{points} eigene Punkte</translation>
    </message>
    <message>
        <source>finishes a link it began</source>
        <translation>vollendet eine begonnene Verbindung</translation>
    </message>
    <message>
        <source>upgrades to level {level}</source>
        <translation>verbessert auf Stufe {level}</translation>
    </message>
    <message>
        <source>a longer route scores</source>
        <translation>eine längere Route bringt Punkte</translation>
    </message>
    <message>
        <source>builds a link that lets it deliver</source>
        <translation>baut eine Verbindung, die eine Lieferung ermöglicht</translation>
    </message>
    <message>
        <source>builds out of a city with cubes</source>
        <translation>baut aus einer Stadt mit Würfeln heraus</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation>nichts zu tun</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>The measuring baseline: delivers the cube that scores it most now, otherwise builds the cheapest link that makes a delivery possible.</source>
        <translation>Der Maßstab: liefert den Würfel, der jetzt die meisten Punkte bringt, sonst baut er die billigste Verbindung, die eine Lieferung möglich macht.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Delivers and builds for the points in reach, not always the very best choice.</source>
        <translation>Liefert und baut für die erreichbaren Punkte, nicht immer mit der allerbesten Wahl.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Weighs deliveries now against the network they open, upgrades its engine for longer routes, claims main lines and bids for first player when a cube is contested.</source>
        <translation>Wägt Lieferungen jetzt gegen das Netz ab, das sie öffnen, verbessert seine Lok für längere Routen, sichert sich Hauptstrecken und bietet um den ersten Platz, wenn ein Würfel umkämpft ist.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Plans its network ahead: works towards main lines and its Baron card, and tries its best choices followed by its next action of the turn.</source>
        <translation>Plant sein Netz voraus: arbeitet auf Hauptstrecken und seine Baronkarte hin und probiert seine besten Züge samt seiner nächsten Aktion im Zug durch.</translation>
    </message>
    <message>
        <source>offers no share</source>
        <translation>bietet keine Aktie an</translation>
    </message>
    <message>
        <source>none is worth its price; {cash} to spend</source>
        <translation>keine ist ihren Preis wert; {cash} verfügbar</translation>
    </message>
    <message>
        <source>offers a share of the {company} from the stock board at {price}</source>
        <translation>bietet eine Aktie der {company} vom Börsenplan für {price} an</translation>
    </message>
    <message>
        <source>offers a share of the {company} from the issued board at {price}</source>
        <translation>bietet eine Aktie der {company} vom Ausgabeplan für {price} an</translation>
    </message>
    <message>
        <source>worth {worth} to it</source>
        <translation>für ihn {worth} wert</translation>
    </message>
    <message>
        <source>bids {amount} for the share of the {company}</source>
        <translation>bietet {amount} für die Aktie der {company}</translation>
    </message>
    <message>
        <source>passes on the share of the {company}</source>
        <translation>passt bei der Aktie der {company}</translation>
    </message>
    <message>
        <source>worth {worth} to it at {amount}; {cash} to spend</source>
        <translation>für ihn {worth} wert bei {amount}; {cash} verfügbar</translation>
    </message>
    <message>
        <source>proposes no merger</source>
        <translation>schlägt keine Fusion vor</translation>
    </message>
    <message>
        <source>never merges</source>
        <translation>fusioniert nie</translation>
    </message>
    <message>
        <source>pays {amount} a share</source>
        <translation>zahlt {amount} je Aktie</translation>
    </message>
    <message>
        <source>pays out all it can</source>
        <translation>schüttet alles aus, was geht</translation>
    </message>
    <message>
        <source>offers a share of the {company} at {price}</source>
        <translation>bietet eine Aktie der {company} für {price} an</translation>
    </message>
    <message>
        <source>the cheapest share</source>
        <translation>die billigste Aktie</translation>
    </message>
    <message>
        <source>{cash} buys none</source>
        <translation>für {cash} gibt es keine</translation>
    </message>
    <message>
        <source>a fifth over the price at most</source>
        <translation>höchstens ein Fünftel über dem Kurs</translation>
    </message>
    <message>
        <source>{amount} is too much</source>
        <translation>{amount} ist zu viel</translation>
    </message>
    <message>
        <source>delivers {colour} for the {company}</source>
        <translation>liefert einen Würfel in {colour} für die {company}</translation>
    </message>
    <message numerus="yes">
        <source>the longest route: %n link(s)</source>
        <translation>
            <numerusform>die längste Route: %n Verbindung</numerusform>
            <numerusform>die längste Route: %n Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>issues %n share(s) of the {company} to build</source>
        <translation>
            <numerusform>gibt %n Aktie der {company} aus, um zu bauen</numerusform>
            <numerusform>gibt %n Aktien der {company} aus, um zu bauen</numerusform>
        </translation>
    </message>
    <message>
        <source>takes a loan for the {company} to build</source>
        <translation>nimmt für die {company} eine Anleihe auf, um zu bauen</translation>
    </message>
    <message>
        <source>builds the cheapest link that lets the company deliver for the {company}</source>
        <translation>baut für die {company} die billigste Verbindung, die der Gesellschaft eine Lieferung ermöglicht</translation>
    </message>
    <message>
        <source>builds the cheapest link that reaches cubes for the {company}</source>
        <translation>baut für die {company} die billigste Verbindung, die Würfel erreicht</translation>
    </message>
    <message>
        <source>passes with the {company}</source>
        <translation>passt mit der {company}</translation>
    </message>
    <message>
        <source>no delivery and no build that opens one</source>
        <translation>keine Lieferung und kein Bau, der eine öffnet</translation>
    </message>
    <message>
        <source>does the plainest thing</source>
        <translation>tut das Einfachste</translation>
    </message>
    <message>
        <source>its choice was refused: {why}</source>
        <translation>seine Wahl wurde abgelehnt: {why}</translation>
    </message>
    <message>
        <source>the last round: no delivery, no build worth it</source>
        <translation>die letzte Runde: keine Lieferung, kein Bau lohnt sich</translation>
    </message>
    <message>
        <source>delivers {colour} for the {company} in the last round</source>
        <translation>liefert in der letzten Runde einen Würfel in {colour} für die {company}</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s): {amount}</source>
        <translation>
            <numerusform>%n Verbindung: {amount}</numerusform>
            <numerusform>%n Verbindungen: {amount}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds {links} for the {company}</source>
        <translation>baut {links} für die {company}</translation>
    </message>
    <message>
        <source>its routes promise {amount}</source>
        <translation>ihre Routen versprechen {amount}</translation>
    </message>
    <message>
        <source>delivers {colour} from {start} to {end} for the {company}</source>
        <translation>liefert einen Würfel in {colour} von {start} nach {end} für die {company}</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s): {now} now, {rest} promised after</source>
        <translation>
            <numerusform>%n Verbindung: {now} jetzt, {rest} danach versprochen</numerusform>
            <numerusform>%n Verbindungen: {now} jetzt, {rest} danach versprochen</numerusform>
        </translation>
    </message>
    <message>
        <source>{more} more promised for {cost}</source>
        <translation>{more} mehr versprochen für {cost}</translation>
    </message>
    <message numerus="yes">
        <source>issues %n share(s) of the {company} to pay: it {build}</source>
        <translation>
            <numerusform>gibt %n Aktie der {company} aus, um zu zahlen: sie {build}</numerusform>
            <numerusform>gibt %n Aktien der {company} aus, um zu zahlen: sie {build}</numerusform>
        </translation>
    </message>
    <message>
        <source>{figures}; the shares cost {amount} in dividends to come</source>
        <translation>{figures}; die Aktien kosten {amount} an künftigen Dividenden</translation>
    </message>
    <message>
        <source>takes a loan for the {company} to pay: it {build}</source>
        <translation>nimmt für die {company} eine Anleihe auf, um zu zahlen: sie {build}</translation>
    </message>
    <message numerus="yes">
        <source>{figures}; %n loan(s) cost {amount}</source>
        <translation>
            <numerusform>{figures}; %n Anleihe kostet {amount}</numerusform>
            <numerusform>{figures}; %n Anleihen kosten {amount}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) up</source>
        <translation>
            <numerusform>%n Stufe hinauf</numerusform>
            <numerusform>%n Stufen hinauf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) down</source>
        <translation>
            <numerusform>%n Stufe hinab</numerusform>
            <numerusform>%n Stufen hinab</numerusform>
        </translation>
    </message>
    <message>
        <source>pays {amount} a share from the {company}</source>
        <translation>zahlt aus der {company} {amount} je Aktie</translation>
    </message>
    <message>
        <source>pays no dividend from the {company}</source>
        <translation>zahlt aus der {company} keine Dividende</translation>
    </message>
    <message>
        <source>{total} in all, the price {way}: {mine} to it by the end, {theirs} to the leading rival</source>
        <translation>{total} insgesamt, der Kurs {way}: {mine} für ihn bis zum Ende, {theirs} für den führenden Rivalen</translation>
    </message>
    <message>
        <source>{total} in all, the price {way}: {mine} to it by the end</source>
        <translation>{total} insgesamt, der Kurs {way}: {mine} für ihn bis zum Ende</translation>
    </message>
    <message>
        <source>each share worth {worth} at the end, {without} without</source>
        <translation>jede Aktie am Ende {worth} wert, {without} ohne</translation>
    </message>
    <message numerus="yes">
        <source>issues %n share(s) of the {company} for its last dividend</source>
        <translation>
            <numerusform>gibt %n Aktie der {company} für ihre letzte Dividende aus</numerusform>
            <numerusform>gibt %n Aktien der {company} für ihre letzte Dividende aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes a loan for the {company}&apos;s last dividend (%n loan(s) to take)</source>
        <translation>
            <numerusform>nimmt eine Anleihe für die letzte Dividende der {company} auf (%n Anleihe aufzunehmen)</numerusform>
            <numerusform>nimmt eine Anleihe für die letzte Dividende der {company} auf (%n Anleihen aufzunehmen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The measuring baseline: buys the cheapest shares it can, delivers the longest route, builds the cheapest link that lets it deliver and pays out every dollar.</source>
        <translation>Der Maßstab: kauft die billigsten Aktien, die er kann, liefert über die längste Route, baut die billigste Verbindung, die eine Lieferung ermöglicht, und schüttet jeden Dollar aus.</translation>
    </message>
    <message>
        <source>Values shares and builds like Standard, but not always the very best choice.</source>
        <translation>Bewertet Aktien und Bauten wie Normal, aber nicht immer mit der allerbesten Wahl.</translation>
    </message>
    <message>
        <source>Values a share by its company&apos;s routes and dividends, builds the links that open deliveries, and keeps money for later rounds.</source>
        <translation>Bewertet eine Aktie nach den Routen und Dividenden ihrer Gesellschaft, baut die Verbindungen, die Lieferungen öffnen, und behält Geld für spätere Runden.</translation>
    </message>
    <message>
        <source>Pays for control of companies, weighs what its choices give the leading rival, and borrows for a big last dividend when the last round comes.</source>
        <translation>Zahlt für die Kontrolle über Gesellschaften, wägt ab, was seine Züge dem führenden Rivalen bringen, und leiht sich in der letzten Runde Geld für eine große letzte Dividende.</translation>
    </message>
    <message>
        <source>no partner</source>
        <translation>kein Partner</translation>
    </message>
    <message>
        <source>proposes no merger for the {company}</source>
        <translation>schlägt für die {company} keine Fusion vor</translation>
    </message>
    <message>
        <source>proposes that the {company} take over the {other}</source>
        <translation>schlägt vor, dass die {company} die {other} übernimmt</translation>
    </message>
    <message>
        <source>{amount} more for its shares</source>
        <translation>{amount} mehr für seine Aktien</translation>
    </message>
    <message>
        <source>it holds more of the buyer</source>
        <translation>er hält mehr vom Käufer</translation>
    </message>
    <message>
        <source>{amount} for its shares</source>
        <translation>{amount} für seine Aktien</translation>
    </message>
    <message>
        <source>votes yes on the {company} taking over the {other}</source>
        <translation>stimmt mit Ja zur Übernahme der {other} durch die {company}</translation>
    </message>
    <message>
        <source>votes no on the {company} taking over the {other}</source>
        <translation>stimmt mit Nein zur Übernahme der {other} durch die {company}</translation>
    </message>
</context>
<context>
    <name>RoewRules</name>
    <message>
        <source>Nothing to build: a build lays track from a place or on an unfinished link (RW-12).</source>
        <translation>Nichts zu bauen: Ein Bau legt Strecke von einem Ort aus oder auf einer unvollendeten Verbindung (RW-12).</translation>
    </message>
    <message numerus="yes">
        <source>Only %n tile(s) a build (RW-12).</source>
        <translation>
            <numerusform>Nur %n Plättchen je Bau (RW-12).</numerusform>
            <numerusform>Nur %n Plättchen je Bau (RW-12).</numerusform>
        </translation>
    </message>
    <message>
        <source>A card takes {off} off: {who} pays {cost}.</source>
        <translation>Eine Karte zieht {off} ab: {who} zahlt {cost}.</translation>
    </message>
    <message>
        <source>{who} pays {cost} in all.</source>
        <translation>{who} zahlt insgesamt {cost}.</translation>
    </message>
    <message>
        <source>A build step lays at least one hex (RW-12).</source>
        <translation>Ein Bauschritt legt mindestens ein Feld (RW-12).</translation>
    </message>
    <message>
        <source>A new link starts from a city or town (RW-14).</source>
        <translation>Eine neue Verbindung beginnt in einer Stadt oder einem Ort (RW-14).</translation>
    </message>
    <message>
        <source>{hex} is no city or town: a link starts at a place (RW-14).</source>
        <translation>{hex} ist keine Stadt und kein Ort: Eine Verbindung beginnt an einem Ort (RW-14).</translation>
    </message>
    <message>
        <source>A step either continues a link or starts a new one, not both (RW-12).</source>
        <translation>Ein Schritt setzt eine Verbindung fort oder beginnt eine neue, nicht beides (RW-12).</translation>
    </message>
    <message>
        <source>There is no link {link} to continue (RW-14).</source>
        <translation>Es gibt keine Verbindung {link} zum Fortsetzen (RW-14).</translation>
    </message>
    <message>
        <source>{link} is complete: there is nothing to continue (RW-14).</source>
        <translation>{link} ist vollständig: Da gibt es nichts fortzusetzen (RW-14).</translation>
    </message>
    <message>
        <source>{link} is {owner}&apos;s: only its owner may continue it (RW-Q2).</source>
        <translation>{link} gehört {owner}: Nur der Besitzer darf sie fortsetzen (RW-Q2).</translation>
    </message>
    <message>
        <source>{who} takes over {link} (RW-Q16).</source>
        <translation>{who} übernimmt {link} (RW-Q16).</translation>
    </message>
    <message>
        <source>{hex} is not land: track is laid on land only (RW-14).</source>
        <translation>{hex} ist kein Land: Strecke wird nur auf Land gelegt (RW-14).</translation>
    </message>
    <message>
        <source>{hex} is not next to {end}, where the track ends: a link is laid hex by hex (RW-14).</source>
        <translation>{hex} liegt nicht neben {end}, wo die Strecke endet: Eine Verbindung wird Feld für Feld gelegt (RW-14).</translation>
    </message>
    <message>
        <source>The link already runs through {hex}: a link never uses a hex twice (RW-14).</source>
        <translation>Die Verbindung führt schon durch {hex}: Eine Verbindung nutzt kein Feld zweimal (RW-14).</translation>
    </message>
    <message>
        <source>{place} already has a link on that side: a city or town takes one link per hex edge (RW-Q15).</source>
        <translation>{place} hat auf dieser Seite schon eine Verbindung: Eine Stadt oder ein Ort nimmt eine Verbindung je Feldkante (RW-Q15).</translation>
    </message>
    <message>
        <source>Track already runs between {end} and {hex}: links that cross share no hex edge (RW-Q3, RW-Q15).</source>
        <translation>Zwischen {end} und {hex} liegt schon Strecke: Sich kreuzende Verbindungen teilen keine Feldkante (RW-Q3, RW-Q15).</translation>
    </message>
    <message>
        <source>Track ends at {hex}: a link never passes through a city or town (RW-14).</source>
        <translation>Die Strecke endet in {hex}: Eine Verbindung führt nie durch eine Stadt oder einen Ort hindurch (RW-14).</translation>
    </message>
    <message>
        <source>A link needs at least one tile: {place} cannot be joined straight to {hex} (RW-Q15).</source>
        <translation>Eine Verbindung braucht mindestens ein Plättchen: {place} kann nicht direkt mit {hex} verbunden werden (RW-Q15).</translation>
    </message>
    <message>
        <source>{hex} already holds two links crossing: a hex takes at most two (RW-Q3, RW-Q15).</source>
        <translation>{hex} trägt schon zwei sich kreuzende Verbindungen: Ein Feld nimmt höchstens zwei (RW-Q3, RW-Q15).</translation>
    </message>
    <message>
        <source>{who} finishes the link from {start} into {end} ({cost}).</source>
        <translation>{who} vollendet die Verbindung von {start} nach {end} ({cost}).</translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n tile(s) from {start} to {end} ({cost}).</source>
        <translation>
            <numerusform>{who} baut %n Plättchen von {start} nach {end} ({cost}).</numerusform>
            <numerusform>{who} baut %n Plättchen von {start} nach {end} ({cost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n more tile(s) from {start} to {end} ({cost}).</source>
        <translation>
            <numerusform>{who} baut %n weiteres Plättchen von {start} nach {end} ({cost}).</numerusform>
            <numerusform>{who} baut %n weitere Plättchen von {start} nach {end} ({cost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n tile(s) from {start} toward {end} ({cost}).</source>
        <translation>
            <numerusform>{who} baut %n Plättchen von {start} in Richtung {end} ({cost}).</numerusform>
            <numerusform>{who} baut %n Plättchen von {start} in Richtung {end} ({cost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n more tile(s) from {start} toward {end} ({cost}).</source>
        <translation>
            <numerusform>{who} baut %n weiteres Plättchen von {start} in Richtung {end} ({cost}).</numerusform>
            <numerusform>{who} baut %n weitere Plättchen von {start} in Richtung {end} ({cost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n tile(s) from {start} on ({cost}).</source>
        <translation>
            <numerusform>{who} baut %n Plättchen ab {start} ({cost}).</numerusform>
            <numerusform>{who} baut %n Plättchen ab {start} ({cost}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} builds %n more tile(s) from {start} on ({cost}).</source>
        <translation>
            <numerusform>{who} baut %n weiteres Plättchen ab {start} ({cost}).</numerusform>
            <numerusform>{who} baut %n weitere Plättchen ab {start} ({cost}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} lets {link} lapse: anyone may continue it now (RW-Q2, RW-Q16).</source>
        <translation>{who} gibt {link} auf: Jetzt darf jeder sie fortsetzen (RW-Q2, RW-Q16).</translation>
    </message>
    <message>
        <source>{card} is turned up on the display (RW-Q4).</source>
        <translation>{card} wird in der Auslage aufgedeckt (RW-Q4).</translation>
    </message>
    <message>
        <source>That card is not on the display (RW-20).</source>
        <translation>Diese Karte liegt nicht in der Auslage (RW-20).</translation>
    </message>
    <message>
        <source>{card} is a goal: it is won by meeting it, not taken (RW-Q4).</source>
        <translation>{card} ist ein Ziel: Man gewinnt sie durch Erfüllen, man nimmt sie nicht (RW-Q4).</translation>
    </message>
    <message>
        <source>{card} needs a link of yours into {city} (RW-20).</source>
        <translation>{card} verlangt eine eigene Verbindung nach {city} (RW-20).</translation>
    </message>
    <message>
        <source>Your engine is at the top level already ({level}, RW-Q7).</source>
        <translation>Deine Lok ist schon auf der höchsten Stufe ({level}, RW-Q7).</translation>
    </message>
    <message>
        <source>{who} takes {card} (RW-20).</source>
        <translation>{who} nimmt {card} (RW-20).</translation>
    </message>
    <message>
        <source>{who} receives {amount}.</source>
        <translation>{who} erhält {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>{who} scores %n point(s).</source>
        <translation>
            <numerusform>{who} erhält %n Punkt.</numerusform>
            <numerusform>{who} erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s engine goes up to level {level}, free.</source>
        <translation>Die Lok von {who} steigt kostenlos auf Stufe {level}.</translation>
    </message>
    <message numerus="yes">
        <source>{who} wins {card}: {why}; %n point(s) at the end (RW-Q17).</source>
        <translation>
            <numerusform>{who} gewinnt {card}: {why}; %n Punkt am Ende (RW-Q17).</numerusform>
            <numerusform>{who} gewinnt {card}: {why}; %n Punkte am Ende (RW-Q17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} wins {card}: {why}; %n point(s) (RW-Q17).</source>
        <translation>
            <numerusform>{who} gewinnt {card}: {why}; %n Punkt (RW-Q17).</numerusform>
            <numerusform>{who} gewinnt {card}: {why}; %n Punkte (RW-Q17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}&apos;s {card} scores %n point(s).</source>
        <translation>
            <numerusform>{card} von {who} bringt %n Punkt.</numerusform>
            <numerusform>{card} von {who} bringt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>the first delivery into {city}</source>
        <translation>die erste Lieferung nach {city}</translation>
    </message>
    <message numerus="yes">
        <source>a delivery over %n links</source>
        <translation>
            <numerusform>eine Lieferung über %n Verbindung</numerusform>
            <numerusform>eine Lieferung über %n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} of its targets delivered</source>
        <translation>{count} ihrer Ziele beliefert</translation>
    </message>
    <message>
        <source>{who} fills {count} of {card}&apos;s targets ({target}).</source>
        <translation>{who} erfüllt {count} Ziele von {card} ({target}).</translation>
    </message>
    <message>
        <source>{start} and {end} joined by own links</source>
        <translation>{start} und {end} mit eigenen Verbindungen verbunden</translation>
    </message>
    <message>
        <source>Deliveries are made in the action rounds (RW-11).</source>
        <translation>Geliefert wird in den Aktionsrunden (RW-11).</translation>
    </message>
    <message>
        <source>There is no cube of that colour there (RW-17).</source>
        <translation>Dort liegt kein Würfel dieser Farbe (RW-17).</translation>
    </message>
    <message>
        <source>There is no complete link {link} (RW-17).</source>
        <translation>Es gibt keine vollständige Verbindung {link} (RW-17).</translation>
    </message>
    <message>
        <source>That link does not start at {place} (RW-17).</source>
        <translation>Diese Verbindung beginnt nicht in {place} (RW-17).</translation>
    </message>
    <message>
        <source>{who} declares a delivery: the Rail Inspectors&apos; holders may block it (EW-9).</source>
        <translation>{who} kündigt eine Lieferung an: Wer einen Bahninspektor hält, darf sie verhindern (EW-9).</translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers {colour} from {start} to {end} over %n link(s): points to {points} (RW-17, RW-18).</source>
        <translation>
            <numerusform>{who} liefert einen Würfel in {colour} von {start} nach {end} über %n Verbindung: Punkte für {points} (RW-17, RW-18).</numerusform>
            <numerusform>{who} liefert einen Würfel in {colour} von {start} nach {end} über %n Verbindungen: Punkte für {points} (RW-17, RW-18).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers {colour} from {start} to {end} over %n link(s) (RW-17, RW-18).</source>
        <translation>
            <numerusform>{who} liefert einen Würfel in {colour} von {start} nach {end} über %n Verbindung (RW-17, RW-18).</numerusform>
            <numerusform>{who} liefert einen Würfel in {colour} von {start} nach {end} über %n Verbindungen (RW-17, RW-18).</numerusform>
        </translation>
    </message>
    <message>
        <source>{city} is empty: an empty-city marker goes on it ({count} in all, RW-19).</source>
        <translation>{city} ist leer: Ein Leere-Stadt-Marker kommt darauf ({count} insgesamt, RW-19).</translation>
    </message>
    <message>
        <source>No delivery waits for a Rail Inspector now (EW-9).</source>
        <translation>Gerade wartet keine Lieferung auf einen Bahninspektor (EW-9).</translation>
    </message>
    <message>
        <source>{who} plays a Rail Inspector: {victim}&apos;s delivery fails, the cube stays and the action is spent; the card lies in front of {victim} (EW-9).</source>
        <translation>{who} spielt einen Bahninspektor: Die Lieferung von {victim} scheitert, der Würfel bleibt liegen und die Aktion ist verbraucht; die Karte liegt vor {victim} (EW-9).</translation>
    </message>
    <message>
        <source>You do not hold that card (RW-20).</source>
        <translation>Du hast diese Karte nicht (RW-20).</translation>
    </message>
    <message>
        <source>{card} is not spent on a build (RW-20).</source>
        <translation>{card} wird nicht bei einem Bau eingesetzt (RW-20).</translation>
    </message>
    <message>
        <source>One {card} a build (RW-20).</source>
        <translation>Eine Karte {card} je Bau (RW-20).</translation>
    </message>
    <message>
        <source>Track is built in the action rounds (RW-11).</source>
        <translation>Gebaut wird in den Aktionsrunden (RW-11).</translation>
    </message>
    <message>
        <source>A build has at most {most} steps: a saved game holds no more (RW-12).</source>
        <translation>Ein Bau hat höchstens {most} Schritte: Mehr fasst ein gespeichertes Spiel nicht (RW-12).</translation>
    </message>
    <message>
        <source>{card} is spent.</source>
        <translation>{card} ist verbraucht.</translation>
    </message>
    <message>
        <source>Towns are urbanized in the action rounds (RW-11).</source>
        <translation>Orte werden in den Aktionsrunden zu Städten (RW-11).</translation>
    </message>
    <message>
        <source>Only a grey town can be urbanized (RW-15).</source>
        <translation>Nur ein grauer Ort kann zur Stadt werden (RW-15).</translation>
    </message>
    <message>
        <source>No New City tile of {colour} is left (RW-7).</source>
        <translation>Es gibt kein Neue-Stadt-Plättchen in {colour} mehr (RW-7).</translation>
    </message>
    <message>
        <source>none: the bag is empty</source>
        <translation>keine: Der Beutel ist leer</translation>
    </message>
    <message>
        <source>{who} urbanizes {town} into a {colour} city for {cost}; cubes drawn onto it: {cubes} (RW-15, RW-Q5).</source>
        <translation>{who} macht {town} für {cost} zur Stadt der Farbe {colour}; darauf gezogene Würfel: {cubes} (RW-15, RW-Q5).</translation>
    </message>
    <message>
        <source>The engine is upgraded in the action rounds (RW-11).</source>
        <translation>Die Lok wird in den Aktionsrunden verbessert (RW-11).</translation>
    </message>
    <message>
        <source>{who} upgrades the engine to level {level} for {cost} (RW-16).</source>
        <translation>{who} verbessert die Lok für {cost} auf Stufe {level} (RW-16).</translation>
    </message>
    <message>
        <source>Railways of England &amp; Wales takes 2 to 5 players, not {count} (EW-Q7).</source>
        <translation>Railways of England &amp; Wales ist für 2 bis 5 Spieler, nicht {count} (EW-Q7).</translation>
    </message>
    <message>
        <source>New game: {names}; {first} is the start player. Each player keeps one of two Baron cards (EW-2).</source>
        <translation>Neues Spiel: {names}; {first} ist Startspieler. Jeder behält eine von zwei Baronkarten (EW-2).</translation>
    </message>
    <message>
        <source>Actions are taken in the action rounds (RW-11).</source>
        <translation>Aktionen gibt es in den Aktionsrunden (RW-11).</translation>
    </message>
    <message>
        <source>{who} claims the main line {line} ({points} points at the end, EW-4).</source>
        <translation>{who} sichert sich die Hauptstrecke {line} ({points} Punkte am Ende, EW-4).</translation>
    </message>
    <message>
        <source>The Baron cards were chosen at the start (EW-Q1).</source>
        <translation>Die Baronkarten wurden zu Beginn gewählt (EW-Q1).</translation>
    </message>
    <message>
        <source>Keep one of the two Baron cards you were dealt (EW-Q1).</source>
        <translation>Behalte eine der beiden Baronkarten, die du bekommen hast (EW-Q1).</translation>
    </message>
    <message>
        <source>{who} keeps a Baron card (EW-2).</source>
        <translation>{who} behält eine Baronkarte (EW-2).</translation>
    </message>
    <message>
        <source>{who} passes (RW-Q14).</source>
        <translation>{who} passt (RW-Q14).</translation>
    </message>
    <message numerus="yes">
        <source>{who} issues %n bond(s) ({cash}) to pay {cost} (EW-6).</source>
        <translation>
            <numerusform>{who} gibt %n Anleihe aus ({cash}), um {cost} zu zahlen (EW-6).</numerusform>
            <numerusform>{who} gibt %n Anleihen aus ({cash}), um {cost} zu zahlen (EW-6).</numerusform>
        </translation>
    </message>
    <message>
        <source>A delivery moves the cube over at least one link (RW-17).</source>
        <translation>Eine Lieferung bewegt den Würfel über mindestens eine Verbindung (RW-17).</translation>
    </message>
    <message>
        <source>The route must start at {place} and name the place after each link (RW-17).</source>
        <translation>Die Route muss in {place} beginnen und nach jeder Verbindung den Ort nennen (RW-17).</translation>
    </message>
    <message numerus="yes">
        <source>An engine of level %n carries goods over at most %n link(s); this route uses {used} (RW-17).</source>
        <translation>
            <numerusform>Eine Lok der Stufe %n bringt Waren über höchstens %n Verbindung; diese Route nutzt {used} (RW-17).</numerusform>
            <numerusform>Eine Lok der Stufe %n bringt Waren über höchstens %n Verbindungen; diese Route nutzt {used} (RW-17).</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no link {link} (RW-17).</source>
        <translation>Es gibt keine Verbindung {link} (RW-17).</translation>
    </message>
    <message>
        <source>The link from {place} is unfinished: goods move on complete links (RW-17).</source>
        <translation>Die Verbindung ab {place} ist unvollendet: Waren fahren nur über vollständige Verbindungen (RW-17).</translation>
    </message>
    <message>
        <source>The link from {start} to {end} does not join {here} and {there} (RW-17).</source>
        <translation>Die Verbindung von {start} nach {end} verbindet nicht {here} und {there} (RW-17).</translation>
    </message>
    <message>
        <source>The route comes back to {place}: it visits no place twice (RW-Q8).</source>
        <translation>Die Route kommt zurück nach {place}: Sie besucht keinen Ort zweimal (RW-Q8).</translation>
    </message>
    <message>
        <source>The cube stops at {place}, the first {colour} city on its way, and goes no further (RW-Q8).</source>
        <translation>Der Würfel hält in {place}, der ersten Stadt der Farbe {colour} auf seinem Weg, und fährt nicht weiter (RW-Q8).</translation>
    </message>
    <message>
        <source>{place} is not a {colour} city: the cube goes to a city of its colour (RW-17).</source>
        <translation>{place} ist keine Stadt der Farbe {colour}: Der Würfel geht in eine Stadt seiner Farbe (RW-17).</translation>
    </message>
    <message>
        <source>no Baron card</source>
        <translation>keine Baronkarte</translation>
    </message>
    <message>
        <source>{who}: {points} points (track {track}, {baron} {baron_points}, cards {cards}, main lines {main_lines}, bonds {bonds}).</source>
        <translation>{who}: {points} Punkte (Strecke {track}, {baron} {baron_points}, Karten {cards}, Hauptstrecken {main_lines}, Anleihen {bonds}).</translation>
    </message>
    <message>
        <source>{names} and {last} share the win (RW-26, RW-Q11).</source>
        <translation>{names} und {last} teilen sich den Sieg (RW-26, RW-Q11).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>{who} wins (RW-26, RW-Q11).</source>
        <translation>{who} gewinnt (RW-26, RW-Q11).</translation>
    </message>
    <message>
        <source>a hex off the board</source>
        <translation>ein Feld außerhalb des Spielplans</translation>
    </message>
    <message>
        <source>the {kind} at column {column}, row {row}</source>
        <translation>das {kind} in Spalte {column}, Reihe {row}</translation>
    </message>
    <message>
        <source>the {kind} {compass} of {place}</source>
        <translation>das {kind} {compass} von {place}</translation>
    </message>
    <message numerus="yes">
        <source>the {kind} %n hex(es) {compass} of {place}</source>
        <translation>
            <numerusform>das {kind} %n Feld {compass} von {place}</numerusform>
            <numerusform>das {kind} %n Felder {compass} von {place}</numerusform>
        </translation>
    </message>
    <message>
        <source>open hex</source>
        <translation>offene Feld</translation>
    </message>
    <message>
        <source>open hex with a river</source>
        <translation>offene Feld mit Fluss</translation>
    </message>
    <message>
        <source>water hex</source>
        <translation>Wasserfeld</translation>
    </message>
    <message>
        <source>water hex with a river</source>
        <translation>Wasserfeld mit Fluss</translation>
    </message>
    <message>
        <source>mountain hex</source>
        <translation>Gebirgsfeld</translation>
    </message>
    <message>
        <source>mountain hex with a river</source>
        <translation>Gebirgsfeld mit Fluss</translation>
    </message>
    <message>
        <source>east</source>
        <translation>östlich</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nordöstlich</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nördlich</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nordwestlich</translation>
    </message>
    <message>
        <source>west</source>
        <translation>westlich</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>südwestlich</translation>
    </message>
    <message>
        <source>south</source>
        <translation>südlich</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>südöstlich</translation>
    </message>
    <message>
        <source>the link from {start} to {end}</source>
        <translation>die Verbindung von {start} nach {end}</translation>
    </message>
    <message>
        <source>the unfinished link from {start}</source>
        <translation>die unvollendete Verbindung ab {start}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Turn {turn}: the auction for first player; {who} bids first (RW-9).</source>
        <translation>Zug {turn}: die Auktion um den ersten Platz; {who} bietet zuerst (RW-9).</translation>
    </message>
    <message>
        <source>There is no auction for first player now (RW-9).</source>
        <translation>Gerade gibt es keine Auktion um den ersten Platz (RW-9).</translation>
    </message>
    <message>
        <source>Bids go in steps of {amount} (RW-Q12).</source>
        <translation>Geboten wird in Schritten von {amount} (RW-Q12).</translation>
    </message>
    <message>
        <source>A bid goes up to {amount}: a saved game holds no more (RW-Q20).</source>
        <translation>Ein Gebot geht bis {amount}: Mehr fasst ein gespeichertes Spiel nicht (RW-Q20).</translation>
    </message>
    <message>
        <source>The least bid is {amount} (RW-Q12).</source>
        <translation>Das kleinste Gebot ist {amount} (RW-Q12).</translation>
    </message>
    <message>
        <source>Bid at least {least}: the high bid is {high} (RW-9).</source>
        <translation>Biete mindestens {least}: Das Höchstgebot ist {high} (RW-9).</translation>
    </message>
    <message>
        <source>{who} bids {amount} for first player.</source>
        <translation>{who} bietet {amount} um den ersten Platz.</translation>
    </message>
    <message>
        <source>{who} passes in the auction (for good, RW-Q13).</source>
        <translation>{who} passt in der Auktion (endgültig, RW-Q13).</translation>
    </message>
    <message>
        <source>{who} pays {amount} and plays first (RW-9).</source>
        <translation>{who} zahlt {amount} und spielt als Erster (RW-9).</translation>
    </message>
    <message>
        <source>Everyone passed: {who} stays first player (RW-Q13).</source>
        <translation>Alle haben gepasst: {who} bleibt erster Spieler (RW-Q13).</translation>
    </message>
    <message>
        <source>Everyone passed: {who}, left of the last first player, plays first (RW-9).</source>
        <translation>Alle haben gepasst: {who}, links vom letzten ersten Spieler, spielt als Erster (RW-9).</translation>
    </message>
    <message>
        <source>Action round {round} of {rounds}.</source>
        <translation>Aktionsrunde {round} von {rounds}.</translation>
    </message>
    <message>
        <source>Turn {turn} ends: income and expenses.</source>
        <translation>Zug {turn} endet: Einkommen und Ausgaben.</translation>
    </message>
    <message numerus="yes">
        <source>{who} receives {income} (marker at {position}) and pays {cost} for %n bond(s).</source>
        <translation>
            <numerusform>{who} erhält {income} (Marker auf {position}) und zahlt {cost} für %n Anleihe.</numerusform>
            <numerusform>{who} erhält {income} (Marker auf {position}) und zahlt {cost} für %n Anleihen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} receives {income} (marker at {position}).</source>
        <translation>{who} erhält {income} (Marker auf {position}).</translation>
    </message>
    <message>
        <source>{empty} empty cities: the game ends (EW-10: {limit} with {players} players).</source>
        <translation>{empty} leere Städte: Das Spiel endet (EW-10: {limit} bei {players} Spielern).</translation>
    </message>
    <message>
        <source>${amount}</source>
        <translation>{amount} $</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation>{start} nach {end}</translation>
    </message>
    <message numerus="yes">
        <source>%n Link(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Railroad Era Begins</source>
        <translation>Das Eisenbahnzeitalter beginnt</translation>
    </message>
    <message>
        <source>Major Line</source>
        <translation>Fernverbindung</translation>
    </message>
    <message>
        <source>Service Bounty</source>
        <translation>Lieferprämie</translation>
    </message>
    <message>
        <source>Speed Record</source>
        <translation>Geschwindigkeitsrekord</translation>
    </message>
    <message>
        <source>Passenger Lines</source>
        <translation>Passagierlinie</translation>
    </message>
    <message>
        <source>Express Service</source>
        <translation>Expressdienst</translation>
    </message>
    <message>
        <source>Northern Towns</source>
        <translation>Städte des Nordens</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>Capital Charter</source>
        <translation>Kapitalbrief</translation>
    </message>
    <message>
        <source>Railway Mania</source>
        <translation>Eisenbahnfieber</translation>
    </message>
    <message>
        <source>Locomotive Trials</source>
        <translation>Lokomotivrennen</translation>
    </message>
    <message>
        <source>Tunnel Engineer</source>
        <translation>Tunnelingenieur</translation>
    </message>
    <message>
        <source>Government Land Grant</source>
        <translation>Staatliche Landschenkung</translation>
    </message>
    <message>
        <source>Civil Engineers</source>
        <translation>Bauingenieure</translation>
    </message>
    <message>
        <source>Perfect Engineering</source>
        <translation>Perfekte Planung</translation>
    </message>
    <message>
        <source>Rail Inspector</source>
        <translation>Bahninspektor</translation>
    </message>
    <message>
        <source>The Network Builder</source>
        <translation>Der Netzbauer</translation>
    </message>
    <message>
        <source>The London Terminus</source>
        <translation>Der Londoner Kopfbahnhof</translation>
    </message>
    <message>
        <source>The Midland Junction</source>
        <translation>Der Knoten der Midlands</translation>
    </message>
    <message>
        <source>Across the Pennines</source>
        <translation>Über die Pennines</translation>
    </message>
    <message>
        <source>The Great North Road</source>
        <translation>Die Große Nordstraße</translation>
    </message>
    <message>
        <source>The West Country</source>
        <translation>Der Südwesten</translation>
    </message>
    <message>
        <source>The Coal Carrier</source>
        <translation>Der Kohlefrachter</translation>
    </message>
    <message>
        <source>The Freight Master</source>
        <translation>Der Frachtmeister</translation>
    </message>
    <message>
        <source>The Locomotive Works</source>
        <translation>Das Lokomotivwerk</translation>
    </message>
    <message>
        <source>The Financier</source>
        <translation>Der Finanzier</translation>
    </message>
    <message>
        <source>a Railways of England &amp; Wales saved game</source>
        <translation>ein Spielstand von Railways of England &amp; Wales</translation>
    </message>
    <message>
        <source>a Railways of England &amp; Wales share game</source>
        <translation>ein Aktienspiel von Railways of England &amp; Wales</translation>
    </message>
</context>
<context>
    <name>RoewShares</name>
    <message>
        <source>Shares are offered in the preparation round and the stock phase (ST-5, ST-23).</source>
        <translation>Aktien werden in der Vorbereitungsrunde und in der Aktienphase angeboten (ST-5, ST-23).</translation>
    </message>
    <message>
        <source>A share is being auctioned: bid or pass (ST-6).</source>
        <translation>Eine Aktie wird versteigert: bieten oder passen (ST-6).</translation>
    </message>
    <message>
        <source>There is no company {company} (ST-3).</source>
        <translation>Es gibt keine Gesellschaft {company} (ST-3).</translation>
    </message>
    <message>
        <source>The preparation round sells shares from the stock board only (ST-5).</source>
        <translation>In der Vorbereitungsrunde werden nur Aktien vom Börsenplan verkauft (ST-5).</translation>
    </message>
    <message>
        <source>{company} has no share on the issued board (ST-23).</source>
        <translation>{company} hat keine Aktie auf dem Ausgabeplan (ST-23).</translation>
    </message>
    <message>
        <source>{company} has no share left on the stock board (ST-5).</source>
        <translation>{company} hat keine Aktie mehr auf dem Börsenplan (ST-5).</translation>
    </message>
    <message>
        <source>A share of {company} opens at its price, {price}, or more (ST-5).</source>
        <translation>Eine Aktie der {company} beginnt bei ihrem Kurs, {price}, oder mehr (ST-5).</translation>
    </message>
    <message>
        <source>Bids go in steps of {amount} (ST-Q13).</source>
        <translation>Geboten wird in Schritten von {amount} (ST-Q13).</translation>
    </message>
    <message>
        <source>You have {cash}: nobody bids more than their cash (ST-Q9).</source>
        <translation>Du hast {cash}: Niemand bietet mehr als sein Bargeld (ST-Q9).</translation>
    </message>
    <message>
        <source>{who} offers a share of {company} from the stock board and bids {amount} (ST-5).</source>
        <translation>{who} bietet eine Aktie der {company} vom Börsenplan an und bietet {amount} (ST-5).</translation>
    </message>
    <message>
        <source>{who} offers a share of {company} from the issued board and bids {amount} (ST-5).</source>
        <translation>{who} bietet eine Aktie der {company} vom Ausgabeplan an und bietet {amount} (ST-5).</translation>
    </message>
    <message>
        <source>No share is being auctioned now (ST-6).</source>
        <translation>Gerade wird keine Aktie versteigert (ST-6).</translation>
    </message>
    <message>
        <source>Bid at least {least}: the high bid is {high} (ST-6, ST-Q13).</source>
        <translation>Biete mindestens {least}: Das Höchstgebot ist {high} (ST-6, ST-Q13).</translation>
    </message>
    <message>
        <source>{who} bids {amount}.</source>
        <translation>{who} bietet {amount}.</translation>
    </message>
    <message>
        <source>{who} passes in this auction (for good, ST-6).</source>
        <translation>{who} passt in dieser Auktion (endgültig, ST-6).</translation>
    </message>
    <message>
        <source>{who} buys the share of {company} for {amount}, paid to {company} (ST-6, ST-23); {director} directs it (ST-9).</source>
        <translation>{who} kauft die Aktie der {company} für {amount}, gezahlt an die {company} (ST-6, ST-23); {director} ist ihr Direktor (ST-9).</translation>
    </message>
    <message>
        <source>{who} buys the share of {company} for {amount}, paid to the bank (ST-6, ST-23); {director} directs it (ST-9).</source>
        <translation>{who} kauft die Aktie der {company} für {amount}, gezahlt an die Bank (ST-6, ST-23); {director} ist ihr Direktor (ST-9).</translation>
    </message>
    <message>
        <source>{who} offers next (ST-7).</source>
        <translation>{who} bietet als Nächster an (ST-7).</translation>
    </message>
    <message>
        <source>{who} offers nothing more this phase (ST-8).</source>
        <translation>{who} bietet in dieser Phase nichts mehr an (ST-8).</translation>
    </message>
    <message>
        <source>Dividends are declared in the dividend phase (ST-16).</source>
        <translation>Dividenden werden in der Dividendenphase beschlossen (ST-16).</translation>
    </message>
    <message>
        <source>A dividend per share is declared in steps of {amount} (ST-Q3).</source>
        <translation>Eine Dividende je Aktie wird in Schritten von {amount} beschlossen (ST-Q3).</translation>
    </message>
    <message numerus="yes">
        <source>{each} on %n share(s) is {total}, and {company} holds {treasury} (ST-17).</source>
        <translation>
            <numerusform>{each} auf %n Aktie sind {total}, und die {company} hat {treasury} (ST-17).</numerusform>
            <numerusform>{each} auf %n Aktien sind {total}, und die {company} hat {treasury} (ST-17).</numerusform>
        </translation>
    </message>
    <message>
        <source>{company} pays {each} a share, {total} in all ({pool} of it to the bank for the shares on the boards) (ST-17).</source>
        <translation>{company} zahlt {each} je Aktie, {total} insgesamt ({pool} davon an die Bank für die Aktien auf den Plänen) (ST-17).</translation>
    </message>
    <message>
        <source>{company} pays {each} a share, {total} in all (ST-17).</source>
        <translation>{company} zahlt {each} je Aktie, {total} insgesamt (ST-17).</translation>
    </message>
    <message numerus="yes">
        <source>{company}&apos;s price rises %n step(s) to {price} (ST-18).</source>
        <translation>
            <numerusform>Der Kurs der {company} steigt um %n Stufe auf {price} (ST-18).</numerusform>
            <numerusform>Der Kurs der {company} steigt um %n Stufen auf {price} (ST-18).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company}&apos;s price falls %n step(s) to {price} (ST-18).</source>
        <translation>
            <numerusform>Der Kurs der {company} fällt um %n Stufe auf {price} (ST-18).</numerusform>
            <numerusform>Der Kurs der {company} fällt um %n Stufen auf {price} (ST-18).</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}&apos;s price stays at {price}, the end of the track (ST-18).</source>
        <translation>Der Kurs der {company} bleibt bei {price}, dem Ende der Leiste (ST-18).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Round {round}: the operating phase, highest price first: {companies} (ST-10).</source>
        <translation>Runde {round}: die Betriebsphase, höchster Kurs zuerst: {companies} (ST-10).</translation>
    </message>
    <message>
        <source>{company} operates; {director} directs it (ST-10, ST-12).</source>
        <translation>{company} ist am Zug; {director} leitet sie (ST-10, ST-12).</translation>
    </message>
    <message>
        <source>The dividend phase, in the same order (ST-16).</source>
        <translation>Die Dividendenphase, in derselben Reihenfolge (ST-16).</translation>
    </message>
    <message>
        <source>Every player receives {amount} from the bank (ST-19).</source>
        <translation>Jeder Spieler erhält {amount} von der Bank (ST-19).</translation>
    </message>
    <message numerus="yes">
        <source>{company} takes %n loan(s) to pay its interest (ST-16, ST-Q16).</source>
        <translation>
            <numerusform>{company} nimmt %n Anleihe auf, um ihre Zinsen zu zahlen (ST-16, ST-Q16).</numerusform>
            <numerusform>{company} nimmt %n Anleihen auf, um ihre Zinsen zu zahlen (ST-16, ST-Q16).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company} pays {amount} interest on %n loan(s) (ST-16).</source>
        <translation>
            <numerusform>{company} zahlt {amount} Zinsen für %n Anleihe (ST-16).</numerusform>
            <numerusform>{company} zahlt {amount} Zinsen für %n Anleihen (ST-16).</numerusform>
        </translation>
    </message>
    <message>
        <source>The merger phase, lowest price first (ST-20).</source>
        <translation>Die Fusionsphase, niedrigster Kurs zuerst (ST-20).</translation>
    </message>
    <message>
        <source>The stock phase: {who} offers first (ST-23).</source>
        <translation>Die Aktienphase: {who} bietet zuerst an (ST-23).</translation>
    </message>
    <message>
        <source>{who}, left of the last buyer, takes the start-player marker (ST-8).</source>
        <translation>{who}, links vom letzten Käufer, erhält den Startspielermarker (ST-8).</translation>
    </message>
    <message>
        <source>Nobody bought a share: {who} keeps the start-player marker (ST-Q15).</source>
        <translation>Niemand hat eine Aktie gekauft: {who} behält den Startspielermarker (ST-Q15).</translation>
    </message>
    <message>
        <source>{empty} empty cities: the game ends ({limit} end it, ST-25).</source>
        <translation>{empty} leere Städte: Das Spiel endet ({limit} beenden es, ST-25).</translation>
    </message>
    <message numerus="yes">
        <source>{company} has %n loan(s): its price falls {steps} to {price} (ST-26).</source>
        <translation>
            <numerusform>{company} hat %n Anleihe: Ihr Kurs fällt um {steps} auf {price} (ST-26).</numerusform>
            <numerusform>{company} hat %n Anleihen: Ihr Kurs fällt um {steps} auf {price} (ST-26).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} cashes shares for {amount}: {cash} in all (ST-26).</source>
        <translation>{who} löst Aktien für {amount} ein: {cash} insgesamt (ST-26).</translation>
    </message>
    <message>
        <source>{names} and {last} share the win (ST-Q10) with {cash}.</source>
        <translation>{names} und {last} teilen sich den Sieg (ST-Q10) mit {cash}.</translation>
    </message>
    <message>
        <source>{who} wins with {cash}.</source>
        <translation>{who} gewinnt mit {cash}.</translation>
    </message>
    <message>
        <source>The share game takes 2 to 5 players, not {count} (ST-2).</source>
        <translation>Das Aktienspiel ist für 2 bis 5 Spieler, nicht {count} (ST-2).</translation>
    </message>
    <message>
        <source>New share game: {names}, each with {cash} (ST-2). {first} is the start player and offers first (ST-5).</source>
        <translation>Neues Aktienspiel: {names}, jeder mit {cash} (ST-2). {first} ist Startspieler und bietet zuerst an (ST-5).</translation>
    </message>
    <message>
        <source>Mergers are proposed in the merger phase (ST-20).</source>
        <translation>Fusionen werden in der Fusionsphase vorgeschlagen (ST-20).</translation>
    </message>
    <message>
        <source>A merger is being voted on (ST-21).</source>
        <translation>Über eine Fusion wird abgestimmt (ST-21).</translation>
    </message>
    <message>
        <source>{company} cannot merge with itself (ST-20).</source>
        <translation>{company} kann nicht mit sich selbst fusionieren (ST-20).</translation>
    </message>
    <message>
        <source>No player holds a share of {other}: it takes no part (ST-9).</source>
        <translation>Kein Spieler hält eine Aktie der {other}: Sie nimmt nicht teil (ST-9).</translation>
    </message>
    <message>
        <source>{other} has been in a merger this phase already (ST-Q5).</source>
        <translation>{other} war in dieser Phase schon an einer Fusion beteiligt (ST-Q5).</translation>
    </message>
    <message>
        <source>{other}&apos;s network does not join {company}&apos;s (ST-20).</source>
        <translation>Das Netz der {other} ist nicht mit dem der {company} verbunden (ST-20).</translation>
    </message>
    <message>
        <source>{company} cannot pay {price} for {other}&apos;s shares, even issuing every share on its tableau (ST-Q5).</source>
        <translation>{company} kann {price} für die Aktien der {other} nicht zahlen, selbst wenn sie jede Aktie ihres Tableaus ausgibt (ST-Q5).</translation>
    </message>
    <message numerus="yes">
        <source>{who} proposes that {company} take over {other}, voting yes with %n share(s) (ST-20, ST-Q14).</source>
        <translation>
            <numerusform>{who} schlägt vor, dass die {company} die {other} übernimmt, und stimmt mit %n Aktie dafür (ST-20, ST-Q14).</numerusform>
            <numerusform>{who} schlägt vor, dass die {company} die {other} übernimmt, und stimmt mit %n Aktien dafür (ST-20, ST-Q14).</numerusform>
        </translation>
    </message>
    <message>
        <source>{company} proposes no merger (ST-20).</source>
        <translation>{company} schlägt keine Fusion vor (ST-20).</translation>
    </message>
    <message>
        <source>No merger is being voted on (ST-21).</source>
        <translation>Gerade wird über keine Fusion abgestimmt (ST-21).</translation>
    </message>
    <message numerus="yes">
        <source>{who} votes yes with %n share(s) of {company} (ST-21).</source>
        <translation>
            <numerusform>{who} stimmt mit %n Aktie der {company} mit Ja (ST-21).</numerusform>
            <numerusform>{who} stimmt mit %n Aktien der {company} mit Ja (ST-21).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} votes no with %n share(s) of {company} (ST-21).</source>
        <translation>
            <numerusform>{who} stimmt mit %n Aktie der {company} mit Nein (ST-21).</numerusform>
            <numerusform>{who} stimmt mit %n Aktien der {company} mit Nein (ST-21).</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}&apos;s shareholders vote {yes} to {no}: no merger (ST-21).</source>
        <translation>Die Aktionäre der {company} stimmen {yes} zu {no}: keine Fusion (ST-21).</translation>
    </message>
    <message>
        <source>{company}&apos;s shareholders vote {yes} to {no}: yes; now {other}&apos;s shareholders vote (ST-21).</source>
        <translation>Die Aktionäre der {company} stimmen {yes} zu {no}: Ja; jetzt stimmen die Aktionäre der {other} ab (ST-21).</translation>
    </message>
    <message>
        <source>{company}&apos;s shareholders vote {yes} to {no}: yes (ST-21).</source>
        <translation>Die Aktionäre der {company} stimmen {yes} zu {no}: Ja (ST-21).</translation>
    </message>
    <message numerus="yes">
        <source>{company} issues %n share(s) at {price} to pay (ST-22, ST-Q14).</source>
        <translation>
            <numerusform>{company} gibt %n Aktie zu {price} aus, um zu zahlen (ST-22, ST-Q14).</numerusform>
            <numerusform>{company} gibt %n Aktien zu {price} aus, um zu zahlen (ST-22, ST-Q14).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} sells %n share(s) of {other} to {company} for {amount} (ST-22).</source>
        <translation>
            <numerusform>{who} verkauft %n Aktie der {other} für {amount} an die {company} (ST-22).</numerusform>
            <numerusform>{who} verkauft %n Aktien der {other} für {amount} an die {company} (ST-22).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company} pays the bank {amount} for %n share(s) of {other} on the stock board (ST-22).</source>
        <translation>
            <numerusform>{company} zahlt der Bank {amount} für %n Aktie der {other} auf dem Börsenplan (ST-22).</numerusform>
            <numerusform>{company} zahlt der Bank {amount} für %n Aktien der {other} auf dem Börsenplan (ST-22).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{other}&apos;s {amount} and %n loan(s) pass to {company} (ST-Q5).</source>
        <translation>
            <numerusform>{amount} und %n Anleihe der {other} gehen an die {company} (ST-Q5).</numerusform>
            <numerusform>{amount} und %n Anleihen der {other} gehen an die {company} (ST-Q5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company}&apos;s locomotives take over %n link(s) of {other}; {other} is set up afresh at {price} and may float again (ST-22, ST-Q15).</source>
        <translation>
            <numerusform>Die Loks der {company} übernehmen %n Verbindung der {other}; die {other} wird bei {price} neu aufgebaut und darf wieder an die Börse (ST-22, ST-Q15).</numerusform>
            <numerusform>Die Loks der {company} übernehmen %n Verbindungen der {other}; die {other} wird bei {price} neu aufgebaut und darf wieder an die Börse (ST-22, ST-Q15).</numerusform>
        </translation>
    </message>
    <message>
        <source>Companies build, deliver, issue shares and take loans in the operating phase (ST-10, ST-Q13).</source>
        <translation>Gesellschaften bauen, liefern, geben Aktien aus und nehmen Anleihen auf in der Betriebsphase (ST-10, ST-Q13).</translation>
    </message>
    <message numerus="yes">
        <source>{company} has %n share(s) left on its tableau to issue (ST-11).</source>
        <translation>
            <numerusform>{company} hat noch %n Aktie auf ihrem Tableau zum Ausgeben (ST-11).</numerusform>
            <numerusform>{company} hat noch %n Aktien auf ihrem Tableau zum Ausgeben (ST-11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company} issues %n share(s) at {price}: {amount} into its treasury (ST-11).</source>
        <translation>
            <numerusform>{company} gibt %n Aktie zu {price} aus: {amount} in ihre Kasse (ST-11).</numerusform>
            <numerusform>{company} gibt %n Aktien zu {price} aus: {amount} in ihre Kasse (ST-11).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company} still has %n share(s) on its tableau: a loan only once every share is issued (ST-11, ST-Q6).</source>
        <translation>
            <numerusform>{company} hat noch %n Aktie auf ihrem Tableau: Eine Anleihe erst, wenn jede Aktie ausgegeben ist (ST-11, ST-Q6).</numerusform>
            <numerusform>{company} hat noch %n Aktien auf ihrem Tableau: Eine Anleihe erst, wenn jede Aktie ausgegeben ist (ST-11, ST-Q6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company} takes a loan of {amount}, {interest} interest at every dividend phase; %n loan(s) in all (ST-11).</source>
        <translation>
            <numerusform>{company} nimmt eine Anleihe über {amount} auf, {interest} Zinsen in jeder Dividendenphase; %n Anleihe insgesamt (ST-11).</numerusform>
            <numerusform>{company} nimmt eine Anleihe über {amount} auf, {interest} Zinsen in jeder Dividendenphase; %n Anleihen insgesamt (ST-11).</numerusform>
        </translation>
    </message>
    <message>
        <source>A build lays one or two whole links, not {count} (ST-13).</source>
        <translation>Ein Bau legt eine oder zwei ganze Verbindungen, nicht {count} (ST-13).</translation>
    </message>
    <message>
        <source>Build the second link whole, from a city or town to a city or town (ST-13, ST-Q9).</source>
        <translation>Baue die zweite Verbindung ganz, von einer Stadt oder einem Ort zu einer Stadt oder einem Ort (ST-13, ST-Q9).</translation>
    </message>
    <message>
        <source>Build the link whole, from a city or town to a city or town (ST-13, ST-Q9).</source>
        <translation>Baue die Verbindung ganz, von einer Stadt oder einem Ort zu einer Stadt oder einem Ort (ST-13, ST-Q9).</translation>
    </message>
    <message>
        <source>{company}&apos;s first link starts at a city, not a town (ST-13).</source>
        <translation>Die erste Verbindung der {company} beginnt in einer Stadt, nicht in einem Ort (ST-13).</translation>
    </message>
    <message>
        <source>The second link must join {company}&apos;s network: start or end it at a place its links reach (ST-13).</source>
        <translation>Die zweite Verbindung muss an das Netz der {company} anschließen: Beginne oder ende sie an einem Ort, den ihre Verbindungen erreichen (ST-13).</translation>
    </message>
    <message>
        <source>The link must join {company}&apos;s network: start or end it at a place its links reach (ST-13).</source>
        <translation>Die Verbindung muss an das Netz der {company} anschließen: Beginne oder ende sie an einem Ort, den ihre Verbindungen erreichen (ST-13).</translation>
    </message>
    <message>
        <source>A link is built whole, from a city or town to a city or town, in one action (ST-13, ST-Q9).</source>
        <translation>Eine Verbindung wird ganz gebaut, von einer Stadt oder einem Ort zu einer Stadt oder einem Ort, in einer Aktion (ST-13, ST-Q9).</translation>
    </message>
    <message>
        <source>The build costs {cost} and {company} holds {treasury}: issue shares or take a loan first (ST-11, ST-13).</source>
        <translation>Der Bau kostet {cost} und die {company} hat {treasury}: Gib zuerst Aktien aus oder nimm eine Anleihe auf (ST-11, ST-13).</translation>
    </message>
    <message>
        <source>The second link costs {each} more a tile: {amount} (ST-13).</source>
        <translation>Die zweite Verbindung kostet {each} mehr je Plättchen: {amount} (ST-13).</translation>
    </message>
    <message numerus="yes">
        <source>{company} pays {amount} and puts a locomotive on %n link(s) (ST-13).</source>
        <translation>
            <numerusform>{company} zahlt {amount} und stellt eine Lok auf %n Verbindung (ST-13).</numerusform>
            <numerusform>{company} zahlt {amount} und stellt eine Lok auf %n Verbindungen (ST-13).</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no complete link {link} (ST-14).</source>
        <translation>Es gibt keine vollständige Verbindung {link} (ST-14).</translation>
    </message>
    <message>
        <source>That link does not start at {place} (ST-14).</source>
        <translation>Diese Verbindung beginnt nicht in {place} (ST-14).</translation>
    </message>
    <message>
        <source>The cube starts at a city on {company}&apos;s network (ST-14).</source>
        <translation>Der Würfel startet in einer Stadt im Netz der {company} (ST-14).</translation>
    </message>
    <message>
        <source>There is no {colour} cube at {place} (ST-14).</source>
        <translation>In {place} liegt kein Würfel in {colour} (ST-14).</translation>
    </message>
    <message>
        <source>At least half the links a delivery uses must be {company}&apos;s own: {own} of {count} are (ST-14).</source>
        <translation>Mindestens die Hälfte der Verbindungen einer Lieferung muss der {company} gehören: {own} von {count} tun es (ST-14).</translation>
    </message>
    <message numerus="yes">
        <source>{company} delivers {colour} from {start} to {end} over %n link(s): its income marker moves to {position} (ST-14).</source>
        <translation>
            <numerusform>{company} liefert einen Würfel in {colour} von {start} nach {end} über %n Verbindung: Ihr Einkommensmarker rückt auf {position} (ST-14).</numerusform>
            <numerusform>{company} liefert einen Würfel in {colour} von {start} nach {end} über %n Verbindungen: Ihr Einkommensmarker rückt auf {position} (ST-14).</numerusform>
        </translation>
    </message>
    <message>
        <source>{city} is empty: an empty-city marker goes on it ({count} in all, ST-14).</source>
        <translation>{city} ist leer: Ein Leere-Stadt-Marker kommt darauf ({count} insgesamt, ST-14).</translation>
    </message>
    <message>
        <source>{company} passes (ST-12).</source>
        <translation>{company} passt (ST-12).</translation>
    </message>
    <message>
        <source>{company} receives {amount} income (marker at {position}) and the marker goes back to 0 (ST-15).</source>
        <translation>{company} erhält {amount} Einkommen (Marker auf {position}), und der Marker geht zurück auf 0 (ST-15).</translation>
    </message>
    <message>
        <source>the preparation auction</source>
        <translation>die Auktionen der Vorbereitungsrunde</translation>
    </message>
    <message>
        <source>the operating phase</source>
        <translation>die Betriebsphase</translation>
    </message>
    <message>
        <source>the dividends</source>
        <translation>die Dividenden</translation>
    </message>
    <message>
        <source>the mergers</source>
        <translation>die Fusionen</translation>
    </message>
    <message>
        <source>the stock phase</source>
        <translation>die Aktienphase</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
</context>
<context>
    <name>RoewTable</name>
    <message>
        <source>A grey town on water ground: its hex costs {cost} to the first link that touches it (RW-Q15).</source>
        <translation>Ein grauer Ort auf Wasser: Sein Feld kostet die erste Verbindung, die ihn berührt, {cost} (RW-Q15).</translation>
    </message>
    <message>
        <source>A grey town on mountain ground: its hex costs {cost} to the first link that touches it (RW-Q15).</source>
        <translation>Ein grauer Ort im Gebirge: Sein Feld kostet die erste Verbindung, die ihn berührt, {cost} (RW-Q15).</translation>
    </message>
    <message>
        <source>A grey town on open ground: its hex costs {cost} to the first link that touches it (RW-Q15).</source>
        <translation>Ein grauer Ort im offenen Gelände: Sein Feld kostet die erste Verbindung, die ihn berührt, {cost} (RW-Q15).</translation>
    </message>
    <message>
        <source>A {colour} city: it takes {colour} cubes (RW-17).</source>
        <translation>Eine Stadt der Farbe {colour}: Sie nimmt Würfel in {colour} (RW-17).</translation>
    </message>
    <message>
        <source>A tile here costs {cost} (RW-13, EW-3).</source>
        <translation>Ein Plättchen kostet hier {cost} (RW-13, EW-3).</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) here: {cubes}.</source>
        <translation>
            <numerusform>%n Würfel hier: {cubes}.</numerusform>
            <numerusform>%n Würfel hier: {cubes}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cubes left.</source>
        <translation>Keine Würfel mehr.</translation>
    </message>
    <message>
        <source>The cube is put back.</source>
        <translation>Der Würfel ist zurückgelegt.</translation>
    </message>
    <message>
        <source>Drag from a city, a town or your unfinished link&apos;s end across the hexes to build.</source>
        <translation>Ziehe von einer Stadt, einem Ort oder dem Ende deiner unvollendeten Verbindung über die Felder, um zu bauen.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), {cost}. Enter builds, Backspace takes back a hex, Esc drops the build.</source>
        <translation>
            <numerusform>%n Plättchen, {cost}. Enter baut, Rücktaste nimmt ein Feld zurück, Esc verwirft den Bau.</numerusform>
            <numerusform>%n Plättchen, {cost}. Enter baut, Rücktaste nimmt ein Feld zurück, Esc verwirft den Bau.</numerusform>
        </translation>
    </message>
    <message>
        <source>A build starts at a city or town, or at the open end of your unfinished link (RW-14).</source>
        <translation>Ein Bau beginnt in einer Stadt oder einem Ort oder am offenen Ende deiner unvollendeten Verbindung (RW-14).</translation>
    </message>
    <message>
        <source>Build dropped.</source>
        <translation>Bau verworfen.</translation>
    </message>
    <message numerus="yes">
        <source>Built %n tile(s) for {cost}.</source>
        <translation>
            <numerusform>%n Plättchen für {cost} gebaut.</numerusform>
            <numerusform>%n Plättchen für {cost} gebaut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{start} to {end} over %n link(s), via {via}: {points}</source>
        <translation>
            <numerusform>{start} nach {end} über %n Verbindung, über {via}: {points}</numerusform>
            <numerusform>{start} nach {end} über %n Verbindungen, über {via}: {points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{start} to {end} over %n link(s): {points}</source>
        <translation>
            <numerusform>{start} nach {end} über %n Verbindung: {points}</numerusform>
            <numerusform>{start} nach {end} über %n Verbindungen: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {colour} cube from {place} can go to {ends}: click a destination (Esc puts the cube back).</source>
        <translation>Der Würfel in {colour} aus {place} kann nach {ends}: Klicke ein Ziel an (Esc legt den Würfel zurück).</translation>
    </message>
    <message>
        <source>Route {n} of {count}: {route}. Click {place} again for the next route; Enter delivers over this one.</source>
        <translation>Route {n} von {count}: {route}. Klicke noch einmal auf {place} für die nächste Route; Enter liefert über diese.</translation>
    </message>
    <message>
        <source>Click a destination first.</source>
        <translation>Klicke zuerst ein Ziel an.</translation>
    </message>
    <message>
        <source>Delivered {route}.</source>
        <translation>Geliefert: {route}.</translation>
    </message>
    <message numerus="yes">
        <source>No route takes the {colour} cube from {place} to a {colour} city within your engine&apos;s %n link(s) (RW-17).</source>
        <translation>
            <numerusform>Keine Route bringt den Würfel in {colour} aus {place} innerhalb der %n Verbindung deiner Lok in eine Stadt der Farbe {colour} (RW-17).</numerusform>
            <numerusform>Keine Route bringt den Würfel in {colour} aus {place} innerhalb der %n Verbindungen deiner Lok in eine Stadt der Farbe {colour} (RW-17).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n route(s): click to choose</source>
        <translation>
            <numerusform>%n Route: klicken zum Wählen</numerusform>
            <numerusform>%n Routen: klicken zum Wählen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), {cost}</source>
        <translation>
            <numerusform>%n Plättchen, {cost}</numerusform>
            <numerusform>%n Plättchen, {cost}</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep one Baron card (EW-2)</source>
        <translation>Eine Baronkarte behalten (EW-2)</translation>
    </message>
    <message>
        <source>The auction for first player (RW-9)</source>
        <translation>Die Auktion um den ersten Platz (RW-9)</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Pass for good</source>
        <translation>Endgültig passen</translation>
    </message>
    <message>
        <source>Build: drag on the board from a city, a town or your unfinished link&apos;s end, then Enter. Deliver: click a cube on a city, then its destination.</source>
        <translation>Bauen: auf dem Plan von einer Stadt, einem Ort oder dem Ende deiner unvollendeten Verbindung ziehen, dann Enter. Liefern: einen Würfel in einer Stadt anklicken, dann sein Ziel.</translation>
    </message>
    <message>
        <source>Urbanize</source>
        <translation>Zur Stadt machen</translation>
    </message>
    <message>
        <source>Town:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>tile:</source>
        <translation>Plättchen:</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Verbessern</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Rail Inspector (EW-9)</source>
        <translation>Bahninspektor (EW-9)</translation>
    </message>
    <message>
        <source>Play the Rail Inspector</source>
        <translation>Bahninspektor spielen</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Gewähren lassen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>{card} behalten</translation>
    </message>
    <message>
        <source>Keep {card}: secret until the end</source>
        <translation>{card} behalten: geheim bis zum Ende</translation>
    </message>
    <message>
        <source>{who}: keep one Baron card (EW-2)</source>
        <translation>{who}: Eine Baronkarte behalten (EW-2)</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>noch kein Gebot</translation>
    </message>
    <message>
        <source>the high bid is {amount} by {who}</source>
        <translation>das Höchstgebot ist {amount} von {who}</translation>
    </message>
    <message>
        <source>{who} to bid for first player: {bid}. Bids go in steps of {step}; a pass is for good (RW-Q13).</source>
        <translation>{who} bietet um den ersten Platz: {bid}. Geboten wird in Schritten von {step}; wer passt, ist raus (RW-Q13).</translation>
    </message>
    <message>
        <source>Pass: you bid no more this turn (RW-Q13)</source>
        <translation>Passen: Du bietest in diesem Zug nicht mehr (RW-Q13)</translation>
    </message>
    <message>
        <source>Bid for first player</source>
        <translation>Um den ersten Platz bieten</translation>
    </message>
    <message>
        <source>{who}: action {round} of {rounds} (RW-11)</source>
        <translation>{who}: Aktion {round} von {rounds} (RW-11)</translation>
    </message>
    <message>
        <source>{colour} ({count} left)</source>
        <translation>{colour} ({count})</translation>
    </message>
    <message>
        <source>Urbanize ({cost})</source>
        <translation>Zur Stadt machen ({cost})</translation>
    </message>
    <message>
        <source>Upgrade engine to {level} ({cost})</source>
        <translation>Lok auf {level} verbessern ({cost})</translation>
    </message>
    <message>
        <source>Engine at the top level ({level})</source>
        <translation>Lok auf höchster Stufe ({level})</translation>
    </message>
    <message>
        <source>Upgrade your engine one level (RW-16)</source>
        <translation>Deine Lok um eine Stufe verbessern (RW-16)</translation>
    </message>
    <message>
        <source>Spend this action doing nothing (RW-Q14)</source>
        <translation>Diese Aktion ungenutzt lassen (RW-Q14)</translation>
    </message>
    <message>
        <source>Spend {card}</source>
        <translation>{card} einsetzen</translation>
    </message>
    <message>
        <source>No grey town or no New City tile is left (RW-15, RW-7).</source>
        <translation>Kein grauer Ort oder kein Neue-Stadt-Plättchen mehr übrig (RW-15, RW-7).</translation>
    </message>
    <message>
        <source>Make {town} a {colour} city: cubes are drawn onto it (RW-15)</source>
        <translation>{town} zur Stadt der Farbe {colour} machen: Würfel werden darauf gezogen (RW-15)</translation>
    </message>
    <message>
        <source>{who} delivers a {colour} cube from {place}. {holder}, play your Rail Inspector to make the delivery fail? (EW-9)</source>
        <translation>{who} liefert einen Würfel in {colour} aus {place}. {holder}, spielst du deinen Bahninspektor, damit die Lieferung scheitert? (EW-9)</translation>
    </message>
    <message>
        <source>The delivery fails; the card is spent (EW-9)</source>
        <translation>Die Lieferung scheitert; die Karte ist verbraucht (EW-9)</translation>
    </message>
    <message>
        <source>The delivery goes ahead; you keep the card</source>
        <translation>Die Lieferung findet statt; du behältst die Karte</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Spieler, im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Railways of England &amp; Wales takes 2 to 5 players (EW-Q7)</source>
        <translation>Railways of England &amp; Wales ist für 2 bis 5 Spieler (EW-Q7)</translation>
    </message>
    <message>
        <source>Base game: each player&apos;s own railway (RW, EW)</source>
        <translation>Grundspiel: Jeder Spieler hat seine eigene Bahn (RW, EW)</translation>
    </message>
    <message>
        <source>Each player builds his own links, delivers cubes for points and keeps a secret Baron card</source>
        <translation>Jeder Spieler baut seine eigenen Verbindungen, liefert Würfel für Punkte und hat eine geheime Baronkarte</translation>
    </message>
    <message>
        <source>Share game: companies and their shares (ST)</source>
        <translation>Aktienspiel: Gesellschaften und ihre Aktien (ST)</translation>
    </message>
    <message>
        <source>Players buy shares of six railway companies; each company&apos;s director builds and delivers for it, pays dividends that move its price, and may merge it; the most money wins (ST-1..26)</source>
        <translation>Die Spieler kaufen Aktien von sechs Eisenbahngesellschaften; der Direktor jeder Gesellschaft baut und liefert für sie, zahlt Dividenden, die ihren Kurs bewegen, und kann sie fusionieren; das meiste Geld gewinnt (ST-1..26)</translation>
    </message>
    <message>
        <source>New game of Railways of England &amp; Wales</source>
        <translation>Neues Spiel Railways of England &amp; Wales</translation>
    </message>
    <message>
        <source>The same seed and the same actions give the same game (the cubes, the cards)</source>
        <translation>Derselbe Startwert und dieselben Aktionen ergeben dasselbe Spiel (die Würfel, die Karten)</translation>
    </message>
    <message>
        <source>Hides the table between two people: Baron cards and Rail Inspectors are secret (EW-2, EW-9)</source>
        <translation>Verdeckt den Tisch zwischen zwei Personen: Baronkarten und Bahninspektoren sind geheim (EW-2, EW-9)</translation>
    </message>
    <message>
        <source>The box holds two games on the same board</source>
        <translation>Die Schachtel enthält zwei Spiele auf demselben Plan</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Strecke</translation>
    </message>
    <message>
        <source>Baron</source>
        <translation>Baron</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Main lines</source>
        <translation>Hauptstrecken</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Anleihen</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>{who} (winner)</source>
        <translation>{who} (Sieger)</translation>
    </message>
    <message>
        <source>After turn {turn}: the most points win; a tie goes to the most links, then money, then the fewest bonds (RW-26, RW-Q11).</source>
        <translation>Nach Zug {turn}: Die meisten Punkte gewinnen; bei Gleichstand zählen die meisten Verbindungen, dann das Geld, dann die wenigsten Anleihen (RW-26, RW-Q11).</translation>
    </message>
    <message>
        <source>Operations cards on display</source>
        <translation>Betriebskarten in der Auslage</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Take {card} (RW-20)</source>
        <translation>{card} nehmen (RW-20)</translation>
    </message>
    <message>
        <source>The display is empty.</source>
        <translation>Die Auslage ist leer.</translation>
    </message>
    <message>
        <source>the Baron cards</source>
        <translation>die Baronkarten</translation>
    </message>
    <message>
        <source>the auction</source>
        <translation>die Auktion</translation>
    </message>
    <message>
        <source>the action rounds</source>
        <translation>die Aktionsrunden</translation>
    </message>
    <message>
        <source>a Rail Inspector&apos;s question</source>
        <translation>die Frage eines Bahninspektors</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>Runde {round}, {phase}</translation>
    </message>
    <message>
        <source>turn {turn}, {phase}</source>
        <translation>Zug {turn}, {phase}</translation>
    </message>
    <message>
        <source>{names}: {when}, {who} to play</source>
        <translation>{names}: {when}, {who} ist am Zug</translation>
    </message>
    <message>
        <source>{board}: the final position ({names} and {last} win)</source>
        <translation>{board}: der Endstand ({names} und {last} gewinnen)</translation>
    </message>
    <message>
        <source>{board}: the final position ({who} wins)</source>
        <translation>{board}: der Endstand ({who} gewinnt)</translation>
    </message>
    <message>
        <source>{board}: after action {n} of {total} ({when})</source>
        <translation>{board}: nach Aktion {n} von {total} ({when})</translation>
    </message>
    <message>
        <source>Each player&apos;s Baron card and a Rail Inspector in hand are secret (EW-2, EW-9): the table stays hidden until the next person is at the screen.</source>
        <translation>Die Baronkarte jedes Spielers und ein Bahninspektor auf der Hand sind geheim (EW-2, EW-9): Der Tisch bleibt verdeckt, bis die nächste Person am Bildschirm ist.</translation>
    </message>
    <message>
        <source>the Baron cards (EW-2)</source>
        <translation>die Baronkarten (EW-2)</translation>
    </message>
    <message>
        <source>the auction for first player (RW-9)</source>
        <translation>die Auktion um den ersten Platz (RW-9)</translation>
    </message>
    <message>
        <source>the action rounds (RW-11)</source>
        <translation>die Aktionsrunden (RW-11)</translation>
    </message>
    <message>
        <source>a Rail Inspector&apos;s question (EW-9)</source>
        <translation>die Frage eines Bahninspektors (EW-9)</translation>
    </message>
    <message>
        <source>the end (RW-26)</source>
        <translation>das Ende (RW-26)</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Nothing to undo: an action is final once made, as play passes on (RW-11).</source>
        <translation>Nichts rückgängig zu machen: Eine Aktion gilt, sobald sie gemacht ist, denn das Spiel geht weiter (RW-11).</translation>
    </message>
    <message>
        <source>Railways of England &amp; Wales has no suggested plans.</source>
        <translation>Railways of England &amp; Wales macht keine Planvorschläge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn {turn}&lt;/b&gt;, {phase}: {who} to act.</source>
        <translation>&lt;b&gt;Zug {turn}&lt;/b&gt;, {phase}: {who} ist am Zug.</translation>
    </message>
    <message>
        <source>score {score} (final {final})</source>
        <translation>Punkte {score} (Ende {final})</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>Punkte {score}</translation>
    </message>
    <message>
        <source>engine {level}</source>
        <translation>Lok {level}</translation>
    </message>
    <message numerus="yes">
        <source>%n bond(s)</source>
        <translation>
            <numerusform>%n Anleihe</numerusform>
            <numerusform>%n Anleihen</numerusform>
        </translation>
    </message>
    <message>
        <source>Eng.</source>
        <translation>Lok</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Lok</translation>
    </message>
    <message>
        <source>Score (income)</source>
        <translation>Punkte (Einkommen)</translation>
    </message>
    <message>
        <source>Baron: {card}</source>
        <translation>Baron: {card}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>a secret card</source>
        <translation>eine geheime Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>the first to join {places} with his own track scores {points} (RW-Q17).</source>
        <translation>wer zuerst {places} mit eigener Strecke verbindet, erhält {points} (RW-Q17).</translation>
    </message>
    <message>
        <source>the first delivery into {city} scores {points} (RW-Q17).</source>
        <translation>die erste Lieferung nach {city} bringt {points} (RW-Q17).</translation>
    </message>
    <message numerus="yes">
        <source>the first delivery over %n link(s) or more scores {points} (RW-Q17).</source>
        <translation>
            <numerusform>die erste Lieferung über %n Verbindung oder mehr bringt {points} (RW-Q17).</numerusform>
            <numerusform>die erste Lieferung über %n Verbindungen oder mehr bringt {points} (RW-Q17).</numerusform>
        </translation>
    </message>
    <message>
        <source>kept; each delivery to one of {targets} fills one; {needed} filled score {points} at the end (EW-7).</source>
        <translation>wird behalten; jede Lieferung an eines von {targets} erfüllt eines; {needed} erfüllte bringen am Ende {points} (EW-7).</translation>
    </message>
    <message numerus="yes">
        <source>kept; each delivery into {city} scores its holder %n point(s) (taken only with track into {city}).</source>
        <translation>
            <numerusform>wird behalten; jede Lieferung nach {city} bringt dem Besitzer %n Punkt (nur mit Strecke nach {city} zu nehmen).</numerusform>
            <numerusform>wird behalten; jede Lieferung nach {city} bringt dem Besitzer %n Punkte (nur mit Strecke nach {city} zu nehmen).</numerusform>
        </translation>
    </message>
    <message>
        <source>take {amount} at once.</source>
        <translation>sofort {amount} nehmen.</translation>
    </message>
    <message>
        <source>score {points} at once.</source>
        <translation>sofort {points}.</translation>
    </message>
    <message>
        <source>the engine one level up at once, free.</source>
        <translation>die Lok sofort kostenlos eine Stufe höher.</translation>
    </message>
    <message>
        <source>kept; spent on a build, each mountain hex costs as an open one (EW-8).</source>
        <translation>wird behalten; bei einem Bau eingesetzt, kostet jedes Gebirgsfeld wie ein offenes (EW-8).</translation>
    </message>
    <message>
        <source>kept; spent on a build, it takes {amount} off.</source>
        <translation>wird behalten; bei einem Bau eingesetzt, zieht sie {amount} ab.</translation>
    </message>
    <message numerus="yes">
        <source>kept; spent on a build, it lays %n more tile(s) (RW-12).</source>
        <translation>
            <numerusform>wird behalten; bei einem Bau eingesetzt, legt sie %n Plättchen mehr (RW-12).</numerusform>
            <numerusform>wird behalten; bei einem Bau eingesetzt, legt sie %n Plättchen mehr (RW-12).</numerusform>
        </translation>
    </message>
    <message>
        <source>kept secret; played when another delivers, the delivery fails (EW-9).</source>
        <translation>wird geheim behalten; gespielt, wenn ein anderer liefert, scheitert die Lieferung (EW-9).</translation>
    </message>
    <message>
        <source>the most links at the end</source>
        <translation>die meisten Verbindungen am Ende</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) into {place} at the end</source>
        <translation>
            <numerusform>%n Verbindung nach {place} am Ende</numerusform>
            <numerusform>%n Verbindungen nach {place} am Ende</numerusform>
        </translation>
    </message>
    <message>
        <source>{places} joined by your own track</source>
        <translation>{places} mit eigener Strecke verbunden</translation>
    </message>
    <message>
        <source>the most deliveries</source>
        <translation>die meisten Lieferungen</translation>
    </message>
    <message>
        <source>the most {colour} cubes delivered</source>
        <translation>die meisten gelieferten Würfel in {colour}</translation>
    </message>
    <message>
        <source>an engine of level {level} or more at the end</source>
        <translation>eine Lok der Stufe {level} oder höher am Ende</translation>
    </message>
    <message>
        <source>the most money at the end</source>
        <translation>das meiste Geld am Ende</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {goal}, %n point(s) (EW-2).</source>
        <translation>
            <numerusform>{card}: {goal}, %n Punkt (EW-2).</numerusform>
            <numerusform>{card}: {goal}, %n Punkte (EW-2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player&apos;s score marker and cash at each turn&apos;s end; click a turn to go there</source>
        <translation>Punktemarker und Geld jedes Spielers am Ende jedes Zugs; klicke auf einen Zug, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Cash ($)</source>
        <translation>Geld ($)</translation>
    </message>
    <message>
        <source>Baron cards</source>
        <translation>Baronkarten</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>Auktion</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Rail Inspector</source>
        <translation>Bahninspektor</translation>
    </message>
    <message>
        <source>Turn {turn}, {phase}</source>
        <translation>Zug {turn}, {phase}</translation>
    </message>
    <message>
        <source>{who} to act</source>
        <translation>{who} ist am Zug</translation>
    </message>
    <message>
        <source>Drag to any moment of the game (Left/Right an action, Home/End the start/end)</source>
        <translation>Zu jedem Moment des Spiels ziehen (Links/Rechts eine Aktion, Pos1/Ende Anfang/Ende)</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gewonnen von {names}</translation>
    </message>
    <message>
        <source>{board} · action {n} of {total} · {when}</source>
        <translation>{board} · Aktion {n} von {total} · {when}</translation>
    </message>
    <message>
        <source>the stock board</source>
        <translation>dem Börsenplan</translation>
    </message>
    <message>
        <source>the issued board</source>
        <translation>dem Ausgabeplan</translation>
    </message>
    <message>
        <source>The stock board</source>
        <translation>Börsenplan</translation>
    </message>
    <message>
        <source>The issued board</source>
        <translation>Ausgabeplan</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>Offer nothing more this phase</source>
        <translation>In dieser Phase nichts mehr anbieten</translation>
    </message>
    <message>
        <source>Share of:</source>
        <translation>Aktie der:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>Opening bid:</source>
        <translation>Anfangsgebot:</translation>
    </message>
    <message>
        <source>{who}: offer a share (ST-5)</source>
        <translation>{who}: Eine Aktie anbieten (ST-5)</translation>
    </message>
    <message>
        <source>Offer a share for auction, opening at its price or more; the others raise or pass in turn. Or offer nothing more this preparation round (ST-8).</source>
        <translation>Biete eine Aktie zur Versteigerung an, ab ihrem Kurs oder mehr; die anderen erhöhen oder passen reihum. Oder biete in dieser Vorbereitungsrunde nichts mehr an (ST-8).</translation>
    </message>
    <message>
        <source>{who}: offer a share (ST-23)</source>
        <translation>{who}: Eine Aktie anbieten (ST-23)</translation>
    </message>
    <message>
        <source>Offer a share for auction, opening at its price or more; the others raise or pass in turn. Or offer nothing more this stock phase (ST-8).</source>
        <translation>Biete eine Aktie zur Versteigerung an, ab ihrem Kurs oder mehr; die anderen erhöhen oder passen reihum. Oder biete in dieser Aktienphase nichts mehr an (ST-8).</translation>
    </message>
    <message>
        <source>{company} at {price}: {stock} on the stock board, {issued} issued</source>
        <translation>{company} zu {price}: {stock} auf dem Börsenplan, {issued} ausgegeben</translation>
    </message>
    <message>
        <source>Offer no share for the rest of this phase (ST-8)</source>
        <translation>Für den Rest dieser Phase keine Aktie anbieten (ST-8)</translation>
    </message>
    <message>
        <source>Put the share up for auction at this bid (ST-5, ST-23)</source>
        <translation>Die Aktie mit diesem Gebot versteigern (ST-5, ST-23)</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Dein Gebot:</translation>
    </message>
    <message>
        <source>{who}: bid for a share of {company} (ST-6)</source>
        <translation>{who}: Auf eine Aktie der {company} bieten (ST-6)</translation>
    </message>
    <message>
        <source>{who} offers a share of {company} from {board}: {high}. Still bidding: {bidders}. You have {cash}; a pass is for good (ST-6).</source>
        <translation>{who} bietet eine Aktie der {company} von {board} an: {high}. Es bieten noch: {bidders}. Du hast {cash}; wer passt, ist raus (ST-6).</translation>
    </message>
    <message>
        <source>Bid no more for this share (ST-6)</source>
        <translation>Nicht mehr auf diese Aktie bieten (ST-6)</translation>
    </message>
    <message>
        <source>Drag from a city or town of the company&apos;s network (any city for its first link) to another to build a link; a second link costs {extra} more a tile (ST-13).</source>
        <translation>Ziehe von einer Stadt oder einem Ort im Netz der Gesellschaft (für ihre erste Verbindung aus jeder Stadt) zu einem anderen, um eine Verbindung zu bauen; eine zweite Verbindung kostet {extra} mehr je Plättchen (ST-13).</translation>
    </message>
    <message>
        <source>Each player&apos;s worth (cash and shares at their price) and each company&apos;s share price at each round&apos;s end; click a round to go there</source>
        <translation>Vermögen jedes Spielers (Geld und Aktien zum Kurs) und Aktienkurs jeder Gesellschaft am Ende jeder Runde; klicke auf eine Runde, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Worth ($)</source>
        <translation>Vermögen ($)</translation>
    </message>
    <message>
        <source>Share price ($)</source>
        <translation>Aktienkurs ($)</translation>
    </message>
    <message numerus="yes">
        <source> share(s)</source>
        <translation>
            <numerusform> Aktie</numerusform>
            <numerusform> Aktien</numerusform>
        </translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Ausgeben</translation>
    </message>
    <message>
        <source>Take a loan</source>
        <translation>Anleihe aufnehmen</translation>
    </message>
    <message>
        <source>Pass: no build, no delivery</source>
        <translation>Passen: kein Bau, keine Lieferung</translation>
    </message>
    <message>
        <source>Issue:</source>
        <translation>Ausgeben:</translation>
    </message>
    <message>
        <source>{company} operates: {director} directs it (ST-10)</source>
        <translation>{company} ist am Zug: {director} leitet sie (ST-10)</translation>
    </message>
    <message>
        <source>{company} holds {treasury}, {shares} on its tableau and {loans}. Issue shares at {price} each, or with the tableau empty take loans of {loan} ({interest} interest at every dividend phase), before its one action (ST-11).</source>
        <translation>{company} hat {treasury}, {shares} auf ihrem Tableau und {loans}. Vor ihrer einen Aktion: Aktien zu je {price} ausgeben oder, bei leerem Tableau, Anleihen über {loan} aufnehmen ({interest} Zinsen in jeder Dividendenphase) (ST-11).</translation>
    </message>
    <message numerus="yes">
        <source>%n share(s)</source>
        <translation>
            <numerusform>%n Aktie</numerusform>
            <numerusform>%n Aktien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loan(s)</source>
        <translation>
            <numerusform>%n Anleihe</numerusform>
            <numerusform>%n Anleihen</numerusform>
        </translation>
    </message>
    <message>
        <source>Build: drag on the board from {company}&apos;s network (any city for its first link) to a city or town, a second link after it, then Enter. Deliver: click a cube on its network, then its destination (ST-12..14).</source>
        <translation>Bauen: auf dem Plan vom Netz der {company} (für ihre erste Verbindung aus jeder Stadt) zu einer Stadt oder einem Ort ziehen, eine zweite Verbindung danach, dann Enter. Liefern: einen Würfel in ihrem Netz anklicken, dann sein Ziel (ST-12..14).</translation>
    </message>
    <message>
        <source>Take a loan of {amount}</source>
        <translation>Anleihe über {amount} aufnehmen</translation>
    </message>
    <message>
        <source>{amount} into the treasury, {interest} interest at every dividend phase, never repaid (ST-11, ST-Q6)</source>
        <translation>{amount} in die Kasse, {interest} Zinsen in jeder Dividendenphase, nie zurückgezahlt (ST-11, ST-Q6)</translation>
    </message>
    <message>
        <source>The company&apos;s action is to do nothing; its income is paid (ST-12, ST-15)</source>
        <translation>Die Gesellschaft tut in ihrer Aktion nichts; ihr Einkommen wird gezahlt (ST-12, ST-15)</translation>
    </message>
    <message>
        <source>Issue for {amount}</source>
        <translation>Ausgeben für {amount}</translation>
    </message>
    <message>
        <source>From the tableau to the issued board: the company receives the price of each (ST-11)</source>
        <translation>Vom Tableau auf den Ausgabeplan: Die Gesellschaft erhält für jede den Kurs (ST-11)</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Per share:</source>
        <translation>Je Aktie:</translation>
    </message>
    <message>
        <source>players, the stock board and the issued board</source>
        <translation>Spielern, dem Börsenplan und dem Ausgabeplan</translation>
    </message>
    <message>
        <source>players and the stock board</source>
        <translation>Spielern und dem Börsenplan</translation>
    </message>
    <message>
        <source>{company}&apos;s dividend: {director} decides (ST-17)</source>
        <translation>Dividende der {company}: {director} entscheidet (ST-17)</translation>
    </message>
    <message numerus="yes">
        <source>{company} holds {treasury} at {price} a share. The dividend is paid on %n share(s) (held by {where}; the boards&apos; part to the bank), in steps of {step} a share (ST-17, ST-Q3).</source>
        <translation>
            <numerusform>{company} hat {treasury} bei {price} je Aktie. Die Dividende wird auf %n Aktie gezahlt (gehalten von {where}; der Anteil der Pläne an die Bank), in Schritten von {step} je Aktie (ST-17, ST-Q3).</numerusform>
            <numerusform>{company} hat {treasury} bei {price} je Aktie. Die Dividende wird auf %n Aktien gezahlt (gehalten von {where}; der Anteil der Pläne an die Bank), in Schritten von {step} je Aktie (ST-17, ST-Q3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} a share</source>
        <translation>{amount} je Aktie zahlen</translation>
    </message>
    <message>
        <source>Pay it: the price moves as said below (ST-17, ST-18)</source>
        <translation>Zahlen: Der Kurs bewegt sich wie unten gesagt (ST-17, ST-18)</translation>
    </message>
    <message>
        <source>No route over the track takes the {colour} cube from {place} to a {colour} city (ST-14).</source>
        <translation>Keine Route über die Strecke bringt den Würfel in {colour} aus {place} in eine Stadt der Farbe {colour} (ST-14).</translation>
    </message>
    <message numerus="yes">
        <source>+{income} ({own} of %n link(s) own)</source>
        <translation>
            <numerusform>+{income} ({own} von %n Verbindung eigen)</numerusform>
            <numerusform>+{income} ({own} von %n Verbindungen eigen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}, {phase}</source>
        <translation>Runde {round}, {phase}</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <source>{board}, the share game · action {n} of {total} · {when}</source>
        <translation>{board}, das Aktienspiel · Aktion {n} von {total} · {when}</translation>
    </message>
    <message numerus="yes">
        <source>{company}&apos;s %n share(s) for {price}</source>
        <translation>
            <numerusform>%n Aktie der {company} für {price}</numerusform>
            <numerusform>%n Aktien der {company} für {price}</numerusform>
        </translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <source>No merger</source>
        <translation>Keine Fusion</translation>
    </message>
    <message>
        <source>Take over:</source>
        <translation>Übernehmen:</translation>
    </message>
    <message>
        <source>{company}&apos;s merger: {director} decides (ST-20)</source>
        <translation>Fusion der {company}: {director} entscheidet (ST-20)</translation>
    </message>
    <message>
        <source>{company} may take over a company whose network joins its own: it buys every share held by players or on the stock board at the price + {premium} (ST-22), if both companies&apos; shareholders vote yes (ST-21). It may take over {targets}.</source>
        <translation>{company} darf eine Gesellschaft übernehmen, deren Netz an ihres grenzt: Sie kauft jede Aktie bei Spielern oder auf dem Börsenplan zum Kurs + {premium} (ST-22), wenn die Aktionäre beider Gesellschaften mit Ja stimmen (ST-21). Sie darf übernehmen: {targets}.</translation>
    </message>
    <message>
        <source>{company}: not possible</source>
        <translation>{company}: nicht möglich</translation>
    </message>
    <message>
        <source>{company} proposes no merger this phase (ST-20)</source>
        <translation>{company} schlägt in dieser Phase keine Fusion vor (ST-20)</translation>
    </message>
    <message>
        <source>Put the takeover to the shareholders&apos; vote (ST-21)</source>
        <translation>Die Übernahme den Aktionären zur Abstimmung vorlegen (ST-21)</translation>
    </message>
    <message>
        <source>Vote yes</source>
        <translation>Ja stimmen</translation>
    </message>
    <message>
        <source>Vote no</source>
        <translation>Nein stimmen</translation>
    </message>
    <message>
        <source>Your vote:</source>
        <translation>Deine Stimme:</translation>
    </message>
    <message>
        <source>{who}: vote on the merger (ST-21)</source>
        <translation>{who}: Über die Fusion abstimmen (ST-21)</translation>
    </message>
    <message numerus="yes">
        <source>; {voters} vote(s|) after you</source>
        <translation>
            <numerusform>; {voters} stimmt nach dir ab</numerusform>
            <numerusform>; {voters} stimmen nach dir ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company} proposes to take over {purchase} (ST-22). {stage}&apos;s shareholders vote, a vote a share, a tie going its director&apos;s way: {yes} yes and {no} no so far{after}. You vote with %n share(s) of {stage}.</source>
        <translation>
            <numerusform>{company} schlägt vor, {purchase} zu übernehmen (ST-22). Die Aktionäre der {stage} stimmen ab, eine Stimme je Aktie, bei Gleichstand entscheidet ihr Direktor: bisher {yes} Ja und {no} Nein{after}. Du stimmst mit %n Aktie der {stage}.</numerusform>
            <numerusform>{company} schlägt vor, {purchase} zu übernehmen (ST-22). Die Aktionäre der {stage} stimmen ab, eine Stimme je Aktie, bei Gleichstand entscheidet ihr Direktor: bisher {yes} Ja und {no} Nein{after}. Du stimmst mit %n Aktien der {stage}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes to the merger, with all your shares (ST-21)</source>
        <translation>Ja zur Fusion, mit all deinen Aktien (ST-21)</translation>
    </message>
    <message>
        <source>No to the merger, with all your shares (ST-21)</source>
        <translation>Nein zur Fusion, mit all deinen Aktien (ST-21)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;: {names} and {last} share the win with {cash} (ST-26).</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei&lt;/b&gt;: {names} und {last} teilen sich den Sieg mit {cash} (ST-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;: {who} wins with {cash} (ST-26).</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei&lt;/b&gt;: {who} gewinnt mit {cash} (ST-26).</translation>
    </message>
    <message>
        <source>{who} votes on {company} taking over {other} (ST-21)</source>
        <translation>{who} stimmt über die Übernahme der {other} durch die {company} ab (ST-21)</translation>
    </message>
    <message>
        <source>{company}&apos;s turn, {who} directs it</source>
        <translation>{company} ist am Zug, {who} leitet sie</translation>
    </message>
    <message>
        <source>{who} to bid for a share of {company}</source>
        <translation>{who} bietet auf eine Aktie der {company}</translation>
    </message>
    <message>
        <source>{who} to offer a share</source>
        <translation>{who} bietet eine Aktie an</translation>
    </message>
    <message>
        <source>&lt;b&gt;The preparation round&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Vorbereitungsrunde&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {round}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde {round}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{when}, {phase}: {doing}.</source>
        <translation>{when}, {phase}: {doing}.</translation>
    </message>
    <message>
        <source>Nothing to undo: a director may take back his issues and loans until the company&apos;s action; every other decision passes play on (ST-11, ST-12).</source>
        <translation>Nichts rückgängig zu machen: Ein Direktor darf Ausgaben und Anleihen bis zur Aktion der Gesellschaft zurücknehmen; jede andere Entscheidung gibt das Spiel weiter (ST-11, ST-12).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The price track&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Kursleiste&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The stock board and the companies&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Börsenplan und die Gesellschaften&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Money and shares are open in the share game: the screen only hands the turn to the next person.</source>
        <translation>Geld und Aktien sind im Aktienspiel offen: Der Bildschirm gibt nur den Zug an die nächste Person weiter.</translation>
    </message>
    <message>
        <source>The share game has no suggested plans.</source>
        <translation>Das Aktienspiel macht keine Planvorschläge.</translation>
    </message>
    <message>
        <source>{shares} · worth {worth}</source>
        <translation>{shares} · Vermögen {worth}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Shares cashed</source>
        <translation>Aktien eingelöst</translation>
    </message>
    <message numerus="yes">
        <source>{company}: %n loan(s), its price at the end {price}</source>
        <translation>
            <numerusform>{company}: %n Anleihe, ihr Kurs am Ende {price}</numerusform>
            <numerusform>{company}: %n Anleihen, ihr Kurs am Ende {price}</numerusform>
        </translation>
    </message>
    <message>
        <source>Each loan lowered its company&apos;s price a step first (ST-26):</source>
        <translation>Jede Anleihe senkte zuerst den Kurs ihrer Gesellschaft um eine Stufe (ST-26):</translation>
    </message>
    <message>
        <source>No company had a loan (ST-26).</source>
        <translation>Keine Gesellschaft hatte eine Anleihe (ST-26).</translation>
    </message>
    <message numerus="yes">
        <source>After round {round}, with %n empty cit(y|ies) (ST-25), the shares were cashed at their price;&lt;br&gt;the most money wins, a tie shared (ST-26, ST-Q10).&lt;br&gt;</source>
        <translation>
            <numerusform>Nach Runde {round}, mit %n leeren Stadt (ST-25), wurden die Aktien zum Kurs eingelöst;&lt;br&gt;das meiste Geld gewinnt, bei Gleichstand geteilt (ST-26, ST-Q10).&lt;br&gt;</numerusform>
            <numerusform>Nach Runde {round}, mit %n leeren Städten (ST-25), wurden die Aktien zum Kurs eingelöst;&lt;br&gt;das meiste Geld gewinnt, bei Gleichstand geteilt (ST-26, ST-Q10).&lt;br&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The player</source>
        <translation>Der Spieler</translation>
    </message>
    <message>
        <source>The player&apos;s money</source>
        <translation>Das Geld des Spielers</translation>
    </message>
    <message>
        <source>The shares the player holds (nobody sells, ST-24)</source>
        <translation>Die Aktien des Spielers (niemand verkauft, ST-24)</translation>
    </message>
    <message>
        <source>Cash and shares at their price: what the end would pay before the loans&apos; steps (ST-26)</source>
        <translation>Geld und Aktien zum Kurs: was das Ende vor den Stufen der Anleihen auszahlen würde (ST-26)</translation>
    </message>
    <message>
        <source>The company&apos;s price and its shares on the stock board and the issued board (ST-3, ST-4); its treasury, the unissued shares on its tableau and its loans (ST-11, ST-16); its income marker (ST-14) and its director, the holder of the most shares (ST-9): a company no player holds a share of takes no part</source>
        <translation>Der Kurs der Gesellschaft und ihre Aktien auf dem Börsenplan und dem Ausgabeplan (ST-3, ST-4); ihre Kasse, die nicht ausgegebenen Aktien auf ihrem Tableau und ihre Anleihen (ST-11, ST-16); ihr Einkommensmarker (ST-14) und ihr Direktor, der Inhaber der meisten Aktien (ST-9): Eine Gesellschaft, von der kein Spieler eine Aktie hält, nimmt nicht teil</translation>
    </message>
    <message numerus="yes">
        <source>%n loan(s) ({interest} interest)</source>
        <translation>
            <numerusform>%n Anleihe ({interest} Zinsen)</numerusform>
            <numerusform>%n Anleihen ({interest} Zinsen)</numerusform>
        </translation>
    </message>
    <message>
        <source>no loans</source>
        <translation>keine Anleihen</translation>
    </message>
    <message>
        <source>no director (ST-9)</source>
        <translation>kein Direktor (ST-9)</translation>
    </message>
    <message>
        <source>{who} directs</source>
        <translation>Direktor {who}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{price}&lt;/b&gt; · {stock} on the stock board · {issued} issued&lt;br&gt;treasury {treasury} · tableau {tableau} · {loans}&lt;br&gt;income marker {income} · {director}</source>
        <translation>&lt;b&gt;{price}&lt;/b&gt; · {stock} auf dem Börsenplan · {issued} ausgegeben&lt;br&gt;Kasse {treasury} · Tableau {tableau} · {loans}&lt;br&gt;Einkommensmarker {income} · {director}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The price track (ST-18)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Kursleiste (ST-18)&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{company}: {price} (step {step} of %n step(s))</source>
        <translation>
            <numerusform>{company}: {price} (Stufe {step} von %n Stufe)</numerusform>
            <numerusform>{company}: {price} (Stufe {step} von %n Stufen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the preparation round&apos;s share auctions (ST-5..8)</source>
        <translation>die Aktienauktionen der Vorbereitungsrunde (ST-5..8)</translation>
    </message>
    <message>
        <source>the operating phase (ST-10..15)</source>
        <translation>die Betriebsphase (ST-10..15)</translation>
    </message>
    <message>
        <source>the dividend phase (ST-16..19)</source>
        <translation>die Dividendenphase (ST-16..19)</translation>
    </message>
    <message>
        <source>the merger phase (ST-20..22)</source>
        <translation>die Fusionsphase (ST-20..22)</translation>
    </message>
    <message>
        <source>the stock phase (ST-23)</source>
        <translation>die Aktienphase (ST-23)</translation>
    </message>
    <message>
        <source>the end (ST-26)</source>
        <translation>das Ende (ST-26)</translation>
    </message>
    <message>
        <source>preparation</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>operating</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>dividends</source>
        <translation>Dividenden</translation>
    </message>
    <message>
        <source>mergers</source>
        <translation>Fusionen</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>the price rises %n step(s) to {price}</source>
        <translation>
            <numerusform>der Kurs steigt um %n Stufe auf {price}</numerusform>
            <numerusform>der Kurs steigt um %n Stufen auf {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the price falls %n step(s) to {price}</source>
        <translation>
            <numerusform>der Kurs fällt um %n Stufe auf {price}</numerusform>
            <numerusform>der Kurs fällt um %n Stufen auf {price}</numerusform>
        </translation>
    </message>
    <message>
        <source>the price stays at {price}, the end of the track</source>
        <translation>der Kurs bleibt bei {price}, dem Ende der Leiste</translation>
    </message>
    <message numerus="yes">
        <source>{each} on %n share(s) is {total} in all: {change} (ST-18, ST-Q4).</source>
        <translation>
            <numerusform>{each} auf %n Aktie sind {total} insgesamt: {change} (ST-18, ST-Q4).</numerusform>
            <numerusform>{each} auf %n Aktien sind {total} insgesamt: {change} (ST-18, ST-Q4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait: {who} (computer) is playing.</source>
        <translation>Warte: {who} (Computer) spielt.</translation>
    </message>
    <message>
        <source>{who} must click to show the table first.</source>
        <translation>{who} muss erst klicken, um den Tisch zu zeigen.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Build by dragging on the board from a city or town; deliver by clicking a cube.</source>
        <translation>Bauen durch Ziehen auf dem Plan von einer Stadt oder einem Ort aus; liefern durch Klick auf einen Würfel.</translation>
    </message>
    <message>
        <source>Nothing to hand over: only one person plays, the others are computer players.</source>
        <translation>Nichts zu übergeben: Nur eine Person spielt, die anderen sind Computerspieler.</translation>
    </message>
    <message>
        <source>{who} builds…</source>
        <translation>{who} baut…</translation>
    </message>
    <message>
        <source>{who} {reason}.</source>
        <translation>{who} {reason}.</translation>
    </message>
    <message>
        <source>A computer player is thinking</source>
        <translation>Ein Computerspieler denkt nach</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;: {names} and {last} share the win.</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei&lt;/b&gt;: {names} und {last} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;: {who} wins.</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei&lt;/b&gt;: {who} gewinnt.</translation>
    </message>
    <message>
        <source>Seat {seat} is a computer player ({kind}), and this table was given none</source>
        <translation>Platz {seat} ist ein Computerspieler ({kind}), aber dieser Tisch hat keinen bekommen</translation>
    </message>
</context>
<context>
    <name>RoewTools</name>
    <message>
        <source>the game is over after turn {turn}</source>
        <translation>das Spiel ist nach Zug {turn} vorbei</translation>
    </message>
    <message>
        <source>the Baron cards are being chosen</source>
        <translation>die Baronkarten werden gewählt</translation>
    </message>
    <message>
        <source>turn {turn}, the auction for first player</source>
        <translation>Zug {turn}, die Auktion um den ersten Platz</translation>
    </message>
    <message>
        <source>turn {turn}, action round {round} of 3</source>
        <translation>Zug {turn}, Aktionsrunde {round} von 3</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) replayed; {when}.</source>
        <translation>
            <numerusform>%n Aktion nachgespielt; {when}.</numerusform>
            <numerusform>%n Aktionen nachgespielt; {when}.</numerusform>
        </translation>
    </message>
    <message>
        <source>high bid {amount} by {who}</source>
        <translation>Höchstgebot {amount} von {who}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>noch kein Gebot</translation>
    </message>
    <message>
        <source>Auction for first player: {high}; {who} to bid.</source>
        <translation>Auktion um den ersten Platz: {high}; {who} bietet.</translation>
    </message>
    <message>
        <source>To act: {who} (first player {first}).</source>
        <translation>Am Zug: {who} (erster Spieler {first}).</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>{cards} and {secret} secret</source>
        <translation>{cards} und {secret} geheim</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {cash}, engine {engine}, score {score}, %n bond(s); {cards}</source>
        <translation>
            <numerusform>{who}: {cash}, Lok {engine}, Punkte {score}, %n Anleihe; {cards}</numerusform>
            <numerusform>{who}: {cash}, Lok {engine}, Punkte {score}, %n Anleihen; {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Links: {links} ({complete} complete); empty cities: {empty} ({names}).</source>
        <translation>Verbindungen: {links} ({complete} vollständig); leere Städte: {empty} ({names}).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>On display: {cards}; {left} cards in the deck.</source>
        <translation>In der Auslage: {cards}; {left} Karten im Stapel.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Main lines: {lines}.</source>
        <translation>Hauptstrecken: {lines}.</translation>
    </message>
    <message>
        <source>Final scores: {scores}. Won by {winners}.</source>
        <translation>Endstand: {scores}. Gewonnen von {winners}.</translation>
    </message>
    <message>
        <source>the game is over after round {round}</source>
        <translation>das Spiel ist nach Runde {round} vorbei</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>Runde {round}, {phase}</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) replayed; the share game, {when}.</source>
        <translation>
            <numerusform>%n Aktion nachgespielt; das Aktienspiel, {when}.</numerusform>
            <numerusform>%n Aktionen nachgespielt; das Aktienspiel, {when}.</numerusform>
        </translation>
    </message>
    <message>
        <source>For sale: a {company} share from the stock board, offered by {who}; {high}; {bidder} to bid.</source>
        <translation>Zum Verkauf: eine Aktie der {company} vom Börsenplan, angeboten von {who}; {high}; {bidder} bietet.</translation>
    </message>
    <message>
        <source>For sale: a {company} share from the issued board, offered by {who}; {high}; {bidder} to bid.</source>
        <translation>Zum Verkauf: eine Aktie der {company} vom Ausgabeplan, angeboten von {who}; {high}; {bidder} bietet.</translation>
    </message>
    <message>
        <source>To act: {who} for the {company} (start player {start}).</source>
        <translation>Am Zug: {who} für die {company} (Startspieler {start}).</translation>
    </message>
    <message>
        <source>To act: {who} (start player {start}).</source>
        <translation>Am Zug: {who} (Startspieler {start}).</translation>
    </message>
    <message>
        <source>no shares</source>
        <translation>keine Aktien</translation>
    </message>
    <message>
        <source>director {who}</source>
        <translation>Direktor {who}</translation>
    </message>
    <message>
        <source>no director</source>
        <translation>kein Direktor</translation>
    </message>
    <message numerus="yes">
        <source>{company}: price {price}, treasury {treasury}, %n loan(s), income marker {income}; shares: {held} held, {stock} on the stock board, {issued} issued, {tableau} on the tableau; {director}</source>
        <translation>
            <numerusform>{company}: Kurs {price}, Kasse {treasury}, %n Anleihe, Einkommensmarker {income}; Aktien: {held} gehalten, {stock} auf dem Börsenplan, {issued} ausgegeben, {tableau} auf dem Tableau; {director}</numerusform>
            <numerusform>{company}: Kurs {price}, Kasse {treasury}, %n Anleihen, Einkommensmarker {income}; Aktien: {held} gehalten, {stock} auf dem Börsenplan, {issued} ausgegeben, {tableau} auf dem Tableau; {director}</numerusform>
        </translation>
    </message>
    <message>
        <source>Links: {links}; empty cities: {count} ({names}).</source>
        <translation>Verbindungen: {links}; leere Städte: {count} ({names}).</translation>
    </message>
    <message>
        <source>Final money: {money}. Won by {winners}.</source>
        <translation>Geld am Ende: {money}. Gewonnen von {winners}.</translation>
    </message>
</context>
</TS>
