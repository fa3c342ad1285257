#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port in a temporary folder and prints its
# URL on the last line. Usage: eval "$(scripts/pg-throwaway.sh start)"; scripts/pg-throwaway.sh stop
# Needs PostgreSQL's server binaries (Debian: postgresql-15). initdb refuses to run as root, so
# as root the cluster runs as the 'postgres' user (created when missing).
set -euo pipefail

find_bin() {
  for dir in /usr/lib/postgresql/*/bin /usr/local/bin /usr/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

case "${1:-}" in
  start)
    bin=$(find_bin) || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 3; }
    dir=$(mktemp -d /tmp/gr-pg.XXXXXX)
    port=$(( 54000 + RANDOM % 1000 ))
    as_user=()
    if [ "$(id -u)" = "0" ]; then
      id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
      chown postgres "$dir"
      as_user=(runuser -u postgres --)
    fi
    "${as_user[@]}" "$bin/initdb" -D "$dir/data" -U gr --auth=trust --encoding=UTF8 --no-instructions >"$dir/initdb.log" 2>&1
    "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null
    echo "export GR_PG_DIR=$dir"
    echo "export TEST_DATABASE_URL=postgres://gr@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${GR_PG_DIR:?GR_PG_DIR is not set}
    bin=$(find_bin)
    if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    else "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
