# 劍與魔法象棋：名稱、拒絕、事件與 /rules 說明。

variant-sword-magic = 劍與魔法象棋
seat-white = 白方
seat-black = 黑方

## 棋子
piece-princess = 公主
piece-elf-queen = 精靈女王
piece-summoner = 召喚師
piece-witch = 女巫
piece-swordsman = 劍士
piece-goblin = 哥布林
piece-sword-saint = 劍聖
piece-mammoth-trooper = 巨象兵
piece-archer = 弓箭手
piece-dire-wolf = 惡狼
piece-paladin = 聖騎士
piece-hellhound = 地獄犬
piece-mage = 魔法使
piece-vampire = 吸血鬼
piece-archmage = 魔導士
piece-dark-mage = 黑法師
piece-sage = 賢者
piece-necromancer = 死靈術士
piece-familiar = 使魔
piece-wraith = 惡靈
piece-high-familiar = 高階使魔
piece-spirit = 精靈
piece-hero = 勇者
piece-demon-lord = 魔王
piece-champion = 英雄
piece-nightmare = 夢魘
piece-angel = 天使
piece-fallen-angel = 墮天使
piece-goddess = 女神
piece-demon-god = 魔神

## 拒絕、技能、陣亡、結果
NO_PIECE = 那裡沒有棋子
NOT_YOUR_PIECE = 那不是你的棋子
WRONG_MARK = 吃子標記不符
SKILL_NOT_AVAILABLE = 無法使用技能
SKILL_BAD_TARGET = 技能目標不合規則
sm-not-a-square = { $text } 不是格子（a1 到 h8）
sm-empty = 指令是空的；請寫著法，例如 `e2-e4`
sm-vanish-syntax = 請寫 `vanish <格子>`，例如 `vanish c8`
sm-squares = 格子範圍是 a1 到 h8
sm-teleport-syntax = 請寫 `teleport <起點>-<終點>`，例如 `teleport c1-h6`
sm-skill-after-capture = 技能要寫在觸發它的吃子之後，例如 `e4xe5 +summon@f5`
sm-move-syntax = 請寫著法，例如 `e2-e4`、`e4xd5`，或 `vanish c8`、`teleport c1-h6`
sm-revive-syntax = 請寫 `+revive:<棋子>@<格子>`，例如 `+revive:swordsman@c3`
sm-unknown-piece = 沒有叫 `{ $token }` 的棋子；請用代號如 `familiar`、字母如 `f`，或名稱如「使魔」
sm-summon-syntax = 請寫 `+summon@<格子>`，例如 `+summon@f5`
sm-not-capture-skill = 瞬間移動和消失各自是一整回合，不是吃子技能
sm-skill-syntax = 技能寫法是 `+revive:<棋子>@<格子>`、`+summon@<格子>` 或 `+hero-call:<格子>`
sm-name-a-square = 請指定 a1 到 h8 的格子，例如 `e2`
sm-no-piece = { $at } 沒有棋子
    .whole = yes
sm-not-yours = { $at } 的{ $piece }不是你的棋子
    .whole = yes
sm-cannot-go = { $from } 的{ $piece }不能走到 { $to }；用 `/hint { $from }` 查看它能去哪裡
sm-quiet-not-capture = { $to } 是空格，這步沒有吃子：請寫 `{ $move }`
sm-skill-needs-capture = 技能只能隨吃子使用，而這步沒有吃子
sm-cannot-vanish = 只有位於敵方底線的使魔或高階使魔可以消失
sm-cannot-teleport = 只有魔導士可以瞬間移動；{ $at } 的棋子是{ $piece }
sm-teleport-occupied = 瞬間移動需要空格，而 { $at } 有棋子
sm-no-capturer = 沒有吃子的棋子
sm-skill-wrong-piece = 只有{ $needed }能{ $skill }；這次吃子的是{ $capturer }
sm-revive-spent = 這枚棋子已經用過復活
sm-not-revivable = { $piece }不能復活；只有弓箭手、使魔、勇者、魔法使、賢者、召喚師和劍士可以
sm-not-in-graveyard = 你的死棋區沒有{ $piece }
sm-not-empty = { $at } 不是空格
sm-hero-already = 你場上已經有勇者、英雄或天使
sm-hero-not-princess = 公主不能被勇者取代
sm-hero-needs-own = 勇者召喚要取代一枚己方棋子，而 { $at } 沒有己方棋子
sm-skill-revive = 復活
sm-skill-summon = 召喚
sm-skill-hero-call = 勇者召喚
sm-skill-vanish = 消失
sm-skill-teleport = 瞬間移動
sm-death-link = 與其相連的賢者陣亡
sm-death-vanish = 消失
sm-death-hero-call = 被勇者取代
sm-graveyard-white = 白方死棋區
sm-graveyard-black = 黑方死棋區
outcome-princess = 公主被吃
outcome-goddess = 女神降臨
outcome-fifty = 五十回合規則
rules-summary = 劍與魔法象棋：8x8 棋盤，棋子有技能（復活、召喚、消失、瞬間移動、勇者召喚）與升變。吃掉對方公主或讓女神降臨即獲勝。著法寫作 `e2-e3`（吃子可寫 `x` 或 `-`）；/hint <格子> 顯示棋子可到之處，`/rules sword-magic <棋子>`（例如 `劍士`、`哥布林`）說明棋子的走法與技能。

## /rules 棋子說明
sm-page-princess = **公主（Princess）**：白方棋子；黑方對應的是**精靈女王（Elf Queen）**，走法相同。
    走法：向任一方向（直或斜）走一格，吃子方式相同。沒有易位，可以走到受攻擊的格子。公主被吃的一方輸棋。
    技能：勇者召喚：她吃子時，若己方場上沒有勇者、英雄或天使，可把一枚己方棋子（公主除外）換成新的勇者，例如 `d4xd5 +hero-call:c1`。她每吃一子，己方所有勇者系棋子升一階（勇者 → 英雄 → 天使 → 女神）；女神降臨即獲勝。
sm-page-summoner = **召喚師（Summoner）**：白方棋子；黑方對應的是**女巫（Witch）**，走法相同。
    走法：沿直線走一格；若該格是己方棋子，就越過這一串連續的己方棋子，落在其後第一格。空格即移動，敵子即吃掉；不能越過敵子。
    技能：召喚：吃子後可在任一空格放一枚新的使魔，例如 `e4xe5 +summon@f5`，次數不限。
sm-page-swordsman = **劍士（Swordsman）**：白方棋子；黑方對應的是**哥布林（Goblin）**，走法相同。
    走法：沿直線走一到兩格，不能越子；吃子方式相同。
    技能：吃子後升變為劍聖（黑方：巨象兵）。
sm-page-sword_saint = **劍聖（Sword Saint）**：白方棋子；黑方對應的是**巨象兵（Mammoth Trooper）**，走法相同。
    走法：與劍士一樣沿直線走一到兩格，另可斜向吃一格的敵子（斜向不能單純移動）。
sm-page-archer = **弓箭手（Archer）**：白方棋子；黑方對應的是**惡狼（Dire Wolf）**，走法相同。
    走法：向前直走任意格，不能後退。在己方底線時也可橫向滑行任意格。吃子方式相同；到達敵方底線後不能再動。
    技能：吃子後升變為聖騎士（黑方：地獄犬）。
sm-page-paladin = **聖騎士（Paladin）**：白方棋子；黑方對應的是**地獄犬（Hellhound）**，走法相同。
    走法：兼有弓箭手的走法，並可走「日」字（如西洋棋的騎士），可越過中間的任何棋子。
sm-page-mage = **魔法使（Mage）**：白方棋子；黑方對應的是**吸血鬼（Vampire）**，走法相同。
    走法：沿斜線走任意格（如象），吃子方式相同。
    技能：吃子後升變為魔導士（黑方：黑法師），但已封禁的不會升變。
sm-page-archmage = **魔導士（Archmage）**：白方棋子；黑方對應的是**黑法師（Dark Mage）**，走法相同。
    走法：與魔法使一樣沿斜線走任意格。
    技能：瞬間移動：用一整回合移到任一空格，例如 `teleport c1-h6`；不能藉此吃子，之後變回已封禁、不能再升變的魔法使。
sm-page-sage = **賢者（Sage）**：白方棋子；黑方對應的是**死靈術士（Necromancer）**，走法相同。
    走法：斜走一格，吃子方式相同。
    技能：復活（一生一次）：吃子時可從己方死棋區取回一枚弓箭手、使魔、勇者、魔法使、賢者、召喚師或劍士放到空格，例如 `d4xe5 +revive:swordsman@c3`。之後賢者被封禁，被復活的棋子與它相連：賢者死亡時，該棋子也一同死亡。
sm-page-familiar = **使魔（Familiar）**：白方棋子；黑方對應的是**惡靈（Wraith）**，走法相同。
    走法：向前直走一格，吃子方式相同（不斜吃）。沒有首步兩格；到達敵方底線後不能移動。
    技能：吃子後升變為高階使魔（黑方：精靈）。消失：位於敵方底線時，可用一整回合離場，例如 `vanish c8`。
sm-page-high_familiar = **高階使魔（High Familiar）**：白方棋子；黑方對應的是**精靈（Spirit）**，走法相同。
    走法：向前或斜前走一格，吃子方式相同。
    技能：消失：位於敵方底線時，可用一整回合離場，例如 `vanish c8`。
sm-page-hero = **勇者（Hero）**：白方棋子；黑方對應的是**魔王（Demon Lord）**，走法相同。
    走法：沿直線走任意格（如車），吃子方式相同。
    技能：只能經由公主的勇者召喚或復活上場。己方公主每吃一子，它升一階：勇者 → 英雄 → 天使 → 女神。
sm-page-champion = **英雄（Champion）**：白方棋子；黑方對應的是**夢魘（Nightmare）**，走法相同。
    走法：沿直線走任意格，另可斜走一格；吃子方式相同。
    技能：己方公主再吃一子，它就升為天使。
sm-page-angel = **天使（Angel）**：白方棋子；黑方對應的是**墮天使（Fallen Angel）**，走法相同。
    走法：向任一方向走任意格（如后），吃子方式相同。
    技能：己方公主再吃一子，它就升為女神；女神降臨即獲勝。
sm-page-goddess = **女神（Goddess）**：白方棋子；黑方對應的是**魔神（Demon God）**，走法相同。
    走法：不會移動：天使因公主吃子升為女神時，該方立即獲勝。

## `/settings pieces:words` 的棋子簡稱（short-<id>）：中文讀者看到的就是棋子名
short-princess = 公主
short-elf-queen = 精靈女王
short-summoner = 召喚師
short-witch = 女巫
short-swordsman = 劍士
short-goblin = 哥布林
short-sword-saint = 劍聖
short-mammoth-trooper = 巨象兵
short-archer = 弓箭手
short-dire-wolf = 惡狼
short-paladin = 聖騎士
short-hellhound = 地獄犬
short-mage = 魔法使
short-vampire = 吸血鬼
short-archmage = 魔導士
short-dark-mage = 黑法師
short-sage = 賢者
short-necromancer = 死靈術士
short-familiar = 使魔
short-wraith = 惡靈
short-high-familiar = 高階使魔
short-spirit = 精靈
short-hero = 勇者
short-demon-lord = 魔王
short-champion = 英雄
short-nightmare = 夢魘
short-angel = 天使
short-fallen-angel = 墮天使
short-goddess = 女神
short-demon-god = 魔神
