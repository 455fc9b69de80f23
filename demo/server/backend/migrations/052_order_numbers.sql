-- Order numbers come from a sequence: two orders can never draw the same one.
CREATE SEQUENCE order_numbers MINVALUE 100000 START 100000;
SELECT setval(
  'order_numbers',
  GREATEST(100000, COALESCE((SELECT max(number::bigint) + 1 FROM orders WHERE number ~ '^[0-9]{1,15}$'), 100000)),
  false
);
