import type { RegistrationView } from './registration-view';

/** Who a status test's registration belongs to, as the public view gives it (the address masked). */
export const TEST_REGISTRANT = {
  id: 'ICEI25-ABCD-EFGH-JKMNP',
  title: 'Dr',
  firstName: 'Asha',
  lastName: 'Rao',
  organization: 'IIT Dharwad',
  email: 'a***o@example.org',
} satisfies Partial<RegistrationView>;
