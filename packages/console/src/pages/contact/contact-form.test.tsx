import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, sentBody } from '../../test-support/session-fixtures.ts';
import { ERROR_TEXT, ERROR_TITLE, STATUS_RESET_MS, SUCCESS_TEXT, SUCCESS_TITLE } from './contact-texts.ts';

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn() {
  await screen.findByRole('form', { name: 'Contact us' });
  fireEvent.change(field('YOUR.NAME *'), { target: { value: 'Grace Hopper' } });
  fireEvent.change(field('EMAIL.ADDRESS *'), { target: { value: 'grace@example.com' } });
  fireEvent.change(field('COMPANY *'), { target: { value: 'Navy' } });
  fireEvent.change(field('SUBJECT *'), { target: { value: 'Pricing' } });
  fireEvent.change(field('MESSAGE *'), { target: { value: 'Tell me more.' } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'SEND.MESSAGE' }));
  });
}

describe('ContactForm', () => {
  it('stores the message, says so, resets the form, and is idle again after 5 s', async () => {
    const fetchMock = routeFetch({
      'POST /api/contact': () => jsonResponse(201, { id: 'm1', receivedAt: '2026-11-22T10:00:00.000Z' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes('/contact');
    await fillIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();

    expect(await screen.findByText(SUCCESS_TITLE)).toBeDefined();
    expect(screen.getByText(SUCCESS_TEXT)).toBeDefined();
    expect(sentBody(fetchMock)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      subject: 'Pricing',
      message: 'Tell me more.',
      erp: 'netsuite',
      subscribe: false,
    });
    expect(field('YOUR.NAME *').value).toBe('');
    act(() => vi.advanceTimersByTime(STATUS_RESET_MS));
    expect(screen.queryByText(SUCCESS_TITLE)).toBeNull();
  });

  it('keeps what was typed when sending fails, with the exact error texts', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'POST /api/contact': () => new Response('down', { status: 503 }) }));
    renderRoutes('/contact');
    await fillIn();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${ERROR_TITLE}${ERROR_TEXT}`);
    expect(field('YOUR.NAME *').value).toBe('Grace Hopper');
  });

  it('checks the fields before sending, with nothing sent', async () => {
    const fetchMock = routeFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes('/contact');
    await screen.findByRole('form', { name: 'Contact us' });
    fireEvent.change(field('EMAIL.ADDRESS *'), { target: { value: 'not-an-email' } });
    await submit();

    expect(screen.getByText('Enter your name')).toBeDefined();
    expect(screen.getByText('Enter a valid email address')).toBeDefined();
    expect(document.activeElement).toBe(field('YOUR.NAME *'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
