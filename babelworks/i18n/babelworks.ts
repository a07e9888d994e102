<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
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
</TS>
