//! The deadline timer: sleeps until the core's next wakeup (re-armed after every
//! action), then delivers what `tick` says — reminders, timeouts.

use super::deliver::Shell;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;

/// Wake at least this often anyway, so a changed clock or a missed re-arm costs little.
const LONGEST_SLEEP: Duration = Duration::from_secs(60);
/// After a re-arm, let more actions arrive before asking the store again: a busy bot
/// re-arms on every move, and deadlines are minutes to days away.
const COALESCE: Duration = Duration::from_millis(500);

pub fn spawn(shell: Arc<Shell>) -> JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            let next = shell
                .blocking(|referee| referee.next_wakeup())
                .await
                .flatten();
            let now = shell.now();
            match next {
                Some(at) if at <= now => {
                    let effects = shell.blocking(move |referee| referee.tick(now)).await;
                    shell.deliver(effects.unwrap_or_default(), None).await;
                    let again = shell
                        .blocking(|referee| referee.next_wakeup())
                        .await
                        .flatten();
                    if again.is_some_and(|at| at <= now) {
                        // Nothing moved the deadline on: don't spin, try again shortly.
                        let _ = shell.wait_for_rearm(Duration::from_secs(1)).await;
                    }
                }
                Some(at) => {
                    let wait = Duration::from_secs(at - now).min(LONGEST_SLEEP);
                    if shell.wait_for_rearm(wait).await {
                        tokio::time::sleep(COALESCE).await;
                    }
                }
                None => {
                    if shell.wait_for_rearm(LONGEST_SLEEP).await {
                        tokio::time::sleep(COALESCE).await;
                    }
                }
            }
        }
    })
}
