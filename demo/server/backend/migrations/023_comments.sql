-- Comments by thread (the page path with slashes turned into dashes). Comments with links
-- wait as 'pending' until a moderator publishes them; only 'published' ones are served.
CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  thread text NOT NULL,
  parent bigint REFERENCES comments (id) ON DELETE CASCADE,
  author text NOT NULL,
  email text NOT NULL,
  www text,
  twitter text,
  -- Sanitised HTML, safe to serve as is.
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('published', 'pending')),
  created_at timestamptz NOT NULL
);
CREATE INDEX comments_thread ON comments (thread, status, created_at);
