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
usage-settings = /settings language:en|zh-CN|zh-TW vacation:<天數>
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
cmd-settings-desc = 你的語言和休假天數
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
cmd-settings-help = /settings language:en|zh-CN|zh-TW vacation:<天數>
cmd-layout-help = /layout save|list|delete（軍棋布陣）
cmd-help-help = /help [指令]

## tournaments
cmd-tournament = 比賽
cmd-tournament-desc = 本伺服器內的瑞士制和循環賽，由裁判編排和計分
cmd-tournament-help = /tournament create|join|leave|start|standings|withdraw|cancel（比賽）
cmd-tournament-opt-action = 操作
cmd-tournament-opt-action-desc = 要做什麼
cmd-tournament-opt-action-create = 建立比賽
cmd-tournament-opt-action-join = 報名
cmd-tournament-opt-action-leave = 開賽前退出報名
cmd-tournament-opt-action-start = 立即開賽（建立者）
cmd-tournament-opt-action-standings = 積分榜
cmd-tournament-opt-action-withdraw = 退賽（未完對局判負）
cmd-tournament-opt-action-cancel = 取消比賽（建立者或管理員）
cmd-tournament-opt-variant = 棋種
cmd-tournament-opt-variant-desc = 比賽下的棋（建立時）
cmd-tournament-opt-tournament = 賽事
cmd-tournament-opt-tournament-desc = 頻道裡有多個比賽時指明哪一個，如 T3
cmd-tournament-opt-format = 賽制
cmd-tournament-opt-format-desc = 瑞士制（默認）或循環賽
cmd-tournament-opt-format-swiss = 瑞士制
cmd-tournament-opt-format-round-robin = 循環賽
cmd-tournament-opt-rounds = 輪數
cmd-tournament-opt-rounds-desc = 瑞士制輪數（默認約為報名人數的 log2）
cmd-tournament-opt-deadline = 時限
cmd-tournament-opt-deadline-desc = 對局每步時限，如 3d 或 12h
cmd-tournament-opt-days = 每輪天數
cmd-tournament-opt-days-desc = 每輪天數（瑞士制默認 7；循環賽不填則所有對局同時開始）
cmd-tournament-opt-rated = 計分
cmd-tournament-opt-rated-desc = 計入等級分
cmd-tournament-opt-max = 上限
cmd-tournament-opt-max-desc = 最多報名人數
cmd-tournament-opt-starts = 開始
cmd-tournament-opt-starts-desc = 到時自動開賽：日期（2026-12-24 或 2026-12-24T18:00 UTC）或 2d 後
cmd-tournament-opt-partner = 搭檔
cmd-tournament-opt-partner-desc = 你的隊友（四國軍棋兩人一起報名）
usage-tournament = /tournament create <棋種> [format:swiss|round-robin] [rounds:輪數] [deadline:3d] [round-days:7] [rated] [max:人數] [starts:2026-12-24] · /tournament join [@搭檔] · /tournament leave|start|standings|withdraw|cancel [T3]
tournament-format-swiss = 瑞士制
tournament-format-round-robin = 循環賽
tournament-created = 🏆 比賽 { $id }：{ $variant }，{ $format }，輪數：{ $rounds }，每步 { $deadline }。由 { $creator } 建立。
tournament-starts-at = 將於 { $at } 自動開賽。
tournament-join-how = 用 `/tournament join`（或 `/tournament join { $id }`）報名。
tournament-join-teams = 兩人一隊一起報名：`/tournament join @搭檔`。
tournament-joined = { $who } 報名了比賽 { $id }（已有 { $count } 名）。
tournament-left = { $who } 退出了比賽 { $id } 的報名。
tournament-started = 🏁 比賽 { $id } 開賽：{ $count } 名參賽者，共 { $rounds } 輪。
tournament-round = 比賽 { $id } 第 { $round } 輪（共 { $rounds } 輪），本輪 { $due } 截止：
tournament-board = • { $white }（先手）– { $black }：對局 #{ $game }
tournament-forfeit = • { $winner } 勝 { $loser }（對方已退賽）
tournament-bye = • { $who } 本輪輪空（記勝）
tournament-withdrawn = { $who } 退出了比賽 { $id }：未完對局判負，之後不再編排。
tournament-cancelled = 比賽 { $id } 已被 { $by } 取消。已開始的對局作為普通對局繼續。
tournament-deadline-passed = 比賽 { $id } 第 { $round } 輪已到截止時間：輪到走棋的一方判負；雙方都未走棋的，雙方判負。
tournament-double-loss = 對局 #{ $game } 在本輪截止時結束：雙方判負。
tournament-no-pairing = 比賽 { $id }：已無合規的編排（所有人都已相遇），比賽到此結束。
tournament-final = 🏆 比賽 { $id } 結束。冠軍：{ $winner }。
tournament-standings-title = 比賽 { $id } · { $variant } · 第 { $round }/{ $rounds } 輪
tournament-standings-row = { $place }. { $who } — { $points } 分（勝 { $wins } 和 { $draws } 負 { $losses }）· 布赫霍爾茨 { $buchholz } · 索伯 { $sb }
tournament-withdrawn-mark = （已退賽）
tournament-col-place = 名次
tournament-col-entrant = 棋手
tournament-col-points = 積分
tournament-col-record = 勝-和-負
tournament-col-buchholz = 對手分
tournament-col-sb = 索伯分
tournament-no-entrants = 比賽 { $id } 報名人數不足，已關閉。
tournament-refuse-in-channel = 比賽須在伺服器頻道裡建立和報名。
tournament-refuse-variant = { $variant } 不能辦比賽（須為兩人對局，或四國軍棋兩人一隊）。
tournament-refuse-format = 未知賽制 { $format }：請用 swiss 或 round-robin。
tournament-refuse-start = { $text } 不是將來的開賽時間：請寫 2026-12-24、2026-12-24T18:00（UTC）或 2d。
tournament-refuse-round-robin-size = 循環賽最多 { $max } 名參賽者。
tournament-refuse-none = 這裡沒有相應的比賽。用 `/tournament create` 建立一個。
tournament-refuse-no-such = 沒有比賽 { $id }。
tournament-refuse-ambiguous = 有多個比賽符合：請加上 { $ids } 之一。
tournament-refuse-not-registering = 比賽 { $id } 不在報名階段。
tournament-refuse-not-running = 比賽 { $id } 不在進行中。
tournament-refuse-already-in = 你已經報名了比賽 { $id }。
tournament-refuse-not-in = 你沒有在比賽 { $id } 中參賽。
tournament-refuse-full = 比賽 { $id } 已滿。
tournament-refuse-needs-partner = 兩人一隊一起報名：`/tournament join @搭檔`。
tournament-refuse-no-partner = 這種棋是一人參賽：報名時不要帶搭檔。
tournament-refuse-not-creator = 只有比賽 { $id } 的建立者或伺服器管理員可以這樣做。
tournament-refuse-too-few = 比賽至少需要 { $min } 名參賽者。
cmd-server-opt-tournaments = 比賽
cmd-server-opt-tournaments-desc = 誰可以建立比賽（預設任何人）
cmd-server-opt-tournaments-admins = 僅伺服器管理員
cmd-server-opt-tournaments-anyone = 任何人
server-tournaments-admins = • 比賽：僅伺服器管理員可以建立
server-tournaments-anyone = • 比賽：任何人都可以建立
tournament-refuse-admins-only = 本伺服器只有管理員可以建立比賽（`/server tournaments:anyone` 可向所有人開放）。

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
cmd-server-help = /server [ratings:on|off] [tournaments:admins|anyone]（伺服器管理員）
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

## computer
cmd-play-opt-level = 難度
cmd-play-opt-level-desc = 挑戰裁判本身時電腦的棋力
cmd-play-opt-level-easy = 簡單
cmd-play-opt-level-normal = 普通
cmd-play-opt-level-hard = 困難
## polish
cmd-help-opt-command = 指令
cmd-help-opt-command-desc = 要解釋的指令（附範例）
help-command = { $command }：{ $description }
    寫法：{ $usage }
    例如：`{ $example }`
rules-list = 我裁判的棋類（用 `/rules <棋類>` 查看規則，例如 `/rules sword-magic`；用 `/rules <棋類> <棋子>` 查看棋子）：
    { $games }
rules-list-game = • **{ $name }**（`{ $id }`，{ $players }）：{ $line }
rules-list-players = { $count } 人
refuse-unknown-command-nearest = 未知指令 `{ $name }`。是不是想用 `{ $nearest }`？`/help { $nearest }` 有說明。
