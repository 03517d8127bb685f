'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Number keys pick an option and Enter sends, wherever focus is on the page (after "open", focus is on the
 * question's heading, not in the form). A field elsewhere on the page (search) keeps its keys, and a button's
 * or link's own Enter is left alone.
 */
export function useAnswerKeys(
  form: RefObject<HTMLFormElement | null>,
  handlers: { optionIds: string[]; numbered: boolean; pick: (id: string) => void; submit: () => void },
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const { optionIds, numbered, pick, submit } = latest.current;
      const target = e.target as HTMLElement;
      const typing =
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement ||
        target.isContentEditable ||
        (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox');
      if (typing && !form.current?.contains(target)) return;
      const option = /^[1-9]$/.test(e.key) ? optionIds[Number(e.key) - 1] : undefined;
      if (!typing && numbered && option) {
        e.preventDefault();
        pick(option);
      } else if (
        e.key === 'Enter' &&
        !(target instanceof HTMLButtonElement) &&
        !(target instanceof HTMLAnchorElement)
      ) {
        e.preventDefault();
        submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [form]);
}
