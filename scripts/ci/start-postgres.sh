#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster for the tests, or stop one.
#   eval "$(scripts/ci/start-postgres.sh)"      -> exports TEST_DATABASE_URL and PG_TEST_DIR
#   scripts/ci/start-postgres.sh --stop "$PG_TEST_DIR"
# Installs Debian's `postgresql` when no server binaries exist (root only). PostgreSQL refuses to run as root,
# so under root the cluster belongs to the `postgres` user (created by the Debian package). Diagnostics go to
# stderr; stdout carries only the export lines.
set -euo pipefail

log() { echo "[start-postgres] $*" >&2; }

find_bindir() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_owner() {
  if [ "$(id -u)" != "0" ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1 || [ -x /usr/sbin/runuser ]; then
    "$(command -v runuser || echo /usr/sbin/runuser)" -u "$PG_OWNER" -- "$@"
  else
    su -s /bin/sh "$PG_OWNER" -c "$(printf '%q ' "$@")"
  fi
}

PG_OWNER=postgres
[ "$(id -u)" = "0" ] || PG_OWNER="$(id -un)"

bindir="$(find_bindir)"
if [ "${1:-}" = "--stop" ]; then
  dir="${2:?usage: --stop DIR}"
  if [ -n "$bindir" ] && [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit 0
fi

if [ -z "$bindir" ]; then
  if [ "$(id -u)" != "0" ]; then
    log "no PostgreSQL binaries and not root: cannot install; PostgreSQL tests will be skipped"
    exit 0
  fi
  log "installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
  bindir="$(find_bindir)"
fi
[ -n "$bindir" ] || { log "PostgreSQL binaries not found after install"; exit 1; }

if [ "$(id -u)" = "0" ] && ! id "$PG_OWNER" >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_OWNER"
fi

dir="$(mktemp -d /tmp/pgtest.XXXXXX)"
started=""
trap '[ -n "$started" ] || rm -rf "$dir"' EXIT
chmod 755 "$dir"
[ "$(id -u)" = "0" ] && chown "$PG_OWNER" "$dir"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=100" start >&2 \
  || { cat "$dir/server.log" >&2; exit 1; }

started=1
log "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($dir)"
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export PG_TEST_DIR=$dir"
