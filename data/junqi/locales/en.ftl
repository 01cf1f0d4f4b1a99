# Army chess (军棋): names, refusals, events and /rules pages (spec army-chess.md).

variant-junqi-siguo = Four-country Army Chess (四国军棋)
variant-junqi-liangguo = Two-country Army Chess (两国军棋)
variant-junqi-anqi = Hidden Army Chess (暗棋)
variant-junqi-open = Open Army Chess (明棋)
variant-junqi-fanqi = Flip Army Chess (翻棋)
seat-south = South
seat-east = East
seat-north = North
seat-west = West
seat-p1 = Player 1
seat-p2 = Player 2
seat-challenger = Challenger
seat-opponent = Opponent

## Pieces (§2.1)
piece-marshal = Field Marshal (40)
piece-general = General (39)
piece-major-general = Major General (38)
piece-brigadier = Brigadier (37)
piece-colonel = Colonel (36)
piece-major = Major (35)
piece-captain = Captain (34)
piece-lieutenant = Lieutenant (33)
piece-engineer = Engineer (32)
piece-mine = Landmine
piece-bomb = Bomb
piece-flag = Flag

## Refusals (§9.4, §4.3)
E_SYNTAX = I cannot read that: write a move as `S5a-C7`, or `flip S3b`, `deploy …`, `swap 2a 3b`, `resign`, `draw`, `board`
E_BAD_POSITION = There is no such position on this board. A position is written like S3b: a side (S, E, N or W), a row from 1 at the front to 6 at the back, a column a–e; the four-country centre is C1–C9
E_NOT_IN_GAME = You are not a player still in this game
E_WRONG_MODE = That command does not exist in this mode
E_WRONG_PHASE = That is not possible now
E_NOT_YOUR_TURN = It is not your turn
E_SAME_POSITION = From and to are the same position
E_NO_PIECE = There is no piece there
E_FACE_DOWN = That piece is face-down: flip it first
E_NOT_YOUR_PIECE = That piece is not yours
E_IMMOBILE = That piece cannot move (mines and flags never move; a piece on a headquarters is stuck)
E_TARGET_FACE_DOWN = A face-down piece cannot be attacked
E_OCCUPIED_FRIENDLY = Your own side already stands there
E_CAMP_OCCUPIED = A piece in a camp cannot be attacked
E_NOT_CONNECTED = That piece has no route there (only engineers turn on the railway)
E_PATH_BLOCKED = The way there is blocked
E_BOMB_FLAG = A bomb may not attack the flag
E_MINES_REMAIN = That flag cannot be taken while its side still has a mine on the board
E_NOT_CARRIER = Only the lowest surviving rank of your colour may take the flag
E_FLIP_INVALID = There is no face-down piece there
E_NO_LAYOUT = Send a layout first (`deploy …`); then `swap 2a 3b` exchanges two of its pieces
L_ROW_GROUPS = When you use `/`, the rows must hold 5, 3, 4, 3, 5 and 5 pieces
L_TOKEN_COUNT = The layout has the wrong number of pieces
L_BAD_TOKEN = The layout names an unknown piece
L_PIECE_COUNT = The layout has the wrong piece counts
L_FLAG_NOT_HQ = The flag goes on a headquarters (6b or 6d)
L_MINE_ROW = A mine is outside rows 5–6
L_BOMB_FRONT = A bomb is in the front row
junqi-token-count = A layout has 25 pieces, not { $found }
    .whole = yes
junqi-bad-token = Piece { $index } of your layout is not a piece name
    .whole = yes
junqi-piece-count = You need { $expected } × { $piece }, not { $found }
    .whole = yes
junqi-mine-row = Mines go only in rows 5 and 6 (not on { $post })
    .whole = yes
junqi-bomb-front = No bomb in the front row (not on { $post })
    .whole = yes

## Events (§9.3)
junqi-deployed = { $seat } has deployed
junqi-layout = Your layout: { $layout }
    Its pieces, row by row from the front: { $row1 } / { $row2 } / { $row3 } / { $row4 } / { $row5 } / { $row6 }
junqi-clash-attacker = { $seat } attacks { $from }→{ $to }: the attacker wins
junqi-clash-defender = { $seat } attacks { $from }→{ $to }: the defender holds
junqi-clash-both = { $seat } attacks { $from }→{ $to }: both pieces are removed
junqi-yours-removed = Your { $piece } on { $at } was removed
junqi-yours-survived = Your { $piece } on { $at } survived
junqi-commander = { $seat }'s field marshal has fallen: their flag is on { $at }
junqi-flag-captured = { $captor } captures { $owner }'s flag
junqi-flag-captured-colour = { $captor } captures the { $colour } flag
junqi-skip = { $seat } ran out of time and is skipped
junqi-next = { $seat } to move
junqi-flip = { $seat } flips { $at }: { $colour } { $piece }
junqi-colour = { $seat } plays { $colour }
junqi-pickup = { $seat } picks up the flag on { $at }
junqi-drop = The flag drops on { $at }
junqi-red = red
junqi-black = black

## Saved layouts, the family's saved set-ups (/layout, `deploy NAME`)
saved-setup-saved = Layout `{ $name }` saved: { $setup }. Send `deploy { $name }` to me privately to use it in a game.
saved-setup-deleted = Layout `{ $name }` deleted.
saved-setups-empty = You have no saved layouts. Save one with `/layout save NAME [layout]`.
saved-setups-header = Your saved layouts (use one with `deploy NAME` by private message):
saved-setups-line = `{ $name }`: { $setup }
saved-setup-bad-name = `{ $name }` cannot name a layout: use one word of at most { $max } characters, not `default` or `random`.
saved-setup-unknown = You have no layout named `{ $name }`. Your saved layouts: { $saved }.
saved-setup-unknown-none = You have no layout named `{ $name }`, and no saved layouts yet. Save one with `/layout save NAME [layout]`.
saved-setup-none-submitted = You have not submitted a layout in any game yet: give one, `/layout save NAME <25 pieces>`.
saved-setups-full = You already keep { $n } layouts: delete one first with `/layout delete NAME`.

## Notes on board images
junqi-note-teams = South + North vs East + West
junqi-note-rank = { $colour } digs and takes the flag with: { $piece }
junqi-note-carrier = { $at } carries the { $colour } flag
junqi-note-loose = the { $colour } flag lies on { $at }
junqi-note-flag-shown = flags shown: { $at }

## Why a seat left or the game ended (§5.3–§5.5, §7.5)
eliminated-flag = flag captured
eliminated-nomove = no legal move
eliminated-forfeit = forfeit
outcome-flag = the enemy flag was captured
outcome-carry = the flag was carried home
outcome-quiet = no clash for too long
outcome-nomove = the opponents could not move
outcome-forfeit = the opponents forfeited

## /rules
rules-summary =
    Army Chess (军棋): each side has 25 hidden pieces — ranks 40 (field marshal) down to 32 (engineer), three mines, two bombs and a flag. The bigger rank wins a clash, equal ranks both go, a bomb takes out whatever it meets, only an engineer digs a mine. Capture the enemy flag to win. Moves are `S5a-C7`; deploy privately with `deploy default`, `deploy random` or 25 pieces row by row. `/rules junqi-siguo marshal` shows one piece.
    Clash table: higher rank wins, equal ranks both removed; bomb + anything: both removed (a flag so hit still counts as captured); engineer digs a mine, anything else dies on it; any movable piece takes the flag. Camps protect their occupant; a piece on a headquarters never moves again.
rules-junqi-siguo = Four players, South and North against East and West; turns go South, East, North, West. A player whose flag is taken, who cannot move, or who resigns is out with all their pieces; a team wins when both opponents are out. You see only your own pieces (option `ally_view=open` shows your partner's). Moves, `deploy` and `board` go by private message only. When a field marshal falls, its owner's flag is shown to all.
rules-junqi-liangguo = Two players, South and North, on the four-country board; East and West are empty ground to pass through. Capture the flag to win.
rules-junqi-anqi = Two players on the 60-position board with hidden pieces. Capture the flag to win.
rules-junqi-open = Two players on the 60-position board; every piece is visible once both have deployed. Capture the flag to win.
rules-junqi-fanqi = Flip chess: all 50 pieces start face-down. A turn is a flip (`flip S3b`) or a move of your own face-up piece; your first flip gives you that colour. Face-down pieces cannot be attacked. The lowest surviving rank of a colour digs mines and, once that colour's mines are gone, takes the enemy flag; bombs may not attack the flag. With `fanqi_flag=carry` the flag must be carried to a headquarters in the other half.
rules-clash-table = Clash table: higher rank wins, equal ranks both removed; bomb + anything: both removed (a flag so hit still counts as captured); engineer digs a mine, anything else dies on it; any movable piece takes the flag. Camps protect their occupant; a piece on a headquarters never moves again.

pieces-note = Every piece but the landmine and the flag moves the same way: one step along a road, or any distance along a railway in a straight line (the engineer may also turn on the railway). The lines below say what each one beats.

## /rules piece pages
junqi-page-marshal = **Field Marshal 司令 (40)** — the strongest rank; beats every piece but a bomb, a mine or the other marshal (both go). When it falls its flag is shown to all.
junqi-page-general = **General 军长 (39)** — beats ranks 38 and below; loses to the marshal.
junqi-page-major-general = **Major General 师长 (38)** — two per side; beats 37 and below.
junqi-page-brigadier = **Brigadier 旅长 (37)** — two per side; beats 36 and below.
junqi-page-colonel = **Colonel 团长 (36)** — two per side; beats 35 and below.
junqi-page-major = **Major 营长 (35)** — two per side; beats 34 and below.
junqi-page-captain = **Captain 连长 (34)** — three per side; beats 33 and 32.
junqi-page-lieutenant = **Lieutenant 排长 (33)** — three per side; beats only engineers.
junqi-page-engineer = **Engineer 工兵 (32)** — three per side; the only piece that digs mines and that turns corners on the railway.
junqi-page-mine = **Landmine 地雷** — three per side, rows 5–6 only; never moves. Kills any attacker except an engineer (which digs it) or a bomb (both go).
junqi-page-bomb = **Bomb 炸弹** — two per side, never in the front row; removes itself and whatever it meets.
junqi-page-flag = **Flag 军旗** — on a headquarters; never moves. Lose it and you are out.

## Short piece names for `/settings pieces:words` (short-<id>): at most two words, each a few letters, drawn on a disc
short-marshal = FM 40
short-general = Gen 39
short-major-general = MG 38
short-brigadier = Brig 37
short-colonel = Col 36
short-major = Maj 35
short-captain = Capt 34
short-lieutenant = Lt 33
short-engineer = Eng 32
short-mine = Mine
short-bomb = Bomb
short-flag = Flag
