import { base64Size, safeAudioSrc, safeImageSrc } from '@/lib/mcp/lab/safe-content';

interface Media {
  data: string;
  mimeType: string;
}

function Refused({ reason }: { reason: string }) {
  return (
    <p className="result-block__refused">
      <span aria-hidden="true">⊘ </span>
      {reason}
    </p>
  );
}

export function Size({ data, mimeType }: Media) {
  return (
    <p className="result-block__meta">
      {base64Size(data).toLocaleString('en')} bytes · {mimeType || 'no mimeType'}
    </p>
  );
}

/** An image only for raster types (never SVG or HTML), as a data: URL the CSP allows. */
export function SafeImage({ media, alt }: { media: Media; alt: string }) {
  const verdict = safeImageSrc(media);
  return (
    <>
      <Size {...media} />
      {verdict.ok ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the tool, not a static asset
        <img className="result-block__image" src={verdict.src} alt={alt} />
      ) : (
        <Refused reason={verdict.reason} />
      )}
    </>
  );
}

export function SafeAudio({ media, label }: { media: Media; label: string }) {
  const verdict = safeAudioSrc(media);
  return (
    <>
      <Size {...media} />
      {verdict.ok ? (
        <audio className="result-block__audio" controls src={verdict.src} aria-label={label} />
      ) : (
        <Refused reason={verdict.reason} />
      )}
    </>
  );
}

export { Refused };
