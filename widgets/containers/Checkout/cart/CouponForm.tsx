import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { FIELD_EMPTY } from '@domain/validation';
import { $cart, applyCoupon, removeCoupon } from '@stores/cart';
import { Field, LiveRegion } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { PostFields, postTo } from '../../../shared/FormPost';

const CHECKS = { code: (code: string) => (code.trim() ? undefined : FIELD_EMPTY) };

/**
 * The coupon: a code and "Apply", with the coupon's own validating flag and error (SPEC
 * point 4) under the field; an applied coupon shows its code and "Remove coupon". Each
 * outcome is announced, and focus moves to what replaced the control the reader used.
 */
export function CouponForm(): ReactNode {
  const { cart, coupon, fetching, locked } = useStore($cart);
  const form = useFormState(() => ({ code: '' }), CHECKS, 'submit');
  // What the last coupon action did, for screen readers; the coupon's error wins.
  const [said, setSaid] = useState('');
  const removeButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const moveFocus = useRef<'remove' | 'field' | null>(null);
  const applied = cart?.couponCode ?? null;
  const busy = fetching || locked || coupon.validating;

  const submit = useFormSubmit({
    check: form.attempt,
    send: () => applyCoupon(form.fields.code.value),
    then: () => {
      form.set('code', '');
      setSaid('Coupon applied.');
      moveFocus.current = 'remove';
    },
    storeBusy: busy,
  });

  // Once the control that replaced the one used is there (the store's answer may render later).
  useEffect(() => {
    const target =
      moveFocus.current === 'remove'
        ? removeButton.current
        : moveFocus.current === 'field'
          ? field.current?.querySelector('input')
          : null;
    if (!target) return;
    target.focus();
    moveFocus.current = null;
  });

  const remove = () => {
    if (busy) return;
    void removeCoupon().then(
      () => {
        moveFocus.current = 'field';
        setSaid('Coupon removed.');
      },
      () => undefined,
    );
  };

  return (
    <div className="mw-coupon">
      {applied ? (
        <p className="mw-coupon__applied">
          <span>
            Coupon <strong>{applied}</strong> applied
          </span>
          <button
            ref={removeButton}
            type="button"
            className="mw-button mw-button--quiet"
            aria-disabled={busy}
            onClick={remove}
          >
            Remove coupon
          </button>
        </p>
      ) : (
        <form
          {...postTo({ name: 'coupon' })}
          className="mw-coupon__form"
          onSubmit={submit.onSubmit}
          noValidate
          aria-busy={coupon.validating}
        >
          <div ref={field} className="mw-coupon__field">
            <Field
              label="Coupon code"
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.input('code')}
              error={form.shown('code') ?? coupon.error ?? undefined}
            />
          </div>
          <button type="submit" className="mw-button mw-button--quiet" aria-disabled={busy}>
            {coupon.validating ? 'Applying…' : 'Apply'}
          </button>
          <PostFields post={{ name: 'coupon' }} />
        </form>
      )}
      <LiveRegion message={coupon.error ?? said} />
    </div>
  );
}
