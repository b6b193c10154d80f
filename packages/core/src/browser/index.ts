export { downloadFile } from './download-file.ts';
