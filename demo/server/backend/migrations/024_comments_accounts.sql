-- The verified-member badge must not be claimable by typing a member's email address (and
-- would otherwise tell anyone whether an address pays for a plan). A comment posted with a
-- member's access token for that same address is tied to the account; the badge follows the
-- account's plan when the thread is served.
ALTER TABLE comments ADD COLUMN user_id uuid REFERENCES identity_users (id) ON DELETE SET NULL;
