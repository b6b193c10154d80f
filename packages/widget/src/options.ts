import type { ClientContext } from '@erp-agent/core';
import type { WidgetTexts } from './texts.ts';

export type StorageKind = 'local' | 'session' | 'memory';
export type ThemeMode = 'light' | 'dark' | 'auto';
export type Position = 'bottom-right' | 'bottom-left';

/** A user the partner's server vouched for: a token it signed with the site's secret. */
export interface WidgetUser {
  readonly token: string;
}

/** Everything `ErpAssistant.init` and `mount` take (docs/embedding.md lists each). */
export interface WidgetOptions {
  /** Origin of the ERP agent API; the page's own origin when absent. */
  readonly apiUrl?: string;
  /** The site's public key; sent with every request so the API can check the page's origin. */
  readonly siteKey?: string;
  readonly user?: WidgetUser;
  /**
   * For a page served by the API's own origin, whose requests carry its session cookie (the
   * console): the signed-in user's id. Their conversation comes from the server, never from storage.
   */
  readonly sessionUser?: string;
  /** Names the instance: its storage, its panel id. Needed when a page has several. */
  readonly id?: string;
  readonly locale?: string;
  readonly theme?: ThemeMode;
  readonly position?: Position;
  /** Distance from the window's edges, in px. */
  readonly offset?: { readonly x?: number; readonly y?: number };
  /**
   * Height of the page's own header, in px: the open panel stays below it, so the header's
   * controls (a menu, a sign-out) stay visible and clickable. 16 by default.
   */
  readonly insetTop?: number;
  readonly zIndex?: number;
  /** Where the conversation and open state are kept across page loads. */
  readonly storage?: StorageKind;
  /** Stream replies as they are written (default), or wait for the whole reply. */
  readonly streaming?: boolean;
  /** Show one conversation in all the visitor's tabs of the site (default), or each tab its own. */
  readonly syncTabs?: boolean;
  readonly context?: ClientContext;
  readonly texts?: Partial<WidgetTexts>;
  /** An image URL (SVG, PNG...) drawn in the launcher instead of its chat bubble. */
  readonly launcherIcon?: string;
  /** The nonce of the page's CSP, for browsers without constructable stylesheets. */
  readonly nonce?: string;
  /** Element the assistant's host is appended to; `document.body` by default. */
  readonly container?: HTMLElement;
  /** Open the panel at once. */
  readonly open?: boolean;
}

/** `data-*` attributes of a script tag or `<erp-assistant>` element, as options. */
export function optionsFromDataset(dataset: DOMStringMap): WidgetOptions {
  const pick = <K extends string>(value: string | undefined, allowed: readonly K[]): K | undefined =>
    allowed.find((item) => item === value);
  const theme = pick(dataset.theme, ['light', 'dark', 'auto'] as const);
  const position = pick(dataset.position, ['bottom-right', 'bottom-left'] as const);
  const storage = pick(dataset.storage, ['local', 'session', 'memory'] as const);
  const number = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  const offsetX = number(dataset.offsetX);
  const offsetY = number(dataset.offsetY);
  const zIndex = number(dataset.zIndex);
  const insetTop = number(dataset.insetTop);
  return {
    ...(dataset.apiUrl ? { apiUrl: dataset.apiUrl } : {}),
    ...(dataset.siteKey ? { siteKey: dataset.siteKey } : {}),
    ...(dataset.id ? { id: dataset.id } : {}),
    ...(dataset.locale ? { locale: dataset.locale } : {}),
    ...(dataset.nonce ? { nonce: dataset.nonce } : {}),
    ...(theme ? { theme } : {}),
    ...(position ? { position } : {}),
    ...(storage ? { storage } : {}),
    ...(dataset.streaming === 'false' ? { streaming: false } : {}),
    ...(dataset.syncTabs === 'false' ? { syncTabs: false } : {}),
    ...(dataset.open === 'true' ? { open: true } : {}),
    ...(offsetX !== undefined || offsetY !== undefined
      ? {
          offset: {
            ...(offsetX !== undefined ? { x: offsetX } : {}),
            ...(offsetY !== undefined ? { y: offsetY } : {}),
          },
        }
      : {}),
    ...(zIndex !== undefined ? { zIndex } : {}),
    ...(insetTop !== undefined ? { insetTop } : {}),
    ...(dataset.launcherIcon ? { launcherIcon: dataset.launcherIcon } : {}),
  };
}
