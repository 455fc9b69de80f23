-- The member area: the card a store account pays with by default (its billing's
-- account_card_id, one of its cards), and what a subscription was paid with and until when it
-- runs once cancelled (a cancellation keeps the plan to the end of the paid period).
ALTER TABLE store_accounts ADD COLUMN default_card_id text;
ALTER TABLE subscriptions ADD COLUMN interval text;
ALTER TABLE subscriptions ADD COLUMN card_id text;
ALTER TABLE subscriptions ADD COLUMN canceled_at timestamptz;
ALTER TABLE subscriptions ADD COLUMN order_id text;
-- One running plan per account: two subscribe calls at once make one subscription.
CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (account_id) WHERE status = 'active';
