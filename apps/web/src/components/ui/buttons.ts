/** The app's button looks, as class lists for <button> and <Link> alike: at least 44 px high, clear focus ring. */
export const BUTTON_CLASSES = {
  primary:
    'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-brand bg-brand px-5 py-2 font-semibold text-white no-underline hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70',
  secondary:
    'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-brand bg-surface px-5 py-2 font-semibold text-brand no-underline hover:bg-brand-soft disabled:cursor-wait disabled:opacity-70',
  danger:
    'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-danger bg-surface px-5 py-2 font-semibold text-danger no-underline hover:bg-danger-soft disabled:cursor-wait disabled:opacity-70',
  link: 'inline-flex min-h-11 items-center rounded-md font-semibold text-brand underline underline-offset-4 hover:text-brand-strong',
} as const;
