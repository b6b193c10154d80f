import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sdfProjects } from '../../db/schema.ts';
import type { SdfProject } from './sdf-project.ts';

export interface StoredProject {
  readonly name: string;
  readonly kind: SdfProject['kind'];
  readonly files: Readonly<Record<string, string>>;
  readonly updatedAt: Date;
}

/** One user's SuiteCloud projects, as the tools that write and deploy them see them. */
export interface UserProjects {
  find(name: string): Promise<StoredProject | undefined>;
  /** The project most recently written: what "deploy it" means. */
  latest(): Promise<StoredProject | undefined>;
  /** Writes the project, replacing one of the same name. */
  save(project: SdfProject): Promise<void>;
  /** Every project, newest first. */
  list(): Promise<StoredProject[]>;
}

export class ProjectStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  of(userId: string): UserProjects {
    const db = this.#db;
    const mine = eq(sdfProjects.userId, userId);
    return {
      async find(name) {
        const [row] = await db
          .select()
          .from(sdfProjects)
          .where(and(mine, eq(sdfProjects.name, name)));
        return row;
      },
      async latest() {
        const [row] = await db.select().from(sdfProjects).where(mine).orderBy(desc(sdfProjects.updatedAt)).limit(1);
        return row;
      },
      list() {
        return db.select().from(sdfProjects).where(mine).orderBy(desc(sdfProjects.updatedAt));
      },
      async save(project) {
        const values = { name: project.name, kind: project.kind, files: { ...project.files }, updatedAt: new Date() };
        await db
          .insert(sdfProjects)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: [sdfProjects.userId, sdfProjects.name], set: values });
      },
    };
  }
}
