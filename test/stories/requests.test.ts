import { describe, expect, it } from 'vitest';
import { requestProblem } from './requests';

const PAGE = 'http://localhost:6006/iframe.html?id=story';

describe('what a story may ask for', () => {
  it('a file Storybook serves: a static folder of main.ts, or one Vite serves', () => {
    expect(requestProblem('/assets/img/avatar.svg', PAGE)).toBeNull();
    expect(requestProblem('/story-assets/pages/magazine-page.html?section=books', PAGE)).toBeNull();
    expect(requestProblem('/stories/assets/avatars/', PAGE)).toBe(
      'no such local file: /stories/assets/avatars/',
    );
    expect(requestProblem('data:,', PAGE)).toBeNull();
  });

  it('not a file that is not there', () => {
    expect(requestProblem('/assets/img/missing.svg', PAGE)).toBe(
      'no such local file: /assets/img/missing.svg',
    );
    expect(requestProblem('missing.png', PAGE)).toBe('no such local file: missing.png');
  });

  it('not another host', () => {
    expect(requestProblem('https://www.gravatar.com/avatar/1?d=404', PAGE)).toBe(
      'another host: https://www.gravatar.com/avatar/1?d=404',
    );
  });
});
