export * from './calendar-dates.ts';
export * from './rule-data.ts';
export * from './bank-holidays.ts';
export * from './ehcp.ts';
export * from './ehcp-deadlines.ts';
export * from './dla.ts';
