// `npm run edition:check`: the facts the site still shows as "to be announced", one line per item,
// so the organisers see what to fill in under editions/<id>/content before publishing.
import { unknownFacts } from '../../web/src/content/unknown-facts';
import { selectedEditionId } from '../edition/resolve.mjs';

const fieldsByItem = new Map<string, string[]>();
for (const { where, field } of unknownFacts()) fieldsByItem.set(where, [...(fieldsByItem.get(where) ?? []), field]);

if (fieldsByItem.size === 0) {
  console.log('Every fact of the site content is known.');
} else {
  console.log(
    `To be announced in ${selectedEditionId()} (${unknownFacts().length} facts; fill them in under editions/${selectedEditionId()}/content):`,
  );
  for (const [where, fields] of fieldsByItem) console.log(`  ${where}: ${fields.join(', ')}`);
}
