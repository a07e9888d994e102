<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>About window</name>
    <message>
        <source>About babelworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{about}&lt;p&gt;babelworks is free software under the MIT licence. It carries the third-party software listed below, each under its own licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-party software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;babelworks {version}&lt;/h3&gt;&lt;p&gt;Play Rolling Heights, Rise of Babel and Skyscrapers at one computer, with their physical parts simulated: rolled meeples, stacked cubes and card towers that can fall.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Another babelworks window is running, so this one does not autosave (it would overwrite that one&apos;s game). Save with File &gt; Save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lock file could not be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave is off: babelworks cannot write in {folder} ({detail}; the folder may be read-only or the disk full). Save your game with File &gt; Save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Camera presets</name>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table from the overview camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table from the top camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table from the seat camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table from the close camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table from the {name} camera</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>dark {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <extracomment>Each colour word (the keys above) as a player reads it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red-orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cyan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Computer levels</name>
    <message>
        <source>Random</source>
        <extracomment>speed -&gt; (pause before a computer&apos;s move in ms, animation pace: 1 is real time) speed -&gt; how long a computer&apos;s moved pieces glide to their new places on the table, ms</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Computer players</name>
    <message>
        <source>Unknown player &apos;{kind}&apos;: choose one of {kinds}.</source>
        <extracomment>Greedy&apos;s worlds sampled per decision, for a game whose tuning names none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player could not find a move; play it from the Moves panel ({kind}).</source>
        <extracomment>(match, state object, log length): the very position a decision was asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players move at slow speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players move at normal speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players move at fast speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players move at instant speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level}) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rolls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no person&apos;s turn to skip to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skip to my turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the computer players instantly until a person is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All hands open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the private cards of whoever is to play, with no hot-seat curtain (for watching computers play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;last turn again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the computer players&apos; last turn in the replay viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No computer player has played a turn since this game was opened here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Content</name>
    <message>
        <source>An Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bricklayer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cartwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elephant Keeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gambler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hermit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master Mason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Motivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overseer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priestess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarry Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scholar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sultan&apos;s Favour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teamster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trades Craft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP per column of the map with one or more of your completed buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 VP per Park building in your largest contiguous group of completed Park buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 VP for each neighborhood where you have the tallest completed building (ties all score).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 VP per building in your largest contiguous group of completed buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 VP for each neighborhood where you have the most completed buildings (ties all score).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civic Pride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtown Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed Civic buildings scores 1 VP for each building (any owner, complete or not) within 2 spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed Industry buildings scores 2 VP for each Residential, Industry and Commercial building orthogonally adjacent to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed Industry buildings scores 3 VP, and you lose 1 VP for each Residential, Park and Commercial building orthogonally adjacent to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed Residential buildings scores 1 VP for each Park and Residential building orthogonally adjacent to it, plus each adjacent water space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green Belt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green District</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the neighborhood with the most Park buildings (ties: each tied one), re-score 1 of your completed buildings there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industrial Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose 1 VP for each of your building plan tiles (complete or not) in the neighborhood with the most Industry buildings (ties: every tied neighborhood).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks Department</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-score the VP of all your completed Park buildings, divided in half, rounded down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smog Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tallest in Town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Urban Sprawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waterfront Living</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoning Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greenhill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbourfront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old Town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riverside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amphitheater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barber Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beacon Lofts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bellweather Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggie&apos;s Ballpark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boiler House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book Nook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Botanical Gardens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick Row House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brickworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast Center</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chestnut Villa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civic Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clinic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commercial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community Orchard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner Cottage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner Deli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crown Heights Co-op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Csilla Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Department Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duck Pond Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elm Street Duplex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fairgrounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower Stall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gambrel Museum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garden Bungalow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glass Kiln</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand Conservatory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbor Walk-Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Haunted House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lakeview Apartments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lumber Yard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maple Townhouses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mayor&apos;s House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memorial Plaza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opera House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parkside Towers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Police Precinct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polling Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pritzker Zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail Depot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riverside Lawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rose Garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schoolhouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpture Garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skate Plaza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steel Mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sterling Residences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tannery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenement Flats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Textile Mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wellington</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toy Center Co.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tumble Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union Arcade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>University Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viceroy House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waterworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP for each unused Wild Token (in addition to the usual 1 VP each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP for every 2 meeples you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per 2 steel cubes in your completed buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP for each Public Figure (purple) meeple you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP for each meeple colour you have at least one of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP per neighborhood with at least one of your completed buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 VP for each building type among your completed buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 VP per completed Civic building of yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 VP per completed building of yours with a stack of 6 or more cubes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Over Town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Payroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Celebrities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diverse Staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each completed opponent building orthogonally adjacent to one of your completed buildings scores you 1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed Commercial buildings scores 1 VP for each Residential, Commercial and Park building orthogonally adjacent to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed buildings orthogonally adjacent to a completed building of an opponent scores 2 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your completed buildings orthogonally adjacent to a water space scores 1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good Neighbors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-Rise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nest Egg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overshadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public Works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shopping District</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steel Baron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waterfront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card&apos;s steps are offered in the box at the top of the table: click one to do it. Click &quot;Advances the elephant&quot; there: the elephant moves one space toward the towers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Again: drag the new tile of your first stall to your camp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And the other Bricklayer&apos;s gold banner: 3 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a Job for 3 gold: drag the top card of the Jobs pile onto your discard pile. A bought card goes to your discard pile and comes into your hand after your next shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click &quot;Advances the elephant&quot; in the box at the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Drover&apos;s gold banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Drover&apos;s top banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Moneylender&apos;s top banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Overseer&apos;s gold banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Quarry Hand&apos;s gold banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Quarry Hand&apos;s top banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Scribe&apos;s top banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Storekeeper&apos;s banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the other Bricklayer&apos;s gold banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the top banner of Quarry Hand: stalls to camp, twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the top banner of a Bricklayer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion: each time your influence reaches a 5 or a 10 of the Influence track during your turn (every 5 points), you must place a confusion tile on an empty tower space. Each of your tiles next to a confusion tile costs you 1 influence at the end of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a Job card onto your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the stone tile from your third stall onto the lit space of the major tower. It covers a printed stone: a tile that matches the resource printed beneath it scores 1 influence at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the stone tile from your third stall onto the lit tower space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the stone tile from your third stall onto the stone track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the stone tile from your third stall onto the stone upgrade track. Its tablet moves right and unlocks a dual-resource tile, which goes to your warehouse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the stone tile from your warehouse onto the lit tower space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the wood tile from your camp onto your elephant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the wood tile from your first stall to your camp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the wood tile from your first stall to your camp. An empty stall is refilled from your bag at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the wood tile from your third stall to your warehouse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the wood tile from your third stall to your warehouse. Tiles in the warehouse wait there for a card that sends them to a tower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag your first stall&apos;s tile to your camp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn you play the five cards of your hand, one at a time, in any order. A card shows one or two banners: you choose one banner of each card. A banner gives gold, or actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold buys cards. Play Moneylender&apos;s top banner for 1 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play Rise of Babel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market cards cost gold, shown on the card: nothing here costs 2 or less. Once per turn you may pay 1 gold to refresh the market: the five cards on display go and five new ones come. The Jobs and Teamster cards, listed with them, are always for sale and stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now drag the stone tile from your warehouse onto the lit space, diagonal to your first stone. At the end of the round your tiles score by their patterns: stones in a diagonal line, wood side by side, brick one above another. A line of 2 scores 3 influence, 3 score 6, 4 score 10 and 5 score 14, so long lines pay most. Each tar next to another tar scores 2. A dual tile counts as both its resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now gold. Play Quarry Hand&apos;s gold banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Drover&apos;s gold banner too: this turn you want gold more than a step of the elephant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Drover&apos;s top banner: advance the elephant one space toward the towers. It needs three spaces to reach them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Overseer&apos;s banner for 1 more gold. Unused gold is lost at the end of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Scribe&apos;s top banner: a player board upgrade. You move a tile from your stalls to your warehouse and advance the tablet of its resource, unlocking what it covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Storekeeper: stalls to warehouse, then warehouse to tower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press End turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press End turn: your cards go to your discard pile and you draw five new ones. When your deck runs out, your discard pile is shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Refresh market in the Market tab, paying 1 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the market for 1 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin advances the elephant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin loads a wood tile onto the elephant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin moves stall 2&apos;s tile to the camp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin moves stall 3&apos;s tile to the camp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin pays 1 gold to refresh the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin plays Bricklayer for 1 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin plays Drover: advance the elephant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin plays Moneylender for 1 gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin plays a turn: watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds I and II end as soon as every space on every tower is covered: each player scores the patterns of their tiles, the towers are cleared (the tiles go back to their owners&apos; bags) and a higher level is set up. Round III ends when all players have taken the same number of turns; then the final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the whole game. Play on against Robin from here, or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is your player board: three stalls with resource tiles from your bag, your warehouse, and four upgrade tracks. Your camp and your elephant wait beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Rise of Babel! You and Robin are builders of the grandest tower. Play cards to move resource tiles from your stalls to the towers; the patterns they make score influence. The most influence wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your elephant carries one tile on its back to the towers. Loading it from your camp costs no action: drag the wood tile from your camp onto your elephant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your elephant unloads when it reaches the towers, three spaces from your camp: each tile it carries goes onto an empty tower space. Carts, unlocked on your upgrade tracks, let it carry up to three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your second turn. Play Bricklayer&apos;s top banner: stalls to tower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Carpenter got up: Working Steady. Had every rallied meeple landed Exhausted, you would bust, and your workers would go on strike. One is still Exhausted: that is enough risk for now. Press Stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A standing meeple is Working Hard, one on its side is Working Steady, one flat on its back is Exhausted. A Carpenter stands: Working Hard. A Construction Worker lies on its side: Working Steady. Two are Exhausted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A strike gives you 1 Wild Token (in your hand). Spend it any time on your turn for 1 cube of any colour, or keep it: each unused Wild Token is 1 VP at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate your Working Hard Carpenter for 2 wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And a Working Steady Carpenter: 1 wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And the other wood cube onto its other stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And your Working Steady Construction Worker, for 1 concrete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least half of your meeples work, so the Risk phase begins: stop, or push your luck and rally. Rally rolls all your Exhausted meeples again. Press Rally: they are thrown at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both landed Exhausted: you bust, and your workers go on strike! Put half (rounded down) of your working meeples back in the box as Exhausted: here 1 of 3. Click the Working Steady Carpenter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick Row House costs 1 cube in the market. Drag it onto the lit space, row 6, column 7: one space lies between it and Garden Bungalow, so it costs 1 more. The lit spaces show each total; your wood and concrete cubes pay it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick Row House is complete: 1 VP and a new Construction Worker. Now activate your Working Hard Construction Worker for 2 concrete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick Row House needs two single wood cubes. Drag a wood cube onto one of its stacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy one more plan with your wood cube: Corner Deli costs 1. Drag it onto row 6, column 6, next to your plans: no cube icon there and no space between, so the market cost is all you pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the lit Carpenter and choose Working Hard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the lit Carpenter to send it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the lit Carpenter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the lit Construction Worker and choose Working Hard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the lit Construction Worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag Brick Row House onto row 6, column 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag Corner Deli onto row 6, column 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag Garden Bungalow from the Level 1 market onto the lit space, row 6, column 5. A starting plan goes on land without a cube icon, more than 2 spaces from other players&apos; plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag Garden Bungalow onto row 6, column 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a wood cube onto Brick Row House.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a wood cube onto Garden Bungalow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the other wood cube onto Brick Row House.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the other wood cube onto Garden Bungalow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the second wood cube onto the same stack to finish it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player also holds two secret targets and scores one of them at the end: yours are Mixed Use and High-Rise (in your hand). Wild Tokens left score 1 VP each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player starts with one free Level 1 plan. Robin has placed Police Precinct (lit on the map). Now place yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garden Bungalow is complete! You score its 1 VP (your token moves on the score track) and gain the meeple shown on it: a new Carpenter, set aside until your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garden Bungalow needs a stack of 2 wood cubes. Your turn starts with Prep: you roll your active meeples in your rolling box. You have 2 Carpenters (brown, they bring wood) and 2 Construction Workers (navy, concrete).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it ends: once every cube of one colour stands in buildings, the round is finished and one more full round is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play Rolling Heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main phase. Activate each working meeple once, in any order. A Carpenter gives 1 wood Working Steady and 2 wood Working Hard. Click your standing Carpenter and put it to work Working Hard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More as your city grows. Meeples of other colours gain other things: an Executive (magenta) gives Spending Power, which pays like cubes this turn (not for constructing) and is lost at its end. Every plan in both market strips, Level 1 and Level 2, may be bought. With more than 10 meeples, choose 10 to roll and set the rest aside. The Supply tab shows the cubes left of each colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more to do. At Cleanup, unused cubes go back to the supply and the markets slide down and refill. Press End turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now activate your Working Steady Carpenter for 1 wood. A Working Hard meeple may also work Steady if you wish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a turn you may buy a plan and place it at once. You pay its market cost (printed beside it on the market strip), any cube icons on the space, and 1 cube for each space between it and your nearest plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only two of five work. When more than half of your meeples are Exhausted, roll the Exhausted ones again until at least half work. Press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Roll to throw your four meeples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Trade and choose the wood cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin activates a Working Hard Carpenter: 2 wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin builds on Police Precinct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin has two working meeples and stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin&apos;s turn. Watch: Robin rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the whole turn. Press End turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then everyone scores the three ads on the score board. In this game: Skyline (2 VP per map column with your completed buildings), Downtown Core (4 VP per building in your largest group) and Tallest in Town (4 VP per neighbourhood where your completed building is the tallest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They tumble in the box...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three work now. Push your luck: press Rally to throw the two Exhausted meeples again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trading: pay 2 cubes for 1 wood, concrete or glass, or 3 cubes for 1 steel. Press Trade and choose the trade for a wood cube: your 2 concrete cubes pay for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Rolling Heights! You play Alex (orange) and Robin, a computer player, plays blue: together you build one city. Roll your meeples to get cubes, stack the cubes on your building plans, and complete buildings for victory points (VP). The most VP wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have 2 wood cubes in your hand. Construct: drag a wood cube from your hand onto the stack of Garden Bungalow. Cubes on a plan never move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn again, now with five meeples: the new Carpenter joined them. Press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your two Exhausted meeples tumble in the box again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card higher than every card before doubles its points. Build the card with a worker drawn from the side standing up on your floor, its arrow pointing up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A moved worker is checked too: it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the card with a worker drawn from the side standing up on your floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the other card with a worker drawn from the side on your floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful: if anything you do brings the building down, even one card touching the board, the game ends at once. You are eliminated, and every other player loses 1 point for each card left in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a worker from your crew onto the lit Foundation card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the card with a worker drawn from above onto the building, beside your worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag your worker onto the card you built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every new card is checked as your hand lets go: a gentle, still hand disturbs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First action: send a worker. Drag one of your workers from your crew onto the lit Foundation card. It stands at foundation level, ready to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stands: 2 girder links, a drawn worker, doubled for the new height.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last action of your turn: send another worker onto the lit Foundation card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play Skyscrapers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now see what a shaky hand does. Build the other card with a worker drawn from the side on your floor, and let go while your hand is still moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin builds a floor on the other side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin moves a worker up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin scored 5 points: 4 girder links and a drawn worker. The scoring track around the board shows everyone&apos;s points. Your turn again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin&apos;s card is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin&apos;s worker is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second action: build. Drag the card with a worker drawn from above from your hand onto the building; the ghost shows where it goes and what it scores. You score 1 point for each girder link and 1 more for a drawn worker. Hold still, then let go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when a player builds with their last card: that player scores 5 more points, and the others lose 1 point for each card left. Then whoever has the most workers on the highest floor scores 5 bonus points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three Foundation cards, joined in the shape of an H, stand in the middle of the construction site. Your five workers wait in your work crew beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third action: move your worker up one floor, onto the card you built. Drag your worker onto it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three more rules. Only the Foundation cards and your two Additional Foundation Support cards (in your colour) may touch the board. A worker walled in inside the building is lost: it can no longer be moved, cannot build and does not count at the end, so watch that no one can wall yours in. And while you drag a card, the mouse wheel (or O) turns it to its other ways of joining; the ghost shows what each scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To build, your worker becomes the builder. A new card is joined with a connector to the card the builder stands next to, at a right angle, and at least one grey girder on it must meet a girder of the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Skyscrapers! You and Robin build one skyscraper of cards together. On your turn you take 3 actions, in any order: send a worker onto the construction site, build a new block, or move one of your workers. Building scores points; a careless hand drops workers or brings the building down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your 3 actions are done. It is Robin&apos;s turn: watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand shook as it let go, and the building sways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your worker fell! Each worker that falls during your turn costs you 5 points, whoever it belongs to. Your own fallen worker goes back where it stood. Hold still before you let go.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Content errors</name>
    <message>
        <source>{game} cannot start: its content file {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Content files</name>
    <message>
        <source>{variable}={folder} is not a folder of babelworks assets.</source>
        <extracomment>The environment variable naming another assets folder to use instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>babelworks cannot find its assets folder (looked in {first} and {second}); reinstall babelworks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: entry &apos;{entry}&apos;: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the file is missing from {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: a folder stands where the file belongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the file is not UTF-8 text (byte {byte})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the file cannot be read ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the file is nested too deeply to be content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: not valid JSON ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the schema of {content} cannot be read ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the whole file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another kind</source>
        <extracomment>A value&apos;s kind in the schemas&apos; words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be {wanted}, not {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be {least} or more, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a number content may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names {seats} seats for {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be the seat of a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be one of {kinds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{target}&apos; is not kind:name ({kinds})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be continue, or hold one of action, kind, opponent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>End screen</name>
    <message>
        <source>Nobody wins this time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} and {last} share the victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the final city…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the city you built as a 3D model and a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch this game again from its first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this screen; File &gt; Export the final city… stays in the menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} · {moves} moves · seed {seed}
{ending}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export dialog</name>
    <message>
        <source>Export snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D model (.glb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture (.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{width} × {height}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the city (the model leaves out the rest of the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D model or picture (*.glb *.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city from a three-quarter view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city, overview view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city, top view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city, seat view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city, close view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city, {name} view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the table is seen now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no 3D table to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {files}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {files} in {folder}.

Show them in their folder?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{path} is a folder, not a file; choose a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a device, pipe or socket, not a file; choose a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>One sentence per way a write can fail, by errno (what a person can do about it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder is on a read-only disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: it is the file being read; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path} twice: give each output its own file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: it is a folder, not a file; give a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: it is a device, pipe or terminal, not a file; give a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: it is in a folder of the system&apos;s, not a place for files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: the file name is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} is not writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} could not be written: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>babelworks saves (*{extension})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current game first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay this file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game history</name>
    <message>
        <source>Nothing to undo: the last action revealed information.</source>
        <extracomment>bookmarks: move number (1 = the first action) -&gt; a short note (&quot;&quot; for a bare bookmark). Kept in the save, never seen by the rules. hints asked (&quot;Suggest a move&quot;): (log length when asked, seat advised), in the order asked. Kept in the save beside the log, never in it: a hint changes no state and draws from no game stream, so the log replays the same with or without them. the step reached while the match is a tutorial (:mod:`babelworks.core.tutorial`); None for a real game. Kept in the save, so a tutorial saved opens as one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} is outside the log (0..{last}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} is outside the game (0..{last}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game log</name>
    <message>
        <source>{name} asked for a hint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game names</name>
    <message>
        <source>Rolling Heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyscrapers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise of Babel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game options</name>
    <message>
        <source>Option &apos;{option}&apos; takes {kind}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option &apos;{option}&apos; takes {kind}, not &apos;{value}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option &apos;{option}&apos; must be one of {allowed}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no option &apos;{option}&apos; (its options: {known}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options must be a mapping of option names to values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} is for {least}-{most} players, not {players}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Rise of Babel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game &apos;{game}&apos;. Known games: {known}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no tutorial yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Rules summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hot-seat curtain</name>
    <message>
        <source>Pass the computer to {name}.
Everyone else: please look away from private information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keyboard shortcuts</name>
    <message>
        <source>Left-drag the table, or the arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orbit the camera around the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left-drag a piece you may move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick it up and drop it where it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H (in the table view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold or unfold your hand of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-drag, Ctrl+left-drag, middle-drag, or W A S D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse wheel, + and -, or Page Up / Page Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home or R (in the table view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the whole table again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name it in the status bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a move, or Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the move (Moves panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a saved game again, from any move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch this game a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game on the table from its first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table as a 3D model (.glb) and/or a picture (.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the &amp;final city…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the game is over: keep the city you built as a 3D model and a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave babelworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table as your turn shows it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current game&apos;s rules in short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About babelworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guided first game of {game}, taught at the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Move advice</name>
    <message>
        <source>the only move allowed</source>
        <extracomment>How many of the weighed moves the explanation names (the choice among them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks strong ({score} out of 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks good ({score} out of 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks even ({score} out of 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks weak ({score} out of 100)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Moves panel</name>
    <message>
        <source>Let the table decide (roll / physics check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a move, or select it and press Enter, to play it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>New game dialog</name>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: {choice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Seat.player -&gt; what the seat&apos;s player chooser says</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Beginner (one move ahead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player of a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player&apos;s colour: {colour}. Click to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour: {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and choices set up the same game again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is available in this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Picture export</name>
    <message>
        <source>there is no camera view {view}; choose one of {views}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot render the picture: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picture size {width}x{height} is outside {least}x{least} to {most_width}x{most_height}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GL driver cannot hold a {width}x{height} picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GL driver refused a {width}x{height} framebuffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pictures need OpenGL, which Qt&apos;s offscreen platform lacks; unset QT_QPA_PLATFORM and run under xvfb-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pictures need a display; run under xvfb-run headless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not get an OpenGL context for the picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players panel</name>
    <message>
        <source>Player</source>
        <extracomment>(seat number, chosen ``#rrggbb``) -&gt; the colour shown (the View menu&apos;s palette)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is waiting for a physical result, not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That gesture means no move in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no seat {seat} at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gesture must be a set of named values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That could mean more than one move: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move must be a set of named values with a &apos;type&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay hands</name>
    <message>
        <source>This game keeps nothing hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands stay closed until the game is over.</source>
        <extracomment>shown where the replay keeps a seat&apos;s secrets (a Phrase: shown at display)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay menu</name>
    <message>
        <source>One action &amp;back</source>
        <extracomment>action name -&gt; (menu text, shown when the menu is made, its keys, the window&apos;s method); the keys also work when no menu has them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action &amp;forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of this &amp;turn / the turn before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the &amp;next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of this &amp;round / the round before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the ne&amp;xt round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play / pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show rolls and verdicts &amp;moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepping forward over a roll or a verdict shows it as it happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take over from here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from this position, in a save of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bookmark this move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the move just shown, with a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this move&apos;s bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the &amp;bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the bookmarks and notes in the game&apos;s save file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export the move list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every move in words to a text file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay move list</name>
    <message>
        <source>{game}, seed {seed}: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay take over</name>
    <message>
        <source>Step {step} is outside the game (0..{last}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has {players} seats, not {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A branch gets a save of its own: choose another file than the replayed game&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay timeline</name>
    <message>
        <source>▶ Play</source>
        <extracomment>playback speeds: label -&gt; milliseconds per action</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up (Home)</source>
        <extracomment>button name -&gt; (label, tooltip), shown when the bar is made; the window connects each to its move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>«R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of this round, or the round before (Ctrl+Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>«T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of this turn, or the turn before (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the game on at the chosen speed (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the next turn (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the next round (Ctrl+Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any position of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose private information (hand, secret cards) the panels show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the seat to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch as {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip}. {closed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} asked for a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {step} of {moves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay window</name>
    <message>
        <source>{file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay: nothing can be played here. Use Replay &gt; Take over from here to play on from this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown where everything came to rest: this move cannot be played back in motion.</source>
        <extracomment>What the replay says of a moment nothing regenerates (a Phrase: words made off the UI thread).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All hands open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every seat&apos;s private cards at once, beside the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: {game} — {where}[*] — babelworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward to a move first: the set-up is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note on move {move} (may stay empty):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game with its bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the move list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move list is in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the new game (taken over from here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the new bookmarks in the save?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note is one line of at most {count} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game taken over from move {move} is saved in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>No: keep it in a file and open {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: keep it in a file and start afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>babelworks did not close properly last time. Resume the {game} game in progress ({moves} moves played)?

{instead}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed the last game; {file} was not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game could not be kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be moved aside; the next autosave will replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game is kept in {file}. Open it with File &gt; Open whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel boards</name>
    <message>
        <source>Main board: the great tower&apos;s and the four minor towers&apos; places, the influence and lion tracks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel cards</name>
    <message>
        <source>Stalls→Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalls→Warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalls→Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warehouse→Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card→hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard→hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card ≤3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bag→Stall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teamster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalls to tower</source>
        <extracomment>Each step kind in words, as tooltips and the accessible card text say it.
----------
Each card action in the rulebook&apos;s words (the icons&apos; names, &quot;Starting Card Icons&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalls to warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalls to camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warehouse to tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advance elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain to hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain cart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain specialization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain cheap card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stall from bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{resource} → {reward}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull a tile: {rewards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay {gold} gold →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trash this card →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(needs a discard pile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{gold} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (cost {cost}, {influence} influence) — {banners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (cost {cost}, {influence} influence; on purchase {bonus}) — {banners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banner: {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first banner: {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second banner: {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third banner: {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth banner: {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On purchase {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}: {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if discard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step} ×{times}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When bought:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elephant +{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advance the elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player board upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trash a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a card into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a card back from your discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add a cart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a specialization token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain a card costing 3 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fill a stall from the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile}: {reward}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull a tile ({rewards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} {count} times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay {gold} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trash this card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel content file</name>
    <message>
        <source>&apos;steps&apos; must be a list</source>
        <extracomment>Card action steps (see docs/rise-of-babel.md for each one&apos;s meaning).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pull step needs a reward for each of wood, stone, brick, tar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a banner must be an object with keys from {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a whole number 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card design must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is missing or not a {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase bonus keys must be from {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &apos;starting&apos;, &apos;market&apos;, &apos;jobs&apos; and &apos;teamsters&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the starting deck must have exactly 10 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the market deck must have exactly 53 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level is a non-empty list of row strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown character {char} in row {row}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &apos;major&apos;, &apos;minor&apos; and &apos;bonus_tiles&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs Major Tower Levels I, II and III in that order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there must be exactly 12 minor tower levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs 24 tiles, each one of W, S, B, T or c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has more printed resources than there are bonus tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {resources}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs one upgrade track per resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown upgrade icons {icons}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs one dual-resource slot per dual-resource tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &apos;{icon}&apos; upgrade must appear exactly once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel hints</name>
    <message>
        <source> Drag a stall tile onto your camp, or click Decline below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Click one below: a cart lets your elephant carry one more tile; a specialization token scores 1 influence for each tile of its resource your elephant unloads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Drag a market card onto your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Drag a card onto Trash, or click Decline below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Click Return camp below, or press Sell… and pick three warehouse tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is playing. Your hand for your next turn is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: {step}.{gesture}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: place a confusion tile — click a lit tower space (or drag the confusion tile from the supply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: your elephant is at the towers — drag its tiles onto tower spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click a banner to play a card, buy cards, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Drag a wild tile from the wild supply beside the main board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing {card}: steps left: {steps}.{wild} Finish the card when done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel log</name>
    <message>
        <source>the Job pile</source>
        <extracomment>The market&apos;s card piles beside the row, in words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Teamster pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays {card} for {gold} gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays {card} for nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays {card}: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the major tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the towers are full: 1 influence instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onto {tower}, row {row} column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty market space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} from the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing from {pile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} from {pile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves stall {stall}&apos;s tile {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves stall {stall}&apos;s tile to the warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves stall {stall}&apos;s tile to the camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves a {tile} tile from the warehouse {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unloads a {tile} tile {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a wild tile {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a confusion tile {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {card} into hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gains {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gains {card} for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buys {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays 1 gold to refresh stalls {stalls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finishes the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advances the elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrades the {track} track with stall {stall}&apos;s tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trashes {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refreshes the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays 1 gold to refresh the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {card} back from the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adds a cart to the elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the {tile} specialization token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>puts a {tile} tile from the bag into stall {stall}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pulls a tile from the bag for the card&apos;s reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sells {tiles} from the warehouse for 1 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loads a {tile} tile onto the elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swaps a loaded {cargo} tile for a {camp} tile from the camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returns the camp&apos;s tiles to the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} tries a move Rise of Babel does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} tries a malformed move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel options</name>
    <message>
        <source>Alternative bonus tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random Alternative Bonus Tiles cover the major level&apos;s printed resources (the rulebook&apos;s variant for later games).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No negative confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles next to a confusion tile lose no influence at the end of a round (the rulebook&apos;s alternative mode).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel prompts</name>
    <message>
        <source>take your free stalls-to-camp action (or decline it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a cart or a specialization token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose your free card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a card to trash (or decline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your bag is empty: return your camp to the bag or sell warehouse tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel refusals</name>
    <message>
        <source>Click a space of a tower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be placed on that space now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a tile or a card on a place of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{thing} cannot go {place} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile in stall {stall}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {tile} tile from the warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {tile} tile from the camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The elephant&apos;s {tile} tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {tile} tile from the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wild tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A confusion tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That market card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onto {tower} row {row} column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onto the {track} upgrade track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into stall {stall}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to your discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onto the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rise of Babel has no such move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First {pending}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First place a confusion tile on an empty tower space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your elephant has reached the towers: unload it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed now: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed now: {action} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stall</source>
        <extracomment>Fields holding a whole number, in words (a stall, a card&apos;s banner, a place in the market row).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card&apos;s banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A place in the market row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tower space is a row and a column, each a whole number.</source>
        <extracomment>Fields naming a tile, a card, a tower, a track or a place by its name (a string).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field} is given by its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile, card, tower or track is given by its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card you are resolving offers {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that tile, card, space or choice is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish the card you are resolving first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card is not in your play area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each card is activated once per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has 1 banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has {count} banners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that banner costs {cost} gold; you have {gold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no card there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} costs {cost} gold; you have {gold}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your elephant is not in camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your elephant and carts are full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no {tile} tile in your camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such tile in your camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles are swapped only while your elephant is in camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap a tile of one kind on your elephant for one of another kind in your camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the market is refreshed once per turn, for 1 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refreshing stalls costs 1 gold and needs tiles in them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sell exactly three warehouse tiles you have (not the multi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card is being resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ending the turn needs nothing more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel replay</name>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand: {hand}; in play: {play}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand: {hand}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel save files</name>
    <message>
        <source>Broken Rise of Babel game state: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game state is a mapping of named values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is missing or not {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;players&apos; must be 1 to 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;rng&apos; or &apos;reveals&apos; is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;round&apos; must be 1, 2 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;current&apos; or &apos;first&apos; is not a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;turns_taken&apos; needs one count per seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;end_reason&apos; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;options&apos; must give each of {options} as true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;seats&apos; needs one entry per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;wilds&apos; holds something other than wild tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;confusion&apos; holds something other than confusion tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;specs&apos; holds an unknown specialization token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;bonus_supply&apos; holds an unknown bonus tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;minor_supply&apos; holds an unknown tower level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market &apos;{pile}&apos; holds an unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the market row needs {count} slots, each a known card or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn &apos;{key}&apos; is missing or not {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn gold and confusion due cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the play area holds an unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pending choice is not one the game knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the active card is not a known card with steps left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the active card has a step it does not show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s &apos;{pile}&apos; holds an unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s &apos;{place}&apos; holds an unknown tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s &apos;{key}&apos; must be {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} needs {count} stalls, each a known tile or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s tablets must stand on the four upgrade tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s dual slots are not known tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s Skip Space or Free Card token is not a known side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} holds an unknown specialization token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there must be the major tower and one minor tower per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower 1 is not the major tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower {number} is not the next minor tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower {tower} shows an unknown level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower {tower}&apos;s spaces do not match its level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower {tower} holds an unknown tile or bonus tile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel scoring</name>
    <message>
        <source>wood run</source>
        <extracomment>The end-of-round scoring patterns (``scoring.Pattern.kind``) in words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brick run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tar pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round III</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds I-II and bonuses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel status</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: final turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel table</name>
    <message>
        <source>Main board</source>
        <extracomment>How a seat is said before the table names it (&quot;Player 2&quot;): the phrase :func:`_renamed` replaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{space}: {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major tower {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tower}, row {row} space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tower}, row {row} space {space} ({printed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tower}, row {row}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild tile supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion tile supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{supply}: {count} tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market: {card} (cost {cost})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teamsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pile}: {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influence track, step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lion track, step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s influence token ({influence} influence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s lion token ({influence} influence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {pattern} ({points:+d})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual-resource tile</source>
        <extracomment>The upgrade icons in the rulebook&apos;s words (&quot;Upgrade Icons Explained&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cart (or a resource specialization token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw and advance: draw a card, advance your elephant 2 spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip Space token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold Upgrade token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free Market Card &amp; Trash a Card token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Resource tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camp space</source>
        <extracomment>The elephant track&apos;s spaces: the camp, then movement spaces 1 to 3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space 3 (at the towers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elephant</source>
        <extracomment>The Skip Space token&apos;s sides, in words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood specialization</source>
        <extracomment>A specialization token by its resource.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stone specialization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick specialization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tar specialization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s stall {stall}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s warehouse ({count} tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s camp ({count} tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bag ({count} tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s elephant track, {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s elephant ({count} tiles loaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s cart {cart}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {track} tablet ({count} upgrades)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {track} track, step {step}: {upgrade}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{upgrade} ({tile} tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold upgrade token ({gold} gold side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip Space token ({side} side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile} tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {tile} tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall {number}: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {tile}; drag it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bag: {tile} ({count} in the bag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild tile ({count} in the supply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion tile ({count} left): place it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tiles (drag onto the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your discard pile (newest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both banners can be played: click the one you want on the card.</source>
        <extracomment>The steps that need no tile or card: the table lists them as choices to click. Never taken for the player, even alone: saying no, and leaving the card or the turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh stalls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay gold to refresh stalls: lists the stalls you may refresh, pick one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell three warehouse tiles for 1 gold: lists the sales you may make, pick one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot refresh stalls now.</source>
        <extracomment>Said when Refresh stalls… or Sell… finds nothing to list.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot sell warehouse tiles now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a market card here to buy it (or take it when a step lets you); click it to look through the pile (the side bar&apos;s Board tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a card in play or from your discard pile here to trash it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: gold {gold} · deck {deck} · discard {discard} · hand {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the market card on your player area or on your discard pile to take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card on Trash or on your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the tile on a tower space or on one of your places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes the towers: the round ends and is scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{influence} influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a free stalls-to-camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then you place a confusion tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop here: no placement bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop here: {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legal place for this tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}
Click a banner to play the card with it, or drag it onto the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of the card&apos;s banners to play it (upper or lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of the card&apos;s banners to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teamsters pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pile} ({count} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {card} (cost {cost})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn: discard the five market cards and reveal five new ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh market ({cost} gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of Round {round} — scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pattern} {points:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {total:+d} ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then a free move from the stalls to the camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} confusion tiles due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} confusion tile due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rise of Babel tiles</name>
    <message>
        <source>Wild tile: counts as any resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion tile: costs points next to your tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual tile: {first} or {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi tile: any of {resources}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood tile</source>
        <extracomment>A single-resource tile by its resource.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stone tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tar tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus tile: stalls to camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus tile: {printed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual</source>
        <extracomment>The word printed on each upgrade icon of a player board (its full words: the scene&apos;s).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw +2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade: {upgrade}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major tower level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor tower level: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, {count} spaces; printed: {printed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>Every tile kind a player can name (resources, dual, multi, wild, confusion). The tile kinds (and upgrade tracks) in words; a dual tile&apos;s kind joins two of them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confusion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights cameras</name>
    <message>
        <source>Whole map</source>
        <extracomment>The named views on the camera bar: each frames its region of the table above the hand strip (:mod:`.framing`). &quot;From above&quot; (the whole table from overhead) is the View menu&apos;s. A view&apos;s English name is its key (:meth:`RollingHeightsTable.look_at`, ``PHASE_VIEWS``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <extracomment>each view&apos;s short label on the camera bar (its full name is the tooltip)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera: {view}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights choices</name>
    <message>
        <source>Choices</source>
        <extracomment>A plan waiting for its space is placed by a click on the map (:mod:`.place_clicks`), not here.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a choice, or select it and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your choice (or the arrow keys, then Enter):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights content file</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a list of throws of {count} known poses each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ability effect {effect!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &apos;cubes&apos; effect needs a cube colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown meeple colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a conversion needs &apos;from&apos; and &apos;to&apos; meeple colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;{key}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level must be 1 or 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown building type {type!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad stack {stack!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP must be a number or a known variable rule, not {vp!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad meeple reward {reward!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side needs 4 rows of 4 spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spaces are &apos;.&apos;, &apos;~&apos; (water), &apos;*&apos; (park) or 1-3 (cube cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus {bonus!r} needs &apos;at&apos;: [row, column]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus {bonus!r} must be on a land space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad bonus {bonus!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &apos;p&apos; &gt;= 0 and &apos;means&apos; in {meanings}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 9 colours must total 98</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must total 285</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs 78 plans, found {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs 6 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs 2 strips of 9 slot costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan ids must be unique</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights cubes</name>
    <message>
        <source>wood</source>
        <extracomment>The cube colours as the rulebook names them (&quot;a wood cube&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concrete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a miscellaneous cube (for {colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {colour} cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} Spending Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} miscellaneous cubes (for {colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} {colour} cubes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights hand</name>
    <message>
        <source>Plans and cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a cube onto one of its stacks to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to look at it on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built so far: {progress}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to trade one for a cube of any colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable in your Main phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Wild Token. {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} Wild Tokens. {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to choose this target for the final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the cube on one of your plans, here in your hand or on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misc {cube}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag one onto a stack of one of your plans to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stack takes one now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 {cube} cube in hand. {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} {cube} cubes in hand. {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{built}/{height} {cube}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights hints</name>
    <message>
        <source>{count} landed unclear (leaning or out of the box): press Roll to throw it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} landed unclear (leaning or out of the box): press Roll to throw them again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally: press Roll to throw your {count} Exhausted again (all Exhausted: strike!)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City Planner: press Roll to throw your {count} Exhausted again (this roll cannot strike)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than half your meeples work: press Roll to throw the {count} Exhausted again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Roll to throw your {count} meeples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a Level 1 plan from the Market onto a lit map space</source>
        <extracomment>action type -&gt; its gesture, in the order a turn meets them; short: the strip sits between the scoreboard and the camera bar at 1280 px (the Main phase&apos;s three together, 558 px, fit; with &quot;drag a cube from your hand onto a plan&quot; they were 669 px and ran under the camera bar)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally: roll your Exhausted meeples again, or Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike! Click a working meeple to send it back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a meeple to put it to work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag cubes onto plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag Market plans onto the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a lit map space to place your plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the choices above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more to do: End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade (on the turn bar), spend a Wild Token (in your hand), or End turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights lens</name>
    <message>
        <source>Row {row}, column {column}: {terrain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words}; placing a plan here costs 1 more cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words}; placing a plan here costs {cost} more cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words}; +{vp} VP for a {types} plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights log</name>
    <message>
        <source>{count} {meaning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty market space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fifth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seventh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eighth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ninth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {side} {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {role} {which} from the left in the {side} row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activates {meeple} ({side})</source>
        <extracomment>Meeples whose ability needs a choice: activated without one, they do nothing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} for {plan}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} to take {plan}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} to upgrade {meeples}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} for no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{meeple} twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Exhausted {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} and places it at row {row}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {plan} to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places the plan at row {row}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays with {payment}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets {meeple} aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolls {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallies the exhausted meeples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stops and goes to work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends {meeple} back to the box on strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buys {plan}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spends a Wild Token on {cube}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trades for {cube}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adds {cube} to {plan}, stack {stack}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {meeple}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores the target {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}, paying {payment}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} and takes {meeples}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} tries a move that is not allowed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights map</name>
    <message>
        <source>{name} ({placement})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stack of your plans has room for this cube now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the plan on a map space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} at row {row}, column {column}: {cost} cubes in all (placement {placement}, market and distance {distance}), +{bonus} VP bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} at row {row}, column {column}: {cost} cubes in all (placement {placement}, market and distance {distance})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may place here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan, if dropped here: {cost} cubes in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan}, stack {stack}: has room for this cube</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights market</name>
    <message>
        <source>Level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} ({cost}, {wild} Wild)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} ({cost})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs {cost} cubes in the market. Its 1 Wild Token comes with it (each unused one scores 1 VP at the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs {cost} cubes in the market. Its {wild} Wild Tokens come with it (each unused one scores 1 VP at the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs {cost} cubes in the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cubes} + {wild} Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a building plan onto a map space to buy and place it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights meeples</name>
    <message>
        <source>Architect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riveter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Politician</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public Servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Architect</source>
        <extracomment>Each role with its indefinite article, one phrase (another language&apos;s article agrees with the role).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Construction Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Riveter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Public Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Politician</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Carpenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Public Servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Executive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a City Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Hard</source>
        <extracomment>What each recorded pose means, in the rulebook&apos;s words (``rolls.json``&apos;s &quot;means&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a meeple</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights options</name>
    <message>
        <source>First-game ads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the rulebook&apos;s recommended ads for a first game instead of drawing three at random.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights phases</name>
    <message>
        <source>Starting placement: choose a Level 1 plan</source>
        <extracomment>Each step of the game in words, for the status bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the building plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prep: choose 10 meeples to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: rally or stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike! Return working meeples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring: choose a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {colour} cubes built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} (the game is ending: 1 turn left, this one included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} (the game is ending: {left} turns left, this one included)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights pieces</name>
    <message>
        <source>wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concrete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <extracomment>a meeple&apos;s colour (``content.MEEPLES``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>navy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magenta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land</source>
        <extracomment>a map space&apos;s terrain (``mapgrid.TERRAIN``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>park</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights refusals</name>
    <message>
        <source>That move&apos;s choices must be a short list of payments or meeples.</source>
        <extracomment>The choice steps a compound may carry, by the action type each takes. How a payment&apos;s cubes are counted once, whatever their order: misc cubes, cubes, Spending Power.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only payments and a new meeple&apos;s colour may follow a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move has no more choices to make.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That leaves {owed} more to pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the plan on a map space.</source>
        <extracomment>The plan-taking actions that may carry their space, with their own keys.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the cube on a stack of one of your building plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a building plan from a market strip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a starting plan from the Level 1 market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a space for the building plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay the rest of the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set meeples aside until 10 remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the roll: report where each meeple in the box came to rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rally or stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the striking meeples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play your Main phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the colour of your new meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the target to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move must say what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling Heights has no such move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is malformed: something in it is missing or of the wrong kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans go only on land; that space is a park.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans go only on land; that space is water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That space already holds {plan}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A starting plan goes on a space with no cube icon, more than {spacing} spaces from other players&apos; plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for the plan there: it would cost {cost} (market {fee}, placement {placement}, distance {distance}), and you have {budget}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meeple belongs to another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That choice is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can buy only one plan a turn, and you have already bought one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no plan at that place in the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for that plan: it costs {cost} plus its placement, and you have {budget} cubes and Spending Power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meeple has already been activated once this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meeple is Exhausted: it cannot work this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meeple was set aside this turn: it cannot work this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no such meeple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That meeple&apos;s ability cannot be used that way now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a standing (Working Hard) meeple can use its Working Hard ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cube cannot go there: you can only build on your own plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cube cannot go there: {plan} is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cube cannot go there: use a stack with room and a cube you hold of the stack&apos;s colour (miscellaneous cubes only once every real cube of that colour is built).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can trade for wood, concrete, glass or steel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trade costs 2 cubes (3 for steel), paid with cubes or Spending Power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Wild Token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Wild Token buys one wood, concrete, glass or steel cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay with that: spend miscellaneous cubes first, and only what you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A starting plan goes on empty land with no cube icon, more than 2 spaces from another player&apos;s plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That space is not open: it must be empty land whose cost you can pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roll is awaited: report where each meeple in the box came to rest.</source>
        <extracomment>A throw&apos;s seed is below this (what the table&apos;s physics draws it below).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roll&apos;s throw is told by a whole number from 0 to {last}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll must report the {count} meeples in the box, and only them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one resting pose for each meeple in the box.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights replay</name>
    <message>
        <source>targets: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>targets: {targets}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This roll comes from an older save, which kept only where the meeples landed, so they are shown as they came to rest.</source>
        <extracomment>Said in a replay when a roll&apos;s tumble cannot be shown: the meeples appear where they landed (Phrases: a worker thread words them, the replay window shows them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer this throw would land differently, so the meeples are shown as they came to rest.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights saves</name>
    <message>
        <source>Not a valid Rolling Heights state: {problems}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must count exactly {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold whole numbers of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be empty or a plan tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid Rolling Heights state: {field} names no known plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no such owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs one list per stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a bad stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &apos;complete&apos; and &apos;vp&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs [board, side, turns]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must use each board once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs {count} spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the two levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs {count} slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has bad counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a bad meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists a plan it does not own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs two targets and a chosen one of them (or none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs one seat per player ({players})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds a plan no seat lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has unknown fields: {fields}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing {fields}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 2, 3 or 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {{&apos;state&apos;: a {bits}-bit whole number}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a step of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid Rolling Heights state: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid Rolling Heights state: {field} {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of known ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a plan with its Wild Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be empty in step &apos;{step}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit step &apos;{step}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a mode and a fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a bad cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a bad strike count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has bad meeple choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has bad values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be set exactly while rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs meeples, context and rallied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must list the player&apos;s meeples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs meeples in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &apos;triggered&apos; and &apos;turns_left&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names the colour that ended the game only once it ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is set only once the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach final scoring before the end is triggered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights scores</name>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights suggestions</name>
    <message>
        <source>completes the building: {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one cube nearer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} fits 1 space; the cheapest: {cheapest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} fits {count} spaces; the cheapest: {cheapest}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights supply</name>
    <message>
        <source>{count} Wild Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad: {name}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} miscellaneous cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} miscellaneous cubes wait until a colour runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} {role} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} {cube} cubes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights table</name>
    <message>
        <source>land</source>
        <extracomment>A map space&apos;s terrain in words, as its piece is named (&quot;row 2, column 3 (a park)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} (side {side})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row}, column {column} ({terrain})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} ({player})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} / stack {stack} needs {height} {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} / stack {stack} / cube {level} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s marker on {plan}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score track {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s score token: {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} supply ({count} cubes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild Token supply ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{role} ({colour}) supply ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad: {ad}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} (being placed)</source>
        <extracomment>a plan being placed is held up over the back of its player&apos;s rolling box, clear of its wall (flat on the mat there, the wall would hide it from the player&apos;s side of the table)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level} market strip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level} draw pile ({count} plans)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market cost {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild Token on {plan}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} (Level {level} market, space {space}: 1 cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} (Level {level} market, space {space}: {cost} cubes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Hard</source>
        <extracomment>state -&gt; (row&apos;s y offset from the seat centre, orientation, centre height above the mat)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhausted (in the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activated this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set aside this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s rolling box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s play area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {role} ({colour}): {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Wild Tokens ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s miscellaneous cubes ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {colour} cubes ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights tiles</name>
    <message>
        <source>{first} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 Wild Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} Wild Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 cube of any colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} cubes of any colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} Spending Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{count} {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a meeple: {meeples}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} VP per completed building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} VP per Working Hard {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} VP per empty adjacent space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn {first} into {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacrifice a meeple: cubes go on any colour this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP per own {type} within {range}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP per building next to a park space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP per adjacent Working Hard meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP per adjacent {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP per adjacent building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady: {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard: {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{height} {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({type}, Level {level})
Stacks: {stacks}
VP: {vp}
Meeples on completion: {meeples}
Public Figure ability: {ability}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{type} · Level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meeples: {meeples}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad {name} (first game): {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad {name}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target {name} (first game): {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target {name}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad · first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target · first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} (side {side}): {water} water, {park} park spaces, {costs} cube icons in all; bonuses: {bonuses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{types} +{vp} VP at row {row}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} · {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cube</source>
        <extracomment>The dearest placement printed. Costs are bounded by the cubes a player holds; in 8 random 2-4-player games no listed space cost more than 5.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cost} cube in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cost} cubes in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cost}, +{bonus} VP bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the plan here: {placement}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rolling Heights turn bar</name>
    <message>
        <source>&amp;Roll</source>
        <extracomment>button object name -&gt; (label with mnemonic, action, tooltip when enabled), shown at refresh</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the meeples in your box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll your Exhausted meeples again (all Exhausted: strike!)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop pushing your luck and go to your Main phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commodity Trades: 2 cubes for wood, concrete or glass; 3 for steel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade for {cube}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Spending Power {sp}, Wild Tokens {wild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meeples are still rolling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a computer player and plays its own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is in your box to roll now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the meeples in your box first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trade costs 2 cubes (3 for steel); you hold fewer cubes and Spending Power than that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to roll now.</source>
        <extracomment>recorded frames shown per timer tick (1: real time; more: faster playback)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules summary</name>
    <message>
        <source>No game is being played. Start one with **File &gt; New game…**.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no rules summary for {game} yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Save files</name>
    <message>
        <source>A seat in the save file has no proper name and colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat name or colour in the save file is far too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat name &apos;{name}&apos; in the save file is blank or holds control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat colour &apos;{colour}&apos; in the save file is not a colour like #e69f00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seat player &apos;{player}&apos; in the save file is not one of {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s tutorial entry is not a step of a tutorial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s bookmarks are not a list of notes on moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bookmark in the save file is not a move and a note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bookmark in the save file marks move {move}, which is not one of its {moves} moves (or is marked twice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The note on move {move} in the save file is not a short line of text (at most {most} characters, no control characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s hints are not a list of hints asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint in the save file is not a move and a seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint in the save file names move {move} and player number {seat}, which are not among its {moves} moves and {players} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint in the save file is noted twice (after move {move}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file could not be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a folder, not a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a device, pipe or socket, not a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is {size}; saves are never that large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size:.1f} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is far larger than any save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a babelworks save: it is not text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is damaged or cut short ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file contains a number with far too many digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file holds far more parts than any save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is nested far too deeply to be a save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file contains &apos;{name}&apos;, which is not a number a save can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file contains the number {number}, which is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file names &apos;{key}&apos; twice in one place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a babelworks save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file has no valid format version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save was written by a newer babelworks (format {version}); this version reads format {ours}. Please update babelworks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format version {version} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file holds &apos;{entry}&apos;, which no save holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to {most}, not {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is missing its &apos;{name}&apos; entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s &apos;{name}&apos; entry has the wrong kind of value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file says {players} players, which no game here allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s seed is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s action log is absurdly long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file&apos;s action log contains something that is not an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file names {seats} seats for {players} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This save is for a game babelworks does not know: &apos;{game}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s options do not fit {game}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} is for {least}-{most} players, not {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s moves do not replay: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s moves are malformed ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file was altered: its stored game does not match its moves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screen reader names</name>
    <message>
        <source>{name}: scroll up and down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: scroll sideways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: column headings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: row headings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: select all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>No game is being played. Start one with File &gt; New game.</source>
        <extracomment>a tutorial&apos;s coach while one teaches at the table (None: a real game)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is waiting for the table to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no way to decide outcomes here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no move of yours to undo yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo cannot go back to your last move: “{move}” revealed information since, and what is revealed stays revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers cards</name>
    <message>
        <source>support ↕</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support ↔</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, one across the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; worker drawn from above (lay it flat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; worker drawn from the side (its arrow points to the top edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}: {girders} girders{centre}{worker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additional foundation support card, stands vertical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additional foundation support card, stands horizontal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additional foundation support card, stands {way}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers content file</name>
    <message>
        <source>{file}: malformed entry ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: card {card} needs 6 girder flags, has {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: card {card} has an unknown worker drawing {drawing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: support {card} must stand &apos;vertical&apos; or &apos;horizontal&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: card ids are not unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} {kind} cards, the game has {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} connectors, the game has 52</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers hints</name>
    <message>
        <source>wheel / O / Shift: turn (orange: top-left corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card to the tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a crew worker to a foundation card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tower worker to a floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the building: watch it stand or fall...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more can be done: End turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag {what} · [ ]: turn the site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag {what} onto the tower · [ ]: turn the site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag {first} or {second} onto the tower · [ ]: turn the site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cannot be built now (see why in the status bar) · Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {where}, drop on the blue ghost · {keys} · Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{worker} cannot go anywhere now · Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send it beside a lit foundation card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop it on a lit floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{worker}: {verb} ({cards}) · Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers log</name>
    <message>
        <source>with an unknown strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard ({strength:g} cm/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gently ({strength:g} cm/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building collapses!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sends a worker next to {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} moves {worker} to {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} bumps the table {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {worker} builds {card} onto {anchor}: {placement}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation card {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foundation card {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s vertical support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s horizontal support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {girders}-girder block</source>
        <extracomment>How a block&apos;s drawn worker is seen (none, from above, else from the side).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {girders}-girder block with a worker drawn from above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {girders}-girder block with a worker drawn from the side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {girders}-girder block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {girders}-girder block with a worker drawn from above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {girders}-girder block with a worker drawn from the side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({place})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, {where}, {ordinal} of {count} from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fourth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fifth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a further one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor {floor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing on floor {floor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing at foundation level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front left</source>
        <extracomment>A place in the tower by (front -1 / back +1, left -1 / right +1), seen from the first seat.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers fell: {workers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verdict}. Trapped inside and lost: {workers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {worker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face right</source>
        <extracomment>Each lattice direction&apos;s name, seen from the first player&apos;s edge (keys of the words below).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facing down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top edge to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top edge to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top edge to the back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top edge to the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upside down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat as floor {floor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, {face}, {top}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, {side}, {face}, {top}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its front left side</source>
        <extracomment>A side of the card joined, by (front -1 / back +1, left -1 / right +1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its front side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its front right side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its left side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centred on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its right side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its back left side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its back side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its back right side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers options</name>
    <message>
        <source>Shaky hands: extra tremor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The builder&apos;s hand shakes a little on every build and move, so workers can fall even from a sound building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal turns: finish the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our variant (off in the rulebook&apos;s game): when a player uses their last card, the players after them in the round still take their turns, so everyone has had as many turns; then the game ends. Everyone who has used their last card by then gets the 5 points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers refusals</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Below this a bump reads &quot;gentle&quot;, from it on &quot;hard&quot; (the words in the game log).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: the building is being checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bump names only how hard the table is struck (in cm/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bump&apos;s strength is a speed above 0 and at most {most:g} cm/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move must be a set of named values with a &apos;type&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such move: send, build, move, bump or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card must be one of the game&apos;s cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move must name one of your workers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building&apos;s check says it stands, that workers fell, or that it collapsed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no worker {worker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a worker of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the worker beside a foundation card (F1, F2, F3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the worker on a card of the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build must say where its card goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build must say where its card goes: its sides at right angles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No building is being checked now: a verdict is not awaited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send a worker</source>
        <extracomment>What a player can still do, by the kinds of action left in the legal list.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move a worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still {actions}: you may end your turn only when no action is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your whole crew is already on the construction site: there is no worker to send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A send names only the card the worker stands beside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of the foundation has room for another worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker is sent to stand beside a card of the foundation, not beside {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move names the worker and the card it steps to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own workers standing on the construction site can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker can step only to a built card, not to {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no room left on {card} for another worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {worker} cannot reach {card} in one move: a worker moves one floor up or down, or along the floor it stands on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build names the builder, the card, the card it joins and where it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connectors are left: nothing more can be built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card ({card}) is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The builder must be one of your workers on the construction site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {worker} is not standing next to {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build must say where its card goes: a place on the building, its sides at right angles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cannot be joined to {anchor} there: it must meet it at right angles, keep off the board, keep a drawn worker upright and join a girder to a girder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a worker to the site first: every build needs a builder next to the card it joins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your {worker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any of your workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no legal place next to {who}: it must meet a card at right angles, not touch the board, keep a drawn worker upright and join a girder to a girder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not there: {card} must meet a built card next to your builder at right angles (move closer to the tower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building is being checked: only its verdict can be applied now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workers who fell must each be named once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand&apos;s tremor is a speed in three directions, in cm/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only workers standing on the building can fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers fell only when the check names fallen workers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building&apos;s check holds something it should not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers replay</name>
    <message>
        <source>On this computer this check would come out differently, so the building is shown as it ended.</source>
        <extracomment>Said when a verdict&apos;s motion comes out otherwise on this computer (shown at rest instead).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers scoring</name>
    <message>
        <source>+{points} points ({links} girder link)</source>
        <extracomment>A build&apos;s score in words, by (one link, drawn worker, new height).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder link, drawn worker +1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder links, drawn worker +1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder link, new height: doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder links, new height: doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder link, drawn worker +1, new height: doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} points ({links} girder links, drawn worker +1, new height: doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <extracomment>The rulebook&apos;s scoring categories (shown on the end screen), by how the reason the state logs begins or ends (the score log&apos;s reasons stay plain English data).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building collapsed! {actor} is eliminated; everyone else loses 1 point per block card left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} built their last card: +5, the others lose 1 per card left, then the final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than two players are left in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the building: watch it stand or fall...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ({colour}): {count} of 3 actions left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left: {counts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring, floor by floor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{floor}: {workers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most workers on the highest floor: tied, nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most workers on the highest floor: {player}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers status</name>
    <message>
        <source>a player used their last card and the round was finished (equal turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player used their last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the building collapsed</source>
        <extracomment>How a game ended, in words (the argument: whether the &quot;equal turns&quot; variant was played).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too few players are left in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} to act, {left} of {total} actions left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Skyscrapers table</name>
    <message>
        <source>Construction site</source>
        <extracomment>The foundation&apos;s middle in lattice cm (F1 x=0, F2 x=10, both 10 cm long in y).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round part of the site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag its rim or press [ ] to turn it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A girder printed on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connector joining {card} to {anchor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost in a closed room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the crew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {worker} ({where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score track space {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}: {score} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s top-left corner (as printed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A place this card may go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bumping the table: Ctrl+drag across the view, faster for a harder jolt (you pay for what falls).</source>
        <extracomment>A Ctrl+drag slower than this (cm/s) jolts nothing: it is refused, with how to bump.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too slow to jolt the table: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn (allowed only when no send, build or move is possible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your workers on the tower (or in your hand) to make it the builder. Ctrl+drag across the table bumps it (for the brave: you pay for what falls).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{turn} Builder: worker {number}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card cannot go there.</source>
        <extracomment>The drag&apos;s last moments (s) whose speed is the hand&apos;s; a pointer within STILL_PX is still.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, built by {worker}: {why} (orientation {number} of {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, built by {worker}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} (the builder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} (click: make it the builder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{worker}: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the crew (drag it onto a foundation card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beside {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards and crew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a worker on the site can build: drag it onto a foundation card first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Start page</name>
    <message>
        <source>Roll meeples, stack cubes and build the city&apos;s plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Haul resources on elephants and raise the towers of Babel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot card walls into one skyscraper, and keep it standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the {game} game ({moves} moves played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a game of {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of {game} in short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guided first game of {game}, taught at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three building games at one table: roll, stack and balance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Status bar</name>
    <message>
        <source>Phase: {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game — File &gt; New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the table (a roll or a physics check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {hint}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Suggest a move</name>
    <message>
        <source>Suggested: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to suggest a move in.</source>
        <extracomment>(match, state object, log length): the position a hint was asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move can be suggested once the awaited roll or check is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is suggested to the person whose turn it is, at their own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are off in games between people (Help &gt; Allow hints between people).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the suggestion away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggest a move&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a &amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Hard computer player what it would do in your place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow hints between &amp;people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer Suggest a move in games with two or more people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a move for {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move could be suggested here ({kind}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggested:&lt;/b&gt; {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the only move allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hard player weighed these most ({tries} tries in all):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} — {gains}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tried {visits} times, {outlook}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>On the table</source>
        <extracomment>the shell&apos;s side-bar dock the tables&apos; side panels are tabbed with (a dock is named by its English title)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table view</name>
    <message>
        <source>A move takes between 0 and {most} ms on the table, not {ms}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table in 3D: drag to turn the view, the wheel to zoom; the panels and the game log say in words what is on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>This game has left the lesson&apos;s script, so the lesson cannot go on from here. Play on from here, or start Learn to play again.</source>
        <extracomment>Where the bubble sits on the table, the first that covers no lit piece: above the turn controls, else under the scoreboard (the learner&apos;s own area is bottom-left).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just now: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutorial of this game cannot start: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left this tutorial at step {step}. Carry on from there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was a tutorial, which cannot be taught now: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} · step {number} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutorial could not be kept ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorials</name>
    <message>
        <source>The lesson is over: press Play on from here to go on with this game, or New game.</source>
        <extracomment>What a step may wait for (the key of its ``expect`` object, or the word &quot;continue&quot;). The target kinds a table resolves (``kind:name``). Said when a move is made after the last step, before the learner chooses how to go on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this step first, then press Continue.</source>
        <extracomment>Said when the learner acts while a step only asks them to read.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait a moment: it is {player}&apos;s move in this lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: this lesson asks for another move now. {ask}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Unexpected error</name>
    <message>
        <source>Something went wrong</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux): Wayland compositors and taskbars match the window to its launcher, name and icon by it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>babelworks hit an unexpected error: {error}

The details are in {log}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>View menu</name>
    <message>
        <source>&amp;Full-screen table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the table, on the whole screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-&amp;blind seat colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat colours that stay apart for every kind of colour blindness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put this game&apos;s panels back where they start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Window title</name>
    <message>
        <source>unsaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} — {file}[*] — babelworks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
