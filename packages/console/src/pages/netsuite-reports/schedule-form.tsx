import {
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  type ReportFormat,
  type ReportFrequency,
  type ReportSchedule,
  type ReportScheduleNew,
  reportScheduleNewSchema,
} from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';

/**
 * SCHEDULE (a new schedule of a saved search) and CONFIG (an existing one, its values filled in):
 * how often, at what time, to whom and in what format the search goes out.
 */
export function ScheduleForm({
  search,
  initial,
  save,
  onCancel,
}: {
  readonly search: { readonly id: string; readonly title: string };
  readonly initial?: ReportSchedule;
  readonly save: (request: ReportScheduleNew) => Promise<unknown>;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [frequency, setFrequency] = useState<ReportFrequency>(initial?.frequency ?? 'Daily');
  const [timeOfDay, setTimeOfDay] = useState(initial?.timeOfDay ?? '07:00');
  const [recipients, setRecipients] = useState(initial?.recipients.join(', ') ?? '');
  const [format, setFormat] = useState<ReportFormat>(initial?.format ?? 'PDF');
  const [problems, setProblems] = useState<{ timeOfDay?: string; recipients?: string }>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const list = recipients
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter((address) => address !== '');
    const parsed = reportScheduleNewSchema.safeParse({
      searchId: search.id,
      frequency,
      timeOfDay,
      recipients: list,
      format,
    });
    if (!parsed.success) {
      const found: { timeOfDay?: string; recipients?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'timeOfDay') found.timeOfDay = issue.message;
        if (issue.path[0] === 'recipients') found.recipients = 'Enter one or more email addresses';
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await save(parsed.data);
    } catch (error) {
      setAlert(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">{search.title}</p>
      <FormAlert message={alert} />
      <SelectField
        id={`${id}-frequency`}
        label="FREQUENCY"
        value={frequency}
        options={REPORT_FREQUENCIES.map((value) => ({ value, label: value }))}
        onChange={setFrequency}
      />
      <TextField
        id={`${id}-time`}
        label="TIME"
        type="time"
        value={timeOfDay}
        error={problems.timeOfDay}
        onChange={(event) => setTimeOfDay(event.target.value)}
      />
      <TextField
        id={`${id}-recipients`}
        label="RECIPIENTS"
        placeholder="cfo@example.com, controller@example.com"
        value={recipients}
        error={problems.recipients}
        onChange={(event) => setRecipients(event.target.value)}
      />
      <SelectField
        id={`${id}-format`}
        label="FORMAT"
        value={format}
        options={REPORT_FORMATS.map((value) => ({ value, label: value }))}
        onChange={setFormat}
      />
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-solid" type="submit" disabled={busy}>
          {initial === undefined ? 'SCHEDULE' : 'SAVE'}
        </button>
      </div>
    </form>
  );
}
