# 古戰棋，繁體中文。本家族可能發出的每個消息 id。

variant-ancient = 古戰棋
seat-challenger = 挑戰方
seat-challenged = 應戰方
seat-red = 紅方
seat-black = 黑方

## 棋子
piece-commander = 統帥
piece-army-2 = 軍2
piece-army-1 = 軍1
piece-decoy-2 = 疑兵2
piece-decoy-1 = 疑兵1
piece-king = 王1
piece-reinforcement = 後1
piece-third-party = 友1
piece-peasant = 農1
piece-mixed = 新2
piece-cannon = 炮
piece-ox = 火牛
piece-camp = 營
piece-city = 城
piece-burned-camp = 空營
piece-granary = 糧倉
piece-roadblock = 路障
piece-forest = 山林
piece-village = 村莊
piece-rain-fixed = 雨（固定）
piece-rain-drifting = 雨（漂移）

## 結果
outcome-seize = 擒將
outcome-uproot = 釜底抽薪（對方已無營）
outcome-advance = 晉級（軍2堅守對方底線）
outcome-annihilate = 全殲
outcome-resign = 認輸
outcome-kingfall = 王陣亡
outcome-withdraw = 王退出戰場
outcome-agreement = 議和
outcome-no-progress = 連續 80 步無進展
outcome-repetition = 同一公開局面出現三次
outcome-ply-limit = 達到 200 步上限
outcome-double-pass = 雙方停著
outcome-territories = 奪盡所有領地
ancient-game-won = { $winner } 贏得本局：{ $reason }。
ancient-game-drawn = 本局和棋：{ $reason }。

## 拒絕
E_SYNTAX = 無法識別該指令。
E_CONTEXT = 請私下發送（私信或僅自己可見的指令）。
E_PHASE = 當前階段不允許。
E_TURN = 還沒輪到你。
E_SUPP = 該指令需要本局未開啟的補充規則。
E_SQUARE = 該格不在棋盤上。
E_PIECE = 棋子不對或該處沒有棋子。
E_SPENT = 該令牌或预備已用完。
E_TIMING = 現在還不能這樣做。
E_GEOMETRY = 只能沿直線橫豎走。
E_RANGE = 走得太遠了。
E_PATH = 路上有阻擋。
E_DEST = 不能走到該格。
E_DECOY = 疑兵不能這樣做。
E_KIND = 兵力或軍種不符。
E_CAPTURE = 不能這樣吃子。
E_CONDITION = 未滿足特殊條件。
E_SUPPLY = 該部隊或炮缺乏糧草供給。
E_CLAIM = 聲明的吃子與實際不符。

## 事件
ancient-acted = { $ply }. { $seat } { $text }
ancient-captured = 在 { $square } 正面吃子
ancient-pinned = 在 { $square } 夾擊
ancient-encircled = 在 { $square } 圍困
ancient-took = 奪取 { $square }
ancient-burned = 火燒 { $squares }
ancient-ambushed = 伏兵自 { $forest } 襲擊 { $square }
ancient-decoy-revealed = { $square } 是疑兵
ancient-hit = { $square } 減為 1
ancient-lost = { $square } 被移除
ancient-entered = 援軍進入 { $square }
ancient-placed = 在 { $square } 設置路障
ancient-cleared = 清除 { $square } 的路障
ancient-defected = { $square } 倒戈
ancient-patron = { $seat } 現在指揮友軍
ancient-draw-offered = { $seat } 提議和棋
ancient-chose = { $seat } 已提交秘密選擇
ancient-revealed = { $seat }：{ $text }
ancient-shed-real = 原部隊在 { $square }。
ancient-ambush-laid = 你的伏兵埋伏在 { $square }。
ancient-probe-real = 探 { $square }：真 { $piece }。
ancient-probe-decoy = 探 { $square }：疑兵 { $piece }。
ancient-probe-hidden = 探 { $square }：伏兵 { $piece }。
ancient-probe-empty = 探 { $square }：空。
ancient-confirmed = 已收到：{ $text }
ancient-territories = 領地：{ $challenger } – { $challenged }
ancient-next-game = 第 { $number } 局開始：請重新選擇營位。
ancient-match-won = 玩家 { $player } 贏得整個系列。

## /rules
rules-summary =
    古戰棋：9×9 棋盤，兩人對弈，以領地進行系列賽。
    寫法。 格子是字母 a–i 加數字 0–8：`e4`。布陣，私訊傳：`camps b1 c4 d6`（在你的 5 個區位中選 3 個建營）。之後每回合一個動作，私訊傳：走子 `c4-c6`、正面吃子 `c4xc5`、合 `c5+c6`、分 `c4/c7`（一個 2 分成兩個 1，其中一個走到 c7）。`/hint c4` 顯示棋子可到之處，`/mine` 查看你自己的棋盤。
    圖上的棋盤。 紅方在下；字母 a–i 是左側由下而上的行（a 是紅方底線，i 是黑方底線），數字是列。你的私人圖會把棋盤轉到你這一方在下。紅方統帥在 a4，黑方在 i4；紅方區位是 b1 d2 c4 d6 b7，黑方是 h1 f2 g4 f6 h7。
    走法。 每方一個統帥和三個營，每個營上一支軍2。每回合沿直線走一枚棋子：2 最多走 2 格，1 最多走 3 格，不能越子；統帥只在本方點將台周圍走。2 走到敵方的 1 上即吃掉它。敵子被你的兩枚棋子在一條直線上前後夾住（夾擊），或敵子四周沒有空格且與你的兩枚棋子相鄰（圍困），就被吃掉，2 和統帥也一樣，但只有完成它的那一步才算。吃子、分、合時，部隊須在本方某個營 4 格之內。營阻擋敵軍，保護營上的部隊免於正面吃和夾擊；踏上無子的敵營即奪營。
    勝利。 吃掉敵方統帥、奪取敵方所有營、用 2 在敵方底線守住對方整整一回合，或全殲敵軍。每局勝者從敗者手中奪一個領地；一方領地歸零，系列賽結束。
    補充規則，在 /play 用 `+名稱` 選擇（例如 `/play ancient @bob +decoys +ambush`）：+king、+reinforcements、+city、+rain、+decoys、+ambush、+cannon、+roadblock、+granary、+burning-camps、+river；試行：+third-party、+peasants、+mixed-merge、+defection、+fire-ox。`/rules ancient pieces` 列出所有棋子，`/rules ancient 炮` 說明單個棋子。

## /rules piece pages
ancient-page-commander = 只在本方中軍（點將台 a4 或 i4 及相鄰格）內走 1 格。不吃子；不能被正面吃或炮擊，只能被夾擊或圍困，被吃即輸掉本局。
ancient-page-army-2 = 沿直線最多走 2 格。走到敵方的 1 上即吃掉它；可分為兩個 1（`c4/c7`）。
ancient-page-army-1 = 沿直線最多走 3 格。兩個同軍種的 1 可合為 2（`c5+c6`）。只能以夾擊或圍困吃子。
ancient-page-decoy-2 = 疑兵補充規則。看起來是 2，按 2 走，但不吃子、不合、不分、不奪營。被移除時現出原形。
ancient-page-decoy-1 = 疑兵補充規則。看起來是 1，按 1 走；其餘同疑兵2。
ancient-page-king = 王補充規則。真 1，起於 b4（紅）或 h4（黑）；2 格內的部隊有供給。王陣亡則輸掉整個系列賽；在本方底線 `withdraw` 只輸本局。
ancient-page-reinforcement = 援軍補充規則。每局一次，自你的第 4 回合起在本方空營或城進入（`reinforce c4`）。
ancient-page-third-party = 第三方補充規則（試行）。中立的 1，起於 e8，由庇護方指揮；另一方可吃。
ancient-page-peasant = 農兵補充規則（試行）。在本方村莊招募（`recruit`）；不能被正面吃。
ancient-page-mixed = 新2補充規則（試行）。兩個不同軍種的 1 合成；可分回原軍種，本方 4 回合後瓦解。
ancient-page-cannon = 炮補充規則。走 1 格；`fire b2 b5` 攻擊直線 2–3 格外的棋子：2 減為 1，其餘移除。需供給。
ancient-page-ox = 火牛補充規則（試行）。走 1 格；一次衝鋒最多 5 格，踏平敵方的 1 和炮，然後離場。
ancient-page-camp = 阻擋敵軍，保護營上的部隊免於正面吃和夾擊，為 4 格內的部隊供給。踏上無子的敵營即奪營。
ancient-page-city = 城補充規則。第四個區位：同營，但免於夾擊和炮擊，需 3 枚棋子才能圍困；只有 2 能奪取。
ancient-page-burned-camp = 火燒連營補充規則。被燒的營：無供給、無保護；敵軍踏上即改建為其營。
ancient-page-granary = 糧倉補充規則。被敵軍踏上或燒毀即失去，其主人的營從此只為 2 格內供給。
ancient-page-roadblock = 路障補充規則。每局一次，放在本方部隊旁（`block e5`）；任何棋子不能通過或停留；相鄰部隊可清除。
ancient-page-forest = 伏兵補充規則。進入即停；最多一支部隊；藏在其中的伏兵襲擊停在旁邊的敵軍。
ancient-page-village = 農兵補充規則。招募農兵之處；不阻擋任何棋子。
ancient-page-rain-fixed = 雨補充規則。進入雨格即停；從雨格出發只能走 1 格；雨中不能炮擊或火燒。
ancient-page-rain-drifting = 雨補充規則。同固定雨，每次黑方走後漂移一列。

## 圖上註記
ancient-note-score = 第 { $game } 局 · 領地 { $challenger }–{ $challenged }
ancient-note-decoys = { $seat }：備用疑兵 { $count }
ancient-note-fu = { $seat }：餘伏令 { $count }
ancient-note-shao = { $seat }：餘燒令 { $count }
ancient-note-block = { $seat }：餘路障 { $count }
ancient-note-hou = { $seat }：備用援軍 { $count }
ancient-note-chosen = { $seat } 已選定
ancient-note-granary-lost = { $seat }：糧倉已失，供給半徑 2

## The probe results a seat still holds (K7), listed to that seat only
ancient-probes-held = 你仍持有的探查結果：{ $results }。
ancient-probe-held-real = { $square }：真 { $piece }
ancient-probe-held-decoy = { $square }：疑兵 { $piece }
ancient-probe-held-hidden = { $square }：伏兵 { $piece }
ancient-probe-held-empty = { $square }：空
ancient-probe-held-moved = { $result }（探於 { $probed }）

## `/settings pieces:words` 的棋子簡稱（short-<id>）：中文讀者看到的就是棋子名
short-commander = 統帥
short-army-2 = 軍2
short-army-1 = 軍1
short-decoy-2 = 疑兵2
short-decoy-1 = 疑兵1
short-king = 王1
short-reinforcement = 後1
short-third-party = 友1
short-peasant = 農1
short-mixed = 新2
short-cannon = 炮
short-ox = 火牛
short-camp = 營
short-city = 城
short-burned-camp = 空營
short-granary = 糧倉
short-roadblock = 路障
short-forest = 山林
short-village = 村莊
short-rain-fixed = 雨（固定）
short-rain-drifting = 雨（漂移）
