export * from './auth.ts';
export * from './families.ts';
