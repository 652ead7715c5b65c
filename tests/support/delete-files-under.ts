// Runs the function's own deletion of a registration's files in a process of its own, whose
// Cloud Storage endpoint is the one given (a proxy in front of the suite's emulator).
import { deleteFilesUnder } from '../../functions/src/services/files';

const prefix = process.argv[2] ?? '';
if (!/^registrations\/[^/]+\/$/.test(prefix)) throw new Error(`Not a registration's folder: ${prefix}`);
await deleteFilesUnder(prefix as `registrations/${string}`);
