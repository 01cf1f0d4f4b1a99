# 剑与魔法象棋：名称、拒绝、事件与 /rules 说明。

variant-sword-magic = 剑与魔法象棋
seat-white = 白方
seat-black = 黑方

## 棋子
piece-princess = 公主
piece-elf-queen = 精灵女王
piece-summoner = 召唤师
piece-witch = 女巫
piece-swordsman = 剑士
piece-goblin = 哥布林
piece-sword-saint = 剑圣
piece-mammoth-trooper = 巨象兵
piece-archer = 弓箭手
piece-dire-wolf = 恶狼
piece-paladin = 圣骑士
piece-hellhound = 地狱犬
piece-mage = 魔法使
piece-vampire = 吸血鬼
piece-archmage = 魔导士
piece-dark-mage = 黑法师
piece-sage = 贤者
piece-necromancer = 死灵术士
piece-familiar = 使魔
piece-wraith = 恶灵
piece-high-familiar = 高阶使魔
piece-spirit = 精灵
piece-hero = 勇者
piece-demon-lord = 魔王
piece-champion = 英雄
piece-nightmare = 梦魇
piece-angel = 天使
piece-fallen-angel = 堕天使
piece-goddess = 女神
piece-demon-god = 魔神

## 拒绝、技能、阵亡、结果
NO_PIECE = 那里没有棋子
NOT_YOUR_PIECE = 那不是你的棋子
WRONG_MARK = 吃子标记不符
SKILL_NOT_AVAILABLE = 无法使用技能
SKILL_BAD_TARGET = 技能目标不合规则
sm-not-a-square = { $text } 不是格子（a1 到 h8）
sm-empty = 指令是空的；请写着法，例如 `e2-e4`
sm-vanish-syntax = 请写 `vanish <格子>`，例如 `vanish c8`
sm-squares = 格子范围是 a1 到 h8
sm-teleport-syntax = 请写 `teleport <起点>-<终点>`，例如 `teleport c1-h6`
sm-skill-after-capture = 技能要写在触发它的吃子之后，例如 `e4xe5 +summon@f5`
sm-move-syntax = 请写着法，例如 `e2-e4`、`e4xd5`，或 `vanish c8`、`teleport c1-h6`
sm-revive-syntax = 请写 `+revive:<棋子>@<格子>`，例如 `+revive:swordsman@c3`
sm-unknown-piece = 没有叫 `{ $token }` 的棋子；请用代号如 `familiar`、字母如 `f`，或名称如「使魔」
sm-summon-syntax = 请写 `+summon@<格子>`，例如 `+summon@f5`
sm-not-capture-skill = 瞬间移动和消失各自是一整回合，不是吃子技能
sm-skill-syntax = 技能写法是 `+revive:<棋子>@<格子>`、`+summon@<格子>` 或 `+hero-call:<格子>`
sm-name-a-square = 请指定 a1 到 h8 的格子，例如 `e2`
sm-no-piece = { $at } 没有棋子
    .whole = yes
sm-not-yours = { $at } 的{ $piece }不是你的棋子
    .whole = yes
sm-cannot-go = { $from } 的{ $piece }不能走到 { $to }；用 `/hint { $from }` 查看它能去哪里
sm-quiet-not-capture = { $to } 是空格，这步没有吃子：请写 `{ $move }`
sm-skill-needs-capture = 技能只能随吃子使用，而这步没有吃子
sm-cannot-vanish = 只有位于敌方底线的使魔或高阶使魔可以消失
sm-cannot-teleport = 只有魔导士可以瞬间移动；{ $at } 的棋子是{ $piece }
sm-teleport-occupied = 瞬间移动需要空格，而 { $at } 有棋子
sm-no-capturer = 没有吃子的棋子
sm-skill-wrong-piece = 只有{ $needed }能{ $skill }；这次吃子的是{ $capturer }
sm-revive-spent = 这枚棋子已经用过复活
sm-not-revivable = { $piece }不能复活；只有弓箭手、使魔、勇者、魔法使、贤者、召唤师和剑士可以
sm-not-in-graveyard = 你的死棋区没有{ $piece }
sm-not-empty = { $at } 不是空格
sm-hero-already = 你场上已经有勇者、英雄或天使
sm-hero-not-princess = 公主不能被勇者取代
sm-hero-needs-own = 勇者召唤要取代一枚己方棋子，而 { $at } 没有己方棋子
sm-skill-revive = 复活
sm-skill-summon = 召唤
sm-skill-hero-call = 勇者召唤
sm-skill-vanish = 消失
sm-skill-teleport = 瞬间移动
sm-death-link = 与其相连的贤者阵亡
sm-death-vanish = 消失
sm-death-hero-call = 被勇者取代
sm-graveyard-white = 白方死棋区
sm-graveyard-black = 黑方死棋区
outcome-princess = 公主被吃
outcome-goddess = 女神降临
outcome-fifty = 五十回合规则
rules-summary = 剑与魔法象棋：8x8 棋盘，棋子有技能（复活、召唤、消失、瞬间移动、勇者召唤）与升变。吃掉对方公主或让女神降临即获胜。着法写作 `e2-e3`（吃子可写 `x` 或 `-`）；/hint <格子> 显示棋子可到之处，`/rules sword-magic <棋子>`（例如 `剑士`、`哥布林`）说明棋子的走法与技能。

## /rules 棋子说明
sm-page-princess = **公主（Princess）**：白方棋子；黑方对应的是**精灵女王（Elf Queen）**，走法相同。
    走法：向任一方向（直或斜）走一格，吃子方式相同。没有易位，可以走到受攻击的格子。公主被吃的一方输棋。
    技能：勇者召唤：她吃子时，若己方场上没有勇者、英雄或天使，可把一枚己方棋子（公主除外）换成新的勇者，例如 `d4xd5 +hero-call:c1`。她每吃一子，己方所有勇者系棋子升一阶（勇者 → 英雄 → 天使 → 女神）；女神降临即获胜。
sm-page-summoner = **召唤师（Summoner）**：白方棋子；黑方对应的是**女巫（Witch）**，走法相同。
    走法：沿直线走一格；若该格是己方棋子，就越过这一串连续的己方棋子，落在其后第一格。空格即移动，敌子即吃掉；不能越过敌子。
    技能：召唤：吃子后可在任一空格放一枚新的使魔，例如 `e4xe5 +summon@f5`，次数不限。
sm-page-swordsman = **剑士（Swordsman）**：白方棋子；黑方对应的是**哥布林（Goblin）**，走法相同。
    走法：沿直线走一到两格，不能越子；吃子方式相同。
    技能：吃子后升变为剑圣（黑方：巨象兵）。
sm-page-sword_saint = **剑圣（Sword Saint）**：白方棋子；黑方对应的是**巨象兵（Mammoth Trooper）**，走法相同。
    走法：与剑士一样沿直线走一到两格，另可斜向吃一格的敌子（斜向不能单纯移动）。
sm-page-archer = **弓箭手（Archer）**：白方棋子；黑方对应的是**恶狼（Dire Wolf）**，走法相同。
    走法：向前直走任意格，不能后退。在己方底线时也可横向滑行任意格。吃子方式相同；到达敌方底线后不能再动。
    技能：吃子后升变为圣骑士（黑方：地狱犬）。
sm-page-paladin = **圣骑士（Paladin）**：白方棋子；黑方对应的是**地狱犬（Hellhound）**，走法相同。
    走法：兼有弓箭手的走法，并可走「日」字（如西洋棋的骑士），可越过中间的任何棋子。
sm-page-mage = **魔法使（Mage）**：白方棋子；黑方对应的是**吸血鬼（Vampire）**，走法相同。
    走法：沿斜线走任意格（如象），吃子方式相同。
    技能：吃子后升变为魔导士（黑方：黑法师），但已封禁的不会升变。
sm-page-archmage = **魔导士（Archmage）**：白方棋子；黑方对应的是**黑法师（Dark Mage）**，走法相同。
    走法：与魔法使一样沿斜线走任意格。
    技能：瞬间移动：用一整回合移到任一空格，例如 `teleport c1-h6`；不能借此吃子，之后变回已封禁、不能再升变的魔法使。
sm-page-sage = **贤者（Sage）**：白方棋子；黑方对应的是**死灵术士（Necromancer）**，走法相同。
    走法：斜走一格，吃子方式相同。
    技能：复活（一生一次）：吃子时可从己方死棋区取回一枚弓箭手、使魔、勇者、魔法使、贤者、召唤师或剑士放到空格，例如 `d4xe5 +revive:swordsman@c3`。之后贤者被封禁，被复活的棋子与它相连：贤者死亡时，该棋子也一同死亡。
sm-page-familiar = **使魔（Familiar）**：白方棋子；黑方对应的是**恶灵（Wraith）**，走法相同。
    走法：向前直走一格，吃子方式相同（不斜吃）。没有首步两格；到达敌方底线后不能移动。
    技能：吃子后升变为高阶使魔（黑方：精灵）。消失：位于敌方底线时，可用一整回合离场，例如 `vanish c8`。
sm-page-high_familiar = **高阶使魔（High Familiar）**：白方棋子；黑方对应的是**精灵（Spirit）**，走法相同。
    走法：向前或斜前走一格，吃子方式相同。
    技能：消失：位于敌方底线时，可用一整回合离场，例如 `vanish c8`。
sm-page-hero = **勇者（Hero）**：白方棋子；黑方对应的是**魔王（Demon Lord）**，走法相同。
    走法：沿直线走任意格（如车），吃子方式相同。
    技能：只能经由公主的勇者召唤或复活上场。己方公主每吃一子，它升一阶：勇者 → 英雄 → 天使 → 女神。
sm-page-champion = **英雄（Champion）**：白方棋子；黑方对应的是**梦魇（Nightmare）**，走法相同。
    走法：沿直线走任意格，另可斜走一格；吃子方式相同。
    技能：己方公主再吃一子，它就升为天使。
sm-page-angel = **天使（Angel）**：白方棋子；黑方对应的是**堕天使（Fallen Angel）**，走法相同。
    走法：向任一方向走任意格（如后），吃子方式相同。
    技能：己方公主再吃一子，它就升为女神；女神降临即获胜。
sm-page-goddess = **女神（Goddess）**：白方棋子；黑方对应的是**魔神（Demon God）**，走法相同。
    走法：不会移动：天使因公主吃子升为女神时，该方立即获胜。

## `/settings pieces:words` 的棋子简称（short-<id>）：中文读者看到的就是棋子名
short-princess = 公主
short-elf-queen = 精灵女王
short-summoner = 召唤师
short-witch = 女巫
short-swordsman = 剑士
short-goblin = 哥布林
short-sword-saint = 剑圣
short-mammoth-trooper = 巨象兵
short-archer = 弓箭手
short-dire-wolf = 恶狼
short-paladin = 圣骑士
short-hellhound = 地狱犬
short-mage = 魔法使
short-vampire = 吸血鬼
short-archmage = 魔导士
short-dark-mage = 黑法师
short-sage = 贤者
short-necromancer = 死灵术士
short-familiar = 使魔
short-wraith = 恶灵
short-high-familiar = 高阶使魔
short-spirit = 精灵
short-hero = 勇者
short-demon-lord = 魔王
short-champion = 英雄
short-nightmare = 梦魇
short-angel = 天使
short-fallen-angel = 堕天使
short-goddess = 女神
short-demon-god = 魔神
