-- Sync spaces: one row per space, the browser's encrypted progress as opaque bytes. The server keeps only the
-- SHA-256 of the space's token (hex) and never sees keys, plaintext or question ids.
CREATE TABLE sync_spaces (
  id text PRIMARY KEY,
  token_hash text NOT NULL,
  -- The ETag: 1 when created, one more on every replace (If-Match compares against it).
  version integer NOT NULL,
  blob bytea NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
-- The purge deletes spaces idle past their time by this column.
CREATE INDEX sync_spaces_last_used ON sync_spaces (last_used_at);
