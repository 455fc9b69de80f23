-- Refresh tokens of the identity service. Only a SHA-256 of each token is kept, so a copy of
-- the database cannot be replayed as sessions. Every refresh revokes the token it used and
-- issues a new one; a revoked token shown again revokes the whole chain (a stolen token).
CREATE TABLE identity_refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_refresh_tokens_user ON identity_refresh_tokens (user_id);

-- Email links carry one-time tokens; like refresh tokens they are stored hashed.
CREATE INDEX identity_users_confirmation_token ON identity_users (confirmation_token);
CREATE INDEX identity_users_recovery_token ON identity_users (recovery_token);
CREATE INDEX identity_users_email_change_token ON identity_users (email_change_token);
