//! A season of rated games through the real `referee local` binary
//! (`tests/referee/scripts/ratings-season.txt`): rating changes in the result posts,
//! casual games left alone, the 四国 team result, and `/profile` and `/leaderboard` with
//! their pictures in English and in Chinese.

use crate::scripted::{run_script, text};
use serde_json::Value;
use std::path::Path;

fn run(out: &Path) -> Vec<Value> {
    run_script("ratings-season.txt", out)
}

/// The answers `who` alone saw to the command that asked for them, with their image.
fn answers<'a>(lines: &'a [Value], who: &str) -> Vec<&'a Value> {
    lines
        .iter()
        .filter(|l| l["to"] == "ephemeral" && l["user"] == who && l["error"] != true)
        .collect()
}

#[test]
fn a_season_of_rated_games_shows_in_profiles_and_leaderboards() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run(dir.path());
    // The one refusal: a takeback in a rated game.
    let errors: Vec<&str> = lines
        .iter()
        .filter(|l| l["error"] == true)
        .map(text)
        .collect();
    assert_eq!(
        errors,
        ["Game #1 is rated: there are no takebacks in rated games."]
    );

    let results: Vec<&str> = lines
        .iter()
        .filter(|l| {
            l["to"] == "channel"
                && l["game"]["status"]
                    .as_str()
                    .is_some_and(|s| s.starts_with("finished"))
        })
        .map(text)
        .collect();
    // Seven games end: six rated (three sword-magic, two demon, one 四国) and a casual one.
    assert_eq!(results.len(), 7, "{results:#?}");
    let rated: Vec<&&str> = results.iter().filter(|t| t.contains("Ratings: ")).collect();
    assert_eq!(rated.len(), 6, "{results:#?}");
    // First game between newcomers: ±242 each, both provisional.
    assert!(
        results[0].contains("Ratings: @alice 1742? (+242), @bob 1258? (-242)"),
        "{}",
        results[0]
    );
    // The draw between carol and alice, and the casual game that changes nothing.
    assert!(results[2].contains("draw"), "{}", results[2]);
    assert!(!results[3].contains("Ratings"), "{}", results[3]);
    // 四国: the East–West team won, both of them gain.
    let siguo = results[6];
    assert!(siguo.contains("@bob") && siguo.contains("@dave"), "{siguo}");
    for (player, sign) in [
        ("@alice", "-"),
        ("@bob", "+"),
        ("@carol", "-"),
        ("@dave", "+"),
    ] {
        assert!(
            siguo.contains(&format!("{player} ")) && siguo.contains(&format!("({sign}")),
            "{siguo}"
        );
    }

    let alice = answers(&lines, "alice");
    let profile = text(alice[alice.len() - 1]);
    assert!(profile.contains("**Sword and Magic Chess** 1"), "{profile}");
    assert!(profile.contains("1 won, 1 drawn, 0 lost"), "{profile}");
    assert!(profile.contains("**Demon War Chess**"), "{profile}");
    let image = alice[alice.len() - 1]["image"].as_str().expect("a chart");
    assert!(Path::new(image).exists(), "{image}");

    let bob = answers(&lines, "bob");
    let board = bob
        .iter()
        .map(|l| text(l))
        .find(|t| t.contains("best settled ratings"))
        .expect("leaderboard");
    // Nobody has settled after a handful of games: bob is told where he stands.
    assert!(board.contains("Nobody is listed yet"), "{board}");
    assert!(board.contains("You: 1"), "{board}");
    let chinese: Vec<&str> = bob
        .iter()
        .map(|l| text(l))
        .filter(|t| t.contains("等级分"))
        .collect();
    assert!(
        chinese.iter().any(|t| t.contains("在本服务器的等级分")),
        "{chinese:#?}"
    );
    assert!(
        chinese
            .iter()
            .any(|t| t.contains("魔神战棋") && t.contains("前几名")),
        "{chinese:#?}"
    );
    let carol = answers(&lines, "carol");
    let traditional = text(carol[carol.len() - 1]);
    assert!(traditional.contains("在本伺服器的等級分"), "{traditional}");

    // dave played only the 四国 game.
    let dave = answers(&lines, "dave");
    assert!(
        text(dave[0]).contains("四国") || text(dave[0]).contains("Army Chess"),
        "{}",
        text(dave[0])
    );
}
