/** The id that ties an input to its error text through `aria-describedby`. */
export function inputErrorId(inputId: string): string {
  return `${inputId}-error`;
}

/** The line under an input that says what is wrong with it. */
export function InputError({ inputId, message }: { inputId: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="input-error" id={inputErrorId(inputId)}>
      {message}
    </p>
  );
}
