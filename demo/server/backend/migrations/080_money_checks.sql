-- The cart an intent pays: named when the intent is created (or updated) with the cart's id,
-- else by the first cart whose billing names it. Another cart's order cannot use it.
ALTER TABLE vault_intents ADD COLUMN cart_id text;

-- A coupon for a customer's first order only (WELCOME10): refused once the account, or the
-- email of a guest, has an order.
ALTER TABLE coupons ADD COLUMN first_order boolean NOT NULL DEFAULT false;
UPDATE coupons SET first_order = true WHERE code = 'WELCOME10';
