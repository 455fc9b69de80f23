import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FORM_FIELDS,
  FORM_FROM_ELSEWHERE,
  HELD_ENDPOINT,
  HELD_FRAGMENT,
  HELD_TICKET,
  SCRIPTLESS,
  isFormName,
  isPasswordField,
  isSitePath,
} from '@domain';
import type { FormName } from '@domain';
import { clientOf } from '../../backend/client';
import type { BackendDeps } from '../../backend/deps';
import { HttpError, readForm, siteError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { siteOrigins } from '../../backend/site';
import { commentThrottle } from '../comments/rate-limit';
import { HELD_COOKIE, HELD_FOR_MS, heldId, holdForm, takeHeldForm } from './held';
import { sendFormPage } from './pages';
import { withoutScript } from './scriptless';

export const FORMS_PREFIX = '/forms';

const shape: ErrorShape = (status, message) => siteError(status, message);

/** The fields a form adds for its endpoint, not the reader's. */
const FORM_OWN_FIELDS: ReadonlySet<string> = new Set(Object.values(FORM_FIELDS));

/** The value of the held form's cookie in a request, if any. */
const heldCookie = (req: IncomingMessage): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === HELD_COOKIE) return value.join('=');
  }
  return undefined;
};

/**
 * The form endpoints (`POST /forms/{form}`), where a widget's prerendered form posts when the
 * widget's code is not there: the browser's own post, never a GET, so no field ever lands in
 * an address. A form sent from a page whose scripts do not run (`_js=off`, inside
 * `<noscript>`) gets what the widget would have done, or a page that says JavaScript is
 * needed (scriptless.ts). A form sent before the page's loader ran (scripts on, just late)
 * is kept (held.ts) and the reader sent back to its page with `#mw-held={ticket}`, where the
 * loader takes it back (`POST /forms/held`) and hands it to the widget, which does the rest.
 *
 * Forms are taken only from the site's own pages (the `Origin` a browser sets on every post),
 * so another site cannot make a reader's browser send one. A held form comes back whole only
 * to the browser that sent it (an HttpOnly cookie naming it, two minutes long); a ticket
 * without its cookie (a link someone was sent, or a browser that keeps the services' cookie
 * from the magazine's pages on another site) gets it without its passwords, and the page
 * leaves the sending to the reader.
 */
export function formsService(deps: BackendDeps): RoutedHandler {
  const admitted = commentThrottle(deps.db, deps.commentLimits);
  // Read when asked: a test's server learns its own address once it listens.
  const own = () => new URL(deps.publicUrl).origin;

  /** The site's origin that sent the request, or undefined for any other (or none). */
  const siteOrigin = (req: IncomingMessage): string | undefined => {
    const origin = req.headers.origin;
    if (!origin) return undefined;
    return siteOrigins(deps).has(origin) ? origin : undefined;
  };

  // On the services' own origin the page asks from the same site: Lax is enough. A page on
  // another origin asks across sites, which only a SameSite=None cookie (always Secure) joins.
  const cookie = (value: string, origin: string, maxAge: number) => {
    const ownOrigin = origin === own();
    const secure = !ownOrigin || new URL(deps.publicUrl).protocol === 'https:';
    return [
      `${HELD_COOKIE}=${value}`,
      `Path=${FORMS_PREFIX}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      ownOrigin ? 'SameSite=Lax' : 'SameSite=None',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  };

  const post = async (req: IncomingMessage, res: ServerResponse, name: FormName) => {
    const origin = siteOrigin(req);
    if (!origin) {
      sendFormPage(res, {
        status: 403,
        title: 'Not sent',
        text: FORM_FROM_ELSEWHERE,
        back: deps.siteUrl,
      });
      return;
    }
    let page = '/';
    try {
      const form = await readForm(req, shape);
      const path = form.get(FORM_FIELDS.page) ?? '';
      page = isSitePath(path) ? path : '/';
      if (form.get(FORM_FIELDS.scriptless) === SCRIPTLESS) {
        const sent = { deps, form, origin, page, client: clientOf(req), admitted };
        const outcome = await withoutScript(name, sent);
        if ('page' in outcome) sendFormPage(res, outcome.page);
        else res.writeHead(303, { Location: outcome.redirect, 'Cache-Control': 'no-store' }).end();
        return;
      }
      // The reader's fields only; the form's own (its page, where next) the page still has.
      const fields = [...form].filter(([field]) => !FORM_OWN_FIELDS.has(field));
      const held = await holdForm(deps.db, { form: name, fields }, deps.now());
      res
        .writeHead(303, {
          Location: `${origin}${page}${HELD_FRAGMENT}${held.ticket}`,
          'Set-Cookie': cookie(held.id, origin, HELD_FOR_MS / 1000),
          'Cache-Control': 'no-store',
        })
        .end();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendFormPage(res, {
        status: error.status,
        title: 'Not sent',
        text: error.message,
        back: `${origin}${page}`,
      });
    }
  };

  return new Router(FORMS_PREFIX, shape)
    .on('POST', `/${HELD_ENDPOINT}`, async ({ req, res }) => {
      const origin = siteOrigin(req);
      if (!origin) throw siteError(403, FORM_FROM_ELSEWHERE);
      const ticket = (await readForm(req, shape)).get(HELD_TICKET) ?? '';
      const bound = heldId(ticket) !== undefined && heldCookie(req) === heldId(ticket);
      res.setHeader('Set-Cookie', cookie('', origin, 0));
      const held = await takeHeldForm(deps.db, ticket, deps.now());
      if (!held) throw siteError(404, 'No form is kept for this ticket.');
      // Whoever has the ticket without the cookie may not be the one who typed the password.
      const fields = bound ? held.fields : held.fields.filter(([name]) => !isPasswordField(name));
      return { form: held.form, fields, bound };
    })
    .on('POST', '/:form', async ({ req, res, params }) => {
      const name = params.form ?? '';
      if (!isFormName(name)) throw siteError(404, `No such form: ${name}`);
      await post(req, res, name);
      return undefined;
    })
    .handler();
}
