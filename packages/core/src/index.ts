/**
 * @erp-agent/core: the chat protocol and everything the widget, the console and the API share
 * about it. DOM helpers live in `@erp-agent/core/browser`, CSV in `@erp-agent/core/csv`, so this
 * entry runs anywhere.
 */
export * from './client/index.ts';
export * from './export/index.ts';
export * from './fallback/index.ts';
export * from './markdown/index.ts';
export * from './protocol/index.ts';
export * from './schemas/index.ts';
export * from './store/index.ts';
export * from './time/index.ts';
export * from './view/index.ts';
export * from './voice/index.ts';
