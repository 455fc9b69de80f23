import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InsertQueryParam } from '@widgets/containers/InsertQueryParam/InsertQueryParam';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const mount = (fallback = 'the address you gave us') => {
  document.body.innerHTML =
    '<main><h1>Check your inbox</h1><p>Sent to: <span id="host"></span></p></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<InsertQueryParam host={host} options={{ param: 'email', fallback }} />, {
    container: host,
  });
  return host;
};

describe('InsertQueryParam', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the parameter's value into the sentence", async () => {
    fakeLocation('/auth/confirmation/?email=tabby%40example.com');
    const host = mount();
    expect(host.textContent).toBe('tabby@example.com');
    expect(screen.getByText('Sent to:', { exact: false }).textContent).toBe(
      'Sent to: tabby@example.com',
    );
    await expectAccessible();
  });

  it('shows markup in the address as text and runs none of it', () => {
    fakeLocation('/auth/confirmation/?email=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    const host = mount();
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it("shows the editor's fallback without the parameter, and nothing without a fallback", () => {
    fakeLocation('/auth/confirmation/');
    expect(mount().textContent).toBe('the address you gave us');
    document.body.replaceChildren();
    fakeLocation('/auth/confirmation/?email=%20');
    expect(mount('').textContent).toBe('');
  });
});
