/**
 * Of a process's flags, only its export conditions, each as `--conditions=<name>`. A worker thread
 * started with these resolves the workspace packages as its parent does (to their TypeScript
 * source in `npm run dev` and `npm run eval`), and nothing else of the parent's (a test runner's
 * loaders) reaches it.
 */
export function exportConditionFlags(execArgv: readonly string[]): string[] {
  const flags: string[] = [];
  execArgv.forEach((flag, index) => {
    const next = execArgv[index + 1];
    if (flag.startsWith('--conditions=')) flags.push(flag);
    else if ((flag === '--conditions' || flag === '-C') && next !== undefined) flags.push(`--conditions=${next}`);
  });
  return flags;
}
