export * from './calendar-dates.ts';
export * from './rule-data.ts';
export * from './bank-holidays.ts';
export * from './dla.ts';
