-- A login is a session; each refresh hands its session on to the new token. A password change
-- or recovery ends the other sessions of the user and keeps the one that made it, which the
-- access token names. Tokens issued before this column are each a session of their own.
ALTER TABLE identity_refresh_tokens ADD COLUMN session_id uuid;
CREATE INDEX identity_refresh_tokens_session ON identity_refresh_tokens (user_id, session_id);
