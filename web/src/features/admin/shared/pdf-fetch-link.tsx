import type { ReactNode } from 'react';
import { usePdfDownload } from '../../../components/ui/use-pdf-download';
import { BusyButton } from '../../../components/form/busy-button';

/**
 * A PDF of the registration the administrator is looking at (the registrant's acknowledgement, the
 * tax invoice): a button fetches it with the administrator's token, then a link offers it under
 * `fileName`; a refusal shows the server's sentence. `fetchedFor` forgets a file fetched for an
 * earlier state (a verification undone and made again).
 */
export function PdfFetchLink({
  fetchPdf,
  fileName,
  fetchedFor,
  labels,
  children,
}: {
  fetchPdf: () => Promise<Blob>;
  fileName: string;
  fetchedFor: unknown;
  labels: { ask: string; preparing: string; failed: string };
  children?: ReactNode;
}) {
  const { state, linkRef, prepare } = usePdfDownload(fetchedFor);
  return (
    <div className="admin-tools__receipt">
      {children}
      {state.kind === 'ready' ? (
        <a ref={linkRef} className="button admin-button" href={state.url} download={fileName}>
          Download {fileName}
        </a>
      ) : (
        <BusyButton
          className="button button--secondary admin-button"
          onClick={() => void prepare(fetchPdf, null)}
          busy={state.kind === 'loading'}
        >
          {state.kind === 'loading' ? labels.preparing : labels.ask}
        </BusyButton>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="admin-error">
          {labels.failed} {state.message}
        </p>
      )}
    </div>
  );
}
