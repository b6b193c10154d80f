import { absoluteTime, relativeTime } from '../format/relative-time.ts';

/** "5 minutes ago", with the full date and time in a tooltip and the machine-readable value. */
export function TimeAgo({ at }: { at: string }) {
  return (
    <time dateTime={at} title={absoluteTime(at)}>
      {relativeTime(at)}
    </time>
  );
}
