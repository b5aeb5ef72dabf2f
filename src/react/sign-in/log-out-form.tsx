// The log-out confirm button (spec: signing out is a same-origin POST, never a GET another site could
// trigger). Without script it is a plain form POST, which the API answers with a redirect home; with
// script the same POST is sent as JSON and the page then goes home itself.
import { type FormEvent, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { LOG_OUT_ACTION, logOut } from './account-client.ts';

export function LogOutForm({ className = 'button button--primary' }: { className?: string }) {
  const t = useT();
  const link = useLink();
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    const result = await logOut();
    if (!result.ok) {
      console.warn('log-out refused', result.status, result.error);
      setState('failed');
      return;
    }
    window.location.assign(link({ name: 'home' }));
  }

  return (
    <form method="post" action={LOG_OUT_ACTION} className="log-out-form" onSubmit={(event) => void submit(event)}>
      <button type="submit" className={className} disabled={state === 'sending'} aria-busy={state === 'sending'}>
        {t('signIn.logOut.submit')}
      </button>
      {state === 'failed' && (
        <p className="field__error" role="alert">
          {t('account.error.unavailable')}
        </p>
      )}
    </form>
  );
}
