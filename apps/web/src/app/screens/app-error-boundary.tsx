import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

import { ErrorScreen } from './error-screen.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  /** Changing it remounts the children, so Try Again starts them afresh. */
  attempt: number;
}

/** The outermost safety net: an error outside the router (in a provider, say) still gets the error screen. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Tedi stopped because of an error', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState(({ attempt }) => ({ error: null, hasError: false, attempt: attempt + 1 }));
  };

  override render() {
    const { error, hasError, attempt } = this.state;
    if (hasError) {
      return <ErrorScreen error={error} onRetry={this.retry} />;
    }
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
