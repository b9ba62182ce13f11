import '../lib/react-behaviour.ts';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
});
