/**
 * The app's own log: warnings for whoever looks after Tedi (the browser console's warning level, which people
 * using the app never see and which is not an error), kept apart so tests can listen in.
 */
export type LogSink = (level: 'warn' | 'info', message: string, details?: unknown) => void;

const consoleSink: LogSink = (level, message, details) => {
  const write = level === 'warn' ? console.warn : console.info;
  if (details === undefined) write(`[Tedi] ${message}`);
  else write(`[Tedi] ${message}`, details);
};

let sink: LogSink = consoleSink;

export const appLogger = {
  warn(message: string, details?: unknown): void {
    sink('warn', message, details);
  },
  info(message: string, details?: unknown): void {
    sink('info', message, details);
  },
};

/** Sends the log somewhere else (a test's list); returns a function that puts the console back. */
export function setLogSink(next: LogSink): () => void {
  sink = next;
  return () => {
    sink = consoleSink;
  };
}
