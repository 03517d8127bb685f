import type { BankState } from './use-bank';

/** What a quiz page shows until the question bank is in (and saved progress read): loading, or why not. */
export function BankNotReady({ bank }: { bank: BankState }) {
  if (bank.status === 'error')
    return (
      <p role="alert">
        The questions could not load ({bank.message}). <a href="">Reload the page</a> to try again.
      </p>
    );
  return <p role="status">Loading the questions…</p>;
}
