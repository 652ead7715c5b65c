// One instance of the built function, as Cloud Run runs it: one plain Node process serving
// every request it is given at once. uploads.ts bundles this file (so no TypeScript loader adds
// to its memory) and starts it with the function's environment and the path of
// functions/lib/index.js; it samples its own memory and answers over IPC.
import { pathToFileURL } from 'node:url';
import express, { type RequestHandler } from 'express';
import type { HostMessage, MemoryFigures, ParentMessage } from './upload-protocol';

const SAMPLE_MS = 10;
const MiB = 1024 * 1024;

const functionEntry = process.argv[2];
if (!functionEntry) throw new Error('usage: upload-host <path of functions/lib/index.js>');
const { api } = (await import(pathToFileURL(functionEntry).href)) as { api: RequestHandler };

const app = express();
// The Functions framework's parsers keep the bytes as `req.rawBody` (limit 32 MB); multipart
// reaches its catch-all raw parser, the only one needed here.
app.use(
  express.raw({
    type: '*/*',
    limit: '32mb',
    verify: (req, _res, buffer) => Object.assign(req, { rawBody: buffer }),
  }),
);
app.use(api);

function sample(): MemoryFigures {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss: rss / MiB, heapUsed: heapUsed / MiB, external: external / MiB, arrayBuffers: arrayBuffers / MiB };
}

let peak = sample();
setInterval(() => {
  const now = sample();
  peak = {
    rss: Math.max(peak.rss, now.rss),
    heapUsed: Math.max(peak.heapUsed, now.heapUsed),
    external: Math.max(peak.external, now.external),
    arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
  };
}, SAMPLE_MS);

const send = (message: HostMessage) => process.send?.(message);

process.on('message', (message: ParentMessage) => {
  if (message.type === 'mark') {
    // The idle figure the run is measured from; peaks start again from it.
    peak = sample();
    send({ type: 'baseline', memory: peak });
  } else {
    // maxRSS (KiB) is the kernel's high-water mark: it catches a peak between two samples (over
    // the host's life, but the small warm-up peaks far lower than a run).
    const maxRss = process.resourceUsage().maxRSS / 1024;
    send({ type: 'peak', memory: { ...peak, rss: Math.max(peak.rss, maxRss) } });
  }
});
// The parent going away ends the host too, so no instance outlives a run.
process.on('disconnect', () => process.exit(0));

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') send({ type: 'ready', port: address.port });
});
