'use client';

import { useId, useState } from 'react';
import type { ReadResourceResult, ResourceLink } from '@modelcontextprotocol/client';
import { followableUri } from '@/lib/mcp/lab/safe-content';
import { useLab } from '../../lab-context';
import { Refused } from './media';
import { ResourceContents } from './resource-contents';

/** A link the client can follow with resources/read (a button, never a hyperlink), and what it read. */
export function ResourceLinkView({ link }: { link: ResourceLink }) {
  const lab = useLab();
  const id = useId();
  const [read, setRead] = useState<ReadResourceResult | null>(null);
  const verdict = followableUri(link.uri);
  return (
    <div className="result-link">
      <dl className="result-annotations">
        <div>
          <dt>uri</dt>
          <dd id={`${id}-uri`}>
            <code>{link.uri}</code>
          </dd>
        </div>
        <div>
          <dt>name</dt>
          <dd>{link.name}</dd>
        </div>
        {link.title ? (
          <div>
            <dt>title</dt>
            <dd>{link.title}</dd>
          </div>
        ) : null}
        {link.mimeType ? (
          <div>
            <dt>mimeType</dt>
            <dd>{link.mimeType}</dd>
          </div>
        ) : null}
      </dl>
      {link.description ? <p className="result-block__meta">{link.description}</p> : null}
      {verdict.ok ? (
        <button
          type="button"
          className="button"
          aria-describedby={`${id}-uri`}
          onClick={() => void lab.readResource(link.uri).then((r) => r && setRead(r))}
        >
          Read resource
        </button>
      ) : (
        <Refused reason={verdict.reason} />
      )}
      {read ? (
        <div className="result-link__read" role="group" aria-label={`Contents of ${link.uri}`}>
          <p className="result-block__meta">resources/read returned {read.contents.length} item(s):</p>
          {read.contents.map((c, i) => (
            <ResourceContents key={i} contents={c} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
