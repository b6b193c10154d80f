import { type ContactRequest, contactRequestSchema, type ERP_CHOICES } from '@erp-agent/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { SelectField } from '../../components/select-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type FieldErrors, fieldErrorsFrom, fieldErrorsFromIssues, firstInvalid } from '../../forms/field-errors.ts';
import { focusField } from '../../forms/focus-field.ts';
import { contactClient } from './contact-client.ts';
import { ERROR_TEXT, ERROR_TITLE, STATUS_RESET_MS, SUCCESS_TEXT, SUCCESS_TITLE } from './contact-texts.ts';

const FIELDS = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Erp = (typeof ERP_CHOICES)[number];

interface Values extends Record<Field, string> {
  readonly erp: Erp;
  readonly subscribe: boolean;
}

const defaults = (subject = ''): Values => ({
  name: '',
  email: '',
  company: '',
  phone: '',
  subject,
  message: '',
  erp: 'netsuite',
  subscribe: false,
});

const ERP_OPTIONS: readonly { value: Erp; label: string }[] = [
  { value: 'netsuite', label: 'NetSuite' },
  { value: 'dynamics', label: 'Dynamics 365' },
  { value: 'sap', label: 'SAP Business One' },
  { value: 'other', label: 'Other' },
];

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The contact form (000 section 3), sent to the API and stored. The outcome shows for 5 s, then
 * the form is idle again; a success clears the form, an error keeps what was typed.
 */
export function ContactForm({ initialSubject }: { initialSubject?: string }) {
  const [values, setValues] = useState<Values>(() => defaults(initialSubject));
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function edit<Key extends keyof Values>(field: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function reject(form: HTMLFormElement, errors: FieldErrors<Field>) {
    setFieldErrors(errors);
    focusField(form, firstInvalid(errors, FIELDS));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    const { phone, ...rest } = values;
    const request: ContactRequest = { ...rest, ...(phone.trim() === '' ? {} : { phone }) };
    const parsed = contactRequestSchema.safeParse(request);
    if (!parsed.success) return reject(form, fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    setStatus('submitting');
    try {
      await contactClient.submit(parsed.data);
      setValues(defaults());
      setFieldErrors({});
      setStatus('success');
    } catch (failure) {
      setStatus('error');
      if (failure instanceof ApiError) reject(form, fieldErrorsFrom(failure.details, FIELDS));
    }
  }

  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
  });

  return (
    <form className="form" aria-label="Contact us" noValidate onSubmit={(event) => void submit(event)}>
      <div role="status" aria-live="polite">
        {status === 'success' && (
          <div className="note note-success">
            <p className="notification-title">{SUCCESS_TITLE}</p>
            <p>{SUCCESS_TEXT}</p>
          </div>
        )}
      </div>
      {status === 'error' && (
        <div className="alert" role="alert">
          <p className="notification-title">{ERROR_TITLE}</p>
          <p>{ERROR_TEXT}</p>
        </div>
      )}
      <div className="form-grid">
        <TextField id="contact-name" label="YOUR.NAME *" autoComplete="name" required {...text('name')} />
        <TextField
          id="contact-email"
          label="EMAIL.ADDRESS *"
          type="email"
          autoComplete="email"
          required
          {...text('email')}
        />
        <TextField id="contact-company" label="COMPANY *" autoComplete="organization" required {...text('company')} />
        <TextField id="contact-phone" label="PHONE" type="tel" autoComplete="tel" {...text('phone')} />
      </div>
      <SelectField
        id="contact-erp"
        label="ERP.SYSTEM"
        value={values.erp}
        options={ERP_OPTIONS}
        onChange={(erp) => edit('erp', erp)}
      />
      <TextField id="contact-subject" label="SUBJECT *" required {...text('subject')} />
      <TextAreaField id="contact-message" label="MESSAGE *" rows={5} required {...text('message')} />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.subscribe}
          onChange={(event) => edit('subscribe', event.target.checked)}
        />
        SUBSCRIBE.TO.PRODUCT.UPDATES
      </label>
      <button className="button button-primary" type="submit" disabled={status === 'submitting'}>
        {status === 'submitting' ? 'SENDING...' : 'SEND.MESSAGE'}
      </button>
    </form>
  );
}
