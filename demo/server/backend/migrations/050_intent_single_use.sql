-- An intent pays one order: the order that used it is written here in the order's own
-- transaction, and a second order naming the same intent finds it taken.
ALTER TABLE vault_intents ADD COLUMN order_id text UNIQUE;
