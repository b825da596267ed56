-- pgvector backs similar-image search; both PGlite (extension loaded by the client)
-- and PostgreSQL (built by scripts/install-pgvector.sh when missing) provide it.
CREATE EXTENSION IF NOT EXISTS vector;
