-- The outbox table is also the queue of mail to deliver: a mail is written in the transaction
-- that sends it, so a mail goes out only if what it tells of was saved. Delivery (to the
-- outbox page, or over SMTP, which then deletes the row and its links) stamps it. Mail written
-- before delivery existed counts as delivered: switching to SMTP must not send the demo's mail.
ALTER TABLE outbox ADD COLUMN delivered_at timestamptz;
UPDATE outbox SET delivered_at = sent_at;
CREATE INDEX outbox_undelivered ON outbox (id) WHERE delivered_at IS NULL;
