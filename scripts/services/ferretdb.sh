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
# Our patches of its SQLite backend (see patch_id_lookups); a new level builds anew beside an older build.
PATCH_LEVEL=pushdown-6
PORT=${MONGO_PORT:-27017}
CACHE=${FERRETDB_CACHE_DIR:-$HOME/.cache/insolvenzmonitor}
BUILD_DIR=$CACHE/ferretdb-${FERRETDB_VERSION#v}-$PATCH_LEVEL
BINARY=$BUILD_DIR/bin/ferretdb
RUN=$CACHE/run/ferretdb
DATA=$RUN/data-$PORT
STATE=$RUN/state-$PORT
PID_FILE=$RUN/ferretdb-$PORT.pid
LOG_FILE=$RUN/ferretdb-$PORT.log
SETTINGS_FILE=$RUN/ferretdb-$PORT.settings
PATCHES=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/ferretdb-patches
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

# FerretDB v1.24.2's SQLite backend never used its own `_id` index, so every document lookup, update and delete by
# `_id` read and parsed every document of the collection (a projection's catch-up slowed down with each document
# it wrote). It creates the index on `_ferretdb_sjson->"_id"` but looks documents up with
# `_ferretdb_sjson->'$._id'`: the same value, another expression, which SQLite does not match to the index
# (`EXPLAIN QUERY PLAN`: SCAN; with `->'_id'`: SEARCH USING INDEX). (1) The lookup expression becomes `->'_id'`.
# (2) A filter with `_id` and further fields (`{_id, position: {$lt: …}}`, how the read models guard their
# writes) is narrowed by its `_id` too: the backend contract allows a partial filter ("Filter may be ignored, or
# safely applied partially or entirely"; every caller filters the documents again). Explain keeps its own rule.
# (3) A filter `{_id: {$in: [ids]}}` (up to 500 strings or ObjectIDs; how the alert matcher and the read ports look
# several documents up) is narrowed to those ids through the index too, instead of a scan of the collection.
# Each patch must apply, or the build fails: a new FerretDB version needs them looked at again.
patch_id_lookups() {
  local backend=vendor/github.com/FerretDB/FerretDB/internal/backends/sqlite
  sed -i "s|IDColumn = DefaultColumn + \"->'\$._id'\"|IDColumn = DefaultColumn + \"->'_id'\"|" \
    "$backend/metadata/metadata.go"
  grep -q "IDColumn = DefaultColumn + \"->'_id'\"" "$backend/metadata/metadata.go" || {
    echo "patch (1) did not apply to $backend/metadata/metadata.go" >&2
    return 1
  }
  # Only the first occurrence: Query's (the second is Explain's, which reports whether all of a filter was pushed down).
  sed -i '0,/if params.Filter.Len() == 1 {/s//if params.Filter.Len() >= 1 {/' "$backend/collection.go"
  [ "$(grep -c 'if params.Filter.Len() >= 1 {' "$backend/collection.go")" = 1 ] || {
    echo "patch (2) did not apply to $backend/collection.go" >&2
    return 1
  }
  cat >"$backend/id_in_clause.go" <<'GO'
package sqlite

// Patched in by insolvenzmonitor's scripts/services/ferretdb.sh (patch 3).

import (
	"fmt"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
)

// idInClause narrows a filter whose `_id` is `{$in: [...]}` of strings or ObjectIDs (at most 500) to those ids
// through the `_id` index; "" for any other filter. The caller filters the documents again (backend contract).
func idInClause(filter *types.Document) (string, []any) {
	if filter.Len() == 0 {
		return "", nil
	}
	v, _ := filter.Get("_id")
	cond, ok := v.(*types.Document)
	if !ok || cond.Len() != 1 {
		return "", nil
	}
	in, _ := cond.Get("$in")
	ids, ok := in.(*types.Array)
	if !ok || ids.Len() == 0 || ids.Len() > 500 {
		return "", nil
	}
	args := make([]any, 0, ids.Len())
	for i := 0; i < ids.Len(); i++ {
		id, _ := ids.Get(i)
		switch id.(type) {
		case string, types.ObjectID:
			b, err := sjson.MarshalSingleValue(id)
			if err != nil {
				return "", nil
			}
			args = append(args, string(b))
		default:
			return "", nil
		}
	}
	return fmt.Sprintf(` WHERE %s IN (?%s)`, metadata.IDColumn, strings.Repeat(", ?", len(args)-1)), args
}
GO
  # In Query before `q += whereClause`, and in Explain before it builds its query (so it shows the plan a query runs).
  sed -i -e 's/^\tq += whereClause$/\tif whereClause == "" {\n\t\twhereClause, args = idInClause(params.Filter)\n\t}\n&/' \
    -e 's/^\tq := `EXPLAIN QUERY PLAN ` + selectClause + whereClause/\tif whereClause == "" {\n\t\twhereClause, args = idInClause(params.Filter)\n\t}\n&/' \
    "$backend/collection.go"
  [ "$(grep -c 'whereClause, args = idInClause(params.Filter)' "$backend/collection.go")" = 2 ] || {
    echo "patch (3) did not apply to $backend/collection.go" >&2
    return 1
  }
  # (4) Any other filter is narrowed in SQLite by what it says of top-level fields (equalities and `$in` lists of
  # strings, integers and booleans, under `$and` and `$or`; ferretdb-patches/filter_clause.go), so FerretDB decodes
  # only the documents that may match instead of every document of the collection: a search of `rm_cases` on
  # `terms` at 35,250 cases took 11–14 s, 2 s after. Query and Explain (which shows the plan a query runs).
  cp "$PATCHES/filter_clause.go" "$backend/filter_clause.go"
  sed -i -e 's/^\tq += whereClause$/\tif whereClause == "" {\n\t\twhereClause, args = filterClause(params.Filter)\n\t}\n&/' \
    -e 's/^\tq := `EXPLAIN QUERY PLAN ` + selectClause + whereClause/\tif whereClause == "" {\n\t\twhereClause, args = filterClause(params.Filter)\n\t}\n&/' \
    "$backend/collection.go"
  [ "$(grep -c 'whereClause, args = filterClause(params.Filter)' "$backend/collection.go")" = 2 ] || {
    echo "patch (4) did not apply to $backend/collection.go" >&2
    return 1
  }
  # (5) `count` without a filter (the driver's estimatedDocumentCount: the dashboard's total of cases) reads the
  # rows' ids only instead of decoding every document (35,250 cases: 11–16 s before): the record-ids-only query,
  # which FerretDB had for capped collections alone, selects the rowid of any other collection.
  local handler=vendor/github.com/FerretDB/FerretDB/internal/handler
  sed -i 's/^\tif capped \&\& onlyRecordIDs {$/\tif !capped \&\& onlyRecordIDs {\n\t\treturn fmt.Sprintf(`SELECT %s rowid AS %s FROM %q`, comment, metadata.RecordIDColumn, table)\n\t}\n\n&/' \
    "$backend/query.go"
  sed -i 's/^\t\tqp.Filter = params.Filter$/&\n\t\tqp.OnlyRecordIDs = params.Filter.Len() == 0/' "$handler/msg_count.go"
  grep -q 'SELECT %s rowid AS %s FROM %q' "$backend/query.go" && grep -q 'qp.OnlyRecordIDs = params.Filter.Len() == 0' "$handler/msg_count.go" || {
    echo "patch (5) did not apply to $backend/query.go or $handler/msg_count.go" >&2
    return 1
  }
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
    patch_id_lookups || exit 1
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
    if [ "$(cat "$SETTINGS_FILE" 2>/dev/null)" = "$BINARY $SQLITE_URL" ]; then
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
  echo "$BINARY $SQLITE_URL" >"$SETTINGS_FILE"
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
