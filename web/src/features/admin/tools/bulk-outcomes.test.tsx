import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BulkOutcomes } from './bulk-outcomes';

const render = (outcomes: Parameters<typeof BulkOutcomes>[0]['outcomes']) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <BulkOutcomes outcomes={outcomes} action="verify" />
    </MemoryRouter>,
  );

describe('the outcomes of a bulk verification', () => {
  it('tell a payment verified before, and by whom, from one this action verified', () => {
    const html = render([
      { id: 'ICEI25-AAAA-AAAA-AAAAA', ok: true },
      { id: 'ICEI25-BBBB-BBBB-BBBBB', ok: true, alreadyVerified: { by: 'treasurer@example.org' } },
      { id: 'ICEI25-CCCC-CCCC-CCCCC', ok: false, error: 'No payment proof has been uploaded yet.' },
    ]);
    expect(html).toContain('2 of 3 payments verified, 1 of them before this.');
    expect(html).toContain('ICEI25-AAAA-AAAA-AAAAA</a>: Verified<');
    expect(html).toContain(
      'ICEI25-BBBB-BBBB-BBBBB</a>: Verified before, by treasurer@example.org: nothing more was done',
    );
    expect(html).toContain('ICEI25-CCCC-CCCC-CCCCC</a>: not done. No payment proof has been uploaded yet.');
  });

  it('say nothing of an earlier verification when there was none', () => {
    expect(render([{ id: 'ICEI25-AAAA-AAAA-AAAAA', ok: true }])).toContain('1 of 1 payment verified.</h2>');
  });
});
