import { GAUGE_KINDS, type Gauge, type GaugeKind, type GaugeOverride, gaugeStatus, gaugeTrend } from '@erp-agent/core';
import { diskFigures, hostFigures, networkFigures, processFigures } from './measure.ts';

export interface SystemSample {
  readonly process: ReturnType<typeof processFigures>;
  readonly host: Awaited<ReturnType<typeof hostFigures>>;
  readonly disk: Awaited<ReturnType<typeof diskFigures>>;
  readonly network: Awaited<ReturnType<typeof networkFigures>>;
}

/**
 * CPU and network figures are rates since the previous sample: viewers asking within this time
 * of each other share one sample, so a second open screen does not shrink the first's window.
 */
const SAMPLE_TTL_MS = 1000;
let latest: { at: number; dataDir: string; sample: Promise<SystemSample> } | undefined;

async function measure(dataDir: string): Promise<SystemSample> {
  const [host, disk, network] = await Promise.all([hostFigures(), diskFigures(dataDir), networkFigures()]);
  return { process: processFigures(), host, disk, network };
}

/** The host, process, disk and network figures, measured now or within the last second. */
export function sampleSystem(dataDir: string): Promise<SystemSample> {
  const now = performance.now();
  if (latest?.dataDir === dataDir && now - latest.at < SAMPLE_TTL_MS) return latest.sample;
  const sample = measure(dataDir);
  latest = { at: now, dataDir, sample };
  // A failed sample is not kept: the next request measures again.
  sample.catch(() => {
    if (latest?.sample === sample) latest = undefined;
  });
  return sample;
}

const round = (value: number) => Math.round(value * 10) / 10;

function measuredPercent(kind: GaugeKind, sample: SystemSample): number | null {
  switch (kind) {
    case 'cpu':
      return sample.host.cpuPercent;
    case 'memory':
      return sample.host.memoryPercent;
    case 'disk':
      return sample.disk.usedPercent;
    case 'network': {
      const { network } = sample;
      if (network === null || network.linkSpeedMbps === null) return null;
      const bitsPerSecond = (network.receivedBytesPerSecond + network.sentBytesPerSecond) * 8;
      return round(Math.min(100, (bitsPerSecond / (network.linkSpeedMbps * 1_000_000)) * 100));
    }
  }
}

/** The four gauges with the seed's rules applied; a test's override stands in for a measured percentage. */
export function gaugesFor(sample: SystemSample, override: GaugeOverride = {}): Gauge[] {
  return GAUGE_KINDS.map((kind) => {
    const percent = override[kind] ?? measuredPercent(kind, sample);
    return { kind, percent, status: gaugeStatus(kind, percent), trend: gaugeTrend(kind, percent) };
  });
}
