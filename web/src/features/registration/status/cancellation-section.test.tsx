import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancellationSection } from './cancellation-section';
import { DocumentsAndData } from './documents-and-data';
import type { RegistrationView } from './registration-view';
import { TEST_REGISTRANT } from './test-registrant';

const record: RegistrationView = {
  ...TEST_REGISTRANT,
  registrationTier: 'industry-non-ieee',
  totalAmount: 14160,
  pricing: { lines: [], total: 14160 },
  verified: true,
  paymentProofs: [],
  createdAt: '2025-10-20T05:30:00.000Z',
  sponsored: null,
  linkOpened: false,
};

describe('the request to cancel, on a page opened with the ID alone', () => {
  it('links to the section whose button e-mails the link it is made from', () => {
    const cancellation = renderToStaticMarkup(<CancellationSection record={record} />);
    const target = /from the link we e-mail you \(<a href="#([^"]+)">Your documents and data<\/a>, below\)/.exec(
      cancellation,
    )?.[1];
    expect(target).toBeDefined();
    const documents = renderToStaticMarkup(<DocumentsAndData record={record} />);
    expect(documents).toMatch(new RegExp(`<h3 id="${target}">Your documents and data</h3>`));
    expect(documents).toContain('E-mail me the link');
  });

  it('names no link when the page was opened from it', () => {
    const cancellation = renderToStaticMarkup(<CancellationSection record={{ ...record, linkOpened: true }} />);
    expect(cancellation).toContain('You can ask the organisers to cancel this registration; they confirm by e-mail.');
    expect(cancellation).not.toContain('#status-data-copy-title');
  });
});
