import type { NetsuiteDemoCredentials } from '@erp-agent/core';
import { useId, useState } from 'react';
import { type DemoState, useDemoCredentials } from './use-demo-credentials.ts';

/**
 * One click fills the form with the embedded sandbox's account and demo token (issue 4: usable
 * with no setup). Without a sandbox on the server the button gives way to a note saying so.
 */
export function DemoFill({ onFill }: { onFill: (credentials: NetsuiteDemoCredentials) => void }) {
  const { state, obtain } = useDemoCredentials();
  const [filled, setFilled] = useState(false);
  const hintId = useId();

  if (state.status === 'off') {
    return <p className="note">{state.message} Enter your own account's id and access token.</p>;
  }

  async function fill() {
    const credentials = await obtain();
    if (credentials === undefined) return;
    onFill(credentials);
    setFilled(true);
  }

  return (
    <div className="demo-fill">
      <button
        className="button"
        type="button"
        aria-describedby={hintId}
        disabled={state.status === 'loading'}
        onClick={() => void fill()}
      >
        Use the demo sandbox
      </button>
      <p className="muted" id={hintId} role="status">
        {hintText(state, filled)}
      </p>
    </div>
  );
}

function hintText(state: DemoState, filled: boolean): string {
  if (state.status === 'failed') return `The demo credentials could not be loaded: ${state.message}`;
  return filled
    ? "Filled in the embedded sandbox's account and demo token."
    : "Fills in the embedded sandbox's account and demo token.";
}
