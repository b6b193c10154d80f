import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { NotConnectedNote } from './not-connected-note.tsx';

afterEach(cleanup);

const shown = (error: Error | null) =>
  render(
    <MemoryRouter>
      <NotConnectedNote error={error} />
    </MemoryRouter>,
  );

describe('NotConnectedNote', () => {
  it('sends someone with no NetSuite connection to the credentials screen', () => {
    shown(new ApiError('netsuite_not_connected', 'Not connected to NetSuite', { status: 409 }));
    expect(screen.getByRole('link', { name: 'Connect NetSuite on the credentials screen' }).getAttribute('href')).toBe(
      '/credentials',
    );
  });

  it('says nothing for other failures, which the list reports itself', () => {
    const { container } = shown(new ApiError('netsuite_scripts_failed', 'Failed to read the scripts', { status: 502 }));
    expect(container.innerHTML).toBe('');
    shown(null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
