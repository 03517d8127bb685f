interface Props {
  /** `swatch`: a palette number (1–8) or a named colour (accent, bad); `dash`: 0 solid, 1 dashed, 2 dotted. */
  items: { key: string; label: string; swatch: number | string; dash?: number }[];
}

/** The chart's key as text: a line sample in the series' colour (classes, no inline style) beside each name. */
export function Legend({ items }: Props) {
  return (
    <ul className="pc-legend">
      {items.map((item) => (
        <li key={item.key}>
          <svg aria-hidden="true" width="24" height="10" className={`pc-swatch pc-swatch--${item.swatch}`}>
            <line x1="0" y1="5" x2="24" y2="5" className={`pc-dash-${item.dash ?? 0}`} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
