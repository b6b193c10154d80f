import { readdir, stat, statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, platform, totalmem, uptime } from 'node:os';
import { join } from 'node:path';
import { currentLoad, networkInterfaces, networkStats } from 'systeminformation';

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

/** The host's figures; its CPU share is measured since the previous call (the first: since boot). */
export async function hostFigures() {
  const total = totalmem();
  const free = freemem();
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const load = await currentLoad();
  return {
    platform: platform(),
    cpuCount: cpus().length,
    cpuPercent: round(load.currentLoad),
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

/** Walking the data directory touches every file; its size is measured again at most this often. */
const DATA_BYTES_TTL_MS = 60_000;
const dataBytesCache = new Map<string, { at: number; bytes: Promise<number> }>();

function cachedDirectoryBytes(path: string): Promise<number> {
  const now = performance.now();
  const cached = dataBytesCache.get(path);
  if (cached && now - cached.at < DATA_BYTES_TTL_MS) return cached.bytes;
  const bytes = directoryBytes(path);
  dataBytesCache.set(path, { at: now, bytes });
  return bytes;
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
    dataBytes: exists ? await cachedDirectoryBytes(dataDir) : 0,
  };
}

/** The default interface and its speed change rarely; looking them up costs a few system calls. */
const INTERFACE_LOOKUP_MS = 60_000;
let defaultInterface: { at: number; value: Promise<{ name: string; speedMbps: number | null } | null> } | undefined;

function lookUpDefaultInterface() {
  const now = performance.now();
  if (defaultInterface === undefined || now - defaultInterface.at > INTERFACE_LOOKUP_MS) {
    defaultInterface = {
      at: now,
      value: networkInterfaces('default').then(
        (found) =>
          found?.iface
            ? { name: found.iface, speedMbps: found.speed !== null && found.speed > 0 ? found.speed : null }
            : null,
        () => null,
      ),
    };
  }
  return defaultInterface.value;
}

/**
 * Bytes a second through the host's default interface since the previous call, and its link
 * speed when it reports one. Null where there is no interface to read, and on the first call,
 * which has nothing to measure a rate against.
 */
export async function networkFigures() {
  const found = await lookUpDefaultInterface();
  if (found === null) return null;
  const [stats] = await networkStats(found.name);
  if (stats === undefined || stats.rx_sec === null || stats.tx_sec === null) return null;
  return {
    interface: found.name,
    receivedBytesPerSecond: Math.round(Math.max(0, stats.rx_sec)),
    sentBytesPerSecond: Math.round(Math.max(0, stats.tx_sec)),
    linkSpeedMbps: found.speedMbps,
  };
}
