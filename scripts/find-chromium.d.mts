/** `undefined`: use Playwright's own browser; `null`: none found. */
export function findChromium(): string | undefined | null;
export const chromiumArgs: string[];
