-- The storefront's own state. A session (the X-Session value) holds one open cart and, once
-- logged in, an account. Carts are kept as the shopper's choices only (product ids,
-- quantities, addresses, coupon); every price and total is recomputed from the catalogue
-- on each read, so nothing a client sends can set a price.
CREATE TABLE store_accounts (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  -- A one-time token mailed by /account/recover, stored hashed.
  password_token_hash text,
  password_token_expires timestamptz,
  first_name text,
  last_name text,
  addresses jsonb NOT NULL DEFAULT '[]',
  cards jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX store_accounts_email ON store_accounts (lower(email));

CREATE TABLE store_sessions (
  id text PRIMARY KEY,
  account_id text REFERENCES store_accounts (id) ON DELETE SET NULL,
  locale text,
  currency text,
  -- The open cart: { items, coupon_code, account, billing, shipping, metadata, currency }
  cart jsonb,
  cart_id text,
  -- The last order submitted in this session (GET /cart/order).
  last_order_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  name text NOT NULL,
  -- percent off the items, or a fixed amount off in USD
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value numeric(12, 2) NOT NULL,
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz
);

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES store_accounts (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  plan_id text NOT NULL,
  status text NOT NULL DEFAULT 'active',
  items jsonb NOT NULL DEFAULT '[]',
  options jsonb NOT NULL DEFAULT '{}',
  date_period_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The vault's card tokens (never the number: only what a receipt may show) and intents.
CREATE TABLE vault_tokens (
  token text PRIMARY KEY,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  -- success, declined or 3ds: how test mode answers for this card
  behaviour text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vault_intents (
  id text PRIMARY KEY,
  gateway text NOT NULL,
  status text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  payment_method text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
