# 古戰棋，繁體中文。本家族可能發出的每個消息 id。

variant-ancient = 古戰棋
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
outcome-seize = { $winner }擒將获勝。
outcome-uproot = { $winner }釜底抽薪：對方已無營。
outcome-advance = { $winner }晉級：軍2在對方底線堅守了一整步。
outcome-annihilate = { $winner }全殲敵軍。
outcome-resign = { $winner }因對方認輸获勝。
outcome-kingfall = { $winner }获勝：敵王陣亡，整個系列隨之結束。
outcome-withdraw = { $winner }获勝：敵王退出戰場。
outcome-draw-agreement = 双方議和。
outcome-draw-no-progress = 和棋：連續 80 步無進展。
outcome-draw-repetition = 和棋：同一公開局面第三次出現。
outcome-draw-ply-limit = 和棋：已達 200 步上限。
outcome-draw-double-pass = 和棋：双方都停著。

## 拒絕
ancient-E_SYNTAX = 無法識別該指令。
ancient-E_CONTEXT = 請私下發送（私信或僅自己可見的指令）。
ancient-E_PHASE = 當前階段不允許。
ancient-E_TURN = 還沒輪到你。
ancient-E_SUPP = 該指令需要本局未開啟的補充規則。
ancient-E_SQUARE = 該格不在棋盤上。
ancient-E_PIECE = 棋子不對或該處沒有棋子。
ancient-E_SPENT = 該令牌或预備已用完。
ancient-E_TIMING = 現在還不能這樣做。
ancient-E_GEOMETRY = 只能沿直線橫豎走。
ancient-E_RANGE = 走得太遠了。
ancient-E_PATH = 路上有阻擋。
ancient-E_DEST = 不能走到該格。
ancient-E_DECOY = 疑兵不能這樣做。
ancient-E_KIND = 兵力或軍種不符。
ancient-E_CAPTURE = 不能這樣吃子。
ancient-E_CONDITION = 未滿足特殊條件。
ancient-E_SUPPLY = 該部隊或炮缺乏糧草供給。
ancient-E_CLAIM = 聲明的吃子與實際不符。

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
ancient-rules-summary =
    古戰棋，9x9 棋盤：紅方在左（a–d 列），黑方在右（f–i 列）。
    [原文] 棋子、摆子順序、直線走子（2 最多走 2 格，1 最多走 3 格）、分、合、擊、困、擒將 / 釜底抽薪 / 晉級、領地系列賽。
    [自定] 棋盤、秘密營位、中軍、供給半徑 4、結算順序、全殲、和棋及所有補充細則。
    勝利：以夾擊或圍困擒將，奪取對方所有營，用軍2在對方底線堅守一整步，或全殲敵軍。
ancient-rules-supplements =
    補充規則（+英文名、+sN 或中文名）：+king S1、+reinforcements S2、+city S3、+rain S4、+decoys S6、+ambush S7、+cannon S9、+roadblock S10、+granary S11、+burning-camps S12、+river S13。
    試行：+third-party S5、+peasants S8、+mixed-merge S14、+defection S15、+fire-ox S16。
    未實現：S17 一較高下、S18 臥薪嘗膽。
