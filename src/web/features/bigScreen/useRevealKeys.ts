/**
 * The reveal from a laptop's keyboard (or a presenter's clicker, which sends Page Down and Page
 * Up): Space, → and Page Down show the next step, ← and Page Up the one before. Only on an
 * organizer's big screen with a reveal running (no other screen reads the reveal). A key held
 * down counts once; a press while a step is on its way waits for it, and counts from the step
 * the server took, even before the screen has read it back.
 */
import { useEffect, useRef } from 'react';

const NEXT = new Set([' ', 'ArrowRight', 'PageDown']);
const BACK = new Set(['ArrowLeft', 'PageUp']);

export function useRevealKeys(
  reveal: { step: number; total: number } | null,
  show: (step: number) => Promise<unknown>,
) {
  const latest = useRef({ reveal, show });
  /** A step is on its way. */
  const busy = useRef(false);
  /** A press made meanwhile: forward or back, sent once the step on its way is answered. */
  const waiting = useRef<boolean | null>(null);
  /** The step the server took, until the screen reads it back. */
  const taken = useRef<number | null>(null);
  const step = reveal?.step;
  useEffect(() => {
    latest.current = { reveal, show };
  });
  useEffect(() => {
    taken.current = null;
  }, [step]);
  const running = reveal !== null;

  useEffect(() => {
    if (!running) return;
    const go = async (forward: boolean) => {
      const { reveal: now, show: send } = latest.current;
      if (!now) return;
      const to = (taken.current ?? now.step) + (forward ? 1 : -1);
      if (to < 0 || to > now.total) return;
      busy.current = true;
      try {
        await send(to);
        taken.current = to;
      } catch {
        taken.current = null;
      } finally {
        busy.current = false;
      }
      const next = waiting.current;
      waiting.current = null;
      if (next !== null) await go(next);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const forward = NEXT.has(event.key);
      if (!forward && !BACK.has(event.key)) return;
      event.preventDefault();
      if (event.repeat) return;
      if (busy.current) {
        waiting.current = forward;
        return;
      }
      void go(forward);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [running]);
}
