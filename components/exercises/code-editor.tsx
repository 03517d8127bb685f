'use client';

import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { typescript } from '@codemirror/legacy-modes/mode/javascript';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

// Colours are the app's CSS variables (components/exercises/exercises.css), so one theme follows light and dark.
const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.modifier, t.controlKeyword, t.operatorKeyword], color: 'var(--code-keyword)' },
  { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--code-string)' },
  { tag: [t.number, t.bool, t.null, t.atom], color: 'var(--code-number)' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: 'var(--code-comment)', fontStyle: 'italic' },
  {
    tag: [t.function(t.variableName), t.function(t.propertyName), t.definition(t.variableName)],
    color: 'var(--code-def)',
  },
  { tag: [t.typeName, t.className, t.namespace], color: 'var(--code-type)' },
]);

const theme = EditorView.theme({
  '&': { color: 'var(--text)', backgroundColor: 'var(--surface)', fontSize: '0.95rem' },
  '&.cm-focused': { outline: '3px solid var(--focus)', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'var(--mono)', caretColor: 'var(--text)', minHeight: '16rem' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.5' },
  '.cm-gutters': { backgroundColor: 'var(--surface-2)', color: 'var(--muted)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--surface-2)' },
  '.cm-cursor': { borderLeftColor: 'var(--text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--code-selection)',
  },
  '.cm-matchingBracket': { outline: '1px solid var(--muted)' },
});

/**
 * The code editor (CodeMirror 6): TypeScript highlighting, undo and redo, bracket matching. Tab is left to the
 * browser, so the keyboard can always leave the editor (indent with Ctrl+] and outdent with Ctrl+[). `setCode`
 * hands the parent a way to replace the contents (reset, the reference solution) as one undoable change.
 */
export function CodeEditor({
  initial,
  onChange,
  setCode,
}: {
  initial: string;
  onChange: (code: string) => void;
  setCode: (set: (code: string) => void) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    // In a shadow root CodeMirror's styles go into constructed style sheets (the CSSOM, which CSP does not
    // govern); in the document itself they would be a <style> element, which the page's CSP refuses.
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    // Outside the shadow root a key's target is the host, not an editable element, so the app's shortcuts
    // (/ opens search) would take the learner's keys: they stop here, after the editor has handled them.
    const keep = (e: Event) => e.stopPropagation();
    const keys = ['keydown', 'keypress', 'keyup'] as const;
    for (const type of keys) el.addEventListener(type, keep);
    const view = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(highlight),
          // TypeScript as a token stream (highlighting, indentation): the full Lezer grammar of JavaScript, JSX
          // and TypeScript weighed about 30 KB gzip more, for a syntax tree this editor does not use.
          StreamLanguage.define(typescript),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          theme,
          EditorView.contentAttributes.of({ 'aria-label': 'Code', 'aria-multiline': 'true' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) changed.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    setCode((code) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } }));
    return () => {
      view.destroy();
      for (const type of keys) el.removeEventListener(type, keep);
    };
    // The editor is created once; later `initial` values are applied through setCode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className="code-editor" />;
}
