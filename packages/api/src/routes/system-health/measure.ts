import { readdir, stat, statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, platform, totalmem, uptime } from 'node:os';
import { join } from 'node:path';

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

let previousCpu = { at: performance.now(), usage: process.cpuUsage() };

/**
 * The process's CPU use since the previous call, as a percentage of one core (above 100 when it
 * keeps several busy). The first call measures since the process started.
 */
export function processCpuPercent(): number {
  const now = performance.now();
  const usage = process.cpuUsage();
  const elapsedMicros = (now - previousCpu.at) * 1000;
  const usedMicros = usage.user - previousCpu.usage.user + (usage.system - previousCpu.usage.system);
  previousCpu = { at: now, usage };
  return elapsedMicros > 0 ? round((usedMicros / elapsedMicros) * 100) : 0;
}

export function processFigures() {
  const memory = process.memoryUsage();
  return {
    cpuPercent: processCpuPercent(),
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    uptimeSeconds: Math.round(process.uptime()),
    nodeVersion: process.version,
    pid: process.pid,
  };
}

export function hostFigures() {
  const total = totalmem();
  const free = freemem();
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    platform: platform(),
    cpuCount: cpus().length,
    loadAverage: [round(one, 2), round(five, 2), round(fifteen, 2)] as [number, number, number],
    totalMemoryBytes: total,
    freeMemoryBytes: free,
    memoryPercent: round(((total - free) / total) * 100),
    uptimeSeconds: Math.round(uptime()),
  };
}

async function directoryBytes(path: string): Promise<number> {
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        stat(join(entry.parentPath, entry.name)).then(
          (info) => info.size,
          // A file removed between listing and measuring (a database checkpoint) no longer counts.
          () => 0,
        ),
      ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The file system holding the data directory, and what the directory itself takes. */
export async function diskFigures(dataDir: string) {
  const exists = await stat(dataDir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  const fs = await statfs(exists ? dataDir : '.');
  const totalBytes = fs.blocks * fs.bsize;
  const freeBytes = fs.bavail * fs.bsize;
  return {
    path: dataDir,
    totalBytes,
    freeBytes,
    usedPercent: totalBytes > 0 ? round(((totalBytes - freeBytes) / totalBytes) * 100) : 0,
    dataBytes: exists ? await directoryBytes(dataDir) : 0,
  };
}
