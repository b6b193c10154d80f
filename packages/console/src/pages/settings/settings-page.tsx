import { SETTINGS_GROUPS, type Settings, type SettingsGroup, type SettingsResponse } from '@erp-agent/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { loadPublicSettings, SETTINGS_KEY, settingsClient } from '../../settings/index.ts';
import { changesOf, draftErrors, firstInvalidField, isDirty, type SettingsErrors } from './settings-draft.ts';
import { SettingsFieldInput } from './settings-field-input.tsx';
import { fieldKey, SETTINGS_TABS } from './settings-fields.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

function groupOf(value: string | null): SettingsGroup {
  return SETTINGS_GROUPS.find((group) => group === value) ?? 'general';
}

/** The Settings screen (001 sections 2, 3 and 9): five tabs of settings, each of which takes effect. */
export function SettingsPage() {
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsClient.read });
  if (query.isPending) {
    return (
      <div className="page">
        <PageHeader title="SETTINGS" />
        <p role="status">LOADING.SETTINGS...</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page">
        <PageHeader title="SETTINGS" />
        <FormAlert message={`The settings could not be loaded. ${query.error.message}`} />
        <button className="button" type="button" onClick={() => void query.refetch()}>
          RETRY
        </button>
      </div>
    );
  }
  return <SettingsForm loaded={query.data} />;
}

function SettingsForm({ loaded }: { loaded: SettingsResponse }) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = groupOf(searchParams.get('tab'));
  const [saved, setSaved] = useState<Settings>(loaded.settings);
  const [draft, setDraft] = useState<Settings>(loaded.settings);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | undefined>(undefined);
  const tabsId = useId();
  const dirty = isDirty(saved, draft);
  const blocker = useLeaveGuard(dirty);

  // A fresh answer (another admin's change, a refetch) replaces what is shown unless it is being edited.
  useEffect(() => {
    if (!dirty) {
      setSaved(loaded.settings);
      setDraft(loaded.settings);
    }
  }, [loaded, dirty]);

  useEffect(() => {
    const name = pendingFocus.current;
    if (name === undefined) return;
    // The field may be on a tab that is still being switched to: try again on the next render.
    const element = form.current?.elements.namedItem(name);
    if (!(element instanceof HTMLElement)) return;
    pendingFocus.current = undefined;
    element.focus();
  });

  function settle(answer: SettingsResponse, message: string) {
    queryClient.setQueryData(SETTINGS_KEY, answer);
    void loadPublicSettings(true);
    setSaved(answer.settings);
    setDraft(answer.settings);
    setErrors({});
    setFailure(undefined);
    setNotice(message);
  }

  function showErrors(found: SettingsErrors) {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first === undefined) return;
    pendingFocus.current = fieldKey(first);
    if (first.group !== active) selectTab(first.group);
  }

  const save = useMutation({
    mutationFn: settingsClient.update,
    onSuccess: (answer) => settle(answer, 'Settings saved. They are in force now.'),
    onError: (error) => {
      setNotice(undefined);
      setFailure(error.message);
      if (error instanceof ApiError && error.details.length > 0) {
        showErrors(Object.fromEntries(error.details.map(({ field, message }) => [field, message])));
      }
    },
  });

  const reset = useMutation({
    mutationFn: settingsClient.reset,
    onSuccess: (answer) => {
      setConfirmingReset(false);
      settle(answer, `${tabLabel(active)} settings are back to their defaults.`);
    },
    onError: (error) => {
      setConfirmingReset(false);
      setFailure(error.message);
    },
  });

  function selectTab(group: SettingsGroup) {
    setSearchParams((params) => {
      params.set('tab', group);
      return params;
    });
  }

  function edit(group: SettingsGroup, name: string, value: unknown) {
    setDraft((current) => ({ ...current, [group]: { ...current[group], [name]: value } }));
    setErrors((current) => {
      const { [`${group}.${name}`]: _cleared, ...rest } = current;
      return rest;
    });
    setNotice(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = draftErrors(draft);
    if (Object.keys(found).length > 0) {
      setFailure('Some settings are not valid.');
      showErrors(found);
      return;
    }
    setFailure(undefined);
    save.mutate(changesOf(saved, draft));
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = SETTINGS_TABS.findIndex((tab) => tab.group === active);
    const last = SETTINGS_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const group = SETTINGS_TABS[next]?.group ?? 'general';
    selectTab(group);
    document.getElementById(`${tabsId}-${group}`)?.focus();
  }

  const tab = SETTINGS_TABS.find((candidate) => candidate.group === active) ?? SETTINGS_TABS[0];
  if (tab === undefined) return null;
  const invalidGroups = new Set(Object.keys(errors).map((key) => key.split('.')[0]));

  return (
    <div className="page">
      <PageHeader
        title="SETTINGS"
        intro="Every setting here changes what the server or the console does, for everyone, as soon as it is saved."
      />
      <div className="tabs" role="tablist" aria-label="Settings groups" onKeyDown={onTabKey}>
        {SETTINGS_TABS.map(({ group, label }) => (
          <button
            key={group}
            id={`${tabsId}-${group}`}
            className="tab"
            type="button"
            role="tab"
            aria-selected={group === active}
            aria-controls={`${tabsId}-panel`}
            tabIndex={group === active ? 0 : -1}
            onClick={() => selectTab(group)}
          >
            {label}
            {invalidGroups.has(group) && (
              <span className="tab-flag">
                <span aria-hidden="true"> !</span>
                <span className="visually-hidden"> (has errors)</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <form className="form settings-form" ref={form} noValidate onSubmit={submit}>
        <FormAlert message={failure} />
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab.group}`} className="form-grid">
          {tab.fields.map((field) => (
            <SettingsFieldInput
              key={fieldKey(field)}
              field={field}
              value={(draft[field.group] as Record<string, unknown>)[field.name]}
              error={errors[fieldKey(field)]}
              pinned={loaded.pinned.find((pin) => pin.field === fieldKey(field))}
              onChange={(value) => edit(field.group, field.name, value)}
            />
          ))}
        </div>
        <p className="muted" role="status">
          {notice ?? (dirty ? 'You have unsaved changes.' : '')}
        </p>
        <div className="option-row">
          <button className="button button-primary" type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? 'SAVING...' : 'SAVE'}
          </button>
          <button className="button" type="button" disabled={!dirty} onClick={() => setDraft(saved)}>
            DISCARD.CHANGES
          </button>
          <button className="button" type="button" onClick={() => setConfirmingReset(true)}>
            RESET.{tab.label}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingReset}
        title={`RESET.${tab.label}?`}
        confirmLabel="RESET"
        busy={reset.isPending}
        onConfirm={() => reset.mutate(active)}
        onCancel={() => setConfirmingReset(false)}
      >
        <p>Every {tabLabel(active)} setting goes back to its default, for everyone, at once.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="LEAVE.WITHOUT.SAVING?"
        confirmLabel="LEAVE"
        cancelLabel="STAY"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>Your changes to the settings are not saved and will be lost.</p>
      </ConfirmDialog>
    </div>
  );
}

function tabLabel(group: SettingsGroup): string {
  return SETTINGS_TABS.find((tab) => tab.group === group)?.label ?? group.toUpperCase();
}
