import { describe, expect, it } from 'vitest';
import { gaugeStatus, gaugeTrend } from './gauges.ts';

describe('gauge rules (001 section 4)', () => {
  it('makes CPU a warning above 80 and memory above 75, never critical', () => {
    expect(gaugeStatus('cpu', 80)).toBe('healthy');
    expect(gaugeStatus('cpu', 80.1)).toBe('warning');
    expect(gaugeStatus('cpu', 100)).toBe('warning');
    expect(gaugeStatus('memory', 75)).toBe('healthy');
    expect(gaugeStatus('memory', 75.5)).toBe('warning');
  });

  it('makes disk critical above 85 and leaves network healthy', () => {
    expect(gaugeStatus('disk', 85)).toBe('healthy');
    expect(gaugeStatus('disk', 86)).toBe('critical');
    expect(gaugeStatus('network', 100)).toBe('healthy');
    expect(gaugeStatus('cpu', null)).toBe('healthy');
  });

  it('points CPU up above 50 and memory above 60; disk and network have no arrow', () => {
    expect(gaugeTrend('cpu', 50)).toBe('down');
    expect(gaugeTrend('cpu', 51)).toBe('up');
    expect(gaugeTrend('memory', 60)).toBe('down');
    expect(gaugeTrend('memory', 61)).toBe('up');
    expect(gaugeTrend('disk', 99)).toBeNull();
    expect(gaugeTrend('network', 10)).toBeNull();
    expect(gaugeTrend('cpu', null)).toBeNull();
  });
});
