import { preload } from 'react-dom';

/**
 * The question bank's URL, content-hashed (public/data/quiz-bank.<hash>.json, served immutable): the content
 * build writes it and next.config.mjs puts it into the bundle.
 */
export const BANK_URL = process.env.MCPA_QUIZ_BANK_URL!;

/**
 * Called by a quiz page while it renders on the server: the HTML then asks for the bank at once, alongside the
 * page's scripts, instead of after hydration; useBank's fetch finds the response already there.
 */
export function preloadBank() {
  preload(BANK_URL, { as: 'fetch', crossOrigin: 'anonymous' });
}
