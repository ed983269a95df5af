#!/usr/bin/env bash
# A single-node Apache Kafka broker (KRaft, combined broker + controller) for tests, the benchmark and local
# development. The jars come from Maven Central through Maven and are cached outside the clone; the broker
# listens on 127.0.0.1 only.
#
#   scripts/services/kafka.sh start    downloads (first time), formats (first time), starts, waits until it answers
#   scripts/services/kafka.sh stop     stops the broker started by this script (by its PID file)
#   scripts/services/kafka.sh status   says whether it runs and where
#
# Settings: KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (KAFKA_PORT + 1), KAFKA_CACHE_DIR
# (~/.cache/insolvenzmonitor), KAFKA_START_TIMEOUT seconds (90), KAFKA_BROKER_HEAP (1g: every test namespace adds
# topics, and a broker kept for a day of test runs held 13,762 partitions and ran out of 512m), KAFKA_FRESH (1: start on
# an empty data directory, dropping the topics of earlier runs; `.ci/run` sets it: a broker that had served a day of
# test runs held 17,562 partition directories and took 49 s to start instead of seconds).
set -euo pipefail

KAFKA_VERSION=4.4.0
LOG4J_VERSION=2.26.1
# Log4j's SLF4J 2 binding needs the SLF4J 2 API; Maven would otherwise pick a transitive 1.7.
SLF4J_VERSION=2.0.20
PORT=${KAFKA_PORT:-9092}
CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-$((PORT + 1))}
CACHE=${KAFKA_CACHE_DIR:-$HOME/.cache/insolvenzmonitor}
HOME_DIR=$CACHE/kafka-$KAFKA_VERSION
JARS=$HOME_DIR/jars
RUN=$CACHE/run
DATA=$RUN/kafka-$PORT-data
PID_FILE=$RUN/kafka-$PORT.pid
LOG_FILE=$RUN/kafka-$PORT.log
CONFIG=$RUN/kafka-$PORT.properties
START_TIMEOUT=${KAFKA_START_TIMEOUT:-90}

log() { echo "kafka: $*" >&2; }

running_pid() {
  [ -f "$PID_FILE" ] || return 1
  local pid
  pid=$(cat "$PID_FILE")
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

# The broker's jars: kafka_2.13 and its runtime dependencies, plus the SLF4J 2 binding of Log4j 2 (Kafka logs
# through SLF4J and brings no binding of its own). A marker file says the copy completed.
download() {
  [ -f "$JARS/.complete" ] && return 0
  command -v mvn >/dev/null 2>&1 || { log "Maven (mvn) is required to download Kafka"; exit 1; }
  command -v java >/dev/null 2>&1 || { log "Java 17+ is required to run Kafka"; exit 1; }
  log "downloading Kafka $KAFKA_VERSION jars from Maven Central into $JARS"
  mkdir -p "$HOME_DIR"
  rm -rf "$JARS"
  cat >"$HOME_DIR/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.insolvenzmonitor</groupId>
  <artifactId>kafka-broker</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-slf4j2-impl</artifactId><version>$LOG4J_VERSION</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-core</artifactId><version>$LOG4J_VERSION</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>$SLF4J_VERSION</version></dependency>
  </dependencies>
</project>
POM
  mvn -q -B -Dstyle.color=never -f "$HOME_DIR/pom.xml" dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$JARS" >&2
  cat >"$HOME_DIR/log4j2.properties" <<'LOG4J'
rootLogger.level = INFO
rootLogger.appenderRef.stdout.ref = STDOUT
appender.stdout.type = Console
appender.stdout.name = STDOUT
appender.stdout.layout.type = PatternLayout
appender.stdout.layout.pattern = [%d] %p %m (%c)%n
logger.kafka.name = kafka
logger.kafka.level = WARN
logger.kafka.additivity = false
logger.kafka.appenderRef.stdout.ref = STDOUT
logger.server.name = kafka.server.KafkaRaftServer
logger.server.level = INFO
logger.server.additivity = false
logger.server.appenderRef.stdout.ref = STDOUT
logger.apache.name = org.apache.kafka
logger.apache.level = WARN
logger.apache.additivity = false
logger.apache.appenderRef.stdout.ref = STDOUT
LOG4J
  touch "$JARS/.complete"
}

write_config() {
  cat >"$CONFIG" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$DATA
num.partitions=3
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
log.retention.hours=168
PROPS
}

java_cmd() {
  java -Xmx"${KAFKA_BROKER_HEAP:-1g}" -Xms128m -Dlog4j2.configurationFile="$HOME_DIR/log4j2.properties" -cp "$JARS/*" "$@"
}

# A single node with a static voter set (controller.quorum.voters), so no --standalone. The cluster id is
# 16 random bytes in URL-safe base64 without padding, as Kafka requires. It is passed as `--cluster-id=…`: an id
# starting with "-" (one in 64) was read by the tool's argument parser as an option and formatting failed.
format_storage() {
  [ -f "$DATA/meta.properties" ] && return 0
  local cluster_id
  cluster_id=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
  log "formatting KRaft storage in $DATA (cluster $cluster_id)"
  java_cmd kafka.tools.StorageTool format --cluster-id="$cluster_id" -c "$CONFIG" --ignore-formatted >>"$LOG_FILE" 2>&1 ||
    { log "formatting failed, see $LOG_FILE"; tail -20 "$LOG_FILE" >&2; exit 1; }
}

# The broker answers once a TCP connection to its client listener succeeds and it has left the log.
answers() {
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && grep -q "Kafka Server started\|started (kafka.server.KafkaRaftServer)" "$LOG_FILE"
}

start() {
  if pid=$(running_pid); then
    log "already running (pid $pid) on 127.0.0.1:$PORT"
    return 0
  fi
  download
  mkdir -p "$RUN"
  write_config
  : >"$LOG_FILE"
  if [ "${KAFKA_FRESH:-0}" = 1 ] && [ -d "$DATA" ]; then
    log "KAFKA_FRESH=1: removing the data of earlier runs ($DATA)"
    rm -rf "$DATA"
  fi
  format_storage
  log "starting broker on 127.0.0.1:$PORT (log $LOG_FILE)"
  KAFKA_HEAP_OPTS= setsid nohup java -Xmx"${KAFKA_BROKER_HEAP:-1g}" -Xms128m -Dlog4j2.configurationFile="$HOME_DIR/log4j2.properties" \
    -cp "$JARS/*" kafka.Kafka "$CONFIG" >>"$LOG_FILE" 2>&1 </dev/null &
  echo $! >"$PID_FILE"
  local waited=0
  until answers; do
    if ! running_pid >/dev/null; then
      log "broker exited during start, last lines of $LOG_FILE:"
      tail -30 "$LOG_FILE" >&2
      rm -f "$PID_FILE"
      exit 1
    fi
    if [ "$waited" -ge "$START_TIMEOUT" ]; then
      log "broker did not answer within ${START_TIMEOUT}s, see $LOG_FILE"
      stop
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  log "broker answers on 127.0.0.1:$PORT after ${waited}s (pid $(cat "$PID_FILE"))"
}

stop() {
  local pid
  if ! pid=$(running_pid); then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  kill "$pid"
  # A controlled shutdown takes a few seconds; after 30 s the broker is killed.
  for _ in $(seq 1 30); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
  rm -f "$PID_FILE"
  log "stopped (pid $pid)"
}

status() {
  local pid
  if pid=$(running_pid); then
    echo "kafka: running (pid $pid) on 127.0.0.1:$PORT, data $DATA, log $LOG_FILE"
  else
    echo "kafka: not running"
    return 3
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
