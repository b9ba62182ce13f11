/**
 * A value loaded the first time it is asked for, once: for a library that only some requests use (images, PDFs,
 * Word files, payments), so that a server which never makes one never holds its code in memory. Callers that ask
 * while it loads share the one load; a load that fails is tried again at the next ask.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
