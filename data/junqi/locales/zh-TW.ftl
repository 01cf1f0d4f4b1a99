# 軍棋：名稱、拒絕理由、事件與 /rules 頁面（規格 army-chess.md）。

variant-junqi-siguo = 四國軍棋
variant-junqi-liangguo = 兩國軍棋
variant-junqi-anqi = 暗棋（陸戰棋）
variant-junqi-open = 明棋
variant-junqi-fanqi = 翻棋
seat-south = 南
seat-east = 東
seat-north = 北
seat-west = 西
seat-p1 = 一號玩家
seat-p2 = 二號玩家
seat-challenger = 挑戰者
seat-opponent = 應戰者

## 棋子（§2.1）
piece-marshal = 司令
piece-general = 軍長
piece-major-general = 師長
piece-brigadier = 旅長
piece-colonel = 團長
piece-major = 營長
piece-captain = 連長
piece-lieutenant = 排長
piece-engineer = 工兵
piece-mine = 地雷
piece-bomb = 炸彈
piece-flag = 軍旗

## 拒絕理由（§9.4、§4.3）
E_SYNTAX = 看不懂：走子請寫 `S5a-C7`，或 `flip S3b`、`deploy …`、`swap 2a 3b`、`resign`、`draw`、`board`
E_BAD_POSITION = 這張棋盤上沒有這個位置。位置寫作 S3b 這樣：方位（S、E、N、W），行號（1 在最前，6 在最後），列 a–e；四國棋盤中間是 C1–C9
E_NOT_IN_GAME = 你不是這盤棋仍在場的玩家
E_WRONG_MODE = 這個模式沒有這條命令
E_WRONG_PHASE = 現在不能這樣做
E_NOT_YOUR_TURN = 還沒輪到你
E_SAME_POSITION = 起點和終點相同
E_NO_PIECE = 那裡沒有棋子
E_FACE_DOWN = 那枚棋子還沒翻開，請先翻
E_NOT_YOUR_PIECE = 那不是你的棋子
E_IMMOBILE = 那枚棋子不能動（地雷和軍旗不動；進了大本營的棋子也不能再動）
E_TARGET_FACE_DOWN = 不能攻擊未翻開的棋子
E_OCCUPIED_FRIENDLY = 那裡已有己方棋子
E_CAMP_OCCUPIED = 行營裡的棋子不能被攻擊
E_NOT_CONNECTED = 那枚棋子走不到那裡（鐵路上只有工兵能轉彎）
E_PATH_BLOCKED = 去路被擋住了
E_BOMB_FLAG = 炸彈不能炸軍旗
E_MINES_REMAIN = 對方還有地雷在棋盤上，不能扛旗
E_NOT_CARRIER = 只有本方現存最小的棋子才能扛旗
E_FLIP_INVALID = 那裡沒有未翻開的棋子
E_NO_LAYOUT = 請先發送佈陣（`deploy …`），再用 `swap 2a 3b` 交換其中兩枚棋子
L_ROW_GROUPS = 用 `/` 分行時，各行須為 5、3、4、3、5、5 枚
L_TOKEN_COUNT = 佈陣的棋子數目不對
L_BAD_TOKEN = 佈陣裡有不認識的棋子
L_PIECE_COUNT = 佈陣的兵種數目不對
L_FLAG_NOT_HQ = 軍旗須放在大本營（6b 或 6d）
L_MINE_ROW = 地雷不在第 5、6 行
L_BOMB_FRONT = 炸彈在第一行
junqi-token-count = 佈陣要 25 枚棋子，不是 { $found } 枚
    .whole = yes
junqi-bad-token = 佈陣的第 { $index } 枚不是棋子名稱
    .whole = yes
junqi-piece-count = { $piece } 應有 { $expected } 枚，不是 { $found } 枚
    .whole = yes
junqi-mine-row = 地雷只能放在第 5、6 行（不能放 { $post }）
    .whole = yes
junqi-bomb-front = 第一行不能放炸彈（不能放 { $post }）
    .whole = yes

## 事件（§9.3）
junqi-deployed = { $seat } 已佈陣
junqi-layout = 你的佈陣：{ $layout }
    從前排起逐行是：{ $row1 } / { $row2 } / { $row3 } / { $row4 } / { $row5 } / { $row6 }
junqi-clash-attacker = { $seat } 從 { $from } 攻擊 { $to }：進攻方勝
junqi-clash-defender = { $seat } 從 { $from } 攻擊 { $to }：防守方勝
junqi-clash-both = { $seat } 從 { $from } 攻擊 { $to }：同歸於盡
junqi-yours-removed = 你在 { $at } 的 { $piece } 陣亡
junqi-yours-survived = 你在 { $at } 的 { $piece } 倖存
junqi-commander = { $seat } 的司令陣亡，軍旗在 { $at }
junqi-flag-captured = { $captor } 扛走了 { $owner } 的軍旗
junqi-flag-captured-colour = { $captor } 扛走了{ $colour }方軍旗
junqi-skip = { $seat } 超時，跳過一步
junqi-next = 輪到 { $seat }
junqi-flip = { $seat } 翻開 { $at }：{ $colour }{ $piece }
junqi-colour = { $seat } 執{ $colour }
junqi-pickup = { $seat } 在 { $at } 扛起軍旗
junqi-drop = 軍旗掉在 { $at }
junqi-red = 紅
junqi-black = 黑

## 儲存的布陣（/layout、`deploy 名稱`）
saved-setup-saved = 已儲存布陣 `{ $name }`：{ $setup }。對局中私訊我 `deploy { $name }` 即可使用。
saved-setup-deleted = 已刪除布陣 `{ $name }`。
saved-setups-empty = 你還沒有儲存的布陣。用 `/layout save 名稱 [布陣]` 儲存。
saved-setups-header = 你儲存的布陣（私訊 `deploy 名稱` 使用）：
saved-setups-line = `{ $name }`：{ $setup }
saved-setup-bad-name = `{ $name }` 不能作布陣名稱：請用不超過 { $max } 個字元的一個詞，且不能是 `default` 或 `random`。
saved-setup-unknown = 你沒有名為 `{ $name }` 的布陣。你儲存的布陣：{ $saved }。
saved-setup-unknown-none = 你沒有名為 `{ $name }` 的布陣，也還沒有儲存任何布陣。用 `/layout save 名稱 [布陣]` 儲存。
saved-setup-none-submitted = 你還沒有在任何對局中提交過布陣：請寫出布陣，`/layout save 名稱 <25 枚棋子>`。
saved-setups-full = 你已儲存 { $n } 個布陣：請先用 `/layout delete 名稱` 刪除一個。

## Notes on board images
junqi-note-teams = 南北 對 東西
junqi-note-rank = { $colour }方挖雷扛旗：{ $piece }
junqi-note-carrier = { $at } 扛著{ $colour }方軍旗
junqi-note-loose = { $colour }方軍旗在 { $at }
junqi-note-flag-shown = 已亮軍旗：{ $at }

## 出局與終局原因（§5.3–§5.5、§7.5）
eliminated-flag = 軍旗被扛
eliminated-nomove = 無棋可走
eliminated-forfeit = 判負
outcome-flag = 扛走了敵方軍旗
outcome-carry = 軍旗扛回了大本營
outcome-quiet = 長時間無碰子
outcome-nomove = 對手無棋可走
outcome-forfeit = 對手判負

## /rules
rules-summary =
    軍棋：每方 25 枚暗子——司令（40）到工兵（32）、地雷三枚、炸彈兩枚、軍旗一面。碰子時大吃小，同級同歸於盡，炸彈與任何棋子同歸於盡，只有工兵能挖地雷。扛走敵方軍旗獲勝。走子寫 `S5a-C7`；私訊佈陣：`deploy default`、`deploy random` 或逐行寫 25 枚棋子。`/rules junqi-siguo 司令` 查看單個棋子。
    碰子：大吃小，同級同歸於盡；炸彈與任何棋子同歸於盡（被炸的軍旗算被扛）；工兵挖地雷，其他棋子撞雷陣亡；任何能動的棋子都能扛旗。行營裡的棋子不能被攻擊；進入大本營的棋子不能再動。
rules-junqi-siguo = 四人對戰，南北一隊對東西一隊，按南、東、北、西輪流走。軍旗被扛、無棋可走或投降者出局，棋子全部撤下；對方兩人都出局即獲勝。你只能看見自己的棋子（選項 `ally_view=open` 可看到隊友的）。走子、`deploy` 和 `board` 只能私訊。司令陣亡時亮出其軍旗。
rules-junqi-liangguo = 兩人對戰（南、北），用四國棋盤；東、西兩家是可以經過的空地。扛走敵方軍旗獲勝。
rules-junqi-anqi = 兩人在 60 格的陸戰棋盤上下暗棋。扛走敵方軍旗獲勝。
rules-junqi-open = 兩人在 60 格的棋盤上下棋，雙方佈陣完畢後所有棋子明擺。扛走敵方軍旗獲勝。
rules-junqi-fanqi = 翻棋：50 枚棋子全部反扣。每步翻一枚（`flip S3b`）或走一枚己方已翻開的棋子；第一次翻出的顏色就是你的顏色。不能攻擊反扣的棋子。本方現存最小的棋子負責挖雷，對方地雷挖完後由它扛旗；炸彈不能炸軍旗。選項 `fanqi_flag=carry` 要求把軍旗扛到另一半的大本營。
rules-clash-table = 碰子：大吃小，同級同歸於盡；炸彈與任何棋子同歸於盡（被炸的軍旗算被扛）；工兵挖地雷，其他棋子撞雷陣亡；任何能動的棋子都能扛旗。行營裡的棋子不能被攻擊；進入大本營的棋子不能再動。

## /rules 棋子頁面
pieces-note = 除地雷和軍旗外，所有棋子走法相同：沿公路走一步，或沿鐵路直線走任意遠（工兵還能在鐵路上轉彎）。下面各行說明每枚棋子能吃什麼。
junqi-page-marshal = **司令（40）** —— 最大的棋子；除炸彈、地雷和對方司令（同歸於盡）外通吃。司令陣亡時亮出本方軍旗。
junqi-page-general = **軍長（39）** —— 吃師長及以下；遇司令則亡。
junqi-page-major-general = **師長（38）** —— 每方兩枚；吃旅長及以下。
junqi-page-brigadier = **旅長（37）** —— 每方兩枚；吃團長及以下。
junqi-page-colonel = **團長（36）** —— 每方兩枚；吃營長及以下。
junqi-page-major = **營長（35）** —— 每方兩枚；吃連長及以下。
junqi-page-captain = **連長（34）** —— 每方三枚；吃排長和工兵。
junqi-page-lieutenant = **排長（33）** —— 每方三枚；只吃工兵。
junqi-page-engineer = **工兵（32）** —— 每方三枚；唯一能挖地雷、能在鐵路上轉彎的棋子。
junqi-page-mine = **地雷** —— 每方三枚，只能放在第 5、6 行；不能移動。撞上的棋子陣亡，工兵可挖，炸彈與之同歸於盡。
junqi-page-bomb = **炸彈** —— 每方兩枚，不能放在第一行；與碰到的棋子同歸於盡。
junqi-page-flag = **軍旗** —— 放在大本營，不能移動。軍旗被扛即出局。

## `/settings pieces:words` 的棋子簡稱（short-<id>）：中文讀者看到的就是棋子名
short-marshal = 司令
short-general = 軍長
short-major-general = 師長
short-brigadier = 旅長
short-colonel = 團長
short-major = 營長
short-captain = 連長
short-lieutenant = 排長
short-engineer = 工兵
short-mine = 地雷
short-bomb = 炸彈
short-flag = 軍旗
