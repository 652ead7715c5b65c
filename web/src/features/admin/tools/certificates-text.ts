/** How many registrations a send would mail: those eligible not mailed yet. */
export const toSend = ({ eligible, alreadySent }: { eligible: number; alreadySent: number }) =>
  Math.max(0, eligible - alreadySent);

export const certificatesButtonLabel = (count: number) =>
  `Send certificates of participation to ${count} ${count === 1 ? 'registration' : 'registrations'}`;

export const certificatesSentSentence = ({ sent, alreadySent }: { sent: number; alreadySent: number }) =>
  `Sent ${sent}; ${alreadySent} had already been sent.`;
