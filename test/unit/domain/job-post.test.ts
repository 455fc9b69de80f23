import { describe, expect, it } from 'vitest';
import { JOB_TYPES, isCommitment, jobPostLine } from '@domain/job-post';
import { JOB_POST_SKUS } from '@domain/validation';

const post = {
  commitment: 'freelance',
  jobType: 'design',
  companyName: ' Kestrel Studio ',
  logoUrl: 'https://kestrel.example/logo.svg',
  title: 'Product designer',
  description: 'Shape the component library.\n',
  applicationUrl: 'https://kestrel.example/jobs/1',
};

describe('a job post in the cart (SPEC points 3 and 9)', () => {
  it('is the listing of its commitment, with the post trimmed as metadata', () => {
    expect(jobPostLine(post)).toEqual({
      sku: JOB_POST_SKUS.freelance,
      metadata: {
        ...post,
        companyName: 'Kestrel Studio',
        description: 'Shape the component library.',
      },
    });
    expect(jobPostLine({ commitment: 'full-time' })).toEqual({
      sku: JOB_POST_SKUS['full-time'],
      metadata: {
        commitment: 'full-time',
        jobType: '',
        companyName: '',
        logoUrl: '',
        title: '',
        description: '',
        applicationUrl: '',
      },
    });
  });

  it('needs a commitment the store sells', () => {
    expect(jobPostLine({ ...post, commitment: 'part-time' })).toBeUndefined();
    expect(jobPostLine({ ...post, commitment: 'toString' })).toBeUndefined();
    expect(isCommitment(undefined)).toBe(false);
    expect(isCommitment('full-time')).toBe(true);
  });

  it('offers the job types the board filters by, each once', () => {
    const values = JOB_TYPES.map((type) => type.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(['development', 'design', 'accessibility']));
  });
});
