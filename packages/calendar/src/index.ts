export * from './booking-calendar.js';
export * from './texts.js';
