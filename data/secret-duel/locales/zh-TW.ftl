# 秘寶對決（3x3 測試遊戲）：名稱、拒絕、事件與 /rules 說明。

variant-secret-duel = 秘寶對決
seat-first = 甲
seat-second = 乙
seat-third = 丙
seat-fourth = 丁
piece-treasure = 寶藏

sd-syntax = 請寫 `hide b2` 或 `probe c3`
sd-bad-cell = 格子範圍是 a1 到 c3
sd-hiding-over = 藏寶階段已經結束
sd-still-hiding = 還有人在藏寶
sd-probed-twice = { $cell } 已經探查過了
sd-own-cell = { $cell } 是你自己的寶藏
sd-hid = { $seat } 藏好了寶藏
sd-skill-hide = 藏寶
sd-skill-probe = 探查
sd-eliminated-found = 寶藏被找到
eliminated-found = 寶藏被找到
outcome-found = 寶藏被找到

rules-summary = 秘寶對決（測試遊戲，3x3）：每位棋手先私訊我藏寶（`hide b2`），再輪流在頻道探查一格（`probe c3`）；找到別人寶藏即淘汰對方。最後留下者獲勝。
