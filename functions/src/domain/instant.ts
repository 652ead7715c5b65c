const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant that names its zone ("2025-10-15T10:00:00+05:30"), or undefined. */
export function parseInstant(value: string | undefined): Date | undefined {
  const parts = value === undefined ? null : ISO_INSTANT.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Date.parse rolls 30 February over into March; a calendar day that does not exist is refused.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined;
  const instant = new Date(value as string);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
