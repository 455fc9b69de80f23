import { describe, expect, it } from 'vitest';
import {
  AUTHOR_EMPTY,
  avatarUrl,
  commentsLabel,
  timeAgoText,
  threadTree,
  validateCommentAuthor,
} from '@domain';

const NOW = new Date('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('timeAgoText, as a comment tells its date', () => {
  it('says a moment ago as now, in the largest whole unit after that', () => {
    expect(timeAgoText(ago(20), NOW.getTime(), 'en')).toBe('now');
    expect(timeAgoText(ago(5 * 60), NOW.getTime(), 'en')).toBe('5 minutes ago');
    expect(timeAgoText(ago(3 * 3600), NOW.getTime(), 'en')).toBe('3 hours ago');
    expect(timeAgoText(ago(26 * 3600), NOW.getTime(), 'en')).toBe('yesterday');
    expect(timeAgoText(ago(3 * 86400), NOW.getTime(), 'en')).toBe('3 days ago');
    expect(timeAgoText(ago(15 * 86400), NOW.getTime(), 'en')).toBe('2 weeks ago');
    expect(timeAgoText(ago(40 * 86400), NOW.getTime(), 'en')).toBe('last month');
    expect(timeAgoText(ago(800 * 86400), NOW.getTime(), 'en')).toBe('2 years ago');
  });

  it('says a date ahead (a clock that runs fast) as ahead', () => {
    expect(
      timeAgoText(new Date(NOW.getTime() + 2 * 3600 * 1000).toISOString(), NOW.getTime(), 'en'),
    ).toBe('in 2 hours');
  });

  it("uses the reader's language", () => {
    expect(timeAgoText(ago(3 * 86400), NOW.getTime(), 'de')).toBe('vor 3 Tagen');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(timeAgoText('not a date', NOW.getTime(), 'en')).toBe('');
  });
});

describe('threadTree', () => {
  const c = (id: number, parent: number | null = null) => ({ id, parent });

  it('puts each reply under the comment it answers, oldest first', () => {
    const tree = threadTree([c(1), c(2, 1), c(3), c(4, 2), c(5, 1)]);
    expect(tree.map((n) => n.comment.id)).toEqual([1, 3]);
    expect(tree[0]?.replies.map((n) => n.comment.id)).toEqual([2, 5]);
    expect(tree[0]?.replies[0]?.replies.map((n) => n.comment.id)).toEqual([4]);
    expect(tree[1]?.replies).toEqual([]);
  });

  it('keeps a reply whose parent is not shown (held, or later in broken data) at the top', () => {
    expect(threadTree([c(2, 9), c(3, 4), c(4, 3)]).map((n) => n.comment.id)).toEqual([2, 3]);
    expect(threadTree([])).toEqual([]);
  });
});

describe('avatarUrl', () => {
  const md5 = '0BC83CB571CD1C50BA6F3E8A78EF1346';
  it("puts the email's hash into the site's template", () => {
    expect(avatarUrl('https://avatars.example/{md5}?s=80', md5, '/d.svg')).toBe(
      'https://avatars.example/0bc83cb571cd1c50ba6f3e8a78ef1346?s=80',
    );
  });
  it('falls back to the default image without a template or a hash', () => {
    expect(avatarUrl('', md5, '/d.svg')).toBe('/d.svg');
    expect(avatarUrl('https://avatars.example/{md5}', 'nope', '/d.svg')).toBe('/d.svg');
  });
});

describe('commentsLabel', () => {
  it('counts in words', () => {
    expect(commentsLabel(0, 'en')).toBe('0 comments');
    expect(commentsLabel(1, 'en')).toBe('1 comment');
    expect(commentsLabel(1200, 'en')).toBe('1,200 comments');
  });
});

describe('validateCommentAuthor', () => {
  it('asks for a name, and takes any', () => {
    expect(validateCommentAuthor('  ')).toBe(AUTHOR_EMPTY);
    expect(validateCommentAuthor(undefined)).toBe(AUTHOR_EMPTY);
    expect(validateCommentAuthor('Tess')).toBeUndefined();
  });
});
