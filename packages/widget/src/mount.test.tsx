import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './mount.tsx';
import { GREETING } from './texts.ts';

afterEach(() => {
  document.body.replaceChildren();
});

function parts(host: HTMLElement) {
  const root = host.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const launcher = root.querySelector<HTMLButtonElement>('[part="launcher"]');
  const panel = root.querySelector<HTMLElement>('[part="panel"]');
  if (!launcher || !panel) throw new Error('launcher or panel missing');
  return { root, launcher, panel };
}

describe('mount', () => {
  it('renders the launcher and a closed panel inside a shadow root', () => {
    const { host } = mount();
    expect(host.parentElement).toBe(document.body);
    const { launcher, panel } = parts(host);
    expect(document.querySelector('[part="launcher"]')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.hidden).toBe(true);
  });

  it('opens the panel with the greeting and closes it again', async () => {
    const { host } = mount();
    const { launcher, panel } = parts(host);
    launcher.click();
    await Promise.resolve();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain(GREETING);
    launcher.click();
    await Promise.resolve();
    expect(panel.hidden).toBe(true);
  });

  it('gives each assistant its own panel id and removes itself on unmount', () => {
    const first = mount();
    const second = mount();
    expect(parts(first.host).panel.id).not.toBe(parts(second.host).panel.id);
    first.unmount();
    expect(document.querySelectorAll('[data-erp-assistant]')).toHaveLength(1);
  });
});
