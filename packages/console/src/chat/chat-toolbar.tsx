import type { ChatStore } from '@erp-agent/core';
import { downloadFile } from '@erp-agent/core/browser';

/** Clear (back to `Chat cleared! ...`) and export (`ns-erp-chat-YYYY-MM-DD.txt`). */
export function ChatToolbar({ store }: { store: ChatStore }) {
  return (
    <>
      <button className="button button-small" type="button" onClick={() => store.getState().clear()}>
        CLEAR.CHAT
      </button>
      <button className="button button-small" type="button" onClick={() => downloadFile(store.getState().exportChat())}>
        EXPORT.CHAT
      </button>
    </>
  );
}
