import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { TokenTable } from '../../stories/support/TokenTable';
import { TokenSample } from '../../stories/support/TokenSample';
import { readTokens } from '../../stories/support/tokens';

// Read from disk: the tests load no CSS, not even as text.
const tokensCss = readFileSync('src/kit/styles/tokens.css', 'utf8');
const tokens = readTokens(tokensCss);

// The Tokens page is how a designer sees what a token does: none may be listed without a look.
describe('the Tokens page', () => {
  it('lists the tokens of tokens.css', () => {
    render(<TokenTable css={tokensCss} />);
    expect(tokens.length).toBeGreaterThan(30);
    for (const { name } of tokens) {
      expect(screen.getByRole('rowheader', { name })).toBeTruthy();
    }
  });

  it.each(tokens.map(({ name }) => name))('shows a sample of %s', (name) => {
    render(<TokenTable css={tokensCss} />);
    const row = screen.getByRole('rowheader', { name }).closest('tr');
    expect(row?.querySelector(`[role="img"][aria-label="Sample of ${name}"]`)).not.toBeNull();
  });

  it('has no sample for a kind of token it does not know, so that one fails above', () => {
    render(<TokenSample name="--mw-z-index-dialog" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
