/** Moves focus to a form's named input, so a screen reader announces its error. */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (name === undefined) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement) element.focus();
}
