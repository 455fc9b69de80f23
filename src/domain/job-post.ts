import { JOB_POST_SKUS } from './validation';
import type { Commitment, JobPost } from './validation';

/** A job type of the board: the value its listings and filters use, and what readers read. */
export interface JobType {
  readonly value: string;
  readonly label: string;
}

/** The board's job types, as the listings of the market feed and the jobs page's filters use them. */
export const JOB_TYPES: readonly JobType[] = [
  { value: 'development', label: 'Development' },
  { value: 'design', label: 'Design' },
  { value: 'ux', label: 'UX' },
  { value: 'accessibility', label: 'Accessibility' },
  { value: 'content', label: 'Content' },
  { value: 'leadership', label: 'Leadership' },
];

export const isCommitment = (value: string | undefined): value is Commitment =>
  value !== undefined && Object.hasOwn(JOB_POST_SKUS, value);

/** What a job post puts in the cart: the listing's sku and the post, trimmed, as the line's metadata. */
export interface JobPostLine {
  readonly sku: string;
  readonly metadata: Readonly<Record<keyof JobPost, string>>;
}

/**
 * The cart line of a job post (SPEC points 3 and 9): `job-post-fulltime` or
 * `job-post-freelance` by its commitment, every field trimmed. Undefined without a commitment.
 */
export function jobPostLine(post: JobPost): JobPostLine | undefined {
  if (!isCommitment(post.commitment)) return undefined;
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    sku: JOB_POST_SKUS[post.commitment],
    metadata: {
      commitment: post.commitment,
      jobType: text(post.jobType),
      companyName: text(post.companyName),
      logoUrl: text(post.logoUrl),
      title: text(post.title),
      description: text(post.description),
      applicationUrl: text(post.applicationUrl),
    },
  };
}
