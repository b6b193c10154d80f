/** Recovery codes, shown once: each signs in once in place of the app's code. */
export function RecoveryCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <section className="note" aria-label="Recovery codes">
      <p>
        Keep these recovery codes somewhere safe, apart from your phone. Each one signs you in once if you lose the app.
        They are shown only now.
      </p>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button className="button button-primary" type="button" onClick={onDone}>
        I.HAVE.SAVED.THEM
      </button>
    </section>
  );
}
