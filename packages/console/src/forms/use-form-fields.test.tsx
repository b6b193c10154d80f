import { act, render, renderHook, screen } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormFields } from './use-form-fields.ts';

const FIELDS = ['serviceLayerUrl', 'password'] as const;
const EMPTY = { serviceLayerUrl: '', password: '' };
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('the text fields of a form', () => {
  it("binds each input by an id made of the prefix and the field's name in kebab case", () => {
    const { result } = renderHook(() => useFormFields(FIELDS, EMPTY, 'sap'));
    expect(result.current.bind('serviceLayerUrl')).toMatchObject({
      id: 'sap-service-layer-url',
      name: 'serviceLayerUrl',
      value: '',
      error: undefined,
    });
  });

  it("keeps what is typed, and clears that field's error (and only its) as the user corrects it", () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useFormFields(FIELDS, EMPTY, 'sap', onEdit));
    act(() => result.current.setErrors({ serviceLayerUrl: 'Enter an address', password: 'Enter the password' }));
    act(() => result.current.bind('serviceLayerUrl').onChange(typed('https://sap.example.com')));
    expect(result.current.values.serviceLayerUrl).toBe('https://sap.example.com');
    expect(result.current.errors).toEqual({ serviceLayerUrl: undefined, password: 'Enter the password' });
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows the errors of a refused submit and moves focus to the first field, in the form order', () => {
    render(
      <form aria-label="form">
        <input name="serviceLayerUrl" aria-label="SERVICE.LAYER.URL" />
        <input name="password" aria-label="PASSWORD" />
      </form>,
    );
    const form = screen.getByRole('form');
    if (!(form instanceof HTMLFormElement)) throw new Error('not a form');
    const { result } = renderHook(() => useFormFields(FIELDS, EMPTY, 'sap'));
    act(() => result.current.reject(form, { password: 'Enter the password' }));
    expect(result.current.bind('password').error).toBe('Enter the password');
    expect(document.activeElement).toBe(screen.getByLabelText('PASSWORD'));
  });
});
