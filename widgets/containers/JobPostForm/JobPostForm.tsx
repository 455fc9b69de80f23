import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { JOB_TYPES, isCommitment, jobPostLine } from '@domain/job-post';
import { DEFAULT_MESSAGE, PRODUCT_UNAVAILABLE } from '@domain/messages';
import { JOB_POST_SKUS, validateJobPost } from '@domain/validation';
import type { JobPost } from '@domain/validation';
import { addItem } from '@stores/cart/add-item';
import { $cart } from '@stores/cart/state';
import { productPrice } from '@stores/catalog/price';
import type { ProductPrice } from '@stores/catalog/price';
import { Field, FormAlert } from '@kit/react';
import { Select } from '@kit/react/Select';
import { TextArea } from '@kit/react/TextArea';
import { COMMITMENT_LABELS, CommitmentChoice } from './CommitmentChoice';
import { ListingPrice } from './ListingPrice';
import { checksByRule, useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { SubmitForm } from '../../shared/SubmitForm';
import type { JobPostFormOptions } from './options';

type PostFields = Record<keyof JobPost, string>;

const EMPTY: PostFields = {
  commitment: '',
  jobType: '',
  companyName: '',
  logoUrl: '',
  title: '',
  description: '',
  applicationUrl: '',
};

// Each field's problem is the job-post rule's answer for that field.
const CHECKS = checksByRule<PostFields>(Object.keys(EMPTY) as (keyof PostFields)[], (all) =>
  validateJobPost(all),
);

// The two links, each with what it is for.
const LINKS = {
  logoUrl: ['Logo link', 'A link to the image, starting with https://.'],
  applicationUrl: [
    'Application link',
    'Where people apply: your job page or a form, starting with https://.',
  ],
} as const;

/** Why the add failed: the product list's failure or the listing's absence, else the store's refusal. */
const failure = (cartError: string | null, price: ProductPrice): string => {
  if (price.status === 'error') return price.message;
  if (price.status === 'unknown') return PRODUCT_UNAVAILABLE;
  return cartError ?? DEFAULT_MESSAGE;
};

/**
 * The job post (SPEC point 5): checked here, then added to the cart as the full-time or
 * freelance listing with the post as the line's metadata, and on to checkout. A refusal keeps
 * every field as typed.
 */
export function JobPostForm({ options }: ContainerProps<JobPostFormOptions>): ReactNode {
  const form = useFormState(() => EMPTY, CHECKS);
  const cartError = useStore($cart).error;
  const commitment = form.fields.commitment.value;
  const chosen = isCommitment(commitment) ? commitment : undefined;
  // Before a choice the full-time listing's price is read: the product list loads either way.
  const price = useStore(productPrice(JOB_POST_SKUS[chosen ?? 'full-time']));

  const submit = useFormSubmit({
    check: form.attempt,
    send: async () => {
      const line = jobPostLine(form.values());
      const cart = line && (await addItem(line.sku, 1, line.metadata));
      if (!cart) throw new Error(PRODUCT_UNAVAILABLE);
    },
    then: () => window.location.assign(options.checkoutUrl),
  });

  const link = (name: keyof typeof LINKS) => {
    const [label, hint] = LINKS[name];
    return (
      <Field
        label={label}
        type="url"
        inputMode="url"
        hint={hint}
        name={name}
        {...form.input(name)}
      />
    );
  };
  return (
    <SubmitForm
      submit={submit}
      post={{ name: 'job-post', next: options.checkoutUrl }}
      label="Continue to checkout"
      busyLabel="Adding your post…"
      className="mw-form mw-job-post"
    >
      <FormAlert error={submit.status === 'failed' ? failure(cartError, price) : null} />
      <CommitmentChoice
        value={commitment}
        error={form.shown('commitment')}
        onChange={(value) => form.set('commitment', value)}
        onBlur={() => form.touch('commitment')}
      />
      <Select
        label="Job type"
        name="jobType"
        placeholder="Choose a type"
        options={JOB_TYPES}
        {...form.input('jobType')}
      />
      <Field
        label="Company name"
        autoComplete="organization"
        name="companyName"
        {...form.input('companyName')}
      />
      {link('logoUrl')}
      <Field label="Job title" name="title" {...form.input('title')} />
      <TextArea
        label="Description"
        name="description"
        rows={6}
        hint="What will people do, with whom, and where (or remote)?"
        {...form.input('description')}
      />
      {link('applicationUrl')}
      <p className="mw-job-post__total">
        {chosen ? (
          <>
            {COMMITMENT_LABELS[chosen]}: <ListingPrice sku={JOB_POST_SKUS[chosen]} />, paid at
            checkout.
          </>
        ) : (
          'Choose full-time or freelance to see the price.'
        )}
      </p>
    </SubmitForm>
  );
}
