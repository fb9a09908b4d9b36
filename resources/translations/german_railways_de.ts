<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GermanRailwaysBots</name>
    <message>
        <source>agrees to end the game</source>
        <translation>ist einverstanden, das Spiel zu beenden</translation>
    </message>
    <message>
        <source>does not agree to end the game</source>
        <translation>ist nicht einverstanden, das Spiel zu beenden</translation>
    </message>
    <message>
        <source>proposes to end the game</source>
        <translation>schlägt vor, das Spiel zu beenden</translation>
    </message>
    <message>
        <source>{share} worth {own} to {player}</source>
        <translation>{share} ist {player} {own} wert</translation>
    </message>
    <message>
        <source>, {worth} to {rival}</source>
        <translation>, {rival} {worth}</translation>
    </message>
    <message>
        <source>; bids up to {limit}</source>
        <translation>; bietet bis {limit}</translation>
    </message>
    <message>
        <source>passes on {share} at {high}</source>
        <translation>passt, {share} steht bei {high}</translation>
    </message>
    <message>
        <source>bids {amount} for {share}</source>
        <translation>bietet {amount} für {share}</translation>
    </message>
    <message>
        <source>passes: no build or share is worth its price</source>
        <translation>passt: kein Bau und keine Aktie ist ihren Preis wert</translation>
    </message>
    <message>
        <source>every choice worth 0 or less</source>
        <translation>jede Wahl ist 0 oder weniger wert</translation>
    </message>
    <message>
        <source>reaching {city}</source>
        <translation>bis {city}</translation>
    </message>
    <message>
        <source>towards {city}</source>
        <translation>in Richtung {city}</translation>
    </message>
    <message>
        <source>{how}, connecting to {partners}</source>
        <translation>{how}, mit Verbindung zu {partners}</translation>
    </message>
    <message>
        <source> (dividends {amount} to {player})</source>
        <translation> (Dividenden {amount} für {player})</translation>
    </message>
    <message numerus="yes">
        <source>builds %n cube(s) for {company} {how}, for {cost} Thaler</source>
        <translation>
            <numerusform>baut %n Würfel für die {company} {how}, für {cost} Thaler</numerusform>
            <numerusform>baut %n Würfel für die {company} {how}, für {cost} Thaler</numerusform>
        </translation>
    </message>
    <message>
        <source>worth {score}{dividends}</source>
        <translation>Wert {score}{dividends}</translation>
    </message>
    <message>
        <source>offers a share of {company}</source>
        <translation>bietet eine Aktie der {company} an</translation>
    </message>
    <message>
        <source>worth {score} to {player}</source>
        <translation>für {player} {score} wert</translation>
    </message>
    <message>
        <source>{reason}: a whole round passed and the game must move on</source>
        <translation>{reason}: eine ganze Runde lang wurde gepasst, und das Spiel muss weitergehen</translation>
    </message>
    <message>
        <source>{figures}; {change} after the round&apos;s other slots</source>
        <translation>{figures}; {change} nach den übrigen Zugplätzen der Runde</translation>
    </message>
    <message>
        <source>{company}&apos;s first share</source>
        <translation>die erste Aktie der {company}</translation>
    </message>
    <message>
        <source>{company}&apos;s second share</source>
        <translation>die zweite Aktie der {company}</translation>
    </message>
    <message>
        <source>{company}&apos;s third share</source>
        <translation>die dritte Aktie der {company}</translation>
    </message>
    <message>
        <source>{company}&apos;s next share</source>
        <translation>die nächste Aktie der {company}</translation>
    </message>
    <message>
        <source>a share of {company} worth {top} by the rule of thumb ({per} x income + {base})</source>
        <translation>eine Aktie der {company} ist nach der Faustregel {top} wert ({per} × Einkommen + {base})</translation>
    </message>
    <message>
        <source>bids {amount} for a share of {company}</source>
        <translation>bietet {amount} für eine Aktie der {company}</translation>
    </message>
    <message>
        <source>passes on the share of {company} at {high}</source>
        <translation>passt, die Aktie der {company} steht bei {high}</translation>
    </message>
    <message numerus="yes">
        <source>builds %n cube(s) for {company} towards {city}, the cheapest city, for {cost} Thaler</source>
        <translation>
            <numerusform>baut %n Würfel für die {company} in Richtung {city}, der billigsten Stadt, für {cost} Thaler</numerusform>
            <numerusform>baut %n Würfel für die {company} in Richtung {city}, der billigsten Stadt, für {cost} Thaler</numerusform>
        </translation>
    </message>
    <message>
        <source>the cheapest city&apos;s way first, by the rule of thumb</source>
        <translation>der Weg zur billigsten Stadt zuerst, nach der Faustregel</translation>
    </message>
    <message>
        <source>offers a share of {company}, the one with the highest income</source>
        <translation>bietet eine Aktie der {company} an, der Gesellschaft mit dem höchsten Einkommen</translation>
    </message>
    <message>
        <source>{company}&apos;s income {income}</source>
        <translation>Einkommen der {company}: {income}</translation>
    </message>
    <message>
        <source>passes: nothing to build</source>
        <translation>passt: nichts zu bauen</translation>
    </message>
    <message>
        <source>{company} to {other}</source>
        <translation>{company} mit {other}</translation>
    </message>
    <message>
        <source>{company} to {other}, with a share of {company}</source>
        <translation>{company} mit {other}, mit einer Aktie der {company}</translation>
    </message>
    <message numerus="yes">
        <source>nothing has changed for %n round(s)</source>
        <translation>
            <numerusform>seit %n Runde hat sich nichts geändert</numerusform>
            <numerusform>seit %n Runden hat sich nichts geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>it would still pay for a connection ({connection})</source>
        <translation>es würde noch für eine Verbindung zahlen ({connection})</translation>
    </message>
    <message>
        <source>no connection is left that it would pay for</source>
        <translation>es ist keine Verbindung mehr übrig, für die es zahlen würde</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>The measuring baseline: bids three times a share&apos;s income, builds the cheapest way to a new city for its biggest holding, otherwise offers or passes.</source>
        <translation>Der Maßstab zum Messen: bietet das Dreifache des Einkommens einer Aktie, baut den billigsten Weg zu einer neuen Stadt für seine größte Beteiligung, sonst bietet es eine Aktie an oder passt.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Values shares by the dividends they should pay and builds towards the best city in reach, not always the very best.</source>
        <translation>Bewertet Aktien nach den Dividenden, die sie zahlen sollten, und baut in Richtung der besten erreichbaren Stadt, nicht immer der allerbesten.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Values shares by dividends, growth and turn order, keeps money back through the first auctions for the shares offered after them, denies rivals cheap shares and builds for the dividend that pays it most.</source>
        <translation>Bewertet Aktien nach Dividenden, Wachstum und Zugreihenfolge, hält in den Startversteigerungen Geld für die danach angebotenen Aktien zurück, lässt Gegner keine billigen Aktien bekommen und baut für die Dividende, die ihm am meisten bringt.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Judges like Standard, keeps money back through the first auctions, builds through two cities at once and weighs what the other players will do with the round&apos;s remaining slots.</source>
        <translation>Urteilt wie Normal, hält in den Startversteigerungen Geld zurück, baut durch zwei Städte auf einmal und wägt ab, was die anderen Spieler mit den übrigen Zugplätzen der Runde tun werden.</translation>
    </message>
</context>
<context>
    <name>GermanRailwaysRules</name>
    <message>
        <source>the hill {point} of {city}</source>
        <translation>der Hügel {point} von {city}</translation>
    </message>
    <message>
        <source>the mountain {point} of {city}</source>
        <translation>das Gebirge {point} von {city}</translation>
    </message>
    <message>
        <source>the access hex {point} of {city}</source>
        <translation>das Zugangsfeld {point} von {city}</translation>
    </message>
    <message>
        <source>the plain {point} of {city}</source>
        <translation>die Ebene {point} von {city}</translation>
    </message>
    <message numerus="yes">
        <source>the hill %n hex(es) {point} of {city}</source>
        <translation>
            <numerusform>der Hügel %n Feld {point} von {city}</numerusform>
            <numerusform>der Hügel %n Felder {point} von {city}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the mountain %n hex(es) {point} of {city}</source>
        <translation>
            <numerusform>das Gebirge %n Feld {point} von {city}</numerusform>
            <numerusform>das Gebirge %n Felder {point} von {city}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the access hex %n hex(es) {point} of {city}</source>
        <translation>
            <numerusform>das Zugangsfeld %n Feld {point} von {city}</numerusform>
            <numerusform>das Zugangsfeld %n Felder {point} von {city}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the plain %n hex(es) {point} of {city}</source>
        <translation>
            <numerusform>die Ebene %n Feld {point} von {city}</numerusform>
            <numerusform>die Ebene %n Felder {point} von {city}</numerusform>
        </translation>
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
        <source>a hex off the board</source>
        <translation>ein Feld außerhalb der Karte</translation>
    </message>
    <message>
        <source>a hex off the board {point} of {city}</source>
        <translation>ein Feld außerhalb der Karte {point} von {city}</translation>
    </message>
    <message>
        <source>The minimum bid is {amount} (GR-A1)</source>
        <translation>Das niedrigste Gebot ist {amount} (GR-A1)</translation>
    </message>
    <message>
        <source>A bid must beat the high bid of {amount} (GR-A1)</source>
        <translation>Ein Gebot muss das Höchstgebot von {amount} übertreffen (GR-A1)</translation>
    </message>
    <message>
        <source>Bids may not exceed your cash of {amount} (GR-A5)</source>
        <translation>Ein Gebot darf dein Bargeld von {amount} nicht übersteigen (GR-A5)</translation>
    </message>
    <message>
        <source>There is no company {company} (GR-S3)</source>
        <translation>Es gibt keine Gesellschaft {company} (GR-S3)</translation>
    </message>
    <message>
        <source>All {shares} shares of the {company} are sold (GR-S4)</source>
        <translation>Alle {shares} Aktien der Gesellschaft {company} sind verkauft (GR-S4)</translation>
    </message>
    <message numerus="yes">
        <source>No company&apos;s last share may be offered until players own %n share(s) of every company (GR-A8)</source>
        <translation>
            <numerusform>Die letzte Aktie einer Gesellschaft darf erst angeboten werden, wenn die Spieler von jeder Gesellschaft %n Aktie besitzen (GR-A8)</numerusform>
            <numerusform>Die letzte Aktie einer Gesellschaft darf erst angeboten werden, wenn die Spieler von jeder Gesellschaft %n Aktien besitzen (GR-A8)</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} offers a share of the {company} (slot {slot}).</source>
        <translation>{player} bietet eine Aktie der Gesellschaft {company} an (Zugplatz {slot}).</translation>
    </message>
    <message>
        <source>There is no auction to bid in (GR-A7)</source>
        <translation>Es läuft keine Versteigerung, in der man bieten könnte (GR-A7)</translation>
    </message>
    <message>
        <source>{player} bids {amount}.</source>
        <translation>{player} bietet {amount}.</translation>
    </message>
    <message>
        <source>There is no auction to pass in (GR-A2)</source>
        <translation>Es läuft keine Versteigerung, in der man passen könnte (GR-A2)</translation>
    </message>
    <message>
        <source>{player} passes the bid.</source>
        <translation>{player} passt.</translation>
    </message>
    <message>
        <source>Nobody bids: the share of the {company} stays unsold.</source>
        <translation>Niemand bietet: die Aktie der Gesellschaft {company} bleibt unverkauft.</translation>
    </message>
    <message>
        <source>{player} takes a share of the {company} for {price} (free).</source>
        <translation>{player} bekommt eine Aktie der Gesellschaft {company} für {price} (umsonst).</translation>
    </message>
    <message>
        <source>{player} takes a share of the {company} for {price}.</source>
        <translation>{player} bekommt eine Aktie der Gesellschaft {company} für {price}.</translation>
    </message>
    <message>
        <source>Only a holder of a share of the {company} may build for it (GR-B1)</source>
        <translation>Nur wer eine Aktie der Gesellschaft {company} besitzt, darf für sie bauen (GR-B1)</translation>
    </message>
    <message>
        <source>{player} builds for the {company}: {where}; {paid} paid, income now {income}.</source>
        <translation>{player} baut für die {company}: {where}; {paid} bezahlt, Einkommen jetzt {income}.</translation>
    </message>
    <message>
        <source>the {company}</source>
        <translation>die {company}</translation>
    </message>
    <message>
        <source>The {company} is now connected to {partners} (GR-D2).</source>
        <translation>Die {company} und {partners} sind jetzt direkt verbunden (GR-D2).</translation>
    </message>
    <message>
        <source>{place} is not land: no building at sea or off the board (GR-B3)</source>
        <translation>{place} ist kein Land: kein Bau auf dem Meer oder außerhalb der Karte (GR-B3)</translation>
    </message>
    <message>
        <source>The {company} already has a cube in {city} (GR-B3, B8)</source>
        <translation>Die {company} hat schon einen Würfel in {city} (GR-B3, B8)</translation>
    </message>
    <message>
        <source>The {company} already has a cube in {place} (GR-B3)</source>
        <translation>Die {company} hat schon einen Würfel hier: {place} (GR-B3)</translation>
    </message>
    <message>
        <source>{place} already holds the {company}&apos;s track, and a hex that is not a city takes one company only (GR-B4)</source>
        <translation>{place} trägt schon die Strecke der Gesellschaft {company}, und ein Feld, das keine Stadt ist, nimmt nur eine Gesellschaft auf (GR-B4)</translation>
    </message>
    <message>
        <source>The {company} already has its one cube in Berlin&apos;s access ring (GR-B8)</source>
        <translation>Die {company} hat ihren einen Würfel im Berliner Zugangsring schon gesetzt (GR-B8)</translation>
    </message>
    <message>
        <source>Not adjacent to the {company}&apos;s network (GR-B2)</source>
        <translation>Nicht neben dem Netz der Gesellschaft {company} (GR-B2)</translation>
    </message>
    <message>
        <source>The {company} has no cubes left (GR-B2)</source>
        <translation>Die {company} hat keine Würfel mehr (GR-B2)</translation>
    </message>
    <message>
        <source>A build places at least one cube (GR-B2)</source>
        <translation>Ein Bau setzt mindestens einen Würfel (GR-B2)</translation>
    </message>
    <message numerus="yes">
        <source>The {company} may place at most %n cube(s) in a build (GR-B2, C1, C3)</source>
        <translation>
            <numerusform>Die {company} darf bei einem Bau höchstens %n Würfel setzen (GR-B2, C1, C3)</numerusform>
            <numerusform>Die {company} darf bei einem Bau höchstens %n Würfel setzen (GR-B2, C1, C3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {company} has only %n cube(s) left (GR-B2)</source>
        <translation>
            <numerusform>Die {company} hat nur noch %n Würfel (GR-B2)</numerusform>
            <numerusform>Die {company} hat nur noch %n Würfel (GR-B2)</numerusform>
        </translation>
    </message>
    <message>
        <source>A build of the {company} may cost at most {cap}; this one costs {total} (GR-C7)</source>
        <translation>Ein Bau der Gesellschaft {company} darf höchstens {cap} kosten; dieser kostet {total} (GR-C7)</translation>
    </message>
    <message>
        <source>This build costs {total} and the {company}&apos;s treasury holds only {treasury} (GR-B7)</source>
        <translation>Dieser Bau kostet {total}, und in der Kasse der Gesellschaft {company} sind nur {treasury} (GR-B7)</translation>
    </message>
    <message>
        <source>Dividends ({company} pays double): {paid}.</source>
        <translation>Dividenden ({company} zahlt doppelt): {paid}.</translation>
    </message>
    <message>
        <source>A vote to end the game is already running (GR-Q8)</source>
        <translation>Es läuft schon eine Abstimmung über das Spielende (GR-Q8)</translation>
    </message>
    <message>
        <source>The players already agreed: the game ends at the start of the next round (GR-Q8)</source>
        <translation>Die Spieler haben sich schon geeinigt: das Spiel endet zu Beginn der nächsten Runde (GR-Q8)</translation>
    </message>
    <message>
        <source>You proposed the end once this round already (GR-Q8)</source>
        <translation>Du hast das Spielende in dieser Runde schon einmal vorgeschlagen (GR-Q8)</translation>
    </message>
    <message>
        <source>{player} proposes to end the game (GR-Q8).</source>
        <translation>{player} schlägt vor, das Spiel zu beenden (GR-Q8).</translation>
    </message>
    <message>
        <source>There is no vote to end the game to answer (GR-Q8)</source>
        <translation>Es gibt keine Abstimmung über das Spielende, auf die man antworten könnte (GR-Q8)</translation>
    </message>
    <message>
        <source>{player} does not agree: the game goes on (GR-Q8).</source>
        <translation>{player} ist nicht einverstanden: das Spiel geht weiter (GR-Q8).</translation>
    </message>
    <message>
        <source>{player} agrees to end the game (GR-Q8).</source>
        <translation>{player} ist einverstanden, das Spiel zu beenden (GR-Q8).</translation>
    </message>
    <message>
        <source>{player} agrees. Every player agrees: the game ends at the start of the next round (GR-Q8).</source>
        <translation>{player} ist einverstanden. Alle Spieler sind einverstanden: das Spiel endet zu Beginn der nächsten Runde (GR-Q8).</translation>
    </message>
    <message>
        <source>every company is directly connected to at least 2 others</source>
        <translation>jede Gesellschaft ist direkt mit mindestens 2 anderen verbunden</translation>
    </message>
    <message>
        <source>no new direct connection is possible any more</source>
        <translation>keine neue direkte Verbindung ist mehr möglich</translation>
    </message>
    <message>
        <source>the players agreed to end it</source>
        <translation>die Spieler haben sich auf das Spielende geeinigt</translation>
    </message>
    <message>
        <source>{names} wins with {cash} Thaler.</source>
        <translation>{names} gewinnt mit {cash} Thaler.</translation>
    </message>
    <message>
        <source>{names} share the win with {cash} Thaler.</source>
        <translation>{names} teilen sich den Sieg mit {cash} Thaler.</translation>
    </message>
    <message>
        <source>The game ends ({rule}): {why}.</source>
        <translation>Das Spiel endet ({rule}): {why}.</translation>
    </message>
    <message>
        <source>German Railways takes 3 to 5 players, not {count} (GR-S1)</source>
        <translation>German Railways wird zu dritt bis zu fünft gespielt, nicht mit {count} Spielern (GR-S1)</translation>
    </message>
    <message>
        <source>New game: {names}; {banker} is the banker and bids first for the {company}.</source>
        <translation>Neues Spiel: {names}; {banker} ist der Bankier und bietet als Erster für die {company}.</translation>
    </message>
    <message>
        <source>Initial auctions</source>
        <translation>Startversteigerungen</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Action {n} of {total} · {round}</source>
        <translation>Aktion {n} von {total} · {round}</translation>
    </message>
    <message>
        <source>{head} · game over</source>
        <translation>{head} · Spiel vorbei</translation>
    </message>
    <message>
        <source>{head}, slot {slot}</source>
        <translation>{head}, Zugplatz {slot}</translation>
    </message>
    <message>
        <source>{head} · {player} bids for the {company}</source>
        <translation>{head} · {player} bietet für die {company}</translation>
    </message>
    <message>
        <source>{head} · {player} to act</source>
        <translation>{head} · {player} ist am Zug</translation>
    </message>
    <message>
        <source>Round {round}. Incomes (tokens in the bag): {bag}.</source>
        <translation>Runde {round}. Einkommen (Zugmarker im Beutel): {bag}.</translation>
    </message>
    <message>
        <source>Slots drawn: {order}.</source>
        <translation>Gezogene Zugplätze: {order}.</translation>
    </message>
    <message>
        <source>A vote to end the game is running: answer it first (GR-Q8)</source>
        <translation>Eine Abstimmung über das Spielende läuft: beantworte sie zuerst (GR-Q8)</translation>
    </message>
    <message>
        <source>An auction is running: bid or pass (GR-A2)</source>
        <translation>Eine Versteigerung läuft: biete oder passe (GR-A2)</translation>
    </message>
    <message>
        <source>The initial auctions come first (GR-S8)</source>
        <translation>Zuerst kommen die Startversteigerungen (GR-S8)</translation>
    </message>
    <message>
        <source>{player} passes (slot {slot}).</source>
        <translation>{player} passt (Zugplatz {slot}).</translation>
    </message>
    <message>
        <source>{amount} Thaler</source>
        <translation>{amount} Thaler</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>plain</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>a German Railways saved game</source>
        <translation>ein Spielstand von German Railways</translation>
    </message>
    <message>
        <source>board must be a board&apos;s name, not {value}</source>
        <translation>board muss der Name eines Spielplans sein, nicht {value}</translation>
    </message>
    <message>
        <source>options must be a table of rule options, not {value}</source>
        <translation>options muss eine Tabelle von Regeloptionen sein, nicht {value}</translation>
    </message>
</context>
<context>
    <name>GermanRailwaysTable</name>
    <message>
        <source>Build cleared.</source>
        <translation>Bau verworfen.</translation>
    </message>
    <message>
        <source>Drag from the {company}&apos;s network to draw a build.</source>
        <translation>Ziehe vom Netz der Gesellschaft {company} aus, um einen Bau zu zeichnen.</translation>
    </message>
    <message>
        <source>Left out {place}: {reason}</source>
        <translation>Weggelassen: {place}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Built %n cube(s) for the {company} for {cost} Thaler.</source>
        <translation>
            <numerusform>%n Würfel für die {company} gebaut, für {cost} Thaler.</numerusform>
            <numerusform>%n Würfel für die {company} gebaut, für {cost} Thaler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag from the {company}&apos;s network across the hexes to build.</source>
        <translation>Ziehe vom Netz der Gesellschaft {company} aus über die Felder, um zu bauen.</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) for the {company}: cost {cost};</source>
        <translation>
            <numerusform>%n Würfel für die {company}: Kosten {cost};</numerusform>
            <numerusform>%n Würfel für die {company}: Kosten {cost};</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) and {treasury} Thaler left.</source>
        <translation>
            <numerusform>%n Würfel und {treasury} Thaler bleiben.</numerusform>
            <numerusform>%n Würfel und {treasury} Thaler bleiben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter builds, Backspace takes back a hex, Esc clears.</source>
        <translation>Die Eingabetaste baut, die Rücktaste nimmt ein Feld zurück, Esc verwirft.</translation>
    </message>
    <message>
        <source>Nothing to hide between people: German Railways&apos; money is open (GR-S9). The hand-over screen works with the Hidden cash option (GR-Q12).</source>
        <translation>Nichts zu verbergen zwischen Personen: das Geld ist bei German Railways offen (GR-S9). Der Übergabebildschirm arbeitet mit der Option verdecktes Bargeld (GR-Q12).</translation>
    </message>
    <message>
        <source>Nothing to hand over: only one person plays, the others are computer players.</source>
        <translation>Nichts zu übergeben: nur eine Person spielt, die anderen sind Computerspieler.</translation>
    </message>
    <message>
        <source>Cash is hidden from the other players (GR-Q12): the table stays hidden until the next person is at the screen.</source>
        <translation>Das Bargeld ist vor den anderen Spielern verdeckt (GR-Q12): der Tisch bleibt verdeckt, bis die nächste Person am Bildschirm ist.</translation>
    </message>
    <message>
        <source>Players, clockwise: the bidding order (GR-S7)</source>
        <translation>Spieler im Uhrzeigersinn: die Reihenfolge beim Bieten (GR-S7)</translation>
    </message>
    <message>
        <source>German Railways takes 3 to 5 players (GR-S1)</source>
        <translation>German Railways wird zu dritt bis zu fünft gespielt (GR-S1)</translation>
    </message>
    <message>
        <source>New game of German Railways</source>
        <translation>Neues Spiel German Railways</translation>
    </message>
    <message>
        <source>The same seed and the same actions give the same game (the bag&apos;s draws, the banker)</source>
        <translation>Derselbe Startwert und dieselben Aktionen ergeben dasselbe Spiel (die Ziehungen aus dem Beutel, der Bankier)</translation>
    </message>
    <message>
        <source>Hides the table until the next person clicks, so no one sees another&apos;s money</source>
        <translation>Verdeckt den Tisch, bis die nächste Person klickt, damit niemand das Geld eines anderen sieht</translation>
    </message>
    <message>
        <source>Money is open (GR-S9): there is nothing to hide between people unless Hidden cash is on (GR-Q12)</source>
        <translation>Das Geld ist offen (GR-S9): zwischen Personen gibt es nichts zu verbergen, außer wenn verdecktes Bargeld eingeschaltet ist (GR-Q12)</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Wait: {player} (computer) is playing.</source>
        <translation>Warte: {player} (Computer) spielt.</translation>
    </message>
    <message>
        <source>{player} must click to show the table first.</source>
        <translation>{player} muss klicken, um den Tisch erst zu zeigen.</translation>
    </message>
    <message>
        <source>Nothing to undo: another player has acted since.</source>
        <translation>Nichts zurückzunehmen: ein anderer Spieler hat seitdem gehandelt.</translation>
    </message>
    <message>
        <source>German Railways builds on the board: choose Build for a company, then drag from its track.</source>
        <translation>German Railways baut auf dem Brett: wähle Bauen für eine Gesellschaft, dann ziehe von ihrer Strecke aus.</translation>
    </message>
    <message>
        <source>German Railways has no suggested plans.</source>
        <translation>German Railways hat keine vorgeschlagenen Pläne.</translation>
    </message>
    <message>
        <source>Building for the {company}: drag from its track across the hexes, then Enter (Esc clears).</source>
        <translation>Bauen für die {company}: ziehe von ihrer Strecke aus über die Felder, dann die Eingabetaste (Esc verwirft).</translation>
    </message>
    <message>
        <source>{player}&apos;s turn: pass the mouse to {player}.</source>
        <translation>{player} ist am Zug: gib die Maus an {player} weiter.</translation>
    </message>
    <message>
        <source>{player} builds for the {company}…</source>
        <translation>{player} baut für die {company} …</translation>
    </message>
    <message>
        <source>{player} {reason}.</source>
        <translation>{player} {reason}.</translation>
    </message>
    <message>
        <source>A computer player is thinking</source>
        <translation>Ein Computerspieler denkt nach</translation>
    </message>
    <message>
        <source>no shares</source>
        <translation>keine Aktien</translation>
    </message>
    <message numerus="yes">
        <source>income {income} · treasury {treasury} · %n cube(s) left</source>
        <translation>
            <numerusform>Einkommen {income} · Kasse {treasury} · %n Würfel übrig</numerusform>
            <numerusform>Einkommen {income} · Kasse {treasury} · %n Würfel übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>the initial auctions</source>
        <translation>die Startversteigerungen</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>{names}: {when}, {player} to play</source>
        <translation>{names}: {when}, {player} ist am Zug</translation>
    </message>
    <message>
        <source>{board}: the final position ({names} win)</source>
        <translation>{board}: die Endstellung ({names} gewinnen)</translation>
    </message>
    <message>
        <source>{board}: the final position ({names} wins)</source>
        <translation>{board}: die Endstellung ({names} gewinnt)</translation>
    </message>
    <message>
        <source>{board}: after action {n} of {total} ({when})</source>
        <translation>{board}: nach Aktion {n} von {total} ({when})</translation>
    </message>
    <message>
        <source>Cash (Thaler) at the end of each round</source>
        <translation>Bargeld (Thaler) am Ende jeder Runde</translation>
    </message>
    <message>
        <source>Income at the end of each round (sets the turn order, GR-T2)</source>
        <translation>Einkommen am Ende jeder Runde (bestimmt die Zugreihenfolge, GR-T2)</translation>
    </message>
    <message>
        <source>Each player&apos;s cash and income at the end of every round; click to go there</source>
        <translation>Bargeld und Einkommen jedes Spielers am Ende jeder Runde; klicke, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>The cash of {players} stays hidden until the game ends (GR-Q12)</source>
        <translation>Das Bargeld von {players} bleibt bis zum Spielende verdeckt (GR-Q12)</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>auct.</source>
        <translation>Verst.</translation>
    </message>
    <message>
        <source>{round} so far</source>
        <translation>{round} bisher</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gewonnen von {names}</translation>
    </message>
    <message>
        <source>{board} · action {n} of {total} · {round}</source>
        <translation>{board} · Aktion {n} von {total} · {round}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress: only what the viewer may see</source>
        <translation>läuft: nur was der Betrachter sehen darf</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; · {title}</source>
        <translation>&lt;b&gt;Verlauf&lt;/b&gt; · {title}</translation>
    </message>
    <message>
        <source>The action was refused.</source>
        <translation>Die Aktion wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Wait: it is {player}&apos;s turn.</source>
        <translation>Warte: {player} ist am Zug.</translation>
    </message>
    <message>
        <source>Bid the amount (B, or Enter in the amount); the next player clockwise may raise (GR-A2)</source>
        <translation>Biete den Betrag (B, oder die Eingabetaste im Betrag); der nächste Spieler im Uhrzeigersinn darf erhöhen (GR-A2)</translation>
    </message>
    <message>
        <source>Pass (P): you are out of this auction (GR-A2)</source>
        <translation>Passen (P): du bist aus dieser Versteigerung ausgeschieden (GR-A2)</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <source>A share is auctioned: bid higher than the high bid or pass; a pass is final (GR-A2)</source>
        <translation>Eine Aktie wird versteigert: biete mehr als das Höchstgebot oder passe; Passen ist endgültig (GR-A2)</translation>
    </message>
    <message>
        <source>The share on offer: its company and which of its shares it is (GR-S4)</source>
        <translation>Die angebotene Aktie: ihre Gesellschaft und die wievielte ihrer Aktien es ist (GR-S4)</translation>
    </message>
    <message>
        <source>The bid to beat; the winner pays it into the company&apos;s treasury (GR-A1, A4)</source>
        <translation>Das Gebot, das zu übertreffen ist; der Gewinner zahlt es in die Kasse der Gesellschaft (GR-A1, A4)</translation>
    </message>
    <message>
        <source>Bidding goes clockwise from the first bidder; a player who passes is out of this auction (GR-A2)</source>
        <translation>Geboten wird im Uhrzeigersinn vom Erstbieter aus; wer passt, ist aus dieser Versteigerung ausgeschieden (GR-A2)</translation>
    </message>
    <message>
        <source>Who bids now</source>
        <translation>Wer jetzt bietet</translation>
    </message>
    <message>
        <source>Bid (B)</source>
        <translation>Bieten (B)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <comment>auction</comment>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Auction · {company}</source>
        <translation>Versteigerung · {company}</translation>
    </message>
    <message>
        <source>The {company}&apos;s colour and letter {letter}</source>
        <translation>Farbe und Buchstabe der Gesellschaft {company}: {letter}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A share of the {company}&lt;/b&gt; · {name} {which}</source>
        <translation>&lt;b&gt;Eine Aktie der {company}&lt;/b&gt; · {name} {which}</translation>
    </message>
    <message>
        <source>(share {n} of {shares})</source>
        <translation>(Aktie {n} von {shares})</translation>
    </message>
    <message>
        <source>Initial auction: {player} bids first; if nobody bids, {player} takes it free.</source>
        <translation>Startversteigerung: {player} bietet zuerst; bietet niemand, bekommt {player} sie umsonst.</translation>
    </message>
    <message>
        <source>Before round 1 one share of each company is auctioned; with no bid the first bidder gets it free and the treasury gets 0 (GR-S8, A6)</source>
        <translation>Vor Runde 1 wird je eine Aktie jeder Gesellschaft versteigert; ohne Gebot bekommt der Erstbieter sie umsonst, und die Kasse bekommt 0 (GR-S8, A6)</translation>
    </message>
    <message>
        <source>Offered by {player} in slot {slot}; if nobody bids, it stays unsold.</source>
        <translation>Angeboten von {player} auf Zugplatz {slot}; bietet niemand, bleibt sie unverkauft.</translation>
    </message>
    <message>
        <source>A slot&apos;s owner offered it and bids first; with no bid the share stays unsold and the slot is used up (GR-A7)</source>
        <translation>Wem der Zugplatz gehört, hat sie angeboten und bietet zuerst; ohne Gebot bleibt die Aktie unverkauft, und der Zugplatz ist verbraucht (GR-A7)</translation>
    </message>
    <message>
        <source>High bid: {none} {minimum}</source>
        <translation>Höchstgebot: {none} {minimum}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keins</translation>
    </message>
    <message>
        <source>(the minimum bid is {amount})</source>
        <translation>(das niedrigste Gebot ist {amount})</translation>
    </message>
    <message>
        <source>High bid: &lt;b&gt;{amount}&lt;/b&gt; by &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>Höchstgebot: &lt;b&gt;{amount}&lt;/b&gt; von &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;s&gt;{player}&lt;/s&gt; passed</source>
        <translation>&lt;s&gt;{player}&lt;/s&gt; hat gepasst</translation>
    </message>
    <message>
        <source>Bidders: {bidders}</source>
        <translation>Bieter: {bidders}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; bids</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; bietet</translation>
    </message>
    <message>
        <source>{player} bids next</source>
        <translation>{player} bietet als Nächster</translation>
    </message>
    <message>
        <source>Your bid: from {low}, above the high bid (GR-A1), to {high}, your cash (GR-A5, GR-Q10). Enter bids.</source>
        <translation>Dein Gebot: von {low}, über dem Höchstgebot (GR-A1), bis {high}, dein Bargeld (GR-A5, GR-Q10). Die Eingabetaste bietet.</translation>
    </message>
    <message>
        <source>Agree to end the game: it ends at the next round&apos;s start if every player agrees (GR-Q8)</source>
        <translation>Einverstanden, das Spiel zu beenden: es endet zu Beginn der nächsten Runde, wenn alle Spieler einverstanden sind (GR-Q8)</translation>
    </message>
    <message>
        <source>Disagree: the game goes on; one &quot;no&quot; ends the vote (GR-Q8)</source>
        <translation>Nicht einverstanden: das Spiel geht weiter; ein einziges &quot;Nein&quot; beendet die Abstimmung (GR-Q8)</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>Spiel beenden?</translation>
    </message>
    <message>
        <source>The players at the table may agree to end the game (GR-Q8)</source>
        <translation>Die Spieler am Tisch dürfen sich auf das Spielende einigen (GR-Q8)</translation>
    </message>
    <message>
        <source>Who proposed to end the game and who is still to answer (GR-Q8)</source>
        <translation>Wer das Spielende vorgeschlagen hat und wer noch antworten muss (GR-Q8)</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Einverstanden</translation>
    </message>
    <message>
        <source>Disagree</source>
        <translation>Nicht einverstanden</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;, do you agree?</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;, bist du einverstanden?</translation>
    </message>
    <message>
        <source>Still to answer: {players}. One no ends the vote (GR-Q8).</source>
        <translation>Noch zu antworten: {players}. Ein Nein beendet die Abstimmung (GR-Q8).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; proposes to end the game.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; schlägt vor, das Spiel zu beenden.</translation>
    </message>
    <message>
        <source>The latest lines of the game log, or why the last action was refused</source>
        <translation>Die letzten Zeilen des Spielprotokolls oder warum die letzte Aktion abgelehnt wurde</translation>
    </message>
    <message>
        <source>What is happening and who is to act</source>
        <translation>Was geschieht und wer am Zug ist</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt; ({rule}). Winners: &lt;b&gt;{names}&lt;/b&gt; with {cash} (GR-E4).</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei&lt;/b&gt; ({rule}). Gewinner: &lt;b&gt;{names}&lt;/b&gt; mit {cash} (GR-E4).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt; ({rule}). Winner: &lt;b&gt;{names}&lt;/b&gt; with {cash} (GR-E3).</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei&lt;/b&gt; ({rule}). Gewinner: &lt;b&gt;{names}&lt;/b&gt; mit {cash} (GR-E3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; (you)</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; (du)</translation>
    </message>
    <message>
        <source>Initial auctions</source>
        <translation>Startversteigerungen</translation>
    </message>
    <message>
        <source>Round {round} · slot {slot} of {slots}</source>
        <translation>Runde {round} · Zugplatz {slot} von {slots}</translation>
    </message>
    <message>
        <source>The players agreed: the game ends at the next round&apos;s start (GR-Q8).</source>
        <translation>Die Spieler haben sich geeinigt: das Spiel endet zu Beginn der nächsten Runde (GR-Q8).</translation>
    </message>
    <message>
        <source>{where}: {who} answers the proposal to end the game (GR-Q8).</source>
        <translation>{where}: {who} antwortet auf den Vorschlag, das Spiel zu beenden (GR-Q8).</translation>
    </message>
    <message>
        <source>{where}: {who} bids for a share of the {company}.</source>
        <translation>{where}: {who} bietet für eine Aktie der {company}.</translation>
    </message>
    <message>
        <source>{where}: {who} to act.</source>
        <translation>{where}: {who} ist am Zug.</translation>
    </message>
    <message>
        <source>{player}&apos;s reckoning ({kind}): {figures}</source>
        <translation>Rechnung von {player} ({kind}): {figures}</translation>
    </message>
    <message>
        <source>A player&apos;s income: the sum of his shares&apos; company incomes (GR-T2). It is never paid out: it only sets the turn order, the highest income putting the fewest tokens in the bag (GR-T3). Money comes from dividends, paid by each share when a build makes a new connection (GR-D2, D3).</source>
        <translation>Das Einkommen eines Spielers: die Summe der Einkommen der Gesellschaften seiner Aktien (GR-T2). Es wird nie ausgezahlt: es bestimmt nur die Zugreihenfolge, und das höchste Einkommen legt die wenigsten Zugmarker in den Beutel (GR-T3). Geld kommt aus Dividenden, die jede Aktie zahlt, wenn ein Bau eine neue Verbindung schafft (GR-D2, D3).</translation>
    </message>
    <message>
        <source>Cash: the most cash wins (GR-E3)</source>
        <translation>Bargeld: das meiste Bargeld gewinnt (GR-E3)</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>(hidden from the others until the game ends, GR-Q12)</source>
        <translation>(vor den anderen verdeckt bis zum Spielende, GR-Q12)</translation>
    </message>
    <message>
        <source>{player}: cash {cash}{hidden}; the most cash wins (GR-E3). Income {income}: the sum of his shares&apos; company incomes; it is never paid out, it sets the turn order (GR-T2, T3).</source>
        <translation>{player}: Bargeld {cash}{hidden}; das meiste Bargeld gewinnt (GR-E3). Einkommen {income}: die Summe der Einkommen der Gesellschaften seiner Aktien; es wird nie ausgezahlt, es bestimmt die Zugreihenfolge (GR-T2, T3).</translation>
    </message>
    <message>
        <source>{player}&apos;s cash: {cash}{hidden}; the most cash wins (GR-E3)</source>
        <translation>Bargeld von {player}: {cash}{hidden}; das meiste Bargeld gewinnt (GR-E3)</translation>
    </message>
    <message>
        <source>{player}&apos;s income {income}.</source>
        <translation>Einkommen von {player}: {income}.</translation>
    </message>
    <message>
        <source>{n} of the {company}</source>
        <translation>{n} der {company}</translation>
    </message>
    <message>
        <source>The shares {player} holds, by company: {shares}. Each pays its company&apos;s income in a dividend phase (GR-D3).</source>
        <translation>Die Aktien von {player}, nach Gesellschaft: {shares}. Jede zahlt in einer Dividendenphase das Einkommen ihrer Gesellschaft (GR-D3).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats in clockwise order, which is also the bidding order (GR-S7)</source>
        <translation>Die Plätze im Uhrzeigersinn, zugleich die Reihenfolge beim Bieten (GR-S7)</translation>
    </message>
    <message>
        <source>Income&lt;br&gt;(turn order)</source>
        <translation>Einkommen&lt;br&gt;(Zugfolge)</translation>
    </message>
    <message>
        <source>Pass (P): nothing happens, the next slot acts (GR-T5)</source>
        <translation>Passen (P): nichts geschieht, der nächste Zugplatz handelt (GR-T5)</translation>
    </message>
    <message>
        <source>Build for the chosen company: then drag on the board from its track (GR-B2)</source>
        <translation>Für die gewählte Gesellschaft bauen: dann auf dem Brett von ihrer Strecke aus ziehen (GR-B2)</translation>
    </message>
    <message>
        <source>Propose to end the game. The other players answer in seat order; the game ends at the next round&apos;s start if all agree. Your slot is not used up (GR-Q8)</source>
        <translation>Das Spielende vorschlagen. Die anderen Spieler antworten in der Reihenfolge der Plätze; das Spiel endet zu Beginn der nächsten Runde, wenn alle einverstanden sind. Dein Zugplatz wird dadurch nicht verbraucht (GR-Q8)</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Zugplatz</translation>
    </message>
    <message>
        <source>The slot&apos;s owner takes exactly one action: pass, offer a share or build (GR-T5)</source>
        <translation>Wem der Zugplatz gehört, tut genau eines: passen, eine Aktie anbieten oder bauen (GR-T5)</translation>
    </message>
    <message>
        <source>Whose slot it is and what he may do</source>
        <translation>Wessen Zugplatz es ist und was er tun darf</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <comment>slot</comment>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Offer a share of</source>
        <translation>Aktie anbieten von</translation>
    </message>
    <message>
        <source>Auction an unsold share; you bid first (GR-A7)</source>
        <translation>Eine unverkaufte Aktie versteigern; du bietest zuerst (GR-A7)</translation>
    </message>
    <message>
        <source>The companies with a share you may offer now (GR-A7, A8)</source>
        <translation>Die Gesellschaften mit einer Aktie, die du jetzt anbieten darfst (GR-A7, A8)</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>Offer a share of the chosen company: you bid first (GR-A7)</source>
        <translation>Eine Aktie der gewählten Gesellschaft anbieten: du bietest zuerst (GR-A7)</translation>
    </message>
    <message>
        <source>Build for</source>
        <translation>Bauen für</translation>
    </message>
    <message>
        <source>Only a holder of a share may build for a company (GR-B1)</source>
        <translation>Nur wer eine Aktie besitzt, darf für eine Gesellschaft bauen (GR-B1)</translation>
    </message>
    <message>
        <source>The companies you may build for now (GR-B1, B10)</source>
        <translation>Die Gesellschaften, für die du jetzt bauen darfst (GR-B1, B10)</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Bauen …</translation>
    </message>
    <message>
        <source>Propose to end the game…</source>
        <translation>Spielende vorschlagen …</translation>
    </message>
    <message>
        <source>Each cube goes next to the company&apos;s track; the treasury pays (GR-B2, B5, B7)</source>
        <translation>Jeder Würfel kommt neben die Strecke der Gesellschaft; die Kasse zahlt (GR-B2, B5, B7)</translation>
    </message>
    <message>
        <source>Building is done on the board: choose the company, then drag from its track, one hex per cube.</source>
        <translation>Gebaut wird auf dem Brett: wähle die Gesellschaft, dann ziehe von ihrer Strecke aus, ein Feld pro Würfel.</translation>
    </message>
    <message>
        <source>Slot {slot}: {player}&apos;s action</source>
        <translation>Zugplatz {slot}: {player} ist am Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: pass, offer a share or build.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;: passen, eine Aktie anbieten oder bauen.</translation>
    </message>
    <message>
        <source>{companies}: no cube it may place and afford now (GR-B10).</source>
        <translation>{companies}: kein Würfel, den sie jetzt setzen und bezahlen kann (GR-B10).</translation>
    </message>
    <message>
        <source>The companies you may build for now: you hold a share and a cube is legal and affordable (GR-B1, B10).</source>
        <translation>Die Gesellschaften, für die du jetzt bauen darfst: du besitzt eine Aktie, und ein Würfel ist erlaubt und bezahlbar (GR-B1, B10).</translation>
    </message>
    <message>
        <source>No company you hold a share of can build now (GR-B1, B10).</source>
        <translation>Keine Gesellschaft, von der du eine Aktie besitzt, kann jetzt bauen (GR-B1, B10).</translation>
    </message>
    <message>
        <source>The {company} ({letter} on the board)</source>
        <translation>Die {company} ({letter} auf dem Brett)</translation>
    </message>
    <message>
        <source>No share may be offered now (GR-A8, S4).</source>
        <translation>Jetzt darf keine Aktie angeboten werden (GR-A8, S4).</translation>
    </message>
    <message>
        <source>Offer a share of the {company}: you bid first, the others may outbid you (GR-A7)</source>
        <translation>Eine Aktie der Gesellschaft {company} anbieten: du bietest zuerst, die anderen dürfen dich überbieten (GR-A7)</translation>
    </message>
    <message>
        <source>Drag to any moment of the game (Left/Right an action, Home/End the start/end)</source>
        <translation>Ziehe zu jedem Moment des Spiels (Links/Rechts eine Aktion, Pos1/Ende Anfang/Ende)</translation>
    </message>
    <message>
        <source>The game log: black up to the moment shown, its action on yellow; click a line to go there</source>
        <translation>Das Spielprotokoll: schwarz bis zum gezeigten Moment, dessen Aktion auf Gelb; klicke auf eine Zeile, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Where the game stands at the moment shown. A player&apos;s income is the sum of his shares&apos; company incomes: never paid out, it only sets the turn order (GR-T2, T3). A company&apos;s income is what each of its shares pays in a dividend phase, after a build makes a new connection (GR-D2, D3).</source>
        <translation>Wie das Spiel im gezeigten Moment steht. Das Einkommen eines Spielers ist die Summe der Einkommen der Gesellschaften seiner Aktien: nie ausgezahlt, bestimmt es nur die Zugreihenfolge (GR-T2, T3). Das Einkommen einer Gesellschaft zahlt jede ihrer Aktien in einer Dividendenphase, nachdem ein Bau eine neue Verbindung schafft (GR-D2, D3).</translation>
    </message>
    <message>
        <source>Income&lt;br&gt;&lt;small&gt;(turn order)&lt;/small&gt;</source>
        <translation>Einkommen&lt;br&gt;&lt;small&gt;(Zugfolge)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Cash stays hidden until the game ends (GR-Q12).</source>
        <translation>Das Bargeld bleibt bis zum Spielende verdeckt (GR-Q12).</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Cubes left</source>
        <translation>Würfel übrig</translation>
    </message>
    <message>
        <source>Never pays the city surcharge</source>
        <translation>Zahlt nie den Zuschlag in Städten</translation>
    </message>
    <message>
        <source>Every cube costs {amount} less, after any surcharge, never below 0</source>
        <translation>Jeder Würfel kostet {amount} weniger, nachdem ein Zuschlag hinzugerechnet ist, nie weniger als 0</translation>
    </message>
    <message>
        <source>Its income counts its best city twice</source>
        <translation>Ihr Einkommen zählt ihre beste Stadt doppelt</translation>
    </message>
    <message>
        <source>The first non-city cube of each build costs up to {amount} less</source>
        <translation>Der erste Würfel eines Baus, der nicht in eine Stadt kommt, kostet bis zu {amount} weniger</translation>
    </message>
    <message>
        <source>A build may cost at most {amount} in all</source>
        <translation>Ein Bau darf insgesamt höchstens {amount} kosten</translation>
    </message>
    <message>
        <source>Pays no dividends until its network holds {cities}</source>
        <translation>Zahlt keine Dividenden, bis ihr Netz {cities} enthält</translation>
    </message>
    <message numerus="yes">
        <source>Long builds: up to %n cube(s) a build (GR-B2)</source>
        <translation>
            <numerusform>Lange Bauten: bis zu %n Würfel pro Bau (GR-B2)</numerusform>
            <numerusform>Lange Bauten: bis zu %n Würfel pro Bau (GR-B2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Short builds: at most %n cube(s) a build (GR-B2)</source>
        <translation>
            <numerusform>Kurze Bauten: höchstens %n Würfel pro Bau (GR-B2)</numerusform>
            <numerusform>Kurze Bauten: höchstens %n Würfel pro Bau (GR-B2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No special ability; up to %n cube(s) a build (GR-B2)</source>
        <translation>
            <numerusform>Keine besondere Fähigkeit; bis zu %n Würfel pro Bau (GR-B2)</numerusform>
            <numerusform>Keine besondere Fähigkeit; bis zu %n Würfel pro Bau (GR-B2)</numerusform>
        </translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>Each round: the end check, incomes fixed, the bag drawn into the slots, then the slots act in order (GR-T1)</source>
        <translation>Jede Runde: die Prüfung des Spielendes, die Einkommen bestimmt, der Beutel auf die Zugplätze gezogen, dann handeln die Zugplätze der Reihe nach (GR-T1)</translation>
    </message>
    <message>
        <source>Before round 1 one share of each company is auctioned in this order; the banker bids first, then whoever won the share before (GR-S8, A6)</source>
        <translation>Vor Runde 1 wird je eine Aktie jeder Gesellschaft in dieser Reihenfolge versteigert; der Bankier bietet zuerst, danach, wer die vorige Aktie bekommen hat (GR-S8, A6)</translation>
    </message>
    <message>
        <source>Players are ranked by income, highest first (ties share a rank); a player of rank r puts r tokens in the bag and one token per player is drawn into the slots (GR-T3, T4)</source>
        <translation>Die Spieler werden nach Einkommen geordnet, das höchste zuerst (Gleichstand teilt einen Rang); ein Spieler auf Rang r legt r Zugmarker in den Beutel, und ein Zugmarker pro Spieler wird auf die Zugplätze gezogen (GR-T3, T4)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · the game ended after round {round}</source>
        <translation>&lt;b&gt;Zugreihenfolge&lt;/b&gt; · das Spiel endete nach Runde {round}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · the game ended after the initial auctions</source>
        <translation>&lt;b&gt;Zugreihenfolge&lt;/b&gt; · das Spiel endete nach den Startversteigerungen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · initial auctions, share {n} of {count}</source>
        <translation>&lt;b&gt;Zugreihenfolge&lt;/b&gt; · Startversteigerungen, Aktie {n} von {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · round {round}, slot {slot} of {slots}</source>
        <translation>&lt;b&gt;Zugreihenfolge&lt;/b&gt; · Runde {round}, Zugplatz {slot} von {slots}</translation>
    </message>
    <message numerus="yes">
        <source>{player} %n token(s)</source>
        <translation>
            <numerusform>{player} %n Zugmarker</numerusform>
            <numerusform>{player} %n Zugmarker</numerusform>
        </translation>
    </message>
    <message>
        <source>Next bag, by income now: {tokens}</source>
        <translation>Nächster Beutel, nach dem Einkommen jetzt: {tokens}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>acting now</source>
        <translation>handelt jetzt</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>kommt noch</translation>
    </message>
    <message>
        <source>Slot {slot} of round {round}: {player} drew it from the bag; {state}. The slot&apos;s owner passes, offers a share or builds (GR-T4, T5).</source>
        <translation>Zugplatz {slot} von Runde {round}: {player} hat ihn aus dem Beutel gezogen; {state}. Wem der Zugplatz gehört, passt, bietet eine Aktie an oder baut (GR-T4, T5).</translation>
    </message>
    <message>
        <source>A short guided game: auctions, offering a share, building, dividends, what income is for, the end</source>
        <translation>Ein kurzes geführtes Spiel: Versteigerungen, eine Aktie anbieten, bauen, Dividenden, wozu das Einkommen dient, das Spielende</translation>
    </message>
    <message>
        <source>No company is connected yet</source>
        <translation>Noch ist keine Gesellschaft verbunden</translation>
    </message>
    <message>
        <source>the {company}</source>
        <translation>die {company}</translation>
    </message>
    <message>
        <source>The {company} is now connected to {partners}</source>
        <translation>Die {company} und {partners} sind jetzt verbunden</translation>
    </message>
    <message numerus="yes">
        <source>none of the %n slot(s)</source>
        <translation>
            <numerusform>keinen der %n Zugplätze</numerusform>
            <numerusform>keinen der %n Zugplätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{mine} of the %n slot(s)</source>
        <translation>
            <numerusform>{mine} der %n Zugplätze</numerusform>
            <numerusform>{mine} der %n Zugplätze</numerusform>
        </translation>
    </message>
    <message>
        <source>Paid: {paid} (the {company} paid double: {amount} a share).</source>
        <translation>Gezahlt: {paid} (die {company} zahlte doppelt: {amount} pro Aktie).</translation>
    </message>
    <message>
        <source>{city} metro, value {value}</source>
        <translation>{city}, Stadtkern, Wert {value}</translation>
    </message>
    <message>
        <source>Its three hexes are one city (GR-B8). Building here costs {cost}.</source>
        <translation>Seine drei Felder sind eine Stadt (GR-B8). Hier zu bauen kostet {cost}.</translation>
    </message>
    <message>
        <source>{city}, value {value}</source>
        <translation>{city}, Wert {value}</translation>
    </message>
    <message>
        <source>{terrain} city: costs {cost}, +{surcharge} per other company already here</source>
        <translation>Stadt ({terrain}): kostet {cost}, +{surcharge} für jede andere Gesellschaft, die schon hier ist</translation>
    </message>
    <message>
        <source>{terrain}: costs {cost} to build; one company only (GR-B4)</source>
        <translation>{terrain}: kostet {cost} zu bauen; nur eine Gesellschaft (GR-B4)</translation>
    </message>
    <message>
        <source>Berlin&apos;s access ring: each company may place one cube in the ring (GR-B8)</source>
        <translation>Berliner Zugangsring: jede Gesellschaft darf einen Würfel in den Ring setzen (GR-B8)</translation>
    </message>
    <message>
        <source>Start city of the {company} ({id})</source>
        <translation>Startstadt der {company} ({id})</translation>
    </message>
    <message>
        <source>Here: {companies}</source>
        <translation>Hier: {companies}</translation>
    </message>
    <message>
        <source>No company here yet</source>
        <translation>Noch keine Gesellschaft hier</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>Kosten {cost}</translation>
    </message>
    <message>
        <source>Cubes left {count}</source>
        <translation>Würfel übrig {count}</translation>
    </message>
    <message>
        <source>Treasury left {amount}</source>
        <translation>Kasse danach {amount}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{player} (winner)</source>
        <translation>{player} (Sieger)</translation>
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
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <source>After round {round}: {why}. The most cash wins (GR-E3).</source>
        <translation>Nach Runde {round}: {why}. Das meiste Bargeld gewinnt (GR-E3).</translation>
    </message>
    <message>
        <source>Cost to build a hex:</source>
        <translation>Kosten eines Felds:</translation>
    </message>
    <message>
        <source>Plain {cost}</source>
        <translation>Ebene {cost}</translation>
    </message>
    <message>
        <source>Hill {cost}</source>
        <translation>Hügel {cost}</translation>
    </message>
    <message>
        <source>Mountain {cost}</source>
        <translation>Gebirge {cost}</translation>
    </message>
    <message>
        <source>City: +{cost} per other company</source>
        <translation>Stadt: +{cost} je andere Bahn</translation>
    </message>
    <message>
        <source>Berlin metro {cost}: one city</source>
        <translation>Berlins Kern {cost}: eine Stadt</translation>
    </message>
    <message>
        <source>Access ring: 1 cube each</source>
        <translation>Zugangsring: je 1 Würfel</translation>
    </message>
    <message>
        <source>Companies, start city:</source>
        <translation>Gesellschaften, Startstadt:</translation>
    </message>
    <message>
        <source>The {company}&apos;s colour on the board, with its letter {letter} on every cube (GR-S3, GR-Q1)</source>
        <translation>Die Farbe der Gesellschaft {company} auf dem Brett, mit ihrem Buchstaben {letter} auf jedem Würfel (GR-S3, GR-Q1)</translation>
    </message>
    <message>
        <source>{company}: starts in {city} (GR-S5)</source>
        <translation>{company}: beginnt in {city} (GR-S5)</translation>
    </message>
    <message>
        <source>The company&apos;s ability (GR-C1..C8): the company data says it</source>
        <translation>Die Fähigkeit der Gesellschaft (GR-C1..C8): so steht es in den Daten der Gesellschaft</translation>
    </message>
    <message>
        <source>The company&apos;s treasury: auctions pay into it, builds are paid from it (GR-A4, B7)</source>
        <translation>Die Kasse der Gesellschaft: Versteigerungen zahlen hinein, Bauten werden daraus bezahlt (GR-A4, B7)</translation>
    </message>
    <message>
        <source>The company&apos;s income: its cities&apos; values (GR-B9). It is not paid each round: each sold share pays it to its holder only in a dividend phase, after a build makes a new connection (GR-D2, D3), never into the treasury (GR-D5). It also counts in its holders&apos; income, which sets the turn order (GR-T2)</source>
        <translation>Das Einkommen der Gesellschaft: die Werte ihrer Städte (GR-B9). Es wird nicht jede Runde gezahlt: jede verkaufte Aktie zahlt es ihrem Besitzer nur in einer Dividendenphase, nachdem ein Bau eine neue Verbindung schafft (GR-D2, D3), nie in die Kasse (GR-D5). Es zählt auch im Einkommen ihrer Aktionäre, das die Zugreihenfolge bestimmt (GR-T2)</translation>
    </message>
    <message>
        <source>Cubes left in the company&apos;s supply to build with (GR-S5, B2)</source>
        <translation>Würfel im Vorrat der Gesellschaft, mit denen sie noch bauen kann (GR-S5, B2)</translation>
    </message>
    <message>
        <source>open</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>(one on offer)</source>
        <translation>(eine im Angebot)</translation>
    </message>
    <message>
        <source>Shares: {shares}</source>
        <translation>Aktien: {shares}</translation>
    </message>
    <message>
        <source>Who holds each of the {shares} shares, in order of sale; {unsold} unsold (GR-S4).</source>
        <translation>Wer jede der {shares} Aktien besitzt, in der Reihenfolge des Verkaufs; {unsold} unverkauft (GR-S4).</translation>
    </message>
    <message>
        <source>A share may be offered now (GR-A7).</source>
        <translation>Jetzt darf eine Aktie angeboten werden (GR-A7).</translation>
    </message>
    <message>
        <source>Treasury &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation>Kasse &lt;b&gt;{amount}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Income &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation>Einkommen &lt;b&gt;{amount}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cubes left &lt;b&gt;{count}&lt;/b&gt;</source>
        <translation>Würfel übrig &lt;b&gt;{count}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>pays no dividend yet (GR-C8)</source>
        <translation>zahlt noch keine Dividende (GR-C8)</translation>
    </message>
    <message>
        <source>Connected: {companies}</source>
        <translation>Verbunden: {companies}</translation>
    </message>
    <message>
        <source>no company yet</source>
        <translation>noch keine Gesellschaft</translation>
    </message>
    <message>
        <source>Directly connected (a shared city, GR-D1) to {partners}. The game ends at the start of a round once every company is connected to at least 2 others (GR-E1).</source>
        <translation>Direkt verbunden (eine gemeinsame Stadt, GR-D1) mit: {partners}. Das Spiel endet zu Beginn einer Runde, sobald jede Gesellschaft mit mindestens 2 anderen verbunden ist (GR-E1).</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Gesellschaften</translation>
    </message>
    <message>
        <source>The 8 companies in auction order (GR-S3)</source>
        <translation>Die 8 Gesellschaften in der Reihenfolge der Versteigerung (GR-S3)</translation>
    </message>
</context>
<context>
    <name>GermanRailwaysTools</name>
    <message>
        <source>the game is over after round {round}</source>
        <translation>das Spiel ist nach Runde {round} vorbei</translation>
    </message>
    <message>
        <source>the initial auctions</source>
        <translation>die Startversteigerungen</translation>
    </message>
    <message>
        <source>round {round}, slot {slot} of {slots}</source>
        <translation>Runde {round}, Zugplatz {slot} von {slots}</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) replayed; {when}.</source>
        <translation>
            <numerusform>%n Aktion nachgespielt; {when}.</numerusform>
            <numerusform>%n Aktionen nachgespielt; {when}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slots: {slots}.</source>
        <translation>Zugplätze: {slots}.</translation>
    </message>
    <message>
        <source>high bid {amount} by {player}</source>
        <translation>Höchstgebot {amount} von {player}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>noch kein Gebot</translation>
    </message>
    <message>
        <source>Auction of a {company} share: {high}; {player} to bid.</source>
        <translation>Versteigerung einer Aktie der {company}: {high}; {player} bietet.</translation>
    </message>
    <message>
        <source>{player} proposes to end the game (GR-Q8); {other} to answer.</source>
        <translation>{player} schlägt vor, das Spiel zu beenden (GR-Q8); {other} antwortet.</translation>
    </message>
    <message>
        <source>To act: {player}.</source>
        <translation>Am Zug: {player}.</translation>
    </message>
    <message>
        <source>The players agreed to end the game: it ends at the start of the next round (GR-Q8).</source>
        <translation>Die Spieler haben sich auf das Spielende geeinigt: es endet zu Beginn der nächsten Runde (GR-Q8).</translation>
    </message>
    <message>
        <source>(Hidden cash is on: the whole table is shown here.)</source>
        <translation>(Verdecktes Bargeld ist eingeschaltet: hier wird der ganze Tisch gezeigt.)</translation>
    </message>
    <message>
        <source>no shares</source>
        <translation>keine Aktien</translation>
    </message>
    <message>
        <source>{player}: {cash}, income {income}; {shares}</source>
        <translation>{player}: {cash}, Einkommen {income}; {shares}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>, pays no dividends yet</source>
        <translation>, zahlt noch keine Dividenden</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) left</source>
        <translation>
            <numerusform>%n Würfel übrig</numerusform>
            <numerusform>%n Würfel übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>{company} ({name}): treasury {treasury}, income {income}, {cubes}, {hexes}</source>
        <translation>{company} ({name}): Kasse {treasury}, Einkommen {income}, {cubes}, {hexes}</translation>
    </message>
    <message>
        <source>  cities: {cities}; connected to {companies}; shares sold {sold} ({owners})</source>
        <translation>  Städte: {cities}; verbunden mit {companies}; Aktien verkauft {sold} ({owners})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>(wins)</source>
        <translation>(gewinnt)</translation>
    </message>
    <message>
        <source>Standings: {rows}</source>
        <translation>Rangliste: {rows}</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Land hexes</source>
        <translation>Landfelder</translation>
    </message>
    <message>
        <source>Cities besides Berlin</source>
        <translation>Städte außer Berlin</translation>
    </message>
    <message>
        <source>City values</source>
        <translation>Stadtwerte</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>Wert {value}</translation>
    </message>
    <message>
        <source>  valued above 1: {cities}</source>
        <translation>  Wert über 1: {cities}</translation>
    </message>
    <message>
        <source>metro hexes</source>
        <translation>Felder des Stadtkerns</translation>
    </message>
    <message>
        <source>access hexes</source>
        <translation>Zugangsfelder</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>{city} ({terrain}, value {value})</source>
        <translation>{city} ({terrain}, Wert {value})</translation>
    </message>
    <message>
        <source>Start cities</source>
        <translation>Startstädte</translation>
    </message>
    <message>
        <source>Connected land parts: {parts}</source>
        <translation>Zusammenhängende Landteile: {parts}</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
</context>
</TS>
