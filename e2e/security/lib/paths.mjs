// Where things are: the repository root and this run's scratch folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SECURITY_DIR = path.join(ROOT, 'e2e/security');
