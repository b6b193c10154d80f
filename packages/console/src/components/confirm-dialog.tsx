import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  readonly open: boolean;
  /** Upper-case and dotted. */
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  /** Also on Escape. */
  readonly onCancel: () => void;
}

/**
 * A modal question (the browser's own `<dialog>`, so focus stays inside it and Escape closes it),
 * with the cancelling answer focused first: the safe choice is the one a stray Enter makes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'CANCEL',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 className="section-title" id={titleId}>
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <div className="option-row">
        {/* biome-ignore lint/a11y/noAutofocus: a dialog moves focus in, to its safe answer */}
        <button className="button" type="button" autoFocus onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button className="button button-primary" type="button" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
