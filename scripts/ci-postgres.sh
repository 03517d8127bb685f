#!/usr/bin/env bash
# Sourced by .ci/run: a throwaway PostgreSQL cluster for the tests, owned by this run. Installs Debian's
# postgresql when missing, creates a cluster in a temp folder on a free port, exports LIVE_TEST_DATABASE_URL
# (the tests' database; the app itself keeps its embedded default) and stops the cluster when the run ends.
# If any step fails the run goes on without it, and the PostgreSQL tests say they were skipped and why.

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

start_ci_postgres() {
  if [ -z "$(pg_bin)" ]; then
    echo "Installing Debian's postgresql for the PostgreSQL tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || return 1
  fi
  local bin user dir port
  bin=$(pg_bin)
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user the package creates.
  user=postgres
  id "$user" >/dev/null 2>&1 || return 1
  dir=$(mktemp -d /tmp/mcpa-ci-pg.XXXXXX) && chown "$user" "$dir" || return 1
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  runuser -u "$user" -- "$bin/initdb" -D "$dir/data" -U mcpa --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 || return 1
  runuser -u "$user" -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null || return 1
  runuser -u "$user" -- "$bin/createdb" -h 127.0.0.1 -p "$port" -U mcpa mcpa_test || return 1
  export LIVE_TEST_DATABASE_URL="postgres://mcpa@127.0.0.1:$port/mcpa_test"
  CI_PG_DIR=$dir CI_PG_BIN=$bin CI_PG_USER=$user
  echo "PostgreSQL for the tests: $LIVE_TEST_DATABASE_URL"
}

stop_ci_postgres() {
  [ -n "${CI_PG_DIR:-}" ] || return 0
  runuser -u "$CI_PG_USER" -- "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -m fast -w stop >/dev/null 2>&1
  rm -rf "$CI_PG_DIR"
}
