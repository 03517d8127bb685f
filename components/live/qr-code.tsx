import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn by React as one SVG path from uqr's module matrix: generated in the page, nothing fetched,
 * nothing injected as markup. Dark modules on a white quiet zone in both themes, as phone cameras expect.
 */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, count: qr.size };
  }, [text]);

  return (
    <svg
      className="live-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
