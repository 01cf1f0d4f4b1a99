# 古战棋，简体中文。本家族可能发出的每个消息 id。

variant-ancient = 古战棋
seat-red = 红方
seat-black = 黑方

## 棋子
piece-commander = 统帅
piece-army-2 = 军2
piece-army-1 = 军1
piece-decoy-2 = 疑兵2
piece-decoy-1 = 疑兵1
piece-king = 王1
piece-reinforcement = 后1
piece-third-party = 友1
piece-peasant = 农1
piece-mixed = 新2
piece-cannon = 炮
piece-ox = 火牛
piece-camp = 营
piece-city = 城
piece-burned-camp = 空营
piece-granary = 粮仓
piece-roadblock = 路障
piece-forest = 山林
piece-village = 村庄
piece-rain-fixed = 雨（固定）
piece-rain-drifting = 雨（漂移）

## 结果
outcome-seize = { $winner }擒将获胜。
outcome-uproot = { $winner }釜底抽薪：对方已无营。
outcome-advance = { $winner }晋级：军2在对方底线坚守了一整步。
outcome-annihilate = { $winner }全歼敌军。
outcome-resign = { $winner }因对方认输获胜。
outcome-kingfall = { $winner }获胜：敌王阵亡，整个系列随之结束。
outcome-withdraw = { $winner }获胜：敌王退出战场。
outcome-draw-agreement = 双方议和。
outcome-draw-no-progress = 和棋：连续 80 步无进展。
outcome-draw-repetition = 和棋：同一公开局面第三次出现。
outcome-draw-ply-limit = 和棋：已达 200 步上限。
outcome-draw-double-pass = 和棋：双方都停着。

## 拒绝
ancient-E_SYNTAX = 无法识别该指令。
ancient-E_CONTEXT = 请私下发送（私信或仅自己可见的指令）。
ancient-E_PHASE = 当前阶段不允许。
ancient-E_TURN = 还没轮到你。
ancient-E_SUPP = 该指令需要本局未开启的补充规则。
ancient-E_SQUARE = 该格不在棋盘上。
ancient-E_PIECE = 棋子不对或该处没有棋子。
ancient-E_SPENT = 该令牌或预备已用完。
ancient-E_TIMING = 现在还不能这样做。
ancient-E_GEOMETRY = 只能沿直线横竖走。
ancient-E_RANGE = 走得太远了。
ancient-E_PATH = 路上有阻挡。
ancient-E_DEST = 不能走到该格。
ancient-E_DECOY = 疑兵不能这样做。
ancient-E_KIND = 兵力或军种不符。
ancient-E_CAPTURE = 不能这样吃子。
ancient-E_CONDITION = 未满足特殊条件。
ancient-E_SUPPLY = 该部队或炮缺乏粮草供给。
ancient-E_CLAIM = 声明的吃子与实际不符。

## 事件
ancient-acted = { $ply }. { $seat } { $text }
ancient-captured = 在 { $square } 正面吃子
ancient-pinned = 在 { $square } 夹击
ancient-encircled = 在 { $square } 围困
ancient-took = 夺取 { $square }
ancient-burned = 火烧 { $squares }
ancient-ambushed = 伏兵自 { $forest } 袭击 { $square }
ancient-decoy-revealed = { $square } 是疑兵
ancient-hit = { $square } 减为 1
ancient-lost = { $square } 被移除
ancient-entered = 援军进入 { $square }
ancient-placed = 在 { $square } 设置路障
ancient-cleared = 清除 { $square } 的路障
ancient-defected = { $square } 倒戈
ancient-patron = { $seat } 现在指挥友军
ancient-draw-offered = { $seat } 提议和棋
ancient-chose = { $seat } 已提交秘密选择
ancient-revealed = { $seat }：{ $text }
ancient-shed-real = 原部队在 { $square }。
ancient-ambush-laid = 你的伏兵埋伏在 { $square }。
ancient-probe-real = 探 { $square }：真 { $piece }。
ancient-probe-decoy = 探 { $square }：疑兵 { $piece }。
ancient-probe-hidden = 探 { $square }：伏兵 { $piece }。
ancient-probe-empty = 探 { $square }：空。
ancient-confirmed = 已收到：{ $text }
ancient-territories = 领地：{ $challenger } – { $challenged }
ancient-next-game = 第 { $number } 局开始：请重新选择营位。
ancient-match-won = 玩家 { $player } 赢得整个系列。

## /rules
ancient-rules-summary =
    古战棋，9x9 棋盘：红方在左（a–d 列），黑方在右（f–i 列）。
    [原文] 棋子、摆子顺序、直线走子（2 最多走 2 格，1 最多走 3 格）、分、合、击、困、擒将 / 釜底抽薪 / 晋级、领地系列赛。
    [自定] 棋盘、秘密营位、中军、供给半径 4、结算顺序、全歼、和棋及所有补充细则。
    胜利：以夹击或围困擒将，夺取对方所有营，用军2在对方底线坚守一整步，或全歼敌军。
ancient-rules-supplements =
    补充规则（+英文名、+sN 或中文名）：+king S1、+reinforcements S2、+city S3、+rain S4、+decoys S6、+ambush S7、+cannon S9、+roadblock S10、+granary S11、+burning-camps S12、+river S13。
    试行：+third-party S5、+peasants S8、+mixed-merge S14、+defection S15、+fire-ox S16。
    未实现：S17 一较高下、S18 卧薪尝胆。
