-- The search service's indices: one JSON record per object, as the hosted index holds them.
CREATE TABLE search_records (
  index_name text NOT NULL,
  object_id text NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (index_name, object_id)
);
