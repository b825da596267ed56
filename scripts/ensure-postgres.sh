#!/usr/bin/env bash
# The server's tests run on PostgreSQL as well as on the embedded PGlite. This makes
# sure PostgreSQL 15 and the pgvector extension are installed: it does nothing when they
# are, installs them when it runs as root with apt, and otherwise stops with one line
# saying what to install. pgvector for PostgreSQL 15 has no Debian 12 package, so it is
# built from Debian's own source package (trixie's pgvector) against the server headers.
set -euo pipefail

PG_MAJOR=15
pg_bin="/usr/lib/postgresql/${PG_MAJOR}/bin"
vector_control="/usr/share/postgresql/${PG_MAJOR}/extension/vector.control"

if [ -x "$pg_bin/initdb" ] && [ -f "$vector_control" ]; then exit 0; fi

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "PostgreSQL ${PG_MAJOR} with pgvector is missing: install Debian's postgresql-${PG_MAJOR} and build pgvector (see scripts/ensure-postgres.sh)." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
if [ ! -x "$pg_bin/initdb" ]; then
  echo "Installing PostgreSQL ${PG_MAJOR}…"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "postgresql-${PG_MAJOR}" >/dev/null
fi

if [ ! -f "$vector_control" ]; then
  echo "Building pgvector for PostgreSQL ${PG_MAJOR} from Debian's source package…"
  # A deb-src entry for trixie, from the mirror URIs this machine already uses (read
  # at run time, never written down here).
  uris=$(awk '/^URIs:/ { for (i = 2; i <= NF; i++) print $i }' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -n 1)
  if [ -z "$uris" ]; then uris=$(awk '/^deb / { print $2; exit }' /etc/apt/sources.list 2>/dev/null); fi
  if [ -z "$uris" ]; then echo "No Debian mirror found in the apt sources: cannot fetch pgvector's source." >&2; exit 1; fi
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  cat > /etc/apt/sources.list.d/pgvector-src.sources <<SRC
Types: deb-src
URIs: ${uris}
Suites: trixie
Components: main
Signed-By: ${keyring}
SRC
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "postgresql-server-dev-${PG_MAJOR}" build-essential dpkg-dev >/dev/null
  work=$(mktemp -d)
  (
    cd "$work"
    apt-get source -qq pgvector >/dev/null 2>&1
    cd pgvector-*/
    make -s with_llvm=no PG_CONFIG="$pg_bin/pg_config" >/dev/null
    make -s install with_llvm=no PG_CONFIG="$pg_bin/pg_config" >/dev/null
  )
  rm -rf "$work"
  [ -f "$vector_control" ] || { echo "pgvector did not install." >&2; exit 1; }
fi
echo "PostgreSQL ${PG_MAJOR} with pgvector is ready."
