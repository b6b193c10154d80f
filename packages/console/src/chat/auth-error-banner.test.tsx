import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import { AUTH_ERROR_MS, AUTH_ERROR_TEXT } from './chat-texts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBanner(shownAt: number | undefined, onDone: () => void) {
  const router = createMemoryRouter([{ path: '/', element: <AuthErrorBanner shownAt={shownAt} onDone={onDone} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('AuthErrorBanner', () => {
  it('says the exact text and is done after 4 s', () => {
    const onDone = vi.fn();
    renderBanner(1, onDone);
    expect(screen.getByRole('alert').textContent).toContain(AUTH_ERROR_TEXT);
    act(() => vi.advanceTimersByTime(AUTH_ERROR_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('shows nothing until raised', () => {
    renderBanner(undefined, vi.fn());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
