import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalDialogProps {
  readonly open: boolean;
  /** Upper-case and dotted (ADD.USER). */
  readonly title: string;
  /** Escape, the close button, or the caller's own buttons. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: it traps focus, makes the page behind it inert,
 * closes on Escape and gives focus back to what opened it.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="modal-header">
            <h2 className="modal-title" id={titleId}>
              {title}
            </h2>
            <button className="icon-button" type="button" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
