# 军棋：名称、拒绝理由、事件与 /rules 页面（规格 army-chess.md）。

variant-junqi-siguo = 四国军棋
variant-junqi-liangguo = 两国军棋
variant-junqi-anqi = 暗棋（陆战棋）
variant-junqi-open = 明棋
variant-junqi-fanqi = 翻棋
seat-south = 南
seat-east = 东
seat-north = 北
seat-west = 西
seat-p1 = 一号玩家
seat-p2 = 二号玩家
seat-challenger = 挑战者
seat-opponent = 应战者

## 棋子（§2.1）
piece-marshal = 司令
piece-general = 军长
piece-major-general = 师长
piece-brigadier = 旅长
piece-colonel = 团长
piece-major = 营长
piece-captain = 连长
piece-lieutenant = 排长
piece-engineer = 工兵
piece-mine = 地雷
piece-bomb = 炸弹
piece-flag = 军旗

## 拒绝理由（§9.4、§4.3）
E_SYNTAX = 看不懂：走子请写 `S5a-C7`，或 `flip S3b`、`deploy …`、`swap 2a 3b`、`resign`、`draw`、`board`
E_BAD_POSITION = 这张棋盘上没有这个位置。位置写作 S3b 这样：方位（S、E、N、W），行号（1 在最前，6 在最后），列 a–e；四国棋盘中间是 C1–C9
E_NOT_IN_GAME = 你不是这盘棋仍在场的玩家
E_WRONG_MODE = 这个模式没有这条命令
E_WRONG_PHASE = 现在不能这样做
E_NOT_YOUR_TURN = 还没轮到你
E_SAME_POSITION = 起点和终点相同
E_NO_PIECE = 那里没有棋子
E_FACE_DOWN = 那枚棋子还没翻开，请先翻
E_NOT_YOUR_PIECE = 那不是你的棋子
E_IMMOBILE = 那枚棋子不能动（地雷和军旗不动；进了大本营的棋子也不能再动）
E_TARGET_FACE_DOWN = 不能攻击未翻开的棋子
E_OCCUPIED_FRIENDLY = 那里已有己方棋子
E_CAMP_OCCUPIED = 行营里的棋子不能被攻击
E_NOT_CONNECTED = 那枚棋子走不到那里（铁路上只有工兵能转弯）
E_PATH_BLOCKED = 去路被挡住了
E_BOMB_FLAG = 炸弹不能炸军旗
E_MINES_REMAIN = 对方还有地雷在棋盘上，不能扛旗
E_NOT_CARRIER = 只有本方现存最小的棋子才能扛旗
E_FLIP_INVALID = 那里没有未翻开的棋子
E_NO_LAYOUT = 请先发送布阵（`deploy …`），再用 `swap 2a 3b` 交换其中两枚棋子
L_ROW_GROUPS = 用 `/` 分行时，各行须为 5、3、4、3、5、5 枚
L_TOKEN_COUNT = 布阵的棋子数目不对
L_BAD_TOKEN = 布阵里有不认识的棋子
L_PIECE_COUNT = 布阵的兵种数目不对
L_FLAG_NOT_HQ = 军旗须放在大本营（6b 或 6d）
L_MINE_ROW = 地雷不在第 5、6 行
L_BOMB_FRONT = 炸弹在第一行
junqi-token-count = 布阵要 25 枚棋子，不是 { $found } 枚
    .whole = yes
junqi-bad-token = 布阵的第 { $index } 枚不是棋子名称
    .whole = yes
junqi-piece-count = { $piece } 应有 { $expected } 枚，不是 { $found } 枚
    .whole = yes
junqi-mine-row = 地雷只能放在第 5、6 行（不能放 { $post }）
    .whole = yes
junqi-bomb-front = 第一行不能放炸弹（不能放 { $post }）
    .whole = yes

## 事件（§9.3）
junqi-deployed = { $seat } 已布阵
junqi-layout = 你的布阵：{ $layout }
    从前排起逐行是：{ $row1 } / { $row2 } / { $row3 } / { $row4 } / { $row5 } / { $row6 }
junqi-clash-attacker = { $seat } 从 { $from } 攻击 { $to }：进攻方胜
junqi-clash-defender = { $seat } 从 { $from } 攻击 { $to }：防守方胜
junqi-clash-both = { $seat } 从 { $from } 攻击 { $to }：同归于尽
junqi-yours-removed = 你在 { $at } 的 { $piece } 阵亡
junqi-yours-survived = 你在 { $at } 的 { $piece } 幸存
junqi-commander = { $seat } 的司令阵亡，军旗在 { $at }
junqi-flag-captured = { $captor } 扛走了 { $owner } 的军旗
junqi-flag-captured-colour = { $captor } 扛走了{ $colour }方军旗
junqi-skip = { $seat } 超时，跳过一步
junqi-next = 轮到 { $seat }
junqi-flip = { $seat } 翻开 { $at }：{ $colour }{ $piece }
junqi-colour = { $seat } 执{ $colour }
junqi-pickup = { $seat } 在 { $at } 扛起军旗
junqi-drop = 军旗掉在 { $at }
junqi-red = 红
junqi-black = 黑

## 保存的布阵（/layout、`deploy 名称`）
saved-setup-saved = 已保存布阵 `{ $name }`：{ $setup }。对局中私信我 `deploy { $name }` 即可使用。
saved-setup-deleted = 已删除布阵 `{ $name }`。
saved-setups-empty = 你还没有保存的布阵。用 `/layout save 名称 [布阵]` 保存。
saved-setups-header = 你保存的布阵（私信 `deploy 名称` 使用）：
saved-setups-line = `{ $name }`：{ $setup }
saved-setup-bad-name = `{ $name }` 不能作布阵名称：请用不超过 { $max } 个字符的一个词，且不能是 `default` 或 `random`。
saved-setup-unknown = 你没有名为 `{ $name }` 的布阵。你保存的布阵：{ $saved }。
saved-setup-unknown-none = 你没有名为 `{ $name }` 的布阵，也还没有保存任何布阵。用 `/layout save 名称 [布阵]` 保存。
saved-setup-none-submitted = 你还没有在任何对局中提交过布阵：请写出布阵，`/layout save 名称 <25 枚棋子>`。
saved-setups-full = 你已保存 { $n } 个布阵：请先用 `/layout delete 名称` 删除一个。

## Notes on board images
junqi-note-teams = 南北 对 东西
junqi-note-rank = { $colour }方挖雷扛旗：{ $piece }
junqi-note-carrier = { $at } 扛着{ $colour }方军旗
junqi-note-loose = { $colour }方军旗在 { $at }
junqi-note-flag-shown = 已亮军旗：{ $at }

## 出局与终局原因（§5.3–§5.5、§7.5）
eliminated-flag = 军旗被扛
eliminated-nomove = 无棋可走
eliminated-forfeit = 判负
outcome-flag = 扛走了敌方军旗
outcome-carry = 军旗扛回了大本营
outcome-quiet = 长时间无碰子
outcome-nomove = 对手无棋可走
outcome-forfeit = 对手判负

## /rules
rules-summary =
    军棋：每方 25 枚暗子——司令（40）到工兵（32）、地雷三枚、炸弹两枚、军旗一面。碰子时大吃小，同级同归于尽，炸弹与任何棋子同归于尽，只有工兵能挖地雷。扛走敌方军旗获胜。走子写 `S5a-C7`；私信布阵：`deploy default`、`deploy random` 或逐行写 25 枚棋子。`/rules junqi-siguo 司令` 查看单个棋子。
    碰子：大吃小，同级同归于尽；炸弹与任何棋子同归于尽（被炸的军旗算被扛）；工兵挖地雷，其他棋子撞雷阵亡；任何能动的棋子都能扛旗。行营里的棋子不能被攻击；进入大本营的棋子不能再动。
rules-junqi-siguo = 四人对战，南北一队对东西一队，按南、东、北、西轮流走。军旗被扛、无棋可走或投降者出局，棋子全部撤下；对方两人都出局即获胜。你只能看见自己的棋子（选项 `ally_view=open` 可看到队友的）。走子、`deploy` 和 `board` 只能私信。司令阵亡时亮出其军旗。
rules-junqi-liangguo = 两人对战（南、北），用四国棋盘；东、西两家是可以经过的空地。扛走敌方军旗获胜。
rules-junqi-anqi = 两人在 60 格的陆战棋盘上下暗棋。扛走敌方军旗获胜。
rules-junqi-open = 两人在 60 格的棋盘上下棋，双方布阵完毕后所有棋子明摆。扛走敌方军旗获胜。
rules-junqi-fanqi = 翻棋：50 枚棋子全部反扣。每步翻一枚（`flip S3b`）或走一枚己方已翻开的棋子；第一次翻出的颜色就是你的颜色。不能攻击反扣的棋子。本方现存最小的棋子负责挖雷，对方地雷挖完后由它扛旗；炸弹不能炸军旗。选项 `fanqi_flag=carry` 要求把军旗扛到另一半的大本营。
rules-clash-table = 碰子：大吃小，同级同归于尽；炸弹与任何棋子同归于尽（被炸的军旗算被扛）；工兵挖地雷，其他棋子撞雷阵亡；任何能动的棋子都能扛旗。行营里的棋子不能被攻击；进入大本营的棋子不能再动。

## /rules 棋子页面
pieces-note = 除地雷和军旗外，所有棋子走法相同：沿公路走一步，或沿铁路直线走任意远（工兵还能在铁路上转弯）。下面各行说明每枚棋子能吃什么。
junqi-page-marshal = **司令（40）** —— 最大的棋子；除炸弹、地雷和对方司令（同归于尽）外通吃。司令阵亡时亮出本方军旗。
junqi-page-general = **军长（39）** —— 吃师长及以下；遇司令则亡。
junqi-page-major-general = **师长（38）** —— 每方两枚；吃旅长及以下。
junqi-page-brigadier = **旅长（37）** —— 每方两枚；吃团长及以下。
junqi-page-colonel = **团长（36）** —— 每方两枚；吃营长及以下。
junqi-page-major = **营长（35）** —— 每方两枚；吃连长及以下。
junqi-page-captain = **连长（34）** —— 每方三枚；吃排长和工兵。
junqi-page-lieutenant = **排长（33）** —— 每方三枚；只吃工兵。
junqi-page-engineer = **工兵（32）** —— 每方三枚；唯一能挖地雷、能在铁路上转弯的棋子。
junqi-page-mine = **地雷** —— 每方三枚，只能放在第 5、6 行；不能移动。撞上的棋子阵亡，工兵可挖，炸弹与之同归于尽。
junqi-page-bomb = **炸弹** —— 每方两枚，不能放在第一行；与碰到的棋子同归于尽。
junqi-page-flag = **军旗** —— 放在大本营，不能移动。军旗被扛即出局。

## `/settings pieces:words` 的棋子简称（short-<id>）：中文读者看到的就是棋子名
short-marshal = 司令
short-general = 军长
short-major-general = 师长
short-brigadier = 旅长
short-colonel = 团长
short-major = 营长
short-captain = 连长
short-lieutenant = 排长
short-engineer = 工兵
short-mine = 地雷
short-bomb = 炸弹
short-flag = 军旗
