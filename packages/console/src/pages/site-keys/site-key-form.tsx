import { type CreateSiteKeyRequest, createSiteKeyRequestSchema, type SiteKey } from '@erp-agent/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { focusField } from '../../forms/focus-field.ts';

/** The origins as typed: one a line (commas and spaces also separate), blanks dropped. */
export function readOrigins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

interface Problems {
  readonly name?: string;
  readonly allowedOrigins?: string;
}

/** Every issue about the origins, each naming its line, so a bad one among several is found. */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], origins: string[]): Problems {
  const problems: { name?: string; allowedOrigins?: string[] } = {};
  for (const issue of issues) {
    if (issue.path[0] === 'name') problems.name ??= 'Enter a name';
    if (issue.path[0] === 'allowedOrigins') {
      const index = issue.path[1];
      const which = typeof index === 'number' ? `${origins[index]}: ` : '';
      problems.allowedOrigins = [
        ...(problems.allowedOrigins ?? []),
        which === '' ? 'Enter at least one origin, at most 20' : `${which}${issue.message}`,
      ];
    }
  }
  return {
    ...(problems.name ? { name: problems.name } : {}),
    ...(problems.allowedOrigins ? { allowedOrigins: problems.allowedOrigins.join('; ') } : {}),
  };
}

/** CREATE.SITE.KEY and EDIT: the site's name and the origins allowed to embed the widget. */
export function SiteKeyForm({
  initial,
  submitLabel,
  save,
  onCancel,
}: {
  initial?: SiteKey;
  submitLabel: string;
  save: (request: CreateSiteKeyRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [origins, setOrigins] = useState(initial?.allowedOrigins.join('\n') ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const list = readOrigins(origins);
    const parsed = createSiteKeyRequestSchema.safeParse({ name, allowedOrigins: list });
    if (!parsed.success) {
      const found = problemsOf(parsed.error.issues, list);
      setProblems(found);
      return focusField(form, found.name ? 'name' : 'allowedOrigins');
    }
    setBusy(true);
    setAlert(undefined);
    try {
      await save(parsed.data);
    } catch (error) {
      setBusy(false);
      setAlert(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form className="form" aria-label={submitLabel} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={alert} />
      <TextField
        id="site-key-name"
        name="name"
        label="NAME"
        autoComplete="off"
        required
        value={name}
        error={problems.name}
        onChange={(event) => {
          setName(event.target.value);
          setProblems((current) => ({ ...current, name: undefined }));
        }}
      />
      <TextAreaField
        id="site-key-origins"
        name="allowedOrigins"
        label="ALLOWED.ORIGINS"
        rows={3}
        placeholder="https://portal.example.com"
        spellCheck={false}
        required
        value={origins}
        error={problems.allowedOrigins}
        onChange={(event) => {
          setOrigins(event.target.value);
          setProblems((current) => ({ ...current, allowedOrigins: undefined }));
        }}
      />
      <p className="muted">One origin a line, as the browser sends it: scheme, host and port, no path.</p>
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'SAVING...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
