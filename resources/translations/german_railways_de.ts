<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GermanRailwaysBots</name>
    <message>
        <source>agrees to end the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not agree to end the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposes to end the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{share} worth {own} to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {worth} to {rival}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; bids up to {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes on {share} at {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bids {amount} for {share}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes: no build or share is worth its price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every choice worth 0 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reaching {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>towards {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how}, connecting to {partners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dividends {amount} to {player})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>builds %n cube(s) for {company} {how}, for {cost} Thaler</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>worth {score}{dividends}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offers a share of {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worth {score} to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}: a whole round passed and the game must move on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{figures}; {change} after the round&apos;s other slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}&apos;s first share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}&apos;s second share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}&apos;s third share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}&apos;s next share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a share of {company} worth {top} by the rule of thumb ({per} x income + {base})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bids {amount} for a share of {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes on the share of {company} at {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>builds %n cube(s) for {company} towards {city}, the cheapest city, for {cost} Thaler</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the cheapest city&apos;s way first, by the rule of thumb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offers a share of {company}, the one with the highest income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}&apos;s income {income}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes: nothing to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} to {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} to {other}, with a share of {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>nothing has changed for %n round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>it would still pay for a connection ({connection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no connection is left that it would pay for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measuring baseline: bids three times a share&apos;s income, builds the cheapest way to a new city for its biggest holding, otherwise offers or passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values shares by the dividends they should pay and builds towards the best city in reach, not always the very best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values shares by dividends, growth and turn order, keeps money back through the first auctions for the shares offered after them, denies rivals cheap shares and builds for the dividend that pays it most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges like Standard, keeps money back through the first auctions, builds through two cities at once and weighs what the other players will do with the round&apos;s remaining slots.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GermanRailwaysRules</name>
    <message>
        <source>the hill {point} of {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mountain {point} of {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the access hex {point} of {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plain {point} of {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the hill %n hex(es) {point} of {city}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the mountain %n hex(es) {point} of {city}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the access hex %n hex(es) {point} of {city}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the plain %n hex(es) {point} of {city}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hex off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hex off the board {point} of {city}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum bid is {amount} (GR-A1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid must beat the high bid of {amount} (GR-A1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids may not exceed your cash of {amount} (GR-A5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no company {company} (GR-S3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {shares} shares of the {company} are sold (GR-S4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No company&apos;s last share may be offered until players own %n share(s) of every company (GR-A8)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{player} offers a share of the {company} (slot {slot}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no auction to bid in (GR-A7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} bids {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no auction to pass in (GR-A2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes the bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody bids: the share of the {company} stays unsold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a share of the {company} for {price} (free).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a share of the {company} for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a holder of a share of the {company} may build for it (GR-B1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds for the {company}: {where}; {paid} paid, income now {income}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} is now connected to {partners} (GR-D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} is not land: no building at sea or off the board (GR-B3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} already has a cube in {city} (GR-B3, B8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} already has a cube in {place} (GR-B3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} already holds the {company}&apos;s track, and a hex that is not a city takes one company only (GR-B4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} already has its one cube in Berlin&apos;s access ring (GR-B8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not adjacent to the {company}&apos;s network (GR-B2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} has no cubes left (GR-B2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build places at least one cube (GR-B2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The {company} may place at most %n cube(s) in a build (GR-B2, C1, C3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {company} has only %n cube(s) left (GR-B2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A build of the {company} may cost at most {cap}; this one costs {total} (GR-C7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build costs {total} and the {company}&apos;s treasury holds only {treasury} (GR-B7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dividends ({company} pays double): {paid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vote to end the game is already running (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players already agreed: the game ends at the start of the next round (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You proposed the end once this round already (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} proposes to end the game (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no vote to end the game to answer (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} does not agree: the game goes on (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} agrees to end the game (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} agrees. Every player agrees: the game ends at the start of the next round (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every company is directly connected to at least 2 others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no new direct connection is possible any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the players agreed to end it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} wins with {cash} Thaler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} share the win with {cash} Thaler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends ({rule}): {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German Railways takes 3 to 5 players, not {count} (GR-S1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: {names}; {banker} is the banker and bids first for the {company}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over (GR-E1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s (GR-T5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial auctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {n} of {total} · {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head} · game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}, slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head} · {player} bids for the {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head} · {player} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}. Incomes (tokens in the bag): {bag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots drawn: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vote to end the game is running: answer it first (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An auction is running: bid or pass (GR-A2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial auctions come first (GR-S8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes (slot {slot}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} Thaler</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GermanRailwaysTable</name>
    <message>
        <source>Build cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from the {company}&apos;s network to draw a build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out {place}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Built %n cube(s) for the {company} for {cost} Thaler.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Drag from the {company}&apos;s network across the hexes to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) for the {company}: cost {cost};</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) and {treasury} Thaler left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Enter builds, Backspace takes back a hex, Esc clears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to hide between people: German Railways&apos; money is open (GR-S9). The hand-over screen works with the Hidden cash option (GR-Q12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to hand over: only one person plays, the others are computer players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash is hidden from the other players (GR-Q12): the table stays hidden until the next person is at the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, clockwise: the bidding order (GR-S7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German Railways takes 3 to 5 players (GR-S1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of German Railways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same actions give the same game (the bag&apos;s draws, the banker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hides the table until the next person clicks, so no one sees another&apos;s money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money is open (GR-S9): there is nothing to hide between people unless Hidden cash is on (GR-Q12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: {player} (computer) is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must click to show the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: another player has acted since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German Railways builds on the board: choose Build for a company, then drag from its track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German Railways has no suggested plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building for the {company}: drag from its track across the hexes, then Enter (Esc clears).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s turn: pass the mouse to {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds for the {company}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player is thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>income {income} · treasury {treasury} · %n cube(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the initial auctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names}: {when}, {player} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board}: the final position ({names} win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board}: the final position ({names} wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board}: after action {n} of {total} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash (Thaler) at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income at the end of each round (sets the turn order, GR-T2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s cash and income at the end of every round; click to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash of {players} stays hidden until the game ends (GR-Q12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{round} so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} · action {n} of {total} · {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress: only what the viewer may see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; · {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is {player}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid the amount (B, or Enter in the amount); the next player clockwise may raise (GR-A2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P): you are out of this auction (GR-A2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A share is auctioned: bid higher than the high bid or pass; a pass is final (GR-A2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share on offer: its company and which of its shares it is (GR-S4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid to beat; the winner pays it into the company&apos;s treasury (GR-A1, A4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding goes clockwise from the first bidder; a player who passes is out of this auction (GR-A2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who bids now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <comment>auction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction · {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company}&apos;s colour and letter {letter}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A share of the {company}&lt;/b&gt; · {name} {which}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(share {n} of {shares})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial auction: {player} bids first; if nobody bids, {player} takes it free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before round 1 one share of each company is auctioned; with no bid the first bidder gets it free and the treasury gets 0 (GR-S8, A6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered by {player} in slot {slot}; if nobody bids, it stays unsold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slot&apos;s owner offered it and bids first; with no bid the share stays unsold and the slot is used up (GR-A7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High bid: {none} {minimum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the minimum bid is {amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High bid: &lt;b&gt;{amount}&lt;/b&gt; by &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;s&gt;{player}&lt;/s&gt; passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidders: {bidders}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} bids next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: from {low}, above the high bid (GR-A1), to {high}, your cash (GR-A5, GR-Q10). Enter bids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agree to end the game: it ends at the next round&apos;s start if every player agrees (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagree: the game goes on; one &quot;no&quot; ends the vote (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players at the table may agree to end the game (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who proposed to end the game and who is still to answer (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;, do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to answer: {players}. One no ends the vote (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; proposes to end the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest lines of the game log, or why the last action was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is happening and who is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt; ({rule}). Winners: &lt;b&gt;{names}&lt;/b&gt; with {cash} (GR-E4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt; ({rule}). Winner: &lt;b&gt;{names}&lt;/b&gt; with {cash} (GR-E3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial auctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} · slot {slot} of {slots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players agreed: the game ends at the next round&apos;s start (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {who} answers the proposal to end the game (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {who} bids for a share of the {company}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {who} to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s reckoning ({kind}): {figures}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s income: the sum of his shares&apos; company incomes (GR-T2). It is never paid out: it only sets the turn order, the highest income putting the fewest tokens in the bag (GR-T3). Money comes from dividends, paid by each share when a build makes a new connection (GR-D2, D3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash: the most cash wins (GR-E3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(hidden from the others until the game ends, GR-Q12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: cash {cash}{hidden}; the most cash wins (GR-E3). Income {income}: the sum of his shares&apos; company incomes; it is never paid out, it sets the turn order (GR-T2, T3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s cash: {cash}{hidden}; the most cash wins (GR-E3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s income {income}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of the {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shares {player} holds, by company: {shares}. Each pays its company&apos;s income in a dividend phase (GR-D3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats in clockwise order, which is also the bidding order (GR-S7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income&lt;br&gt;(turn order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P): nothing happens, the next slot acts (GR-T5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build for the chosen company: then drag on the board from its track (GR-B2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose to end the game. The other players answer in seat order; the game ends at the next round&apos;s start if all agree. Your slot is not used up (GR-Q8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slot&apos;s owner takes exactly one action: pass, offer a share or build (GR-T5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose slot it is and what he may do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <comment>slot</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a share of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction an unsold share; you bid first (GR-A7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The companies with a share you may offer now (GR-A7, A8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a share of the chosen company: you bid first (GR-A7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a holder of a share may build for a company (GR-B1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The companies you may build for now (GR-B1, B10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose to end the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cube goes next to the company&apos;s track; the treasury pays (GR-B2, B5, B7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building is done on the board: choose the company, then drag from its track, one hex per cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {slot}: {player}&apos;s action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: pass, offer a share or build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{companies}: no cube it may place and afford now (GR-B10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The companies you may build for now: you hold a share and a cube is legal and affordable (GR-B1, B10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No company you hold a share of can build now (GR-B1, B10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} ({letter} on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No share may be offered now (GR-A8, S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a share of the {company}: you bid first, the others may outbid you (GR-A7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any moment of the game (Left/Right an action, Home/End the start/end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game log: black up to the moment shown, its action on yellow; click a line to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the game stands at the moment shown. A player&apos;s income is the sum of his shares&apos; company incomes: never paid out, it only sets the turn order (GR-T2, T3). A company&apos;s income is what each of its shares pays in a dividend phase, after a build makes a new connection (GR-D2, D3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income&lt;br&gt;&lt;small&gt;(turn order)&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash stays hidden until the game ends (GR-Q12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never pays the city surcharge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cube costs {amount} less, after any surcharge, never below 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its income counts its best city twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first non-city cube of each build costs up to {amount} less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build may cost at most {amount} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays no dividends until its network holds {cities}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Long builds: up to %n cube(s) a build (GR-B2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Short builds: at most %n cube(s) a build (GR-B2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No special ability; up to %n cube(s) a build (GR-B2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round: the end check, incomes fixed, the bag drawn into the slots, then the slots act in order (GR-T1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before round 1 one share of each company is auctioned in this order; the banker bids first, then whoever won the share before (GR-S8, A6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players are ranked by income, highest first (ties share a rank); a player of rank r puts r tokens in the bag and one token per player is drawn into the slots (GR-T3, T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · the game ended after round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · the game ended after the initial auctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · initial auctions, share {n} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn order&lt;/b&gt; · round {round}, slot {slot} of {slots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player} %n token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Next bag, by income now: {tokens}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {slot} of round {round}: {player} drew it from the bag; {state}. The slot&apos;s owner passes, offers a share or builds (GR-T4, T5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short guided game: auctions, offering a share, building, dividends, what income is for, the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No company is connected yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company} is now connected to {partners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>none of the %n slot(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{mine} of the %n slot(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Paid: {paid} (the {company} paid double: {amount} a share).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{city} metro, value {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its three hexes are one city (GR-B8). Building here costs {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{city}, value {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{terrain} city: costs {cost}, +{surcharge} per other company already here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{terrain}: costs {cost} to build; one company only (GR-B4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berlin&apos;s access ring: each company may place one cube in the ring (GR-B8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start city of the {company} ({id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here: {companies}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No company here yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes left {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury left {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} (winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round {round}: {why}. The most cash wins (GR-E3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost to build a hex:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hill {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City: +{cost} per other company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berlin metro {cost}: one city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access ring: 1 cube each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companies, start city:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {company}&apos;s colour on the board, with its letter {letter} on every cube (GR-S3, GR-Q1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}: starts in {city} (GR-S5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The company&apos;s ability (GR-C1..C8): the company data says it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The company&apos;s treasury: auctions pay into it, builds are paid from it (GR-A4, B7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The company&apos;s income: its cities&apos; values (GR-B9). It is not paid each round: each sold share pays it to its holder only in a dividend phase, after a build makes a new connection (GR-D2, D3), never into the treasury (GR-D5). It also counts in its holders&apos; income, which sets the turn order (GR-T2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes left in the company&apos;s supply to build with (GR-S5, B2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(one on offer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares: {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who holds each of the {shares} shares, in order of sale; {unsold} unsold (GR-S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A share may be offered now (GR-A7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income &lt;b&gt;{amount}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes left &lt;b&gt;{count}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays no dividend yet (GR-C8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: {companies}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no company yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directly connected (a shared city, GR-D1) to {partners}. The game ends at the start of a round once every company is connected to at least 2 others (GR-E1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 8 companies in auction order (GR-S3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GermanRailwaysTools</name>
    <message>
        <source>the game is over after round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the initial auctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}, slot {slot} of {slots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) replayed; {when}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Slots: {slots}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high bid {amount} by {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction of a {company} share: {high}; {player} to bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} proposes to end the game (GR-Q8); {other} to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To act: {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players agreed to end the game: it ends at the start of the next round (GR-Q8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Hidden cash is on: the whole table is shown here.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {cash}, income {income}; {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, pays no dividends yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{company} ({name}): treasury {treasury}, income {income}, {cubes}, {hexes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cities: {cities}; connected to {companies}; shares sold {sold} ({owners})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings: {rows}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities besides Berlin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  valued above 1: {cities}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metro hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{city} ({terrain}, value {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected land parts: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
