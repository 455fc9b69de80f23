-- The tables both halves of the reference backend read: the storefront writes products and
-- orders, the identity service writes users; the site API reads all three.

CREATE TABLE products (
  id text PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  -- book, ebook, bundle, ticket, job post, webinar, membership
  type text NOT NULL,
  description text NOT NULL DEFAULT '',
  price numeric(12, 2) NOT NULL,
  sale_price numeric(12, 2),
  orig_price numeric(12, 2),
  currency text NOT NULL DEFAULT 'USD',
  stock_tracking boolean NOT NULL DEFAULT false,
  stock_level integer,
  -- in_stock, out_of_stock, preorder
  stock_status text NOT NULL DEFAULT 'in_stock',
  prerelease_date date,
  cross_sell_product_id text,
  active boolean NOT NULL DEFAULT true,
  images jsonb NOT NULL DEFAULT '[]',
  options jsonb NOT NULL DEFAULT '[]',
  variants jsonb NOT NULL DEFAULT '[]',
  purchase_options jsonb NOT NULL DEFAULT '{"standard": {"active": true}}',
  categories jsonb NOT NULL DEFAULT '[]',
  attributes jsonb NOT NULL DEFAULT '{}',
  -- Files an owner may download: [{ id, name, format, file }]
  downloads jsonb NOT NULL DEFAULT '[]',
  shippable boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  number text NOT NULL UNIQUE,
  account_id text,
  email text NOT NULL,
  -- [{ id, product_id, sku, name, type, quantity, price, price_total, discount_total, options }]
  items jsonb NOT NULL,
  currency text NOT NULL,
  sub_total numeric(12, 2) NOT NULL,
  discount_total numeric(12, 2) NOT NULL DEFAULT 0,
  shipment_total numeric(12, 2) NOT NULL DEFAULT 0,
  tax_total numeric(12, 2) NOT NULL DEFAULT 0,
  grand_total numeric(12, 2) NOT NULL,
  coupon_code text,
  -- [{ id, type: 'coupon' | 'promo-{id}', amount }]
  discounts jsonb NOT NULL DEFAULT '[]',
  billing jsonb NOT NULL DEFAULT '{}',
  shipping jsonb NOT NULL DEFAULT '{}',
  metadata jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'payment_pending',
  paid boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_email ON orders (lower(email));

CREATE TABLE identity_users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  encrypted_password text NOT NULL,
  confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_token text,
  email_change_sent_at timestamptz,
  -- { roles: [...], subscription: { plan: 'supporter'|'member'|'smashing', type: 'monthly'|'yearly'|'student', renews_at } }
  app_metadata jsonb NOT NULL DEFAULT '{"provider": "email"}',
  -- { full_name, shippingAddress, ... }
  user_metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
CREATE UNIQUE INDEX identity_users_email ON identity_users (lower(email));
