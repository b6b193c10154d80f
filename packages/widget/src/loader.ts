/**
 * `dist/widget.js`, the file a page adds with one `<script>` tag. It stays tiny: it defines
 * `window.ErpAssistant` and `<erp-assistant>`, takes calls at once (queued), and loads the UI
 * chunk (`widget.mjs`, beside it) when the browser is idle or on the first open.
 */
import { cspViolationLog, cspViolations, recordCspViolations } from './diagnose/csp-violations.ts';
import type { Diagnosis } from './diagnose/index.ts';
import { optionsFromDataset, type WidgetOptions } from './options.ts';
import { type QueuedHandle, queuedHandle } from './queued-handle.ts';

type UiModule = typeof import('./index.ts');
type DiagnoseModule = typeof import('./diagnose/index.ts');

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : undefined;
const uiUrl = new URL('widget.mjs', script?.src ?? document.baseURI).href;
const diagnoseUrl = new URL('diagnose.mjs', script?.src ?? document.baseURI).href;
// From now on, a refusal by the page's CSP (of the UI chunk itself, of the API) is on record for diagnose().
recordCspViolations();

let loading: Promise<UiModule> | undefined;
function loadUi(): Promise<UiModule> {
  loading ??= import(/* @vite-ignore */ uiUrl) as Promise<UiModule>;
  return loading;
}

/** Nothing is on screen until the UI arrives, so an idle browser fetches it within 2 s at most. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

const handles = new Set<QueuedHandle>();

/** The checks live beside widget.mjs and load only when a developer asks, so no visitor downloads them. */
const loadDiagnose = () => import(/* @vite-ignore */ diagnoseUrl) as Promise<DiagnoseModule>;

/** When even the checks cannot load, what the page's CSP refused so far is the answer. */
function refusedDiagnosis(id: string, error: unknown): Diagnosis {
  const refusals = cspViolations().map((violation) => ({
    check: 'content-security-policy',
    status: 'fail' as const,
    detail: `${violation.directive} refuses ${violation.blockedUri}`,
  }));
  const checks = [
    { check: 'diagnose', status: 'fail' as const, detail: `diagnose.mjs did not load: ${String(error)}` },
  ];
  const diagnosis = { assistant: id, ok: false, checks: [...checks, ...refusals] };
  console.table(diagnosis.checks);
  return diagnosis;
}

function init(options: WidgetOptions = {}): QueuedHandle {
  const handle = queuedHandle(options, {
    loadUi,
    whenIdle,
    onError: (error) => console.error('ERP assistant: the UI could not be loaded', error),
    diagnose: async (input) => {
      let checks: DiagnoseModule;
      try {
        checks = await loadDiagnose();
      } catch (error) {
        return refusedDiagnosis(input.id, error);
      }
      const diagnosis = await checks.diagnose({
        ...input,
        widgetOrigin: new URL(uiUrl).origin,
        violations: cspViolationLog,
      });
      checks.printDiagnosis(diagnosis);
      return diagnosis;
    },
    onDestroy: () => handles.delete(handle),
  });
  handles.add(handle);
  return handle;
}

/** `ErpAssistant.diagnose()`: every assistant on the page, each printed as a table and returned. */
async function diagnoseAll(): Promise<Diagnosis[]> {
  if (handles.size === 0) {
    console.warn('ERP assistant: no assistant on this page (no ErpAssistant.init call, no script tag mounting one).');
    return [];
  }
  return Promise.all([...handles].map((handle) => handle.diagnose()));
}

/** `<erp-assistant data-api-url="..." data-site-key="...">`: the same options as attributes. */
class ErpAssistantElement extends HTMLElement {
  #handle: QueuedHandle | undefined;

  connectedCallback() {
    this.#handle ??= init({ ...optionsFromDataset(this.dataset), container: this });
  }

  disconnectedCallback() {
    this.#handle?.destroy();
    this.#handle = undefined;
  }
}

declare global {
  interface Window {
    ErpAssistant?: {
      init: typeof init;
      load: () => Promise<unknown>;
      diagnose: () => Promise<Diagnosis[]>;
      q?: unknown[][];
    };
  }
}

// Calls a page made before this file arrived (`ErpAssistant.q`, the snippet's stub) run now.
const queued = window.ErpAssistant?.q ?? [];
window.ErpAssistant = { init, load: loadUi, diagnose: diagnoseAll };
for (const [method, ...args] of queued) {
  if (method === 'init') init(args[0] as WidgetOptions);
}
if (!customElements.get('erp-assistant')) customElements.define('erp-assistant', ErpAssistantElement);

// The no-code case: the script tag's data-* attributes mount one assistant, unless it says manual.
if (script && script.dataset.manual !== 'true') {
  const start = () => init(optionsFromDataset(script.dataset));
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
