// The function's settings in the local suite, as the Functions emulator reads them from
// functions/.env.local: MAIL_FROM, MAIL_REPLY_TO (the organisers' address, where replies go), …
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnvLikeFirebaseTools } from '../../scripts/deploy/firebase-tools';
import { ROOT } from '../../scripts/suite/config';

export const FUNCTION_SETTINGS: Record<string, string> = parseEnvLikeFirebaseTools(
  readFileSync(join(ROOT, 'functions', '.env.local'), 'utf8'),
).envs;
