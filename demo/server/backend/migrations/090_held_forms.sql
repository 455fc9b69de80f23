-- Forms sent before a page's code ran (services/forms/held.ts): what the reader typed, sealed
-- with a key only their browser holds (in a cookie), for two minutes, given back once.
CREATE TABLE held_forms (
  id text PRIMARY KEY,
  sealed text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX held_forms_expires_at ON held_forms (expires_at);
