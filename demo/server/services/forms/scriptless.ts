import {
  COMMENT_HELD,
  COMMENT_PUBLISHED,
  FIELD_EMPTY,
  FORM_FIELDS,
  NEEDS_SCRIPT_TEXT,
  isSitePath,
  needsScriptTitle,
  signupSent,
  validateEmail,
  validateTerms,
} from '@domain';
import type { FormName } from '@domain';
import type { BackendDeps } from '../../backend/deps';
import { parse, siteError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { pageThread, publishComment } from '../comments/publish';
import type { commentThrottle } from '../comments/rate-limit';
import { newCommentBody } from '../comments/schemas';
import { requestRecovery } from '../identity/recover';
import { signUp } from '../identity/signup';
import type { FormPage } from './pages';

/** What a form sent without a script to read the answer gets: a page, or the next page. */
export type Outcome = { readonly page: FormPage } | { readonly redirect: string };

export interface Sent {
  readonly deps: BackendDeps;
  readonly form: URLSearchParams;
  /** The magazine's origin the form was sent from (checked), and the page it was on. */
  readonly origin: string;
  readonly page: string;
  readonly client: string;
  readonly admitted: ReturnType<typeof commentThrottle>;
}

const shape: ErrorShape = (status, message) => siteError(status, message);

/** A field's problem, named: the page shows no form to put it under. */
const refuse = (label: string, problem: string | undefined) => {
  if (problem) throw siteError(422, `${label}: ${problem}`);
};

const text = (form: URLSearchParams, name: string) => form.get(name) ?? '';

/** Where the widget goes next, if the form named a path of the site; else the page itself. */
const nextPage = ({ form, origin, page }: Sent) => {
  const next = text(form, FORM_FIELDS.next);
  return `${origin}${isSitePath(next) ? next : page}`;
};

async function signup(sent: Sent): Promise<Outcome> {
  const { form, deps } = sent;
  const name = text(form, 'name').trim();
  const email = text(form, 'email').trim();
  refuse('Name', name ? undefined : FIELD_EMPTY);
  refuse('Email', validateEmail(email));
  refuse('Terms', validateTerms(form.get('terms') !== null));
  // The identity service's own signup: its password rule, its mail, its answer for a taken
  // address; whatever it refuses is said on the page.
  await signUp(
    deps,
    { email, password: text(form, 'password'), data: { full_name: name } },
    deps.now(),
  );
  return {
    page: {
      status: 200,
      title: 'Check your inbox',
      text: signupSent(email),
      back: `${sent.origin}${sent.page}`,
    },
  };
}

async function recovery(sent: Sent): Promise<Outcome> {
  const email = text(sent.form, 'email').trim();
  refuse('Email', validateEmail(email));
  await requestRecovery(sent.deps, email, sent.deps.now());
  return { redirect: nextPage(sent) };
}

async function comment(sent: Sent): Promise<Outcome> {
  const { form, deps } = sent;
  const thread = pageThread(text(form, FORM_FIELDS.thread) || sent.page);
  const input = parse(
    newCommentBody,
    {
      author: text(form, 'author'),
      email: text(form, 'email'),
      twitter: text(form, 'twitter'),
      body: text(form, 'body'),
    },
    shape,
  );
  const published = await publishComment(thread, input, {
    db: deps.db,
    now: deps.now(),
    admitted: sent.admitted,
    client: sent.client,
  });
  const said = published.status === 'published' ? COMMENT_PUBLISHED : COMMENT_HELD;
  return {
    page: { status: 200, title: 'Your comment', text: said, back: `${sent.origin}${sent.page}` },
  };
}

/**
 * What a form's endpoint does for a reader whose page runs no script: what the widget would,
 * where that needs no browser afterwards (a signup, a recovery link, a comment); otherwise it
 * says that JavaScript is needed. A login is one of those: the member's pages are drawn in the
 * browser, so there would be nothing to log in to.
 */
export function withoutScript(name: FormName, sent: Sent): Promise<Outcome> {
  if (name === 'signup') return signup(sent);
  if (name === 'recovery') return recovery(sent);
  if (name === 'comment') return comment(sent);
  return Promise.resolve({
    page: {
      status: 200,
      title: needsScriptTitle(name),
      text: NEEDS_SCRIPT_TEXT,
      back: `${sent.origin}${sent.page}`,
    },
  });
}
