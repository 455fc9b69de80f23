import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from '@widgets/containers/CookieBanner/CookieBanner';
import { $privacy, respondToPrivacy } from '@stores/privacy';
import { setPrivacyReview, privacyReviewAsked } from '@kit/privacy-review';
import { expectAccessible } from '../../setup/axe';

const mount = () => {
  document.body.innerHTML = '<main><a href="/x">Read on</a></main><div id="host"></div>';
  const host = document.getElementById('host')!;
  render(<CookieBanner host={host} options={{ policyUrl: '/privacy' }} />, { container: host });
  return host;
};

describe('CookieBanner', () => {
  it('offers the three choices in a labelled region that is not a dialog', async () => {
    mount();
    const region = screen.getByRole('region', { name: 'Cookies, briefly' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region.querySelectorAll('button')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await expectAccessible();
  });

  it.each([
    ['Accept all', { responded: true, accepted: true, declined: false, necessary: true }],
    ['Necessary only', { responded: true, accepted: false, declined: false, necessary: true }],
    ['Decline', { responded: true, accepted: false, declined: true, necessary: false }],
  ])('"%s" records the choice, persists it and goes away', async (label, expected) => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect($privacy.get()).toEqual(expected);
    expect(localStorage.getItem('mw-privacy:responded')).toBe('true');
    // The cookie-info flag (SPEC point 9): no later page loads the banner.
    expect(localStorage.getItem('mw-cookie-info')).toBe('1');
    expect(screen.queryByRole('region', { name: 'Cookies, briefly' })).toBeNull();
  });

  it('gives focus back to where the reader was when it goes away', async () => {
    mount();
    const link = screen.getByRole('link', { name: 'Read on' });
    link.focus();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Accept all');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(link);
  });

  it('sends focus to the main content when the reader came from nowhere', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it('renders nothing once the reader has answered', () => {
    $privacy.setKey('responded', true);
    const host = mount();
    expect(host.childElementCount).toBe(0);
  });

  it('comes back when asked, says the answer given, takes the focus and keeps the answer on Escape', async () => {
    respondToPrivacy('necessary');
    document.body.innerHTML = '<main><a href="/x">Cookie settings</a></main>';
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    link.focus();
    // As the loader does on the link's click: asked, then mounted afresh.
    setPrivacyReview(true);
    const host = document.createElement('div');
    document.body.append(host);
    render(<CookieBanner host={host} options={{ policyUrl: '/privacy' }} />, { container: host });
    const region = screen.getByRole('region', { name: 'Cookies, briefly' });
    expect(region.textContent).toContain('Your choice: “Necessary only”.');
    expect(document.activeElement).toBe(region);
    await expectAccessible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(privacyReviewAsked()).toBe(false);
    expect(document.activeElement).toBe(link);
    expect($privacy.get().necessary).toBe(true);
  });

  it('takes a changed answer when asked again: consent withdrawn as easily as given', async () => {
    respondToPrivacy('all');
    setPrivacyReview(true);
    mount();
    expect(screen.getByRole('region').textContent).toContain('Your choice: “Accept all”');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect($privacy.get()).toEqual({
      responded: true,
      accepted: false,
      declined: true,
      necessary: false,
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('ignores Escape before the first answer: the banner stays until answered', async () => {
    mount();
    screen.getByRole('button', { name: 'Accept all' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Cookies, briefly' })).toBeTruthy();
    expect($privacy.get().responded).toBe(false);
  });
});
