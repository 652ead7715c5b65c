// `npm run edition:check`: the facts the site still shows as "to be announced", one line per item,
// so the organisers see what to fill in under web/src/content before publishing.
import { unknownFacts } from '../../web/src/content/unknown-facts';

const fieldsByItem = new Map<string, string[]>();
for (const { where, field } of unknownFacts()) fieldsByItem.set(where, [...(fieldsByItem.get(where) ?? []), field]);

if (fieldsByItem.size === 0) {
  console.log('Every fact of the site content is known.');
} else {
  console.log(`To be announced (${unknownFacts().length} facts; fill them in under web/src/content):`);
  for (const [where, fields] of fieldsByItem) console.log(`  ${where}: ${fields.join(', ')}`);
}
