export { backupDataDir } from './backup.ts';
export { backupArchive } from './backup-archive.ts';
export { answerBackupRequests } from './backup-requests.ts';
export { restoreBackup } from './restore.ts';
