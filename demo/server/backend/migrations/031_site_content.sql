-- Editorial data the site API serves read-only: the job board (GET /site-api/market) and the
-- home page's panels (GET /site-api/panels/index.json). Seeded by services/site/seed.ts.
CREATE TABLE site_market_listings (
  id text PRIMARY KEY,
  -- full-time or freelance: the two job-post products a listing is bought as
  commitment text NOT NULL CHECK (commitment IN ('full-time', 'freelance')),
  job_type text NOT NULL,
  company text NOT NULL,
  logo text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  location text NOT NULL,
  remote boolean NOT NULL DEFAULT false,
  salary text,
  application_url text NOT NULL,
  featured boolean NOT NULL DEFAULT false,
  published_at timestamptz NOT NULL,
  -- Listings run for a fixed time; expired ones stay for the record but are not served.
  expires_at timestamptz NOT NULL
);
CREATE INDEX site_market_listings_live ON site_market_listings (expires_at, published_at);

CREATE TABLE site_panels (
  id text PRIMARY KEY,
  position integer NOT NULL,
  -- article, book, event, membership or job: decides the panel's look on the home page
  kind text NOT NULL,
  eyebrow text NOT NULL DEFAULT '',
  title text NOT NULL,
  description text NOT NULL,
  image text,
  image_alt text NOT NULL DEFAULT '',
  url text NOT NULL,
  cta text NOT NULL,
  -- A panel may be scheduled; outside its window it is not served.
  starts_at timestamptz,
  ends_at timestamptz
);
