/** A local day as a short date, "Mon 30 Nov" (the tables' row headers and the summaries). */
export const dayLabel = (day: number): string =>
  new Date(day).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** uPlot's time axis counts seconds. */
export const seconds = (ms: number): number => ms / 1000;

/** Dash patterns for series beyond the palette's eight colours: solid, dashed, dotted. */
export const DASHES: (number[] | undefined)[] = [undefined, [6, 4], [2, 3]];
