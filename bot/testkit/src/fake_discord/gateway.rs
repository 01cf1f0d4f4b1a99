//! The gateway WebSocket: HELLO, IDENTIFY → READY, heartbeat ACKs, dispatches, and the
//! ways Discord loses a connection — op 7 (reconnect), op 9 (invalid session), close
//! codes, a dropped socket — with RESUME replaying what the bot missed, then RESUMED.

use super::objects;
use super::shards::{self, Shard, INVALID_SHARD};
use super::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxumState;
use axum::response::Response;
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::mpsc;

/// What one live connection is told to send (or do) next.
pub enum Control {
    Frame(Value),
    /// Op 7: the client should reconnect and resume.
    Reconnect,
    /// Op 9: the session is invalid; `true` if it may still be resumed.
    InvalidSession(bool),
    Close(u16),
    /// End the connection without a close frame, as a network failure does.
    Drop,
}

/// A gateway session: it outlives its connection, so a RESUME can replay what was
/// dispatched meanwhile.
struct Session {
    id: String,
    shard: Shard,
    seq: u64,
    backlog: Vec<Value>,
    /// (connection id, its outbox) while connected.
    live: Option<(u64, mpsc::UnboundedSender<Control>)>,
}

#[derive(Default)]
pub struct Sessions {
    list: Vec<Session>,
    pub identified: u64,
    pub resumed: u64,
    /// Events dispatched per shard id.
    pub dispatched: std::collections::HashMap<u32, u64>,
}

impl Sessions {
    /// Send an event on the newest session of its shard (see `shards`); buffered while
    /// that session is disconnected, lost (as on Discord) when its shard never connected.
    /// False when no bot ever identified.
    pub fn dispatch(&mut self, kind: &str, data: Value) -> bool {
        let Some(total) = self.list.last().map(|s| s.shard[1]) else {
            return false;
        };
        let shard = [shards::shard_of(&data, total), total];
        *self.dispatched.entry(shard[0]).or_default() += 1;
        let Some(session) = self.list.iter_mut().rev().find(|s| s.shard == shard) else {
            return true;
        };
        session.seq += 1;
        let frame = json!({ "op": 0, "s": session.seq, "t": kind, "d": data });
        session.backlog.push(frame.clone());
        if let Some((_, tx)) = &session.live {
            let _ = tx.send(Control::Frame(frame));
        }
        true
    }

    pub fn control(&mut self, control: Control) -> bool {
        match self.list.last().and_then(|s| s.live.as_ref()) {
            Some((_, tx)) => tx.send(control).is_ok(),
            None => false,
        }
    }

    pub fn connected(&self) -> bool {
        self.list.last().is_some_and(|s| s.live.is_some())
    }

    /// Whether a connection other than `me` holds `shard`.
    pub fn holds(&self, shard: Shard, me: u64) -> bool {
        self.list
            .iter()
            .any(|s| s.shard == shard && s.live.as_ref().is_some_and(|(c, _)| *c != me))
    }

    pub fn live_shards(&self) -> Vec<Shard> {
        let mut live: Vec<Shard> = self
            .list
            .iter()
            .filter(|s| s.live.is_some())
            .map(|s| s.shard)
            .collect();
        live.sort_unstable();
        live
    }

    fn detach(&mut self, connection: u64) {
        for session in &mut self.list {
            if session.live.as_ref().is_some_and(|(c, _)| *c == connection) {
                session.live = None;
            }
        }
    }
}

pub async fn upgrade(AxumState(state): AxumState<Arc<State>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| connection(state, socket))
}

async fn send(socket: &mut WebSocket, frame: &Value) -> bool {
    socket
        .send(Message::Text(frame.to_string().into()))
        .await
        .is_ok()
}

async fn connection(state: Arc<State>, mut socket: WebSocket) {
    while state.held.load(std::sync::atomic::Ordering::SeqCst) {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 5000 } });
    if !send(&mut socket, &hello).await {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Control>();
    let me = state.next_id();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let Ok(text) = message.to_text() else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(text) else { continue };
                let replies = match frame["op"].as_u64() {
                    Some(1) => vec![json!({ "op": 11 })],
                    Some(2) => {
                        let intents = frame["d"]["intents"].as_u64().unwrap_or(0);
                        if !state.grant(intents) {
                            // As Discord does for a privileged intent the portal has not
                            // enabled.
                            close(&mut socket, 4014, "Disallowed intent(s).").await;
                            break;
                        }
                        let shard = shards::requested(&frame);
                        if state.shard_taken(shard, me).await {
                            close(&mut socket, INVALID_SHARD, "Shard already connected.").await;
                            break;
                        }
                        vec![identify(&state, me, &tx, shard)]
                    }
                    Some(6) => resume(&state, me, &tx, &frame["d"]),
                    _ => Vec::new(),
                };
                for reply in replies {
                    if !send(&mut socket, &reply).await {
                        break;
                    }
                }
            }
            outgoing = rx.recv() => {
                let sent = match outgoing {
                    Some(Control::Frame(frame)) => send(&mut socket, &frame).await,
                    Some(Control::Reconnect) => send(&mut socket, &json!({ "op": 7, "d": null })).await,
                    Some(Control::InvalidSession(resumable)) => {
                        send(&mut socket, &json!({ "op": 9, "d": resumable })).await
                    }
                    Some(Control::Close(code)) => {
                        close(&mut socket, code, "closed by the fake Discord").await;
                        false
                    }
                    Some(Control::Drop) | None => false,
                };
                if !sent {
                    break;
                }
            }
        }
    }
    super::lock(&state.gateway).detach(me);
}

async fn close(socket: &mut WebSocket, code: u16, reason: &str) {
    let frame = CloseFrame {
        code,
        reason: reason.to_string().into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// A new session of `shard`: READY is its first event.
fn identify(state: &State, me: u64, tx: &mpsc::UnboundedSender<Control>, shard: Shard) -> Value {
    let id = format!("session-{}", state.next_id());
    let ready = json!({
        "op": 0,
        "s": 1,
        "t": "READY",
        "d": {
            "v": 10,
            "user": objects::user(state.app_id, "referee", true),
            "guilds": [],
            "session_id": id,
            "resume_gateway_url": state.gateway_url(),
            "application": { "id": state.app_id.to_string(), "flags": 0 },
            "shard": shard,
        }
    });
    let mut sessions = super::lock(&state.gateway);
    // The connection re-identifying leaves its old session (op 9).
    for session in sessions.list.iter_mut().filter(|s| s.shard == shard) {
        session.live = None;
    }
    sessions.list.push(Session {
        id,
        shard,
        seq: 1,
        backlog: Vec::new(),
        live: Some((me, tx.clone())),
    });
    sessions.identified += 1;
    ready
}

/// Replay what the session missed after the client's last sequence number, then RESUMED;
/// an unknown session gets op 9 (not resumable).
fn resume(state: &State, me: u64, tx: &mpsc::UnboundedSender<Control>, data: &Value) -> Vec<Value> {
    let wanted = data["session_id"].as_str().unwrap_or_default();
    let last_seen = data["seq"].as_u64().unwrap_or(0);
    let mut sessions = super::lock(&state.gateway);
    let Some(index) = sessions.list.iter().position(|s| s.id == wanted) else {
        return vec![json!({ "op": 9, "d": false })];
    };
    sessions.resumed += 1;
    let session = &mut sessions.list[index];
    session.live = Some((me, tx.clone()));
    let mut frames: Vec<Value> = session
        .backlog
        .iter()
        .filter(|frame| frame["s"].as_u64().is_some_and(|s| s > last_seen))
        .cloned()
        .collect();
    session.seq += 1;
    frames.push(json!({ "op": 0, "s": session.seq, "t": "RESUMED", "d": {} }));
    frames
}
