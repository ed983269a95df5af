#!/usr/bin/env bash
# The KurrentDB test server in the background, for developers and `npm run services` (never for production):
#   scripts/services/kurrentdb.sh start [PORT]    # default KURRENTDB_PORT or 2113; prints KURRENTDB_URL=…
#   scripts/services/kurrentdb.sh stop [PORT]     # stops the server this script started on PORT (by its PID file)
#   scripts/services/kurrentdb.sh status [PORT]   # says whether it runs and where
# Runtime files (PID, log, data) live under ~/.cache/insolvenzmonitor/run/kurrentdb/, one set per port, so
# servers on different ports never share a PID file. It listens on 127.0.0.1 only. Expects a build
# (npm run build:server).
set -euo pipefail
cd "$(dirname "$0")/../.."

run_dir="${XDG_CACHE_HOME:-$HOME/.cache}/insolvenzmonitor/run/kurrentdb"
port="${2:-${KURRENTDB_PORT:-2113}}"
pid_file="$run_dir/kurrentdb-$port.pid"
log_file="$run_dir/kurrentdb-$port.log"
data_dir="$run_dir/data-$port"

running() { [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; }

case "${1:-}" in
  start)
    if running; then
      echo "kurrentdb test server already running (pid $(cat "$pid_file")) on 127.0.0.1:$port" >&2
      echo "KURRENTDB_URL=kurrentdb://127.0.0.1:$port?tls=false"
      exit 0
    fi
    mkdir -p "$data_dir"
    # The node devDependency (Node 24), as npm scripts use it.
    node_bin="node_modules/.bin/node"
    [ -x "$node_bin" ] || node_bin="node"
    setsid nohup "$node_bin" e2e/dist/kurrentdb-test-server/main.js --port "$port" --data "$data_dir" >"$log_file" 2>&1 &
    echo $! >"$pid_file"
    for _ in $(seq 1 100); do
      if grep -q 'listening on' "$log_file" 2>/dev/null; then
        echo "KURRENTDB_URL=kurrentdb://127.0.0.1:$port?tls=false"
        exit 0
      fi
      running || break
      sleep 0.1
    done
    echo "kurrentdb test server did not start; see $log_file" >&2
    cat "$log_file" >&2 || true
    running && kill "$(cat "$pid_file")"
    rm -f "$pid_file"
    exit 1
    ;;
  stop)
    if running; then
      pid="$(cat "$pid_file")"
      kill "$pid"
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
      echo "kurrentdb test server stopped (pid $pid)"
    else
      echo "kurrentdb test server not running on 127.0.0.1:$port"
    fi
    rm -f "$pid_file"
    ;;
  status)
    if running; then
      echo "kurrentdb test server: running (pid $(cat "$pid_file")) on 127.0.0.1:$port, data $data_dir, log $log_file"
    else
      echo "kurrentdb test server: not running on 127.0.0.1:$port"
      exit 3
    fi
    ;;
  *)
    echo "Usage: $0 start|stop|status [PORT]" >&2
    exit 2
    ;;
esac
