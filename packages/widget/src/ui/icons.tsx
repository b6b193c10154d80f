/** @jsxImportSource preact */
/** Drawn icons: no icon font or emoji a host page's fonts could lack. */
const svg = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': 2 } as const;

export const ChatIcon = () => (
  <svg aria-hidden="true" {...svg}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);
export const CloseIcon = () => (
  <svg aria-hidden="true" {...svg}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const MicIcon = () => (
  <svg aria-hidden="true" {...svg}>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 10a7 7 0 0 0 14 0M12 17v5" />
  </svg>
);
export const SendIcon = () => (
  <svg aria-hidden="true" {...svg}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </svg>
);
export const StopIcon = () => (
  <svg aria-hidden="true" {...svg}>
    <rect x="6" y="6" width="12" height="12" rx="1" />
  </svg>
);
