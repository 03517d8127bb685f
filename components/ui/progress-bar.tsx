/** A labelled bar whose status is also written out, so progress never depends on seeing the fill. */
export function ProgressBar({
  label,
  value,
  status,
  large = false,
}: {
  label: string;
  value: number;
  status: string;
  large?: boolean;
}) {
  const percent = Math.round(value * 100);
  return (
    <div className={large ? 'progress progress--large' : 'progress'}>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={status}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress__status">{status}</span>
    </div>
  );
}
