-- State that several processes serving one database must share, kept here rather than in a
-- process's memory or its own data directory.

-- The key identity tokens are signed with, for a backend on PostgreSQL: a token signed by one
-- process is checked by another. (On PGlite it stays in the data directory; see secrets.ts.)
CREATE TABLE backend_secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed logins per address, for the identity service's throttle: a password guesser is
-- slowed down whichever process answers. Rows older than the window are deleted as they age.
CREATE TABLE identity_login_failures (
  id bigserial PRIMARY KEY,
  login text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX identity_login_failures_login ON identity_login_failures (login, failed_at);

-- Clicks per ad campaign (GET /ads/click/{id}): counts only, nothing about who clicked.
CREATE TABLE ad_clicks (
  partner_id text PRIMARY KEY,
  clicks bigint NOT NULL DEFAULT 0
);

-- The ad proxy's turn: two calls of one page get the next campaign each, so they fill the two
-- slots of an area with different partners even when two processes answer them.
CREATE SEQUENCE ad_rotation MINVALUE 0 START 0;
