-- The gateway a card token belongs to: the vault's own tokens and the card provider's payment
-- methods are the card provider's; a Braintree nonce is Braintree's, and the cart keeps it so.
ALTER TABLE vault_tokens ADD COLUMN gateway text NOT NULL DEFAULT 'stripe';
