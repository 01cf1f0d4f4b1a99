# 機器人自己的話（繁體中文）。與 en.ftl 有相同的 id 與變數。

## 時長（$n 為數字）
duration-days = { $n }天
duration-hours = { $n }小時
duration-minutes = { $n }分鐘
duration-seconds = { $n }秒

## 語言
language-en = 英語
language-zh-CN = 簡體中文
language-zh-TW = 繁體中文

## 拒絕
refuse-unknown-command = 未知指令 `{ $name }`。請用 /help 查看。
refuse-usage = `{ $command }` 的用法不對：{ $usage }
refuse-unknown-variant = 沒有叫 `{ $name }` 的遊戲。可選：{ $games }。
refuse-no-opponents = 請指定對手：`/play sword-magic @bob`。
refuse-play-in-channel = 請在伺服器頻道發起挑戰，讓對手看得到。
refuse-self-challenge = 不能挑戰自己。
refuse-duplicate-player = { $name } 被重複指定。
refuse-bad-setup = 無法建立對局：{ $detail }。
refuse-bad-duration = `{ $text }` 不是有效的時長；例如 `90s`、`30m`、`12h`、`3d`。
refuse-bad-expiry = `{ $text }` 不是有效的超時規則；可用 `claim-win`、`skip`、`abort`。
refuse-bad-language = 不支援語言 `{ $text }`；請用 `en`、`zh-CN` 或 `zh-TW`。
refuse-no-game = 這裡沒有適用的對局。用 /games 查看你的對局。
refuse-no-such-game = 沒有 #{ $id } 這局。
refuse-ambiguous = 有多局符合：{ $games }。請加上局號，例如 `#{ $first }`。
refuse-not-invited = 你沒有被邀請參加 #{ $id }。
refuse-already-accepted = 你已經接受了 #{ $id }。
refuse-not-started = #{ $id } 尚未開始：所有對手都要先 /accept。
refuse-game-ended = #{ $id } 已經結束。
refuse-not-a-player = 你不是 #{ $id } 的棋手。
refuse-abort-needs-player = 只有 #{ $id } 的棋手可以取消對局。
refuse-not-admin = 只有伺服器管理員（在 Discord 可以管理伺服器，或在機器人的管理員名單中）才能用 /abort force 結束對局。
refuse-nothing-to-undo = #{ $id }：你沒有可以悔的棋。只能在對方應著之前悔你自己的上一步。
refuse-undo-hidden = #{ $id } 有隱藏資訊：已揭示的無法收回，所以不能悔棋。
refuse-no-undo-request = #{ $id }：沒有其他棋手提出悔棋，無需回應。
refuse-export-hidden = #{ $id } 有隱藏資訊：對局分出結果後才能匯出棋譜。
refuse-unknown-piece = 這個遊戲沒有叫 `{ $name }` 的棋子。
refuse-corrupt-game = #{ $id } 的存檔無法讀取，因此不會更動它。請通知管理員。
refuse-corrupt = 有一局的存檔無法讀取，因此不會更動它。請通知管理員。
refuse-internal = 系統出錯，未做任何更動（{ $detail }）。
rule-refusal = { $heading }：{ $detail }
full-stop = 。

## 用法與說明
usage-play = /play <遊戲> @對手… [random] [deadline:3d] [expiry:claim-win|skip|abort]
usage-move = /move <著法> [#局號]，例如 /move e2-e4
usage-hint = /hint <格子> [#局號]，例如 /hint e2
usage-draw = /draw offer|accept|decline [#局號]
usage-resign = /resign [confirm] [#局號]
usage-settings = /settings language:en|zh-CN|zh-TW vacation:<天數> turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City
usage-rules = /rules [遊戲] [棋子]
usage-undo = /undo [accept|decline] [#局號]
usage-games = /games [finished]
usage-other = 請看 /help
help = 指令：{ $commands }。同一頻道有多局時加上 `#12` 指定局號。

## 挑戰與對局進行（$random 為 yes 或 no）
challenge = { $challenger } 向 { $opponents } 發起{ $variant }挑戰（#{ $id }）。{ $random ->
        [yes] 座位將隨機抽定。每步限時 { $time }。
       *[no] 每步限時 { $time }。
    }用 /accept 或按鈕接受。
accepted-waiting = { $by } 接受了 #{ $id }。仍在等待 { $waiting }。
declined = { $by } 拒絕了 #{ $id }。
withdrawn = { $by } 撤回了挑戰 #{ $id }。
challenge-lapsed = 挑戰 #{ $id } 已失效：{ $waiting } 未在 { $time } 內接受。
started = #{ $id }（{ $variant }）開始：{ $roster }。
roster-entry = { $who }（{ $seat }）
to-move = 輪到 { $who }。
to-move-due = 輪到 { $who }，期限 { $due }。
waiting-private = 等待 { $who } 私訊我行動。
waiting-private-due = 等待 { $who } 私訊我行動，期限 { $due }。
action-header = #{ $id } · { $who }：`{ $notation }`
private-header = #{ $id }，僅你可見：
resign-confirm = 確定要在 #{ $id } 認輸嗎？請按按鈕或輸入 `/resign confirm #{ $id }`。
abort-vote = { $by } 提議取消 #{ $id }。{ $missing } 也同意（/abort 或按鈕）後，對局無結果結束。
aborted = #{ $id } 已取消，不計勝負。
aborted-by-admin = #{ $id } 已由伺服器管理員 { $admin } 結束，不計勝負。
reminder = 提醒：你在 #{ $id } 的著法期限是 { $due }。
missed = #{ $id }：{ $who } 超過了期限。
clock-restarted = { $who } 的計時重新開始，新期限 { $due }。
dm-closed = { $user }，請開啟私訊，或使用 /mine。
move-refused-dm-closed = { $user }，這步棋未被接受：請開啟私訊，或使用 /move 查看原因。
image-not-permitted = （棋盤圖沒有發出：本機器人在此頻道沒有 Attach Files 的許可，請伺服器管理員開啟。）
thread-opened = #{ $id } 在此討論串繼續。

## 查詢
board-caption = #{ $id }（{ $variant }），第 { $move } 手。
mine-caption = 你在 #{ $id } 的視角（僅你可見）。可走：{ $actions }。
mine-nothing = 目前無
hint = #{ $id }：{ $at } 可到 { $targets }。
hint-none = 無
games-empty = 你沒有進行中的對局。
games-header = 你的對局：
game-line = #{ $id } { $variant } 對 { $others }：{ $state }
game-line-score = #{ $id } { $variant } 對 { $others }（{ $score }）：{ $state }
history-header = #{ $id } 棋譜：
history-empty = 尚無著法
finished-header = 你已結束的對局，最新的在前：
finished-empty = 你還沒有已結束的對局。
finished-line = #{ $id } { $variant } 對 { $others }：{ $result } · { $date }
result-won = 勝
result-lost = 負
result-draw = 和
result-aborted = 已取消
export-ready = #{ $id }：棋譜已附上（`referee replay` 可把它還原成棋盤圖片）。
replay-title = #{ $id }（{ $variant }）
replay-start = 開局
replay-caption = { $ply }. { $who }：{ $notation }
replay-every-second = 每兩手顯示一手。
replay-smaller = 為不超過上傳限制，已縮小畫面。
replay-ready = #{ $id }：共 { $plies } 手的回放。
undo-asked = #{ $id }：{ $who } 請求悔棋 `{ $move }`。{ $others }，同意嗎？
undo-waiting = #{ $id }：{ $who } 同意悔棋；還在等 { $others }。
undo-done = #{ $id }：{ $who } 的 `{ $move }` 已悔回。
undo-declined = #{ $id }：{ $who } 拒絕了悔棋。
challenge-pending = 挑戰中，等待 { $waiting }
your-turn = 輪到你，期限 { $due }
their-turn = 輪到 { $who }，期限 { $due }
settings-saved = 設定已儲存：{ $language }。
settings-saved-vacation = 設定已儲存：{ $language }。休假至 { $until }，期間你的計時暫停。
list-separator = 、

## 按鈕
button-accept = 接受
button-decline = 拒絕
button-resign = 認輸
button-draw-accept = 同意和棋
button-draw-decline = 拒絕和棋
button-abort = 同意取消
button-undo-accept = 同意悔棋
button-undo-decline = 拒絕悔棋

## 棋盤圖
board-subtitle = 第 { $move } 手 · { $status }
image-to-move = 輪到 { $who }
image-setting-up = 佈陣中
image-game-over = 終局

## 儲存的布置（/layout）：其餘用語在所屬棋類的目錄中（`saved-setup-*`）
usage-layout = /layout save 名稱 [布陣] · /layout list · /layout delete 名稱
draw-waiting = 和棋須所有仍在局中的玩家同意：尚待 { $who }。

## Discord 的回應
button-stale = 此按鈕已失效。
image-too-large = （棋盤圖太大，無法一起發出。）

## The command table (bot/core/src/commands/table.rs): names, descriptions, options and
## choices as Discord shows them, and each command's line in /help.
## Ids: cmd-<command>, cmd-<command>-desc, cmd-<command>-opt-<option>[-desc|-<choice>],
## opt-game for every command's game option, cmd-<command>-help.
opt-game = 對局
opt-game-desc = 對局編號（預設為此處你的對局）
cmd-play = 對弈
cmd-play-desc = 發起對局挑戰
cmd-play-opt-variant = 棋種
cmd-play-opt-variant-desc = 玩哪種棋
cmd-play-opt-opponent = opponent
cmd-play-opt-opponent-desc = 邀請的玩家（不填則開一桌，任何人可入座）
cmd-play-opt-opponent2 = opponent2
cmd-play-opt-opponent2-desc = 邀請的玩家
cmd-play-opt-opponent3 = opponent3
cmd-play-opt-opponent3-desc = 邀請的玩家
cmd-play-opt-seats = 座位
cmd-play-opt-seats-desc = 座位順序
cmd-play-opt-seats-ordered = 按列出順序
cmd-play-opt-seats-random = 隨機
cmd-play-opt-deadline = 時限
cmd-play-opt-deadline-desc = 每步時限，如 3d 或 12h
cmd-play-opt-expiry = 超時
cmd-play-opt-expiry-desc = 超過時限時如何處理
cmd-play-opt-expiry-claim-win = 超時者判負
cmd-play-opt-expiry-skip = 重新計時
cmd-play-opt-expiry-abort = 取消對局
cmd-play-opt-options = 選項
cmd-play-opt-options-desc = 棋種選項，key=value …
cmd-accept = 接受
cmd-accept-desc = 接受挑戰
cmd-decline = 拒絕
cmd-decline-desc = 拒絕挑戰
cmd-move = 走棋
cmd-move-desc = 走一步棋
cmd-move-opt-text = 著法
cmd-move-opt-text-desc = 著法，如 e2-e4
cmd-board = 棋盤
cmd-board-desc = 顯示棋盤
cmd-mine = 我的
cmd-mine-desc = 只給你看的私密視圖
cmd-hint = 提示
cmd-hint-desc = 棋子可以走到哪裡
cmd-hint-opt-square = 格子
cmd-hint-opt-square-desc = 格子，如 e2
cmd-resign = 認輸
cmd-resign-desc = 認輸
cmd-draw = 和棋
cmd-draw-desc = 提和、接受或拒絕和棋
cmd-draw-opt-answer = 回應
cmd-draw-opt-answer-desc = 提和（預設）、接受或拒絕
cmd-draw-opt-answer-offer = 提和
cmd-draw-opt-answer-accept = 接受和棋
cmd-draw-opt-answer-decline = 拒絕和棋
cmd-undo = 悔棋
cmd-undo-desc = 經對手同意，悔你的上一步
cmd-undo-opt-answer = 回應
cmd-undo-opt-answer-desc = 請求（預設）、同意或拒絕
cmd-undo-opt-answer-ask = 請求悔棋
cmd-undo-opt-answer-accept = 同意悔棋
cmd-undo-opt-answer-decline = 拒絕悔棋
cmd-abort = 中止
cmd-abort-desc = 中止對局
cmd-abort-opt-force = 強制
cmd-abort-opt-force-desc = 伺服器管理員：立即結束對局，不計勝負
cmd-games = 對局列表
cmd-games-desc = 你的對局及輪到誰
cmd-games-opt-list = 列表
cmd-games-opt-list-desc = 進行中（預設）或已結束的對局
cmd-games-opt-list-open = 進行中的對局
cmd-games-opt-list-finished = 已結束的對局
cmd-export = 匯出
cmd-export-desc = 以文字檔匯出棋譜
cmd-replay = 回放
cmd-replay-desc = 以動圖在頻道中回放對局
cmd-history = 棋譜
cmd-history-desc = 目前的著法記錄
cmd-rules = 規則
cmd-rules-desc = 棋種或棋子的規則
cmd-rules-opt-variant = 棋種
cmd-rules-opt-variant-desc = 哪種棋
cmd-rules-opt-piece = 棋子
cmd-rules-opt-piece-desc = 棋子名稱
cmd-settings = 設定
cmd-settings-desc = 你的語言、休假天數和輪到你的通知
cmd-settings-opt-language = 語言
cmd-settings-opt-language-desc = 機器人使用的語言
cmd-settings-opt-vacation = 休假
cmd-settings-opt-vacation-desc = 休假天數：時限順延
cmd-layout = 布陣
cmd-layout-desc = 你儲存的軍棋布陣（只有你能看到）
cmd-layout-opt-action = 操作
cmd-layout-opt-action-desc = 儲存、列出或刪除
cmd-layout-opt-action-save = 儲存布陣
cmd-layout-opt-action-list = 列出你的布陣
cmd-layout-opt-action-delete = 刪除布陣
cmd-layout-opt-name = 名稱
cmd-layout-opt-name-desc = 布陣名稱（一個詞）
cmd-layout-opt-layout = 布陣
cmd-layout-opt-layout-desc = 25 枚棋子；留空則儲存你上次提交的布陣
cmd-help = 幫助
cmd-help-desc = 如何使用裁判機器人
cmd-play-help = /play <遊戲> [@對手…] [random] [deadline:3d]（未點名的座位成為開放的桌）
cmd-accept-help = /accept
cmd-decline-help = /decline
cmd-move-help = /move <著法>（或直接打著法）
cmd-board-help = /board
cmd-mine-help = /mine（你的私人視角）
cmd-hint-help = /hint <格子>
cmd-resign-help = /resign
cmd-draw-help = /draw offer|accept|decline
cmd-undo-help = /undo（經對方同意悔你的上一步）
cmd-abort-help = /abort · /abort force #局號（伺服器管理員）
cmd-games-help = /games [finished]
cmd-export-help = /export（棋譜檔案）
cmd-replay-help = /replay（對局動圖）
cmd-history-help = /history
cmd-rules-help = /rules [遊戲] [棋子]
cmd-settings-help = /settings language:en|zh-CN|zh-TW vacation:<天數> turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City
cmd-layout-help = /layout save|list|delete（軍棋布陣）
cmd-help-help = /help

## tables
table-opened = { $who } 開了一桌{ $variant }（#{ $id }）。
table-joined = { $who } 加入了 #{ $id } 桌。
table-accepted = { $who } 接受了 #{ $id } 桌的座位。
table-left = { $who } 離開了 #{ $id } 桌，座位重新空出。
table-seat = { $seat }：{ $who }
table-seat-team = { $seat }（第 { $team } 隊）：{ $who }
table-seat-free = 空位
table-random = 已入座：{ $seated }。坐滿後隨機抽定座位。
table-waiting = 等待 { $waiting } 接受（`/accept #{ $id }`）。
table-footer = 還有 { $n } 個空位。按按鈕或用 `/join #{ $id }` 入座；若到 { $due } 仍未坐滿，此桌作廢。
table-closed = { $by } 關閉了 #{ $id } 桌。
table-lapsed = #{ $id } 桌已作廢：{ $time } 後仍有 { $n } 個空位。
table-pending = 開放的桌，{ $n } 個空位
table-line = #{ $id } { $variant }：{ $creator } 開的桌，{ $n } 個空位（`/join #{ $id }`）
table-alone-line = #{ $id } { $variant }：{ $state }
button-join = 入座
refuse-already-seated = 你已經在 #{ $id } 桌有座位了。
refuse-table-full = #{ $id } 桌已沒有空位。
refuse-not-a-table = #{ $id } 不是開放的桌。
refuse-table-started = #{ $id } 桌已經開始了。
refuse-not-seated = 你在 #{ $id } 桌沒有座位。
cmd-join = 入座
cmd-join-desc = 在開放的桌上坐一個空位
cmd-join-help = /join [#編號]（在開放的桌上入座）
cmd-leave = 離座
cmd-leave-desc = 開局前離開你的座位
cmd-leave-help = /leave [#編號]（開局前離座；開桌的人離開則關閉此桌）
## ratings
cmd-server = 伺服器
cmd-server-desc = 本伺服器的設定（管理員可修改）
cmd-server-opt-ratings = 等級分
cmd-server-opt-ratings-desc = 是否為真人對局計算等級分（預設開啟）
cmd-server-opt-ratings-on = 開啟：對局計入等級分
cmd-server-opt-ratings-off = 關閉：所有對局都是友誼賽
cmd-server-help = /server [ratings:on|off]（伺服器管理員）
server-settings = 本伺服器的設定：
server-saved = 已儲存。本伺服器的設定：
server-ratings = • 等級分：{ $value }
server-on = 開啟
server-off = 關閉
refuse-not-server-admin = 只有伺服器管理員（在 Discord 可以管理伺服器，或在機器人的管理員名單中）才能修改伺服器設定。
refuse-not-in-server = 此命令只能在伺服器的頻道中使用，不能在私訊中使用。
cmd-play-opt-rated = 計分
cmd-play-opt-rated-desc = 等級分對局（真人之間預設）或友誼賽
cmd-play-opt-rated-yes = 計入等級分
cmd-play-opt-rated-no = 友誼賽（不計分）
cmd-profile = 資料
cmd-profile-desc = 玩家在本伺服器的等級分、戰績和等級分走勢圖
cmd-profile-opt-player = 玩家
cmd-profile-opt-player-desc = 誰的資料（預設：你自己）
cmd-profile-opt-variant = 棋種
cmd-profile-opt-variant-desc = 畫哪種棋的等級分走勢圖
cmd-profile-help = /profile [@玩家] [棋種]
cmd-leaderboard = 排行榜
cmd-leaderboard-desc = 本伺服器某種棋等級分已穩定的前幾名
cmd-leaderboard-opt-variant = 棋種
cmd-leaderboard-opt-variant-desc = 哪種棋（預設：計分玩家最多的那種）
cmd-leaderboard-help = /leaderboard [棋種]
challenge-rated = 等級分對局。
challenge-casual = 友誼賽（不計等級分）。
challenge-casual-server = 友誼賽：本伺服器已關閉等級分。
rating-changes = 等級分：{ $changes }
rating-change = { $player } { $rating }（{ $change }）
refuse-undo-rated = #{ $id } 是等級分對局：等級分對局不能悔棋。
refuse-ratings-off = 本伺服器已關閉等級分（伺服器管理員可以用 /server ratings:on 重新開啟）。
profile-title = { $player } 在本伺服器的等級分：
profile-none = { $player } 在本伺服器還沒有等級分對局。
profile-variant = **{ $variant }** { $rating }（偏差 { $deviation }）· 勝 { $wins } 和 { $draws } 負 { $losses } · { $streak }
    最近對局：{ $recent }
profile-streak-none = 無連勝連敗
profile-streak-wins = { $count ->
   *[other] { $count } 連勝
}
profile-streak-losses = { $count ->
   *[other] { $count } 連敗
}
profile-win = 勝
profile-draw = 和
profile-loss = 負
leaderboard-title = **{ $variant }**：本伺服器等級分已穩定的前幾名（至少 { $games } 局等級分對局，偏差低於 110）
leaderboard-row = { $rank }. { $player } { $rating }（{ $games } 局）
leaderboard-empty = 暫無上榜玩家：下滿 { $games } 局等級分對局且等級分穩定後即可上榜。
leaderboard-you = 你：第 { $rank } 名，{ $rating }。
leaderboard-you-unlisted = 你：{ $played } 局等級分對局後為 { $rating }；下滿 { $games } 局且等級分穩定後上榜。
chart-title = { $player } · { $variant }
leaderboard-image-title = { $variant } · 排行榜
leaderboard-games = { $count } 局

## turns
turn-play-begins = #{ $id }：對局開始。這是你自己的陣地，只有你能看到：
turn-prompt = #{ $id }：輪到你了，{ $due }到期。請私訊我你的著法，或使用 /move。
turn-digest-header = 輪到你的對局共 { $n } 局，最緊急的在前：
turn-dm-default = 輪到你的通知：預設（隱藏資訊的對局私訊通知，其他對局在頻道裡提及你）。
turn-dm-on = 輪到你的通知：每次輪到你都私訊你，附上你自己的棋盤。
turn-dm-off = 輪到你的通知：不再私訊（頻道裡仍會提及你，提醒照常發送）。
turn-dm-digest = 輪到你的通知：每天 { $at }（{ $zone }）私訊一次，列出所有輪到你的對局。
cmd-settings-opt-turn-dm = turn-dm
cmd-settings-opt-turn-dm-desc = 輪到你時私訊通知：每次、從不，或每日彙總
cmd-settings-opt-turn-dm-on = 每次輪到你
cmd-settings-opt-turn-dm-off = 從不
cmd-settings-opt-turn-dm-digest = 每日彙總
cmd-settings-opt-digest-at = digest-at
cmd-settings-opt-digest-at-desc = 每日彙總的時間，例如 20:00
cmd-settings-opt-timezone = timezone
cmd-settings-opt-timezone-desc = 你的時區，例如 Asia/Shanghai（預設 UTC）
