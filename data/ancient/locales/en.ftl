# Ancient War Chess (古战棋), English. Every id the family can emit.

variant-ancient = Ancient War Chess
seat-challenger = Challenger
seat-challenged = Challenged
seat-red = Red
seat-black = Black

## Pieces (data/ancient/pieces.json)
piece-commander = Commander
piece-army-2 = Army 2
piece-army-1 = Army 1
piece-decoy-2 = Decoy 2
piece-decoy-1 = Decoy 1
piece-king = King
piece-reinforcement = Reinforcement
piece-third-party = Third party
piece-peasant = Peasant
piece-mixed = Mixed army
piece-cannon = Cannon
piece-ox = Fire ox
piece-camp = Camp
piece-city = City
piece-burned-camp = Burned camp
piece-granary = Granary
piece-roadblock = Roadblock
piece-forest = Forest
piece-village = Village
piece-rain-fixed = Rain (fixed)
piece-rain-drifting = Rain (drifting)

## Outcomes
outcome-seize = the commander was seized (擒将)
outcome-uproot = no camp left (釜底抽薪)
outcome-advance = a 2 held the enemy base file (晋级)
outcome-annihilate = every army destroyed (全歼)
outcome-resign = resignation
outcome-kingfall = the king fell
outcome-withdraw = the king withdrew
outcome-agreement = by agreement
outcome-no-progress = 80 plies without progress
outcome-repetition = the same public position three times
outcome-ply-limit = the ply limit of 200
outcome-double-pass = both sides passed
outcome-territories = every territory taken
ancient-game-won = { $winner } wins this game: { $reason }.
ancient-game-drawn = This game is drawn: { $reason }.

## Refusals (spec §7.4)
E_SYNTAX = That command cannot be read.
E_CONTEXT = Send that privately, by DM or as an ephemeral command.
E_PHASE = That is not allowed in this phase.
E_TURN = It is not your turn.
E_SUPP = That needs a supplement that is off in this game.
E_SQUARE = That square is not on the board.
E_PIECE = Wrong piece or no piece there.
E_SPENT = That token or reserve is used up.
E_TIMING = Not allowed yet.
E_GEOMETRY = Moves go in one straight orthogonal line.
E_RANGE = That is too far.
E_PATH = Something lies in the way.
E_DEST = That destination is not allowed.
E_DECOY = A decoy cannot do that.
E_KIND = The strength or kind is wrong for that.
E_CAPTURE = That capture is not allowed.
E_CONDITION = A special condition is not met.
E_SUPPLY = That army or cannon is out of supply.
E_CLAIM = The claimed captures do not match what would happen.

## Events
ancient-acted = { $ply }. { $seat } { $text }
ancient-captured = captured head-on on { $square }
ancient-pinned = pincer 击 on { $square }
ancient-encircled = encirclement 困 on { $square }
ancient-took = took { $square }
ancient-burned = fire on { $squares }
ancient-ambushed = ambush from { $forest } strikes { $square }
ancient-decoy-revealed = { $square } was a decoy
ancient-hit = { $square } is reduced to 1
ancient-lost = { $square } is removed
ancient-entered = a unit enters on { $square }
ancient-placed = roadblock on { $square }
ancient-cleared = roadblock on { $square } cleared
ancient-defected = { $square } defects
ancient-patron = { $seat } now controls the third party
ancient-draw-offered = { $seat } offers a draw
ancient-chose = { $seat } has sent a secret choice
ancient-revealed = { $seat }: { $text }
ancient-shed-real = The original is on { $square }.
ancient-ambush-laid = Your ambusher waits in { $square }.
ancient-probe-real = Probe { $square }: real { $piece }.
ancient-probe-decoy = Probe { $square }: decoy { $piece }.
ancient-probe-hidden = Probe { $square }: hidden { $piece }.
ancient-probe-empty = Probe { $square }: empty.
ancient-confirmed = Received: { $text }
ancient-territories = Territories: { $challenger } – { $challenged }
ancient-next-game = Game { $number } begins: choose your camps again.
ancient-match-won = Player { $player } wins the match.

## /rules
rules-summary =
    Ancient War Chess: a 9×9 board for two players, played as a match over territories.
    How to write it. A square is a letter a–i and a digit 0–8: `e4`. Set-up, by private message: `camps b1 c4 d6` (3 of your 5 camp sites). Then one action a turn, by private message: a move `c4-c6`, a head-on capture `c4xc5`, a merge `c5+c6`, a split `c4/c7` (a 2 becomes two 1s and one of them goes to c7). `/hint c4` shows where a piece can go, `/mine` your own board.
    The board as the image shows it. Red at the bottom; the letters a–i are the rows up the side (a is red's back row, i black's) and the digits are the columns. Your private image turns the board so your side is at the bottom. Red's commander sits on a4 and black's on i4; red's camp sites are b1 d2 c4 d6 b7, black's h1 f2 g4 f6 h7.
    Playing. Each side has a commander and three camps with a 2-army on each. Move one piece a turn in a straight line: a 2 up to 2 squares, a 1 up to 3, never jumping; the commander only steps around its own seat. A 2 moving onto an enemy 1 takes it. An enemy between two of your pieces in a line (pincer), or an enemy with no empty square beside it and two of yours touching it (encirclement), is taken, even a 2 or the commander, but only by the move that completes it. To capture, split or merge, an army must be within 4 squares of one of your camps. Camps block enemies and shield the army on them from head-on capture and pincer; step onto an empty enemy camp to take it.
    Winning. Capture the enemy commander, take every enemy camp, keep a 2 on the enemy back row for a whole enemy turn, or destroy every enemy army. The winner of a game takes a territory from the loser; the match ends when a player has none left.
    Supplements, chosen at /play with `+name` (e.g. `/play ancient @bob +decoys +ambush`): +king, +reinforcements, +city, +rain, +decoys, +ambush, +cannon, +roadblock, +granary, +burning-camps, +river; on trial: +third-party, +peasants, +mixed-merge, +defection, +fire-ox. `/rules ancient pieces` lists every piece; `/rules ancient cannon` explains one.

## /rules piece pages
ancient-page-commander = Steps 1 square inside its own headquarters (its seat a4 or i4 and the squares next to it). It never captures, and cannot be taken head-on or by cannon fire: only by pincer or encirclement, which wins the game.
ancient-page-army-2 = Moves up to 2 squares in one straight line. Takes an enemy 1 by moving onto it; splits into two 1s (`c4/c7`).
ancient-page-army-1 = Moves up to 3 squares in one straight line. Two 1s of the same kind merge into a 2 (`c5+c6`). It captures only by pincer or encirclement.
ancient-page-decoy-2 = Decoys supplement. Looks like a 2 and moves like one, but never captures, merges, splits or takes camps. Shown for what it is when removed.
ancient-page-decoy-1 = Decoys supplement. Looks like a 1 and moves like one; otherwise like a decoy showing 2.
ancient-page-king = King supplement. A real 1 starting on b4 (red) or h4 (black); armies within 2 squares of it are in supply. If it falls, its side loses the match; `withdraw` from your back row loses only this game.
ancient-page-reinforcement = Reinforcements supplement. Enters once a game on an empty camp or city of yours, from your 4th turn on (`reinforce c4`).
ancient-page-third-party = Third-party supplement (on trial). A neutral 1 starting on e8, moved by its patron; the other side may capture it.
ancient-page-peasant = Peasants supplement (on trial). Recruited on your village (`recruit`); cannot be taken head-on.
ancient-page-mixed = Mixed-merge supplement (on trial). Two 1s of different kinds merged; splits back into its kinds and falls apart after 4 of its owner's turns.
ancient-page-cannon = Cannon supplement. Moves 1 square; `fire b2 b5` hits a piece 2–3 squares away in a line: a 2 becomes a 1, anything else is removed. Needs supply.
ancient-page-ox = Fire-ox supplement (on trial). Moves 1 square; one charge of up to 5 squares tramples enemy 1s and cannons, then the ox leaves the game.
ancient-page-camp = Blocks enemies, shields the army on it from head-on capture and pincer, and supplies armies within 4 squares. Step onto an empty enemy camp to take it.
ancient-page-city = City supplement. A fourth camp site: like a camp, but safe from pincer and fire, and it takes 3 pieces to encircle; only a 2 can take it.
ancient-page-burned-camp = Burning-camps supplement. A burned camp gives no supply and no shelter; an enemy army that steps on it rebuilds it as its own camp.
ancient-page-granary = Granary supplement. Lost when an enemy army steps on it or burns it; its owner's camps then supply only within 2 squares.
ancient-page-roadblock = Roadblock supplement. Placed once next to your army (`block e5`); nothing passes or stops on it; any army next to it may clear it.
ancient-page-forest = Ambush supplement. Entering ends a move; it holds one army at most; an army hidden in it strikes enemies that stop next to it.
ancient-page-village = Peasants supplement. Where peasants are recruited; it blocks nobody.
ancient-page-rain-fixed = Rain supplement. Entering rain ends a move; a piece starting in rain moves 1 square; no fire or burning in rain.
ancient-page-rain-drifting = Rain supplement. Like fixed rain, and it drifts one column after every black turn.

## Notes drawn on images
ancient-note-score = Game { $game } · territories { $challenger }–{ $challenged }
ancient-note-decoys = { $seat }: { $count } decoys in reserve
ancient-note-fu = { $seat }: { $count } ambush orders left
ancient-note-shao = { $seat }: { $count } fire orders left
ancient-note-block = { $seat }: { $count } roadblocks left
ancient-note-hou = { $seat }: { $count } reinforcements in reserve
ancient-note-chosen = { $seat } has chosen
ancient-note-granary-lost = { $seat }: granary lost, supply radius 2

## The probe results a seat still holds (K7), listed to that seat only
ancient-probes-held = Probe results you hold: { $results }.
ancient-probe-held-real = { $square }: real { $piece }
ancient-probe-held-decoy = { $square }: decoy { $piece }
ancient-probe-held-hidden = { $square }: hidden { $piece }
ancient-probe-held-empty = { $square }: empty
ancient-probe-held-moved = { $result } (probed at { $probed })

## Short piece names for `/settings pieces:words` (short-<id>): at most two words, each a few letters, drawn on a disc
short-commander = Cmdr
short-army-2 = Army 2
short-army-1 = Army 1
short-decoy-2 = Dcoy 2
short-decoy-1 = Dcoy 1
short-king = King 1
short-reinforcement = Rnf 1
short-third-party = 3rd 1
short-peasant = Psnt 1
short-mixed = Mix 2
short-cannon = Cann
short-ox = Ox
short-camp = Camp
short-city = City
short-burned-camp = Brnt Camp
short-granary = Gran
short-roadblock = Road Blk
short-forest = Frst
short-village = Vill
short-rain-fixed = Rain
short-rain-drifting = Rain Drft
