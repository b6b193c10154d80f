import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './code-block.tsx';

const SCRIPT = '/**\n * @NScriptType UserEventScript\n */\ndefine([], () => ({}));';

afterEach(cleanup);

describe('CodeBlock', () => {
  it('highlights a known language, keeping every character and line of the code', async () => {
    const { container } = render(<CodeBlock code={SCRIPT} language="javascript" />);
    await waitFor(() => expect(container.querySelector('.hljs-comment')?.textContent).toContain('@NScriptType'));
    expect(container.querySelector('code')?.textContent).toBe(SCRIPT);
  });

  it('shows a language it does not know as plain text', async () => {
    const { container } = render(<CodeBlock code="SELECT id FROM customer" language="cobol" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('code')?.innerHTML).toBe('SELECT id FROM customer');
  });

  it('copies the code and says so, or says the copy failed', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CodeBlock code={SCRIPT} language="javascript" />);
    await userEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(writeText).toHaveBeenCalledWith(SCRIPT);
    expect(await screen.findByRole('button', { name: 'COPIED' })).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'COPY' })).toBeDefined(), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(await screen.findByRole('button', { name: 'COPY.FAILED' })).toBeDefined();
  });
});
