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
    Ancient War Chess on a 9x9 board: red on the left (files a–d), black on the right (f–i).
    From the seed: Pieces, placement order, straight moves (a 2 up to 2 squares, a 1 up to 3), split 分, merge 合, pincer 击, encirclement 困, the names 擒将 / 釜底抽薪 / 晋级, matches over territories.
    House rules: The board, secret camp sites, HQ zone, supply radius 4, the resolution order, 全歼, draws, all supplement details.
    Win: capture the commander by pincer or encirclement, take every enemy camp, hold the enemy base file with a 2 for a full ply, or destroy every enemy army.
    Supplements, chosen at /play with supp=decoys,ambush,… (English name, s6 or Chinese name) or +decoys: +king S1, +reinforcements S2, +city S3, +rain S4, +decoys S6, +ambush S7, +cannon S9, +roadblock S10, +granary S11, +burning-camps S12, +river S13.
    Provisional: +third-party S5, +peasants S8, +mixed-merge S14, +defection S15, +fire-ox S16.
    Not built: S17 duel, S18 comeback.

## /rules piece pages
ancient-page-commander = [seed] piece, [house] rules. Moves 1 square inside its own HQ zone (the 点将台 and its neighbours). Never captures; cannot be taken head-on or by fire, only by pincer or encirclement (擒将).
ancient-page-army-2 = [seed] Strength 2, moves up to 2 squares in one straight line. Takes an enemy 1 head-on [seed]; splits into two 1s (分).
ancient-page-army-1 = [seed] Strength 1, moves up to 3 squares. Two 1s of the same kind merge into a 2 (合). Captures only by pincer or encirclement.
ancient-page-decoy-2 = S6 [house]. Shows strength 2 and moves like a 2; never captures, merges, splits or takes camps. Revealed when removed.
ancient-page-decoy-1 = S6 [house]. Shows strength 1 and moves like a 1; otherwise as a decoy showing 2.
ancient-page-king = S1 [seed idea, house rules]. A real 1 of kind 王 on b4/h4; supplies armies within 2. If it falls, the match is lost. 'withdraw' from your base file loses only this game.
ancient-page-reinforcement = S2 [house]. Enters on an empty own camp or city from your 4th turn ('reinforce sq'), once per game.
ancient-page-third-party = S5, provisional [house]. A neutral 1 on e8 moved by its patron; the other side may capture it.
ancient-page-peasant = S8, provisional [house]. Recruited on your village; cannot be taken head-on.
ancient-page-mixed = S14, provisional [house]. Two 1s of different kinds merged; splits back into its kinds; falls apart after 4 of its owner's turns.
ancient-page-cannon = S9 [house]. Moves 1; 'fire C T' at distance 2–3 in a line: a 2 becomes a 1, anything else is removed. Needs supply.
ancient-page-ox = S16, provisional [house]. Moves 1; one charge up to 5 squares tramples enemy 1s and cannons, then leaves the game.
ancient-page-camp = [seed] Blocks enemies, protects its army from head-on capture and pincer, supplies within 4. An empty enemy camp is taken by stepping on it.
ancient-page-city = S3 [house]. A fourth site: like a camp, but immune to pincer and fire and needs 3 encirclers; only a 2 takes it.
ancient-page-burned-camp = S12 [house]. A burned camp: no supply, no protection; an enemy army rebuilds it as its own camp.
ancient-page-granary = S11 [house]. Lost to an enemy army that steps on or burns it: its owner's supply radius drops to 2.
ancient-page-roadblock = S10 [house]. Placed once next to your army; nothing passes or stops on it; any adjacent army may clear it.
ancient-page-forest = S7 [house]. Ends moves; one army at most; hides ambushers that strike enemies ending next to it.
ancient-page-village = S8 [house]. Where peasants are recruited; blocks nobody.
ancient-page-rain-fixed = S4 [house]. Entering rain ends the move; a unit starting in rain moves 1; no fire or burning in rain.
ancient-page-rain-drifting = S4 [house]. As fixed rain, and moves one rank (+y) after every black ply.

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
