import { publicRegistrationSchema } from '@domain/registration-view';
import type { RegistrationReader } from './registration-api';

/** The record as the server's public view, parsed with the schema the server builds it with. */
export const readRegistration: RegistrationReader = (data) => {
  const record = publicRegistrationSchema.safeParse(data);
  return record.success ? record.data : null;
};
