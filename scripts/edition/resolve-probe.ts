// One module of each kind, as resolve.test.ts has each tool load it: the edition's data through the
// domain, and a content module. Run as a script, it prints both.
import { pathToFileURL } from 'node:url';
import { EDITION } from '../../functions/src/domain/edition';
import { HOST_INSTITUTE } from '../../web/src/content/site';

export { EDITION, HOST_INSTITUTE };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify({ edition: EDITION.id, hostInstitute: HOST_INSTITUTE }));
}
