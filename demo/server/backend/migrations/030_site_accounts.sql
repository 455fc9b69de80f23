-- The site API's store accounts: POST /site-api/accounts, called once a member has verified
-- their address, makes sure one exists per identity user. Keyed by the user, not the email:
-- an email change must not orphan the account, and an address given up by one member and
-- taken by another must not hand over the first member's account.
CREATE TABLE site_accounts (
  user_id uuid PRIMARY KEY REFERENCES identity_users (id) ON DELETE CASCADE,
  -- The member's email when the account was last ensured; orders are matched by the
  -- identity user's current email, never by this copy.
  email text NOT NULL,
  -- Only set from the member's own login password (checked against the identity user), so a
  -- store login can accept the same password; the same scrypt format as identity_users.
  password_hash text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
