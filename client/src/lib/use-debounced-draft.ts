import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

/**
 * Text typed in a field whose value lives elsewhere (the URL): kept here while it is typed, so the
 * caret never jumps, and sent after a short pause (at once with `send`). When the outside value
 * changes by itself (the Back button, a reset), the field follows it.
 */
export function useDebouncedDraft(value: string, onSend: (text: string) => void, delay = DEBOUNCE_MS) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest onSend, so that the pause is counted from the last keystroke only: a parent that
  // re-renders (a list loading, a badge polling) passes a new function each time, and restarting
  // the timer on each of those could hold the text back for as long as they keep coming.
  const onSendRef = useRef(onSend);
  useEffect(() => {
    onSendRef.current = onSend;
  });

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onSendRef.current(text);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);

  const send = (next: string) => {
    setText(next);
    sent.current = next;
    onSendRef.current(next);
  };

  return { text, setText, send };
}
