import { INCLUSIVE_OF_TAX } from '@domain/conference';
import { formatInr, hasEarlyBirdPrice } from '@domain/pricing';
import { TIERS } from '@domain/tiers';
import type { Tier } from '@domain/tiers';

function Prices({ tier }: { tier: Tier }) {
  if (tier.kind === 'group') {
    const { ieee, nonIeee } = tier.groupPerStudent;
    const perStudent = `IEEE ${formatInr(ieee)} / Non-IEEE ${formatInr(nonIeee)} per student`;
    return (
      <>
        <td>{perStudent}</td>
        <td>{perStudent}</td>
      </>
    );
  }
  const perPaper = tier.kind === 'author' ? ' per paper' : '';
  // A tier whose early-bird fee is its normal fee says so, or the equal figures read as a mistake.
  const noEarlyBird = hasEarlyBirdPrice(tier.id) ? '' : ' (no early bird)';
  return (
    <>
      <td>{formatInr(tier.earlyBird) + perPaper}</td>
      <td>{formatInr(tier.normal) + perPaper + noEarlyBird}</td>
    </>
  );
}

/** The fee table comes straight from the domain's tiers: a fee is never written twice. */
export function FeeTable({ earlyBirdCloses }: { earlyBirdCloses: string }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption>Registration fees in Indian rupees, {INCLUSIVE_OF_TAX}</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Early bird (until {earlyBirdCloses})</th>
            <th scope="col">Normal</th>
          </tr>
        </thead>
        <tbody>
          {TIERS.map((tier) => (
            <tr key={tier.id}>
              <th scope="row">{tier.label}</th>
              <Prices tier={tier} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
