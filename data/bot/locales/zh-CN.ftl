# 机器人自己的话（简体中文）。与 en.ftl 有相同的 id 与变量。

## 时长（$n 为数字）
duration-days = { $n }天
duration-hours = { $n }小时
duration-minutes = { $n }分钟
duration-seconds = { $n }秒

## 语言
language-en = 英语
language-zh-CN = 简体中文
language-zh-TW = 繁体中文

## 拒绝
refuse-unknown-command = 未知命令 `{ $name }`。请用 /help 查看。
refuse-usage = `{ $command }` 的用法不对：{ $usage }
refuse-unknown-variant = 没有叫 `{ $name }` 的游戏。可选：{ $games }。
refuse-no-opponents = 请指定对手：`/play sword-magic @bob`。
refuse-play-in-channel = 请在服务器频道发起挑战，让对手看得到。
refuse-self-challenge = 不能挑战自己。
refuse-duplicate-player = { $name } 被重复指定。
refuse-bad-setup = 无法建立对局：{ $detail }。
refuse-bad-duration = `{ $text }` 不是有效的时长；例如 `90s`、`30m`、`12h`、`3d`。
refuse-bad-expiry = `{ $text }` 不是有效的超时规则；可用 `claim-win`、`skip`、`abort`。
refuse-bad-language = 不支持语言 `{ $text }`；请用 `en`、`zh-CN` 或 `zh-TW`。
refuse-no-game = 这里没有适用的对局。用 /games 查看你的对局。
refuse-no-such-game = 没有 #{ $id } 这局。
refuse-ambiguous = 有多局符合：{ $games }。请加上局号，例如 `#{ $first }`。
refuse-not-invited = 你没有被邀请参加 #{ $id }。
refuse-already-accepted = 你已经接受了 #{ $id }。
refuse-not-started = #{ $id } 尚未开始：所有对手都要先 /accept。
refuse-game-ended = #{ $id } 已经结束。
refuse-not-a-player = 你不是 #{ $id } 的棋手。
refuse-abort-needs-player = 只有 #{ $id } 的棋手可以取消对局。
refuse-not-admin = 只有服务器管理员（在 Discord 可以管理服务器，或在机器人的管理员名单中）才能用 /abort force 结束对局。
refuse-nothing-to-undo = #{ $id }：你没有可以悔的棋。只能在对方应着之前悔你自己的上一步。
refuse-undo-hidden = #{ $id } 有隐藏信息：已揭示的无法收回，所以不能悔棋。
refuse-no-undo-request = #{ $id }：没有其他棋手提出悔棋，无需回应。
refuse-export-hidden = #{ $id } 有隐藏信息：对局分出结果后才能导出棋谱。
refuse-unknown-piece = 这个游戏没有叫 `{ $name }` 的棋子。
refuse-corrupt-game = #{ $id } 的存档无法读取，因此不会更改它。请通知管理员。
refuse-corrupt = 有一局的存档无法读取，因此不会更改它。请通知管理员。
refuse-internal = 系统出错，未做任何更改（{ $detail }）。
rule-refusal = { $heading }：{ $detail }
full-stop = 。

## 用法与说明
usage-play = /play <游戏> @对手… [random] [deadline:3d] [expiry:claim-win|skip|abort]
usage-move = /move <着法> [#局号]，例如 /move e2-e4
usage-hint = /hint <格子> [#局号]，例如 /hint e2
usage-draw = /draw offer|accept|decline [#局号]
usage-resign = /resign [confirm] [#局号]
usage-settings = /settings language:en|zh-CN|zh-TW vacation:<天数> turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City
usage-rules = /rules [游戏] [棋子]
usage-undo = /undo [accept|decline] [#局号]
usage-games = /games [finished]
usage-other = 请看 /help
help = 命令：{ $commands }。同一频道有多局时加上 `#12` 指定局号。

## 挑战与对局进行（$random 为 yes 或 no）
challenge = { $challenger } 向 { $opponents } 发起{ $variant }挑战（#{ $id }）。{ $random ->
        [yes] 座位将随机抽定。每步限时 { $time }。
       *[no] 每步限时 { $time }。
    }用 /accept 或按钮接受。
accepted-waiting = { $by } 接受了 #{ $id }。仍在等待 { $waiting }。
declined = { $by } 拒绝了 #{ $id }。
withdrawn = { $by } 撤回了挑战 #{ $id }。
challenge-lapsed = 挑战 #{ $id } 已失效：{ $waiting } 未在 { $time } 内接受。
started = #{ $id }（{ $variant }）开始：{ $roster }。
roster-entry = { $who }（{ $seat }）
to-move = 轮到 { $who }。
to-move-due = 轮到 { $who }，期限 { $due }。
waiting-private = 等待 { $who } 私信我行动。
waiting-private-due = 等待 { $who } 私信我行动，期限 { $due }。
action-header = #{ $id } · { $who }：`{ $notation }`
private-header = #{ $id }，仅你可见：
resign-confirm = 确定要在 #{ $id } 认输吗？请按按钮或输入 `/resign confirm #{ $id }`。
abort-vote = { $by } 提议取消 #{ $id }。{ $missing } 也同意（/abort 或按钮）后，对局无结果结束。
aborted = #{ $id } 已取消，不计胜负。
aborted-by-admin = #{ $id } 已由服务器管理员 { $admin } 结束，不计胜负。
reminder = 提醒：你在 #{ $id } 的着法期限是 { $due }。
missed = #{ $id }：{ $who } 超过了期限。
clock-restarted = { $who } 的计时重新开始，新期限 { $due }。
dm-closed = { $user }，请开启私信，或使用 /mine。
move-refused-dm-closed = { $user }，这步棋未被接受：请开启私信，或使用 /move 查看原因。
image-not-permitted = （棋盘图没有发出：本机器人在此频道没有 Attach Files 的许可，请服务器管理员开启。）
thread-opened = #{ $id } 在此子区继续。

## 查询
board-caption = #{ $id }（{ $variant }），第 { $move } 手。
mine-caption = 你在 #{ $id } 的视角（仅你可见）。可走：{ $actions }。
mine-nothing = 目前无
hint = #{ $id }：{ $at } 可到 { $targets }。
hint-none = 无
games-empty = 你没有进行中的对局。
games-header = 你的对局：
game-line = #{ $id } { $variant } 对 { $others }：{ $state }
game-line-score = #{ $id } { $variant } 对 { $others }（{ $score }）：{ $state }
history-header = #{ $id } 棋谱：
history-empty = 尚无着法
finished-header = 你已结束的对局，最新的在前：
finished-empty = 你还没有已结束的对局。
finished-line = #{ $id } { $variant } 对 { $others }：{ $result } · { $date }
result-won = 胜
result-lost = 负
result-draw = 和
result-aborted = 已取消
export-ready = #{ $id }：棋谱已附上（`referee replay` 可把它还原成棋盘图片）。
replay-title = #{ $id }（{ $variant }）
replay-start = 开局
replay-caption = { $ply }. { $who }：{ $notation }
replay-every-second = 每两手显示一手。
replay-smaller = 为不超过上传限制，已缩小画面。
replay-ready = #{ $id }：共 { $plies } 手的回放。
undo-asked = #{ $id }：{ $who } 请求悔棋 `{ $move }`。{ $others }，同意吗？
undo-waiting = #{ $id }：{ $who } 同意悔棋；还在等 { $others }。
undo-done = #{ $id }：{ $who } 的 `{ $move }` 已悔回。
undo-declined = #{ $id }：{ $who } 拒绝了悔棋。
challenge-pending = 挑战中，等待 { $waiting }
your-turn = 轮到你，期限 { $due }
their-turn = 轮到 { $who }，期限 { $due }
settings-saved = 设置已保存：{ $language }。
settings-saved-vacation = 设置已保存：{ $language }。休假至 { $until }，期间你的计时暂停。
list-separator = 、

## 按钮
button-accept = 接受
button-decline = 拒绝
button-resign = 认输
button-draw-accept = 同意和棋
button-draw-decline = 拒绝和棋
button-abort = 同意取消
button-undo-accept = 同意悔棋
button-undo-decline = 拒绝悔棋

## 棋盘图
board-subtitle = 第 { $move } 手 · { $status }
image-to-move = 轮到 { $who }
image-setting-up = 布阵中
image-game-over = 终局

## 保存的布置（/layout）：其余用语在所属棋类的目录中（`saved-setup-*`）
usage-layout = /layout save 名称 [布阵] · /layout list · /layout delete 名称
draw-waiting = 和棋须所有仍在局中的玩家同意：尚待 { $who }。

## Discord 外壳的回复
button-stale = 此按钮已失效。
image-too-large = （棋盘图太大，无法一起发出。）

## The command table (bot/core/src/commands/table.rs): names, descriptions, options and
## choices as Discord shows them, and each command's line in /help.
## Ids: cmd-<command>, cmd-<command>-desc, cmd-<command>-opt-<option>[-desc|-<choice>],
## opt-game for every command's game option, cmd-<command>-help.
opt-game = 对局
opt-game-desc = 对局编号（默认为此处你的对局）
cmd-play = 对弈
cmd-play-desc = 发起对局挑战
cmd-play-opt-variant = 棋种
cmd-play-opt-variant-desc = 玩哪种棋
cmd-play-opt-opponent = opponent
cmd-play-opt-opponent-desc = 邀请的玩家（不填则开一桌，任何人可入座）
cmd-play-opt-opponent2 = opponent2
cmd-play-opt-opponent2-desc = 邀请的玩家
cmd-play-opt-opponent3 = opponent3
cmd-play-opt-opponent3-desc = 邀请的玩家
cmd-play-opt-seats = 座位
cmd-play-opt-seats-desc = 座位顺序
cmd-play-opt-seats-ordered = 按列出顺序
cmd-play-opt-seats-random = 随机
cmd-play-opt-deadline = 时限
cmd-play-opt-deadline-desc = 每步时限，如 3d 或 12h
cmd-play-opt-expiry = 超时
cmd-play-opt-expiry-desc = 超过时限时如何处理
cmd-play-opt-expiry-claim-win = 超时者判负
cmd-play-opt-expiry-skip = 重新计时
cmd-play-opt-expiry-abort = 取消对局
cmd-play-opt-options = 选项
cmd-play-opt-options-desc = 棋种选项，key=value …
cmd-accept = 接受
cmd-accept-desc = 接受挑战
cmd-decline = 拒绝
cmd-decline-desc = 拒绝挑战
cmd-move = 走棋
cmd-move-desc = 走一步棋
cmd-move-opt-text = 着法
cmd-move-opt-text-desc = 着法，如 e2-e4
cmd-board = 棋盘
cmd-board-desc = 显示棋盘
cmd-mine = 我的
cmd-mine-desc = 只给你看的私密视图
cmd-hint = 提示
cmd-hint-desc = 棋子可以走到哪里
cmd-hint-opt-square = 格子
cmd-hint-opt-square-desc = 格子，如 e2
cmd-resign = 认输
cmd-resign-desc = 认输
cmd-draw = 和棋
cmd-draw-desc = 提和、接受或拒绝和棋
cmd-draw-opt-answer = 回应
cmd-draw-opt-answer-desc = 提和（默认）、接受或拒绝
cmd-draw-opt-answer-offer = 提和
cmd-draw-opt-answer-accept = 接受和棋
cmd-draw-opt-answer-decline = 拒绝和棋
cmd-undo = 悔棋
cmd-undo-desc = 经对手同意，悔你的上一步
cmd-undo-opt-answer = 回应
cmd-undo-opt-answer-desc = 请求（默认）、同意或拒绝
cmd-undo-opt-answer-ask = 请求悔棋
cmd-undo-opt-answer-accept = 同意悔棋
cmd-undo-opt-answer-decline = 拒绝悔棋
cmd-abort = 中止
cmd-abort-desc = 中止对局
cmd-abort-opt-force = 强制
cmd-abort-opt-force-desc = 服务器管理员：立即结束对局，不计胜负
cmd-games = 对局列表
cmd-games-desc = 你的对局及轮到谁
cmd-games-opt-list = 列表
cmd-games-opt-list-desc = 进行中（默认）或已结束的对局
cmd-games-opt-list-open = 进行中的对局
cmd-games-opt-list-finished = 已结束的对局
cmd-export = 导出
cmd-export-desc = 以文本文件导出棋谱
cmd-replay = 回放
cmd-replay-desc = 以动图在频道中回放对局
cmd-history = 棋谱
cmd-history-desc = 目前的着法记录
cmd-rules = 规则
cmd-rules-desc = 棋种或棋子的规则
cmd-rules-opt-variant = 棋种
cmd-rules-opt-variant-desc = 哪种棋
cmd-rules-opt-piece = 棋子
cmd-rules-opt-piece-desc = 棋子名称
cmd-settings = 设置
cmd-settings-desc = 你的语言、休假天数和轮到你的通知
cmd-settings-opt-language = 语言
cmd-settings-opt-language-desc = 机器人使用的语言
cmd-settings-opt-vacation = 休假
cmd-settings-opt-vacation-desc = 休假天数：时限顺延
cmd-layout = 布阵
cmd-layout-desc = 你保存的军棋布阵（只有你能看到）
cmd-layout-opt-action = 操作
cmd-layout-opt-action-desc = 保存、列出或删除
cmd-layout-opt-action-save = 保存布阵
cmd-layout-opt-action-list = 列出你的布阵
cmd-layout-opt-action-delete = 删除布阵
cmd-layout-opt-name = 名称
cmd-layout-opt-name-desc = 布阵名称（一个词）
cmd-layout-opt-layout = 布阵
cmd-layout-opt-layout-desc = 25 枚棋子；留空则保存你上次提交的布阵
cmd-help = 帮助
cmd-help-desc = 如何使用裁判机器人
cmd-play-help = /play <游戏> [@对手…] [random] [deadline:3d]（未点名的座位成为开放的桌）
cmd-accept-help = /accept
cmd-decline-help = /decline
cmd-move-help = /move <着法>（或直接输入着法）
cmd-board-help = /board
cmd-mine-help = /mine（你的私人视角）
cmd-hint-help = /hint <格子>
cmd-resign-help = /resign
cmd-draw-help = /draw offer|accept|decline
cmd-undo-help = /undo（经对方同意悔你的上一步）
cmd-abort-help = /abort · /abort force #局号（服务器管理员）
cmd-games-help = /games [finished]
cmd-export-help = /export（棋谱文件）
cmd-replay-help = /replay（对局动图）
cmd-history-help = /history
cmd-rules-help = /rules [游戏] [棋子]
cmd-settings-help = /settings language:en|zh-CN|zh-TW vacation:<天数> turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City
cmd-layout-help = /layout save|list|delete（军棋布阵）
cmd-help-help = /help

## tables
table-opened = { $who } 开了一桌{ $variant }（#{ $id }）。
table-joined = { $who } 加入了 #{ $id } 桌。
table-accepted = { $who } 接受了 #{ $id } 桌的座位。
table-left = { $who } 离开了 #{ $id } 桌，座位重新空出。
table-seat = { $seat }：{ $who }
table-seat-team = { $seat }（第 { $team } 队）：{ $who }
table-seat-free = 空位
table-random = 已入座：{ $seated }。坐满后随机抽定座位。
table-waiting = 等待 { $waiting } 接受（`/accept #{ $id }`）。
table-footer = 还有 { $n } 个空位。按按钮或用 `/join #{ $id }` 入座；若到 { $due } 仍未坐满，此桌作废。
table-closed = { $by } 关闭了 #{ $id } 桌。
table-lapsed = #{ $id } 桌已作废：{ $time } 后仍有 { $n } 个空位。
table-pending = 开放的桌，{ $n } 个空位
table-line = #{ $id } { $variant }：{ $creator } 开的桌，{ $n } 个空位（`/join #{ $id }`）
table-alone-line = #{ $id } { $variant }：{ $state }
button-join = 入座
refuse-already-seated = 你已经在 #{ $id } 桌有座位了。
refuse-table-full = #{ $id } 桌已没有空位。
refuse-not-a-table = #{ $id } 不是开放的桌。
refuse-table-started = #{ $id } 桌已经开始了。
refuse-not-seated = 你在 #{ $id } 桌没有座位。
cmd-join = 入座
cmd-join-desc = 在开放的桌上坐一个空位
cmd-join-help = /join [#编号]（在开放的桌上入座）
cmd-leave = 离座
cmd-leave-desc = 开局前离开你的座位
cmd-leave-help = /leave [#编号]（开局前离座；开桌的人离开则关闭此桌）
## ratings
cmd-server = 服务器
cmd-server-desc = 本服务器的设置（管理员可修改）
cmd-server-opt-ratings = 等级分
cmd-server-opt-ratings-desc = 是否为真人对局计算等级分（默认开启）
cmd-server-opt-ratings-on = 开启：对局计入等级分
cmd-server-opt-ratings-off = 关闭：所有对局都是友谊赛
cmd-server-help = /server [ratings:on|off]（服务器管理员）
server-settings = 本服务器的设置：
server-saved = 已保存。本服务器的设置：
server-ratings = • 等级分：{ $value }
server-on = 开启
server-off = 关闭
refuse-not-server-admin = 只有服务器管理员（在 Discord 可以管理服务器，或在机器人的管理员名单中）才能修改服务器设置。
refuse-not-in-server = 此命令只能在服务器的频道中使用，不能在私信中使用。
cmd-play-opt-rated = 计分
cmd-play-opt-rated-desc = 等级分对局（真人之间默认）或友谊赛
cmd-play-opt-rated-yes = 计入等级分
cmd-play-opt-rated-no = 友谊赛（不计分）
cmd-profile = 资料
cmd-profile-desc = 玩家在本服务器的等级分、战绩和等级分走势图
cmd-profile-opt-player = 玩家
cmd-profile-opt-player-desc = 谁的资料（默认：你自己）
cmd-profile-opt-variant = 棋种
cmd-profile-opt-variant-desc = 画哪种棋的等级分走势图
cmd-profile-help = /profile [@玩家] [棋种]
cmd-leaderboard = 排行榜
cmd-leaderboard-desc = 本服务器某种棋等级分已稳定的前几名
cmd-leaderboard-opt-variant = 棋种
cmd-leaderboard-opt-variant-desc = 哪种棋（默认：计分玩家最多的那种）
cmd-leaderboard-help = /leaderboard [棋种]
challenge-rated = 等级分对局。
challenge-casual = 友谊赛（不计等级分）。
challenge-casual-server = 友谊赛：本服务器已关闭等级分。
rating-changes = 等级分：{ $changes }
rating-change = { $player } { $rating }（{ $change }）
refuse-undo-rated = #{ $id } 是等级分对局：等级分对局不能悔棋。
refuse-ratings-off = 本服务器已关闭等级分（服务器管理员可以用 /server ratings:on 重新开启）。
profile-title = { $player } 在本服务器的等级分：
profile-none = { $player } 在本服务器还没有等级分对局。
profile-variant = **{ $variant }** { $rating }（偏差 { $deviation }）· 胜 { $wins } 和 { $draws } 负 { $losses } · { $streak }
    最近对局：{ $recent }
profile-streak-none = 无连胜连败
profile-streak-wins = { $count ->
   *[other] { $count } 连胜
}
profile-streak-losses = { $count ->
   *[other] { $count } 连败
}
profile-win = 胜
profile-draw = 和
profile-loss = 负
leaderboard-title = **{ $variant }**：本服务器等级分已稳定的前几名（至少 { $games } 局等级分对局，偏差低于 110）
leaderboard-row = { $rank }. { $player } { $rating }（{ $games } 局）
leaderboard-empty = 暂无上榜玩家：下满 { $games } 局等级分对局且等级分稳定后即可上榜。
leaderboard-you = 你：第 { $rank } 名，{ $rating }。
leaderboard-you-unlisted = 你：{ $played } 局等级分对局后为 { $rating }；下满 { $games } 局且等级分稳定后上榜。
chart-title = { $player } · { $variant }
leaderboard-image-title = { $variant } · 排行榜
leaderboard-games = { $count } 局

## turns
turn-play-begins = #{ $id }：对局开始。这是你自己的阵地，只有你能看到：
turn-prompt = #{ $id }：轮到你了，{ $due }到期。请私信我你的着法，或使用 /move。
turn-digest-header = 轮到你的对局共 { $n } 局，最紧急的在前：
turn-dm-default = 轮到你的通知：默认（隐藏信息的对局私信通知，其他对局在频道里提及你）。
turn-dm-on = 轮到你的通知：每次轮到你都私信你，附上你自己的棋盘。
turn-dm-off = 轮到你的通知：不再私信（频道里仍会提及你，提醒照常发送）。
turn-dm-digest = 轮到你的通知：每天 { $at }（{ $zone }）私信一次，列出所有轮到你的对局。
cmd-settings-opt-turn-dm = turn-dm
cmd-settings-opt-turn-dm-desc = 轮到你时私信通知：每次、从不，或每日汇总
cmd-settings-opt-turn-dm-on = 每次轮到你
cmd-settings-opt-turn-dm-off = 从不
cmd-settings-opt-turn-dm-digest = 每日汇总
cmd-settings-opt-digest-at = digest-at
cmd-settings-opt-digest-at-desc = 每日汇总的时间，例如 20:00
cmd-settings-opt-timezone = timezone
cmd-settings-opt-timezone-desc = 你的时区，例如 Asia/Shanghai（默认 UTC）
