/**
 * A button that is busy while what it started runs: `aria-disabled`, not `disabled`, because a
 * disabled button drops the keyboard's focus to the page, and the registrant or administrator who
 * pressed it would have to find their place again. Presses while busy are ignored, a submit's too
 * (Enter in a field presses the form's submit button, so its click is where it is stopped).
 *
 *   <BusyButton busy={saving} onClick={save}>{saving ? 'Saving…' : 'Save'}</BusyButton>
 *   <BusyButton type="submit" busy={busy}>Sign in</BusyButton>
 *
 * Styles: `[aria-disabled='true']` beside `:disabled` in the page's CSS.
 */
import type { ComponentPropsWithRef } from 'react';

type BusyButtonProps = Omit<ComponentPropsWithRef<'button'>, 'disabled' | 'aria-disabled'> & {
  busy: boolean;
  type?: 'button' | 'submit';
};

export function BusyButton({ busy, type = 'button', onClick, ...props }: BusyButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
