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
        Ask an administrator: on the USERS screen, RESET.PASSWORD on your row gives you a one-time password (or INVITE
        sends a link if you never had one). Sign in with it and you choose a new password at once.
      </p>
    </>
  );
}
