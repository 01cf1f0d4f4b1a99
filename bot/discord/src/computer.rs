//! The computer opponent's thinking: takes what the core says a computer owes, thinks on
//! a bounded pool of blocking threads (`computer_threads`; excess turns queue) and plays
//! the answer as the bot. Never on the async threads, never holding a game's lock.

use super::deliver::Shell;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::task::JoinHandle;

/// Look at the agenda at least this often anyway (a timeout or a tick can leave the
/// computer to move without a request).
const LONGEST_SLEEP: Duration = Duration::from_secs(5);

pub fn spawn(shell: Arc<Shell>, threads: usize) -> JoinHandle<()> {
    let slots = Arc::new(Semaphore::new(threads.max(1)));
    tokio::spawn(async move {
        loop {
            let tasks = shell
                .blocking(|referee| referee.computer_work())
                .await
                .unwrap_or_default();
            for task in tasks {
                let Ok(slot) = Arc::clone(&slots).acquire_owned().await else {
                    return;
                };
                let shell = Arc::clone(&shell);
                tokio::spawn(async move {
                    let task = Arc::new(task);
                    let thinking = Arc::clone(&task);
                    let command = tokio::task::spawn_blocking(move || thinking.think())
                        .await
                        .ok()
                        .flatten();
                    drop(slot);
                    let Some(command) = command else {
                        return;
                    };
                    let now = shell.now();
                    let effects = shell
                        .blocking(move |referee| referee.computer_submit(&task, command, now))
                        .await
                        .unwrap_or_default();
                    shell.rearm();
                    shell.deliver(effects, None).await;
                    shell.wake_computer();
                });
            }
            shell.wait_for_computer(LONGEST_SLEEP).await;
        }
    })
}
