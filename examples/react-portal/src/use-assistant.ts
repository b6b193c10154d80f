import { type AssistantHandle, mount } from '@erp-agent/widget';
import { useEffect, useState } from 'react';

/**
 * One assistant for the whole app: mounted once at the root, so it stays open, mid-conversation,
 * while the app changes pages; removed when the app unmounts.
 */
export function useAssistant(): AssistantHandle | undefined {
  const [assistant, setAssistant] = useState<AssistantHandle>();
  useEffect(() => {
    const handle = mount({ siteKey: 'pk_examples_demo', id: 'react-portal', storage: 'session', theme: 'auto' });
    setAssistant(handle);
    return () => handle.destroy();
  }, []);
  return assistant;
}
