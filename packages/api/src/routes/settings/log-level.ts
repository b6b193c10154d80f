import type { PinnedSetting, Settings } from '@erp-agent/core';
import type { Logger } from 'pino';
import type { Env } from '../../env.ts';

/** The settings the environment decides, which the Settings screen shows but cannot change. */
export function pinnedSettings(env: Pick<Env, 'LOG_LEVEL'>): PinnedSetting[] {
  return env.LOG_LEVEL === undefined
    ? []
    : [{ field: 'performance.logLevel', reason: `LOG_LEVEL=${env.LOG_LEVEL} in the server's environment decides it.` }];
}

/**
 * Sets the logger's level from the settings, unless LOG_LEVEL pins it. Pino's child loggers
 * follow their parent's level, so the access log and every component's logger change with it.
 */
export function applyLogLevel(logger: Logger, env: Pick<Env, 'LOG_LEVEL'>, settings: Settings): void {
  if (env.LOG_LEVEL !== undefined) return;
  if (logger.level !== settings.performance.logLevel) logger.level = settings.performance.logLevel;
}
