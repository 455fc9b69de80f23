import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createLiveRegion } from '@kit';

describe('createLiveRegion', () => {
  it('sits right after its anchor from the start and only changes its text', () => {
    document.body.innerHTML = '<button>Add</button><p>after</p>';
    const anchor = screen.getByRole('button');
    const region = createLiveRegion(anchor, 'mw-add-status');
    expect(anchor.nextElementSibling).toBe(region.element);
    expect(screen.getByRole('status').textContent).toBe('');
    region.say('Added to your cart.');
    expect(screen.getByRole('status').textContent).toBe('Added to your cart.');
    region.say('');
    expect(screen.getByRole('status').textContent).toBe('');
    region.remove();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
