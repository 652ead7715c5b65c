// Uploads no record names. A request that dies between storing a file and recording it (its
// instance stopped, the caller sent it again) leaves its file behind, named by nothing; the
// registrant's retry stores and records its own. The daily retention job removes such files once
// no request in flight can still record them (services/retention.ts).
import { IN_FLIGHT_MS, uploadOwner } from './audit';

export interface ListedFile {
  name: string;
  /** When Storage stored it, on Storage's clock. */
  createdAt: Date;
}

/**
 * The files under `registrations/` that no record names, stored at least IN_FLIGHT_MS before
 * `now` (on Storage's clock), but those in the folder of a registration under a legal hold.
 */
export function strayUploads(
  files: readonly ListedFile[],
  named: ReadonlySet<string>,
  held: ReadonlySet<string>,
  now: Date,
): string[] {
  return files
    .filter((file) => {
      const owner = uploadOwner(file.name);
      if (!owner || held.has(owner) || named.has(file.name)) return false;
      return now.getTime() - file.createdAt.getTime() >= IN_FLIGHT_MS;
    })
    .map((file) => file.name);
}
