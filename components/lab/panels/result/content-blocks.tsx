import type { ContentBlock } from '@modelcontextprotocol/client';
import { AnnotationsList } from './annotations-list';
import { SafeAudio, SafeImage } from './media';
import { ResourceContents } from './resource-contents';
import { ResourceLinkView } from './resource-link';

/** Every content block in order, by type, each with its annotations. Text is always text, never HTML. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  if (blocks.length === 0) return <p className="result-block__none">No content blocks.</p>;
  return (
    <ol className="result-blocks" aria-label="Content blocks">
      {blocks.map((block, i) => (
        <li key={i} className="result-block">
          <p className="result-block__type">
            Block {i + 1} · <code>{block.type}</code>
          </p>
          <BlockBody block={block} index={i + 1} />
          <AnnotationsList annotations={block.annotations} />
        </li>
      ))}
    </ol>
  );
}

function BlockBody({ block, index }: { block: ContentBlock; index: number }) {
  switch (block.type) {
    case 'text':
      return (
        <pre tabIndex={0} className="result-pre result-pre--text">
          {block.text}
        </pre>
      );
    case 'image':
      return <SafeImage media={block} alt={`Image from the tool result (block ${index}, ${block.mimeType})`} />;
    case 'audio':
      return <SafeAudio media={block} label={`Audio from the tool result (block ${index}, ${block.mimeType})`} />;
    case 'resource_link':
      return <ResourceLinkView link={block} />;
    case 'resource':
      return <ResourceContents contents={block.resource} />;
    default:
      return <p className="result-block__none">An unknown block type; its JSON is in the full result below.</p>;
  }
}
