//! Gateway events in: slash commands, autocomplete, buttons and plain messages become
//! `Request`s. Nothing here knows a rule of any game.

use super::deliver::{Reply, Shell};
use super::options;
use super::retry::retrying;
use referee_core::effect::Effect;
use referee_core::request::{Command, Place, Request, User};
use referee_core::tournaments::action::{TournamentAction, TournamentSettings};
use referee_core::words::{self, Lang};
use serenity::all::{
    AutocompleteChoice, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind,
    ConnectionStage, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseMessage, EventHandler, GuildId, Interaction, Message, Ready,
    ResumedEvent, ShardStageUpdateEvent,
};
use serenity::async_trait;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;
use tracing::Instrument;

/// Discord shows at most 25 autocomplete choices of at most 100 characters.
const MAX_CHOICES: usize = 25;
const CHOICE_CHARS: usize = 100;

pub struct Handler {
    shell: Arc<Shell>,
    guild_ids: Vec<u64>,
    unlisted_variants: Vec<String>,
    registered: AtomicBool,
}

impl Handler {
    pub fn new(shell: Arc<Shell>, connection: &super::Connection) -> Handler {
        Handler {
            shell,
            guild_ids: connection.guild_ids.clone(),
            unlisted_variants: connection.unlisted_variants.clone(),
            registered: AtomicBool::new(false),
        }
    }
}

fn user_of(user: &serenity::all::User) -> User {
    User {
        id: user.id.get(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    }
}

fn place(channel: u64, guild: Option<GuildId>) -> Place {
    Place {
        channel,
        guild: guild.map(|g| g.get()),
        dm: guild.is_none(),
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        self.shell.gateway().session(ctx.shard_id.0, false);
        // The shell keeps the first client's REST client; after a reconnect without an
        // intent only the new client learned the application id that webhooks need.
        self.shell.learn_application(ready.application.id);
        // The bot's own account is the computer opponent (`/play demon @Referee`).
        let me = referee_core::request::User {
            id: ready.user.id.get(),
            name: ready.user.name.clone(),
        };
        let _ = self
            .shell
            .blocking(move |referee| referee.computer_is(me))
            .await;
        self.shell.wake_computer();
        // Reconnects deliver READY again; commands only need registering once per run.
        if self.registered.swap(true, Ordering::SeqCst) {
            return;
        }
        let commands = super::commands::builders(&self.unlisted_variants);
        let result = if self.guild_ids.is_empty() {
            retrying("set_commands", || {
                serenity::all::Command::set_global_commands(&ctx.http, commands.clone())
            })
            .await
            .map(drop)
        } else {
            let mut result = Ok(());
            for guild in &self.guild_ids {
                let guild = GuildId::new((*guild).max(1));
                let set = retrying("set_commands", || {
                    guild.set_commands(&ctx.http, commands.clone())
                });
                result = result.and(set.await.map(drop));
            }
            result
        };
        if let Err(e) = result {
            tracing::error!(error = %e, "registering slash commands failed");
            self.registered.store(false, Ordering::SeqCst);
        }
    }

    async fn resume(&self, ctx: Context, _: ResumedEvent) {
        self.shell.gateway().session(ctx.shard_id.0, true);
    }

    async fn shard_stage_update(&self, _ctx: Context, event: ShardStageUpdateEvent) {
        let connected = matches!(event.new, ConnectionStage::Connected);
        self.shell.gateway().stage(event.shard_id.0, connected);
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let _running = self.shell.start_handling();
        let guild_locale = match &interaction {
            Interaction::Command(c) => c.guild_id.zip(c.guild_locale.as_deref()),
            Interaction::Component(c) => c.guild_id.zip(c.guild_locale.as_deref()),
            _ => None,
        };
        // Kept before the command runs, so its channel posts are already in that language.
        if let Some((guild, locale)) =
            guild_locale.and_then(|(g, l)| Some((g.get(), Lang::parse(l)?)))
        {
            self.shell
                .blocking(move |referee| referee.note_guild_locale(guild, locale))
                .await;
        }
        match interaction {
            Interaction::Command(command) => self.on_command(&ctx, &command).await,
            Interaction::Autocomplete(command) => self.on_autocomplete(&ctx, &command).await,
            Interaction::Component(component) => self.on_button(&ctx, &component).await,
            _ => {}
        }
    }

    async fn message(&self, ctx: Context, message: Message) {
        if message.author.bot || message.content.trim().is_empty() {
            return;
        }
        let _running = self.shell.start_handling();
        let started = Instant::now();
        let span = request_span(
            "text",
            message.author.id.get(),
            message.guild_id,
            ctx.shard_id.0,
        );
        let request = Request {
            user: user_of(&message.author),
            place: place(message.channel_id.get(), message.guild_id),
            command: Command::Text {
                text: message.content.clone(),
            },
            delivery_id: Some(message.id.to_string()),
            now: self.shell.now(),
            locale: None,
        };
        async {
            let effects = self.shell.handle(request).await;
            let moved = shows_a_board(&effects);
            self.shell.deliver(effects, None).await;
            if moved {
                record_move_latency(started);
            }
        }
        .instrument(span)
        .await;
    }
}

impl Handler {
    /// The language of a reply the shell words itself: the player's setting, else their
    /// client's locale.
    fn reader_lang(&self, user: &serenity::all::User, locale: &str) -> Lang {
        self.shell.lang_of(user.id.get(), Lang::parse(locale))
    }

    async fn on_command(&self, ctx: &Context, interaction: &CommandInteraction) {
        let command = match options::command(&interaction.data) {
            Ok(command) => command,
            Err(options::OptionError(refusal)) => {
                let lang = self.reader_lang(&interaction.user, &interaction.locale);
                let message = CreateInteractionResponseMessage::new()
                    .content(words::refusal(lang, &refusal))
                    .ephemeral(true);
                let response = CreateInteractionResponse::Message(message);
                if let Err(e) = respond(ctx, interaction, response).await {
                    tracing::warn!(error = %e, "refusing a command failed");
                }
                return;
            }
        };
        let command = with_member_rights(command, interaction);
        let mut ephemeral = options::is_private(&command);
        if !ephemeral && matches!(command, Command::Move { .. }) {
            // A move in a game with secret moves is answered to the mover only (§8.6).
            let probe = Request {
                user: user_of(&interaction.user),
                place: place(interaction.channel_id.get(), interaction.guild_id),
                command: command.clone(),
                delivery_id: None,
                now: self.shell.now(),
                locale: None,
            };
            ephemeral = self
                .shell
                .blocking(move |referee| referee.answers_privately(&probe))
                .await
                .unwrap_or(true);
        }
        // Discord wants an answer within 3 s; the real one follows as an edit.
        let defer = CreateInteractionResponseMessage::new().ephemeral(ephemeral);
        let deferred = respond(ctx, interaction, CreateInteractionResponse::Defer(defer)).await;
        if let Err(e) = deferred {
            tracing::warn!(
                command = %interaction.data.name,
                user = interaction.user.id.get(),
                guild = interaction.guild_id.map(|g| g.get()),
                error = %e,
                "deferring a command failed"
            );
            // Invoked in a thread a moderator locked: no answer is possible there, but the
            // command still runs and its posts go to the thread's parent channel (private
            // answers by DM), so the player is not left without a word.
            if discord_code(&e) == Some(THREAD_LOCKED) {
                let request = Request {
                    user: user_of(&interaction.user),
                    place: place(interaction.channel_id.get(), interaction.guild_id),
                    command,
                    delivery_id: Some(interaction.id.to_string()),
                    now: self.shell.now(),
                    locale: Lang::parse(&interaction.locale),
                };
                let effects = self.shell.handle(request).await;
                self.shell.deliver(effects, None).await;
            }
            return;
        }
        let interaction = Answering {
            token: &interaction.token,
            id: interaction.id.get(),
            channel: interaction.channel_id.get(),
            guild: interaction.guild_id,
            user: &interaction.user,
            upload_limit: interaction.attachment_size_limit as usize,
            locale: &interaction.locale,
            shard: ctx.shard_id.0,
        };
        self.answer(interaction, ephemeral, command).await;
    }

    async fn on_autocomplete(&self, ctx: &Context, interaction: &CommandInteraction) {
        let Some(command) = options::autocomplete(&interaction.data) else {
            return;
        };
        let request = Request {
            user: user_of(&interaction.user),
            place: place(interaction.channel_id.get(), interaction.guild_id),
            command,
            delivery_id: None,
            now: self.shell.now(),
            locale: Lang::parse(&interaction.locale),
        };
        let effects = self.shell.suggest(request).await;
        let choices: Vec<AutocompleteChoice> = effects
            .into_iter()
            .find_map(|effect| match effect {
                Effect::Choices {
                    choices, labels, ..
                } => Some((choices, labels)),
                _ => None,
            })
            .map(|(choices, labels)| {
                // Each value shown under its label (the picker's words) when it has one.
                let labels = labels.into_iter().map(Some).chain(std::iter::repeat(None));
                choices.into_iter().zip(labels).collect::<Vec<_>>()
            })
            .unwrap_or_default()
            .into_iter()
            .filter(|(choice, _)| !choice.is_empty() && choice.chars().count() <= CHOICE_CHARS)
            .take(MAX_CHOICES)
            .map(|(choice, label)| {
                let name = label
                    .filter(|l| !l.is_empty() && l.chars().count() <= CHOICE_CHARS)
                    .unwrap_or_else(|| choice.clone());
                AutocompleteChoice::new(name, choice)
            })
            .collect();
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        if let Err(e) = respond(ctx, interaction, response).await {
            tracing::debug!(error = %e, "answering autocomplete failed");
        }
    }

    async fn on_button(&self, ctx: &Context, interaction: &ComponentInteraction) {
        let value = match &interaction.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
            _ => None,
        };
        let command = Command::from_component(&interaction.data.custom_id, value.as_deref());
        let Some(command) = command else {
            let lang = self.reader_lang(&interaction.user, &interaction.locale);
            let message = CreateInteractionResponseMessage::new()
                .content(words::stale_button(lang))
                .ephemeral(true);
            let response = CreateInteractionResponse::Message(message);
            let answered = retrying("create_response", || {
                interaction.create_response(&ctx.http, response.clone())
            })
            .await;
            if let Err(e) = answered {
                tracing::warn!(error = %e, "answering a stale button failed");
            }
            return;
        };
        // A picker step edits the picker it was clicked on (type 6); the Move button opens
        // a picker only the clicker sees (ephemeral type 5); any other button answers
        // with a new public message (type 5), not an edit of the message holding it: the
        // challenge stays readable, and a resign confirmation was ephemeral.
        let in_place = matches!(command, Command::PickStep { .. });
        let ephemeral = in_place || matches!(command, Command::Pick { .. });
        let defer = if in_place {
            CreateInteractionResponse::Acknowledge
        } else {
            CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(ephemeral),
            )
        };
        if let Err(e) = retrying("create_response", || {
            interaction.create_response(&ctx.http, defer.clone())
        })
        .await
        {
            tracing::warn!(error = %e, "deferring a button failed");
            return;
        }
        let interaction = Answering {
            token: &interaction.token,
            id: interaction.id.get(),
            channel: interaction.channel_id.get(),
            guild: interaction.guild_id,
            user: &interaction.user,
            upload_limit: interaction.attachment_size_limit as usize,
            locale: &interaction.locale,
            shard: ctx.shard_id.0,
        };
        self.answer(interaction, ephemeral, command).await;
    }
}

/// Discord's "operation is not allowed on an archived thread": the thread is locked.
const THREAD_LOCKED: isize = 50083;

fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

/// `/abort force` and `/server` learn here whether the member may manage the server:
/// Discord sends the invoker's permissions in this channel with the interaction (none in
/// a DM).
fn with_member_rights(command: Command, interaction: &CommandInteraction) -> Command {
    let manages = || {
        interaction
            .member
            .as_ref()
            .and_then(|member| member.permissions)
            .is_some_and(|permissions| permissions.manage_guild())
    };
    match command {
        Command::AbortForce { game, .. } => Command::AbortForce {
            game,
            server_manager: manages(),
        },
        Command::Server { changes, .. } => Command::Server {
            changes,
            server_manager: manages(),
        },
        Command::Tournament {
            action: TournamentAction::Create(settings),
        } => Command::Tournament {
            action: TournamentAction::Create(TournamentSettings {
                server_manager: interaction
                    .member
                    .as_ref()
                    .and_then(|member| member.permissions)
                    .is_some_and(|permissions| permissions.manage_guild()),
                ..settings
            }),
        },
        Command::Tournament {
            action: TournamentAction::Cancel { tournament, .. },
        } => Command::Tournament {
            action: TournamentAction::Cancel {
                tournament,
                server_manager: interaction
                    .member
                    .as_ref()
                    .and_then(|member| member.permissions)
                    .is_some_and(|permissions| permissions.manage_guild()),
            },
        },
        other => other,
    }
}

/// The initial response to a command or autocomplete, retried while rate limited.
async fn respond(
    ctx: &Context,
    interaction: &CommandInteraction,
    response: CreateInteractionResponse,
) -> serenity::Result<()> {
    retrying("create_response", || {
        interaction.create_response(&ctx.http, response.clone())
    })
    .await
}

/// What a slash command and a button click share: enough to build a Request and answer it.
struct Answering<'a> {
    token: &'a str,
    id: u64,
    channel: u64,
    guild: Option<GuildId>,
    user: &'a serenity::all::User,
    upload_limit: usize,
    /// The clicker's Discord client language (`en-US`, `zh-CN`…).
    locale: &'a str,
    shard: u32,
}

/// The span every event of one request is logged in: ids only, never the request's text.
fn request_span(
    command: &'static str,
    user: u64,
    guild: Option<GuildId>,
    shard: u32,
) -> tracing::Span {
    tracing::info_span!(
        "request",
        command,
        user,
        guild = guild.map(|g| g.get()),
        shard
    )
}

/// A move was accepted and its board is on its way: an effect carries an image.
fn shows_a_board(effects: &[Effect]) -> bool {
    effects.iter().any(|effect| match effect {
        Effect::Post { image, .. }
        | Effect::Ephemeral { image, .. }
        | Effect::Private { image, .. } => image.is_some(),
        _ => false,
    })
}

/// From the move's arrival to its board delivered (posted or answered).
fn record_move_latency(started: Instant) {
    metrics::histogram!("referee_move_post_seconds").record(started.elapsed().as_secs_f64());
}

impl Handler {
    /// Hand one deferred interaction to the core and deliver its effects as the answer.
    async fn answer(&self, interaction: Answering<'_>, ephemeral: bool, command: Command) {
        let started = Instant::now();
        let is_move = matches!(command, Command::Move { .. });
        let span = request_span(
            command.name(),
            interaction.user.id.get(),
            interaction.guild,
            interaction.shard,
        );
        let reply = Reply {
            token: interaction.token.to_string(),
            channel: interaction.channel,
            user: interaction.user.id.get(),
            ephemeral,
            dm: interaction.guild.is_none(),
            upload_limit: interaction.upload_limit,
        };
        let request = Request {
            user: user_of(interaction.user),
            place: place(reply.channel, interaction.guild),
            command,
            delivery_id: Some(interaction.id.to_string()),
            now: self.shell.now(),
            locale: Lang::parse(interaction.locale),
        };
        async {
            let effects = self.shell.handle(request).await;
            let moved = is_move && shows_a_board(&effects);
            self.shell.deliver(effects, Some(&reply)).await;
            if moved {
                record_move_latency(started);
            }
        }
        .instrument(span)
        .await;
    }
}
