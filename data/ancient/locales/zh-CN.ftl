# 古战棋，简体中文。本家族可能发出的每个消息 id。

variant-ancient = 古战棋
seat-challenger = 挑战方
seat-challenged = 应战方
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
outcome-seize = 擒将
outcome-uproot = 釜底抽薪（对方已无营）
outcome-advance = 晋级（军2坚守对方底线）
outcome-annihilate = 全歼
outcome-resign = 认输
outcome-kingfall = 王阵亡
outcome-withdraw = 王退出战场
outcome-agreement = 议和
outcome-no-progress = 连续 80 步无进展
outcome-repetition = 同一公开局面出现三次
outcome-ply-limit = 达到 200 步上限
outcome-double-pass = 双方停着
outcome-territories = 夺尽所有领地
ancient-game-won = { $winner } 赢得本局：{ $reason }。
ancient-game-drawn = 本局和棋：{ $reason }。

## 拒绝
E_SYNTAX = 无法识别该指令。
E_CONTEXT = 请私下发送（私信或仅自己可见的指令）。
E_PHASE = 当前阶段不允许。
E_TURN = 还没轮到你。
E_SUPP = 该指令需要本局未开启的补充规则。
E_SQUARE = 该格不在棋盘上。
E_PIECE = 棋子不对或该处没有棋子。
E_SPENT = 该令牌或预备已用完。
E_TIMING = 现在还不能这样做。
E_GEOMETRY = 只能沿直线横竖走。
E_RANGE = 走得太远了。
E_PATH = 路上有阻挡。
E_DEST = 不能走到该格。
E_DECOY = 疑兵不能这样做。
E_KIND = 兵力或军种不符。
E_CAPTURE = 不能这样吃子。
E_CONDITION = 未满足特殊条件。
E_SUPPLY = 该部队或炮缺乏粮草供给。
E_CLAIM = 声明的吃子与实际不符。

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
rules-summary =
    古战棋：9×9 棋盘，两人对弈，以领地进行系列赛。
    写法。 格子是字母 a–i 加数字 0–8：`e4`。布阵，私信发：`camps b1 c4 d6`（在你的 5 个区位中选 3 个建营）。之后每回合一个动作，私信发：走子 `c4-c6`、正面吃子 `c4xc5`、合 `c5+c6`、分 `c4/c7`（一个 2 分成两个 1，其中一个走到 c7）。`/hint c4` 显示棋子可到之处，`/mine` 查看你自己的棋盘。
    图上的棋盘。 红方在下；字母 a–i 是左侧自下而上的行（a 是红方底线，i 是黑方底线），数字是列。你的私人图会把棋盘转到你这一方在下。红方统帅在 a4，黑方在 i4；红方区位是 b1 d2 c4 d6 b7，黑方是 h1 f2 g4 f6 h7。
    走法。 每方一个统帅和三个营，每个营上一支军2。每回合沿直线走一枚棋子：2 最多走 2 格，1 最多走 3 格，不能越子；统帅只在本方点将台周围走。2 走到敌方的 1 上即吃掉它。敌子被你的两枚棋子在一条直线上前后夹住（夹击），或敌子四周没有空格且与你的两枚棋子相邻（围困），就被吃掉，2 和统帅也一样，但只有完成它的那一步才算。吃子、分、合时，部队须在本方某个营 4 格之内。营阻挡敌军，保护营上的部队免于正面吃和夹击；踏上无子的敌营即夺营。
    胜利。 吃掉敌方统帅、夺取敌方所有营、用 2 在敌方底线守住对方整整一回合，或全歼敌军。每局胜者从败者手中夺一个领地；一方领地归零，系列赛结束。
    补充规则，在 /play 用 `+名称` 选择（例如 `/play ancient @bob +decoys +ambush`）：+king、+reinforcements、+city、+rain、+decoys、+ambush、+cannon、+roadblock、+granary、+burning-camps、+river；试行：+third-party、+peasants、+mixed-merge、+defection、+fire-ox。`/rules ancient pieces` 列出所有棋子，`/rules ancient 炮` 说明单个棋子。

## /rules piece pages
ancient-page-commander = 只在本方中军（点将台 a4 或 i4 及相邻格）内走 1 格。不吃子；不能被正面吃或炮击，只能被夹击或围困，被吃即输掉本局。
ancient-page-army-2 = 沿直线最多走 2 格。走到敌方的 1 上即吃掉它；可分为两个 1（`c4/c7`）。
ancient-page-army-1 = 沿直线最多走 3 格。两个同军种的 1 可合为 2（`c5+c6`）。只能以夹击或围困吃子。
ancient-page-decoy-2 = 疑兵补充规则。看起来是 2，按 2 走，但不吃子、不合、不分、不夺营。被移除时现出原形。
ancient-page-decoy-1 = 疑兵补充规则。看起来是 1，按 1 走；其余同疑兵2。
ancient-page-king = 王补充规则。真 1，起于 b4（红）或 h4（黑）；2 格内的部队有供给。王阵亡则输掉整个系列赛；在本方底线 `withdraw` 只输本局。
ancient-page-reinforcement = 援军补充规则。每局一次，自你的第 4 回合起在本方空营或城进入（`reinforce c4`）。
ancient-page-third-party = 第三方补充规则（试行）。中立的 1，起于 e8，由庇护方指挥；另一方可吃。
ancient-page-peasant = 农兵补充规则（试行）。在本方村庄招募（`recruit`）；不能被正面吃。
ancient-page-mixed = 新2补充规则（试行）。两个不同军种的 1 合成；可分回原军种，本方 4 回合后瓦解。
ancient-page-cannon = 炮补充规则。走 1 格；`fire b2 b5` 攻击直线 2–3 格外的棋子：2 减为 1，其余移除。需供给。
ancient-page-ox = 火牛补充规则（试行）。走 1 格；一次冲锋最多 5 格，踏平敌方的 1 和炮，然后离场。
ancient-page-camp = 阻挡敌军，保护营上的部队免于正面吃和夹击，为 4 格内的部队供给。踏上无子的敌营即夺营。
ancient-page-city = 城补充规则。第四个区位：同营，但免于夹击和炮击，需 3 枚棋子才能围困；只有 2 能夺取。
ancient-page-burned-camp = 火烧连营补充规则。被烧的营：无供给、无保护；敌军踏上即改建为其营。
ancient-page-granary = 粮仓补充规则。被敌军踏上或烧毁即失去，其主人的营从此只为 2 格内供给。
ancient-page-roadblock = 路障补充规则。每局一次，放在本方部队旁（`block e5`）；任何棋子不能通过或停留；相邻部队可清除。
ancient-page-forest = 伏兵补充规则。进入即停；最多一支部队；藏在其中的伏兵袭击停在旁边的敌军。
ancient-page-village = 农兵补充规则。招募农兵之处；不阻挡任何棋子。
ancient-page-rain-fixed = 雨补充规则。进入雨格即停；从雨格出发只能走 1 格；雨中不能炮击或火烧。
ancient-page-rain-drifting = 雨补充规则。同固定雨，每次黑方走后漂移一列。

## 图上注记
ancient-note-score = 第 { $game } 局 · 领地 { $challenger }–{ $challenged }
ancient-note-decoys = { $seat }：预备疑兵 { $count }
ancient-note-fu = { $seat }：余伏令 { $count }
ancient-note-shao = { $seat }：余烧令 { $count }
ancient-note-block = { $seat }：余路障 { $count }
ancient-note-hou = { $seat }：预备援军 { $count }
ancient-note-chosen = { $seat } 已选定
ancient-note-granary-lost = { $seat }：粮仓已失，供给半径 2

## The probe results a seat still holds (K7), listed to that seat only
ancient-probes-held = 你仍持有的探查结果：{ $results }。
ancient-probe-held-real = { $square }：真 { $piece }
ancient-probe-held-decoy = { $square }：疑兵 { $piece }
ancient-probe-held-hidden = { $square }：伏兵 { $piece }
ancient-probe-held-empty = { $square }：空
ancient-probe-held-moved = { $result }（探于 { $probed }）

## `/settings pieces:words` 的棋子简称（short-<id>）：中文读者看到的就是棋子名
short-commander = 统帅
short-army-2 = 军2
short-army-1 = 军1
short-decoy-2 = 疑兵2
short-decoy-1 = 疑兵1
short-king = 王1
short-reinforcement = 后1
short-third-party = 友1
short-peasant = 农1
short-mixed = 新2
short-cannon = 炮
short-ox = 火牛
short-camp = 营
short-city = 城
short-burned-camp = 空营
short-granary = 粮仓
short-roadblock = 路障
short-forest = 山林
short-village = 村庄
short-rain-fixed = 雨（固定）
short-rain-drifting = 雨（漂移）
