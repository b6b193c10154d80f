import { MarkdownView } from '../../components/markdown-view.tsx';

/** Bot markdown, as elements of core's allow-listed tree: links open in a new tab. */
export function FormattedReply({ markdown }: { markdown: string }) {
  return <MarkdownView markdown={markdown} />;
}
