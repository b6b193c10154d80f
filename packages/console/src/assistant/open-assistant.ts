/**
 * Asks the floating assistant to open (NEW.TASK on the dashboard). The assistant mounts when the
 * page is idle, so a request made before it is there waits for it rather than being lost.
 */
type Opener = () => void;

const openers = new Set<Opener>();
let waiting = false;

export function openAssistant(): void {
  if (openers.size === 0) {
    waiting = true;
    return;
  }
  for (const open of openers) open();
}

/** For the floating assistant once mounted: `open` runs on every request, and at once for one that waited. */
export function onOpenAssistant(open: Opener): () => void {
  openers.add(open);
  if (waiting) {
    waiting = false;
    open();
  }
  return () => {
    openers.delete(open);
  };
}
