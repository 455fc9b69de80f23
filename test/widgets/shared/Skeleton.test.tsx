import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton } from '@widgets/shared/Skeleton';

describe('Skeleton', () => {
  it('is busy, and says once what is loading', () => {
    const { container } = render(
      <Skeleton block="mw-orders" said="Loading your orders…" bones={['line', 'button']} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.mw-skeleton')).toHaveLength(2);
  });
});
