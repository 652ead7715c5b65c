// `npm run smoke -- <site-url>`: see smoke.ts. One line per check; exit code 1 on any failure.
import { runSmoke } from './smoke';

const [site, ...rest] = process.argv.slice(2);
if (!site || rest.length > 0 || !/^https?:\/\/[^/]+\/?$/.test(site)) {
  console.error('Usage: npm run smoke -- <site-url>   (e.g. https://icei2025.example.org or http://127.0.0.1:5000)');
  process.exit(2);
}
const results = await runSmoke(site);
for (const { check, ok, detail } of results) console.log(`${ok ? '✔' : '✖'} ${check}: ${detail}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
