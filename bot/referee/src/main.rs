//! `referee`: the Discord referee bot for Chinese board-game variants.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match referee::cli::parse(std::env::args_os()) {
        Ok(args) => args,
        Err(e) => {
            // Help and version are not errors; clap knows which is which.
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match referee::cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("referee: {e}");
            ExitCode::FAILURE
        }
    }
}
