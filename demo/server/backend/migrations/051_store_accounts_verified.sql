-- When a store account proved its address (a mailed password token came back). Until then
-- its email is only what someone typed: it earns no member discount and joins no guest
-- orders placed with that address.
ALTER TABLE store_accounts ADD COLUMN email_verified_at timestamptz;
