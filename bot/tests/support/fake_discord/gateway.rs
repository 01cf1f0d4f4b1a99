//! The gateway WebSocket: HELLO, IDENTIFY → READY, heartbeat ACKs, and dispatches.

use super::objects;
use super::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxumState;
use axum::response::Response;
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::mpsc;

pub async fn upgrade(AxumState(state): AxumState<Arc<State>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(state, socket))
}

async fn session(state: Arc<State>, mut socket: WebSocket) {
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 5000 } });
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<(String, Value)>();
    let mut seq = 0u64;
    let mut session_index = None;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let Ok(text) = message.to_text() else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(text) else { continue };
                let reply = match frame["op"].as_u64() {
                    Some(1) => Some(json!({ "op": 11 })),
                    Some(2) => {
                        seq += 1;
                        session_index = Some(state.add_session(tx.clone()));
                        Some(ready(&state, seq))
                    }
                    // Resuming is not supported: ask for a fresh IDENTIFY.
                    Some(6) => Some(json!({ "op": 9, "d": false })),
                    _ => None,
                };
                if let Some(reply) = reply {
                    if socket.send(Message::Text(reply.to_string().into())).await.is_err() {
                        break;
                    }
                }
            }
            outgoing = rx.recv() => {
                let Some((kind, data)) = outgoing else { break };
                seq += 1;
                let frame = json!({ "op": 0, "s": seq, "t": kind, "d": data });
                if socket.send(Message::Text(frame.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    if let Some(index) = session_index {
        state.remove_session(index);
    }
}

fn ready(state: &State, seq: u64) -> Value {
    json!({
        "op": 0,
        "s": seq,
        "t": "READY",
        "d": {
            "v": 10,
            "user": objects::user(state.app_id, "referee", true),
            "guilds": [],
            "session_id": format!("session-{seq}-{}", state.next_id()),
            "resume_gateway_url": state.gateway_url(),
            "application": { "id": state.app_id.to_string(), "flags": 0 },
        }
    })
}
