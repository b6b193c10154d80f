import { useQuery } from '@tanstack/react-query';
import { CodeBlock } from '../../components/code-block/index.ts';
import { QueryView } from '../../components/query-view.tsx';
import { scriptFileQuery } from '../../netsuite/netsuite-sections-queries.ts';

/** A script file's text from the account's File Cabinet, highlighted, with its name. */
export function ScriptCode({ fileId }: { readonly fileId: string }) {
  const query = useQuery(scriptFileQuery(fileId));
  return (
    <QueryView query={query} label="FILE">
      {(file) => (
        <figure className="script-code">
          <figcaption>
            <code>{file.name}</code>
          </figcaption>
          <CodeBlock code={file.contents} language="javascript" />
        </figure>
      )}
    </QueryView>
  );
}
