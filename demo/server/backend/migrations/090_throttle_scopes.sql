-- Every throttle (identity and store logins, comments) counts in one table. Which throttle a
-- count belongs to is now a column the server sets, apart from the subject counted: before,
-- both were one text key, and a key could hold a name a client chose (a login's username), so
-- the username `store:account:<someone>` was counted as that person's store logins. The old
-- counts go: they were kept for fifteen minutes at most.
DROP TABLE identity_login_failures;
CREATE TABLE throttle_counts (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  subject text NOT NULL,
  counted_at timestamptz NOT NULL
);
CREATE INDEX throttle_counts_subject ON throttle_counts (scope, subject, counted_at);

-- The clients (peer addresses) that logged in to an account, per service: a guess spread over
-- many machines holds an account back for new clients only, never for one its owner used.
-- Rows older than the time a client stays known are deleted at the account's next login.
CREATE TABLE login_known_clients (
  scope text NOT NULL,
  account text NOT NULL,
  client text NOT NULL,
  last_login timestamptz NOT NULL,
  PRIMARY KEY (scope, account, client)
);
