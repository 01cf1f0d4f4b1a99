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
    古戰棋，9x9 棋盤：紅方在左（a–d 列），黑方在右（f–i 列）。
    原文：棋子、擺子順序、直線走子（2 最多走 2 格，1 最多走 3 格）、分、合、擊、困、擒將 / 釜底抽薪 / 晉級、領地系列賽。
    自定：棋盤、秘密營位、中軍、供給半徑 4、結算順序、全殲、和棋及所有補充細則。
    勝利：以夾擊或圍困擒將，奪取對方所有營，用軍2在對方底線堅守一整步，或全殲敵軍。
    補充規則，在 /play 用 supp=decoys,ambush,…（英文名、s6 或中文名）或 +decoys 選擇：+king S1、+reinforcements S2、+city S3、+rain S4、+decoys S6、+ambush S7、+cannon S9、+roadblock S10、+granary S11、+burning-camps S12、+river S13。
    試行：+third-party S5、+peasants S8、+mixed-merge S14、+defection S15、+fire-ox S16。
    未實現：S17 一較高下、S18 臥薪嘗膽。

## /rules piece pages
ancient-page-commander = ［原文］棋子，［自定］規則。只在本方中軍（點將台及相鄰格）內走 1 格。不吃子；不能被正面吃或炮擊，只能被夾擊或圍困（擒將）。
ancient-page-army-2 = ［原文］兵力 2，沿直線最多走 2 格。可正面吃對方的 1［原文］；可分為兩個 1（分）。
ancient-page-army-1 = ［原文］兵力 1，最多走 3 格。兩個同軍種的 1 可合為 2（合）。只能以夾擊或圍困吃子。
ancient-page-decoy-2 = S6［自定］。顯示兵力 2，按 2 走；不吃子、不合、不分、不奪營。被移除時揭示。
ancient-page-decoy-1 = S6［自定］。顯示兵力 1，按 1 走；其餘同疑兵2。
ancient-page-king = S1［原文構想，自定規則］。王1 起於 b4/h4，真 1；為 2 格內部隊供給。王陣亡則輸掉整個系列。在本方底線可「退」，只輸本局。
ancient-page-reinforcement = S2［自定］。自第 4 回合起可在本方空營或城進入（reinforce），每局一次。
ancient-page-third-party = S5，試行［自定］。中立的 1，起於 e8，由庇護方指揮；另一方可吃。
ancient-page-peasant = S8，試行［自定］。在本方村莊招募；不能被正面吃。
ancient-page-mixed = S14，試行［自定］。兩個不同軍種的 1 合成；可分回原軍種；4 回合後瓦解。
ancient-page-cannon = S9［自定］。走 1 格；fire 直線 2–3 格：2 減為 1，其餘移除。需供給。
ancient-page-ox = S16，試行［自定］。走 1 格；一次衝鋒最多 5 格，踏平敵方 1 和炮，然後離場。
ancient-page-camp = ［原文］阻擋敵軍，保護營中部隊免於正面吃和夾擊，為 4 格內供給。踏上無子的敵營即奪營。
ancient-page-city = S3［自定］。第四個區位：同營，但免於夾擊和炮擊，需 3 個圍困者；只有 2 能奪取。
ancient-page-burned-camp = S12［自定］。被燒的營：無供給、無保護；敵軍踏上即改建為其營。
ancient-page-granary = S11［自定］。被敵軍踏上或燒毀後，其主人供給半徑降為 2。
ancient-page-roadblock = S10［自定］。每局一次，放在本方部隊旁；任何棋子不能通過或停留；相鄰部隊可清除。
ancient-page-forest = S7［自定］。進入即停；最多一支部隊；伏兵藏於其中，襲擊停在旁邊的敵軍。
ancient-page-village = S8［自定］。招募農兵之處；不阻擋任何棋子。
ancient-page-rain-fixed = S4［自定］。進入雨格即停；從雨格出發只能走 1；雨中不能炮擊或火燒。
ancient-page-rain-drifting = S4［自定］。同固定雨，每次黑方走後向 +y 移一格。

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
