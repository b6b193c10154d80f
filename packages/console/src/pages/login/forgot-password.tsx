import { useId, useState } from 'react';

/** FORGOT.PASSWORD: there is no self-service reset, so it says who can help instead of going nowhere. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <>
      <button
        className="link-button"
        type="button"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((shown) => !shown)}
      >
        FORGOT.PASSWORD
      </button>
      <p className="note" id={noteId} hidden={!open}>
        An administrator resets passwords from the Users screen (Users › reset password). You then choose a new password
        the next time you sign in.
      </p>
    </>
  );
}
