# Sword and Magic Chess (劍與魔法象棋): names, refusals, events and /rules pages.

variant-sword-magic = Sword and Magic Chess
seat-white = White
seat-black = Black

## Pieces
piece-princess = Princess
piece-elf-queen = Elf Queen
piece-summoner = Summoner
piece-witch = Witch
piece-swordsman = Swordsman
piece-goblin = Goblin
piece-sword-saint = Sword Saint
piece-mammoth-trooper = Mammoth Trooper
piece-archer = Archer
piece-dire-wolf = Dire Wolf
piece-paladin = Paladin
piece-hellhound = Hellhound
piece-mage = Mage
piece-vampire = Vampire
piece-archmage = Archmage
piece-dark-mage = Dark Mage
piece-sage = Sage
piece-necromancer = Necromancer
piece-familiar = Familiar
piece-wraith = Wraith
piece-high-familiar = High Familiar
piece-spirit = Spirit
piece-hero = Hero
piece-demon-lord = Demon Lord
piece-champion = Champion
piece-nightmare = Nightmare
piece-angel = Angel
piece-fallen-angel = Fallen Angel
piece-goddess = Goddess
piece-demon-god = Demon God

## Refusals, skills, deaths, outcomes
NO_PIECE = There is no piece there
NOT_YOUR_PIECE = That is not your piece
WRONG_MARK = Wrong capture mark
SKILL_NOT_AVAILABLE = Skill not available
SKILL_BAD_TARGET = Bad skill target
sm-not-a-square = { $text } is not a square (a1 to h8)
sm-empty = the command is empty; write a move such as `e2-e4`
sm-vanish-syntax = write `vanish <square>`, e.g. `vanish c8`
sm-squares = squares are a1 to h8
sm-teleport-syntax = write `teleport <from>-<to>`, e.g. `teleport c1-h6`
sm-skill-after-capture = a skill is written after the capture that earns it, e.g. `e4xe5 +summon@f5`
sm-move-syntax = write a move such as `e2-e4` or `e4xd5`, or `vanish c8`, `teleport c1-h6`
sm-revive-syntax = write `+revive:<piece>@<square>`, e.g. `+revive:swordsman@c3`
sm-unknown-piece = there is no piece called `{ $token }`; use an id such as `familiar`, a letter such as `f`, or a name such as 使魔
sm-summon-syntax = write `+summon@<square>`, e.g. `+summon@f5`
sm-not-capture-skill = teleport and vanish are turns of their own, not capture skills
sm-skill-syntax = skills are written `+revive:<piece>@<square>`, `+summon@<square>` or `+hero-call:<square>`
sm-name-a-square = name a square from a1 to h8, e.g. `e2`
sm-no-piece = There is no piece on { $at }
    .whole = yes
sm-not-yours = The { $piece } on { $at } is not yours
    .whole = yes
sm-cannot-go = the { $piece } on { $from } cannot go to { $to }; `/hint { $from }` shows where it can go
sm-quiet-not-capture = { $to } is empty, so this is a quiet move: write `{ $move }`
sm-skill-needs-capture = skills come only with a capture, and this move captures nothing
sm-cannot-vanish = only a familiar or high familiar on the enemy back rank can vanish
sm-cannot-teleport = only an archmage can teleport; the piece on { $at } is a { $piece }
sm-teleport-occupied = a teleport needs an empty square, and { $at } is occupied
sm-no-capturer = no piece made the capture
sm-skill-wrong-piece = only a { $needed } can { $skill }; this capture was made by a { $capturer }
sm-revive-spent = this sage has already used its revive
sm-not-revivable = a { $piece } cannot be revived; only an archer, familiar, hero, mage, sage, summoner or swordsman can
sm-not-in-graveyard = there is no { $piece } in your graveyard
sm-not-empty = { $at } is not empty
sm-hero-already = you already have a hero, champion or angel on the board
sm-hero-not-princess = the princess cannot be replaced by the hero
sm-hero-needs-own = hero-call replaces one of your own pieces, and { $at } holds none
sm-skill-revive = revive
sm-skill-summon = summon
sm-skill-hero-call = hero call
sm-skill-vanish = vanish
sm-skill-teleport = teleport
sm-death-link = its sage died
sm-death-vanish = vanished
sm-death-hero-call = replaced by a hero
sm-graveyard-white = White graveyard
sm-graveyard-black = Black graveyard
outcome-princess = the princess was captured
outcome-goddess = the goddess appeared
outcome-fifty = fifty-move rule
rules-summary = Sword and Magic Chess: an 8x8 chess variant with skills (revive, summon, vanish, teleport, hero call) and promotions. Capture the enemy princess, or bring your goddess into play, to win. Write moves as `e2-e3` (`x` or `-` for captures); /hint <square> shows where a piece may go, and `/rules sword-magic <piece>` (e.g. `swordsman`, `goblin` or `剑士`) how it moves and its skill.

## /rules piece pages
sm-page-princess = **Princess (公主)** — White; Black's is the **Elf Queen (精灵女王)**, which moves the same way.
    Moves: One square in any direction, straight or diagonal; she captures the same way. No castling, and she may step onto an attacked square. If she is captured, her side loses.
    Skill: Hero-call: when she captures and her side has no hero, champion or angel on the board, one of your own pieces other than her may be replaced by a new hero, e.g. `d4xd5 +hero-call:c1`. Each of her captures also raises every own hero-line piece one stage (hero → champion → angel → goddess); a goddess wins the game.
sm-page-summoner = **Summoner (召唤师)** — White; Black's is the **Witch (女巫)**, which moves the same way.
    Moves: One square along a rank or file; if that square holds your own piece, it hops over the whole unbroken run of your own pieces and lands on the first square after it. It moves there if it is empty and captures if it holds an enemy; it never jumps an enemy piece.
    Skill: Summon: after any capture it may place a new familiar on an empty square, e.g. `e4xe5 +summon@f5`. There is no limit.
sm-page-swordsman = **Swordsman (剑士)** — White; Black's is the **Goblin (哥布林)**, which moves the same way.
    Moves: One or two squares along a rank or file, without jumping; it captures the same way.
    Skill: Capturing promotes it to Sword Saint (Black: Mammoth Trooper).
sm-page-sword_saint = **Sword Saint (剑圣)** — White; Black's is the **Mammoth Trooper (巨象兵)**, which moves the same way.
    Moves: One or two squares along a rank or file like the swordsman, and it may also capture (never move) one square diagonally.
sm-page-archer = **Archer (弓箭手)** — White; Black's is the **Dire Wolf (恶狼)**, which moves the same way.
    Moves: Any distance straight forward, never backward. On its own back rank it may also slide sideways any distance. It captures the same way, and on the enemy back rank it cannot move.
    Skill: Capturing promotes it to Paladin (Black: Hellhound).
sm-page-paladin = **Paladin (圣骑士)** — White; Black's is the **Hellhound (地狱犬)**, which moves the same way.
    Moves: Moves like the archer, plus the knight's leap (two squares one way and one to the side), jumping over any piece in between.
sm-page-mage = **Mage (魔法使)** — White; Black's is the **Vampire (吸血鬼)**, which moves the same way.
    Moves: Any distance diagonally, like a bishop; it captures the same way.
    Skill: Capturing promotes it to Archmage (Black: Dark Mage), unless it is sealed.
sm-page-archmage = **Archmage (魔导士)** — White; Black's is the **Dark Mage (黑法师)**, which moves the same way.
    Moves: Any distance diagonally, like the mage.
    Skill: Teleport: as a whole turn it may jump to any empty square, e.g. `teleport c1-h6`; it cannot capture that way, and it becomes a sealed mage that can never promote again.
sm-page-sage = **Sage (贤者)** — White; Black's is the **Necromancer (死灵术士)**, which moves the same way.
    Moves: One square diagonally; it captures the same way.
    Skill: Revive, once in its life: when it captures, it may bring back an archer, familiar, hero, mage, sage, summoner or swordsman from your graveyard onto an empty square, e.g. `d4xe5 +revive:swordsman@c3`. The sage is then sealed, and the revived piece is linked to it: if the sage dies, the piece dies too.
sm-page-familiar = **Familiar (使魔)** — White; Black's is the **Wraith (恶灵)**, which moves the same way.
    Moves: One square straight forward; it captures the same way (not diagonally). No double step, and it has no move on the enemy back rank.
    Skill: Capturing promotes it to High Familiar (Black: Spirit). Vanish: on the enemy back rank it may leave the board as a whole turn, e.g. `vanish c8`.
sm-page-high_familiar = **High Familiar (高阶使魔)** — White; Black's is the **Spirit (精灵)**, which moves the same way.
    Moves: One square straight forward or diagonally forward; it captures the same way.
    Skill: Vanish: on the enemy back rank it may leave the board as a whole turn, e.g. `vanish c8`.
sm-page-hero = **Hero (勇者)** — White; Black's is the **Demon Lord (魔王)**, which moves the same way.
    Moves: Any distance along a rank or file, like a rook; it captures the same way.
    Skill: It enters only by the princess's hero-call or by revive. Each capture by your princess raises it one stage: hero → champion → angel → goddess.
sm-page-champion = **Champion (英雄)** — White; Black's is the **Nightmare (梦魇)**, which moves the same way.
    Moves: Any distance along a rank or file, plus one square diagonally; it captures the same way.
    Skill: The next capture by your princess makes it an angel.
sm-page-angel = **Angel (天使)** — White; Black's is the **Fallen Angel (堕天使)**, which moves the same way.
    Moves: Any distance in any direction, like a queen; it captures the same way.
    Skill: The next capture by your princess makes it the goddess, and the goddess's arrival wins the game.
sm-page-goddess = **Goddess (女神)** — White; Black's is the **Demon God (魔神)**, which moves the same way.
    Moves: It never moves: its arrival (an angel promoted by a princess capture) ends the game in its side's favour.

## Short piece names for `/settings pieces:words` (short-<id>): at most two words, each a few letters, drawn on a disc
short-princess = Prin
short-elf-queen = Elf Qn
short-summoner = Summ
short-witch = Wtch
short-swordsman = Swd
short-goblin = Gob
short-sword-saint = Swd Snt
short-mammoth-trooper = Mmth
short-archer = Arch
short-dire-wolf = Wolf
short-paladin = Pal
short-hellhound = Hell Hnd
short-mage = Mage
short-vampire = Vamp
short-archmage = Arch Mage
short-dark-mage = Dark Mage
short-sage = Sage
short-necromancer = Necr
short-familiar = Fam
short-wraith = Wrth
short-high-familiar = High Fam
short-spirit = Spir
short-hero = Hero
short-demon-lord = Dem Lord
short-champion = Chmp
short-nightmare = Nght Mare
short-angel = Angl
short-fallen-angel = Fall Angl
short-goddess = Gdss
short-demon-god = Dem God
