import { useState } from 'react';
import { ADMIN_LOADING } from '@domain/messages';
import type { AdminRegistration } from '@domain/api/admin-record';
import { dataBody } from '@domain/api/envelope';
import { previewLinkSchema, type StoredFile } from '@domain/api/stored-file';
import { downloadNameOf } from '@domain/uploads';
import { formatBytes, formatDateTime } from '../shared/format';
import { useAdminApi, type AdminApi } from '../shared/use-admin-api';
import { BusyButton } from '../../../components/form/busy-button';
import { PdfView } from './pdf-view';

interface FileEntry {
  label: string;
  file: StoredFile;
  /** Shown under the file: a rejected receipt's date and reason. */
  note?: string;
}

/** Every file the registration holds, named for what it proves. */
function filesOf(record: AdminRegistration): FileEntry[] {
  const files: FileEntry[] = [];
  if (record.ieeeCert) files.push({ label: 'IEEE certificate', file: record.ieeeCert });
  record.students?.forEach((student, index) => {
    files.push({ label: `Student ${index + 1} ID card (${student.name})`, file: student.idCard });
    if (student.ieeeCert) files.push({ label: `Student ${index + 1} IEEE certificate`, file: student.ieeeCert });
  });
  const proofs = record.paymentProofs;
  proofs.forEach((proof, index) => {
    const latest = index === proofs.length - 1;
    const rejection = record.rejections?.find((r) => r.proofNumber === index + 1);
    if (rejection) {
      files.push({
        label: `Rejected payment receipt ${index + 1}`,
        file: proof.receipt,
        note: `Rejected on ${formatDateTime(rejection.at)} by ${rejection.by}: “${rejection.reason}”`,
      });
    } else {
      files.push({ label: latest ? 'Payment receipt' : `Earlier payment receipt ${index + 1}`, file: proof.receipt });
    }
  });
  if (proofs.length === 0 && record.receipt) files.push({ label: 'Payment receipt', file: record.receipt });
  return files;
}

const storedNameOf = (file: StoredFile) => file.path.split('/').pop() ?? '';

/**
 * A short-lived same-site link that shows the file (docs/administration.md, "How an uploaded file is
 * shown"): a frame cannot send the token, and the file comes back as a sandboxed document, so
 * whatever its bytes are they cannot run script in the admin pages' origin, as an object URL
 * (that origin's own) could.
 */
export async function previewLinkOf(api: AdminApi, registrationId: string, storedPath: string): Promise<string> {
  const path = `/api/admin/uploads/${encodeURIComponent(registrationId)}/${encodeURIComponent(storedPath.split('/').pop() ?? '')}/preview-link`;
  return (await api.postForJson(path, dataBody(previewLinkSchema))).data.url;
}

export function StoredFiles({ record }: { record: AdminRegistration }) {
  const files = filesOf(record);
  return (
    <section className="admin-wide" aria-labelledby="admin-files-title">
      <h3 id="admin-files-title">Files</h3>
      {files.length === 0 ? (
        <p>No files were uploaded with this registration.</p>
      ) : (
        <ul className="admin-files">
          {files.map((entry) => (
            <FileItem key={entry.file.path} registrationId={record.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

type Loaded =
  { kind: 'closed' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'open'; url: string };

/**
 * The file is shown from its preview link (previewLinkOf): PDFs in a frame, images as images, each
 * with a download link under the server's name for it (the registrant's own name is only shown,
 * never used to save a file).
 */
function FileItem({ registrationId, entry }: { registrationId: string; entry: FileEntry }) {
  const api = useAdminApi();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'closed' });
  const { file, label } = entry;
  const downloadName = downloadNameOf(storedNameOf(file)) ?? storedNameOf(file);

  async function open() {
    setLoaded({ kind: 'loading' });
    try {
      setLoaded({ kind: 'open', url: await previewLinkOf(api, registrationId, file.path) });
    } catch (error) {
      setLoaded({ kind: 'error', message: (error as Error).message });
    }
  }

  const isPdf = file.contentType === 'application/pdf';
  const isImage = file.contentType === 'image/png' || file.contentType === 'image/jpeg';
  return (
    <li className="admin-file">
      <div className="admin-file__head">
        <span>
          <strong>{label}</strong>: {file.fileName} ({formatBytes(file.size)})
          {entry.note && <span className="admin-file__note">{entry.note}</span>}
        </span>
        {/* One button that shows and hides: replacing it with another would drop the keyboard's focus. */}
        <BusyButton
          className="button button--secondary admin-button"
          aria-expanded={loaded.kind === 'open'}
          onClick={() => (loaded.kind === 'open' ? setLoaded({ kind: 'closed' }) : void open())}
          busy={loaded.kind === 'loading'}
        >
          {loaded.kind === 'loading' ? ADMIN_LOADING : `${loaded.kind === 'open' ? 'Hide' : 'Show'} ${label}`}
        </BusyButton>
      </div>
      {loaded.kind === 'error' && (
        <p role="alert" className="admin-error">
          The file could not be opened: {loaded.message}
        </p>
      )}
      {loaded.kind === 'open' && (
        <div className="admin-file__view">
          {isPdf && <PdfView className="admin-file__frame" url={loaded.url} title={`${label}: ${file.fileName}`} />}
          {isImage && <img src={loaded.url} alt={`${label}: ${file.fileName}`} className="admin-file__image" />}
          <a href={loaded.url} download={downloadName}>
            Download {downloadName}
          </a>
        </div>
      )}
    </li>
  );
}
