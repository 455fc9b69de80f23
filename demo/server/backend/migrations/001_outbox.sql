-- Every email the reference backend would have sent, shown at /_outbox.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- Named links the email carries (confirmation, recovery, order), shown as buttons.
  links jsonb NOT NULL DEFAULT '[]',
  kind text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
