import { describe, expect, it } from 'vitest';
import { optionsFromDataset } from './options.ts';

describe('data-* attributes', () => {
  it('become the options they spell', () => {
    expect(
      optionsFromDataset({
        apiUrl: 'https://erp.example.com',
        siteKey: 'pk_abc',
        id: 'help',
        locale: 'de',
        nonce: 'n0nce',
        theme: 'dark',
        position: 'bottom-left',
        storage: 'session',
        streaming: 'false',
        open: 'true',
        offsetX: '40',
        offsetY: '16.5',
        zIndex: '1000',
        launcherIcon: '/brand/chat.svg',
      }),
    ).toEqual({
      apiUrl: 'https://erp.example.com',
      siteKey: 'pk_abc',
      id: 'help',
      locale: 'de',
      nonce: 'n0nce',
      theme: 'dark',
      position: 'bottom-left',
      storage: 'session',
      streaming: false,
      open: true,
      offset: { x: 40, y: 16.5 },
      zIndex: 1000,
      launcherIcon: '/brand/chat.svg',
    });
  });

  it('leave out what is absent or not one of the allowed values', () => {
    expect(
      optionsFromDataset({
        theme: 'purple',
        position: 'top',
        storage: 'cookie',
        offsetX: 'far',
        zIndex: '',
        open: 'yes',
      }),
    ).toEqual({});
    expect(optionsFromDataset({ offsetY: '8' })).toEqual({ offset: { y: 8 } });
  });
});
