# 各遊戲共用的文字：各變體都可能給出的拒絕、戰報的事件、註記、結果。

## 拒絕
NOT_A_PLAYER = 你不是這局的棋手
GAME_OVER = 對局已結束
SYNTAX = 看不懂這個指令
NOT_YOUR_TURN = 還沒輪到你
NO_DRAW_OFFER = 沒有待回應的和棋提議
ILLEGAL_MOVE = 不合規則的著法
PRIVATE_ONLY = 這個指令請私訊給我，不要發在頻道裡
UNSUPPORTED = 這個遊戲不支援此功能
perft-hidden-information = perft 只適用於完全資訊的遊戲
perft-depth-zero = 深度至少為 1

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
} 在 { $at } 的{ $piece }離場（{ $cause }）
event-promoted = { $at } 的{ $from }升變為{ $to }
event-demoted = { $at } 的{ $from }變回{ $to }
event-skill = { $you ->
    [seat] 你
   *[other] { $seat }
} 在 { $at } 發動{ $skill }
event-skill-with = { $you ->
    [seat] 你
   *[other] { $seat }
} 在 { $at } 發動{ $skill }（{ $piece }）
event-revealed = { $you ->
    [owner] 你
   *[other] { $owner }
} 的{ $piece }在 { $at } 現身
event-check = { $you ->
    [seat] 你
   *[other] { $seat }
} 被將軍
event-eliminated = { $you ->
    [seat] 你
   *[other] { $seat }
} 出局（{ $reason }）
event-draw-offered = { $you ->
    [seat] 你
   *[other] { $seat }
} 提議和棋
event-draw-declined = { $you ->
    [seat] 你
   *[other] { $seat }
} 拒絕和棋
event-win = { $winners } 獲勝（{ $reason }）。
event-win-team = { $winners } 獲勝（{ $reason }）。
event-draw = 和棋（{ $reason }）。
event-aborted = 對局取消。
you = 你

## 圖上的註記
note-check = 將軍

## 結束或出局的原因
outcome-resign = 認輸
outcome-timeout = 超時
outcome-agreement = 雙方同意
outcome-abort = 取消
outcome-no-action = 無子可動
eliminated-resign = 認輸
eliminated-timeout = 超時

## 開局設定（/play）
setup-seat-count = { $variant }需要 { $range } 名玩家，而不是 { $players } 名
setup-no-options = { $variant }沒有可選項（收到 `{ $key }`）
setup-unknown-option = { $variant }沒有選項 `{ $key }`；可用的選項：{ $known }
setup-bad-option-value = 選項 `{ $key }` 可取 { $allowed }，不能是 `{ $value }`
setup-expiry-by-rules = { $variant }有自己的超時規則，不能選擇 `expiry`
