export { backupDataDir } from './backup.ts';
export { answerBackupRequests } from './backup-requests.ts';
export { restoreBackup } from './restore.ts';
