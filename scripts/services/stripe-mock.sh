#!/usr/bin/env bash
# stripe-mock (MIT), Stripe's official mock of its API, for `npm run demo` (checkout, customer portal and webhooks
# of the upgrade journey without a Stripe account) and the billing tests. Built from source with Go and cached
# outside the clone like the other services; listens on 127.0.0.1 only.
#
#   scripts/services/stripe-mock.sh build    builds the binary once; reuses a built one (or STRIPE_MOCK_BIN)
#   scripts/services/stripe-mock.sh start    builds if needed, starts, waits until it answers
#   scripts/services/stripe-mock.sh stop     stops the server started by this script (by its PID file)
#   scripts/services/stripe-mock.sh status   says whether it runs and where
#   scripts/services/stripe-mock.sh path     prints the binary's path (building it if needed)
#
# Settings: STRIPE_MOCK_PORT (12111; HTTPS on the next port), STRIPE_MOCK_BIN (an existing binary, e.g. .ci/bin/stripe-mock),
# STRIPE_MOCK_CACHE_DIR (~/.cache/insolvenzmonitor).
set -euo pipefail

STRIPE_MOCK_VERSION=v0.203.0
PORT=${STRIPE_MOCK_PORT:-12111}
HTTPS_PORT=$((PORT + 1))
CACHE=${STRIPE_MOCK_CACHE_DIR:-$HOME/.cache/insolvenzmonitor}
BUILD_DIR=$CACHE/stripe-mock-${STRIPE_MOCK_VERSION#v}
BINARY=${STRIPE_MOCK_BIN:-$BUILD_DIR/bin/stripe-mock}
RUN=$CACHE/run/stripe-mock
PID_FILE=$RUN/stripe-mock-$PORT.pid
LOG_FILE=$RUN/stripe-mock-$PORT.log

log() { echo "stripe-mock: $*" >&2; }

running_pid() {
  [ -f "$PID_FILE" ] || return 1
  local pid
  pid=$(cat "$PID_FILE")
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

build() {
  [ -x "$BINARY" ] && return 0
  if [ -n "${STRIPE_MOCK_BIN:-}" ]; then
    log "STRIPE_MOCK_BIN=$STRIPE_MOCK_BIN is not an executable file"
    exit 1
  fi
  command -v go >/dev/null 2>&1 || { log "Go is required to build stripe-mock (or set STRIPE_MOCK_BIN)"; exit 1; }
  log "building stripe-mock $STRIPE_MOCK_VERSION into $BUILD_DIR (a minute or two the first time)"
  mkdir -p "$BUILD_DIR/bin"
  GOBIN="$BUILD_DIR/bin" GOFLAGS=-buildvcs=false go install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" \
    >"$CACHE/stripe-mock-build.log" 2>&1 || {
    log "build failed, last lines of $CACHE/stripe-mock-build.log:"
    tail -30 "$CACHE/stripe-mock-build.log" >&2
    exit 1
  }
  log "built $BINARY"
}

answers() {
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null
}

start() {
  local pid
  if pid=$(running_pid); then
    log "already running (pid $pid) on 127.0.0.1:$PORT"
    return 0
  fi
  build
  mkdir -p "$RUN"
  : >"$LOG_FILE"
  # An empty environment: stripe-mock reads PORT and STRIPE_MOCK_PORT itself (the app's port, ours), and only
  # the addresses given here are to apply. -https-addr too: with -http-addr alone it opens HTTPS on *:12112.
  nohup env -i "$BINARY" -http-addr "127.0.0.1:$PORT" -https-addr "127.0.0.1:$HTTPS_PORT" >>"$LOG_FILE" 2>&1 </dev/null &
  echo $! >"$PID_FILE"
  local waited=0
  until answers; do
    if ! running_pid >/dev/null; then
      log "exited during start, last lines of $LOG_FILE:"
      tail -30 "$LOG_FILE" >&2
      rm -f "$PID_FILE"
      exit 1
    fi
    if [ "$waited" -ge 200 ]; then
      log "did not accept connections within 20 s, see $LOG_FILE"
      stop
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  log "answers on http://127.0.0.1:$PORT (pid $(cat "$PID_FILE"))"
}

stop() {
  local pid
  if ! pid=$(running_pid); then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  kill "$pid"
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
  rm -f "$PID_FILE"
  log "stopped (pid $pid)"
}

status() {
  local pid
  if pid=$(running_pid); then
    echo "stripe-mock: running (pid $pid) on http://127.0.0.1:$PORT, log $LOG_FILE"
  else
    echo "stripe-mock: not running"
    return 3
  fi
}

case "${1:-}" in
  build) build ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  path) build && echo "$BINARY" ;;
  *)
    echo "Aufruf: scripts/services/stripe-mock.sh build|start|stop|status|path" >&2
    exit 2
    ;;
esac
