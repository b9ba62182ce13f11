export * from './auth.ts';
export * from './families.ts';
export * from './mail.ts';
export * from './content.ts';
export * from './children.ts';
export * from './onboarding.ts';
export * from './subscriptions.ts';
export * from './family.ts';
