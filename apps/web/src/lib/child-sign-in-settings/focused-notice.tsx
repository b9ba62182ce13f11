import { useEffect, useRef, type ReactNode } from 'react';

import { Notice } from '../../components/ui/notice.tsx';

/** What just happened, said in a notice; `key` changes each time, so the same words said again take focus again. */
export interface Said {
  readonly key: number;
  readonly tone: 'success' | 'warning';
  readonly title?: string;
  readonly body: ReactNode;
}

let nextKey = 1;

/** Something to say now, in a notice of its own. */
export function said(body: ReactNode, tone: Said['tone'] = 'success', title?: string): Said {
  return { key: nextKey++, tone, body, ...(title ? { title } : {}) };
}

/**
 * A notice of what just happened that takes focus when it appears, because the button that did it is gone (or
 * the form closed): screen readers read it out and the keyboard carries on from there.
 */
export function FocusedNotice({ said }: { said: Said | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = said?.key;
  useEffect(() => {
    if (key !== undefined) ref.current?.focus();
  }, [key]);
  if (!said) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone={said.tone} title={said.title}>
        {said.body}
      </Notice>
    </div>
  );
}
