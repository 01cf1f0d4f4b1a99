# 秘宝对决（3x3 测试游戏）：名称、拒绝、事件与 /rules 说明。

variant-secret-duel = 秘宝对决
seat-first = 甲
seat-second = 乙
seat-third = 丙
seat-fourth = 丁
piece-treasure = 宝藏

sd-syntax = 请写 `hide b2` 或 `probe c3`
sd-bad-cell = 格子范围是 a1 到 c3
sd-hiding-over = 藏宝阶段已经结束
sd-still-hiding = 还有人在藏宝
sd-probed-twice = { $cell } 已经探查过了
sd-own-cell = { $cell } 是你自己的宝藏
sd-hid = { $seat } 藏好了宝藏
sd-skill-hide = 藏宝
sd-skill-probe = 探查
sd-eliminated-found = 宝藏被找到
eliminated-found = 宝藏被找到
outcome-found = 宝藏被找到

rules-summary = 秘宝对决（测试游戏，3x3）：每位棋手先私讯我藏宝（`hide b2`），再轮流在频道探查一格（`probe c3`）；找到别人宝藏即淘汰对方。最后留下者获胜。
