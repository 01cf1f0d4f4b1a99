# 各游戏共用的文字：各变体都可能给出的拒绝、战报的事件、注记、结果。

## 拒绝
NOT_A_PLAYER = 你不是这局的棋手
GAME_OVER = 对局已结束
SYNTAX = 看不懂这个指令
NOT_YOUR_TURN = 还没轮到你
NO_DRAW_OFFER = 没有待回应的和棋提议
ILLEGAL_MOVE = 不合规则的着法
PRIVATE_ONLY = 这个指令请私讯给我，不要发在频道里
UNSUPPORTED = 这个游戏不支援此功能
perft-hidden-information = perft 只适用于完全资讯的游戏
perft-depth-zero = 深度至少为 1

## 事件
event-moved = { $you ->
    [seat] 你
   *[other] { $seat }
} 的{ $piece } { $from }–{ $to }
event-moved-unknown = { $you ->
    [seat] 你
   *[other] { $seat }
} 走 { $from }–{ $to }
event-captured = { $you ->
    [by] 你
   *[other] { $by }
} 吃掉 { $you ->
    [owner] 你
   *[other] { $owner }
} 在 { $at } 的{ $piece }
event-died = { $you ->
    [owner] 你
   *[other] { $owner }
} 在 { $at } 的{ $piece }离场（{ $cause }）
event-promoted = { $at } 的{ $from }升变为{ $to }
event-demoted = { $at } 的{ $from }变回{ $to }
event-skill = { $you ->
    [seat] 你
   *[other] { $seat }
} 在 { $at } 发动{ $skill }
event-skill-with = { $you ->
    [seat] 你
   *[other] { $seat }
} 在 { $at } 发动{ $skill }（{ $piece }）
event-revealed = { $you ->
    [owner] 你
   *[other] { $owner }
} 的{ $piece }在 { $at } 现身
event-check = { $you ->
    [seat] 你
   *[other] { $seat }
} 被将军
event-eliminated = { $you ->
    [seat] 你
   *[other] { $seat }
} 出局（{ $reason }）
event-draw-offered = { $you ->
    [seat] 你
   *[other] { $seat }
} 提议和棋
event-draw-declined = { $you ->
    [seat] 你
   *[other] { $seat }
} 拒绝和棋
event-win = { $winners } 获胜（{ $reason }）。
event-win-team = { $winners } 获胜（{ $reason }）。
event-draw = 和棋（{ $reason }）。
event-aborted = 对局取消。
you = 你

## 图上的注记
note-check = 将军

## 结束或出局的原因
outcome-resign = 认输
outcome-timeout = 超时
outcome-agreement = 双方同意
outcome-abort = 取消
outcome-no-action = 无子可动
eliminated-resign = 认输
eliminated-timeout = 超时

## 开局设置（/play）
setup-seat-count = { $variant }需要 { $range } 名玩家，而不是 { $players } 名
setup-no-options = { $variant }没有可选项（收到 `{ $key }`）
setup-unknown-option = { $variant }没有选项 `{ $key }`；可用的选项：{ $known }
setup-bad-option-value = 选项 `{ $key }` 可取 { $allowed }，不能是 `{ $value }`
setup-expiry-by-rules = { $variant }有自己的超时规则，不能选择 `expiry`
