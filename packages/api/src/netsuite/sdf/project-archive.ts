import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * A SuiteCloud project's files, path -> text, with paths relative to the project's source
 * folder as the deploy sees them: `manifest.xml`, `deploy.xml`, `Objects/customscript_x.xml`,
 * `FileCabinet/SuiteScripts/x.js`.
 */
export type ProjectFiles = ReadonlyMap<string, string>;

/** The largest project the sandbox takes, unpacked: SuiteCloud projects are small text. */
export const MAX_PROJECT_BYTES = 5 * 1024 * 1024;

export class ProjectArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectArchiveError';
  }
}

/**
 * The files under the project's source folder, whatever the paths lead with: `src/` as the agent
 * writes projects, `<name>/src/` as a folder zipped whole, or nothing as the CLI sends them.
 * Anything outside the source folder (suitecloud.config.js, tests) is not deployed.
 */
export function projectFromFiles(files: Readonly<Record<string, string>>): ProjectFiles {
  const paths = Object.keys(files).map((path) => path.replaceAll('\\', '/').replace(/^\.?\//, ''));
  const manifest = paths.find((path) => path === 'manifest.xml' || path.endsWith('/manifest.xml'));
  const root = manifest === undefined ? 'src/' : manifest.slice(0, -'manifest.xml'.length);
  const project = new Map<string, string>();
  for (const [path, content] of Object.entries(files)) {
    const normal = path.replaceAll('\\', '/').replace(/^\.?\//, '');
    if (normal.startsWith(root) && !normal.endsWith('/')) project.set(normal.slice(root.length), content);
  }
  return project;
}

/** A zip of the files as they are (for downloads and deploys). */
export function zipFiles(files: Readonly<Record<string, string>>, folder = ''): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(files)) entries[`${folder}${path}`] = strToU8(content);
  return zipSync(entries, { level: 6 });
}

/** The text files of a zip, refused when it is not one, or unpacks to more than MAX_PROJECT_BYTES. */
export function unzipFiles(archive: Uint8Array): Record<string, string> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_PROJECT_BYTES) {
          throw new ProjectArchiveError(`The project is larger than ${MAX_PROJECT_BYTES / 1024 / 1024} MB unpacked.`);
        }
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof ProjectArchiveError) throw error;
    throw new ProjectArchiveError('The project is not a valid zip archive.');
  }
  const files: Record<string, string> = {};
  for (const [path, bytes] of Object.entries(entries)) files[path] = strFromU8(bytes);
  return files;
}
