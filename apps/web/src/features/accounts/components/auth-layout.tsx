import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthLayoutProps {
  title: string;
  /** Links between signing in and creating an account, shown above the heading. */
  tabs?: readonly { to: string; label: string; current: boolean }[];
  children: ReactNode;
}

/** The frame of the sign-in pages: a narrow, calm column with one heading. */
export function AuthLayout({ title, tabs, children }: AuthLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  // When the page moves on by itself (the code step, "Check your e-mail"), screen reader and keyboard users start
  // again at its new heading rather than on a button that has gone.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:py-14">
      {tabs ? (
        <nav aria-label="Sign in or create an account">
          <ul className="flex gap-1 rounded-xl border border-line bg-sand p-1">
            {tabs.map((tab) => (
              <li key={tab.to} className="flex-1">
                <Link
                  to={tab.to}
                  aria-current={tab.current ? 'page' : undefined}
                  className={`flex min-h-11 items-center justify-center rounded-lg px-3 py-2 text-center font-semibold no-underline ${
                    tab.current ? 'bg-surface text-ink shadow-sm' : 'text-brand hover:bg-surface/60 hover:underline'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h1 ref={headingRef} tabIndex={-1} className="text-h2 font-bold">
        {title}
      </h1>
      <div className="flex flex-col gap-6 rounded-xl border border-line bg-surface p-5 sm:p-7">{children}</div>
    </div>
  );
}

/** A quiet "please wait" inside the frame, read out politely. */
export function AuthLoading({ message = 'Getting things ready...' }: { message?: string }) {
  return (
    <p role="status" className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-block size-6 animate-spin rounded-full border-4 border-brand-soft border-t-brand"
      />
      {message}
    </p>
  );
}
