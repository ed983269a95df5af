#!/usr/bin/env bash
# FerretDB v1.24.2 (Apache-2.0), a MongoDB-wire server on an SQLite backend, as the MongoDB TEST SERVER of the
# MongoDB read-store tests (no real mongod can be downloaded here). A test double, never a production store: it
# lacks transactions, change streams, $text and collations, which the MongoDB adapters therefore do not use.
# Built from source with Go and cached outside the clone; listens on 127.0.0.1 only.
#
#   scripts/services/ferretdb.sh build    builds the binary once (about 5 min cold); reuses a built one
#   scripts/services/ferretdb.sh start    builds if needed, starts, waits until it accepts connections
#   scripts/services/ferretdb.sh stop     stops the server started by this script (by its PID file)
#   scripts/services/ferretdb.sh status   says whether it runs and where
#
# Settings: MONGO_PORT (27017), FERRETDB_CACHE_DIR (~/.cache/insolvenzmonitor), FERRETDB_START_TIMEOUT seconds (30).
# Tests then use MONGO_URL=mongodb://127.0.0.1:$MONGO_PORT/insolvenz_test.
set -euo pipefail

FERRETDB_VERSION=v1.24.2
PORT=${MONGO_PORT:-27017}
CACHE=${FERRETDB_CACHE_DIR:-$HOME/.cache/insolvenzmonitor}
BUILD_DIR=$CACHE/ferretdb-${FERRETDB_VERSION#v}
BINARY=$BUILD_DIR/bin/ferretdb
RUN=$CACHE/run/ferretdb
DATA=$RUN/data-$PORT
STATE=$RUN/state-$PORT
PID_FILE=$RUN/ferretdb-$PORT.pid
LOG_FILE=$RUN/ferretdb-$PORT.log
SETTINGS_FILE=$RUN/ferretdb-$PORT.settings
# secure_delete zeroes deleted documents in the database files; wal_autocheckpoint(1) checkpoints after every
# commit and journal_size_limit(0) truncates the WAL when it restarts, so no old frame of an erased document stays
# in it (erasure, issue #17; about 1.5 times slower writes, measured).
SQLITE_URL="file:$DATA/?_pragma=secure_delete(1)&_pragma=journal_size_limit(0)&_pragma=wal_autocheckpoint(1)"
START_TIMEOUT=${FERRETDB_START_TIMEOUT:-30}

log() { echo "ferretdb: $*" >&2; }

running_pid() {
  [ -f "$PID_FILE" ] || return 1
  local pid
  pid=$(cat "$PID_FILE")
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

# Building straight from the module panics at start with "Invalid build/version/version.txt" (the file is
# generated in FerretDB's own repository), so the module is vendored and the file written before the build.
# Without PostgreSQL support (build tag): the tests use the SQLite backend only.
build() {
  if [ -x "$BINARY" ] && "$BINARY" --version 2>/dev/null | grep -q "version: $FERRETDB_VERSION"; then
    return 0
  fi
  command -v go >/dev/null 2>&1 || { log "Go is required to build FerretDB"; exit 1; }
  log "building FerretDB $FERRETDB_VERSION with $(go version | cut -d' ' -f3) into $BUILD_DIR (about 5 min the first time)"
  rm -rf "$BUILD_DIR"
  mkdir -p "$BUILD_DIR"
  (
    cd "$BUILD_DIR"
    export GOFLAGS=-buildvcs=false
    go mod init ci/ferretdb
    go get -tool "github.com/FerretDB/FerretDB/cmd/ferretdb@$FERRETDB_VERSION"
    go mod vendor
    echo "$FERRETDB_VERSION" >vendor/github.com/FerretDB/FerretDB/build/version/version.txt
    go build -mod=vendor -tags ferretdb_no_postgresql -trimpath -o bin/ferretdb.partial \
      github.com/FerretDB/FerretDB/cmd/ferretdb
    mv bin/ferretdb.partial bin/ferretdb
  ) >"$CACHE/ferretdb-build.log" 2>&1 || {
    log "build failed, last lines of $CACHE/ferretdb-build.log:"
    tail -30 "$CACHE/ferretdb-build.log" >&2
    exit 1
  }
  log "built $BINARY"
}

# Accepting TCP connections is not enough while the SQLite backend opens: the log says when it listens.
answers() {
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && grep -q "Listening on" "$LOG_FILE"
}

start() {
  local pid
  if pid=$(running_pid); then
    if [ "$(cat "$SETTINGS_FILE" 2>/dev/null)" = "$SQLITE_URL" ]; then
      log "already running (pid $pid) on 127.0.0.1:$PORT"
      return 0
    fi
    log "running (pid $pid) with other settings: restarting it"
    stop
  fi
  build
  mkdir -p "$DATA" "$STATE"
  : >"$LOG_FILE"
  log "starting on 127.0.0.1:$PORT (data $DATA, log $LOG_FILE)"
  setsid nohup "$BINARY" --handler=sqlite --sqlite-url="$SQLITE_URL" --state-dir="$STATE" \
    --listen-addr="127.0.0.1:$PORT" --debug-addr=- --telemetry=disable \
    >>"$LOG_FILE" 2>&1 </dev/null &
  echo $! >"$PID_FILE"
  echo "$SQLITE_URL" >"$SETTINGS_FILE"
  local waited=0
  until answers; do
    if ! running_pid >/dev/null; then
      log "exited during start, last lines of $LOG_FILE:"
      tail -30 "$LOG_FILE" >&2
      rm -f "$PID_FILE"
      exit 1
    fi
    if [ "$waited" -ge $((START_TIMEOUT * 10)) ]; then
      log "did not accept connections within ${START_TIMEOUT}s, see $LOG_FILE"
      stop
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  log "accepts connections on 127.0.0.1:$PORT (pid $(cat "$PID_FILE"))"
}

stop() {
  local pid
  if ! pid=$(running_pid); then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  kill "$pid"
  for _ in $(seq 1 100); do
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
    echo "ferretdb: running (pid $pid) on 127.0.0.1:$PORT, data $DATA, log $LOG_FILE"
  else
    echo "ferretdb: not running"
    return 3
  fi
}

case "${1:-}" in
  build) build ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: $0 build|start|stop|status" >&2
    exit 2
    ;;
esac
