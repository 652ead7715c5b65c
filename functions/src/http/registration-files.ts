// Which files a registration carries, checked by content before anything is stored.
import { studentIncomplete } from '../domain/messages';
import type { RegistrationData } from '../domain/registration-schema';
import type { FileKind } from '../services/files';
import type { UploadedFile } from './multipart';
import { DomainError } from '../domain/errors';
import { requireCertificate, requirePdf } from './uploads';

export interface PendingFile {
  slot: string;
  file: UploadedFile;
  kind: FileKind;
  /** Where the stored file goes in the record. */
  target: { kind: 'ieeeCert' } | { kind: 'studentIdCard' | 'studentIeeeCert'; index: number };
}

export function collectRegistrationFiles(data: RegistrationData, files: Map<string, UploadedFile>): PendingFile[] {
  const pending: PendingFile[] = [];
  const ieeeCert = files.get('ieeeCert');
  if (ieeeCert && data.ieeeNumber !== undefined) {
    pending.push({
      slot: 'ieee-certificate',
      file: ieeeCert,
      kind: requireCertificate(ieeeCert),
      target: { kind: 'ieeeCert' },
    });
  }
  (data.students ?? []).forEach((student, index) => {
    const idCard = files.get(`students[${index}].idCard`);
    if (!idCard || idCard.data.length === 0) throw new DomainError('bad-request', studentIncomplete(index + 1));
    pending.push({
      slot: `student-${index + 1}-id-card`,
      file: idCard,
      kind: requirePdf(idCard),
      target: { kind: 'studentIdCard', index },
    });
    const cert = files.get(`students[${index}].ieeeCert`);
    if (cert && student.ieeeNumber !== undefined) {
      pending.push({
        slot: `student-${index + 1}-ieee-certificate`,
        file: cert,
        kind: requireCertificate(cert),
        target: { kind: 'studentIeeeCert', index },
      });
    }
  });
  return pending;
}
