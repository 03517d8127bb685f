import type { BlobResourceContents, TextResourceContents } from '@modelcontextprotocol/client';
import { SafeImage, Size } from './media';

/** One resource's contents: text as text, a blob as its size and type (an image only if a safe type). */
export function ResourceContents({ contents }: { contents: TextResourceContents | BlobResourceContents }) {
  const mimeType = contents.mimeType ?? '';
  return (
    <div className="result-resource">
      <p className="result-block__meta">
        <span className="result-block__label">uri</span> <code>{contents.uri}</code>
      </p>
      {'text' in contents ? (
        <>
          <p className="result-block__meta">text · {mimeType || 'no mimeType'}</p>
          <pre tabIndex={0} className="result-pre">
            {contents.text}
          </pre>
        </>
      ) : mimeType.startsWith('image/') ? (
        <SafeImage media={{ data: contents.blob, mimeType }} alt={`Image resource ${contents.uri}`} />
      ) : (
        <Size data={contents.blob} mimeType={mimeType} />
      )}
    </div>
  );
}
