import { describe, expect, it } from 'vitest';
import * as sub from '@domain/subscription';

describe('membership plan ids', () => {
  it.each([
    [{ plan: 'member', interval: 'yearly', student: false }, 'member-yearly'],
    [{ plan: 'supporter', interval: 'monthly', student: false }, 'supporter-monthly'],
    [{ plan: 'smashing', interval: 'yearly', student: true }, 'smashing-student'],
  ] as const)('%j is %s and back', (choice, id) => {
    expect(sub.membershipPlanId(choice)).toBe(id);
    expect(sub.parseMembershipPlanId(id)).toEqual(choice);
  });

  it.each(['gold-yearly', 'member-weekly', 'member', ''])('%j is no membership plan', (id) =>
    expect(sub.parseMembershipPlanId(id)).toBeUndefined(),
  );

  it('names the product of a plan', () =>
    expect(sub.membershipProductId('smashing')).toBe('prod-membership-smashing'));
});

describe('a choice in the address', () => {
  it.each([
    ['?plan=member&interval=monthly', { plan: 'member', interval: 'monthly', student: false }],
    ['?plan=member', { plan: 'member', interval: 'yearly', student: false }],
    [
      '?plan=smashing&interval=monthly&student=1',
      { plan: 'smashing', interval: 'yearly', student: true },
    ],
    ['?plan=member&student=1', { plan: 'member', interval: 'yearly', student: false }],
    ['?plan=gold', undefined],
    ['', undefined],
  ] as const)('%s', (search, choice) => expect(sub.choiceFromSearch(search)).toEqual(choice));

  it('is written back by subscribeHref', () => {
    expect(
      sub.subscribeHref('/membership/subscribe', {
        plan: 'member',
        interval: 'monthly',
        student: false,
      }),
    ).toBe('/membership/subscribe?plan=member&interval=monthly');
    const student = { plan: 'smashing', interval: 'yearly', student: true } as const;
    const href = sub.subscribeHref('/membership/subscribe', student);
    expect(sub.choiceFromSearch(href.slice(href.indexOf('?')))).toEqual(student);
  });
});

describe('prices and savings', () => {
  it('saves on a yearly plan against twelve months (SPEC point 9 prices)', () => {
    expect(sub.yearlySaving('supporter')).toBe(6);
    expect(sub.yearlySaving('member')).toBe(10);
    expect(sub.yearlySaving('smashing')).toBe(9);
  });

  it('labels the discount', () => expect(sub.discountLabel('smashing')).toBe('10 %'));

  it.each([
    ['ada@mit.edu', true],
    ['ada@cs.ox.ac.uk', true],
    ['ada@unimelb.edu.au', true],
    [' ada@student.uni.edu ', true],
    ['ada@example.com', false],
    ['ada@edu.example.com', false],
    ['ada@mail.academy', false],
  ])('%s is a university address: %s', (email, academic) =>
    expect(sub.isAcademicEmail(email)).toBe(academic),
  );
});

describe('what a plan change costs now', () => {
  const year = { start: 0, end: 365 };
  it('charges the new price less what is left of the old period', () => {
    expect(sub.changeCharge(50, year, 0, 99)).toBe(49);
    expect(sub.changeCharge(50, year, 182.5, 99)).toBe(74);
  });
  it('charges nothing for a downgrade the paid period covers', () =>
    expect(sub.changeCharge(99, year, 10, 30)).toBe(0));
  it('charges the whole price once the period is over, or for an empty period', () => {
    expect(sub.changeCharge(50, year, 400, 99)).toBe(99);
    expect(sub.changeCharge(50, { start: 5, end: 5 }, 5, 99)).toBe(99);
  });
  it('credits no more than the whole old price before the period starts', () =>
    expect(sub.changeCharge(50, year, -100, 99)).toBe(49));
});
