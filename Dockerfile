# The referee in a container: `docker build -t referee .`
# Stage 1 builds the release binary; stage 2 is a small Debian with that binary only.
# Fonts and data are embedded at build time, so the runtime image needs no files of ours.

FROM rust:1.95-bookworm AS builder
WORKDIR /src
COPY . .
# --locked: the image gets exactly the dependency versions the tests ran with.
RUN cargo build --release --locked -p referee --bin referee \
 && strip target/release/referee

FROM debian:bookworm-slim
# ca-certificates: TLS to Discord (and to PostgreSQL when it asks for TLS).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /var/lib/referee --create-home referee
COPY --from=builder /src/target/release/referee /usr/local/bin/referee
COPY config.example.toml /etc/referee/config.toml
USER referee
WORKDIR /var/lib/referee
# A sled store lives here (`store = "/var/lib/referee/store"`); keep it on a volume so it
# outlives the container. With a PostgreSQL store nothing is written here.
VOLUME ["/var/lib/referee"]
# GET /healthz on `metrics_addr` (docs/operations.md); passes when metrics are off.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["/usr/local/bin/referee", "--config", "/etc/referee/config.toml", "health"]
ENTRYPOINT ["/usr/local/bin/referee", "--config", "/etc/referee/config.toml"]
CMD ["serve"]
