import type { SavedSearchNew } from '@erp-agent/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewSearchForm } from './new-search-form.tsx';

afterEach(cleanup);

function renderForm(create = vi.fn<(request: SavedSearchNew) => Promise<unknown>>(async () => undefined)) {
  render(
    <MemoryRouter>
      <NewSearchForm create={create} onCancel={() => undefined} />
    </MemoryRouter>,
  );
  return create;
}

describe('NEW.SEARCH criteria', () => {
  it('sends field, operator and values, numbers as numbers and several values split', async () => {
    const create = renderForm();
    await userEvent.type(screen.getByLabelText('NAME'), 'Big invoices');
    await userEvent.click(screen.getByRole('button', { name: 'ADD.CRITERION' }));
    await userEvent.selectOptions(screen.getByLabelText('FIELD of criterion 1'), 'type');
    expect(
      within(screen.getByLabelText('OPERATOR of criterion 1'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['anyof', 'noneof']);
    await userEvent.type(screen.getByLabelText('VALUE of criterion 1'), 'CustInvc, CashSale');
    await userEvent.click(screen.getByRole('button', { name: 'ADD.CRITERION' }));
    await userEvent.selectOptions(screen.getByLabelText('FIELD of criterion 2'), 'amount');
    await userEvent.selectOptions(screen.getByLabelText('OPERATOR of criterion 2'), 'greaterthan');
    await userEvent.type(screen.getByLabelText('VALUE of criterion 2'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));

    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0].definition.filters).toEqual([
      { field: 'type', operator: 'anyof', values: ['CustInvc', 'CashSale'] },
      { field: 'amount', operator: 'greaterthan', values: [5000] },
    ]);
  });

  it('says what is wrong with a criterion under it and sends nothing, keeping what was typed', async () => {
    const create = renderForm();
    await userEvent.type(screen.getByLabelText('NAME'), 'Bad');
    await userEvent.click(screen.getByRole('button', { name: 'ADD.CRITERION' }));
    await userEvent.selectOptions(screen.getByLabelText('FIELD of criterion 1'), 'amount');
    await userEvent.selectOptions(screen.getByLabelText('OPERATOR of criterion 1'), 'between');
    await userEvent.type(screen.getByLabelText('VALUE of criterion 1'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(create).not.toHaveBeenCalled();
    const value = screen.getByLabelText('VALUE of criterion 1');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('between takes two values')).toBeDefined();
    expect((value as HTMLInputElement).value).toBe('100');

    await userEvent.type(value, ', 900');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(create.mock.calls[0]?.[0].definition.filters).toEqual([
      { field: 'amount', operator: 'between', values: [100, 900] },
    ]);
  });

  it('flags a criterion whose field the new record type lacks, and REMOVE takes it out', async () => {
    const create = renderForm();
    await userEvent.type(screen.getByLabelText('NAME'), 'Customers');
    await userEvent.click(screen.getByRole('button', { name: 'ADD.CRITERION' }));
    await userEvent.selectOptions(screen.getByLabelText('FIELD of criterion 1'), 'tranid');
    await userEvent.type(screen.getByLabelText('VALUE of criterion 1'), 'SO100');
    await userEvent.selectOptions(screen.getByLabelText('RECORD.TYPE'), 'customer');
    expect(screen.getByLabelText('FIELD of criterion 1').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(screen.getByText('tranid is not a customer search field')).toBeDefined();
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'REMOVE criterion 1' }));
    expect(screen.getByText('None: the search returns every customer record.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(create.mock.calls[0]?.[0].definition).toMatchObject({ recordType: 'customer', filters: [] });
  });

  it('takes no value for isempty', async () => {
    const create = renderForm();
    await userEvent.type(screen.getByLabelText('NAME'), 'No email');
    await userEvent.selectOptions(screen.getByLabelText('RECORD.TYPE'), 'customer');
    await userEvent.click(screen.getByRole('button', { name: 'ADD.CRITERION' }));
    await userEvent.selectOptions(screen.getByLabelText('FIELD of criterion 1'), 'email');
    await userEvent.selectOptions(screen.getByLabelText('OPERATOR of criterion 1'), 'isempty');
    expect((screen.getByLabelText('VALUE of criterion 1') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(create.mock.calls[0]?.[0].definition.filters).toEqual([{ field: 'email', operator: 'isempty', values: [] }]);
  });
});
