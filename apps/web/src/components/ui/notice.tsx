import type { ReactNode } from 'react';

const TONES = {
  info: 'border-brand bg-brand-soft',
  success: 'border-brand bg-brand-soft',
  warning: 'border-danger bg-danger-soft',
} as const;

/**
 * A calm message box. As a status region it is read out when it appears, without taking focus away from what
 * the person is doing.
 */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={`flex flex-col gap-1 rounded-lg border-l-4 p-4 ${TONES[tone]}`}>
      {title ? <p className="font-bold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
