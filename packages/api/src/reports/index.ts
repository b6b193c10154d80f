export { NoteStore } from './note-store.ts';
export { runAllPages, runAndRecord } from './run-saved-search.ts';
export { runClaimed } from './run-schedule.ts';
export { RunStore } from './run-store.ts';
export { type ReportStores, readSavedSearchPage, readSavedSearchView } from './saved-search-page.ts';
export { type ScheduleRow, ScheduleStore } from './schedule-store.ts';
export { runDueSchedules, startReportScheduler } from './scheduler.ts';
