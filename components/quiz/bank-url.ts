import { preload } from 'react-dom';

/** The question bank, written by the content build and served as a static file. */
export const BANK_URL = '/quiz-bank.json';

/**
 * Called by a quiz page while it renders on the server: the HTML then asks for the bank at once, alongside the
 * page's scripts, instead of after hydration; useBank's fetch finds the response already there.
 */
export function preloadBank() {
  preload(BANK_URL, { as: 'fetch', crossOrigin: 'anonymous' });
}
