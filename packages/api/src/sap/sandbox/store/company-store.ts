import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IsoDay } from '../generate/days.ts';
import { generateCompany, type SandboxCompany } from '../generate/generate-company.ts';
import type { EntityRecord } from '../schema/entity-sets.ts';

/** Bumped when the generated company changes shape, so a stored one from an older build is replaced. */
const FORMAT = 1;

interface StoredCompany extends SandboxCompany {
  readonly format: number;
}

/**
 * The sandbox company's records, in memory and, when given a directory, on disk: every change is
 * written through, so what the console or the agent changed is still there after a restart. A
 * stored company is reused for the same seed and day; another seed or a new day generates anew,
 * as the NetSuite sandbox does.
 */
export class CompanyStore {
  readonly #company: SandboxCompany;
  readonly #file: string | undefined;
  #writing: Promise<void> = Promise.resolve();

  private constructor(company: SandboxCompany, file: string | undefined) {
    this.#company = company;
    this.#file = file;
  }

  static async open(options: { seed: number; today: IsoDay; dataDir?: string }): Promise<{
    store: CompanyStore;
    outcome: 'generated' | 'reused';
  }> {
    const file = options.dataDir === undefined ? undefined : join(options.dataDir, 'company.json');
    if (file) {
      const stored = await readStored(file);
      if (stored && stored.format === FORMAT && stored.seed === options.seed && stored.today === options.today) {
        return { store: new CompanyStore(stored, file), outcome: 'reused' };
      }
    }
    const store = new CompanyStore(generateCompany(options.seed, options.today), file);
    await store.save();
    return { store, outcome: 'generated' };
  }

  get today(): IsoDay {
    return this.#company.today;
  }

  /** The live records of a set; callers copy before handing them out. */
  records(set: string): EntityRecord[] {
    let records = this.#company.sets[set];
    if (!records) {
      records = [];
      this.#company.sets[set] = records;
    }
    return records;
  }

  /** Writes the company through to disk; writes are queued so the file is never half written. */
  save(): Promise<void> {
    const file = this.#file;
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify({ format: FORMAT, ...this.#company } satisfies StoredCompany);
    this.#writing = this.#writing.then(async () => {
      await mkdir(join(file, '..'), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, snapshot);
      await rename(temporary, file);
    });
    return this.#writing;
  }
}

async function readStored(file: string): Promise<StoredCompany | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredCompany;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
